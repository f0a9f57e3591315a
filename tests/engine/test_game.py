"""The fast path (`canasta_core.game.Game`) plays exactly the rules of the immutable API.

* Seeded deals played through the API (`legal_actions` on each new Position, `play`) and
  through one mutable Game give the same listings, the same action sequences and the same
  position after every action; `simulate.random_deal` is the API's uniform random deal.
* Every candidate the lister rules on without listing it for sure (judged, or refused by a fast
  path) gets the verdict of `rulings.evaluate`, and every listed move passes `check`. Since
  issue 40 both are the one walk of `can.py` in its two modes (first fault / every fault), so
  this proves the listing's fast paths and the two modes agree, not two independent judges;
  the judges from outside the walk are the golden playthroughs and the shared examples.
* Near-miss actions (the soak's candidates, and listed melds and takes with a card dropped,
  added or swapped) are allowed by `Game.allows` exactly when `evaluate` finds no violation,
  and applying a legal one gives the position `play` gives.
* The going-out search (`going_out.plan_out`) equals the plain search it replaced (kept as
  the oracle tests/engine/going_out_oracle.py), group for group.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from engine_helpers import KINGS7, position
from going_out_oracle import going_out_plan as oracle_plan
from helpers.benchmarks import benchmark
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import canasta_core as cc
import canasta_core.game as game
import canasta_core.listing as listing
import canasta_core.state as core_state
from canasta_core.actions import Action, Group, parse
from canasta_core.cards import distinct_sorted
from canasta_core.game import Game, random_policy
from canasta_core.going_out import going_out_plan, plan_out
from canasta_core.positions import SEATS
from canasta_core.profiles import CLASSIC, PROFILES
from canasta_core.rulings import evaluate
from canasta_core.simulate import random_deal

soak = benchmark("soak", "canasta_soak")

DEALS = settings(derandomize=True, database=None, deadline=None, max_examples=25,
                 suppress_health_check=[HealthCheck.too_slow])
seeds = st.integers(min_value=0, max_value=2**32 - 1)
score_pairs = st.sampled_from(soak.SCORE_CHOICES)


def _choose(la: list[str], rng: random.Random, eager: bool) -> int:
    """An index into the listing; `eager` prefers takes, melds and asking (to reach going out)."""
    if eager and la[0] not in ("yes", "no"):
        active = [i for i, a in enumerate(la) if a.startswith(("take", "meld", "ask"))]
        if active and rng.random() < 0.8:
            return rng.choice(active)
    return rng.randrange(len(la))


def _legal(pos: cc.Position, text: str) -> bool:
    return not evaluate(pos, parse(text)).violations


def _near_misses(pos: cc.Position, la: list[str], rng: random.Random) -> list[str]:
    """Listed melds and takes with one card dropped, one hand card added, or a wild swapped in."""
    hand = list(pos.hand())
    out: list[str] = []
    for text in rng.sample(la, min(4, len(la))):
        a = parse(text)
        if a.kind not in ("meld", "take") or not a.groups:
            continue
        groups = [list(g.cards) for g in a.groups]
        gi = rng.randrange(len(groups))
        variant = [g[:] for g in groups]
        if len(variant[gi]) > 1:
            variant[gi].pop(rng.randrange(len(variant[gi])))
            out.append(str(Action(a.kind, tuple(Group(tuple(g)) for g in variant))))
        rest = list(hand)
        for g in groups:
            for c in g:
                rest.remove(c)
        if rest:
            variant = [g[:] for g in groups]
            variant[gi].append(rng.choice(rest))
            out.append(str(Action(a.kind, tuple(Group(tuple(g)) for g in variant))))
            wilds = [c for c in rest if c == "JK" or c[0] == "2"]
            if wilds:
                variant = [g[:] for g in groups]
                variant[gi][-1] = rng.choice(wilds)
                out.append(str(Action(a.kind, tuple(Group(tuple(g)) for g in variant))))
        if a.kind == "meld":  # a rank prefix, right or wrong (threes included)
            prefixed = [Group(g.cards, rng.choice("AKQJT98765433")) for g in a.groups]
            out.append(str(Action("meld", tuple(prefixed))))
    return out


def _play_both(seed: int, scores: tuple[int, int], eager: bool, check_candidates: bool) -> int:
    """Play one seeded deal through the API and through a Game side by side; returns its length."""
    rng = random.Random(seed)
    pos = cc.deal(seed=seed, dealer=SEATS[seed % 4], scores=scores)
    g = Game.deal(seed, SEATS[seed % 4], scores)
    assert g.to_position() == pos
    n = 0
    while pos.phase != "over":
        la = cc.legal_actions(pos)  # a fresh compact form of this Position each time
        listing._RECORD = [] if check_candidates else None
        try:
            moves = g.legal()
            recorded = listing._RECORD or []
        finally:
            listing._RECORD = None
        assert [Game.text(m) for m in moves] == la
        # The uniform sampler's candidates: each legal move is accepted for exactly one of them.
        accepted = [m for m in g._uniform_outcomes() if m is not None]
        assert Counter(accepted) == Counter(moves) and len(set(accepted)) == len(accepted), (
            [Game.text(m) for m in accepted], la)
        if check_candidates:
            for a in la:
                assert cc.check(pos, a).legal, (a, cc.dump(pos))
            for mv, verdict in recorded:
                assert verdict == _legal(pos, Game.text(mv)), (Game.text(mv), cc.dump(pos))
            extra = soak.candidates(pos, rng) + (_near_misses(pos, la, rng) if pos.phase == "play"
                                                 or pos.pile else [])
            for text in extra:
                try:
                    a = parse(text)
                    legal = _legal(pos, text)
                except cc.NotationError:
                    continue
                m = Game.move(a)
                assert g.allows(m) == legal, (text, legal, cc.dump(pos))
                if legal:
                    h = g.copy()
                    h.apply(m)
                    assert h.to_position() == cc.play(pos, a), text
        i = _choose(la, rng, eager)
        judged, _ = cc.play_events(pos, la[i])  # the judge's transition (rulings.evaluate)
        fast = cc.play(pos, la[i])  # a listed action: applied to the position's engine state
        assert fast._state is not None and fast == judged and cc.dump(fast) == cc.dump(judged)
        pos = fast if n % 2 else judged  # a chain of either kind of position
        g.apply(moves[i])
        n += 1
        assert g.to_position() == pos, (n, la[i])
    assert g.over and g.score() == cc.score(pos)
    side = "NS"
    sc = cc.score(pos)
    assert g.margin(side) == sc["NS"]["total"] - sc["EW"]["total"]
    return n


class TestSameDealsAsTheAPI:
    @DEALS
    @given(seed=seeds, scores=score_pairs, eager=st.booleans())
    def test_seeded_deals_are_identical_move_for_move(
            self, seed: int, scores: tuple[int, int], eager: bool) -> None:
        assert _play_both(seed, scores, eager, check_candidates=False) > 0

    @settings(DEALS, max_examples=15)
    @given(seed=seeds)
    def test_random_deal_plays_only_legal_actions_through_the_api(self, seed: int) -> None:
        g = Game.deal(seed, SEATS[seed % 4])
        played: list[game.Move] = []
        n = g.play_out_uniform(random.Random(seed), record=played)
        pos = cc.deal(seed=seed, dealer=SEATS[seed % 4])
        exact = Game.from_position(pos)
        for m in played:
            text = Game.text(m)
            assert text in cc.legal_actions(pos), (text, cc.dump(pos))
            pos = cc.play(pos, text)
            exact.apply(m)  # the same move applied from the full listing
            assert exact.to_position() == pos, text
        assert pos.phase == "over" and g.to_position() == pos and n == len(played)
        assert random_deal(seed) == (pos, n)

    def test_play_out_with_the_random_policy_is_rng_choice_over_legal_actions(self) -> None:
        rng = random.Random(7)
        pos = cc.deal(seed=7, dealer=SEATS[7 % 4])
        n = 0
        while pos.phase != "over":
            pos = cc.play(pos, rng.choice(cc.legal_actions(pos)))
            n += 1
        g = Game.deal(7, SEATS[7 % 4])
        assert g.play_out(random_policy, random.Random(7)) == n and g.to_position() == pos

    @pytest.mark.parametrize("profile", sorted(PROFILES))
    def test_play_out_draws_the_bits_rng_choice_draws(self, profile: str) -> None:
        """`play_out(random_policy)` writes `rng.choice` out for a plain Random (and skips the
        listing where `draw` is the only move): the same moves and the same bits consumed as
        `rng.choice(legal())`; any other Random goes through its own `choice`."""

        class OwnChoice(random.Random):
            calls = 0

            def choice(self, seq):  # type: ignore[no-untyped-def]
                OwnChoice.calls += 1
                return super().choice(seq)

        seats = PROFILES[profile].seats
        for seed in range(3):
            dealer = seats[seed % len(seats)]
            ref = Game.deal(seed, dealer, profile=profile)
            rng_ref = random.Random(seed)
            n = 0
            while not ref.over:
                ref.apply(rng_ref.choice(ref.legal()))
                n += 1
            for rng in (random.Random(seed), OwnChoice(seed)):
                g = Game.deal(seed, dealer, profile=profile)
                assert g.play_out(random_policy, rng) == n
                assert g.to_position() == ref.to_position()
                assert rng.getstate() == rng_ref.getstate()
        assert OwnChoice.calls > 0


class TestUniformSampler:
    """`Game.uniform_move` draws each legal move with probability 1 / len(legal())."""

    def _sampled_state(self, want: set[str]) -> Game:
        """A state of a seeded deal whose listing has moves of every kind in `want`, among
        them one the sampler only judges when drawn (the going-out meld or `ask`)."""
        for seed in range(2000):
            g = Game.deal(seed, SEATS[seed % 4])
            rng = random.Random(seed)
            while not g.over:
                moves = g.legal()
                kinds = {Game.kind(m) for m in moves}
                if want <= kinds and len(moves) >= 4:
                    return g
                g.apply(rng.choice(moves))
        raise AssertionError("no such state")

    def test_draws_are_uniform_over_the_listing(self) -> None:
        g = self._sampled_state({"ask", "meld", "discard"})
        moves = g.legal()
        rng = random.Random(2024)
        draws = 400 * len(moves)
        seen = Counter(g.uniform_move(rng) for _ in range(draws))
        assert set(seen) == set(moves)
        # Chi-square against the uniform distribution (seeded, so the same figure every run);
        # 3.5 times the degrees of freedom is far beyond any uniform sample's usual range.
        chi2 = sum((seen[m] - 400) ** 2 / 400 for m in moves)
        assert chi2 < 3.5 * (len(moves) - 1), (chi2, len(moves))
        assert g.legal() == moves  # drawing changes nothing

    def test_a_draw_phase_with_no_take_draws_without_randomness(self) -> None:
        g = Game.from_position(position(phase="draw", hand=["7C", "9D", "KH"], pile=["4C", "5D"]))
        assert g.legal() == [core_state.DRAW] and g._uniform_outcomes() == [core_state.DRAW]
        rng = random.Random(1)
        state = rng.getstate()
        assert g.uniform_move(rng) == core_state.DRAW and rng.getstate() == state

    def test_a_refused_candidate_is_drawn_again(self) -> None:
        # Two black threes and three cards more: the going-out candidate is refused (no
        # canasta), so only the four discards remain.
        p = position(phase="play", hand=["3C", "3S", "7C", "7D", "7H"], pile=["4C"],
                     melds={"NS": {"K": ["KC", "KD", "KH"]}})
        g = Game.from_position(p)
        outcomes = g._uniform_outcomes()
        assert None in outcomes
        rng = random.Random(3)
        assert {Game.text(g.uniform_move(rng)) for _ in range(200)} == {
            Game.text(m) for m in g.legal()}


@pytest.mark.parametrize(("seed", "scores", "eager"), [
    (seed, soak.SCORE_CHOICES[seed % len(soak.SCORE_CHOICES)], seed % 2 == 1) for seed in range(1, 7)])
def test_the_fast_path_agrees_with_the_judge_on_a_few_seeded_deals(
        seed: int, scores: tuple[int, int], eager: bool) -> None:
    """The fast tier's version of the property below (`make check`, about a second): whole
    seeded deals where every listed move passes `check`, every candidate the lister decides
    and every near miss gets `evaluate`'s verdict, and a legal one lands where `play` lands."""
    assert _play_both(seed, scores, eager, check_candidates=True) > 0


