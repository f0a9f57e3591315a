"""The classroom page's logic, importable without Streamlit: settings from a link, the bot deal
behind the narrated table, and the tables of "Canasta by the numbers" (pandas).

    read_params(query) -> (TableSettings, problems)      # never raises; problems are translated
    permalink(settings, lang) -> "./classroom?seed=7&dealer=N&ns=heuristic&ew=random&step=23..."
    deal_record(seed, dealer, ns, ew) -> DealRecord      # the bots' deal, reproducible
    seat_view(position, view) -> Position                # what a view may see (for links)
    just_played(before, after) -> {"meld:NS:K": (...)}   # cards to highlight after a move
    frame(summaries) -> DataFrame; freeze_table / end_table / turns_histogram /
    score_histogram / wins_table / checks_table (frame, lang) -> DataFrame
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, replace
from typing import Any, Final
from urllib.parse import urlencode

import pandas as pd

from canasta_app.i18n import side_name, t
from canasta_core.bots import (
    BOT_KINDS,
    END_KINDS,
    FREEZE_CAUSES,
    DealRecord,
    DealSummary,
    play_deal,
)
from canasta_core.players import make_bot
from canasta_core.positions import SEATS, SIDES, Position

SEED_MAX: Final = 999_999_999
SIM_MAX: Final = 5000
SIM_DEFAULT: Final = 500
SIM_CHUNK: Final = 50  # deals per cached chunk (and per progress-bar tick)
TABLE_MAX_ACTIONS: Final = 2000  # a classroom deal longer than this is shown as unfinished
VIEWS: Final = ("all", "counts", *SEATS)
SPEEDS: Final = (3.0, 2.0, 1.0, 0.5)  # seconds per move for auto-play
DEFAULT_SPEED: Final = 2.0
MAX_PARAM: Final = 40  # characters of a query value we look at


@dataclass(frozen=True, slots=True)
class TableSettings:
    seed: int = 7
    dealer: str = "N"
    ns: str = "heuristic"
    ew: str = "heuristic"
    step: int = 0
    view: str = "all"
    present: bool = False  # presentation mode (the projector layout)


Problem = tuple[str, dict[str, object]]  # (string key, params) — translated by the page


def _int(raw: str, lo: int, hi: int) -> int | None:
    s = raw.strip()
    if not s or len(s) > 12 or not (s.isdigit() or (s[0] in "+-" and s[1:].isdigit())):
        return None
    v = int(s)
    return v if lo <= v <= hi else None


def read_params(query: Mapping[str, str]) -> tuple[TableSettings, list[Problem]]:
    """Settings from a link's query parameters; anything unusable falls back to the default
    and is reported (never an exception). `step` is checked against the deal later."""
    d = TableSettings()
    seed, dealer, ns, ew, step, view = d.seed, d.dealer, d.ns, d.ew, d.step, d.view
    present = d.present
    problems: list[Problem] = []

    def get(key: str) -> str | None:
        v = query.get(key)
        return None if v is None else str(v)[:MAX_PARAM]

    raw = get("seed")
    if raw is not None:
        v = _int(raw, 0, SEED_MAX)
        if v is None:
            problems.append(("classroom.bad.seed", {"value": raw, "max": SEED_MAX}))
        else:
            seed = v
    raw = get("dealer")
    if raw is not None:
        if raw.strip().upper() in SEATS:
            dealer = raw.strip().upper()
        else:
            problems.append(("classroom.bad.dealer", {"value": raw}))
    bots = {"ns": ns, "ew": ew}
    for key in ("ns", "ew"):
        raw = get(key)
        if raw is not None:
            if raw.strip().lower() in BOT_KINDS:
                bots[key] = raw.strip().lower()
            else:
                problems.append(("classroom.bad.bot", {"value": raw}))
    raw = get("step")
    if raw is not None:
        v = _int(raw, 0, TABLE_MAX_ACTIONS)
        if v is None:
            problems.append(("classroom.bad.step", {"value": raw}))
        else:
            step = v
    raw = get("view")
    if raw is not None:
        w = raw.strip()
        w = w.upper() if w.upper() in SEATS else w.lower()
        if w in VIEWS:
            view = w
        else:
            problems.append(("classroom.bad.view", {"value": raw}))
    raw = get("present")
    if raw is not None:
        if raw.strip() in ("0", "1"):
            present = raw.strip() == "1"
        else:
            problems.append(("classroom.bad.present", {"value": raw}))
    return TableSettings(seed, dealer, bots["ns"], bots["ew"], step, view, present), problems


def query_for(s: TableSettings) -> dict[str, str]:
    """The link's parameters; `present` only when on (a plain link opens the normal page)."""
    out = {"seed": str(s.seed), "dealer": s.dealer, "ns": s.ns, "ew": s.ew,
           "step": str(s.step), "view": s.view}
    if s.present:
        out["present"] = "1"
    return out


