"""The rules reference's tables, built from the engine's constants (card values, opening
minimums, the deal's bonuses), in the page's language."""

from __future__ import annotations

from typing import Final

import pandas as pd

from canasta_app.text.i18n import t
from canasta_core import scoring
from canasta_core.cards import RANK_VALUES
from canasta_core.messages import score_band
from canasta_core.profiles import CLASSIC

#: The card named in the values table by its catalogue key; the ranks shown by their index
#: (K, Q, J, 10 … 4) are not here: the index is their name.
_CARD_KEYS: Final[dict[str, str]] = {
    "JK": "reference.table.card.JK", "A": "reference.table.card.A",
    "2": "reference.table.card.2", "3 (black)": "reference.table.card.black_three",
    "3 (red)": "reference.table.card.red_three",
}


def _card(rank: str, lang: str) -> str:
    key = _CARD_KEYS.get(rank)
    if key is None:
        return "10" if rank == "T" else rank
    return t(key, lang)


def _kind(rank: str, lang: str) -> str:
    if rank in ("JK", "2"):
        return t("reference.table.kind.wild", lang)
    if rank == "3 (red)":
        return t("reference.table.kind.red_three", lang)
    if rank == "3 (black)":
        return t("reference.table.kind.black_three", lang)
    return t("reference.table.kind.natural", lang)


def card_values_table(lang: str) -> pd.DataFrame:
    """[values] One row per card value, from `cards.RANK_VALUES` (the engine's own numbers).

    Ranks sharing a value and a kind are listed together; the red three's row says its bonus
    (scoring.RED_THREE) since it has no card value.
    """
    groups: list[tuple[int, str, list[str]]] = []
    for rank, val in RANK_VALUES.items():
        kind = _kind(rank, lang)
        name = _card(rank, lang)
        if groups and groups[-1][0] == val and groups[-1][1] == kind:
            groups[-1][2].append(name)
        else:
            groups.append((val, kind, [name]))
    rows = []
    for val, kind, names in groups:
        shown: str | int = val
        if names == [_card("3 (red)", lang)]:
            shown = t("reference.table.red_three_value", lang, points=scoring.RED_THREE)
        rows.append(
            {
                t("reference.table.head.cards", lang): ", ".join(names),
                t("reference.table.head.value", lang): str(shown),
                t("reference.table.head.kind", lang): kind,
            }
        )
    return pd.DataFrame(rows)


def opening_table(lang: str) -> pd.DataFrame:
    """[open.minimum] The opening minimum by score band, from the classic profile's `opening_tiers`."""
    return pd.DataFrame(
        [
            {t("reference.table.head.score", lang): score_band(low, high, lang),
             t("reference.table.head.minimum", lang): minimum}
            for low, high, minimum in CLASSIC.opening_tiers
        ]
    )


def bonus_table(lang: str) -> pd.DataFrame:
    """[score.deal] The deal's bonuses, from the scoring module's constants."""
    items = [
        ("reference.table.bonus.natural_canasta", scoring.NATURAL_CANASTA),
        ("reference.table.bonus.mixed_canasta", scoring.MIXED_CANASTA),
        ("reference.table.bonus.red_three", scoring.RED_THREE),
        ("reference.table.bonus.all_red_threes", scoring.ALL_RED_THREES),
        ("reference.table.bonus.going_out", scoring.GOING_OUT),
        ("reference.table.bonus.going_out_concealed", scoring.GOING_OUT_CONCEALED),
    ]
    item, points = t("reference.table.head.item", lang), t("reference.table.head.points", lang)
    return pd.DataFrame([{item: t(k, lang), points: v}
                         for k, v in items])
