"""canasta_app.coach.review: grades are monotone in the estimate, advice is reproducible and explained,
and the deal review lists the learner's decisions in cost order and reopens the exact moment.
Budgets are tiny: these check the logic, not the expert's strength (benchmarks/bots.py does)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import canasta_core as cc
from canasta_app.coach import review as rv
from canasta_app.practice import model as pr
from canasta_app.text.catalogue import ALL_EN, ALL_ES
from canasta_app.text.i18n import LANGS, t
from canasta_core import coach as core_coach
from canasta_core.expert import Analysis, Budget, Estimate, analyse

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from engine_helpers import position  # noqa: E402
from practice_helpers import careless_deal

TINY = Budget(worlds=2, candidates=3, discards=2, win_bonus=0, extend=0)

# North drew and can go out concealed now (natural canasta of kings); one card left in the
# stock, so any discard lets the deal end with North's cards counting against it.
OUT_NOW = position(
    hand=["KC", "KC", "KD", "KD", "KH", "KH", "KS", "9C", "9D", "9H", "4S"],
    hands={"E": ["QC", "QD"], "S": ["AC", "AD", "AH", "8C", "8D", "7C", "7D", "TC"],
           "W": ["JH", "TD", "TH", "6D", "6H", "5H"]},
    melds={"EW": {"Q": ["QH", "QS", "QS"], "J": ["JC", "JD", "JD", "JS", "JK", "2C", "2D"]}},
    stock=["4C"], pile=["JH"], melded=["E", "W"])
GOING_OUT = "meld KC KC KD KD KH KH KS; 9C 9D 9H"


# --- grades ----------------------------------------------------------------------------------

@settings(max_examples=60, deadline=None)
@given(a=st.floats(0, 5000), b=st.floats(0, 5000))
def test_grades_are_monotone_in_the_cost(a: float, b: float) -> None:
    lo, hi = sorted((a, b))
    assert rv.GRADES.index(rv.grade_for(lo)) <= rv.GRADES.index(rv.grade_for(hi))


@settings(max_examples=60, deadline=None)
@given(best=st.floats(-3000, 3000), x=st.floats(-3000, 3000), y=st.floats(-3000, 3000))
def test_a_lower_estimate_never_gets_a_better_grade(best: float, x: float, y: float) -> None:
    top = max(best, x, y)
    jx = rv.Judgement("x", x, "b", top, 8)
    jy = rv.Judgement("y", y, "b", top, 8)
    if x <= y:
        assert rv.GRADES.index(jx.grade) >= rv.GRADES.index(jy.grade)
    else:
        assert rv.GRADES.index(jx.grade) <= rv.GRADES.index(jy.grade)


def test_grade_boundaries() -> None:
    assert rv.grade_for(0) == "best"
    limits = dict(rv.GRADE_LIMITS)
    assert rv.grade_for(rv.NOISE_FLOOR) == "par"
    assert rv.grade_for(rv.NOISE_FLOOR + 1) == "good"
    assert rv.grade_for(limits["inaccuracy"]) == "inaccuracy"
    assert rv.grade_for(limits["inaccuracy"] + 1) == "mistake"
    assert rv.grade_for(limits["mistake"] + 1) == "blunder"
    # A cost within its uncertainty is "about as good as the best", however large.
    assert rv.grade_for(300, stderr=200) == "par"
    assert rv.grade_for(300, stderr=100) == "mistake"
    for g in rv.GRADES:  # every grade has a label in both languages
        assert ALL_EN[f"review.grade.{g}"] and ALL_ES[f"review.grade.{g}"]


def test_judging_a_move_against_the_best() -> None:
    good = rv.judge(OUT_NOW, GOING_OUT, seed=1, budget=TINY)
    bad = rv.judge(OUT_NOW, "discard 4S", seed=1, budget=TINY)
    assert good is not None and bad is not None
    # Melding the kings first goes out concealed all the same (the nines follow this turn):
    # as good, and the sensible bot's move, which the expert keeps on a tie.
    going_out = {GOING_OUT, "meld KC KC KD KD KH KH KS"}
    assert good.grade == "best" and good.best_action in going_out and good.cost == 0
    assert bad.grade in ("mistake", "blunder") and bad.cost > 300 and bad.clear
    assert bad.best_action in going_out and bad.stderr < bad.cost / rv.CLEAR_Z
    assert bad.sims == TINY.worlds
    forced = cc.load({**cc.to_dict(OUT_NOW), "phase": "draw", "pile": []})
    assert rv.judge(forced, "draw", seed=1, budget=TINY) is None  # no choice: nothing to grade


def test_judgement_of_needs_an_estimated_action() -> None:
    a = Analysis("N", (Estimate("draw", 10.0, 4, 1.0),))
    assert rv.judgement_of(a, "draw").grade == "best"
    with pytest.raises(ValueError, match="not estimated"):
        rv.judgement_of(a, "discard 9C")


def test_a_lead_within_the_noise_is_about_as_good_as_the_best() -> None:
    # A lead of 37 points that is mostly luck (paired over the same worlds): not graded down.
    lucky = Estimate("take 7H 7S", 125.0, 4, 0.0, value=125.0, samples=(400, -300, 350, 50))
    sensible = Estimate("draw", 87.5, 4, 0.0, value=87.5, samples=(100, -50, 300, 0))
    j = rv.judgement_of(Analysis("N", (lucky, sensible), sensible="draw"), "draw")
    assert j.best_action == "take 7H 7S" and j.cost == pytest.approx(37.5)
    assert j.grade == "par" and not j.clear
    # The same lead in every world is clearly better: graded down.
    clear = Estimate("take 7H 7S", 250.0, 4, 0.0, value=250.0, samples=(260, 110, 460, 160))
    k = rv.judgement_of(Analysis("N", (clear, sensible), sensible="draw"), "draw")
    assert k.cost == pytest.approx(160) and k.stderr < 1 and k.grade == "mistake" and k.clear


# --- advice ----------------------------------------------------------------------------------

def test_advice_is_reproducible_ranked_and_explained_in_both_languages() -> None:
    a = rv.advise(OUT_NOW, seed=4, budget=TINY)
    assert a == rv.advise(OUT_NOW, seed=4, budget=TINY)
    assert 1 <= len(a) <= 3
    keys = [(s.sims, s.estimate) for s in a]  # survivors of the halving first, then by estimate
    assert keys == sorted(keys, reverse=True)
    assert a[0].action == GOING_OUT and a[0].reason[0] == "review.reason.out_concealed"
    assert a[0].sims == TINY.worlds
    for s in a:
        assert 1 <= s.sims <= TINY.worlds
        key, params = s.reason
        for lang in LANGS:
            text = t(key, lang, **params)
            assert text and text != key and "{" not in text


@pytest.mark.parametrize("pos,action,key", [
    (position(phase="draw", hand=["7D", "7S", "KC", "9H", "4C", "5D", "6S", "JK"],
              melds={"NS": {"A": ["AC", "AD", "AH"]}},
              pile=["5C", "9D", "KS", "KH", "AS", "QC", "QD", "8S", "7H"]),
     "take 7D 7S", "review.reason.take"),
    (position(phase="draw", hand=["7D", "2S", "KC", "9H", "4C", "5D", "6S", "JK"],
              melds={"NS": {"A": ["AC", "AD", "AH"]}}, pile=["5C", "9D", "KS", "7H"]),
     "take 7D JK", "review.reason.take_wild_one"),
    (position(phase="draw", hand=["KC", "KD", "AS", "AD", "QC", "QD", "QS", "4C"],
              pile=["5C", "9D", "KS"]),
     "take KC KD; QC QD QS", "review.reason.take_open"),
    (position(hand=["2C", "KD", "9S", "4D", "6H"], melds={"EW": {"Q": ["QC", "QH", "QH"]}},
              pile=["5C", "9D"]),
     "discard 2C", "review.reason.freezes"),
    (position(hand=["3C", "KD", "9S", "4D", "6H"], pile=["5C", "9D"]),
     "discard 3C", "review.reason.blocks"),
    (position(hand=["2C", "9S", "4D", "6H", "8C", "5S"],
              melds={"NS": {"K": ["KC", "KC", "KD", "KH", "KS", "KS"]}}, pile=["5C"]),
     "meld K: 2C", "review.reason.canasta_mixed"),
    (position(hand=["9C", "9D", "9H", "4S", "6D"], melds={"NS": {"K": ["KC", "KD", "KH"]}},
              pile=["5C"]),
     "meld 9C 9D 9H", "review.reason.meld_no_canasta"),
])
def test_reasons_come_from_the_moves_events(pos: cc.Position, action: str, key: str) -> None:
    est = Estimate(action, 0.0, 1, 0.0)
    got, params = rv.reason_for(pos, est)
    assert got == key, params
    assert t(got, "es", **params) != got


# --- the deal review --------------------------------------------------------------------------



def test_the_review_lists_every_mistake_in_the_deals_order_and_reopens_each() -> None:
    game = careless_deal(pr.new_game(3), random.Random(3))
    budget = Budget(worlds=6, candidates=3, discards=2, win_bonus=0, halving=False, extend=0)
    graded = rv.judge_moves(game.moves, pr.LEARNER, seed=3, budget=budget)
    moments = rv.deal_review(game.moves, pr.LEARNER, seed=3, budget=budget)
    assert graded, "the learner had choices to grade"
    # Every decision graded a mistake or worse, none left out however many, in move order.
    assert [m.move for m in moments] == sorted(
        i for i, j in graded.items() if j.grade in ("mistake", "blunder"))
    assert all(m.judgement == graded[m.move] for m in moments)
    # Every decision of the learner is graded, and only the learner's.
    assert set(graded) == set(rv.decisions(game.moves, pr.LEARNER))
    assert set(graded) <= {d.move for d in game.decisions}
    for i, j in graded.items():
        again = game.reopen(i)
        assert again.position == game.moves[i].before
        assert again.learner_to_act
        assert game.moves[i].action == j.action


def test_known_grades_are_reused_and_the_classrooms_ties_keep_the_earlier_move() -> None:
    game = careless_deal(pr.new_game(5), random.Random(5))
    mine = rv.decisions(game.moves, pr.LEARNER)
    fake = {i: rv.Judgement(game.moves[i].action, 0.0, "x", 500.0, 1) for i in mine}  # blunders
    moments = rv.costliest(game.moves, fake, size=2)
    assert [m.move for m in moments] == mine[:2]
    assert rv.deal_review(game.moves, pr.LEARNER, seed=5, known=fake) == [
        rv.Moment(i, game.moves[i].before, fake[i]) for i in mine]
    assert rv.costliest(game.moves, {i: rv.Judgement("a", 5.0, "a", 5.0, 1) for i in mine}) == []


def test_a_review_stopped_early_keeps_the_grades_known_for_later_decisions() -> None:
    """The review stopped by its deadline before the deal's last decisions still counts the
    grades the coach gave them live: an Advice walk's end of deal read "Your 4 decisions
    graded: Best move (2), About as good as the best (2)" under "your mistakes", while the
    same deal's blunder and inaccuracies, graded at the moves, were left out."""
    game = careless_deal(pr.new_game(5), random.Random(5))
    mine = rv.decisions(game.moves, pr.LEARNER)
    late = {i: rv.Judgement(game.moves[i].action, 0.0, "x", 500.0, 1) for i in mine[-2:]}
    graded = rv.judge_moves(game.moves, pr.LEARNER, seed=5, budget=TINY, known=late,
                            stop=lambda: True)
    assert graded == late


