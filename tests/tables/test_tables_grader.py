"""Every finished deal of a shared table goes into each player's record with the coach's
grades (canasta_app/tables/grader.py): graded by the server's driver, one decision at a time,
by the practice table's coach, kept per decision so that nothing is graded twice, whoever
opens the review and whenever the server restarts. A real SQLite store (the store's own
queries run on PostgreSQL too: tests/store/test_tables_store.py)."""

from __future__ import annotations

import time
from typing import Any

import pytest

from canasta_app.coach import review as rv
from canasta_app.store import Store
from canasta_app.store.tables import TableInfo
from canasta_app.store.values import LearnerInfo
from canasta_app.tables import driver, grader, grading, service
from canasta_app.tables.model import NEXT_DEAL
from canasta_core.expert import Budget

#: A small budget for the tests' grades (the site's is the coach's COACH_BUDGET): the same
#: computation, fewer simulations.
SMALL = Budget(worlds=2, candidates=2, discards=1, win_bonus=0, halving=False, extend=0)


class Counting(grader.Inline):
    def __init__(self) -> None:
        super().__init__()
        self.jobs: list[grader.Job] = []

    def submit(self, job: grader.Job) -> None:
        self.jobs.append(job)
        super().submit(job)


def _play(store: Store, tid: int, learners: dict[str, int], deals: int = 1,
          standin_from: int | None = None) -> None:
    """Plays the table's deals to `deals` scored: each player's seat decided by the player
    (the sensible bot's choice, appended as theirs), the other seats by their bots; from move
    `standin_from` of the deal on, the players' seats by stand-ins (they went away)."""
    for _ in range(6000):
        table = service.load(store.tables, tid)
        assert table is not None
        play = table.play
        if play.deal_over:
            if play.deal_number >= deals:
                break
            service.try_move(store.tables, tid, next(iter(learners)), NEXT_DEAL, play.version)
            continue
        seat = play.acting
        info = table.seat(seat or "")
        if standin_from is not None and len(play.moves) == standin_from and not any(
                x.standin for x in table.seats if x.seat in learners):
            for s in learners:
                store.tables.set_standin(tid, s, "heuristic")
            continue
        if info is not None and info.kind == "human" and info.standin is None:
            store.tables.append(tid, play.version, seat or "", play.bot_action("heuristic"),
                                learners[seat or ""])
        else:
            service.run_bot(store.tables, table, now_ms=10**13)
    driver.tick(store.tables, now_ms=10**13)  # the board's facts: the deals scored


def _played_deal(store: Store, players: int = 2) -> tuple[int, str, dict[str, int]]:
    """A two-hand table with one or two players (who decide their own moves) whose first deal
    is scored."""
    a, b = store.new_learner(), store.new_learner()
    seats = {"S": "human", "N": "human" if players == 2 else "heuristic"}
    info = store.tables.create(profile="two-hand", target=5000, mode="teaching", pace="fast",
                               seed=11, seats=seats, host_id=a.id)
    store.tables.take_seat(info.id, a.id, "Ana", "S")
    if players == 2:
        store.tables.take_seat(info.id, b.id, "Beto", "N")
    learners = {"S": a.id, "N": b.id} if players == 2 else {"S": a.id}
    _play(store, info.id, learners)
    return info.id, info.code, learners


def _grade_all(g: grader.Grader, store: Store, passes: int = 400) -> None:
    for _ in range(passes):
        g.quiet_until = 0.0
        if not grader.grade_pass(g, store.tables, idle=True) and not g.worker.busy:
            return
    raise AssertionError("the grader did not finish")


