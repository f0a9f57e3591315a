"""Helpers shared by the practice page's AppTests (the page itself and its coach)."""

from __future__ import annotations

import random

from helpers.apptest import open_box, open_page
from streamlit.testing.v1 import AppTest

from canasta_app.practice import model as pr
from canasta_core import legal_actions

W = "practice_w_"  # the page's widget-key prefix


def open_practice(query: dict[str, str] | None = None, timeout: float = 60) -> AppTest:
    """The site opened at the practice page with these query parameters, run once, no exception."""
    return open_page("practice", query, timeout)


def game_of(at: AppTest) -> pr.PracticeGame:
    return at.session_state["practice_game"]


def play_typed(at: AppTest, text: str) -> None:
    """Type an action in the practice page's typed box and play it, as a player does: the box
    is opened first (a click on its label; it is drawn only while open), then stays open."""
    if "practice_typed_open" not in at.session_state or not at.session_state["practice_typed_open"]:
        open_box(at, "practice_typed_open")
    at.text_input(key=W + "action").input(text)
    at.button(key="practice_b_play_typed").click().run()
    assert not at.exception, at.exception


def careless_deal(game: pr.PracticeGame, rng: random.Random | None = None,
                  stop_at: int | None = None) -> pr.PracticeGame:
    """The deal played on by a careless learner, the bots answering: at each of the learner's
    turns a legal action, at random with `rng`, else the first listed; to the end of the deal,
    or until the game has `stop_at` moves."""
    game = game.run_bots()
    while not game.deal_over and (stop_at is None or len(game.moves) < stop_at):
        actions = legal_actions(game.position)
        result = game.try_action(rng.choice(actions) if rng is not None else actions[0])
        assert result.legal
        game = result.game.run_bots()
    return game
