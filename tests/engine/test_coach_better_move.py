"""The move a grade recommends keeps every principle when one such move exists (issue 36): an
Advice walk (seed 399) graded a wild card thrown onto a three-card pile "Better to discard the
A♣" — a move the same coach calls an inaccuracy (don't throw aces into a small pile) — because
the simulations, within their margin, leaned to it among the principle's alternatives."""

from __future__ import annotations

import pytest
from engine_helpers import position_dict

from canasta_core.coach import coach_ordered, verdict_of
from canasta_core.expert import Analysis, Estimate
from canasta_core.positions import load
from canasta_core.principles import breaches

# South to discard after drawing: A♣ A♣ among lone cards and the 2♠; the pile is three cards
# (A♦ A♥ 8♥), not frozen.
POS = load({
    "format": "canasta/1", "dealer": "W", "turn": "S", "phase": "play",
    "scores": {"NS": 0, "EW": 0},
    "hands": {"N": ["KD", "KS", "JD", "TH", "9C", "9H", "8D", "6C", "4D", "4D", "4H"],
              "E": ["9D", "6D", "2C", "2S", "JK"],
              "S": ["AC", "AC", "KC", "KH", "9S", "7H", "7S", "6H", "6S", "5C", "4C", "2S"],
              "W": ["KS", "QD", "QH", "JC", "TS", "8C", "7C", "7S", "6H", "4S", "2D"]},
    "melds": {"NS": {}, "EW": {"J": ["JH", "JS", "JS"], "5": ["5C", "5D", "2C"]}},
    "red_threes": {"NS": [], "EW": ["3H"]},
    "pile": ["AD", "AH", "8H"],
    "stock": ["AS", "KH", "TH", "8S", "QH", "2H", "JK", "8S", "3S", "AH", "6C", "TS", "QC",
              "3C", "7D", "4S", "5D", "QD", "5H", "JH", "TC", "3D", "2D", "9S", "KC", "5S",
              "7H", "TD", "9H", "JK", "TD", "TC", "5H", "QC", "7D", "JC", "7C", "8D", "AS",
              "2H", "JD", "3H", "3S", "3D", "4H", "KD", "AD", "4C", "6D", "9C", "8C", "6S",
              "9D", "3C", "8H", "JK", "5S", "QS", "QS"],
    "melded": ["E"],
    "this_turn": {"took_pile": False, "melded": False, "asked": None, "concealed_ok": True,
                  "new_melds": []},
    "went_out": None})


def _estimate(action: str, shift: int) -> Estimate:
    # 40 worlds with a wide spread: the candidates are within each other's margin
    samples = tuple(shift + (300 if w % 2 else -300) for w in range(40))
    mean = sum(samples) / len(samples)
    return Estimate(action, mean, len(samples), 300.0, value=mean, samples=samples)


def _analysis(best_first: list[tuple[str, int]]) -> Analysis:
    return Analysis("S", tuple(_estimate(a, s) for a, s in best_first))


def test_the_move_a_wild_card_grade_recommends_breaks_no_principle_itself() -> None:
    assert breaches(POS, "discard AC"), "the ace into a small pile is itself a breach"
    # the simulations lean (within the margin) to the ace, then the 9♠, then the wild card
    analysis = _analysis([("discard AC", 40), ("discard 9S", 30), ("discard 4C", 20),
                          ("discard 2S", 0)])
    v = verdict_of(analysis, "discard 2S", POS)
    assert v.grade in ("inaccuracy", "mistake", "blunder")
    assert "keep_wilds" in v.principles
    assert v.best == "discard 9S"
    assert not breaches(POS, v.best)


def test_without_a_principled_alternative_the_simulations_best_is_still_named() -> None:
    # only the ace was simulated besides the wild card: the grade still names a better move
    analysis = _analysis([("discard AC", 40), ("discard 2S", 0)])
    v = verdict_of(analysis, "discard 2S", POS)
    assert "keep_wilds" in v.principles
    assert v.best == "discard AC"


def test_a_sound_move_is_measured_against_the_coachs_best_not_a_move_it_grades_down() -> None:
    # the simulations' favourite, the ace into the small pile, leads within the margin: the
    # coach's best is the 9♠ (the favourite that keeps every principle), named and measured
    # against for a sound discard, in the list of best moves and in the advice alike
    analysis = _analysis([("discard AC", 40), ("discard 9S", 30), ("discard 4C", 20),
                          ("discard 2S", 0)])
    ordered = coach_ordered(analysis, POS)
    assert [e.action for e in ordered.estimates] == [
        "discard 9S", "discard AC", "discard 4C", "discard 2S"]
    v = verdict_of(analysis, "discard 4C", POS)
    assert v.best == "discard 9S" and v.sims_best == "discard AC"
    assert v.public_grade == "good" and v.cost == 10
    best = verdict_of(analysis, "discard 9S", POS)
    assert best.grade == "best" and best.best == "discard 9S"
    ace = verdict_of(analysis, "discard AC", POS)
    assert ace.grade == "inaccuracy" and ace.best != "discard AC" and ace.principles


def test_a_favourite_the_simulations_clearly_prefer_stays_the_best() -> None:
    # the ace did clearly better than every other discard (beyond the margin): the principle
    # is overruled and the favourite stays first
    analysis = _analysis([("discard AC", 2000), ("discard 9S", 30), ("discard 4C", 20)])
    assert coach_ordered(analysis, POS) is analysis
    assert verdict_of(analysis, "discard AC", POS).grade == "best"
    assert verdict_of(analysis, "discard 4C", POS).best == "discard AC"


