"""Every catalogue key the code uses is one a check can find (docs/i18n.md, issue 38).

The code is read, not run: each call that names a key (`t(...)`, `tr(...)`, `say(...)`,
`Text(...)`) gets a literal key, or a name standing for one taken from a mapping table of
literal keys; every literal that looks like a key of the catalogue's namespaces is one. A key
built from strings at run time (`t(f"review.grade.{g}")`) is invisible to such a check, so it
fails here — except the ones listed in BUILT, which is the work left and may only shrink.
Keys of the data files (lessons, presets, goals: `lesson.<id>.…`, `preset.<id>.…`) are paths
into their data, checked where the data is loaded."""

from __future__ import annotations

import ast
import functools
import re
from collections import Counter
from pathlib import Path

from canasta_app.text.i18n import CATALOGUE, load_catalogue

ROOT = Path(__file__).resolve().parents[2]
CODE = [*sorted((ROOT / "canasta_app").rglob("*.py")), ROOT / "streamlit_app.py"]
KEY_CALLS = frozenset({"t", "tr", "say", "Text"})
KEY_SHAPE = re.compile(r"^[a-z][a-z0-9_-]*(?:\.[A-Za-z0-9_-]+)+$")
DATA_SPACES = frozenset({"lesson", "lesson-goal", "preset"})

#: Keys still built at run time (the expression as written, how many times): to be replaced by
#: literal keys or mapping tables of them. A fixed one must leave this list.
BUILT: dict[str, int] = {
    # A principle's texts (title, text, example, why): their keys are built in the engine, from
    # its table of principles (canasta_core/principles.py, `Principle.key`), which writes the
    # catalogue's entries for them; tests/engine checks every principle has each part.
    "b.why or f'coach.principle.{b.principle}.why'": 1,
    "f'coach.principle.{principle}.title'": 1,
    "p.key('example')": 1,
    "p.key('text')": 1,
    "p.key('title')": 1,
}


def _keys() -> frozenset[str]:
    load_catalogue()
    return frozenset(key for key, _ in CATALOGUE.texts("en"))


def _call_name(node: ast.Call) -> str:
    f = node.func
    return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""


def _key_args(node: ast.expr) -> list[ast.expr]:
    """The key expressions a key argument may evaluate to (both arms of `a if c else b`)."""
    if isinstance(node, ast.IfExp):
        return _key_args(node.body) + _key_args(node.orelse)
    return [node]


def _from_table(node: ast.expr) -> bool:
    """`TABLE.get(x, TABLE[...])`: a key looked up in a mapping table (whose literal keys the
    scan reads where the table is written)."""
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and node.func.attr == "get" and isinstance(node.func.value, ast.Name)
            and node.func.value.id.isupper())


def _docstrings(tree: ast.AST) -> set[int]:
    out = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr) and isinstance(
                body[0].value, ast.Constant):
            out.add(id(body[0].value))
    return out


def scan(code: list[Path] = CODE, root: Path = ROOT) -> tuple[list[str], Counter[str]]:
    """(literal keys missing from the catalogue, keys built at run time), over the site's code."""
    keys = _keys()
    spaces = {key.split(".")[0] for key in keys} - DATA_SPACES
    missing: list[str] = []
    built: Counter[str] = Counter()
    for path in code:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        where = path.relative_to(root)
        docs = _docstrings(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and node.args and _call_name(node) in KEY_CALLS:
                for arg in _key_args(node.args[0]):
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                        if arg.value not in keys and arg.value.split(".")[0] not in DATA_SPACES:
                            missing.append(f"{where}:{arg.lineno}: {arg.value}")
                    elif not (isinstance(arg, (ast.Name, ast.Attribute, ast.Subscript))
                              or _from_table(arg)):
                        built[ast.unparse(arg)] += 1
            elif (isinstance(node, ast.Constant) and isinstance(node.value, str)
                  and id(node) not in docs and KEY_SHAPE.match(node.value)
                  and node.value.split(".")[0] in spaces and node.value not in keys
                  and not node.value.endswith(("_", "."))):  # a prefix: counted where built
                missing.append(f"{where}:{node.lineno}: {node.value}")
    return sorted(set(missing)), built


@functools.cache
def scan_site() -> tuple[list[str], Counter[str]]:
    return scan()


def test_every_key_the_code_names_is_in_the_catalogue() -> None:
    missing, _ = scan_site()
    assert not missing, "keys the catalogue does not have:\n" + "\n".join(missing)


def test_no_key_is_built_from_strings_beyond_the_listed_ones() -> None:
    _, built = scan_site()
    new = {expr: n for expr, n in built.items() if n > BUILT.get(expr, 0)}
    assert not new, ("keys built at run time, which no check can find: write the key out or "
                     f"take it from a table of literal keys:\n{new}")
    gone = {expr for expr in BUILT if expr not in built}
    assert not gone, f"no longer built, remove from BUILT: {sorted(gone)}"


def test_the_scan_sees_a_missing_and_a_built_key(tmp_path: Path) -> None:
    """The check itself can fail: a made-up file with each slip is caught."""
    bad = tmp_path / "bad.py"
    bad.write_text('t("practice.no_such_key", lang)\nt(f"review.grade.{g}", lang)\n'
                   'NAMES = {"x": "review.no_such_grade"}\nt(NAMES.get(k, "review.title"), lang)\n')
    missing, built = scan([bad], tmp_path)
    assert missing == ["bad.py:1: practice.no_such_key", "bad.py:3: review.no_such_grade"]
    assert built == Counter({"f'review.grade.{g}'": 1})
