"""Every rule of rules.md, one class per slug (`SLUG = "..."`, so `grep -r pile.frozen tests/`
finds its tests), showing what it allows and what it refuses; plus the engine's own slugs
(turn.not-yours, card.not-held, stock.empty-draw) and the precedence order of notation.md.

Positions are built with engine_helpers.position(): N to act in phase "play" unless a test says
otherwise, other hands as counts, a stock of 40. Each test names only the facts its rule needs.
"""

from __future__ import annotations

import inspect
import re
from collections import Counter
from pathlib import Path

import pytest
from engine_helpers import KINGS7, QUEENS_MIXED, position, rule_of, slugs_of
from fixtures import load_lists
from helpers.rulings import allowed, refused

import canasta_core as cc
from canasta_core import catalogue
from canasta_core.cards import RED_THREES, VALUES, full_deck, is_wild
from canasta_core.positions import (
    NEXT_SEAT,
    SEATS,
    all_cards,
    canastas,
    card_total,
    frozen_for,
    has_opened,
    opening_minimum,
)
from canasta_core.rulings import PRECEDENCE
from canasta_core.scoring import game_status

QUEENS_MELD = {"NS": {"Q": QUEENS_MIXED}}  # NS has opened and has a (mixed) canasta
KINGS3 = {"NS": {"K": ["KC", "KD", "KH"]}}  # NS has opened, no canasta
SEVENS3 = {"NS": {"7": ["7C", "7C", "7D"]}}








def deal_seed(pred: object, limit: int = 3000) -> cc.Position:
    """The first dealt position (seeds 0..limit) for which pred(position) holds."""
    assert callable(pred)
    for seed in range(limit):
        p = cc.deal(seed=seed, dealer="N")
        if pred(p):
            return p
    raise AssertionError("no seed found")


# ===================================================================== 1. Cards and the deal


class TestDealDeck:
    SLUG = "deal.deck"

    @pytest.mark.parametrize("seed", [0, 1, 7, 1234])
    def test_a_deal_holds_108_cards_two_of_each(self, seed: int) -> None:
        p = cc.deal(seed=seed)
        assert card_total(p) == 108
        assert Counter(all_cards(p)) == Counter(full_deck())

    def test_a_position_with_a_third_copy_is_refused(self) -> None:
        with pytest.raises(cc.NotationError, match="7H appears more than 2 times"):
            position(hand=["7H", "7H"], pile=["7H"])


class TestDealDealer:
    """The dealer is given (chosen by lot outside the engine); the deal passes to the left.

    The engine has no game loop: `deal(dealer=...)` takes the dealer, and the next deal's dealer
    is NEXT_SEAT[dealer] (the player to the left). We assert both halves of that contract.
    """

    SLUG = "deal.dealer"

    @pytest.mark.parametrize("dealer", SEATS)
    def test_dealer_is_recorded(self, dealer: str) -> None:
        assert cc.deal(seed=3, dealer=dealer).dealer == dealer

    def test_deal_passes_to_the_left_round_the_table(self) -> None:
        dealer = "N"
        seen = []
        for _ in range(4):
            seen.append(dealer)
            p = cc.deal(seed=len(seen), dealer=dealer)
            assert p.dealer == dealer
            dealer = NEXT_SEAT[dealer]
        assert seen == ["N", "E", "S", "W"] and dealer == "N"

    def test_unknown_dealer_is_refused(self) -> None:
        with pytest.raises(cc.NotationError) as e:
            cc.deal(seed=1, dealer="X")
        assert e.value.field == "dealer"

    def test_dealer_spelling(self) -> None:
        assert cc.deal(seed=1, dealer=" e ").dealer == "E"


class TestDealHands:
    SLUG = "deal.hands"

    @pytest.mark.parametrize("seed", range(10))
    def test_eleven_cards_each_rest_is_the_stock(self, seed: int) -> None:
        p = cc.deal(seed=seed)
        for s in SEATS:
            assert len(p.hands[s]) == 11  # type: ignore[arg-type]
        reds = sum(len(v) for v in p.red_threes.values())
        assert p.stock_size == 108 - 44 - len(p.pile) - reds
        assert isinstance(p.stock, tuple)

    def test_reproducible_by_seed(self) -> None:
        assert cc.deal(seed=42, dealer="S") == cc.deal(seed=42, dealer="S")
        assert cc.deal(seed=42) != cc.deal(seed=43)

    def test_scores_carried(self) -> None:
        p = cc.deal(seed=1, scores=(1500, -20))
        assert p.scores == {"NS": 1500, "EW": -20}
        assert cc.deal(seed=1, scores={"NS": 5, "EW": 10}).scores == {"NS": 5, "EW": 10}


class TestDealUpcard:
    SLUG = "deal.upcard"

    @pytest.mark.parametrize("seed", range(40))
    def test_top_card_is_never_wild_or_red_three(self, seed: int) -> None:
        p = cc.deal(seed=seed)
        top = p.pile[-1]
        assert not is_wild(top) and top not in RED_THREES
        for c in p.pile[:-1]:  # covered cards are exactly the wild cards and red threes
            assert is_wild(c) or c in RED_THREES

    def test_wild_upcard_is_covered_and_freezes(self) -> None:
        p = deal_seed(lambda p: len(p.pile) > 1 and is_wild(p.pile[0]))
        assert not is_wild(p.pile[-1])
        assert frozen_for(p, "NS") == "wild"

    def test_red_three_upcard_is_covered_and_freezes(self) -> None:
        p = deal_seed(lambda p: any(c in RED_THREES for c in p.pile))
        assert p.pile[-1] not in RED_THREES
        assert frozen_for(p, "EW") in ("red-three", "wild")

    def test_several_cards_covered(self) -> None:
        p = deal_seed(lambda p: len(p.pile) >= 3)
        assert all(is_wild(c) or c in RED_THREES for c in p.pile[:-1])

    def test_black_three_upcard_is_not_covered(self) -> None:
        p = deal_seed(lambda p: p.pile[-1] in ("3C", "3S"))
        assert len(p.pile) == 1
        # and it blocks the first player
        first = p.turn
        assert cc.check(p, "take").rule == "pile.blocked"
        assert first == NEXT_SEAT[p.dealer]


class TestDealFirst:
    SLUG = "deal.first"

    @pytest.mark.parametrize(("dealer", "first"), [("N", "E"), ("E", "S"), ("S", "W"), ("W", "N")])
    def test_player_to_the_dealers_left_starts(self, dealer: str, first: str) -> None:
        p = cc.deal(seed=5, dealer=dealer)
        assert p.turn == first and p.phase == "draw"

    def test_only_the_first_player_may_act_then_play_goes_clockwise(self) -> None:
        p = cc.deal(seed=5, dealer="N")
        assert p.turn == "E"
        p = allowed(p, "draw")
        card = p.hand()[0]
        p = allowed(p, f"discard {card}")
        assert p.turn == "S" and p.phase == "draw"


class TestDealRedThree:
    SLUG = "deal.red-three"

    @pytest.mark.parametrize("seed", range(30))
    def test_no_red_three_in_a_dealt_hand(self, seed: int) -> None:
        p = cc.deal(seed=seed)
        for s in SEATS:
            assert not set(p.hand(s)) & RED_THREES
            assert len(p.hand(s)) == 11

    def test_dealt_red_threes_laid_out_and_replaced(self) -> None:
        p = deal_seed(lambda p: sum(len(v) for v in p.red_threes.values()) >= 2)
        reds = sum(len(v) for v in p.red_threes.values())
        assert all(c in RED_THREES for v in p.red_threes.values() for c in v)
        # replaced from the stock: 44 cards in hands, the stock shorter by the red threes laid out
        assert sum(len(p.hand(s)) for s in SEATS) == 44
        assert p.stock_size == 108 - 44 - len(p.pile) - reds

    def test_a_red_three_replacement_that_is_a_red_three_is_replaced_again(self) -> None:
        # a side with three or more red threes out after the deal: however they arrived (dealt,
        # or drawn as replacements), every one is laid out and every hand is back to 11 cards.
        p = deal_seed(lambda p: len(p.red_threes["NS"]) >= 3 or len(p.red_threes["EW"]) >= 3)
        side = "NS" if len(p.red_threes["NS"]) >= 3 else "EW"
        for s in SEATS:
            assert len(p.hand(s)) == 11
        assert len(p.red_threes[side]) >= 3


class TestValues:
    """[values] The card values drive opening minimums and scoring."""

    SLUG = "values"

    def test_opening_counts_card_values(self) -> None:
        # joker 50 + two 20 ... an opening of 8 8 JK is 10+10+50 = 70 >= 50
        p = position(hand=["8C", "8D", "JK", "4C", "9C"])
        r = cc.check(p, "meld 8C 8D JK")
        assert r.legal and r.params["points"] == "70"
        # 4 4 2 = 5+5+20 = 30 < 50
        p = position(hand=["4C", "4D", "2C", "9C", "9D"])
        assert cc.check(p, "meld 4C 4D 2C").params["points"] == "30"

    def test_scoring_counts_card_values(self) -> None:
        p = position(
            phase="over", hand=[], hands={"E": [], "S": ["AS", "3C"], "W": []},
            melds={"NS": {"A": ["AC", "AD", "JK"], "8": ["8C", "8D", "2C"]}},
        )
        ns = cc.score(p)["NS"]
        assert ns["melds"] == 20 + 20 + 50 + 10 + 10 + 20
        assert ns["hands"] == -(20 + 5)

    def test_red_three_has_no_card_value(self) -> None:
        assert VALUES["3H"] == VALUES["3D"] == 0
        p = position(phase="over", hand=[], hands={"E": [], "S": [], "W": []}, red_threes={"NS": ["3H"]},
                     melds={"NS": {"K": ["KC", "KD", "KH"]}})
        assert cc.score(p)["NS"]["melds"] == 30 and cc.score(p)["NS"]["red_threes"] == 100


