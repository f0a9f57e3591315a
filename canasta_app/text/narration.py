"""Narration: every action of a deal told in plain language, English or Spanish, with its rules.

`narrate(before, action, after, lang)` tells what an action did from the engine's own events
(`canasta_core.events`: a red three laid out, the pile taken frozen or not, a side opened with
60 against a minimum of 50, a canasta completed, someone went out), each fact with the slug of
the rule behind it; nothing is re-derived by comparing positions. The engine's ruling on the
action supplies why it was legal: its reason sentence and cited slugs. `narrate_start` tells the
deal as dealt, from `canasta_core.events_for_deal`.

Every sentence is a key of the catalogue ("classroom.n.…" in `canasta_app/classroom/strings.py`,
counts from the engine's "word.number.…"), shown with `t`. No Streamlit import: the classroom page
renders these, and tests read them directly.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from canasta_app.text.i18n import t
from canasta_app.ui.seats import side_label
from canasta_core import messages
from canasta_core.actions import Action, parse
from canasta_core.cards import is_wild
from canasta_core.deal import events_for_deal
from canasta_core.events import (
    Answered,
    Asked,
    CanastaCompleted,
    CanastaMixed,
    DealEnded,
    Discarded,
    Drew,
    Event,
    MeldExtended,
    MeldStarted,
    Passed,
    PileBlocked,
    PileFroze,
    PileTaken,
    PileUnfroze,
    PlayerWentOut,
    RedThreeLaidOut,
    SideOpened,
    StockExhausted,
    UpcardTurned,
)
from canasta_core.messages import seat_name, side_name
from canasta_core.play import apply_events
from canasta_core.positions import Position
from canasta_core.profiles import CLASSIC
from canasta_core.rulings import evaluate, ruling_from

#: Every action kind the narration covers (the grammar of notation.md).
KINDS: Final = ("draw", "take", "meld", "discard", "ask", "yes", "no", "pass")

#: Counts told in words (the catalogue's "word.number.<n>"); others in digits.
_COUNTS_IN_WORDS: Final = range(3, 8)
#: A partner's answer to "may I go out?".
ANSWERED: Final = {"yes": "classroom.n.yes", "no": "classroom.n.no"}
#: A frozen pile taken, by why it was frozen (the engine's frozen_why).
TAKE_FROZEN: Final = {
    "not-opened": "classroom.n.take_frozen_not_opened", "wild": "classroom.n.take_frozen_wild",
    "red-three": "classroom.n.take_frozen_red_three",
}


@dataclass(frozen=True, slots=True)
class Narration:
    """One action told: a headline, further facts, the rules behind them, the engine's reason."""

    seat: str | None  # who decided (the partner for yes/no); None for the deal itself
    kind: str  # action kind, or "start"
    headline: str
    details: tuple[str, ...]  # what else it changed, one sentence each
    slugs: tuple[str, ...]  # rules cited, most relevant first
    reason: str  # the engine's ruling on the action, in the language ("" for the start)
    events: tuple[str, ...]  # machine-readable facts: "froze", "opened", "canasta", ...
    engine_events: tuple[Event, ...] = ()  # the engine's events this narration tells

    @property
    def lines(self) -> tuple[str, ...]:
        return (self.headline, *self.details)


# --- words ------------------------------------------------------------------------------------

def rank_words(rank: str, lang: str) -> tuple[str, str]:
    """(singular, plural) of a rank in the language: ('seven', 'sevens')."""
    return messages.rank_name(rank, lang), messages.rank_name(rank, lang, plural=True)


def card_name(code: str, lang: str = "en") -> str:
    """'7♥', '10♠'; the joker by its name in the language."""
    return messages.card_name(code, lang)


def card_list(cards: Sequence[str], lang: str = "en") -> str:
    return " ".join(card_name(c, lang) for c in cards)


def _count(n: int, lang: str) -> str:
    return messages.number_word(n, lang) if n in _COUNTS_IN_WORDS else str(n)


def _naturals_phrase(rank: str, naturals: Sequence[str], lang: str) -> str:
    """The natural cards from the hand, each named: 'the K♠', 'a pair of kings (K♠ K♦)'."""
    many = rank_words(rank, lang)[1]
    n = len(naturals)
    if n == 1:
        return t("classroom.n.one_natural", lang, card=naturals[0])
    if n == 2:
        return t("classroom.n.pair", lang, ranks=many, cards=card_list(naturals, lang))
    return t("classroom.n.several", lang, count=_count(n, lang), ranks=many,
             cards=card_list(naturals, lang))


def _wilds_phrase(wilds: list[str], lang: str) -> str:
    key = "classroom.n.one_wild" if len(wilds) == 1 else "classroom.n.some_wilds"
    return t(key, lang, count=_count(len(wilds), lang), cards=card_list(wilds, lang), card=wilds[0])


