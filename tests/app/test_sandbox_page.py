"""The sandbox page, driven with AppTest: presets, rulings, play/undo/redo, share links, pasting,
the editor, and the shared examples ruled exactly as the command line rules them."""

from __future__ import annotations

import html
import json
import re
import subprocess
import sys
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from fixtures import load_cases
from helpers.apptest import open_page, texts
from helpers.words import says
from sandbox_helpers import open_setup, typing_box
from streamlit.testing.v1 import AppTest

import canasta_core as cc
from canasta_app.sandbox import model as sb
from canasta_app.sandbox.setup_view import SETUP_OPEN
from canasta_app.shell.share import decode_state, encode_state
from canasta_app.text.i18n import t
from canasta_app.text.move_words import action_words

ROOT = Path(__file__).resolve().parents[2]


CHECK_CASES = [c for c in load_cases() if c["kind"] == "check"]


def open_sandbox(query: dict[str, str] | None = None) -> AppTest:
    return open_page("sandbox", query)



def verdict(at: AppTest) -> tuple[bool, str] | None:
    """(legal?, text) of the verdict panel, whichever way the ruling component draws it."""
    for h in at.html:
        v = str(h.value)
        m = re.search(r'class="cc-verdict[^"]*"[^>]*data-legal="(true|false)"', v)
        if m:
            return m.group(1) == "true", v
    for e in at.success:
        if "Legal" in str(e.value) or "Válida" in str(e.value):
            return True, str(e.value)
    for e in at.error:
        if "legal" in str(e.value).lower() or "válida" in str(e.value).lower():
            return False, str(e.value)
    return None


def current(at: AppTest) -> cc.Position:
    return at.session_state["sandbox_history"].current


def open_preset(at: AppTest, pid: str) -> None:
    open_setup(at, "presets")
    at.selectbox(key="sandbox_preset").select(pid).run()
    at.button(key="sandbox_preset_open").click().run()
    assert not at.exception, at.exception


def ask(at: AppTest, action: str, button: str = "sandbox_check") -> None:
    typing_box(at).input(action).run()
    at.button(key=button).click().run()
    assert not at.exception, at.exception


def preset(pid: str) -> sb.Preset:
    p = sb.preset_by_id(pid)
    assert p is not None
    return p


# --------------------------------------------------------------------------- flows


def test_opens_with_a_usable_position_and_a_link() -> None:
    at = open_sandbox()
    assert at.title[0].value.startswith("Sandbox")
    assert not at.error
    s = at.query_params["s"]
    s = s[0] if isinstance(s, list) else s
    start, hist = decode_state(s)
    assert start == current(at) and hist == []
    # the link to copy, the download and "Show to the class" are drawn only while Share is open
    assert not at.code and not at.get("download_button") and not at.get("link_button")
    at.session_state["sandbox_share_open"] = True  # the player opens Share
    at.run()
    assert any("./sandbox?s=1." in str(c.value) for c in at.code)
    assert at.get("download_button") and at.get("link_button")


def test_load_preset_fills_position_and_action() -> None:
    at = open_sandbox()
    open_preset(at, "ex-frozen")
    assert current(at) == preset("ex-frozen").load()
    assert typing_box(at).value == "take QH 2C"
    assert "Opened" in texts(at)


def test_illegal_then_legal_with_slug_and_reason() -> None:
    at = open_sandbox()
    open_preset(at, "ex-frozen")
    ask(at, "take QH 2C")
    v = verdict(at)
    assert v is not None and v[0] is False
    ruling = cc.check(preset("ex-frozen").load(), "take QH 2C")
    assert "pile.frozen" in v[1]
    assert ruling.reason_in("en").split(":")[0] in v[1].replace("&#x27;", "'")
    assert (
        "./reference?rule=pile.frozen&amp;lang=en" in v[1]
        or "./reference?rule=pile.frozen&lang=en" in v[1]
    )
    ask(at, "take QH QS")
    v = verdict(at)
    assert v is not None and v[0] is True


def test_a_rule_named_by_the_verdict_opens_in_a_popover_of_one_markdown() -> None:
    """Each rule the ruling names: a popover holding its title, its text and the link to the
    reference (the rule's code only in the address, issue 37), as one Markdown element (fewer
    elements each Check redraws, issue 22)."""
    from canasta_core import catalogue

    at = open_sandbox()
    open_preset(at, "ex-frozen")
    ask(at, "take QH 2C")
    frozen = [p for p in at.get("popover")
              if t("components.ruling.read_rule", "en",
                   rule=catalogue.title("pile.frozen", "en")) == p.proto.popover.label]
    assert len(frozen) == 1
    inside = [c for c in frozen[0].children.values()]
    assert len(inside) == 1 and inside[0].type == "markdown"
    text = str(inside[0].value)
    assert "pile.frozen" not in text.replace("(./reference?rule=pile.frozen&lang=en)", "")
    assert "(./reference?rule=pile.frozen&lang=en)" in text
    assert text.count("\n\n") == 2


def test_verdict_in_spanish() -> None:
    at = open_sandbox({"lang": "es"})
    open_preset(at, "ex-black-three-top")
    ask(at, "take")
    v = verdict(at)
    assert v is not None and v[0] is False and "pile.blocked" in v[1]
    es = cc.check(preset("ex-black-three-top").load(), "take").reason_in("es")
    assert es[:20].replace("'", "&#x27;") in v[1] or es[:20] in v[1]
    assert "lang=es" in v[1]
    assert "Mesa libre" in at.title[0].value


