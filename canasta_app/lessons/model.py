"""Guided lessons as data: load and validate `lessons/*.toml`, and the logic of each step.

A lesson is a TOML file (schema in `lessons/README.md`): an id, titles and summaries in English
and Spanish, the rule slugs it teaches, and steps of four kinds:

- ``explain`` — text, optionally with a position shown on the table;
- ``try``     — a position and a goal: the learner must find an action the engine accepts and
  whose result meets the goal (`GOALS`); hints come as a ladder of three;
- ``demo``    — the engine plays listed actions one by one, with a narration for each;
- ``quiz``    — "is this legal?" (answered by `canasta_core.check`) or "what does this deal
  score?" (answered by `canasta_core.score`). A quiz never stores its answer.

Everything is checked with the engine when the file is loaded: every position loads, every
solution is legal and meets its goal, every listed wrong try is refused with its slug, every demo
action is legal in sequence, every slug exists in the rules catalogue. A broken lesson fails at
load time with a `LessonError` naming the file, the step and the field — never in front of a
learner.

No Streamlit import here: the page (`canasta_app/lessons/lessons.py`) renders what this module computes.
"""

from __future__ import annotations

import random
import re
import tomllib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from typing import Any, Final

import canasta_core as cc
from canasta_app.text.i18n import placeholders
from canasta_app.text.move_words import action_words
from canasta_app.ui.compose import compose_action as _compose_action
from canasta_core import typed as typed_moves
from canasta_core.actions import Action
from canasta_core.cards import RANK_ORDER, RED_THREES, count_wilds, full_deck, is_wild, rank_of
from canasta_core.catalogue import PROFILE_RULES, RULE_SLUGS, RULES
from canasta_core.events import (
    Answered,
    Asked,
    Discarded,
    Event,
    MeldExtended,
    MeldStarted,
    Passed,
    PileTaken,
    PlayerWentOut,
    SideOpened,
)
from canasta_core.messages import (
    LANGS,
    Text,
    Words,
    format_message,
    in_lang,
    pairs_in,
)
from canasta_core.positions import SEATS, SIDE_OF, SIDES, Position, all_cards
from canasta_core.scoring import BREAKDOWN_KEYS

LESSONS_DIR: Final = Path(__file__).resolve().parents[2] / "lessons"
STEP_KINDS: Final = ("explain", "try", "demo", "quiz")
QUIZ_KINDS: Final = ("legal", "score")
HINT_RUNGS: Final = 3  # a nudge, the rule, the answer
MIN_STEPS: Final = 1
MAX_STEPS: Final = 12
MAX_ANSWER_TEXT: Final = 40  # characters accepted for a typed score
ID_RE: Final = re.compile(r"^[a-z0-9][a-z0-9-]{0,39}$")
REVEALS: Final = ("all", "counts", *SEATS)


# --- goals: what a "try" step asks for, defined in one place -----------------------------

@dataclass(frozen=True, slots=True)
class Goal:
    """A goal a try step can set: its name, how to say it, and how to recognise it from the
    engine's events of the try (`canasta_core.play_events`)."""

    name: str
    en: str  # completes "the goal is to …"
    es: str  # completes "el objetivo es …"
    test: Callable[[Position, Action, tuple[Event, ...]], bool]

    @property
    def key(self) -> str:
        """Its words' key in the catalogue (a data key: the lessons' source adds it)."""
        return f"lesson-goal.{self.name}"


def _happened(event_type: type[Event], **fields: object
              ) -> Callable[[Position, Action, tuple[Event, ...]], bool]:
    """The goal holds when the try produced an event of this type (with these field values;
    the value "<turn>" stands for the seat that acted)."""
    def test(before: Position, a: Action, events: tuple[Event, ...]) -> bool:
        want = {k: (before.turn if v == "<turn>" else v) for k, v in fields.items()}
        return any(isinstance(e, event_type) and all(getattr(e, k) == v for k, v in want.items())
                   for e in events)

    return test


def _melded(before: Position, a: Action, events: tuple[Event, ...]) -> bool:
    return a.kind == "meld" and any(isinstance(e, (MeldStarted, MeldExtended)) for e in events)


GOALS: Final[dict[str, Goal]] = {
    g.name: g
    for g in (
        Goal("take-pile", "take the discard pile", "levantar el pozo", _happened(PileTaken)),
        Goal("go-out", "go out (empty your hand)", "cortar (quedarte sin cartas)",
             _happened(PlayerWentOut, seat="<turn>")),
        Goal("go-out-concealed", "go out concealed (the whole hand in one turn)",
             "cortar de mano (toda la mano en un solo turno)",
             _happened(PlayerWentOut, seat="<turn>", concealed=True)),
        Goal("open", "open for your side (its first meld of the deal)",
             "abrir para tu pareja (su primera bajada de la mano)", _happened(SideOpened)),
        Goal("meld", "lay down a meld", "bajar un juego", _melded),
        Goal("discard", "discard a card", "descartar una carta", _happened(Discarded)),
        Goal("ask", "ask your partner for permission to go out",
             "pedirle permiso a tu compañero para cortar", _happened(Asked)),
        # "start your turn", not "draw": on these steps the question is whether the pile
        # can be taken, so the goal line must not answer it
        Goal("draw", "start your turn", "empezar tu turno",
             lambda before, a, events: a.kind == "draw"),
        Goal("pass", "decline the pile (pass)", "rechazar el pozo (pasar)", _happened(Passed)),
        Goal("answer-yes", "answer yes", "responder que sí", _happened(Answered, answer="yes")),
        Goal("answer-no", "answer no", "responder que no", _happened(Answered, answer="no")),
        Goal("legal", "make any legal move", "hacer cualquier jugada válida",
             lambda before, a, events: True),
    )
}


def action_ranks(before: Position, a: Action) -> set[str]:
    """The ranks an action touches: the pile's top card for a take, each meld's rank, the
    discarded card's rank (`JK` for a joker). Used by `goal_rank`."""
    ranks: set[str] = set()
    if a.kind == "take" and before.pile:
        ranks.add(rank_of(before.pile[-1]))
    for g in a.groups:
        r = g.rank or g.natural_rank()
        if r:
            ranks.add(r)
    if a.kind == "discard" and a.card:
        ranks.add(rank_of(a.card))
    return ranks


def shortfall(goal: str, goal_rank: str | None, goal_wilds: int | None, before: Position,
              a: Action, after: Position, events: tuple[Event, ...]
              ) -> tuple[str, dict[str, str]] | None:
    """What a legal action lacks to meet the step's goal exactly: None when it meets it, else
    (what, facts) — "goal" (another kind of move), "rank" (not with the asked rank),
    "wilds_more"/"wilds_fewer" (the meld holds fewer/more wild cards than asked), "out" (cards
    still in hand)."""
    if not GOALS[goal].test(before, a, events):
        if goal in ("go-out", "go-out-concealed") and after.went_out is None:
            return "out", {"left": str(after.hand_size(before.turn))}
        return "goal", {}
    if goal_rank is not None and goal_rank not in action_ranks(before, a):
        return "rank", {"rank": goal_rank}
    if goal_wilds is not None and goal_rank is not None:
        n = count_wilds(after.melds[SIDE_OF[before.turn]].get(goal_rank, ()))
        if n != goal_wilds:
            what = "wilds_more" if n < goal_wilds else "wilds_fewer"
            return what, {"rank": goal_rank, "wilds": str(n), "wanted": str(goal_wilds)}
    return None


