"""The sandbox never lets a verdict stand for a position that is not the one on screen (issue
23, "what is on screen is what gets ruled on"): whichever field of the set-up holds an error,
the verdict shown before goes, Check rules on nothing and says which field to fix; mending the
field brings a verdict back on the position now shown. Every text field of the set-up, and an
error that no one field holds (a card more times than the two decks have)."""

from __future__ import annotations

import pytest
from sandbox_helpers import open_setup
from test_sandbox_page import ask, open_sandbox, texts, verdict

from canasta_app.text.i18n import t

FIELDS = [
    ("hands.N", "8C JK 11H 9S", "11H"),  # the hand of the seat to act
    ("pile", "7C 3H 8X", "8X"),
    ("stock", "many", "many"),
    ("melds.NS", "Q: QH QH QQ", "QQ"),
    ("melds.EW", "K: KC KD 11H", "11H"),
    ("hands.E", "5C 5D ZZ", "ZZ"),  # another seat's hand
]


@pytest.mark.parametrize(("field", "bad", "named"), FIELDS, ids=[f[0] for f in FIELDS])
def test_a_wrong_field_takes_the_verdict_down(field: str, bad: str, named: str) -> None:
    at = open_sandbox()
    ask(at, "draw")
    assert verdict(at) is not None
    open_setup(at, "new")
    box = at.text_input(key=f"sandbox_ed_{field}")
    good = box.value
    box.input(bad).run()
    assert not at.exception, at.exception
    assert verdict(at) is None, f"a verdict stands while {field} holds {bad!r}"
    at.button(key="sandbox_check").click().run()
    assert verdict(at) is None, f"Check ruled while {field} holds {bad!r}"
    fix = t("sandbox.ask.fix_field", "en", problem="").split(".")[0]
    shown = texts(at)
    assert fix in shown and named in shown, f"Check does not name the {field} field's error"
    at.text_input(key=f"sandbox_ed_{field}").input(good).run()
    ask(at, "draw")
    assert verdict(at) is not None, "mended, the position is ruled on again"


def test_an_error_across_fields_takes_the_verdict_down_too() -> None:
    """Each field reads, but together they hold a card three times (two decks have two)."""
    at = open_sandbox()
    ask(at, "draw")
    assert verdict(at) is not None
    open_setup(at, "new")
    at.text_input(key="sandbox_ed_pile").input("4D 4D 4D").run()
    assert not at.exception, at.exception
    assert verdict(at) is None
    at.button(key="sandbox_check").click().run()
    assert verdict(at) is None
