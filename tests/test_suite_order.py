"""The order pytest-xdist's workers get the tests in (tests/conftest.py, docs/testing.md)."""

from __future__ import annotations

from worker_order import deal_longest_first


def _shares(order: list[str], workers: int) -> list[list[str]]:
    """The contiguous shares worksteal hands out first (the counts it uses: n // workers, the
    remainder to the later workers)."""
    n, out, start = len(order), [], 0
    for k in range(workers):
        size = n // workers + (1 if k >= workers - n % workers else 0)
        out.append(order[start:start + size])
        start += size
    return out


def test_the_longest_tests_go_first_and_to_both_workers() -> None:
    seconds = {"a": 0.1, "long1": 100.0, "b": 0.1, "long2": 80.0, "c": 0.1, "mid": 30.0,
               "d": 0.1, "e": 0.1, "mid2": 20.0}
    names = list(seconds)
    order = deal_longest_first(names, [seconds[n] for n in names], 2)
    assert sorted(order) == sorted(names)  # nothing lost or doubled
    first, second = _shares(order, 2)
    assert {first[0], second[0]} == {"long1", "long2"}  # each worker starts with a long one
    for share in (first, second):
        assert [seconds[n] for n in share] == sorted((seconds[n] for n in share), reverse=True)
    totals = [sum(seconds[n] for n in share) for share in (first, second)]
    assert abs(totals[0] - totals[1]) <= 30.0, totals  # balanced: 120.2 and 110.3, not 180/50


def test_equal_estimates_keep_the_files_order() -> None:
    names = [f"t{i}" for i in range(7)]
    order = deal_longest_first(names, [1.0] * 7, 2)
    first, second = _shares(order, 2)
    assert first == sorted(first, key=names.index) and second == sorted(second, key=names.index)
    assert (len(first), len(second)) == (3, 4)
