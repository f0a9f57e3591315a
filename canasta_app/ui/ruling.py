"""The ruling view: legal or not, the reason, every violation and warning, each rule a link.

Rule links open the reference in a new tab (the page with the typed move and its verdict
stays as it was); `rule_popovers` shows the rule's text in place.
"""

from __future__ import annotations

import functools
import html
from collections.abc import Sequence
from typing import Final

import streamlit as st

from canasta_app.shell.links import anchor_html, rule_url
from canasta_app.text.i18n import t
from canasta_app.text.markdown_text import md_escape
from canasta_app.text.move_words import action_words
from canasta_core import catalogue
from canasta_core import typed as typed_moves
from canasta_core.rulings import Ruling


def rule_title(slug: str, lang: str) -> str:
    try:
        return catalogue.title(slug, lang)
    except ValueError:
        return slug


def action_md(action: str | None, lang: str) -> str:
    """A move in words as Markdown (escaped), or a dash for no move."""
    return md_escape(action_words(action, lang)) if action else "—"


def broken_rule_title(slug: str | None, lang: str) -> str:
    """The rule a refused try broke, in words (its title): never the slug, which is for the
    rules reference's addresses."""
    if not slug:
        return t("class.wrong.no_rule", lang)
    try:
        return str(catalogue.title(slug, lang))
    except (KeyError, ValueError, AttributeError):
        return t("class.wrong.other_rule", lang)


def rule_links_html(slugs: Sequence[str], lang: str) -> str:
    """The rules' titles, each a link to its section of the reference, " · " between (the
    lesson list's and the calculator's HTML)."""
    return " · ".join(anchor_html(rule_url(s, lang), html.escape(rule_title(s, lang)))
                      for s in slugs)


def rule_link(slug: str, lang: str) -> str:
    """A Markdown link to the slug's section of the rules reference, by the rule's title:
    "[Title](url)" (the slug is in the address, never in the text)."""
    return f"[{md_escape(rule_title(slug, lang))}]({rule_url(slug, lang)})"


def ruling_lines(ruling: Ruling, lang: str) -> dict[str, object]:
    """The texts the view shows, in `lang` (for tests and for other renderers)."""
    return {
        "legal": ruling.legal,
        "reason": ruling.reason_in(lang),
        "rule": ruling.rule,
        "violations": [(v.rule, v.reason_in(lang)) for v in ruling.violations],
        "warnings": [(w.rule, w.reason_in(lang)) for w in ruling.warnings],
        "cites": list(ruling.cites),
    }


def _html_link(slug: str, lang: str) -> str:
    """The rule by its title (readers never see a slug outside the reference); the slug rides
    along as data for tests and the page's own scripts."""
    title = html.escape(rule_title(slug, lang))
    url = html.escape(rule_url(slug, lang))
    return (
        f'<a href="{url}" target="_blank" rel="noopener" data-rule="{html.escape(slug)}">'
        f"{title}</a>"
    )


#: melds of several ranks in one move, as the hint writes it (in the page's language)
SEVERAL_MELDS: Final = "meld 5C 5D 5H; AS AH JK"


def comma_hint(typed: str, ruling: Ruling, lang: str) -> str | None:
    """A move typed with a comma between its melds ('meld KS KD KH, 9S 9D 9H', as the move in
    words writes them): a comma separates cards, so the melds were read as one, and the ruling
    only says it mixes ranks. The hint says melds are separated by ';' (else None)."""
    if ruling.legal or "," not in typed:
        return None
    if not any(v.code == "meld.mixed-ranks" for v in ruling.violations):
        return None
    return t("components.ruling.comma_hint", lang, example=typed_moves.write(SEVERAL_MELDS, lang))


