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

# The practice table in four modules, one job each; this module keeps every public name (the
# page, the sessions and the tests import them from here).
from canasta_app.practice.coach import (
    HINT_LEVELS,
    can_go_out_now,
    guide,
    hint_action,
    hint_steps,
    hints_available,
    pile_block_reason,
)
from canasta_app.practice.game import (
    COACH_LEVELS,
    DEFAULT_BOT,
    DEFAULT_COACH,
    DEFAULT_PACE,
    HINT_BOT,
    LEARNER,
    MAX_DEAL_MOVES,
    PACES,
    PROFILE_NAMES,
    SEED_MAX,
    DealResult,
    Decision,
    Move,
    PracticeGame,
    Problem,
    TryResult,
    bots_for,
    can_play,
    coach_levels,
    deal_start,
    dealer_for,
    default_bot,
    move_seed,
    new_game,
    random_seed,
)
from canasta_app.practice.links import (
    decode_actions,
    encode_actions,
    query_for,
    read_link,
    read_profile,
    replay,
)
from canasta_app.practice.sheet import (
    DEFAULT_PROFILE,
    PracticeSheet,
    as_sheet,
    read_sheet,
    sheet_text,
)
from canasta_core.questions import opening_meld, pile_block, pile_take

__all__ = [
    "COACH_LEVELS", "DEFAULT_BOT", "DEFAULT_COACH", "DEFAULT_PACE", "DEFAULT_PROFILE", "HINT_BOT",
    "HINT_LEVELS", "LEARNER", "MAX_DEAL_MOVES", "PACES", "PROFILE_NAMES", "SEED_MAX",
    "DealResult", "Decision", "Move", "PracticeGame", "PracticeSheet", "Problem", "TryResult",
    "as_sheet", "bots_for", "can_go_out_now", "can_play", "coach_levels", "deal_start",
    "decode_actions", "dealer_for", "default_bot", "encode_actions", "guide", "hint_action",
    "hint_steps", "hints_available", "move_seed", "new_game", "opening_meld", "pile_block",
    "pile_block_reason",
    "pile_take",
    "query_for", "random_seed", "read_link", "read_profile", "read_sheet", "replay",
    "sheet_text",
]
