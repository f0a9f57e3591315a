"""A class's tables (issue 41, item 5): the teacher opens tables for the class (random
seating, the order they joined, or each student's table and seat chosen; bots in the seats no
student fills), watches every table on one board, puts any table's moment on the projector
("Show to the class") and closes the tables that are done; a student finds the link to their
own table on their class page.

Reads and writes the store only (`Store.tables`): the tables page is reached by its link
(`tables?t=<code>`) and the projector by the classroom's `?show=` link, never imported.
`board_frame` and `classes/seating.py` are plain data, tested without Streamlit.

"Show to the class" shows the table as a spectator sees it — the melds, the pile, the red
threes, every hand and the stock as a count — never a player's cards: the table is still being
played, its players can see the projector, and a hand shown there would be a hand shown to
the other side. It is the moment the tables' service wrote with the board's facts (the
position at `facts_version`), so the board reads no log to offer it.
"""

from __future__ import annotations

import functools
import json
import random
import zlib
from collections.abc import Sequence
from typing import Any
from urllib.parse import urlencode

import pandas as pd
import streamlit as st

from canasta_app.classes import seating as seat_
from canasta_app.shell import learner as me_
from canasta_app.shell.share import ShareError
from canasta_app.shell.show import show_url
from canasta_app.store.tables import CLASS_PROFILES, CLASS_TABLES_MAX, BoardRow, now_ms
from canasta_app.store.values import Member
from canasta_app.text.i18n import seat_name, t
from canasta_app.ui.ruling import md_escape
from canasta_core.profiles import PROFILES

STUCK_S = 90  # a player to act for this long is flagged on the board
#: players per table, the partnership game first, with the key of its name
SIZE_KEYS = {4: "class.tables.size_4", 2: "class.tables.size_2", 3: "class.tables.size_3",
             6: "class.tables.size_6"}
TABLES_PAGE = "canasta_app/tables/tables.py"
SEATING_MODES = ("random", "joined", "chosen")  # how the students are seated
SEATING_KEYS = {"random": "class.tables.seating.random", "joined": "class.tables.seating.joined",
                "chosen": "class.tables.seating.chosen"}
GRID = "class_tables_grid"  # the chosen seating's editor (key prefix)
PLAN = "class_tables_plan"  # session: the chosen seating as the teacher left it (seating.Plan)


def table_url(base: str, code: str, lang: str) -> str:
    return f"{base}/tables?{urlencode({'t': code, 'lang': lang})}"


@functools.lru_cache(maxsize=256)
def _show_link(moment: str, lang: str) -> str | None:
    try:
        return show_url(json.loads(moment), lang=lang)
    except (ShareError, ValueError):  # a moment the engine cannot load: nothing to offer
        return None


def show_link(base: str, moment: str | None, lang: str) -> str | None:
    """The classroom link that puts this moment on the projector (None: no moment yet)."""
    if not moment:
        return None
    path = _show_link(moment, lang)
    return None if path is None else base + path.removeprefix(".")


# a seat's initial on the board, written out per seat (Spanish: O for Oeste)
INITIAL_KEYS = {"N": "class.tables.initial.N", "E": "class.tables.initial.E",
                "S": "class.tables.initial.S", "W": "class.tables.initial.W",
                "NE": "class.tables.initial.NE", "SE": "class.tables.initial.SE",
                "SW": "class.tables.initial.SW", "NW": "class.tables.initial.NW"}


def side_initials(rules: object, side: str, lang: str) -> str:
    """A side on the board, short: its seats' initials joined ("N–S", "E–O" in Spanish; a lone
    player's seat, "N"), so a line fits the board on a laptop (the column's help says how to
    read it)."""
    seats = getattr(rules, "side_seats", {}).get(side) or (side,)
    return "–".join(t(INITIAL_KEYS[s], lang) if s in INITIAL_KEYS else s for s in seats)


