"""The lesson list's cards: each lesson's title, summary and rules taught as one HTML element.

Issue 22: as three Markdown elements a lesson (a heading, its summary, a caption of links) the
list made the browser parse and render 36 Markdown trees on a first visit; one `st.html` a
lesson, built once per process, is set in place. Every piece of text is escaped; the look
follows Streamlit's heading, paragraph, caption and badge (CSS `.cc-lesson` in style.py).
"""

from __future__ import annotations

import html
from functools import lru_cache

from canasta_app.text.i18n import t
from canasta_app.ui.ruling import rule_links_html


@lru_cache(maxsize=256)
def lesson_card_html(number: int, title: str, summary: str, teaches: tuple[str, ...], lang: str,
                     finished: bool) -> str:
    """Lesson `number`'s heading (with the "finished" badge), summary and the rules it
    teaches, each a link to its section of the rules reference."""
    badge = (f' <span class="cc-lesson-badge">{html.escape(t("lessons.finished_badge", lang))}'
             "</span>" if finished else "")
    rules = rule_links_html(teaches, lang)
    return (f'<div class="cc-lesson"><h4>{number}. {html.escape(title)}{badge}</h4>'
            f"<p>{html.escape(summary)}</p>"
            f'<p class="cc-lesson-rules">{html.escape(t("lessons.teaches", lang))} {rules}</p>'
            "</div>")


__all__ = ["lesson_card_html"]
