"""Shared tables: learners play each other (issue 41).

Thin page: it reads the widgets, calls the page session (canasta_app/tables/session.py, tested
without Streamlit) and draws. Without `?t=` it offers "Open a table" and "Join a table"; with
the table's code it shows the table as this visitor may see it: their own hand only when they
sit there, every hand counted when they watch. The table, the controls and the seats are one
fragment (a tap redraws only it). A move reaches the page from the server: the fragment
registers at each run, and when the table moves the server runs it again for every other seat
(tables/push.py, woken by tables/watch.py). A small browser script (`WATCH_JS`) is the
fallback: it fetches the table's revision file every second (not before a bot to act may move,
at the table's pace; every 2 s once the game is over or the tab hidden) and, when it moved,
clicks the fragment's hidden "show the last move" button. A
second fragment, drawing nothing, is the slower timer (`run_every`: every 5 s, 1 s with the
Advice coach on): it
reports this seat as present and is the fallback should the script not run, asking this server
process's copy of the table's revision (kept fresh by the driver in one query for every open
table). The bots move from the server (tables/driver.py).
"""

from __future__ import annotations

import sys
from types import ModuleType

import streamlit as st

from canasta_app.shell import learner
from canasta_app.shell.lang import get_lang
from canasta_app.store import StoreUnavailable
from canasta_app.store.models import NICK_MAX
from canasta_app.tables import views
from canasta_app.tables.coach import guide_notes
from canasta_app.tables.model import MODES, PACES, SEAT_KINDS, SETTINGS_OPEN, TARGETS
from canasta_app.tables.service import bot_wait_ms
from canasta_app.tables.session import (
    COACH,
    COACH_LEVELS,
    KIND_KEYS,
    MODE_KEYS,
    MODE_NAMES,
    PACE_KEYS,
    PICK,
    PROFILE_KEYS,
    QP,
    SEEN_REVISION,
    TablesSession,
    W,
)
from canasta_app.tables.watch import (
    COACH_TIMER_S,
    STATIC_URL,
    STILL_S,
    TIMER_S,
    WATCH_S,
    file_key,
    page_seen,
)
from canasta_app.text.i18n import seat_name
from canasta_app.ui import KEEP
from canasta_app.ui.compose import hand_chips, offered_card_kinds
from canasta_app.ui.picker import card_picker, picked_cards, reset_picker, table_taps
from canasta_app.ui.ruling import md_escape, render_ruling
from canasta_app.ui.score_table import render_breakdown, render_sheet
from canasta_app.ui.table import render_table
from canasta_core.profiles import PROFILES

lang = get_lang()
ss = st.session_state
_store = learner.store()


def _advice() -> ModuleType:
    """The Advice coach and the deal review (tables/advice.py, on the practice table's coach),
    imported when first needed: a table without them renders as light as before."""
    from canasta_app.tables import advice

    return advice


def _me() -> int | None:
    info = learner.current()
    return info.id if info is not None else None


def _ensure_me() -> int | None:
    info = learner.ensure()
    return info.id if info is not None else None


session = TablesSession(ss, lang, _store.tables if _store is not None else None, me=_me,
                        ensure_me=_ensure_me, wait_code=learner.wait_before_code,
                        wrong_code=learner.note_wrong_code,
                        reset_picker=lambda: reset_picker(PICK), records=_store)
tr = session.tr
_tstore = _store.tables if _store is not None else None
opened = session.open(st.query_params)
if opened is None and QP in st.query_params and session.table_id is None:
    del st.query_params[QP]  # a wrong code is not kept in the address (the note says why)
if session.table_id is not None and session.code and st.query_params.get(QP) != session.code:
    st.query_params[QP] = session.code

st.title(tr("tables.title"))


def _note() -> None:
    note = session.note()
    if note:
        st.error(md_escape(note), icon=":material/error:")
    cut = session.nick_cut()
    if cut:
        st.warning(md_escape(cut), icon=":material/content_cut:")


# --------------------------------------------------------------------------- the lobby


def _defaults() -> tuple[str, list[str]]:
    """The new table's settings, kept in the session whether their box is drawn or not (a
    closed box draws no chooser): the table, and the seats other than the host's."""
    if ss.get(W + "profile") not in PROFILES:
        ss[W + "profile"] = "classic"
    rules = PROFILES[ss[W + "profile"]]
    if ss.get(W + "target") not in TARGETS:
        ss[W + "target"] = rules.target
    if ss.get(W + "pace") not in PACES:
        ss[W + "pace"] = "normal"
    if ss.get(W + "mode") not in MODES:
        ss[W + "mode"] = MODES[0]
    if ss.get(W + "my_seat") not in rules.seats:
        ss[W + "my_seat"] = "S"
    others = [s for s in rules.seats if s != ss[W + "my_seat"]]
    for i, seat in enumerate(others):
        if ss.get(W + f"seat_{seat}") not in SEAT_KINDS:
            ss[W + f"seat_{seat}"] = "human" if i == 0 else "heuristic"
    return ss[W + "profile"], others


