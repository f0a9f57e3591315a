"""The golden playthroughs (tests/golden/regen.py) regenerated in memory equal the files.

A failure is a change in behaviour: read the diff; if the change is intended, rewrite the files
with `.venv/bin/python -m tests.golden.regen` and commit them with the change that caused it.
"""

from __future__ import annotations

import difflib

import pytest
from regen import golden_files, playthrough

CASES = list(golden_files())


def test_every_set_has_its_deals() -> None:
    assert len([c for c in CASES if c[1] == "classic"]) == 20
    for path, _profile, _seed in CASES:
        assert path.exists(), f"{path} is missing: run python -m tests.golden.regen"


@pytest.mark.parametrize(("path", "profile", "seed"), CASES,
                         ids=[f"{p}-{s:02d}" for _f, p, s in CASES])
def test_playthrough_unchanged(path, profile: str, seed: int) -> None:
    expected = path.read_text(encoding="utf-8")
    actual = playthrough(profile, seed)
    if actual != expected:
        diff = difflib.unified_diff(expected.splitlines(), actual.splitlines(),
                                    str(path.name), "regenerated", lineterm="", n=1)
        pytest.fail("behaviour changed:\n" + "\n".join(list(diff)[:60]))
    assert "NOT OVER" not in actual
    assert actual.splitlines()[-1].startswith("score ")
