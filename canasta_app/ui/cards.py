"""A playing card as HTML: rank and suit symbol, red or black, wild cards starred, jokers.

The CSS lives in `style.py` (`inject_css`). Every code is parsed with the engine first; anything
that is not a card is shown escaped on a grey "?" face, never as raw HTML.
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from typing import Final

import streamlit as st

from canasta_app.text.i18n import card_name
from canasta_core.cards import JOKER, SUIT_SYMBOLS, is_wild, parse_card
from canasta_core.errors import NotationError

SIZES: Final = ("sm", "md", "lg")
MAX_CARDS: Final = 216  # a row longer than two decks is cut (defensive cap)


def _size(size: str) -> str:
    return size if size in SIZES else "md"


def card_html(code: str, size: str = "md", lang: str = "en") -> str:
    """One card face as an HTML span (sizes "sm" | "md" | "lg"); its title and screen-reader
    label name the card in `lang` (the joker's face says JOKER, as printed on the card)."""
    sz = _size(size)
    try:
        card = parse_card(str(code))
    except (NotationError, IndexError, TypeError):
        shown = html.escape(str(code)[:8])
        return (
            f'<span class="cc-card cc-{sz} cc-unknown" title="{shown}" role="img" '
            f'aria-label="{shown}"><span class="cc-rank">?</span>'
            f'<span class="cc-suit">{shown}</span></span>'
        )
    name = card_name(card, lang)
    label = html.escape(name.capitalize() if card == JOKER else name)  # a label: "Joker", "Comodín"
    wild = " cc-wild" if is_wild(card) else ""
    if card == JOKER:  # the face says the glossary's word, in the page's language
        word = html.escape(name.upper())
        long = " cc-long" if len(name) > 5 else ""
        return (
            f'<span class="cc-card cc-{sz} cc-joker{wild}" title="{label}" role="img" '
            f'aria-label="{label}"><span class="cc-rank{long}">{word}</span>'
            f'<span class="cc-pip">★</span></span>'
        )
    rank = "10" if card[0] == "T" else card[0]
    ten = " cc-ten" if card[0] == "T" else ""
    suit = SUIT_SYMBOLS[card[1]]
    colour = "cc-red" if card[1] in "HD" else "cc-black"
    return (
        f'<span class="cc-card cc-{sz} {colour}{wild}" title="{label}" role="img" '
        f'aria-label="{label}"><span class="cc-rank{ten}">{rank}</span>'
        f'<span class="cc-suit">{suit}</span><span class="cc-pip">{suit}</span></span>'
    )


def card_back_html(size: str = "md", title: str = "") -> str:
    """The back of a card (for hidden hands and the stock)."""
    t = html.escape(title)
    return f'<span class="cc-card cc-{_size(size)} cc-back" title="{t}" aria-label="{t}"></span>'


def cards_html(cards: Iterable[str], size: str = "md", fan: bool = False,
               lang: str = "en") -> str:
    """A row of cards; `fan=True` overlaps them like a hand held in a fan."""
    sz = _size(size)
    faces = []
    for i, c in enumerate(cards):
        if i >= MAX_CARDS:
            break
        faces.append(card_html(c, sz, lang))
    cls = "cc-fan" if fan else "cc-row"
    return f'<div class="{cls} cc-{sz}">{"".join(faces)}</div>'


def render_cards(cards: Iterable[str], size: str = "md", lang: str = "en") -> None:
    """Show a row of cards."""
    st.html(cards_html(cards, size, lang=lang))
