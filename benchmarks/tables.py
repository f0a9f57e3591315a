"""Shared tables under load: N tables of four players, each player a browser of its own on
the Tables page, real moves made round each table (figures, not pass/fail).

One Streamlit server (started here, on its own SQLite database unless CANASTA_DATABASE_URL
says otherwise) and one headless Chromium (Debian's /usr/bin/chromium, asyncio Playwright)
with a browser context per player (phones, 390×844), each on its table with its own personal
code. The moves are the sensible bot's choices for the seat to act, sent through the same
path a tap takes (`canasta_app.tables.service.try_move`: the engine's ruling on the table's
position at the version drawn, then the store's append with its version check, then the
table's revision file the seats' pages fetch, tables/watch.py), one table after another in
rounds; for each move, the time until *every* seat's page of that table has
drawn the new version (its seats list carries `data-version`; each page notes the frame after
its DOM took it, on the machine's wall clock, which the driver's start of the move is on too):

    move_to_screens_ms_p50 / _p95   the move's append → the last of the table's four pages
    server_cpu_ms_per_move          the server's CPU over the moving window / the moves made
                                    (the pages' timers included: what a move costs the server
                                    at this number of open pages)
    server_cpu_ms_per_move_net      the same less what the still room costs over the moving
                                    window (server_cpu_ms_per_s_idle x the window): the moves'
                                    own work, which a slower (contended) window does not inflate
    server_cpu_ms_per_s_idle        the server's CPU per second while every page is open and
                                    nothing moves (--idle seconds before the moves: the timers)
    peak_mb                         the server's peak memory (VmHWM)
    lost_moves / duplicated_moves   moves the driver was told were kept but are not in the
                                    log / log rows beyond the moves kept (both must be 0)

    .venv/bin/python benchmarks/tables.py --tables 8 --json
    .venv/bin/python benchmarks/tables.py --tables 1 --moves 12

Loopback only; bounded by --timeout per wait; stops its own server and browser. Exit status
1 if a move was lost or doubled. Results: docs/performance.md (the shared tables row; earlier passes in docs/performance-archive.md).
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

from benchmarks.procstat import pct, peak_kb, proc_cpu, thread_cpu  # noqa: E402
from tests.e2e.helpers import CHROMIUM, CHROMIUM_ARGS, free_port, start_server, stop_server  # noqa: E402

#: Resolves with the time (ms since the epoch) of the first frame after the page's seats
#: list carries `data-version` = v: a MutationObserver, no polling.
DRAWN_JS = """(v) => new Promise((resolve) => {
  const sel = '[data-version="' + v + '"]';
  const done = () => requestAnimationFrame(() => resolve(Date.now()));
  if (document.querySelector(sel)) { done(); return; }
  const seen = new MutationObserver(() => {
    if (document.querySelector(sel)) { seen.disconnect(); done(); }
  });
  seen.observe(document.body, {subtree: true, childList: true, attributes: true,
                               attributeFilter: ["data-version"]});
})"""


async def run(args: argparse.Namespace) -> dict[str, Any]:
    from playwright.async_api import async_playwright

    from canasta_app.store import get_store
    from canasta_app.tables import service, watch

    store = get_store()
    # a move sent here writes the table's revision file at once, as the server does after a
    # seat's tap (tables/watch.py); the other replicas' moves, which a server learns of at its
    # driver's next pass, are not what this measures
    watch.publish_to(watch.static_dir(ROOT / "streamlit_app.py"))  # the server's static/
    tables = []
    for i in range(args.tables):
        learners = [store.new_learner() for _ in range(4)]
        info = store.tables.create(profile="classic", target=5000, mode="match", pace="slow",
                                   seed=1000 + i, seats=dict.fromkeys("NESW", "human"),
                                   host_id=learners[0].id)
        for seat, me in zip("NESW", learners, strict=True):
            store.tables.take_seat(info.id, me.id, f"p{i}{seat}", seat)
        tables.append((info, learners))

    port = args.port or free_port()
    log = Path(tempfile.mkdtemp(prefix="tables-bench-")) / "server.log"
    if args.profile:  # every script run profiled (cProfile: slower), the top printed after
        from benchmarks.load import start_timed_server

        proc, url, _ = start_timed_server(log.parent, str(Path(args.profile).resolve()))
    else:
        proc, url = start_server(port, log)
    out: dict[str, Any] = {"tables": args.tables, "browsers": 4 * args.tables,
                           "db": store.db.dialect, "load_1min": round(os.getloadavg()[0], 1)}
    kept = 0
    latencies: list[float] = []
    try:
        async with async_playwright() as pw:
            browser = await pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            pages: dict[int, list[Any]] = {}
            for info, learners in tables:
                pages[info.id] = []
                for me in learners:
                    ctx = await browser.new_context(viewport={"width": 390, "height": 844})
                    ctx.set_default_timeout(args.timeout * 1000)
                    pages[info.id].append((await ctx.new_page(), me))
            flat = [(p, info, me) for info, _ in tables for p, me in pages[info.id]]
            await flat[0][0].goto(f"{url}/tables?t={flat[0][1].code}&me={flat[0][2].code}",
                                  timeout=180_000)  # the first run imports the site
            for k in range(1, len(flat), 4):
                await asyncio.gather(*(p.goto(f"{url}/tables?t={info.code}&me={me.code}",
                                              timeout=180_000)
                                       for p, info, me in flat[k:k + 4]))
            await asyncio.gather(*(p.wait_for_selector('[data-version="0"]')
                                   for p, _, _ in flat))

            async def drawn(page: Any, version: int, started_ms: float) -> float:
                # the page's own clock (the machine's wall clock, as the driver's): the frame
                # after its DOM took the version. Playwright's wait_for_selector polls at 500
                # ms once a wait is long, and added up to half a second (figures before
                # 2026-12-07 23:20 measured it)
                shown = await asyncio.wait_for(page.evaluate(DRAWN_JS, version), args.timeout)
                return (float(shown) - started_ms) / 1000

            # the open pages' timers while nothing moves (what a still room costs the server)
            idle0, i0, th0 = proc_cpu(proc.pid), time.perf_counter(), thread_cpu(proc.pid)
            await asyncio.sleep(args.idle)
            idle_s = time.perf_counter() - i0
            out["server_cpu_ms_per_s_idle"] = round(
                (proc_cpu(proc.pid) - idle0) * 1000 / idle_s, 1)
            out["server_cpu_ms_per_s_idle_by_thread"] = _by_thread(
                th0, thread_cpu(proc.pid), proc_cpu(proc.pid) - idle0, idle_s)
            cpu0, t0, th0 = proc_cpu(proc.pid), time.perf_counter(), thread_cpu(proc.pid)
            for _ in range(args.moves):
                for info, _ in tables:
                    table = service.load(store.tables, info.id)
                    assert table is not None
                    seat = table.play.acting
                    if seat is None:
                        continue
                    text = table.play.bot_action("heuristic")
                    started = time.time() * 1000
                    out_move = service.try_move(store.tables, info.id, seat, text,
                                                table.play.version)
                    if out_move.kind != "played":
                        continue
                    kept += 1
                    version = table.play.version + 1
                    waits = await asyncio.gather(*(drawn(p, version, started)
                                                   for p, _ in pages[info.id]))
                    latencies.append(max(waits) * 1000)
            cpu1, t1 = proc_cpu(proc.pid), time.perf_counter()
            out["server_cpu_ms_per_move_by_thread"] = {
                k: round(v * (t1 - t0) / max(1, kept), 1) for k, v in _by_thread(
                    th0, thread_cpu(proc.pid), cpu1 - cpu0, t1 - t0).items()}
            await browser.close()
        logged = 0
        duplicated = 0
        for info, _ in tables:
            rows = store.tables.log(info.id)
            versions = [r.version for r in rows]
            duplicated += len(versions) - len(set(versions))
            logged += len(set(versions))
        out.update({
            "moves": kept,
            "move_to_screens_ms_p50": round(pct(latencies, 50), 1),
            "move_to_screens_ms_p95": round(pct(latencies, 95), 1),
            "server_cpu_ms_per_move": round((cpu1 - cpu0) * 1000 / max(1, kept), 1),
            "server_cpu_ms_per_move_net": round(
                ((cpu1 - cpu0) * 1000 - out["server_cpu_ms_per_s_idle"] * (t1 - t0))
                / max(1, kept), 1),
            "moving_window_s": round(t1 - t0, 1),
            "peak_mb": round(peak_kb(proc.pid) / 1024, 1),
            "load_1min_after": round(os.getloadavg()[0], 1),
            "lost_moves": max(0, kept - logged),
            "duplicated_moves": duplicated + max(0, logged - kept),
        })
    finally:
        stop_server(proc)
    return out


def _by_thread(before: dict[str, float], after: dict[str, float], total: float,
               seconds: float) -> dict[str, float]:
    """ms of server CPU per second by thread over a window: the live long-lived threads (the
    Tornado loop: static files and websockets; the tables driver) and "ended" (threads gone by
    the window's end: script runs)."""
    out = {name: round((after.get(name, 0.0) - before.get(name, 0.0)) * 1000 / seconds, 1)
           for name in after if after.get(name, 0.0) - before.get(name, 0.0) > 0}
    out["ended"] = round(max(0.0, total - sum(after.get(n, 0.0) - before.get(n, 0.0)
                                              for n in after)) * 1000 / seconds, 1)
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tables", type=int, default=8)
    ap.add_argument("--moves", type=int, default=10, help="rounds of one move per table")
    ap.add_argument("--idle", type=float, default=5.0,
                    help="seconds of the still room measured before the moves")
    ap.add_argument("--timeout", type=float, default=60.0, help="seconds per wait")
    ap.add_argument("--port", type=int, default=0, help="the server's port (default: a free one)")
    ap.add_argument("--profile", metavar="FILE",
                    help="profile the server's script runs (cProfile) into FILE; the top is "
                         "printed to standard error")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    if not os.environ.get("CANASTA_DATABASE_URL"):
        folder = tempfile.mkdtemp(prefix="tables-bench-db-")
        os.environ["CANASTA_DATABASE_URL"] = f"sqlite:///{folder}/canasta.db"
    out = asyncio.run(run(args))
    if args.profile and Path(args.profile).exists():
        import pstats

        pstats.Stats(args.profile, stream=sys.stderr).sort_stats("cumulative").print_stats(60)
    if args.json:
        print(json.dumps(out))
    else:
        for k, v in out.items():
            print(f"{k:>26}: {v}")
    return 1 if out.get("lost_moves") or out.get("duplicated_moves") else 0


if __name__ == "__main__":
    sys.exit(main())
