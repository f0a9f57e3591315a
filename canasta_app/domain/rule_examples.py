"""An example position for every rule slug of the classic game (and for the other tables' rules
that an action shows), with an action the engine rules on (the tests check that each rules as it
says)."""

from __future__ import annotations

import copy
from functools import cache
from typing import Any, Final, NamedTuple

import canasta_core as cc

_BASE: Final[dict[str, Any]] = {
    "format": "canasta/1",
    "dealer": "W",
    "turn": "N",
    "phase": "draw",
    "scores": {"NS": 0, "EW": 0},
    "hands": {"N": ["7H", "7S", "KD", "KS", "2C", "9H", "5D"], "E": 9, "S": 8, "W": 10},
    "melds": {"NS": {"A": ["AH", "AS", "AD"]}, "EW": {"Q": ["QH", "QS", "QD", "JK"]}},
    "red_threes": {"NS": [], "EW": ["3H"]},
    "pile": ["9C", "4S", "8D", "7D"],
    "stock": 60,
}


def _pos(**changes: Any) -> dict[str, Any]:
    d = copy.deepcopy(_BASE)
    for key, value in changes.items():
        d[key] = value
    return d


_NOT_OPENED: Final = {"NS": {}, "EW": {"Q": ["QH", "QS", "QD", "JK"]}}
_KINGS: Final = ["KC", "KC", "KD", "KD", "KH", "KH", "KS"]
_DEALT_SEED: Final = 4  # a deal whose two upcard was covered (the pile starts frozen)


def _dealt() -> dict[str, Any]:
    return cc.to_dict(cc.deal(seed=_DEALT_SEED, dealer="W", scores=(0, 0)))


class Example(NamedTuple):
    position: dict[str, Any]
    action: str
    legal: bool  # what the engine rules (checked by the tests)
    rule: str | None  # the ruling's slug (None for a plain legal move)


