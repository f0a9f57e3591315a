"""The practice table: the learner sits South and plays whole deals, and a game to 5000, against
bots. The table's profile (profiles.md) decides who else sits there: classic, North the partner
and East and West against; two-hand, North alone against; three-hand, North and East, each
alone; six-hand, North-East and North-West the partners, North, South-East and South-West
against. No Streamlit import: the page renders what this computes.

A `PracticeGame` is a value; every method returns a new game, so a take-back is simply the game
as it was and the page keeps one value in its session. Bots are seeded per move (the game's
seed, the deal, the move's index), so the same learner actions always meet the same replies:
after a take-back, replaying a move gets the same answer, and a link that carries the seed, the
game sheet and the learner's actions of the deal reopens exactly the same moment.

    game = new_game(seed=7)                       # deal 1, bots not yet moved
    game = new_game(7, profile="two-hand")        # South against one bot
    game = game.run_bots()                        # bots act until South must decide
    result = game.try_action("draw")              # TryResult(game, ruling, error)
    game = result.game.take_back()                # the position before South's last decision
    game.decisions                                # South's decisions this deal (for a review)
    game.next_deal()                              # once the deal is over: onto the game sheet
    query_for(game) / read_link(query)            # ?seed=…&deal=…&move=…&sheet=…&h=…&profile=…
    guide(game, lang) / hint_action(game) / hint_steps(action, lang)   # the coach
"""

from __future__ import annotations

import base64
import binascii
import random
import zlib
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cache
from typing import Final

from canasta_app.calculator import MAX_CSV_ROWS, CalcError, GameSheet, check_deal_score
from canasta_app.i18n import t
from canasta_app.move_words import action_words
from canasta_app.narration import card_list, rank_words, seat_name
from canasta_core.actions import MAX_ACTION_TEXT, parse
from canasta_core.bots import BOT_KINDS, acting_seat, deal_seed
from canasta_core.cards import is_wild
from canasta_core.cards import value as card_value
from canasta_core.deal import deal
from canasta_core.errors import NotationError
from canasta_core.events import Event
from canasta_core.going_out import can_go_out
from canasta_core.legal import legal_evaluations
from canasta_core.play import apply_events
from canasta_core.players import make_bot
from canasta_core.positions import (
    Position,
    blocked_by,
    canastas,
    frozen_card,
    frozen_for,
    has_opened,
    opening_minimum,
    pile_top,
)
from canasta_core.profiles import CLASSIC, PROFILES, Profile
from canasta_core.rulings import Evaluation, Ruling, check, evaluate, going_out_minimum, ruling_from
from canasta_core.scoring import GameStatus, game_status, score

LEARNER: Final = "S"  # a seat of every profile
#: The tables the learner may sit at (profiles.md), classic first: the default.
PROFILE_NAMES: Final[tuple[str, ...]] = tuple(PROFILES)
DEFAULT_PROFILE: Final = CLASSIC.name
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


