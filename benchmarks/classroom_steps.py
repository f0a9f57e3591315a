"""Classroom benchmark (issue 22): what one move costs on the projector, the teacher pressing →
in presentation mode at 1280×720 (`/classroom?seed=7&present=1&lang=en`), in Chromium.

For each move (ArrowRight, then waiting as the e2e tests do: the run tracker's rerun over and
the DOM quiet, tests/e2e/helpers.py `after_action`):

    run          key press → the move's script run finished, as the browser received it
                 (its `script_finished` message): the server's run and the trip
    painted      key press → the page's last DOM change of the move, on the page's own clock
                 (a keydown listener and a MutationObserver): what the room waits for
    wait         key press → `after_action` returned (what a test pays per move: painted, plus
                 the quiet window of helpers.QUIET_MS and the polling)
    browser      the page's main-thread task time for the move (CDP `Performance.getMetrics`
                 TaskDuration delta: script, style, layout, paint), like benchmarks/pages.py;
                 and three of its parts: script, layout, style (ScriptDuration,
                 LayoutDuration, RecalcStyleDuration)
    server CPU   the server process's CPU time for the move (/proc), the script run and sending
    fits         how many times the fit-to-screen script fitted (ui/fit.py counts its
                 passes in `window.__ccFitPasses` and its layouts in `__ccFitLayouts`)

Medians and p90 over --moves moves (a walk from move --start, default 0; --rounds walks, each in a fresh
browser context). Prints figures, not pass/fail; `--json` prints one JSON line. CPU and
browser time hardly depend on the machine's load; wall times do (the load is printed).

Reproduce: `.venv/bin/python benchmarks/classroom_steps.py --moves 30 --rounds 2`.
Against another tree (e.g. main) in the same run: `git archive main | tar -x -C /tmp/main-tree`,
then `--baseline /tmp/main-tree` (its walks interleaved with this tree's).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.pages import cpu_seconds, load_average  # noqa: E402
from tests.e2e.helpers import (  # noqa: E402
    CHROMIUM,
    CHROMIUM_ARGS,
    MAIN,
    after_action,
    free_port,
    open_page,
    start_server,
    stop_server,
    tracked_page,
)

PROJECTOR = {"width": 1280, "height": 720}
PATH = "/classroom?seed=7&present=1&lang=en"

# the page's clock: the last key press and the last DOM change after it
_WATCH = """() => {
  if (window.__ccBench) return;
  window.__ccBench = {key: 0, last: 0};
  document.addEventListener("keydown", () => {
    window.__ccBench.key = performance.now(); window.__ccBench.last = performance.now();
  }, true);
  new MutationObserver(() => { window.__ccBench.last = performance.now(); }).observe(
    document.body, {subtree: true, childList: true, characterData: true, attributes: true});
}"""


_PARTS = {"browser_ms": "TaskDuration", "script_ms": "ScriptDuration",
          "layout_ms": "LayoutDuration", "style_ms": "RecalcStyleDuration"}


def _task_ms(cdp: Any) -> dict[str, float]:
    """The page's main-thread time so far, in all and in its parts (ms)."""
    metrics = {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}
    return {k: float(metrics.get(name, 0.0)) * 1000 for k, name in _PARTS.items()}


def walk(browser: Any, base: str, pid: int, moves: int, start: int = 0
         ) -> list[dict[str, float]]:
    """One walk from move `start` through `moves` moves; one dict of figures per move."""
    ctx = browser.new_context(base_url=base, viewport=PROJECTOR)
    try:
        page = tracked_page(ctx)
        tracker = page.cc_runs
        finish_times: list[float] = []
        original = tracker.on_received

        def on_received(payload: bytes | str) -> None:
            before = tracker.finished
            original(payload)
            if tracker.finished > before:
                finish_times.append(time.monotonic())

        tracker.on_received = on_received
        cdp = ctx.new_cdp_session(page)
        cdp.send("Performance.enable")
        open_page(page, PATH + (f"&step={start}" if start else ""))
        page.locator(f"{MAIN} .cc-table").first.click()  # focus the page, not a widget
        page.evaluate(_WATCH)
        out = []
        for _ in range(moves):
            fits = page.evaluate("() => [window.__ccFitPasses || 0, window.__ccFitLayouts || 0]")
            task = _task_ms(cdp)
            cpu = cpu_seconds(pid)
            done = len(finish_times)
            start = time.monotonic()
            page.keyboard.press("ArrowRight")
            after_action(page)
            wait = time.monotonic() - start
            run = (finish_times[done] - start) if len(finish_times) > done else wait
            task_after = _task_ms(cdp)
            bench = page.evaluate("() => window.__ccBench")
            fits_after = page.evaluate(
                "() => [window.__ccFitPasses || 0, window.__ccFitLayouts || 0]")
            out.append({
                "run_ms": run * 1000,
                "painted_ms": bench["last"] - bench["key"],
                "wait_ms": wait * 1000,
                **{k: task_after[k] - task[k] for k in _PARTS},
                "server_cpu_ms": (cpu_seconds(pid) - cpu) * 1000,
                "fits": fits_after[0] - fits[0],
                "layouts": fits_after[1] - fits[1],
            })
        return out
    finally:
        ctx.close()


def _stats(rows: list[dict[str, float]]) -> dict[str, dict[str, float]]:
    out = {}
    for k in rows[0]:
        xs = sorted(r[k] for r in rows)
        out[k] = {"median": round(statistics.median(xs), 1),
                  "p90": round(xs[int(0.9 * (len(xs) - 1))], 1),
                  "total": round(sum(xs), 1)}
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--moves", type=int, default=30, help="moves per walk (default 30)")
    ap.add_argument("--rounds", type=int, default=2, help="walks per site (default 2)")
    ap.add_argument("--start", type=int, default=0,
                    help="the move each walk starts from (default 0: the deal as dealt)")
    ap.add_argument("--baseline", type=Path, default=None,
                    help="another tree of the site, walked interleaved with this one")
    ap.add_argument("--json", action="store_true", help="print one JSON line")
    args = ap.parse_args()

    from playwright.sync_api import sync_playwright

    load_before = load_average()
    servers: dict[str, tuple[subprocess.Popen[bytes], str]] = {"this": start_server(free_port())}
    if args.baseline is not None:
        servers["baseline"] = start_server(free_port(), cwd=args.baseline.resolve())
    rows: dict[str, list[dict[str, float]]] = {site: [] for site in servers}
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for _proc, url in servers.values():  # warm-up: imports, caches, the deal
                walk(browser, url, _proc.pid, 2)
            for r in range(args.rounds):
                order = list(servers) if r % 2 == 0 else list(servers)[::-1]
                for site in order:
                    proc, url = servers[site]
                    rows[site] += walk(browser, url, proc.pid, args.moves, args.start)
            browser.close()
    finally:
        for proc, _url in servers.values():
            stop_server(proc)
    out: dict[str, Any] = {"load_before": load_before, "load_after": load_average(),
                           "moves": args.moves, "rounds": args.rounds, "start": args.start,
                           **{site: _stats(r) for site, r in rows.items()}}
    if args.json:
        print(json.dumps(out))
        return
    print(f"load average before {out['load_before']}, after {out['load_after']}; "
          f"{args.rounds} walks of {args.moves} moves at 1280x720")
    for site in servers:
        print(f"{site}:")
        for k, s in out[site].items():
            print(f"  {k:14} median {s['median']:8.1f}  p90 {s['p90']:8.1f}")


if __name__ == "__main__":
    main()