def _summary(others: list[str]) -> None:
    """The table about to be opened, in words: what the closed settings box holds."""
    lines = [
        f"{tr('tables.new.profile')}: {tr(PROFILE_KEYS[ss[W + 'profile']])}",
        " · ".join((
            f"{tr('tables.new.target')}: {tr('tables.new.target_value', target=ss[W + 'target'])}",
            tr(MODE_NAMES[ss[W + "mode"]]),
            f"{tr('tables.new.pace')}: {tr(PACE_KEYS[ss[W + 'pace']])}")),
        f"{tr('tables.new.seats')}: " + " · ".join(
            [tr("tables.new.you", seat=seat_name(ss[W + "my_seat"], lang))]
            + [f"{seat_name(s, lang)}: {tr(KIND_KEYS[ss[W + f'seat_{s}']])}" for s in others]),
    ]
    with st.container(key="tables_new_summary"):
        st.markdown("  \n".join(md_escape(line) for line in lines))


def _settings(others: list[str]) -> None:
    """The choosers of the new table. Drawn only while their box is open: at a first visit the
    lobby draws no select box or radio (their frontend code is most of a first render's cost,
    issue 38), and the values live in the session, so closing the box loses nothing."""
    rules = PROFILES[ss[W + "profile"]]
    profiles = sorted(PROFILES, key=lambda p: len(PROFILES[p].seats))
    st.selectbox(tr("tables.new.profile"), profiles, key=W + "profile", persist_state=KEEP,
                 format_func=lambda p: tr(PROFILE_KEYS[p]))
    c1, c2 = st.columns(2)
    c1.selectbox(tr("tables.new.target"), TARGETS, key=W + "target", persist_state=KEEP,
                 format_func=lambda v: tr("tables.new.target_value", target=v))
    c2.selectbox(tr("tables.new.pace"), tuple(PACES), key=W + "pace", persist_state=KEEP,
                 format_func=lambda v: tr(PACE_KEYS[v]))
    st.radio(tr("tables.new.mode"), MODES, key=W + "mode", persist_state=KEEP,
             format_func=lambda v: tr(MODE_KEYS[v]))
    st.selectbox(tr("tables.new.my_seat"), rules.seats, key=W + "my_seat", persist_state=KEEP,
                 format_func=lambda s: seat_name(s, lang))
    st.markdown(f"**{md_escape(tr('tables.new.seats'))}**")
    cols = st.columns(min(3, len(others)) or 1)
    for i, seat in enumerate(others):
        cols[i % len(cols)].selectbox(
            seat_name(seat, lang), SEAT_KINDS, key=W + f"seat_{seat}", persist_state=KEEP,
            format_func=lambda k: tr(KIND_KEYS[k]))


def _lobby() -> None:
    st.caption(tr("tables.intro"))
    _note()
    others = _defaults()[1]
    new, join = st.columns([2, 1], gap="large")
    with new, st.container(border=True, key="tables_new"):
        st.subheader(tr("tables.new.title"), anchor=False)
        _summary(others)
        with st.expander(tr("tables.new.change"), icon=":material/tune:", key=SETTINGS_OPEN,
                         on_change="rerun") as box:
            if box.open:
                _settings(others)
        st.text_input(tr("tables.nick"), key=W + "nick", max_chars=NICK_MAX, persist_state=KEEP,
                      help=tr("tables.nick_help", max=NICK_MAX))
        st.button(tr("tables.new.open"), key="tables_b_open", type="primary",
                  icon=":material/table_restaurant:", on_click=session.create)
    with join, st.container(border=True, key="tables_join"):
        st.subheader(tr("tables.join.title"), anchor=False)
        with st.form("tables_join_form", border=False, enter_to_submit=True):
            st.text_input(tr("tables.join.code"), key=W + "code", max_chars=40)
            st.form_submit_button(tr("tables.join.go"), on_click=session.join_typed,
                                  key="tables_b_join")


# --------------------------------------------------------------------------- the table


