"""Goals: what a "try" step asks for, defined in one place, and the facts of a try a lesson note
can match (the rule it broke, the kind of action, the ranks played)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Final

import canasta_core as cc
from canasta_core.actions import Action
from canasta_core.cards import RANK_ORDER, RED_THREES, count_wilds, full_deck, is_wild, rank_of
from canasta_core.events import (
    Answered,
    Asked,
    Discarded,
    Event,
    MeldExtended,
    MeldStarted,
    Passed,
    PileTaken,
    PlayerWentOut,
    SideOpened,
)
from canasta_core.messages import Text, rank_name
from canasta_core.positions import Position, all_cards


@dataclass(frozen=True, slots=True)
class Goal:
    """A goal a try step can set: its name, how to say it, and how to recognise it from the
    engine's events of the try (`canasta_core.play_events`)."""

    name: str
    en: str  # completes "the goal is to …"
    es: str  # completes "el objetivo es …"
    test: Callable[[Position, Action, tuple[Event, ...]], bool]

    @property
    def key(self) -> str:
        """Its words' key in the catalogue (a data key: the lessons' source adds it)."""
        return f"lesson-goal.{self.name}"


def _happened(event_type: type[Event], **fields: object
              ) -> Callable[[Position, Action, tuple[Event, ...]], bool]:
    """The goal holds when the try produced an event of this type (with these field values;
    the value "<turn>" stands for the seat that acted)."""
    def test(before: Position, a: Action, events: tuple[Event, ...]) -> bool:
        want = {k: (before.turn if v == "<turn>" else v) for k, v in fields.items()}
        return any(isinstance(e, event_type) and all(getattr(e, k) == v for k, v in want.items())
                   for e in events)

    return test


def _melded(before: Position, a: Action, events: tuple[Event, ...]) -> bool:
    return a.kind == "meld" and any(isinstance(e, (MeldStarted, MeldExtended)) for e in events)


GOALS: Final[dict[str, Goal]] = {
    g.name: g
    for g in (
        Goal("take-pile", "take the discard pile", "levantar el pozo", _happened(PileTaken)),
        Goal("go-out", "go out (empty your hand)", "cortar (quedarte sin cartas)",
             _happened(PlayerWentOut, seat="<turn>")),
        Goal("go-out-concealed", "go out concealed (the whole hand in one turn)",
             "cortar de mano (toda la mano en un solo turno)",
             _happened(PlayerWentOut, seat="<turn>", concealed=True)),
        Goal("open", "open for your side (its first meld of the deal)",
             "abrir para tu pareja (su primera bajada de la mano)", _happened(SideOpened)),
        Goal("meld", "lay down a meld", "bajar un juego", _melded),
        Goal("discard", "discard a card", "descartar una carta", _happened(Discarded)),
        Goal("ask", "ask your partner for permission to go out",
             "pedirle permiso a tu compañero para cortar", _happened(Asked)),
        # "start your turn", not "draw": on these steps the question is whether the pile
        # can be taken, so the goal line must not answer it
        Goal("draw", "start your turn", "empezar tu turno",
             lambda before, a, events: a.kind == "draw"),
        Goal("pass", "decline the pile (pass)", "rechazar el pozo (pasar)", _happened(Passed)),
        Goal("answer-yes", "answer yes", "responder que sí", _happened(Answered, answer="yes")),
        Goal("answer-no", "answer no", "responder que no", _happened(Answered, answer="no")),
        Goal("legal", "make any legal move", "hacer cualquier jugada válida",
             lambda before, a, events: True),
    )
}


def action_ranks(before: Position, a: Action) -> set[str]:
    """The ranks an action touches: the pile's top card for a take, each meld's rank, the
    discarded card's rank (`JK` for a joker). Used by `goal_rank`."""
    ranks: set[str] = set()
    if a.kind == "take" and before.pile:
        ranks.add(rank_of(before.pile[-1]))
    for g in a.groups:
        r = g.rank or g.natural_rank()
        if r:
            ranks.add(r)
    if a.kind == "discard" and a.card:
        ranks.add(rank_of(a.card))
    return ranks


def shortfall(goal: str, goal_rank: str | None, goal_wilds: int | None, before: Position,
              a: Action, after: Position, events: tuple[Event, ...]
              ) -> tuple[str, dict[str, str]] | None:
    """What a legal action lacks to meet the step's goal exactly: None when it meets it, else
    (what, facts) — "goal" (another kind of move), "rank" (not with the asked rank),
    "wilds_more"/"wilds_fewer" (the meld holds fewer/more wild cards than asked), "out" (cards
    still in hand)."""
    if not GOALS[goal].test(before, a, events):
        if goal in ("go-out", "go-out-concealed") and after.went_out is None:
            return "out", {"left": str(after.hand_size(before.turn))}
        return "goal", {}
    if goal_rank is not None and goal_rank not in action_ranks(before, a):
        return "rank", {"rank": goal_rank}
    if goal_wilds is not None and goal_rank is not None:
        n = count_wilds(after.melds[before.side].get(goal_rank, ()))
        if n != goal_wilds:
            what = "wilds_more" if n < goal_wilds else "wilds_fewer"
            return what, {"rank": goal_rank, "wilds": str(n), "wanted": str(goal_wilds)}
    return None


