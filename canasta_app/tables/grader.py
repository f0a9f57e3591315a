"""Every finished deal of a shared table into each player's record with the coach's grades
(issue 41, Deliver 3), graded by the server, whether or not anybody opens the review.

The grades are the practice table's coach's (canasta_app/coach/review.py `judge`, the seed
`grading.coach_seed`, each seat's own view: `grading.seat_moves`), kept per decision in the
learner's record as the page's review keeps them (`deal_reviews`, `grading.merge_review`), so
the review a player opens later, and a restart, find them: nothing is graded twice. The
deal's row in the record (`practice_deals`, which the class page lists) gets the counts.

Who grades: the server's driver (driver.py), at each of its passes (`grade_pass`), never
holding up a move:

- the decisions are graded one at a time in a *worker process* of the driver's own (`Worker`:
  `python -m canasta_app.tables.grader`, at the lowest CPU priority, `nice` 19), so a grade
  never takes the Python lock or the CPU from a page run or a bot's move; the driver only
  hands it a decision and, at a later pass, reads the answer if there is one (a `select`, no
  wait);
- a new decision is handed over only on a pass that made no move (nothing pending);
- each decision has a hard budget inside the computation (GRADE_CPU_S of the worker's CPU,
  GRADE_WALL_S of wall clock: the grade keeps the simulations finished, and says how many);
- the worker ends with the driver (`close`: the driver's loop ends, the server stops) and by
  itself when the driver's process is gone (its input closes). No thread of its own.

Which deals: `TablesStore.ungraded` (one query): the tables whose scored deals
(`deals_done`, a board fact) outnumber their graded ones (`graded_deals`); a table's deals
are graded in order, and its count moves on once every human seat's decisions of that deal
are kept. Whose decisions: a player's own only (the log keeps who decided each move: a
stand-in's moves while they were away are not theirs), in the deals they played (not those
over before they sat: `grading.played`).

Replicas: each decision is claimed in the database before it is handed over
(`TablesStore.claim_decision`, one INSERT … ON CONFLICT statement), so two server processes
on one database never grade the same decision; a claim older than CLAIM_STALE_MS (its
process died) is taken over, and the claim counts the hand-overs (ATTEMPTS). The owner is
the process (OWNER: a restarted driver's grader holds what the last one held), and a grader
that closes releases its claims; while all that is left is held by another grader, the pass
looks again only every QUIET_S. A grade is
merged into the record over the review it read (`grading.merge_review`): one writer's grade
never overwrites another's.
"""

from __future__ import annotations

import os
import pickle
import select
import shutil
import socket
import struct
import subprocess
import sys
import time
import uuid
from collections import OrderedDict
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any, Final, Protocol

from canasta_app.coach import review as rv
from canasta_app.store import Store
from canasta_app.store.tables import TablesStore
from canasta_app.tables import grading
from canasta_app.tables.model import Entry, TablePlay
from canasta_app.tables.service import settings_of
from canasta_core.expert import Budget, Sightings
from canasta_core.positions import Position

GRADE_CPU_S: Final = 12.0  # a decision's hard budget: the worker's CPU time
GRADE_WALL_S: Final = 90.0  # ... and wall clock (a starved worker at nice 19 still ends)
_HEADER = struct.Struct("!I")
_MAX_FRAME = 64 * 1024 * 1024
QUIET_S: Final = 2.0  # nothing left to grade: the driver looks again after this
_DEALS: Final = 16  # finished deals rebuilt from the log, kept for the next decisions
#: A decision handed to the worker this many times without a kept grade (its budget ran out,
#: the worker died on it, its review could not be saved) is kept as skipped: one decision
#: never holds up the others.
ATTEMPTS: Final = 3
#: A claim of a decision older than this is another grader's that died (its process is gone):
#: taken over. Longer than a grade's wall-clock budget.
CLAIM_STALE_MS: Final = int((GRADE_WALL_S + 30) * 1000)
#: Who claims decisions in the database (grade_claims): this process, once. Every grader of
#: the process (a driver restarted after IDLE_S, a deploy's new driver) is the same owner, so
#: a claim the last one held is this process's own at once, never another's for
#: CLAIM_STALE_MS.
OWNER: Final = f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:12]}"


