"""The classroom page, driven with AppTest: a narrated bot deal stepped to its scoring, links that
reopen a moment, bad links, presentation mode, Spanish, and "Canasta by the numbers"."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest
from helpers.apptest import click, open_box, open_page, texts
from helpers.words import says
from streamlit.testing.v1 import AppTest

import canasta_core as cc
from canasta_app.classroom import deal_numbers as numbers
from canasta_app.classroom import model as cl
from canasta_app.text.i18n import t
from canasta_app.text.narration import narrate, narrate_start

ROOT = Path(__file__).resolve().parents[2]
W = "classroom_w_"


def open_classroom(query: dict[str, str] | None = None) -> AppTest:
    return open_page("classroom", query)


def open_settings(at: AppTest, is_open: bool = True) -> None:
    """Open (or close) "Deal settings", as a teacher clicks its label (its widgets are drawn
    only while open)."""
    open_box(at, "classroom_settings_open", is_open)


def settings_widgets(at: AppTest) -> list[str]:
    """The keys of the deal settings' widgets drawn in this run."""
    drawn = [*at.number_input, *at.selectbox, *at.select_slider, *at.toggle]
    return [w.key for w in drawn if w.key and w.key.startswith(W) and "sim_" not in w.key]


def box_label(at: AppTest) -> str:
    [label] = [e.label for e in at.expander if e.label.startswith("Deal settings")]
    return label


def open_numbers(at: AppTest, on: bool = True) -> None:
    """Show "Canasta by the numbers" (or the table again), as a teacher clicks its button over
    the table (only the view shown is drawn)."""
    at.button(key="classroom_v_numbers" if on else "classroom_v_table").click().run()
    assert not at.exception, at.exception


def view_buttons(at: AppTest) -> dict[str, str]:
    """The two view buttons' labels and types (the view shown is the primary one)."""
    return {b.label: b.proto.type for b in at.button
            if b.key in ("classroom_v_table", "classroom_v_numbers")}


def test_only_the_view_shown_is_drawn_and_the_table_comes_back_on_its_move() -> None:
    at = open_classroom({"seed": "7", "step": "9", "view": "N"})
    assert not [b for b in at.button if b.label == "Play the deals"]  # not shown: not built
    assert view_buttons(at) == {"Classroom table": "primary",
                                "Canasta by the numbers": "secondary"}
    open_numbers(at)
    assert [b for b in at.button if b.label == "Play the deals"]
    assert view_buttons(at) == {"Classroom table": "secondary",
                                "Canasta by the numbers": "primary"}
    assert not [b for b in at.button if b.key and b.key.startswith("classroom_b_")], \
        "the table's controls are not drawn"
    assert not at.expander and "Move 9" not in texts(at), "nor its settings, nor the move"
    assert at.query_params["step"] in ("9", ["9"]), "the address keeps the move"
    open_numbers(at, False)
    assert "Move 9 ·" in texts(at) and at.button(key="classroom_b_step")
    assert box_label(at).endswith("North's view"), "the settings were kept"
    assert at.query_params["step"] in ("9", ["9"])
    assert not [b for b in at.button if b.label == "Play the deals"]


def test_showing_the_numbers_pauses_auto_play() -> None:
    at = open_classroom({"seed": "7", "step": "3"})
    click(at, "classroom_b_play")
    assert at.session_state["classroom_playing"] is True
    open_numbers(at)
    assert at.session_state["classroom_playing"] is False
    open_numbers(at, False)
    assert at.button(key="classroom_b_play").label == "Auto-play"
    assert at.session_state["classroom_step"] >= 3




def test_steps_through_a_deal_to_its_scoring() -> None:
    at = open_classroom({"seed": "7", "dealer": "N", "ns": "heuristic", "ew": "random"})
    record = cl.deal_record(7, "N", "heuristic", "random")
    start = narrate_start(record.start, "en")
    assert says("classroom.at_start") in texts(at)
    assert start.headline.replace("'", "") in texts(at).replace("'", "")
    for k in range(1, 4):
        click(at, "classroom_b_step")
        step = record.steps[k - 1]
        n = narrate(step.before, step.action, step.after, "en")
        assert f"Move {k}" in texts(at)
        assert at.query_params["step"] == [str(k)] or at.query_params["step"] == str(k)
        assert n.headline.split(" ")[0] in texts(at)
    click(at, "classroom_b_back")
    assert "Move 2 ·" in texts(at)
    # Step on, one move at a time, to the end of the deal: every move renders.
    total = len(record.steps)
    for _ in range(2, total):
        click(at, "classroom_b_step")
    assert f"Move {total} ·" in texts(at)
    assert at.button(key="classroom_b_step").disabled
    assert says("classroom.scoring") in [s.value for s in at.subheader]
    totals = cc.score(record.final)
    ns, ew = totals["NS"]["total"], totals["EW"]["total"]
    result = " ".join(s.value for s in at.success) + " ".join(i.value for i in at.info)
    assert f"{max(ns, ew)} to {min(ns, ew)}" in result or f"{ns} each" in result
    assert at.table, "the scoring breakdown table is shown"
    click(at, "classroom_b_start")
    assert says("classroom.at_start") in texts(at)
    assert says("classroom.scoring") not in [s.value for s in at.subheader]


