"""A checker for the coach's sentences about its simulations (issue 36): "too close to tell
apart" never sits beside a difference larger than the margin it states, and no cost in points
is stated that the margin swallows ("45 points better … (± 26)" called close; "about 421
points (± 703) worse" called a mistake).

`bad_claims(text)` splits a text into sentences and, in each sentence that states a margin
(`± M`), reads the differences it states in points ("N points better", "about N points", "N puntos
más", "−N"; not a pile's points): a sentence
that says the moves are too close (within the margin, or that the simulations could not tell
them apart) must state no difference at all (never one larger than M, and a smaller one is a
cost the margin swallows); any other sentence must state none smaller than M. It returns the
offending sentences (empty: the text is sound)."""

from __future__ import annotations

import re

_MARGIN = re.compile(r"±\s*(\d+)")
# A difference stated in points (not a pile's or a hand's points, which a sentence may name).
_POINTS = re.compile(
    r"(?<![\d.])(\d+) (?:points?|puntos?) (?:better|worse|below|more|less|más|menos|peor|"
    r"por debajo|\(±)|(?:about|unos|difference of|diferencia de) (\d+) (?:points|puntos)|"
    r"−(\d+)")
_CLOSE = re.compile(r"too close|could not tell|within|demasiado parec|demasiado parej|"
                    r"no alcanzaron|dentro de", re.IGNORECASE)
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z¿¡\[*]|\d+\.)")


def sentences(text: str) -> list[str]:
    return [s for s in _SENTENCE.split(text.replace("\n", " ")) if s.strip()]


def bad_claims(text: str) -> list[str]:
    """The sentences of `text` whose stated difference contradicts their stated margin."""
    bad = []
    for s in sentences(text):
        margins = [int(m) for m in _MARGIN.findall(s)]
        if not margins:
            continue
        margin = margins[0]
        costs = [int(a or b or c) for a, b, c in _POINTS.findall(s)]
        if _CLOSE.search(s):
            if costs:  # "too close" states no cost: not even one within the margin
                bad.append(s)
        elif any(c < margin for c in costs):
            bad.append(s)
    return bad


def margin_stated(text: str) -> bool:
    return bool(_MARGIN.search(text))


def scan_positions(deals: int = 3, every: int = 9) -> list[tuple[object, list[str]]]:
    """Positions to grade, each with the actions to grade there: the principles' examples and
    the learner mistakes (their weak and better moves first), then moments of sensible-bot
    deals (every `every`-th decision with a choice)."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
    from learner_mistakes import MISTAKES

    from canasta_core.bots import HeuristicBot, play_deal
    from canasta_core.legal import legal_actions
    from canasta_core.positions import load
    from canasta_core.principles import PRINCIPLES

    out: list[tuple[object, list[str]]] = []
    for p in PRINCIPLES:
        pos = load(p.example)
        out.append((pos, list(dict.fromkeys([p.weak, p.better, *legal_actions(pos)[:3]]))))
    for m in MISTAKES:
        pos = load(m.position)
        out.append((pos, list(dict.fromkeys([m.weak, *legal_actions(pos)[:3]]))))
    for seed in range(1, deals + 1):
        rec = play_deal(seed, {"NS": HeuristicBot(seed), "EW": HeuristicBot(seed + 1)})
        n = 0
        for step in rec.steps:
            legal = legal_actions(step.before)
            if len(legal) < 2:
                continue
            n += 1
            if n % every == 0:
                out.append((step.before, list(dict.fromkeys([step.action, *legal[:3]]))))
    return out
