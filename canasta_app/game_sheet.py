"""The game sheet ([game.end]): the deals of one game as a value (add, undo, totals, CSV out),
where the game stands in words, a CSV file read back (every problem named by line and column),
and the running totals as a chart. Every total comes from `canasta_core.game_status`."""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Final

import pandas as pd

import canasta_core as cc
from canasta_app.calc_error import CalcError
from canasta_core.positions import SIDES
from canasta_core.scoring import GAME_TARGET, GameStatus

MAX_DEAL_SCORE: Final = 20_000  # absolute value of one deal's score on the game sheet
MAX_CSV_BYTES: Final = 50 * 1024
MAX_CSV_ROWS: Final = 200
CSV_COLUMNS: Final = ("deal", "NS", "EW")



@dataclass(frozen=True, slots=True)
class GameSheet:
    """The deals of one game, in order, as (NS, EW) scores. A value: methods return new sheets."""

    deals: tuple[tuple[int, int], ...] = field(default_factory=tuple)

    @classmethod
    def of(cls, deals: Sequence[Sequence[int]]) -> GameSheet:
        sheet = cls()
        for ns, ew in deals:
            sheet = sheet.add(int(ns), int(ew))
        return sheet

    def status(self) -> GameStatus:
        return cc.game_status(list(self.deals))

    def add(self, ns: int, ew: int) -> GameSheet:
        """A sheet with one more deal; CalcError if the game is over or a score is unusable."""
        check_deal_score(ns, "NS")
        check_deal_score(ew, "EW")
        if len(self.deals) >= MAX_CSV_ROWS:
            raise CalcError("calculator.sheet.err.full", limit=MAX_CSV_ROWS)
        status = self.status()
        if status.finished:
            raise CalcError("calculator.sheet.err.finished", winner=status.winner or "")
        return replace(self, deals=(*self.deals, (ns, ew)))

    def undo(self) -> GameSheet:
        return replace(self, deals=self.deals[:-1])

    def rows(self) -> list[dict[str, int]]:
        """One row per deal: deal number, the deal's scores and the totals after it."""
        status = self.status()
        return [
            {"deal": i, "NS": ns, "EW": ew, "NS_total": after["NS"], "EW_total": after["EW"]}
            for i, ((ns, ew), after) in enumerate(zip(self.deals, status.history, strict=True), 1)
        ]

    def to_csv(self) -> str:
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\n")
        w.writerow(CSV_COLUMNS)
        for i, (ns, ew) in enumerate(self.deals, 1):
            w.writerow((i, ns, ew))
        return buf.getvalue()


def sheet_chart(totals: pd.DataFrame, deal_label: str, points_label: str,
                colors: Sequence[str]) -> Any:
    """The game sheet's running totals as lines, one per column of `totals` (index: deal number).

    An Altair chart (st.altair_chart shows it) rather than st.line_chart, so the axes can print
    whole numbers without an English thousands comma ("5000", as format_number writes them):
    "5,000" would read as five in Spanish.
    """
    import altair as alt  # only this chart needs it

    long = totals.reset_index(names="deal").melt(id_vars="deal", var_name="series",
                                                 value_name="points")
    return (
        alt.Chart(long)
        .mark_line(point=True)
        .encode(
            x=alt.X("deal:Q", title=deal_label, axis=alt.Axis(format="d", tickMinStep=1)),
            y=alt.Y("points:Q", title=points_label, axis=alt.Axis(format="d")),
            color=alt.Color("series:N", sort=list(totals.columns), title=None,
                            scale=alt.Scale(domain=list(totals.columns), range=list(colors)),
                            legend=alt.Legend(orient="top")),
            tooltip=[alt.Tooltip("deal:Q", title=deal_label), alt.Tooltip("series:N", title=" "),
                     alt.Tooltip("points:Q", title=points_label, format="d")],
        )
    )


def check_deal_score(value: int, side: str) -> None:
    if abs(value) > MAX_DEAL_SCORE:
        raise CalcError(
            "calculator.sheet.err.too_big", side=side, value=value, limit=MAX_DEAL_SCORE
        )
    if value % 5:
        raise CalcError("calculator.sheet.err.multiple5", side=side, value=value)


