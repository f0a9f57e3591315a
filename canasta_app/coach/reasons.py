"""Why one move is better than another, in words: the reason keys (what the simulations saw
happen and the principle the weaker move broke), the standing of a move among the candidates,
and which reasons a move can carry. Read by the grades, the advice and the deal review."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Final

from canasta_core.actions import parse
from canasta_core.bots import acting_seat
from canasta_core.cards import is_wild, rank_of, value
from canasta_core.coach import SHARE_GAP, grade_for, tally_gaps
from canasta_core.events import (
    CanastaCompleted,
    Event,
    PileBlocked,
    PileFroze,
    PileTaken,
    PlayerWentOut,
    SideOpened,
)
from canasta_core.expert import Analysis, Estimate, Sightings
from canasta_core.legal import legal_actions
from canasta_core.play import play_events
from canasta_core.positions import Position, frozen_for, has_canasta
from canasta_core.rules import went_out_concealed

Reason = tuple[str, dict[str, object]]  # (string key, params), translated by the page


#: A share of simulations worth mentioning in a reason.
_NOTABLE: Final = 0.3


#: A difference in shares of simulations worth naming when comparing two moves: the grade's
#: (`canasta_core.coach.SHARE_GAP`), so a reason and a principle read the tallies alike.
_SHARE_GAP: Final = SHARE_GAP


#: The site's sentence of each tally that tells two moves apart (`canasta_core.coach.TALLIES`).
_VS_KEYS: Final = {"they_take": "review.reason.vs_they_take",
                   "they_out": "review.reason.vs_they_out", "we_out": "review.reason.vs_we_out"}


def compare_reason(better: Estimate, played: Estimate, alone: bool = False,
                   side: str = "", said: Collection[str] = (),
                   side_size: int = 2, opponents: int = 2) -> Reason | None:
    """Why `better` beat `played` in the simulations, when one tally tells them clearly apart
    (`canasta_core.coach.tally_gaps`, the gaps a grade's tally principle reads): the other
    side taking the pile next, the other side going out first, or the deciding side (`side`,
    named in the text) going out. A tally in `said` (kinds the grade's principles already
    state with their shares, `canasta_core.coach.tallies_said`) is not said again. None when
    no other tally tells them apart (then the better move's own reason is given)."""
    gaps = [g for g in tally_gaps(better, played) if g.kind not in said]
    if not gaps:
        return None
    top = max(gaps, key=lambda g: g.gap)
    if top.gap < _SHARE_GAP:
        return None
    key = _VS_KEYS[top.kind]
    params: dict[str, object] = {"after": top.after, "instead": top.instead,
                                 "side_size": side_size,  # «pareja» of two, «equipo» of three
                                 "opponents": opponents}  # "your opponent" at two players
    if top.kind == "we_out":
        params["we"] = side or "NS"
    if alone and key in ALONE_KEYS:
        key += "_alone"
    return key, params


@dataclass(frozen=True, slots=True)
class Standing:
    """Where a move stands among the candidates the expert compared over the same worlds:
    a reason phrases a risk as the move's fault only for a move that did clearly worse.

    `leading`: the best move, or about as good as the best (its cost within the noise);
    `peers`: the other candidates' estimates; `best`: the expert's pick itself (a reason does
    not compare it with "the best move")."""

    leading: bool = False
    peers: tuple[Estimate, ...] = ()
    best: bool = False


def standing_of(analysis: Analysis, action: str) -> Standing:
    """`action`'s standing in `analysis` (see `Standing`)."""
    best = analysis.best.action
    if action == best:
        leading = True
    else:
        c = analysis.versus(action, best)
        leading = grade_for(max(0.0, c.diff), c.stderr) in ("best", "par")
    return Standing(leading, tuple(e for e in analysis.estimates if e.action != action),
                    action == best)


#: The reason a move gets when its own reason would read exactly like a better move's, and it
#: is about as good as the best (its cost within the margin).
LIKE_BEST: Final = "review.reason.like_best"
#: The same, for a move clearly worse than the best: "about as good as the expert's pick" would
#: sit beside a difference larger than the margin ("100 points worse (± 15)").
LIKE_BETTER: Final = "review.reason.like_better"


def reasons_in(pos: Position, analysis: Analysis, actions: Sequence[str],
               sightings: Sightings | None = None) -> dict[str, Reason]:
    """The reasons of `actions` (best first), each in its standing among the analysis'
    candidates. Two moves never read alike: a move whose reason would repeat a better one's
    word for word is said to be about as good as the expert's pick, for the same reason, when
    its cost is within the margin (`Standing.leading`), else to do the same as a move above it
    with a worse result."""
    out: dict[str, Reason] = {}
    ranked = sorted(dict.fromkeys(actions), key=lambda t: [e.action for e in
                                                          analysis.estimates].index(t))
    for action in ranked:
        est = analysis.of(action)
        if est is None:
            raise ValueError(f"{action!r} was not estimated in this analysis.")
        standing = standing_of(analysis, action)
        r = reason_for(pos, est, sightings, standing)
        if r in out.values():
            r = (LIKE_BEST if standing.leading else LIKE_BETTER, {})
        out[action] = r
    return out


def reason_for(pos: Position, est: Estimate, sightings: Sightings | None = None,
               standing: Standing | None = None) -> Reason:
    """One line on what a candidate does, from the engine's events, the simulations and what
    the table saw go into the next player's hand (`sightings`). With its `standing` among the
    candidates, a risk that every move runs is said in context for the best moves ("the
    safest discard here") rather than as the move's fault.

    A draw is never played here (its events would name the hidden card drawn).
    """
    seat = acting_seat(pos)
    key, params = _reason_for(pos, est, sightings, seat, standing or Standing())
    if pos.rules.alone(seat) and key in ALONE_KEYS:  # [two.alone]: no side, no partner
        key += "_alone"
    return key, params


#: The reasons that speak of "the other side" or of the deciding side by name: a player alone
#: ([two.alone], [three.alone]) has a form of each that speaks of an opponent, or to the player
#: as "you", as the principles' sentences do (`alone` in canasta_core/principle_texts.py): never
#: "South went out" to the learner playing South.
ALONE_KEYS: Final = frozenset({"review.reason.vs_they_take", "review.reason.vs_they_out",
                               "review.reason.vs_we_out", "review.reason.meld_out_later",
                               "review.reason.meld_no_canasta"})


#: Reasons that put a risk down to the move: never given to a move that is the best or about as
#: good as the best (`Standing.leading`), which gets the risk in context instead.
FAULT_KEYS: Final = frozenset({
    "review.reason.draw_leaves_pile", "review.reason.they_picked_up",
    "review.reason.onto_their_meld", "review.reason.feeds", "review.reason.they_go_out",
    "review.reason.no"})


#: The reasons that speak of the cards kept counting against the player: only where holding
#: cards is what the choice is about (a meld, or a discard that keeps cards a meld among the
#: candidates would lay down, when the other side went out first often).
KEPT_CARDS_KEYS: Final = frozenset({
    "review.reason.they_go_out", "review.reason.keep_for_later",
    "review.reason.meld_before_out"})


def _kind(action: str) -> str:
    return action.split(" ", 1)[0]


def _reason_for(pos: Position, est: Estimate, sightings: Sightings | None, seat: str,
                standing: Standing) -> Reason:
    rules = pos.rules
    side = rules.side_of[seat]
    nxt = rules.next_seat[seat]
    them = rules.side_of[nxt]  # the side that plays next (classic: the other side)
    kind = _kind(est.action)
    lead = standing.leading
    if kind == "draw":
        if any(t.startswith("take") for t in legal_actions(pos)):
            pile = {"count": len(pos.pile), "points": sum(value(c) for c in pos.pile)}
            takes = [p for p in standing.peers if _kind(p.action) == "take"]
            if lead and takes:
                # "taking it did no better" only when no take did better, even within the
                # margin; else the take did about as well (too close to tell apart)
                beaten = all(p.value <= est.value for p in takes)
                return ("review.reason.draw_over_take" if beaten
                        else "review.reason.draw_over_take_par"), pile
            return "review.reason.draw_leaves_pile", {**pile, "side": them,
                                                      "share": est.they_take}
        return "review.reason.draw", {}
    if kind == "no" and lead:
        return "review.reason.no_build", {"we": side}
    if kind in ("ask", "yes", "no", "pass"):
        return f"review.reason.{kind}", {"out": est.we_out, "they_out": est.they_out,
                                         "we": side, "side": them}
    after, events = play_events(pos, est.action)
    by_kind: dict[type[Event], Event] = {type(e): e for e in reversed(events)}  # first wins
    out = by_kind.get(PlayerWentOut)
    if isinstance(out, PlayerWentOut):
        return ("review.reason.out_concealed" if out.concealed else "review.reason.out"), {}
    if kind == "meld" and after.hand_size(seat) <= 1:  # the last card is the final discard
        tt = after.this_turn
        concealed = went_out_concealed(after.rules, tt.concealed_ok,
                                       [len(after.melds[side].get(r, ())) for r in tt.new_melds])
        return ("review.reason.out_concealed" if concealed
                else "review.reason.meld_to_go_out"), {}
    took = by_kind.get(PileTaken)
    opened = by_kind.get(SideOpened)
    if isinstance(took, PileTaken):
        pts = sum(value(c) for c in pos.pile)
        if isinstance(opened, SideOpened):
            return "review.reason.take_open", {"count": took.size, "points": pts}
        hand_cards = parse(est.action).hand_cards()
        wilds = sum(1 for c in hand_cards if is_wild(c))
        if wilds == 1:  # which wild card it spends (a two or a joker) tells two takes apart
            return "review.reason.take_wild_one", {
                "count": took.size, "points": pts,
                "card": next(c for c in hand_cards if is_wild(c))}
        if wilds:
            return "review.reason.take_wild", {"count": took.size, "wilds": wilds, "points": pts}
        if len(hand_cards) > 2:  # melds more from the hand along with the take
            return "review.reason.take_meld", {"count": took.size, "points": pts,
                                               "more": len(hand_cards) - 2}
        return "review.reason.take", {"count": took.size, "points": pts}
    canasta = by_kind.get(CanastaCompleted)
    if isinstance(canasta, CanastaCompleted):
        key = "review.reason.canasta_natural" if canasta.natural else "review.reason.canasta_mixed"
        return key, {"rank": canasta.rank}
    if isinstance(opened, SideOpened):
        return "review.reason.open", {"points": opened.points}
    if kind == "meld":
        left = after.hand_size(seat)
        if left <= 2 and not has_canasta(after, side):
            return "review.reason.meld_no_canasta", {"count": left, "we": side}
        melded = sum(value(c) for c in parse(est.action).hand_cards())
        if est.they_out >= _NOTABLE:  # the cards laid down no longer count against the side
            return "review.reason.meld_before_out", {"points": melded, "count": left,
                                                     "side": them, "share": est.they_out}
        if est.we_out >= _NOTABLE:
            return "review.reason.meld_out_later", {"points": melded, "share": est.we_out,
                                                    "we": side}
        grown = [r for r in after.melds[side]
                 if len(after.melds[side][r]) > len(pos.melds[side].get(r, ()))]
        if len(grown) == 1 and not after.rules.is_canasta(len(after.melds[side][grown[0]])):
            return "review.reason.meld_progress", {
                "rank": grown[0], "size": len(after.melds[side][grown[0]]), "count": left}
        return "review.reason.meld", {"count": left, "points": melded}
    # A discard: what it gives the next player, and what it would cost in the hand.
    card = est.action.split(" ", 1)[1].strip()
    pile_n = len(after.pile)
    pile_pts = sum(value(c) for c in after.pile)
    if isinstance(by_kind.get(PileFroze), PileFroze):
        return "review.reason.freezes", {"side": them, "count": pile_n, "points": pile_pts,
                                         "card": card}
    if isinstance(by_kind.get(PileBlocked), PileBlocked):
        return "review.reason.blocks", {"seat": nxt, "count": pile_n, "points": pile_pts}
    discards = [p for p in standing.peers if _kind(p.action) == "discard"]
    safest = min((p.they_take for p in discards), default=1.0)
    risky = max((p.they_take for p in discards), default=0.0)
    rank = rank_of(card) if not is_wild(card) else ""
    given: Reason | None = None
    if rank and sightings is not None and frozen_for(after, them) is None and any(
            rank_of(c) == rank for c in sightings.known(nxt).elements() if not is_wild(c)):
        given = "review.reason.they_picked_up", {"seat": nxt, "rank": rank, "count": pile_n,
                                                 "share": est.they_take, "card": card}
    elif rank and rank in pos.melds[them] and frozen_for(after, them) is None:
        given = "review.reason.onto_their_meld", {"seat": nxt, "rank": rank, "count": pile_n,
                                                  "share": est.they_take, "card": card}
    elif est.they_take >= _NOTABLE:
        given = "review.reason.feeds", {"side": them, "share": est.they_take,
                                        "count": pile_n, "points": pile_pts, "card": card}
    if given is not None and (not lead or est.they_take >= _NOTABLE):
        if not lead:
            return given
        pile = {"count": pile_n, "points": pile_pts}
        if discards and est.they_take <= safest:  # every discard runs the risk: this one least
            return "review.reason.least_risk", {"side": them, "share": est.they_take,
                                                "others": risky, "card": card, **pile}
        if discards:
            key = "review.reason.risk_worth_best" if standing.best else "review.reason.risk_worth"
            return key, {"side": them, "share": est.they_take,
                                                "safest": safest, "card": card, **pile}
        # "no other move did better" is the pick's alone: a move within the margin of it did
        # about as well as the best move
        return ("review.reason.only_risk" if standing.best else "review.reason.only_risk_par"), {
            "side": them, "share": est.they_take, "card": card}
    # The other side going out is what the cards kept risk only when melding was an option.
    could_meld = any(_kind(p.action) == "meld" for p in standing.peers)
    if est.they_out >= _NOTABLE and could_meld:
        return ("review.reason.keep_for_later" if lead else "review.reason.they_go_out"), {
            "side": them, "share": est.they_out, "left": after.hand_size(seat), "card": card}
    never = "_never" if est.they_take == 0 else ""  # not "in only 0 % of the simulations"
    key = "review.reason.cheap_discard" if value(card) <= 5 else "review.reason.safe_discard"
    return key + never, {"side": them, "share": est.they_take, "points": value(card),
                         "card": card}
