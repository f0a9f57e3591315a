"""The score calculator's logic (canasta_app.calculator.model): no Streamlit involved."""

from __future__ import annotations

import json

import pytest
from fixtures import load_cases
from helpers.words import says

import canasta_core as cc
from canasta_app.calculator import model as calc
from canasta_app.calculator import strings
from canasta_app.calculator.model import CalcError, GameSheet, SideForm
from canasta_app.text.i18n import STRINGS, placeholders


def _case(case_id: str) -> dict:
    return next(c for c in load_cases() if c["id"] == case_id)


def _form(ns: SideForm | None = None, ew: SideForm | None = None) -> dict[str, SideForm]:
    return {"NS": ns or SideForm(), "EW": ew or SideForm()}


# --- strings -------------------------------------------------------------------------------


def test_strings_have_the_same_keys_and_placeholders() -> None:
    assert strings.EN.keys() == strings.ES.keys()
    for key in strings.EN:
        assert key.startswith("calculator."), key
        assert placeholders(strings.EN[key]) == placeholders(strings.ES[key]), key
    assert all(STRINGS["es"][k] == v for k, v in strings.ES.items())


# --- the worked example --------------------------------------------------------------------


def test_925_example_scores_925_from_position_and_form() -> None:
    ex = calc.example_925()
    assert ex.total == 925
    assert ex.breakdown["NS"] == {
        "melds": 130,
        "hands": -5,
        "canastas": 500,
        "red_threes": 200,
        "going_out": 100,
        "total": 925,
    }
    # the form a player would fill in gives the same breakdown through the engine
    result = calc.score_form(ex.form)
    assert result.errors == ()
    assert result.breakdown == ex.breakdown
    assert ex.form["NS"] == SideForm(
        melds=130,
        natural_canastas=1,
        red_threes=2,
        melded_anything=True,
        going_out="normal",
        hands=5,
    )


def test_925_example_lines_add_up_and_explain_each_part() -> None:
    ex = calc.example_925()
    assert [line.points for line in ex.lines] == [70, 60, 500, 200, 100, -5]
    assert sum(line.points for line in ex.lines) == ex.total
    # every breakdown row except the total is explained by its lines
    for part, value in ex.breakdown["NS"].items():
        if part != "total":
            assert sum(x.points for x in ex.lines if x.part == part) == value, part
    en = [line.text("en") for line in ex.lines]
    es = [line.text("es") for line in ex.lines]
    assert en[0] == says("calculator.example.kings", n=7, value=10, points=70)
    assert "−5" in en[-1] and "−5" in es[-1]
    assert "limpia" in es[2]
    assert en != es


# --- from a position -----------------------------------------------------------------------


def test_shared_example_ex_score() -> None:
    case = _case("ex-score")
    result = calc.score_position(json.dumps(case["position"]))
    assert result["NS"]["total"] == case["expect"]["NS.total"] == 580
    assert result["EW"]["total"] == case["expect"]["EW.total"] == -15
    # and the form filled from that position scores the same
    form = calc.form_from_position(cc.load(case["position"]))
    assert calc.score_form(form).breakdown == result


def test_position_errors_name_the_field() -> None:
    with pytest.raises(cc.NotationError) as e:
        calc.score_position('{"format": "canasta/1", "turn": "N"}')
    assert e.value.field == "dealer"
    with pytest.raises(cc.NotationError):
        calc.score_position("{not json")
    with pytest.raises(CalcError) as c:
        calc.score_position("   ")
    assert c.value.key == "calculator.position.empty"
    with pytest.raises(CalcError) as c:
        calc.score_position("x" * (calc.MAX_POSITION_CHARS + 1))
    assert c.value.key == "calculator.position.too_long"


def test_a_hand_given_as_a_count_cannot_be_scored() -> None:
    pos = dict(_case("ex-score")["position"])
    pos["hands"] = {**pos["hands"], "W": 2}
    with pytest.raises(CalcError) as c:
        calc.score_position(json.dumps(pos))
    assert c.value.key == "calculator.position.hand_count"
    assert c.value.params["field"] == "hands.W"
    assert "hands.W" in c.value.message("es")


def test_hidden_hands_can_be_scored_as_the_table_only() -> None:
    pos = json.loads(calc.position_text(calc.EXAMPLE_925_POSITION))
    pos["hands"].update({"E": 11, "W": 3})
    text = json.dumps(pos)
    scored, hidden = calc.read_position(text, hidden_as_empty=True)
    assert hidden == ("E", "W")
    assert cc.score(scored)["NS"]["total"] == 925
    assert calc.read_position(calc.position_text(calc.EXAMPLE_925_POSITION), True)[1] == ()


def test_position_text_is_readable_and_loads_back() -> None:
    text = calc.position_text(calc.EXAMPLE_925_POSITION)
    assert '"K": ["KC", "KC", "KD", "KD", "KH", "KH", "KS"]' in text
    assert cc.load(text) == cc.load(calc.EXAMPLE_925_POSITION)