@pytest.mark.slow  # hypothesis property runs over whole deals: the make test tier
class TestFastPathsEqualTheFullCheck:
    @settings(DEALS, max_examples=12)
    @given(seed=seeds, scores=score_pairs, eager=st.booleans())
    def test_every_decided_candidate_and_near_miss_agrees_with_evaluate(
            self, seed: int, scores: tuple[int, int], eager: bool) -> None:
        _play_both(seed, scores, eager, check_candidates=True)

    @settings(DEALS, max_examples=20)
    @given(seed=seeds, scores=score_pairs)
    def test_the_going_out_search_equals_going_out_plan(self, seed: int, scores: tuple[int, int]) -> None:
        rng = random.Random(seed)
        g = Game.deal(seed, SEATS[seed % 4], scores)
        while not g.over:
            if g.phase == "play":
                pos = g.to_position()
                side = g._turn & 1
                base = side * 12
                for need in (0, 50):
                    mine = plan_out(list(g.hands[g._turn] or []), g._melds[base:base + 12],
                                    g.mwild[base:base + 12], need, CLASSIC)
                    theirs = oracle_plan(pos.hand(), pos.melds[pos.side], need)
                    ours = going_out_plan(pos.hand(), pos.melds[pos.side], need)  # on codes
                    assert (ours is None) == (mine is None)
                    if theirs is None:
                        assert mine is None
                        continue
                    assert mine is not None
                    groups, discard = mine
                    assert [Game.text(("meld", (gr,)))[5:] for gr in groups] == [
                        str(Action("meld", (gr,)))[5:] for gr in theirs[0]]
                    assert (None if discard is None else core_state.CODES[discard]) == theirs[1]
            moves = g.legal()
            eager = [m for m in moves if m[0] in ("take", "meld")]
            g.apply(rng.choice(eager) if eager and rng.random() < 0.7 else rng.choice(moves))


