"""The game sheet ([game.end], [two.end], [three.end], [six.end]): the deals of one game at one
table (profiles.md: its sides are the sheet's columns) as a value (add, undo, totals, CSV out),
where the game stands in words, a CSV file read back (every problem named by line and column;
its header names the table), and the running totals as a chart. Every total comes from
`canasta_core.game_status`."""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Final

import pandas as pd

import canasta_core as cc
from canasta_app.domain.calc_errors import CalcError
from canasta_core.profiles import CLASSIC, PROFILES
from canasta_core.scoring import GameStatus

MAX_DEAL_SCORE: Final = 20_000  # absolute value of one deal's score on the game sheet
MAX_CSV_BYTES: Final = 50 * 1024
MAX_CSV_ROWS: Final = 200
CSV_COLUMNS: Final = ("deal", "NS", "EW")  # the classic table's; `csv_columns` for any


def csv_columns(profile: str) -> tuple[str, ...]:
    """The CSV header of a table's game sheet: the deal number, then one column per side."""
    return ("deal", *PROFILES[profile].side_names)


def sheet_rows(sides: Sequence[str], deals: Sequence[Sequence[int]],
               status: GameStatus) -> list[dict[str, int]]:
    """A game sheet's rows (the calculator's sheet and the practice table's): one per deal, its
    number, each side's score and each side's total after it."""
    out = []
    for i, (row, after) in enumerate(zip(deals, status.history, strict=True), 1):
        line = {"deal": i}
        line.update(zip(sides, row, strict=True))
        line.update({f"{s}_total": after[s] for s in sides})
        out.append(line)
    return out


@dataclass(frozen=True, slots=True)
class GameSheet:
    """The deals of one game at one table, in order, each a score per side in the profile's
    side order (classic: NS, EW). A value: methods return new sheets."""

    deals: tuple[tuple[int, ...], ...] = field(default_factory=tuple)
    profile: str = CLASSIC.name

    @property
    def sides(self) -> tuple[str, ...]:
        return PROFILES[self.profile].side_names

    @classmethod
    def of(cls, deals: Sequence[Sequence[int]], profile: str = CLASSIC.name) -> GameSheet:
        sheet = cls((), profile)
        for scores in deals:
            sheet = sheet.add(*(int(v) for v in scores))
        return sheet

    def status(self) -> GameStatus:
        return cc.game_status(list(self.deals), self.profile)

    def add(self, *scores: int) -> GameSheet:
        """A sheet with one more deal (a score per side, in order); CalcError if the game is
        over or a score is unusable, ValueError when the count is not the number of sides."""
        if len(scores) != len(self.sides):
            raise ValueError(f"{len(self.sides)} scores expected, got {len(scores)}")
        for side, value in zip(self.sides, scores, strict=True):
            check_deal_score(value, side)
        if len(self.deals) >= MAX_CSV_ROWS:
            raise CalcError("calculator.sheet.err.full", limit=MAX_CSV_ROWS)
        status = self.status()
        if status.finished:
            raise CalcError("calculator.sheet.err.finished", winner=status.winner or "")
        return replace(self, deals=(*self.deals, tuple(scores)))

    def undo(self) -> GameSheet:
        return replace(self, deals=self.deals[:-1])

    def rows(self) -> list[dict[str, int]]:
        """One row per deal: deal number, each side's score and each side's total after it."""
        return sheet_rows(self.sides, self.deals, self.status())

    def to_csv(self) -> str:
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\n")
        w.writerow(csv_columns(self.profile))
        for i, row in enumerate(self.deals, 1):
            w.writerow((i, *row))
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


def result_message(status: GameStatus, profile: str = CLASSIC.name
                   ) -> tuple[str, str, dict[str, Any]]:
    """(kind, key, params) saying where the game stands: kind is 'won', 'tie' or 'on'. The
    classic sentences name both sides; another table's ("practice.sheet.…") name the winner
    or the leader only (three sides have no single loser). Side params are side codes."""
    totals = status.totals
    sides = PROFILES[profile].side_names
    target = PROFILES[profile].target
    classic = profile == CLASSIC.name
    best = max(totals.values()) if totals else 0
    if status.finished and status.winner:
        if not classic:
            return "won", "practice.sheet.won", {"winner": status.winner, "win": best,
                                                 "target": target}
        loser = "EW" if status.winner == "NS" else "NS"
        return (
            "won",
            "calculator.sheet.won",
            {
                "winner": status.winner,
                "loser": loser,
                "win": totals[status.winner],
                "lose": totals[loser],
                "target": target,
            },
        )
    if status.tie_at_target:
        return "tie", "calculator.sheet.tie" if classic else "practice.sheet.tie", {
            "total": best, "target": target}
    if not status.history:
        return "on", "calculator.sheet.empty", {"target": target}
    leaders = [s for s in sides if totals[s] == best]
    gap = target - best
    if len(leaders) > 1:
        return ("on", "calculator.sheet.on_level" if classic else "practice.sheet.on_level",
                {"total": best, "gap": gap, "target": target})
    return (
        "on",
        "calculator.sheet.on" if classic else "practice.sheet.on",
        {"leader": leaders[0], "total": best, "gap": gap, "target": target},
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


def sheet_from_csv(data: bytes | str, profile: str = CLASSIC.name) -> GameSheet:
    """Read a game sheet written by GameSheet.to_csv (columns deal,NS,EW at four players; the
    header names the table: deal,N,S two players, deal,N,E,S three, deal,A,B six). The sheet
    read is at the table its header names; `profile` is the table the error names when the
    header names none.

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
    table = next((name for name in (profile, *PROFILES)
                  if header == [c.lower() for c in csv_columns(name)]), None)
    if table is None:
        raise CalcError(
            "calculator.csv.columns",
            found=delimiter.join(rows[0])[:80] or "—",
            expected=",".join(csv_columns(profile)),
        )
    columns = csv_columns(table)
    body = rows[1:]
    if not body:
        raise CalcError("calculator.csv.no_deals")
    if len(body) > MAX_CSV_ROWS:
        raise CalcError("calculator.csv.too_many", rows=len(body), limit=MAX_CSV_ROWS)
    deals: list[tuple[int, int]] = []
    for i, row in enumerate(body, 1):
        line_no = i + 1  # the header is line 1
        if len(row) != len(columns):
            raise CalcError("calculator.csv.cells", line=line_no, n=len(row), want=len(columns))
        values = [_int_cell(c) for c in row]
        for col, cell, v in zip(columns, row, values, strict=True):
            if v is None:
                raise CalcError(
                    "calculator.csv.not_number",
                    line=line_no,
                    column=col,
                    value=cell.strip()[:20] or "—",
                )
        deal, *scores = (int(v) for v in values if v is not None)
        if deal != i:
            raise CalcError("calculator.csv.deal_number", line=line_no, value=deal, expected=i)
        for col, v in zip(columns[1:], scores, strict=True):
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
        deals.append(tuple(scores))
    # [game.end]: nothing may follow the deal that won the game.
    for n in range(1, len(deals)):
        status = cc.game_status(deals[:n], table)
        if status.finished:
            raise CalcError(
                "calculator.csv.after_win", deal=n, winner=status.winner or "", extra=len(deals) - n
            )
    return GameSheet(tuple(deals), table)
