"""Canasta by the numbers: many bot deals simulated (cached in chunks, with progress), then
what happened in them as figures, tables and charts (canasta_app.classroom.model computes them)."""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import partial
from typing import Any

import pandas as pd
import streamlit as st

from canasta_app.classroom import deal_numbers as numbers
from canasta_app.classroom import model as cl
from canasta_app.text import keys as KEYS
from canasta_app.text.i18n import format_number, format_percent, t
from canasta_app.text.narration import side_name
from canasta_core.bots import QUICK_BOT_KINDS, DealSummary
from canasta_core.players import simulate
from canasta_core.profiles import CLASSIC

W = "classroom_w_"


def bot_label(kind: str, lang: str) -> str:
    return t(KEYS.BOT[kind], lang)


@st.cache_data(max_entries=500, show_spinner=False)  # 500 chunks = 25,000 deals
def _sim_chunk(ns: str, ew: str, seed: int, start: int, count: int) -> list[DealSummary]:
    return simulate(count, (ns, ew), seed=seed, start=start)




def _pct(x: float, lang: str) -> str:
    return format_percent(x, lang, 0 if x >= 0.1 or x == 0 else 1)


def _styled(frame: pd.DataFrame, lang: str, percent: tuple[str, ...] = (),
            digits: dict[str, int] | None = None) -> Any:
    """Shares (0..1) as percentages with one decimal and other figures with `digits`, in the
    language's notation (1,6 % in Spanish); the cells stay numbers, so the columns still sort."""
    fmt: dict[str, Any] = {c: (lambda v: format_percent(v, lang)) for c in percent}
    fmt.update({c: (lambda v, d=d: format_number(v, lang, d)) for c, d in (digits or {}).items()})
    return frame.style.format(fmt)


def _show_frame(styled: Any, big: bool) -> None:
    """A results table: sortable in normal mode, large HTML type on a projector (the sortable
    grid draws on a canvas that ignores the page's type size)."""
    if big:
        st.table(styled.hide(axis="index"))
    else:
        st.dataframe(styled, hide_index=True)


def _render_numbers(summaries: list[DealSummary], seconds: float | None, lang: str,
                    big: bool) -> None:
    def tr(key: str, **params: object) -> str:
        return t(key, lang, **params)

    df = numbers.frame(summaries)
    n = len(df)
    if seconds is not None and seconds >= 0.05:  # "played in 0.0 s" was a cache answering
        st.caption(tr("classroom.sim.done", n=n, seconds=format_number(seconds, lang, 1)))
    else:
        st.caption(tr("classroom.sim.cached", n=n))
    fig = numbers.headline_figures(df)
    m = st.columns(4)
    m[0].metric(tr("classroom.sim.deals"), format_number(n, lang, grouping=True))
    m[1].metric(tr("classroom.sim.avg_turns"), format_number(fig["avg_turns"], lang, 1))
    m[2].metric(tr("classroom.sim.froze_share"), _pct(fig["froze"], lang))
    m[3].metric(tr("classroom.sim.out_share"), _pct(fig["out"], lang))

    share = (tr("classroom.sim.col.share"),)
    left, right = st.columns(2)
    with left:
        st.subheader(tr("classroom.sim.freeze_title"), anchor=False)
        _show_frame(_styled(numbers.freeze_table(df, lang), lang, share), big)
        st.caption(f"{tr('classroom.sim.freeze.avg')}: "
                   f"{format_number(df['freezes'].mean(), lang, 2)}. "
                   f"{tr('classroom.sim.freeze.overlap')}")
    with right:
        st.subheader(tr("classroom.sim.end_title"), anchor=False)
        _show_frame(_styled(numbers.end_table(df, lang), lang, share), big)
        st.caption(tr("classroom.sim.stock_out", share=_pct(fig["stock_out"], lang),
                      concealed=_pct(fig["concealed"], lang)))

    deals = tr("classroom.sim.col.deals")
    left, right = st.columns(2)
    with left:
        st.subheader(tr("classroom.sim.length_title"), anchor=False)
        st.caption(tr("classroom.sim.length_caption"))
        hist = numbers.turns_histogram(df, lang)
        st.altair_chart(numbers.band_chart(hist, tr("classroom.sim.turns"), [deals], deals, big),
                        key="classroom_chart_turns")
    with right:
        st.subheader(tr("classroom.sim.scores_title"), anchor=False)
        st.caption(tr("classroom.sim.scores_caption", step=250))
        scores = numbers.score_histogram(df, lang, step=250)
        sides = [side_name(s, lang) for s in CLASSIC.side_names]
        st.altair_chart(numbers.band_chart(scores, tr("classroom.sim.score"), sides, deals, big),
                        key="classroom_chart_scores")

    st.subheader(tr("classroom.sim.wins_title"), anchor=False)
    st.caption(tr("classroom.sim.wins_caption"))
    rate = tr("classroom.sim.col.win_rate")
    wins = _styled(numbers.wins_table(df, lang), lang, (rate,), {
        tr("classroom.sim.col.avg_score"): 0, tr("classroom.sim.col.canastas"): 2})
    _show_frame(wins, big)
    ties = int((df["winner"] == "tie").sum())
    if ties:
        st.caption(f"{tr('classroom.sim.ties')}: {ties}")

    st.subheader(tr("classroom.sim.check_title"), anchor=False)
    checks = numbers.checks_table(df, lang)
    st.table(checks.set_index(checks.columns[0]))


