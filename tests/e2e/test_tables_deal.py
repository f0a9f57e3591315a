"""Issue 41's done-when walks in Chromium, whole deals: four browsers (two of them phones at
390×844) play a four-hand deal to its scoring, with one refused try explained to its player
alone and one Advice grade shown to its player alone; two browsers play a two-hand deal to its
scoring. Every move is a tap in a browser (the stock, a card of the hand, "Play this"; "Pass"
once the stock is out). The deals are seeded: the test sets the table's seed before its first
move. Every seat is photographed at the scoring.

Long (a deal is some sixty turns): marked slow."""

from __future__ import annotations

import re
from typing import Any

import pytest
from helpers.words import says
from sqlalchemy import func, select, update

from canasta_app.store.models import PracticeDeal, SharedTable

from .helpers import RUN_TIMEOUT_MS, site_store
from .locators import TABLES
from .players import (
    A_PLAYER,
    DESKTOP,
    NICK_BOX,
    OPEN_TABLE,
    PHONE,
    PLAY_THIS,
    REFUSED,
    Player,
    choose,
    click_and_idle,
    idle,
    no_other_hand,
    play_turn,
    sit,
    table_of,
    wait_turn,
)

pytestmark = [pytest.mark.e2e, pytest.mark.slow, pytest.mark.walk, pytest.mark.timeout(2400)]
SCORING = says("tables.scoring", deal=1)  # the first deal's scoring, its heading


def _open_table(host: Player, seed: int, profile: str | None = None,
                players: tuple[str, ...] = ()) -> str:
    host.open("/tables")
    host.page.get_by_role("textbox", name=NICK_BOX).fill("Ana")
    if profile:
        choose(host, "tables_w_profile", profile)
    for seat in players:
        choose(host, f"tables_w_seat_{seat}", A_PLAYER)
    click_and_idle(host, host.page.get_by_role("button", name=OPEN_TABLE))
    host.page.wait_for_url(re.compile(r"[?&]t=[A-Z0-9]{6}"))
    code = re.search(r"[?&]t=([A-Z0-9]{6})", host.page.url).group(1)  # type: ignore[union-attr]
    store = site_store()
    info = store.tables.by_code(code)
    assert info is not None and info.version == 0
    # the deal is the test's: the seed set before the first move (every page reads it again)
    store.db.run(lambda s: s.execute(
        update(SharedTable).where(SharedTable.id == info.id)
        .values(seed=seed, revision=SharedTable.revision + 1, facts_version=-1)))
    host.page.wait_for_timeout(2500)  # a tick of the host's timer: it draws the seeded deal
    idle(host.page)
    host.page.wait_for_function(
        "(n) => document.body.innerText.includes(n)",
        arg=says("components.table.stock_count", count=table_of(code).play.position.stock_size), timeout=RUN_TIMEOUT_MS)
    idle(host.page)
    host.frames.clear()  # what it received before was another deal's (the seed's first)
    host.seat = "S"
    return code


def _refused_try(p: Player, players: list[Player]) -> None:
    """A card tapped before drawing, played: a take of the pile the referee refuses, told to
    this player alone, with its rule."""
    p.page.locator(TABLES.hand_cards).nth(0).click()
    idle(p.page)
    click_and_idle(p, p.page.get_by_role("button", name=PLAY_THIS))
    feedback = p.page.locator(TABLES.feedback).inner_text()
    assert REFUSED in feedback, feedback
    p.page.wait_for_timeout(1200)  # every other seat's one-second timer ticks in it
    for other in players:
        if other is not p:
            assert REFUSED not in other.page.inner_text("body")
            assert REFUSED not in other.page.content()


def _play_deal(players: list[Player], code: str, refuse_at: str | None = None,
               grade_for: Player | None = None, shots: Any = None) -> dict[str, Any]:
    """Every turn by its player's browser until the deal is scored. Returns what was seen."""
    seen: dict[str, Any] = {"turns": 0, "grade": ""}
    for _ in range(400):
        table = table_of(code)
        if table.play.deal_over:
            break
        seat = table.play.acting
        assert seat is not None
        p = wait_turn(players, seat)
        if refuse_at == seat:
            _refused_try(p, players)
            refuse_at = None
        play_turn(p, code)
        seen["turns"] += 1
        if grade_for is not None and not seen["grade"] and seat != grade_for.seat:
            area = grade_for.page.locator(TABLES.grade_area)
            if area.count() and "you chose to" in area.inner_text():
                seen["grade"] = area.inner_text()
                if shots is not None:
                    grade_for.page.screenshot(path=str(shots / "advice-grade.png"))
                for other in players:  # the grade is its player's alone
                    if other is not grade_for:
                        assert seen["grade"][:60] not in other.page.content()
                        assert not other.page.locator(TABLES.grade_area).count()
        if seen["turns"] % 20 == 0:
            no_other_hand(players, code)
    assert table_of(code).play.deal_over, "the deal reached its scoring"
    return seen


