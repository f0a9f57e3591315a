"""A newcomer completes a whole lesson in the browser by clicking: cards, action buttons,
quiz answers, demo moves, Next — then sees it finished in the lesson list."""

from __future__ import annotations

from typing import Any

import pytest

import canasta_core as cc
from canasta_app.lessons import model as L
from canasta_app.text.i18n import t

from .helpers import (
    MAIN,
    SUCCESS_BOX,
    assert_no_error,
    button,
    by_key,
    click_and_wait,
    main_text,
    open_page,
)
from .locators import LESSONS

pytestmark = pytest.mark.e2e

LESSON = "freezing"


def _clicks_for(step: L.Step) -> tuple[str, list[str]]:
    """The action button and the hand cards a learner clicks to solve a try step.

    Uses the first solution the page's own click-to-action composition turns into an accepted
    answer (as a learner would, picking the cards the step asks for)."""
    assert step.position is not None
    hand = list(step.position.hand())
    for solution in step.solutions:
        action = cc.parse(solution)
        cards = [c for g in action.groups for c in g.cards]
        if action.card:
            cards.append(action.card)
        if any(cards.count(c) > hand.count(c) for c in cards):
            continue
        text = L.compose_action(action.kind, cards, step.position)
        if L.attempt(step, text).ok:
            return action.kind, cards
    raise AssertionError(f"no solution of {step.title('en')!r} can be clicked")


def _pick_cards(page: Any, lid: str, n: int, cards: list[str]) -> None:
    """Click each card's own chip in the card picker (copies of a card are chips #1, #2)."""
    used: dict[str, int] = {}
    for code in cards:
        used[code] = used.get(code, 0) + 1
        chip = by_key(page, f"lessons_pick_{lid}_{n}_chip_{code}_{used[code]}").locator("button")
        click_and_wait(page, chip)


def test_freezing_lesson_completed_by_clicking(page: Any, shot: Any) -> None:
    lesson = L.get_lesson(LESSON)
    assert lesson is not None
    open_page(page, "/lessons?lang=en")
    click_and_wait(page, by_key(page, f"lessons_open_{LESSON}").get_by_role("button"))
    for n, step in enumerate(lesson.steps, start=1):
        text = main_text(page)
        assert t("lessons.step_of", "en", n=n, total=len(lesson.steps)) in text
        if step.kind == "try":
            kind, cards = _clicks_for(step)
            _pick_cards(page, LESSON, n, cards)
            sender = "confirm" if cards else f"bare_{kind}"
            click_and_wait(
                page, by_key(page, f"lessons_pick_{LESSON}_{n}_{sender}").locator("button")
            )
            ok = page.locator(SUCCESS_BOX, has_text=t("lessons.fb.success", "en"))
            assert ok.count() == 1, main_text(page)
        elif step.kind == "demo":
            play = by_key(page, f"lessons_demo_next_{LESSON}_{n}").locator("button")
            for _ in step.actions:
                click_and_wait(page, play)
            assert page.locator(SUCCESS_BOX, has_text=t("lessons.demo_done", "en")).count() == 1
            assert play.is_disabled()
        elif step.kind == "quiz":
            assert step.quiz == "legal", "this test answers legal/illegal quizzes by clicking"
            answer = "yes" if L.quiz_ruling(step).legal else "no"
            click_and_wait(
                page, by_key(page, f"lessons_quiz_{answer}_{LESSON}_{n}").locator("button")
            )
            said = L.answer_legal(step, answer == "yes").message("en")  # right, at once
            right = page.locator(SUCCESS_BOX, has_text=said)
            assert right.count() == 1, main_text(page)
            assert page.locator(f"{MAIN} .cc-verdict").count() >= 1  # the engine's ruling
        assert_no_error(page)
        if step.kind != "explain":
            shot(page, f"step{n}")
        if n < len(lesson.steps):
            click_and_wait(page, button(page, t("lessons.next", "en")))

    done = t("lessons.all_done", "en", title=lesson.title("en"))
    assert page.locator(SUCCESS_BOX, has_text=done).count() == 1
    click_and_wait(page, button(page, t("lessons.finish", "en")))
    # back on the list: the lesson is finished, every step counted
    card = by_key(page, f"lessons_open_{LESSON}")
    assert card.get_by_role("button").inner_text().strip() == t("lessons.review", "en")
    text = main_text(page)
    assert t("lessons.steps_done", "en", done=len(lesson.steps), total=len(lesson.steps)) in text
    assert t("lessons.finished_badge", "en") in text
    assert_no_error(page)
    shot(page, "finished")


