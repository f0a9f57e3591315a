"""The rules reference's tables, built from the engine's constants (card values, opening
minimums, the deal's bonuses), in the page's language."""

from __future__ import annotations

from typing import Final

import pandas as pd

from canasta_core import scoring
from canasta_core.cards import RANK_VALUES
from canasta_core.messages import lang_of, score_band
from canasta_core.positions import OPENING_TIERS

_CARD_NAMES: Final[dict[str, tuple[str, str]]] = {
    "JK": ("joker", "comodín"),  # the glossary's word: never "joker" in Spanish
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
    return es if lang_of(lang) == "es" else en


def _kind(rank: str, lang: str) -> str:
    es = lang_of(lang) == "es"
    if rank in ("JK", "2"):
        return "comodín" if es else "wild card"
    if rank == "3 (red)":
        return "premio aparte, nunca va a un juego" if es else "bonus, never melded"
    if rank == "3 (black)":
        return "bloquea el pozo" if es else "blocks the pile"
    return "natural"


def card_values_table(lang: str) -> pd.DataFrame:
    """[values] One row per card value, from `cards.RANK_VALUES` (the engine's own numbers).

    Ranks sharing a value and a kind are listed together; the red three's row says its bonus
    (scoring.RED_THREE) since it has no card value.
    """
    es = lang_of(lang) == "es"
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
    return pd.DataFrame(
        [
            {_h("score", lang): score_band(low, high, lang), _h("minimum", lang): minimum}
            for low, high, minimum in OPENING_TIERS
        ]
    )


def bonus_table(lang: str) -> pd.DataFrame:
    """[score.deal] The deal's bonuses, from the scoring module's constants."""
    es = lang_of(lang) == "es"
    items = [
        ("Canasta limpia" if es else "Natural canasta", scoring.NATURAL_CANASTA),
        ("Canasta sucia" if es else "Mixed canasta", scoring.MIXED_CANASTA),
        ("Cada tres rojo" if es else "Each red three", scoring.RED_THREE),
        ("Los cuatro treses rojos" if es else "All four red threes", scoring.ALL_RED_THREES),
        ("Cortar" if es else "Going out", scoring.GOING_OUT),
        ("Cortar de mano" if es else "Going out concealed", scoring.GOING_OUT_CONCEALED),
    ]
    return pd.DataFrame([{_h("item", lang): k, _h("points", lang): v} for k, v in items])
