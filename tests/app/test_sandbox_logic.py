"""The sandbox's logic without Streamlit: presets, history, grouped actions, facts, editor, builder."""

from __future__ import annotations

import re

import pytest
from fixtures import load_cases
from helpers.words import says

import canasta_core as cc
from canasta_app.domain import history
from canasta_app.sandbox import model as sb
from canasta_app.text.i18n import t


def test_presets_are_the_shared_examples() -> None:
    presets = sb.example_presets()
    kinds = [p.kind for p in presets]
    assert kinds.count("check") == 9 and "play" in kinds and "score" in kinds
    for p in presets:
        assert p.title("en") and p.title("es") and p.title("en") != p.title("es")
        p.load()  # every preset position is valid
    src = {c["id"]: c for c in load_cases()}  # the copy matches the examples
    for p in presets:
        assert p.position == src[p.id]["position"]
        assert p.action == src[p.id].get("action", (src[p.id].get("actions") or [""])[0])


def test_check_presets_rule_as_expected() -> None:
    for p in sb.example_presets():
        if p.kind == "check":
            r = cc.check(p.load(), p.action)
            assert r.legal == p.legal
            if not r.legal:
                assert r.rule in p.rules


def test_deal_position_is_reproducible_and_clamped() -> None:
    assert sb.deal_position(7, "E") == sb.deal_position(7, "E")
    assert sb.deal_position(7, "E") != sb.deal_position(8, "E")
    sb.deal_position(-5)  # clamped, not an exception
    sb.deal_position(10**20)


def test_history_undo_redo_are_values() -> None:
    h0 = sb.History(cc.deal(seed=2))
    h1, r = h0.play("draw")
    assert r.legal and h1.actions == ("draw",) and h0.actions == ()
    discard = next(a for a in cc.legal_actions(h1.current) if a.startswith("discard"))
    h2, _ = h1.play(discard)
    assert h2.current.turn != h1.current.turn
    u = h2.undo()
    assert u.current == h1.current and u.can_redo and u.redo_stack[-1][0] == discard
    r2 = u.redo()
    assert r2.current == h2.current and not r2.can_redo
    assert u.undo().current == h0.start and u.undo().undo() == u.undo()
    assert h2.go_to(0).current == h0.start and len(h2.go_to(0).redo_stack) == 2
    # playing the undone action again keeps the rest of the redo line; another action drops it
    back = h2.go_to(0)
    again, _ = back.play("draw")
    assert again.can_redo and again.redo_stack[-1][0] == discard
    other = sb.History(h1.current)
    assert not other.play(discard)[0].can_redo


def test_history_refuses_illegal_and_unreadable() -> None:
    h = sb.History(cc.deal(seed=2))
    with pytest.raises(cc.IllegalAction) as e:
        h.play("discard 9C")
    assert e.value.ruling.rule == "turn.not-yours"
    with pytest.raises(cc.NotationError):
        h.play("dance")


def test_history_replay_and_link_window() -> None:
    start = cc.deal(seed=4)
    h = sb.History(start)
    pos = start
    for _ in range(12):
        a = cc.legal_actions(pos)[0]
        h, _ = h.play(a)
        pos = h.current
    again = sb.History.replay(start, h.actions)
    assert again.current == h.current
    s, acts = h.for_link()
    assert s == start and acts == h.actions


