"""One `allowed` and one `refused` for every rule test (they were written twice, the second
weaker): what a test asserts about a ruling is the same everywhere."""

from __future__ import annotations

import pytest

import canasta_core as cc
from canasta_core.actions import canonical

#: The actions the move generator lists whenever they are legal (notation.md's `legal_actions`
#: lists one canonical form of each; for melds and takes it lists the plain forms, not every
#: legal way of writing extra wild cards or groups into them).
ALWAYS_LISTED = frozenset({"draw", "discard", "pass", "ask", "yes", "no"})


def allowed(pos: cc.Position, action: str) -> cc.Position:
    """Assert the action is legal and carries no violation; a draw, discard, pass, ask or
    answer must also be listed by the move generator (the judge and the generator agree on
    it). Play it and return the new position."""
    r = cc.check(pos, action)
    assert r.legal, f"{action!r} refused: {r.rule}: {r.reason}"
    assert r.rule is None and r.violations == ()
    text = canonical(action)
    if text.split(" ", 1)[0] in ALWAYS_LISTED:
        listed = cc.legal_actions(pos)
        assert text in listed, f"{action!r} is legal but the generator does not list it: {listed}"
    return cc.play(pos, action)


def refused(pos: cc.Position, action: str, slug: str) -> cc.Ruling:
    """Assert the action is refused with `slug` as the deciding rule, that `play` refuses it
    with the same rule, and that the generator does not list it; return the ruling."""
    r = cc.check(pos, action)
    assert not r.legal, f"{action!r} should be refused by {slug}"
    assert r.rule == slug, f"{action!r}: expected {slug}, got {r.rule} ({r.reason})"
    assert r.violations[0].rule == slug
    assert r.reason and r.reason == r.violations[0].reason
    with pytest.raises(cc.IllegalAction) as e:
        cc.play(pos, action)
    assert e.value.ruling.rule == slug
    try:
        listed = cc.legal_actions(pos)
    except cc.NotationError:  # a hand given as a count: nothing to list
        return r
    try:
        assert canonical(action) not in listed, f"{action!r} is refused but listed"
    except cc.NotationError:  # not even an action: nothing to compare
        pass
    return r