def test_a_finished_deal_is_graded_into_each_players_record(store: Store) -> None:
    tid, code, learners = _played_deal(store)
    (row,) = store.tables.ungraded()
    assert (row.id, row.graded_deals, row.deals_done) == (tid, 0, 1)
    worker = Counting()
    g = grader.Grader(store, worker, budget=SMALL)
    assert not grader.grade_pass(g, store.tables, idle=False)  # a move pending: nothing
    assert worker.jobs == []
    _grade_all(g, store)
    assert store.tables.ungraded() == []  # the deal is graded for both players
    assert store.tables.by_id(tid) is not None
    table = service.load(store.tables, tid)
    assert table is not None
    for seat, learner in learners.items():
        moves = grading.seat_moves(table.play, seat)
        todo = rv.decisions(moves, seat)
        graded, skipped = grading.stored_review(store, learner, code, 1, moves, seat)
        assert todo and set(graded) | skipped == set(todo)  # every decision, once
        assert len(graded) >= len(todo) - 2
        (deal,) = [r for r in store.practice_deals(learner) if r.game == f"table:{code}"]
        assert deal.deal_number == 1 and deal.profile == "two-hand"
        assert deal.grades == grading.grade_counts(graded)  # the record's counts
        assert sum(deal.grades.values()) == len(graded)
        scores = table.play.deal_scores()
        assert deal.ns_points == scores[table.play.rules.side_of[seat]]["total"]
        # the practice table's coach on the seat's own view: the same grade, computed again
        i = min(graded)
        assert graded[i] == rv.judge(moves[i].before, moves[i].action,
                                     seed=grading.coach_seed(table.play),
                                     sightings=rv.sightings_before(moves, i), budget=SMALL)
    # each decision handed over once; a restarted server (a new grader) finds nothing to do
    assert len({(j.seat, j.index) for j in worker.jobs}) == len(worker.jobs)
    again = Counting()
    _grade_all(grader.Grader(store, again, budget=SMALL), store)
    assert again.jobs == []


def test_a_grade_the_page_kept_is_not_graded_again(store: Store) -> None:
    """The page's review (tables/advice.py) and the server's grader share the record: a
    decision the review graded is not handed to the worker, and neither drops the other's."""
    tid, code, learners = _played_deal(store, players=1)
    table = service.load(store.tables, tid)
    assert table is not None
    moves = grading.seat_moves(table.play, "S")
    first = rv.decisions(moves, "S")[0]
    j = rv.judge(moves[first].before, moves[first].action, seed=grading.coach_seed(table.play),
                 sightings=rv.sightings_before(moves, first), budget=SMALL)
    assert j is not None
    grading.merge_review(store, learners["S"], code, 1, moves, "S", {first: j})
    worker = Counting()
    _grade_all(grader.Grader(store, worker, budget=SMALL), store)
    assert ("S", first) not in {(x.seat, x.index) for x in worker.jobs}
    graded, _ = grading.stored_review(store, learners["S"], code, 1, moves, "S")
    assert graded[first] == j and len(graded) > 1
    # a page that knew fewer grades saves its review: nothing kept is dropped
    kept = grading.merge_review(store, learners["S"], code, 1, moves, "S", {first: j})
    assert kept == graded


def test_no_grading_before_a_deal_is_scored(store: Store) -> None:
    a = store.new_learner()
    info = store.tables.create(profile="two-hand", target=5000, mode="teaching", pace="fast",
                               seed=5, seats={"S": "human", "N": "heuristic"}, host_id=a.id)
    store.tables.take_seat(info.id, a.id, "Ana", "S")
    driver.tick(store.tables, now_ms=10**13)
    assert store.tables.ungraded() == []
    worker = Counting()
    assert not grader.grade_pass(grader.Grader(store, worker), store.tables, idle=True)
    assert worker.jobs == []


def test_a_budget_ends_a_grade_inside_the_computation(store: Store) -> None:
    _played_deal(store, players=1)
    g = grader.Grader(store, Counting())
    job = grader.next_job(g, store.tables)
    assert job is not None
    started = time.process_time()
    got = grader.grade(job, cpu_s=0.0)  # no time at all: no answer, tried again later
    assert got == grader.NO_ANSWER
    assert time.process_time() - started < 1.0


