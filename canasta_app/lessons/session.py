"""The lessons page's session: progress, navigation and every try of a step, without Streamlit
(tests drive it with plain dicts for the session state and the link's query).

State lives under the page's "lessons_" keys: `lessons_done` (steps done per lesson),
`lessons_state` (per step: the last feedback, hints shown, demo frame, tries) and the
widgets' own keys (`key(kind, lesson, step)`). Progress is mirrored into the link's `?done=`
so a saved link restores it; `?lesson=&step=` is the step open. A learner's saved progress
(canasta_app/store) is reached through a `Recorder` (the page passes
canasta_app.shell.learner; tests a stand-in).

Grading is `canasta_app.lessons.model` (the engine rules, the step's goal judges); this module only
keeps what the learner did.
"""

from __future__ import annotations

from collections.abc import Callable, MutableMapping
from typing import Any, Protocol

from canasta_app.lessons import model as L
from canasta_app.text.i18n import t
from canasta_core import typed as typed_moves

DONE = "lessons_done"
STEPS = "lessons_state"
DONE_SEEN = "lessons_done_seen"
FLASH = "lessons_flash"
MAX_PARAM = 60  # characters of a bad URL value echoed back


class Recorder(Protocol):
    """Where a learner's tries and progress are saved (canasta_app.shell.learner)."""

    def record_lesson(self, lid: str, n: int, fb: Any, answer: str | None = None) -> None: ...

    def record_lesson_done(self, lid: str, n: int) -> None: ...

    def record_read(self, lid: str, n: int) -> None: ...

    def merge_stored_done(self, done: dict[str, set[int]]) -> None: ...

    def skip_merge(self) -> None: ...


class NoStore:
    """A recorder that keeps nothing (no saved progress)."""

    def record_lesson(self, lid: str, n: int, fb: Any, answer: str | None = None) -> None:
        pass

    def record_lesson_done(self, lid: str, n: int) -> None:
        pass

    def record_read(self, lid: str, n: int) -> None:
        pass

    def merge_stored_done(self, done: dict[str, set[int]]) -> None:
        pass

    def skip_merge(self) -> None:
        pass


def key(kind: str, lid: str, n: int) -> str:
    """A step's widget key: lessons_<kind>_<lesson>_<step>."""
    return f"lessons_{kind}_{lid}_{n}"


