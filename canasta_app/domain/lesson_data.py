"""A lesson as data: its steps (explain, try, demo, quiz), the wrong tries a step names and the notes
that match them; where the lesson files live and the limits they are held to; every text of the
lessons for the one catalogue."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Final

import canasta_core as cc
from canasta_app.text.move_words import action_words
from canasta_core.messages import format_message, in_lang
from canasta_core.positions import Position
from canasta_core.profiles import CLASSIC

LESSONS_DIR: Final = Path(__file__).resolve().parents[2] / "lessons"


STEP_KINDS: Final = ("explain", "try", "demo", "quiz")


QUIZ_KINDS: Final = ("legal", "score")


HINT_RUNGS: Final = 3  # a nudge, the rule, the answer


MIN_STEPS: Final = 1


MAX_STEPS: Final = 12


MAX_ANSWER_TEXT: Final = 40  # characters accepted for a typed score


ID_RE: Final = re.compile(r"^[a-z0-9][a-z0-9-]{0,39}$")


REVEALS: Final = ("all", "counts", *CLASSIC.seats)


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


class LessonError(ValueError):
    """A lesson file that does not meet the schema or that the engine disagrees with."""

    def __init__(self, path: str, where: str, message: str) -> None:
        self.path = path
        self.where = where
        self.message = message
        loc = f"{Path(path).name}" + (f", {where}" if where else "")
        super().__init__(f"{loc}: {message}")


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
