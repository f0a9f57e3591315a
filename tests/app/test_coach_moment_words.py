"""A reviewed moment states a cost in points only when the simulations show one beyond their
margin: a grade resting on a principle the simulations could not confirm says so instead
(never "about 421 points (± 703) worse")."""

from __future__ import annotations

import pytest

from canasta_app.coach import review as rv
from canasta_app.coach.words import moment_key
from canasta_app.text.i18n import t


def _judgement(diff: float, stderr: float) -> rv.Judgement:
    return rv.Judgement(action="discard 2C", estimate=0.0, best_action="discard 5C",
                        best_estimate=diff, sims=40, diff=diff, stderr=stderr)


@pytest.mark.parametrize("base", ["review.moment", "review.turning.moment"])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_cost_within_the_margin_is_not_stated_as_a_cost(base: str, lang: str) -> None:
    j = _judgement(421, 350)
    assert j.cost <= j.margin
    key = moment_key(base, j)
    assert key == base + "_unclear"
    text = t(key, lang, number=3, seat="North", action="a", grade="Mistake", cost=j.cost,
             margin=j.margin, why="")
    assert "421" not in text and f"± {j.margin:.0f}" in text


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_cost_beyond_the_margin_is_stated(lang: str) -> None:
    j = _judgement(421, 50)
    assert j.cost > j.margin
    key = moment_key("review.moment", j)
    assert key == "review.moment"
    text = t(key, lang, number=3, action="a", grade="Mistake", cost=j.cost, margin=j.margin,
             why="")
    assert "421" in text
