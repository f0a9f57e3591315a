"""The strategy coach at the practice table: the grade of each move, the expert's advice on
demand, and the deal review that lists every decision of the learner graded a mistake or
worse and reopens each, kept with the learner's record so that it survives a reload; and in
the classroom, a bot deal's turning points.

Rendering only: the judgements come from `canasta_app.coach.review` (the expert's simulations).
Results are kept in the session, keyed by the position and the move, so a rerun never
simulates the same decision twice. Session keys are prefixed "practice_coach_" (and
"classroom_coach_" on the classroom page).

The site never waits on the expert blindly. Its work runs in the script thread, never in a
thread of its own, under a wall-clock deadline (`WALL_SECONDS` from the click that asked)
checked between the moves of every rollout, with a progress card and a Cancel button; an answer
cut short by it says so ("fewer simulations than usual: the machine is busy"). Without the
deadline the same position and seed give the same answer. The tables live in fragments, and a
click inside a fragment does not interrupt a run, so the page's fragment only *asks* for the
work (`_request`) and the page calls `run_requested()` after the fragment: there, outside any
fragment, the work runs with its progress card floating over the page. Cancel and any click
outside the table start a full rerun, which Streamlit
delivers at the next progress update, ending the work at once; so does the learner leaving or
reloading the page (the session's stop request). A click on the table (a move, "Next deal"),
which Streamlit holds until the run ends, is looked for at each progress update too
(`moved_on`): the work gives way to it at once and its answer, cut short, is dropped. A
fragment-only run that asks for work reruns the whole page.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import streamlit as st
from streamlit.runtime.scriptrunner import get_script_run_ctx
from streamlit.runtime.scriptrunner_utils.script_requests import ScriptRequestType

from canasta_app.coach import review as rv
from canasta_app.practice import model as pr
from canasta_app.shell import learner
from canasta_app.shell.links import principle_url
from canasta_app.text import keys as KEYS
from canasta_app.text.i18n import seat_name, t
from canasta_app.text.move_words import action_words
from canasta_app.ui.picker import reset_picker
from canasta_app.ui.ruling import md_escape
from canasta_app.ui.scroll import bring_into_view
from canasta_core.bots import DealRecord
from canasta_core.legal import legal_actions
from canasta_core.positions import Position, dump
from canasta_core.principles import Breach

_GRADES = "practice_coach_grades"  # {position+action: Judgement | None}
_ADVICE = "practice_coach_advice"  # {position: suggestions | "no-time"}, filled on request
_ANALYSES = "practice_coach_analyses"  # {position: the Analysis behind its advice}
_ASKED = "practice_coach_asked"  # the moment (position key) the learner asked advice for
_REVIEWS = "practice_coach_reviews"  # {deal key: None (asked) | the review so far (a dict)}
_RESTORED = "practice_coach_restored"  # {deal key} looked up in the learner's record already
_RETRY = "practice_coach_retry"  # the reviewed moment being tried again
_SHOWN = "practice_coach_shown"  # the retry whose expert move is shown
_JOBS = "practice_coach_jobs"  # expert work this run's fragment asked for: [(key, slot, work)]
_CANCELLED = "practice_coach_cancelled"  # {work key} the learner cancelled
_STARTED = "practice_coach_started"  # {work key: monotonic time it was first asked for}

#: Wall-clock seconds from the learner's click (or the move that asked for a grade) to the end of
#: the expert's work: then it answers with the worlds it finished. The page's rerun that shows
#: the answer comes on top (about a second on a loaded machine), so the wait stays near 3 s.
#: An answer that rests on fewer than `_MIN_TICKS` worlds may take up to `_HARD` times this.
WALL_SECONDS: float = 2.0
_HARD = 2.0
#: Progress reports (worlds, or decisions of a review) the work must reach before the soft
#: deadline may end it: a loaded machine still gets an answer, if a rough one.
_MIN_TICKS = 2
#: How often (seconds) the work updates its progress bar: also how soon a click, a Cancel or a
#: closed tab ends it.
_TICK = 0.15

#: Expert work: called with `stop` (asked between rollout moves) and `show(share, text)`
#: (progress); returns what keeps its answer, called with whether the learner moved on
#: while it ran (then an answer cut short is dropped, not kept as if it were whole).
Commit = Callable[[bool], None]
Work = Callable[[Callable[[], bool], Callable[[float, str], None]], Commit]


def _store() -> Any:
    return st.session_state


def _moment_key(pos: Position, action: str = "") -> str:
    return dump(pos) + "|" + action


def _words(action: str, lang: str, pos: Position | None = None) -> str:
    """The move in words; with the position it is played in, cards added to a meld on the
    table say so ("meld the 5♠ onto the fives", not a lone "meld 5♠")."""
    return md_escape(action_words(action, lang, pos))


def _reason(reason: rv.Reason, lang: str) -> str:
    key, params = reason
    return t(key, lang, **params) if key else ""


# --- running expert work without blocking the page ---------------------------------------------

def _fragment_only_run() -> bool:
    ctx = get_script_run_ctx(suppress_warning=True)
    return bool(ctx is not None and ctx.fragment_ids_this_run)


def _on_cancel(key: str) -> None:
    _store().setdefault(_CANCELLED, set()).add(key)


def _this_run() -> object:
    """A token of the current script run (its cursor table is new every run)."""
    ctx = get_script_run_ctx(suppress_warning=True)
    return ctx.cursors if ctx is not None else None


def _request(key: str, lang: str, work: Work, note: bool = True) -> None:
    """Ask for expert work whose answer goes here (an empty slot until it is done); the page
    runs it after its fragment (`run_requested`) and reruns to show the answer."""
    if note:
        st.caption(t("review.thinking", lang))  # the progress card floats outside the table
    _store().setdefault(_STARTED, {}).setdefault(key, time.monotonic())  # the wait starts here
    run = _this_run()
    jobs = [j for j in _store().get(_JOBS, []) if j[0] is run]  # an interrupted run's: dropped
    jobs.append((run, key, work, lang))
    _store()[_JOBS] = jobs
    if _fragment_only_run():
        st.rerun()  # the whole page runs the work, where Cancel and other clicks can stop it


def run_requested() -> None:
    """Run the expert work this page run asked for, each with progress, Cancel and deadline."""
    run = _this_run()
    jobs = [j for j in _store().pop(_JOBS, []) if j[0] is run]
    for n, (_, key, work, lang) in enumerate(jobs):
        _run(key, work, lang, n)


#: The expert's progress card floats at the bottom right of the window, in view whatever the
#: scroll position and the screen size; it is drawn by the page, outside the table's fragment.
_CARD_CSS = """<style>
[class*="st-key-coach_work"] {
  position: fixed; right: 1rem; bottom: 1rem; z-index: 1000; width: min(22rem, 90vw);
  padding: 0.75rem 1rem; border-radius: 0.75rem; background: var(--cc-panel, #123d2a);
  border: 1px solid rgba(255, 255, 255, 0.25); box-shadow: 0 6px 24px rgba(0, 0, 0, 0.45);
}
</style>"""


_TRIGGERS = frozenset({"trigger_value", "string_trigger_value", "json_trigger_value",
                       "chat_input_value"})


def moved_on() -> bool:
    """Whether the learner asked for something while this run works: a click on the table
    (a fragment), which Streamlit holds until the run under way ends instead of interrupting
    it as a click elsewhere does. A timer's tick (the bots' pace) is not the learner's."""
    ctx = get_script_run_ctx(suppress_warning=True)
    return waiting_click(getattr(ctx, "script_requests", None))


