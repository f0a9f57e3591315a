"""Narration: every action of a deal told in plain language, English or Spanish, with its rules.

`narrate(before, action, after, lang)` compares the positions before and after an action and
says what happened and what it changed (a red three replaced, the pile frozen, a side opened
with 60 against a minimum of 50, a canasta completed, someone went out), each fact with the
slug of the rule behind it. The engine's own ruling on the action (`rulings.evaluate`) supplies
why it was legal: its reason sentence and cited slugs. `narrate_start` tells the deal as dealt.

No Streamlit import: the classroom page renders these, and tests read them directly.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Final

from canasta_app.i18n import seat_name, side_name, t
from canasta_core import messages
from canasta_core.actions import Action, Group, parse
from canasta_core.cards import RED_THREES, is_black_three, is_wild
from canasta_core.legal import legal_actions
from canasta_core.positions import (
    NEXT_SEAT,
    PARTNER,
    SIDE_OF,
    Position,
    frozen_card,
    frozen_for,
    opening_minimum,
)
from canasta_core.reasons import RANK_WORDS
from canasta_core.rulings import evaluate, ruling_from

#: Every action kind the narration covers (the grammar of notation.md).
KINDS: Final = ("draw", "take", "meld", "discard", "ask", "yes", "no", "pass")

_NUMBER_WORDS: Final = {
    "en": {3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"},
    "es": {3: "tres", 4: "cuatro", 5: "cinco", 6: "seis", 7: "siete"},
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

    @property
    def lines(self) -> tuple[str, ...]:
        return (self.headline, *self.details)


# --- words ------------------------------------------------------------------------------------

def rank_words(rank: str, lang: str) -> tuple[str, str]:
    """(singular, plural) of a rank in the language: ('seven', 'sevens')."""
    table = RANK_WORDS["es" if lang == "es" else "en"]
    return table.get(rank, (rank, rank))


def card_name(code: str, lang: str = "en") -> str:
    """'7♥', '10♠'; the joker by its name in the language (the one card naming of messages)."""
    return messages.card_name(code, lang)


def card_list(cards: tuple[str, ...] | list[str], lang: str = "en") -> str:
    return " ".join(card_name(c, lang) for c in cards)


def _count(n: int, lang: str) -> str:
    return _NUMBER_WORDS["es" if lang == "es" else "en"].get(n, str(n))


def _naturals_phrase(rank: str, n: int, lang: str) -> str:
    many = rank_words(rank, lang)[1]
    if n == 1:
        return t("classroom.n.one_natural", lang, rank=rank)
    if n == 2:
        return t("classroom.n.pair", lang, ranks=many)
    return t("classroom.n.several", lang, count=_count(n, lang), ranks=many)


def _wilds_phrase(wilds: list[str], lang: str) -> str:
    key = "classroom.n.one_wild" if len(wilds) == 1 else "classroom.n.some_wilds"
    return t(key, lang, count=_count(len(wilds), lang), cards=card_list(wilds, lang))


def _multiset_minus(a: tuple[str, ...], b: tuple[str, ...]) -> list[str]:
    rest = Counter(a)
    rest.subtract(b)
    return sorted(rest.elements())


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
            reveal: bool = True) -> Narration:
    """Tell one action: what it was, why it was legal, and what it changed.

    `reveal`: whether the card drawn may be named (False when the class sees only one seat's
    view and another seat drew).
    """
    a = parse(action)
    ev = evaluate(before, a)
    ruling = ruling_from(ev)
    lang = "es" if lang == "es" else "en"
    k = a.kind
    st = _Story(lang)
    turn = before.turn
    seat = PARTNER[turn] if k in ("yes", "no") else turn
    side = SIDE_OF[turn]
    name = seat_name(turn, lang)
    side_n = side_name(side, lang)

    if k == "draw":
        headline = _narrate_draw(before, after, st, reveal)
    elif k in ("take", "meld"):
        headline = _narrate_meldlike(before, a, after, st, ruling.params)
    elif k == "discard":
        assert a.card is not None
        headline = _narrate_discard(before, a.card, after, st)
    elif k == "ask":
        headline = t("classroom.n.ask", lang, seat=name, partner=seat_name(PARTNER[turn], lang))
        st.cite("out.permission")
        st.events.append("ask")
    elif k in ("yes", "no"):
        headline = t(f"classroom.n.{k}", lang, seat=name, partner=seat_name(PARTNER[turn], lang))
        st.cite("out.permission")
        st.events.append(k)
    else:  # pass
        could_take = any(x.startswith("take") for x in legal_actions(before))
        key = "classroom.n.pass_declined" if could_take else "classroom.n.pass_cannot"
        headline = t(key, lang, seat=name)
        st.say("classroom.n.no_bonus", "stock.empty", event="stock-empty")
        st.events.append("pass-declined" if could_take else "pass-cannot")

    if after.phase == "over" and k not in ("pass",) and "last-red-three" not in st.events:
        _narrate_out(before, after, st, side_n)
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
        reason=ruling.reason_in(lang) if ruling.legal else "",
        events=tuple(st.events),
    )


def _narrate_draw(before: Position, after: Position, st: _Story, reveal: bool) -> str:
    lang = st.lang
    turn = before.turn
    side = SIDE_OF[turn]
    name = seat_name(turn, lang)
    st.cite("turn.sequence")
    st.events.append("draw")
    gained = _multiset_minus(after.red_threes[side], before.red_threes[side])
    if after.phase == "over":
        st.say("classroom.n.last_red_three", "stock.last-red-three", event="last-red-three",
               seat=name, card=card_name(gained[-1], lang) if gained else "3")
        if len(gained) > 1:
            st.say("classroom.n.red_three_drawn", "threes.red-draw", event="red-three",
                   cards=card_list(gained[:-1], lang), side=side_name(side, lang))
        return t("classroom.n.draw", lang, seat=name)
    new = _multiset_minus(after.hand(turn), before.hand(turn))
    if gained:
        st.say("classroom.n.red_three_drawn", "threes.red-draw", event="red-three",
               cards=card_list(gained, lang), side=side_name(side, lang))
    if after.stock_size == 0:
        st.say("classroom.n.stock_now_empty", "stock.empty", event="stock-last-card")
    if reveal and new:
        return t("classroom.n.draw_card", lang, seat=name, card=card_name(new[0], lang))
    return t("classroom.n.draw", lang, seat=name)


def _narrate_meldlike(before: Position, a: Action, after: Position, st: _Story,
                      params: dict[str, str]) -> str:
    lang = st.lang
    turn = before.turn
    side = SIDE_OF[turn]
    name = seat_name(turn, lang)
    side_n = side_name(side, lang)
    melds_before = before.melds[side]
    melds_after = after.melds[side]
    opened_now = not melds_before and bool(melds_after)

    if a.kind == "take":
        top = before.pile[-1]
        rank = top[0]
        g0 = a.groups[0].cards if a.groups else ()
        nats = [c for c in g0 if not is_wild(c)]
        wilds = [c for c in g0 if is_wild(c)]
        if not g0:
            how = t("classroom.n.how_bare", lang, ranks=rank_words(rank, lang)[1], side=side_n)
        else:
            how = _naturals_phrase(rank, len(nats), lang)
            if wilds:
                how = t("classroom.n.and", lang, a=how, b=_wilds_phrase(wilds, lang))
        n = len(before.pile)
        key = "classroom.n.take_one" if n == 1 else "classroom.n.take"
        headline = t(key, lang, seat=name, count=n, top=card_name(top, lang), how=how)
        st.events.append("take")
        why = frozen_for(before, side)
        if why is not None:
            st.say(f"classroom.n.take_frozen_{why.replace('-', '_')}", "pile.frozen",
                   event="frozen-take", ranks=rank_words(rank, lang)[1], side=side_n,
                   card=card_name(frozen_card(before) or top, lang))
        else:
            st.say("classroom.n.take_open", "pile.use-top", side=side_n, top=card_name(top, lang))
        reds = [c for c in before.pile[:-1] if c in RED_THREES]
        if reds:
            st.say("classroom.n.red_three_in_pile", "threes.red-draw", event="red-three-in-pile",
                   cards=card_list(reds, lang), side=side_n)
        if frozen_card(before) is not None:
            st.say("classroom.n.unfrozen", "pile.frozen", event="unfroze")
        extra = a.groups[1:]
        if extra:
            st.say("classroom.n.take_extra", "meld.rank",
                   melds=_groups_text(extra, melds_before, lang))
    else:
        headline = t("classroom.n.meld", lang, seat=name,
                     melds=_groups_text(a.groups, melds_before, lang))
        st.events.append("meld")
        if any(_group_rank(g) in melds_before for g in a.groups):
            st.cite("meld.shared")

    if opened_now:
        minimum = params.get("minimum") or str(opening_minimum(before.scores[side]))
        points = params.get("points", "?")
        # Below the minimum, only going out concealed after drawing could make it legal.
        if points.isdigit() and minimum.isdigit() and int(points) < int(minimum):
            st.say("classroom.n.opened_concealed", "out.concealed", "open.minimum",
                   event="opened", side=side_n, points=points, minimum=minimum)
        else:
            st.say("classroom.n.opened", "open.minimum", event="opened", side=side_n,
                   points=points, minimum=minimum, score=before.scores[side])
        if a.kind == "take":
            st.cite("open.pile-top")
    for rank, cards in melds_after.items():
        old = melds_before.get(rank, ())
        one, many = rank_words(rank, lang)
        if len(old) < 7 <= len(cards):
            natural = not any(is_wild(c) for c in cards)
            st.say("classroom.n.canasta_natural" if natural else "classroom.n.canasta_mixed",
                   "meld.canasta", event="canasta", side=side_n, ranks=many)
        elif len(old) >= 7 and not any(is_wild(c) for c in old) and any(is_wild(c) for c in cards):
            st.say("classroom.n.canasta_spoiled", "meld.canasta", event="canasta-mixed",
                   ranks=many)
    return headline


def _group_rank(g: Group) -> str | None:
    return g.natural_rank() or g.rank


def _groups_text(groups: tuple[Group, ...], melds_before: dict[str, tuple[str, ...]],
                 lang: str) -> str:
    parts: list[str] = []
    for g in groups:
        rank = _group_rank(g) or "?"
        many = rank_words(rank, lang)[1]
        if rank in melds_before:
            parts.append(t("classroom.n.group_add", lang, cards=card_list(g.cards, lang),
                           ranks=many))
        elif rank == "3" and g.cards and all(is_black_three(c) for c in g.cards):
            parts.append(t("classroom.n.group_black", lang, cards=card_list(g.cards, lang)))
        else:
            parts.append(t("classroom.n.group_new", lang, ranks=many,
                           cards=card_list(g.cards, lang)))
    return t("classroom.n.list_sep", lang).join(parts)


def _narrate_discard(before: Position, card: str, after: Position, st: _Story) -> str:
    lang = st.lang
    turn = before.turn
    name = seat_name(turn, lang)
    nxt = seat_name(NEXT_SEAT[turn], lang)
    st.events.append("discard")
    st.cite("turn.discard")
    if after.phase == "over":
        return t("classroom.n.discard_last", lang, seat=name, card=card_name(card, lang))
    if is_wild(card):
        if frozen_card(before) is None:
            st.say("classroom.n.froze", "pile.frozen", event="froze", card=card_name(card, lang))
        st.say("classroom.n.blocked_wild", "pile.blocked", event="blocked", next=nxt)
    elif is_black_three(card):
        st.say("classroom.n.blocked_three", "pile.blocked", event="blocked", next=nxt)
    return t("classroom.n.discard", lang, seat=name, card=card_name(card, lang), next=nxt)


def _narrate_out(before: Position, after: Position, st: _Story, side_n: str) -> None:
    wo = after.went_out
    if wo is None:
        return
    name = seat_name(wo.seat, st.lang)
    if wo.concealed:
        st.say("classroom.n.out_concealed", "out.concealed", "out.canasta", event="concealed",
               seat=name, side=side_n)
    else:
        st.say("classroom.n.out", "out.canasta", event="out", seat=name, side=side_n)
    if before.this_turn.asked == "yes":
        st.say("classroom.n.out_as_agreed", "out.permission",
               partner=seat_name(PARTNER[wo.seat], st.lang))


def narrate_start(pos: Position, lang: str = "en") -> Narration:
    """Tell the deal as dealt: dealer, first player, the upcard, red threes laid out."""
    lang = "es" if lang == "es" else "en"
    st = _Story(lang)
    st.cite("deal.hands", "deal.first")
    if pos.pile:
        covered = list(pos.pile[:-1])
        if covered:
            st.say("classroom.n.upcard_covered", "deal.upcard", "pile.frozen", event="froze",
                   cards=card_list(covered, lang), top=card_name(pos.pile[-1], lang))
        else:
            st.say("classroom.n.upcard", "deal.upcard", top=card_name(pos.pile[-1], lang))
    for side in ("NS", "EW"):
        reds = pos.red_threes[side]
        if reds:
            st.say("classroom.n.dealt_red_threes", "deal.red-three", event="red-three",
                   side=side_name(side, lang), cards=card_list(reds, lang))
    headline = t("classroom.n.start", lang, dealer=seat_name(pos.dealer, lang),
                 first=seat_name(pos.turn, lang))
    return Narration(None, "start", headline, tuple(st.details), tuple(st.slugs), "",
                     tuple(st.events))


__all__ = ["KINDS", "Narration", "card_list", "card_name", "narrate", "narrate_start", "rank_words",
           "seat_name", "side_name"]
