"""Cards: parsing, canonical codes, values ([values]), wild/natural, threes, the deck ([deal.deck])."""

from __future__ import annotations

from collections import Counter

import pytest

import canasta_core as cc
from canasta_core import cards
from canasta_core.cards import (
    ALL_CODES,
    RANK_VALUES,
    SUIT_SYMBOLS,
    VALUES,
    full_deck,
    is_black_three,
    is_natural,
    is_red_three,
    is_wild,
    parse_card,
    parse_rank,
    pretty,
    sort_cards,
)


class TestParseCard:
    @pytest.mark.parametrize(
        ("text", "code"),
        [
            ("7H", "7H"),
            ("7h", "7H"),
            (" 7h ", "7H"),
            ("TS", "TS"),
            ("ts", "TS"),
            ("10S", "TS"),
            ("10d", "TD"),
            ("AC", "AC"),
            ("qd", "QD"),
            ("JK", "JK"),
            ("jk", "JK"),
            ("Jk", "JK"),
            ("*", "JK"),
            ("3H", "3H"),
            ("3c", "3C"),
            ("2s", "2S"),
        ],
    )
    def test_letters_any_case(self, text: str, code: str) -> None:
        assert parse_card(text) == code

    @pytest.mark.parametrize(
        ("text", "code"),
        [("7♥", "7H"), ("10♠", "TS"), ("A♣", "AC"), ("k♦", "KD"), ("3♦", "3D"), ("2♣", "2C")],
    )
    def test_suit_symbols(self, text: str, code: str) -> None:
        assert parse_card(text) == code

    @pytest.mark.parametrize("text", ["", " ", "1H", "7X", "77H", "H7", "10", "JKK", "7♥♥", "11C", "x" * 20, "7"])
    def test_unknown_card_is_a_notation_error(self, text: str) -> None:
        with pytest.raises(cc.NotationError) as e:
            parse_card(text, "hands.N[2]")
        assert e.value.field == "hands.N[2]"
        assert e.value.rule == "input"
        assert "is not a card" in str(e.value)

    def test_error_names_the_unknown_suit(self) -> None:
        with pytest.raises(cc.NotationError, match="suit 'X' is unknown"):
            parse_card("7X")

    def test_error_names_the_unknown_rank(self) -> None:
        with pytest.raises(cc.NotationError, match="rank '1' is unknown"):
            parse_card("1H")

    def test_notation_error_is_a_value_error(self) -> None:
        with pytest.raises(ValueError):
            parse_card("ZZ")


class TestCanonicalCodes:
    def test_every_code_round_trips(self) -> None:
        for code in ALL_CODES:
            assert parse_card(code) == code
            assert parse_card(code.lower()) == code

    def test_there_are_53_distinct_codes(self) -> None:
        assert len(ALL_CODES) == 53 == len(set(ALL_CODES))
        assert ALL_CODES[-1] == "JK"

    def test_pretty_labels(self) -> None:
        assert pretty("7H") == "7♥"
        assert pretty("TS") == "10♠"
        assert pretty("JK") == "Joker"
        assert SUIT_SYMBOLS == {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}

    def test_pretty_parses_back(self) -> None:
        for code in ALL_CODES:
            if code != "JK":
                assert parse_card(pretty(code)) == code

    def test_sort_high_ranks_first_suits_cdhs_jokers_last(self) -> None:
        assert sort_cards(["JK", "2C", "AS", "3D", "TH", "AC"]) == ("AC", "AS", "TH", "3D", "2C", "JK")


class TestParseRank:
    @pytest.mark.parametrize(("text", "rank"), [("K", "K"), ("k", "K"), ("10", "T"), ("t", "T"), ("3", "3"), ("4", "4")])
    def test_meld_ranks(self, text: str, rank: str) -> None:
        assert parse_rank(text) == rank

    @pytest.mark.parametrize("text", ["2", "JK", "", "1", "KK", "X"])
    def test_not_a_meld_rank(self, text: str) -> None:
        with pytest.raises(cc.NotationError) as e:
            parse_rank(text, "melds.NS")
        assert e.value.field == "melds.NS"


class TestValues:
    """[values] joker 50; ace, two 20; K-8 10; 7-4 and black three 5; red three no card value."""

    SLUG = "values"

    @pytest.mark.parametrize(
        ("code", "value"),
        [
            ("JK", 50), ("AS", 20), ("2C", 20), ("KH", 10), ("QD", 10), ("JC", 10), ("TS", 10),
            ("9H", 10), ("8D", 10), ("7C", 5), ("6S", 5), ("5H", 5), ("4D", 5), ("3C", 5),
            ("3S", 5), ("3H", 0), ("3D", 0),
        ],
    )
    def test_card_values(self, code: str, value: int) -> None:
        assert VALUES[code] == value
        assert cards.value(code) == value

    def test_every_code_has_a_value(self) -> None:
        assert set(VALUES) == set(ALL_CODES)

    def test_rank_table(self) -> None:
        assert RANK_VALUES["JK"] == 50 and RANK_VALUES["A"] == RANK_VALUES["2"] == 20
        assert RANK_VALUES["3 (black)"] == 5 and RANK_VALUES["3 (red)"] == 0

    def test_deck_is_worth(self) -> None:
        # 4 jokers 200, 16 aces/twos 320, 48 of K..8 480, 32 of 7..4 160, 4 black threes 20.
        assert sum(VALUES[c] for c in full_deck()) == 1180


class TestWildAndThrees:
    @pytest.mark.parametrize("code", ["JK", "2C", "2D", "2H", "2S"])
    def test_jokers_and_twos_are_wild(self, code: str) -> None:
        assert is_wild(code) and not is_natural(code)

    @pytest.mark.parametrize("code", ["AS", "KH", "3C", "3H", "4D", "TS"])
    def test_everything_else_is_natural(self, code: str) -> None:
        assert is_natural(code) and not is_wild(code)

    def test_red_and_black_threes(self) -> None:
        assert is_red_three("3H") and is_red_three("3D")
        assert not is_red_three("3C") and not is_red_three("3S")
        assert is_black_three("3C") and is_black_three("3S")
        assert not is_black_three("3H") and not is_black_three("7C")


class TestDeck:
    """[deal.deck] Two 52-card decks plus four jokers: 108 cards."""

    SLUG = "deal.deck"

    def test_108_cards_two_of_each_four_jokers(self) -> None:
        deck = full_deck()
        assert len(deck) == 108
        counts = Counter(deck)
        assert counts["JK"] == 4
        assert all(n == 2 for c, n in counts.items() if c != "JK")
        assert len(counts) == 53
