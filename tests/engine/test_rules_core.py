"""canasta_core/rules.py: the rules both the judge and the move generator decide, each once.

Each primitive is checked on its own counts here (the judge's and the generator's agreement on
whole positions is test_game.py's and the property tests' business), and the modules that
decide rules are checked for the profile's numbers written as bare constants.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from canasta_core.profiles import CLASSIC, PROFILES, SIX_HAND, THREE_HAND, TWO_HAND
from canasta_core.rules import (
    black_three_faults,
    frozen_take_fault,
    lacks_canastas,
    meld_faults,
    one_card_pile_fault,
    opening_waived,
)

CORE = Path(__file__).resolve().parents[2] / "canasta_core"


class TestMeldFaults:
    @pytest.mark.parametrize(("before", "size", "wilds"), [
        (0, 3, 0), (0, 3, 1), (0, 6, 3), (3, 4, 1), (7, 8, 3), (5, 9, 3),
    ])
    def test_sound_melds(self, before: int, size: int, wilds: int) -> None:
        assert meld_faults(CLASSIC, before, size, wilds) == ()

    @pytest.mark.parametrize(("before", "size", "wilds", "faults"), [
        (0, 2, 0, ("meld.rank",)),                        # two cards
        (0, 2, 1, ("meld.rank", "meld.naturals")),        # a natural and a wild
        (0, 3, 3, ("meld.no-wild-only",)),                # wild cards alone: that fault only
        (0, 5, 4, ("meld.wilds", "meld.naturals")),       # one natural and four wilds
        (3, 5, 4, ("meld.wilds", "meld.naturals")),       # the same, added to a meld
        (4, 6, 4, ("meld.wilds",)),                       # a fourth wild card
        (0, 7, 4, ("meld.wilds",)),
    ])
    def test_every_fault_in_precedence_order(self, before: int, size: int, wilds: int,
                                             faults: tuple[str, ...]) -> None:
        assert meld_faults(CLASSIC, before, size, wilds) == faults

    def test_an_existing_meld_is_never_too_small(self) -> None:
        assert meld_faults(CLASSIC, 3, 3, 0) == ()

    @pytest.mark.parametrize("profile", sorted(PROFILES))
    def test_the_limits_are_the_profiles(self, profile: str) -> None:
        p = PROFILES[profile]
        assert meld_faults(p, 0, p.meld_min, p.wild_limit - 2) == ()
        assert "meld.wilds" in meld_faults(p, 0, 9, p.wild_limit + 1)


class TestBlackThreeFaults:
    def test_three_or_four_going_out(self) -> None:
        assert black_three_faults(3, 0) == black_three_faults(4, 1) == ()

    def test_not_going_out_comes_first(self) -> None:
        assert black_three_faults(2, 5) == ("threes.black-not-out", "threes.black-count")
        assert black_three_faults(3, 2) == ("threes.black-not-out",)
        assert black_three_faults(5, 0) == ("threes.black-count",)


class TestLacksCanastas:
    @pytest.mark.parametrize("profile", [CLASSIC, THREE_HAND, SIX_HAND])
    def test_one_canasta_goes_out(self, profile: object) -> None:
        assert lacks_canastas(profile, 0, 0) and lacks_canastas(profile, 1, 0)  # type: ignore[arg-type]
        assert not lacks_canastas(profile, 1, 1)  # type: ignore[arg-type]
        assert not lacks_canastas(profile, 2, 0)  # type: ignore[arg-type]  # not going out

    def test_two_hand_needs_two(self) -> None:
        assert lacks_canastas(TWO_HAND, 0, 1) and not lacks_canastas(TWO_HAND, 0, 2)


def test_opening_waived_only_for_a_concealed_going_out_after_drawing() -> None:
    assert opening_waived(False, False, True, 0, True)
    assert opening_waived(False, False, True, 1, True)  # the final discard left
    assert not opening_waived(True, False, True, 0, True)  # takes the pile now
    assert not opening_waived(False, True, True, 0, True)  # took it earlier this turn
    assert not opening_waived(False, False, False, 0, True)  # melded before
    assert not opening_waived(False, False, True, 2, True)  # not going out
    assert not opening_waived(False, False, True, 0, False)  # no canasta of its own


#: The modules that decide rules, and the profile's numbers that must not appear in them as
#: bare constants: a comparison with 3 (wild cards a meld may hold, cards a meld needs) or 7
#: (cards of a canasta) is read from the Profile or its names (WILDS, MELD_MIN, CANASTA_SIZE).
#: (2 is also "keeps two cards, so not going out" and a pair; it is left to review.)
_RULE_MODULES = ("rules.py", "rulings.py", "game.py", "going_out.py", "scoring.py", "play.py",
                 "deal.py")
_BARE = re.compile(r"(?<![<>])(?:[<>]=?|==|!=)\s*[37]\b|\b[37]\s*(?:[<>]=?|==|!=)(?![<>])")


@pytest.mark.parametrize("module", _RULE_MODULES)
def test_no_profile_number_is_a_bare_constant(module: str) -> None:
    found = []
    for i, line in enumerate((CORE / module).read_text(encoding="utf-8").splitlines(), 1):
        code = line.split("#", 1)[0]
        if _BARE.search(code):
            found.append(f"{module}:{i}: {line.strip()}")
    assert not found, "\n".join(found)


def test_a_frozen_pile_needs_a_natural_pair() -> None:
    assert frozen_take_fault(True, 1) and frozen_take_fault(True, 0)
    assert not frozen_take_fault(True, 2) and not frozen_take_fault(False, 0)


def test_a_one_card_pile_is_refused_to_a_one_card_hand() -> None:
    assert one_card_pile_fault(1, 1)
    assert not one_card_pile_fault(2, 1) and not one_card_pile_fault(1, 2)
