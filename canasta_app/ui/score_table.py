"""The per-side score table of one deal (pandas), large enough to read on a projector.

pandas is imported when a table is first drawn, not with this module: the shared tables' page
imports it for a deal's scoring, and its lobby and a deal in play need no pandas (about 0.3 s of
a server's first visit to the page)."""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
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


def sheet_html(sides: Sequence[str], rows: Sequence[Sequence[int]], deal_label: str,
               total_label: str) -> str:
    """The game sheet as a phone reads it: a column per side, a row per deal, each cell the
    deal's points and, under them, the side's total after that deal (a paper sheet's running
    total), so a side's column is one narrow column, not two: three sides fit 390 px without
    scrolling sideways. `rows`: (deal number, each side's points, each side's total after it). Every label escaped."""
    n = len(sides)
    head = "".join(f'<th scope="col">{html.escape(s)}</th>' for s in sides)
    body = []
    for row in rows:
        number, points, totals = row[0], row[1:1 + n], row[1 + n:1 + 2 * n]
        cells = "".join(
            f'<td><span class="cc-sheet-pts">{html.escape(fmt_points(int(p)))}</span>'
            f'<span class="cc-sheet-total">{html.escape(total_label)} '
            f'{html.escape(fmt_points(int(tot)))}</span></td>'
            for p, tot in zip(points, totals, strict=True))
        body.append(f'<tr><th scope="row">{int(number)}</th>{cells}</tr>')
    return (f'<table class="cc-sheet"><thead><tr><th scope="col">{html.escape(deal_label)}'
            f"</th>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>")


#: The game sheet's table (sheet_html): within the column on a phone, its numbers large.
SHEET_CSS = """<style>
.cc-sheet { width: 100%; border-collapse: collapse; table-layout: fixed; font-size: 1.05rem; }
.cc-sheet th, .cc-sheet td { padding: 0.35rem 0.5rem; text-align: right;
  border-bottom: 1px solid color-mix(in srgb, currentColor 22%, transparent); overflow-wrap: anywhere; }
.cc-sheet thead th { font-weight: 700; vertical-align: bottom; }
.cc-sheet th:first-child { text-align: left; width: 3.6rem; }
.cc-sheet-pts { display: block; font-weight: 700; white-space: nowrap; }
.cc-sheet-total { display: block; font-size: 0.85rem; opacity: 0.8; white-space: nowrap; }
</style>"""


def render_sheet(sides: Sequence[str], rows: Sequence[Sequence[int]], lang: str) -> None:
    """Draw the game sheet (sheet_html) with its style and its labels in `lang` (one pair of
    words for every sheet on the site: the practice table's and the shared tables')."""
    st.html(SHEET_CSS + sheet_html(sides, rows, t("components.sheet.deal", lang),
                                   t("components.sheet.total", lang)))
