"""Events from play (canasta_core.events): each kind, emitted by the action that causes it and
carrying the facts the judge computed; plus whole deals where the events agree with the positions.

Positions come from engine_helpers.position(): N to act in phase "play" unless a test says
otherwise, other hands as counts.
"""

from __future__ import annotations

import random
from dataclasses import FrozenInstanceError

import pytest
from engine_helpers import position

import canasta_core as cc
from canasta_core import events as E
from canasta_core.cards import is_canasta
from canasta_core.play import apply_events
from canasta_core.rulings import evaluate

KINGS3 = {"NS": {"K": ["KC", "KD", "KH"]}}
KINGS6 = {"NS": {"K": ["KC", "KC", "KD", "KD", "KH", "KH"]}}
KINGS7 = {"NS": {"K": ["KC", "KC", "KD", "KD", "KH", "KH", "KS"]}}


def events_of(pos: cc.Position, action: str) -> tuple[E.Event, ...]:
    after, evs = cc.play_events(pos, action)
    assert cc.dump(after) == cc.dump(cc.play(pos, action))  # play and play_events agree
    return evs


def kinds(evs: tuple[E.Event, ...]) -> list[str]:
    return [e.kind for e in evs]


def only(evs: tuple[E.Event, ...], cls: type[E.Event]) -> E.Event:
    found = [e for e in evs if isinstance(e, cls)]
    assert len(found) == 1, (cls.kind, kinds(evs))
    return found[0]


# --- the API ----------------------------------------------------------------------------------

def test_every_kind_has_one_class_and_a_stable_name() -> None:
    assert len(set(E.EVENT_KINDS)) == len(E.EVENT_KINDS) == len(E.EVENT_TYPES)
    for kind, cls in E.EVENT_TYPES.items():
        assert cls.kind == kind and issubclass(cls, E.Event)


def test_events_are_frozen_values_with_a_dict_form() -> None:
    e = E.MeldStarted("N", "NS", "7", ("7H", "7S", "7D"), 3)
    with pytest.raises(FrozenInstanceError):
        e.size = 4  # type: ignore[misc]
    assert e.to_dict() == {"kind": "meld-started", "seat": "N", "side": "NS", "rank": "7",
                           "cards": ["7H", "7S", "7D"], "size": 3}
    assert e == E.MeldStarted("N", "NS", "7", ("7H", "7S", "7D"), 3)


def test_an_illegal_action_raises_like_play() -> None:
    pos = position(phase="draw", hand=["9C"], pile=[])
    with pytest.raises(cc.IllegalAction) as e:
        cc.play_events(pos, "take")
    assert e.value.ruling.rule == "pile.empty"
    with pytest.raises(cc.NotationError):
        cc.play_events(pos, "take 1Z")


def test_apply_events_uses_the_evaluation() -> None:
    pos = position(hand=["7H", "7S", "7D", "9C", "4D"], melds=KINGS3)
    ev = evaluate(pos, cc.parse("meld 7H 7S 7D"))
    after, evs = apply_events(pos, ev)
    assert after.melds["NS"]["7"] == ("7D", "7H", "7S")
    assert kinds(evs) == ["meld-started"]


# --- one test per kind -----------------------------------------------------------------------

def test_drew() -> None:
    evs = events_of(position(phase="draw", hand=["9S"], stock=["8C", "5D"]), "draw")
    assert evs == (E.Drew("N", "8C"),)


def test_red_three_laid_out_from_a_draw_with_its_replacement() -> None:
    evs = events_of(position(phase="draw", hand=["9S"], stock=["3H", "3D", "8C", "5D"]), "draw")
    assert evs == (
        E.RedThreeLaidOut("N", "NS", "3H", "draw", "3D"),
        E.RedThreeLaidOut("N", "NS", "3D", "draw", "8C"),
        E.Drew("N", "8C"),
    )


def test_red_three_laid_out_from_the_pile_is_not_replaced() -> None:
    pos = position(phase="draw", hand=["7D", "7S", "9C"], melds={"NS": {"A": ["AC", "AD", "AH"]}},
                   pile=["3H", "9D", "7H"])
    evs = events_of(pos, "take 7D 7S")
    assert only(evs, E.RedThreeLaidOut) == E.RedThreeLaidOut("N", "NS", "3H", "pile", None)
    assert only(evs, E.PileTaken).cards == ("9D",)  # what went into the hand: not the red three


def test_red_threes_laid_out_at_the_deal() -> None:
    for seed in range(30):
        pos = cc.deal(seed)
        evs = cc.events_for_deal(pos)
        reds = [e for e in evs if isinstance(e, E.RedThreeLaidOut)]
        assert sorted((e.side, e.card) for e in reds) == sorted(
            (side, c) for side in ("NS", "EW") for c in pos.red_threes[side])
        assert all(e.source == "deal" for e in reds)


