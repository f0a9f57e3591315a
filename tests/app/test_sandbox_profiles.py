"""The sandbox at another table (profiles.md: two, three or six players), driven with AppTest:
the table is chosen in the set-up, the fields follow its seats and sides, the ruling is the
engine's for that table, and the table travels in the link and the JSON download."""

from __future__ import annotations

import html
import json

import pytest
from helpers.apptest import open_page
from helpers.words import says
from sandbox_helpers import open_setup, typing_box
from streamlit.testing.v1 import AppTest

import canasta_core as cc
from canasta_app.sandbox import model as sb
from canasta_app.shell.share import decode_share, encode_state

pytestmark = pytest.mark.app

KINGS = "K: KC KC KD KD KH KH KS"



def shown_text(at: AppTest) -> str:
    """The Markdown and the HTML on the page as read ("What the engine sees" is HTML)."""
    return "\n".join([*(str(m.value) for m in at.markdown),
                      *(html.unescape(str(h.value)) for h in at.html)])

def open_sandbox(query: dict[str, str] | None = None, lang: str = "en",
                 setup: str | None = None) -> AppTest:
    """The sandbox, with its set-up form opened at the tab `setup` (drawn only while open)."""
    at = open_page("sandbox", {**(query or {}), "lang": lang})
    if setup is not None:
        open_setup(at, setup)
    return at


def current(at: AppTest) -> cc.Position:
    return at.session_state["sandbox_history"].current


def ruling(at: AppTest) -> cc.Ruling:
    v = at.session_state["sandbox_verdict"]
    assert v and "ruling" in v, v
    return v["ruling"]  # type: ignore[no-any-return]


def keys_of(at: AppTest, prefix: str) -> set[str]:
    return {w.key for w in at.text_input if w.key and w.key.startswith(prefix)}


def two_hand_situation(at: AppTest, lang: str = "en") -> None:
    """"May I go out with one canasta?" told at a two-player table, as a player tells it:
    choose the table, say North has drawn, type the hand and North's melds (on a Spanish page
    with Spanish cards: 5t is the 5♣)."""
    at.selectbox(key="sandbox_ed_profile").select("two-hand").run()
    at.segmented_control(key="sandbox_ed_phase").set_value("play").run()
    at.text_input(key="sandbox_ed_hands.N").input(
        "5C 5D 5H 9S" if lang == "en" else "5t 5d 5c 9p").run()
    at.text_input(key="sandbox_ed_melds.N").input(
        KINGS if lang == "en" else sb.melds_text(sb.parse_melds_text(KINGS, "melds.N"), "es")).run()
    assert not at.exception, at.exception


def test_choosing_two_players_gives_two_seats_and_the_engine_rules_by_two_hand() -> None:
    at = open_sandbox(setup="new")
    assert at.selectbox(key="sandbox_ed_profile").value == "classic"
    assert {"sandbox_ed_hands.E", "sandbox_ed_hands.W"} <= keys_of(at, "sandbox_ed_hands.")
    at.selectbox(key="sandbox_ed_profile").select("two-hand").run()
    pos = current(at)
    assert pos.profile == "two-hand" and set(pos.hands) == {"N", "S"}
    assert pos.hands["S"] == 15  # the other hand at the table's hand size
    # the fields follow the seats and sides: no East or West, melds by player
    assert keys_of(at, "sandbox_ed_hands.") == {"sandbox_ed_hands.N", "sandbox_ed_hands.S"}
    assert keys_of(at, "sandbox_ed_melds.") == {"sandbox_ed_melds.N", "sandbox_ed_melds.S"}
    assert at.selectbox(key="sandbox_ed_turn").options == ["North", "South"]
    two_hand_situation(at)
    pos = current(at)
    assert pos.profile == "two-hand" and pos.melds["N"]["K"]
    # one canasta: going out is refused, and the rule is the two-player table's
    typing_box(at).input("meld 5C 5D 5H").run()
    at.button(key="sandbox_check").click().run()
    r = ruling(at)
    assert not r.legal and r.rule == "two.out"
    body = "\n".join(str(h.value) for h in at.html)
    assert says("rule.two.out.title") in body  # the rule named by its catalogue title
    # keeping a card is fine
    typing_box(at).input("meld 5C 5D").run()
    at.button(key="sandbox_check").click().run()
    assert not ruling(at).legal  # two fives are not a meld: still ruled, not a crash
    # and the facts name the table
    facts = shown_text(at)
    assert "Two players: 15 cards dealt each" in facts


