"""Class load: 30 students follow a live deal and answer three polls at once (figures, not
pass/fail).

One Streamlit server (started here, on its own database) and one headless Chromium (Debian's
/usr/bin/chromium, asyncio Playwright) with a browser context per student, each on the Class
page with its own personal code, plus one projector context on the Classroom's live bar. The
teacher's side is driven through the store (the same writes the Classroom's buttons make), so
every figure is what a student's or the projector's page shows:

1. the class is made and the students joined through the store; every student opens the page;
2. the teacher goes live and steps through --moves moves; for each, the time until *every*
   student's page shows "Move N of" (timed from the write, on the driver's clock);
3. three polls, one after another: the question appears on every page, all students click
   an answer at the same instant, each page shows "Your answer", and the projector shows
   "N answers" — timed from the moment the clicks went out; the store must count exactly one
   answer per student per poll;
4. a steady window (--steady s) of everyone following: the server's CPU time over it divided by
   the fragment refreshes in it (students × window / refresh period);
5. the teacher's class page (its live view, a fragment reading the store every 3 s, with its
   Homework tab: three items done by some, with tries and wrong tries) and the presenter screen (`classroom?screen=`), each opened beside the class: the server's CPU per
   second with it, in windows alternating with windows of the students alone (issue 39);
6. the server's peak memory (VmHWM of the server process).

    .venv/bin/python benchmarks/class_load.py                # 30 students, SQLite
    .venv/bin/python benchmarks/class_load.py --students 10 --json
    CANASTA_DATABASE_URL=postgresql+psycopg://... .venv/bin/python benchmarks/class_load.py

Loopback only; bounded by --deadline; stops its own server and browser. Exit status 1 if an
answer was lost or a page never showed the move. Results: docs/performance-archive.md ("Class load").
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.procstat import pct, peak_kb, proc_cpu  # noqa: E402
from canasta_app.classes.live_student import STUDENT_REFRESH_S  # noqa: E402
from canasta_app.domain.live import live_move, options_for  # noqa: E402
from tests.e2e.helpers import CHROMIUM, CHROMIUM_ARGS, free_port, start_server, stop_server  # noqa: E402

SETTINGS = {"seed": 7, "dealer": "N", "ns": "heuristic", "ew": "heuristic"}
POLL_STEPS = (5, 9, 13)


async def run(args: argparse.Namespace) -> dict[str, Any]:
    from playwright.async_api import async_playwright

    from canasta_app.store import get_store

    store = get_store()
    klass = store.create_class("Load test")
    learners = []
    from canasta_app.lessons.model import catalogue

    lessons, _ = catalogue()
    for i in range(args.students):
        me = store.new_learner()
        store.join_class(klass.id, me.id, f"student {i + 1}")
        learners.append(me)
        for lesson in lessons[: 1 + i % 6]:  # some progress for the teacher's view to draw
            for step in lesson.steps[: 1 + i % len(lesson.steps)]:
                store.record_step(me.id, lesson.id, step.number, done=i % 3 != 0,
                                  wrong_action=None if i % 3 else "take 8C 2C",
                                  slug=None if i % 3 else "pile.frozen")
    # homework (issue 39): a lesson, a step and a sandbox situation, done by some, with tries
    # and wrong tries, so the teacher's view reads and draws its Homework tab as a class has it
    import canasta_core as cc
    from canasta_app.shell.share import encode_state

    items = [store.assign_homework(klass.id, "lesson", lesson_id=lessons[0].id),
             store.assign_homework(klass.id, "step", lesson_id=lessons[1].id, step=2),
             store.assign_homework(klass.id, "sandbox", share=encode_state(cc.deal(7), []),
                                   title="Can South draw now?")]
    for i, me in enumerate(learners):
        if i % 2:
            store.record_homework_try(items[2].id, me.id, "take 8C 2C", False, "pile.frozen")
        store.record_homework_try(items[2].id, me.id, "draw", True, None)
    # --browsers: only so many students have a page open (the rest are in the class, with
    # their progress): on a loaded 2-core machine 30 browsers beside the server did not load
    learners_open = learners[: args.browsers or None]

    port = free_port()
    log = Path(tempfile.mkdtemp(prefix="class-load-")) / "server.log"
    proc, url = start_server(port, log)
    out: dict[str, Any] = {"students": args.students, "db": store.db.dialect,
                           "pages_open": len(learners_open),
                           "load_1min": round(os.getloadavg()[0], 1)}
    try:
        async with async_playwright() as pw:
            browser = await pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            pages = []
            for _ in learners_open:
                ctx = await browser.new_context(viewport={"width": 390, "height": 844})
                ctx.set_default_timeout(args.timeout * 1000)
                page = await ctx.new_page()
                pages.append(page)
            # the first run imports the site: one page first, then the class in waves of 6
            await pages[0].goto(f"{url}/class?me={learners[0].code}", timeout=180_000)
            t0 = time.perf_counter()
            pairs = list(zip(pages, learners_open, strict=True))[1:]
            for k in range(0, len(pairs), 6):
                await asyncio.gather(*(p.goto(f"{url}/class?me={me.code}", timeout=180_000)
                                       for p, me in pairs[k:k + 6]))
            await asyncio.gather(*(p.get_by_text("Waiting for your teacher").wait_for()
                                   for p in pages))
            out["all_joined_s"] = round(time.perf_counter() - t0, 2)
            projector_ctx = await browser.new_context(viewport={"width": 1280, "height": 720})
            projector_ctx.set_default_timeout(args.timeout * 1000)
            projector = await projector_ctx.new_page()

            live = store.start_live(klass.id, SETTINGS, 0)
            await projector.goto(f"{url}/classroom?live={klass.teacher_secret}&step=0",
                                 timeout=180_000)
            await projector.get_by_text("Live: students see move").wait_for()

            async def seen(page: Any, text: str, started: float) -> float:
                await page.get_by_text(text).first.wait_for()
                return time.perf_counter() - started

            follow: list[float] = []
            for step in range(1, args.moves + 1):
                started = time.perf_counter()
                store.move_live(live.id, step, SETTINGS)
                follow += await asyncio.gather(*(seen(p, f"Move {step} of", started)
                                                 for p in pages))
            out["see_move_ms"] = {"p50": round(pct(follow, 50) * 1000),
                                  "p95": round(pct(follow, 95) * 1000),
                                  "max": round(max(follow) * 1000)}

            answer_ms: list[float] = []
            projector_ms: list[float] = []
            lost = 0
            for step in POLL_STEPS:
                store.move_live(live.id, step, SETTINGS)
                move = live_move(SETTINGS, step)
                assert move is not None and move.seat is not None
                poll = store.open_poll(live.id, step, move.seat, options_for(move), move.played)
                opt = f".st-key-live_opt_{poll.id}_"  # this poll's buttons, not a stale one's
                await asyncio.gather(*(p.locator(opt + "0 button").wait_for() for p in pages))
                started = time.perf_counter()

                choices = len(poll.options)

                async def answer(page: Any, i: int, started: float, opt: str = opt,
                                 choices: int = choices) -> float:
                    n = i % 2 if choices > 1 else 0  # (the open pages answer)
                    await page.locator(f"{opt}{n} button").click()
                    box = page.locator(".st-key-live_poll").filter(
                        has=page.locator(opt + "0"))
                    await box.get_by_text("Your answer:").wait_for()
                    return time.perf_counter() - started

                answer_ms += await asyncio.gather(*(answer(p, i, started) for i, p in enumerate(pages)))
                await projector.get_by_text(f"at move {step}: what would you play?").wait_for()
                await projector.get_by_text(f"{len(pages)} answers").wait_for()
                projector_ms.append(time.perf_counter() - started)
                counted = sum(c.count for c in store.poll_counts(poll.id))
                lost += len(pages) - counted
            out["answer_shown_ms"] = {"p50": round(pct(answer_ms, 50) * 1000),
                                      "p95": round(pct(answer_ms, 95) * 1000),
                                      "max": round(max(answer_ms) * 1000)}
            out["projector_all_answers_ms"] = [round(x * 1000) for x in projector_ms]
            out["answers_lost"] = lost

            async def steady() -> float:
                """The server's CPU seconds per second over a --steady window."""
                cpu0, w0 = proc_cpu(proc.pid), time.perf_counter()
                await asyncio.sleep(args.steady)
                return (proc_cpu(proc.pid) - cpu0) / (time.perf_counter() - w0)

            share = await steady()
            refreshes = (len(pages) + 1) / STUDENT_REFRESH_S
            out["server_cpu_share"] = round(share, 3)
            out["server_cpu_ms_per_refresh"] = round(share / refreshes * 1000, 1)
            # issue 39: the teacher's class page (its view reads the store every
            # TEACHER_REFRESH_S) and the presenter screen beside the live class, each measured
            # as what it adds to the server's CPU per second; the windows alternate with and
            # without it so a drift of the machine's load shows as noise, not as a cost
            teacher_ctx = await browser.new_context(viewport={"width": 1366, "height": 800})
            teacher_ctx.set_default_timeout(args.timeout * 1000)
            teacher = await teacher_ctx.new_page()
            await teacher.goto(f"{url}/class?t={klass.teacher_secret}", timeout=180_000)
            await teacher.get_by_text(f"{args.students} students ·").wait_for()
            screen_ctx = await browser.new_context(viewport={"width": 1280, "height": 720})
            screen_ctx.set_default_timeout(args.timeout * 1000)
            screen = await screen_ctx.new_page()
            if not args.no_presenter:
                await screen.goto(f"{url}/classroom?screen={klass.join_code}&present=1",
                                  timeout=180_000)
                await screen.get_by_text("Move ").first.wait_for()
                await screen.goto("about:blank")
            base, with_teacher, with_screen = [share], [], []
            for _ in range(args.rounds):
                with_teacher.append(await steady())
                await teacher.goto("about:blank")
                base.append(await steady())
                if not args.no_presenter:
                    await screen.goto(f"{url}/classroom?screen={klass.join_code}&present=1")
                    await screen.get_by_text("Move ").first.wait_for()
                    with_screen.append(await steady())
                    await screen.goto("about:blank")
                await teacher.goto(f"{url}/class?t={klass.teacher_secret}")
                await teacher.get_by_text(f"{args.students} students ·").wait_for()
            mean = lambda xs: sum(xs) / len(xs)  # noqa: E731
            out["cpu_share_students_only"] = [round(x, 3) for x in base]
            out["cpu_share_with_teacher_view"] = [round(x, 3) for x in with_teacher]
            out["cpu_share_with_presenter"] = [round(x, 3) for x in with_screen]
            out["teacher_view_adds"] = round(mean(with_teacher) - mean(base), 3)
            if with_screen:
                out["presenter_adds"] = round(mean(with_screen) - mean(base), 3)
            out["server_peak_mb"] = round(peak_kb(proc.pid) / 1024)
            out["load_1min_end"] = round(os.getloadavg()[0], 1)
            await browser.close()
    finally:
        stop_server(proc)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--students", type=int, default=30)
    ap.add_argument("--moves", type=int, default=5)
    ap.add_argument("--browsers", type=int, default=0,
                    help="students with a page open (0: all of them)")
    ap.add_argument("--steady", type=float, default=15.0)
    ap.add_argument("--rounds", type=int, default=2,
                    help="windows with and without the teacher's view and the presenter")
    ap.add_argument("--timeout", type=float, default=60.0, help="seconds per page wait")
    ap.add_argument("--no-presenter", action="store_true",
                    help="leave out the presenter screen's windows (the teacher's view only)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    if "CANASTA_DATABASE_URL" not in os.environ:
        folder = tempfile.mkdtemp(prefix="class-load-db-")
        os.environ["CANASTA_DATABASE_URL"] = f"sqlite:///{folder}/canasta.db"
    out = asyncio.run(run(args))
    if args.json:
        print(json.dumps(out))
    else:
        for k, v in out.items():
            print(f"{k:28} {v}")
    return 1 if out.get("answers_lost") else 0


if __name__ == "__main__":
    raise SystemExit(main())