def test_feedback_matches_the_try_in_the_browser(page: Any, shot: Any) -> None:
    """A legal meld short of the asked wild cards says what is missing (not "well done"); a
    wrong quiz answer gets another try before the answer; "show me" says it showed."""
    lid, n = "melds-and-canastas", 3
    open_page(page, f"/lessons?lesson={lid}&step={n}&lang=en")
    _pick_cards(page, lid, n, ["6C", "6D", "JK"])
    click_and_wait(page, by_key(page, f"lessons_pick_{lid}_{n}_confirm").locator("button"))
    text = main_text(page)
    assert "asks for more" in text and t("lessons.fb.success", "en") not in text, text
    assert_no_error(page)
    shot(page, "short-of-the-goal")
    click_and_wait(page, by_key(page, f"lessons_showme_{lid}_{n}").locator("button"))
    text = main_text(page)
    assert "Shown:" in text and t("lessons.fb.success", "en") not in text

    lid, n = "freezing", 4  # the engine rules this take illegal
    open_page(page, f"/lessons?lesson={lid}&step={n}&lang=en")
    click_and_wait(page, by_key(page, f"lessons_quiz_yes_{lid}_{n}").locator("button"))
    assert t("lessons.fb.quiz_again", "en") in main_text(page)
    assert page.locator(f"{MAIN} .cc-verdict").count() == 0  # nothing revealed yet
    click_and_wait(page, by_key(page, f"lessons_quiz_no_{lid}_{n}").locator("button"))
    lesson = L.get_lesson(lid)
    assert lesson is not None
    step = lesson.steps[n - 1]
    said = L.answer_legal(step, says_legal=False, tries=2)
    assert said.ok and said.said.params["tries"] == 2  # right at the second try
    right = page.locator(SUCCESS_BOX, has_text=said.message("en"))
    assert right.count() == 1, main_text(page)
    assert page.locator(f"{MAIN} .cc-verdict").count() >= 1
    assert_no_error(page)
    shot(page, "quiz-second-try")


def test_a_wrong_try_on_a_phone_brings_the_answer_on_screen(page: Any, shot: Any) -> None:
    """At 390×844, a wrong try clicked far down the page: the ruling and "Try again" are on
    screen (the page scrolls to the answer), and after "Try again" the card buttons are on
    screen with nothing picked. In the worker's kept tab set to the phone's size before the
    load (a context of its own for the size would load the site's frontend cold)."""
    page.set_viewport_size({"width": 390, "height": 844})
    lid, n = "going-out", 2
    open_page(page, f"/lessons?lesson={lid}&step={n}&lang=es")
    _pick_cards(page, lid, n, ["8C"])  # one eight alone: not a meld
    click_and_wait(page, by_key(page, f"lessons_pick_{lid}_{n}_confirm").locator("button"))
    verdict = page.locator(f"{MAIN} .cc-verdict").first
    retry = by_key(page, f"lessons_retry_{lid}_{n}").locator("button")
    page.wait_for_function(
        "(el) => { const b = el.getBoundingClientRect(); return b.top >= 0 && b.bottom <= innerHeight; }",
        arg=retry.element_handle(), timeout=60_000)
    box = verdict.bounding_box()
    assert box is not None and 0 <= box["y"] < 844, box
    shot(page, "phone-wrong-try")
    click_and_wait(page, retry)
    chips = page.locator(f"{LESSONS.chips(lid, n)} button")
    # the page scrolls the chips into view after the run (its script), as it did the answer:
    # waited for the same way (at a load of 20 the box was read before the scroll, y -308)
    page.wait_for_function(
        "(el) => { const b = el.getBoundingClientRect(); return b.top >= 0 && b.bottom <= innerHeight; }",
        arg=chips.first.element_handle(), timeout=60_000)
    first = chips.first.bounding_box()
    assert first is not None and 0 <= first["y"] < 844, first
    assert page.locator(f"{LESSONS.chips(lid, n)} button[kind='primary']").count() == 0
    assert_no_error(page)
    shot(page, "phone-after-try-again")
