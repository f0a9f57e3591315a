"""Class: a teacher's class (roster × lessons, common wrong tries, practice deals, CSV, live)
behind a private teacher link `?t=SECRET`; for students, joining with the join code
(`?join=CODE` from the QR code) and following the live deal.

Thin page: the store (canasta_app.store) through components.learner's safe calls, the tables
from canasta_app.classes.report, the student's live view from classes/live_student.py. Session keys "class_".
"""

from __future__ import annotations

import io
import time
from typing import Any

import altair as alt
import segno
import streamlit as st

from canasta_app.classes import homework_view as hw_
from canasta_app.classes import report as cv
from canasta_app.classes import tables_view as tables_
from canasta_app.classes.live_student import render_student_live
from canasta_app.domain.lesson_loading import catalogue
from canasta_app.shell import learner as me_
from canasta_app.shell import teacher as teacher_
from canasta_app.shell.homework import student_list
from canasta_app.shell.lang import get_lang
from canasta_app.shell.teacher import LIVE_PARAM, TEACHER_KEY
from canasta_app.store.api import CLASS_NAME_MAX, ClassInfo, NicknameTaken
from canasta_app.store.codes import CODE_INPUT_MAX, clean_nickname, normalize_code, pretty_code
from canasta_app.store.models import NICK_MAX
from canasta_app.text import keys as KEYS
from canasta_app.text.i18n import t
from canasta_app.ui.ruling import md_escape

NICK_PASTE_MAX = 300  # what the nickname box takes, so a long paste is cut visibly, not lost

lang = get_lang()
ss = st.session_state
qp = st.query_params
LESSONS, _ = catalogue()


def tr(key: str, **params: Any) -> str:
    return t(key, lang, **params)


def _flash(kind: str, key: str, **params: Any) -> None:
    ss["class_flash"] = (kind, key, params)


def _show_flash() -> None:
    flash = ss.pop("class_flash", None)
    if flash:
        kind, key, params = flash
        getattr(st, kind)(tr(key, **params))


def _qr_png(url: str) -> bytes:
    buf = io.BytesIO()
    segno.make(url, error="m").save(buf, kind="png", scale=8, border=2)
    return buf.getvalue()


# ------------------------------------------------------------------------------ callbacks


def _join_problem(key: str, **params: Any) -> None:
    """A message at the join form's fields (drawn under them, not at the top of the page)."""
    ss["class_join_problem"] = (key, params)


def _on_nick() -> None:
    """A nickname longer than the cap is cut here, where the student sees it, and the join
    waits for them to look (the next press of Join joins)."""
    raw = str(ss.get("class_join_nick") or "")
    if len(raw.strip()) > NICK_MAX:
        cut = clean_nickname(raw)
        ss["class_join_nick"] = cut
        ss["class_nick_cut"] = cut
        ss["class_nick_cut_fresh"] = True


def _use_suggestion(nick: str) -> None:
    ss["class_join_nick"] = nick
    ss.pop("class_join_problem", None)


def _on_join() -> None:
    ss.pop("class_join_problem", None)
    if ss.pop("class_nick_cut_fresh", False):
        return  # cut in this very press: the student sees the cut name first
    code = str(ss.get("class_join_code") or "").strip()
    nick = clean_nickname(str(ss.get("class_join_nick") or ""))
    if not code:
        _join_problem("class.join.code_empty")
        return
    if not nick:
        _join_problem("class.join.nick_empty")
        return
    wait = me_.wait_before_code()
    if wait > 0:
        _join_problem("class.join.wait", seconds=int(wait + 0.999))
        return
    if me_.store() is None:
        _flash("error", "class.join.down")
        return
    info = me_.safe(lambda s: s.class_by_join_code(code), None)
    if info is None:
        if ss.pop(me_.SS_DOWN, False):
            _flash("error", "class.join.down")
        else:
            me_.note_wrong_code()
            _join_problem("class.join.unknown", code=code[:CODE_INPUT_MAX])
        return
    if info.archived:
        _join_problem("class.join.archived", name=info.name)
        return
    learner = me_.ensure()
    if learner is None:
        _flash("error", "class.join.down")
        return
    try:
        stored = me_.safe(lambda s: s.join_class(info.id, learner.id, nick), None)
    except NicknameTaken as taken:
        _join_problem("class.join.nick_taken", nick=taken.nickname,
                      suggestion=taken.suggestion)
        ss["class_join_suggestion"] = taken.suggestion
        return
    if stored is None:
        _flash("error", "class.join.down")
        return
    ss["class_current"] = info.id
    ss["class_join_code"] = ""
    ss["class_just_joined"] = True
    ss.pop("class_more", None)
    _flash("success", "class.join.done", name=md_escape(info.name), nick=md_escape(stored))


