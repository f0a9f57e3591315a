"""canasta_core/rules.py: the rules both the judge and the move generator decide, each once.

Each primitive is checked on its own counts here (the judge's and the generator's agreement on
whole positions is test_game.py's and the property tests' business), and the modules that
decide rules are checked for the profile's numbers written as bare constants.
"""

from __future__ import annotations

import re
from dataclasses import MISSING, fields
from pathlib import Path

import pytest

from canasta_core.actions import parse
from canasta_core.cards import CARD_INDEX, RANK_INDEX, RED_THREE_INTS, THREE_RANK
from canasta_core.deal import draw_from_stock
from canasta_core.profiles import CLASSIC, PROFILES, SIX_HAND, THREE_HAND, TWO_HAND
from canasta_core.rules import (
    KEEP,
    answer_discard_fault,
    answer_meld_fault,
    ask_fault,
    black_three_faults,
    cards_not_held,
    concealed_after,
    empty_draw_fault,
    freezes,
    frozen_take_fault,
    frozen_why,
    goes_out,
    going_out_minimum,
    group_rank,
    lacks_canastas,
    made_canasta,
    meld_faults,
    one_card_pile_fault,
    opening_waived,
    pass_fault,
    pile_frozen,
    pile_top_fault,
    red_three_on_top,
    top_group_fault,
    turn_fault,
)
from canasta_core.rulings import Evaluation

RED = RED_THREE_INTS


def ints(*codes: str) -> list[int]:
    return [CARD_INDEX[c] for c in codes]

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
#: (cards of a canasta) is read from the position's Profile (tests/engine/test_one_place.py:
#: never bound at import). (2 is also "keeps two cards, so not going out" and a pair; it is
#: left to review.)
_RULE_MODULES = ("rules.py", "rulings.py", "evaluation.py", "game.py", "going_out.py",
                 "scoring.py", "play.py", "deal.py", "state.py", "can.py", "listing.py",
                 "transition.py", "playouts.py", "questions.py", "position_fields.py",
                 "verify.py")
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


class TestTurnFault:
    """[turn.not-yours] [turn.sequence] and a pending answer ([out.permission])."""

    @pytest.mark.parametrize(("over", "drawn", "verb", "pending", "code"), [
        (False, False, "draw", False, None),
        (False, False, "take", False, None),
        (False, False, "pass", False, None),
        (False, True, "draw", False, "turn.already-drew"),
        (False, False, "meld", False, "turn.need-draw"),
        (False, True, "meld", False, None),
        (False, True, "discard", False, None),
        (False, True, "ask", False, None),
        (False, True, "discard", True, "permission.pending"),
        (False, True, "yes", True, None),
        (False, True, "no", False, "turn.no-question"),
        (False, False, "yes", True, "turn.no-question"),
        (True, True, "discard", False, "turn.over"),
        (True, False, "draw", False, "turn.over"),
    ])
    def test_each_verb_in_its_phase(self, over: bool, drawn: bool, verb: str, pending: bool,
                                    code: str | None) -> None:
        assert turn_fault(over, drawn, verb, pending) == code


def test_a_draw_needs_a_card_in_the_stock() -> None:
    assert empty_draw_fault(0) and not empty_draw_fault(1)


class TestPassFault:
    def test_only_with_an_empty_stock(self) -> None:
        assert pass_fault(3, lambda: False) == "stock.not-empty"

    def test_a_legal_take_must_be_made(self) -> None:
        assert pass_fault(0, lambda: True) == "stock.must-take"
        assert pass_fault(0, lambda: False) is None

    def test_the_take_is_asked_only_for_an_empty_stock(self) -> None:
        def boom() -> bool:
            raise AssertionError("asked")
        assert pass_fault(2, boom) == "stock.not-empty"


def test_cards_not_held_is_a_multiset() -> None:
    assert cards_not_held(["7H", "7S", "9C"], ["7H", "7H"]) == (["7S", "9C"], ["7H"])
    assert cards_not_held([1, 2, 2], [2, 2]) == ([1], [])


