"""The other tables of the specification's profiles.md: one class per new slug (`SLUG = "..."`),
each showing what the profile allows and what it refuses; the [two.example] scoring; and bad
input (an unknown profile, seats or sides that do not match it, more cards than its deck).

Positions are built with `prof_position(profile, ...)`: the first seat to act in phase "play",
other hands as counts, a stock of 40. Each test names only the facts its rule needs.
"""

from __future__ import annotations

import inspect
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from fixtures import load_lists
from helpers.rulings import allowed, refused

import canasta_core as cc
from canasta_core.events import Asked, DealEnded, Drew, RedThreeLaidOut
from canasta_core.game import Game
from canasta_core.positions import card_total
from canasta_core.profiles import CLASSIC, PROFILES, SIX_HAND, THREE_HAND
from canasta_core.scoring import game_status

ROOT = Path(__file__).resolve().parents[2]
KINGS7 = ["KC", "KC", "KD", "KD", "KH", "KH", "KS"]
SEVENS_MIXED = ["7C", "7C", "7D", "7D", "7H", "2C", "JK"]


def prof_position(profile: str, *, turn: str = "N", phase: str = "play",
                  hand: list[str] | None = None, hands: dict[str, Any] | None = None,
                  melds: dict[str, Any] | None = None, stock: int | list[str] = 40,
                  pile: list[str] | None = None, red_threes: dict[str, Any] | None = None,
                  this_turn: dict[str, Any] | None = None, went_out: Any = None,
                  scores: dict[str, int] | None = None) -> cc.Position:
    rules = PROFILES[profile]
    all_hands: dict[str, Any] = dict.fromkeys(rules.seats, rules.hand_size)
    all_hands.update(hands or {})
    if hand is not None:
        all_hands[turn] = hand
    d: dict[str, Any] = {
        "format": "canasta/1", "profile": profile, "dealer": rules.seats[-1], "turn": turn,
        "phase": phase, "hands": all_hands, "stock": stock, "pile": pile or [],
        "melds": melds or {}, "red_threes": red_threes or {},
    }
    for k, v in (("this_turn", this_turn), ("went_out", went_out), ("scores", scores)):
        if v is not None:
            d[k] = v
    return cc.load(d)






def input_error(data: dict[str, Any]) -> cc.NotationError:
    with pytest.raises(cc.NotationError) as e:
        cc.load(data)
    return e.value


# ============================================================================ common


class TestProfSides:
    SLUG = "prof.sides"

    def test_sides_are_keyed_by_the_profiles_side_names(self) -> None:
        assert set(cc.deal(seed=1, profile="two-hand").scores) == {"N", "S"}
        assert set(cc.deal(seed=1, profile="three-hand").melds) == {"N", "E", "S"}
        assert set(cc.deal(seed=1, profile="six-hand").red_threes) == {"A", "B"}

    def test_a_side_name_of_another_profile_is_refused(self) -> None:
        d = json.loads(cc.dump(cc.deal(seed=1, profile="two-hand")))
        d["scores"] = {"NS": 0}
        e = input_error(d)
        assert e.code == "side.not-in-profile" and e.field == "scores"
        assert "two-hand" in str(e) and "N, S" in str(e)


class TestProfDeck:
    SLUG = "prof.deck"

    @pytest.mark.parametrize("profile", sorted(PROFILES))
    def test_every_profile_deals_the_108_card_deck(self, profile: str) -> None:
        pos = cc.deal(seed=4, profile=profile)
        assert card_total(pos) == 108 == pos.rules.deck_size

    def test_more_cards_than_the_deck_is_refused(self) -> None:
        e = input_error({"format": "canasta/1", "profile": "six-hand", "dealer": "N",
                         "turn": "NE", "phase": "draw",
                         "hands": dict.fromkeys(SIX_HAND.seats, 11), "stock": 50})
        assert e.code == "position.too-many-cards" and "116" in str(e)