def _and_list(items: list[str], lang: str) -> str:
    """'a, b and c' in the language."""
    if len(items) <= 1:
        return "".join(items)
    return t("classroom.n.and", lang, a=", ".join(items[:-1]), b=items[-1])


# --- the narration -----------------------------------------------------------------------------

class _Story:
    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.details: list[str] = []
        self.slugs: list[str] = []
        self.events: list[str] = []

    def say(self, key: str, *slugs: str, event: str | None = None, **params: object) -> None:
        self.details.append(t(key, self.lang, **params))
        self.cite(*slugs)
        if event:
            self.events.append(event)

    def cite(self, *slugs: str) -> None:
        for s in slugs:
            if s not in self.slugs:
                self.slugs.append(s)


def narrate(before: Position, action: str | Action, after: Position, lang: str = "en",
            reveal: bool = True, events: Sequence[Event] | None = None) -> Narration:
    """Tell one action: what it was, why it was legal, and what it changed.

    `reveal`: whether the card drawn may be named (False when the class sees only one seat's
    view and another seat drew). `events`: the engine's events of this action when the caller
    has them already (from `cc.play_events`); otherwise the action is applied to `before` again
    to get them. `after` is kept for callers; the story comes from the events.
    """
    a = parse(action)
    ev = evaluate(before, a)
    ruling = ruling_from(ev)
    if events is None:
        events = apply_events(before, ev)[1] if ruling.legal else ()
    lang = messages.lang_of(lang)
    k = a.kind
    st = _Story(lang)
    turn = before.turn
    seat = _answerer(before, turn) if k in ("yes", "no") else turn
    name = seat_name(turn, lang)

    if k == "draw":
        headline = _narrate_draw(turn, events, st, reveal, _side(before, turn, lang))
    elif k in ("take", "meld"):
        headline = _narrate_meldlike(before, a, events, st)
    elif k == "discard":
        headline = _narrate_discard(before, a, events, st)
    elif k == "ask":
        partner = next((e.partner for e in events if isinstance(e, Asked)),
                       _answerer(before, turn))
        headline = t("classroom.n.ask", lang, seat=name, partner=seat_name(partner, lang))
        st.cite("out.permission")
        st.events.append("ask")
    elif k in ("yes", "no"):
        answer = k
        for e in events:
            if isinstance(e, Answered):
                answer = e.answer
        headline = t(ANSWERED[answer], lang, seat=name,
                     partner=seat_name(_answerer(before, turn), lang))
        st.cite("out.permission")
        st.events.append(answer)
    else:  # pass
        declined = any(isinstance(e, Passed) and e.declined for e in events)
        key = "classroom.n.pass_declined" if declined else "classroom.n.pass_cannot"
        headline = t(key, lang, seat=name)
        st.say("classroom.n.no_bonus", "stock.empty", event="stock-empty")
        st.events.append("pass-declined" if declined else "pass-cannot")

    for e in events:
        if isinstance(e, PlayerWentOut):
            _narrate_out(before, e, st)
    for slug in ruling.cites:
        if k == "draw" and slug == "threes.red-draw" and "red-three" not in st.events:
            continue  # the engine cites it for any draw; tell it only when one came up
        st.cite(slug)
    return Narration(
        seat=seat,
        kind=k,
        headline=headline,
        details=tuple(st.details),
        slugs=tuple(st.slugs),
        # the referee's reason told of the player ("North takes…"), never "you" in a story
        reason=ruling.reason_told(lang, turn, _answerer(before, turn), _side(before, turn, lang))
        if ruling.legal else "",
        events=tuple(st.events),
        engine_events=tuple(events),
    )


def _answerer(pos: Position, seat: str) -> str:
    """Who answers this seat's "may I go out?" in the position's profile (its partner)."""
    return pos.rules.answers_ask.get(seat, seat)


def _side(pos: Position, seat: str, lang: str) -> str:
    """The seat's side by name, as the table names it (a lone player's side is the player)."""
    return side_label(pos.rules, pos.rules.side_of[seat], lang)


