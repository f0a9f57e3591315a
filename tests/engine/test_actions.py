"""Actions: the text grammar of notation.md, parsing, canonical format, and grammar errors."""

from __future__ import annotations

import pytest
from engine_helpers import position

import canasta_core as cc
from canasta_core.actions import EXAMPLES, Action, Group, canonical, format_action, parse

# Every action example of notation.md (the table and the "Examples:" line), with its canonical form.
NOTATION_EXAMPLES = {
    "draw": "draw",
    "take": "take",
    "take 7H 7S": "take 7H 7S",
    "take 7H 2C; KH KS KD": "take 7H 2C; KD KH KS",
    "meld 5C 5D 5H; AS AH JK": "meld 5C 5D 5H; AH AS JK",
    "meld K: 2C JK": "meld K: 2C JK",
    "meld K: 2D": "meld K: 2D",
    "discard 9C": "discard 9C",
    "ask": "ask",
    "yes": "yes",
    "no": "no",
    "pass": "pass",
}


class TestNotationExamples:
    @pytest.mark.parametrize(("text", "canon"), NOTATION_EXAMPLES.items())
    def test_example_parses_to_canonical(self, text: str, canon: str) -> None:
        assert format_action(parse(text)) == canon
        assert canonical(canon) == canon

    def test_engine_examples_cover_notation(self) -> None:
        assert set(EXAMPLES) <= set(NOTATION_EXAMPLES)
        for text in EXAMPLES:
            parse(text)

    def test_parsed_values(self) -> None:
        assert parse("draw") == Action("draw")
        assert parse("take") == Action("take")
        assert parse("take 7H 7S") == Action("take", (Group(("7H", "7S")),))
        assert parse("take 7H 2C; KH KS KD") == Action(
            "take", (Group(("7H", "2C")), Group(("KH", "KS", "KD")))
        )
        assert parse("meld K: 2D") == Action("meld", (Group(("2D",), "K"),))
        assert parse("discard 9C") == Action("discard", card="9C")

    def test_str_is_canonical(self) -> None:
        assert str(parse("MELD as ah jk")) == "meld AH AS JK"

    def test_hand_cards(self) -> None:
        assert parse("take 7H 2C; KH KS KD").hand_cards() == ["7H", "2C", "KH", "KS", "KD"]
        assert parse("discard 9C").hand_cards() == ["9C"]
        assert parse("draw").hand_cards() == []