@pytest.mark.timeout(120)
def test_the_worker_process_grades_and_ends_with_the_driver(store: Store) -> None:
    _played_deal(store, players=1)
    g = grader.Grader(store, grader.Worker(), budget=SMALL)
    job = grader.next_job(g, store.tables)
    assert job is not None
    worker = g.worker
    assert isinstance(worker, grader.Worker)
    worker.submit(job)
    proc = worker._proc
    assert proc is not None and worker.busy
    deadline = time.monotonic() + 100
    done = None
    while done is None and time.monotonic() < deadline:
        done = worker.poll()  # never waits
        time.sleep(0.05)
    assert done is not None and done[0] == job
    assert done[1] == grader.grade(job)  # the same grade as computed here
    assert not worker.busy and proc.poll() is None  # it waits for the next job
    g.close()  # the driver ends: so does its worker
    assert proc.poll() is not None and worker._proc is None


def test_the_players_review_reads_the_grades_the_server_kept(store: Store, monkeypatch) -> None:
    """A player who opens the deal's review after the server's grader finished gets its grades
    at once: the review's work grades none of those decisions again."""
    from canasta_app.tables import advice

    tid, code, learners = _played_deal(store, players=1)
    _grade_all(grader.Grader(store, Counting(), budget=SMALL), store)
    table = service.load(store.tables, tid)
    assert table is not None
    moves = grading.seat_moves(table.play, "S")
    kept, skipped = grading.stored_review(store, learners["S"], code, 1, moves, "S")
    assert kept
    state: dict = {}
    monkeypatch.setattr(advice, "_ss", lambda: state)
    calls: list[int] = []
    real = rv.judge

    def counting(*a, **kw):  # type: ignore[no-untyped-def]
        calls.append(1)
        return real(*a, **kw)

    monkeypatch.setattr(rv, "judge", counting)
    key = advice._deal_key(table, "S")
    work = advice._review_work(store.tables, table, "S", key, "en", store, learners["S"])
    commit = work(lambda: False, lambda _f, _s: None)
    commit(False)
    assert calls == []  # nothing graded again
    got = advice.review_state(key)
    assert got is not None and got["grades"] == kept and got["total"] == len(kept) + len(skipped)


@pytest.mark.parametrize("failure", ["no answer", "crash"])
def test_a_decision_that_never_grades_is_skipped_and_holds_up_nothing(
        store: Store, monkeypatch: pytest.MonkeyPatch, failure: str) -> None:
    """A decision whose grade never comes back (its budget always runs out, or the judge fails
    on it) is handed over ATTEMPTS times, then kept as skipped: the deal's other decisions are
    graded and the deal is done, where it was handed over again at every pass for ever."""
    tid, code, learners = _played_deal(store, players=1)
    table = service.load(store.tables, tid)
    assert table is not None
    moves = grading.seat_moves(table.play, "S")
    bad = rv.decisions(moves, "S")[0]
    judge = rv.judge

    def failing(before, action, **kw):  # type: ignore[no-untyped-def]
        if before == moves[bad].before and action == moves[bad].action:
            if failure == "crash":
                raise KeyError("a judge's bug")
            raise rv.NoAnswer()
        return judge(before, action, **kw)

    monkeypatch.setattr(rv, "judge", failing)
    worker = Counting()
    g = grader.Grader(store, worker, budget=SMALL)
    _grade_all(g, store)
    assert store.tables.ungraded() == []  # the deal is done
    handed = [j for j in worker.jobs if j.index == bad]
    assert len(handed) == (grader.ATTEMPTS if failure == "no answer" else 1)
    graded, skipped = grading.stored_review(store, learners["S"], code, 1, moves, "S")
    assert bad in skipped and bad not in graded
    assert set(graded) | skipped == set(rv.decisions(moves, "S"))


def _grades_of(store: Store, tid: int, code: str, seat: str, learner: int, number: int = 1
               ) -> tuple[list[int], dict[int, rv.Judgement], set[int]]:
    play = grader.Grader(store, Counting()).deal(store.tables, tid, number)
    assert play is not None
    moves = grading.seat_moves(play, seat, learner)
    graded, skipped = grading.stored_review(store, learner, code, number, moves, seat)
    return [i for i, m in enumerate(play.moves) if m.seat == seat], graded, skipped


