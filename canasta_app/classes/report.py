"""The teacher's view of a class, as tables: roster × lessons, the most common wrong tries per
lesson step with the rule each broke, the practice deals, and the CSV export. Plain pandas from
the store's values, so it is tested without Streamlit. Nicknames stay plain text here; the page
shows them only through widgets that never read HTML (dataframes, charts)."""

from __future__ import annotations

import io
import math
import os
from collections import defaultdict
from collections.abc import Sequence
from urllib.parse import urlencode

import pandas as pd

from canasta_app.domain.homework import (  # noqa: F401 (their readers' names too)
    due_words,
    homework_done,
    homework_steps,
    homework_title,
)
from canasta_app.shell.share import only_this_computer  # noqa: F401 (the class page's name)
from canasta_app.store.api import (
    HomeworkItem,
    Member,
    MemberDeal,
    MemberStep,
    SandboxTries,
    SandboxWrong,
    WrongCount,
)
from canasta_app.text import keys as KEYS
from canasta_app.text.i18n import t
from canasta_app.text.move_words import action_words
from canasta_app.ui.ruling import broken_rule_title as rule_title
from canasta_core import catalogue

TOP_WRONG = 5  # wrong tries shown per lesson step
#: a step's state in step_grid, from least to most done
STATES = ("none", "tried", "shown", "done")


def wrong_try_words(w: WrongCount, lang: str) -> tuple[str, str]:
    """(the try, what was wrong with it) in words: a move in words with the rule it broke, a
    legal move short of the step's goal, or a quiz's wrong answer."""
    if w.kind == "quiz":
        answer = {"legal": t("class.wrong.said_legal", lang),
                  "illegal": t("class.wrong.said_illegal", lang)}.get(w.action)
        return (answer or t("class.wrong.answered", lang, answer=w.action),
                t("class.wrong.wrong_answer", lang))
    return action_words(w.action, lang), rule_title(w.slug, lang)


def step_grid(members: Sequence[Member], steps: Sequence[MemberStep], lessons: Sequence,
              lang: str) -> pd.DataFrame:
    """Progress by student and by step, one row per student × lesson step (every step of
    every lesson, touched or not), in roster order then lesson and step order: what the class
    view's heat map draws. Columns (fixed names, not translated; values in `lang`):

    - `learner_id`, `student` (the nickname, plain text: escape it to draw it),
    - `lesson_id`, `lesson` (its title), `lesson_order` (0-based), `step` (1-based number),
      `step_title` (the step's title, never its number alone), `step_kind` (explain, try,
      demo, quiz),
    - `state`: "done" (done by the student), "shown" ("show me" played it: done, not by
      them), "tried" (tried, not done yet), "none" (never done or tried); `level` its index
      in STATES (0-3) for a colour scale,
    - `tries`, `wrong`: the student's tries and wrong tries at the step.
    """
    by = {(s.learner_id, s.lesson_id, s.step): s for s in steps}
    rows = []
    for m in members:
        for order, lesson in enumerate(lessons):
            for step in lesson.steps:
                rec = by.get((m.learner_id, lesson.id, step.number))
                if rec is None:
                    state = "none"
                elif rec.done:
                    state = "shown" if rec.shown else "done"
                else:
                    state = "tried" if rec.tries else "none"
                rows.append({
                    "learner_id": m.learner_id, "student": m.nickname,
                    "lesson_id": lesson.id, "lesson": lesson.title(lang),
                    "lesson_order": order, "step": step.number,
                    "step_title": step.title(lang) or t("class.progress.step_n", lang,
                                                        step=step.number),
                    "step_kind": step.kind, "state": state, "level": STATES.index(state),
                    "tries": rec.tries if rec else 0, "wrong": rec.wrong if rec else 0,
                })
    return pd.DataFrame(rows, columns=[
        "learner_id", "student", "lesson_id", "lesson", "lesson_order", "step", "step_title",
        "step_kind", "state", "level", "tries", "wrong"])


