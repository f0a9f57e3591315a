"""AppTest: the Lessons page — the list, deep links, and two lessons walked to the end."""

from __future__ import annotations

from html import escape

from helpers.apptest import click, open_page, walk
from helpers.words import lead, says
from streamlit.testing.v1 import AppTest

from canasta_app.lessons import model as L
from canasta_app.text.i18n import t
from canasta_app.text.move_words import action_words


def open_lessons(**params: str) -> AppTest:
    return open_page("lessons", params)


def ok(at: AppTest) -> None:
    assert not at.exception, [e.value for e in at.exception]



def html(at: AppTest) -> str:
    return "\n".join(str(n.value) for n in walk(at._tree) if getattr(n, "type", "") == "html")


def text(at: AppTest) -> str:
    """Every markdown, caption, alert and heading text on the page."""
    parts: list[str] = []
    for group in (at.markdown, at.caption, at.info, at.success, at.warning, at.error, at.title,
                  at.subheader):
        parts.extend(str(e.value) for e in group)
    parts.extend(str(p.proto.text) for p in at.get("progress"))
    return "\n".join(parts)



def labels(at: AppTest) -> list[str]:
    return [b.label for b in at.button]


def submit(at: AppTest, input_key: str, value: str, label: str) -> None:
    at.text_input(key=input_key).set_value(value)
    [b for b in at.button if b.label == label][0].click().run()
    ok(at)


def step_number(at: AppTest) -> str:
    return str(at.query_params.get("step"))


def test_list_shows_every_lesson_with_progress() -> None:
    at = open_lessons()
    assert at.title[0].value == "Lessons"
    body = text(at)
    cards = html(at)  # each lesson's title, summary and rules: one HTML element (issue 22)
    for lesson in L.load_lessons():
        assert escape(lesson.title_en) in cards
        assert f'href="./reference?rule={lesson.teaches[0]}&amp;lang=en"' in cards
    assert "0 of" in body
    assert labels(at).count("Start") == len(L.load_lessons())


def test_a_lesson_card_is_escaped_and_says_finished() -> None:
    from canasta_app.lessons.list_view import lesson_card_html

    card = lesson_card_html(3, "A <b>bold</b> & title", "Sum <script>x</script>",
                            ("pile.frozen",), "es", True)
    assert "<b>" not in card and "<script>" not in card
    assert "3. A &lt;b&gt;bold&lt;/b&gt; &amp; title" in card
    assert t("lessons.finished_badge", "es") in card
    assert 'href="./reference?rule=pile.frozen&amp;lang=es"' in card
    assert t("lessons.finished_badge", "es") not in lesson_card_html(
        3, "T", "S", ("pile.frozen",), "es", False)


def test_progress_is_restored_from_a_link() -> None:
    at = open_lessons(done="freezing.1.2,opening.1.2.3.4.5.6,junk.1")
    body = text(at)
    assert "8 of" in body
    assert "Continue" in labels(at) and "Review" in labels(at)
    click(at, "lessons_open_freezing")  # continue where the learner stopped
    assert at.query_params["lesson"] == "freezing" and step_number(at) == "3"


def test_deep_link_opens_the_step() -> None:
    at = open_lessons(lesson="freezing", step="3")
    assert at.title[0].value.startswith("Freezing")
    body = text(at)
    assert "Step 3 of 7" in body
    assert "Your side has not opened" in body
    assert at.text_input(key="lessons_input_freezing_3") is not None
    # the table of the step's position is shown
    assert "Frozen for North–South" in html(at)
    # and a copyable link to this very step, drawn when its box is opened (issue 22)
    assert not at.code
    at.session_state["lessons_copy_open"] = True
    at.run()
    assert any("lesson=freezing&step=3" in str(c.value) for c in at.code)


def test_unknown_lesson_shows_a_note_and_the_list() -> None:
    at = open_lessons(lesson="no-such-lesson", step="2")
    assert "no-such-lesson" in text(at)
    assert at.title[0].value == "Lessons"
    assert "Start" in labels(at)
    assert "lesson" not in at.query_params


def test_unknown_step_falls_back_to_step_one() -> None:
    at = open_lessons(lesson="freezing", step="99")
    body = text(at)
    assert "has no step 99" in body and "Step 1 of 7" in body


