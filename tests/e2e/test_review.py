"""The coach's deal review in Chromium (issue 36, "Review that stays"): a deal finished at
"Advice" is reviewed to the end of its count; the review survives a reload (it is kept with
the learner's record, and the reloaded page shows it without asking the expert again); "Try
this moment again" keeps the coach at "Advice" (the sidebar's line and the address say so);
and a click on the table while the expert works ends the work at once instead of waiting for
it. How fast the expert answers is the benchmarks' business, not these tests'."""

from __future__ import annotations

import random
import re
from typing import Any
from urllib.parse import urlencode

from helpers.words import before, pattern, says

from canasta_app.practice import model as pr
from canasta_core.legal import legal_actions

from .helpers import SIDEBAR, open_page, runs_done, wait_idle, wait_run_after
from .locators import COACH, PRACTICE

REVIEW_TIMEOUT_MS = 300_000  # the whole deal's review, at the site's own budget, under load
COUNTED = pattern("review.counts", done=r"\d+")  # "Your 12 decisions graded: …"
REVIEWING = pattern("review.turning.partial")  # "Reviewed 3 of 12 decisions so far."
MOMENT = pattern("review.moment", upto="action", number=r"\d+")  # "Move 12: you chose to "
AT_ADVICE = pattern("practice.play_summary", upto="pace",
                    coach=re.escape(says("practice.coach.short.advice")))  # "… Coach: Advice …"


def _finished_deal_link(seed: int, rng_seed: int) -> str:
    """The address of a deal a careless learner finished (a legal move at random each turn),
    at "Advice": the page opens at the deal's end, where the review starts by itself."""
    rng = random.Random(rng_seed)
    game = pr.new_game(seed).run_bots()
    while not game.deal_over:
        game = game.try_action(rng.choice(legal_actions(game.position))).game.run_bots()
    return "/practice?" + urlencode({**pr.query_for(game), "coach": "advice",
                                     "pace": "instant"})


def _moments(page: Any) -> list[str]:
    """The review's listed moments ("Move 12: you chose to …"), as the page shows them."""
    return [t.strip() for t in page.locator(PRACTICE.coach_moments)
            .all_inner_texts()]


def _wait_review_done(page: Any) -> str:
    """Wait for the review's count to finish; the line that counts the graded decisions."""
    counts = page.get_by_text(COUNTED)
    counts.wait_for(timeout=REVIEW_TIMEOUT_MS)
    page.get_by_text(REVIEWING).wait_for(
        state="detached", timeout=REVIEW_TIMEOUT_MS)
    wait_idle(page, timeout=REVIEW_TIMEOUT_MS)
    return str(counts.inner_text())


def test_the_review_finishes_survives_a_reload_and_retries_at_advice(
        page: Any, shot: Any) -> None:
    page.set_default_timeout(REVIEW_TIMEOUT_MS)
    open_page(page, _finished_deal_link(11, 5))
    counted = _wait_review_done(page)
    done = int(COUNTED.search(counted).group(1))  # type: ignore[union-attr]
    assert done > 5, counted
    listed = _moments(page)
    assert listed, "a careless deal has mistakes to list"
    assert all(MOMENT.match(m) for m in listed), listed
    numbers = [int(MOMENT.match(m).group(1)) for m in listed]  # type: ignore[union-attr]
    assert numbers == sorted(numbers), "in the deal's order"
    shot(page, "review-done")
    assert "me=" in page.url and "coach=advice" in page.url

    # A reload is a new session: the review is read back from the learner's record at once.
    page.reload()
    wait_idle(page, timeout=REVIEW_TIMEOUT_MS)
    page.get_by_text(counted).wait_for()
    assert _moments(page) == listed
    assert page.get_by_role("button", name=COACH.cancel).count() == 0, "nothing simulated again"
    assert page.get_by_text(REVIEWING).count() == 0
    shot(page, "review-after-reload")

    # Try the first moment again: the coach stays at "Advice".
    mark = runs_done(page)
    page.get_by_role("button", name=COACH.retry).first.click()
    wait_run_after(page, mark)
    wait_idle(page, timeout=REVIEW_TIMEOUT_MS)
    page.get_by_text(before("review.retry_note", "action", number=numbers[0])).wait_for()
    assert "coach=advice" in page.url
    assert AT_ADVICE.search(page.locator(SIDEBAR).inner_text())
    assert page.get_by_role("button", name=COACH.ask).count() == 1  # the advice level
    shot(page, "review-try-again")


def test_a_click_on_the_table_ends_the_experts_work_at_once(page: Any) -> None:
    """The learner asks the expert, then clicks Hint while it works: the hint is answered at
    once, the advice left unfinished (and asked again after), never waited for."""
    # On a quiet machine the expert may answer within the moment between the two clicks, so
    # one try cannot tell giving way from finishing first: up to three tries are made (deals
    # 11, 12, then 11 again: deal 13 opens on a lone legal draw, with no Ask button, and a CI
    # run reached it), and a work that never gives way (the hint always after the advice)
    # fails every one of them.
    gave_way = []
    for seed in (11, 12, 11):
        open_page(page, f"/practice?seed={seed}&pace=instant&coach=advice")
        page.get_by_role("button", name=COACH.ask).click()
        # Hint at once, while the page runs the work the click asked for
        page.get_by_role("button", name=COACH.hint).click()
        page.get_by_role("button", name=COACH.more_hint).wait_for()
        # The hint came before the advice: the work gave way to the click rather than
        # finishing first (Streamlit holds a click on the table until the run under way ends).
        gave_way.append(page.get_by_text(COACH.top_moves).count() == 0)
        if gave_way[-1]:
            break
    assert gave_way[-1], f"the advice came before the hint in each of {len(gave_way)} deals"
    # the advice is asked again and comes
    page.get_by_text(COACH.top_moves).wait_for(timeout=120_000)
    wait_idle(page)
    assert page.get_by_role("button", name=COACH.more_hint).count() == 1
