"""A class's tables in the browser (issue 41, item 5), as a teacher at 1366×800 uses them:
students seated where the teacher chooses (a seat changed by hand in the Tables tab's editable
table, a clash said under it and the Open button held until it is fixed), the tables opened and
on the board, a table played on put on the projector with "Show to the class" (the classroom's
presentation layout, the table as a spectator sees it: every hand a count, no card of any hand
on the screen), and a table closed off the board."""

from __future__ import annotations

import time
from typing import Any

import pytest
from helpers.words import lead, says

from .helpers import APP_IDLE, RUN_TIMEOUT_MS, by_key, choose_in, site_store, wait_quiet

pytestmark = pytest.mark.e2e
LAPTOP = {"width": 1366, "height": 800}
PROJECTOR = {"width": 1280, "height": 720}
TABLE_COLUMN, SEAT_COLUMN = 0.5, 0.83  # the editor's columns, as shares of its width (1366 px)


def _idle(page: Any) -> None:
    page.wait_for_selector(APP_IDLE, timeout=RUN_TIMEOUT_MS)
    wait_quiet(page, 300)
    page.wait_for_selector(APP_IDLE, timeout=RUN_TIMEOUT_MS)


def _choose(page: Any, grid: Any, row: int, column: float, option: str) -> None:
    """Set a select cell of the seating editor (a canvas grid: its cells have no boxes of
    their own): click the cell at `row` (0-based, under the header) and `column` (the cell's
    centre as a share of the grid's width), open it with Enter, type the option, take it."""
    grid.scroll_into_view_if_needed()
    box = grid.bounding_box()
    assert box is not None
    menu = page.locator('[class*="-menu"]').last
    for _ in range(4):  # a click the grid was still redrawing for selects nothing: again
        page.mouse.click(box["x"] + box["width"] * column, box["y"] + 35 * (row + 1) + 17)
        page.keyboard.press("Enter")  # opens the cell's select
        try:
            menu.wait_for(timeout=5000)
            break
        except Exception:  # noqa: BLE001 — Playwright's timeout: try the cell again
            page.keyboard.press("Escape")
    page.keyboard.type(option)  # which filters its options as typed
    page.locator('[class*="-menu"]').filter(has_text=option).last.wait_for(timeout=5000)
    page.keyboard.press("Enter")
    _idle(page)


def _choose_until(page: Any, grid: Any, row: int, column: float, option: str,
                  done: Any) -> None:
    """`_choose`, again when the grid missed it (under load a canvas click can land while it
    redraws), until `done` (a locator) shows."""
    for attempt in range(3):
        try:
            _choose(page, grid, row, column, option)
            done.wait_for(timeout=15_000)
            return
        except Exception:  # noqa: BLE001 — Playwright's timeout: the cell again
            page.keyboard.press("Escape")
            if attempt == 2:
                raise