def test_freezing_walked_to_the_end() -> None:
    at = open_lessons(lesson="freezing", step="1")
    assert "Step 1 of 7" in text(at)
    click(at, "lessons_next")

    # 2: a buried wild card — solved by clicking cards and the action button
    assert step_number(at) == "2"
    click(at, "lessons_pick_freezing_2_chip_5C_1")  # the card picker: one chip per card
    click(at, "lessons_pick_freezing_2_chip_5H_1")
    click(at, "lessons_pick_freezing_2_confirm")
    # the clicks built exactly this move, told in words (notation is for the typed box)
    assert says("lessons.you_tried", action=action_words("take 5C 5H")) in text(at)
    assert "Well done" in text(at)
    click(at, "lessons_next")

    # 3: a side that has not opened — one wrong try first
    assert step_number(at) == "3"
    submit(at, "lessons_input_freezing_3", "take 8C 2C", "Try it")
    verdict = html(at)
    assert "Not legal" in verdict and "pile.frozen" in verdict
    assert says("lesson.freezing.steps.2.wrong.0.feedback") in text(at)  # the lesson's own words
    click(at, "lessons_hint_freezing_3")
    assert "Hint 1" in text(at)
    click(at, "lessons_retry_freezing_3")
    assert "Not legal" not in html(at)
    assert at.text_input(key="lessons_input_freezing_3").value == "take 8C 2C"  # kept
    submit(at, "lessons_input_freezing_3", "take 8C 8D; KC KD KH", "Try it")
    assert "Well done" in text(at)
    assert says("lessons.after_title") in text(at)
    click(at, "lessons_next")

    # 4: quiz — is it legal? (the engine says no)
    assert step_number(at) == "4"
    click(at, "lessons_quiz_no_freezing_4")
    assert "Right!" in text(at) and "pile.frozen" in html(at)
    click(at, "lessons_next")

    # 5: demo, played move by move
    assert step_number(at) == "5"
    for _ in range(3):
        click(at, "lessons_demo_next_freezing_5")
    assert "Move 3 of 3" in text(at) and says("lessons.demo_done") in text(at)
    assert at.button(key="lessons_demo_next_freezing_5").disabled
    click(at, "lessons_next")

    # 6: a wild card on top — draw
    assert step_number(at) == "6"
    click(at, "lessons_pick_freezing_6_bare_draw")
    assert "Well done" in text(at)
    click(at, "lessons_next")

    # 7: the summary, then finish
    assert step_number(at) == "7"
    assert says("lessons.next_lesson", title=t("lesson.threes.title")) in labels(at)
    click(at, "lessons_finish")
    assert "lesson" not in at.query_params
    assert at.query_params["done"] == "freezing.1.2.3.4.5.6.7"
    assert "7/7 steps" in text(at)


def test_scoring_925_walked_to_the_end() -> None:
    at = open_lessons(lesson="scoring-925", step="1")
    click(at, "lessons_next")

    # 2: go out — a wrong try (no canasta yet), then "show me"
    submit(at, "lessons_input_scoring-925_2", "meld AC AD AH", "Try it")
    assert "out.canasta" in html(at) and "Not legal" in html(at)
    assert says("lesson.scoring-925.steps.1.wrong.0.feedback") in text(at)  # this try's note
    click(at, "lessons_showme_scoring-925_2")
    assert lead("lessons.shown") in text(at) and "Shown:" in text(at)
    assert "Well done" not in text(at)  # it showed; the learner did not do it
    click(at, "lessons_next")

    answers = {3: "130", 4: "500", 5: "200", 6: "-5"}
    for n, value in answers.items():
        assert step_number(at) == str(n)
        submit(at, f"lessons_score_scoring-925_{n}", value, "Check")
        assert "Right" in text(at) and "First try" in text(at), (n, text(at))
        # the breakdown would answer the later steps: not yet
        assert not at.table and says("lessons.breakdown") not in text(at)
        click(at, "lessons_next")

    # 7: the total — a wrong answer first, then 925
    assert step_number(at) == "7"
    submit(at, "lessons_score_scoring-925_7", "920", "Check")
    assert "920 is too low" in text(at)
    assert "You finished" not in text(at)  # not before the last step is done
    submit(at, "lessons_score_scoring-925_7", "925", "Check")
    assert "Right" in text(at) and "925" in text(at) and "2 tries" in text(at)
    assert at.dataframe or at.table  # the engine's breakdown is shown, now
    assert "You finished" in text(at)
    click(at, "lessons_finish")
    assert at.query_params["done"] == "scoring-925.1.2.3.4.5.6.7"


def test_a_legality_quiz_gives_another_try_before_the_answer() -> None:
    at = open_lessons(lesson="freezing", step="4")  # the engine says: not legal
    click(at, "lessons_quiz_yes_freezing_4")
    assert "answer again" in text(at) and "pile.frozen" not in html(at)
    click(at, "lessons_quiz_no_freezing_4")
    assert "Right!" in text(at) and "2 tries" in text(at) and "pile.frozen" in html(at)


def test_the_finished_banner_waits_for_the_last_step() -> None:
    lesson = L.get_lesson("opening")
    assert lesson is not None
    last = len(lesson.steps)
    at = open_lessons(lesson="opening", step=str(last))
    assert "You finished" not in text(at)
    click(at, f"lessons_showme_opening_{last}")
    assert "You finished" in text(at)