def sandbox_links(at: AppTest) -> list[str]:
    """The addresses of "Open this moment in the sandbox" (a link drawn as a button, in HTML:
    static_text.link_button_html), unescaped."""
    return [html.unescape(m) for h in at.html
            for m in re.findall(r'<a class="cc-link-btn" href="([^"]*)"', str(h.value))]


def test_to_the_end_and_the_sandbox_link_opens_that_moment() -> None:
    from canasta_app.shell.share import decode_state

    at = open_classroom({"seed": "3", "ns": "random", "ew": "random", "step": "10"})
    record = cl.deal_record(3, "N", "random", "random")
    assert "Move 10 ·" in texts(at)
    links = sandbox_links(at)
    assert links, "the sandbox link button is shown"
    url = links[0]
    assert url.startswith("./sandbox?s=")
    s = url.split("s=", 1)[1].split("&", 1)[0]
    pos, history = decode_state(s)
    assert pos == record.position_at(10) and history == []
    click(at, "classroom_b_end")
    assert f"Move {len(record.steps)} ·" in texts(at)
    assert says("classroom.scoring") in [s.value for s in at.subheader]


def test_a_link_reopens_the_same_deal_at_the_same_move() -> None:
    at = open_classroom({"seed": "12", "dealer": "e", "ns": "random", "ew": "heuristic",
                         "step": "5", "view": "S"})
    assert not settings_widgets(at), "the settings box is closed: its widgets are not drawn"
    assert box_label(at) == ("Deal settings: deal 12 · East deals · North–South random, "
                             "East–West sensible · South's view")
    assert "Move 5 ·" in texts(at)
    record = cl.deal_record(12, "E", "random", "heuristic")
    step = record.steps[4]
    n = narrate(step.before, step.action, step.after, "en",
                reveal=step.seat == "S")
    assert n.headline in texts(at).replace("\\", "")
    link = cl.permalink(cl.TableSettings(12, "E", "random", "heuristic", 5, "S"), "en")
    assert link in texts(at)
    assert not at.warning
    open_settings(at)  # opened, the widgets show the link's settings, and the move stays
    assert at.number_input(key=W + "seed").value == 12
    assert at.selectbox(key=W + "dealer").value == "E"
    assert at.selectbox(key=W + "ns").value == "random"
    assert at.selectbox(key=W + "view").value == "S"
    assert at.select_slider(key=W + "speed").value == cl.DEFAULT_SPEED
    assert "Move 5 ·" in texts(at)


def test_the_settings_are_closed_on_a_first_visit_and_say_what_is_set() -> None:
    at = open_classroom({"lang": "es"})
    assert not settings_widgets(at), "no number box, select box, slider or toggle drawn"
    assert [e.label for e in at.expander][0] == (
        "Opciones de la mano: mano 7 · reparte Norte · bots sensatos · todas las manos")
    assert at.button(key="classroom_b_present").label == "Presentar"
    open_settings(at)
    assert sorted(settings_widgets(at)) == sorted(W + k for k in
                                                  ("seed", "dealer", "ns", "ew", "view", "speed"))


def test_closing_and_reopening_the_settings_keeps_them() -> None:
    at = open_classroom({"seed": "7", "step": "9"})
    open_settings(at)
    at.selectbox(key=W + "view").set_value("N").run()
    at.select_slider(key=W + "speed").set_value(0.5).run()
    assert not at.exception, at.exception
    assert "Move 9 ·" in texts(at), "the view and the speed keep the move"
    open_settings(at, False)
    assert not settings_widgets(at)
    assert box_label(at).endswith("sensible bots · North's view")
    assert at.query_params["view"] in ("N", ["N"])
    click(at, "classroom_b_step")  # a run with the box closed keeps them too
    assert "Move 10 ·" in texts(at)
    open_settings(at)
    assert at.selectbox(key=W + "view").value == "N"
    assert at.select_slider(key=W + "speed").value == 0.5
    assert at.number_input(key=W + "seed").value == 7
    assert at.session_state["classroom_speed"] == 0.5