def goal_met(goal: str, goal_rank: str | None, before: Position, a: Action,
             goal_wilds: int | None = None) -> bool:
    """Does the (legal) action `a` meet the goal exactly? (A go-out goal is met too by a meld
    that leaves one card whose discard goes out: see `_then_discard_out`.)"""
    after, events = play_try(before, a)
    missing = shortfall(goal, goal_rank, goal_wilds, before, a, after, events)
    return missing is None or _then_discard_out(goal, goal_rank, goal_wilds, before, missing,
                                                after) is not None


def playable(pos: Position) -> Position:
    """`pos`, with a stock given only as a count filled with cards nobody can see yet, so a
    draw can be played and the table changes (the lesson's author did not have to list 60
    cards). No red three is put in: a step about one lists its stock. Deterministic."""
    if not isinstance(pos.stock, int):
        return pos
    pool = full_deck()
    for c in all_cards(pos):
        pool.remove(c)
    unseen = [c for c in pool if c not in RED_THREES]
    random.Random(cc.dump(pos)).shuffle(unseen)
    return replace(pos, stock=tuple(unseen[: pos.stock]))


def play_try(pos: Position, a: Action) -> tuple[Position, tuple[Event, ...]]:
    """Play a legal try: the position after it and the engine's events (a draw from a counted
    stock draws one of the unseen cards)."""
    after, events = cc.play_events(playable(pos) if a.kind == "draw" else pos, a)
    return after, tuple(events)


def goal_phrase(goal: str, goal_rank: str | None) -> Text:
    """A step's goal as it completes "the goal is to …", with its rank if it names one."""
    return Text("lessons.goal.phrase", goal=Text(GOALS[goal].key), rank=goal_rank or "none")


def goal_text(goal: str, goal_rank: str | None, lang: str) -> str:
    return goal_phrase(goal, goal_rank).render(lang)


# --- the data model ------------------------------------------------------------------------

#: Facts of a try that a note's condition may name besides the deciding violation's own
#: params (rank, points, left_n, why_code, …): what the action itself was.
ACTION_FACTS: Final = ("rule", "code", "action", "kind", "ranks", "hand_naturals", "hand_wilds",
                       "hand_after", "top_naturals")


def try_facts(before: Position, a: Action, ruling: cc.Ruling) -> dict[str, str]:
    """The facts of a refused try that a note's condition is matched against: the deciding
    rule and message code with their params (the engine's own facts), and what the action was
    (its text, kind, the ranks it touches, the natural and wild cards it names)."""
    facts: dict[str, str] = {}
    if ruling.violations:
        first = ruling.violations[0]
        facts.update({k: str(v) for k, v in first.params.items()})
        facts["code"] = first.code
    facts["rule"] = ruling.rule or ""
    named = a.hand_cards()
    facts.update(
        action=cc.format_action(a),
        kind=a.kind,
        ranks=" ".join(sorted(action_ranks(before, a), key=lambda r: RANK_ORDER.get(r, 99))),
        hand_naturals=str(sum(1 for c in named if not is_wild(c))),
        hand_wilds=str(sum(1 for c in named if is_wild(c))),
    )
    facts.setdefault("hand_after", str(_hand_after(before, a)))  # the engine's, when it gives it
    if a.kind == "take" and before.pile:
        top = rank_of(before.pile[-1])
        first = a.groups[0].cards if a.groups else ()
        facts["top_naturals"] = str(sum(1 for c in first if not is_wild(c) and rank_of(c) == top))
    return facts


def _hand_after(before: Position, a: Action) -> int:
    """Cards the player would hold after the action (a take adds the pile under its top
    card), whatever the engine rules: "one card left" and "no card left" read differently."""
    if isinstance(before.hands[before.turn], int):
        return 0
    n = len(before.hand()) - len(a.hand_cards())
    if a.kind == "take":
        n += max(0, len(before.pile) - 1)
    return max(0, n)


@dataclass(frozen=True, slots=True)
class Condition:
    """When a lesson note applies: every named fact of the try must equal its value.

    Written in a lesson as `when = {rule = "meld.naturals", rank = "9"}`; `rule` is the
    ruling's deciding slug, the other keys are facts from `try_facts`."""

    facts: tuple[tuple[str, str], ...]

    def holds(self, facts: dict[str, str]) -> bool:
        return all(facts.get(k) == v for k, v in self.facts)

    def text(self) -> str:
        return "{" + ", ".join(f'{k} = "{v}"' for k, v in self.facts) + "}"


@dataclass(frozen=True, slots=True)
class WrongTry:
    """A tempting mistake: refused by the engine with `slug` (checked at load). Its note, if
    any, is shown for every try whose facts meet `when` — and only for those."""

    action: str  # canonical text
    slug: str
    feedback_en: str = ""
    feedback_es: str = ""
    when: Condition | None = None

    def feedback(self, lang: str) -> str:
        return in_lang((self.feedback_en, self.feedback_es), lang)

    def note(self, facts: dict[str, str], lang: str) -> str:
        """The note with the try's facts filled in ({points}, {minimum}, …)."""
        return format_message(self.feedback(lang), facts, lang)


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a lesson. Fields not used by a step's kind stay empty."""

    number: int  # 1-based, as in ?step=
    kind: str
    title_en: str = ""
    title_es: str = ""
    text_en: str = ""
    text_es: str = ""
    position: Position | None = None
    reveal: str = "all"
    # try
    goal: str | None = None
    goal_rank: str | None = None
    goal_wilds: int | None = None  # the meld of goal_rank must then hold exactly this many
    solutions: tuple[str, ...] = ()
    wrong: tuple[WrongTry, ...] = ()
    hints_en: tuple[str, ...] = ()
    hints_es: tuple[str, ...] = ()
    success_en: str = ""
    success_es: str = ""
    # demo
    actions: tuple[str, ...] = ()
    narration_en: tuple[str, ...] = ()
    narration_es: tuple[str, ...] = ()
    frames: tuple[Position, ...] = ()  # the position before the first action, then after each
    # quiz
    quiz: str | None = None  # "legal" | "score"
    action: str | None = None  # quiz "legal": the action asked about (canonical)
    side: str | None = None  # quiz "score": whose score
    part: str = "total"  # quiz "score": which line of the breakdown
    explain_en: str = ""  # quiz: shown once answered
    explain_es: str = ""

    def title(self, lang: str) -> str:
        return in_lang((self.title_en, self.title_es), lang) or ""

    def text(self, lang: str) -> str:
        return in_lang((self.text_en, self.text_es), lang)

    def hints(self, lang: str) -> tuple[str, ...]:
        """The hint ladder; a rung that is a whole action (its last, usually) is told in words
        with card symbols in the language, like every move outside the typed box."""
        return tuple(_hint_words(h, lang) for h in in_lang((self.hints_en, self.hints_es), lang))

    def success(self, lang: str) -> str:
        return in_lang((self.success_en, self.success_es), lang)

    def narration(self, lang: str) -> tuple[str, ...]:
        return in_lang((self.narration_en, self.narration_es), lang)

    def explain(self, lang: str) -> str:
        return in_lang((self.explain_en, self.explain_es), lang)

    @property
    def interactive(self) -> bool:
        return self.kind in ("try", "quiz")


