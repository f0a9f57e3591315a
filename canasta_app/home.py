"""The Home page's logic (no Streamlit): the "Is this legal?" preset and the example deal."""

from __future__ import annotations

from typing import Any, Final

import canasta_core as cc

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
    try:
        return cc.check(legal_preset(), text), ""
    except cc.NotationError as exc:
        return None, exc.message_in(lang)


def example_deal(seed: int) -> cc.Position:
    return cc.deal(seed=seed, dealer="W", scores=(0, 0))


def sandbox_params(history: list[str]) -> dict[str, str]:
    """Query parameters opening the preset (and the legal move just checked) in the sandbox;
    empty when the sandbox's share module is unavailable or the link cannot be made."""
    try:
        from canasta_app import share
    except ImportError:
        return {}
    try:
        return {"s": share.encode_state(LEGAL_PRESET, history)}
    except ValueError:
        try:
            return {"s": share.encode_state(LEGAL_PRESET, [])}
        except ValueError:
            return {}