class TestThePile:
    def test_freezing_cards(self) -> None:
        assert all(freezes(c) for c in ints("2C", "JK", "3D", "3H"))
        assert not any(freezes(c) for c in ints("3C", "7H", "AS"))

    def test_why_frozen_is_the_first_freezing_card(self) -> None:
        assert frozen_why(ints("5C", "3H", "2D", "7S"), True) == "red-three"
        assert frozen_why(ints("JK", "3H"), True) == "wild"
        assert frozen_why(ints("5C", "7S"), False) == "not-opened"
        assert frozen_why(ints("5C", "7S"), True) is None
        assert pile_frozen(0, False) and pile_frozen(1, True) and not pile_frozen(0, True)

    @pytest.mark.parametrize(("top", "code"), [
        (None, "pile.empty"), ("2H", "pile.blocked-wild"), ("JK", "pile.blocked-wild"),
        ("3S", "pile.blocked-three"), ("3C", "pile.blocked-three"), ("7H", None), ("3D", None),
    ])
    def test_the_top_card(self, top: str | None, code: str | None) -> None:
        assert pile_top_fault(None if top is None else CARD_INDEX[top]) == code

    def test_a_red_three_on_top_cannot_be_melded(self) -> None:
        assert red_three_on_top(CARD_INDEX["3H"]) and not red_three_on_top(CARD_INDEX["3C"])

    @pytest.mark.parametrize(("has_meld", "named", "same", "other", "code"), [
        (True, 0, 0, 0, None), (False, 0, 0, 0, "pile.use-top-bare"),
        (False, 2, 2, 0, None), (False, 2, 1, 0, None),  # a natural and a wild card
        (False, 2, 0, 2, "pile.use-top-rank"), (False, 3, 2, 1, "meld.mixed-ranks"),
    ])
    def test_the_top_cards_group(self, has_meld: bool, named: int, same: int, other: int,
                                 code: str | None) -> None:
        assert top_group_fault(has_meld, named, same, other) == code


class TestGroupRank:
    @pytest.mark.parametrize(("prefix", "cards", "rank", "faults"), [
        (None, ("7H", "7S", "2C"), "7", ()),
        ("7", ("7H", "7S"), "7", ()),
        ("K", ("2C", "JK"), "K", ()),                              # wild cards on the prefix
        (None, ("2C", "JK"), None, ("meld.no-wild-only",)),
        (None, ("7H", "8S"), None, ("meld.mixed-ranks",)),
        ("K", ("7H", "7S"), None, ("meld.prefix-mismatch",)),
        (None, ("3C", "3S", "3C"), "3", ()),
        (None, ("3C", "3S", "2D"), "3", ("threes.black-wild",)),
        (None, ("3C", "4S", "2D"), "3", ("threes.black-wild", "meld.mixed-ranks")),
        ("3", ("2D",), "3", ("threes.black-wild",)),
        ("3", ("4C", "4D", "4H"), None, ("meld.prefix-mismatch",)),
    ])
    def test_one_rank_per_group(self, prefix: str | None, cards: tuple[str, ...],
                                rank: str | None, faults: tuple[str, ...]) -> None:
        got = group_rank(-1 if prefix is None else RANK_INDEX[prefix], ints(*cards))
        assert got == (-1 if rank is None else RANK_INDEX[rank], faults)
        if rank == "3":
            assert got[0] == THREE_RANK


class TestThePartnersAnswer:
    def test_ask(self) -> None:
        def yes() -> bool:
            return True

        def no() -> bool:
            return False

        assert ask_fault(False, None, False, 4, yes) is None
        assert ask_fault(True, None, False, 4, yes) == "ask.alone"
        assert ask_fault(False, "no", False, 4, yes) == "ask.twice"
        assert ask_fault(False, None, True, 4, yes) == "ask.after-meld"
        assert ask_fault(False, None, False, KEEP - 1, yes) == "ask.few-cards"
        assert ask_fault(False, None, False, KEEP, no) == "ask.cannot-go-out"

    def test_the_answer_binds_a_meld(self) -> None:
        def stuck() -> bool:
            return False

        assert answer_meld_fault("no", 0, stuck) == "out.told-no"
        assert answer_meld_fault("no", 1, stuck) == "out.told-no-one-card"
        assert answer_meld_fault("no", 2, stuck) is None
        assert answer_meld_fault("yes", 3, stuck) == "out.told-yes-stuck"
        assert answer_meld_fault("yes", 3, lambda: True) is None
        assert answer_meld_fault("yes", 0, stuck) is None
        assert answer_meld_fault(None, 0, stuck) is None

    def test_the_answer_binds_the_discard(self) -> None:
        assert answer_discard_fault("no", 0) == "out.told-no"
        assert answer_discard_fault("no", 1) is None
        assert answer_discard_fault("yes", 1) == "out.told-yes"
        assert answer_discard_fault("yes", 0) is None
        assert answer_discard_fault(None, 0) is None and answer_discard_fault(None, 4) is None


class TestConcealed:
    def test_adding_to_a_meld_from_before_the_turn_ends_it(self) -> None:
        assert concealed_after(True, (), {"K"}, ["K"]) == (False, ())
        assert concealed_after(True, ("K",), {"K"}, ["K", "7"]) == (True, ("K", "7"))
        assert concealed_after(True, ("K",), {"K"}, ["7", "7"]) == (True, ("K", "7"))

    def test_a_canasta_of_the_turn(self) -> None:
        assert made_canasta(CLASSIC, [3, 7]) and not made_canasta(CLASSIC, [6, 3])

    def test_the_going_out_minimum(self) -> None:
        assert going_out_minimum(CLASSIC, False, True, True, 0) == 50  # took the pile
        assert going_out_minimum(CLASSIC, False, True, True, 3100) == 120
        assert going_out_minimum(CLASSIC, False, False, True, 0) == 0  # drew: none needed
        assert going_out_minimum(CLASSIC, False, False, False, 0) == 50
        assert going_out_minimum(CLASSIC, True, True, False, 0) == 0  # opened