def test_single_seat_view_does_not_name_other_seats_draws() -> None:
    at = open_classroom({"seed": "7", "view": "N"})
    record = cl.deal_record(7, "N", "heuristic", "heuristic")
    first = record.steps[0]
    assert first.action == "draw" and first.seat != "N"
    click(at, "classroom_b_step")
    drawn = [c for c in first.after.hand(first.seat) if c not in first.before.hand(first.seat)]
    [line] = [m.value.split("\n")[0] for m in at.markdown if m.value.startswith("**Move 1 ·")]
    assert line.endswith("draws from the stock.")
    assert cc.cards.pretty(drawn[0]) not in line
    # With every hand shown, the same move names the card drawn.
    open_settings(at)
    at.selectbox(key=W + "view").set_value("all").run()
    [line] = [m.value.split("\n")[0] for m in at.markdown if m.value.startswith("**Move 1 ·")]
    assert cc.cards.pretty(drawn[0]) in line


@pytest.mark.parametrize("query, fragments", [
    ({"seed": "abc", "dealer": "X", "ns": "genius", "ew": "heuristic", "step": "-1",
      "view": "<b>x</b>"},
     ["“abc”", "“X”", "“genius”", "“-1”", "view"]),
    ({"seed": "99999999999999999999"}, ["deal number"]),
    ({"step": "1999"}, ["the move “1999”"]),
])
def test_bad_link_values_fall_back_to_defaults_with_a_message(
    query: dict[str, str], fragments: list[str]
) -> None:
    at = open_classroom(query)
    assert at.warning, "a friendly message says what was wrong"
    message = at.warning[0].value.replace("\\", "")
    for f in fragments:
        assert f in message, (f, message)
    assert "<b>" not in at.warning[0].value  # user text never becomes HTML
    assert box_label(at).startswith("Deal settings: deal 7 · North deals ·")  # the default deal
    open_settings(at)
    assert at.number_input(key=W + "seed").value == 7
    assert at.selectbox(key=W + "dealer").value == "N"
    assert says("classroom.at_start") in texts(at)


def test_changing_the_deal_goes_back_to_its_start() -> None:
    at = open_classroom({"seed": "7", "step": "9"})
    assert "Move 9 ·" in texts(at)
    open_settings(at)
    at.number_input(key=W + "seed").set_value(8).run()
    assert not at.exception
    assert says("classroom.at_start") in texts(at)
    assert at.query_params["seed"] in ("8", ["8"])
    assert box_label(at).startswith("Deal settings: deal 8 ·"), "the label follows"
    assert W + "dealer" in settings_widgets(at), "the relabelled box stays open"
    click(at, "classroom_b_step")
    at.selectbox(key=W + "dealer").set_value("W").run()
    assert says("classroom.at_start") in texts(at) and at.query_params["dealer"] in ("W", ["W"])


def test_presentation_mode_is_one_click_and_auto_play_controls() -> None:
    at = open_classroom({"seed": "7"})
    click(at, "classroom_b_present")  # beside the table's controls, the settings closed
    assert at.session_state["classroom_big"] is True
    assert at.query_params["present"] in ("1", ["1"])
    assert "classroom_b_present" not in [b.key for b in at.button], "presenting: no such button"
    click(at, "classroom_b_play")
    assert at.session_state["classroom_playing"] is True
    assert at.button(key="classroom_b_play").label == "Pause"
    click(at, "classroom_b_play")
    assert at.session_state["classroom_playing"] is False
    assert at.button(key="classroom_b_play").label == "Auto-play"


def test_the_page_speaks_spanish() -> None:
    at = open_classroom({"seed": "7", "lang": "es", "step": "1"})
    shown = texts(at)
    assert "Jugada 1 ·" in shown
    assert "roba" in shown
    assert at.button(key="classroom_b_step").label == "Siguiente jugada"


def test_the_numbers_tab_runs_a_small_simulation() -> None:
    at = open_classroom()
    open_numbers(at)
    at.number_input(key=W + "sim_n").set_value(24)
    at.selectbox(key=W + "sim_ns").set_value("heuristic")
    at.selectbox(key=W + "sim_ew").set_value("random")
    [run] = [b for b in at.button if b.label == "Play the deals"]
    run.click().run()
    assert not at.exception, at.exception
    frames = at.dataframe
    assert len(frames) == 3  # freeze, end, wins
    freeze, ends, wins = (f.value for f in frames)
    checks = at.table[-1].value
    assert int(ends["Deals"].sum()) == 24
    assert int(wins["Deals won"].sum()) <= 24
    assert list(checks["Value"]) == ["yes (24 of 24)", "yes (24 of 24)"]
    assert freeze["What"].iloc[0] == says("classroom.sim.freeze.any")
    metrics = {m.label: m.value for m in at.metric}
    assert metrics["Deals"] == "24"
    # The same settings again come from the cache, with the same figures.
    at.run()
    assert not at.exception
    assert list(at.dataframe[1].value["Deals"]) == list(ends["Deals"])
    assert "results kept" in " ".join(c.value for c in at.caption)


