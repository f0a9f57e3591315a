"""The classroom page session without Streamlit: plain dicts for session state and the link."""

from __future__ import annotations

from typing import Any

from canasta_app import calculator as calc
from canasta_app.sessions.classroom import ClassroomSession, W
from canasta_app.share import encode_state


def new(query: dict[str, str] | None = None, hold: int | None = None, lang: str = "en"
        ) -> tuple[ClassroomSession, dict[str, Any], dict[str, str]]:
    state: dict[str, Any] = {}
    q = dict(query or {})
    s = ClassroomSession(state, q, lang, hold=lambda: hold)
    return s, state, q


def test_the_first_visit_reads_the_link_and_fills_the_widgets() -> None:
    s, state, _ = new({"seed": "12", "dealer": "e", "step": "5", "present": "1"})
    assert state[W + "seed"] == 12 and state[W + "dealer"] == "E" and state[W + "big"] is True
    assert s.step == 5 and s.big and not s.playing
    assert state["classroom_settings_open"] is False  # a shared moment: settings folded away
    assert s.problem_text() is None
    s2, state2, _ = new()
    assert state2["classroom_settings_open"] is True and not s2.big


def test_unusable_link_values_are_named_in_the_pages_language() -> None:
    s, _, _ = new({"seed": "banana", "view": "sky"}, lang="es")
    text = s.problem_text()
    assert text is not None and "banana" in text and "sky" in text and "; " in text


def test_a_link_move_beyond_the_deal_becomes_a_problem_and_move_zero() -> None:
    s, _, _ = new({"step": "300"})
    s.total = 80
    assert s.check_link_step() is True
    assert s.step == 0 and "300" in (s.problem_text() or "")
    assert s.check_link_step() is False  # checked once


def test_moving_through_the_deal_stays_inside_it_and_a_live_question_holds_it() -> None:
    s, state, _ = new()
    s.total = 60
    s.go(70)
    assert s.step == 60
    s.go(-3)
    assert s.step == 0
    state[W + "jump"] = 25
    s.jump()
    assert s.step == 25
    held, _, _ = new(hold=10)
    held.total = 60
    held.go(30)
    assert held.step == 10 and held.held() and held.last_open() == 10


def test_auto_play_steps_once_per_interval_and_stops_at_the_end() -> None:
    s, state, _ = new()
    s.total = 2
    s.toggle_play()
    assert s.playing and state["classroom_tick"] == 0.0
    assert s.advance(100.0) == 1
    assert s.advance(100.1) == 1  # too soon for the next move
    assert s.advance(102.0) == 2 and not s.playing  # the end stops auto-play
    s.toggle_play()  # at the end: a replay from the start
    assert s.step == 0 and s.playing


def test_changing_the_deal_goes_back_to_its_start() -> None:
    s, state, _ = new({"step": "9"})
    state["classroom_playing"] = True
    s.on_deal_change()
    assert s.step == 0 and not s.playing
    state[W + "seed"] = 99
    assert s.read_widgets().seed == 99


def test_a_situation_shown_steps_through_its_moves_and_can_be_left() -> None:
    code = encode_state(calc.example_925().position)
    s, state, q = new({"show": code, "present": "1"})
    shown = s.shown()
    assert shown is not None and s.big and s.show_step == shown.moves
    s.move_shown(5)
    assert s.show_step == shown.moves
    s.leave_show()
    assert "show" not in q and s.shown() is None and "classroom_show" not in state


def test_an_unreadable_situation_says_why() -> None:
    s, _, _ = new({"show": "garbage"})
    assert s.shown() is None
    assert s.show_problem() is not None