@dataclass(frozen=True, slots=True)
class Lesson:
    id: str
    order: int
    title_en: str
    title_es: str
    summary_en: str
    summary_es: str
    teaches: tuple[str, ...]
    steps: tuple[Step, ...]
    path: str = ""

    def title(self, lang: str) -> str:
        return in_lang((self.title_en, self.title_es), lang)

    def summary(self, lang: str) -> str:
        return in_lang((self.summary_en, self.summary_es), lang)

    def step(self, number: int) -> Step | None:
        """The step with this 1-based number, or None."""
        if 1 <= number <= len(self.steps):
            return self.steps[number - 1]
        return None


def texts() -> dict[str, tuple[str, str]]:
    """Every text of the lessons, for the one catalogue of texts: the goals
    ("lesson-goal.<name>") and each file's `x_en`/`x_es` pairs ("lesson.<file>.<path>", e.g.
    "lesson.freezing.steps.1.hints.0"). Read from the TOML as written: a file that does not
    parse is left out here and reported by `catalogue()`."""
    out = {g.key: (g.en, g.es) for g in GOALS.values()}
    for path in sorted(LESSONS_DIR.glob("*.toml")):
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
            continue
        out.update(pairs_in(data, f"lesson.{path.stem}."))
    return out


class LessonError(ValueError):
    """A lesson file that does not meet the schema or that the engine disagrees with."""

    def __init__(self, path: str, where: str, message: str) -> None:
        self.path = path
        self.where = where
        self.message = message
        loc = f"{Path(path).name}" + (f", {where}" if where else "")
        super().__init__(f"{loc}: {message}")


# --- loading and validation ----------------------------------------------------------------

_LESSON_KEYS: Final = frozenset(
    {"id", "order", "title_en", "title_es", "summary_en", "summary_es", "teaches", "positions",
     "steps"}
)
_COMMON_STEP_KEYS: Final = frozenset({"kind", "title_en", "title_es", "text_en", "text_es",
                                      "position", "reveal"})
_STEP_KEYS: Final[dict[str, frozenset[str]]] = {
    "explain": _COMMON_STEP_KEYS,
    "try": _COMMON_STEP_KEYS | {"goal", "goal_rank", "goal_wilds", "solutions", "wrong",
                                "hints_en", "hints_es", "success_en", "success_es"},
    "demo": _COMMON_STEP_KEYS | {"actions", "narration_en", "narration_es"},
    "quiz": _COMMON_STEP_KEYS | {"quiz", "action", "side", "part", "explain_en", "explain_es",
                                 "hints_en", "hints_es"},
}
_WRONG_KEYS: Final = frozenset({"action", "slug", "when", "feedback_en", "feedback_es"})
_ANSWER_KEYS: Final = frozenset({"answer", "answer_en", "answer_es", "legal", "expected", "score",
                                 "total"})


class _Ctx:
    """Where we are in a file, for error messages."""

    def __init__(self, path: str) -> None:
        self.path = path

    def err(self, where: str, message: str) -> LessonError:
        return LessonError(self.path, where, message)


def _str(d: dict[str, Any], key: str, ctx: _Ctx, where: str, required: bool = True) -> str:
    v = d.get(key)
    if v is None:
        if required:
            raise ctx.err(where, f'"{key}" is missing.')
        return ""
    if not isinstance(v, str):
        raise ctx.err(where, f'"{key}" must be text, got {type(v).__name__}.')
    if required and not v.strip():
        raise ctx.err(where, f'"{key}" is empty.')
    return v.strip()


def _str_list(d: dict[str, Any], key: str, ctx: _Ctx, where: str) -> tuple[str, ...]:
    v = d.get(key, [])
    if not isinstance(v, list) or not all(isinstance(x, str) and x.strip() for x in v):
        raise ctx.err(where, f'"{key}" must be a list of non-empty texts.')
    return tuple(x.strip() for x in v)


def _pair(d: dict[str, Any], base: str, ctx: _Ctx, where: str, required: bool = True
          ) -> tuple[str, str]:
    """An English/Spanish pair: both present, or (when optional) both absent."""
    en = _str(d, f"{base}_en", ctx, where, required)
    es = _str(d, f"{base}_es", ctx, where, required)
    if bool(en) != bool(es):
        missing = f"{base}_es" if en else f"{base}_en"
        raise ctx.err(where, f'"{missing}" is missing: every text comes in English and Spanish.')
    return en, es


def _unknown_keys(d: dict[str, Any], allowed: Iterable[str], ctx: _Ctx, where: str) -> None:
    extra = sorted(set(d) - set(allowed))
    if not extra:
        return
    quizish = [k for k in extra if k in _ANSWER_KEYS]
    if quizish:
        raise ctx.err(
            where,
            f'"{quizish[0]}": a step stores no answer — the engine computes it '
            "(canasta_core.check for legality, canasta_core.score for a score).",
        )
    raise ctx.err(where, f"unknown key(s) {', '.join(repr(k) for k in extra)}; "
                         f"allowed here: {', '.join(sorted(allowed))}.")


def _slug(slug: Any, ctx: _Ctx, where: str, *, rules_only: bool) -> str:
    if not isinstance(slug, str):
        raise ctx.err(where, "a rule slug must be text, e.g. \"pile.frozen\".")
    # a lesson may teach a rule of another table too (profiles.md: "playing-with-two")
    known = (RULE_SLUGS + tuple(PROFILE_RULES)) if rules_only else (*RULES, *PROFILE_RULES)
    if slug not in known:
        near = [s for s in known if s.split(".")[0] == slug.split(".")[0]]
        tip = f" Did you mean one of: {', '.join(near)}?" if near else ""
        what = "rules.md's catalogue" if rules_only else "the rules catalogue"
        raise ctx.err(where, f"{slug!r} is not a slug in {what}.{tip}")
    return slug


def _load_position(raw: Any, named: dict[str, Position], ctx: _Ctx, where: str) -> Position:
    """A position given as JSON text, an inline table, or the name of a [positions] entry."""
    if isinstance(raw, str):
        text = raw.strip()
        if not text.startswith("{"):
            if text in named:
                return named[text]
            known = ", ".join(sorted(named)) or "none defined"
            raise ctx.err(where, f"position {text!r} is neither position JSON nor the name of a "
                                 f"[positions] entry (known: {known}).")
        try:
            return cc.load(text)
        except cc.NotationError as e:
            raise ctx.err(where, f"the position is invalid: {e}") from None
    if isinstance(raw, dict):
        try:
            return cc.load(raw)
        except cc.NotationError as e:
            raise ctx.err(where, f"the position is invalid: {e}") from None
    raise ctx.err(where, "a position must be JSON text, an inline table, or a [positions] name.")


