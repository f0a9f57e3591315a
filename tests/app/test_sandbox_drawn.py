"""A draw from a stock given as a count (issue 37): the player names what the draw brought and
the sandbox plays it. The rules are the engine's ([threes.red-draw], [two.draw],
[two.stock-end], [stock.last-red-three]); what is wrong is said at the field and nothing typed
is lost. The logic without Streamlit first, then the page."""

from __future__ import annotations

from typing import Any

import pytest
from helpers.apptest import open_page, texts
from sandbox_helpers import typing_box
from streamlit.testing.v1 import AppTest

import canasta_core as cc
from canasta_app.sandbox.drawn import MAX_DRAWN_TEXT, DrawnProblem, needs_cards, told_draw
from canasta_app.shell.share import decode_share, encode_state
from canasta_app.text.i18n import t
from canasta_core.positions import to_dict

BASE: dict[str, Any] = {
    "format": "canasta/1", "dealer": "W", "turn": "S", "phase": "draw",
    "hands": {"N": 11, "E": 11, "S": ["KH", "KS", "7C", "9S", "4D", "4C"], "W": 11},
    "pile": ["4C", "7H"], "stock": 40,
}


def _pos(**changes: Any) -> cc.Position:
    return cc.load({**BASE, **changes})


def _problem(pos: cc.Position, text: str, lang: str = "en") -> str:
    with pytest.raises(DrawnProblem) as e:
        told_draw(pos, text, lang)
    return e.value.key


def test_a_counted_draw_plays_the_card_named_and_the_stock_count_drops() -> None:
    pos = _pos()
    assert needs_cards(pos) and not needs_cards(_pos(stock=["7H"]))
    after = told_draw(pos, "7h", "en")
    assert after.phase == "play" and after.stock == 39 and "7H" in after.hands["S"]
    assert told_draw(pos, "7c", "es").hands["S"] == after.hands["S"]  # 7c: the 7♥ in Spanish


def test_a_red_three_drawn_is_laid_out_and_its_replacement_asked_for() -> None:
    pos = _pos()
    assert _problem(pos, "3H") == "sandbox.drawn.red_unreplaced"
    after = told_draw(pos, "3H 8D", "en")
    assert after.red_threes["NS"] == ("3H",) and "8D" in after.hands["S"] and after.stock == 38
    # the stock's last card a red three: laid out, and the deal ends at once
    last = told_draw(_pos(stock=1), "3D", "en")
    assert last.phase == "over" and last.ended == "last-red-three" and last.stock == 0


def test_the_draw_brings_what_the_profile_draws_no_card_more_or_fewer() -> None:
    pos = _pos()
    assert _problem(pos, "7H 8D") == "sandbox.drawn.too_many"
    assert _problem(pos, "") == "sandbox.drawn.empty"
    two = to_dict(cc.deal(3, profile="two-hand"))
    two["stock"] = 10
    two_pos = cc.load(two)
    assert _problem(two_pos, "7H") == "sandbox.drawn.too_few"
    assert _problem(two_pos, "7H 8D 9S") == "sandbox.drawn.too_many"
    after = told_draw(two_pos, "7H 3D 8D", "en")
    assert after.stock == 7 and after.red_threes[two_pos.rules.side_of[two_pos.turn]]
    two["stock"] = 1  # [two.stock-end]: the last card is a complete draw
    assert told_draw(cc.load(two), "7H", "en").phase == "play"


def test_cards_the_table_cannot_hold_or_read_are_refused() -> None:
    pos = _pos()
    assert _problem(pos, "4C") == "sandbox.drawn.impossible"  # a third 4♣ (pile and hand)
    assert _problem(pos, "ZZ") == "sandbox.drawn.unreadable"
    assert _problem(pos, "KH", "es") == "sandbox.drawn.unreadable"  # English letters in Spanish
    assert _problem(pos, "7H " * 30) == "sandbox.drawn.too_long"
    assert _problem(_pos(stock=1), "3D 7H") == "sandbox.drawn.more_than_stock"
    assert _problem(_pos(phase="play", hands={**BASE["hands"]}), "7H") == "sandbox.drawn.not_now"
    assert len("7H " * 30) > MAX_DRAWN_TEXT


# --------------------------------------------------------------------------- the page


def _open(lang: str = "en") -> AppTest:
    at = open_page("sandbox", {"s": encode_state(BASE), "lang": lang})
    return at


def _draw_checked(at: AppTest, button: str = "sandbox_check") -> None:
    typing_box(at).input("draw" if at.query_params.get("lang") != ["es"] else "robar").run()
    at.button(key=button).click().run()
    assert not at.exception, at.exception


@pytest.mark.parametrize("button", ["sandbox_check", "sandbox_play"])
def test_the_page_asks_what_the_draw_brought_and_plays_it(button: str) -> None:
    at = _open()
    _draw_checked(at, button)
    field = at.text_input(key="sandbox_drawn")  # asked right under the verdict
    assert field.label == t("sandbox.drawn.label", "en", n=1)
    # bad input: a message at the field, the text kept, nothing played
    field.input("3H").run()
    at.button(key="sandbox_drawn_play").click().run()
    assert t("sandbox.drawn.red_unreplaced", "en", card="3H") in texts(at)
    assert at.text_input(key="sandbox_drawn").value == "3H"
    assert at.session_state["sandbox_history"].current.phase == "draw"
    at.text_input(key="sandbox_drawn").input("3H 8D").run()
    at.button(key="sandbox_drawn_play").click().run()
    assert not at.exception, at.exception
    h = at.session_state["sandbox_history"]
    assert h.actions == ("draw",) and h.current.phase == "play" and h.current.stock == 38
    assert "South drew 3♥ 8♦" in texts(at)
    assert "1. South: drew 3♥ 8♦ from the stock" in texts(at)  # the history says what came
    # the link starts after the told draw: replaying 'draw' could not give it
    value = at.query_params["s"]
    shared = decode_share(value if isinstance(value, str) else value[0])
    assert shared.position == h.current and not shared.history
    at.button(key="sandbox_undo").click().run()
    assert at.session_state["sandbox_history"].current.phase == "draw"
    at.button(key="sandbox_redo").click().run()
    assert at.session_state["sandbox_history"].current.stock == 38


def test_the_field_speaks_spanish_and_reads_spanish_cards() -> None:
    at = _open("es")
    _draw_checked(at)
    at.text_input(key="sandbox_drawn").input("7x").run()
    at.button(key="sandbox_drawn_play").click().run()
    shown = texts(at)
    assert "'7x' no es una carta" in shown
    at.text_input(key="sandbox_drawn").input("7c").run()
    at.button(key="sandbox_drawn_play").click().run()
    assert "Sur robó 7♥" in texts(at)
    assert "7H" in at.session_state["sandbox_history"].current.hands["S"]


def test_no_field_where_the_stock_is_known() -> None:
    at = open_page("sandbox", {"s": encode_state({**BASE, "stock": ["7H", "8D"]})})
    _draw_checked(at)
    assert not [w for w in at.text_input if w.key == "sandbox_drawn"]