class TestProfOrder:
    SLUG = "prof.order"

    @pytest.mark.parametrize("profile", sorted(PROFILES))
    def test_the_dealers_left_plays_first_and_play_goes_clockwise(self, profile: str) -> None:
        seats = PROFILES[profile].seats
        for i, dealer in enumerate(seats):
            pos = cc.deal(seed=i, dealer=dealer, profile=profile)
            assert pos.turn == seats[(i + 1) % len(seats)]
        pos = cc.play(cc.deal(seed=3, profile=profile), "draw")
        after = cc.play(pos, f"discard {pos.hand()[0]}")
        assert after.turn == seats[(seats.index(pos.turn) + 1) % len(seats)]


# ========================================================================== two-hand


class TestTwoSeats:
    SLUG = "two.seats"

    def test_seats_n_and_s_the_non_dealer_first(self) -> None:
        pos = cc.deal(seed=2, dealer="N", profile="two-hand")
        assert set(pos.hands) == {"N", "S"} and pos.turn == "S"
        assert cc.deal(seed=2, dealer="S", profile="two-hand").turn == "N"

    def test_a_seat_of_another_table_is_refused(self) -> None:
        d = json.loads(cc.dump(cc.deal(seed=2, profile="two-hand")))
        d["hands"]["E"] = 11
        e = input_error(d)
        assert e.code == "seat.not-in-profile" and e.field == "hands"
        assert str(e) == "hands: a two-hand game has the seats N S; 'E' is not one of them."
        with pytest.raises(cc.NotationError):
            cc.deal(seed=2, dealer="W", profile="two-hand")


class TestTwoDeal:
    SLUG = "two.deal"

    def test_fifteen_cards_each(self) -> None:
        for seed in range(5):
            pos = cc.deal(seed=seed, profile="two-hand")
            assert [pos.hand_size(s) for s in "NS"] == [15, 15]
            assert not any(c in ("3H", "3D") for s in "NS" for c in pos.hand(s))

    def test_not_eleven(self) -> None:
        assert cc.deal(seed=0, profile="two-hand").hand_size("N") != CLASSIC.hand_size


class TestTwoDraw:
    SLUG = "two.draw"

    def test_a_draw_brings_two_cards_and_one_discard_ends_the_turn(self) -> None:
        pos = prof_position("two-hand", phase="draw", hand=["5C", "9D"],
                            stock=["KH", "8S", "4C", "6D"])
        after, events = cc.play_events(pos, "draw")
        assert after.hand() == ("KH", "9D", "8S", "5C")
        assert [e.card for e in events if isinstance(e, Drew)] == ["KH", "8S"]
        assert after.stock == ("4C", "6D")
        done = allowed(after, "discard 5C")
        assert done.turn == "S" and done.hand_size("N") == 3
        refused(done, "discard 9D", "turn.not-yours")

    def test_a_red_three_is_laid_out_and_replaced(self) -> None:
        pos = prof_position("two-hand", phase="draw", hand=["5C"], stock=["3H", "KH", "8S", "4C"])
        after, events = cc.play_events(pos, "draw")
        assert after.hand() == ("KH", "8S", "5C") and after.red_threes["N"] == ("3H",)
        assert [e.replacement for e in events if isinstance(e, RedThreeLaidOut)] == ["KH"]

    def test_taking_the_pile_brings_no_stock_card(self) -> None:
        pos = prof_position("two-hand", phase="draw", hand=["9C", "9D", "4H"],
                            pile=["5S", "9H"], stock=["KH", "8S"],
                            melds={"N": {"A": ["AC", "AD", "AH"]}})
        after = allowed(pos, "take 9C 9D")
        assert after.stock == ("KH", "8S") and after.hand() == ("5S", "4H")

    def test_the_classic_game_still_draws_one(self) -> None:
        pos = cc.deal(seed=5)
        assert cc.play(pos, "draw").hand_size(pos.turn) == 12


