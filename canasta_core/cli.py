"""The `canasta` command line: check | play | score | deal (notation.md) | simulate.

Exit codes: 0 legal / done, 1 illegal action, 2 unusable input. Input errors print one JSON
line {"error": ..., "rule": "input"}, never a traceback.
"""

from __future__ import annotations

import json
import sys
from types import ModuleType

TYPE_CHECKING = False  # typing is not imported at run time: `canasta check` starts faster
if TYPE_CHECKING:
    from typing import Any

USAGE = """usage:
  canasta check POSITION "ACTION"
  canasta play POSITION "ACTION" ["ACTION" ...]
  canasta score POSITION
  canasta deal [--seed N] [--dealer SEAT] [--scores NS,EW] [--profile NAME]
  canasta simulate [--deals N] [--seed N] [--profile NAME] [--bots KIND,KIND...]
POSITION is a JSON file path, or - for standard input."""

MAX_FILE = 200_000


class UsageError(Exception):
    pass


def _emit(obj: Any) -> None:
    sys.stdout.write(json.dumps(obj, ensure_ascii=False) + "\n")


def _read_position(arg: str) -> str:
    if arg == "-":
        text = sys.stdin.read(MAX_FILE + 1)
    else:
        try:
            with open(arg, encoding="utf-8") as f:
                text = f.read(MAX_FILE + 1)
        except FileNotFoundError:
            raise UsageError(f"No such position file: {arg!r}.") from None
        except (IsADirectoryError, PermissionError, UnicodeDecodeError) as e:
            raise UsageError(f"Cannot read the position file {arg!r}: {e}.") from None
    if len(text) > MAX_FILE:
        raise UsageError(f"The position file is larger than {MAX_FILE:,} characters.")
    return text


def _cmd_check(args: list[str]) -> int:
    from canasta_core.rulings import check

    if len(args) != 2:
        raise UsageError('check needs a position and one action: canasta check pos.json "draw"')
    ruling = check(_read_position(args[0]), args[1])
    _emit(ruling.to_dict())
    return 0 if ruling.legal else 1


def _cmd_play(args: list[str]) -> int:
    from canasta_core.actions import parse
    from canasta_core.play import apply
    from canasta_core.positions import load, to_dict
    from canasta_core.rulings import evaluate, ruling_from

    if len(args) < 2:
        raise UsageError('play needs a position and at least one action: canasta play pos.json "draw"')
    pos = load(_read_position(args[0]))
    for text in args[1:]:
        ev = evaluate(pos, parse(text))
        if ev.violations:
            out = ruling_from(ev).to_dict()
            out["action"] = text
            _emit(out)
            return 1
        pos = apply(pos, ev)
    _emit(to_dict(pos))
    return 0


def _cmd_score(args: list[str]) -> int:
    from canasta_core.scoring import score

    if len(args) != 1:
        raise UsageError("score needs one position: canasta score pos.json")
    _emit(score(_read_position(args[0])))
    return 0


def _cmd_deal(args: list[str]) -> int:
    from canasta_core.deal import deal, profile_named
    from canasta_core.positions import to_dict

    seed: int | None = None
    dealer = "N"
    scores: tuple[int, ...] | None = None
    profile = "classic"
    scores_text = ""
    i = 0
    while i < len(args):
        opt = args[i]
        if opt in ("--seed", "--dealer", "--scores", "--profile") and i + 1 >= len(args):
            raise UsageError(f"{opt} needs a value.")
        if opt == "--seed":
            try:
                seed = int(args[i + 1])
            except ValueError:
                raise UsageError(f"--seed needs a whole number, not {args[i + 1]!r}.") from None
        elif opt == "--dealer":
            dealer = args[i + 1]
        elif opt == "--profile":
            profile = args[i + 1]
        elif opt == "--scores":
            scores_text = args[i + 1]
            try:
                scores = tuple(int(x) for x in args[i + 1].split(","))
            except ValueError:
                scores = ()
            if not scores:
                raise UsageError(
                    f"--scores needs two whole numbers like 0,1500, not {args[i + 1]!r}."
                ) from None
        else:
            raise UsageError(f"Unknown option {opt!r}.")
        i += 2
    sides = profile_named(profile).side_names  # NotationError for an unknown profile
    if scores is None:
        scores = (0,) * len(sides)
    if len(scores) != len(sides):
        if len(sides) == 2 and profile_named(profile).name == "classic":
            raise UsageError(
                f"--scores needs two whole numbers like 0,1500, not {scores_text!r}.")
        raise UsageError(
            f"--scores needs {len(sides)} whole numbers, one per side ({','.join(sides)}), "
            f"like {','.join(['0'] * len(sides))}.")
    _emit(to_dict(deal(seed=seed, dealer=dealer, scores=scores, profile=profile)))
    return 0


