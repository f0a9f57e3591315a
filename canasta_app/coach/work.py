"""Expert work that never blocks the page (the coach's grades, advice, reviews and turning
points): it runs in the script thread, never in a thread of its own, under a wall-clock
deadline (`WALL_SECONDS` from the click that asked) checked between the moves of every rollout,
with a progress card and a Cancel button; an answer cut short by it says so ("fewer
simulations than usual: the machine is busy"). Without the deadline the same position and seed
give the same answer. The tables live in fragments, and a click inside a fragment does not
interrupt a run, so the page's fragment only *asks* for the work (`request`) and the page calls
`run_requested()` after the fragment: there, outside any fragment, the work runs with its
progress card floating over the page. Cancel and any click outside the table start a full
rerun, which Streamlit delivers at the next progress update, ending the work at once; so does
the learner leaving or reloading the page (the session's stop request). A click on the table
(a move, "Next deal"), which Streamlit holds until the run ends, is looked for at each progress
update too (`moved_on`): the work gives way to it at once and its answer, cut short, is
dropped. A fragment-only run that asks for work reruns the whole page.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import streamlit as st
from streamlit.runtime.scriptrunner import get_script_run_ctx
from streamlit.runtime.scriptrunner_utils.script_requests import ScriptRequestType

from canasta_app.text.i18n import t

_JOBS = "practice_coach_jobs"  # expert work this run's fragment asked for: [(key, slot, work)]
_CANCELLED = "practice_coach_cancelled"  # {work key} the learner cancelled
_STARTED = "practice_coach_started"  # {work key: monotonic time it was first asked for}

#: Wall-clock seconds from the learner's click (or the move that asked for a grade) to the end of
#: the expert's work: then it answers with the worlds it finished. The page's rerun that shows
#: the answer comes on top (about a second on a loaded machine), so the wait stays near 3 s.
#: An answer that rests on fewer than `_MIN_TICKS` worlds may take up to `_HARD` times this.
WALL_SECONDS: float = 2.0
_HARD = 2.0
#: Progress reports (worlds, or decisions of a review) the work must reach before the soft
#: deadline may end it: a loaded machine still gets an answer, if a rough one.
_MIN_TICKS = 2
#: How often (seconds) the work updates its progress bar: also how soon a click, a Cancel or a
#: closed tab ends it.
_TICK = 0.15

#: Expert work: called with `stop` (asked between rollout moves) and `show(share, text)`
#: (progress); returns what keeps its answer, called with whether the learner moved on
#: while it ran (then an answer cut short is dropped, not kept as if it were whole).
Commit = Callable[[bool], None]
Work = Callable[[Callable[[], bool], Callable[[float, str], None]], Commit]


def store() -> Any:
    return st.session_state


def own_box(key: str) -> Any:
    """One container for a coach area, so that what it shows (a note, a grade, the advice)
    never moves the elements after it: a click on the table while the expert works lands on
    the element it was meant for."""
    return st.container(key=key)


# --- running expert work without blocking the page ---------------------------------------------

def _fragment_only_run() -> bool:
    ctx = get_script_run_ctx(suppress_warning=True)
    return bool(ctx is not None and ctx.fragment_ids_this_run)


def _on_cancel(key: str) -> None:
    store().setdefault(_CANCELLED, set()).add(key)


def _this_run() -> object:
    """A token of the current script run (its cursor table is new every run)."""
    ctx = get_script_run_ctx(suppress_warning=True)
    return ctx.cursors if ctx is not None else None


def request(key: str, lang: str, work: Work, note: bool = True) -> None:
    """Ask for expert work whose answer goes here (an empty slot until it is done); the page
    runs it after its fragment (`run_requested`) and reruns to show the answer."""
    if note:
        st.caption(t("review.thinking", lang))  # the progress card floats outside the table
    store().setdefault(_STARTED, {}).setdefault(key, time.monotonic())  # the wait starts here
    run = _this_run()
    jobs = [j for j in store().get(_JOBS, []) if j[0] is run]  # an interrupted run's: dropped
    jobs.append((run, key, work, lang))
    store()[_JOBS] = jobs
    if _fragment_only_run():
        st.rerun()  # the whole page runs the work, where Cancel and other clicks can stop it


def run_requested() -> None:
    """Run the expert work this page run asked for, each with progress, Cancel and deadline."""
    run = _this_run()
    jobs = [j for j in store().pop(_JOBS, []) if j[0] is run]
    for n, (_, key, work, lang) in enumerate(jobs):
        _run(key, work, lang, n)


#: The expert's progress card floats at the bottom right of the window, in view whatever the
#: scroll position and the screen size; it is drawn by the page, outside the table's fragment.
_CARD_CSS = """<style>
[class*="st-key-coach_work"] {
  position: fixed; right: 1rem; bottom: 1rem; z-index: 1000; width: min(22rem, 90vw);
  padding: 0.75rem 1rem; border-radius: 0.75rem; background: var(--cc-panel, #123d2a);
  border: 1px solid rgba(255, 255, 255, 0.25); box-shadow: 0 6px 24px rgba(0, 0, 0, 0.45);
}
</style>"""


_TRIGGERS = frozenset({"trigger_value", "string_trigger_value", "json_trigger_value",
                       "chat_input_value"})


def moved_on() -> bool:
    """Whether the learner asked for something while this run works: a click on the table
    (a fragment), which Streamlit holds until the run under way ends instead of interrupting
    it as a click elsewhere does. A timer's tick (the bots' pace) is not the learner's."""
    ctx = get_script_run_ctx(suppress_warning=True)
    return waiting_click(getattr(ctx, "script_requests", None))


