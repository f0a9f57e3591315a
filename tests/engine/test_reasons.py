"""Ruling sentences: every message renders in English and Spanish with no missing placeholder,
and a ruling can be read in either language."""

from __future__ import annotations

import pytest
from engine_helpers import position

import canasta_core as cc
from canasta_core.reasons import MESSAGES, render

# Every parameter a violation or legal move may carry (see rulings.py).
PARAMS = {
    "rank": "7", "other_rank": "8", "why_code": "wild", "verb": "meld", "left_n": "1", "what_n": "2",
    "top": "7H", "cards": "7H 7S", "card": "7H", "next": "E", "minimum": "50", "points": "35",
    "score": "0", "size": "2", "wilds": "4", "naturals": "1", "prefix": "K",
    "profile": "two-hand", "need": "2", "have": "1", "n": "2",
}


@pytest.mark.parametrize("code", sorted(MESSAGES))
@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_message_renders(code: str, lang: str) -> None:
    text = render(code, PARAMS, lang)
    assert text and "{" not in text and "}" not in text


@pytest.mark.parametrize("code", sorted(MESSAGES))
def test_messages_are_translated(code: str) -> None:
    assert render(code, PARAMS, "en") != render(code, PARAMS, "es")


def test_unknown_language_falls_back_to_english() -> None:
    assert render("ok.draw", {}, "fr") == render("ok.draw", {}, "en")


def test_ruling_in_spanish() -> None:
    p = position(phase="draw", hand=["7C", "2D", "9C"], pile=["2C", "4C", "7H"], melds={"NS": {"K": ["KC", "KD", "KH"]}})
    r = cc.check(p, "take 7C 2D")
    assert r.rule == "pile.frozen"
    assert r.reason_in("en") == r.reason
    assert "congelado" in r.reason_in("es") and "sietes" in r.reason_in("es")
    assert r.violations[0].reason_in("es") == r.reason_in("es")
    legal = cc.check(position(hand=["7C", "9C"]), "discard 9C")
    assert legal.reason_in("es").startswith("Descartás")


def test_spanish_reasons_use_the_table_words() -> None:
    # The example, and the glossary's words (cortar, levantar el pozo, juego).
    assert render("out.told-yes", {}, "es") == (
        "Tu compañero dijo que sí: tenés que cortar en este turno, y con esta jugada no cortás.")
    assert render("ok.take", {"top": "7H", "rank": "7"}, "es").startswith("Levantás el pozo: el 7♥")
    assert render("ok.meld", {"what_n": "1"}, "es") == "Bajás un juego."
    assert render("ok.meld", {"what_n": "2"}, "en") == "You lay down 2 meld groups."


@pytest.mark.parametrize(("card", "en", "es"), [
    ("JC", "the J♣", "la J♣"), ("QD", "the Q♦", "la Q♦"), ("KC", "the K♣", "el K♣"),
    ("TS", "the 10♠", "el 10♠"), ("JK", "the joker", "el comodín"),
])
def test_cards_take_the_article_of_their_rank(card: str, en: str, es: str) -> None:
    assert render("ok.discard", {"card": card, "next": "E"}, "en") == (
        f"You discard {en}; the turn passes to East.")
    assert render("ok.discard", {"card": card, "next": "E"}, "es") == (
        f"Descartás {es}; el turno pasa a Este.")


def test_rank_articles_agree_in_spanish() -> None:
    assert render("meld.naturals", {"rank": "Q", "naturals": "1"}, "es").endswith(
        "las reinas tendrían 1.")
    assert render("meld.naturals", {"rank": "K", "naturals": "1"}, "es").endswith(
        "los reyes tendrían 1.")
