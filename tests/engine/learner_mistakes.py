"""A set of learner mistakes, built from the usual strategy advice for partnership Canasta
(keep wild cards, don't feed the next player, block or freeze a big pile, meld when the other
side is about to go out, keep a natural canasta clean, go out when behind, say no to going out
holding a big hand, take a big pile when you can): each a position, the weak move a learner makes there, the least grade the
coach must give it and the principle it must name. A separate set is kept by the issue's
owner to judge the result; these are ours, for the tests."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine_helpers import position_dict

KINGS7 = ["KC", "KC", "KD", "KD", "KH", "KH", "KS"]


@dataclass(frozen=True)
class Mistake:
    name: str
    position: dict[str, Any]
    weak: str
    least: str  # the least grade the coach must give (inaccuracy, mistake, blunder)
    principle: str
    seen: dict[str, list[str]] | None = None  # cards the table saw go into other hands


def _s(**kw: Any) -> dict[str, Any]:
    kw.setdefault("turn", "S")
    return position_dict(**kw)


MISTAKES: tuple[Mistake, ...] = (
    Mistake("joker into a three-card pile",
            _s(hand=["JK", "4C", "6D", "9H", "9D", "KS", "QC", "8H"], pile=["5H", "TC", "7S"]),
            "discard JK", "inaccuracy", "keep_wilds"),
    Mistake("a two onto a pile a wild card already froze",
            _s(hand=["2C", "4C", "6D", "9H", "9D", "KS", "QC", "8H"],
               pile=["5H", "2D", "TC", "7S", "JD", "QH", "4H", "6S"],
               melds={"EW": {"A": ["AC", "AD", "AH"]}}, melded=["E"]),
            "discard 2C", "inaccuracy", "keep_wilds"),
    Mistake("the 2♦ onto a five-card pile",
            _s(hand=["2D", "5C", "9H", "9D", "KS", "7C", "JD", "4H"],
               pile=["6H", "8C", "TD", "4S", "QD"]),
            "discard 2D", "inaccuracy", "keep_wilds"),
    Mistake("an ace into a two-card pile",
            _s(hand=["AH", "4D", "7C", "9H", "9D", "KS", "KC", "QC"], pile=["5H", "TC"]),
            "discard AH", "inaccuracy", "keep_aces"),
    Mistake("a king onto their kings",
            _s(hand=["KS", "4C", "6D", "9H", "9D", "QC", "JH"],
               pile=["5H", "TC", "7S", "JD", "8H", "6C", "4H", "5D"],
               melds={"EW": {"K": ["KH", "KD", "KC"]}}, melded=["E"]),
            "discard KS", "inaccuracy", "dont_feed"),
    Mistake("the 8♠ onto their eights",
            _s(hand=["8S", "4C", "6D", "9H", "9D", "QC", "JH", "TS"],
               pile=["5H", "TC", "7S", "JD"],
               melds={"EW": {"8": ["8H", "8D", "8C"]}}, melded=["W"]),
            "discard 8S", "inaccuracy", "dont_feed"),
    Mistake("a seven to the player seen taking sevens",
            _s(hand=["7S", "4C", "6D", "9H", "9D", "QC", "JH", "TS"],
               pile=["5H", "TC", "KS", "JD", "8H"],
               melds={"EW": {"Q": ["QH", "QD", "QS"]}}, melded=["W"]),
            "discard 7S", "inaccuracy", "dont_feed", seen={"W": ["7H", "7D"]}),
    Mistake("a twelve-card pile left open with the 3♠ in hand",
            _s(hand=["3S", "6C", "9H", "9D", "QC", "JH", "TS"],
               pile=["5H", "TC", "7S", "JD", "8H", "6D", "4H", "5D", "QH", "KC", "4S", "8C"],
               melds={"EW": {"A": ["AH", "AD", "AC"]}}, melded=["E"]),
            "discard 6C", "inaccuracy", "block_big_pile"),
    Mistake("three kings kept while the other side is about to go out",
            _s(hand=["KC", "KD", "KH", "9H", "5D", "6C", "7S", "8D"],
               hands={"E": 2, "W": 3},
               melds={"NS": {"A": ["AC", "AD", "AH"]},
                      "EW": {"J": ["JC", "JD", "JD", "JS", "JH", "JH", "JS"],
                             "Q": ["QH", "QD", "QS"]}},
               melded=["N", "E", "W"]),
            "discard 5D", "inaccuracy", "meld_before_out"),
    Mistake("a meldable hand kept as the stock runs out",
            _s(hand=["7C", "7C", "7D", "7S", "6C", "6H", "6S", "2C", "2D", "2H", "JK", "TS"],
               pile=["5H", "TC", "KS", "JD", "8H", "4D", "QC", "9S"], stock=0),
            "discard TS", "inaccuracy", "meld_before_end"),
    Mistake("a joker on six natural nines",
            _s(hand=["JK", "5C", "4D", "TD", "QS"],
               melds={"NS": {"9": ["9C", "9D", "9H", "9S", "9C", "9D"],
                             "K": KINGS7}},
               melded=["N", "S"]),
            "meld 9: JK", "inaccuracy", "natural_canasta"),
    Mistake("keeping the deal going while behind",
            _s(hand=["8C", "8D", "8H", "5S"],
               melds={"NS": {"K": KINGS7},
                      "EW": {"J": ["JC", "JD", "JD", "JS", "JH", "JH", "JS"],
                             "A": ["AC", "AD", "AH", "AS", "AC"], "Q": ["QC", "QD", "QH"]}},
               melded=["N", "S", "E", "W"]),
            "discard 5S", "inaccuracy", "out_when_behind"),
    Mistake("saying no to the partner's going out while behind",
            position_dict(turn="N", hand=None,
                          hands={"N": 3, "S": ["5C", "6D", "8H", "9S"]},
                          melds={"NS": {"K": KINGS7},
                                 "EW": {"J": ["JC", "JD", "JD", "JS", "JH", "JH", "JS"],
                                        "A": ["AC", "AD", "AH", "AS", "AC"]}},
                          melded=["N", "S", "E", "W"],
                          this_turn={"took_pile": False, "melded": False, "asked": "pending"}),
            "no", "inaccuracy", "out_when_behind"),
    Mistake("a draw beside a six-card pile South can take",
            _s(phase="draw", hand=["9H", "9C", "5D", "7C", "QS", "KC", "JH", "4D", "6S"],
               pile=["6H", "8C", "TD", "4S", "QD", "9D"],
               melds={"NS": {"A": ["AC", "AD", "AH"]}}, melded=["N"]),
            "draw", "inaccuracy", "take_pile"),
    Mistake("saying yes holding three aces, three kings and three queens",
            position_dict(turn="N", hand=None,
                          hands={"N": 2, "S": ["AS", "AD", "AC", "KC", "KD", "KH", "QS", "QD",
                                               "QH", "JC"]},
                          melds={"NS": {"7": ["7C", "7C", "7D", "7D", "7H", "7H", "7S"],
                                        "6": ["6C", "6D", "6H"]},
                                 "EW": {"8": ["8H", "8D", "8C"]}},
                          melded=["N", "S", "E"],
                          this_turn={"took_pile": False, "melded": False, "asked": "pending"}),
            "yes", "inaccuracy", "no_with_big_hand"),
)

#: Sound moves in the same positions: never graded worse than good.
GOOD_MOVES: tuple[tuple[str, str], ...] = (
    ("joker into a three-card pile", "discard 4C"),
    ("an ace into a two-card pile", "discard 4D"),
    ("a king onto their kings", "discard 4C"),
    ("a twelve-card pile left open with the 3♠ in hand", "discard 3S"),
    ("three kings kept while the other side is about to go out", "meld KC KD KH"),
    ("keeping the deal going while behind", "meld 8C 8D 8H"),
    ("saying no to the partner's going out while behind", "yes"),
    ("a draw beside a six-card pile South can take", "take 9C 9H"),
)


#: East after taking the pile (seed 3 of two sensible sides, the 18th action): the table saw
#: East take A♣ 3♠ 3♣. The expert's pruned candidates are the A♣ and the two black threes;
#: discarding the A♣ into an empty pile breaks "keep your aces", whose better moves (the Q♦,
#: the K♦) the pruning had left out.
PRUNED_ACE: dict[str, Any] = {
    "format": "canasta/1", "dealer": "N", "turn": "E", "phase": "play",
    "scores": {"NS": 0, "EW": 0},
    "hands": {"N": ["AS", "AS", "KC", "KS", "QS", "QS", "JC", "JH"],
              "E": ["AC", "KD", "QD", "3C", "3S"],
              "S": ["AH", "KS", "TH", "9H", "8D", "6H", "5H", "5S"],
              "W": ["KD", "QH", "TD", "TS", "4D"]},
    "melds": {"NS": {"9": ["9C", "9D", "9H"], "7": ["7C", "7D", "JK"]},
              "EW": {"8": ["8C", "8H", "8H", "8S"], "7": ["7D", "7H", "7S", "7S", "2D"],
                     "6": ["6C", "6C", "6D", "6S", "2H"], "5": ["5C", "5C", "2S"]}},
    "red_threes": {"NS": [], "EW": []}, "pile": [], "stock": 59,
    "melded": ["N", "E", "S", "W"],
    "this_turn": {"took_pile": True, "melded": True, "asked": None, "concealed_ok": False,
                  "new_melds": ["5"]},
    "went_out": None,
}
