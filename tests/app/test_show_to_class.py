"""Show to the class: a lesson step's (or the sandbox's) position opens in the classroom from
`?show=<share code>&present=1`, in presentation mode, its moves narrated and its question ruled
on; a bad code is named, and the classroom's own deal is shown instead."""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

from helpers.apptest import open_page
from helpers.words import says

import canasta_core as cc
from canasta_app.lessons import model as L
from canasta_app.shell.share import encode_state
from canasta_app.shell.show import read_show, show_url

FROZEN = {
    "format": "canasta/1", "dealer": "W", "turn": "N", "phase": "draw",
    "hands": {"N": ["7C", "7D", "2C", "9S"], "E": 11, "S": 11, "W": 11},
    "melds": {"NS": {"K": ["KC", "KD", "KH"]}}, "pile": ["4C", "2D", "7H"], "stock": 40,
}


def _query(url: str) -> dict[str, str]:
    return {k: v[0] for k, v in parse_qs(urlsplit(url).query).items()}


def test_the_link_carries_the_position_and_opens_in_presentation() -> None:
    url = show_url(FROZEN, lang="es", pending="take 7C 2C")
    q = _query(url)
    assert url.startswith("./classroom?") and q["present"] == "1" and q["lang"] == "es"
    shown, error = read_show(q["show"])
    assert error is None and shown is not None
    assert shown.at(0) == cc.load(FROZEN) and shown.pending == "take 7C 2C"
    ruling = shown.ruling()
    assert ruling is not None and ruling.rule == "pile.frozen"


def test_the_classroom_shows_the_situation_big_with_its_question_ruled() -> None:
    code = encode_state(FROZEN, [], "take 7C 2C")
    at = open_page("classroom", {"show": code, "present": "1", "lang": "es"})
    assert at.session_state["classroom_big"] is True
    assert at.title[0].value == "Una situación para la clase"
    html = " ".join(str(getattr(e.proto, "body", "")) for e in at.get("html"))
    assert 'data-legal="false"' in html and "congelado" in html  # the ruling, in Spanish
    assert "cc-present" in html  # the projector's table
    text = " ".join(m.value for m in at.markdown)
    assert "levantar el pozo con 7♣ 2♣" in text and "take 7C" not in text


def test_the_moves_of_a_situation_step_one_by_one() -> None:
    start = {**FROZEN, "phase": "play", "hands": {**FROZEN["hands"], "N": ["7C", "7D", "9S"]}}
    code = encode_state(start, ["discard 9S"])
    at = open_page("classroom", {"show": code, "present": "1"})
    text = " ".join(m.value for m in at.markdown)
    assert "Move 1 of 1" in text and "North discards the 9♠" in text
    at.button(key="classroom_show_back").click().run()
    assert "Move 0 of 1" in " ".join(m.value for m in at.markdown)


def test_a_bad_code_is_named_and_the_deal_is_shown() -> None:
    at = open_page("classroom", {"show": "nonsense!!", "present": "1"})
    assert "cannot be shown" in at.warning[0].value
    assert at.title[0].value == "Classroom"


def test_every_lesson_table_has_a_show_to_the_class_link_hiding_what_the_step_hides() -> None:
    at = open_page("lessons", {"lesson": "freezing", "step": "3"})
    links = [b for b in at.get("link_button") if "Show to the class" in b.proto.label]
    assert links, "a lesson step's table offers Show to the class"
    q = _query(links[0].proto.url)
    shown, _ = read_show(q["show"])
    step = L.get_lesson("freezing").step(3)  # type: ignore[union-attr]
    assert shown is not None and step is not None and step.position is not None
    for seat, hand in shown.at(0).hands.items():
        if step.reveal not in ("all", seat):
            assert isinstance(hand, int), f"{seat}'s hand travels in the link"


def test_a_situation_without_moves_or_question_says_what_there_is_to_see() -> None:
    """Fresh walk (issue 23): a lesson step or a sandbox position shown as it stands left the
    projector's right-hand third empty; it now says what the engine sees (frozen, whose turn)."""
    code = encode_state(FROZEN, [], "")
    at = open_page("classroom", {"show": code, "present": "1", "lang": "en"})
    text = " ".join(m.value for m in at.markdown)
    assert says("sandbox.facts.header") in text
    assert "Frozen" in text and "North" in text
    es = open_page("classroom", {"show": code, "present": "1", "lang": "es"})
    assert says("sandbox.facts.header") not in " ".join(m.value for m in es.markdown)


def _shown_text(at: object) -> str:
    html = " ".join(str(getattr(e.proto, "body", "")) for e in at.get("html"))  # type: ignore[attr-defined]
    return html + " ".join(m.value for m in at.markdown)  # type: ignore[attr-defined]


def _lesson_show_link(lesson: str, step: int) -> dict[str, str]:
    at = open_page("lessons", {"lesson": lesson, "step": str(step)})
    links = [b for b in at.get("link_button") if "Show to the class" in b.proto.label]
    assert links
    return _query(links[0].proto.url)


def test_shown_from_a_lesson_quiz_the_turn_line_does_not_answer_it() -> None:
    """Issue #23: the quiz's table names no choice of the draw; "Show to the class" put the
    full turn line ("cannot take the pile with these cards") and the facts on the projector.
    Hidden there too, until the teacher reveals it."""
    q = _lesson_show_link("freezing", 4)  # a quiz: may North take this pile?
    assert q.get("quiz") == "1"
    at = open_page("classroom", q)
    text = _shown_text(at)
    assert "the turn begins" in text
    assert "cannot take the pile" not in text and "take the pile" not in text
    at.button(key="classroom_show_reveal").click().run()
    assert says("components.table.phase.draw_no_take", seat="North") in _shown_text(at)


def test_shown_from_a_lesson_step_that_is_no_quiz_the_turn_line_is_whole() -> None:
    q = _lesson_show_link("freezing", 3)  # a try: nothing to give away
    assert "quiz" not in q
    at = open_page("classroom", q)
    assert says("components.table.phase.draw", seat="North") in _shown_text(at)
    assert not [b for b in at.button if b.key == "classroom_show_reveal"]
