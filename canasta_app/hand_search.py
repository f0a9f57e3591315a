"""What a hand can do, found by the referee: a meld that opens, a take of the pile, the rule that
stops every take. The engine's listing (`legal_actions`) offers only representative melds and
takes, so "cannot" is never read from it; each candidate here is ruled on by `check`. Used by the
practice coach, the table's turn line and the sandbox's facts. No Streamlit import."""

from __future__ import annotations

from canasta_app.text.i18n import t
from canasta_core.cards import is_wild
from canasta_core.cards import value as card_value
from canasta_core.legal import legal_evaluations
from canasta_core.positions import Position, opening_minimum
from canasta_core.rulings import Ruling, check


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


def pile_block(pos: Position) -> str | None:
    """The rule that stops every take of the pile now (a rule slug), or None when the seat may
    take it (`pile_take` finds a way the referee accepts) or there is nothing to take. The
    practice table offers "take the pile" only when this is None and names this rule otherwise.

    The rule is the referee's own ruling on the take closest to legal (the top card with a
    natural pair, a natural and a wild card, or alone): a blocked top card names its rule."""
    found = pile_block_ruling(pos)
    return None if found is None else found[0]


def pile_block_ruling(pos: Position) -> tuple[str, Ruling] | None:
    """(`pile_block`'s rule, the referee's ruling on the take closest to legal), or None when
    the pile may be taken or there is nothing to take. The ruling's reason for that rule is
    the reason in words a page gives (`pile_block_reason`)."""
    if pos.phase != "draw" or not pos.pile or pos.this_turn.asked == "pending":
        return None
    if pile_take(pos) is not None:
        return None
    top = pos.pile[-1]
    hand = list(pos.hand(pos.turn))
    naturals = [c for c in hand if c[0] == top[0] and not is_wild(c)][:2]
    wilds = [c for c in hand if is_wild(c)][:1]
    pair = naturals if len(naturals) == 2 else (naturals + wilds)[:2]
    ruling = check(pos, " ".join(["take", *pair]))
    rules = [ruling.rule, *(v.rule for v in ruling.violations)]
    return next((r for r in rules if r), "pile.use-top"), ruling


def pile_block_reason(pos: Position, lang: str) -> tuple[str, str] | None:
    """Why the pile cannot be taken now, in words: (rule, reason in `lang`), or None as
    `pile_block`. A blocked or frozen pile is the referee's own reason (it is about the pile,
    true of any take); a top card the hand cannot start a meld with, or an opening the take
    cannot reach, is said of the hand (`practice.block.*`): the referee's reason for the take
    tried ("a meld needs at least three cards") is about a try nobody made."""
    found = pile_block_ruling(pos)
    if found is None:
        return None
    rule, ruling = found
    top = pos.pile[-1]
    if rule == "open.minimum":
        return rule, t("practice.block.minimum", lang, top=top,
                       minimum=pos.rules.opening_minimum(pos.scores[pos.side]))
    if ruling.rule == rule and rule in ("pile.blocked", "pile.frozen", "pile.empty"):
        return rule, ruling.reason_in(lang)
    v = next((v for v in ruling.violations if v.rule == rule), None)
    if v is not None and rule in ("pile.blocked", "pile.frozen", "pile.empty"):
        return rule, v.reason_in(lang)
    return rule, t("practice.block.use_top", lang, top=top, rank=top[0])