def result_message(status: GameStatus) -> tuple[str, str, dict[str, Any]]:
    """(kind, key, params) saying where the game stands: kind is 'won', 'tie' or 'on'."""
    totals = status.totals
    if status.finished and status.winner:
        loser = "EW" if status.winner == "NS" else "NS"
        return (
            "won",
            "calculator.sheet.won",
            {
                "winner": status.winner,
                "loser": loser,
                "win": totals[status.winner],
                "lose": totals[loser],
                "target": GAME_TARGET,
            },
        )
    if status.tie_at_target:
        return "tie", "calculator.sheet.tie", {"total": totals["NS"], "target": GAME_TARGET}
    if not status.history:
        return "on", "calculator.sheet.empty", {"target": GAME_TARGET}
    leader = max(SIDES, key=lambda s: totals[s])
    gap = GAME_TARGET - max(totals.values())
    if totals["NS"] == totals["EW"]:
        return (
            "on",
            "calculator.sheet.on_level",
            {"total": totals["NS"], "gap": gap, "target": GAME_TARGET},
        )
    return (
        "on",
        "calculator.sheet.on",
        {"leader": leader, "total": totals[leader], "gap": gap, "target": GAME_TARGET},
    )


# --- CSV import ----------------------------------------------------------------------------


def _int_cell(text: str) -> int | None:
    s = text.strip().replace("\u2212", "-")
    if s.startswith("+"):
        s = s[1:]
    if not s or not (s.isdigit() or (s[0] == "-" and s[1:].isdigit())):
        return None
    return int(s)


def check_csv_size(size: int) -> None:
    """CalcError if a file of `size` bytes is over the upload cap (checked before reading)."""
    if size > MAX_CSV_BYTES:
        raise CalcError(
            "calculator.csv.too_large", kb=round(size / 1024, 1), limit=MAX_CSV_BYTES // 1024
        )


def sheet_from_csv(data: bytes | str) -> GameSheet:
    """Read a game sheet written by GameSheet.to_csv (columns deal,NS,EW).

    Also accepts a semicolon separator (spreadsheets set to Spanish write one), a byte-order
    mark, surrounding spaces and blank lines. Raises CalcError saying what is wrong and how to
    fix it; it never returns a partial sheet.
    """
    check_csv_size(len(data.encode("utf-8")) if isinstance(data, str) else len(data))
    if isinstance(data, bytes):
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise CalcError("calculator.csv.not_text") from None
    else:
        text = data.removeprefix("\ufeff")
    lines = [ln for ln in text.splitlines() if ln.strip()]
    if not lines:
        raise CalcError("calculator.csv.empty")
    delimiter = ";" if ";" in lines[0] and "," not in lines[0] else ","
    rows = list(csv.reader(lines, delimiter=delimiter))
    header = [c.strip().lower() for c in rows[0]]
    if header != [c.lower() for c in CSV_COLUMNS]:
        raise CalcError(
            "calculator.csv.columns",
            found=delimiter.join(rows[0])[:80] or "—",
            expected=",".join(CSV_COLUMNS),
        )
    body = rows[1:]
    if not body:
        raise CalcError("calculator.csv.no_deals")
    if len(body) > MAX_CSV_ROWS:
        raise CalcError("calculator.csv.too_many", rows=len(body), limit=MAX_CSV_ROWS)
    deals: list[tuple[int, int]] = []
    for i, row in enumerate(body, 1):
        line_no = i + 1  # the header is line 1
        if len(row) != len(CSV_COLUMNS):
            raise CalcError("calculator.csv.cells", line=line_no, n=len(row))
        values = [_int_cell(c) for c in row]
        for col, cell, v in zip(CSV_COLUMNS, row, values, strict=True):
            if v is None:
                raise CalcError(
                    "calculator.csv.not_number",
                    line=line_no,
                    column=col,
                    value=cell.strip()[:20] or "—",
                )
        deal, ns, ew = (int(v) for v in values if v is not None)
        if deal != i:
            raise CalcError("calculator.csv.deal_number", line=line_no, value=deal, expected=i)
        for col, v in (("NS", ns), ("EW", ew)):
            if v % 5:
                raise CalcError("calculator.csv.multiple5", line=line_no, column=col, value=v)
            if abs(v) > MAX_DEAL_SCORE:
                raise CalcError(
                    "calculator.csv.too_big",
                    line=line_no,
                    column=col,
                    value=v,
                    limit=MAX_DEAL_SCORE,
                )
        deals.append((ns, ew))
    # [game.end]: nothing may follow the deal that won the game.
    for n in range(1, len(deals)):
        status = cc.game_status(deals[:n])
        if status.finished:
            raise CalcError(
                "calculator.csv.after_win", deal=n, winner=status.winner or "", extra=len(deals) - n
            )
    return GameSheet(tuple(deals))
