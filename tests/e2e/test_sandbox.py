"""The sandbox in a real browser: an illegal action's ruling gives the reason and a working link
to its rule; a share link reopens the same situation in a fresh browser."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import expect

import canasta_core as cc
from canasta_app.sandbox import model as sb
from canasta_app.shell.share import encode_state
from canasta_app.text.i18n import t
from canasta_app.text.move_words import action_words
from canasta_core import catalogue

from .helpers import (
    APP_IDLE,
    MAIN,
    RUN_TIMEOUT_MS,
    assert_no_error,
    button,
    by_key,
    choose_in,
    click_and_wait,
    main_text,
    open_expander,
    open_page,
    runs_done,
    sandbox_action_box,
    type_and_commit,
    wait_quiet,
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


def _open_setup(page: Any, lang: str = "en") -> None:
    """Open the set-up form (closed at first, issue 23 §3). It is drawn by the rerun that
    opening it makes (issue 22): wait for its tabs and the end of that run."""
    open_expander(page, t("sandbox.setup.header", lang))
    by_key(page, "sandbox_setup_tab").wait_for()
    page.wait_for_selector(APP_IDLE)
    wait_quiet(page)


def _open_share(page: Any, lang: str = "en") -> Any:
    """Open "Share" (its link is drawn by the rerun that opening it makes, issue 22) and
    return the link's code block."""
    open_expander(page, t("sandbox.share.header", lang))
    code = page.locator(f'{MAIN} [data-testid="stCode"]', has_text="sandbox?s=").first
    code.wait_for()
    page.wait_for_selector(APP_IDLE)
    return code


def _ask(page: Any, action: str, verb: str = "sandbox.ask.check") -> None:
    box = sandbox_action_box(page)
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

    # the rule opens in a new tab: this page keeps the typed move and its verdict
    with page.context.expect_page() as opened:
        link.first.click()
    ref = opened.value
    ref.wait_for_url(re.compile(rf"/reference\?.*rule={re.escape(ruling.rule)}"))
    ref.wait_for_selector(f"{MAIN} h1")
    section = by_key(ref, f"ref_sec_hl_{ruling.rule.replace('.', '_').replace('-', '_')}")
    section.wait_for()
    assert section.count() == 1, "the linked rule is highlighted"
    # its title and text are one st.html, which a fresh tab draws once the frontend has loaded
    # that element's code: wait for the text, then read it
    expect(section).to_contain_text(catalogue.title(ruling.rule, "en"), timeout=RUN_TIMEOUT_MS)
    assert catalogue.title(ruling.rule, "en") in section.inner_text()
    assert ruling.rule not in section.inner_text()  # its code only in addresses (issue 37)
    assert section.locator(f'a[href*="rule={ruling.rule}"]').count() >= 1
    shot(ref, "reference")
    assert sandbox_action_box(page).input_value() == action
    assert page.locator(VERDICT).count() == 1
    assert_no_error(page)


def test_share_link_reopens_the_history_the_question_and_its_verdict_in_a_fresh_browser(
    new_context: Any, new_page: Any, shot: Any
) -> None:
    """Two legal actions played, then a question asked (not played) and ruled on: the link
    opens, in a fresh browser, the same table, the history, the question and its verdict.
    (One flow for what two tests checked with a browser each: the history's round trip and the
    question's; the queen question by clicks is test_queen_situation_by_clicks_...)"""
    first = new_page(new_context())
    open_page(first, "/sandbox?lang=en")
    pos = sb.default_position()
    played: list[str] = []  # each move as the history says it: in words (issue 37)
    for _ in range(2):  # play two legal actions (e.g. take the pile, then a meld or discard)
        before = pos
        action, pos = _playable(pos)
        _ask(first, action, "sandbox.ask.play")
        played.append(action_words(action, "en", before))
    assert_no_error(first)
    history = main_text(first)
    for words in played:
        assert words in history
    question, _ = _playable(pos)  # asked, not played: the link carries it as the question
    _ask(first, question)
    verdict = first.locator(VERDICT)
    assert verdict.count() == 1, main_text(first)
    legal, ruled = verdict.get_attribute("data-legal"), verdict.inner_text()
    table = first.locator(f"{MAIN} .cc-table").first.inner_text()
    code = _open_share(first)
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
    for words in played:
        assert words in text
    opened = t("sandbox.share.opened", "en", count=len(played))
    assert opened in text
    assert _action_box(second).input_value() == question
    again = second.locator(VERDICT)
    assert again.count() == 1 and again.get_attribute("data-legal") == legal
    assert again.inner_text() == ruled
    shot(second, "reopened")


