"""The sandbox's side of a class's homework situation (`?hw=ID`): the banner above the table
(which homework, done or not) and the listener that records each move this learner checks
while the situation on the table is the homework's. Session keys "sandbox_hw_"."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import streamlit as st

import canasta_core as cc
from canasta_app.domain.history import History
from canasta_app.shell import learner as me_
from canasta_app.store.api import HomeworkItem
from canasta_app.text.i18n import t
from canasta_app.ui.ruling import md_escape


def sandbox_hook(raw: Any) -> Callable[[History, str, cc.Ruling], None] | None:
    """For `?hw=ID` in the sandbox: the listener that records this learner's checked moves
    while the situation on the table is the homework's (a move checked after the student
    changed the position is theirs, not the homework's). None when there is no such item or
    the learner is not in its class (record_homework_try says so)."""
    item = homework_in_link(raw)
    me = me_.current()
    if item is None or me is None or not item.share:
        return None
    from canasta_app.shell.share import ShareError, decode_share

    try:
        shared = decode_share(item.share)
    except (ShareError, ValueError):
        return None

    def heard(history: History, action: str, ruling: cc.Ruling) -> None:
        if history.start != shared.position or tuple(history.actions) != tuple(shared.history):
            return
        slug = ruling.rule if not ruling.legal else None
        me_.safe(lambda s: s.record_homework_try(item.id, me.id, action, ruling.legal, slug),
                 None)
        st.session_state["sandbox_hw_tried"] = True

    return heard


def homework_in_link(raw: Any) -> HomeworkItem | None:
    """The sandbox homework `?hw=` names, looked up once per session and id."""
    ss = st.session_state
    try:
        hw_id = int(str(raw)[:12])
    except (TypeError, ValueError):
        return None
    cached = ss.get("sandbox_hw_item")
    if cached is not None and cached[0] == hw_id:
        item: HomeworkItem | None = cached[1]
        return item
    item = me_.safe(lambda s: s.homework_item(hw_id), None)
    if item is not None and item.kind != "sandbox":
        item = None
    ss["sandbox_hw_item"] = (hw_id, item)
    return item


def sandbox_banner(raw: Any, lang: str) -> None:
    """Above the sandbox: which homework this is, and whether it is done."""
    item = homework_in_link(raw)
    me = me_.current()
    if item is None or me is None:
        return
    title = item.title or t("class.hw.sandbox_untitled", lang)
    done = item.id in me_.safe(lambda s: s.sandbox_homework_done(me.id), set())
    text = (md_escape(t("class.hw.banner", lang, title=title)) + "\n\n"
            + t("class.hw.banner_done" if done else "class.hw.banner_todo", lang))
    (st.success if done else st.info)(text, icon=":material/assignment:")
