"""AppTest: the Home and Rules reference pages in English and Spanish."""

from __future__ import annotations

import html
import re
from typing import Any

import pytest
from helpers.apptest import html_bodies, open_box, open_page, walk
from streamlit.testing.v1 import AppTest

from canasta_app.reference.model import ALL_SLUGS
from canasta_app.reference.model import sections as ref_sections
from canasta_app.text.i18n import t
from canasta_core import catalogue


def open_at(page: str, **params: str) -> AppTest:
    return open_page(page, params)


def search(at: AppTest, query: str) -> None:
    """Search the rules as a reader does: the page's own box (reference/search_box.py, not a
    Streamlit text box) keeps what was sent under "ref_search", and the page runs again."""
    at.session_state["ref_search"] = query
    at.run()


def open_legal(**params: str) -> AppTest:
    """Home with "Is this legal?" opened as a visitor does (drawn only while open, issue 22)."""
    at = open_at("home", **params)
    assert not [w for w in at.text_input if w.key == "home_action"]  # closed: not drawn
    open_box(at, "home_legal_open")
    return at




#: a closed rule's box: CSS on its one HTML element (render.rule_html, card=...), named by slug
RULE_CARD = re.compile(r'<div class="cc-rule cc-rule-card [^"]*" data-rule="([^"]+)">')


def section_blocks(at: AppTest) -> list[tuple[str, Any]]:
    """(section key, element) of every rule section, in page order: the deep-linked rule's
    bordered container (key `ref_sec_hl_<slug>`), each other rule's box drawn by CSS on its
    HTML element (`data-rule`, given the key `ref_sec_<slug>` here: issue 22, eighth pass)."""
    out = []
    for n in walk(at.main):
        proto = getattr(n, "proto", None)
        ident = getattr(proto, "id", "") if proto is not None and n.type == "flex_container" else ""
        if isinstance(ident, str) and "-ref_sec_" in ident:
            out.append((ident.split("-", 2)[-1], n))
        elif getattr(n, "type", "") == "html":
            out += [("ref_sec_" + s.replace(".", "_").replace("-", "_"), n)
                    for s in RULE_CARD.findall(str(n.value))]
    return out


SECTION_HEAD = re.compile(r'<h2 class="cc-section" id="section-[^"]+">([^<]*)</h2>')
RULE_ID = re.compile(r'<h3 class="cc-rule-title" id="([^"]+)">')


def anchors(at: AppTest) -> list[str]:
    """Every rule section's anchor in page order: the deep-linked rule's subheader, the others'
    `<h3 id>` inside their one HTML element (render.rule_html)."""
    out = []
    for n in walk(at.main):
        if getattr(n, "type", "") == "subheader":
            out.append(n.proto.anchor)
        elif getattr(n, "type", "") == "html":
            out += RULE_ID.findall(str(n.value))
    return out


def rule_titles(at: AppTest) -> list[str]:
    """Every rule section's title as shown (HTML entities undone, highlights kept as tags)."""
    out = []
    for n in walk(at.main):
        if getattr(n, "type", "") == "subheader":
            out.append(str(n.value))
        elif getattr(n, "type", "") == "html":
            out += [html.unescape(x) for x in re.findall(r'<h3 class="cc-rule-title"[^>]*>(.*?)</h3>',
                                                           str(n.value))]
    return out


# --- home ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "title"),
    [("en", "Canasta: learn, check, teach"), ("es", "Canasta: aprender, consultar, enseñar")],
)
def test_home_renders(lang: str, title: str) -> None:
    at = open_at("home", lang=lang)
    assert at.title[0].value == title
    assert not at.error
    # "Is this legal?" and the dealt hand are closed boxes, drawn once opened (issue 22)
    assert sum(b.startswith('<div class="cc-table') for b in html_bodies(at)) == 0
    open_box(at, "home_legal_open")
    bodies = html_bodies(at)
    assert sum(b.startswith('<div class="cc-table') for b in bodies) == 1  # the preset
    open_box(at, "home_example_open")
    assert sum(b.startswith('<div class="cc-table') for b in html_bodies(at)) == 2
    frozen = (
        "Frozen: a wild card is buried" if lang == "en" else "Congelado: hay un comodín enterrado"
    )
    assert any(frozen in b for b in bodies)



