"""Where the rules reference leads: `?rule=` deep links in, and out to the sandbox (a rule's
example position) and to the lessons that teach a rule."""

from __future__ import annotations

import re
from functools import cache
from typing import Final

from canasta_app.domain.rule_examples import example_for
from canasta_app.reference.sections import ALL_SLUGS
from canasta_core import catalogue
from canasta_core.messages import in_lang

MAX_RULE_PARAM: Final = 60


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
    if cleaned in catalogue.RULES or cleaned in catalogue.PROFILE_RULES:
        return cleaned, None
    return None, str(raw)[:MAX_RULE_PARAM].strip()


def ordered_slugs(first: str | None, slugs: tuple[str, ...] | list[str] = ALL_SLUGS) -> list[str]:
    """The slugs with `first` moved to the front (when it is among them)."""
    rest = [s for s in slugs if s != first]
    return ([first] if first is not None and first in slugs else []) + rest


@cache  # the same example, the same link: built once per language
def sandbox_link(slug: str, lang: str) -> str | None:
    """A `./sandbox?s=…` link opening the slug's example position, or None when the sandbox's
    share module is not available."""
    try:
        from canasta_app.shell import share
    except ImportError:
        return None
    try:
        position, _ = example_for(slug)
    except KeyError:  # a rule without an example (some of the other tables' rules)
        return None
    try:
        return share.sandbox_url(position, (), lang)
    except (ValueError, AttributeError):
        return None


@cache
def lessons_titled(slug: str, lang: str) -> list[tuple[str, str]]:
    """(lesson id, title in lang) of the lessons that teach `slug`."""
    from canasta_app.domain.lesson_loading import lessons_for_slug

    try:
        rows = lessons_for_slug(slug)
    except Exception:  # a broken lesson file must not take the reference down
        return []
    return [(lid, in_lang((en, es), lang)) for lid, en, es in rows]
