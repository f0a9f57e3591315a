"""Page-speed benchmark (issue 22): each page's first render against an empty Streamlit app
measured in the same run, and the sandbox's click-to-verdict, for one user in Chromium.

    first render     from navigation to the end of the page's first script run as the browser
                     sees it (its `script_finished` message) with the page's title painted and
                     every element drawn: no grey placeholder left (`DRAWN`); a fresh browser
                     context each time, so every visit is a new session
    ratio            the page's median over the empty app's median (benchmarks/empty_app.py,
                     a title and nothing else, served by a second Streamlit server)
    sent             what the first run sent (messages: one per element, and their bytes) and
                     the visit's HTTP requests (the frontend's files: a chunk per element
                     type), from the last visit; counts, so they do not depend on the load
    browser work     the page's main-thread task time in Chromium for that visit (CDP
                     `Performance.getMetrics` TaskDuration: script, style, layout, paint),
                     median; like server CPU it compares runs made at different loads
    server CPU       the CPU time the page's server process spent on one first visit (serving
                     the frontend's files, the script run, sending its elements), median; the
                     same for the empty app. CPU time hardly depends on the machine's load,
                     so it compares runs made at different loads
    warm             the same for a returning visitor: one browser context per site kept for
                     the whole run (its HTTP cache holds the frontend's files), a new tab (a new
                     Streamlit session) a visit; its ratio is to the empty app visited warm
    click-to-verdict the sandbox's Check clicked → the verdict panel painted with the ruling:
                     as Playwright sees it (its click's actionability checks and its polling
                     included), and in the page (pointer down on Check → the frame with the
                     verdict painted, on the page's own clock)

    same address     each page's median over the empty app's visited at an address of the
                     same kind (`ratio_same_address`): home against the empty app at "/", every
                     other page against the empty app at "/page". On a page not at "/",
                     Streamlit's frontend first tries the page's own path as the server's base
                     (`/<page>/_stcore/health`: a 404), waits 100 ms and then connects at "/"
                     (`VD(...,100,...)` in its index.*.js, streamlit 1.67): about 0.1x of the
                     empty app that any page of any multipage app pays on a first load, and
                     that the empty app at "/" never pays

    frame            with `--frame`: the site itself with a page that draws only a title (a copy
                     of this tree whose class page is `st.title(...)`): its navigation,
                     sidebar, CSS and scripts, the part every page shares. Reported as its
                     ratio to the empty app, and each page's median over the frame's
                     (`ratio_to_frame`): what the page's own content costs

Visits are interleaved (empty app, each page, empty app, ...) so a busy machine slows both
sides alike. Goals (issue 22): every page within 1.3x the empty app; click-to-verdict median
≤ 150 ms. Prints figures, not pass/fail; `--json` prints one JSON line.

Reproduce: `.venv/bin/python benchmarks/pages.py --rounds 5 --clicks 15` (starts both servers
and Debian's /usr/bin/chromium; nothing else needed). Against another tree in the same run
(a change against main): `git archive main | tar -x -C /tmp/main-tree`, then add
`--baseline /tmp/main-tree`; its pages are visited interleaved with this tree's.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.e2e.helpers import (  # noqa: E402
    APP_IDLE,
    CHROMIUM,
    CHROMIUM_ARGS,
    MAIN,
    PAGE_PATHS,
    PAGES,
    free_port,
    start_server,
    stop_server,
    tracked_page,
)

VIEWPORT = {"width": 1366, "height": 800}
TIMEOUT_MS = 60_000
CLICK_ACTION = "take QH QS"  # legal in the sandbox's opening position
# Every element drawn: Streamlit shows a grey placeholder (`stSkeleton`) for an element it has
# not drawn yet (its type's frontend code still loading, or the browser still busy). The run's end and
# the title alone came 100-250 ms before the last placeholder went on the reference, practice,
# classroom and home pages (2026-12-04), so they are not "first render" on their own.
DRAWN = "() => !document.querySelector('[data-testid=\"stSkeleton\"]')"


def _finished_at(page: Any, runs_before: int, deadline: float) -> float:
    """The monotonic time when the first run after `runs_before` finished (as Playwright
    delivered its message)."""
    tracker = page.cc_runs
    while tracker.finished <= runs_before:
        if time.monotonic() > deadline:
            raise TimeoutError(f"no script run finished on {page.url}")
        page.wait_for_timeout(5)
    return float(tracker.finish_times[runs_before])


def _watch_finish_times(page: Any) -> None:
    """Record when each finished run's message arrives (the tracker counts them), and what the
    first run sent: its messages (one a WebSocket frame: every element is one) and their
    bytes; and the HTTP requests of the visit (the frontend's files: one chunk per element
    type). These counts do not depend on the machine's load."""
    tracker = page.cc_runs
    tracker.finish_times = []
    tracker.first_run = {"messages": 0, "bytes": 0}
    tracker.requests = 0
    original = tracker.on_received

    def on_received(payload: bytes | str) -> None:
        before = tracker.finished
        if before == 0:
            tracker.first_run["messages"] += 1
            tracker.first_run["bytes"] += len(payload)
        original(payload)
        if tracker.finished > before:
            tracker.finish_times.append(time.monotonic())

    def on_request(req: Any) -> None:
        tracker.requests += 1

    tracker.on_received = on_received
    page.on("request", on_request)


