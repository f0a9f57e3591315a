"""Home: what the site is for, links to every page, a dealt hand, and "Is this legal?"."""

from __future__ import annotations

import random

import streamlit as st

from canasta_app.domain.lesson_loading import catalogue
from canasta_app.home.model import (
    EXAMPLE_SEED,
    LEGAL_TRIES,
    MAX_ACTION_CHARS,
    audience_html,
    example_deal,
    judge,
    legal_preset,
    page_desc_html,
    sandbox_params,
)
from canasta_app.shell.lang import get_lang
from canasta_app.shell.learner import render_progress, render_store_notice
from canasta_app.text.i18n import t
from canasta_app.text.move_words import action_words
from canasta_app.ui import KEEP
from canasta_app.ui.ruling import md_escape, render_ruling
from canasta_app.ui.static_text import caption_html, paragraph_html
from canasta_app.ui.table import render_table
from canasta_core import typed as typed_moves
from canasta_core.catalogue import RULES

lang = get_lang()
qp = {"lang": lang}

st.title(t("app.title", lang))
st.html(paragraph_html(t("home.intro", lang)))  # plain text: no Markdown tree to parse


def _homework() -> None:
    """The student's homework in the progress card (the class page's list, imported only for a
    learner who has a code)."""
    from canasta_app.shell.homework import student_list

    student_list(lang, empty_note=False)


render_progress(lang, catalogue()[0], _homework)
render_store_notice(lang)

# --- who it is for -----------------------------------------------------------------------
st.subheader(t("home.audience.title", lang))
col_new, col_check, col_teach = st.columns(3)
with col_new.container(border=True, height="stretch"):
    st.html(audience_html(t("home.new.title", lang), t("home.new.body", lang), "school"))
    st.page_link(
        "canasta_app/lessons/lessons.py",
        label=t("home.new.cta", lang),
        icon=":material/arrow_forward:",
        query_params=qp,
    )
    st.page_link(
        "canasta_app/practice/practice.py",
        label=t("home.new.cta_practice", lang),
        icon=":material/sports_esports:",
        query_params=qp,
    )
with col_check.container(border=True, height="stretch"):
    st.html(audience_html(t("home.check.title", lang), t("home.check.body", lang), "gavel"))
    st.page_link(
        "canasta_app/reference/reference.py",
        label=t("home.check.cta_reference", lang),
        icon=":material/menu_book:",
        query_params=qp,
    )
    st.page_link(
        "canasta_app/sandbox/sandbox.py",
        label=t("home.check.cta_sandbox", lang),
        icon=":material/playing_cards:",
        query_params=qp,
    )
with col_teach.container(border=True, height="stretch"):
    st.html(audience_html(t("home.teach.title", lang), t("home.teach.body", lang), "co_present"))
    st.page_link(
        "canasta_app/classroom/classroom.py",
        label=t("home.teach.cta", lang),
        icon=":material/arrow_forward:",
        query_params=qp,
    )

# --- "Is this legal?" and a dealt hand -----------------------------------------------------
# "Is this legal?" (a dealt table, a text box and four tries) is a closed box drawn only when
# opened: the text box's code alone was 0.07x of a first visit, the whole 0.15x (issue 22,
# twelfth pass); the cards above link to the sandbox, where the same question has its page.


def _set_try(action: str) -> None:
    st.session_state["home_action"] = action


