"""Classroom load: 30 browser sessions against one Streamlit server (figures, not pass/fail).

Each session is a student in its own browser context (own cookies, own Streamlit session), all
in one headless Chromium (Debian's /usr/bin/chromium driven by asyncio Playwright):

1. arrives: opens a lesson's "try" step (arrivals spread over --arrive seconds);
2. once the whole class is in, thinks (a random 0..--think s), types an action and presses
   "Try it", and waits for the verdict;
3. thinks, goes to the sandbox through the sidebar, thinks, types an action and presses
   "Check", waits for the ruling.

Every session types a *different* action (a discard of its own card, e.g. `discard 5C`) and
must see that action — and no other session's — in its verdict; anything else is a state leak.

Figures printed:
- click-to-verdict latency, p50/p95/max: from the click until the verdict naming the session's
  action is in that page's DOM, timed inside the page (performance.now()); the driver's view
  (Python side, adds Playwright round trips) is printed beside it;
- the server's answer: from a session's rerun request arriving at the server to its
  `script_finished` message handed to the WebSocket sender — the server's share of a click
  (timers this script wraps around Streamlit's runtime in the server process it starts; the
  site itself is not changed);
- server run time per script run (wall and CPU, a timer around Streamlit's ScriptRunner);
- CPU split over the run: the server process, the browser (Chromium + Playwright driver), and
  the rest of the machine (other programs), from /proc;
- the server's peak memory: the highest summed VmRSS of the server and its children (sampled
  every 50 ms) and the kernel's VmHWM high-water mark.

Goals (issue 7, this 2-core machine): p95 ≤ 500 ms, peak ≤ 250 MB, no session seeing another's
state. `--think 0 --arrive 0` is the burst case (every student clicks at the same instant).

    .venv/bin/python benchmarks/load.py                       # a classroom: 30 sessions
    .venv/bin/python benchmarks/load.py --think 0 --arrive 0  # burst: everyone at once
    .venv/bin/python benchmarks/load.py --url http://127.0.0.1:8501 --sessions 10
    .venv/bin/python benchmarks/load.py --pin                 # server alone on CPU 0
    .venv/bin/python benchmarks/load.py --json                # one JSON line at the end

With --url only the browser-side figures are printed (the timers live in the server this script
starts). Loopback only; bounded by --sessions and --deadline; stops its own server and browser.
Exit status 1 if a session failed or leaked, else 0. Results: docs/performance.md.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

LESSON_PATH = "/lessons?lesson=freezing&step=2&lang=en"
RANKS = "A K Q J T 9 8 7 6 5 4".split()
SUITS = "C D H S".split()
MAX_SESSIONS = len(RANKS) * len(SUITS)
CLK_TCK = os.sysconf("SC_CLK_TCK")


def session_actions(n: int) -> list[str]:
    """A distinct, readable action per session: a discard of that session's own card."""
    cards = [r + s for r in RANKS for s in SUITS]
    return [f"discard {c}" for c in cards[:n]]


# ------------------------------------------------------------------------------- the server


