"""Shared tables in the store (issue 41), on SQLite and on a real PostgreSQL: the log with its
optimistic version check, seats taken once, the game rebuilt by any process."""

from __future__ import annotations

import threading

import pytest

from canasta_app.store import Store
from canasta_app.store.tables import NotASeat, SeatTaken, Stale, TableFull
from canasta_app.tables import service
from canasta_app.tables.model import NEXT_DEAL, Entry, rebuild


def _table(store: Store, profile: str = "classic", humans: tuple[str, ...] = ("S", "N"),
           target: int = 5000) -> int:
    from canasta_core.profiles import PROFILES

    seats = {s: ("human" if s in humans else "heuristic") for s in PROFILES[profile].seats}
    return store.tables.create(profile=profile, target=target, mode="teaching", pace="fast",
                               seed=7, seats=seats).id


def test_a_stale_version_is_refused_and_the_log_keeps_one_move(store: Store) -> None:
    tid = _table(store)
    t = service.load(store.tables, tid)
    assert t is not None
    seat = t.play.acting
    assert seat is not None
    assert store.tables.append(tid, 0, seat, "draw") == 1
    with pytest.raises(Stale):
        store.tables.append(tid, 0, seat, "draw")  # a second tab, made on version 0
    log = store.tables.log(tid)
    assert [(r.version, r.seat, r.action) for r in log] == [(1, seat, "draw")]


