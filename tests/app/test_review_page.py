"""The deal review on the practice page (issue 36, "Review that stays"), with AppTest: a whole
deal at "Advice" ends with a review that finishes its count, lists every decision graded a
mistake or worse and says how the others were graded; it is kept with the learner's record, so
the page opened again from the address (a reload: a new session) shows it at once, without the
expert; and "Try this moment again" keeps the coach at "Advice", in the address too. The
coach's budget is tiny: these check the page, not the expert's strength."""

from __future__ import annotations

import random
from typing import Any

import pytest
from helpers.words import lead, parts
from practice_helpers import game_of, open_practice, play_typed
from streamlit.testing.v1 import AppTest

import canasta_core as cc
from canasta_app.coach import review as rv
from canasta_app.coach import work as coach_work
from canasta_app.coach.views import review_summary
from canasta_app.shell.learner import SS_ME
from canasta_app.text.i18n import t
from canasta_core.expert import Budget

TINY = Budget(worlds=2, candidates=3, discards=2, win_bonus=0, extend=0)


@pytest.fixture(autouse=True)
def tiny_coach(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rv, "COACH_BUDGET", TINY)
    monkeypatch.setattr(coach_work, "WALL_SECONDS", 600.0)  # no deadline: reproducible


def _review(at: AppTest) -> dict[str, Any]:
    (result,) = [v for v in at.session_state["practice_coach_reviews"].values()
                 if isinstance(v, dict)]
    return result


def _captions(at: AppTest) -> str:
    return "\n".join(c.value for c in at.caption)


def _play_deal(seed: int, rng: random.Random) -> AppTest:
    at = open_practice(timeout=300, query={"seed": str(seed), "pace": "instant",
                                           "coach": "advice"})
    while not game_of(at).deal_over:
        play_typed(at, rng.choice(cc.legal_actions(game_of(at).position)))
    return at


def _reload(at: AppTest) -> AppTest:
    """The page opened again from its address: a new session, the learner's code in the link."""
    query = {k: v[0] if isinstance(v, list) else v for k, v in at.query_params.items()}
    me = at.session_state[SS_ME]
    query["me"] = me.code
    return open_practice(timeout=300, query=query)


def test_a_whole_deal_at_advice_is_reviewed_to_the_end_and_the_review_stays(
        monkeypatch: pytest.MonkeyPatch) -> None:
    at = _play_deal(11, random.Random(5))
    game = game_of(at)
    assert not at.exception
    result = _review(at)
    done, total, counts = review_summary(result)
    mine = rv.decisions(game.moves, "S")
    assert total == len(mine) and done == total, "the review finishes its count"
    assert f"Reviewed {done - 1} of" not in _captions(at)
    assert set(result["grades"]) == set(mine), "every decision of the learner is graded"
    assert sum(n for _, n in counts) == len(mine)
    assert f"Your {done} decisions graded" in _captions(at)
    # every decision graded a mistake or worse is listed, none else, in the deal's order
    worst = [i for i in mine if result["grades"][i].grade in ("mistake", "blunder")]
    retry = [b.key for b in at.button if str(b.key).startswith("practice_b_coach_retry_")]
    assert len(retry) == len(worst)
    shown = [m.value for m in at.markdown if str(m.value).startswith("Move ")]
    assert [int(s.split(":")[0].split()[1]) - 1 for s in shown] == worst
    # the address keeps the coach level
    assert at.query_params["coach"] in (["advice"], "advice")

    # A reload: a new session opens the same deal from the address and finds the review kept
    # with the learner's record; the expert is not asked again.
    def no_expert(*args: Any, **kwargs: Any) -> None:
        raise AssertionError("the kept review was simulated again")

    monkeypatch.setattr(rv, "judge", no_expert)
    monkeypatch.setattr(rv, "judge_against", no_expert)
    again = _reload(at)
    assert not again.exception, again.exception
    assert game_of(again).moves == game.moves
    assert again.session_state["practice_coach"] == "advice"
    kept = _review(again)
    assert kept["grades"] == result["grades"]
    assert [b.key for b in again.button if str(b.key).startswith("practice_b_coach_retry_")] \
        == retry
    assert f"Your {done} decisions graded" in _captions(again)


def test_trying_a_moment_again_keeps_the_coach_at_advice() -> None:
    at = _play_deal(11, random.Random(5))
    retry = [b.key for b in at.button if str(b.key).startswith("practice_b_coach_retry_")]
    if not retry:  # pragma: no cover - the seed is chosen to have a mistake
        pytest.skip("no mistake in this deal")
    moment = rv.review_moments(game_of(at).moves, _review(at)["grades"])[0]
    at.button(key=retry[0]).click().run()
    assert not at.exception, at.exception
    assert game_of(at).learner_to_act
    assert at.session_state["practice_coach"] == "advice"
    assert at.session_state["practice_w_coach"] == "advice"
    assert at.query_params["coach"] in (["advice"], "advice")
    # the coach is on at that level: the grade of the new try comes
    play_typed(at, cc.legal_actions(game_of(at).position)[0])
    assert any("simulated deals" in str(e.value) for kind in (at.success, at.warning)
               for e in kind) or not rv.is_choice(game_of(at).moves[-1].before,
                                                  game_of(at).moves[-1].action)
    # "Show the expert's move": the better move, and the principle the first try broke
    at.button(key="practice_b_coach_show").click().run()
    (shown,) = [i.value for i in at.info if lead("review.expert_move_principle") in str(i.value)]
    broke = moment.judgement.breaches
    assert broke, "a mistake names its principle"
    assert all(p in shown for p in parts("review.expert_move_principle"))
    assert all(t(f"coach.principle.{b.principle}.title", "en") in shown for b in broke)
    assert f"?principle={broke[0].principle}" in shown


def test_the_sessions_link_keeps_a_coach_level_other_than_the_default() -> None:
    from canasta_app.practice.session import PracticeSession

    state: dict[str, Any] = {}
    s = PracticeSession(state, "en")
    s.open({"seed": "3", "coach": "advice"})
    assert s.link_query()["coach"] == "advice"
    state["practice_coach"] = "guide"
    assert "coach" not in s.link_query(), "the default level keeps the link as it was"
