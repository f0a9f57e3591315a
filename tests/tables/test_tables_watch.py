"""The open pages' watcher (canasta_app/tables/watch.py): each page's script fetches its
table's revision file several times a second; the server writes the file at once after a write
made in its own process and at each driver pass for every watched table (one query), and a
page's slow timer reads this process's copy (the database only when the copy is older than
FRESH_S)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from canasta_app.store import Store
from canasta_app.tables import push, service, watch


@pytest.fixture
def files(tmp_path: Path, store: Store) -> Any:
    """The folder of this database's revision files (under the static folder, a folder per
    database: watch.db_folder)."""
    folder = tmp_path / "static" / "tables"
    watch.publish_to(folder)
    yield folder / watch.db_folder(str(store.db.url))
    watch.publish_to(None)


def _table(store: Store) -> tuple[int, str]:
    learners = [store.new_learner() for _ in range(2)]
    info = store.tables.create(profile="two-hand", target=5000, mode="match", pace="fast",
                               seed=5, seats={"N": "human", "S": "human"},
                               host_id=learners[0].id)
    for seat, me in zip("NS", learners, strict=True):
        store.tables.take_seat(info.id, me.id, f"p{seat}", seat)
    return info.id, info.code


def _count(monkeypatch: Any, store: Store) -> dict[str, int]:
    calls = {"revisions": 0}
    real = store.tables.revisions

    def many(ids: Any) -> Any:
        calls["revisions"] += 1
        return real(ids)

    monkeypatch.setattr(store.tables, "revisions", many)
    return calls


def _move(store: Store, tid: int, *, here: bool) -> None:
    table = service.load(store.tables, tid)
    assert table is not None and table.play.acting is not None
    if here:  # a seat's tap in this process
        out = service.try_move(store.tables, tid, table.play.acting, "draw", table.play.version)
        assert out.kind == "played"
    else:  # another replica's (or a test's) write, straight to the database
        store.tables.append(tid, table.play.version, table.play.acting, "draw")


def test_a_still_table_is_asked_without_a_query(store: Store, monkeypatch: Any) -> None:
    tid, _ = _table(store)
    calls = _count(monkeypatch, store)
    rev = store.tables.by_id(tid).revision  # type: ignore[union-attr]
    assert watch.revision(store.tables, tid, now=100.0) == rev
    for k in range(1, 4):  # asked again within FRESH_S: no query
        assert watch.revision(store.tables, tid, now=100.0 + k * watch.FRESH_S / 4) == rev
    assert calls["revisions"] == 1
    # older than FRESH_S (no driver refreshed it): the page asking reads the database
    assert watch.revision(store.tables, tid, now=100.0 + watch.FRESH_S + 0.01) == rev
    assert calls["revisions"] == 2


def test_a_move_made_here_is_published_at_once(store: Store, files: Path) -> None:
    tid, code = _table(store)
    before = watch.revision(store.tables, tid, now=50.0)
    assert (files / f"{code}.txt").read_text() == str(before)
    _move(store, tid, here=True)
    # the same instant: the write read the revision again and wrote the file
    assert (files / f"{code}.txt").read_text() == str((before or 0) + 1)
    assert watch.revision(store.tables, tid, now=50.0) == (before or 0) + 1


def test_the_drivers_pass_reads_every_watched_table_in_one_query(
        store: Store, monkeypatch: Any, files: Path) -> None:
    (a, code_a), (b, code_b) = _table(store), _table(store)
    ra, rb = (watch.revision(store.tables, t, now=10.0) for t in (a, b))
    # another replica writes straight to the database: this process learns of it at the
    # driver's next pass, not before (the copy is fresh)
    _move(store, a, here=False)
    assert watch.revision(store.tables, a, now=10.1) == ra
    assert (files / f"{code_a}.txt").read_text() == str(ra)
    calls = _count(monkeypatch, store)
    assert watch.refresh(store.tables, now=10.2) == 2
    assert calls["revisions"] == 1
    assert (files / f"{code_a}.txt").read_text() == str((ra or 0) + 1)  # the pages see it
    assert (files / f"{code_b}.txt").read_text() == str(rb)
    assert watch.revision(store.tables, a, now=10.3) == (ra or 0) + 1
    assert calls["revisions"] == 1
    # a table no page asked about for KEEP_S is no longer read
    watch.revision(store.tables, a, now=10.0 + watch.KEEP_S)
    assert watch.refresh(store.tables, now=10.4 + watch.KEEP_S) == 1


def test_no_files_unless_asked_and_a_gone_table_reads_as_none(store: Store,
                                                              tmp_path: Path) -> None:
    tid, code = _table(store)
    watch.revision(store.tables, tid, now=1.0)
    assert not list(tmp_path.rglob(f"{code}.txt"))  # AppTest and the logic tests: no files
    assert watch.revision(store.tables, 987654, now=1.0) is None
    assert watch.refresh(store.tables, now=1.1) == 2
    assert watch.revision(store.tables, 987654, now=1.2) is None


def test_a_table_no_longer_watched_leaves_no_file_and_a_start_wipes_no_others(
        store: Store, files: Path) -> None:
    (a, code_a), (b, code_b) = _table(store), _table(store)
    watch.revision(store.tables, a, now=30.0)
    watch.revision(store.tables, b, now=30.0 + watch.KEEP_S)
    assert (files / f"{code_a}.txt").exists() and (files / f"{code_b}.txt").exists()
    # a no longer asked about for KEEP_S: forgotten, its file removed; b still watched
    assert watch.refresh(store.tables, now=30.1 + watch.KEEP_S) == 1
    assert not (files / f"{code_a}.txt").exists()
    assert (files / f"{code_b}.txt").exists()
    # another server starts on the same database (a replica) or on another one (a test's
    # server beside this one): nobody's files are wiped, only those older than STALE_S
    other = files.parent / "dother"
    other.mkdir()
    (other / "ZZZZ.txt").write_text("7")
    (files / "YYYY.txt").write_text("7")
    stale = files / "XXXX.txt"
    stale.write_text("3")
    os.utime(stale, (1.0, 1.0))
    empty = files.parent / "dempty"  # a database whose tables are no longer watched
    empty.mkdir()
    watch.publish_to(files.parent)
    assert (other / "ZZZZ.txt").exists() and (files / "YYYY.txt").exists()
    assert not empty.exists()
    assert (files / f"{code_b}.txt").exists() and not stale.exists()


def test_a_pages_watcher_fetches_its_databases_file(store: Store, files: Path) -> None:
    tid, code = _table(store)
    watch.revision(store.tables, tid, now=5.0)
    key = watch.file_key(store.tables, code)
    assert key == f"{files.name}/{code}"
    assert (files.parent / f"{key}.txt").exists()


def test_a_code_with_a_trailing_newline_writes_no_file(store: Store, files: Path) -> None:
    db = str(store.db.url)
    watch._publish(db, "ABCD\n", 3)
    watch._publish(db, "../AB", 3)
    assert not list(files.parent.rglob("*.txt"))
    watch._publish(db, "ABCD", 3)
    assert (files / "ABCD.txt").read_text() == "3"


def test_the_files_go_beside_the_served_apps_main_script(tmp_path: Path) -> None:
    """Streamlit serves static/ beside the app's main script: an installed site run from a
    folder of its own gets its files there, not beside the package's source."""
    assert watch.static_dir(tmp_path / "site" / "streamlit_app.py") == \
        (tmp_path / "site" / "static" / "tables").resolve()
    assert watch.static_dir("") == watch.STATIC_DIR  # no app known: the source checkout's


