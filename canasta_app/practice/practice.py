"""Practice table: the learner plays whole deals as South against bots, with a coach.

Thin page: it reads the widgets, calls the page session (canasta_app/practice/session.py,
tested without Streamlit) and draws. The table's profile is chosen in the sidebar
(practice/sidebar.py) and kept in the link (`?profile=two-hand`). The table, the bots' moves and the learner's controls live in
one fragment: at the "one a second" pace the fragment's own timer (`run_every`) plays one bot
move per run, switched on and off by a full rerun. The learner's cards on the table are
tappable: a tap picks the card as its chip does.
"""

from __future__ import annotations

import time

import streamlit as st

from canasta_app.coach import views as strategy
from canasta_app.coach.work import run_requested
from canasta_app.practice import model as pr
from canasta_app.practice.session import LINK_KEYS, PICK, PracticeSession, W
from canasta_app.practice.sidebar import render_sidebar
from canasta_app.shell.lang import get_lang
from canasta_app.shell.learner import record_practice_deal, render_store_notice
from canasta_app.text.i18n import seat_name
from canasta_app.ui import KEEP
from canasta_app.ui.moment import just_played
from canasta_app.ui.picker import (
    card_picker,
    picked_cards,
    picker_notes,
    reset_picker,
    table_taps,
)
from canasta_app.ui.ruling import comma_hint, md_escape, render_ruling, rule_link
from canasta_app.ui.score_table import render_breakdown, render_sheet
from canasta_app.ui.static_text import titled_list_html
from canasta_app.ui.table import render_table

lang = get_lang()
ss = st.session_state
session = PracticeSession(ss, lang, reset_picker=lambda: reset_picker(PICK))
session.open(st.query_params)
tr = session.tr

st.title(tr("practice.title"))
st.caption(session.intro())
if problems := session.problems_text():
    st.warning(tr("practice.bad_link", problems=md_escape(problems)), icon=":material/link_off:")


render_sidebar(session)


def _render_recent() -> None:
    """The bots' moves since the learner's last decision, one line each."""
    lines = session.recent()
    if not lines:
        return
    with st.container(border=True, key="practice_recent"):
        st.markdown(f"**{md_escape(tr('practice.recent'))}**")
        st.caption("\n".join(f"- **{md_escape(label)}** — {md_escape(text)}"
                             for label, text in lines))


def _render_feedback() -> None:
    fb = session.feedback()
    if fb is None:
        return
    if fb.kind == "refused" and fb.ruling is not None:
        if session.coach_rank == 0:  # off: the refusal names its rule, no more
            hint = comma_hint(fb.typed, fb.ruling, lang)
            st.error(tr("practice.refused_off", reason=md_escape(fb.ruling.reason_in(lang)),
                        rule=rule_link(fb.ruling.rule or "", lang))
                     + (f"  \n{md_escape(hint)}" if hint else ""),
                     icon=":material/block:")
        else:
            st.markdown(f"**{md_escape(tr('practice.refused'))}**")
            render_ruling(fb.ruling, lang, typed=fb.typed)
    elif fb.kind == "error":
        st.error(md_escape(fb.text), icon=":material/error:")
    elif fb.kind == "played":
        st.caption(md_escape(fb.text))
    elif fb.kind == "took_back":
        st.info(md_escape(fb.text), icon=":material/undo:")


def _render_coach(game: pr.PracticeGame) -> None:
    if session.coach_rank < pr.COACH_LEVELS.index("guide"):
        return
    notes = pr.guide(game, lang)
    if notes:
        with st.container(border=True, key="practice_guide"):  # one HTML element: title, list
            st.html(titled_list_html(tr("practice.guide.title"), notes, icon="lightbulb"))


def _render_hint(game: pr.PracticeGame) -> None:
    if session.coach_rank == 0 or not pr.hints_available(game.profile):
        return
    moves = len(game.moves)
    at, level = ss.get("practice_hint") or (-1, 0)
    level = level if at == moves else 0
    action = pr.hint_action(game) if level else None  # the hint bot thinks only when asked
    if action is not None:
        steps = pr.hint_steps(action, lang)[:level]
        st.markdown(f"**{md_escape(tr('practice.hint.title'))}**")
        st.markdown("\n".join(f"{i}. {md_escape(s)}" for i, s in enumerate(steps, 1)))
    if level < pr.HINT_LEVELS:  # one button at a time: no row of its own needed
        st.button(tr("practice.btn.hint" if level == 0 else "practice.btn.hint_more"),
                   key="practice_b_hint", icon=":material/help:", on_click=session.ask_hint,
                   args=(moves, level + 1))
    elif action is not None:
        st.button(tr("practice.btn.play_hint"), key="practice_b_play_hint",
                   icon=":material/play_arrow:", on_click=session.try_action, args=(action,))


