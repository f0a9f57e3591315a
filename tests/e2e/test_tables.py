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

from canasta_app.store import get_store
from canasta_app.tables import service
from canasta_app.text.i18n import card_name

from .helpers import APP_IDLE, RUN_TIMEOUT_MS, click_and_wait, tracked_page, wait_idle

pytestmark = pytest.mark.e2e
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1366, "height": 800}
SEAT_WORD = {"N": "North", "E": "East", "S": "South", "W": "West"}


def _idle(page: Any) -> None:
    """Wait until the page's runs are over: on a tracked page (a `Player(..., tracked=True)`)
    the run tracker decides (`wait_idle`: conditions, no fixed time); otherwise the app's idle
    state on either side of a 300 ms pause."""
    if getattr(page, "cc_runs", None) is not None:
        wait_idle(page)
        return
    page.wait_for_selector(APP_IDLE, timeout=RUN_TIMEOUT_MS)
    page.wait_for_timeout(300)
    page.wait_for_selector(APP_IDLE, timeout=RUN_TIMEOUT_MS)


class Player:
    """A person at the table: a browser of their own (a new context) with one tab. `tracked`:
    the tab follows its script runs (helpers.tracked_page), so a tap is waited for by its own
    rerun (`_click_and_idle`) rather than by fixed pauses."""

    def __init__(self, browser: Any, server: str, viewport: dict[str, int],
                 tracked: bool = False) -> None:
        phone = viewport["width"] < 500
        self.ctx = browser.new_context(base_url=server, viewport=viewport, is_mobile=phone,
                                       has_touch=phone)
        self.ctx.set_default_timeout(RUN_TIMEOUT_MS)
        self.page = tracked_page(self.ctx) if tracked else self.ctx.new_page()
        self.frames: list[bytes] = []
        self.page.on("websocket", lambda ws: ws.on("framereceived", self._frame))
        self.seat = ""

    def _frame(self, payload: Any) -> None:
        self.frames.append(payload if isinstance(payload, bytes) else str(payload).encode())

    def open(self, path: str) -> None:
        self.page.goto(path, wait_until="domcontentloaded")
        _idle(self.page)

    def turn_line(self) -> str:
        return str(self.page.locator(".st-key-tables_turn").inner_text())


def _sit(p: Player, code: str, nick: str) -> None:
    p.open(f"/tables?t={code}")
    p.page.get_by_role("textbox", name="Your nickname").fill(nick)
    p.page.get_by_role("button", name="Sit down").click()
    p.page.wait_for_selector(".st-key-tables_turn", timeout=RUN_TIMEOUT_MS)
    p.page.wait_for_function(
        "() => document.body.innerText.includes('You sit at')", timeout=RUN_TIMEOUT_MS)
    p.seat = next(s for s, w in SEAT_WORD.items()
                  if f"You sit at {w} as {nick}" in p.page.inner_text("body"))


def _table(code: str) -> service.Table:
    store = get_store()
    info = store.tables.by_code(code)
    assert info is not None
    table = service.load(store.tables, info.id)
    assert table is not None
    return table


def _no_other_hand(players: list[Player], code: str) -> None:
    pos = _table(code).play.position
    visible = set(pos.pile)
    for side in pos.melds.values():
        for cards in side.values():
            visible |= set(cards)
    for threes in pos.red_threes.values():
        visible |= set(threes)
    for p in players:
        html = p.page.content()
        frames = b"".join(p.frames)
        mine = set(pos.hands[p.seat])  # type: ignore[arg-type]
        for other in pos.rules.seats:
            if other == p.seat:
                continue
            hidden = {c for c in pos.hands[other]  # type: ignore[union-attr]
                      if c not in mine and c not in visible and c != "JK"}
            for c in hidden:
                name = card_name(c, "en")
                assert name not in html, (p.seat, other, c)
                assert name.encode() not in frames, (p.seat, other, c, "websocket")


def wait_turn(players: list[Player], seat: str) -> Player:
    p = next(x for x in players if x.seat == seat)
    p.page.wait_for_function(
        "() => { const t = document.querySelector('.st-key-tables_turn');"
        " return t && t.innerText.startsWith('Your turn'); }", timeout=RUN_TIMEOUT_MS)
    _idle(p.page)
    return p


