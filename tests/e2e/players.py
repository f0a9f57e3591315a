"""The people at a shared table in the browser tests (test_tables.py, test_tables_deal.py,
test_tables_failover.py): a Player is a browser of its own (a new context, desktop or phone)
that records every WebSocket message it receives; helpers open a table, take a seat, wait for a
turn and play one by tapping, and check that no hand reaches another player's browser.

Taps wait with fixed pauses (`click_and_idle`): the run tracker's waits lost a tap (0189128).
"""

from __future__ import annotations

from typing import Any

from helpers.words import before, lead, says

from canasta_app.tables import service
from canasta_app.text.i18n import card_name, seat_name

from .helpers import APP_IDLE, RUN_TIMEOUT_MS, open_list_to, site_store
from .locators import TABLES

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1366, "height": 800}
SEAT_WORD = {seat: seat_name(seat) for seat in ("N", "E", "S", "W")}  # "North", ...
YOUR_TURN = before("tables.turn.you", "seat")  # the turn line's start for its player
# The table's words the tests look for, the catalogue's (English): a rewording changes the
# catalogue alone
NICK_BOX = says("tables.nick")  # the nickname box's label
A_PLAYER = says("tables.new.kind.human")  # a seat's kind in the new table's settings
OPEN_TABLE = says("tables.new.open")  # the button that opens the table
PLAY_THIS = says("tables.play")  # the picked card's button
REFUSED = says("tables.refused")  # a refused try, told to its player alone
DISCARD_KIND = says("components.picker.kind.discard")  # the picker's "Discard" kind


def discarded(seat: str) -> str:
    """The start of the recent moves' line of `seat`'s discard ("North: discard")."""
    return f"{before('tables.recent_line', 'move', seat=seat_name(seat))} {before('move.discard', 'card')}"


def played() -> str:
    """The start of the page's note to its player that their discard was played ("Played:
    discard")."""
    return f"{before('tables.played', 'move')} {before('move.discard', 'card')}"


def new_table(store: Any, nicks: dict[str, str], **settings: Any) -> tuple[Any, dict[str, Any]]:
    """A table made in `store` (the settings as `store.tables.create` takes them: profile,
    pace, seed, seats; a match to 5000 unless said), with a new learner seated at each seat
    `nicks` names under that nickname, the first one its host: (its info, seat -> learner)."""
    learners = {seat: store.new_learner() for seat in nicks}
    host = next(iter(learners.values()))
    settings = {"target": 5000, "mode": "match", **settings}
    info = store.tables.create(host_id=host.id, **settings)
    for seat, nick in nicks.items():
        store.tables.take_seat(info.id, learners[seat].id, nick, seat)
    return info, learners


def seated(browser: Any, url: str, info: Any, seat: str, learner: Any,
           viewport: dict[str, int] = PHONE, timeout: float = RUN_TIMEOUT_MS) -> Any:
    """`learner`'s browser of its own (a Player) on the table's page of the site at `url`,
    as `seat`, once the turn line is drawn."""
    p = Player(browser, url, viewport)
    p.seat = seat
    p.open(f"/tables?t={info.code}&me={learner.code}")
    p.page.wait_for_selector(TABLES.turn, timeout=timeout)
    return p


def idle(page: Any) -> None:
    page.wait_for_selector(APP_IDLE, timeout=RUN_TIMEOUT_MS)
    page.wait_for_timeout(300)
    page.wait_for_selector(APP_IDLE, timeout=RUN_TIMEOUT_MS)


class Player:
    """A person at the table: a browser of their own with one tab, phone-sized (touch) below
    500 px, recording every WebSocket message the tab receives (`frames`).

    With `pool` (the test's `new_context` and `new_page` fixtures) the browser comes from the
    worker's pool of contexts (tests/e2e/conftest.py): the first desktop and the first phone of
    a test reuse a context that has loaded the site before (a cold context loads Streamlit's
    frontend again), the others are new; the pool empties them after the test. Without it (the
    failover test's own servers), a new context. `leave()` at the end of the test."""

    def __init__(self, browser: Any, server: str, viewport: dict[str, int],
                 pool: tuple[Any, Any] | None = None) -> None:
        phone = viewport["width"] < 500
        # the options as the other browser tests give them, so the pool's contexts match
        opts: dict[str, Any] = {"viewport": viewport}
        if phone:
            opts.update(is_mobile=True, has_touch=True)
        self.pooled = pool is not None
        if pool is not None:
            new_context, new_page = pool
            self.ctx = new_context(**opts)
            self.page = new_page(self.ctx)
        else:
            self.ctx = browser.new_context(base_url=server, **opts)
            self.ctx.set_default_timeout(RUN_TIMEOUT_MS)
            self.page = self.ctx.new_page()
        self.frames: list[bytes] = []
        self._on_websocket = lambda ws: ws.on("framereceived", self._frame)
        self.page.on("websocket", self._on_websocket)
        self.seat = ""

    def leave(self) -> None:
        """The test is over: stop recording (a pooled tab outlives the test) and close a
        browser of its own (a pooled one goes back to the pool)."""
        self.page.remove_listener("websocket", self._on_websocket)
        if not self.pooled:
            self.ctx.close()

    def _frame(self, payload: Any) -> None:
        self.frames.append(payload if isinstance(payload, bytes) else str(payload).encode())

    def open(self, path: str) -> None:
        self.page.goto(path, wait_until="domcontentloaded")
        idle(self.page)

    def turn_line(self) -> str:
        return str(self.page.locator(TABLES.turn).inner_text())


