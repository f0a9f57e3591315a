"""Moves typed in the page's language (canasta_core.typed): Spanish verbs and cards read into the
canonical notation, written back the Spanish way, and bad input told what is wrong and how to
write it — in the page's language."""

from __future__ import annotations

import pytest

import canasta_core as cc
from canasta_core import actions, typed
from canasta_core.errors import NotationError


@pytest.mark.parametrize(("spanish", "canonical"), [
    ("robar", "draw"),
    ("Robá del mazo", "draw"),
    ("levantar", "take"),
    ("levantar 7c 7p", "take 7H 7S"),
    ("LEVANTAR 7C 7P", "take 7H 7S"),
    ("levantar el pozo con 7♥ 7♠", "take 7H 7S"),  # the words a move is said with
    ("levantar 7c 2t; Kd Kc Kp", "take 7H 2C; KD KH KS"),
    ("bajar 5t 5d 5c; Ap Ac comodín", "meld 5C 5D 5H; AH AS JK"),
    ("bajar 5t, 5d y 5c", "meld 5C 5D 5H"),
    ("bajar K: 2d", "meld K: 2D"),
    ("bajar 10: 2t comodin", "meld T: 2C JK"),
    ("bajar Qc Qp JK", "meld QH QS JK"),
    ("descartar 10t", "discard TC"),
    ("descartá 9c", "discard 9H"),
    ("descartar *", "discard JK"),
    ("preguntar", "ask"),
    ("sí", "yes"),
    ("si", "yes"),
    ("no", "no"),
    ("pasar", "pass"),
])
def test_spanish_moves_read_as_canonical(spanish: str, canonical: str) -> None:
    for lang in ("es", "en"):  # the verb decides the reading, on either page
        assert typed.canonical(spanish, lang) == canonical


@pytest.mark.parametrize("english", list(actions.EXAMPLES) + ["discard 7C", "take 7h 10s",
                                                              "meld T: 2c *"])
def test_english_moves_keep_working_on_both_pages(english: str) -> None:
    """After an English verb the cards are canonical: C is clubs, T is ten, also in Spanish."""
    for lang in ("es", "en"):
        assert typed.canonical(english, lang) == actions.canonical(english)


def test_the_same_letters_read_by_the_verb() -> None:
    assert typed.canonical("descartar 7c", "es") == "discard 7H"  # c: corazones
    assert typed.canonical("discard 7C", "es") == "discard 7C"  # C: clubs
    assert typed.canonical("descartar 10t", "es") == "discard TC"  # t: tréboles


def _legal_actions_of_some_deals() -> list[str]:
    """Legal actions of seeded deals: before the draw (draw, takes) and after it (melds with
    prefixes and wild cards, discards)."""
    out: list[str] = []
    for seed in range(8):
        pos = cc.deal(seed=seed, dealer="N")
        out.extend(cc.legal_actions(pos))
        out.extend(cc.legal_actions(cc.play(pos, "draw"))[:80])
    return out


def test_round_trip_through_spanish() -> None:
    """Every canonical action written the Spanish way reads back to itself, and the Spanish
    text has no English verb nor an English suit letter."""
    seen = _legal_actions_of_some_deals() + list(actions.EXAMPLES)
    assert len(seen) > 100
    for text in seen:
        spanish = typed.write(text, "es")
        assert typed.canonical(spanish, "es") == actions.canonical(text), (text, spanish)
        verb = spanish.split(" ")[0]
        assert verb in typed.VERB_ES.values()
        for token in spanish.replace(";", " ").split()[1:]:
            if token not in ("comodín",) and not token.endswith(":"):
                assert token[-1] in "pcdt", (text, spanish)
        assert typed.write(text, "en") == text  # the notation as it is
        assert typed.write(actions.parse(text), "en") == actions.canonical(text)


def test_spanish_examples_are_what_the_page_shows() -> None:
    assert typed.examples("es")[:3] == ("robar", "levantar", "levantar 7c 7p")
    assert "bajar K: 2d" in typed.examples("es")
    assert typed.examples("en") == actions.EXAMPLES
    assert typed.write("meld T: 2C JK", "es") == "bajar 10: 2t comodín"


def _message(text: str, lang: str) -> str:
    with pytest.raises(NotationError) as info:
        typed.read(text, lang)
    assert info.value.rule == "input"
    return info.value.message_in(lang)


