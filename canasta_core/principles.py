"""The coach's strategy principles: rules of thumb a learner can reuse at the next table.

Each principle has a key in the one catalogue (`coach.principle.<id>.title`, `.text`, `.why`,
`.example`, in English and Spanish), an example position (`Principle.example`, a position in
notation.md's JSON with a weak move and the move the principle prefers) and, for most of them,
a detector: `breaches(pos, action)` says which principles a move breaks in a position and which
legal move each prefers. A detector reads only what the seat to act may see (its own hand, the
table, the counts of the other hands, and what the table saw go into them, `sightings`).

A detector is a rule of thumb, not a verdict: `canasta_core.coach` checks each breach against
the expert's simulations (a principle the simulations clearly contradict is dropped), and two
principles (`guard_pile`, `race_out`) are also what the coach names when only the simulations'
tallies tell two moves apart.

Standard library only, like the rest of the core.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Final, Protocol

from canasta_core.actions import Group, parse
from canasta_core.bots import HeuristicBot, acting_seat, rules_of
from canasta_core.cards import BLACK_THREES, VALUES, is_wild
from canasta_core.legal import legal_actions
from canasta_core.messages import CATALOGUE
from canasta_core.positions import Position, frozen_card, frozen_for
from canasta_core.principle_texts import texts  # the "coach." texts, registered on import
from canasta_core.profiles import Profile
from canasta_core.scoring import MIXED_CANASTA, NATURAL_CANASTA, red_three_bonus

#: A pile of this many cards is big: worth freezing with a wild card or blocking with a black
#: three (the sensible bot's own threshold, bots._FREEZE_PILE); below it, small.
BIG_PILE: Final = 7
#: The least pile (in cards) a draw is told to take instead, when a take is legal.
TAKE_PILE: Final = 5
#: An opponent with this many cards or fewer, on a side that may go out, is about to go out.
NEAR_OUT: Final = 4
#: A hand worth this many points or more is a big hand (it counts against a side going out).
BIG_HAND: Final = 80


class SeenCards(Protocol):
    """What the table saw go into a seat's hand (`canasta_core.expert.Sightings`)."""

    def known(self, seat: str) -> Counter[str]: ...


#: The `why` parameters a breach kept in an older review may lack, with what they meant then
#: (`opponents`: the classic table's two).
WHY_DEFAULTS: Final[dict[str, Any]] = {"alone": "no", "frozen": "none", "opponents": 2,
                                        "side_size": 2, "of_rank": 8}


@dataclass(frozen=True, slots=True)
class Breach:
    """A move breaking a principle: the legal move the principle prefers, the parameters of
    the principle's `why` sentence (or of `why`, another key, when the simulations' tallies
    rather than a detector named the principle), and the least grade the breach earns unless
    the simulations clearly contradict it."""

    principle: str
    better: str
    params: dict[str, Any] = field(default_factory=dict)
    least: str = "inaccuracy"
    why: str = ""
    #: Other legal moves that keep the principle: the simulations check the breach against
    #: the best of them they simulated (with `better`, which is always simulated).
    alternatives: tuple[str, ...] = ()

    def why_params(self) -> dict[str, Any]:
        """The `why` sentence's parameters, with the defaults of those a breach kept in an
        older review may lack (`WHY_DEFAULTS`; `alone` and `opponents`: `table_params`; the
        rank of `better_card`, named by guard_pile's sentence)."""
        out = {**WHY_DEFAULTS, **self.params}
        if "better_card" in out and "better_rank" not in out:
            out["better_rank"] = str(out["better_card"])[0]
        return out


@dataclass(frozen=True, slots=True)
class Principle:
    """One principle: its id (the catalogue key's middle) and an example position (notation
    JSON) with the weak move and the move the principle prefers there."""

    id: str
    example: dict[str, Any]
    weak: str
    better: str
    #: about answering a partner's question: only at tables with partners
    partners: bool = False

    def key(self, part: str) -> str:
        return f"coach.principle.{self.id}.{part}"


