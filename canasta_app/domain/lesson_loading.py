"""Loading and validating `lessons/*.toml` with the engine: every position loads, every solution is
legal and meets its goal, every wrong try is refused with its slug; a broken lesson fails here
with a `LessonError` naming the file, the step and the field. The catalogue of lessons, cached
by the files' times."""

from __future__ import annotations

import tomllib
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path
from typing import Any, Final

import canasta_core as cc
from canasta_app.domain.lesson_data import (
    HINT_RUNGS,
    ID_RE,
    LESSONS_DIR,
    MAX_STEPS,
    MIN_STEPS,
    QUIZ_KINDS,
    REVEALS,
    STEP_KINDS,
    Condition,
    Lesson,
    LessonError,
    Step,
    WrongTry,
)
from canasta_app.domain.lesson_goals import GOALS, goal_met, goal_text, try_facts
from canasta_app.text.i18n import placeholders
from canasta_core.actions import Action
from canasta_core.catalogue import PROFILE_RULES, RULE_SLUGS, RULES
from canasta_core.messages import pairs_in
from canasta_core.positions import Position
from canasta_core.profiles import CLASSIC
from canasta_core.scoring import BREAKDOWN_KEYS


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
        limit = CLASSIC.wild_limit  # [meld.wilds] lessons play the classic table
        if isinstance(goal_wilds, bool) or not isinstance(goal_wilds, int) or not (
                0 <= goal_wilds <= limit) or goal_rank is None:
            raise ctx.err(where, f'"goal_wilds" must be a whole number 0 to {limit}, with a '
                                 f'"goal_rank" naming the meld it counts in; got {goal_wilds!r}.')
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
    if side not in CLASSIC.side_names:
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