class TestTwoStockEnd:
    SLUG = "two.stock-end"

    def test_one_card_left_is_a_complete_draw(self) -> None:
        pos = prof_position("two-hand", phase="draw", hand=["5C"], stock=["KH"])
        after = allowed(pos, "draw")
        assert after.phase == "play" and after.hand() == ("KH", "5C") and after.stock == ()

    def test_a_red_three_that_cannot_be_replaced_is_laid_out(self) -> None:
        pos = prof_position("two-hand", phase="draw", hand=["5C"], stock=["KH", "3D"])
        after = allowed(pos, "draw")
        assert after.phase == "play" and after.hand() == ("KH", "5C")
        assert after.red_threes["N"] == ("3D",)

    def test_a_draw_that_brings_no_card_ends_the_deal(self) -> None:
        pos = prof_position("two-hand", phase="draw", hand=["5C"], stock=["3D", "3H"])
        after, events = cc.play_events(pos, "draw")
        assert after.phase == "over" and after.went_out is None
        assert after.red_threes["N"] == ("3D", "3H") and after.hand() == ("5C",)
        assert isinstance(events[-1], DealEnded) and events[-1].why == "last-red-three"

    def test_an_empty_stock_refuses_the_draw(self) -> None:
        refused(prof_position("two-hand", phase="draw", hand=["5C"], stock=[]), "draw",
                "stock.empty-draw")


class TestTwoAlone:
    SLUG = "two.alone"

    def test_ask_is_never_legal(self) -> None:
        pos = prof_position("two-hand", hand=["5C", "5D", "5H", "9S"],
                            melds={"N": {"K": KINGS7, "7": SEVENS_MIXED}})
        r = refused(pos, "ask", "out.permission")
        assert r.code == "ask.alone" and r.params["profile"] == "two-hand"
        assert "ask" not in cc.legal_actions(pos)
        assert allowed(pos, "meld 5C 5D 5H").hand() == ("9S",)

    def test_the_pile_is_frozen_for_a_player_who_has_not_melded(self) -> None:
        pos = prof_position("two-hand", phase="draw", hand=["9C", "2D", "4H"], pile=["5S", "9H"],
                            melds={"S": {"A": ["AC", "AD", "AH"]}})
        refused(pos, "take 9C 2D", "pile.frozen")

    def test_melds_only_for_himself(self) -> None:
        pos = prof_position("two-hand", hand=["KC", "4D", "4H"],
                            melds={"S": {"K": ["KD", "KH", "KS"]}, "N": {"A": ["AC", "AD", "AH"]}})
        refused(pos, "meld KC", "meld.rank")  # S's kings are not his: a new meld needs three
        assert not any("K" in a for a in cc.legal_actions(pos) if a.startswith("meld"))


class TestTwoOut:
    SLUG = "two.out"

    def test_one_canasta_is_not_enough(self) -> None:
        pos = prof_position("two-hand", hand=["5C", "5D", "5H", "9S"], melds={"N": {"K": KINGS7}})
        r = refused(pos, "meld 5C 5D 5H", "two.out")
        assert (r.code, r.params["need"], r.params["have"]) == ("out.canastas", "2", "1")
        refused(prof_position("two-hand", hand=["9S"], melds={"N": {"K": KINGS7}}), "discard 9S",
                "two.out")

    def test_two_canastas_go_out(self) -> None:
        pos = prof_position("two-hand", hand=["5C", "5D", "5H", "9S"],
                            melds={"N": {"K": KINGS7, "7": SEVENS_MIXED}})
        after = allowed(allowed(pos, "meld 5C 5D 5H"), "discard 9S")
        assert after.phase == "over" and after.went_out is not None

    def test_the_second_canasta_may_be_completed_going_out(self) -> None:
        pos = prof_position("two-hand", hand=["7S", "9S"],
                            melds={"N": {"K": KINGS7, "7": ["7C", "7C", "7D", "7D", "7H", "2C"]}})
        after = allowed(allowed(pos, "meld 7S"), "discard 9S")
        assert after.phase == "over"
        assert any(a.startswith("meld") for a in cc.legal_actions(pos))

    def test_the_fast_path_agrees(self) -> None:
        pos = prof_position("two-hand", hand=["9S", "5C", "5D", "5H"], melds={"N": {"K": KINGS7}})
        g = Game.from_position(pos)
        assert not g.allows(Game.move("meld 5C 5D 5H"))
        assert "meld 5C 5D 5H" not in cc.legal_actions(pos)
        two = prof_position("two-hand", hand=["9S", "5C", "5D", "5H"],
                            melds={"N": {"K": KINGS7, "7": SEVENS_MIXED}})
        assert Game.from_position(two).allows(Game.move("meld 5C 5D 5H"))


