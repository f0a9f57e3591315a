"""Score calculator: one deal from a position or a count (with the worked 925 example), and a
game sheet to 5000 with a chart and CSV download/upload.

Thin page: it reads widgets, calls the page session (canasta_app.calculator.session, tested
without Streamlit) from widget callbacks, and draws. Session keys are prefixed "calculator_".
The sandbox hands over a position by putting it in st.session_state["calculator_position"]
before switching here. The page opens at its top (ui/scroll.py) and a scored
position's totals come first in its column, so they are on screen after the sandbox's "Score
this position" at 1280×720; on a phone, where the columns stack, the totals are brought up into
view after scoring (and after arriving from the sandbox).
"""

from __future__ import annotations

import streamlit as st

from canasta_app.calculator import model as calc
from canasta_app.calculator.form import (
    draw_count_tab,
    intro_html,
    position_help_html,
)
from canasta_app.calculator.session import (
    IN,
    NOTE,
    PROFILE,
    PROFILE_NAMES,
    TAB,
    CalculatorSession,
    PositionResult,
)
from canasta_app.calculator.sheet_view import draw_sheet_chart, draw_sheet_table
from canasta_app.domain import game_sheet as gs
from canasta_app.shell.lang import get_lang
from canasta_app.shell.notices import notice
from canasta_app.text.i18n import t
from canasta_app.ui import KEEP
from canasta_app.ui.ruling import md_escape, rule_link
from canasta_app.ui.score_table import render_breakdown
from canasta_app.ui.scroll import bring_into_view, open_at_top
from canasta_core.profiles import CLASSIC

open_at_top()
lang = get_lang()
ss = st.session_state
session = CalculatorSession(ss, lang)


def tx(key: str, **params: object) -> str:
    return t(key, lang, **params)


def show_flash(where: str) -> None:
    note = session.take_flash(where)
    if note is not None:
        kind, text = note
        if kind == "success":
            st.success(md_escape(text))
        else:
            notice(kind, text)


def side_names(profile: str) -> dict[str, str] | None:
    """The breakdown's column names at a table other than the classic one (None: classic)."""
    if profile == CLASSIC.name:
        return None
    from canasta_core.profiles import PROFILES
    return {s: session.side(s, profile) for s in PROFILES[profile].side_names}


def offer_add(breakdown: dict[str, dict[str, int]], where: str, profile: str) -> None:
    """Remember the deal as "the deal scored above" and offer to put it on the game sheet."""
    from canasta_core.profiles import PROFILES
    totals = tuple(breakdown[s]["total"] for s in PROFILES[profile].side_names)
    session.remember_scored(totals, where, profile)
    st.button(tx("calculator.add_to_sheet"), key=f"calculator_add_from_{where}",
              icon=":material/playlist_add:", on_click=session.add_deal,
              args=(totals, where, profile), disabled=session.sheet.status().finished)
    show_flash(where)


RESULT_SHOWN = "calculator_result_shown"  # bumped when a fresh result is to be brought into view
if ss.get("calculator_position") is not None:  # the sandbox's "Score this position"
    ss[RESULT_SHOWN] = ss.get(RESULT_SHOWN, 0) + 1
session.arrive(st.query_params.get("s"))

st.title(tx("calculator.title"))
st.html(intro_html(lang))  # the intro and its rules' links: one element, not two Markdown

# Only the open tab is drawn (issue 22: a first visit built all three and loaded every one of
# their element types' code); the fields keep their values while not drawn (persist_state).
TAB_LABELS = [tx("calculator.tab.position"), tx("calculator.tab.form"), tx("calculator.tab.sheet")]
if ss.get(NOTE) is not None or ss.get(TAB) not in TAB_LABELS:
    ss[TAB] = TAB_LABELS[0]  # a position from the sandbox or a link is scored in the first tab
tab_position, tab_form, tab_sheet = st.tabs(TAB_LABELS, key=TAB, on_change="rerun")


# --- (a) from a position ---------------------------------------------------------------------

