"""The projector's answers board without Streamlit: the most common answers and the rest as
"other answers", the move played and the expert's move always listed on reveal, the rules in
words, every word escaped."""

from __future__ import annotations

from helpers.words import says

from canasta_app.classroom.live_view import board_html
from canasta_app.domain.live import group_answers
from canasta_app.store.api import AnswerCount, PollInfo
from canasta_app.ui.ruling import broken_rule_title as rule_title


def counts(*spec: tuple[str, int]) -> list[AnswerCount]:
    return [AnswerCount(a, not a.startswith("meld"), None if not a.startswith("meld")
                        else "meld.rank", n) for a, n in spec]


def poll(revealed: bool = False, answer: str | None = "discard 5D",
         expert: str | None = None) -> PollInfo:
    return PollInfo(1, 1, 5, "S", (), answer, revealed, False, expert)


def test_the_most_common_are_listed_and_the_rest_summed() -> None:
    board = group_answers(counts(("discard 4S", 1), ("discard 5D", 5), ("discard 9D", 3),
                                 ("meld KS", 2), ("discard JC", 1), ("meld 9D", 1)), top=3)
    assert [r.action for r in board.rows] == ["discard 5D", "discard 9D", "meld KS"]
    assert (board.others, board.other_kinds, board.total) == (3, 3, 13)


def test_one_leftover_answer_is_listed_not_called_one_other() -> None:
    board = group_answers(counts(("discard 4S", 2), ("discard 5D", 1)), top=1)
    assert len(board.rows) == 2 and board.others == 0


def test_on_reveal_the_move_played_and_the_experts_are_on_the_board() -> None:
    many = counts(*((f"discard {c}", 9 - i) for i, c in enumerate(
        ["4S", "5D", "9D", "JC", "KS", "10C"])))
    hidden = group_answers(many, played="discard 10C", expert="discard KS", top=2)
    assert "discard 10C" not in [r.action for r in hidden.rows]  # not before the reveal
    shown = group_answers(many, played="discard 10C", expert="discard KS", revealed=True,
                          top=2)
    rows = {r.action: r for r in shown.rows}
    assert rows["discard 10C"].played and rows["discard KS"].expert
    assert shown.total == hidden.total == sum(c.count for c in many)


def test_the_board_names_rules_in_words_and_escapes() -> None:
    html = board_html(poll(revealed=True), counts(("meld KS", 2), ("discard 5D", 1)), "en")
    assert "What a meld is" in html and "meld.rank" not in html
    assert 'class="cc-board-played"' in html and "3 answers" in html
    assert rule_title("meld.rank", "es") and "(" not in rule_title("meld.wilds", "en")
    assert rule_title("no.such-rule", "en") == says("class.wrong.other_rule")
    sneaky = [AnswerCount("<script>", True, None, 1)]
    assert "<script>" not in board_html(poll(), sneaky, "en")


def test_no_answers_yet_says_so() -> None:
    html = board_html(poll(), [], "es")
    assert "0 respuestas" in html and "Esperando" in html


def test_the_heat_map_counts_the_students_own_steps_by_title() -> None:
    from canasta_app.classes.report import heat_frame, lesson_steps_frame, step_grid
    from canasta_app.lessons.model import catalogue
    from canasta_app.store.api import Member, MemberStep

    lessons, _ = catalogue()
    first = lessons[0]
    when = __import__("datetime").datetime(2026, 1, 1)
    members = [Member(1, "Ana", when), Member(2, "<b>Bo</b>", when)]
    steps = [MemberStep(1, first.id, 1, True, 1, 0), MemberStep(1, first.id, 2, False, 3, 2),
             MemberStep(2, first.id, 1, True, 0, 0, shown=True)]
    grid = step_grid(members, steps, lessons, "en")
    heat = heat_frame(grid, "en")
    assert len(heat) == 2 * len(lessons)
    ana = heat[(heat["student"] == "Ana") & (heat["order"] == 0)].iloc[0]
    total = len(first.steps)
    assert ana["label"] == f"1/{total}" and ana["wrong"] == 2
    assert ana["done_steps"] == first.steps[0].title("en")  # named, not numbered
    assert first.steps[1].title("en") in ana["todo_steps"]
    bo = heat[(heat["student"] == "<b>Bo</b>") & (heat["order"] == 0)].iloc[0]
    assert bo["label"] == f"0/{total}"  # "show me" did it, not the student
    one = lesson_steps_frame(step_grid(members, steps, lessons, "es"), first.id, "es")
    assert set(one["state_words"]) >= {"hecho", "sin empezar"}
    assert list(one["step_title"][:total]) == [x.title("es") for x in first.steps]
