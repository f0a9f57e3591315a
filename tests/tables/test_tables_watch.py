"""The open pages' copy of each table's revision (canasta_app/tables/watch.py): a page's timer
asks it several times a second, the database is read once per driver pass for every watched
table, at once after a write made here, and by the page itself when the copy is older than
FRESH_S."""

from __future__ import annotations

from typing import Any

from canasta_app.store import Store
from canasta_app.tables import service, watch


def _table(store: Store) -> int:
    learners = [store.new_learner() for _ in range(2)]
    info = store.tables.create(profile="two-hand", target=5000, mode="match", pace="fast",
                               seed=5, seats={"N": "human", "S": "human"},
                               host_id=learners[0].id)
    for seat, me in zip("NS", learners, strict=True):
        store.tables.take_seat(info.id, me.id, f"p{seat}", seat)
    return info.id


def _count(monkeypatch: Any, store: Store) -> dict[str, int]:
    calls = {"revision": 0, "revisions": 0}
    real_one, real_many = store.tables.revision, store.tables.revisions

    def one(table_id: int) -> int | None:
        calls["revision"] += 1
        return real_one(table_id)

    def many(ids: Any) -> dict[int, int]:
        calls["revisions"] += 1
        return real_many(ids)

    monkeypatch.setattr(store.tables, "revision", one)
    monkeypatch.setattr(store.tables, "revisions", many)
    return calls


def test_a_still_table_is_asked_without_a_query(store: Store, monkeypatch: Any) -> None:
    tid = _table(store)
    calls = _count(monkeypatch, store)
    rev = store.tables.by_id(tid).revision  # type: ignore[union-attr]
    assert watch.revision(store.tables, tid, now=100.0) == rev
    for k in range(1, 4):  # asked again within FRESH_S: no query
        assert watch.revision(store.tables, tid, now=100.0 + k * watch.FRESH_S / 4) == rev
    assert calls["revision"] == 1
    # older than FRESH_S (no driver refreshed it): the page asking reads the database
    assert watch.revision(store.tables, tid, now=100.0 + watch.FRESH_S + 0.01) == rev
    assert calls["revision"] == 2


def test_a_move_made_here_is_seen_at_once(store: Store) -> None:
    tid = _table(store)
    before = watch.revision(store.tables, tid, now=50.0)
    table = service.load(store.tables, tid)
    assert table is not None and table.play.acting is not None
    out = service.try_move(store.tables, tid, table.play.acting, "draw", table.play.version)
    assert out.kind == "played"
    # the same instant: the copy was dropped by the write, so the next ask reads the move
    assert watch.revision(store.tables, tid, now=50.0) == (before or 0) + 1


def test_the_drivers_pass_reads_every_watched_table_in_one_query(store: Store,
                                                                 monkeypatch: Any) -> None:
    a, b = _table(store), _table(store)
    ra, rb = (watch.revision(store.tables, t, now=10.0) for t in (a, b))
    # another replica (or a test) writes straight to the database: this process learns of it
    # at the driver's next pass, not before (the copy is fresh)
    table = service.load(store.tables, a)
    assert table is not None and table.play.acting is not None
    store.tables.append(a, table.play.version, table.play.acting, "draw")
    assert watch.revision(store.tables, a, now=10.1) == ra
    calls = _count(monkeypatch, store)
    assert watch.refresh(store.tables, now=10.2) == 2
    assert calls == {"revision": 0, "revisions": 1}
    assert watch.revision(store.tables, a, now=10.3) == (ra or 0) + 1
    assert watch.revision(store.tables, b, now=10.3) == rb
    assert calls["revision"] == 0
    # a table no page asked about for KEEP_S is no longer read
    watch.revision(store.tables, a, now=10.0 + watch.KEEP_S)
    assert watch.refresh(store.tables, now=10.4 + watch.KEEP_S) == 1


def test_a_table_that_is_gone_reads_as_none(store: Store) -> None:
    assert watch.revision(store.tables, 987654, now=1.0) is None
    watch.revision(store.tables, 987654, now=1.0)
    assert watch.refresh(store.tables, now=1.1) == 1
    assert watch.revision(store.tables, 987654, now=1.2) is None