def test_goes_out_leaves_at_most_the_final_discard() -> None:
    assert goes_out(0) and goes_out(1) and not goes_out(KEEP)


class TestDrawFromStock:
    """`deal.draw_from_stock`, the one drawing of the judge's `play` and the generator."""

    def test_one_card_is_popped_from_the_top(self) -> None:
        stock = ints("5C", "9D", "KH")  # top card last
        assert draw_from_stock(stock, 1, RED) == ints("KH") and stock == ints("5C", "9D")

    def test_a_red_three_is_drawn_with_its_replacement(self) -> None:
        stock = ints("5C", "9D", "3H")
        assert draw_from_stock(stock, 1, RED) == ints("3H", "9D") and stock == ints("5C")
        stock = ints("3D", "3H")  # nothing but red threes: the deal ends ([stock.last-red-three])
        assert draw_from_stock(stock, 1, RED) == ints("3H", "3D") and stock == []

    def test_two_hand_draws_two_cards(self) -> None:
        stock = ints("5C", "3D", "9D", "KH")
        assert draw_from_stock(stock, 2, RED) == ints("KH", "9D") and stock == ints("5C", "3D")
        stock = ints("5C", "3D", "KH")
        assert draw_from_stock(stock, 2, RED) == ints("KH", "3D", "5C") and stock == []
        stock = ints("KH")  # [two.stock-end] the stock runs out first
        assert draw_from_stock(stock, 2, RED) == ints("KH") and stock == []

    def test_an_empty_stock_gives_nothing(self) -> None:
        assert draw_from_stock([], 1, RED) == [] and draw_from_stock([], 2, RED) == []


def test_made_canasta_reads_any_iterable_of_sizes() -> None:
    assert not made_canasta(CLASSIC, [])
    assert made_canasta(CLASSIC, (n for n in (2, 7, 1)))
    assert not made_canasta(CLASSIC, iter([6, 6]))


def test_an_evaluation_starts_at_its_fields_defaults() -> None:
    """`Evaluation.__init__` is written out (the hot path of `check`): it sets every field, each
    to the default the dataclass declares, and no two evaluations share a list or dict."""
    a, b = Evaluation(parse("draw")), Evaluation(parse("draw"))
    for f in fields(Evaluation):
        if f.name == "action":
            assert a.action == parse("draw")
            continue
        default = f.default if f.default_factory is MISSING else f.default_factory()
        assert getattr(a, f.name) == default, f.name
        if isinstance(default, list | dict):
            assert getattr(a, f.name) is not getattr(b, f.name), f.name


def test_the_fast_builders_make_the_values_the_constructors_make() -> None:
    """`verdicts.new_violation` and `new_ruling` (what `check` uses) fill every field as
    `Violation(...)` and `Ruling(...)` do, and give frozen values of those very classes."""
    from dataclasses import FrozenInstanceError

    from canasta_core.verdicts import Ruling, Violation, new_ruling, new_violation

    v = new_violation("pile.frozen", "pile.frozen", {"rank": "7"}, 8)
    assert type(v) is Violation and v == Violation("pile.frozen", "pile.frozen", {"rank": "7"}, 8)
    assert (v.rule, v.code, v.params, v.order) == ("pile.frozen", "pile.frozen", {"rank": "7"}, 8)
    assert repr(v) == repr(Violation("pile.frozen", "pile.frozen", {"rank": "7"}, 8))
    args = (False, "pile.frozen", "Frozen.", (v,), (), ("x",), "pile.frozen", {"rank": "7"}, "take")
    r = new_ruling(*args)
    assert type(r) is Ruling and r == Ruling(*args) and repr(r) == repr(Ruling(*args))
    assert (r.legal, r.rule, r.violations, r.cites, r.action) == (
        False, "pile.frozen", (v,), ("x",), "take")
    with pytest.raises(FrozenInstanceError):
        v.rule = "x"  # type: ignore[misc]
    with pytest.raises(FrozenInstanceError):
        r.legal = True


def test_a_subclass_of_ruling_keeps_its_class_and_fields() -> None:
    """`Ruling.__init__` switches the class of a plain Ruling only; a subclass (its layout may
    differ) is filled field by field."""
    from canasta_core.verdicts import Ruling

    class Noted(Ruling):
        __slots__ = ("note",)

    args = (True, None, "You draw.", (), (), ("turn.sequence",), "ok.draw", {}, "draw")
    r = Noted(*args)
    assert type(r) is Noted and r == Ruling(*args) and r.cites == ("turn.sequence",)
