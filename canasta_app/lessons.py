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

No Streamlit import here: the page (`app_pages/lessons.py`) renders what this module computes.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Final

import canasta_core as cc
from canasta_app.i18n import t
from canasta_core.actions import Action
from canasta_core.cards import rank_of
from canasta_core.catalogue import RULE_SLUGS, RULES
from canasta_core.positions import SEATS, SIDES, Position
from canasta_core.reasons import RANK_WORDS
from canasta_core.scoring import BREAKDOWN_KEYS

LESSONS_DIR: Final = Path(__file__).resolve().parent.parent / "lessons"
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
    """A goal a try step can set: its name, how to say it, and how to recognise it."""

    name: str
    en: str  # completes "the goal is to …"
    es: str  # completes "el objetivo es …"
    test: Callable[[Position, Action, Position], bool]


def _opened_now(before: Position, a: Action, after: Position) -> bool:
    side = before.side
    return not before.melds[side] and bool(after.melds[side])


def _went_out(before: Position, a: Action, after: Position) -> bool:
    return after.went_out is not None and after.went_out.seat == before.turn


def _went_out_concealed(before: Position, a: Action, after: Position) -> bool:
    return _went_out(before, a, after) and after.went_out is not None and after.went_out.concealed


def _kind(kind: str) -> Callable[[Position, Action, Position], bool]:
    def test(before: Position, a: Action, after: Position) -> bool:
        return a.kind == kind

    return test


