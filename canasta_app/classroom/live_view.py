"""The live classroom on screen: the teacher's bar in the Classroom (go live, ask "What would
you play?", the answers as they arrive, reveal) and the student's view on the Class page (the
teacher's move from the acting seat, the picker to answer).

Both read the store in a fragment that reruns by itself (`run_every`), so a student sees the
teacher's move within a refresh, and every server process shows the same class: nothing lives
only in one process's memory.

Also here: the answers' board a room reads (`board_html`: the most common answers, the rest as
"other answers", type >= 24 px, the move played highlighted on reveal), the presenter screen
(`render_presenter`, `classroom?screen=<join code>`: the class shown, no control), and the
teacher link's handling (`take_teacher_link`: `?live=SECRET` is read once and leaves the
address; a teacher window opened on a live class goes where the class is and moves nobody).
"""

from __future__ import annotations

import dataclasses
import html
from typing import Any

import streamlit as st

from canasta_app.classroom import session as room
from canasta_app.classroom import style
from canasta_app.domain import live as lv
from canasta_app.shell import teacher as teacher_
from canasta_app.shell.learner import (
    note_wrong_code,
    render_store_notice,
    safe,
    store,
    wait_before_code,
)
from canasta_app.shell.teacher import LIVE_PARAM, TEACHER_KEY
from canasta_app.store.api import ClassInfo, LiveInfo, PollInfo
from canasta_app.text.i18n import seat_name, t
from canasta_app.text.move_words import action_words
from canasta_app.ui.fit import fit_to_viewport
from canasta_app.ui.ruling import action_md, md_escape
from canasta_app.ui.ruling import broken_rule_title as rule_title
from canasta_app.ui.table import render_table

HOST_REFRESH_S = 1.0
HOLD_KEY = "live_hold_step"  # session: the move a question is open at, until it is revealed
POLL_OPEN_KEY = "live_poll_open"
PUSHED_KEY = "live_host_pushed"  # session: (live id, move, deal) this browser last sent  # session: a question is open (revealed or not)
SCREEN_PARAM = "screen"  # the presenter link ?screen=<join code>: shows the class, moves nothing
SCREEN_REFRESH_S = 1.0
DOCKED_TOP = 3  # answers listed one by one beside the table on the teacher's projector

_CSS = """
<style>
.st-key-live_answers p { font-size: 1.15rem; }
/* the panel's title is a markdown heading: Streamlit pulls a markdown block up by the margin of
   a paragraph it does not have, which laid the title over the join-code line */
.st-key-live_host [data-testid="stMarkdownContainer"]:has(> [data-testid="stHeadingWithActionElements"]) {
  margin-bottom: 0;
}
</style>
"""
# Presentation mode (the projector): the live bar docks in the right-hand column, under the
# move's narration (the page folds the move list while a question is open), so the table, the
# narration and the answers are all on screen and nothing covers anything.
_CSS_DOCK = """
<style>
.st-key-live_host { padding: 0.4rem 0.7rem; gap: 0.3rem; }
.st-key-live_host h4 { font-size: clamp(16px, 2.4vh, 30px); padding: 0; }
.st-key-live_host p { font-size: clamp(14px, 2vh, 26px); }
.st-key-live_host [data-testid="stCaptionContainer"] p { font-size: clamp(13px, 1.8vh, 22px); }
.st-key-live_host button { min-height: 0; padding: 0.15rem 0.7rem; }
.st-key-live_host [data-testid="stAlert"] > div { padding: 0.4rem 0.7rem; }
</style>
"""


_words = action_md


# ------------------------------------------------------------------------------ the teacher


def _push(live: LiveInfo, step: int, new: dict[str, Any]) -> LiveInfo:
    """This browser's table is at `step` of deal `new`: the class follows, once. Only a table
    that moved writes: a tab that has not seen this live session yet (another window started
    it, or this one was just opened) writes nothing (`adopt` puts its table where the class
    is), so opening or reloading a teacher window never moves the students, and two teacher
    tabs never take turns overwriting each other."""
    ss = st.session_state
    last = ss.get(PUSHED_KEY)
    if last is None or last[0] != live.id or last == (live.id, step, new):
        return live
    ss[PUSHED_KEY] = (live.id, step, new)
    if (live.step, live.settings) == (step, new):
        return live
    safe(lambda s: s.move_live(live.id, step, new), None)
    return LiveInfo(live.id, live.class_id, new, step, live.revision + 1, True)