def _random_hand_and_melds(rng: random.Random) -> tuple[list[str], dict[str, tuple[str, ...]]]:
    """A hand rich in pairs, triples, wild cards and black threes, and a side's melds."""
    suits = "CDHS"
    wild_pool = ["2C", "2D", "2H", "2S", "JK"]
    melds: dict[str, tuple[str, ...]] = {}
    for r in rng.sample("AKQJT987654", rng.randint(0, 4)):
        nat = [r + rng.choice(suits) for _ in range(rng.randint(2, 7))]
        wild = [rng.choice(wild_pool) for _ in range(rng.randint(0, 3))]
        if len(nat) + len(wild) >= 3:
            melds[r] = tuple(sorted(nat + wild, key=core_state.INDEX.__getitem__))
    melds = dict(sorted(melds.items(), key=lambda kv: core_state.RANK_INDEX[kv[0]]))  # as in a Position
    hand: list[str] = []
    for r in rng.sample("AKQJT987654", rng.randint(0, 5)):
        hand += [r + rng.choice(suits) for _ in range(rng.choice((1, 1, 2, 2, 3, 4)))]
    hand += [rng.choice(wild_pool) for _ in range(rng.choice((0, 0, 1, 2, 3, 4, 6)))]
    if rng.random() < 0.2:
        hand += [rng.choice(("3C", "3S")) for _ in range(rng.randint(1, 4))]
    return sorted(hand, key=core_state.INDEX.__getitem__), melds