def progress_frame(members: Sequence[Member], steps: Sequence[MemberStep], lessons: Sequence,
                   lang: str) -> pd.DataFrame:
    """One row per student; per lesson "4 of 6 steps" (and the wrong tries, if any); the
    total of steps done. A step done counts once however it was done (read, watched, tried,
    answered, or played by "show me")."""
    by: dict[tuple[int, str], list[MemberStep]] = defaultdict(list)
    for s in steps:
        by[(s.learner_id, s.lesson_id)].append(s)
    rows = []
    for m in members:
        row: dict[str, object] = {t("class.progress.student", lang): m.nickname}
        total_done = 0
        for lesson in lessons:
            mine = by.get((m.learner_id, lesson.id), [])
            numbers = {x.number for x in lesson.steps}
            done = sum(1 for s in mine if s.done and s.step in numbers)
            total_done += done
            wrong = sum(s.wrong for s in mine)
            cell = t("class.progress.cell", lang, done=done, total=len(lesson.steps))
            if wrong:
                cell += t("class.progress.cell_wrong", lang, wrong=wrong)
            row[lesson.title(lang)] = cell
        row[t("class.progress.total", lang)] = total_done
        rows.append(row)
    return pd.DataFrame(rows)


def wrong_frame(wrong: Sequence[WrongCount], lessons: Sequence, lang: str,
                top: int = TOP_WRONG) -> pd.DataFrame:
    """Per lesson step (in lesson order, named by its title), its `top` most common wrong
    tries: the try in words, what was wrong with it (the rule in words, or "wrong answer"),
    and by how many students (a student who made the same try twice counts once)."""
    order = {x.id: (i, x) for i, x in enumerate(lessons)}
    kept: dict[tuple[str, int], list[WrongCount]] = defaultdict(list)
    for w in sorted(wrong, key=lambda w: (-w.students, -w.count)):
        if len(kept[(w.lesson_id, w.step)]) < top:
            kept[(w.lesson_id, w.step)].append(w)
    rows = []
    for (lid, step), items in sorted(kept.items(),
                                     key=lambda kv: (order.get(kv[0][0], (99, None))[0],
                                                     kv[0][1])):
        lesson = order.get(lid, (0, None))[1]
        title = lesson.title(lang) if lesson is not None else lid
        found = lesson.step(step) if lesson is not None else None
        step_title = found.title(lang) if found is not None else ""
        label = (t("class.wrong.step_titled", lang, lesson=title, title=step_title)
                 if step_title else t("class.wrong.step_label", lang, lesson=title, step=step))
        for w in items:
            what, why = wrong_try_words(w, lang)
            rows.append({
                t("class.wrong.step", lang): label,
                t("class.wrong.try", lang): what,
                t("class.wrong.rule", lang): why,
                t("class.wrong.count", lang): w.students,
            })
    return pd.DataFrame(rows, columns=[t(k, lang) for k in (
        "class.wrong.step", "class.wrong.try", "class.wrong.rule", "class.wrong.count")])


def _where(game: str, profile: str, lang: str) -> str:
    """The table a deal was played at: the profile's name, and a shared table's code (a deal
    played with others, tables/grader.py records it) beside it."""
    name = catalogue.profile_name(profile, lang)
    if game.startswith("table:"):  # tables/grading.game_key
        return t("class.practice.at_table", lang, table=name, code=game[len("table:"):])
    return name


def practice_frame(members: Sequence[Member], deals: Sequence[MemberDeal],
                   lang: str) -> pd.DataFrame:
    names = {m.learner_id: m.nickname for m in members}
    rows = []
    for d in deals:
        if d.learner_id not in names:
            continue
        grades = ", ".join(f"{t(KEYS.GRADE[g], lang)} × {n}"
                           for g, n in sorted(d.deal.grades.items()))
        rows.append({
            t("class.progress.student", lang): names[d.learner_id],
            t("class.practice.deal", lang): d.deal.deal_number,
            t("class.practice.table", lang): _where(d.deal.game, d.deal.profile, lang),
            t("class.practice.us", lang): d.deal.ns_points,
            t("class.practice.them", lang): d.deal.ew_points,
            t("class.practice.illegal", lang): d.deal.illegal_tries,
            t("class.practice.take_backs", lang): d.deal.take_backs,
            t("class.practice.grades", lang): grades,
        })
    return pd.DataFrame(rows)


