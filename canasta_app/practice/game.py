"""The practice table's game and its turn flow: who sits where, the seeded bots, the learner's
tries and take-backs, the deals onto the game sheet (module docstring of canasta_app.practice.model).
No Streamlit import."""

from __future__ import annotations

import random
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import cache
from typing import Final

from canasta_app.domain.game_sheet import GameSheet
from canasta_app.practice.sheet import DEFAULT_PROFILE, PracticeSheet, as_sheet
from canasta_core.actions import parse
from canasta_core.bots import BOT_KINDS, acting_seat, choose_text, deal_seed
from canasta_core.deal import deal
from canasta_core.errors import NotationError
from canasta_core.events import Event
from canasta_core.legal import legal_evaluations
from canasta_core.play import apply_events
from canasta_core.players import make_bot
from canasta_core.positions import (
    Position,
)
from canasta_core.profiles import CLASSIC, PROFILES, Profile
from canasta_core.rulings import Evaluation, Ruling, evaluate, ruling_from
from canasta_core.scoring import score

LEARNER: Final = "S"  # a seat of every profile
#: The tables the learner may sit at (profiles.md), classic first: the default.
PROFILE_NAMES: Final[tuple[str, ...]] = tuple(PROFILES)
#: Coach levels, least help first. The expert-bot issue adds "advice" (judging strategy).
COACH_LEVELS: Final[tuple[str, ...]] = ("off", "referee", "guide", "advice")
DEFAULT_COACH: Final = "guide"
#: How the bots' moves are shown: all at once, one a second, one per click.
PACES: Final = ("instant", "1s", "step")
DEFAULT_PACE: Final = "1s"
DEFAULT_BOT: Final = "heuristic"
#: The bot whose choice the hint ladder shows (the expert-bot issue may point it elsewhere).
HINT_BOT: Final = "heuristic"
SEED_MAX: Final = 999_999_999
MAX_DEAL_MOVES: Final = 3000  # a deal is far shorter; a guard against a bot that never ends it
MAX_LINK_ACTIONS: Final = 300
MAX_LINK_CHARS: Final = 6000
MAX_UNPACKED: Final = 32 * 1024
MAX_PARAM: Final = 40  # characters of a short query value we look at
LINK_VERSION: Final = "1."

Problem = tuple[str, dict[str, object]]  # (string key, params): translated by the page


# --- the game ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Move:
    """One action of the deal: who decided it, what it was, the positions around it."""

    seat: str  # the deciding seat (the partner for yes/no)
    action: str  # canonical text
    before: Position
    after: Position
    events: tuple[Event, ...] = ()  # what happened, as the engine recorded it

    @property
    def by_learner(self) -> bool:
        return self.seat == LEARNER


@dataclass(frozen=True, slots=True)
class Decision:
    """One of the learner's decisions: what a review needs to reopen and judge it."""

    deal: int  # 1-based deal number in the game
    move: int  # index in the deal's moves; `game.reopen(move)` is the moment before it
    before: Position
    action: str


@dataclass(frozen=True, slots=True)
class DealResult:
    """A finished deal of the game: its scoring and how the learner got there."""

    breakdown: dict[str, dict[str, int]]
    illegal_tries: int
    take_backs: int


@dataclass(frozen=True, slots=True)
class TryResult:
    """The answer to one try: the game afterwards, the engine's ruling, or why it was unusable."""

    game: PracticeGame
    ruling: Ruling | None = None  # None when the text could not be ruled on
    error: str = ""  # a string key (practice.err.*) when there is no ruling
    error_params: dict[str, object] = field(default_factory=dict)

    @property
    def legal(self) -> bool:
        return self.ruling is not None and self.ruling.legal


_BotKey = tuple[str, str, int, tuple[tuple[int, ...], ...], tuple[str, ...]]
_BOT_CHOICES: OrderedDict[_BotKey, str] = OrderedDict()
_BOT_MEMORY: Final = 4096  # bot decisions remembered (process-wide, least recent dropped)


def _remember(key: _BotKey, text: str) -> None:
    _BOT_CHOICES[key] = text
    while len(_BOT_CHOICES) > _BOT_MEMORY:
        _BOT_CHOICES.popitem(last=False)


def move_seed(seed: int, deal_number: int, move: int) -> int:
    """The seed of the bot that decides move `move` of deal `deal_number`."""
    return random.Random(f"canasta-practice:{seed}:{deal_number}:{move}").randrange(2**31)


def dealer_for(seed: int, deal_number: int, profile: str = DEFAULT_PROFILE) -> str:
    """Deal 1's dealer follows from the seed; the deal passes clockwise after that."""
    seats = PROFILES[profile].seats
    return seats[(seed + deal_number - 1) % len(seats)]


def deal_start(seed: int, deal_number: int, totals: Mapping[str, int],
               profile: str = DEFAULT_PROFILE) -> Position:
    sides = PROFILES[profile].side_names
    return deal(deal_seed(seed, deal_number - 1), dealer_for(seed, deal_number, profile),
                tuple(int(totals[s]) for s in sides), profile=profile)