def _examples() -> dict[str, Example]:
    dealt = _dealt()
    frozen = _pos(pile=["9C", "2D", "4S", "7D"])
    play = _pos(phase="play")
    # North goes out with a discard: the deal that the scoring rules (and their worked
    # example) count.
    going_out = Example(
        _pos(
            phase="play",
            melds={"NS": {"K": _KINGS, "A": ["AH", "AS", "AD"]}, "EW": {"Q": ["QH", "QS", "QD"]}},
            hands={"N": ["9H"], "E": ["4C", "6D"], "S": ["7C"], "W": ["8S"]},
            red_threes={"NS": ["3D", "3H"], "EW": []},
        ),
        "discard 9H",
        True,
        None,
    )
    return {
        "deal.deck": Example(dealt, "draw", True, None),
        "deal.dealer": Example(dealt, "draw", True, None),
        "deal.hands": Example(dealt, "draw", True, None),
        "deal.upcard": Example(dealt, "draw", True, None),
        "deal.first": Example(dealt, "draw", True, None),
        "deal.red-three": Example(dealt, "draw", True, None),
        "values": Example(
            _pos(
                phase="play",
                melds=_NOT_OPENED,
                hands={
                    "N": ["KD", "KS", "KH", "AC", "AH", "2C", "9H", "5D"],
                    "E": 9,
                    "S": 8,
                    "W": 10,
                },
            ),
            "meld KD KS KH; AC AH 2C",
            True,
            None,
        ),
        "meld.rank": Example(play, "meld 7H 7S", False, "meld.rank"),
        "meld.naturals": Example(
            _pos(
                phase="play",
                hands={
                    "N": ["7H", "7S", "KD", "KS", "2C", "JK", "9H", "5D"],
                    "E": 9,
                    "S": 8,
                    "W": 10,
                },
            ),
            "meld 5D 2C JK",
            False,
            "meld.naturals",
        ),
        "meld.wilds": Example(
            _pos(
                phase="play",
                hands={"N": ["5C", "5D", "2C", "2D", "2H", "9H", "KD"], "E": 9, "S": 8, "W": 10},
            ),
            "meld 5C 5D 2C 2D 2H",
            True,
            None,
        ),
        "meld.no-wild-only": Example(
            _pos(
                phase="play",
                hands={"N": ["2C", "2D", "JK", "9H", "KD", "KS"], "E": 9, "S": 8, "W": 10},
            ),
            "meld 2C 2D JK",
            False,
            "meld.no-wild-only",
        ),
        "meld.shared": Example(
            _pos(
                phase="play",
                hands={"N": ["AC", "7H", "7S", "KD", "9H"], "E": 9, "S": 8, "W": 10},
            ),
            "meld AC",
            True,
            None,
        ),
        "meld.canasta": Example(
            _pos(
                phase="play",
                melds={"NS": {"K": ["KC", "KC", "KD", "KH", "KH", "KS"]}, "EW": {}},
                hands={"N": ["KD", "7H", "7S", "9H", "5D"], "E": 9, "S": 8, "W": 10},
            ),
            "meld KD",
            True,
            None,
        ),
        "open.minimum": Example(
            _pos(phase="play", melds=_NOT_OPENED), "meld KD KS 2C", False, "open.minimum"
        ),
        "open.pile-top": Example(
            _pos(
                melds=_NOT_OPENED,
                hands={"N": ["AD", "AS", "7H", "9H", "5D"], "E": 9, "S": 8, "W": 10},
                pile=["9C", "4S", "8D", "AH"],
            ),
            "take AD AS",
            True,
            None,
        ),
        "turn.sequence": Example(frozen, "discard 9H", False, "turn.not-yours"),
        "pile.blocked": Example(_pos(pile=["9C", "4S", "7D", "3C"]), "take", False, "pile.blocked"),
        "pile.use-top": Example(_pos(), "take KD KS", False, "pile.use-top"),
        "pile.frozen": Example(frozen, "take 7H 2C", False, "pile.frozen"),
        "pile.one-card": Example(
            _pos(
                melds={"NS": {"7": ["7C", "7C", "7H"]}, "EW": {}},
                hands={"N": ["9H"], "E": 9, "S": 8, "W": 10},
                pile=["7D"],
            ),
            "take",
            False,
            "pile.one-card",
        ),
        "pile.empty": Example(_pos(pile=[]), "take 7H 7S", False, "pile.empty"),
        "turn.discard": Example(play, "discard 2C", True, None),
        "threes.red-draw": Example(_pos(stock=["3D", "9D", "4C"]), "draw", True, None),
        "threes.red-score": Example(
            _pos(
                melds=_NOT_OPENED,
                red_threes={"NS": ["3D", "3H"], "EW": ["3H"]},
            ),
            "draw",
            True,
            None,
        ),
        "threes.black": Example(
            _pos(
                phase="play",
                hands={"N": ["3C", "3S", "2C", "9H", "KD", "KS"], "E": 9, "S": 8, "W": 10},
            ),
            "meld 3C 3S 2C",
            False,
            "threes.black",
        ),
        "out.canasta": Example(
            _pos(phase="play", hands={"N": ["7H", "7S", "7C", "9H"], "E": 9, "S": 8, "W": 10}),
            "meld 7H 7S 7C",
            False,
            "out.canasta",
        ),
        "out.permission": Example(
            _pos(
                phase="play",
                melds={"NS": {"K": _KINGS}, "EW": {}},
                hands={"N": ["7H", "7S", "7C", "9H"], "E": 9, "S": 8, "W": 10},
            ),
            "ask",
            True,
            None,
        ),
        "out.concealed": Example(
            _pos(
                phase="play",
                melds=_NOT_OPENED,
                hands={"N": [*_KINGS, "9H"], "E": ["4C", "6D"], "S": ["6C", "8C"], "W": ["8S"]},
            ),
            "meld " + " ".join(_KINGS),
            True,
            None,
        ),
        "stock.last-red-three": Example(_pos(stock=["3D"]), "draw", True, None),
        "stock.empty": Example(
            _pos(
                stock=0,
                melds={"NS": {"7": ["7C", "7C", "7H"]}, "EW": {}},
            ),
            "pass",
            False,
            "stock.empty",
        ),
        "score.deal": going_out,
        "score.example": going_out,  # the worked example scores the same deal
        "game.end": Example(
            _pos(
                phase="play",
                scores={"NS": 4300, "EW": 3900},
                melds={
                    "NS": {"K": _KINGS, "A": ["AH", "AS", "AD"]},
                    "EW": {"Q": ["QH", "QS", "QD"]},
                },
                hands={"N": ["9H"], "E": ["4C", "6D"], "S": ["7C"], "W": ["8S"]},
                red_threes={"NS": ["3D", "3H"], "EW": []},
            ),
            "discard 9H",
            True,
            None,
        ),
        "profile.separate": Example(
            _pos(
                phase="play",
                hands={"N": ["4H", "5H", "6H", "9H", "KD", "KS"], "E": 9, "S": 8, "W": 10},
            ),
            "meld 4H 5H 6H",
            False,
            "meld.rank",
        ),
        "turn.not-yours": Example(frozen, "meld KD KS 2C", False, "turn.not-yours"),
        "card.not-held": Example(frozen, "take 7H 7C", False, "card.not-held"),
        "stock.empty-draw": Example(_pos(stock=0), "draw", False, "stock.empty-draw"),
        "input": Example(frozen, "take 7H 7X", False, "input"),
    }