# ===================================================================== 2. Melds, canastas, opening


class TestMeldRank:
    SLUG = "meld.rank"

    def test_three_of_a_rank_is_a_meld(self) -> None:
        p = allowed(position(hand=["5C", "5D", "5H", "9C", "8C"], melds=KINGS3), "meld 5C 5D 5H")
        assert p.melds["NS"]["5"] == ("5C", "5D", "5H")

    def test_wild_cards_stand_for_the_rank(self) -> None:
        allowed(position(hand=["5C", "5D", "2H", "9C", "8C"], melds=KINGS3), "meld 5C 5D 2H")

    def test_sequences_are_not_melds(self) -> None:
        refused(position(hand=["5C", "6C", "7C", "9C"], melds=KINGS3), "meld 5C 6C 7C", "meld.rank")

    def test_two_cards_are_not_a_meld(self) -> None:
        r = refused(position(hand=["5C", "5D", "9C", "9D"], melds=KINGS3), "meld 5C 5D", "meld.rank")
        assert (r.code, r.params["size"]) == ("meld.too-small", "2")

    def test_groups_of_one_rank_in_one_action_merge(self) -> None:
        p = allowed(position(hand=["5C", "5D", "5H", "9C", "8C"], melds=KINGS3), "meld 5C 5D; 5H")
        assert p.melds["NS"]["5"] == ("5C", "5D", "5H")

    def test_prefix_must_match_the_naturals(self) -> None:
        refused(position(hand=["5C", "5D", "5H", "9C"], melds=KINGS3), "meld K: 5C 5D 5H", "meld.rank")

    def test_a_threes_prefix_over_other_naturals_is_a_mismatch(self) -> None:
        # once ruled legal, and play() dropped the fives: they went to no meld
        r = refused(position(hand=["5C", "5D", "5H", "9C", "9D", "8C"], melds=KINGS3),
                    "meld 3: 5C 5D 5H", "meld.rank")
        assert r.code == "meld.prefix-mismatch"

    def test_a_take_with_too_small_a_top_card_meld(self) -> None:
        # one natural seven with the top seven makes only two cards: a meld rule, not use-top
        p = position(phase="draw", hand=["7S", "9C", "9D"], pile=["4C", "7H"], melds=KINGS3)
        refused(p, "take 7S", "meld.rank")

    def test_fours_to_aces_only(self) -> None:
        with pytest.raises(cc.NotationError):
            cc.check(position(hand=["2C", "2D", "2H"]), "meld 2: 2C 2D 2H")


class TestMeldNaturals:
    SLUG = "meld.naturals"

    def test_two_naturals_and_a_wild(self) -> None:
        allowed(position(hand=["9C", "9D", "JK", "4C", "8C"], melds=KINGS3), "meld 9C 9D JK")

    def test_one_natural_is_not_enough(self) -> None:
        r = refused(position(hand=["9C", "2D", "JK", "4C"], melds=KINGS3), "meld 9C 2D JK", "meld.naturals")
        assert (r.code, r.params["naturals"]) == ("meld.naturals", "1")

    def test_take_with_top_card_and_two_wilds_needs_two_naturals(self) -> None:
        p = position(phase="draw", hand=["2D", "JK", "4C"], pile=["4D", "9H"], melds=KINGS3)
        refused(p, "take 2D JK", "meld.naturals")
        p = position(phase="draw", hand=["9C", "JK", "4C"], pile=["4D", "9H"], melds=KINGS3)
        allowed(p, "take 9C JK")


class TestMeldWilds:
    SLUG = "meld.wilds"

    def test_four_wilds_refused(self) -> None:
        p = position(hand=["8C", "8D", "2C", "2D", "2S", "JK", "4H"], melds=KINGS3)
        refused(p, "meld 8C 8D 2C 2D 2S JK", "meld.wilds")

    def test_three_wilds_in_a_small_meld_allowed(self) -> None:
        # this table lets wilds outnumber naturals: 5-5-2-2-2
        p = position(hand=["5C", "5D", "2C", "2D", "2S", "4H", "8C"], melds=KINGS3)
        allowed(p, "meld 5C 5D 2C 2D 2S")

    def test_adding_a_fourth_wild_to_a_meld_refused(self) -> None:
        p = position(hand=["JK", "4C", "4D"], melds={"NS": {"K": ["KC", "KD", "2C", "2D", "2H"]}})
        refused(p, "meld K: JK", "meld.wilds")

    def test_adding_a_third_wild_allowed(self) -> None:
        p = position(hand=["JK", "4C", "4D"], melds={"NS": {"K": ["KC", "KD", "KH", "2C", "2D"]}})
        after = allowed(p, "meld K: JK")
        assert after.melds["NS"]["K"] == ("KC", "KD", "KH", "2C", "2D", "JK")

    def test_counted_whatever_the_size(self) -> None:
        p = position(hand=["JK", "4C", "4D"], melds={"NS": {"K": ["KC", "KD", "KH", "KS", "KS", "2C", "2D", "2H"]}})
        refused(p, "meld K: JK", "meld.wilds")


class TestMeldNoWildOnly:
    SLUG = "meld.no-wild-only"

    def test_wild_cards_alone_refused(self) -> None:
        refused(position(hand=["2C", "2D", "JK", "4C"], melds=KINGS3), "meld 2C 2D JK", "meld.no-wild-only")

    def test_wild_cards_alone_cannot_start_a_meld_of_a_named_rank(self) -> None:
        refused(position(hand=["2C", "2D", "JK", "4C"], melds=KINGS3), "meld Q: 2C 2D JK", "meld.no-wild-only")

    def test_wild_cards_added_to_an_existing_meld(self) -> None:
        p = allowed(position(hand=["2C", "4C", "4D"], melds=KINGS3), "meld K: 2C")
        assert p.melds["NS"]["K"] == ("KC", "KD", "KH", "2C")


class TestMeldShared:
    SLUG = "meld.shared"

    def test_add_to_the_partners_meld(self) -> None:
        p = position(hand=["KS", "4C", "4D"], melds=KINGS3, melded=["S"])
        after = allowed(p, "meld KS")
        assert after.melds["NS"] == {"K": ("KC", "KD", "KH", "KS")}
        assert after.melded == frozenset({"N", "S"})

    def test_cards_of_a_melded_rank_join_that_meld(self) -> None:
        # three more kings do not start a second meld of kings
        p = position(hand=["KS", "KS", "JK", "4C", "4D"], melds=KINGS3)
        after = allowed(p, "meld KS KS JK")
        assert list(after.melds["NS"]) == ["K"] and len(after.melds["NS"]["K"]) == 6

    def test_never_add_to_the_opponents_melds(self) -> None:
        p = position(hand=["QS", "2S", "4C", "4D"], melds={"NS": {"K": ["KC", "KD", "KH"]}, "EW": {"Q": ["QC", "QD", "QH"]}})
        refused(p, "meld QS", "meld.rank")  # a lone queen is a new (too small) NS meld
        refused(p, "meld Q: 2S", "meld.no-wild-only")

    def test_opponents_meld_untouched(self) -> None:
        p = position(hand=["QS", "QS", "QH", "4C", "8C"], melds={"NS": {"K": ["KC", "KD", "KH"]}, "EW": {"Q": ["QC", "QD", "QH"]}})
        after = allowed(p, "meld QS QS QH")
        assert after.melds["EW"]["Q"] == ("QC", "QD", "QH")
        assert after.melds["NS"]["Q"] == ("QH", "QS", "QS")