def waiting_click(requests: object) -> bool:
    """Whether Streamlit's pending requests for this session (`ScriptRequests`, read through
    its private state: the version is pinned, and tests/app/test_review_moved_on.py checks it)
    hold a rerun the learner asked for, rather than none or a timer's tick."""
    if requests is None or getattr(requests, "_state", None) is not ScriptRequestType.RERUN:
        return False
    data = getattr(requests, "_rerun_data", None)
    if data is None:
        return False
    if not getattr(data, "is_auto_rerun", False):
        return True
    states = getattr(data, "widget_states", None)
    return states is not None and any(
        w.WhichOneof("value") in _TRIGGERS and bool(getattr(w, w.WhichOneof("value")))
        for w in states.widgets)


def _run(key: str, work: Work, lang: str, n: int) -> None:
    holder = st.empty()
    box = holder.container(key=f"coach_work_{n}")
    with box:
        st.html(_CARD_CSS)
        bar = st.progress(0.0, text=t("review.thinking", lang))
        st.button(t("review.cancel", lang), key=f"coach_b_cancel_{n}", icon=":material/close:",
                  on_click=_on_cancel, args=(key,))
    # The wait counts from the click (or the move) that asked, not from here: the page run in
    # between is part of what the learner waits for.
    now = time.monotonic()
    started = _store().get(_STARTED, {}).pop(key, now)
    # a slow page run before the work still leaves it a short window of its own
    soft = max(started + WALL_SECONDS, now + WALL_SECONDS / 4)
    hard = max(started + _HARD * WALL_SECONDS, now + WALL_SECONDS)
    shown: list[Any] = [0.0, 0.0, t("review.thinking", lang), 0]  # last update, share, text, ticks
    left = [False]  # the learner moved on: the work gives way at once

    def show(share: float, text: str) -> None:
        shown[1:] = [max(0.0, min(1.0, share)), text, shown[3] + 1]
        bar.progress(shown[1], text=shown[2])

    def stop() -> bool:
        now = time.monotonic()
        if now - shown[0] >= _TICK:
            shown[0] = now
            # Also a yield point: a pending rerun or stop request ends the work here; a click
            # on the table, which Streamlit would hold until the work ends, ends it too.
            bar.progress(shown[1], text=shown[2])
            left[0] = left[0] or moved_on()
        return left[0] or now >= hard or (now >= soft and shown[3] >= _MIN_TICKS)

    commit = work(stop, show)
    commit(left[0])
    holder.empty()
    # The answer is shown where the table renders it, from the session; a click that ended
    # the work (on the table or elsewhere) is carried by this rerun (Streamlit merges them).
    st.rerun(scope="app")