def serve(port: int, runs_log: str, profile: str | None = None) -> None:
    """Internal (--serve): run the site with a timer around every script run.

    Each run appends {"wall_ms", "cpu_ms", "query", "at"} to `runs_log` (JSON lines). With
    `profile`, every run is also profiled (cProfile) and the merged statistics are written to
    that file after each run.
    """
    import cProfile
    import pstats

    from streamlit.runtime.scriptrunner import script_runner as sr
    from streamlit.web import cli

    lock = threading.Lock()
    out = open(runs_log, "a", buffering=1)  # noqa: SIM115 - lives as long as the server
    original = sr.ScriptRunner._run_script
    merged: list[pstats.Stats] = []

    def timed(self: Any, rerun_data: Any) -> None:
        t0, c0 = time.perf_counter(), time.thread_time()
        prof = cProfile.Profile() if profile else None
        try:
            if prof is not None:
                prof.runcall(original, self, rerun_data)
            else:
                original(self, rerun_data)
        finally:
            if prof is not None and profile:
                with lock:
                    if merged:
                        merged[0].add(prof)
                    else:
                        merged.append(pstats.Stats(prof))
                    merged[0].dump_stats(profile)
            rec = {
                "wall_ms": round((time.perf_counter() - t0) * 1000, 2),
                "cpu_ms": round((time.thread_time() - c0) * 1000, 2),
                "query": str(getattr(rerun_data, "query_string", ""))[:60],
                "at": round(time.time(), 3),
            }
            with lock:
                out.write(json.dumps(rec) + "\n")

    sr.ScriptRunner._run_script = timed  # type: ignore[method-assign]

    # The server's answer time: from a session's first rerun request (BackMsg rerun_script,
    # as the runtime receives it) to its script_finished message handed to the WebSocket
    # sender. Request groups (a text box's commit, then the button) count once.
    from streamlit.proto.ForwardMsg_pb2 import ForwardMsg
    from streamlit.runtime.runtime import Runtime
    from streamlit.web.server.starlette import starlette_websocket as sw

    pending: dict[int, float] = {}
    answers = open(Path(runs_log).with_name("answers.jsonl"), "a", buffering=1)  # noqa: SIM115
    handle_backmsg = Runtime.handle_backmsg
    client_cls = sw.StarletteSessionClient
    write_forward_msg = client_cls.write_forward_msg

    def on_backmsg(self: Any, session_id: str, msg: Any, *a: Any, **kw: Any) -> Any:
        if msg.WhichOneof("type") == "rerun_script" and kw.get("client") is not None:
            pending.setdefault(id(kw["client"]), time.perf_counter())
        return handle_backmsg(self, session_id, msg, *a, **kw)

    def on_forward(self: Any, msg: Any) -> Any:
        if msg.WhichOneof("type") == "script_finished" and (
            msg.script_finished != ForwardMsg.ScriptFinishedStatus.FINISHED_EARLY_FOR_RERUN
        ):
            t0 = pending.pop(id(self), None)
            if t0 is not None:
                ms = round((time.perf_counter() - t0) * 1000, 2)
                answers.write(json.dumps({"ms": ms, "at": round(time.time(), 3)}) + "\n")
        return write_forward_msg(self, msg)

    Runtime.handle_backmsg = on_backmsg  # type: ignore[method-assign]
    client_cls.write_forward_msg = on_forward
    os.chdir(ROOT)
    sys.argv = [
        "streamlit", "run", "streamlit_app.py",
        "--server.port", str(port),
        "--server.headless", "true",
        "--server.address", "127.0.0.1",
        "--browser.gatherUsageStats", "false",
        "--server.fileWatcherType", "none",
    ]  # fmt: skip
    cli.main()


def start_timed_server(
    log_dir: Path, profile: str | None = None, cpus: set[int] | None = None
) -> tuple[Any, str, Path]:
    import subprocess

    from tests.e2e.helpers import free_port, healthy

    port = free_port()
    runs = log_dir / "runs.jsonl"
    log = open(log_dir / "streamlit.log", "wb")  # noqa: SIM115
    proc = subprocess.Popen(
        [sys.executable, __file__, "--serve", str(port), str(runs), *([profile] if profile else [])],
        cwd=ROOT, stdout=log, stderr=subprocess.STDOUT, start_new_session=True,
        preexec_fn=(lambda: os.sched_setaffinity(0, cpus)) if cpus else None,
    )  # fmt: skip
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise SystemExit(f"the server exited ({proc.returncode}); see {log_dir}/streamlit.log")
        if healthy(url):
            return proc, url, runs
        time.sleep(0.2)
    raise SystemExit("the server did not start within 60 s")


# ------------------------------------------------------------------------------- /proc


def _children(pid: int) -> list[int]:
    out: list[int] = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            out.extend(int(c) for c in (task / "children").read_text().split())
        except OSError:
            pass
    return out


def process_tree(pid: int) -> list[int]:
    """pid and all its descendants."""
    out, todo = [], [pid]
    while todo:
        p = todo.pop()
        out.append(p)
        todo.extend(_children(p))
    return out


