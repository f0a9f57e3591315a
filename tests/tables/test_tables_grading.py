"""The coach at a shared table (canasta_app/tables/grading.py): the practice table's coach
(canasta_app/coach/review.py) reads a seat's own view of the deal, so what it tells a player
never rests on a card they could not see, and its grades are the practice table's."""

from __future__ import annotations

from dataclasses import replace

from canasta_app.coach import review as rv
from canasta_app.tables import grading
from canasta_app.tables.model import Entry, Settings, TablePlay, new_play
from canasta_core import check

SMALL = replace(rv.COACH_BUDGET, worlds=4, extend=0)


def _played(seed: int, moves: int, profile: str = "classic") -> TablePlay:
    play = new_play(Settings(profile, 5000, seed=seed))
    for _ in range(moves):
        seat = play.acting
        assert seat is not None
        play = play.apply(Entry(play.version + 1, seat, play.bot_action("heuristic")))
    return play


def test_a_seats_deal_shows_its_own_hand_only() -> None:
    play = _played(4, 24)
    for seat in play.rules.seats:
        moves = grading.seat_moves(play, seat)
        assert [m.action for m in moves] == [m.action for m in play.moves]
        for m in moves:
            for pos in (m.before, m.after):
                assert not isinstance(pos.hands[seat], int)
                assert all(isinstance(pos.hands[o], int) for o in play.rules.seats if o != seat)
                assert isinstance(pos.stock, int)


def test_the_coach_on_a_seats_view_says_what_it_says_on_the_whole_table() -> None:
    """The same advice and the same grade from the seat's view as from the whole position:
    the coach reads nothing the player could not see."""
    play = _played(7, 30)
    seat = "S"
    moves = grading.seat_moves(play, seat)
    done = rv.decisions(moves, seat)
    assert done, "South decided something in 30 moves"
    i = done[-1]
    seed = grading.coach_seed(play)
    seen = rv.sightings_before(moves, i)
    graded = rv.judge(moves[i].before, moves[i].action, seed=seed, sightings=seen, budget=SMALL)
    whole = rv.judge(play.moves[i].before, play.moves[i].action, seed=seed,
                     sightings=rv.sightings_before(play.moves, i), budget=SMALL)
    assert graded is not None and whole is not None
    assert (graded.grade, graded.best_action, graded.estimate) == (
        whole.grade, whole.best_action, whole.estimate)
    assert check(play.moves[i].before, graded.best_action).legal  # on the real table
    # advice for the seat to act now, from its view
    acting = play.acting
    assert acting is not None
    view = play.view(acting)
    told = rv.advise(view, seed=seed, sightings=rv.sightings_before(
        grading.seat_moves(play, acting), len(play.moves)), budget=SMALL)
    assert told and all(check(play.position, s.action).legal for s in told)


def test_grades_counted_for_the_record_and_a_decision_found() -> None:
    play = _played(11, 20)
    moves = grading.seat_moves(play, "E")
    last = grading.last_decision(moves, "E")
    assert last is not None and moves[last].seat == "E"
    graded = rv.judge_moves(moves, "E", seed=grading.coach_seed(play), budget=SMALL)
    counts = grading.grade_counts(graded)
    assert sum(counts.values()) == len(graded) and set(counts) <= set(rv.GRADES)
    assert grading.coach_seed(play) == grading.coach_seed(_played(11, 20))  # any process
    assert grading.moves_digest(moves) != grading.moves_digest(moves[:-1])
    assert not grading.alone(play, "E") and grading.alone(_played(1, 0, "two-hand"), "S")


def test_a_turning_point_is_a_fault_never_a_good_move() -> None:
    """A move graded good (no principle says why the better move is better) is no turning
    point, however large the simulations' difference: 'Good move: about 1575 points worse'
    contradicted itself on the review."""
    from canasta_core.coach import Verdict

    play = _played(11, 40)
    moves = grading.seat_moves(play, "E")
    done = rv.decisions(moves, "E")
    assert len(done) >= 3

    def judged(i: int, grade: str, cost: float) -> rv.Judgement:
        action = moves[i].action
        return rv.Judgement(action, -cost, "draw", 0.0, 40, diff=cost, stderr=20.0,
                            verdict=Verdict(action, grade, "draw", cost, 20.0, 40))

    graded = {done[0]: judged(done[0], "good", 1575), done[1]: judged(done[1], "mistake", 300),
              done[2]: judged(done[2], "blunder", 900)}
    turning = grading.turning_points(moves, graded)
    assert [m.move for m in turning] == [done[2], done[1]]  # the costliest fault first
    assert grading.turning_points(moves, {done[0]: graded[done[0]]}) == []
