"""The sandbox's editor: the fields of a position (per profile), their cards typed in the page's
language, the deck palette, and a position built back from the fields with every problem
named at its field."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from typing import Any, Final

import canasta_core as cc
from canasta_app.sandbox.positions import rules_of, side_label
from canasta_app.text.i18n import seat_name, t
from canasta_app.text.narration import card_name
from canasta_app.ui.facts import _rank_label, card_label
from canasta_core import typed as typed_moves
from canasta_core.cards import (
    full_deck,
    is_black_three,
    is_natural,
    is_red_three,
    is_wild,
    parse_card,
    parse_rank,
)
from canasta_core.input_messages import render_input
from canasta_core.messages import lang_of
from canasta_core.positions import (
    Position,
    all_cards,
)
from canasta_core.profiles import CLASSIC, DEFAULT, PROFILES

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


#: An editor field's label, by the field's key (the classic table's sides and seats).
FIELD_LABEL: Final = {
    "dealer": "sandbox.field.dealer",
    "turn": "sandbox.field.turn",
    "phase": "sandbox.field.phase",
    "scores.NS": "sandbox.field.scores.NS",
    "scores.EW": "sandbox.field.scores.EW",
    "hands.N": "sandbox.field.hands.N",
    "hands.E": "sandbox.field.hands.E",
    "hands.S": "sandbox.field.hands.S",
    "hands.W": "sandbox.field.hands.W",
    "melds.NS": "sandbox.field.melds.NS",
    "melds.EW": "sandbox.field.melds.EW",
    "red_threes.NS": "sandbox.field.red_threes.NS",
    "red_threes.EW": "sandbox.field.red_threes.EW",
    "pile": "sandbox.field.pile",
    "stock": "sandbox.field.stock",
    "melded": "sandbox.field.melded",
    "this_turn.took_pile": "sandbox.field.this_turn.took_pile",
    "this_turn.melded": "sandbox.field.this_turn.melded",
    "this_turn.asked": "sandbox.field.this_turn.asked",
    "this_turn.concealed_ok": "sandbox.field.this_turn.concealed_ok",
    "this_turn.new_melds": "sandbox.field.this_turn.new_melds",
    "went_out.seat": "sandbox.field.went_out.seat",
    "went_out.concealed": "sandbox.field.went_out.concealed",
    "profile": "sandbox.field.profile",
    "advanced": "sandbox.field.advanced",
}
#: A side's field at a table whose sides are named otherwise ("Side A melds").
ZONE_OF_SIDE: Final = {
    "scores": "sandbox.field.scores_of", "melds": "sandbox.field.melds_of",
    "red_threes": "sandbox.field.red_threes_of",
}


def field_label(key: str, profile: str | None, lang: str) -> str:
    """An editor field's label in `lang`: "North's hand", "North–South melds", a six-player
    table's "Side A melds"."""
    rules = rules_of(profile)
    zone, _, who = key.partition(".")
    if zone == "hands" and who:
        return t("sandbox.field.hands_of", lang, seat=seat_name(who, lang))
    if zone in ("scores", "melds", "red_threes") and who:
        if rules is CLASSIC and who in rules.side_names:
            return t(FIELD_LABEL[key], lang)
        label = t(ZONE_OF_SIDE[zone], lang, side=side_label(rules.name, who, lang))
        return label[:1].upper() + label[1:]
    return t(FIELD_LABEL[key], lang)


#: fields the engine derives unless the "Advanced" overrides are on
DERIVED_FIELDS: Final = ("melded", "this_turn.concealed_ok", "this_turn.new_melds")


_TOKEN_SPLIT: Final = re.compile(r"[\s,]+")


MAX_FIELD_TEXT: Final = 2_000


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


# Engine set-up errors said in the sandbox's words: the engine's sentences name the JSON's
# fields ("put it in red_threes", "seen in hands.N"), right for the CLI, not for a page of fields.
_OWN_WORDS = {"hands.red-three": "sandbox.editor.red_three_in_hand",
              "cards.too-many-copies": "sandbox.editor.too_many_copies"}


def _page_params(err: cc.NotationError, lang: str, profile: str | None) -> dict[str, object]:
    """The error's parameters as the page shows them: a card in words with its suit symbol
    (3♥, comodín), never its code (3H); a field path by its label ("North's hand")."""
    params = dict(err.params)
    card = params.get("card")
    if isinstance(card, str):
        try:
            params["card"] = card_name(parse_card(card), lang)
        except cc.NotationError:
            pass  # not a card: the text as the engine has it
    first = params.get("first")
    if isinstance(first, str) and editor_key_for(first):
        params["first"] = field_label(editor_key_for(first), profile, lang)
    return params


def error_detail(err: cc.NotationError, lang: str, profile: str | None = None) -> str:
    """An engine set-up error's sentence for the sandbox page, in `lang`."""
    if err.code in _OWN_WORDS:
        return t(_OWN_WORDS[err.code], lang, **_page_params(err, lang, profile))
    if err.code:
        return render_input(err.code, _page_params(err, lang, profile), lang)
    return err.message_in(lang)
