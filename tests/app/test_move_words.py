"""A move in words: every action kind in both languages, with card symbols and no notation."""

from __future__ import annotations

import re

import pytest

from canasta_app.text.move_words import action_words

CASES = [
    ("draw", "draw from the stock", "robar del mazo"),
    ("take", "take the pile", "levantar el pozo"),
    ("take 7H 7S", "take the pile with 7♥ 7♠", "levantar el pozo con 7♥ 7♠"),
    ("take 7H 2C; KH KS KD", "take the pile with 7♥ 2♣, and meld K♥ K♠ K♦",
     "levantar el pozo con 7♥ 2♣, y bajar K♥ K♠ K♦"),
    ("meld 9C 9D 9H JK", "meld 9♣ 9♦ 9♥ joker", "bajar 9♣ 9♦ 9♥ comodín"),
    ("meld K: 2D", "meld 2♦ onto the kings", "bajar 2♦ al juego de reyes"),
    ("meld 5C 5D 5H; AS AH JK", "meld 5♣ 5♦ 5♥ and A♠ A♥ joker",
     "bajar 5♣ 5♦ 5♥ y A♠ A♥ comodín"),
    ("discard 3C", "discard the 3♣", "descartar el 3♣"),
    ("discard QH", "discard the Q♥", "descartar la Q♥"),
    ("pass", "pass (neither take the pile nor draw)", "pasar (ni levantar el pozo ni robar)"),
]


@pytest.mark.parametrize(("action", "en", "es"), CASES)
def test_action_in_words(action: str, en: str, es: str) -> None:
    assert action_words(action, "en") == en
    assert action_words(action, "es") == es


@pytest.mark.parametrize("action", [c[0] for c in CASES] + ["ask", "yes", "no"])
def test_no_notation_in_spanish(action: str) -> None:
    text = action_words(action, "es")
    assert not re.search(r"\b(draw|take|meld|discard|pass|ask|yes)\b", text)
    assert not re.search(r"\b[2-9TJQKA][CDHS]\b|\bJK\b", text)


def test_unparsable_text_is_kept() -> None:
    assert action_words("meld ZZ", "es") == "meld ZZ"


def test_with_the_position_cards_onto_a_meld_on_the_table_say_so() -> None:
    import canasta_core as cc

    pos = cc.load({"format": "canasta/1", "dealer": "W", "turn": "N", "phase": "play",
                   "hands": {"N": ["6C", "6D", "6H", "JC", "9S"], "E": 11, "S": 11, "W": 11},
                   "melds": {"NS": {"J": ["JD", "JH", "JS"]}}, "stock": 40})
    assert action_words("meld 6C 6D 6H; JC", "es", pos) == "bajar 6♣ 6♦ 6♥ y J♣ al juego de jotas"
    assert action_words("meld 6C 6D 6H; JC", "en") == "meld 6♣ 6♦ 6♥ and J♣"  # no position


@pytest.mark.parametrize("lang", ["en", "es"])
def test_three_melds_are_listed_in_words_not_with_the_notations_semicolon(lang: str) -> None:
    """«meld 6♣ 6♦ 6♥; J♣ onto the jacks and 9♠…» showed the notation's separator in a
    sentence (a lesson's quiz question)."""
    words = action_words("meld KC KD KH; QC QD QS; 8C 8D 8S", lang)
    assert ";" not in words
    assert words == {"en": "meld K♣ K♦ K♥, Q♣ Q♦ Q♠ and 8♣ 8♦ 8♠",
                     "es": "bajar K♣ K♦ K♥, Q♣ Q♦ Q♠ y 8♣ 8♦ 8♠"}[lang]