def _choose(p: Player, key: str, option: str) -> None:
    """Pick `option` in the selectbox with Streamlit key `key` (its list opened by a click;
    once more if a rerun closed it as it opened)."""
    _idle(p.page)
    for attempt in range(3):
        p.page.locator(f".st-key-{key}").get_by_role("combobox").click()
        item = p.page.get_by_role("option", name=option, exact=True)
        try:
            item.wait_for(timeout=10_000)
        except Exception:  # noqa: BLE001 - the list did not open: click the box again
            if attempt == 2:
                raise
            continue
        _click_and_idle(p, item)
        return


def _click_and_idle(p: Player, locator: Any) -> None:
    """Tap `locator` and wait for the rerun it makes (on a tracked page, that rerun's end)."""
    if getattr(p.page, "cc_runs", None) is not None:
        click_and_wait(p.page, locator)
        return
    locator.click()
    p.page.wait_for_timeout(300)
    _idle(p.page)


def play_turn(p: Player) -> None:
    """A turn by tapping: the stock (a draw), then the first card of the hand, discarded."""
    _click_and_idle(p, p.page.locator('[data-pick="tables_pick_bare_draw"]'))  # the stock
    p.page.wait_for_function("() => !!document.querySelector("
                             "'.st-key-tables_table .cc-seat [data-pick]')")
    kind = p.page.locator(".st-key-tables_pick_kind")
    if kind.count():
        _click_and_idle(p, kind.get_by_text("Discard", exact=True))
    _click_and_idle(p, p.page.locator(".st-key-tables_table .cc-seat [data-pick]").nth(0))
    _click_and_idle(p, p.page.get_by_role("button", name="Play this"))
    assert "Played: discard" in p.page.inner_text("body"), p.page.inner_text("body")[-800:]


def test_four_browsers_play_and_no_hand_reaches_another(browser: Any, server: str,
                                                         tmp_path: Any) -> None:
    host = Player(browser, server, DESKTOP, tracked=True)
    host.open("/tables")
    host.page.get_by_role("textbox", name="Your nickname").fill("Ana")
    for seat in ("E", "W"):  # North is a player's already; East and West too
        _choose(host, f"tables_w_seat_{seat}", "A player")
    _click_and_idle(host, host.page.get_by_role("button", name="Open the table"))
    host.page.wait_for_url(re.compile(r"[?&]t=[A-Z0-9]{6}"))
    code = re.search(r"[?&]t=([A-Z0-9]{6})", host.page.url).group(1)  # type: ignore[union-attr]
    host.seat = "S"
    players = [host]
    for nick, viewport in (("Beto", DESKTOP), ("Cata", PHONE), ("Dani", PHONE)):
        p = Player(browser, server, viewport, tracked=True)
        _sit(p, code, nick)
        players.append(p)
    assert sorted(p.seat for p in players) == ["E", "N", "S", "W"]
    _no_other_hand(players, code)

    refused_seen = False
    for _move in range(4):  # a turn each: draw, then discard
        table = _table(code)
        seat = table.play.acting
        assert seat is not None
        p = wait_turn(players, seat)
        if not refused_seen:  # a card tapped before drawing: a take the referee refuses
            _click_and_idle(p, p.page.locator(".st-key-tables_table .cc-seat [data-pick]").nth(0))
            _click_and_idle(p, p.page.get_by_role("button", name="Play this"))
            assert "Only you see this" in p.page.inner_text("body")
            p.page.wait_for_timeout(1200)  # every other seat's one-second timer ticks in it
            for other in players:
                if other is not p:
                    assert "Only you see this" not in other.page.inner_text("body")
            refused_seen = True
        play_turn(p)
        after = _table(code)
        assert after.play.version == table.play.version + 2  # the draw and the discard
        for other in players:  # within the timer's second or two, every seat shows it
            other.page.wait_for_function(
                "(v) => document.body.innerText.includes(v)", arg=f"{SEAT_WORD[seat]}: discard",
                timeout=15_000)
        _no_other_hand(players, code)
    for i, p in enumerate(players):
        p.page.screenshot(path=str(tmp_path / f"seat-{i}-{p.seat}.png"))
    for p in players:
        p.ctx.close()
