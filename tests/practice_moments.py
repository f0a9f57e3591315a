"""Moments of a practice game found by playing it, shared by the AppTests and the browser tests."""

from __future__ import annotations

from canasta_app.practice import model as pr


def pile_block_moment(seed: int, rule: str, profile: str = "classic") -> pr.PracticeGame:
    """The learner playing the hint bot's moves until the pile on screen, at the learner's draw,
    is blocked by `rule` (the rule slug `pr.pile_block` returns)."""
    game = pr.new_game(seed, profile=profile).run_bots()
    while not game.deal_over:
        if game.position.phase == "draw" and pr.pile_block(game.position) == rule:
            return game
        action = pr.hint_action(game)
        assert action is not None
        game = game.try_action(action).game.run_bots()
    raise AssertionError(f"seed {seed}: no {rule} moment")
