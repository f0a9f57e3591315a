"""The game sheet drawn: its deals as a table and the running totals as a chart with the
5000 line ([game.end]). The sheet itself is canasta_app.game_sheet.GameSheet."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from canasta_app import calculator as calc
from canasta_app.game_sheet import GameSheet, sheet_chart
from canasta_app.i18n import t
from canasta_core.scoring import GAME_TARGET

SERIES_COLOURS = ["#f2c14e", "#e4572e", "#9aa5b1"]  # North–South, East–West, the target


def draw_sheet_table(sheet: GameSheet, lang: str) -> None:
    """One row per deal: both sides' scores and running totals."""
    ns, ew = calc.side_name("NS", lang), calc.side_name("EW", lang)
    rows = sheet.rows()
    st.dataframe(pd.DataFrame({
        t("calculator.sheet.deal", lang): [r["deal"] for r in rows],
        ns: [r["NS"] for r in rows],
        ew: [r["EW"] for r in rows],
        t("calculator.sheet.total_col", lang, side=ns): [r["NS_total"] for r in rows],
        t("calculator.sheet.total_col", lang, side=ew): [r["EW_total"] for r in rows],
    }), hide_index=True)


def draw_sheet_chart(sheet: GameSheet, lang: str) -> None:
    """The running totals after each deal, from 0, against the target."""
    deal_label = t("calculator.sheet.deal", lang)
    rows = sheet.rows()
    st.subheader(t("calculator.sheet.chart", lang))
    chart = pd.DataFrame(
        {
            calc.side_name("NS", lang): [0] + [r["NS_total"] for r in rows],
            calc.side_name("EW", lang): [0] + [r["EW_total"] for r in rows],
            t("calculator.sheet.target", lang, target=GAME_TARGET): [GAME_TARGET] * (len(rows) + 1),
        },
        index=pd.Index(range(len(rows) + 1), name=deal_label),
    )
    st.altair_chart(sheet_chart(chart, deal_label, t("calculator.sheet.points", lang),
                                     SERIES_COLOURS),
                    key="calculator_sheet_chart")


__all__ = ["draw_sheet_chart", "draw_sheet_table"]