#: `canasta simulate --deals` at most: a heuristic deal takes a few hundredths of a second.
MAX_SIM_DEALS = 1000


def _cmd_simulate(args: list[str]) -> int:
    """Bot deals at the profile's table, one JSON line of facts (summary.DealFacts) per deal."""
    from dataclasses import asdict

    from canasta_core.bots import QUICK_BOT_KINDS
    from canasta_core.deal import profile_named
    from canasta_core.players import simulate_deals

    values = {"--deals": "1", "--seed": "0", "--profile": "classic", "--bots": ""}
    for i in range(0, len(args), 2):
        opt = args[i]
        if opt not in values:
            raise UsageError(f"Unknown option {opt!r}; simulate takes --deals, --seed, "
                             "--profile and --bots.")
        if i + 1 >= len(args):
            raise UsageError(f"{opt} needs a value.")
        values[opt] = args[i + 1]
    numbers: dict[str, int] = {}
    for opt in ("--deals", "--seed"):
        try:
            numbers[opt] = int(values[opt])
        except ValueError:
            raise UsageError(f"{opt} needs a whole number, not {values[opt]!r}.") from None
    if not 1 <= numbers["--deals"] <= MAX_SIM_DEALS:
        raise UsageError(f"--deals needs a number from 1 to {MAX_SIM_DEALS:,}, "
                         f"not {numbers['--deals']}.")
    rules = profile_named(values["--profile"])  # NotationError naming `profile`
    sides = rules.side_names
    kinds = tuple(k.strip().lower() for k in values["--bots"].split(",")) if values["--bots"] \
        else ("heuristic",) * len(sides)
    if len(kinds) != len(sides):
        raise UsageError(
            f"--bots needs one bot per side of the {rules.name} table ({', '.join(sides)}), "
            f"like {','.join(['heuristic'] * len(sides))}, not {values['--bots']!r}.")
    for k in kinds:
        if k not in QUICK_BOT_KINDS:
            raise UsageError(f"--bots: {k!r} is not a bot; use {' or '.join(QUICK_BOT_KINDS)}.")
    for facts in simulate_deals(numbers["--deals"], kinds, seed=numbers["--seed"],
                                profile=rules.name):
        _emit(asdict(facts))
    return 0


COMMANDS = {"check": _cmd_check, "play": _cmd_play, "score": _cmd_score, "deal": _cmd_deal,
            "simulate": _cmd_simulate}


class _InspectOnFirstUse(ModuleType):
    """Stands in for `inspect` while `dataclasses` is imported, and imports the real module the
    first time `dataclasses` reads from it (`inspect.signature`, for a dataclass without a
    docstring: the engine's all have one)."""

    def __getattr__(self, name: str) -> Any:
        import dataclasses
        from importlib import import_module

        real = import_module("inspect")  # the stand-in left sys.modules after the import
        setattr(dataclasses, "inspect", real)  # noqa: B010 - the stub has no such attribute
        return getattr(real, name)


def _import_dataclasses_without_inspect() -> None:
    """`dataclasses` imports `inspect`, which imports `ast`, `dis`, `tokenize` and more: a
    third of a `canasta check` process's instructions (callgrind, docs/performance.md), for a
    function `dataclasses` calls only on a class without a docstring. The command line (one
    short process) imports `dataclasses` with a stand-in, so `inspect` loads only if used;
    every later `import inspect` gets the real module. A process that has already imported
    either module is left as it is."""
    if "dataclasses" in sys.modules or "inspect" in sys.modules:
        return
    sys.modules["inspect"] = _InspectOnFirstUse("inspect")
    try:
        import dataclasses  # noqa: F401
    finally:
        del sys.modules["inspect"]


def main(argv: list[str] | None = None) -> int:
    _import_dataclasses_without_inspect()
    from canasta_core.errors import NotationError

    args = sys.argv[1:] if argv is None else argv
    if not args or args[0] in ("-h", "--help", "help"):
        print(USAGE)
        return 0 if args else 2
    cmd = COMMANDS.get(args[0])
    try:
        if cmd is None:
            raise UsageError(f"Unknown command {args[0]!r}; use check, play, score, deal or simulate.")
        return cmd(args[1:])
    except (NotationError, UsageError) as e:
        _emit({"error": str(e), "rule": "input"})
        return 2
    except RecursionError:
        _emit({"error": "The input is nested too deeply to be a position.", "rule": "input"})
        return 2


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