def _named_positions(raw: Any, ctx: _Ctx) -> dict[str, Position]:
    """[positions]: NAME = JSON text | a position table | {from = NAME, play = [actions]}."""
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        raise ctx.err("positions", "[positions] must be a table of NAME = position.")
    named: dict[str, Position] = {}
    for name, value in raw.items():
        where = f"positions.{name}"
        if isinstance(value, dict) and "from" in value:
            _unknown_keys(value, {"from", "play"}, ctx, where)
            base = value["from"]
            if not isinstance(base, str) or base not in named:
                raise ctx.err(where, f'"from" must name a position defined above it, got {base!r}.')
            plays = value.get("play", [])
            if not isinstance(plays, list) or not all(isinstance(x, str) for x in plays):
                raise ctx.err(where, '"play" must be a list of actions.')
            pos = named[base]
            for i, text in enumerate(plays):
                pos = _play(pos, text, ctx, f"{where}.play[{i}]")
            named[name] = pos
        else:
            named[name] = _load_position(value, named, ctx, where)
    return named


def _play(pos: Position, text: str, ctx: _Ctx, where: str) -> Position:
    try:
        return cc.play(pos, text)
    except cc.NotationError as e:
        raise ctx.err(where, f"{text!r} cannot be read or played here: {e}") from None
    except cc.IllegalAction as e:
        raise ctx.err(where, f"{text!r} is illegal here ({e.ruling.rule}: {e.ruling.reason})"
                      ) from None


def _canonical(text: Any, ctx: _Ctx, where: str) -> tuple[str, Action]:
    if not isinstance(text, str):
        raise ctx.err(where, "an action must be text, e.g. \"take 7H 7S\".")
    try:
        a = cc.parse(text)
    except cc.NotationError as e:
        raise ctx.err(where, f"{text!r} is not an action: {e}") from None
    return cc.format_action(a), a


def _needs_hand(pos: Position, ctx: _Ctx, where: str) -> None:
    if isinstance(pos.hands[pos.turn], int):
        raise ctx.err(where, f"the seat to act ({pos.turn}) must have its hand listed, not a count.")
    if pos.phase == "over":
        raise ctx.err(where, "the deal in this position is over: nobody can act.")


def _build_step(raw: Any, number: int, named: dict[str, Position], ctx: _Ctx) -> Step:
    where = f"step {number}"
    if not isinstance(raw, dict):
        raise ctx.err(where, "each [[steps]] entry must be a table.")
    kind = raw.get("kind")
    if kind not in STEP_KINDS:
        raise ctx.err(where, f'"kind" must be one of {", ".join(STEP_KINDS)}, got {kind!r}.')
    where = f"step {number} ({kind})"
    _unknown_keys(raw, _STEP_KEYS[kind], ctx, where)
    title_en, title_es = _pair(raw, "title", ctx, where, required=False)
    text_en, text_es = _pair(raw, "text", ctx, where, required=True)
    position = None
    if "position" in raw:
        position = _load_position(raw["position"], named, ctx, where + " position")
    reveal = raw.get("reveal", "all")
    if reveal not in REVEALS:
        raise ctx.err(where, f'"reveal" must be one of {", ".join(REVEALS)}, got {reveal!r}.')
    common: dict[str, Any] = dict(number=number, kind=kind, title_en=title_en, title_es=title_es,
                                  text_en=text_en, text_es=text_es, position=position,
                                  reveal=reveal)
    if kind == "explain":
        return Step(**common)
    if position is None:
        raise ctx.err(where, f'a {kind} step needs a "position".')
    if kind == "try":
        return _build_try(raw, common, position, ctx, where)
    if kind == "demo":
        return _build_demo(raw, common, position, ctx, where)
    return _build_quiz(raw, common, position, ctx, where)


def _hints(raw: dict[str, Any], ctx: _Ctx, where: str, required: bool
           ) -> tuple[tuple[str, ...], tuple[str, ...]]:
    en = _str_list(raw, "hints_en", ctx, where)
    es = _str_list(raw, "hints_es", ctx, where)
    if not required and not en and not es:
        return (), ()
    for key, hs in (("hints_en", en), ("hints_es", es)):
        if len(hs) != HINT_RUNGS:
            raise ctx.err(where, f'"{key}" must be a ladder of {HINT_RUNGS} hints (a nudge, the '
                                 f"rule, the answer), got {len(hs)}.")
    return en, es


def _condition(wt: dict[str, Any], facts: dict[str, str], has_note: bool, ctx: _Ctx,
               where: str) -> Condition | None:
    """A wrong try's `when`: required with a note, and it must hold for the listed try itself
    (so it can hold); the note's {placeholders} must be facts of that try."""
    raw = wt.get("when")
    shown = ", ".join(f"{k} = {v!r}" for k, v in facts.items())
    if raw is None:
        if has_note:
            raise ctx.err(where, 'a note needs "when", the condition of the tries it is written '
                                 'for, e.g. when = {rule = "meld.naturals", rank = "9"}. This '
                                 f"try's facts: {shown}.")
        return None
    if not has_note:
        raise ctx.err(where, '"when" without feedback_en/feedback_es: a condition is for a note.')
    if not isinstance(raw, dict) or "rule" not in raw:
        raise ctx.err(where, '"when" must be a table naming at least the rule, e.g. '
                             'when = {rule = "meld.naturals", rank = "9"}.')
    pairs: list[tuple[str, str]] = []
    for k, v in raw.items():
        if isinstance(v, bool) or not isinstance(v, (str, int)):
            raise ctx.err(where, f'"when.{k}" must be text or a whole number, got {v!r}.')
        if k not in facts:
            raise ctx.err(where, f'"when.{k}": this try has no such fact; its facts: {shown}.')
        pairs.append((k, str(v)))
    cond = Condition(tuple(pairs))
    if not cond.holds(facts):
        raise ctx.err(where, f"the condition {cond.text()} does not hold for this very try, so "
                             f"the note would never show. This try's facts: {shown}.")
    for lang_key in ("feedback_en", "feedback_es"):
        text = str(wt.get(lang_key, ""))
        unknown = sorted(placeholders(text) - set(facts))
        if unknown:
            raise ctx.err(where, f'"{lang_key}" uses {{{unknown[0]}}}, which is not a fact of '
                                 f"this try; its facts: {shown}.")
    return cond


