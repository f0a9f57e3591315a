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
