"""canasta_app.practice.model at the other tables (profiles.md): two-hand, three-hand and six-hand
games — their seats, the bots each seat gets, the game sheet with one column a side, the links
that carry the table, the coach's words for a player alone, and the narration of their deals."""

from __future__ import annotations

import random
import re

import pytest
from practice_helpers import careless_deal

import canasta_core as cc
from canasta_app.calculator.model import CalcError
from canasta_app.practice import model as pr
from canasta_app.text.i18n import seat_name, t
from canasta_app.text.narration import narrate, narrate_start
from canasta_core.bots import deal_seed
from canasta_core.profiles import PROFILES


def finished(profile: str, seed: int = 3, rng_seed: int = 1) -> pr.PracticeGame:
    """A deal at the table played to its end: the learner at random, the bots answering."""
    bot = pr.default_bot(profile)
    return careless_deal(pr.new_game(seed, bot, bot, profile=profile), random.Random(rng_seed))


@pytest.mark.parametrize("profile, hand", [("two-hand", 15), ("three-hand", 13),
                                           ("six-hand", 11)])
def test_a_game_at_each_table_deals_its_cards_and_keeps_its_seed(profile: str, hand: int) -> None:
    game = pr.new_game(7, "random", "random", profile=profile)
    assert game.profile == profile and game.start.profile == profile
    assert game.start == cc.deal(deal_seed(7, 0), pr.dealer_for(7, 1, profile), profile=profile)
    assert game.start.hand_size("S") == hand
    assert pr.new_game(7, "random", "random", profile=profile).run_bots().position == (
        game.run_bots().position), "the same seed, the same game"


def test_the_deal_passes_round_the_tables_seats() -> None:
    for profile in pr.PROFILE_NAMES:
        seats = PROFILES[profile].seats
        dealers = [pr.dealer_for(5, n, profile) for n in range(1, len(seats) + 2)]
        assert sorted(set(dealers)) == sorted(seats)
        assert dealers[0] == dealers[-1], "round the table and back to the first dealer"


def test_who_partners_the_learner_at_each_table() -> None:
    six = pr.new_game(1, "expert", "random", profile="six-hand")
    assert six.partners == ("NE", "NW") and six.opponent_seats == ("N", "SE", "SW")
    assert [six.bot_kind(s) for s in ("NE", "NW", "N", "SE", "SW")] == [
        "expert", "expert", "random", "random", "random"]
    two = pr.new_game(1, "expert", "random", profile="two-hand")
    assert two.alone and two.partners == () and two.bot_kind("N") == "random"
    three = pr.new_game(1, "random", "random", profile="three-hand")
    assert three.alone and three.opponent_seats == ("N", "E")
    classic = pr.new_game(1, "expert", "random")
    assert classic.partners == ("N",) and classic.bot_kind("N") == "expert"


def test_the_same_seed_at_two_tables_never_shares_a_bots_choice() -> None:
    # the bots' choices are remembered per deal so far; the table is part of that key
    for profile in pr.PROFILE_NAMES:
        game = pr.new_game(9, "random", "random", profile=profile).run_bots()
        for m in game.moves:
            assert m.action in cc.legal_actions(m.before)


@pytest.mark.parametrize("profile", ["two-hand", "three-hand", "six-hand"])
def test_the_sheet_has_a_column_a_side_and_the_next_deal_starts_from_it(profile: str) -> None:
    game = finished(profile)
    sides = game.rules.side_names
    breakdown = game.deal_breakdown()
    row = tuple(breakdown[s]["total"] for s in sides)
    assert game.sheet_after().deals == (row,)
    nxt = game.next_deal()
    assert nxt.start.scores == dict(zip(sides, row, strict=True))
    assert nxt.start.profile == profile and nxt.deal_number == 2
    assert pr.sheet_text(nxt.sheet) == ",".join(str(v) for v in row)
    back, problems = pr.read_link(pr.query_for(nxt))
    assert problems == [] and back is not None and back.sheet == nxt.sheet


def test_the_practice_sheet() -> None:
    sheet = pr.PracticeSheet.of([(100, 50, -15), (20, 4900, 30)], "three-hand")
    assert sheet.sides == ("N", "E", "S")
    assert sheet.rows()[1] == {"deal": 2, "N": 20, "E": 4900, "S": 30,
                               "N_total": 120, "E_total": 4950, "S_total": 15}
    assert sheet.to_csv() == "deal,N,E,S\n1,100,50,-15\n2,20,4900,30\n"
    assert sheet.status().minimums == {"N": 50, "E": 120, "S": 50}
    won = sheet.add((0, 100, 0))
    assert won.status().finished and won.status().winner == "E"
    with pytest.raises(CalcError):
        won.add((0, 0, 0))  # the game is over
    with pytest.raises(ValueError):
        sheet.add((10, 20))  # two scores at a table of three
    with pytest.raises(CalcError):
        sheet.add((12, 0, 0))  # not a multiple of 5
    assert pr.read_sheet("100,50,-15;20,4900,30", "three-hand") == sheet
    with pytest.raises(ValueError):
        pr.read_sheet("100,50", "three-hand")