class TestTwoConcealed:
    SLUG = "two.concealed"

    def test_two_canastas_of_the_turn_go_out_concealed(self) -> None:
        hand = KINGS7 + ["5C", "5C", "5D", "5D", "5H", "5H", "5S", "9S"]
        pos = prof_position("two-hand", hand=hand, hands={"S": ["4C"]},
                            this_turn={"took_pile": False})
        after = allowed(pos, "meld KC KC KD KD KH KH KS; 5C 5C 5D 5D 5H 5H 5S")
        assert after.hand() == ("9S",)
        out = allowed(after, "discard 9S")
        assert out.went_out is not None and out.went_out.concealed
        assert cc.score(out)["N"]["going_out"] == 200

    def test_one_canasta_of_the_turn_does_not(self) -> None:
        pos = prof_position("two-hand", hand=KINGS7 + ["5C", "5D", "5H", "9S"])
        refused(pos, "meld KC KC KD KD KH KH KS; 5C 5D 5H", "two.out")


class TestTwoThrees:
    SLUG = "two.threes"

    def test_red_threes_count_per_player(self) -> None:
        pos = prof_position("two-hand", phase="over", hands={"N": [], "S": ["4C"]},
                            melds={"N": {"K": KINGS7}}, red_threes={"N": ["3H", "3H", "3D", "3D"]})
        assert cc.score(pos)["N"]["red_threes"] == 800

    def test_a_minus_for_a_player_who_melded_nothing(self) -> None:
        pos = prof_position("two-hand", phase="over", hands={"N": [], "S": ["4C"]},
                            melds={"N": {"K": KINGS7}}, red_threes={"S": ["3H"]})
        assert cc.score(pos)["S"]["red_threes"] == -100


class TestTwoScore:
    SLUG = "two.score"

    def test_each_player_scores_alone(self) -> None:
        pos = prof_position("two-hand", phase="over", hands={"N": ["9C"], "S": ["4C", "JK"]},
                            melds={"N": {"K": KINGS7}, "S": {"A": ["AC", "AD", "AH"]}})
        sc = cc.score(pos)
        assert set(sc) == {"N", "S"}
        assert sc["N"]["hands"] == -10 and sc["S"]["hands"] == -55


class TestTwoExample:
    SLUG = "two.example"

    def test_the_worked_example(self) -> None:
        pos = prof_position(
            "two-hand", phase="over", hands={"N": [], "S": ["QC", "QD", "2S"]},
            melds={"N": {"K": KINGS7, "7": ["7C", "7C", "7D", "7D", "7H", "2C", "JK"]},
                   "S": {"A": ["AC", "AD", "AH"]}},
            red_threes={"N": ["3H"], "S": ["3D"]}, went_out={"seat": "N", "concealed": False})
        sc = cc.score(pos)
        assert sc["N"] == {"melds": 165, "hands": 0, "canastas": 800, "red_threes": 100,
                           "going_out": 100, "total": 1165}
        assert sc["S"]["total"] == 120
        assert sc["S"] == {"melds": 60, "hands": -40, "canastas": 0, "red_threes": 100,
                           "going_out": 0, "total": 120}