@dataclass(frozen=True, slots=True)
class PracticeSheet:
    """The game sheet of one table: each deal's scores in the profile's side order (classic:
    North–South, East–West). A value: `add` returns a new sheet. `cc.game_status` decides the
    totals, the minimums and the winner ([game.end], [two.end], [three.end], [six.end])."""

    profile: str = DEFAULT_PROFILE
    deals: tuple[tuple[int, ...], ...] = ()

    @property
    def sides(self) -> tuple[str, ...]:
        return PROFILES[self.profile].side_names

    @classmethod
    def of(cls, deals: Sequence[Sequence[int]], profile: str = DEFAULT_PROFILE) -> PracticeSheet:
        sheet = cls(profile)
        for scores in deals:
            sheet = sheet.add(scores)
        return sheet

    def status(self) -> GameStatus:
        return game_status(list(self.deals), self.profile)

    def add(self, scores: Sequence[int] | Mapping[str, int]) -> PracticeSheet:
        """One more deal; CalcError when a score is unusable or the game is over, ValueError
        when the number of scores is not the number of sides."""
        row = tuple(int(scores[s]) for s in self.sides) if isinstance(scores, Mapping) else (
            tuple(int(v) for v in scores))
        if len(row) != len(self.sides):
            raise ValueError("practice.bad.sheet")
        for side, value in zip(self.sides, row, strict=True):
            check_deal_score(value, side)
        if len(self.deals) >= MAX_CSV_ROWS:
            raise CalcError("calculator.sheet.err.full", limit=MAX_CSV_ROWS)
        if self.status().finished:
            raise CalcError("calculator.sheet.err.finished", winner=self.status().winner or "")
        return replace(self, deals=(*self.deals, row))

    def rows(self) -> list[dict[str, int]]:
        """One row per deal: its number, each side's score and each side's total after it."""
        history = self.status().history
        out = []
        for i, (row, after) in enumerate(zip(self.deals, history, strict=True), 1):
            line = {"deal": i}
            line.update(zip(self.sides, row, strict=True))
            line.update({f"{s}_total": after[s] for s in self.sides})
            out.append(line)
        return out

    def to_csv(self) -> str:
        lines = [",".join(("deal", *self.sides))]
        lines += [",".join(str(v) for v in (i, *row)) for i, row in enumerate(self.deals, 1)]
        return "\n".join(lines) + "\n"


def as_sheet(sheet: PracticeSheet | GameSheet | None, profile: str) -> PracticeSheet:
    """A practice sheet for the profile (a classic calculator sheet converted as it is)."""
    if sheet is None:
        return PracticeSheet(profile)
    if isinstance(sheet, GameSheet):
        return PracticeSheet.of(sheet.deals, CLASSIC.name)
    return sheet


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
            text = make_bot(kind, move).choose(pos, acting_seat(pos), list(found))
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
            text = bot.choose(pos, seat, list(found))
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
                            results=(*self.results, result))

    @property
    def total_illegal_tries(self) -> int:
        return sum(r.illegal_tries for r in self.results) + self.illegal_tries

    @property
    def total_take_backs(self) -> int:
        return sum(r.take_backs for r in self.results) + self.take_backs


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


# --- links ------------------------------------------------------------------------------------


def encode_actions(actions: tuple[str, ...] | list[str]) -> str:
    """The learner's actions as a compact, URL-safe text (zlib + base64, versioned)."""
    raw = zlib.compress("|".join(actions).encode("utf-8"), 9)
    return LINK_VERSION + base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def decode_actions(text: str) -> list[str]:
    """The inverse of encode_actions; ValueError (with a practice.bad.* key) when unusable."""
    s = text.strip()
    if len(s) > MAX_LINK_CHARS:
        raise ValueError("practice.bad.h_long")
    if not s.startswith(LINK_VERSION):
        raise ValueError("practice.bad.h")
    body = s[len(LINK_VERSION):]
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        d = zlib.decompressobj()
        raw = d.decompress(packed, MAX_UNPACKED)
        if d.unconsumed_tail or not d.eof:
            raise ValueError("practice.bad.h")
        words = raw.decode("utf-8")
    except (binascii.Error, zlib.error, UnicodeDecodeError, ValueError):
        raise ValueError("practice.bad.h") from None
    actions = words.split("|") if words else []
    if len(actions) > MAX_LINK_ACTIONS or any(len(a) > MAX_ACTION_TEXT for a in actions):
        raise ValueError("practice.bad.h_long")
    return actions


def sheet_text(sheet: PracticeSheet | GameSheet) -> str:
    return ";".join(",".join(str(v) for v in row) for row in sheet.deals)


def read_sheet(text: str, profile: str = DEFAULT_PROFILE) -> PracticeSheet:
    """'120,-35;500,90' -> a game sheet, one score a side in the profile's side order;
    CalcError or ValueError when unusable."""
    deals: list[tuple[int, ...]] = []
    for part in text.strip().split(";"):
        values = part.split(",")
        if len(values) != len(PROFILES[profile].side_names):
            raise ValueError("practice.bad.sheet")
        deals.append(tuple(int(v.strip().replace("\u2212", "-")) for v in values))
    return PracticeSheet.of(deals, profile)


