"""The fit-and-finish walk's principles, read from the page as the browser draws it (issue 23).
Every check reads the DOM in one pass; the checks of a page as it opens run on the loads of
tests/e2e/test_fit.py's `test_page_as_drawn` (one load per address, every check of it): a
Spanish page (`assert_reads_in_spanish`) and a table (`CARDS_OVER_TEXT`) there; here, what
needs clicks or a page of its own.

- One language at a time: a Spanish page, as drawn (Streamlit's own widgets included), shows
  no English word and no notation (card codes, action keywords) outside the box where notation
  is typed and its examples; the rules reference, which teaches the notation, only the English.
- No card drawn over text on the table: a card (its outline included) never covers a line of
  text it does not hold (a meld just laid down, lifted, covered "opening minimum 50" above it;
  its outline, "3 cards" under it; a card picked on a phone, the seat's "to act").
- Show to the class: on a 1280×720 projector the question and the referee's verdict are on
  the first screen (they were under the last move's narration, below the fold).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from canasta_app.lessons import model as L
from canasta_app.shell.show import show_url

from .helpers import click_and_wait, open_page, wait_quiet
from .locators import PRACTICE

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "app"))
from test_glossary import banned_words, english_words  # noqa: E402
from test_one_language import CARD_CODE, KEYWORDS_ES  # noqa: E402

pytestmark = pytest.mark.e2e

# What a reader sees or hears, as drawn: the text of every element shown (the notation box, its
# form and code spans left out), and the names a screen reader says (titles, aria-labels:
# Streamlit's own too, "Help for …", "Link to heading"). Streamlit's icons are glyphs.
READ = r"""() => {
  const shown = (el) => {
    const r = el.getBoundingClientRect();
    if (!r.width || !r.height) return false;
    if (el.closest('details:not([open]), [data-testid="stSidebar"][aria-expanded="false"]'))
      return false;
    const cs = getComputedStyle(el);
    return cs.visibility !== 'hidden' && cs.display !== 'none';
  };
  const notation = (el) => el.closest(
    'input, textarea, code, pre, script, style, [data-testid="stCode"], ' +
    '[data-testid="stIconMaterial"], [data-testid="stForm"]:has(input[type="text"])');
  const out = [];
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n; (n = walk.nextNode());) {
    const el = n.parentElement, text = n.textContent.trim();
    if (!text || !el || notation(el) || !shown(el)) continue;
    out.push(text);
  }
  for (const el of document.querySelectorAll('[title], [aria-label]')) {
    if (!shown(el) || el.closest('[aria-hidden="true"]')) continue;
    for (const a of ['title', 'aria-label']) if (el.getAttribute(a)) out.push(el.getAttribute(a));
  }
  out.push('@lang=' + document.documentElement.lang);
  return out;
}"""


@pytest.fixture()
def screens(page: Any) -> Any:
    """screens(w, h) -> the worker's kept tab (tests/e2e/conftest.py) set to that screen size,
    before the test loads its page: a used tab of the worker's default context loads a page
    faster than a context of its own for the size, which a worker makes cold when it has not
    used that size yet (the page sees the same viewport either way; the tab gets its size back
    after the test). One size a test."""
    sized: list[tuple[int, int]] = []

    def get(w: int, h: int) -> Any:
        assert not sized or sized == [(w, h)], "one screen size a test"
        if not sized:
            page.set_viewport_size({"width": w, "height": h})
            sized.append((w, h))
        return page

    return get


def spanish_problems(texts: list[str], notation_allowed: bool) -> list[str]:
    found = []
    for text in texts:
        bad = english_words(text) + banned_words(text)
        if not notation_allowed:
            bad += [m.group(0) for m in CARD_CODE.finditer(text)]
            bad += [m.group(0) for m in KEYWORDS_ES.finditer(text)]
        if bad:
            found.append(f"{bad}: {' '.join(text.split())[:120]!r}")
    return sorted(set(found))


def test_the_spanish_check_finds_english_and_notation() -> None:
    assert spanish_problems(["Jugaste «draw» con 7H"], False)
    assert spanish_problems(["Skip to the next move"], False)
    assert not spanish_problems(["Robaste el 7♥ del mazo."], False)
    assert not spanish_problems(["Ejemplo: `take 7H 7S`"], True)


def assert_reads_in_spanish(page: Any, view: str, notation_allowed: bool = False) -> None:
    """The page as drawn reads in Spanish (notation allowed on the rules reference only, which
    teaches it)."""
    texts = page.evaluate(READ)
    assert len(texts) > 20, f"{view}: too little text read ({len(texts)})"
    assert texts.pop() == "@lang=es", "the page does not say it is in Spanish (<html lang>)"
    problems = spanish_problems(texts, notation_allowed)
    assert not problems, f"{view} in Spanish, as drawn:\n" + "\n".join(problems)


# A card and the text lines of its table: a card (outline included) over a line it does not hold.
CARDS_OVER_TEXT = r"""() => {
  const out = [];
  for (const table of document.querySelectorAll('.cc-table')) {
    const lines = [];
    const walk = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
    for (let n; (n = walk.nextNode());) {
      if (!n.textContent.trim() || !n.parentElement || n.parentElement.closest('.cc-card')) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      for (const r of range.getClientRects()) if (r.width > 0) lines.push([n.textContent.trim().slice(0, 40), r]);
    }
    for (const card of table.querySelectorAll('.cc-card')) {
      const cs = getComputedStyle(card);
      const o = cs.outlineStyle === 'none' ? 0
        : Math.max(0, parseFloat(cs.outlineWidth) + parseFloat(cs.outlineOffset));
      const b = card.getBoundingClientRect();
      if (!b.width) continue;
      for (const [text, r] of lines) {
        const dx = Math.min(b.right + o, r.right) - Math.max(b.left - o, r.left);
        const dy = Math.min(b.bottom + o, r.bottom) - Math.max(b.top - o, r.top);
        if (dx > 1 && dy > 1) out.push(`${card.title} over "${text}" (${Math.round(dy)} px)`);
      }
    }
  }
  return out;
}"""


def _shown_question() -> str:
    """A lesson's position shown to the class after one move, with a question asked."""
    step = L.get_lesson("end-of-stock").step(5)  # type: ignore[union-attr]
    assert step is not None and step.position is not None
    return show_url(step.position, ("take QC QH",), "es", "discard KD")[1:]