class TestTwoEnd:
    SLUG = "two.end"

    def test_the_higher_total_wins_once_one_reaches_5000(self) -> None:
        st = game_status([(3000, 2000), (2100, 2500)], profile="two-hand")
        assert st.finished and st.winner == "N" and set(st.totals) == {"N", "S"}

    def test_equal_totals_play_another_deal(self) -> None:
        st = game_status([(5000, 5000)], profile="two-hand")
        assert not st.finished and st.tie_at_target


# ======================================================================== three-hand


class TestThreeSeats:
    SLUG = "three.seats"

    def test_n_e_s_clockwise_each_alone(self) -> None:
        pos = cc.deal(seed=1, dealer="S", profile="three-hand")
        assert set(pos.hands) == {"N", "E", "S"} and pos.turn == "N"
        assert THREE_HAND.next_seat == {"N": "E", "E": "S", "S": "N"}

    def test_west_is_not_a_seat(self) -> None:
        with pytest.raises(cc.NotationError) as e:
            cc.deal(seed=1, dealer="W", profile="three-hand")
        assert e.value.code == "seat.not-in-profile" and e.value.field == "dealer"


class TestThreeDeal:
    SLUG = "three.deal"

    def test_thirteen_each(self) -> None:
        pos = cc.deal(seed=8, profile="three-hand")
        assert [pos.hand_size(s) for s in "NES"] == [13, 13, 13]
        assert pos.stock_size == 108 - 39 - len(pos.pile) - sum(
            len(v) for v in pos.red_threes.values())

    def test_not_fifteen(self) -> None:
        assert cc.deal(seed=8, profile="three-hand").hand_size("N") != 15


class TestThreeDraw:
    SLUG = "three.draw"

    def test_two_cards_one_discard(self) -> None:
        pos = prof_position("three-hand", phase="draw", hand=["5C"], stock=["KH", "8S", "4C"])
        after = allowed(pos, "draw")
        assert after.hand() == ("KH", "8S", "5C")
        assert allowed(after, "discard 5C").turn == "E"

    def test_a_draw_with_no_card_ends_the_deal(self) -> None:
        pos = prof_position("three-hand", phase="draw", hand=["5C"], stock=["3D"])
        assert allowed(pos, "draw").phase == "over"


class TestThreeAlone:
    SLUG = "three.alone"

    def test_nobody_to_ask(self) -> None:
        pos = prof_position("three-hand", hand=["5C", "5D", "5H", "9S"],
                            melds={"N": {"K": KINGS7}})
        refused(pos, "ask", "out.permission")

    def test_never_on_an_opponents_meld(self) -> None:
        pos = prof_position("three-hand", hand=["KC", "9S", "8S"],
                            melds={"E": {"K": ["KD", "KH", "KS"]}, "N": {"A": ["AC", "AD", "AH"]}})
        refused(pos, "meld KC", "meld.rank")


class TestThreeOut:
    SLUG = "three.out"

    def test_one_canasta_is_enough(self) -> None:
        pos = prof_position("three-hand", hand=["5C", "5D", "5H", "9S"],
                            melds={"N": {"K": KINGS7}})
        assert allowed(allowed(pos, "meld 5C 5D 5H"), "discard 9S").phase == "over"

    def test_none_is_not(self) -> None:
        pos = prof_position("three-hand", hand=["5C", "5D", "5H", "9S"],
                            melds={"N": {"K": ["KC", "KD", "KH"]}})
        refused(pos, "meld 5C 5D 5H", "out.canasta")


class TestThreeScore:
    SLUG = "three.score"

    def test_three_scores_all_four_red_threes_to_one_player(self) -> None:
        pos = prof_position("three-hand", phase="over", hands={"N": [], "E": ["4C"], "S": []},
                            melds={"N": {"K": KINGS7}, "S": {"A": ["AC", "AD", "AH"]}},
                            red_threes={"S": ["3H", "3H", "3D", "3D"]})
        sc = cc.score(pos)
        assert set(sc) == {"N", "E", "S"} and sc["S"]["red_threes"] == 800
        assert sc["E"]["hands"] == -5 and sc["N"]["hands"] == 0


