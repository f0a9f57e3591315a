"""Property tests (hypothesis, derandomized so CI is reproducible).

From seeded deals, random legal play to the end of the deal (the choice at each step drawn by
hypothesis, so a failure shrinks to a short game):
* exactly 108 cards at every step (card_total, and two of each card, four jokers);
* a player to act always has a legal action, and every listed action passes check;
* check and play agree on listed and on random candidate actions;
* position JSON round-trips exactly at every step.
Random text as an action or a position, and random JSON or mutated positions, give only the
documented NotationError, never another exception.

The invariants are those of benchmarks/soak.py (imported from it), which runs the same checks
over 100,000 deals.
"""

from __future__ import annotations

import itertools
import json
import os
import random
from typing import Any

from helpers.benchmarks import benchmark
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

import canasta_core as cc
from canasta_core.actions import canonical
from canasta_core.positions import NEXT_SEAT, SEATS

soak = benchmark("soak", "canasta_soak")

# `make test` runs a quarter of each property's examples (benchmarks/soak.py plays the same
# invariants over 100,000 deals); CANASTA_THOROUGH=1 runs them all (docs/testing.md).
THOROUGH = os.environ.get("CANASTA_THOROUGH", "").strip() not in ("", "0")


def examples(full: int) -> int:
    """How many examples a property runs: `full` when thorough, else a quarter (at least 5)."""
    return full if THOROUGH else max(5, full // 4)


DEALS = settings(
    derandomize=True, database=None, deadline=None, max_examples=examples(150),
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
FAST = settings(derandomize=True, database=None, deadline=None, max_examples=examples(400),
                suppress_health_check=[HealthCheck.too_slow])

seeds = st.integers(min_value=0, max_value=2**32 - 1)
score_pairs = st.sampled_from(soak.SCORE_CHOICES)


def _pick(data: st.DataObject, la: list[str], eager: bool) -> str:
    """An action from the list; `eager` biases towards takes and melds so deals reach going out."""
    if eager and la[0] not in ("yes", "no"):
        active = [a for a in la if a.startswith(("take", "meld"))]
        if active and data.draw(st.booleans(), label="prefer"):
            return active[data.draw(st.integers(0, len(active) - 1), label="active")]
    return la[data.draw(st.integers(0, len(la) - 1), label="action")]


def _play_out(data: st.DataObject, seed: int, scores: tuple[int, int], sample: bool) -> cc.Position:
    pos = cc.deal(seed=seed, dealer=SEATS[seed % 4], scores=scores)
    assert pos.turn == NEXT_SEAT[pos.dealer]
    eager = data.draw(st.booleans(), label="eager")
    rng = random.Random(seed)
    for _ in range(soak.MAX_ACTIONS):
        soak.check_position(pos)  # 108 cards, legal melds, JSON round trip, end-of-deal facts
        if pos.phase == "over":
            how = "none" if pos.went_out is None else "concealed" if pos.went_out.concealed else "out"
            event(f"deal ended: {how}")
            return pos
        la = cc.legal_actions(pos)
        assert la, f"no legal action for {pos.turn} in {cc.dump(pos)}"
        assert len(set(la)) == len(la)
        for a in la:
            assert canonical(a) == a
            r = cc.check(pos, a)
            assert r.legal, (a, r.rule, r.reason, cc.dump(pos))
        if sample:
            for a in soak.candidates(pos, rng):
                try:
                    soak.agree(pos, a)  # check().legal <=> play() succeeds
                except cc.NotationError:
                    pass
        pos = cc.play(pos, _pick(data, la, eager))
    raise AssertionError("the deal did not end")


class TestRandomLegalPlay:
    @DEALS
    @given(data=st.data(), seed=seeds, scores=score_pairs)
    def test_play_to_the_end_keeps_the_invariants(self, data: st.DataObject, seed: int, scores: tuple[int, int]) -> None:
        end = _play_out(data, seed, scores, sample=False)
        assert end.phase == "over"

    @settings(DEALS, max_examples=examples(50))
    @given(data=st.data(), seed=seeds, scores=score_pairs)
    def test_check_and_play_agree_on_candidate_actions(self, data: st.DataObject, seed: int, scores: tuple[int, int]) -> None:
        _play_out(data, seed, scores, sample=True)


class TestDealProperties:
    @settings(FAST, max_examples=examples(200))
    @given(seed=seeds, dealer=st.sampled_from(SEATS))
    def test_a_deal_is_valid_and_reproducible(self, seed: int, dealer: str) -> None:
        p = cc.deal(seed=seed, dealer=dealer)
        soak.check_position(p)
        assert p == cc.deal(seed=seed, dealer=dealer)
        assert p.turn == NEXT_SEAT[dealer] and p.phase == "draw"
        assert cc.legal_actions(p)


# --------------------------------------------------------------------------- input fuzzing

def _only_notation_errors(fn: Any, *args: Any) -> Any:
    try:
        return fn(*args)
    except cc.NotationError as e:
        assert isinstance(e.field, str)
        assert str(e)
        return None


_DEALT = cc.deal(seed=2024, dealer="W")
_PLAY = cc.play(_DEALT, "draw")

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.floats(allow_nan=False) | st.text(max_size=8)
    | st.sampled_from(["7H", "JK", "3D", "3C", "N", "NS", "EW", "K", "10", "draw", "play", "over", "canasta/1"]),
    lambda children: st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=6) | st.sampled_from(
        ["N", "E", "S", "W", "NS", "EW", "K", "Q", "7", "3", "seat", "concealed", "asked", "took_pile"]), children, max_size=5),
    max_leaves=20,
)
FIELDS = ["format", "dealer", "turn", "phase", "scores", "hands", "melds", "red_threes", "pile", "stock",
          "melded", "this_turn", "went_out"]