def test_a_card_picked_on_a_phone_covers_no_text(screens: Any, shot: Any) -> None:
    """The practice table on a phone: South's hand as dealt, then drawn to and a card tapped
    (a picked card is lifted; it covered the seat's "to act" and card count)."""
    page = screens(390, 844)
    open_page(page, "/practice?seed=7&pace=instant&lang=es")
    wait_quiet(page, 300)
    assert page.evaluate(CARDS_OVER_TEXT) == []
    click_and_wait(page, page.locator(f"{PRACTICE.draw} button").first)
    card = page.locator("[data-pick]").nth(2)
    card.scroll_into_view_if_needed()
    click_and_wait(page, card)
    wait_quiet(page, 300)
    assert page.locator(".cc-picked").count() == 1, "the tapped card is picked"
    found = page.evaluate(CARDS_OVER_TEXT)
    if found:
        shot(page, "phone-picked", page.locator(".cc-picked"))
    assert not found, f"a picked card drawn over text: {found}"


def test_the_question_shown_to_the_class_is_on_the_first_screen(screens: Any, shot: Any) -> None:
    """On a 1280×720 projector, the question and the referee's verdict shown to the class are
    on the first screen; and on its table no card is drawn over text (one load for both)."""
    page = screens(1280, 720)
    open_page(page, _shown_question())
    wait_quiet(page, 300)
    found = page.evaluate(CARDS_OVER_TEXT)
    boxes = page.evaluate("""() => {
      const v = document.querySelector('.cc-verdict');
      const q = [...document.querySelectorAll('h3')].find((h) => h.innerText.includes('?'));
      const box = (el) => el && el.getBoundingClientRect().toJSON();
      return {verdict: box(v), question: box(q), height: window.innerHeight};
    }""")
    shot(page, "shown-question")
    assert not found, f"shown to the class: cards drawn over text: {found}"
    assert boxes["question"] and boxes["verdict"], boxes
    assert boxes["question"]["top"] >= 0 and boxes["verdict"]["bottom"] <= boxes["height"], (
        f"the verdict ends at {boxes['verdict']['bottom']:.0f} px of {boxes['height']}")