def _pos(turn: str, hand: list[str], *, pile: Sequence[str] = (), melds: dict[str, Any] | None = None,
         hands: dict[str, Any] | None = None, this_turn: dict[str, Any] | None = None,
         stock: int = 40, melded: Sequence[str] = (), phase: str = "play") -> dict[str, Any]:
    all_hands: dict[str, Any] = {"N": 11, "E": 11, "S": 11, "W": 11, **(hands or {})}
    all_hands[turn if not (this_turn or {}).get("asked") else "S"] = hand
    d: dict[str, Any] = {
        "format": "canasta/1", "dealer": "W", "turn": turn, "phase": phase,
        "scores": {"NS": 0, "EW": 0}, "hands": all_hands,
        "melds": {"NS": {}, "EW": {}, **(melds or {})},
        "red_threes": {"NS": [], "EW": []}, "pile": list(pile), "stock": stock,
        "melded": list(melded)}
    if this_turn:
        d["this_turn"] = this_turn
    return d


_SMALL_PILE: Final = ["6H", "8C", "TD", "4S", "QD"]
_BIG_PILE: Final = ["6H", "8C", "TD", "4S", "QD", "7H", "9S", "JC", "5H", "6S"]

#: Every principle, in the order the rules reference lists them.
PRINCIPLES: Final = (
    Principle("keep_wilds", _pos("S", ["2D", "5C", "9H", "9D", "KS", "7C", "JD", "4H"],
                                 pile=_SMALL_PILE), "discard 2D", "discard JD"),
    Principle("keep_aces", _pos("S", ["AS", "5C", "9H", "9D", "KS", "KC", "JD", "7H"],
                                pile=["6H", "8C", "TD", "4S"]), "discard AS", "discard JD"),
    Principle("dont_feed", _pos("S", ["8S", "4C", "9H", "9D", "KS", "KC", "JD"],
                                pile=_SMALL_PILE, melds={"EW": {"8": ["8H", "8D", "8C"]}},
                                melded=["E"]), "discard 8S", "discard JD"),
    Principle("block_big_pile", _pos("S", ["3C", "5D", "9H", "9D", "QS", "QC", "7D"],
                                     pile=_BIG_PILE, melds={"EW": {"K": ["KH", "KD", "KC"]}},
                                     melded=["E"]), "discard 5D", "discard 3C"),
    Principle("guard_pile", _pos("S", ["5D", "7C", "9H", "9D", "QS", "QC", "JH"],
                                 pile=["6H", "8C", "TD", "4S", "7D", "7H", "9S", "JC", "5H",
                                       "6S", "7S"],
                                 melds={"EW": {"K": ["KH", "KD", "KC"]},
                                        "NS": {"7": ["7C", "7D", "7S"]}},
                                 melded=["E", "N"]), "discard 5D", "discard 7C"),
    Principle("meld_before_out", _pos(
        "S", ["QD", "QS", "2C", "9H", "5D", "6C", "7S"], hands={"E": 3, "W": 2},
        melds={"NS": {"A": ["AC", "AD", "AH"]},
               "EW": {"J": ["JC", "JD", "JD", "JS", "JH", "JH", "JS"], "6": ["6H", "6D", "6S"]}},
        melded=["N", "E", "W"]), "discard 5D", "meld QD QS 2C"),
    Principle("meld_before_end", _pos(
        "S", ["9C", "9D", "9H", "5D", "JS"], pile=_SMALL_PILE, stock=0,
        melds={"NS": {"A": ["AC", "AD", "AH"]}}, melded=["N"]), "discard 5D", "meld 9C 9D 9H"),
    Principle("natural_canasta", _pos("S", ["2D", "9C", "5C", "9H", "KD"],
                                      melds={"NS": {"T": ["TC", "TD", "TH", "TS", "TC"]}},
                                      melded=["N", "S"]), "meld T: 2D", "discard 5C"),
    Principle("out_when_behind", _pos(
        "S", ["9C", "9D", "9H", "5S"],
        melds={"NS": {"K": ["KC", "KC", "KD", "KD", "KH", "KH", "KS"]},
               "EW": {"J": ["JC", "JD", "JD", "JS", "JH", "JH", "JS"],
                      "A": ["AC", "AD", "AH", "AS", "AC", "AD"], "Q": ["QC", "QD", "QH", "2S"]}},
        melded=["N", "S", "E", "W"]), "discard 5S", "meld 9C 9D 9H"),
    Principle("race_out", _pos(
        "S", ["9C", "9D", "9H", "5S"],
        melds={"NS": {"K": ["KC", "KC", "KD", "KD", "KH", "KH", "KS"],
                      "A": ["AC", "AD", "AH", "AS"]},
               "EW": {"J": ["JC", "JD", "JD", "JS", "JH", "JH"]}},
        melded=["N", "S", "E", "W"]), "discard 5S", "meld 9C 9D 9H"),
    Principle("take_pile", _pos("S", ["9H", "9C", "5D", "7C", "QS", "KC", "JH", "4D", "6S"],
                                pile=["6H", "8C", "TD", "4S", "QD", "7H", "5S", "9D"],
                                melds={"NS": {"A": ["AC", "AD", "AH"]}}, melded=["N"],
                                phase="draw"),
              "draw", "take 9C 9H"),
    Principle("no_with_big_hand", _pos(
        "N", ["AS", "AD", "AC", "KC", "KD", "KH", "QS", "QD", "QH", "JC"],
        hands={"N": 2},
        melds={"NS": {"7": ["7C", "7C", "7D", "7D", "7H", "7H", "7S"],
                      "6": ["6C", "6D", "6H"]},
               "EW": {"8": ["8H", "8D", "8C"]}},
        melded=["N", "S", "E"], this_turn={"asked": "pending"}), "yes", "no", partners=True),
)