def _cancelled(key: str) -> bool:
    return key in _store().get(_CANCELLED, set())


# --- grades and advice -----------------------------------------------------------------------

_NO_TIME = "no-time"  # the budget ran out before an answer (cached: asked again on a click)


def _grade_work(game: pr.PracticeGame, index: int, key: str, lang: str) -> Work:
    m = game.moves[index]
    sightings = rv.sightings_before(game.moves, index)

    # Advice asked for this very moment: the grade keeps its favourite and its worlds.
    advice = _store().get(_ANALYSES, {}).get(_moment_key(m.before))

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
            j = _NO_TIME

        def commit(left: bool) -> None:
            if not left:  # the learner moved on: the deal review grades this move in full
                _store().setdefault(_GRADES, {})[key] = j
        return commit
    return work


def grade_of(game: pr.PracticeGame, index: int) -> rv.Judgement | None:
    """The grade of move `index` (a learner's decision) if simulated already, else None."""
    m = game.moves[index]
    j = _store().get(_GRADES, {}).get(_moment_key(m.before, m.action))
    return j if isinstance(j, rv.Judgement) else None


def known_grades(game: pr.PracticeGame) -> dict[int, rv.Judgement]:
    """The grades already simulated for this deal's learner decisions, by move index."""
    out: dict[int, rv.Judgement] = {}
    for i, m in enumerate(game.moves):
        j = grade_of(game, i) if m.by_learner else None
        if j is not None:
            out[i] = j
    return out


def _alone(game: pr.PracticeGame) -> str:
    """The key suffix for a learner who plays alone ([two.alone]): "you", never "your side"."""
    return "_alone" if game.alone else ""


def _judgement_from_advice(game: pr.PracticeGame, index: int) -> rv.Judgement | None:
    """The grade of move `index` when the advice for its very moment simulated that move: the
    advice's own figures through `review.judge_against`, at once (nothing simulated again), so
    the learner who asked and then played one of its moves is told the same favourite and the
    same figures (a fresh simulation once said "the expert's favourite, discard the 7♠" right
    after advising the meld played, and "75 %" became "82 %"). None when there is no advice
    for that moment or it did not simulate the move (then `_grade_work` simulates it on the
    advice's worlds)."""
    m = game.moves[index]
    analysis = _store().get(_ANALYSES, {}).get(_moment_key(m.before))
    if analysis is None or analysis.of(m.action) is None:
        return None
    return rv.judge_against(m.before, m.action, analysis, seed=game.seed,
                            sightings=rv.sightings_before(game.moves, index))


def principles_md(j: rv.Judgement, lang: str) -> str:
    """The principles a grade names, each "**title**: why." (escaped), in `lang`."""
    return breaches_md(j.breaches, lang)


def _title_md(principle: str, lang: str) -> str:
    title = t(f"coach.principle.{principle}.title", lang)
    return f"[**{md_escape(title)}**]({principle_url(principle, lang)})"


def breaches_md(breaches: tuple[Breach, ...], lang: str) -> str:
    """Principles broken, each "**title**: why." (escaped, the title a link), in `lang`."""
    out = []
    for b in breaches:
        why = t(b.why or f"coach.principle.{b.principle}.why", lang, **b.params)
        # the title links to the principle in the rules reference's Strategy tab
        out.append(f"{_title_md(b.principle, lang)}: {md_escape(why)}.")
    return " ".join(out)