@pytest.mark.slow  # a hypothesis property run: the make test tier
class TestGoingOutSearch:
    @settings(DEALS, max_examples=40)
    @given(seed=seeds)
    def test_on_random_hands_it_equals_going_out_plan(self, seed: int) -> None:
        rng = random.Random(seed)
        for _ in range(300):
            hand, melds = _random_hand_and_melds(rng)
            ms: list[tuple[int, ...]] = [()] * 12
            mw = [0] * 12
            for r, cards in melds.items():
                ri = core_state.RANK_INDEX[r]
                ms[ri] = tuple(sorted(core_state.INDEX[c] for c in cards))
                mw[ri] = sum(1 for c in cards if c == "JK" or c[0] == "2")
            need = rng.choice((0, 0, 15, 50, 90, 120))
            mine = plan_out(sorted(core_state.INDEX[c] for c in hand), ms, mw, need, CLASSIC)
            theirs = oracle_plan(tuple(hand), melds, need)
            ours = going_out_plan(tuple(hand), melds, need)  # the same search on codes
            assert (ours is None) == (mine is None)
            if ours is not None:
                assert [str(Action("meld", (gr,))) for gr in ours[0]] == [
                    str(Action("meld", (gr,))) for gr in theirs[0]]
            if theirs is None:
                assert mine is None, (hand, melds, need)
                continue
            assert mine is not None, (hand, melds, need)
            assert [Game.text(("meld", (gr,))) for gr in mine[0]] == [
                str(Action("meld", (gr,))) for gr in theirs[0]]
            assert (None if mine[1] is None else core_state.CODES[mine[1]]) == theirs[1]