def test_a_draw_against_a_take_is_never_told_to_guard_the_pile() -> None:
    """"Guard a big pile: discard what they cannot pair" is about a choice of discards: a walk
    saw it named for a draw against a take, because after the draw the other side took the
    pile more often in the simulations. Below the take principle's size no principle says
    why, so the numbers stay a detail."""
    from canasta_core.expert import Estimate

    pos = load(position_dict(phase="draw", turn="S",
                             hand=["9H", "9C", "5D", "7C", "QS", "KC", "JH", "4D", "6S"],
                             pile=["6H", "8C", "9D"], melds={"NS": {"A": ["AC", "AD", "AH"]}},
                             melded=["N"]))
    assert not breaches(pos, "draw")  # a pile of three: under TAKE_PILE

    def est(action: str, shift: int, they_take: float) -> Estimate:
        samples = tuple(shift + (50 if w % 2 else -50) for w in range(40))
        mean = sum(samples) / len(samples)
        return Estimate(action, mean, 40, 50.0, they_take=they_take, value=mean,
                        samples=samples)

    analysis = Analysis("S", (est("take 9C 9H", 400, 0.0), est("draw", 0, 0.6)))
    v = verdict_of(analysis, "draw", pos)
    assert "guard_pile" not in v.principles
    assert v.public_grade == "good" and v.clear  # clearly behind, with no principle to say why


def test_the_coachs_best_below_a_favourite_that_breaks_a_principle_says_so() -> None:
    """"No move the expert tried did better" would be false for the 9♠ when the ace did a few
    points better in the simulations: the grade says the 9♠ is the best move that keeps the
    principles and that the favourite breaks one, on the command line and on the site."""
    from canasta_app.coach import review as rv
    from canasta_app.coach.words import grade_line
    from canasta_core.coach import reason_text

    analysis = _analysis([("discard AC", 40), ("discard 9S", 30), ("discard 4C", 20),
                          ("discard 2S", 0)])
    v = verdict_of(analysis, "discard 9S", POS)
    assert v.grade == "best" and v.sims_best == "discard AC"
    assert verdict_of(coach_ordered(analysis, POS), "discard 9S", POS).sims_best == "discard AC"
    for lang, words in (("en", "breaks one"), ("es", "rompe uno")):
        said = reason_text(v, lang)
        assert words in said and "discard AC" in said, said
        line = grade_line(rv.judgement_of(analysis, "discard 9S", POS), lang, before=POS)
        assert words in line and "A♣" in line, line
    # the favourite itself, and a best move no favourite outscored, say "no move did better"
    plain = _analysis([("discard 9S", 30), ("discard 4C", 20)])
    assert reason_text(verdict_of(plain, "discard 9S", POS)) == (
        "No move the expert tried did better (40 simulated deals).")


def test_a_listed_favourite_passed_over_for_a_principle_says_so_not_too_close(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The list of best moves (`canasta coach POSITION`, the site's advice) showed the
    simulations' favourite, the ace into a small pile, which the coach passed over for the 9♠,
    as "too close to tell apart from the best": it says instead that the simulations ranked
    it above the best but it breaks a principle, and the best that it keeps the principles."""
    from canasta_app.coach import review as rv
    from canasta_app.coach.words import advice_line
    from canasta_app.text.i18n import t
    from canasta_core import coach
    from canasta_core.coach import best_moves, passed_over, ranked_key, ranked_line
    from canasta_core.messages import CATALOGUE

    analysis = _analysis([("discard AC", 40), ("discard 9S", 30), ("discard 4C", 20),
                          ("discard 2S", 0)])
    assert passed_over(analysis, coach_ordered(analysis, POS)) == {"discard AC"}
    monkeypatch.setattr(coach, "coach_analysis", lambda *_, **__: analysis)
    monkeypatch.setattr(rv, "coach_analysis", lambda *_, **__: analysis)
    ranked = best_moves(POS, seed=1, top=4)
    assert [(r.action, r.demoted) for r in ranked] == [
        ("discard 9S", True), ("discard AC", True), ("discard 4C", False),
        ("discard 2S", False)]
    ace = ranked[1]
    assert ace.grade == "inaccuracy" and [b.principle for b in ace.breaches] == ["keep_aces"]
    assert not ace.clear  # within the margin: before, this was "too close to tell apart"
    assert ranked_key(ranked[0], first=True) == "coach.cli.ranked_best_principled"
    assert ranked_key(ace) == "coach.cli.ranked_principled"
    assert ranked_key(ranked[2]) == "coach.cli.ranked_close"  # a sound move, within the margin
    for lang in ("en", "es"):
        close = CATALOGUE.render("coach.cli.ranked_close", lang, n=2, action=ace.action,
                                 grade="", cost=ace.cost, margin=ace.margin)
        line = ranked_line(2, ace, lang)
        assert close.split(":", 1)[1].strip(" ,") not in line, line
        assert CATALOGUE.render("coach.principle.keep_aces.title", lang) in line
    # the site's advice: the same flags, and the passed-over favourite's line never says
    # "too close to tell apart"
    told = rv.advise(POS, seed=1, top=4)
    assert [(s.action, s.demoted) for s in told] == [(r.action, r.demoted) for r in ranked]
    for lang in ("en", "es"):
        def shown(i: int, lang: str = lang) -> str:
            return advice_line(i, told[i - 1], lang, POS).replace("\\", "")  # no md escapes
        assert t("review.diff_demoted", lang) in shown(2)
        assert t("review.diff_par", lang, margin=told[1].margin) not in shown(2)
        assert t("review.diff_best_principled", lang) in shown(1)
        assert t("review.diff_par", lang, margin=told[2].margin) in shown(3)
