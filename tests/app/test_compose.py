"""The one compose_action: clicked cards → the action text, with default wild placement.

Every built text must parse, and the engine is the judge: where a test says "legal", it asks
`cc.check` rather than trusting the builder.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import canasta_core as cc
from canasta_app.lessons import model as L
from canasta_app.ui.compose import (
    compose_action,
    hand_chips,
    offered_bare,
    offered_card_kinds,
    plan_groups,
    wild_targets,
)
from canasta_core.cards import full_deck


def position(**over: Any) -> cc.Position:
    d: dict[str, Any] = {
        "format": "canasta/1",
        "dealer": "W",
        "turn": "N",
        "phase": "draw",
        "hands": {"N": ["QS", "QD", "AH", "AS", "JK", "7C"], "E": 11, "S": 11, "W": 11},
        "pile": ["5C", "QH"],
        "stock": 40,
    }
    d.update(over)
    return cc.load(d)


def test_queen_situation_places_the_joker_with_the_aces() -> None:
    """The issue's case: the joker goes to the group that needs it to reach three cards."""
    pos = position()
    text = compose_action("take", ["QS", "QD", "AH", "AS", "JK"], pos)
    assert text == "take QS QD; AH AS JK"
    assert cc.check(pos, text).legal
    # the click order does not move it
    assert compose_action("take", ["JK", "AH", "QS", "AS", "QD"], pos) == "take QS QD; AH AS JK"


def test_the_pile_top_counts_toward_three() -> None:
    pos = position()
    assert compose_action("take", ["QS", "JK"], pos) == "take QS JK"
    assert compose_action("take", ["QS", "QD"], pos) == "take QS QD"


def test_two_copies_of_a_card_are_two_chips_and_both_go_in() -> None:
    hand = ("KC", "KC", "KD", "2C", "JK", "JK")
    chips = hand_chips(hand)
    assert [c.id for c in chips] == ["KC#1", "KC#2", "KD#1", "2C#1", "JK#1", "JK#2"]
    assert len({c.id for c in chips}) == len(hand)
    assert compose_action("meld", ["KC", "KC", "KD"]) == "meld KC KC KD"
    assert compose_action("meld", ["KC", "KD", "KC", "JK", "JK"]) == "meld KC KD KC JK JK"


def test_wild_cards_spread_over_groups_that_need_them() -> None:
    assert compose_action("meld", ["KC", "KD", "2C", "5H", "5S", "JK"]) == (
        "meld KC KD 2C; 5H 5S JK"
    )


def test_a_wild_card_with_no_group_needing_it_goes_where_there_is_room() -> None:
    # the king meld is complete; the fives have no wild card yet, the kings one
    text = compose_action("meld", ["KC", "KD", "JK", "5H", "5S", "5D", "2C"])
    assert text == "meld KC KD JK; 5H 5S 5D 2C"


def test_an_assigned_wild_card_goes_where_the_player_put_it() -> None:
    pos = position(
        phase="play",
        hands={"N": ["2D", "7C", "7D", "7S"], "E": 11, "S": 11, "W": 11},
        melds={"NS": {"K": ["KC", "KD", "KH"]}, "EW": {}},
    )
    assert wild_targets("meld", ["2D"], pos) == ["K"]
    assert compose_action("meld", ["2D"], pos, {0: "K"}) == "meld K: 2D"
    assert cc.check(pos, "meld K: 2D").legal
    # with sevens picked too, the default is the sevens (a meld of three needs nothing more,
    # so the wild goes where there is room); the player can send it to the kings instead
    assert compose_action("meld", ["7C", "7D", "7S", "2D"], pos) == "meld 7C 7D 7S 2D"
    assert compose_action("meld", ["7C", "7D", "7S", "2D"], pos, {3: "K"}) == (
        "meld 7C 7D 7S; K: 2D"
    )


def test_only_wild_cards_and_no_meld_chosen_is_written_as_clicked() -> None:
    # never guessed: the engine explains what is missing
    assert compose_action("meld", ["2D", "JK"]) == "meld 2D JK"
    assert plan_groups("meld", ["2D", "JK"])[0].rank == ""


def test_black_threes_form_their_own_group() -> None:
    assert compose_action("meld", ["3C", "3S", "3C"]) == "meld 3C 3S 3C"


def test_bare_kinds_and_discard() -> None:
    assert compose_action("draw", ["9C"]) == "draw"
    assert compose_action("discard", ["9C"]) == "discard 9C"
    assert compose_action("take", [], position()) == "take"
    with pytest.raises(ValueError):
        compose_action("steal", ["9C"])


def test_the_lessons_use_the_same_compose_action() -> None:
    assert L.compose_action is compose_action


def test_buttons_offered_follow_the_phase() -> None:
    pos = position()
    assert offered_card_kinds(pos) == ("take",)
    assert offered_bare(pos) == ("draw",)
    assert offered_bare(position(stock=0)) == ("pass",)
    opened = position(melds={"NS": {"Q": ["QC", "QC", "2H"]}, "EW": {}})
    assert offered_bare(opened) == ("draw", "take")
    play = position(phase="play")
    assert offered_card_kinds(play) == ("meld", "discard") and offered_bare(play) == ("ask",)
    asked = cc.load({**cc.to_dict(play), "this_turn": {"asked": "pending"}})
    assert offered_card_kinds(asked) == () and offered_bare(asked) == ("yes", "no")
    assert offered_bare(cc.load({**cc.to_dict(play), "phase": "over"})) == ()


_DECK = sorted(set(full_deck()) - {"3H", "3D"})


@settings(max_examples=60, deadline=None)
@given(
    kind=st.sampled_from(["take", "meld"]),
    cards=st.lists(st.sampled_from(_DECK), min_size=1, max_size=9),
)
def test_every_card_clicked_is_in_the_action_exactly_as_often(kind: str, cards: list[str]) -> None:
    """Clicking never builds a different action from the cards clicked."""
    pos = position()
    text = compose_action(kind, cards, pos)
    action = cc.parse(text)
    assert action.kind == kind
    assert sorted(action.hand_cards()) == sorted(cards)