def test_a_meld_reason_tells_the_canasta_progress() -> None:
    pos = position(hand=["9C", "9D", "9H", "4S", "6D", "7C", "8H"],
                   melds={"NS": {"K": ["KC", "KD", "KH"]}}, pile=["5C"])
    key, params = rv.reason_for(pos, Estimate("meld 9C 9D 9H", 0.0, 1, 0.0))
    assert key == "review.reason.meld_progress" and params["size"] == 3
    assert "3 of the 7 cards" in t(key, "en", **params)


def test_a_discard_reason_remembers_what_the_next_player_picked_up() -> None:
    from canasta_core.expert import Sightings

    pos = position(hand=["7C", "KD", "9S", "4D", "6H"], melds={"EW": {"Q": ["QC", "QH", "QH"]}},
                   pile=["5C", "9D", "8S"])
    seen = Sightings()
    seen.held["E"]["7H"] = 1  # East took the pile with a 7 in it, and still holds it
    est = Estimate("discard 7C", 0.0, 1, 0.0, they_take=0.4)
    key, params = rv.reason_for(pos, est, seen)
    assert key == "review.reason.they_picked_up" and params["seat"] == "E"
    assert rv.reason_for(pos, est)[0] != key  # without the sightings it cannot say so
    for lang in LANGS:
        assert "{" not in t(key, lang, **params)