def _render_controls(game: pr.PracticeGame) -> None:
    blocked = session.pile_block()  # no take offered that the referee would refuse
    why = f" — {rule_link(blocked, lang)}" if blocked else ""  # the reason is in the prompt
    st.markdown(f"**{md_escape(tr('practice.act_title'))}** · {md_escape(session.prompt())}{why}")
    # what the last move did first: it stays in view, right under the buttons that made it
    with st.container(key="practice_feedback"):
        _render_feedback()
    card_picker(PICK, game.position, lang, on_confirm=session.try_action,
                confirm_label=tr("practice.btn.play"), seat_label=seat_name(pr.LEARNER, lang),
                withhold=session.withheld(), chips_on_table=True, notes=False)


def _render_typed(game: pr.PracticeGame) -> None:
    """How the picker is used, and the notation box: under the coach (on a phone the coach
    comes right after the buttons, not ~600 px below the cards)."""
    picker_notes(PICK, game.position, lang, confirm_label=tr("practice.btn.play"),
                 chips_on_table=True, seat_label=seat_name(pr.LEARNER, lang),
                 withhold=session.withheld())
    # the typed box for players who know the notation, drawn only while open: a text box's
    # frontend code was 0.05-0.07x of a first visit (issue 22, eleventh pass); it stays open
    # once opened, and keeps what was typed while closed (KEEP)
    with st.expander(tr("practice.action"), icon=":material/keyboard:", key="practice_typed_open",
                     on_change="rerun") as typed:
        if typed.open:
            with st.form("practice_typed", border=False, enter_to_submit=True):
                st.text_input(tr("practice.action_label"), key=W + "action", max_chars=400,
                              help=tr("practice.action_help"), persist_state=KEEP)
                st.form_submit_button(tr("practice.btn.play_typed"), on_click=session.play_typed,
                                      key="practice_b_play_typed")


def _render_bot_bar(game: pr.PracticeGame) -> None:
    seat = seat_name(game.acting or "", lang)
    st.markdown(f"**{md_escape(tr('practice.waiting', seat=seat))}**")
    if session.pace == "step":
        bar = st.container(horizontal=True)
        bar.button(tr("practice.btn.next_bot", seat=seat), key="practice_b_bot", type="primary",
                   icon=":material/chevron_right:", on_click=session.bot_step, args=(False,),
                   shortcut="Right")
        bar.button(tr("practice.btn.all_bots"), key="practice_b_bots",
                   icon=":material/last_page:", on_click=session.bot_step, args=(True,))


def _render_take_back(game: pr.PracticeGame) -> None:
    bar = st.container(horizontal=True, vertical_alignment="center")
    bar.button(tr("practice.btn.take_back"), key="practice_b_take_back", icon=":material/undo:",
               on_click=session.take_back, disabled=not game.can_take_back)
    bar.caption(tr("practice.tries", illegal=game.illegal_tries, take_backs=game.take_backs))


def _render_end(game: pr.PracticeGame) -> None:
    st.subheader(tr("practice.scoring", deal=game.deal_number), anchor=False)
    render_breakdown(game.deal_breakdown(), lang, session.breakdown_names())
    kind, text = session.deal_result()
    if kind == "tie":
        st.info(md_escape(text))
    else:
        st.success(md_escape(text), icon=":material/emoji_events:")
    st.markdown(tr("practice.deal_tries", illegal=game.illegal_tries,
                   take_backs=game.take_backs))
    if game.deal_number > 1:  # the earlier deals' counts come back with a reload (the link)
        st.caption(tr("practice.game_tries", illegal=game.total_illegal_tries,
                      take_backs=game.total_take_backs))
    advice = session.coach == "advice"
    if "advice" in session.coach_levels and (advice or game.decisions):
        strategy.render_review(game, lang, PICK, session.reopen_at, auto=advice)
    record_practice_deal(game, strategy.known_grades(game))  # kept under the learner's code, at any table (canasta_app/store)
    render_store_notice(lang)
    _render_sheet()