@cache
def can_play(kind: str, profile: str) -> bool:
    """Whether a bot of this kind plays the profile's tables. Every bot plays the classic
    table; for another profile the bot is asked for the decisions of the start of a seeded deal
    (every seat's draw and melds; the expert, whose decisions take about a second, until its
    first play-phase decision), and one that fails is not offered there. Once per process."""
    if profile == CLASSIC.name:
        return kind in BOT_KINDS
    if kind not in BOT_KINDS or profile not in PROFILES:
        return False
    pos = deal(1, PROFILES[profile].seats[0], profile=profile)
    try:
        for move in range(3 * len(pos.rules.seats)):
            if pos.phase == "over":
                break
            found = legal_evaluations(pos)
            text = choose_text(make_bot(kind, move), pos)
            if text not in found:
                return False
            if kind == "expert" and pos.phase == "play":
                break
            pos = apply_events(pos, found[text] or evaluate(pos, parse(text)))[0]
    except Exception:  # noqa: BLE001 - a bot that cannot play this table yet, whatever it raises
        return False
    return True


def bots_for(profile: str) -> tuple[str, ...]:
    """The bot kinds offered at this profile's table."""
    return tuple(k for k in BOT_KINDS if can_play(k, profile))


def default_bot(profile: str) -> str:
    offered = bots_for(profile)
    return DEFAULT_BOT if DEFAULT_BOT in offered else (offered or BOT_KINDS)[0]


def coach_levels(profile: str) -> tuple[str, ...]:
    """The coach levels offered: "advice" judges with the expert, so only where it plays."""
    if can_play("expert", profile):
        return COACH_LEVELS
    return tuple(c for c in COACH_LEVELS if c != "advice")