class TestSpellings:
    @pytest.mark.parametrize(
        ("text", "canon"),
        [
            ("DRAW", "draw"),
            ("Take 7h 7s", "take 7H 7S"),
            ("MELD k: 2d", "meld K: 2D"),
            ("Discard 9c", "discard 9C"),
            ("ASK", "ask"),
            ("Yes", "yes"),
            ("nO", "no"),
            ("PASS", "pass"),
        ],
    )
    def test_case_insensitive(self, text: str, canon: str) -> None:
        assert canonical(text) == canon

    @pytest.mark.parametrize(
        ("text", "canon"),
        [
            ("take 10H 10S", "take TH TS"),
            ("discard 10♦", "discard TD"),
            ("meld 10: 2C", "meld T: 2C"),
            ("meld 10c 10d TH", "meld TC TD TH"),
        ],
    )
    def test_ten_for_t(self, text: str, canon: str) -> None:
        assert canonical(text) == canon

    @pytest.mark.parametrize(
        ("text", "canon"),
        [
            ("take 7♥ 7♠", "take 7H 7S"),
            ("meld A♣ A♦ 2♥", "meld AC AD 2H"),
            ("discard K♠", "discard KS"),
        ],
    )
    def test_suit_symbols(self, text: str, canon: str) -> None:
        assert canonical(text) == canon

    @pytest.mark.parametrize(
        ("text", "canon"),
        [("meld 7H 7S *", "meld 7H 7S JK"), ("meld K: *", "meld K: JK"), ("discard *", "discard JK"), ("take 7S jk", "take 7S JK")],
    )
    def test_star_for_joker(self, text: str, canon: str) -> None:
        assert canonical(text) == canon

    @pytest.mark.parametrize(
        ("text", "canon"),
        [
            ("meld K: 2D", "meld K: 2D"),
            ("meld k:2d", "meld K: 2D"),
            ("meld K : 2D JK", "meld K: 2D JK"),
            ("meld 5C 5D 5H; q: 2c", "meld 5C 5D 5H; Q: 2C"),
            ("take 7H 7S; K: 2C", "take 7H 7S; K: 2C"),
            # a prefix that agrees with the naturals says nothing more: it is dropped
            ("meld K: KH KS KD", "meld KD KH KS"),
        ],
    )
    def test_rank_prefix(self, text: str, canon: str) -> None:
        assert canonical(text) == canon

    def test_rank_prefix_parsed(self) -> None:
        a = parse("meld q: 2c JK")
        assert a.groups == (Group(("2C", "JK"), "Q"),)

    def test_prefix_that_disagrees_is_kept(self) -> None:
        # "meld K: QH QS QD" is refused (meld.rank); its canonical text must be refused too,
        # not turn into the legal "meld QD QH QS".
        text = "meld K: QH QS QD"
        canon = canonical(text)
        assert canon == "meld K: QD QH QS"
        pos = position(hand=["QH", "QS", "QD", "KC", "KD", "9C"], melds={"NS": {"K": ["KS", "KS", "KH"]}})
        assert cc.check(pos, text).rule == "meld.rank"
        assert cc.check(pos, canon).rule == "meld.rank"

    @pytest.mark.parametrize(
        ("text", "canon"),
        [
            ("  take   7H    7S  ", "take 7H 7S"),
            ("meld  5c   5d 5h ;  as ah jk ", "meld 5C 5D 5H; AH AS JK"),
            ("meld 5C,5D,5H", "meld 5C 5D 5H"),
            ("meld 5C 5D;5H", "meld 5C 5D; 5H"),
        ],
    )
    def test_spacing_and_commas(self, text: str, canon: str) -> None:
        assert canonical(text) == canon

    def test_groups_keep_their_order_cards_are_sorted(self) -> None:
        assert canonical("meld KS KH KD; 5H 5D 5C") == "meld KD KH KS; 5C 5D 5H"

    def test_canonical_is_a_fixed_point(self) -> None:
        for text in ["take 7h 2c; kh ks kd", "meld k: jk 2d", "meld 5C 5D; 5H", "discard 10♥"]:
            once = canonical(text)
            assert canonical(once) == once

    def test_parse_accepts_an_action(self) -> None:
        a = parse("draw")
        assert parse(a) is a


class TestGrammarErrors:
    @pytest.mark.parametrize(
        ("text", "says"),
        [
            ("", "empty"),
            ("   ", "empty"),
            ("dance", "'dance' is not an action"),
            ("draw 7H", "'draw' takes nothing after it"),
            ("ask please", "'ask' takes nothing after it"),
            ("pass now", "'pass' takes nothing after it"),
            ("yes sir", "'yes' takes nothing after it"),
            ("discard", "exactly one card"),
            ("discard 7H 8H", "exactly one card"),
            ("take ; 7H 7S", "before the first ';'"),
            ("meld", "'meld' needs cards"),
            ("meld ;", "names no cards"),
            ("meld K: ", "names no cards"),
            ("meld 7H;;7S", "Group 2 names no cards"),
            ("take 7H 7S;", "Group 2 names no cards"),
            ("meld K:: 2C", "more than one ':'"),
            ("take K: 7H 7S", "no 'R:' prefix"),
            ("x" * 401, "limit is 400"),
            ("draw\x00", "is not an action"),
        ],
    )
    def test_bad_grammar(self, text: str, says: str) -> None:
        with pytest.raises(cc.NotationError) as e:
            parse(text)
        assert e.value.field == "action"
        assert e.value.rule == "input"
        assert says in str(e.value)

    def test_grammar_error_shows_examples(self) -> None:
        with pytest.raises(cc.NotationError, match="Examples: draw · take 7H 7S"):
            parse("dance")

    @pytest.mark.parametrize(("text", "card"), [("meld 1H 1S 1D", "1H"), ("discard JKK", "JKK"), ("take 7H 7Z", "7Z")])
    def test_unknown_card(self, text: str, card: str) -> None:
        with pytest.raises(cc.NotationError) as e:
            parse(text)
        assert card in str(e.value)
        assert e.value.field.startswith("action")

    @pytest.mark.parametrize("text", ["meld 2: 2C", "meld Z: 2C", "meld JK: 2C", "meld : 2C"])
    def test_unknown_prefix_rank(self, text: str) -> None:
        with pytest.raises(cc.NotationError) as e:
            parse(text)
        assert "not a meld rank" in str(e.value)

    def test_not_text(self) -> None:
        with pytest.raises(cc.NotationError):
            parse(7)  # type: ignore[arg-type]

    def test_check_and_play_raise_notation_error_for_bad_grammar(self) -> None:
        pos = position(hand=["7H", "7S"])
        with pytest.raises(cc.NotationError):
            cc.check(pos, "meld 7H 7X")
        with pytest.raises(cc.NotationError):
            cc.play(pos, "fly")