def first_render(browser: Any, base: str, path: str, sent: dict[str, int] | None = None,
                 context: Any = None) -> float:
    """Seconds from navigation to the first run's end with the title painted; `sent` gets the
    first run's messages and bytes, the visit's HTTP requests and the browser's main-thread
    task time (ms) up to that point.

    Cold (no `context`): a fresh browser context, closed after the visit. Warm (`context`, a
    returning visitor's: its HTTP cache holds the frontend's files): a new tab in it, closed
    after the visit; a new tab is a new Streamlit session all the same."""
    ctx = context if context is not None else browser.new_context(base_url=base, viewport=VIEWPORT)
    page = None
    try:
        page = tracked_page(ctx)
        _watch_finish_times(page)
        cdp = ctx.new_cdp_session(page)
        cdp.send("Performance.enable")
        start = time.monotonic()
        page.goto(path, wait_until="commit")
        _finished_at(page, 0, start + TIMEOUT_MS / 1000)
        page.wait_for_selector(f"{MAIN} h1", timeout=TIMEOUT_MS)
        page.wait_for_function(DRAWN, polling="raf", timeout=TIMEOUT_MS)
        took = time.monotonic() - start
        if sent is not None:
            metrics = {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}
            sent.update(page.cc_runs.first_run, requests=page.cc_runs.requests,
                        browser_ms=round(metrics.get("TaskDuration", 0.0) * 1000))
        return took
    finally:
        if context is None:
            ctx.close()
        elif page is not None:
            page.close()


# In the page: when the pointer went down on Check, and the next frame after the verdict
# appeared in the DOM (a MutationObserver; requestAnimationFrame then a task: the frame with
# the verdict painted), on the page's own clock.
CLICK_PROBE = """
window.__ccClick = {};
document.addEventListener('pointerdown', (e) => {
  if (e.target.closest('.st-key-sandbox_check')) window.__ccClick = {down: performance.now()};
}, true);
new MutationObserver(() => {
  const c = window.__ccClick;
  if (c.down === undefined || c.seen
      || !document.querySelector('.st-key-sandbox_verdict_panel .cc-verdict')) return;
  c.seen = performance.now();
  requestAnimationFrame(() => setTimeout(() => { c.painted = performance.now(); }, 0));
}).observe(document, {subtree: true, childList: true});
"""


def click_to_verdict(browser: Any, base: str, clicks: int) -> tuple[list[float], list[float]]:
    """Check clicked → the verdict panel painted, `clicks` times: seconds as Playwright sees it
    (its click's own checks and the polling included), and seconds in the page (pointer down on
    Check → the frame with the verdict painted, `CLICK_PROBE`)."""
    ctx = browser.new_context(base_url=base, viewport=VIEWPORT)
    ctx.add_init_script(CLICK_PROBE)
    try:
        page = tracked_page(ctx)
        _watch_finish_times(page)
        page.goto("/sandbox?lang=en", wait_until="commit")
        page.wait_for_selector(f"{MAIN} h1", timeout=TIMEOUT_MS)
        page.wait_for_selector(APP_IDLE, timeout=TIMEOUT_MS)
        # the text box is drawn once "Type the action" is opened (issue 22, thirteenth pass)
        page.locator(".st-key-sandbox_typed_open summary").click()
        box = page.locator(".st-key-sandbox_action input")
        box.wait_for(timeout=TIMEOUT_MS)
        page.wait_for_selector(APP_IDLE, timeout=TIMEOUT_MS)
        box.fill(CLICK_ACTION)
        box.press("Enter")
        page.wait_for_timeout(500)
        page.wait_for_selector(APP_IDLE, timeout=TIMEOUT_MS)
        check = page.locator(".st-key-sandbox_check button")
        clear = page.locator(".st-key-sandbox_verdict_panel")
        out: list[float] = []
        in_page: list[float] = []
        for i in range(clicks):
            # start each click without a verdict: typing the action again clears it
            box.fill(CLICK_ACTION + " " * (i % 2 + 1))
            box.press("Enter")
            page.wait_for_function(
                "() => !document.querySelector('.st-key-sandbox_verdict_panel .cc-verdict')",
                timeout=TIMEOUT_MS)
            page.wait_for_selector(APP_IDLE, timeout=TIMEOUT_MS)
            page.wait_for_timeout(150)
            start = time.monotonic()
            check.click()
            page.wait_for_function(
                "() => !!document.querySelector('.st-key-sandbox_verdict_panel .cc-verdict')",
                timeout=TIMEOUT_MS, polling="raf")
            out.append(time.monotonic() - start)
            page.wait_for_function("() => window.__ccClick.painted !== undefined",
                                   timeout=TIMEOUT_MS)
            probe = page.evaluate("window.__ccClick")
            in_page.append((probe["painted"] - probe["down"]) / 1000)
        assert clear.count() == 1
        return out, in_page
    finally:
        ctx.close()


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of one process (Linux /proc), in seconds."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def load_average() -> str:
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "?"