def draw_position_result(result: PositionResult) -> None:
    """The totals first, where the eye is after scoring (the breakdown's total row sat below
    the fold of a 720-px screen), then what they rest on."""
    if result.empty:
        st.info(tx("calculator.position.empty"))
        return
    if result.error is not None:
        notice("error", result.error)
        if result.offer_table_only:
            st.toggle(tx("calculator.position.table_only"), key="calculator_hidden_as_empty",
                      persist_state=KEEP)
        return
    assert result.position is not None and result.breakdown is not None
    profile = result.position.profile
    sides = result.position.rules.side_names
    with st.container(key="calculator_totals"):
        st.markdown(md_escape(session.went_out_line(result.position)))
        # a side of three seats has a long name: one total a row, so the name is read whole
        per_row = 1 if any(len(session.side(s, profile)) > 16 for s in sides) else len(sides)
        for i, s in enumerate(sides):
            if i % per_row == 0:
                cols = st.columns(per_row)
            cols[i % per_row].metric(tx("calculator.position.total", side=session.side(s, profile)),
                                     calc.fmt_points(result.breakdown[s]["total"]))
    offer_add(result.breakdown, "position", profile)
    if result.hidden:
        st.toggle(tx("calculator.position.table_only"), key="calculator_hidden_as_empty",
                      persist_state=KEEP)
        notice("warning", session.hidden_note(result.hidden), icon=":material/visibility_off:")
    render_breakdown(result.breakdown, lang, side_names(profile))


def draw_position_tab() -> None:
    st.html(position_help_html(lang))
    if (note := session.take_position_note()) is not None:
        notice(*note)
    box, result_col = st.columns([1, 1], gap="large")
    with box:
        st.text_area(tx("calculator.position.label"), key="calculator_position_text", height=420,
                     placeholder=tx("calculator.position.placeholder"), persist_state=KEEP)
        p1, p2 = st.columns(2)
        # Scoring happens on every run; the button just applies what was typed (like Ctrl+Enter).
        if p1.button(tx("calculator.position.score"), key="calculator_score_position",
                     type="primary", icon=":material/calculate:", width="stretch"):
            ss[RESULT_SHOWN] = ss.get(RESULT_SHOWN, 0) + 1
        p2.button(tx("calculator.position.load_example"), key="calculator_paste_example",
                  icon=":material/content_paste:", on_click=session.paste_example,
                  width="stretch")
    with result_col, st.container(key="calculator_result"):
        draw_position_result(session.score_position())
    with result_col:  # a phone: the totals are under the box, a screen down
        bring_into_view(".st-key-calculator_totals", ss.get(RESULT_SHOWN, 0))


# --- the table (profiles.md) ------------------------------------------------------------------

def draw_table_choice() -> None:
    """The count form's sides and a new game sheet's columns follow the table; a position
    brings its own (and sets it). A radio: one click, never a list to open. Drawn in the count
    and sheet tabs (one tab is drawn a run), not above the tabs: a position scored from the
    sandbox is brought into view on a phone, and nothing must load above it meanwhile."""
    st.radio(tx("calculator.profile"), PROFILE_NAMES, key=PROFILE, horizontal=True,
             format_func=session.table_label, on_change=session.on_profile_change,
             help=tx("calculator.profile_help"), persist_state=KEEP)


# --- (b) from a count ------------------------------------------------------------------------

def draw_form_tab() -> None:
    draw_table_choice()
    draw_count_tab(session)
    result = session.score_form()
    if result.errors:
        notice("error", tx("calculator.form.errors_title") + "\n"
               + "\n".join(f"- {e.message(lang)}" for e in result.errors))
    for w in result.warnings:
        notice("warning", w.message(lang))
    example = calc.example_925()
    showing_example = session.showing_example()
    left, right = st.columns([1, 1] if showing_example else [3, 2], gap="large")
    if showing_example:
        with right.container(border=True):
            st.subheader(tx("calculator.example.title"))
            st.markdown(tx("calculator.example.intro") + "  \n" + rule_link("score.example", lang))
            st.markdown("\n".join(f"{i}. {line.text(lang)}"
                                  for i, line in enumerate(example.lines, 1)))
            st.markdown(f"### {tx('calculator.example.total', total=example.total)}")
    if result.breakdown is not None:
        with left:
            render_breakdown(result.breakdown, lang, side_names(session.profile))
            if not session.form_is_blank():
                offer_add(result.breakdown, "form", session.profile)


# --- (c) the game sheet ----------------------------------------------------------------------

def draw_standing() -> None:
    kind, message = session.standing()
    if kind == "won":
        st.success(f"### {md_escape(message)}", icon=":material/trophy:")
    elif kind == "tie":
        st.warning(f"**{md_escape(message)}**", icon=":material/balance:")
    else:
        notice("info", message)
    st.caption(rule_link("game.end", lang) + " · " + rule_link("open.minimum", lang))
    sheet, status = session.sheet, session.sheet.status()
    if sheet.profile != CLASSIC.name or session.profile != CLASSIC.name:
        st.caption(md_escape(tx("calculator.sheet.table", table=session.table_name(sheet.profile))))
    last = sheet.deals[-1] if sheet.deals else None
    for i, (col, s) in enumerate(zip(st.columns(len(sheet.sides)), sheet.sides, strict=True)):
        with col.container(border=True):
            st.metric(session.side(s, sheet.profile), calc.fmt_points(status.totals[s]),
                      delta=calc.fmt_points(last[i]) if last else None)
            if not status.finished:  # no next deal once the game is won
                st.markdown(tx("calculator.sheet.next_minimum", minimum=status.minimums[s]))


