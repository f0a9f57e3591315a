"""The strategy coach on the practice page (coach level "advice"), driven with AppTest: the
expert's advice on demand, a grade after each learner decision, and the deal review that
reopens a costly moment for a new try and then shows the expert's move; and a classroom bot
deal's turning points. The coach's budget is made tiny: these check the pages, not the
expert's strength."""

from __future__ import annotations

import random

import pytest
from helpers.apptest import ROOT, click
from helpers.words import says
from practice_helpers import game_of, open_practice, play_typed
from streamlit.testing.v1 import AppTest

import canasta_core as cc
from canasta_app.classroom import model as cl
from canasta_app.coach import review as rv
from canasta_app.coach import work as coach_work
from canasta_app.text.move_words import action_words
from canasta_app.ui.ruling import md_escape
from canasta_core import expert
from canasta_core.expert import Budget


@pytest.fixture(autouse=True)
def tiny_coach(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rv, "COACH_BUDGET", Budget(worlds=2, candidates=3, discards=2, win_bonus=0, extend=0))
    # The pages' wall-clock deadline would make what they show depend on the machine's load:
    # these tests compare the page with the same computation run without one.
    monkeypatch.setattr(coach_work, "WALL_SECONDS", 600.0)


def alerts(at: AppTest) -> str:
    return "\n".join(e.value for kind in (at.error, at.warning, at.info, at.success)
                     for e in kind)


def markdown(at: AppTest) -> str:
    return "\n".join([m.value for m in at.markdown] + [c.value for c in at.caption])


def play(at: AppTest, text: str) -> None:
    play_typed(at, text)



def choice_moment(at: AppTest, rng: random.Random) -> None:
    """Play on (the learner at random) until the learner has a real choice to make."""
    while len(cc.legal_actions(game_of(at).position)) < 2:
        play(at, cc.legal_actions(game_of(at).position)[0])
    assert game_of(at).learner_to_act


def test_advice_on_demand_then_a_grade_for_the_move() -> None:
    at = open_practice(timeout=120, query={"seed": "11", "pace": "instant", "coach": "advice"})
    rng = random.Random(2)
    choice_moment(at, rng)
    assert says("review.advice.title") not in markdown(at)
    click(at, "practice_b_coach_ask")
    text = markdown(at)
    assert says("review.advice.title") in text
    assert "same 2 simulated deals" in text and "the expert's pick" in text
    game = game_of(at)
    advice = rv.advise(game.position, seed=game.seed,
                       sightings=rv.sightings_before(game.moves, len(game.moves)))
    assert f"1. **{md_escape(action_words(advice[0].action))}**" in text, \
        "the page shows the coach's own ranking, in words"
    # The learner plays a move that is not the expert's first choice: graded against it.
    legal = cc.legal_actions(game.position)
    mine = next(a for a in legal if a != advice[0].action)
    play(at, mine)
    shown = alerts(at)
    assert md_escape(action_words(mine)) in shown and "simulated deals" in shown
    assert "`" not in shown, "no notation in the coach's sentences"
    assert any(rv_label in shown for rv_label in ("Best move", says("review.grade.par"),
                                                  "Good move", "Inaccuracy", "Mistake",
                                                  "Blunder"))


def test_the_review_reopens_a_costly_moment_and_shows_the_experts_move() -> None:
    at = open_practice(timeout=120, query={"seed": "11", "pace": "instant", "coach": "advice"})
    rng = random.Random(5)
    while not game_of(at).deal_over:
        play(at, rng.choice(cc.legal_actions(game_of(at).position)))
    finished = game_of(at)
    assert says("review.title") in [s.value for s in at.subheader]
    retry_keys = [b.key for b in at.button if str(b.key).startswith("practice_b_coach_retry_")]
    assert retry_keys, "this careless deal has a mistake to try again"
    reviews = at.session_state["practice_coach_reviews"]
    (graded,) = [v["grades"] for v in reviews.values() if v]
    listed = rv.review_moments(finished.moves, graded)
    assert [m.move for m in listed] == sorted(m.move for m in listed)  # the deal's order
    assert all(m.judgement.grade in ("mistake", "blunder") for m in listed)
    click(at, "practice_b_coach_retry_1")
    again = game_of(at)
    assert again.position == listed[0].before == finished.moves[listed[0].move].before
    assert again.learner_to_act and at.session_state["practice_coach"] == "advice"
    assert (f"Move {listed[0].move + 1} again: last time you chose to "
            f"{md_escape(action_words(listed[0].judgement.action))}") in alerts(at)
    play(at, rng.choice(cc.legal_actions(again.position)))
    click(at, "practice_b_coach_show")
    assert f"The expert would {md_escape(action_words(listed[0].judgement.best_action))}" \
        in alerts(at)


def test_spanish_advice() -> None:
    at = open_practice(timeout=120, query={"seed": "11", "pace": "instant", "coach": "advice", "lang": "es"})
    choice_moment(at, random.Random(2))
    click(at, "practice_b_coach_ask")
    assert says("review.advice.title", "es") in markdown(at)
    assert "manos simuladas" in markdown(at)


# --- the classroom: a bot deal's turning points --------------------------------------------------