def _render_feedback() -> None:
    fb = session.feedback()
    if fb is None:
        return
    if fb.kind == "refused" and fb.ruling is not None:
        st.markdown(f"**{md_escape(tr('tables.refused'))}**")
        render_ruling(fb.ruling, lang)
    elif fb.kind in ("error", "stale"):
        st.warning(md_escape(fb.text), icon=":material/sync_problem:")
    elif fb.kind == "played" and fb.text:
        st.caption(md_escape(fb.text))


def _picks(view: object) -> tuple[dict[str, str], list[str]] | None:
    from canasta_core.positions import Position

    assert isinstance(view, Position)
    hand = view.hands[view.turn]
    if not session.my_turn or isinstance(hand, int) or not offered_card_kinds(view):
        return None
    keys = {c.id: f"{PICK}_chip_{c.id.replace('#', '_')}" for c in hand_chips(hand)}
    return keys, [c.id for c in picked_cards(PICK, view)]


def _render_controls(view: object) -> None:
    from canasta_core.positions import Position

    assert isinstance(view, Position)
    with st.container(key="tables_feedback"):
        _render_feedback()
    card_picker(PICK, view, lang, on_confirm=session.try_action,
                confirm_label=tr("tables.play"), seat_label=seat_name(view.turn, lang),
                chips_on_table=True, notes=False)


def _on_coach() -> None:
    ss[COACH] = ss.get(W + "coach", "off")


def _render_coach_choice() -> None:
    """A teaching table: this player's coach (off, Guide, Advice), for them alone."""
    table = session.table
    if table is None or table.info.mode != "teaching":
        return
    if ss.get(W + "coach") not in COACH_LEVELS:  # the choice outlives the widget's runs
        ss[W + "coach"] = session.coach_level
    st.radio(tr("tables.coach"), COACH_LEVELS, key=W + "coach", horizontal=True,
             on_change=_on_coach, format_func=lambda v: tr(views.COACH_KEYS[v]))


def _render_guide(view: object, seat: str) -> None:
    """A teaching table's Guide, for this player alone (their choice, their page)."""
    from canasta_core.positions import Position

    assert isinstance(view, Position)
    if session.coach_on:
        notes = guide_notes(view, seat, lang)
        if notes:
            with st.container(border=True, key="tables_guide"):
                st.markdown(f"**{md_escape(tr('tables.guide.title'))}**")
                st.markdown("\n".join(f"- {md_escape(n)}" for n in notes))
    table = session.table
    if session.coach_level == "advice" and table is not None and _tstore is not None:
        _advice().render_advice(_tstore, table, seat, view, lang)


def _render_seats() -> None:
    rows = session.seat_rows()
    table = session.table
    rev = ss.get(SEEN_REVISION)  # the revision this run read: what the watcher compares with
    # nothing moves the table any more (the game is over, its teacher closed it): the
    # watcher looks at a slow pace (a player's own turn is not still: another tab of the
    # seat, or a stand-in the host gives, moves it too)
    still = table is not None and (table.play.game_over or table.info.closed)
    # the title, the list and the deal's last moves in one element (a move redraws less)
    st.html(views.seats_title_html(tr("tables.seats.title")) + views.seats_html(
        rows, table.play.version if table else 0,
        rev if isinstance(rev, int) and rev >= 0 else None,
        file_key(_tstore, session.code) if session.code and _tstore is not None else "",
        still=still, wait_ms=max(0, bot_wait_ms(table) - 150) if table is not None else 0)
        + views.recent_html(tr("tables.recent"), session.recent()))
    # what the watcher clicks when the table's revision moved (hidden: WATCH_JS's style)
    st.button(tr("tables.wake"), key="tables_b_wake")
    for row in rows:
        if row.can_give:
            st.button(tr("tables.seats.give", seat=row.label), key=f"tables_b_give_{row.seat}",
                      on_click=session.give_to_bot, args=(row.seat,),
                      icon=":material/smart_toy:")


def _render_share(first: bool = False) -> None:
    """The table's link, code and QR. `first`: seats wait for players, so the invitation is
    what the host needs now: drawn open, above the table."""
    code = session.code or ""
    url = views.table_url(st.context.url, code, lang)
    with st.expander(tr("tables.share.title"), first, icon=":material/share:",
                     key="tables_share_open"):
        st.markdown(tr("tables.share.code", code=md_escape(code)))
        st.code(url, language=None, wrap_lines=True)
        st.html(views.qr_html(url, tr("tables.share.qr")))
        if views.only_this_computer(url):  # a phone scanning it would reach nothing
            st.caption(tr("share.local"))