def test_a_databases_folder_name_does_not_depend_on_its_password() -> None:
    """The folder's name is public (every seat's page, the files' paths): a digest of the
    address with the password in it could be tested against guessed passwords offline."""
    a = watch.db_folder("postgresql+psycopg://canasta:first-secret@db.example/canasta")
    b = watch.db_folder("postgresql+psycopg://canasta:other-secret@db.example/canasta")
    c = watch.db_folder("postgresql+psycopg://canasta:first-secret@db.example/another")
    assert a == b and a != c
    assert watch.db_folder("sqlite:////tmp/a.db") != watch.db_folder("sqlite:////tmp/b.db")


def test_a_move_wakes_the_tables_pages_once_whoever_made_it(store: Store,
                                                            monkeypatch: Any) -> None:
    """push.py: the pages are asked to draw again when the table's revision moves (a write made
    here, or one the driver's pass finds), once per revision; the first revision known is only
    noted (the page asking has just drawn it)."""
    woken: list[tuple[str, int]] = []
    monkeypatch.setattr(push, "wake", lambda db, tid: woken.append((db, tid)) or 1)
    (a, _), (b, _) = _table(store), _table(store)
    watch.revision(store.tables, a, now=10.0)
    watch.revision(store.tables, b, now=10.0)
    assert woken == []
    _move(store, a, here=True)  # a seat's tap in this process
    assert woken == [(str(store.db.url), a)]
    watch.refresh(store.tables, now=10.1)  # the same revision read again: nobody woken twice
    assert woken == [(str(store.db.url), a)]
    _move(store, b, here=False)  # another replica's write: found by the driver's pass
    watch.refresh(store.tables, now=10.2)
    assert woken == [(str(store.db.url), a), (str(store.db.url), b)]


def test_outside_a_served_site_a_page_is_not_registered_and_nobody_is_woken(
        store: Store) -> None:
    tid, _ = _table(store)
    watch.page_seen(store.tables, tid)  # no Streamlit server in this process (AppTest, logic)
    assert push.wake(str(store.db.url), tid) == 0