@dataclass(frozen=True, slots=True)
class PracticeGame:
    seed: int
    partner: str  # bot kind for the learner's partners (classic: North)
    opponents: str  # bot kind for the others (classic: East and West)
    sheet: PracticeSheet  # the deals finished before this one
    start: Position  # the current deal as dealt
    moves: tuple[Move, ...] = ()
    illegal_tries: int = 0  # this deal
    take_backs: int = 0  # this deal
    results: tuple[DealResult, ...] = ()  # the finished deals, in order
    # the deals before this one: their illegal tries and take-backs, summed (a link carries
    # them, so a reload keeps the whole game's counts; `results` is this session's deals only)
    earlier_tries: int = 0
    earlier_backs: int = 0

    # --- the table ----------------------------------------------------------------------------
    @property
    def profile(self) -> str:
        return self.start.profile

    @property
    def rules(self) -> Profile:
        return self.start.rules

    @property
    def learner_side(self) -> str:
        return self.rules.side_of[LEARNER]

    @property
    def partners(self) -> tuple[str, ...]:
        """The learner's partners' seats (none at a table where each plays alone)."""
        return tuple(s for s in self.rules.side_seats[self.learner_side] if s != LEARNER)

    @property
    def opponent_seats(self) -> tuple[str, ...]:
        return tuple(s for s in self.rules.seats if self.rules.side_of[s] != self.learner_side)

    @property
    def learner(self) -> str:
        """The learner's seat (the coach reads whose decisions to grade)."""
        return LEARNER

    @property
    def alone(self) -> bool:
        return not self.partners

    # --- where things stand ---------------------------------------------------------------
    @property
    def deal_number(self) -> int:
        return len(self.sheet.deals) + 1

    @property
    def position(self) -> Position:
        return self.moves[-1].after if self.moves else self.start

    @property
    def deal_over(self) -> bool:
        return self.position.phase == "over"

    @property
    def acting(self) -> str | None:
        """The seat that decides next (the partner when a question is pending), None when over."""
        return None if self.deal_over else acting_seat(self.position)

    @property
    def learner_to_act(self) -> bool:
        return self.acting == LEARNER

    @property
    def bot_to_act(self) -> bool:
        return self.acting not in (None, LEARNER) and len(self.moves) < MAX_DEAL_MOVES

    def bot_kind(self, seat: str) -> str:
        return self.partner if seat in self.partners else self.opponents

    @property
    def decisions(self) -> tuple[Decision, ...]:
        return tuple(Decision(self.deal_number, i, m.before, m.action)
                     for i, m in enumerate(self.moves) if m.by_learner)

    @property
    def learner_actions(self) -> tuple[str, ...]:
        return tuple(m.action for m in self.moves if m.by_learner)

    @property
    def can_take_back(self) -> bool:
        return any(m.by_learner for m in self.moves)

    # --- playing ----------------------------------------------------------------------------
    def _with(self, seat: str, action: str, ev: Evaluation) -> PracticeGame:
        before = self.position
        after, events = apply_events(before, ev)
        return replace(self, moves=(*self.moves, Move(seat, action, before, after, events)))

    def bot_step(self) -> PracticeGame:
        """The next bot's move (the game unchanged when it is not a bot's turn)."""
        if not self.bot_to_act:
            return self
        pos = self.position
        seat = acting_seat(pos)
        found = legal_evaluations(pos)
        kind = self.bot_kind(seat)
        # The deal so far decides the bot's choice, so a choice once made is remembered: a
        # take-back replayed, or a link opened again, costs no second search (expert bots).
        key = (kind, self.profile, self.seed, self.sheet.deals,
               tuple(m.action for m in self.moves))
        text = _BOT_CHOICES.get(key)
        if text is None:
            bot = make_bot(kind, move_seed(self.seed, self.deal_number, len(self.moves)))
            observe = getattr(bot, "observe", None)  # the expert remembers what the table saw
            if observe is not None:
                for m in self.moves:
                    observe(m.before, m.action, m.after)
            text = choose_text(bot, pos, seat)
            _remember(key, text)
        if text not in found:  # a bot must never bend the rules; fail loudly in tests
            raise ValueError(f"bot {kind} chose {text!r}, which is not legal here.")
        return self._with(seat, text, found[text] or evaluate(pos, parse(text)))

    def run_bots(self) -> PracticeGame:
        """Every bot move up to the learner's next decision (or the end of the deal)."""
        game = self
        while game.bot_to_act:
            game = game.bot_step()
        return game

    def try_action(self, text: str) -> TryResult:
        """The learner's try: ruled on by the engine; applied when legal, counted when not."""
        if self.deal_over:
            return TryResult(self, error="practice.err.over")
        if not self.learner_to_act:
            return TryResult(self, error="practice.err.wait",
                             error_params={"seat": self.acting or ""})
        if not text.strip():
            return TryResult(self, error="practice.err.empty")
        try:
            action = parse(text)
        except NotationError as e:
            return TryResult(self, error="practice.err.input", error_params={"error": e})
        pos = self.position
        ev = evaluate(pos, action)
        ruling = ruling_from(ev)
        if not ruling.legal:
            return TryResult(replace(self, illegal_tries=self.illegal_tries + 1), ruling)
        return TryResult(self._with(LEARNER, ruling.action, ev), ruling)

    def take_back(self) -> PracticeGame:
        """The game before the learner's last decision (the bots' replies go too); counted."""
        last = max((i for i, m in enumerate(self.moves) if m.by_learner), default=None)
        if last is None:
            return self
        return replace(self, moves=self.moves[:last], take_backs=self.take_backs + 1)

    def reopen(self, move: int) -> PracticeGame:
        """The deal as it stood before move `move` (for a review's "try it again")."""
        return replace(self, moves=self.moves[:max(0, min(move, len(self.moves)))])

    # --- scoring and the game to 5000 --------------------------------------------------------
    def deal_breakdown(self) -> dict[str, dict[str, int]]:
        """The engine's scoring of the deal as it stands (over, or as if it ended now)."""
        return score(self.position)

    def sheet_after(self) -> PracticeSheet:
        """The game sheet including this deal once it is over."""
        if not self.deal_over:
            return self.sheet
        b = self.deal_breakdown()
        return self.sheet.add({side: b[side]["total"] for side in self.rules.side_names})

    @property
    def game_over(self) -> bool:
        return self.deal_over and self.sheet_after().status().finished

    def next_deal(self) -> PracticeGame:
        """Record this deal on the sheet and deal the next one (totals set the minimums)."""
        if not self.deal_over:
            raise ValueError("the deal is not over yet")
        sheet = self.sheet_after()
        if sheet.status().finished:
            raise ValueError("the game is over")
        result = DealResult(self.deal_breakdown(), self.illegal_tries, self.take_backs)
        number = len(sheet.deals) + 1
        return PracticeGame(self.seed, self.partner, self.opponents, sheet,
                            deal_start(self.seed, number, sheet.status().totals, self.profile),
                            results=(*self.results, result),
                            earlier_tries=self.total_illegal_tries,
                            earlier_backs=self.total_take_backs)

    @property
    def total_illegal_tries(self) -> int:
        """The whole game's illegal tries: the deals before this one and this deal's."""
        return self.earlier_tries + self.illegal_tries

    @property
    def total_take_backs(self) -> int:
        return self.earlier_backs + self.take_backs


def new_game(seed: int, partner: str = DEFAULT_BOT, opponents: str = DEFAULT_BOT,
             sheet: PracticeSheet | GameSheet | None = None,
             profile: str = DEFAULT_PROFILE) -> PracticeGame:
    """A game at the start of its next deal (deal 1 unless a sheet of earlier deals is given),
    at the profile's table (the sheet's profile when a practice sheet is given)."""
    if isinstance(sheet, PracticeSheet):
        profile = sheet.profile
    if profile not in PROFILES:
        raise ValueError(f"{profile!r} is not a table; use one of {', '.join(PROFILES)}.")
    for kind in (partner, opponents):
        if kind not in BOT_KINDS:
            raise ValueError(f"{kind!r} is not a bot; use one of {', '.join(BOT_KINDS)}.")
    sh = as_sheet(sheet, profile)
    return PracticeGame(seed, partner, opponents, sh,
                        deal_start(seed, len(sh.deals) + 1, sh.status().totals, profile))


def random_seed() -> int:
    return random.SystemRandom().randrange(SEED_MAX + 1)