@dataclass(frozen=True, slots=True)
class Job:
    """One decision to grade: where it goes (table, deal, seat, learner, move index) and what
    the coach needs (the position as the seat saw it, the move, what the seat saw before)."""

    table_id: int
    code: str
    deal_number: int
    seat: str
    learner_id: int
    index: int
    before: Position
    action: str
    seed: int
    sightings: Sightings
    budget: Budget | None = None  # the coach's (COACH_BUDGET); tests give a smaller one


#: What came of a job: a Judgement; None (no choice there, or no world fits: not gradable);
#: or NO_ANSWER (the budget ended before two simulations: tried again later).
NO_ANSWER: Final = "no-answer"


def grade(job: Job, cpu_s: float = GRADE_CPU_S, wall_s: float = GRADE_WALL_S,
          parent: int | None = None) -> object:
    """The coach's grade of one decision within the budget (the worker's computation);
    `parent`: the driver's process id (the worker stops at once when its driver is gone)."""
    cpu_end = time.process_time() + cpu_s
    wall_end = time.monotonic() + wall_s

    def stop() -> bool:
        return (time.process_time() > cpu_end or time.monotonic() > wall_end
                or (parent is not None and os.getppid() != parent))

    try:
        return rv.judge(job.before, job.action, seed=job.seed, sightings=job.sightings,
                        budget=job.budget, stop=stop)
    except rv.NoAnswer:
        return NO_ANSWER
    except ValueError:  # no world fits this position: not gradable
        return None
    except Exception as e:  # noqa: BLE001 - a judge's failure skips this decision, not the worker
        print(f"grader: decision {job.index} of deal {job.deal_number} at table {job.code} "
              f"not graded: {e!r}", file=sys.stderr)
        return None


class Grading(Protocol):
    """What the driver's pass asks of a worker (tests use `Inline`)."""

    @property
    def busy(self) -> bool: ...

    def submit(self, job: Job) -> None: ...

    def poll(self) -> tuple[Job, object] | None: ...

    def close(self) -> None: ...


class Inline:
    """The grades computed at `submit`, in the caller's thread (the logic tests)."""

    def __init__(self, cpu_s: float = GRADE_CPU_S) -> None:
        self.cpu_s = cpu_s
        self._done: tuple[Job, object] | None = None

    @property
    def busy(self) -> bool:
        return self._done is not None

    def submit(self, job: Job) -> None:
        self._done = (job, grade(job, self.cpu_s))

    def poll(self) -> tuple[Job, object] | None:
        done, self._done = self._done, None
        return done

    def close(self) -> None:
        self._done = None


def _write(out: IO[bytes], value: object) -> None:
    data = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
    out.write(_HEADER.pack(len(data)) + data)
    out.flush()


def _read(inp: IO[bytes]) -> Any:
    head = inp.read(_HEADER.size)
    if len(head) < _HEADER.size:
        raise EOFError
    (size,) = _HEADER.unpack(head)
    if size > _MAX_FRAME:
        raise EOFError
    data = inp.read(size)
    if len(data) < size:
        raise EOFError
    return pickle.loads(data)  # noqa: S301 - frames from the driver that started this process


