"""The card picker's state, without Streamlit: which kind of action is being built, and the
cards picked for it (tests drive it with a plain dict; `ui/picker.py` draws it).

Issue 37: after a draw the picker stayed on "Meld", so a newcomer who tapped one card and
"Play it" got an illegal meld. Now the kind is *proposed* from what the phase allows: when the
play phase begins (or the hand changes) it is "Meld" if the referee accepts some meld of this
hand (the engine's listing, or for a side that has not opened the opening search), else
"Discard". And the cards picked are *kept* across a switch of kind: the meld's cards and the
discard's card are two selections; a switch shows the other one as it was left. A meld's single
card carried to "Discard" (the newcomer tapped one card, then saw it is a discard) becomes the
discard's card and leaves the meld's selection, so a switch back shows no stale card; a card
picked to discard leaves the meld's selection too (a card is melded or discarded, not both).

State lives under keys starting with `key`: `<key>_sel` (the meld's, or the take's, chip ids
in click order), `<key>_dsel` (the discard's: one chip id at most), `<key>_kind` (the kind
shown; the segmented control's own key), `<key>_was` (the kind before the control changed it),
`<key>_sig` (what the selection belongs to), `<key>_wild_<chip>` (a wild card's meld).
"""

from __future__ import annotations

from collections.abc import MutableMapping, Sequence
from typing import Any

from canasta_app.ui.compose import offered_card_kinds
from canasta_core.legal import legal_evaluations
from canasta_core.positions import Position, has_opened
from canasta_core.questions import opening_meld


def signature(pos: Position) -> tuple[Any, ...]:
    """What a selection belongs to: the seat, the phase, an ask, the hand, the pile's top."""
    return (pos.turn, pos.phase, pos.this_turn.asked, pos.hands[pos.turn], pos.pile[-1:])


def can_meld(pos: Position) -> bool:
    """Does the referee accept some meld of the hand to act now? The listing's melds first;
    for a side that has not opened, the listing offers only some openings, so the opening
    search (`canasta_core.questions.opening_meld`, each candidate ruled on by `check`) decides."""
    if pos.phase != "play" or isinstance(pos.hands[pos.turn], int):
        return False
    if any(a.startswith("meld") for a in legal_evaluations(pos)):
        return True
    return not has_opened(pos, pos.side) and opening_meld(pos) is not None


def proposed_kind(pos: Position, kinds: Sequence[str]) -> str:
    """The kind a picker opens on: "discard" in the play phase when no meld is legal (after a
    draw with nothing to meld), else the first kind offered ("meld", or "take" while drawing)."""
    if not kinds:
        return ""
    if "meld" in kinds and "discard" in kinds and not can_meld(pos):
        return "discard"
    return kinds[0]


class PickerState:
    """One picker's state in `state` (the page's session state) under `key`."""

    def __init__(self, state: MutableMapping[str, Any], key: str) -> None:
        self.state = state
        self.key = key

    def _k(self, name: str) -> str:
        return f"{self.key}_{name}"

    # ------------------------------------------------------------------ reading

    @property
    def kind(self) -> str:
        return str(self.state.get(self._k("kind")) or "")

    def selection(self, kind: str | None = None) -> list[str]:
        """The chip ids picked for `kind` (the kind shown by default), in click order."""
        kind = self.kind if kind is None else kind
        name = "dsel" if kind == "discard" else "sel"
        return list(self.state.get(self._k(name)) or [])

    def kept_for_meld(self) -> int:
        """While "Discard" is shown: how many cards are kept picked for the meld."""
        return len(self.selection("meld")) if self.kind == "discard" else 0

    # ------------------------------------------------------------------ changing

    def reset(self) -> None:
        """Forget every card picked and the wild cards' assignments (the kind stays)."""
        s = self.state
        s[self._k("sel")] = []
        s[self._k("dsel")] = []
        s.pop(self._k("pile_help"), None)
        prefix = self._k("wild_")
        for k in [k for k in s if isinstance(k, str) and k.startswith(prefix)]:
            del s[k]

    def sync(self, pos: Position, kinds: Sequence[str]) -> None:
        """Before drawing: a new hand, seat or phase forgets the cards picked and proposes the
        kind again (`proposed_kind`); a kind no longer offered gives way to the first one."""
        s = self.state
        sig = signature(pos)
        if s.get(self._k("sig")) != sig:
            self.reset()
            s[self._k("sig")] = sig
            s[self._k("kind")] = s[self._k("was")] = proposed_kind(pos, kinds)
        elif kinds and self.kind not in kinds:
            s[self._k("kind")] = s[self._k("was")] = kinds[0]

    def tap(self, chip: str) -> None:
        """A card tapped (its chip, or the card on the table): picked, or unpicked if it was.
        A discard is one card: a new tap replaces the old one, and takes the card out of the
        meld's selection."""
        s = self.state
        if self.kind == "discard":
            now = self.selection("discard")
            s[self._k("dsel")] = [] if chip in now else [chip]
            if chip not in now:
                s[self._k("sel")] = [c for c in self.selection("meld") if c != chip]
            return
        sel = self.selection()
        if chip in sel:
            sel.remove(chip)
            s.pop(self._k("wild_" + chip.replace("#", "_")), None)
        else:
            sel.append(chip)
        s[self._k("sel")] = sel

    def switched(self, fallback: str = "") -> None:
        """The kind control changed (its new value is already in `<key>_kind`): the cards
        picked for each kind are kept; a meld's single card goes with a switch to "Discard"
        when no discard was picked yet. A control clicked off keeps the kind it had."""
        s = self.state
        was = str(s.get(self._k("was")) or fallback)
        if not s.get(self._k("kind")):
            s[self._k("kind")] = was
        now = self.kind
        if now == "discard" and was != "discard":
            meld = self.selection("meld")
            if len(meld) == 1 and not self.selection("discard"):
                s[self._k("dsel")] = meld
                s[self._k("sel")] = []
                s.pop(self._k("wild_" + meld[0].replace("#", "_")), None)
        s[self._k("was")] = now

    def switch(self, kind: str) -> None:
        """Show `kind` (a button, not the control: the pile tapped, a test)."""
        self.state[self._k("kind")] = kind
        self.switched()


def kinds_offered(pos: Position, withhold: Sequence[str] = ()) -> tuple[str, ...]:
    """The kinds built from picked cards offered now, less those withheld."""
    return tuple(k for k in offered_card_kinds(pos) if k not in withhold)


__all__ = ["PickerState", "can_meld", "kinds_offered", "proposed_kind", "signature"]
