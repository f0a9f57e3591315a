"""The current language, kept in `?lang=` so a shared link opens in the same language."""

from __future__ import annotations

import streamlit as st

from canasta_app.text.i18n import parse_lang, t

SESSION_KEY = "lang"


def accept_language(header: str | None) -> str | None:
    """The site's language a browser's Accept-Language header prefers ("es-AR,es;q=0.9,en;q=0.8"
    -> "es"): the highest-weighted tag the site has, the first of equal weights; None if none."""
    best: tuple[float, int, str] | None = None
    for i, part in enumerate((header or "")[:500].split(",")):
        tag, _, params = part.strip().partition(";")
        weight = 1.0
        params = params.strip()
        if params.startswith("q="):
            try:
                weight = float(params[2:])
            except ValueError:
                continue
        lang = parse_lang(tag)
        if lang is not None and weight > 0 and (best is None or (-weight, i) < best[:2]):
            best = (-weight, i, lang)
    return best[2] if best else None


def browser_lang() -> str | None:
    """The language of the visitor's browser when the site has it: `navigator.language`
    (`st.context.locale`, "es-AR" -> "es"), else the Accept-Language header; None otherwise."""
    try:
        lang = parse_lang(st.context.locale)
        if lang is None:
            lang = accept_language(st.context.headers.get("Accept-Language"))
    except Exception:  # noqa: BLE001 — no browser context (a bare script run): English
        return None
    return lang


def sync_lang() -> str:
    """Read ?lang= (or the session's choice), keep both in step, and return the language.

    Called once per run by streamlit_app.py before the page runs. An unknown value falls back
    to English with a visible note rather than an error. An address without `?lang=` in a new
    session opens in the browser's language (`browser_lang`: a browser in Spanish gets Spanish);
    `?lang=` always wins, and so does a language chosen on the site.
    """
    raw = st.query_params.get("lang")
    if raw is not None:
        lang = parse_lang(raw)
        if lang is None:  # not understood: say so, and show English
            st.session_state["_lang_note"] = str(raw)[:20]
            lang = "en"
        st.session_state[SESSION_KEY] = lang
    elif SESSION_KEY not in st.session_state:
        st.session_state[SESSION_KEY] = browser_lang() or "en"
    lang = st.session_state.get(SESSION_KEY, "en")
    if st.query_params.get("lang") != lang:
        st.query_params["lang"] = lang
    return str(lang)


def get_lang() -> str:
    return str(st.session_state.get(SESSION_KEY, "en"))


def tr(key: str, **params: object) -> str:
    """t() in the current language."""
    return t(key, get_lang(), **params)
