"""The teacher's chosen seating for a class's tables (issue 41, item 5), as plain values: each
student's table and seat as the teacher set them (`Plan`), checked and turned into the seats
of each table (`place`), with every problem named so the page can say it at the field. No
Streamlit, no database: the page draws the plan as an editable table and the store opens the
tables from `Placement.grid`.

A student has a table (or none: they sit out) and a seat at it, or "any free seat" (None):
students with a seat named are placed first, then those with any free seat take the first
seats left at their table in the table's seat order. Every seat left is a bot's.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from canasta_app.store.tables import seating

#: learner id -> (table, 0-based, or None: no seat; seat name, or None: any free seat)
Plan = dict[int, tuple[int | None, str | None]]
#: a problem: its catalogue key and parameters (names are the students' class nicknames)
Problem = tuple[str, dict[str, object]]


@dataclass(frozen=True, slots=True)
class Placement:
    grid: tuple[tuple[int | None, ...], ...]  # per table, the learner of each seat (None: bot)
    left: tuple[int, ...]  # students with no seat
    problems: tuple[Problem, ...] = field(default=())

    @property
    def ok(self) -> bool:
        return not self.problems


def default_plan(learners: Sequence[int], tables: int, seats: Sequence[str]) -> Plan:
    """The joining order, one student to each table in turn (as "in the order they joined"
    seats them), each at a named seat: the teacher starts from a full seating and moves a few."""
    groups, left = seating(list(learners), tables, len(seats))
    plan: Plan = {x: (None, None) for x in left}
    for t, group in enumerate(groups):
        for i, who in enumerate(group):
            plan[who] = (t, seats[i])
    return plan


def fit_plan(plan: Mapping[int, tuple[int | None, str | None]], learners: Sequence[int],
             tables: int, seats: Sequence[str]) -> Plan:
    """A kept plan for the table and tables chosen now: a table that is no longer there means
    no seat, a seat this table does not have means any free seat, a student who joined since
    has no seat (the teacher places them), one who left is dropped."""
    out: Plan = {}
    for who in learners:
        table, seat = plan.get(who, (None, None))
        if table is None or not 0 <= table < tables:
            out[who] = (None, None)
        else:
            out[who] = (table, seat if seat in seats else None)
    return out


def place(plan: Mapping[int, tuple[int | None, str | None]], learners: Sequence[int],
          names: Mapping[int, str], tables: int, seats: Sequence[str],
          seat_label: Mapping[str, str], first: int = 1) -> Placement:
    """The tables' seats from the plan, with what is wrong in it: two students on one seat, a
    table with more students than seats, a table with no student at all (bots only). The
    problems name the tables by number, the first one `first`."""
    grid: list[list[int | None]] = [[None] * len(seats) for _ in range(tables)]
    problems: list[Problem] = []
    left: list[int] = []
    anywhere: list[tuple[int, int]] = []
    for who in learners:
        table, seat = plan.get(who, (None, None))
        if table is None or not 0 <= table < tables:
            left.append(who)
        elif seat is None or seat not in seats:
            anywhere.append((who, table))
        else:
            i = seats.index(seat)
            there = grid[table][i]
            if there is None:
                grid[table][i] = who
            else:
                problems.append(("class.tables.p.same_seat",
                                 {"a": names.get(there, "?"), "b": names.get(who, "?"),
                                  "table": table + first,
                                  "seat": seat_label.get(seat, seat)}))
    for who, table in anywhere:
        free = next((i for i, x in enumerate(grid[table]) if x is None), None)
        if free is None:
            problems.append(("class.tables.p.full", {"name": names.get(who, "?"),
                                                     "table": table + first}))
        else:
            grid[table][free] = who
    for t, row in enumerate(grid):
        if all(x is None for x in row):
            problems.append(("class.tables.p.empty", {"table": t + first}))
    return Placement(tuple(tuple(row) for row in grid), tuple(left), tuple(problems))


__all__ = ["Placement", "Plan", "Problem", "default_plan", "fit_plan", "place"]
