"""The shared table's page session (canasta_app/tables/session.py) without Streamlit: plain
dicts for each browser's state, a real SQLite store behind them."""

from __future__ import annotations

import time
from typing import Any

from helpers.words import says
from sqlalchemy import update

from canasta_app.store import Store
from canasta_app.store.models import NICK_MAX, TableSeat
from canasta_app.tables import driver, service, watch
from canasta_app.tables.session import TablesSession, W


class Browser:
    """One browser: its own session state, its own learner (or none yet)."""

    def __init__(self, store: Store, learner: int | None = None, lang: str = "en") -> None:
        self.state: dict[str, Any] = {}
        self.learner = learner
        self.store = store
        self.wrong = 0
        self.wait = 0.0
        self.lang = lang

    def _ensure(self) -> int:
        if self.learner is None:
            self.learner = self.store.new_learner().id
        return self.learner

    def _wrong(self) -> None:
        self.wrong += 1

    @property
    def session(self) -> TablesSession:  # a new object per run, as the page makes one
        return TablesSession(self.state, self.lang, self.store.tables,
                             me=lambda: self.learner, ensure_me=self._ensure,
                             wait_code=lambda: self.wait, wrong_code=self._wrong,
                             records=self.store)

    def run(self) -> TablesSession:
        s = self.session
        s.refresh()
        s.drawn()
        return s


def _open(host: Browser, profile: str = "classic", **kinds: str) -> str:
    host.state.update({W + "profile": profile, W + "nick": "Ana", W + "my_seat": "S",
                       W + "target": 1500, W + "pace": "fast", W + "mode": "teaching"})
    for seat, kind in kinds.items():
        host.state[W + f"seat_{seat}"] = kind
    code = host.session.create()
    assert code is not None, host.session.note()
    return code


def _join(b: Browser, code: str, nick: str, seat: str | None = None) -> TablesSession:
    s = b.session
    assert s.open({"t": code}) == code
    b.state[W + "nick"] = nick
    if seat:
        b.state[W + "sit_seat"] = seat
    s.sit()
    assert s.note() is None, s.note()
    return b.run()


def _bots_to_the_deals_end(store: Store, tid: int) -> None:
    """Bots (stand-ins at every seat) play the table's deal to its scoring."""
    for _ in range(3000):
        table = service.load(store.tables, tid)
        assert table is not None
        if table.play.deal_over:
            return
        service.run_bot(store.tables, table, now_ms=10**13)


def test_open_share_and_sit_down(store: Store) -> None:
    host = Browser(store)
    code = _open(host, N="human", E="heuristic", W="random")
    s = host.run()
    assert s.my_seat == "S" and s.is_host and s.code == code
    rows = {r.seat: r for r in s.seat_rows()}
    assert rows["E"].who == "sensible bot" and rows["W"].who == "random bot"
    assert rows["N"].who == "open" and rows["S"].who == "Ana" and rows["S"].mine
    guest = Browser(store)
    g = guest.session
    assert g.open({"t": code.lower()}) == code.lower()
    assert g.my_seat is None  # watching: every hand a count
    view = g.view()
    assert view is not None and all(isinstance(h, int) for h in view.hands.values())
    g = _join(guest, code, "Beto")
    assert g.my_seat == "N" and not g.is_host
    hands = g.view().hands  # type: ignore[union-attr]
    assert not isinstance(hands["N"], int)
    assert all(isinstance(hands[x], int) for x in "ESW")


def test_moves_reach_the_other_seat_and_a_refusal_stays_with_its_player(store: Store) -> None:
    host, guest = Browser(store), Browser(store)
    code = _open(host, N="human", E="human", W="human")
    for b, nick in ((guest, "Beto"), (Browser(store), "Cata"), (Browser(store), "Dani")):
        _join(b, code, nick)
    browsers = {"S": host, "N": guest}
    s = host.run()
    acting = s.table.play.acting  # type: ignore[union-attr]
    if acting not in browsers:  # the dealer's left is E or W: let those two be the guests
        tab = Browser(store, learner=s.table.seat(acting).learner_id)  # type: ignore[union-attr]
        tab.session.open({"t": code})
        browsers = {acting: tab, "S": host}
    actor = browsers[acting]
    other = next(b for seat, b in browsers.items() if seat != acting)
    a = actor.run()
    assert a.my_turn
    card = a.view().hand(acting)[0]  # type: ignore[union-attr]
    a.try_action(f"discard {card}")  # before drawing: refused
    fb = a.feedback()
    assert fb is not None and fb.kind == "refused" and fb.ruling is not None
    assert fb.ruling.rule == "turn.not-yours"
    o = other.run()
    assert o.feedback() is None  # the other player never sees it
    rows = {r.seat: r for r in o.seat_rows()}
    assert "1 refused try" in rows[acting].notes  # only the count, on the board
    a.try_action("draw")
    assert a.feedback().kind == "played"  # type: ignore[union-attr]
    o = other.run()
    assert o.table.play.version == 1  # type: ignore[union-attr]
    assert o.recent()[0].startswith(f"{'North East South West'.split()['NESW'.index(acting)]}:")


