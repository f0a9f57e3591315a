"""Positions: parsing and validation (every invalid case of notation.md), canonical JSON, defaults,
and the derived facts (opened, frozen, blocked, opening minimum, canastas)."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from engine_helpers import KINGS7, QUEENS_MIXED, position, position_dict

import canasta_core as cc
from canasta_core.positions import (
    OPENING_TIERS,
    PARTNER,
    SEATS,
    SIDE_OF,
    SIDES,
    all_cards,
    blocked_by,
    canastas,
    card_total,
    frozen_card,
    frozen_for,
    has_canasta,
    has_opened,
    opening_minimum,
    pile_top,
    to_dict,
)

# The sample position of notation.md, verbatim.
NOTATION_SAMPLE = """{
  "format": "canasta/1",
  "dealer": "W",
  "turn": "N",
  "phase": "draw",
  "scores": {"NS": 0, "EW": 1500},
  "hands": {"N": ["7H", "7S", "KD", "2C"], "E": 11, "S": ["5C", "5D"], "W": 11},
  "melds": {"NS": {}, "EW": {"Q": ["QH", "QS", "QD", "JK"]}},
  "red_threes": {"NS": [], "EW": ["3H"]},
  "pile": ["9C", "2D", "7D"],
  "stock": 60,
  "melded": ["E"],
  "this_turn": {"took_pile": false, "melded": false, "asked": null}
}"""


def base() -> dict[str, Any]:
    return json.loads(NOTATION_SAMPLE)


def invalid(d: dict[str, Any] | str) -> cc.NotationError:
    with pytest.raises(cc.NotationError) as e:
        cc.load(d)
    return e.value


class TestLoadSample:
    def test_notation_sample_loads(self) -> None:
        p = cc.load(NOTATION_SAMPLE)
        assert p.dealer == "W" and p.turn == "N" and p.phase == "draw"
        assert p.scores == {"NS": 0, "EW": 1500}
        assert p.hands["N"] == ("KD", "7H", "7S", "2C")  # canonical order
        assert p.hands["E"] == 11
        assert p.melds["EW"] == {"Q": ("QD", "QH", "QS", "JK")}
        assert p.red_threes == {"NS": (), "EW": ("3H",)}
        assert p.pile == ("9C", "2D", "7D")
        assert p.stock == 60
        assert p.melded == frozenset({"E"})
        assert p.went_out is None

    def test_load_accepts_dict_text_bytes_and_position(self) -> None:
        p = cc.load(NOTATION_SAMPLE)
        assert cc.load(base()) == p
        assert cc.load(NOTATION_SAMPLE.encode()) == p
        assert cc.load(p) is p

    def test_case_insensitive_names_and_card_spellings(self) -> None:
        d = base()
        d["dealer"], d["turn"], d["phase"] = "w", "n", "DRAW"
        d["hands"]["N"] = ["7h", "7♠", "kd", "2c"]
        d["melds"] = {"ns": {}, "ew": {"q": ["qh", "Q♠", "QD", "*"]}}
        assert cc.load(d) == cc.load(NOTATION_SAMPLE)

    def test_ten_as_meld_key(self) -> None:
        p = position(melds={"NS": {"10": ["10H", "TS", "TD"]}})
        assert p.melds["NS"] == {"T": ("TD", "TH", "TS")}


class TestInvalidPositions:
    """Every invalid-position condition listed in notation.md raises NotationError naming the field."""

    def test_format_missing(self) -> None:
        d = base()
        del d["format"]
        e = invalid(d)
        assert e.field == "format" and "missing" in str(e)

    @pytest.mark.parametrize("fmt", ["canasta/2", "", "CANASTA/1", 1, None])
    def test_format_wrong(self, fmt: Any) -> None:
        d = base()
        d["format"] = fmt
        assert invalid(d).field == "format"

    @pytest.mark.parametrize("name", ["dealer", "turn", "phase", "hands", "stock"])
    def test_required_field_missing(self, name: str) -> None:
        d = base()
        del d[name]
        e = invalid(d)
        assert e.field == name
        assert name in str(e) and "missing" in str(e)

    @pytest.mark.parametrize("name", ["scores", "melds", "red_threes", "pile", "melded", "this_turn", "went_out"])
    def test_optional_field_may_be_missing(self, name: str) -> None:
        d = base()
        d.pop(name, None)
        if name == "melds":
            d.pop("melded")  # "melded": ["E"] needs East–West's meld (see TestImpossiblePositions)
        cc.load(d)

    @pytest.mark.parametrize(
        ("path", "value", "field"),
        [
            (("hands",), ["7H"], "hands"),
            (("hands", "N"), "7H 7S", "hands.N"),
            (("hands", "N"), True, "hands.N"),
            (("hands", "N"), -1, "hands.N"),
            (("hands", "N"), 109, "hands.N"),
            (("hands", "N"), [7], "hands.N[0]"),
            (("stock",), "60", "stock"),
            (("stock",), 60.5, "stock"),
            (("scores",), [0, 0], "scores"),
            (("scores", "NS"), "0", "scores.NS"),
            (("scores", "NS"), 1.5, "scores.NS"),
            (("scores", "NS"), True, "scores.NS"),
            (("melds",), [], "melds"),
            (("melds", "EW"), ["QH"], "melds.EW"),
            (("melds", "EW", "Q"), "QH QS QD", "melds.EW.Q"),
            (("red_threes",), ["3H"], "red_threes"),
            (("red_threes", "EW"), "3H", "red_threes.EW"),
            (("pile",), "9C", "pile"),
            (("pile",), {"top": "9C"}, "pile"),
            (("melded",), "E", "melded"),
            (("this_turn",), [], "this_turn"),
            (("this_turn", "took_pile"), "no", "this_turn.took_pile"),
            (("this_turn", "melded"), 0, "this_turn.melded"),
            (("this_turn", "asked"), "maybe", "this_turn.asked"),
            (("this_turn", "asked"), True, "this_turn.asked"),
            (("went_out",), "N", "went_out"),
        ],
    )
    def test_wrong_type(self, path: tuple[str, ...], value: Any, field: str) -> None:
        d = base()
        cur = d
        for k in path[:-1]:
            cur = cur[k]
        cur[path[-1]] = value
        assert invalid(d).field == field

    def test_position_not_an_object(self) -> None:
        assert invalid("[1, 2]").field == "position"
        assert invalid("null").field == "position"

    def test_not_json(self) -> None:
        e = invalid('{"format": "canasta/1",')
        assert "not valid JSON" in str(e)

    @pytest.mark.parametrize("seat", SEATS)
    def test_seat_missing_from_hands(self, seat: str) -> None:
        d = base()
        del d["hands"][seat]
        e = invalid(d)
        assert e.field == "hands"
        assert f"seat {seat} is missing" in str(e)

    def test_unknown_card_code_names_field_and_card(self) -> None:
        d = base()
        d["hands"]["N"] = ["7H", "7Z", "KD"]
        e = invalid(d)
        assert e.field == "hands.N[1]"
        assert "7Z" in str(e)

    @pytest.mark.parametrize("zone", ["pile", "stock", "melds", "red_threes"])
    def test_unknown_card_in_other_zones(self, zone: str) -> None:
        d = base()
        if zone == "pile":
            d["pile"] = ["9C", "XX"]
            field = "pile[1]"
        elif zone == "stock":
            d["stock"] = ["9C", "1C"]
            field = "stock[1]"
        elif zone == "melds":
            d["melds"]["EW"]["Q"] = ["QH", "QS", "QX"]
            field = "melds.EW.Q[2]"
        else:
            d["red_threes"]["EW"] = ["3X"]
            field = "red_threes.EW[0]"
        assert invalid(d).field == field

    def test_card_more_than_twice(self) -> None:
        d = base()
        d["hands"]["S"] = ["7H", "5D"]
        d["pile"] = ["9C", "2D", "7H"]  # N holds a 7H too: three in all
        e = invalid(d)
        assert "7H appears more than 2 times" in str(e)
        assert e.field == "pile"

    def test_two_of_a_card_is_fine(self) -> None:
        d = base()
        d["pile"] = ["9C", "2D", "7H"]  # N holds the other 7H
        cc.load(d)

    def test_jokers_more_than_four(self) -> None:
        d = base()  # one joker in the EW queens
        d["hands"]["N"] = ["JK", "JK", "JK", "JK"]
        e = invalid(d)
        assert "JK appears more than 4 times" in str(e)
        assert "four jokers" in str(e)

    def test_four_jokers_is_fine(self) -> None:
        d = base()
        d["hands"]["N"] = ["JK", "JK", "JK"]
        cc.load(d)

    @pytest.mark.parametrize(("a", "b"), [("K", "k"), ("T", "10"), ("7", " 7")])
    def test_two_melds_of_one_rank(self, a: str, b: str) -> None:
        d = base()
        d["melds"]["NS"] = {a: ["KC", "KD", "KH"] if a == "K" else [a.strip() + "C"] * 2 + [a.strip() + "D"],
                            b: ["KS", "KS", "KH"] if a == "K" else [a.strip() + "H"] * 2 + [a.strip() + "S"]}
        e = invalid(d)
        assert e.field.startswith("melds.NS.")
        assert "two melds" in str(e)

    def test_two_melds_of_one_rank_as_duplicate_json_keys(self) -> None:
        # JSON text may repeat a key; json.loads would silently keep the last list.
        text = NOTATION_SAMPLE.replace(
            '"NS": {}, "EW"', '"NS": {"K": ["KC", "KD", "KH"], "K": ["KS", "KS", "KH"]}, "EW"'
        )
        assert text != NOTATION_SAMPLE
        e = invalid(text)
        assert e.field == "melds.NS.K"
        assert "two melds" in str(e)

    def test_duplicate_key_elsewhere(self) -> None:
        text = NOTATION_SAMPLE.replace('"stock": 60,', '"stock": 60, "stock": 61,')
        e = invalid(text)
        assert e.field == "stock"
        assert "twice" in str(e)

    def test_meld_card_of_another_rank(self) -> None:
        d = base()
        d["melds"]["EW"]["Q"] = ["QH", "QS", "KD", "JK"]
        e = invalid(d)
        assert e.field == "melds.EW.Q[2]"  # the index in the list as written
        assert "KD" in str(e)

    def test_meld_key_not_a_rank(self) -> None:
        d = base()
        d["melds"]["EW"] = {"2": ["2C", "2D", "2H"]}
        assert invalid(d).field == "melds.EW.2"

    def test_black_three_meld_holds_only_black_threes(self) -> None:
        d = base()
        d["melds"]["NS"] = {"3": ["3C", "3S", "2C"]}
        e = invalid(d)
        assert e.field == "melds.NS.3[2]"

    def test_red_three_in_a_hand(self) -> None:
        d = base()
        d["hands"]["N"] = ["7H", "3D"]
        e = invalid(d)
        assert (e.code, e.field, e.params) == ("hands.red-three", "hands.N[1]", {"card": "3D"})

    def test_red_three_in_a_meld(self) -> None:
        d = base()
        d["melds"]["NS"] = {"3": ["3C", "3S", "3H"]}
        e = invalid(d)
        assert e.field == "melds.NS.3[2]"
        assert "red three" in str(e)

    def test_not_a_red_three_in_red_threes(self) -> None:
        d = base()
        d["red_threes"]["NS"] = ["3D", "3C"]
        e = invalid(d)
        assert (e.code, e.field, e.params) == ("red-threes.not-red-three", "red_threes.NS[1]",
                                               {"card": "3C"})

    def test_unknown_seat_in_hands(self) -> None:
        d = base()
        d["hands"]["X"] = 11
        e = invalid(d)
        assert (e.code, e.field, e.params) == ("seat.unknown", "hands", {"value": "'X'"})

    @pytest.mark.parametrize("name", ["scores", "melds", "red_threes"])
    def test_unknown_side(self, name: str) -> None:
        d = base()
        d[name] = {"NE": 0 if name == "scores" else ({} if name == "melds" else [])}
        e = invalid(d)
        assert (e.code, e.field, e.params) == ("side.unknown", name, {"value": "'NE'"})

    def test_unknown_seat_in_melded(self) -> None:
        d = base()
        d["melded"] = ["E", "Q"]
        assert invalid(d).field == "melded[1]"

    @pytest.mark.parametrize(("name", "value"), [("turn", "X"), ("dealer", "NS"), ("turn", 1), ("dealer", "")])
    def test_unknown_turn_or_dealer(self, name: str, value: Any) -> None:
        d = base()
        d[name] = value
        e = invalid(d)
        assert e.field == name and "not a seat" in str(e)

    @pytest.mark.parametrize("value", ["discard", "", 3, None])
    def test_unknown_phase(self, value: Any) -> None:
        d = base()
        d["phase"] = value
        e = invalid(d)
        assert e.field == "phase" and "not a phase" in str(e)

    def test_went_out_without_seat(self) -> None:
        d = base()
        d["phase"] = "over"
        d["went_out"] = {"concealed": False}
        assert invalid(d).field == "went_out"

    def test_deeply_nested_json(self) -> None:
        e = invalid("[" * 50_000)
        assert e.rule == "input"
        invalid('{"a": ' * 5_000)

    def test_huge_number(self) -> None:
        d = NOTATION_SAMPLE.replace('"stock": 60', '"stock": ' + "9" * 5000)
        assert invalid(d).rule == "input"

    def test_too_long_text(self) -> None:
        e = invalid(" " * 100_001)
        assert "limit" in str(e)

    def test_error_message_starts_with_the_field(self) -> None:
        d = base()
        d["hands"]["N"] = ["7H", "7Z"]
        assert str(invalid(d)).startswith("hands.N[1]: ")


class TestImpossiblePositions:
    """notation.md, "A position is invalid": positions that could not arise at a table."""

    def test_a_meld_of_two_cards(self) -> None:
        d = base()
        d["melds"]["NS"] = {"5": ["5C", "5D"]}
        e = invalid(d)
        assert (e.code, e.field) == ("melds.too-small", "melds.NS.5")
        assert str(e) == "melds.NS.5: a meld needs at least three cards; this one has 2."
        assert e.message_in("es") == ("melds.NS.5: un juego necesita al menos tres cartas; este "
                                      "tiene 2.")

    def test_a_meld_with_one_natural(self) -> None:
        d = base()
        d["melds"]["NS"] = {"5": ["5C", "2D", "JK"]}
        e = invalid(d)
        assert (e.code, e.field, e.params["naturals"]) == ("melds.few-naturals", "melds.NS.5", 1)
        assert "at least two natural cards" in str(e)

    def test_a_meld_with_four_wilds(self) -> None:
        d = base()
        d["melds"]["EW"] = {"Q": ["QH", "QS", "QD", "JK", "JK", "2C", "2D"]}
        e = invalid(d)
        assert (e.code, e.field) == ("melds.too-many-wilds", "melds.EW.Q")
        assert "at most three wild cards; this one has 4" in str(e)

    def test_three_wilds_and_two_naturals_are_possible(self) -> None:
        d = base()
        d["melds"]["EW"] = {"Q": ["QH", "QS", "JK", "2C", "2H"]}
        cc.load(d)

    def test_black_threes_on_the_table_before_the_deal_is_over(self) -> None:
        d = base()
        d["melds"]["EW"]["3"] = ["3C", "3S", "3C"]
        e = invalid(d)
        assert (e.code, e.field) == ("melds.threes-before-the-end", "melds.EW.3")
        assert "goes out" in str(e) and '"phase": "over"' in str(e)
        assert "quien corta" in e.message_in("es")
        mid_turn = copy.deepcopy(d)
        d["phase"] = "over"
        d["went_out"] = {"seat": "E", "concealed": False}
        cc.load(d)  # the player who went out melded them
        # ... or is about to discard the last card, in the turn that melded them
        mid_turn.update(turn="E", phase="play", this_turn={"new_melds": ["3"]})
        mid_turn["hands"]["E"] = ["9D"]
        cc.load(mid_turn)
        mid_turn["hands"]["E"] = ["9D", "9H"]  # two cards left: not going out with this meld
        assert invalid(mid_turn).code == "melds.threes-before-the-end"

    def test_melded_names_a_seat_whose_side_has_no_meld(self) -> None:
        d = base()
        d["melded"] = ["E", "S"]
        e = invalid(d)
        assert (e.code, e.field) == ("melded.side-has-no-meld", "melded[1]")
        assert str(e) == ('melded[1]: S is listed as having melded, but North–South has no meld '
                          'on the table; remove S from "melded" or give the side its melds.')
        assert "Norte–Sur" in e.message_in("es")

    def test_more_than_108_cards_counting_hands_and_stock_numbers(self) -> None:
        d = base()
        d["stock"] = 80  # 4 + 11 + 2 + 11 in hands, 4 melded, 1 red three, 3 in the pile: 116
        e = invalid(d)
        assert (e.code, e.field, e.params["total"]) == ("position.too-many-cards", "stock", 116)
        assert "116 cards" in str(e) and "stock 80" in str(e) and "108" in str(e)
        assert "mazo 80" in e.message_in("es")

    def test_108_cards_and_fewer_stay_valid(self) -> None:
        d = base()
        d["stock"] = 72  # exactly 108
        assert card_total(cc.load(d)) == 108
        d["stock"] = 0  # lessons leave cards out
        cc.load(d)

    def test_a_hand_count_is_named_when_the_stock_is_listed(self) -> None:
        d = base()
        d["stock"] = []
        d["hands"]["E"] = 100
        assert invalid(d).field == "hands.E"

    def test_dealt_and_played_positions_stay_possible(self) -> None:
        for seed in range(5):
            rng = random.Random(seed)
            p = cc.deal(seed)
            while p.phase != "over":
                cc.load(cc.dump(p))
                p = cc.play(p, rng.choice(cc.legal_actions(p)))
            cc.load(cc.dump(p))


class TestDefaults:
    def test_optional_fields_default(self) -> None:
        d = position_dict(phase="draw", hand=["7H"])
        for k in ("scores", "melds", "red_threes", "pile"):
            del d[k]
        p = cc.load(d)
        assert p.scores == {"NS": 0, "EW": 0}
        assert p.melds == {"NS": {}, "EW": {}}
        assert p.red_threes == {"NS": (), "EW": ()}
        assert p.pile == ()
        assert p.melded == frozenset()
        assert p.went_out is None

    def test_melded_defaults_to_every_seat_of_a_side_with_melds(self) -> None:
        p = position(melds={"EW": {"Q": ["QH", "QS", "QD"]}})
        assert p.melded == frozenset({"E", "W"})
        p = position(melds={"NS": {"Q": ["QH", "QS", "QD"]}, "EW": {"K": ["KH", "KS", "KD"]}})
        assert p.melded == frozenset(SEATS)

    def test_this_turn_defaults(self) -> None:
        p = position(hand=["7H"])
        t = p.this_turn
        assert (t.took_pile, t.melded, t.asked, t.new_melds) == (False, False, None, ())
        assert t.concealed_ok is True  # N is not in melded

    def test_concealed_ok_defaults_from_melded(self) -> None:
        # the side has melds, so by default N is taken to have melded: not concealed
        p = position(hand=["7H"], melds={"NS": {"Q": ["QH", "QS", "QD"]}})
        assert p.this_turn.concealed_ok is False
        # melded given explicitly: only S has melded, so N still may go out concealed
        p = position(hand=["7H"], melds={"NS": {"Q": ["QH", "QS", "QD"]}}, melded=["S"])
        assert p.this_turn.concealed_ok is True
        # a this_turn object without concealed_ok uses the same default
        p = position(hand=["7H"], melds={"NS": {"Q": ["QH", "QS", "QD"]}}, this_turn={"took_pile": True})
        assert p.this_turn.concealed_ok is False and p.this_turn.took_pile is True

    def test_this_turn_fields(self) -> None:
        p = position(hand=["7H"], this_turn={"asked": "PENDING", "new_melds": ["k", "10"], "concealed_ok": False})
        assert p.this_turn.asked == "pending"
        assert p.this_turn.new_melds == ("K", "T")
        assert p.this_turn.concealed_ok is False

    def test_went_out(self) -> None:
        p = position(phase="over", hand=[], went_out={"seat": "n", "concealed": True})
        assert p.went_out == cc.positions.WentOut("N", True)
        p = position(phase="over", hand=[], went_out={"seat": "E"})
        assert p.went_out == cc.positions.WentOut("E", False)


class TestCanonicalDump:
    def test_dump_writes_every_field_in_notation_order(self) -> None:
        d = json.loads(cc.dump(cc.load(NOTATION_SAMPLE)))
        assert list(d) == [
            "format", "dealer", "turn", "phase", "scores", "hands", "melds", "red_threes", "pile",
            "stock", "melded", "this_turn", "went_out",
        ]
        assert d["format"] == "canasta/1"
        assert list(d["hands"]) == list(SEATS)
        assert list(d["melds"]) == list(SIDES)
        assert d["hands"]["N"] == ["KD", "7H", "7S", "2C"]
        assert d["this_turn"] == {
            "took_pile": False, "melded": False, "asked": None, "concealed_ok": True, "new_melds": [],
        }
        assert d["went_out"] is None

    def test_dump_is_canonical_whatever_the_spelling(self) -> None:
        d = base()
        d["hands"]["N"] = ["2c", "kd", "7S", "7h"]
        d["melds"] = {"ew": {"q": ["JK", "qd", "QS", "QH"]}, "ns": {}}
        d["turn"] = "n"
        assert cc.dump(cc.load(d)) == cc.dump(cc.load(NOTATION_SAMPLE))

    def test_melds_written_high_rank_first(self) -> None:
        p = position(melds={"NS": {"4": ["4C", "4D", "4H"], "A": ["AC", "AD", "AH"], "T": ["TC", "TD", "TH"]}})
        assert list(to_dict(p)["melds"]["NS"]) == ["A", "T", "4"]

    def test_pile_order_is_kept(self) -> None:
        p = position(pile=["KS", "4D", "9C"])
        assert to_dict(p)["pile"] == ["KS", "4D", "9C"]

    def test_stock_list_order_is_kept(self) -> None:
        p = position(stock=["KS", "4D", "9C"])
        assert to_dict(p)["stock"] == ["KS", "4D", "9C"]

    def test_indent(self) -> None:
        p = cc.load(NOTATION_SAMPLE)
        assert "\n" not in cc.dump(p)
        assert cc.load(cc.dump(p, indent=2)) == p

    def test_unicode_kept(self) -> None:
        p = cc.load(NOTATION_SAMPLE)
        assert cc.dump(p).isascii()  # codes only: nothing to escape

    @pytest.mark.parametrize(
        "kw",
        [
            {},
            {"phase": "draw", "hand": ["7H", "7S"], "pile": ["9C", "2D", "7D"], "stock": ["KS", "3H"]},
            {"hand": ["7H"], "melds": {"NS": {"K": KINGS7}, "EW": {"Q": QUEENS_MIXED}}, "melded": ["S", "E"]},
            {"phase": "over", "hand": [], "hands": {"E": [], "S": ["7C"], "W": ["9D"]}, "went_out": {"seat": "N", "concealed": True}},
            {"hand": ["7H"], "this_turn": {"took_pile": True, "melded": True, "asked": "yes", "concealed_ok": False, "new_melds": ["K"]}},
            {"scores": {"NS": -150, "EW": 4995}, "red_threes": {"NS": ["3H", "3D"], "EW": ["3H"]}},
        ],
    )
    def test_round_trip(self, kw: dict[str, Any]) -> None:
        p = position(**kw)
        text = cc.dump(p)
        assert cc.load(text) == p
        assert cc.dump(cc.load(text)) == text
        assert cc.load(to_dict(p)) == p

    def test_to_dict_is_a_copy(self) -> None:
        p = cc.load(NOTATION_SAMPLE)
        d = to_dict(p)
        d2 = copy.deepcopy(d)
        d["hands"]["N"].append("AS")
        assert to_dict(p) == d2

    def test_positions_are_values(self) -> None:
        assert cc.load(NOTATION_SAMPLE) == cc.load(NOTATION_SAMPLE)
        assert cc.load(NOTATION_SAMPLE) != position()
        with pytest.raises(TypeError):
            hash(cc.load(NOTATION_SAMPLE))


class TestDerivedFacts:
    @pytest.mark.parametrize(
        ("score", "minimum"),
        [(-5000, 15), (-5, 15), (0, 50), (5, 50), (1495, 50), (1500, 90), (2995, 90), (3000, 120), (9000, 120)],
    )
    def test_opening_minimum(self, score: int, minimum: int) -> None:
        assert opening_minimum(score) == minimum

    def test_opening_tiers_table(self) -> None:
        assert [t[2] for t in OPENING_TIERS] == [15, 50, 90, 120]

    def test_has_opened(self) -> None:
        p = position(melds={"EW": {"Q": ["QH", "QS", "QD"]}})
        assert has_opened(p, "EW") and not has_opened(p, "NS")

    def test_seats_sides_partners(self) -> None:
        assert SEATS == ("N", "E", "S", "W")
        assert SIDE_OF == {"N": "NS", "S": "NS", "E": "EW", "W": "EW"}
        assert PARTNER == {"N": "S", "S": "N", "E": "W", "W": "E"}
        assert cc.positions.NEXT_SEAT == {"N": "E", "E": "S", "S": "W", "W": "N"}
        assert position(turn="W", hand=["7H"]).side == "EW"

    def test_frozen_for(self) -> None:
        opened = {"NS": {"K": ["KC", "KD", "KH"]}}
        assert frozen_for(position(pile=["7H"], melds=opened), "NS") is None
        assert frozen_for(position(pile=["7H"], melds=opened), "EW") == "not-opened"
        assert frozen_for(position(pile=["2C", "7H"], melds=opened), "NS") == "wild"
        assert frozen_for(position(pile=["JK", "5C", "7H"], melds=opened), "NS") == "wild"
        assert frozen_for(position(pile=["3D", "7H"], melds=opened), "NS") == "red-three"
        assert frozen_for(position(pile=["3C", "7H"], melds=opened), "NS") is None  # black three
        assert frozen_for(position(pile=[], melds=opened), "NS") is None

    def test_frozen_card(self) -> None:
        assert frozen_card(position(pile=["9C", "2D", "7D"])) == "2D"
        assert frozen_card(position(pile=["9C", "7D"])) is None

    def test_blocked_by(self) -> None:
        assert blocked_by(position(pile=["7H", "2C"])) == "2C"
        assert blocked_by(position(pile=["JK"])) == "JK"
        assert blocked_by(position(pile=["7H", "3S"])) == "3S"
        assert blocked_by(position(pile=["3S", "7H"])) is None
        assert blocked_by(position(pile=[])) is None

    def test_pile_top(self) -> None:
        assert pile_top(position(pile=["9C", "2D", "7D"])) == "7D"
        assert pile_top(position()) is None

    def test_canastas(self) -> None:
        p = position(melds={"NS": {"K": KINGS7, "Q": QUEENS_MIXED, "9": ["9C", "9D", "9H"]}})
        assert sorted(canastas(p, "NS")) == [("K", True), ("Q", False)]
        assert has_canasta(p, "NS") and not has_canasta(p, "EW")
        assert canastas(p, "EW") == []

    def test_card_total_and_all_cards(self) -> None:
        p = cc.load(NOTATION_SAMPLE)
        # N 4 + E 11 + S 2 + W 11 + meld 4 + red three 1 + pile 3 + stock 60
        assert card_total(p) == 96
        assert len(all_cards(p)) == 4 + 2 + 4 + 1 + 3

    def test_hand_given_as_count_cannot_be_listed(self) -> None:
        p = cc.load(NOTATION_SAMPLE)
        assert p.hand_size("E") == 11
        with pytest.raises(cc.NotationError) as e:
            p.hand("E")
        assert e.value.field == "hands.E"
