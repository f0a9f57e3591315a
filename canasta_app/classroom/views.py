"""The classroom's narrated table drawn in parts: the move's narration, the control bar (start,
back, next, auto-play, end), the deal's result and scoring, the links out (the sandbox, this
moment), the slider to any move and the list of moves. Clicks go to the classroom page session
(canasta_app.classroom.session)."""

from __future__ import annotations

import streamlit as st

import canasta_core as cc
from canasta_app.classroom import model as cl
from canasta_app.classroom.session import ClassroomSession, W
from canasta_app.shell import links
from canasta_app.shell.links import rule_url
from canasta_app.shell.share import sandbox_url
from canasta_app.text.i18n import t
from canasta_app.text.narration import Narration, seat_name, side_name
from canasta_app.ui.ruling import md_escape, rule_link, rule_title
from canasta_app.ui.score_table import render_breakdown
from canasta_app.ui.static_text import link_button_html, strong_html
from canasta_core.bots import DealRecord

MOVES_LISTED = 40  # moves shown as buttons in the move list (the slider reaches every move)


def render_narration(n: Narration, step: int, big: bool, lang: str) -> None:
    """The move told in words: who played, what it did, the rules it used (linked). One
    Markdown element (its paragraphs and list spaced as the separate elements were): a step
    redraws one, not three (issue 22)."""
    with st.container(key="classroom_narr_big" if big else "classroom_narr"):
        if n.seat is None:
            label = t("classroom.at_start", lang)
        else:
            label = f"{t('classroom.step_label', lang, step=step)} · {seat_name(n.seat, lang)}"
        told = [f"**{md_escape(label)}** — {md_escape(n.headline)}"]
        if n.details:
            told.append("\n".join(f"- {md_escape(d)}" for d in n.details))
        if n.slugs:  # rule names, linked to the reference (slugs are the reference's)
            rules = " · ".join(
                f"[{md_escape(rule_title(s, lang))}]({rule_url(s, lang)})" if big
                else rule_link(s, lang)
                for s in n.slugs
            )
            told.append(t("classroom.rules", lang, links=rules))
        st.markdown("\n\n".join(told))
        if referee_adds(n):
            st.caption(t("classroom.reason", lang, reason=md_escape(n.reason)))


def referee_adds(n: Narration) -> bool:
    """Whether the referee's sentence says more than the headline, so the class reads it: a
    plain discard's ruling is the headline word for word, and a draw's ("draws the top card of
    the stock") says less than its headline, which names the card or says it is hidden."""
    return bool(n.reason) and n.reason != n.headline and n.kind != "draw"


def render_controls(session: ClassroomSession, lang: str) -> None:
    """Start, back, next (→), auto-play (P), end, present (off the projector) and "Move 12 of
    65". No slider: its code (the slider, its date and number libraries) was a measured part
    of the page's first visit in the browser (issue 22); `render_jump` draws it where the
    moves are listed."""
    step, total = session.step, session.total
    go = session.go
    bar = st.container(horizontal=True, vertical_alignment="center", key="classroom_bar")
    bar.button(t("classroom.btn.start", lang), icon=":material/first_page:",
               key="classroom_b_start", on_click=go, args=(0,), disabled=step == 0)
    bar.button(t("classroom.btn.back", lang), icon=":material/chevron_left:",
               key="classroom_b_back", on_click=go, args=(step - 1,), disabled=step == 0,
               shortcut="Left")
    last = session.last_open()
    held = t("live.host.held", lang) if session.held() else None
    bar.button(t("classroom.btn.step", lang), icon=":material/chevron_right:", type="primary",
               key="classroom_b_step", on_click=go, args=(step + 1,), disabled=step >= last,
               shortcut="Right", help=held)
    if session.playing:
        bar.button(t("classroom.btn.pause", lang), icon=":material/pause:",
                   key="classroom_b_play", on_click=session.toggle_play, shortcut="P")
    else:
        bar.button(t("classroom.btn.play", lang), icon=":material/play_arrow:",
                   key="classroom_b_play", on_click=session.toggle_play,
                   disabled=total == 0 or held is not None, shortcut="P", help=held)
    bar.button(t("classroom.btn.end", lang), icon=":material/last_page:", key="classroom_b_end",
               on_click=go, args=(total,), disabled=step >= last, help=held)
    if not session.big:  # one click to the projector layout (its toggle is in the settings)
        bar.button(t("classroom.btn.present", lang), icon=":material/present_to_all:",
                   key="classroom_b_present", on_click=session.present,
                   help=t("classroom.btn.present_help", lang))
    # escaped HTML, not a Markdown tree to parse at every step (issue 22)
    bar.html(strong_html(t("classroom.progress", lang, step=step, total=total)), width="content")


