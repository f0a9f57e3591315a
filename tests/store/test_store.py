"""The store on SQLite and PostgreSQL: schema by migration, progress, classes, polls,
privacy between classes, concurrent writers, bad input, an unreachable database."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import inspect, text

from canasta_app.shell.learner import practice_points
from canasta_app.store import Database, Store, StoreUnavailable, codes
from canasta_app.store.api import NicknameTaken, StudentLive
from canasta_app.store.db import MIGRATIONS
from canasta_app.store.models import CODE_LEN, JOIN_LEN, NICK_MAX, Base
from canasta_core.profiles import PROFILES
from tests.store.conftest import database_at


class TestSchema:
    def test_migrations_create_exactly_the_models(self, db_url: str) -> None:
        db = Database(db_url)
        with db.engine.connect() as conn:
            diff = compare_metadata(MigrationContext.configure(conn), Base.metadata)
            tables = set(inspect(conn).get_table_names())
        db.dispose()
        assert diff == []
        assert {"learners", "step_progress", "wrong_tries", "quiz_answers", "practice_deals",
                "classes", "memberships", "live_sessions", "polls", "answers",
                "alembic_version"} <= tables

    def test_migrating_again_keeps_the_data(self, db_url: str) -> None:
        first = Store(Database(db_url))
        me = first.new_learner("Ana")
        first.db.dispose()
        again = Store(Database(db_url))  # a restarted server runs `upgrade head` again
        assert again.learner_by_code(me.code) == me
        with again.db.engine.connect() as conn:
            head = ScriptDirectory(str(MIGRATIONS)).get_current_head()
            assert conn.execute(text("SELECT version_num FROM alembic_version")).scalar() == head
        again.db.dispose()

    def test_sqlite_runs_in_wal_mode(self, tmp_path) -> None:  # type: ignore[no-untyped-def]
        db = Database(f"sqlite:///{tmp_path / 'x.db'}")
        with db.engine.connect() as conn:
            assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
            assert int(conn.exec_driver_sql("PRAGMA busy_timeout").scalar()) >= 5000
        db.dispose()


    def test_a_database_at_an_older_revision_is_upgraded_in_place(self, db_url: str) -> None:
        """A site started on revision 0001 keeps its data when a newer version upgrades it."""
        db = database_at(db_url, "0001")
        with db.engine.begin() as conn:
            conn.execute(text("INSERT INTO learners (code, created_at, last_seen_at) "
                              "VALUES ('ABCDEFGH', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)"))
        db.dispose()
        store = Store(Database(db_url))  # start-up: upgrade head
        assert store.learner_by_code("ABCD-EFGH") is not None
        store.db.dispose()

    def test_practice_deals_from_before_profiles_read_as_classic(self, db_url: str) -> None:
        """0003 adds the profile and every side's points: a row written at 0002 is a classic
        deal, its sides read from its North-South and East-West columns."""
        db = database_at(db_url, "0002")
        with db.engine.begin() as conn:
            conn.execute(text("INSERT INTO learners (code, created_at, last_seen_at) "
                              "VALUES ('ABCDEFGH', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)"))
            conn.execute(text(
                "INSERT INTO practice_deals (learner_id, game, deal_number, ns_points, "
                "ew_points, illegal_tries, take_backs, grades, created_at) SELECT id, "
                "'7:heuristic:heuristic', 1, 640, -85, 0, 0, '{}', CURRENT_TIMESTAMP "
                "FROM learners"))
        db.dispose()
        store = Store(Database(db_url))
        me = store.learner_by_code("ABCD-EFGH")
        assert me is not None
        (deal,) = store.practice_deals(me.id)
        assert (deal.profile, deal.points, deal.ns_points) == (
            "classic", {"NS": 640, "EW": -85}, 640)
        store.db.dispose()


class TestLearners:
    def test_a_learner_is_found_again_by_code_however_it_is_typed(self, store: Store) -> None:
        me = store.new_learner()
        assert len(me.code) == CODE_LEN and set(me.code) <= set(codes.ALPHABET)
        typed = f"  {me.code[:4].lower()}-{me.code[4:]} "
        assert store.learner_by_code(typed) == me

    @pytest.mark.parametrize("typed", ["", "AAAA", "ZZZZ-ZZZZ", "<script>", "x" * 10_000])
    def test_unknown_or_malformed_codes_find_nobody(self, store: Store, typed: str) -> None:
        store.new_learner()
        assert store.learner_by_code(typed) is None

    def test_codes_are_distinct(self, store: Store) -> None:
        assert len({store.new_learner().code for _ in range(50)}) == 50


class TestProgress:
    def test_tries_add_up_and_done_stays_done(self, store: Store) -> None:
        me = store.new_learner()
        store.record_step(me.id, "freezing", 2, done=False, wrong_action="take 7H 7S",
                          slug="pile.frozen")
        store.record_step(me.id, "freezing", 2, done=True)
        store.record_step(me.id, "freezing", 2, done=False, wrong_action="draw", kind="off-goal")
        (row,) = store.progress(me.id)
        assert (row.lesson_id, row.step, row.done, row.tries, row.wrong) == ("freezing", 2,
                                                                             True, 3, 2)
        assert store.done_steps(me.id) == {"freezing": {2}}

    def test_last_step_is_the_latest_touched(self, store: Store) -> None:
        me = store.new_learner()
        store.record_step(me.id, "basics", 1, done=True)
        store.record_step(me.id, "melding", 3, done=False)
        last = store.last_step(me.id)
        assert last is not None and (last.lesson_id, last.step) == ("melding", 3)

    def test_a_quiz_answer_counts_as_a_try(self, store: Store) -> None:
        me = store.new_learner()
        store.record_quiz(me.id, "scoring", 4, "120", False, done=False)
        store.record_quiz(me.id, "scoring", 4, "140", True, done=True)
        (row,) = store.progress(me.id)
        assert (row.done, row.tries, row.wrong) == (True, 2, 1)

    def test_a_practice_deal_recorded_twice_is_one_row(self, store: Store) -> None:
        me = store.new_learner()
        for illegal in (1, 2):
            store.record_practice_deal(me.id, "7:heuristic:heuristic", 1, ns_points=640,
                                       ew_points=-85, illegal_tries=illegal, take_backs=0,
                                       grades={"good": 3, "mistake": 1})
        (deal,) = store.practice_deals(me.id)
        assert (deal.ns_points, deal.illegal_tries, deal.grades) == (640, 2, {"good": 3,
                                                                              "mistake": 1})

    def test_a_deal_at_another_table_keeps_its_profile_and_every_side(self,
                                                                       store: Store) -> None:
        me = store.new_learner()
        us, them, points = practice_points("three-hand", {
            "N": {"total": 300}, "E": {"total": 410}, "S": {"total": -20}})
        assert (us, them, points) == (-20, 410, {"N": 300, "E": 410, "S": -20})
        store.record_practice_deal(me.id, "7:heuristic:heuristic:three-hand", 1, ns_points=us,
                                   ew_points=them, illegal_tries=0, take_backs=1,
                                   profile="three-hand", points=points)
        # the same seed and deal at the classic table is another row
        store.record_practice_deal(me.id, "7:heuristic:heuristic", 1, ns_points=640,
                                   ew_points=-85, illegal_tries=0, take_backs=0)
        other, classic = store.practice_deals(me.id)
        assert (other.profile, other.points, other.ns_points, other.ew_points) == (
            "three-hand", {"N": 300, "E": 410, "S": -20}, -20, 410)
        assert list(other.points) == ["N", "E", "S"]  # the profile's side order
        assert (classic.profile, classic.points) == ("classic", {"NS": 640, "EW": -85})

    @pytest.mark.parametrize(("profile", "mine", "others"), [
        ("classic", "NS", ["EW"]), ("two-hand", "S", ["N"]), ("six-hand", "B", ["A"]),
    ])
    def test_the_learners_side_is_souths(self, profile: str, mine: str,
                                         others: list[str]) -> None:
        breakdown = {mine: {"total": 5}, **{o: {"total": 100 + i} for i, o in enumerate(others)}}
        us, them, points = practice_points(profile, breakdown)
        assert (us, them) == (5, 100 + len(others) - 1)
        assert list(points) == list(PROFILES[profile].side_names)

    def test_one_learner_never_sees_anothers_progress(self, store: Store) -> None:
        a, b = store.new_learner(), store.new_learner()
        store.record_step(a.id, "basics", 1, done=True)
        assert store.progress(b.id) == [] and store.practice_deals(b.id) == []


class TestClasses:
    def test_a_class_has_a_join_code_and_an_unguessable_secret(self, store: Store) -> None:
        c = store.create_class("  Martes\x00 18 h  ")
        assert c.name == "Martes 18 h"
        assert len(c.join_code) == JOIN_LEN and set(c.join_code) <= set(codes.ALPHABET)
        assert len(c.teacher_secret) >= 32
        assert store.class_by_secret(c.teacher_secret) == c
        assert store.class_by_join_code(c.join_code.lower()) == c
        other = "y" if c.teacher_secret.endswith("x") else "x"  # a random secret may end in x
        assert store.class_by_secret(c.teacher_secret[:-1] + other) is None
        assert store.class_by_secret(c.join_code) is None
        assert store.class_by_join_code("QQQQQQ") is None

    def test_teacher_sees_roster_progress_and_common_wrong_tries(self, store: Store) -> None:
        c = store.create_class("A")
        ana, ben = store.new_learner(), store.new_learner()
        store.join_class(c.id, ana.id, "Ana")
        store.join_class(c.id, ben.id, "Ben")
        for who in (ana, ben):
            store.record_step(who.id, "freezing", 1, done=False, wrong_action="take 7H 7S",
                              slug="pile.frozen")
        store.record_step(ana.id, "freezing", 1, done=False, wrong_action="draw",
                          kind="off-goal")
        store.record_step(ana.id, "freezing", 1, done=True)
        assert [m.nickname for m in store.roster(c.id)] == ["Ana", "Ben"]
        top = store.common_wrong_tries(c.id)
        assert (top[0].action, top[0].slug, top[0].count) == ("take 7H 7S", "pile.frozen", 2)
        assert (top[1].action, top[1].count) == ("draw", 1)
        rows = {(r.learner_id, r.done, r.tries) for r in store.class_progress(c.id)}
        assert rows == {(ana.id, True, 3), (ben.id, False, 1)}

    def test_the_class_stamp_moves_with_everything_the_teacher_sees_and_only_then(
            self, store: Store) -> None:
        """The teacher's view reads the class in full only when this fingerprint moves: each
        kind of student work moves it; nothing else does, another class's work included."""
        c, other = store.create_class("A"), store.create_class("B")
        ana, ben, out = store.new_learner(), store.new_learner(), store.new_learner()
        store.join_class(other.id, out.id, "Out")
        seen = [store.class_stamp(c.id)]

        def moved() -> bool:
            now = store.class_stamp(c.id)
            changed = now != seen[-1]
            seen.append(now)
            return changed

        store.join_class(c.id, ana.id, "Ana")
        assert moved()
        store.join_class(c.id, ben.id, "Ben")
        assert moved()
        assert not moved()  # a still class: the same stamp
        store.record_step(out.id, "basics", 1, done=True)
        store.record_quiz(out.id, "basics", 2, "95", False, done=False)
        assert not moved()  # another class's student
        store.record_step(ana.id, "basics", 1, done=False)  # a reading step opened
        assert moved()
        store.record_step(ana.id, "basics", 1, done=True)  # the same row, now done
        assert moved()
        store.record_step(ben.id, "freezing", 1, done=False, wrong_action="draw",
                          slug="pile.frozen")
        assert moved()
        store.record_quiz(ben.id, "basics", 2, "95", False, done=False)
        assert moved()
        store.record_practice_deal(ana.id, "g", 1, ns_points=1, ew_points=2, illegal_tries=0,
                                   take_backs=0)
        assert moved()
        store.record_practice_deal(ana.id, "g", 1, ns_points=1, ew_points=2, illegal_tries=1,
                                   take_backs=0)  # the same deal kept again, updated
        assert moved()
        item = store.assign_homework(c.id, "sandbox", share="S1", title="Pile?")
        assert moved()
        assert store.record_homework_try(item.id, ben.id, "draw", False, "turn.order")
        assert moved()
        store.tables.open_class_tables(c.id, tables=1, per_table=2)
        assert moved()
        store.remove_member(c.id, ben.id)
        assert moved()
        assert not moved()

    def test_another_classs_students_stay_out_of_the_view(self, store: Store) -> None:
        mine, other = store.create_class("mine"), store.create_class("other")
        a, b = store.new_learner(), store.new_learner()
        store.join_class(mine.id, a.id, "A")
        store.join_class(other.id, b.id, "B")
        store.record_step(b.id, "basics", 1, done=False, wrong_action="draw")
        store.record_practice_deal(b.id, "g", 1, ns_points=1, ew_points=2, illegal_tries=0,
                                   take_backs=0)
        assert store.common_wrong_tries(mine.id) == []
        assert store.class_progress(mine.id) == [] and store.class_practice(mine.id) == []
        assert [x.name for x in store.classes_of(a.id)] == ["mine"]
        assert all(x.teacher_secret == "" for x in store.classes_of(a.id))

    def test_a_removed_student_leaves_the_roster_and_the_figures(self, store: Store) -> None:
        c = store.create_class("A")
        a = store.new_learner()
        store.join_class(c.id, a.id, "A")
        store.record_step(a.id, "basics", 1, done=False, wrong_action="draw")
        store.remove_member(c.id, a.id)
        assert store.roster(c.id) == [] and store.common_wrong_tries(c.id) == []
        assert store.membership(c.id, a.id) is None and store.classes_of(a.id) == []

    def test_archiving_ends_the_live_session(self, store: Store) -> None:
        c = store.create_class("A")
        store.start_live(c.id, {"seed": 7}, 0)
        store.archive_class(c.id)
        assert store.class_by_id(c.id).archived  # type: ignore[union-attr]
        assert store.live_for_class(c.id) is None