@pytest.mark.parametrize(("text", "says"), [
    ("robarr", ["'robarr' no es una jugada", "robar, levantar, bajar, descartar, preguntar, sí, "
                "no o pasar", "Ejemplos: robar · levantar 7c 7p"]),
    ("levantar 7h 7s", ["'7h' no es una carta", "en inglés", "p (picas ♠), c (corazones ♥)"]),
    ("descartar Tc", ["el diez se escribe 10"]),
    ("descartar 7x", ["el palo 'x' no existe", "t (tréboles ♣)"]),
    ("descartar 1c", ["el número '1' no existe", "del 2 al 10"]),
    ("descartar", ["'descartar' necesita exactamente una carta", "descartar 9t"]),
    ("descartar 7c 8c", ["exactamente una carta"]),
    ("bajar", ["'bajar' necesita cartas", "bajar 5t 5d 5c"]),
    ("bajar 2: 2c 2d", ["no puede ser el número de un juego"]),
    ("levantar ; Kd Kc Kp", ["antes del primer ';'"]),
    ("levantar K: 2c", ["no lleva número"]),
    ("robar 7c", ["'robar' no lleva nada después"]),
    ("take 7c 7p", ["'7p' no es una carta de la notación en inglés", "empezá con 'levantar'"]),
    ("discard 10p", ["empezá con 'descartar'"]),
    # two moves in one: the second verb was read as a card ("el palo 'r' no existe")
    ("bajar 4t 4t 4d; descartar 5c", ["'descartar' empieza otra jugada", "una jugada por vez",
                                      "bajar 5t 5d 5c, y después descartar 9t"]),
    ("levantar 7c 7p; robar", ["'robar' empieza otra jugada"]),
    ("descartar 4t; bajar Kp Kd Kc", ["'bajar' empieza otra jugada"]),
    ("robar y descartar 4t", ["'descartar' empieza otra jugada"]),
    ("meld 5C 5D 5H; descartar 9t", ["'descartar' empieza otra jugada"]),
])
def test_bad_spanish_input_says_what_is_wrong_and_how_to_fix_it(text: str, says: list[str]) -> None:
    message = _message(text, "es")
    for part in says:
        assert part in message, message
    for english in ("is not", "Examples", "unknown"):
        assert english not in message


def test_bad_input_on_an_english_page_is_in_english() -> None:
    assert "is not a card here" in _message("levantar 7h", "en")
    assert "is not an action" in _message("robarr", "en")
    assert "Examples: draw" in _message("robarr", "en")  # the canonical examples, unchanged


def test_two_moves_in_one_are_named_as_such_in_either_notation() -> None:
    """A move and the next one typed together: the second verb is named as a move (it was read
    as a card: "'discard' is not a card. The rank 'DISCAR' is unknown")."""
    for text in ("meld KS KD KH; discard 4C", "discard 4C; meld KS KD KH", "take 7S 7D; draw",
                 "draw meld 5C 5D 5H"):
        for lang in ("en", "es"):
            message = _message(text, lang)
            assert ("starts another move" if lang == "en" else "empieza otra jugada") in message
            assert "is not a card" not in message and "no es una carta" not in message
    # a word that is no move is still a card that cannot be read
    assert "is not a card" in _message("meld 5C 5D 5H; dscard", "en")


def test_a_slip_of_a_verb_is_named_with_the_verb_it_is_a_slip_of() -> None:
    """'decartar 4t' was only "not a move" and a list of every verb; the one meant is named."""
    assert "¿quisiste decir 'descartar'?" in _message("decartar 4t", "es")
    assert "¿quisiste decir 'levantar'?" in _message("levatar 7c 7p", "es")
    assert "¿quisiste decir 'robar'?" in _message("robarr", "es")
    assert "did you mean 'discard'?" in _message("dicard 4C", "en")
    assert "did you mean 'meld'?" in _message("melt KS KD KH", "en")
    assert "¿quisiste decir 'discard'?" in _message("dicard 4C", "es")  # an English slip, kept
    for text in ("hello", "xyz 4C"):  # nothing near: no guess
        assert "did you mean" not in _message(text, "en")
        assert "quisiste" not in _message(text, "es")


def test_too_long_and_empty_input_are_refused_clearly() -> None:
    assert "límite" in _message("robar " + "x" * 500, "es")
    assert "vacía" in _message("   ", "es")


def test_a_spanish_move_is_ruled_on_exactly_like_its_canonical_text() -> None:
    from canasta_app.home.model import LEGAL_PRESET

    pos = cc.load(LEGAL_PRESET)
    for spanish, english in [("levantar 7c 7p", "take 7H 7S"), ("levantar 7c 2t", "take 7H 2C"),
                             ("bajar Kd Kp 2t", "meld KD KS 2C"), ("robar", "draw")]:
        a, b = cc.check(pos, typed.read(spanish, "es")), cc.check(pos, english)
        assert (a.legal, a.rule, a.action) == (b.legal, b.rule, b.action)


def test_the_glossary_records_the_notation_the_reader_reads() -> None:
    import tomllib
    from pathlib import Path

    glossary = tomllib.loads((Path(__file__).parents[2] / "canasta_app" / "text" / "glossary.toml")
                             .read_text(encoding="utf-8"))["typed"]
    assert glossary["verbs"] == list(typed.VERB_ES.values())
    assert {k: v.split()[0] for k, v in glossary["suits"].items()} == {
        "p": "picas", "c": "corazones", "d": "diamantes", "t": "tréboles"}
    symbols = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
    for letter, words in glossary["suits"].items():
        assert words.endswith(symbols[typed.SUITS_ES[letter]])
    assert typed.parse_card_es(glossary["joker"]) == "JK"