# --------------------------------------------------------------------------- issue #11

QUEENS = {
    "format": "canasta/1",
    "dealer": "W",
    "turn": "N",
    "phase": "draw",
    "hands": {"N": ["QS", "QD", "AH", "AS", "JK", "KC", "KC", "7C"], "E": 11, "S": 11, "W": 11},
    "pile": ["5C", "QH"],
    "stock": 40,
}


def _chip(page: Any, chip_id: str) -> Any:
    """A card of the hand to act, on the table: the one place it is picked (issue 37)."""
    key = f"sandbox_pick_chip_{chip_id.replace('#', '_')}"
    return page.locator(f'{MAIN} .cc-table [data-pick="{key}"]')


def _action_box(page: Any) -> Any:
    return sandbox_action_box(page)


def _open_queens(page: Any) -> None:
    open_page(page, f"/sandbox?lang=en&s={encode_state(QUEENS)}")


VIEWPORTS = [(1280, 720), (1366, 800)]


def test_two_identical_cards_are_two_chips_and_the_queens_verdict_in_view(
    new_context: Any, new_page: Any, shot: Any
) -> None:
    """One load of the queens' situation (was one per test) at 1280×720:
    - two identical cards are two chips: each K♣ lights alone, and a click takes out exactly
      the card clicked;
    - the take with the queens and a meld of A♥ A♠ and the joker, made by clicks, is ruled on,
      and the verdict is wholly on screen at both laptop sizes: the first there, the second by
      resizing the window (the layout follows the width; nothing reruns)."""
    w, h = VIEWPORTS[0]
    page = new_page(new_context(viewport={"width": w, "height": h}))
    _open_queens(page)
    click_and_wait(page, _chip(page, "KC#1"))
    assert _chip(page, "KC#1").get_attribute("aria-pressed") == "true"
    assert _chip(page, "KC#2").get_attribute("aria-pressed") == "false"  # its twin is not lit
    # one place to pick: the picker's own chips are not shown (issue 37)
    assert not by_key(page, "sandbox_pick_chips").is_visible()
    click_and_wait(page, _chip(page, "KC#2"))
    click_and_wait(page, _chip(page, "QS#1"))
    click_and_wait(page, _chip(page, "QD#1"))
    assert _action_box(page).input_value() == "take QS QD; KC KC"
    shot(page, "two-kings", focus=by_key(page, "sandbox_picker_box"))
    click_and_wait(page, _chip(page, "KC#1"))  # out goes exactly the card clicked
    assert _action_box(page).input_value() == "take QS QD; KC"
    assert_no_error(page)

    # the queens' situation: the other king out too, then the meld
    for chip in ("KC#2", "AH#1", "AS#1", "JK#1"):
        click_and_wait(page, _chip(page, chip))
    assert _action_box(page).input_value() == "take QS QD; AH AS JK"
    click_and_wait(page, button(page, t("sandbox.ask.check", "en")))
    for viewport in VIEWPORTS:
        w, h = viewport
        page.set_viewport_size({"width": w, "height": h})
        wait_quiet(page)
        verdict = page.locator(VERDICT)
        assert verdict.count() == 1 and verdict.get_attribute("data-legal") == "true"
        box = verdict.bounding_box()
        assert box is not None
        assert 0 <= box["y"] and box["y"] + box["height"] <= h, (box, viewport)
        assert 0 <= box["x"] and box["x"] + box["width"] <= w, (box, viewport)
        assert "120 points against a minimum of 50" in verdict.inner_text()
        shot(page, f"verdict-in-view-{w}x{h}")
    assert_no_error(page)