def test_the_closed_code_box_draws_no_text_box_until_opened() -> None:
    """Home's "Have a personal code?" box, closed on a first visit, draws its text box and
    button only once opened (issue 22, ninth pass), and the code typed there is used."""
    at = open_at("home", lang="en")
    assert not [w for w in at.text_input if w.key == "me_code_input"]
    assert not [b for b in at.button if b.key == "me_code_btn"]
    at.session_state["me_code_open"] = True  # the visitor opens the box
    at.run()
    at.text_input(key="me_code_input").set_value("ZZZZ-ZZZZ")
    at.button(key="me_code_btn").click().run()
    assert not at.exception
    assert any("ZZZZ-ZZZZ" in b for b in [str(w.value) for w in at.warning])
    assert at.text_input(key="me_code_input").value == "ZZZZ-ZZZZ"  # still open, kept


def test_home_links_every_page() -> None:
    at = open_at("home")
    links = {p.proto.page for p in at.get("page_link")}
    assert "calculator" not in links, "the cards below the first screen: drawn only when opened"
    open_box(at, "home_pages_open")  # "Everything on the site"
    links = {p.proto.page for p in at.get("page_link")}
    for page in ("lessons", "practice", "tables", "reference", "sandbox", "calculator", "classroom",
                 "class"):
        assert page in links, (page, links)


@pytest.mark.parametrize(
    ("lang", "action", "verdict", "slug"),
    [
        ("en", "take 7H 2C", "Not legal", "pile.frozen"),
        ("es", "take 7H 2C", "No válida", "pile.frozen"),
        ("en", "take 7H 7S", "Legal", None),
        ("en", "meld KD KS 2C", "Not legal", "turn.not-yours"),
    ],
)
def test_is_this_legal(lang: str, action: str, verdict: str, slug: str | None) -> None:
    at = open_legal(lang=lang)
    at.text_input(key="home_action").input(action).run()
    assert not at.exception
    verdicts = [b for b in html_bodies(at) if b.startswith('<div class="cc-verdict')]
    assert len(verdicts) == 1
    assert verdict in verdicts[0]
    if slug:
        assert f"./reference?rule={slug}&amp;lang={lang}" in verdicts[0]
    assert at.text_input(key="home_action").value == action  # nothing typed is lost
    open_box(at, "home_legal_open", is_open=False)  # closed, then opened again: still there
    open_box(at, "home_legal_open")
    assert at.text_input(key="home_action").value == action


def test_try_buttons_fill_the_box() -> None:
    at = open_legal()
    at.button(key="home_try_1").click().run()
    assert at.text_input(key="home_action").value == "take 7H 2C"
    assert any("Not legal" in b for b in html_bodies(at) if b.startswith('<div class="cc-verdict'))


@pytest.mark.parametrize("lang", ["en", "es"])
def test_unreadable_move_gets_a_friendly_warning(lang: str) -> None:
    at = open_legal(lang=lang)
    at.text_input(key="home_action").input("take 7X").run()
    assert not at.exception
    assert at.warning and "7X" in at.warning[0].value
    assert not [b for b in html_bodies(at) if b.startswith('<div class="cc-verdict')]


def test_deal_another_changes_the_hand() -> None:
    at = open_legal()
    # the dealt hand is below the first screen: drawn only once opened (issue 22)
    assert len([b for b in html_bodies(at) if b.startswith('<div class="cc-table')]) == 1
    assert not at.toggle
    open_box(at, "home_example_open")

    def tables() -> list[str]:
        return [b for b in html_bodies(at) if b.startswith('<div class="cc-table')]

    before = tables()
    at.button(key="home_deal").click().run()
    assert not at.exception
    assert at.session_state["home_seed"] != 4
    after = tables()
    assert after[0] == before[0]  # the says("home.legal.title") preset stays
    assert after[1] != before[1]