class TestThreeEnd:
    SLUG = "three.end"

    def test_the_highest_total_alone_wins(self) -> None:
        st = game_status([(5100, 4000, 5200)], profile="three-hand")
        assert st.finished and st.winner == "S"

    def test_a_shared_highest_total_plays_on(self) -> None:
        st = game_status([(5100, 5100, 200)], profile="three-hand")
        assert not st.finished and st.tie_at_target


# ========================================================================== six-hand


class TestSixSeats:
    SLUG = "six.seats"

    def test_partners_alternate(self) -> None:
        assert SIX_HAND.side_seats == {"A": ("N", "SE", "SW"), "B": ("NE", "S", "NW")}
        pos = cc.deal(seed=3, dealer="NW", profile="six-hand")
        assert pos.turn == "N" and pos.side == "A"
        drawn = cc.play(pos, "draw")
        assert cc.play(drawn, f"discard {drawn.hand()[0]}").turn == "NE"

    def test_e_and_w_are_not_seats(self) -> None:
        d = json.loads(cc.dump(cc.deal(seed=3, profile="six-hand")))
        d["turn"] = "E"
        assert input_error(d).code == "seat.not-in-profile"


class TestSixDeal:
    SLUG = "six.deal"

    def test_eleven_each_one_card_per_draw(self) -> None:
        pos = cc.deal(seed=6, profile="six-hand")
        assert {pos.hand_size(s) for s in SIX_HAND.seats} == {11}
        assert cc.play(pos, "draw").hand_size(pos.turn) == 12

    def test_not_two_cards(self) -> None:
        pos = prof_position("six-hand", phase="draw", hand=["5C"], stock=["KH", "8S"])
        assert allowed(pos, "draw").hand() == ("KH", "5C")


class TestSixShared:
    SLUG = "six.shared"

    def test_any_partner_adds_to_the_sides_melds(self) -> None:
        pos = prof_position("six-hand", turn="SE", hand=["KC", "9S", "8S"],
                            melds={"A": {"K": ["KD", "KH", "KS"]}})
        assert allowed(pos, "meld KC").melds["A"]["K"] == ("KC", "KD", "KH", "KS")

    def test_never_the_opponents(self) -> None:
        pos = prof_position("six-hand", turn="SE", hand=["KC", "9S", "8S"],
                            melds={"B": {"K": ["KD", "KH", "KS"]}, "A": {"A": ["AC", "AD", "AH"]}})
        refused(pos, "meld KC", "meld.rank")


class TestSixAsk:
    SLUG = "six.ask"

    def test_the_next_partner_two_seats_on_answers(self) -> None:
        assert SIX_HAND.answers_ask == {"N": "SE", "SE": "SW", "SW": "N",
                                        "NE": "S", "S": "NW", "NW": "NE"}
        pos = prof_position("six-hand", hand=["5C", "5D", "5H", "9S"],
                            melds={"A": {"K": KINGS7}})
        asked, events = cc.play_events(pos, "ask")
        assert events == (Asked("N", "SE"),)
        g = Game.from_position(asked)
        assert g.actor == "SE" and cc.legal_actions(asked) == ["yes", "no"]
        assert allowed(asked, "no").this_turn.asked == "no"

    def test_ask_still_needs_a_hand_that_can_go_out(self) -> None:
        pos = prof_position("six-hand", hand=["5C", "6D", "9H", "9S"], melds={"A": {"K": KINGS7}})
        refused(pos, "ask", "out.permission")


class TestSixOut:
    SLUG = "six.out"

    def test_one_canasta_goes_out(self) -> None:
        pos = prof_position("six-hand", hand=["5C", "5D", "5H", "9S"], melds={"A": {"K": KINGS7}})
        assert allowed(allowed(pos, "meld 5C 5D 5H"), "discard 9S").phase == "over"

    def test_none_does_not(self) -> None:
        pos = prof_position("six-hand", hand=["9S"], melds={"A": {"K": ["KC", "KD", "KH"]}})
        refused(pos, "discard 9S", "out.canasta")


