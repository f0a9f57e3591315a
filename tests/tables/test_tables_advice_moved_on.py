"""The table moving on ends the coach's work at a table (canasta_app/tables/advice.py's
`moved_on`, asked between the expert's rollout moves): any move drops advice (it was about
the position on screen); a grade or a review gives way only when the player's turn comes."""

from __future__ import annotations

from canasta_app.store import Store
from canasta_app.tables import service
from canasta_app.tables.advice import moved_on


def _move(store: Store, table_id: int) -> service.Table:
    t = service.load(store.tables, table_id)
    assert t is not None and t.play.acting is not None
    store.tables.append(table_id, t.play.version, t.play.acting, t.play.bot_action("heuristic"))
    after = service.load(store.tables, table_id)
    assert after is not None
    return after


def test_advice_is_dropped_by_any_move_a_grade_only_by_the_players_turn(store: Store) -> None:
    info = store.tables.create(profile="classic", target=5000, mode="teaching", pace="fast",
                               seed=9, seats={s: "human" for s in "NESW"})
    table = service.load(store.tables, info.id)
    assert table is not None and table.play.acting is not None
    first = table.play.acting
    # a seat whose turn is far: the one after next after the seat to act
    order = table.play.rules.seats
    far = order[(order.index(first) + 2) % len(order)]
    advice = moved_on(store.tables, table, far, any_move=True)
    grade = moved_on(store.tables, table, far, any_move=False)
    assert not advice(True) and not grade(True)  # nothing moved yet
    seen = table
    while seen.play.acting == first:  # the first seat's turn: its draw and discard
        seen = _move(store, info.id)
    assert advice(True), "advice is about a position no longer on screen"
    assert not grade(True), "another seat's move leaves a grade running"
    while seen.play.acting != far:
        seen = _move(store, info.id)
    assert grade(True), "the player's turn came: the grade gives way"
    assert moved_on(store.tables, seen, far, any_move=False)(True) is False  # from here on