_KINGS_MELD: Final = ["KC", "KC", "KD", "KD", "KH", "KH", "KS"]


def _profile_pos(profile: str, **changes: Any) -> dict[str, Any]:
    """North to act in a `profile` game, a natural canasta of kings melded, the pile with 4♠ on
    top: the table where the other tables' rules are shown at work."""
    seats = {"two-hand": ("N", "S"), "three-hand": ("N", "E", "S"),
             "six-hand": ("N", "NE", "SE", "S", "SW", "NW")}[profile]
    sides = {"six-hand": ("A", "B")}.get(profile, seats)
    d: dict[str, Any] = {
        "format": "canasta/1", "profile": profile, "dealer": seats[-1], "turn": "N",
        "phase": "play", "hands": {s: (["5C", "5D", "5H", "9S"] if s == "N" else 10)
                                   for s in seats},
        "melds": {side: ({"K": list(_KINGS_MELD)} if i == 0 else {})
                  for i, side in enumerate(sides)},
        "pile": ["8D", "4S"], "stock": 40,
    }
    d.update(changes)
    return d


def _dealt_profile(profile: str) -> dict[str, Any]:
    return cc.to_dict(cc.deal(seed=_DEALT_SEED, dealer="S", profile=profile))


def _profile_examples() -> dict[str, Example]:
    """The other tables' rules that one action shows (the rest are about the deal's shape or
    the scoring, told in words)."""
    draw_two = _profile_pos("two-hand", phase="draw", hands={"N": ["5C", "9S"], "S": 14},
                            stock=["QH", "8S", "4C", "6D"])
    return {
        "two.deal": Example(_dealt_profile("two-hand"), "draw", True, None),
        "two.draw": Example(draw_two, "draw", True, None),
        "two.alone": Example(_profile_pos("two-hand"), "ask", False, "out.permission"),
        "two.out": Example(_profile_pos("two-hand"), "meld 5C 5D 5H", False, "two.out"),
        "three.deal": Example(_dealt_profile("three-hand"), "draw", True, None),
        "three.draw": Example(dict(draw_two, profile="three-hand",
                                   hands={"N": ["5C", "9S"], "E": 12, "S": 12},
                                   melds={"N": {}, "E": {}, "S": {}}), "draw", True, None),
        "three.alone": Example(_profile_pos("three-hand"), "ask", False, "out.permission"),
        "three.out": Example(_profile_pos("three-hand", hands={"N": ["5C", "5D", "5H"], "E": 10,
                                                               "S": 10}),
                             "meld 5C 5D 5H", True, None),
        "six.deal": Example(_dealt_profile("six-hand"), "draw", True, None),
        "six.ask": Example(_profile_pos("six-hand"), "ask", True, None),
    }


EXAMPLES: Final[dict[str, Example]] = {**_examples(), **_profile_examples()}


def example_for(slug: str) -> tuple[dict[str, Any], str]:
    """(position dict, action text) that shows the rule at work; KeyError for an unknown slug."""
    ex = EXAMPLES[slug]
    return copy.deepcopy(ex.position), ex.action


@cache  # examples are constants: rule on each once
def example_ruling(slug: str) -> cc.Ruling | None:
    """The engine's ruling on the slug's example (None when the action cannot be read)."""
    position, action = example_for(slug)
    try:
        return cc.check(cc.load(position), action)
    except cc.NotationError:
        return None


@cache
def example_error(slug: str, lang: str = "en") -> str:
    """The input error the example's action raises ("" when it can be read)."""
    position, action = example_for(slug)
    try:
        cc.check(cc.load(position), action)
    except cc.NotationError as exc:
        return exc.message_in(lang)
    return ""
