"""Words the Advice coach and the practice table say, found wrong playing a whole deal at the
"Advice" level in Chromium (issues 19 and 23): "(1 cards, 10 points)" in the expert's reasons,
and the learner's own move said as "Your move: discard the Q♥" — the same words the picker
uses for a move still being built — after it was played."""

from __future__ import annotations

import re

import pytest

from canasta_app.practice import model as pr
from canasta_app.practice.session import PracticeSession
from canasta_app.text.i18n import STRINGS, t

_BARE_COUNT = re.compile(r"\{count\} (cards|cartas)\b")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_coachs_and_narrations_card_counts_agree_in_number(lang: str) -> None:
    bare = sorted(k for k, v in STRINGS[lang].items()
                  if k.startswith(("review.", "classroom.n.")) and _BARE_COUNT.search(v))
    assert not bare, f"a count of one reads '1 cards': {bare}"
    one = t("review.reason.take", lang, count=1, points=10)
    assert ("one card " if lang == "en" else "una carta ") in one, one
    assert "1 card" not in one and "1 carta" not in one
    assert "2 cards" in t("review.reason.take", "en", count=2, points=20)


@pytest.mark.parametrize(("lang", "said"), [("en", "You played: "), ("es", "Jugaste: ")])
def test_a_move_played_is_told_in_the_past_not_as_the_pickers_preview(lang: str,
                                                                      said: str) -> None:
    s = PracticeSession({}, lang)
    s.open({"seed": "5", "pace": "instant"})
    s.advance(False, 0.0)
    if s.game.position.phase == "draw":
        s.try_action("draw")  # told with the card drawn ("You drew the 7♣ from the stock")
    pos = s.game.position
    assert pos.phase == "play" and s.game.learner_to_act
    s.try_action(f"discard {pos.hand(pos.turn)[0]}")
    fb = s.feedback()
    assert fb is not None and fb.kind == "played"
    preview = t("components.picker.preview", lang, action="").strip()
    assert fb.text.startswith(said), fb.text
    assert not fb.text.startswith(preview), fb.text
    assert len(s.game.moves) > 0 and pr.LEARNER in {m.seat for m in s.game.moves}


def test_the_coach_says_a_card_added_to_a_meld_goes_onto_it() -> None:
    """The advice said "meld 5♠" and "meld K♥" for single cards added to the side's melds."""
    import sys
    from pathlib import Path

    from canasta_app.coach import review as rv
    from canasta_app.coach import words as coach_words

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
    from engine_helpers import position

    before = position(hand=["5S", "KH", "9C"], melds={"NS": {"5": ["5C", "5D", "5H"]}})
    j = rv.Judgement("meld 5S", 10.0, "discard 9C", 60.0, 24, 50.0, 10.0)
    line = coach_words.grade_line(j, "en", False, before)
    assert "meld 5♠ onto the fives" in line and "discard the 9♣" in line
    assert "bajar 5♠ al juego de cincos" in coach_words.grade_line(j, "es", False, before)