def csv_bytes(frame: pd.DataFrame) -> bytes:
    """CSV for a spreadsheet. A cell starting with = + - @ is quoted with a ' so a nickname
    cannot become a formula."""
    safe = frame.map(lambda v: f"'{v}" if isinstance(v, str) and v[:1] in "=+-@\t\r" else v)
    buf = io.StringIO()
    safe.to_csv(buf, index=False)
    return buf.getvalue().encode("utf-8-sig")


def site_base(url: str | None) -> str:
    base = (url or "").split("?")[0].rstrip("/")
    for tail in ("/class", "/classroom", "/home", "/lessons", "/practice"):
        if base.endswith(tail):
            return base[: -len(tail)]
    return base


def join_url(base: str, code: str, lang: str) -> str:
    return f"{base}/class?{urlencode({'join': code, 'lang': lang})}"


def screen_url(base: str, join_code: str, lang: str) -> str:
    """The projector's presenter screen: the class's live deal and answers, no controls."""
    return f"{base}/classroom?{urlencode({'screen': join_code, 'present': '1', 'lang': lang})}"


def teacher_url(base: str, secret: str, lang: str) -> str:
    return f"{base}/class?{urlencode({'t': secret, 'lang': lang})}"


def qr_svg(url: str) -> str:
    """The join link as a QR code (SVG), big dark modules on white for a projector."""
    import segno

    return str(segno.make(url, error="m").svg_inline(scale=6, dark="#111111", light="#ffffff"))


# ------------------------------------------------------------------------------ homework


def share_code_of(text: str) -> str | None:
    """The sandbox share code in what a teacher pasted: a whole link (`…/sandbox?s=CODE&…`)
    or the code alone; None when it is neither or does not open (share.decode_share)."""
    from urllib.parse import parse_qs, urlparse

    from canasta_app.shell.share import ShareError, decode_share

    raw = str(text or "").strip()[:9000]
    if not raw:
        return None
    code = raw
    if "?" in raw or "s=" in raw:
        query = urlparse(raw).query or raw.split("?", 1)[-1]
        found = parse_qs(query).get("s")
        if not found:
            return None
        code = found[0]
    try:
        decode_share(code)
    except (ShareError, ValueError):
        return None
    return code


def homework_frame(items: Sequence[HomeworkItem], members: Sequence[Member],
                   steps: Sequence[MemberStep], wrong: Sequence[WrongCount],
                   sandbox_tries: Sequence[SandboxTries], sandbox_wrong: Sequence[SandboxWrong],
                   lessons: Sequence, lang: str) -> pd.DataFrame:
    """One row per homework item: what it is, when due, how many of the class did it and who,
    who has not yet, the class's tries at it, and the wrong try most students made (in words,
    with what was wrong and how many students). Names are plain text."""
    done: dict[int, dict[str, set[int]]] = defaultdict(lambda: defaultdict(set))
    tries: dict[tuple[int, str, int], int] = {}
    for s in steps:
        tries[(s.learner_id, s.lesson_id, s.step)] = s.tries
        if s.done:
            done[s.learner_id][s.lesson_id].add(s.step)
    sbx = {(x.homework_id, x.learner_id): x for x in sandbox_tries}
    cols = [t(key, lang) for key in KEYS.HW_COLUMN.values()]
    rows = []
    for item in items:
        wanted = homework_steps(item, lessons)
        did, not_yet, n_tries = [], [], 0
        for m in members:
            mine = sbx.get((item.id, m.learner_id))
            ok = homework_done(item, done[m.learner_id], bool(mine and mine.legal), lessons)
            (did if ok else not_yet).append(m.nickname)
            if item.kind == "sandbox":
                n_tries += mine.tries if mine else 0
            else:
                n_tries += sum(tries.get((m.learner_id, item.lesson_id or "", n), 0)
                               for n in wanted)
        if item.kind == "sandbox":
            top = next((w for w in sandbox_wrong if w.homework_id == item.id), None)
            common = (t("class.hw.wrong_line", lang, what=action_words(top.action, lang),
                        why=rule_title(top.slug, lang), students=top.students)
                      if top else t("class.hw.nobody", lang))
        else:
            mine_w = [w for w in wrong if w.lesson_id == item.lesson_id and w.step in wanted]
            best = max(mine_w, key=lambda w: (w.students, w.count), default=None)
            if best is None:
                common = t("class.hw.nobody", lang)
            else:
                what, why = wrong_try_words(best, lang)
                common = t("class.hw.wrong_line", lang, what=what, why=why,
                           students=best.students)
        rows.append(dict(zip(cols, [
            homework_title(item, lessons, lang),
            item.due.isoformat() if item.due else "",
            t("class.progress.cell", lang, done=len(did), total=len(members)),
            ", ".join(did) or t("class.hw.nobody", lang),
            ", ".join(not_yet) or t("class.hw.nobody", lang),
            n_tries, common], strict=True)))
    return pd.DataFrame(rows, columns=cols)


