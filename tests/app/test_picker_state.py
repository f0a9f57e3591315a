"""The card picker's state without Streamlit (canasta_app/ui/picker_state.py, issue 37): the kind
it proposes is what the phase allows (after a draw with nothing to meld, "Discard"), and the
cards picked are kept across a switch of kind, with no stale card on a switch back. The same
object serves the practice table, the lessons and the sandbox (one picker)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import canasta_core as cc
from canasta_app.lessons import model as L
from canasta_app.practice import model as pr
from canasta_app.ui.picker_state import PickerState, can_meld, kinds_offered, proposed_kind

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from engine_helpers import position  # noqa: E402

KEY = "t_pick"
#: after a draw: no meld reaches the opening minimum (50), no meld on the table to add to
NOTHING = dict(hand=["5C", "5D", "9S", "KH", "QD", "7C", "4H", "8S"], pile=["6C"])
#: three kings and an ace pair with a joker: an opening of 50 or more
OPENS = dict(hand=["KC", "KD", "KH", "AC", "AD", "JK", "7C", "4H"], pile=["6C"])


def _state(pos: cc.Position, withhold: tuple[str, ...] = ()) -> tuple[PickerState, dict[str, Any]]:
    s: dict[str, Any] = {}
    st = PickerState(s, KEY)
    st.sync(pos, kinds_offered(pos, withhold))
    return st, s


def _switch(st: PickerState, s: dict[str, Any], kind: str) -> None:
    """What the segmented control does: its new value first, then its callback."""
    s[f"{KEY}_kind"] = kind
    st.switched()


# --------------------------------------------------------------------------- the proposal

def test_after_a_draw_with_nothing_to_meld_the_picker_proposes_discard() -> None:
    pos = position(**NOTHING)
    assert not any(a.startswith("meld") for a in cc.legal_actions(pos))
    assert not can_meld(pos)
    st, _ = _state(pos)
    assert st.kind == "discard"
    # one tap and the action built is a discard of that card: no illegal one-card meld
    st.tap("9S#1")
    assert st.selection() == ["9S#1"]


def test_a_hand_that_can_open_is_proposed_meld() -> None:
    pos = position(**OPENS)
    assert can_meld(pos)  # the opening search finds it (the listing offers only some openings)
    st, _ = _state(pos)
    assert st.kind == "meld"


def test_an_opened_side_with_a_card_to_add_is_proposed_meld() -> None:
    pos = position(hand=["KS", "9C", "4H"], pile=["6C"], melds={"NS": {"K": ["KC", "KD", "KH"]}})
    assert any(a.startswith("meld") for a in cc.legal_actions(pos))
    assert proposed_kind(pos, kinds_offered(pos)) == "meld"


def test_the_draw_phase_proposes_the_take_and_a_new_phase_proposes_again() -> None:
    draw = position(phase="draw", stock=["2H", "5S", "6D"], **NOTHING)
    st, s = _state(draw)
    assert kinds_offered(draw) == ("take",) and st.kind == "take"
    st.tap("5C#1")
    after = cc.play(draw, "draw")  # the phase changes: the take's pick is forgotten
    st.sync(after, kinds_offered(after))
    assert st.selection() == [] and st.kind == ("meld" if can_meld(after) else "discard")
    # a rerun of the same moment keeps what the player chose
    _switch(st, s, "meld")
    st.sync(after, kinds_offered(after))
    assert st.kind == "meld"


def test_the_proposal_agrees_with_the_referee_over_practice_deals() -> None:
    """At every play-phase moment of the learner in deals played by the hint bot: "Meld"
    exactly when some meld is legal — one the proposal names is checked by the referee."""
    seen = {"meld": 0, "discard": 0}
    for seed in (1, 2, 3):
        _walk(seed, seen)
    assert seen["discard"] > 0 and seen["meld"] > 0, seen


def _walk(seed: int, seen: dict[str, int]) -> None:
    game = pr.new_game(seed).run_bots()
    while not game.deal_over and len(game.moves) < 160:
        pos = game.position
        if game.learner_to_act and pos.phase == "play" and pos.this_turn.asked is None:
            kind = proposed_kind(pos, kinds_offered(pos))
            listed = [a for a in cc.legal_actions(pos) if a.startswith("meld")]
            opening = pr.opening_meld(pos)
            assert (kind == "meld") == bool(listed or opening), (kind, listed, opening)
            for a in listed[:1] + ([opening] if opening else []):
                assert cc.check(pos, a).legal
            seen[kind] += 1
        action = pr.hint_action(game) if game.learner_to_act else None
        game = (game.try_action(action).game if action else game).run_bots()


def test_the_lesson_playing_with_two_step_3_opens_on_discard() -> None:
    """The lesson's step: "Nothing to meld yet … end your turn with one discard"."""
    lesson = L.get_lesson("playing-with-two")
    assert lesson is not None
    step = lesson.step(3)
    assert step is not None and step.position is not None and step.goal == "discard"
    st, _ = _state(step.position)
    assert st.kind == "discard"