def adopt(live: LiveInfo) -> None:
    """This tab's Classroom goes where the class is (the live deal and move) and remembers it
    as its own last move, so nothing is written: the students stay where they are. Before the
    page's session exists (a link just opened), the link's parameters say it; after, its
    state."""
    ss, qp = st.session_state, st.query_params
    ss[PUSHED_KEY] = (live.id, live.step, dict(live.settings))
    key = lv.valid_settings(live.settings)
    if key is None:
        return
    seed, dealer, ns, ew = key
    kept = ss.get(room.SETTINGS)
    if kept is None:
        qp.update({"seed": str(seed), "dealer": dealer, "ns": ns, "ew": ew,
                   "step": str(live.step)})
        return
    ss[room.SETTINGS] = dataclasses.replace(kept, seed=seed, dealer=dealer, ns=ns, ew=ew,
                                            step=live.step)
    ss[room.STEP] = live.step
    ss[room.PLAYING] = False


def take_teacher_link() -> str | None:
    """At the top of the Classroom, before its session reads the link. `?live=SECRET` (the
    class page's "Teach live"): the secret is kept in this tab's session and leaves the address
    at once, replaced by the presenter link `?screen=<join code>`, so a copy of the address (a
    projector shows it) opens a screen that controls nothing. A class already live opens this
    tab at its deal and move. A reload (a new session, the secret gone from it) of a teacher
    window (its address has the deal) on the device that keeps the code of the class's teacher
    is the teacher's view again, at the class's move; the presenter link there (no deal in it,
    `present=1`) stays the presenter screen, opened or reloaded (issue 39). Returns the join code of the class this tab teaches, if any."""
    ss, qp = st.session_state, st.query_params
    raw = qp.get(LIVE_PARAM)
    if raw:
        del qp[LIVE_PARAM]
        ss[TEACHER_KEY] = str(raw)[:80]
    secret = ss.get(TEACHER_KEY)
    restored = False
    # a teacher window's address carries its deal (the table writes it on its first run); the
    # presenter link (`screen_url`: the join code, present=1) never does, so the projector's
    # own window, opened or reloaded on the teacher's device, stays the presenter screen
    if not secret and (screen := qp.get(SCREEN_PARAM)) and "seed" in qp:
        secret = _device_class_secret(str(screen))
        if secret:  # a teacher window reloaded (a new session) on the teacher's own device
            ss[TEACHER_KEY] = secret
            restored = True
    if not secret:
        return None
    info: ClassInfo | None = safe(lambda s: s.class_by_secret(secret), None)
    if info is None or info.archived:
        return None
    if raw or restored:
        qp[SCREEN_PARAM] = info.join_code
        live = safe(lambda s: s.live_for_class(info.id), None)
        if live is not None:
            adopt(live)
    return info.join_code


def _device_class_secret(code: str) -> str | None:
    """The secret of the class with join code `code` when this device's teacher (the teacher
    code the device keeps, shell/teacher.py) made it, else None. So a reloaded teacher
    window on `?screen=` (its session, and the secret in it, gone) is the teacher's view again,
    while the same address on any other device stays a screen that controls nothing."""
    code = code.strip().upper()[:16]
    me = teacher_.current()
    if me is None or not code:
        return None
    mine: list[ClassInfo] = safe(lambda s: s.classes_of_teacher(me.id), None) or []
    return next((c.teacher_secret for c in mine if c.join_code == code and not c.archived),
                None)


def push_live_step(settings: Any) -> None:
    """The Classroom moved: the class's live session follows at once (one write, only when
    this browser is teaching a live class and its table's move or deal changed)."""
    live: LiveInfo | None = st.session_state.get("live_host_session")
    if live is not None:
        st.session_state["live_host_session"] = _push(live, settings.step,
                                                      lv.settings_of(settings))