def test_a_second_tab_of_the_same_seat_gets_the_table_moved_on(store: Store) -> None:
    host = Browser(store)
    code = _open(host, N="human", E="human", W="human")
    for nick in ("B", "C", "D"):
        _join(Browser(store), code, nick)
    acting = host.run().table.play.acting  # type: ignore[union-attr]
    learner = host.session.table.seat(acting).learner_id  # type: ignore[union-attr]
    tab1, tab2 = Browser(store, learner), Browser(store, learner)
    for tab in (tab1, tab2):
        tab.session.open({"t": code})
        tab.run()
    tab1.session.try_action("draw")
    t2 = tab2.session
    t2.try_action("draw")  # drawn on version 0: the table has moved on
    fb = t2.feedback()
    assert fb is not None and fb.kind == "stale"
    assert t2.table.play.version == 1  # type: ignore[union-attr]
    assert len(store.tables.log(t2.table_id or 0)) == 1


def test_a_spectator_never_acts_for_a_seat(store: Store) -> None:
    host = Browser(store)
    code = _open(host, N="heuristic", E="heuristic", W="heuristic")
    watcher = Browser(store)
    w = watcher.session
    w.open({"t": code})
    watcher.run()
    w = watcher.session
    w.try_action("draw")
    assert w.feedback().kind == "error"  # type: ignore[union-attr]
    assert w.feedback().text.startswith("You are watching")  # type: ignore[union-attr]
    w.next_deal()
    assert store.tables.log(w.table_id or 0) == []


def test_wrong_codes_are_said_counted_and_slowed(store: Store) -> None:
    b = Browser(store)
    s = b.session
    assert s.open({"t": "NOPE12"}) is None
    assert b.wrong == 1 and says("tables.err.code", code="NOPE12") in (s.note() or "")
    b.state[W + "code"] = "   "
    assert s.join_typed() is None and says("tables.err.code_empty") in (s.note() or "")
    b.wait = 4.2
    b.state[W + "code"] = "ABCDEF"
    assert s.join_typed() is None and "wait 5 s" in (s.note() or "")
    assert b.wrong == 1  # not even looked up


def test_nicknames_empty_hostile_and_huge(store: Store) -> None:
    host = Browser(store)
    host.state.update({W + "nick": "   "})
    assert host.session.create() is None
    assert "Type a nickname first" in (host.session.note() or "")
    host.state[W + "nick"] = "<img src=x onerror=alert(1)>" + "é" * 500
    code = host.session.create()
    assert code is not None
    cut = host.session.nick_cut()
    assert cut is not None and f"cut to {NICK_MAX}" in cut
    s = host.run()
    me = next(r for r in s.seat_rows() if r.mine)
    assert len(me.who) == NICK_MAX and me.who.startswith("<img")  # kept as text (escaped
    # wherever it is drawn: tests/app/test_tables_page.py)


def test_a_full_table_and_a_taken_seat_are_said(store: Store) -> None:
    host = Browser(store)
    code = _open(host, profile="two-hand")  # N: a player by default
    _join(Browser(store), code, "Beto")
    late = Browser(store)
    s = late.session
    s.open({"t": code})
    late.state[W + "nick"] = "Cata"
    s.sit()
    assert says("tables.err.full") in (s.note() or "")
    s.sit("N")
    assert says("tables.err.seat_taken", seat="North") in (s.note() or "")