class TestTheGameObject:
    def test_copy_is_independent(self) -> None:
        g = Game.deal(3)
        h = g.copy()
        before = g.to_position()
        h.play_out(random_policy, random.Random(1))
        assert h.over and g.to_position() == before and not g.over

    def test_round_trip_and_views(self) -> None:
        pos = cc.play(cc.deal(seed=11, dealer="S"), "draw")
        g = Game.from_position(pos)
        assert g.to_position() == pos
        assert (g.turn, g.actor, g.phase, g.side, g.over) == (pos.turn, pos.turn, "play",
                                                            pos.side, False)
        assert g.hand() == pos.hand() and g.pile == pos.pile and g.melds == pos.melds
        assert g.stock_size == pos.stock_size and g.hand_size("N") == pos.hand_size("N")
        assert g.this_turn == pos.this_turn and g.asked is None
        assert g.red_threes == pos.red_threes

    def test_counted_hands_and_stock(self) -> None:
        p = position(phase="draw", hand=["7C", "7D", "9S"], pile=["4C", "7H"],
                     melds={"NS": {"7": ["7S", "7S", "JK"]}}, stock=30)
        g = Game.from_position(p)
        assert [g.text(m) for m in g.legal()] == ["draw", "take", "take 7C", "take 7C 7D"]
        with pytest.raises(cc.NotationError, match="stock"):
            g.apply(core_state.DRAW)  # the card drawn from a counted stock is unknown
        hidden = position(phase="play", hand=None, stock=30)
        with pytest.raises(cc.NotationError, match="hands.N"):
            Game.from_position(hidden).legal()

    def test_text_kind_groups_and_move(self) -> None:
        m = Game.move("meld K: 2d")
        assert Game.text(m) == "meld K: 2D" and Game.kind(m) == "meld"
        assert Game.groups(m) == [("K", ("2D",))]
        assert Game.text(Game.move("take 7h 2c; kh ks kd")) == "take 7H 2C; KD KH KS"
        assert Game.move("discard 9c") == ("discard", core_state.INDEX["9C"])

    def test_play_rules_with_evaluate(self) -> None:
        g = Game.from_position(position(phase="play", hand=["7C", "7D", "9S"], pile=["4C"]))
        with pytest.raises(cc.IllegalAction) as e:
            g.play("meld 7C 7D")
        assert e.value.ruling.rule == "meld.rank"
        g.play("discard 9S")
        assert g.turn == "E" and g.phase == "draw" and g.pile == ("4C", "9S")

    def test_an_unlisted_illegal_meld_is_refused_on_apply(self) -> None:
        g = Game.from_position(position(phase="play", hand=["7C", "7D", "9S", "KH"]))
        with pytest.raises(cc.IllegalAction):
            g.apply(Game.move("meld 7C 7D 9S"))

    def test_a_question_makes_the_partner_the_actor(self) -> None:
        p = position(phase="play", hand=["QH", "QS", "2C"], melds={"NS": {"K": KINGS7}},
                     this_turn={"asked": "pending"})
        g = Game.from_position(p)
        assert g.actor == "S" and [g.text(m) for m in g.legal()] == ["yes", "no"]