def render_live_host(lang: str) -> None:
    """The Classroom's live bar, for a browser that opened a class's teacher link."""
    secret = st.session_state.get(TEACHER_KEY)  # (take_teacher_link read it from the link)
    if not secret:
        return
    info: ClassInfo | None = safe(lambda s: s.class_by_secret(secret), None)
    if info is None or info.archived:
        return
    st.html(_CSS)
    if st.session_state.get("classroom_big"):
        st.html(_CSS_DOCK)

    def _start() -> None:
        settings = st.session_state.get("classroom_settings")
        step = int(st.session_state.get("classroom_step", 0))
        if settings is not None:
            new = lv.settings_of(settings)
            live = safe(lambda s: s.start_live(info.id, new, step), None)
            st.session_state["live_host_session"] = live
            if live is not None:
                st.session_state[PUSHED_KEY] = (live.id, step, new)

    def _stop(live_id: int) -> None:
        safe(lambda s: s.stop_live(live_id), None)
        st.session_state["live_host_session"] = None

    def _ask(live: LiveInfo) -> None:
        move = lv.live_move(live.settings, int(st.session_state.get("classroom_step", 0)))
        if move is not None and move.seat is not None:
            expert = lv.expert_choice(move)
            safe(lambda s: s.open_poll(live.id, move.step, move.seat, lv.options_for(move),
                                       move.played, expert), None)

    @st.fragment(run_every=HOST_REFRESH_S)
    def _host() -> None:
        live = safe(lambda s: s.live_for_class(info.id), None)
        settings = st.session_state.get("classroom_settings")
        if live is not None and settings is not None:
            step = int(st.session_state.get("classroom_step", 0))
            mine = (live.id, step, lv.settings_of(settings))
            last = st.session_state.get(PUSHED_KEY)
            stored = (live.id, live.step, dict(live.settings))
            # a live session this tab has not seen (another window started it), or one another
            # teacher window moved while this tab's table stood still: this tab follows the
            # class; it never moves the students by being opened
            if last is None or last[0] != live.id or (stored != last and mine == last):
                adopt(live)
                st.rerun()
            live = _push(live, step, lv.settings_of(settings))
        st.session_state["live_host_session"] = live
        if live is None:
            _follow_poll(None)
        with st.container(border=True, key="live_host"):
            st.markdown(f"#### :material/cast_for_education: "
                        f"{md_escape(t('live.host.title', lang, name=info.name))}")
            docked = bool(st.session_state.get("classroom_big"))
            asking = st.session_state.get(POLL_OPEN_KEY)
            if not (docked and asking):  # on the projector the answers need the room
                st.markdown(t("live.host.code", lang, code=info.join_code))
            if live is None:
                st.caption(t("live.host.idle", lang))
                st.button(t("live.host.start", lang), key="live_host_start", type="primary",
                          icon=":material/podcasts:", on_click=_start)
                return
            members = len(safe(lambda s: s.roster(info.id), []))
            seen = safe(lambda s: s.seen_members(info.id), 0)
            st.markdown(t("live.host.on", lang, step=live.step, seen=seen, members=members))
            poll: PollInfo | None = safe(lambda s: s.current_poll(live.id), None)
            _follow_poll(poll)
            if poll is not None:  # (a new question or the end: after closing this one)
                _render_poll(poll, live, lang, top=DOCKED_TOP if docked else lv.TOP_ANSWERS)
                return
            now = lv.live_move(live.settings, live.step)
            over = now is None or now.seat is None  # the deal is over: nothing to ask
            bar = st.container(horizontal=True)
            bar.button(t("live.host.ask", lang), key="live_host_ask", type="primary",
                       icon=":material/quiz:", on_click=_ask, args=(live,), disabled=over,
                       help=t("live.host.no_seat", lang) if over else None)
            bar.button(t("live.host.stop", lang), key="live_host_stop", icon=":material/stop:",
                       on_click=_stop, args=(live.id,))

    _host()


def _follow_poll(poll: PollInfo | None) -> None:
    """Tell the Classroom about the open question: while it is not revealed the table stays at
    its move (a step forward would show what was played), and on the projector the move list
    folds to leave the answers room. The page reruns once when that changes."""
    state = (poll.step if poll is not None and not poll.revealed else None, poll is not None)
    ss = st.session_state
    if (ss.get(HOLD_KEY), bool(ss.get(POLL_OPEN_KEY))) != state:
        ss[HOLD_KEY], ss[POLL_OPEN_KEY] = state
        st.rerun()


def held_step() -> int | None:
    """The move an unrevealed question is open at (the table goes no further), else None."""
    hold = st.session_state.get(HOLD_KEY)
    return None if hold is None else int(hold)


def poll_open() -> bool:
    return bool(st.session_state.get(POLL_OPEN_KEY))


