"""The core's imports point one way (docs/architecture.md and the design notes):

    messages → reasons/verdicts/errors → profiles → cards → rules (the rules both the judge and
    the generator decide) → actions → positions → events
    → going_out/scoring/deal → rulings (the judge) → game/legal (move generation)
    → play (apply) → simulate → summary → bots → rollout_policy → expert → players → cli → the package

No module imports one listed after it, not even inside a function, so there is no import
circle; and in a fresh interpreter each module imports with only the modules before it loaded.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

CORE = Path(__file__).resolve().parents[2] / "canasta_core"

#: Every module of the core, in dependency order (a module imports only modules before it).
LAYERS: tuple[str, ...] = (
    "messages", "catalogue", "input_messages", "reasons", "verdicts", "errors",
    "profiles", "cards", "rules", "actions", "positions", "events",
    "going_out", "scoring", "deal",
    "rulings",
    "game", "legal",
    "play",
    "simulate", "summary", "bots", "rollout_policy", "expert", "players",
    "cli", "__init__", "__main__",
)


def _core_imports(path: Path) -> set[str]:
    """The canasta_core modules a file imports, at the top or inside a function."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
        else:
            continue
        for name in names:
            parts = name.split(".")
            if parts[0] == "canasta_core" and len(parts) > 1 and parts[1] in LAYERS:
                found.add(parts[1])
    return found


def test_every_module_has_a_layer() -> None:
    modules = {p.stem for p in CORE.glob("*.py")}
    assert modules == set(LAYERS), "add the module to LAYERS at its place in the order"


@pytest.mark.parametrize("module", [m for m in LAYERS if (CORE / f"{m}.py").exists()])
def test_no_import_of_a_later_layer(module: str) -> None:
    later = set(LAYERS[LAYERS.index(module):])
    wrong = sorted(_core_imports(CORE / f"{module}.py") & later)
    assert not wrong, f"canasta_core.{module} imports {wrong}, which come at or after it"


_FRESH = r"""
import importlib, json, sys, types
from pathlib import Path
core = Path(sys.argv[1])
# the package without running its __init__ (which imports everything): one module at a time
pkg = types.ModuleType("canasta_core")
pkg.__path__ = [str(core)]
sys.modules["canasta_core"] = pkg
order = json.loads(sys.argv[2])
report = []
for i, name in enumerate(order):
    importlib.import_module("canasta_core." + name)
    loaded = {m.split(".", 1)[1] for m in sys.modules if m.startswith("canasta_core.")}
    report.append(sorted(loaded - set(order[: i + 1])))
print(json.dumps(report))
"""


def test_modules_import_in_dependency_order_in_a_fresh_interpreter() -> None:
    order = [m for m in LAYERS if m not in ("__init__", "__main__")]
    out = subprocess.run(
        [sys.executable, "-c", _FRESH, str(CORE), json.dumps(order)],
        capture_output=True, text=True, timeout=120, check=True,
    ).stdout
    report = json.loads(out)
    for name, extra in zip(order, report, strict=True):
        assert extra == [], f"importing canasta_core.{name} loaded the later {extra}"