# --- reference -------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "es"])
def test_reference_has_every_slug_in_both_languages(lang: str) -> None:
    at = open_at("reference", lang=lang)
    assert not at.error
    assert sorted(anchors(at)) == sorted(ALL_SLUGS)
    titles = set(rule_titles(at))
    for slug in catalogue.RULE_SLUGS:
        assert catalogue.title(slug, lang) in titles
    keys = [k for k, _ in section_blocks(at)]
    assert len(keys) == len(ALL_SLUGS)
    # grouped under the catalogue's section headers, in order
    # each section's heading is in its first rule's HTML element (render.section_head_html),
    # with its anchor
    headers = [html.unescape(x) for b in html_bodies(at) for x in SECTION_HEAD.findall(b)]
    assert not at.header
    expected = [s.title for s in ref_sections(lang)]
    assert headers == expected
    # the classic game's sections, then the other tables' (profiles.md), the engine's last
    assert headers[:11] == [v[1 if lang == "es" else 0] for v in catalogue.SECTIONS.values()][:11]
    assert headers[12] == ("Dos jugadores, cada uno solo" if lang == "es"
                           else "Two players, each alone")
    plain = {re.sub(r"\\(.)", r"\1", x) for x in titles}  # Markdown escapes undone
    for slug in catalogue.PROFILE_RULES:
        assert catalogue.title(slug, lang) in plain


@pytest.mark.parametrize("lang", ["en", "es"])
def test_deep_link_highlights_and_opens_the_rule(lang: str) -> None:
    at = open_at("reference", lang=lang, rule="pile.frozen")
    assert anchors(at)[0] == "pile.frozen"  # put first
    keys = [k for k, _ in section_blocks(at)]
    assert keys[0] == "ref_sec_hl_pile_frozen"
    assert sum("_hl_" in k for k in keys) == 1  # only that one is highlighted
    assert anchors(at).count("pile.frozen") == 1  # and not repeated further down
    assert at.expander[0].proto.expanded is True
    assert all(not e.proto.expanded for e in at.expander[1:])
    title = catalogue.title("pile.frozen", lang)
    assert any(title in s.value for s in at.success)
    # its example, ruled, is open with the table
    bodies = html_bodies(at)
    assert any(b.startswith('<div class="cc-verdict') and "pile.frozen" in b for b in bodies)
    assert any(b.startswith('<div class="cc-table') for b in bodies)


def test_deep_link_is_forgiving() -> None:
    at = open_at("reference", rule=" Open.Minimum ")
    assert anchors(at)[0] == "open.minimum"


def test_deep_link_to_an_engine_slug() -> None:
    at = open_at("reference", rule="turn.not-yours")
    assert anchors(at)[0] == "turn.not-yours"


@pytest.mark.parametrize(
    ("lang", "word"), [("en", "There is no rule"), ("es", "No hay ninguna regla")]
)
def test_unknown_rule_gets_a_friendly_note(lang: str, word: str) -> None:
    at = open_at("reference", lang=lang, rule="pile.melted")
    assert at.warning and word in at.warning[0].value and "pile.melted" in at.warning[0].value
    assert sorted(anchors(at)) == sorted(ALL_SLUGS)  # the whole reference is still there
    assert not [k for k, _ in section_blocks(at) if "_hl_" in k]


@pytest.mark.parametrize(
    ("lang", "query", "expected"),
    [
        ("en", "frozen", "pile.frozen"),
        ("en", "congelado", "pile.frozen"),  # Spanish words work on the English page
        ("es", "frozen", "pile.frozen"),
        ("en", "925", "score.example"),
    ],
)
def test_search_filters(lang: str, query: str, expected: str) -> None:
    at = open_at("reference", lang=lang)
    search(at, query)
    assert not at.exception
    found = anchors(at)
    assert expected in found
    assert 0 < len(found) < len(ALL_SLUGS)
    assert "deal.dealer" not in found


def test_search_without_match_says_so() -> None:
    at = open_at("reference")
    search(at, "zzzqqq")
    assert anchors(at) == []
    assert any("No rule matches" in i.value for i in at.info)


def test_search_with_a_deep_link_keeps_the_highlight_only_if_it_matches() -> None:
    at = open_at("reference", rule="pile.frozen")
    search(at, "canasta")
    assert "pile.frozen" not in anchors(at)
    search(at, "frozen")
    assert anchors(at)[0] == "pile.frozen"