def test_dealing_records_who_was_dealt_each_red_three_and_its_replacement() -> None:
    seen = 0
    for seed in range(30):
        pos, evs = cc.deal_events(seed, "S", (0, 100))
        assert cc.dump(pos) == cc.dump(cc.deal(seed, "S", (0, 100)))  # the same deal
        reds = [e for e in evs if isinstance(e, E.RedThreeLaidOut)]
        assert sorted(e.card for e in reds) == sorted(pos.red_threes["NS"] + pos.red_threes["EW"])
        for e in reds:
            assert e.seat is not None and cc.positions.SIDE_OF[e.seat] == e.side
            assert e.replacement is not None
            # the replacement went into that seat's hand, unless it was a red three laid out too
            assert e.replacement in pos.hand(e.seat) or e.replacement in ("3H", "3D")
            seen += 1
        # what the position alone tells: the same upcard and red threes, without the seats
        assert [e.kind for e in cc.events_for_deal(pos)] == [e.kind for e in evs]
    assert seen > 10


def test_upcard_turned_and_the_covered_cards_freeze_the_pile() -> None:
    seen_covered = False
    for seed in range(40):
        pos = cc.deal(seed)
        evs = cc.events_for_deal(pos)
        up = only(evs, E.UpcardTurned)
        assert isinstance(up, E.UpcardTurned)
        assert (*up.covered, up.card) == pos.pile
        froze = [e for e in evs if isinstance(e, E.PileFroze)]
        assert (len(froze) == 1) == bool(up.covered)
        seen_covered = seen_covered or bool(up.covered)
    assert seen_covered  # the seeds include a covered upcard


def test_stock_exhausted_by_the_last_draw() -> None:
    evs = events_of(position(phase="draw", hand=["9S"], stock=["8C"]), "draw")
    assert kinds(evs) == ["drew", "stock-exhausted"]
    assert kinds(events_of(position(phase="draw", hand=["9S"], stock=["8C", "4C"]), "draw")) == [
        "drew"]


def test_deal_ended_by_a_last_red_three() -> None:
    evs = events_of(position(phase="draw", hand=["9S"], stock=["3D"]), "draw")
    assert evs == (E.RedThreeLaidOut("N", "NS", "3D", "draw", None), E.StockExhausted("N"),
                   E.DealEnded("last-red-three"))


@pytest.mark.parametrize(("pile", "melds", "why"), [
    (["5C", "9D", "7H"], {"NS": {"A": ["AC", "AD", "AH"]}}, None),
    (["5C", "9D", "7H"], {}, "not-opened"),
    (["5C", "2D", "9D", "7H"], {"NS": {"A": ["AC", "AD", "AH"]}}, "wild"),
    (["3D", "9D", "7H"], {"NS": {"A": ["AC", "AD", "AH"]}}, "red-three"),
])
def test_pile_taken_says_whether_and_why_it_was_frozen(pile: list[str], melds: dict[str, dict[str, list[str]]],
                                                         why: str | None) -> None:
    hand = ["7D", "7S", "AS", "AS", "KC", "KD", "KH", "9C"]
    action = "take 7D 7S" if melds else "take 7D 7S; KC KD KH; AS AS JK"
    pos = position(phase="draw", hand=hand + ([] if melds else ["JK"]), melds=melds, pile=pile)
    evs = events_of(pos, action)
    taken = only(evs, E.PileTaken)
    assert taken == E.PileTaken("N", "NS", len(pile), "7H", why,  # type: ignore[arg-type]
                                tuple(c for c in pile[:-1] if c not in ("3D", "3H")))
    assert evs[0] is taken


def test_pile_unfroze_when_a_frozen_pile_is_taken() -> None:
    pos = position(phase="draw", hand=["7D", "7S", "9C"], melds={"NS": {"A": ["AC", "AD", "AH"]}},
                   pile=["5C", "2D", "9D", "7H"])
    assert only(events_of(pos, "take 7D 7S"), E.PileUnfroze) == E.PileUnfroze("2D")
    # frozen only because the side has not opened: no freeze for everyone to remove
    pos = position(phase="draw", hand=["AC", "AD", "AH", "7D", "7S", "9C"], pile=["5C", "7H"])
    evs = events_of(pos, "take 7D 7S; AC AD AH")
    assert not [e for e in evs if isinstance(e, E.PileUnfroze)]