def start_tree(port: int, tree: Path) -> tuple[subprocess.Popen[bytes], str]:
    """Start another tree's site (e.g. a `git archive` of main) with this tree's Streamlit, so
    the two are measured in the same run by the same browser (`--baseline`)."""
    return start_server(port, cwd=tree)


# Any one-segment address: the empty app answers every path with its one page, after the same
# probe a site's page at "/<name>" goes through (see "same address" above).
EMPTY_AT_PAGE_PATH = "/page"


def same_address_yardstick(path: str) -> str:
    """The yardstick visited at the same kind of address as a page at `path`."""
    return "empty" if path == "/" else "empty_at_page"


FRAME_PAGE = "class"  # the lightest page (its name in PAGE_PATHS); any page of the navigation would do
FRAME_FILE = "canasta_app/classes/class.py"
FRAME_SCRIPT = 'import streamlit as st\n\nst.title("An empty page")\n'


def frame_tree(where: Path) -> Path:
    """A copy of this tree whose class page draws only a title: the site's frame (navigation,
    sidebar, CSS, scripts) around an empty page (`--frame`)."""
    tree = where / "frame"
    shutil.copytree(ROOT, tree, ignore=shutil.ignore_patterns(
        ".venv", ".git", "__pycache__", "*.egg-info", ".pytest_cache", ".mypy_cache", ".ruff_cache"))
    (tree / FRAME_FILE).write_text(FRAME_SCRIPT)
    return tree


def _med(xs: list[float]) -> float:
    return statistics.median(xs) if xs else 0.0


def _summary(pages: list[str], m: dict[str, dict[str, Any]], empty: dict[str, Any],
             clicks: list[float], clicks_in_page: list[float]) -> dict[str, Any]:
    """Per page: the cold figures (ratios to the cold empty app) and, under "warm", the
    returning visitor's (ratios to the warm empty app)."""
    def pct(xs: list[float], q: float) -> int | None:
        return round(sorted(xs)[int(q * (len(xs) - 1))] * 1000) if xs else None

    return {
        "pages": {name: {**_against(m[name], empty),
                         "warm": _against(m["warm:" + name], empty["warm"])}
                  for name in pages},
        "click_to_verdict_ms": {
            "median": pct(clicks, 0.5), "p90": pct(clicks, 0.9),
            "in_page_median": pct(clicks_in_page, 0.5), "in_page_p90": pct(clicks_in_page, 0.9),
        },
    }


def _ratio(r: dict[str, Any], e: dict[str, Any]) -> float:
    """The median first render of `r`'s visits over `e`'s."""
    return round(_med(r["times"]) / max(1e-9, _med(e["times"])), 2)


def _against(r: dict[str, Any], e: dict[str, Any]) -> dict[str, Any]:
    """Visits' figures and their ratios to another's (a page's or the frame's to the empty
    app's)."""
    return {**_figures(r), "ratio": _ratio(r, e),
            "browser_ratio": round(_med(r["work"]) / max(1.0, _med(e["work"])), 2)}


