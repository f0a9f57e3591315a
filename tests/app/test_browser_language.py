"""A browser in Spanish opening the site without `?lang=` gets Spanish; `?lang=` still wins, and
so does a language chosen on the site (canasta_app.shell.lang)."""

from __future__ import annotations

import pytest
from helpers.apptest import open_page
from streamlit.testing.v1 import AppTest

from canasta_app.shell.lang import accept_language
from canasta_app.text.i18n import t


def _open(page: str, locale: str | None, query: dict[str, str] | None = None) -> AppTest:
    return open_page(page, query, locale=locale)


@pytest.mark.parametrize("locale", ["es-AR", "es", "es-UY", "ES_es"])
def test_a_spanish_browser_opens_the_lessons_in_spanish(locale: str) -> None:
    at = _open("lessons", locale)
    assert at.title[0].value == t("nav.lessons", "es")
    assert at.query_params["lang"] in ("es", ["es"])  # the address says it from then on


@pytest.mark.parametrize("locale", ["en-US", "fr-FR", None])
def test_another_browser_opens_in_english(locale: str | None) -> None:
    at = _open("lessons", locale)
    assert at.title[0].value == t("nav.lessons", "en")


def test_the_address_wins_over_the_browser() -> None:
    at = _open("lessons", "es-AR", {"lang": "en"})
    assert at.title[0].value == t("nav.lessons", "en")
    at = _open("lessons", "en-US", {"lang": "es"})
    assert at.title[0].value == t("nav.lessons", "es")


def test_a_language_chosen_on_the_site_stays() -> None:
    at = _open("home", "es-AR")
    assert at.title[0].value == t("app.title", "es")
    at.sidebar.button(key="_lang_en").click().run()
    assert at.title[0].value == t("app.title", "en")
    at.run()  # the browser still says Spanish: the choice stays
    assert at.title[0].value == t("app.title", "en")


@pytest.mark.parametrize(("header", "lang"), [
    ("es-AR,es;q=0.9,en;q=0.8", "es"),
    ("en-US,en;q=0.9,es;q=0.8", "en"),
    ("fr-FR,fr;q=0.9,es;q=0.8,en;q=0.7", "es"),
    ("fr-FR,en;q=0.5,es;q=0.9", "es"),
    ("de", None),
    ("", None),
    (None, None),
    ("es;q=0,en", "en"),
    ("es;q=abc,en;q=0.2", "en"),
])
def test_accept_language(header: str | None, lang: str | None) -> None:
    assert accept_language(header) == lang
