"""The class view's figures without Streamlit (issue 39): every kind of step counted, progress
by student and by step for the heat map, cells in words, wrong tries by students with the rule
in words and quiz answers as wrong answers."""

from __future__ import annotations

from datetime import UTC, datetime

from helpers.words import says

from canasta_app.classes import report as cv
from canasta_app.lessons.model import catalogue
from canasta_app.store.api import Member, MemberStep, WrongCount
from canasta_core import catalogue as rules

LESSONS, _ = catalogue()
NOW = datetime(2026, 12, 7, tzinfo=UTC)
ANA, BEN = Member(1, "Ana", NOW), Member(2, "<b>Ben</b>", NOW)


def _lesson_with_every_kind() -> tuple:  # type: ignore[type-arg]
    return next(x for x in LESSONS if {"explain", "try"} <= {s.kind for s in x.steps})


def test_a_lesson_done_every_way_reads_as_finished_and_never_with_brackets() -> None:
    lesson = _lesson_with_every_kind()
    steps = [MemberStep(1, lesson.id, s.number, True, 0 if s.kind == "explain" else 1,
                        1 if s.kind == "try" else 0) for s in lesson.steps]
    frame = cv.progress_frame([ANA, BEN], steps, LESSONS, "en")
    total = len(lesson.steps)
    wrong = sum(1 for s in lesson.steps if s.kind == "try")
    ana = frame.iloc[0][lesson.title("en")]
    assert ana == f"{total} of {total} · {wrong} wrong"
    assert frame.iloc[1][lesson.title("en")] == f"0 of {total}"
    assert "(" not in ana and "/" not in ana
    es = cv.progress_frame([ANA], steps, LESSONS, "es")
    assert es.iloc[0][lesson.title("es")] == f"{total} de {total} · {wrong} equivocados"


def test_a_row_for_a_step_the_lesson_no_longer_has_is_not_counted() -> None:
    lesson = LESSONS[0]
    steps = [MemberStep(1, lesson.id, 99, True, 1, 0)]
    assert cv.progress_frame([ANA], steps, LESSONS, "en").iloc[0][lesson.title("en")] == (
        f"0 of {len(lesson.steps)}")


def test_step_grid_is_every_student_by_every_step_with_titles_and_states() -> None:
    lesson = _lesson_with_every_kind()
    first, second, third = lesson.steps[:3]
    steps = [MemberStep(1, lesson.id, first.number, True, 0, 0),
             MemberStep(1, lesson.id, second.number, False, 2, 2),
             MemberStep(2, lesson.id, third.number, True, 1, 0, shown=True)]
    grid = cv.step_grid([ANA, BEN], steps, LESSONS, "es")
    assert len(grid) == 2 * sum(len(x.steps) for x in LESSONS)
    mine = grid[(grid.lesson_id == lesson.id)].set_index(["learner_id", "step"])
    assert mine.loc[(1, first.number), "state"] == "done"
    assert mine.loc[(1, second.number), ["state", "tries", "wrong"]].tolist() == ["tried", 2, 2]
    assert mine.loc[(2, third.number), "state"] == "shown"
    assert mine.loc[(2, first.number), "state"] == "none"
    assert mine.loc[(1, first.number), "step_title"] == first.title("es")
    assert set(grid.level) <= {0, 1, 2, 3} and grid.student.iloc[-1] == "<b>Ben</b>"
    assert all(grid.step_title.str.len() > 0)


def test_wrong_tries_by_students_with_the_rule_in_words() -> None:
    lesson = LESSONS[0]
    step = lesson.steps[0]
    wrong = [WrongCount(lesson.id, step.number, "draw", None, 5, 1, "off-goal"),
             WrongCount(lesson.id, step.number, "take 7H 7S", "pile.frozen", 2, 2, "illegal"),
             WrongCount(lesson.id, step.number, "95", None, 1, 1, "quiz"),
             WrongCount(lesson.id, step.number, "legal", None, 1, 1, "quiz")]
    frame = cv.wrong_frame(wrong, LESSONS, "en")
    rows = [r.tolist() for _, r in frame.iterrows()]
    assert rows[0][2] == rules.title("pile.frozen", "en") and rows[0][3] == 2
    assert all("pile.frozen" not in str(x) and "(" not in r[2] for r in rows for x in r)
    by_try = {r[1]: r[2] for r in rows}
    assert by_try["answered 95"] == "wrong answer"
    assert by_try[says("class.wrong.said_legal")] == says("class.wrong.wrong_answer")
    assert "short of the goal" not in " ".join(by_try.values())
    assert list(frame.columns)[3] == "Students"
    assert rows[0][0] == f"{lesson.title('en')}: {step.title('en')}"


def test_an_unknown_slug_is_never_shown() -> None:
    assert cv.rule_title("no.such-rule", "en") == says("class.wrong.other_rule")
    assert cv.rule_title("pile.frozen", "es") == rules.title("pile.frozen", "es")


def test_the_device_keeps_only_codes_and_its_script_leaves_nothing_behind() -> None:
    from canasta_app.shell import device

    assert device._clean("abcd2345") == "ABCD2345"
    for bad in ('"; alert(1); "', "ABCD-2345", "x" * 40, "", None, "ABCD 2345"):
        assert device._clean(bad) is None
    kept = device.script(device.ME, "ABCD2345")
    assert '"canasta_me"' in kept and '"ABCD2345"' in kept and "max-age=\" + 31536000" in kept
    assert "me.remove()" in kept and "SameSite=Lax" in kept
    assert "31536000" not in device.script(device.ME, None)


def test_a_share_link_or_code_is_read_and_anything_else_refused() -> None:
    import canasta_core as cc
    from canasta_app.shell.share import encode_state

    code = encode_state(cc.deal(7), [])
    assert cv.share_code_of(f"http://h:8501/sandbox?s={code}&lang=es") == code
    assert cv.share_code_of(f"  {code} ") == code
    for junk in ("", "hello", "http://h/sandbox?lang=es", code[:-6], "1." + "A" * 20):
        assert cv.share_code_of(junk) is None


def test_homework_done_means_every_step_asked() -> None:
    from canasta_app.store.api import HomeworkItem

    lesson = LESSONS[0]
    whole = HomeworkItem(1, 1, "lesson", lesson.id, None, None, None, None, NOW)
    one = HomeworkItem(2, 1, "step", lesson.id, 2, None, None, None, NOW)
    box = HomeworkItem(3, 1, "sandbox", None, None, "x", "Q?", None, NOW)
    some = {lesson.id: {2}}
    every = {lesson.id: {s.number for s in lesson.steps}}
    assert not cv.homework_done(whole, some, False, LESSONS)
    assert cv.homework_done(whole, every, False, LESSONS)
    assert cv.homework_done(one, some, False, LESSONS)
    assert cv.homework_done(box, {}, True, LESSONS) and not cv.homework_done(box, every, False,
                                                                              LESSONS)
    assert cv.homework_title(one, LESSONS, "es").startswith(f"{lesson.title('es')}, paso 2: ")
    assert cv.homework_title(box, LESSONS, "en") == "Situation: Q?"