def test_for_link_keeps_the_last_actions(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(history, "MAX_HISTORY", 3)
    h = sb.History(cc.deal(seed=4))
    for _ in range(5):
        h, _ = h.play(cc.legal_actions(h.current)[0])
    start, acts = h.for_link()
    assert acts == h.actions[-3:] and start == h.positions[1]
    assert sb.History.replay(start, acts).current == h.current


def test_grouped_legal_actions() -> None:
    pos = cc.play(cc.deal(seed=7), "draw")
    g = sb.grouped_legal_actions(pos)
    assert list(g) == [k for k in ("meld", "discard") if k in g]
    assert sum(len(v) for v in g.values()) == len(cc.legal_actions(pos))
    counted = sb.example_presets()[0].load()
    counted = cc.load({**cc.to_dict(counted), "turn": "E", "phase": "play"})
    with pytest.raises(cc.NotationError):
        sb.grouped_legal_actions(counted)


def test_the_hint_lists_a_take_the_listing_leaves_out() -> None:
    """Q♥ Q♠ with the frozen pile's Q♦ are 30, under the 50 to open; with the 2♣ they are 50:
    the hint, "the legal actions", lists that take beside the draw (it listed the draw alone
    while Check ruled the take legal)."""
    pos = cc.load({"format": "canasta/1", "dealer": "W", "turn": "N", "phase": "draw",
                   "scores": {"NS": 0, "EW": 0},
                   "hands": {"N": ["QH", "QS", "4D", "2C"], "E": 11, "S": 11, "W": 11},
                   "melds": {"NS": {}, "EW": {}}, "red_threes": {"NS": [], "EW": []},
                   "pile": ["JK", "8S", "QD"], "stock": 40})
    assert not any(a.startswith("take") for a in cc.legal_actions(pos))
    g = sb.grouped_legal_actions(pos)
    assert list(g) == ["draw", "take"] and all(cc.check(pos, a).legal for a in g["take"])


def test_facts_follow_the_engine() -> None:
    frozen = next(p for p in sb.example_presets() if p.id == "ex-frozen").load()
    f = sb.facts(frozen)
    assert f.frozen_card == "JK" and all(s.frozen == "wild" for s in f.sides)
    lines = sb.fact_lines(frozen, "en")
    assert any("Frozen for everyone" in x and "joker" in x for x in lines)
    es = sb.fact_lines(frozen, "es")
    assert any("Congelado para todos" in x for x in es)
    black = next(p for p in sb.example_presets() if p.id == "ex-black-three-top").load()
    assert any(x.startswith("Blocked") for x in sb.fact_lines(black, "en"))
    short = next(p for p in sb.example_presets() if p.id == "ex-open-ok").load()
    assert any("90" in x and "not opened" in x for x in sb.fact_lines(short, "en"))


@pytest.mark.parametrize("lang", ["en", "es"])
def test_editor_round_trip_for_every_preset_and_a_deal(lang: str) -> None:
    """The fields written in the page's language read back as the same position (Spanish:
    7c, 10t, comodín); every profile's table too."""
    for p in (*sb.example_presets(), *sb.profile_presets()):
        pos = p.load()
        fields = sb.fields_from_position(pos, lang)
        again, err = sb.validate_fields(fields, lang)
        assert err is None and again == pos, p.id
        cards = " ".join(str(v) for k, v in fields.items() if k.startswith(("hands.", "pile")))
        if lang == "es":  # no English suit letter or T in a Spanish field
            assert not re.search(r"\b(T|10)?[0-9AKQJT]?[HS]\b|\bT[cdpt]\b|\bJK\b", cards), cards
    pos = cc.play(cc.deal(seed=12), "draw")
    assert sb.validate_fields(sb.fields_from_position(pos, lang), lang)[0] == pos


def _fields(**changes: object) -> dict[str, object]:
    base = sb.fields_from_position(
        next(p for p in sb.example_presets() if p.id == "ex-frozen").load()
    )
    base.update(changes)
    return base


def test_editor_points_at_the_field_and_card() -> None:
    pos, err = sb.validate_fields(_fields(**{"hands.N": "QH 2C QS ZZ"}))
    assert pos is None and err is not None
    assert (
        sb.editor_key_for(err.field) == "hands.N"
        and sb.card_index(err.field) == 3
        and "ZZ" in err.message
    )
    # a third copy of a card
    pos, err = sb.validate_fields(_fields(**{"hands.N": "QH QH QH 4D"}))
    assert err is not None and "QH" in err.message and sb.editor_key_for(err.field) == "hands.N"
    # a meld under the wrong rank
    pos, err = sb.validate_fields(_fields(**{"melds.EW": "5: 5C 5D 7S"}))
    assert err is not None and sb.editor_key_for(err.field) == "melds.EW" and "7S" in err.message
    # two melds of one rank, and a wild-only group without a rank
    _, err = sb.validate_fields(_fields(**{"melds.NS": "J: JC JD; J: JH"}))
    assert err is not None and sb.editor_key_for(err.field) == "melds.NS"
    _, err = sb.validate_fields(_fields(**{"melds.NS": "2C JK"}))
    assert err is not None and "rank" in err.message
    # a red three in a hand, a non-red-three among red threes
    _, err = sb.validate_fields(_fields(**{"hands.N": "3H QS"}))
    assert err is not None and sb.editor_key_for(err.field) == "hands.N"
    _, err = sb.validate_fields(_fields(**{"red_threes.NS": "3C"}))
    assert err is not None and sb.editor_key_for(err.field) == "red_threes.NS"
    # hands and stock as counts; melds with the rank left out
    pos, err = sb.validate_fields(
        _fields(**{"hands.E": "9", "stock": "12", "melds.NS": "JC JD JH 2D"})
    )
    assert err is None and pos is not None and pos.hands["E"] == 9 and pos.stock == 12
    assert pos.melds["NS"]["J"] == ("JC", "JD", "JH", "2D")
    # very long text is refused, not parsed
    _, err = sb.validate_fields(_fields(**{"pile": "9C " * 2000}))
    assert err is not None and sb.editor_key_for(err.field) == "pile"


def test_editor_key_for() -> None:
    assert sb.editor_key_for("melds.NS.Q[2]") == "melds.NS"
    assert sb.editor_key_for("red_threes.EW[0]") == "red_threes.EW"
    assert sb.editor_key_for("this_turn.asked") == "this_turn.asked"
    assert sb.editor_key_for("melded[1]") == "melded"
    assert sb.editor_key_for("went_out.seat") == "went_out.seat"
    assert sb.editor_key_for("") == "" and sb.editor_key_for("position") == ""


def test_the_sandbox_uses_the_one_compose_action() -> None:
    from canasta_app.ui import compose

    assert sb.compose_action is compose.compose_action


def test_every_string_key_used_exists_in_both_languages() -> None:
    from canasta_app.sandbox import strings
    from canasta_app.ui import strings as components

    assert set(strings.EN) == set(strings.ES)
    for key in (
        "components.table.phase.draw",  # the draw-phase fact is the table's turn line
        "sandbox.fact.turn.play",
        "sandbox.fact.turn.over",
        *(
            f"sandbox.share_error.{c}"
            for c in __import__("canasta_app.shell.share", fromlist=["MESSAGES"]).MESSAGES
        ),
    ):
        assert key in strings.EN or key in components.EN, key
        assert t(key, "es") != key


def test_palette_counts_and_adds_cards_where_a_player_means() -> None:
    assert len(sb.palette_cards()) == 51 and "3H" not in sb.palette_cards()  # red threes: typed
    left = sb.unplaced(sb.empty_position())
    assert sum(left.values()) == 108 and left["JK"] == 4 and left["KC"] == 2
    pos = cc.load({**cc.to_dict(sb.empty_position()), "hands": {"N": ["KC"], "E": 11, "S": 11,
                                                                 "W": 11}, "pile": ["KC"]})
    assert sb.unplaced(pos)["KC"] == 0
    assert sb.add_to_field("hand", "11", "KC") == "KC"  # a count is replaced by the cards
    assert sb.add_to_field("pile", "4C 9D", "KD") == "4C 9D KD"  # on top
    assert sb.add_to_field("melds.NS", "K: KC KD", "KH") == "K: KC KD KH"
    assert sb.add_to_field("melds.NS", "K: KC KD; 5: 5C 5D 5H", "2C") == "K: KC KD; 5: 5C 5D 5H 2C"
    assert sb.add_to_field("melds.NS", "", "9S") == "9: 9S"


def test_derived_facts_are_left_to_the_engine_unless_overridden() -> None:
    empty = sb.empty_position()
    v = sb.fields_from_position(empty)
    assert v["advanced"] is False
    v.update({"melds.NS": "5: 5C 5D 5H", "melded": [], "this_turn.concealed_ok": True})
    d = sb.position_dict_from_fields(v)
    assert "melded" not in d and "concealed_ok" not in d["this_turn"]
    pos = cc.load(d)
    assert pos.melded == frozenset({"N", "S"})  # derived from the melds on the table
    assert pos.this_turn.concealed_ok is False  # North has melded: no concealed going out
    # a mid-turn position that differs from what would be derived opens with overrides on
    odd = cc.load({**cc.to_dict(pos), "melded": ["S"], "this_turn": {"concealed_ok": True}})
    over = sb.fields_from_position(odd)
    assert over["advanced"] is True
    assert cc.load(sb.position_dict_from_fields(over)) == odd


# --------------------------------------------------------------------------- other tables (#20)


def test_the_editor_fields_follow_the_profiles_seats_and_sides() -> None:
    assert sb.edit_fields("classic") == sb.EDIT_FIELDS
    two = sb.edit_fields("two-hand")
    assert {"hands.N", "hands.S", "melds.N", "melds.S", "scores.N", "scores.S"} <= set(two)
    assert not {"hands.E", "hands.W", "melds.NS", "scores.EW"} & set(two)
    six = sb.edit_fields("six-hand")
    assert sum(f.startswith("hands.") for f in six) == 6
    assert {"melds.A", "melds.B"} <= set(six)
    assert sb.palette_zones("two-hand") == ("hand", "pile", "melds.N", "melds.S")


@pytest.mark.parametrize("profile", ["classic", "two-hand", "three-hand", "six-hand"])
def test_every_profile_round_trips_through_the_editor(profile: str) -> None:
    pos = sb.deal_position(11, "N", profile=profile)
    assert pos.profile == profile
    back, err = sb.validate_fields(sb.fields_from_position(pos))
    assert err is None and back == pos


def test_an_unknown_profile_in_the_editor_is_named_at_its_field() -> None:
    v = sb.fields_from_position(sb.default_position())
    v["profile"] = "four-hand"
    pos, err = sb.validate_fields(v)
    assert pos is None and err is not None and err.field == "profile"
    assert sb.editor_key_for(err.field) == "profile"
    assert sb.field_label("profile", "classic", "es") == "Mesa"


def test_field_labels_name_the_profiles_seats_and_sides() -> None:
    assert sb.field_label("hands.S", "two-hand", "en") == "South's hand"
    assert sb.field_label("melds.N", "two-hand", "es") == "Juegos de Norte"
    assert sb.field_label("melds.NS", "classic", "en") == "North–South melds"
    assert "South-East" in sb.field_label("scores.A", "six-hand", "en")


def test_an_empty_two_hand_table_keeps_the_hand_and_pile_told() -> None:
    pos = sb.empty_position("N", "two-hand", hand=["5C", "9S"], pile=["4S"])
    assert pos.profile == "two-hand" and sorted(pos.hands["N"]) == ["5C", "9S"]
    assert pos.hands["S"] == 15
    assert pos.pile == ("4S",) and pos.dealer == "S"
    # a seat the table does not have falls back to its first seat
    assert sb.empty_position("W", "three-hand").turn == "N"


@pytest.mark.parametrize("profile", sb.PROFILE_CHOICES)
def test_an_empty_table_has_room_for_a_hand_a_pile_and_a_canasta(profile: str) -> None:
    """The situation a player tells on an empty table of any profile (a hand of 11, a pile of
    three, the side's canasta) is a possible one: at six players the empty table's stock of 40
    with five hands of 11 left 13 cards, and the stock field, untouched, was refused (112 of
    108 cards)."""
    empty = sb.empty_position("N", profile)
    side = empty.rules.side_of["N"]
    told = {**cc.to_dict(empty), "phase": "play",
            "hands": {**cc.to_dict(empty)["hands"],
                      "N": ["KS", "KD", "KH", "9S", "9D", "9H", "4C", "4D", "5C", "5D", "6C"]},
            "pile": ["5H", "8D", "7H"],
            "melds": {side: {"Q": ["QS", "QD", "QH", "QC", "QS", "QD", "QH"]}}}
    pos = cc.load(told)  # no "the zones hold more than 108 cards"
    assert pos.stock == (40 if profile != "six-hand" else 22)


def test_the_facts_name_the_table_and_a_player_alone() -> None:
    pos = sb.empty_position("N", "two-hand", hand=["5C"])
    en = sb.fact_lines(pos, "en")
    assert en[0].startswith("Two players: 15 cards dealt each, a draw brings 2 cards")
    assert "going out needs 2 canastas" in en[0]
    assert en[1] == says("components.table.phase.draw_no_pile", seat="North") + "."  # no take
    assert "North–South" not in " ".join(en)
    es = sb.fact_lines(pos, "es")
    assert es[0].startswith("Dos jugadores: 15 cartas a cada uno")


# --- the counting speaks to a lone player without a partner ([two.alone]) --------------------

_TWO = {"format": "canasta/1", "profile": "two-hand", "dealer": "N", "turn": "S", "stock": 50}
_PARTNER = {"en": re.compile(r"partner|your side", re.I), "es": re.compile(r"pareja|compañer", re.I)}


def _two_hand_countings() -> list[tuple[cc.Position, cc.Ruling]]:
    frozen = cc.load({**_TWO, "phase": "draw", "pile": ["4C", "7D"],
                      "hands": {"N": 15, "S": ["7H", "7S", "AC", "AD", "AH", "9C", "4S"]}})
    kings, queens = ["KC", "KC", "KD", "KD", "KH", "KH", "KS"], ["QC", "QC", "QD", "QD", "QH", "QH", "QS"]
    out = cc.load({**_TWO, "phase": "play", "pile": ["4C"], "melded": ["S"],
                   "hands": {"N": 15, "S": ["4S"]}, "melds": {"S": {"K": kings, "Q": queens}}})
    return [(frozen, cc.check(frozen, "take 7H 7S; AC AD AH")), (out, cc.check(out, "discard 4S"))]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_counting_at_a_two_hand_table_names_no_partner(lang: str) -> None:
    lines = [line for pos, r in _two_hand_countings() for line in sb.counting_lines(pos, r, lang)]
    assert len(lines) >= 4, lines  # the frozen take, the opening, the canastas, the 100
    assert not [line for line in lines if _PARTNER[lang].search(line)], lines
    # and it counts this table's canastas: two to go out
    assert any(("two canastas" if lang == "en" else "dos canastas") in line for line in lines)


def test_the_counting_at_a_four_player_table_keeps_the_side() -> None:
    pos = cc.load({"format": "canasta/1", "dealer": "W", "turn": "N", "phase": "draw",
                   "hands": {"N": ["7H", "7S", "AC", "AD", "AH", "9C"], "E": 11, "S": 11, "W": 11},
                   "pile": ["4C", "7D"], "stock": 40})
    lines = sb.counting_lines(pos, cc.check(pos, "take 7H 7S; AC AD AH"), "en")
    assert lines[0].startswith(says("sandbox.count.frozen", why=says("sandbox.count.why.not-opened"),
                                    cards="", top="", count=0).split(":")[0]), lines


def test_the_counting_at_a_six_hand_table_says_equipo_never_pareja() -> None:
    """A side of three is «tu equipo»: the counting of a frozen take by an unopened side and of
    going out said «tu pareja todavía no abrió», «tu pareja tiene una» (a pareja is two)."""
    six = {"format": "canasta/1", "profile": "six-hand", "dealer": "NW", "turn": "N",
           "stock": 20}
    frozen = cc.load({**six, "phase": "draw", "pile": ["4C", "7D"],
                      "hands": {"N": ["7H", "7S", "AC", "AD", "AH", "9C", "4S"], "NE": 11,
                                "SE": 11, "S": 11, "SW": 11, "NW": 11}})
    kings = ["KC", "KC", "KD", "KD", "KH", "KH", "KS"]
    out = cc.load({**six, "phase": "play", "pile": ["4C"], "melded": ["N"],
                   "hands": {"N": ["4S"], "NE": 11, "SE": 11, "S": 11, "SW": 11, "NW": 11},
                   "melds": {"A": {"K": kings}}})
    lines = [line for pos, action in ((frozen, "take 7H 7S; AC AD AH"), (out, "discard 4S"))
             for line in sb.counting_lines(pos, cc.check(pos, action), "es")]
    text = " ".join(lines)
    assert "tu equipo todavía no abrió" in text and "tu equipo tiene una" in text, lines
    assert "pareja" not in text