class TestMeldCanasta:
    SLUG = "meld.canasta"

    def test_seven_cards_make_a_canasta_natural_or_mixed(self) -> None:
        p = position(hand=["KS", "4C", "4D"], melds={"NS": {"K": KINGS7[:6]}, "EW": {"Q": QUEENS_MIXED}})
        after = allowed(p, "meld KS")
        assert ("K", True) in canastas(after, "NS")
        assert canastas(after, "EW") == [("Q", False)]
        assert "meld.canasta" in cc.check(p, "meld KS").cites

    def test_more_naturals_may_be_added(self) -> None:
        p = position(hand=["QS", "4C", "4D"], melds=QUEENS_MELD)
        after = allowed(p, "meld QS")
        assert len(after.melds["NS"]["Q"]) == 8

    def test_a_wild_onto_a_natural_canasta_is_legal_with_a_warning(self) -> None:
        p = position(hand=["2C", "4C", "4D"], melds={"NS": {"K": KINGS7}})
        r = cc.check(p, "meld K: 2C")
        assert r.legal
        assert [w.rule for w in r.warnings] == ["meld.canasta"]
        assert "300" in r.warnings[0].reason and "500" in r.warnings[0].reason
        after = cc.play(p, "meld K: 2C")
        assert canastas(after, "NS") == [("K", False)]

    def test_no_warning_for_a_natural_card_or_a_mixed_canasta(self) -> None:
        p = position(hand=["KS", "2C", "4C"], melds={"NS": {"K": KINGS7[:6] + ["2D"]}})
        assert cc.check(p, "meld KS").warnings == ()
        assert cc.check(p, "meld K: 2C").warnings == ()
        p = position(hand=["KS", "2C", "4C"], melds={"NS": {"K": KINGS7[:6]}})
        assert cc.check(p, "meld KS").warnings == ()

    def test_a_wild_onto_a_canasta_only_within_the_wild_limit(self) -> None:
        p = position(hand=["2C", "4C", "4D"], melds={"NS": {"K": ["KC", "KD", "KH", "KS", "2D", "2H", "JK"]}})
        refused(p, "meld K: 2C", "meld.wilds")


class TestOpenMinimum:
    SLUG = "open.minimum"

    @pytest.mark.parametrize(
        ("score", "ok", "short"),
        [
            (-5, "meld 4C 4D 4H", None),  # 15 = 15; nothing smaller can be melded
            (0, "meld KC KD KH 2C", "meld KC KD KH; 7C 7D 7H"),  # 50 / 45
            (1495, "meld KC KD KH 2C", "meld KC KD KH; 7C 7D 7H"),
            (1500, "meld AC AD AH; KC KD KH", "meld AC AD AH; 7C 7D 7H"),  # 90 / 75
            (2995, "meld AC AD AH; KC KD KH", "meld AC AD AH; 7C 7D 7H"),
            (3000, "meld AC AD AH; KC KD KH; QC QD QH", "meld AC AD AH JK"),  # 120 / 110
        ],
    )
    def test_minimum_by_score(self, score: int, ok: str, short: str | None) -> None:
        hand = ["AC", "AD", "AH", "KC", "KD", "KH", "QC", "QD", "QH", "7C", "7D", "7H", "4C", "4D", "4H", "2C", "JK", "9S"]
        p = position(hand=hand, scores={"NS": score, "EW": 0})
        r = cc.check(p, ok)
        assert r.legal, r.reason
        assert r.params["minimum"] == str(opening_minimum(score))
        if short:
            r = refused(p, short, "open.minimum")
            assert r.code == "open.minimum" and r.params["minimum"] == str(opening_minimum(score))

    def test_melds_laid_together_count_together(self) -> None:
        p = position(hand=["KC", "KD", "KH", "9C", "9D", "9H", "4S", "4D"])
        refused(p, "meld KC KD KH", "open.minimum")  # 30
        allowed(p, "meld KC KD KH; 9C 9D 9H")  # 60

    def test_bonuses_do_not_count(self) -> None:
        # four red threes and a seven-card canasta of fours: only the 35 in card values count
        p = position(
            hand=["4C", "4C", "4D", "4D", "4H", "4H", "4S", "9D", "9H"],
            red_threes={"NS": ["3H", "3H", "3D", "3D"]},
        )
        refused(p, "meld 4C 4C 4D 4D 4H 4H 4S", "open.minimum")

    def test_once_opened_both_partners_meld_freely(self) -> None:
        p = position(hand=["4C", "4D", "4H", "9C", "8C"], melds=KINGS3, melded=["S"])
        allowed(p, "meld 4C 4D 4H")  # 15 points, fine after the partner opened

    def test_the_opponents_opening_does_not_open_us(self) -> None:
        p = position(hand=["4C", "4D", "4H", "9C", "8C"], melds={"EW": {"K": ["KC", "KD", "KH"]}})
        refused(p, "meld 4C 4D 4H", "open.minimum")
        assert not has_opened(p, "NS")


class TestOpenPileTop:
    SLUG = "open.pile-top"

    def test_the_top_card_counts(self) -> None:
        # AC AD alone are 40; with the top ace 60 >= 50
        p = position(phase="draw", hand=["AC", "AD", "9C", "4D"], pile=["5C", "AH"])
        after = allowed(p, "take AC AD")
        assert after.melds["NS"]["A"] == ("AC", "AD", "AH")
        assert "open.pile-top" in cc.check(p, "take AC AD").cites

    def test_buried_cards_never_count(self) -> None:
        # the buried kings would make 45 + 30, but they reach the hand only after the opening
        p = position(phase="draw", hand=["7C", "7D", "KD", "9C"], pile=["KS", "KH", "7H"])
        r = refused(p, "take 7C 7D", "open.minimum")
        assert r.params["points"] == "15"
        refused(p, "take 7C 7D; KS KH KD", "card.not-held")

    def test_hand_melds_in_the_take_reach_the_minimum(self) -> None:
        p = position(phase="draw", hand=["7C", "7D", "AC", "AD", "AH", "9C"], pile=["KS", "7H"])
        refused(p, "take 7C 7D", "open.minimum")  # 15
        after = allowed(p, "take 7C 7D; AC AD AH")  # 15 + 60
        assert after.hand() == ("KS", "9C")


# ===================================================================== 3. A turn and the pile


class TestTurnSequence:
    SLUG = "turn.sequence"

    def test_draw_then_meld_then_discard(self) -> None:
        p = position(phase="draw", hand=["5C", "5D", "5H", "9C"], melds=KINGS3, stock=["9D", "4S"])
        p = allowed(p, "draw")
        assert p.phase == "play" and p.turn == "N" and "9D" in p.hand()
        p = allowed(p, "meld 5C 5D 5H")
        assert p.phase == "play"
        p = allowed(p, "discard 9C")
        assert p.turn == "E" and p.phase == "draw"

    def test_take_instead_of_draw(self) -> None:
        p = position(phase="draw", hand=["5C", "5D", "9C"], melds=KINGS3, pile=["8C", "5H"])
        p = allowed(p, "take 5C 5D")
        assert p.phase == "play" and p.hand() == ("9C", "8C") and p.pile == ()

    def test_melding_before_drawing_is_refused(self) -> None:
        p = position(phase="draw", hand=["5C", "5D", "5H", "9C"], melds=KINGS3)
        for action in ("meld 5C 5D 5H", "discard 9C", "ask"):
            refused(p, action, "turn.not-yours")

    def test_drawing_twice_is_refused(self) -> None:
        p = position(phase="play", hand=["5C", "9C"], melds=KINGS3)
        for action in ("draw", "take", "pass"):
            refused(p, action, "turn.not-yours")

    def test_going_out_may_skip_the_discard(self) -> None:
        p = position(hand=["5C", "5D", "5H"], melds=QUEENS_MELD)
        after = allowed(p, "meld 5C 5D 5H")
        assert after.phase == "over" and after.went_out is not None and after.went_out.seat == "N"


class TestPileBlocked:
    SLUG = "pile.blocked"

    @pytest.mark.parametrize("top", ["2C", "JK", "3S", "3C"])
    def test_wild_or_black_three_on_top_blocks(self, top: str) -> None:
        p = position(phase="draw", hand=["7D", "7S", "3C", "2D"], pile=["7H", top], melds=SEVENS3)
        refused(p, "take 7D 7S", "pile.blocked")
        refused(p, "take", "pile.blocked")

    def test_black_three_inside_the_pile_neither_blocks_nor_freezes(self) -> None:
        p = position(phase="draw", hand=["7C", "9D"], pile=["3C", "5D", "7H"], melds={"NS": {"7": ["7D", "7D", "7S"]}})
        assert frozen_for(p, "NS") is None
        after = allowed(p, "take")
        assert "3C" in after.hand()

    def test_a_discarded_wild_blocks_then_freezes(self) -> None:
        p = position(hand=["2C", "9D", "9C"], hands={"E": ["7D", "7S", "9H"]}, pile=["7H"], melds=SEVENS3)
        p = allowed(p, "discard 2C")
        assert p.pile == ("7H", "2C")
        assert cc.check(p, "take").rule == "pile.blocked"
        assert frozen_for(p, "EW") == "wild"


class TestPileUseTop:
    SLUG = "pile.use-top"

    def test_natural_pair(self) -> None:
        p = position(phase="draw", hand=["7C", "7D", "9D"], pile=["4C", "7H"], melds=KINGS3)
        after = allowed(p, "take 7C 7D")
        assert after.melds["NS"]["7"] == ("7C", "7D", "7H")
        assert after.hand() == ("9D", "4C")

    def test_one_natural_and_one_wild(self) -> None:
        p = position(phase="draw", hand=["7C", "JK", "9D"], pile=["4C", "7H"], melds=KINGS3)
        allowed(p, "take 7C JK")

    def test_existing_meld_bare_take(self) -> None:
        p = position(phase="draw", hand=["9D"], pile=["4C", "7H"], melds=SEVENS3)
        after = allowed(p, "take")
        assert after.melds["NS"]["7"] == ("7C", "7C", "7D", "7H")

    def test_existing_finished_canasta_counts(self) -> None:
        p = position(phase="draw", hand=["9D"], pile=["4C", "KS"], melds={"NS": {"K": KINGS7}})
        after = allowed(p, "take")
        assert len(after.melds["NS"]["K"]) == 8

    def test_bare_take_without_a_meld_of_that_rank(self) -> None:
        p = position(phase="draw", hand=["7C", "7D"], pile=["4C", "9H"], melds=KINGS3)
        r = refused(p, "take", "pile.use-top")
        assert (r.code, r.params["rank"]) == ("pile.use-top-bare", "9")

    def test_hand_cards_of_another_rank(self) -> None:
        p = position(phase="draw", hand=["8C", "8D", "9D"], pile=["4C", "7H"], melds=KINGS3)
        refused(p, "take 8C 8D", "pile.use-top")

    def test_top_card_into_another_ranks_meld(self) -> None:
        # only the top card's own rank will do, even with a meld of kings on the table
        p = position(phase="draw", hand=["KS", "9D"], pile=["4C", "7H"], melds=KINGS3)
        refused(p, "take KS", "pile.use-top")


