"""A deal's score as rows to show: the breakdown's lines in display order and a score written
with a true minus sign. No Streamlit: the calculator, the practice table and the score table
all read it."""

from __future__ import annotations

from typing import Final

#: Rows of a breakdown, in display order (the keys of canasta_core.scoring.breakdown).
LINES: Final = ("melds", "hands", "canastas", "red_threes", "going_out", "total")


def fmt_points(value: int) -> str:
    """A score for display: a true minus sign for negatives ("−5"), plain otherwise."""
    return f"−{-value}" if value < 0 else str(value)