def _numbers(j: rv.Judgement, lang: str) -> str:
    """The simulations' figures behind a principle's grade: a difference beyond the margin,
    or "too close to tell apart" (never beside a difference larger than the margin)."""
    key = "coach.line.numbers" if j.cost > j.margin else "coach.line.numbers_close"
    return md_escape(t(key, lang, cost=j.cost, margin=j.margin, sims=j.sims))


def moment_key(base: str, j: rv.Judgement) -> str:
    """The sentence for a reviewed moment: a cost in points only when the simulations show one
    beyond their margin; a grade that rests on a principle the simulations could not confirm
    says so, never "about 421 points (± 703) worse"."""
    return base if j.cost > j.margin else base + "_unclear"


def moment_text(base: str, j: rv.Judgement, lang: str, before: Position, number: int,
                **extra: object) -> str:
    """A reviewed moment's sentence (`base` "review.moment" or "review.turning.moment"): the
    move, its grade, the cost only when beyond the margin (`moment_key`), and why the better
    move is better."""
    why = t("review.moment_why", lang, best=_words(j.best_action, lang, before),
            reason=why_better(j, lang))
    return t(moment_key(base, j), lang, number=number, action=_words(j.action, lang, before),
             grade=t(KEYS.GRADE[j.grade], lang), cost=j.cost, margin=j.margin, why=why,
             **extra)


def why_better(j: rv.Judgement, lang: str) -> str:
    """Why the better move is better: the principles broken, else the better move's reason."""
    return principles_md(j, lang) or md_escape(_reason(j.best_reason, lang)) + "."


def _grade_line(j: rv.Judgement, lang: str, alone: str = "",
                before: Position | None = None) -> str:
    grade = t(KEYS.GRADE[j.grade], lang)
    params = dict(grade=grade, action=_words(j.action, lang, before),
                  best=_words(j.best_action, lang, before),
                  cost=j.cost, margin=j.margin, sims=j.sims,
                  reason=md_escape(_reason(j.reason, lang)))
    if j.grade == "best":
        return t("review.grade.line_best", lang, **params)
    if j.grade == "par" or (not j.breaches and j.cost <= j.margin):
        # within the margin no cost is stated: "too close to tell apart"
        return t("review.grade.line_par", lang, **params)
    if j.grade == "good" or not j.breaches:
        return t("review.grade.line_good", lang, **params)
    return t("review.grade.line" + alone, lang, **params, principles=principles_md(j, lang),
             numbers=_numbers(j, lang))


_GRADE_ICONS = {"best": ":material/star:", "par": ":material/thumb_up:",
                "good": ":material/thumb_up:", "inaccuracy": ":material/info:",
                "mistake": ":material/warning:", "blunder": ":material/error:"}


def _in_own_box(key: str) -> Any:
    """One container for a coach area, so that what it shows (a note, a grade, the advice)
    never moves the elements after it: a click on the table while the expert works lands on
    the element it was meant for."""
    return st.container(key=key)


def render_grade(game: pr.PracticeGame, lang: str) -> None:
    """The grade of the learner's last decision in this deal (asked for when missing)."""
    with _in_own_box("practice_coach_grade_area"):
        _render_grade(game, lang)


def _render_grade(game: pr.PracticeGame, lang: str) -> None:
    last = max((i for i, m in enumerate(game.moves) if m.by_learner), default=None)
    if last is None:
        return
    m = game.moves[last]
    key = _moment_key(m.before, m.action)
    grades = _store().setdefault(_GRADES, {})
    if key not in grades:
        if _cancelled(key):
            return
        if only_move(m.before) is not None:
            grades[key] = None  # a forced move: nothing to judge (as the advice says at once)
            return
        if (told := _judgement_from_advice(game, last)) is not None:
            grades[key] = told  # the grade says what the advice said, over the same deals
        else:
            _request(key, lang, _grade_work(game, last, key, lang))
            return
    j = grades[key]
    if not isinstance(j, rv.Judgement):
        return  # a forced move, or no answer in time (the grade is simply left out)
    text = _grade_line(j, lang, _alone(game), m.before)
    if j.grade in ("best", "par", "good"):
        st.success(text, icon=_GRADE_ICONS[j.grade])
    else:
        st.warning(text, icon=_GRADE_ICONS[j.grade])
    if j.sims < rv.COACH_BUDGET.worlds:  # the deadline came first: say so
        st.caption(t("review.advice.partial", lang, sims=j.sims, full=rv.COACH_BUDGET.worlds))
    st.caption(t("review.estimate_note" + _alone(game), lang))