class TestPileFrozen:
    SLUG = "pile.frozen"

    def test_frozen_for_a_side_that_has_not_opened(self) -> None:
        p = position(phase="draw", hand=["7C", "JK", "KC", "KD", "KH"], pile=["4C", "7H"], scores={"NS": -10, "EW": 0})
        assert frozen_for(p, "NS") == "not-opened"
        r = refused(p, "take 7C JK", "pile.frozen")
        assert (r.code, r.params["why_code"]) == ("pile.frozen", "not-opened")

    def test_unopened_side_takes_with_a_natural_pair(self) -> None:
        p = position(phase="draw", hand=["7C", "7D", "9S"], pile=["4C", "7H"], scores={"NS": -10, "EW": 0})
        after = allowed(p, "take 7C 7D")
        assert after.melds["NS"]["7"] == ("7C", "7D", "7H")

    @pytest.mark.parametrize(("buried", "why"), [("2D", "wild"), ("JK", "wild"), ("3H", "red-three")])
    def test_a_buried_wild_or_red_three_freezes_for_everyone(self, buried: str, why: str) -> None:
        p = position(phase="draw", hand=["7D", "JK", "9S"], pile=["5C", buried, "4C", "7H"], melds=SEVENS3)
        assert frozen_for(p, "NS") == why and frozen_for(p, "EW") == why
        # even with a meld of sevens on the table, a bare take or a natural plus a wild is refused
        refused(p, "take", "pile.frozen")
        refused(p, "take 7D JK", "pile.frozen")

    def test_frozen_pile_taken_with_two_naturals_wild_may_join(self) -> None:
        p = position(phase="draw", hand=["7D", "7S", "2C", "9S"], pile=["5C", "2D", "4C", "7H"], melds={"NS": {"7": ["7C", "7C", "7H"]}})
        after = allowed(p, "take 7D 7S 2C")
        assert after.melds["NS"]["7"] == ("7C", "7C", "7D", "7H", "7H", "7S", "2C")
        r = cc.check(p, "take 7D 7S")
        assert r.legal and r.code == "ok.take-frozen"

    def test_the_two_naturals_must_be_in_the_first_group(self) -> None:
        p = position(phase="draw", hand=["7D", "7S", "2C", "9S"], pile=["5C", "2D", "4C", "7H"], melds=KINGS3)
        refused(p, "take 7D 2C; 7S", "pile.frozen")
        allowed(p, "take 7D 7S; K: 2C")

    def test_taking_removes_the_freeze(self) -> None:
        p = position(phase="draw", hand=["7D", "7S", "9S", "8C"], pile=["5C", "2D", "4C", "7H"], melds=KINGS3)
        p = allowed(p, "take 7D 7S")
        assert p.pile == ()
        p = allowed(p, "discard 9S")
        assert frozen_for(p, "EW") == "not-opened"  # EW has no melds: frozen only for them
        assert frozen_for(p, "NS") is None

    def test_not_frozen_when_opened_and_nothing_buried(self) -> None:
        p = position(phase="draw", hand=["7D", "JK", "9S"], pile=["5C", "3S", "4C", "7H"], melds=KINGS3)
        assert frozen_for(p, "NS") is None
        allowed(p, "take 7D JK")


class TestPileOneCard:
    SLUG = "pile.one-card"

    def test_one_card_against_a_one_card_pile_refused(self) -> None:
        p = position(phase="draw", hand=["7D"], pile=["7H"], melds={"NS": {"7": ["7C", "7C", "7S"], "Q": QUEENS_MIXED}})
        refused(p, "take", "pile.one-card")
        refused(p, "take 7D", "pile.one-card")

    def test_a_two_card_pile_may_be_taken(self) -> None:
        p = position(phase="draw", hand=["7D"], pile=["9C", "7H"], melds={"NS": {"7": ["7C", "7C", "7S"]}})
        after = allowed(p, "take")
        assert after.hand() == ("9C", "7D")

    def test_two_cards_against_a_one_card_pile_allowed(self) -> None:
        p = position(phase="draw", hand=["7D", "9C"], pile=["7H"], melds={"NS": {"7": ["7C", "7C", "7S"]}})
        allowed(p, "take")


class TestPileEmpty:
    SLUG = "pile.empty"

    def test_an_empty_pile_cannot_be_taken(self) -> None:
        p = position(phase="draw", hand=["7D", "7S"], pile=[], melds=SEVENS3)
        refused(p, "take", "pile.empty")
        refused(p, "take 7D 7S", "pile.empty")
        assert cc.legal_actions(p) == ["draw"]

    def test_a_one_card_pile_can(self) -> None:
        p = position(phase="draw", hand=["7D", "7S", "9C", "8C"], pile=["7H"], melds=KINGS3)
        allowed(p, "take 7D 7S")


class TestTurnDiscard:
    SLUG = "turn.discard"

    @pytest.mark.parametrize("card", ["9C", "2C", "JK", "3S"])
    def test_any_card_may_be_discarded(self, card: str) -> None:
        p = position(hand=["9C", "2C", "JK", "3S", "8D"], melds=KINGS3)
        after = allowed(p, f"discard {card}")
        assert after.pile[-1] == card and card not in after.hand("N")
        assert after.turn == "E" and after.phase == "draw"

    def test_a_card_not_held_cannot_be_discarded(self) -> None:
        refused(position(hand=["9C", "8D"]), "discard 7H", "card.not-held")

    def test_one_card_only(self) -> None:
        with pytest.raises(cc.NotationError):
            cc.check(position(hand=["9C", "8D"]), "discard 9C 8D")

    def test_the_next_turn_starts_fresh(self) -> None:
        p = position(hand=["9C", "8D"], melds=KINGS3, this_turn={"took_pile": True, "melded": True, "new_melds": ["K"]})
        after = allowed(p, "discard 9C")
        t = after.this_turn
        assert (t.took_pile, t.melded, t.asked, t.new_melds) == (False, False, None, ())


# ===================================================================== 4. Special threes


class TestThreesRedDraw:
    SLUG = "threes.red-draw"

    def test_a_drawn_red_three_is_laid_out_and_replaced(self) -> None:
        p = position(phase="draw", hand=["9C"], stock=["3H", "KS", "4D"])
        after = allowed(p, "draw")
        assert after.red_threes["NS"] == ("3H",)
        assert after.hand() == ("KS", "9C")
        assert after.stock == ("4D",)
        assert after.phase == "play"

    def test_again_if_the_replacement_is_a_red_three(self) -> None:
        p = position(phase="draw", turn="E", hand=["9C"], stock=["3H", "3D", "KS", "4D"])
        after = allowed(p, "draw")
        assert after.red_threes["EW"] == ("3D", "3H")
        assert after.hand() == ("KS", "9C")
        assert after.stock == ("4D",)

    def test_a_red_three_in_a_taken_pile_is_laid_out_without_replacement(self) -> None:
        p = position(phase="draw", hand=["7C", "7D", "9S"], pile=["3D", "5C", "7H"], stock=["KS", "4D"], melds=KINGS3)
        after = allowed(p, "take 7C 7D")
        assert after.red_threes["NS"] == ("3D",)
        assert after.hand() == ("9S", "5C")
        assert after.stock == ("KS", "4D")  # nothing drawn
        assert card_total(after) == card_total(p)


class TestThreesRedScore:
    SLUG = "threes.red-score"

    @staticmethod
    def over(reds: list[str], melds: dict[str, list[str]] | None) -> cc.Position:
        return position(phase="over", hand=[], hands={"E": [], "S": [], "W": []},
                        red_threes={"NS": reds}, melds={"NS": melds or {}})

    @pytest.mark.parametrize(("n", "bonus"), [(1, 100), (2, 200), (3, 300), (4, 800)])
    def test_a_side_that_melded(self, n: int, bonus: int) -> None:
        reds = ["3H", "3H", "3D", "3D"][:n]
        assert cc.score(self.over(reds, {"K": ["KC", "KD", "KH"]}))["NS"]["red_threes"] == bonus

    @pytest.mark.parametrize(("n", "bonus"), [(1, -100), (2, -200), (4, -800)])
    def test_a_side_that_melded_nothing(self, n: int, bonus: int) -> None:
        reds = ["3H", "3H", "3D", "3D"][:n]
        assert cc.score(self.over(reds, None))["NS"]["red_threes"] == bonus

    def test_no_red_threes(self) -> None:
        assert cc.score(self.over([], None))["NS"]["red_threes"] == 0


