"""The shared table's game (canasta_app/tables/model.py): rebuilt from its log and checked by
the engine, deal after deal to the table's target, and each seat's view holding its own hand
only."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from canasta_app.tables.model import (
    NEXT_DEAL,
    CorruptLog,
    Entry,
    Settings,
    TablePlay,
    new_play,
    rebuild,
    seat_view,
)
from canasta_core.positions import Position, dump
from canasta_core.profiles import PROFILES


def _bots_play(play: TablePlay, kind: str = "heuristic", deals: int = 1) -> list[Entry]:
    """Bots at every seat, `deals` deals (or to the game's end); the log they wrote."""
    log: list[Entry] = []
    while True:
        while not play.deal_over:
            seat = play.acting
            assert seat is not None
            e = Entry(play.version + 1, seat, play.bot_action(kind))
            play = play.apply(e)
            log.append(e)
        if play.game_over or play.deal_number >= deals:
            return log
        e = Entry(play.version + 1, "N", NEXT_DEAL)
        play = play.apply(e)
        log.append(e)


@pytest.mark.parametrize("profile", list(PROFILES))
def test_every_table_plays_deals_and_rebuilds_from_its_log(profile: str) -> None:
    settings = Settings(profile, 5000, seed=3)
    log = _bots_play(new_play(settings), deals=2)
    play = rebuild(settings, log)
    assert play.deal_number == 2 and play.deal_over
    assert len(play.sheet()) == 2
    # a process that had the first half rebuilds the rest from the new rows only
    half = rebuild(settings, log[: len(log) // 2])
    assert rebuild(settings, log, half).position == play.position
    # the next deal's minimums follow the game sheet's totals
    assert play.start.scores == dict(zip(PROFILES[profile].side_names, play.deals[0],
                                         strict=True))


def test_a_game_ends_at_the_table_target_and_refuses_anything_after() -> None:
    settings = Settings("two-hand", 1000, seed=5)
    log = _bots_play(new_play(settings), deals=50)
    play = rebuild(settings, log)
    assert play.game_over
    status = play.status()
    assert status.finished and max(status.totals.values()) >= 1000
    assert play.judge(play.rules.seats[0], "draw").error == "tables.err.finished"
    with pytest.raises(CorruptLog):
        play.apply(Entry(play.version + 1, "N", NEXT_DEAL))


def test_a_log_the_engine_refuses_cannot_be_rebuilt() -> None:
    settings = Settings("classic", 5000, seed=1)
    play = new_play(settings)
    seat = play.acting
    assert seat is not None
    other = next(s for s in play.rules.seats if s != seat)
    with pytest.raises(CorruptLog):
        rebuild(settings, [Entry(1, other, "draw")])  # out of turn
    with pytest.raises(CorruptLog):
        rebuild(settings, [Entry(1, seat, "meld 2C 2D 2H")])  # illegal
    with pytest.raises(CorruptLog):
        rebuild(settings, [Entry(2, seat, "draw")])  # a gap in the versions


def test_a_seat_judged_tells_legal_refused_and_errors() -> None:
    play = new_play(Settings("classic", 5000, seed=9))
    seat = play.acting
    assert seat is not None
    other = next(s for s in play.rules.seats if s != seat)
    assert play.judge(seat, "draw").kind == "legal"
    assert play.judge(other, "draw").error == "tables.err.not_your_turn"
    assert play.judge(seat, "   ").error == "tables.err.empty"
    assert play.judge(seat, "fly away").error == "tables.err.input"
    refused = play.judge(seat, f"discard {play.position.hand(seat)[0]}")
    assert refused.kind == "refused" and refused.ruling is not None
    assert refused.ruling.rule == "turn.not-yours"


def _shuffle_hidden(pos: Position, seat: str, rng: random.Random) -> Position:
    """The same table with the cards `seat` cannot see dealt differently among the other
    hands and the stock (every count kept)."""
    others = [s for s in pos.rules.seats if s != seat]
    stock = list(pos.stock) if not isinstance(pos.stock, int) else []
    pool = [c for s in others for c in pos.hands[s]] + stock  # type: ignore[union-attr]
    rng.shuffle(pool)
    hands = dict(pos.hands)
    for s in others:
        n = pos.hand_size(s)
        hands[s], pool = tuple(pool[:n]), pool[n:]
    return replace(pos, hands=hands, stock=tuple(pool))


@pytest.mark.parametrize("profile", list(PROFILES))
def test_a_seat_view_holds_its_own_hand_and_nothing_derived_from_the_others(
        profile: str) -> None:
    settings = Settings(profile, 5000, seed=11)
    play = new_play(settings)
    for _ in range(40):  # into the deal: melds, a pile, taken cards
        seat = play.acting
        assert seat is not None
        play = play.apply(Entry(play.version + 1, seat, play.bot_action("heuristic")))
    pos = play.position
    rng = random.Random(1)
    for seat in (*play.rules.seats, None):
        view = seat_view(pos, seat)
        for s in play.rules.seats:
            if s == seat:
                assert view.hands[s] == pos.hands[s]
            else:
                assert view.hands[s] == pos.hand_size(s)  # a count, never the cards
        assert view.stock == pos.stock_size
        # whatever the hidden cards are, the seat's view is the same, to the byte
        for _ in range(3):
            assert dump(seat_view(_shuffle_hidden(pos, seat or "", rng), seat)) == dump(view)


def _expert_decision(seed: int = 3) -> TablePlay:
    """A classic table where the seat to act has a real choice (the expert searches)."""
    from canasta_core.legal import legal_evaluations

    play = new_play(Settings("classic", 5000, seed=seed))
    while len(legal_evaluations(play.position)) < 3 or play.position.phase != "play":
        seat = play.acting
        assert seat is not None
        play = play.apply(Entry(play.version + 1, seat, play.bot_action("heuristic")))
    return play


def test_a_table_expert_thinks_within_a_hard_deadline_inside_its_search(monkeypatch) -> None:
    """The expert's move is made inside a seat's page refresh: the search gets a wall-clock
    deadline well under half a second (asked between rollout moves) and the process-time
    limit; past it, it stops and chooses on the worlds it finished."""
    from canasta_app.tables import model
    from canasta_core.legal import legal_evaluations

    assert 0 < model.BOT_BUDGET_S < 0.5
    play = _expert_decision()
    seen: list[tuple[object, object]] = []
    real = model.analyse

    def spy(*args, **kwargs):  # the real search, its deadline recorded
        got = real(*args, **kwargs)
        seen.append((kwargs, got))
        return got

    monkeypatch.setattr(model, "analyse", spy)
    clock = [1000.0]
    monkeypatch.setattr(model.time, "monotonic", lambda: clock[0])
    text = play.bot_action("expert")
    assert text in legal_evaluations(play.position)
    (kwargs, analysis), = seen
    assert kwargs["budget"].seconds == model.BOT_BUDGET_S
    stop = kwargs["stop"]
    assert not stop()  # the clock did not move: the wall-clock deadline has not come
    clock[0] += model.BOT_BUDGET_S + 0.01
    assert stop()  # past the deadline the search is told to stop


def test_a_table_expert_out_of_time_plays_the_sensible_move(monkeypatch) -> None:
    from canasta_app.tables import model
    from canasta_core.legal import legal_evaluations

    play = _expert_decision(seed=7)
    seen = []
    real = model.analyse
    monkeypatch.setattr(model, "analyse",
                        lambda *a, **k: seen.append(real(*a, **k)) or seen[-1])
    text = play.bot_action("expert", budget_s=0.0)
    (analysis,) = seen
    assert analysis.stopped and analysis.worlds == 0  # no world simulated: deadline passed
    assert text == analysis.sensible and text in legal_evaluations(play.position)
