"""The rules reference's logic (no Streamlit): sections, deep links, search, tables, examples.

Every rule slug of rules.md is a section, grouped by the catalogue's SECTIONS, followed by the
engine's own ruling slugs (`turn.not-yours`, `card.not-held`, …) so that every link a ruling
shows lands on a section. The card-value and opening-minimum tables are built from the
engine's constants; each rule has an example position with an action the engine rules on.
"""

from __future__ import annotations

import copy
import re
import unicodedata
from typing import Any, Final, NamedTuple

import pandas as pd

import canasta_core as cc
from canasta_core import catalogue, scoring
from canasta_core.cards import RANK_VALUES
from canasta_core.positions import OPENING_TIERS

MAX_QUERY: Final = 80
MAX_RULE_PARAM: Final = 60

#: Slugs that rulings cite besides those of rules.md (notation.md), shown after the rules.
ENGINE_SLUGS: Final[tuple[str, ...]] = tuple(
    slug for slug in catalogue.RULES if slug not in catalogue.RULE_SLUGS
)
ALL_SLUGS: Final[tuple[str, ...]] = catalogue.RULE_SLUGS + ENGINE_SLUGS


def _is_es(lang: str) -> bool:
    return lang.lower().startswith("es")


class Section(NamedTuple):
    key: str
    title: str
    slugs: tuple[str, ...]


def sections(lang: str, slugs: tuple[str, ...] | list[str] = ALL_SLUGS) -> list[Section]:
    """The given slugs grouped by catalogue section, in the catalogue's section order."""
    wanted = set(slugs)
    out: list[Section] = []
    for key, (en, es) in catalogue.SECTIONS.items():
        members = tuple(s for s in ALL_SLUGS if s in wanted and catalogue.RULES[s].section == key)
        if members:
            out.append(Section(key, es if _is_es(lang) else en, members))
    return out


def split_columns(groups: list[Section], n: int) -> list[list[Section]]:
    """Split sections, in order, into n columns of about the same number of lines."""
    weights = [len(g.slugs) + 2 for g in groups]  # a title line and a gap
    total = sum(weights)
    cols: list[list[Section]] = [[] for _ in range(n)]
    done, col = 0, 0
    for group, weight in zip(groups, weights, strict=True):
        if col < n - 1 and cols[col] and done + weight / 2 > total * (col + 1) / n:
            col += 1
        cols[col].append(group)
        done += weight
    return cols


def section_title(slug: str, lang: str) -> str:
    en, es = catalogue.SECTIONS[catalogue.RULES[slug].section]
    return es if _is_es(lang) else en


def note(slug: str, lang: str) -> str:
    """The referee's note (a decision where the sources are silent), or ""."""
    rule = catalogue.RULES[slug]
    return rule.note_es if _is_es(lang) else rule.note_en


def variants(slug: str, lang: str) -> list[tuple[str, str]]:
    """(text in `lang`, source seed) for each way other tables play this rule (not this game)."""
    return [
        (v.text_es if _is_es(lang) else v.text_en, v.source) for v in catalogue.variants_for(slug)
    ]


# --- deep links ----------------------------------------------------------------------------

_SLUG_CHARS: Final = re.compile(r"[^a-z0-9.\-]")


def resolve_rule(raw: object) -> tuple[str | None, str | None]:
    """`?rule=` value → (slug, None) when known, (None, cleaned text) when unknown, (None, None)
    when absent or empty. Tolerates case, spaces, a leading '#' and '[slug]' brackets."""
    if raw is None:
        return None, None
    text = str(raw)[:MAX_RULE_PARAM].strip().strip("#[]").strip().lower()
    if not text:
        return None, None
    cleaned = _SLUG_CHARS.sub("", text.replace(" ", "-"))
    if cleaned in catalogue.RULES:
        return cleaned, None
    return None, str(raw)[:MAX_RULE_PARAM].strip()


def ordered_slugs(first: str | None, slugs: tuple[str, ...] | list[str] = ALL_SLUGS) -> list[str]:
    """The slugs with `first` moved to the front (when it is among them)."""
    rest = [s for s in slugs if s != first]
    return ([first] if first is not None and first in slugs else []) + rest