def test_a_stand_ins_moves_are_not_graded_as_the_players(store: Store) -> None:
    """The player went away after some moves and a stand-in finished the deal: only the
    decisions the player made go into their record."""
    a = store.new_learner()
    info = store.tables.create(profile="two-hand", target=5000, mode="teaching", pace="fast",
                               seed=11, seats={"S": "human", "N": "heuristic"}, host_id=a.id)
    store.tables.take_seat(info.id, a.id, "Ana", "S")
    _play(store, info.id, {"S": a.id}, standin_from=12)
    worker = Counting()
    _grade_all(grader.Grader(store, worker, budget=SMALL), store)
    assert store.tables.ungraded() == []
    seat_moves, graded, skipped = _grades_of(store, info.id, info.code, "S", a.id)
    assert any(i >= 12 for i in seat_moves)  # the stand-in did play for S
    assert worker.jobs and all(j.index < 12 for j in worker.jobs)
    assert graded and all(i < 12 for i in set(graded) | skipped)
    (deal,) = [r for r in store.practice_deals(a.id) if r.game == f"table:{info.code}"]
    assert sum(deal.grades.values()) == len(graded)


def _beto_sits_after_the_first_deal(store: Store) -> tuple[LearnerInfo, LearnerInfo, TableInfo]:
    """A two-hand table: Ana at South plays the first deal against a stand-in at North's open
    seat; Beto takes North once it is scored. (Ana, Beto, the table.)"""
    a, b = store.new_learner(), store.new_learner()
    info = store.tables.create(profile="two-hand", target=5000, mode="teaching", pace="fast",
                               seed=11, seats={"S": "human", "N": "human"}, host_id=a.id)
    store.tables.take_seat(info.id, a.id, "Ana", "S")
    store.tables.set_standin(info.id, "N", "heuristic")  # the open seat played by a bot
    _play(store, info.id, {"S": a.id})
    store.tables.take_seat(info.id, b.id, "Beto", "N")
    return a, b, info


def test_a_player_seated_late_gets_only_the_deals_they_played(store: Store) -> None:
    """North's seat was played by a stand-in through the first deal; Beto sat down after it:
    the first deal is Ana's, not Beto's; the second is both's."""
    a, b, info = _beto_sits_after_the_first_deal(store)
    _play(store, info.id, {"S": a.id, "N": b.id}, deals=2)
    worker = Counting()
    _grade_all(grader.Grader(store, worker, budget=SMALL), store)
    assert store.tables.ungraded() == []
    key = f"table:{info.code}"
    assert [r.deal_number for r in store.practice_deals(a.id) if r.game == key] == [1, 2]
    assert [r.deal_number for r in store.practice_deals(b.id) if r.game == key] == [2]
    assert not [j for j in worker.jobs if j.learner_id == b.id and j.deal_number == 1]
    assert [j for j in worker.jobs if j.learner_id == b.id and j.deal_number == 2]


def test_a_deals_refused_tries_are_that_deals_whenever_it_is_recorded(store: Store) -> None:
    """One refused try in the first deal, two in the second, the first deal graded only then:
    its row in the record says one (the seat's count is three)."""
    a = store.new_learner()
    info = store.tables.create(profile="two-hand", target=5000, mode="teaching", pace="fast",
                               seed=11, seats={"S": "human", "N": "heuristic"}, host_id=a.id)
    store.tables.take_seat(info.id, a.id, "Ana", "S")

    def refuse() -> None:
        for _ in range(200):  # the player's turn, then a try the rules refuse
            table = service.load(store.tables, info.id)
            assert table is not None
            if table.play.acting == "S":
                out = service.try_move(store.tables, info.id, "S", "meld 2C 2D 2H",
                                       table.play.version)
                assert out.kind == "refused"
                return
            service.run_bot(store.tables, table, now_ms=10**13)
        raise AssertionError("South never had the turn")

    refuse()
    _play(store, info.id, {"S": a.id})
    _play(store, info.id, {"S": a.id}, deals=2)  # the second deal ends too; then two tries
    table = service.load(store.tables, info.id)
    assert table is not None and table.play.deal_number == 2
    store.tables.count_illegal(info.id, "S", 2)
    store.tables.count_illegal(info.id, "S", 2)
    _grade_all(grader.Grader(store, Counting(), budget=SMALL), store)
    rows = {r.deal_number: r for r in store.practice_deals(a.id)
            if r.game == f"table:{info.code}"}
    assert rows[1].illegal_tries == 1
    assert rows[2].illegal_tries == 2


