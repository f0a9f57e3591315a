"""A Position and its engine state (issue 40): `play` returns a position that holds the state
it was played on and converts its fields when first read; the value is the same as the judge's.
"""

from __future__ import annotations

import copy
import pickle
import random
import sys
import threading
from dataclasses import replace

import pytest

import canasta_core as cc
from canasta_core.actions import parse
from canasta_core.game import Game, state_of
from canasta_core.positions import Position
from canasta_core.profiles import PROFILES
from canasta_core.rulings import evaluate

FIELDS = ("dealer", "turn", "phase", "scores", "hands", "melds", "red_threes", "pile", "stock",
          "melded", "this_turn", "went_out", "profile", "ended")


def _deal_through(profile: str, seed: int) -> list[tuple[cc.Position, str, cc.Position]]:
    """(before, action, after by `play`) over one seeded random deal of the profile."""
    rng = random.Random(seed)
    pos = cc.deal(seed=seed, profile=profile)
    out = []
    while pos.phase != "over":
        a = rng.choice(cc.legal_actions(pos))
        after = cc.play(pos, a)
        out.append((pos, a, after))
        pos = after
    return out


@pytest.mark.parametrize("profile", sorted(PROFILES))
def test_play_of_a_listed_action_equals_the_judges_transition(profile: str) -> None:
    for before, a, after in _deal_through(profile, 4):
        judged, _ = cc.play_events(before, a)
        assert after._state is not None  # the fast way was taken
        assert after == judged and cc.dump(after) == cc.dump(judged), a
        assert cc.legal_actions(after) == cc.legal_actions(cc.load(cc.dump(judged)))