def test_pile_froze_by_a_wild_discard_and_blocks_the_next_seat() -> None:
    evs = events_of(position(hand=["2S", "4D"], pile=["5C", "8D"]), "discard 2S")
    assert evs == (E.Discarded("N", "2S"), E.PileFroze("2S"), E.PileBlocked("2S", "E"))
    # already frozen by a buried wild card: it blocks, but freezes nothing new
    evs = events_of(position(hand=["JK", "4D"], pile=["2C", "8D"]), "discard JK")
    assert kinds(evs) == ["discarded", "pile-blocked"]


def test_pile_blocked_by_a_black_three() -> None:
    evs = events_of(position(hand=["3S", "4D"], pile=["5C"]), "discard 3S")
    assert evs == (E.Discarded("N", "3S"), E.PileBlocked("3S", "E"))


def test_discarded() -> None:
    assert events_of(position(hand=["9S", "4D"], pile=["5C"]), "discard 9S") == (
        E.Discarded("N", "9S"),)


def test_side_opened_with_points_minimum_and_the_top_card() -> None:
    pos = position(hand=["QC", "QD", "QH", "KC", "KD", "KS", "4C", "9S"])
    assert only(events_of(pos, "meld KC KD KS; QC QD QH"), E.SideOpened) == E.SideOpened(
        "N", "NS", 60, 50, top_counted=False, waived=False)
    pos = position(phase="draw", hand=["7D", "7S", "AC", "AD", "AH", "9C", "4S"],
                   pile=["KS", "QD", "7H"], scores={"NS": -20, "EW": 0})
    opened = only(events_of(pos, "take 7D 7S; AC AD AH"), E.SideOpened)
    assert opened == E.SideOpened("N", "NS", 75, 15, top_counted=True, waived=False)


def test_side_opened_below_the_minimum_by_going_out_concealed() -> None:
    hand = ["KC", "KC", "KD", "KD", "KH", "KH", "KS", "4C", "4D", "4H", "5S"]
    pos = position(hand=hand, scores={"NS": 3000, "EW": 0})
    opened = only(events_of(pos, "meld KC KC KD KD KH KH KS; 4C 4D 4H"), E.SideOpened)
    assert opened == E.SideOpened("N", "NS", 85, 120, top_counted=False, waived=True)


def test_meld_started_and_extended() -> None:
    pos = position(hand=["KS", "7H", "7S", "7D", "9C", "4D"], melds=KINGS3)
    evs = events_of(pos, "meld KS; 7H 7S 7D")
    assert evs == (E.MeldExtended("N", "NS", "K", ("KS",), 4),
                   E.MeldStarted("N", "NS", "7", ("7H", "7S", "7D"), 3))


def test_a_take_that_starts_a_meld_is_a_start_not_an_extension() -> None:
    pos = position(phase="draw", hand=["TD", "TS", "9C", "4D"], melds=KINGS3, pile=["5C", "TH"])
    evs = events_of(pos, "take TD TS")
    assert only(evs, E.MeldStarted) == E.MeldStarted("N", "NS", "T", ("TH", "TD", "TS"), 3)
    assert not [e for e in evs if isinstance(e, E.MeldExtended)]
    pos = position(phase="draw", hand=["9C", "4D"], melds=KINGS3, pile=["5C", "KS"])
    assert only(events_of(pos, "take"), E.MeldExtended) == E.MeldExtended(
        "N", "NS", "K", ("KS",), 4)


def test_canasta_completed_natural_or_mixed() -> None:
    pos = position(hand=["KS", "9S", "4D"], melds=KINGS6)
    assert only(events_of(pos, "meld KS"), E.CanastaCompleted) == E.CanastaCompleted(
        "NS", "K", natural=True)
    pos = position(hand=["2S", "9S", "4D"], melds=KINGS6)
    assert only(events_of(pos, "meld K: 2S"), E.CanastaCompleted) == E.CanastaCompleted(
        "NS", "K", natural=False)


def test_canasta_mixed_when_a_wild_joins_a_natural_canasta() -> None:
    pos = position(hand=["2S", "9S", "4D"], melds=KINGS7)
    evs = events_of(pos, "meld K: 2S")
    assert only(evs, E.CanastaMixed) == E.CanastaMixed("NS", "K")
    assert not [e for e in evs if isinstance(e, E.CanastaCompleted)]  # it was one already


def test_asked_and_answered() -> None:
    pos = position(hand=["9C", "9D", "9H", "4S"], melds={"NS": KINGS7["NS"]})
    assert events_of(pos, "ask") == (E.Asked("N", "S"),)
    pending = position(hand=["9C", "9D", "9H", "4S"], melds={"NS": KINGS7["NS"]},
                       this_turn={"asked": "pending"})
    assert events_of(pending, "yes") == (E.Answered("S", "yes"),)
    assert events_of(pending, "no") == (E.Answered("S", "no"),)


