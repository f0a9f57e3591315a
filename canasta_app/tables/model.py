"""A shared table's game, rebuilt from its log: the settings (table, target, seed), then one
entry per move. Every entry is checked with the engine as it is replayed (a log the engine
refuses is `CorruptLog`, never a silent guess), so any server process rebuilds the same game
and a restart loses nothing. No Streamlit, no database: values in, values out.

    play = rebuild(settings, entries)         # the game at the log's version
    play.acting                               # the seat that decides next (None: deal over)
    judged = play.judge("E", "draw")          # the engine's ruling on one seat's try
    play.bot_action("heuristic")              # a bot's choice (seeded: the same every time)
    view = play.view("E")                     # what seat E may see: its hand, others counted

Deals follow one another with a NEXT_DEAL entry (any seated player, once the deal is scored);
the game sheet's totals set the next deal's opening minimums, and the game ends when a side
reaches the table's target with the highest total ([game.end]: level totals play on).
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Final

from canasta_core.actions import parse
from canasta_core.bots import BOT_KINDS, HeuristicBot, acting_seat, choose_text, deal_seed
from canasta_core.deal import deal
from canasta_core.errors import NotationError
from canasta_core.events import Event
from canasta_core.expert import ExpertBot, analyse
from canasta_core.legal import legal_evaluations
from canasta_core.play import apply_events
from canasta_core.players import make_bot
from canasta_core.positions import Position
from canasta_core.profiles import PROFILES, Profile
from canasta_core.rulings import Ruling, evaluate, ruling_from
from canasta_core.scoring import GameStatus, game_status, score

NEXT_DEAL: Final = "next-deal"  # a log entry that is no move of the deal: the next one starts
MODES: Final = ("teaching", "match")  # teaching: each player may turn on the coach for itself
#: How long a bot waits before it moves (seconds), by the table's pace.
PACES: Final = {"fast": 0.6, "normal": 1.5, "slow": 3.0}
DEFAULT_PACE: Final = "normal"
TARGETS: Final = (1000, 1500, 2000, 2500, 3000, 4000, 5000)
SETTINGS_OPEN: Final = "tables_settings_open"  # the new table's settings box (drawn only while open)
SEAT_KINDS: Final = ("human", *BOT_KINDS)  # what the host chooses per seat
STANDIN_BOT: Final = "heuristic"  # the bot that plays an away player's seat
MAX_DEAL_MOVES: Final = 3000  # a guard against a bot that never ends a deal
MAX_DEALS: Final = 200


class CorruptLog(ValueError):
    """The table's log holds an entry the engine refuses: the table cannot be rebuilt."""


@dataclass(frozen=True, slots=True)
class Settings:
    profile: str
    target: int
    seed: int
    mode: str = "teaching"
    pace: str = DEFAULT_PACE

    @property
    def rules(self) -> Profile:
        return PROFILES[self.profile]


@dataclass(frozen=True, slots=True)
class Entry:
    """One row of the table's log: the version it made, who, what (canonical text), when."""

    version: int
    seat: str
    action: str
    at_ms: int = 0
    by: int | None = None  # the learner who decided it (None: a bot, a stand-in included)


@dataclass(frozen=True, slots=True)
class Move:
    seat: str
    action: str
    before: Position
    after: Position
    events: tuple[Event, ...] = ()
    by: int | None = None  # the learner who decided it (None: a bot, a stand-in included)


@dataclass(frozen=True, slots=True)
class Judged:
    """The engine's answer to one seat's try: `kind` "legal" (play `action`), "refused" (the
    `ruling` says why) or "error" (`error` is a string key, `params` its parameters)."""

    kind: str
    action: str = ""
    ruling: Ruling | None = None
    error: str = ""
    params: tuple[tuple[str, object], ...] = ()


def dealer_for(seed: int, number: int, profile: str) -> str:
    seats = PROFILES[profile].seats
    return seats[(seed + number - 1) % len(seats)]


