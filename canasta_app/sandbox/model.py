"""The sandbox's logic, importable without Streamlit.

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

import json
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Final

import canasta_core as cc
from canasta_app.shell.share import MAX_HISTORY
from canasta_app.text import keys as KEYS
from canasta_app.text.i18n import card_name, seat_name, side_name, t
from canasta_app.text.move_words import action_words
from canasta_app.ui.compose import compose_action
from canasta_app.ui.seats import side_label as _table_side_label
from canasta_core import typed as typed_moves
from canasta_core.actions import KINDS
from canasta_core.actions import MAX_ACTION_TEXT as _MAX_ACTION_TEXT
from canasta_core.cards import (
    full_deck,
    is_black_three,
    is_natural,
    is_red_three,
    is_wild,
    parse_card,
    parse_rank,
)
from canasta_core.catalogue import profile_name
from canasta_core.messages import in_lang, lang_of
from canasta_core.positions import (
    Position,
    all_cards,
    blocked_by,
    canastas,
    frozen_card,
    frozen_for,
    has_opened,
    opening_minimum,
    pile_top,
)
from canasta_core.profiles import CLASSIC, DEFAULT, PROFILES, Profile

PRESETS_FILE: Final = Path(__file__).with_name("presets.json")
MAX_UPLOAD: Final = 100_000  # bytes of position JSON accepted from a paste or an upload
MAX_SEED: Final = 2**31 - 1
DEFAULT_PRESET: Final = "ex-frozen"

# --------------------------------------------------------------------------- presets


@dataclass(frozen=True)
class Preset:
    """A starting situation: a position and, usually, an action worth asking about."""

    id: str
    kind: str  # "check" | "play" | "score" | "input-error" | "lesson"
    title_en: str
    title_es: str
    position: dict[str, Any] | Position
    action: str = ""
    legal: bool | None = None
    rules: tuple[str, ...] = ()

    def title(self, lang: str) -> str:
        return in_lang((self.title_en, self.title_es), lang)

    def load(self) -> Position:
        return self.position if isinstance(self.position, Position) else cc.load(self.position)


@lru_cache(maxsize=1)
def example_presets() -> tuple[Preset, ...]:
    """The shared examples: every check case, the play case, the score case, the input error."""
    data = json.loads(PRESETS_FILE.read_text(encoding="utf-8"))
    out = []
    for p in data["presets"]:
        out.append(
            Preset(
                id=p["id"],
                kind=p["kind"],
                title_en=p["title_en"],
                title_es=p["title_es"],
                position=p["position"],
                action=p.get("action", ""),
                legal=p.get("legal"),
                rules=tuple(p.get("rules", ())),
            )
        )
    return tuple(out)


def lesson_presets() -> tuple[Preset, ...]:
    """Every lesson step that shows a position, when the lessons module exists.

    The lessons are written by another issue; anything unexpected in their shape just means
    no lesson presets, never an error on the sandbox page.
    """
    try:
        return _lesson_presets()
    except Exception:  # noqa: BLE001 — the sandbox must open whatever state the lessons are in
        return ()


def _lesson_presets() -> tuple[Preset, ...]:
    try:
        from canasta_app.lessons import model as lessons_mod
    except ImportError:
        return ()
    cat = getattr(lessons_mod, "catalogue", None)
    if not callable(cat):
        return ()
    found = cat()
    items = (
        found[0] if isinstance(found, tuple) and found and isinstance(found[0], tuple) else found
    )
    out: list[Preset] = []
    for lesson in items:
        lid = str(getattr(lesson, "id", ""))
        l_en = str(getattr(lesson, "title_en", "") or lid)
        l_es = str(getattr(lesson, "title_es", "") or l_en)
        for step in getattr(lesson, "steps", ()) or ():
            pos = getattr(step, "position", None)
            if not isinstance(pos, Position):
                continue
            n = int(getattr(step, "number", 0))
            s_en = str(getattr(step, "title_en", "") or "")
            s_es = str(getattr(step, "title_es", "") or s_en)
            kind = str(getattr(step, "kind", ""))
            action = ""
            if kind == "quiz" and getattr(step, "quiz", None) == "legal":
                action = str(getattr(step, "action", "") or "")
            elif kind == "demo":
                acts = getattr(step, "actions", ()) or ()
                action = str(acts[0]) if acts else ""
            out.append(
                Preset(
                    id=f"lesson:{lid}:{n}",
                    kind="lesson",
                    title_en=f"{l_en} — step {n}" + (f": {s_en}" if s_en else ""),
                    title_es=f"{l_es} — paso {n}" + (f": {s_es}" if s_es else ""),
                    position=pos,
                    action=action,
                )
            )
    return tuple(out)


@lru_cache(maxsize=1)
def profile_presets() -> tuple[Preset, ...]:
    """The other tables' rules that an action shows (the rules reference's examples of
    profiles.md), e.g. "Two players · Two canastas to go out": a ruling at that table in one
    click."""
    from canasta_app.reference.examples import EXAMPLES
    from canasta_core import catalogue

    out = []
    for slug, ex in EXAMPLES.items():
        if slug not in catalogue.PROFILE_RULES:
            continue
        profile = ex.position.get("profile", DEFAULT)
        out.append(Preset(
            id=f"profile:{slug}", kind="profile",
            title_en=f"{profile_name(profile, 'en')}: {catalogue.title(slug, 'en')}",
            title_es=f"{profile_name(profile, 'es')}: {catalogue.title(slug, 'es')}",
            position=ex.position, action=ex.action, legal=ex.legal,
            rules=(ex.rule,) if ex.rule else ()))
    return tuple(out)


def all_presets() -> tuple[Preset, ...]:
    return example_presets() + profile_presets() + lesson_presets()


def preset_by_id(pid: str) -> Preset | None:
    for p in all_presets():
        if p.id == pid:
            return p
    return None


# --------------------------------------------------------------------------- profiles

DEFAULT_PROFILE: Final = DEFAULT
#: the tables a situation can be set at, in the order the set-up offers them
PROFILE_CHOICES: Final[tuple[str, ...]] = ("classic", "two-hand", "three-hand", "six-hand")


def rules_of(profile: str | None) -> Profile:
    """The profile of that name; the classic game for None or an unknown name (a widget's
    value: the engine itself refuses an unknown name in a position, at its field)."""
    return PROFILES.get(profile or DEFAULT, CLASSIC)


def profile_label(profile: str, lang: str) -> str:
    """"Two players" / "Dos jugadores" (the catalogue's name for a player)."""
    return profile_name(profile, lang)


def side_label(profile: str, side: str, lang: str) -> str:
    """A side as the table names it: North–South; a player alone, by his seat (North); six
    players, by the side's three seats ("North – South-East – South-West")."""
    return _table_side_label(rules_of(profile), side, lang)


def deal_position(seed: int, dealer: str = "N", scores: tuple[int, ...] | None = None,
                  profile: str = DEFAULT) -> Position:
    """A random deal, reproducible by seed (a seed out of range is clamped, not refused)."""
    seed = max(0, min(int(seed), MAX_SEED))
    rules = rules_of(profile)
    if dealer not in rules.seats:
        dealer = rules.seats[-1]
    return cc.deal(seed=seed, dealer=dealer,
                   scores=scores if scores is not None else (0,) * len(rules.side_names),
                   profile=rules.name)


EMPTY_STOCK: Final = 40  # a mid-deal stock; the player changes it when it matters


def empty_position(turn: str = "N", profile: str = DEFAULT,
                   hand: Sequence[str] = (), pile: Sequence[str] = ()) -> Position:
    """An empty table of the profile: `turn` to act before drawing, no melds, the other hands
    at the profile's hand size and the acting hand empty (the player types or picks it), or
    `hand` and `pile` when the player had told them already (a new profile keeps them)."""
    rules = rules_of(profile)
    if turn not in rules.seats:
        turn = rules.seats[0]
    hands: dict[str, Any] = {s: rules.hand_size for s in rules.seats}
    hands[turn] = list(hand)
    d: dict[str, Any] = {
        "format": "canasta/1",
        "dealer": _previous(turn, rules),
        "turn": turn,
        "phase": "draw",
        "hands": hands,
        "pile": list(pile),
        "stock": EMPTY_STOCK,
    }
    if rules is not CLASSIC:
        d["profile"] = rules.name
    return cc.load(d)


def _previous(seat: str, rules: Profile = CLASSIC) -> str:
    seats = rules.seats
    return seats[(seats.index(seat) - 1) % len(seats)]


def default_position() -> Position:
    """What the sandbox shows when nothing else was asked for: the frozen-pile example (a
    question players really argue about: may I take a frozen pile with a queen and a deuce?)."""
    return preset_by_id(DEFAULT_PRESET).load()  # type: ignore[union-attr]


# --------------------------------------------------------------------------- history


@dataclass(frozen=True)
class History:
    """A starting position, the actions played from it, and undone actions that can be redone.

    `positions[i]` is the position after `actions[i]`; `current` is the last one (or `start`).
    Every method returns a new History: the old one stays valid (positions are values).
    """

    start: Position
    actions: tuple[str, ...] = ()
    positions: tuple[Position, ...] = ()
    redo_stack: tuple[tuple[str, Position], ...] = field(default=())  # last undone is last

    @property
    def current(self) -> Position:
        return self.positions[-1] if self.positions else self.start

    @property
    def can_undo(self) -> bool:
        return bool(self.actions)

    @property
    def can_redo(self) -> bool:
        return bool(self.redo_stack)

    def play(self, action: str) -> tuple[History, cc.Ruling]:
        """Apply a legal action. Raises cc.IllegalAction (with the ruling) or cc.NotationError."""
        ruling = cc.check(self.current, action)
        if not ruling.legal:
            raise cc.IllegalAction(ruling)
        new_pos = cc.play(self.current, action)
        text = ruling.action or cc.format_action(cc.parse(action))
        redo = self.redo_stack
        if redo and redo[-1][0] == text and redo[-1][1] == new_pos:
            redo = redo[:-1]  # playing what was undone keeps the rest of the redo line
        else:
            redo = ()
        return (
            History(self.start, self.actions + (text,), self.positions + (new_pos,), redo),
            ruling,
        )

    def undo(self) -> History:
        if not self.actions:
            return self
        undone = (self.actions[-1], self.positions[-1])
        return History(
            self.start, self.actions[:-1], self.positions[:-1], self.redo_stack + (undone,)
        )

    def redo(self) -> History:
        if not self.redo_stack:
            return self
        text, pos = self.redo_stack[-1]
        return History(
            self.start, self.actions + (text,), self.positions + (pos,), self.redo_stack[:-1]
        )

    def go_to(self, n: int) -> History:
        """Undo back to just after the n-th action (0 = the start)."""
        h = self
        while len(h.actions) > max(0, n):
            h = h.undo()
        return h

    @classmethod
    def replay(cls, start: Position, actions: Iterable[str]) -> History:
        h = cls(start)
        for a in actions:
            h, _ = h.play(a)
        return h

    def for_link(self) -> tuple[Position, tuple[str, ...]]:
        """The starting position and actions to put in a link, keeping the last MAX_HISTORY."""
        if len(self.actions) <= MAX_HISTORY:
            return self.start, self.actions
        cut = len(self.actions) - MAX_HISTORY
        return self.positions[cut - 1], self.actions[cut:]


# --------------------------------------------------------------------------- legal actions


def grouped_legal_actions(pos: Position) -> dict[str, list[str]]:
    """The legal actions of the seat to act by kind, in the grammar's order of kinds.

    Raises cc.NotationError when the seat to act's hand is only a count.
    """
    out: dict[str, list[str]] = {}
    for a in cc.legal_actions(pos):
        kind = a.split(" ", 1)[0]
        out.setdefault(kind, []).append(a)
    return {k: out[k] for k in KINDS if k in out}


# --------------------------------------------------------------------------- derived facts


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
        lines.append(t("sandbox.fact.profile", lang, table=profile_label(rules.name, lang),
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
            side=side_label(rules.name, side_of_turn, lang),
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
        name = side_label(rules.name, sf.side, lang)
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
        if f.blocked is not None:
            key = (
                "sandbox.fact.blocked_wild" if is_wild(f.blocked) else "sandbox.fact.blocked_three"
            )
            lines.append(t(key, lang, card=f.blocked))
        for sf in f.sides:
            name = side_label(rules.name, sf.side, lang)
            if sf.frozen == "wild" or sf.frozen == "red-three":
                card = f.frozen_card or "?"
                lines.append(
                    t(
                        f"sandbox.fact.frozen_{sf.frozen.replace('-', '_')}",
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


# --------------------------------------------------------------------------- the editor

#: the editor widgets that do not depend on the table's seats and sides
_COMMON_FIELDS: Final = (
    "pile",
    "stock",
    "melded",
    "this_turn.took_pile",
    "this_turn.melded",
    "this_turn.asked",
    "this_turn.concealed_ok",
    "this_turn.new_melds",
    "went_out.seat",
    "went_out.concealed",
    "advanced",
)


def edit_fields(profile: str | None = DEFAULT) -> tuple[str, ...]:
    """Every editor widget of a table of that profile, by the key the page gives it after
    "sandbox_ed_": the profile, whose turn, the scores, hands, melds and red threes of its
    seats and sides, then the rest."""
    rules = rules_of(profile)
    return (
        "profile", "dealer", "turn", "phase",
        *(f"scores.{x}" for x in rules.side_names),
        *(f"hands.{x}" for x in rules.seats),
        *(f"melds.{x}" for x in rules.side_names),
        *(f"red_threes.{x}" for x in rules.side_names),
        *_COMMON_FIELDS,
    )


#: the classic table's editor widgets
EDIT_FIELDS: Final = edit_fields(DEFAULT)


def field_label(key: str, profile: str | None, lang: str) -> str:
    """An editor field's label in `lang`: "North's hand", "North–South melds", a six-player
    table's "Side A melds"."""
    rules = rules_of(profile)
    zone, _, who = key.partition(".")
    if zone == "hands" and who:
        return t("sandbox.field.hands_of", lang, seat=seat_name(who, lang))
    if zone in ("scores", "melds", "red_threes") and who:
        if rules is CLASSIC and who in rules.side_names:
            return t(f"sandbox.field.{key}", lang)
        label = t(f"sandbox.field.{zone}_of", lang, side=side_label(rules.name, who, lang))
        return label[:1].upper() + label[1:]
    return t(f"sandbox.field.{key}", lang)
#: fields the engine derives unless the "Advanced" overrides are on
DERIVED_FIELDS: Final = ("melded", "this_turn.concealed_ok", "this_turn.new_melds")
_TOKEN_SPLIT: Final = re.compile(r"[\s,]+")
MAX_FIELD_TEXT: Final = 2_000


# Cards in the set-up fields are written as the page's language types them (issue 37): the
# notation on an English page (7H 10C JK), Spanish letters on a Spanish one (7c 10t comodín:
# c is corazones, t tréboles, canasta_core.typed), where the symbols are read too. A field's
# text is read in the language it was written in; the session rewrites the fields when the
# page's language changes, so "7C" is never silently read the other way.


def field_card(code: str, lang: str = "en") -> str:
    """A card as the set-up fields write it ('7H' -> '7c' in Spanish)."""
    return typed_moves.write_card(code, lang)


def read_field_card(token: str, lang: str = "en", where: str = "") -> str:
    """The canonical code of a card typed in a set-up field. English: as typed (the engine
    names a card it cannot read, with the field). Spanish: its Spanish reading (7c = 7♥,
    10t = 10♣, comodín, the symbols); one it cannot read raises the Spanish typing's message
    with the field (`where`)."""
    if lang_of(lang) != "es":
        return token
    try:
        return typed_moves.parse_card_es(token)
    except cc.NotationError as e:
        code = e.code[len("typed."):] if e.code.startswith("typed.") else e.code
        if code == "card.english-suit":  # no verb here: the field's own wording
            code = "card.english-suit-field"
        raise cc.NotationError.of("typed." + code, where, **e.params) from None


def cards_text(cards: Sequence[str], lang: str = "en") -> str:
    return " ".join(field_card(c, lang) for c in cards)


def melds_text(melds: dict[str, Sequence[str]], lang: str = "en") -> str:
    """{'Q': ['QH', 'QS', 'JK']} → 'Q: QH QS JK' ('Q: Qc Qp comodín' in Spanish; melds
    separated by ';')."""
    return "; ".join(f"{_rank_label(r)}: {cards_text(cards, lang)}" for r, cards in melds.items())


def field_symbols(text: str, lang: str = "en") -> str:
    """A card field's cards with their suit symbols ('7c 10t comodín' -> '7♥ 10♣ comodín'),
    shown under the field so a letter's suit is never guessed (in Spanish c is ♥); "" when the
    field holds no cards, a count or text that is not cards (its own error says why)."""
    out = []
    for part in str(text or "").split(";"):
        head, colon, rest = part.partition(":")
        body = rest if colon else part
        try:
            cards = [parse_card(read_field_card(tok, lang)) for tok in _tokens(body)]
            rank = _rank_label(parse_rank(head)) if colon else ""
        except cc.NotationError:
            return ""
        if cards:
            shown = " ".join(card_label(c, lang) for c in cards)
            out.append(f"{rank}: {shown}" if colon else shown)
    return " · ".join(out)


def fields_from_position(pos: Position, lang: str = "en") -> dict[str, Any]:
    """The editor's widget values for a position (card zones as text in the page's language,
    flags as values)."""
    d = cc.to_dict(pos)
    rules = pos.rules
    out: dict[str, Any] = {
        "profile": rules.name,
        "dealer": d["dealer"],
        "turn": d["turn"],
        "phase": d["phase"],
        **{f"scores.{x}": d["scores"][x] for x in rules.side_names},
        "pile": cards_text(d["pile"], lang),
        "stock": str(d["stock"]) if isinstance(d["stock"], int) else cards_text(d["stock"], lang),
        "melded": list(d["melded"]),
        "this_turn.took_pile": d["this_turn"]["took_pile"],
        "this_turn.melded": d["this_turn"]["melded"],
        "this_turn.asked": d["this_turn"]["asked"] or "",
        "this_turn.concealed_ok": d["this_turn"]["concealed_ok"],
        "this_turn.new_melds": " ".join(_rank_label(r) for r in d["this_turn"]["new_melds"]),
        "went_out.seat": (d["went_out"] or {}).get("seat", ""),
        "went_out.concealed": bool((d["went_out"] or {}).get("concealed", False)),
        "advanced": _needs_overrides(pos),
    }
    for s in rules.seats:
        h = d["hands"][s]
        out[f"hands.{s}"] = str(h) if isinstance(h, int) else cards_text(h, lang)
    for side in rules.side_names:
        out[f"melds.{side}"] = melds_text(d["melds"][side], lang)
        out[f"red_threes.{side}"] = cards_text(d["red_threes"][side], lang)
    return out


def _needs_overrides(pos: Position) -> bool:
    """True when the position's derived facts differ from what the engine would derive (a
    lesson's mid-turn position, say): then the editor opens with the overrides on."""
    d = cc.to_dict(pos)
    d.pop("melded", None)
    tt = dict(d["this_turn"])
    tt.pop("concealed_ok", None)
    tt.pop("new_melds", None)
    d["this_turn"] = tt
    try:
        derived = cc.load(d)
    except cc.NotationError:
        return True
    return derived.melded != pos.melded or derived.this_turn != pos.this_turn


# --------------------------------------------------------------------------- the deck palette

def palette_zones(profile: str | None = DEFAULT) -> tuple[str, ...]:
    """Where a card clicked in the palette goes (an editor field): the hand to act, the pile,
    a side's melds."""
    return ("hand", "pile", *(f"melds.{x}" for x in rules_of(profile).side_names))


#: the classic table's palette zones
PALETTE_ZONES: Final = palette_zones(DEFAULT)


def palette_cards() -> tuple[str, ...]:
    """The 53 faces of the two decks a player may place by clicking (red threes are laid out,
    never held or melded, so they are typed under Advanced), suit by suit, joker last."""
    return tuple(
        c for c in dict.fromkeys(full_deck()) if not is_red_three(c)
    )


def unplaced(pos: Position | None) -> dict[str, int]:
    """How many copies of each card are not yet anywhere on the table (2 of a card, 4 jokers),
    counting the cards listed in every zone of the position."""
    left = dict(Counter(full_deck()))
    for c in all_cards(pos) if pos is not None else ():
        left[c] = left.get(c, 0) - 1
    return left


def add_to_field(zone: str, text: str, card: str, lang: str = "en") -> str:
    """The editor field's text with `card` added by the palette: at the end of a hand or of the
    pile (the top); into the meld of its rank ("K: KC KD" + KH), a wild card into the last
    meld written (a new meld "R: 2C" needs its rank typed)."""
    if zone in ("hand", "pile"):
        body = "" if re.fullmatch(r"\s*\d+\s*", text or "") else (text or "").strip()
        return f"{body} {field_card(card, lang)}".strip()
    try:
        melds = parse_melds_text(text, zone, lang)
    except cc.NotationError:  # the editor explains the field
        return f"{(text or '').rstrip()} {field_card(card, lang)}".strip()
    if is_wild(card):
        if not melds:
            return f"{(text or '').rstrip()} {field_card(card, lang)}".strip()
        rank = list(melds)[-1]
    else:
        rank = "3" if is_black_three(card) else card[0]
    melds.setdefault(rank, []).append(card)
    return melds_text(melds, lang)


def _tokens(text: str) -> list[str]:
    return [tok for tok in _TOKEN_SPLIT.split(text.strip()) if tok]


def _long(text: Any, where: str) -> str:
    s = "" if text is None else str(text)
    if len(s) > MAX_FIELD_TEXT:
        raise cc.NotationError.of("editor.too-long", where, length=len(s), limit=MAX_FIELD_TEXT)
    return s


def _cards(text: str, where: str, lang: str) -> list[str]:
    """A field's cards (read in `lang`), each named by its place when it cannot be read."""
    return [read_field_card(tok, lang, f"{where}[{i}]") for i, tok in enumerate(_tokens(text))]


def _cards_or_count(text: Any, where: str, lang: str = "en") -> list[str] | int:
    s = _long(text, where).strip()
    if re.fullmatch(r"\d{1,4}", s):
        return int(s)
    return _cards(s, where, lang)


def parse_melds_text(text: Any, where: str, lang: str = "en") -> dict[str, list[str]]:
    """'Q: QH QS JK; 5: 5C 5D 5S' (the 'R:' may be left out when a natural card names the rank);
    in Spanish 'Q: Qc Qp comodín'. The cards come back as canonical codes."""
    s = _long(text, where)
    out: dict[str, list[str]] = {}
    for i, part in enumerate(p for p in s.split(";") if p.strip()):
        head, colon, rest = part.partition(":")
        if colon:
            rank = parse_rank(head, f"{where} (meld {i + 1})")
            toks = _cards(rest, f"{where}.{rank}", lang)
        else:
            rank = ""
            for tok in _tokens(part):
                try:
                    c = parse_card(read_field_card(tok, lang))
                except cc.NotationError:
                    continue
                if is_black_three(c):
                    rank = "3"
                    break
                if is_natural(c):
                    rank = c[0]
                    break
            if not rank:
                raise cc.NotationError.of("editor.meld-no-natural", where, meld=i + 1,
                                          text=repr(part.strip()[:40]))
            toks = _cards(part, f"{where}.{rank}", lang)
        if not toks:
            raise cc.NotationError.of("editor.meld-empty", where, meld=i + 1)
        if rank in out:
            raise cc.NotationError.of("editor.two-melds", where, rank=_rank_label(rank))
        out[rank] = toks
    return out


def position_dict_from_fields(v: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    """Position JSON from editor values; raises cc.NotationError for text the editor cannot read.

    English card codes are passed on as typed, so the engine's own validation names the field
    and the card (e.g. "hands.N[3]: 'ZZ' is not a card"); Spanish ones (`lang`) are read here,
    an unreadable one named the same way.
    """
    new_melds_text = _long(v.get("this_turn.new_melds", ""), "this_turn.new_melds")
    advanced = bool(v.get("advanced", True))
    profile = v.get("profile") or DEFAULT
    rules = rules_of(profile)  # an unknown name: classic fields, and the engine names it below
    sides, seats = rules.side_names, rules.seats
    d: dict[str, Any] = {
        "format": "canasta/1",
        "dealer": v.get("dealer", seats[-1]),
        "turn": v.get("turn", seats[0]),
        "phase": v.get("phase", "draw"),
        "scores": {x: _int(v.get(f"scores.{x}", 0), f"scores.{x}") for x in sides},
        "hands": {s: _cards_or_count(v.get(f"hands.{s}", ""), f"hands.{s}", lang)
                  for s in seats},
        "melds": {
            side: parse_melds_text(v.get(f"melds.{side}", ""), f"melds.{side}", lang)
            for side in sides
        },
        "red_threes": {
            side: _cards(_long(v.get(f"red_threes.{side}", ""), f"red_threes.{side}"),
                         f"red_threes.{side}", lang)
            for side in sides
        },
        "pile": _cards(_long(v.get("pile", ""), "pile"), "pile", lang),
        "stock": _cards_or_count(v.get("stock", ""), "stock", lang),
        "melded": list(v.get("melded") or []),
        "this_turn": {
            "took_pile": bool(v.get("this_turn.took_pile", False)),
            "melded": bool(v.get("this_turn.melded", False)),
            "asked": v.get("this_turn.asked") or None,
            "concealed_ok": bool(v.get("this_turn.concealed_ok", True)),
            "new_melds": _tokens(new_melds_text),
        },
    }
    if not advanced:  # derived by the engine: who has melded, concealed still possible
        del d["melded"]
        del d["this_turn"]["concealed_ok"]
        if not d["this_turn"]["new_melds"]:  # text typed there is an override: checked
            del d["this_turn"]["new_melds"]
    seat = v.get("went_out.seat") or ""
    if seat:
        d["went_out"] = {"seat": seat, "concealed": bool(v.get("went_out.concealed", False))}
    if profile != DEFAULT:
        d["profile"] = profile
    return d


def translate_fields(v: dict[str, Any], old: str, new: str) -> dict[str, Any]:
    """The card fields rewritten from language `old` to `new` (a switch of the page's
    language): each field that reads in `old` is written in `new`; one that does not is kept
    as typed (its error says why). Other values are returned as they are."""
    if lang_of(old) == lang_of(new):
        return dict(v)
    out = dict(v)
    for key, text in v.items():
        if not isinstance(text, str) or not text.strip():
            continue
        try:
            if key.startswith("melds."):
                melds = parse_melds_text(text, key, old)
                out[key] = melds_text({r: [parse_card(c) for c in cs] for r, cs in melds.items()},
                                      new)
            elif key.startswith(("hands.", "red_threes.")) or key in ("pile", "stock"):
                cards = _cards_or_count(text, key, old)
                if not isinstance(cards, int):
                    out[key] = cards_text([parse_card(c) for c in cards], new)
        except cc.NotationError:
            continue
    return out


def _int(x: Any, where: str) -> int:
    if isinstance(x, bool):
        raise cc.NotationError.of("editor.not-whole", where)
    if isinstance(x, int):
        return x
    if isinstance(x, float) and x.is_integer():
        return int(x)
    try:
        return int(str(x).strip())
    except ValueError:
        raise cc.NotationError.of("editor.not-a-whole-number", where,
                                  value=repr(str(x)[:20])) from None


def editor_key_for(err_field: str) -> str:
    """The editor widget an engine error points at: 'hands.N[3]' → 'hands.N', 'melds.EW.Q[1]'
    → 'melds.EW', 'this_turn.asked' → 'this_turn.asked'; '' when it names no single widget."""
    f = re.sub(r"\[\d+\]", "", err_field or "")
    f = f.split(" ", 1)[0]
    all_sides = {x for p in PROFILES.values() for x in p.side_names}
    if f.startswith("melds."):
        parts = f.split(".")
        return f"melds.{parts[1]}" if len(parts) > 1 and parts[1] in all_sides else ""
    if f in _ALL_FIELDS:
        return f
    if f.startswith("melded"):
        return "melded"
    if f.startswith("this_turn.new_melds"):
        return "this_turn.new_melds"
    if f.startswith("went_out"):
        return "went_out.seat"
    return ""


_ALL_FIELDS: Final = frozenset(f for p in PROFILES for f in edit_fields(p))


def card_index(err_field: str) -> int | None:
    """The 0-based card index an engine error names ('hands.N[3]' → 3), if any."""
    m = re.search(r"\[(\d+)\]", err_field or "")
    return int(m.group(1)) if m else None


def validate_fields(v: dict[str, Any], lang: str = "en"
                    ) -> tuple[Position | None, cc.NotationError | None]:
    """The position the editor describes (its cards read in `lang`), or the first error (with
    its `field`)."""
    try:
        return cc.load(position_dict_from_fields(v, lang)), None
    except cc.NotationError as e:
        return None, e


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


def counting_lines(pos: Position, ruling: cc.Ruling, lang: str) -> list[str]:
    """For a legal ruling, the counting that decided it, as sentences: opening points against
    the minimum, the naturals shown for a frozen pile, the canasta present for going out, the
    200 for going out concealed. Empty for an illegal ruling or a move with nothing to count."""
    if not ruling.legal or not ruling.action:
        return []
    p = ruling.params
    code = ruling.code
    side = pos.side
    # a player alone ([two.alone]) is told "you", never "your side" (the ruling says so too)
    alone = "_alone" if pos.rules.alone(pos.turn) else ""
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
                why=t(f"sandbox.count.why.{p.get('why_code', 'wild')}"
                      + (alone if p.get("why_code") == "not-opened" else ""), lang),
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
            out.append(t("sandbox.count.canasta" + alone, lang, list=kinds,
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
