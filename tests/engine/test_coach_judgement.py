"""The coach's judgement (canasta_core.coach, canasta_core.principles): learner mistakes are
graded an inaccuracy or worse with their principle, sound moves no worse than good, one
threshold (the margin) decides "too close to tell apart", and a principle the simulations
clearly contradict is dropped. Fixed seeds: the same answers every run."""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

import pytest
from helpers import positions

from canasta_core.coach import (
    COACH_BUDGET,
    GRADES,
    Verdict,
    grade_for,
    judge_move,
    margin_of,
    reason_text,
    verdict_of,
)
from canasta_core.expert import Analysis, Estimate, Sightings
from canasta_core.legal import legal_actions
from canasta_core.messages import CATALOGUE
from canasta_core.positions import load
from canasta_core.principles import BY_ID, PRINCIPLES, breaches

sys.path.insert(0, str(Path(__file__).resolve().parent))
from learner_mistakes import GOOD_MOVES, MISTAKES, PRUNED_ACE, Mistake  # noqa: E402

SEED = 7
_BY_NAME = {m.name: m for m in MISTAKES}


def _seen(m: Mistake) -> Sightings | None:
    if not m.seen:
        return None
    s = Sightings()
    for seat, cards in m.seen.items():
        s.held[seat].update(cards)
    return s


# --- the catalogue of principles ---------------------------------------------------------------

@pytest.mark.parametrize("p", PRINCIPLES, ids=lambda p: p.id)
def test_each_principle_has_texts_and_an_example_that_loads(p) -> None:
    from canasta_core.principles import table_params
    from canasta_core.profiles import PROFILES

    for lang in ("en", "es"):
        for part in ("title", "example"):
            assert CATALOGUE.render(p.key(part), lang).strip()
        for rules in PROFILES.values():  # the explanation is worded for a table
            assert CATALOGUE.render(p.key("text"), lang, **table_params(rules, "S")).strip()
    pos = load(p.example)
    legal = legal_actions(pos)
    assert p.weak in legal and p.better in legal
    found = breaches(pos, p.weak)
    assert found and found[0].principle == p.id
    assert found[0].better == p.better
    assert not [b for b in breaches(pos, p.better) if b.principle == p.id]


def test_the_catalogue_is_whole_in_both_languages() -> None:
    problems = [x for x in CATALOGUE.problems() if x.split(" ", 1)[0].startswith("coach.")]
    assert problems == []


# --- learner mistakes and sound moves -------------------------------------------------------

@pytest.mark.parametrize("m", MISTAKES, ids=lambda m: m.name)
def test_a_learner_mistake_breaks_its_principle(m: Mistake) -> None:
    """The detectors alone (no simulation): the fast tier's check of the set."""
    pos = load(m.position)
    assert m.principle in [b.principle for b in breaches(pos, m.weak, _seen(m))]


@pytest.mark.slow
@pytest.mark.parametrize("m", MISTAKES, ids=lambda m: m.name)
def test_a_learner_mistake_is_graded_down_with_its_principle(m: Mistake) -> None:
    pos = load(m.position)
    got = judge_move(pos, m.weak, seed=SEED, sightings=_seen(m))
    assert got is not None
    v, _ = got
    assert GRADES.index(v.grade) >= GRADES.index(m.least), (v.grade, v.best, v.cost, v.margin)
    assert m.principle in v.principles
    assert v.best != m.weak and v.best in legal_actions(pos)
    for lang in ("en", "es"):  # the reason names the principle, in words
        title = CATALOGUE.render(f"coach.principle.{m.principle}.title", lang)
        assert title in reason_text(v, lang)


@pytest.mark.slow
@pytest.mark.parametrize("name,move", GOOD_MOVES, ids=[m for m, _ in GOOD_MOVES])
def test_a_sound_move_is_never_graded_worse_than_good(name: str, move: str) -> None:
    m = _BY_NAME[name]
    got = judge_move(load(m.position), move, seed=SEED, sightings=_seen(m))
    assert got is not None
    assert GRADES.index(got[0].grade) <= GRADES.index("good"), got[0]


def test_the_same_seed_gives_the_same_verdict() -> None:
    m = MISTAKES[0]
    small = replace(COACH_BUDGET, worlds=4)
    a = judge_move(load(m.position), m.weak, seed=SEED, budget=small)
    b = judge_move(load(m.position), m.weak, seed=SEED, budget=small)
    assert a is not None and b is not None and a[0] == b[0]


# --- one threshold ---------------------------------------------------------------------------

def test_too_close_to_tell_apart_is_within_the_stated_margin() -> None:
    # The sentence: "45 points better, but within the luck of the deal (± 26)".
    for cost, se in [(45, 13), (45, 26), (386, 99), (14, 0), (300, 100), (300, 200)]:
        g = grade_for(cost, se)
        assert (g == "par") == (cost <= margin_of(se))
    assert grade_for(45, 13) != "par"  # 45 > 2 × 13: told apart
    text = CATALOGUE.render("coach.line.par", "en", cost=45, margin=margin_of(26), sims=24)
    assert "± 52" in text


