"""Every table parameter is read from the position's profile (issue 40): a profile of its own,
with canastas of eight cards and at most two wild cards a meld, is followed by the judge
(`check`), the predicates (`Game.allows`), the listing (`legal_actions`), the transition
(`play`) and the scorer (`score`) without a line of the engine changed for it.

The same position is ruled on under the classic table and under that profile: where the
parameters differ, so do the answers, each for the rule whose parameter changed.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

import canasta_core as cc
from canasta_core.cards import count_wilds
from canasta_core.events import CanastaCompleted
from canasta_core.game import Game, state_of
from canasta_core.positions import canastas
from canasta_core.profiles import CLASSIC, PROFILES, Profile

EIGHT = Profile(
    name="eight-card",
    seats=CLASSIC.seats,
    sides=CLASSIC.sides,
    answerer=CLASSIC.answerer,
    hand_size=CLASSIC.hand_size,
    canasta_size=8,  # [meld.canasta]
    wild_limit=2,  # [meld.wilds]
)


@pytest.fixture
def eight(monkeypatch: pytest.MonkeyPatch) -> Iterator[Profile]:
    """The profile, known to the engine for the test only (profiles.PROFILES is the registry
    `load` and the engine state read)."""
    monkeypatch.setitem(PROFILES, EIGHT.name, EIGHT)
    yield EIGHT


def _position(profile: str, hand: list[str]) -> cc.Position:
    """North to play; its side has a meld of seven kings, two of them wild cards: a canasta
    at the classic table, one card short of it at the other."""
    d: dict[str, Any] = {
        "format": "canasta/1",
        "dealer": "W", "turn": "N", "phase": "play",
        "scores": {"NS": 0, "EW": 0},
        "hands": {"N": hand, "E": ["4C"], "S": ["5C"], "W": ["6C"]},
        "melds": {"NS": {"K": ["KC", "KD", "KH", "KS", "KC", "2C", "2D"]}, "EW": {}},
        "red_threes": {"NS": [], "EW": []},
        "pile": ["8C", "9D"],
        "stock": ["TC", "TD", "TH"],
        "melded": ["N"],
    }
    if profile != CLASSIC.name:
        d["profile"] = profile
    return cc.load(d)


HAND = ["KH", "2H", "7C", "7D", "7S", "9C"]


def test_the_profile_is_read_by_load_and_dump(eight: Profile) -> None:
    pos = _position(eight.name, HAND)
    assert pos.rules is eight
    assert cc.load(cc.dump(pos)) == pos


def test_the_wild_card_limit_is_the_profile_s(eight: Profile) -> None:
    """[meld.wilds] A third wild card on the kings: allowed at the classic table, refused at a
    table of two, by the judge, the predicates and the listing alike."""
    action = "meld K: 2H"
    for profile, legal in ((CLASSIC.name, True), (eight.name, False)):
        pos = _position(profile, HAND)
        ruling = cc.check(pos, action)
        assert ruling.legal is legal
        if not legal:
            assert ruling.rule == "meld.wilds"
            assert ruling.params["wilds"] == "3"
        assert state_of(pos).allows(Game.move(action)) is legal
        assert (action in cc.legal_actions(pos)) is legal


def test_the_canasta_size_is_the_profile_s_for_going_out(eight: Profile) -> None:
    """[out.canasta] Seven kings are a canasta at the classic table only: going out (three
    sevens melded, the nine left for the final discard) is refused at the table of eight."""
    hand = ["7C", "7D", "7S", "9C"]
    action = "meld 7C 7D 7S"
    for profile, legal in ((CLASSIC.name, True), (eight.name, False)):
        pos = _position(profile, hand)
        ruling = cc.check(pos, action)
        assert ruling.legal is legal
        if not legal:
            assert ruling.rule == "out.canasta"
        assert state_of(pos).allows(Game.move(action)) is legal
        assert (action in cc.legal_actions(pos)) is legal
        # the discard that would go out: refused too where there is no canasta
        assert cc.check(_position(profile, ["9C"]), "discard 9C").legal is legal


def test_the_canasta_size_is_the_profile_s_for_the_transition_and_the_score(
        eight: Profile) -> None:
    """[meld.canasta] [score.deal] The eighth king completes the canasta at the table of eight
    (the event says so, the engine state counts it, the score pays it); at the classic table
    the seventh did."""
    for profile, completed in ((CLASSIC.name, False), (eight.name, True)):
        pos = _position(profile, HAND)
        bonus_before = cc.score(pos)["NS"]["canastas"]
        assert bonus_before == (0 if completed else 300)
        after, events = cc.play_events(pos, "meld KH")
        assert any(isinstance(e, CanastaCompleted) for e in events) is completed
        assert canastas(after, "NS") == [("K", False)]
        assert cc.score(after)["NS"]["canastas"] == 300
        g = state_of(pos).copy()
        g.apply(Game.move("meld KH"))
        assert g.ncanasta[0] == 1
        assert g.score() == cc.score(after)


def test_random_deals_at_the_table_keep_its_limits(eight: Profile) -> None:
    """Deals played at random at the table of eight: every listed action passes the judge, no
    meld ever holds a third wild card, the engine's canasta count is the melds of eight cards
    or more, and the cards are all still there."""
    for seed in range(3):
        pos = cc.deal(seed=seed, profile=eight.name)
        assert pos.rules is eight
        rng = random.Random(seed)
        while pos.phase != "over":
            actions = cc.legal_actions(pos)
            for a in actions:
                assert cc.check(pos, a).legal, (a, cc.dump(pos))
            pos = cc.play(pos, rng.choice(actions))
            g = state_of(pos)
            for i, side in enumerate(eight.side_names):
                melds = pos.melds[side]
                assert all(count_wilds(m) <= 2 for m in melds.values())
                assert g.ncanasta[i] == sum(1 for m in melds.values() if len(m) >= 8)
            assert cc.positions.card_total(pos) == eight.deck_size
        cc.score(pos)