class Worker:
    """The driver's grading process (started at the first job, at nice 19): one job at a
    time; `poll` never waits."""

    def __init__(self) -> None:
        self._proc: subprocess.Popen[bytes] | None = None
        self._job: Job | None = None

    @property
    def busy(self) -> bool:
        return self._job is not None

    def _start(self) -> subprocess.Popen[bytes]:
        if self._proc is None or self._proc.poll() is not None:
            # the same code as this process's (a worktree, an installed site alike)
            root = str(Path(__file__).resolve().parents[2])
            env = {**os.environ, "PYTHONPATH": os.pathsep.join(
                [root, *filter(None, [os.environ.get("PYTHONPATH")])])}
            nice = shutil.which("nice")  # the lowest priority from its first import on
            self._proc = subprocess.Popen(
                [*([nice, "-n", "19"] if nice else []), sys.executable, "-m",
                 "canasta_app.tables.grader"], stdin=subprocess.PIPE,
                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, close_fds=True, env=env)
        return self._proc

    def submit(self, job: Job) -> None:
        proc = self._start()
        assert proc.stdin is not None
        try:
            _write(proc.stdin, job)
        except OSError:  # the worker died: a new one at the next job
            self.close()
            return
        self._job = job

    def poll(self) -> tuple[Job, object] | None:
        proc, job = self._proc, self._job
        if proc is None or job is None or proc.stdout is None:
            return None
        if proc.poll() is not None:  # it died: the job is tried again by a new one
            self.close()
            return None
        ready, _, _ = select.select([proc.stdout], [], [], 0)
        if not ready:
            return None
        try:
            got = _read(proc.stdout)
        except (EOFError, OSError, pickle.UnpicklingError):
            self.close()
            return None
        self._job = None
        return job, got

    def close(self) -> None:
        """The worker ended now (its job is lost; the decision is graded again later)."""
        proc, self._proc, self._job = self._proc, None, None
        if proc is None:
            return
        for pipe in (proc.stdin, proc.stdout):
            try:
                if pipe is not None:
                    pipe.close()
            except OSError:
                pass
        if proc.poll() is None:
            proc.kill()
        proc.wait(5)


def _worker_main() -> None:
    """The worker process: jobs in on standard input, answers out on standard output, until
    the input closes (the driver closed it, or its process is gone)."""
    try:
        os.nice(19)
    except OSError:
        pass
    inp, out = sys.stdin.buffer, sys.stdout.buffer
    parent = os.getppid()
    while True:
        try:
            job = _read(inp)
        except EOFError:
            return
        if os.getppid() != parent:
            return
        try:
            _write(out, grade(job, parent=parent))
        except BrokenPipeError:
            return


# --------------------------------------------------------------------------- the driver's pass


@dataclass
class Grader:
    """The driver's grading state: its worker and the finished deals it rebuilt."""

    records: Store
    worker: Grading = field(default_factory=Worker)
    budget: Budget | None = None  # each decision's (None: the coach's own)
    deals: OrderedDict[tuple[int, int], TablePlay] = field(default_factory=OrderedDict)
    quiet_until: float = 0.0  # nothing was left to grade: the next look after this
    #: who claims decisions in the database (grade_claims): this process (OWNER)
    owner: str = OWNER
    #: the last `next_job` found only work it cannot do now (held by another grader, or a
    #: deal not scored yet): the pass waits QUIET_S rather than asking again at every tick
    waiting: bool = False
    tables: TablesStore | None = None  # the store its claims are in (set by `next_job`)

    def close(self) -> None:
        """The worker ended and this grader's claims released (the decision it was grading
        is free for the next grader at once, not after CLAIM_STALE_MS)."""
        self.worker.close()
        self.deals.clear()
        if self.tables is not None:
            try:
                self.tables.release_owner_claims(self.owner)
            except Exception:  # noqa: BLE001 - a store error at shutdown: the claims go stale
                pass

    def deal(self, tables: TablesStore, table_id: int, number: int) -> TablePlay | None:
        key = (table_id, number)
        got = self.deals.get(key)
        if got is not None:
            self.deals.move_to_end(key)
            return got
        snap = tables.snapshot(table_id)
        play = None if snap is None else grading.deal_at_end(
            settings_of(snap.table),
            (Entry(r.version, r.seat, r.action, r.at_ms, r.learner_id) for r in snap.log),
            number)
        if play is not None:  # a deal not scored yet is read again next time
            self.deals[key] = play
            while len(self.deals) > _DEALS:
                self.deals.popitem(last=False)
        return play


