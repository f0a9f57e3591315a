"""The Advice coach agrees with itself (issue 19), found playing a whole deal at the "Advice"
level in Chromium: the learner asked the expert, played its first move, and the grade — a new
simulation — said "the expert's favourite, discard the 7♠, did 40 points better"; a forced
draw was "advised" after seconds of simulation. Now a move the advice ranked is graded from that
advice (same favourite, same figures, nothing simulated again), and a forced move is said at
once."""

from __future__ import annotations

import pytest
from helpers.apptest import texts
from helpers.words import says
from practice_helpers import game_of, open_practice, play_typed
from streamlit.testing.v1 import AppTest

import canasta_core as cc
from canasta_app.coach import review as rv
from canasta_app.coach import work as coach_work
from canasta_app.coach.words import only_move
from canasta_app.practice import model as pr
from canasta_app.text.move_words import action_words
from canasta_app.ui.ruling import md_escape
from canasta_core.expert import Budget


@pytest.fixture(autouse=True)
def tiny_coach(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rv, "COACH_BUDGET",
                        Budget(worlds=4, candidates=3, discards=2, win_bonus=0, extend=0))
    monkeypatch.setattr(coach_work, "WALL_SECONDS", 600.0)  # the same answer under load



def _play(at: AppTest, text: str) -> None:
    play_typed(at, text)


def test_a_forced_move_is_said_at_once_without_asking_the_expert() -> None:
    at = open_practice(timeout=120, query={"seed": "5", "pace": "instant", "coach": "advice"})
    pos = game_of(at).position
    assert cc.legal_actions(pos) == ["draw"] and pr.pile_take(pos) is None
    assert not any(b.key == "practice_b_coach_ask" for b in at.button)
    assert says("review.advice.only", action=action_words("draw")) in texts(at)


def test_a_move_the_advice_ranked_is_graded_with_the_advices_own_figures(
        monkeypatch: pytest.MonkeyPatch) -> None:
    at = open_practice(timeout=120, query={"seed": "11", "pace": "instant", "coach": "advice"})
    while only_move(game_of(at).position) is not None:
        _play(at, cc.legal_actions(game_of(at).position)[0])
    at.button(key="practice_b_coach_ask").click().run()
    assert not at.exception
    advice = at.session_state["practice_coach_advice"]
    suggestions = next(v for v in advice.values() if isinstance(v, tuple))
    assert len(suggestions) >= 2

    def no_second_simulation(*_: object, **__: object) -> None:
        raise AssertionError("the move was simulated again")

    monkeypatch.setattr(rv, "judge", no_second_simulation)
    second = suggestions[1]
    _play(at, second.action)
    shown = "\n".join(e.value for kind in (at.success, at.warning) for e in kind)
    assert md_escape(action_words(second.action)) in shown
    if second.diff > 0:  # not the same result: the favourite named is the advice's first
        assert md_escape(action_words(suggestions[0].action)) in shown
    assert f"{second.sims} simulated deals" in shown


def test_a_move_the_advice_left_out_is_graded_against_the_advices_favourite(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A move the advice did not list is simulated alone on the advice's worlds: the grade
    names the advice's favourite as the better move (a fresh analysis, cut short by the
    deadline, once favoured "discard the 4♣" right after advising a meld)."""
    at = open_practice(timeout=120, query={"seed": "11", "pace": "instant", "coach": "advice"})
    if game_of(at).position.phase == "draw":
        _play(at, "draw")  # the play phase: discards the advice does not list
    while only_move(game_of(at).position) is not None:
        _play(at, cc.legal_actions(game_of(at).position)[0])
    pos = game_of(at).position
    at.button(key="practice_b_coach_ask").click().run()
    assert not at.exception
    suggestions = next(v for v in at.session_state["practice_coach_advice"].values()
                       if isinstance(v, tuple))
    listed = {s.action for s in suggestions}
    played = next(a for a in reversed(cc.legal_actions(pos)) if a not in listed)

    def no_fresh_analysis(*_: object, **__: object) -> None:
        raise AssertionError("graded by a fresh analysis, not against the advice")

    monkeypatch.setattr(rv, "judge", no_fresh_analysis)
    _play(at, played)
    grades = at.session_state["practice_coach_grades"]
    j = next(v for k, v in grades.items() if k.endswith("|" + played))
    assert isinstance(j, rv.Judgement)
    assert j.best_action == suggestions[0].action
    shown = "\n".join(e.value for kind in (at.success, at.warning) for e in kind)
    assert md_escape(action_words(played, "en", pos)) in shown
    if j.grade != "best":  # no better on the advice's worlds: the favourite named is its own
        assert md_escape(action_words(suggestions[0].action, "en", pos)) in shown
