"""A lesson step's exercise drawn: a try (the card picker and the notation box, the feedback,
hints, "show me"), a demo (its moves one by one) or a quiz (is it legal? / what does it
score?). Every click goes to the lessons page session (canasta_app.lessons.session)."""

from __future__ import annotations

from functools import partial

import streamlit as st

from canasta_app.lessons import model as L
from canasta_app.lessons.session import LessonsSession, key
from canasta_app.text.i18n import t
from canasta_app.text.move_words import action_words
from canasta_app.ui.picker import card_picker
from canasta_app.ui.ruling import md_escape, render_ruling
from canasta_app.ui.scroll import bring_into_view
from canasta_app.ui.table import seat_name, side_name
from canasta_core.positions import Position
from canasta_core.typed import examples


class StepView:
    """The exercise of step `n` of lesson `lid`, drawn for `session`."""

    def __init__(self, session: LessonsSession, lid: str, n: int) -> None:
        self.session = session
        self.lang = session.lang
        self.lid = lid
        self.n = n
        self.step = session.step(lid, n)
        self.args = (lid, n)

    def tx(self, k: str, **params: object) -> str:
        return t(k, self.lang, **params)

    def key(self, kind: str) -> str:
        return key(kind, self.lid, self.n)

    # ------------------------------------------------------------------ shared parts

    def hints(self) -> None:
        for i, hint in enumerate(self.session.hints_shown(*self.args), start=1):
            st.info(f"**{self.tx('lessons.hint_n', n=i)}** — {hint}", icon=":material/lightbulb:")

    def hint_button(self) -> None:
        """The next rung of the ladder, if any (call inside a horizontal container)."""
        if self.session.more_hints(*self.args):
            first = not self.session.hints_shown(*self.args)
            st.button(self.tx("lessons.hint" if first else "lessons.hint_more"),
                      key=self.key("hint"), on_click=self.session.hint, args=self.args,
                      icon=":material/lightbulb:")

    def coaching(self, fb: L.Feedback) -> None:
        if fb.note(self.lang):
            st.info(fb.note(self.lang), icon=":material/school:")

    def feedback(self, fb: L.Feedback, shown: bool, pos: Position | None = None) -> None:
        if fb.action:
            words = md_escape(action_words(fb.action, self.lang, pos))
            st.markdown(self.tx("lessons.shown" if shown else "lessons.you_tried", action=words))
        message = fb.message(self.lang)
        if fb.kind == "success":
            st.success(message, icon=":material/check_circle:")
        elif fb.kind == "shown":
            st.info(message, icon=":material/visibility:")
        elif fb.kind == "input":
            st.warning(message, icon=":material/keyboard:")
        elif fb.kind == "off-goal":
            st.info(message, icon=":material/my_location:")
        else:
            st.markdown(message)
        if fb.ruling is not None:
            render_ruling(fb.ruling, self.lang)
        self.coaching(fb)

    # ------------------------------------------------------------------ a try

    def try_it(self) -> None:
        step, session = self.step, self.session
        pos = step.position
        assert pos is not None and step.goal is not None
        state = session.step_state(*self.args)
        fb = session.feedback(*self.args)
        alone = pos.rules.alone(pos.turn)  # two or three players: no side to name (profiles.md)
        st.markdown(self.tx("lessons.you_are_alone" if alone else "lessons.you_are",
                            seat=seat_name(pos.turn, self.lang),
                            side="" if alone else side_name(pos.side, self.lang),
                            goal=L.goal_text(step.goal, step.goal_rank, self.lang)))
        # the answer first, right under the step's text (on a phone it was below the card
        # buttons, off the screen); the cards to try again with follow it
        if fb is not None:
            with st.container(key=self.key("answer")):
                self.feedback(fb, state["shown"], pos)
                if fb.kind != "success":  # after "show me" too: the learner may still do it
                    st.button(self.tx("lessons.retry"), key=self.key("retry"),
                              on_click=session.retry, args=self.args, icon=":material/replay:")
        # a phone scrolled down to the card buttons would not see the answer: bring it up (drawn
        # on every run, so the place it holds never passes to another element)
        bring_into_view(f".st-key-{self.key('answer')}", id(fb) if fb is not None else 0)
        if fb is not None and fb.ok:
            return
        self._picker(pos)
        with st.form(self.key("form"), border=False, enter_to_submit=True):
            c1, c2 = st.columns([4, 1], vertical_alignment="bottom")
            c1.text_input(self.tx("lessons.type_label"), key=self.key("input"),
                          placeholder=self.tx("lessons.type_placeholder"), max_chars=200)
            c2.form_submit_button(self.tx("lessons.type_submit"), on_click=session.typed,
                                  args=self.args, use_container_width=True, type="primary")
            # the box's own examples: notation belongs here, with the box it is typed in
            st.caption(self.tx("lessons.examples",
                               examples=" · ".join(f"`{e}`" for e in examples(self.lang))))
        self.hints()
        with st.container(horizontal=True):
            self.hint_button()
            st.button(self.tx("lessons.show_me"), key=self.key("showme"),
                      on_click=session.show_me, args=self.args, icon=":material/visibility:")

    @st.fragment
    def _picker(self, pos: Position) -> None:
        """The card picker, a fragment: a card or kind clicked reruns only the picker, not
        the page with its table (a whole-page run a click before). Sending the action (Try
        it, or a bare action) is judged in the click's callback; the answer and the table
        after it are the page's, so that click's run goes on to the whole page."""
        sent = card_picker(self.key("pick"), pos, self.lang,
                           on_confirm=partial(self.session.picked, *self.args),
                           confirm_label=self.tx("components.picker.try"))
        if sent is not None:
            st.rerun()

    # ------------------------------------------------------------------ a demo

    def demo(self) -> int:
        """The demo's controls and narration; returns the frame to show on the table."""
        step, session = self.step, self.session
        frame = session.step_state(*self.args)["frame"]
        total = len(step.actions)
        narration = step.narration(self.lang)
        if frame == 0:
            st.info(self.tx("lessons.demo_start"), icon=":material/play_circle:")
        for i in range(frame):
            with st.container(border=True):
                words = action_words(step.actions[i], self.lang, step.frames[i])
                st.markdown(self.tx("lessons.demo_move", n=i + 1, total=total,
                                    action=md_escape(words)))
                st.markdown(narration[i])
        if frame == total:
            st.success(self.tx("lessons.demo_done"), icon=":material/check_circle:")
        with st.container(horizontal=True):
            for kind, delta, disabled, primary in (("next", 1, frame >= total, True),
                                                   ("back", -1, frame == 0, False),
                                                   ("restart", 0, frame == 0, False)):
                label = self.tx("lessons.demo_play" if kind == "next" else f"lessons.demo_{kind}")
                st.button(label, key=self.key(f"demo_{kind}"), on_click=session.demo,
                          args=(*self.args, delta), disabled=disabled,
                          type="primary" if primary else "secondary")
        return int(frame)

    # ------------------------------------------------------------------ a quiz

    def quiz(self) -> None:
        if self.step.quiz == "legal":
            self._legal_quiz()
        else:
            self._score_quiz()

    def _legal_quiz(self) -> None:
        step, session = self.step, self.session
        fb = session.feedback(*self.args)
        action = action_words(step.action, self.lang, step.position)
        st.markdown("##### " + self.tx("lessons.quiz_legal_q", action=md_escape(action)))
        answered = fb is not None and fb.kind != "wrong-answer"
        if not answered:
            c1, c2 = st.columns(2)
            for col, says, kind, icon in ((c1, True, "yes", ":material/check:"),
                                          (c2, False, "no", ":material/block:")):
                col.button(self.tx(f"lessons.quiz_legal_{kind}"), key=self.key(f"quiz_{kind}"),
                           icon=icon, on_click=session.legal_answer, args=(*self.args, says),
                           use_container_width=True)
        if fb is not None and not answered:
            st.warning(fb.message(self.lang), icon=":material/replay:")
        if fb is not None and answered:
            (st.success if fb.ok else st.error)(fb.message(self.lang))
            if fb.ruling is not None:
                render_ruling(fb.ruling, self.lang)
            self.coaching(fb)
            return
        self.hints()
        with st.container(horizontal=True):
            self.hint_button()

    def _score_quiz(self) -> None:
        step, session = self.step, self.session
        assert step.side is not None
        fb = session.feedback(*self.args)
        st.markdown("##### " + self.tx("lessons.quiz_score_q",
                                       side=side_name(step.side, self.lang),
                                       part=self.tx(f"lessons.part.{step.part}")))
        answered = fb is not None and fb.kind in ("success", "revealed")
        if not answered:
            with st.form(self.key("scoreform"), border=False, enter_to_submit=True):
                c1, c2 = st.columns([3, 1], vertical_alignment="bottom")
                c1.text_input(self.tx("lessons.quiz_score_label"), key=self.key("score"),
                              max_chars=L.MAX_ANSWER_TEXT)
                c2.form_submit_button(self.tx("lessons.quiz_check"),
                                      on_click=session.score_answer, args=self.args,
                                      type="primary", use_container_width=True)
        if fb is not None:
            if fb.kind == "success":
                st.success(fb.message(self.lang), icon=":material/check_circle:")
            elif fb.kind == "revealed":
                st.info(fb.message(self.lang))
            else:
                st.warning(fb.message(self.lang))
            if answered:
                self.coaching(fb)
        if answered:
            return
        self.hints()
        with st.container(horizontal=True):
            self.hint_button()
            st.button(self.tx("lessons.quiz_reveal"), key=self.key("reveal"),
                      on_click=session.score_reveal, args=self.args,
                      icon=":material/visibility:")


__all__ = ["StepView"]
