"""The `canasta` command line: check | play | score | deal (notation.md) | simulate.

Exit codes: 0 legal / done, 1 illegal action, 2 unusable input, 141 the reader closed the
output early (`| head -3`: quietly). Input errors print one JSON line
{"error": ..., "rule": "input"}, never a traceback.
"""

from __future__ import annotations

import json
import os
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
  canasta coach POSITION ["ACTION"] [--seed N] [--json] [--lang en|es]
POSITION is a JSON file path, or - for standard input."""

COACH_HELP = """usage: canasta coach POSITION ["ACTION"] [--seed N] [--json] [--lang en|es]

Grade a move for the seat to act, or list the best moves when no ACTION is given. The coach
sees only what that seat may see: other hands and the stock given as cards are treated as
unknown, and it simulates deals consistent with what the seat has seen (the site's grades are
the same computation).

  POSITION      a position as JSON (notation.md): a file path, or - for standard input
  ACTION        the move to grade, in notation: "discard 5C", "take 5C 5D", "meld 7C 7D 7S";
                leave it out to list the best moves
  --seed N      the seed of the simulated deals (default 0): the same seed, the same answer
  --json        one JSON line: action, grade (best, good, inaccuracy, mistake, blunder), best,
                cost (points below the best), margin (the uncertainty), sims, principles (keys)
                and reason; without ACTION, {"best": [...]} with one such entry per move
  --lang en|es  the language of the reason (default en)
  -h, --help    show this help and exit

Exit codes: 0 answered; 2 unusable input, with one JSON line {"error", "rule": "input",
"field"} naming the argument at fault.
example: canasta coach pos.json "discard 2C" --json"""

MAX_FILE = 200_000


class UsageError(Exception):
    """Unusable input; `field` names the argument at fault when the command reports it."""

    def __init__(self, message: str, field: str = "") -> None:
        super().__init__(message)
        self.field = field


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
    from canasta_core.rulings import check_once

    if len(args) != 2:
        raise UsageError('check needs a position and one action: canasta check pos.json "draw"')
    ruling = check_once(_read_position(args[0]), args[1])
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


def _coach_options(args: list[str]) -> tuple[list[str], int, bool, str]:
    """`coach`'s arguments: the positionals (POSITION, ACTION), --seed, --json, --lang."""
    from canasta_core.messages import parse_lang

    rest: list[str] = []
    seed, as_json, lang = 0, False, "en"
    i = 0
    while i < len(args):
        a = args[i]
        if a == "--json":
            as_json = True
            i += 1
            continue
        if a in ("--seed", "--lang"):
            if i + 1 >= len(args):
                raise UsageError(f"{a} needs a value.", a)
            v = args[i + 1]
            if a == "--seed":
                try:
                    seed = int(v)
                except ValueError:
                    raise UsageError(f"--seed needs a whole number, not {v!r}.", a) from None
            else:
                got = parse_lang(v)
                if got is None:
                    raise UsageError(f"--lang needs en or es, not {v!r}.", a)
                lang = got
            i += 2
            continue
        if a.startswith("--") and a != "-":
            raise UsageError(f"Unknown option {a!r}; coach takes --seed, --json and --lang.", a)
        rest.append(a)
        i += 1
    if not 1 <= len(rest) <= 2:
        raise UsageError('coach needs a position and at most one action: '
                         'canasta coach pos.json "discard 5C"', "POSITION" if not rest else "ACTION")
    return rest, seed, as_json, lang


