"""Guided lessons: the logic of each step a learner meets — a try graded (`attempt`, with the
matching note of a wrong try), "show me", the quizzes (is it legal? what does it score?) and
progress in a link. No Streamlit import here: the page (`canasta_app/lessons/lessons.py`)
renders what this module computes.

The lessons themselves are data (`lessons/*.toml`, schema in `lessons/README.md`), in three
modules, each one job, whose names are gathered here too (`from canasta_app.lessons import
model as L`):

- `data`: a lesson and its steps (explain, try, demo, quiz), the wrong tries and notes;
- `goals`: what a "try" step asks for, and the facts of a try a note can match;
- `loading`: reading and validating the files with the engine (every position loads, every
  solution is legal and meets its goal, every wrong try is refused with its slug; a broken
  lesson fails there with a `LessonError`), the cached catalogue and the lessons' texts.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Final

import canasta_core as cc
from canasta_app.domain.lesson_data import (  # noqa: F401
    _CARD_CODE,
    _NOTATION_RUN,
    HINT_RUNGS,
    ID_RE,
    LESSONS_DIR,
    MAX_ANSWER_TEXT,
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
    _hint_words,
    _span_words,
)
from canasta_app.domain.lesson_goals import (  # noqa: F401
    ACTION_FACTS,
    GOALS,
    Goal,
    _hand_after,
    _happened,
    _melded,
    _rank_word,
    _then_discard_out,
    action_ranks,
    goal_met,
    goal_phrase,
    goal_text,
    play_try,
    playable,
    shortfall,
    try_facts,
)
from canasta_app.domain.lesson_loading import (  # noqa: F401
    _ANSWER_KEYS,
    _COMMON_STEP_KEYS,
    _LESSON_KEYS,
    _STEP_KEYS,
    _WRONG_KEYS,
    _build_demo,
    _build_quiz,
    _build_step,
    _build_try,
    _cached,
    _canonical,
    _condition,
    _Ctx,
    _hints,
    _load_position,
    _named_positions,
    _needs_hand,
    _pair,
    _play,
    _signature,
    _slug,
    _str,
    _str_list,
    _unknown_keys,
    catalogue,
    get_lesson,
    lessons_for_slug,
    load_all,
    load_lesson,
    load_lessons,
    parse_lesson,
    slugs_taught,
    texts,
)
from canasta_app.ui.compose import compose_action as _compose_action
from canasta_core import typed as typed_moves
from canasta_core.messages import LANGS, Text, Words, count_of
from canasta_core.positions import Position

# --- goals: what a "try" step asks for, defined in one place -----------------------------


# --- the data model ------------------------------------------------------------------------


# --- loading and validation ----------------------------------------------------------------


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


def cards_text(n: int, lang: str) -> str:
    """"one card", "3 cards", "una carta" (the one counting of canasta_core.messages)."""
    return count_of(n, "card", lang)


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


def wild_cards_text(n: int, lang: str) -> str:
    """"no wild cards", "one wild card", "2 wild cards"."""
    return count_of(n, "wild", lang)


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
    miss = _score_miss_key(value, expected)  # one of its literal keys
    return Feedback(False, "wrong-answer", Text(miss, value=value, part=part),
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
