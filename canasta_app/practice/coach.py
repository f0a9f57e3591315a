"""The practice table's coach: the guide's lines for the moment shown, the hint ladder (the hint
bot's choice, told a step at a time), and the helpers they share. No Streamlit import."""

from __future__ import annotations

from typing import Final

from canasta_app.practice.game import HINT_BOT, LEARNER, PracticeGame, can_play, move_seed
from canasta_app.text import keys as KEYS
from canasta_app.text.i18n import ALL_EN, t
from canasta_app.text.move_words import action_words
from canasta_app.text.narration import card_list, rank_words, seat_name
from canasta_core.actions import parse
from canasta_core.bots import choose_text
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
from canasta_core.questions import opening_meld, pile_block_ruling, pile_take
from canasta_core.rulings import Evaluation, going_out_minimum

# --- the coach ----------------------------------------------------------------------------------


def _legal(pos: Position) -> dict[str, Evaluation | None]:
    return legal_evaluations(pos)


def can_go_out_now(pos: Position) -> bool:
    """Whether the seat to act could meld out this turn: its partner may be asked (the engine
    allows `ask` only then), or its hand melds out onto its side's melds with a canasta."""
    if "ask" in _legal(pos):
        return True
    return pos.phase == "play" and can_go_out(pos.hand(), pos.melds[pos.side],
                                              going_out_minimum(pos), pos.rules)


def _and_groups(groups: list[tuple[str, ...]], lang: str) -> str:
    """Groups of cards, each as "K♣ K♦ K♥", joined "a, b and c" in the language."""
    items = [card_list(list(g), lang) for g in groups]
    if len(items) <= 1:
        return "".join(items)
    return t("classroom.n.and", lang, a=", ".join(items[:-1]), b=items[-1])


#: The Guide's lines that speak of the learner's side, by who the learner plays with: a
#: partner ("side": classic), two ("team": six-hand, «tu equipo» in Spanish, never «tu pareja»,
#: which is two players) or nobody ("alone": "you", not "your side").
_SPOKEN_OF_SIDE: Final = ("frozen_unopened", "minimum", "melds", "out_can", "out_later",
                          "no_canasta", "pile_open", "asked_facts")
_SUFFIX: Final = {"side": "", "team": "_team", "alone": "_alone"}
#: (line, mode) -> its key; a line with no word for the side has one key for every mode
GUIDE: Final = {
    (name, mode): f"practice.guide.{name}{suffix}"
    if f"practice.guide.{name}{suffix}" in ALL_EN else f"practice.guide.{name}"
    for name in _SPOKEN_OF_SIDE for mode, suffix in _SUFFIX.items()
}


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

    # a player alone has no side to speak of ("you", not "your side"); a side of three is a team
    who = "alone" if game.alone else (
        "team" if len(game.rules.side_seats[side]) > 2 else "side")

    if pos.phase == "play" and pos.this_turn.asked == "pending":
        # the partner asking is the seat to play (classic: North; six-hand: North-East)
        notes.append(t("practice.guide.asked", lang, partner=seat_name(pos.turn, lang)))
        notes.append(t(GUIDE["asked_facts", who], lang, canastas=len(canastas(pos, side)),
                       cards=pos.hand_size(LEARNER)))
        return notes
    if pos.phase == "draw":
        takes = [a for a in legal if a.startswith("take")] or [
            a for a in [pile_take(pos)] if a is not None]  # the referee decides (pile_take)
        top = pile_top(pos)
        # with the stock empty nothing says "draw": the stock's own note says take or pass
        no_stock = pos.stock_size == 0
        if top is None:
            notes.append(t("practice.guide.pile_empty_no_stock" if no_stock
                           else "practice.guide.pile_empty", lang))
        elif (blocker := blocked_by(pos)) is not None:
            notes.append(t("practice.guide.blocked_no_stock" if no_stock
                           else "practice.guide.blocked", lang, card=card_list([blocker], lang)))
        else:
            ranks = rank_words(top[0], lang)[1]
            why = frozen_for(pos, side)
            if why in ("wild", "red-three"):
                card = frozen_card(pos) or top
                notes.append(t("practice.guide.frozen", lang, card=card_list([card], lang),
                               ranks=ranks))
            elif why == "not-opened":
                notes.append(t(GUIDE["frozen_unopened", who], lang, ranks=ranks, minimum=minimum))
            else:
                notes.append(t(GUIDE["pile_open", who], lang, ranks=ranks))
            cannot = ("practice.guide.cannot_take_no_stock" if no_stock
                      else "practice.guide.cannot_take")
            notes.append(t("practice.guide.can_take" if takes else cannot, lang,
                           count=len(pos.pile)))
        if pos.stock_size == 0:
            notes.append(t("practice.guide.stock_empty", lang))
        elif pos.stock_size <= 8:
            notes.append(t("practice.guide.stock_low", lang, count=pos.stock_size))
        if not opened:
            notes.append(t(GUIDE["minimum", who], lang, minimum=minimum))
        return notes
    # play phase: meld, ask, discard
    tt = pos.this_turn
    if tt.asked == "yes":
        notes.append(t("practice.guide.told_yes", lang, partner=partner))
    elif tt.asked == "no":
        notes.append(t("practice.guide.told_no", lang, partner=partner))
    melds = [a for a in legal if a.startswith("meld")]
    if not opened:  # the referee decides, not the listing's sample of melds (opening_meld)
        found = opening_meld(pos) or next((a for a in legal if a.startswith("meld")), None)
        if found is not None:  # with which cards: "you can open" alone left the search to them
            groups = [g.cards for g in parse(found).groups]
            notes.append(t("practice.guide.open_can", lang, minimum=minimum,
                           points=sum(card_value(c) for g in groups for c in g),
                           cards=_and_groups(groups, lang)))
        else:
            notes.append(t("practice.guide.open_cannot", lang, minimum=minimum))
    elif melds:
        notes.append(t(GUIDE["melds", who], lang))
    need = game.rules.canastas_to_go_out
    if tt.asked is None and can_go_out_now(pos):
        out = "practice.guide.out_ask" if "ask" in legal else GUIDE["out_can", who]
        notes.append(t(out, lang, partner=partner))
    elif tt.asked is None and len(canastas(pos, side)) >= need:
        notes.append(t(GUIDE["out_later", who], lang, need=need))
    elif tt.asked is None:
        notes.append(t(GUIDE["no_canasta", who], lang, need=need, have=len(canastas(pos, side))))
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
    return choose_text(bot, pos, LEARNER)


HINT_LEVELS: Final = 3


def hints_available(profile: str) -> bool:
    return can_play(HINT_BOT, profile)


def hint_steps(action: str, lang: str) -> list[str]:
    """The hint ladder for an action: what kind of move, which cards, the whole action."""
    a = parse(action)
    kind = t(KEYS.HINT_KIND[a.kind], lang)
    cards = a.hand_cards()
    if a.kind == "discard" and a.card is not None:
        cards = [a.card]
    which = (t("practice.hint.cards", lang, cards=card_list(cards, lang)) if cards
             else t("practice.hint.no_cards", lang))
    return [kind, which, t("practice.hint.full", lang, action=action_words(action, lang))]


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