def next_job(g: Grader, tables: TablesStore) -> Job | None:
    """The next decision to grade, claimed for this grader in the database (another replica
    grading the same deal never gets the same decision: `TablesStore.claim_decision`), the
    deals with nothing left written down on the way (each player's row in the record, the
    table's graded count). Only the decisions a player made themself are theirs (not a
    stand-in's while they were away), and only the deals they played (not those over before
    they sat). None: nothing to grade (`g.waiting`: nothing this grader can do now)."""
    g.tables = tables
    g.waiting = False
    for row in tables.ungraded():
        number = row.graded_deals + 1
        play = g.deal(tables, row.id, number)
        if play is None:  # not scored after all (a log the facts ran ahead of): later
            continue
        snap = tables.snapshot(row.id, after_version=10**9)  # the seats, no log
        players = [s for s in (snap.seats if snap else ())
                   if s.kind == "human" and s.learner_id is not None
                   and grading.played(play, s)]
        elsewhere = False  # a decision of this deal claimed by another grader now
        for info in players:
            seat, learner = info.seat, int(info.learner_id or 0)
            moves = grading.seat_moves(play, seat, learner)
            graded, skipped = grading.stored_review(g.records, learner, row.code, number,
                                                    moves, seat)
            _ensure_row(g.records, tables, row.id, row.code, play, seat, learner, graded)
            todo = [i for i in rv.decisions(moves, seat) if i not in graded and i not in skipped]
            for i in todo:
                handed = tables.claim_decision(row.id, number, seat, i, g.owner, CLAIM_STALE_MS)
                if handed is None:  # another replica grades it now
                    elsewhere = True
                    continue
                if handed > ATTEMPTS:  # it never came back graded: skipped
                    grading.merge_review(g.records, learner, row.code, number, moves, seat, {},
                                         (i,))
                    continue
                return Job(row.id, row.code, number, seat, learner, i, moves[i].before,
                           moves[i].action, grading.coach_seed(play),
                           rv.sightings_before(moves, i), g.budget)
        if elsewhere:
            continue  # that replica finishes the deal
        tables.set_graded(row.id, number)  # every player's decisions of this deal are kept
        tables.release_claims(row.id, number)
        g.deals.pop((row.id, number), None)
        return None  # one deal's bookkeeping per pass
    g.waiting = True  # what is left is another grader's, or not scored yet
    return None


def _ensure_row(records: Store, tables: TablesStore, table_id: int, code: str,
                play: TablePlay, seat: str, learner: int,
                graded: dict[int, rv.Judgement]) -> None:
    """The deal's row in the learner's record, with the grades kept so far (the page may have
    written it already: then the grades only) and the seat's refused tries in that deal."""
    counts = grading.grade_counts(graded)
    if not records.set_practice_grades(learner, grading.game_key(code), play.deal_number,
                                       counts):
        grading.record_deal(records, code, play, seat,
                            tables.refusals(table_id, seat, play.deal_number), learner, counts)


def keep(g: Grader, tables: TablesStore, job: Job, result: object) -> None:
    """A grade the worker finished, into the learner's record (the review, the row's counts)."""
    if result == NO_ANSWER:
        return  # the budget ran out before two simulations: graded again at a later pass
    play = g.deal(tables, job.table_id, job.deal_number)
    if play is None:
        return
    moves = grading.seat_moves(play, job.seat, job.learner_id)
    if job.index >= len(moves) or moves[job.index].action != job.action:
        return  # not this deal any more
    graded = {job.index: result} if isinstance(result, rv.Judgement) else {}
    skipped = () if graded else (job.index,)
    kept = grading.merge_review(g.records, job.learner_id, job.code, job.deal_number, moves,
                                job.seat, graded, skipped)
    g.records.set_practice_grades(job.learner_id, grading.game_key(job.code), job.deal_number,
                                  grading.grade_counts(kept))


def grade_pass(g: Grader, tables: TablesStore, idle: bool) -> bool:
    """The driver's pass: a finished grade kept; when `idle` (the pass made no move) and the
    worker is free, the next decision handed to it. Whether anything was done."""
    did = False
    done = g.worker.poll()
    if done is not None:
        keep(g, tables, *done)
        did = True
    now = time.monotonic()
    if idle and not g.worker.busy and now >= g.quiet_until:
        job = next_job(g, tables)
        if job is not None:
            g.worker.submit(job)
            did = True
        elif g.waiting or not tables.ungraded(limit=1):
            # nothing to grade, or only what another grader holds: the next look in a while
            g.quiet_until = now + QUIET_S
    return did


if __name__ == "__main__":
    _worker_main()
