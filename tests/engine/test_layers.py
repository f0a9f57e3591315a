"""The core's imports point one way (docs/architecture.md and the design notes), in this order
(`LAYERS`):

    the texts (messages → catalogue → input_messages → reasons → verdicts → errors)
    → profiles → cards → rules (the rule primitives) → the notation (actions → typed
    → position_fields → positions) → events → going_out → scoring → deal → evaluation (what a
    ruling finds) → the engine state, read in order: state (the deal on card ints and its
    conversion) → can (the one walk of each move's rules: first fault or every fault) → verify
    (a ruling's evaluation) → listing → transition → playouts → game (the object) → the public
    views over it (rulings: `check`; legal; play; questions: what a hand can do) → simulate
    → summary → the players (bots → rollout_policy → worlds → principles → expert → coach
    → players) → cli → the package

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
    "profiles", "cards", "rules", "actions", "typed", "position_fields", "positions", "events",
    "going_out", "scoring", "deal",
    "evaluation",
    "state", "can", "verify", "listing", "transition", "playouts", "game", "rulings", "legal",
    "play", "questions",
    "simulate", "summary", "bots", "rollout_policy", "worlds", "principle_texts", "principles",
    "expert",
    "coach", "players",
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


#: Issue 40: a newcomer reads the engine module by module; none is over this many lines.
MAX_LINES = 700
#: The text catalogue (every sentence's template and the words it is rendered with), aside.
TEXT_CATALOGUE = frozenset({"catalogue", "messages", "principle_texts"})


@pytest.mark.parametrize("module", [m for m in LAYERS if m not in TEXT_CATALOGUE])
def test_no_engine_module_is_over_the_line_limit(module: str) -> None:
    n = len((CORE / f"{module}.py").read_text(encoding="utf-8").splitlines())
    assert n <= MAX_LINES, f"canasta_core/{module}.py: {n} lines (split it: at most {MAX_LINES})"


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


# --- the package imports its public names when first used (the CLI's start-up) -------------

_CHECK_LOADS = r"""
import json, sys
from canasta_core.cli import main
code = main(["check", sys.argv[1], "draw"])
print(json.dumps(sorted(m for m in sys.modules if m.startswith("canasta_core.") or m in (
    "random", "typing", "inspect", "ast", "string", "threading"))))
"""


def test_a_check_from_the_command_line_loads_the_judge_but_not_the_generator(tmp_path: Path) -> None:
    import canasta_core as cc

    pos = tmp_path / "pos.json"
    pos.write_text(cc.dump(cc.deal(seed=1)), encoding="utf-8")
    out = subprocess.run([sys.executable, "-c", _CHECK_LOADS, str(pos)], capture_output=True,
                         text=True, timeout=120, check=True).stdout
    loaded = set(json.loads(out.splitlines()[-1]))
    assert "canasta_core.rulings" in loaded
    assert not loaded & {"canasta_core.game", "canasta_core.legal", "canasta_core.play",
                         "canasta_core.deal", "canasta_core.scoring", "canasta_core.events",
                         "canasta_core.bots", "canasta_core.expert", "random", "typing"}
    # dataclasses was imported with a stand-in for inspect (cli._import_dataclasses_without_
    # inspect), and messages reads templates without `string` and locks without `threading`
    assert not loaded & {"inspect", "ast", "string", "threading"}


_INSPECT_AFTER = r"""
import sys
from canasta_core.cli import main
assert main(["check", sys.argv[1], "draw"]) == 0
import dataclasses, inspect
assert "signature" in vars(inspect) and sys.modules["inspect"] is inspect
@dataclasses.dataclass
class NoDoc:
    x: int
assert NoDoc.__doc__ == "NoDoc(x: int)", NoDoc.__doc__
assert dataclasses.inspect is inspect
print("ok")
"""


def test_the_command_lines_stand_in_for_inspect_gives_way_to_the_real_module(tmp_path: Path) -> None:
    """After a check, `import inspect` is the real module and dataclasses still writes the
    signature of a class without a docstring (it imports inspect when it first needs it)."""
    import canasta_core as cc

    pos = tmp_path / "pos.json"
    pos.write_text(cc.dump(cc.deal(seed=1)), encoding="utf-8")
    out = subprocess.run([sys.executable, "-c", _INSPECT_AFTER, str(pos)], capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0 and out.stdout.splitlines()[-1] == "ok", out.stderr


_SHADOW = r"""
import canasta_core.deal, canasta_core.play, canasta_core.legal
import canasta_core as cc
pos = cc.deal(seed=3)
assert callable(cc.deal) and callable(cc.play), (cc.deal, cc.play)
assert cc.play(pos, "draw").phase == "play"
assert cc.legal_actions(pos)[0] == "draw"
from canasta_core import NotationError, deal, play
assert deal is cc.deal and play is cc.play and issubclass(NotationError, ValueError)
assert cc.positions.card_total(pos) == 108  # a submodule is still an attribute
try:
    cc.no_such_name
except AttributeError as e:
    assert "no_such_name" in str(e)
else:
    raise SystemExit("no AttributeError")
print("ok")
"""


def test_public_names_stay_the_functions_when_their_modules_are_imported_first() -> None:
    out = subprocess.run([sys.executable, "-c", _SHADOW], capture_output=True, text=True,
                         timeout=120, check=False)
    assert out.returncode == 0 and out.stdout.strip() == "ok", out.stderr


def test_every_public_name_is_importable_and_listed() -> None:
    import canasta_core as cc

    for name in cc.__all__:
        assert getattr(cc, name) is not None, name
    assert set(cc.__all__) <= set(dir(cc))