# --------------------------------------------------------------------------- kept cards

def test_meld_cards_are_kept_across_a_switch_to_discard_and_back() -> None:
    pos = position(**OPENS)
    st, s = _state(pos)
    for chip in ("KC#1", "KD#1", "KH#1"):
        st.tap(chip)
    _switch(st, s, "discard")
    assert st.kind == "discard" and st.selection() == [] and st.kept_for_meld() == 3
    st.tap("7C#1")
    assert st.selection() == ["7C#1"]
    _switch(st, s, "meld")
    assert st.selection() == ["KC#1", "KD#1", "KH#1"]  # as left, and no discard card in it
    _switch(st, s, "discard")
    assert st.selection() == ["7C#1"]  # the discard's card is kept too


def test_one_card_picked_for_a_meld_goes_with_a_switch_to_discard_and_does_not_come_back() -> None:
    """The newcomer tapped one card on "Meld", then saw it is a discard: the card is the
    discard's; a switch back to "Meld" shows no stale card."""
    pos = position(**OPENS)
    st, s = _state(pos)
    st.tap("7C#1")
    _switch(st, s, "discard")
    assert st.selection() == ["7C#1"] and st.selection("meld") == []
    _switch(st, s, "meld")
    assert st.selection() == []


def test_a_card_picked_to_discard_leaves_the_meld_and_a_new_tap_replaces_it() -> None:
    pos = position(**OPENS)
    st, s = _state(pos)
    st.tap("KC#1")
    st.tap("KD#1")
    _switch(st, s, "discard")
    st.tap("KD#1")  # a card is melded or discarded, not both
    assert st.selection() == ["KD#1"] and st.selection("meld") == ["KC#1"]
    st.tap("4H#1")  # one discard: the new tap replaces the old one
    assert st.selection() == ["4H#1"]
    st.tap("4H#1")  # tapped again: unpicked
    assert st.selection() == []


def test_a_control_clicked_off_keeps_its_kind_and_the_cards() -> None:
    pos = position(**OPENS)
    st, s = _state(pos)
    st.tap("KC#1")
    st.tap("KD#1")
    _switch(st, s, None)  # type: ignore[arg-type]  # a segmented control clicked off: None
    assert st.kind == "meld" and st.selection() == ["KC#1", "KD#1"]


def test_a_new_hand_forgets_every_pick_and_the_wild_cards_meld() -> None:
    pos = position(**OPENS)
    st, s = _state(pos)
    st.tap("JK#1")
    s[f"{KEY}_wild_JK_1"] = "K"
    _switch(st, s, "discard")
    st.tap("4H#1")
    after = cc.play(pos, "meld KC KD KH; AC AD JK")
    st.sync(after, kinds_offered(after))
    assert st.selection("meld") == [] and st.selection("discard") == []
    assert f"{KEY}_wild_JK_1" not in s