def render_numbers_tab(lang: str, big: bool) -> None:
    """The form (deals, bots, seed), the run with its progress, and the results."""
    ss = st.session_state

    def tr(key: str, **params: object) -> str:
        return t(key, lang, **params)

    _bot_label = partial(bot_label, lang=lang)
    with st.container(key="classroom_numbers"):
        _form_and_run(ss, tr, _bot_label, lang, big)


def _form_and_run(ss: Any, tr: Callable[..., str], _bot_label: Callable[[str], str], lang: str,
                  big: bool) -> None:
    st.caption(tr("classroom.sim.intro"))
    with st.form("classroom_sim_form", border=True):
        f1, f2, f3, f4 = st.columns([1, 1, 1, 1])
        n_in = f1.number_input(tr("classroom.sim.n"), min_value=1, max_value=numbers.SIM_MAX,
                               value=numbers.SIM_DEFAULT, step=100, key=W + "sim_n",
                               help=tr("classroom.sim.n_help", max=format_number(numbers.SIM_MAX, lang, grouping=True)))
        ns_in = f2.selectbox(tr("classroom.ns_bot"), QUICK_BOT_KINDS, key=W + "sim_ns",
                             format_func=_bot_label)
        ew_in = f3.selectbox(tr("classroom.ew_bot"), QUICK_BOT_KINDS, index=1, key=W + "sim_ew",
                             format_func=_bot_label)
        seed_in = f4.number_input(tr("classroom.sim.seed"), min_value=0, max_value=cl.SEED_MAX,
                                  value=1, step=1, key=W + "sim_seed")
        if st.form_submit_button(tr("classroom.sim.run"), type="primary",
                                 icon=":material/play_arrow:"):
            n_ok = max(1, min(int(n_in), numbers.SIM_MAX))
            ss["classroom_sim"] = (n_ok, str(ns_in), str(ew_in), int(seed_in))

    params = ss.get("classroom_sim")
    if not params:
        st.info(tr("classroom.sim.empty"), icon=":material/bar_chart:")
    else:
        n_sim, ns_sim, ew_sim, seed_sim = params
        fresh = ss.get("classroom_sim_done") != params
        progress = st.progress(0.0, text=tr("classroom.sim.running", done=0, total=n_sim)) \
            if fresh else None
        started = time.perf_counter()
        results: list[DealSummary] = []
        for start, count in numbers.chunks(n_sim):
            results.extend(_sim_chunk(ns_sim, ew_sim, seed_sim, start, count))
            if progress is not None:
                progress.progress(len(results) / n_sim,
                                  text=tr("classroom.sim.running", done=len(results), total=n_sim))
        if progress is not None:
            progress.empty()
            ss["classroom_sim_done"] = params
            ss["classroom_sim_seconds"] = time.perf_counter() - started
        _render_numbers(results, ss.get("classroom_sim_seconds") if fresh else None, lang, big)


__all__ = ["bot_label", "render_numbers_tab"]