def test_reference_tables_and_diagrams() -> None:
    at = open_at("reference", lang="es")
    at.session_state["ref_tab"] = t("reference.tab_diagrams", "es")  # the reader opens the tab
    at.run()
    charts = at.get("graphviz_chart")
    assert len(charts) >= 3
    sources = " ".join(c.proto.spec for c in charts)
    assert "500" in sources and "CONGELADO" in sources
    at.session_state["ref_tab"] = t("reference.tab_tables", "es")
    at.run()
    frames = at.table
    assert len(frames) >= 3
    first_cols = [list(f.value.columns) for f in frames]
    assert ["Cartas", "Valor", "Tipo"] in first_cols


def test_language_switch_changes_the_texts() -> None:
    at = open_at("reference", lang="en")
    assert at.title[0].value == "Rules reference"
    at.query_params["lang"] = "es"
    at.run()
    assert at.title[0].value == "Reglamento"


def test_play_on_link_carries_the_position_and_the_legal_move() -> None:
    share = pytest.importorskip("canasta_app.shell.share")
    from urllib.parse import parse_qs

    import canasta_core as cc
    from canasta_app.home.model import LEGAL_PRESET

    at = open_legal()
    at.text_input(key="home_action").input("take 7H 7S").run()
    links = [p.proto for p in at.get("page_link") if "s=" in p.proto.query_string]
    assert len(links) == 1 and links[0].page == "sandbox"
    params = parse_qs(links[0].query_string)
    pos, history = share.decode_state(params["s"][0])
    assert cc.to_dict(pos) == cc.to_dict(cc.load(LEGAL_PRESET))
    assert history == ["take 7H 7S"]
    # an illegal move is not carried over
    at.text_input(key="home_action").input("take 7H 2C").run()
    links = [p.proto for p in at.get("page_link") if "s=" in p.proto.query_string]
    _, history = share.decode_state(parse_qs(links[0].query_string)["s"][0])
    assert history == []


def test_rule_section_lists_the_lessons_that_teach_it() -> None:
    lessons = pytest.importorskip("canasta_app.lessons.model")
    taught = lessons.lessons_for_slug("pile.frozen")
    if not taught:
        pytest.skip("no lesson teaches pile.frozen yet")
    at = open_at("reference", lang="es", rule="pile.frozen")
    text = " ".join(m.value for m in at.markdown)
    for lesson_id, _, title_es in taught:
        assert f"./lessons?lesson={lesson_id}&lang=es" in text
        assert title_es.split()[0] in text


def test_rule_section_links_its_example_to_the_sandbox() -> None:
    pytest.importorskip("canasta_app.shell.share")
    at = open_at("reference", rule="pile.frozen")
    urls = [b.proto.url for b in at.get("link_button")]
    assert any(u.startswith("./sandbox?s=") and u.endswith("&lang=en") for u in urls)


def test_search_lists_the_best_match_first_with_its_words_highlighted() -> None:
    at = open_at("reference")
    search(at, "how many cards are dealt?")
    assert not at.exception
    assert anchors(at)[0] == "deal.hands"
    search(at, "frozen pile")
    found = anchors(at)
    assert found[0] == "pile.frozen"
    assert '<mark class="cc-hit">frozen</mark>' in rule_titles(at)[0].casefold()
    # the tab and the caption count the same rules
    assert at.tabs[0].label == f"Rules ({len(found)})"
    assert any(f"{len(found)} of {len(ALL_SLUGS)} rules match" in c.value for c in at.caption)


def test_search_escapes_what_the_user_typed() -> None:
    at = open_at("reference", lang="es")
    search(at, "<b>congelado</b> **x**")
    assert not at.exception
    assert anchors(at)[0] == "pile.frozen"
    caption = " ".join(c.value for c in at.caption)
    assert "\\<b\\>" in caption and "\\*\\*x\\*\\*" in caption  # shown as typed, not as markup