# The answers' board: what the room reads from the back row. Its type never goes under 24 px
# (at 1280×720 and 1920×1080 alike), however many different answers come in: the most common
# are listed and the rest summed as "other answers" (canasta_app/live.group_answers), so the
# board keeps its height and is never zoomed down to fit. Measured in the browser:
# tests/e2e/test_class_projector.py.
_CSS_BOARD = """
<style>
div.cc-board { background: #fbfbf8; color: #111; border-radius: 10px; padding: 0.35em 0.5em;
  line-height: 1.25; }
div.cc-board, div.cc-board p, div.cc-board ol, div.cc-board li { font-size: max(24px, 2.9vh); }
div.cc-board p { margin: 0 0 0.2em 0; color: #111; }
div.cc-board .cc-board-q { font-weight: 700; }
div.cc-board .cc-board-n { color: #333; }
div.cc-board ol { list-style: none; margin: 0.15em 0; padding: 0; }
div.cc-board li { margin: 0 0 0.18em 0; padding: 0.05em 0.35em; border-radius: 6px; color: #111;
  border: 2px solid transparent;
  background: linear-gradient(to right, #cfe0f1 var(--share), #eef1f4 var(--share)); }
div.cc-board li.cc-board-played { border-color: #1b5e20; background:
  linear-gradient(to right, #b4deb6 var(--share), #e6f4e7 var(--share)); }
div.cc-board .cc-board-count { font-weight: 700; display: inline-block; min-width: 1.5em; }
div.cc-board .cc-ok { color: #1b5e20; font-weight: 700; }
div.cc-board .cc-no { color: #b71c1c; font-weight: 700; }
div.cc-board .cc-board-why { display: block; color: #6b1111; }
div.cc-board .cc-board-tag { display: inline-block; margin-left: 0.3em; padding: 0 0.3em;
  border-radius: 4px; background: #1b5e20; color: #fff; font-weight: 700; }
div.cc-board .cc-board-tag.cc-expert { background: #0d47a1; }
div.cc-board li.cc-board-others { background: #eef1f4; }
div.cc-board .cc-board-answer { font-weight: 700; color: #1b5e20; }
</style>
"""


def board_html(poll: PollInfo, counts: list[Any], lang: str, *, top: int = lv.TOP_ANSWERS,
               question: bool = True) -> str:
    """The board as HTML, every user-derived word escaped (moves are the engine's canonical
    text, rules the catalogue's titles, in words: never a slug)."""
    esc = html.escape
    seat = seat_name(poll.seat, lang)
    board = lv.group_answers(counts, played=poll.answer, expert=poll.expert,
                             revealed=poll.revealed, top=top)
    out = ['<div class="cc-board">']
    if question:
        out.append(f'<p class="cc-board-q">{esc(t("live.board.question", lang, seat=seat, step=poll.step))}</p>')
    out.append(f'<p class="cc-board-n">{esc(t("live.board.answers", lang, count=board.total))}'
               + ("" if board.total else " — " + esc(t("live.board.waiting", lang))) + "</p>")
    if board.total:
        most = max(board.total, 1)  # a bar is the row's share of the room
        out.append("<ol>")
        for r in board.rows:
            share = round(100 * r.count / most)
            mark = ('<span class="cc-ok">✓</span>' if r.legal else '<span class="cc-no">✗</span>')
            tags = "".join(
                f'<span class="cc-board-tag{extra}">{esc(t(key, lang))}</span>'
                for on, key, extra in ((r.played, "live.board.played", ""),
                                       (r.expert, "live.board.expert", " cc-expert")) if on)
            why = ("" if r.legal else '<span class="cc-board-why">'
                   + esc(t("live.board.illegal", lang, rule=rule_title(r.slug, lang)))
                   + "</span>")
            cls = ' class="cc-board-played"' if r.played else ""
            out.append(f'<li{cls} style="--share: {share}%"><span class="cc-board-count">'
                       f'{r.count}</span> {mark} {esc(action_words(r.action, lang))}{tags}'
                       f'{why}</li>')
        if board.others:
            share = round(100 * board.others / most)
            out.append(f'<li class="cc-board-others" style="--share: {share}%">'
                       + esc(t("live.board.others", lang, count=board.others,
                               kinds=board.other_kinds)) + "</li>")
        out.append("</ol>")
    # on reveal, a move no student gave still gets its line: what was played, the expert's
    for move, key in ((poll.answer, "live.board.reveal_played"),
                      (poll.expert, "live.board.reveal_expert")):
        if poll.revealed and move and move not in {r.action for r in board.rows}:
            out.append('<p class="cc-board-answer">' + esc(t(
                key, lang, seat=seat, move=action_words(move, lang))) + "</p>")
    out.append("</div>")
    return "".join(out)


