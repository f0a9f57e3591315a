"""The rules reference's *Strategy* section (no Streamlit): the coach's strategy principles
(`canasta_core.principles`), each with its explanation, an example position that opens in the
sandbox with the weak move pending, a deep link (`?principle=<id>`, the page opens its
Strategy tab there) and a search over the page's language.

The explanations are worded for a table (`?profile=two-hand`, as the coach's links from that
table open the tab): "you" and "your opponent" where nobody has a partner, the selectors the
coach's own sentences use (`principles.table_params`); the examples are positions at the
four-player table, and say so at another."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Final

from canasta_app.reference.search import MAX_QUERY, fold, query_words
from canasta_app.shell.links import principle_url
from canasta_app.text.i18n import t
from canasta_core.principles import BY_ID, PRINCIPLES, table_params
from canasta_core.profiles import CLASSIC, PROFILES

#: The longest `?principle=` value read.
MAX_PRINCIPLE_PARAM: Final = 40


@dataclass(frozen=True, slots=True)
class Entry:
    id: str
    title: str
    text: str
    example: str
    sandbox: str | None  # a ./sandbox link opening the example with its weak move pending
    partners_only: bool = False  # about a partner's question, at a table without partners


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
def entries(lang: str, profile: str = CLASSIC.name) -> tuple[Entry, ...]:
    """Every principle, in the catalogue's order, in `lang`, its explanation worded for the
    table `profile` (as South sees it: the practice table's seat, every table has it)."""
    rules = PROFILES[profile]
    table = table_params(rules, "S")
    partners = not rules.alone("S")
    return tuple(Entry(p.id, t(p.key("title"), lang), t(p.key("text"), lang, **table),
                       t(p.key("example"), lang), _sandbox(p.id, lang),
                       p.partners and not partners) for p in PRINCIPLES)


def resolve_profile(raw: object) -> tuple[str, str | None]:
    """`?profile=` value → (profile, None) when known (case and spaces tolerated), (classic,
    text) when unknown, (classic, None) when absent or empty."""
    if raw is None:
        return CLASSIC.name, None
    text = str(raw)[:MAX_PRINCIPLE_PARAM].strip()
    if not text:
        return CLASSIC.name, None
    name = text.lower()
    return (name, None) if name in PROFILES else (CLASSIC.name, text)


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


def strategy_hits(query: str, lang: str, profile: str = CLASSIC.name) -> list[str]:
    """The principles whose title, explanation or example has every word of the query
    (accents and case ignored; a word matches the start of a word: "comod" finds
    "comodines"), titles' matches first."""
    ws = query_words(str(query)[:MAX_QUERY])
    if not ws:
        return [e.id for e in entries(lang, profile)]
    scored = []
    for i, e in enumerate(entries(lang, profile)):
        title = fold(e.title).split()
        body = fold(f"{e.title} {e.text} {e.example}").replace(",", " ").replace(".", " ")
        words = body.split()
        if all(any(w.startswith(q) for w in words) for q in ws):
            in_title = sum(1 for q in ws if any(w.startswith(q) for w in title))
            scored.append((-in_title, i, e.id))
    return [pid for _, _, pid in sorted(scored)]


__all__ = ["Entry", "MAX_PRINCIPLE_PARAM", "entries", "principle_url", "resolve_principle",
           "resolve_profile", "strategy_hits"]
