"""Links between the site's pages, built in one place: a page path with its query, relative
("./sandbox?s=...") for st.page_link / st.link_button, or absolute for a link to copy."""

from __future__ import annotations

import html
from collections.abc import Mapping
from urllib.parse import quote, urlencode, urlsplit

from canasta_core.profiles import CLASSIC


def page_link(page: str, query: Mapping[str, str]) -> str:
    """"./<page>?<query>" with every value URL-encoded (share codes keep "." "_" "-")."""
    return f"./{page}?{urlencode(dict(query), quote_via=quote, safe='._-')}"


def absolute(relative: str, current_url: str | None) -> str:
    """`relative` ("./page?...") made absolute against the page's own URL, when known (a
    link to copy must work outside the site); `relative` unchanged otherwise."""
    if not current_url:
        return relative
    parts = urlsplit(current_url)
    base = f"{parts.scheme}://{parts.netloc}{parts.path.rsplit('/', 1)[0]}/"
    return base + relative.removeprefix("./")


def rule_url(slug: str, lang: str) -> str:
    """The rules reference's deep link for a slug."""
    return f"./reference?rule={slug}&lang={lang}"


def principle_url(principle: str, lang: str, profile: str | None = None) -> str:
    """The rules reference's deep link for a strategy principle (its Strategy tab), its texts
    worded for the table `profile` when it is not the classic one (`&profile=two-hand`)."""
    table = f"&profile={profile}" if profile and profile != CLASSIC.name else ""
    return f"./reference?principle={principle}&lang={lang}{table}"


def anchor_html(url: str, inner_html: str, *, new_tab: bool = False, css_class: str = "") -> str:
    """A link inside the site's own HTML (st.html), opening in the same tab as a page link
    does, or in a new one (`new_tab`, as Streamlit's link button); `inner_html` is already
    escaped."""
    cls = f' class="{html.escape(css_class)}"' if css_class else ""
    target = 'target="_blank" rel="noreferrer"' if new_tab else 'target="_self"'
    return f'<a{cls} href="{html.escape(url)}" {target}>{inner_html}</a>'


def sandbox_link(share_code: str, lang: str) -> str:
    return page_link("sandbox", {"s": share_code, "lang": lang})


def classroom_show_link(show_code: str, lang: str) -> str:
    """The classroom in presentation mode on one position (`show` is a share code)."""
    return page_link("classroom", {"show": show_code, "present": "1", "lang": lang})


__all__ = ["absolute", "anchor_html", "classroom_show_link", "page_link", "rule_url", "sandbox_link"]
