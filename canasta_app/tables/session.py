"""The shared table's page session: everything canasta_app/tables/tables.py does between reading
a widget and drawing, without Streamlit (tests drive it with a plain dict and a real store).

State lives under the page's "tables_" keys, widget values under "tables_w_". The table itself
lives in the store: the session keeps only which table is open, the version its page last
drew (a move is made on that version: a stale one gets "the table has moved on"), and this
player's own feedback (a refused try is kept here, in this browser only).

The identity is the site's learner (a cookie on the device, or a personal code): `me()` is
the learner's id or None, `ensure_me()` creates one on the first thing worth keeping. Wrong
table codes are slowed down as the class page's join codes are (`wait_code`, `wrong_code`).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, MutableMapping
from dataclasses import dataclass
from typing import Any, Final

from canasta_app.store import Store, StoreUnavailable
from canasta_app.store.codes import CODE_INPUT_MAX, clean_nickname, normalize_code
from canasta_app.store.models import NICK_MAX, TABLE_CODE_LEN
from canasta_app.store.tables import NotASeat, SeatTaken, TableFull, TablesStore
from canasta_app.tables import service, watch
from canasta_app.tables.model import (
    DEFAULT_PACE,
    MODES,
    NEXT_DEAL,
    PACES,
    SEAT_KINDS,
    STANDIN_BOT,
    TARGETS,
    Judged,
)
from canasta_app.tables.service import HANDOVER_S, SEEN_EVERY_S, Table
from canasta_app.text.i18n import seat_name, t
from canasta_app.text.move_words import action_words
from canasta_core.positions import Position
from canasta_core.profiles import PROFILES
from canasta_core.rulings import Ruling

W: Final = "tables_w_"
PICK: Final = "tables_pick"
TABLE_ID: Final = "tables_id"
SEEN_VERSION: Final = "tables_version"
SEEN_REVISION: Final = "tables_revision"
FEEDBACK: Final = "tables_feedback"
NOTE: Final = "tables_note"  # a message at the forms: (key, params)
COACH: Final = "tables_coach"  # this player's coach level (the widget: W + "coach")
COACH_LEVELS: Final = ("off", "guide", "advice")
LAST_SEEN: Final = "tables_seen_at"
DRAWN_PRESENCE: Final = "tables_presence"  # who was away when the page last drew the table
QP: Final = "t"  # the table's code in the link
# Every key a choice is shown with, written out (no key is built from a string).
PROFILE_KEYS: Final = {"classic": "practice.profile.classic",
                       "two-hand": "practice.profile.two-hand",
                       "three-hand": "practice.profile.three-hand",
                       "six-hand": "practice.profile.six-hand"}
PACE_KEYS: Final = {"fast": "tables.new.pace.fast", "normal": "tables.new.pace.normal",
                    "slow": "tables.new.pace.slow"}
MODE_KEYS: Final = {"teaching": "tables.new.mode.teaching", "match": "tables.new.mode.match"}
MODE_NAMES: Final = {"teaching": "tables.mode.teaching", "match": "tables.mode.match"}
KIND_KEYS: Final = {"human": "tables.new.kind.human", "heuristic": "tables.new.kind.heuristic",
                    "random": "tables.new.kind.random", "expert": "tables.new.kind.expert"}
BOT_NAMES: Final = {"heuristic": "tables.bot.heuristic", "random": "tables.bot.random",
                    "expert": "tables.bot.expert"}


@dataclass(frozen=True)
class Feedback:
    """The answer to this player's last try: kind "refused" (with the ruling, shown to this
    player only), "played", "stale" or "error"; text already in the page's language."""

    kind: str
    text: str = ""
    ruling: Ruling | None = None
    version: int = 0  # the table's version it belongs to (it goes once the table moves on)


@dataclass(frozen=True)
class SeatRow:
    seat: str
    label: str  # the seat's name
    who: str  # nickname, "bot (sensible)" or "open" (plain text: escape it when drawing)
    notes: tuple[str, ...]
    mine: bool
    acting: bool
    can_give: bool  # the host may hand this seat to a bot now
    can_take: bool  # this visitor may sit here


def _noop() -> None:
    return None


def _presence(table: Table, now_ms: int | None = None) -> tuple[tuple[str, bool, bool], ...]:
    """Per seat: away, and away long enough to be handed to a bot (what the seats list shows
    that no new revision announces)."""
    return tuple((s.seat, table.away(s.seat, now_ms) > 0,
                  table.away(s.seat, now_ms) >= HANDOVER_S) for s in table.seats)


