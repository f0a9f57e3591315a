"""One language at a time: a move is told in words with card symbols in the page's language
everywhere except the box where the user types notation (and the rules reference, which teaches
it). Every page is rendered as a visitor sees it — first view and after a move — and its text,
code spans included, is searched for notation: card codes (7H, TS, JK) anywhere, and on a
Spanish page the notation's English keywords (take, draw, meld, discard, pass, ask); and a
rule's code (open.minimum), which only the reference and presentation mode show.

Left out, on purpose: text inputs (their value, placeholder and help are the notation's own
box; the sandbox's set-up fields are such boxes) and rule links' addresses. The sandbox's
sentences are read (its verdict, the move played, a draw whose cards were named, the history,
the summary), and the rules reference's.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest
from helpers.apptest import click, open_box, open_page
from practice_helpers import play_typed
from streamlit.testing.v1 import AppTest

import canasta_core as cc
from canasta_app.classroom import model as cl
from canasta_app.coach import review as rv
from canasta_app.coach import work as coach_work
from canasta_app.text.i18n import t
from canasta_core import catalogue
from canasta_core.expert import Budget

CARD_CODE = re.compile(r"(?<![\w/=?&.#-])(?:10|[2-9TJQKA])[CDHS](?![\w])|(?<![\w])JK(?![\w])")
KEYWORDS_ES = re.compile(r"(?<![\w'])(?:take|draw|meld|discard|pass|ask)(?![\w'])", re.I)
# A rule's code ("open.minimum") is the reference's anchor, never text a reader sees elsewhere.
_SLUG = re.compile(r"(?<![\w.=#`-])(?:" + "|".join(
    re.escape(s) for s in sorted([*catalogue.RULES, *catalogue.PROFILE_RULES], key=len,
                                 reverse=True) if "." in s) + r")(?![\w-])")
_TAGS = re.compile(r"<style>.*?</style>|<[^>]+>", re.S)
_LINK_TARGET = re.compile(r"\]\([^)]*\)|https?://\S+|\./[a-z]+\?\S*")
_ATTR = re.compile(r'(?:aria-label|title|alt)="([^"]*)"')



@pytest.fixture(autouse=True)
def tiny_coach(monkeypatch: pytest.MonkeyPatch) -> None:
    """The expert's reviews with a tiny budget: these tests read the words, not the advice."""
    monkeypatch.setattr(rv, "COACH_BUDGET",
                        Budget(worlds=2, candidates=3, discards=2, win_bonus=0, extend=0))
    monkeypatch.setattr(rv, "TURNING_POINTS_BUDGET", Budget(
        worlds=2, candidates=2, discards=1, win_bonus=0, halving=False, extend=0))
    monkeypatch.setattr(coach_work, "WALL_SECONDS", 600.0)


_TEXT_NODES = {"Markdown", "Caption", "Header", "Subheader", "Title", "Text", "Info", "Warning",
               "Error", "Success", "Toast", "Metric", "Button", "Radio", "Selectbox",
               "Checkbox", "Toggle", "Expander", "Tab", "Html", "Slider"}


def _has_text_box(node: object) -> bool:
    if type(node).__name__ in ("TextInput", "TextArea"):
        return True
    children = getattr(node, "children", None)
    return isinstance(children, dict) and any(_has_text_box(c) for c in children.values())


def _texts(node: object) -> Iterator[str]:
    kind = type(node).__name__
    if kind in ("TextInput", "TextArea", "NumberInput", "ChatInput"):
        return  # the notation's own box
    if getattr(node, "type", None) == "form" and _has_text_box(node):
        return  # a form around a typed box: the box, its button and its examples
    if kind in _TEXT_NODES or kind == "UnknownElement":
        for attr in ("value", "label", "body", "help", "options"):
            v = getattr(node, attr, None)
            if attr == "value" and kind in ("Radio", "Selectbox", "Checkbox", "Toggle", "Slider",
                                            "Button"):
                continue
            for item in (v if isinstance(v, (list, tuple)) else [v]):
                if isinstance(item, str) and item:
                    yield item
        proto = getattr(node, "proto", None)
        body = getattr(proto, "body", None) if proto is not None else None
        if isinstance(body, str) and body:  # st.html
            yield " ".join(_ATTR.findall(body)) + " " + body
    children = getattr(node, "children", None)
    if isinstance(children, dict):
        for child in children.values():
            yield from _texts(child)


def notation_in(at: AppTest, lang: str) -> list[str]:
    found = set()
    for raw in _texts(at._tree):
        text = _LINK_TARGET.sub(" ", _TAGS.sub(" ", raw))
        hits = CARD_CODE.findall(text) + _SLUG.findall(text)
        if lang == "es":
            hits += KEYWORDS_ES.findall(text)
        if hits:
            found.add(f"{sorted(set(hits))}: {' '.join(text.split())[:140]!r}")
    return sorted(found)



def _home_after_a_try(lang: str) -> AppTest:
    at = open_page("home", {"lang": lang})
    open_box(at, "home_legal_open")  # "Is this legal?": drawn only while open (issue 22)
    return click(at, "home_try_0")


def _lesson_after_a_wrong_try(lang: str) -> AppTest:
    at = open_page("lessons", {"lang": lang, "lesson": "cards-and-deal", "step": "3"})
    at.text_input(key="lessons_input_cards-and-deal_3").set_value("meld 9C 9D 9H")
    label = t("lessons.type_submit", lang)
    [b for b in at.button if b.label == label][0].click().run()
    assert not at.exception
    return at


