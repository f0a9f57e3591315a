"""Every sentence the site shows, in English and Spanish: t(key, lang, **params).

There is one catalogue of texts, `canasta_core.messages.CATALOGUE`: one table of templates per
language, keyed alike, rendered by the one formatter (`canasta_core.messages.format_message`:
numbers with the language's decimal mark, grammar specs naming cards, ranks, seats and sides,
"{card:the_card}" -> "la J♣"). Its sources, each under its own keys:

- the site's strings: each folder's `strings.py` (`canasta_app/<folder>/strings*.py`), `EN` and `ES` dicts with the same keys
  (keys prefixed with the page name, so pages grow their texts without colliding);
- the engine's: ruling reasons ("reason.…"), input errors ("input.…"), the rules' titles,
  texts and notes ("rule.<slug>.title", "rule-section.…", "rule-variant.…"), the words the
  grammar specs use ("word.…");
- data files written in the one bilingual schema (`x_en` beside `x_es`, see
  `canasta_core.messages.pairs_in`): the lessons ("lesson.<id>.…", goals "lesson-goal.…") and
  the sandbox's presets ("preset.<id>.title").

`CATALOGUE.problems()` checks it whole (same keys and parameters in both languages, no empty
text) and the glossary test reads it whole. The words each concept takes in Spanish are fixed in
`canasta_app/glossary.toml`.
"""

from __future__ import annotations

import logging
import os
from typing import Final

from canasta_app.text.catalogue import ALL_EN, ALL_ES, SOURCES
from canasta_core.messages import (
    CATALOGUE,
    LANGS,
    card_name,
    format_message,
    format_number,
    format_percent,
    lang_of,
    parse_lang,
    rank_name,
    seat_name,
    side_name,
    template_fields,
)

LANG_NAMES: Final = {"en": "English", "es": "Español"}
STRINGS: Final[dict[str, dict[str, str]]] = {"en": ALL_EN, "es": ALL_ES}
LOG: Final = logging.getLogger("canasta.text")
_TABLES: Final = CATALOGUE.tables


def t(key: str, lang: str = "en", **params: object) -> str:
    """The text for `key` in `lang`, formatted with params; falls back to English.

    A key no source has, or params that do not fit its text, are a bug: under the tests
    (`CANASTA_RAISE=1`, tests/conftest.py) it raises; on a live page the key (or the text
    unfilled) is shown and the slip goes to the server's log."""
    table = _TABLES.get(lang)  # the catalogue's own tables: a page calls t() hundreds of times
    text = table.get(key) if table is not None else None
    if not text:  # not read yet, another spelling of the language, or only in English
        text = CATALOGUE.get(key, lang) or CATALOGUE.get(key, "en")
    if text is None:
        return _slip(KeyError(f"no text in the catalogue for the key {key!r}"), key)
    if params:
        try:
            return format_message(text, params, lang)
        except (KeyError, IndexError, ValueError) as e:
            return _slip(e, text)
    return text


def _slip(error: Exception, shown: str) -> str:
    """A catalogue slip: raised under the tests, logged (and `shown` returned) on a page."""
    if os.environ.get("CANASTA_RAISE", "").strip() not in ("", "0"):
        raise error
    LOG.warning("text catalogue: %s", error)
    return shown


def placeholders(text: str) -> set[str]:
    """The parameters a template takes, its selectors' included (`template_fields`)."""
    return set(template_fields(text))


def ui_texts() -> dict[str, tuple[str, str]]:
    """The site's strings (`canasta_app/*/strings*.py`) as (English, Spanish) pairs."""
    return {key: (ALL_EN.get(key, ""), ALL_ES.get(key, "")) for key in ALL_EN | ALL_ES}


# The site's sources, after the engine's (added when canasta_core's modules are imported).
# The strings first: a key of theirs ("lessons.…") is found without reading the lessons. Then
# the texts the folders give to be read when first asked for (the sandbox's presets, the
# lessons: `SOURCES` in canasta_app/<folder>/strings_*.py), so this module imports no feature.
CATALOGUE.add("ui", "", ui_texts)
for _source, _prefix, _texts in SOURCES:
    CATALOGUE.add(_source, _prefix, _texts)


def load_catalogue() -> None:
    """Read every source of the catalogue (the engine's modules that add texts included)."""
    import canasta_core.catalogue  # noqa: F401
    import canasta_core.input_messages  # noqa: F401
    import canasta_core.principles  # noqa: F401
    import canasta_core.reasons  # noqa: F401

    CATALOGUE.load_all()


__all__ = [
    "CATALOGUE", "LANGS", "LANG_NAMES", "STRINGS", "card_name", "format_number", "format_percent",
    "lang_of", "load_catalogue", "parse_lang", "placeholders", "rank_name", "seat_name",
    "side_name", "t",
]
