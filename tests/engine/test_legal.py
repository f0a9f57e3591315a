"""legal_actions: a canonical, finite, distinct list for the seat to act, each passing check, and
summarising melds sensibly (the useful groups, an opening, a way to go out)."""

from __future__ import annotations

import pytest
from engine_helpers import KINGS7, QUEENS_MIXED, position

import canasta_core as cc
from canasta_core.actions import canonical

QUEENS = {"NS": {"Q": QUEENS_MIXED}}
KINGS3 = {"NS": {"K": ["KC", "KD", "KH"]}}


def listed(pos: cc.Position) -> list[str]:
    la = cc.legal_actions(pos)
    assert len(la) == len(set(la))
    for a in la:
        assert canonical(a) == a
        assert cc.check(pos, a).legal, a
    return la


class TestDrawPhase:
    def test_draw_and_the_takes(self) -> None:
        p = position(phase="draw", hand=["7C", "7D", "JK", "9S"], pile=["4C", "7H"], melds=KINGS3, stock=["AS"])
        la = listed(p)
        assert la[0] == "draw"
        assert "take 7C 7D" in la and "take 7C JK" in la
        assert "pass" not in la

    def test_frozen_pile_only_with_a_natural_pair(self) -> None:
        p = position(phase="draw", hand=["7C", "JK", "9S"], pile=["2C", "4C", "7H"], melds=KINGS3)
        assert listed(p) == ["draw"]

    def test_blocked_pile(self) -> None:
        p = position(phase="draw", hand=["7C", "7D", "9S"], pile=["7H", "3S"], melds=KINGS3)
        assert listed(p) == ["draw"]

    def test_opening_by_taking_the_pile(self) -> None:
        # 7 7 7 is 15: the take must bring hand melds to reach 50
        p = position(phase="draw", hand=["7C", "7D", "AC", "AD", "AH", "9S"], pile=["4C", "7H"])
        la = listed(p)
        assert any(a.startswith("take 7C 7D; ") for a in la)
        assert "take 7C 7D" not in la


class TestPlayPhase:
    def test_discards_of_every_distinct_card(self) -> None:
        p = position(hand=["9C", "9C", "8D", "JK"], melds=KINGS3)
        la = listed(p)
        assert [a for a in la if a.startswith("discard")] == ["discard 9C", "discard 8D", "discard JK"]

    def test_additions_to_the_sides_melds(self) -> None:
        p = position(hand=["KS", "2C", "9C", "8D"], melds=KINGS3)
        la = listed(p)
        assert "meld KS" in la and "meld K: 2C" in la

    def test_an_opening_is_offered(self) -> None:
        p = position(hand=["AC", "AD", "AH", "9C", "9D", "9H", "4S", "5S"])
        la = listed(p)
        openings = [a for a in la if a.startswith("meld")]
        assert openings
        assert all(cc.check(p, a).code == "ok.open" for a in openings)

    def test_no_opening_below_the_minimum(self) -> None:
        p = position(hand=["4C", "4D", "4H", "9C", "8D"])
        assert not [a for a in listed(p) if a.startswith("meld")]

    def test_a_way_to_go_out_is_offered(self) -> None:
        p = position(hand=["KS", "KD", "KH", "7C", "7D", "2C", "9S"], melds=QUEENS)
        la = listed(p)
        assert "ask" in la
        outs = [a for a in la if a.startswith("meld") and cc.play(p, a).hand_size("N") <= 1]
        assert outs

    def test_pending_answer(self) -> None:
        p = position(hand=["KS", "KD", "KH", "7C"], melds=QUEENS, this_turn={"asked": "pending"})
        assert listed(p) == ["yes", "no"]

    def test_after_yes_no_discard_that_stays_in(self) -> None:
        p = position(hand=["KS", "KD", "KH", "7C"], melds=QUEENS, this_turn={"asked": "yes"})
        la = listed(p)
        assert not [a for a in la if a.startswith("discard")]
        assert la

    def test_a_wild_onto_a_natural_canasta_is_offered_with_its_warning(self) -> None:
        p = position(hand=["2C", "9C", "8D"], melds={"NS": {"K": KINGS7}})
        assert "meld K: 2C" in listed(p)


class TestEnd:
    def test_over(self) -> None:
        assert cc.legal_actions(position(phase="over", hand=["9C"])) == []

    def test_empty_stock_forced_take(self) -> None:
        p = position(phase="draw", hand=["9D", "9H"], pile=["5C", "7H"], stock=0, melds={"NS": {"7": ["7C", "7D", "7S"]}})
        assert listed(p) == ["take"]

    @pytest.mark.parametrize("seed", range(5))
    def test_a_fresh_deal(self, seed: int) -> None:
        p = cc.deal(seed=seed)
        la = listed(p)
        assert la[0] == "draw"