def _on_ask(key: str) -> None:
    ss = _store()
    ss[_ASKED] = key
    ss.setdefault(_STARTED, {})[key] = time.monotonic()  # the learner's wait starts now
    ss.get(_CANCELLED, set()).discard(key)
    if ss.get(_ADVICE, {}).get(key) == _NO_TIME:
        del ss[_ADVICE][key]  # asked again: try again
    st.rerun(scope="app")  # the whole page runs the work (see the module docstring)


def _advice_work(game: pr.PracticeGame, key: str, lang: str) -> Work:
    pos = game.position
    sightings = rv.sightings_before(game.moves, len(game.moves))

    def work(stop: Callable[[], bool], show: Callable[[float, str], None]) -> Commit:
        analysis = None
        try:
            told, analysis = rv.advise_analysed(
                pos, seed=game.seed, sightings=sightings, stop=stop,
                progress=lambda f: show(f, t("review.progress", lang, share=f)))
            got: object = told
        except (rv.NoAnswer, ValueError):  # no time; or no world fits (not a real deal)
            got = _NO_TIME

        def commit(left: bool) -> None:
            if left:  # the learner moved on: this moment's advice is asked for again
                return
            if analysis is not None:
                _store().setdefault(_ANALYSES, {})[key] = analysis
            _store().setdefault(_ADVICE, {})[key] = got
        return commit
    return work


def advice_line(i: int, s: rv.Suggestion, lang: str, pos: Position) -> str:
    """Item `i` of the advice list (markdown): the move, its difference to the best (a cost
    in points only beyond the margin), its reason, and the principle it breaks or keeps."""
    if i == 1:
        diff = t("review.diff_best", lang)
    elif s.diff == 0 and s.stderr == 0:
        diff = t("review.diff_same", lang)
    elif s.clearly_worse:
        diff = t("review.diff_worse", lang, cost=s.diff, margin=s.margin)
    else:
        diff = t("review.diff_par", lang, margin=s.margin)
    line = f"{i}. " + t("review.advice.item", lang, action=_words(s.action, lang, pos),
                        diff=md_escape(diff), reason=md_escape(_reason(s.reason, lang)))
    if s.breaches:
        line += ". " + t("review.advice.breaks", lang, principles=breaches_md(s.breaches, lang))
    elif s.keeps and not s.clearly_worse:  # a principle the simulations overrule is not cited
        line += ". " + t("review.advice.keeps", lang,
                         principles=", ".join(_title_md(p, lang) for p in s.keeps))
    return line


def render_advice(game: pr.PracticeGame, lang: str) -> None:
    """"Ask the expert": its top three moves for this moment, best first, each with its
    difference to the best (and that difference's uncertainty) and a reason."""
    with _in_own_box("practice_coach_advice_area"):
        _render_advice(game, lang)


def only_move(pos: Position) -> str | None:
    """The one legal move when there is nothing to choose (the referee's list has one move and
    no unlisted take of the pile exists), else None: the coach then simulates nothing."""
    legal = legal_actions(pos)
    if len(legal) != 1:
        return None
    if pos.phase == "draw" and pr.pile_take(pos) not in (None, legal[0]):
        return None
    return legal[0]


def _render_advice(game: pr.PracticeGame, lang: str) -> None:
    pos = game.position
    if (only := only_move(pos)) is not None:  # a forced move: said at once, nothing simulated
        st.caption(t("review.advice.only", lang, action=_words(only, lang, pos)))
        return
    key = _moment_key(pos)
    ss = _store()
    advice = ss.setdefault(_ADVICE, {})
    if ss.get(_ASKED) != key or _cancelled(key) or advice.get(key) == _NO_TIME:
        if ss.get(_ASKED) == key and _cancelled(key):
            st.caption(t("review.cancelled", lang))
        elif ss.get(_ASKED) == key:
            st.caption(t("review.no_time", lang))
        st.button(t("review.advice.button", lang), key="practice_b_coach_ask",
                  icon=":material/psychology:", on_click=_on_ask, args=(key,))
        return
    if key not in advice:
        # The button stays where it was, busy, while the progress card says what happens.
        st.button(t("review.advice.button", lang), key="practice_b_coach_ask",
                  icon=":material/psychology:", disabled=True)
        _request(key, lang, _advice_work(game, key, lang), note=False)
        return
    suggestions: tuple[rv.Suggestion, ...] = advice[key]
    with st.container(border=True, key="practice_coach_advice_box"):
        st.markdown(f"**:material/psychology: {md_escape(t('review.advice.title', lang))}**")
        st.markdown("\n".join(advice_line(i, s, lang, pos)
                              for i, s in enumerate(suggestions, 1)))
        if suggestions:
            sims = suggestions[0].sims
            st.caption(t("review.advice.sims", lang, sims=sims))
            if sims < rv.COACH_BUDGET.worlds:  # the deadline came first: say so
                st.caption(t("review.advice.partial", lang, sims=sims,
                             full=rv.COACH_BUDGET.worlds))
        st.caption(t("review.estimate_note" + _alone(game), lang))


