"""The felt table view (components/table.py) and the classroom's helpers that feed it: no pile
badge once the deal is over, the cards just played highlighted, a seat's view that hides what
the seat cannot see, the projector layout, the optional opening minimum."""

from __future__ import annotations

import re

import pytest

from canasta_app import classroom as cl
from canasta_app.components.table import pile_badges, table_html
from canasta_core.cards import pretty

RECORD = cl.deal_record(7, "N", "heuristic", "heuristic")


def fresh_titles(html_text: str) -> list[str]:
    """The titles (card names) of the faces marked as just played."""
    return re.findall(r'class="cc-card cc-fresh[^"]*" title="([^"]*)"', html_text)


def test_no_pile_badge_once_the_deal_is_over() -> None:
    final = RECORD.final
    assert final.phase == "over" and final.pile, "the seeded deal ends with cards in the pile"
    assert pile_badges(final, "en") == []
    shown = table_html(final, "en")
    assert "cc-badge-open" not in shown and "it can be taken" not in shown
    # a move earlier, the same pile still says whether it can be taken
    before = RECORD.steps[-1].before
    if before.pile:
        assert pile_badges(before, "en")


def test_a_discard_highlights_the_pile_top_and_a_meld_its_new_cards() -> None:
    discard = next(s for s in RECORD.steps if s.action.startswith("discard"))
    fresh = cl.just_played(discard.before, discard.after)
    assert fresh == {"pile": (discard.after.pile[-1],)}
    assert fresh_titles(table_html(discard.after, "en", fresh=fresh)) == [
        pretty(discard.after.pile[-1])
    ]
    meld = next(s for s in RECORD.steps if s.action.startswith("meld"))
    fresh = cl.just_played(meld.before, meld.after)
    placed = [c for k, cs in fresh.items() if k.startswith("meld:") for c in cs]
    assert placed and sorted(placed) == sorted(
        c for c in meld.action.replace(";", " ").split()[1:] if c != "meld"
    )
    marked = fresh_titles(table_html(meld.after, "en", fresh=fresh))
    assert sorted(marked) == sorted(pretty(c) for c in placed)
    # nothing is highlighted without `fresh`
    assert fresh_titles(table_html(meld.after, "en")) == []


def test_a_drawn_card_is_highlighted_only_where_the_hand_is_shown() -> None:
    draw = RECORD.steps[0]
    assert draw.action == "draw"
    fresh = cl.just_played(draw.before, draw.after)
    [(where, cards)] = fresh.items()
    assert where == f"hand:{draw.seat}" and len(cards) == 1
    assert fresh_titles(table_html(draw.after, "en", "all", fresh=fresh)) == [pretty(cards[0])]
    other = next(s for s in "NESW" if s != draw.seat)
    hidden = table_html(draw.after, "en", other, fresh=fresh)
    assert fresh_titles(hidden) == [] and pretty(cards[0]) not in hidden


@pytest.mark.parametrize("view", ["N", "E", "S", "W"])
def test_a_seat_view_keeps_only_that_seats_cards(view: str) -> None:
    pos = RECORD.position_at(10)
    seen = cl.seat_view(pos, view)
    assert seen.hands[view] == pos.hands[view]
    for seat in "NESW":
        if seat != view:
            assert seen.hands[seat] == pos.hand_size(seat)
    assert seen.stock == pos.stock_size
    assert seen.melds == pos.melds and seen.pile == pos.pile and seen.turn == pos.turn
    assert cl.seat_view(pos, "all") is pos
    counts = cl.seat_view(pos, "counts")
    assert all(isinstance(h, int) for h in counts.hands.values())


def test_presentation_layout_and_the_hidden_minimum() -> None:
    pos = RECORD.position_at(12)
    shown = table_html(pos, "en", present=True)
    assert 'class="cc-table cc-present"' in shown
    assert shown.count('class="cc-sidesum"') == 2, "each side's line sits in its melds box"
    assert "opening minimum" in shown
    assert "opening minimum" not in table_html(pos, "en", show_minimum=False)
    assert "opening minimum" not in table_html(pos, "en", present=True, show_minimum=False)


@pytest.mark.parametrize("lang, one, many", [("en", "1 card left", "2 cards left"),
                                             ("es", "queda 1 carta", "quedan 2 cartas")])
def test_the_stock_count_has_a_singular(lang: str, one: str, many: str) -> None:
    from dataclasses import replace

    pos = RECORD.position_at(3)
    assert one in table_html(replace(pos, stock=1), lang)
    assert many in table_html(replace(pos, stock=2), lang)


def test_the_fit_script_takes_selectors_but_no_markup(monkeypatch: pytest.MonkeyPatch) -> None:
    from canasta_app.components import fit

    sent: list[tuple[str, bool]] = []
    monkeypatch.setattr(fit.st, "html", lambda body, unsafe_allow_javascript=False: sent.append(
        (body, unsafe_allow_javascript)))
    fit.fit_to_viewport(".cc-table.cc-present", ".st-key-classroom_narr_big")
    [(body, js)] = sent
    assert js and 'window.__ccFitSel = [".cc-table.cc-present", ".st-key-classroom_narr_big"]' in body
    with pytest.raises(ValueError):
        fit.fit_to_viewport("</script><script>alert(1)")