class TestSixScore:
    SLUG = "six.score"

    def test_all_three_partners_hands_count(self) -> None:
        pos = prof_position("six-hand", phase="over",
                            hands={"N": [], "SE": ["4C"], "SW": ["9C"], "NE": [], "S": [],
                                   "NW": ["JK"]},
                            melds={"A": {"K": KINGS7}, "B": {"A": ["AC", "AD", "AH"]}})
        sc = cc.score(pos)
        assert sc["A"]["hands"] == -15 and sc["B"]["hands"] == -50


class TestSixEnd:
    SLUG = "six.end"

    def test_as_the_classic_game(self) -> None:
        assert game_status([(5000, 4000)], profile="six-hand").winner == "A"
        assert game_status([(5000, 5000)], profile="six-hand").tie_at_target


# ========================================================================= bad input


class TestProfileInput:
    def test_unknown_profile(self) -> None:
        d = json.loads(cc.dump(cc.deal(seed=1)))
        d["profile"] = "four-hand"
        e = input_error(d)
        assert e.code == "profile.unknown" and e.field == "profile"
        assert "four-hand" in e.message_in("es") and "perfil" in e.message_in("es")
        with pytest.raises(cc.NotationError):
            cc.deal(seed=1, profile="cutthroat")

    def test_a_missing_seat_of_the_profile(self) -> None:
        d = json.loads(cc.dump(cc.deal(seed=1, profile="three-hand")))
        del d["hands"]["E"]
        e = input_error(d)
        assert e.code == "hands.seat-missing" and "E" in str(e)

    def test_classic_positions_stay_byte_for_byte(self) -> None:
        text = cc.dump(cc.deal(seed=11))
        assert '"profile"' not in text and cc.dump(cc.load(text)) == text
        d = json.loads(text)
        d["profile"] = "classic"
        assert cc.dump(cc.load(d)) == text

    @pytest.mark.parametrize("profile", sorted(set(PROFILES) - {"classic"}))
    def test_profile_positions_round_trip(self, profile: str) -> None:
        pos = cc.deal(seed=12, profile=profile)
        text = cc.dump(pos)
        assert json.loads(text)["profile"] == profile
        assert cc.load(text) == pos and cc.dump(cc.load(text)) == text


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "canasta_core", *args], capture_output=True,
                          text=True, timeout=60, cwd=ROOT)


class TestProfileCli:
    def test_deal_with_a_profile(self) -> None:
        p = _cli("deal", "--seed", "3", "--profile", "two-hand")
        assert p.returncode == 0
        d = json.loads(p.stdout)
        assert d["profile"] == "two-hand" and len(d["hands"]["N"]) == 15

    def test_unknown_profile_exit_2_naming_the_field(self) -> None:
        p = _cli("deal", "--profile", "nine-hand")
        assert p.returncode == 2
        out = json.loads(p.stdout)
        assert out["rule"] == "input" and out["error"].startswith("profile:")

    def test_scores_one_per_side(self) -> None:
        assert _cli("deal", "--profile", "three-hand", "--scores", "0,1500").returncode == 2
        p = _cli("deal", "--profile", "three-hand", "--scores", "0,1500,3000")
        assert json.loads(p.stdout)["scores"] == {"N": 0, "E": 1500, "S": 3000}

    def test_a_position_with_a_wrong_seat_exit_2(self, tmp_path: Path) -> None:
        d = json.loads(cc.dump(cc.deal(seed=1, profile="two-hand")))
        d["hands"]["W"] = 15
        f = tmp_path / "p.json"
        f.write_text(json.dumps(d))
        p = _cli("check", str(f), "draw")
        assert p.returncode == 2 and json.loads(p.stdout)["error"].startswith("hands:")


