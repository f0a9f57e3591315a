"""A classroom deal's turning points: the bot deal's costliest decisions by the expert's
estimate, each with a button that shows the table just before it, for the teacher to discuss
with the class. The work runs as work.py runs it (progress, Cancel, a deadline). Session keys
"classroom_coach_"."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import streamlit as st

from canasta_app.coach import review as rv
from canasta_app.coach.words import moment_text
from canasta_app.coach.work import Commit, Work, asked_again, cancelled, own_box, request, store
from canasta_app.text.i18n import seat_name, t
from canasta_core.bots import DealRecord
from canasta_core.principles import table_params


def _moments_so_far(result: dict[str, Any], key: str, lang: str, go_on: Callable[[], None],
                    work: Callable[[], Any], none_key: str) -> list[rv.Moment]:
    """The moments a review found so far. While it is unfinished: its progress line, then the
    next few seconds of work from where it stopped, or (cancelled, stalled) `go_on`'s button."""
    moments: list[rv.Moment] = result["moments"]
    partial = result["done"] < result["total"]
    if partial:
        st.caption(t("review.turning.partial", lang, done=result["done"], total=result["total"]))
        if cancelled(key) or result["stalled"]:
            go_on()
        else:
            request(key, lang, work())
    elif not moments:
        st.info(t(none_key, lang), icon=":material/star:")
    return moments


_TURNING = "classroom_coach_turning"  # {deal key: result | None (asked for)}


def _on_turning(key: str) -> None:
    store().setdefault(_TURNING, {})[key] = None
    asked_again(key)


def _turning_work(record: DealRecord, key: str, lang: str) -> Work:
    def work(stop: Callable[[], bool], show: Callable[[float, str], None]) -> Commit:
        ss = store()
        known = ss.setdefault("classroom_coach_graded", {}).setdefault(key, {})
        seats = ("N", "E", "S", "W")
        graded = rv.judge_moves(
            record.steps, seats, seed=record.seed, known=known,
            budget=rv.TURNING_POINTS_BUDGET, stop=stop,
            progress=lambda d, n: show(d / n, t("review.progress_moves", lang, done=d, total=n)))

        def commit(left: bool) -> None:
            before = len(known)
            known.update(graded)
            total = len(rv.decisions(record.steps, seats))
            ss[_TURNING][key] = {"moments": rv.costliest(record.steps, known),
                                 "done": len(known), "total": total,
                                 "stalled": not left and len(known) == before}
        return commit
    return work


def render_turning_points(record: DealRecord, lang: str, go: Callable[[int], None]) -> None:
    """A bot deal's costliest decisions by the expert's estimate, each with a button that
    shows the table just before it (`go(step)`), for the teacher to discuss with the class."""
    with own_box("classroom_coach_turning_area"):
        _render_turning_points(record, lang, go)


def _render_turning_points(record: DealRecord, lang: str, go: Callable[[int], None]) -> None:
    ss = store()
    turning = ss.setdefault(_TURNING, {})
    key = f"{record.seed}:{record.dealer}:" + "|".join(s.action for s in record.steps)
    st.subheader(t("review.turning.title", lang), anchor=False)
    if key not in turning or (turning[key] is None and cancelled(key)):
        if cancelled(key):
            st.caption(t("review.cancelled", lang))
        st.button(t("review.turning.button", lang), key="classroom_b_coach_turning",
                  icon=":material/manage_search:", on_click=_on_turning, args=(key,))
        return
    if turning[key] is None:
        request(key, lang, _turning_work(record, key, lang))
        return
    _show_turning(record, lang, go, key)


def _show_turning(record: DealRecord, lang: str, go: Callable[[int], None], key: str) -> None:
    moments = _moments_so_far(
        store()[_TURNING][key], key, lang,
        lambda: st.button(t("review.turning.button", lang), key="classroom_b_coach_turning",
                          icon=":material/manage_search:", on_click=_on_turning, args=(key,)),
        lambda: _turning_work(record, key, lang), "review.turning.none")
    if not moments:
        return
    for n, m in enumerate(moments, 1):
        j = m.judgement
        seat = record.steps[m.move].seat
        with st.container(border=True, key=f"classroom_coach_moment_{n}"):
            st.markdown(moment_text("review.turning.moment", j, lang, m.before, m.move + 1,
                                    seat=seat_name(seat, lang)))
            st.button(t("review.turning.show", lang), key=f"classroom_b_coach_show_{n}",
                      icon=":material/visibility:", on_click=go, args=(m.move,))
    st.caption(t("review.turning.note", lang, sims=rv.TURNING_POINTS_BUDGET.worlds,
                 side_size=table_params(record.start.rules, record.start.turn)["side_size"]))
