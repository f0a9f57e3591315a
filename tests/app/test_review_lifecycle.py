"""The deal review's lifecycle without Streamlit (issue 36, "Review that stays"): every decision
of the learner is graded, a meld the engine's listing summarises away included; the count of
decisions is the learner's own and finishes; the review is kept as JSON with the learner's
record and read back only for the same deal. Budgets are tiny: the logic, not the strength."""

from __future__ import annotations

import json
import random

from practice_helpers import careless_deal

import canasta_core as cc
from canasta_app.coach import review as rv
from canasta_app.practice import model as pr
from canasta_core.expert import Budget, analyse
from canasta_core.legal import legal_actions

TINY = Budget(worlds=2, candidates=3, discards=2, win_bonus=0, halving=False, extend=0)


def _careless(seed: int, rng: random.Random, stop_at: int | None = None) -> pr.PracticeGame:
    """A learner who plays a legal action at random (the bots answering) to the end of the deal,
    or until `stop_at` moves."""
    return careless_deal(pr.new_game(seed), rng, stop_at)


def _unlisted_meld() -> tuple[pr.PracticeGame, str]:
    """A learner's moment with four of a rank in hand, and the meld of three of them: legal,
    but not in the engine's listing (it names the meld of all four)."""
    for seed in range(1, 80):
        game = pr.new_game(seed).run_bots()
        rng = random.Random(seed)
        while not game.deal_over:
            pos = game.position
            legal = legal_actions(pos)
            for text in legal:
                cards = text.split()[1:]
                if text.startswith("meld") and ";" not in text and len(cards) == 4:
                    three = cc.check(pos, "meld " + " ".join(cards[:3]))
                    if three.legal and three.action not in legal:
                        return game, three.action
            game = game.try_action(rng.choice(legal)).game.run_bots()
    raise AssertionError("no deal with an unlisted meld")  # pragma: no cover


def test_a_meld_the_listing_leaves_out_is_graded_like_any_move() -> None:
    """Issue 36: "one meld got no grade at all": the meld of three nines while holding four is
    legal but not listed, and the coach refused to grade it."""
    game, meld = _unlisted_meld()
    pos = game.position
    assert meld not in legal_actions(pos) and cc.check(pos, meld).legal
    assert rv.is_legal(pos, meld) and rv.is_choice(pos, meld)
    j = rv.judge(pos, meld, seed=game.seed, budget=TINY)
    assert j is not None and j.action == meld and j.sims == TINY.worlds
    assert j.grade in rv.GRADES
    # the simulation applied the meld itself: its estimate is its own, not a listed move's
    a = analyse(pos, pr.LEARNER, seed=1, budget=TINY, include=[meld])
    est = a.of(meld)
    assert est is not None and est.sims == TINY.worlds
    # an illegal move is still refused, listed or not
    assert not rv.is_legal(pos, "meld 3C 3D 3H") and rv.judge(pos, "meld 3C 3D 3H", seed=1,
                                                               budget=TINY) is None


def test_a_played_unlisted_meld_counts_as_a_decision_and_the_review_finishes() -> None:
    game, meld = _unlisted_meld()
    played = game.try_action(meld).game
    index = len(played.moves) - 1
    assert played.moves[index].action == meld
    mine = rv.decisions(played.moves, pr.LEARNER)
    assert index in mine
    skipped: set[int] = set()
    graded = rv.judge_moves(played.moves, pr.LEARNER, seed=played.seed, budget=TINY,
                            skipped=skipped)
    assert index in graded, "the meld got its grade"
    assert set(graded) | skipped == set(mine), "the count reaches the total"


def test_the_decisions_are_the_learners_own_choices_only() -> None:
    game = _careless(21, random.Random(21))
    mine = rv.decisions(game.moves, pr.LEARNER)
    assert mine, "the learner decided something"
    for i, m in enumerate(game.moves):
        listed = legal_actions(m.before)
        if i in mine:
            assert m.seat == pr.LEARNER and m.by_learner  # never a bot's move
            assert len(listed) >= 2 or m.action not in listed
        elif m.seat == pr.LEARNER:
            assert listed == [m.action], "only a forced move is left out"
    # the partner's answer to the learner's "may I go out?" is the partner's, not hers
    assert all(game.moves[i].seat == "S" for i in mine)


def test_an_answer_to_the_partners_question_is_the_learners_decision() -> None:
    moves = []
    for seed in range(1, 400):
        game = pr.new_game(seed).run_bots()
        rng = random.Random(seed)
        while not game.deal_over and len(game.moves) < 400:
            game = game.try_action(rng.choice(legal_actions(game.position))).game.run_bots()
        answers = [i for i, m in enumerate(game.moves) if m.action in ("yes", "no")]
        if answers:
            moves = list(game.moves)
            break
    assert moves, "some deal has a question asked and answered"
    mine = set(rv.decisions(moves, pr.LEARNER))
    for i, m in enumerate(moves):
        if m.action in ("yes", "no"):
            asker = moves[i - 1].seat
            assert m.seat != asker
            assert (i in mine) == (m.seat == pr.LEARNER and len(legal_actions(m.before)) > 1)


def test_the_review_is_kept_as_json_and_read_back_for_the_same_deal_only() -> None:
    game = _careless(8, random.Random(8))
    graded = rv.judge_moves(game.moves, pr.LEARNER, seed=game.seed, budget=TINY)
    total = len(rv.decisions(game.moves, pr.LEARNER))
    text = rv.review_to_json(graded, set(), total)
    json.loads(text)  # plain JSON
    back = rv.review_from_json(text, game.moves, pr.LEARNER)
    assert back is not None
    again, skipped = back
    assert again == graded and skipped == set()
    assert rv.review_moments(game.moves, again) == rv.review_moments(game.moves, graded)
    # another deal (the same game tried again from a moment, played otherwise): not read
    other = _careless(8, random.Random(9))
    assert rv.review_from_json(text, other.moves, pr.LEARNER) is None
    # an unreadable or older record: not read (the review is made again)
    for bad in ("", "[]", "{\"format\": 0}", text.replace(graded[min(graded)].action, "pass")):
        assert rv.review_from_json(bad, game.moves, pr.LEARNER) is None


def test_a_partial_review_keeps_its_count_and_reads_back_partial() -> None:
    game = _careless(8, random.Random(8))
    mine = rv.decisions(game.moves, pr.LEARNER)
    done = [0]

    def progress(d: int, n: int) -> None:
        done[0] = d

    graded = rv.judge_moves(game.moves, pr.LEARNER, seed=game.seed, budget=TINY,
                            stop=lambda: done[0] >= 2, progress=progress)  # stopped early
    assert 0 < len(graded) < len(mine)
    text = rv.review_to_json(graded, set(), len(mine))
    back = rv.review_from_json(text, game.moves, pr.LEARNER)
    assert back is not None and back[0] == graded
    # going on from there grades the rest, the kept grades reused as they are
    rest = rv.judge_moves(game.moves, pr.LEARNER, seed=game.seed, budget=TINY, known=back[0])
    assert set(rest) == set(mine) and all(rest[i] == graded[i] for i in graded)


def test_grade_counts_say_how_each_decision_was_graded() -> None:
    j = {1: rv.Judgement("a", 0.0, "a", 0.0, 4), 3: rv.Judgement("b", 0.0, "x", 500.0, 4),
         5: rv.Judgement("c", 0.0, "x", 200.0, 4), 7: rv.Judgement("d", 0.0, "d", 0.0, 4)}
    assert rv.grade_counts(j) == [("best", 2), ("mistake", 1), ("blunder", 1)]
    assert rv.at_least_mistakes(j) == [3, 5]