# --- the deal review -----------------------------------------------------------------------------

def _deal_key(game: pr.PracticeGame) -> str:
    return f"{game.seed}:{game.deal_number}:" + "|".join(m.action for m in game.moves)


def _on_review(key: str) -> None:
    ss = _store()
    if not isinstance(ss.setdefault(_REVIEWS, {}).get(key), dict):
        ss[_REVIEWS][key] = None  # asked for: computed on the next run
    else:
        ss[_REVIEWS][key]["stalled"] = False  # go on from where it stopped
    ss.get(_CANCELLED, set()).discard(key)


def _on_retry(game: pr.PracticeGame, moment: rv.Moment, picker_key: str) -> None:
    ss = _store()
    ss["practice_game"] = game.reopen(moment.move)
    j = moment.judgement
    tries = int((ss.get(_RETRY) or {}).get("nonce", 0)) + 1  # the table is brought into view
    ss[_RETRY] = {"deal": game.deal_number, "move": moment.move, "seed": game.seed,
                  "before": _moment_key(moment.before), "action": j.action,
                  "best": j.best_action, "best_reason": j.best_reason,
                  "breaches": j.breaches, "nonce": tries}
    ss.pop(_SHOWN, None)
    ss["practice_coach"] = "advice"  # the moment is tried again with the coach on
    ss["practice_w_coach"] = "advice"
    ss["practice_feedback"] = None
    reset_picker(picker_key)
    # The whole page runs again: the coach level is read outside the table's fragment too
    # (the sidebar, the address), and a fragment's rerun alone left them at the old level.
    st.rerun(scope="app")


def _review_state(key: str) -> dict[str, Any] | None:
    got = _store().get(_REVIEWS, {}).get(key)
    return got if isinstance(got, dict) else None


def _keep_grades(game: pr.PracticeGame, graded: dict[int, rv.Judgement]) -> None:
    """The review's grades are the moves' grades too (the last move's grade, the record)."""
    grades = _store().setdefault(_GRADES, {})
    for i, j in graded.items():
        m = game.moves[i]
        if not isinstance(grades.get(_moment_key(m.before, m.action)), rv.Judgement):
            grades[_moment_key(m.before, m.action)] = j


def _review_work(game: pr.PracticeGame, key: str, lang: str) -> Work:
    def work(stop: Callable[[], bool], show: Callable[[float, str], None]) -> Commit:
        so_far = _review_state(key) or {}
        known = {**known_grades(game), **so_far.get("grades", {})}
        skipped: set[int] = set(so_far.get("skipped", ()))
        todo = rv.decisions(game.moves, pr.LEARNER)
        before = sum(1 for i in todo if i in known or i in skipped)
        graded = rv.judge_moves(
            game.moves, pr.LEARNER, seed=game.seed, known=known, stop=stop, skipped=skipped,
            progress=lambda d, n: show(d / n, t("review.progress_moves", lang, done=d, total=n)))

        def commit(left: bool) -> None:
            new = [i for i in graded if i not in known]
            if left and new:  # the decision under way when the learner moved on: not whole
                last = max(new)
                if graded[last].sims < rv.COACH_BUDGET.worlds:
                    del graded[last]
            done = sum(1 for i in todo if i in graded or i in skipped)
            _store().setdefault(_REVIEWS, {})[key] = {
                "grades": graded, "skipped": skipped, "total": len(todo),
                "stalled": not left and done <= before}
            _keep_grades(game, graded)
            learner.save_review(game, rv.review_to_json(graded, skipped, len(todo)))
        return commit
    return work


