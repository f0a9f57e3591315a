"""The teaching table's Guide (canasta_app/tables/coach.py): said to the seat to act only, on
its own view, and every move it names is one the referee accepts on the table's position."""

from __future__ import annotations

import pytest
from helpers.words import says

from canasta_app.tables.coach import guide_notes
from canasta_app.tables.model import Entry, Settings, new_play
from canasta_core import check
from canasta_core.profiles import PROFILES
from canasta_core.questions import opening_meld, pile_take


@pytest.mark.parametrize("profile", list(PROFILES))
def test_the_guide_speaks_to_the_seat_to_act_and_names_only_legal_moves(profile: str) -> None:
    play = new_play(Settings(profile, 5000, seed=21))
    said = {"take": 0, "open": 0, "no_take": 0}
    for _ in range(60):
        if play.deal_over:
            break
        seat = play.acting
        assert seat is not None
        pos = play.position
        for other in play.rules.seats:
            if other != pos.turn:
                assert guide_notes(play.view(other), other, "en") == []
        if seat == pos.turn:
            view = play.view(seat)
            notes = guide_notes(view, seat, "en")
            assert notes
            take = pile_take(view) if pos.phase == "draw" else None
            opened = bool(pos.melds[pos.rules.side_of[seat]])
            meld = opening_meld(view) if pos.phase == "play" and not opened else None
            if take is not None:
                assert check(pos, take).legal  # on the whole table, not only the view
                assert any("take the pile" in n for n in notes)
                said["take"] += 1
            elif pos.phase == "draw" and pos.pile:
                assert any(says("tables.guide.no_take") in n for n in notes)
                said["no_take"] += 1
            if meld is not None:
                assert check(pos, meld).legal
                assert any(n.startswith("You can open") for n in notes)
                said["open"] += 1
        play = play.apply(Entry(play.version + 1, seat, play.bot_action("heuristic")))
    assert said["no_take"] > 0


def test_the_guide_in_spanish() -> None:
    play = new_play(Settings("classic", 5000, seed=2))
    seat = play.acting
    assert seat is not None
    notes = guide_notes(play.view(seat), seat, "es")
    assert notes and all("pareja" not in n for n in notes)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_with_the_stock_empty_the_guide_never_says_draw(lang: str) -> None:
    """No take and the stock empty: the Guide says pass (as the practice table does since
    701d78e), never "draw from the stock"."""
    import canasta_core as cc
    from canasta_app.text.i18n import t

    pos = cc.load({"format": "canasta/1", "dealer": "E", "turn": "S", "phase": "draw",
                   "hands": {"N": ["4C", "4D", "5C"], "E": ["6C", "6D", "7C"],
                             "S": ["8H", "8S", "KD", "KH", "KS", "QC"],
                             "W": ["9C", "9D", "TC"]},
                   "pile": ["5D", "9H", "3C"], "stock": []})
    notes = guide_notes(pos, "S", lang)
    assert t("tables.guide.no_take_empty", lang) in notes
    assert t("tables.guide.no_take", lang) not in notes