def _narrate_draw(turn: str, events: Sequence[Event], st: _Story, reveal: bool,
                  side_n: str) -> str:
    lang = st.lang
    name = seat_name(turn, lang)
    st.cite("turn.sequence")
    st.events.append("draw")
    last_red = any(isinstance(e, DealEnded) and e.why == "last-red-three" for e in events)
    reds = [e.card for e in events if isinstance(e, RedThreeLaidOut)]
    replaced = reds[:-1] if last_red else reds
    if replaced:
        st.say("classroom.n.red_three_drawn", "threes.red-draw", event="red-three",
               cards=card_list(replaced, lang), side=side_n, n=len(replaced))
    if last_red:
        st.say("classroom.n.last_red_three", "stock.last-red-three", event="last-red-three",
               seat=name, card=card_name(reds[-1], lang))
        return t("classroom.n.draw", lang, seat=name)
    if any(isinstance(e, StockExhausted) for e in events):
        st.say("classroom.n.stock_now_empty", "stock.empty", event="stock-last-card")
    drawn = [e.card for e in events if isinstance(e, Drew)]
    if reveal and drawn:
        return t("classroom.n.draw_card", lang, seat=name, card=card_name(drawn[0], lang))
    return t("classroom.n.draw", lang, seat=name)


def _narrate_meldlike(before: Position, a: Action, events: Sequence[Event], st: _Story) -> str:
    lang = st.lang
    turn = before.turn
    name = seat_name(turn, lang)
    side_n = _side(before, turn, lang)
    melds = [e for e in events if isinstance(e, MeldStarted | MeldExtended)]

    if a.kind == "take":
        taken = next(e for e in events if isinstance(e, PileTaken))
        top = taken.top
        rank = top[0]
        g0 = a.groups[0].cards if a.groups else ()
        nats = [c for c in g0 if not is_wild(c)]
        wilds = [c for c in g0 if is_wild(c)]
        if not g0:
            how = t("classroom.n.how_bare", lang, ranks=rank_words(rank, lang)[1], side=side_n)
        else:
            how = _naturals_phrase(rank, nats, lang)
            if wilds:
                how = t("classroom.n.and", lang, a=how, b=_wilds_phrase(wilds, lang))
        key = "classroom.n.take_one" if taken.size == 1 else "classroom.n.take"
        headline = t(key, lang, seat=name, count=taken.size, top=card_name(top, lang), how=how)
        st.events.append("take")
        unfroze = [e for e in events if isinstance(e, PileUnfroze)]
        if taken.frozen_why is not None:
            card = unfroze[0].card if unfroze else top
            st.say(TAKE_FROZEN[taken.frozen_why], "pile.frozen",
                   event="frozen-take", ranks=rank_words(rank, lang)[1], side=side_n,
                   card=card)
        else:
            st.say("classroom.n.take_open", "pile.use-top", side=side_n, top=card_name(top, lang))
        top_meld = next((e for e in melds if e.rank == rank), None)
        if isinstance(top_meld, MeldStarted):
            st.say("classroom.n.top_starts", "meld.rank", top=top, rank=rank)
        elif isinstance(top_meld, MeldExtended):
            st.say("classroom.n.top_extends", "pile.use-top", top=top, rank=rank,
                   size=top_meld.size, side=side_n)  # a player alone, a pair or a team
        reds = [e.card for e in events if isinstance(e, RedThreeLaidOut)]
        if reds:
            st.say("classroom.n.red_three_in_pile", "threes.red-draw", event="red-three-in-pile",
                   cards=card_list(reds, lang), side=side_n, n=len(reds))
        if unfroze:
            st.say("classroom.n.unfrozen", "pile.frozen", event="unfroze")
        extra = [e for e in melds if e.rank != rank]
        if extra:
            st.say("classroom.n.take_extra", "meld.rank", melds=_melds_text(extra, lang))
    else:
        headline = t("classroom.n.meld", lang, seat=name, melds=_melds_text(melds, lang))
        st.events.append("meld")
        # which rule decided an addition (the partner's meld, the wild-card limit, the rank)
        # is the engine's ruling's to say: its cites follow below

    for e in events:
        if isinstance(e, SideOpened):
            if e.waived:
                st.say("classroom.n.opened_concealed", "out.concealed", "open.minimum",
                       event="opened", side=side_n, points=e.points, minimum=e.minimum)
            else:
                st.say("classroom.n.opened", "open.minimum", event="opened", side=side_n,
                       points=e.points, minimum=e.minimum, score=before.scores[e.side])
            if e.top_counted:
                st.cite("open.pile-top")
        elif isinstance(e, CanastaCompleted):
            st.say("classroom.n.canasta_natural" if e.natural else "classroom.n.canasta_mixed",
                   "meld.canasta", event="canasta", side=side_n, ranks=rank_words(e.rank, lang)[1])
        elif isinstance(e, CanastaMixed):
            st.say("classroom.n.canasta_spoiled", "meld.canasta", event="canasta-mixed",
                   ranks=rank_words(e.rank, lang)[1])
    return headline