def _on_create() -> None:
    name = clean_nickname(str(ss.get("class_new_name") or ""))
    if not name:
        _flash("warning", "class.new.empty")
        return
    me = teacher_.ensure()
    info = me_.safe(lambda s: s.create_class(str(ss.get("class_new_name")),
                                             me.id if me is not None else None), None)
    if info is None:
        _flash("error", "class.join.down")
        return
    ss[TEACHER_KEY] = info.teacher_secret
    ss["class_open_secret"] = info.teacher_secret
    ss["class_created"] = info.id
    ss["class_new_name"] = ""


def _on_teacher_code() -> None:
    typed = str(ss.get("class_teacher_code_input") or "")
    if not typed.strip():
        return
    ok = teacher_.use_code(typed)
    if ok:
        ss["class_teacher_code_input"] = ""
        _flash("success", "class.my.enter_done")
    elif ok is False:
        _flash("warning", "class.my.enter_unknown", code=md_escape(typed.strip()[:CODE_INPUT_MAX]))
    elif ss.pop(me_.SS_DOWN, False):
        _flash("error", "class.join.down")
    else:
        _flash("warning", "class.join.wait", seconds=int(me_.wait_before_code() + 0.999))


def _on_not_me() -> None:
    me_.forget()
    for k in ("class_current", "class_pick", "class_just_joined"):
        ss.pop(k, None)


# ------------------------------------------------------------------------------ the teacher


TEACHER_REFRESH_S = cv.teacher_refresh_s()  # the teacher's view looks whether the class changed
BOARD_TICK_S = 15.0  # and, with class tables, redraws the board's waiting times this often
CLASS_STAMP = "class_stamp"  # the class's fingerprint when the view was drawn


def teacher_view(info: ClassInfo) -> None:
    base = cv.site_base(st.context.url)
    mine = teacher_.current()
    if mine is not None:
        st.button(tr("class.my.back"), key="class_my_back", type="tertiary",
                  icon=":material/arrow_back:", on_click=lambda: ss.update(class_close=True))
        if ss.get("class_adopted") != info.id:  # a class from before teachers were kept
            me_.safe(lambda s: s.adopt_class(info.id, mine.id), None)
            ss["class_adopted"] = info.id
    st.title(md_escape(info.name), anchor=False)
    if ss.pop("class_created", None) == info.id:
        st.success(tr("class.new.done_kept"), icon=":material/key:")
    if info.archived:
        st.warning(tr("class.teacher.archived"), icon=":material/inventory_2:")
    join = cv.join_url(base, info.join_code, lang)
    left, right = st.columns([2, 1], vertical_alignment="center")
    with left:
        st.markdown("## " + tr("class.teacher.code", code=info.join_code))
        st.markdown(tr("class.teacher.code_how"))
        st.caption(tr("class.teacher.join_link"))
        st.code(join, language=None)
        if cv.only_this_computer(join):  # the students' phones, scanning it, would reach nothing
            st.caption(tr("share.local"))
        with st.expander(tr("class.teacher.private"), icon=":material/lock:"):
            st.code(cv.teacher_url(base, info.teacher_secret, lang), language=None)
    with right:
        st.image(_qr_png(join), width=260)
    _class_now(info, base)
    _class_watch(info.id)