def test_unreadable_action_is_explained_and_kept() -> None:
    at = open_sandbox()
    ask(at, "discard 11H")
    assert any("cannot be read" in str(e.value) for e in at.error)
    assert typing_box(at).value == "discard 11H"


def test_play_undo_redo() -> None:
    at = open_sandbox()
    open_setup(at, "deal")
    at.number_input(key="sandbox_seed").set_value(7).run()
    at.button(key="sandbox_deal").click().run()
    start = current(at)
    assert start == cc.deal(seed=7, dealer="N")
    ask(at, "draw", "sandbox_play")
    after_draw = current(at)
    assert after_draw == cc.play(start, "draw")
    assert at.session_state["sandbox_history"].actions == ("draw",)
    assert "Played" in texts(at)
    assert typing_box(at).value == ""
    discard = next(a for a in cc.legal_actions(after_draw) if a.startswith("discard"))
    ask(at, discard, "sandbox_play")
    assert current(at).turn != start.turn
    # the link follows the history
    s = at.query_params["s"]
    s = s[0] if isinstance(s, list) else s
    assert decode_state(s) == (start, ["draw", discard])
    at.button(key="sandbox_undo").click().run()
    assert current(at) == after_draw
    at.button(key="sandbox_undo").click().run()
    assert current(at) == start
    assert at.button(key="sandbox_undo").disabled
    at.button(key="sandbox_redo").click().run()
    assert current(at) == after_draw
    at.button(key="sandbox_restart").click().run()
    assert current(at) == start


def test_illegal_play_is_refused_with_the_ruling() -> None:
    at = open_sandbox()
    open_preset(at, "ex-open-short")
    ask(at, "meld 6C 6D 6H", "sandbox_play")
    v = verdict(at)
    assert v is not None and v[0] is False and "open.minimum" in v[1]
    assert at.session_state["sandbox_history"].actions == ()
    assert "Not played" in texts(at)



def test_how_to_write_an_action_is_drawn_only_while_open() -> None:
    """The grammar's table is drawn once its box is opened (issue 22, ninth pass)."""
    from canasta_app.text.i18n import t

    body = t("sandbox.grammar.body", "en")
    at = open_sandbox()
    assert body not in [m.value for m in at.markdown]
    at.session_state["sandbox_grammar_open"] = True  # the player opens the expander
    at.run()
    assert not at.exception
    assert body in [m.value for m in at.markdown]


def test_hint_fills_the_action_box() -> None:
    at = open_sandbox()
    open_preset(at, "ex-frozen-pair")
    groups = sb.grouped_legal_actions(preset("ex-frozen-pair").load())
    kind, acts = next(iter(groups.items()))
    assert not at.get("button_group") or all(  # listed only once the hints are opened
        not (b.key or "").startswith("sandbox_hint_") for b in at.get("button_group"))
    at.session_state["sandbox_hints_open"] = True  # the player opens the expander
    at.run()
    at.button_group(key=f"sandbox_hint_{kind}").set_value(acts[0]).run()
    assert not at.exception
    assert typing_box(at).value == acts[0]


def click_cards(at: AppTest, *chip_ids: str) -> None:
    """Click picker chips by identity ("QH#1", "KC#2"), as a player clicks cards."""
    for cid in chip_ids:
        at.button(key=f"sandbox_pick_chip_{cid.replace('#', '_')}").click().run()
        assert not at.exception, at.exception


def test_picker_writes_the_action_before_it_is_checked() -> None:
    at = open_sandbox()
    open_preset(at, "ex-frozen-pair")
    click_cards(at, "QH#1", "QS#1")
    assert typing_box(at).value == "take QH QS"
    assert verdict(at) is None  # shown before anything is checked
    at.button(key="sandbox_check").click().run()
    v = verdict(at)
    assert v is not None and v[0] is True
    # a second click on a card takes it out again
    click_cards(at, "QS#1")
    assert typing_box(at).value == "take QH"
    assert verdict(at) is None



def action_line(at: AppTest) -> str:
    """The line under "Ask about a move": the action in words, or how to make one."""
    [line] = [str(h.value) for h in at.html if "<strong>Ask about a move" in str(h.value)
              or "<strong>Preguntar por una jugada" in str(h.value)]
    return line


def test_the_action_is_said_in_words_and_its_box_is_drawn_only_while_open() -> None:
    """Issue 22: the text box is drawn only once "Type the action" is opened (its frontend
    code was 0.05-0.07x of a first visit); the line above Check says the action in words, so
    what Check rules on is on screen with the box closed."""
    at = open_sandbox()
    assert "No action yet" in action_line(at)
    open_preset(at, "ex-frozen-pair")  # a preset brings its question
    assert not at.text_input, "no text box on the page while its box is closed"
    assert says("sandbox.ask.action", words=action_words("take QH QS")) in action_line(at)
    at.button(key="sandbox_clear").click().run()
    assert "No action yet" in action_line(at)
    click_cards(at, "QH#1", "QS#1")
    assert says("sandbox.ask.action", words=action_words("take QH QS")) in action_line(at)
    assert not at.text_input
    typing_box(at).input("take QH QS QD").run()  # opened, typed
    assert says("sandbox.ask.action", words=action_words("take QH QS QD")) in action_line(at)
    at.session_state["sandbox_typed_open"] = False  # closed again: the text is kept
    at.run()
    assert not at.text_input and at.session_state["sandbox_action"] == "take QH QS QD"
    assert "Q♥ Q♠ Q♦" in action_line(at)
    at.button(key="sandbox_check").click().run()
    ruled = at.session_state["sandbox_verdict"]["ruling"]  # on the action shown, not another
    assert ruled == cc.check(current(at), "take QH QS QD") and verdict(at) is not None