def sit(p: Player, code: str, nick: str) -> None:
    p.open(f"/tables?t={code}")
    p.page.get_by_role("textbox", name=NICK_BOX).fill(nick)
    p.page.get_by_role("button", name=says("tables.sit.go")).click()
    p.page.wait_for_selector(TABLES.turn, timeout=RUN_TIMEOUT_MS)
    p.page.wait_for_function(
        "(said) => document.body.innerText.includes(said)", arg=lead("tables.you_are"),
        timeout=RUN_TIMEOUT_MS)
    body = p.page.inner_text("body")
    p.seat = next(s for s, w in SEAT_WORD.items()
                  if says("tables.you_are", seat=w, name=nick) in body)


def table_of(code: str, store: Any = None) -> service.Table:
    """The table with this code as its store holds it (the worker's session server's database
    unless `store` is another: a server of the test's own, the failover test's PostgreSQL)."""
    store = store or site_store()
    info = store.tables.by_code(code)
    assert info is not None
    table = service.load(store.tables, info.id)
    assert table is not None
    return table


def no_other_hand(players: list[Player], code: str) -> None:
    pos = table_of(code).play.position
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
        "([sel, yours]) => { const t = document.querySelector(sel);"
        " return t && t.innerText.startsWith(yours); }", arg=[TABLES.turn, YOUR_TURN],
        timeout=RUN_TIMEOUT_MS)
    idle(p.page)
    return p


def choose(p: Player, key: str, option: str) -> None:
    """Pick `option` in the selectbox with Streamlit key `key`: its list opened by a click,
    clicked again while the list is still closed. On the lobby the first click on a chooser
    after its box opened often only focuses it (the list never opens: seen every time in a
    script that clicked once and waited 3 s, and the 10 s this waited before clicking again was
    a fifth of test_tables.py); a list that opened is never clicked shut (the box is read
    first), and each try waits longer, the last one as long as a run may take."""
    idle(p.page)
    if not p.page.locator(TABLES.widget(key)).count():  # the settings box is closed: open it
        p.page.locator(TABLES.settings).click()
        idle(p.page)
    item = p.page.get_by_role("option", name=option, exact=True)
    open_list_to(p.page.locator(TABLES.widget(key)).get_by_role("combobox"), item)
    item.click()
    idle(p.page)


def click_and_idle(p: Player, locator: Any) -> None:
    locator.click()
    p.page.wait_for_timeout(300)
    idle(p.page)


def play_turn(p: Player, code: str, store: Any = None) -> None:
    """One turn by tapping: the stock (or "Pass" once it is out), then the first card of the
    hand, discarded. The table (`code`, in `store`) is read to tell a draw from a pass."""
    pos = table_of(code, store).play.position
    if pos.phase == "draw" and pos.stock_size == 0:
        click_and_idle(p, p.page.locator(TABLES.pass_button))
        return
    if pos.phase == "draw":
        click_and_idle(p, p.page.locator(TABLES.stock))
    p.page.wait_for_function("(sel) => !!document.querySelector(sel)", arg=TABLES.hand_cards)
    kind = p.page.locator(TABLES.pick_kind)
    if kind.count():
        click_and_idle(p, kind.get_by_text(DISCARD_KIND, exact=True))
    click_and_idle(p, p.page.locator(TABLES.hand_cards).nth(0))
    p.page.get_by_role("button", name=PLAY_THIS).click()
    # the page says it was played: looked for as soon as the click's run draws it, as the
    # next move (a bot's, at the table's pace) redraws the table without it (the restart
    # test, at a load of 20, read the page after a bot had moved)
    said = played()
    try:
        p.page.wait_for_function("(said) => document.body.innerText.includes(said)",
                                 arg=said, timeout=RUN_TIMEOUT_MS)
    except Exception as exc:  # noqa: BLE001 - Playwright's timeout: say what was shown
        raise AssertionError(f"{said!r} never shown: {p.page.inner_text('body')[-800:]}"
                             ) from exc
    idle(p.page)
