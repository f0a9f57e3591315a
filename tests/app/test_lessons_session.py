"""The lessons page session without Streamlit: plain dicts for session state and the link."""

from __future__ import annotations

from typing import Any

from canasta_app.lessons import model as L
from canasta_app.lessons.session import LessonsSession, key
from canasta_app.text.i18n import t

LESSONS, _ = L.catalogue()


class Recorded:
    """A stand-in for the learner store: what the session asked it to keep."""

    def __init__(self, stored: dict[str, set[int]] | None = None) -> None:
        self.tries: list[tuple[str, int, str, str | None]] = []
        self.done: list[tuple[str, int]] = []
        self.reads: list[tuple[str, int]] = []
        self.stored = stored or {}
        self.skipped = False

    def record_lesson(self, lid: str, n: int, fb: Any, answer: str | None = None) -> None:
        self.tries.append((lid, n, fb.kind, answer))

    def record_lesson_done(self, lid: str, n: int) -> None:
        self.done.append((lid, n))

    def record_read(self, lid: str, n: int) -> None:
        self.reads.append((lid, n))

    def merge_stored_done(self, done: dict[str, set[int]]) -> None:
        if not self.skipped:
            for lid, steps in self.stored.items():
                done.setdefault(lid, set()).update(steps)

    def skip_merge(self) -> None:
        self.skipped = True


def new(query: dict[str, str] | None = None, recorder: Recorded | None = None,
        lang: str = "en") -> tuple[LessonsSession, dict[str, Any], dict[str, str]]:
    state: dict[str, Any] = {}
    q = dict(query or {})
    reset: list[str] = []
    s = LessonsSession(state, q, lang, LESSONS, recorder=recorder, reset_picker=reset.append)
    state["_resets"] = reset
    return s, state, q


def test_progress_from_the_link_the_store_and_back_into_the_link() -> None:
    rec = Recorded({"opening": {1}})
    s, _, q = new({"done": "freezing.1.2,junk.1"}, rec)
    assert s.done_in("freezing") == {1, 2} and s.done_in("opening") == {1}
    assert s.open_target(L.get_lesson("freezing")) == ("lessons.continue", 3)  # type: ignore[arg-type]
    s.sync_done_param()
    assert q["done"] == L.encode_progress({"freezing": {1, 2}, "opening": {1}}, LESSONS)
    s.clear_progress()
    assert s.totals()[0] == 0 and "done" not in q and rec.skipped
    assert s.take_flash() == t("lessons.reset_done", "en")
    assert s.take_flash() is None


def test_navigation_and_link_problems() -> None:
    s, _, q = new()
    assert s.opened() == (None, 0, None)
    s.go("freezing", 3)
    lesson, n, problem = s.opened()
    assert lesson is not None and lesson.id == "freezing" and n == 3 and problem is None
    q["step"] = "99"
    lesson, n, problem = s.opened()
    assert n == 1 and problem is not None and "has no step 99" in problem
    q["lesson"] = "x" * 500
    lesson, n, problem = s.opened()
    assert lesson is None and "lesson" not in q and problem is not None
    assert "x" * 61 not in problem  # a bad value is echoed back short
    s.go(None)
    assert "lesson" not in q and "step" not in q


def test_a_wrong_try_then_a_retry_then_the_right_move() -> None:
    rec = Recorded()
    s, state, _ = new(recorder=rec)
    state[key("input", "freezing", 3)] = "take 8C 2C"
    s.typed("freezing", 3)
    fb = s.feedback("freezing", 3)
    assert fb is not None and not fb.ok and 3 not in s.done_in("freezing")
    s.hint("freezing", 3)
    assert len(s.hints_shown("freezing", 3)) == 1
    s.retry("freezing", 3)
    assert s.feedback("freezing", 3) is None and state["_resets"] == ["lessons_pick_freezing_3"]
    s.picked("freezing", 3, "take 8C 8D; KC KD KH")
    assert state[key("input", "freezing", 3)] == "take 8C 8D; KC KD KH"
    assert s.feedback("freezing", 3).ok and 3 in s.done_in("freezing")  # type: ignore[union-attr]
    assert [t[:2] for t in rec.tries] == [("freezing", 3), ("freezing", 3)]


def test_show_me_writes_the_solution_and_counts_the_step() -> None:
    s, state, _ = new()
    s.show_me("freezing", 2)
    assert state[key("input", "freezing", 2)] == "take 5C 5H"
    assert s.step_state("freezing", 2)["shown"] and 2 in s.done_in("freezing")


def test_a_demo_played_to_the_end_is_done_and_recorded() -> None:
    rec = Recorded()
    s, _, _ = new(recorder=rec)
    for _ in range(5):  # more clicks than moves: it stops at the last
        s.demo("freezing", 5, 1)
    assert s.step_state("freezing", 5)["frame"] == 3 and 5 in s.done_in("freezing")
    assert ("freezing", 5) in rec.done
    s.demo("freezing", 5, 0)
    assert s.step_state("freezing", 5)["frame"] == 0


def test_a_legal_quiz_answer_counts_its_tries() -> None:
    rec = Recorded()
    s, _, _ = new(recorder=rec)
    s.legal_answer("freezing", 4, True)  # wrong: the engine says no
    assert s.feedback("freezing", 4).kind == "wrong-answer"  # type: ignore[union-attr]
    assert 4 not in s.done_in("freezing")
    s.legal_answer("freezing", 4, False)
    assert s.feedback("freezing", 4).ok and 4 in s.done_in("freezing")  # type: ignore[union-attr]
    assert [a for *_, a in rec.tries] == ["legal", "illegal"]


def test_a_score_answer_sent_twice_is_one_try_and_reveal_counts_the_step() -> None:
    s, state, _ = new()
    quiz = next(st for st in L.get_lesson("scoring-925").steps  # type: ignore[union-attr]
                if st.kind == "quiz" and st.quiz == "score")
    n = quiz.number
    state[key("score", "scoring-925", n)] = "1"
    s.score_answer("scoring-925", n)
    s.score_answer("scoring-925", n)  # Enter, then Check: the same answer
    assert s.step_state("scoring-925", n)["tries"] == 1
    s.score_reveal("scoring-925", n)
    assert s.feedback("scoring-925", n).kind == "revealed"  # type: ignore[union-attr]
    assert n in s.done_in("scoring-925")


def test_a_reading_step_is_saved_once_and_not_again_when_already_saved() -> None:
    """Issue 39: reading steps were done on screen but never saved, so the teacher saw 4/6
    where the student saw 6/6, and another device lost them."""
    explain = next(x for x in LESSONS for st_ in x.steps if st_.kind == "explain")
    n = next(st_.number for st_ in explain.steps if st_.kind == "explain")
    rec = Recorded()
    s, _, _ = new(recorder=rec)
    s.read(explain.id, n)
    s.read(explain.id, n)  # a rerun of the same page
    assert rec.reads == [(explain.id, n)] and n in s.done_in(explain.id)
    stored = Recorded({explain.id: {n}})  # another device: already saved there
    s2, _, _ = new(recorder=stored)
    s2.read(explain.id, n)
    assert stored.reads == [] and n in s2.done_in(explain.id)
