"""notation.md `ended`: how a deal that is over ended, read and written by the position codec,
set by `play` and by the fast path alike, and the deciding rule cited in every ruling about the
draw that ends a deal and about a deal that is over (issue 37), at every table (profiles.md).
"""

from __future__ import annotations

from typing import Any

import pytest

import canasta_core as cc
from canasta_core.game import Game

SEATS = {"classic": "NESW", "two-hand": ["N", "S"], "three-hand": ["N", "E", "S"],
         "six-hand": ["N", "NE", "SE", "S", "SW", "NW"]}
SIDES = {"classic": ["NS", "EW"], "two-hand": ["N", "S"], "three-hand": ["N", "E", "S"],
         "six-hand": ["A", "B"]}
PROFILES = list(SEATS)


def pos(profile: str, **fields: Any) -> dict[str, Any]:
    seats = list(SEATS[profile])
    d: dict[str, Any] = {
        "format": "canasta/1", "dealer": seats[-1], "turn": "N", "phase": "draw",
        "hands": {s: 5 for s in seats} | {"N": ["9C", "9D", "KH", "5S", "6S"]},
        "pile": ["8C"], "stock": 20,
    }
    if profile != "classic":
        d["profile"] = profile
    return d | fields


def over(profile: str, **fields: Any) -> dict[str, Any]:
    return pos(profile, **({"phase": "over", "stock": 0} | fields))


# --- the codec ------------------------------------------------------------------------------

@pytest.mark.parametrize("profile", PROFILES)
def test_the_default_is_out_with_went_out_else_stock(profile: str) -> None:
    assert cc.load(over(profile)).ending == "stock"
    assert cc.load(over(profile, went_out={"seat": "N"})).ending == "out"
    assert cc.load(pos(profile)).ending is None  # a deal in play has not ended


@pytest.mark.parametrize("profile", PROFILES)
@pytest.mark.parametrize("ended", ["out", "stock", "last-red-three"])
def test_each_ending_reads_and_writes_back(profile: str, ended: str) -> None:
    extra = {"went_out": {"seat": "N", "concealed": False}} if ended == "out" else {}
    p = cc.load(over(profile, ended=ended.upper(), **extra))  # read case-insensitively
    assert p.ending == ended
    text = cc.dump(p)
    assert cc.load(text) == p and cc.dump(cc.load(text)) == text
    # written only where it is not the default: positions of before stay byte for byte
    assert ('"ended"' in text) == (ended == "last-red-three")


@pytest.mark.parametrize(("fields", "code"), [
    ({"ended": "gone"}, "ended.unknown"),
    ({"ended": 3}, "ended.unknown"),
    ({"ended": "out"}, "ended.out-needs-went-out"),
    ({"ended": "stock", "went_out": {"seat": "N"}}, "ended.went-out-set"),
    ({"ended": "last-red-three", "stock": 4}, "ended.stock-not-empty"),
    ({"ended": "stock", "stock": ["5C"]}, "ended.stock-not-empty"),
])
def test_an_ending_that_contradicts_the_position_is_refused(fields: dict[str, Any],
                                                            code: str) -> None:
    with pytest.raises(cc.NotationError) as e:
        cc.load(over("classic", **fields))
    assert e.value.code == code and e.value.field == "ended"
    assert "{" not in str(e.value)


def test_an_ending_on_a_deal_in_play_is_refused() -> None:
    with pytest.raises(cc.NotationError) as e:
        cc.load(pos("classic", ended="stock"))
    assert e.value.code == "ended.not-over"


# --- play and the fast path record it ---------------------------------------------------------

@pytest.mark.parametrize("profile", PROFILES)
def test_a_draw_that_meets_only_red_threes_ends_the_deal_so(profile: str) -> None:
    p = cc.load(pos(profile, stock=["3H"]))
    after = cc.play(p, "draw")
    assert after.phase == "over" and after.ending == "last-red-three"
    g = Game.from_position(p)
    g.play("draw")
    assert g.to_position() == after  # the fast path keeps the same record
    assert Game.from_position(after).to_position() == after