# --- other tables: the reasons read that table's seats, and a lone player has no side ----------

_PARTNER_WORDS = {"en": ("partner", "your side", "the side "),
                  "es": ("pareja", "compañer", "equipo")}


def _lone_table(profile: str) -> cc.Position:
    seats = {"two-hand": {"N": 15}, "three-hand": {"N": 13, "E": 13}}[profile]
    return cc.load({"format": "canasta/1", "profile": profile, "dealer": "N", "turn": "S",
                    "phase": "play", "stock": 40, "pile": ["4C"], "melded": ["S"],
                    "melds": {"S": {"A": ["AC", "AD", "AH"]}},
                    "hands": {**seats, "S": ["9C", "9D", "9H", "KC", "KD", "5S", "6S", "7S"]}})


@pytest.mark.parametrize("profile", ["two-hand", "three-hand"])
def test_a_lone_players_reasons_read_the_table_and_name_no_side(profile: str) -> None:
    pos = _lone_table(profile)
    seen = []
    for action in ("discard 5S", "discard KC", "meld 9C 9D 9H"):
        for shares in ((0.0, 0.0, 0.0), (0.5, 0.5, 0.5)):
            est = Estimate(action, 0.0, 10, 0.0, they_take=shares[0], we_out=shares[1],
                           they_out=shares[2])
            key, params = rv.reason_for(pos, est)  # at a classic table's sides this failed
            for lang in LANGS:
                text = t(key, lang, **params)
                seen.append(text)
                assert not any(w in text.lower() for w in _PARTNER_WORDS[lang]), (key, text)
                assert "East–West" not in text and "Este–Oeste" not in text, text
    # who takes the pile or goes out is named: the next player (North at both tables)
    assert any("North " in x for x in seen) and any("Norte " in x for x in seen), seen
    worse = Estimate("discard 5S", 0.0, 10, 0.0, they_take=0.9)
    better = Estimate("discard KC", 0.0, 10, 0.0, they_take=0.1)
    key, params = rv.compare_reason(better, worse, alone=True) or ("", {})
    assert key == "review.reason.vs_they_take_alone"
    assert "un rival" in t(key, "es", **params)
    # one opponent (the two-player table) is "your opponent", as in the principles
    one = rv.compare_reason(better, worse, alone=True, opponents=1)
    assert one is not None
    assert "tu rival" in t(one[0], "es", **one[1]) and "your opponent" in t(one[0], "en", **one[1])
    assert "your opponent's" in t("review.estimate_note_alone", "en", opponents=1)
    assert "tus rivales" in t("review.estimate_note_alone", "es", opponents=2)