def test_a_situation_from_an_empty_table_ruled_on_by_clicks(page: Any, shot: Any) -> None:
    open_page(page, "/sandbox?lang=en")
    _open_setup(page)  # closed at first (issue 23 §3)
    click_and_wait(page, by_key(page, "sandbox_new_empty").get_by_role("button"))
    table = page.locator(f"{MAIN} .cc-table").first.inner_text()
    assert "Frozen" not in table and "No melds yet" in table
    hand = page.get_by_role("textbox", name=t("sandbox.new.my_hand", "en", seat="North"))
    type_and_commit(page, hand, "KH KS JK 7C 7D 9S")
    pile = page.get_by_role("textbox", name=t("sandbox.field.pile", "en"))
    type_and_commit(page, pile, "4C 9D KD")
    melds = page.get_by_role("textbox", name=t("sandbox.field.melds.NS", "en"))
    type_and_commit(page, melds, "5: 5C 5D 5H")  # our side has opened
    shot(page, "told")
    for chip in ("KH#1", "KS#1"):
        click_and_wait(page, _chip(page, chip))
    assert _action_box(page).input_value() == "take KH KS"
    click_and_wait(page, button(page, t("sandbox.ask.check", "en")))
    verdict = page.locator(VERDICT)
    assert verdict.get_attribute("data-legal") == "true", verdict.inner_text()
    assert_no_error(page)
    shot(page, "ruled", focus=verdict)


# --------------------------------------------------------------------------- issue #20: profiles


def _choose(page: Any, key: str, option: str) -> None:
    """Pick `option` in the selectbox with Streamlit key `key`, and wait for the rerun."""
    choose_in(page, key, option)


# In Spanish only (longer words, other seat names): the same question in English, and in
# Spanish too, is tests/app/test_sandbox_profiles.py's (AppTest, no browser).
@pytest.mark.parametrize("lang", ["es"])
def test_a_two_hand_ruling_one_canasta_is_not_enough(page: Any, shot: Any, lang: str) -> None:
    """"May I go out with one canasta?" at a table of two: the player chooses the table, says
    North has drawn, types the hand and the kings, asks — and the two-player rule answers."""
    open_page(page, f"/sandbox?lang={lang}")
    _open_setup(page, lang)
    _choose(page, "sandbox_ed_profile", catalogue.profile_name("two-hand", lang))
    north = t("sandbox.field.hands_of", lang, seat="Norte" if lang == "es" else "North")
    south = t("sandbox.field.hands_of", lang, seat="Sur" if lang == "es" else "South")
    page.get_by_role("textbox", name=south, exact=True).wait_for()  # the two-seat form drawn
    assert page.get_by_role("textbox", name=north, exact=True).count() == 0  # "my hand" now
    for seat in ("East", "West", "Este", "Oeste"):  # no such seats at a table of two
        assert page.get_by_role("textbox", name=t("sandbox.field.hands_of", lang, seat=seat),
                                exact=True).count() == 0
    click_and_wait(page, by_key(page, "sandbox_ed_phase").get_by_role(
        "radio", name=t("sandbox.new.phase.play", lang), exact=True))
    mine = page.get_by_role("textbox", name=t("sandbox.new.my_hand", lang,
                                              seat="Norte" if lang == "es" else "North"))
    # the cards as the page's language types them (issue 37): 5t is the 5♣, 5c the 5♥
    type_and_commit(page, mine, "5t 5d 5c 9p" if lang == "es" else "5C 5D 5H 9S")
    if lang == "es":  # shown under the field with the suits' symbols
        expect(page.locator(MAIN).get_by_text("9♠ 5♣ 5♦ 5♥", exact=True)).to_have_count(1)
    melds = page.get_by_role("textbox", name=t("sandbox.field.melds_of", lang,
                                               side="Norte" if lang == "es" else "North"))
    type_and_commit(page, melds, "K: Kt Kt Kd Kd Kc Kc Kp" if lang == "es"
                    else "K: KC KC KD KD KH KH KS")
    box = sandbox_action_box(page, lang)
    type_and_commit(page, box, "meld 5C 5D 5H")
    click_and_wait(page, button(page, t("sandbox.ask.check", lang)))
    verdict = page.locator(VERDICT)
    expect(verdict).to_have_count(1)  # auto-waits for the fragment's verdict (no fixed sleep)
    expect(verdict).to_have_attribute("data-legal", "false")
    expect(verdict).to_contain_text(catalogue.title("two.out", lang))  # the deciding rule
    text = verdict.inner_text()
    assert verdict.locator('a[href*="rule=two.out"]').count() >= 1
    assert ("hacen falta 2 canastas" if lang == "es" else "needs 2 canastas") in text
    # the link carries the table: its code names the two-hand profile
    code = _open_share(page, lang)
    from canasta_app.shell.share import decode_share

    value = code.inner_text().strip().split("s=", 1)[1].split("&", 1)[0]
    assert decode_share(value).position.profile == "two-hand"
    assert_no_error(page)
    shot(page, f"two-hand-{lang}", focus=verdict)


