"""The Home page's logic (no Streamlit): the "Is this legal?" preset and the example deal."""

from __future__ import annotations

import html
from functools import lru_cache
from typing import Any, Final

import canasta_core as cc
from canasta_core import typed

#: North to play; North–South have opened (three aces); a buried two freezes the pile.
LEGAL_PRESET: Final[dict[str, Any]] = {
    "format": "canasta/1",
    "dealer": "W",
    "turn": "N",
    "phase": "draw",
    "scores": {"NS": 0, "EW": 1500},
    "hands": {"N": ["7H", "7S", "KD", "KS", "2C", "9H", "5D"], "E": 9, "S": 8, "W": 10},
    "melds": {"NS": {"A": ["AH", "AS", "AD"]}, "EW": {"Q": ["QH", "QS", "QD", "JK"]}},
    "red_threes": {"NS": [], "EW": ["3H"]},
    "pile": ["9C", "2D", "4S", "7D"],
    "stock": 60,
}

#: Moves offered as one-click tries: a legal take, a frozen-pile refusal, a wrong-phase meld.
LEGAL_TRIES: Final = ("take 7H 7S", "take 7H 2C", "meld KD KS 2C", "draw")

EXAMPLE_SEED: Final = 4  # a deal whose upcard (a two) was covered: the pile starts frozen
MAX_ACTION_CHARS: Final = 200


def legal_preset() -> cc.Position:
    return cc.load(LEGAL_PRESET)


def judge(action: str, lang: str = "en") -> tuple[cc.Ruling | None, str]:
    """Rule on an action for the preset: (ruling, "") or (None, error message) for bad input."""
    text = action.strip()[:MAX_ACTION_CHARS]
    try:  # typed in the page's language (canasta_core.typed), ruled on as canonical
        return cc.check(legal_preset(), typed.read(text, lang)), ""
    except cc.NotationError as exc:
        return None, exc.message_in(lang)


def example_deal(seed: int) -> cc.Position:
    return cc.deal(seed=seed, dealer="W", scores=(0, 0))


def sandbox_params(history: list[str]) -> dict[str, str]:
    """Query parameters opening the preset (and the legal move just checked) in the sandbox;
    empty when the sandbox's share module is unavailable or the link cannot be made."""
    try:
        from canasta_app.shell import share
    except ImportError:
        return {}
    try:
        return {"s": share.encode_state(LEGAL_PRESET, history)}
    except ValueError:
        try:
            return {"s": share.encode_state(LEGAL_PRESET, [])}
        except ValueError:
            return {}


# --- static text drawn as one HTML element (issue 22, eighth pass) ------------------------------
# Streamlit parses every st.markdown and caption as a Markdown tree in the browser, the largest
# item of a first visit; these texts never change, so each card's text is one escaped st.html,
# built once per language. The look copies Streamlit's h4, paragraph and caption (CSS
# `.cc-home-card`, `.cc-page-desc` in shell/style.py).

def _icon(name: str) -> str:
    """A Material Symbols icon as Streamlit draws one (its font is already on every page)."""
    return f'<span class="cc-icon" aria-hidden="true">{html.escape(name)}</span>'


@lru_cache(maxsize=16)
def audience_html(title: str, body: str, icon: str) -> str:
    """An audience card's heading (with its icon) and its sentence; the links stay page links."""
    return (f'<div class="cc-home-card"><h4>{_icon(icon)} {html.escape(title)}</h4>'
            f"<p>{html.escape(body)}</p></div>")


@lru_cache(maxsize=32)
def page_desc_html(text: str) -> str:
    """The line under a page's link in "Everything on the site", as a caption looks."""
    return f'<p class="cc-page-desc">{html.escape(text)}</p>'