class TestThreesBlack:
    SLUG = "threes.black"

    @pytest.mark.parametrize(
        ("hand", "action"),
        [
            (["3C", "3S", "3C", "9D"], "meld 3C 3C 3S"),  # then the final discard
            (["3C", "3S", "3C", "3S"], "meld 3C 3C 3S 3S"),  # out without a discard
            (["3C", "3S", "3C", "9D", "9H", "9S"], "meld 3C 3C 3S; 9D 9H 9S"),
        ],
    )
    def test_three_or_four_naturals_when_going_out(self, hand: list[str], action: str) -> None:
        p = allowed(position(hand=hand, melds=QUEENS_MELD), action)
        assert p.melds["NS"]["3"] in (("3C", "3C", "3S"), ("3C", "3C", "3S", "3S"))

    @pytest.mark.parametrize(
        ("hand", "action"),
        [
            (["3C", "3S", "3C", "9D"], "meld 3C 3C 3S"),
            (["3C", "3S", "3C", "3S"], "meld 3C 3C 3S 3S"),
            (["3C", "3S", "3C", "9D", "9H", "9S"], "meld 3C 3C 3S; 9D 9H 9S"),
        ],
    )
    def test_the_ruling_says_they_are_allowed_only_when_going_out(self, hand: list[str],
                                                                  action: str) -> None:
        """Issue 37: a legal meld of black threes says why it is legal now, and cites the rule."""
        r = cc.check(position(hand=hand, melds=QUEENS_MELD), action)
        assert r.legal and r.cites[0] == "threes.black"
        if r.code != "ok.out":  # the whole hand melded: "You go out." says it already
            assert r.code == "ok.meld-threes"
            assert "solo se permite" in r.reason_in("es")

    def test_not_when_staying_in(self) -> None:
        p = position(hand=["3C", "3S", "3C", "9D", "8D"], melds=QUEENS_MELD)
        refused(p, "meld 3C 3C 3S", "threes.black")

    def test_not_two(self) -> None:
        refused(position(hand=["3C", "3S", "9D"], melds=QUEENS_MELD), "meld 3C 3S", "threes.black")

    def test_never_with_a_wild(self) -> None:
        r = refused(position(hand=["3C", "3S", "3C", "2C"], melds=QUEENS_MELD), "meld 3C 3C 3S 2C", "threes.black")
        assert r.code == "threes.black-wild"

    def test_going_out_still_needs_a_canasta(self) -> None:
        refused(position(hand=["3C", "3S", "3C", "9D"], melds=KINGS3), "meld 3C 3C 3S", "out.canasta")

    def test_black_threes_in_a_take(self) -> None:
        p = position(phase="draw", hand=["7C", "7D", "3C", "3S", "3C"], pile=["9C", "8C", "7H"], melds=QUEENS_MELD)
        refused(p, "take 7C 7D; 3C 3C 3S", "threes.black")  # 9C and 8C would stay in the hand
        p = position(phase="draw", hand=["7C", "7D", "3C", "3S", "3C"], pile=["9C", "7H"], melds=QUEENS_MELD)
        assert allowed(p, "take 7C 7D; 3C 3C 3S").hand() == ("9C",)  # the final discard
        p = position(phase="draw", hand=["7C", "7D", "3C", "3S", "3C"], pile=["7H"], melds=QUEENS_MELD)
        after = allowed(p, "take 7C 7D; 3C 3C 3S")
        assert after.phase == "over"


# ===================================================================== 5. Going out, end of stock


class TestOutCanasta:
    SLUG = "out.canasta"

    def test_without_a_canasta_keep_a_card_after_discarding(self) -> None:
        p = position(hand=["5C", "5D", "5H", "9C"], melds=KINGS3)
        refused(p, "meld 5C 5D 5H", "out.canasta")  # would leave one card: the discard empties

    def test_leaving_two_cards_is_fine(self) -> None:
        p = position(hand=["5C", "5D", "5H", "9C", "8C"], melds=KINGS3)
        allowed(p, "meld 5C 5D 5H")

    def test_discarding_the_last_card_without_a_canasta(self) -> None:
        refused(position(hand=["9C"], melds=KINGS3), "discard 9C", "out.canasta")

    def test_with_a_canasta_go_out_by_melding_or_discarding(self) -> None:
        p = allowed(position(hand=["5C", "5D", "5H", "9C"], melds=QUEENS_MELD), "meld 5C 5D 5H")
        assert p.phase == "play"
        p = allowed(p, "discard 9C")
        assert p.phase == "over" and p.went_out == cc.positions.WentOut("N", False)

    def test_canasta_completed_in_this_very_turn(self) -> None:
        p = position(hand=["KS", "5C", "5D", "5H"], melds={"NS": {"K": KINGS7[:6]}})
        after = allowed(p, "meld KS; 5C 5D 5H")
        assert after.phase == "over"


class TestOutPermission:
    SLUG = "out.permission"

    def test_ask_allowed_when_going_out_is_possible(self) -> None:
        p = position(hand=["KS", "KD", "KH", "7C"], melds=QUEENS_MELD)
        after = allowed(p, "ask")
        assert after.this_turn.asked == "pending" and after.turn == "N"
        assert cc.legal_actions(after) == ["yes", "no"]

    def test_asking_is_optional(self) -> None:
        p = position(hand=["KS", "KD", "KH", "7C"], melds=QUEENS_MELD)
        assert allowed(p, "meld KS KD KH").phase == "play"

    def test_ask_refused_when_going_out_is_impossible(self) -> None:
        p = position(hand=["KS", "KD", "KH", "7C", "8D"], melds=QUEENS_MELD)
        r = refused(p, "ask", "out.permission")
        assert r.code == "ask.cannot-go-out"

    def test_ask_refused_with_fewer_than_two_cards(self) -> None:
        refused(position(hand=["7C"], melds=QUEENS_MELD), "ask", "out.permission")

    def test_ask_refused_after_melding(self) -> None:
        p = position(hand=["KS", "KD", "KH", "7C"], melds=QUEENS_MELD, this_turn={"melded": True})
        refused(p, "ask", "out.permission")

    def test_ask_refused_twice(self) -> None:
        p = position(hand=["KS", "KD", "KH", "7C"], melds=QUEENS_MELD, this_turn={"asked": "no"})
        refused(p, "ask", "out.permission")

    def test_ask_after_the_top_card_meld_of_a_take(self) -> None:
        p = position(phase="draw", hand=["7C", "7D", "KS", "KD", "KH"], pile=["7H"], melds=QUEENS_MELD)
        p = allowed(p, "take 7C 7D")
        assert p.this_turn.took_pile and not p.this_turn.melded
        allowed(p, "ask")

    def test_no_ask_after_further_melds_in_the_take(self) -> None:
        p = position(phase="draw", hand=["7C", "7D", "KS", "KD", "KH", "9C", "9D", "9H"], pile=["7H"], melds=QUEENS_MELD)
        p = allowed(p, "take 7C 7D; KS KD KH")
        assert p.this_turn.melded
        refused(p, "ask", "out.permission")

    def test_pending_answer_blocks_everything_else(self) -> None:
        p = position(hand=["KS", "KD", "KH", "7C"], melds=QUEENS_MELD, this_turn={"asked": "pending"})
        for action in ("meld KS KD KH", "discard 7C", "ask"):
            refused(p, action, "out.permission")

    def test_yes_binds_a_discard_that_does_not_go_out_is_refused(self) -> None:
        p = position(hand=["KS", "KD", "KH", "7C"], melds=QUEENS_MELD, this_turn={"asked": "pending"})
        p = allowed(p, "yes")
        assert p.this_turn.asked == "yes" and p.turn == "N"
        r = refused(p, "discard 7C", "out.permission")
        assert r.code == "out.told-yes"

    def test_yes_binds_a_meld_that_leaves_a_hand_that_cannot_go_out_is_refused(self) -> None:
        p = position(hand=["KS", "KD", "KH", "7C", "7D", "2C"], melds=QUEENS_MELD, this_turn={"asked": "yes"})
        # 7C 7D 2C and KS KD KH go out together; melding K K K + 2 ... the kings with the two
        # leave 7C 7D: no meld, no going out
        refused(p, "meld KS KD KH 2C", "out.permission")
        allowed(p, "meld KS KD KH")  # 7C 7D 2C can still be melded

    def test_yes_then_going_out(self) -> None:
        p = position(hand=["KS", "KD", "KH", "7C"], melds=QUEENS_MELD, this_turn={"asked": "yes"})
        p = allowed(p, "meld KS KD KH")
        p = allowed(p, "discard 7C")
        assert p.phase == "over" and p.went_out is not None

    def test_after_yes_the_legal_actions_lead_out(self) -> None:
        p = position(hand=["KS", "KD", "KH", "7C", "7D", "7H", "9C"], melds=QUEENS_MELD, this_turn={"asked": "yes"})
        for _ in range(5):
            la = cc.legal_actions(p)
            assert la and not any(a.startswith("discard") and p.hand_size("N") > 1 for a in la)
            p = cc.play(p, la[-1])
            if p.phase == "over":
                break
        assert p.phase == "over" and p.went_out is not None

    def test_no_binds_going_out_by_melding_is_refused(self) -> None:
        p = position(hand=["KS", "KD", "KH", "7C"], melds=QUEENS_MELD, this_turn={"asked": "no"})
        r = refused(p, "meld KS KD KH", "out.permission")
        assert r.code == "out.told-no-one-card"

    def test_no_binds_going_out_by_discarding_is_refused(self) -> None:
        p = position(hand=["7C"], melds=QUEENS_MELD, this_turn={"asked": "no"})
        refused(p, "discard 7C", "out.permission")

    def test_no_still_allows_staying_in(self) -> None:
        p = position(hand=["KS", "KD", "KH", "7C", "8C"], melds=QUEENS_MELD, this_turn={"asked": "no"})
        p = allowed(p, "meld KS KD KH")
        allowed(p, "discard 7C")

    def test_answer_without_a_question(self) -> None:
        p = position(hand=["KS", "KD", "KH", "7C"], melds=QUEENS_MELD)
        refused(p, "yes", "turn.not-yours")
        refused(p, "no", "turn.not-yours")