def test_a_bad_field_takes_the_verdict_down_and_both_messages_fit_a_720px_screen(
        new_context: Any, new_page: Any, shot: Any) -> None:
    """A table argument on a laptop (fresh walk, issue 23 §1): a verdict, then a bad card code in
    the hand field. The verdict does not stand for the fields shown: Check names the field, at
    the top of the question column, wholly on screen; the field's own error under the field is
    wholly visible once scrolled to, at 1280×720."""
    page = new_page(new_context(viewport={"width": 1280, "height": 720}))
    open_page(page, "/sandbox?lang=en")
    _ask(page, "take QH 2C")
    expect(page.locator(VERDICT).first).to_be_visible()
    _open_setup(page)
    hand = page.get_by_label(re.compile("^North's hand"), exact=False).first
    type_and_commit(page, hand, "8C JK 11H 9S")
    click_and_wait(page, button(page, t("sandbox.ask.check", "en")))
    assert page.locator(VERDICT).count() == 0, "the old verdict still stands"
    panel = by_key(page, "sandbox_verdict_panel")
    assert "11H" in panel.inner_text() and "North's hand" in panel.inner_text()
    view = page.viewport_size
    box = panel.bounding_box()
    assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= view["height"], box
    error = page.locator(f'{MAIN} [data-testid="stAlertContentError"]', has_text="11H").first
    error.scroll_into_view_if_needed()
    box = error.bounding_box()
    assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= view["height"], box
    shot(page, "bad-field-1280x720", error)


def test_the_set_up_form_closes_and_reopens_with_nothing_lost(page: Any, shot: Any) -> None:
    """Issue 22: the set-up form is drawn only while open, one tab at a time; what was typed
    and the tab chosen are there again when it reopens, and while it is closed the verdict
    panel still answers for the fields (the position shown is what gets ruled on)."""
    open_page(page, "/sandbox?lang=en")
    assert by_key(page, "sandbox_setup_tab").count() == 0  # closed: not drawn at all
    _open_setup(page)
    hand = page.get_by_label(re.compile("^North's hand"), exact=False).first
    type_and_commit(page, hand, "QH QS QH QS QH")  # a third queen of hearts: kept, not applied
    click_and_wait(page, page.get_by_role("tab", name=t("sandbox.tab.deal", "en")))
    seed = by_key(page, "sandbox_seed").locator("input")
    seed.fill("12")
    mark = runs_done(page)
    seed.press("Enter")
    wait_run_after(page, mark)
    summary = page.locator(f'{MAIN} [data-testid="stExpander"] summary',
                           has_text=t("sandbox.setup.header", "en")).first
    click_and_wait(page, summary)  # close it
    expect(by_key(page, "sandbox_setup_tab")).to_have_count(0)
    _ask(page, "take QH QS")
    panel = by_key(page, "sandbox_verdict_panel")
    assert page.locator(VERDICT).count() == 0 and "North's hand" in panel.inner_text()
    _open_setup(page)  # the deal tab again, with its seed
    expect(by_key(page, "sandbox_seed").locator("input")).to_have_value("12")
    click_and_wait(page, page.get_by_role("tab", name=t("sandbox.tab.new", "en")))
    hand = page.get_by_label(re.compile("^North's hand"), exact=False).first
    expect(hand).to_have_value("QH QS QH QS QH")
    assert_no_error(page, allow_errors=True)  # the field's own error is expected
    shot(page, "set-up-reopened")


