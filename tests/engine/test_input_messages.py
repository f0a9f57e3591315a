"""Input errors (NotationError): each carries a message code, its params and the field; the
sentence comes from one table (canasta_core.input_messages) in English and Spanish. Every kind
of bad input has a code, and every code renders in both languages with its placeholders."""

from __future__ import annotations

import ast
import copy
import string
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import canasta_core as cc
from canasta_core.input_messages import INPUT_MESSAGES, TYPE_NAMES, render_input

ENGINE = Path(cc.__file__).resolve().parent

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
    assert e.code in INPUT_MESSAGES and str(e) == e.message == e.message_in("en")
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


def test_an_error_without_a_code_reads_the_same_in_every_language() -> None:
    e = cc.NotationError("something new", field="x")
    assert e.message_in("es") == e.message_in("en") == "something new" and e.code == ""


def test_the_error_carries_its_code_params_and_field() -> None:
    with pytest.raises(cc.NotationError) as info:
        cc.load(_mut(lambda d: d["hands"]["N"].append("7X")))
    e = info.value
    assert (e.code, e.field, e.params) == ("card.bad-suit", "hands.N[2]",
                                           {"text": "'7X'", "suit": "'X'"})
    assert e.message == "hands.N[2]: '7X' is not a card. The suit 'X' is unknown: use C, D, H or S " \
        "(or ♣ ♦ ♥ ♠). Examples: 7H, TS, 10D, JK."
    assert e.message_in("es").startswith("hands.N[2]: '7X' no es una carta. El palo 'X' no existe")


def test_numbers_in_messages_follow_the_language() -> None:
    with pytest.raises(cc.NotationError) as info:
        cc.load("x" * 120_000)
    assert "120,000 characters" in info.value.message_in("en")
    assert "120.000 caracteres" in info.value.message_in("es")


def _placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def _sample(name: str) -> object:
    return {"got": "a number", "length": 1234, "limit": 400, "count": 3, "line": 1, "column": 2,
            "group": 1, "meld": 1, "total": 120, "size": 2, "naturals": 1, "wilds": 4,
            "seat": "N", "side": "North–South"}.get(name, f"<{name}>")


@pytest.mark.parametrize("code", sorted(INPUT_MESSAGES))
def test_every_code_renders_in_both_languages_with_its_placeholders(code: str) -> None:
    en, es = INPUT_MESSAGES[code]
    assert en and es and en != es, code
    assert _placeholders(en) == _placeholders(es), code
    params = {name: _sample(name) for name in _placeholders(en)}
    for lang in ("en", "es"):
        text = render_input(code, params, lang)
        assert "{" not in text.replace('{"format"', ""), (code, lang, text)
        for value in params.values():
            if isinstance(value, str) and value.startswith("<"):
                assert value in text, (code, lang, text)


def test_the_kind_of_value_found_is_named_in_the_language() -> None:
    assert render_input("bool.expected", {"got": "a list"}, "es") == (
        "se esperaba true o false y vino una lista.")
    assert set(TYPE_NAMES["en"]) == set(TYPE_NAMES["es"])


def _codes_raised_in_the_engine() -> set[str]:
    """Every message code literally passed to NotationError.of / _err / _grammar in canasta_core."""
    codes: set[str] = set()
    for path in ENGINE.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                f = node.func
                name = f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", "")
                if name in ("of", "_err", "_grammar") and node.args and isinstance(
                        node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
                    codes.add(node.args[0].value)
                if name == "NotationError":  # the engine never raises one without a code
                    assert not node.args, f"{path.name}:{node.lineno} raises NotationError(text)"
    return codes


def test_every_raise_site_names_a_code_of_the_table() -> None:
    raised = _codes_raised_in_the_engine()
    assert len(raised) > 40
    assert raised <= set(INPUT_MESSAGES), raised - set(INPUT_MESSAGES)


@pytest.mark.parametrize("text", ["not json", '{"format" "canasta/1"}', '{"a": 1} x', '{"a": "\\q"}'])
def test_the_json_parsers_complaint_is_read_in_spanish(text: str) -> None:
    with pytest.raises(cc.NotationError) as info:
        cc.load(text)
    e = info.value
    assert e.code == "position.bad-json-at" and e.params["why"] in e.message
    assert str(e.params["why"]) not in e.message_in("es")


@pytest.mark.parametrize(("text", "en", "es"), [
    ("meld 5C 5D 5X", "action (group 1): '5X' is not a card.", "jugada (juego 1): '5X' no es una carta."),
    ("discard 1Z", "action: '1Z' is not a card.", "jugada: '1Z' no es una carta."),
])
def test_the_action_box_is_named_in_the_language(text: str, en: str, es: str) -> None:
    with pytest.raises(cc.NotationError) as info:
        cc.parse(text)
    e = info.value
    assert e.field == en.split(":")[0]  # the field itself stays the same, for the UI
    assert e.message_in("en").startswith(en) and e.message_in("es").startswith(es)
