"""The rules reference's *Strategy* section (no Streamlit): the coach's strategy principles
(`canasta_core.principles`), each with its explanation, an example position that opens in the
sandbox with the weak move pending, a deep link (`?principle=<id>`, the page opens its
Strategy tab there) and a search over the page's language."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Final

from canasta_app.reference.search import MAX_QUERY, fold, query_words
from canasta_app.shell.links import principle_url
from canasta_app.text.i18n import t
from canasta_core.principles import BY_ID, PRINCIPLES

#: The longest `?principle=` value read.
MAX_PRINCIPLE_PARAM: Final = 40


@dataclass(frozen=True, slots=True)
class Entry:
    id: str
    title: str
    text: str
    example: str
    sandbox: str | None  # a ./sandbox link opening the example with its weak move pending


@cache
def _sandbox(pid: str, lang: str) -> str | None:
    try:
        from canasta_app.shell import share
    except ImportError:
        return None
    p = BY_ID[pid]
    try:
        return share.sandbox_url(p.example, (), lang, p.weak)
    except (ValueError, AttributeError):
        return None


@cache
def entries(lang: str) -> tuple[Entry, ...]:
    """Every principle, in the catalogue's order, in `lang`."""
    return tuple(Entry(p.id, t(p.key("title"), lang), t(p.key("text"), lang),
                       t(p.key("example"), lang), _sandbox(p.id, lang)) for p in PRINCIPLES)


def resolve_principle(raw: object) -> tuple[str | None, str | None]:
    """`?principle=` value → (id, None) when known, (None, text) when unknown, (None, None)
    when absent or empty. Tolerates case, spaces and dashes for underscores."""
    if raw is None:
        return None, None
    text = str(raw)[:MAX_PRINCIPLE_PARAM].strip().strip("#").lower()
    if not text:
        return None, None
    pid = text.replace("-", "_").replace(" ", "_")
    return (pid, None) if pid in BY_ID else (None, str(raw)[:MAX_PRINCIPLE_PARAM].strip())


def strategy_hits(query: str, lang: str) -> list[str]:
    """The principles whose title, explanation or example has every word of the query
    (accents and case ignored; a word matches the start of a word: "comod" finds
    "comodines"), titles' matches first."""
    ws = query_words(str(query)[:MAX_QUERY])
    if not ws:
        return [e.id for e in entries(lang)]
    scored = []
    for i, e in enumerate(entries(lang)):
        title = fold(e.title).split()
        body = fold(f"{e.title} {e.text} {e.example}").replace(",", " ").replace(".", " ")
        words = body.split()
        if all(any(w.startswith(q) for w in words) for q in ws):
            in_title = sum(1 for q in ws if any(w.startswith(q) for w in title))
            scored.append((-in_title, i, e.id))
    return [pid for _, _, pid in sorted(scored)]


__all__ = ["Entry", "MAX_PRINCIPLE_PARAM", "entries", "principle_url", "resolve_principle",
           "strategy_hits"]
