"""canasta_core — the rules engine for classic partnership Canasta.

The public API of notation.md:

    import canasta_core as cc
    pos = cc.load(text_or_dict)      # Position; raises cc.NotationError (a ValueError)
    r = cc.check(pos, "take 7H 7S")  # r.legal, r.rule, r.reason, r.violations
    pos2 = cc.play(pos, "take 7H 7S")  # raises cc.IllegalAction carrying the ruling
    cc.legal_actions(pos); cc.score(pos); cc.deal(seed=7, dealer="N", scores=(0, 0))
    cc.dump(pos)                     # canonical JSON; cc.load(cc.dump(p)) == p
    pos2, events = cc.play_events(pos, "draw")  # also what happened (canasta_core.events)

Pure Python, standard library only, so the command line starts fast.
"""

from canasta_core.actions import Action, Group, format_action, parse
from canasta_core.deal import deal, deal_events, events_for_deal
from canasta_core.errors import NotationError
from canasta_core.legal import legal_actions
from canasta_core.play import play, play_events
from canasta_core.positions import Position, dump, load, to_dict
from canasta_core.rulings import check, is_legal
from canasta_core.scoring import game_status, score
from canasta_core.verdicts import IllegalAction, Ruling, Violation

__all__ = [
    "Action", "Group", "IllegalAction", "NotationError", "Position", "Ruling", "Violation",
    "check", "deal", "deal_events", "dump", "events_for_deal", "format_action", "game_status", "is_legal", "legal_actions", "load",
    "parse", "play", "play_events", "score", "to_dict",
]
