"""Every page opens in a real browser, in English and Spanish, with no exception or error box;
`/home` opens Home.

The checks (`assert_opens_clean`, `assert_home_address_opens_home`) run on the page loads of
tests/e2e/test_fit.py's `test_page_as_drawn`, which measures the same addresses (one load,
every check of it); here: that its table opens every page in both languages.
"""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from canasta_app.text.i18n import t

from .helpers import PAGES, SIDEBAR, assert_no_error, main_text


def assert_opens_clean(tab: Any, name: str, lang: str) -> None:
    """The page `name`, just opened in `lang`: no exception, error box or JavaScript error; a
    title and more than the title; the navigation lists every page, in the page's language."""
    assert_no_error(tab)
    title = tab.locator("h1").first.inner_text().strip()
    assert title, "page has no title"
    assert len(main_text(tab).replace(title, "", 1).strip()) > 40, "page shows only its title"
    links = tab.locator(f'{SIDEBAR} [data-testid="stSidebarNavLink"]')
    assert links.count() == len(PAGES), f"the navigation lists {links.count()} pages"
    # expect() waits for the sidebar to finish rendering (its widgets can follow the nav links)
    expect(links.nth(PAGES.index(name))).to_contain_text(t(f"nav.{name}", lang))
    expect(tab.locator(SIDEBAR)).to_contain_text(t("lang.label", lang))


def test_every_page_opens_in_both_languages_in_the_browser() -> None:
    """test_fit.py's page loads open every page in English and in Spanish, Home through its
    `/home` address in both."""
    from .test_fit import VIEWS

    opened = {v.clean for v in VIEWS if v.clean}
    assert opened == {(name, lang) for name in PAGES for lang in ("en", "es")}
    for v in VIEWS:
        if v.clean:
            assert f"lang={v.clean[1]}" in v.path, v
    assert {v.path for v in VIEWS if v.clean and v.clean[0] == "home"} == {
        "/home?lang=en", "/home?lang=es"}


def assert_home_address_opens_home(tab: Any, lang: str) -> None:
    """`/home` (what people type, and what the nav's name suggests), just opened: Home in the
    link's language (Streamlit itself serves the default page only at `/`), the forwarding
    page not listed in the navigation (`assert_opens_clean` counts its links)."""
    expect(tab.locator("h1").first).to_have_text(t("app.title", lang))
    assert f"lang={lang}" in tab.url, tab.url
