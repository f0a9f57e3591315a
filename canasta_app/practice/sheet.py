"""The practice table's game sheet: each deal's scores in the profile's side order, as a value,
and its text in a link ('120,-35;500,90'). No Streamlit import."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Final

from canasta_app.domain.calc_errors import CalcError
from canasta_app.domain.game_sheet import MAX_CSV_ROWS, GameSheet, check_deal_score, sheet_rows
from canasta_core.profiles import CLASSIC, PROFILES
from canasta_core.scoring import GameStatus, game_status

DEFAULT_PROFILE: Final = CLASSIC.name


@dataclass(frozen=True, slots=True)
class PracticeSheet:
    """The game sheet of one table: each deal's scores in the profile's side order (classic:
    North–South, East–West). A value: `add` returns a new sheet. `cc.game_status` decides the
    totals, the minimums and the winner ([game.end], [two.end], [three.end], [six.end])."""

    profile: str = DEFAULT_PROFILE
    deals: tuple[tuple[int, ...], ...] = ()

    @property
    def sides(self) -> tuple[str, ...]:
        return PROFILES[self.profile].side_names

    @classmethod
    def of(cls, deals: Sequence[Sequence[int]], profile: str = DEFAULT_PROFILE) -> PracticeSheet:
        sheet = cls(profile)
        for scores in deals:
            sheet = sheet.add(scores)
        return sheet

    def status(self) -> GameStatus:
        return game_status(list(self.deals), self.profile)

    def add(self, scores: Sequence[int] | Mapping[str, int]) -> PracticeSheet:
        """One more deal; CalcError when a score is unusable or the game is over, ValueError
        when the number of scores is not the number of sides."""
        row = tuple(int(scores[s]) for s in self.sides) if isinstance(scores, Mapping) else (
            tuple(int(v) for v in scores))
        if len(row) != len(self.sides):
            raise ValueError("practice.bad.sheet")
        for side, value in zip(self.sides, row, strict=True):
            check_deal_score(value, side)
        if len(self.deals) >= MAX_CSV_ROWS:
            raise CalcError("calculator.sheet.err.full", limit=MAX_CSV_ROWS)
        if self.status().finished:
            raise CalcError("calculator.sheet.err.finished", winner=self.status().winner or "")
        return replace(self, deals=(*self.deals, row))

    def rows(self) -> list[dict[str, int]]:
        """One row per deal: its number, each side's score and each side's total after it."""
        return sheet_rows(self.sides, self.deals, self.status())

    def to_csv(self) -> str:
        lines = [",".join(("deal", *self.sides))]
        lines += [",".join(str(v) for v in (i, *row)) for i, row in enumerate(self.deals, 1)]
        return "\n".join(lines) + "\n"


def as_sheet(sheet: PracticeSheet | GameSheet | None, profile: str) -> PracticeSheet:
    """A practice sheet for the profile (a classic calculator sheet converted as it is)."""
    if sheet is None:
        return PracticeSheet(profile)
    if isinstance(sheet, GameSheet):
        return PracticeSheet.of(sheet.deals, sheet.profile)
    return sheet

def sheet_text(sheet: PracticeSheet | GameSheet) -> str:
    return ";".join(",".join(str(v) for v in row) for row in sheet.deals)


def read_sheet(text: str, profile: str = DEFAULT_PROFILE) -> PracticeSheet:
    """'120,-35;500,90' -> a game sheet, one score a side in the profile's side order;
    CalcError or ValueError when unusable."""
    deals: list[tuple[int, ...]] = []
    for part in text.strip().split(";"):
        values = part.split(",")
        if len(values) != len(PROFILES[profile].side_names):
            raise ValueError("practice.bad.sheet")
        deals.append(tuple(int(v.strip().replace("\u2212", "-")) for v in values))
    return PracticeSheet.of(deals, profile)