class TestOutConcealed:
    SLUG = "out.concealed"

    FOURS = ["4C", "4C", "4D", "4D", "4H", "4H", "4S"]  # a natural canasta worth only 35

    def test_concealed_after_drawing_scores_200_without_the_minimum(self) -> None:
        p = position(hand=[*self.FOURS, "9D"], hands={"E": [], "S": ["5C"], "W": []}, melded=[])
        p = allowed(p, "meld 4C 4C 4D 4D 4H 4H 4S")
        p = allowed(p, "discard 9D")
        assert p.went_out == cc.positions.WentOut("N", True)
        ns = cc.score(p)["NS"]
        assert ns["going_out"] == 200
        assert ns == {"melds": 35, "hands": -5, "canastas": 500, "red_threes": 0, "going_out": 200, "total": 730}

    def test_the_reason_explains_the_waived_minimum(self) -> None:
        p = position(hand=[*self.FOURS, "9D"], melded=[])
        r = cc.check(p, "meld 4C 4C 4D 4D 4H 4H 4S")
        assert r.legal and (r.code, r.params["points"]) == ("ok.open-concealed", "35")
        assert "out.concealed" in r.cites
        assert "de mano" in r.reason_in("es")
        # an ordinary opening still says how it reaches the minimum
        p = position(hand=["KC", "KD", "KH", "9C", "9D", "9H", "4S", "4D"])
        r = cc.check(p, "meld KC KD KH; 9C 9D 9H")
        assert (r.code, r.params) == ("ok.open", {"points": "60", "minimum": "50"})

    def test_concealed_without_a_discard(self) -> None:
        p = position(hand=[*self.FOURS, "9D", "9H", "9S"], melded=[])
        p = allowed(p, "meld 4C 4C 4D 4D 4H 4H 4S; 9D 9H 9S")
        assert p.went_out == cc.positions.WentOut("N", True)

    def test_minimum_waived_only_for_going_out(self) -> None:
        p = position(hand=[*self.FOURS, "9D", "8D"], melded=[])
        refused(p, "meld 4C 4C 4D 4D 4H 4H 4S", "open.minimum")

    def test_after_taking_the_pile_the_minimum_applies(self) -> None:
        p = position(phase="draw", hand=["4C", "4C", "4D", "4D", "4S", "4H", "9D"], pile=["KC", "4H"], melded=[])
        refused(p, "take 4C 4C 4D 4D 4H 4S", "open.minimum")

    def test_after_taking_the_pile_concealed_when_the_minimum_is_reached(self) -> None:
        p = position(phase="draw", hand=["4C", "4C", "4D", "4D", "4S", "4H", "AC", "AD", "AH"], pile=["9C", "4H"], melded=[])
        p = allowed(p, "take 4C 4C 4D 4D 4H 4S; AC AD AH")  # 35 + 60 = 95
        p = allowed(p, "discard 9C")
        assert p.went_out == cc.positions.WentOut("N", True)

    def test_adding_to_a_meld_already_on_the_table_spoils_it(self) -> None:
        # S opened with kings; N melds a canasta of fours and adds the last king to S's meld
        p = position(hand=[*self.FOURS, "KS", "9D"], melds=KINGS3, melded=["S"])
        assert p.this_turn.concealed_ok
        p = allowed(p, "meld 4C 4C 4D 4D 4H 4H 4S; KS")
        assert not p.this_turn.concealed_ok
        p = allowed(p, "discard 9D")
        assert p.went_out == cc.positions.WentOut("N", False)

    def test_partner_opened_player_melds_everything_new_concealed(self) -> None:
        p = position(hand=[*self.FOURS, "9D", "9H", "9S", "8C"], melds=KINGS3, melded=["S"])
        p = allowed(p, "meld 4C 4C 4D 4D 4H 4H 4S")
        p = allowed(p, "meld 9D 9H 9S")
        p = allowed(p, "discard 8C")
        assert p.went_out == cc.positions.WentOut("N", True)

    def test_a_player_who_melded_before_cannot(self) -> None:
        p = position(hand=[*self.FOURS, "9D"], melds=KINGS3, melded=["N"])
        p = allowed(p, "meld 4C 4C 4D 4D 4H 4H 4S")
        p = allowed(p, "discard 9D")
        assert p.went_out == cc.positions.WentOut("N", False)

    def test_the_players_own_melds_must_include_a_canasta(self) -> None:
        # the side's canasta is the partner's: going out with only new small melds is not concealed
        p = position(hand=["9D", "9H", "9S", "8C"], melds=QUEENS_MELD, melded=["S"])
        p = allowed(p, "meld 9D 9H 9S")
        p = allowed(p, "discard 8C")
        assert p.went_out == cc.positions.WentOut("N", False)
        assert cc.score(position(phase="over", hand=[], hands={"E": [], "S": [], "W": []}, melds=QUEENS_MELD,
                                 went_out={"seat": "N", "concealed": False}))["NS"]["going_out"] == 100


class TestStockLastRedThree:
    SLUG = "stock.last-red-three"

    def test_the_deal_ends_at_once(self) -> None:
        p = position(phase="draw", hand=["9C", "9D"], stock=["3H"], melds=QUEENS_MELD)
        after = allowed(p, "draw")
        assert after.phase == "over" and after.went_out is None
        assert after.red_threes["NS"] == ("3H",) and after.stock == ()
        assert after.hand() == ("9C", "9D")  # nothing drawn in its place
        assert cc.legal_actions(after) == []
        refused(after, "discard 9C", "turn.not-yours")

    def test_a_meld_after_it_is_refused_saying_how_the_deal_ended(self) -> None:
        """Issues 23 and 37: the meld after the last red three. The position records how the
        deal ended (notation.md `ended`), so the refusal names that ending and cites its rule;
        a declined pile ([stock.empty]) reads differently and cites its own."""
        p = position(phase="draw", hand=["9C", "9D", "9H"], stock=["3H"], melds=QUEENS_MELD)
        after = allowed(p, "draw")
        assert after.ending == "last-red-three" and '"ended": "last-red-three"' in cc.dump(after)
        r = refused(after, "meld 9C 9D 9H", "turn.not-yours")
        assert r.code == "turn.over-red-three"
        assert r.cites == ("stock.last-red-three",)
        assert "tres rojo" in r.reason_in("es")
        passed = allowed(position(phase="draw", hand=["9C"], pile=["5C"], stock=0), "pass")
        assert passed.ending == "stock" and '"ended"' not in cc.dump(passed)
        r2 = refused(passed, "discard 9C", "turn.not-yours")
        assert r2.code == "turn.over-stock"
        assert r2.cites == ("stock.empty",)

    def test_after_going_out_the_refusal_says_so(self) -> None:
        over = position(phase="over", hand=[], melds=QUEENS_MELD,
                        went_out={"seat": "N", "concealed": False})
        assert refused(over, "draw", "turn.not-yours").code == "turn.over-out"

    def test_a_replacement_red_three_as_last_card(self) -> None:
        p = position(phase="draw", hand=["9C"], stock=["3H", "3D"])
        after = allowed(p, "draw")
        assert after.phase == "over" and after.red_threes["NS"] == ("3D", "3H")

    def test_no_going_out_bonus(self) -> None:
        p = position(phase="draw", hand=["9C"], hands={"E": [], "S": [], "W": []}, stock=["3H"], melds=QUEENS_MELD)
        after = allowed(p, "draw")
        assert cc.score(after)["NS"]["going_out"] == 0

    def test_a_red_three_that_is_not_last_is_replaced(self) -> None:
        p = position(phase="draw", hand=["9C"], stock=["3H", "5C"])
        after = allowed(p, "draw")
        assert after.phase == "play" and after.hand() == ("9C", "5C") and after.stock == ()