# --- search --------------------------------------------------------------------------------


def fold(text: str) -> str:
    """Lower case without accents ("Congelación" → "congelacion") for forgiving search."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def _haystack(slug: str) -> str:
    rule = catalogue.RULES[slug]
    parts = [
        slug,
        rule.title_en,
        rule.title_es,
        rule.text_en,
        rule.text_es,
        rule.note_en,
        rule.note_es,
        *catalogue.SECTIONS[rule.section],
    ]
    for v in catalogue.variants_for(slug):
        parts += [v.text_en, v.text_es]
    return fold(" \n ".join(parts))


_HAYSTACKS: Final[dict[str, str]] = {slug: _haystack(slug) for slug in ALL_SLUGS}


def search(query: str, slugs: tuple[str, ...] | list[str] = ALL_SLUGS) -> list[str]:
    """Slugs whose slug, title, text, note or variants (either language) contain every word
    of the query (accents and case ignored). An empty query matches everything."""
    words = fold(str(query)[:MAX_QUERY]).split()
    if not words:
        return list(slugs)
    return [s for s in slugs if all(w in _HAYSTACKS[s] for w in words)]


# --- tables from the engine's constants ----------------------------------------------------

_CARD_NAMES: Final[dict[str, tuple[str, str]]] = {
    "JK": ("joker", "joker"),
    "A": ("ace", "as"),
    "2": ("two", "dos"),
    "K": ("K", "K"),
    "Q": ("Q", "Q"),
    "J": ("J", "J"),
    "T": ("10", "10"),
    "9": ("9", "9"),
    "8": ("8", "8"),
    "7": ("7", "7"),
    "6": ("6", "6"),
    "5": ("5", "5"),
    "4": ("4", "4"),
    "3 (black)": ("black three", "tres negro"),
    "3 (red)": ("red three", "tres rojo"),
}

_HEAD: Final = {
    "cards": ("Cards", "Cartas"),
    "value": ("Value", "Valor"),
    "kind": ("Kind", "Tipo"),
    "score": ("Side's score before the deal", "Puntaje de la pareja antes de la mano"),
    "minimum": ("Opening minimum", "Mínimo para abrir"),
    "item": ("Bonus", "Premio"),
    "points": ("Points", "Puntos"),
}


def _h(key: str, lang: str) -> str:
    en, es = _HEAD[key]
    return es if _is_es(lang) else en


def _kind(rank: str, lang: str) -> str:
    es = _is_es(lang)
    if rank in ("JK", "2"):
        return "comodín" if es else "wild card"
    if rank == "3 (red)":
        return "bonificación, nunca se baja" if es else "bonus, never melded"
    if rank == "3 (black)":
        return "traba el pozo" if es else "blocks the pile"
    return "natural"


def card_values_table(lang: str) -> pd.DataFrame:
    """[values] One row per card value, from `cards.RANK_VALUES` (the engine's own numbers).

    Ranks sharing a value and a kind are listed together; the red three's row says its bonus
    (scoring.RED_THREE) since it has no card value.
    """
    es = _is_es(lang)
    groups: list[tuple[int, str, list[str]]] = []
    for rank, val in RANK_VALUES.items():
        kind = _kind(rank, lang)
        name = _CARD_NAMES[rank][1 if es else 0]
        if groups and groups[-1][0] == val and groups[-1][1] == kind:
            groups[-1][2].append(name)
        else:
            groups.append((val, kind, [name]))
    rows = []
    for val, kind, names in groups:
        shown: str | int = val
        if names == [_CARD_NAMES["3 (red)"][1 if es else 0]]:
            shown = f"— ({scoring.RED_THREE} de premio)" if es else f"— ({scoring.RED_THREE} bonus)"
        rows.append(
            {
                _h("cards", lang): ", ".join(names),
                _h("value", lang): str(shown),
                _h("kind", lang): kind,
            }
        )
    return pd.DataFrame(rows)


def opening_table(lang: str) -> pd.DataFrame:
    """[open.minimum] The opening minimum by score band, from `positions.OPENING_TIERS`."""
    es = _is_es(lang)
    return pd.DataFrame(
        [
            {_h("score", lang): (band_es if es else band_en), _h("minimum", lang): minimum}
            for band_en, band_es, minimum in OPENING_TIERS
        ]
    )


def bonus_table(lang: str) -> pd.DataFrame:
    """[score.deal] The deal's bonuses, from the scoring module's constants."""
    es = _is_es(lang)
    items = [
        ("Canasta limpia" if es else "Natural canasta", scoring.NATURAL_CANASTA),
        ("Canasta sucia" if es else "Mixed canasta", scoring.MIXED_CANASTA),
        ("Cada tres rojo" if es else "Each red three", scoring.RED_THREE),
        ("Los cuatro treses rojos" if es else "All four red threes", scoring.ALL_RED_THREES),
        ("Cortar" if es else "Going out", scoring.GOING_OUT),
        ("Cortar de mano" if es else "Going out concealed", scoring.GOING_OUT_CONCEALED),
    ]
    return pd.DataFrame([{_h("item", lang): k, _h("points", lang): v} for k, v in items])


# --- an example position for every slug -----------------------------------------------------

_BASE: Final[dict[str, Any]] = {
    "format": "canasta/1",
    "dealer": "W",
    "turn": "N",
    "phase": "draw",
    "scores": {"NS": 0, "EW": 0},
    "hands": {"N": ["7H", "7S", "KD", "KS", "2C", "9H", "5D"], "E": 9, "S": 8, "W": 10},
    "melds": {"NS": {"A": ["AH", "AS", "AD"]}, "EW": {"Q": ["QH", "QS", "QD", "JK"]}},
    "red_threes": {"NS": [], "EW": ["3H"]},
    "pile": ["9C", "4S", "8D", "7D"],
    "stock": 60,
}


def _pos(**changes: Any) -> dict[str, Any]:
    d = copy.deepcopy(_BASE)
    for key, value in changes.items():
        d[key] = value
    return d


_NOT_OPENED: Final = {"NS": {}, "EW": {"Q": ["QH", "QS", "QD", "JK"]}}
_KINGS: Final = ["KC", "KC", "KD", "KD", "KH", "KH", "KS"]
_DEALT_SEED: Final = 4  # a deal whose two upcard was covered (the pile starts frozen)


def _dealt() -> dict[str, Any]:
    return cc.to_dict(cc.deal(seed=_DEALT_SEED, dealer="W", scores=(0, 0)))


class Example(NamedTuple):
    position: dict[str, Any]
    action: str
    legal: bool  # what the engine rules (checked by the tests)
    rule: str | None  # the ruling's slug (None for a plain legal move)


def _examples() -> dict[str, Example]:
    dealt = _dealt()
    frozen = _pos(pile=["9C", "2D", "4S", "7D"])
    play = _pos(phase="play")
    return {
        "deal.deck": Example(dealt, "draw", True, None),
        "deal.dealer": Example(dealt, "draw", True, None),
        "deal.hands": Example(dealt, "draw", True, None),
        "deal.upcard": Example(dealt, "draw", True, None),
        "deal.first": Example(dealt, "draw", True, None),
        "deal.red-three": Example(dealt, "draw", True, None),
        "values": Example(
            _pos(
                phase="play",
                melds=_NOT_OPENED,
                hands={
                    "N": ["KD", "KS", "KH", "AC", "AH", "2C", "9H", "5D"],
                    "E": 9,
                    "S": 8,
                    "W": 10,
                },
            ),
            "meld KD KS KH; AC AH 2C",
            True,
            None,
        ),
        "meld.rank": Example(play, "meld 7H 7S", False, "meld.rank"),
        "meld.naturals": Example(
            _pos(
                phase="play",
                hands={
                    "N": ["7H", "7S", "KD", "KS", "2C", "JK", "9H", "5D"],
                    "E": 9,
                    "S": 8,
                    "W": 10,
                },
            ),
            "meld 5D 2C JK",
            False,
            "meld.naturals",
        ),
        "meld.wilds": Example(
            _pos(
                phase="play",
                hands={"N": ["5C", "5D", "2C", "2D", "2H", "9H", "KD"], "E": 9, "S": 8, "W": 10},
            ),
            "meld 5C 5D 2C 2D 2H",
            True,
            None,
        ),
        "meld.no-wild-only": Example(
            _pos(
                phase="play",
                hands={"N": ["2C", "2D", "JK", "9H", "KD", "KS"], "E": 9, "S": 8, "W": 10},
            ),
            "meld 2C 2D JK",
            False,
            "meld.no-wild-only",
        ),
        "meld.shared": Example(
            _pos(
                phase="play",
                hands={"N": ["AC", "7H", "7S", "KD", "9H"], "E": 9, "S": 8, "W": 10},
            ),
            "meld AC",
            True,
            None,
        ),
        "meld.canasta": Example(
            _pos(
                phase="play",
                melds={"NS": {"K": ["KC", "KC", "KD", "KH", "KH", "KS"]}, "EW": {}},
                hands={"N": ["KD", "7H", "7S", "9H", "5D"], "E": 9, "S": 8, "W": 10},
            ),
            "meld KD",
            True,
            None,
        ),
        "open.minimum": Example(
            _pos(phase="play", melds=_NOT_OPENED), "meld KD KS 2C", False, "open.minimum"
        ),
        "open.pile-top": Example(
            _pos(
                melds=_NOT_OPENED,
                hands={"N": ["AD", "AS", "7H", "9H", "5D"], "E": 9, "S": 8, "W": 10},
                pile=["9C", "4S", "8D", "AH"],
            ),
            "take AD AS",
            True,
            None,
        ),
        "turn.sequence": Example(frozen, "discard 9H", False, "turn.not-yours"),
        "pile.blocked": Example(_pos(pile=["9C", "4S", "7D", "3C"]), "take", False, "pile.blocked"),
        "pile.use-top": Example(_pos(), "take KD KS", False, "pile.use-top"),
        "pile.frozen": Example(frozen, "take 7H 2C", False, "pile.frozen"),
        "pile.one-card": Example(
            _pos(
                melds={"NS": {"7": ["7C", "7C", "7H"]}, "EW": {}},
                hands={"N": ["9H"], "E": 9, "S": 8, "W": 10},
                pile=["7D"],
            ),
            "take",
            False,
            "pile.one-card",
        ),
        "pile.empty": Example(_pos(pile=[]), "take 7H 7S", False, "pile.empty"),
        "turn.discard": Example(play, "discard 2C", True, None),
        "threes.red-draw": Example(_pos(stock=["3D", "9D", "4C"]), "draw", True, None),
        "threes.red-score": Example(
            _pos(
                melds=_NOT_OPENED,
                red_threes={"NS": ["3D", "3H"], "EW": ["3H"]},
            ),
            "draw",
            True,
            None,
        ),
        "threes.black": Example(
            _pos(
                phase="play",
                hands={"N": ["3C", "3S", "2C", "9H", "KD", "KS"], "E": 9, "S": 8, "W": 10},
            ),
            "meld 3C 3S 2C",
            False,
            "threes.black",
        ),
        "out.canasta": Example(
            _pos(phase="play", hands={"N": ["7H", "7S", "7C", "9H"], "E": 9, "S": 8, "W": 10}),
            "meld 7H 7S 7C",
            False,
            "out.canasta",
        ),
        "out.permission": Example(
            _pos(
                phase="play",
                melds={"NS": {"K": _KINGS}, "EW": {}},
                hands={"N": ["7H", "7S", "7C", "9H"], "E": 9, "S": 8, "W": 10},
            ),
            "ask",
            True,
            None,
        ),
        "out.concealed": Example(
            _pos(
                phase="play",
                melds=_NOT_OPENED,
                hands={"N": [*_KINGS, "9H"], "E": ["4C", "6D"], "S": ["6C", "8C"], "W": ["8S"]},
            ),
            "meld " + " ".join(_KINGS),
            True,
            None,
        ),
        "stock.last-red-three": Example(_pos(stock=["3D"]), "draw", True, None),
        "stock.empty": Example(
            _pos(
                stock=0,
                melds={"NS": {"7": ["7C", "7C", "7H"]}, "EW": {}},
            ),
            "pass",
            False,
            "stock.empty",
        ),
        "score.deal": Example(
            _pos(
                phase="play",
                melds={
                    "NS": {"K": _KINGS, "A": ["AH", "AS", "AD"]},
                    "EW": {"Q": ["QH", "QS", "QD"]},
                },
                hands={"N": ["9H"], "E": ["4C", "6D"], "S": ["7C"], "W": ["8S"]},
                red_threes={"NS": ["3D", "3H"], "EW": []},
            ),
            "discard 9H",
            True,
            None,
        ),
        "score.example": Example(
            _pos(
                phase="play",
                melds={
                    "NS": {"K": _KINGS, "A": ["AH", "AS", "AD"]},
                    "EW": {"Q": ["QH", "QS", "QD"]},
                },
                hands={"N": ["9H"], "E": ["4C", "6D"], "S": ["7C"], "W": ["8S"]},
                red_threes={"NS": ["3D", "3H"], "EW": []},
            ),
            "discard 9H",
            True,
            None,
        ),
        "game.end": Example(
            _pos(
                phase="play",
                scores={"NS": 4300, "EW": 3900},
                melds={
                    "NS": {"K": _KINGS, "A": ["AH", "AS", "AD"]},
                    "EW": {"Q": ["QH", "QS", "QD"]},
                },
                hands={"N": ["9H"], "E": ["4C", "6D"], "S": ["7C"], "W": ["8S"]},
                red_threes={"NS": ["3D", "3H"], "EW": []},
            ),
            "discard 9H",
            True,
            None,
        ),
        "profile.separate": Example(
            _pos(
                phase="play",
                hands={"N": ["4H", "5H", "6H", "9H", "KD", "KS"], "E": 9, "S": 8, "W": 10},
            ),
            "meld 4H 5H 6H",
            False,
            "meld.rank",
        ),
        "turn.not-yours": Example(frozen, "meld KD KS 2C", False, "turn.not-yours"),
        "card.not-held": Example(frozen, "take 7H 7C", False, "card.not-held"),
        "stock.empty-draw": Example(_pos(stock=0), "draw", False, "stock.empty-draw"),
        "input": Example(frozen, "take 7H 7X", False, "input"),
    }


EXAMPLES: Final[dict[str, Example]] = _examples()


def example_for(slug: str) -> tuple[dict[str, Any], str]:
    """(position dict, action text) that shows the rule at work; KeyError for an unknown slug."""
    ex = EXAMPLES[slug]
    return copy.deepcopy(ex.position), ex.action


def example_ruling(slug: str) -> cc.Ruling | None:
    """The engine's ruling on the slug's example (None when the action cannot be read)."""
    position, action = example_for(slug)
    try:
        return cc.check(cc.load(position), action)
    except cc.NotationError:
        return None


def example_error(slug: str, lang: str = "en") -> str:
    """The input error the example's action raises ("" when it can be read)."""
    position, action = example_for(slug)
    try:
        cc.check(cc.load(position), action)
    except cc.NotationError as exc:
        return exc.message_in(lang)
    return ""


def sandbox_link(slug: str, lang: str) -> str | None:
    """A `./sandbox?s=…` link opening the slug's example position, or None when the sandbox's
    share module is not available."""
    try:
        from canasta_app import share
    except ImportError:
        return None
    position, _ = example_for(slug)
    try:
        return share.sandbox_url(position, (), lang)
    except (ValueError, AttributeError):
        return None


def lessons_titled(slug: str, lang: str) -> list[tuple[str, str]]:
    """(lesson id, title in lang) of the lessons that teach `slug`."""
    try:
        from canasta_app.lessons import lessons_for_slug
    except ImportError:
        return []
    try:
        rows = lessons_for_slug(slug)
    except Exception:  # a broken lesson file must not take the reference down
        return []
    return [(lid, es if _is_es(lang) else en) for lid, en, es in rows]
