"""A phone (390×844) measured in the browser (issue 37): the practice table, a lesson and the
sandbox at the moment a newcomer picks cards. Per principle, for every visible thing in the
main area:

- every target (button, link, field, a card on the table that picks) at least 44×44 px, no two
  overlapping, and cards tapped to pick at least 8 px apart (links inside a sentence are
  exempt, as in WCAG 2.5.8);
- every text on the table at least 12 px;
- every text at least 4.5:1 against what is behind it (a gradient: its worst stop; a disabled
  button's label is exempt, as in WCAG 1.4.3), red suits included;

and the phone's own moments: the menu closes once a page is chosen in it, a lesson's step opens
at its top, and after a draw tapped on the stock what it changed is on screen.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

import pytest

from canasta_app.practice import model as pr
from canasta_app.shell.share import encode_state
from canasta_app.text.i18n import t as tr

from .classes import create_class
from .helpers import (
    MAIN,
    SIDEBAR,
    assert_no_error,
    by_key,
    click_and_wait,
    open_expander,
    open_page,
    type_and_commit,
    wait_quiet,
)
from .locators import LESSONS, SANDBOX
from .locators import PRACTICE as PRACTICE_UI

pytestmark = pytest.mark.e2e

PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
#: seed 5: South draws, and has nothing to meld (the picker proposes the discard)
PRACTICE = "/practice?seed=5&pace=instant&lang=en"
#: a play-phase position in the sandbox, a joker and red cards in the hand
SANDBOX_POS = {
    "format": "canasta/1", "dealer": "W", "turn": "S", "phase": "play",
    "hands": {"N": 11, "E": 11, "S": ["QC", "QC", "QD", "JK", "5C", "8D", "9S", "KH", "KH", "4C"],
              "W": 11},
    "pile": ["4C", "7H"], "stock": 40,
}

MEASURE = """(scope) => {
  const root = document.querySelector(scope);
  const parse = (c) => { const m = c && c.match(/rgba?\\(([^)]+)\\)/); if (!m) return null;
    const p = m[1].split(/[ ,\\/]+/).filter(Boolean).map(Number);
    return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1]; };
  const lum = (c) => { const f = (v) => { v /= 255;
    return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]); };
  const ratio = (a, b) => { const x = lum(a), y = lum(b);
    return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };
  const blend = (top, under) => [0, 1, 2].map((i) => top[i] * top[3] + under[i] * (1 - top[3]))
    .concat([1]);
  const layers = (el) => { const out = [];
    for (let e = el; e; e = e.parentElement) { const cs = getComputedStyle(e); const stops = [];
      if (cs.backgroundImage.includes('gradient'))
        for (const m of cs.backgroundImage.matchAll(/rgba?\\([^)]+\\)/g)) stops.push(parse(m[0]));
      const bc = parse(cs.backgroundColor); if (bc && bc[3] > 0) stops.push(bc);
      if (stops.length) { out.push(stops); if (stops.every((s) => s[3] >= 1)) break; } }
    return out.reverse(); };
  const opacity = (el) => { let o = 1;
    for (let e = el; e; e = e.parentElement) o *= Number(getComputedStyle(e).opacity); return o; };
  const worst = (fg, el) => { let cands = [[11, 77, 44, 1]];  // the page's background
    for (const layer of layers(el)) { const next = [];
      for (const s of layer) for (const c of cands) next.push(blend(s, c)); cands = next; }
    const a = fg[3] * opacity(el);
    return Math.min(...cands.map((c) => ratio(blend([fg[0], fg[1], fg[2], a], c), c))); };
  const shown = (el) => { const r = el.getBoundingClientRect(); const cs = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && cs.visibility !== 'hidden'; };
  const texts = [];
  const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    const el = n.parentElement;
    if (!n.textContent.trim() || !el || !shown(el)) continue;
    if (el.closest('[aria-hidden="true"], [data-testid="stIconMaterial"], script, style')) continue;
    if (el.closest('button:disabled')) continue;
    const cs = getComputedStyle(el); const fg = parse(cs.color);
    texts.push({text: n.textContent.trim().slice(0, 30), size: parseFloat(cs.fontSize),
                table: !!el.closest('.cc-table'),
                contrast: fg ? Math.round(worst(fg, el) * 100) / 100 : 99}); }
  const sel = 'button:not(:disabled), a[href], [role="button"], input:not([type="hidden"]), ' +
              'select, textarea, summary';
  const targets = [...root.querySelectorAll(sel)].filter(shown).map((e) => {
    const box = e.closest('[data-testid="stTextInputRootElement"]') || e;
    const r = box.getBoundingClientRect();
    return {label: (e.getAttribute('aria-label') || e.innerText || e.tagName).trim().slice(0, 30),
            x: r.left, y: r.top, w: r.width, h: r.height,
            card: !!(e.closest('.cc-card') || e.closest('[class*="_chips"]')),
            inline: e.tagName === 'A' && !!e.closest('p, li') &&
                    e.closest('p, li').innerText.trim() !== e.innerText.trim(),
            nested: !!e.parentElement.closest(sel)}; });
  return {texts, targets};
}"""


def _problems(found: dict[str, Any]) -> list[str]:
    out = []
    for t in found["texts"]:
        if t["contrast"] < 4.5:
            out.append(f"contrast {t['contrast']}:1 «{t['text']}»")
        if t["table"] and t["size"] < 12:
            out.append(f"{t['size']} px on the table «{t['text']}»")
    targets = [t for t in found["targets"] if not t["inline"] and not t["nested"]]
    for t in targets:
        if t["w"] < 43.5 or t["h"] < 43.5:
            out.append(f"target {t['w']:.0f}×{t['h']:.0f} «{t['label']}»")
    for i, a in enumerate(targets):
        for b in targets[i + 1:]:
            dx = max(b["x"] - (a["x"] + a["w"]), a["x"] - (b["x"] + b["w"]))
            dy = max(b["y"] - (a["y"] + a["h"]), a["y"] - (b["y"] + b["h"]))
            gap = max(dx, dy)
            if gap < -1:
                out.append(f"targets overlap «{a['label']}» «{b['label']}»")
            elif a["card"] and b["card"] and gap < 8 and (dx < 0 or dy < 0):
                out.append(f"cards {gap:.0f} px apart «{a['label']}» «{b['label']}»")
    return out


#: the hand played from, card by card: a fan left 30-px strips (issue 37, the draw phase)
HAND_CARDS = """(sel) => [...document.querySelectorAll(sel)].map((e) => {
  const r = e.getBoundingClientRect(); return {x: r.left, y: r.top, w: r.width, h: r.height}; })"""


def _hand_overlaps(page: Any, seat: str = "S") -> list[str]:
    """Cards of the hand played from that overlap, or are under 44 px (none on a phone)."""
    cards = page.evaluate(HAND_CARDS, f"{MAIN} .cc-own.cc-seat-{seat} .cc-card")
    assert len(cards) >= 5, cards  # the hand is there, face up
    out = [f"card {i} {c['w']:.0f}×{c['h']:.0f}" for i, c in enumerate(cards)
           if c["w"] < 44 or c["h"] < 44]
    for i, a in enumerate(cards):
        for b in cards[i + 1:]:
            if a["x"] < b["x"] + b["w"] - 1 and b["x"] < a["x"] + a["w"] - 1 \
                    and a["y"] < b["y"] + b["h"] - 1 and b["y"] < a["y"] + a["h"] - 1:
                out.append(f"cards overlap at {a['x']:.0f},{a['y']:.0f} and {b['x']:.0f},{b['y']:.0f}")
    return out


def _phone(new_context: Any, new_page: Any) -> Any:
    return new_page(new_context(**PHONE))


def _measure(page: Any) -> list[str]:
    return _problems(page.evaluate(MEASURE, MAIN))


#: (language, "you drew", the discard's name, "your move: discard the")
WORDS = {"en": ("You drew", "Discard", "Your move: discard the"),
         "es": ("Robaste", "Descartar", "Tu jugada: descartar")}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_practice_table_fits_a_phone_from_the_draw_to_the_discard(
        new_context: Any, new_page: Any, shot: Any, lang: str) -> None:
    drew, discard, move = WORDS[lang]
    page = _phone(new_context, new_page)
    open_page(page, PRACTICE.replace("lang=en", f"lang={lang}"))
    assert_no_error(page)
    assert not _measure(page), _measure(page)
    # the draw phase: the hand is not tapped yet, but readable, card by card, side by side
    assert not _hand_overlaps(page), _hand_overlaps(page)
    # the stock is tapped to draw: what it changed is on screen after it
    stock = page.locator(f"{MAIN} .cc-stock [data-pick]")
    assert stock.get_attribute("role") == "button"
    click_and_wait(page, stock)
    said = page.locator(f"{MAIN} {PRACTICE_UI.feedback}")
    assert drew in said.inner_text()
    box = said.bounding_box()
    assert box is not None and 0 <= box["y"] and box["y"] + box["height"] <= 844, box
    # nothing to meld: the picker proposes the discard; the hand is picked on the table
    kind = page.locator(f"{MAIN} {PRACTICE_UI.pick_kind}")
    assert kind.get_by_role("radio", name=discard, exact=True).is_checked()
    card = page.locator(f"{MAIN} .cc-seat-S [data-pick]").first
    click_and_wait(page, card)
    assert move in page.locator(MAIN).inner_text()
    problems = _measure(page) + _hand_overlaps(page)
    shot(page, f"practice-picked-{lang}", focus=page.locator(f"{MAIN} {PRACTICE_UI.pick_confirm}"))
    assert not problems, problems
    # the coach right after the buttons: not ~600 px below the cards
    table = page.locator(f"{MAIN} .cc-table").bounding_box()
    coach = page.locator(f"{MAIN} {PRACTICE_UI.guide}").bounding_box()
    assert table is not None and coach is not None
    assert coach["y"] - (table["y"] + table["height"]) <= 420, (table, coach)


def test_a_lesson_fits_a_phone_and_opens_at_its_top(new_context: Any, new_page: Any,
                                                    shot: Any) -> None:
    page = _phone(new_context, new_page)
    open_page(page, "/lessons?lang=en")
    main = page.locator(MAIN)
    # scrolled down the list, a lesson is opened: its step starts at its title
    button = page.locator(f"{LESSONS.open('playing-with-two')} button")
    button.scroll_into_view_if_needed()
    click_and_wait(page, button)
    page.wait_for_function("() => { const h = document.querySelector('h1');"
                           " return h && h.getBoundingClientRect().top >= 0; }", timeout=15000)
    click_and_wait(page, page.locator(f"{LESSONS.next} button"))
    click_and_wait(page, page.locator(f"{LESSONS.next} button"))
    page.wait_for_function("() => { const h = document.querySelector('h1');"
                           " return h && h.getBoundingClientRect().top >= 0; }", timeout=15000)
    assert "Keep both, discard one" in main.inner_text()
    assert_no_error(page)
    problems = _measure(page)
    shot(page, "lesson", focus=page.locator(LESSONS.any_chips))
    assert not problems, problems


def test_the_sandbox_fits_a_phone(new_context: Any, new_page: Any, shot: Any) -> None:
    page = _phone(new_context, new_page)
    open_page(page, f"/sandbox?lang=en&s={encode_state(SANDBOX_POS)}")
    assert_no_error(page)
    problems = _measure(page)
    shot(page, "sandbox", focus=page.locator(SANDBOX.table))
    assert not problems, problems


#: each tab's box and the width its words need
TABS = """() => [...document.querySelectorAll('[data-testid="stTab"]')].map((e) => {
  const r = e.getBoundingClientRect();
  return {label: e.innerText.trim(), x: r.left, w: r.width, needs: e.scrollWidth}; })"""


def test_the_class_pages_tabs_keep_their_words_on_a_phone(
        new_context: Any, new_page: Any, server: str, shot: Any) -> None:
    """The teacher's seven tabs on a phone: each as wide as its words, none over the next (a
    class walk: each squeezed to 44 px, "Common wrong tries", "Practice deals" and "Live"
    written over one another); the row scrolls."""
    page = _phone(new_context, new_page)
    create_class(page, server, "Tabs on a phone")
    page.get_by_role("tab", name=tr("class.tab.practice", "en")).wait_for()
    tabs = page.evaluate(TABS)
    shot(page, "class-tabs", focus=page.get_by_role("tablist").first)
    assert len(tabs) == 7, tabs
    assert all(t["needs"] <= t["w"] + 1 for t in tabs), tabs
    assert all(a["x"] + a["w"] <= b["x"] + 1 for a, b in zip(tabs, tabs[1:], strict=False)), tabs


def test_the_menu_closes_once_a_page_is_chosen(new_context: Any, new_page: Any) -> None:
    page = _phone(new_context, new_page)
    open_page(page, "/?lang=en")
    page.locator('[data-testid="stExpandSidebarButton"]').click()
    nav = page.locator(f'{SIDEBAR} [data-testid="stSidebarNav"] a', has_text="Practice")
    nav.wait_for()
    click_and_wait(page, nav)
    page.wait_for_function(
        "() => { const s = document.querySelector('[data-testid=\"stSidebar\"]');"
        " return !s || s.getBoundingClientRect().right <= 1; }", timeout=15000)
    assert "/practice" in page.url


def test_a_takeable_pile_is_tapped_to_take(new_context: Any, new_page: Any) -> None:
    """Seed 2's first moment offers a take of the pile: a tap on the pile with no card picked
    says which cards take it (nothing is guessed); with them picked on the table, a tap on the
    pile takes it."""
    game = pr.new_game(2).run_bots()
    take = pr.pile_take(game.position)
    assert take is not None and pr.pile_block(game.position) is None
    page = _phone(new_context, new_page)
    open_page(page, "/practice?" + urlencode({**pr.query_for(game), "pace": "instant",
                                              "lang": "en"}))
    pile = page.locator(f"{MAIN} .cc-pile [data-pick]")
    click_and_wait(page, pile)
    assert "To take the pile, first pick the cards" in page.locator(MAIN).inner_text()
    assert f"move={len(game.moves)}" in page.url
    import canasta_core as cc

    used: dict[str, int] = {}
    for card in cc.parse(take).groups[0].cards:
        used[card] = used.get(card, 0) + 1
        key = f"practice_pick_chip_{card}_{used[card]}"
        click_and_wait(page, page.locator(f'{MAIN} .cc-seat-S [data-pick="{key}"]'))
    click_and_wait(page, pile)
    assert f"move={len(game.moves) + 1}" in page.url or "took" in page.locator(MAIN).inner_text()
    assert_no_error(page)


def test_a_diagram_is_a_table_on_a_phone_and_under_the_drawing_elsewhere(
        new_context: Any, new_page: Any, shot: Any) -> None:
    """A rule's diagram (the pile's states): on a phone its accessible table takes the place of
    the drawing (scaled to the phone its words were 3-4 px high; at its own size it scrolled
    sideways: issue 37), every arrow a row, text at least 12 px, nothing wider than the phone;
    on a laptop the drawing stays, with the same table in a box under it."""
    page = _phone(new_context, new_page)
    open_page(page, "/reference?rule=pile.frozen&lang=en")
    table = page.locator(f"{MAIN} .cc-dtable-phone table").first
    table.wait_for()
    assert not page.locator(f'{MAIN} [data-testid="stGraphVizChart"]').first.is_visible()
    found = table.evaluate("""(t) => {
      const cells = [...t.querySelectorAll('td')];
      return {rows: t.querySelectorAll('tbody tr').length, caption: t.caption.textContent,
              smallest: Math.min(...cells.map((c) => parseFloat(getComputedStyle(c).fontSize))),
              right: Math.max(...cells.map((c) => c.getBoundingClientRect().right)),
              wide: document.documentElement.scrollWidth}; }""")
    shot(page, "diagram-table", focus=table)
    assert found["rows"] >= 10 and found["caption"] == "The discard pile", found
    assert found["smallest"] >= 12 and found["right"] <= 390 and found["wide"] <= 390, found
    assert "FROZEN" in table.inner_text() and table.locator("th").count() == 3
    problems = _problems(page.evaluate(MEASURE, f"{MAIN} .cc-dtable-phone"))
    assert not problems, problems  # its text's contrast (the table's own; not the page's)
    laptop = new_page(new_context(viewport={"width": 1366, "height": 800}))
    open_page(laptop, "/reference?rule=pile.frozen&lang=en")
    chart = laptop.locator(f'{MAIN} [data-testid="stGraphVizChart"]').first
    chart.wait_for()
    assert chart.is_visible() and not laptop.locator(f"{MAIN} .cc-dtable-phone").first.is_visible()
    more = laptop.locator(f"{MAIN} .cc-dtable-more summary").first
    more.click()
    expect_rows = laptop.locator(f"{MAIN} .cc-dtable-more table tbody tr")
    assert expect_rows.first.is_visible() and expect_rows.count() == found["rows"]


@pytest.mark.parametrize("touch", [True, False])
def test_no_enter_key_hint_on_a_touch_screen(new_context: Any, new_page: Any, touch: bool) -> None:
    """A phone has no Enter key: Streamlit's "Enter para enviar" under a typed box is not shown
    on a touch screen (issue 37); on a laptop it still is."""
    page = new_page(new_context(**PHONE) if touch else new_context(
        viewport={"width": 1366, "height": 800}))
    open_page(page, "/practice?seed=7&pace=instant&lang=es")
    open_expander(page, tr("practice.action", "es"))
    box = by_key(page, "practice_w_action").locator("input")
    box.fill("robar")
    hint = page.locator(f'{MAIN} [data-testid="InputInstructions"]').first
    hint.wait_for(state="attached")
    page.wait_for_function(
        "() => [...document.querySelectorAll('[data-testid=InputInstructions]')]"
        ".some(e => e.textContent.includes('Enter para enviar'))")
    assert hint.is_visible() != touch


def test_a_counted_draws_field_fits_a_phone(new_context: Any, new_page: Any, shot: Any) -> None:
    """The sandbox's field for the cards a draw from a counted stock brought (issue 37): after
    the stock is tapped, the field, its message and its button fit the phone as everything
    else does; the hand to act lies side by side."""
    page = _phone(new_context, new_page)
    pos = {**SANDBOX_POS, "phase": "draw", "stock": 40}
    open_page(page, f"/sandbox?lang=es&s={encode_state(pos)}")
    assert not _hand_overlaps(page), _hand_overlaps(page)
    click_and_wait(page, page.locator(f"{MAIN} .cc-stock [data-pick]"))
    box = by_key(page, "sandbox_drawn_box")
    box.wait_for()
    type_and_commit(page, by_key(page, "sandbox_drawn").locator("input"), "3c")
    click_and_wait(page, by_key(page, "sandbox_drawn_play").locator("button"))
    assert "tres rojo" in box.inner_text()
    problems = _measure(page)
    shot(page, "sandbox-drawn", focus=box)
    assert not problems, problems


@pytest.mark.parametrize("card", ["7D", "KS"])
def test_a_lessons_verdict_fits_a_phone(new_context: Any, new_page: Any, shot: Any,
                                        card: str) -> None:
    """A lesson's try on a phone, right (the 7♦) and wrong (a king of a pair): the verdict,
    its links and its rule buttons measured like everything else."""
    page = _phone(new_context, new_page)
    open_page(page, "/lessons?lesson=playing-with-two&step=3&lang=es")
    key = "lessons_pick_playing-with-two_3"
    click_and_wait(page, by_key(page, f"{key}_chip_{card}_1").locator("button"))
    click_and_wait(page, by_key(page, f"{key}_confirm").locator("button"))
    wait_quiet(page, 300)  # the verdict brought on screen has settled
    assert_no_error(page)
    problems = _measure(page)
    shot(page, f"lesson-verdict-{card}")
    assert not problems, problems


def test_a_refused_try_at_the_practice_table_fits_a_phone(new_context: Any, new_page: Any,
                                                          shot: Any) -> None:
    """After the draw, one card picked as a meld and tried: the refusal (its reason, the
    rules it cites, their buttons) measured on a phone like everything else."""
    page = _phone(new_context, new_page)
    open_page(page, PRACTICE)
    click_and_wait(page, page.locator(f"{MAIN} .cc-stock [data-pick]"))
    kind = page.locator(f"{MAIN} {PRACTICE_UI.pick_kind}")
    click_and_wait(page, kind.get_by_role("radio", name="Meld", exact=True))
    click_and_wait(page, page.locator(f"{MAIN} .cc-seat-S [data-pick]").first)
    click_and_wait(page, page.locator(f"{MAIN} {PRACTICE_UI.pick_confirm} button"))
    wait_quiet(page, 300)  # the refusal brought on screen has settled
    assert_no_error(page, allow_errors=True)
    assert page.locator(f'{MAIN} [data-legal="false"]').count() >= 1  # refused, and said so
    problems = _measure(page) + _hand_overlaps(page)
    shot(page, "practice-refused", focus=page.locator(f"{MAIN} {PRACTICE_UI.feedback}"))
    assert not problems, problems
