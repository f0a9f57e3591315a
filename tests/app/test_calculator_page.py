"""The score calculator page through Streamlit's AppTest (no browser)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fixtures import load_cases
from helpers.apptest import texts
from helpers.words import lead, says
from streamlit.testing.v1 import AppTest

from canasta_app.calculator import model as calc
from canasta_app.domain.calc_errors import CalcError
from canasta_app.text.i18n import t
from canasta_app.ui.facts import card_label

ROOT = Path(__file__).resolve().parents[2]


def open_calculator(lang: str = "en", tab: str | None = None) -> AppTest:
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=60)
    at.query_params["lang"] = lang
    at.run()
    at.switch_page("canasta_app/calculator/calculator.py")
    at.run()
    assert not at.exception, at.exception
    if tab is not None:
        open_tab(at, tab, lang)
    return at


def open_tab(at: AppTest, tab: str, lang: str = "en") -> None:
    """Open the tab "position", "form" or "sheet", as a click on it does (only the open tab is
    drawn, issue 22)."""
    at.session_state["calculator_tab"] = calc.t(f"calculator.tab.{tab}", lang)
    at.run()
    assert not at.exception, at.exception



def add_deal(at: AppTest, ns: int, ew: int) -> None:
    at.number_input(key="calculator_in_NS").set_value(ns)
    at.number_input(key="calculator_in_EW").set_value(ew)
    at.button(key="calculator_add_deal").click().run()
    assert not at.exception, at.exception


@pytest.mark.parametrize(
    ("lang", "title", "tab", "example"),
    [
        ("en", "Score calculator", "Game sheet", "925 example"),
        ("es", "Calculadora de puntos", "Planilla de la partida", "Ejemplo de 925"),
    ],
)
def test_page_renders_in_each_language(lang: str, title: str, tab: str, example: str) -> None:
    at = open_calculator(lang)
    assert at.title[0].value == title
    assert [t.label for t in at.tabs] == [
        calc.t(f"calculator.tab.{k}", lang) for k in ("position", "form", "sheet")
    ]
    assert tab in [t.label for t in at.tabs]
    open_tab(at, "form", lang)
    assert at.button(key="calculator_example").label == example
    assert not at.error
    # the empty game sheet says how the game is won, in that language
    open_tab(at, "sheet", lang)
    assert calc.t("calculator.sheet.empty", lang, target=5000) in texts(at)


def test_only_the_open_tab_is_drawn_and_fields_keep_their_values() -> None:
    at = open_calculator()
    assert at.text_area(key="calculator_position_text")
    assert not [b for b in at.button if b.key == "calculator_example"]  # the count tab: not built
    assert not [b for b in at.button if b.key == "calculator_add_deal"]  # nor the sheet
    open_tab(at, "form")
    at.number_input(key="calculator_f_NS_melds").set_value(60).run()
    at.text_input(key="calculator_f_EW_hands_cards").input("9C").run()
    assert not [t for t in at.text_area if t.key == "calculator_position_text"]
    open_tab(at, "sheet")
    open_tab(at, "position")
    open_tab(at, "form")  # what was typed is still there
    assert at.number_input(key="calculator_f_NS_melds").value == 60
    assert at.checkbox(key="calculator_f_NS_melded_anything").value is True
    assert at.text_input(key="calculator_f_EW_hands_cards").value == "9C"


def test_a_position_from_the_sandbox_opens_the_position_tab() -> None:
    at = open_calculator(tab="sheet")
    at.session_state["calculator_position"] = calc.example_925().position
    at.run()
    assert at.session_state["calculator_tab"] == calc.t("calculator.tab.position", "en")
    assert at.text_area(key="calculator_position_text").value


@pytest.mark.parametrize("lang", ["en", "es"])
def test_925_preset_fills_the_form_explains_and_shows_925(lang: str) -> None:
    at = open_calculator(lang, "form")
    at.button(key="calculator_example").click().run()
    assert not at.exception
    assert at.number_input(key="calculator_f_NS_melds").value == 130
    assert at.number_input(key="calculator_f_NS_hands").value == 5
    assert at.radio(key="calculator_f_NS_going_out").value == "normal"
    shown = texts(at)
    for line in calc.example_925().lines:
        assert line.text(lang) in shown
    assert calc.t("calculator.example.total", lang, total=925) in shown
    table = at.tabs[1].table[0].value
    assert list(table.iloc[-1])[1:] == [925, 0]
    assert not at.error


def test_changing_the_form_hides_the_example_and_rescores() -> None:
    at = open_calculator(tab="form")
    at.button(key="calculator_example").click().run()
    at.radio(key="calculator_f_NS_going_out").set_value("concealed").run()
    assert calc.t("calculator.example.total", "en", total=925) not in texts(at)
    assert list(at.tabs[1].table[0].value.iloc[-1])[1:] == [1025, 0]


def test_inconsistent_form_shows_what_is_wrong_and_no_table() -> None:
    at = open_calculator(tab="form")
    at.button(key="calculator_example").click().run()
    at.radio(key="calculator_f_EW_going_out").set_value("normal").run()
    errors = "\n".join(e.value for e in at.error)
    assert says("calculator.form.err.both_out") in errors
    assert "East–West: going out needs at least one canasta" in errors
    assert not at.tabs[1].table


def test_game_sheet_declares_a_winner_at_5000() -> None:
    at = open_calculator(tab="sheet")
    add_deal(at, 2500, 1200)
    add_deal(at, 1800, 905)
    assert says("calculator.sheet.on", leader="North–South", total=4300, gap=700,
                target=5000) in texts(at)
    assert "next opening minimum 120" in texts(at)  # NS at 4300
    assert "next opening minimum 90" in texts(at)  # EW at 2105
    assert len(at.get("vega_lite_chart")) == 1  # the running totals
    add_deal(at, 700, 400)
    assert at.success[0].value.startswith(
        "### " + says("calculator.sheet.won", winner="North–South", win=5000, lose=2505,
                      target=5000))
    assert at.button(key="calculator_add_deal").disabled
    assert lead("calculator.sheet.next_minimum") not in texts(at), "no next deal once the game is over"
    assert at.session_state["calculator_deals"] == [[2500, 1200], [1800, 905], [700, 400]]
    table = at.dataframe[0].value
    assert list(table.iloc[-1]) == [3, 700, 400, 5000, 2505]
    # undo reopens the game
    at.button(key="calculator_undo").click().run()
    assert at.session_state["calculator_deals"] == [[2500, 1200], [1800, 905]]
    assert not at.button(key="calculator_add_deal").disabled
    assert "next opening minimum 120" in texts(at)


def test_game_sheet_plays_on_at_a_tie_at_5000() -> None:
    at = open_calculator("es", "sheet")
    add_deal(at, 2500, 2500)
    add_deal(at, 2500, 2500)
    assert not at.success or "Gana" not in at.success[0].value
    assert "Empate en 5000" in at.warning[0].value
    assert not at.button(key="calculator_add_deal").disabled
    add_deal(at, 100, 0)
    assert at.success[0].value.startswith("### Gana Norte–Sur, 5100 a 5000")


def test_a_score_that_is_not_a_multiple_of_5_is_refused_and_kept_out() -> None:
    at = open_calculator(tab="sheet")
    add_deal(at, 583, 0)
    assert "not a multiple of 5" in at.error[0].value
    assert at.session_state["calculator_deals"] == []


def test_new_game_asks_first_and_can_be_restored() -> None:
    at = open_calculator(tab="sheet")
    add_deal(at, 100, 50)
    at.button(key="calculator_reset").click().run()
    assert at.session_state["calculator_deals"] == [[100, 50]]  # not yet
    at.button(key="calculator_reset_yes").click().run()
    assert at.session_state["calculator_deals"] == []
    at.button(key="calculator_restore").click().run()
    assert at.session_state["calculator_deals"] == [[100, 50]]


def test_form_deal_goes_onto_the_game_sheet() -> None:
    at = open_calculator(tab="form")
    at.button(key="calculator_example").click().run()
    at.button(key="calculator_add_from_form").click().run()
    assert at.session_state["calculator_deals"] == [[925, 0]]
    # the sheet also offers "the deal scored above"
    open_tab(at, "sheet")
    assert "925" in at.button(key="calculator_add_last").label
    at.button(key="calculator_add_last").click().run()
    assert at.session_state["calculator_deals"] == [[925, 0], [925, 0]]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_bad_pasted_json_shows_an_error_and_keeps_the_text(lang: str) -> None:
    at = open_calculator(lang)
    bad = '{"format": "canasta/1", "dealer": "N", '
    at.text_area(key="calculator_position_text").input(bad).run()
    assert not at.exception
    assert at.error, "an error box was expected"
    assert "JSON" in at.error[0].value
    assert at.text_area(key="calculator_position_text").value == bad
    # a valid JSON with a bad field names the field
    wrong = json.dumps(
        {
            "format": "canasta/1",
            "dealer": "Q",
            "turn": "N",
            "phase": "over",
            "hands": {"N": [], "E": [], "S": [], "W": []},
            "stock": 0,
        }
    )
    at.text_area(key="calculator_position_text").input(wrong).run()
    assert "dealer" in at.error[0].value
    assert at.text_area(key="calculator_position_text").value == wrong


def test_position_from_the_sandbox_is_scored() -> None:
    case = next(c for c in load_cases() if c["id"] == "ex-score")
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=60)
    at.run()
    at.session_state["calculator_position"] = case["position"]
    at.switch_page("canasta_app/calculator/calculator.py")
    at.run()
    assert not at.exception
    assert says("calculator.position.from_sandbox") in texts(at)
    assert json.loads(at.text_area(key="calculator_position_text").value) == case["position"]
    assert list(at.tabs[0].table[0].value.iloc[-1])[1:] == [580, -15]
    assert "calculator_position" not in at.session_state  # read once


def test_a_hand_given_as_a_count_gets_a_fix_it_message_or_the_table_only() -> None:
    at = open_calculator()
    pos = json.loads(calc.position_text(calc.EXAMPLE_925_POSITION))
    pos["hands"]["E"] = 11
    pos["hands"]["S"] = ["7C", "9D"]
    at.text_area(key="calculator_position_text").input(json.dumps(pos)).run()
    shown = at.error[0].value.replace("\\", "")  # notices escape the whole sentence
    assert says("calculator.position.hand_count", field="hands.E", count=11, seat="East") in shown
    assert "East's hand" in shown
    assert not at.tabs[0].table
    at.toggle(key="calculator_hidden_as_empty").set_value(True).run()
    assert not at.error
    assert "Hidden hands (East) are counted as empty" in at.warning[0].value.replace("\\", "")
    assert list(at.tabs[0].table[0].value.iloc[-1])[1:] == [915, 0]  # S's 7C and 9D still count


def test_score_button_in_the_sandbox_brings_its_position_here() -> None:
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=60)
    at.query_params["lang"] = "es"
    at.run()
    at.switch_page("canasta_app/sandbox/sandbox.py")
    at.run()
    at.button(key="sandbox_score").click().run()
    assert not at.exception
    assert at.title[0].value == "Calculadora de puntos"
    assert "Posición recibida de la mesa libre." in texts(at)
    sent = json.loads(at.text_area(key="calculator_position_text").value)
    assert sent["format"] == "canasta/1"
    # whatever the sandbox sent is either scored or explained, never an exception
    assert at.tabs[0].table or at.tabs[0].error


def test_a_sandbox_share_link_opens_its_position_here() -> None:
    share = pytest.importorskip("canasta_app.shell.share")
    s = share.encode_state(calc.EXAMPLE_925_POSITION, [])
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=60)
    at.run()
    at.switch_page("canasta_app/calculator/calculator.py")
    at.query_params["s"] = s
    at.run()
    assert not at.exception
    assert says("calculator.position.from_link") in texts(at)
    assert list(at.tabs[0].table[0].value.iloc[-1])[1:] == [925, 0]


def test_a_broken_share_link_warns_and_leaves_the_box_alone() -> None:
    pytest.importorskip("canasta_app.shell.share")
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=60)
    at.run()
    at.switch_page("canasta_app/calculator/calculator.py")
    at.query_params["s"] = "1.not-a-real-link"
    at.run()
    assert not at.exception
    assert at.warning and "could not be read" in at.warning[0].value
    assert at.text_area(key="calculator_position_text").value == ""


def test_entering_melded_points_ticks_melded_anything() -> None:
    at = open_calculator(tab="form")
    assert at.checkbox(key="calculator_f_EW_melded_anything").value is False
    at.number_input(key="calculator_f_EW_melds").set_value(60).run()
    assert at.checkbox(key="calculator_f_EW_melded_anything").value is True
    assert not at.tabs[1].error
    assert list(at.tabs[1].table[0].value.iloc[-1])[1:] == [0, 60]
    # unticking it by hand contradicts the points: say so, score nothing
    at.checkbox(key="calculator_f_EW_melded_anything").uncheck().run()
    assert "Melded anything" in at.tabs[1].error[0].value
    assert not at.tabs[1].table


def test_a_scored_position_shows_its_totals_first() -> None:
    # after "Score this position" the totals were the breakdown's last row, below the fold
    at = open_calculator()
    at.button(key="calculator_paste_example").click().run()
    tab = at.tabs[0]
    metrics = [(m.label, m.value) for m in tab.metric]
    assert metrics == [("North–South: this deal", "925"), ("East–West: this deal", "0")]
    last = tab.table[0].value.iloc[-1]  # the breakdown's total row says the same
    assert [calc.fmt_points(int(v)) for v in list(last)[1:]] == ["925", "0"]


def test_points_can_be_counted_from_the_cards() -> None:
    # the count tab added up numbers the player typed; a miscount could not be caught
    assert calc.count_cards("KH KD KS 2C 7S") == (5, 55)
    assert calc.count_cards("JK, AS") == (2, 70)
    at = open_calculator(tab="form")
    at.text_input(key="calculator_f_NS_melds_cards").input("KH KD KS 2C 7S").run()
    assert at.number_input(key="calculator_f_NS_melds").value == 55
    assert at.checkbox(key="calculator_f_NS_melded_anything").value is True
    assert "5 cards: 55 points." in texts(at)
    at.text_input(key="calculator_f_EW_hands_cards").input("9C 3H").run()
    assert says("calculator.count.red_three", card="3♥") in at.error[0].value.replace("\\", "")
    assert at.number_input(key="calculator_f_EW_hands").value == 0  # unchanged
    at.text_input(key="calculator_f_EW_hands_cards").input("9C 11H").run()
    assert "“11H” is not a card" in at.error[0].value


def test_a_spanish_page_counts_the_cards_as_spanish_types_them() -> None:
    """On a Spanish page the cards are read as the sandbox's fields read them (7c = 7♥): the
    English reading counted "3c", a red three to a Spanish player, as the 3♣ (5 points) and
    refused "Kp" (the K♠), and its example (KH KD KS 2C 7S) was English."""
    assert calc.count_cards("Kc Kd Kp 2t 7p", "es") == (5, 55)
    assert calc.count_cards("comodín, 10p", "es") == (2, 60)
    at = open_calculator("es", tab="form")
    box = at.text_input(key="calculator_f_NS_melds_cards")
    assert box.placeholder == "por ejemplo: Kc Kd Kp 2t 7p"
    box.input("Kc Kd Kp 2t 7p").run()
    assert at.number_input(key="calculator_f_NS_melds").value == 55
    at.text_input(key="calculator_f_EW_hands_cards").input("9t 3c").run()
    assert at.error[0].value.startswith("3♥ es un tres rojo")
    assert at.number_input(key="calculator_f_EW_hands").value == 0  # unchanged
    at.text_input(key="calculator_f_EW_hands_cards").input("7s").run()
    assert "'S' es la letra de un palo en inglés" in at.error[0].value
    assert "jugada" not in at.error[0].value  # a box of cards, not a move


@pytest.mark.parametrize("lang", ["en", "es"])
def test_more_copies_of_a_card_than_the_decks_hold_are_refused(lang: str) -> None:
    """Six jokers or three A♠ in a box were added up (300, 60) as if two decks held them."""
    with pytest.raises(CalcError) as info:
        calc.count_cards("JK JK JK JK JK JK", lang, "six-hand")
    assert info.value.message(lang) == t("calculator.count.more_than_deck", lang,
                                         card=card_label("JK", lang), n=6, copies=4)
    with pytest.raises(CalcError, match="3"):
        calc.count_cards("AS AS AS" if lang == "en" else "Ap Ap Ap", lang)
    assert calc.count_cards("JK JK JK JK AD AD", lang)[0] == 6  # what two decks hold


@pytest.mark.parametrize("lang", ["en", "es"])
def test_intro_and_its_rules_are_one_escaped_html_element(lang: str) -> None:
    """Issue 22, eighth pass: the intro, its "Rules: ..." line and the position tab's sentence
    are HTML (no Markdown tree each); the rules are links to the reference by their titles."""
    import html as html_mod

    from canasta_app.calculator.form import INTRO_RULES, intro_html
    from canasta_app.shell.links import rule_url
    from canasta_app.ui.ruling import rule_title

    at = open_calculator(lang)
    bodies = [str(h.value) for h in at.get("html")]
    intro = [b for b in bodies if b.startswith('<div class="cc-intro"><p>'
                                              + html_mod.escape(t("calculator.intro", lang)))]
    assert len(intro) == 1
    for slug in INTRO_RULES:
        assert (f'<a href="{html_mod.escape(rule_url(slug, lang))}" target="_self">'
                f"{html_mod.escape(rule_title(slug, lang))}</a>") in intro[0]
    assert any(html_mod.escape(t("calculator.position.help", lang)) in b for b in bodies)
    assert not at.main.markdown and not at.main.caption  # the first screen: no Markdown text
    assert "<" not in intro_html(lang).split("<p>")[1].split("</p>")[0]


def test_the_page_opens_at_its_top_by_a_script_in_the_page_not_a_frame() -> None:
    """ui/scroll.py: `open_at_top` is an st.html element that runs its script (not
    st.components.v1.html, an iframe Streamlit removed after 2026-06-01); a selector cannot
    close the script it is written into."""
    from canasta_app.ui.scroll import OPEN_AT_TOP_SCRIPT, bring_into_view_script

    at = open_calculator()
    [top] = [h for h in at.get("html") if h.proto.body == OPEN_AT_TOP_SCRIPT]
    assert top.proto.unsafe_allow_javascript
    assert not at.get("iframe")
    assert '".st-key-x"' in bring_into_view_script(".st-key-x", 3)
    with pytest.raises(ValueError):
        bring_into_view_script("</script><script>alert(1)", 1)
