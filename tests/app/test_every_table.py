"""Every page takes every table (issue 37): a position of each profile (classic four-hand, two-,
three- and six-hand; profiles.md) handed to every page and path that accepts one — a sandbox
link, the sandbox's pasted JSON, the sandbox's "Score this position", the calculator's link and
its pasted JSON, "Show to the class", the practice table — opens with no error, and the
calculator scores it with that table's seats and sides. An unexpected error anywhere shows a
plain message, never a traceback, and keeps what was entered."""

from __future__ import annotations

import random

import pytest
from helpers.apptest import open_page
from helpers.words import says
from sandbox_helpers import open_setup
from streamlit.testing.v1 import AppTest

import canasta_core as cc
from canasta_app.sandbox.model import side_label
from canasta_app.shell.share import encode_state

pytestmark = pytest.mark.app

PROFILES = ("classic", "two-hand", "three-hand", "six-hand")


def played(profile: str, seed: int = 5, moves: int = 14) -> cc.Position:
    """A deal of the table, a few legal moves on (melds on the table, the stock shorter)."""
    seats = cc.deal(seed=0, profile=profile).rules.seats
    pos = cc.deal(seed=seed, dealer=seats[-1], profile=profile)
    rng = random.Random(seed)
    for _ in range(moves):
        actions = cc.legal_actions(pos)
        melds = [a for a in actions if a.startswith(("meld", "take"))]
        pos = cc.play(pos, rng.choice(melds or actions))
        if pos.phase == "over":
            break
    return pos


def ended(profile: str) -> cc.Position:
    """A deal over by its last red three (notation.md `ended`), every hand listed."""
    rules = cc.deal(seed=0, profile=profile).rules
    seats, sides = rules.seats, rules.side_names
    return cc.load({
        "format": "canasta/1", "profile": profile, "dealer": seats[-1], "turn": seats[0],
        "phase": "over", "ended": "last-red-three", "stock": 0,
        "hands": {s: [c] for s, c in zip(seats, ["9C", "4D", "QS", "5H", "8S", "AD"],
                                         strict=False)},
        "melds": {sides[0]: {"K": ["KC", "KC", "KD", "KD", "KH", "KH", "KS"]}},
        "red_threes": {sides[-1]: ["3H"]},
    })


def side_names(pos: cc.Position) -> list[str]:
    return [side_label(pos.profile, s, "en") for s in pos.rules.side_names]


def assert_scored(at: AppTest, pos: cc.Position) -> None:
    """The calculator scored the position with its table's sides: one total per side, named
    as that table names them, each the engine's."""
    assert not at.exception, [e.value for e in at.exception]
    labels = [m.label for m in at.metric]
    want = [f"{name}: this deal" for name in side_names(pos)]
    assert labels[:len(want)] == want, labels
    score = cc.score(pos)
    for metric, s in zip(at.metric, pos.rules.side_names, strict=False):
        assert metric.value.replace("−", "-") == str(score[s]["total"])