GOALS: Final[dict[str, Goal]] = {
    g.name: g
    for g in (
        Goal("take-pile", "take the discard pile", "recoger el pozo", _kind("take")),
        Goal("go-out", "go out (empty your hand)", "salir (quedarte sin cartas)", _went_out),
        Goal("go-out-concealed", "go out concealed (the whole hand in one turn)",
             "salir de mano (toda la mano en un solo turno)", _went_out_concealed),
        Goal("open", "open for your side (its first meld of the deal)",
             "abrir para tu pareja (su primera bajada de la mano)", _opened_now),
        Goal("meld", "lay down a meld", "bajar un juego", _kind("meld")),
        Goal("discard", "discard a card", "descartar una carta", _kind("discard")),
        Goal("ask", "ask your partner for permission to go out",
             "pedirle permiso a tu compañero para salir", _kind("ask")),
        Goal("draw", "draw from the stock", "robar del mazo", _kind("draw")),
        Goal("pass", "decline the pile (pass)", "rechazar el pozo (pasar)", _kind("pass")),
        Goal("answer-yes", "answer yes", "responder que sí", _kind("yes")),
        Goal("answer-no", "answer no", "responder que no", _kind("no")),
        Goal("legal", "make any legal move", "hacer cualquier jugada legal",
             lambda before, a, after: True),
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


def goal_met(goal: str, goal_rank: str | None, before: Position, a: Action, after: Position) -> bool:
    """Does the (legal) action `a`, which turned `before` into `after`, meet the goal?"""
    if not GOALS[goal].test(before, a, after):
        return False
    return goal_rank is None or goal_rank in action_ranks(before, a)


def goal_text(goal: str, goal_rank: str | None, lang: str) -> str:
    g = GOALS[goal]
    text = g.es if lang == "es" else g.en
    if goal_rank:
        text += t("lessons.goal.rank", lang, rank=_rank_word(goal_rank, lang))
    return text


def _rank_word(rank: str, lang: str) -> str:
    return RANK_WORDS["es" if lang == "es" else "en"].get(rank, (rank, rank))[1]


# --- the data model ------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class WrongTry:
    action: str  # canonical text
    slug: str
    feedback_en: str = ""
    feedback_es: str = ""

    def feedback(self, lang: str) -> str:
        return self.feedback_es if lang == "es" else self.feedback_en


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
        return (self.title_es if lang == "es" else self.title_en) or ""

    def text(self, lang: str) -> str:
        return self.text_es if lang == "es" else self.text_en

    def hints(self, lang: str) -> tuple[str, ...]:
        return self.hints_es if lang == "es" else self.hints_en

    def success(self, lang: str) -> str:
        return self.success_es if lang == "es" else self.success_en

    def narration(self, lang: str) -> tuple[str, ...]:
        return self.narration_es if lang == "es" else self.narration_en

    def explain(self, lang: str) -> str:
        return self.explain_es if lang == "es" else self.explain_en

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
        return self.title_es if lang == "es" else self.title_en

    def summary(self, lang: str) -> str:
        return self.summary_es if lang == "es" else self.summary_en

    def step(self, number: int) -> Step | None:
        """The step with this 1-based number, or None."""
        if 1 <= number <= len(self.steps):
            return self.steps[number - 1]
        return None


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
    "try": _COMMON_STEP_KEYS | {"goal", "goal_rank", "solutions", "wrong", "hints_en", "hints_es",
                                "success_en", "success_es"},
    "demo": _COMMON_STEP_KEYS | {"actions", "narration_en", "narration_es"},
    "quiz": _COMMON_STEP_KEYS | {"quiz", "action", "side", "part", "explain_en", "explain_es",
                                 "hints_en", "hints_es"},
}
_WRONG_KEYS: Final = frozenset({"action", "slug", "feedback_en", "feedback_es"})
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
    known = RULE_SLUGS if rules_only else tuple(RULES)
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
            after = cc.play(pos, a)
        except cc.NotationError as e:
            # A draw from a stock given as a count: legal, but the card drawn is unknown, so
            # only a goal about the kind of move can be met (as in `attempt`).
            if a.kind == "draw":
                if goal in ("draw", "legal") and goal_rank is None:
                    solutions.append(canon)
                    continue
                raise ctx.err(w, f"{text!r} is legal but does not meet the goal "
                                 f"{goal_text(goal, goal_rank, 'en')!r}.") from None
            raise ctx.err(w, f"{text!r} cannot be played here: {e}") from None
        if not goal_met(goal, goal_rank, pos, a, after):
            raise ctx.err(w, f"{text!r} is legal but does not meet the goal "
                             f"{goal_text(goal, goal_rank, 'en')!r}.")
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
        wrong.append(WrongTry(canon, slug, fb_en, fb_es))
    hints_en, hints_es = _hints(raw, ctx, where, required=True)
    success_en, success_es = _pair(raw, "success", ctx, where, required=False)
    return Step(**common, goal=goal, goal_rank=goal_rank, solutions=tuple(solutions),
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

    kind: "success" (goal met / right answer), "off-goal" (legal, but not the goal),
    "illegal" (the engine refuses it), "input" (could not be read), "wrong-answer" (a quiz).
    """

    ok: bool
    kind: str
    message_en: str
    message_es: str
    ruling: cc.Ruling | None = None
    note_en: str = ""  # the lesson's own words (for a wrong try's slug, or the success "why")
    note_es: str = ""
    slug: str | None = None
    action: str = ""  # canonical text of the action tried
    after: Position | None = None  # the position after a legal action
    expected: int | None = None  # a score quiz: the engine's number
    breakdown: dict[str, dict[str, int]] = field(default_factory=dict)

    def message(self, lang: str) -> str:
        return self.message_es if lang == "es" else self.message_en

    def note(self, lang: str) -> str:
        return self.note_es if lang == "es" else self.note_en


def _both(key: str, **params: object) -> tuple[str, str]:
    return t(key, "en", **params), t(key, "es", **params)


def attempt(step: Step, action_text: str) -> Feedback:
    """Judge a learner's action on a try step."""
    if step.kind != "try" or step.position is None or step.goal is None:
        raise ValueError(f"step {step.number} is a {step.kind} step, not a try step")
    pos = step.position
    text = (action_text or "").strip()
    if not text:
        en, es = _both("lessons.fb.empty")
        return Feedback(False, "input", en, es)
    try:
        a = cc.parse(text)
    except cc.NotationError as e:
        return Feedback(False, "input", t("lessons.fb.unreadable", "en", detail=_detail(e, "en")),
                        t("lessons.fb.unreadable", "es", detail=_detail(e, "es")))
    canon = cc.format_action(a)
    try:
        ruling = cc.check(pos, a)
    except cc.NotationError as e:  # pragma: no cover - positions are validated at load time
        en, es = _both("lessons.fb.unreadable", detail=e.message)
        return Feedback(False, "input", en, es, action=canon)
    if not ruling.legal:
        own = _own_words(step, canon, ruling.rule)
        en, es = _both("lessons.fb.illegal")
        return Feedback(False, "illegal", en, es, ruling=ruling,
                        note_en=own.feedback_en if own else "",
                        note_es=own.feedback_es if own else "",
                        slug=ruling.rule, action=canon)
    after: Position | None
    try:
        after = cc.play(pos, a)
    except cc.NotationError:
        # A legal draw from a stock given only as a count: the card drawn is unknown. Only a
        # goal about the kind of move can be judged then.
        after = None
    if after is None:
        met = step.goal in ("draw", "legal") and step.goal_rank is None
    else:
        met = goal_met(step.goal, step.goal_rank, pos, a, after)
    if met:
        en, es = _both("lessons.fb.success")
        return Feedback(True, "success", en, es, ruling=ruling, note_en=step.success_en,
                        note_es=step.success_es, action=canon, after=after)
    return Feedback(
        False, "off-goal",
        t("lessons.fb.off_goal", "en", goal=goal_text(step.goal, step.goal_rank, "en")),
        t("lessons.fb.off_goal", "es", goal=goal_text(step.goal, step.goal_rank, "es")),
        ruling=ruling, action=canon, after=after,
    )


def _detail(e: cc.NotationError, lang: str) -> str:
    """The engine's input error in `lang`, without its list of examples (the page shows them)."""
    message_in = getattr(e, "message_in", None)
    text = message_in(lang) if callable(message_in) else e.message
    return str(text).split(" Examples:")[0].split(" Ejemplos:")[0]


def _own_words(step: Step, canon: str, slug: str | None) -> WrongTry | None:
    """The lesson's words for this exact wrong try, else for its slug."""
    for w in step.wrong:
        if w.action == canon and (w.feedback_en or w.feedback_es):
            return w
    for w in step.wrong:
        if w.slug == slug and (w.feedback_en or w.feedback_es):
            return w
    return None


def show_me(step: Step) -> Feedback:
    """Play the step's first solution, as the "show me" button does."""
    return attempt(step, step.solutions[0])


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


def answer_legal(step: Step, says_legal: bool) -> Feedback:
    """Judge "is this legal?": the learner says legal (True) or illegal (False)."""
    ruling = quiz_ruling(step)
    right = says_legal == ruling.legal
    key = "lessons.fb.quiz_right" if right else "lessons.fb.quiz_wrong"
    verdict_key = "lessons.fb.verdict_legal" if ruling.legal else "lessons.fb.verdict_illegal"
    en = t(key, "en") + " " + t(verdict_key, "en")
    es = t(key, "es") + " " + t(verdict_key, "es")
    return Feedback(right, "success" if right else "wrong-answer", en, es, ruling=ruling,
                    note_en=step.explain_en, note_es=step.explain_es,
                    slug=ruling.rule, action=step.action or "")


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


def answer_score(step: Step, text: str) -> Feedback:
    """Judge "what does this deal score?" against the engine's own score."""
    expected, breakdown = quiz_score(step)
    value = parse_score(text)
    part_en = t(f"lessons.part.{step.part}", "en")
    part_es = t(f"lessons.part.{step.part}", "es")
    if value is None:
        en, es = _both("lessons.fb.not_number", text=(text or "").strip()[:MAX_ANSWER_TEXT])
        return Feedback(False, "input", en, es)
    if value == expected:
        return Feedback(True, "success",
                        t("lessons.fb.score_right", "en", value=expected, part=part_en),
                        t("lessons.fb.score_right", "es", value=expected, part=part_es),
                        note_en=step.explain_en, note_es=step.explain_es, expected=expected,
                        breakdown=breakdown)
    key = "lessons.fb.score_low" if value < expected else "lessons.fb.score_high"
    return Feedback(False, "wrong-answer",
                    t(key, "en", value=value, part=part_en),
                    t(key, "es", value=value, part=part_es),
                    expected=expected, breakdown=breakdown)


def reveal_score(step: Step) -> Feedback:
    """Give up on a score quiz: show the engine's number and breakdown."""
    expected, breakdown = quiz_score(step)
    return Feedback(False, "revealed",
                    t("lessons.fb.score_reveal", "en", value=expected,
                      part=t(f"lessons.part.{step.part}", "en")),
                    t("lessons.fb.score_reveal", "es", value=expected,
                      part=t(f"lessons.part.{step.part}", "es")),
                    note_en=step.explain_en, note_es=step.explain_es, expected=expected,
                    breakdown=breakdown)


# --- building an action from clicked cards ---------------------------------------------------

CLICK_KINDS: Final = ("take", "meld", "discard", "draw", "ask", "pass")


def compose_action(kind: str, cards: list[str], pos: Position | None = None) -> str:
    """Action text for an action button and the cards clicked in the hand.

    Naturals are grouped by rank; wild cards join the smallest group (for a take, the group
    with the pile's top card counts that card). Black threes form their own group. The text
    is shown to the learner, so the notation is learnt by watching it being written.
    """
    if kind in ("draw", "ask", "pass", "yes", "no"):
        return kind
    if kind == "discard":
        return f"discard {cards[0]}" if len(cards) == 1 else "discard " + " ".join(cards)
    if kind not in ("take", "meld"):
        raise ValueError(kind)
    top_rank = None
    if kind == "take" and pos is not None and pos.pile:
        top_rank = rank_of(pos.pile[-1])
    groups: dict[str, list[str]] = {}
    if top_rank is not None:
        groups[top_rank] = []
    wilds: list[str] = []
    for c in cards:
        if c == "JK" or c[0] == "2":
            wilds.append(c)
        else:
            groups.setdefault(c[0], []).append(c)
    if not groups and wilds:
        return f"{kind} " + " ".join(wilds)
    for w in wilds:
        def size(r: str) -> int:
            return len(groups[r]) + (1 if r == top_rank else 0)

        target = min(groups, key=lambda r: (size(r), r != top_rank))
        groups[target].append(w)
    parts = [" ".join(g) for r, g in groups.items() if g or r != top_rank]
    if kind == "take":
        first = " ".join(groups.get(top_rank, [])) if top_rank is not None else ""
        rest = [" ".join(g) for r, g in groups.items() if r != top_rank and g]
        if not first and not rest:
            return "take"
        if not first:
            return "take " + "; ".join(rest)  # the engine explains what is missing
        return "take " + "; ".join([first, *rest])
    return "meld " + "; ".join(parts)


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
]
