"""The expert's inferring sampler (`Budget.infer`): what the table saw a seat do shapes the hand
it is dealt in the sampled worlds, every world still loads, and the advice stays reproducible."""

from __future__ import annotations

import random
from collections import Counter

from engine_helpers import position

import canasta_core as cc
from canasta_core.bots import HeuristicBot, acting_seat, play_deal
from canasta_core.cards import full_deck, is_wild
from canasta_core.expert import EXPERT_BUDGET, Budget, Sightings, analyse, sample_world
from canasta_core.positions import SEATS, all_cards, card_total, to_dict

TINY = Budget(worlds=3, candidates=4, extend=0, policy="eager", infer=True)


def test_a_seat_of_an_opened_side_that_draws_lacks_a_pair_of_the_top_rank() -> None:
    before = position(turn="E", phase="draw", hands={"E": ["4C", "9H", "KD"]},
                      melds={"EW": {"A": ["AC", "AD", "AH"]}}, pile=["5C", "9D", "7H"])
    seen = Sightings()
    seen.observe(before, "draw", before)  # only the position before is read
    assert seen.passed["E"] == {"7"}


def test_a_seat_whose_side_has_not_opened_may_draw_over_a_pair() -> None:
    # An unopened side may lack the opening minimum: drawing says nothing of its pairs.
    before = position(turn="E", phase="draw", hands={"E": ["4C", "9H", "KD"]},
                      pile=["5C", "9D", "7H"])
    seen = Sightings()
    seen.observe(before, "draw", before)  # only the position before is read
    assert not seen.passed["E"]


def test_a_discard_records_the_ranks_the_side_had_melded() -> None:
    before = position(turn="E", phase="play", hands={"E": ["4C", "9H", "KD", "KS", "8C"]},
                      melds={"EW": {"A": ["AC", "AD", "AH"], "6": ["6C", "6D", "6H"]}})
    seen = Sightings()
    seen.observe(before, "discard 4C", cc.play(before, "discard 4C"))
    assert seen.tidy["E"] == frozenset({"A", "6"})


def test_a_seat_holds_no_other_card_of_the_rank_it_just_discarded() -> None:
    north = ["5D", "6D", "7D", "8D", "TD", "JD", "QD", "KH", "AH", "AS", "4H"]
    before = position(turn="E", phase="play",
                      hands={"N": north, "E": ["4C", "9H", "KD", "KS", "8C"]})
    after = cc.play(before, "discard 9H")
    seen = Sightings()
    seen.observe(before, "discard 9H", after)
    assert seen.shed == {"E": "9"}
    worlds = [sample_world(after, "N", random.Random(i), seen, infer=True) for i in range(30)]
    assert not any(c[0] == "9" for w in worlds for c in w.hand("E"))
    assert any(c[0] == "9" for i in range(30)  # the uniform sampler deals nines to East
               for c in sample_world(after, "N", random.Random(i), seen).hand("E"))
    drew = position(turn="E", phase="draw", hands={"E": ["4C", "KD", "KS", "8C"]}, pile=["9H"])
    seen.observe(drew, "draw", drew)  # a new card: the rank discarded says less
    assert seen.shed == {}


def _deals(seed: int) -> list[tuple[cc.Position, Sightings]]:
    """Moments of a deal of sensible bots where North draws, with what the table had seen."""
    rec = play_deal(seed, {"NS": HeuristicBot(seed), "EW": HeuristicBot(seed + 1)})
    seen = Sightings()
    out = []
    for step in rec.steps:
        if step.before.turn == "N" and step.before.phase == "draw":
            snap = Sightings()
            snap.held.update({s: Counter(c) for s, c in seen.held.items()})
            snap.passed.update({s: set(r) for s, r in seen.passed.items()})
            snap.tidy.update(seen.tidy)
            snap.shed.update(seen.shed)
            out.append((step.before, snap))
        seen.observe(step.before, step.action, step.after)
    return out


def _melded_naturals(pos: cc.Position, seat: str, ranks: frozenset[str]) -> int:
    return sum(1 for c in pos.hand(seat) if not is_wild(c) and c[0] in ranks)


def test_inferred_worlds_load_and_keep_the_hands_play_has_shaped() -> None:
    shaped = uniform = 0
    for seed in range(1, 6):
        for i, (pos, seen) in enumerate(_deals(seed)):
            w = sample_world(pos, "N", random.Random(i), seen, infer=True)
            u = sample_world(pos, "N", random.Random(i), seen)
            assert cc.load(to_dict(w)) == w and card_total(w) == 108
            assert Counter(all_cards(w)) == Counter(full_deck())
            assert w.hand("N") == pos.hand("N") and w.stock_size == pos.stock_size
            assert all(w.hand_size(s) == pos.hand_size(s) for s in SEATS)
            assert not seen.known("E") - Counter(w.hand("E"))  # cards seen stay where seen
            for s in ("E", "W"):
                tidy = seen.tidy.get(s)
                if tidy is not None and pos.hand_size(s) >= 3:
                    shaped += _melded_naturals(w, s, tidy)
                    uniform += _melded_naturals(u, s, tidy)
    # The limits can fail only when too few unseen cards fit them.
    assert uniform > 20 and shaped * 5 < uniform


def test_inferred_advice_is_reproducible() -> None:
    pos, seen = _deals(3)[6]
    seat = acting_seat(pos)
    a = analyse(pos, seat, seed=4, budget=TINY, sightings=seen)
    b = analyse(pos, seat, seed=4, budget=TINY, sightings=seen)
    assert [(e.action, e.samples) for e in a.estimates] == [
        (e.action, e.samples) for e in b.estimates]
    assert a.choice(1.0) in cc.legal_actions(pos)


def test_the_inferring_sampler_is_opt_in() -> None:
    # Off for the expert bot and the coach: it measured no stronger (docs/performance.md).
    assert not EXPERT_BUDGET.infer and not Budget().infer
