"""The sandbox's page session without Streamlit: a plain dict stands for session state.

The principle of issue 23 §1 — never rule on something that is not on screen — is tested here:
while a set-up field is invalid the table still shows the last good position, so no verdict may
stand for it and Check names the field to fix instead of ruling on the last good hand.
"""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest

import canasta_core as cc
from canasta_app.sandbox import model as sb
from canasta_app.sandbox.session import ED, SandboxSession
from canasta_app.shell import links
from canasta_app.shell.share import decode_share
from canasta_app.text.i18n import t


def new_session(lang: str = "en", share: str | None = None) -> tuple[SandboxSession, dict[str, Any]]:
    state: dict[str, Any] = {}
    s = SandboxSession(state, lang)
    s.start(share)
    return s, state


TAKE = "take QH QS"  # legal in the default position (the stock is a count: no draw to play)


def ask(s: SandboxSession, text: str) -> dict[str, Any]:
    s.state["sandbox_action"] = text
    s.rule_on()
    v = s.verdict
    assert v is not None
    return v


# --- issue 23 §1: never rule on something that is not on screen -----------------------------


def test_a_bad_field_makes_the_verdict_stale_and_check_names_the_field() -> None:
    s, state = new_session()
    good_hand = s.position.hands["N"]
    assert ask(s, "draw")["ruling"].legal
    state[ED + "hands.N"] = "8C JK 11H 9S"  # "11H" is not a card
    s.edit()
    assert s.position.hands["N"] == good_hand  # the table keeps the last good position
    assert s.verdict is not None and s.verdict.get("stale")  # the old verdict no longer stands
    problem = s.field_problem()
    assert problem is not None and problem.key == "hands.N"
    # Check does not rule on the last good hand: it says which field to fix
    v = ask(s, "draw")
    assert "ruling" not in v
    assert t("sandbox.field.hands.N", "en") in v["error"] and "11H" in v["error"]
    # Play neither
    state["sandbox_action"] = TAKE
    s.play()
    assert not s.history.actions and "ruling" not in (s.verdict or {})
    # fixed: the table follows and Check rules again
    state[ED + "hands.N"] = "8C JK 5D 9S"
    s.edit()
    assert s.field_problem() is None
    assert sorted(s.position.hands["N"]) == sorted(("8C", "JK", "5D", "9S"))
    assert s.verdict is None
    assert ask(s, "draw")["ruling"].legal


def test_a_full_pile_is_never_called_empty_because_another_field_is_wrong() -> None:
    s, state = new_session()
    state[ED + "pile"] = "7C 3H 8D"
    state[ED + "melds.NS"] = "5: 5C 5D"  # a meld of two: the position is impossible
    s.edit()
    assert s.field_problem() is not None and s.field_problem().key == "melds.NS"  # type: ignore[union-attr]
    assert s.pile_top() == "8D"
    state[ED + "pile"] = ""
    assert s.pile_top() is None  # empty only when the field is empty
    state[ED + "pile"] = "7C 11H"
    assert s.pile_top() == ""  # unreadable: its own error says why, not "empty"


def test_spanish_check_names_the_field_in_spanish() -> None:
    s, state = new_session("es")
    state[ED + "hands.N"] = "8C JK 11H 9S"
    s.edit()
    v = ask(s, "draw")
    assert t("sandbox.field.hands.N", "es") in v["error"]
    assert v["error"].startswith(t("sandbox.ask.fix_field", "es", problem="").split(".")[0])


# --- asking, playing, undoing ------------------------------------------------------------------


def test_rule_on_play_undo_redo() -> None:
    s, state = new_session()
    start = s.position
    assert ask(s, "take QH QS")["ruling"].legal
    s.play()
    assert s.history.actions == (TAKE,) and s.position != start
    assert s.verdict is not None and s.verdict["played"] == TAKE
    assert s.position_before_verdict() == start  # the counting is about the move's position
    s.undo()
    assert s.position == start and s.verdict is None
    s.redo()
    assert s.history.actions == (TAKE,)
    s.restart()
    assert s.position == start


def test_an_illegal_play_is_not_played_and_says_why() -> None:
    s, state = new_session()
    state["sandbox_action"] = "discard 4D"  # still in the draw phase
    s.play()
    v = s.verdict
    assert v is not None and v.get("not_played") and not v["ruling"].legal
    assert not s.history.actions


@pytest.mark.parametrize(
    ("text", "key"),
    [("", "sandbox.ask.empty"), ("x" * (sb.MAX_ACTION_TEXT + 1), "sandbox.ask.too_long")],
)
def test_empty_or_too_long_action_is_explained(text: str, key: str) -> None:
    s, _ = new_session()
    v = ask(s, text)
    assert v["error"].split("{")[0][:20] == t(key, "en", length=len(text),
                                              limit=sb.MAX_ACTION_TEXT)[:20]