BY_ID: Final = {p.id: p for p in PRINCIPLES}


# --- reading the table ----------------------------------------------------------------------

def side_points(pos: Position, side: str) -> int:
    """What a side has on the table: melded cards, canasta bonuses and red threes (the public
    part of a deal's score, as the deal's scoring counts it: a side that has melded nothing
    has its red threes against it, `scoring.red_three_bonus`)."""
    pts = 0
    for m in pos.melds[side].values():
        pts += sum(VALUES[c] for c in m)
        if pos.rules.is_canasta(len(m)):
            pts += MIXED_CANASTA if any(is_wild(c) for c in m) else NATURAL_CANASTA
    return pts + red_three_bonus(len(pos.red_threes[side]), bool(pos.melds[side]))


def _others(pos: Position, side: str) -> list[str]:
    return [s for s in pos.rules.side_names if s != side]


def behind(pos: Position, side: str) -> bool:
    """The side has less on the table than another side (this deal)."""
    return any(side_points(pos, o) > side_points(pos, side) for o in _others(pos, side))


def about_to_go_out(pos: Position, side: str) -> bool:
    """Another side could go out soon: it has the canastas going out needs and one of its
    seats holds `NEAR_OUT` cards or fewer."""
    rules = pos.rules
    for o in _others(pos, side):
        done = rules.canastas(map(len, pos.melds[o].values()))
        if done >= rules.canastas_to_go_out and min(
                pos.hand_size(s) for s in rules.side_seats[o]) <= NEAR_OUT:
            return True
    return False


def stock_nearly_empty(pos: Position) -> bool:
    """The deal is about to end with the stock: it holds fewer cards than one more round of
    draws takes (every seat drawing `draw_count` cards), so the seat to act may not draw
    from it again ([stock.empty]); its hand then counts against its side."""
    rules = pos.rules
    return pos.stock_size < len(rules.seats) * rules.draw_count


def goes_out(pos: Position, seat: str, action: str) -> bool:
    """A meld that leaves at most the final discard (`expert._goes_out`), or asking."""
    if action == "ask":
        return True
    if not action.startswith("meld"):
        return False
    used = sum(len(g.cards) for g in parse(action).groups)
    return pos.hand_size(seat) - used <= 1


def _rank(card: str) -> str | None:
    return None if is_wild(card) else card[0]


def _feeds(pos: Position, card: str, them: str, nxt: str, seen: SeenCards | None) -> bool:
    """A discard the next player could take the pile with: the pile is open to them and the
    card matches a meld of theirs or a rank the table saw them pick up."""
    r = _rank(card)
    if r is None or r == "3" or frozen_for(pos, them) is not None:
        return False
    if r in pos.melds[them]:
        return True
    return seen is not None and any(_rank(c) == r for c in seen.known(nxt).elements())


def _seen_copies(pos: Position, seat: str) -> Counter[str]:
    """Naturals of each rank the seat can see: its hand, the pile and every meld."""
    out: Counter[str] = Counter()
    for cards in (pos.hand(seat), pos.pile,
                  *(m for ms in pos.melds.values() for m in ms.values())):
        out.update(c[0] for c in cards if not is_wild(c))
    return out