def test_a_classroom_deal_shows_its_turning_points_and_opens_each(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rv, "TURNING_POINTS_BUDGET",
                        Budget(worlds=2, candidates=2, discards=1, win_bonus=0, halving=False, extend=0))
    record = cl.deal_record(7, "N", "heuristic", "random")
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=120)
    for k, v in {"seed": "7", "dealer": "N", "ns": "heuristic", "ew": "random",
                 "step": str(len(record.steps))}.items():
        at.query_params[k] = v
    at.switch_page("canasta_app/classroom/classroom.py")
    at.run()
    assert not at.exception, at.exception
    assert says("review.turning.title") in [s.value for s in at.subheader]
    click(at, "classroom_b_coach_turning")
    moments = rv.turning_points(record.steps, seed=record.seed)
    assert moments, "a random bot's deal has costly decisions"
    text = markdown(at)
    for m in moments:
        assert f"Move {m.move + 1}:" in text
        assert md_escape(action_words(m.judgement.action)) in text
    click(at, "classroom_b_coach_show_1")
    assert at.session_state["classroom_step"] == moments[0].move
    assert record.position_at(moments[0].move) == record.steps[moments[0].move].before


def test_the_classroom_table_offers_the_expert(monkeypatch: pytest.MonkeyPatch) -> None:
    # The expert bot plays North–South's whole deal here: a tiny budget (what it offers and that
    # it plays is checked, not how well; benchmarks/bots.py measures its strength).
    monkeypatch.setattr(expert, "EXPERT_BUDGET", Budget(worlds=1, candidates=2, discards=1,
                                                        halving=False, extend=0))
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=180)
    for k, v in {"seed": "3", "dealer": "E", "ns": "expert", "ew": "heuristic"}.items():
        at.query_params[k] = v
    at.switch_page("canasta_app/classroom/classroom.py")
    at.run()
    assert not at.exception, at.exception
    at.session_state["classroom_settings_open"] = True  # the settings are drawn while open
    at.run()
    assert at.selectbox(key="classroom_w_ns").value == "expert"
    assert says("classroom.bot.expert") in at.selectbox(key="classroom_w_ns").options
    assert says("classroom.at_start") in "\n".join(m.value for m in at.markdown)  # it was played


def test_presentation_mode_shows_the_turning_points_in_words(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rv, "TURNING_POINTS_BUDGET",
                        Budget(worlds=2, candidates=2, discards=1, win_bonus=0, halving=False, extend=0))
    record = cl.deal_record(7, "N", "heuristic", "random")
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=120)
    for k, v in {"seed": "7", "dealer": "N", "ns": "heuristic", "ew": "random",
                 "step": str(len(record.steps)), "present": "1"}.items():
        at.query_params[k] = v
    at.switch_page("canasta_app/classroom/classroom.py")
    at.run()
    assert not at.exception, at.exception
    assert at.session_state["classroom_big"] is True
    click(at, "classroom_b_coach_turning")
    text = markdown(at)
    result = next(iter(at.session_state["classroom_coach_turning"].values()))
    assert result["done"] >= 1
    for m in result["moments"]:
        assert m.judgement.clear
        assert md_escape(action_words(m.judgement.action)) in text
    assert "`" not in "\n".join(line for line in text.splitlines() if line.startswith("Move "))


def test_the_deadline_ends_the_experts_work_with_a_clear_message(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(coach_work, "WALL_SECONDS", 0.0)  # no time at all
    at = open_practice(timeout=120, query={"seed": "11", "pace": "instant", "coach": "advice"})
    choice_moment(at, random.Random(2))
    click(at, "practice_b_coach_ask")
    assert says("review.no_time") in markdown(at)
    assert says("review.advice.title") not in markdown(at)
    assert at.button(key="practice_b_coach_ask")  # asking again is offered


def test_turning_points_without_time_stop_and_offer_to_go_on(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(coach_work, "WALL_SECONDS", 0.0)  # no progress possible
    record = cl.deal_record(7, "N", "heuristic", "random")
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=120)
    for k, v in {"seed": "7", "dealer": "N", "ns": "heuristic", "ew": "random",
                 "step": str(len(record.steps))}.items():
        at.query_params[k] = v
    at.switch_page("canasta_app/classroom/classroom.py")
    at.run()
    click(at, "classroom_b_coach_turning")  # one chunk, no progress: it stops, never loops
    assert "Reviewed 0 of" in markdown(at)
    assert at.button(key="classroom_b_coach_turning")


class _Clock:
    """A monotonic clock that moves a millisecond each time it is read: the expert's deadline
    passes within its first simulated deal, whatever the machine's speed."""

    def __init__(self) -> None:
        self.now = 1000.0

    def monotonic(self) -> float:
        self.now += 0.001
        return self.now


def test_a_busy_machine_gets_a_rough_answer_in_time_and_is_told_so(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rv, "COACH_BUDGET", Budget(worlds=6, candidates=3, discards=2,
                                                   win_bonus=0, halving=False, extend=0))
    monkeypatch.setattr(coach_work, "time", _Clock())
    monkeypatch.setattr(coach_work, "WALL_SECONDS", 0.05)  # 50 clock reads
    monkeypatch.setattr(coach_work, "_HARD", 10_000.0)  # only the soft deadline counts
    at = open_practice(timeout=120, query={"seed": "11", "pace": "instant", "coach": "advice"})
    choice_moment(at, random.Random(2))
    click(at, "practice_b_coach_ask")
    text = markdown(at)
    # the deadline passed during the first deal, yet the answer rests on two (never fewer)
    assert says("review.advice.title") in text and says("review.no_time") not in text
    assert "same 2 simulated deals" in text
    assert says("review.advice.partial", sims=2, full=6) in text
