"""Sandbox: set up any position, ask "is this move legal?", play on, and share the situation.

Thin page: it reads widgets, calls the page session (canasta_app.sandbox.session, tested
without Streamlit) from widget callbacks, and draws. The set-up form is
canasta_app.sandbox.setup_view. Session keys are prefixed "sandbox_".
"""

from __future__ import annotations

import streamlit as st

import canasta_core as cc
from canasta_app.sandbox import homework as hw_
from canasta_app.sandbox import model as sb
from canasta_app.sandbox.drawn import MAX_DRAWN_TEXT, told_cards
from canasta_app.sandbox.session import SandboxSession
from canasta_app.sandbox.setup_view import SetupForm
from canasta_app.shell import links
from canasta_app.shell.lang import get_lang
from canasta_app.shell.notices import notice
from canasta_app.text import keys as KEYS
from canasta_app.text.i18n import t
from canasta_app.text.move_words import action_words
from canasta_app.ui import KEEP
from canasta_app.ui.compose import chip_keys
from canasta_app.ui.picker import card_picker, picked_cards, reset_picker, table_taps
from canasta_app.ui.ruling import md_escape, render_ruling, rule_popovers
from canasta_app.ui.scroll import bring_into_view
from canasta_app.ui.static_text import (
    action_line_html,
    caption_html,
    titled_list_html,
)
from canasta_app.ui.table import render_table
from canasta_core.positions import Position

lang = get_lang()
ss = st.session_state
PICK = "sandbox_pick"  # the card picker's state prefix
TYPED_OPEN = "sandbox_typed_open"  # the box to type the action in, open
session = SandboxSession(ss, lang, reset_picker=lambda: reset_picker(PICK))
HOMEWORK = st.query_params.get("hw")  # a class's homework situation (sandbox/homework.py)
if HOMEWORK is not None:
    session.on_ruling = hw_.sandbox_hook(HOMEWORK)


def tr(key: str, **params: object) -> str:
    return t(key, lang, **params)


def _current_url() -> str:
    try:
        return str(st.context.url or "")
    except Exception:  # noqa: BLE001 — no URL (tests): links stay relative
        return ""


session.start(st.query_params.get("s"))
session.follow_language()  # the set-up's cards in the page's language (7c in Spanish)
if ss.pop("sandbox_go_calculator", False):
    st.switch_page("canasta_app/calculator/calculator.py")

hist = session.history
pos = session.position

st.title(tr("sandbox.title"))
if HOMEWORK is not None:
    hw_.sandbox_banner(HOMEWORK, lang)
st.html(caption_html(tr("sandbox.intro")))  # plain text: no Markdown tree to parse

# The question sits at the top of the right column, so the verdict under the Check button is
# on screen after Check at 1280×720, however long the set-up on the left is.
# On a phone the columns stack with the question first (shell/style.py).
with st.container(key="sandbox_main"):
    left, right = st.columns([5, 4], gap="medium")


# --- 1. the question: action box, verdict, card picker -------------------------------------
def _verdict_panel() -> None:
    """The verdict for the position shown, never for another: while a set-up field is wrong
    the table is not what the fields say, so the panel names the field instead."""
    problem = session.field_problem()
    verdict = session.verdict
    with st.container(key="sandbox_verdict_panel"):
        if problem is not None:
            notice("warning", tr("sandbox.ask.fix_field", problem=problem.sentence(lang)),
                   icon=":material/edit_note:")
            return
        if verdict is None or verdict.get("stale"):
            return
        if "error" in verdict:
            notice("error", verdict["error"], icon=":material/edit_note:")
            return
        if verdict.get("drew"):  # a draw from a counted stock, its cards named by the player
            before = session.position_before_verdict()
            st.markdown(md_escape(tr("sandbox.drawn.played_end" if session.position.phase == "over"
                                     else "sandbox.drawn.played", seat=sb.seat_name(before.turn, lang),
                                     cards=" ".join(verdict["drew"]))))
        elif verdict.get("played"):
            words = action_words(verdict["played"], lang, session.position_before_verdict())
            st.markdown(tr("sandbox.ask.played_end" if session.position.phase == "over"
                           else "sandbox.ask.played", action=md_escape(words)))
        elif verdict.get("not_played"):
            st.markdown(tr("sandbox.ask.not_played"))
        ruling = verdict["ruling"]
        render_ruling(ruling, lang,
                      counting=sb.counting_lines(session.position_before_verdict(), ruling, lang),
                      typed=str(verdict.get("typed") or ""))
        rule_popovers(ruling, lang, key="sandbox_rules")
        if session.drawn_wanted():
            _drawn_field()


