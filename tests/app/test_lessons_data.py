"""The lesson files: every one loads and validates with the engine, and the loader rejects
malformed files with clear messages. Also the step logic (attempt, quizzes, progress codes)."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from helpers.words import says

import canasta_core as cc
from canasta_app.lessons import model as L
from canasta_core.catalogue import PROFILE_RULES, RULE_SLUGS

LESSON_FILES = sorted(L.LESSONS_DIR.glob("*.toml"))
LESSONS = L.load_lessons()
STEPS = [(lesson, step) for lesson in LESSONS for step in lesson.steps]


def step_id(item: tuple[L.Lesson, L.Step]) -> str:
    return f"{item[0].id}-{item[1].number}"


def of_kind(kind: str) -> list[tuple[L.Lesson, L.Step]]:
    return [x for x in STEPS if x[1].kind == kind]


# --- the files -------------------------------------------------------------------------------

def test_the_required_lessons_exist_in_order() -> None:
    ids = [x.id for x in LESSONS]
    assert len(LESSON_FILES) == len(LESSONS) >= 11
    for required in ("cards-and-deal", "melds-and-canastas", "opening", "taking-the-pile",
                     "freezing", "threes", "going-out", "end-of-stock", "scoring-925",
                     "the-game", "final-quiz"):
        assert required in ids
    assert [x.order for x in LESSONS] == sorted(x.order for x in LESSONS)
    # the course of the classic game ends with the final quiz; the other tables come after it
    classic = [x.id for x in LESSONS if not any(t in PROFILE_RULES for t in x.teaches)]
    assert classic[-1] == "final-quiz"
    assert ids.index("playing-with-two") > ids.index("final-quiz")


@pytest.mark.parametrize("path", LESSON_FILES, ids=lambda p: p.stem)
def test_every_file_loads_and_validates(path: Path) -> None:
    lesson = L.load_lesson(path)
    assert lesson.id == path.stem
    assert 4 <= len(lesson.steps) <= 8, "each lesson has 4 to 8 steps"
    for lang in ("en", "es"):
        assert lesson.title(lang) and lesson.summary(lang)
        for step in lesson.steps:
            assert step.text(lang).strip()


def test_most_lessons_have_a_try_step() -> None:
    with_try = [x for x in LESSONS if any(s.kind == "try" for s in x.steps)]
    assert len(with_try) >= len(LESSONS) - 2


def test_all_34_slugs_are_taught() -> None:
    assert len(RULE_SLUGS) == 34
    assert L.slugs_taught(LESSONS) - set(PROFILE_RULES) == set(RULE_SLUGS)


def test_lessons_for_slug() -> None:
    rows = L.lessons_for_slug("pile.frozen")
    assert ("freezing", L.get_lesson("freezing").title_en, L.get_lesson("freezing").title_es) in rows  # type: ignore[union-attr]
    for slug in RULE_SLUGS:
        assert L.lessons_for_slug(slug), slug
    assert L.lessons_for_slug("no.such-slug") == []


@pytest.mark.parametrize("item", STEPS, ids=step_id)
def test_every_position_is_valid(item: tuple[L.Lesson, L.Step]) -> None:
    _, step = item
    if step.position is None:
        assert step.kind == "explain"
        return
    again = cc.load(cc.dump(step.position))  # round-trips through the notation
    assert again == step.position


@pytest.mark.parametrize("item", of_kind("try"), ids=step_id)
def test_try_solutions_are_legal_and_meet_the_goal(item: tuple[L.Lesson, L.Step]) -> None:
    _, step = item
    assert step.position is not None and step.goal in L.GOALS
    assert step.solutions
    for text in step.solutions:
        ruling = cc.check(step.position, text)
        assert ruling.legal, (text, ruling.rule, ruling.reason)
        fb = L.attempt(step, text)
        assert fb.ok and fb.kind == "success", (text, fb.message("en"))
    assert len(step.hints_en) == len(step.hints_es) == 3


@pytest.mark.parametrize("item", of_kind("try"), ids=step_id)
def test_try_wrong_tries_are_refused_with_their_slug(item: tuple[L.Lesson, L.Step]) -> None:
    _, step = item
    assert step.position is not None
    for wrong in step.wrong:
        ruling = cc.check(step.position, wrong.action)
        assert not ruling.legal and ruling.rule == wrong.slug, (wrong.action, ruling.rule)
        fb = L.attempt(step, wrong.action)
        assert not fb.ok and fb.kind == "illegal" and fb.slug == wrong.slug
        if wrong.feedback_en:
            assert fb.note("en") == wrong.feedback_en and fb.note("es") == wrong.feedback_es


def test_the_tries_include_wrong_tries() -> None:
    assert sum(len(s.wrong) for _, s in of_kind("try")) >= 20


@pytest.mark.parametrize("item", of_kind("demo"), ids=step_id)
def test_demo_actions_are_legal_in_sequence(item: tuple[L.Lesson, L.Step]) -> None:
    _, step = item
    assert len(step.frames) == len(step.actions) + 1
    assert len(step.narration_en) == len(step.narration_es) == len(step.actions)
    pos = step.position
    for action, frame in zip(step.actions, step.frames[1:], strict=True):
        assert cc.check(pos, action).legal
        pos = cc.play(pos, action)  # type: ignore[arg-type]
        assert pos == frame


@pytest.mark.parametrize("item", of_kind("quiz"), ids=step_id)
def test_quiz_answers_come_from_the_engine(item: tuple[L.Lesson, L.Step]) -> None:
    lesson, step = item
    raw = tomllib.loads(Path(lesson.path).read_text(encoding="utf-8"))["steps"][step.number - 1]
    assert not set(raw) & {"answer", "answer_en", "answer_es", "legal", "expected", "score",
                           "total"}, "a quiz stores no answer"
    if step.quiz == "legal":
        ruling = cc.check(step.position, step.action)  # type: ignore[arg-type]
        assert L.quiz_ruling(step) == ruling
        right = L.answer_legal(step, ruling.legal)
        wrong = L.answer_legal(step, not ruling.legal)
        assert right.ok and not wrong.ok
        # a first wrong answer reveals nothing: the learner answers again
        assert wrong.kind == "wrong-answer" and wrong.ruling is None and not wrong.note("en")
        last = L.answer_legal(step, not ruling.legal, tries=L.LEGAL_QUIZ_TRIES)
        assert last.kind == "revealed" and not last.ok
        assert right.ruling == last.ruling == ruling
        second = L.answer_legal(step, ruling.legal, tries=2)
        assert second.ok and "2 tries" in second.message("en")
        assert "First try" in right.message("en")
        assert ruling.rule != "card.not-held"
    else:
        assert step.quiz == "score" and step.side in ("NS", "EW")
        expected = cc.score(step.position)[step.side][step.part]  # type: ignore[arg-type]
        assert L.quiz_score(step)[0] == expected
        assert L.answer_score(step, str(expected)).ok
        fb = L.answer_score(step, str(expected + 5))
        assert not fb.ok and fb.kind == "wrong-answer"


def test_quiz_answers_are_mixed() -> None:
    legal = [L.quiz_ruling(s).legal for _, s in of_kind("quiz") if s.quiz == "legal"]
    assert True in legal and False in legal


def test_the_925_example() -> None:
    lesson = L.get_lesson("scoring-925")
    assert lesson is not None
    totals = [s for s in lesson.steps if s.quiz == "score" and s.part == "total"]
    assert totals and L.quiz_score(totals[0])[0] == 925
    parts = {s.part: L.quiz_score(s)[0] for s in lesson.steps if s.quiz == "score"}
    assert parts == {"melds": 130, "canastas": 500, "red_threes": 200, "hands": -5, "total": 925}


# --- step logic -------------------------------------------------------------------------------

def freezing_step(n: int) -> L.Step:
    lesson = L.get_lesson("freezing")
    assert lesson is not None
    step = lesson.step(n)
    assert step is not None
    return step


def test_attempt_unreadable_and_empty_input() -> None:
    step = freezing_step(2)
    for text in ("", "   ", "tkae 5C", "take 5X", "take " + "5C " * 200):
        fb = L.attempt(step, text)
        assert not fb.ok and fb.kind == "input" and fb.ruling is None
        assert fb.message("en") and fb.message("es") and fb.message("en") != fb.message("es")
    assert "no es una jugada" in L.attempt(step, "tkae 5C").message("es")  # the engine's words, in Spanish


def test_attempt_illegal_uses_the_lesson_note_whose_condition_holds() -> None:
    step = freezing_step(2)
    fb = L.attempt(step, "take 5c 2h")  # case-insensitive, same as the listed wrong try
    assert fb.kind == "illegal" and fb.slug == "pile.frozen" and fb.action == "take 5C 2H"
    assert "natural and a wild card" in fb.note("en")
    assert fb.facts["hand_wilds"] == "1" and fb.facts["why_code"] == "wild"
    # the bare take is refused with the same rule but gets the note written for it
    bare = L.attempt(step, "take")
    assert bare.slug == "pile.frozen" and "Adding the top card" in bare.note("en")
    # the same rule with other facts (no wild card named): no note was written for it
    fb2 = L.attempt(step, "take KC KD")
    assert fb2.slug == "pile.frozen" and fb2.note("en") == ""
    # a refusal with a slug the lesson has no words for: just the engine's ruling
    fb3 = L.attempt(step, "meld 5C 5H")
    assert fb3.kind == "illegal" and fb3.slug == "turn.not-yours" and fb3.ruling is not None
    assert fb3.note("en") == "" and fb3.ruling.reason_in("es") != fb3.ruling.reason


def step_of(lesson_id: str, n: int) -> L.Step:
    lesson = L.get_lesson(lesson_id)
    assert lesson is not None
    step = lesson.step(n)
    assert step is not None
    return step


@pytest.mark.parametrize("lesson_id,n,action,written_for,other", [
    # the three: each note was shown for a try it was not written for
    ("melds-and-canastas", 2, "meld 9S 2C JK", "natural nine", "meld KH 2C JK"),
    ("the-game", 3, "meld AC AD AH JK", "110 of 120", "meld AC AD AH; KC KD KS"),
    ("scoring-925", 2, "meld AC AD AH", "Put the king in", "meld KS AC AD"),
])
def test_a_note_is_shown_only_for_the_tries_it_was_written_for(
        lesson_id: str, n: int, action: str, written_for: str, other: str) -> None:
    step = step_of(lesson_id, n)
    assert written_for in L.attempt(step, action).note("en")
    fb = L.attempt(step, other)
    assert written_for not in fb.note("en")
    if fb.kind == "illegal":
        assert fb.slug == cc.check(step.position, other).rule  # type: ignore[arg-type]


def test_attempt_legal_but_off_goal_says_what_is_missing() -> None:
    step = freezing_step(2)
    fb = L.attempt(step, "draw")  # legal; the stock is a count, so an unseen card is drawn
    assert fb.kind == "off-goal" and not fb.ok
    assert says("lesson-goal.take-pile") in fb.message("en")
    assert "levantar el pozo" in fb.message("es")
    assert fb.after is not None and fb.after.stock_size == step.position.stock_size - 1  # type: ignore[union-attr]
    short = L.attempt(step_of("scoring-925", 2), "meld KS")  # legal: the canasta, aces kept
    assert short.kind == "off-goal" and "3 cards" in short.message("en")
    assert "3 cartas" in short.message("es")


def test_draw_changes_the_table() -> None:
    step = step_of("cards-and-deal", 3)
    assert isinstance(step.position.stock, int)  # type: ignore[union-attr]
    fb = L.attempt(step, "draw")
    assert fb.ok and fb.after is not None
    assert fb.after.stock_size == step.position.stock_size - 1  # type: ignore[union-attr]
    assert len(fb.after.hand("N")) == len(step.position.hand("N")) + 1  # type: ignore[union-attr]
    assert fb.after.phase == "play"
    # the card drawn is one nobody can see: never a red three, and the same every time
    assert L.attempt(step, "draw").after == fb.after


def test_as_many_wild_cards_as_allowed_means_three() -> None:
    step = step_of("melds-and-canastas", 3)
    assert step.goal_rank == "6" and step.goal_wilds == 3
    assert L.attempt(step, "meld 6C 6D 2H 2S JK").ok
    for short, n in (("meld 6C 6D JK", "one wild card"), ("meld 6C 6D 2H JK", "2 wild cards")):
        fb = L.attempt(step, short)
        assert not fb.ok and fb.kind == "off-goal" and n in fb.message("en"), fb.message("en")
        assert "asks for more" in fb.message("en") and "3" not in fb.message("en")  # no answer
    off = L.attempt(step, "meld 6C 6D 2H 2S JK JK")
    assert off.kind == "illegal" and off.slug == "meld.wilds"


def test_show_me_says_it_showed() -> None:
    for _, step in of_kind("try"):
        fb = L.show_me(step)
        assert fb.kind == "shown" and fb.action == step.solutions[0]
        assert fb.message("en") != L.attempt(step, step.solutions[0]).message("en")
        assert "Well done" not in fb.message("en") and "Muy bien" not in fb.message("es")


def test_goal_lines_do_not_give_the_answer_away() -> None:
    # on "start your turn" steps the question is whether the pile can be taken
    assert "draw" not in L.goal_text("draw", None, "en")
    assert "robar" not in L.goal_text("draw", None, "es")


def test_a_breakdown_waits_for_the_later_steps_it_answers() -> None:
    lesson = L.get_lesson("scoring-925")
    assert lesson is not None
    quizzes = [s for s in lesson.steps if s.quiz == "score"]
    assert [L.breakdown_gives_away(lesson, s) for s in quizzes] == [True] * (len(quizzes) - 1) + [
        False]


def test_goal_rank() -> None:
    lesson = L.get_lesson("melds-and-canastas")
    assert lesson is not None
    step = lesson.step(4)  # add the queen to the side's queens
    assert step is not None and step.goal_rank == "Q"
    assert L.attempt(step, "meld QD").ok


def test_parse_score() -> None:
    assert L.parse_score("925") == 925
    assert L.parse_score(" -5 ") == -5
    assert L.parse_score("−5") == -5
    assert L.parse_score("1,000") == 1000
    assert L.parse_score("925 points") == 925
    assert L.parse_score("925 puntos") == 925
    assert L.parse_score("nine") is None
    assert L.parse_score("") is None
    assert L.parse_score("9" * 30) is None


def test_score_quiz_feedback() -> None:
    lesson = L.get_lesson("scoring-925")
    assert lesson is not None
    step = lesson.step(7)
    assert step is not None
    low = L.answer_score(step, "920")
    assert low.kind == "wrong-answer" and "too low" in low.message("en")
    assert L.answer_score(step, "1000").message("es").startswith("1000 es demasiado")
    right = L.answer_score(step, "925", tries=3)
    assert right.ok and "3 tries" in right.message("en") and "3 intentos" in right.message("es")
    bad = L.answer_score(step, "lots")
    assert bad.kind == "input"
    shown = L.reveal_score(step)
    assert shown.expected == 925 and shown.breakdown["NS"]["total"] == 925


def test_negative_scores_are_spoken_of_as_a_loss() -> None:
    step = step_of("cards-and-deal", 6)
    expected = L.quiz_score(step)[0]
    assert expected < 0
    closer = L.answer_score(step, str(expected + 15)).message("en")
    assert "too high" not in closer and "further below zero" in closer
    further = L.answer_score(step, str(expected - 15)).message("en")
    assert "too low" not in further and "not that far below zero" in further
    assert "below zero" in L.answer_score(step, str(-expected)).message("en")


def test_compose_action_from_clicked_cards() -> None:
    pos = freezing_step(3).position
    assert pos is not None
    assert L.compose_action("take", ["8C", "2C"], pos) == "take 8C 2C"
    assert L.compose_action("take", ["8C", "8D", "KC", "KD", "KH"], pos) == "take 8C 8D; KC KD KH"
    assert L.compose_action("take", [], pos) == "take"
    assert L.compose_action("meld", ["KC", "KD", "2C", "5H", "5S", "JK"]) in (
        "meld KC KD 2C; 5H 5S JK", "meld KC KD JK; 5H 5S 2C")
    assert L.compose_action("discard", ["9C"]) == "discard 9C"
    assert L.compose_action("draw", ["9C"]) == "draw"
    for kind in ("take", "meld"):
        text = L.compose_action(kind, ["8C", "8D", "2C"], pos)
        cc.parse(text)  # always valid grammar


def test_progress_round_trip_and_junk() -> None:
    done = {"freezing": {1, 2, 3}, "scoring-925": {7}}
    code = L.encode_progress(done, LESSONS)
    assert code == "freezing.1.2.3,scoring-925.7"
    assert L.decode_progress(code, LESSONS) == done
    assert L.decode_progress("garbage!!,freezing.x.99.2,nope.1,,", LESSONS) == {"freezing": {2}}
    assert L.decode_progress(None, LESSONS) == {}
    huge = L.decode_progress("freezing.1" * 10_000, LESSONS)  # capped: read only the start
    assert set(huge) <= {"freezing"} and huge.get("freezing", set()) <= {1}


def test_resume_and_step_param() -> None:
    lesson = L.get_lesson("freezing")
    assert lesson is not None
    assert L.resume_step(lesson, {1, 2}) == 3
    assert L.resume_step(lesson, set(range(1, 8))) == 1
    assert L.parse_step_param("3", lesson) == 3
    assert L.parse_step_param(None, lesson) is None
    for bad in ("0", "8", "abc", "-3", "1.5", "9" * 30):
        assert L.parse_step_param(bad, lesson) == 0


# --- every try's feedback matches the engine's ruling of that try ---------------------------

def near_misses(step: L.Step) -> list[str]:
    """Tries a learner could make around the step's solutions and listed wrong tries: one card
    dropped, added or swapped, the same cards with another action, and the bare actions."""
    pos = step.position
    assert pos is not None
    hand = list(pos.hand())
    out: set[str] = {"draw", "take", "pass", "ask", "yes", "no"}
    out.update(f"discard {c}" for c in hand[:4])
    for text in (*step.solutions, *(w.action for w in step.wrong)):
        a = cc.parse(text)
        groups = [list(g.cards) for g in a.groups] or ([[a.card]] if a.card else [])
        if not groups:
            continue
        verb = a.kind if a.kind in ("take", "meld") else "meld"
        flat = [c for g in groups for c in g]
        unused = [c for c in hand if c not in flat]

        def write(gs: list[list[str]], kind: str = verb) -> None:
            kept = [g for g in gs if g]
            out.add(kind + (" " + "; ".join(" ".join(g) for g in kept) if kept else ""))

        for gi, g in enumerate(groups):
            for ci in range(len(g)):
                write([h if i != gi else h[:ci] + h[ci + 1:] for i, h in enumerate(groups)])
                for c in unused[:3]:
                    write([h if i != gi else h[:ci] + [c] + h[ci + 1:]
                           for i, h in enumerate(groups)])
            for c in unused[:3]:
                write([h if i != gi else [*h, c] for i, h in enumerate(groups)])
        write(groups, "take" if verb == "meld" else "meld")
        out.add(f"discard {flat[0]}")
    return sorted(out)


@pytest.mark.parametrize("item", of_kind("try"), ids=step_id)
def test_every_try_is_answered_with_the_engines_ruling_of_that_try(
        item: tuple[L.Lesson, L.Step]) -> None:
    """The listed wrong tries and the generated near misses: an illegal try is answered with
    the rule the engine rules it on, and a note only when its condition holds for that try; a
    legal try is a success exactly when the goal holds, otherwise the message says what is
    missing."""
    _, step = item
    pos = step.position
    assert pos is not None
    tries = [w.action for w in step.wrong] + near_misses(step)
    assert len(tries) >= 10
    for text in tries:
        fb = L.attempt(step, text)
        try:
            a = cc.parse(text)
        except cc.NotationError:
            assert fb.kind == "input"
            continue
        ruling = cc.check(pos, a)
        if not ruling.legal:
            assert fb.kind == "illegal" and fb.slug == ruling.rule and fb.ruling == ruling, text
            facts = L.try_facts(pos, a, ruling)
            notes = [w for w in step.wrong if w.when is not None and w.when.holds(facts)]
            if fb.note("en"):
                assert notes, (text, fb.note("en"))  # never a note written for another try
                w = notes[0]
                assert w.when is not None and dict(w.when.facts)["rule"] == ruling.rule
                assert fb.note("en") == w.note(facts, "en") and fb.note("es") == w.note(facts, "es")
            else:
                assert not notes, text
            continue
        assert fb.note("en") == "" or fb.ok, text  # a lesson note is for refused tries
        met = L.goal_met(step.goal, step.goal_rank, pos, a, step.goal_wilds)  # type: ignore[arg-type]
        assert fb.ok == met, (text, fb.kind)
        if not met:
            assert fb.kind == "off-goal" and fb.message("en") and fb.message("es"), text


@pytest.mark.parametrize("item", of_kind("try"), ids=step_id)
def test_every_note_has_a_condition_that_its_own_try_meets(item: tuple[L.Lesson, L.Step]) -> None:
    _, step = item
    assert step.position is not None
    for w in step.wrong:
        if not w.feedback_en:
            continue
        assert w.when is not None, w.action
        ruling = cc.check(step.position, w.action)
        facts = L.try_facts(step.position, cc.parse(w.action), ruling)
        assert w.when.holds(facts), (w.action, w.when.text(), facts)
        assert L.attempt(step, w.action).note("en") == w.note(facts, "en")


# --- malformed files give clear errors ---------------------------------------------------------

GOOD = '''
id = "sample"
order = 99
title_en = "Sample"
title_es = "Ejemplo"
summary_en = "S"
summary_es = "E"
teaches = ["pile.frozen"]

[positions]
p = \'\'\'
{"format": "canasta/1", "dealer": "W", "turn": "N", "phase": "draw",
 "hands": {"N": ["5C", "5H", "2H", "9S"], "E": 9, "S": 8, "W": 10},
 "melds": {"NS": {"5": ["5D", "5S", "5S"]}}, "pile": ["8C", "JK", "5D"], "stock": 52}
\'\'\'

[[steps]]
kind = "try"
position = "p"
text_en = "Take it."
text_es = "Recogelo."
goal = "take-pile"
solutions = ["take 5C 5H"]
hints_en = ["a", "b", "c"]
hints_es = ["a", "b", "c"]

  [[steps.wrong]]
  action = "take"
  slug = "pile.frozen"
  when = {rule = "pile.frozen", why_code = "wild"}
  feedback_en = "Frozen."
  feedback_es = "Congelado."
'''


def write(tmp_path: Path, text: str, name: str = "sample") -> Path:
    p = tmp_path / f"{name}.toml"
    p.write_text(text, encoding="utf-8")
    return p


def test_the_sample_is_valid(tmp_path: Path) -> None:
    lesson = L.load_lesson(write(tmp_path, GOOD))
    assert lesson.steps[0].solutions == ("take 5C 5H",)


BROKEN = [
    pytest.param('solutions = ["take 5C 5H"]', 'solutions = []', "at least one", id="no-solution"),
    pytest.param('solutions = ["take 5C 5H"]', 'solutions = ["take 5C 2H"]', "illegal here",
                 id="illegal-solution"),
    pytest.param('solutions = ["take 5C 5H"]', 'solutions = ["draw"]', "does not meet the goal",
                 id="off-goal-solution"),
    pytest.param('action = "take"', 'action = "take 5C 5H"', "is legal here", id="wrong-is-legal"),
    pytest.param('slug = "pile.frozen"', 'slug = "pile.use-top"', "not pile.use-top",
                 id="wrong-slug-mismatch"),
    pytest.param('slug = "pile.frozen"', 'slug = "pile.frozn"', "not a slug", id="unknown-slug"),
    pytest.param('teaches = ["pile.frozen"]', 'teaches = ["turn.not-yours"]',
                 "rules.md's catalogue", id="teaches-engine-slug"),
    pytest.param('goal = "take-pile"', 'goal = "win"', '"goal" must be one of', id="bad-goal"),
    pytest.param('hints_es = ["a", "b", "c"]', 'hints_es = ["a", "b"]', "ladder of 3",
                 id="short-ladder"),
    pytest.param('text_es = "Recogelo."', '', '"text_es" is missing', id="missing-spanish"),
    pytest.param('solutions = ["take 5C 5H"]', 'soltions = ["take 5C 5H"]', "unknown key",
                 id="typo-key"),
    pytest.param('"stock": 52', '"stock": 52, "turn": "X"', "invalid", id="bad-position"),
    pytest.param('"hands": {"N": ["5C"', '"hands": {"N": ["5C", "5C", "5C"', "more than 2",
                 id="too-many-copies"),
    pytest.param('position = "p"', 'position = "q"', "neither position JSON", id="unknown-name"),
    pytest.param('kind = "try"', 'kind = "lecture"', '"kind" must be one of', id="bad-kind"),
    pytest.param('id = "sample"', 'id = "Sample Lesson"', "lesson id", id="bad-id"),
    pytest.param('order = 99', 'order = "first"', "whole number", id="bad-order"),
    pytest.param('title_es = "Ejemplo"', 'title_es = "Ejemplo', "not valid TOML", id="bad-toml"),
    pytest.param('hints_es = ["a", "b", "c"]', 'hints_es = ["a", "b", "c"]\nsuccess_en = "Took {nope}."'
                 '\nsuccess_es = "Tomaste {nope}."', "does not give", id="success-placeholder"),
    pytest.param('goal = "take-pile"', 'goal = "take-pile"\ngoal_wilds = 2', '"goal_wilds" must be',
                 id="goal-wilds-without-rank"),
    pytest.param('why_code = "wild"}', 'why_code = "not-opened"}', "does not hold for this very try",
                 id="note-condition-never-holds"),
    pytest.param('  when = {rule = "pile.frozen", why_code = "wild"}\n', '',
                 'a note needs "when"', id="note-without-condition"),
    pytest.param('why_code = "wild"}', 'colour = "red"}', '"when.colour": this try has no such fact',
                 id="note-condition-unknown-fact"),
    pytest.param('feedback_en = "Frozen."', 'feedback_en = "Frozen at {points}."',
                 "uses {points}, which is not a fact", id="note-placeholder-not-a-fact"),
]


@pytest.mark.parametrize("old,new,message", BROKEN)
def test_malformed_files_give_clear_errors(tmp_path: Path, old: str, new: str,
                                           message: str) -> None:
    assert old in GOOD
    path = write(tmp_path, GOOD.replace(old, new, 1))
    with pytest.raises(L.LessonError) as info:
        L.load_lesson(path)
    text = str(info.value)
    assert "sample.toml" in text
    assert message in text, text


def test_errors_name_the_step(tmp_path: Path) -> None:
    path = write(tmp_path, GOOD.replace('solutions = ["take 5C 5H"]', 'solutions = ["take 5C 2H"]'))
    with pytest.raises(L.LessonError, match=r"step 1 \(try\) solutions\[0\]"):
        L.load_lesson(path)


def test_a_quiz_with_a_stored_answer_is_rejected(tmp_path: Path) -> None:
    quiz = GOOD.split("[[steps]]")[0] + '''
[[steps]]
kind = "quiz"
quiz = "legal"
position = "p"
action = "take 5C 2H"
text_en = "Legal?"
text_es = "¿Legal?"
answer = false
'''
    with pytest.raises(L.LessonError, match="stores no answer"):
        L.load_lesson(write(tmp_path, quiz))
    score = quiz.replace('quiz = "legal"', 'quiz = "score"\nside = "NS"').replace(
        'action = "take 5C 2H"\n', "").replace("answer = false", "total = 925")
    with pytest.raises(L.LessonError, match="stores no answer"):
        L.load_lesson(write(tmp_path, score))


def test_a_quiz_about_a_card_not_held_is_rejected(tmp_path: Path) -> None:
    quiz = GOOD.split("[[steps]]")[0] + '''
[[steps]]
kind = "quiz"
quiz = "legal"
position = "p"
action = "take 5C 5S"
text_en = "Legal?"
text_es = "¿Legal?"
'''
    with pytest.raises(L.LessonError, match="does not hold"):
        L.load_lesson(write(tmp_path, quiz))


def test_demo_needs_legal_actions_and_matching_narration(tmp_path: Path) -> None:
    demo = GOOD.split("[[steps]]")[0] + '''
[[steps]]
kind = "demo"
position = "p"
text_en = "Watch."
text_es = "Mirá."
actions = ["take 5C 5H", "discard 9S"]
narration_en = ["one", "two"]
narration_es = ["uno", "dos"]
'''
    assert len(L.load_lesson(write(tmp_path, demo)).steps[0].frames) == 3
    short = demo.replace('narration_es = ["uno", "dos"]', 'narration_es = ["uno"]')
    with pytest.raises(L.LessonError, match="one line per action"):
        L.load_lesson(write(tmp_path, short))
    illegal = demo.replace('"discard 9S"', '"discard 9H"')
    with pytest.raises(L.LessonError, match=r"actions\[1\].*illegal"):
        L.load_lesson(write(tmp_path, illegal))


def test_score_quiz_needs_every_hand(tmp_path: Path) -> None:
    quiz = GOOD.split("[[steps]]")[0] + '''
[[steps]]
kind = "quiz"
quiz = "score"
side = "NS"
position = "p"
text_en = "Score?"
text_es = "¿Puntos?"
'''
    with pytest.raises(L.LessonError, match="cannot score"):
        L.load_lesson(write(tmp_path, quiz))


def test_id_must_match_the_file_name(tmp_path: Path) -> None:
    with pytest.raises(L.LessonError, match="must match the file name"):
        L.load_lesson(write(tmp_path, GOOD, name="other"))


def test_load_all_reports_broken_files_and_duplicate_orders(tmp_path: Path) -> None:
    write(tmp_path, GOOD)
    write(tmp_path, GOOD.replace('id = "sample"', 'id = "twin"'), name="twin")
    write(tmp_path, "this is not toml =", name="broken")
    lessons, errors = L.load_all(tmp_path)
    assert [x.id for x in lessons] == ["sample"]
    messages = " | ".join(str(e) for e in errors)
    assert "broken.toml" in messages and "not valid TOML" in messages
    assert "twin.toml" in messages and "order 99 is also used" in messages
    with pytest.raises(L.LessonError):
        L.load_lessons(tmp_path)


# --- playing with two (profiles.md, two-hand) -------------------------------------------------

def test_playing_with_two_is_a_two_hand_lesson_taught_for_its_rules() -> None:
    lesson = L.get_lesson("playing-with-two")
    assert lesson is not None and lesson.title("es") == "Jugar de a dos"
    assert {"two.draw", "two.out"} <= set(lesson.teaches)
    assert all(s.position is None or s.position.profile == "two-hand" for s in lesson.steps)
    assert ("playing-with-two", "Playing with two", "Jugar de a dos") in L.lessons_for_slug(
        "two.out")


def test_playing_with_two_draws_two_cards_and_keeps_both() -> None:
    step = step_of("playing-with-two", 2)
    assert len(step.position.hand("N")) == 15  # type: ignore[union-attr]
    fb = L.attempt(step, "draw")
    assert fb.ok and fb.after is not None
    assert len(fb.after.hand("N")) == 17 and fb.after.phase == "play"
    assert {"5H", "8S"} <= set(fb.after.hand("N"))  # the two top cards of the stock
    frozen = L.attempt(step, "take 6H")
    assert frozen.kind == "illegal" and frozen.slug == "pile.frozen" and frozen.note("en")


def test_playing_with_two_ends_the_turn_with_one_discard() -> None:
    step = step_of("playing-with-two", 3)
    assert len(step.position.hand("N")) == 17  # type: ignore[union-attr]
    fb = L.attempt(step, "discard 7D")
    assert fb.ok and fb.after is not None and len(fb.after.hand("N")) == 16
    assert fb.after.turn == "S"  # one discard ended the turn
    # any one discard ends the turn: the goal names no rank ("discard a card (with the
    # nines)" read as nonsense, issue 37)
    assert step.goal_rank is None and L.attempt(step, "discard 9S").ok
    assert L.goal_text(step.goal, step.goal_rank, "en") == L.goal_text("discard", None, "en")


def test_playing_with_two_one_canasta_is_refused_two_go_out() -> None:
    quiz = step_of("playing-with-two", 4)
    ruling = L.quiz_ruling(quiz)
    assert not ruling.legal and ruling.rule == "two.out"
    assert L.answer_legal(quiz, False).ok and not L.answer_legal(quiz, True).ok
    out = L.attempt(step_of("playing-with-two", 5), "meld 5C 5D 5H")
    assert out.ok and out.after is not None and out.after.phase == "over"


@pytest.mark.app
@pytest.mark.parametrize(("lang", "line"), [
    ("en", "You play **North**, alone."), ("es", "Jugás con **Norte**, solo."),
])
def test_playing_with_two_on_the_page_names_no_partnership(lang: str, line: str) -> None:
    from helpers.apptest import open_page

    at = open_page("lessons", {"lesson": "playing-with-two", "step": "2", "lang": lang})
    body = "\n".join(str(m.value) for m in at.markdown)
    assert line in body
    assert "North–South" not in body and "Norte–Sur" not in body


_SUITS = {"♣": "C", "♦": "D", "♥": "H", "♠": "S"}
_LONE = {"en": r"\blone (?:card, such as the )?(10|[2-9AKQJ])([♣♦♥♠])",
         "es": r"\b(10|[2-9AKQJ])([♣♦♥♠]) suelt[oa]"}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_card_a_step_calls_lone_is_alone_of_its_rank_in_the_hand(lang: str) -> None:
    """"The lone 9♠" while the hand holds the 9♦ (issue 37): a card a step's text calls lone is
    the only card of its rank in the hand of the seat to act."""
    import re

    seen = 0
    for lesson, step in STEPS:
        pos = step.position
        if pos is None or isinstance(pos.hands[pos.turn], int):
            continue
        for m in re.finditer(_LONE[lang], step.text(lang)):
            rank = "T" if m.group(1) == "10" else m.group(1)
            hand = pos.hand(pos.turn)
            assert rank + _SUITS[m.group(2)] in hand, (lesson.id, step.number, m.group(0))
            same = [c for c in hand if c[0] == rank]
            assert len(same) == 1, (lesson.id, step.number, m.group(0), same)
            seen += 1
    assert seen >= 1 or lang == "es"  # the English text names one (playing-with-two, 3)


def test_feedback_is_a_key_and_its_params_rendered_in_the_readers_language() -> None:
    """A try's feedback holds no sentence: a catalogue key and params, one value for every
    language; the message itself joins its parts and counts the tries (a few rendered
    sentences checked on purpose)."""
    step = next(s for lesson in L.load_lessons() for s in lesson.steps if s.quiz == "legal")
    legal = L.quiz_ruling(step).legal
    fb = L.answer_legal(step, says_legal=legal, tries=2)
    assert (fb.said.key, fb.said.params) == (
        "lessons.fb.quiz_answer", {"right": "yes", "legal": "yes" if legal else "no", "tries": 2})
    verdict = {True: ("legal.", "vale."), False: ("illegal.", "no vale.")}[legal]
    assert fb.message("en") == f"Right! The engine rules this move {verdict[0]} (2 tries.)"
    assert fb.message("es") == f"¡Correcto! El árbitro dice que la jugada {verdict[1]} (2 intentos.)"
    first = L.answer_legal(step, says_legal=legal, tries=1)
    assert first.message("en").endswith("(First try.)")
    assert first.message("es").endswith("(Al primer intento.)")
