"""The sandbox's logic, importable without Streamlit. One module per job — `positions` (the
tables and starting positions), `presets`, `facts` (what a position shows), `editor` (the
fields of a position and back) — and here the history, the legal actions and the counting;
every name is gathered here (`from canasta_app.sandbox import model as sb`).

- presets: the shared examples (copied into presets.json), a random deal by seed, lesson steps;
- `History`: a starting position, the actions played from it and the positions they led to,
  with undo and redo (positions are values: undo is going back in a list);
- the legal actions of the seat to act, grouped by kind;
- derived facts for display (opened, frozen and why, blocked, opening minimum, canastas);
- the position editor: widget values ⇄ position JSON, and which widget an engine error names;
- a new situation from an empty table, told in the order a player tells it (derived facts
  such as who has melded and "can still go out concealed" are left to the engine unless the
  "Advanced" overrides are on);
- the counting that decided a legal ruling (opening points against the minimum, …);
- the table's profile (four players, or two, three or six: ../shared/spec/profiles.md): the
  editor's fields follow its seats and sides, and the engine rules by its rules.
Building an action from clicked cards is `canasta_app.ui.compose` (one `compose_action`).
"""

from __future__ import annotations

from typing import Final

import canasta_core as cc
from canasta_app.domain.history import History  # noqa: F401 (the sandbox's names, gathered)
from canasta_app.sandbox.editor import (  # noqa: F401
    _ALL_FIELDS,
    _COMMON_FIELDS,
    _TOKEN_SPLIT,
    DERIVED_FIELDS,
    EDIT_FIELDS,
    MAX_FIELD_TEXT,
    PALETTE_ZONES,
    _cards,
    _cards_or_count,
    _int,
    _long,
    _needs_overrides,
    _tokens,
    add_to_field,
    card_index,
    cards_text,
    edit_fields,
    editor_key_for,
    error_detail,
    field_card,
    field_label,
    field_symbols,
    fields_from_position,
    melds_text,
    palette_cards,
    palette_zones,
    parse_melds_text,
    position_dict_from_fields,
    read_field_card,
    translate_fields,
    unplaced,
    validate_fields,
)
from canasta_app.sandbox.positions import (  # noqa: F401
    DEFAULT_PROFILE,
    EMPTY_STOCK,
    MAX_SEED,
    PROFILE_CHOICES,
    _previous,
    deal_position,
    empty_position,
    profile_label,
    rules_of,
    side_label,
)
from canasta_app.sandbox.presets import (  # noqa: F401
    DEFAULT_PRESET,
    MAX_UPLOAD,
    PRESETS_FILE,
    Preset,
    _lesson_presets,
    all_presets,
    default_position,
    example_presets,
    lesson_presets,
    preset_by_id,
    profile_presets,
)
from canasta_app.text.i18n import seat_name, side_name, t
from canasta_app.text.move_words import action_words
from canasta_app.ui.compose import compose_action
from canasta_app.ui.facts import (  # noqa: F401
    Facts,
    SideFacts,
    _rank_label,
    card_label,
    fact_lines,
    facts,
)
from canasta_core.actions import KINDS
from canasta_core.actions import MAX_ACTION_TEXT as _MAX_ACTION_TEXT
from canasta_core.cards import (
    is_natural,
)
from canasta_core.positions import (
    Position,
    canastas,
)
from canasta_core.questions import opening_meld, pile_take

# --------------------------------------------------------------------------- presets


# --------------------------------------------------------------------------- profiles


# --------------------------------------------------------------------------- history


# --------------------------------------------------------------------------- legal actions


def grouped_legal_actions(pos: Position) -> dict[str, list[str]]:
    """The legal actions of the seat to act by kind, in the grammar's order of kinds.

    Raises cc.NotationError when the seat to act's hand is only a count.
    """
    out: dict[str, list[str]] = {}
    for a in cc.legal_actions(pos):
        kind = a.split(" ", 1)[0]
        out.setdefault(kind, []).append(a)
    # The listing summarises takes and melds (docs/architecture.md): a take or an opening it
    # leaves out is found by the engine's questions, so the hint never lists "draw" alone
    # beside a take the Check rules legal (a sandbox walk: Q♥ Q♠ 2♣ under a frozen Q♦)
    found = {"take": pile_take(pos) if "take" not in out else None,
             "meld": opening_meld(pos) if "meld" not in out else None}
    for kind, action in found.items():
        if action is not None:
            out[kind] = [action]
    return {k: out[k] for k in KINDS if k in out}


# --------------------------------------------------------------------------- derived facts


# --------------------------------------------------------------------------- the editor


# Cards in the set-up fields are written as the page's language types them (issue 37): the
# notation on an English page (7H 10C JK), Spanish letters on a Spanish one (7c 10t comodín:
# c is corazones, t tréboles, canasta_core.typed), where the symbols are read too. A field's
# text is read in the language it was written in; the session rewrites the fields when the
# page's language changes, so "7C" is never silently read the other way.


# --------------------------------------------------------------------------- the deck palette


# --------------------------------------------------------------------------- the action

#: the action box's cap (the engine's own); longer text is refused with this limit named
MAX_ACTION_TEXT: Final = _MAX_ACTION_TEXT