def _status_kb(pid: int, key: str) -> int:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith(key + ":"):
                return int(line.split()[1])
    except (OSError, ValueError):
        pass
    return 0


def cpu_seconds(pids: list[int]) -> float:
    """utime + stime of the processes, with their waited-for children (cutime + cstime)."""
    total = 0
    for p in pids:
        try:
            fields = Path(f"/proc/{p}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += sum(int(x) for x in fields[11:15])  # utime stime cutime cstime
    return total / CLK_TCK


def machine_cpu_seconds() -> float:
    """Busy CPU time of the whole machine (all cores) since boot."""
    parts = Path("/proc/stat").read_text().splitlines()[0].split()[1:]
    user, nice, system, idle, iowait, irq, softirq, steal = (int(x) for x in parts[:8])
    return (user + nice + system + irq + softirq + steal) / CLK_TCK


class MemorySampler(threading.Thread):
    """Samples the summed VmRSS of a process tree; remembers the peak and each VmHWM."""

    def __init__(self, pid: int, interval: float = 0.05) -> None:
        super().__init__(daemon=True)
        self.pid, self.interval = pid, interval
        self.peak_rss_kb = 0
        self.start_rss_kb = 0
        self.hwm_kb: dict[int, int] = {}
        self._halt = threading.Event()

    def sample(self) -> int:
        total = 0
        for p in process_tree(self.pid):
            total += _status_kb(p, "VmRSS")
            self.hwm_kb[p] = max(self.hwm_kb.get(p, 0), _status_kb(p, "VmHWM"))
        self.peak_rss_kb = max(self.peak_rss_kb, total)
        return total

    def run(self) -> None:
        self.start_rss_kb = self.sample()
        while not self._halt.wait(self.interval):
            self.sample()

    def stop(self) -> None:
        self._halt.set()
        self.join(timeout=2)
        self.sample()


# ------------------------------------------------------------------------------- sessions

# Installed before a click: the click's time, and a promise of the moment a verdict naming
# `action` is in the DOM (both on the page's own clock).
_ARM = """(action) => {
  window.__ccClick = null;
  document.addEventListener('click', () => {
    if (window.__ccClick === null) window.__ccClick = performance.now();
  }, {capture: true, once: true});
  const seen = () => [...document.querySelectorAll('.cc-verdict')]
    .some((e) => e.textContent.includes(action));
  window.__ccVerdict = new Promise((resolve) => {
    const obs = new MutationObserver(() => {
      if (window.__ccClick !== null && seen()) {
        obs.disconnect();
        resolve(performance.now() - window.__ccClick);
      }
    });
    obs.observe(document.body, {subtree: true, childList: true, characterData: true});
  });
}"""


@dataclass
class Session:
    n: int
    action: str
    opens_ms: list[float] = field(default_factory=list)
    verdict_ms: dict[str, float] = field(default_factory=dict)  # in the page
    driver_ms: dict[str, float] = field(default_factory=dict)  # as the driver saw it
    errors: list[str] = field(default_factory=list)
    leaks: list[str] = field(default_factory=list)


async def _open(page: Any, url: str, s: Session, timeout: float) -> None:
    from tests.e2e.helpers import APP_IDLE, MAIN

    t0 = time.perf_counter()
    await page.goto(url, wait_until="domcontentloaded")
    await page.wait_for_selector(APP_IDLE, timeout=timeout)
    await page.wait_for_selector(f"{MAIN} h1", timeout=timeout)
    s.opens_ms.append((time.perf_counter() - t0) * 1000)


async def _nav(page: Any, label: str, ready: str, s: Session, timeout: float,
               opened_by: str | None = None) -> None:
    """Go to another page through the sidebar (no page reload; a new run of the script) and
    wait for the box labelled `ready`; `opened_by`: the label of the closed box it is drawn in
    (the sandbox's "Type the action", issue 22), opened first."""
    from tests.e2e.helpers import APP_IDLE, MAIN

    t0 = time.perf_counter()
    await page.locator('[data-testid="stSidebarNavLink"]', has_text=label).click()
    if opened_by is not None:
        summary = page.locator(f'{MAIN} [data-testid="stExpander"] summary', has_text=opened_by)
        await summary.first.click(timeout=timeout)
    await page.get_by_label(ready, exact=True).wait_for(state="visible", timeout=timeout)
    await page.wait_for_selector(APP_IDLE, timeout=timeout)
    s.opens_ms.append((time.perf_counter() - t0) * 1000)


async def _ask(page: Any, s: Session, where: str, box: str, button: str, timeout: float) -> None:
    """Type the session's action, press the button, time until the verdict names it."""
    from tests.e2e.helpers import APP_IDLE, EXCEPTION, MAIN

    await page.get_by_label(box, exact=True).fill(s.action)  # the click commits it (blur)
    btn = page.locator(MAIN).get_by_role("button", name=button, exact=True)
    await page.evaluate(_ARM, s.action)
    t0 = time.perf_counter()
    await btn.click()
    s.verdict_ms[where] = float(await page.evaluate("() => window.__ccVerdict"))
    s.driver_ms[where] = (time.perf_counter() - t0) * 1000
    await page.wait_for_selector(APP_IDLE, timeout=timeout)
    if await page.locator(EXCEPTION).count():
        s.errors.append(f"{where}: exception shown")


async def _check_isolation(page: Any, s: Session, others: list[str], where: str) -> None:
    """The verdicts on this page name this session's action and no other session's."""
    text = "\n".join(await page.locator(".cc-verdict").all_inner_texts())
    if not _shows(text, s.action):
        s.leaks.append(f"{where}: own action {s.action!r} not shown")
    seen = [a for a in others if a != s.action and _shows(text, a)]
    if seen:
        s.leaks.append(f"{where}: sees other sessions' actions {seen[:3]}")


def _shows(text: str, action: str) -> bool:
    """`action` appears as a whole token sequence (so 'discard 5C' does not match '5CX')."""
    i = text.find(action)
    while i != -1:
        end = i + len(action)
        if end == len(text) or not text[end].isalnum():
            return True
        i = text.find(action, i + 1)
    return False


@dataclass
class Plan:
    base: str
    timeout_ms: float
    arrive_s: float
    think_s: float


async def run_session(
    browser: Any, plan: Plan, s: Session, others: list[str], start: asyncio.Event
) -> None:
    from canasta_app.text.i18n import t

    rng = random.Random(s.n)
    ctx = await browser.new_context(base_url=plan.base, viewport={"width": 1280, "height": 900})
    ctx.set_default_timeout(plan.timeout_ms)
    try:
        page = await ctx.new_page()
        page.on("pageerror", lambda e: s.errors.append(f"js: {e}"))
        await asyncio.sleep(rng.uniform(0, plan.arrive_s))
        await _open(page, LESSON_PATH, s, plan.timeout_ms)
        await start.wait()  # the whole class is in; now they work
        await asyncio.sleep(rng.uniform(0, plan.think_s))
        await _ask(page, s, "lesson", t("lessons.type_label", "en"),
                   t("lessons.type_submit", "en"), plan.timeout_ms)  # fmt: skip
        await _check_isolation(page, s, others, "lesson")
        await asyncio.sleep(rng.uniform(0, plan.think_s))
        await _nav(page, t("nav.sandbox", "en"), t("sandbox.ask.label", "en"), s, plan.timeout_ms,
                   opened_by=t("sandbox.ask.type", "en"))
        await asyncio.sleep(rng.uniform(0, plan.think_s))
        await _ask(page, s, "sandbox", t("sandbox.ask.label", "en"),
                   t("sandbox.ask.check", "en"), plan.timeout_ms)  # fmt: skip
        await _check_isolation(page, s, others, "sandbox")
    except Exception as e:  # noqa: BLE001 - recorded and reported, the run goes on
        s.errors.append(f"{type(e).__name__}: {str(e).splitlines()[0][:200]}")
    finally:
        await ctx.close()


async def drive(plan: Plan, n: int, on_work_start: Any, on_work_end: Any) -> list[Session]:
    from playwright.async_api import async_playwright

    from tests.e2e.helpers import CHROMIUM, CHROMIUM_ARGS

    actions = session_actions(n)
    sessions = [Session(i, a) for i, a in enumerate(actions)]
    async with async_playwright() as pw:
        browser = await pw.chromium.launch(
            executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True
        )
        try:
            start = asyncio.Event()
            tasks = [
                asyncio.create_task(run_session(browser, plan, s, actions, start))
                for s in sessions
            ]
            while any(not s.opens_ms and not s.errors for s in sessions):
                await asyncio.sleep(0.05)
            on_work_start()
            start.set()
            await asyncio.gather(*tasks)
            on_work_end()  # before the browser closes (its processes' CPU time goes with them)
        finally:
            await browser.close()
    return sessions


# ------------------------------------------------------------------------------- report


def pct(xs: list[float], p: float) -> float:
    if not xs:
        return float("nan")
    xs = sorted(xs)
    k = (len(xs) - 1) * p / 100
    lo, hi = int(k), min(int(k) + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (k - lo)


def r1(x: float) -> float:
    return round(x, 1)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--serve"]:
        serve(int(argv[1]), argv[2], argv[3] if len(argv) > 3 else None)
        return 0
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--sessions", type=int, default=30, help=f"browser sessions (≤ {MAX_SESSIONS})")
    ap.add_argument("--url", help="an already running site (loopback only); default: start one")
    ap.add_argument("--arrive", type=float, default=20.0,
                    help="students arrive over this many seconds (default 20)")  # fmt: skip
    ap.add_argument("--think", type=float, default=10.0,
                    help="each student thinks a random 0..THINK s before each step (default 10)")  # fmt: skip
    ap.add_argument("--timeout", type=float, default=120.0, help="per step, seconds")
    ap.add_argument("--deadline", type=float, default=600.0, help="whole run, seconds")
    ap.add_argument("--json", action="store_true", help="print one JSON line at the end")
    ap.add_argument("--pin", action="store_true",
                    help="server on CPU 0 alone, browsers and driver on the other CPUs: the server "
                         "as if on its own machine")  # fmt: skip
    ap.add_argument("--profile", metavar="FILE",
                    help="profile every server run (cProfile; slows it) into FILE, print the top")  # fmt: skip
    args = ap.parse_args(argv)
    if not 1 <= args.sessions <= MAX_SESSIONS:
        ap.error(f"--sessions must be between 1 and {MAX_SESSIONS}")
    from tests.e2e.helpers import CHROMIUM, stop_server

    if not os.access(CHROMIUM, os.X_OK):
        ap.error(f"{CHROMIUM} is missing (apt-get install chromium)")

    proc = None
    sampler: MemorySampler | None = None
    runs_log: Path | None = None
    log_dir = Path(tempfile.mkdtemp(prefix="canasta-load-"))
    if args.url:
        if urlparse(args.url).hostname not in ("127.0.0.1", "localhost", "::1"):
            ap.error("--url must be a loopback address")
        base = args.url.rstrip("/")
    else:
        ncpu = os.cpu_count() or 1
        if args.pin and ncpu < 2:
            ap.error("--pin needs at least two CPUs")
        server_cpus = {0} if args.pin else None
        if args.pin:
            os.sched_setaffinity(0, set(range(1, ncpu)))  # this driver and its browser
        proc, base, runs_log = start_timed_server(log_dir, args.profile, server_cpus)
        sampler = MemorySampler(proc.pid)
        sampler.start()

    me = os.getpid()
    marks: dict[str, float] = {}

    def cpu_now() -> dict[str, float]:
        server = process_tree(proc.pid) if proc else []
        client = [p for p in process_tree(me) if p not in server and p != me]
        return {
            "server": cpu_seconds(server),
            "client": cpu_seconds(client) + cpu_seconds([me]),
            "machine": machine_cpu_seconds(),
            "t": time.monotonic(),
            "wall": time.time(),
        }

    def work_start() -> None:
        marks.update({f"w_{k}": v for k, v in cpu_now().items()})

    end: dict[str, float] = {}

    def work_end() -> None:
        end.update(cpu_now())

    load_before = os.getloadavg()
    try:
        t0 = time.perf_counter()
        plan = Plan(base, args.timeout * 1000, args.arrive, args.think)
        sessions = asyncio.run(
            asyncio.wait_for(drive(plan, args.sessions, work_start, work_end), args.deadline)
        )
        wall = time.perf_counter() - t0
    finally:
        if sampler is not None:
            sampler.stop()
        if proc is not None:
            stop_server(proc)
    load_after = os.getloadavg()

    verdicts = [x for s in sessions for x in s.verdict_ms.values()]
    lesson = [s.verdict_ms["lesson"] for s in sessions if "lesson" in s.verdict_ms]
    sandbox = [s.verdict_ms["sandbox"] for s in sessions if "sandbox" in s.verdict_ms]
    driver = [x for s in sessions for x in s.driver_ms.values()]
    opens = [x for s in sessions for x in s.opens_ms]
    errors = [f"session {s.n}: {e}" for s in sessions for e in s.errors]
    leaks = [f"session {s.n}: {e}" for s in sessions for e in s.leaks]
    res: dict[str, Any] = {
        "sessions": args.sessions, "arrive_s": args.arrive, "think_s": args.think,
        "pinned": bool(args.pin),
        "verdicts": len(verdicts), "verdicts_expected": 2 * args.sessions,
        "p50_ms": r1(pct(verdicts, 50)), "p95_ms": r1(pct(verdicts, 95)),
        "max_ms": r1(max(verdicts)) if verdicts else None,
        "lesson_p50_ms": r1(pct(lesson, 50)), "lesson_p95_ms": r1(pct(lesson, 95)),
        "sandbox_p50_ms": r1(pct(sandbox, 50)), "sandbox_p95_ms": r1(pct(sandbox, 95)),
        "driver_p50_ms": r1(pct(driver, 50)), "driver_p95_ms": r1(pct(driver, 95)),
        "open_p50_ms": r1(pct(opens, 50)), "open_p95_ms": r1(pct(opens, 95)),
        "wall_s": r1(wall), "leaks": len(leaks), "errors": len(errors),
        "loadavg_before": round(load_before[0], 2), "loadavg_after": round(load_after[0], 2),
    }  # fmt: skip
    if marks and end and proc is not None:
        span = end["t"] - marks["w_t"]
        server_cpu = end["server"] - marks["w_server"]
        client_cpu = end["client"] - marks["w_client"]
        machine_cpu = end["machine"] - marks["w_machine"]
        res.update({
            "work_s": r1(span),
            "cpu_server_s": r1(server_cpu), "cpu_browser_s": r1(client_cpu),
            "cpu_other_s": r1(max(0.0, machine_cpu - server_cpu - client_cpu)),
            "cpu_capacity_s": r1(span * (os.cpu_count() or 1)),
        })  # fmt: skip
    if runs_log is not None and runs_log.exists() and marks:
        runs = [json.loads(x) for x in runs_log.read_text().splitlines() if x.strip()]
        work = [r for r in runs if r["at"] >= marks["w_wall"]]
        res.update({
            "server_runs": len(work),
            "run_wall_p50_ms": r1(pct([r["wall_ms"] for r in work], 50)),
            "run_wall_p95_ms": r1(pct([r["wall_ms"] for r in work], 95)),
            "run_cpu_p50_ms": r1(pct([r["cpu_ms"] for r in work], 50)),
            "run_cpu_p95_ms": r1(pct([r["cpu_ms"] for r in work], 95)),
        })  # fmt: skip
    answers_log = runs_log.with_name("answers.jsonl") if runs_log is not None else None
    if answers_log is not None and answers_log.exists() and marks:
        ans = [json.loads(x) for x in answers_log.read_text().splitlines() if x.strip()]
        ans = [a["ms"] for a in ans if a["at"] >= marks["w_wall"]]
        res.update({
            "server_answer_n": len(ans),
            "server_answer_p50_ms": r1(pct(ans, 50)), "server_answer_p95_ms": r1(pct(ans, 95)),
            "server_answer_max_ms": r1(max(ans)) if ans else None,
        })  # fmt: skip
    if sampler is not None:
        res.update({
            "server_start_rss_mb": r1(sampler.start_rss_kb / 1024),
            "server_peak_rss_mb": r1(sampler.peak_rss_kb / 1024),
            "server_hwm_mb": r1(sum(sampler.hwm_kb.values()) / 1024),
            "server_processes": len(sampler.hwm_kb),
        })  # fmt: skip

    pinned = "; server pinned to CPU 0, browsers to the rest" if args.pin else ""
    print(f"classroom load: {args.sessions} sessions, {res['verdicts']}/{2 * args.sessions} "
          f"verdicts, {res['wall_s']} s (arrivals over {args.arrive} s, think 0..{args.think} s"
          f"{pinned}; "
          f"load average {res['loadavg_before']} → {res['loadavg_after']})")  # fmt: skip
    print(f"  click-to-verdict   p50 {res['p50_ms']} ms   p95 {res['p95_ms']} ms   "
          f"max {res['max_ms']} ms   (in the page; goal p95 ≤ 500 ms)")  # fmt: skip
    print(f"    lesson step      p50 {res['lesson_p50_ms']} ms   p95 {res['lesson_p95_ms']} ms")
    print(f"    sandbox check    p50 {res['sandbox_p50_ms']} ms   p95 {res['sandbox_p95_ms']} ms")
    print(f"    driver's view    p50 {res['driver_p50_ms']} ms   p95 {res['driver_p95_ms']} ms")
    print(f"  page open          p50 {res['open_p50_ms']} ms   p95 {res['open_p95_ms']} ms")
    if "server_runs" in res:
        print(f"  server, per run    wall p50 {res['run_wall_p50_ms']} ms  p95 "
              f"{res['run_wall_p95_ms']} ms;  CPU p50 {res['run_cpu_p50_ms']} ms  p95 "
              f"{res['run_cpu_p95_ms']} ms  ({res['server_runs']} runs)")  # fmt: skip
    if "server_answer_n" in res:
        print(f"  server answer      p50 {res['server_answer_p50_ms']} ms   p95 "
              f"{res['server_answer_p95_ms']} ms   max {res['server_answer_max_ms']} ms   "
              f"(request received → script_finished sent; {res['server_answer_n']} answers)")  # fmt: skip
    if "work_s" in res:
        print(f"  CPU while working  server {res['cpu_server_s']} s, browser "
              f"{res['cpu_browser_s']} s, other programs {res['cpu_other_s']} s of "
              f"{res['cpu_capacity_s']} s ({res['work_s']} s × {os.cpu_count()} cores)")  # fmt: skip
    if sampler is not None:
        print(f"  server memory      start {res['server_start_rss_mb']} MB   peak RSS "
              f"{res['server_peak_rss_mb']} MB   VmHWM {res['server_hwm_mb']} MB "
              f"({res['server_processes']} process(es); goal ≤ 250 MB)")  # fmt: skip
    print("  isolation          "
          + ("no session saw another's state" if not leaks else f"{len(leaks)} LEAKS"))
    for line in (leaks + errors)[:20]:
        print(f"  ! {line}")
    if args.profile and Path(args.profile).exists():
        import pstats

        print(f"\n  server profile (cProfile over every run, cumulative; {args.profile}):")
        stats = pstats.Stats(args.profile, stream=sys.stdout)
        stats.sort_stats("cumulative").print_stats(r"canasta|streamlit_app", 25)
    if args.json:
        print(json.dumps(res, sort_keys=True))
    ok = not leaks and not errors and len(verdicts) == 2 * args.sessions
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
