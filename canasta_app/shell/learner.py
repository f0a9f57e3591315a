"""The learner on this browser: an anonymous identity kept in `?me=CODE`, and the calls the
pages make to record progress. Every call is safe: when the database cannot be reached the page
gets a notice (render_store_notice) and lessons, practice and the sandbox carry on.

The identity is created lazily, at the first thing worth keeping (a lesson try, a finished
practice deal, joining a class), so a visitor who only reads leaves no row behind.
"""

from __future__ import annotations

import hashlib
import logging
import time
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar
from urllib.parse import urlencode

import streamlit as st
from streamlit.runtime.scriptrunner import get_script_run_ctx

from canasta_app.shell import device
from canasta_app.store import Store, StoreUnavailable, get_store
from canasta_app.store.api import LearnerInfo
from canasta_app.store.codes import CODE_INPUT_MAX, pretty_code
from canasta_app.text.i18n import t
from canasta_app.ui.ruling import md_escape
from canasta_app.ui.static_text import caption_html, card_heading_html
from canasta_core.profiles import CLASSIC, PROFILES

T = TypeVar("T")
QP = "me"
SS_ME = "me_learner"
SS_SEEN = "me_seen_param"
SS_NOTE = "me_note"
SS_MERGED = "me_merged"
SS_DOWN = "me_store_down"
SS_READS = "me_pending_reads"  # reading steps done before this browser had a learner
SS_DEVICE_TRIED = "me_device_tried"  # the device's kept code was looked up this session
SS_FORGOTTEN = "me_forgotten"  # "not me": the device forgets its learner at the next run
RETRY_AFTER_S = 20.0  # after a failure, the store is not asked again for this long
SESSION_FREE, ADDRESS_FREE = 3, 40  # wrong codes before waiting: per browser / per address
_log = logging.getLogger(__name__)
_down_until = 0.0  # process-wide: a dead database is not asked on every run


def store() -> Store | None:
    global _down_until
    if time.monotonic() < _down_until:
        st.session_state[SS_DOWN] = True
        return None
    try:
        return get_store()
    except StoreUnavailable as exc:
        _log.warning("store unavailable: %s", exc)
        _down_until = time.monotonic() + RETRY_AFTER_S
        st.session_state[SS_DOWN] = True
        return None


def safe(fn: Callable[[Store], T], default: T) -> T:
    """fn(store), or `default` (and a notice on the page) if the database is not there."""
    global _down_until
    s = store()
    if s is None:
        return default
    try:
        return fn(s)
    except StoreUnavailable as exc:
        _log.warning("store unavailable: %s", exc)
        _down_until = time.monotonic() + RETRY_AFTER_S
        st.session_state[SS_DOWN] = True
        return default


def clients() -> tuple[str, str]:
    """(this browser session, this address): the keys wrong codes are counted under."""
    ctx = get_script_run_ctx(suppress_warning=True)
    session = f"s:{ctx.session_id}" if ctx is not None else "s:?"
    try:
        address = f"a:{st.context.ip_address or '?'}"
    except Exception:  # noqa: BLE001 — AppTest has no request
        address = "a:?"
    return session, address


def wait_before_code() -> float:
    """Seconds this browser must wait before another code is looked up (0: go ahead)."""
    session, address = clients()
    return safe(lambda s: max(s.wait_seconds(session, SESSION_FREE),
                              s.wait_seconds(address, ADDRESS_FREE)), 0.0)


def note_wrong_code() -> None:
    session, address = clients()
    safe(lambda s: (s.wrong_code(session), s.wrong_code(address)), None)


# --------------------------------------------------------------------------- identity


def sync_learner() -> None:
    """Once per run (streamlit_app.py): a `?me=` in the link is looked up (a resume link);
    without one, the learner this device remembers (shell/device.py) comes back; the
    session's learner is written back into the link, so a reload keeps it, and into the
    device, so closing the tab loses nothing."""
    ss = st.session_state
    raw = st.query_params.get(QP)
    me: LearnerInfo | None = ss.get(SS_ME)
    if raw is None and me is None and not ss.get(SS_DEVICE_TRIED):
        me = _from_device()
    if raw is not None and raw != ss.get(SS_SEEN) and (me is None or raw != me.code):
        ss[SS_SEEN] = raw
        if not use_code(str(raw)):
            lang = str(ss.get("lang", "en"))
            render_note(lang)
            render_store_notice(lang)
            del st.query_params[QP]  # an unknown code is not kept in the address
        me = ss.get(SS_ME)
    if me is not None and st.query_params.get(QP) != me.code:
        st.query_params[QP] = me.code
    if me is not None:
        device.keep(device.ME, me.code)
    elif ss.pop(SS_FORGOTTEN, False):
        device.keep(device.ME, None)


