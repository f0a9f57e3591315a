"""Rules reference: every rule as a section with an anchor, deep links (?rule=), search,
tables built from the engine's constants, and diagrams of the turn, the pile and scoring."""

from __future__ import annotations

import functools

import streamlit as st

import canasta_core as cc
from canasta_app.reference import details_button, diagrams, render, strategy
from canasta_app.reference import model as ref
from canasta_app.reference.search_box import search_box
from canasta_app.shell.lang import get_lang
from canasta_app.shell.links import rule_url
from canasta_app.text.i18n import t
from canasta_app.text.move_words import action_words
from canasta_app.ui.ruling import md_escape, render_ruling
from canasta_app.ui.static_text import paragraph_html
from canasta_app.ui.table import render_table, seat_name
from canasta_core import catalogue
from canasta_core.profiles import CLASSIC, PROFILES

lang = get_lang()


def _key(slug: str) -> str:
    return slug.replace(".", "_").replace("-", "_")


def _diagram(name: str) -> None:
    title = t(diagrams.TITLE[name], lang)
    st.markdown(f"**{title}**")
    graph = diagrams.DIAGRAMS[name](lang)
    st.graphviz_chart(graph.source, width="content")  # (its type is checked by name)
    # the same diagram as a table: for a screen reader, and in its place on a phone (issue 37)
    st.html(diagrams.table_html(graph, title, lang))
    st.caption(t(diagrams.CAPTION[name], lang))


#: Each table of the Tables tab: what builds it, its title and its caption.
TABLES = {
    "values": (ref.card_values_table, "reference.values_title", "reference.values_caption"),
    "opening": (ref.opening_table, "reference.opening_title", "reference.opening_caption"),
    "bonus": (ref.bonus_table, "reference.bonus_title", "reference.bonus_caption"),
}


def _table(name: str) -> None:
    build, title, caption = TABLES[name]
    st.markdown(f"**{t(title, lang)}**")
    st.table(build(lang), hide_index=True, width="content", border="horizontal")
    st.caption(t(caption, lang))


TABLE_FOR = {"values": "values", "open.minimum": "opening", "score.deal": "bonus"}


def _example(slug: str, highlighted: bool) -> None:
    if slug not in ref.EXAMPLES:  # some of the other tables' rules: told in words only
        return
    position, action = ref.example_for(slug)
    pos = cc.load(position)
    st.markdown(f"**{t('reference.example', lang)}**")
    st.markdown(
        # the move in words with card symbols, never in notation (issue 23)
        t("reference.example_line", lang, seat=seat_name(pos.turn, lang),
          action=md_escape(action_words(action, lang, pos)))
    )
    ruling = ref.example_ruling(slug)
    if ruling is not None:
        render_ruling(ruling, lang)
    else:
        st.warning(
            t("reference.example_input", lang, error=md_escape(ref.example_error(slug, lang))),
            icon=":material/edit:",
        )
    link = ref.sandbox_link(slug, lang)
    if link:
        st.link_button(
            t("reference.example_open", lang),
            link,
            icon=":material/playing_cards:",
            type="secondary",
        )
    if st.toggle(t("reference.example_show", lang), value=highlighted, key=f"ref_ex_{_key(slug)}"):
        render_table(pos, lang, reveal=pos.turn)


def _details(slug: str, highlighted: bool) -> None:
    """A rule's details: the referee's note, its table or diagram, the example ruled on, how
    other tables play it, the lessons that teach it."""
    note = ref.note(slug, lang)
    if note:
        st.markdown(f"**{t('reference.note', lang)}.** {md_escape(note)}")
    if slug in TABLE_FOR:
        _table(TABLE_FOR[slug])
    if slug in diagrams.DIAGRAM_FOR and highlighted:
        _diagram(diagrams.DIAGRAM_FOR[slug])
    _example(slug, highlighted)
    variants = ref.variants(slug, lang)
    if variants:
        st.markdown(f"**{t('reference.variants', lang)}**")
        for text, _source in variants:
            st.markdown(
                f":red-badge[{t('reference.variant_tag', lang)}] {md_escape(text)}"
            )  # not its source file's number: a code, not words (issue 37)
    lessons = ref.lessons_titled(slug, lang)
    if ref.is_profile_slug(slug) and not lessons:
        return  # most of the other tables' rules have no lesson: no "none yet" line each
    st.markdown(f"**{t('reference.lessons', lang)}**")
    if lessons:
        st.markdown(
            "\n".join(
                f"- [{md_escape(title)}](./lessons?lesson={lid}&lang={lang})"
                for lid, title in lessons
            )
        )
    else:
        st.caption(t("reference.lessons_none", lang))


