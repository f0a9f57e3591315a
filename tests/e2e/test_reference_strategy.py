"""The rules reference's Strategy tab in a real browser (issue 36): every principle listed, the
page's search box narrowing them, a `?principle=` link opening the tab on that principle, and
its example opening in the sandbox with the weak move pending — at 1366×800 and on a phone."""

from __future__ import annotations

from typing import Any

import pytest

from canasta_app.text.i18n import t
from canasta_app.text.move_words import action_words
from canasta_core.positions import load
from canasta_core.principles import BY_ID, PRINCIPLES

from .helpers import (
    MAIN,
    SUCCESS_BOX,
    assert_no_error,
    click_and_wait,
    open_page,
    resize,
    type_and_commit,
)
from .locators import REFERENCE

pytestmark = pytest.mark.e2e

PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}


def _principles_shown(page: Any) -> list[str]:
    """The principles' ids in the order the Strategy tab shows them."""
    keys = page.locator(f"{MAIN} {REFERENCE.principles}").evaluate_all(
        "(els, prefix) => els.map(e => [...e.classList].find(c => c.startsWith(prefix)))",
        REFERENCE.principle_class_prefix)
    return [k.removeprefix(REFERENCE.principle_class_prefix) for k in keys if k]


def _strategy_tab(page: Any, lang: str, count: int) -> Any:
    return page.locator(MAIN).get_by_role(
        "tab", name=t("reference.tab_strategy", lang, count=count), exact=True)


@pytest.mark.parametrize("size", [(1366, 800)], ids=["laptop"])
def test_the_strategy_tab_lists_searches_and_links(page: Any, shot: Any,
                                                   size: tuple[int, int]) -> None:
    resize(page, *size)
    open_page(page, "/reference?lang=en")
    click_and_wait(page, _strategy_tab(page, "en", len(PRINCIPLES)))
    assert _principles_shown(page) == [p.id for p in PRINCIPLES]
    assert_no_error(page)
    shot(page, "all")

    # the page's one search box narrows the principles too (the tab's label counts them)
    box = page.get_by_label(t("reference.search", "en"), exact=True)
    type_and_commit(page, box, "black three")
    tab = _strategy_tab(page, "en", 1)
    if tab.get_attribute("aria-selected") != "true":
        click_and_wait(page, tab)
    assert _principles_shown(page) == ["block_big_pile"]
    shot(page, "searched", page.locator(f"{MAIN} {REFERENCE.principle('block_big_pile')}"))


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_principle_link_opens_its_example_in_the_sandbox(page: Any, shot: Any,
                                                           lang: str) -> None:
    p = BY_ID["block_big_pile"]
    resize(page, 1366, 800)
    open_page(page, f"/reference?principle={p.id}&lang={lang}")
    # the link opens the Strategy tab, the principle first and said to be the one linked to
    assert _strategy_tab(page, lang, len(PRINCIPLES)).get_attribute("aria-selected") == "true"
    assert _principles_shown(page)[0] == p.id
    title = t(f"coach.principle.{p.id}.title", lang)
    assert title in page.locator(f"{MAIN} {SUCCESS_BOX}").first.inner_text()
    card = page.locator(f"{MAIN} {REFERENCE.principle(p.id)}")
    shot(page, "linked", card)
    link = card.get_by_role("link", name=t("reference.strategy_open", lang), exact=True)
    href = link.get_attribute("href")
    assert href and "sandbox" in href
    # the example in the sandbox, the weak move pending (said in words, in the page's language)
    open_page(page, href)
    assert_no_error(page)
    weak = action_words(p.weak, lang, load(p.example))
    assert t("sandbox.ask.action", lang, words=weak) in page.locator(MAIN).inner_text()
    shot(page, "sandbox")


def test_the_strategy_tab_on_a_phone(new_context: Any, new_page: Any, shot: Any) -> None:
    page = new_page(new_context(**PHONE))
    open_page(page, "/reference?principle=keep_wilds&lang=es")
    assert _principles_shown(page)[0] == "keep_wilds"
    card = page.locator(f"{MAIN} {REFERENCE.principle('keep_wilds')}")
    width = page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= 390, width  # nothing wider than the phone
    link = card.get_by_role("link", name=t("reference.strategy_open", "es"), exact=True)
    box = link.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390
    shot(page, "phone", card)