class TestLive:
    def _class_with(self, store: Store, n: int) -> tuple[int, list[int]]:
        c = store.create_class("live")
        ids = []
        for i in range(n):
            who = store.new_learner()
            store.join_class(c.id, who.id, f"s{i}")
            ids.append(who.id)
        return c.id, ids

    def test_students_follow_the_moves(self, store: Store) -> None:
        cid, _ = self._class_with(store, 1)
        live = store.start_live(cid, {"seed": 7, "dealer": "N"}, 0)
        store.move_live(live.id, 5)
        now = store.live_for_class(cid)
        assert now is not None and now.step == 5 and now.revision > live.revision
        assert now.settings == {"seed": 7, "dealer": "N"}
        store.stop_live(live.id)
        assert store.live_for_class(cid) is None

    def test_a_live_session_left_open_is_over_after_a_long_idle(self, store: Store) -> None:
        """A teacher who closed the projector without "Stop": a week later the class page
        shows no live move (nor last week's question); a session moved recently is live."""
        from datetime import timedelta

        from sqlalchemy import update

        from canasta_app.store.models import LiveSession, utcnow
        from canasta_app.store.values import LIVE_IDLE

        cid, (a,) = self._class_with(store, 1)
        live = store.start_live(cid, {"seed": 7}, 3)
        store.open_poll(live.id, 3, "E", options=["draw"], answer="draw")
        assert store.live_for_class(cid) is not None

        def age(by: timedelta) -> None:
            store.db.run(lambda s: s.execute(update(LiveSession).where(
                LiveSession.id == live.id).values(updated_at=utcnow() - by)))

        age(LIVE_IDLE - timedelta(minutes=5))
        assert store.live_for_class(cid) is not None
        age(timedelta(days=7))
        assert store.live_for_class(cid) is None
        assert store.student_live(cid, a).live is None
        store.move_live(live.id, 4)  # the teacher comes back to it: live again
        assert store.live_for_class(cid) is not None

    def test_one_answer_per_student_the_last_one_counts(self, store: Store) -> None:
        cid, (a, b, c) = self._class_with(store, 3)
        live = store.start_live(cid, {}, 3)
        poll = store.open_poll(live.id, 3, "E", options=["draw", "take 7H 7S"],
                               answer="draw", expert="take 7H 7S")
        assert (poll.answer, poll.expert, poll.options) == ("draw", "take 7H 7S",
                                                            ("draw", "take 7H 7S"))
        assert store.answer_poll(poll.id, a, "draw", True, None)
        assert store.answer_poll(poll.id, b, "take 7H 7S", False, "pile.frozen")
        assert store.answer_poll(poll.id, c, "take 7H 7S", False, "pile.frozen")
        assert store.answer_poll(poll.id, a, "take 7H 7S", False, "pile.frozen")  # changed
        counts = store.poll_counts(poll.id)
        assert [(x.action, x.legal, x.slug, x.count) for x in counts] == [
            ("take 7H 7S", False, "pile.frozen", 3)]
        assert store.my_answer(poll.id, a) == "take 7H 7S"
        assert store.current_poll(live.id) == poll

    def test_a_students_refresh_reads_everything_at_once(self, store: Store) -> None:
        cid, (a, b) = self._class_with(store, 2)
        outsider = store.new_learner()
        assert store.student_live(cid, a) == StudentLive(store.membership(cid, a), None, None,
                                                         None)
        live = store.start_live(cid, {"seed": 7}, 4)
        assert store.student_live(cid, a).live == live
        poll = store.open_poll(live.id, 4, "E")
        store.answer_poll(poll.id, a, "draw", True, None)
        seen = store.student_live(cid, a)
        assert (seen.live, seen.poll, seen.mine) == (store.live_for_class(cid), poll, "draw")
        assert store.student_live(cid, b).mine is None  # only one's own answer
        nobody = store.student_live(cid, outsider.id)  # not in the class: nothing of it
        assert nobody == StudentLive(None, None, None, None)
        store.remove_member(cid, a)
        assert store.student_live(cid, a).member is None

    def test_outsiders_and_late_answers_are_refused(self, store: Store) -> None:
        cid, (a,) = self._class_with(store, 1)
        outsider = store.new_learner()
        live = store.start_live(cid, {}, 0)
        poll = store.open_poll(live.id, 0, "N")
        assert not store.answer_poll(poll.id, outsider.id, "draw", True, None)
        store.reveal_poll(poll.id)
        assert not store.answer_poll(poll.id, a, "draw", True, None)
        assert store.poll_counts(poll.id) == []
        later = store.open_poll(live.id, 1, "E")  # a new poll closes the old one
        assert store.current_poll(live.id) == later

    def test_a_full_class_answering_at_once_loses_nothing(self, store: Store) -> None:
        """30 students answer three polls and record lesson tries, all at the same moment."""
        cid, ids = self._class_with(store, 30)
        live = store.start_live(cid, {}, 0)
        polls = [store.open_poll(live.id, i, "N").id for i in range(3)]
        for p in polls[:2]:  # open_poll closed them; reopen for the test's three at once
            store.db.run(lambda s, p=p: s.execute(text("UPDATE polls SET closed = :f WHERE id = :i"),
                                                  {"f": False, "i": p}))
        barrier = threading.Barrier(30)

        def student(i: int) -> list[bool]:
            barrier.wait()
            out = []
            for p in polls:
                out.append(store.answer_poll(p, ids[i], f"discard {i % 4}", True, None))
                store.record_step(ids[i], "basics", 1, done=False, wrong_action="draw")
            return out

        with ThreadPoolExecutor(30) as pool:
            results = list(pool.map(student, range(30)))
        assert all(all(r) for r in results)
        for p in polls:
            assert sum(x.count for x in store.poll_counts(p)) == 30
        assert sum(r.tries for r in store.class_progress(cid)) == 90
        assert sum(w.count for w in store.common_wrong_tries(cid)) == 90


