"""The game sheet drawn: its deals as a table and the running totals as a chart with the
5000 line ([game.end]). The sheet itself is canasta_app.domain.game_sheet.GameSheet."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from canasta_app.calculator import model as calc
from canasta_app.domain.game_sheet import GameSheet, sheet_chart
from canasta_app.text.i18n import t
from canasta_core.profiles import CLASSIC

SERIES_COLOURS = ["#f2c14e", "#e4572e", "#9aa5b1"]  # North–South, East–West, the target
EXTRA_COLOURS = ["#4ea8de"]  # a third player's line (three players)


def _names(sheet: GameSheet, lang: str, names: dict[str, str] | None) -> dict[str, str]:
    return names or {s: calc.side_name(s, lang) for s in sheet.sides}


def draw_sheet_table(sheet: GameSheet, lang: str, names: dict[str, str] | None = None) -> None:
    """One row per deal: every side's score and running total (the sheet's table's sides)."""
    names = _names(sheet, lang, names)
    rows = sheet.rows()
    columns: dict[str, list[int]] = {t("components.sheet.deal", lang): [r["deal"] for r in rows]}
    for s in sheet.sides:
        columns[names[s]] = [r[s] for r in rows]
    for s in sheet.sides:
        columns[t("calculator.sheet.total_col", lang, side=names[s])] = [
            r[f"{s}_total"] for r in rows]
    st.dataframe(pd.DataFrame(columns), hide_index=True)


def draw_sheet_chart(sheet: GameSheet, lang: str, names: dict[str, str] | None = None) -> None:
    """The running totals after each deal, from 0, against the target."""
    names = _names(sheet, lang, names)
    deal_label = t("components.sheet.deal", lang)
    rows = sheet.rows()
    st.subheader(t("calculator.sheet.chart", lang))
    series: dict[str, list[int]] = {
        names[s]: [0] + [r[f"{s}_total"] for r in rows] for s in sheet.sides}
    series[t("calculator.sheet.target", lang, target=CLASSIC.target)] = [CLASSIC.target] * (len(rows) + 1)
    chart = pd.DataFrame(series, index=pd.Index(range(len(rows) + 1), name=deal_label))
    colours = [*SERIES_COLOURS[:2], *EXTRA_COLOURS][:len(sheet.sides)] + [SERIES_COLOURS[2]]
    st.altair_chart(sheet_chart(chart, deal_label, t("calculator.sheet.points", lang), colours),
                    key="calculator_sheet_chart")


__all__ = ["draw_sheet_chart", "draw_sheet_table"]
