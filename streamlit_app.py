"""Entry point: page navigation, the language switch and shared state. Each page lives in its
feature's folder: canasta_app/<feature>/<address>.py
(canasta_app/classes/class.py for the class page: `class` cannot name a package)."""

from __future__ import annotations

import streamlit as st

from canasta_app.shell.lang import SESSION_KEY, sync_lang
from canasta_app.shell.learner import sync_learner
from canasta_app.shell.style import inject_css
from canasta_app.tables.driver import ensure_started as start_tables_driver
from canasta_app.text.i18n import LANG_NAMES, LANGS, t

lang = sync_lang()
sync_learner()  # ?me=CODE: the anonymous learner whose progress is kept (canasta_app/store)
inject_css(lang)
start_tables_driver()  # the shared tables' bots move from the server (once per process)


def _choose_lang(choice: str) -> None:
    st.session_state[SESSION_KEY] = choice
    st.query_params["lang"] = choice


# Two buttons, not a radio: every page already draws buttons, while a radio made each first
# visit fetch nine more of the frontend's files (docs/performance-archive.md, "Issue 22, fourth pass").
with st.sidebar:
    st.caption(t("lang.label", lang))
    with st.container(horizontal=True, key="lang_switch"):
        for code in LANGS:
            st.button(
                LANG_NAMES[code],
                key=f"_lang_{code}",
                type="primary" if code == lang else "secondary",
                on_click=_choose_lang,
                args=(code,),
            )
    note = st.session_state.pop("_lang_note", None)
    if note:
        st.info(t("lang.unknown", lang, value=note))

# Streamlit serves the default page only at "/"; the same page, hidden from the menu, answers
# "/home" too, instead of Streamlit's "Page not found". (Not a redirect: AppTest opens a page by
# its file name, which is this hidden page, and a redirect would drop its widgets' values.)
pages = [
    st.Page("canasta_app/home/home.py", title=t("nav.home", lang), icon=":material/home:", url_path="", default=True),
    st.Page("canasta_app/home/home.py", title=t("nav.home", lang), url_path="home", visibility="hidden"),
    st.Page("canasta_app/lessons/lessons.py", title=t("nav.lessons", lang), icon=":material/school:", url_path="lessons"),
    st.Page("canasta_app/practice/practice.py", title=t("nav.practice", lang), icon=":material/sports_esports:", url_path="practice"),
    st.Page("canasta_app/tables/tables.py", title=t("nav.tables", lang), icon=":material/table_restaurant:", url_path="tables"),
    st.Page("canasta_app/reference/reference.py", title=t("nav.reference", lang), icon=":material/menu_book:", url_path="reference"),
    st.Page("canasta_app/sandbox/sandbox.py", title=t("nav.sandbox", lang), icon=":material/playing_cards:", url_path="sandbox"),
    st.Page("canasta_app/calculator/calculator.py", title=t("nav.calculator", lang), icon=":material/calculate:", url_path="calculator"),
    st.Page("canasta_app/classroom/classroom.py", title=t("nav.classroom", lang), icon=":material/co_present:", url_path="classroom"),
    st.Page("canasta_app/classes/class.py", title=t("nav.class", lang), icon=":material/groups:", url_path="class"),
]
page = st.navigation(pages)


def _sidebar_state() -> str:
    """The classroom's presentation mode wants the whole screen (a projector); elsewhere
    Streamlit's "auto" (open on wide screens, closed on phones)."""
    if page.url_path == "classroom":
        present = st.session_state.get("classroom_big")
        if present is None:  # first visit: the link decides
            present = st.query_params.get("present") == "1"
        if present:
            return "collapsed"
    return "auto"


# once per run, after navigation, so the sidebar state can depend on the page
st.set_page_config(
    page_title=t("app.title", lang),  # the browser tab says it in the page's language
    page_icon="♠",
    layout="wide",
    initial_sidebar_state=_sidebar_state(),  # type: ignore[arg-type]
)
try:
    page.run()
except Exception as error:  # noqa: BLE001 — st.rerun/st.stop are BaseExceptions, not caught
    from canasta_app.shell.unexpected import should_raise, show_unexpected

    if should_raise():  # the test suite: a bug fails its test
        raise
    show_unexpected(error, lang)