class TestThrottle:
    def test_repeated_wrong_codes_wait_longer(self, store: Store) -> None:
        for _ in range(3):
            store.wrong_code("1.2.3.4")
        assert store.wait_seconds("1.2.3.4") == pytest.approx(2, abs=0.5)
        for _ in range(3):
            store.wrong_code("1.2.3.4")
        assert store.wait_seconds("1.2.3.4") > 10
        assert store.wait_seconds("5.6.7.8") == 0


class TestNicknames:
    @pytest.mark.parametrize(("typed", "kept"), [
        ("<script>alert(1)</script>", "<script>alert(1)</script>"[:NICK_MAX]),
        ("x" * 10_000, "x" * NICK_MAX),
        ("مريم\u202e evil", "مريم evil"),
        ("Ana 🃏👩‍👩‍👧", "Ana 🃏👩‍👩‍👧"),
        ("a\x00b\x1b[31mc\r\nd", "ab[31mc d"),
        ("   ", ""),
    ])
    def test_cleaned_and_capped(self, typed: str, kept: str) -> None:
        assert codes.clean_nickname(typed) == kept

    def test_stored_as_plain_text(self, store: Store) -> None:
        c = store.create_class("A")
        me = store.new_learner()
        assert store.join_class(c.id, me.id, "<b>x</b>" + "y" * 500) == ("<b>x</b>" + "y" * 500)[:NICK_MAX]
        assert store.roster(c.id)[0].nickname.startswith("<b>x</b>")


