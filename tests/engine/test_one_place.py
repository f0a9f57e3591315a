"""Each decision once (issue 40): the table's parameters are read from the bound profile, in the
rule primitives only, and a decision the primitives make is not written again elsewhere.

Read from the source with `ast` (nothing is imported), so that a copy of a rule fails here
when it is written rather than when a profile first changes the parameter it froze:

- no module binds a profile's parameter of the classic table (`CLASSIC.canasta_size`, ...):
  that would freeze it at import, and a profile that changes it would not be followed;
- no module binds a table's parameter to a module-level name at all (`WILDS = p.wild_limit`):
  a parameter is read from the profile in hand (a position's `rules`, the engine state's
  bound table) when the rule is decided;
- no engine module compares a length with the classic canasta size (`len(m) >= 7`) or adds the
  points of a wild card written out (`+ 20`, `+ 50`): `Profile.is_canasta` and
  `rules.card_points` decide;
- the site reads a table's seats and sides from the profile, never from the classic table's
  aliases in `positions` (kept there for callers of the classic table).

tests/engine/test_layers.py lists the engine's modules in dependency order and fails on an
import circle; tests/engine/test_profile_parameters.py shows the engine following a profile
with other parameters.
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CORE = ROOT / "canasta_core"
SITE = ROOT / "canasta_app"

#: A table's parameters that a rule reads.
PARAMETERS = frozenset({
    "canasta_size", "wild_limit", "meld_min", "naturals_min", "canastas_to_go_out", "copies",
    "jokers", "draw_count", "hand_size", "opening_tiers", "target",
})
#: The classic table's seating aliases (positions.py) the site no longer imports.
CLASSIC_ALIASES = frozenset({"SEATS", "SIDES", "SIDE_OF", "PARTNER", "NEXT_SEAT", "OTHER_SIDE",
                             "SIDE_SEATS", "OPENING_TIERS"})
#: Where the classic table's own aliases and defaults are written (documented there).
ALIAS_HOMES = frozenset({"profiles", "positions"})


def _trees(folder: Path) -> list[tuple[str, ast.Module]]:
    return [(str(p.relative_to(ROOT)), ast.parse(p.read_text(encoding="utf-8")))
            for p in sorted(folder.rglob("*.py"))]


def _classic_parameters(tree: ast.Module) -> list[str]:
    """`CLASSIC.<parameter>` read anywhere in a module."""
    return [f"line {n.lineno}: CLASSIC.{n.attr}" for n in ast.walk(tree)
            if isinstance(n, ast.Attribute) and n.attr in PARAMETERS
            and isinstance(n.value, ast.Name) and n.value.id == "CLASSIC"]


def _bound_at_import(tree: ast.Module) -> list[str]:
    """A module-level name bound to a table's parameter (`WILDS = CLASSIC.wild_limit`)."""
    return [f"line {stmt.lineno}: .{n.attr}" for stmt in tree.body
            if isinstance(stmt, ast.Assign | ast.AnnAssign) and stmt.value is not None
            for n in ast.walk(stmt.value)
            if isinstance(n, ast.Attribute) and n.attr in PARAMETERS]


def _written_rules(tree: ast.Module) -> list[str]:
    """A length compared with 7, or 20 / 50 added: the canasta size and the wild cards'
    points written out."""
    found: list[str] = []
    for n in ast.walk(tree):
        if isinstance(n, ast.Compare):
            parts = [n.left, *n.comparators]
            has_len = any(isinstance(p, ast.Call) and isinstance(p.func, ast.Name)
                          and p.func.id == "len" for p in parts)
            if has_len and any(isinstance(p, ast.Constant) and p.value == 7 for p in parts):
                found.append(f"line {n.lineno}: a length compared with 7")
        elif isinstance(n, ast.BinOp) and isinstance(n.op, ast.Add | ast.Sub):
            if any(isinstance(p, ast.Constant) and p.value in (20, 50) for p in (n.left, n.right)):
                found.append(f"line {n.lineno}: 20 or 50 added")
    return found


def _imports_from_positions(tree: ast.Module) -> list[str]:
    return [f"line {n.lineno}: {a.name}" for n in ast.walk(tree)
            if isinstance(n, ast.ImportFrom) and n.module == "canasta_core.positions"
            for a in n.names if a.name in CLASSIC_ALIASES]


@functools.cache
def _tree(path: str) -> ast.Module:
    """The parsed engine module at `path` (relative to the root), parsed when its test runs
    (not at collection, in every pytest-xdist worker) and once for the three tests below."""
    return ast.parse((ROOT / path).read_text(encoding="utf-8"))


CORE_PATHS = [str(p.relative_to(ROOT)) for p in sorted(CORE.rglob("*.py"))]


@pytest.mark.parametrize("path", CORE_PATHS, ids=CORE_PATHS)
def test_no_engine_module_freezes_a_classic_parameter(path: str) -> None:
    tree = _tree(path)
    if Path(path).stem in ALIAS_HOMES:
        return
    assert not _classic_parameters(tree), path


@pytest.mark.parametrize("path", CORE_PATHS, ids=CORE_PATHS)
def test_no_engine_module_binds_a_parameter_at_import(path: str) -> None:
    tree = _tree(path)
    if Path(path).stem in ALIAS_HOMES:
        return
    assert not _bound_at_import(tree), f"{path}: read it from the profile when deciding"


@pytest.mark.parametrize("path", CORE_PATHS, ids=CORE_PATHS)
def test_no_engine_module_writes_the_canasta_size_or_the_wild_values(
        path: str) -> None:
    tree = _tree(path)
    if Path(path).stem == "cards":  # where a card's value is written, once
        return
    assert not _written_rules(tree), path


def test_the_site_reads_seats_and_sides_from_the_profile() -> None:
    found = {path: hits for path, tree in _trees(SITE) if (hits := _imports_from_positions(tree))}
    assert not found, f"read them from the profile (pos.rules, profiles.CLASSIC): {found}"


# --- each check fails when it should ---------------------------------------------------------

def test_the_checks_find_what_they_look_for() -> None:
    frozen = ast.parse("from canasta_core.profiles import CLASSIC\nSIZE = CLASSIC.canasta_size\n")
    assert _classic_parameters(frozen) == ["line 2: CLASSIC.canasta_size"]
    assert _bound_at_import(ast.parse("WILDS = p.wild_limit\n"))
    assert not _bound_at_import(ast.parse("def f(p):\n    return p.wild_limit\n"))
    assert _written_rules(ast.parse("ok = len(m) >= 7\n"))
    assert _written_rules(ast.parse("points = 2 * v + 20\n"))
    assert not _written_rules(ast.parse("ok = len(m) >= size\n"))
    site = ast.parse("from canasta_core.positions import SEATS, Position\n")
    assert _imports_from_positions(site) == ["line 1: SEATS"]