class TestFuzzedInput:
    @FAST
    @given(text=st.text(max_size=60))
    def test_random_text_as_an_action(self, text: str) -> None:
        a = _only_notation_errors(cc.parse, text)
        if a is not None:
            assert cc.parse(str(a)) == cc.parse(canonical(text))
            r = _only_notation_errors(cc.check, _PLAY, text)
            assert r is None or isinstance(r, cc.Ruling)

    @FAST
    @given(words=st.lists(st.sampled_from(
        ["draw", "take", "meld", "discard", "ask", "yes", "no", "pass", ";", "K:", "7:", "2:", "7H", "7s",
         "10♥", "*", "jk", "2C", "3C", "3h", "KD", "ks", "AH", "5D", ",", "::", "x"]), max_size=9))
    def test_near_grammatical_actions(self, words: list[str]) -> None:
        text = " ".join(words)
        for pos in (_DEALT, _PLAY):
            r = _only_notation_errors(cc.check, pos, text)
            if r is not None:
                assert (r.rule is None) == r.legal
                if r.legal:
                    nxt = cc.play(pos, text)
                    soak.check_position(nxt)

    @FAST
    @given(text=st.text(max_size=200))
    def test_random_text_as_a_position(self, text: str) -> None:
        _only_notation_errors(cc.load, text)

    @FAST
    @given(value=json_values)
    def test_random_json_as_a_position(self, value: Any) -> None:
        _only_notation_errors(cc.load, json.dumps(value))
        if isinstance(value, dict):
            _only_notation_errors(cc.load, value)

    @settings(FAST, max_examples=examples(600))
    @given(field=st.sampled_from(FIELDS), value=json_values, drop=st.booleans(), action=st.sampled_from(
        ["draw", "take", "pass", "ask", "yes", "meld 7H 7S 2C", "meld K: JK", "discard 7H", "take 7H 7S; K: 2C"]))
    def test_mutated_positions(self, field: str, value: Any, drop: bool, action: str) -> None:
        d = cc.to_dict(_PLAY if field in ("this_turn", "went_out") else _DEALT)
        if drop:
            d.pop(field, None)
        else:
            d[field] = value
        pos = _only_notation_errors(cc.load, json.dumps(d))
        if pos is None:
            return
        text = cc.dump(pos)
        assert cc.load(text) == pos and cc.dump(cc.load(text)) == text
        for fn, args in ((cc.check, (pos, action)), (cc.legal_actions, (pos,))):
            _only_notation_errors(fn, *args)


# --------------------------------------------------------------------------- going out

def _go_out_oracle(pos: cc.Position) -> bool:
    """Brute force: is there one meld action (then perhaps a discard) that empties the hand?

    Every wild card is tried on every rank the meld could have; `evaluate` (the rulings) judges
    each attempt, so this checks the going-out planner used by `ask` against the rules.
    """
    from canasta_core.actions import Action, Group
    from canasta_core.cards import is_wild
    from canasta_core.rulings import evaluate

    hand = list(pos.hand())
    melds = pos.melds[pos.side]
    for d in [None, *sorted(set(hand))]:
        rest = list(hand)
        if d is not None:
            rest.remove(d)
        if not rest:
            continue
        nats: dict[str, list[str]] = {}
        wilds = []
        for c in rest:
            (wilds.append(c) if is_wild(c) else nats.setdefault(c[0], []).append(c))
        ranks = sorted((set(nats) | set(melds)) - {"3"})
        if wilds and not ranks:
            continue
        for assign in itertools.product(ranks, repeat=len(wilds)):
            per = {r: list(nats.get(r, [])) for r in set(nats) | set(ranks)}
            for w, r in zip(wilds, assign, strict=True):
                per[r].append(w)
            groups = [Group(tuple(cs), None if any(not is_wild(c) for c in cs) else r)
                      for r, cs in per.items() if cs]
            ev = evaluate(pos, Action("meld", tuple(groups)))
            if not ev.violations and ev.hand_after is not None and len(ev.hand_after) == (d is not None):
                return True
    return False