def test_a_verdict_for_another_position_is_not_shown() -> None:
    s, state = new_session()
    ask(s, "draw")
    s.set_up(sb.empty_position())
    assert s.verdict is None


# --- links ---------------------------------------------------------------------------------


def test_share_link_reopens_the_same_question() -> None:
    s, state = new_session()
    state["sandbox_action"] = TAKE
    s.play()
    state["sandbox_action"] = "discard 4D"
    value, why_not = s.share()
    assert value is not None and why_not is None
    again, _ = new_session(share=value)
    assert again.position == s.position and again.history.actions == (TAKE,)
    assert again.state["sandbox_action"] == "discard 4D"
    assert again.verdict is not None  # the pending question is ruled on at once


def test_show_to_the_class_link_decodes_to_the_position_shown() -> None:
    s, state = new_session()
    state["sandbox_action"] = TAKE
    s.play()
    assert s.history.actions
    code = s.present_code()
    assert code is not None
    url = links.classroom_show_link(code, "es")
    parts = urlsplit(url)
    assert parts.path == "./classroom"
    query = {k: v[0] for k, v in parse_qs(parts.query).items()}
    assert query["present"] == "1" and query["lang"] == "es"
    shown = decode_share(query["show"])
    assert sb.History.replay(shared_start := shown.position, shown.history).current == s.position
    assert shared_start == s.history.start


def test_a_bad_link_keeps_a_working_sandbox_and_says_why() -> None:
    s, _ = new_session(share="1.eNqrVkpLzCl")
    note = s.notice()
    assert note is not None and note[0] == "error"
    assert t("sandbox.share.fallback", "en") in note[1]
    assert s.position == sb.default_position()


# --- JSON in -----------------------------------------------------------------------------------


def test_load_json_position_and_situation() -> None:
    s, _ = new_session()
    pos = sb.empty_position("E")
    s.load_json(cc.dump(pos))
    assert s.position == pos and s.json_error() is None
    # a downloaded situation brings its history and its pending question back
    s2, state2 = new_session()
    state2["sandbox_action"] = TAKE
    s2.play()
    state2["sandbox_action"] = "discard 4D"
    s.load_json(json.dumps(s2.situation()))
    assert s.history.actions == (TAKE,) and s.state["sandbox_action"] == "discard 4D"


