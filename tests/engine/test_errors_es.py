"""Input errors read in Spanish too: every kind of bad input has a Spanish message."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

import canasta_core as cc

BASE: dict[str, Any] = {
    "format": "canasta/1", "dealer": "W", "turn": "N", "phase": "play",
    "hands": {"N": ["9C", "6D"], "E": 11, "S": 11, "W": 11}, "stock": 40,
}


def _mut(f: Callable[[dict[str, Any]], object]) -> dict[str, Any]:
    d = copy.deepcopy(BASE)
    f(d)
    return d


BAD_POSITIONS: list[object] = [
    '{"format": "canasta/1"}',
    "not json",
    '{"format": "x"}',
    _mut(lambda d: d["hands"]["N"].append("11H")),
    _mut(lambda d: d["hands"]["N"].append("7X")),
    _mut(lambda d: d["hands"]["N"].append("")),
    _mut(lambda d: d["hands"]["N"].append("3H")),
    _mut(lambda d: d["hands"]["N"].append(7)),
    _mut(lambda d: d.update(melds={"NS": {"K": ["QH", "KH", "KS"]}})),
    _mut(lambda d: d.update(melds={"NS": {"2": ["2C", "2D", "2H"]}})),
    _mut(lambda d: d.update(melds={"NS": {"3": ["3C", "3S", "2C"]}})),
    _mut(lambda d: d.update(melds={"NS": {"K": ["3H", "KH", "KS"]}})),
    _mut(lambda d: d.update(melds={"XX": {}})),
    _mut(lambda d: d.update(pile=["9C", "9C"])),
    _mut(lambda d: d.update(pile=["JK"] * 5)),
    _mut(lambda d: d.update(pile="9C")),
    _mut(lambda d: d.update(turn="X")),
    _mut(lambda d: d.update(phase="bla")),
    _mut(lambda d: d.update(stock=-1)),
    _mut(lambda d: d.update(stock="many")),
    _mut(lambda d: d["hands"].pop("E")),
    _mut(lambda d: d.update(red_threes={"NS": ["3C"]})),
    _mut(lambda d: d.update(scores={"NS": "x"})),
    _mut(lambda d: d.update(scores={"NS": 10**9})),
    _mut(lambda d: d.update(melded="N")),
    _mut(lambda d: d.update(this_turn={"asked": "maybe"})),
    _mut(lambda d: d.update(this_turn={"took_pile": "no"})),
    _mut(lambda d: d.update(this_turn={"new_melds": "K"})),
    _mut(lambda d: d.update(went_out={"concealed": True})),
    _mut(lambda d: d.update(hands=[])),
]

BAD_ACTIONS = ["", "fly", "discard", "draw now", "meld", "take ;5C", "meld 5C: x", "meld 2: 2C",
               "take K: KH", "meld 5C 5D 5H; ", "x" * 500, "meld K: 2C: 2D", "discard 1Z"]


@pytest.mark.parametrize("bad", BAD_POSITIONS, ids=range(len(BAD_POSITIONS)))
def test_every_position_error_has_a_spanish_message(bad: object) -> None:
    with pytest.raises(cc.NotationError) as info:
        cc.load(bad)  # type: ignore[arg-type]
    e = info.value
    assert e.message_in("en") == e.message
    es = e.message_in("es")
    assert es != e.message, f"no Spanish for: {e.message}"
    if e.field:
        assert es.startswith(e.field)  # the JSON path is kept so the UI can point at it


@pytest.mark.parametrize("bad", BAD_ACTIONS)
def test_every_action_error_has_a_spanish_message(bad: str) -> None:
    with pytest.raises(cc.NotationError) as info:
        cc.parse(bad)
    es = info.value.message_in("es")
    assert es != info.value.message, f"no Spanish for: {info.value.message}"
    assert "Ejemplos" in es or "Usá" in es


def test_a_hand_given_as_a_count_explains_itself_in_spanish() -> None:
    pos = cc.load(_mut(lambda d: d["hands"].update(N=2)))
    with pytest.raises(cc.NotationError) as info:
        cc.check(pos, "discard 9C")
    assert "cantidad" in info.value.message_in("es")


def test_unknown_messages_fall_back_to_english() -> None:
    e = cc.NotationError("something new", field="x")
    assert e.message_in("es") == "something new"