def _build_try(raw: dict[str, Any], common: dict[str, Any], pos: Position, ctx: _Ctx,
               where: str) -> Step:
    _needs_hand(pos, ctx, where)
    goal = raw.get("goal")
    if goal not in GOALS:
        raise ctx.err(where, f'"goal" must be one of {", ".join(GOALS)}, got {goal!r}.')
    goal_rank = raw.get("goal_rank")
    if goal_rank is not None:
        if not isinstance(goal_rank, str) or goal_rank.upper() not in (
                *"AKQJT9876543", "JK"):
            raise ctx.err(where, f'"goal_rank" must be a rank like "7" or "K", got {goal_rank!r}.')
        goal_rank = goal_rank.upper()
    goal_wilds = raw.get("goal_wilds")
    if goal_wilds is not None:
        if isinstance(goal_wilds, bool) or not isinstance(goal_wilds, int) or not (
                0 <= goal_wilds <= 3) or goal_rank is None:
            raise ctx.err(where, '"goal_wilds" must be a whole number 0 to 3, with a "goal_rank" '
                                 f"naming the meld it counts in; got {goal_wilds!r}.")
    sols = raw.get("solutions")
    if not isinstance(sols, list) or not sols:
        raise ctx.err(where, '"solutions" must list at least one action that meets the goal.')
    solutions: list[str] = []
    for i, text in enumerate(sols):
        w = f"{where} solutions[{i}]"
        canon, a = _canonical(text, ctx, w)
        r = cc.check(pos, a)
        if not r.legal:
            raise ctx.err(w, f"{text!r} is illegal here ({r.rule}: {r.reason}); a solution must "
                             "be legal.")
        try:
            met = goal_met(goal, goal_rank, pos, a, goal_wilds)
        except cc.NotationError as e:
            raise ctx.err(w, f"{text!r} cannot be played here: {e}") from None
        if not met:
            raise ctx.err(w, f"{text!r} is legal but does not meet the goal "
                             f"{goal_text(goal, goal_rank, 'en')!r}"
                             + (f" with exactly {goal_wilds} wild card(s)" if goal_wilds is not None
                                else "") + ".")
        for key_, text_ in (("success_en", raw.get("success_en")), ("success_es",
                                                                       raw.get("success_es"))):
            unknown = sorted(placeholders(str(text_ or "")) - set(r.params))
            if unknown:
                raise ctx.err(w, f'"{key_}" uses {{{unknown[0]}}}, which the engine\'s ruling of '
                                 f"{canon!r} does not give (it gives: "
                                 f"{', '.join(sorted(r.params)) or 'nothing'}); the success "
                                 "note is shown for every solution.")
        solutions.append(canon)
    wrong: list[WrongTry] = []
    raw_wrong = raw.get("wrong", [])
    if not isinstance(raw_wrong, list):
        raise ctx.err(where, '"wrong" must be a list of tables {action, slug, feedback_en, '
                             'feedback_es}.')
    for i, wt in enumerate(raw_wrong):
        w = f"{where} wrong[{i}]"
        if not isinstance(wt, dict):
            raise ctx.err(w, "each wrong try must be a table {action, slug, feedback_en, "
                             "feedback_es}.")
        _unknown_keys(wt, _WRONG_KEYS, ctx, w)
        canon, a = _canonical(wt.get("action"), ctx, w)
        slug = _slug(wt.get("slug"), ctx, w, rules_only=False)
        fb_en, fb_es = _pair(wt, "feedback", ctx, w, required=False)
        r = cc.check(pos, a)
        if r.legal:
            raise ctx.err(w, f"{canon!r} is legal here, but a listed wrong try must be refused "
                             f"(expected {slug}).")
        if r.rule != slug:
            raise ctx.err(w, f"{canon!r} is refused with {r.rule}, not {slug} ({r.reason}).")
        when = _condition(wt, try_facts(pos, a, r), bool(fb_en), ctx, w)
        wrong.append(WrongTry(canon, slug, fb_en, fb_es, when))
    hints_en, hints_es = _hints(raw, ctx, where, required=True)
    success_en, success_es = _pair(raw, "success", ctx, where, required=False)
    return Step(**common, goal=goal, goal_rank=goal_rank, goal_wilds=goal_wilds,
                solutions=tuple(solutions),
                wrong=tuple(wrong), hints_en=hints_en, hints_es=hints_es,
                success_en=success_en, success_es=success_es)


def _build_demo(raw: dict[str, Any], common: dict[str, Any], pos: Position, ctx: _Ctx,
                where: str) -> Step:
    _needs_hand(pos, ctx, where)
    acts = raw.get("actions")
    if not isinstance(acts, list) or not acts:
        raise ctx.err(where, '"actions" must list at least one action to play.')
    nar_en = _str_list(raw, "narration_en", ctx, where)
    nar_es = _str_list(raw, "narration_es", ctx, where)
    for key, nar in (("narration_en", nar_en), ("narration_es", nar_es)):
        if len(nar) != len(acts):
            raise ctx.err(where, f'"{key}" needs one line per action: {len(acts)} actions, '
                                 f"{len(nar)} lines.")
    frames = [pos]
    canon: list[str] = []
    for i, text in enumerate(acts):
        w = f"{where} actions[{i}]"
        c, _ = _canonical(text, ctx, w)
        frames.append(_play(frames[-1], c, ctx, w))
        canon.append(c)
    return Step(**common, actions=tuple(canon), narration_en=nar_en, narration_es=nar_es,
                frames=tuple(frames))


def _build_quiz(raw: dict[str, Any], common: dict[str, Any], pos: Position, ctx: _Ctx,
                where: str) -> Step:
    quiz = raw.get("quiz")
    if quiz not in QUIZ_KINDS:
        raise ctx.err(where, f'"quiz" must be "legal" (is this action legal?) or "score" (what '
                             f"does this deal score?), got {quiz!r}.")
    explain_en, explain_es = _pair(raw, "explain", ctx, where, required=False)
    hints_en, hints_es = _hints(raw, ctx, where, required=False)
    extra: dict[str, Any] = dict(quiz=quiz, explain_en=explain_en, explain_es=explain_es,
                                 hints_en=hints_en, hints_es=hints_es)
    if quiz == "legal":
        if "side" in raw or "part" in raw:
            raise ctx.err(where, '"side" and "part" belong to a score quiz.')
        _needs_hand(pos, ctx, where)
        canon, a = _canonical(raw.get("action"), ctx, where + " action")
        try:
            r = cc.check(pos, a)
        except cc.NotationError as e:
            raise ctx.err(where, f"the engine cannot rule on {canon!r} here: {e}") from None
        if r.rule == "card.not-held":
            raise ctx.err(where, f"{canon!r} names a card the player does not hold ({r.reason}); "
                                 "a legality quiz about a missing card is almost surely a typo.")
        return Step(**common, **extra, action=canon)
    if "action" in raw:
        raise ctx.err(where, '"action" belongs to a legality quiz.')
    side = raw.get("side")
    if side not in SIDES:
        raise ctx.err(where, f'"side" must be "NS" or "EW", got {side!r}.')
    part = raw.get("part", "total")
    if part not in BREAKDOWN_KEYS:
        raise ctx.err(where, f'"part" must be one of {", ".join(BREAKDOWN_KEYS)}, got {part!r}.')
    try:
        cc.score(pos)
    except cc.NotationError as e:
        raise ctx.err(where, f"the engine cannot score this position: {e}") from None
    return Step(**common, **extra, side=side, part=part)


