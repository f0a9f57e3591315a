"""UI strings in English and Spanish: t(key, lang, **params).

Strings live in `canasta_app/strings/<page>.py` (one module per page, keys prefixed with the
page name) so pages can grow their own texts without colliding. A test checks that both
languages have the same keys and the same placeholders. Rule titles and explanations come
from the engine's catalogue (`canasta_core.catalogue`), not from here.

Every string is filled in by the one formatter the engine's rulings and input errors use
(`canasta_core.messages.format_message`): numbers get the language's decimal mark, and grammar
specs name cards, ranks, seats and sides ("{card:the_card}" -> "la J♣"). The words each
concept takes in Spanish are fixed in `canasta_app/glossary.toml`, and a test holds every
Spanish text to it.
"""

from __future__ import annotations

import string
from typing import Final

from canasta_app.strings import ALL_EN, ALL_ES
from canasta_core.messages import LANGS as MESSAGE_LANGS
from canasta_core.messages import (
    card_name,
    format_message,
    format_number,
    format_percent,
    lang_of,
    rank_name,
    seat_name,
    side_name,
)

LANGS: Final = MESSAGE_LANGS  # the language code is read by canasta_core.messages.lang_of
LANG_NAMES: Final = {"en": "English", "es": "Español"}
STRINGS: Final[dict[str, dict[str, str]]] = {"en": ALL_EN, "es": ALL_ES}


def t(key: str, lang: str = "en", **params: object) -> str:
    """The string for `key` in `lang`, formatted with params; falls back to English, then the key."""
    table = STRINGS.get(lang, ALL_EN)
    text = table.get(key) or ALL_EN.get(key)
    if text is None:
        return key
    if params:
        try:
            return format_message(text, params, lang)
        except (KeyError, IndexError, ValueError):
            return text
    return text


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


__all__ = [
    "LANGS", "LANG_NAMES", "STRINGS", "card_name", "format_number", "format_percent",
    "lang_of", "placeholders", "rank_name", "seat_name", "side_name", "t",
]