def action_too_long(text: str) -> bool:
    return len(text) > MAX_ACTION_TEXT


def action_line(text: str, pos: Position, lang: str) -> str:
    """The action in the box (picked, typed, from a hint or a link) in words, or how to make
    one: the line above Check, so what is checked is on screen with the box closed."""
    if not text:
        return t("sandbox.ask.action_none", lang)
    return t("sandbox.ask.action", lang, words=action_words(text, lang, pos))


#: Why a taken pile was frozen (the ruling's why_code), told to a side or to a player alone.
FROZEN_WHY: Final = {
    ("not-opened", "side"): "sandbox.count.why.not-opened",
    ("not-opened", "team"): "sandbox.count.why.not-opened_team",
    ("not-opened", "alone"): "sandbox.count.why.not-opened_alone",
    **{(why, who): f"sandbox.count.why.{why}" for why in ("wild", "red-three")
       for who in ("side", "team", "alone")},
}
#: Going out: the canastas it needs, of a side (a side of three: «tu equipo» in Spanish, never
#: «tu pareja», which is two) or of a player alone.
OUT_CANASTA: Final = {"side": "sandbox.count.canasta", "team": "sandbox.count.canasta_team",
                      "alone": "sandbox.count.canasta_alone"}


def counting_lines(pos: Position, ruling: cc.Ruling, lang: str) -> list[str]:
    """For a legal ruling, the counting that decided it, as sentences: opening points against
    the minimum, the naturals shown for a frozen pile, the canasta present for going out, the
    200 for going out concealed. Empty for an illegal ruling or a move with nothing to count."""
    if not ruling.legal or not ruling.action:
        return []
    p = ruling.params
    code = ruling.code
    side = pos.side
    # a player alone ([two.alone]) is told "you", never "your side" (the ruling says so too);
    # a side of three (six-hand) is «tu equipo» in Spanish
    rules = pos.rules
    who = "alone" if rules.alone(pos.turn) else (
        "team" if len(rules.side_seats[side]) > 2 else "side")
    out: list[str] = []
    try:
        action = cc.parse(ruling.action)
    except cc.NotationError:
        return []
    if code == "ok.take-frozen" and action.groups:
        rank = p.get("rank", "")
        shown = [c for c in action.groups[0].cards if is_natural(c) and c[0] == rank]
        out.append(
            t(
                "sandbox.count.frozen",
                lang,
                why=t(FROZEN_WHY[p.get("why_code", "wild"), who], lang),
                count=len(shown),
                cards=" ".join(card_label(c, lang) for c in shown),
                top=card_label(p.get("top", ""), lang),
            )
        )
    if "points" in p and "minimum" in p:
        key = "sandbox.count.opening_waived" if code == "ok.open-concealed" else (
            "sandbox.count.opening")
        out.append(
            t(key, lang, points=p["points"], minimum=p["minimum"], score=pos.scores[side])
        )
    if code in ("ok.out", "ok.out-concealed"):
        try:
            after = cc.play(pos, ruling.action)
        except (cc.NotationError, cc.IllegalAction):
            after = None
        if after is not None:
            kinds = ", ".join(
                t(
                    "sandbox.fact.canasta_natural" if nat else "sandbox.fact.canasta_mixed",
                    lang,
                    rank=_rank_label(r),
                )
                for r, nat in canastas(after, side)
            )
            out.append(t(OUT_CANASTA[who], lang, list=kinds,
                         n=pos.rules.canastas_to_go_out))
        out.append(
            t("sandbox.count.concealed" if code == "ok.out-concealed" else "sandbox.count.out",
              lang)
        )
    return out


def hand_count_message(pos: Position, lang: str) -> str | None:
    """When the seat to act's hand is only a count, what to do about it (else None)."""
    h = pos.hands[pos.turn]
    if not isinstance(h, int):
        return None
    return t("sandbox.ask.hand_count", lang, seat=seat_name(pos.turn, lang), count=h)


def hand_of_turn(pos: Position) -> tuple[str, ...] | None:
    """The seat to act's listed cards, or None when the hand is given only as a count."""
    h = pos.hands[pos.turn]
    return None if isinstance(h, int) else h


__all__ = [
    "MAX_ACTION_TEXT",
    "PALETTE_ZONES",
    "add_to_field",
    "palette_cards",
    "unplaced",
    "action_too_long",
    "counting_lines",
    "empty_position",
    "EDIT_FIELDS",
    "PROFILE_CHOICES",
    "edit_fields",
    "field_label",
    "palette_zones",
    "profile_label",
    "rules_of",
    "side_label",
    "Facts",
    "History",
    "MAX_UPLOAD",
    "Preset",
    "SideFacts",
    "all_presets",
    "card_index",
    "compose_action",
    "deal_position",
    "default_position",
    "editor_key_for",
    "example_presets",
    "fact_lines",
    "facts",
    "fields_from_position",
    "grouped_legal_actions",
    "hand_count_message",
    "hand_of_turn",
    "lesson_presets",
    "melds_text",
    "parse_melds_text",
    "position_dict_from_fields",
    "preset_by_id",
    "seat_name",
    "side_name",
    "validate_fields",
]