def _render_sheet() -> None:
    view = session.sheet_view()
    st.subheader(tr("practice.sheet"), anchor=False)
    # one narrow column per side (the deal's points, the running total under them), as at the
    # shared tables: a phone reads the whole sheet without scrolling sideways
    render_sheet(view.sides, view.rows, lang)
    cols = st.columns(len(view.minimums)) if view.minimums else []
    for col, (name, minimum) in zip(cols, view.minimums, strict=False):
        col.markdown(f"**{md_escape(name)}** · " + md_escape(
            tr("calculator.sheet.next_minimum", minimum=minimum)))
    if view.kind == "won":
        st.success(f"**{md_escape(view.message)}**", icon=":material/trophy:")
        st.markdown("### " + md_escape(view.headline))
    elif view.kind == "tie":
        st.warning(md_escape(view.message), icon=":material/balance:")
    else:
        st.info(md_escape(view.message), icon=":material/info:")
    st.caption(rule_link("game.end", lang) + " · " + rule_link("open.minimum", lang))
    bar = st.container(horizontal=True)
    if view.finished:
        bar.button(tr("practice.btn.random_game"), key="practice_b_again", type="primary",
                   icon=":material/shuffle:", on_click=session.new_game, args=(True,))
    else:
        bar.button(tr("practice.btn.next_deal"), key="practice_b_next_deal", type="primary",
                   icon=":material/skip_next:", on_click=session.next_deal)
    bar.download_button(tr("calculator.sheet.download"), data=session.sheet_csv(),
                        file_name="canasta-practice-sheet.csv", mime="text/csv",
                        key="practice_download", icon=":material/download:", on_click="ignore")


LOG_OPEN = "practice_log_open"


def _render_log(game: pr.PracticeGame) -> None:
    """The moves of the deal, told only while the box is open: closed, a rerun neither
    narrates every move again nor sends the long list (issue 22). The box's label counts the
    moves, so after a move it is a new box, closed (as it always was)."""
    with st.expander(tr("practice.log", count=len(game.moves)), icon=":material/history:",
                     key=LOG_OPEN, on_change="rerun") as log:
        if not log.open:
            return
        lines = [f"**{md_escape(tr('practice.at_start'))}** — "
                 f"{md_escape(session.start_text(full=False))}"]
        for i, m in enumerate(game.moves, 1):
            head, details, slugs = session.narrate_move(m)
            rules = " · ".join(rule_link(slug, lang) for slug in slugs)
            lines.append(f"{i}. {md_escape(' '.join((head, *details)))}"
                         + (f" — {rules}" if rules else ""))
        st.markdown("\n".join(lines))


def _sync_address() -> None:
    """Keep the address bar a link to this moment."""
    query = session.link_query()
    for k in LINK_KEYS:
        if k not in query and k in st.query_params:
            del st.query_params[k]
    st.query_params.update(query)


@st.fragment(run_every=1.0 if session.ticking else None)
def _table_view(ticking: bool) -> None:
    if session.advance(ticking, time.monotonic()):
        st.rerun()  # start or stop the fragment's timer
    game = session.game
    coach = session.coach  # read at every run of the table: a fragment's run may change it
    _sync_address()
    st.markdown("**" + md_escape(session.status_line()) + "**")
    main, side = st.columns([2.4, 1], gap="medium")
    with main:
        picks = session.table_picks([c.id for c in picked_cards(PICK, game.position)])
        taps = (table_taps(PICK, game.position, session.withheld())
                if game.learner_to_act else None)
        # keyed: on a phone the table ends with the pile, right above the controls (style.py)
        with st.container(key="practice_table"):
            render_table(game.position, lang, reveal="all" if session.show_all else pr.LEARNER,
                         fresh=just_played(session.fresh_since(), game.position),
                         pick=picks[0] if picks else None, picked=picks[1] if picks else (),
                         taps=taps)
        if game.deal_over:
            _render_end(game)
    with side:
        # the controls beside the table, at its top: "Draw from the stock" in view at
        # 1366×800 (it was under the table, below the fold); on a phone, where the columns
        # stack, right under the table's pile and the learner's hand
        if not game.deal_over:
            with st.container(key="practice_controls"):
                if game.learner_to_act:
                    _render_controls(game)
                else:
                    _render_bot_bar(game)
        if game.learner_to_act:  # the coach right under the controls (on a phone too)
            _render_coach(game)
            if coach == "advice":
                strategy.render_advice(game, lang)
            _render_hint(game)
            _render_typed(game)
        if coach == "advice":
            strategy.render_grade(game, lang)
            strategy.render_retry(game, lang)
        _render_recent()
        if not game.deal_over or game.can_take_back:
            _render_take_back(game)
        st.markdown(f"[{md_escape(tr('practice.permalink'))}]({session.permalink()})",
                    help=tr("practice.permalink_help"))
    _render_log(game)


_table_view(session.ticking)
# a moment tried again: its table in view
strategy.bring_retry_into_view(session.game, ".st-key-practice_table")
run_requested()  # the expert work the table asked for (progress, Cancel)