def test_bots_move_at_the_tables_pace_from_the_server_not_a_page(store: Store) -> None:
    host = Browser(store)
    _open(host, N="heuristic", E="heuristic", W="heuristic")
    s = host.run()
    table = s.table
    assert table is not None
    if table.play.acting == "S":  # South (the host) first: a draw and a discard
        s.try_action("draw")
        for card in s.view().hand("S"):  # type: ignore[union-attr]
            s.try_action(f"discard {card}")
            if s.feedback().kind == "played":  # type: ignore[union-attr]
                break
        s = host.run()
        table = s.table
        assert table is not None and table.play.acting != "S"
    version = table.play.version
    s.poll(now=10**10)  # a page's timer never moves a bot, however late
    assert service.load(store.tables, table.info.id).play.version == version  # type: ignore[union-attr]
    last = next(d for d in store.tables.due() if d.id == table.info.id).last_ms
    assert driver.tick(store.tables, now_ms=last) == 0  # the table's pace: not yet
    assert driver.tick(store.tables, now_ms=last + 10_000) == 1  # the server moves the bot
    assert store.tables.log(table.info.id)[-1].seat == table.play.acting
    assert s.poll(now=last / 1000)  # the page sees the new revision: it draws again


def test_the_host_hands_an_away_seat_to_a_bot_and_the_player_takes_it_back(
        store: Store) -> None:
    host, guest = Browser(store), Browser(store)
    code = _open(host, profile="two-hand")
    _join(guest, code, "Beto")
    s = host.run()
    tid = s.table_id or 0
    s.give_to_bot("N")
    assert "is still here" in (s.note() or "")
    store.db.run(lambda x: x.execute(update(TableSeat).where(TableSeat.table_id == tid,
                                                             TableSeat.seat == "N")
                                     .values(seen_ms=1)))
    s = host.run()
    rows = {r.seat: r for r in s.seat_rows()}
    assert "away" in rows["N"].notes and rows["N"].can_give
    s.give_to_bot("N")
    s = host.run()
    rows = {r.seat: r for r in s.seat_rows()}
    assert says("tables.seats.standin") in rows["N"].notes
    g = guest.run()
    assert g.standin_for_me
    g.take_back()
    assert not guest.run().standin_for_me
    guest_only = Browser(store, guest.learner)
    guest_only.session.open({"t": code})
    guest_only.run()
    guest_only.session.give_to_bot("S")
    assert says("tables.err.not_host") in (guest_only.session.note() or "")


def test_a_still_table_costs_the_timer_one_revision_read(store: Store, monkeypatch) -> None:
    """The page's timer (`poll`) reads the revision only while nothing changes, and
    asks for a redraw on a move, on a player gone away, or when the table is gone."""
    from canasta_app.tables.session import SEEN_EVERY_S

    host, guest = Browser(store), Browser(store)
    code = _open(host, profile="two-hand")
    _join(guest, code, "Beto")
    s = host.run()  # the page's session: its timer runs keep this object
    now = time.time()
    assert not s.poll(now)  # the first run says the seat is here and reads the seats
    loads: list[int] = []
    real_load, real_snapshot = service.load, store.tables.snapshot
    monkeypatch.setattr(service, "load", lambda *a, **k: loads.append(1) or real_load(*a, **k))
    monkeypatch.setattr(store.tables, "snapshot",
                        lambda *a, **k: loads.append(2) or real_snapshot(*a, **k))
    for tick in range(1, 4):
        assert not s.poll(now + tick * 0.9)  # still: no redraw, no table read
    assert loads == []
    # the other player moves: the next run asks for a redraw
    g = guest.run()
    mover, waiter = (g, s) if g.my_turn else (s, g)
    mover.try_action("draw")
    assert s.poll(now + 3)
    s = host.run()
    assert not s.poll(now + 3.5)
    # the other player's page stops reporting: once the seats are read again, they show away
    tid = s.table_id or 0
    store.db.run(lambda x: x.execute(update(TableSeat).where(TableSeat.table_id == tid,
                                                             TableSeat.seat == "N")
                                     .values(seen_ms=1)))
    assert s.poll(now + 3.5 + SEEN_EVERY_S)
    s = host.run()
    assert not s.poll(now + 4 + SEEN_EVERY_S)
    # the table is gone (a test's fresh database): a redraw says so, once the process's copy
    # of the revision is read again
    monkeypatch.setattr(store.tables, "revisions", lambda table_ids: {})
    watch.forget()
    assert s.poll(now + 5 + SEEN_EVERY_S)


