"""'Take a big pile when you can' (take_pile) names a draw beside a take worth making, and only
that: not a pass (the stock is empty and the deal ends: another judgement), not a small pile
whose only takes spend a wild card ("keep your wild cards"), not when the other side is about
to go out (loading up on the pile then is the rule's exception); and a review kept before a
sentence gained a parameter still reads whole."""

from __future__ import annotations

from engine_helpers import position_dict

from canasta_core.messages import CATALOGUE
from canasta_core.positions import load
from canasta_core.principles import BIG_PILE, TAKE_PILE, Breach, breaches, principle_sentence

HAND = ["9H", "9C", "5D", "7C", "QS", "KC", "JH", "4D", "6S"]
OURS = {"NS": {"A": ["AC", "AD", "AH"]}}


def _pos(pile: list[str], hand: list[str] = HAND, **kw: object) -> object:
    kw.setdefault("melds", OURS)
    kw.setdefault("melded", ["N"])
    return load(position_dict(phase="draw", turn="S", hand=hand, pile=pile, **kw))


def _named(pos: object, action: str) -> list[Breach]:
    return [b for b in breaches(pos, action) if b.principle == "take_pile"]  # type: ignore[arg-type]


def test_a_draw_beside_a_take_of_five_cards_is_an_inaccuracy_and_of_seven_a_mistake() -> None:
    five = ["6H", "8C", "TD", "4S", "9D"]
    assert len(five) == TAKE_PILE
    (b,) = _named(_pos(five), "draw")
    assert b.better == "take 9C 9H" and b.least == "inaccuracy"
    assert not _named(_pos(five[1:]), "draw")  # four cards: under the principle's size
    seven = ["6H", "8C", "TD", "4S", "QD", "7H", "9D"]
    assert len(seven) == BIG_PILE
    (b,) = _named(_pos(seven), "draw")
    assert b.least == "mistake" and (b.params["count"], b.params["points"]) == (7, 55)


def test_a_small_pile_is_not_worth_a_wild_card() -> None:
    hand = ["9H", "2C", "5D", "7C", "QS", "KC", "JH", "4D", "6S"]  # one 9: a take needs the 2♣
    small = ["6H", "8C", "TD", "4S", "9D"]
    assert not _named(_pos(small, hand), "draw")
    big = ["6H", "8C", "TD", "4S", "QD", "7H", "5S", "9D"]
    (b,) = _named(_pos(big, hand), "draw")
    assert b.better == "take 9H 2C"


def test_not_when_the_other_side_is_about_to_go_out() -> None:
    melds = {**OURS, "EW": {"T": ["TC", "TC", "TD", "TS", "TH", "TH", "TS"]}}
    pile = ["6H", "8C", "4S", "QD", "7H", "5S", "8D", "9D"]
    assert _named(_pos(pile, melds=melds, melded=["N", "E"]), "draw")
    pos = _pos(pile, melds=melds, melded=["N", "E"], hands={"E": 2})
    assert not _named(pos, "draw")


def test_a_pass_is_not_told_that_drawing_leaves_the_pile() -> None:
    pos = _pos(["6H", "8C", "TD", "4S", "QD", "7H", "5S", "9D"], stock=0)
    assert "pass" in __import__("canasta_core").legal_actions(pos)
    assert not _named(pos, "pass")


def test_a_review_kept_before_a_parameter_was_added_still_reads_whole() -> None:
    old = Breach("keep_wilds", "discard 4C", {"card": "2S", "count": 3, "points": 20},
                 "mistake")  # kept before `frozen` and `alone` existed
    for lang in ("en", "es"):
        said = principle_sentence(old, lang)
        assert "{" not in said and CATALOGUE.render(
            "coach.principle.keep_wilds.title", lang) in said