def _drawn_field() -> None:
    """A legal draw from a stock given as a count: the player names the card(s) it brought
    and plays it (issue 37); what is wrong is said at the field, and the text stays."""
    n = session.position.rules.draw_count
    with st.container(border=True, key="sandbox_drawn_box"):
        st.caption(tr("sandbox.drawn.intro", n=n))
        st.text_input(tr("sandbox.drawn.label", n=n), key="sandbox_drawn",
                      placeholder=tr("sandbox.drawn.placeholder", n=n),
                      max_chars=MAX_DRAWN_TEXT, persist_state=KEEP)
        if (problem := ss.get("sandbox_drawn_error")) is not None:  # session.play_drawn
            notice("error", problem, icon=":material/edit_note:")
        st.button(tr("sandbox.drawn.play"), key="sandbox_drawn_play", on_click=_play_drawn,
                  type="primary")


def _play_drawn() -> None:
    before = session.history
    session.play_drawn()
    if session.history is not before:  # the table and the history below must follow
        ss["sandbox_full_rerun"] = True


def _verdict_into_view() -> None:
    """On a phone the verdict is under the table: a move tapped there (the stock, a card) brings
    its verdict into view, once per verdict (issue 37); on a laptop it is already in view. The
    script sits in a container of its own after the panel: it hides its own row, and a row it
    hid inside the panel would be reused by the panel's next message and hide that too."""
    verdict = session.verdict
    with st.container(key="sandbox_verdict_scroll"):
        if session.field_problem() is None and verdict is not None and not verdict.get("stale"):
            bring_into_view(".st-key-sandbox_verdict_panel", id(verdict))


def _hints(pos: Position) -> None:
    """The legal actions, grouped: listed only while the expander is open (listing them is the
    most work a run of the question does)."""
    with st.expander(tr("sandbox.hints.header", seat=sb.seat_name(pos.turn, lang)),
                     key="sandbox_hints_open", on_change="rerun") as hints:
        if not hints.open:
            return
        if pos.phase == "over":
            st.caption(tr("sandbox.hints.over"))
            return
        try:
            grouped = sb.grouped_legal_actions(pos)
        except cc.NotationError:
            st.caption(tr("sandbox.hints.no_hand", seat=sb.seat_name(pos.turn, lang)))
            return
        if not grouped:
            st.caption(tr("sandbox.hints.none"))
        st.caption(tr("sandbox.hints.intro"))
        for kind, acts in grouped.items():
            key = f"sandbox_hint_{kind}"
            st.pills(tr("sandbox.hints.kind", kind=tr(KEYS.SANDBOX_KIND[kind]), count=len(acts)),
                     acts, format_func=lambda a: action_words(a, lang, pos),  # in words
                     key=key, on_change=_on_hint, args=(key,))


def _on_hint(key: str) -> None:
    session.hint(ss.get(key))
    ss[key] = None


def _play() -> None:
    before = session.history
    session.play()
    if session.history is not before:  # the table and the history below must follow
        ss["sandbox_full_rerun"] = True


def _to_calculator() -> None:
    session.to_calculator()
    ss["sandbox_full_rerun"] = True  # the page switch happens at the top of a full run


def _typed() -> None:
    _follow_outside_the_box()
    session.typed()


def _clear() -> None:
    _follow_outside_the_box()
    session.clear()