@pytest.mark.parametrize("query, key", [
    ({"seed": "3", "profile": "eight-hand"}, "practice.bad.profile"),
    ({"seed": "3", "profile": "two-hand", "sheet": "100,50,5"}, "practice.bad.sheet"),
    ({"seed": "3", "profile": "x" * 5000}, "practice.bad.profile"),
    ({"profile": "nope"}, "practice.bad.profile"),
])
def test_a_link_with_a_bad_table_says_so(query: dict[str, str], key: str) -> None:
    game, problems = pr.read_link(query)
    assert game is None and key in [k for k, _ in problems]
    for _, params in problems:
        assert all(len(str(v)) <= 200 for v in params.values()), "a long value is cut"


def test_a_link_names_only_bots_that_can_play_the_table() -> None:
    for profile in pr.PROFILE_NAMES:
        for kind in ("heuristic", "random", "expert"):
            game, problems = pr.read_link({"seed": "3", "profile": profile, "opp": kind})
            if pr.can_play(kind, profile):
                assert problems == [] and game is not None and game.opponents == kind
            else:
                assert [k for k, _ in problems] == ["practice.bad.bot_profile"]
    assert pr.read_profile({}) == ("classic", None)
    assert pr.read_profile({"profile": " Two-Hand "}) == ("two-hand", None)


def test_every_bot_plays_the_classic_table_and_random_plays_every_table() -> None:
    for profile in pr.PROFILE_NAMES:
        assert pr.can_play("random", profile)
        assert "random" in pr.bots_for(profile)
        assert pr.default_bot(profile) in pr.bots_for(profile)
        assert not pr.can_play("no-such-bot", profile)
    assert pr.bots_for("classic") == ("heuristic", "random", "expert")
    assert pr.coach_levels("classic") == pr.COACH_LEVELS


def test_the_coach_speaks_to_a_player_alone() -> None:
    game = pr.new_game(3, "random", "random", profile="two-hand").run_bots()
    notes = " ".join(pr.guide(game, "en"))
    assert "You have not opened" in notes and "Your side" not in notes
    es = " ".join(pr.guide(game, "es"))
    assert "Todavía no abriste" in es and "pareja" not in es
    # the play phase: going out needs two canastas at this table
    game = game.try_action("draw").game
    notes = " ".join(pr.guide(game, "en"))
    assert "you need 2 canastas" in notes and "partner" not in notes.lower()
    six = pr.new_game(3, "random", "random", profile="six-hand").run_bots()
    assert "Your side has not opened" in " ".join(pr.guide(six, "en"))


@pytest.mark.parametrize("profile", ["two-hand", "three-hand", "six-hand"])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_narration_of_a_deal_at_each_table(profile: str, lang: str) -> None:
    game = finished(profile, seed=2)
    start = narrate_start(game.start, lang)
    assert str(game.rules.hand_size) in start.headline or game.rules.hand_size == 11
    for m in game.moves:
        n = narrate(m.before, m.action, m.after, lang, reveal=True, events=m.events or None)
        assert n.headline
        text = " ".join((n.headline, *n.details))
        assert "North–South" not in text and "Norte–Sur" not in text
        if m.action.startswith("discard") and m.after.phase != "over":
            nxt = m.before.rules.next_seat[m.seat]
            assert seat_name(nxt, lang) in n.headline, "the turn passes to the table's next seat"


def test_a_side_of_three_is_an_equipo_in_spanish_never_a_pareja() -> None:
    """At six players the Guide said «Tu pareja todavía no abrió» and the sheet's columns «Tu
    pareja» / «La otra pareja»: a pareja is two players, a side of three an equipo (glossary)."""
    from canasta_app.practice.session import PracticeSession

    six = pr.new_game(3, "random", "random", profile="six-hand").run_bots()
    es = " ".join(pr.guide(six, "es"))
    assert "Tu equipo todavía no abrió" in es and "pareja" not in es
    drawn = six.try_action("draw").game
    assert "pareja" not in " ".join(pr.guide(drawn, "es"))
    classic = pr.new_game(3, "random", "random").run_bots()
    assert "Tu pareja todavía no abrió" in " ".join(pr.guide(classic, "es"))  # two: a pareja
    s = PracticeSession({}, "es")
    s.open({"seed": "3", "profile": "six-hand"})
    side = s.game.learner_side
    other = next(x for x in s.game.rules.side_names if x != side)
    assert (s.column_label(side), s.column_label(other)) == ("Tu equipo", "El otro equipo")


def test_a_player_alone_takes_an_open_pile_with_their_own_meld() -> None:
    """The Guide said "your side's meld of kings" / «el juego de reyes de tu pareja» to a player
    alone once the pile was open to them."""
    from canasta_app.practice.coach import GUIDE

    assert GUIDE["pile_open", "alone"] == "practice.guide.pile_open_alone"
    for lang in ("en", "es"):
        words = t(GUIDE["pile_open", "alone"], lang, ranks="K")
        assert not re.search(r"(?i)side|pareja|equipo", words), words


@pytest.mark.parametrize("lang", ["en", "es"])
def test_one_canasta_to_go_out_is_said_in_the_singular(lang: str) -> None:
    """At three players the Guide said "you need 1 canasta (seven cards of one rank each)" /
    «necesitás 1 canasta (siete cartas del mismo número cada una)»."""
    one = t("practice.guide.no_canasta_alone", lang, need=1, have=0)
    assert ("you need a canasta (seven cards of one rank)" if lang == "en"
            else "necesitás una canasta (siete cartas del mismo número)") in one
    assert "each" not in one and "cada una" not in one
    two = t("practice.guide.no_canasta_alone", lang, need=2, have=1)
    assert ("you need 2 canastas" if lang == "en" else "necesitás 2 canastas") in two
