"""Everything fits, on a projector's 1280×720 and a phone's 390×844 (issue 23, section 3).

Measured in the browser, on the pages a newcomer, a teacher and a student see:
- no card drawn over a card it does not belong over (a highlighted card raised over the card
  to its right hid it: West's "15 cards" with J♠ and 6♦ invisible);
- nothing on the felt sticking out of its box: a seat's label, badge or cards inside the seat,
  the pile's inside the centre, a side's melds inside its box (West's "dealer" badge stuck out
  of its seat on the sandbox's narrow table at 1280×720);
- no two blocks of text drawn over each other (the live panel's title sat on its join-code
  line on the projector), as far as each is visible inside its scrolling box;
- no text cut off: an element that clips its text (overflow hidden or "…") holds all of it
  ("Open this moment in t…", "Presentation mode (large cards and …");
- every button's label against its own background at least 4.5:1 (WCAG AA; white on the gold
  buttons was 1.9:1);
- on the phone, every button, link, tab and "?" at least 40 px high or wide to tap.

`test_page_as_drawn` loads each address once and runs there every check of that page as it
opens (one load, every check; the failure names the view, the screen and the check):
- the fit above, on the screens listed for the view;
- "opens clean" (tests/e2e/test_pages.py's `assert_opens_clean`): every page in English and
  Spanish, without an exception, error box or JavaScript error, with its content and the
  navigation in its language; Home opened through `/home` (`assert_home_address_opens_home`);
- "reads in Spanish" (tests/e2e/test_fit_walk.py's `assert_reads_in_spanish`): a Spanish page
  as drawn has no English word and no notation outside the notation box;
- "no card over text" (test_fit_walk.py's `CARDS_OVER_TEXT`) on the tables listed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

from canasta_app.sandbox import model as sb
from canasta_app.shell.share import encode_state

from .helpers import open_page, resize
from .test_fit_walk import CARDS_OVER_TEXT, assert_reads_in_spanish
from .test_pages import assert_home_address_opens_home, assert_opens_clean

pytestmark = pytest.mark.e2e

MEASURE = r"""() => {
  const lum = (c) => {
    const [r, g, b] = c.match(/[\d.]+/g).map(Number).slice(0, 3).map((v) => {
      v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const opaque = (c) => { const m = c.match(/[\d.]+/g); return m && (m.length < 4 || +m[3] > 0.5); };
  const background = (el) => {
    for (; el; el = el.parentElement) {
      const c = getComputedStyle(el).backgroundColor;
      if (c && opaque(c)) return c;
    }
    return 'rgb(11, 77, 44)';  // the theme's page colour
  };
  const shown = (el) => {
    const r = el.getBoundingClientRect();
    if (!r.width || !r.height || el.closest('[data-testid="stSidebar"][aria-expanded="false"]'))
      return false;
    if (el.closest('details:not([open]), [data-testid="stSidebarCollapsedControl"] ~ *')) return false;
    return getComputedStyle(el).visibility !== 'hidden';
  };
  const out = {overlap: [], outside: [], stacked: [], cut: [], contrast: [], small: []};
  const visible = (el) => {  // the part of el not clipped by a scrolling or clipping ancestor
    let r = el.getBoundingClientRect(), box = {l: r.left, t: r.top, r: r.right, b: r.bottom};
    for (let a = el.parentElement; a; a = a.parentElement) {
      if (getComputedStyle(a).overflow === 'visible') continue;
      const c = a.getBoundingClientRect();
      box = {l: Math.max(box.l, c.left), t: Math.max(box.t, c.top), r: Math.min(box.r, c.right), b: Math.min(box.b, c.bottom)};
    }
    return box;
  };
  const blocks = [...document.querySelectorAll('[data-testid="stMain"] :is(h1, h2, h3, h4, h5, h6, p, li)')]
    .filter((el) => shown(el) && (el.innerText || '').trim() && !el.closest('.cc-table')
            && !el.querySelector('p, li, h1, h2, h3, h4, h5, h6'))
    .map((el) => [el, visible(el)]).filter(([, v]) => v.r > v.l && v.b > v.t);
  blocks.forEach(([e1, a], i) => blocks.slice(i + 1).forEach(([e2, b]) => {
    if (e1.contains(e2) || e2.contains(e1)) return;
    const dx = Math.min(a.r, b.r) - Math.max(a.l, b.l), dy = Math.min(a.b, b.b) - Math.max(a.t, b.t);
    if (dx > 2 && dy > 2)
      out.stacked.push(`${e1.innerText.trim().slice(0, 30)} / ${e2.innerText.trim().slice(0, 30)} (${Math.round(dy)} px)`);
  }));
  for (const box of document.querySelectorAll('.cc-seat, .cc-centre, .cc-sidebox')) {
    const b = box.getBoundingClientRect();
    if (!b.width) continue;
    for (const el of box.querySelectorAll('.cc-badge, .cc-seat-label, .cc-count, .cc-zone-title, h4, .cc-fan, .cc-row')) {
      const r = el.getBoundingClientRect();
      if (r.width && (r.left < b.left - 1 || r.right > b.right + 1))
        out.outside.push(`${(el.innerText || el.className).trim().slice(0, 30)} (${Math.round(r.left)}–${Math.round(r.right)} in ${Math.round(b.left)}–${Math.round(b.right)})`);
    }
  }
  for (const fan of document.querySelectorAll('.cc-fan, .cc-row')) {
    const cards = [...fan.querySelectorAll(':scope > .cc-card')];
    cards.forEach((c, i) => {
      const next = cards[i + 1];
      if (!next) return;
      const zc = parseInt(getComputedStyle(c).zIndex) || 0, zn = parseInt(getComputedStyle(next).zIndex) || 0;
      const a = c.getBoundingClientRect(), b = next.getBoundingClientRect();
      if (zc > zn && a.right - b.left > 4 && a.top < b.bottom && b.top < a.bottom)
        out.overlap.push(`${c.title} over ${next.title}`);
    });
  }
  for (const el of document.querySelectorAll('[data-testid="stMain"] *')) {
    if (!shown(el) || !(el.innerText || '').trim() || el.clientWidth === 0) continue;
    const cs = getComputedStyle(el);
    const clips = cs.textOverflow === 'ellipsis' || cs.overflowX === 'hidden';
    if (clips && el.scrollWidth > el.clientWidth + 1 && !el.querySelector('.cc-card, canvas, table'))
      out.cut.push(`${el.innerText.trim().slice(0, 50)} (${el.scrollWidth}>${el.clientWidth})`);
  }
  for (const b of document.querySelectorAll('[data-testid="stMain"] button, [data-testid="stMain"] a[data-testid^="stBaseLinkButton"]')) {
    if (!shown(b) || b.disabled || !(b.innerText || '').trim()) continue;
    const fg = lum(getComputedStyle(b).color), bg = lum(background(b));
    const ratio = (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
    if (ratio < 4.5) out.contrast.push(`${b.innerText.trim().slice(0, 30)}: ${ratio.toFixed(2)}`);
  }
  const targets = '[data-testid="stMain"] button, [data-testid="stMain"] a, [role="tab"], ' +
    '[data-testid="stExpandSidebarButton"]';
  for (const el of document.querySelectorAll(targets)) {
    if (!shown(el) || el.closest('.cc-verdict, [data-testid="stHeadingWithActionElements"] a[href^="#"]')) continue;
    if (el.matches('[data-testid="stHeaderActionElements"] a, h1 a, h2 a, h3 a, h4 a, h5 a')) continue;
    // a select's chevron ("Open") sits inside the whole field, which is the tap target
    if (el.closest('[data-testid="stNumberInput"], [data-baseweb="select"], [data-testid="stSelectbox"], [data-testid="stDataFrame"]')) continue;
    const r = el.getBoundingClientRect();
    if (r.height < 40 && r.width < 40 || r.height < 32)
      out.small.push(`${(el.innerText || el.getAttribute('aria-label') || el.tagName).trim().slice(0, 30)} ${Math.round(r.width)}×${Math.round(r.height)}`);
  }
  out.main = document.querySelector('[data-testid="stMain"]').getBoundingClientRect().width;
  return out;
}"""

_SHOWN = encode_state(sb.preset_by_id(sb.DEFAULT_PRESET).load(), [], "")  # type: ignore[union-attr]
SCREENS = {"projector": (1280, 720), "phone": (390, 844), "projector-hd": (1920, 1080),
           "laptop": (1366, 800)}
ALL, PROJECTOR = ("projector", "phone"), ("projector", "projector-hd")


@dataclass(frozen=True)
class View:
    """An address loaded once, and what is checked there: `fit` on these screens; `clean`, the
    (page, language) it opens clean as; `spanish`, it reads in Spanish; `no_card_over_text` on
    these screens. The load is at `load` (else the widest of `fit`): the page-wide checks run
    there, then each other screen is reached by resizing, widest to narrowest."""

    name: str
    path: str
    fit: tuple[str, ...] = ()
    load: str = ""
    clean: tuple[str, str] | None = None
    spanish: bool = False
    no_card_over_text: tuple[str, ...] = ()


VIEWS = [
    # Home through `/home` (what people type): it opens Home in the link's language
    View("home", "/home?lang=en", load="laptop", clean=("home", "en")),
    View("home, Spanish", "/home?lang=es", ALL, "laptop", ("home", "es"), spanish=True),
    View("lessons", "/lessons?lang=en", load="laptop", clean=("lessons", "en")),
    View("lessons, Spanish", "/lessons?lang=es", load="laptop", clean=("lessons", "es"),
         spanish=True),
    View("lesson step", "/lessons?lesson=freezing&step=3&lang=es", ALL, "laptop", spanish=True),
    View("lesson step, English", "/lessons?lesson=freezing&step=3&lang=en", ("projector",)),
    View("practice", "/practice?seed=7&pace=instant&lang=en", ALL, clean=("practice", "en")),
    View("practice, Spanish", "/practice?lang=es&seed=7&pace=instant", load="laptop",
         clean=("practice", "es"), spanish=True),
    View("tables", "/tables?lang=en", ALL, "laptop", ("tables", "en")),
    View("tables, Spanish", "/tables?lang=es", load="laptop", clean=("tables", "es"),
         spanish=True),
    View("reference", "/reference?lang=en", load="laptop", clean=("reference", "en")),
    View("reference, Spanish", "/reference?lang=es", load="laptop", clean=("reference", "es"),
         spanish=True),
    View("sandbox", "/sandbox?lang=en", ALL, clean=("sandbox", "en")),
    View("sandbox, Spanish", "/sandbox?lang=es", ("projector", "laptop"),
         clean=("sandbox", "es"), spanish=True),
    View("calculator", "/calculator?lang=en", ALL, clean=("calculator", "en")),
    View("calculator, Spanish", "/calculator?lang=es", load="laptop",
         clean=("calculator", "es"), spanish=True),
    View("classroom", "/classroom?seed=7&step=19&lang=en", load="laptop",
         clean=("classroom", "en"), no_card_over_text=("laptop",)),
    View("classroom, Spanish", "/classroom?lang=es&seed=7&step=12", load="laptop",
         clean=("classroom", "es"), spanish=True),
    # a meld just laid down, lifted, covered the line above it
    View("classroom, presentation", "/classroom?seed=7&step=19&present=1",
         (*ALL, "projector-hd"), no_card_over_text=("projector",)),
    View("classroom, presentation, Spanish", "/classroom?seed=7&step=19&present=1&lang=es",
         load="projector-hd", spanish=True, no_card_over_text=("projector-hd",)),
    View("classroom, the end", "/classroom?seed=7&step=65&present=1&lang=es",
         (*ALL, "projector-hd")),
    View("shown to the class", f"/classroom?show={_SHOWN}&present=1", PROJECTOR),
    View("class", "/class?lang=en", ("phone",), "laptop", ("class", "en")),
    View("class, Spanish", "/class?lang=es", load="laptop", clean=("class", "es"),
         spanish=True),
]


def _widest_first(names: tuple[str, ...]) -> list[str]:
    return sorted(names, key=lambda n: -SCREENS[n][0])


def fit_problems(found: dict[str, Any], screen: str, width: int) -> list[str]:
    """What MEASURE found wrong, one line per kind (the phone's own checks on the phone)."""
    kinds = [("overlap", "cards hidden by a card drawn over them"),
             ("outside", "sticking out of its box on the table"),
             ("stacked", "text drawn over other text"), ("cut", "text cut off"),
             ("contrast", "button labels below 4.5:1")]
    if screen == "phone":
        kinds.append(("small", "tap targets under 40 px"))
    out = [f"fits: {what}: {found[key]}" for key, what in kinds if found[key]]
    if screen == "phone" and found["main"] != width:
        out.append(f"fits: the sidebar is not folded away ({found['main']} px)")
    return out


@pytest.mark.parametrize("view", VIEWS, ids=[v.name for v in VIEWS])
def test_page_as_drawn(page: Any, shot: Any, view: View) -> None:
    """The address is loaded once, at its load screen, and checked there (opens clean, reads
    in Spanish, no card over text, fits: as the view lists), then on its other screens by
    resizing the window, widest to narrowest (one load per view, was one per view and screen,
    and one per test file): the table's fit script refits on a resize, the rest of the layout
    is CSS, and Streamlit folds its sidebar away on a resize below its breakpoint as on a load
    (checked in tests/e2e/test_card_faces.py's docstring: the same widths, zoom and card sizes
    after a resize as after a load; and here, on the phone, the main area has the whole
    width). Every check runs; the failure lists each one that failed."""
    fit = _widest_first(view.fit)
    first = view.load or fit[0]
    screens = [first, *(name for name in fit if name != first)]
    page.set_viewport_size(dict(zip(("width", "height"), SCREENS[first], strict=True)))
    open_page(page, view.path)
    failures: list[str] = []
    for name in screens:
        w, h = SCREENS[name]
        resize(page, w, h)
        where = f"{view.name} on the {name} ({w}×{h})"
        found: list[str] = []
        if name == first:
            if view.clean:
                try:
                    assert_opens_clean(page, *view.clean)
                except AssertionError as e:
                    found.append(f"opens clean: {e}")
            if view.path.startswith("/home?") and view.clean:
                try:
                    assert_home_address_opens_home(page, view.clean[1])
                except AssertionError as e:
                    found.append(f"/home opens Home: {e}")
            if view.spanish:
                try:
                    assert_reads_in_spanish(page, view.name, view.clean == ("reference", "es"))
                except AssertionError as e:
                    found.append(f"reads in Spanish: {e}")
        if name in view.no_card_over_text:
            over = page.evaluate(CARDS_OVER_TEXT)
            if over:
                found.append(f"no card over text: cards drawn over text: {over}")
        if name in view.fit:
            found += fit_problems(page.evaluate(MEASURE), name, w)
        if found:
            shot(page, f"{name}-{view.name.replace(' ', '-').replace(',', '')}")
            failures += [f"{where}: {problem}" for problem in found]
    assert not failures, "\n".join(failures)
