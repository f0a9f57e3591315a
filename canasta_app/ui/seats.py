"""Where each seat of a profile sits at the felt table, and how seats and sides are named.

The classic table is a cross (North, East, South, West; two partnerships). The other profiles
(canasta_core/profiles.py, profiles.md) seat two players face to face, three players round a
table with West's place empty, or six players in two partnerships of three, partners
alternating. The seats keep their clockwise order on screen: in six-hand North is at the top,
North-East to its right, then South-East, South at the bottom, South-West and North-West.

Names come from the glossary's words (canasta_core.messages): a seat is "North"/"Norte"; a
classic side "North–South"/"Norte–Sur"; a side of one seat is that seat; a side of three seats is
named by its seats with the en dash, as the classic sides are, spaced because the six-hand
seats' own names carry hyphens ("North – South-East – South-West", "Norte – Sudeste –
Sudoeste"); like «Norte–Sur» it is one subject in a sentence.

The classic layout is style.py's (`.cc-grid`); the others add `layout_css()` once per table, so
a classic table's HTML is unchanged.
"""

from __future__ import annotations

from typing import Final

from canasta_app.text.i18n import seat_name, side_name
from canasta_core.profiles import CLASSIC, PROFILES, Profile


def profile_of(name: str | Profile) -> Profile:
    return name if isinstance(name, Profile) else PROFILES.get(name, CLASSIC)


def layout_class(rules: Profile) -> str:
    """The grid's class for the profile's seats: cc-seats-4 (classic), -2, -3 or -6."""
    return f"cc-seats-{len(rules.seats)}"


def side_label(rules: Profile, side: str, lang: str) -> str:
    """A side's name on screen: the classic names, a lone player's seat, or three seats joined
    by the en dash as the classic sides are."""
    if rules.name == CLASSIC.name:
        return side_name(side, lang)
    seats = rules.side_seats.get(side)
    if not seats:
        return side
    if len(seats) == 1:
        return seat_name(seats[0], lang)
    return " – ".join(seat_name(s, lang) for s in seats)


def side_seats_label(rules: Profile, side: str, lang: str) -> str:
    """The seats of a side, for a melds box's heading: the classic partners ("North + South");
    "" when the side's name already lists its seats (every other profile)."""
    if rules.name != CLASSIC.name:
        return ""
    return " + ".join(seat_name(s, lang) for s in rules.side_seats.get(side, ()))


def partner_of(rules: Profile, seat: str) -> str | None:
    """The seat that answers this seat's "may I go out?", None for a player alone."""
    return rules.answers_ask.get(seat)


# Every rule is scoped to a profile's class, so the classic table never changes. Two and three
# seats: one column (North, the pile, South), or North above, East right; six seats: North-West,
# North, North-East above, South-West and South-East beside the pile, South below (clockwise).
_CSS: Final = """
.cc-grid.cc-seats-2 { grid-template-columns: minmax(0, 1fr);
  grid-template-areas: "north" "centre" "south"; }
.cc-grid.cc-seats-2 .cc-centre { justify-self: center; }
.cc-grid.cc-seats-3 { grid-template-columns: minmax(min-content, 1fr) auto minmax(min-content, 1fr);
  grid-template-areas: "north north north" ". centre east" "south south south"; }
.cc-grid.cc-seats-6 { grid-template-columns: minmax(min-content, 1fr) auto minmax(min-content, 1fr);
  grid-template-areas: "nw north ne" "sw centre se" "south south south"; }
.cc-grid .cc-seat-NE { grid-area: ne; } .cc-grid .cc-seat-SE { grid-area: se; }
.cc-grid .cc-seat-SW { grid-area: sw; } .cc-grid .cc-seat-NW { grid-area: nw; }
.cc-grid.cc-seats-6 .cc-seat-N { justify-self: stretch; }
.cc-seats-6 .cc-seat[data-side="A"], .cc-melds .cc-sidebox[data-side="A"] {
  box-shadow: inset 0 4px 0 #f5d77a; }
.cc-seats-6 .cc-seat[data-side="B"], .cc-melds .cc-sidebox[data-side="B"] {
  box-shadow: inset 0 4px 0 #9fd3ff; }
.cc-melds.cc-sides-3 { grid-template-columns: repeat(3, minmax(0, 1fr)); }
@container (max-width: 680px) {
  .cc-grid.cc-seats-3 { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    grid-template-areas: "north east" "centre centre" "south south"; }
  .cc-grid.cc-seats-6 { grid-template-columns: repeat(6, minmax(0, 1fr));
    grid-template-areas: "nw nw north north ne ne" "sw sw sw se se se"
      "centre centre centre centre centre centre" "south south south south south south"; }
  .cc-grid.cc-seats-3 .cc-centre, .cc-grid.cc-seats-6 .cc-centre { max-width: none; }
  .cc-melds.cc-sides-3 { grid-template-columns: minmax(0, 1fr); }
  /* every hand face up: two to a row, or eleven cards would stand in a column */
  .cc-grid.cc-seats-6:has(.cc-seat-N .cc-card:not(.cc-back)) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    grid-template-areas: "north north" "nw ne" "sw se" "centre centre" "south south"; }
}
@media (max-width: 760px) {
  .cc-grid.cc-seats-2 { grid-template-columns: minmax(0, 1fr);
    grid-template-areas: "north" "centre" "south"; }
  .cc-grid.cc-seats-3 { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    grid-template-areas: "north east" "centre centre" "south south"; }
  .cc-grid.cc-seats-6 { grid-template-columns: repeat(6, minmax(0, 1fr));
    grid-template-areas: "nw nw north north ne ne" "sw sw sw se se se"
      "centre centre centre centre centre centre" "south south south south south south"; }
  .cc-melds.cc-sides-3 { grid-template-columns: minmax(0, 1fr); }
}
"""


def layout_css(rules: Profile) -> str:
    """The style block a non-classic table carries ("" for the classic table)."""
    return "" if rules.name == CLASSIC.name else f"<style>{_CSS}</style>"


__all__ = ["layout_class", "layout_css", "partner_of", "profile_of", "side_label",
           "side_seats_label"]
