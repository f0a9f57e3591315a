"""How the tests are dealt to pytest-xdist's workers (used by tests/conftest.py; a module of
its own so tests/test_suite_order.py can import it: every conftest.py is a module "conftest")."""

from __future__ import annotations

from typing import Any


def deal_longest_first(items: list[Any], seconds: list[float], workers: int) -> list[Any]:
    """The items reordered so that worksteal's first hand-out (worker k gets the k-th
    contiguous share, shares equal in count) gives each worker about the same total time,
    each share longest first."""
    n = len(items)
    sizes = [n // workers + (1 if k >= workers - n % workers else 0) for k in range(workers)]
    shares: list[list[int]] = [[] for _ in range(workers)]
    totals = [0.0] * workers
    for i in sorted(range(n), key=lambda i: -seconds[i]):  # stable: ties keep their order
        open_shares = [k for k in range(workers) if len(shares[k]) < sizes[k]]
        k = min(open_shares, key=lambda k: totals[k])
        shares[k].append(i)
        totals[k] += seconds[i]
    return [items[i] for share in shares for i in share]
