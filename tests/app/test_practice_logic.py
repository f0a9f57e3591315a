"""canasta_app.practice.model without a server: seeded bots, tries ruled by the engine, take-backs,
the learner's decisions, the game sheet to 5000, links, the coach and the hint ladder."""

from __future__ import annotations

import random

import pytest
from helpers.words import says

import canasta_core as cc
from canasta_app.calculator.model import GameSheet
from canasta_app.practice import model as pr
from canasta_app.text.move_words import action_words
from canasta_core.bots import deal_seed
from canasta_core.positions import SEATS

SEED = 7


def play_deal(game: pr.PracticeGame, rng: random.Random) -> pr.PracticeGame:
    """A scripted learner: a legal action chosen at random, the bots answering, to the end."""
    game = game.run_bots()
    while not game.deal_over:
        assert game.learner_to_act
        result = game.try_action(rng.choice(cc.legal_actions(game.position)))
        assert result.legal, result.ruling
        game = result.game.run_bots()
    return game


def an_illegal_action(game: pr.PracticeGame) -> str:
    """An action the learner may not play now: a discard in the draw phase, else a draw."""
    pos = game.position
    return f"discard {pos.hand('S')[0]}" if pos.phase == "draw" else "draw"


def test_the_same_seed_deals_the_same_game_and_the_bots_answer_the_same() -> None:
    a = pr.new_game(SEED).run_bots()
    b = pr.new_game(SEED).run_bots()
    assert a.position == b.position
    assert [m.action for m in a.moves] == [m.action for m in b.moves]
    assert a.start == cc.deal(deal_seed(SEED, 0), pr.dealer_for(SEED, 1))
    assert a.learner_to_act and not a.bot_to_act
    other = pr.new_game(SEED + 1)
    assert other.start != a.start


def test_an_illegal_try_changes_nothing_but_the_count() -> None:
    game = pr.new_game(SEED).run_bots()
    text = an_illegal_action(game)
    result = game.try_action(text)
    assert result.ruling is not None and not result.legal
    assert result.ruling.rule, "the refusal names its rule"
    assert result.game.position == game.position
    assert result.game.moves == game.moves
    assert result.game.illegal_tries == game.illegal_tries + 1
    # a text that cannot be read is not a try at the rules: explained, not counted
    bad = game.try_action("meld ZZ")
    assert bad.ruling is None and bad.error == "practice.err.input"
    assert bad.game.illegal_tries == game.illegal_tries
    assert game.try_action("  ").error == "practice.err.empty"


def test_the_learner_cannot_act_for_a_bot() -> None:
    game = pr.new_game(SEED)
    if game.learner_to_act:  # make it a bot's turn
        game = game.try_action(cc.legal_actions(game.position)[0]).game
    assert game.bot_to_act
    result = game.try_action("draw")
    assert result.error == "practice.err.wait"
    assert result.game is game


def test_take_back_restores_the_exact_position_and_the_replies_replay_the_same() -> None:
    game = pr.new_game(SEED).run_bots()
    before = game.position
    first = game.try_action("draw").game
    second = first.try_action(f"discard {first.position.hand('S')[0]}").game.run_bots()
    assert len(second.moves) > len(first.moves) + 1, "the bots replied"
    back = second.take_back()
    assert back.position == first.position
    assert back.take_backs == 1
    back2 = back.take_back()
    assert back2.position == before
    assert back2.take_backs == 2
    assert back2.take_back().take_backs == 2, "nothing left to take back: not counted"
    again = back.try_action(second.learner_actions[-1]).game.run_bots()
    assert again.position == second.position


