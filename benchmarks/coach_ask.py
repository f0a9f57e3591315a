"""Coach ask, end to end: "Ask the expert" clicked → the advice list drawn, in Chromium (figures,
not pass/fail).

Starts the site on `--port` (a SQLite database of its own in a temporary folder), opens the
practice table at the "Advice" level on `--asks` deals whose first decision is a real choice
(seeds 40 and up), and times from the click to the advice list on screen: what a learner
waits, the expert's work (cut by the site's deadline, `canasta_app/coach/work.py`
WALL_SECONDS) and the page's reruns included. `--json` prints one JSON line: the asks, their median and largest
wall-clock seconds, the worlds each answer rested on (fewer than the coach's 40 when the
deadline came first) and the load average before and after.

Goal (issue 36): an ask answers in ≤ 2 s median on this 2-core machine. Reproduce:
`.venv/bin/python benchmarks/coach_ask.py --asks 16 --port 8603 --json` (not under `nice`:
the site it starts would inherit the lower priority, which no real server has).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--asks", type=int, default=16)
    ap.add_argument("--port", type=int, default=8603)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    if args.asks < 1:
        ap.error("--asks must be at least 1")
    folder = Path(tempfile.mkdtemp(prefix="coach-ask-"))
    os.environ["CANASTA_DATABASE_URL"] = f"sqlite:///{folder / 'ask.db'}"
    from playwright.sync_api import sync_playwright

    from canasta_app.coach.words import only_move
    from canasta_app.practice import model as pr
    from tests.e2e.helpers import (
        CHROMIUM,
        CHROMIUM_ARGS,
        open_page,
        start_server,
        stop_server,
        wait_idle,
    )

    seeds = [s for s in range(40, 2000)
             if only_move(pr.new_game(s).run_bots().position) is None][:args.asks]
    load_before = os.getloadavg()
    proc, url = start_server(args.port, folder / "server.log")
    times: list[float] = []
    worlds: list[int | None] = []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            page = browser.new_context(base_url=url,
                                       viewport={"width": 1366, "height": 800}).new_page()
            for seed in seeds:
                open_page(page, f"/practice?seed={seed}&pace=instant&coach=advice&lang=en")
                ask = page.get_by_role("button", name="Ask the expert")
                t0 = time.monotonic()
                ask.click()
                page.get_by_text("The expert's top moves").wait_for(timeout=120_000)
                times.append(time.monotonic() - t0)
                wait_idle(page)
                text = page.locator('[class*="st-key-practice_coach_advice_box"]').inner_text()
                m = re.search(r"same (\d+) simulated", text)
                worlds.append(int(m.group(1)) if m else None)
                if not args.json:
                    print(f"seed {seed}: {times[-1]:.2f} s, {worlds[-1]} worlds", flush=True)
            browser.close()
    finally:
        stop_server(proc)
    figures = {
        "asks": len(times),
        "ask_wall_s_median": round(statistics.median(times), 2),
        "ask_wall_s_max": round(max(times), 2),
        "worlds": worlds,
        "load_before": [round(x, 1) for x in load_before],
        "load_after": [round(x, 1) for x in os.getloadavg()],
    }
    print(json.dumps(figures) if args.json else figures)


if __name__ == "__main__":
    main()
