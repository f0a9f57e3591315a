"""The sandbox in a real browser: an illegal action's ruling gives the reason and a working link
to its rule; a share link reopens the same situation in a fresh browser."""

from __future__ import annotations

import re
from typing import Any

import pytest

import canasta_core as cc
from canasta_app import sandbox as sb
from canasta_app.i18n import t
from canasta_core import catalogue

from .helpers import (
    MAIN,
    assert_no_error,
    button,
    by_key,
    click_and_wait,
    main_text,
    open_page,
    runs_done,
    type_and_commit,
    wait_run_after,
)

pytestmark = pytest.mark.e2e

VERDICT = f"{MAIN} .cc-verdict"


def _illegal_action(pos: cc.Position) -> tuple[str, cc.Ruling]:
    """An action on the sandbox's opening position that the engine refuses, with a rule."""
    hand = list(pos.hand())
    candidates = [f"take {hand[0]} {hand[-1]}", "take", f"discard {hand[0]}"]
    for action in candidates:
        ruling = cc.check(pos, action)
        if not ruling.legal and ruling.rule:
            return action, ruling
    raise AssertionError("no illegal candidate action on the default sandbox position")


def _playable(pos: cc.Position) -> tuple[str, cc.Position]:
    """The first legal action the engine can play here (a draw needs the stock's cards)."""
    for action in cc.legal_actions(pos):
        try:
            return action, cc.play(pos, action)
        except (cc.NotationError, cc.IllegalAction):
            continue
    raise AssertionError("no playable action")


def _ask(page: Any, action: str, verb: str = "sandbox.ask.check") -> None:
    box = page.get_by_label(t("sandbox.ask.label", "en"), exact=True)
    type_and_commit(page, box, action)
    click_and_wait(page, button(page, t(verb, "en")))


def test_illegal_action_shows_reason_and_a_working_rule_link(page: Any, shot: Any) -> None:
    open_page(page, "/sandbox?lang=en")
    action, ruling = _illegal_action(sb.default_position())
    _ask(page, action)
    verdict = page.locator(VERDICT)
    assert verdict.count() == 1, main_text(page)
    assert verdict.get_attribute("data-legal") == "false"
    text = verdict.inner_text()
    assert t("components.ruling.illegal", "en") in text
    assert ruling.reason_in("en") in text
    link = verdict.locator(f'a[href*="rule={ruling.rule}"]')
    assert link.count() >= 1
    assert catalogue.title(ruling.rule, "en") in link.first.inner_text()
    assert_no_error(page)
    shot(page, "verdict", focus=verdict)

    mark = runs_done(page)
    link.first.click()
    page.wait_for_url(re.compile(rf"/reference\?.*rule={re.escape(ruling.rule)}"))
    wait_run_after(page, mark)
    section = by_key(page, f"ref_sec_hl_{ruling.rule.replace('.', '_').replace('-', '_')}")
    assert section.count() == 1, "the linked rule is highlighted"
    assert section.is_visible()
    assert catalogue.title(ruling.rule, "en") in section.inner_text()
    assert ruling.rule in section.inner_text()
    assert_no_error(page)
    shot(page, "reference")


def test_share_link_reopens_the_same_situation_in_a_fresh_browser(
    new_context: Any, new_page: Any, shot: Any
) -> None:
    first = new_page(new_context())
    open_page(first, "/sandbox?lang=en")
    pos = sb.default_position()
    played: list[str] = []
    for _ in range(2):  # play two legal actions (e.g. take the pile, then a meld or discard)
        action, pos = _playable(pos)
        _ask(first, action, "sandbox.ask.play")
        played.append(action)
    assert_no_error(first)
    history = main_text(first)
    for action in played:
        assert f"{action}" in history
    table = first.locator(f"{MAIN} .cc-table").first.inner_text()
    code = first.locator(f'{MAIN} [data-testid="stCode"]', has_text="sandbox?s=").first
    link = code.inner_text().strip()
    assert link.startswith("http") and "s=" in link, link
    assert "s=" in first.url
    shot(first, "original")

    # a different browser (no cookies, no session) opens the link
    second = new_page(new_context())
    open_page(second, link)
    assert_no_error(second)
    assert second.locator(f"{MAIN} .cc-table").first.inner_text() == table
    text = main_text(second)
    for action in played:
        assert action in text
    opened = t("sandbox.share.opened", "en", count=len(played))
    assert opened in text
    shot(second, "reopened")
