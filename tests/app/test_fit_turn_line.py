"""The table's turn line rules on the table on screen (issue 23, "what is on screen is what
gets ruled on"): with the hand of the seat to act shown it offers a take of the pile only when
the referee would accept one from that hand; with the hand hidden it says only what is public
(never a fact read from the hidden cards); on a lesson's quiz it names no choice of the draw."""

from __future__ import annotations

import html
import re
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from practice_helpers import game_of, open_practice
from practice_moments import pile_block_moment

import canasta_core as cc
from canasta_app.lessons import model as L
from canasta_app.practice import model as pr
from canasta_app.ui.table import table_html
from canasta_core.positions import Position

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from engine_helpers import position  # noqa: E402
from helpers.words import says

OFFERS_TAKE = {"en": re.compile(r"(?<!cannot )take the pile(?! if)"),
               "es": re.compile(r"levanta el pozo(?! si)")}
NAMES_TAKE = {"en": "the pile", "es": "el pozo"}


def turn_line(pos: Position, lang: str = "en", reveal: str = "all", quiz: bool = False) -> str:
    found = re.search(r'<div class="cc-turnline">([^<]*)</div>',
                      table_html(pos, lang, reveal, quiz=quiz))
    assert found, "no turn line on the table"
    return html.unescape(found.group(1))


def referee_takes(pos: Position) -> bool:
    """Whether the referee accepts some take of the pile (the listed takes, then the takes
    that open with more melds, each ruled on by check)."""
    return pr.pile_take(pos) is not None


def draw_moments(seeds: range) -> list[Position]:
    """The learner's draw-phase positions of practice games played by the hint bot."""
    found = []
    for seed in seeds:
        game = pr.new_game(seed).run_bots()
        while not game.deal_over:
            if game.position.phase == "draw" and game.position.pile:
                found.append(game.position)
            action = pr.hint_action(game)
            assert action is not None
            game = game.try_action(action).game.run_bots()
    return found


MOMENTS = draw_moments(range(1, 4))


def test_the_moments_cover_both_answers() -> None:
    takes = [referee_takes(p) for p in MOMENTS]
    assert any(takes) and not all(takes)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_with_the_hand_shown_a_take_is_offered_exactly_when_the_referee_accepts_one(
        lang: str) -> None:
    for pos in MOMENTS:
        for reveal in ("all", pos.turn):
            line = turn_line(pos, lang, reveal)
            assert bool(OFFERS_TAKE[lang].search(line)) == referee_takes(pos), (line, pos.pile)


@pytest.mark.app
def test_practice_seed_1_first_moment_offers_no_take_of_the_frozen_pile() -> None:
    """The defect seen: the pile frozen for South, no take offered by the page, and the line
    said "draw from the stock or take the pile"."""
    game = pile_block_moment(1, "pile.frozen")
    at = open_practice({**pr.query_for(game), "pace": "instant"})
    assert game_of(at).position == game.position
    table = next(h.proto.body for h in at.get("html") if "cc-turnline" in h.proto.body)
    line = html.unescape(re.search(r'class="cc-turnline">([^<]*)<', table).group(1))
    # "South to play: draw from the stock", whatever follows about the pile
    assert line.startswith(says("components.table.phase.draw_no_pile", seat="South").split(" (")[0])
    assert not OFFERS_TAKE["en"].search(line) and "cannot take the pile" in line