def test_the_action_line_shows_unreadable_text_as_typed_and_speaks_spanish() -> None:
    at = open_sandbox({"lang": "es"})
    assert "Todavía no hay jugada" in action_line(at)
    open_preset(at, "ex-frozen-pair")
    at.button(key="sandbox_clear").click().run()
    click_cards(at, "QH#1", "QS#1")
    assert "La jugada: levantar el pozo con Q♥ Q♠" in action_line(at)
    typing_box(at).input("tomar <b>QH</b>").run()
    assert "La jugada: tomar &lt;b&gt;QH&lt;/b&gt;" in action_line(at)  # as typed, escaped
    typing_box(at).input("take " + "QH " * 400).run()  # over the cap: the notice says so
    assert action_line(at).endswith(t("sandbox.ask.action_none", "es") + "</p></div>")
    assert any(str(sb.MAX_ACTION_TEXT) in str(e.value) for e in at.error)


def sb_share_value(at: AppTest) -> str | None:
    """The ?s= value for the history and action shown (what the address bar must carry)."""
    return at.session_state["sandbox_link"][2]


def test_typing_after_picking_clears_the_picked_cards_and_the_link_follows() -> None:
    # Check and typing rerun only the box and its verdict (a fragment of their own, issue 22);
    # typing also forgets the cards picked below, so then the picker is drawn again too
    at = open_sandbox()
    open_preset(at, "ex-frozen-pair")
    click_cards(at, "QH#1")
    assert at.session_state["sandbox_pick_sel"]
    typing_box(at).input("take QH QS").run()
    assert not at.exception, at.exception
    assert not at.session_state["sandbox_pick_sel"]
    assert at.button(key="sandbox_pick_chip_QH_1").proto.type == "secondary"  # not lit
    assert "sandbox_question_rerun" not in at.session_state
    at.button(key="sandbox_check").click().run()
    v = verdict(at)
    assert v is not None and v[0] is True
    link = at.query_params["s"]
    link = link[0] if isinstance(link, list) else link
    assert link == at.session_state["sandbox_s_seen"] == sb_share_value(at)
    at.button(key="sandbox_clear").click().run()
    assert typing_box(at).value == ""
    assert verdict(at) is None

def test_share_link_round_trip() -> None:
    start = cc.deal(seed=21, dealer="E")
    history = ["draw"]
    pos = cc.play(start, "draw")
    history.append(next(a for a in cc.legal_actions(pos) if a.startswith("discard")))
    s = encode_state(start, history)
    at = open_sandbox({"s": s})
    h = at.session_state["sandbox_history"]
    assert h.start == start and list(h.actions) == history
    assert current(at) == sb.History.replay(start, history).current
    assert says("sandbox.share.opened", count=2) in texts(at)
    # undo works on a reopened link
    at.button(key="sandbox_undo").click().run()
    assert current(at) == pos


@pytest.mark.parametrize(
    ("bad", "words"),
    [
        ("1.eNpFkEGLwyAQhf_Ln", "incomplete"),
        ("not-a-link", "not a sandbox link"),
        ("9.eNpFkEGLwyAQhf_Ln", "different version"),
        ("1.abc$def", "damaged"),
        ("1." + "A" * 9000, "too long"),
    ],
)
def test_malformed_link_opens_with_a_friendly_message(bad: str, words: str) -> None:
    at = open_sandbox({"s": bad})
    errors = " ".join(str(e.value) for e in at.error)
    assert words in errors and "example position" in errors
    assert current(at) == sb.default_position()
    # the page works after that
    ask(at, "draw")
    assert verdict(at) is not None