def parse_lesson(data: dict[str, Any], path: str = "<lesson>") -> Lesson:
    """Validate parsed TOML data into a Lesson, or raise LessonError."""
    ctx = _Ctx(path)
    _unknown_keys(data, _LESSON_KEYS, ctx, "")
    lid = data.get("id")
    if not isinstance(lid, str) or not ID_RE.match(lid):
        raise ctx.err("id", f"the lesson id must be lower-case letters, digits and '-', got {lid!r}.")
    order = data.get("order")
    if isinstance(order, bool) or not isinstance(order, int):
        raise ctx.err("order", f'"order" must be a whole number, got {order!r}.')
    title_en, title_es = _pair(data, "title", ctx, "")
    summary_en, summary_es = _pair(data, "summary", ctx, "")
    teaches_raw = data.get("teaches")
    if not isinstance(teaches_raw, list) or not teaches_raw:
        raise ctx.err("teaches", '"teaches" must list the rule slugs this lesson teaches.')
    teaches = tuple(_slug(s, ctx, f"teaches[{i}]", rules_only=True)
                    for i, s in enumerate(teaches_raw))
    named = _named_positions(data.get("positions"), ctx)
    raw_steps = data.get("steps")
    if not isinstance(raw_steps, list) or not raw_steps:
        raise ctx.err("steps", "a lesson needs [[steps]].")
    if not MIN_STEPS <= len(raw_steps) <= MAX_STEPS:
        raise ctx.err("steps", f"a lesson has {MIN_STEPS} to {MAX_STEPS} steps, got "
                               f"{len(raw_steps)}.")
    steps = tuple(_build_step(s, i + 1, named, ctx) for i, s in enumerate(raw_steps))
    return Lesson(lid, order, title_en, title_es, summary_en, summary_es, teaches, steps, path)


