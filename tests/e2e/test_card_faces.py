"""Every card face keeps its words inside the card (issue 23, section 3): the rank, the suit and
the joker's word measured in the browser against their card's box, in English and Spanish, at
a laptop's 1366×800, a projector's 1280×720 and a phone's 390×844. The Spanish joker's
«COMODÍN», written down the card's edge, ran 3–6 px past the card's foot at every size, the
projector's fitted table included."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from .helpers import open_page, wait_quiet

pytestmark = pytest.mark.e2e

SIZES = ((1366, 800), (1280, 720), (390, 844))
# seed 7's deal has a joker in a hand at move 40 (all hands face up) and one in South's hand
PAGES = ("/classroom?seed=7&view=all&step=40&present=1", "/classroom?seed=7&view=all&step=40",
         "/practice?seed=7&show_all=1&pace=step")

_OUTSIDE = """() => {
  const out = [];
  let jokers = 0;
  for (const card of document.querySelectorAll('.cc-card')) {
    const c = card.getBoundingClientRect();
    if (c.width === 0) continue;
    if (card.classList.contains('cc-joker')) jokers += 1;
    for (const part of card.querySelectorAll('.cc-rank, .cc-suit, .cc-pip')) {
      const p = part.getBoundingClientRect();
      if (p.width === 0) continue;
      const over = Math.max(c.left - p.left, p.right - c.right, c.top - p.top,
                            p.bottom - c.bottom);
      if (over > 0.5) out.push(`${card.title}: «${part.textContent}» ${over.toFixed(1)} px out`);
    }
  }
  return {jokers, out};
}"""


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_card_face_keeps_its_words_inside_the_card(
        new_context: Callable[..., Any], new_page: Callable[[Any], Any], lang: str) -> None:
    for w, h in SIZES:
        page = new_page(new_context(viewport={"width": w, "height": h}))
        for path in PAGES:
            open_page(page, f"{path}&lang={lang}")
            wait_quiet(page)
            found = page.evaluate(_OUTSIDE)
            assert found["jokers"] > 0, f"no joker on screen at {path} ({w}×{h})"
            assert not found["out"], f"{path} at {w}×{h}: {found['out']}"