def permalink(s: TableSettings, lang: str) -> str:
    """A relative link that reopens this deal at this move."""
    return "./classroom?" + urlencode({**query_for(s), "lang": lang})


def deal_record(seed: int, dealer: str, ns: str, ew: str) -> DealRecord:
    """The bots' deal for these settings: the same settings always give the same deal."""
    bots = {"NS": make_bot(ns, seed * 2 + 1), "EW": make_bot(ew, seed * 2 + 2)}
    return play_deal(seed, bots, dealer=dealer, max_actions=TABLE_MAX_ACTIONS)


def seat_view(pos: Position, view: str) -> Position:
    """The position as `view` sees it: hands it may not see become counts, and so does the stock
    (its order is nobody's to see). "all" is the position itself. A link built from this value
    (the sandbox's) carries no card the view hides."""
    if view == "all":
        return pos
    hands = {s: (h if s == view else pos.hand_size(s)) for s, h in pos.hands.items()}
    return replace(pos, hands=hands, stock=pos.stock_size)


def _added(before: Sequence[str], after: Sequence[str]) -> tuple[str, ...]:
    """The cards of `after` that `before` did not have (as a multiset)."""
    left = Counter(before)
    out = []
    for c in after:
        if left[c]:
            left[c] -= 1
        else:
            out.append(c)
    return tuple(out)


def just_played(before: Position, after: Position) -> dict[str, tuple[str, ...]]:
    """Where cards arrived in one move, for the table to highlight: "hand:N", "meld:NS:K",
    "red:EW" and "pile" (the card discarded on top). A hand given as a count has no entry."""
    out: dict[str, tuple[str, ...]] = {}
    for seat, hand in after.hands.items():
        was = before.hands.get(seat, ())
        if not isinstance(hand, int) and not isinstance(was, int):
            new = _added(was, hand)
            if new:
                out[f"hand:{seat}"] = new
    for side in after.rules.side_names:  # the position's profile's sides
        melds = after.melds.get(side, {})
        for rank, cards in melds.items():
            new = _added(before.melds.get(side, {}).get(rank, ()), cards)
            if new:
                out[f"meld:{side}:{rank}"] = new
        new = _added(before.red_threes.get(side, ()), after.red_threes.get(side, ()))
        if new:
            out[f"red:{side}"] = new
    if len(after.pile) > len(before.pile):
        out["pile"] = (after.pile[-1],)
    return out


# --- Canasta by the numbers ---------------------------------------------------------------------

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


def freeze_table(df: pd.DataFrame, lang: str) -> pd.DataFrame:
    n = len(df)
    causes = df["freeze_causes"].str.split(",")
    rows = [(t("classroom.sim.freeze.any", lang), int(df["froze"].sum()))]
    for cause in FREEZE_CAUSES:
        k = int(causes.apply(lambda cs, c=cause: c in cs).sum())
        rows.append((t(f"classroom.sim.freeze.{cause}", lang), k))
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
        t("classroom.sim.col.what", lang): [t(f"classroom.sim.end.{k}", lang) for k in kinds],
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
    for side in SIDES:
        low = side.lower()
        wins = int((df["winner"] == side).sum())
        rows.append({
            t("classroom.sim.col.side", lang): side_name(side, lang),
            t("classroom.sim.col.bot", lang): t(f"classroom.bot.{df[f'bots_{low}'].iloc[0]}", lang)
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
        rows.append({t("classroom.sim.col.what", lang): t(f"classroom.sim.check.{key}", lang),
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
    "DEFAULT_SPEED", "SEED_MAX", "SIM_CHUNK", "SIM_DEFAULT", "SIM_MAX", "SPEEDS",
    "TABLE_MAX_ACTIONS", "VIEWS", "TableSettings", "band_chart", "checks_table", "chunks", "deal_record",
    "end_table", "frame", "freeze_table", "headline_figures", "just_played", "permalink",
    "query_for", "read_params", "score_histogram", "seat_view", "turns_histogram", "wins_table",
]
