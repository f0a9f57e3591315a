"""Site-wide behaviour in a real browser: the language switch turns the site Spanish (and the
choice follows the visitor from page to page), and the 925 preset shows 925."""

from __future__ import annotations

from typing import Any

import pytest

from canasta_app.text.i18n import t

from .helpers import (
    MAIN,
    SIDEBAR,
    assert_no_error,
    button,
    click_and_wait,
    main_text,
    open_page,
)

pytestmark = pytest.mark.e2e

NAV = ("home", "lessons", "practice", "tables", "reference", "sandbox", "calculator", "classroom", "class")


def _nav_labels(page: Any) -> list[str]:
    links = page.locator(f'{SIDEBAR} [data-testid="stSidebarNavLink"]')
    # the last line: a Material icon renders its name as text before the label
    return [links.nth(i).inner_text().strip().splitlines()[-1] for i in range(links.count())]


def test_language_switch_turns_the_site_spanish(page: Any, shot: Any) -> None:
    open_page(page, "/?lang=en")
    assert page.locator(f"{MAIN} h1").first.inner_text().strip() == t("app.title", "en")
    assert _nav_labels(page) == [t(f"nav.{n}", "en") for n in NAV]

    click_and_wait(page, page.locator(SIDEBAR).get_by_text("Español", exact=True))
    assert "lang=es" in page.url
    assert page.locator(f"{MAIN} h1").first.inner_text().strip() == t("app.title", "es")
    assert _nav_labels(page) == [t(f"nav.{n}", "es") for n in NAV]
    assert t("home.legal.title", "es") in main_text(page)
    assert t("home.legal.title", "en") not in main_text(page)
    assert_no_error(page)
    shot(page, "home-es")

    # the choice follows the visitor to another page, through the sidebar
    lessons = page.locator(f'{SIDEBAR} [data-testid="stSidebarNavLink"]').nth(1)
    click_and_wait(page, lessons)
    assert "/lessons" in page.url and "lang=es" in page.url
    assert page.locator(f"{MAIN} h1").first.inner_text().strip() == t("lessons.title", "es")
    assert t("lessons.start", "es") in main_text(page)
    assert_no_error(page)

    # and back to English
    click_and_wait(page, page.locator(SIDEBAR).get_by_text("English", exact=True))
    assert "lang=en" in page.url
    assert page.locator(f"{MAIN} h1").first.inner_text().strip() == t("lessons.title", "en")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_925_preset_shows_925(page: Any, shot: Any, lang: str) -> None:
    open_page(page, f"/calculator?lang={lang}")
    # the open tab is drawn by the rerun its click makes (issue 22)
    click_and_wait(page, page.get_by_role("tab", name=t("calculator.tab.form", lang)))
    preset = button(page, t("calculator.form.example", lang), exact=False)
    preset.wait_for(state="visible")
    click_and_wait(page, preset)
    assert t("calculator.example.total", lang, total=925) in main_text(page)
    table = page.locator(f'{MAIN} [data-testid="stTable"]').first
    assert "925" in table.inner_text()
    assert_no_error(page)
    shot(page, f"925-{lang}", focus=table)