def test_spanish() -> None:
    at = open_lessons(lang="es", lesson="freezing", step="3")
    assert at.title[0].value == "El pozo congelado"
    submit(at, "lessons_input_freezing_3", "take 8C 2C", "Probar")
    verdict = html(at)
    assert "No válida" in verdict or "pile.frozen" in verdict
    assert "congelado" in verdict
    assert "Para una pareja que no abrió" in text(at)


def test_bad_input_is_answered_not_raised() -> None:
    at = open_lessons(lesson="freezing", step="2")
    submit(at, "lessons_input_freezing_2", "<script>alert(1)</script>", "Try it")
    assert "can't read that action" in text(at)
    # the text typed is never drawn as HTML (the page's own scripts are: the table's taps)
    assert "alert(1)" not in html(at) and "<script>alert" not in html(at)
    assert at.button(key="lessons_pick_freezing_2_confirm").disabled  # no card picked yet
    submit(at, "lessons_input_freezing_2", "draw", "Try it")  # legal, not the goal
    assert says("lessons.fb.short_goal", goal=t("lesson-goal.take-pile")) in text(at)
    assert at.text_input(key="lessons_input_freezing_2").value == "draw"  # kept


def test_every_step_of_every_lesson_opens() -> None:
    for lesson in L.load_lessons():
        for step in lesson.steps:
            at = open_lessons(lesson=lesson.id, step=str(step.number))
            assert f"Step {step.number} of {len(lesson.steps)}" in text(at)


def test_every_lesson_can_be_completed_without_a_dead_end() -> None:
    """Walk every lesson with the page's own buttons (show me, reveal, play) to the end: each
    step is marked done and "Next"/"Finish" is always there."""
    at = open_lessons()
    for lesson in L.load_lessons():
        click(at, f"lessons_open_{lesson.id}")
        for step in lesson.steps:
            n = step.number
            assert step_number(at) == str(n), (lesson.id, n)
            k = f"{lesson.id}_{n}"
            if step.kind == "try":
                click(at, f"lessons_showme_{k}")
                assert "Shown:" in text(at) and "Well done" not in text(at), (lesson.id, n)
            elif step.kind == "demo":
                for _ in step.actions:
                    click(at, f"lessons_demo_next_{k}")
            elif step.quiz == "legal":
                click(at, f"lessons_quiz_yes_{k}")
                if "The engine rules this move" not in text(at):  # wrong: answer again
                    assert "answer again" in text(at) and "✓ done" not in text(at)
                    assert "Not legal" not in html(at) and "Legal" not in html(at)
                    click(at, f"lessons_quiz_yes_{k}")
                assert "The engine rules this move" in text(at)
            elif step.quiz == "score":
                click(at, f"lessons_reveal_{k}")
                assert "The engine's answer" in text(at)
            assert "✓ done" in text(at), (lesson.id, n)
            click(at, "lessons_next" if n < len(lesson.steps) else "lessons_finish")
    assert at.query_params["done"] == L.encode_progress(
        {x.id: {s.number for s in x.steps} for x in L.load_lessons()}, L.load_lessons())
    assert labels(at).count("Review") == len(L.load_lessons())


def test_a_quiz_about_the_opening_minimum_does_not_show_it_on_the_table() -> None:
    at = open_lessons(lesson="opening", step="5")  # "is 15 points enough to open at -250?"
    assert "cc-table" in html(at) and "opening minimum" not in html(at)
    at = open_lessons(lesson="opening", step="3")  # a try: the minimum is the task's target
    assert "opening minimum" in html(at)


def test_one_number_answered_twice_is_one_try_and_retry_forgets_the_picks() -> None:
    # Enter, then Check, on the same number: one answer (it was counted twice, issue 23)
    at = open_page("lessons", {"lesson": "cards-and-deal", "step": "6"})
    submit(at, "lessons_score_cards-and-deal_6", "-90", "Check")
    submit(at, "lessons_score_cards-and-deal_6", "-90", "Check")
    assert at.session_state["lessons_state"]["cards-and-deal.6"]["tries"] == 1
    assert "Check each line" not in text(at)  # no lines are shown before the answer
    submit(at, "lessons_score_cards-and-deal_6", "-80", "Check")
    assert at.session_state["lessons_state"]["cards-and-deal.6"]["tries"] == 2
    # a wrong try by clicking cards, then "Try again": no card stays picked
    at = open_page("lessons", {"lesson": "freezing", "step": "3"})
    click(at, "lessons_pick_freezing_3_chip_8C_1")
    click(at, "lessons_pick_freezing_3_chip_2C_1")
    click(at, "lessons_pick_freezing_3_confirm")
    assert "Not legal" in html(at)
    click(at, "lessons_retry_freezing_3")
    assert not at.session_state["lessons_pick_freezing_3_sel"]


def test_the_table_states_the_answer_given_not_what_it_rules() -> None:
    # L7 s6 asks whether North may go out after a no: the table's banner answered it
    at = open_page("lessons", {"lesson": "going-out", "step": "6"})
    assert "may not go out" not in html(at) and "South said no" in html(at)