def read_profile(query: Mapping[str, str]) -> tuple[str, Problem | None]:
    """The table a link asks for (`profile=two-hand`), classic when it names none, and the
    problem when it names one that does not exist (classic is used then)."""
    raw = query.get("profile")
    if raw is None:
        return DEFAULT_PROFILE, None
    name = str(raw)[:MAX_PARAM].strip().lower()
    if name in PROFILES:
        return name, None
    return DEFAULT_PROFILE, ("practice.bad.profile", {"value": str(raw)[:MAX_PARAM],
                                                      "names": ", ".join(PROFILES)})


def query_for(game: PracticeGame) -> dict[str, str]:
    """The link parameters that reopen this game at this moment."""
    q = {"seed": str(game.seed), "deal": str(game.deal_number), "move": str(len(game.moves)),
         "partner": game.partner, "opp": game.opponents}
    if game.profile != DEFAULT_PROFILE:  # a classic link stays as it always was
        q["profile"] = game.profile
    if game.sheet.deals:
        q["sheet"] = sheet_text(game.sheet)
    if game.learner_actions:
        q["h"] = encode_actions(game.learner_actions)
    return q


def _int(raw: str, lo: int, hi: int) -> int | None:
    s = raw.strip()
    if not s or len(s) > 12 or not s.isdigit():
        return None
    v = int(s)
    return v if lo <= v <= hi else None


def replay(game: PracticeGame, actions: list[str], move: int | None
           ) -> tuple[PracticeGame, Problem | None]:
    """Play the deal forward: bots by their seeds, the learner from `actions`, to `move`
    moves (None: up to the learner's last listed action, the bots' replies not yet shown)."""
    queue = list(actions)
    used = 0
    while (len(game.moves) < move) if move is not None else bool(queue):
        if game.bot_to_act:
            game = game.bot_step()
            continue
        if game.deal_over or not queue:
            return game, ("practice.bad.move", {"value": move, "max": len(game.moves)})
        text = queue.pop(0)
        used += 1
        result = game.try_action(text)
        if not result.legal:
            return game, ("practice.bad.h_move", {"number": used, "action": text[:60]})
        game = result.game
    return game, None


def read_link(query: Mapping[str, str]) -> tuple[PracticeGame | None, list[Problem]]:
    """The game a link describes, or None (and what was wrong) when it has no usable seed.

    Never raises. A link with a problem gives None: the page starts a fresh game and says why.
    """

    def get(key: str, limit: int = MAX_PARAM) -> str | None:
        v = query.get(key)
        return None if v is None else str(v)[:limit]

    profile, bad_profile = read_profile(query)
    raw_seed = get("seed")
    if raw_seed is None:  # no game named; other game parameters alone cannot say which
        named = [k for k in ("deal", "move", "sheet", "h") if k in query]
        problems0: list[Problem] = (
            [("practice.bad.no_seed", {"names": ", ".join(named)})] if named else [])
        return None, ([bad_profile] if bad_profile else []) + problems0
    problems: list[Problem] = [bad_profile] if bad_profile else []
    seed = _int(raw_seed, 0, SEED_MAX)
    if seed is None:
        problems.append(("practice.bad.seed", {"value": raw_seed, "max": SEED_MAX}))
    kinds = {"partner": default_bot(profile), "opp": default_bot(profile)}
    for key in kinds:
        raw = get(key)
        if raw is not None:
            kind = raw.strip().lower()
            if kind not in BOT_KINDS:
                problems.append(("practice.bad.bot", {"value": raw}))
            elif not can_play(kind, profile):
                problems.append(("practice.bad.bot_profile", {"value": kind}))
            else:
                kinds[key] = kind
    sheet = PracticeSheet(profile)
    raw_sheet = get("sheet", 4000)
    if raw_sheet:
        try:
            sheet = read_sheet(raw_sheet, profile)
        except (CalcError, ValueError):
            problems.append(("practice.bad.sheet", {"value": raw_sheet[:40]}))
        else:
            if sheet.status().finished:
                problems.append(("practice.bad.sheet_won", {}))
    raw_deal = get("deal")
    if raw_deal is not None:
        number = _int(raw_deal, 1, 10_000)
        if number is None or number != len(sheet.deals) + 1:
            problems.append(("practice.bad.deal", {"value": raw_deal,
                                                   "expected": len(sheet.deals) + 1}))
    actions: list[str] = []
    raw_h = get("h", MAX_LINK_CHARS + 1)
    if raw_h:
        try:
            actions = decode_actions(raw_h)
        except ValueError as e:
            problems.append((str(e), {}))
    move = None
    raw_move = get("move")
    if raw_move is not None:
        move = _int(raw_move, 0, MAX_DEAL_MOVES)
        if move is None:
            problems.append(("practice.bad.move_text", {"value": raw_move}))
    if problems or seed is None:
        return None, problems
    game = new_game(seed, kinds["partner"], kinds["opp"], sheet, profile)
    game, problem = replay(game, actions, move)
    if problem is not None:
        return None, [problem]
    return game, []