def test_the_same_question_at_a_four_player_table_is_legal() -> None:
    at = open_sandbox(setup="new")
    at.button(key="sandbox_new_empty").click().run()
    at.segmented_control(key="sandbox_ed_phase").set_value("play").run()
    at.text_input(key="sandbox_ed_hands.N").input("5C 5D 5H 9S").run()
    at.text_input(key="sandbox_ed_melds.NS").input(KINGS).run()
    typing_box(at).input("meld 5C 5D 5H").run()
    at.button(key="sandbox_check").click().run()
    assert ruling(at).legal


def test_in_spanish_the_table_and_the_ruling_are_spanish() -> None:
    at = open_sandbox(lang="es", setup="new")
    assert at.selectbox(key="sandbox_ed_profile").label == "Mesa"
    at.selectbox(key="sandbox_ed_profile").select("two-hand").run()
    two_hand_situation(at, "es")
    assert "9♠ 5♣ 5♦ 5♥" in [c.value for c in at.caption]  # the cards typed, with symbols
    typing_box(at).input("meld 5C 5D 5H").run()
    at.button(key="sandbox_check").click().run()
    r = ruling(at)
    assert r.rule == "two.out"
    body = "\n".join(str(h.value) for h in at.html)
    assert "Dos canastas para cortar" in body and "hacen falta 2 canastas" in body
    assert "Dos jugadores" in shown_text(at)  # "Lo que ve el árbitro"


def test_six_players_give_six_hands_and_two_sides_of_three() -> None:
    at = open_sandbox(setup="new")
    at.selectbox(key="sandbox_ed_profile").select("six-hand").run()
    assert current(at).profile == "six-hand"
    assert len(keys_of(at, "sandbox_ed_hands.")) == 6
    assert keys_of(at, "sandbox_ed_melds.") == {"sandbox_ed_melds.A", "sandbox_ed_melds.B"}
    labels = {w.label for w in at.text_input if w.key == "sandbox_ed_melds.A"}
    assert labels == {"North – South-East – South-West melds"}


def test_changing_the_table_keeps_the_hand_and_the_pile_told_so_far() -> None:
    at = open_sandbox(setup="new")
    at.button(key="sandbox_new_empty").click().run()
    at.text_input(key="sandbox_ed_hands.N").input("KH KS 7C").run()
    at.text_input(key="sandbox_ed_pile").input("4C 9D").run()
    at.selectbox(key="sandbox_ed_profile").select("three-hand").run()
    pos = current(at)
    assert pos.profile == "three-hand" and set(pos.hands) == {"N", "E", "S"}
    assert sorted(pos.hands["N"]) == ["7C", "KH", "KS"] and pos.pile == ("4C", "9D")


def test_a_deal_at_the_chosen_table() -> None:
    at = open_sandbox(setup="deal")
    at.selectbox(key="sandbox_deal_profile").select("three-hand").run()
    assert at.selectbox(key="sandbox_dealer").options == ["North", "East", "South"]
    at.button(key="sandbox_deal").click().run()
    pos = current(at)
    assert pos.profile == "three-hand" and pos.hand_size(pos.turn) == 13
    open_setup(at, "new")
    assert keys_of(at, "sandbox_ed_hands.") == {f"sandbox_ed_hands.{s}" for s in "NES"}


def test_the_profile_travels_in_the_link_and_the_download() -> None:
    d = cc.to_dict(cc.deal(seed=5, profile="two-hand"))
    at = open_sandbox({"s": encode_state(d, (), "draw")}, setup="new")
    assert current(at).profile == "two-hand"
    assert at.selectbox(key="sandbox_ed_profile").value == "two-hand"
    assert ruling(at).legal  # the pending action asked again, by the two-hand rules
    assert "2 cards" in ruling(at).reason
    at.button(key="sandbox_play").click().run()
    link = at.query_params["s"]
    value = link[0] if isinstance(link, list) else link
    shared = decode_share(value)
    assert shared.position.profile == "two-hand" and shared.history == ["draw"]