def _figures(r: dict[str, Any]) -> dict[str, Any]:
    """One page's (or the empty app's) medians from its visits' measures."""
    return {"median_ms": round(_med(r["times"]) * 1000),
            "server_cpu_ms": round(_med(r["cpu"]) * 1000),
            "browser_ms": round(_med(r["work"])), "sent": r["sent"]}


def _measures() -> dict[str, Any]:
    return {"times": [], "cpu": [], "work": [], "sent": {}}


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--rounds", type=int, default=5, help="visits of each page (default 5)")
    ap.add_argument("--clicks", type=int, default=15, help="Check clicks timed (default 15)")
    ap.add_argument("--pages", default=",".join(PAGES), help="comma-separated page names")
    ap.add_argument("--baseline", type=Path, default=None,
                    help="another tree of the site (e.g. `git archive main | tar -x -C DIR`): "
                         "its pages are visited interleaved with this tree's, in the same run")
    ap.add_argument("--frame", action="store_true",
                    help="also visit the site's frame around a title-only page, and give each "
                         "page's ratio to it (what the page's own content costs)")
    ap.add_argument("--json", action="store_true", help="print one JSON line")
    args = ap.parse_args()

    from playwright.sync_api import sync_playwright

    pages = [p for p in args.pages.split(",") if p]
    load_before = load_average()
    # the frame's copy is made before any server starts: a failed copy leaves none running
    scratch = Path(tempfile.mkdtemp(prefix="pages-frame-")) if args.frame else None
    frame_dir = frame_tree(scratch) if scratch is not None else None
    servers = {"this": start_server(free_port())}
    if args.baseline is not None:
        servers["baseline"] = start_tree(free_port(), args.baseline.resolve())
    empty, empty_url = start_server(free_port(), script="benchmarks/empty_app.py")
    yardsticks = [("empty", (empty, empty_url), "/"),
                  ("empty_at_page", (empty, empty_url), EMPTY_AT_PAGE_PATH)]
    if frame_dir is not None:
        yardsticks.append(("frame", start_tree(free_port(), frame_dir),
                           PAGE_PATHS[FRAME_PAGE] + "?lang=en"))
    sites = list(servers)
    keys = [*(y[0] for y in yardsticks), *[f"{site}:{name}" for site in sites for name in pages]]
    m = {k: _measures() for k in keys + [f"warm:{k}" for k in keys]}
    clicks: dict[str, list[float]] = {site: [] for site in sites}
    in_page: dict[str, list[float]] = {site: [] for site in sites}
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            # the returning visitor: one browser context per site, kept for the whole run
            warm = {url: browser.new_context(base_url=url, viewport=VIEWPORT)
                    for url in [*(y[1][1] for y in yardsticks),
                                *[u for _p, u in servers.values()]]}
            for _proc, url in servers.values():  # warm-up: the first visit's imports, caches
                for name in pages:
                    first_render(browser, url, PAGE_PATHS[name] + "?lang=en")
                    first_render(browser, url, PAGE_PATHS[name] + "?lang=en", context=warm[url])
            for _key, (_proc, url), path in yardsticks:
                first_render(browser, url, path)
                first_render(browser, url, path, context=warm[url])
            for r in range(args.rounds):
                for name in pages:
                    # empty app, then each site's page (their order swapped every round);
                    # cold (a fresh context) then warm (a new tab of the returning visitor's)
                    order = sites if r % 2 == 0 else sites[::-1]
                    for temp in ("", "warm:"):
                        for key, (proc, url), path in yardsticks + [
                                (f"{site}:{name}", servers[site], PAGE_PATHS[name] + "?lang=en")
                                for site in order]:
                            slot = m[temp + key]
                            before = cpu_seconds(proc.pid)
                            took = first_render(browser, url, path, slot["sent"],
                                                context=warm[url] if temp else None)
                            slot["cpu"].append(cpu_seconds(proc.pid) - before)
                            slot["times"].append(took)
                            slot["work"].append(slot["sent"]["browser_ms"])
            for ctx in warm.values():
                ctx.close()
            if args.clicks:  # in halves, alternating sites
                half = max(1, args.clicks // 2)
                for _ in range(2):
                    for site in sites:
                        seen, inside = click_to_verdict(browser, servers[site][1], half)
                        clicks[site] += seen
                        in_page[site] += inside
            browser.close()
    finally:
        # the two empty-app yardsticks are one server: each process stopped once
        for proc in {id(p): p for p in [*(y[1][0] for y in yardsticks),
                                        *(p for p, _u in servers.values())]}.values():
            stop_server(proc)
        if scratch is not None:
            shutil.rmtree(scratch, ignore_errors=True)

    empty_m = {**m["empty"], "warm": m["warm:empty"]}
    cold = _figures(m["empty"])
    out: dict[str, Any] = {
        "load_before": load_before,
        "load_after": load_average(),
        "empty_ms": cold["median_ms"],
        "empty_server_cpu_ms": cold["server_cpu_ms"],
        "empty_browser_ms": cold["browser_ms"],
        "empty_sent": cold["sent"],
        "empty_warm": _figures(m["warm:empty"]),
        "empty_at_page": _against(m["empty_at_page"], m["empty"]) | {
            "path": EMPTY_AT_PAGE_PATH,
            "warm": _against(m["warm:empty_at_page"], m["warm:empty"])},
        "goals": {"ratio": 1.3, "click_to_verdict_ms": 150},
    }
    if args.frame:
        out["frame"] = _against(m["frame"], m["empty"]) | {
            "warm": _against(m["warm:frame"], m["warm:empty"])}
    for site in sites:
        mine = {}
        for name in pages:
            mine[name] = m[f"{site}:{name}"]
            mine["warm:" + name] = m[f"warm:{site}:{name}"]
        summary = _summary(pages, mine, empty_m, clicks[site], in_page[site])
        for name in pages:  # against the empty app at the same kind of address
            same = same_address_yardstick(PAGE_PATHS[name])
            summary["pages"][name]["ratio_same_address"] = _ratio(mine[name], m[same])
            summary["pages"][name]["warm"]["ratio_same_address"] = _ratio(
                mine["warm:" + name], m["warm:" + same])
        if args.frame:  # what each page's own content costs over the frame
            for name in pages:
                summary["pages"][name]["ratio_to_frame"] = _ratio(mine[name], m["frame"])
                summary["pages"][name]["warm"]["ratio_to_frame"] = _ratio(
                    mine["warm:" + name], m["warm:frame"])
        if site == "this":
            out.update(summary)
        else:
            out["baseline"] = {"tree": str(args.baseline), **summary}
    if args.json:
        print(json.dumps(out))
        return
    print(f"load average before {out['load_before']}, after {out['load_after']}")

    def said(s: dict[str, int]) -> str:
        return (f"first run {s.get('messages', 0):4} messages {s.get('bytes', 0) / 1000:6.1f} kB, "
                f"{s.get('requests', 0):3} HTTP requests")

    w = out["empty_warm"]
    print("cold: a fresh browser context a visit; warm: a returning visitor (the same context, "
          "its HTTP cache warm), a new tab a visit; ratios to the empty app, cold to cold and "
          "warm to warm")
    print(f"{'empty app':12} {out['empty_ms']:6} ms         server CPU {out['empty_server_cpu_ms']:4} ms"
          f"  browser {out['empty_browser_ms']:5} ms        {said(out['empty_sent'])}")
    print(f"{'  warm':12} {w['median_ms']:6} ms         server CPU {w['server_cpu_ms']:4} ms"
          f"  browser {w['browser_ms']:5} ms        {said(w['sent'])}")

    def row(tag: str, x: dict[str, Any], after: str = "") -> None:
        """One line of measures with their ratios (a yardstick's or a page's, cold or warm)."""
        print(f"{tag:12} {x['median_ms']:6} ms  {x['ratio']:.2f}x  server CPU "
              f"{x['server_cpu_ms']:4} ms  browser {x['browser_ms']:5} ms "
              f"{x['browser_ratio']:.2f}x  {said(x['sent'])}{after}")

    a = out["empty_at_page"]
    rows = [(f"empty {a['path']}", a)] + ([("site frame", out["frame"])] if "frame" in out else [])
    for tag, x in rows:
        row(tag, x)
        row("  warm", x["warm"])
    for label, blk in [("", out)] + ([("baseline ", out["baseline"])] if "baseline" in out else []):
        for name, r in blk["pages"].items():
            for tag, x in ((label + name, r), ("  warm", r["warm"])):
                row(tag, x, f"  {x['ratio_same_address']:.2f}x at the same address"
                    + (f", {x['ratio_to_frame']:.2f}x the frame" if "ratio_to_frame" in x else ""))
        c = blk["click_to_verdict_ms"]
        print(f"{label}sandbox click-to-verdict: median {c['median']} ms, p90 {c['p90']} ms "
              f"(Playwright's click to the verdict seen); in the page, pointer down to the frame "
              f"painted: median {c['in_page_median']} ms, p90 {c['in_page_p90']} ms")


if __name__ == "__main__":
    main()
