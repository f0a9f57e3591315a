"""The expert bot plays fair (it never reads hidden cards), plays only legal actions, finds a
clearly winning move, and is reproducible from its seed. Budgets are tiny to keep this fast."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest
from engine_helpers import position

import canasta_core as cc
from canasta_core.bots import HeuristicBot, acting_seat, choose_text, play_deal
from canasta_core.cards import RED_THREES, full_deck
from canasta_core.expert import (
    Analysis,
    Budget,
    Estimate,
    ExpertBot,
    Sightings,
    analyse,
    candidates,
    sample_world,
    seat_view,
    unseen_cards,
)
from canasta_core.players import make_bot
from canasta_core.positions import SEATS, card_total

TINY = Budget(worlds=3, candidates=4, extend=0)


def _mid_deal(seed: int, actions: int) -> tuple[cc.Position, Sightings]:
    """A real position `actions` actions into a deal of sensible bots, and what the table saw."""
    rec = play_deal(seed, {"NS": HeuristicBot(seed), "EW": HeuristicBot(seed + 1)},
                    max_actions=actions)
    seen = Sightings.from_steps((s.before, s.action, s.after) for s in rec.steps)
    return rec.final, seen


def _shuffle_hidden(pos: cc.Position, seat: str, rng: random.Random) -> cc.Position:
    """The same position for `seat`, with the other hands and the stock dealt anew (same sizes)."""
    others = [s for s in SEATS if s != seat]
    hidden = [c for s in others for c in pos.hand(s)]
    assert isinstance(pos.stock, tuple)
    hidden += list(pos.stock)
    reds = [c for c in hidden if c in RED_THREES]  # red threes stay in the stock
    rest = [c for c in hidden if c not in RED_THREES]
    rng.shuffle(rest)
    hands = dict(pos.hands)
    for s in others:
        n = pos.hand_size(s)
        hands[s], rest = tuple(sorted(rest[:n])), rest[n:]
    stock = reds + rest
    rng.shuffle(stock)
    return replace(pos, hands=hands, stock=tuple(stock))


# --- fairness --------------------------------------------------------------------------------

@pytest.mark.parametrize("seed,actions", [(3, 9), (11, 24), (20, 42)])
def test_the_expert_never_reads_hidden_cards(seed: int, actions: int) -> None:
    pos, _ = _mid_deal(seed, actions)
    seat = acting_seat(pos)
    other = _shuffle_hidden(pos, seat, random.Random(seed))
    assert other != pos and card_total(other) == 108
    assert other.hand(seat) == pos.hand(seat)
    a = analyse(pos, seat, seed=5, budget=TINY)
    b = analyse(other, seat, seed=5, budget=TINY)
    assert [(e.action, e.mean, e.sims) for e in a.estimates] == [
        (e.action, e.mean, e.sims) for e in b.estimates]
    assert choose_text(ExpertBot(9, TINY), pos, seat) == choose_text(ExpertBot(9, TINY), other,
                                                                    seat)


def test_the_expert_takes_the_state_and_returns_one_of_its_actions() -> None:
    """The `Bot` protocol: the engine state (or a `Position`, its read-only view) and the
    listed actions in; the chosen action, one of them, out; the same choice either way."""
    from canasta_core.game import state_of

    pos, seen = _mid_deal(11, 24)
    seat = acting_seat(pos)
    state = state_of(pos)
    legal = state.legal()
    choice = ExpertBot(2, TINY, sightings=seen).choose(state, seat, legal)
    assert any(choice is m for m in legal)
    parsed = [cc.parse(t) for t in cc.legal_actions(pos)]
    assert ExpertBot(2, TINY, sightings=seen).choose(pos, seat, parsed) == choice
    a = analyse(pos, seat, seed=2, budget=TINY, sightings=seen)
    assert state.text(choice) == a.choice(TINY.confidence)


def test_a_sampled_world_keeps_everything_the_seat_sees() -> None:
    pos, seen = _mid_deal(7, 30)
    seat = acting_seat(pos)
    for i in range(5):
        w = sample_world(pos, seat, random.Random(i), seen)
        assert card_total(w) == 108 and Counter(cc.positions.all_cards(w)) == Counter(full_deck())
        assert w.hand(seat) == pos.hand(seat)
        assert (w.melds, w.red_threes, w.pile, w.this_turn) == (
            pos.melds, pos.red_threes, pos.pile, pos.this_turn)
        assert all(w.hand_size(s) == pos.hand_size(s) for s in SEATS)
        assert w.stock_size == pos.stock_size
        assert not any(c in RED_THREES for s in SEATS for c in w.hand(s))
        for s in SEATS:  # cards seen going into a hand stay in that hand
            if s != seat:
                assert not seen.known(s) - Counter(w.hand(s))
    assert sample_world(pos, seat, random.Random(1), seen) == sample_world(
        pos, seat, random.Random(1), seen)


def test_the_view_hides_other_hands_and_the_stock_order() -> None:
    pos, _ = _mid_deal(3, 9)
    seat = acting_seat(pos)
    other = _shuffle_hidden(pos, seat, random.Random(2))
    assert seat_view(pos, seat) == seat_view(other, seat)
    assert unseen_cards(pos, seat) == unseen_cards(other, seat)
    assert seat_view(pos, seat) != seat_view(pos, cc.positions.PARTNER[seat])


def test_sightings_follow_the_pile_into_a_hand_and_out_again() -> None:
    before = position(phase="draw", hand=["7D", "7S", "KC", "9H", "4C"],
                      melds={"NS": {"A": ["AC", "AD", "AH"]}},
                      pile=["5C", "9D", "KS", "KH", "7H"])
    after = cc.play(before, "take 7D 7S")
    seen = Sightings()
    seen.observe(before, "take 7D 7S", after)
    assert seen.known("N") == Counter(["5C", "9D", "KS", "KH"])
    melded = cc.play(after, "meld KC KH KS")
    seen.observe(after, "meld KC KH KS", melded)
    assert seen.known("N") == Counter(["5C", "9D"])
    out = cc.play(melded, "discard 5C")
    seen.observe(melded, "discard 5C", out)
    assert seen.known("N") == Counter(["9D"]) and seen.known("E") == Counter()


# --- legality, strength, reproducibility -----------------------------------------------------

def test_every_expert_action_passes_check() -> None:
    expert = ExpertBot(1, Budget(worlds=2, candidates=3, discards=2))
    rec = play_deal(4, {"NS": expert, "EW": HeuristicBot(2)})
    assert rec.finished
    assert expert.thinking, "the expert simulated at least one decision"
    for step in rec.steps:
        assert cc.check(step.before, step.action).legal, step.action


def test_it_goes_out_concealed_rather_than_discard() -> None:
    # North drew; eleven cards make a natural canasta of kings, three nines and a four: going
    # out concealed now is worth 200 + 500 + the cards. One card is left in the stock, so a
    # discard ends North's chances: the deal ends before its next turn, its cards counting
    # against it.
    pos = position(
        hand=["KC", "KC", "KD", "KD", "KH", "KH", "KS", "9C", "9D", "9H", "4S"],
        hands={"E": ["QC", "QD"], "S": ["AC", "AD", "AH", "8C", "8D", "7C", "7D", "TC"],
               "W": ["JH", "TD", "TH", "6D", "6H", "5H"]},
        melds={"EW": {"Q": ["QH", "QS", "QS"], "J": ["JC", "JD", "JD", "JS", "JK", "2C", "2D"]}},
        stock=["4C"], pile=["JH"], melded=["E", "W"])
    a = analyse(pos, seed=1, budget=Budget(worlds=4))
    best = a.best
    assert best.action == "meld KC KC KD KD KH KH KS; 9C 9D 9H"
    after = cc.play(pos, best.action)
    after = cc.play(after, "discard 4S")
    assert after.went_out == cc.positions.WentOut("N", True)
    for e in a.estimates:
        if e.action.startswith("discard"):
            assert best.mean - e.mean > 500, e


def test_same_seed_same_choice_and_the_budget_is_respected() -> None:
    pos, seen = _mid_deal(11, 24)
    seat = acting_seat(pos)
    a = analyse(pos, seat, seed=3, budget=TINY, sightings=seen)
    b = analyse(pos, seat, seed=3, budget=TINY, sightings=seen)
    assert a.estimates == b.estimates
    assert a.best.sims == TINY.worlds and len(a.estimates) <= TINY.candidates
    # Successive halving: the survivors (most simulations) first, each group by value.
    keys = [(e.sims, e.value) for e in a.estimates]
    assert keys == sorted(keys, reverse=True)
    assert any(e.sims < TINY.worlds for e in a.estimates), "the weaker candidates stopped early"
    full = analyse(pos, seat, seed=3, budget=replace(TINY, halving=False), sightings=seen)
    assert all(e.sims == TINY.worlds for e in full.estimates)
    for e in a.estimates:  # the value is the margin plus the win bonus's share
        assert e.mean - TINY.win_bonus <= e.value <= e.mean + TINY.win_bonus


def test_a_learners_move_is_estimated_even_when_pruned() -> None:
    pos, _ = _mid_deal(20, 42)
    seat = acting_seat(pos)
    legal = cc.legal_actions(pos)
    pruned = set(candidates(pos, seat, legal, discards=1, limit=2))
    extra = next(t for t in legal if t not in pruned)
    a = analyse(pos, seat, seed=0, budget=Budget(worlds=2, candidates=2, discards=1),
                include=[extra])
    assert a.of(extra) is not None and a.of(extra).sims == 2  # type: ignore[union-attr]
    with pytest.raises(ValueError, match="not a legal action"):
        analyse(pos, seat, include=["discard ZZ"])


def test_the_candidates_keep_the_sensible_choice_and_every_take() -> None:
    pos = position(phase="draw", hand=["7D", "7S", "KC", "9H", "4C", "5D", "6S", "JK"],
                   melds={"NS": {"A": ["AC", "AD", "AH"]}}, pile=["5C", "9D", "KS", "KH", "7H"])
    legal = cc.legal_actions(pos)
    got = candidates(pos, "N", legal)
    assert got[0] == choose_text(HeuristicBot(0), pos, "N") or got[0] in legal
    assert set(t for t in legal if t.startswith("take") or t == "draw") <= set(got)


def test_expert_is_a_bot_kind() -> None:
    bot = make_bot("expert", 4)
    assert isinstance(bot, ExpertBot) and bot.name == "expert"


def test_the_bot_leaves_the_sensible_move_only_for_a_clear_lead() -> None:
    def est(action: str, samples: tuple[int, ...]) -> Estimate:
        mean = sum(samples) / len(samples)
        return Estimate(action, mean, len(samples), 0.0, value=mean, samples=samples)

    sensible = est("draw", (100, -50, 300, 0))
    lucky = est("take 7H 7S", (400, -300, 350, 50))  # ahead by 37 on average, but noisy
    clear = est("take 7H 7S", (300, 50, 500, 100))  # ahead by 150 in every world
    noisy = Analysis("N", (lucky, sensible), sensible="draw")
    assert noisy.best.action == "take 7H 7S" and noisy.choice(1.0) == "draw"
    assert noisy.choice(0) == "take 7H 7S"
    assert Analysis("N", (clear, sensible), sensible="draw").choice(1.0) == "take 7H 7S"
    assert Analysis("N", (sensible, lucky), sensible="draw").choice(1.0) == "draw"


def test_a_position_no_world_fits_gets_the_sensible_move() -> None:
    # More hidden places than unseen cards (cc.load refuses such a position; a program can
    # still build one): no world can be dealt, so the bot falls back to the sensible choice.
    ok = position(hand=["KD", "6S", "9C", "9H", "4D", "4H"], pile=["5C", "8D"])
    pos = replace(ok, hands={**ok.hands, "E": 40, "S": 40})
    with pytest.raises(ValueError, match="hides more cards"):
        sample_world(pos, "N", random.Random(0))
    assert choose_text(ExpertBot(1, TINY), pos, "N") == choose_text(HeuristicBot(1), pos, "N")


def test_extra_worlds_go_only_to_a_close_call_with_the_sensible_move() -> None:
    extended = 0
    for seed, actions in [(3, 9), (11, 24), (20, 42), (7, 30), (5, 12)]:
        pos, seen = _mid_deal(seed, actions)
        seat = acting_seat(pos)
        a = analyse(pos, seat, seed=2, budget=Budget(worlds=4, candidates=4, extend=8),
                    sightings=seen)
        more = [e for e in a.estimates if e.sims > 4]
        if more:
            extended += 1
            assert len(more) == 2 and a.sensible in {e.action for e in more}
            assert all(e.sims <= 12 for e in more)
            assert a.estimates[:2] == tuple(more)  # simulated longest: first
    assert extended >= 1, "some decision was a close call"


# --- the eager policy (issue 19 item 6) ------------------------------------------------------

def test_the_eager_policy_gives_the_default_move_and_plays_the_deciding_side() -> None:
    from canasta_core.expert import rollout
    from canasta_core.game import Game
    from canasta_core.rollout_policy import EagerBot

    pos, seen = _mid_deal(11, 24)
    seat = acting_seat(pos)
    eager = replace(TINY, policy="eager")
    a = analyse(pos, seat, seed=3, budget=eager, sightings=seen)
    assert a.sensible == choose_text(EagerBot(0), pos, seat) or a.of(a.sensible)
    assert a.estimates == analyse(pos, seat, seed=3, budget=eager, sightings=seen).estimates
    # In the rollouts the deciding side goes out at its first chance; the other side does not
    # always (it is the sensible bot, the benchmark's opponent).
    world = Game.from_position(sample_world(pos, seat, random.Random(1), seen))
    line: list[tuple[str, str]] = []
    rollout(world.copy(), 5, line=line, policy="eager", side=pos.rules.side_of[seat])
    assert line
    with pytest.raises(ValueError):
        analyse(pos, seat, seed=3, budget=replace(TINY, policy="strong"), sightings=seen)


def test_the_expert_bot_plays_the_eager_policy_by_default() -> None:
    from canasta_core.expert import EXPERT_BUDGET

    assert ExpertBot().budget == EXPERT_BUDGET and EXPERT_BUDGET.policy == "eager"
    assert Budget().policy == "sensible"  # the coach's budgets keep the sensible rollouts


# --- every profile (issue 20) ----------------------------------------------------------------

@pytest.mark.parametrize("profile", ["two-hand", "three-hand", "six-hand"])
def test_the_expert_finishes_deals_of_every_profile(profile: str) -> None:
    rules = cc.profiles.PROFILES[profile]
    first = rules.side_names[0]
    expert = ExpertBot(2, Budget(worlds=2, candidates=3, extend=0, policy="eager"))
    bots: dict[str, cc.bots.Bot] = {s: HeuristicBot(5) for s in rules.seats
                                    if rules.side_of[s] != first}
    bots[first] = expert
    rec = play_deal(2, bots, profile=profile)
    assert rec.finished and expert.thinking
    seats = {step.seat for step in rec.steps if step.seat in rules.side_seats[first]}
    assert seats == set(rules.side_seats[first])  # every seat of its side played
    for step in rec.steps[::5]:
        assert cc.check(step.before, step.action).legal, step.action
    # Advice at a profile's table reads its seats: same position and seed, same advice.
    pos = rec.steps[len(rec.steps) // 2].before
    seat = acting_seat(pos)
    assert (analyse(pos, seat, seed=1, budget=TINY).estimates
            == analyse(pos, seat, seed=1, budget=TINY).estimates)


# --- more worlds for the high-stakes decisions (issue 19 item 6, Budget.stakes) -------------

def _take_position() -> cc.Position:
    return position(phase="draw", hand=["7D", "7S", "KC", "9H", "4C", "5D", "6S", "JK"],
                    melds={"NS": {"A": ["AC", "AD", "AH"]}}, pile=["5C", "9D", "KS", "KH", "7H"])


def test_pile_and_going_out_decisions_are_high_stakes_and_discards_are_not() -> None:
    from canasta_core.expert import high_stakes

    pos = _take_position()
    legal = cc.legal_actions(pos)
    assert any(t.startswith("take") for t in legal) and high_stakes(pos, "N", legal)
    assert not high_stakes(pos, "N", ["draw"])
    assert not high_stakes(pos, "N", ["discard 4C", "discard 9H", "meld 7D 7S JK"])
    assert high_stakes(pos, "N", ["ask"]) and high_stakes(pos, "N", ["yes", "no"])
    out = position(phase="play", hand=["7D", "7S", "7H", "4C"],
                   melds={"NS": {"A": ["AC", "AD", "AH", "AS", "JK", "AH", "AC"]}})
    assert high_stakes(out, "N", ["meld 7D 7S 7H"])  # leaves one card: goes out
    assert not high_stakes(out, "N", ["meld 7D 7S", "discard 4C"])  # keeps two cards


def test_stakes_give_more_worlds_to_high_stakes_decisions_only() -> None:
    flat = Budget(worlds=2, candidates=3, extend=0, halving=False)
    staked = replace(flat, stakes=3)
    pos = _take_position()
    a = analyse(pos, "N", seed=4, budget=staked)
    assert all(e.sims == 6 for e in a.estimates)
    assert a.estimates == analyse(pos, "N", seed=4, budget=staked).estimates  # same seed, same advice
    assert all(e.sims == 2 for e in analyse(pos, "N", seed=4, budget=flat).estimates)
    # A decision among discards only keeps the plain budget, and its advice is unchanged.
    routine, seen = _mid_deal(3, 9)
    seat = acting_seat(routine)
    legal = [t for t in cc.legal_actions(routine) if t.startswith("discard")]
    if len(legal) >= 2:
        b = analyse(routine, seat, seed=4, budget=staked, sightings=seen, legal=legal)
        assert b.estimates == analyse(routine, seat, seed=4, budget=flat, sightings=seen,
                                      legal=legal).estimates


def test_stakes_keep_the_budget_checked_inside_the_work() -> None:
    pos = _take_position()
    calls = 0

    def stop() -> bool:
        nonlocal calls
        calls += 1
        return calls > 50  # stops in the middle of the first worlds' rollouts

    a = analyse(pos, "N", seed=4, budget=Budget(worlds=8, stakes=4), stop=stop)
    assert a.stopped and a.worlds < 32
    assert len({e.sims for e in a.estimates if e.action == a.sensible}) == 1


def test_the_benchmarked_expert_weighs_high_stakes_decisions_and_the_plain_budget_does_not() -> None:
    from canasta_core.expert import EXPERT_BUDGET

    assert Budget().stakes == 1 and EXPERT_BUDGET.stakes == 3


# --- rollouts cut short and scored statically (issue 19 item 6, Budget.horizon) ------------

def test_the_static_margin_is_the_score_so_far_plus_the_pile_to_who_can_take_it() -> None:
    from canasta_core.cards import VALUES
    from canasta_core.expert import static_margin
    from canasta_core.game import Game

    pos = sample_world(_take_position(), "N", random.Random(0))  # North to draw, can take
    g = Game.from_position(pos)
    pile = sum(VALUES[c] for c in pos.pile)
    assert static_margin(g, "NS") == g.margin("NS") + pile
    assert static_margin(g, "EW") == g.margin("EW") - pile
    no_take = Game.from_position(replace(pos, pile=("4S", "3S")))  # a black three on top
    assert not any(m[0] == "take" for m in no_take.legal())
    assert static_margin(no_take, "NS") == no_take.margin("NS")


def test_a_horizon_cuts_the_rollouts_and_keeps_the_advice_reproducible() -> None:
    pos, seen = _mid_deal(11, 24)
    seat = acting_seat(pos)
    cut = replace(TINY, horizon=6)
    a = analyse(pos, seat, seed=3, budget=cut, sightings=seen)
    assert a.estimates == analyse(pos, seat, seed=3, budget=cut, sightings=seen).estimates
    assert all(len(e.line) <= 6 for e in a.estimates)  # the first world's moves, cut at 6
    full = analyse(pos, seat, seed=3, budget=TINY, sightings=seen)
    assert any(len(e.line) > 6 for e in full.estimates)
    assert [e.samples for e in a.estimates] != [e.samples for e in full.estimates]
    # Without a horizon the rollouts play to the end, as before (the default budgets).
    assert Budget().horizon is None and ExpertBot().budget.horizon is None
    # The budget is still checked inside the (shorter) work.
    calls = 0

    def stop() -> bool:
        nonlocal calls
        calls += 1
        return calls > 8

    b = analyse(pos, seat, seed=3, budget=replace(cut, worlds=50), sightings=seen, stop=stop)
    assert b.stopped and b.worlds < 50


def test_in_a_race_the_variant_keeps_the_default_rather_than_hold_cards_back() -> None:
    from engine_helpers import KINGS7

    from canasta_core.expert import EXPERT_BUDGET, holds_back

    hand = ["7D", "7S", "7H", "9H", "4C", "5D"]
    calm = position(hand=hand, pile=["5C"])
    race = position(hand=hand, pile=["5C"], melds={"EW": {"K": KINGS7}})  # they may go out
    ours = position(hand=hand, pile=["5C"], melds={"NS": {"K": KINGS7}})  # we may, they not
    assert holds_back(race, "N", "discard 9H", "meld 7D 7S 7H")
    assert holds_back(race, "N", "no", "yes")
    assert not holds_back(calm, "N", "discard 9H", "meld 7D 7S 7H")
    assert not holds_back(ours, "N", "discard 9H", "meld 7D 7S 7H")
    assert not holds_back(race, "N", "meld 7D 7S 7H", "discard 9H")  # melding is no holding
    assert not holds_back(race, "N", "draw", "take 5C")  # leaving the pile holds nothing back
    assert not Budget().race and not EXPERT_BUDGET.race
