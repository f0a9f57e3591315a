"""The Guide at a teaching table: for the player whose turn it is, and only on their page,
what the referee would accept with the cards on their screen: a take of the pile, an opening
meld, or why neither. Every claim is the engine's own answer on the seat's view (the hand
searches of the practice table's coach, each candidate ruled on by `check`), never a guess."""

from __future__ import annotations

from canasta_app.text.i18n import t
from canasta_app.text.move_words import action_words
from canasta_core.positions import Position, has_opened, opening_minimum
from canasta_core.questions import opening_meld, pile_take


def guide_notes(view: Position, seat: str, lang: str) -> list[str]:
    """The Guide's lines for `seat` on its own view (empty when it is not its turn to play
    or draw: an answer to a partner's question needs no guide)."""
    if view.phase == "over" or view.turn != seat or view.this_turn.asked == "pending":
        return []
    side = view.rules.side_of[seat]
    opened = has_opened(view, side)
    minimum = opening_minimum(view.scores[side])
    notes: list[str] = []
    if view.phase == "draw":
        take = pile_take(view)
        if take is not None:
            notes.append(t("tables.guide.take", lang, count=len(view.pile),
                           move=action_words(take, lang, view)))
        elif view.pile:  # with the stock empty there is no draw: a pass (never "draw")
            notes.append(t("tables.guide.no_take_empty" if view.stock_size == 0
                           else "tables.guide.no_take", lang))
        if not opened:
            alone = len(view.rules.side_seats[side]) == 1
            notes.append(t("tables.guide.minimum_alone" if alone else "tables.guide.minimum",
                           lang, minimum=minimum))
        return notes
    if not opened:
        meld = opening_meld(view)
        if meld is not None:
            notes.append(t("tables.guide.open", lang, minimum=minimum,
                           move=action_words(meld, lang, view)))
        else:
            notes.append(t("tables.guide.cannot_open", lang, minimum=minimum))
    notes.append(t("tables.guide.discard", lang))
    return notes