@pytest.mark.parametrize("phone", [False, True])
def test_the_table_is_tapped_to_pick_and_to_draw(new_context: Any, new_page: Any, shot: Any,
                                                 phone: bool) -> None:
    """Issue 37: as in practice and the lessons, a card of the hand to act is tapped on the
    table to pick it (its chip in the picker is the same state; the table shows it lifted),
    and the stock is tapped to draw: the referee rules on the draw."""
    size = {"width": 390, "height": 844} if phone else {"width": 1366, "height": 800}
    page = new_page(new_context(viewport=size, is_mobile=phone, has_touch=phone))
    pos = cc.deal(7)
    open_page(page, f"/sandbox?lang=en&s={encode_state(pos, [])}")
    card = page.locator(f"{MAIN} .cc-seat-{pos.turn} [data-pick]").first
    key = card.get_attribute("data-pick")
    assert key and key.startswith("sandbox_pick_chip_")
    click_and_wait(page, card)
    expect(page.locator(f'{MAIN} .cc-seat-{pos.turn} [data-pick="{key}"]')).to_have_attribute(
        "aria-pressed", "true")
    shot(page, "picked", focus=page.locator(f"{MAIN} .cc-table"))
    click_and_wait(page, page.locator(f"{MAIN} .cc-stock [data-pick]"))
    verdict = page.locator(VERDICT)
    expect(verdict).to_have_attribute("data-legal", "true")
    assert "draw" in verdict.inner_text().lower()
    # the verdict in view after the tap (on a phone it is under the table), its top below the
    # fixed top bar, not under it (issue 37)
    page.wait_for_function("() => { const v = document.querySelector('.cc-verdict');"
                           " const r = v && v.getBoundingClientRect();"
                           " return r && r.top >= 0 && r.top < window.innerHeight; }",
                           timeout=15000)
    wait_quiet(page, 600)  # the script's later checks have run
    bar = page.evaluate("() => document.querySelector('[data-testid=\"stHeader\"]')"
                        ".getBoundingClientRect().bottom")
    panel = by_key(page, "sandbox_verdict_panel").bounding_box()
    assert panel is not None and panel["y"] >= bar, (panel, bar)
    shot(page, "verdict-in-view")
    assert_no_error(page)


@pytest.mark.parametrize("phone", [False, True])
def test_a_draw_from_a_counted_stock_is_played_with_the_cards_named(
        new_context: Any, new_page: Any, shot: Any, phone: bool) -> None:
    """Issue 37: the stock is only a count; the stock is tapped, the draw ruled legal, and the
    player names what it brought: a red three alone is refused at the field (its replacement
    is asked for) with the text kept; with the replacement the draw is played."""
    size = {"width": 390, "height": 844} if phone else {"width": 1366, "height": 800}
    page = new_page(new_context(viewport=size, is_mobile=phone, has_touch=phone))
    pos = {"format": "canasta/1", "dealer": "W", "turn": "S", "phase": "draw",
           "hands": {"N": 11, "E": 11, "S": ["KH", "KS", "7C", "9S", "4D", "4C"], "W": 11},
           "pile": ["4C", "7H"], "stock": 40}
    open_page(page, f"/sandbox?lang=en&s={encode_state(pos)}")
    click_and_wait(page, page.locator(f"{MAIN} .cc-stock [data-pick]"))
    expect(page.locator(VERDICT)).to_have_attribute("data-legal", "true")
    field = by_key(page, "sandbox_drawn").locator("input")
    type_and_commit(page, field, "3H")
    click_and_wait(page, by_key(page, "sandbox_drawn_play").locator("button"))
    box = by_key(page, "sandbox_drawn_box")
    assert "replaced at once" in box.inner_text()
    assert field.input_value() == "3H"  # nothing typed is lost
    shot(page, "drawn-refused", focus=box)
    type_and_commit(page, field, "3H 8D")
    click_and_wait(page, by_key(page, "sandbox_drawn_play").locator("button"))
    wait_quiet(page, 600)
    assert "South drew 3♥ 8♦" in main_text(page)
    assert "38 cards left" in page.locator(f"{MAIN} .cc-stock").inner_text()
    assert_no_error(page)