def _but(moves: Sequence[str], cards: set[str]) -> tuple[str, ...]:
    """The discards among `moves` of a card not in `cards`."""
    return tuple(t for t in moves if t.startswith("discard ") and t[8:] not in cards)


def _safest(pos: Position, seat: str, discards: Sequence[str], avoid: set[str]) -> str | None:
    """The sensible bot's cheapest discard among `discards` that is not in `avoid`."""
    cards = [t[8:] for t in discards if t[8:] not in avoid]
    if not cards:
        return None
    return "discard " + min(HeuristicBot(0).discard_costs(pos, seat, cards))[1]


# --- the detectors ----------------------------------------------------------------------------

def breaches(pos: Position, action: str, seen: SeenCards | None = None,
             legal: Sequence[str] | None = None) -> list[Breach]:
    """The principles `action` breaks in `pos` for the seat to act, each with the legal move
    it prefers (most severe first). Empty for a move no detector objects to."""
    listed = list(legal_actions(pos) if legal is None else legal)
    if action not in listed:
        return []
    seat = acting_seat(pos)
    rules = rules_of(pos)
    side = rules.side_of[seat]
    nxt = rules.next_seat[seat]
    them = rules.side_of[nxt]
    out: list[Breach] = []
    discards = [t for t in listed if t.startswith("discard ")]
    kind = action.split(" ", 1)[0]
    hand = pos.hand(seat)
    pile_n = len(pos.pile)
    pile_pts = sum(VALUES[c] for c in pos.pile)
    feeding = {t[8:] for t in discards if _feeds(pos, t[8:], them, nxt, seen)}
    wild = {t[8:] for t in discards if is_wild(t[8:])}
    outs = [t for t in listed if goes_out(pos, seat, t)]
    if kind == "discard":
        card = action[8:]
        if card in wild and len(wild) < len(discards) and (
                pile_n < BIG_PILE or frozen_card(pos) is not None):
            better = _safest(pos, seat, discards, wild | feeding) or _safest(
                pos, seat, discards, wild)
            if better:
                # a pile frozen already: the wild card freezes nothing more (a walk's joker
                # thrown onto 15 cards with the 2♦ in them read "not worth freezing with it")
                out.append(Breach("keep_wilds", better, {"card": card, "count": pile_n,
                                                         "points": VALUES[card],
                                                         "frozen": frozen_card(pos) or "none"},
                                  "mistake",
                                  alternatives=_but(discards, wild)))
        if card in feeding:
            better = _safest(pos, seat, discards, wild | feeding)
            if better:
                r = _rank(card)
                out.append(Breach("dont_feed", better, {
                    "card": card, "rank": r, "seat": nxt, "count": pile_n + 1},
                    "mistake" if pile_n + 1 >= 4 else "inaccuracy",
                    alternatives=_but(discards, wild | feeding)))
        blacks = [t for t in discards if t[8:] in BLACK_THREES]
        if (card not in BLACK_THREES and card not in wild and blacks and pile_n >= BIG_PILE
                and frozen_for(pos, them) is None and frozen_card(pos) is None):
            out.append(Breach("block_big_pile", blacks[0], {
                "card": card, "three": blacks[0][8:], "count": pile_n, "points": pile_pts},
                "mistake", alternatives=tuple(blacks)))
        if _rank(card) == "A" and pile_n < BIG_PILE and card not in feeding:
            counts = Counter(c[0] for c in hand if not is_wild(c))
            low = [t for t in discards if _rank(t[8:]) not in (None, "A", "3")
                   and counts[t[8]] == 1 and VALUES[t[8:]] <= 10 and t[8:] not in feeding]
            if low:
                better = _safest(pos, seat, low, set())
                if better:
                    out.append(Breach("keep_aces", better, {"card": card, "count": pile_n},
                                      "inaccuracy", alternatives=tuple(low)))
        seen_n = _seen_copies(pos, seat)
        r = _rank(card)
        of_rank = 4 * pos.rules.copies  # the cards of a rank in the deck (8 from two packs)
        if (r not in (None, "3") and pile_n >= BIG_PILE and frozen_for(pos, them) is None
                and card not in feeding and 8 * seen_n[r] <= 3 * of_rank):  # 3 of 8 or fewer
            dead = [t for t in discards if _rank(t[8:]) not in (None, "3")
                    and 8 * seen_n[t[8]] >= 5 * of_rank and t[8:] not in feeding]  # 5 of 8
            if dead and not any(b.principle == "block_big_pile" for b in out):
                better = _safest(pos, seat, dead, set())
                if better:
                    out.append(Breach("guard_pile", better, {
                        "card": card, "better_card": better[8:], "count": pile_n,
                        "better_rank": better[8], "seen": seen_n[better[8]],
                        "of_rank": of_rank},
                        "inaccuracy"))  # the card is named
        melds = [t for t in listed if t.startswith("meld")]
        racing = about_to_go_out(pos, side)
        if melds and (racing or stock_nearly_empty(pos)):
            best = max(melds, key=lambda t: (sum(VALUES[c] for c in parse(t).hand_cards()),
                                             -listed.index(t)))
            pts = sum(VALUES[c] for c in parse(best).hand_cards())
            # one breach: "they may go out" when they may, else "the stock is running out"
            principle, params = (("meld_before_out", {"points": pts, "left": len(hand)})
                                 if racing else
                                 ("meld_before_end", {"points": pts, "left": len(hand) - 1,
                                                      "stock": pos.stock_size}))
            out.append(Breach(principle, best, params, "mistake" if pts >= 50 else "inaccuracy",
                              alternatives=tuple(melds)))
    if kind in ("meld", "take"):
        spoiled = _spoils_natural(pos, side, action)
        if spoiled is not None:
            better = _without_wilds(pos, seat, action, listed, spoiled) or _safest(
                pos, seat, discards, wild)
            if better:
                keep = tuple(t for t in listed if t != action and (
                    (t.startswith(("meld", "take")) and _spoils_natural(pos, side, t) is None)
                    or (t.startswith("discard ") and t[8:] not in wild)))
                out.append(Breach("natural_canasta", better, {
                    "rank": spoiled, "size": len(pos.melds[side][spoiled])}, "mistake",
                    alternatives=keep))
    if outs and action not in outs and kind != "draw":
        best_out = max(outs, key=lambda t: (t != "ask", len(t)))
        if behind(pos, side):
            out.append(Breach("out_when_behind", best_out, {
                "ours": side_points(pos, side),
                "theirs": max(side_points(pos, o) for o in _others(pos, side))}, "mistake",
                alternatives=tuple(outs)))
        elif _near_canasta(pos, side) is not None:
            out.append(Breach("race_out", best_out, {"rank": _near_canasta(pos, side)},
                              "inaccuracy", alternatives=tuple(outs)))
    if kind == "draw" and pile_n >= TAKE_PILE and not about_to_go_out(pos, side):
        # (a pass comes only with the stock empty and ends the deal: another judgement; and
        # loading up on the pile as the other side is about to go out is the rule's exception)
        takes = [t for t in listed if t.startswith("take")]
        if pile_n < BIG_PILE:  # a small pile is not worth a wild card ("keep your wild cards")
            takes = [t for t in takes if not spends_wilds(t)]
        if takes:  # the take spending the fewest wild cards (the listing's first among them)
            better = min(takes, key=lambda t: (spends_wilds(t), listed.index(t)))
            out.append(Breach("take_pile", better, {"count": pile_n, "points": pile_pts},
                              "mistake" if pile_n >= BIG_PILE else "inaccuracy",
                              alternatives=tuple(takes)))
    if kind == "no" and "yes" in listed and behind(pos, side):
        out.append(Breach("out_when_behind", "yes", {
            "ours": side_points(pos, side),
            "theirs": max(side_points(pos, o) for o in _others(pos, side))}, "mistake"))
    if kind == "yes" and "no" in listed:
        pts = meldable_points(pos, seat)
        if pts >= BIG_HAND and not behind(pos, side) and not about_to_go_out(pos, side):
            out.append(Breach("no_with_big_hand", "no", {"points": pts, "count": len(hand)},
                              "inaccuracy"))
    order = ("blunder", "mistake", "inaccuracy")
    out.sort(key=lambda b: order.index(b.least))
    table = table_params(rules_of(pos), seat)  # a player alone is "you"; one opponent "le"
    return [replace(b, params={**b.params, **table}) for b in out]