def _from_device() -> LearnerInfo | None:
    """The learner whose code this device keeps, now this session's; None when it keeps none,
    or an unknown one (then it forgets it). With the database down nothing is forgotten and
    the next run tries again."""
    ss = st.session_state
    kept = device.read(device.ME)
    if kept is None:
        ss[SS_DEVICE_TRIED] = True
        return None
    if store() is None:
        return None
    found = safe(lambda s: s.learner_by_code(kept), None)
    if found is None:
        if not ss.get(SS_DOWN):
            ss[SS_DEVICE_TRIED] = True
            device.keep(device.ME, None)
        return None
    ss[SS_DEVICE_TRIED] = True
    ss[SS_ME] = found
    ss[SS_SEEN] = found.code
    ss[SS_MERGED] = None
    safe(lambda s: s.touch(found.id), None)
    return found


def use_code(typed: str) -> bool:
    """Switch to the learner with this personal code. False (and a note saying why) if it is
    unknown, or if too many wrong codes came from here lately."""
    ss = st.session_state
    shown = typed.strip()[:CODE_INPUT_MAX]
    wait = wait_before_code()
    if wait > 0:
        ss[SS_NOTE] = ("me.wait", {"seconds": int(wait + 0.999)})
        return False
    s = store()
    if s is None:
        ss[SS_NOTE] = ("me.down", {})
        return False
    found = safe(lambda s: s.learner_by_code(typed), None)
    if found is None:
        if not ss.get(SS_DOWN):
            note_wrong_code()
            ss[SS_NOTE] = ("me.unknown", {"code": shown})
        return False
    ss[SS_ME] = found
    ss[SS_SEEN] = found.code
    ss[SS_MERGED] = None
    ss.pop(SS_NOTE, None)
    safe(lambda s: s.touch(found.id), None)
    return True


def current() -> LearnerInfo | None:
    me: LearnerInfo | None = st.session_state.get(SS_ME)
    return me


def ensure() -> LearnerInfo | None:
    """The learner, created now if this browser has none yet (None if the store is down)."""
    me = current()
    if me is None:
        me = safe(lambda s: s.new_learner(), None)
        if me is not None:
            st.session_state[SS_ME] = me
            st.session_state[SS_SEEN] = me.code
            st.session_state[SS_MERGED] = me.id
            reads = list(st.session_state.pop(SS_READS, []))  # read before: kept now
            if reads:
                new = me
                safe(lambda s: [s.record_step(new.id, lid, n, done=True, count_try=False)
                                for lid, n in reads], None)
            try:
                st.query_params[QP] = me.code
            except Exception:  # noqa: BLE001 — a callback may not touch the address; next run will
                pass
    return me


def forget() -> None:
    """This browser stops being that learner (the progress stays under the code), and the
    device forgets them at the next run."""
    ss = st.session_state
    for k in (SS_ME, SS_SEEN, SS_MERGED, SS_NOTE):
        ss.pop(k, None)
    ss[SS_FORGOTTEN] = True
    ss[SS_DEVICE_TRIED] = True
    if QP in st.query_params:
        del st.query_params[QP]


def resume_url(code: str, lang: str) -> str:
    base = (st.context.url or "").split("?")[0].rstrip("/")
    for tail in ("/home", "/lessons", "/practice", "/class"):
        if base.endswith(tail):
            base = base[: -len(tail)]
    return f"{base}/?{urlencode({QP: code, 'lang': lang})}"


# --------------------------------------------------------------------------- recording


def record_lesson(lid: str, n: int, fb: Any, answer: str | None = None) -> None:
    """A lesson try or quiz answer (lessons.Feedback), as the page judged it."""
    me = ensure()
    if me is None:
        return
    done = fb.kind in ("success", "shown", "revealed")
    if answer is not None:  # a quiz
        safe(lambda s: s.record_quiz(me.id, lid, n, answer, bool(fb.ok), done=done or fb.ok,
                                     slug=fb.slug), None)
        return
    wrong = fb.kind in ("illegal", "off-goal")
    action = (fb.action or "") if wrong else None
    safe(lambda s: s.record_step(me.id, lid, n, done=done, wrong_action=action or None,
                                 kind=fb.kind, slug=fb.slug, shown=fb.kind == "shown"), None)