class TestOneForm:
    """An Action is the engine's one action form: the tuple on card ints the listing builds
    (issue 40), with the notation's attributes read from it and the text as its codec."""

    @pytest.mark.parametrize("profile", sorted(cc.profiles.PROFILES))
    def test_a_listed_move_is_the_action_of_its_text(self, profile: str) -> None:
        import random

        from canasta_core.game import Game

        rules = cc.profiles.PROFILES[profile]
        g = Game.deal(seed=4, dealer=rules.seats[0], scores=(0,) * len(rules.sides),
                      profile=profile)
        rng = random.Random(4)
        kinds = set()
        for _ in range(300):
            if g.over:
                break
            moves = g.legal()
            for m in moves:
                a = parse(Game.text(m))
                assert a == m and hash(a) == hash(m) and type(m) is tuple
                assert Action.of(m) == a and type(Action.of(m)) is Action
                assert str(Action.of(m)) == Game.text(m) == cc.format_action(a)
                kinds.add(a.kind)
            g.apply(parse(Game.text(rng.choice(moves))))  # the parsed action is the move
        assert {"draw", "meld", "discard"} <= kinds

    def test_the_ints_and_the_codes_agree(self) -> None:
        a = parse("take 7h 2c; kh ks kd")
        assert tuple(a) == ("take", ((-1, (cc.cards.CARD_INDEX["7H"], cc.cards.CARD_INDEX["2C"])),
                                     (-1, tuple(cc.cards.CARD_INDEX[c] for c in ("KH", "KS", "KD")))))
        assert a.kind == "take" and a.card is None
        assert a.groups == (Group(("7H", "2C")), Group(("KH", "KS", "KD")))  # as written
        assert a.hand_cards() == ["7H", "2C", "KH", "KS", "KD"]
        d = parse("discard 9c")
        assert (d.kind, d.card, d.groups, d.hand_cards()) == ("discard", "9C", (), ["9C"])
        m = parse("meld K: 2D")
        assert m.groups == (Group(("2D",), "K"),) and str(m) == "meld K: 2D"
        assert parse("take") == ("take", ()) and parse("draw") == ("draw",)

    def test_written_order_is_kept_and_the_text_is_canonical(self) -> None:
        a, b = parse("meld 5H 5C 5D"), parse("meld 5C 5D 5H")
        assert a != b and str(a) == str(b) == "meld 5C 5D 5H"
        assert a == Action("meld", (Group(("5H", "5C", "5D")),))

    def test_copies_and_pickles_are_actions(self) -> None:
        import copy
        import pickle

        a = parse("take 7H 2C; KH KS KD")
        for b in (copy.copy(a), copy.deepcopy(a), pickle.loads(pickle.dumps(a))):
            assert b == a and type(b) is Action and b.groups == a.groups
        assert repr(parse("draw")) == "Action(kind='draw', groups=(), card=None)"