@pytest.mark.parametrize("profile", ["classic", "two-hand", "three-hand", "six-hand"])
def test_the_fast_soak_plays_each_profile_to_its_end(profile: str, capsys: pytest.CaptureFixture[str]) -> None:
    """benchmarks/soak.py --fast (issue 20: the 100,000-deal soak per profile): random play on
    `Game` keeps the profile's cards, never dead-ends and ends every deal."""
    import json

    before = soak.R
    try:
        assert soak.main(["--fast", "--deals", "3", "--seed", "7", "--profile", profile,
                          "--json", "--progress", "0"]) == 0
    finally:
        soak.R = before
    out = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert out["mode"] == "fast" and out["profile"] == profile and out["failures"] == 0
    assert sum(out["ended"].values()) == 3 and out["actions"] > 0


def test_the_generators_rule_tables_are_the_rules_primitives() -> None:
    """The listing reads a few rules of `canasta_core.rules` through tables built from them at
    import; each table is the primitive at every index, over every count a deck allows."""
    from canasta_core import rules

    assert max(p.deck_size for p in PROFILES.values()) <= core_state._MAX_DECK
    from canasta_core import listing as core_listing

    assert list(core_listing._COUNTS) == list(range(core_state._MAX_DECK + 1))
    for n in core_listing._COUNTS:
        assert core_listing._NO_DRAW[n] == rules.empty_draw_fault(n)
        for flag in (False, True):
            assert core_listing._PILE_FROZEN[flag][n] == rules.pile_frozen(n, flag)
            assert core_listing._FROZEN_TAKE_FAULT[flag][n] == rules.frozen_take_fault(flag, n)
    for c in range(53):
        assert core_state._FREEZES[c] == rules.freezes(c)
        assert core_state._IS_RED3[c] == (c in core_state.RED3)
        assert core_state._TAKEABLE_TOP[c] == rules.pile_takeable(c)
    for name, profile in PROFILES.items():  # each profile's own meld limits
        tb = core_state._table(name)
        assert tb is not None and tb.rules is profile
        for size in range(core_state._MELD_CELLS):
            for wilds in range(16):
                for before, table in ((0, tb.sound_new), (1, tb.sound_onto)):
                    sound = not rules.meld_faults(profile, before, size, wilds)
                    assert table[size << 4 | wilds] == sound


@given(cards=st.lists(st.integers(0, 52), max_size=40))
def test_the_distinct_cards_of_a_sorted_hand_are_dict_fromkeys(cards: list[int]) -> None:
    """The listing's distinct cards and wild cards and the going-out search's final discards
    (`cards.distinct_sorted`) skip the repeats of a sorted hand instead of building a dict: the
    same cards in the same order."""
    hand = sorted(cards)
    assert distinct_sorted(hand) == list(dict.fromkeys(hand))


@pytest.mark.parametrize("profile", sorted(PROFILES))
def test_the_listed_discards_are_each_distinct_card_the_check_allows(profile: str) -> None:
    """At every play-phase state of seeded deals, the discards listed (each distinct card of
    the sorted hand once, by the fast loop when the player keeps a card) are exactly the
    hand's distinct cards, in order, that `_discard_ok` allows."""
    seats = PROFILES[profile].seats
    seen = 0
    for seed in range(4):
        g = Game.deal(seed, seats[seed % len(seats)], profile=profile)
        rng = random.Random(seed)
        while not g.over:
            moves = g.legal()
            if g.phase == "play" and g.asked != "pending":
                listed = [m[1] for m in moves if m[0] == "discard"]
                hand = g.hands[g._turn] or []
                assert listed == [c for c in dict.fromkeys(hand) if g._discard_ok(c)]
                seen += 1
            g.apply(rng.choice(moves))
    assert seen > 50