def _duration(seconds: float, lang: str) -> str:
    n = int(seconds)
    return (t("class.tables.secs", lang, n=n) if n < 60
            else t("class.tables.mins", lang, n=n // 60))


def board_frame(rows: Sequence[BoardRow], lang: str, base: str,
                now: int | None = None) -> pd.DataFrame:
    """One line per table: the spectator link, whose turn and how long they have had it
    (flagged from STUCK_S for a player; a bot is never stuck), the score, the refused tries,
    the players in seat order."""
    now = now_ms() if now is None else now
    lines = []
    for i, row in enumerate(rows, start=1):
        def who(seat: str, row: BoardRow = row) -> str:
            info = row.seat(seat)
            name = seat_name(seat, lang)
            if info is None:
                return name
            if info.kind == "bot":
                return t("class.tables.bot", lang, seat=name)
            return f"{info.nickname or '?'} ({name})"

        rules = PROFILES[row.table.profile]

        def player(seat: str, row: BoardRow = row) -> str:  # short: the seats go in order
            info = row.seat(seat)
            return ("bot" if info is None or info.kind == "bot"
                    else (info.nickname or "?"))
        if not row.started:
            score, turn = "—", t("class.tables.waiting", lang)
        else:
            score = " · ".join(f"{side_initials(rules, side, lang)} {total}"
                               for side, total in zip(rules.side_names, row.totals, strict=False))
            if row.game_over:
                turn = t("class.tables.over", lang)
            elif row.acting is None:
                turn = t("class.tables.deal_over", lang)
            else:
                turn = who(row.acting)
        idle = row.idle_s(now)
        acting = row.seat(row.acting) if row.acting and not row.game_over else None
        if acting is None:
            waiting = "—"
        elif acting.kind == "human" and idle >= STUCK_S:
            waiting = "⚠ " + _duration(idle, lang)
        else:
            waiting = _duration(idle, lang)
        lines.append({
            t("class.tables.col.table", lang): f"{row.number or i} · {row.table.code}",
            t("class.tables.col.watch", lang): table_url(base, row.table.code, lang),
            t("class.tables.col.show", lang): show_link(base, row.moment, lang),
            t("class.tables.col.turn", lang): turn,
            t("class.tables.col.waiting", lang): waiting,
            t("class.tables.col.score", lang): score,
            t("class.tables.col.refused", lang): row.refused,
            t("class.tables.col.players", lang): ", ".join(player(s.seat) for s in row.seats),
        })
    return pd.DataFrame(lines)


NOTE_S = 12.0  # a note stays this long: the view's own refresh (every 3 s) would wipe it


def _set_note(key: str, kind: str, text: str) -> None:
    st.session_state[key] = (kind, text, now_ms())


def _show_note(key: str) -> None:
    """The note of the teacher's last action (kind, text, when), through the view's refreshes
    for NOTE_S seconds."""
    note = st.session_state.get(key)
    if not note:
        return
    kind, text, at = note
    if now_ms() - at > NOTE_S * 1000:
        st.session_state.pop(key, None)
        return
    getattr(st, kind)(text)


def _seat_labels(per_table: int, lang: str) -> dict[str, str]:
    return {x: seat_name(x, lang) for x in PROFILES[CLASS_PROFILES[per_table]].seats}


def _open(class_id: int, per_table: int, count: int, mode: str,
          placement: seat_.Placement | None, lang: str) -> None:
    ss = st.session_state
    if mode == "chosen":
        if placement is None or not placement.ok:
            _set_note("class_tables_note", "warning", t("class.tables.p.fix", lang))
            return
        placed: Any = placement.grid
        made = me_.safe(lambda s: s.tables.open_class_tables(
            class_id, tables=count, per_table=per_table, placed=placed), None)
    else:
        shuffle = random.randrange(2**31) if mode == "random" else None
        made = me_.safe(lambda s: s.tables.open_class_tables(
            class_id, tables=count, per_table=per_table, shuffle_seed=shuffle), None)
    if made is None:
        _set_note("class_tables_note", "error", t("class.tables.down", lang))
        return
    tables, left = made
    note = t("class.tables.opened", lang, count=len(tables))
    if left:
        _set_note("class_tables_note", "warning", note + " " + t(
            "class.tables.left_chosen" if mode == "chosen" else "class.tables.left", lang,
            count=len(left)))
    else:
        _set_note("class_tables_note", "success", note)
    _forget_plan()  # the next tables start from the joining order again
    ss["class_tables_opened"] = True  # the board, read before the form, is read again


def _forget_plan() -> None:
    ss = st.session_state
    ss.pop(PLAN, None)
    ss[GRID + "_n"] = int(ss.get(GRID + "_n", 0)) + 1


def _chosen(roster: Sequence[Member], per_table: int, count: int, first: int,
            lang: str) -> seat_.Placement:
    """Each student's table and seat, in an editable table (one row a student, in the order
    they joined; the new tables numbered from `first`, as the board will number them); what
    is wrong with the seating is said under it."""
    ss = st.session_state
    ids = [m.learner_id for m in roster]
    names = {m.learner_id: m.nickname for m in roster}
    labels = _seat_labels(per_table, lang)
    seats = list(labels)
    kept = ss.get(PLAN)
    plan = (seat_.fit_plan(kept, ids, count, seats) if kept is not None
            else seat_.default_plan(ids, count, seats))
    no_seat, any_seat = t("class.tables.no_seat", lang), t("class.tables.any_seat", lang)
    table_names = [t("class.tables.table_n", lang, n=first + i) for i in range(count)]
    col_student, col_table, col_seat = (t("class.tables.col.student", lang),
                                        t("class.tables.col.table", lang),
                                        t("class.tables.col.seat", lang))
    frame = pd.DataFrame([{
        col_student: names[x],
        col_table: no_seat if plan[x][0] is None else table_names[plan[x][0]],  # type: ignore[index]
        col_seat: any_seat if plan[x][1] is None else labels[plan[x][1]],  # type: ignore[index]
    } for x in ids], columns=[col_student, col_table, col_seat])
    st.caption(t("class.tables.chosen_how", lang))
    # keyed by what the rows and choices are: another table, number of tables or roster is a
    # new editor, started from the plan kept (so nothing chosen is lost on the way)
    # (and by a counter the reset and the opening move on: the editor keeps its own edits)
    digest = zlib.crc32(repr((per_table, count, first, ids, lang,
                              ss.get(GRID + "_n", 0))).encode())
    edited = st.data_editor(
        frame, key=f"{GRID}_{digest}", hide_index=True, num_rows="fixed", width="stretch",
        disabled=[col_student],
        column_config={
            col_table: st.column_config.SelectboxColumn(col_table, options=[no_seat, *table_names],
                                                        required=True),
            col_seat: st.column_config.SelectboxColumn(col_seat,
                                                       options=[any_seat, *labels.values()],
                                                       required=True),
        })
    by_label = {v: k for k, v in labels.items()}
    new: seat_.Plan = {}
    for x, (_, line) in zip(ids, edited.iterrows(), strict=True):
        table = str(line[col_table])
        new[x] = (table_names.index(table) if table in table_names else None,
                  by_label.get(str(line[col_seat])))
    if new != plan or kept is not None:
        ss[PLAN] = new
    placement = seat_.place(new, ids, names, count, seats, labels, first=first)
    for key, params in placement.problems:
        shown = {k: md_escape(str(v)) if isinstance(v, str) else v for k, v in params.items()}
        st.warning(t(key, lang, **shown), icon=":material/event_seat:")
    if placement.left:
        st.caption(t("class.tables.unseated", lang, names=md_escape(
            ", ".join(names[x] for x in placement.left))))
    if kept is not None:
        st.button(t("class.tables.reset", lang), key="class_tables_reset", type="tertiary",
                  icon=":material/restart_alt:", on_click=_forget_plan)
    return placement


def open_form(class_id: int, roster: Sequence[Member], first: int, lang: str) -> None:
    """Players per table, how many tables, how the students are seated (chosen: a table and a
    seat for each in an editable table); one button opens them all."""
    ss = st.session_state
    students = len(roster)
    with st.container(border=True, key="class_tables_form"):
        st.markdown("**" + t("class.tables.open_title", lang) + "**")
        left, mid = st.columns(2, vertical_alignment="bottom")
        with left:
            size = st.selectbox(t("class.tables.size", lang), tuple(SIZE_KEYS),
                                key="class_tables_size",
                                format_func=lambda n: t(SIZE_KEYS[n], lang))
        per_table = int(size or 4)
        with mid:
            # enough tables for the class, following the roster until the teacher sets it
            want = min(max(1, -(-max(students, 1) // per_table)), CLASS_TABLES_MAX)
            if not ss.get("class_tables_count_set"):
                ss["class_tables_count"] = want
            count = st.number_input(t("class.tables.count", lang), min_value=1,
                                    max_value=CLASS_TABLES_MAX, step=1,
                                    key="class_tables_count",
                                    help=t("class.tables.count_help", lang, max=CLASS_TABLES_MAX),
                                    on_change=ss.update,
                                    kwargs={"class_tables_count_set": True})
        mode = st.radio(t("class.tables.seating", lang), SEATING_MODES, horizontal=True,
                        key="class_tables_seating", help=t("class.tables.seating_help", lang),
                        format_func=lambda m: t(SEATING_KEYS[m], lang))
        count = int(count or 1)
        placement = (_chosen(roster, per_table, count, first, lang) if mode == "chosen"
                     else None)
        if mode != "chosen":
            st.caption(t("class.tables.how", lang))
        if st.button(t("class.tables.open", lang), type="primary",
                     icon=":material/table_restaurant:", key="class_tables_open",
                     disabled=placement is not None and not placement.ok):
            _open(class_id, per_table, count, str(mode), placement, lang)
    _show_note("class_tables_note")


def _table_label(i: int, row: BoardRow, lang: str) -> str:
    return t("class.tables.table_n", lang, n=row.number or i) + f" · {row.table.code}"


def _close(class_id: int, ids: Sequence[int], closed: bool, lang: str) -> None:
    done = me_.safe(lambda s: s.tables.close_class_tables(class_id, ids, closed), None)
    ss = st.session_state
    if done is None:
        _set_note("class_tables_close_note", "error", t("class.tables.down_close", lang))
    else:
        _set_note("class_tables_close_note", "info", t(
            "class.tables.closed_note" if closed else "class.tables.reopened", lang, count=done))
    ss["class_tables_close_pick" if closed else "class_tables_reopen_pick"] = []


def close_controls(class_id: int, rows: Sequence[BoardRow], lang: str) -> None:
    """Close some tables, or every finished one: they leave the board (their deals are kept)."""
    labels = {r.table.id: _table_label(i, r, lang) for i, r in enumerate(rows, start=1)}
    finished = [r.table.id for r in rows if r.game_over]
    line = st.container(horizontal=True, vertical_alignment="bottom", key="class_tables_close")
    pick = line.multiselect(t("class.tables.close_pick", lang), list(labels),
                            format_func=labels.__getitem__, key="class_tables_close_pick",
                            help=t("class.tables.close_help", lang),
                            placeholder=t("class.tables.close_placeholder", lang))
    line.button(t("class.tables.close_btn", lang), key="class_tables_close_btn",
                icon=":material/archive:", disabled=not pick, on_click=_close,
                args=(class_id, list(pick), True, lang))
    if finished:
        line.button(t("class.tables.close_finished", lang, count=len(finished)),
                    key="class_tables_close_finished", icon=":material/done_all:",
                    on_click=_close, args=(class_id, finished, True, lang))


def closed_box(class_id: int, count: int, base: str, lang: str) -> None:
    """The class's closed tables (`count` of them), listed only while the box is open, and a
    way to open one again (closed by mistake)."""
    if not count:
        return
    with st.expander(t("class.tables.closed_title", lang, count=count),
                     icon=":material/inventory_2:", key="class_tables_closed_open",
                     on_change="rerun") as box:
        if not box.open:
            return
        rows = me_.safe(lambda s: s.tables.class_board(class_id, closed=True), [])
        now = now_ms()
        frame = board_frame(rows, lang, base, now)
        keep = [t(key, lang) for key in ("class.tables.col.table", "class.tables.col.watch",
                                         "class.tables.col.score", "class.tables.col.refused",
                                         "class.tables.col.players")]
        frame = frame[keep] if not frame.empty else frame
        if not frame.empty:
            frame.insert(1, t("class.tables.col.closed", lang), [
                t("class.tables.ago", lang, when=_duration((now - (r.table.closed_ms or now))
                                                           / 1000, lang)) for r in rows])
        watch = t("class.tables.col.watch", lang)
        st.dataframe(frame, hide_index=True, key="class_tables_closed_board", width="stretch",
                     column_config={watch: st.column_config.LinkColumn(
                         watch, display_text=t("class.tables.watch", lang))})
        labels = {r.table.id: _table_label(i, r, lang) for i, r in enumerate(rows, start=1)}
        line = st.container(horizontal=True, vertical_alignment="bottom")
        pick = line.multiselect(t("class.tables.reopen_pick", lang), list(labels),
                                format_func=labels.__getitem__, key="class_tables_reopen_pick",
                                placeholder=t("class.tables.reopen_placeholder", lang))
        line.button(t("class.tables.reopen_btn", lang), key="class_tables_reopen_btn",
                    icon=":material/unarchive:", disabled=not pick, on_click=_close,
                    args=(class_id, list(pick), False, lang))


def board_columns(lang: str) -> dict[str, Any]:
    """The board's columns sized so every one shows whole at 1280 px and up (a laptop, a
    projector): the links by their short words, the score by the sides' initials."""
    def col(key: str) -> str:
        return t(key, lang)

    cc = st.column_config
    return {
        col("class.tables.col.table"): cc.TextColumn(col("class.tables.col.table"), width=92,
                                                     pinned=True),
        col("class.tables.col.watch"): cc.LinkColumn(
            col("class.tables.col.watch"), display_text=t("class.tables.watch", lang),
            width=62),
        col("class.tables.col.show"): cc.LinkColumn(
            col("class.tables.col.show"), display_text=t("classroom.show_to_class", lang),
            width=126),
        col("class.tables.col.turn"): cc.TextColumn(col("class.tables.col.turn"), width=112),
        col("class.tables.col.waiting"): cc.TextColumn(col("class.tables.col.waiting"),
                                                       width=70),
        col("class.tables.col.score"): cc.TextColumn(
            col("class.tables.col.score"), width=128, help=t("class.tables.score_help", lang)),
        col("class.tables.col.refused"): cc.NumberColumn(
            col("class.tables.col.refused"), width=90, help=col("class.tables.col.refused")),
        col("class.tables.col.players"): cc.TextColumn(col("class.tables.col.players"),
                                                       width=124),
    }


def teacher_tab(class_id: int, roster: Sequence[Member], base: str, lang: str) -> None:
    """The Tables tab: the open form, then the board (drawn again by the class view's timer),
    its Show to the class links, closing tables, the closed ones."""
    rows = me_.safe(lambda s: s.tables.class_board(class_id), [])
    closed = me_.safe(lambda s: s.tables.count_closed(class_id), 0)
    if not roster:
        st.info(t("class.tables.no_students", lang), icon=":material/group_add:")
    else:  # the new tables are numbered after every table the class has had
        open_form(class_id, roster, len(rows) + closed + 1, lang)
        if st.session_state.pop("class_tables_opened", False):
            rows = me_.safe(lambda s: s.tables.class_board(class_id), [])
    if not rows:
        st.caption(t("class.tables.none", lang))
    else:
        st.markdown("**" + t("class.tables.board", lang, count=len(rows)) + "**")
        frame = board_frame(rows, lang, base)
        st.dataframe(frame, hide_index=True, key="class_tables_board", width="stretch",
                     column_config=board_columns(lang))
        st.caption(t("class.tables.board_how", lang, stuck=STUCK_S))
        st.caption(t("class.tables.show_how", lang))
        close_controls(class_id, rows, lang)
    _show_note("class_tables_close_note")
    closed_box(class_id, closed, base, lang)


def student_link(class_id: int, learner_id: int, lang: str) -> None:
    """A student's link to their table in this class, when the teacher seated them."""
    table = me_.safe(lambda s: s.tables.class_table_of(class_id, learner_id), None)
    if table is None:
        return
    st.page_link(TABLES_PAGE, label=t("class.tables.yours", lang, code=table.code),
                 icon=":material/table_restaurant:", query_params={"t": table.code,
                                                                   "lang": lang})