def _set(path: str, value: Any) -> Any:
    """A change to a dealt position's JSON: `path` is dotted (hands.N), a list index allowed."""
    def change(d: dict[str, Any]) -> None:
        *head, last = path.split(".")
        for k in head:
            d = d[k]
        if last.isdigit():
            d[int(last)] = value  # type: ignore[index]
        else:
            d[last] = value
    return change


#: (profile dealt, change, the field the message must name): issue 20 item 5, every kind of
#: mismatch between a position and its profile, through the CLI's check and score.
_BAD_PROFILE_INPUT = [
    ("classic", _set("profile", "four-hand"), "profile"),
    ("two-hand", _set("profile", "cutthroat"), "profile"),
    ("two-hand", _set("profile", 2), "profile"),
    # seats of another table
    ("two-hand", _set("turn", "E"), "turn"),
    ("two-hand", _set("dealer", "W"), "dealer"),
    ("three-hand", _set("melded", ["W"]), "melded[0]"),
    ("six-hand", _set("turn", "E"), "turn"),
    ("classic", _set("dealer", "NE"), "dealer"),
    # sides of another table
    ("two-hand", _set("scores", {"NS": 0, "EW": 0}), "scores"),
    ("six-hand", _set("melds", {"NS": {}, "EW": {}}), "melds"),
    ("three-hand", _set("red_threes", {"N": [], "W": []}), "red_threes"),  # a side left out is empty
    ("classic", _set("scores", {"A": 0, "B": 0}), "scores"),
    # the declared profile is not the one the seats and sides belong to
    ("two-hand", _set("profile", "classic"), "scores"),
    ("classic", _set("profile", "six-hand"), "turn"),
    # more cards than the profile's deck
    ("two-hand", _set("stock", 95), "stock"),
    ("six-hand", _set("hands.N", 90), "hands.N"),
    ("three-hand", _set("hands.N.0", "JK"), "hands.N"),
    ("two-hand", _set("stock", 200), "stock"),
]


@pytest.mark.parametrize(("profile", "change", "field"), _BAD_PROFILE_INPUT)
def test_cli_exit_2_naming_the_field(profile: str, change: Any, field: str, tmp_path: Path,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    """[prof.sides] / notation.md "Profiles": a position that does not match its profile, an
    unknown profile, or more cards than its deck is unusable input: exit 2 and one JSON line
    whose message begins with the field at fault."""
    from canasta_core.cli import main

    d = json.loads(cc.dump(cc.deal(seed=5, profile=profile)))
    if field == "hands.N" and profile == "three-hand":
        d["hands"]["N"][:5] = ["JK"] * 5  # five jokers: the deck has four
    else:
        change(d)
    f = tmp_path / "p.json"
    f.write_text(json.dumps(d))
    for cmd in (["check", str(f), "draw"], ["score", str(f)]):
        assert main(cmd) == 2, cmd
        out = json.loads(capsys.readouterr().out)
        assert out["rule"] == "input"
        assert out["error"].startswith(field + ":"), (cmd, out["error"])


def _profiles_md_slugs() -> list[str]:
    """profiles.md's slugs, from the repository's copy (tests/fixtures, kept equal to the spec
    by tools/spec_fixtures.py --check)."""
    return load_lists()["profile_slugs"]


def test_every_profiles_md_slug_has_a_test_class_here() -> None:
    slugs = _profiles_md_slugs()
    source = Path(__file__).read_text(encoding="utf-8")
    declared = re.findall(r'^    SLUG = "([a-z0-9.-]+)"', source, re.M)
    assert sorted(slugs) == sorted(declared)
    assert len(declared) == len(set(declared)), "one class per slug"


def test_every_slug_class_has_tests() -> None:
    for name, obj in globals().items():
        if inspect.isclass(obj) and hasattr(obj, "SLUG"):
            assert [m for m in dir(obj) if m.startswith("test_")], name
