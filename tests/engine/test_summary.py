"""Summaries and simulations at every table (profiles.md): `summary.deal_facts`,
`players.simulate_deals`, `simulate.random_deal` and `canasta simulate`.

Per profile, a simulated deal has the profile's seats, sides and hand size, the dealer turns
through its seats, and the final position holds the profile's 108-card deck; its scores are
`score`'s. A classic simulation is what it was before profiles (tests/fixtures/
simulate_classic.json was written by the engine before this change), and a classic deal's
facts equal `bots.summarize`'s.
"""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import asdict
from pathlib import Path
from typing import Any

import pytest

import canasta_core as cc
from canasta_core.bots import END_KINDS, HeuristicBot, RandomBot, play_deal, summarize
from canasta_core.errors import NotationError
from canasta_core.players import simulate, simulate_deals
from canasta_core.positions import card_total
from canasta_core.profiles import PROFILES
from canasta_core.simulate import random_deal
from canasta_core.summary import DealFacts, deal_facts

ROOT = Path(__file__).resolve().parents[2]
PROFILE_NAMES = ("classic", "two-hand", "three-hand", "six-hand")


def _facts(**kw: Any) -> DealFacts:
    base: dict[str, Any] = dict(
        profile="three-hand", seed=1, dealer="N", seats=("N", "E", "S"), sides=("N", "E", "S"),
        bots=("random",) * 3, dealt=(13, 13, 13), actions=0, turns=0, pile_takes=0,
        froze=False, freezes=0, freeze_causes=(), end="out", went_out="N", asked=0,
        told_no=0, scores=(0, 0, 0), canastas=(0, 0, 0), red_threes=(0, 0, 0), cards=108,
        deck=108, deck_ok=True)
    base.update(kw)
    return DealFacts(**base)


class TestSimulateDealsPerProfile:
    @pytest.mark.parametrize("profile", PROFILE_NAMES)
    def test_seats_sides_hands_and_cards_follow_the_profile(self, profile: str) -> None:
        rules = PROFILES[profile]
        kinds = ("random",) * len(rules.side_names)
        facts = simulate_deals(len(rules.seats) + 1, kinds, seed=4, profile=profile)
        assert [f.dealer for f in facts] == [*rules.seats, rules.seats[0]]
        for f in facts:
            assert f.profile == profile
            assert f.seats == rules.seats and f.sides == rules.side_names
            assert f.dealt == (rules.hand_size,) * len(rules.seats)
            assert f.bots == ("random",) * len(rules.seats)
            assert f.cards == f.deck == 108 and f.deck_ok
            assert len(f.scores) == len(f.canastas) == len(f.red_threes) == len(rules.sides)
            assert f.end in END_KINDS and f.end != "unfinished"
            assert f.went_out is None or f.went_out in rules.seats
            assert sum(f.red_threes) <= 4

    @pytest.mark.parametrize("profile", ["two-hand", "three-hand", "six-hand"])
    def test_the_facts_are_those_of_the_final_position(self, profile: str) -> None:
        rules = PROFILES[profile]
        bots = {s: (HeuristicBot(i) if i % 2 else RandomBot(i)) for i, s in enumerate(rules.seats)}
        rec = play_deal(7, bots, dealer=rules.seats[-1], profile=profile)
        f = deal_facts(rec)
        final = rec.final
        assert final.phase == "over" and final.profile == profile
        sc = cc.score(final)
        assert f.scores == tuple(sc[s]["total"] for s in rules.side_names)
        assert f.red_threes == tuple(len(final.red_threes[s]) for s in rules.side_names)
        assert f.cards == card_total(final) == 108
        assert f.dealt == tuple(len(rec.start.hand(s)) for s in rules.seats)
        assert f.bots == tuple(rec.bots[s] for s in rules.seats)
        assert f.actions == len(rec.steps) and f.dealer == rules.seats[-1]

    def test_the_sides_bots_play_their_seats(self) -> None:
        f = simulate_deals(1, ("heuristic", "random"), seed=2, profile="six-hand")[0]
        assert f.bots == ("heuristic", "random") * 3  # A = N SE SW, B = NE S NW
        f = simulate_deals(1, {"N": "random", "E": "heuristic", "s": "random"}, seed=2,
                           profile="three-hand")[0]
        assert f.bots == ("random", "heuristic", "random")
        f = simulate_deals(1, seed=2, profile="two-hand")[0]
        assert f.bots == ("heuristic", "heuristic")

    def test_reproducible_and_chunked(self) -> None:
        a = simulate_deals(5, ("heuristic", "random"), seed=9, profile="two-hand")
        assert a == simulate_deals(2, ("heuristic", "random"), seed=9, profile="two-hand") + \
            simulate_deals(3, ("heuristic", "random"), seed=9, profile="two-hand", start=2)
        assert a != simulate_deals(5, ("heuristic", "random"), seed=10, profile="two-hand")

    def test_progress_is_reported_after_each_deal(self) -> None:
        seen: list[tuple[int, int]] = []
        simulate_deals(3, ("random",) * 3, profile="three-hand", progress=lambda d, n: seen.append((d, n)))
        assert seen == [(1, 3), (2, 3), (3, 3)]


