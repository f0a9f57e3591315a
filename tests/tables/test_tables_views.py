"""The shared table's share box (canasta_app/tables/views.py): the QR code is an image the
page's HTML sanitiser keeps (an inline SVG was dropped: the box was empty), and a link that
names this computer says so."""

from __future__ import annotations

import base64
import re
from urllib.parse import unquote

from canasta_app.tables.views import only_this_computer, qr_html, table_url


def test_the_qr_code_is_an_image_of_the_tables_link() -> None:
    url = table_url("http://192.168.1.20:8501/tables?t=OLD", "ABC234", "es")
    assert url == "http://192.168.1.20:8501/tables?t=ABC234&lang=es"
    got = qr_html(url, 'QR "of" <the> link')
    assert "<svg" not in got  # st.html strips inline SVG
    src = re.search(r'<img src="([^"]+)"', got)
    assert src is not None and src.group(1).startswith("data:image/svg+xml")
    data = src.group(1).split(",", 1)[1]
    svg = (base64.b64decode(data).decode() if ";base64" in src.group(1)
           else unquote(data.replace("&amp;", "&")))
    assert "<svg" in svg and "path" in svg
    assert 'alt="QR &quot;of&quot; &lt;the&gt; link"' in got  # the label is text, escaped
    assert "max-width:240px" in got and "width:100%" in got  # fits a phone's column


def test_a_link_to_this_computer_is_told_apart() -> None:
    assert only_this_computer("http://127.0.0.1:8501/tables?t=A")
    assert only_this_computer("http://localhost:8501/tables?t=A")
    assert only_this_computer("http://[::1]:8501/tables?t=A")
    assert not only_this_computer("http://192.168.1.20:8501/tables?t=A")
    assert not only_this_computer("https://canasta.example.org/tables?t=A")


def test_the_game_sheet_is_one_narrow_column_per_side_with_its_running_total() -> None:
    """The deal's end on a phone: each side one column (the deal's points, the total after it
    under them), not two, so three sides fit 390 px; every label escaped."""
    from canasta_app.ui.score_table import sheet_html

    out = sheet_html(["North", "<b>East</b>", "South"],
                     [[1, 125, 725, -405, 125, 725, -405], [2, 100, 555, 1070, 225, 1280, 665]],
                     "Deal", "total")
    assert out.count("<tr>") == 3 and out.count('<th scope="col">') == 4
    assert "&lt;b&gt;East&lt;/b&gt;" in out and "<b>East" not in out
    cells = re.findall(r'<span class="cc-sheet-pts">([^<]*)</span>'
                       r'<span class="cc-sheet-total">([^<]*)</span>', out)
    assert cells == [("125", "total 125"), ("725", "total 725"), ("−405", "total −405"),
                     ("100", "total 225"), ("555", "total 1280"), ("1070", "total 665")]
    assert re.findall(r'<th scope="row">(\d+)</th>', out) == ["1", "2"]


def test_the_seats_list_tells_the_watcher_when_to_look() -> None:
    """A bot to act cannot move before the table's pace: the list says how long to wait; a
    finished or closed table moves no more: the list says it is still; the deal's last moves
    are drawn with it, escaped."""
    from canasta_app.tables.session import SeatRow
    from canasta_app.tables.views import recent_html, seats_html

    rows = [SeatRow("S", "South", "<b>Ana</b>", (), True, True, False, False)]
    got = seats_html(rows, 3, 7, "dabc/ABCD", wait_ms=1200)
    assert 'data-table="dabc/ABCD"' in got and 'data-revision="7"' in got
    assert 'data-wait="1200"' in got and "data-still" not in got
    assert "&lt;b&gt;Ana&lt;/b&gt;" in got
    got = seats_html(rows, 3, 7, "dabc/ABCD", still=True)
    assert 'data-still="1"' in got and "data-wait" not in got
    assert "data-wait" not in seats_html(rows, 3, 7, "dabc/ABCD")
    assert recent_html("Last moves", []) == ""
    assert "<li>North: meld &lt;3&gt;</li>" in recent_html("Last moves", ["North: meld <3>"])


def test_a_bots_wait_is_the_tables_pace_since_the_last_move(store) -> None:  # type: ignore[no-untyped-def]
    from canasta_app.tables import service

    a = store.new_learner()
    info = store.tables.create(profile="two-hand", target=5000, mode="match", pace="normal",
                               seed=3, seats={"S": "human", "N": "heuristic"}, host_id=a.id)
    store.tables.take_seat(info.id, a.id, "Ana", "S")
    for _ in range(20):  # to the bot's turn
        table = service.load(store.tables, info.id)
        assert table is not None
        if table.bot_to_move is not None:
            break
        store.tables.append(info.id, table.play.version, table.play.acting or "",
                            table.play.bot_action("heuristic"), a.id)
    assert table.bot_to_move is not None
    last = table.play.last_ms
    assert service.bot_wait_ms(table, now_ms=last + 400) == 1100  # normal pace: 1.5 s
    assert service.bot_wait_ms(table, now_ms=last + 2000) == 0
    # the page's wait and the driver's "due" are one reading of the pace: due when no wait
    for after in (0, 400, 1499, 1500, 1501, 2000):
        due = service.bot_due(table, now_ms=last + after)
        assert due == (after >= 1500) == (service.bot_wait_ms(table, now_ms=last + after) == 0)
