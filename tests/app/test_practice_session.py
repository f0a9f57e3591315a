"""The practice table's page session (canasta_app/practice/session.py) without Streamlit: a plain
dict for the session state, the intents the page's widgets call, and the views it draws —
for every table (classic, two-hand, three-hand, six-hand)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from helpers.words import says

import canasta_core as cc
from canasta_app.practice import model as pr
from canasta_app.practice.session import FEEDBACK, GAME, PICK, TICK, PracticeSession, W
from canasta_app.text.i18n import t
from canasta_app.ui.table import table_html
from canasta_core.cards import pretty
from canasta_core.events import Drew


def opened(query: dict[str, str] | None = None, lang: str = "en") -> PracticeSession:
    s = PracticeSession({}, lang)
    s.open(query or {})
    return s


def play_to_the_end(s: PracticeSession, rng: random.Random) -> None:
    """The learner plays legal actions at random through the session, the bots at once."""
    s.state["practice_pace"] = "instant"
    s.advance(False, 0.0)
    while not s.game.deal_over:
        s.try_action(rng.choice(cc.legal_actions(s.game.position)))
        assert s.feedback() is not None and s.feedback().kind == "played"  # type: ignore[union-attr]
        s.advance(False, 0.0)


def test_a_first_visit_without_a_link_is_a_classic_game() -> None:
    s = opened()
    assert s.game.profile == "classic" and s.game.deal_number == 1
    assert s.state[W + "profile"] == "classic" and s.state[W + "seed"] == s.game.seed
    assert s.problems_text() == ""
    assert "profile" not in s.link_query(), "a classic link is as it always was"


@pytest.mark.parametrize("profile, seats", [
    ("two-hand", ("N", "S")), ("three-hand", ("N", "E", "S")),
    ("six-hand", ("N", "NE", "SE", "S", "SW", "NW")),
])
def test_the_link_chooses_the_table(profile: str, seats: tuple[str, ...]) -> None:
    s = opened({"profile": profile, "pace": "instant"})
    assert s.game.profile == profile and s.game.position.rules.seats == seats
    assert s.state[W + "profile"] == profile
    assert s.link_query()["profile"] == profile
    assert f"profile={profile}" in s.permalink()
    again = opened(s.link_query())
    assert again.game.position == s.game.position, "the link reopens the same moment"


def test_an_unknown_table_is_explained_and_classic_is_dealt() -> None:
    s = opened({"profile": "four-hands<b>"})
    assert s.game.profile == "classic"
    problems = s.problems_text()
    assert "four-hands<b> is not one of the tables" in problems
    assert "two-hand" in problems, "the message names the tables there are"
    es = opened({"profile": "dos", "seed": "3"}, "es")
    assert "dos no es una de las mesas" in es.problems_text()


def test_choosing_another_table_starts_a_game_there_with_the_game_number() -> None:
    s = opened({"seed": "42"})
    s.state[W + "profile"] = "three-hand"
    s.state[W + "partner"] = s.state[W + "opp"] = "no-such-bot"
    s.change_profile()
    game = s.game
    assert game.profile == "three-hand" and game.seed == 42
    offered = pr.bots_for("three-hand")
    assert game.partner in offered and game.opponents in offered
    assert s.state[W + "opp"] == game.opponents
    assert s.state[FEEDBACK] is None


@pytest.mark.parametrize("profile", ["classic", "two-hand", "three-hand", "six-hand"])
def test_a_deal_through_the_session_to_its_scoring_and_sheet(profile: str) -> None:
    s = opened({"profile": profile, "seed": "9"})
    play_to_the_end(s, random.Random(5))
    game = s.game
    sides = game.rules.side_names
    totals = {side: cc.score(game.position)[side]["total"] for side in sides}
    kind, text = s.deal_result()
    assert kind in ("won", "tie")
    view = s.sheet_view()
    assert len(view.sides) == len(sides) and len(view.rows) == 1
    assert len(view.rows[0]) == 1 + 2 * len(sides), "deal, each side, each side's total"
    assert view.rows[0][1:1 + len(sides)] == [totals[side] for side in sides]
    assert view.rows[0][1 + len(sides):] == view.rows[0][1:1 + len(sides)], "the first total"
    if profile == "classic":
        assert "North–South" in view.sides and "North" not in view.sides
        assert s.breakdown_names() is None
    else:
        assert "North–South" not in " ".join(view.sides), "no partnerships that are not there"
        assert list(s.breakdown_names() or {}) == list(sides)
        if profile == "six-hand":  # three seats a side: too long for a header that cannot wrap
            assert list(s.breakdown_names() or {}) == ["A", "B"]
            assert set((s.breakdown_names() or {}).values()) == {"Your side", "Their side"}
            assert "Your side" in view.sides
        for side in sides:  # every side's score is said in the result
            assert str(abs(totals[side])) in text
    assert not view.finished and view.kind == "on" and len(view.minimums) == len(sides)
    assert s.sheet_csv().splitlines()[0] == ",".join(("deal", *sides))
    s.next_deal()
    assert s.game.deal_number == 2 and s.game.start.scores == totals
    assert s.game.profile == profile


def test_the_deal_result_says_who_won_at_each_table() -> None:
    s = opened({"profile": "two-hand", "seed": "9"})
    play_to_the_end(s, random.Random(5))
    totals = {side: cc.score(s.game.position)[side]["total"] for side in ("N", "S")}
    _, text = s.deal_result()
    if totals["S"] > totals["N"]:
        assert text.startswith("You win the deal")
    elif totals["N"] > totals["S"]:
        assert text.startswith("North wins the deal")
    assert f"North {totals['N']}".replace("-", "−") in text


def test_a_won_game_at_a_table_of_three() -> None:
    s = opened({"profile": "three-hand", "seed": "9",
                "sheet": "2500,100,2500;2400,300,2450", "deal": "3"})
    assert s.problems_text() == "" and s.game.sheet.deals[1] == (2400, 300, 2450)
    assert s.status_line().startswith("Deal 3 · North 4900 · East 400 · South 4950")
    play_to_the_end(s, random.Random(2))
    view = s.sheet_view()
    if view.finished:
        assert view.kind == "won" and view.headline
        assert (says("practice.game_won_you_alone") == view.headline) == (
            s.game.sheet_after().status().winner == "S")
    else:
        assert view.kind in ("on", "tie")


def test_a_two_hand_draw_names_both_cards() -> None:
    s = opened({"profile": "two-hand", "seed": "4", "pace": "instant"})
    s.advance(False, 0.0)
    assert s.game.learner_to_act and s.prompt().startswith("Your turn: draw")
    s.try_action("draw")
    drawn = [e.card for e in s.game.moves[-1].events if isinstance(e, Drew)]
    fb = s.feedback()
    assert fb is not None and fb.kind == "played"
    assert len(drawn) == 2 and all(pretty(c) in fb.text for c in drawn), fb.text
    assert s.prompt() == says("practice.your_turn_play_alone")


def test_refusals_errors_and_take_backs_are_said() -> None:
    s = opened({"seed": "7", "pace": "instant"})
    s.advance(False, 0.0)
    pos = s.game.position
    s.try_action(f"discard {pos.hand('S')[0]}")
    fb = s.feedback()
    assert fb is not None and fb.kind == "refused" and fb.ruling is not None
    assert s.game.position == pos and s.game.illegal_tries == 1
    s.try_action("meld ZZ")
    fb = s.feedback()
    assert fb is not None and fb.kind == "error" and "cannot be read" in fb.text
    s.state[W + "action"] = "draw"
    s.play_typed()
    assert s.state[W + "action"] == "", "a legal typed action clears the box"
    s.take_back()
    fb = s.feedback()
    assert fb is not None and fb.kind == "took_back" and "Taken back" in fb.text
    assert s.game.position == pos


def test_a_reload_keeps_the_deals_tries_take_backs_and_the_bots_pace() -> None:
    """The address bar is what a reload opens: after an illegal try and a take-back at the
    "one per click" pace, the reopened table still says "illegal tries 1 · take-backs 1" and
    waits for a click (a tester's reload showed 0 · 0 and the bots playing one a second)."""
    s = opened({"seed": "7", "pace": "step"})
    s.bot_step(True)
    pos = s.game.position
    s.try_action(f"discard {pos.hand('S')[0]}")  # refused: the turn starts with a draw
    s.try_action("draw")
    s.take_back()
    assert (s.game.illegal_tries, s.game.take_backs) == (1, 1)
    query = s.link_query()
    assert query["pace"] == "step" and query["tries"] == "1" and query["backs"] == "1"
    again = opened(query)
    assert again.problems_text() == ""
    assert (again.game.illegal_tries, again.game.take_backs) == (1, 1)
    assert again.game.position == s.game.position and again.pace == "step"
    assert again.state[W + "pace"] == "step"
    # the default pace and no tries say nothing; a count that cannot be read costs nothing
    fresh = opened({"seed": "7"})
    assert not {"pace", "tries", "backs"} & set(fresh.link_query())
    odd = opened({**query, "tries": "many", "backs": "-1"})
    assert odd.problems_text() == "" and odd.game.position == s.game.position
    assert (odd.game.illegal_tries, odd.game.take_backs) == (0, 0)


def test_the_pace_one_a_second_plays_one_bot_move_per_tick() -> None:
    s = opened({"seed": "4", "pace": "1s"})  # dealer N: East plays first
    assert s.game.bot_to_act and s.ticking
    assert s.advance(False, 10.0), "the timer must start"
    assert s.game.moves == ()
    assert not s.advance(True, 10.0) and len(s.game.moves) == 1
    s.advance(True, 10.0 + TICK / 2)
    assert len(s.game.moves) == 1, "not before the tick"
    while s.game.bot_to_act:
        s.advance(True, float(s.state["practice_tick"]) + TICK)
    assert s.game.learner_to_act and not s.ticking


def test_the_learners_cards_on_the_table_pick_as_their_chips() -> None:
    s = opened({"profile": "two-hand", "seed": "4", "pace": "instant"})
    s.advance(False, 0.0)
    hand = s.game.position.hand("S")
    picks = s.table_picks(["KC#1"])
    assert picks is not None
    keys, picked = picks
    assert len(keys) == len(hand) and picked == ["KC#1"]
    assert all(k.startswith(f"{PICK}_chip_") and "#" not in k for k in keys.values())
    html = table_html(s.game.position, "en", reveal="S", pick=keys, picked=picked)
    assert html.count('data-pick="') == len(hand)
    assert html.count('role="button"') == len(hand) and 'tabindex="0"' in html
    north = html.split('data-seat="N">')[1].split('data-seat="S"')[0]
    assert "data-pick" not in north, "only the learner's own cards"
    if "KC" in hand:
        assert html.count('aria-pressed="true"') == 1
    # a bot to act: nothing to tap
    waiting = opened({"seed": "4", "pace": "step"})
    assert waiting.game.bot_to_act and waiting.table_picks([]) is None


def test_what_a_table_cannot_offer_yet_is_said() -> None:
    for profile in pr.PROFILE_NAMES:
        s = opened({"profile": profile})
        notes = " ".join(s.missing_notes())
        assert ("advice" in s.coach_levels) == ("coach's advice" not in notes)
        assert set(s.bots_offered()) <= set(pr.bots_for("classic"))
        assert s.game.partner in s.bots_offered() and s.game.opponents in s.bots_offered()
    assert opened().missing_notes() == [], "the classic table has everything"


def test_changing_a_setting_and_a_segmented_control_clicked_off() -> None:
    state: dict[str, Any] = {}
    s = PracticeSession(state, "en")
    s.open({"pace": "step"})
    assert s.pace == "step"
    state[W + "pace"] = "instant"
    s.change_setting("pace")
    assert s.pace == "instant"
    state[W + "pace"] = None  # clicked off: the choice stays
    s.change_setting("pace")
    assert s.pace == "instant" and state[W + "pace"] == "instant"
    assert GAME in state


@pytest.mark.parametrize("lang, intro", [("en", "against North, each alone"),
                                         ("es", "contra Norte, cada uno solo")])
def test_the_intro_says_who_sits_at_the_table(lang: str, intro: str) -> None:
    assert intro in opened({"profile": "two-hand"}, lang).intro()
    assert "North-West" in opened({"profile": "six-hand"}).intro()


def test_a_link_asking_for_the_advice_where_the_expert_cannot_play_gets_the_guide() -> None:
    for profile in pr.PROFILE_NAMES:
        s = opened({"profile": profile, "coach": "advice"})
        expected = "advice" if "advice" in pr.coach_levels(profile) else pr.DEFAULT_COACH
        assert s.coach == expected and s.state[W + "coach"] == expected
        assert s.state[W + "coach"] in s.coach_levels, "the widget's value is one it offers"


@pytest.mark.parametrize("lang, name", [("en", "North-West"), ("es", "Noroeste")])
def test_six_hand_prompt_names_the_partner_who_answers(lang: str, name: str) -> None:
    """[six.ask] Two partners: the turn's line names the one to ask, never "your partner"."""
    s = opened({"profile": "six-hand", "seed": "4", "pace": "instant"}, lang)
    s.advance(False, 0.0)
    assert s.game.learner_to_act
    s.try_action("draw")
    text = s.prompt()
    assert name in text and "your partner" not in text and "tu compañero" not in text, text
    classic = opened({"seed": "4", "pace": "instant"}, lang)
    classic.advance(False, 0.0)
    classic.try_action("draw")
    assert name not in classic.prompt()


@pytest.mark.parametrize("lang", ["en", "es"])
def test_an_empty_stock_is_never_told_draw_from_the_stock(lang: str) -> None:
    """The stock empty and the pile blocked by a black three: the learner can only pass. The
    prompt and the coach said "draw from the stock" (a phone walk, two-hand table, seed 55:
    "Your turn: draw from the stock. The pile cannot be taken now..." above a lone "Pass (the
    stock is empty)" button, and the coach "...nobody can take it this turn. Draw from the
    stock.")."""
    from canasta_app.calculator.model import GameSheet

    pos = cc.load({"format": "canasta/1", "dealer": "E", "turn": "S", "phase": "draw",
                   "hands": {"N": ["4C", "4D", "5C"], "E": ["6C", "6D", "7C"],
                             "S": ["8H", "8S", "KD", "KH", "KS", "QC"],
                             "W": ["9C", "9D", "TC"]},
                   "pile": ["5D", "9H", "3C"], "stock": []})
    s = opened(lang=lang)
    s.state[GAME] = pr.PracticeGame(1, "heuristic", "heuristic", GameSheet(), pos)
    draw = {"en": "draw from the stock", "es": "robá del mazo"}[lang]
    told = " ".join([s.prompt(), *pr.guide(s.game, lang)]).lower()
    assert draw not in told, told
    assert {"en": "so pass", "es": "así que pasá"}[lang] in told  # the blocked case's own words


@pytest.mark.parametrize("lang", ["en", "es"])
def test_an_empty_stock_with_a_compulsory_take_is_not_offered_a_pass(lang: str) -> None:
    """The stock empty and the top card fitting a meld of the side: the take is compulsory
    (only the take is legal), so the prompt does not say "take the pile or pass"."""
    from canasta_app.calculator.model import GameSheet

    pos = cc.load({"format": "canasta/1", "dealer": "E", "turn": "S", "phase": "draw",
                   "hands": {"N": ["4C", "4D", "5C"], "E": ["6C", "6D", "7C"],
                             "S": ["8H", "8S", "KD", "KH", "KS", "QC"],
                             "W": ["9C", "9D", "TC"]},
                   "melds": {"NS": {"J": ["JC", "JD", "JH"]}}, "melded": ["N"],
                   "pile": ["5D", "9H", "JS"], "stock": []})
    assert not cc.check(pos, "pass").legal and cc.legal_actions(pos) == ["take"]
    s = opened(lang=lang)
    s.state[GAME] = pr.PracticeGame(1, "heuristic", "heuristic", GameSheet(), pos)
    assert s.prompt() == says("practice.your_turn_draw_empty_must", lang=lang)
    assert {"en": "or pass", "es": "o pasá"}[lang] not in s.prompt()


def test_a_reload_keeps_the_whole_games_tries_and_take_backs() -> None:
    """The whole game's counts ("In the whole game: 1 illegal tries, 1 take-backs") survive a
    reload as the deal's do: a reload in deal 2 lost deal 1's try and take-back (the page's
    whole-game line was gone; only the sheet's points came back)."""
    s = opened({"seed": "7", "pace": "instant"})
    s.advance(False, 0.0)
    pos = s.game.position
    s.try_action(f"discard {pos.hand('S')[0]}")  # refused: the turn starts with a draw
    s.try_action("draw")
    s.take_back()
    play_to_the_end(s, random.Random(5))
    s.next_deal()
    s.advance(False, 0.0)
    s.try_action(f"discard {s.game.position.hand('S')[0]}")  # deal 2's own illegal try
    assert (s.game.total_illegal_tries, s.game.total_take_backs) == (2, 1)
    query = s.link_query()
    assert query["game_tries"] == "1" and query["game_backs"] == "1", "deal 1's counts"
    again = opened(query)
    assert again.problems_text() == "" and again.game.position == s.game.position
    assert (again.game.illegal_tries, again.game.take_backs) == (1, 0)
    assert (again.game.total_illegal_tries, again.game.total_take_backs) == (2, 1)
    # deal 1 says nothing of a whole game; a count that cannot be read costs nothing
    assert not {"game_tries", "game_backs"} & set(opened({"seed": "7"}).link_query())
    odd = opened({**query, "game_tries": "many", "game_backs": "-1"})
    assert odd.problems_text() == "" and odd.game.position == s.game.position
    assert (odd.game.total_illegal_tries, odd.game.total_take_backs) == (1, 0)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_melds_typed_with_a_comma_between_them_are_told_about_the_semicolon(lang: str) -> None:
    """'meld KS KD KH, 9S 9D 9H' (the move in words writes melds with commas) was refused as
    one meld that "mixes ranks", with no word that a comma separates cards and ';' melds."""
    from canasta_app.ui.ruling import comma_hint
    from canasta_core import typed

    s = opened({"seed": "7", "pace": "instant"}, lang)
    s.advance(False, 0.0)
    s.state[W + "action"] = "draw"
    s.play_typed()
    hand = s.game.position.hand("S")
    plain = [c for c in hand if c[0] not in "23" and c != "JK"]
    a = plain[0]
    b = next(c for c in plain if c[0] != a[0])
    verb = "bajar" if lang == "es" else "meld"
    text = f"{verb} {typed.write_card(a, lang)}, {typed.write_card(b, lang)}"
    s.state[W + "action"] = text
    s.play_typed()
    fb = s.feedback()
    assert fb is not None and fb.kind == "refused" and fb.ruling is not None
    assert fb.typed == text
    hint = comma_hint(fb.typed, fb.ruling, lang)
    assert hint == t("components.ruling.comma_hint", lang,
                     example=typed.write("meld 5C 5D 5H; AS AH JK", lang))
    assert comma_hint(text.replace(",", ""), fb.ruling, lang) is None  # no comma, no hint
