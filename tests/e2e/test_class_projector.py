"""The live classroom on the projector, measured in the browser.

- The teacher's Classroom in presentation mode at 1280×720 (and 1920×1080), a question open
  with answers in: the live panel sits in the right-hand column and covers no part of the
  table; while the question is not revealed the table cannot step on to the move that would
  give the answer away.
- The answers' board, the room's reading of a question: its smallest text is measured with 1, 5,
  12 and 15 different answers, on the teacher's projector and on the presenter screen, at
  1280×720 and 1920×1080: never under 24 px, the whole board on the screen, the move played
  highlighted on reveal, the rules in words (no slug).
- The teacher's Classroom address as a projector's address bar shows it, copied into another
  browser: it carries no secret, shows the class, and controls nothing (no button, and the
  students stay on their move).
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from helpers.words import before, says

from .classes import PHONE, PROJECTOR, create_class, idle, join_in
from .helpers import site_store, wait_quiet
from .locators import CLASSROOM, LIVE
from .test_fit import MEASURE

pytestmark = pytest.mark.e2e
FULL_HD = {"width": 1920, "height": 1080}
SETTINGS = {"seed": 7, "dealer": "N", "ns": "heuristic", "ew": "heuristic"}  # the Classroom's
STEP = 5  # South to play: six cards in hand, many different answers possible

_BOXES = """([panel, chart]) => {
  const box = (sel) => {
    const el = document.querySelector(sel);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return {x: r.left, y: r.top, right: r.right, bottom: r.bottom};
  };
  return {panel: box(panel), table: box('.cc-table.cc-present'),
          chart: box(chart), height: window.innerHeight,
          width: window.innerWidth};
}"""

# The board's smallest text as drawn: every visible element holding text of its own, its
# computed font size times the zoom of it and its ancestors (fit-to-screen zooms by `zoom`).
_BOARD = """() => {
  const board = document.querySelector('.cc-board');
  if (!board) return null;
  const zoomOf = (el) => { let z = 1; for (let e = el; e; e = e.parentElement) {
      const v = parseFloat(getComputedStyle(e).zoom); if (v) z *= v; } return z; };
  let smallest = Infinity, what = '';
  for (const el of board.querySelectorAll('*')) {
    const own = [...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
    if (!own || !el.getClientRects().length) continue;
    const px = parseFloat(getComputedStyle(el).fontSize) * zoomOf(el);
    if (px < smallest) { smallest = px; what = el.textContent.trim().slice(0, 40); }
  }
  const r = board.getBoundingClientRect();
  return {smallest, what, bottom: r.bottom, right: r.right, height: window.innerHeight,
          width: window.innerWidth, rows: board.querySelectorAll('li').length,
          played: board.querySelectorAll('li.cc-board-played').length,
          text: board.innerText};
}"""


def _live_at(step: int) -> str:
    """The teacher's live line at this move ("Live: students see move 5."), up to the count of
    students connected."""
    return before("live.host.on", "seen", step=step, members=2)


def _overlap(a: dict[str, float], b: dict[str, float]) -> bool:
    return a["x"] < b["right"] and b["x"] < a["right"] and a["y"] < b["bottom"] and \
        b["y"] < a["bottom"]


def _check_layout(page: Any, settled: bool = False) -> dict[str, Any]:
    """The live panel beside the table, all of it on the screen, nothing drawn over anything:
    read once the page is quiet, or at once when the caller has just waited for that
    (`settled`: the board read a moment before, nothing done since)."""
    if not settled:
        wait_quiet(page, 300)  # the table's fit-to-screen zoom (in the next frame) has settled
    boxes = page.evaluate(_BOXES, [LIVE.host, LIVE.answers])
    panel, table = boxes["panel"], boxes["table"]
    assert panel and table, boxes
    assert not _overlap(panel, table), boxes
    for name in ("panel", "table", "chart"):  # all of it on the screen
        assert boxes[name]["bottom"] <= boxes["height"] + 1, (name, boxes)
        assert boxes[name]["right"] <= boxes["width"] + 1, (name, boxes)
    found = page.evaluate(MEASURE)  # and inside it, nothing drawn over anything (test_fit.py)
    for what in ("overlap", "outside", "stacked", "cut"):
        assert not found[what], (what, found[what])
    return boxes


def _board(page: Any) -> dict[str, Any]:
    wait_quiet(page, 300)
    board = page.evaluate(_BOARD)
    assert board is not None
    assert board["smallest"] >= 24, board  # read from the back row
    assert board["bottom"] <= board["height"] + 1, board  # the whole board on the screen
    assert board["right"] <= board["width"] + 1, board
    assert not re.search(r"\([a-z]+\.[a-z-]+\)", board["text"]), board  # no "(meld.rank)"
    return board


def _answers(position: Any, seat: str, want: int) -> list[tuple[str, bool, str | None]]:
    """`want` different answers at this position as the engine rules on them (canonical text,
    legal, the rule broken): the legal moves, then discards and one-card melds that break a
    rule (what a room of newcomers sends)."""
    from canasta_core import check, legal_actions

    hand = list(position.hands[seat])
    tries = [*(f"meld {c}" for c in hand), *legal_actions(position),
             *(f"meld {a} {b}" for a, b in zip(hand, hand[1:], strict=False)),
             *(f"discard {c}" for c in hand)]
    out: dict[str, tuple[str, bool, str | None]] = {}
    for text in tries:
        try:
            ruling = check(position, text)
        except ValueError:
            continue
        action = ruling.action or text
        out.setdefault(action, (action, ruling.legal, ruling.rule))
        if len(out) == want:
            break
    assert len(out) == want, len(out)
    # the refused first: the most common answers then carry their rule, the board's longest
    return sorted(out.values(), key=lambda a: a[1])


def test_the_poll_board_is_readable_with_1_5_12_and_15_answers_and_a_copied_address_controls_nothing(
        server: str, new_context: Any, new_page: Any, shot: Any) -> None:
    from canasta_app.domain.live import live_move, options_for

    store = site_store()
    klass = store.create_class("Board <b>class</b>")
    live = store.start_live(klass.id, SETTINGS, STEP)
    move = live_move(SETTINGS, STEP)
    assert move is not None and move.seat is not None
    pool = _answers(move.position, move.seat, 15)

    ctx = new_context(viewport=PROJECTOR)
    teacher = new_page(ctx)
    teacher.goto(f"{server}/classroom?live={klass.teacher_secret}&present=1")
    teacher.get_by_text(_live_at(STEP)).wait_for()
    copied = teacher.url  # what a projector's address bar shows
    assert klass.teacher_secret not in copied and f"screen={klass.join_code}" in copied

    other = new_context(viewport=PROJECTOR)  # another browser: the address copied
    screen = new_page(other)
    screen.goto(copied)
    idle(screen)
    screen.get_by_text(before("live.screen.move", "total", step=STEP)).wait_for()
    assert screen.locator('[data-testid="stMain"] button').count() == 0  # nothing to press
    assert store.live_for_class(klass.id).step == STEP  # type: ignore[union-attr]

    for distinct in (1, 5, 12, 15):
        poll = store.open_poll(live.id, STEP, move.seat, options_for(move), move.played)
        for i, (action, legal, slug) in enumerate(pool[:distinct]):
            for k in range(1 + (distinct - i) // 4):  # the first answers the most common
                me = store.new_learner()
                store.join_class(klass.id, me.id, f"s{distinct}-{i}-{k}")
                assert store.answer_poll(poll.id, me.id, action, legal, slug)
        total = sum(c.count for c in store.poll_counts(poll.id))
        label = f"{total} answer" + ("s" if total > 1 else "")
        for page, name in ((teacher, "teacher"), (screen, "screen")):
            page.locator(".cc-board").get_by_text(label, exact=True).wait_for()
            for size, tag in ((PROJECTOR, "1280"), (FULL_HD, "1920")):
                page.set_viewport_size(size)
                board = _board(page)
                assert board["rows"] <= 6, board  # the top answers and "other answers"
                if distinct >= 12:
                    assert "Other answers" in board["text"], board
                if page is teacher:  # in the same quiet moment as the board (~0.4 s a wait)
                    _check_layout(teacher, settled=True)
                shot(page, f"board-{name}-{distinct}-{tag}")
            page.set_viewport_size(PROJECTOR)
    assert "not legal" in _board(screen)["text"]  # a broken rule, in words

    store.reveal_poll(poll.id)
    for page in (teacher, screen):
        page.locator(".cc-board li.cc-board-played").wait_for()
        board = _board(page)
        assert board["played"] == 1, board
        shot(page, f"board-{'teacher' if page is teacher else 'screen'}-revealed")
    _check_layout(teacher)
    assert store.live_for_class(klass.id).step == STEP  # type: ignore[union-attr]


def test_the_live_panel_covers_nothing_on_the_projector_and_holds_the_move(
        server: str, new_context: Any, new_page: Any, shot: Any) -> None:
    # the worker's shared server (no restart here, unlike test_class.py: no server of its own),
    # the teacher in the worker's kept projector tab, the two students on two phones: a
    # student is remembered on their device, so two tabs of one browser are one student
    url = server
    ctx = new_context(viewport=PROJECTOR)
    teacher = new_page(ctx)
    code, secret = create_class(teacher, url, "Projector")
    students = [join_in(new_page(new_context(viewport=PHONE, is_mobile=True, has_touch=True)),
                        url, code, nick) for nick in ("Ana", "Bruno")]

    teacher.goto(f"{url}/classroom?live={secret}&present=1&step=5")
    idle(teacher)
    teacher.get_by_role("button", name=says("live.host.start")).click()
    teacher.get_by_text(_live_at(5)).wait_for()
    teacher.get_by_role("button", name=says("live.host.ask")).click()
    for i, s in enumerate(students):
        s.get_by_text(before("live.student.question", "seat")).wait_for()
        s.locator(f"{LIVE.poll} button").nth(i).click()
        s.get_by_text(before("live.student.yours", "move")).wait_for()
    teacher.get_by_text(says("live.host.answers", count=2)).wait_for()
    idle(teacher)

    # the move list and the narration fold while the question is open; the board is on screen
    assert teacher.locator(CLASSROOM.moves).count() == 0
    shot(teacher, "projector-1280-question")
    _check_layout(teacher)

    # not revealed yet: the table cannot step on to the move that shows what was played
    step = teacher.locator(CLASSROOM.step).get_by_role(
        "button", name=says("classroom.btn.step"))
    assert step.is_disabled()
    end = teacher.locator(CLASSROOM.end).get_by_role("button", name=says("classroom.btn.end"))
    assert end.is_disabled()
    assert before("classroom.progress", "total", step=5) in teacher.inner_text(CLASSROOM.bar)

    teacher.set_viewport_size(FULL_HD)
    _check_layout(teacher)
    shot(teacher, "projector-1920-question")
    teacher.set_viewport_size(PROJECTOR)

    teacher.get_by_role("button", name=says("live.host.reveal")).click()
    for s in students:
        s.get_by_text(before("live.student.revealed", "move")).wait_for()
        s.goto("about:blank")  # done: its page would go on refreshing every second
    teacher.wait_for_function("""(sel) => {
        const b = document.querySelector(sel);
        return b && !b.disabled; }""", arg=f"{CLASSROOM.step} button")
    _check_layout(teacher)
    shot(teacher, "projector-1280-revealed")
    step.click()
    idle(teacher)
    teacher.get_by_text(_live_at(6)).wait_for()
