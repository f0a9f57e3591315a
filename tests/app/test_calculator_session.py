"""The calculator's page session without Streamlit: a plain dict stands in for session state."""

from __future__ import annotations

from typing import Any

import pytest
from helpers.words import says

from canasta_app.calculator import model as calc
from canasta_app.calculator.session import CalculatorSession, fkey
from canasta_app.shell.share import encode_state


def new(lang: str = "en") -> tuple[CalculatorSession, dict[str, Any]]:
    state: dict[str, Any] = {}
    return CalculatorSession(state, lang), state


def test_a_new_session_has_an_empty_box_form_and_sheet() -> None:
    s, state = new()
    assert s.score_position().empty
    assert s.form_is_blank()
    assert s.sheet.deals == ()
    assert state[fkey("NS", "going_out")] == "none"


def test_a_position_from_the_sandbox_goes_into_the_box_with_a_note_once() -> None:
    s, state = new()
    state["calculator_position"] = calc.example_925().position
    s.arrive(None)
    assert "calculator_position" not in state
    assert s.take_position_note() == ("info", says("calculator.position.from_sandbox"))
    assert s.take_position_note() is None
    result = s.score_position()
    assert result.totals == (925, 0)
    assert s.went_out_line(result.position) == "North went out."  # type: ignore[arg-type]


def test_a_share_link_is_read_once_and_a_bad_one_says_why_in_the_pages_language() -> None:
    s, state = new("es")
    s.arrive("garbage")
    kind, text = s.take_position_note()  # type: ignore[misc]
    assert kind == "warning" and text.startswith("No se pudo leer la posición")
    s.arrive("garbage")  # the same link again: nothing new to say
    assert s.take_position_note() is None
    s.arrive(encode_state(calc.example_925().position))
    assert s.take_position_note()[0] == "info"  # type: ignore[index]
    assert s.score_position().totals == (925, 0)


def test_a_hand_given_as_a_count_is_an_error_that_offers_the_table_only() -> None:
    s, state = new()
    s.paste_example()
    state["calculator_position_text"] = state["calculator_position_text"].replace(
        '"E": []', '"E": 11')
    result = s.score_position()
    assert result.error and "hands.E" in result.error and result.offer_table_only
    state["calculator_hidden_as_empty"] = True
    result = s.score_position()
    assert result.error is None and result.hidden == ("E",)
    assert "East" in s.hidden_note(result.hidden)


def test_bad_json_keeps_the_text_and_says_so() -> None:
    s, state = new()
    state["calculator_position_text"] = "{not json"
    result = s.score_position()
    assert result.error and says("calculator.position.kept") in result.error
    assert state["calculator_position_text"] == "{not json"


def test_the_count_form_example_clear_tick_and_counting_from_cards() -> None:
    s, state = new()
    s.fill_example()
    assert s.showing_example()
    assert s.score_form().breakdown["NS"]["total"] == 925  # type: ignore[index]
    s.clear_form()
    assert s.form_is_blank() and not s.showing_example()
    state[fkey("EW", "natural_canastas")] = 1
    s.tick_melded("EW")
    assert state[fkey("EW", "melded_anything")] is True
    state[fkey("NS", "melds_cards")] = "KH KD KS 2C 7S"
    s.count_from_cards("NS", "melds")
    assert state[fkey("NS", "melds")] == 55
    assert s.counted("NS", "melds") == ("ok", "5 cards: 55 points.")
    state[fkey("NS", "hands_cards")] = "9C 3H"
    s.count_from_cards("NS", "hands")
    kind, _ = s.counted("NS", "hands")  # type: ignore[misc]
    assert kind == "error" and state[fkey("NS", "hands")] == 0


def test_the_game_sheet_add_undo_reset_restore_and_flashes() -> None:
    s, state = new()
    s.add_deal((925, 0), "position")
    assert s.take_flash("sheet") is None
    assert s.take_flash("position")[0] == "success"  # type: ignore[index]
    state["calculator_in_NS"], state["calculator_in_EW"] = 7, 0  # not a multiple of 5
    s.add_from_inputs()
    assert s.take_flash("sheet")[0] == "error"  # type: ignore[index]
    assert state["calculator_in_NS"] == 7  # what was typed is kept
    state["calculator_in_NS"] = 100
    s.add_from_inputs()
    assert state["calculator_deals"] == [[925, 0], [100, 0]] and state["calculator_in_NS"] == 0
    s.undo_deal()
    assert s.sheet.deals == ((925, 0),)
    s.ask_reset()
    assert s.confirming_reset
    s.reset()
    assert s.sheet.deals == () and s.previous_deals == [[925, 0]] and not s.confirming_reset
    s.restore()
    assert s.sheet.deals == ((925, 0),) and s.previous_deals == []


def test_the_deal_scored_last_is_remembered_for_the_sheet() -> None:
    s, _ = new()
    assert s.last_scored is None
    s.remember_scored((925, 0), "form")
    s.remember_scored((120, 60), "position")
    s.remember_scored((925, 0), "form")  # drawn again: not scored again
    assert s.last_scored == ("classic", (120, 60))


def test_an_upload_is_read_or_refused_with_the_reason() -> None:
    s, _ = new()
    sheet, why = s.read_upload("a.csv", 20, b"deal,NS,EW\n1,100,50\n")
    assert sheet is not None and sheet.deals == ((100, 50),) and why == ""
    sheet, why = s.read_upload("b.csv", 20, b"nope")
    assert sheet is None and why.startswith("b.csv was not loaded")
    old_key = s.upload_key
    s.load_sheet(calc.GameSheet(((5, 0),)), "a.csv")
    assert s.upload_key != old_key and s.sheet.deals == ((5, 0),)


def test_the_standing_names_the_sides_in_the_pages_language() -> None:
    s, _ = new("es")
    s.add_deal((5000, 100), "sheet")
    kind, text = s.standing()
    assert kind == "won" and "Norte–Sur" in text


@pytest.mark.parametrize("lang", ["en", "es"])
def test_unreadable_json_is_said_as_its_own_sentence(lang: str) -> None:
    """"This position can't be scored: The position is not valid JSON…" — a capital after a
    colon: the reader's message is a sentence of its own."""
    s, state = new(lang)
    state["calculator_position_text"] = "hola"
    error = s.score_position().error or ""
    assert error.startswith("This position can't be scored. The position is not valid JSON"
                            if lang == "en" else
                            "Esta posición no se puede calcular. La posición no es JSON válido")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_bad_field_is_named_as_the_notation_writes_it_and_quoted(lang: str) -> None:
    """A position with a field at fault names it as the notation spells it (its keys are the
    notation's, English on both pages), quoted so a Spanish page reads «Campo «hands»…» as a
    name, not as an English word in the sentence."""
    import json

    import canasta_core as cc

    s, state = new(lang)
    dumped = cc.dump(cc.deal(seed=3))
    pos = json.loads(dumped) if isinstance(dumped, str) else dict(dumped)
    pos["hands"]["S"] = ["ZZ"]
    state["calculator_position_text"] = json.dumps(pos)
    error = s.score_position().error or ""
    opening, closing = ("“", "”") if lang == "en" else ("«", "»")
    assert error.startswith("This position can't be scored. Field “" if lang == "en" else
                            "Esta posición no se puede calcular. Campo «"), error
    field = error.split(opening, 1)[1].split(closing, 1)[0]
    assert field.startswith("hands"), error
