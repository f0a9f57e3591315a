"""Canasta by the numbers: many bot deals summed up (pandas), importable without Streamlit.

    chunks(n) -> [(start, count), ...]                   # the simulation in cached pieces
    frame(summaries) -> DataFrame                        # one row per deal
    freeze_table / end_table / turns_histogram / score_histogram / wins_table /
    checks_table (frame, lang) -> DataFrame              # the tables the page shows
    band_chart(...) -> an Altair chart; headline_figures(frame) -> {...}
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict
from typing import Any, Final

import pandas as pd

from canasta_app.text import keys as KEYS
from canasta_app.text.i18n import side_name, t
from canasta_core.bots import END_KINDS, FREEZE_CAUSES, DealSummary
from canasta_core.profiles import CLASSIC

SIM_MAX: Final = 5000
SIM_DEFAULT: Final = 500
SIM_CHUNK: Final = 50  # deals per cached chunk (and per progress-bar tick)



def chunks(n: int, size: int = SIM_CHUNK) -> list[tuple[int, int]]:
    """(start, count) pieces of a simulation of n deals."""
    return [(s, min(size, n - s)) for s in range(0, n, size)]


def frame(summaries: Sequence[DealSummary]) -> pd.DataFrame:
    """One row per deal."""
    rows = []
    for s in summaries:
        row = asdict(s)
        row["freeze_causes"] = ",".join(s.freeze_causes)
        row["winner"] = s.winner
        rows.append(row)
    return pd.DataFrame(rows)


def _share(k: int | float, n: int) -> float:
    return float(k) / n if n else 0.0


#: What froze a pile (canasta_core.bots.FREEZE_CAUSES), how a deal ended (END_KINDS), and the
#: deck checks, as the tables name them.
FREEZE_CAUSE: Final = {
    "upcard-wild": "classroom.sim.freeze.upcard-wild",
    "upcard-red-three": "classroom.sim.freeze.upcard-red-three",
    "wild-discard": "classroom.sim.freeze.wild-discard",
}
END_KIND: Final = {
    "out": "classroom.sim.end.out", "concealed": "classroom.sim.end.concealed",
    "stock-empty": "classroom.sim.end.stock-empty",
    "stock-declined": "classroom.sim.end.stock-declined",
    "last-red-three": "classroom.sim.end.last-red-three",
    "unfinished": "classroom.sim.end.unfinished",
}
CHECK: Final = {"cards": "classroom.sim.check.cards", "deck": "classroom.sim.check.deck"}


def freeze_table(df: pd.DataFrame, lang: str) -> pd.DataFrame:
    n = len(df)
    causes = df["freeze_causes"].str.split(",")
    rows = [(t("classroom.sim.freeze.any", lang), int(df["froze"].sum()))]
    for cause in FREEZE_CAUSES:
        k = int(causes.apply(lambda cs, c=cause: c in cs).sum())
        rows.append((t(FREEZE_CAUSE[cause], lang), k))
    return pd.DataFrame({
        t("classroom.sim.col.what", lang): [r[0] for r in rows],
        t("classroom.sim.col.deals", lang): [r[1] for r in rows],
        t("classroom.sim.col.share", lang): [_share(r[1], n) for r in rows],
    })


def end_table(df: pd.DataFrame, lang: str) -> pd.DataFrame:
    n = len(df)
    counts = df["end"].value_counts()
    kinds = [k for k in END_KINDS if k != "unfinished" or counts.get(k, 0)]
    return pd.DataFrame({
        t("classroom.sim.col.what", lang): [t(END_KIND[k], lang) for k in kinds],
        t("classroom.sim.col.deals", lang): [int(counts.get(k, 0)) for k in kinds],
        t("classroom.sim.col.share", lang): [_share(int(counts.get(k, 0)), n) for k in kinds],
    })


def turns_histogram(df: pd.DataFrame, lang: str, width: int = 5) -> pd.DataFrame:
    """Deals per band of turns (bands `width` turns wide), every band shown, in order."""
    bins = (df["turns"] // width) * width
    counts = bins.value_counts()
    lo, hi = int(bins.min()), int(bins.max())
    starts = list(range(lo, hi + width, width))
    return pd.DataFrame({
        t("classroom.sim.turns", lang): [f"{s}–{s + width - 1}" for s in starts],
        t("classroom.sim.col.deals", lang): [int(counts.get(s, 0)) for s in starts],
    })


def score_histogram(df: pd.DataFrame, lang: str, step: int = 250) -> pd.DataFrame:
    """Deals per band of deal score, one column per side."""
    ns = (df["score_ns"] // step) * step
    ew = (df["score_ew"] // step) * step
    lo = int(min(ns.min(), ew.min()))
    hi = int(max(ns.max(), ew.max()))
    starts = list(range(lo, hi + step, step))
    out = {t("classroom.sim.score", lang): [f"{s} … {s + step - 5}" for s in starts]}
    for side, col in (("NS", ns), ("EW", ew)):
        counts = col.value_counts()
        out[side_name(side, lang)] = [int(counts.get(s, 0)) for s in starts]
    return pd.DataFrame(out)


def wins_table(df: pd.DataFrame, lang: str) -> pd.DataFrame:
    n = len(df)
    rows = []
    for side in CLASSIC.side_names:
        low = side.lower()
        wins = int((df["winner"] == side).sum())
        rows.append({
            t("classroom.sim.col.side", lang): side_name(side, lang),
            t("classroom.sim.col.bot", lang): t(KEYS.BOT[df[f'bots_{low}'].iloc[0]], lang)
            if n else "",
            t("classroom.sim.col.wins", lang): wins,
            t("classroom.sim.col.win_rate", lang): _share(wins, n),
            t("classroom.sim.col.avg_score", lang): float(df[f"score_{low}"].mean()) if n else 0.0,
            t("classroom.sim.col.canastas", lang): float(df[f"canastas_{low}"].mean()) if n else 0.0,
        })
    return pd.DataFrame(rows)


def checks_table(df: pd.DataFrame, lang: str) -> pd.DataFrame:
    n = len(df)
    rows = []
    for key, ok in (("cards", df["cards"] == 108), ("deck", df["deck_ok"])):
        bad = int((~ok).sum())
        value = (t("classroom.sim.check.ok", lang, n=n) if bad == 0
                 else t("classroom.sim.check.bad", lang, bad=bad, n=n))
        rows.append({t("classroom.sim.col.what", lang): t(CHECK[key], lang),
                     t("classroom.sim.col.value", lang): value})
    return pd.DataFrame(rows)


#: Bar colours: the theme's gold and a light sky blue, both ≥ 4.5:1 against the page's green.
BAR_COLOURS: Final = ("#E8B64C", "#9FD8FF")


def band_chart(frame: pd.DataFrame, band: str, values: Sequence[str], count: str,
               big: bool = False) -> Any:
    """Horizontal bars, one row per band of `frame[band]` (in the frame's order), one bar per
    column in `values` (grouped, with a legend, when there are several); `count` names the bars'
    axis. Horizontal, so a band's label is written out level instead of rotated; `big` sets
    projector-size type and height. An Altair chart (st.altair_chart shows it)."""
    import altair as alt  # only this chart needs it

    long = frame.melt(id_vars=[band], value_vars=list(values), var_name="series",
                      value_name="deals").rename(columns={band: "band"})
    type_px = 20 if big else 13
    row_px = (30 if big else 20) if len(values) == 1 else (19 if big else 12) * len(values)
    enc: dict[str, Any] = {
        "y": alt.Y("band:N", sort=list(frame[band]), title=band),
        # "d": whole numbers without an English thousands comma, as format_number writes them
        "x": alt.X("deals:Q", title=count, axis=alt.Axis(format="d", tickMinStep=1)),
        "tooltip": [alt.Tooltip("band:N", title=band), alt.Tooltip("series:N", title=" "),
                    alt.Tooltip("deals:Q", title=count)],
    }
    if len(values) > 1:
        enc["yOffset"] = alt.YOffset("series:N", sort=list(values))
        # light colours on the dark green page (the default dark blue vanished on a projector)
        enc["color"] = alt.Color("series:N", sort=list(values),
                                 scale=alt.Scale(range=list(BAR_COLOURS[:len(values)])),
                                 legend=alt.Legend(orient="top", title=None))
    return (
        alt.Chart(long)
        .mark_bar(color=BAR_COLOURS[0])
        .encode(**enc)
        .properties(height=min(row_px * len(frame), 900) or 100)
        .configure_axis(labelFontSize=type_px, titleFontSize=type_px + 2, labelLimit=400)
        .configure_legend(labelFontSize=type_px, symbolSize=type_px * 12)
    )


def headline_figures(df: pd.DataFrame) -> dict[str, float]:
    n = len(df)
    return {
        "deals": float(n),
        "avg_turns": float(df["turns"].mean()) if n else 0.0,
        "froze": _share(int(df["froze"].sum()), n),
        "out": _share(int(df["end"].isin(["out", "concealed"]).sum()), n),
        "concealed": _share(int((df["end"] == "concealed").sum()), n),
        "stock_out": _share(int(df["end"].isin(
            ["stock-declined", "stock-empty", "last-red-three"]).sum()), n),
    }


__all__ = [
    "SIM_CHUNK", "SIM_DEFAULT", "SIM_MAX", "band_chart", "checks_table", "chunks", "end_table",
    "frame", "freeze_table", "headline_figures", "score_histogram", "turns_histogram",
    "wins_table",
]