def goal_met(goal: str, goal_rank: str | None, before: Position, a: Action,
             goal_wilds: int | None = None) -> bool:
    """Does the (legal) action `a` meet the goal exactly? (A go-out goal is met too by a meld
    that leaves one card whose discard goes out: see `_then_discard_out`.)"""
    after, events = play_try(before, a)
    missing = shortfall(goal, goal_rank, goal_wilds, before, a, after, events)
    return missing is None or _then_discard_out(goal, goal_rank, goal_wilds, before, missing,
                                                after) is not None


def playable(pos: Position) -> Position:
    """`pos`, with a stock given only as a count filled with cards nobody can see yet, so a
    draw can be played and the table changes (the lesson's author did not have to list 60
    cards). No red three is put in: a step about one lists its stock. Deterministic."""
    if not isinstance(pos.stock, int):
        return pos
    pool = full_deck()
    for c in all_cards(pos):
        pool.remove(c)
    unseen = [c for c in pool if c not in RED_THREES]
    random.Random(cc.dump(pos)).shuffle(unseen)
    return replace(pos, stock=tuple(unseen[: pos.stock]))


def play_try(pos: Position, a: Action) -> tuple[Position, tuple[Event, ...]]:
    """Play a legal try: the position after it and the engine's events (a draw from a counted
    stock draws one of the unseen cards)."""
    after, events = cc.play_events(playable(pos) if a.kind == "draw" else pos, a)
    return after, tuple(events)


def goal_phrase(goal: str, goal_rank: str | None) -> Text:
    """A step's goal as it completes "the goal is to …", with its rank if it names one."""
    return Text("lessons.goal.phrase", goal=Text(GOALS[goal].key), rank=goal_rank or "none")


def goal_text(goal: str, goal_rank: str | None, lang: str) -> str:
    return goal_phrase(goal, goal_rank).render(lang)


def _rank_word(rank: str, lang: str) -> str:
    """"sixes", "reinas": a rank in the plural (the one naming of canasta_core.messages)."""
    return rank_name(rank, lang, plural=True)


#: Facts of a try that a note's condition may name besides the deciding violation's own
#: params (rank, points, left_n, why_code, …): what the action itself was.
ACTION_FACTS: Final = ("rule", "code", "action", "kind", "ranks", "hand_naturals", "hand_wilds",
                       "hand_after", "top_naturals")


def try_facts(before: Position, a: Action, ruling: cc.Ruling) -> dict[str, str]:
    """The facts of a refused try that a note's condition is matched against: the deciding
    rule and message code with their params (the engine's own facts), and what the action was
    (its text, kind, the ranks it touches, the natural and wild cards it names)."""
    facts: dict[str, str] = {}
    if ruling.violations:
        first = ruling.violations[0]
        facts.update({k: str(v) for k, v in first.params.items()})
        facts["code"] = first.code
    facts["rule"] = ruling.rule or ""
    named = a.hand_cards()
    facts.update(
        action=cc.format_action(a),
        kind=a.kind,
        ranks=" ".join(sorted(action_ranks(before, a), key=lambda r: RANK_ORDER.get(r, 99))),
        hand_naturals=str(sum(1 for c in named if not is_wild(c))),
        hand_wilds=str(sum(1 for c in named if is_wild(c))),
    )
    facts.setdefault("hand_after", str(_hand_after(before, a)))  # the engine's, when it gives it
    if a.kind == "take" and before.pile:
        top = rank_of(before.pile[-1])
        first = a.groups[0].cards if a.groups else ()
        facts["top_naturals"] = str(sum(1 for c in first if not is_wild(c) and rank_of(c) == top))
    return facts


def _hand_after(before: Position, a: Action) -> int:
    """Cards the player would hold after the action (a take adds the pile under its top
    card), whatever the engine rules: "one card left" and "no card left" read differently."""
    if isinstance(before.hands[before.turn], int):
        return 0
    n = len(before.hand()) - len(a.hand_cards())
    if a.kind == "take":
        n += max(0, len(before.pile) - 1)
    return max(0, n)


def _then_discard_out(goal: str, goal_rank: str | None, goal_wilds: int | None, pos: Position,
                      missing: tuple[str, dict[str, str]], after: Position
                      ) -> tuple[str, Position] | None:
    """A go-out step met in two moves: a meld that leaves one card, whose discard goes out.
    The discard is the only move that can follow (it is what the rules make of one card), so
    the try is a success, told with the discard; (the card, the position after it) or None."""
    if goal != "go-out" or missing[0] != "out" or after.turn != pos.turn:
        return None
    try:
        hand = after.hand(pos.turn)
    except cc.NotationError:  # pragma: no cover - a try step's hand is listed
        return None
    if len(hand) != 1:
        return None
    discard = cc.parse(f"discard {hand[0]}")
    if not cc.is_legal(after, discard):
        return None
    out_after, events = play_try(after, discard)
    if shortfall(goal, goal_rank, goal_wilds, after, discard, out_after, events) is not None:
        return None
    return hand[0], out_after
