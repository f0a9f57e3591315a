"""What a position shows without being asked: frozen, opened, minimum, the cards left, each
side's facts, as lines in the page's language (the sandbox and a situation shown to the class
both list them)."""

from __future__ import annotations

from dataclasses import dataclass

from canasta_app.text import keys as KEYS
from canasta_app.text.i18n import card_name, seat_name, t
from canasta_app.ui.seats import side_label
from canasta_core.cards import (
    is_wild,
)
from canasta_core.catalogue import profile_name
from canasta_core.positions import (
    Position,
    blocked_by,
    canastas,
    frozen_card,
    frozen_for,
    has_opened,
    opening_minimum,
    pile_top,
)
from canasta_core.profiles import CLASSIC


def card_label(code: str, lang: str = "en") -> str:
    """A card in a sentence: 7♥, 10♠, the joker by name in the language."""
    return card_name(code, lang)


@dataclass(frozen=True)
class SideFacts:
    side: str
    opened: bool
    score: int
    minimum: int
    canastas: tuple[tuple[str, bool], ...]
    frozen: str | None  # "not-opened" | "wild" | "red-three" | None
    red_threes: int


@dataclass(frozen=True)
class Facts:
    turn: str
    phase: str
    asked: str | None
    pile_size: int
    top: str | None
    blocked: str | None
    frozen_card: str | None
    stock: int
    sides: tuple[SideFacts, ...]


def facts(pos: Position) -> Facts:
    rules = pos.rules
    """Everything derived from a position that a player asks about, computed by the engine."""
    return Facts(
        turn=pos.turn,
        phase=pos.phase,
        asked=pos.this_turn.asked,
        pile_size=len(pos.pile),
        top=pile_top(pos),
        blocked=blocked_by(pos),
        frozen_card=frozen_card(pos),
        stock=pos.stock_size,
        sides=tuple(
            SideFacts(
                side=s,
                opened=has_opened(pos, s),
                score=pos.scores[s],
                minimum=opening_minimum(pos.scores[s]),
                canastas=tuple(canastas(pos, s)),
                frozen=frozen_for(pos, s),
                red_threes=len(pos.red_threes[s]),
            )
            for s in rules.side_names
        ),
    )


def fact_lines(pos: Position, lang: str, quiz: bool = False) -> list[str]:
    """The derived facts as short sentences in `lang` (plain text, no markup). `quiz`: the
    draw's line names no choice, as a lesson quiz's table (`components.table._turn_line`)."""
    f = facts(pos)
    rules = pos.rules
    turn_key = f.phase
    lines = []
    if rules is not CLASSIC:  # the table first: every other line is read by its rules
        lines.append(t("sandbox.fact.profile", lang, table=profile_name(rules.name, lang),
                       need=rules.canastas_to_go_out, cards=rules.draw_count,
                       size=rules.hand_size))
    side_of_turn = rules.side_of[f.turn]
    if f.phase == "draw":  # what the hand shown can do, as the table's turn line says it
        from canasta_app.ui.table import draw_choice  # the referee's answer

        known = not isinstance(pos.hands.get(pos.turn), int)
        key = draw_choice(pos, shown=known)
        if quiz:
            key = "draw_quiz" if pos.stock_size > 0 else "draw_empty_quiz"
        lines.append(t(KEYS.PHASE[key], lang, seat=seat_name(f.turn, lang)) + ".")
    else:
        lines.append(t(
            KEYS.SANDBOX_TURN[turn_key] if len(rules.side_seats[side_of_turn]) > 1
            else KEYS.SANDBOX_TURN_ALONE[turn_key],
            lang,
            seat=seat_name(f.turn, lang),
            side=side_label(rules, side_of_turn, lang),
        ))
    if f.asked == "pending":
        lines.append(
            t("sandbox.fact.asked_pending", lang,
              partner=seat_name(rules.answers_ask.get(f.turn, f.turn), lang))
        )
    elif f.asked in ("yes", "no"):  # six players: the partner who answered, by name
        lines.append(t(KEYS.SANDBOX_ASKED[f.asked], lang,
                       partner=seat_name(rules.answers_ask.get(f.turn, f.turn), lang)))
    if pos.ending is not None:  # how the deal ended (notation.md `ended`)
        seat = seat_name(pos.went_out.seat, lang) if pos.went_out is not None else ""
        lines.append(t(KEYS.ENDED[pos.ending], lang, seat=seat))
    for sf in f.sides:
        name = side_label(rules, sf.side, lang)
        if sf.opened:
            lines.append(t("sandbox.fact.opened", lang, side=name, score=sf.score))
        else:
            lines.append(
                t("sandbox.fact.not_opened", lang, side=name, score=sf.score, minimum=sf.minimum)
            )
        if sf.canastas:
            kinds = ", ".join(
                t(
                    "sandbox.fact.canasta_natural" if nat else "sandbox.fact.canasta_mixed",
                    lang,
                    rank=_rank_label(r),
                )
                for r, nat in sf.canastas
            )
            need = rules.canastas_to_go_out  # [two.out]: two canastas
            if len(sf.canastas) < need:
                lines.append(t("sandbox.fact.canastas_short", lang, side=name, list=kinds,
                               need=need))
            else:
                lines.append(t("sandbox.fact.canastas", lang, side=name, list=kinds))
        elif rules.canastas_to_go_out > 1:
            lines.append(t("sandbox.fact.no_canasta_n", lang, side=name,
                           need=rules.canastas_to_go_out))
        else:
            lines.append(t("sandbox.fact.no_canasta", lang, side=name))
    if f.top is None:
        lines.append(t("sandbox.fact.pile_empty", lang))
    else:
        key = "sandbox.fact.pile_one" if f.pile_size == 1 else "sandbox.fact.pile"
        lines.append(t(key, lang, count=f.pile_size, top=card_label(f.top, lang)))
        if f.blocked is not None and f.phase != "over":  # an ended deal's pile is taken by nobody
            key = (
                "sandbox.fact.blocked_wild" if is_wild(f.blocked) else "sandbox.fact.blocked_three"
            )
            lines.append(t(key, lang, card=f.blocked))
        for sf in f.sides if f.phase != "over" else ():
            name = side_label(rules, sf.side, lang)
            if sf.frozen == "wild" or sf.frozen == "red-three":
                card = f.frozen_card or "?"
                lines.append(
                    t(
                        "sandbox.fact.frozen_wild" if sf.frozen == "wild"
                        else "sandbox.fact.frozen_red_three",
                        lang,
                        side=name,
                        card=card,
                    )
                )
                break  # frozen by a card: the same for both sides
            if sf.frozen == "not-opened":
                lines.append(t("sandbox.fact.frozen_not_opened", lang, side=name))
            else:
                lines.append(t("sandbox.fact.not_frozen", lang, side=name))
    lines.append(t("sandbox.fact.stock", lang, count=f.stock))
    return [line[:1].upper() + line[1:] for line in lines]  # "side A has…" starts a sentence


def _rank_label(rank: str) -> str:
    return "10" if rank == "T" else rank