def _restore_review(game: pr.PracticeGame, key: str) -> None:
    """The review kept with the learner's record (a reload, another visit): read once per
    session and deal, and only while the deal on screen is the one reviewed."""
    ss = _store()
    looked = ss.setdefault(_RESTORED, set())
    if key in looked or _review_state(key) is not None:
        return
    looked.add(key)
    text = learner.stored_review(game)
    got = rv.review_from_json(text, game.moves, pr.LEARNER) if text else None
    if got is None:
        return
    graded, skipped = got
    todo = rv.decisions(game.moves, pr.LEARNER)
    ss.setdefault(_REVIEWS, {})[key] = {"grades": graded, "skipped": skipped,
                                        "total": len(todo), "stalled": False}
    _keep_grades(game, graded)


def render_review(game: pr.PracticeGame, lang: str, picker_key: str, auto: bool = False) -> None:
    """At the end of a deal: every decision of the learner graded a mistake or worse, each
    reopened on request, and how the other decisions were graded.

    `auto`: review at once (the coach graded the moves already); otherwise on a click.
    """
    with _in_own_box("practice_coach_review_area"):
        _render_review(game, lang, picker_key, auto)


def _render_review(game: pr.PracticeGame, lang: str, picker_key: str, auto: bool) -> None:
    ss = _store()
    reviews = ss.setdefault(_REVIEWS, {})
    key = _deal_key(game)
    st.subheader(t("review.title", lang), anchor=False)
    _restore_review(game, key)
    if auto and key not in reviews and not _cancelled(key):
        reviews[key] = None
    if key not in reviews or (reviews[key] is None and _cancelled(key)):
        if _cancelled(key):
            st.caption(t("review.cancelled", lang))
        st.button(t("review.button", lang), key="practice_b_coach_review",
                  icon=":material/manage_search:", on_click=_on_review, args=(key,))
        return
    if reviews[key] is None:
        _request(key, lang, _review_work(game, key, lang))
        return
    _show_review(game, lang, picker_key, key)


def review_summary(result: dict[str, Any]) -> tuple[int, int, list[tuple[str, int]]]:
    """(decisions done, decisions in all, (grade, count) of the grades given so far)."""
    graded: dict[int, rv.Judgement] = result["grades"]
    done = len(graded) + len(set(result["skipped"]) - set(graded))
    return done, result["total"], rv.grade_counts(graded)


def _show_review(game: pr.PracticeGame, lang: str, picker_key: str, key: str) -> None:
    result = _store()[_REVIEWS][key]
    done, total, counts = review_summary(result)
    if done < total:
        st.caption(t("review.turning.partial", lang, done=done, total=total))
        if _cancelled(key) or result["stalled"]:
            st.button(t("review.button", lang), key="practice_b_coach_review",
                      icon=":material/manage_search:", on_click=_on_review, args=(key,))
        else:
            _request(key, lang, _review_work(game, key, lang))
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
                      icon=":material/replay:", on_click=_on_retry, args=(game, m, picker_key))
    st.caption(t("review.estimate_note" + _alone(game), lang))


def _on_show() -> None:
    _store()[_SHOWN] = dict(_store().get(_RETRY) or {})


def bring_retry_into_view(game: pr.PracticeGame) -> None:
    """Once per "Try this moment again": the button was far down the page, under the deal's
    end, so the table reopened at that moment is scrolled into view. Drawn by the page outside
    the table's fragment (a script drawn inside it did not run)."""
    retry = _store().get(_RETRY)
    shown = (retry and retry["deal"] == game.deal_number and retry["seed"] == game.seed
             and len(game.moves) == retry["move"]
             and _moment_key(game.position) == retry["before"])
    bring_into_view(".st-key-practice_table", int(retry.get("nonce", 0)) if shown else 0)


def render_retry(game: pr.PracticeGame, lang: str) -> None:
    """After a reviewed moment was tried again: "show the expert's move"."""
    ss = _store()
    retry = ss.get(_RETRY)
    if not retry or retry["deal"] != game.deal_number or retry["seed"] != game.seed:
        return
    i = retry["move"]
    if len(game.moves) == i and _moment_key(game.position) == retry["before"]:
        st.info(t("review.retry_note", lang, number=i + 1, action=_words(retry["action"], lang)),
                icon=":material/replay:")
        return
    if len(game.moves) <= i or _moment_key(game.moves[i].before) != retry["before"]:
        return  # not tried yet (or another game)
    if ss.get(_SHOWN) != retry:
        st.button(t("review.show_expert", lang), key="practice_b_coach_show",
                  icon=":material/visibility:", on_click=_on_show)
        return
    st.info(expert_move_text(retry, lang), icon=":material/psychology:")