def test_a_downloaded_two_hand_situation_loads_back() -> None:
    from canasta_app.shell.share import situation_dict

    start = cc.deal(seed=5, profile="two-hand")
    after = cc.play(start, "draw")
    text = json.dumps(situation_dict(start, ["draw"], "", after))
    at = open_sandbox(setup="json")
    at.text_area(key="sandbox_json").input(text).run()
    at.button(key="sandbox_json_load").click().run()
    h = at.session_state["sandbox_history"]
    assert h.start.profile == "two-hand" and h.actions == ("draw",) and h.current == after
    open_setup(at, "new")
    assert at.selectbox(key="sandbox_ed_profile").value == "two-hand"


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"profile": "four-hand"}, "'four-hand' is not a profile"),
        ({"profile": "two-hand"}, "a two-hand game has the seats N S"),
    ],
    ids=["unknown-profile", "seats-of-another-table"],
)
def test_a_pasted_position_with_a_bad_profile_is_explained_at_the_json_box(
    change: dict[str, str], words: str
) -> None:
    d = {**cc.to_dict(cc.deal(seed=5)), **change}  # a four-seat position
    at = open_sandbox(setup="json")
    before = current(at)
    at.text_area(key="sandbox_json").input(json.dumps(d)).run()
    at.button(key="sandbox_json_load").click().run()
    assert not at.exception
    errors = "\n".join(str(e.value) for e in at.error)
    assert words in errors.replace("\\", ""), errors
    assert current(at) == before  # nothing ruled on another position
    assert at.text_area(key="sandbox_json").value  # what was typed is kept


def test_a_link_with_an_unknown_profile_says_so_in_spanish() -> None:
    import base64
    import zlib

    d = {**cc.to_dict(cc.deal(seed=5)), "profile": "cuatro"}
    raw = json.dumps({"h": [], "p": d}).encode()
    value = "1." + base64.urlsafe_b64encode(zlib.compress(raw)).decode().rstrip("=")
    at = open_sandbox({"s": value}, lang="es")
    body = "\n".join(str(e.value) for e in at.error)
    assert "no es un perfil" in body.replace("\\", ""), body
    assert current(at).profile == "classic"  # the default table, not a broken one


def test_a_player_alone_is_not_offered_to_ask_a_partner() -> None:
    from canasta_app.ui.compose import offered_bare

    d = {"format": "canasta/1", "dealer": "S", "turn": "N", "phase": "play",
         "hands": {"N": ["5C", "9S"], "S": 12}, "stock": 30}
    assert offered_bare(cc.load({**d, "hands": {"N": ["5C", "9S"], "E": 9, "S": 9, "W": 9},
                                 "dealer": "W"})) == ("ask",)
    assert offered_bare(cc.load({**d, "profile": "two-hand"})) == ()
    six = {**d, "profile": "six-hand", "dealer": "NW",
           "hands": {"N": ["5C", "9S"], "NE": 9, "SE": 9, "S": 9, "SW": 9, "NW": 9}}
    assert offered_bare(cc.load(six)) == ("ask",)  # six players: a partner answers


def test_the_other_tables_are_among_the_examples_one_click_from_a_ruling() -> None:
    from canasta_app.sandbox import model as sb

    p = sb.preset_by_id("profile:two.out")
    assert p is not None and p.kind == "profile" and p.action == "meld 5C 5D 5H"
    assert p.title("en") == "Two players: Two canastas to go out"
    assert p.title("es") == "Dos jugadores: Dos canastas para cortar"
    at = open_sandbox(setup="presets")
    at.selectbox(key="sandbox_preset").select("profile:two.out").run()
    at.button(key="sandbox_preset_open").click().run()
    assert current(at).profile == "two-hand"
    at.button(key="sandbox_check").click().run()
    assert ruling(at).rule == "two.out"
