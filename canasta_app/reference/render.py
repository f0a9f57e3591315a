"""The Markdown of a rule's section in the reference, built once per language and search
(issue 22: the page draws 66 sections on every run; their text never changes, so it is
built once per process, and each section is one Markdown element under its title, not four).

User text never reaches the page unescaped: only the rule's own words are shown, escaped,
with the words a search matched highlighted.
"""

from __future__ import annotations

from functools import lru_cache

from canasta_app.i18n import t
from canasta_app.markdown_text import md_escape
from canasta_app.reference.search import highlight
from canasta_app.reference.sections import changes_rules, is_profile_slug, profile_changes
from canasta_app.reference.sections import section_title as _section_title
from canasta_core import catalogue

NO_TERMS: frozenset[str] = frozenset()


def rule_url(slug: str, lang: str) -> str:
    return f"./reference?rule={slug}&lang={lang}"


def marked(text: str, terms: frozenset[str] = NO_TERMS) -> str:
    """Escaped Markdown of `text` with the words the search matched highlighted."""
    return "".join(
        f":orange-background[{md_escape(piece)}]" if hit else md_escape(piece)
        for piece, hit in highlight(text, terms)
    )


@lru_cache(maxsize=4096)
def title(slug: str, lang: str, terms: frozenset[str] = NO_TERMS) -> str:
    """The section's title (its subheader), escaped, the matched words highlighted."""
    return marked(catalogue.title(slug, lang), terms)


@lru_cache(maxsize=4096)
def body(slug: str, lang: str, terms: frozenset[str] = NO_TERMS, where: bool = False) -> str:
    """Everything under the title, in one Markdown: its section's name when `where` (a deep
    link or a search result, shown out of its section), the rule's text, and
    how the other tables play it (beside a classic rule) or the classic rules it changes
    (beside one of theirs)."""
    # No rule code here (issue 23: rule codes are not words a reader reads); the code is in
    # the details' "Link to this rule", where it is what the reader copies.
    parts = ([f"*{md_escape(_section_title(slug, lang))}*"] if where else []) + [
        marked(catalogue.explanation(slug, lang), terms)]
    changes = profile_changes(slug, lang)
    if changes:
        parts.append(f"**{t('reference.other_tables', lang)}**")
        parts.append("\n".join(
            f"- :blue-badge[{md_escape(c.name)}] [{md_escape(c.title)}]({rule_url(c.slug, lang)})"
            f" — {md_escape(c.text)}" for c in changes))
    classic = changes_rules(slug) if is_profile_slug(slug) else ()
    if classic:
        parts.append(t("reference.changes_classic", lang, rules=", ".join(
            f"[{md_escape(catalogue.title(c, lang))}]({rule_url(c, lang)})" for c in classic)))
    return "\n\n".join(parts)


__all__ = ["NO_TERMS", "body", "marked", "title"]