class TestBadInput:
    def test_an_unknown_profile_names_the_field(self) -> None:
        with pytest.raises(NotationError, match="profile"):
            simulate_deals(1, profile="four-hand")
        with pytest.raises(NotationError, match="profile"):
            random_deal(1, profile="four-hand")

    def test_kinds_that_do_not_fit_the_sides_name_the_field(self) -> None:
        with pytest.raises(ValueError, match=r"bot_kinds: the two-hand table has 2 sides \(N, S\)"):
            simulate_deals(1, ("random",) * 3, profile="two-hand")
        with pytest.raises(ValueError, match="bot_kinds: 'NS' is not a side or seat of the six"):
            simulate_deals(1, {"NS": "random", "EW": "random"}, profile="six-hand")
        with pytest.raises(ValueError, match="not a bot"):
            simulate_deals(1, ("random", "genius"), profile="six-hand")
        with pytest.raises(ValueError, match="is not a side or seat"):
            simulate(1, {"A": "random", "B": "random"})


class TestClassicUnchanged:
    def test_simulate_gives_what_it_gave_before_profiles(self) -> None:
        recorded = json.loads((ROOT / "tests/fixtures/simulate_classic.json").read_text("utf-8"))
        now = [asdict(s) for s in simulate(12, ("heuristic", "random"), seed=11)]
        now += [asdict(s) for s in simulate(
            4, {"N": "random", "S": "heuristic", "EW": "heuristic"}, seed=3, start=5)]
        assert json.loads(json.dumps(now)) == recorded

    def test_classic_facts_equal_summarize(self) -> None:
        facts = simulate_deals(6, ("heuristic", "random"), seed=11)
        summaries = simulate(6, ("heuristic", "random"), seed=11)
        for f, s in zip(facts, summaries, strict=True):
            assert f.profile == "classic" and f.seats == ("N", "E", "S", "W")
            assert f.dealt == (11, 11, 11, 11)
            same = ("seed", "dealer", "actions", "turns", "pile_takes", "froze", "freezes",
                    "freeze_causes", "end", "went_out", "asked", "told_no", "cards", "deck_ok")
            assert {k: getattr(f, k) for k in same} == {k: getattr(s, k) for k in same}
            assert f.scores == (s.score_ns, s.score_ew)
            assert f.canastas == (s.canastas_ns, s.canastas_ew)
            assert f.red_threes == (s.red_threes_ns, s.red_threes_ew)
            assert (f.bots[0], f.bots[1]) == (s.bots_ns, s.bots_ew)
            assert f.winner == s.winner
        assert any(f.asked for f in facts)

    def test_summarize_and_deal_facts_agree_on_a_record(self) -> None:
        rec = play_deal(5, {"NS": HeuristicBot(1), "EW": HeuristicBot(2)}, dealer="E")
        f, s = deal_facts(rec), summarize(rec)
        assert (f.end, f.turns, f.freeze_causes, f.scores) == (
            s.end, s.turns, s.freeze_causes, (s.score_ns, s.score_ew))


class TestWinner:
    def test_the_highest_side_wins_and_a_shared_highest_is_a_tie(self) -> None:
        assert _facts(scores=(100, 300, -50)).winner == "E"
        assert _facts(scores=(300, 300, -50)).winner == "tie"
        assert _facts(scores=(-5, 300, 300)).winner == "tie"
        assert _facts(sides=("A", "B"), scores=(10, -10)).winner == "A"


# --- canasta simulate ---------------------------------------------------------------------

def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "canasta_core", "simulate", *args],
                          capture_output=True, text=True, cwd=ROOT, check=False)


class TestCliSimulate:
    @pytest.mark.parametrize("profile", PROFILE_NAMES)
    def test_one_line_of_facts_per_deal_at_the_profile_table(self, profile: str) -> None:
        rules = PROFILES[profile]
        bots = ",".join(["random"] * len(rules.side_names))
        r = _cli("--profile", profile, "--deals", "2", "--seed", "5", "--bots", bots)
        assert r.returncode == 0, r.stdout + r.stderr
        lines = [json.loads(x) for x in r.stdout.splitlines()]
        assert len(lines) == 2
        for d in lines:
            assert d["profile"] == profile and d["seats"] == list(rules.seats)
            assert d["sides"] == list(rules.side_names)
            assert d["dealt"] == [rules.hand_size] * len(rules.seats)
            assert d["cards"] == 108 and d["deck_ok"] is True
        expect = [asdict(f) for f in simulate_deals(
            2, ("random",) * len(rules.side_names), seed=5, profile=profile)]
        assert lines == json.loads(json.dumps(expect))

    @pytest.mark.parametrize(("args", "field"), [
        (("--profile", "four-hand"), "profile"),
        (("--profile", "two-hand", "--bots", "random,random,random"), "--bots"),
        (("--profile", "six-hand", "--bots", "random"), "--bots"),
        (("--bots", "expert,random"), "--bots"),
        (("--deals", "0"), "--deals"),
        (("--deals", "100000"), "--deals"),
        (("--deals", "two"), "--deals"),
        (("--seed", "x"), "--seed"),
        (("--deals",), "--deals"),
        (("--seats", "4"), "--seats"),
    ])
    def test_bad_input_exits_2_naming_the_field(self, args: tuple[str, ...], field: str) -> None:
        r = _cli(*args)
        assert r.returncode == 2, r.stdout
        assert "Traceback" not in r.stderr
        out = json.loads(r.stdout)
        assert out["rule"] == "input" and field in out["error"]