@pytest.mark.parametrize("profile", ["two-hand", "three-hand"])
def test_a_lone_player_is_you_in_the_reasons_as_in_the_principles(profile: str) -> None:
    """A player alone is "you" in the coach's reasons, as in its principles' sentences ("you
    went out in 40 % of the simulated deals"): the reasons that named the deciding side said
    the learner's own seat instead ("South went out in 50 % of the simulations")."""
    pos = _lone_table(profile)
    meld = Estimate("meld 9C 9D 9H", 0.0, 10, 0.0, we_out=0.5)
    key, params = rv.reason_for(pos, meld)
    assert key == "review.reason.meld_out_later_alone", key
    better = Estimate("meld 9C 9D 9H", 0.0, 10, 0.0, we_out=0.7)
    worse = Estimate("discard 5S", 0.0, 10, 0.0, we_out=0.2)
    vs = rv.compare_reason(better, worse, alone=True, side="S")
    assert vs is not None and vs[0] == "review.reason.vs_we_out_alone"
    for k, p in ((key, params), vs):
        for lang, seat in (("en", "South"), ("es", "Sur")):
            text = t(k, lang, **p)
            assert "{" not in text and seat not in text, text
    # at a table of sides, the side is named as before
    assert rv.compare_reason(better, worse, side="NS") == (
        "review.reason.vs_we_out", {"after": 0.2, "instead": 0.7, "side_size": 2, "opponents": 2,
                                    "we": "NS"})