def _analysis(samples: dict[str, list[int]], they_out: dict[str, float] | None = None,
              we_out: dict[str, float] | None = None) -> Analysis:
    ests = tuple(Estimate(a, sum(s) / len(s), len(s), 0.0, (), 0.0,
                          (we_out or {}).get(a, 0.0), (they_out or {}).get(a, 0.0),
                          sum(s) / len(s), tuple(s))
                 for a, s in sorted(samples.items(), key=lambda kv: -sum(kv[1])))
    return Analysis("S", ests, 0.0, ests[0].action, 0)


TENS = load(positions.TENS)


def test_a_natural_meld_is_not_a_mistake_next_to_a_wild_card_spent() -> None:
    natural, wild = "meld TC TD TH", "meld TC TD 2C"
    assert natural in legal_actions(TENS) and wild in legal_actions(TENS)
    worlds = 24
    a = _analysis({wild: [200 + (i % 5) for i in range(worlds)],
                   natural: [100 + (i % 7) for i in range(worlds)]},
                  we_out={wild: 0.5, natural: 0.33})
    v = verdict_of(a, natural, TENS)
    assert v.cost > v.margin  # the numbers alone would tell them apart...
    assert GRADES.index(v.grade) <= GRADES.index("good")  # ...but spending a wild is no proof


def test_a_principle_the_simulations_clearly_contradict_is_dropped() -> None:
    p = BY_ID["keep_wilds"]
    pos = load(p.example)
    a = _analysis({p.weak: [300 + (i % 3) for i in range(24)],
                   p.better: [0 + (i % 4) for i in range(24)]})
    v = verdict_of(a, p.weak, pos)
    assert v.principles == () and v.grade == "best"


def test_clearly_worse_without_a_principle_stays_good() -> None:
    p = BY_ID["keep_wilds"]
    pos = load(p.example)
    a = _analysis({"discard 5C": [300 + (i % 3) for i in range(24)],
                   "discard 7C": [0 + (i % 4) for i in range(24)]})
    v = verdict_of(a, "discard 7C", pos)
    assert v.cost > v.margin and v.grade == "good" and v.principles == ()


def test_clearly_worse_with_the_tallies_names_a_principle() -> None:
    p = BY_ID["keep_wilds"]
    pos = load(p.example)
    a = _analysis({"discard 5C": [300 + (i % 3) for i in range(24)],
                   "discard 7C": [0 + (i % 4) for i in range(24)]},
                  they_out={"discard 7C": 0.6, "discard 5C": 0.2})
    v = verdict_of(a, "discard 7C", pos)
    assert v.grade == "mistake" and v.principles == ("meld_before_out",)


@pytest.mark.slow
def test_every_grade_worse_than_good_names_a_principle() -> None:
    for m in MISTAKES[:4]:
        pos = load(m.position)
        for action in legal_actions(pos)[:6]:
            got = judge_move(pos, action, seed=SEED, budget=COACH_BUDGET)
            if got is None:
                continue
            v: Verdict = got[0]
            if GRADES.index(v.grade) > GRADES.index("good"):
                assert v.principles, v
            if v.grade == "par":
                assert v.cost <= v.margin


def test_only_the_principles_the_better_move_keeps_are_named() -> None:
    # Discarding the 6♣ onto their sixes while they are about to go out breaks two principles;
    # when a safe discard is the better move, "meld before they go out" is not said beside it.
    pos = load(BY_ID["meld_before_out"].example)
    found = {b.principle for b in breaches(pos, "discard 6C")}
    assert {"dont_feed", "meld_before_out"} <= found
    a = _analysis({"discard 5D": [200 + (i % 3) for i in range(24)],
                   "meld QD QS 2C": [100 + (i % 5) for i in range(24)],
                   "discard 6C": [0 + (i % 4) for i in range(24)]})
    v = verdict_of(a, "discard 6C", pos)
    assert v.best == "discard 5D" and v.principles == ("dont_feed",)


# --- the best-moves list names a principle whose move the expert had pruned ------------------

def test_the_best_moves_name_a_principle_whose_better_move_was_pruned() -> None:
    from canasta_core.coach import best_moves, principle_moves
    from canasta_core.expert import analyse

    pos = load(PRUNED_ACE)
    seen = Sightings()
    seen.held["E"].update(["AC", "3S", "3C"])
    (b,) = breaches(pos, "discard AC", seen)
    assert b.principle == "keep_aces" and b.better == "discard QD"
    keeping = {b.better, *b.alternatives}
    # The premise: the expert's own pruning leaves out every move that keeps the principle,
    # so before, the list showed "discard A♣" as the best move with no principle named.
    plain = analyse(pos, "E", seed=SEED, budget=COACH_BUDGET, sightings=seen)
    assert "discard AC" in {e.action for e in plain.estimates}
    assert not keeping & {e.action for e in plain.estimates}
    # Now the principles' moves are simulated beside the candidates, on the same worlds ...
    assert set(principle_moves(pos, seen)(["discard AC", "discard 3C"])) == {"discard QD"}
    ranked = {r.action: r for r in best_moves(pos, seed=SEED, sightings=seen, top=6)}
    assert "discard QD" in ranked
    # ... so the ace's line names the principle it breaks, and the grade beside it is a true
    # claim: never "best", never a cost beyond the margin stated as too close to tell apart.
    ace = ranked["discard AC"]
    assert [x.principle for x in ace.breaches] == ["keep_aces"]
    assert ace.grade in ("inaccuracy", "mistake", "blunder")
    assert ace.cost > 0 and (ace.clear or ace.cost <= ace.margin)
    v = judge_move(pos, "discard AC", seed=SEED, sightings=seen)
    assert v is not None and v[0].principles == ("keep_aces",)


