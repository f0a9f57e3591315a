"""The shared table's own drawing: the seats list, the table's link and its QR code. Every
piece of user text (nicknames) is escaped here; the table itself is drawn by the shared
table view (canasta_app/ui/table.py) from the seat's own view of the position."""

from __future__ import annotations

import html
from collections.abc import Sequence
from functools import lru_cache
from urllib.parse import urlencode

from canasta_app.shell.share import only_this_computer  # noqa: F401 (the tables' readers' name too)
from canasta_app.tables.session import QP, SeatRow

#: The coach's levels as the player's choice names them (session.COACH_LEVELS).
COACH_KEYS = {"off": "tables.coach.off", "guide": "tables.coach.guide",
              "advice": "tables.coach.advice"}
_TAILS = ("/tables", "/class", "/classroom", "/home", "/lessons", "/practice")


def site_base(url: str | None) -> str:
    base = (url or "").split("?")[0].rstrip("/")
    for tail in _TAILS:
        if base.endswith(tail):
            return base[: -len(tail)]
    return base


def table_url(page_url: str | None, code: str, lang: str) -> str:
    return f"{site_base(page_url)}/tables?{urlencode({QP: code, 'lang': lang})}"


@lru_cache(maxsize=256)
def qr_html(url: str, label: str) -> str:
    """The link's QR code as an image (made once per link and language: it does not change).
    An <img> of the SVG, not the SVG inline: st.html's sanitiser drops inline SVG, which left
    an empty box. Dark on white with its quiet zone, at most 240 px, never wider than its
    column (a phone's)."""
    import segno

    uri = segno.make(url, error="m").svg_data_uri(scale=6, dark="#111111", light="#ffffff")
    return (f'<div class="cc-table-qr" style="margin:0.25rem 0">'
            f'<img src="{html.escape(uri)}" alt="{html.escape(label)}" '
            'style="display:block;width:100%;max-width:240px;height:auto;'
            'image-rendering:pixelated;border-radius:4px"></div>')


def seats_title_html(title: str) -> str:
    """The seats list's title, drawn with the list (one element: a move redraws less)."""
    return f'<p style="margin:0 0 0.25rem 0"><b>{html.escape(title)}</b></p>'


def seats_html(rows: Sequence[SeatRow], version: int = 0, revision: int | None = None,
               code: str = "", still: bool = False, wait_ms: int = 0) -> str:
    """The seats list. `still`: nothing moves the table any more (the game is over, or the
    table is closed): its watcher fetches the revision file at a slow pace. `wait_ms`: a bot
    is to act and cannot move before this (the table's pace): the watcher waits as long."""
    items = []
    for r in rows:
        cls = "cc-tseat"
        if r.acting:
            cls += " cc-tseat-acting"
        if r.mine:
            cls += " cc-tseat-mine"
        notes = "".join(f' <span class="cc-badge cc-badge-muted">{html.escape(n)}</span>'
                        for n in r.notes)
        turn = " ▶" if r.acting else ""
        items.append(f'<li class="{cls}" data-seat="{html.escape(r.seat)}">'
                     f"<b>{html.escape(r.label)}</b>{turn} · {html.escape(r.who)}{notes}</li>")
    # data-version: the table's version this page drew (benchmarks/tables.py waits for it);
    # data-revision and data-table (the revision file's name: watch.file_key): what the
    # page's watcher compares with the table's revision file (tables.py WATCH_JS, watch.py)
    watched = (f' data-table="{html.escape(code)}" data-revision="{int(revision)}"'
               + (' data-still="1"' if still else "")
               + (f' data-wait="{int(wait_ms)}"' if wait_ms > 0 else "")
               if code and revision is not None else "")
    return (f'<ul class="cc-tseats" data-version="{int(version)}"{watched} '
            'style="list-style:none;padding-left:0;margin:0">' + "".join(items) + "</ul>")


def recent_html(title: str, lines: Sequence[str]) -> str:
    """The deal's last moves under the seats list, drawn with it (one element: a move redraws
    less); plain text escaped."""
    if not lines:
        return ""
    items = "".join(f"<li>{html.escape(line)}</li>" for line in lines)
    return (f'<div class="cc-trecent" style="margin-top:0.5rem;font-size:0.875rem;opacity:0.8">'
            f'<p style="margin:0"><b>{html.escape(title)}</b></p>'
            f'<ul style="margin:0;padding-left:1.2rem">{items}</ul></div>')


#: The deal's end at a table on a phone: the scoring's table a little tighter (its numbers
#: stay large); the game sheet's own rules are the shared SHEET_CSS.
END_CSS = """<style>
@media (max-width: 640px) {
  .st-key-tables_end [data-testid="stTable"] th,
  .st-key-tables_end [data-testid="stTable"] td { padding: 0.3rem 0.45rem !important;
    font-size: 1.1rem !important; }
}
</style>"""