def _melds_text(melds: Sequence[MeldStarted | MeldExtended], lang: str) -> str:
    """The melds an action started or extended, one phrase each (from the engine's events)."""
    parts: list[str] = []
    for e in melds:
        many = rank_words(e.rank, lang)[1]
        if isinstance(e, MeldExtended):  # one card with its article: «el comodín al juego…»
            cards = (messages.card_name(e.cards[0], lang, article="the") if len(e.cards) == 1
                     else card_list(e.cards, lang))
            parts.append(t("classroom.n.group_add", lang, cards=cards, ranks=many))
        elif e.rank == "3":
            parts.append(t("classroom.n.group_black", lang, cards=card_list(e.cards, lang)))
        else:
            parts.append(t("classroom.n.group_new", lang, ranks=many,
                           cards=card_list(e.cards, lang)))
    return t("classroom.n.list_sep", lang).join(parts)


def _narrate_discard(before: Position, a: Action, events: Sequence[Event], st: _Story) -> str:
    lang = st.lang
    turn = before.turn
    name = seat_name(turn, lang)
    nxt = seat_name(before.rules.next_seat[turn], lang)
    card = next((e.card for e in events if isinstance(e, Discarded)), a.card or "")
    st.events.append("discard")
    st.cite("turn.discard")
    if any(isinstance(e, PlayerWentOut) for e in events):
        return t("classroom.n.discard_last", lang, seat=name, card=card_name(card, lang))
    for e in events:
        if isinstance(e, PileFroze):
            st.say("classroom.n.froze", "pile.frozen", event="froze", card=e.card)
        elif isinstance(e, PileBlocked):
            key = "classroom.n.blocked_wild" if is_wild(e.card) else "classroom.n.blocked_three"
            st.say(key, "pile.blocked", event="blocked", next=seat_name(e.next_seat, lang))
    return t("classroom.n.discard", lang, seat=name, card=card_name(card, lang), next=nxt)


def _narrate_out(before: Position, out: PlayerWentOut, st: _Story) -> None:
    rules = before.rules
    name = seat_name(out.seat, st.lang)
    side_n = side_label(rules, out.side, st.lang)
    needed = rules.canastas_to_go_out
    # [two.out]: two canastas at the two-hand table; a player alone is told in the singular
    out_slug = "two.out" if needed > 1 else "out.canasta"
    if out.concealed:
        st.say("classroom.n.out_concealed", "out.concealed", out_slug, event="concealed",
               seat=name, side=side_n, n=needed)
    elif rules.alone(out.seat):
        st.say("classroom.n.out_alone", out_slug, event="out", seat=name, n=needed)
    else:
        st.say("classroom.n.out", out_slug, event="out", seat=name, side=side_n)
    if before.this_turn.asked == "yes":
        st.say("classroom.n.out_as_agreed", "out.permission",
               partner=seat_name(_answerer(before, out.seat), st.lang))


def narrate_start(pos: Position, lang: str = "en") -> Narration:
    """Tell the deal as dealt: dealer, first player, the upcard, red threes laid out."""
    lang = messages.lang_of(lang)
    st = _Story(lang)
    st.cite("deal.hands", "deal.first")
    events = events_for_deal(pos)
    for e in events:
        if isinstance(e, UpcardTurned):
            if len(e.covered) == 1:
                st.say("classroom.n.upcard_covered_one", "deal.upcard", "pile.frozen",
                       card=e.covered[0], top=e.card)
            elif e.covered:
                turned = [messages.card_name(c, lang, article="a") for c in e.covered]
                st.say("classroom.n.upcard_covered", "deal.upcard", "pile.frozen",
                       cards=_and_list(turned, lang), top=e.card)
            else:
                st.say("classroom.n.upcard", "deal.upcard", top=card_name(e.card, lang))
        elif isinstance(e, PileFroze):
            st.events.append("froze")
    for side in pos.rules.side_names:
        reds = [e.card for e in events if isinstance(e, RedThreeLaidOut) and e.side == side]
        if reds:
            key = "classroom.n.dealt_red_three" if len(reds) == 1 else "classroom.n.dealt_red_threes"
            st.say(key, "deal.red-three", event="red-three", side=side_label(pos.rules, side, lang),
                   cards=card_list(reds, lang))
    # the classic eleven are words; another profile's hand size (profiles.md) a number
    key = "classroom.n.start" if pos.rules.hand_size == CLASSIC.hand_size else "classroom.n.start_cards"
    headline = t(key, lang, dealer=seat_name(pos.dealer, lang), first=seat_name(pos.turn, lang),
                 cards=pos.rules.hand_size)
    return Narration(None, "start", headline, tuple(st.details), tuple(st.slugs), "",
                     tuple(st.events), events)


__all__ = ["KINDS", "Narration", "card_list", "card_name", "narrate", "narrate_start", "rank_words",
           "seat_name", "side_name"]
