"""Every page opens in a real browser, in English and Spanish, with no exception or error box."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from canasta_app.i18n import t

from .helpers import (
    PAGE_PATHS,
    PAGES,
    SIDEBAR,
    assert_no_error,
    main_text,
    open_page,
)

pytestmark = pytest.mark.e2e


@pytest.fixture()
def tab(page: Any) -> Any:
    """The worker's kept tab (each visit is a new Streamlit session: tests/e2e/conftest.py)."""
    return page


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("name", PAGES)
def test_page_opens_clean(tab: Any, shot: Any, name: str, lang: str) -> None:
    tab.js_errors.clear()
    open_page(tab, f"{PAGE_PATHS[name]}?lang={lang}")
    assert_no_error(tab)
    title = tab.locator("h1").first.inner_text().strip()
    assert title, "page has no title"
    assert len(main_text(tab).replace(title, "", 1).strip()) > 40, "page shows only its title"
    # the navigation lists all six pages, in the page's language
    links = tab.locator(f'{SIDEBAR} [data-testid="stSidebarNavLink"]')
    assert links.count() == len(PAGES)
    # expect() waits for the sidebar to finish rendering (its widgets can follow the nav links)
    expect(links.nth(PAGES.index(name))).to_contain_text(t(f"nav.{name}", lang))
    expect(tab.locator(SIDEBAR)).to_contain_text(t("lang.label", lang))
    shot(tab, f"{name}-{lang}")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_home_address_opens_home(tab: Any, lang: str) -> None:
    """`/home` (what people type, and what the nav's name suggests) opens Home in the link's
    language; Streamlit itself serves the default page only at `/`."""
    tab.js_errors.clear()
    open_page(tab, f"/home?lang={lang}")
    assert_no_error(tab)
    expect(tab.locator("h1").first).to_have_text(t("app.title", lang))
    assert f"lang={lang}" in tab.url
    links = tab.locator(f'{SIDEBAR} [data-testid="stSidebarNavLink"]')
    assert links.count() == len(PAGES), "the forwarding page is not listed in the navigation"