def _render_poll(poll: PollInfo, live: LiveInfo, lang: str, top: int) -> None:
    if poll.step != live.step:
        st.caption(t("live.host.other_move", lang, asked=poll.step, step=live.step))
    counts = safe(lambda s: s.poll_counts(poll.id), [])
    with st.container(key="live_answers"):
        st.html(_CSS_BOARD + board_html(poll, counts, lang, top=top))
    bar = st.container(horizontal=True)
    if not poll.revealed:
        bar.button(t("live.host.reveal", lang), key="live_host_reveal",
                   icon=":material/visibility:",
                   on_click=lambda: safe(lambda s: s.reveal_poll(poll.id), None))
    bar.button(t("live.host.close", lang), key="live_host_close", icon=":material/close:",
               on_click=lambda: safe(lambda s: s.close_poll(poll.id), None))


# ------------------------------------------------------------------------------ the projector


def render_presenter(code: str, lang: str) -> None:
    """The presenter screen (`classroom?screen=<join code>`): the class's live deal at the
    teacher's move, the question and its answers, read from the store every second. It has no
    control at all: its address can be copied by anyone in the room and moves nothing."""
    style.apply_presentation()
    st.html(_CSS_BOARD + _CSS_SCREEN)
    st.title(t("classroom.title", lang))
    code = str(code)[:16]
    wait = wait_before_code()  # a wrong code counts as a wrong join code: guesses are slowed
    if wait > 0:
        st.warning(t("class.join.wait", lang, seconds=int(wait + 0.999)), icon=":material/timer:")
        return

    @st.fragment(run_every=SCREEN_REFRESH_S)
    def _screen() -> None:
        info: ClassInfo | None = safe(lambda s: s.class_by_join_code(code), None)
        if info is None or info.archived:
            render_store_notice(lang)
            if info is None and store() is not None and not st.session_state.get(
                    "live_screen_wrong"):
                st.session_state["live_screen_wrong"] = True  # counted once, not every second
                note_wrong_code()
            st.warning(t("live.screen.unknown", lang), icon=":material/link_off:")
            return
        live: LiveInfo | None = safe(lambda s: s.live_for_class(info.id), None)
        st.markdown(f"#### :material/cast_for_education: "
                    f"{md_escape(t('live.screen.title', lang, name=info.name))}")
        join = t("live.screen.join", lang, code=info.join_code)
        poll: PollInfo | None = (safe(lambda s: s.current_poll(live.id), None)
                                 if live is not None else None)
        # the question's move while it is open (as the students see it), else the teacher's
        move = (lv.live_move(live.settings, poll.step if poll is not None else live.step)
                if live is not None else None)
        if live is None or move is None:
            with st.container(key="live_screen_idle"):
                st.markdown(join)
                st.info(t("live.screen.waiting", lang), icon=":material/hourglass_top:")
            st.caption(t("live.screen.note", lang))
            return
        # while a question is open the room sees the acting seat's cards, as the students do
        asking = poll is not None and not poll.revealed and move.seat is not None
        view = (move.seat or "all") if asking else "all"
        pos = lv.student_position(move) if asking else move.position
        left, right = st.columns([0.58, 0.42], gap="small")
        with left:
            render_table(pos, lang, reveal=view, present=True)
        with right, st.container(key="live_screen"):
            head = t("live.screen.move", lang, step=move.step, total=move.total)
            turn = (t("live.student.turn", lang, seat=seat_name(move.seat, lang))
                    if move.seat else t("live.student.over", lang))
            st.markdown(f"**{md_escape(head)}** · {md_escape(turn)}")
            if poll is None:
                if move.last:
                    st.markdown(t("live.student.played", lang, move=_words(move.last, lang)))
                st.markdown(join)
            else:
                counts = safe(lambda s: s.poll_counts(poll.id), [])
                st.html(board_html(poll, counts, lang))
            st.caption(t("live.screen.note", lang))
        fit_to_viewport(".cc-table.cc-present")

    _screen()


_CSS_SCREEN = """
<style>
.st-key-live_screen p, .st-key-live_screen_idle p { font-size: max(24px, 2.9vh); }
.st-key-live_screen [data-testid="stCaptionContainer"] p { font-size: max(16px, 1.8vh); }
</style>
"""