def record_lesson_done(lid: str, n: int) -> None:
    """A step done without a try (a demo watched to the end)."""
    me = ensure()
    if me is not None:
        safe(lambda s: s.record_step(me.id, lid, n, done=True, count_try=False), None)


def record_read(lid: str, n: int) -> None:
    """A reading step read: saved as done (no try) for a learner this browser already has.
    A visitor who only reads gets no learner (no row behind them); their reads wait in the
    session and are saved the moment a learner is made (their first try, joining a class)."""
    me = current()
    if me is None:
        pending: list[tuple[str, int]] = st.session_state.setdefault(SS_READS, [])
        if (lid, n) not in pending:
            pending.append((lid, n))
        return
    safe(lambda s: s.record_step(me.id, lid, n, done=True, count_try=False), None)


def merge_stored_done(done: dict[str, set[int]]) -> None:
    """Adds the learner's stored done steps to the page's, once per learner and session."""
    me = current()
    if me is None or st.session_state.get(SS_MERGED) in (me.id, -1):
        return
    stored = safe(lambda s: s.done_steps(me.id), None)
    if stored is not None:
        for lid, steps in stored.items():
            done.setdefault(lid, set()).update(steps)
        st.session_state[SS_MERGED] = me.id


def skip_merge() -> None:
    """The page's progress was reset: do not merge the saved steps back in this session."""
    me = current()
    st.session_state[SS_MERGED] = me.id if me is not None else -1


def practice_points(profile: str, breakdown: Mapping[str, Mapping[str, int]],
                    seat: str = "S") -> tuple[int, int, dict[str, int]]:
    """A deal's totals as the store keeps them: (the learner's side, the best other side, every
    side in the profile's order). `seat` is the learner's (South at every practice table)."""
    rules = PROFILES[profile]
    points = {side: int(breakdown[side]["total"]) for side in rules.side_names}
    mine = rules.side_of[seat]
    return points[mine], max(v for side, v in points.items() if side != mine), points


def practice_game_key(game: Any) -> str:
    """The name a practice game is kept under: its seed and bots, and its table when it is
    not the classic one (the same seed at another table is another game)."""
    profile = str(getattr(game, "profile", CLASSIC.name))
    key = f"{game.seed}:{game.partner}:{game.opponents}"
    return key if profile == CLASSIC.name else f"{key}:{profile}"


def moves_digest(game: Any) -> str:
    """A digest of the deal's moves: a deal tried again from a reviewed moment is another."""
    return hashlib.sha256("|".join(m.action for m in game.moves).encode()).hexdigest()


def save_review(game: Any, data: str) -> None:
    """Keep the coach's review of this finished deal with the learner's record (created now
    if this browser has none yet), so that a reload or a later visit finds it."""
    me = ensure()
    if me is not None:
        safe(lambda s: s.save_deal_review(me.id, practice_game_key(game), game.deal_number,
                                          moves_digest(game), data), False)


def stored_review(game: Any) -> str | None:
    """The review kept for this deal in the learner's record (None: none, or no learner)."""
    me = current()
    if me is None:
        return None
    return safe(lambda s: s.deal_review(me.id, practice_game_key(game), game.deal_number,
                                        moves_digest(game)), None)


def record_practice_deal(game: Any, known_grades: Mapping[int, Any]) -> None:
    """A finished practice deal at any table: points, illegal tries, take-backs and the
    coach's grades known so far, `known_grades` (the practice page asks the coach for them;
    recording again later updates the same row)."""
    me = ensure()
    if me is None:
        return
    profile = str(getattr(game, "profile", CLASSIC.name))
    us, them, points = practice_points(profile, game.deal_breakdown())
    grades = dict(Counter(j.grade for j in known_grades.values()))
    key = practice_game_key(game)
    sig = (me.id, key, game.deal_number, game.illegal_tries, game.take_backs,
           tuple(sorted(grades.items())))
    if st.session_state.get("me_deal_saved") == sig:
        return  # a rerun of the same finished deal
    st.session_state["me_deal_saved"] = sig
    safe(lambda s: s.record_practice_deal(
        me.id, key, game.deal_number, ns_points=us, ew_points=them,
        illegal_tries=game.illegal_tries, take_backs=game.take_backs, grades=grades,
        profile=profile, points=points), None)