def _practice_after_a_draw(lang: str) -> AppTest:
    at = open_page("practice", {"lang": lang, "seed": "7", "pace": "instant"})
    keys = [b.key for b in at.button if b.key and b.key.endswith("bare_draw")]
    assert keys, "the practice picker offers a draw"
    return click(at, keys[0])


def _classroom_at_a_move(lang: str) -> AppTest:
    return open_page("classroom", {"lang": lang, "seed": "7", "step": "12"})


def _classroom_turning_points(lang: str) -> AppTest:
    """A bot deal at its end, its turning points reviewed by the expert."""
    record = cl.deal_record(7, "N", "heuristic", "random")
    at = open_page("classroom", {"lang": lang, "seed": "7", "dealer": "N", "ns": "heuristic",
                                 "ew": "random", "step": str(len(record.steps))}, timeout=120)
    return click(at, "classroom_b_coach_turning")


def _practice_deal_review(lang: str) -> AppTest:
    """A practice deal played to its end (at random) with the coach: the deal review."""
    at = open_page("practice", {"lang": lang, "seed": "11", "pace": "instant",
                                "coach": "advice"}, timeout=120)
    rng = random.Random(5)
    game = at.session_state["practice_game"]
    while not game.deal_over:
        play_typed(at, rng.choice(cc.legal_actions(game.position)))
        game = at.session_state["practice_game"]
    return at


# what each view must show, so the check reads a page where a move was told
TOLD = {
    "home after a try": ("Jugada: ", "Move: "),
    "lesson after a wrong try": ("Probaste: bajar", "You tried: meld"),
    "practice after a draw": ("Robaste ", "You drew "),
    "classroom at move 12": ("Norte baja", "North melds"),
    "classroom turning points": (" eligió ", " chose "),
    "practice deal review": ("elegiste ", "you chose "),
    "sandbox after moves": ("Sur robó 3♥ 8♦", "South drew 3♥ 8♦"),
}

def _sandbox_after_moves(lang: str) -> AppTest:
    """The sandbox after a draw typed in the page's language, from a counted stock, played with
    its cards named (issue 37): the verdict, the history and the summary are sentences."""
    from sandbox_helpers import typing_box

    from canasta_app.shell.share import encode_state

    pos = {"format": "canasta/1", "dealer": "W", "turn": "S", "phase": "draw",
           "hands": {"N": 11, "E": 11, "S": ["KH", "KS", "7C", "9S", "4D", "4C"], "W": 11},
           "pile": ["4C", "7H"], "stock": 40}
    at = open_page("sandbox", {"lang": lang, "s": encode_state(pos)})
    typing_box(at).input("robar" if lang == "es" else "draw").run()
    click(at, "sandbox_play")
    at.text_input(key="sandbox_drawn").input("3c 8d" if lang == "es" else "3H 8D").run()
    click(at, "sandbox_drawn_play")
    assert not at.exception
    return at


VIEWS = {
    "home": lambda lang: open_page("home", {"lang": lang}),
    "home after a try": _home_after_a_try,
    "lessons": lambda lang: open_page("lessons", {"lang": lang}),
    "lesson after a wrong try": _lesson_after_a_wrong_try,
    "practice after a draw": _practice_after_a_draw,
    "calculator": lambda lang: open_page("calculator", {"lang": lang}),
    "classroom at move 12": _classroom_at_a_move,
    "classroom turning points": _classroom_turning_points,
    "practice deal review": _practice_deal_review,
    "class": lambda lang: open_page("class", {"lang": lang}),
    "sandbox after moves": _sandbox_after_moves,
    "reference": lambda lang: open_page("reference", {"lang": lang}),
    "reference at a rule": lambda lang: open_page("reference", {"lang": lang,
                                                                "rule": "meld.no-wild-only"}),
    "tables": lambda lang: open_page("tables", {"lang": lang}),
}


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("view", sorted(VIEWS))
def test_moves_are_told_in_words_outside_the_notation_box(view: str, lang: str) -> None:
    at = VIEWS[view](lang)
    if view in TOLD:
        told = TOLD[view][0 if lang == "es" else 1]
        assert any(told in text for text in _texts(at._tree)), f"{view}: no {told!r} on the page"
    problems = notation_in(at, lang)
    assert not problems, f"{view} ({lang}) shows notation:\n" + "\n".join(problems)


@pytest.mark.parametrize(("text", "found"), [
    ("Probá una: take 7H 7S", True),
    ("Jugada: `take QH 2C`", True),
    ("Jugaste «draw»", True),
    ("Tu jugada: levantar el pozo con 7♥ 7♠", False),
    ("[Regla](./reference?rule=pile.frozen&lang=es)", False),
    ("Decisión del árbitro (open.minimum): no alcanza", True),
])
def test_the_check_finds_notation(text: str, found: bool) -> None:
    class Node:
        def __init__(self, value: str) -> None:
            self.value = value

    class Markdown(Node):
        pass

    class Root:
        children = {0: Markdown(text)}

    fake = type("AT", (), {"_tree": Root()})()
    assert bool(notation_in(fake, "es")) is found  # type: ignore[arg-type]
