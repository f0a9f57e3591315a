"""A deal's score as rows to show: the breakdown's lines in display order and a score written
with a true minus sign. No Streamlit: the calculator, the practice table and the score table
all read it."""

from __future__ import annotations

from typing import Final

from canasta_core.messages import format_score

#: Rows of a breakdown, in display order (the keys of canasta_core.scoring.breakdown).
LINES: Final = ("melds", "hands", "canastas", "red_threes", "going_out", "total")


def fmt_points(value: int) -> str:
    """A score for display: a true minus sign for negatives ("−5"), plain otherwise."""
    return format_score(value)  # the catalogue's {n:score} writes the coach's sentences alike