def test_position_text_accepts_what_the_sandbox_may_send() -> None:
    case = _case("ex-score")["position"]
    pos = cc.load(case)
    for value in (pos, case, json.dumps(case)):
        assert cc.load(calc.position_text(value)) == pos


# --- from a form ---------------------------------------------------------------------------


def test_form_scores_red_threes_against_a_side_that_melded_nothing() -> None:
    result = calc.score_form(_form(ew=SideForm(red_threes=4, hands=35)))
    assert result.errors == ()
    assert result.breakdown is not None
    assert result.breakdown["EW"]["red_threes"] == -800
    assert result.breakdown["EW"]["total"] == -835


def test_concealed_going_out_scores_200() -> None:
    ns = SideForm(melds=80, natural_canastas=1, melded_anything=True, going_out="concealed")
    result = calc.score_form(_form(ns=ns))
    assert result.breakdown is not None
    assert result.breakdown["NS"]["going_out"] == 200
    assert result.breakdown["NS"]["total"] == 780


@pytest.mark.parametrize(
    ("ns", "ew", "key"),
    [
        (SideForm(melds=72, melded_anything=True), None, "calculator.form.err.multiple5"),
        (SideForm(hands=-5), None, "calculator.form.err.negative"),
        (SideForm(melds=60), None, "calculator.form.err.not_melded"),
        (SideForm(natural_canastas=1, melds=70), None, "calculator.form.err.not_melded"),
        (
            SideForm(red_threes=5, melded_anything=True, melds=50),
            None,
            "calculator.form.err.red_threes",
        ),
        (SideForm(red_threes=3), SideForm(red_threes=2), "calculator.form.err.red_threes_total"),
        (
            SideForm(melds=50, melded_anything=True, going_out="normal"),
            None,
            "calculator.form.err.out_needs_canasta",
        ),
        (
            SideForm(melds=70, natural_canastas=1, melded_anything=True, going_out="normal"),
            SideForm(melds=70, mixed_canastas=1, melded_anything=True, going_out="concealed"),
            "calculator.form.err.both_out",
        ),
        (SideForm(melds=99_995, melded_anything=True), None, "calculator.form.err.too_big"),
        (
            SideForm(natural_canastas=16, melds=600, melded_anything=True),
            None,
            "calculator.form.err.canastas",
        ),
        (SideForm(going_out="sideways"), None, "calculator.form.err.going_out_kind"),
    ],
)
def test_form_validation_blocks_inconsistent_counts(
    ns: SideForm, ew: SideForm | None, key: str
) -> None:
    result = calc.score_form(_form(ns, ew))
    assert result.breakdown is None
    assert key in [e.key for e in result.errors]
    for e in result.errors:  # every message reads in both languages, sides translated
        assert "{" not in e.message("en") and "{" not in e.message("es")
        assert "EW" not in e.message("es")


def test_form_warns_when_points_are_too_few_for_the_canastas() -> None:
    ns = SideForm(melds=40, natural_canastas=1, mixed_canastas=1, melded_anything=True)
    result = calc.score_form(_form(ns=ns))
    assert result.breakdown is not None  # a warning does not block scoring
    assert [w.key for w in result.warnings] == ["calculator.form.warn.few_points"]
    assert result.warnings[0].params["least"] == 35 + 50
    assert (
        calc.score_form(
            _form(ns=SideForm(melds=85, natural_canastas=1, mixed_canastas=1, melded_anything=True))
        ).warnings
        == ()
    )


# --- the game sheet ------------------------------------------------------------------------


def test_game_sheet_totals_history_and_winner_at_5000() -> None:
    sheet = GameSheet().add(2500, 1200).add(1800, 900).add(700, 400)
    assert [r["NS_total"] for r in sheet.rows()] == [2500, 4300, 5000]
    assert [r["EW_total"] for r in sheet.rows()] == [1200, 2100, 2500]
    status = sheet.status()
    assert status.finished and status.winner == "NS"
    kind, key, params = calc.result_message(status)
    assert (kind, key, params["win"], params["lose"]) == ("won", "calculator.sheet.won", 5000, 2500)
    with pytest.raises(CalcError) as e:
        sheet.add(100, 100)
    assert e.value.key == "calculator.sheet.err.finished"
    # undo reopens the game
    assert not sheet.undo().status().finished


def test_the_higher_total_wins_when_both_pass_5000() -> None:
    status = GameSheet.of([(4800, 4900), (300, 400)]).status()
    assert status.winner == "EW"


def test_level_totals_at_5000_play_another_deal() -> None:
    sheet = GameSheet.of([(4500, 4500), (600, 600)])
    status = sheet.status()
    assert not status.finished and status.tie_at_target
    kind, key, params = calc.result_message(status)
    assert (kind, key, params["total"]) == ("tie", "calculator.sheet.tie", 5100)
    after = sheet.add(300, 105).status()
    assert after.finished and after.winner == "NS"


def test_game_goes_on_below_5000() -> None:
    kind, key, params = calc.result_message(GameSheet.of([(925, -15)]).status())
    assert (kind, key, params["leader"], params["gap"]) == ("on", "calculator.sheet.on", "NS", 4075)
    assert calc.result_message(GameSheet().status())[1] == "calculator.sheet.empty"