# --- the coach ----------------------------------------------------------------------------------


def _legal(pos: Position) -> dict[str, Evaluation | None]:
    return legal_evaluations(pos)


def can_go_out_now(pos: Position) -> bool:
    """Whether the seat to act could meld out this turn: its partner may be asked (the engine
    allows `ask` only then), or its hand melds out onto its side's melds with a canasta."""
    if "ask" in _legal(pos):
        return True
    return pos.phase == "play" and can_go_out(pos.hand(), pos.melds[pos.side],
                                              going_out_minimum(pos),
                                              pos.rules.canastas_to_go_out)


def _meld_choices(cards: list[str]) -> list[tuple[int, str]]:
    """(points, groups text) for every choice of natural groups among `cards` (three or more
    of a rank, or a pair with a wild card) with the wild cards left added, three at most to a
    group; richest first. The six richest ranks are considered (64 choices at most)."""
    wilds = sorted((c for c in cards if is_wild(c)), key=lambda c: -card_value(c))
    by_rank: dict[str, list[str]] = {}
    for c in cards:
        if not is_wild(c) and c[0] != "3":
            by_rank.setdefault(c[0], []).append(c)
    groups = sorted((g for g in by_rank.values() if len(g) >= 2),
                    key=lambda g: -sum(card_value(c) for c in g))[:6]
    out: list[tuple[int, str]] = []
    for mask in range(1, 1 << len(groups)):
        chosen = [list(g) for i, g in enumerate(groups) if mask >> i & 1]
        free = list(wilds)
        if sum(1 for g in chosen if len(g) == 2) > len(free):
            continue
        for g in chosen:
            if len(g) == 2:
                g.append(free.pop(0))
        for keep in range(len(free) + 1):  # add the best wild cards left, then fewer
            extra = list(free[:len(free) - keep])
            melds = [list(g) for g in chosen]
            for g in sorted(melds, key=len):
                while extra and sum(1 for c in g if is_wild(c)) < 3:
                    g.append(extra.pop(0))
            if extra:
                continue
            points = sum(card_value(c) for g in melds for c in g)
            out.append((points, "; ".join(" ".join(g) for g in melds)))
    return sorted(out, key=lambda x: -x[0])


def _first_legal(pos: Position, actions: list[str]) -> str | None:
    for action in actions:
        try:
            if check(pos, action).legal:
                return action
        except ValueError:
            continue
    return None


