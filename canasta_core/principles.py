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
        """The `why` sentence's parameters, with `alone` ("no" unless given: `alone_param`)."""
        return {"alone": "no", **self.params}


@dataclass(frozen=True, slots=True)
class Principle:
    """One principle: its id (the catalogue key's middle) and an example position (notation
    JSON) with the weak move and the move the principle prefers there."""

    id: str
    example: dict[str, Any]
    weak: str
    better: str

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
        melded=["N", "S", "E"], this_turn={"asked": "pending"}), "yes", "no"),
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
        if (r not in (None, "3") and pile_n >= BIG_PILE and frozen_for(pos, them) is None
                and card not in feeding and seen_n[r] <= 3):
            dead = [t for t in discards if _rank(t[8:]) not in (None, "3")
                    and seen_n[t[8]] >= 5 and t[8:] not in feeding]
            if dead and not any(b.principle == "block_big_pile" for b in out):
                better = _safest(pos, seat, dead, set())
                if better:
                    out.append(Breach("guard_pile", better, {
                        "card": card, "better_card": better[8:], "count": pile_n,
                        "seen": seen_n[better[8]]}, "inaccuracy"))  # the card is named
        melds = [t for t in listed if t.startswith("meld")]
        if melds and about_to_go_out(pos, side):
            best = max(melds, key=lambda t: (sum(VALUES[c] for c in parse(t).hand_cards()),
                                             -listed.index(t)))
            pts = sum(VALUES[c] for c in parse(best).hand_cards())
            out.append(Breach("meld_before_out", best, {"points": pts, "left": len(hand)},
                              "mistake" if pts >= 50 else "inaccuracy",
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
    if kind in ("draw", "pass") and pile_n >= TAKE_PILE:
        takes = [t for t in listed if t.startswith("take")]
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
    alone = alone_param(pos, seat)  # the sentences speak to a player alone as "you"
    return [replace(b, params={**b.params, "alone": alone}) for b in out]


def alone_param(pos: Position, seat: str) -> str:
    """"yes" when `seat` has no partner ([two.alone] [three.alone]: "you", not "your side")."""
    return "yes" if rules_of(pos).alone(seat) else "no"


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


# --- texts ---------------------------------------------------------------------------------

_TEXTS: Final[dict[str, tuple[tuple[str, str], tuple[str, str], tuple[str, str],
                              tuple[str, str]]]] = {
    # id: (title, text, why, example) as (English, Spanish)
    "keep_wilds": (
        ("Keep your wild cards",
         "Cuidá los comodines"),
        ("A wild card is worth 20 or 50 points and turns a meld into a canasta. Throw one only "
         "to freeze a pile worth it, a big one the next player could take.",
         "Un comodín vale 20 o 50 puntos y convierte un juego en canasta. Descartalo solo para "
         "congelar un pozo que valga la pena: uno grande que el que sigue podría levantar."),
        ("{card:the_card} is worth {points} points and makes canastas; {$frozen -> [none] "
         "{$count -> [0] an empty pile *[other] a pile of {count:count:card}} is not worth "
         "freezing with it *[other] the pile is frozen already ({frozen:the_card} in it): it "
         "freezes nothing more}",
         "{card:the_card} vale {points} puntos y sirve para hacer canastas; {$frozen -> [none] "
         "{$count -> [0] un pozo vacío *[other] un pozo de {count:count:card}} no vale la pena "
         "congelarlo con él *[other] el pozo ya está congelado ({frozen:the_card} que tiene): "
         "no congela nada más}"),
        ("South discards the 2♦ onto a pile of five cards, holding lone cards that cost less.",
         "Sur descarta el 2♦ sobre un pozo de cinco cartas, teniendo cartas sueltas que "
         "cuestan menos.")),
    "keep_aces": (
        ("Don't throw aces into a small pile",
         "No descartes ases en un pozo chico"),
        ("An ace is worth 20 points toward your opening and your melds. Early on, with a small "
         "pile, shed a low card you hold alone instead.",
         "Un as vale 20 puntos para tu bajada inicial y tus juegos. Al principio, con el pozo "
         "chico, descartá mejor una carta baja que tengas sola."),
        ("{card:the_card} is worth 20 points to {$alone -> [yes] you *[other] your side}; into "
         "{$count -> [0] an empty pile *[other] a pile of {count:count:card}} a low card you "
         "hold alone costs less",
         "{card:the_card} vale 20 puntos para {$alone -> [yes] vos *[other] tu pareja}; en "
         "{$count -> [0] un pozo vacío "
         "*[other] un pozo de {count:count:card}} cuesta menos una carta baja que tenés sola"),
        ("South discards the A♠ onto a pile of four cards while holding a lone 5♣ and J♦.",
         "Sur descarta el A♠ sobre un pozo de cuatro cartas teniendo un 5♣ y una J♦ sueltas.")),
    "dont_feed": (
        ("Don't feed their melds",
         "No les des cartas para sus juegos"),
        ("A card that matches a meld of the other side, or a rank they picked up with the "
         "pile, lets the next player take the pile with it. Discard a card they cannot use.",
         "Una carta que va con un juego de la otra pareja, o con un número que levantaron con "
         "el pozo, le permite al que sigue levantar el pozo con ella. Descartá una carta que "
         "no puedan usar."),
        ("{card:the_card} lets {seat:seat} take the pile ({count:count:card}) with their "
         "{rank:ranks}",
         "con {card:the_card} {seat:seat} puede levantar el pozo ({count:count:card}) con sus "
         "{rank:ranks}"),
        ("East–West have melded eights; South discards the 8♠.",
         "Este–Oeste bajó ochos; Sur descarta el 8♠.")),
    "block_big_pile": (
        ("Block a big pile with a black three",
         "Bloqueá un pozo grande con un tres negro"),
        ("A black three on top stops the next player taking the pile for a turn. When the pile "
         "is big and open to them, that turn is worth the three.",
         "Un tres negro arriba impide que el que sigue levante el pozo por un turno. Con el "
         "pozo grande y a su alcance, ese turno vale el tres."),
        ("the pile has {count:count:card} ({points} points) and is open to the next player: "
         "{three:the_card} would block it, {card:the_card} does not",
         "el pozo tiene {count:count:card} ({points} puntos) y el que sigue lo puede levantar: "
         "{three:the_card} lo bloquearía, {card:the_card} no"),
        ("A pile of ten cards; South holds the 3♣ and discards the 5♦.",
         "Un pozo de diez cartas; Sur tiene el 3♣ y descarta el 5♦.")),
    "guard_pile": (
        ("Guard a big pile: discard what they cannot pair",
         "Cuidá un pozo grande: descartá lo que no pueden emparejar"),
        ("Into a big pile, discard a rank whose copies you have mostly seen (in your hand, the "
         "pile and the melds): the next player is unlikely to hold a pair of it.",
         "En un pozo grande, descartá un número del que ya viste casi todas las cartas (en tu "
         "mano, el pozo y los juegos): es difícil que el que sigue tenga un par."),
        ("the pile has {count:count:card}; you have seen {seen} of the 8 of {better_card:the_card}'s "
         "rank, so it is far safer than {card:the_card}",
         "el pozo tiene {count:count:card}; ya viste {seen} de las 8 cartas del número de "
         "{better_card:the_card}, así que es mucho más seguro que {card:the_card}"),
        ("A pile of eleven cards; South discards the 5♦, a rank barely seen, rather than a 7, "
         "a rank mostly seen.",
         "Un pozo de once cartas; Sur descarta el 5♦, un número que casi no se vio, en vez "
         "de un 7, un número que ya se vio casi entero.")),
    "meld_before_out": (
        ("Meld before they go out",
         "Bajá antes de que corten"),
        ("When the other side has its canasta and a nearly empty hand, they may go out any "
         "turn: cards still in your hand then count against you. Lay down what you can.",
         "Cuando la otra pareja tiene su canasta y casi no le quedan cartas, puede cortar en "
         "cualquier turno: las cartas que te queden en la mano te restan. Bajá lo que puedas."),
        ("{$alone -> [yes] an opponent *[other] the other side} may go out any turn; melding "
         "now lays down {points} points that would otherwise count against you",
         "{$alone -> [yes] un rival *[other] la otra pareja} puede cortar en cualquier turno; "
         "bajar ahora pone en la mesa {points} "
         "puntos que si no te restarían"),
        ("East–West have a canasta and two cards left; South keeps Q♦ Q♠ 2♣ in hand.",
         "Este–Oeste tiene una canasta y le quedan dos cartas; Sur se guarda Q♦ Q♠ 2♣.")),
    "natural_canasta": (
        ("Don't spoil a natural canasta",
         "No ensucies una canasta limpia"),
        ("A natural canasta is worth 500, a mixed one 300. Don't put a wild card on a natural "
         "meld of four to six cards unless you need the canasta now.",
         "Una canasta limpia vale 500 y una sucia 300. No le pongas un comodín a un juego "
         "limpio de cuatro a seis cartas salvo que necesites la canasta ya."),
        ("the {rank:ranks} are a natural meld of {size} cards: a wild card there turns a "
         "500-point canasta into a 300-point one",
         "los {rank:ranks} son un juego limpio de {size} cartas: un comodín ahí convierte una "
         "canasta de 500 puntos en una de 300"),
        ("South puts the 2♦ on five natural tens.",
         "Sur le pone el 2♦ a cinco dieces limpios.")),
    "out_when_behind": (
        ("Go out when you are behind",
         "Cortá cuando vas perdiendo"),
        ("When the other side has more on the table, every extra turn lets them add more. "
         "Going out ends the deal, earns the bonus and makes their hands count against them.",
         "Cuando la otra pareja tiene más en la mesa, cada turno de más le permite sumar. "
         "Cortar termina la mano, suma el premio y hace que sus cartas en la mano les resten."),
        ("{$alone -> [yes] you have *[other] your side has} {ours:score} points on the table "
         "against {theirs:score}: going out now stops them adding more",
         "{$alone -> [yes] tenés *[other] tu pareja tiene} {ours:score} puntos en la mesa "
         "contra {theirs:score}: cortar ahora les impide sumar más"),
        ("South could go out with three nines while East–West lead on the table; South "
         "discards instead.",
         "Sur podría cortar con tres nueves mientras Este–Oeste va ganando en la mesa; Sur "
         "descarta en cambio.")),
    "race_out": (
        ("Go out before they complete canastas",
         "Cortá antes de que completen canastas"),
        ("A meld of five or six cards is one or two cards from a canasta worth 300 or 500. If "
         "you can go out now, do it before they complete it.",
         "Un juego de cinco o seis cartas está a una o dos cartas de una canasta de 300 o 500. "
         "Si podés cortar ahora, hacelo antes de que la completen."),
        ("{$alone -> [yes] an opponent's *[other] the other side's} {rank:ranks} are close to "
         "a canasta: going out now ends the deal before they complete it",
         "los {rank:ranks} de {$alone -> [yes] un rival *[other] la otra pareja} están cerca de "
         "ser canasta: cortar ahora termina "
         "la mano antes de que la completen"),
        ("East–West have six jacks; South could go out with three nines and discards instead.",
         "Este–Oeste tiene seis jotas; Sur podría cortar con tres nueves y descarta en "
         "cambio.")),
    "take_pile": (
        ("Take a big pile when you can",
         "Levantá el pozo grande cuando podés"),
        ("Taking the pile brings every card in it to your hand: more melds and canastas, and "
         "cards the other players will never get. Drawing from the stock instead leaves it to "
         "grow for whoever takes it next.",
         "Levantar el pozo te trae todas sus cartas: más juegos y canastas, y cartas que los "
         "demás ya no van a tener. Robar del mazo en cambio lo deja crecer para el que lo "
         "levante después."),
        ("the pile has {count:count:card} ({points} points) and you can take it; drawing "
         "leaves it to the next player",
         "el pozo tiene {count:count:card} ({points} puntos) y lo podés levantar; robar del "
         "mazo se lo deja al que sigue"),
        ("A pile of eight cards topped by the 9♦; South holds the 9♥ and 9♣ and draws from the "
         "stock.",
         "Un pozo de ocho cartas con el 9♦ arriba; Sur tiene el 9♥ y el 9♣ y roba del mazo.")),
    "no_with_big_hand": (
        ("Say no with a big hand",
         "Decí que no con la mano cargada"),
        ("When your partner asks to go out, your cards count against your side if you say "
         "yes. Holding many points, and with no hurry, say no and meld them first.",
         "Cuando tu compañero pide permiso para cortar, si decís que sí tus cartas le restan a "
         "tu pareja. Con muchos puntos en la mano y sin apuro, decí que no y bajalos primero."),
        ("you hold {count:count:card} with {points} points you could meld next turn; if you "
         "say yes they count against your side",
         "tenés {count:count:card} con {points} puntos que podrías bajar en tu próximo turno; "
         "si decís que sí, le restan a tu pareja"),
        ("North asks to go out; South holds three aces, three kings and three queens, and says "
         "yes.",
         "Norte pide permiso para cortar; Sur tiene tres ases, tres reyes y tres reinas, y "
         "dice que sí.")),
}

#: The coach's own sentences (the command line's `reason`, and the grade lines' principle part).
_LINES: Final[dict[str, tuple[str, str]]] = {
    "coach.line.principle": ("{title}: {why}.", "{title}: {why}."),
    "coach.line.best": ("No move the expert tried did better ({sims} simulated deals).",
                        "Ninguna jugada que probó el experto anduvo mejor ({sims} manos "
                        "simuladas)."),
    "coach.line.par": (
        "Too close to tell apart from the expert's favourite over {sims} simulated deals: "
        "the difference is within the margin of luck (± {margin:.0f}).",
        "Demasiado parecida a la favorita del experto para distinguirlas en {sims} manos "
        "simuladas: la diferencia queda dentro del margen de suerte (± {margin:.0f})."),
    "coach.line.good": (
        "The expert's favourite did {cost:.0f} points better over {sims} simulated deals "
        "(± {margin:.0f}), with no principle to say why: a detail, not a fault.",
        "La favorita del experto sacó {cost:.0f} puntos más en {sims} manos simuladas "
        "(± {margin:.0f}), sin un principio que diga por qué: un detalle, no una falla."),
    "coach.line.numbers": (
        "In the simulations the better move did {cost:.0f} points better over {sims} deals "
        "(± {margin:.0f}).",
        "En las simulaciones la mejor jugada sacó {cost:.0f} puntos más en {sims} manos "
        "(± {margin:.0f})."),
    "coach.line.numbers_close": (
        "In the simulations the two were too close to tell apart over {sims} deals "
        "(within ± {margin:.0f}): the principle decides.",
        "En las simulaciones las dos quedaron demasiado parejas para distinguirlas en {sims} "
        "manos (dentro de ± {margin:.0f}): decide el principio."),
    "coach.line.only": ("The only legal move: nothing to compare.",
                        "La única jugada válida: no hay nada que comparar."),
    "coach.grade.best": ("Best move", "La mejor jugada"),
    "coach.grade.good": ("Good move", "Buena jugada"),
    "coach.grade.inaccuracy": ("Inaccuracy", "Imprecisión"),
    "coach.grade.mistake": ("Mistake", "Error"),
    "coach.grade.blunder": ("Blunder", "Error grave"),
    "coach.cli.verdict": ("{grade}: {action}. Better: {best}. {reason}",
                          "{grade}: {action}. Mejor: {best}. {reason}"),
    # the best move, or one the simulations cannot tell from it: no "better" to name
    "coach.cli.verdict_sound": ("{grade}: {action}. {reason}", "{grade}: {action}. {reason}"),
    "coach.cli.ranked": ("{n}. {action}: {grade}, {cost:.0f} points below the best "
                         "(± {margin:.0f})",
                         "{n}. {action}: {grade}, {cost:.0f} puntos por debajo de la mejor "
                         "(± {margin:.0f})"),
    "coach.cli.ranked_close": ("{n}. {action}: {grade}, too close to tell apart from the best "
                               "(± {margin:.0f})",
                               "{n}. {action}: {grade}, demasiado parecida a la mejor para "
                               "distinguirlas (± {margin:.0f})"),
    "coach.cli.ranked_best": ("{n}. {action}: {grade}, the expert's favourite",
                              "{n}. {action}: {grade}, la favorita del experto"),
    # The simulations' tallies, when they name the principle (no detector did).
    "coach.line.tally_take": (
        "after your move {$alone -> [yes] an opponent *[other] the other side} took the pile "
        "next in {after:percent:0} of the simulated deals, after the better one in "
        "{instead:percent:0}",
        "después de tu jugada {$alone -> [yes] un rival *[other] la otra pareja} levantó el "
        "pozo enseguida en el {after:percent:0} "
        "de las manos simuladas, después de la mejor en el {instead:percent:0}"),
    "coach.line.tally_they_out": (
        "after your move {$alone -> [yes] an opponent *[other] the other side} went out first "
        "in {after:percent:0} of the simulated deals, after the better one in "
        "{instead:percent:0}",
        "después de tu jugada {$alone -> [yes] un rival *[other] la otra pareja} cortó primero "
        "en el {after:percent:0} de las "
        "manos simuladas, después de la mejor en el {instead:percent:0}"),
    "coach.line.tally_we_out": (
        "{$alone -> [yes] you *[other] your side} went out in {instead:percent:0} of the "
        "simulated deals after the better move, in {after:percent:0} after yours",
        "{$alone -> [yes] cortaste *[other] tu pareja cortó} en el {instead:percent:0} de las "
        "manos simuladas después de la mejor "
        "jugada, y en el {after:percent:0} después de la tuya"),
}


def texts() -> dict[str, tuple[str, str]]:
    out: dict[str, tuple[str, str]] = dict(_LINES)
    for pid, parts in _TEXTS.items():
        for name, pair in zip(("title", "text", "why", "example"), parts, strict=True):
            out[f"coach.principle.{pid}.{name}"] = pair
    return out


CATALOGUE.add("coach", "coach.", texts)


def principle_sentence(breach: Breach, lang: str = "en") -> str:
    """"<title>: <why>." for a breach, in `lang`."""
    title = CATALOGUE.render(f"coach.principle.{breach.principle}.title", lang)
    why = CATALOGUE.render(breach.why or f"coach.principle.{breach.principle}.why", lang,
                           **breach.why_params())
    return CATALOGUE.render("coach.line.principle", lang, title=title, why=why)


__all__ = [
    "BIG_HAND", "BIG_PILE", "BY_ID", "NEAR_OUT", "PRINCIPLES", "Breach", "Principle",
    "about_to_go_out", "alone_param", "behind", "breaches", "goes_out", "meldable_points", "principle_sentence", "side_points",
    "spends_wilds", "texts",
]