HIDE_PREFIX = "ref_details_btn_"  # an open rule's "Hide" button (a Streamlit button)


def _flag(slug: str) -> str:
    return f"ref_details_{_key(slug)}"


def _toggle(flag: str) -> None:
    st.session_state[flag] = not st.session_state.get(flag, False)


def _rule(slug: str, highlighted: bool = False, terms: frozenset[str] = frozenset(),
          head: str = "", pending: list[str] | None = None) -> None:
    """A rule's section: its title (the anchor) and its text, one HTML element built once per
    language (canasta_app.reference.render.rule_html; the deep-linked rule too), and its
    details, built only when opened.

    A closed rule's details are one small button, not an expander: 66 expanders were half of
    the browser's work on a first visit (docs/performance-archive.md, "Issue 22, fourth pass"); the
    button is HTML in the rule's box (reference/details_button.py, twelfth pass), and an open
    rule's "Hide" a Streamlit button at the same place, focus moved onto it. The rule's box is
    CSS on its HTML element and on "Hide" (`.cc-rule-card`, `st-key-ref_details_btn_*` in
    shell/style.py), not a bordered Streamlit container a rule: 66 containers were the
    next largest item (issue 22, eighth pass). `head`: the section's heading, drawn in the
    same HTML element as its first rule. `pending`: the HTML of the closed rules above, drawn
    in this rule's element (render.stacked_html)."""
    if highlighted:  # a deep link: the rule asked for, out of its section, details open
        with st.container(border=True, key=f"ref_sec_hl_{_key(slug)}"):
            st.html(render.rule_html(slug, lang, terms, where=True))
            with st.expander(t("reference.details", lang), expanded=True, icon=":material/gavel:"):
                _details_and_link(slug, highlighted)
        return
    # its title (the anchor) and text in one HTML element: 66 Markdown trees parsed in the
    # browser were most of a first visit (docs/performance-archive.md, "sixth pass")
    details = _has_details(slug, lang)  # nothing to open but the link: no button for it
    shown = details and bool(st.session_state.get(_flag(slug)))  # open or not: in the session
    # closed: its details button is HTML in the rule's box (twelfth pass: a Streamlit button a
    # rule was 0.13x of a first visit), drawn with the rules around it
    after = (details_button.button_html(slug, _key(slug), t("reference.details", lang))
             if details and not shown else "")
    part = head + render.rule_html(slug, lang, terms, where=bool(terms), link=not details,
                                   card="more" if shown else "whole", after=after)
    if not shown and pending is not None:  # drawn with the next open rule, or at the end
        pending.append(part)
        return
    _draw_stacked(pending, part)
    if not shown:
        return
    st.button(t("reference.details_hide", lang), key=f"{HIDE_PREFIX}{_key(slug)}",
              type="tertiary", icon=":material/expand_less:", on_click=_toggle, args=(_flag(slug),))
    # the box's last part: CSS joins it to the rule's HTML and "Hide" above
    with st.container(key=f"ref_more_{_key(slug)}"):
        _details_and_link(slug, highlighted)


def _draw_stacked(pending: list[str] | None, last: str = "") -> None:
    """The rules gathered in `pending` (and `last`) as one HTML element: the rules with
    nothing to open need no element of their own (issue 22, ninth pass: 67 HTML elements on a
    first visit, one a rule, became one a details button)."""
    parts = [*(pending or ()), *([last] if last else [])]
    if pending:
        pending.clear()
    if parts:
        st.html(render.stacked_html(tuple(parts)))


def _link_line(slug: str) -> str:
    return f"[{t('reference.link', lang)}]({rule_url(slug, lang)})"  # the code only in the address