@pytest.mark.parametrize(
    ("total", "minimum"), [(-5, 15), (0, 50), (1495, 50), (1500, 90), (2995, 90), (3000, 120)]
)
def test_next_opening_minimum_rises_with_the_total(total: int, minimum: int) -> None:
    assert GameSheet.of([(total, 0)]).status().minimums == {"NS": minimum, "EW": 50}


def test_game_sheet_rejects_unusable_deal_scores() -> None:
    with pytest.raises(CalcError) as e:
        GameSheet().add(582, 0)
    assert e.value.key == "calculator.sheet.err.multiple5"
    with pytest.raises(CalcError) as e:
        GameSheet().add(0, -25_000)
    assert e.value.key == "calculator.sheet.err.too_big"


# --- CSV -----------------------------------------------------------------------------------


def test_csv_round_trip() -> None:
    sheet = GameSheet.of([(925, -15), (-40, 1205), (0, 0), (3000, 2995)])
    text = sheet.to_csv()
    assert text.splitlines()[:2] == ["deal,NS,EW", "1,925,-15"]
    assert calc.sheet_from_csv(text) == sheet
    assert calc.sheet_from_csv(text.encode("utf-8")) == sheet


def test_csv_accepts_what_spreadsheets_write() -> None:
    data = "\ufeffDeal;NS;EW\r\n1; 925 ;-15\r\n\r\n2;+40;\u221210\r\n".encode()
    assert calc.sheet_from_csv(data).deals == ((925, -15), (40, -10))


@pytest.mark.parametrize(
    ("data", "key"),
    [
        (b"", "calculator.csv.empty"),
        (b"\n  \n", "calculator.csv.empty"),
        (b"deal,NS,EW\n", "calculator.csv.no_deals"),
        (b"deal,North,South\n1,5,5\n", "calculator.csv.columns"),
        (b"deal,NS\n1,5\n", "calculator.csv.columns"),
        (b"deal,NS,EW\n1,5\n", "calculator.csv.cells"),
        (b"deal,NS,EW\n1,five,10\n", "calculator.csv.not_number"),
        (b"deal,NS,EW\n1,12.5,10\n", "calculator.csv.not_number"),
        (b"deal,NS,EW\n1,580,-13\n", "calculator.csv.multiple5"),
        (b"deal,NS,EW\n1,580,-15\n3,10,10\n", "calculator.csv.deal_number"),
        (b"deal,NS,EW\n1,99995,0\n", "calculator.csv.too_big"),
        (b"deal,NS,EW\n1,5000,0\n2,5,5\n", "calculator.csv.after_win"),
        (
            b"deal,NS,EW\n" + b"".join(b"%d,5,5\n" % i for i in range(1, 202)),
            "calculator.csv.too_many",
        ),
        (b"deal,NS,EW\n1,5,5\n" + b"#" * (50 * 1024), "calculator.csv.too_large"),
        (b"deal,NS,EW\n1,\xff\xfe,5\n", "calculator.csv.not_text"),
    ],
)
def test_each_malformed_csv_gives_its_message(data: bytes, key: str) -> None:
    with pytest.raises(CalcError) as e:
        calc.sheet_from_csv(data)
    assert e.value.key == key
    for lang in ("en", "es"):
        message = e.value.message(lang)
        assert message and "{" not in message and message != key


def test_csv_messages_say_where_and_how_to_fix() -> None:
    with pytest.raises(CalcError) as e:
        calc.sheet_from_csv(b"deal,NS,EW\n1,580,-15\n2,five,10\n")
    assert e.value.message("en") == (
        "Line 3, column NS: \u201cfive\u201d is not a whole number. Write scores as plain "
        "numbers, like 580 or -15."
    )
    with pytest.raises(CalcError) as e:
        calc.sheet_from_csv(b"deal,NS,EW\n1,5000,0\n2,5,5\n3,5,5\n")
    assert e.value.message("en") == says("calculator.csv.after_win", deal=1,
                                         winner="North–South", extra=2)


def test_sheet_chart_draws_one_line_per_column_with_plain_whole_numbers() -> None:
    import pandas as pd

    totals = pd.DataFrame({"Norte–Sur": [0, 1200, 5100], "Este–Oeste": [0, 900, 3000],
                           "Meta (5000)": [5000, 5000, 5000]})
    spec = calc.sheet_chart(totals, "Mano", "Puntos", ["#1", "#2", "#3"]).to_dict()
    enc = spec["encoding"]
    # "5,000" would read as five in Spanish: the axes print "5000", as format_number does
    assert enc["y"]["axis"]["format"] == "d" and enc["x"]["axis"]["format"] == "d"
    assert enc["y"]["title"] == "Puntos" and enc["x"]["title"] == "Mano"
    assert enc["color"]["scale"]["domain"] == list(totals.columns)
    rows = next(iter(spec["datasets"].values()))
    assert len(rows) == 9 and {r["deal"] for r in rows} == {0, 1, 2}
    assert {r["points"] for r in rows if r["series"] == "Norte–Sur"} == {0, 1200, 5100}
