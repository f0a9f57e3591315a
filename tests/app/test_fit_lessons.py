"""A newcomer's wrong tries, on every step of every lesson (issue 23's walk): whatever the try,
the answer names the rule that decided it (a refused try cites its rule) and tells what
happened in words with card symbols in the reader's language — never notation, never English
on the Spanish page. The tries are the ones a learner makes: the legal moves that miss the
step's goal, the lesson's own listed wrong tries, and cards picked at random from the hand
(two for a take, three for a meld, one to discard), in a fixed order.
"""

from __future__ import annotations

import itertools
import random

import pytest
from test_glossary import banned_words, english_words, screen_text
from test_one_language import CARD_CODE, KEYWORDS_ES

import canasta_core as cc
from canasta_app.lessons import model as L
from canasta_app.text.i18n import t
from canasta_app.text.move_words import action_words
from canasta_app.ui.ruling import ruling_html

LESSONS, _ = L.catalogue()
TRY_STEPS = [(lesson, step) for lesson in LESSONS for step in lesson.steps if step.kind == "try"]
PER_STEP = 24


def tries(step: L.Step) -> list[str]:
    pos = step.position
    assert pos is not None
    hand = list(pos.hand(pos.turn))
    found = set(cc.legal_actions(pos)[:12]) | {w.action for w in step.wrong}
    found |= {"draw", "take", "pass", "ask", "yes"}
    found |= {f"discard {c}" for c in hand}
    found |= {f"take {a} {b}" for a, b in itertools.combinations(hand, 2)}
    found |= {"meld " + " ".join(c) for c in itertools.combinations(hand, 3)}
    chosen = sorted(found)
    random.Random(step.number).shuffle(chosen)
    return sorted({w.action for w in step.wrong}) + chosen[:PER_STEP]


def shown(step: L.Step, fb: L.Feedback, lang: str) -> list[str]:
    """What the lessons page shows of an answer (lessons/step_view.py)."""
    out = []
    if fb.action:
        out.append(t("lessons.you_tried", lang, action=action_words(fb.action, lang,
                                                                   step.position)))
    out.append(fb.message(lang))
    if fb.ruling is not None:
        out.append(screen_text(ruling_html(fb.ruling, lang)))
    if fb.note(lang):
        out.append(fb.note(lang))
    return out


@pytest.mark.slow  # some 1,000 tries judged and read (25 s at a load of 10): make test
@pytest.mark.parametrize("item", TRY_STEPS, ids=[f"{les.id}-{s.number}" for les, s in TRY_STEPS])
def test_every_try_is_answered_with_its_rule_in_words(item: tuple[L.Lesson, L.Step]) -> None:
    _, step = item
    problems = []
    for text in tries(step):
        fb = L.attempt(step, text)
        if fb.ruling is not None and not fb.ruling.legal:
            if not (fb.ruling.rule or fb.ruling.cites):
                problems.append(f"{text!r}: refused without a rule")
            if fb.slug != fb.ruling.rule:
                problems.append(f"{text!r}: the step cites {fb.slug}, the referee {fb.ruling.rule}")
        for lang in ("en", "es"):
            for line in shown(step, fb, lang):
                bad = [m.group(0) for m in CARD_CODE.finditer(line)]
                if lang == "es":
                    bad += [m.group(0) for m in KEYWORDS_ES.finditer(line)]
                    bad += english_words(line) + banned_words(line)
                if bad:
                    problems.append(f"{text!r} ({lang}) {bad}: {line[:160]!r}")
    assert not problems, "\n".join(problems)
