"""Static text drawn as escaped HTML instead of Markdown (issue 22, ninth pass).

Streamlit parses every st.markdown, caption and heading as a Markdown tree in the browser, the
largest single item of a first visit (docs/performance-archive.md, "sixth pass"); a page's intro and
other text that never changes is plain prose, so it is set as one escaped `st.html` instead,
built once per text. The look copies Streamlit's paragraph, caption and `####` heading (CSS
`.cc-intro`, `.cc-home-card` in shell/style.py). Only the catalogue's own text comes here,
except the sandbox's action line (`action_line_html`), and every piece of it is escaped.
"""

from __future__ import annotations

import html
from functools import lru_cache

from canasta_app.shell.links import anchor_html


def icon_html(name: str) -> str:
    """A Material Symbols icon as Streamlit draws one (its font is already on every page)."""
    return f'<span class="cc-icon" aria-hidden="true">{html.escape(name)}</span>'


@lru_cache(maxsize=64)
def paragraph_html(text: str) -> str:
    """A paragraph as st.markdown draws plain text."""
    return f'<div class="cc-intro"><p>{html.escape(text)}</p></div>'


@lru_cache(maxsize=64)
def caption_html(text: str) -> str:
    """A line as st.caption draws plain text."""
    return f'<div class="cc-intro"><p class="cc-caption">{html.escape(text)}</p></div>'


@lru_cache(maxsize=64)
def card_heading_html(title: str, icon: str) -> str:
    """A card's `#### :material/<icon>: title` heading, alone in its element."""
    return f'<div class="cc-home-card cc-heading-only"><h4>{icon_html(icon)} {html.escape(title)}</h4></div>'


def action_line_html(title: str, line: str) -> str:
    """A bold line and a plain one under it, in one paragraph: the sandbox's "Ask about a move"
    and its action in words. The line may hold what the user typed (the action's text when it
    cannot be read): escaped, as all the rest."""
    return (f'<div class="cc-intro"><p><strong>{html.escape(title)}</strong><br>'
            f"{html.escape(line)}</p></div>")


def link_button_html(url: str, label: str, icon: str) -> str:
    """A link drawn as Streamlit's secondary link button (CSS `.cc-link-btn`), opening in a new
    tab: the classroom's "Open this moment in the sandbox". Issue 22, thirteenth pass: the link
    button's own frontend code on a first visit, for one link."""
    return anchor_html(url, f"{icon_html(icon)}<span>{html.escape(label)}</span>", new_tab=True,
                       css_class="cc-link-btn")


def strong_html(text: str) -> str:
    """A bold line, as a `**text**` Markdown element draws it: the classroom's "Move 12 of 65"."""
    return f'<p class="cc-strong"><strong>{html.escape(text)}</strong></p>'


def titled_list_html(title: str, lines: tuple[str, ...] | list[str], icon: str = "") -> str:
    """A bold line (after a Material icon when `icon` names one) and a bulleted list under it,
    as a `**title**` Markdown element and a `- line` list element draw them (CSS `.cc-list` in
    shell/style.py): the sandbox's "What the engine sees", the practice coach's notes."""
    items = "".join(f"<li>{html.escape(line)}</li>" for line in lines)
    head = f"{icon_html(icon)} " if icon else ""
    return (f'<div class="cc-list"><p><strong>{head}{html.escape(title)}</strong></p>'
            f"<ul>{items}</ul></div>")


__all__ = ["action_line_html", "caption_html", "card_heading_html", "icon_html", "link_button_html",
           "paragraph_html", "strong_html", "titled_list_html"]