def test_chosen_seats_a_table_shown_to_the_class_and_a_table_closed(
        server: str, new_context: Any, new_page: Any, shot: Any) -> None:
    from canasta_app.tables import service

    store = site_store()
    klass = store.create_class("Club night")
    for name in ("Ana", "Bea", "Cai", "Dan", "Eva"):
        store.join_class(klass.id, store.new_learner().id, name)
    ids = {m.nickname: m.learner_id for m in store.roster(klass.id)}
    page = new_page(new_context(viewport=LAPTOP))
    page.goto(f"{server}/class?t={klass.teacher_secret}&lang=en")
    _idle(page)
    page.get_by_role("tab", name=says("class.tab.tables")).click()
    page.get_by_text(says("class.tables.seating.chosen"), exact=True).click()
    _idle(page)
    page.get_by_text(lead("class.tables.chosen_how")).wait_for()
    grid = page.locator('.st-key-class_tables_form [data-testid="stDataFrame"]').first
    grid.wait_for()
    # the joining order: table 1 Ana North, Cai East, Eva South; table 2 Bea North, Dan East.
    # Bea moved to table 1 lands on Ana's seat: said, and the tables cannot open
    clash = page.get_by_text(says("class.tables.p.same_seat", a="Ana", b="Bea", table=1,
                                  seat=says("word.seat.N")))
    _choose_until(page, grid, 1, TABLE_COLUMN, says("class.tables.table_n", n=1), clash)
    shot(page, "clash", clash)
    open_them = page.get_by_role("button", name=says("class.tables.open"))
    assert open_them.is_disabled()
    _choose_until(page, grid, 1, SEAT_COLUMN, says("word.seat.W"),  # table 1's free seat
                  page.locator("button:enabled", has_text=says("class.tables.open")))
    assert clash.count() == 0
    open_them.click()
    _idle(page)
    page.get_by_text(says("class.tables.board", count=2)).wait_for()
    board = store.tables.class_board(klass.id)
    seats = {s.learner_id: (b.number, s.seat) for b in board for s in b.seats if s.learner_id}
    assert seats[ids["Ana"]] == (1, "N") and seats[ids["Bea"]] == (1, "W")
    assert seats[ids["Dan"]] == (2, "E")  # the rest as they joined
    shot(page, "board")

    # a table played on: Show to the class opens the classroom's projector layout with it
    first = board[0].table
    table = service.load(store.tables, first.id)
    assert table is not None
    hands = table.play.position.hands
    assert all(not isinstance(h, int) for h in hands.values())  # the table knows them all
    # the board's own refresh (every few seconds) offers the table's moment: its cell says
    # "Show to the class" (the grid is drawn on a canvas; its cells' words are in its table
    # for screen readers) and links where show_link says
    page.wait_for_function(
        "() => [...document.querySelectorAll('[data-testid=stDataFrame] td')]"
        ".some(td => /Show to the class|classroom[?]show=/.test(td.textContent))",
        timeout=RUN_TIMEOUT_MS)
    from canasta_app.classes.tables_view import show_link

    moment = store.tables.class_board(klass.id)[0].moment
    link = show_link(server, moment, "en")
    assert link is not None and "/classroom?show=" in link and "present=1" in link
    projector = new_page(new_context(viewport=PROJECTOR))
    projector.goto(link)
    _idle(projector)
    projector.locator(".cc-table.cc-present").wait_for()
    seats = projector.locator(".cc-table .cc-seat").count()
    assert seats == len(hands)
    faces = projector.locator(".cc-table .cc-seat .cc-card:not(.cc-back)").count()
    assert faces == 0  # no player's card on the projector: every hand a count
    shot(projector, "projector")

    # closing the other table: off the board, in Closed tables. Its option is clicked by its
    # whole label and the pick read back before Close (a CI run's typed "Table 2" + Enter
    # left both tables picked, and both were closed)
    page.bring_to_front()
    second = board[1]
    label = says("class.tables.table_n", n=second.number) + f" · {second.table.code}"
    picker = page.get_by_role("combobox", name=says("class.tables.close_pick"))
    chips = by_key(page, "class_tables_close_pick").locator("[data-tag]")  # the picked tables
    note = page.get_by_text(says("class.tables.closed_note", count=1))
    tab = page.get_by_role("tab", name=says("class.tab.tables"))
    for attempt in range(3):  # a board redraw under load may land between the pick and the click
        if not picker.is_visible():  # (a CI run once waited 90 s for it: its tab again)
            tab.click()
            _idle(page)
        picker.scroll_into_view_if_needed(timeout=30_000)
        if chips.filter(has_text=label).count() == 0:
            choose_in(page, "class_tables_close_pick", label)
        page.keyboard.press("Escape")
        chips.filter(has_text=label).wait_for()
        assert chips.count() == 1, f"the pick is {chips.all_inner_texts()}, not only {label}"
        page.get_by_role("button", name=says("class.tables.close_btn"), exact=True).click()
        _idle(page)
        # the store says whether the close was made (a CI run retried on a note it missed and
        # closed the other table too): the pick is made again only when it was not
        deadline = time.monotonic() + 30
        while len(store.tables.class_board(klass.id)) > 1 and time.monotonic() < deadline:
            page.wait_for_timeout(200)
        left = [r.table.id for r in store.tables.class_board(klass.id)]
        if len(left) == 1:
            break
        assert left, "both tables were closed"
        assert attempt < 2, "three picks and clicks never closed the table"
    note.wait_for()
    page.get_by_text(says("class.tables.closed_title", count=1)).wait_for()
    assert [r.table.id for r in store.tables.class_board(klass.id)] == [first.id]
    shot(page, "closed")