def _render_sit() -> None:
    table = session.table
    assert table is not None
    st.info(tr("tables.watching"), icon=":material/visibility:")
    free = table.open_seats
    if not free:
        st.caption(tr("tables.full"))
        return
    with st.container(border=True, key="tables_sit"):
        st.markdown(f"**{md_escape(tr('tables.sit.title'))}**")
        if ss.get(W + "sit_seat") not in free:
            ss[W + "sit_seat"] = free[0]
        st.selectbox(tr("tables.sit.choose"), free, key=W + "sit_seat",
                     format_func=lambda s: seat_name(s, lang))
        st.text_input(tr("tables.nick"), key=W + "nick", max_chars=NICK_MAX,
                      help=tr("tables.nick_help", max=NICK_MAX))
        st.button(tr("tables.sit.go"), key="tables_b_sit", type="primary",
                  icon=":material/event_seat:", on_click=session.sit)


def _render_end() -> None:
    table = session.table
    assert table is not None
    play = table.play
    with st.container(key="tables_end"):
        st.html(views.END_CSS)
        st.subheader(tr("tables.scoring", deal=play.deal_number), anchor=False)
        names = None if play.rules.name == "classic" else {
            s: session.side_label(s) for s in play.rules.side_names}
        render_breakdown(play.deal_scores(), lang, names)
        rows = session.sheet_rows()
        st.subheader(tr("tables.sheet"), anchor=False)
        # one narrow column per side (the deal's points, the total under them): a phone
        # reads the whole sheet without scrolling sideways
        render_sheet([session.side_label(s) for s in play.rules.side_names], rows, lang)
    message = session.game_message()
    if message:
        st.info(md_escape(message), icon=":material/info:")
    seat = session.my_seat
    if not play.game_over and seat is not None:
        st.button(tr("tables.next_deal"), key="tables_b_next", type="primary",
                  icon=":material/skip_next:", on_click=session.next_deal)
    if seat is not None and _tstore is not None:  # this player's review: their moves only
        _advice().render_review(_tstore, table, seat, lang,
                                auto=session.coach_level == "advice", records=_store, me=_me())
        try:  # into this player's record with the coach's grades (the class page lists it)
            session.record_deal(_advice().deal_grades(table, seat, _store, _me()))
        except StoreUnavailable:
            pass


def _review_behind() -> bool:
    """The deal's review on this player's screen is missing grades the server's grader has
    kept since (tables/grader.py): the page runs again to show them."""
    coach = sys.modules.get("canasta_app.tables.advice")  # loaded: a review may be on screen
    table, seat = session.table, session.my_seat
    return (coach is not None and table is not None and seat is not None
            and coach.review_behind(table, seat, _store, _me()))


def _watch_run() -> None:
    # a new revision, the coach's work asked for by a tap (tables/advice.py: run by the whole
    # page, never from the tap's own run), or the server's grades for the review on screen
    if session.poll() or ss.pop("tables_coach_due", False) or _review_behind():
        st.rerun()


@st.fragment(run_every=TIMER_S)
def _watch() -> None:
    """The table's slow timer, drawing nothing: it says every few seconds that this seat is
    here, notices a player gone away, and runs the page again should the watcher script not
    (WATCH_JS; it asks this process's copy of the table's revision, tables/watch.py)."""
    _watch_run()


@st.fragment(run_every=COACH_TIMER_S)
def _watch_coach() -> None:
    """The same timer, every second for a player with the Advice coach: the coach's work a
    tap asked for runs in the page's next whole run (tables/advice.py)."""
    _watch_run()