def test_decisions_record_the_learner_and_reopen_goes_back_to_one() -> None:
    game = play_deal(pr.new_game(SEED), random.Random(1))
    decisions = game.decisions
    assert decisions and all(d.deal == 1 for d in decisions)
    assert [d.action for d in decisions] == list(game.learner_actions)
    for d in decisions[:: max(1, len(decisions) // 4)]:
        assert game.moves[d.move].seat == "S"
        assert game.reopen(d.move).position == d.before
        assert game.reopen(d.move).learner_to_act


def test_a_deal_to_its_scoring_then_the_next_deal_on_the_sheet() -> None:
    game = play_deal(pr.new_game(SEED), random.Random(2))
    assert game.deal_over
    breakdown = game.deal_breakdown()
    assert breakdown == cc.score(game.position)
    ns, ew = breakdown["NS"]["total"], breakdown["EW"]["total"]
    assert game.sheet_after().deals == ((ns, ew),)
    nxt = game.next_deal()
    assert nxt.deal_number == 2
    assert nxt.sheet.deals == ((ns, ew),)
    assert nxt.start.scores == {"NS": ns, "EW": ew}, "the totals set the opening minimums"
    assert nxt.start.dealer == SEATS[(SEATS.index(game.start.dealer) + 1) % 4]
    assert nxt.results[0].breakdown == breakdown
    assert nxt.moves == () and nxt.illegal_tries == 0 and nxt.take_backs == 0
    with pytest.raises(ValueError):
        nxt.next_deal()  # not over yet


def test_the_game_ends_at_5000() -> None:
    sheet = GameSheet.of([(2500, 100), (2400, 300)])
    game = play_deal(pr.new_game(SEED, sheet=sheet), random.Random(3))
    assert game.start.scores == {"NS": 4900, "EW": 400}
    after = game.sheet_after().status()
    if after.finished:
        assert game.game_over
        with pytest.raises(ValueError):
            game.next_deal()
    else:
        assert not game.game_over and game.next_deal().deal_number == 4


def test_counts_are_kept_per_deal_and_summed_for_the_game() -> None:
    game = pr.new_game(SEED).run_bots()
    game = game.try_action(an_illegal_action(game)).game
    game = game.try_action("draw").game.take_back()
    game = play_deal(game, random.Random(4))
    assert (game.illegal_tries, game.take_backs) == (1, 1)
    nxt = game.next_deal().run_bots()
    nxt = nxt.try_action(an_illegal_action(nxt)).game
    assert nxt.total_illegal_tries == 2 and nxt.total_take_backs == 1
    assert (nxt.results[0].illegal_tries, nxt.results[0].take_backs) == (1, 1)


# --- links -------------------------------------------------------------------------------------


def test_a_link_reopens_the_same_moment() -> None:
    game = pr.new_game(SEED, "heuristic", "random").run_bots()
    for _ in range(3):
        game = game.try_action(cc.legal_actions(game.position)[0]).game.run_bots()
    query = pr.query_for(game)
    assert query["seed"] == str(SEED) and query["deal"] == "1"
    assert query["move"] == str(len(game.moves))
    opened, problems = pr.read_link(query)
    assert problems == [] and opened is not None
    assert opened.position == game.position
    assert [m.action for m in opened.moves] == [m.action for m in game.moves]
    assert (opened.partner, opened.opponents) == ("heuristic", "random")
    # an earlier move of the same deal
    k = game.decisions[-1].move
    earlier, problems = pr.read_link({**query, "move": str(k)})
    assert problems == [] and earlier is not None
    assert earlier.position == game.decisions[-1].before


def test_a_link_in_a_later_deal_carries_the_sheet() -> None:
    game = play_deal(pr.new_game(SEED), random.Random(5)).next_deal().run_bots()
    game = game.try_action(cc.legal_actions(game.position)[0]).game
    query = pr.query_for(game)
    assert query["deal"] == "2" and "sheet" in query
    opened, problems = pr.read_link(query)
    assert problems == [] and opened is not None
    assert opened.sheet == game.sheet and opened.position == game.position


def test_actions_encode_and_decode() -> None:
    actions = ["draw", "take 7H 7S; KH KS KD", "discard 9C", "meld K: 2D"]
    assert pr.decode_actions(pr.encode_actions(actions)) == actions
    assert pr.decode_actions(pr.encode_actions([])) == []


@pytest.mark.parametrize(
    ("query", "key"),
    [
        ({"seed": "abc"}, "practice.bad.seed"),
        ({"seed": "-3"}, "practice.bad.seed"),
        ({"seed": "9" * 40}, "practice.bad.seed"),
        ({"seed": "7", "partner": "<b>x</b>"}, "practice.bad.bot"),
        ({"seed": "7", "sheet": "12,abc"}, "practice.bad.sheet"),
        ({"seed": "7", "sheet": "12,5"}, "practice.bad.sheet"),  # not a multiple of 5
        ({"seed": "7", "sheet": "5000,0"}, "practice.bad.sheet_won"),
        ({"seed": "7", "deal": "3"}, "practice.bad.deal"),
        ({"seed": "7", "sheet": "50,50", "deal": "1"}, "practice.bad.deal"),
        ({"seed": "7", "h": "garbage"}, "practice.bad.h"),
        ({"seed": "7", "h": "1.eNorSS"}, "practice.bad.h"),
        ({"seed": "7", "move": "x"}, "practice.bad.move_text"),
        ({"seed": "7", "move": "900"}, "practice.bad.move"),
        ({"seed": "7", "h": pr.encode_actions(["meld AS AH AD AC"])}, "practice.bad.h_move"),
    ],
)
def test_a_malformed_link_says_what_is_wrong(query: dict[str, str], key: str) -> None:
    game, problems = pr.read_link(query)
    assert game is None
    assert key in [k for k, _ in problems]


def test_no_seed_is_no_link() -> None:
    assert pr.read_link({}) == (None, [])
    assert pr.read_link({"lang": "es"}) == (None, [])
    game, problems = pr.read_link({"move": "5", "h": "1.x"})
    assert game is None and problems == [("practice.bad.no_seed", {"names": "move, h"})]


# --- the coach ----------------------------------------------------------------------------------


def _game_at(position: dict[str, object]) -> pr.PracticeGame:
    return pr.PracticeGame(1, "heuristic", "heuristic", GameSheet(), cc.load(position))


def _position(**over: object) -> dict[str, object]:
    base: dict[str, object] = {
        "format": "canasta/1", "dealer": "E", "turn": "S", "phase": "draw",
        "hands": {"N": ["4C", "4D", "5C"], "E": ["6C", "6D", "7C"],
                  "S": ["8H", "8S", "KD", "KH", "KS", "QC"], "W": ["9C", "9D", "TC"]},
        "pile": ["5D", "2H", "8C"], "stock": ["JC", "JD", "JH"],
    }
    base.update(over)
    return base


def test_guide_a_frozen_pile_and_the_opening_minimum() -> None:
    notes = pr.guide(_game_at(_position()), "en")
    text = " ".join(notes)
    assert "frozen" in text and "two natural eights" in text
    assert says("practice.guide.can_take", count=3) in text
    assert "at least 50 points" in text
    es = " ".join(pr.guide(_game_at(_position()), "es"))
    assert "congelado" in es and "50" in es


def test_guide_a_blocked_pile_and_a_pile_you_cannot_take() -> None:
    blocked = " ".join(pr.guide(_game_at(_position(pile=["5D", "3C"])), "en"))
    assert "blocked" in blocked and "3♣" in blocked
    cannot = " ".join(pr.guide(_game_at(_position(pile=["5D", "9H"])), "en"))
    assert says("practice.guide.cannot_take") in cannot, cannot


def test_guide_going_out_needs_a_canasta() -> None:
    pos = _position(
        phase="play", pile=["5D"],
        hands={"N": 3, "E": 3, "S": ["KH", "KS", "KC", "9D"], "W": 3},
        melds={"NS": {"Q": ["QC", "QD", "QH", "QS", "QC", "QD", "2D"]}, "EW": {}},
    )
    text = " ".join(pr.guide(_game_at(pos), "en"))
    assert says("practice.guide.out_ask", partner="North") in text, text
    melded = _position(
        phase="play", pile=["5D"], this_turn={"melded": True},
        hands={"N": 3, "E": 3, "S": ["KH", "KS", "KC", "9D"], "W": 3},
        melds={"NS": {"Q": ["QC", "QD", "QH", "QS", "QC", "QD", "2D"], "9": ["9C", "9S", "9H"]},
               "EW": {}},
    )
    assert says("practice.guide.out_can", partner="North") in " ".join(
        pr.guide(_game_at(melded), "en"))
    no_canasta = _position(
        phase="play", pile=["5D"],
        hands={"N": 3, "E": 3, "S": ["KH", "KS", "KC", "9D"], "W": 3},
        melds={"NS": {"Q": ["QC", "QD", "QH"]}, "EW": {}},
    )
    assert "needs a canasta" in " ".join(pr.guide(_game_at(no_canasta), "en"))


def test_guide_when_the_partner_asks() -> None:
    pos = _position(phase="play", turn="N", pile=["5D"], this_turn={"asked": "pending"},
                    melds={"NS": {"Q": ["QC", "QD", "QH"]}, "EW": {}})
    game = _game_at(pos)
    assert game.acting == "S" and game.learner_to_act
    assert says("practice.guide.asked", partner="North") in " ".join(pr.guide(game, "en"))


def test_the_hint_ladder_climbs_to_a_legal_action() -> None:
    game = pr.new_game(SEED).run_bots()
    action = pr.hint_action(game)
    assert action is not None and cc.check(game.position, action).legal
    steps = pr.hint_steps(action, "en")
    assert len(steps) == pr.HINT_LEVELS
    assert action_words(action) in steps[2]  # the whole move, in words (not notation)
    steps_meld = pr.hint_steps("meld 5C 5D 5H", "en")
    assert steps_meld[0] == "Meld." and "5♣ 5♦ 5♥" in steps_meld[1]
    assert pr.hint_steps("discard 9C", "es")[0] == "Descartá."
    waiting = game.try_action("draw").game
    waiting = waiting.try_action(f"discard {waiting.position.hand('S')[0]}").game
    assert waiting.bot_to_act and pr.hint_action(waiting) is None


def test_a_bot_decision_once_made_is_remembered(monkeypatch: pytest.MonkeyPatch) -> None:
    seed = 424242  # a game no other test plays, so nothing is remembered yet
    made: list[str] = []
    from canasta_app.practice import (
        game as practice_game,  # where bots are made (practice re-exports it)
    )

    real = practice_game.make_bot

    def counting(kind: str, seed: int | None = None) -> object:
        made.append(kind)
        return real(kind, seed)

    monkeypatch.setattr(practice_game, "make_bot", counting)
    game = pr.new_game(seed).run_bots()
    game = game.try_action("draw").game
    game = game.try_action(f"discard {game.position.hand('S')[0]}").game
    first = game.run_bots()
    asked = len(made)
    assert asked >= len(first.moves) - len(game.moves) > 0
    again = first.take_back().try_action(game.learner_actions[-1]).game.run_bots()
    assert again.position == first.position
    assert len(made) == asked, "the replies after a take-back come from memory"


def test_each_move_keeps_the_engines_events() -> None:
    game = play_deal(pr.new_game(SEED), random.Random(6))
    for m in game.moves:
        after, events = cc.play_events(m.before, m.action)
        assert after == m.after and events == m.events
    assert any(m.events for m in game.moves)