def test_two_replicas_graders_never_grade_one_decision_twice(store: Store) -> None:
    """Two graders (two server processes on one database) share the deal's decisions: the one
    handed to one grader is never handed to the other while it works on it."""
    _played_deal(store, players=1)
    one, two = grader.Grader(store, Counting(), budget=SMALL, owner="host:1:one"), \
        grader.Grader(store, Counting(), budget=SMALL, owner="host:2:two")
    first = grader.next_job(one, store.tables)
    second = grader.next_job(two, store.tables)
    assert first is not None and second is not None
    assert (first.seat, first.index) != (second.seat, second.index)
    handed: list[tuple[str, int]] = []
    for _ in range(400):  # both grade to the end; every decision handed over once
        did = False
        for g in (one, two):
            g.quiet_until = 0.0
            if grader.grade_pass(g, store.tables, idle=True) or g.worker.busy:
                did = True
        if not did:
            break
    worker_one, worker_two = one.worker, two.worker
    assert isinstance(worker_one, Counting) and isinstance(worker_two, Counting)
    handed = [(j.seat, j.index) for j in (*worker_one.jobs, *worker_two.jobs)]
    assert worker_one.jobs and worker_two.jobs
    assert len(handed) == len(set(handed))
    assert store.tables.ungraded() == []


def _review_on_screen(store: Store, monkeypatch: pytest.MonkeyPatch) -> tuple[Any, ...]:
    """A one-player deal played to its end and its page's review state (a plain dict for the
    session): (table, code, learners, state, key, South's moves)."""
    from canasta_app.tables import advice

    tid, code, learners = _played_deal(store, players=1)
    table = service.load(store.tables, tid)
    assert table is not None
    state: dict = {}
    monkeypatch.setattr(advice, "_ss", lambda: state)
    key = advice._deal_key(table, "S")
    return table, code, learners, state, key, grading.seat_moves(table.play, "S", learners["S"])


def _stalled(state: dict, key: Any, moves: Any) -> None:
    """South's review on screen, cancelled before any grade."""
    from canasta_app.tables import advice

    state.setdefault(advice._REVIEWS, {})[key] = {
        "grades": {}, "skipped": set(), "total": len(rv.decisions(moves, "S")),
        "stalled": True}