def heat_frame(grid: pd.DataFrame, lang: str) -> pd.DataFrame:
    """The class as a heat map, from `step_grid`: one row per student and lesson with the
    steps the student did out of the lesson's ("4/6"; a step "show me" played is not theirs),
    the steps named (done, still to do) for the square's tooltip, and the wrong tries. One
    pass over the grid's rows (a pandas group-by per square cost ~0.6 s for 30 students, and
    the teacher's view redraws this every few seconds)."""
    head: dict[tuple[int, int], tuple[str, str]] = {}  # (student, lesson) -> their names
    done: dict[tuple[int, int], list[str]] = defaultdict(list)
    todo: dict[tuple[int, int], list[str]] = defaultdict(list)
    wrong: dict[tuple[int, int], int] = defaultdict(int)
    for r in grid[["learner_id", "student", "lesson", "lesson_order", "state", "step_title",
                   "wrong"]].itertuples(index=False):
        key = (int(r.learner_id), int(r.lesson_order))
        head.setdefault(key, (str(r.student), str(r.lesson)))
        (done if r.state == "done" else todo)[key].append(str(r.step_title))
        wrong[key] += int(r.wrong)
    rows = []
    for key, (student, lesson) in head.items():
        n, total = len(done[key]), len(done[key]) + len(todo[key])
        rows.append({"learner_id": key[0], "student": student, "lesson": lesson,
                     "order": key[1], "done": n, "total": total,
                     "share": n / total if total else 0.0, "label": f"{n}/{total}",
                     "done_steps": ", ".join(done[key]) or "—",
                     "todo_steps": ", ".join(todo[key]) or "—", "wrong": wrong[key]})
    return pd.DataFrame(rows, columns=["learner_id", "student", "lesson", "order", "done",
                                       "total", "share", "label", "done_steps", "todo_steps",
                                       "wrong"])


def lesson_steps_frame(grid: pd.DataFrame, lesson_id: str, lang: str) -> pd.DataFrame:
    """One lesson's steps by student, from `step_grid`: each step named by its title, its state
    in words (done, done by "show me", tried, not started), the tries and wrong tries."""
    out = grid[grid["lesson_id"] == lesson_id].copy()
    out["state_words"] = [t(KEYS.HEAT_STATE[s], lang) for s in out["state"]]
    return out


TEACHER_REFRESH_ENV = "CANASTA_TEACHER_REFRESH_S"


def teacher_refresh_s(default: float = 3.0) -> float:
    """How often the teacher's view looks whether the class changed: every 3 s, or every
    CANASTA_TEACHER_REFRESH_S seconds (0.5 to 600) in a server started with it. The test
    suite's servers run with 1 s (tests/e2e/helpers.py): its browser tests wait for this timer
    to show a join or a step, and prove that the view follows the class by itself, not how
    often; a deployed site leaves it unset (benchmarks/class_load.py measured 3 s)."""
    try:
        value = float(os.environ.get(TEACHER_REFRESH_ENV, "").strip() or default)
    except ValueError:
        return default
    # a number of seconds a timer can keep: not "inf" or "nan", not a busy loop under 0.5 s
    return value if math.isfinite(value) and 0.5 <= value <= 600 else default
