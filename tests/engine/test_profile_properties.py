"""Property tests per profile (profiles.md): random play keeps the profile's 108 cards, never
dead-ends, always ends; every listed action passes `check`; the fast path (`Game`) lists and
plays exactly what the API does; every position on the way passes `load`.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import canasta_core as cc
from canasta_core.game import Game
from canasta_core.positions import card_total
from canasta_core.profiles import PROFILES
from canasta_core.simulate import random_deal

OTHER = sorted(set(PROFILES) - {"classic"})


@pytest.mark.parametrize("profile", OTHER)
@settings(max_examples=6)
@given(seed=st.integers(0, 10**6))
def test_random_play_through_the_api_and_the_fast_path_agree(profile: str, seed: int) -> None:
    seats = PROFILES[profile].seats
    dealer = seats[seed % len(seats)]
    pos = cc.deal(seed, dealer, profile=profile)
    g = Game.deal(seed, dealer, profile=profile)
    assert g.to_position() == pos
    rng = random.Random(seed)
    for _ in range(3000):
        if pos.phase == "over":
            break
        actions = cc.legal_actions(pos)
        assert actions, "a dead end"
        assert [Game.text(m) for m in g.legal()] == actions
        action = rng.choice(actions)
        assert cc.check(pos, action).legal
        pos = cc.play(pos, action)
        g.apply(Game.move(action))
        assert g.to_position() == pos
        assert card_total(pos) == 108
        assert cc.load(cc.dump(pos)) == pos
    assert pos.phase == "over", "the deal did not end"
    assert set(cc.score(pos)) == set(PROFILES[profile].side_names)


@pytest.mark.parametrize("profile", sorted(PROFILES))
@settings(max_examples=15)
@given(seed=st.integers(0, 10**6))
def test_uniform_fast_play_ends_with_every_card(profile: str, seed: int) -> None:
    pos, n = random_deal(seed, profile=profile)
    assert pos.phase == "over" and n > 0
    assert card_total(pos) == 108 and pos.profile == profile
    assert cc.load(cc.dump(pos)) == pos
