"""The store's reads on a student's refresh, one by one and together (figures, not pass/fail).

A class with one student and a live session with an open poll in a fresh database (SQLite in a
temporary file unless CANASTA_DATABASE_URL is set); each read is timed over --rounds calls,
after one warm-up call, on one thread (wall-clock per call, in ms). `refresh_reads_ms` is what
one refresh of a student's live view reads during a poll (run against an older checkout it
times that code's four separate reads). Then --students threads refresh back to back while one
thread writes answers and presence, for --seconds: the latency of each refresh under
contention (`contended_*`):

    .venv/bin/python benchmarks/store_reads.py             # SQLite
    .venv/bin/python benchmarks/store_reads.py --json
    CANASTA_DATABASE_URL=postgresql+psycopg://... .venv/bin/python benchmarks/store_reads.py

Results: docs/performance-archive.md ("Class load").
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from canasta_app.store import Database, Store  # noqa: E402
from canasta_app.store.db import ENV_URL  # noqa: E402


def per_call_ms(fn: Callable[[], Any], rounds: int) -> float:
    fn()
    start = time.perf_counter()
    for _ in range(rounds):
        fn()
    return (time.perf_counter() - start) / rounds * 1000


def refresh_reads(store: Store, class_id: int, learner_id: int) -> None:
    """What a student's refresh reads during a poll: one `student_live` read where the store
    has it, else (the code before it) the four reads one after another."""
    if hasattr(store, "student_live"):
        store.student_live(class_id, learner_id)
        return
    store.membership(class_id, learner_id)
    live = store.live_for_class(class_id)
    poll = store.current_poll(live.id) if live else None
    if poll is not None:
        store.my_answer(poll.id, learner_id)


def contended(store: Store, class_id: int, learner_ids: list[int], poll_id: int,
              seconds: float) -> dict[str, float]:
    """Every student refreshing at once (one thread each, back to back) while answers and
    presence writes go on: each refresh's latency, p50 / p95 / max."""
    stop = time.perf_counter() + seconds
    times: list[float] = []
    lock = threading.Lock()

    def student(lid: int) -> None:
        mine: list[float] = []
        while time.perf_counter() < stop:
            t0 = time.perf_counter()
            refresh_reads(store, class_id, lid)
            mine.append(time.perf_counter() - t0)
        with lock:
            times.extend(mine)

    writes = [0]

    def writer() -> None:
        i = 0
        while time.perf_counter() < stop:
            lid = learner_ids[i % len(learner_ids)]
            store.answer_poll(poll_id, lid, "draw" if i % 2 else "discard 7C", True, None)
            store.touch(lid)
            i += 1
        writes[0] = i * 2

    threads = [threading.Thread(target=student, args=(lid,)) for lid in learner_ids]
    threads.append(threading.Thread(target=writer))
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    times.sort()
    return {"contended_refreshes": len(times), "contended_writes": writes[0],
            "contended_p50_ms": times[len(times) // 2] * 1000,
            "contended_p95_ms": times[int(len(times) * 0.95)] * 1000,
            "contended_max_ms": times[-1] * 1000}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rounds", type=int, default=300)
    ap.add_argument("--students", type=int, default=8, help="threads refreshing at once")
    ap.add_argument("--seconds", type=float, default=3.0, help="the contended window")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        url = os.environ.get(ENV_URL) or f"sqlite:///{Path(tmp) / 'reads.db'}"
        store = Store(Database(url))
        c = store.create_class("bench")
        who = store.new_learner()
        store.join_class(c.id, who.id, "Ana")
        live = store.start_live(c.id, {"seed": 7, "dealer": "N"}, 5)
        poll = store.open_poll(live.id, 5, "S")
        store.answer_poll(poll.id, who.id, "draw", True, None)
        figures = {
            "membership_ms": per_call_ms(lambda: store.membership(c.id, who.id), args.rounds),
            "live_for_class_ms": per_call_ms(lambda: store.live_for_class(c.id), args.rounds),
            "current_poll_ms": per_call_ms(lambda: store.current_poll(live.id), args.rounds),
            "my_answer_ms": per_call_ms(lambda: store.my_answer(poll.id, who.id), args.rounds),
            "refresh_reads_ms": per_call_ms(lambda: refresh_reads(store, c.id, who.id),
                                            args.rounds),
            "touch_ms": per_call_ms(lambda: store.touch(who.id), max(1, args.rounds // 5)),
        }
        others = [store.new_learner().id for _ in range(args.students - 1)]
        for i, lid in enumerate(others):
            store.join_class(c.id, lid, f"s{i}")
        figures.update(contended(store, c.id, [who.id, *others], poll.id, args.seconds))
        store.db.dispose()
    figures = {k: round(v, 3) for k, v in figures.items()}
    figures["database"] = url.split(":", 1)[0]
    if args.json:
        print(json.dumps(figures))
    else:
        for k, v in figures.items():
            print(f"{k:>20}: {v}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