def _follow_outside_the_box() -> None:
    """Typing or Clear forgets the cards picked: when some were, the table (it shows them
    lifted) and the picker follow; when the share box (its link follows the action) is open,
    the question's outer part, not only the box."""
    if ss.get(f"{PICK}_sel") or ss.get(f"{PICK}_dsel"):
        ss["sandbox_full_rerun"] = True
    elif ss.get("sandbox_share_open"):
        ss["sandbox_question_rerun"] = True


def _picked(text: str) -> None:
    """A card picked or let go (on the picker or tapped on the table): the table, which shows
    the cards picked lifted, follows (a full run; the picker alone would leave it stale)."""
    session.picked(text)
    ss["sandbox_full_rerun"] = True


@st.fragment
def _question() -> None:
    """The question (the box, Check and its verdict: `_ask`, a fragment of its own), the card
    picker and the share link: a click here reruns only this part, unless Play moved the game
    on."""
    if ss.pop("sandbox_full_rerun", False):
        st.rerun()  # Play or the calculator: the whole page follows
    ss.pop("sandbox_question_rerun", None)  # this run draws the picker and the share box
    pos = session.position
    _ask()
    with st.container(border=True, key="sandbox_picker_box"):
        card_picker(PICK, pos, lang, on_change=_picked, on_confirm=session.ask,
                    show_preview=False, seat_label=sb.seat_name(pos.turn, lang),
                    confirm_label=tr("sandbox.ask.check"),  # its notes name the page's Check
                    chips_on_table=True)  # one place to pick: the table (issue 37)
    with st.expander(tr("sandbox.grammar.header"), key="sandbox_grammar_open",
                     on_change="rerun") as grammar:
        if grammar.open:  # drawn only while open (issue 22, ninth pass)
            st.markdown(tr("sandbox.grammar.body"))
    _hints(pos)
    _share()


@st.fragment
def _ask() -> None:
    """The action in words, the box to type it in (drawn only while open), Check / Play /
    Clear and the verdict: Check reruns only this, not the card picker below it
    (click-to-verdict, issue 22). The link in the address bar follows
    the action here; the rest of the question follows when `_follow_outside_the_box` says."""
    if ss.pop("sandbox_full_rerun", False):
        st.rerun()  # Play or the calculator: the whole page follows
    if ss.pop("sandbox_question_rerun", False):
        st.rerun()  # the picker's cards or the open share box must follow the box
    typed = (ss.get("sandbox_action") or "").strip()
    too_long = sb.action_too_long(typed)
    st.html(action_line_html(tr("sandbox.ask.header"), sb.action_line(
        "" if too_long else typed, session.position, lang)))
    # the box for players who know the notation, drawn only while open: a text box's frontend
    # code was 0.05-0.07x of a first visit (issue 22, thirteenth pass); the line above says the
    # action in words, picked or typed. Once opened it stays open; closed, it keeps the text.
    with st.expander(tr("sandbox.ask.type"), icon=":material/keyboard:", key=TYPED_OPEN,
                     on_change="rerun") as typing:
        if typing.open:
            st.text_input(tr("sandbox.ask.label"), key="sandbox_action",
                          placeholder=tr("sandbox.ask.placeholder"),
                          help=tr("sandbox.ask.help"), on_change=_typed, persist_state=KEEP)
    b1, b2, b3 = st.columns([4, 4, 3])
    b1.button(tr("sandbox.ask.check"), key="sandbox_check", on_click=session.rule_on,
              type="primary", width="stretch")
    b2.button(tr("sandbox.ask.play"), key="sandbox_play", on_click=_play, width="stretch")
    b3.button(tr("sandbox.ask.clear"), key="sandbox_clear", on_click=_clear, width="stretch")
    if too_long:
        notice("error", tr("sandbox.ask.too_long", length=len(typed), limit=sb.MAX_ACTION_TEXT),
               icon=":material/edit_note:")
    _verdict_panel()
    _verdict_into_view()
    _link_in_address_bar()


def _link_in_address_bar() -> tuple[str | None, str | None]:
    """The link to this question (the history and the action asked), kept in the address bar."""
    value, why_not = session.share()
    if value is not None:
        if st.query_params.get("s") != value:
            st.query_params["s"] = value
        ss["sandbox_s_seen"] = value
    return value, why_not