def _legal() -> None:
    st.html(paragraph_html(t("home.legal.intro", lang)))
    preset = legal_preset()
    col_table, col_ask = st.columns([3, 2], gap="medium")
    with col_table:
        render_table(preset, lang, reveal="N")
    with col_ask:
        st.text_input(
            t("home.legal.label", lang),
            key="home_action",
            max_chars=MAX_ACTION_CHARS,
            placeholder=t("home.legal.placeholder", lang),
            help=t("home.legal.help", lang),
            persist_state=KEEP,  # what was typed outlives a closed box
        )
        st.html(caption_html(t("home.legal.try", lang)))
        tries = st.columns(2)
        for i, action in enumerate(LEGAL_TRIES[:4]):
            tries[i % 2].button(
                md_escape(action_words(action, lang)), key=f"home_try_{i}", on_click=_set_try,
                args=(typed_moves.write(action, lang),), width="stretch"
            )
        typed = str(st.session_state.get("home_action", "") or "")
        history: list[str] = []
        if typed.strip():
            ruling, error = judge(typed, lang)
            if ruling is not None:
                render_ruling(ruling, lang)
                if ruling.legal:
                    history = [ruling.action or typed]
            else:
                st.warning(
                    t("home.legal.bad_input", lang, error=md_escape(error))
                    + "\n\n"
                    + t("home.legal.bad_input_hint", lang),
                    icon=":material/edit:",
                )
        else:
            st.info(t("home.legal.empty", lang), icon=":material/keyboard:")
        st.page_link(
            "canasta_app/sandbox/sandbox.py",
            label=t("home.legal.more", lang),
            icon=":material/playing_cards:",
            query_params={**qp, **sandbox_params(history)},
        )


with st.expander(t("home.legal.title", lang), icon=":material/help:", key="home_legal_open",
                 on_change="rerun") as legal_box:
    if legal_box.open:
        _legal()

# A whole dealt table, a button and a toggle, below the first screen: drawn only when opened
# (issue 22: no work for what is not on screen on a first visit).
with st.expander(t("home.example.title", lang), icon=":material/playing_cards:",
                 key="home_example_open", on_change="rerun") as example_box:
    if example_box.open:
        seed = int(st.session_state.get("home_seed", EXAMPLE_SEED))
        c1, c2 = st.columns([1, 3], vertical_alignment="center")
        if c1.button(t("home.example.deal", lang), key="home_deal", icon=":material/shuffle:"):
            new = random.randint(1, 99_999)
            seed = new if new != seed else seed % 99_999 + 1  # always a different deal
            st.session_state["home_seed"] = seed
        big = c2.toggle(t("home.example.big", lang), key="home_big")
        render_table(example_deal(seed), lang, reveal="all", big=big)
        st.caption(t("home.example.caption", lang, seed=seed))

# --- every page -----------------------------------------------------------------------------
# Below the first screen, and the sidebar names every page too: the cards with what each page
# is for are drawn only when opened (issue 22, eleventh pass: 0.1x of a first visit of home).
PAGES = (
    ("canasta_app/lessons/lessons.py", "nav.lessons", "home.pages.lessons", ":material/school:"),
    ("canasta_app/practice/practice.py", "nav.practice", "home.pages.practice", ":material/sports_esports:"),
    ("canasta_app/tables/tables.py", "nav.tables", "home.pages.tables", ":material/table_restaurant:"),
    ("canasta_app/reference/reference.py", "nav.reference", "home.pages.reference", ":material/menu_book:"),
    ("canasta_app/sandbox/sandbox.py", "nav.sandbox", "home.pages.sandbox", ":material/playing_cards:"),
    ("canasta_app/calculator/calculator.py", "nav.calculator", "home.pages.calculator", ":material/calculate:"),
    ("canasta_app/classroom/classroom.py", "nav.classroom", "home.pages.classroom", ":material/co_present:"),
    ("canasta_app/classes/class.py", "nav.class", "home.pages.class", ":material/groups:"),
)
with st.expander(t("home.pages.title", lang), icon=":material/apps:", key="home_pages_open",
                 on_change="rerun") as every_page:
    if every_page.open:
        cols = st.columns(3)
        for i, (path, nav_key, desc_key, icon) in enumerate(PAGES):
            with cols[i % 3].container(border=True):
                st.page_link(path, label=f"**{t(nav_key, lang)}**", icon=icon, query_params=qp)
                # the rules reference's own count (its "Rules (N)" tab), never a number typed
                # here; the line under the link: HTML, not a caption's Markdown (eighth pass)
                st.html(page_desc_html(t(desc_key, lang, count=len(RULES))))
