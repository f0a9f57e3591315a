"""A class's tables (issue 41, item 5): the teacher opens tables for the class (random or
chosen seating, bots in the seats no student fills) and watches every table on one board; a
student finds the link to their own table on their class page.

Reads and writes the store only (`Store.tables`): the tables page is reached by its link
(`tables?t=<code>`), never imported. `board_frame` is plain data, tested without Streamlit.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from urllib.parse import urlencode

import pandas as pd
import streamlit as st

from canasta_app.shell import learner as me_
from canasta_app.store.tables import CLASS_TABLES_MAX, BoardRow, now_ms
from canasta_app.text.i18n import seat_name, t
from canasta_app.ui.seats import side_label
from canasta_core.profiles import PROFILES

STUCK_S = 90  # a player to act for this long is flagged on the board
#: players per table, the partnership game first, with the key of its name
SIZE_KEYS = {4: "class.tables.size_4", 2: "class.tables.size_2", 3: "class.tables.size_3",
             6: "class.tables.size_6"}
TABLES_PAGE = "canasta_app/tables/tables.py"


def table_url(base: str, code: str, lang: str) -> str:
    return f"{base}/tables?{urlencode({'t': code, 'lang': lang})}"


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
            score = " · ".join(f"{side_label(rules, side, lang)} {total}"
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
            t("class.tables.col.table", lang): f"{i} · {row.table.code}",
            t("class.tables.col.watch", lang): table_url(base, row.table.code, lang),
            t("class.tables.col.turn", lang): turn,
            t("class.tables.col.waiting", lang): waiting,
            t("class.tables.col.score", lang): score,
            t("class.tables.col.refused", lang): row.refused,
            t("class.tables.col.players", lang): ", ".join(player(s.seat) for s in row.seats),
        })
    return pd.DataFrame(lines)


def _open(class_id: int, lang: str) -> None:
    ss = st.session_state
    per_table = int(ss["class_tables_size"])
    count = int(ss["class_tables_count"])
    shuffle = random.randrange(2**31) if ss.get("class_tables_random", True) else None
    made = me_.safe(lambda s: s.tables.open_class_tables(
        class_id, tables=count, per_table=per_table, shuffle_seed=shuffle), None)
    if made is None:
        ss["class_tables_note"] = ("error", t("class.tables.down", lang))
        return
    tables, left = made
    note = t("class.tables.opened", lang, count=len(tables))
    if left:
        ss["class_tables_note"] = ("warning", note + " " + t("class.tables.left", lang,
                                                             count=len(left)))
    else:
        ss["class_tables_note"] = ("success", note)


def open_form(class_id: int, students: int, lang: str) -> None:
    """How many tables, players per table, random seating: one button opens them all."""
    ss = st.session_state
    with st.form("class_tables_form", border=True):
        st.markdown("**" + t("class.tables.open_title", lang) + "**")
        left, mid, right = st.columns(3, vertical_alignment="bottom")
        with left:
            size = st.selectbox(t("class.tables.size", lang), tuple(SIZE_KEYS),
                                key="class_tables_size",
                                format_func=lambda n: t(SIZE_KEYS[n], lang))
        with mid:
            want = max(1, -(-max(students, 1) // int(size or 4)))
            st.number_input(t("class.tables.count", lang), min_value=1,
                            max_value=CLASS_TABLES_MAX, value=min(want, CLASS_TABLES_MAX),
                            step=1, key="class_tables_count",
                            help=t("class.tables.count_help", lang, max=CLASS_TABLES_MAX))
        with right:
            st.checkbox(t("class.tables.random", lang), value=True, key="class_tables_random",
                        help=t("class.tables.random_help", lang))
        st.caption(t("class.tables.how", lang))
        st.form_submit_button(t("class.tables.open", lang), type="primary",
                              icon=":material/table_restaurant:",
                              on_click=_open, args=(class_id, lang), key="class_tables_open")
    note = ss.pop("class_tables_note", None)
    if note:
        getattr(st, note[0])(note[1])


def teacher_tab(class_id: int, students: int, base: str, lang: str) -> None:
    """The Tables tab: the open form, then the board (drawn again by the class view's timer)."""
    if students == 0:
        st.info(t("class.tables.no_students", lang), icon=":material/group_add:")
    else:
        open_form(class_id, students, lang)
    rows = me_.safe(lambda s: s.tables.class_board(class_id), [])
    if not rows:
        st.caption(t("class.tables.none", lang))
        return
    st.markdown("**" + t("class.tables.board", lang, count=len(rows)) + "**")
    frame = board_frame(rows, lang, base)
    watch = t("class.tables.col.watch", lang)
    st.dataframe(frame, hide_index=True, key="class_tables_board", width="stretch",
                 column_config={watch: st.column_config.LinkColumn(
                     watch, display_text=t("class.tables.watch", lang))})
    st.caption(t("class.tables.board_how", lang, stuck=STUCK_S))


def student_link(class_id: int, learner_id: int, lang: str) -> None:
    """A student's link to their table in this class, when the teacher seated them."""
    table = me_.safe(lambda s: s.tables.class_table_of(class_id, learner_id), None)
    if table is None:
        return
    st.page_link(TABLES_PAGE, label=t("class.tables.yours", lang, code=table.code),
                 icon=":material/table_restaurant:", query_params={"t": table.code,
                                                                   "lang": lang})