def _stamp(class_id: int) -> tuple[Any, ...] | None:
    """The class's fingerprint (store.class_stamp); with class tables, also the clock in
    BOARD_TICK_S steps, for the board's waiting times."""
    stamp = me_.safe(lambda s: s.class_stamp(class_id), None)
    if stamp is not None and stamp[-1][0]:
        stamp = (*stamp, int(time.time() // BOARD_TICK_S))
    return stamp


@st.fragment(run_every=TEACHER_REFRESH_S)
def _class_watch(class_id: int) -> None:
    """The teacher's view's timer, drawing nothing: every few seconds it reads the class's
    fingerprint and runs the page again only when the class changed since the view was drawn
    (a join, a step, a wrong try, a deal, homework, a table's move). A still class costs a few
    aggregate queries a refresh, not the whole view (benchmarks/class_load.py)."""
    stamp = _stamp(class_id)
    if stamp is not None and stamp != ss.get(CLASS_STAMP):
        st.rerun()


@st.fragment
def _class_now(info: ClassInfo, base: str) -> None:
    """The class as it is now: who joined, their progress, the wrong tries, the practice
    deals, read from the store when the class changed (`_class_watch`) without a reload (a
    fragment: a widget in it reruns only this part)."""
    ss[CLASS_STAMP] = _stamp(info.id)  # read first: a change during the reads shows next
    roster = me_.safe(lambda s: s.roster(info.id), [])
    steps = me_.safe(lambda s: s.class_progress(info.id), [])
    st.caption(tr("class.teacher.students", count=len(roster)) + " · "
               + tr("class.live.refresh"))
    tabs = st.tabs([tr("class.tab.progress"), tr("class.tab.wrong"), tr("class.tab.practice"),
                    tr("class.tab.live"), tr("class.tab.manage"), tr("class.tab.homework"),
                    tr("class.tab.tables")],
                   key="class_tabs")  # keyed: a widget's rerun inside a tab keeps that tab
    with tabs[0]:
        if not roster:
            st.info(tr("class.progress.empty"), icon=":material/group_add:")
        else:
            _progress_tab(info, roster, steps)
    with tabs[1]:
        _wrong_tab(info)
    with tabs[2]:
        deals = me_.safe(lambda s: s.class_practice(info.id), [])
        frame = cv.practice_frame(roster, deals, lang)
        if frame.empty:
            st.info(tr("class.practice.empty"), icon=":material/sports_esports:")
        else:
            st.dataframe(frame, hide_index=True, key="class_practice_table")
    with tabs[3]:
        st.markdown(tr("class.live.how"))
        st.page_link("canasta_app/classroom/classroom.py", label=tr("class.live.go"),
                     icon=":material/co_present:",
                     query_params={"lang": lang, LIVE_PARAM: info.teacher_secret})
        # the projector's own window: shows the class, controls nothing (no secret in it)
        st.link_button(tr("class.live.screen"), cv.screen_url(base, info.join_code, lang),
                       icon=":material/cast:")
        st.caption(tr("class.live.screen_how"))
    with tabs[4]:
        _manage_tab(info, roster)
    with tabs[5]:
        hw_.teacher_tab(info, roster, steps, LESSONS, lang)
    with tabs[6]:
        tables_.teacher_tab(info.id, roster, base, lang)


def _progress_tab(info: ClassInfo, roster: list[Any], steps: list[Any]) -> None:
    st.caption(tr("class.heat.caption"))
    # the view redraws every few seconds: the charts' specs are built once per state of the
    # class (a spec is ~70 ms of Altair's validation for 30 students), then only sent
    grid = _grid(tuple(roster), tuple(steps), lang)  # by student and by step
    st.vega_lite_chart(_heat_spec(grid, lang), key="class_heat_chart")
    titles = {x.id: x.title(lang) for x in LESSONS}
    pick = st.selectbox(tr("class.heat.pick"), list(titles), format_func=titles.__getitem__,
                        key="class_heat_lesson")
    st.vega_lite_chart(_steps_spec(grid, str(pick), lang), key="class_steps_chart")
    frame = cv.progress_frame(roster, steps, LESSONS, lang)
    st.caption(tr("class.progress.caption"))
    st.dataframe(frame, hide_index=True, key="class_progress_table")
    # made when clicked, from the store as it is then: never the view's last refresh
    store, class_id = me_.store(), info.id

    def _csv() -> bytes:
        try:
            assert store is not None
            return cv.csv_bytes(cv.progress_frame(store.roster(class_id),
                                                  store.class_progress(class_id), LESSONS,
                                                  lang))
        except Exception:  # noqa: BLE001 — the database went away: the view's own copy
            return cv.csv_bytes(frame)

    st.download_button(tr("class.csv"), data=_csv, file_name="canasta-class-progress.csv",
                       mime="text/csv", icon=":material/download:", on_click="ignore",
                       key="class_csv")


@st.cache_data(max_entries=32, show_spinner=False)
def _grid(roster: tuple[Any, ...], steps: tuple[Any, ...], lang_: str) -> Any:
    return cv.step_grid(roster, steps, LESSONS, lang_)


@st.cache_data(max_entries=32, show_spinner=False)
def _heat_spec(grid: Any, lang_: str) -> dict[str, Any]:
    return dict(_heat_chart(cv.heat_frame(grid, lang_)).to_dict())


@st.cache_data(max_entries=64, show_spinner=False)
def _steps_spec(grid: Any, lesson_id: str, lang_: str) -> dict[str, Any]:
    return dict(_steps_chart(cv.lesson_steps_frame(grid, lesson_id, lang_)).to_dict())


def _heat_chart(heat: Any) -> alt.LayerChart:
    """Lessons × students: each square the share of the lesson's steps done ("4/6"), its steps
    named in the tooltip. Lessons are the rows, so their titles read level; students' names
    slant over the columns. Sized to the page (1366×800, a tablet): a row a lesson, the legend
    a short bar under it."""
    lessons = list(dict.fromkeys(heat.sort_values("order")["lesson"]))
    names = {k: tr(key) for k, key in KEYS.HEAT.items()}
    base = alt.Chart(heat).encode(
        y=alt.Y("lesson:N", sort=lessons, title=None,
                axis=alt.Axis(labelLimit=260, labelFontSize=13)),
        x=alt.X("student:N", sort=None, title=None,
                axis=alt.Axis(labelAngle=-40, labelLimit=160, labelFontSize=13,
                              labelOverlap=False, orient="top")),
        tooltip=[alt.Tooltip(f"{k}:Q" if k == "wrong" else f"{k}:N", title=names[k])
                 for k in ("student", "lesson", "done_steps", "todo_steps", "wrong")],
    )
    squares = base.mark_rect(stroke="#ffffff", strokeWidth=2).encode(
        color=alt.Color("share:Q", title=names["share"],
                        scale=alt.Scale(domain=[0, 1], range=["#eef1f4", "#1b7a3a"]),
                        legend=alt.Legend(orient="bottom", format=".0%", gradientLength=220,
                                          titleLimit=0)))
    labels = base.mark_text(fontSize=13).encode(
        text="label:N",
        color=alt.condition("datum.share > 0.55", alt.value("#ffffff"), alt.value("#111111")))
    return (squares + labels).properties(height=alt.Step(32))


def _steps_chart(frame: Any) -> alt.Chart:
    """One lesson's steps (rows, by title) × students: done, done by "show me", tried, not
    started."""
    keys = ("done", "shown", "tried", "none")
    states = [tr(KEYS.HEAT_STATE[k]) for k in keys]
    order = list(dict.fromkeys(frame.sort_values("step")["step_title"]))
    return alt.Chart(frame).mark_rect(stroke="#ffffff", strokeWidth=2).encode(
        y=alt.Y("step_title:N", sort=order, title=None,
                axis=alt.Axis(labelLimit=300, labelFontSize=13)),
        x=alt.X("student:N", sort=None, title=None,
                axis=alt.Axis(labelAngle=-40, labelLimit=160, labelFontSize=13,
                              labelOverlap=False, orient="top")),
        color=alt.Color("state_words:N", title=tr("class.heat.state"),
                        scale=alt.Scale(domain=states,
                                        range=["#1b7a3a", "#7fb8e0", "#e0a526", "#eef1f4"]),
                        legend=alt.Legend(orient="bottom", direction="vertical",
                                          labelLimit=0, titleLimit=0)),
        tooltip=[alt.Tooltip("student:N", title=tr("class.heat.student")),
                 alt.Tooltip("step_title:N", title=tr("class.heat.step")),
                 alt.Tooltip("state_words:N", title=tr("class.heat.state")),
                 alt.Tooltip("tries:Q", title=tr("class.heat.tries")),
                 alt.Tooltip("wrong:Q", title=tr("class.heat.wrong"))],
    ).properties(height=alt.Step(32))


def _wrong_tab(info: ClassInfo) -> None:
    wrong = me_.safe(lambda s: s.common_wrong_tries(info.id), [])
    frame = cv.wrong_frame(wrong, LESSONS, lang)
    if frame.empty:
        st.info(tr("class.wrong.empty"), icon=":material/check_circle:")
        return
    st.caption(tr("class.wrong.caption"))
    step_col, try_col, rule_col, n_col = frame.columns
    chart = (
        alt.Chart(frame).mark_bar()
        .encode(y=alt.Y(f"{try_col}:N", title=None, sort="-x",
                        axis=alt.Axis(labelLimit=320)),
                x=alt.X(f"{n_col}:Q", axis=alt.Axis(tickMinStep=1)),
                # the legend above the chart, one rule a line, never cut (labelLimit 0: none)
                color=alt.Color(f"{rule_col}:N", legend=alt.Legend(orient="top", columns=1,
                                                                   labelLimit=0,
                                                                   titleLimit=0)),
                row=alt.Row(f"{step_col}:N", title=None, sort=list(dict.fromkeys(frame[step_col])),
                            header=alt.Header(labelAngle=0, labelAlign="left",
                                              labelFontWeight="bold")),
                tooltip=[step_col, try_col, rule_col, n_col])
        .properties(width=420)
        .resolve_scale(y="independent")
    )
    st.altair_chart(chart, key="class_wrong_chart")
    st.dataframe(frame, hide_index=True, key="class_wrong_table")


def _manage_tab(info: ClassInfo, roster: list[Any]) -> None:
    if roster:
        names = {m.learner_id: m.nickname for m in roster}
        c1, c2 = st.columns([3, 1], vertical_alignment="bottom")
        who = c1.selectbox(tr("class.manage.remove"), list(names), format_func=names.__getitem__,
                           key="class_remove_who")

        def _remove() -> None:
            me_.safe(lambda s: s.remove_member(info.id, int(who)), None)
            _flash("info", "class.manage.removed", nick=md_escape(names[int(who)]))

        c2.button(tr("class.manage.remove_btn"), key="class_remove_btn", on_click=_remove,
                  icon=":material/person_remove:")
    if info.archived:
        st.button(tr("class.manage.unarchive"), key="class_unarchive",
                  on_click=lambda: me_.safe(lambda s: s.archive_class(info.id, False), None))
    else:
        st.button(tr("class.manage.archive"), key="class_archive", icon=":material/inventory_2:",
                  on_click=lambda: me_.safe(lambda s: s.archive_class(info.id, True), None))


# ------------------------------------------------------------------------------ students


def my_classes() -> None:
    """The classes this device's teacher made, each opening its teacher page, and the teacher
    code (behind a button: the page may be on a projector)."""
    mine = teacher_.current()
    if mine is None:
        return
    classes = me_.safe(lambda s: s.classes_of_teacher(mine.id), [])
    with st.container(border=True, key="class_my"):
        st.subheader(tr("class.my.title"), anchor=False)
        if not classes:
            st.caption(tr("class.my.none"))
        for c in classes:
            label = (tr("class.my.archived", name=md_escape(c.name)) if c.archived
                     else tr("class.my.open", name=md_escape(c.name)))
            st.button(label, key=f"class_my_{c.id}", icon=":material/groups:",
                      on_click=ss.update, kwargs={"class_open_secret": c.teacher_secret})
        with st.expander(tr("class.my.code_show"), icon=":material/key:",
                         key="class_my_code_open", on_change="rerun") as box:
            if box.open:
                st.markdown(tr("class.my.code", code=pretty_code(mine.code)))
                st.caption(tr("class.my.code_how"))


def personal_code(nick: str) -> None:
    """The student's personal code and the way to continue on another device, under their
    class (opened right after joining)."""
    me = me_.current()
    if me is None:
        return
    just = bool(ss.pop("class_just_joined", False))
    with st.container(border=True, key="class_me"):
        st.markdown(tr("class.me.title", code=pretty_code(me.code)))
        st.caption(tr("class.me.remembered", nick=md_escape(nick)))
        with st.expander(tr("class.me.other_device"), icon=":material/devices:", expanded=just):
            st.caption(tr("class.me.other_device_how"))
            st.code(me_.resume_url(me.code, lang), language=None)
        st.button(tr("class.me.not_me"), key="class_not_me", on_click=_on_not_me,
                  type="tertiary", icon=":material/logout:")


def join_form(expanded: bool) -> None:
    join_code = str(qp.get("join", ""))[:CODE_INPUT_MAX]
    if join_code and "class_join_code" not in ss:
        ss["class_join_code"] = join_code
    with st.expander(tr("class.join.title"), expanded=expanded, icon=":material/login:"):
        st.text_input(tr("class.join.code"), key="class_join_code", max_chars=CODE_INPUT_MAX,
                      placeholder=tr("class.join.code_placeholder"),
                      help=tr("class.join.code_help"))
        st.text_input(tr("class.join.nick"), key="class_join_nick", max_chars=NICK_PASTE_MAX,
                      help=tr("class.join.nick_help", max=NICK_MAX), on_change=_on_nick)
        current_nick = str(ss.get("class_join_nick") or "")
        ss.pop("class_nick_cut_fresh", None)  # a later press of Join joins
        if ss.get("class_nick_cut") and ss["class_nick_cut"] == current_nick:
            st.warning(tr("class.join.nick_cut", max=NICK_MAX, nick=md_escape(current_nick)),
                       icon=":material/content_cut:")
        else:
            ss.pop("class_nick_cut", None)
            st.caption(tr("class.join.nick_cap", max=NICK_MAX))
        st.button(tr("class.join.submit"), key="class_join_btn", type="primary",
                  on_click=_on_join, icon=":material/login:")
        problem = ss.get("class_join_problem")
        if problem:
            key, params = problem
            shown = {k: md_escape(str(v)) if isinstance(v, str) else v
                     for k, v in params.items()}
            st.warning(tr(key, **shown), icon=":material/error:")
            suggestion = ss.get("class_join_suggestion")
            if key == "class.join.nick_taken" and suggestion:
                st.button(tr("class.join.use_suggestion", suggestion=md_escape(suggestion)),
                          key="class_join_suggest", on_click=_use_suggestion,
                          args=(suggestion,))


def start_forms() -> None:
    with st.expander(tr("class.new.title"), icon=":material/add_circle:"):
        st.text_input(tr("class.new.name"), key="class_new_name", max_chars=CLASS_NAME_MAX,
                      help=tr("class.new.name_help", max=CLASS_NAME_MAX))
        st.button(tr("class.new.submit"), key="class_new_btn", on_click=_on_create,
                  icon=":material/add:")
    if teacher_.current() is None:
        with st.expander(tr("class.my.enter"), icon=":material/key:", key="class_my_enter_open",
                         on_change="rerun") as box:
            if box.open:
                st.text_input(tr("class.my.enter_label"), key="class_teacher_code_input",
                              max_chars=CODE_INPUT_MAX,
                              placeholder=tr("class.my.enter_placeholder"),
                              help=tr("class.my.enter_help"))
                st.button(tr("class.my.enter_btn"), key="class_teacher_code_btn",
                          on_click=_on_teacher_code, icon=":material/key:")


def student_view() -> None:
    st.title(tr("class.title"), anchor=False)
    st.caption(tr("class.intro"))
    my_classes()
    me = me_.current()
    mine = me_.safe(lambda s: s.classes_of(me.id), []) if me is not None else []
    if mine:
        ids = [c.id for c in mine]
        current = ss.get("class_current")
        if current not in ids:
            current = ids[-1]
        if len(mine) > 1:
            names = {c.id: c.name for c in mine}
            current = st.radio(tr("class.mine.title"), ids, index=ids.index(current),
                               format_func=names.__getitem__, horizontal=True,
                               key="class_pick")
        ss["class_current"] = current
        info = next(c for c in mine if c.id == current)
        member = me_.safe(lambda s: s.membership(info.id, me.id), None)  # type: ignore[union-attr]
        nick = member.nickname if member is not None else "?"
        st.subheader(tr("class.mine.as", name=md_escape(info.name), nick=md_escape(nick)),
                     anchor=False)
        render_student_live(info, me.id, lang)  # type: ignore[union-attr]
        tables_.student_link(info.id, me.id, lang)  # type: ignore[union-attr]
        student_list(lang, info.id)
        personal_code(nick)
        # A student following a class sees the forms to join another or start one behind one
        # button: drawn, their five widgets made every second's refresh of the live view cost
        # the phone about a fifth more (docs/performance-archive.md, "Issue 22, eighth pass").
        # (a join link of a class the student is not in yet opens them: another QR code)
        linked = normalize_code(str(qp.get("join", "")))
        if not ss.get("class_more") and (not linked or linked in {c.join_code for c in mine}):
            st.button(tr("class.mine.more"), key="class_more_btn", icon=":material/add:",
                      on_click=lambda: ss.update(class_more=True))
            return

    # open unless the student has a class, or this is a teacher's device (not opened by a
    # join link: then joining is what the visitor came for)
    join_form(expanded=not mine and (teacher_.current() is None or "join" in qp))
    start_forms()


# ------------------------------------------------------------------------------ the page

opened = ss.pop("class_open_secret", None)
if opened:  # a class was just created or opened from My classes: this page becomes its link
    qp["t"] = opened
    ss["class_teaching"] = opened
    if "join" in qp:
        del qp["join"]
if ss.pop("class_close", False):  # back to My classes
    ss.pop("class_teaching", None)
    if "t" in qp:
        del qp["t"]
elif "t" in qp:
    ss["class_teaching"] = str(qp["t"])[:80]
# the class this session teaches: the address's, else the one it opened (an address that lost
# its ?t= on a rerun, or one the secret was taken out of, still shows the class)
secret = str(qp.get("t", "") or ss.get("class_teaching", ""))[:80]
teacher_.current()
teacher_.keep()
me_.render_store_notice(lang)
_show_flash()
wait = me_.wait_before_code() if secret else 0.0
if wait > 0:
    st.warning(tr("class.join.wait", seconds=int(wait + 0.999)), icon=":material/timer:")
elif secret:
    found = me_.safe(lambda s: s.class_by_secret(secret), None)
    if found is None:
        if me_.store() is not None and not ss.get(me_.SS_DOWN):
            me_.note_wrong_code()
            st.error(tr("class.teacher.unknown"), icon=":material/lock:")
        me_.render_store_notice(lang)
    else:
        ss[TEACHER_KEY] = found.teacher_secret
        teacher_view(found)
else:
    student_view()
