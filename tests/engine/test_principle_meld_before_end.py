"""The principle "meld before the deal ends" (`meld_before_end`): a discard that keeps a meld
in hand while the stock is too small for another round of draws breaks it; a meld there, or
the same discard with stock enough, does not. On the classic table and the two-player one."""

from __future__ import annotations

from typing import Any

import pytest

from canasta_core.coach import principle_sentence
from canasta_core.positions import load
from canasta_core.principles import breaches

HAND = ["9C", "9D", "9H", "5D", "JS"]
MELD = "meld 9C 9D 9H"


def _classic(stock: int) -> dict[str, Any]:
    """South to play after drawing, its side opened (aces), three nines in hand."""
    return {"format": "canasta/1", "dealer": "W", "turn": "S", "phase": "play",
            "scores": {"NS": 0, "EW": 0}, "hands": {"N": 11, "E": 11, "S": HAND, "W": 11},
            "melds": {"NS": {"A": ["AC", "AD", "AH"]}, "EW": {}},
            "red_threes": {"NS": [], "EW": []}, "pile": ["4H", "8C"], "stock": stock,
            "melded": ["N"]}


def _two_hand(stock: int) -> dict[str, Any]:
    """The same at the two-player table (two seats, two cards a draw: a round takes four)."""
    return {"format": "canasta/1", "profile": "two-hand", "dealer": "N", "turn": "S",
            "phase": "play", "scores": {"N": 0, "S": 0}, "hands": {"N": 12, "S": HAND},
            "melds": {"N": {}, "S": {"A": ["AC", "AD", "AH"]}},
            "red_threes": {"N": [], "S": []}, "pile": ["4H", "8C"], "stock": stock,
            "melded": ["S"]}


def _named(pos: dict[str, Any], action: str) -> list[str]:
    return [b.principle for b in breaches(load(pos), action)]


@pytest.mark.parametrize("table,short", [(_classic, 3), (_two_hand, 3)],
                         ids=["classic", "two-hand"])
def test_a_discard_keeping_a_meld_as_the_stock_runs_out_breaks_it(table, short) -> None:
    for stock in (0, short):
        found = breaches(load(table(stock)), "discard 5D")
        b = next(b for b in found if b.principle == "meld_before_end")
        assert b.better == MELD and b.least == "inaccuracy"  # 30 points: under 50
        assert b.params["points"] == 30 and b.params["left"] == 4
        assert b.params["stock"] == stock


@pytest.mark.parametrize("table,plenty", [(_classic, 4), (_two_hand, 4)],
                         ids=["classic", "two-hand"])
def test_melding_or_a_stock_with_another_round_keeps_it(table, plenty) -> None:
    assert "meld_before_end" not in _named(table(0), MELD)
    for stock in (plenty, 40):  # a round of draws takes seats x cards a draw: 4 at both
        assert "meld_before_end" not in _named(table(stock), "discard 5D")


def test_a_big_meld_kept_is_a_mistake_and_said_once_when_they_may_go_out() -> None:
    pos = _classic(0)
    pos["hands"]["S"] = ["KC", "KD", "KH", "KS", "JK", "5D"]
    [b] = [b for b in breaches(load(pos), "discard 5D") if b.principle.startswith("meld_")]
    assert b.principle == "meld_before_end" and b.least == "mistake"  # 90 points
    pos["melds"]["EW"] = {"J": ["JC", "JD", "JD", "JS", "JH", "JH", "JS"]}
    pos["hands"]["E"] = 2
    pos["melded"] = ["N", "E"]
    named = _named(pos, "discard 5D")
    assert "meld_before_out" in named and "meld_before_end" not in named


@pytest.mark.parametrize("lang,said", [
    ("en", "the stock is empty, so the deal is about to end; melding now lays down 30 points"),
    ("es", "el mazo está vacío, así que la mano está por terminar; bajar ahora pone en la "
           "mesa 30 puntos")])
def test_the_sentence_reads(lang: str, said: str) -> None:
    b = next(b for b in breaches(load(_classic(0)), "discard 5D")
             if b.principle == "meld_before_end")
    assert said in principle_sentence(b, lang)
