"""What the coach says is possible is what the referee accepts (issue 19): "your cards do not
reach the opening minimum" only when no meld does, checked against `check` on positions met in
practice games; and the listing's sample of melds is never read as the whole story."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

import canasta_core as cc
from canasta_app.practice import model as pr
from canasta_app.text.i18n import card_name, t
from canasta_core.cards import is_wild
from canasta_core.cards import value as card_value

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from engine_helpers import position  # noqa: E402


def _random_opening(pos: cc.Position, rng: random.Random) -> str | None:
    """A meld drawn at random from the hand: natural groups of a rank with wild cards added."""
    hand = list(pos.hand(pos.turn))
    wilds = [c for c in hand if is_wild(c)]
    rng.shuffle(wilds)
    ranks: dict[str, list[str]] = {}
    for c in hand:
        if not is_wild(c):
            ranks.setdefault(c[0], []).append(c)
    groups = []
    for cards in ranks.values():
        if len(cards) >= 2 and rng.random() < 0.7:
            k = rng.randint(2, len(cards))
            g = cards[:k]
            while wilds and rng.random() < 0.5 and sum(map(is_wild, g)) < 3:
                g.append(wilds.pop())
            groups.append(g)
    return "meld " + "; ".join(" ".join(g) for g in groups) if groups else None


def test_three_queens_and_a_joker_open_for_50() -> None:
    pos = position(hand=["QC", "QD", "QH", "JK", "5C", "8D", "9S"], pile=["4C"])
    assert not any(a.startswith("meld") for a in cc.legal_actions(pos))  # not listed...
    got = pr.opening_meld(pos)
    assert got is not None and cc.check(pos, got).legal  # ...but the referee accepts one


def test_no_opening_when_the_cards_cannot_reach_the_minimum() -> None:
    pos = position(hand=["5C", "5D", "5H", "4C", "8D", "9S", "KD"], pile=["4C"])
    assert pr.opening_meld(pos) is None
    assert not cc.check(pos, "meld 5C 5D 5H").legal


def test_the_guide_never_contradicts_the_referee_on_opening() -> None:
    rng = random.Random(19)
    cannot = t("practice.guide.open_cannot", "en", minimum=50).split("{")[0][:30]
    claims = checked = 0
    for seed in range(1, 13):
        game = pr.new_game(seed).run_bots()
        while not game.deal_over and len(game.moves) < 200:
            pos = game.position
            if game.learner_to_act and pos.phase == "play" and not pos.melds[pos.side] \
                    and pos.this_turn.asked is None:
                notes = pr.guide(game, "en")
                says_cannot = any(n.startswith(cannot) for n in notes)
                found = pr.opening_meld(pos)
                if found is not None:
                    assert cc.check(pos, found).legal, found
                    assert not says_cannot, (notes, found)
                    claims += 1
                elif says_cannot:
                    for _ in range(150):  # an independent search finds no opening either
                        cand = _random_opening(pos, rng)
                        if cand is not None:
                            assert not cc.check(pos, cand).legal, (pos.hand(pos.turn), cand)
                    checked += 1
            game = game.try_action(rng.choice(cc.legal_actions(pos))).game.run_bots() \
                if game.learner_to_act else game.run_bots()
    assert claims > 0 and checked > 0


def _random_take(pos: cc.Position, rng: random.Random) -> str | None:
    """A take drawn at random: two hand cards for the top card, maybe more melds after."""
    hand = list(pos.hand(pos.turn))
    if len(hand) < 2:
        return None
    pair = rng.sample(hand, 2)
    rest = list(hand)
    for c in pair:
        rest.remove(c)
    more = _random_opening(position(hand=rest), rng) if rng.random() < 0.7 else None
    return "take " + " ".join(pair) + ("; " + more[5:] if more else "")


@pytest.mark.slow  # a sweep over many random positions (35 s at load 7): make test, not make check
def test_the_guide_never_says_the_pile_cannot_be_taken_when_the_referee_allows_it() -> None:
    rng = random.Random(7)
    cannot = t("practice.guide.cannot_take", "en", count=2)[:25]
    blocked = t("practice.guide.blocked", "en", card="3♣")[:20]
    found = refused = 0
    for seed in range(1, 25):
        game = pr.new_game(seed).run_bots()
        while not game.deal_over and len(game.moves) < 200:
            pos = game.position
            if game.learner_to_act and pos.phase == "draw" and pos.pile:
                notes = pr.guide(game, "en")
                says_cannot = any(n.startswith((cannot, blocked)) for n in notes)
                take = pr.pile_take(pos)
                if take is not None:
                    assert cc.check(pos, take).legal and not says_cannot, (notes, take)
                    found += 1
                else:
                    assert says_cannot, notes
                    for _ in range(200):  # an independent search finds no take either
                        cand = _random_take(pos, rng)
                        if cand is not None:
                            try:
                                assert not cc.check(pos, cand).legal, (pos.hand(pos.turn), cand)
                            except ValueError:
                                pass
                    refused += 1
            game = game.try_action(rng.choice(cc.legal_actions(pos))).game.run_bots() \
                if game.learner_to_act else game.run_bots()
    assert found > 0 and refused > 0


def test_a_take_that_opens_with_more_melds_is_found_though_not_listed() -> None:
    pos = position(phase="draw", hand=["KS", "QD", "JS", "TD", "8D", "6H", "6S", "4D", "4S",
                                       "2C", "2H"], pile=["9C", "6D"])
    assert not any(a.startswith("take") for a in cc.legal_actions(pos))
    take = pr.pile_take(pos)
    assert take is not None and cc.check(pos, take).legal


def test_you_can_open_names_the_cards_the_referee_accepts() -> None:
    """"You can open now" says with which cards (issue 37), and those cards, melded as said,
    are an opening the referee accepts, worth the points said."""
    rng = random.Random(5)
    said = 0
    for seed in range(1, 9):
        game = pr.new_game(seed).run_bots()
        while not game.deal_over and len(game.moves) < 120:
            pos = game.position
            if game.learner_to_act and pos.phase == "play" and not pos.melds[pos.side] \
                    and pos.this_turn.asked is None:
                line = next((n for n in pr.guide(game, "en")
                             if n.startswith("You can open now")), None)
                found = pr.opening_meld(pos) or next(
                    (a for a in cc.legal_actions(pos) if a.startswith("meld")), None)
                assert (line is None) == (found is None), (line, found)
                if line is not None and found is not None:
                    groups = [g.cards for g in cc.parse(found).groups]
                    for g in groups:
                        assert " ".join(card_name(c, "en") for c in g) in line, (line, found)
                    points = sum(card_value(c) for g in groups for c in g)
                    assert f"with {' '.join(card_name(c, 'en') for c in groups[0])}" in line
                    assert f": {points} points, the minimum is " in line
                    assert cc.check(pos, found).legal
                    es = next(n for n in pr.guide(game, "es") if n.startswith("Podés abrir"))
                    assert f"{points} puntos" in es
                    said += 1
            game = game.try_action(rng.choice(cc.legal_actions(pos))).game.run_bots() \
                if game.learner_to_act else game.run_bots()
    assert said > 0