@pytest.fixture(params=PROFILES)
def profile(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.mark.parametrize("make", [played, ended])
def test_the_sandbox_sends_any_table_to_the_calculator(profile: str, make) -> None:  # type: ignore[no-untyped-def]
    """The issue's KeyError: 'E': a six-hand position scored from the sandbox."""
    pos = make(profile)
    at = open_page("sandbox", {"s": encode_state(pos), "lang": "en"})
    assert at.session_state["sandbox_history"].current == pos
    at.button(key="sandbox_score").click().run()
    assert_scored(at, pos)
    assert at.session_state["calculator_profile"] == profile  # the count and sheet follow


@pytest.mark.parametrize("make", [played, ended])
def test_the_calculator_scores_any_table_from_a_link_and_from_pasted_json(profile: str,
                                                                          make) -> None:  # type: ignore[no-untyped-def]
    pos = make(profile)
    at = open_page("calculator", {"s": encode_state(pos), "lang": "en"})
    assert_scored(at, pos)
    at2 = open_page("calculator", {"lang": "en"})
    at2.text_area(key="calculator_position_text").input(cc.dump(pos, indent=1)).run()
    assert_scored(at2, pos)


def test_a_scored_deal_goes_onto_that_tables_game_sheet(profile: str) -> None:
    pos = ended(profile)
    at = open_page("calculator", {"s": encode_state(pos), "lang": "en"})
    at.button(key="calculator_add_from_position").click().run()
    assert not at.exception
    sheet = at.session_state["calculator_deals"]
    score = cc.score(pos)
    assert sheet == [[score[s]["total"] for s in pos.rules.side_names]]
    assert at.session_state["calculator_sheet_profile"] == profile
    at.session_state["calculator_tab"] = "Game sheet"
    at.run()
    assert not at.exception
    boxes = [w.key for w in at.number_input if (w.key or "").startswith("calculator_in_")]
    assert boxes == [f"calculator_in_{s}" for s in pos.rules.side_names]


def test_the_count_form_has_a_box_per_side_of_the_table(profile: str) -> None:
    at = open_page("calculator", {"lang": "en"})
    at.session_state["calculator_tab"] = "From a count"
    at.run()
    at.radio(key="calculator_profile").set_value(profile).run()
    assert not at.exception
    sides = cc.deal(seed=0, profile=profile).rules.side_names
    melds = [w.key for w in at.number_input if (w.key or "").endswith("_melds")]
    assert melds == [f"calculator_f_{s}_melds" for s in sides]
    hands_label = next(w.label for w in at.number_input if (w.key or "").endswith("_hands"))
    alone = profile in ("two-hand", "three-hand")
    # a side of partners (two at four players, three at six) or a player alone
    assert hands_label == says("calculator.form.hands_alone" if alone
                               else "calculator.form.hands"), hands_label


def test_show_to_the_class_takes_any_table(profile: str) -> None:
    pos = played(profile)
    at = open_page("classroom", {"show": encode_state(pos), "present": "1", "lang": "en"})
    assert at.session_state["classroom_big"] is True
    assert at.title[0].value == says("classroom.show.title")


def test_the_sandbox_takes_any_table_as_pasted_json(profile: str) -> None:
    pos = ended(profile)
    at = open_page("sandbox", {"lang": "en"})
    open_setup(at, "json")
    at.text_area(key="sandbox_json").input(cc.dump(pos)).run()
    at.button(key="sandbox_json_load").click().run()
    assert not at.exception
    assert at.session_state["sandbox_history"].current == pos


def test_the_practice_table_opens_at_any_table(profile: str) -> None:
    at = open_page("practice", {"profile": profile, "lang": "en"})
    assert not at.exception


def test_an_unexpected_error_is_a_plain_message_that_keeps_what_was_typed(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """No traceback, ever: a fault of the site shows the catalogue's plain message (the error
    goes to the log) and the box keeps what was typed."""
    from canasta_app.calculator import session

    text = cc.dump(ended("six-hand"))
    at = open_page("calculator", {"lang": "en"})
    monkeypatch.setenv("CANASTA_RAISE", "0")

    def broken(self: object) -> None:
        raise RuntimeError("a bug")

    monkeypatch.setattr(session.CalculatorSession, "score_position", broken)
    at.text_area(key="calculator_position_text").input(text).run()
    assert not at.exception
    assert any(says("app.unexpected") in e.value for e in at.error)
    monkeypatch.undo()
    at.run()
    assert not at.exception and at.session_state["calculator_position_text"] == text
    assert [m.label for m in at.metric][:2] == [f"{n}: this deal" for n in side_names(ended("six-hand"))]


def test_the_game_sheet_and_its_csv_keep_the_table(profile: str) -> None:
    """A sheet of any table writes its sides as the CSV's columns and reads back as the same
    table's sheet; its standing names that table's sides."""
    from canasta_app.calculator.session import CalculatorSession
    from canasta_app.domain.game_sheet import GameSheet, sheet_from_csv

    sides = cc.deal(seed=0, profile=profile).rules.side_names
    scores = [(3000 + 100 * i,) + tuple(-5 * j for j in range(1, len(sides))) for i in range(2)]
    sheet = GameSheet.of(scores, profile)
    text = sheet.to_csv()
    assert text.splitlines()[0] == ",".join(("deal", *sides))
    back = sheet_from_csv(text)  # the header names the table
    assert back == sheet and back.status().winner == sides[0]
    state: dict[str, object] = {}
    s = CalculatorSession(state, "en")
    s.load_sheet(back, "game.csv")
    kind, message = s.standing()
    assert kind == "won" and side_label(profile, sides[0], "en") in message
    # a sheet keeps one table's game: a deal of another table is refused, saying so
    s2 = CalculatorSession({}, "en")
    s2.add_deal((100, 50), "sheet", "classic" if profile != "classic" else "six-hand")
    s2.add_deal(tuple(range(0, 5 * len(sides), 5)), "position", profile)
    assert len(s2.sheet.deals) == 1
    note = s2.take_flash("position")
    assert note is not None and note[0] == "error" and "Start a new game" in note[1]


# --- every sentence true for the table and the moment ------------------------------------------

def test_the_summary_counts_the_canastas_this_table_needs(profile: str) -> None:
    from canasta_app.sandbox.model import fact_lines

    pos = played(profile, moves=2)
    lines = " ".join(fact_lines(pos, "en"))
    need = pos.rules.canastas_to_go_out
    if need > 1:
        assert "going out needs 2 canastas" in lines and "(needed to go out)" not in lines
    else:
        assert "(needed to go out)" in lines


def test_the_summary_says_how_an_over_deal_ended(profile: str) -> None:
    from canasta_app.sandbox.model import fact_lines

    assert says("sandbox.fact.ended.last-red-three") in " ".join(
        fact_lines(ended(profile), "en"))
    assert "tres rojo" in " ".join(fact_lines(ended(profile), "es"))


def test_a_two_hand_concealed_going_out_says_two_canastas() -> None:
    pos = cc.load({
        "format": "canasta/1", "profile": "two-hand", "dealer": "S", "turn": "N",
        "phase": "play", "hands": {"N": ["KC", "KC", "KD", "KD", "KH", "KH", "KS",
                                         "7C", "7C", "7D", "7D", "7H", "7H", "2S", "9C"],
                                   "S": 15},
        "pile": ["5C"], "stock": 30})
    melded = cc.play(pos, "meld KC KC KD KD KH KH KS; 7C 7C 7D 7D 7H 7H 2S")
    r = cc.check(melded, "discard 9C")
    assert r.legal and "two.out" in r.cites and "with a canasta" not in r.reason
    assert "two canastas" in r.reason and "dos canastas" in r.reason_in("es")


def test_the_other_hands_field_says_this_tables_hand_size(profile: str) -> None:
    at = open_page("sandbox", {"lang": "en"})
    open_setup(at, "new")
    at.selectbox(key="sandbox_ed_profile").select(profile).run()
    size = cc.deal(seed=0, profile=profile).rules.hand_size
    captions = " ".join(str(c.value) for c in at.caption)
    assert f"({size} by default at this table)" in captions


def test_six_hand_answers_are_named_in_the_summary() -> None:
    from canasta_app.sandbox.model import fact_lines

    d = cc.to_dict(played("six-hand", moves=0))
    d["phase"] = "play"
    d["this_turn"] = {"asked": "yes"}
    pos = cc.load(d)
    partner = {"N": "South-East", "NE": "South", "SE": "South-West", "S": "North-West",
               "SW": "North", "NW": "North-East"}[pos.turn]
    assert f"{partner} said yes" in " ".join(fact_lines(pos, "en"))


def test_a_draw_from_a_counted_stock_asks_for_its_cards() -> None:
    """The draw is legal, but its card is unknown: Play rules on it and the sandbox asks which
    card(s) it brought (tests/app/test_sandbox_drawn.py plays them), keeping the question."""
    from canasta_app.sandbox.session import SandboxSession

    state: dict[str, object] = {}
    s = SandboxSession(state, "en", reset_picker=lambda: None)
    s.start(None)
    assert isinstance(s.position.stock, int)
    state["sandbox_action"] = "draw"
    s.play()
    verdict = state["sandbox_verdict"]
    assert isinstance(verdict, dict) and "error" not in verdict
    assert verdict["ruling"].legal and s.drawn_wanted()
    assert state["sandbox_action"] == "draw"


def test_the_set_up_form_stays_open_across_a_visit_to_another_page() -> None:
    from canasta_app.sandbox.setup_view import SETUP_OPEN, SETUP_OPEN_KEPT

    at = open_page("sandbox", {"lang": "en"})
    at.session_state[SETUP_OPEN] = True
    at.session_state[SETUP_OPEN_KEPT] = True  # what its on_change keeps
    at.run()
    at.switch_page("canasta_app/calculator/calculator.py")
    at.run()
    at.switch_page("canasta_app/sandbox/sandbox.py")
    at.run()
    assert not at.exception
    assert at.session_state[SETUP_OPEN] is True
    assert any(w.key == "sandbox_ed_profile" for w in at.selectbox)  # its fields drawn


def test_the_two_player_lesson_opens_at_every_step() -> None:
    """The lessons' table of another profile (Playing with two) opens with no error."""
    from canasta_app.lessons import model as L

    lesson = next(x for x in L.catalogue()[0] if x.id == "playing-with-two")
    for step in range(1, len(lesson.steps) + 1):
        at = open_page("lessons", {"lesson": lesson.id, "step": str(step), "lang": "en"})
        assert not at.exception
