"""A class's tables without Streamlit (issue 41, item 5): the teacher's chosen seating checked
and placed (classes/seating.py), and the board's "Show to the class" link, which carries the
table as a spectator sees it and never a player's cards."""

from __future__ import annotations

import json

import canasta_core as cc
from canasta_app.classes import seating as S
from canasta_app.classes.tables_view import board_frame, show_link
from canasta_app.shell.share import decode_share
from canasta_app.store.tables import BoardRow, SeatInfo, TableInfo
from canasta_app.tables.model import seat_view

SEATS = ["N", "E", "S", "W"]
LABELS = {"N": "North", "E": "East", "S": "South", "W": "West"}
NAMES = {1: "Ana", 2: "Bea", 3: "Cai", 4: "Dan", 5: "Eva"}


def test_the_default_plan_is_the_joining_order_one_to_each_table_in_turn() -> None:
    plan = S.default_plan([1, 2, 3, 4, 5], 2, SEATS)
    assert plan == {1: (0, "N"), 3: (0, "E"), 5: (0, "S"), 2: (1, "N"), 4: (1, "E")}
    placed = S.place(plan, [1, 2, 3, 4, 5], NAMES, 2, SEATS, LABELS)
    assert placed.ok and placed.left == ()
    assert placed.grid == ((1, 3, 5, None), (2, 4, None, None))
    # more students than seats: the last ones have none
    plan = S.default_plan([1, 2, 3, 4, 5], 1, ["N", "S"])
    assert plan[3] == (None, None) and S.place(plan, [1, 2, 3, 4, 5], NAMES, 1, ["N", "S"],
                                               LABELS).left == (3, 4, 5)


def test_chosen_seats_first_then_any_free_seat_in_seat_order_and_bots_in_the_rest() -> None:
    plan: S.Plan = {1: (0, "S"), 2: (0, None), 3: (1, "W"), 4: (None, None), 5: (0, None)}
    placed = S.place(plan, [1, 2, 3, 4, 5], NAMES, 2, SEATS, LABELS)
    assert placed.ok, placed.problems
    assert placed.grid == ((2, 5, 1, None), (None, None, None, 3))
    assert placed.left == (4,)


def test_every_problem_is_named_with_the_students_and_the_seat() -> None:
    plan: S.Plan = {1: (0, "N"), 2: (0, "N"), 3: (1, None)}
    placed = S.place(plan, [1, 2, 3], NAMES, 3, SEATS, LABELS)
    assert not placed.ok
    assert ("class.tables.p.same_seat",
            {"a": "Ana", "b": "Bea", "table": 1, "seat": "North"}) in placed.problems
    assert ("class.tables.p.empty", {"table": 3}) in placed.problems  # bots only
    full: S.Plan = {1: (0, "N"), 2: (0, "S"), 3: (0, None)}
    placed = S.place(full, [1, 2, 3], NAMES, 1, ["N", "S"], LABELS)
    assert placed.problems == (("class.tables.p.full", {"name": "Cai", "table": 1}),)


def test_a_kept_plan_follows_fewer_tables_another_table_and_new_students() -> None:
    kept: S.Plan = {1: (0, "E"), 2: (2, "N"), 3: (1, "W")}
    fitted = S.fit_plan(kept, [1, 2, 3, 4], 2, ["N", "S"])
    # table 3 is gone: no seat; East and West are not seats of a two-hand table: any free
    # seat; a student who joined since: no seat, until the teacher places them
    assert fitted == {1: (0, None), 2: (None, None), 3: (1, None), 4: (None, None)}
    assert S.fit_plan(kept, [1], 3, SEATS) == {1: (0, "E")}  # one who left is dropped


def _row(moment: str | None) -> BoardRow:
    info = TableInfo(1, "ABC234", "classic", 5000, "teaching", "normal", 7, None, 3, 4, 4, 4)
    seats = tuple(SeatInfo(s, "bot", "heuristic", None, None, None, None, 0) for s in SEATS)
    return BoardRow(info, seats, "N", (0, 0), False, 0, 0, moment)


def test_show_to_the_class_carries_the_table_with_every_hand_a_count() -> None:
    pos = cc.deal(11)
    moment = cc.dump(seat_view(pos, None))
    url = show_link("http://x", moment, "es")
    assert url is not None and url.startswith("http://x/classroom?show=")
    assert "&present=1" in url and url.endswith("&lang=es")
    code = url.split("show=", 1)[1].split("&", 1)[0]
    shown = decode_share(code).position
    assert all(isinstance(h, int) for h in shown.hands.values())  # no player's cards
    assert isinstance(shown.stock, int)
    assert shown.pile == pos.pile and shown.turn == pos.turn
    assert all(isinstance(h, int) for h in json.loads(moment)["hands"].values())
    frame = board_frame([_row(moment)], "en", "http://x", now=0)
    assert frame.iloc[0]["Projector"] == url.replace("lang=es", "lang=en")
    # a table nobody opened yet, or a moment that cannot be read, offers no link
    assert board_frame([_row(None)], "en", "http://x", now=0).iloc[0]["Projector"] is None
    assert show_link("http://x", "{not json", "en") is None


def test_the_board_names_each_side_by_its_seats_initials() -> None:
    """The board's score names a side short enough for a laptop's board (issue 41: the Score
    column was cut at 1366 px): its seats' initials, in the page's language."""
    from canasta_app.classes.tables_view import side_initials
    from canasta_core.profiles import PROFILES

    classic, six = PROFILES["classic"], PROFILES["six-hand"]
    assert [side_initials(classic, s, "en") for s in classic.side_names] == ["N–S", "E–W"]
    assert [side_initials(classic, s, "es") for s in classic.side_names] == ["N–S", "E–O"]
    assert [side_initials(six, s, "es") for s in six.side_names] == ["N–SE–SO", "NE–S–NO"]
    two = PROFILES["two-hand"]
    assert [side_initials(two, s, "en") for s in two.side_names] == ["N", "S"]
