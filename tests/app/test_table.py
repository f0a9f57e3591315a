"""The felt table view (ui/table.py) and the classroom's helpers that feed it: no pile
badge once the deal is over, the cards just played highlighted, a seat's view that hides what
the seat cannot see, the projector layout, the optional opening minimum; the profiles' tables
(two, three or six seats, sides named by their seats)."""

from __future__ import annotations

import re

import pytest

import canasta_core as cc
from canasta_app.classroom import model as cl
from canasta_app.ui.seats import side_label
from canasta_app.ui.table import pile_badges, table_html
from canasta_core.cards import pretty
from canasta_core.profiles import PROFILES

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
    from canasta_app.ui import fit

    sent: list[tuple[str, bool]] = []
    monkeypatch.setattr(fit.st, "html", lambda body, unsafe_allow_javascript=False: sent.append(
        (body, unsafe_allow_javascript)))
    fit.fit_to_viewport(".cc-table.cc-present", ".st-key-classroom_narr_big")
    [(body, js)] = sent
    assert js and 'window.__ccFitSel = [".cc-table.cc-present", ".st-key-classroom_narr_big"]' in body
    with pytest.raises(ValueError):
        fit.fit_to_viewport("</script><script>alert(1)")


# --- the profiles' tables (profiles.md): two, three or six seats -----------------------------

def seats_shown(html_text: str) -> list[str]:
    return re.findall(r'class="cc-seat[^"]*" data-side="[^"]*" data-seat="([^"]+)"', html_text)


def sides_shown(html_text: str) -> list[str]:
    return re.findall(r'class="cc-sidebox" data-side="([^"]+)"', html_text)


@pytest.mark.parametrize("profile, seats, sides, layout", [
    ("classic", ["N", "E", "S", "W"], ["NS", "EW"], 'class="cc-grid"'),
    ("two-hand", ["N", "S"], ["N", "S"], "cc-seats-2"),
    ("three-hand", ["N", "E", "S"], ["N", "E", "S"], "cc-seats-3"),
    ("six-hand", ["N", "NE", "SE", "S", "SW", "NW"], ["A", "B"], "cc-seats-6"),
])
def test_the_table_draws_the_profiles_seats_and_sides(
        profile: str, seats: list[str], sides: list[str], layout: str) -> None:
    pos = cc.deal(11, "N", profile=profile)
    shown = table_html(pos, "en", reveal="S")
    assert seats_shown(shown) == seats
    assert sides_shown(shown) == sides
    assert layout in shown
    # each seat's box says which side it plays for
    for seat in seats:
        assert f'data-side="{pos.rules.side_of[seat]}" data-seat="{seat}"' in shown
    # a classic table carries no layout of its own (style.py's cross); the others do
    assert ("<style>" in shown) == (profile != "classic")
    # South's cards are shown, every other hand as a count
    hand = pos.hands["S"]
    assert not isinstance(hand, int)
    assert shown.count('role="img"') >= len(hand)
    assert f"{pos.rules.hand_size} cards" in shown


@pytest.mark.parametrize("lang, two, six_a, classic", [
    ("en", ["North", "South"], "North – South-East – South-West", "North–South"),
    ("es", ["Norte", "Sur"], "Norte – Sudeste – Sudoeste", "Norte–Sur"),
])
def test_sides_are_named_by_their_seats(lang: str, two: list[str], six_a: str,
                                        classic: str) -> None:
    assert [side_label(PROFILES["two-hand"], s, lang) for s in ("N", "S")] == two
    assert side_label(PROFILES["six-hand"], "A", lang) == six_a
    assert side_label(PROFILES["classic"], "NS", lang) == classic
    two_hand = table_html(cc.deal(3, "N", profile="two-hand"), lang)
    assert classic not in two_hand, "a two-hand table has no partnerships"
    assert f"<b>{two[0]}</b>" in two_hand and f"<b>{two[1]}</b>" in two_hand
    six = table_html(cc.deal(3, "N", profile="six-hand"), lang)
    assert six_a in six


def test_a_six_hand_seat_view_shows_that_seat_only() -> None:
    pos = cc.deal(4, "S", profile="six-hand")
    for seat in pos.rules.seats:
        shown = table_html(pos, "en", reveal=seat)
        m = re.search(rf'data-seat="{seat}">(.*?)</div></div>', shown, re.S)
        assert m and m.group(1).count('role="img"') == 11
        other = next(s for s in pos.rules.seats if s != seat)
        m = re.search(rf'data-seat="{other}">(.*?)</div></div>', shown, re.S)
        assert m and m.group(1).count('role="img"') == 0
    # a seat the profile does not have shows counts only
    assert table_html(pos, "en", reveal="W") == table_html(pos, "en", reveal="counts")


@pytest.mark.parametrize("profile", ["two-hand", "three-hand", "six-hand"])
def test_cards_just_melded_are_marked_at_every_table(profile: str) -> None:
    import random

    from canasta_core.actions import parse
    from canasta_core.bots import choose_text
    from canasta_core.legal import legal_evaluations
    from canasta_core.play import apply_events
    from canasta_core.players import make_bot
    from canasta_core.rulings import evaluate

    pos = cc.deal(6, "N", profile=profile)
    rng = random.Random(1)
    for n in range(400):  # random play until a meld is laid down
        found = legal_evaluations(pos)
        melds = [a for a in found if a.startswith("meld")]
        text = rng.choice(melds) if melds else choose_text(make_bot("random", n), pos)
        after = apply_events(pos, found[text] or evaluate(pos, parse(text)))[0]
        if text.startswith("meld"):
            fresh = cl.just_played(pos, after)
            side = pos.rules.side_of[pos.turn]
            assert any(k.startswith(f"meld:{side}:") for k in fresh), fresh
            assert fresh_titles(table_html(after, "en", fresh=fresh))
            return
        pos = after
    pytest.fail("no meld in 400 moves")



@pytest.mark.parametrize("lang, ask, out", [("en", "ask", "(or go out)"),
                                             ("es", "pregunta", "(o corta)")])
def test_the_turn_line_offers_only_what_the_player_may_do(lang: str, ask: str, out: str) -> None:
    """After the partner said no the line does not offer going out; a player alone (two-hand)
    is not told to ask."""
    from dataclasses import replace

    from canasta_app.ui.table import _turn_line

    play = replace(RECORD.position_at(12), phase="play")
    assert out in _turn_line(play, lang) and ask in _turn_line(play, lang)
    said_no = replace(play, this_turn=replace(play.this_turn, asked="no"))
    assert out not in _turn_line(said_no, lang)
    assert _turn_line(said_no, lang) in table_html(said_no, lang)
    alone = replace(cc.deal(11, "N", profile="two-hand"), phase="play")
    assert ask not in _turn_line(alone, lang) and out in _turn_line(alone, lang)
