"""The current language, kept in `?lang=` so a shared link opens in the same language."""

from __future__ import annotations

import streamlit as st

from canasta_app.i18n import parse_lang, t

SESSION_KEY = "lang"


def sync_lang() -> str:
    """Read ?lang= (or the session's choice), keep both in step, and return the language.

    Called once per run by streamlit_app.py before the page runs. An unknown value falls back
    to English with a visible note rather than an error.
    """
    raw = st.query_params.get("lang")
    if raw is not None:
        lang = parse_lang(raw)
        if lang is None:  # not understood: say so, and show English
            st.session_state["_lang_note"] = str(raw)[:20]
            lang = "en"
        st.session_state[SESSION_KEY] = lang
    lang = st.session_state.get(SESSION_KEY, "en")
    if st.query_params.get("lang") != lang:
        st.query_params["lang"] = lang
    return str(lang)


def get_lang() -> str:
    return str(st.session_state.get(SESSION_KEY, "en"))


def tr(key: str, **params: object) -> str:
    """t() in the current language."""
    return t(key, get_lang(), **params)
