"""The practice table offers "take the pile" only when the referee would accept a take of the
pile on screen (issue 23): a pile frozen for the learner, blocked by a black three or a wild
card on top, or one the hand cannot take is not offered, and the prompt names the rule instead.
The rule named is the referee's own ruling on the closest try."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from practice_helpers import game_of, open_practice
from practice_moments import pile_block_moment
from streamlit.testing.v1 import AppTest

import canasta_core as cc
from canasta_app.practice import model as pr
from canasta_app.ui.ruling import rule_title

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from engine_helpers import position  # noqa: E402


def _offers_take(at: AppTest) -> bool:
    keys = {b.key for b in at.button}
    kinds = [s for s in at.segmented_control if s.key == "practice_pick_kind"]
    texts = [m.value for m in at.markdown]
    return ("practice_pick_bare_take" in keys or bool(kinds)
            or any("Take the pile" in t for t in texts)
            or any(k.startswith("practice_pick_chip_") for k in keys))


@pytest.mark.parametrize(("hand", "pile", "melds", "rule"), [
    (["7C", "7D", "KS", "9H"], ["5D", "3C"], None, "pile.blocked"),  # black three on top
    (["7C", "7D", "KS", "9H"], ["5D", "2C"], None, "pile.blocked"),  # wild card on top
    (["7C", "KD", "KS", "9H", "JK"], ["5D", "3H", "7S"], {"NS": {"7": ["7H", "7D", "2C"]}},
     "pile.frozen"),  # frozen by a red three: one natural seven is not enough
    (["8C", "KD", "KS", "9H"], ["5D", "7S"], None, None),  # no seven: no take at all
])
def test_pile_block_names_the_referees_rule(hand: list[str], pile: list[str],
                                            melds: dict[str, dict[str, list[str]]] | None,
                                            rule: str | None) -> None:
    kw = {"melds": melds} if melds else {}
    pos = position(phase="draw", hand=hand, pile=pile, **kw)
    assert not any(a.startswith("take") for a in cc.legal_actions(pos))
    got = pr.pile_block(pos)
    assert got is not None
    if rule is not None:
        assert got == rule
    refused = cc.check(pos, "take " + " ".join(hand[:2]))
    assert not refused.legal


def test_no_block_where_a_take_is_legal() -> None:
    pos = position(phase="draw", hand=["7C", "7D", "KS", "9H"], pile=["5D", "7S"],
                   melds={"NS": {"9": ["9C", "9D", "9S"], "K": ["KC", "KH", "KD"],
                                 "A": ["AC", "AD", "AS"]}})
    assert pr.pile_block(pos) is None
    assert cc.check(pos, "take 7C 7D").legal


@pytest.mark.parametrize(("seed", "rule"), [(1, "pile.frozen"), (1, "pile.blocked"),
                                            (9, "pile.blocked")])
def test_the_page_offers_no_take_the_referee_would_refuse(seed: int, rule: str) -> None:
    game = pile_block_moment(seed, rule)
    at = open_practice({**pr.query_for(game), "pace": "instant"})
    assert game_of(at).position == game.position
    assert not _offers_take(at), "a take is offered that the referee refuses"
    assert any(b.key == "practice_pick_bare_draw" for b in at.button)
    prompt = next(m.value for m in at.markdown if "draw from the stock" in m.value)
    assert "cannot be taken" in prompt and rule_title(rule, "en") in prompt
    assert "take the pile" not in prompt.lower()


def test_spanish_prompt_names_the_rule_in_spanish() -> None:
    game = pile_block_moment(1, "pile.frozen")
    at = open_practice({**pr.query_for(game), "pace": "instant", "lang": "es"})
    prompt = next(m.value for m in at.markdown if "robá del mazo" in m.value)
    assert "no se puede levantar" in prompt and rule_title("pile.frozen", "es") in prompt


def test_a_takeable_pile_is_still_offered() -> None:
    game = pr.new_game(1).run_bots()
    while not game.deal_over:  # the first moment the learner may take the pile
        pos = game.position
        if pos.phase == "draw" and pos.pile and pr.pile_take(pos) is not None:
            break
        action = pr.hint_action(game)
        assert action is not None
        game = game.try_action(action).game.run_bots()
    assert not game.deal_over
    at = open_practice({**pr.query_for(game), "pace": "instant"})
    assert _offers_take(at)
    prompt = next(m.value for m in at.markdown if "draw from the stock" in m.value)
    assert "take the pile" in prompt


@pytest.mark.parametrize(("pile", "stock", "en", "es"), [
    (["5D", "3C"], 40, "South to play: draw from the stock (the pile is blocked)",
     "Juega Sur: roba del mazo (el pozo está bloqueado)"),
    (["5D", "2C"], 0, "South to play: the stock is empty and the pile is blocked — pass",
     "Juega Sur: el mazo está vacío y el pozo está bloqueado — pasa"),
    (["5D", "7S"], 40,  # two natural sevens, but 15 points do not open: no take either
     "South to play: draw from the stock (South cannot take the pile with these cards)",
     "Juega Sur: roba del mazo (con estas cartas no puede levantar el pozo)"),
])
def test_the_tables_turn_line_offers_no_take_of_a_blocked_pile(
        pile: list[str], stock: int, en: str, es: str) -> None:
    from canasta_app.ui.table import table_html

    pos = position(phase="draw", turn="S", hand=["7C", "7D", "KS", "9H"], pile=pile,
                   stock=stock)
    assert en in table_html(pos, "en")
    assert es in table_html(pos, "es")


@pytest.mark.parametrize(("hand", "pile", "melds", "words"), [
    (["7C", "7D", "KS", "9H"], ["5D", "3C"], None, "A black three (3♣) is on top"),
    (["7C", "KD", "KS", "9H", "JK"], ["5D", "3H", "7S"], {"NS": {"7": ["7H", "7D", "2C"]}},
     "you need two natural sevens"),
    # one ace and no wild card: said of the hand, not "a meld needs at least three cards"
    (["AC", "KD", "KS", "9H"], ["5D", "AS"], {"NS": {"Q": ["QC", "QD", "QH"]}},
     "two natural aces, or one and a wild card"),
    (["8C", "KD", "KS", "9H"], ["5D", "7S"], {"NS": {"Q": ["QC", "QD", "QH"]}},
     "two natural sevens, or one and a wild card"),
    # a pair that takes the pile but cannot reach the first meld's minimum (50)
    (["9C", "9D", "4S", "5H"], ["5D", "9S"], None, "reaches the 50 points a first meld needs"),
])
def test_the_block_is_said_in_words_true_of_the_hand(
        hand: list[str], pile: list[str], melds: dict[str, dict[str, list[str]]] | None,
        words: str) -> None:
    """The prompt's reason is a sentence about the pile or the hand shown, not a rule's title
    (issue 37: "The pile cannot be taken now: Using the top card"), in both languages."""
    kw = {"melds": melds} if melds else {}
    pos = position(phase="draw", hand=hand, pile=pile, **kw)
    found = pr.pile_block_reason(pos, "en")
    assert found is not None and found[0] == pr.pile_block(pos)
    assert words in found[1], found
    assert "meld needs at least three" not in found[1]
    es = pr.pile_block_reason(pos, "es")
    assert es is not None and es[1] and es[1] != found[1]
    # each reason is a sentence of its own after the prompt's ("… now. The pile is frozen …"),
    # never a capital after a colon nor a lowercase sentence start
    assert found[1][0].isupper() and es[1][0].isupper(), (found, es)