def _share() -> None:
    """The link to copy, the download and "Show to the class", drawn only while "Share" is
    open (their element types were a quarter of a first visit's frontend files, issue 22)."""
    hist = session.history
    value, why_not = _link_in_address_bar()
    with st.expander(tr("sandbox.share.header"), icon=":material/share:",
                     key="sandbox_share_open", on_change="rerun") as box:
        if box.open:
            _share_body(hist, value, why_not)
    st.button(tr("sandbox.score"), key="sandbox_score", on_click=_to_calculator,
              width="stretch", icon=":material/calculate:")


def _share_body(hist: sb.History, value: str | None, why_not: str | None) -> None:
    if value is not None:
        st.code(links.absolute(links.sandbox_link(value, lang), _current_url()), language=None,
                wrap_lines=True)
        n_link = len(hist.for_link()[1])
        st.caption(tr("sandbox.share.caption_none" if n_link == 0 else
                      "sandbox.share.caption_one" if n_link == 1 else "sandbox.share.caption",
                      count=n_link))
    else:
        notice("warning", why_not or "")
    # one button a row: three side by side in this column cut their labels ("Show t…")
    st.download_button(tr("sandbox.share.download"),
                       data=session.situation_json(),
                       file_name="canasta-position.json", mime="application/json",
                       key="sandbox_download", width="stretch", icon=":material/download:")
    if (show := session.present_code()) is not None:
        st.link_button(tr("sandbox.present.button"), links.classroom_show_link(show, lang),
                       help=tr("sandbox.present.help"), width="stretch",
                       icon=":material/co_present:")


with right:
    _question()

# --- 2. setting up, and the table -----------------------------------------------------------
with left:
    with st.container():  # always there, so the expanders below keep their open/closed state
        if (note := session.notice()) is not None:
            notice(*note)
    SetupForm(session).draw()
    # the table is tapped as in practice and the lessons (issue 37): a card of the hand to act
    # clicks its chip in the picker, the stock draws, the pile takes (one state, one callback)
    with st.container(key="sandbox_table"):  # on a phone, last before the question (css.py)
        render_table(pos, lang, reveal="all", pick=chip_keys(PICK, pos),
                     picked=[c.id for c in picked_cards(PICK, pos)], taps=table_taps(PICK, pos))
    with st.container(border=True):
        # one escaped HTML element, not two Markdown trees (issue 22, ninth pass)
        st.html(titled_list_html(tr("sandbox.facts.header"), sb.fact_lines(pos, lang)))

# --- 3. the history ---------------------------------------------------------------------------
st.divider()
st.subheader(tr("sandbox.history.header"))
if not hist.actions:
    st.html(caption_html(tr("sandbox.history.empty")))
else:
    before = [hist.start, *hist.positions[:-1]]  # each move in words, as it was played

    def _move(p: Position, a: str, after: Position) -> str:
        drew = told_cards(p, after) if a == "draw" else None  # a counted stock's cards, named
        return (tr("sandbox.drawn.history", cards=" ".join(drew)) if drew
                else action_words(a, lang, p))

    st.markdown("\n".join(
        f"{i}. {md_escape(sb.seat_name(p.turn, lang))}: {md_escape(_move(p, a, q))}"
        for i, (p, a, q) in enumerate(zip(before, hist.actions, hist.positions, strict=True),
                                      start=1)))
if hist.redo_stack:
    st.caption(tr("sandbox.history.redo_next", action=action_words(hist.redo_stack[-1][0], lang)))
c1, c2, c3, _ = st.columns([1, 1, 1, 2])
c1.button(tr("sandbox.history.undo"), key="sandbox_undo", on_click=session.undo,
          disabled=not hist.can_undo, width="stretch", icon=":material/undo:")
c2.button(tr("sandbox.history.redo"), key="sandbox_redo", on_click=session.redo,
          disabled=not hist.can_redo, width="stretch", icon=":material/redo:")
c3.button(tr("sandbox.history.restart"), key="sandbox_restart", on_click=session.restart,
          disabled=not hist.can_undo, width="stretch", icon=":material/first_page:")
