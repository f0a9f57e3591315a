"""benchmarks/bots.py's paired comparison (`--versus`): a variant's deals against the expert's,
deal by deal (docs/performance-archive.md, "Issue 36, third stop")."""

from __future__ import annotations

from helpers.benchmarks import benchmark


def _bots_benchmark():  # type: ignore[no-untyped-def]
    return benchmark("bots", "canasta_bots_bench")


def test_the_variant_is_compared_deal_by_deal() -> None:
    bench = _bots_benchmark()
    # four deals: both won, the variant turns a loss into a win, the reverse, both lost
    results = [bench.SeedResult(margins=[100, -50], baseline=[0, 0], thinking=[0.1],
                                versus=[300, 20], versus_thinking=[0.2]),
               bench.SeedResult(margins=[40, -10], baseline=[0, 0], thinking=[0.1],
                                versus=[-40, -30], versus_thinking=[0.4])]
    got = bench.figures(results, bench.EXPERT_BUDGET, 1, 0.0)
    v = got["versus"]
    assert got["expert_win_rate"] == 0.5 and v["win_rate"] == 0.5
    assert v["wins_changed"] == [1, 1] and v["win_diff"] == 0.0
    assert v["margin_diff"] == (200 + 70 - 80 - 20) / 4
    assert v["ms_per_decision_median"] == 300.0


def test_without_a_variant_nothing_is_added() -> None:
    bench = _bots_benchmark()
    got = bench.figures([bench.SeedResult(margins=[1, -1], baseline=[0, 0], thinking=[0.1])],
                        bench.EXPERT_BUDGET, 1, 0.0)
    assert "versus" not in got
