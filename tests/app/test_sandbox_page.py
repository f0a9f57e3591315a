"""The sandbox page, driven with AppTest: presets, rulings, play/undo/redo, share links, pasting,
the editor, and the shared examples ruled exactly as the command line rules them."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

import canasta_core as cc
from canasta_app import sandbox as sb
from canasta_app.share import decode_state, encode_state

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared" / "spec" / "examples" / "cases.json"
CASES_FILE = SHARED if SHARED.exists() else ROOT / "canasta_app" / "presets.json"


def _cases() -> list[dict]:
    data = json.loads(CASES_FILE.read_text(encoding="utf-8"))
    return data["presets"] if isinstance(data, dict) else data


CHECK_CASES = [c for c in _cases() if c["kind"] == "check"]


def open_sandbox(query: dict[str, str] | None = None) -> AppTest:
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=60)
    for k, v in (query or {}).items():
        at.query_params[k] = v
    at.switch_page("app_pages/sandbox.py")
    at.run()
    assert not at.exception, at.exception
    return at


def texts(at: AppTest) -> str:
    """Everything the page shows as text (markdown, alerts, captions, HTML blocks)."""
    parts: list[str] = []
    for group in (
        at.markdown,
        at.caption,
        at.error,
        at.warning,
        at.info,
        at.success,
        at.html,
        at.code,
    ):
        parts.extend(str(e.value) for e in group)
    return re.sub(r"\\(.)", r"\1", "\n".join(parts))  # undo Markdown escapes


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
    at.selectbox(key="sandbox_preset").select(pid).run()
    at.button(key="sandbox_preset_open").click().run()
    assert not at.exception, at.exception


def ask(at: AppTest, action: str, button: str = "sandbox_check") -> None:
    at.text_input(key="sandbox_action").input(action).run()
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
    assert any("./sandbox?s=1." in str(c.value) for c in at.code)


def test_load_preset_fills_position_and_action() -> None:
    at = open_sandbox()
    open_preset(at, "ex-frozen")
    assert current(at) == preset("ex-frozen").load()
    assert at.text_input(key="sandbox_action").value == "take QH 2C"
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
    assert at.text_input(key="sandbox_action").value == "discard 11H"


def test_play_undo_redo() -> None:
    at = open_sandbox()
    at.number_input(key="sandbox_seed").set_value(7).run()
    at.button(key="sandbox_deal").click().run()
    start = current(at)
    assert start == cc.deal(seed=7, dealer="N")
    ask(at, "draw", "sandbox_play")
    after_draw = current(at)
    assert after_draw == cc.play(start, "draw")
    assert at.session_state["sandbox_history"].actions == ("draw",)
    assert "Played" in texts(at)
    assert at.text_input(key="sandbox_action").value == ""
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


def test_hint_fills_the_action_box() -> None:
    at = open_sandbox()
    open_preset(at, "ex-frozen-pair")
    groups = sb.grouped_legal_actions(preset("ex-frozen-pair").load())
    kind, acts = next(iter(groups.items()))
    at.button_group(key=f"sandbox_hint_{kind}").set_value(acts[0]).run()
    assert not at.exception
    assert at.text_input(key="sandbox_action").value == acts[0]


def click_cards(at: AppTest, *chip_ids: str) -> None:
    """Click picker chips by identity ("QH#1", "KC#2"), as a player clicks cards."""
    for cid in chip_ids:
        at.button(key=f"sandbox_pick_chip_{cid.replace('#', '_')}").click().run()
        assert not at.exception, at.exception


def test_picker_writes_the_action_before_it_is_checked() -> None:
    at = open_sandbox()
    open_preset(at, "ex-frozen-pair")
    click_cards(at, "QH#1", "QS#1")
    assert at.text_input(key="sandbox_action").value == "take QH QS"
    assert verdict(at) is None  # shown before anything is checked
    at.button(key="sandbox_check").click().run()
    v = verdict(at)
    assert v is not None and v[0] is True
    # a second click on a card takes it out again
    click_cards(at, "QS#1")
    assert at.text_input(key="sandbox_action").value == "take QH"
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
    assert "Opened a shared situation (2 actions" in texts(at)
    # undo works on a reopened link
    at.button(key="sandbox_undo").click().run()
    assert current(at) == pos


@pytest.mark.parametrize(
    ("bad", "words"),
    [
        ("1.eNpFkEGLwyAQhf_Ln", "incomplete"),
        ("not-a-link", "different version"),
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
    at.text_input(key="sandbox_ed_hands.N").input("QH QS QH QS QH").run()
    assert not at.exception
    errors = " ".join(str(e.value) for e in at.error)
    assert "North's hand" in errors and "QH" in errors
    assert at.text_input(key="sandbox_ed_hands.N").value == "QH QS QH QS QH"
    assert at.button(key="sandbox_ed_apply").disabled
    # an action played meanwhile does not wipe the edit
    at.text_input(key="sandbox_action").input("take QH QS").run()
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
    at.text_input(key="sandbox_ed_melds.EW").input("5: 5C 5D 6S").run()
    errors = " ".join(str(e.value) for e in at.error)
    assert "East–West melds" in errors and "6S" in errors


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
    options = at.selectbox(key="sandbox_preset").options
    assert any("Lección" in o for o in options)
    first = lessons[0]
    open_preset(at, first.id)
    assert current(at) == first.load()


def test_hostile_text_is_not_rendered() -> None:
    at = open_sandbox()
    at.text_input(key="sandbox_ed_hands.N").input("<b>x</b> [link](javascript:alert(1))").run()
    assert not at.exception
    shown = " ".join(str(e.value) for e in at.error)
    assert "North's hand" in shown
    assert "](javascript" not in shown  # Markdown escaped: no live link
    ask(at, "<script>alert(1)</script>")
    assert "<script>" not in " ".join(str(e.value) for e in at.error)
