"""UI strings in English and Spanish: t(key, lang, **params).

Strings live in `canasta_app/strings/<page>.py` (one module per page, keys prefixed with the
page name) so pages can grow their own texts without colliding. A test checks that both
languages have the same keys and the same placeholders. Rule titles and explanations come
from the engine's catalogue (`canasta_core.catalogue`), not from here.
"""

from __future__ import annotations

import string
from typing import Final

from canasta_app.strings import ALL_EN, ALL_ES

LANGS: Final = ("en", "es")
LANG_NAMES: Final = {"en": "English", "es": "Español"}
STRINGS: Final[dict[str, dict[str, str]]] = {"en": ALL_EN, "es": ALL_ES}


def normalize_lang(value: object) -> str:
    """'es', 'ES', 'es-AR' -> 'es'; anything unknown -> 'en'."""
    if isinstance(value, str) and value[:2].lower() in LANGS:
        return value[:2].lower()
    return "en"


def t(key: str, lang: str = "en", **params: object) -> str:
    """The string for `key` in `lang`, formatted with params; falls back to English, then the key."""
    table = STRINGS.get(lang, ALL_EN)
    text = table.get(key) or ALL_EN.get(key)
    if text is None:
        return key
    if params:
        try:
            return text.format(**params)
        except (KeyError, IndexError, ValueError):
            return text
    return text


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}
