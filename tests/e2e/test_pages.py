"""Every page opens in a real browser, in English and Spanish, with no exception or error box."""

from __future__ import annotations

from typing import Any

import pytest

from .helpers import PAGE_PATHS, PAGES, SIDEBAR, assert_no_error, main_text, open_page

pytestmark = pytest.mark.e2e


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("name", PAGES)
def test_page_opens_clean(page: Any, shot: Any, name: str, lang: str) -> None:
    open_page(page, f"{PAGE_PATHS[name]}?lang={lang}")
    assert_no_error(page)
    title = page.locator("h1").first.inner_text().strip()
    assert title, "page has no title"
    assert len(main_text(page).replace(title, "", 1).strip()) > 40, "page shows only its title"
    # the navigation lists all six pages
    assert page.locator(f'{SIDEBAR} [data-testid="stSidebarNavLink"]').count() == len(PAGES)
    shot(page, f"{name}-{lang}")
