"""The catalogue's selectors (canasta_core.messages): a message chooses its own words —
articles, agreement, plurals — and no code chooses a word for a language."""

from __future__ import annotations

import ast
import inspect
import textwrap

import pytest

from canasta_core import messages
from canasta_core.messages import (
    CATALOGUE,
    card_name,
    count_of,
    format_message,
    rank_name,
    selector_vars,
    template_fields,
    template_literals,
)

QUEDA = "{$n -> [one] queda *[other] quedan} {n}"


@pytest.mark.parametrize(("n", "es"), [(1, "queda 1"), (2, "quedan 2"), (0, "quedan 0"),
                                       (1.0, "queda 1,0"), (2.5, "quedan 2,5")])
def test_a_count_chooses_by_the_languages_plural_category(n: float, es: str) -> None:
    assert format_message(QUEDA, {"n": n}, "es") == es


def test_an_exact_value_wins_over_the_category_and_the_default_is_marked() -> None:
    tpl = "{$n -> [0] no cards [1] one card *[other] {n} cards}"
    assert [format_message(tpl, {"n": n}) for n in (0, 1, 7)] == ["no cards", "one card",
                                                                   "7 cards"]
    assert format_message("{$top.rank -> [JK] a joker *[other] {top:card}}", {"top": "JK"}) == (
        "a joker")
    assert format_message("{$top.rank -> [JK] a joker *[other] {top:card}}", {"top": "2D"}) == (
        "2♦")


def test_selectors_nest_and_hold_fields() -> None:
    tpl = ("{$n -> [1] {$noun.class -> [feminine] una *[masculine] un} {noun:noun}"
           " *[other] {n} {noun:nouns}}")
    assert format_message(tpl, {"n": 1, "noun": "card"}, "es") == "una carta"
    assert format_message(tpl, {"n": 1, "noun": "red_three"}, "es") == "un tres rojo"
    assert format_message(tpl, {"n": 3, "noun": "red_three"}, "es") == "3 treses rojos"
    assert selector_vars(tpl) == {"n", "noun"} and template_fields(tpl) == {"n", "noun"}
    assert "una" in " ".join(template_literals(tpl)) and "un" in template_literals(tpl)


def test_a_variant_may_end_with_a_selector() -> None:
    """"}}" closing two selectors is not an escaped brace (the Spanish principle texts choose
    «la otra pareja» / «el otro equipo» in the last variant of «alone»)."""
    tpl = ("{$alone -> [yes] un rival *[other] {$size -> [3] el otro equipo *[other] la otra "
           "pareja}} tiene")
    assert format_message(tpl, {"alone": "no", "size": 3}, "es") == "el otro equipo tiene"
    assert format_message(tpl, {"alone": "no", "size": 2}, "es") == "la otra pareja tiene"
    assert format_message(tpl, {"alone": "yes", "size": 1}, "es") == "un rival tiene"
    assert format_message("a {{b}} c", {}, "es") == "a {b} c"  # outside a selector, escaped


@pytest.mark.parametrize("broken", [
    "{$n [one] a *[other] b}",      # no arrow
    "{$n -> [one] a [other] b}",    # no default
    "{$n -> [one] a *[other] b",    # not closed
    "{$n -> }",                     # no variant
])
def test_a_broken_selector_is_not_a_template(broken: str) -> None:
    with pytest.raises(ValueError):
        template_fields(broken)


def test_articles_and_agreement_come_from_the_catalogues_messages() -> None:
    """The grammar specs render the catalogue's `word.*` messages: change the Spanish message
    and the article changes; the code holds no article of any language."""
    assert card_name("JC", "es", "the") == "la J♣" and card_name("KC", "es", "the") == "el K♣"
    assert card_name("AS", "en", "a") == "an A♠" and card_name("8D", "en", "a") == "an 8♦"
    assert card_name("JK", "es", "a") == "un comodín" and card_name("QD", "es", "a") == "una Q♦"
    assert rank_name("J", "es", plural=True, article=True) == "las jotas"
    assert rank_name("A", "en", article="a") == "an ace"
    assert count_of(0, "card", "es") == "ninguna carta" and count_of(0, "meld", "es") == "ningún juego"
    assert count_of(0, "card", "en") == "no cards" and count_of(3, "canasta", "es", words=True) == (
        "tres canastas")
    for key, (en, es) in messages.GRAMMAR.items():
        assert CATALOGUE.get(key, "en") == en and CATALOGUE.get(key, "es") == es
    words = {"the", "an", "a", "la", "el", "las", "los", "una", "un", "ningún", "ninguna", "no",
             "one"}
    for f in (messages.card_name, messages.rank_name, messages.count_of, messages.noun_name,
              messages.format_message, messages._choose, messages._attribute):
        tree = ast.parse(textwrap.dedent(inspect.getsource(f)))
        body = tree.body[0]
        assert isinstance(body, ast.FunctionDef)
        strings = [n.value for n in ast.walk(ast.Module(body=body.body[1:], type_ignores=[]))
                   if isinstance(n, ast.Constant) and isinstance(n.value, str)]
        # an article before a word ("la ", "an "), or a Spanish one alone; "the"/"a" alone are
        # the functions' own argument values
        said = [x for x in strings if (" " in x and x.split(" ")[0] in words)
                or x in words - {"the", "a"}]
        assert not said, (f.__name__, said)
        assert "lang ==" not in inspect.getsource(f), f.__name__


def test_every_selector_in_the_catalogue_parses_and_has_a_default() -> None:
    from canasta_app.text.i18n import load_catalogue

    load_catalogue()
    found = 0
    for lang in messages.LANGS:
        for _key, text in CATALOGUE.texts(lang):
            assert ":plural:" not in text, (_key, "the former plural spec: write a selector")
            if "{$" in text:
                found += 1
                template_fields(text)  # raises on a broken selector
    assert found > 40  # the plurals and articles of the site and the engine
