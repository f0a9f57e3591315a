"""The classroom page session without Streamlit: plain dicts for session state and the link."""

from __future__ import annotations

from typing import Any

import pytest

from canasta_app.calculator import model as calc
from canasta_app.classroom import model as cl
from canasta_app.classroom.session import (
    FIELDS,
    NUMBERS_TAB,
    SETTINGS_OPEN,
    ClassroomSession,
    W,
)
from canasta_app.shell.share import encode_state


def new(query: dict[str, str] | None = None, hold: int | None = None, lang: str = "en"
        ) -> tuple[ClassroomSession, dict[str, Any], dict[str, str]]:
    state: dict[str, Any] = {}
    q = dict(query or {})
    s = ClassroomSession(state, q, lang, hold=lambda: hold)
    return s, state, q


def test_the_first_visit_reads_the_link_and_keeps_the_settings_outside_the_widgets() -> None:
    s, state, _ = new({"seed": "12", "dealer": "e", "step": "5", "present": "1"})
    settings = s.read_widgets()  # no widget drawn (their box is closed): the kept settings
    assert (settings.seed, settings.dealer, settings.step) == (12, "E", 5)
    assert s.step == 5 and s.big and not s.playing
    assert not [k for k in state if k.startswith(W)], "no widget state until the box is open"
    assert SETTINGS_OPEN not in state, "the settings box starts closed"
    assert s.problem_text() is None
    s2, state2, _ = new()
    assert s2.read_widgets() == cl.TableSettings() and not s2.big
    assert SETTINGS_OPEN not in state2


def test_opened_settings_show_the_kept_values_even_after_the_widgets_were_forgotten() -> None:
    s, state, _ = new({"seed": "12", "dealer": "e", "view": "S", "ns": "random"})
    s.fill_widgets()
    assert {k: state[W + k] for k in FIELDS} == {
        "seed": 12, "dealer": "E", "ns": "random", "ew": "heuristic", "view": "S",
        "speed": cl.DEFAULT_SPEED, "big": False}
    state[W + "dealer"] = "W"
    s.on_setting("dealer")  # the teacher picks West in the open box
    for k in FIELDS:  # the box is closed: Streamlit forgets the widgets
        state.pop(W + k)
    assert s.read_widgets().dealer == "W"
    state[W + "seed"] = 3  # a widget left over from an earlier run, out of date
    s.fill_widgets()  # opened again
    assert state[W + "dealer"] == "W" and state[W + "seed"] == 12


def test_a_deal_setting_goes_back_to_move_0_and_keeps_the_box_open() -> None:
    s, state, _ = new({"step": "9"})
    state["classroom_playing"] = True
    label_before = s.settings_box_label()
    s.saw_settings_box(label_before, True)  # the teacher opened the box
    s.fill_widgets()
    state[W + "seed"] = 99
    s.on_setting("seed")
    assert s.step == 0 and not s.playing
    assert s.read_widgets().seed == 99
    assert s.settings_box_label() != label_before  # a new box to Streamlit
    assert state[SETTINGS_OPEN] is True, "its label changed: the new box is open, as was the old"
    s.total = 60
    s.go(7)
    for name, value in (("view", "N"), ("speed", 0.5)):
        state[W + name] = value
        s.on_setting(name)
        assert s.step == 7, "the view and the speed do not deal anew"
    assert s.read_widgets().view == "N" and s.speed == 0.5
    for name, value in (("dealer", "S"), ("ns", "random"), ("ew", "expert")):
        s.go(7)
        state[W + name] = value
        s.on_setting(name)
        assert s.step == 0, name
    assert s.read_widgets() == cl.TableSettings(99, "S", "random", "expert", 0, "N")


def test_in_presentation_the_settings_popover_is_left_alone() -> None:
    s, state, _ = new({"present": "1"})
    s.fill_widgets()
    state[W + "dealer"] = "E"
    s.on_setting("dealer")
    assert s.read_widgets().dealer == "E" and SETTINGS_OPEN not in state


def test_present_is_one_click_and_its_toggle_turns_it_off() -> None:
    s, state, q = new()
    s.present()
    assert s.big
    s.fill_widgets(("big",))
    assert state[W + "big"] is True, "the toggle in the settings shows presentation on"
    state[W + "big"] = False
    s.on_big()
    assert not s.big


@pytest.mark.parametrize("query, lang, label", [
    ({}, "en", "Deal settings: deal 7 · North deals · sensible bots · all hands"),
    ({"seed": "12", "dealer": "S", "ns": "random", "view": "E"}, "en",
     "Deal settings: deal 12 · South deals · North–South random, East–West sensible · East's view"),
    ({"view": "counts", "ns": "random", "ew": "random"}, "en",
     "Deal settings: deal 7 · North deals · random bots · no hands"),
    ({}, "es", "Opciones de la mano: mano 7 · reparte Norte · bots sensatos · todas las manos"),
    ({"seed": "12", "dealer": "W", "ew": "random", "view": "S"}, "es",
     "Opciones de la mano: mano 12 · reparte Oeste · Norte–Sur sensato, Este–Oeste al azar · "
     "lo que ve Sur"),
])
def test_the_closed_box_says_what_is_set(query: dict[str, str], lang: str, label: str) -> None:
    s, _, _ = new(query, lang=lang)
    assert s.settings_label() == label


def test_the_label_follows_a_change() -> None:
    s, state, _ = new()
    s.fill_widgets()
    state[W + "ew"] = "expert"
    s.on_setting("ew")
    assert s.settings_label().endswith("North–South sensible, East–West expert · all hands")


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


def test_the_numbers_pause_auto_play_and_the_table_keeps_its_move() -> None:
    s, state, _ = new({"step": "9"})
    s.total = 60
    assert not s.numbers_shown  # a first visit shows the table
    s.toggle_play()
    s.show_numbers(True)
    assert s.numbers_shown and state[NUMBERS_TAB] == "numbers"
    assert not s.playing, "the table's timer is not drawn: auto-play pauses"
    s.show_numbers(False)
    assert not s.numbers_shown and state[NUMBERS_TAB] == "table"
    assert s.step == 9 and not s.playing


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


def test_the_open_settings_box_stays_open_when_the_language_changes() -> None:
    """The box's label is in the page's language: after a switch it is a new box to Streamlit,
    drawn closed unless it is opened again."""
    s, state, q = new({"seed": "12"})
    label = s.settings_box_label()
    s.saw_settings_box(label, True)
    s.fill_widgets()
    state[W + "dealer"] = "North"  # a choice kept in the browser in English comes back as words
    es = ClassroomSession(state, q, "es", hold=lambda: None)
    es_label = es.settings_box_label()
    assert es_label != label
    assert state[SETTINGS_OPEN] is True
    # its widgets are drawn afresh from the kept settings, in the new language's words
    assert not [k for k in state if k.startswith(W)]
    es.fill_widgets()
    assert state[W + "dealer"] == "N" and es.read_widgets().dealer == "N"
    # a closed box stays closed, whatever its label
    s2, state2, q2 = new({"seed": "12"})
    s2.saw_settings_box(s2.settings_box_label(), False)
    ClassroomSession(state2, q2, "es", hold=lambda: None).settings_box_label()
    assert SETTINGS_OPEN not in state2
    # the same label, open or not: nothing is changed (the reader's own click decides)
    s3, state3, _ = new({"seed": "12"})
    s3.saw_settings_box(s3.settings_box_label(), True)
    s3.settings_box_label()
    assert SETTINGS_OPEN not in state3