def _cmd_coach(args: list[str]) -> int:
    """Grade a move for the seat to act (or list the best moves), seeing only that seat's
    view: the same computation as the site's grades (`canasta_core.coach`)."""
    from canasta_core.coach import best_moves, judge_move, ranked_line, reason_text
    from canasta_core.errors import NotationError
    from canasta_core.legal import legal_actions
    from canasta_core.messages import CATALOGUE
    from canasta_core.positions import load

    rest, seed, as_json, lang = _coach_options(args)
    try:
        text = _read_position(rest[0])
    except UsageError as e:
        raise UsageError(str(e), "POSITION") from None
    try:
        pos = load(text)
    except NotationError as e:
        raise UsageError(str(e), "POSITION" + (f" ({e.field})" if e.field else "")) from None
    legal = legal_actions(pos)
    if not legal:
        raise UsageError("The deal is over: nobody has a move to make.", "POSITION")

    def words(key: str, **params: object) -> str:
        return CATALOGUE.render(key, lang, **params)

    if len(rest) == 1:
        try:
            ranked = best_moves(pos, seed=seed, top=5)
        except ValueError as e:
            raise UsageError(f"No deal fits this position: {e}", "POSITION") from None
        rows = [{"action": r.action, "grade": "good" if r.grade == "par" else r.grade,
                 "cost": round(r.cost, 1), "margin": round(r.margin, 1), "sims": r.sims,
                 "principles": [b.principle for b in r.breaches],
                 "demoted": r.demoted and n > 1} for n, r in enumerate(ranked, 1)]
        if as_json:
            _emit({"best": rows})
        else:
            for n, r in enumerate(ranked, 1):
                sys.stdout.write(ranked_line(n, r, lang, first=n == 1) + "\n")
        return 0
    from canasta_core.actions import format_action, parse

    try:
        action = format_action(parse(rest[1]))
    except NotationError as e:
        raise UsageError(str(e), "ACTION") from None
    if action not in legal:
        from canasta_core.rulings import check

        ruling = check(pos, action)
        why = ruling.rule or "not a move the player to act can make now"
        raise UsageError(f"ACTION: {action!r} is not legal here ({why}).", "ACTION")
    try:
        got = judge_move(pos, action, seed=seed)
    except ValueError as e:
        raise UsageError(f"No deal fits this position: {e}", "POSITION") from None
    if got is None:
        out = {"action": action, "grade": "best", "best": action, "cost": 0.0, "margin": 0.0,
               "principles": [], "reason": words("coach.line.only")}
    else:
        v = got[0]
        out = {"action": action, "grade": v.public_grade, "best": v.best,
               "cost": round(v.cost, 1), "margin": round(v.margin, 1), "sims": v.sims,
               "principles": list(v.principles), "reason": reason_text(v, lang)}
    if as_json:
        _emit(out)
    else:
        key = ("coach.cli.verdict_sound" if out["grade"] in ("best", "good")
               else "coach.cli.verdict")
        sys.stdout.write(words(key, grade=words(f"coach.grade.{out['grade']}"),
                               action=action, best=out["best"], reason=out["reason"]) + "\n")
    return 0


COMMANDS = {"check": _cmd_check, "play": _cmd_play, "score": _cmd_score, "deal": _cmd_deal,
            "simulate": _cmd_simulate, "coach": _cmd_coach}


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


def _help(command: str) -> str:
    """A command's help: its own page, or its usage line from `USAGE`."""
    if command == "coach":
        return COACH_HELP
    lines = [ln.strip() for ln in USAGE.splitlines() if ln.strip().startswith(f"canasta {command} ")]
    return "usage: " + "\n       ".join(lines) + "\n" + USAGE.splitlines()[-1]


#: The exit code of a command whose reader closed the pipe early (`canasta coach --help |
#: head -3`): 128 + SIGPIPE, what a shell reports for a C tool stopped the same way.
EXIT_PIPE_CLOSED = 141


def main(argv: list[str] | None = None) -> int:
    """Run one command and return its exit code. Every command, quietly, when the reader of
    its output goes away early: no traceback, nothing more written (see `EXIT_PIPE_CLOSED`)."""
    try:
        code = _main(argv)
        sys.stdout.flush()  # a closed pipe shows here, not in the interpreter's last flush
        return code
    except BrokenPipeError:
        # Nothing more can reach the reader. Point standard output at devnull so that the
        # interpreter's own flush at exit does not raise (and print) the same error again.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
        return EXIT_PIPE_CLOSED


def _main(argv: list[str] | None) -> int:
    _import_dataclasses_without_inspect()
    from canasta_core.errors import NotationError

    args = sys.argv[1:] if argv is None else argv
    if not args or args[0] in ("-h", "--help", "help"):
        print(USAGE)
        return 0 if args else 2
    cmd = COMMANDS.get(args[0])
    if cmd is not None and any(a in ("-h", "--help") for a in args[1:]):
        print(_help(args[0]))
        return 0
    try:
        if cmd is None:
            raise UsageError(f"Unknown command {args[0]!r}; use check, play, score, deal, "
                             "simulate or coach.")
        return cmd(args[1:])
    except UsageError as e:
        _emit({"error": str(e), "rule": "input", **({"field": e.field} if e.field else {})})
        return 2
    except NotationError as e:
        _emit({"error": str(e), "rule": "input"})
        return 2
    except RecursionError:
        _emit({"error": "The input is nested too deeply to be a position.", "rule": "input"})
        return 2


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
