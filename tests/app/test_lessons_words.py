"""One language at a time in the lessons and the referee's words: a move is told in words with
card symbols (never "take KC KS; QC QD QH"), in every hint, text and narration a learner reads,
and every ruling the referee can give names cards and tables in words, not codes.

The notation's own places stay: the typed box and its examples (drawn by the page, not here),
and lesson texts that teach the notation in backticks (`7H` is the 7♥).
"""

from __future__ import annotations

import re

import pytest

from canasta_app.lessons import model as L
from canasta_core.reasons import MESSAGES, render

LESSONS, _ = L.catalogue()
CARD_CODE = re.compile(r"(?<![\w/=?&.#-])(?:10|[2-9TJQKA])[CDHS](?!\w)|(?<!\w)JK(?!\w)")
KEYWORD = re.compile(r"(?<![\w'`])(?:take|draw|meld|discard|pass|ask)(?![\w'])", re.I)
CODE_SPAN = re.compile(r"`[^`]*`")
STEPS = [(lesson, step) for lesson in LESSONS for step in lesson.steps]


def _id(item: tuple[L.Lesson, L.Step]) -> str:
    return f"{item[0].id}-{item[1].number}"


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("item", STEPS, ids=_id)
def test_hints_tell_moves_in_words(item: tuple[L.Lesson, L.Step], lang: str) -> None:
    """A hint ladder's rungs as shown: "Take the pile with K♣ K♠, and meld Q♣ Q♦ Q♥ — 30 for
    the kings", never the notation it was written in."""
    _, step = item
    for hint in step.hints(lang):
        assert not CARD_CODE.search(hint), hint
        if lang == "es":
            assert not KEYWORD.search(hint), hint


def test_a_hint_with_notation_inside_a_sentence_is_told_in_words() -> None:
    step = L.Step(number=1, kind="try", text_en="", text_es="",
                  hints_en=("take KC KS; QC QD QH — 30 for the kings.",
                            "Show your fives: take 5C 5H.", "`draw`", "No card, no pass."),
                  hints_es=("take KC KS; QC QD QH — 30 por los reyes.", "Mostrá: take 5C 5H.",
                            "`draw`", "Ni pasar ni robar."))
    assert step.hints("en") == (
        "Take the pile with K♣ K♠, and meld Q♣ Q♦ Q♥ — 30 for the kings.",
        "Show your fives: take the pile with 5♣ 5♥.", "Draw from the stock.",
        "No card, no pass.")
    assert step.hints("es")[:2] == (
        "Levantar el pozo con K♣ K♠, y bajar Q♣ Q♦ Q♥ — 30 por los reyes.",
        "Mostrá: levantar el pozo con 5♣ 5♥.")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_lesson_texts_name_cards_with_symbols(lang: str) -> None:
    """Outside a code span that teaches the notation, a lesson names cards as 7♥, never 7H;
    a demo's narration tells what happens, with no notation at all."""
    found = []
    for key, pair in L.texts().items():
        text = pair[1] if lang == "es" else pair[0]
        if ".hints." in key:
            continue  # rewritten in words when shown (the test above)
        if CARD_CODE.search(CODE_SPAN.sub(" ", text)):
            found.append(f"{key}: {text[:120]!r}")
        if ".narration." in key and CODE_SPAN.search(text):
            found.append(f"{key} (notation in a narration): {text[:120]!r}")
    assert not found, "\n".join(found)


def test_english_lesson_texts_name_the_sides_as_the_engine_does() -> None:
    """«North–South» with an en dash, as canasta_core.messages.side_name writes it on the
    table beside the text (the Spanish is held by the glossary test)."""
    found = [key for key, (en, _) in L.texts().items()
             if re.search(r"North-South|East-West", en)]
    assert not found, found


_FACTS = {"rank": "7", "other_rank": "8", "why_code": "wild", "verb": "meld", "what_n": "1",
          "top": "7H", "cards": "JK 2C", "card": "7H", "next": "E", "partner": "SE", "minimum": "50",
          "points": "35", "score": "1500", "size": "2", "wilds": "4", "naturals": "1",
          "prefix": "K", "profile": "two-hand", "need": "2", "have": "1", "n": "2"}


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("code", sorted(MESSAGES))
def test_every_ruling_names_cards_and_tables_in_words(code: str, lang: str) -> None:
    """The referee's reasons show cards by symbol and a table by its game ("a two-player
    game"), never a card code ("meld K: 2C") or a profile id ('two-hand')."""
    text = render(code, dict(_FACTS), lang)
    assert not CARD_CODE.search(text), text
    assert "two-hand" not in text, text
    if lang == "es":
        assert not KEYWORD.search(CODE_SPAN.sub(" ", text)), text


def test_a_two_player_ruling_names_the_game_in_the_language() -> None:
    step = L.get_lesson("playing-with-two").steps[3]  # type: ignore[union-attr]
    ruling = L.quiz_ruling(step)
    assert ruling.rule == "two.out"
    assert ruling.reason_in("en").startswith("In a two-player game going out needs 2 canastas")
    assert ruling.reason_in("es").startswith("En una partida de a dos para cortar hacen falta")


# --- the lessons' numbers are the engine's ------------------------------------------------------

TRIES = [(lesson, step) for lesson, step in STEPS if step.kind == "try"]
SCORE_QUIZZES = [(lesson, step) for lesson, step in STEPS
                 if step.kind == "quiz" and step.quiz == "score"]


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("item", TRIES, ids=_id)
def test_a_success_text_counts_as_the_engine_does(item: tuple[L.Lesson, L.Step],
                                                   lang: str) -> None:
    """"17 cards" after the draw is the hand the engine leaves; an opening's "60 points" is
    the engine's count of the melds (a text once said "these melds count 10" for 40)."""
    _, step = item
    fb = L.attempt(step, step.solutions[0])
    assert fb.ok and fb.after is not None and step.position is not None
    text = step.success(lang)
    for n in re.findall(r"(\d+) (?:cards|cartas)\b", text):
        assert int(n) == len(fb.after.hand(step.position.turn)), text
    points = fb.ruling.params.get("points") if fb.ruling is not None else None
    numbers = re.findall(r"(?<![\w♣♦♥♠])\d+(?![\w♣♦♥♠])", text)
    if step.goal == "open" and points and numbers:
        assert str(points) in numbers, (points, text)


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("item", SCORE_QUIZZES, ids=_id)
def test_a_score_quiz_explains_the_engines_number(item: tuple[L.Lesson, L.Step],
                                                  lang: str) -> None:
    _, step = item
    expected, _ = L.quiz_score(step)
    assert str(abs(expected)) in step.explain(lang), (expected, step.explain(lang))
