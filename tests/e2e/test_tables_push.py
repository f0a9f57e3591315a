"""The server pushes a move to the seats' pages (issue 41, canasta_app/tables/push.py): a page
whose own watcher script never runs (its start flag set before the page loads, so WATCH_JS
returns at once) still draws each move within PUSH_S, well inside the page's five-second
timer. The moves are made from this process, as another replica's would be: the server learns
of them at its driver's next pass (tables/watch.py `refresh`) and wakes the page. A second tab
of the same seat is woken as well, and so is the first tab after a reload (a new session)."""

from __future__ import annotations

import time
from typing import Any

from canasta_app.tables import service
from canasta_app.tables.watch import TIMER_S

from .helpers import site_store
from .players import PHONE, Player, new_table

PUSH_S = 2.5  # the driver's pass (0.25 s), the fragment's run and the page's drawing
NO_WATCHER = "window.ccTablesWatch = true;"  # WATCH_JS's own "already started" flag


def _drawn(p: Player, version: int, timeout_s: float) -> bool:
    try:
        p.page.wait_for_selector(f'ul[data-table][data-version="{version}"]',
                                 state="attached", timeout=timeout_s * 1000)
        return True
    except Exception:  # noqa: BLE001 - Playwright's timeout
        return False


def test_a_move_reaches_a_page_without_its_watcher_script(browser: Any, server: str) -> None:
    assert PUSH_S <= TIMER_S / 2
    store = site_store()
    info, learners = new_table(store, {"S": "Ana", "N": "Beto"}, profile="two-hand",
                               pace="fast", seed=77, seats={"N": "human", "S": "human"})
    tabs = []
    for _ in range(2):  # two tabs of the same seat, each a browser of its own
        p = Player(browser, server, PHONE)
        p.page.add_init_script(NO_WATCHER)
        p.open(f"/tables?t={info.code}&me={learners['S'].code}")
        tabs.append(p)
    table = service.load(store.tables, info.id)
    assert table is not None
    for p in tabs:
        assert _drawn(p, table.play.version, 30.0), "the table was never drawn"
        assert p.page.evaluate("window.ccTablesWatch === true")
    late = []
    for step in range(3):
        table = service.load(store.tables, info.id)
        assert table is not None and table.play.acting is not None
        if step == 1:  # a reload: a new session, registered at its first run
            tabs[0].page.reload()
            assert _drawn(tabs[0], table.play.version, 30.0), "not drawn after the reload"
        seat = table.play.acting
        started = time.monotonic()
        service.try_move(store.tables, info.id, seat, table.play.bot_action("heuristic"),
                         table.play.version)
        moved = service.load(store.tables, info.id)
        assert moved is not None and moved.play.version > table.play.version
        for k, p in enumerate(tabs):
            if not _drawn(p, moved.play.version, max(0.05, PUSH_S - (time.monotonic() - started))):
                late.append((step, k, round(time.monotonic() - started, 2)))
    # without the push each draw waits for the page's five-second timer: on time by luck at
    # most half the time, all three about one time in eight
    assert not late, f"moves drawn later than {PUSH_S} s (or never): (move, tab, s) {late}"
    for p in tabs:
        p.leave()