def opening_meld(pos: Position) -> str | None:
    """A meld that opens for the seat in the play phase, accepted by the referee (`check`),
    or None when none reaches the minimum.

    The listing (`legal_actions`) offers only representative melds (wild cards only to pairs),
    so "cannot open" is never read from it: the candidates here are every choice of natural
    groups with the wild cards added (`_meld_choices`), richest first, each ruled on by
    `check`. When no candidate passes, the card values show no meld can reach the minimum
    (the bound counts every natural of a rank held twice or more and every wild card).
    """
    if pos.phase != "play" or pos.this_turn.asked is not None:
        return None
    hand = list(pos.hand(pos.turn))
    pairs = [c for c in hand if not is_wild(c) and c[0] != "3"
             and sum(1 for d in hand if d[0] == c[0]) >= 2]
    bound = sum(card_value(c) for c in pairs) + sum(card_value(c) for c in hand if is_wild(c))
    if not pairs or bound < opening_minimum(pos.scores[pos.side]):
        return None
    return _first_legal(pos, ["meld " + text for _, text in _meld_choices(hand)][:64])


def pile_take(pos: Position) -> str | None:
    """A way to take the pile that the referee accepts, or None when there is none.

    The listed takes come first; for a side that has not opened, the listing offers only some
    of the takes that open with more melds, so those are searched too: the top card with a
    natural pair or a natural and a wild card from the hand, plus each choice of melds from
    the rest of the hand (`_meld_choices`), each ruled on by `check`.
    """
    if pos.phase != "draw" or not pos.pile:
        return None
    listed = [a for a in legal_evaluations(pos) if a.startswith("take")]
    if listed:
        return listed[0]
    if pos.melds[pos.side]:
        return None  # an opened side's takes are all listed (tests/app/test_coach_claims.py)
    top = pos.pile[-1]
    if is_wild(top) or top[0] == "3":
        return None
    hand = list(pos.hand(pos.turn))
    naturals = [c for c in hand if c[0] == top[0] and not is_wild(c)]
    wilds = [c for c in hand if is_wild(c)]
    pairs = {tuple(naturals[:2])} if len(naturals) >= 2 else set()
    pairs |= {(n, w) for n in naturals[:1] for w in dict.fromkeys(wilds)}
    tries: list[str] = []
    for pair in pairs:
        rest = list(hand)
        for c in pair:
            rest.remove(c)
        head = "take " + " ".join(pair)
        tries += [head] + [f"{head}; {text}" for _, text in _meld_choices(rest)][:32]
    return _first_legal(pos, tries)