def test_a_finished_deal_goes_into_each_players_record(store: Store) -> None:
    host, guest = Browser(store), Browser(store)
    code = _open(host, profile="two-hand")
    _join(guest, code, "Beto")
    s = host.run()
    assert not s.record_deal()  # the deal is not over
    tid = s.table_id or 0
    for seat in ("S", "N"):
        store.tables.set_standin(tid, seat, "heuristic")
    _bots_to_the_deals_end(store, tid)
    for b, seat in ((host, "S"), (guest, "N")):
        s = b.run()
        assert s.record_deal() and not s.record_deal()  # once per deal
        rows = [r for r in store.practice_deals(b.learner or 0) if r.game == f"table:{code}"]
        assert len(rows) == 1 and rows[0].profile == "two-hand" and rows[0].deal_number == 1
        scores = s.table.play.deal_scores()  # type: ignore[union-attr]
        assert rows[0].ns_points == scores[seat]["total"]
        assert rows[0].grades == {}  # no review yet
    # the coach's grades of the deal (tables/advice.py's review) update the same row
    s = host.run()
    assert s.record_deal({"best": 4, "mistake": 1}) and not s.record_deal({"best": 4,
                                                                              "mistake": 1})
    rows = [r for r in store.practice_deals(host.learner or 0) if r.game == f"table:{code}"]
    assert len(rows) == 1 and rows[0].grades == {"best": 4, "mistake": 1}


def test_a_player_who_sits_once_the_deal_is_over_gets_no_record_of_it(store: Store) -> None:
    """North's open seat was played by a stand-in; Beto sits down when the deal is scored: the
    deal is not his (Ana's is recorded, with her refused try of that deal)."""
    host, late = Browser(store), Browser(store)
    code = _open(host, profile="two-hand")
    s = host.run()
    tid = s.table_id or 0
    store.tables.set_standin(tid, "S", "heuristic")
    store.tables.set_standin(tid, "N", "heuristic")
    store.tables.count_illegal(tid, "S", 1)
    _bots_to_the_deals_end(store, tid)
    g = _join(late, code, "Beto")
    assert g.my_seat == "N" and not g.record_deal()
    assert [r for r in store.practice_deals(late.learner or 0) if r.game == f"table:{code}"] == []
    s = host.run()
    assert s.record_deal()
    (row,) = [r for r in store.practice_deals(host.learner or 0) if r.game == f"table:{code}"]
    assert row.illegal_tries == 1


def test_the_coach_level_is_the_players_own_and_a_match_table_has_none(store: Store) -> None:
    from canasta_app.tables.session import COACH

    host = Browser(store)
    _open(host, N="heuristic", E="heuristic", W="heuristic")
    s = host.run()
    assert s.coach_level == "off" and not s.coach_on
    host.state[COACH] = "advice"
    assert s.coach_level == "advice" and s.coach_on
    host.state[COACH] = "<script>"  # not a level: off
    assert s.coach_level == "off"
    other = Browser(store)
    other.state.update({W + "mode": "match"})
    other.state.update({W + "profile": "two-hand", W + "nick": "Bo", W + "my_seat": "S",
                        W + "target": 1500, W + "pace": "fast", W + "seat_N": "heuristic"})
    assert other.session.create() is not None
    other.state[COACH] = "advice"
    assert other.run().coach_level == "off"  # a match table: the referee only


def test_a_page_woken_for_a_move_made_elsewhere_reads_it_at_once(store: Store) -> None:
    """A move another process made (another replica, a benchmark's driver): the page's
    watcher sees the newer revision in the table's file and wakes the page, but this
    process's copy of the revision, read less than FRESH_S ago, still says nothing moved. The
    woken page reads the revision from the database and draws the move at once (it drew
    nothing, and showed the move only at its next wake, half a second later); a run that was
    not woken keeps to the copy (no query)."""
    host, guest = Browser(store), Browser(store)
    code = _open(host, profile="two-hand")
    _join(guest, code, "Beto")
    s = host.run()
    tid = s.table_id or 0
    key = watch._key(store.tables, tid)
    before, version = watch._REVS[key][0], s.table.play.version if s.table else -1
    g = guest.run()
    assert g.my_turn != s.my_turn
    (g if g.my_turn else host.session).try_action("draw")
    # the copy as another process's move leaves it: read just before, still fresh
    watch._REVS[key] = (before, time.monotonic())
    # the page's fragment runs keep the session object of the page's last whole run (s)
    assert not s.refresh()  # not woken: the copy, which says nothing moved
    assert s.table is not None and s.table.play.version == version
    assert s.refresh(woken=True)  # woken by the file: read now, and drawn
    assert s.table is not None and s.table.play.version == version + 1