def test_a_six_hand_reason_names_the_side_of_three_seats() -> None:
    pos = cc.deal(seed=2, profile="six-hand")
    while pos.phase != "play":
        pos = cc.play(pos, "draw")
    seat = pos.turn
    card = pos.hand(seat)[-1]
    key, params = rv.reason_for(pos, Estimate(f"discard {card}", 0.0, 10, 0.0, they_take=0.5))
    text = t(key, "en", **params)
    assert "side" not in params or " – " in text, text


@pytest.mark.parametrize("lang", LANGS)
def test_the_grade_line_and_note_for_a_lone_player_say_you(lang: str) -> None:
    for key in ("review.grade.line_alone", "review.estimate_note_alone"):
        text = t(key, lang, grade="x", action="a", best="b", cost=10, stderr=2, sims=100,
                 reason="r", principles="p", numbers="n", opponents=2)
        assert "{" not in text, text  # filled (an unfit call once returned the bare template)
        assert not any(w in text.lower() for w in _PARTNER_WORDS[lang]), text


# --- a grade after advice (issue 19: the coach never contradicts itself) ------------------------

def test_a_move_the_advice_left_out_is_graded_against_the_advices_best_on_its_worlds() -> None:
    """The learner asks the expert, then plays a move the advice did not list: the grade names
    the advice's favourite as the best move and estimates the move played on the advice's
    own worlds and rollout seeds, even when the deadline cuts the grade short (a fresh,
    shorter analysis once favoured another move)."""
    game = pr.new_game(7).run_bots()
    game = game.try_action("draw").game  # the learner's play phase: many discards to choose
    pos = game.position
    seen = rv.sightings_before(game.moves, len(game.moves))
    budget = Budget(worlds=6, candidates=3, discards=2, win_bonus=0, halving=False, extend=0)
    told, advice = rv.advise_analysed(pos, seed=7, sightings=seen, budget=budget)
    assert advice is not None and told and told[0].action == advice.best.action
    tried = {e.action for e in advice.estimates}
    played = next(a for a in cc.legal_actions(pos) if a not in tried)
    assert played not in {s.action for s in told}

    # The same worlds: one analysis of every candidate and the move played together.
    together = analyse(pos, advice.seat, seed=7, budget=budget, sightings=seen,
                       include=[played])
    best = advice.best.action
    assert together.of(best).samples == advice.best.samples  # type: ignore[union-attr]
    mine = together.of(played).samples  # type: ignore[union-attr]

    j = rv.judge_against(pos, played, advice, seed=7, sightings=seen, budget=budget)
    assert j is not None and j.best_action == best and j.best_estimate == advice.best.mean
    assert j.sims == budget.worlds and j.estimate == pytest.approx(sum(mine) / len(mine))
    paired = [b - m for b, m in zip(advice.best.samples, mine, strict=True)]
    assert j.diff == pytest.approx(sum(paired) / len(paired))
    assert rv.judge_against(pos, played, advice, seed=7, sightings=seen, budget=budget) == j

    # Cut short by the deadline after 3 worlds: still the advice's favourite, paired on the
    # advice's first 3 worlds.
    done: list[float] = []
    cut = rv.judge_against(pos, played, advice, seed=7, sightings=seen, budget=budget,
                           stop=lambda: len(done) >= 3, progress=done.append)
    assert cut is not None and cut.best_action == best and cut.sims == 3
    assert cut.estimate == pytest.approx(sum(mine[:3]) / 3)
    assert cut.diff == pytest.approx(sum(paired[:3]) / 3)

    # A move the advice simulated is graded from the advice itself, nothing simulated again.
    other = told[-1].action
    def no_simulation(*_: object, **__: object) -> None:
        raise AssertionError("simulated again")
    with pytest.MonkeyPatch.context() as m:
        m.setattr(core_coach, "analyse", no_simulation)  # what every grading path runs
        again = rv.judge_against(pos, other, advice, seed=7, sightings=seen, budget=budget)
    assert again == rv.judgement_of(advice, other, pos, seen)