# The watcher, the fallback of the server's push (push.py): every WATCH_S it fetches the table's revision file (a few bytes, Streamlit's
# static serving: no script run on the server) and, when it is newer than the revision the
# page drew, clicks the table's hidden "show the last move" button: when the page is still (not
# in the middle of a tap's run), or after 5 s of a busy page. One per browser tab.
WATCH_JS = """<style>.st-key-tables_b_wake,
[data-testid="stLayoutWrapper"]:has(> .st-key-tables_b_wake) { display: none; }</style><script>
(function () {
  if (window.ccTablesWatch) { return; }
  window.ccTablesWatch = true;
  var clicked = Date.now(), busy = false, seenRev = null, seenAt = 0;
  function later() {
    var seats = document.querySelector("ul[data-table][data-revision]");
    var ms = __MS__;
    if (document.hidden || (seats && seats.hasAttribute("data-still"))) {
      ms = __STILL_MS__;  // hidden, or nothing moves the table any more (game over, closed)
    } else if (seats && seats.hasAttribute("data-wait")) {
      // a bot is to act: no move before the table's pace, counted from when this was drawn
      var rev = seats.getAttribute("data-revision");
      if (rev !== seenRev) { seenRev = rev; seenAt = Date.now(); }
      ms = Math.max(ms, parseInt(seats.getAttribute("data-wait"), 10) - (Date.now() - seenAt));
    }
    setTimeout(tick, ms);
  }
  function tick() {
    var seats = document.querySelector("ul[data-table][data-revision]");
    if (!seats || busy) { later(); return; }
    busy = true;
    var url = new URL("__URL__" + seats.getAttribute("data-table") + ".txt", document.baseURI);
    url.searchParams.set("n", String(Date.now()));
    fetch(url, {cache: "no-store"}).then(function (r) { return r.ok ? r.text() : ""; })
      .then(function (text) {
        var rev = parseInt(text, 10);
        var drawn = parseInt(seats.getAttribute("data-revision"), 10);
        var idle = document.querySelector(
          '[data-testid="stApp"][data-test-script-state="notRunning"]');
        var button = document.querySelector(".st-key-tables_b_wake button");
        // while the page runs (a tap), wait for it: a busy page is woken at most every 5 s
        if (rev > drawn && button && (idle || Date.now() - clicked > 5000)
            && Date.now() - clicked > 400) {
          clicked = Date.now();
          button.click();
        }
      }).catch(function () {}).then(function () { busy = false; later(); });
  }
  later();
})();
</script>""".replace("__MS__", str(int(WATCH_S * 1000))).replace("__URL__", STATIC_URL).replace(
    "__STILL_MS__", str(int(STILL_S * 1000)))


@st.fragment
def _table_view() -> None:
    session.refresh(woken=bool(st.session_state.get("tables_b_wake")))  # the watcher's click
    if session.store is not None and session.table_id is not None:
        page_seen(session.store, session.table_id)  # woken when the table moves (push.py)
    table = session.table
    if table is None:
        st.error(tr("tables.err.gone"), icon=":material/error:")
        return
    view = session.view()
    assert view is not None
    seat = session.my_seat
    head = [tr(MODE_NAMES.get(table.info.mode, MODE_NAMES["match"]))]
    if seat is not None:
        info = table.seat(seat)
        head.append(tr("tables.you_are", seat=seat_name(seat, lang),
                       name=(info.nickname if info else "") or "?"))
    st.caption(md_escape(" · ".join(head)))
    if table.info.closed:  # a class's table its teacher closed: no more moves
        st.warning(tr("tables.err.closed"), icon=":material/lock:")
    with st.container(key="tables_turn"):
        st.markdown(f"**{md_escape(session.turn_line())}**")
    main, side = st.columns([2.4, 1], gap="medium")
    with main:
        picks = _picks(view)
        taps = table_taps(PICK, view) if session.my_turn else None
        with st.container(key="tables_table"):
            render_table(view, lang, reveal=seat or "counts", pick=picks[0] if picks else None,
                         picked=picks[1] if picks else (), taps=taps)
        if table.play.deal_over:
            _render_end()
    with side:
        if seat is None:
            _render_sit()
        elif session.standin_for_me:
            st.button(tr("tables.seats.back"), key="tables_b_back", type="primary",
                      icon=":material/person:", on_click=session.take_back)
        elif session.my_turn:
            _render_coach_choice()
            with st.container(key="tables_controls"):
                _render_controls(view)
            _render_guide(view, seat)
        else:
            _render_coach_choice()
            if session.feedback() is not None:  # no empty box to send at every move
                with st.container(key="tables_feedback"):
                    _render_feedback()
        if seat is not None and session.coach_level == "advice" and _tstore is not None:
            _advice().render_grade(_tstore, table, seat, lang)  # their last decision's grade
        _render_seats()  # with the deal's last moves (each element is a message to the page)
    session.drawn()


if session.table_id is None:
    _lobby()
else:
    _note()
    # the table's link, code and QR: drawn at the page's runs, not at each move's (outside
    # the table's fragment: a move redraws less); above the table while seats wait for players
    inviting = bool(session.code and session.table is not None and session.table.open_seats
                    and not session.table.info.closed)
    if inviting:
        _render_share(first=True)
    _table_view()
    if session.code and not inviting:
        _render_share()
    if session.coach_level == "advice":
        _watch_coach()
    else:
        _watch()
    st.html(WATCH_JS, unsafe_allow_javascript=True)
    st.button(tr("tables.another"), key="tables_b_leave", icon=":material/add:",
              on_click=session.leave)
    # the expert's work the table asked for this run (progress, Cancel, budget); none unless
    # the coach's module was needed
    if (_coach := sys.modules.get("canasta_app.tables.advice")) is not None:
        _coach.run_requested()


