"""Moves typed in Spanish on every page that takes a typed move (sandbox, practice, home's "Is
this legal?", lessons), the canonical notation kept for links and histories, bad input told in
Spanish at the box; and no notation in any Spanish page's sentences, the sandbox and the rules
reference included (issue 37)."""

from __future__ import annotations

import re

import pytest
from helpers.apptest import open_box, open_page
from practice_helpers import W, play_typed
from sandbox_helpers import typing_box
from streamlit.testing.v1 import AppTest
from test_one_language import _texts, notation_in

from canasta_app.sandbox import model as sb
from canasta_app.shell.share import decode_share
from canasta_app.text.i18n import t
from canasta_core import actions, typed


def _ok(at: AppTest) -> AppTest:
    assert not at.exception, [e.value for e in at.exception]
    return at


def _page_text(at: AppTest) -> str:
    return "\n".join(_texts(at._tree))


# --- the sandbox -------------------------------------------------------------------------------

def _sandbox_played(lang: str = "es") -> AppTest:
    """The default position (North holds Q♥ Q♠ against a frozen pile topped by the Q♦): the
    take typed in Spanish, checked, played."""
    at = open_page("sandbox", {"lang": lang})
    typing_box(at).input("levantar Qc Qp").run()
    _ok(at.button(key="sandbox_check").click().run())
    _ok(at.button(key="sandbox_play").click().run())
    return at


def test_a_spanish_move_is_checked_played_and_kept_canonical_in_the_sandbox() -> None:
    at = open_page("sandbox", {"lang": "es"})
    typing_box(at).input("levantar Qc Qp").run()
    _ok(at.button(key="sandbox_check").click().run())
    text = _page_text(at)
    assert "levantar el pozo con Q♥ Q♠" in text  # the action line and the verdict, in words
    assert "Válida" in text
    # the share link carries the canonical notation, not the Spanish text
    value = at.query_params["s"]
    shared = decode_share(value[0] if isinstance(value, list) else value)
    assert shared.pending == "take QH QS"

    _ok(at.button(key="sandbox_play").click().run())
    assert at.session_state["sandbox_history"].actions == ("take QH QS",)
    text = _page_text(at)
    assert "Norte: levantar el pozo con Q♥ Q♠" in text  # the history, in words
    assert t("sandbox.ask.played", "es", action="levantar el pozo con Q♥ Q♠") in text


def test_an_english_move_still_works_on_the_spanish_sandbox() -> None:
    at = open_page("sandbox", {"lang": "es"})
    typing_box(at).input("take QH QS").run()
    _ok(at.button(key="sandbox_play").click().run())
    assert at.session_state["sandbox_history"].actions == ("take QH QS",)


def test_a_hint_writes_the_spanish_notation_in_the_spanish_box() -> None:
    at = open_page("sandbox", {"lang": "es"})
    open_box(at, "sandbox_hints_open")  # the list of legal moves, shown in words
    acts = sb.grouped_legal_actions(at.session_state["sandbox_history"].current)["take"]
    _ok(at.button_group(key="sandbox_hint_take").set_value(acts[0]).run())
    box = str(at.session_state["sandbox_action"])
    assert box == typed.write(acts[0], "es") and box.startswith("levantar "), box
    assert typed.canonical(box, "es") == actions.canonical(acts[0])


@pytest.mark.parametrize(("typed", "says"), [
    ("levantar 7h 7s", "es la letra de un palo en inglés"),
    ("descartar Tc", "el diez se escribe 10"),
    ("robarr", "no es una jugada"),
])
def test_bad_spanish_input_is_told_in_spanish_and_kept(typed: str, says: str) -> None:
    at = open_page("sandbox", {"lang": "es"})
    typing_box(at).input(typed).run()
    _ok(at.button(key="sandbox_check").click().run())
    assert says in _page_text(at) or any(says in str(e.value) for e in at.error) or \
        any(says in str(h.value) for h in at.html)
    assert at.session_state["sandbox_action"] == typed  # nothing entered is lost


# --- home, practice, lessons -------------------------------------------------------------------

def test_home_buttons_fill_the_spanish_box_with_spanish_and_it_is_ruled_on() -> None:
    at = open_page("home", {"lang": "es"})
    open_box(at, "home_legal_open")
    _ok(at.button(key="home_try_0").click().run())
    assert at.session_state["home_action"] == "levantar 7c 7p"
    assert "Válida" in _page_text(at)
    at = open_page("home", {"lang": "en"})
    open_box(at, "home_legal_open")
    _ok(at.button(key="home_try_0").click().run())
    assert at.session_state["home_action"] == "take 7H 7S"


def test_practice_plays_a_move_typed_in_spanish() -> None:
    at = open_page("practice", {"lang": "es", "seed": "7", "pace": "instant"})
    before = len(at.session_state["practice_game"].moves)
    play_typed(at, "robar")
    game = at.session_state["practice_game"]
    assert len(game.moves) == before + 1 and game.position.phase == "play"
    play_typed(at, "descartar Tc")
    assert "el diez se escribe 10" in _page_text(at)
    assert at.session_state["practice_game"] is not None
    assert at.text_input(key=W + "action").value == "descartar Tc"  # kept to fix it