class TablesSession:
    def __init__(self, state: MutableMapping[str, Any], lang: str, store: TablesStore | None, *,
                 me: Callable[[], int | None] = lambda: None,
                 ensure_me: Callable[[], int | None] = lambda: None,
                 wait_code: Callable[[], float] = lambda: 0.0,
                 wrong_code: Callable[[], None] = _noop,
                 reset_picker: Callable[[], None] = _noop,
                 records: Store | None = None) -> None:
        self.state = state
        self.records = records  # the learners' records: a finished deal goes there
        self.lang = lang
        self.store = store
        self._me = me
        self._ensure_me = ensure_me
        self._wait_code = wait_code
        self._wrong_code = wrong_code
        self._reset_picker = reset_picker
        self._table: Table | None = None

    def tr(self, key: str, **params: object) -> str:
        return t(key, self.lang, **params)

    # ------------------------------------------------------------------ notes at the forms

    def _note(self, key: str, **params: object) -> None:
        self.state[NOTE] = (key, params)

    def note(self) -> str | None:
        got = self.state.get(NOTE)
        return None if not got else self.tr(got[0], **got[1])

    def clear_note(self) -> None:
        self.state.pop(NOTE, None)

    # ------------------------------------------------------------------ which table

    @property
    def table_id(self) -> int | None:
        tid = self.state.get(TABLE_ID)
        return int(tid) if tid is not None else None

    def open(self, query: Mapping[str, str]) -> str | None:
        """The table the link names (`?t=CODE`), looked up once per code; the code kept in
        the address (None: no table, or the link's code was wrong and is dropped)."""
        raw = query.get(QP)
        if raw is None:
            return None
        raw = str(raw)[:CODE_INPUT_MAX]
        if self.state.get("tables_link_seen") == raw and self.table_id is not None:
            return raw
        self.state["tables_link_seen"] = raw
        found = self._find(raw)
        return raw if found else None

    def _find(self, typed: str) -> bool:
        if self.store is None:
            self._note("tables.err.down")
            return False
        code = normalize_code(typed)
        if not code:
            self._note("tables.err.code_empty")
            return False
        wait = self._wait_code()
        if wait > 0:
            self._note("tables.err.wait", seconds=int(wait + 0.999))
            return False
        info = self.store.by_code(code)
        if info is None:
            self._wrong_code()
            self._note("tables.err.code", code=typed.strip()[:TABLE_CODE_LEN * 3])
            return False
        self._enter(info.id)
        return True

    def _enter(self, table_id: int) -> None:
        self.state[TABLE_ID] = table_id
        self.state[SEEN_VERSION] = -1
        self.state[SEEN_REVISION] = -1
        self.state[FEEDBACK] = None
        self.clear_note()
        self._table = None

    def join_typed(self) -> str | None:
        """The "Join a table" box: the code typed; the table's code when found."""
        typed = str(self.state.get(W + "code") or "")
        if self._find(typed):
            return self.code
        return None

    def leave(self) -> None:
        for k in (TABLE_ID, SEEN_VERSION, SEEN_REVISION, FEEDBACK, "tables_link_seen"):
            self.state.pop(k, None)
        self._table = None

    @property
    def code(self) -> str | None:
        table = self.table
        return table.info.code if table else None

    # ------------------------------------------------------------------ opening a table

    def create(self) -> str | None:
        """A new table from the form; the host sits at their chosen seat. Its code, or None
        (a note says why)."""
        s = self.state
        if self.store is None:
            self._note("tables.err.down")
            return None
        profile = str(s.get(W + "profile") or "classic")
        if profile not in PROFILES:
            profile = "classic"
        rules = PROFILES[profile]
        target = int(s.get(W + "target") or rules.target)
        if target not in TARGETS:
            target = rules.target
        mode = s.get(W + "mode") if s.get(W + "mode") in MODES else MODES[0]
        pace = s.get(W + "pace") if s.get(W + "pace") in PACES else DEFAULT_PACE
        my_seat = s.get(W + "my_seat") if s.get(W + "my_seat") in rules.seats else "S"
        nick = self._nickname()
        if nick is None:
            return None
        seats = {}
        for seat in rules.seats:
            kind = s.get(W + f"seat_{seat}")
            seats[seat] = "human" if seat == my_seat else (
                kind if kind in SEAT_KINDS else "human")
        me = self._ensure_me()
        if me is None:
            self._note("tables.err.down")
            return None
        try:
            import random

            info = self.store.create(profile=profile, target=target, mode=str(mode),
                                     pace=str(pace), seed=random.SystemRandom().randrange(2**31),
                                     seats=seats, host_id=me)
            self.store.take_seat(info.id, me, nick, my_seat)
            watch.changed(self.store, info.id)
        except StoreUnavailable:
            self._note("tables.err.down")
            return None
        self._enter(info.id)
        self.state["tables_link_seen"] = info.code
        return info.code

    def _nickname(self) -> str | None:
        raw = str(self.state.get(W + "nick") or "")
        nick = clean_nickname(raw)
        if not nick:
            self._note("tables.err.nick_empty")
            return None
        if len(" ".join(raw.split())) > NICK_MAX:
            self.state["tables_nick_cut"] = nick
        return nick

    def nick_cut(self) -> str | None:
        nick = self.state.pop("tables_nick_cut", None)
        return None if nick is None else self.tr("tables.err.nick_cut", max=NICK_MAX, nick=nick)

    def sit(self, seat: str | None = None) -> None:
        """Take a seat at the open table with the nickname typed."""
        table = self.table
        if table is None or self.store is None:
            self._note("tables.err.gone")
            return
        nick = self._nickname()
        if nick is None:
            return
        me = self._ensure_me()
        if me is None:
            self._note("tables.err.down")
            return
        chosen = seat or self.state.get(W + "sit_seat") or None
        try:
            self.store.take_seat(table.info.id, me, nick, chosen)
        except SeatTaken:
            self._note("tables.err.seat_taken", seat=seat_name(str(chosen), self.lang))
        except TableFull:
            self._note("tables.err.full")
        except NotASeat:
            self._note("tables.err.not_a_seat", seat=str(chosen)[:4])
        else:
            self.clear_note()
            watch.changed(self.store, table.info.id)
        self._table = None

    # ------------------------------------------------------------------ the table now

    @property
    def table(self) -> Table | None:
        if self._table is None and self.table_id is not None and self.store is not None:
            self._table = service.load(self.store, self.table_id)
        return self._table

    def refresh(self, woken: bool = False) -> bool:
        """Reads the table's revision (this process's copy, watch.py: no query while it is
        fresh); reloads when it changed (then True: draw it again), sharing the read with the
        other pages here woken by the same move (service.load_at). `woken` (the watcher saw
        a newer revision in the table's file) while this copy says nothing moved: a move made
        elsewhere (another replica), read from the database now, not at the next wake."""
        if self.table_id is None or self.store is None:
            return False
        rev = watch.revision(self.store, self.table_id)
        if woken and rev is not None and rev == self.state.get(SEEN_REVISION):
            rev = watch.revision(self.store, self.table_id, fresh=True)
        if rev is None or rev != self.state.get(SEEN_REVISION) or self._table is None:
            # a page woken by a move (its table drawn before) shares the read; a page's
            # first look reads afresh
            self._table = (None if rev is None
                           else service.load(self.store, self.table_id) if self._table is None
                           else service.load_at(self.store, self.table_id, rev))
            # the revision drawn: the read's own (it may be newer than the copy asked with)
            self.state[SEEN_REVISION] = (self._table.info.revision if self._table is not None
                                         else None)
            return True
        return False

    def drawn(self, now_ms: int | None = None) -> None:
        """The page drew the table: a move from here is made on this version."""
        table = self.table
        if table is not None:
            self.state[SEEN_VERSION] = table.play.version
            self.state[DRAWN_PRESENCE] = _presence(table, now_ms)

    def poll(self, now: float | None = None) -> bool:
        """One run of the page's timer: this process's copy of the revision (watch.py) and,
        every few seconds, this seat reported present and the seats read again. Whether the
        page must draw again: a new revision, a player gone away or back, the table gone."""
        if self.table_id is None or self.store is None:
            return False
        rev = watch.revision(self.store, self.table_id)  # this process's copy: no query
        if rev is None or rev != self.state.get(SEEN_REVISION) or self._table is None:
            return True
        now = time.time() if now is None else now
        table = self._table
        if now - float(self.state.get(LAST_SEEN) or 0.0) >= SEEN_EVERY_S:
            seat = self.my_seat
            if seat is not None:
                self.store.seen(table.info.id, seat)
            self.state[LAST_SEEN] = now
            self._table = table = service.with_seats(self.store, table)  # one query
        return _presence(table, int(now * 1000)) != self.state.get(DRAWN_PRESENCE)

    @property
    def my_seat(self) -> str | None:
        table = self.table
        return table.seat_of(self._me()) if table else None

    @property
    def is_host(self) -> bool:
        table = self.table
        me = self._me()
        return table is not None and me is not None and table.info.host_id == me

    def view(self) -> Position | None:
        table = self.table
        return table.play.view(self.my_seat) if table else None

    @property
    def my_turn(self) -> bool:
        table = self.table
        seat = self.my_seat
        return (table is not None and seat is not None and table.play.acting == seat
                and table.bot_to_move is None)

    # ------------------------------------------------------------------ this player's moves

    def _feedback(self, kind: str, text: str = "", ruling: Ruling | None = None) -> None:
        table = self.table
        self.state[FEEDBACK] = Feedback(kind, text, ruling, table.play.version if table else 0)

    def feedback(self) -> Feedback | None:
        fb: Feedback | None = self.state.get(FEEDBACK)
        table = self.table
        if fb is None or table is None:
            return None
        if fb.version != table.play.version:
            return None  # about a position no longer on screen (the table moved on)
        return fb

    def try_action(self, text: str) -> None:
        """This player's try (the picker, a tapped card), ruled on at the version drawn."""
        self._act(text)

    def next_deal(self) -> None:
        self._act(NEXT_DEAL)

    def _act(self, text: str) -> None:
        table = self.table
        if table is None or self.store is None:
            self._feedback("error", self.tr("tables.err.gone"))
            return
        seat = self.my_seat
        if seat is None:
            self._feedback("error", self.tr("tables.err.spectator"))
            return
        seen = int(self.state.get(SEEN_VERSION, table.play.version))
        out = service.try_move(self.store, table.info.id, seat, text, seen)
        self._table = out.table
        if out.kind == "stale":
            self._feedback("stale", self.tr("tables.stale"))
            self._reset_picker()
        elif out.kind == "refused" and out.judged is not None:
            self._feedback("refused", ruling=out.judged.ruling)
        elif out.kind == "played" and out.judged is not None:
            words = ("" if out.judged.action == NEXT_DEAL
                     else self.tr("tables.played",
                                  move=action_words(out.judged.action, self.lang)))
            self._feedback("played", words)
            self._reset_picker()
        else:
            self._feedback("error", self._error_text(out.judged))
        self.drawn()

    def _error_text(self, judged: Judged | None) -> str:
        if judged is None:
            return self.tr("tables.err.gone")
        params = dict(judged.params)
        if "seat" in params:
            params["seat"] = seat_name(str(params["seat"]), self.lang)
        return self.tr(judged.error, **params)

    # ------------------------------------------------------------------ seats: away, bots

    def give_to_bot(self, seat: str) -> None:
        table = self.table
        if table is None or self.store is None:
            return
        if not self.is_host:
            self._note("tables.err.not_host")
            return
        if table.away(seat) < HANDOVER_S:
            self._note("tables.err.not_away", seat=seat_name(seat, self.lang),
                       seconds=int(HANDOVER_S))
            return
        self.store.set_standin(table.info.id, seat, STANDIN_BOT)
        watch.changed(self.store, table.info.id)
        self._table = None

    def take_back(self) -> None:
        table = self.table
        seat = self.my_seat
        if table is None or seat is None or self.store is None:
            return
        self.store.set_standin(table.info.id, seat, None)
        self.store.seen(table.info.id, seat)
        watch.changed(self.store, table.info.id)
        self._table = None

    @property
    def standin_for_me(self) -> bool:
        table = self.table
        seat = self.my_seat
        info = table.seat(seat) if table and seat else None
        return info is not None and info.standin is not None

    # ------------------------------------------------------------------ views

    def seat_rows(self, now_ms: int | None = None) -> list[SeatRow]:
        table = self.table
        if table is None:
            return []
        mine = self.my_seat
        acting = table.play.acting
        rows = []
        for info in table.seats:
            notes: list[str] = []
            if info.kind == "bot":
                who = self.tr("tables.seats.bot", kind=self.tr(BOT_NAMES.get(info.bot or "",
                                                                  BOT_NAMES["heuristic"])))
            elif info.learner_id is None:
                who = self.tr("tables.seats.open")
            else:
                who = info.nickname or "?"
                if info.seat == mine:
                    notes.append(self.tr("tables.seats.you"))
                if info.standin:
                    notes.append(self.tr("tables.seats.standin"))
                elif info.seat != mine and table.away(info.seat, now_ms) > 0:
                    notes.append(self.tr("tables.seats.away"))
            if info.illegal_tries:
                notes.append(self.tr("tables.seats.tries", count=info.illegal_tries))
            rows.append(SeatRow(
                info.seat, seat_name(info.seat, self.lang), who, tuple(notes),
                info.seat == mine, info.seat == acting,
                can_give=(self.is_host and info.kind == "human" and info.learner_id is not None
                          and not info.standin and info.seat != mine
                          and table.away(info.seat, now_ms) >= HANDOVER_S),
                can_take=(mine is None and info.open)))
        return rows

    def turn_line(self) -> str:
        table = self.table
        if table is None:
            return ""
        play = table.play
        if table.info.closed:  # nobody's turn: nothing more is played here
            return self.tr("tables.turn.closed")
        if play.game_over:
            return self.tr("tables.turn.game_over")
        if play.deal_over:
            return self.tr("tables.turn.over")
        acting = play.acting or ""
        name = seat_name(acting, self.lang)
        if acting == self.my_seat and table.bot_to_move is None:
            if acting != play.position.turn:
                return self.tr("tables.turn.you_answer",
                               seat=seat_name(play.position.turn, self.lang))
            return self.tr("tables.turn.you", seat=name)
        info = table.seat(acting)
        if info is not None and info.open:
            return self.tr("tables.turn.open", seat=name)
        if info is None or table.bot_to_move is not None or info.learner_id is None:
            return self.tr("tables.turn.bot", seat=name)
        return self.tr("tables.turn.other", seat=name, name=info.nickname or "?")

    def recent(self, count: int = 6) -> list[str]:
        """The deal's last moves in words (what everybody saw: a draw names no card)."""
        table = self.table
        if table is None:
            return []
        lines = []
        for m in table.play.moves[-count:]:
            lines.append(self.tr("tables.recent_line", seat=seat_name(m.seat, self.lang),
                                 move=action_words(m.action, self.lang)))
        return lines[::-1]

    def sheet_rows(self) -> list[list[int]]:
        """The game sheet's rows (ui/score_table.render_sheet): one per deal, its number, each
        side's points and each side's running total after it."""
        table = self.table
        if table is None:
            return []
        sides = table.play.rules.side_names
        status = table.play.status()
        return [[i, *deal, *(after[s] for s in sides)]
                for i, (deal, after) in enumerate(zip(table.play.sheet(), status.history,
                                                      strict=True), 1)]

    def side_label(self, side: str) -> str:
        from canasta_app.ui.seats import side_label

        table = self.table
        assert table is not None
        return side_label(table.play.rules, side, self.lang)

    def game_message(self) -> str:
        table = self.table
        if table is None:
            return ""
        status = table.play.status()
        if status.finished and status.winner:
            return self.tr("tables.winner", side=self.side_label(status.winner),
                           points=status.totals[status.winner])
        if status.tie_at_target:
            return self.tr("tables.level")
        if not status.totals:
            return ""
        best = max(status.totals, key=lambda s: status.totals[s])
        return self.tr("tables.leader", side=self.side_label(best),
                       points=status.totals[best], target=table.info.target)

    def record_deal(self, grades: Mapping[str, int] | None = None) -> bool:
        """This player's finished deal into their record (the class page lists it with the
        practice deals): their side's total, the best other side's, every side's, their
        refused tries in this deal and the coach's `grades` of their decisions ({grade: count},
        tables/advice.py). Once per deal and grades (recording again updates the same row)."""
        table = self.table
        seat = self.my_seat
        me = self._me()
        if table is None or seat is None or me is None or self.records is None \
                or self.store is None or not table.play.deal_over:
            return False
        sig = (table.info.id, me, table.play.deal_number, tuple(sorted((grades or {}).items())))
        if self.state.get("tables_recorded") == sig:
            return False
        from canasta_app.tables.grading import played, record_deal

        if not played(table.play, table.seat(seat)):
            return False  # seated once the deal was over: not their deal
        tries = self.store.refusals(table.info.id, seat, table.play.deal_number)
        record_deal(self.records, table.info.code, table.play, seat, tries, me, grades)
        self.state["tables_recorded"] = sig
        return True

    @property
    def coach_level(self) -> str:
        """This player's coach ("off", "guide" or "advice"; a match table: "off")."""
        table = self.table
        level = str(self.state.get(COACH) or "off")
        return level if table and table.info.mode == "teaching" and level in COACH_LEVELS \
            else "off"

    @property
    def coach_on(self) -> bool:
        return self.coach_level != "off"