@functools.cache
def _has_details(slug: str, lang: str) -> bool:
    """Whether the rule's details hold more than its link (as `_details` draws them)."""
    return bool(ref.note(slug, lang) or slug in TABLE_FOR or slug in diagrams.DIAGRAM_FOR
                or slug in ref.EXAMPLES or ref.variants(slug, lang)
                or not ref.is_profile_slug(slug) or ref.lessons_titled(slug, lang))


def _details_and_link(slug: str, highlighted: bool) -> None:
    _details(slug, highlighted)
    st.markdown(_link_line(slug))


def _contents(slugs: list[str]) -> None:
    """Every section's rules as links to their anchors, in three columns."""
    cols = st.columns(3)
    for col, chunk in zip(cols, ref.split_columns(ref.sections(lang, slugs), 3), strict=True):
        for section in chunk:
            links = "\n".join(
                f"- [{md_escape(catalogue.title(s, lang))}](#{s})" for s in section.slugs
            )
            col.markdown(f"**{md_escape(section.title)}**\n\n{links}")


# --- page ---------------------------------------------------------------------------------
st.title(t("nav.reference", lang))
st.html(paragraph_html(t("reference.intro", lang)))  # plain text: no Markdown tree to parse

wanted, unknown = ref.resolve_rule(st.query_params.get("rule"))
if unknown:
    st.warning(
        t("reference.unknown_rule", lang, rule=md_escape(unknown)), icon=":material/search_off:"
    )

# the page's own box, not Streamlit's text box: its frontend code was 0.06x of a first visit
# (issue 22, twelfth pass); sent on Enter or on leaving the box, kept under "ref_search"
query = search_box(
    "ref_search",
    label=t("reference.search", lang),
    placeholder=t("reference.search_placeholder", lang),
    help=t("reference.search_help", lang),
    max_chars=ref.MAX_QUERY,
)
q = query.strip()
hits = ref.search_hits(q, lang) if q else []
terms = {h.slug: h.terms for h in hits}
matches = [h.slug for h in hits] if q else list(ref.ALL_SLUGS)
total = len(ref.ALL_SLUGS)

# The strategy principles (the coach's, canasta_core.principles): searched with the same box,
# opened by a ?principle= link.
principle, unknown_principle = strategy.resolve_principle(st.query_params.get("principle"))
# the table the principles are worded for (`?profile=`: the coach's links from a table say it)
table, unknown_table = strategy.resolve_profile(st.query_params.get("profile"))
strategy_ids = (strategy.strategy_hits(q, lang, table) if q
                else [e.id for e in strategy.entries(lang, table)])
strategy_label = t("reference.tab_strategy", lang, count=len(strategy_ids))

# The diagrams, tables and strategy tabs are drawn only while open (no work for what is not on
# screen: three graphviz charts and three tables on every run, issue 22); the rules tab always is.
tab_rules, tab_strategy, tab_diagrams, tab_tables = st.tabs(
    [
        t("reference.tab_rules", lang, count=len(matches)),  # the same count as below
        strategy_label,
        t("reference.tab_diagrams", lang),
        t("reference.tab_tables", lang),
    ],
    key="ref_tab",
    on_change="rerun",
    default=strategy_label if (principle or unknown_principle) else None,
)