def expert_move_text(retry: dict[str, Any], lang: str) -> str:
    """The retry's "the expert would …": the better move, its reason, and the principle the
    move played broke (linked to the rules reference)."""
    params = dict(action=_words(retry["best"], lang),
                  reason=md_escape(_reason(retry["best_reason"], lang)))
    if retry.get("breaches"):
        return t("review.expert_move_principle", lang, **params,
                 principles=breaches_md(tuple(retry["breaches"]), lang))
    return t("review.expert_move", lang, **params)


# --- a classroom deal's turning points ----------------------------------------------------------

def _moments_so_far(result: dict[str, Any], key: str, lang: str, go_on: Callable[[], None],
                    work: Callable[[], Any], none_key: str) -> list[rv.Moment]:
    """The moments a review found so far. While it is unfinished: its progress line, then the
    next few seconds of work from where it stopped, or (cancelled, stalled) `go_on`'s button."""
    moments: list[rv.Moment] = result["moments"]
    partial = result["done"] < result["total"]
    if partial:
        st.caption(t("review.turning.partial", lang, done=result["done"], total=result["total"]))
        if _cancelled(key) or result["stalled"]:
            go_on()
        else:
            _request(key, lang, work())
    elif not moments:
        st.info(t(none_key, lang), icon=":material/star:")
    return moments


_TURNING = "classroom_coach_turning"  # {deal key: result | None (asked for)}


def _on_turning(key: str) -> None:
    _store().setdefault(_TURNING, {})[key] = None
    _store().get(_CANCELLED, set()).discard(key)


def _turning_work(record: DealRecord, key: str, lang: str) -> Work:
    def work(stop: Callable[[], bool], show: Callable[[float, str], None]) -> Commit:
        ss = _store()
        known = ss.setdefault("classroom_coach_graded", {}).setdefault(key, {})
        seats = ("N", "E", "S", "W")
        graded = rv.judge_moves(
            record.steps, seats, seed=record.seed, known=known,
            budget=rv.TURNING_POINTS_BUDGET, stop=stop,
            progress=lambda d, n: show(d / n, t("review.progress_moves", lang, done=d, total=n)))

        def commit(left: bool) -> None:
            before = len(known)
            known.update(graded)
            total = len(rv.decisions(record.steps, seats))
            ss[_TURNING][key] = {"moments": rv.costliest(record.steps, known),
                                 "done": len(known), "total": total,
                                 "stalled": not left and len(known) == before}
        return commit
    return work


def render_turning_points(record: DealRecord, lang: str, go: Callable[[int], None]) -> None:
    """A bot deal's costliest decisions by the expert's estimate, each with a button that
    shows the table just before it (`go(step)`), for the teacher to discuss with the class."""
    with _in_own_box("classroom_coach_turning_area"):
        _render_turning_points(record, lang, go)


def _render_turning_points(record: DealRecord, lang: str, go: Callable[[int], None]) -> None:
    ss = _store()
    turning = ss.setdefault(_TURNING, {})
    key = f"{record.seed}:{record.dealer}:" + "|".join(s.action for s in record.steps)
    st.subheader(t("review.turning.title", lang), anchor=False)
    if key not in turning or (turning[key] is None and _cancelled(key)):
        if _cancelled(key):
            st.caption(t("review.cancelled", lang))
        st.button(t("review.turning.button", lang), key="classroom_b_coach_turning",
                  icon=":material/manage_search:", on_click=_on_turning, args=(key,))
        return
    if turning[key] is None:
        _request(key, lang, _turning_work(record, key, lang))
        return
    _show_turning(record, lang, go, key)


def _show_turning(record: DealRecord, lang: str, go: Callable[[int], None], key: str) -> None:
    moments = _moments_so_far(
        _store()[_TURNING][key], key, lang,
        lambda: st.button(t("review.turning.button", lang), key="classroom_b_coach_turning",
                          icon=":material/manage_search:", on_click=_on_turning, args=(key,)),
        lambda: _turning_work(record, key, lang), "review.turning.none")
    if not moments:
        return
    for n, m in enumerate(moments, 1):
        j = m.judgement
        seat = record.steps[m.move].seat
        with st.container(border=True, key=f"classroom_coach_moment_{n}"):
            st.markdown(moment_text("review.turning.moment", j, lang, m.before, m.move + 1,
                                    seat=seat_name(seat, lang)))
            st.button(t("review.turning.show", lang), key=f"classroom_b_coach_show_{n}",
                      icon=":material/visibility:", on_click=go, args=(m.move,))
    st.caption(t("review.turning.note", lang, sims=rv.TURNING_POINTS_BUDGET.worlds))
