"""Hand-written positions more than one test file reads (notation JSON, `canasta_core.load`)."""

from __future__ import annotations

from typing import Any

#: South to play after drawing, its side opened (aces), three natural tens and a 2♣ in hand:
#: a natural meld of the tens against melding them with the wild card, or a discard.
TENS: dict[str, Any] = {
    "format": "canasta/1", "dealer": "W", "turn": "S", "phase": "play",
    "scores": {"NS": 0, "EW": 0},
    "hands": {"N": 11, "E": 11, "S": ["TC", "TD", "TH", "2C", "5S", "8D", "9C"], "W": 11},
    "melds": {"NS": {"A": ["AC", "AD", "AH"]}, "EW": {}},
    "red_threes": {"NS": [], "EW": []}, "pile": ["4H"], "stock": 40, "melded": ["N"]}