@pytest.mark.parametrize(
    ("data", "key"),
    [(b"", "sandbox.json.empty"), (b"\xff\xfe\x00bad", "sandbox.json.not_text"),
     (b"x" * (sb.MAX_UPLOAD + 1), "sandbox.json.too_big")],
)
def test_bad_uploads_are_explained_at_the_json_box(data: bytes, key: str) -> None:
    s, _ = new_session()
    before = s.position
    s.load_upload(data)
    assert s.json_error() == t(key, "en", limit=sb.MAX_UPLOAD // 1000)
    assert s.position == before


def test_json_naming_a_bad_field() -> None:
    s, _ = new_session()
    s.load_json('{"format": "canasta/1", "turn": "N"}')
    message = s.json_error()
    assert message is not None and "dealer" in message


# --- the set-up -------------------------------------------------------------------------------


def test_turn_edit_moves_my_hand_with_the_seat() -> None:
    s, state = new_session()
    hand = state[ED + "hands.N"]
    state[ED + "turn"] = "E"
    s.turn_edit()
    assert state[ED + "hands.E"] == hand and s.position.turn == "E"


def test_palette_adds_to_the_chosen_zone() -> None:
    s, state = new_session()
    state["sandbox_palette_zone"] = "pile"
    s.palette_add("7C")
    assert s.position.pile[-1] == "7C"


def test_preset_and_deal_set_up_a_position() -> None:
    s, _ = new_session()
    s.open_preset("ex-frozen")
    assert s.position == sb.preset_by_id("ex-frozen").load()  # type: ignore[union-attr]
    assert s.state["sandbox_action"] == sb.preset_by_id("ex-frozen").action  # type: ignore[union-attr]
    seed = s.deal(12, "E")
    assert seed == 12 and s.position == sb.deal_position(12, "E")


def test_the_class_code_and_the_download_follow_the_history_and_are_built_once() -> None:
    """Issue 22: drawn on every run of the question, so built once per history (and action)."""
    s, state = new_session()
    code, text = s.present_code(), s.situation_json()
    assert s.present_code() is code and s.situation_json() is text  # not built again
    assert json.loads(text) == s.situation()
    state["sandbox_action"] = "discard 4D"  # the pending question travels in the download
    assert json.loads(s.situation_json()) == s.situation()  # with the pending question
    assert s.present_code() is code  # the class sees the position, not the question
    state["sandbox_action"] = TAKE
    s.play()
    moved = s.present_code()
    assert moved is not None and moved != code
    assert sb.History.replay(*_decoded(moved)).current == s.position
    assert json.loads(s.situation_json()) == s.situation()


def _decoded(code: str) -> tuple[cc.Position, list[str]]:
    shown = decode_share(code)
    return shown.position, list(shown.history)


# --- issue 37: the set-up's cards typed and shown in the page's language ---------------------


def test_spanish_set_up_fields_read_and_write_spanish_cards() -> None:
    """On a Spanish page the fields show 7c (7♥), 10t (10♣), comodín, and read them back; an
    English letter that would mean another suit is refused at its field, never guessed."""
    s, state = new_session("es")
    s.editor_position()  # the fields are seeded from the table
    assert state[ED + "hands.N"] == "Qc Qp 4d 2t" and state[ED + "pile"] == "comodín 8p Qd"
    assert state[ED + "melds.NS"] == "J: Jt Jd Jc"
    state[ED + "hands.N"] = "7c 10t comodín 7♠ Kd"
    s.edit()
    assert s.field_problem() is None
    assert sorted(s.position.hands["N"]) == sorted(["7H", "TC", "JK", "7S", "KD"])
    assert sb.field_symbols("7c 10t comodín 7♠ Kd", "es") == "7♥ 10♣ comodín 7♠ K♦"
    assert sb.field_symbols("K: Kc Kp 2d; 5t 5d", "es") == "K: K♥ K♠ 2♦ · 5♣ 5♦"
    assert sb.field_symbols("7c 7h", "es") == "" and sb.field_symbols("11", "es") == ""
    state[ED + "pile"] = "9t 7c"
    assert s.pile_top() == "7H"
    state[ED + "hands.N"] = "7c 7h 10t"  # 'h' is an English suit letter
    s.edit()
    problem = s.field_problem()
    assert problem is not None and problem.key == "hands.N"
    assert "'7h'" in problem.detail and "picas ♠" in problem.detail
    assert sorted(s.position.hands["N"]) == sorted(["7H", "TC", "JK", "7S", "KD"])  # kept
    state[ED + "hands.N"] = "Tp"  # in Spanish the ten is 10
    s.edit()
    assert "el diez se escribe 10" in s.field_problem().detail  # type: ignore[union-attr]


def test_the_palette_adds_spanish_cards_on_a_spanish_page() -> None:
    s, state = new_session("es")
    s.editor_position()
    state["sandbox_palette_zone"] = "melds.NS"
    s.palette_add("JH")
    assert state[ED + "melds.NS"] == "J: Jt Jd Jc Jc"
    state["sandbox_palette_zone"] = "hand"
    s.palette_add("TC")
    assert state[ED + "hands.N"] == "Qc Qp 10t 4d 2t" and "TC" in s.position.hands["N"]


def test_a_switch_of_language_rewrites_the_fields_never_reading_a_card_the_other_way() -> None:
    """7C is the 7♣ in English and 7c the 7♥ in Spanish: the fields written on one page are
    rewritten when the page's language changes; an unreadable field stays as typed."""
    state: dict[str, Any] = {}
    en = SandboxSession(state, "en")
    en.start(None)
    en.editor_position()
    state[ED + "hands.N"] = "7C 7H TS JK"
    state[ED + "pile"] = "9C ZZ"
    en.edit()
    es = SandboxSession(state, "es")
    es.start(None)
    es.follow_language()
    assert state[ED + "hands.N"] == "7t 7c 10p comodín"
    assert state[ED + "pile"] == "9C ZZ"  # not cards: kept as typed, its error says why
    state[ED + "pile"] = "9t"
    es.edit()
    assert es.field_problem() is None
    assert sorted(es.position.hands["N"]) == sorted(["7C", "7H", "TS", "JK"])
    back = SandboxSession(state, "en")
    back.start(None)
    back.follow_language()
    assert sorted(state[ED + "hands.N"].split()) == sorted("7C 7H TS JK".split())
    assert state[ED + "pile"] == "9C"


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_set_up_error_names_cards_and_fields_as_the_page_shows_them(lang: str) -> None:
    """A red three typed into a hand, a card typed three times: the sentence names the card
    with its suit symbol (3♥, Q♥), never its code (3H, QH), and the place by its field's label,
    never a JSON path ('hands.N', 'red_threes')."""
    s, state = new_session(lang)
    s.editor_position()
    hand = state[ED + "hands.N"]
    state[ED + "hands.N"] = hand + (" 3c" if lang == "es" else " 3H")
    s.edit()
    problem = s.field_problem()
    assert problem is not None and problem.key == "hands.N"
    assert "3♥" in problem.detail and "3H" not in problem.detail
    assert "red_threes" not in problem.detail
    three = "Qc Qc Qc" if lang == "es" else "QH QH QH"
    state[ED + "hands.N"] = three
    s.edit()
    problem = s.field_problem()
    assert problem is not None
    assert "Q♥" in problem.detail and "QH" not in problem.detail, problem.detail
    assert "hands." not in problem.detail, problem.detail