def test_the_advice_names_a_principle_whose_better_move_the_expert_had_pruned() -> None:
    """The advice list named a listed move's broken principle only when the principle's move
    was among the expert's candidates: discarding the A♣ (here the expert's own pruning keeps
    only the ace and two black threes) was listed with no principle. Now the principles'
    moves are simulated beside the candidates on the same worlds, so the ace's line names
    "keep your aces", and the move the principle prefers is listed saying it keeps it."""
    from learner_mistakes import PRUNED_ACE

    pos = cc.load(PRUNED_ACE)
    seen = rv.Sightings()
    seen.held["E"].update(["AC", "3S", "3C"])
    told, advice = rv.advise_analysed(pos, seed=7, sightings=seen)
    assert advice is not None and advice.of("discard QD") is not None
    by = {s.action: s for s in told}
    assert "discard AC" in by and [b.principle for b in by["discard AC"].breaches] == ["keep_aces"]
    assert "discard QD" in by and "keep_aces" in by["discard QD"].keeps
    for s in told:  # a move no better than another is never said to be the best one
        assert (s.action == told[0].action) == (s.diff == 0.0)


def test_at_six_players_the_spanish_speaks_of_teams_not_pairs() -> None:
    """A side of three is an «equipo» (glossary), not a «pareja»: the reasons that compare two
    moves by what the other side did, and the note under the estimates, say so at the
    six-player table; a reason kept in an older review (no `side_size`) reads as before."""
    from canasta_app.coach.words import reason_text
    from canasta_core.principles import table_params

    assert table_params(cc.deal(seed=2, profile="six-hand").rules, "N")["side_size"] == 3
    worse = Estimate("discard 5S", 0.0, 10, 0.0, they_take=0.9)
    better = Estimate("discard KC", 0.0, 10, 0.0, they_take=0.1)
    team = rv.compare_reason(better, worse, side_size=3)
    pair = rv.compare_reason(better, worse)
    assert team is not None and pair is not None
    assert "el otro equipo" in reason_text(team, "es") and "pareja" not in reason_text(team, "es")
    assert "la otra pareja" in reason_text(pair, "es")
    assert reason_text(team, "en") == reason_text(pair, "en")  # "the other side" at both
    old = (pair[0], {k: v for k, v in pair[1].items() if k != "side_size"})
    assert reason_text(old, "es") == reason_text(pair, "es")
    assert "tu equipo" in t("review.estimate_note", "es", side_size=3)
    assert "tu pareja" in t("review.estimate_note", "es", side_size=2)


def test_the_estimates_note_is_worded_for_the_seats_table() -> None:
    """One note for the practice table and the shared tables (coach.words.estimate_note): a
    side of two or three, a player alone with one opponent or two."""
    from canasta_app.coach.words import estimate_note
    from canasta_core.profiles import PROFILES

    assert "your side's score" in estimate_note(PROFILES["classic"], "S", "en")
    assert "tu pareja" in estimate_note(PROFILES["classic"], "S", "es")
    assert "tu equipo" in estimate_note(PROFILES["six-hand"], "N", "es")
    assert "your opponent's" in estimate_note(PROFILES["two-hand"], "S", "en")
    assert "tus rivales" in estimate_note(PROFILES["three-hand"], "S", "es")