def guide(game: PracticeGame, lang: str) -> list[str]:
    """What is possible before the learner decides, from the engine's legal actions and
    derived facts (never a guess): the pile, the opening minimum, going out."""
    if not game.learner_to_act:
        return []
    pos = game.position
    legal = _legal(pos)
    side = game.learner_side
    notes: list[str] = []
    answerer = game.rules.answers_ask.get(LEARNER)
    partner = seat_name(answerer, lang) if answerer else ""
    opened = has_opened(pos, side)
    minimum = opening_minimum(pos.scores[side])

    def key(name: str) -> str:  # a player alone has no side to speak of: "you", not "your side"
        return f"practice.guide.{name}_alone" if game.alone else f"practice.guide.{name}"

    if pos.phase == "play" and pos.this_turn.asked == "pending":
        # the partner asking is the seat to play (classic: North; six-hand: North-East)
        notes.append(t("practice.guide.asked", lang, partner=seat_name(pos.turn, lang)))
        notes.append(t("practice.guide.asked_facts", lang, canastas=len(canastas(pos, side)),
                       cards=pos.hand_size(LEARNER)))
        return notes
    if pos.phase == "draw":
        takes = [a for a in legal if a.startswith("take")] or [
            a for a in [pile_take(pos)] if a is not None]  # the referee decides (pile_take)
        top = pile_top(pos)
        if top is None:
            notes.append(t("practice.guide.pile_empty", lang))
        elif (blocker := blocked_by(pos)) is not None:
            notes.append(t("practice.guide.blocked", lang, card=card_list([blocker], lang)))
        else:
            ranks = rank_words(top[0], lang)[1]
            why = frozen_for(pos, side)
            if why in ("wild", "red-three"):
                card = frozen_card(pos) or top
                notes.append(t("practice.guide.frozen", lang, card=card_list([card], lang),
                               ranks=ranks))
            elif why == "not-opened":
                notes.append(t(key("frozen_unopened"), lang, ranks=ranks, minimum=minimum))
            else:
                notes.append(t("practice.guide.pile_open", lang, ranks=ranks))
            notes.append(t("practice.guide.can_take" if takes else "practice.guide.cannot_take",
                           lang, count=len(pos.pile)))
        if pos.stock_size == 0:
            notes.append(t("practice.guide.stock_empty", lang))
        elif pos.stock_size <= 8:
            notes.append(t("practice.guide.stock_low", lang, count=pos.stock_size))
        if not opened:
            notes.append(t(key("minimum"), lang, minimum=minimum))
        return notes
    # play phase: meld, ask, discard
    tt = pos.this_turn
    if tt.asked == "yes":
        notes.append(t("practice.guide.told_yes", lang, partner=partner))
    elif tt.asked == "no":
        notes.append(t("practice.guide.told_no", lang, partner=partner))
    melds = [a for a in legal if a.startswith("meld")]
    if not opened:  # the referee decides, not the listing's sample of melds (opening_meld)
        can_open = any(a.startswith("meld") for a in legal) or opening_meld(pos) is not None
        notes.append(t("practice.guide.open_can" if can_open else "practice.guide.open_cannot",
                       lang, minimum=minimum))
    elif melds:
        notes.append(t(key("melds"), lang))
    need = game.rules.canastas_to_go_out
    if tt.asked is None and can_go_out_now(pos):
        out = "practice.guide.out_ask" if "ask" in legal else key("out_can")
        notes.append(t(out, lang, partner=partner))
    elif tt.asked is None and len(canastas(pos, side)) >= need:
        notes.append(t(key("out_later"), lang, need=need))
    elif tt.asked is None:
        notes.append(t(key("no_canasta"), lang, need=need, have=len(canastas(pos, side))))
    notes.append(t("practice.guide.discard", lang))
    return notes


def hint_action(game: PracticeGame) -> str | None:
    """The move the hint bot would make for the learner here (None when it is not her turn,
    or when the hint bot cannot play this table yet: `hints_available`)."""
    if not game.learner_to_act or not hints_available(game.profile):
        return None
    pos = game.position
    found = legal_evaluations(pos)
    if not found:
        return None
    bot = make_bot(HINT_BOT, move_seed(game.seed, game.deal_number, len(game.moves)))
    return bot.choose(pos, LEARNER, list(found))


HINT_LEVELS: Final = 3


def hints_available(profile: str) -> bool:
    return can_play(HINT_BOT, profile)


def hint_steps(action: str, lang: str) -> list[str]:
    """The hint ladder for an action: what kind of move, which cards, the whole action."""
    a = parse(action)
    kind = t(f"practice.hint.kind.{a.kind}", lang)
    cards = a.hand_cards()
    if a.kind == "discard" and a.card is not None:
        cards = [a.card]
    which = (t("practice.hint.cards", lang, cards=card_list(cards, lang)) if cards
             else t("practice.hint.no_cards", lang))
    return [kind, which, t("practice.hint.full", lang, action=action_words(action, lang))]


__all__ = [
    "COACH_LEVELS", "DEFAULT_BOT", "DEFAULT_COACH", "DEFAULT_PACE", "DEFAULT_PROFILE", "HINT_BOT",
    "HINT_LEVELS", "LEARNER", "MAX_DEAL_MOVES", "PACES", "PROFILE_NAMES", "SEED_MAX",
    "DealResult", "Decision", "Move", "PracticeGame", "PracticeSheet", "Problem", "TryResult",
    "as_sheet", "bots_for", "can_go_out_now", "can_play", "coach_levels", "deal_start",
    "decode_actions", "dealer_for", "default_bot", "encode_actions", "guide", "hint_action",
    "hint_steps", "hints_available", "move_seed", "new_game", "opening_meld", "pile_take",
    "query_for", "random_seed", "read_link", "read_profile", "read_sheet", "replay",
    "sheet_text",
]