def deal_start(settings: Settings, number: int, totals: dict[str, int]) -> Position:
    sides = settings.rules.side_names
    return deal(deal_seed(settings.seed, number - 1), dealer_for(settings.seed, number,
                                                                 settings.profile),
                tuple(int(totals.get(s, 0)) for s in sides), profile=settings.profile)


#: The expert bot's hard budget at a table, in wall-clock seconds: its move is made inside a
#: seat's page refresh (tables/service.run_bot), which must stay well under 0.5 s (the
#: standard: longer work needs progress and a Cancel). The search stops at the deadline and
#: chooses on the worlds it finished (with none, the sensible bot's move).
BOT_BUDGET_S: Final = 0.3


def _expert_choice(bot: ExpertBot, pos: Position, seat: str, legal: list[str],
                   budget_s: float | None) -> str:
    """The expert's choice with a wall-clock deadline inside the search (`analyse`'s `stop`,
    asked between rollout moves) and the same process-time limit as a second guard."""
    if budget_s is None:
        return choose_text(bot, pos, seat)
    deadline = time.monotonic() + budget_s
    try:
        a = analyse(pos, seat, seed=bot.seed or 0,
                    budget=replace(bot.budget, seconds=budget_s), sightings=bot.sightings,
                    legal=legal, stop=lambda: time.monotonic() > deadline)
    except ValueError:  # no world fits (a made-up position): the sensible bot's move
        return choose_text(HeuristicBot(bot.seed), pos, seat)
    return a.choice(bot.budget.confidence)


def bot_seed(seed: int, number: int, move: int) -> int:
    """The seed of the bot deciding move `move` of deal `number`: any process choosing it
    chooses the same move."""
    return random.Random(f"canasta-table:{seed}:{number}:{move}").randrange(2**31)


