"""Taps while the table redraws (issue 41: the four-hand walk once lost a tap made right after
the page redrew). A two-hand table whose revision moves several times a second (as when other
seats move, players come and go, a seat is taken), so the seat's page is redrawn by its watcher
again and again while its player taps the stock, a card and "Play this" with no pause for the
page to settle. Every tap must do what it says or say why not: the draw drawn, the card
lifted, the discard played or a message; never nothing."""

from __future__ import annotations

import threading
from typing import Any

from sqlalchemy import update

from canasta_app.store.models import SharedTable
from canasta_app.tables import service

from .helpers import site_store
from .locators import TABLES
from .players import DISCARD_KIND, PLAY_THIS, YOUR_TURN, Player, idle, new_table, played, seated

TAP_S = 6.0  # a tap's effect must show within this (a loaded machine)
MESSAGE = f"{TABLES.feedback} .stAlert"  # a message of the table to its player


def _wait(p: Player, js: str, arg: Any = None) -> bool:
    try:
        p.page.wait_for_function(js, arg=arg, timeout=TAP_S * 1000)
        return True
    except Exception:  # noqa: BLE001 - Playwright's timeout: the tap did nothing visible
        return False


def test_taps_during_redraws_each_do_something(browser: Any, server: str) -> None:
    store = site_store()
    info, learners = new_table(store, {"S": "Ana", "N": "Beto"}, profile="two-hand",
                               pace="fast", seed=913, seats={"N": "human", "S": "human"})
    p: Player = seated(browser, server, info, "S", learners["S"])
    stop = threading.Event()

    def churn() -> None:  # the table's revision moves ~4 times a second: redraw after redraw
        while not stop.wait(0.25):
            store.db.run(lambda s: s.execute(
                update(SharedTable).where(SharedTable.id == info.id)
                .values(revision=SharedTable.revision + 1)))

    noise = threading.Thread(target=churn, daemon=True)
    noise.start()
    silent: list[str] = []
    turns = 0
    try:
        for _ in range(60):
            if turns >= 5:
                break
            table = service.load(store.tables, info.id)
            assert table is not None and table.play.acting is not None
            if table.play.acting == "N":  # the other player, from here
                service.try_move(store.tables, info.id, "N",
                                 table.play.bot_action("heuristic"), table.play.version)
                continue
            version = table.play.version
            p.page.wait_for_function(
                "([sel, yours]) => { const t = document.querySelector(sel);"
                " return t && t.innerText.startsWith(yours); }", arg=[TABLES.turn, YOUR_TURN])
            # the stock: the draw is made (the table's version moves) or a message says why not
            p.page.locator(TABLES.stock).click()
            drawn = _wait(p, "([v, said]) => { const u = document.querySelector('ul[data-version]');"
                             " return u && +u.dataset.version > v"
                             " || !!document.querySelector(said); }",
                          [version, MESSAGE])
            if not drawn:
                silent.append(f"turn {turns}: the stock tapped, no draw and no message")
                idle(p.page)
                continue
            # a card of the hand: lifted (picked), or a message
            card = p.page.locator(TABLES.hand_cards).nth(0)
            card.wait_for()
            kind = p.page.locator(TABLES.pick_kind)
            if kind.count():
                kind.get_by_text(DISCARD_KIND, exact=True).click()
                idle(p.page)
            card = p.page.locator(TABLES.hand_cards).nth(0)
            card.click()
            if not _wait(p, "([sel, said]) => !!document.querySelector(sel + '[aria-pressed=true]')"
                            " || !!document.querySelector(said)",
                         [TABLES.hand_cards, MESSAGE]):
                silent.append(f"turn {turns}: a card tapped, not lifted and no message")
                idle(p.page)
                continue
            p.page.get_by_role("button", name=PLAY_THIS).click()
            if not _wait(p, "([words, said]) => document.body.innerText.includes(words)"
                            " || !!document.querySelector(said)", [played(), MESSAGE]):
                silent.append(f"turn {turns}: Play this tapped, nothing played and no message")
                idle(p.page)
                continue
            turns += 1
    finally:
        stop.set()
        noise.join(5)
        p.ctx.close()
    assert not silent, silent
    assert turns >= 5