@pytest.mark.parametrize(("lang", "query", "heading", "title"), [
    ("en", "two players", "Other tables play this another way", "Two canastas to go out"),
    ("es", "dos jugadores", "Otras mesas lo juegan distinto", "Dos canastas para cortar"),
])
def test_the_other_tables_beside_the_classic_rule_and_found_by_search(
    lang: str, query: str, heading: str, title: str
) -> None:
    at = open_at("reference", lang=lang, rule="out.canasta")
    # the deep-linked rule, like every rule, is one HTML element (render.rule_html)
    body = "\n".join(b for b in html_bodies(at) if 'id="out.canasta"' in b)
    assert heading in body
    # the two-player rule beside the classic one, linked to its own section
    assert 'href="./reference?rule=two.out&amp;lang=' in body and title in body
    search(at, query)
    first = anchors(at)[:3]
    assert first[0].startswith("two.") and sum(a.startswith("two.") for a in first) >= 2, first


def test_closed_parts_of_the_reference_are_not_drawn() -> None:
    """Issue 22: a closed rule's details and the closed contents send nothing; each rule is its
    title and text in one HTML element (render.rule_html); opening a part draws it."""
    at = open_at("reference")
    blocks = section_blocks(at)
    assert len(blocks) == len(ALL_SLUGS)
    # each rule's box is CSS on its one HTML element, not a Streamlit container a rule (eighth
    # pass: 66 bordered containers were the next largest item of a first visit)
    assert all(n.type == "html" for _, n in blocks)
    assert not [n for n in walk(at.main) if getattr(n, "type", "") == "flex_container"
                and "ref_" in str(getattr(n.proto, "id", ""))]
    link = t("reference.link", "en")
    # no details drawn while closed (a rule with nothing but its link shows the link)
    assert not any(link in m.value and "?rule=pile.frozen&" in m.value for m in at.markdown)
    assert not any('?rule=pile.frozen&amp;lang=en" target="_self">' + link in b
                   for b in html_bodies(at))
    bare = sum(link in m.value for m in at.markdown)
    assert not any("](#pile.frozen)" in m.value for m in at.markdown)  # nor the contents
    frozen = [b for b in html_bodies(at) if 'id="pile.frozen"' in b]
    assert len(frozen) == 1
    assert html.escape(catalogue.explanation("pile.frozen", "en")) in frozen[0]
    assert not [m for m in at.markdown  # the text is not drawn a second time as Markdown
                if catalogue.explanation("pile.frozen", "en")[:30] in m.value]
    at.session_state["ref_details_pile_frozen"] = True  # the reader opens one rule's details
    at.session_state["ref_contents"] = True  # and the contents
    at.run()
    assert not at.exception
    shown = [m.value for m in at.markdown]
    assert sum(link in m for m in shown) == bare + 1
    assert any("?rule=pile.frozen&lang=en" in m and link in m for m in shown)
    assert any("](#pile.frozen)" in m for m in shown)


def test_home_draws_its_static_text_as_escaped_html() -> None:
    """Issue 22, eighth pass: each audience card's heading and sentence are one HTML element,
    and the line under each page's link in "Everything on the site" is HTML, not a caption's
    Markdown; every page link is still a real page link, and the text is escaped."""
    from canasta_app.home.model import audience_html, page_desc_html

    for lang in ("en", "es"):
        at = open_at("home", lang=lang)
        open_box(at, "home_pages_open")  # "Everything on the site"
        bodies = html_bodies(at)
        for key in ("new", "check", "teach"):
            card = [b for b in bodies if b.startswith('<div class="cc-home-card">')
                    and html.escape(t(f"home.{key}.title", lang)) in b]
            assert len(card) == 1 and html.escape(t(f"home.{key}.body", lang)) in card[0]
        assert sum(b.startswith('<p class="cc-page-desc">') for b in bodies) == 8
        assert not [m for m in at.markdown if t("home.new.body", lang)[:30] in m.value]
        assert not [c for c in at.main.caption if t("home.pages.lessons", lang) in c.value]
        assert len(at.get("page_link")) >= 12
    assert "&lt;b&gt;" in audience_html("<b>", "<i>", "school") + page_desc_html("<b>")
    assert "<b>" not in audience_html("<b>", "x", "school") and "<b>" not in page_desc_html("<b>")