def test_a_lesson_takes_a_move_typed_in_spanish() -> None:
    at = open_page("lessons", {"lang": "es", "lesson": "cards-and-deal", "step": "3"})
    box = at.text_input(key="lessons_input_cards-and-deal_3")
    box.set_value("bajar 9t 9d 9c")
    label = t("lessons.type_submit", "es")
    _ok([b for b in at.button if b.label == label][0].click().run())
    text = _page_text(at)
    assert "Probaste: bajar 9♣ 9♦ 9♥" in text
    assert t("lessons.fb.unreadable", "es", detail="")[:20] not in text


# --- no notation in any Spanish page's sentences -----------------------------------------------

def _reference_opened() -> AppTest:
    at = open_page("reference", {"lang": "es"})
    for slug in ("meld_no_wild_only", "pile_frozen", "two_draw", "pile_one_card"):
        at.session_state[f"ref_details_{slug}"] = True
    return _ok(at.run())


def _sandbox_with_hints() -> AppTest:
    at = open_page("sandbox", {"lang": "es"})
    open_box(at, "sandbox_hints_open")
    return at


SPANISH_CODE = re.compile(r"(?<![\w/=?&.#-])(?:10|[2-9AJQK])[pcdt](?![\w])|"
                          r"\b(?:levantar|bajar|descartar)\s+(?:10|[2-9AJQK])[pcdt]\b")
_LINKS = re.compile(r"\]\([^)]*\)|https?://\S+|\./[a-z]+\?\S*|<[^>]+>")

SPANISH_VIEWS = {
    "sandbox": lambda: open_page("sandbox", {"lang": "es"}),
    "sandbox after a move": _sandbox_played,
    "sandbox hints": _sandbox_with_hints,
    "reference": _reference_opened,
    "reference search": lambda: open_page("reference", {"lang": "es", "q": "tres negro"}),
    "practice": lambda: open_page("practice", {"lang": "es", "seed": "7", "pace": "instant"}),
    "calculator": lambda: open_page("calculator", {"lang": "es"}),
    "home after a try": lambda: _home_try(),
    "lesson step": lambda: open_page("lessons", {"lang": "es", "lesson": "cards-and-deal",
                                                 "step": "3"}),
}


def _home_try() -> AppTest:
    at = open_page("home", {"lang": "es"})
    open_box(at, "home_legal_open")
    return _ok(at.button(key="home_try_0").click().run())


def test_the_spanish_code_check_bites() -> None:
    assert SPANISH_CODE.search("Probá: levantar 7c 7p")
    assert SPANISH_CODE.search("por ejemplo 10p")
    assert not SPANISH_CODE.search("Tocá una carta; el 7♥ y el 10♠ de la mano")
    assert not SPANISH_CODE.search("[Regla](./reference?rule=pile.frozen&lang=es)")


@pytest.mark.parametrize("view", sorted(SPANISH_VIEWS))
def test_no_notation_in_a_spanish_page(view: str) -> None:
    """Every sentence of a Spanish page says moves in words (levantar el pozo con 7♥ 7♠), never
    in notation (take 7H 7S, QH, meld K:), and names rules by title, never by code. Text boxes
    and the forms around them are left out: they are where a move is typed."""
    at = SPANISH_VIEWS[view]()
    problems = notation_in(at, "es")
    # nor the Spanish typing notation (7c, 10p, bajar K:) outside the boxes it is typed in
    problems += [f"{SPANISH_CODE.findall(text)}: {text[:140]!r}" for text in _texts(at._tree)
                 if SPANISH_CODE.search(_LINKS.sub(" ", text))]
    assert not problems, f"{view} shows notation:\n" + "\n".join(problems)


def test_show_me_writes_the_answer_as_the_spanish_page_types_it() -> None:
    from canasta_app.lessons import model as L

    lesson = L.get_lesson("cards-and-deal")
    assert lesson is not None
    step = lesson.steps[2]
    at = open_page("lessons", {"lang": "es", "lesson": "cards-and-deal", "step": "3"})
    _ok(at.button(key="lessons_showme_cards-and-deal_3").click().run())
    shown = at.session_state["lessons_input_cards-and-deal_3"]
    assert shown == typed.write(step.solutions[0], "es")
    assert typed.canonical(shown, "es") == actions.canonical(step.solutions[0])


def test_a_link_with_a_question_opens_it_in_the_spanish_box_and_rules_on_it() -> None:
    at = open_page("sandbox", {"lang": "es"})
    typing_box(at).input("levantar Qc Qp").run()
    _ok(at.button(key="sandbox_check").click().run())
    value = at.query_params["s"]
    again = open_page("sandbox", {"lang": "es", "s": value[0] if isinstance(value, list) else value})
    assert again.session_state["sandbox_action"] == "levantar Qc Qp"
    assert "Válida" in _page_text(again)
    english = open_page("sandbox", {"lang": "en", "s": value[0] if isinstance(value, list) else value})
    assert english.session_state["sandbox_action"] == "take QH QS"  # the link's own notation
