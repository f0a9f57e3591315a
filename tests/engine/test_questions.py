"""The questions the site asks of a hand, answered by the engine (canasta_core.questions):
each answer is legal by the judge, and "cannot" is said only when no candidate passes."""

from __future__ import annotations

from dataclasses import replace

from engine_helpers import position

import canasta_core as cc
from canasta_core.profiles import CLASSIC
from canasta_core.questions import (
    going_out_meld,
    meld_choices,
    opening_meld,
    opening_minimum,
    pile_block,
    pile_take,
)


class TestOpening:
    def test_an_opening_the_listing_does_not_name_is_found_and_legal(self) -> None:
        pos = position(hand=["QC", "QD", "QH", "JK", "5C", "8D", "9S"], pile=["4C"])
        assert not any(a.startswith("meld") for a in cc.legal_actions(pos))
        got = opening_meld(pos)
        assert got is not None and cc.check(pos, got).legal

    def test_no_opening_below_the_minimum(self) -> None:
        pos = position(hand=["5C", "5D", "5H", "4C", "8D", "9S", "KD"], pile=["4C"])
        assert opening_minimum(pos) == 50
        assert opening_meld(pos) is None and not cc.check(pos, "meld 5C 5D 5H").legal

    def test_the_minimum_follows_the_score(self) -> None:
        pos = position(hand=["5C", "5D", "5H"], scores={"NS": 3100, "EW": 0})
        assert opening_minimum(pos) == 120


class TestThePile:
    def test_a_take_that_opens_with_more_melds_is_found(self) -> None:
        hand = ["9C", "9D", "KC", "KD", "KH", "AC", "AD", "AH", "4S", "6D", "7H"]
        pos = position(phase="draw", hand=hand, pile=["5D", "9H"])
        got = pile_take(pos)
        assert got is not None and cc.check(pos, got).legal and pile_block(pos) is None

    def test_a_frozen_pile_taken_with_a_natural_pair_and_a_wild_card_to_open(self) -> None:
        """Q♥ Q♠ with the Q♦ are 30, under the 50 to open; the 2♣ added to that meld makes 50,
        and the judge takes it: the turn line and the practice table must not say "cannot
        take the pile with these cards" (a sandbox walk: Check said Legal under that line)."""
        pos = position(phase="draw", hand=["QH", "QS", "4D", "2C"], pile=["JK", "8S", "QD"])
        assert cc.check(pos, "take QH QS 2C").legal
        got = pile_take(pos)
        assert got is not None and cc.check(pos, got).legal and pile_block(pos) is None
        # the same with all the naturals of the rank: Q♣ Q♥ Q♠ with the Q♦ are 40, a joker 90
        pos = position(phase="draw", hand=["QC", "QH", "QS", "4D", "JK"], pile=["2D", "8S", "QD"])
        got = pile_take(pos)
        assert got is not None and cc.check(pos, got).legal and pile_block(pos) is None

    def test_a_take_spends_a_two_before_the_joker(self) -> None:
        """The take offered to the player spends the fewest and cheapest wild cards: with the
        2♣ and the joker in hand, Q♥ Q♠ 2♣ open (50), so the joker is not named."""
        pos = position(phase="draw", hand=["QH", "QS", "4D", "2C", "JK"],
                       pile=["2D", "8S", "QD"])
        assert cc.check(pos, "take QH QS JK").legal and cc.check(pos, "take QH QS 2C").legal
        assert pile_take(pos) == "take QH QS 2C"

    def test_a_blocked_pile_names_its_rule(self) -> None:
        pos = position(phase="draw", hand=["9C", "9D", "4S", "6D", "7H"], pile=["5D", "3S"])
        assert pile_take(pos) is None and pile_block(pos) == "pile.blocked"

    def test_a_frozen_pile_without_a_natural_pair_names_its_rule(self) -> None:
        pos = position(phase="draw", hand=["9C", "JK", "4S", "6D", "7H"], pile=["2C", "9H"],
                       melds={"NS": {"A": ["AC", "AD", "AH"]}})
        assert pile_take(pos) is None and pile_block(pos) == "pile.frozen"


class TestGoingOut:
    def test_the_going_out_meld_empties_the_hand_and_is_legal(self) -> None:
        pos = position(hand=["8C", "8D", "8H", "5S"],
                       melds={"NS": {"K": ["KC", "KD", "KH", "KS", "KC", "KD", "2C"]}},
                       melded=["N"])
        got = going_out_meld(pos)
        assert got is not None and cc.check(pos, got).legal
        assert cc.play(pos, got).hands["N"] in ((), ("5S",))

    def test_no_going_out_without_a_canasta(self) -> None:
        pos = position(hand=["8C", "8D", "8H", "5S"], melds={"NS": {"K": ["KC", "KD", "KH"]}},
                       melded=["N"])
        assert going_out_meld(pos) is None


class TestMeldChoices:
    def test_every_choice_keeps_the_profiles_limits(self) -> None:
        cards = ["KC", "KD", "QC", "QD", "QH", "JK", "JK", "2C", "2D", "5C"]
        for rules in (CLASSIC, replace(CLASSIC, wild_limit=2, meld_min=4)):
            got = meld_choices(cards, rules)
            assert got == sorted(got, key=lambda x: -x[0]) and got
            for _, text in got:
                for group in text.split("; "):
                    g = group.split()
                    assert len(g) >= rules.meld_min
                    assert sum(c in ("JK", "2C", "2D") for c in g) <= rules.wild_limit

    def test_threes_and_lone_cards_are_never_grouped(self) -> None:
        assert meld_choices(["3C", "3S", "5C", "JK"], CLASSIC) == []


def test_the_example_opening_spends_the_fewest_wild_cards_that_reach_the_minimum() -> None:
    """6♣ 6♦ with the 2♣ 2♦ 2♥: 6 + 6 + 2 × 20 = 50 opens, so the coach's example opening
    (the practice page's Guide notes) keeps the 2♥; it suggested all three wild cards (70)."""
    pos = position(hand=["6C", "6D", "2C", "2D", "2H", "9S", "KD", "4H"], pile=["4C"])
    assert opening_minimum(pos) == 50
    got = opening_meld(pos)
    assert got is not None and cc.check(pos, got).legal
    assert sorted(got.split()[1:]) == sorted(["6C", "6D", "2C", "2D"]), got
    # naturals enough (A♣ A♦ A♥ are 60): no wild card at all
    pos = position(hand=["AC", "AD", "AH", "2C", "JK", "9S", "KD"], pile=["4C"])
    got = opening_meld(pos)
    assert got is not None and not any(c in got for c in ("2C", "JK")), got