def draw_add_deal(finished: bool) -> None:
    st.subheader(tx("calculator.sheet.add_title"))
    sheet = session.sheet
    with st.form("calculator_add_form", border=True):
        for col, s in zip(st.columns(len(sheet.sides)), sheet.sides, strict=True):
            col.number_input(tx("calculator.sheet.input", side=session.side(s, sheet.profile)),
                             key=IN + s,
                             min_value=-gs.MAX_DEAL_SCORE, max_value=gs.MAX_DEAL_SCORE,
                             step=5, persist_state=KEEP)
        st.form_submit_button(tx("calculator.sheet.add"), key="calculator_add_deal",
                              type="primary", icon=":material/add:",
                              on_click=session.add_from_inputs, disabled=finished)
    if finished:
        st.caption(tx("calculator.sheet.game_over"))
    if (scored := session.last_scored) is not None:
        profile, totals = scored
        st.button(tx("calculator.sheet.add_last", scores=session.scores_text(totals, profile)),
                  key="calculator_add_last", icon=":material/playlist_add:",
                  on_click=session.add_deal, args=(totals, "sheet", profile), disabled=finished)


def draw_sheet_actions() -> None:
    deals = session.sheet.deals
    undo, reset = st.columns(2)
    undo.button(tx("calculator.sheet.undo"), key="calculator_undo", icon=":material/undo:",
                on_click=session.undo_deal, disabled=not deals, width="stretch")
    reset.button(tx("calculator.sheet.reset"), key="calculator_reset",
                 icon=":material/delete_sweep:", on_click=session.ask_reset,
                 disabled=not deals, width="stretch")
    if session.confirming_reset:
        st.warning(md_escape(tx("calculator.sheet.reset_warning", n=len(deals))))
        r1, r2, _ = st.columns([1, 1, 2])
        r1.button(tx("calculator.sheet.reset_confirm", n=len(deals)), key="calculator_reset_yes",
                  type="primary", on_click=session.reset, width="stretch")
        r2.button(tx("calculator.sheet.cancel"), key="calculator_reset_no",
                  on_click=session.cancel_reset, width="stretch")
    if prev := session.previous_deals:
        st.button(tx("calculator.sheet.restore", n=len(prev)), key="calculator_restore",
                  icon=":material/history:", on_click=session.restore)


def draw_files() -> None:
    sheet = session.sheet
    st.download_button(tx("calculator.sheet.download"), data=sheet.to_csv(),
                       file_name="canasta-game-sheet.csv", mime="text/csv",
                       key="calculator_download", icon=":material/download:",
                       disabled=not sheet.deals, on_click="ignore")
    upload = st.file_uploader(
        tx("calculator.sheet.upload", rows=gs.MAX_CSV_ROWS, kb=gs.MAX_CSV_BYTES // 1024),
        type=["csv", "txt"],
        max_upload_size=1,  # MB: the browser refuses more; sheet_from_csv caps at 50 KB
        key=session.upload_key)
    if upload is None:
        return
    name = upload.name[:80]
    loaded, why_not = session.read_upload(name, upload.size, upload.getvalue())
    if loaded is None:
        notice("error", why_not)
        return
    if not sheet.deals:
        session.load_sheet(loaded, name)
        st.rerun()
    notice("info", tx("calculator.sheet.upload_ok", name=name, n=len(loaded.deals)))
    st.button(tx("calculator.sheet.upload_replace", current=len(sheet.deals),
                 n=len(loaded.deals)),
              key="calculator_upload_load", type="primary", on_click=session.load_sheet,
              args=(loaded, name))


def draw_sheet_tab() -> None:
    draw_table_choice()
    draw_standing()
    show_flash("sheet")
    draw_add_deal(session.sheet.status().finished)
    draw_sheet_actions()
    if session.sheet.deals:
        names = {s: session.side(s, session.sheet.profile) for s in session.sheet.sides}
        draw_sheet_table(session.sheet, lang, names)
        draw_sheet_chart(session.sheet, lang, names)
    draw_files()


for tab, draw in ((tab_position, draw_position_tab), (tab_form, draw_form_tab),
                  (tab_sheet, draw_sheet_tab)):
    with tab:
        if tab.open:
            draw()