def test_went_out_and_the_deal_ended() -> None:
    pos = position(hand=["4S"], melds={"NS": KINGS7["NS"]}, melded=["N", "S"])
    assert events_of(pos, "discard 4S") == (E.Discarded("N", "4S"),
                                           E.PlayerWentOut("N", "NS", concealed=False),
                                           E.DealEnded("went-out"))


def test_went_out_concealed_by_melding_everything() -> None:
    pos = position(hand=["KC", "KC", "KD", "KD", "KH", "KH", "KS", "9C", "9D", "9H"])
    evs = events_of(pos, "meld KC KC KD KD KH KH KS; 9C 9D 9H")
    assert kinds(evs)[-2:] == ["went-out", "deal-ended"]
    assert only(evs, E.PlayerWentOut) == E.PlayerWentOut("N", "NS", concealed=True)


def test_went_out_concealed_with_a_final_discard_comes_from_the_evaluation() -> None:
    pos = position(hand=["KC", "KC", "KD", "KD", "KH", "KH", "KS", "9C", "9D", "9H", "4S"])
    mid = cc.play(pos, "meld KC KC KD KD KH KH KS; 9C 9D 9H")
    out = only(events_of(mid, "discard 4S"), E.PlayerWentOut)
    assert out == E.PlayerWentOut("N", "NS", concealed=True)
    assert cc.play(mid, "discard 4S").went_out == cc.positions.WentOut("N", True)


@pytest.mark.parametrize(("melds", "hand", "declined"), [
    ({"NS": {"A": ["AC", "AD", "AH"]}}, ["8S", "8H", "4D"], True),  # could start eights: declines
    ({}, ["9S", "4D"], False),  # cannot take
])
def test_passed_and_why_the_deal_ended(melds: dict[str, dict[str, list[str]]], hand: list[str],
                                       declined: bool) -> None:
    pos = position(phase="draw", hand=hand, stock=0, melds=melds, pile=["5C", "8D"])
    assert events_of(pos, "pass") == (
        E.Passed("N", declined), E.DealEnded("passed" if declined else "stock-ran-out"))


# --- whole deals ------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(8))
def test_events_agree_with_the_positions_over_whole_deals(seed: int) -> None:
    """Seeded random deals: every event's facts hold in the positions around it."""
    rng = random.Random(seed)
    pos = cc.deal(seed)
    while pos.phase != "over":
        action = rng.choice(cc.legal_actions(pos))
        after, evs = cc.play_events(pos, action)
        side = pos.side
        for e in evs:
            if isinstance(e, E.Drew):
                assert e.card in after.hand(pos.turn)
            elif isinstance(e, E.MeldStarted):
                assert e.rank not in pos.melds[side] and len(after.melds[side][e.rank]) == e.size
            elif isinstance(e, E.MeldExtended):
                assert len(pos.melds[side][e.rank]) + len(e.cards) == e.size
                assert len(after.melds[side][e.rank]) == e.size
            elif isinstance(e, E.CanastaCompleted):
                assert is_canasta(after.melds[side][e.rank])
                assert not is_canasta(pos.melds[side].get(e.rank, ()))
            elif isinstance(e, E.PileTaken):
                assert e.size == len(pos.pile) and e.top == pos.pile[-1] and not after.pile
            elif isinstance(e, E.RedThreeLaidOut):
                assert e.card in after.red_threes[side]
            elif isinstance(e, E.PlayerWentOut):
                assert after.went_out == cc.positions.WentOut(e.seat, e.concealed)
            elif isinstance(e, E.StockExhausted):
                assert after.stock_size == 0 < pos.stock_size
        ended = [e for e in evs if isinstance(e, E.DealEnded)]
        assert (after.phase == "over") == bool(ended)
        pos = after


def test_every_kind_is_emitted_by_some_action_or_deal() -> None:
    """No kind is declared and never produced: seeded random deals plus the dealt positions."""
    seen: set[str] = set()
    for seed in range(60):
        rng = random.Random(seed)
        pos = cc.deal(seed)
        seen.update(e.kind for e in cc.events_for_deal(pos))
        while pos.phase != "over":
            pos, evs = cc.play_events(pos, rng.choice(cc.legal_actions(pos)))
            seen.update(e.kind for e in evs)
    # a last red three ends a deal too rarely for random play; its test is above
    seen.update(kinds(events_of(position(phase="draw", hand=["9S"], stock=["3D"]), "draw")))
    assert seen == set(E.EVENT_KINDS), set(E.EVENT_KINDS) - seen