def test_every_grading_path_simulates_the_same_moves() -> None:
    """A grade (`judge_move`: the deal review and the shared tables' grader), the list of best
    moves and the advice simulate the same moves, the principles' moves to every candidate
    included. In PRUNED_ACE the grade of the 3♣ simulated the moves the principles prefer to
    the move played only, not to the expert's candidates: the Q♦ was never simulated, so the
    grade named the A♣ as the better move, a move the list and the advice grade an
    inaccuracy (don't throw aces into a small pile)."""
    from canasta_app.coach import review as rv
    from canasta_core.coach import best_moves, coach_analysis

    pos = load(PRUNED_ACE)
    seen = Sightings()
    seen.held["E"].update(["AC", "3S", "3C"])
    ranked = {r.action: r for r in best_moves(pos, seed=SEED, sightings=seen, top=6)}
    got = judge_move(pos, "discard 3C", seed=SEED, sightings=seen)
    assert got is not None
    v, a = got
    listed = {e.action for e in coach_analysis(pos, seed=SEED, sightings=seen).estimates}
    assert {e.action for e in a.estimates} == listed | {"discard 3C"}
    assert "discard QD" in listed
    # the grade names the list's best and measures the same cost on the same worlds
    assert next(iter(ranked)) == "discard QD" and v.best == "discard QD"
    assert v.cost == ranked["discard 3C"].cost and v.sims == ranked["discard 3C"].sims
    assert ranked["discard AC"].grade == "inaccuracy"
    # the site's grade after advice simulates the same moves too, and says the same
    _, advice = rv.advise_analysed(pos, seed=SEED, sightings=seen)
    assert advice is not None and {e.action for e in advice.estimates} == listed
    after = rv.judge_against(pos, "discard 3C", advice, seed=SEED, sightings=seen)
    assert after is not None and after.best_action == "discard QD"
    assert after.grade == v.grade


def test_red_threes_count_for_a_side_only_once_it_has_melded() -> None:
    """What a side has on the table is the public part of its score as the deal's scoring
    counts it: red threes are 100 each for a side that has melded, and against a side that has
    not (a grade said "your side has 0 points on the table against 300" of a side with three
    red threes and no meld)."""
    import canasta_core as cc
    from canasta_core.principles import _pos, behind, side_points

    d = _pos("S", ["5C", "9H", "9D", "KS", "7C"], melds={"NS": {"9": ["9C", "9S", "9H"]}})
    d["red_threes"] = {"NS": [], "EW": ["3D", "3H", "3D"]}
    pos = cc.load(d)
    assert side_points(pos, "EW") == -300  # no meld: they count against East-West
    assert side_points(pos, "NS") == 30
    assert not behind(pos, "NS") and behind(pos, "EW")
    d["melds"]["EW"] = {"K": ["KC", "KD", "KH"]}
    pos = cc.load(d)
    assert side_points(pos, "EW") == 330  # melded: the threes are 100 each
    assert behind(pos, "NS")


def test_a_meld_laying_down_as_much_as_the_better_one_is_not_told_to_meld() -> None:
    """The other side went out first more often after a meld of three cards than after the
    better meld of three: the tallies do not name "Meld before they go out", which tells a
    player to lay down what they hold (an Advice walk graded 7♣ 7♠ 2♠ a blunder, "meld
    before they go out", against "meld 2♠ onto the jacks")."""
    more, fewer = "meld TC TD 2C", "meld TC TD TH"
    assert more in legal_actions(TENS) and fewer in legal_actions(TENS)
    a = _analysis({fewer: [300 + (i % 3) for i in range(24)],
                   more: [0 + (i % 4) for i in range(24)]},
                  they_out={more: 0.55, fewer: 0.3})
    v = verdict_of(a, more, TENS)
    assert v.cost > v.margin and "meld_before_out" not in v.principles, v
    # a discard against a meld still names it, as before
    b = _analysis({fewer: [300 + (i % 3) for i in range(24)],
                   "discard 5S": [0 + (i % 4) for i in range(24)]},
                  they_out={"discard 5S": 0.55, fewer: 0.3})
    assert verdict_of(b, "discard 5S", TENS).principles == ("meld_before_out",)
