"""Copies the data the tests take from the shared specification into tests/fixtures, so a clone
passes its tests alone (issue 22). The shared folder stays the source of truth:

    python tools/spec_fixtures.py --check   # `make test` runs this when ../shared exists
    python tools/spec_fixtures.py --write   # after the specification changes

Only data is copied: the example cases without their prose ("what"), the rule slugs in the
order rules.md defines them, and notation.md's precedence order.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT.parent / "shared" / "spec"
CASES = ROOT / "tests" / "fixtures" / "cases.json"
LISTS = ROOT / "tests" / "fixtures" / "spec_lists.json"

# A rule is defined where its slug opens a list item ("- `[deal.deck]` ...") or a paragraph
# ("Card values `[values]` ..."); slugs quoted inside other rules' text are references.
_DEFINITION = re.compile(r"^(?:- |[A-Z][a-z]*(?: [a-z]+)* )`\[([a-z][a-z0-9.-]*)\]`", re.M)
# profiles.md defines each profile rule as a list item ("- `[two.draw]` ...").
_PROFILE_RULE = re.compile(r"^- `\[([a-z][a-z0-9.-]*)\]`", re.M)
_PRECEDENCE = re.compile(r"the first in this order wins:(.*?)\.\s", re.S)


def _from_spec() -> tuple[list[dict[str, Any]], dict[str, list[str]]]:
    cases = json.loads((SPEC / "examples" / "cases.json").read_text(encoding="utf-8"))
    cases = [{k: v for k, v in case.items() if k != "what"} for case in cases]
    rules = (SPEC / "rules.md").read_text(encoding="utf-8")
    profiles = (SPEC / "profiles.md").read_text(encoding="utf-8")
    notation = (SPEC / "notation.md").read_text(encoding="utf-8")
    match = _PRECEDENCE.search(notation)
    if match is None:
        raise SystemExit("spec_fixtures: the precedence sentence is not in notation.md")
    lists = {
        "rule_slugs": _DEFINITION.findall(rules),
        "precedence": re.findall(r"`([a-z.-]+)`", match.group(1)),
        "profile_slugs": _PROFILE_RULE.findall(profiles),
    }
    return cases, lists


def _dump(data: object) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--check", action="store_true", help="fail if the copies differ")
    mode.add_argument("--write", action="store_true", help="rewrite the copies")
    args = parser.parse_args(argv)
    if not SPEC.is_dir():
        print(f"spec_fixtures: {SPEC} not found", file=sys.stderr)
        return 2
    cases, lists = _from_spec()
    wanted = {CASES: _dump(cases), LISTS: _dump(lists)}
    if args.write:
        for path, text in wanted.items():
            path.write_text(text, encoding="utf-8")
        return 0
    stale = [p.name for p, text in wanted.items() if p.read_text(encoding="utf-8") != text]
    if stale:
        print(f"spec_fixtures: {', '.join(stale)} differ from {SPEC}; run --write", file=sys.stderr)
        return 1
    print(f"spec_fixtures: tests/fixtures match {SPEC}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