class TestStockEmpty:
    SLUG = "stock.empty"

    def test_forced_take_onto_an_existing_meld(self) -> None:
        p = position(phase="draw", hand=["9D", "9H"], pile=["5C", "7H"], stock=0, melds={"NS": {"7": ["7C", "7D", "7S"]}})
        r = refused(p, "pass", "stock.empty")
        assert (r.code, r.params["top"]) == ("stock.must-take", "7H")
        assert cc.legal_actions(p) == ["take"]
        after = allowed(p, "take")
        assert after.phase == "play"

    def test_taking_for_a_new_meld_is_optional(self) -> None:
        p = position(phase="draw", hand=["7D", "7S", "9H"], pile=["5C", "7H"], stock=0, melds=KINGS3)
        assert set(cc.legal_actions(p)) == {"take 7D 7S", "pass"}
        after = allowed(p, "pass")
        assert after.phase == "over" and after.went_out is None

    def test_a_frozen_pile_is_never_forced(self) -> None:
        p = position(phase="draw", hand=["7D", "7S", "9H"], pile=["2C", "5C", "7H"], stock=0, melds={"NS": {"7": ["7C", "7C", "7H"]}})
        allowed(p, "pass")
        allowed(p, "take 7D 7S")

    def test_cannot_take_so_the_deal_ends(self) -> None:
        p = position(phase="draw", hand=["9H", "8C"], pile=["5C", "7H"], stock=0, melds=KINGS3)
        assert cc.legal_actions(p) == ["pass"]
        after = allowed(p, "pass")
        assert after.phase == "over" and after.went_out is None

    def test_blocked_pile_with_empty_stock_ends_the_deal(self) -> None:
        p = position(phase="draw", hand=["9H", "8C"], pile=["5C", "3S"], stock=0, melds=KINGS3)
        assert cc.legal_actions(p) == ["pass"]

    def test_pile_one_card_stops_the_take_so_the_deal_ends(self) -> None:
        p = position(phase="draw", hand=["9H"], pile=["7H"], stock=0, melds={"NS": {"7": ["7C", "7C", "7D"]}})
        assert cc.legal_actions(p) == ["pass"]
        assert allowed(p, "pass").phase == "over"

    def test_pass_only_with_an_empty_stock(self) -> None:
        p = position(phase="draw", hand=["9H"], pile=["7H"], stock=5, melds=KINGS3)
        refused(p, "pass", "stock.empty")

    def test_no_going_out_bonus_for_anyone(self) -> None:
        p = position(phase="draw", hand=["9H"], hands={"E": [], "S": [], "W": []}, pile=["5C", "7H"], stock=0,
                     melds={"NS": {"K": KINGS7}, "EW": {"Q": QUEENS_MIXED}})
        after = allowed(p, "pass")
        sc = cc.score(after)
        assert sc["NS"]["going_out"] == sc["EW"]["going_out"] == 0


# ===================================================================== 6. Scoring and the game


class TestScoreDeal:
    SLUG = "score.deal"

    def test_breakdown(self) -> None:
        p = position(
            phase="over", hand=[], hands={"S": ["9C", "JK"], "E": ["4C"], "W": ["AS", "AS"]},
            melds={"NS": {"K": KINGS7, "Q": QUEENS_MIXED, "3": ["3C", "3C", "3S"]}, "EW": {"5": ["5C", "5D", "5H"]}},
            red_threes={"NS": ["3H"], "EW": ["3D", "3D"]},
            went_out={"seat": "N", "concealed": False},
        )
        sc = cc.score(p)
        assert sc["NS"] == {"melds": 70 + 120 + 15, "hands": -60, "canastas": 800, "red_threes": 100,
                            "going_out": 100, "total": 205 - 60 + 800 + 100 + 100}
        assert sc["EW"] == {"melds": 15, "hands": -45, "canastas": 0, "red_threes": 200,
                            "going_out": 0, "total": 15 - 45 + 200}

    def test_a_deal_score_may_be_negative(self) -> None:
        p = position(phase="over", hand=["JK", "AS"], hands={"E": [], "S": [], "W": []}, red_threes={"NS": ["3H"]})
        assert cc.score(p)["NS"]["total"] == -70 - 100

    def test_concealed_instead_of_normal(self) -> None:
        p = position(phase="over", hand=[], hands={"E": [], "S": [], "W": []}, melds=QUEENS_MELD,
                     went_out={"seat": "S", "concealed": True})
        assert cc.score(p)["NS"]["going_out"] == 200
        assert cc.score(p)["EW"]["going_out"] == 0

    def test_score_needs_every_hand(self) -> None:
        with pytest.raises(cc.NotationError):
            cc.score(position(phase="over", hand=[]))


class TestScoreExample:
    SLUG = "score.example"

    def test_925(self) -> None:
        p = position(
            phase="over", hand=[], hands={"S": ["7C"], "E": [], "W": []},
            melds={"NS": {"K": KINGS7, "A": ["AC", "AD", "AH"]}},
            red_threes={"NS": ["3H", "3D"]},
            went_out={"seat": "N", "concealed": False},
        )
        assert cc.score(p)["NS"] == {"melds": 130, "hands": -5, "canastas": 500, "red_threes": 200,
                                     "going_out": 100, "total": 925}

    def test_breakdown_function(self) -> None:
        from canasta_core.scoring import breakdown

        b = breakdown(melds=130, hands=5, natural_canastas=1, mixed_canastas=0, red_threes=2,
                      melded_anything=True, going_out="normal")
        assert b["total"] == 925


class TestGameEnd:
    SLUG = "game.end"

    def test_below_the_target_play_goes_on(self) -> None:
        g = game_status([(1000, 2000), (1500, 2990)])
        assert g.totals == {"NS": 2500, "EW": 4990}
        assert not g.finished and g.winner is None
        assert g.minimums == {"NS": 90, "EW": 120}
        assert g.history == ({"NS": 1000, "EW": 2000}, {"NS": 2500, "EW": 4990})

    def test_a_side_reaching_5000_the_higher_total_wins(self) -> None:
        g = game_status([(2000, 2000), (3000, 3100)])
        assert g.finished and g.winner == "EW"
        g = game_status([(4900, 0), (100, 100)])
        assert g.finished and g.winner == "NS"

    def test_both_over_the_target_higher_wins(self) -> None:
        g = game_status([(4000, 4500), (2000, 600)])
        assert g.finished and g.winner == "NS" and g.totals == {"NS": 6000, "EW": 5100}

    def test_a_tie_at_the_target_plays_another_deal(self) -> None:
        g = game_status([(4000, 4000), (1000, 1000)])
        assert not g.finished and g.winner is None and g.tie_at_target
        g = game_status([(4000, 4000), (1000, 1000), (-50, 200)])
        assert g.finished and g.winner == "EW" and not g.tie_at_target

    def test_no_deal_after_the_game_is_won(self) -> None:
        with pytest.raises(ValueError):
            game_status([(5000, 0), (10, 10)])

    def test_negative_totals_lower_the_minimum(self) -> None:
        assert game_status([(-200, 100)]).minimums == {"NS": 15, "EW": 50}

    def test_dict_deals(self) -> None:
        assert game_status([{"NS": 5000, "EW": 0}]).winner == "NS"


# ===================================================================== 7. Other profiles


class TestProfileSeparate:
    """The engine implements one profile, the classic game of rules.md, and never mixes in
    another. What we assert: no API takes a profile/variant switch, and the classic facts that
    other profiles change hold (11-card hands, classic opening minimums, one canasta suffices to
    go out, sequences are not melds, wild cards never meld alone or with threes)."""

    SLUG = "profile.separate"

    def test_the_position_names_its_profile_no_switch_mid_game(self) -> None:
        # only a new deal chooses the profile; every later call reads it from the position
        assert "profile" in inspect.signature(cc.deal).parameters
        for fn in (cc.check, cc.play, cc.legal_actions, cc.score, cc.load):
            params = inspect.signature(fn).parameters
            assert not any(k in params for k in ("profile", "variant", "ruleset", "rules"))
        assert cc.deal(seed=9).profile == "classic"
        assert '"profile"' not in cc.dump(cc.deal(seed=9))  # classic text unchanged

    def test_classic_hand_size_and_minimums(self) -> None:
        assert all(len(cc.deal(seed=9).hand(s)) == 11 for s in SEATS)  # modern American: 13
        assert [opening_minimum(s) for s in (-5, 0, 1500, 3000)] == [15, 50, 90, 120]

    def test_one_canasta_suffices_to_go_out(self) -> None:
        p = allowed(position(hand=["5C", "5D", "5H"], melds=QUEENS_MELD), "meld 5C 5D 5H")
        assert p.phase == "over"

    def test_no_sequences_no_all_wild_canastas(self) -> None:
        refused(position(hand=["5C", "6C", "7C", "9C"], melds=KINGS3), "meld 5C 6C 7C", "meld.rank")
        p = position(hand=["2C", "2D", "2H", "2S", "JK", "JK", "JK", "9C"], melds=KINGS3)
        refused(p, "meld 2C 2D 2H 2S JK JK JK", "meld.no-wild-only")

    def test_the_catalogue_names_the_classic_profile(self) -> None:
        text = catalogue.explanation("profile.separate", "en")
        assert "classic" in text.lower() or "profile" in text.lower()


# ===================================================================== engine slugs


