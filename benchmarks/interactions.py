"""Interactions benchmark (issue 11): how many interactions a player needs, in a real browser,
to set up a described table situation from an empty table in the sandbox and get a ruling.

Prints figures, not pass/fail; `--json` prints one JSON line. An interaction is one click, or
one field typed and committed (Enter); a drop-down choice is two clicks (open it, pick).
Each situation is scripted the way a player tells it (whose turn, my hand, the pile, the melds)
and ruled on by clicking the hand's cards in the card picker, then Check. The script checks
that the action in the box and the verdict are the expected ones, so a count is only reported
for a run that really got the ruling asked for.

    interactions  clicks + fields typed, from the sandbox already open to the verdict shown
    seconds       wall clock of those interactions on this machine (server and browser
                  included; a person adds reading and typing time)

Goal (issue 11): ≤ 10 interactions each, well under a minute.
Reproduce: `.venv/bin/python benchmarks/interactions.py --json` (starts its own server and
Debian's /usr/bin/chromium; `--url http://127.0.0.1:8501` uses a running one).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from canasta_app.text.i18n import t  # noqa: E402


@dataclass
class Step:
    """One interaction: ("click", key), ("type", field label, text), ("select", key, option)."""

    kind: str
    target: str
    text: str = ""


@dataclass
class Situation:
    name: str
    told: str  # the situation as a player tells it
    steps: list[Step]
    action: str  # what the action box must show before Check
    legal: bool
    verdict_has: str = ""  # a phrase the verdict must contain
    counted: dict[str, int] = field(default_factory=dict)


def _hand(seat: str) -> str:
    return t("sandbox.new.my_hand", "en", seat=seat)


def situations() -> list[Situation]:
    chip = "sandbox_pick_chip_"
    return [
        Situation(
            name="queens-and-aces",
            told="North to play, not drawn yet, our side has not opened; I hold Q♠ Q♦ A♥ A♠ "
            "joker 7♣; the pile is 5♣ with the Q♥ on top. May I take it with my queens and lay "
            "down the aces with the joker?",
            steps=[
                Step("click", "sandbox_new_empty"),
                Step("type", _hand("North"), "QS QD AH AS JK 7C"),
                Step("type", t("sandbox.field.pile", "en"), "5C QH"),
                *(Step("click", chip + c) for c in ("QS_1", "QD_1", "AH_1", "AS_1", "JK_1")),
                Step("click", "sandbox_check"),
            ],
            action="take QS QD; AH AS JK",
            legal=True,
            verdict_has="120 points against a minimum of 50",
        ),
        Situation(
            name="kings-buried-deuce",
            told="East to play, not drawn yet; my side has three kings down; a deuce is buried "
            "in the pile (7♣ 2♦ 9♠, K♠ on top); I hold K♥ joker 5♣ 8♦ 9♥. Can I take the king "
            "on top with my king and the joker?",
            steps=[
                Step("click", "sandbox_new_empty"),
                Step("select", "sandbox_ed_turn", "East"),
                Step("type", _hand("East"), "KH JK 5C 8D 9H"),
                Step("type", t("sandbox.field.pile", "en"), "7C 2D 9S KS"),
                Step("type", t("sandbox.field.melds.EW", "en"), "K: KC KD KD"),
                *(Step("click", chip + c) for c in ("KH_1", "JK_1")),
                Step("click", "sandbox_check"),
            ],
            action="take KH JK",
            legal=False,
            verdict_has="frozen",
        ),
        Situation(
            name="going-out-with-a-canasta",
            told="West to play, has drawn; our side has a canasta of eights; one card left, the "
            "4♣. May I discard it and go out?",
            steps=[
                Step("click", "sandbox_new_empty"),
                Step("select", "sandbox_ed_turn", "West"),
                Step("click", "sandbox_ed_phase:" + t("sandbox.new.phase.play", "en")),
                Step("type", _hand("West"), "4C"),
                Step("type", t("sandbox.field.melds.EW", "en"), "8: 8C 8C 8D 8D 8H 8H 8S"),
                Step("click", "sandbox_pick_kind:" + t("components.picker.kind.discard", "en")),
                Step("click", chip + "4C_1"),
                Step("click", "sandbox_check"),
            ],
            action="discard 4C",
            legal=True,
            verdict_has="canasta",
        ),
    ]


def _do(page: Any, step: Step) -> dict[str, int]:
    from tests.e2e.helpers import by_key, click_and_wait, type_and_commit

    if step.kind == "type":
        type_and_commit(page, page.get_by_role("textbox", name=step.target, exact=True), step.text)
        return {"typed": 1}
    if step.kind == "select":
        by_key(page, step.target).get_by_role("combobox").click()
        click_and_wait(page, page.get_by_role("option", name=step.text, exact=True))
        return {"clicks": 2}
    key, _, label = step.target.partition(":")  # "key:label" = one option of a button group
    where = by_key(page, key)
    if label:
        target = where.get_by_role("radio", name=label, exact=True)
    else:
        target = where.locator("button").first
    click_and_wait(page, target)
    return {"clicks": 1}


def run_one(page: Any, sit: Situation) -> dict[str, Any]:
    from tests.e2e.helpers import MAIN, open_page

    open_page(page, "/sandbox?lang=en")
    counts = {"clicks": 0, "typed": 0}
    start = time.perf_counter()
    for step in sit.steps:
        if step.target == "sandbox_check":
            box = page.get_by_label(t("sandbox.ask.label", "en"), exact=True)
            shown = box.input_value()
            if shown != sit.action:
                raise AssertionError(f"{sit.name}: the box shows {shown!r}, not {sit.action!r}")
        for k, v in _do(page, step).items():
            counts[k] += v
    seconds = time.perf_counter() - start
    verdict = page.locator(f"{MAIN} .cc-verdict").first
    legal = verdict.get_attribute("data-legal") == "true"
    text = verdict.inner_text()
    if legal != sit.legal or sit.verdict_has.lower() not in text.lower():
        raise AssertionError(f"{sit.name}: unexpected verdict: {text}")
    return {
        "name": sit.name,
        "interactions": counts["clicks"] + counts["typed"],
        "clicks": counts["clicks"],
        "typed": counts["typed"],
        "seconds": round(seconds, 1),
        "action": sit.action,
        "legal": legal,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--url", help="a running server (default: start one on a free port)")
    ap.add_argument("--json", action="store_true", help="print one JSON line")
    args = ap.parse_args()

    from playwright.sync_api import sync_playwright

    from tests.e2e.helpers import (
        CHROMIUM,
        CHROMIUM_ARGS,
        free_port,
        start_server,
        stop_server,
        tracked_page,
    )

    proc = None
    url = args.url
    if url is None:
        proc, url = start_server(free_port())
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            results = []
            for sit in situations():
                ctx = browser.new_context(base_url=url, viewport={"width": 1366, "height": 800})
                ctx.set_default_timeout(60_000)
                results.append(run_one(tracked_page(ctx), sit))
                ctx.close()
            browser.close()
    finally:
        if proc is not None:
            stop_server(proc)
    out = {
        "situations": results,
        "max_interactions": max(r["interactions"] for r in results),
        "goal_interactions": 10,
    }
    if args.json:
        print(json.dumps(out))
        return
    for r in results:
        print(
            f"{r['name']:28} {r['interactions']:3} interactions ({r['clicks']} clicks, "
            f"{r['typed']} typed) {r['seconds']:5.1f} s  {r['action']!r} "
            f"{'legal' if r['legal'] else 'not legal'}"
        )


if __name__ == "__main__":
    main()
