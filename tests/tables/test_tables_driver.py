"""The server's driver of the shared tables (canasta_app/tables/driver.py): a table nobody has
opened gets its board facts and its bots' moves from the server, at the table's pace, and a
human's turn is left to the human. A real SQLite store; `tick` is the driver's one pass."""

from __future__ import annotations

from canasta_app.store import Store
from canasta_app.tables import driver, service
from canasta_app.tables.model import PACES


def _class_table(store: Store, per_table: int = 4) -> int:
    info = store.create_class("Club")
    kid = store.new_learner()
    store.join_class(info.id, kid.id, "Kid")
    made, _ = store.tables.open_class_tables(info.id, tables=1, per_table=per_table,
                                             shuffle_seed=None, seed=5)
    return made[0].id


def test_a_class_table_nobody_opened_starts_from_the_server(store: Store) -> None:
    table_id = _class_table(store)
    (row,) = store.tables.class_board(store.tables.by_id(table_id).class_id)  # type: ignore[arg-type]
    assert not row.started  # nothing has read it yet
    assert [d.id for d in store.tables.due()] == [table_id]  # its facts are behind
    driver.tick(store.tables, now_ms=row.last_ms)  # no pace has passed: the facts only
    (row,) = store.tables.class_board(row.table.class_id)  # type: ignore[arg-type]
    assert row.started and row.acting is not None and row.totals == (0, 0)
    # the bots (three seats of four) play until the one student is to act, with no page open
    now = row.last_ms
    for _ in range(400):
        table = service.load(store.tables, table_id)
        assert table is not None
        if table.bot_to_move is None:
            break
        now += int(PACES["normal"] * 1000) + 1
        assert driver.tick(store.tables, now_ms=now) == 1
    table = service.load(store.tables, table_id)
    assert table is not None and table.play.version > 0
    assert table.bot_to_move is None and table.play.acting is not None  # the student's turn
    assert store.tables.due() == []  # nothing for the server until the student moves
    assert driver.tick(store.tables, now_ms=now + 10**6) == 0  # a human's turn is theirs
    (row,) = store.tables.class_board(table.info.class_id)  # type: ignore[arg-type]
    assert row.acting == table.play.acting  # the board's facts follow the bots' moves


def test_a_bot_waits_for_the_tables_pace(store: Store) -> None:
    info = store.tables.create(profile="two-hand", target=5000, mode="match", pace="slow",
                               seed=3, seats={"S": "heuristic", "N": "heuristic"}, host_id=None)
    driver.tick(store.tables, now_ms=0)  # facts written, no move: time 0 is before the table
    table = service.load(store.tables, info.id)
    assert table is not None and table.play.version == 0
    due = next(d for d in store.tables.due() if d.id == info.id)
    assert driver.tick(store.tables, now_ms=due.last_ms + 2_900) == 0  # slow: 3 s
    assert driver.tick(store.tables, now_ms=due.last_ms + 3_001) == 1
    log = store.tables.log(info.id)
    assert len(log) == 1 and log[0].seat == table.play.acting


def test_the_driver_thread_starts_once_per_database_and_stops(store: Store,
                                                              monkeypatch) -> None:
    import threading

    passes = threading.Event()
    monkeypatch.setattr(driver, "tick", lambda s, now_ms=None: passes.set() or 0)
    monkeypatch.setattr(driver, "_THREADS", {})
    try:
        assert driver.start(store.tables)
        assert not driver.start(store.tables)  # already running for this database
        thread, _ = driver._THREADS[str(store.tables.db.url)]
        assert thread.daemon  # it ends with the server process at the latest
        assert passes.wait(5), "the driver's loop runs passes"
    finally:
        driver.stop_all()
    assert not thread.is_alive()


def test_the_driver_lives_while_a_page_that_ran_it_is_open(store: Store, monkeypatch) -> None:
    """No driver outlives the site's open pages: it ends IDLE_S after the last session that ran
    a page closed, or at once when the server stops; the next page run starts a new one."""
    import time

    opened = {"a"}
    serving = [True]
    monkeypatch.setattr(driver, "tick", lambda s, now_ms=None: 0)
    monkeypatch.setattr(driver, "_THREADS", {})
    monkeypatch.setattr(driver, "_SESSIONS", set())
    monkeypatch.setattr(driver, "CHECK_S", 0.05)
    monkeypatch.setattr(driver, "IDLE_S", 0.3)
    monkeypatch.setattr(driver, "_server_open",
                        lambda: (serving[0], lambda sid: sid in opened))

    def running() -> threading.Thread | None:
        got = driver._THREADS.get(str(store.tables.db.url))
        return got[0] if got else None

    def ended(thread: threading.Thread) -> bool:
        thread.join(5)
        return not thread.is_alive() and running() is None

    import threading

    try:
        assert driver.start(store.tables, "a")
        first = running()
        assert first is not None
        time.sleep(0.6)  # longer than IDLE_S: the page is open, the driver goes on
        assert first.is_alive() and running() is first
        opened.clear()  # the tab closed: the driver ends IDLE_S later
        assert ended(first)
        # a browser comes back (after a restart, too): its page run starts a new driver
        opened.add("b")
        assert driver.start(store.tables, "b")
        second = running()
        assert second is not None and second is not first and second.is_alive()
        serving[0] = False  # the server stops: the driver ends with it, open pages or not
        assert ended(second)
    finally:
        driver.stop_all()


def test_after_a_restart_the_bots_move_at_the_tables_pace(store: Store) -> None:
    """A table whose bots were due while no server ran (a restart, ten minutes down): the first
    driver pass after it makes one bot's move, not every overdue one; each next bot waits the
    table's pace from the move before (the driver's clock is the real one here)."""
    import time
    from datetime import timedelta

    from sqlalchemy import update

    from canasta_app.store.models import SharedTable

    info = store.tables.create(profile="classic", target=5000, mode="match", pace="fast",
                               seed=11, seats={"S": "heuristic", "W": "heuristic",
                                               "N": "heuristic", "E": "heuristic"},
                               host_id=None)
    created = store.db.read(lambda s: s.get(SharedTable, info.id).created_at)
    store.db.run(lambda s: s.execute(update(SharedTable).where(SharedTable.id == info.id)
                                     .values(created_at=created - timedelta(minutes=10))))
    service.forget_cache()  # a new process: nothing cached
    assert driver.tick(store.tables) == 1  # the overdue bot moves at the first pass
    pace = PACES["fast"]
    moves = 1
    start = time.monotonic()
    while time.monotonic() - start < 3 * pace + 1:  # the passes, a tenth of a second apart
        moves += driver.tick(store.tables)
        time.sleep(0.1)
    log = store.tables.log(info.id)
    assert len(log) == moves >= 3
    gaps = [b.at_ms - a.at_ms for a, b in zip(log, log[1:], strict=False)]
    assert all(g >= pace * 1000 for g in gaps), gaps  # never two bots in one pass
