"""The practice table as a link: the seed, the deal, the move, the game sheet and the learner's
actions (`query_for`), and the game a link describes (`read_link`, never raising). No Streamlit
import."""

from __future__ import annotations

import base64
import binascii
import zlib
from collections.abc import Mapping
from dataclasses import replace
from typing import Final

from canasta_app.domain.calc_errors import CalcError
from canasta_app.practice.game import (
    DEFAULT_PROFILE,
    LINK_VERSION,
    MAX_DEAL_MOVES,
    MAX_LINK_ACTIONS,
    MAX_LINK_CHARS,
    MAX_PARAM,
    MAX_UNPACKED,
    SEED_MAX,
    PracticeGame,
    Problem,
    can_play,
    default_bot,
    new_game,
)
from canasta_app.practice.sheet import PracticeSheet, read_sheet, sheet_text
from canasta_core.actions import MAX_ACTION_TEXT
from canasta_core.bots import BOT_KINDS
from canasta_core.profiles import PROFILES

# --- links ------------------------------------------------------------------------------------

#: The most illegal tries or take-backs a link carries for a deal (`tries=`, `backs=`) or for
#: the deals before it (`game_tries=`, `game_backs=`).
MAX_COUNT: Final = 100_000
#: The link's counts: this deal's and the earlier deals' (the game's fields they fill).
COUNT_KEYS: Final = (("tries", "illegal_tries"), ("backs", "take_backs"),
                     ("game_tries", "earlier_tries"), ("game_backs", "earlier_backs"))


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
    # this deal's illegal tries and take-backs, and the earlier deals': a reload keeps "Your
    # play in this deal" and "In the whole game"
    for key, name in COUNT_KEYS:
        if count := getattr(game, name):
            q[key] = str(count)
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
    # The deal's counts are a record, not the game: a count that cannot be read is left at 0
    # rather than costing the learner the deal.
    counts = {name: _int(get(key) or "", 0, MAX_COUNT) or 0 for key, name in COUNT_KEYS}
    if any(counts.values()):
        game = replace(game, **counts)
    return game, []