@dataclass(frozen=True, slots=True)
class TablePlay:
    settings: Settings
    deals: tuple[tuple[int, ...], ...]  # the finished deals' scores, in the sides' order
    start: Position  # the current deal as dealt
    moves: tuple[Move, ...] = ()
    version: int = 0  # entries replayed
    last_ms: int = 0  # when the last entry was made

    # --- where things stand -----------------------------------------------------------
    @property
    def rules(self) -> Profile:
        return self.settings.rules

    @property
    def deal_number(self) -> int:
        return len(self.deals) + 1

    @property
    def position(self) -> Position:
        return self.moves[-1].after if self.moves else self.start

    @property
    def deal_over(self) -> bool:
        return self.position.phase == "over"

    @property
    def acting(self) -> str | None:
        """The seat that decides next (the partner answering a question), None when over."""
        return None if self.deal_over else acting_seat(self.position)

    def deal_scores(self) -> dict[str, dict[str, int]]:
        return score(self.position)

    def sheet(self) -> tuple[tuple[int, ...], ...]:
        """The game sheet: every finished deal, this one too once it is scored."""
        if not self.deal_over:
            return self.deals
        b = self.deal_scores()
        return (*self.deals, tuple(b[s]["total"] for s in self.rules.side_names))

    def status(self) -> GameStatus:
        return game_status(list(self.sheet()), self.settings.profile,
                           target=self.settings.target)

    @property
    def game_over(self) -> bool:
        return self.deal_over and (self.status().finished or len(self.deals) + 1 >= MAX_DEALS)

    # --- the log ------------------------------------------------------------------------
    def apply(self, entry: Entry) -> TablePlay:
        """The game after one more entry of the log, checked by the engine."""
        if entry.version != self.version + 1:
            raise CorruptLog(f"entry {entry.version} after version {self.version}")
        if entry.action == NEXT_DEAL:
            if not self.deal_over or self.game_over:
                raise CorruptLog(f"entry {entry.version}: no next deal here")
            sheet = self.sheet()
            totals = game_status(list(sheet), self.settings.profile,
                                 target=self.settings.target).totals
            return TablePlay(self.settings, sheet,
                             deal_start(self.settings, len(sheet) + 1, totals),
                             (), entry.version, entry.at_ms)
        if entry.seat != self.acting:
            raise CorruptLog(f"entry {entry.version}: {entry.seat} is not to act")
        pos = self.position
        try:
            ev = evaluate(pos, parse(entry.action))
        except NotationError as e:
            raise CorruptLog(f"entry {entry.version}: {e}") from e
        if ev.violations:
            raise CorruptLog(f"entry {entry.version}: {entry.action!r} is not legal")
        after, events = apply_events(pos, ev)
        return replace(self, moves=(*self.moves, Move(entry.seat, entry.action, pos, after,
                                                      events, entry.by)),
                       version=entry.version, last_ms=entry.at_ms)

    # --- a seat's try, a bot's choice -----------------------------------------------------
    def judge(self, seat: str, text: str) -> Judged:
        """One seat's try, ruled on by the engine on the table's current position."""
        if self.game_over:
            return Judged("error", error="tables.err.finished")
        if self.deal_over:
            return Judged("error", error="tables.err.deal_over")
        if seat != self.acting:
            return Judged("error", error="tables.err.not_your_turn",
                          params=(("seat", self.acting or ""),))
        if not text.strip():
            return Judged("error", error="tables.err.empty")
        try:
            action = parse(text)
        except NotationError as e:
            return Judged("error", error="tables.err.input", params=(("error", str(e)),))
        ruling = ruling_from(evaluate(self.position, action))
        if not ruling.legal:
            return Judged("refused", ruling=ruling)
        return Judged("legal", action=ruling.action, ruling=ruling)

    def bot_action(self, kind: str, budget_s: float | None = BOT_BUDGET_S) -> str:
        """The move a bot of this kind makes for the seat to act. The random and sensible bots
        choose the same in any process; the expert thinks for at most `budget_s` seconds (wall
        clock, a deadline inside its search: it runs inside a seat's page refresh, so it must
        stay well under the half second a page may take without progress and Cancel), so two
        processes may choose differently: the log keeps whichever is appended first. None:
        the expert's own budget, unbounded in time (tests that need the same move everywhere).
        """
        pos = self.position
        seat = acting_seat(pos)
        found = legal_evaluations(pos)
        kind = kind if kind in BOT_KINDS else STANDIN_BOT
        bot = make_bot(kind, bot_seed(self.settings.seed, self.deal_number, len(self.moves)))
        observe = getattr(bot, "observe", None)  # the expert remembers what the table saw
        if observe is not None:
            for m in self.moves:
                observe(m.before, m.action, m.after)
        if isinstance(bot, ExpertBot) and len(found) > 1:
            text = _expert_choice(bot, pos, seat, list(found), budget_s)
        else:
            text = choose_text(bot, pos, seat)
        if text not in found:  # a bot must never bend the rules
            raise ValueError(f"bot {kind} chose {text!r}, which is not legal here.")
        return text

    # --- what one seat may see ----------------------------------------------------------
    def view(self, seat: str | None) -> Position:
        """The position as `seat` may see it: its own hand, every other hand as a count, the
        stock as a count. None (a spectator): every hand a count."""
        return seat_view(self.position, seat)


def seat_view(pos: Position, seat: str | None) -> Position:
    hands = {s: (h if s == seat or isinstance(h, int) else len(h))
             for s, h in pos.hands.items()}
    return replace(pos, hands=hands, stock=pos.stock_size)


def new_play(settings: Settings) -> TablePlay:
    if settings.profile not in PROFILES:
        raise ValueError(f"{settings.profile!r} is not a table")
    return TablePlay(settings, (), deal_start(settings, 1, {}))


def rebuild(settings: Settings, entries: Iterable[Entry],
            base: TablePlay | None = None) -> TablePlay:
    """The game after the log's entries (those after `base`'s version when a base is given:
    a process that has the table at version 40 replays only 41, 42, ...)."""
    play = base if base is not None and base.settings == settings else new_play(settings)
    for e in entries:
        if e.version <= play.version:
            continue
        play = play.apply(e)
    return play