class TestTurnNotYours:
    SLUG = "turn.not-yours"

    def test_no_action_after_the_deal_ended(self) -> None:
        p = position(phase="over", hand=["9C"])
        for action in ("draw", "take", "meld 9C", "discard 9C", "ask", "yes", "no", "pass"):
            refused(p, action, "turn.not-yours")
        assert cc.legal_actions(p) == []

    def test_wrong_phase(self) -> None:
        refused(position(phase="draw", hand=["9C", "8C"]), "discard 9C", "turn.not-yours")
        refused(position(phase="play", hand=["9C", "8C"]), "draw", "turn.not-yours")

    def test_the_right_phase(self) -> None:
        allowed(position(phase="draw", hand=["9C"], stock=["8C"]), "draw")
        allowed(position(phase="play", hand=["9C", "8C"]), "discard 9C")


class TestCardNotHeld:
    SLUG = "card.not-held"

    def test_meld_with_a_card_not_in_the_hand(self) -> None:
        r = refused(position(hand=["5C", "5D", "9C"], melds=KINGS3), "meld 5C 5D 5H", "card.not-held")
        assert "5♥" in r.reason  # sentences name cards as people read them
        assert r.violations[0].params["cards"] == "5H"  # the facts keep the code

    def test_a_card_named_twice_but_held_once(self) -> None:
        refused(position(hand=["5C", "5D", "9C", "8C"], melds=KINGS3), "meld 5C 5C 5D", "card.not-held")

    def test_a_card_held_twice_may_be_named_twice(self) -> None:
        allowed(position(hand=["5C", "5C", "5D", "9C", "8C"], melds=KINGS3), "meld 5C 5C 5D")

    def test_take_with_cards_not_held(self) -> None:
        p = position(phase="draw", hand=["7C", "9C"], pile=["4C", "7H"], melds=KINGS3)
        refused(p, "take 7C 7D", "card.not-held")

    def test_discard(self) -> None:
        refused(position(hand=["5C", "9C"]), "discard 5D", "card.not-held")


class TestStockEmptyDraw:
    SLUG = "stock.empty-draw"

    def test_draw_from_an_empty_stock(self) -> None:
        p = position(phase="draw", hand=["9C"], stock=0, pile=["4C"])
        refused(p, "draw", "stock.empty-draw")
        p = position(phase="draw", hand=["9C"], stock=[], pile=["4C"])
        refused(p, "draw", "stock.empty-draw")

    def test_draw_from_a_stock(self) -> None:
        allowed(position(phase="draw", hand=["9C"], stock=["4D"]), "draw")
        assert cc.check(position(phase="draw", hand=["9C"], stock=1), "draw").legal


# ===================================================================== precedence (notation.md)


class TestPrecedence:
    """When several rules forbid an action, the first in notation.md's order is `rule`, and
    `violations` lists them most specific first."""

    def test_engine_order_is_notations_order(self) -> None:
        listed = load_lists()["precedence"]  # notation.md's order (tests/fixtures)
        engine = [s.replace("/pending", "") for s in PRECEDENCE]
        assert engine == listed

    @pytest.mark.parametrize(
        ("kw", "action", "first", "also"),
        [
            # turn.not-yours before card.not-held
            ({"phase": "draw", "hand": ["9C"]}, "discard 5H", "turn.not-yours", None),
            # a pending answer before card.not-held
            ({"hand": ["9C", "8C"], "this_turn": {"asked": "pending"}}, "discard 5H", "out.permission", None),
            # stock.empty-draw: the draw from an empty stock
            ({"phase": "draw", "hand": ["9C"], "stock": 0}, "draw", "stock.empty-draw", None),
            # pile.empty before card.not-held
            ({"phase": "draw", "hand": ["9C"], "pile": []}, "take 7C 7D", "pile.empty", None),
            # pile.blocked before card.not-held
            ({"phase": "draw", "hand": ["9C"], "pile": ["7H", "2C"]}, "take 7C 7D", "pile.blocked", None),
            # card.not-held before pile.one-card
            ({"phase": "draw", "hand": ["9C"], "pile": ["7H"], "melds": SEVENS3}, "take 7D", "card.not-held", "pile.one-card"),
            # pile.one-card before pile.frozen
            ({"phase": "draw", "hand": ["7D"], "pile": ["7H"]}, "take 7D", "pile.one-card", "pile.frozen"),
            # pile.frozen before pile.use-top
            ({"phase": "draw", "hand": ["9C", "8C"], "pile": ["2C", "7H"], "melds": KINGS3}, "take", "pile.frozen", "pile.use-top"),
            # pile.use-top before meld.*: a lone wild with the top card and no meld of sevens
            ({"phase": "draw", "hand": ["8C", "8D", "9C"], "pile": ["4C", "7H"], "melds": KINGS3}, "take 8C 8D", "pile.use-top", None),
            # threes.black before meld.rank
            ({"hand": ["3C", "3S", "9C"], "melds": QUEENS_MELD}, "meld 3C 3S", "threes.black", "meld.rank"),
            # meld.no-wild-only before meld.rank
            ({"hand": ["2C", "JK", "5C", "6C", "9C", "8C"], "melds": KINGS3}, "meld 2C JK; 5C 6C", "meld.no-wild-only", "meld.rank"),
            # meld.rank before meld.naturals: two cards, one natural
            ({"hand": ["5C", "JK", "9C", "8C"], "melds": KINGS3}, "meld 5C JK", "meld.rank", "meld.naturals"),
            # meld.wilds before meld.naturals
            ({"hand": ["5C", "2C", "2D", "2H", "JK", "9C"], "melds": KINGS3}, "meld 5C 2C 2D 2H JK", "meld.wilds", "meld.naturals"),
            # meld.naturals before out.canasta
            ({"hand": ["5C", "2C", "JK", "9C"], "melds": KINGS3}, "meld 5C 2C JK", "meld.naturals", "out.canasta"),
            # out.canasta before out.permission (told no)
            ({"hand": ["5C", "5D", "5H"], "melds": KINGS3, "this_turn": {"asked": "no"}}, "meld 5C 5D 5H", "out.canasta", "out.permission"),
            # out.canasta before open.minimum
            ({"hand": ["5C", "5D", "5H", "9C"]}, "meld 5C 5D 5H", "out.canasta", "open.minimum"),
            # out.permission before open.minimum (told yes; no longer concealed, so no waiver)
            ({"hand": ["5C", "5D", "5H", "9C", "8C", "7C"], "this_turn": {"asked": "yes", "concealed_ok": False}},
             "meld 5C 5D 5H", "out.permission", "open.minimum"),
        ],
    )
    def test_first_listed_wins(self, kw: dict[str, object], action: str, first: str, also: str | None) -> None:
        p = position(**kw)  # type: ignore[arg-type]
        slugs = slugs_of(p, action)
        assert slugs[0] == first, slugs
        assert rule_of(p, action) == first
        if also is not None:
            assert also in slugs, slugs
            order = [s for s in PRECEDENCE if not s.endswith("/pending")]
            assert order.index(first) < order.index(also)

    def test_violations_sorted_by_precedence(self) -> None:
        p = position(hand=["5C", "2C", "2D", "2H", "JK", "9C"], melds=KINGS3)
        r = cc.check(p, "meld 5C 2C 2D 2H JK; 6C 7C")
        order = [s.replace("/pending", "") for s in PRECEDENCE]
        idx = [order.index(v.rule) for v in r.violations]
        assert idx == sorted(idx) and len(idx) >= 2


# ===================================================================== meta


def _rules_md_slugs() -> list[str]:
    return load_lists()["rule_slugs"]  # rules.md's slugs in order (tests/fixtures)


def test_every_rules_md_slug_has_a_test_class_here() -> None:
    slugs = _rules_md_slugs()
    assert len(slugs) == 34
    source = Path(__file__).read_text(encoding="utf-8")
    declared = re.findall(r'^    SLUG = "([a-z0-9.-]+)"', source, re.M)
    extra = {"turn.not-yours", "card.not-held", "stock.empty-draw"}
    assert sorted(set(slugs) | extra) == sorted(declared)
    assert len(declared) == len(set(declared)), "one class per slug"


def test_every_slug_class_has_tests() -> None:
    for name, obj in globals().items():
        if inspect.isclass(obj) and hasattr(obj, "SLUG"):
            tests = [m for m in dir(obj) if m.startswith("test_")]
            assert tests, f"{name} ({obj.SLUG}) has no tests"


def test_each_rule_group_cites_the_slugs_it_rules_on() -> None:
    """One walk, one place per rule: every slug a function of the walk (`canasta_core.can`) or
    of the ruling's wording (`canasta_core.verify`) can refuse with is cited as [slug] in that
    function's docstring, so a slug leads to the function that decides it."""
    import ast

    from canasta_core import can, verify

    checked = 0
    for module in (can, verify):
        tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
        for fn in ast.walk(tree):
            if not isinstance(fn, ast.FunctionDef):
                continue
            doc = ast.get_docstring(fn) or ""
            for node in ast.walk(fn):
                if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                        and node.func.attr == "add" and node.args
                        and isinstance(node.args[0], ast.Constant)):
                    slug = node.args[0].value
                    assert f"[{slug}]" in doc, (module.__name__, fn.name, slug)
                    checked += 1
    assert checked > 30