def ruling_html(
    ruling: Ruling, lang: str, big: bool = False, counting: Sequence[str] = (), typed: str = ""
) -> str:
    """The ruling as one HTML block (every text escaped): verdict, reason, rule links,
    the full list of violations when there are several, warnings, and for a legal move the
    counting that decided it (sentences given by the caller)."""
    e = html.escape
    legal = ruling.legal
    head = t("components.ruling.legal" if legal else "components.ruling.illegal", lang)
    icon = "✓" if legal else "✗"
    parts = [
        f'<div class="cc-verdict-head"><span class="cc-verdict-icon">{icon}</span>'
        f"<span>{e(head)}</span></div>",
        f'<div class="cc-verdict-reason">{e(ruling.reason_in(lang))}</div>',
    ]
    if (hint := comma_hint(typed, ruling, lang)) is not None:
        parts.append(f'<div class="cc-verdict-hint">{e(hint)}</div>')
    meta = []
    if ruling.action:  # the move in words, in the page's language (not notation)
        meta.append(e(t("components.ruling.action", lang, action=action_words(ruling.action, lang))))
    if ruling.rule:
        meta.append(
            e(t("components.ruling.rule", lang, rule="\x00")).replace(
                "\x00", _html_link(ruling.rule, lang)
            )
        )
    # a refusal may cite too (the rule that ended the deal); a citation that links where the
    # rule above links is not repeated ("Rule: The frozen pile" then "See: The frozen pile")
    shown = {_html_link(ruling.rule, lang)} if ruling.rule else set()
    cited = [link for link in dict.fromkeys(_html_link(s, lang) for s in ruling.cites)
             if link not in shown]
    if cited:
        meta.append(e(t("components.ruling.see_also", lang, rules="\x00")).replace(
            "\x00", ", ".join(cited)))
    if meta:
        # a paragraph: its links are words of a sentence ("See: A turn"), inline targets
        parts.append('<p class="cc-verdict-meta">' + "<br>".join(meta) + "</p>")
    if len(ruling.violations) > 1:
        items = "".join(
            f"<li>{e(v.reason_in(lang))} — {_html_link(v.rule, lang)}</li>"
            for v in ruling.violations
        )
        parts.append(
            f'<div class="cc-verdict-list"><b>{e(t("components.ruling.violations", lang))}</b>'
            f"<ul>{items}</ul></div>"
        )
    if counting:
        items = "".join(f"<li>{e(line)}</li>" for line in counting)
        parts.append(
            f'<div class="cc-verdict-count"><b>{e(t("components.ruling.counting", lang))}</b>'
            f"<ul>{items}</ul></div>"
        )
    if ruling.warnings:
        items = "".join(
            f"<li>{e(w.reason_in(lang))} — {_html_link(w.rule, lang)}</li>" for w in ruling.warnings
        )
        parts.append(
            f'<div class="cc-verdict-warn"><b>⚠ {e(t("components.ruling.warnings", lang))}</b>'
            f"<ul>{items}</ul></div>"
        )
    cls = "cc-verdict cc-legal" if legal else "cc-verdict cc-illegal"
    if big:
        cls += " cc-big"
    return (
        f'<div class="{cls}" role="status" data-legal="{str(legal).lower()}">{"".join(parts)}</div>'
    )


def render_ruling(
    ruling: Ruling, lang: str, big: bool = False, counting: Sequence[str] = (), typed: str = ""
) -> None:
    """Show a ruling: a green "Legal" or red "Not legal" panel with the reason, every
    violation and warning, and links to the rules reference. (Not an st.error box: an illegal
    move is an answer, not an application error.)"""
    st.html(ruling_html(ruling, lang, big, counting, typed))


def ruling_slugs(ruling: Ruling) -> list[str]:
    """The rules a ruling names, most specific first, each once."""
    out: list[str] = []
    for slug in [ruling.rule or "", *(v.rule for v in ruling.violations), *ruling.cites]:
        if slug and slug not in out:
            out.append(slug)
    return out


def rule_popovers(ruling: Ruling, lang: str, key: str) -> None:
    """A button per rule the ruling names that opens the rule's text in place (no rerun, so
    the typed move and the verdict stay)."""
    slugs = [s for s in ruling_slugs(ruling) if _known(s)]
    if not slugs:
        return
    with st.container(horizontal=True, gap="small", key=key):
        for slug in slugs[:4]:
            with st.popover(
                t("components.ruling.read_rule", lang, rule=rule_title(slug, lang)),
                icon=":material/menu_book:",
            ):  # one Markdown, not three: fewer elements each Check redraws (issue 22)
                st.markdown(_popover_text(slug, lang))


@functools.lru_cache(maxsize=512)
def _popover_text(slug: str, lang: str) -> str:
    """A rule's popover: its title, its text, the link to the reference (the rule's code only
    in that address, issue 37); three paragraphs of one Markdown element, built once per rule
    and language."""
    return (f"**{md_escape(rule_title(slug, lang))}**\n\n"
            f"{md_escape(catalogue.explanation(slug, lang))}\n\n"
            f"[{md_escape(t('components.ruling.open_reference', lang))}]"
            f"({rule_url(slug, lang)})")


def _known(slug: str) -> bool:
    try:
        catalogue.rule_text(slug)
    except (ValueError, KeyError):
        return False
    return True
