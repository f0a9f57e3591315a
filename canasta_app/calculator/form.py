"""The score calculator's count tab: one box per side with the fields of [score.deal] (melded
points, canastas, red threes, going out, cards left), each points field with a box of cards
under it that adds them up. The values live in the calculator session's state; this module
only draws the widgets and wires them to the session's callbacks."""

from __future__ import annotations

import html
from functools import lru_cache

import streamlit as st

from canasta_app.calculator import model as calc
from canasta_app.calculator.session import CalculatorSession, fkey
from canasta_app.shell.notices import notice
from canasta_app.text import keys as KEYS
from canasta_app.text.i18n import t
from canasta_app.ui import KEEP
from canasta_app.ui.ruling import rule_links_html
from canasta_core.cards import VALUES
from canasta_core.scoring import (
    ALL_RED_THREES,
    GOING_OUT,
    GOING_OUT_CONCEALED,
    MIXED_CANASTA,
    NATURAL_CANASTA,
    RED_THREE,
)


def _cards_box(session: CalculatorSession, s: str, name: str) -> None:
    """A box under a points field: type the cards, and the field gets their values' sum."""
    lang = session.lang
    st.text_input(t(KEYS.CALC_COUNT[name], lang), persist_state=KEEP, key=fkey(s, f"{name}_cards"),
                  placeholder=t("calculator.count.placeholder", lang), max_chars=600,
                  on_change=session.count_from_cards, args=(s, name))
    said = session.counted(s, name)
    if said is not None:
        if said[0] == "ok":
            st.caption(said[1])
        else:
            notice("error", said[1])


def _side_box(session: CalculatorSession, s: str, out_labels: dict[str, str]) -> None:
    lang = session.lang

    def tx(key: str, **params: object) -> str:
        return t(key, lang, **params)

    st.subheader(session.side(s))
    st.number_input(tx("calculator.form.melds"), persist_state=KEEP, key=fkey(s, "melds"),
                    on_change=session.tick_melded, args=(s,), min_value=0,
                    max_value=calc.MAX_FORM_POINTS, step=5,
                    help=tx("calculator.form.melds_help", low=VALUES["4C"], mid=VALUES["KC"],
                            high=VALUES["AC"], joker=VALUES["JK"]))
    _cards_box(session, s, "melds")
    c1, c2 = st.columns(2)
    for col, name, label in ((c1, "natural_canastas", tx("calculator.form.natural",
                                                         bonus=NATURAL_CANASTA)),
                             (c2, "mixed_canastas", tx("calculator.form.mixed",
                                                       bonus=MIXED_CANASTA))):
        col.number_input(label, persist_state=KEEP, key=fkey(s, name), on_change=session.tick_melded, args=(s,),
                         min_value=0, max_value=calc.MAX_CANASTAS, step=1)
    st.radio(tx("calculator.form.red_threes"), [0, 1, 2, 3, 4], persist_state=KEEP, key=fkey(s, "red_threes"),
             horizontal=True,
             help=tx("calculator.form.red_threes_help", each=RED_THREE, all=ALL_RED_THREES))
    st.checkbox(tx("calculator.form.melded"), persist_state=KEEP, key=fkey(s, "melded_anything"),
                help=tx("calculator.form.melded_help"))
    st.radio(tx("calculator.form.going_out"), list(calc.GOING_OUT_KINDS),
             persist_state=KEEP, key=fkey(s, "going_out"), format_func=out_labels.__getitem__, horizontal=True)
    alone = "_alone" if session.alone else ""  # a player alone has one hand, no partner
    st.number_input(tx("calculator.form.hands" + alone), persist_state=KEEP, key=fkey(s, "hands"),
                    min_value=0, max_value=calc.MAX_FORM_POINTS, step=5,
                    help=tx("calculator.form.hands_help" + alone))
    _cards_box(session, s, "hands")


def draw_count_tab(session: CalculatorSession) -> None:
    """The tab's help, its Example and Clear buttons, and the two sides' boxes."""
    lang = session.lang
    st.markdown(t("calculator.form.help_alone" if session.alone else "calculator.form.help", lang))
    b1, b2, _ = st.columns([1, 1, 3])
    b1.button(t("calculator.form.example", lang), key="calculator_example", type="primary",
              icon=":material/auto_stories:", help=t("calculator.form.example_help", lang),
              on_click=session.fill_example, width="stretch")
    b2.button(t("calculator.form.clear", lang), key="calculator_clear",
              icon=":material/restart_alt:", on_click=session.clear_form, width="stretch")
    out_labels = {
        "none": t("calculator.form.out.none", lang),
        "normal": t("calculator.form.out.normal", lang, points=GOING_OUT),
        "concealed": t("calculator.form.out.concealed", lang, points=GOING_OUT_CONCEALED),
    }
    sides = session.sides
    for s, col in zip(sides, st.columns(len(sides), gap="large"), strict=True):
        with col.container(border=True):
            _side_box(session, s, out_labels)


#: the rules the calculator's figures rest on, linked under its intro
INTRO_RULES = ("score.deal", "threes.red-score", "game.end")


@lru_cache(maxsize=8)
def intro_html(lang: str) -> str:
    """The page's intro and its "Rules: ..." line (links to the reference by the rules'
    titles) as one HTML element, built once per language. Issue 22, eighth pass: a Markdown
    element and a caption are two Markdown trees the browser parses on every first visit.
    Every piece of text is escaped; the look copies Streamlit's paragraph and caption."""
    links = rule_links_html(INTRO_RULES, lang)
    mark = "\x00LINKS\x00"  # the catalogue's sentence escaped, then the links put in
    rules = html.escape(t("calculator.rules", lang, links=mark)).replace(mark, links)
    return (f'<div class="cc-intro"><p>{html.escape(t("calculator.intro", lang))}</p>'
            f'<p class="cc-caption">{rules}</p></div>')


@lru_cache(maxsize=8)
def position_help_html(lang: str) -> str:
    """The "From a position" tab's sentence, as a paragraph (one Markdown tree fewer)."""
    return f'<div class="cc-intro"><p>{html.escape(t("calculator.position.help", lang))}</p></div>'


__all__ = ["INTRO_RULES", "draw_count_tab", "intro_html", "position_help_html"]
