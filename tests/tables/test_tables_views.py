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