def render_jump(session: ClassroomSession, lang: str) -> None:
    """The slider to any move of the deal (over the move list: in its box, or beside the
    table on a projector)."""
    total = session.total
    if total:
        session.state[W + "jump"] = session.step  # it follows the buttons, keys and auto-play
        st.slider(t("classroom.jump", lang), min_value=0, max_value=total, key=W + "jump",
                  on_change=session.jump, help=t("classroom.jump_help", lang),
                  label_visibility="collapsed")


def render_result(rec: DealRecord, lang: str) -> None:
    """The deal's result in one line: on a projector it is what the class looks for, so it
    comes before the last move's narration (the breakdown follows it)."""
    breakdown = cc.score(rec.final)
    ns, ew = breakdown["NS"]["total"], breakdown["EW"]["total"]
    if ns == ew:
        st.info(t("classroom.result_tie", lang, a=ns))
    else:
        win = "NS" if ns > ew else "EW"
        st.success(t("classroom.result_win", lang, side=side_name(win, lang), a=max(ns, ew),
                     b=min(ns, ew)), icon=":material/emoji_events:")


def render_scoring(rec: DealRecord, lang: str, with_result: bool = True) -> None:
    st.subheader(t("classroom.scoring", lang), anchor=False)
    if not rec.finished:
        st.info(t("classroom.unfinished", lang, limit=cl.TABLE_MAX_ACTIONS))
    if with_result:
        render_result(rec, lang)
    render_breakdown(cc.score(rec.final), lang)


def render_links(pos: cc.Position, current: cl.TableSettings, lang: str, page_url: str) -> None:
    """This position in the sandbox, and a link to this moment (its full address to copy
    when `page_url`, the address the browser reported, is known)."""
    c1, c2 = st.columns(2)
    with c1:
        try:
            # only what this view may see travels in the link (a seat's view hides the other
            # hands and the stock, in the sandbox too)
            url = sandbox_url(cl.seat_view(pos, current.view), [], lang)
        except ValueError as e:  # ShareError: too large for a link
            st.caption(t("classroom.sandbox_error", lang, detail=md_escape(str(e))))
        else:
            # a link drawn as a button, not st.link_button: that element's own frontend code
            # for one link (issue 22, thirteenth pass)
            st.html(link_button_html(url, t("classroom.sandbox", lang), "open_in_new"))
    with c2:
        rel = cl.permalink(current, lang)
        st.markdown(f"[{md_escape(t('classroom.permalink', lang))}]({rel})",
                    help=t("classroom.permalink_help", lang))
        if page_url and not current.present:  # the full address, to paste elsewhere
            # drawn only while open: a code block loads the syntax highlighter's code, most
            # of the classroom's first visit in the browser (docs/performance-archive.md, sixth pass)
            with st.expander(t("classroom.copy_link", lang), icon=":material/content_copy:",
                             key="classroom_copy_open", on_change="rerun") as box:
                if box.open:
                    st.code(links.absolute(rel, page_url), language=None, wrap_lines=True)


def render_moves(session: ClassroomSession, narrations: tuple[Narration, ...], lang: str) -> None:
    """The moves so far, newest first; a click goes back to that move."""
    step = session.step
    if step == 0:
        st.caption(t("classroom.history_empty", lang))
        return
    with st.container(key="classroom_moves", gap="small"):
        first = max(1, step - MOVES_LISTED + 1)
        for i in range(step, first - 1, -1):
            label = f"{i}. {md_escape(narrations[i].headline)}"
            if i == step:
                label += f" {md_escape(t('classroom.move_current', lang))}"
            st.button(label, key=f"classroom_mv_{i}", type="tertiary", on_click=session.go,
                      args=(i,), disabled=i == step)
        if first > 1:
            st.caption(t("classroom.moves_earlier", lang, count=first - 1))


__all__ = ["MOVES_LISTED", "render_controls", "render_jump", "render_links", "render_moves",
           "render_narration", "render_result", "render_scoring"]
