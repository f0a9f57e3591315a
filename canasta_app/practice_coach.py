"""The practice table's coach: the guide's lines for the moment shown, the hint ladder (the hint
bot's choice, told a step at a time), and the helpers they share. No Streamlit import."""

from __future__ import annotations

from typing import Final

from canasta_app.i18n import t
from canasta_app.move_words import action_words
from canasta_app.narration import card_list, rank_words, seat_name
from canasta_app.practice_game import HINT_BOT, LEARNER, PracticeGame, can_play, move_seed
from canasta_core.actions import parse
from canasta_core.cards import is_wild
from canasta_core.cards import value as card_value
from canasta_core.going_out import can_go_out
from canasta_core.legal import legal_evaluations
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
from canasta_core.rulings import Evaluation, check, going_out_minimum

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


def pile_block(pos: Position) -> str | None:
    """The rule that stops every take of the pile now (a rule slug), or None when the seat may
    take it (`pile_take` finds a way the referee accepts) or there is nothing to take. The
    practice table offers "take the pile" only when this is None and names this rule otherwise.

    The rule is the referee's own ruling on the take closest to legal (the top card with a
    natural pair, a natural and a wild card, or alone): a blocked top card names its rule."""
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
    return next((r for r in rules if r), "pile.use-top")


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