@pytest.mark.parametrize("lang", ["en", "es"])
def test_with_the_hand_hidden_the_line_reads_nothing_from_it(lang: str) -> None:
    """Swapping the hidden hand for another of the same size (one that takes the pile, one
    that cannot) leaves the line as it was, and it offers the take only conditionally."""
    can = position(phase="draw", turn="S", hand=["7C", "7D", "KS", "9H"], pile=["5D", "7S"],
                   melds={"NS": {"9": ["9C", "9D", "9S"]}})
    cannot = replace(can, hands={**can.hands, "S": ("8C", "8D", "KS", "9H")})
    assert referee_takes(can) and not referee_takes(cannot)
    for reveal in ("N", "E", "counts"):
        assert turn_line(can, lang, reveal) == turn_line(cannot, lang, reveal)
        assert NAMES_TAKE[lang] in turn_line(can, lang, reveal)
        assert not OFFERS_TAKE[lang].search(turn_line(can, lang, reveal))
    assert OFFERS_TAKE[lang].search(turn_line(can, lang, "S"))
    assert not OFFERS_TAKE[lang].search(turn_line(cannot, lang, "S"))


def test_an_empty_pile_is_not_offered() -> None:
    pos = position(phase="draw", turn="S", hand=["7C", "7D", "KS", "9H"], pile=[], stock=30)
    assert not cc.check(pos, "take").legal
    for reveal in ("all", "N"):
        line = turn_line(pos, "en", reveal)
        assert "take" not in line and "the pile is empty" in line


def test_an_empty_stock_says_whether_the_take_is_compulsory() -> None:
    melds = {"NS": {"7": ["7H", "7D", "7S"]}}
    must = position(phase="draw", turn="S", hand=["KC", "KD", "9H"], pile=["5D", "7C"],
                    stock=0, melds=melds)
    assert not cc.check(must, "pass").legal and cc.check(must, "take").legal
    for reveal in ("all", "N"):  # the compulsory take is a public fact: the top card and melds
        line = turn_line(must, "en", reveal)
        assert "take the pile" in line and "pass" not in line
    free = position(phase="draw", turn="S", hand=["KC", "KD", "9H"], pile=["5D", "KS"],
                    stock=0, melds=melds)
    assert cc.check(free, "pass").legal and cc.check(free, "take KC KD").legal
    assert turn_line(free, "en", "all") == says("components.table.phase.draw_empty", seat="South")
    assert "if they can" in turn_line(free, "en", "N")
    stuck = replace(free, hands={**free.hands, "S": ("QC", "QD", "9H")})
    assert cc.check(stuck, "pass").legal and not referee_takes(stuck)
    line = turn_line(stuck, "en", "all")
    assert not OFFERS_TAKE["en"].search(line) and line.endswith("pass")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_quiz_line_names_no_choice_of_the_draw(lang: str) -> None:
    for pos in MOMENTS[:6]:
        line = turn_line(pos, lang, "all", quiz=True)
        assert NAMES_TAKE[lang] not in line


@pytest.mark.app
def test_a_lesson_quiz_table_does_not_answer_whether_the_pile_can_be_taken() -> None:
    """Freezing, step 4 asks whether North may take the pile: the table beside it must not say
    (the line offered no take: "North cannot take the pile with these cards")."""
    from helpers.apptest import open_page

    from canasta_app.ui.table import draw_choice

    step = L.get_lesson("freezing").step(4)  # type: ignore[union-attr]
    assert step is not None and step.kind == "quiz" and step.position is not None
    assert draw_choice(step.position, True) == "draw_no_take"  # what it would have said
    at = open_page("lessons", {"lesson": "freezing", "step": "4"})
    table = next(h.proto.body for h in at.get("html") if "cc-turnline" in h.proto.body)
    line = html.unescape(re.search(r'class="cc-turnline">([^<]*)<', table).group(1))
    assert line == says("components.table.phase.draw_quiz", seat="North")


def test_the_sandboxs_facts_say_what_the_hand_shown_can_do() -> None:
    """"What the engine sees" (the sandbox, a situation shown to the class) said "start of the
    turn — draw or take the pile" whatever the hand: it is the table's own turn line now."""
    from canasta_app.sandbox import model as sb

    for pos in MOMENTS[:8]:
        facts = sb.fact_lines(pos, "en")
        line = next(x for x in facts if "to play" in x)
        assert bool(OFFERS_TAKE["en"].search(line)) == referee_takes(pos), line