def test_cut_share_link_says_incomplete_in_spanish() -> None:
    s = encode_state(cc.deal(seed=3))
    at = open_sandbox({"s": s[: len(s) // 2], "lang": "es"})
    errors = " ".join(str(e.value) for e in at.error)
    assert "incompleto" in errors


def test_pasted_invalid_json_shows_the_field_and_keeps_the_text() -> None:
    at = open_sandbox()
    open_setup(at, "json")
    bad = json.dumps(
        {**preset("ex-frozen").position, "melds": {"NS": {"J": ["JC", "JD", "QH"]}, "EW": {}}}
    )
    at.text_area(key="sandbox_json").input(bad).run()
    before = current(at)
    at.button(key="sandbox_json_load").click().run()
    assert not at.exception
    errors = " ".join(str(e.value) for e in at.error)
    assert "melds.NS.J" in errors and "QH" in errors
    assert at.text_area(key="sandbox_json").value == bad
    assert current(at) == before
    at.text_area(key="sandbox_json").input("{not json").run()
    at.button(key="sandbox_json_load").click().run()
    assert "not valid JSON" in " ".join(str(e.value) for e in at.error)
    assert at.text_area(key="sandbox_json").value == "{not json"


def test_editor_explains_the_field_and_keeps_the_text() -> None:
    at = open_sandbox()
    open_preset(at, "ex-frozen")
    open_setup(at, "new")
    at.text_input(key="sandbox_ed_hands.N").input("QH QS QH QS QH").run()
    assert not at.exception
    errors = " ".join(str(e.value) for e in at.error)
    assert "North's hand" in errors and "Q♥" in errors
    assert at.text_input(key="sandbox_ed_hands.N").value == "QH QS QH QS QH"
    assert at.button(key="sandbox_ed_apply").disabled
    # an action played meanwhile does not wipe the edit
    typing_box(at).input("take QH QS").run()
    at.button(key="sandbox_play").click().run()
    assert at.text_input(key="sandbox_ed_hands.N").value == "QH QS QH QS QH"
    # fix it: the edited position is on the table at once, with a fresh history
    at.text_input(key="sandbox_ed_hands.N").input("QH QS 4D 9C").run()
    assert current(at).hands["N"] == ("QH", "QS", "9C", "4D")
    assert at.button(key="sandbox_ed_apply").disabled  # nothing left to apply
    assert at.session_state["sandbox_history"].actions == ()


def test_meld_under_the_wrong_rank_in_the_editor() -> None:
    at = open_sandbox()
    open_preset(at, "ex-frozen")
    open_setup(at, "new")
    at.text_input(key="sandbox_ed_melds.EW").input("5: 5C 5D 6S").run()
    errors = " ".join(str(e.value) for e in at.error)
    assert "East–West melds" in errors and "6♠" in errors


def test_score_this_position_goes_to_the_calculator() -> None:
    at = open_sandbox()
    open_preset(at, "ex-score")
    at.button(key="sandbox_score").click().run()
    assert not at.exception
    # the calculator page took the position over (it pops the hand-over key)
    assert cc.load(at.session_state["calculator_position_text"]) == preset("ex-score").load()
    assert "sandbox_history" in at.session_state


# --------------------------------------------------------------------------- same as the CLI


def _cli_check(position: dict, action: str, tmp: Path) -> dict:
    f = tmp / "pos.json"
    f.write_text(json.dumps(position))
    exe = ROOT / ".venv" / "bin" / "canasta"
    cmd = [str(exe)] if exe.exists() else [sys.executable, "-m", "canasta_core"]
    p = subprocess.run(
        [*cmd, "check", str(f), action], capture_output=True, text=True, timeout=60, cwd=ROOT
    )
    return json.loads(p.stdout)


@pytest.mark.parametrize("case", CHECK_CASES, ids=[c["id"] for c in CHECK_CASES])
def test_shared_check_case_matches_the_command_line(case: dict, tmp_path: Path) -> None:
    cli = _cli_check(case["position"], case["action"], tmp_path)
    at = open_sandbox()
    open_setup(at, "json")
    at.text_area(key="sandbox_json").input(json.dumps(case["position"], indent=1)).run()
    at.button(key="sandbox_json_load").click().run()
    assert current(at) == cc.load(case["position"])
    ask(at, case["action"])
    v = verdict(at)
    assert v is not None
    assert v[0] == cli["legal"] == case["legal"]
    if not cli["legal"]:
        assert cli["rule"] in v[1]
        assert cli["rule"] in case["rules"]


def test_lesson_steps_are_presets_when_lessons_exist() -> None:
    lessons = sb.lesson_presets()
    if not lessons:
        pytest.skip("no lesson files yet")
    at = open_sandbox({"lang": "es"})
    open_setup(at, "presets")
    options = at.selectbox(key="sandbox_preset").options
    assert any("Lección" in o for o in options)
    first = lessons[0]
    open_preset(at, first.id)
    assert current(at) == first.load()


def test_hostile_text_is_not_rendered() -> None:
    at = open_sandbox()
    open_setup(at, "new")
    at.text_input(key="sandbox_ed_hands.N").input("<b>x</b> [link](javascript:alert(1))").run()
    assert not at.exception
    shown = " ".join(str(e.value) for e in at.error)
    assert "North's hand" in shown
    assert "](javascript" not in shown  # Markdown escaped: no live link
    ask(at, "<script>alert(1)</script>")
    assert "<script>" not in " ".join(str(e.value) for e in at.error)


# --------------------------------------------------------------------------- issue #11


QUEENS = {
    "format": "canasta/1",
    "dealer": "W",
    "turn": "N",
    "phase": "draw",
    "hands": {"N": ["QS", "QD", "AH", "AS", "JK", "7C"], "E": 11, "S": 11, "W": 11},
    "pile": ["5C", "QH"],
    "stock": 40,
}


def open_position(d: dict) -> AppTest:
    return open_sandbox({"s": encode_state(d)})


def test_two_identical_cards_are_picked_independently() -> None:
    seven_kings = {
        **QUEENS,
        "phase": "play",
        "hands": {"N": ["KC", "KC", "KD", "KD", "KH", "KH", "KS", "5C"], "E": 11, "S": 11, "W": 11},
        "melds": {"NS": {"9": ["9C", "9D", "9H"]}, "EW": {}},
    }
    at = open_position(seven_kings)
    click_cards(at, "KC#1")
    assert typing_box(at).value == "meld KC"
    assert at.button(key="sandbox_pick_chip_KC_2").proto.type == "secondary"  # not lit
    click_cards(at, "KC#2", "KD#1", "KD#2", "KH#1", "KH#2", "KS#1")
    assert typing_box(at).value == "meld KC KC KD KD KH KH KS"
    # a third click drops exactly the card clicked, not its twin
    click_cards(at, "KC#2")
    assert typing_box(at).value == "meld KC KD KD KH KH KS"
    click_cards(at, "KC#2")
    at.button(key="sandbox_check").click().run()
    ruling = at.session_state["sandbox_verdict"]["ruling"]
    assert sorted(cc.parse(ruling.action).hand_cards()) == sorted(
        ["KC", "KC", "KD", "KD", "KH", "KH", "KS"]
    )


def test_default_wild_placement_in_the_queen_situation() -> None:
    at = open_position(QUEENS)
    click_cards(at, "QS#1", "QD#1", "AH#1", "AS#1", "JK#1")
    assert typing_box(at).value == "take QS QD; AH AS JK"
    at.button(key="sandbox_check").click().run()
    v = verdict(at)
    assert v is not None and v[0] is True
    # the counting that decided it: the opening against the minimum
    assert says("sandbox.count.opening", points=120, minimum=50, score=0) in texts(at)
    # the player moves the joker to the queens: the action follows
    wild = at.selectbox(key="sandbox_pick_wild_JK_1")
    assert wild.options[0] == t("components.picker.wild_auto", "en", rank="A")
    wild.select("Q").run()
    assert typing_box(at).value == "take QS QD JK; AH AS"
    # moved by hand, its first choice still names where it goes unmoved (not "choose a meld")
    assert at.selectbox(key="sandbox_pick_wild_JK_1").options[0] == t(
        "components.picker.wild_auto", "en", rank="A")


def test_a_situation_from_an_empty_table_ruled_on_by_clicks() -> None:
    at = open_sandbox()
    open_setup(at, "new")
    at.button(key="sandbox_new_empty").click().run()
    pos = current(at)
    assert not pos.pile and not pos.melds["NS"] and not pos.melds["EW"]
    assert pos.hands["N"] == () and pos.hands["E"] == 11 and pos.phase == "draw"
    assert "Frozen" not in "".join(str(h.value) for h in at.html if "cc-table" in str(h.value))
    # told in order: East to act, the hand, the pile, our melds (each applies at once)
    at.selectbox(key="sandbox_ed_turn").select("E").run()
    at.text_input(key="sandbox_ed_hands.E").input("KH KS JK 7C 7D 9S").run()
    at.text_input(key="sandbox_ed_pile").input("4C 9D KD").run()
    at.text_input(key="sandbox_ed_melds.EW").input("K: KC KC 2H").run()
    pos = current(at)
    assert pos.turn == "E" and pos.hands["E"] == ("KH", "KS", "9S", "7C", "7D", "JK")
    assert pos.hands["N"] == 11  # North's empty "my hand" moved with the turn
    assert pos.melded == frozenset({"E", "W"})  # derived, not asked
    assert "have melded — East, West" in texts(at)
    # ruled on by clicks only
    click_cards(at, "KH#1", "KS#1")
    assert typing_box(at).value == "take KH KS"
    at.button(key="sandbox_check").click().run()
    v = verdict(at)
    assert v is not None and v[0] is True


def test_the_acting_hand_as_a_count_is_explained_without_jargon() -> None:
    at = open_position({**QUEENS, "hands": {"N": 5, "E": 11, "S": 11, "W": 11}})
    ask(at, "take QS QD")
    body = texts(at)
    assert says("sandbox.ask.hand_count", seat="North", count=5) in body
    assert "hands.N" not in body
    assert typing_box(at).value == "take QS QD"


def test_an_over_long_action_is_refused_with_the_limit_and_kept() -> None:
    at = open_sandbox()
    long = "take QH 2C " * 5000
    ask(at, long)
    body = texts(at)
    assert says("sandbox.ask.too_long", length=len(long.strip()), limit=sb.MAX_ACTION_TEXT) in body
    assert typing_box(at).value == long  # kept to copy
    assert verdict(at) is None


def test_share_link_carries_the_pending_action_and_reopens_its_verdict() -> None:
    at = open_position(QUEENS)
    click_cards(at, "QS#1", "QD#1", "AH#1", "AS#1", "JK#1")
    at.button(key="sandbox_check").click().run()
    first = verdict(at)
    from canasta_app.shell.share import decode_share

    value = at.query_params["s"]
    shared = decode_share(value[0] if isinstance(value, list) else value)
    assert shared.pending == "take QS QD; AH AS JK"
    # a fresh session opens it: same question in the box, same verdict already shown
    again = open_sandbox({"s": encode_state(shared.position, shared.history, shared.pending)})
    assert typing_box(again).value == "take QS QD; AH AS JK"
    second = verdict(again)
    assert first is not None and second is not None and second[0] == first[0]


def test_downloaded_json_carries_history_and_pending_action() -> None:
    from canasta_app.shell.share import situation_dict

    start = cc.load(QUEENS)
    d = situation_dict(start, [], "take QS QD; AH AS JK", start)
    at = open_sandbox()
    open_setup(at, "json")
    at.text_area(key="sandbox_json").input(json.dumps(d)).run()
    at.button(key="sandbox_json_load").click().run()
    assert current(at) == start
    assert typing_box(at).value == "take QS QD; AH AS JK"
    v = verdict(at)
    assert v is not None and v[0] is True
    assert cc.load(json.dumps(d)) == start  # any tool still reads it as a plain position


def test_one_card_in_the_pile_and_an_empty_stock_are_worded_right() -> None:
    no_joker = {**QUEENS["hands"], "N": ["QS", "QD", "AH", "AS", "5D", "7C"]}
    at = open_position({**QUEENS, "hands": no_joker, "pile": ["QH"], "stock": 0})
    body = texts(at)
    assert "The pile has 1 card;" in body and not re.search(r"\b1 cards", body)
    # Q♠ Q♦ with the Q♥ make 30, short of the 50 to open: no take to offer (issue 23)
    assert says("components.table.phase.draw_empty_no_take", seat="North") in body
    assert "draw from the stock" not in body
    assert "sandbox_pick_bare_pass" in [b.key for b in at.button]
    assert "sandbox_pick_bare_draw" not in [b.key for b in at.button]
    # with the joker added to that meld they make 80: the take is offered (a walk: the page
    # said "cannot take the pile" and offered a pass alone, while Check ruled it legal)
    body = texts(open_position({**QUEENS, "pile": ["QH"], "stock": 0}))
    assert says("components.table.phase.draw_empty", seat="North") in body
    assert says("components.table.phase.draw_empty_no_take", seat="North") not in body


def test_the_deck_palette_places_cards_and_counts_what_is_left() -> None:
    at = open_sandbox()
    at.session_state["sandbox_palette_open"] = True  # the player opens the palette
    open_setup(at, "new")
    at.button(key="sandbox_new_empty").click().run()
    for card in ("QS", "QD", "AH", "AS", "JK", "7C"):  # into North's hand (the seat to act)
        at.button(key=f"sandbox_palette_{card}").click().run()
    at.button_group(key="sandbox_palette_zone").set_value("pile").run()
    for card in ("5C", "QH"):
        at.button(key=f"sandbox_palette_{card}").click().run()
    pos = current(at)
    assert pos.hands["N"] == ("AH", "AS", "QD", "QS", "7C", "JK") and pos.pile == ("5C", "QH")
    labels = {b.key: b.label for b in at.button if (b.key or "").startswith("sandbox_palette_")}
    assert labels["sandbox_palette_QS"].endswith("×1")
    assert labels["sandbox_palette_QC"].endswith("×2")
    assert labels["sandbox_palette_JK"].endswith("×3")
    # ruled on by clicks only: the whole situation set up and asked without typing
    click_cards(at, "QS#1", "QD#1", "AH#1", "AS#1", "JK#1")
    at.button(key="sandbox_check").click().run()
    v = verdict(at)
    assert v is not None and v[0] is True
    assert at.session_state["sandbox_verdict"]["ruling"].action == "take QD QS; AH AS JK"
    # the second Q♥ goes on the pile: none is left to place
    at.button(key="sandbox_palette_QH").click().run()
    assert at.button(key="sandbox_palette_QH").disabled


IMPOSSIBLE = [
    pytest.param({"sandbox_ed_melds.NS": "5: 5C 5D"}, "melds.NS", id="meld-of-two"),
    pytest.param({"sandbox_ed_melds.NS": "3: 3C 3S 3C"}, "melds.NS", id="threes-mid-deal"),
    pytest.param({"sandbox_ed_melds.EW": "K: KC KD 2C 2D JK JK"}, "melds.EW", id="four-wilds"),
    pytest.param({"sandbox_ed_stock": "100"}, "stock", id="over-108-cards"),
    pytest.param({"sandbox_ed_hands.N": "QH QS QH QS QH"}, "hands.N", id="third-copy"),
]


@pytest.mark.parametrize(("typed", "field"), IMPOSSIBLE)
def test_an_impossible_position_is_explained_at_its_field(typed: dict, field: str) -> None:
    """Whatever the engine refuses is shown in the editor, with the engine's message, under the
    field it names; the text typed stays; the table keeps the last possible position."""
    at = open_sandbox()
    open_setup(at, "new")
    at.button(key="sandbox_new_empty").click().run()
    before = current(at)
    values = sb.fields_from_position(before)
    values.update({k.removeprefix("sandbox_ed_"): v for k, v in typed.items()})
    try:
        cc.load(sb.position_dict_from_fields(values))
        engine_refuses = None
    except cc.NotationError as e:
        engine_refuses = e
    for key, text in typed.items():
        at.text_input(key=key).input(text).run()
    assert not at.exception
    errors = " ".join(str(e.value) for e in at.error)
    if engine_refuses is None:
        assert current(at) != before and not errors  # possible: on the table at once
        return
    assert sb.editor_key_for(engine_refuses.field) == field
    assert t(f"sandbox.field.{field}", "en") in errors  # named at its field
    # the engine's reason in the page's words (cards with their symbols, fields by label)
    detail = sb.error_detail(engine_refuses, "en", None)
    assert detail[:40] in errors.replace("\\", "")
    for key, text in typed.items():
        assert at.text_input(key=key).value == text  # nothing typed is lost
    assert current(at) == before


def test_a_counted_hand_still_rules_on_what_needs_no_cards() -> None:
    at = open_position({**QUEENS, "hands": {"N": 5, "E": 11, "S": 11, "W": 11}})
    ask(at, "draw")
    v = verdict(at)
    assert v is not None and v[0] is True
    ask(at, "take QS QD", button="sandbox_play")
    assert says("sandbox.ask.hand_count", seat="North", count=5) in texts(at)


def test_no_verdict_stands_while_a_field_is_wrong() -> None:
    """Issue 23 §1 on the page: an error in the hand field takes the verdict down, Check names
    the field instead of ruling on the last good hand, and the full pile is not called empty."""
    at = open_sandbox()
    typing_box(at).input("take QH QS").run()
    at.button(key="sandbox_check").click().run()
    assert verdict(at) is not None
    open_setup(at, "new")
    at.text_input(key="sandbox_ed_hands.N").input("8C JK 11H 9S").run()
    assert verdict(at) is None  # the old verdict does not stand for the fields shown
    at.text_input(key="sandbox_ed_pile").input("7C 3H 8D").run()  # kept in the field only
    fix = t("sandbox.ask.fix_field", "en", problem="").split(".")[0]
    assert any(fix in str(w.value) for w in at.warning)
    at.button(key="sandbox_check").click().run()
    assert verdict(at) is None
    assert any("11H" in str(w.value) for w in at.warning)
    shown = texts(at)
    assert t("sandbox.new.no_top", "en") not in shown
    assert t("sandbox.new.top", "en", card="").split(":")[0] in shown  # "Top card: ..."


def test_show_to_the_class_opens_the_classroom_on_the_position_shown() -> None:
    at = open_sandbox()
    typing_box(at).input("take QH QS").run()
    at.button(key="sandbox_play").click().run()
    at.session_state["sandbox_share_open"] = True  # the teacher opens Share
    at.run()
    [button] = at.get("link_button")
    url = button.proto.url
    assert url.startswith("./classroom?") and "present=1" in url
    shown = decode_state(parse_qs(urlsplit(url).query)["show"][0])
    replayed = sb.History.replay(*shown).current
    assert replayed == current(at)


# --------------------------------------------------------------------------- issue 22: lazy set-up


def _setup_widget_keys(at: AppTest) -> set[str]:
    """Keys of the set-up form's widgets on the page."""
    keys = {w.key for kind in ("text_input", "text_area", "selectbox", "number_input",
                                "checkbox", "toggle", "button_group") for w in at.get(kind)}
    keys |= {b.key for b in at.button}
    setup = ("sandbox_ed_", "sandbox_preset", "sandbox_seed", "sandbox_deal", "sandbox_json",
             "sandbox_new_empty", "sandbox_dealer", "sandbox_palette")
    return {k for k in keys if k and k.startswith(setup)}


def test_the_closed_set_up_form_draws_none_of_its_fields() -> None:
    at = open_sandbox()
    assert _setup_widget_keys(at) == set()  # a first visit builds no set-up widget
    open_setup(at, "new")
    keys = _setup_widget_keys(at)
    assert "sandbox_ed_hands.N" in keys and "sandbox_json" not in keys  # the open tab only
    open_setup(at, "json")
    keys = _setup_widget_keys(at)
    assert "sandbox_json" in keys and "sandbox_ed_hands.N" not in keys


def test_nothing_typed_in_the_set_up_is_lost_when_it_closes_and_reopens() -> None:
    """A field's text stays while the form is closed, another tab is open, or the player is
    on another page; and the verdict is about those fields even while they are not drawn."""
    at = open_sandbox()
    open_setup(at, "new")
    at.text_input(key="sandbox_ed_hands.N").input("QH QS QH QS QH").run()  # impossible: kept
    at.number_input(key="sandbox_ed_scores.NS").set_value(1500).run()
    at.session_state[SETUP_OPEN] = False  # the player closes the form
    at.run()
    assert _setup_widget_keys(at) == set()
    ask(at, "take QH QS")  # what is on screen is what gets ruled on: the fields say "wrong"
    assert verdict(at) is None
    assert any("North's hand" in str(w.value) for w in at.warning)
    open_setup(at, "new")
    assert at.text_input(key="sandbox_ed_hands.N").value == "QH QS QH QS QH"
    assert at.number_input(key="sandbox_ed_scores.NS").value == 1500
    open_setup(at, "presets")
    open_setup(at, "new")
    assert at.text_input(key="sandbox_ed_hands.N").value == "QH QS QH QS QH"
    at.switch_page("canasta_app/home/home.py")
    at.run()
    at.switch_page("canasta_app/sandbox/sandbox.py")
    at.run()
    assert not at.exception, at.exception
    open_setup(at, "new")
    assert at.text_input(key="sandbox_ed_hands.N").value == "QH QS QH QS QH"
    assert at.number_input(key="sandbox_ed_scores.NS").value == 1500


def test_the_closed_set_up_follows_the_table() -> None:
    """A move played while the form is closed: reopened, the fields describe the new table."""
    at = open_sandbox()
    open_setup(at, "new")
    at.session_state[SETUP_OPEN] = False
    at.run()
    ask(at, "take QH QS", "sandbox_play")
    after = current(at)
    assert at.session_state["sandbox_history"].actions == ("take QH QS",)
    open_setup(at, "new")
    fields = sb.fields_from_position(after)
    assert at.text_input(key="sandbox_ed_hands.N").value == fields["hands.N"]
    assert at.text_input(key="sandbox_ed_pile").value == fields["pile"]
    assert at.button(key="sandbox_ed_apply").disabled  # in step with the table


def test_the_table_is_tapped_like_the_practice_tables() -> None:
    """Issue 37: the sandbox's table picks and plays as practice and the lessons do: each card
    of the hand to act clicks its own chip of the picker, the card picked is shown lifted on
    the table, the stock draws."""
    pos = cc.deal(7)  # East to draw: the stock and the hand are tappable
    at = open_sandbox({"s": encode_state(pos, [])})
    html = next(h.proto.body for h in at.get("html") if "cc-table" in h.proto.body)
    keys = re.findall(r'data-pick="([^"]+)"', html)
    buttons = {b.key for b in at.button}
    stock = [k for k in keys if k.endswith("_bare_draw")]
    hand = [k for k in keys if "_chip_" in k]
    assert stock == ["sandbox_pick_bare_draw"] and stock[0] in buttons
    assert len(hand) == len(pos.hand(pos.turn)) and set(hand) <= buttons, "a card clicks its chip"
    at.button(key=hand[0]).click().run()
    html = next(h.proto.body for h in at.get("html") if "cc-table" in h.proto.body)
    assert html.count('aria-pressed="true"') == 1, "the table shows the card picked"
    at.button(key="sandbox_pick_bare_draw").click().run()
    v = verdict(at)
    assert v is not None and v[0], v  # the stock tapped: the draw is ruled on


def test_a_move_that_ends_the_deal_says_the_deal_is_over_not_the_next_move() -> None:
    """Going out ends the deal: the page says so, and the summary no longer says who the
    pile is frozen for (nobody takes an ended deal's pile); a fresh four-user walk found "It is
    the next move now" and "Not frozen for North" under an ended deal."""
    from canasta_core.principles import _pos

    d = _pos("S", ["5C"], melds={"NS": {"K": ["KC", "KD", "KH", "KS", "KC", "KD", "KH"]}},
             pile=["6H", "7D"], melded=["S"])
    d["this_turn"] = {"took_pile": False, "melded": False, "asked": None,
                      "concealed_ok": False, "new_melds": []}
    at = open_sandbox()
    open_setup(at, "json")
    at.text_area(key="sandbox_json").input(json.dumps(d)).run()
    at.button(key="sandbox_json_load").click().run()
    assert not at.exception
    shown = texts(at)
    assert "frozen for" in shown.lower()  # before: the pile's state is said
    ask(at, "discard 5C", "sandbox_play")
    assert current(at).phase == "over"
    shown = texts(at)
    assert "The deal is over." in shown, shown[:800]
    assert "It is the next move now" not in shown
    assert "frozen for" not in shown.lower(), shown[:800]


def test_cards_are_picked_in_one_place_and_kept_across_a_switch_of_kind() -> None:
    """Issue 37: the sandbox picks on the table only, as practice does (its chips are the
    table's hidden buttons: the picker does not draw the hand a second time), and the cards
    picked for a meld stay picked across a switch to Discard and back."""
    d = {"format": "canasta/1", "dealer": "W", "turn": "S", "phase": "play",
         "hands": {"N": 11, "E": 11, "W": 11,
                   "S": ["KH", "KS", "KD", "7C", "9S", "4D"]},
         "pile": ["4C", "7H"], "stock": 40, "melds": {"NS": {"5": ["5C", "5D", "5H"]}}}
    at = open_sandbox({"s": encode_state(d)})
    assert not at.exception, at.exception
    shown = texts(at)
    seat = "South"
    assert t("components.picker.hand", "en", seat=seat) not in shown  # no second hand
    assert shown.count(t("components.picker.hand_table", "en", seat=seat)) == 1, shown[:1500]
    for cid in ("KH_1", "KS_1", "KD_1"):
        at.button(key=f"sandbox_pick_chip_{cid}").click().run()
    assert at.session_state["sandbox_action"] == "meld KH KS KD"
    at.segmented_control(key="sandbox_pick_kind").set_value("discard").run()
    at.button(key="sandbox_pick_chip_4D_1").click().run()
    assert at.session_state["sandbox_action"] == "discard 4D"
    at.segmented_control(key="sandbox_pick_kind").set_value("meld").run()
    assert at.session_state["sandbox_action"] == "meld KH KS KD"  # the meld's cards kept
    at.segmented_control(key="sandbox_pick_kind").set_value("discard").run()
    assert at.session_state["sandbox_action"] == "discard 4D"  # and the discard's
    assert not at.exception, at.exception


@pytest.mark.parametrize("lang", ["en", "es"])
def test_melds_typed_with_a_comma_get_the_semicolon_hint_in_the_verdict(lang: str) -> None:
    """'meld KS KD KH, 9S 9D 9H': a comma separates cards, so the verdict said only that the
    meld "mixes ranks"; it now says melds are separated by ';' (and not without a comma)."""
    pos = cc.load({"format": "canasta/1", "dealer": "W", "turn": "N", "phase": "play",
                   "hands": {"N": ["KS", "KD", "KH", "9S", "9D", "9H", "4C"], "E": 11, "S": 11,
                             "W": 11},
                   "stock": 30, "melds": {"NS": {"Q": ["QS", "QD", "QH"]}}})
    at = open_sandbox({"s": encode_state(pos, []), "lang": lang})
    hint = t("components.ruling.comma_hint", lang,
             example="bajar 5t 5d 5c; Ac Ap comodín" if lang == "es" else "meld 5C 5D 5H; AS AH JK")
    ask(at, "bajar Kp Kd Kc, 9p 9d 9c" if lang == "es" else "meld KS KD KH, 9S 9D 9H")
    got = verdict(at)
    assert got is not None and got[0] is False
    assert html.escape(hint) in got[1]
    ask(at, "bajar Kp Kd Kc 9p 9d 9c" if lang == "es" else "meld KS KD KH 9S 9D 9H")
    got = verdict(at)
    assert got is not None and got[0] is False and html.escape(hint) not in got[1]
