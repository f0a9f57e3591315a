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

#: The card named in the values table: a key of the catalogue's "reference.table.card." or,
#: for the ranks shown by their index (K, Q, J, 10 … 4), the index itself.
_CARD_KEYS: Final[dict[str, str]] = {
    "JK": "JK", "A": "A", "2": "2", "3 (black)": "black_three", "3 (red)": "red_three",
}


def _card(rank: str, lang: str) -> str:
    key = _CARD_KEYS.get(rank)
    if key is None:
        return "10" if rank == "T" else rank
    return t(f"reference.table.card.{key}", lang)


def _h(key: str, lang: str) -> str:
    return t(f"reference.table.head.{key}", lang)


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
                _h("cards", lang): ", ".join(names),
                _h("value", lang): str(shown),
                _h("kind", lang): kind,
            }
        )
    return pd.DataFrame(rows)


def opening_table(lang: str) -> pd.DataFrame:
    """[open.minimum] The opening minimum by score band, from the classic profile's `opening_tiers`."""
    return pd.DataFrame(
        [
            {_h("score", lang): score_band(low, high, lang), _h("minimum", lang): minimum}
            for low, high, minimum in CLASSIC.opening_tiers
        ]
    )


def bonus_table(lang: str) -> pd.DataFrame:
    """[score.deal] The deal's bonuses, from the scoring module's constants."""
    items = [
        ("natural_canasta", scoring.NATURAL_CANASTA),
        ("mixed_canasta", scoring.MIXED_CANASTA),
        ("red_three", scoring.RED_THREE),
        ("all_red_threes", scoring.ALL_RED_THREES),
        ("going_out", scoring.GOING_OUT),
        ("going_out_concealed", scoring.GOING_OUT_CONCEALED),
    ]
    return pd.DataFrame([{_h("item", lang): t(f"reference.table.bonus.{k}", lang), _h("points", lang): v}
                         for k, v in items])
