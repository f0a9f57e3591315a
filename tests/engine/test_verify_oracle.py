"""`verify` (the engine state's ruling, canasta_core/verify.py) equals the former judge.

Issue 40 replaced the judge on `Position` and card codes (`rulings.evaluate` before e256ece) by
one walk of the rules on card ints; the former judge is kept as the oracle
(tests/engine/rulings_oracle.py). Over seeded deals of every profile, played on by random
listed actions, every listed action, every bare verb, discards and random melds, takes and
wild cards onto a rank (legal or not) are ruled on by both: the same violations (reasons and
parameters, in order), reason, cites, warnings, effects and the events' facts, or the same
error.
"""

from __future__ import annotations

import dataclasses
import random

import pytest
from rulings_oracle import evaluate as oracle_evaluate

import canasta_core as cc
from canasta_core.actions import parse
from canasta_core.evaluation import Evaluation
from canasta_core.profiles import PROFILES
from canasta_core.rulings import evaluate

_FIELDS = tuple(f.name for f in dataclasses.fields(Evaluation))


def _ruled(fn, pos: cc.Position, text: str) -> object:
    try:
        ev = fn(pos, parse(text))
    except (ValueError, KeyError) as e:  # NotationError: a hand given as a count
        return (type(e).__name__, str(e))
    return {name: getattr(ev, name, None) for name in _FIELDS}


def _candidates(pos: cc.Position, rng: random.Random) -> list[str]:
    out = [*cc.legal_actions(pos), "draw", "take", "pass", "ask", "yes", "no"]
    hand = pos.hands[pos.turn]
    if isinstance(hand, int) or not hand:
        return out
    cards = list(hand)
    out += [f"discard {c}" for c in cards[:4]]
    for _ in range(3):
        out.append("meld " + " ".join(rng.sample(cards, min(3, len(cards)))))
        out.append("take " + " ".join(rng.sample(cards, min(2, len(cards)))))
        out.append("meld " + " ".join(rng.sample(cards, min(2, len(cards))))
                   + "; " + " ".join(rng.sample(cards, min(3, len(cards)))))
    wild = [c for c in cards if c == "JK" or c[0] == "2"]
    for r in "AK7":
        out += [f"meld {r}: {w}" for w in wild[:1]]
    return out


@pytest.mark.parametrize("profile", sorted(PROFILES))
@pytest.mark.parametrize("seed", [5, 17])
def test_verify_equals_the_former_judge(profile: str, seed: int) -> None:
    rules = PROFILES[profile]
    pos = cc.deal(seed=seed, dealer=rules.seats[0], scores=(0,) * len(rules.sides),
                  profile=profile)
    rng = random.Random(f"oracle:{profile}:{seed}")
    ruled = 0
    for _ in range(40):
        if pos.phase == "over":
            break
        for text in _candidates(pos, rng):
            want = _ruled(oracle_evaluate, pos, text)
            got = _ruled(evaluate, pos, text)
            assert got == want, (text, cc.dump(pos))
            ruled += 1
        pos = cc.play(pos, rng.choice(cc.legal_actions(pos)))
    assert ruled > 300  # the deal was played on, not ended at once
