"""The classroom's narrated table, importable without Streamlit: settings from a link and back,
the bot deal behind the table, and what a move just changed. ("Canasta by the numbers" is
canasta_app/classroom/deal_numbers.py.)

    read_params(query) -> (TableSettings, problems)      # never raises; problems are translated
    permalink(settings, lang) -> "./classroom?seed=7&dealer=N&ns=heuristic&ew=random&step=23..."
    deal_record(seed, dealer, ns, ew) -> DealRecord      # the bots' deal, reproducible
    seat_view(position, view) -> Position                # what a view may see (for links)
    just_played(before, after) -> {"meld:NS:K": (...)}   # cards to highlight after a move
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final
from urllib.parse import urlencode

from canasta_app.classroom.deal_numbers import (
    BAR_COLOURS,  # the charts' colours, also importable here
)
from canasta_app.domain.live import TABLE_MAX_ACTIONS, deal_record
from canasta_app.ui.moment import (  # noqa: F401
    _added,
    just_played,
    seat_view,
)
from canasta_core.bots import BOT_KINDS
from canasta_core.profiles import CLASSIC

SEED_MAX: Final = 999_999_999
VIEWS: Final = ("all", "counts", *CLASSIC.seats)
SPEEDS: Final = (3.0, 2.0, 1.0, 0.5)  # seconds per move for auto-play
DEFAULT_SPEED: Final = 2.0
MAX_PARAM: Final = 40  # characters of a query value we look at


@dataclass(frozen=True, slots=True)
class TableSettings:
    seed: int = 7
    dealer: str = "N"
    ns: str = "heuristic"
    ew: str = "heuristic"
    step: int = 0
    view: str = "all"
    present: bool = False  # presentation mode (the projector layout)


Problem = tuple[str, dict[str, object]]  # (string key, params) — translated by the page


def _int(raw: str, lo: int, hi: int) -> int | None:
    s = raw.strip()
    if not s or len(s) > 12 or not (s.isdigit() or (s[0] in "+-" and s[1:].isdigit())):
        return None
    v = int(s)
    return v if lo <= v <= hi else None


def read_params(query: Mapping[str, str]) -> tuple[TableSettings, list[Problem]]:
    """Settings from a link's query parameters; anything unusable falls back to the default
    and is reported (never an exception). `step` is checked against the deal later."""
    d = TableSettings()
    seed, dealer, ns, ew, step, view = d.seed, d.dealer, d.ns, d.ew, d.step, d.view
    present = d.present
    problems: list[Problem] = []

    def get(key: str) -> str | None:
        v = query.get(key)
        return None if v is None else str(v)[:MAX_PARAM]

    raw = get("seed")
    if raw is not None:
        v = _int(raw, 0, SEED_MAX)
        if v is None:
            problems.append(("classroom.bad.seed", {"value": raw, "max": SEED_MAX}))
        else:
            seed = v
    raw = get("dealer")
    if raw is not None:
        if raw.strip().upper() in CLASSIC.seats:
            dealer = raw.strip().upper()
        else:
            problems.append(("classroom.bad.dealer", {"value": raw}))
    bots = {"ns": ns, "ew": ew}
    for key in ("ns", "ew"):
        raw = get(key)
        if raw is not None:
            if raw.strip().lower() in BOT_KINDS:
                bots[key] = raw.strip().lower()
            else:
                problems.append(("classroom.bad.bot", {"value": raw}))
    raw = get("step")
    if raw is not None:
        v = _int(raw, 0, TABLE_MAX_ACTIONS)
        if v is None:
            problems.append(("classroom.bad.step", {"value": raw}))
        else:
            step = v
    raw = get("view")
    if raw is not None:
        w = raw.strip()
        w = w.upper() if w.upper() in CLASSIC.seats else w.lower()
        if w in VIEWS:
            view = w
        else:
            problems.append(("classroom.bad.view", {"value": raw}))
    raw = get("present")
    if raw is not None:
        if raw.strip() in ("0", "1"):
            present = raw.strip() == "1"
        else:
            problems.append(("classroom.bad.present", {"value": raw}))
    return TableSettings(seed, dealer, bots["ns"], bots["ew"], step, view, present), problems


def query_for(s: TableSettings) -> dict[str, str]:
    """The link's parameters; `present` only when on (a plain link opens the normal page)."""
    out = {"seed": str(s.seed), "dealer": s.dealer, "ns": s.ns, "ew": s.ew,
           "step": str(s.step), "view": s.view}
    if s.present:
        out["present"] = "1"
    return out


def permalink(s: TableSettings, lang: str) -> str:
    """A relative link that reopens this deal at this move."""
    return "./classroom?" + urlencode({**query_for(s), "lang": lang})


__all__ = [
    "BAR_COLOURS", "DEFAULT_SPEED", "SEED_MAX", "SPEEDS", "TABLE_MAX_ACTIONS", "VIEWS",
    "TableSettings",
    "deal_record", "just_played", "permalink", "query_for", "read_params", "seat_view",
]