def _scoring(players: list[Player], code: str, shots: Any, name: str) -> None:
    table = table_of(code)
    for i, p in enumerate(players):
        p.page.wait_for_function("(said) => document.body.innerText.includes(said)",
                                 arg=SCORING, timeout=RUN_TIMEOUT_MS)
        idle(p.page)
        assert says("tables.sheet") in p.page.inner_text("body")
        heading = p.page.get_by_text(SCORING)
        heading.scroll_into_view_if_needed()
        p.page.screenshot(path=str(shots / f"{name}-{i}-{p.seat}.png"))
        # the scoring and the game sheet within the page's width, a phone's too (no table
        # cut at the right, nothing to scroll sideways)
        sheet = p.page.locator("table.cc-sheet")
        sheet.scroll_into_view_if_needed()
        p.page.screenshot(path=str(shots / f"{name}-{i}-{p.seat}-sheet.png"))
        fit = p.page.evaluate("""() => {
            const vw = document.documentElement.clientWidth, out = [];
            for (const el of document.querySelectorAll(
                    '.st-key-tables_end table, .st-key-tables_end [data-testid="stTable"]')) {
                const r = el.getBoundingClientRect();
                out.push([Math.round(r.right), el.scrollWidth - el.clientWidth]);
            }
            return {vw, out};
        }""")
        assert fit["out"] and all(right <= fit["vw"] and over <= 1 for right, over in fit["out"]), fit
    totals = {side: v["total"] for side, v in table.play.deal_scores().items()}
    assert set(totals) == set(table.play.rules.side_names)
    # every seat's deal in its player's record (the class page's list)
    store = site_store()
    for _ in range(30):
        n = store.db.read(lambda s: s.scalar(select(func.count()).select_from(PracticeDeal)
                                             .where(PracticeDeal.game == f"table:{code}")))
        if n == len(players):
            break
        players[0].page.wait_for_timeout(1000)
    assert n == len(players)


def test_four_browsers_play_a_whole_deal_with_a_refusal_and_an_advice_grade(
        browser: Any, server: str, tmp_path: Any, new_context: Any, new_page: Any) -> None:
    pool = (new_context, new_page)
    host = Player(browser, server, DESKTOP, pool)
    code = _open_table(host, seed=20261207, players=("E", "W"))
    players = [host]
    for nick, viewport in (("Beto", DESKTOP), ("Cata", PHONE), ("Dani", PHONE)):
        p = Player(browser, server, viewport, pool)
        sit(p, code, nick)
        players.append(p)
    assert sorted(p.seat for p in players) == ["E", "N", "S", "W"]
    no_other_hand(players, code)
    advised = players[1]  # a desktop turns on Advice for themself
    advised.page.locator(TABLES.coach_switch).get_by_text(says("tables.coach.advice"), exact=True).click()
    idle(advised.page)
    phone = players[2]
    seen = _play_deal(players, code, refuse_at=phone.seat, grade_for=advised, shots=tmp_path)
    assert seen["grade"], "an Advice grade was shown to its player"
    no_other_hand(players, code)
    _scoring(players, code, tmp_path, "four")
    # the player with Advice gets their deal review at once; nobody else sees it
    advised.page.wait_for_function(
        "() => document.body.innerText.includes('Deal review')", timeout=RUN_TIMEOUT_MS)
    advised.page.wait_for_function(
        "() => document.body.innerText.includes('decisions graded')", timeout=RUN_TIMEOUT_MS)
    idle(advised.page)
    review = advised.page.locator(TABLES.review_area)
    review.scroll_into_view_if_needed()
    review.screenshot(path=str(tmp_path / "review-advised.png"))
    for other in players:
        if other is not advised:
            assert "decisions graded" not in other.page.inner_text("body")
            assert not other.page.locator(f"{TABLES.review_area} .stAlert").count()
    print(f"four-hand deal: {seen['turns']} turns; screenshots in {tmp_path}")
    for p in players:
        p.leave()


def test_two_browsers_play_a_two_hand_deal(browser: Any, server: str, tmp_path: Any,
                                           new_context: Any, new_page: Any) -> None:
    pool = (new_context, new_page)
    host = Player(browser, server, {"width": 1280, "height": 720}, pool)
    code = _open_table(host, seed=77, profile="2 players")
    guest = Player(browser, server, PHONE, pool)
    sit(guest, code, "Beto")
    players = [host, guest]
    assert sorted(p.seat for p in players) == ["N", "S"]
    seen = _play_deal(players, code, refuse_at="N")
    _scoring(players, code, tmp_path, "two")
    print(f"two-hand deal: {seen['turns']} turns; screenshots in {tmp_path}")
    for p in players:
        p.leave()