@pytest.mark.parametrize("profile", PROFILES)
def test_a_pass_and_a_going_out_keep_the_default(profile: str) -> None:
    passed = cc.play(cc.load(pos(profile, stock=0, pile=[])), "pass")
    assert passed.ending == "stock" and passed.ended is None


# --- the rulings say it and cite the rule -----------------------------------------------------

LAST_RED = {"classic": ("stock.last-red-three",), "six-hand": ("stock.last-red-three",),
            "two-hand": ("two.stock-end", "stock.last-red-three"),
            "three-hand": ("two.stock-end", "stock.last-red-three")}


@pytest.mark.parametrize("profile", PROFILES)
def test_check_on_the_draw_of_a_last_red_three_says_the_deal_ends(profile: str) -> None:
    r = cc.check(cc.load(pos(profile, stock=["3H"])), "draw")
    assert r.legal and r.cites == LAST_RED[profile]
    assert (r.code, r.params["n"]) == ("ok.draw-ends", "1")
    assert "termina en el acto" in r.reason_in("es")
    two = cc.check(cc.load(pos(profile, stock=["3D", "3H"])), "draw")
    assert two.legal and (two.code, two.params["n"]) == ("ok.draw-ends-n", "2")


@pytest.mark.parametrize("profile", ["two-hand", "three-hand"])
def test_a_two_card_draw_from_one_card_says_what_is_left(profile: str) -> None:
    r = cc.check(cc.load(pos(profile, stock=["7C"])), "draw")
    assert r.legal and r.code == "ok.draw-last" and "two.stock-end" in r.cites
    assert r.code == "ok.draw-last"
    full = cc.check(cc.load(pos(profile, stock=["7C", "8D", "9H"])), "draw")
    assert (full.code, full.params["n"]) == ("ok.draw-n", "2")


@pytest.mark.parametrize("profile", PROFILES)
@pytest.mark.parametrize(("ended", "cite"), [
    ("stock", ("stock.empty",)),
    ("last-red-three", None),
    ("out", None),
])
def test_a_move_after_the_end_cites_what_ended_it(profile: str, ended: str,
                                                  cite: tuple[str, ...] | None) -> None:
    extra = {"went_out": {"seat": "S"}} if ended == "out" else {}
    p = cc.load(over(profile, ended=ended, **extra))
    r = cc.check(p, "discard 9C")
    assert not r.legal and r.rule == "turn.not-yours"
    want = cite or (LAST_RED[profile] if ended == "last-red-three"
                    else ("two.out",) if profile == "two-hand" else ("out.canasta",))
    assert r.cites == want
    words = {"stock": "pile was not taken", "last-red-three": "red three",
             "out": "went out"}[ended]
    assert words in r.reason


def test_six_hand_ask_names_the_partner_who_answers() -> None:
    """[six.ask] There are two partners: the ruling names the one who answers before the move
    is played, and the answer names him too."""
    d = pos("six-hand", phase="play", melds={"A": {"K": ["KC", "KD", "KH", "KS", "KC", "KD",
                                                          "2C"]}},
            hands={s: 5 for s in SEATS["six-hand"]} | {"N": ["9C", "9D", "9H", "5S"]})
    p = cc.load(d)
    r = cc.check(p, "ask")
    assert r.legal and r.params["partner"] == "SE" and "six.ask" in r.cites
    assert (r.code, r.params["partner"]) == ("ok.ask-to", "SE")
    asked = cc.play(p, "ask")
    y = cc.check(asked, "yes")
    assert y.legal and y.code == "ok.yes-from" and "your partner" not in y.reason.lower()
    waiting = cc.check(asked, "discard 5S")  # the answer is pending: named, not "your partner"
    assert not waiting.legal and waiting.rule == "out.permission"
    assert waiting.code == "permission.pending-from" and "South-East" in waiting.reason
    assert "your partner" not in waiting.reason.lower()
    assert "Sudeste" in waiting.reason_in("es") and "tu compañero" not in waiting.reason_in("es")
    classic = cc.check(cc.load(pos("classic", phase="play", melds=d["melds"] and {
        "NS": d["melds"]["A"]}, hands={s: 5 for s in "NESW"} | {"N": d["hands"]["N"]})), "ask")
    assert classic.legal and classic.code == "ok.ask"
