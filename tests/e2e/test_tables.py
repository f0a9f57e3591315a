"""A shared table in four browsers (issue 41): a host at 1366×800 opens a four-player table,
a second desktop and two phones (390×844) take the other seats from the link, and they play
real moves by tapping cards: draws and discards round the table, and one refused try that
only its player is told about. After every move each browser's page HTML, and every
WebSocket message it has received, is searched for the cards of the other hands: none of
them ever reaches another player's browser."""

from __future__ import annotations

import re
from typing import Any

import pytest

from .locators import TABLES
from .players import (
    A_PLAYER,
    DESKTOP,
    NICK_BOX,
    OPEN_TABLE,
    PHONE,
    PLAY_THIS,
    REFUSED,
    Player,
    choose,
    click_and_idle,
    discarded,
    idle,
    no_other_hand,
    play_turn,
    sit,
    table_of,
    wait_turn,
)

pytestmark = pytest.mark.e2e


def test_four_browsers_play_and_no_hand_reaches_another(browser: Any, server: str,
                                                         shot: Any, new_context: Any,
                                                         new_page: Any) -> None:
    pool = (new_context, new_page)
    host = Player(browser, server, DESKTOP, pool)
    host.open("/tables")
    host.page.get_by_role("textbox", name=NICK_BOX).fill("Ana")
    for seat in ("E", "W"):  # North is a player's already; East and West too
        choose(host, f"tables_w_seat_{seat}", A_PLAYER)
    click_and_idle(host, host.page.get_by_role("button", name=OPEN_TABLE))
    host.page.wait_for_url(re.compile(r"[?&]t=[A-Z0-9]{6}"))
    code = re.search(r"[?&]t=([A-Z0-9]{6})", host.page.url).group(1)  # type: ignore[union-attr]
    host.seat = "S"
    players = [host]
    for nick, viewport in (("Beto", DESKTOP), ("Cata", PHONE), ("Dani", PHONE)):
        p = Player(browser, server, viewport, pool)
        sit(p, code, nick)
        players.append(p)
    assert sorted(p.seat for p in players) == ["E", "N", "S", "W"]
    no_other_hand(players, code)

    refused_seen = False
    for _move in range(4):  # a turn each: draw, then discard
        table = table_of(code)
        seat = table.play.acting
        assert seat is not None
        p = wait_turn(players, seat)
        if not refused_seen:  # a card tapped before drawing: a take the referee refuses
            p.page.locator(TABLES.hand_cards).nth(0).click()
            idle(p.page)
            click_and_idle(p, p.page.get_by_role("button", name=PLAY_THIS))
            assert REFUSED in p.page.inner_text("body")
            p.page.wait_for_timeout(1200)  # every other seat's one-second timer ticks in it
            for other in players:
                if other is not p:
                    assert REFUSED not in other.page.inner_text("body")
            refused_seen = True
        play_turn(p, code)
        after = table_of(code)
        assert after.play.version == table.play.version + 2  # the draw and the discard
        for other in players:  # within the timer's second or two, every seat shows it
            other.page.wait_for_function(
                "(v) => document.body.innerText.includes(v)", arg=discarded(seat),
                timeout=15_000)
        no_other_hand(players, code)
    for i, p in enumerate(players):  # the fast PNG of the viewport (page.screenshot: ~4x slower)
        shot(p.page, f"seat-{i}-{p.seat}")
    for p in players:
        p.leave()