with tab_rules:
    if q and not matches:
        st.info(t("reference.search_none", lang, query=md_escape(q)), icon=":material/search_off:")
    elif q:
        st.caption(
            t("reference.search_count", lang, count=len(matches), total=total, query=md_escape(q))
        )
    first = wanted if wanted in matches else None
    if first:
        st.success(
            t("reference.deep_link", lang, title=md_escape(catalogue.title(first, lang))),
            icon=":material/bookmark:",
        )
        _rule(first, highlighted=True)
    rest = [s for s in matches if s != first]
    if not q and rest:  # the contents: drawn only while open (not on screen while closed)
        with st.expander(t("reference.contents", lang), icon=":material/toc:",
                         key="ref_contents", on_change="rerun") as contents:
            if contents.open:
                _contents(rest)
    # a closed rule's details button pressed (HTML, reference/details_button.py): open it
    pressed = details_button.listen("ref_details_listener", HIDE_PREFIX, ref.ALL_SLUGS)
    if pressed:
        _toggle(_flag(pressed))
    pending: list[str] = []  # closed rules, drawn as one HTML element up to the next open one
    if q:  # best match first, the matched words highlighted
        for slug in rest:
            _rule(slug, terms=terms.get(slug, frozenset()), pending=pending)
    else:
        for section in ref.sections(lang, rest):
            note = (t("reference.engine_section_note", lang) if section.key == "engine" else
                    t("reference.profile_section_note", lang)
                    if section.key in catalogue.PROFILE_SECTIONS else "")
            # the heading, its anchor and note in the first rule's HTML element (eighth pass)
            head = render.section_head_html(section.key, section.title, note)
            for i, slug in enumerate(section.slugs):
                _rule(slug, head=head if i == 0 else "", pending=pending)
    _draw_stacked(pending)

TABLE_KEY = "ref_strategy_table"


def _choose_table() -> None:
    """The table picked in the Strategy tab goes into the link (`?profile=`, none for the
    classic table), which the next run reads like a coach's link."""
    chosen = st.session_state.get(TABLE_KEY) or CLASSIC.name
    if chosen == CLASSIC.name:
        st.query_params.pop("profile", None)
    else:
        st.query_params["profile"] = chosen


def _principle(e: strategy.Entry) -> None:
    """One principle: its title (the anchor `principle-<id>`), explanation, example and links."""
    with st.container(border=True, key=f"ref_principle_{e.id}"):
        st.subheader(e.title, anchor=f"principle-{e.id}")
        st.markdown(md_escape(e.text))
        if e.partners_only:
            st.caption(t("reference.strategy_partners_only", lang))
        st.caption(t("reference.strategy_example" if table == CLASSIC.name
                     else "reference.strategy_example_classic", lang,
                     example=md_escape(e.example)))
        links = [f"[{md_escape(t('reference.strategy_link', lang))}]"
                 f"({strategy.principle_url(e.id, lang, table)})"]
        if e.sandbox:
            links.insert(0, f"[{md_escape(t('reference.strategy_open', lang))}]({e.sandbox})")
        st.markdown(" · ".join(links))


with tab_strategy:
    if tab_strategy.open:
        st.caption(t("reference.strategy_intro", lang))
        # the table the explanations speak of: the link's (`?profile=`), changed here
        st.session_state[TABLE_KEY] = table
        st.selectbox(t("reference.strategy_table_pick", lang), tuple(PROFILES),
                     key=TABLE_KEY, on_change=_choose_table,
                     format_func=lambda p: catalogue.profile_name(p, lang),
                     help=t("reference.strategy_table_help", lang))
        if unknown_table:
            st.warning(t("reference.unknown_profile", lang, profile=md_escape(unknown_table)),
                       icon=":material/search_off:")
        if unknown_principle:
            st.warning(t("reference.unknown_principle", lang,
                         principle=md_escape(unknown_principle)), icon=":material/search_off:")
        by_id = {e.id: e for e in strategy.entries(lang, table)}
        if q and not strategy_ids:
            st.info(t("reference.strategy_none", lang, query=md_escape(q)),
                    icon=":material/search_off:")
        elif q:
            st.caption(t("reference.strategy_count", lang, count=len(strategy_ids),
                         total=len(by_id), query=md_escape(q)))
        shown = strategy_ids
        if principle and (not q or principle in strategy_ids):
            st.success(t("reference.strategy_deep_link", lang,
                         title=md_escape(by_id[principle].title)), icon=":material/bookmark:")
            shown = [principle, *[i for i in shown if i != principle]]
        for pid in shown:
            _principle(by_id[pid])

with tab_diagrams:
    if tab_diagrams.open:
        for name in ("turn", "pile", "scoring"):
            _diagram(name)

with tab_tables:
    if tab_tables.open:
        c1, c2, c3 = st.columns(3)
        with c1:
            _table("values")
        with c2:
            _table("opening")
        with c3:
            _table("bonus")