class LessonsSession:
    """One visitor's lessons: what is done, which step is open, and each step's tries."""

    def __init__(
        self,
        state: MutableMapping[str, Any],
        query: MutableMapping[str, str],
        lang: str,
        lessons: tuple[L.Lesson, ...],
        recorder: Recorder | None = None,
        reset_picker: Callable[[str], None] | None = None,
    ) -> None:
        self.state = state
        self.query = query
        self.lang = lang
        self.lessons = lessons
        self.by_id = {x.id: x for x in lessons}
        self.recorder: Recorder = recorder or NoStore()
        self._reset_picker = reset_picker or (lambda prefix: None)

    def tr(self, k: str, **params: Any) -> str:
        return t(k, self.lang, **params)

    # ------------------------------------------------------------------ progress

    def progress(self) -> dict[str, set[int]]:
        """Steps done per lesson; merged once with the saved progress and with ?done= from a
        saved link."""
        done: dict[str, set[int]] = self.state.setdefault(DONE, {})
        self.recorder.merge_stored_done(done)
        raw = self.query.get("done")
        if raw and self.state.get(DONE_SEEN) != raw:
            for lid, steps in L.decode_progress(raw, self.lessons).items():
                done.setdefault(lid, set()).update(steps)
            self.state[DONE_SEEN] = raw
        return done

    def done_in(self, lid: str) -> set[int]:
        return self.progress().get(lid, set())

    def mark_done(self, lid: str, n: int) -> None:
        self.progress().setdefault(lid, set()).add(n)

    def read(self, lid: str, n: int) -> None:
        """A reading step on screen: reading it is doing it. Saved the first time (not on
        every rerun), so the teacher's count and another device see it done as this one
        does."""
        done = self.progress().setdefault(lid, set())
        if n not in done:
            done.add(n)
            self.recorder.record_read(lid, n)

    def all_done(self) -> bool:
        return all(len(self.done_in(x.id)) == len(x.steps) for x in self.lessons)

    def totals(self) -> tuple[int, int]:
        """(steps done, steps) over every lesson."""
        done = self.progress()
        return (sum(len(done.get(x.id, set())) for x in self.lessons),
                sum(len(x.steps) for x in self.lessons))

    def suggested(self) -> str | None:
        """The first lesson not finished (its button is the primary one)."""
        done = self.progress()
        return next((x.id for x in self.lessons if len(done.get(x.id, set())) < len(x.steps)),
                    None)

    def open_target(self, lesson: L.Lesson) -> tuple[str, int]:
        """(label key, step) of a lesson's button in the list: start, continue or review."""
        done = self.done_in(lesson.id)
        if not done:
            return "lessons.start", 1
        if len(done) == len(lesson.steps):
            return "lessons.review", 1
        return "lessons.continue", L.resume_step(lesson, done)

    def progress_code(self) -> str:
        return L.encode_progress(self.progress(), self.lessons)

    def sync_done_param(self) -> None:
        """The link's ?done= says what is done (and nothing when nothing is)."""
        code = self.progress_code()
        if code:
            if self.query.get("done") != code:
                self.query["done"] = code
            self.state[DONE_SEEN] = code
        elif "done" in self.query:
            del self.query["done"]

    def clear_progress(self) -> None:
        self.state[DONE] = {}
        self.state[STEPS] = {}
        self.state[DONE_SEEN] = None
        self.recorder.skip_merge()  # saved progress stays under the code, not merged back
        if "done" in self.query:
            del self.query["done"]
        self.state[FLASH] = self.tr("lessons.reset_done")

    def take_flash(self) -> str | None:
        return self.state.pop(FLASH, None)

    # ------------------------------------------------------------------ navigation

    def go(self, lid: str | None, n: int | None = None) -> None:
        """Open a lesson's step (None: the list). A callback: it runs before the page, so the
        link is already right for the run that follows."""
        for k in ("lesson", "step"):
            if k in self.query:
                del self.query[k]
        if lid is not None:
            self.query["lesson"] = lid
            self.query["step"] = str(n or 1)

    def opened(self) -> tuple[L.Lesson | None, int, str | None]:
        """(the lesson the link opens or None for the list, its step, a notice about a link
        value that could not be used). An unknown lesson goes back to the list."""
        wanted = self.query.get("lesson")
        if wanted is None:
            return None, 0, None
        lesson = self.by_id.get(str(wanted))
        if lesson is None:
            self.go(None)
            return None, 0, self.tr("lessons.unknown_lesson", value=str(wanted)[:MAX_PARAM])
        n = L.parse_step_param(self.query.get("step"), lesson)
        if n == 0:
            return lesson, 1, self.tr("lessons.unknown_step", lesson=lesson.title(self.lang),
                                      value=str(self.query.get("step"))[:MAX_PARAM],
                                      count=len(lesson.steps))
        return lesson, n or 1, None

    def later_lesson(self, lesson: L.Lesson) -> L.Lesson | None:
        return next((x for x in self.lessons if x.order > lesson.order), None)

    # ------------------------------------------------------------------ one step's tries

    def step(self, lid: str, n: int) -> L.Step:
        step = self.by_id[lid].step(n)
        assert step is not None
        return step

    def step_state(self, lid: str, n: int) -> dict[str, Any]:
        steps: dict[str, dict[str, Any]] = self.state.setdefault(STEPS, {})
        return steps.setdefault(f"{lid}.{n}", {"fb": None, "hints": 0, "frame": 0,
                                               "shown": False})

    def feedback(self, lid: str, n: int) -> L.Feedback | None:
        fb: L.Feedback | None = self.step_state(lid, n)["fb"]
        return fb

    def judge(self, lid: str, n: int, text: str) -> None:
        fb = L.attempt(self.step(lid, n), text)
        st_ = self.step_state(lid, n)
        st_["fb"] = fb
        st_["shown"] = False
        self.recorder.record_lesson(lid, n, fb)
        if fb.ok:
            self.mark_done(lid, n)

    def typed(self, lid: str, n: int) -> None:
        self.judge(lid, n, str(self.state.get(key("input", lid, n), "")))

    def picked(self, lid: str, n: int, text: str) -> None:
        """The card picker sent an action: it is written in the box (notation is learnt by
        watching it being written) and judged exactly as sent."""
        self.state[key("input", lid, n)] = typed_moves.write(text, self.lang)
        self.judge(lid, n, text)

    def show_me(self, lid: str, n: int) -> None:
        step = self.step(lid, n)
        self.state[key("input", lid, n)] = typed_moves.write(step.solutions[0], self.lang)
        st_ = self.step_state(lid, n)
        st_["fb"] = L.show_me(step)
        st_["shown"] = True
        self.recorder.record_lesson(lid, n, st_["fb"])
        self.mark_done(lid, n)

    def retry(self, lid: str, n: int) -> None:
        st_ = self.step_state(lid, n)
        st_["fb"] = None
        st_["shown"] = False
        self._reset_picker(key("pick", lid, n))  # no cards picked (the typed text stays)

    def hint(self, lid: str, n: int) -> None:
        st_ = self.step_state(lid, n)
        st_["hints"] = min(L.HINT_RUNGS, st_["hints"] + 1)

    def demo(self, lid: str, n: int, delta: int) -> None:
        """A demo's next (+1) or previous (-1) move, or back to its start (0)."""
        step = self.step(lid, n)
        st_ = self.step_state(lid, n)
        st_["frame"] = 0 if delta == 0 else max(0, min(len(step.actions), st_["frame"] + delta))
        if st_["frame"] == len(step.actions):
            self.mark_done(lid, n)
            self.recorder.record_lesson_done(lid, n)

    def legal_answer(self, lid: str, n: int, says_legal: bool) -> None:
        st_ = self.step_state(lid, n)
        st_["tries"] = st_.get("tries", 0) + 1
        fb = L.answer_legal(self.step(lid, n), says_legal, st_["tries"])
        st_["fb"] = fb
        self.recorder.record_lesson(lid, n, fb, answer="legal" if says_legal else "illegal")
        if fb.kind != "wrong-answer":  # answered (rightly, or revealed after the last try)
            self.mark_done(lid, n)

    def score_answer(self, lid: str, n: int) -> None:
        st_ = self.step_state(lid, n)
        raw = str(self.state.get(key("score", lid, n), ""))
        answer = raw.strip()
        if st_.get("fb") is not None and st_.get("answer") == answer:
            return  # Enter, then Check, on the same number: one answer, one try
        st_["answer"] = answer
        fb = L.answer_score(self.step(lid, n), answer, st_.get("tries", 0) + 1)
        st_["tries"] = fb.tries
        st_["fb"] = fb
        self.recorder.record_lesson(lid, n, fb, answer=raw)
        if fb.ok:
            self.mark_done(lid, n)

    def score_reveal(self, lid: str, n: int) -> None:
        st_ = self.step_state(lid, n)
        st_["fb"] = L.reveal_score(self.step(lid, n))
        self.recorder.record_lesson(lid, n, st_["fb"])
        self.mark_done(lid, n)

    def hints_shown(self, lid: str, n: int) -> list[str]:
        """The hints revealed so far (one rung per click)."""
        hints = self.step(lid, n).hints(self.lang)
        return list(hints[: self.step_state(lid, n)["hints"]])

    def more_hints(self, lid: str, n: int) -> bool:
        return bool(self.step_state(lid, n)["hints"] < len(self.step(lid, n).hints(self.lang)))


__all__ = ["LessonsSession", "NoStore", "Recorder", "key"]
