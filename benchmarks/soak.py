"""Soak test: random legal play through many seeded deals, checking the engine's invariants at
every step.

    .venv/bin/python benchmarks/soak.py --deals 100000 [--seed S] [--json] [--profile NAME]

`--profile two-hand|three-hand|six-hand` plays that table (profiles.md) with the same checks,
read with its seats, sides, hand size and canastas to go out.

`--fast` plays the deals through the fast path alone (`Game`, uniform over its listing): at
every step the zones add up to the profile's deck size and the hands are sound
(`Game.validate`: sorted, matching their rank counts, no red three), every eighth step and at
the end no card is there more often than the deck has it, the seat to act has a legal move, and the deal ends within
MAX_ACTIONS; at the end the whole position is checked as above. About a hundred times faster
than the full soak, it is what makes 100,000 deals per profile practical; the full soak covers
the API and its agreement with the fast path on fewer deals.

Deal i uses seed S+i (dealer and starting scores drawn from it, so every opening minimum is
exercised). At every step it checks:

* the position holds exactly 108 cards: two of each card, four jokers (card_total and the
  Counter of all listed cards), no red three in a hand, every meld on the table legal;
* the position's JSON round-trips exactly (load(dump(p)) == p, dump(load(dump(p))) == dump(p));
* a player who is to act has at least one legal action, the list is canonical and distinct, and
  every action on it passes check() and can be played;
* at a share of the steps (--sample, default 0.25), other candidate actions (draw, bare take,
  pass, ask, yes, no, three discards, random meld and take groups from the hand, a wild card onto
  a random rank) are ruled on consistently: check().legal if and only if play() succeeds, a legal
  one leads to a valid position, and a legal simple action (not a meld or take) is listed;
* when the deal ends: whoever went out has an empty hand and a side with a canasta, and the
  score breakdown adds up;
* the fast path plays the same deal: a `Game` mutated in place alongside lists the same actions
  and, after the same choice, holds the same position as `play` returns, and scores it the same.

Prints progress every 10,000 deals and a summary (deals, actions, failures, deals/s, how the
deals ended). Exit status 1 on any invariant failure, with the seeds that reproduce it
(`--seed SEED --deals 1`).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
import traceback
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import canasta_core as cc  # noqa: E402
from canasta_core.actions import Action, Group, canonical  # noqa: E402
from canasta_core.cards import BLACK_THREES, RED_THREES, full_deck  # noqa: E402
from canasta_core.game import Game  # noqa: E402
from canasta_core.positions import (  # noqa: E402
    all_cards,
    canastas,
    card_total,
)
from canasta_core.profiles import CLASSIC, PROFILES, Profile  # noqa: E402

#: The table played (--profile): its seats, sides, hand size and canastas to go out.
R: Profile = CLASSIC

FULL_DECK = Counter(full_deck())
SCORE_CHOICES = ((0, 0), (-50, 0), (0, 1500), (1500, 3000), (3000, -20), (2995, 1495))
MAX_ACTIONS = 3000
END_KINDS = ("out", "concealed", "stock exhausted", "last red three", "pass")


class InvariantError(AssertionError):
    pass


def ensure(cond: bool, msg: str) -> None:
    if not cond:
        raise InvariantError(msg)


def _wild(c: str) -> bool:
    return c == "JK" or c[0] == "2"


def check_position(pos: cc.Position, full: bool = True) -> None:
    """Invariants of any position reached by legal play (`full`: also JSON and the end of deal)."""
    ensure(card_total(pos) == R.deck_size, f"card_total is {card_total(pos)}, not {R.deck_size}")
    counts = Counter(all_cards(pos))
    ensure(counts == FULL_DECK, f"cards differ from the deck: {(counts - FULL_DECK) + (FULL_DECK - counts)}")
    for s in R.seats:
        h = pos.hands[s]
        ensure(isinstance(h, tuple), f"hand {s} is not listed")
        ensure(not any(c in RED_THREES for c in h), f"a red three in hand {s}")  # type: ignore[union-attr]
    for side in R.side_names:
        for rank, m in pos.melds[side].items():
            nat = [c for c in m if not _wild(c)]
            wild = len(m) - len(nat)
            ensure(all(c[0] == rank for c in nat), f"{side} meld {rank} holds {m}")
            if rank == "3":
                # melded only when going out: the deal is over, or only the discard is left
                out = pos.phase == "over" or (R.side_of[pos.turn] == side and pos.hand_size(pos.turn) <= 1)
                ensure(out and wild == 0 and len(m) in (3, 4)
                       and all(c in BLACK_THREES for c in m), f"{side} black threes {m}")
            else:
                ensure(len(m) >= 3 and len(nat) >= 2 and wild <= 3, f"{side} meld {rank} is illegal: {m}")
        ensure(all(c in RED_THREES for c in pos.red_threes[side]), f"{side} red threes")
    if not full:
        return
    text = cc.dump(pos)
    back = cc.load(text)
    ensure(back == pos, "load(dump(p)) != p")
    ensure(cc.dump(back) == text, "dump(load(dump(p))) != dump(p)")
    if pos.phase == "over":
        ensure(cc.legal_actions(pos) == [], "actions listed after the deal ended")
        if pos.went_out is not None:
            seat = pos.went_out.seat
            ensure(pos.hands[seat] == (), f"{seat} went out holding cards")
            ensure(len(canastas(pos, R.side_of[seat])) >= R.canastas_to_go_out,
                   f"{seat} went out without the canastas it needs")
        sc = cc.score(pos)
        for side in R.side_names:
            parts = sc[side]
            ensure(parts["total"] == sum(v for k, v in parts.items() if k != "total"), "score total")


def candidates(pos: cc.Position, rng: random.Random) -> list[str]:
    """Actions worth ruling on besides the listed ones: legal or not, check and play must agree."""
    out = ["draw", "take", "pass", "ask", "yes", "no"]
    hand = pos.hands[pos.turn]
    assert isinstance(hand, tuple)
    if not hand:
        return out
    distinct = sorted(set(hand))
    for c in rng.sample(distinct, min(3, len(distinct))):
        out.append(f"discard {c}")
    for _ in range(2):
        k = rng.randint(1, min(5, len(hand)))
        cards = rng.sample(list(hand), k)
        groups = [Group(tuple(cards))]
        if rng.random() < 0.3 and len(hand) > k:
            rest = list(hand)
            for c in cards:
                rest.remove(c)
            groups.append(Group(tuple(rng.sample(rest, min(len(rest), rng.randint(1, 3))))))
        out.append(str(Action("meld", tuple(groups))))
        if pos.pile:
            out.append(str(Action("take", tuple(groups))))
    # wild cards onto each meld rank the side has (or has not)
    wilds = [c for c in hand if _wild(c)]
    if wilds:
        for r in rng.sample("AKQJT987654", 1):
            out.append(f"meld {r}: {rng.choice(wilds)}")
    return out


def agree(pos: cc.Position, action: str) -> bool:
    """check() and play() agree on `action`; returns whether it is legal."""
    ruling = cc.check(pos, action)
    try:
        after = cc.play(pos, action)
    except cc.IllegalAction as e:
        ensure(not ruling.legal, f"check says {action!r} is legal but play refuses: {e}")
        ensure(e.ruling.rule == ruling.rule, f"play and check cite different rules for {action!r}")
        ensure(ruling.rule is not None and bool(ruling.reason), f"no rule or reason for {action!r}")
        return False
    ensure(ruling.legal, f"check refuses {action!r} ({ruling.rule}) but play accepts it")
    ensure(ruling.rule is None and not ruling.violations, f"legal {action!r} carries violations")
    check_position(after, full=False)
    return True


def choose(pos: cc.Position, la: list[str], rng: random.Random, policy: str) -> str:
    """uniform: any listed action; eager: prefers taking, melding, asking; patient: melds only
    to go out (so players keep their hands and sometimes go out concealed)."""
    if policy == "uniform" or la[0] in ("yes", "no"):
        return rng.choice(la)
    if policy == "patient":
        outs = []
        for a in la:
            if a.startswith("meld"):
                after = cc.play(pos, a)
                if after.phase == "over" or after.hand_size(pos.turn) <= 1:
                    outs.append(a)
        if outs:
            return rng.choice(outs)
        if "ask" in la and rng.random() < 0.5:
            return "ask"
        quiet = [a for a in la if not a.startswith(("meld", "ask"))]
        return rng.choice(quiet or la)
    for prefix in ("take", "meld", "ask"):
        pref = [a for a in la if a.startswith(prefix)]
        if pref and rng.random() < 0.85:
            return rng.choice(pref)
    return rng.choice(la)


def play_deal(seed: int, sample: float = 1.0) -> tuple[str, int]:
    """Play one deal; returns (how it ended, actions played). Raises InvariantError."""
    rng = random.Random(seed)
    scores = rng.choice(SCORE_CHOICES)
    dealer = R.seats[seed % len(R.seats)]
    pos = cc.deal(seed=seed, dealer=dealer, scores=scores, profile=R.name)
    ensure(pos.turn == R.next_seat[pos.dealer] and pos.phase == "draw", "deal: wrong seat or phase")
    ensure(all(len(pos.hands[s]) == R.hand_size for s in R.seats),  # type: ignore[arg-type]
           f"deal: hands are not {R.hand_size} cards")
    policy = rng.choice(("uniform", "eager", "eager", "patient"))
    fast = Game.deal(seed, dealer, scores, profile=R.name)
    ensure(fast.to_position() == pos, "Game.deal differs from deal")
    n = 0
    last = ""
    take_was_legal = False
    while True:
        check_position(pos)
        if pos.phase == "over":
            break
        ensure(n < MAX_ACTIONS, f"the deal did not end within {MAX_ACTIONS} actions")
        la = cc.legal_actions(pos)
        ensure(bool(la), f"no legal action for {pos.turn} in phase {pos.phase}")
        ensure(len(set(la)) == len(la), "legal_actions repeats an action")
        for a in la:
            ensure(canonical(a) == a, f"legal action {a!r} is not canonical")
            r = cc.check(pos, a)
            ensure(r.legal, f"listed action {a!r} is refused: {r.rule}: {r.reason}")
        if sample and rng.random() < sample:
            listed = set(la)
            for a in candidates(pos, rng):
                try:
                    legal = agree(pos, a)
                except cc.NotationError:
                    continue  # e.g. a card written twice that parse accepts but is not held
                if legal and canonical(a) not in listed and not a.startswith(("meld", "take")):
                    # melds are summarised, but the simple actions must all be listed
                    raise InvariantError(f"legal {a!r} is missing from legal_actions {la}")
        action = choose(pos, la, rng, policy)
        take_was_legal = any(a.startswith("take") for a in la)
        turn, phase = pos.turn, pos.phase
        before_stock = pos.stock_size
        moves = fast.legal()
        ensure([Game.text(m) for m in moves] == la, "the fast path lists other actions")
        pos = cc.play(pos, action)
        fast.apply(moves[la.index(action)])
        ensure(fast.to_position() == pos, f"the fast path's {action!r} gives another position")
        n += 1
        last = action
        if action.startswith("discard") and pos.phase != "over":
            ensure(pos.turn == R.next_seat[turn] and pos.phase == "draw", "the turn did not pass left")
        elif action == "draw" and pos.phase != "over":
            ensure(pos.turn == turn and pos.phase == "play" and pos.stock_size < before_stock, "draw")
        elif phase == "draw" and action.startswith("take"):
            ensure(pos.pile == () and pos.turn == turn, "take left cards in the pile")
    ensure(fast.score() == cc.score(pos), "the fast path scores the deal differently")
    if pos.went_out is not None:
        return ("concealed" if pos.went_out.concealed else "out"), n
    if last == "draw":
        ensure(pos.stock_size == 0, "the deal ended on a draw with cards in the stock")
        return "last red three", n
    ensure(last == "pass", f"the deal ended on {last!r} without anyone going out")
    return ("pass" if take_was_legal else "stock exhausted"), n


def play_deal_fast(seed: int, sample: float = 0.0) -> tuple[str, int]:
    """Play one deal through `Game` alone, uniform over `legal()`; returns (how it ended,
    actions played). Raises InvariantError."""
    rng = random.Random(seed)
    scores = rng.choice(SCORE_CHOICES)
    dealer = R.seats[seed % len(R.seats)]
    g = Game.deal(seed, dealer, scores, profile=R.name)
    ensure(all(g.hand_size(s) == R.hand_size for s in R.seats),
           f"deal: hands are not {R.hand_size} cards")
    n = 0
    last: tuple[object, ...] = ()
    take_was_legal = False
    while True:
        try:
            g.validate(copies=n % 8 == 0 or g.over)  # the hands every step, the copies every 8th
        except ValueError as e:
            raise InvariantError(str(e)) from e
        total = (sum(g.hand_size(s) for s in R.seats) + g.stock_size + len(g.pile)
                 + sum(len(m) for ms in g.melds.values() for m in ms.values())
                 + sum(len(r) for r in g.red_threes.values()))
        ensure(total == R.deck_size, f"the deal holds {total} cards, not {R.deck_size}")
        if g.over:
            break
        ensure(n < MAX_ACTIONS, f"the deal did not end within {MAX_ACTIONS} actions")
        moves = g.legal()
        ensure(bool(moves), f"no legal move for {g.actor} in phase {g.phase}")
        take_was_legal = any(m[0] == "take" for m in moves)
        last = rng.choice(moves)
        g.apply(last)
        n += 1
    end = g.to_position()
    check_position(end)
    if end.went_out is not None:
        return ("concealed" if end.went_out.concealed else "out"), n
    if last[0] == "draw":
        ensure(g.stock_size == 0, "the deal ended on a draw with cards in the stock")
        return "last red three", n
    ensure(last[0] == "pass", f"the deal ended on {last!r} without anyone going out")
    return ("pass" if take_was_legal else "stock exhausted"), n


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--deals", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--json", action="store_true", help="print the summary as one JSON line")
    ap.add_argument("--sample", type=float, default=0.25, metavar="P",
                    help="share of steps at which extra candidate actions are ruled on (0 to 1)")
    ap.add_argument("--progress", type=int, default=10_000, help="report every N deals")
    ap.add_argument("--profile", default=CLASSIC.name, choices=sorted(PROFILES),
                    help="the table to play (profiles.md; default classic)")
    ap.add_argument("--fast", action="store_true",
                    help="play through the fast path alone (Game): card count, no dead end, an end")
    args = ap.parse_args(argv)
    global R
    R = PROFILES[args.profile]
    log = sys.stderr if args.json else sys.stdout
    ends: Counter[str] = Counter()
    failures: list[dict[str, Any]] = []
    actions = 0
    t0 = time.perf_counter()
    for i in range(args.deals):
        seed = args.seed + i
        try:
            how, n = (play_deal_fast if args.fast else play_deal)(seed, sample=args.sample)
            ends[how] += 1
            actions += n
        except Exception as e:  # any exception is a failure of the engine
            failures.append({"seed": seed, "error": f"{type(e).__name__}: {e}"})
            if len(failures) <= 5:
                print(f"FAIL seed {seed}: {type(e).__name__}: {e}", file=log)
                if not isinstance(e, InvariantError):
                    traceback.print_exc(file=log)
        done = i + 1
        if args.progress and done % args.progress == 0 and done < args.deals:
            el = time.perf_counter() - t0
            print(f"{done:,} deals, {actions:,} actions, {len(failures)} failures, "
                  f"{done / el:,.1f} deals/s", file=log, flush=True)
    elapsed = time.perf_counter() - t0
    summary = {
        "deals": args.deals,
        "seed": args.seed,
        "actions": actions,
        "failures": len(failures),
        "failed_seeds": [f["seed"] for f in failures[:20]],
        "seconds": round(elapsed, 1),
        "deals_per_s": round(args.deals / elapsed, 1) if elapsed else None,
        "ended": {k: ends.get(k, 0) for k in END_KINDS},
        "sample": args.sample,
        "profile": args.profile,
        "mode": "fast" if args.fast else "full",
    }
    if args.json:
        print(json.dumps(summary))
    else:
        print(f"deals: {summary['deals']:,} (seeds {args.seed}..{args.seed + args.deals - 1})")
        print(f"actions: {actions:,}")
        print(f"failures: {len(failures)}")
        print(f"time: {elapsed:,.1f} s, {summary['deals_per_s']} deals/s")
        print("ended: " + ", ".join(f"{k} {v:,}" for k, v in summary["ended"].items()))
        extra = f" --sample {args.sample}" if args.sample != 0.25 else ""
        for f in failures[:20]:
            print(f"  reproduce: python benchmarks/soak.py --seed {f['seed']} --deals 1{extra}  # {f['error']}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
