"""The teacher on this device, without an account: a teacher code (store.Teacher) made with
their first class, kept by the device (shell/device.py) and never put in an address.
"My classes" lists the classes of that code; typing the code on another device opens them
there. Session keys "class_teacher_me…" (the class page's), and the class this browser
teaches (TEACHER_KEY), which the class page sets and the Classroom's live bar reads."""

from __future__ import annotations

from typing import Final

import streamlit as st

from canasta_app.shell import device
from canasta_app.shell import learner as me_
from canasta_app.store.api import TeacherInfo

SS_TEACHER: Final = "class_teacher_me"  # not TEACHER_KEY ("class_teacher")
#: session: the secret of the class this browser teaches (the class page sets it, the Classroom's
#: live bar reads it)
TEACHER_KEY: Final = "class_teacher"
LIVE_PARAM: Final = "live"  # the Classroom's ?live=SECRET: read once, then it leaves the address
SS_TRIED: Final = "class_teacher_me_tried"


def current() -> TeacherInfo | None:
    """This device's teacher: the session's, else the one the device keeps (looked up once
    per session; an unknown code is forgotten, a database that is down is asked again)."""
    ss = st.session_state
    found: TeacherInfo | None = ss.get(SS_TEACHER)
    if found is not None or ss.get(SS_TRIED):
        return found
    kept = device.read(device.TEACHER)
    if kept is None:
        ss[SS_TRIED] = True
        return None
    if me_.store() is None:
        return None
    found = me_.safe(lambda s: s.teacher_by_code(kept), None)
    if found is None and ss.get(me_.SS_DOWN):
        return None
    ss[SS_TRIED] = True
    if found is None:
        device.keep(device.TEACHER, None)
    ss[SS_TEACHER] = found
    return found


def ensure() -> TeacherInfo | None:
    """The teacher, made now if this device has none (None if the database is down)."""
    found = current()
    if found is None:
        found = me_.safe(lambda s: s.new_teacher(), None)
        if found is not None:
            st.session_state[SS_TEACHER] = found
            st.session_state[SS_TRIED] = True
    return found


def use_code(typed: str) -> bool | None:
    """Open this device to the teacher with this code: True, False (unknown; counted as a
    wrong code), None (must wait after wrong codes, or the database is down)."""
    if me_.wait_before_code() > 0 or me_.store() is None:
        return None
    found = me_.safe(lambda s: s.teacher_by_code(typed), None)
    if found is None:
        if st.session_state.get(me_.SS_DOWN):
            return None
        me_.note_wrong_code()
        return False
    st.session_state[SS_TEACHER] = found
    st.session_state[SS_TRIED] = True
    return True


def keep() -> None:
    """Once per run of the class page: the device remembers the session's teacher."""
    found: TeacherInfo | None = st.session_state.get(SS_TEACHER)
    if found is not None:
        device.keep(device.TEACHER, found.code)