def test_each_field_read_alone_is_the_field_of_the_whole_conversion() -> None:
    steps = _deal_through("classic", 9)
    for _, _, after in steps[:: max(1, len(steps) // 12)]:
        g = after._state
        whole = g.to_position()
        for name in FIELDS:
            alone = Position.of_state(g)  # nothing read yet
            assert getattr(alone, name) == getattr(whole, name), name
        assert Position.of_state(g) == whole


def test_an_illegal_or_unlisted_action_goes_to_the_judge() -> None:
    pos = cc.load({"format": "canasta/1", "dealer": "W", "turn": "N", "phase": "play",
                   "hands": {"N": ["8C", "8D", "8H", "8S", "KC", "KD"], "E": 11, "S": 11, "W": 11},
                   "melds": {"NS": {"A": ["AC", "AD", "AH"]}, "EW": {}}, "stock": 40,
                   "pile": ["5C"], "melded": ["N"]})
    listed = cc.legal_actions(pos)
    assert "meld 8C 8D 8H 8S" in listed and "meld 8C 8D 8H" not in listed  # summarised
    three = cc.play(pos, "meld 8C 8D 8H")  # legal, not listed: ruled on in full, then applied
    assert three.hands["N"] == ("KC", "KD", "8S") and three.melds["NS"]["8"] == ("8C", "8D", "8H")
    assert three == cc.load(cc.dump(three)) and three.this_turn.new_melds == ("8",)
    with pytest.raises(cc.IllegalAction) as e:
        cc.play(pos, "meld KC KD")
    assert e.value.ruling.rule == "meld.rank"


def test_a_position_is_still_a_value() -> None:
    _, a, after = _deal_through("classic", 2)[5]
    plain = cc.load(cc.dump(after))
    assert pickle.loads(pickle.dumps(after)) == plain
    assert pickle.loads(pickle.dumps(after))._state is None  # the state is not pickled
    assert copy.deepcopy(after) == plain and copy.copy(after) == plain
    assert repr(after) == repr(plain)
    moved = replace(after, phase="over")
    assert moved.phase == "over" and moved._state is None and moved.hands == plain.hands
    with pytest.raises(AttributeError):
        after.no_such_field  # noqa: B018
    with pytest.raises(AttributeError):
        after.phase = "draw"  # type: ignore[misc]


@pytest.mark.parametrize("profile", sorted(PROFILES))
def test_playing_never_changes_the_position_played_on(profile: str) -> None:
    """`Game.after` shares with the state before what the move leaves alone: every listed move,
    played from positions along a deal, leaves that position (and its state) as it was, and
    each result is the judge's."""
    for i, (pos, _, _) in enumerate(_deal_through(profile, 12)):
        if i % 3:
            continue
        before = cc.dump(pos)
        state = state_of(pos)
        for a in cc.legal_actions(pos):
            assert cc.play(pos, a) == cc.play_events(cc.load(before), a)[0], a
        assert cc.dump(pos) == before and state_of(pos) is state
        assert state.to_position() == cc.load(before)
        assert Game.from_position(pos).to_position() == pos


def test_threads_listing_one_shared_position_see_the_whole_listing() -> None:
    """A position read by two sessions at once (a lesson's): the listing is published whole."""
    steps = _deal_through("classic", 21)
    shared = [cc.load(cc.dump(after)) for _, _, after in steps[::3]]
    want = [cc.legal_actions(cc.load(cc.dump(p))) for p in shared]
    bad: list[str] = []

    def run() -> None:
        for p, w in zip(shared, want, strict=True):
            if cc.legal_actions(p) != w:
                bad.append(cc.dump(p))

    # Switch threads as often as the interpreter can, so two threads list one state at once:
    # before the listing's lock one in a hundred listings came out short under this.
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        for _ in range(5):
            shared[:] = [cc.load(cc.dump(p)) for p in shared]
            threads = [threading.Thread(target=run) for _ in range(6)]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
    finally:
        sys.setswitchinterval(interval)
    assert not bad


@pytest.mark.parametrize("profile", sorted(PROFILES))
def test_what_the_judge_computed_is_what_the_transition_did(profile: str) -> None:
    """The judge's effects of a take or meld (hand and melds after, the turn's bookkeeping)
    are the state the one transition (`Game.after`) reaches."""
    for before, a, after in _deal_through(profile, 31):
        ev = evaluate(before, parse(a))
        if ev.action.kind not in ("take", "meld"):
            continue
        assert ev.hand_after == after.hands[before.turn], a
        assert ev.melds_after == after.melds[before.side], a
        assert ev.turn_after == after.this_turn, a


def test_check_rules_on_the_positions_state_built_once_and_kept() -> None:
    """`check` is a view over the engine state's `verify`: the position's state is built on the
    first ruling and kept, so a second ruling reuses it; `check_once` (the command line) rules
    the same without keeping one."""
    from canasta_core.rulings import check_once

    pos = cc.load(cc.dump(cc.deal(seed=4)))
    assert pos._state is None
    once = check_once(pos, "take 7H 7S")
    assert pos._state is None
    first = cc.check(pos, "take 7H 7S")
    state = pos._state
    assert isinstance(state, Game)
    assert cc.check(pos, "take 7H 7S") == first == once
    assert pos._state is state
    assert first == cc.check(cc.load(cc.dump(pos)), "take 7H 7S")


def test_the_public_api_is_a_view_over_the_positions_one_state() -> None:
    """`cc.load` gives the codec's value alone; `legal_actions`, `check`, `play` and `score`
    then read the one engine state the position builds once and keeps (the fast path's `Game`),
    and a played position holds the state the transition produced: the API and the fast path
    are the same object, not two paths that agree."""
    pos = cc.load(cc.dump(cc.deal(seed=3)))
    assert pos._state is None
    listed = cc.legal_actions(pos)
    state = pos._state
    assert isinstance(state, Game) and listed == state.texts()
    assert cc.check(pos, listed[0]).legal and pos._state is state
    after = cc.play(pos, listed[0])
    assert pos._state is state and isinstance(after._state, Game) and after._state is not state
    move = state.listed(listed[0])
    assert move is not None and after._state.to_position() == after == state.after(move).to_position()
    assert after != pos == state.to_position()
    assert cc.legal_actions(after) == after._state.texts()
    assert cc.score(after) == after._state.score()
