"""What a test expects the site to say, named by the catalogue's key rather than written out:
a rewording of a message changes the catalogue alone, and the test still proves the message
(its key, and the parameters it was given) is the one shown. A few tests check rendered
sentences on purpose (the grammar of a language: tests/app/test_lessons_words.py,
test_coach_words.py, test_narration.py, tests/engine/test_selectors.py); the rest use these."""

from __future__ import annotations

from canasta_app.text.i18n import CATALOGUE, load_catalogue, t


def says(key: str, lang: str = "en", **params: object) -> str:
    """The message `key` rendered in `lang` with `params`: what the page shows for it."""
    return t(key, lang, **params)


def lead(key: str, lang: str = "en") -> str:
    """The fixed words a message starts with, up to its first field or selector: for a test
    that checks the message is there without knowing every parameter it was given."""
    load_catalogue()
    start = dict(CATALOGUE.texts(lang))[key].split("{", 1)[0].strip()
    assert len(start) >= 8, f"{key} starts with a field: use says() with its parameters"
    return start
