"""The Advice coach at a teaching table, and every player's deal review: drawn on this
player's page alone, from this seat's own view (tables/grading.py).

The computation is the practice table's coach (canasta_app/coach/review.py) and so is the
way it runs (canasta_app/coach/views.py): the table's fragment only asks for the expert's work
(`_request`), the page runs it after the fragment (`run_requested`) in the script thread with
a progress card, a Cancel button and a hard wall-clock budget, and a click on the page ends
it. At a table one more thing ends it: the table moving on. Advice is about the position on
screen, so any move at the table drops it; a grade or the review is about moves already made,
so it gives way only when this player's turn comes (it keeps what it finished, saying so).

Session keys are prefixed "tables_coach_". Nothing here is shared between players: each
page keeps its own advice, grades and review; the grades go into the player's record.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import streamlit as st

from canasta_app.coach import review as rv
from canasta_app.coach import views as cv
from canasta_app.coach import words as coach_words
from canasta_app.coach import work as coach_work
from canasta_app.store import Store
from canasta_app.store.tables import TablesStore
from canasta_app.tables import grading, service
from canasta_app.tables.service import Table
from canasta_app.text import keys as KEYS
from canasta_app.text.i18n import t
from canasta_app.ui.ruling import md_escape
from canasta_core.positions import Position

_GRADES = "tables_coach_grades"  # {grade key: Judgement | "no-time" | None (forced)}
_ADVICE = "tables_coach_advice"  # {moment key: suggestions | "no-time"}
_ANALYSES = "tables_coach_analyses"  # {moment key: the Analysis behind its advice}
_ASKED = "tables_coach_asked"  # the moment this player asked advice for
_REVIEWS = "tables_coach_reviews"  # {deal key: None (asked) | the review so far}
_RESTORED = "tables_coach_restored"  # {deal key} looked up in the record already
_MERGED = "tables_coach_merged"  # {deal key: (this page's grades, the record's counts)}
_MOVES = "tables_coach_moves"  # {(table id, seat): (version, learner, moves, digest)}
_KEPT = "tables_coach_kept"  # {deal key: (digest, the record's review text, its grades)}
_NO_TIME = cv.NO_TIME
_ASK = cv.AskSlots(advice=_ADVICE, analyses=_ANALYSES, asked=_ASKED, button="tables_b_coach_ask",
                   box="tables_coach_advice_box")
_CHECK_S = 0.3  # how often running work reads the table's revision


def _ss() -> Any:
    return st.session_state


def _moment_key(table: Table, moves: int | None = None) -> str:
    """The position before move `moves` of the deal (default: the position now)."""
    n = len(table.play.moves) if moves is None else moves
    return f"{table.info.id}:{table.play.deal_number}:{n}"


def _grade_key(table: Table, index: int) -> str:
    m = table.play.moves[index]
    return f"{table.info.id}:{table.play.deal_number}:{index}:{m.action}"


def _deal_key(table: Table, seat: str) -> str:
    return f"{table.info.id}:{table.play.deal_number}:{seat}"


def _moves_digest(table: Table, seat: str) -> tuple[tuple[grading.SeatMove, ...], str]:
    """The deal as `seat` saw it, its player's own decisions only (a stand-in's are not), and
    its digest; rebuilt only when the table moved (its version) or the seat's player changed
    (the page's timer asks again and again about one finished deal)."""
    info = table.seat(seat)
    learner = info.learner_id if info else None
    cache = _ss().setdefault(_MOVES, {})
    got = cache.get((table.info.id, seat))
    if got is not None and got[0] == table.play.version and got[1] == learner:
        return got[2], got[3]
    moves = grading.seat_moves(table.play, seat, learner)
    digest = grading.moves_digest(moves)
    cache[(table.info.id, seat)] = (table.play.version, learner, moves, digest)
    return moves, digest


def _moves(table: Table, seat: str) -> tuple[grading.SeatMove, ...]:
    """The deal as `seat` saw it, its player's own decisions only (a stand-in's are not)."""
    return _moves_digest(table, seat)[0]


def _estimate_note(table: Table, seat: str, lang: str) -> str:
    return coach_words.estimate_note(table.play.rules, seat, lang)


def moved_on(store: TablesStore, table: Table, seat: str, any_move: bool
             ) -> Callable[[bool], bool]:
    """A check for running work: has the table moved on since `table` (any move: advice; a
    move that gives `seat` the turn: a grade or the review)? It reads the table's revision
    at most every _CHECK_S seconds (`force`: now)."""
    start_rev = store.revision(table.info.id)
    state = {"at": time.monotonic(), "gone": False, "rev": start_rev}

    def check(force: bool = False) -> bool:
        now = time.monotonic()
        if state["gone"] or (not force and now - float(state["at"]) < _CHECK_S):
            return bool(state["gone"])
        state["at"] = now
        rev = store.revision(table.info.id)
        if rev == state["rev"]:
            return False
        state["rev"] = rev
        fresh = service.load(store, table.info.id)
        if fresh is None:
            state["gone"] = True
        elif fresh.play.version != table.play.version or fresh.play.deal_number != \
                table.play.deal_number:
            state["gone"] = any_move or (fresh.play.acting == seat
                                         and fresh.bot_to_move is None)
        return bool(state["gone"])

    return check


WORK_DUE = "tables_coach_due"  # work asked for in a fragment's run: the timer runs the page


def _request(key: str, lang: str, work: coach_work.Work, note: bool = True) -> None:
    """Ask for the expert's work (coach/work.py's runner). In a run of the table's fragment
    alone (a tap, a click: the move just made) the work is not asked for there: a rerun
    raised from that run replayed the tap's callback (the move sent twice, the second refused
    with "it is East's move"); the page's one-second timer runs the whole page instead
    (`WORK_DUE`), and that run asks for it."""
    if coach_work._fragment_only_run():
        if note:
            st.caption(t("review.thinking", lang))
        _ss()[WORK_DUE] = True
        return
    coach_work.request(key, lang, work, note)


# --------------------------------------------------------------------------- advice


def _on_ask(key: str) -> None:
    cv.mark_asked(_ASK, key)


def _advice_work(store: TablesStore, table: Table, seat: str, view: Position, key: str,
                 lang: str) -> coach_work.Work:
    moves = _moves(table, seat)
    return cv.advice_work(_ASK, view, key, lang, seed=grading.coach_seed(table.play),
                          sightings=rv.sightings_before(moves, len(moves)),
                          moved=moved_on(store, table, seat, any_move=True))


def render_advice(store: TablesStore, table: Table, seat: str, view: Position,
                  lang: str) -> None:
    """"Ask the expert" on this player's turn (the practice table's, `coach.views.render_ask`):
    its top moves for the position on this player's screen, each with its difference to the
    best and a reason."""
    with st.container(key="tables_coach_advice_area"):
        key = _moment_key(table)
        cv.render_ask(_ASK, view, key, lang, on_ask=_on_ask,
                      ask_for=lambda: _request(
                          key, lang, _advice_work(store, table, seat, view, key, lang),
                          note=False),
                      note=_estimate_note(table, seat, lang))


# --------------------------------------------------------------------------- grades


def _grade_work(store: TablesStore, table: Table, seat: str, index: int, key: str,
                lang: str) -> coach_work.Work:
    moves = _moves(table, seat)
    m = moves[index]
    sightings = rv.sightings_before(moves, index)
    seed = grading.coach_seed(table.play)
    advice = _ss().get(_ANALYSES, {}).get(_moment_key(table, index))
    moved = moved_on(store, table, seat, any_move=False)

    def work(stop: Callable[[], bool], show: Callable[[float, str], None]) -> coach_work.Commit:
        def halt() -> bool:
            return stop() or moved(False)

        def progress(f: float) -> None:
            show(f, t("review.thinking", lang))
        try:
            j: object = (
                rv.judge(m.before, m.action, seed=seed, sightings=sightings, stop=halt,
                         progress=progress) if advice is None
                else rv.judge_against(m.before, m.action, advice, seed=seed,
                                      sightings=sightings, stop=halt, progress=progress))
        except (rv.NoAnswer, ValueError):
            j = _NO_TIME

        def commit(left: bool) -> None:
            if not left:  # a grade cut short by the turn coming says so ("fewer simulations")
                _ss().setdefault(_GRADES, {})[key] = j
        return commit
    return work


def known_grades(table: Table, seat: str) -> dict[int, rv.Judgement]:
    """The grades this page has of `seat`'s decisions in the current deal, by move index."""
    grades = _ss().get(_GRADES, {})
    out: dict[int, rv.Judgement] = {}
    for i, m in enumerate(table.play.moves):
        if m.seat == seat:
            j = grades.get(_grade_key(table, i))
            if isinstance(j, rv.Judgement):
                out[i] = j
    return out


def render_grade(store: TablesStore, table: Table, seat: str, lang: str) -> None:
    """The grade of this player's last decision in this deal (asked for while the others
    play; never started on this player's own turn, which it would hold up)."""
    with st.container(key="tables_coach_grade_area"):
        moves = _moves(table, seat)
        last = grading.last_decision(moves, seat)
        if last is None:
            return
        key = _grade_key(table, last)
        grades = _ss().setdefault(_GRADES, {})
        if key not in grades:
            if coach_work.cancelled(key) or table.play.acting == seat or table.play.deal_over:
                return
            m = moves[last]
            analysis = _ss().get(_ANALYSES, {}).get(_moment_key(table, last))
            if analysis is not None and analysis.of(m.action) is not None:
                grades[key] = rv.judge_against(  # the advice's own figures, at once
                    m.before, m.action, analysis, seed=grading.coach_seed(table.play),
                    sightings=rv.sightings_before(moves, last))
            else:
                _request(key, lang, _grade_work(store, table, seat, last, key, lang))
                return
        j = grades[key]
        if not isinstance(j, rv.Judgement):
            return
        text = coach_words.grade_line(j, lang, grading.alone(table.play, seat), moves[last].before)
        box = st.success if j.grade in ("best", "par", "good") else st.warning
        box(text, icon=coach_words.GRADE_ICONS[j.grade])
        if j.sims < rv.COACH_BUDGET.worlds:
            st.caption(t("review.advice.partial", lang, sims=j.sims,
                         full=rv.COACH_BUDGET.worlds))


# --------------------------------------------------------------------------- the review


def _on_review(key: str) -> None:
    reviews = _ss().setdefault(_REVIEWS, {})
    if not isinstance(reviews.get(key), dict):
        reviews[key] = None
    else:
        reviews[key]["stalled"] = False
    coach_work.asked_again(key)


def _save(records: Store | None, me: int | None, table: Table, seat: str,
          result: dict[str, Any]) -> None:
    if records is None or me is None:
        return
    moves = _moves(table, seat)
    # merged with what is kept (the server's grader grades the same deal: tables/grader.py)
    grading.merge_review(records, me, table.info.code, table.play.deal_number, moves, seat,
                         result["grades"], result["skipped"])


def _review_work(store: TablesStore, table: Table, seat: str, key: str, lang: str,
                 records: Store | None, me: int | None) -> coach_work.Work:
    moves = _moves(table, seat)
    moved = moved_on(store, table, seat, any_move=False)

    def work(stop: Callable[[], bool], show: Callable[[float, str], None]) -> coach_work.Commit:
        so_far = review_state(key) or {}
        kept: tuple[dict[int, rv.Judgement], set[int]] = ({}, set())
        if records is not None and me is not None:  # the server's grader's, graded already
            try:
                kept = grading.stored_review(records, me, table.info.code,
                                             table.play.deal_number, moves, seat)
            except Exception:  # noqa: BLE001 - the store is down: graded here
                pass
        known = {**kept[0], **known_grades(table, seat), **so_far.get("grades", {})}
        skipped: set[int] = set(so_far.get("skipped", ())) | (kept[1] - set(known))
        todo = rv.decisions(moves, seat)
        before = sum(1 for i in todo if i in known or i in skipped)
        graded = rv.judge_moves(
            moves, seat, seed=grading.coach_seed(table.play), known=known,
            stop=lambda: stop() or moved(False), skipped=skipped,
            progress=lambda d, n: show(d / n, t("review.progress_moves", lang, done=d, total=n)))

        def commit(left: bool) -> None:
            new = [i for i in graded if i not in known]
            if left and new and graded[max(new)].sims < rv.COACH_BUDGET.worlds:
                del graded[max(new)]  # the decision under way when the player moved on
            done = sum(1 for i in todo if i in graded or i in skipped)
            result = {"grades": graded, "skipped": skipped, "total": len(todo),
                      "stalled": not left and done <= before}
            _ss().setdefault(_REVIEWS, {})[key] = result
            try:
                _save(records, me, table, seat, result)
            except Exception:  # noqa: BLE001 - the review is shown even if it cannot be kept
                pass
        return commit
    return work


def review_state(key: str) -> dict[str, Any] | None:
    got = _ss().get(_REVIEWS, {}).get(key)
    return got if isinstance(got, dict) else None


def _kept(table: Table, seat: str, records: Store, me: int
          ) -> tuple[dict[int, rv.Judgement], set[int]] | None:
    """The grades of this deal kept in the player's record (the server's grader's, this
    page's), None when none are kept or the store is down."""
    moves, digest = _moves_digest(table, seat)
    try:
        text = records.deal_review(me, grading.game_key(table.info.code),
                                   table.play.deal_number, digest)
    except Exception:  # noqa: BLE001 - the store is down: the review is computed again
        return None
    if not text:
        return None
    key = _deal_key(table, seat)
    cache = _ss().setdefault(_KEPT, {})
    seen = cache.get(key)
    if seen is not None and seen[0] == digest and seen[1] == text:
        got = seen[2]  # the same review as at the last look: not parsed again
    else:
        got = rv.review_from_json(text, moves, seat)
        cache[key] = (digest, text, got)
    return None if got is None else (dict(got[0]), set(got[1]))  # copies: callers keep them


def _restore(table: Table, seat: str, key: str, records: Store | None, me: int | None) -> None:
    """The review from the record: at the first look; then, while the review on screen is
    not complete, the grades the server's grader kept since (tables/grader.py), merged in."""
    looked = _ss().setdefault(_RESTORED, set())
    state = review_state(key)
    if records is None or me is None:
        return
    if state is None and key in looked:
        return  # nothing was kept at the first look, and no review is asked for yet
    if state is not None and cv.review_summary(state)[0] >= state["total"]:
        return  # complete
    looked.add(key)
    got = _kept(table, seat, records, me)
    if got is None:
        return
    graded, skipped = got
    if state is None:
        _ss().setdefault(_REVIEWS, {})[key] = {
            "grades": graded, "skipped": skipped,
            "total": len(rv.decisions(_moves(table, seat), seat)), "stalled": False}
        return
    state["grades"] = {**graded, **state["grades"]}
    state["skipped"] = (set(state["skipped"]) | skipped) - set(state["grades"])


def review_behind(table: Table, seat: str, records: Store | None, me: int | None) -> bool:
    """Whether the record holds grades of this deal that the review on this player's screen
    does not show yet (the page's slow timer asks: then the page runs again and shows them)."""
    if records is None or me is None or not table.play.deal_over:
        return False
    if not grading.played(table.play, table.seat(seat)):
        return False  # not their deal: no review is shown
    state = review_state(_deal_key(table, seat))
    if state is None:
        return False
    done, total, _ = cv.review_summary(state)
    if done >= total:
        return False
    got = _kept(table, seat, records, me)
    if got is None:
        return False
    graded, skipped = got
    return bool(set(graded) - set(state["grades"])
                or skipped - set(state["skipped"]) - set(state["grades"]))


def deal_grades(table: Table, seat: str, records: Store | None = None,
                me: int | None = None) -> dict[str, int]:
    """{grade: count} of this player's decisions graded in the finished deal (the review's,
    any grade shown during the deal, and those kept in the record: the server's grader grades
    every decision, tables/grader.py): what goes into the record. The record is read again
    only when this page's own grades change."""
    key = _deal_key(table, seat)
    state = review_state(key) or {}
    mine = {**known_grades(table, seat), **state.get("grades", {})}
    if records is None or me is None:
        return grading.grade_counts(mine)
    sig = (key, me, frozenset(mine))
    merged = _ss().setdefault(_MERGED, {})
    if merged.get(key, (None, None))[0] != sig:
        moves = _moves(table, seat)
        try:
            got = grading.merge_review(records, me, table.info.code, table.play.deal_number,
                                       moves, seat, mine)
        except Exception:  # noqa: BLE001 - the store is down: this page's grades alone
            return grading.grade_counts(mine)
        merged[key] = (sig, grading.grade_counts(got))
    counts: dict[str, int] = merged[key][1]
    return counts


def render_review(store: TablesStore, table: Table, seat: str, lang: str, *, auto: bool,
                  records: Store | None, me: int | None) -> None:
    """At the end of a deal, for this player alone: their decisions graded, their turning
    points (their costliest decisions) and every mistake or worse. `auto`: at once (the
    player's coach is on Advice); otherwise on a click. Nothing for a player seated once the
    deal was over: not their deal (nor in their record: `grading.played`, as `record_deal`)."""
    if not grading.played(table.play, table.seat(seat)):
        return
    with st.container(key="tables_coach_review_area"):
        _render_review(store, table, seat, lang, auto, records, me)


def _render_review(store: TablesStore, table: Table, seat: str, lang: str, auto: bool,
                   records: Store | None, me: int | None) -> None:
    key = _deal_key(table, seat)
    reviews = _ss().setdefault(_REVIEWS, {})
    st.subheader(t("review.title", lang), anchor=False)
    _restore(table, seat, key, records, me)
    if auto and key not in reviews and not coach_work.cancelled(key):
        reviews[key] = None
    if key not in reviews or (reviews[key] is None and coach_work.cancelled(key)):
        if coach_work.cancelled(key):
            st.caption(t("review.cancelled", lang))
        st.button(t("review.button", lang), key="tables_b_coach_review",
                  icon=":material/manage_search:", on_click=_on_review, args=(key,))
        return
    if reviews[key] is None:
        _request(key, lang, _review_work(store, table, seat, key, lang, records, me))
        return
    result = reviews[key]
    done, total, counts = cv.review_summary(result)
    if done < total:
        st.caption(t("review.turning.partial", lang, done=done, total=total))
        if coach_work.cancelled(key) or result["stalled"]:
            st.button(t("review.button", lang), key="tables_b_coach_review",
                      icon=":material/manage_search:", on_click=_on_review, args=(key,))
        else:
            _request(key, lang, _review_work(store, table, seat, key, lang, records, me))
    if counts:
        st.caption(t("review.counts", lang, done=done, counts=", ".join(
            t("review.count", lang, grade=t(KEYS.GRADE[g], lang), count=n)
            for g, n in counts)))
    moves = _moves(table, seat)
    turning = grading.turning_points(moves, result["grades"])
    shown = {m.move for m in turning}
    others = [m for m in rv.review_moments(moves, result["grades"]) if m.move not in shown]
    if not turning and not others:
        if done >= total:
            st.info(t("review.none", lang), icon=":material/star:")
        return
    if turning:
        st.markdown(f"**{md_escape(t('tables.review.turning', lang))}**")
    for n, m in enumerate([*turning, *others], 1):
        if n == len(turning) + 1:
            st.markdown(f"**{md_escape(t('tables.review.more', lang))}**")
        with st.container(border=True, key=f"tables_coach_moment_{n}"):
            st.markdown(coach_words.moment_text("review.moment", m.judgement, lang, m.before,
                                       m.move + 1))
    st.caption(_estimate_note(table, seat, lang))


def run_requested() -> None:
    """The expert's work this page run asked for (progress, Cancel, the budget)."""
    coach_work.run_requested()
