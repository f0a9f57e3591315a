"""A restart with bots to move (issue 41): a table of one player and three bots, the server
stopped while the bots are to play and started again some seconds later; the player's browser
reconnects by itself, its page run starts the server's driver, and the bots move again at the
table's pace (never two in one pass, never before the pace has passed since the move
before), until it is the player's turn again. Its own server (the test stops it), on a
database of its own: no other server's driver may move these bots while this one is down."""

from __future__ import annotations

import signal
import time
from typing import Any

import pytest

from canasta_app.store import get_store
from canasta_app.tables import service
from canasta_app.tables.model import PACES

from .helpers import RUN_TIMEOUT_MS, own_site, restart
from .locators import TABLES
from .players import YOUR_TURN, new_table, seated, wait_turn

pytestmark = pytest.mark.e2e

RECONNECTED = '[data-testid="stApp"][data-test-connection-state="CONNECTED"]'
PACE = "fast"  # 0.6 s a bot's move: what is proved is that the pace is kept, at any pace


def test_after_a_restart_the_bots_move_at_the_tables_pace(browser: Any,
                                                          tmp_path: Any) -> None:
    p = None
    with own_site(tmp_path) as site:
        store = get_store(site["db"])
        info, learners = new_table(store, {"S": "Ana"}, profile="classic", pace=PACE,
                                   seed=2057, seats={"S": "human", "W": "heuristic",
                                                     "N": "heuristic", "E": "heuristic"})
        try:
            p = seated(browser, site["url"], info, "S", learners["S"])
            table = service.load(store.tables, info.id)
            # the seed's deal: South first, and after South's discard (whichever card) each bot
            # only draws and discards, six moves at the pace (seed 2027 had two bots move
            # before South and ten moves after: 12 s more of this test, all waiting)
            assert table is not None and table.play.acting == "S"
            wait_turn([p], "S")
            # the server goes down right after South's turn: three bots to move
            stop_server_at = [0.0]
            first = site["proc"]

            def stop_now() -> None:
                first.send_signal(signal.SIGKILL)  # a crash: nothing is tidied up
                first.wait(10)
                stop_server_at[0] = time.time()

            # South plays, through the store (a seat's taps are other tests'), and the kill
            # follows at once, before the first bot's pace has passed: by the browser, the
            # kill came some 0.4 s after the discard (the page's "Played" and its idle waited
            # for), too near the fast pace's 0.6 s
            version = table.play.version
            for text in ("draw", None):
                if text is None:  # the discard: the hand's first card (any: see the seed)
                    after_draw = service.load(store.tables, info.id)
                    assert after_draw is not None
                    text = f"discard {after_draw.play.position.hands['S'][0]}"
                assert service.try_move(store.tables, info.id, "S", text, version).kind == "played"
                version += 1
            before = len(store.tables.log(info.id))
            stop_now()
            # bots may have moved before the kill landed: the ones still due are the rest
            at_kill = store.tables.log(info.id)
            moved_first = {r.seat for r in at_kill[before:]}
            time.sleep(PACES[PACE] * 2)  # the bots' turns come due while no server runs
            assert len(store.tables.log(info.id)) == len(at_kill)  # nobody moved them meanwhile
            restart(site, tmp_path / "second.log")  # same port and database
            p.page.wait_for_selector(RECONNECTED, timeout=60_000)  # the browser comes back
            # until the page draws South's turn again, after the bots' moves (its turn line
            # said South's before the store's move too: the version it drew tells them apart)
            p.page.wait_for_function(
                "([sel, yours, v]) => { const u = document.querySelector('ul[data-version]');"
                " const t = document.querySelector(sel);"
                " return u && +u.dataset.version > v && t && t.innerText.startsWith(yours); }",
                arg=[TABLES.turn, YOUR_TURN, version], timeout=RUN_TIMEOUT_MS)
            log = store.tables.log(info.id)
            after = [r for r in log if r.at_ms >= stop_server_at[0] * 1000]
            due = {"W", "N", "E"} - moved_first
            assert {r.seat for r in after} >= due, [(r.seat, r.action) for r in log]
            pace_ms = PACES[PACE] * 1000
            by_bot = [r for r in after if r.seat != "S"]
            gaps = [b.at_ms - a.at_ms for a, b in zip(by_bot, by_bot[1:], strict=False)]
            assert all(g >= pace_ms for g in gaps), gaps  # at the table's pace, no burst
        finally:
            if p is not None:
                p.leave()