class TestUnreachable:
    def test_a_database_that_cannot_be_opened_says_so(self, tmp_path) -> None:  # type: ignore[no-untyped-def]
        blocker = tmp_path / "file"
        blocker.write_text("")
        with pytest.raises(StoreUnavailable):
            Database(f"sqlite:///{blocker}/sub/canasta.db")

    def test_postgresql_that_does_not_answer_says_so(self) -> None:
        with pytest.raises(StoreUnavailable):
            Database("postgresql+psycopg://nobody@127.0.0.1:1/none")

    def test_sqlite_readers_do_not_wait_for_the_write_lock(self, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
        """A student's refresh only reads: it takes no lock, so it goes through while a
        writer holds the lock (and, the other way round, never holds up an answer)."""
        import sqlite3

        import canasta_app.store.db as dbmod
        path = tmp_path / "r.db"
        Database(f"sqlite:///{path}").dispose()
        monkeypatch.setattr(dbmod, "RETRIES", 1)
        monkeypatch.setattr(dbmod, "BUSY_TIMEOUT_MS", 50)
        store = Store(Database(f"sqlite:///{path}", migrate_now=False))
        c = store.create_class("c")
        who = store.new_learner()
        store.join_class(c.id, who.id, "Ana")
        holder = sqlite3.connect(path, isolation_level=None)
        holder.execute("BEGIN IMMEDIATE")  # a writer (another process) holds the lock
        try:
            assert store.student_live(c.id, who.id).member is not None
            assert store.class_by_secret(c.teacher_secret) == c
            with pytest.raises(StoreUnavailable):  # a write still waits, and says so
                store.touch(who.id)
        finally:
            holder.rollback()
            holder.close()
            store.db.dispose()

    def test_locked_sqlite_gives_up_with_a_clear_error(self, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
        import sqlite3

        import canasta_app.store.db as dbmod
        path = tmp_path / "l.db"
        Database(f"sqlite:///{path}").dispose()
        monkeypatch.setattr(dbmod, "RETRIES", 2)
        monkeypatch.setattr(dbmod, "BUSY_TIMEOUT_MS", 50)
        store = Store(Database(f"sqlite:///{path}", migrate_now=False))
        holder = sqlite3.connect(path, isolation_level=None)
        holder.execute("BEGIN IMMEDIATE")  # another process holds the write lock
        try:
            with pytest.raises(StoreUnavailable):
                store.new_learner()
        finally:
            holder.rollback()
            holder.close()
            store.db.dispose()


class TestTermMigration:
    def test_a_database_from_before_0004_keeps_its_classes_students_and_progress(
            self, db_url: str) -> None:
        """0004 (teachers, unique nicknames, homework) on a database made at 0003 with a class,
        three students (two of them "Carla", as the old site allowed), progress and a wrong
        try: every row is still there and reads as before; the first Carla keeps the name."""
        db = database_at(db_url, "0003")
        with db.engine.begin() as conn:
            for code in ("AAAAAAAA", "BBBBBBBB", "CCCCCCCC"):
                conn.execute(text("INSERT INTO learners (code, created_at, last_seen_at) "
                                  "VALUES (:c, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)"),
                             {"c": code})
            conn.execute(text(
                "INSERT INTO classes (name, teacher_secret, join_code, archived, created_at) "
                "VALUES ('Tuesday', 'S' || 'x' || '0123456789abcdefghijklmnop', 'QQQQQQ', "
                ":no, CURRENT_TIMESTAMP)"), {"no": False})
            ids = dict(conn.execute(text("SELECT code, id FROM learners")).all())
            cid = conn.execute(text("SELECT id FROM classes")).scalar()
            for i, (code, nick) in enumerate((("AAAAAAAA", "Carla"), ("BBBBBBBB", "carla "),
                                              ("CCCCCCCC", "Ben"))):
                conn.execute(text(
                    "INSERT INTO memberships (class_id, learner_id, nickname, removed, "
                    "joined_at) VALUES (:c, :l, :n, :no, :t)"),
                    {"c": cid, "l": ids[code], "n": nick, "no": False,
                     "t": f"2026-01-0{i + 1} 10:00:00"})
            conn.execute(text(
                "INSERT INTO step_progress (learner_id, lesson_id, step, done, tries, wrong, "
                "shown, updated_at) VALUES (:l, 'freezing', 1, :yes, 3, 2, :no, "
                "CURRENT_TIMESTAMP)"), {"l": ids["AAAAAAAA"], "yes": True, "no": False})
            conn.execute(text(
                "INSERT INTO wrong_tries (learner_id, lesson_id, step, action, kind, slug, "
                "created_at) VALUES (:l, 'freezing', 1, 'take 7H 7S', 'illegal', "
                "'pile.frozen', CURRENT_TIMESTAMP)"), {"l": ids["AAAAAAAA"]})
        db.dispose()
        store = Store(Database(db_url))  # start-up: upgrade head
        try:
            klass = store.class_by_join_code("QQQQQQ")
            assert klass is not None and klass.name == "Tuesday"
            assert [m.nickname for m in store.roster(klass.id)] == ["Carla", "carla ", "Ben"]
            (rec,) = store.class_progress(klass.id)
            assert (rec.learner_id, rec.done, rec.tries, rec.wrong) == (
                ids["AAAAAAAA"], True, 3, 2)
            (w,) = store.common_wrong_tries(klass.id)
            assert (w.action, w.slug, w.students) == ("take 7H 7S", "pile.frozen", 1)
            assert store.homework_of_class(klass.id) == []
            # the first Carla holds the name; the second stays, with hers; nobody new takes it
            assert store.join_class(klass.id, ids["AAAAAAAA"], "CARLA") == "CARLA"
            newcomer = store.new_learner()
            with pytest.raises(NicknameTaken):
                store.join_class(klass.id, newcomer.id, "Carla")
            assert store.join_class(klass.id, ids["BBBBBBBB"], "Carla B") == "Carla B"
        finally:
            store.db.dispose()


class TestUniqueNicknames:
    def test_a_name_in_the_class_is_refused_with_a_free_one(self, store: Store) -> None:
        c = store.create_class("A")
        carla, other, third = store.new_learner(), store.new_learner(), store.new_learner()
        assert store.join_class(c.id, carla.id, "Carla") == "Carla"
        with pytest.raises(NicknameTaken) as taken:
            store.join_class(c.id, other.id, "  carla ")
        assert taken.value.suggestion == "carla 2"
        assert store.join_class(c.id, other.id, taken.value.suggestion) == "carla 2"
        with pytest.raises(NicknameTaken) as again:
            store.join_class(c.id, third.id, "CARLA")
        assert again.value.suggestion == "CARLA 3"
        assert len(store.roster(c.id)) == 2

    def test_the_same_student_rejoining_is_the_same_row(self, store: Store) -> None:
        c = store.create_class("A")
        carla = store.new_learner()
        store.join_class(c.id, carla.id, "Carla")
        store.record_step(carla.id, "basics", 1, done=True)
        assert store.join_class(c.id, carla.id, "Carla") == "Carla"
        assert [m.learner_id for m in store.roster(c.id)] == [carla.id]
        assert [r.done for r in store.class_progress(c.id)] == [True]

    def test_a_long_name_is_cut_to_fit_in_the_suggestion(self, store: Store) -> None:
        c = store.create_class("A")
        a, b = store.new_learner(), store.new_learner()
        long = "x" * NICK_MAX
        store.join_class(c.id, a.id, long)
        with pytest.raises(NicknameTaken) as taken:
            store.join_class(c.id, b.id, long)
        assert len(taken.value.suggestion) <= NICK_MAX and taken.value.suggestion.endswith(" 2")

    def test_a_removed_students_name_is_free_again(self, store: Store) -> None:
        c = store.create_class("A")
        a, b = store.new_learner(), store.new_learner()
        store.join_class(c.id, a.id, "Ana")
        store.remove_member(c.id, a.id)
        assert store.join_class(c.id, b.id, "Ana") == "Ana"
        with pytest.raises(NicknameTaken):  # and back, Ana is now the other one's
            store.join_class(c.id, a.id, "ana")

    def test_names_are_per_class(self, store: Store) -> None:
        c1, c2 = store.create_class("A"), store.create_class("B")
        a, b = store.new_learner(), store.new_learner()
        store.join_class(c1.id, a.id, "Ana")
        assert store.join_class(c2.id, b.id, "Ana") == "Ana"


class TestProgressByStep:
    def test_reading_steps_and_demos_count_as_done_without_a_try(self, store: Store) -> None:
        c = store.create_class("A")
        a = store.new_learner()
        store.join_class(c.id, a.id, "Ana")
        store.record_step(a.id, "basics", 1, done=True, count_try=False)  # read
        store.record_step(a.id, "basics", 2, done=False, wrong_action="draw", kind="off-goal")
        store.record_step(a.id, "basics", 3, done=True, shown=True)
        got = {(r.step, r.done, r.tries, r.wrong, r.shown) for r in store.class_progress(c.id)}
        assert got == {(1, True, 0, 0, False), (2, False, 1, 1, False), (3, True, 1, 0, True)}

    def test_wrong_tries_count_students_not_submits(self, store: Store) -> None:
        c = store.create_class("A")
        a, b = store.new_learner(), store.new_learner()
        store.join_class(c.id, a.id, "A")
        store.join_class(c.id, b.id, "B")
        for _ in range(3):  # a triple submit by one student
            store.record_step(a.id, "freezing", 1, done=False, wrong_action="draw",
                              kind="off-goal")
        for who in (a, b):
            store.record_step(who.id, "freezing", 1, done=False, wrong_action="take 7H 7S",
                              slug="pile.frozen")
        store.record_quiz(b.id, "scoring", 2, "95", False, done=False)
        top = store.common_wrong_tries(c.id)
        assert [(w.action, w.students, w.count, w.kind) for w in top] == [
            ("take 7H 7S", 2, 2, "illegal"), ("draw", 1, 3, "off-goal"),
            ("95", 1, 1, "quiz")]


class TestTeachers:
    def test_my_classes_and_the_teacher_code(self, store: Store) -> None:
        me, other = store.new_teacher(), store.new_teacher()
        assert me.code != other.code and len(me.code) == 12
        a = store.create_class("Monday", teacher_id=me.id)
        b = store.create_class("Tuesday", teacher_id=me.id)
        store.create_class("Theirs", teacher_id=other.id)
        store.archive_class(a.id)
        assert [x.name for x in store.classes_of_teacher(me.id)] == ["Tuesday", "Monday"]
        assert store.teacher_by_code(codes.pretty_code(me.code).lower()) == me
        assert store.teacher_by_code(me.code[:-1]) is None
        assert store.teacher_by_code("not a code at all") is None
        assert store.classes_of_teacher(me.id)[0].teacher_secret == b.teacher_secret

    def test_a_class_from_before_joins_the_teacher_who_opens_it(self, store: Store) -> None:
        old = store.create_class("Old")  # no teacher: made before teachers were kept
        me, other = store.new_teacher(), store.new_teacher()
        store.adopt_class(old.id, me.id)
        store.adopt_class(old.id, other.id)  # a class that has a teacher keeps it
        assert [x.id for x in store.classes_of_teacher(me.id)] == [old.id]
        assert store.classes_of_teacher(other.id) == []


class TestHomework:
    def test_assigned_items_reach_the_students_of_the_class_only(self, store: Store) -> None:
        from datetime import date

        c, other = store.create_class("A"), store.create_class("B")
        a, b = store.new_learner(), store.new_learner()
        store.join_class(c.id, a.id, "A")
        store.join_class(other.id, b.id, "B")
        late = store.assign_homework(c.id, "lesson", lesson_id="freezing")
        soon = store.assign_homework(c.id, "step", lesson_id="basics", step=2,
                                     due=date(2027, 1, 5))
        box = store.assign_homework(c.id, "sandbox", share="abc", title="<b>Can West?</b>")
        assert [h.id for h in store.homework_of_class(c.id)] == [soon.id, late.id, box.id]
        assert box.title == "<b>Can West?</b>"  # plain text: pages escape it
        assert [(n, h.id) for n, h in store.homework_for_learner(a.id)][0] == ("A", soon.id)
        assert store.homework_for_learner(b.id) == []
        store.remove_homework(c.id, late.id)
        store.remove_homework(other.id, soon.id)  # another class's id: nothing happens
        assert [h.id for h in store.homework_of_class(c.id)] == [soon.id, box.id]

    @pytest.mark.parametrize("kwargs", [
        dict(kind="quiz"), dict(kind="lesson"), dict(kind="step", lesson_id="basics"),
        dict(kind="sandbox"), dict(kind="sandbox", share="x" * 5000)])
    def test_malformed_items_are_refused(self, store: Store, kwargs: dict) -> None:  # type: ignore[type-arg]
        c = store.create_class("A")
        rest = dict(kwargs)  # the same dict serves both backends: do not change it
        kind = rest.pop("kind")
        with pytest.raises(ValueError):
            store.assign_homework(c.id, kind, **rest)

    def test_sandbox_tries_who_did_it_and_the_common_wrong_try(self, store: Store) -> None:
        c = store.create_class("A")
        a, b, outsider = store.new_learner(), store.new_learner(), store.new_learner()
        store.join_class(c.id, a.id, "A")
        store.join_class(c.id, b.id, "B")
        hw = store.assign_homework(c.id, "sandbox", share="abc")
        for who in (a, a, b):  # a's second is the same move at once: one try
            assert store.record_homework_try(hw.id, who.id, "take 7H 7S", False, "pile.frozen")
        assert store.record_homework_try(hw.id, a.id, "meld 5C 5D 5H", False, "open.minimum")
        assert store.record_homework_try(hw.id, a.id, "take 7H 7S", False, "pile.frozen")
        assert store.record_homework_try(hw.id, a.id, "draw", True, None)
        assert not store.record_homework_try(hw.id, outsider.id, "draw", True, None)
        got = {(x.learner_id, x.tries, x.legal) for x in store.sandbox_homework_tries(c.id)}
        assert got == {(a.id, 4, True), (b.id, 1, False)}
        w, other = store.sandbox_homework_wrong(c.id)
        assert (w.action, w.slug, w.students) == ("take 7H 7S", "pile.frozen", 2)
        assert (other.action, other.students) == ("meld 5C 5D 5H", 1)
        assert store.sandbox_homework_done(a.id) == {hw.id}
        assert store.sandbox_homework_done(b.id) == set()
        store.remove_homework(c.id, hw.id)
        assert not store.record_homework_try(hw.id, b.id, "draw", True, None)


class TestClassTablesMigration:
    def test_a_database_from_0007_keeps_its_tables_and_their_logs(self, db_url: str) -> None:
        """0008 (closed tables, the projector's moment) on a database made at 0007 with a
        class's table and one move in its log: the table is open, on the board, with its log;
        it gets its moment at its next rebuild."""
        from canasta_app.tables import service
        from canasta_app.tables.model import Settings, new_play

        first = new_play(Settings("two-hand", 5000, 3)).acting
        db = database_at(db_url, "0007")
        with db.engine.begin() as conn:
            conn.execute(text(
                "INSERT INTO classes (name, teacher_secret, join_code, archived, created_at) "
                "VALUES ('Club', 'secret-0123456789abcdefghijklmnop', 'TTTTTT', :no, "
                "CURRENT_TIMESTAMP)"), {"no": False})
            cid = conn.execute(text("SELECT id FROM classes")).scalar()
            conn.execute(text(
                "INSERT INTO shared_tables (code, profile, target, mode, pace, seed, class_id, "
                "version, revision, created_at, game_over, facts_version) VALUES ('ABC234', "
                "'two-hand', 5000, 'teaching', 'normal', 3, :c, 1, 1, CURRENT_TIMESTAMP, :no, "
                "-1)"), {"c": cid, "no": False})
            tid = conn.execute(text("SELECT id FROM shared_tables")).scalar()
            for seat in ("N", "S"):
                conn.execute(text(
                    "INSERT INTO table_seats (table_id, seat, kind, bot, illegal_tries) "
                    "VALUES (:t, :s, 'bot', 'heuristic', 0)"), {"t": tid, "s": seat})
            conn.execute(text(
                "INSERT INTO table_actions (table_id, version, seat, action, at_ms) "
                "VALUES (:t, 1, :s, 'draw', 1000)"), {"t": tid, "s": first})
        db.dispose()
        store = Store(Database(db_url))  # start-up: upgrade head
        try:
            (row,) = store.tables.class_board(cid)
            assert not row.table.closed and row.table.code == "ABC234" and row.moment is None
            assert [r.action for r in store.tables.log(tid)] == ["draw"]
            table = service.load(store.tables, tid)  # rebuilt from the kept log
            assert table is not None and table.play.version == 1
            (row,) = store.tables.class_board(cid)
            assert row.moment is not None and row.table.facts_version == 1
        finally:
            store.db.dispose()