def test_a_presentation_link_opens_the_projector_layout_with_rule_names_only() -> None:
    at = open_classroom({"seed": "7", "step": "12", "present": "1"})
    assert at.session_state["classroom_big"] is True
    rules = [line for m in at.markdown for line in m.value.split("\n") if line.startswith("Rules:")]
    assert rules and "`" not in rules[0], "students see rule names, not code slugs"
    assert "./reference?rule=" in rules[0]
    assert at.query_params["present"] in ("1", ["1"])
    # beside the table, the slider over the move list (no box to open on a projector)
    assert at.slider(key=W + "jump").value == 12 and moves_listed(at)[0] == "classroom_mv_12"
    assert says("classroom.go_to") not in [e.label for e in at.expander]
    # the settings' popover draws its widgets only while open; its toggle leaves presentation
    assert not settings_widgets(at)
    at.session_state["classroom_settings_box"] = True
    at.run()
    assert at.toggle(key=W + "big").value is True
    assert at.number_input(key=W + "seed").value == 7
    # the normal page names the rules too (slugs belong to the reference), and drops present
    at.toggle(key=W + "big").set_value(False).run()
    rules = [line for m in at.markdown for line in m.value.split("\n") if line.startswith("Rules:")]
    assert rules and "`" not in rules[0] and "./reference?rule=" in rules[0]
    assert "present" not in at.query_params


def test_a_bad_presentation_value_is_named() -> None:
    at = open_classroom({"present": "yes"})
    assert "presentation “yes”" in at.warning[0].value.replace("\\", "")
    assert at.session_state["classroom_big"] is False


def moves_listed(at: AppTest) -> list[str]:
    return [b.key for b in at.button if b.key and b.key.startswith("classroom_mv_")]


def test_the_slider_and_the_move_list_are_drawn_only_while_their_box_is_open() -> None:
    at = open_classroom({"seed": "7", "step": "4"})
    assert not at.slider and not moves_listed(at), "closed: no slider, no move list"
    assert says("classroom.go_to") in [e.label for e in at.expander]
    open_box(at, "classroom_history_open")
    assert at.slider(key=W + "jump").value == 4 and moves_listed(at)
    open_box(at, "classroom_history_open", False)
    assert not at.slider and not moves_listed(at)


def test_the_move_box_stays_open_through_a_step_and_its_slider_follows() -> None:
    at = open_classroom({"seed": "7", "step": "4", "lang": "es"})
    open_box(at, "classroom_history_open")
    click(at, "classroom_b_step")
    assert says("classroom.go_to", "es") in [e.label for e in at.expander], "the label names no move"
    assert at.slider(key=W + "jump").value == 5, "still open, the slider on the new move"
    assert moves_listed(at)[0] == "classroom_mv_5"
    click(at, "classroom_b_back")
    assert at.slider(key=W + "jump").value == 4


def test_the_slider_and_the_move_list_jump_to_any_move() -> None:
    at = open_classroom({"seed": "7"})
    record = cl.deal_record(7, "N", "heuristic", "heuristic")
    open_box(at, "classroom_history_open")  # the teacher opens "Go to a move"
    assert [c.value for c in at.caption if c.value.startswith("No moves yet")], "move 0"
    at.slider(key=W + "jump").set_value(20).run()
    assert not at.exception
    assert "Move 20 ·" in texts(at) and at.session_state["classroom_step"] == 20
    # the move list holds the moves so far, newest first; the one on screen is not a link
    moves = [b for b in at.button if b.key and b.key.startswith("classroom_mv_")]
    assert [b.key for b in moves[:3]] == ["classroom_mv_20", "classroom_mv_19", "classroom_mv_18"]
    assert moves[0].disabled and not moves[1].disabled
    step = record.steps[4]
    assert moves[-5].label.startswith("5. ")
    assert narrate(step.before, step.action, step.after, "en").headline.split(" ")[0] in moves[-5].label
    click(at, "classroom_mv_5")
    assert "Move 5 ·" in texts(at)
    assert at.slider(key=W + "jump").value == 5, "the slider follows"