def test_a_review_on_screen_takes_the_grades_the_server_keeps_later(
        store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """A player's review is on screen, not complete (cancelled before any grade); the server's
    grader then keeps the deal's grades: the page's slow timer sees the review is behind, and
    the page's next run shows them, without the player asking again."""
    from canasta_app.tables import advice

    table, code, learners, state, key, moves = _review_on_screen(store, monkeypatch)
    advice._restore(table, "S", key, store, learners["S"])  # the first look: nothing kept
    _stalled(state, key, moves)
    assert not advice.review_behind(table, "S", store, learners["S"])
    _grade_all(grader.Grader(store, Counting(), budget=SMALL), store)
    assert advice.review_behind(table, "S", store, learners["S"])  # the timer reruns the page
    advice._restore(table, "S", key, store, learners["S"])  # the page's run
    got = advice.review_state(key)
    kept, skipped = grading.stored_review(store, learners["S"], code, 1, moves, "S")
    assert got is not None and got["grades"] == kept and kept
    assert set(got["grades"]) | got["skipped"] == set(rv.decisions(moves, "S"))
    assert not advice.review_behind(table, "S", store, learners["S"])  # complete: no reads


def test_a_decision_held_by_another_grader_does_not_spin_the_pass(store: Store) -> None:
    """All that is left is held by another grader (another replica): the pass waits QUIET_S
    before it looks again, not a database round at every tick of the driver."""
    tid, _, learners = _played_deal(store, players=1)
    table = service.load(store.tables, tid)
    assert table is not None
    moves = grading.seat_moves(table.play, "S", learners["S"])
    for i in rv.decisions(moves, "S"):  # every decision of the deal: the other grader's
        assert store.tables.claim_decision(tid, 1, "S", i, "elsewhere:1:x",
                                           grader.CLAIM_STALE_MS) == 1
    g = grader.Grader(store, Counting(), budget=SMALL, owner="here:2:y")
    before = time.monotonic()
    assert not grader.grade_pass(g, store.tables, idle=True)
    assert g.waiting
    assert g.quiet_until >= before + grader.QUIET_S - 0.01  # no new look at the next tick
    assert store.tables.ungraded()  # the work is still there, the other grader's


def test_a_closed_graders_claims_go_so_the_next_grader_takes_them_at_once(
        store: Store) -> None:
    """A driver's grader closes (the driver stopped: no page for IDLE_S, a deploy) with a
    decision claimed; the next driver's grader (this process's, or another's) takes it at the
    next pass, not CLAIM_STALE_MS later. Graders of one process are one owner."""
    assert grader.Grader(store).owner == grader.Grader(store).owner == grader.OWNER
    _played_deal(store, players=1)
    old = grader.Grader(store, Counting(), budget=SMALL, owner="gone:1:old")
    first = grader.next_job(old, store.tables)
    assert first is not None
    old.close()
    new = grader.Grader(store, Counting(), budget=SMALL, owner="new:2:new")
    again = grader.next_job(new, store.tables)
    assert again is not None and (again.seat, again.index) == (first.seat, first.index)


def test_a_review_on_screen_costs_a_read_not_a_rebuild_at_each_tick(
        store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """The page's timer asks `review_behind` again and again about one finished deal: each
    time one read of the record (no write transaction: `Store.deal_review` reads), and the
    deal's moves are rebuilt only when the table moved."""
    from canasta_app.tables import advice

    table, code, learners, state, key, moves = _review_on_screen(store, monkeypatch)
    _stalled(state, key, moves)
    _grade_all(grader.Grader(store, Counting(), budget=SMALL), store)
    built: list[str] = []
    real = grading.seat_moves
    monkeypatch.setattr(grading, "seat_moves",
                        lambda *a, **k: built.append("x") or real(*a, **k))

    def no_write(fn):  # noqa: ANN001, ANN202 - the store's write path: not for a read
        raise AssertionError("a write transaction for a review on screen")

    monkeypatch.setattr(store.db, "run", no_write)
    for _ in range(5):
        assert advice.review_behind(table, "S", store, learners["S"])
    assert len(built) == 1
    kept, _ = grading.stored_review(store, learners["S"], code, 1, moves, "S")
    assert kept


class _Drawn:
    """A stand-in for Streamlit in `render_review`: what it was asked to draw."""

    def __init__(self) -> None:
        self.calls: list[str] = []

    def __getattr__(self, name: str):  # noqa: ANN204
        import contextlib

        def draw(*args: object, **kwargs: object) -> object:
            self.calls.append(name)
            return contextlib.nullcontext()

        return draw


def test_a_player_seated_after_a_deal_gets_no_review_of_it(
        store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """Beto sat at North once the first deal was over: the end of that deal shows him no
    review (no title, no coach's work started even with Advice on); Ana, who played it, has
    hers. As `record_deal`: the deal is not his."""
    from canasta_app.tables import advice

    a, b, info = _beto_sits_after_the_first_deal(store)
    table = service.load(store.tables, info.id)
    assert table is not None and table.play.deal_over and table.play.deal_number == 1
    state: dict = {}
    monkeypatch.setattr(advice, "_ss", lambda: state)
    monkeypatch.setattr(advice.coach_work, "cancelled", lambda key: False)
    asked: list[str] = []
    monkeypatch.setattr(advice, "_request", lambda key, *a, **k: asked.append(key))
    drawn = _Drawn()
    monkeypatch.setattr(advice, "st", drawn)
    advice.render_review(store.tables, table, "N", "en", auto=True, records=store, me=b.id)
    assert drawn.calls == [] and asked == []
    assert advice.review_state(advice._deal_key(table, "N")) is None
    assert not advice.review_behind(table, "N", store, b.id)
    advice.render_review(store.tables, table, "S", "en", auto=True, records=store, me=a.id)
    assert "subheader" in drawn.calls and asked == [advice._deal_key(table, "S")]