def alone_param(pos: Position, seat: str) -> str:
    """"yes" when `seat` has no partner ([two.alone] [three.alone]: "you", not "your side")."""
    return "yes" if rules_of(pos).alone(seat) else "no"


def table_params(rules: Profile, seat: str) -> dict[str, Any]:
    """What the principles' sentences agree with at this table, for `seat`: `alone` ("yes"
    without a partner: "you", not "your side"), `opponents` (how many: "le impide" for one,
    "les impide" for more), `canastas` (how many going out needs) and `side_size` (the
    players of a side: in Spanish a side of two is a «pareja», of three an «equipo»). The
    coach's breaches carry them; the rules reference's Strategy tab words its texts with them."""
    side = rules.side_of[seat]
    return {"alone": "yes" if rules.alone(seat) else "no",
            "opponents": sum(1 for s in rules.seats if rules.side_of[s] != side),
            "canastas": rules.canastas_to_go_out,
            "side_size": sum(1 for s in rules.seats if rules.side_of[s] == side)}


def meldable_points(pos: Position, seat: str) -> int:
    """The points of the seat's cards it could lay down on a later turn: wild cards, and
    naturals of a rank it holds three of or its side has melded."""
    hand = pos.hand(seat)
    mine = pos.melds[rules_of(pos).side_of[seat]]
    counts = Counter(c[0] for c in hand if not is_wild(c))
    return sum(VALUES[c] for c in hand if is_wild(c) or (
        c[0] != "3" and (counts[c[0]] >= 3 or c[0] in mine)))