def test_two_writers_at_once_keep_exactly_one_move(store: Store) -> None:
    tid = _table(store)
    t = service.load(store.tables, tid)
    assert t is not None and t.play.acting is not None
    seat = t.play.acting
    results: list[str] = []

    def go() -> None:
        try:
            store.tables.append(tid, 0, seat, "draw")
            results.append("kept")
        except Stale:
            results.append("stale")

    threads = [threading.Thread(target=go) for _ in range(6)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert sorted(results) == ["kept"] + ["stale"] * 5
    assert len(store.tables.log(tid)) == 1


def test_try_move_on_an_old_version_gets_the_fresh_table(store: Store) -> None:
    tid = _table(store, humans=("N", "E", "S", "W"))
    t = service.load(store.tables, tid)
    assert t is not None
    seat = t.play.acting
    assert seat is not None
    first = service.try_move(store.tables, tid, seat, "draw", 0)
    assert first.kind == "played" and first.table is not None
    assert first.table.play.version == 1
    again = service.try_move(store.tables, tid, seat, "draw", 0)  # a double tap
    assert again.kind == "stale"
    assert again.table is not None and again.table.play.version == 1
    assert len(store.tables.log(tid)) == 1


def test_a_refused_try_is_counted_and_not_logged(store: Store) -> None:
    tid = _table(store, humans=("N", "E", "S", "W"))
    t = service.load(store.tables, tid)
    assert t is not None and t.play.acting is not None
    seat = t.play.acting
    card = t.play.position.hand(seat)[0]
    out = service.try_move(store.tables, tid, seat, f"discard {card}", 0)  # before drawing
    assert out.kind == "refused" and out.judged is not None and out.judged.ruling is not None
    assert out.judged.ruling.rule == "turn.not-yours"  # [turn.not-yours]: draw first
    assert store.tables.log(tid) == []
    snap = store.tables.snapshot(tid)
    assert snap is not None
    info = snap.seat(seat)
    assert info is not None and info.illegal_tries == 1


def test_out_of_turn_is_an_error_not_a_move(store: Store) -> None:
    tid = _table(store, humans=("N", "E", "S", "W"))
    t = service.load(store.tables, tid)
    assert t is not None and t.play.acting is not None
    other = next(s for s in "NESW" if s != t.play.acting)
    out = service.try_move(store.tables, tid, other, "draw", 0)
    assert out.kind == "error" and out.judged is not None
    assert out.judged.error == "tables.err.not_your_turn"
    assert store.tables.log(tid) == []


def test_seats_are_taken_once_and_a_returning_learner_gets_theirs(store: Store) -> None:
    tid = _table(store, humans=("S", "N"))
    a, b, c = (store.new_learner() for _ in range(3))
    assert store.tables.take_seat(tid, a.id, "Ana", "S") == "S"
    with pytest.raises(SeatTaken):
        store.tables.take_seat(tid, b.id, "Bea", "S")
    with pytest.raises(NotASeat):
        store.tables.take_seat(tid, b.id, "Bea", "E")  # a bot's seat
    assert store.tables.take_seat(tid, a.id, "Ana again", "N") == "S"  # the same device
    assert store.tables.take_seat(tid, b.id, "Bea") == "N"
    with pytest.raises(TableFull):
        store.tables.take_seat(tid, c.id, "Cid")
    snap = store.tables.snapshot(tid)
    assert snap is not None
    names = {s.seat: s.nickname for s in snap.seats if s.kind == "human"}
    assert names == {"S": "Ana", "N": "Bea"}


def test_a_huge_hostile_nickname_is_cleaned_and_capped(store: Store) -> None:
    tid = _table(store, humans=("S",))
    a = store.new_learner()
    store.tables.take_seat(tid, a.id, "<script>alert(1)</script>\u202e" + "x" * 5000, "S")
    snap = store.tables.snapshot(tid)
    assert snap is not None
    nick = snap.seat("S").nickname  # type: ignore[union-attr]
    assert nick is not None and len(nick) <= 30 and "\u202e" not in nick


def test_a_standin_bot_plays_an_away_seat_and_the_player_takes_it_back(store: Store) -> None:
    tid = _table(store, humans=("N", "E", "S", "W"))
    t = service.load(store.tables, tid)
    assert t is not None and t.play.acting is not None
    seat = t.play.acting
    assert t.bot_to_move is None
    store.tables.set_standin(tid, seat, "heuristic")
    t = service.load(store.tables, tid)
    assert t is not None and t.bot_to_move == "heuristic"
    t = service.run_bot(store.tables, t, t.play.last_ms + 10**9)
    assert t.play.version == 1 and store.tables.log(tid)[0].seat == seat  # the stand-in moved
    store.tables.set_standin(tid, seat, None)
    t = service.load(store.tables, tid)
    assert t is not None and t.seat(seat).standin is None  # type: ignore[union-attr]


def test_bots_play_a_whole_deal_and_any_process_rebuilds_the_same_game(store: Store) -> None:
    tid = _table(store, humans=())  # four bots
    t = service.load(store.tables, tid)
    assert t is not None
    for _ in range(3000):
        if t.play.deal_over:
            break
        assert t.bot_to_move is not None
        text = t.play.bot_action(t.bot_to_move)
        store.tables.append(tid, t.play.version, t.play.acting or "", text)
        t = service.load(store.tables, tid)
        assert t is not None
    assert t.play.deal_over
    service.forget_cache()  # another process: nothing in memory, only the database
    fresh = service.load(store.tables, tid)
    assert fresh is not None
    assert fresh.play.position == t.play.position
    assert fresh.play.version == len(store.tables.log(tid))
    out = service.try_move(store.tables, tid, "S", NEXT_DEAL, fresh.play.version)
    assert out.kind == "played" and out.table is not None
    assert out.table.play.deal_number == 2 and out.table.play.deals == fresh.play.sheet()
    # the log replayed from scratch is the same game
    entries = [Entry(r.version, r.seat, r.action, r.at_ms) for r in store.tables.log(tid)]
    assert rebuild(out.table.play.settings, entries).start == out.table.play.start


def test_a_table_is_found_by_its_code_typed_loosely(store: Store) -> None:
    info = store.tables.by_id(_table(store))
    assert info is not None
    typed = info.code.lower()[:3] + " " + info.code.lower()[3:]
    assert store.tables.by_code(typed) == info
    assert store.tables.by_code("nope") is None
    assert store.tables.by_code("ZZZZZZ") is None or info.code == "ZZZZZZ"


# ---------------------------------------------------------------- a class's tables (item 5)

def _class_of(store: Store, n: int) -> tuple[int, list[int]]:
    info = store.create_class("Club night")
    ids = []
    for i in range(n):
        me = store.new_learner()
        store.join_class(info.id, me.id, f"Kid {i}")
        ids.append(me.id)
    return info.id, ids


def test_seating_spreads_players_and_bots_and_shuffles_only_when_asked() -> None:
    from canasta_app.store.tables import seating

    groups, left = seating(list(range(10)), 3, 4)
    assert groups == [[0, 3, 6, 9], [1, 4, 7], [2, 5, 8]] and left == []
    shuffled, _ = seating(list(range(10)), 3, 4, shuffle_seed=5)
    assert sorted(sum(shuffled, [])) == list(range(10)) and shuffled != groups
    assert seating(list(range(10)), 3, 4, shuffle_seed=5) == (shuffled, [])  # seeded
    groups, left = seating([1, 2, 3, 4, 5], 1, 4)
    assert groups == [[1, 2, 3, 4]] and left == [5]


def test_a_class_of_ten_gets_three_tables_with_bots_in_the_missing_seats(store: Store) -> None:
    cid, kids = _class_of(store, 10)
    made, left = store.tables.open_class_tables(cid, tables=3, per_table=4, shuffle_seed=3,
                                                seed=11)
    assert len(made) == 3 and left == []
    assert {t.class_id for t in made} == {cid} and {t.profile for t in made} == {"classic"}
    seated: list[int] = []
    bots = 0
    for t in made:
        snap = store.tables.snapshot(t.id)
        assert snap is not None and len(snap.seats) == 4
        for seat in snap.seats:
            if seat.kind == "human":
                assert seat.learner_id is not None and seat.nickname.startswith("Kid ")
                seated.append(seat.learner_id)
            else:
                assert seat.bot == "heuristic" and seat.learner_id is None
                bots += 1
    assert sorted(seated) == sorted(kids) and bots == 2
    # each student finds their table; a stranger finds none
    for kid in kids:
        mine = store.tables.class_table_of(cid, kid)
        assert mine is not None and store.tables.seat_of(mine.id, kid) is not None
    assert store.tables.class_table_of(cid, store.new_learner().id) is None


def test_open_class_tables_refuses_a_size_no_table_has(store: Store) -> None:
    cid, _ = _class_of(store, 3)
    with pytest.raises(ValueError):
        store.tables.open_class_tables(cid, tables=1, per_table=5)
    with pytest.raises(ValueError):
        store.tables.open_class_tables(cid, tables=0, per_table=4)
    assert store.tables.tables_of_class(cid) == []


def test_chosen_seating_keeps_the_order_and_tells_who_is_left(store: Store) -> None:
    cid, kids = _class_of(store, 3)
    made, left = store.tables.open_class_tables(cid, tables=1, per_table=2,
                                                learners=[kids[2], kids[0], kids[1]])
    assert left == [kids[1]] and made[0].profile == "two-hand"
    snap = store.tables.snapshot(made[0].id)
    assert snap is not None
    assert [(s.seat, s.learner_id) for s in snap.seats] == [("N", kids[2]), ("S", kids[0])]


def test_the_board_shows_score_turn_idle_time_and_refused_tries(store: Store) -> None:
    cid, kids = _class_of(store, 2)
    made, _ = store.tables.open_class_tables(cid, tables=1, per_table=4, seed=2)
    tid = made[0].id
    (row,) = store.tables.class_board(cid)
    assert not row.started and row.acting is None and row.refused == 0
    assert row.idle_s() < 60
    table = service.load(store.tables, tid)  # a seat's page (or anyone) rebuilds it
    assert table is not None
    (row,) = store.tables.class_board(cid)
    assert row.started and row.acting == table.play.acting
    assert row.totals == (0, 0) and not row.game_over
    seat = table.play.acting
    assert seat is not None
    out = service.try_move(store.tables, tid, seat, "pass", 0)  # the stock is full: refused
    assert out.kind == "refused"
    assert store.tables.class_board(cid)[0].refused == 1
    store.tables.count_illegal(tid, seat, table.play.deal_number)
    assert store.tables.class_board(cid)[0].refused == 2
    store.tables.append(tid, 0, seat, "draw")
    service.load(store.tables, tid)
    (row,) = store.tables.class_board(cid)
    assert row.table.facts_version == 1 and row.last_ms > 0 and row.idle_s() < 60
    later = row.last_ms + 90_000
    assert 89 <= row.idle_s(later) <= 91  # "stuck for long" is read from this
    # facts of an older version never overwrite newer ones
    store.tables.set_facts(tid, 0, acting="W", totals=[9, 9], game_over=True)
    assert store.tables.class_board(cid)[0].acting == row.acting
    assert store.tables.class_board(cid + 999) == []


def test_chosen_seats_put_each_student_where_the_teacher_said(store: Store) -> None:
    cid, kids = _class_of(store, 5)
    placed = [[kids[3], None, kids[0], None], [None, kids[1], None, kids[4]]]
    made, left = store.tables.open_class_tables(cid, tables=2, per_table=4, placed=placed)
    assert left == [kids[2]]  # not placed: no seat, as chosen
    for table, row in zip(made, placed, strict=True):
        snap = store.tables.snapshot(table.id)
        assert snap is not None
        assert [s.learner_id for s in snap.seats] == row
        assert [s.kind for s in snap.seats] == ["bot" if x is None else "human" for x in row]
        assert [s.nickname for s in snap.seats if s.kind == "human"] == [
            f"Kid {kids.index(x)}" for x in row if x is not None]


def test_a_chosen_seating_that_cannot_be_is_refused_and_opens_nothing(store: Store) -> None:
    cid, kids = _class_of(store, 3)
    stranger = store.new_learner().id
    for bad in ([[kids[0], kids[0]]],  # one student in two seats
                [[kids[0], stranger]],  # not in the class
                [[kids[0], kids[1], kids[2]]],  # three seats at a two-hand table
                [[kids[0], None], [kids[1], None]]):  # two tables where one was asked for
        with pytest.raises(ValueError):
            store.tables.open_class_tables(cid, tables=1, per_table=2, placed=bad)
    assert store.tables.tables_of_class(cid) == []


def test_a_closed_table_leaves_the_board_takes_no_move_and_keeps_its_log(store: Store) -> None:
    cid, kids = _class_of(store, 2)
    made, _ = store.tables.open_class_tables(cid, tables=2, per_table=2, seed=5)
    tid = made[0].id
    table = service.load(store.tables, tid)
    assert table is not None and table.play.acting is not None
    seat = table.play.acting
    assert service.try_move(store.tables, tid, seat, "draw", 0).kind == "played"
    kid = next(s.learner_id for s in table.seats if s.learner_id is not None)
    other_cid, _ = _class_of(store, 1)
    assert store.tables.close_class_tables(other_cid, [tid]) == 0  # not that class's table
    assert store.tables.close_class_tables(cid, [tid]) == 1
    assert store.tables.close_class_tables(cid, [tid]) == 0  # closed already
    assert [r.table.id for r in store.tables.class_board(cid)] == [made[1].id]
    (shut,) = store.tables.class_board(cid, closed=True)
    assert shut.table.closed and shut.table.version == 1 and store.tables.count_closed(cid) == 1
    assert store.tables.class_table_of(cid, kid) is None  # no link to it any more
    # no more moves: a player's try is told why, the log refuses an append, no bot moves
    closed = service.load(store.tables, tid)
    assert closed is not None and closed.info.closed
    out = service.try_move(store.tables, tid, closed.play.acting or seat, "discard 3C", 1)
    assert out.kind == "error" and out.judged is not None
    assert out.judged.error == "tables.err.closed"
    with pytest.raises(Stale):
        store.tables.append(tid, 1, closed.play.acting or seat, "discard 3C")
    assert not service.bot_due(closed, now_ms=10**15)
    assert tid not in {d.id for d in store.tables.due()}  # the server's driver leaves it
    assert [r.action for r in store.tables.log(tid)] == ["draw"]  # its deal is kept
    # opened again (closed by mistake): back on the board, playable
    assert store.tables.close_class_tables(cid, [tid], closed=False) == 1
    assert [r.table.id for r in store.tables.class_board(cid)] == [made[0].id, made[1].id]
    assert store.tables.class_table_of(cid, kid) is not None


def test_the_moment_kept_for_the_projector_shows_no_hand(store: Store) -> None:
    import json

    import canasta_core as cc

    cid, _ = _class_of(store, 2)
    made, _ = store.tables.open_class_tables(cid, tables=1, per_table=4, seed=9)
    assert store.tables.class_board(cid)[0].moment is None  # nobody opened it yet
    table = service.load(store.tables, made[0].id)
    assert table is not None
    (row,) = store.tables.class_board(cid)
    assert row.moment is not None
    moment = json.loads(row.moment)
    assert all(isinstance(h, int) for h in moment["hands"].values())
    assert isinstance(moment["stock"], int)
    public = cc.load(moment)
    assert public.pile == table.play.position.pile and public.turn == table.play.position.turn
    assert {s: len(h) for s, h in table.play.position.hands.items()} == moment["hands"]
    seat = table.play.acting
    assert seat is not None
    out = service.try_move(store.tables, made[0].id, seat, "draw", 0)
    assert out.kind == "played" and out.table is not None
    after = json.loads(store.tables.class_board(cid)[0].moment or "{}")
    now = out.table.play.position  # the moment follows the table
    assert after["hands"] == {s: len(h) for s, h in now.hands.items()} != moment["hands"]

def test_due_lists_unread_tables_and_tables_a_bot_plays_next(store: Store) -> None:
    """What the server's driver looks at (tables/driver.py): a table whose board facts are
    behind its log (never written for a table nobody opened), or whose seat to act is a bot's
    or a stand-in's; never a table waiting for a player, nor a finished game."""
    tid = _table(store, humans=("S", "N", "E", "W"))  # four players: no bot
    due = {d.id: d for d in store.tables.due()}
    assert tid in due and due[tid].facts_version == -1 and due[tid].version == 0
    assert due[tid].last_ms > 0 and due[tid].pace == "fast"  # the table's opening
    t = service.load(store.tables, tid)  # facts written: a player is to act
    assert t is not None and t.play.acting is not None
    assert tid not in {d.id for d in store.tables.due()}
    store.tables.set_standin(tid, t.play.acting, "heuristic")  # a bot plays the seat to act
    assert tid in {d.id for d in store.tables.due()}
    store.tables.set_standin(tid, t.play.acting, None)
    seat = t.play.acting
    store.tables.append(tid, 0, seat, "draw")  # a player's move: the facts are behind again
    row = next(d for d in store.tables.due() if d.id == tid)
    assert row.version == 1 and row.facts_version == 0
    assert row.last_ms == store.tables.log(tid)[-1].at_ms
    service.load(store.tables, tid)
    assert tid not in {d.id for d in store.tables.due()}
    bots = _table(store, humans=())  # bots only: due until its game is over
    assert bots in {d.id for d in store.tables.due()}


def test_the_watchers_read_of_several_tables_revisions(store: Store) -> None:
    """`revisions`: every watched table's revision and code in one query (tables/watch.py), a
    move counted, a table that does not exist left out."""
    a, b = _table(store), _table(store)
    t = service.load(store.tables, a)
    assert t is not None and t.play.acting is not None
    before = store.tables.revisions([a, b, 10**9])
    assert set(before) == {a, b}
    assert before[a][1] == store.tables.by_id(a).code  # type: ignore[union-attr]
    store.tables.append(a, 0, t.play.acting, "draw")
    after = store.tables.revisions([a, b])
    assert after[a][0] == before[a][0] + 1 and after[b] == before[b]
    assert store.tables.revisions([]) == {}


def test_scored_deals_wait_for_the_coachs_grades_until_noted_graded(store: Store) -> None:
    """The driver's grader's queue (tables/grader.py): a table whose scored deals
    (`deals_done`, a board fact) outnumber its graded ones, newest table first; the graded
    count only grows (two replicas agree); a deal's row in a record gets its grades alone."""
    first, second = _table(store), _table(store)
    assert store.tables.ungraded() == []
    store.tables.set_facts(first, 5, acting=None, totals=[0, 0], game_over=False, deals_done=1)
    store.tables.set_facts(second, 9, acting=None, totals=[0, 0], game_over=False, deals_done=2)
    rows = store.tables.ungraded()
    assert [(r.id, r.graded_deals, r.deals_done) for r in rows] == [(second, 0, 2), (first, 0, 1)]
    assert rows[0].code == store.tables.by_id(second).code  # type: ignore[union-attr]
    store.tables.set_graded(second, 2)
    store.tables.set_graded(second, 1)  # a slower replica: never fewer
    store.tables.set_facts(first, 4, acting="S", totals=[0, 0], game_over=False, deals_done=0)
    assert [(r.id, r.graded_deals) for r in store.tables.ungraded()] == [(first, 0)]  # older facts
    store.tables.set_graded(first, 1)
    assert store.tables.ungraded() == []
    kid = store.new_learner()
    assert not store.set_practice_grades(kid.id, "table:ABC234", 1, {"best": 1})  # no row yet
    store.record_practice_deal(kid.id, "table:ABC234", 1, ns_points=120, ew_points=80,
                               illegal_tries=2, take_backs=0, grades={}, profile="classic")
    assert store.set_practice_grades(kid.id, "table:ABC234", 1, {"best": 3, "mistake": 1})
    (row,) = store.practice_deals(kid.id)
    assert row.grades == {"best": 3, "mistake": 1}
    assert (row.ns_points, row.ew_points, row.illegal_tries) == (120, 80, 2)  # kept


def test_a_decision_is_claimed_by_one_grader_at_a_time(store: Store) -> None:
    """Two replicas' graders (two owners) never hold the same decision: the claim is one
    statement; the holder claims it again (a retry counts), another only once the claim is
    stale (its process died); the claims go with the graded deal."""
    tid = _table(store)
    claim = store.tables.claim_decision
    assert claim(tid, 1, "S", 4, "a", stale_ms=60_000) == 1
    assert claim(tid, 1, "S", 4, "b", stale_ms=60_000) is None  # held by a
    assert claim(tid, 1, "S", 5, "b", stale_ms=60_000) == 1  # another decision: free
    assert claim(tid, 1, "S", 4, "a", stale_ms=60_000) == 2  # a tries it again
    assert claim(tid, 1, "S", 4, "b", stale_ms=-1) == 3  # a's claim is stale: b takes it
    assert claim(tid, 1, "S", 4, "a", stale_ms=60_000) is None
    store.tables.release_claims(tid, 1)
    assert claim(tid, 1, "S", 4, "a", stale_ms=60_000) == 1
    assert claim(tid, 1, "S", 5, "b", stale_ms=60_000) == 1
    assert claim(tid, 1, "S", 5, "a", stale_ms=60_000) is None  # b's
    store.tables.release_owner_claims("b")  # b's grader closed: its claims are free, a's stay
    assert claim(tid, 1, "S", 5, "a", stale_ms=60_000) == 1  # b's unfinished try not counted
    assert claim(tid, 1, "S", 4, "b", stale_ms=60_000) is None


def test_a_clean_stop_does_not_count_a_try_and_a_dead_grader_does(store: Store) -> None:
    """A grader that stops cleanly (its server stops or goes idle) frees its claims at once
    without counting the try it was making; a grader whose process died leaves its claim to
    go stale, and that try counts: a decision that kills its graders reaches the grader's
    limit of tries (and is skipped), however many clean stops came between."""
    tid = _table(store)
    claim = store.tables.claim_decision
    assert claim(tid, 2, "N", 3, "g1", stale_ms=60_000) == 1
    store.tables.release_owner_claims("g1")  # a clean stop
    assert claim(tid, 2, "N", 3, "g2", stale_ms=60_000) == 1
    # g2's process dies mid-decision: no release; its claim goes stale and the try counts
    assert claim(tid, 2, "N", 3, "g3", stale_ms=-1) == 2
    store.tables.release_owner_claims("g3")  # a clean stop keeps g2's counted try
    assert claim(tid, 2, "N", 3, "g4", stale_ms=60_000) == 2
    assert claim(tid, 2, "N", 3, "g5", stale_ms=-1) == 3  # g4 died too


def test_many_graders_claiming_one_decision_at_once_get_it_once(store: Store) -> None:
    tid = _table(store)
    got: list[int | None] = []
    start = threading.Barrier(6)

    def go(owner: str) -> None:
        start.wait()
        got.append(store.tables.claim_decision(tid, 1, "N", 7, owner, stale_ms=60_000))

    threads = [threading.Thread(target=go, args=(f"g{i}",)) for i in range(6)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert sorted(got, key=lambda x: x is None) == [1, None, None, None, None, None]


def test_a_review_is_replaced_only_over_the_one_read(store: Store) -> None:
    """Two writers that read the same kept review: the later one's write is refused (it reads
    again and merges), so no grade is lost."""
    me = store.new_learner().id
    args = (me, "table:ABCDEF", 1, "digest")
    assert store.replace_deal_review(*args, None, '{"v": 1}')
    assert not store.replace_deal_review(*args, None, '{"v": 2}')  # one is kept already
    assert not store.replace_deal_review(*args, '{"v": 0}', '{"v": 2}')  # not the one read
    assert store.replace_deal_review(*args, '{"v": 1}', '{"v": 2}')
    assert store.deal_review(*args) == '{"v": 2}'


def test_a_refused_try_is_counted_at_once_with_its_deal(store: Store) -> None:
    tid = _table(store)
    store.tables.count_illegal(tid, "S", 1)
    store.tables.count_illegal(tid, "S", 2)
    store.tables.count_illegal(tid, "S", 2)
    assert [store.tables.refusals(tid, "S", d) for d in (1, 2, 3)] == [1, 2, 0]
    snap = store.tables.snapshot(tid)
    assert snap is not None
    info = snap.seat("S")
    assert info is not None and info.illegal_tries == 3  # the board's count so far


def test_the_log_keeps_who_decided_a_move_and_a_seat_when_its_player_sat(store: Store) -> None:
    tid = _table(store)
    me = store.new_learner().id
    t = service.load(store.tables, tid)
    assert t is not None and t.play.acting is not None
    store.tables.append(tid, 0, t.play.acting, "draw", learner_id=me)
    store.tables.take_seat(tid, me, "Ana", "S")
    snap = store.tables.snapshot(tid)
    assert snap is not None
    assert [r.learner_id for r in snap.log] == [me]
    info = snap.seat("S")
    assert info is not None and info.seated_version == 1
