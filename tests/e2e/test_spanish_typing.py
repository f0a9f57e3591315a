"""A Spanish speaker in Chromium (locale es-AR): the site opens in Spanish without `?lang=`, a
move is typed in Spanish on the sandbox and the practice table, and Streamlit's own "Press
Enter…" under the boxes is in Spanish (issue 37)."""

from __future__ import annotations

import re
from typing import Any

from canasta_app.text.i18n import t

from .helpers import (
    MAIN,
    assert_no_error,
    button,
    by_key,
    click_and_wait,
    main_text,
    open_expander,
    open_page,
    runs_done,
    sandbox_action_box,
    type_and_commit,
    wait_run_after,
)

SPANISH = {"locale": "es-AR", "extra_http_headers": {"Accept-Language": "es-AR,es;q=0.9"}}


def test_a_spanish_browser_gets_spanish_without_lang(new_context: Any, new_page: Any) -> None:
    page = new_page(new_context(**SPANISH))
    open_page(page, "/lessons")
    assert page.locator(f"{MAIN} h1").first.inner_text().strip() == t("nav.lessons", "es")
    assert re.search(r"[?&]lang=es\b", page.url), page.url
    assert page.evaluate("document.documentElement.lang") == "es"
    open_page(page, "/lessons?lang=en")  # the address wins
    assert page.locator(f"{MAIN} h1").first.inner_text().strip() == t("nav.lessons", "en")
    assert_no_error(page)


def test_a_move_typed_in_spanish_in_the_sandbox(new_context: Any, new_page: Any, shot: Any) -> None:
    page = new_page(new_context(**SPANISH))
    open_page(page, "/sandbox?lang=es")
    box = sandbox_action_box(page, "es")
    box.fill("levantar Qc Qp")
    hint = page.locator('[data-testid="InputInstructions"]').first
    hint.wait_for()
    page.wait_for_function(
        "() => [...document.querySelectorAll('[data-testid=InputInstructions]')]"
        ".some(e => e.textContent.includes('Enter para aplicar'))")
    assert "Press Enter" not in hint.inner_text()
    before = runs_done(page)
    box.press("Enter")
    wait_run_after(page, before)
    click_and_wait(page, button(page, t("sandbox.ask.check", "es")))
    verdict = page.locator(f"{MAIN} .cc-verdict")
    assert verdict.get_attribute("data-legal") == "true", main_text(page)
    assert "levantar el pozo con Q♥ Q♠" in main_text(page)
    shot(page, "checked", focus=verdict)
    click_and_wait(page, button(page, t("sandbox.ask.play", "es")))
    text = main_text(page)
    assert "Norte: levantar el pozo con Q♥ Q♠" in text  # the history in words
    assert "take QH QS" not in text and "QH" not in text
    assert_no_error(page)
    # bad input: what is wrong and how to fix it, in Spanish, the text kept
    box = sandbox_action_box(page, "es")
    type_and_commit(page, box, "descartar 8h")
    click_and_wait(page, button(page, t("sandbox.ask.check", "es")))
    text = main_text(page)
    assert "es la letra de un palo en inglés" in text and "p (picas ♠)" in text, text[-600:]
    assert box.input_value() == "descartar 8h"
    shot(page, "bad")


def test_a_move_typed_in_spanish_at_the_practice_table(new_context: Any, new_page: Any,
                                                        shot: Any) -> None:
    page = new_page(new_context(**SPANISH))
    open_page(page, "/practice?seed=7&pace=instant")
    open_expander(page, t("practice.action", "es"))
    box = by_key(page, "practice_w_action").locator("input")
    box.fill("robar")
    page.wait_for_function(
        "() => [...document.querySelectorAll('[data-testid=InputInstructions]')]"
        ".some(e => e.textContent.includes('Enter para enviar'))")
    before = runs_done(page)
    box.press("Enter")
    wait_run_after(page, before)
    text = main_text(page)
    assert "Robaste" in text, text[-800:]
    assert "Press Enter" not in page.locator("body").inner_text()
    shot(page, "drew")
    assert_no_error(page)
