"""The rules that both the judge and the move generator decide, each written once.

Each function is one rule of rules.md (its slugs in its docstring), read on plain counts and the
table's `Profile`, so that either representation of a position can call it: the judge
(`rulings.evaluate`, on card codes) turns every fault it returns into a violation with its
reason; the move generator (`game.Game`, on card ints) refuses a move at the first fault. The
profile's parameters (meld limits, canastas to go out) are read here and nowhere else in a rule.

Where else a rule lives (docs/architecture.md has the table by slug): the going-out search in
`going_out` (`plan_out`), dealing and drawing in `deal` (`deal_out`, `draw_from_stock`),
scoring in `scoring` (`side_score`), the opening minimum in `Profile.opening_minimum`.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable, Iterable, Sequence

from canasta_core.cards import (
    BLACK_THREE_INTS,
    CARD_VALUE,
    FIRST_WILD,
    RED_THREE_INTS,
    THREE_RANK,
)
from canasta_core.profiles import Profile

TYPE_CHECKING = False  # typing is not imported at run time: `canasta check` starts faster
if TYPE_CHECKING:
    from typing import Final, Literal, TypeVar

    T = TypeVar("T", bound=Hashable)

_SOUND: Final[tuple[str, ...]] = ()
#: [threes.black] Black threes are melded three or four together (rules.md: not a profile's
#: parameter; every profile keeps them).
BLACK_THREES_MIN: Final = 3
BLACK_THREES_MAX: Final = 4


#: [out.canasta] [turn.discard] A move that leaves at most this many cards goes out: the last
#: card left is the final discard.
FINAL_DISCARD: Final = 1
#: The fewest cards a move leaves without going out ("keeps two cards"): such a move is never
#: decided by [out.canasta], [two.out], [threes.black] or the concealed waiver, which is why the
#: generator's fast paths test it; asking ([out.permission]) needs this many cards too.
KEEP: Final = FINAL_DISCARD + 1


def goes_out(cards_left: int) -> bool:
    """[out.canasta] A move that leaves at most the final discard goes out (a discard goes out
    when it leaves no card: `cards_left` is then 0)."""
    return cards_left <= FINAL_DISCARD


# --- the turn ------------------------------------------------------------------------------

#: The verbs of each phase of a turn ([turn.sequence]): a turn starts by drawing or taking the
#: pile (or passing, [stock.empty]); then melds, an `ask` and the discard; `yes`/`no` answer.
DRAW_VERBS: Final = frozenset({"draw", "take", "pass"})
ANSWER_VERBS: Final = frozenset({"yes", "no"})


def turn_fault(over: bool, drawn: bool, verb: str, pending: bool) -> str | None:
    """[turn.not-yours] [turn.sequence] [out.permission] Whether `verb` may be played now: the
    deal is not `over`; drawing verbs before the seat has `drawn`, the others after it; an
    answer only while a question is `pending`, and nothing else meanwhile. The reason code
    broken ("turn.over": the judge says how the deal ended), or None."""
    if over:
        return "turn.over"
    if verb in DRAW_VERBS:
        return "turn.already-drew" if drawn else None
    if verb in ANSWER_VERBS:
        return None if drawn and pending else "turn.no-question"
    if not drawn:
        return "turn.need-draw"
    return "permission.pending" if pending else None


def empty_draw_fault(stock_size: int) -> bool:
    """[stock.empty-draw] A draw needs a card in the stock."""
    return stock_size <= 0


def pass_fault(stock_size: int, must_take: Callable[[], bool]) -> str | None:
    """[stock.empty] Passing (which ends the deal) is allowed only with an empty stock, and not
    when the player must take the pile: `must_take()` is whether a bare `take` is legal (asked
    only for an empty stock). The reason code broken, or None."""
    if stock_size > 0:
        return "stock.not-empty"
    return "stock.must-take" if must_take() else None


def cards_not_held(hand: Sequence[T], cards: Iterable[T]) -> tuple[list[T], list[T]]:
    """[card.not-held] The hand without the cards an action names (as a multiset: a card named
    twice must be held twice), and the named cards that are not there."""
    rest = list(hand)
    missing: list[T] = []
    for c in cards:
        try:
            rest.remove(c)
        except ValueError:
            missing.append(c)
    return rest, missing


# --- the pile ------------------------------------------------------------------------------

#: [pile.frozen] Why a pile is frozen for a side.
if TYPE_CHECKING:
    FrozenWhy = Literal["not-opened", "wild", "red-three"]
else:
    FrozenWhy = str


def freezes(card: int) -> bool:
    """[pile.frozen] A wild card or red three in the pile freezes it for everyone."""
    return card >= FIRST_WILD or card in RED_THREE_INTS


def frozen_why(pile: Iterable[int], opened: bool) -> FrozenWhy | None:
    """[pile.frozen] Why the pile is frozen for a side, or None: the first card in it that
    freezes it (a card under the top counts; a wild card on top blocks it anyway), else a side
    that has not `opened`."""
    for c in pile:
        if c >= FIRST_WILD:
            return "wild"
        if c in RED_THREE_INTS:
            return "red-three"
    return None if opened else "not-opened"


def pile_takeable(top: int | None) -> bool:
    """[pile.empty] [pile.blocked] [meld.rank] Whether any take of the pile can be legal at all,
    from its top card (None: no pile): `pile_top_fault` finds nothing and the top card is not a
    red three (which cannot be melded). What the listing, the uniform sampler and the site ask
    before looking at the hand."""
    return top is not None and pile_top_fault(top) is None and not red_three_on_top(top)


def pile_frozen(freezing_cards: int, opened: bool) -> bool:
    """[pile.frozen] `frozen_why(...) is not None` from the count of the pile's cards that
    freeze it (what the generator keeps up to date)."""
    return freezing_cards > 0 or not opened


def pile_top_fault(top: int | None) -> str | None:
    """[pile.empty] [pile.blocked] Whether the pile may be taken at all: there is one (`top`:
    its top card, None when empty) and its top card is neither a wild card nor a black three.
    The reason code broken, or None."""
    if top is None:
        return "pile.empty"
    if top >= FIRST_WILD:
        return "pile.blocked-wild"
    if top in BLACK_THREE_INTS:
        return "pile.blocked-three"
    return None


def red_three_on_top(top: int) -> bool:
    """[meld.rank] A red three on top of the pile (only in a position written by hand) cannot
    be melded, so the pile cannot be taken."""
    return top in RED_THREE_INTS


def top_group_fault(has_meld: bool, named: int, same: int, other: int) -> str | None:
    """[pile.use-top] [meld.rank] The take's first group melds the top card: with `named` cards
    from the hand, `same` of them naturals of its rank and `other` naturals of another rank.
    No cards: the side's meld of that rank takes it (`has_meld`). The reason code broken, or
    None."""
    if not named:
        return None if has_meld else "pile.use-top-bare"
    if other:
        return "meld.mixed-ranks" if same else "pile.use-top-rank"
    return None


def group_rank(prefix: int, cards: Iterable[int]) -> tuple[int, tuple[str, ...]]:
    """[meld.rank] [meld.no-wild-only] [threes.black] The rank one group of a meld or take puts
    its cards on (a rank index; the `R:` prefix, -1 if none, names it for wild cards alone and
    must agree with the naturals), and the reason codes it breaks. A group of threes (a three
    among its naturals, or `3:` and no natural) is black threes: no wild card with them, and
    nothing but threes. A group that breaks a rule returns rank -1 unless it is threes."""
    r = -1
    mixed = has_wild = three_in = False
    for c in cards:
        if c >= FIRST_WILD:
            has_wild = True
            continue
        q = c >> 2
        if q == THREE_RANK:
            three_in = True
        if q != r:
            if r < 0:
                r = q
            else:
                mixed = True
    if three_in or (prefix == THREE_RANK and r < 0):
        faults: tuple[str, ...] = ("threes.black-wild",) if has_wild else _SOUND
        if mixed:
            faults += ("meld.mixed-ranks",)
        return THREE_RANK, faults
    if mixed:
        return -1, ("meld.mixed-ranks",)
    if r >= 0:
        if prefix >= 0 and prefix != r:
            return -1, ("meld.prefix-mismatch",)
        return r, _SOUND
    if prefix < 0:
        return -1, ("meld.no-wild-only",)
    return prefix, _SOUND


# --- the melds -----------------------------------------------------------------------------

def meld_faults(rules: Profile, before: int, size: int, wilds: int) -> tuple[str, ...]:
    """[meld.no-wild-only] [meld.rank] [meld.wilds] [meld.naturals] What is wrong with one meld
    as it will lie on the table after the action: `before` cards of it were there already,
    `size` after, `wilds` of them wild. The slugs broken, in precedence order; () when sound.
    A new meld of wild cards alone is that fault only (its rank and naturals are moot)."""
    naturals = size - wilds
    small = False
    if not before:
        if naturals == 0:
            return ("meld.no-wild-only",)
        small = size < rules.meld_min
    if not small and wilds <= rules.wild_limit and naturals >= rules.naturals_min:
        return _SOUND
    faults: list[str] = []
    if small:
        faults.append("meld.rank")
    if wilds > rules.wild_limit:
        faults.append("meld.wilds")
    if naturals < rules.naturals_min:
        faults.append("meld.naturals")
    return tuple(faults)


#: [pile.frozen] Natural cards of the top card's rank a frozen pile's taker shows from the hand.
FROZEN_PAIR: Final = 2


def frozen_take_fault(frozen: bool, same_rank_naturals: int) -> bool:
    """[pile.frozen] A frozen pile (a wild card or red three in it, or the side has not opened)
    is taken only with a natural pair of its top card's rank from the hand, in the take's first
    group: `same_rank_naturals` of them are named."""
    return frozen and same_rank_naturals < FROZEN_PAIR


def one_card_pile_fault(hand_size: int, pile_size: int) -> bool:
    """[pile.one-card] A player holding one card may not take a pile of one card (it would
    leave nothing to discard)."""
    return hand_size == 1 and pile_size == 1


def black_three_faults(melded: int, cards_left: int) -> tuple[str, ...]:
    """[threes.black] Black threes are melded only in the action that goes out (at most the
    final discard left: `cards_left` <= 1), and only as three or four of them (`melded`: the
    side's black threes after the action). The reason codes broken, not going out first."""
    faults: tuple[str, ...] = _SOUND
    if not goes_out(cards_left):
        faults = ("threes.black-not-out",)
    if not BLACK_THREES_MIN <= melded <= BLACK_THREES_MAX:
        faults += ("threes.black-count",)
    return faults


def lacks_canastas(rules: Profile, cards_left: int, canastas: int) -> bool:
    """[out.canasta] [two.out] A move that leaves at most the final discard goes out, which the
    side may do only with the profile's canastas (`canastas`: the side's after the move)."""
    return goes_out(cards_left) and canastas < rules.canastas_to_go_out


# --- the partner's answer ([out.permission]) ------------------------------------------------

def ask_fault(alone: bool, asked: str | None, melded: bool, hand_size: int,
              can_go_out: Callable[[], bool]) -> str | None:
    """[out.permission] [two.alone] [three.alone] Asking the partner "may I go out?": never
    where the seat's side is the seat alone; once a turn; before melding anything this turn;
    holding at least two cards; and only with a hand that can go out this turn (`can_go_out()`,
    asked last: it is the search). The reason code broken, or None."""
    if alone:
        return "ask.alone"
    if asked is not None:
        return "ask.twice"
    if melded:
        return "ask.after-meld"
    if hand_size < KEEP:
        return "ask.few-cards"
    return None if can_go_out() else "ask.cannot-go-out"


def answer_meld_fault(asked: str | None, cards_left: int,
                      still_goes_out: Callable[[], bool]) -> str | None:
    """[out.permission] The partner's answer binds a take or meld: after "no" it may not go out
    (nor leave only the final discard); after "yes" one that keeps cards must leave a hand that
    can still go out this turn (`still_goes_out()`). The reason code broken, or None."""
    if asked == "no" and goes_out(cards_left):
        return "out.told-no-one-card" if cards_left else "out.told-no"
    if asked == "yes" and not goes_out(cards_left) and not still_goes_out():
        return "out.told-yes-stuck"
    return None


def answer_discard_fault(asked: str | None, cards_left: int) -> str | None:
    """[out.permission] The partner's answer binds the discard: after "no" it may not be the
    last card; after "yes" it must be (the turn ends with the discard). None when allowed."""
    if cards_left == 0:
        return "out.told-no" if asked == "no" else None
    return "out.told-yes" if asked == "yes" else None


# --- going out concealed ([out.concealed]) ---------------------------------------------------

def concealed_after(concealed_ok: bool, started: tuple[T, ...], on_table: Collection[T],
                    ranks: Iterable[T]) -> tuple[bool, tuple[T, ...]]:
    """[out.concealed] The turn's bookkeeping after melding on `ranks`: the seat still goes out
    concealed only while it adds to no meld that was on the table before this turn
    (`on_table`) other than those it `started` this turn; the ranks it started, in order."""
    new = list(started)
    for r in ranks:
        if r in on_table:
            if r not in started:
                concealed_ok = False
        elif r not in new:
            new.append(r)
    return concealed_ok, tuple(new)


def made_canasta(rules: Profile, started_sizes: Iterable[int]) -> bool:
    """[out.concealed] One of the melds the seat started this turn is a canasta (its sizes,
    `Profile.is_canasta`)."""
    return rules.canastas(started_sizes) > 0


def went_out_concealed(rules: Profile, concealed_ok: bool, started_sizes: Iterable[int]) -> bool:
    """[out.concealed] A seat that goes out does so concealed when it still may this turn
    (`concealed_ok`: it drew, and added to no meld already on the table) and one of the melds it
    started this turn is a canasta (their sizes after the move). The judge's ruling, the
    transition's `went_out` and the events all read it here."""
    return concealed_ok and made_canasta(rules, started_sizes)


def card_points(cards: Iterable[int]) -> int:
    """[values] [open.minimum] The points of these cards (ints; a wild card counts its own
    value, a two 20 and a joker 50): what an opening's melds are worth. The judge converts its
    codes to ints and calls it, as the generator and the listing do."""
    value = CARD_VALUE
    points = 0
    for c in cards:  # a loop: fewer instructions than `sum(map(...))` on short groups
        points += value[c]
    return points


def going_out_minimum(rules: Profile, opened: bool, took_pile: bool, concealed_ok: bool,
                      score: int) -> int:
    """[open.minimum] [out.concealed] The points the melds that go out this turn must reach:
    the side's opening minimum (from its `score`) while it has not opened, but 0 once it has,
    and 0 when the seat drew (did not take the pile) and could still go out concealed."""
    if opened or (not took_pile and concealed_ok):
        return 0
    return rules.opening_minimum(score)


def opening_waived(takes_pile: bool, took_pile: bool, concealed_ok: bool, cards_left: int,
                   made_canasta: bool) -> bool:
    """[out.concealed] [open.minimum] A side's first melds need not reach its minimum when the
    seat drew (neither takes nor took the pile this turn), still goes out concealed, leaves at
    most the final discard and has made a canasta of its own this turn."""
    return (not takes_pile and not took_pile and concealed_ok and goes_out(cards_left)
            and made_canasta)


__all__ = ["ANSWER_VERBS", "BLACK_THREES_MAX", "BLACK_THREES_MIN", "DRAW_VERBS", "FINAL_DISCARD",
           "FROZEN_PAIR", "KEEP", "FrozenWhy", "answer_discard_fault", "answer_meld_fault",
           "ask_fault", "black_three_faults", "cards_not_held", "concealed_after",
           "empty_draw_fault", "freezes", "frozen_take_fault", "frozen_why", "goes_out",
           "going_out_minimum", "group_rank", "lacks_canastas", "made_canasta", "meld_faults",
           "one_card_pile_fault", "card_points", "opening_waived", "pass_fault", "pile_frozen",
           "pile_takeable", "pile_top_fault", "red_three_on_top", "top_group_fault", "turn_fault",
           "went_out_concealed"]