def test_the_sandbox_link_from_a_seat_view_keeps_that_view() -> None:
    from canasta_app.shell.share import decode_state

    at = open_classroom({"seed": "3", "ns": "random", "ew": "random", "step": "10", "view": "S"})
    record = cl.deal_record(3, "N", "random", "random")
    full = record.position_at(10)
    [link] = sandbox_links(at)
    s = link.split("s=", 1)[1].split("&", 1)[0]
    pos, _ = decode_state(s)
    assert pos.hands["S"] == full.hands["S"]
    assert all(pos.hands[x] == full.hand_size(x) for x in "NEW"), "other hands travel as counts"
    assert pos.stock == full.stock_size
    # the sandbox opens it, and shows no card South cannot see
    sandbox = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=60)
    sandbox.query_params["s"] = s
    sandbox.switch_page("canasta_app/sandbox/sandbox.py")
    sandbox.run()
    assert not sandbox.exception, sandbox.exception
    tables = [str(n.value) for n in sandbox.get("html") if "cc-table" in str(n.value)]
    assert tables
    hidden = {c for x in "NEW" for c in full.hand(x)} - set(full.hand("S")) - set(full.pile)
    hidden -= {c for melds in full.melds.values() for m in melds.values() for c in m}
    hidden -= {c for cs in full.red_threes.values() for c in cs}
    shown_titles = set()
    for html_text in tables:
        shown_titles |= set(re.findall(r'title="([^"]*)"', html_text))
    assert not {cc.cards.pretty(c) for c in hidden} & shown_titles


def test_the_numbers_note_that_freeze_causes_overlap_and_go_big_on_a_projector() -> None:
    at = open_classroom({"present": "1"})
    open_numbers(at)
    at.number_input(key=W + "sim_n").set_value(24)
    [run] = [b for b in at.button if b.label == "Play the deals"]
    run.click().run()
    assert not at.exception, at.exception
    assert "The causes overlap" in " ".join(c.value for c in at.caption)
    assert not at.dataframe, "a projector gets HTML tables (large type), not the canvas grid"
    assert len(at.table) >= 4
    assert len(at.get("vega_lite_chart")) == 2  # turns and scores, as level bars


def test_band_chart_lays_bands_out_level_and_large_on_a_projector() -> None:
    import pandas as pd

    frame = pd.DataFrame({"Turns": ["0–4", "5–9"], "North–South": [1, 2], "East–West": [3, 0]})
    spec = numbers.band_chart(frame, "Turns", ["North–South", "East–West"], "Deals", big=True).to_dict()
    assert spec["encoding"]["y"]["field"] == "band" and spec["encoding"]["y"]["sort"] == ["0–4", "5–9"]
    assert spec["encoding"]["yOffset"]["field"] == "series"
    assert spec["config"]["axis"]["labelFontSize"] == 20
    small = numbers.band_chart(frame, "Turns", ["North–South"], "Deals").to_dict()
    assert small["config"]["axis"]["labelFontSize"] == 13 and "yOffset" not in small["encoding"]
    # counts print as whole numbers with no English thousands comma ("1,000" reads as one in es)
    assert spec["encoding"]["x"]["axis"]["format"] == "d"



@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_referees_ruling_is_shown_only_when_it_says_more_than_the_headline(lang: str) -> None:
    """A plain discard's ruling repeats the headline word for word, and a draw's ("draws the
    top card of the stock") says less than the headline naming the card: the class reads the
    move once. A ruling that adds something (an opening's points) is still shown under it."""
    record = cl.deal_record(7, "N", "heuristic", "random")
    told = [narrate(s.before, s.action, s.after, lang, reveal=True) for s in record.steps]
    same = next(i for i, n in enumerate(told, 1) if n.reason == n.headline)
    draw = next(i for i, n in enumerate(told, 1) if n.kind == "draw")
    assert told[draw - 1].reason and told[draw - 1].reason != told[draw - 1].headline
    more = next(i for i, n in enumerate(told, 1)
                if n.reason and n.reason != n.headline and n.kind != "draw")
    label = t("classroom.reason", lang, reason="").strip()
    for step, shown in ((same, False), (draw, False), (more, True)):
        at = open_classroom({"seed": "7", "dealer": "N", "ns": "heuristic", "ew": "random",
                             "view": "all", "step": str(step), "lang": lang})
        assert not at.exception, at.exception
        captions = [c.value for c in at.caption if c.value.startswith(label)]
        assert bool(captions) == shown, (step, captions)
        assert told[step - 1].headline.split(" ")[0] in texts(at)