def load_lesson(path: str | Path) -> Lesson:
    """Read and validate one lesson file."""
    p = Path(path)
    try:
        data = tomllib.loads(p.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as e:
        raise LessonError(str(p), "", f"not valid TOML: {e}") from None
    except OSError as e:
        raise LessonError(str(p), "", f"cannot be read: {e}") from None
    lesson = parse_lesson(data, str(p))
    if lesson.id != p.stem:
        raise LessonError(str(p), "id", f"the id {lesson.id!r} must match the file name "
                                        f"({p.stem!r}).")
    return lesson


def load_lessons(directory: str | Path = LESSONS_DIR) -> tuple[Lesson, ...]:
    """Every lesson in the directory, validated, in their `order`. Raises the first LessonError."""
    lessons, errors = load_all(directory)
    if errors:
        raise errors[0]
    return lessons


def load_all(directory: str | Path = LESSONS_DIR) -> tuple[tuple[Lesson, ...], list[LessonError]]:
    """Every lesson that validates, and the errors of those that do not (including duplicate
    ids or orders across files)."""
    d = Path(directory)
    lessons: list[Lesson] = []
    errors: list[LessonError] = []
    for p in sorted(d.glob("*.toml")):
        try:
            lessons.append(load_lesson(p))
        except LessonError as e:
            errors.append(e)
    seen_order: dict[int, str] = {}
    kept: list[Lesson] = []
    for lesson in lessons:
        if lesson.order in seen_order:
            errors.append(LessonError(lesson.path, "order", f"order {lesson.order} is also used "
                                                            f"by {seen_order[lesson.order]!r}."))
            continue
        seen_order[lesson.order] = lesson.id
        kept.append(lesson)
    return tuple(sorted(kept, key=lambda x: x.order)), errors


def _signature(d: Path) -> tuple[tuple[str, float], ...]:
    return tuple((p.name, p.stat().st_mtime) for p in sorted(d.glob("*.toml")))


@lru_cache(maxsize=4)
def _cached(directory: str, signature: tuple[tuple[str, float], ...]
            ) -> tuple[tuple[Lesson, ...], tuple[LessonError, ...]]:
    lessons, errors = load_all(directory)
    return lessons, tuple(errors)


def catalogue(directory: str | Path = LESSONS_DIR
              ) -> tuple[tuple[Lesson, ...], tuple[LessonError, ...]]:
    """The lessons (cached until a file changes) and any load errors, for the site."""
    d = Path(directory)
    return _cached(str(d), _signature(d))


def get_lesson(lesson_id: str, directory: str | Path = LESSONS_DIR) -> Lesson | None:
    for lesson in catalogue(directory)[0]:
        if lesson.id == lesson_id:
            return lesson
    return None


def lessons_for_slug(slug: str, directory: str | Path = LESSONS_DIR
                     ) -> list[tuple[str, str, str]]:
    """(lesson id, title_en, title_es) of every lesson that teaches `slug`, in lesson order."""
    return [(x.id, x.title_en, x.title_es) for x in catalogue(directory)[0] if slug in x.teaches]


def slugs_taught(lessons: Iterable[Lesson]) -> set[str]:
    return {s for lesson in lessons for s in lesson.teaches}


# --- step logic ----------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Feedback:
    """The answer to a learner's try or quiz answer, in both languages.

    kind: "success" (goal met / right answer), "shown" ("show me" played a solution),
    "off-goal" (legal, but short of the goal: the message says what is missing), "illegal"
    (the engine refuses it), "input" (could not be read), "wrong-answer" (a quiz, may retry),
    "revealed" (a quiz's answer given after the tries).
    """

    ok: bool
    kind: str
    said: Text  # what the page says about the try: a key and its params, in any language
    ruling: cc.Ruling | None = None
    # the lesson's own words: a note whose condition the try meets, or the step's "why"
    lesson_note: Text | Words | None = None
    slug: str | None = None
    action: str = ""  # canonical text of the action tried
    after: Position | None = None  # the position after a legal action
    expected: int | None = None  # a score quiz: the engine's number
    breakdown: dict[str, dict[str, int]] = field(default_factory=dict)
    tries: int = 0  # a quiz: answers given so far, this one included
    facts: dict[str, str] = field(default_factory=dict)  # a refused try's facts (try_facts)

    def message(self, lang: str) -> str:
        return self.said.render(lang)

    def note(self, lang: str) -> str:
        return self.lesson_note.render(lang) if self.lesson_note else ""


def attempt(step: Step, action_text: str) -> Feedback:
    """Judge a learner's action on a try step: the engine's ruling of *that* action, the
    lesson's note only when its condition matches the try, and for a legal try either success
    (the goal holds exactly) or what is missing."""
    if step.kind != "try" or step.position is None or step.goal is None:
        raise ValueError(f"step {step.number} is a {step.kind} step, not a try step")
    pos = step.position
    text = (action_text or "").strip()
    if not text:
        return Feedback(False, "input", Text("lessons.fb.empty"))
    try:  # typed in either language's notation (canasta_core.typed: the verb decides)
        a = typed_moves.read(text, "es")
    except cc.NotationError as e_es:
        try:
            typed_moves.read(text, "en")
            e_en = e_es
        except cc.NotationError as e:
            e_en = e
        return Feedback(False, "input", Text("lessons.fb.unreadable", detail=Words(
            [_detail(e_en if lang == "en" else e_es, lang) for lang in LANGS])))
    canon = cc.format_action(a)
    try:
        ruling = cc.check(pos, a)
    except cc.NotationError as e:  # pragma: no cover - positions are validated at load time
        return Feedback(False, "input", Text("lessons.fb.unreadable", detail=e.message),
                        action=canon)
    if not ruling.legal:
        facts = try_facts(pos, a, ruling)
        own = matching_note(step, facts)
        return Feedback(False, "illegal", Text("lessons.fb.illegal"), ruling=ruling,
                        lesson_note=Words((own.feedback_en, own.feedback_es), **facts)
                        if own else None,
                        slug=ruling.rule, action=canon, facts=facts)
    after, events = play_try(pos, a)
    missing = shortfall(step.goal, step.goal_rank, step.goal_wilds, pos, a, after, events)
    if missing is None:
        return Feedback(True, "success", Text("lessons.fb.success"), ruling=ruling,
                        lesson_note=Words((step.success_en, step.success_es), **ruling.params),
                        action=canon, after=after)
    then = _then_discard_out(step.goal, step.goal_rank, step.goal_wilds, pos, missing, after)
    if then is not None:  # melded down to one card: its discard goes out, as the step asks
        card, out_after = then
        return Feedback(True, "success", Text("lessons.fb.success"), ruling=ruling,
                        lesson_note=Text("lessons.fb.then_discard", card=card, note=Words(
                            (step.success_en, step.success_es), **ruling.params)),
                        action=canon, after=out_after)
    what, facts = missing
    params: dict[str, object] = dict(facts, goal=goal_phrase(step.goal or "", step.goal_rank))
    for name in ("wilds", "left"):  # counted in the message: "{wilds:count:wild}"
        if name in facts:
            params[name] = int(facts[name])
    return Feedback(False, "off-goal", Text(SHORT_KEYS[what], **params), ruling=ruling,
                    action=canon, after=after, slug=ruling.rule, facts=facts)


#: What a legal try short of its goal is told, by what is missing (`shortfall`).
SHORT_KEYS: Final = {
    "goal": "lessons.fb.short_goal", "rank": "lessons.fb.short_rank",
    "wilds_more": "lessons.fb.short_wilds_more", "wilds_fewer": "lessons.fb.short_wilds_fewer",
    "out": "lessons.fb.short_out",
}


def _then_discard_out(goal: str, goal_rank: str | None, goal_wilds: int | None, pos: Position,
                      missing: tuple[str, dict[str, str]], after: Position
                      ) -> tuple[str, Position] | None:
    """A go-out step met in two moves: a meld that leaves one card, whose discard goes out.
    The discard is the only move that can follow (it is what the rules make of one card), so
    the try is a success, told with the discard; (the card, the position after it) or None."""
    if goal != "go-out" or missing[0] != "out" or after.turn != pos.turn:
        return None
    try:
        hand = after.hand(pos.turn)
    except cc.NotationError:  # pragma: no cover - a try step's hand is listed
        return None
    if len(hand) != 1:
        return None
    discard = cc.parse(f"discard {hand[0]}")
    if not cc.is_legal(after, discard):
        return None
    out_after, events = play_try(after, discard)
    if shortfall(goal, goal_rank, goal_wilds, after, discard, out_after, events) is not None:
        return None
    return hand[0], out_after


#: A run of action notation inside a sentence: a keyword, then cards, "K:" and ";" ("take KC KS;
#: QC QD QH", "meld 8C 8D 8H"). Only a run holding a card code is rewritten (a bare "pass" or
#: "no" in a sentence is a word).
_NOTATION_RUN: Final = re.compile(
    r"\b(?:draw|take|meld|discard|pass|ask|yes|no)\b"
    r"(?:[ \t]*(?:;|(?:10|[2-9TJQKA])[CDHS]\b|JK\b|(?:10|[2-9TJQKA]|JK):))+")
_CARD_CODE: Final = re.compile(r"\b(?:10|[2-9TJQKA])[CDHS]\b|\bJK\b")


def _hint_words(hint: str, lang: str) -> str:
    """A hint that is an action in notation (`draw`, "meld 6C 6D 6H; JC"), in words; in any
    other hint, each action in backticks or written out in notation ("take KC KS; QC QD QH —
    30 for the kings") is told in words too, like every move outside the typed box."""
    text = hint.strip().strip("`").strip()
    try:
        action = cc.parse(text)
    except cc.NotationError:
        pass
    else:
        words = action_words(action, lang)
        return words[:1].upper() + words[1:] + "."

    def run(m: re.Match[str]) -> str:
        code = m.group(0).rstrip("; \t")
        if not _CARD_CODE.search(code):
            return m.group(0)
        words = _span_words(code, m.group(0), lang)
        return words[:1].upper() + words[1:] if m.start() == 0 else words

    spans = re.sub(r"`([^`]+)`", lambda m: _span_words(m.group(1), m.group(0), lang), hint)
    return _NOTATION_RUN.sub(run, spans)


def _span_words(code: str, as_written: str, lang: str) -> str:
    try:
        return action_words(cc.parse(code), lang)
    except cc.NotationError:
        return as_written


def _detail(e: cc.NotationError, lang: str) -> str:
    """The engine's input error in `lang`, without its list of examples (the page shows them)."""
    message_in = getattr(e, "message_in", None)
    text = message_in(lang) if callable(message_in) else e.message
    return str(text).split(" Examples")[0].split(" Ejemplos:")[0]


def matching_note(step: Step, facts: dict[str, str]) -> WrongTry | None:
    """The first of the step's notes whose condition the try's facts meet (None: the engine's
    ruling speaks alone — no note is shown for a try it was not written for)."""
    for w in step.wrong:
        if w.when is not None and w.when.holds(facts):
            return w
    return None


def show_me(step: Step) -> Feedback:
    """Play the step's first solution, as the "show me" button does: it says it showed the
    move (not "well done"), with the engine's ruling and the step's explanation."""
    fb = attempt(step, step.solutions[0])
    return replace(fb, ok=True, kind="shown", said=Text("lessons.fb.shown"))


def quiz_ruling(step: Step) -> cc.Ruling:
    """The engine's ruling on a legality quiz's action (the answer is never stored)."""
    if step.quiz != "legal" or step.position is None or step.action is None:
        raise ValueError(f"step {step.number} is not a legality quiz")
    return cc.check(step.position, step.action)


def quiz_score(step: Step) -> tuple[int, dict[str, dict[str, int]]]:
    """The engine's answer to a score quiz: the asked number and the full breakdown."""
    if step.quiz != "score" or step.position is None or step.side is None:
        raise ValueError(f"step {step.number} is not a score quiz")
    breakdown = cc.score(step.position)
    return breakdown[step.side][step.part], breakdown


#: Answers a legality quiz takes before it reveals the engine's ruling.
LEGAL_QUIZ_TRIES: Final = 2


def answer_legal(step: Step, says_legal: bool, tries: int = 1) -> Feedback:
    """Judge "is this legal?": the learner says legal (True) or illegal (False); `tries` counts
    this answer. A wrong answer before the last try reveals nothing (no ruling): answer again.
    A right answer, or the last wrong one, shows the engine's ruling and how many tries it took."""
    ruling = quiz_ruling(step)
    right = says_legal == ruling.legal
    if not right and tries < LEGAL_QUIZ_TRIES:
        return Feedback(False, "wrong-answer", Text("lessons.fb.quiz_again"),
                        action=step.action or "", tries=tries)
    said = Text("lessons.fb.quiz_answer", right="yes" if right else "no",
                legal="yes" if ruling.legal else "no", tries=tries)
    return Feedback(right, "success" if right else "revealed", said, ruling=ruling,
                    lesson_note=Words((step.explain_en, step.explain_es)),
                    slug=ruling.rule, action=step.action or "", tries=tries)


def table_shows_minimum(step: Step) -> bool:
    """Should the table show the sides' opening minimum? Not on a legality quiz the opening
    minimum decides (or explains): there the number is what the learner is asked about."""
    if step.kind != "quiz" or step.quiz != "legal":
        return True
    ruling = quiz_ruling(step)
    return ruling.rule != "open.minimum" and "open.minimum" not in ruling.cites


def breakdown_gives_away(lesson: Lesson, step: Step) -> bool:
    """Would showing the full score breakdown on this step answer a later step (a later score
    quiz on the same position, about another line)? Then it waits for that step."""
    return any(
        later.quiz == "score" and later.position == step.position and later.part != step.part
        for later in lesson.steps[step.number:]
    )


_NUMBER_RE: Final = re.compile(r"^[+-]?\d{1,6}$")


def parse_score(text: str) -> int | None:
    """A typed score: '925', '-5', '−5', '+200', '1 000', '1,000', '925 points' → int; else None."""
    s = (text or "").strip()[:MAX_ANSWER_TEXT]
    s = s.replace("−", "-").replace("–", "-")
    s = re.sub(r"(?i)\s*(points?|puntos?|pts?\.?)$", "", s)
    s = s.replace(" ", "").replace(",", "").replace(".", "").replace("\u00a0", "")
    if not _NUMBER_RE.match(s):
        return None
    return int(s)


def answer_score(step: Step, text: str, tries: int = 1) -> Feedback:
    """Judge "what does this deal score?" against the engine's own score. `tries` counts this
    answer (a score quiz can be retried until it is right or revealed)."""
    expected, breakdown = quiz_score(step)
    value = parse_score(text)
    part = Text(PART_KEYS[step.part])
    if value is None:
        return Feedback(False, "input", Text(
            "lessons.fb.not_number", text=(text or "").strip()[:MAX_ANSWER_TEXT]),
            tries=tries - 1)
    if value == expected:
        return Feedback(True, "success",
                        Text("lessons.fb.score_right", value=expected, part=part, tries=tries),
                        lesson_note=Words((step.explain_en, step.explain_es)), expected=expected,
                        breakdown=breakdown, tries=tries)
    return Feedback(False, "wrong-answer",
                    Text(_score_miss_key(value, expected), value=value, part=part),
                    expected=expected, breakdown=breakdown, tries=tries)


#: A score quiz's line of the breakdown, as the feedback names it.
PART_KEYS: Final = {
    "melds": "lessons.part.melds", "hands": "lessons.part.hands",
    "canastas": "lessons.part.canastas", "red_threes": "lessons.part.red_threes",
    "going_out": "lessons.part.going_out", "total": "lessons.part.total",
}


def _score_miss_key(value: int, expected: int) -> str:
    """Which hint a wrong number gets. Below zero, "too high" reads wrongly (−80 vs −100), so
    a negative answer is spoken of as a loss: more or less taken away, or "it is a minus"."""
    if expected >= 0:
        return "lessons.fb.score_low" if value < expected else "lessons.fb.score_high"
    if value >= 0:
        return "lessons.fb.score_minus"
    return "lessons.fb.score_loss_more" if value > expected else "lessons.fb.score_loss_less"


def reveal_score(step: Step) -> Feedback:
    """Give up on a score quiz: show the engine's number and breakdown."""
    expected, breakdown = quiz_score(step)
    return Feedback(False, "revealed",
                    Text("lessons.fb.score_reveal", value=expected, part=Text(PART_KEYS[step.part])),
                    lesson_note=Words((step.explain_en, step.explain_es)), expected=expected,
                    breakdown=breakdown)


# --- building an action from clicked cards ---------------------------------------------------

CLICK_KINDS: Final = ("take", "meld", "discard", "draw", "ask", "pass")


# The one compose_action (canasta_app.ui.compose) — re-exported for code that imports it from here.
compose_action = _compose_action


# --- progress, encoded for a link ------------------------------------------------------------

MAX_PROGRESS_TEXT: Final = 2000


def encode_progress(done: dict[str, set[int]], lessons: Iterable[Lesson]) -> str:
    """{"freezing": {1, 2}} → "freezing.1.2" (lessons in order, joined by ',')."""
    parts = []
    for lesson in lessons:
        steps = sorted(n for n in done.get(lesson.id, set()) if lesson.step(n) is not None)
        if steps:
            parts.append(".".join([lesson.id, *map(str, steps)]))
    return ",".join(parts)


def decode_progress(text: str | None, lessons: Iterable[Lesson]) -> dict[str, set[int]]:
    """Inverse of encode_progress; unknown lessons or steps and junk are ignored."""
    by_id = {x.id: x for x in lessons}
    out: dict[str, set[int]] = {}
    if not text:
        return out
    for part in str(text)[:MAX_PROGRESS_TEXT].split(","):
        bits = part.strip().split(".")
        lesson = by_id.get(bits[0])
        if lesson is None:
            continue
        steps = {int(b) for b in bits[1:] if b.isdigit() and lesson.step(int(b)) is not None}
        if steps:
            out.setdefault(lesson.id, set()).update(steps)
    return out


def resume_step(lesson: Lesson, done: set[int]) -> int:
    """Where "Continue" opens a lesson: the first step not done yet (step 1 if all are)."""
    for s in lesson.steps:
        if s.number not in done:
            return s.number
    return 1


def parse_step_param(value: str | None, lesson: Lesson) -> int | None:
    """?step=3 → 3; None when absent; 0 when present but not a step of this lesson."""
    if value is None:
        return None
    v = str(value).strip()[:6]
    if v.isdigit() and lesson.step(int(v)) is not None:
        return int(v)
    return 0


__all__ = [
    "CLICK_KINDS", "GOALS", "LESSONS_DIR", "Feedback", "Goal", "Lesson", "LessonError", "Step",
    "WrongTry", "answer_legal", "answer_score", "attempt", "catalogue", "compose_action",
    "decode_progress", "encode_progress", "get_lesson", "goal_met", "goal_text", "lessons_for_slug",
    "load_all", "load_lesson", "load_lessons", "parse_lesson", "parse_score", "parse_step_param",
    "quiz_ruling", "quiz_score", "resume_step", "reveal_score", "show_me", "slugs_taught",
    "breakdown_gives_away", "play_try", "playable", "shortfall", "table_shows_minimum",
    "try_facts", "matching_note", "Condition", "LEGAL_QUIZ_TRIES", "texts",
]
