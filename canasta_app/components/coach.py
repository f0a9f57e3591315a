"""The strategy coach at the practice table: the grade of each move, the expert's advice on
demand, and the deal review that reopens the learner's costliest moments; and in the
classroom, a bot deal's turning points.

Rendering only: the judgements come from `canasta_app.review` (the expert's simulations).
Results are kept in the session, keyed by the position and the move, so a rerun never
simulates the same decision twice. Session keys are prefixed "practice_coach_" (and
"classroom_coach_" on the classroom page).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import streamlit as st

from canasta_app import practice as pr
from canasta_app import review as rv
from canasta_app.components.picker import reset_picker
from canasta_app.components.ruling import md_escape
from canasta_app.i18n import seat_name, t
from canasta_core.bots import DealRecord
from canasta_core.positions import Position, dump

_GRADES = "practice_coach_grades"  # {position+action: Judgement | None}
_ADVICE = "practice_coach_advice"  # {position: suggestions}, filled on request
_ASKED = "practice_coach_asked"  # the moment (position key) the learner asked advice for
_REVIEWS = "practice_coach_reviews"  # {deal key: [Moment]}
_RETRY = "practice_coach_retry"  # the reviewed moment being tried again
_SHOWN = "practice_coach_shown"  # the retry whose expert move is shown


def _store() -> Any:
    return st.session_state


def _moment_key(pos: Position, action: str = "") -> str:
    return dump(pos) + "|" + action


def _code(action: str) -> str:
    return f"`{action}`"  # canonical action text from the engine: letters, digits, ';' and ':'


def _estimate(estimate: float, sims: int, lang: str) -> str:
    return t("review.estimate", lang, estimate=estimate, sims=sims)


def grade_of(game: pr.PracticeGame, index: int) -> rv.Judgement | None:
    """The grade of move `index` (a learner's decision), simulated once per session."""
    m = game.moves[index]
    key = _moment_key(m.before, m.action)
    grades = _store().setdefault(_GRADES, {})
    if key not in grades:
        grades[key] = rv.judge(m.before, m.action, seed=game.seed,
                               sightings=rv.sightings_before(game.moves, index))
    result: rv.Judgement | None = grades[key]
    return result


def known_grades(game: pr.PracticeGame) -> dict[int, rv.Judgement]:
    """The grades already simulated for this deal's learner decisions, by move index."""
    grades = _store().get(_GRADES, {})
    out: dict[int, rv.Judgement] = {}
    for i, m in enumerate(game.moves):
        j = grades.get(_moment_key(m.before, m.action)) if m.by_learner else None
        if j is not None:
            out[i] = j
    return out


def _grade_line(j: rv.Judgement, lang: str) -> str:
    grade = t(f"review.grade.{j.grade}", lang)
    if j.action == j.best_action or j.grade == "best":
        return t("review.grade.line_best", lang, grade=grade, action=_code(j.action),
                 estimate=j.estimate, sims=j.sims)
    return t("review.grade.line", lang, grade=grade, action=_code(j.action), estimate=j.estimate,
             best=_code(j.best_action), best_estimate=j.best_estimate, sims=j.sims)


_GRADE_ICONS = {"best": ":material/star:", "good": ":material/thumb_up:",
                "inaccuracy": ":material/info:", "mistake": ":material/warning:"}


def render_grade(game: pr.PracticeGame, lang: str) -> None:
    """The grade of the learner's last decision in this deal."""
    last = max((i for i, m in enumerate(game.moves) if m.by_learner), default=None)
    if last is None:
        return
    with st.spinner(t("review.thinking", lang)):
        j = grade_of(game, last)
    if j is None:
        return  # a forced move: nothing to judge
    text = _grade_line(j, lang)
    if j.grade in ("best", "good"):
        st.success(text, icon=_GRADE_ICONS[j.grade])
    else:
        st.warning(text, icon=_GRADE_ICONS[j.grade])
    st.caption(t("review.estimate_note", lang))


def _on_ask(key: str) -> None:
    _store()[_ASKED] = key


def render_advice(game: pr.PracticeGame, lang: str) -> None:
    """"Ask the expert": its top three moves for this moment, each with an estimate and a reason."""
    pos = game.position
    key = _moment_key(pos)
    ss = _store()
    if ss.get(_ASKED) != key:
        st.button(t("review.advice.button", lang), key="practice_b_coach_ask",
                  icon=":material/psychology:", on_click=_on_ask, args=(key,))
        return
    advice = ss.setdefault(_ADVICE, {})
    if key not in advice:
        with st.spinner(t("review.thinking", lang)):
            advice[key] = rv.advise(pos, seed=game.seed,
                                    sightings=rv.sightings_before(game.moves, len(game.moves)))
    suggestions: tuple[rv.Suggestion, ...] = advice[key]
    with st.container(border=True, key="practice_coach_advice_box"):
        st.markdown(f"**:material/psychology: {md_escape(t('review.advice.title', lang))}**")
        lines = []
        for i, s in enumerate(suggestions, 1):
            rkey, params = s.reason
            reason = t(rkey, lang, **params)
            lines.append(f"{i}. " + t("review.advice.item", lang, action=_code(s.action),
                                      estimate=md_escape(_estimate(s.estimate, s.sims, lang)),
                                      reason=md_escape(reason)))
        st.markdown("\n".join(lines))
        st.caption(t("review.estimate_note", lang))


# --- the deal review -----------------------------------------------------------------------------

def _deal_key(game: pr.PracticeGame) -> str:
    return f"{game.seed}:{game.deal_number}:" + "|".join(m.action for m in game.moves)


def _on_review(key: str) -> None:
    _store().setdefault(_REVIEWS, {})[key] = None  # asked for: computed on the next run


def _on_retry(game: pr.PracticeGame, moment: rv.Moment, picker_key: str) -> None:
    ss = _store()
    ss["practice_game"] = game.reopen(moment.move)
    ss[_RETRY] = {"deal": game.deal_number, "move": moment.move, "seed": game.seed,
                  "before": _moment_key(moment.before), "action": moment.judgement.action,
                  "best": moment.judgement.best_action,
                  "best_estimate": moment.judgement.best_estimate,
                  "sims": moment.judgement.sims}
    ss.pop(_SHOWN, None)
    ss["practice_coach"] = "advice"  # the moment is tried again with the coach on
    ss["practice_w_coach"] = "advice"
    ss["practice_feedback"] = None
    reset_picker(picker_key)


def render_review(game: pr.PracticeGame, lang: str, picker_key: str, auto: bool = False) -> None:
    """At the end of a deal: the learner's costliest decisions, each reopened on request.

    `auto`: review at once (the coach graded the moves already); otherwise on a click.
    """
    ss = _store()
    reviews = ss.setdefault(_REVIEWS, {})
    key = _deal_key(game)
    st.subheader(t("review.title", lang), anchor=False)
    if auto and key not in reviews:
        reviews[key] = None
    if key not in reviews:
        st.button(t("review.button", lang), key="practice_b_coach_review",
                  icon=":material/manage_search:", on_click=_on_review, args=(key,))
        return
    if reviews[key] is None:
        with st.spinner(t("review.thinking", lang)):
            graded = rv.judge_moves(game.moves, pr.LEARNER, seed=game.seed,
                                    known=known_grades(game))
            grades = ss.setdefault(_GRADES, {})
            for i, j in graded.items():
                m = game.moves[i]
                grades.setdefault(_moment_key(m.before, m.action), j)
            reviews[key] = rv.costliest(game.moves, graded)
    moments: list[rv.Moment] = reviews[key]
    if not moments:
        st.info(t("review.none", lang), icon=":material/star:")
        return
    for n, m in enumerate(moments, 1):
        j = m.judgement
        with st.container(border=True, key=f"practice_coach_moment_{n}"):
            st.markdown(t("review.moment", lang, number=m.move + 1, action=_code(j.action),
                          grade=t(f"review.grade.{j.grade}", lang), cost=j.cost))
            st.button(t("review.retry", lang), key=f"practice_b_coach_retry_{n}",
                      icon=":material/replay:", on_click=_on_retry, args=(game, m, picker_key))
    st.caption(t("review.estimate_note", lang))


def _on_show() -> None:
    _store()[_SHOWN] = dict(_store().get(_RETRY) or {})


def render_retry(game: pr.PracticeGame, lang: str) -> None:
    """After a reviewed moment was tried again: "show the expert's move"."""
    ss = _store()
    retry = ss.get(_RETRY)
    if not retry or retry["deal"] != game.deal_number or retry["seed"] != game.seed:
        return
    i = retry["move"]
    if len(game.moves) == i and _moment_key(game.position) == retry["before"]:
        st.info(t("review.retry_note", lang, number=i + 1, action=_code(retry["action"])),
                icon=":material/replay:")
        return
    if len(game.moves) <= i or _moment_key(game.moves[i].before) != retry["before"]:
        return  # not tried yet (or another game)
    if ss.get(_SHOWN) != retry:
        st.button(t("review.show_expert", lang), key="practice_b_coach_show",
                  icon=":material/visibility:", on_click=_on_show)
        return
    st.info(t("review.expert_move", lang, action=_code(retry["best"]), estimate=md_escape(
        _estimate(retry["best_estimate"], retry["sims"], lang))), icon=":material/psychology:")


# --- a classroom deal's turning points ----------------------------------------------------------

_TURNING = "classroom_coach_turning"  # {deal key: [Moment] | None (asked for)}


def _on_turning(key: str) -> None:
    _store().setdefault(_TURNING, {})[key] = None


def render_turning_points(record: DealRecord, lang: str, go: Callable[[int], None]) -> None:
    """A bot deal's costliest decisions by the expert's estimate, each with a button that
    shows the table just before it (`go(step)`), for the teacher to discuss with the class."""
    ss = _store()
    turning = ss.setdefault(_TURNING, {})
    key = f"{record.seed}:{record.dealer}:" + "|".join(s.action for s in record.steps)
    st.subheader(t("review.turning.title", lang), anchor=False)
    if key not in turning:
        st.button(t("review.turning.button", lang), key="classroom_b_coach_turning",
                  icon=":material/manage_search:", on_click=_on_turning, args=(key,))
        return
    if turning[key] is None:
        with st.spinner(t("review.thinking", lang)):
            turning[key] = rv.turning_points(record.steps, seed=record.seed)
    moments: list[rv.Moment] = turning[key]
    if not moments:
        st.info(t("review.turning.none", lang), icon=":material/star:")
        return
    for n, m in enumerate(moments, 1):
        j = m.judgement
        seat = record.steps[m.move].seat
        with st.container(border=True, key=f"classroom_coach_moment_{n}"):
            st.markdown(t("review.turning.moment", lang, number=m.move + 1,
                          seat=seat_name(seat, lang), action=_code(j.action),
                          grade=t(f"review.grade.{j.grade}", lang), cost=j.cost,
                          best=_code(j.best_action)))
            st.button(t("review.turning.show", lang), key=f"classroom_b_coach_show_{n}",
                      icon=":material/visibility:", on_click=go, args=(m.move,))
    st.caption(t("review.turning.note", lang, sims=moments[0].judgement.sims))