# --------------------------------------------------------------------------- rendering


def render_store_notice(lang: str) -> None:
    """A clear line when the database could not be reached during this run."""
    if st.session_state.pop(SS_DOWN, False):
        st.warning(t("me.store_down", lang), icon=":material/cloud_off:")


def render_note(lang: str) -> None:
    note = st.session_state.pop(SS_NOTE, None)
    if note:
        key, params = note
        st.warning(t(key, lang, **params), icon=":material/key:")


def code_text(code: str) -> str:
    return pretty_code(code)


def continue_target(done: dict[str, set[int]], last: tuple[str, int, bool] | None,
                    lessons: Any) -> tuple[Any, int] | None:
    """Where "continue" goes: the last step touched if unfinished, else the next step not done
    (in that lesson, then the following ones). None when everything is done."""
    order = list(lessons)
    start = 0
    if last is not None:
        lid, n, finished = last
        for i, lesson in enumerate(order):
            if lesson.id == lid:
                if not finished and lesson.step(n) is not None:
                    return lesson, n
                start = i
                break
    for lesson in order[start:] + order[:start]:
        for n in range(1, len(lesson.steps) + 1):
            if n not in done.get(lesson.id, set()):
                return lesson, n
    return None


def _on_code() -> None:
    typed = str(st.session_state.get("me_code_input") or "")
    if typed.strip() and use_code(typed):
        st.query_params[QP] = st.session_state[SS_ME].code
        st.session_state["me_code_input"] = ""


def render_progress(lang: str, lessons: Sequence[Any],
                    homework: Callable[[], None] | None = None) -> None:
    """Home's card: the personal code, the resume link and "continue where you left off" in
    `lessons` (the lessons' catalogue, which Home reads), and the student's homework drawn
    by `homework` (Home passes the class page's list)."""
    me = current()
    with st.container(border=True, key="me_card"):
        # static text as escaped HTML, not two Markdown trees (issue 22, ninth pass)
        st.html(card_heading_html(t("me.title", lang), "bookmark"))
        render_note(lang)
        if me is None:
            st.html(caption_html(t("me.none", lang)))
        else:
            stored = safe(lambda s: (s.progress(me.id), len(s.practice_deals(me.id))), None)
            rows, deals = stored if stored is not None else ([], 0)
            done: dict[str, set[int]] = {}
            for r in rows:
                if r.done:
                    done.setdefault(r.lesson_id, set()).add(r.step)
            latest = max(rows, key=lambda r: r.updated_at, default=None)
            last = (latest.lesson_id, latest.step, latest.done) if latest else None
            total = sum(len(x.steps) for x in lessons)
            n_done = sum(len(v) for v in done.values())
            target = continue_target(done, last, lessons)
            if target is not None:
                lesson, n = target
                key = "me.continue" if last and not last[2] else "me.continue_next"
                st.page_link("canasta_app/lessons/lessons.py",
                             label=t(key, lang, lesson=lesson.title(lang), step=n),
                             icon=":material/play_arrow:",
                             query_params={"lesson": lesson.id, "step": str(n), "lang": lang})
            st.caption(t("me.summary", lang, done=n_done, total=total, deals=deals))
            for klass in safe(lambda s: s.classes_of(me.id), []):
                st.page_link("canasta_app/classes/class.py", icon=":material/groups:",
                             label=t("me.class", lang, name=md_escape(klass.name)),
                             query_params={"lang": lang})
            if homework is not None:
                homework()
            st.markdown(t("me.code", lang, code=pretty_code(me.code)))
            st.caption(t("me.code_help_line", lang))
            st.code(resume_url(me.code, lang), language=None)
        # The code's box and button are drawn only while the expander is open: closed, as on
        # a first visit, it drew them anyway (issue 22, ninth pass: no work for what is not
        # on screen). A key a label, as the label names what the box is for.
        with st.expander(t("me.have_code", lang) if me is None else t("me.forget", lang),
                         key="me_code_open" if me is None else "me_other_code_open",
                         on_change="rerun") as box:
            if box.open:
                st.text_input(t("me.code_label", lang), max_chars=CODE_INPUT_MAX,
                              placeholder=t("me.code_placeholder", lang),
                              help=t("me.code_help", lang), key="me_code_input")
                st.button(t("me.use_code", lang), key="me_code_btn", on_click=_on_code)
