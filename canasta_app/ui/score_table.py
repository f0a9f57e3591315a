"""The per-side score table of one deal (pandas), large enough to read on a projector.

pandas is imported when a table is first drawn, not with this module: the shared tables' page
imports it for a deal's scoring, and its lobby and a deal in play need no pandas (about 0.3 s of
a server's first visit to the page)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

import streamlit as st

from canasta_app.text import keys as KEYS
from canasta_app.text.i18n import side_name, t
from canasta_app.ui.score_lines import LINES, fmt_points
from canasta_core.profiles import CLASSIC

if TYPE_CHECKING:
    import pandas as pd


def breakdown_frame(breakdown: Mapping[str, Mapping[str, int]], lang: str,
                    names: Mapping[str, str] | None = None) -> pd.DataFrame:
    """Rows: melded cards, cards left in hands, canasta bonuses, red threes, going out, total;
    one column per side, in `lang`. Values stay integers (the view formats them). `names`
    (side -> its name, in order) for another profile's sides; classic by default."""
    import pandas as pd

    sides = [s for s in CLASSIC.side_names if s in breakdown] if names is None else list(names)
    label = (lambda s: side_name(s, lang)) if names is None else names.__getitem__
    frame = pd.DataFrame(
        {label(s): [int(breakdown[s].get(line, 0)) for line in LINES] for s in sides},
        index=pd.Index(
            [t(KEYS.CALC_LINE[line], lang) for line in LINES],
            name=t("calculator.table.part", lang),
        ),
    )
    return frame


def render_breakdown(breakdown: dict[str, dict[str, int]], lang: str,
                     names: Mapping[str, str] | None = None) -> None:
    """Show a deal's score per side: each line of [score.deal] and the deal's total."""
    frame = breakdown_frame(breakdown, lang, names).reset_index()
    label_col = frame.columns[0]
    total_label = t("calculator.table.total", lang)
    base = "font-size: 1.35rem; padding: 0.4rem 1rem;"

    def style_row(row: pd.Series) -> list[str]:
        bold = row[label_col] == total_label
        extra = " font-weight: 700; border-top: 3px solid currentColor;" if bold else ""
        return [
            base + extra + ("" if col == label_col else " text-align: right; white-space: nowrap;")
            for col in row.index
        ]

    # A side of three seats has a long name ("North – South-East – South-West"): its header
    # wraps, so the table fits its column instead of scrolling sideways.
    wrap = "normal" if any(len(str(c)) > 16 for c in frame.columns[1:]) else "nowrap"
    styler = (
        frame.style.format(fmt_points, subset=[c for c in frame.columns if c != label_col])
        .apply(style_row, axis=1)
        .hide(axis="index")
        .set_table_styles(
            [
                {
                    "selector": "th",
                    "props": "font-size: 1.2rem; font-weight: 700; padding: 0.4rem 1rem; "
                    f"white-space: {wrap} !important;",
                },
                {"selector": "th:not(:first-child)", "props": "text-align: right !important;"},
                # Streamlit wraps header text in a Markdown block of its own
                {"selector": "th *", "props": f"white-space: {wrap} !important;"},
            ]
        )
    )
    st.table(styler)
