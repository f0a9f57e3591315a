"""The shared table's own drawing: the seats list, the table's link and its QR code. Every
piece of user text (nicknames) is escaped here; the table itself is drawn by the shared
table view (canasta_app/ui/table.py) from the seat's own view of the position."""

from __future__ import annotations

import html
from collections.abc import Sequence
from functools import lru_cache
from urllib.parse import urlencode

from canasta_app.tables.session import QP, SeatRow

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
    """The link's QR code (made once per link and language: it does not change)."""
    import segno

    svg = segno.make(url, error="m").svg_inline(scale=5, dark="#111111", light="#ffffff")
    return (f'<div class="cc-table-qr" role="img" aria-label="{html.escape(label)}">'
            f"{svg}</div>")


def seats_html(rows: Sequence[SeatRow], version: int = 0) -> str:
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
    # data-version: the table's version this page drew (benchmarks/tables.py waits for it)
    return (f'<ul class="cc-tseats" data-version="{int(version)}" '
            'style="list-style:none;padding-left:0;margin:0">' + "".join(items) + "</ul>")