def waiting_click(requests: object) -> bool:
    """Whether Streamlit's pending requests for this session (`ScriptRequests`, read through
    its private state: the version is pinned, and tests/app/test_review_moved_on.py checks it)
    hold a rerun the learner asked for, rather than none or a timer's tick."""
    if requests is None or getattr(requests, "_state", None) is not ScriptRequestType.RERUN:
        return False
    data = getattr(requests, "_rerun_data", None)
    if data is None:
        return False
    if not getattr(data, "is_auto_rerun", False):
        return True
    states = getattr(data, "widget_states", None)
    return states is not None and any(
        w.WhichOneof("value") in _TRIGGERS and bool(getattr(w, w.WhichOneof("value")))
        for w in states.widgets)


def _run(key: str, work: Work, lang: str, n: int) -> None:
    holder = st.empty()
    box = holder.container(key=f"coach_work_{n}")
    with box:
        st.html(_CARD_CSS)
        bar = st.progress(0.0, text=t("review.thinking", lang))
        st.button(t("review.cancel", lang), key=f"coach_b_cancel_{n}", icon=":material/close:",
                  on_click=_on_cancel, args=(key,))
    # The wait counts from the click (or the move) that asked, not from here: the page run in
    # between is part of what the learner waits for.
    now = time.monotonic()
    started = store().get(_STARTED, {}).pop(key, now)
    # a slow page run before the work still leaves it a short window of its own
    soft = max(started + WALL_SECONDS, now + WALL_SECONDS / 4)
    hard = max(started + _HARD * WALL_SECONDS, now + WALL_SECONDS)
    shown: list[Any] = [0.0, 0.0, t("review.thinking", lang), 0]  # last update, share, text, ticks
    left = [False]  # the learner moved on: the work gives way at once

    def show(share: float, text: str) -> None:
        shown[1:] = [max(0.0, min(1.0, share)), text, shown[3] + 1]
        bar.progress(shown[1], text=shown[2])

    def stop() -> bool:
        now = time.monotonic()
        if now - shown[0] >= _TICK:
            shown[0] = now
            # Also a yield point: a pending rerun or stop request ends the work here; a click
            # on the table, which Streamlit would hold until the work ends, ends it too.
            bar.progress(shown[1], text=shown[2])
            left[0] = left[0] or moved_on()
        return left[0] or now >= hard or (now >= soft and shown[3] >= _MIN_TICKS)

    commit = work(stop, show)
    commit(left[0])
    holder.empty()
    # The answer is shown where the table renders it, from the session; a click that ended
    # the work (on the table or elsewhere) is carried by this rerun (Streamlit merges them).
    st.rerun(scope="app")


def cancelled(key: str) -> bool:
    return key in store().get(_CANCELLED, set())


def asked_again(key: str, *, now: bool = False) -> None:
    """The learner asked for this work again: a Cancel of it is forgotten; `now`: the wait
    counts from this click."""
    if now:
        store().setdefault(_STARTED, {})[key] = time.monotonic()
    store().get(_CANCELLED, set()).discard(key)
