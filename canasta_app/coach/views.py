"""The strategy coach at a practice table: the grade of each move, the expert's advice on
demand, and the deal review that lists every decision of the learner graded a mistake or
worse and reopens each, kept with the learner's record so that it survives a reload. (A
classroom deal's turning points are turning.py; how the expert's work runs without blocking
the page, work.py; the sentences, words.py.)

The coach knows no page: the page hands it its game (any `CoachedGame`), says how to reopen a
reviewed moment (`reopen`) and where its table is (`table`). The judgements come from
`canasta_app.coach.review` (the expert's simulations). Results are kept in the session, keyed
by the position and the move, so a rerun never simulates the same decision twice. Session keys
are prefixed "practice_coach_" (the practice table embeds this part).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import streamlit as st

from canasta_app.coach import review as rv
from canasta_app.coach.words import (
    GRADE_ICONS,
    advice_line,
    estimate_note,
    expert_move_text,
    grade_line,
    moment_text,
    move_md,
    only_move,
)
from canasta_app.coach.work import Commit, Work, asked_again, cancelled, own_box, request, store
from canasta_app.shell import learner
from canasta_app.text import keys as KEYS
from canasta_app.text.i18n import t
from canasta_app.ui.picker import reset_picker
from canasta_app.ui.ruling import md_escape
from canasta_app.ui.scroll import bring_into_view
from canasta_core.positions import Position, dump
from canasta_core.worlds import Sightings


class CoachedGame(Protocol):
    """What the coach reads of a game (the practice table's PracticeGame is one)."""

    @property
    def moves(self) -> Sequence[rv.MoveLike]: ...
    @property
    def position(self) -> Position: ...
    @property
    def seed(self) -> int: ...
    @property
    def deal_number(self) -> int: ...
    @property
    def alone(self) -> bool: ...
    @property
    def learner(self) -> str: ...


#: How the page reopens its game at a reviewed moment (`game`, the move's index): the deal as it
#: stood before that move, with the coach on, so the learner tries it again.
Reopen = Callable[[Any, int], None]


_GRADES = "practice_coach_grades"  # {position+action: Judgement | None}
_ADVICE = "practice_coach_advice"  # {position: suggestions | "no-time"}, filled on request
_ANALYSES = "practice_coach_analyses"  # {position: the Analysis behind its advice}
_ASKED = "practice_coach_asked"  # the moment (position key) the learner asked advice for
_REVIEWS = "practice_coach_reviews"  # {deal key: None (asked) | the review so far (a dict)}
_RESTORED = "practice_coach_restored"  # {deal key} looked up in the learner's record already
_RETRY = "practice_coach_retry"  # the reviewed moment being tried again
_SHOWN = "practice_coach_shown"  # the retry whose expert move is shown


def _moment_key(pos: Position, action: str = "") -> str:
    return dump(pos) + "|" + action


# --- grades and advice -----------------------------------------------------------------------

NO_TIME = "no-time"  # the budget ran out before an answer (cached: asked again on a click)


def _grade_work(game: CoachedGame, index: int, key: str, lang: str) -> Work:
    m = game.moves[index]
    sightings = rv.sightings_before(game.moves, index)

    # Advice asked for this very moment: the grade keeps its favourite and its worlds.
    advice = store().get(_ANALYSES, {}).get(_moment_key(m.before))

    def work(stop: Callable[[], bool], show: Callable[[float, str], None]) -> Commit:
        def progress(f: float) -> None:
            show(f, t("review.thinking", lang))
        try:
            j: object = (
                rv.judge(m.before, m.action, seed=game.seed, sightings=sightings, stop=stop,
                         progress=progress) if advice is None
                else rv.judge_against(m.before, m.action, advice, seed=game.seed,
                                      sightings=sightings, stop=stop, progress=progress))
        except (rv.NoAnswer, ValueError):  # no time; or no world fits (not a real deal)
            j = NO_TIME

        def commit(left: bool) -> None:
            if not left:  # the learner moved on: the deal review grades this move in full
                store().setdefault(_GRADES, {})[key] = j
        return commit
    return work


def grade_of(game: CoachedGame, index: int) -> rv.Judgement | None:
    """The grade of move `index` (a learner's decision) if simulated already, else None."""
    m = game.moves[index]
    j = store().get(_GRADES, {}).get(_moment_key(m.before, m.action))
    return j if isinstance(j, rv.Judgement) else None


def known_grades(game: CoachedGame) -> dict[int, rv.Judgement]:
    """The grades already simulated for this deal's learner decisions, by move index."""
    out: dict[int, rv.Judgement] = {}
    for i, m in enumerate(game.moves):
        j = grade_of(game, i) if m.seat == game.learner else None
        if j is not None:
            out[i] = j
    return out


def _judgement_from_advice(game: CoachedGame, index: int) -> rv.Judgement | None:
    """The grade of move `index` when the advice for its very moment simulated that move: the
    advice's own figures through `review.judge_against`, at once (nothing simulated again), so
    the learner who asked and then played one of its moves is told the same favourite and the
    same figures (a fresh simulation once said "the expert's favourite, discard the 7♠" right
    after advising the meld played, and "75 %" became "82 %"). None when there is no advice
    for that moment or it did not simulate the move (then `_grade_work` simulates it on the
    advice's worlds)."""
    m = game.moves[index]
    analysis = store().get(_ANALYSES, {}).get(_moment_key(m.before))
    if analysis is None or analysis.of(m.action) is None:
        return None
    return rv.judge_against(m.before, m.action, analysis, seed=game.seed,
                            sightings=rv.sightings_before(game.moves, index))




def render_grade(game: CoachedGame, lang: str) -> None:
    """The grade of the learner's last decision in this deal (asked for when missing)."""
    with own_box("practice_coach_grade_area"):
        _render_grade(game, lang)


def _render_grade(game: CoachedGame, lang: str) -> None:
    last = max((i for i, m in enumerate(game.moves) if m.seat == game.learner), default=None)
    if last is None:
        return
    m = game.moves[last]
    key = _moment_key(m.before, m.action)
    grades = store().setdefault(_GRADES, {})
    if key not in grades:
        if cancelled(key):
            return
        if only_move(m.before) is not None:
            grades[key] = None  # a forced move: nothing to judge (as the advice says at once)
            return
        if (told := _judgement_from_advice(game, last)) is not None:
            grades[key] = told  # the grade says what the advice said, over the same deals
        else:
            request(key, lang, _grade_work(game, last, key, lang))
            return
    j = grades[key]
    if not isinstance(j, rv.Judgement):
        return  # a forced move, or no answer in time (the grade is simply left out)
    text = grade_line(j, lang, game.alone, m.before)
    if j.grade in ("best", "par", "good"):
        st.success(text, icon=GRADE_ICONS[j.grade])
    else:
        st.warning(text, icon=GRADE_ICONS[j.grade])
    if j.sims < rv.COACH_BUDGET.worlds:  # the deadline came first: say so
        st.caption(t("review.advice.partial", lang, sims=j.sims, full=rv.COACH_BUDGET.worlds))
    st.caption(estimate_note(game.rules, game.learner, lang))


@dataclass(frozen=True, slots=True)
class AskSlots:
    """Where one page keeps its "Ask the expert": the session keys of its advice and of the
    moment asked about, and the keys of its button and of the box that shows the answer."""

    advice: str  # session: {moment key: suggestions | NO_TIME}, filled on request
    analyses: str  # session: {moment key: the Analysis behind its advice}
    asked: str  # session: the moment (its key) the player asked advice for
    button: str
    box: str


_PRACTICE_ASK = AskSlots(advice=_ADVICE, analyses=_ANALYSES, asked=_ASKED, button="practice_b_coach_ask",
                         box="practice_coach_advice_box")


def mark_asked(slots: AskSlots, key: str) -> None:
    """The player asked advice for moment `key` (a button's callback): its wait starts now,
    and an earlier "no time" for it is forgotten, so that it is tried again."""
    ss = store()
    ss[slots.asked] = key
    asked_again(key, now=True)
    if ss.get(slots.advice, {}).get(key) == NO_TIME:
        del ss[slots.advice][key]


def render_ask(slots: AskSlots, pos: Position, key: str, lang: str, *,
               on_ask: Callable[[str], None], ask_for: Callable[[], None], note: str) -> None:
    """"Ask the expert" for the position `pos` on the player's screen (moment `key`): its
    button (again after a Cancel or a "no time"), the work asked for once clicked
    (`ask_for`, the page's way of requesting it), then the expert's top moves, best first,
    each with its difference to the best (and that difference's uncertainty) and a reason;
    `note` says what the estimate rests on. A forced move is said at once, nothing
    simulated. `on_ask(key)` is the button's callback (it calls `mark_asked`). The practice
    table and the shared tables both draw it."""
    if (only := only_move(pos)) is not None:
        st.caption(t("review.advice.only", lang, action=move_md(only, lang, pos)))
        return
    ss = store()
    advice = ss.setdefault(slots.advice, {})
    if ss.get(slots.asked) != key or cancelled(key) or advice.get(key) == NO_TIME:
        if ss.get(slots.asked) == key and cancelled(key):
            st.caption(t("review.cancelled", lang))
        elif ss.get(slots.asked) == key:
            st.caption(t("review.no_time", lang))
        st.button(t("review.advice.button", lang), key=slots.button,
                  icon=":material/psychology:", on_click=on_ask, args=(key,))
        return
    if key not in advice:
        # The button stays where it was, busy, while the progress card says what happens.
        st.button(t("review.advice.button", lang), key=slots.button,
                  icon=":material/psychology:", disabled=True)
        ask_for()
        return
    suggestions: tuple[rv.Suggestion, ...] = advice[key]
    with st.container(border=True, key=slots.box):
        st.markdown(f"**:material/psychology: {md_escape(t('review.advice.title', lang))}**")
        st.markdown("\n".join(advice_line(i, s, lang, pos)
                              for i, s in enumerate(suggestions, 1)))
        if suggestions:
            sims = suggestions[0].sims
            st.caption(t("review.advice.sims", lang, sims=sims))
            if sims < rv.COACH_BUDGET.worlds:  # the deadline came first: say so
                st.caption(t("review.advice.partial", lang, sims=sims,
                             full=rv.COACH_BUDGET.worlds))
        st.caption(note)


def _on_ask(key: str) -> None:
    mark_asked(_PRACTICE_ASK, key)
    st.rerun(scope="app")  # the whole page runs the work (see the module docstring)


def advice_work(slots: AskSlots, pos: Position, key: str, lang: str, *, seed: int,
                sightings: Sightings, moved: Callable[[bool], bool] | None = None) -> Work:
    """The expert's work behind `render_ask`: its advice for `pos` (moment `key`), kept under
    `slots` with the analysis behind it (a grade of a move it simulated reuses its figures).
    `moved(force)`, when given, says whether the game went on without this player (a shared
    table): it stops the work, and nothing is kept for a moment that is gone."""
    def gone(force: bool) -> bool:
        return moved is not None and moved(force)

    def work(stop: Callable[[], bool], show: Callable[[float, str], None]) -> Commit:
        analysis = None
        try:
            told, analysis = rv.advise_analysed(
                pos, seed=seed, sightings=sightings, stop=lambda: stop() or gone(False),
                progress=lambda f: show(f, t("review.progress", lang, share=f)))
            got: object = told
        except (rv.NoAnswer, ValueError):  # no time; or no world fits (not a real deal)
            got = NO_TIME

        def commit(left: bool) -> None:
            if left or gone(True):  # the player or the game moved on: asked for again
                return
            if analysis is not None:
                store().setdefault(slots.analyses, {})[key] = analysis
            store().setdefault(slots.advice, {})[key] = got
        return commit
    return work


def render_advice(game: CoachedGame, lang: str) -> None:
    """"Ask the expert" at the practice table (`render_ask`)."""
    with own_box("practice_coach_advice_area"):
        pos = game.position
        key = _moment_key(pos)
        render_ask(_PRACTICE_ASK, pos, key, lang, on_ask=_on_ask,
                   ask_for=lambda: request(key, lang, advice_work(
                       _PRACTICE_ASK, pos, key, lang, seed=game.seed,
                       sightings=rv.sightings_before(game.moves, len(game.moves))), note=False),
                   note=estimate_note(game.rules, game.learner, lang))


# --- the deal review -----------------------------------------------------------------------------

def _deal_key(game: CoachedGame) -> str:
    return f"{game.seed}:{game.deal_number}:" + "|".join(m.action for m in game.moves)


def _on_review(key: str) -> None:
    ss = store()
    if not isinstance(ss.setdefault(_REVIEWS, {}).get(key), dict):
        ss[_REVIEWS][key] = None  # asked for: computed on the next run
    else:
        ss[_REVIEWS][key]["stalled"] = False  # go on from where it stopped
    asked_again(key)


def _on_retry(game: CoachedGame, moment: rv.Moment, picker_key: str, reopen: Reopen) -> None:
    ss = store()
    reopen(game, moment.move)  # the page's game as it stood, its coach on (Advice)
    j = moment.judgement
    tries = int((ss.get(_RETRY) or {}).get("nonce", 0)) + 1  # the table is brought into view
    ss[_RETRY] = {"deal": game.deal_number, "move": moment.move, "seed": game.seed,
                  "before": _moment_key(moment.before), "action": j.action,
                  "best": j.best_action, "best_reason": j.best_reason,
                  "breaches": j.breaches, "nonce": tries}
    ss.pop(_SHOWN, None)
    reset_picker(picker_key)
    # The whole page runs again: the coach level is read outside the table's fragment too
    # (the sidebar, the address), and a fragment's rerun alone left them at the old level.
    st.rerun(scope="app")


def _review_state(key: str) -> dict[str, Any] | None:
    got = store().get(_REVIEWS, {}).get(key)
    return got if isinstance(got, dict) else None


def _keep_grades(game: CoachedGame, graded: dict[int, rv.Judgement]) -> None:
    """The review's grades are the moves' grades too (the last move's grade, the record)."""
    grades = store().setdefault(_GRADES, {})
    for i, j in graded.items():
        m = game.moves[i]
        if not isinstance(grades.get(_moment_key(m.before, m.action)), rv.Judgement):
            grades[_moment_key(m.before, m.action)] = j


def _review_work(game: CoachedGame, key: str, lang: str) -> Work:
    def work(stop: Callable[[], bool], show: Callable[[float, str], None]) -> Commit:
        so_far = _review_state(key) or {}
        known = {**known_grades(game), **so_far.get("grades", {})}
        skipped: set[int] = set(so_far.get("skipped", ()))
        todo = rv.decisions(game.moves, game.learner)
        before = sum(1 for i in todo if i in known or i in skipped)
        graded = rv.judge_moves(
            game.moves, game.learner, seed=game.seed, known=known, stop=stop, skipped=skipped,
            progress=lambda d, n: show(d / n, t("review.progress_moves", lang, done=d, total=n)))

        def commit(left: bool) -> None:
            new = [i for i in graded if i not in known]
            if left and new:  # the decision under way when the learner moved on: not whole
                last = max(new)
                if graded[last].sims < rv.COACH_BUDGET.worlds:
                    del graded[last]
            done = sum(1 for i in todo if i in graded or i in skipped)
            store().setdefault(_REVIEWS, {})[key] = {
                "grades": graded, "skipped": skipped, "total": len(todo),
                "stalled": not left and done <= before}
            _keep_grades(game, graded)
            learner.save_review(game, rv.review_to_json(graded, skipped, len(todo)))
        return commit
    return work


def _restore_review(game: CoachedGame, key: str) -> None:
    """The review kept with the learner's record (a reload, another visit): read once per
    session and deal, and only while the deal on screen is the one reviewed."""
    ss = store()
    looked = ss.setdefault(_RESTORED, set())
    if key in looked or _review_state(key) is not None:
        return
    looked.add(key)
    text = learner.stored_review(game)
    got = rv.review_from_json(text, game.moves, game.learner) if text else None
    if got is None:
        return
    graded, skipped = got
    todo = rv.decisions(game.moves, game.learner)
    ss.setdefault(_REVIEWS, {})[key] = {"grades": graded, "skipped": skipped,
                                        "total": len(todo), "stalled": False}
    _keep_grades(game, graded)


def render_review(game: CoachedGame, lang: str, picker_key: str, reopen: Reopen,
                  auto: bool = False) -> None:
    """At the end of a deal: every decision of the learner graded a mistake or worse, each
    reopened on request, and how the other decisions were graded.

    `auto`: review at once (the coach graded the moves already); otherwise on a click.
    """
    with own_box("practice_coach_review_area"):
        _render_review(game, lang, picker_key, reopen, auto)


def _render_review(game: CoachedGame, lang: str, picker_key: str, reopen: Reopen,
                   auto: bool) -> None:
    ss = store()
    reviews = ss.setdefault(_REVIEWS, {})
    key = _deal_key(game)
    st.subheader(t("review.title", lang), anchor=False)
    _restore_review(game, key)
    if auto and key not in reviews and not cancelled(key):
        reviews[key] = None
    if key not in reviews or (reviews[key] is None and cancelled(key)):
        if cancelled(key):
            st.caption(t("review.cancelled", lang))
        st.button(t("review.button", lang), key="practice_b_coach_review",
                  icon=":material/manage_search:", on_click=_on_review, args=(key,))
        return
    if reviews[key] is None:
        request(key, lang, _review_work(game, key, lang))
        return
    _show_review(game, lang, picker_key, reopen, key)


def review_summary(result: dict[str, Any]) -> tuple[int, int, list[tuple[str, int]]]:
    """(decisions done, decisions in all, (grade, count) of the grades given so far)."""
    graded: dict[int, rv.Judgement] = result["grades"]
    done = len(graded) + len(set(result["skipped"]) - set(graded))
    return done, result["total"], rv.grade_counts(graded)


def _show_review(game: CoachedGame, lang: str, picker_key: str, reopen: Reopen,
                 key: str) -> None:
    result = store()[_REVIEWS][key]
    done, total, counts = review_summary(result)
    if done < total:
        st.caption(t("review.turning.partial", lang, done=done, total=total))
        if cancelled(key) or result["stalled"]:
            st.button(t("review.button", lang), key="practice_b_coach_review",
                      icon=":material/manage_search:", on_click=_on_review, args=(key,))
        else:
            request(key, lang, _review_work(game, key, lang))
    if counts:
        st.caption(t("review.counts", lang, done=done, counts=", ".join(
            t("review.count", lang, grade=t(KEYS.GRADE[g], lang), count=n)
            for g, n in counts)))
    moments = rv.review_moments(game.moves, result["grades"])
    if not moments:
        if done >= total:
            st.info(t("review.none", lang), icon=":material/star:")
        return
    for n, m in enumerate(moments, 1):
        j = m.judgement
        with st.container(border=True, key=f"practice_coach_moment_{n}"):
            st.markdown(moment_text("review.moment", j, lang, m.before, m.move + 1))
            st.button(t("review.retry", lang), key=f"practice_b_coach_retry_{n}",
                      icon=":material/replay:", on_click=_on_retry,
                      args=(game, m, picker_key, reopen))
    st.caption(estimate_note(game.rules, game.learner, lang))


def _on_show() -> None:
    store()[_SHOWN] = dict(store().get(_RETRY) or {})


def bring_retry_into_view(game: CoachedGame, table: str) -> None:
    """Once per "Try this moment again": the button was far down the page, under the deal's
    end, so the table reopened at that moment is scrolled into view. Drawn by the page outside
    the table's fragment (a script drawn inside it did not run)."""
    retry = store().get(_RETRY)
    shown = (retry and retry["deal"] == game.deal_number and retry["seed"] == game.seed
             and len(game.moves) == retry["move"]
             and _moment_key(game.position) == retry["before"])
    bring_into_view(table, int(retry.get("nonce", 0)) if shown else 0)


def render_retry(game: CoachedGame, lang: str) -> None:
    """After a reviewed moment was tried again: "show the expert's move"."""
    ss = store()
    retry = ss.get(_RETRY)
    if not retry or retry["deal"] != game.deal_number or retry["seed"] != game.seed:
        return
    i = retry["move"]
    if len(game.moves) == i and _moment_key(game.position) == retry["before"]:
        st.info(t("review.retry_note", lang, number=i + 1, action=move_md(retry["action"], lang)),
                icon=":material/replay:")
        return
    if len(game.moves) <= i or _moment_key(game.moves[i].before) != retry["before"]:
        return  # not tried yet (or another game)
    if ss.get(_SHOWN) != retry:
        st.button(t("review.show_expert", lang), key="practice_b_coach_show",
                  icon=":material/visibility:", on_click=_on_show)
        return
    st.info(expert_move_text(retry, lang, game.position.profile), icon=":material/psychology:")


