"""The HTML of a rule's section in the reference, built once per language and search
(issue 22: the page draws 66 sections on every run; their text never changes, so it is
built once per process, and each section's title and text are one HTML element). Every rule,
closed, searched or deep-linked, is drawn by `rule_html`.

User text never reaches the page unescaped: only the rule's own words are shown, escaped,
with the words a search matched highlighted.
"""

from __future__ import annotations

import html
from functools import lru_cache

from canasta_app.reference.search import highlight
from canasta_app.reference.sections import changes_rules, is_profile_slug, profile_changes
from canasta_app.reference.sections import section_title as _section_title
from canasta_app.shell.links import anchor_html, rule_url
from canasta_app.text.i18n import t
from canasta_core import catalogue

NO_TERMS: frozenset[str] = frozenset()


def marked_html(text: str, terms: frozenset[str] = NO_TERMS) -> str:
    """Escaped HTML of `text` with the words the search matched highlighted (`cc-hit`)."""
    return "".join(
        f'<mark class="cc-hit">{html.escape(piece)}</mark>' if hit else html.escape(piece)
        for piece, hit in highlight(text, terms)
    )


@lru_cache(maxsize=4096)
def rule_html(slug: str, lang: str, terms: frozenset[str] = NO_TERMS, where: bool = False,
              link: bool = False, card: str = "", after: str = "") -> str:
    """A rule's section as one HTML element (st.html): its title as an `<h3>` whose id is the
    slug (the anchor of `#pile.frozen`), and the same text as `title` + `body`, with `link`
    the "Link to this rule" line under it.

    Issue 22, sixth pass: as Markdown (a subheader and a Markdown element each) the browser
    parsed and rendered 66 Markdown trees on a first visit, most of the reference's cost; HTML
    built here once per process is set in place. Every piece of text is escaped.

    `card`: the rule's box drawn by CSS on this element (issue 22, eighth pass: not a bordered
    Streamlit container a rule): "whole" a box of its own, "more" its top part, the details
    button under it closing the box; `data-rule` names the rule (tests, styling). `after`: HTML
    put last inside the box (a closed rule's details button, reference/details_button.py)."""
    parts = [f'<h3 class="cc-rule-title" id="{html.escape(slug)}">'
             f"{marked_html(catalogue.title(slug, lang), terms)}</h3>"]
    if where:
        parts.append(f"<p><em>{html.escape(_section_title(slug, lang))}</em></p>")
    parts.append(f"<p>{marked_html(catalogue.explanation(slug, lang), terms)}</p>")
    changes = profile_changes(slug, lang)
    if changes:
        parts.append(f"<p><strong>{html.escape(t('reference.other_tables', lang))}</strong></p>")
        parts.append("<ul>" + "".join(
            f'<li><span class="cc-tag">{html.escape(c.name)}</span> '
            f"{anchor_html(rule_url(c.slug, lang), html.escape(c.title))} — {html.escape(c.text)}</li>"
            for c in changes) + "</ul>")
    classic = changes_rules(slug) if is_profile_slug(slug) else ()
    if classic:
        # the sentence is the catalogue's, its rules' links put in after escaping it
        mark = "\x00RULES\x00"
        sentence = html.escape(t("reference.changes_classic", lang, rules=mark))
        parts.append("<p>" + sentence.replace(mark, ", ".join(
            anchor_html(rule_url(c, lang), html.escape(catalogue.title(c, lang))) for c in classic)) + "</p>")
    if link:
        # the rule's code is in the address only, never as text (issue 37)
        parts.append(f"<p>{anchor_html(rule_url(slug, lang), html.escape(t('reference.link', lang)))}"
                     "</p>")
    parts.append(after)
    if card:
        return (f'<div class="cc-rule cc-rule-card cc-rule-{card}" data-rule="{html.escape(slug)}">'
                f'{"".join(parts)}</div>')
    return f'<div class="cc-rule">{"".join(parts)}</div>'


@lru_cache(maxsize=64)
def section_head_html(key: str, title: str, note: str = "") -> str:
    """A section's heading (its anchor `#section-<key>`), divider and note, drawn in the same
    HTML element as the section's first rule (issue 22, eighth pass: a header and a caption
    are two Markdown trees, 16 sections' worth on a first visit). The look copies Streamlit's
    header with `divider="gray"` and its caption (CSS `.cc-section` in shell/style.py)."""
    head = (f'<h2 class="cc-section" id="section-{html.escape(key)}">{html.escape(title)}</h2>'
            '<hr class="cc-divider">')
    return head + (f'<p class="cc-section-note">{html.escape(note)}</p>' if note else "")


def stacked_html(parts: tuple[str, ...]) -> str:
    """Consecutive parts of the reference (rules, a section's heading with its first rule) as
    one HTML element, each in a box that keeps its margins to itself and spaced as Streamlit
    spaces elements (CSS `.cc-stack` in shell/style.py): the rules with nothing to open
    need no element of their own (issue 22, ninth pass). One part is drawn as it is."""
    if len(parts) == 1:
        return parts[0]
    return "".join(f'<div class="cc-stack">{p}</div>' for p in parts)


__all__ = ["NO_TERMS", "marked_html", "rule_html", "section_head_html", "stacked_html"]