def _random_table(rng: random.Random) -> cc.Position:
    """N to play: a few of NS's melds (or none: N has drawn and may go out concealed) and a short
    hand drawn from a few ranks, so going out is often possible."""
    from canasta_core.cards import RED_THREES, full_deck, is_wild

    deck = [c for c in full_deck() if c not in RED_THREES]
    rng.shuffle(deck)
    melds: dict[str, list[str]] = {}
    if rng.random() < 0.7:
        for r in rng.sample("AKQJT987654", rng.randint(1, 3)):
            nat = [c for c in deck if c[0] == r and not is_wild(c)][: rng.randint(2, 7)]
            wild = [c for c in deck if is_wild(c)][: rng.randint(0, min(3, 8 - len(nat)))]
            if len(nat) + len(wild) >= 3:
                melds[r] = nat + wild
                for c in nat + wild:
                    deck.remove(c)
    ranks = [*rng.sample("AKQJT9876543", 3), "2", "J"]
    pool = [c for c in deck if c[0] in ranks]
    hand = pool[: rng.randint(2, 7)]
    return cc.load({"format": "canasta/1", "dealer": "W", "turn": "N", "phase": "play",
                    "hands": {"N": hand, "E": 11, "S": 11, "W": 11}, "melds": {"NS": melds},
                    "stock": 30, "melded": ["S"] if melds else []})


class TestGoingOut:
    @settings(FAST, max_examples=examples(300))
    @given(seed=seeds)
    def test_ask_allowed_exactly_when_going_out_is_possible(self, seed: int) -> None:
        pos = _random_table(random.Random(seed))
        possible = _go_out_oracle(pos)
        event(f"can go out: {possible}")
        assert cc.check(pos, "ask").legal == possible

    @settings(FAST, max_examples=examples(600))
    @given(seed=seeds, data=st.data())
    def test_after_yes_a_meld_is_refused_exactly_when_it_strands_the_hand(self, seed: int, data: st.DataObject) -> None:
        from dataclasses import replace

        pos = _random_table(random.Random(seed))
        if not cc.check(pos, "ask").legal:
            return
        bound = replace(pos, this_turn=replace(pos.this_turn, asked="yes"))
        hand = list(pos.hand())
        wilds = [c for c in hand if c == "JK" or c[0] == "2"]
        ranks = sorted({c[0] for c in hand if c not in wilds} | (set(pos.melds["NS"]) - {"3"}))
        rank = data.draw(st.sampled_from(ranks))
        same = [c for c in hand if c not in wilds and c[0] == rank]
        nat = same[: data.draw(st.integers(0, len(same)))]
        if not nat and not wilds:
            return
        cards = nat + wilds[: data.draw(st.integers(0 if nat else 1, len(wilds)))]
        action = "meld " + ("" if nat else f"{rank}: ") + " ".join(cards)
        free = cc.check(pos, action)
        if not free.legal:
            return  # refused for another reason: nothing to compare
        after = cc.play(pos, action)
        stranded = after.phase != "over" and after.hand_size("N") >= 2 and not _go_out_oracle(after)
        r = cc.check(bound, action)
        event(f"stranded: {stranded}")
        assert r.legal == (not stranded), (action, r.rule, r.reason)
        if stranded:
            assert r.rule == "out.permission"


class TestRulingsSeeOnlyTheTable:
    @settings(DEALS, max_examples=examples(20))
    @given(data=st.data(), seed=seeds)
    def test_hidden_cards_do_not_change_a_ruling_and_every_ruling_reads_in_both_languages(
        self, data: st.DataObject, seed: int
    ) -> None:
        """Other hands and the stock given as counts (as the sandbox and notation.md allow) give
        the same legal actions and the same rulings; each ruling renders in English and Spanish."""
        from dataclasses import replace

        pos = cc.deal(seed=seed, dealer=SEATS[seed % 4])
        rng = random.Random(seed)
        while pos.phase != "over":
            la = cc.legal_actions(pos)
            hidden = cc.load(cc.dump(replace(
                pos, stock=pos.stock_size,
                hands={s: (h if s == pos.turn else pos.hand_size(s)) for s, h in pos.hands.items()},
            )))
            assert cc.legal_actions(hidden) == la
            for a in la + soak.candidates(pos, rng)[:8]:
                try:
                    r = cc.check(pos, a)
                except cc.NotationError:
                    continue
                assert cc.check(hidden, a).to_dict() == r.to_dict()
                for v in (r, *r.violations, *r.warnings):
                    for lang in ("en", "es"):
                        text = v.reason_in(lang)
                        assert text and "{" not in text
            pos = cc.play(pos, la[data.draw(st.integers(0, len(la) - 1))])