def _near_canasta(pos: Position, side: str) -> str | None:
    """A rank another side is one or two cards short of a canasta of (five or six cards at the
    classic table: `Profile.is_canasta`)."""
    is_canasta = pos.rules.is_canasta
    for o in _others(pos, side):
        for r, m in pos.melds[o].items():
            if not is_canasta(len(m)) and is_canasta(len(m) + 2):
                return r
    return None


def _group_rank(g: Group) -> str | None:
    return g.rank or g.natural_rank()


def _spoils_natural(pos: Position, side: str, action: str) -> str | None:
    """The rank of a natural meld of the side (one to three cards short of a canasta: four to
    six at the classic table; no wild card) that the move adds a wild card to, making a
    natural canasta a mixed one."""
    is_canasta = pos.rules.is_canasta
    for g in parse(action).groups:
        r = _group_rank(g)
        m = pos.melds[side].get(r or "", ())
        if (r and not is_canasta(len(m)) and is_canasta(len(m) + 3)
                and not any(is_wild(c) for c in m)
                and any(is_wild(c) for c in g.cards)):
            return r
    return None


def _without_wilds(pos: Position, seat: str, action: str, listed: Sequence[str],
                   rank: str) -> str | None:
    """A legal move laying down the same cards as `action` less the wild cards it puts on
    `rank`'s meld (None when there is none)."""
    a = parse(action)
    want = Counter(a.hand_cards())
    for g in a.groups:
        if _group_rank(g) == rank:
            want.subtract(c for c in g.cards if is_wild(c))
    want = +want
    if not want:
        return None
    for t in listed:
        if t.split(" ", 1)[0] == a.kind and Counter(parse(t).hand_cards()) == want:
            return t
    return None


def spends_wilds(action: str) -> int:
    """Wild cards a meld or take lays down from the hand."""
    if not action.startswith(("meld", "take")):
        return 0
    return sum(1 for c in parse(action).hand_cards() if is_wild(c))


# --- texts (their templates: canasta_core/principle_texts.py) ------------------------------

def principle_sentence(breach: Breach, lang: str = "en") -> str:
    """"<title>: <why>." for a breach, in `lang`."""
    title = CATALOGUE.render(f"coach.principle.{breach.principle}.title", lang)
    why = CATALOGUE.render(breach.why or f"coach.principle.{breach.principle}.why", lang,
                           **breach.why_params())
    return CATALOGUE.render("coach.line.principle", lang, title=title, why=why)


__all__ = [
    "BIG_HAND", "BIG_PILE", "BY_ID", "NEAR_OUT", "PRINCIPLES", "Breach", "Principle",
    "about_to_go_out", "alone_param", "behind", "breaches", "goes_out", "meldable_points", "principle_sentence", "side_points",
    "table_params",
    "spends_wilds", "texts",
]
