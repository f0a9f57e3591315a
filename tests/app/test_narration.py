"""Narration: every action kind, and every special event, told in English and Spanish with its
rule slug, from the positions before and after."""

from __future__ import annotations

import re
from typing import Any

import pytest

import canasta_core as cc
from canasta_app.text.narration import KINDS, Narration, narrate, narrate_start
from canasta_core import catalogue
from canasta_core.bots import HeuristicBot, RandomBot, choose_text, play_deal

KNOWN_SLUGS = set(catalogue.RULES) if isinstance(catalogue.RULES, dict) else {
    r.slug for r in catalogue.RULES}


def _pos(**kw: Any) -> cc.Position:
    d: dict[str, Any] = {
        "format": "canasta/1", "dealer": "W", "turn": "N", "phase": "play",
        "hands": {"N": 11, "E": 11, "S": 11, "W": 11}, "stock": 40,
    }
    d["hands"].update(kw.pop("hands", {}))
    d.update(kw)
    return cc.load(d)


_CANASTA = {"K": ["KC", "KC", "KD", "KD", "KH", "KH", "KS"]}

# name -> (position, action, a slug the narration must cite, an event it must report)
CASES: dict[str, tuple[cc.Position, str, str, str]] = {
    "draw": (_pos(phase="draw", hands={"N": ["9S", "4D"]}, stock=["8C", "5D", "6D"]),
             "draw", "turn.sequence", "draw"),
    "red three drawn": (_pos(phase="draw", hands={"N": ["9S", "4D"]}, stock=["3H", "8C", "6D"]),
                        "draw", "threes.red-draw", "red-three"),
    "last red three": (_pos(phase="draw", hands={"N": ["9S", "4D"]}, stock=["3D"]),
                       "draw", "stock.last-red-three", "last-red-three"),
    "last card of the stock": (_pos(phase="draw", hands={"N": ["9S", "4D"]}, stock=["8C"]),
                               "draw", "stock.empty", "stock-last-card"),
    "take": (_pos(phase="draw", hands={"N": ["7D", "7S", "9C"]},
                  melds={"NS": {"A": ["AC", "AD", "AH"]}}, pile=["5C", "9D", "7H"]),
             "take 7D 7S", "pile.use-top", "take"),
    "take a frozen pile": (_pos(phase="draw", hands={"N": ["7D", "7S", "9C"]},
                                melds={"NS": {"A": ["AC", "AD", "AH"]}},
                                pile=["5C", "2D", "9D", "7H"]),
                           "take 7D 7S", "pile.frozen", "frozen-take"),
    "take with a red three inside": (_pos(phase="draw", hands={"N": ["7D", "7S", "9C"]},
                                          melds={"NS": {"A": ["AC", "AD", "AH"]}},
                                          pile=["3H", "9D", "7H"]),
                                     "take 7D 7S", "threes.red-draw", "red-three-in-pile"),
    "open by taking": (_pos(phase="draw", hands={"N": ["7D", "7S", "AC", "AD", "AH", "9C", "4S"]},
                            pile=["KS", "QD", "7H"]),
                       "take 7D 7S; AC AD AH", "open.minimum", "opened"),
    "meld (opening)": (_pos(hands={"N": ["QC", "QD", "QH", "KC", "KD", "KS", "4C", "9S"]}),
                       "meld KC KD KS; QC QD QH", "open.minimum", "opened"),
    "meld a canasta": (_pos(hands={"N": ["KD", "KS", "9S", "4D"]},
                            melds={"NS": {"K": ["KC", "KC", "KD", "KH", "KH"]}}),
                       "meld KD KS", "meld.canasta", "canasta"),
    "discard": (_pos(hands={"N": ["9S", "4D"]}, pile=["5C"]), "discard 9S", "turn.discard",
                "discard"),
    "discard a wild: the pile freezes": (_pos(hands={"N": ["2S", "4D"]}, pile=["5C", "8D"]),
                                         "discard 2S", "pile.frozen", "froze"),
    "discard a black three": (_pos(hands={"N": ["3S", "4D"]}, pile=["5C"]),
                              "discard 3S", "pile.blocked", "blocked"),
    "ask": (_pos(hands={"N": ["9C", "9D", "9H", "4S"]}, melds={"NS": _CANASTA}),
            "ask", "out.permission", "ask"),
    "yes": (_pos(hands={"N": ["9C", "9D", "9H", "4S"]}, melds={"NS": _CANASTA},
                 this_turn={"asked": "pending"}), "yes", "out.permission", "yes"),
    "no": (_pos(hands={"N": ["9C", "9D", "9H", "4S"]}, melds={"NS": _CANASTA},
                this_turn={"asked": "pending"}), "no", "out.permission", "no"),
    "going out": (_pos(hands={"N": ["4S"]}, melds={"NS": _CANASTA}, melded=["N", "S"]),
                  "discard 4S", "out.canasta", "out"),
    "going out concealed": (
        _pos(hands={"N": ["KC", "KC", "KD", "KD", "KH", "KH", "KS", "9C", "9D", "9H"]}),
        "meld KC KC KD KD KH KH KS; 9C 9D 9H", "out.concealed", "concealed"),
    "pass (cannot take)": (_pos(phase="draw", hands={"N": ["9S", "4D"]}, stock=0,
                                pile=["5C", "8D"]), "pass", "stock.empty", "pass-cannot"),
    "pass (declines)": (_pos(phase="draw", hands={"N": ["8S", "8H", "4D"]}, stock=0,
                             melds={"NS": {"A": ["AC", "AD", "AH"]}}, pile=["5C", "8D"]),
                        "pass", "stock.empty", "pass-declined"),
}


def _check_text(n: Narration) -> None:
    for line in n.lines:
        assert line and "{" not in line and "classroom." not in line, line


@pytest.mark.parametrize("name", list(CASES))
def test_every_event_is_narrated_in_english_and_spanish(name: str) -> None:
    before, action, slug, event = CASES[name]
    assert cc.check(before, action).legal, (name, cc.check(before, action).reason)
    after = cc.play(before, action)
    en = narrate(before, action, after, "en")
    es = narrate(before, action, after, "es")
    for n in (en, es):
        _check_text(n)
        assert slug in n.slugs, (name, n.slugs)
        assert event in n.events, (name, n.events)
        assert set(n.slugs) <= KNOWN_SLUGS, set(n.slugs) - KNOWN_SLUGS
        assert n.reason  # the engine's reason for a legal move
    assert en.lines != es.lines
    assert en.slugs == es.slugs and en.events == es.events


def test_every_action_kind_has_a_case() -> None:
    kinds = {cc.parse(CASES[name][1]).kind for name in CASES}
    assert kinds == set(KINDS)


def test_the_facts_in_the_words() -> None:
    """The sentences carry the facts: the pile size, the top card, the opening figures."""
    before, action, *_ = CASES["take a frozen pile"]
    n = narrate(before, action, cc.play(before, action), "en")
    assert n.headline == "North takes the pile of 4 cards with the 7♥ and a pair of sevens (7♦ 7♠)."
    assert any("wild card (2♦)" in d for d in n.details)
    assert any("removes the freeze" in d for d in n.details)

    before, action, *_ = CASES["meld (opening)"]
    n = narrate(before, action, cc.play(before, action), "en")
    assert "North–South opened with 60 points against a minimum of 50" in " ".join(n.details)
    n_es = narrate(before, action, cc.play(before, action), "es")
    assert "abrió con 60 puntos contra un mínimo de 50" in " ".join(n_es.details)

    before, action, *_ = CASES["red three drawn"]
    n = narrate(before, action, cc.play(before, action), "en")
    assert n.headline == "North draws the 8♣ from the stock."
    assert "A red three came up (3♥)" in n.details[0]
    hidden = narrate(before, action, cc.play(before, action), "en", reveal=False)
    assert "8♣" not in " ".join(hidden.lines)

    before, action, *_ = CASES["discard a wild: the pile freezes"]
    n = narrate(before, action, cc.play(before, action), "en")
    assert n.details[0].startswith("The pile is now frozen: a wild card (2♠) was discarded.")


def test_yes_and_no_are_told_from_the_partner() -> None:
    before, action, *_ = CASES["yes"]
    n = narrate(before, action, cc.play(before, action), "en")
    assert n.seat == "S"
    assert n.headline == "South answers yes: North must go out this turn."


def test_going_out_concealed_is_told_when_the_hand_empties() -> None:
    before = _pos(hands={"N": ["KC", "KC", "KD", "KD", "KH", "KH", "KS", "9C", "9D", "9H", "4S"]})
    action = "meld KC KC KD KD KH KH KS; 9C 9D 9H"
    mid = cc.play(before, action)
    assert any("canasta of kings (natural" in d for d in narrate(before, action, mid).details)
    after = cc.play(mid, "discard 4S")
    n = narrate(mid, "discard 4S", after, "es")
    assert "concealed" in n.events and "out.concealed" in n.slugs
    assert any("corta de mano" in d for d in n.details)


def test_opening_below_the_minimum_is_explained_as_concealed() -> None:
    hand = ["KC", "KC", "KD", "KD", "KH", "KH", "KS", "4C", "4D", "4H", "5S"]
    before = _pos(hands={"N": hand}, scores={"NS": 3000, "EW": 0})
    action = "meld KC KC KD KD KH KH KS; 4C 4D 4H"
    assert cc.check(before, action).legal
    n = narrate(before, action, cc.play(before, action), "en")
    assert "going out concealed after drawing needs no minimum" in " ".join(n.details)
    assert "out.concealed" in n.slugs


def test_the_deal_as_dealt() -> None:
    for seed in range(40):
        pos = cc.deal(seed)
        for lang in ("en", "es"):
            n = narrate_start(pos, lang)
            _check_text(n)
            assert "deal.upcard" in n.slugs
            if len(pos.pile) > 1:
                assert "froze" in n.events and "pile.frozen" in n.slugs
            if pos.red_threes["NS"] or pos.red_threes["EW"]:
                assert "deal.red-three" in n.slugs


@pytest.mark.parametrize("seed", range(6))
def test_whole_deals_narrate_without_gaps(seed: int) -> None:
    bots = {"NS": HeuristicBot(seed), "EW": RandomBot(seed)} if seed % 2 else {
        "NS": RandomBot(seed), "EW": RandomBot(seed + 1)}
    rec = play_deal(seed, bots)
    for step in rec.steps:
        for lang in ("en", "es"):
            n = narrate(step.before, step.action, step.after, lang)
            _check_text(n)
            assert n.slugs and set(n.slugs) <= KNOWN_SLUGS
            assert n.seat == step.seat


# --- the narration reads the engine's events ------------------------------------------------

def test_the_narration_tells_the_engines_events() -> None:
    for name, (before, action, *_) in CASES.items():
        after, events = cc.play_events(before, action)
        n = narrate(before, action, after, "en")
        assert n.engine_events == events, name
        # given the events, the story is the same (callers with events skip the replay)
        assert narrate(before, action, after, "en", events=events) == n


def test_a_take_that_starts_a_meld_says_so() -> None:
    # NS has kings; the 10♥ on top starts a meld of tens: it goes into no existing meld
    before = _pos(phase="draw", hands={"N": ["TD", "TS", "9C", "4D"]},
                  melds={"NS": {"K": ["KC", "KD", "KH"]}}, pile=["5C", "TH"])
    n = narrate(before, "take TD TS", cc.play(before, "take TD TS"), "en")
    text = " ".join(n.lines) + " " + n.reason
    assert "starts a new meld of tens" in text
    # no line says the top card went onto a meld (issue 37: "it was enough that the 6♥ went
    # onto a meld of its rank … starts a new meld of sixes")
    assert "onto" not in text and "goes into your side's" not in text
    es = narrate(before, "take TD TS", cc.play(before, "take TD TS"), "es")
    es_text = " ".join(es.lines) + es.reason
    assert "juego nuevo de dieces" in es_text and "a un juego de su número" not in es_text
    # onto an existing meld, the same take says where it goes and how big the meld is now
    before = _pos(phase="draw", hands={"N": ["KD", "KS", "9C", "4D"]},
                  melds={"NS": {"K": ["KC", "KD", "KH"]}}, pile=["5C", "KH"])
    n = narrate(before, "take KD KS", cc.play(before, "take KD KS"), "en")
    assert "goes onto North–South's kings, which now have 6 cards" in " ".join(n.lines)
    assert "new meld" not in " ".join(n.lines)


def test_one_covered_upcard_is_told_with_its_article() -> None:
    # seed 1 covers a joker, seed 4 a two (see test_events)
    joker = narrate_start(cc.deal(1), "en")
    assert "The upcard was a joker, so it was covered until the 9♥ showed" in joker.details[0]
    assert "La primera carta del pozo fue un comodín" in narrate_start(cc.deal(1), "es").details[0]
    two = narrate_start(cc.deal(4), "en")
    assert "The upcard was a 2♦" in two.details[0]


def test_one_dealt_red_three_is_singular() -> None:
    n = narrate_start(cc.deal(5), "en")  # NS were dealt one red three, EW two
    assert "A red three dealt to North–South (3♥) is laid out" in " ".join(n.details)
    assert "Red threes dealt to East–West (3♦ 3♦) are laid out" in " ".join(n.details)
    es = narrate_start(cc.deal(5), "es")
    assert "El tres rojo que le tocó a Norte–Sur (3♥) se pone" in " ".join(es.details)


def test_the_narration_does_not_re_derive_what_the_engine_decided() -> None:
    """The facts come from the engine's events: the narration imports none of the helpers that
    would let it work them out again from positions (freeze, opening minimum, canasta size)."""
    import ast
    from pathlib import Path

    import canasta_app.text.narration as narration

    tree = ast.parse(Path(narration.__file__).read_text(encoding="utf-8"))
    imported = {alias.name for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
                for alias in node.names}
    assert not imported & {"frozen_for", "frozen_card", "opening_minimum", "is_canasta",
                           "CANASTA_SIZE", "legal_actions", "has_opened", "canastas"}
    assert "apply_events" in imported and "events_for_deal" in imported


# --- the rule cited is the rule that decided; every card named (issue 23) ---------------------

def test_adding_to_ones_own_meld_cites_what_decided_not_partners_sharing() -> None:
    kings = {"NS": {"K": ["KC", "KD", "KH"]}}
    own = _pos(hands={"N": ["KS", "9C", "4D"]}, melds=kings, melded=["N"])
    n = narrate(own, "meld KS", cc.play(own, "meld KS"))
    assert "meld.shared" not in n.slugs and n.slugs[0] == "meld.rank"
    assert n.reason == "North adds the K♠ to North–South's kings."  # not "lays down one meld group"
    wild = _pos(hands={"N": ["2C", "9C", "4D"]}, melds=kings, melded=["N"])
    assert "meld.wilds" in narrate(wild, "meld K: 2C", cc.play(wild, "meld K: 2C")).slugs
    partners = _pos(hands={"N": ["KS", "9C", "4D"]}, melds=kings, melded=["S"])
    assert narrate(partners, "meld KS", cc.play(partners, "meld KS")).slugs[0] == "meld.shared"


def test_a_take_names_every_card_from_the_hand() -> None:
    p = _pos(phase="draw", hands={"N": ["KS", "2C", "9C", "4D"]}, pile=["5C", "KH"],
             melds={"NS": {"9": ["9D", "9H", "9S"]}})
    n = narrate(p, "take KS 2C", cc.play(p, "take KS 2C"))
    assert "K♠" in n.headline and "2♣" in n.headline and "a king" not in n.headline
    assert "only had to be melded" not in " ".join(n.lines)
    assert "el K♠" in narrate(p, "take KS 2C", cc.play(p, "take KS 2C"), "es").headline


def test_counts_agree_with_their_noun() -> None:
    from canasta_app.text.i18n import t

    assert t("classroom.moves_earlier", "en", count=1).startswith("1 earlier move:")
    assert t("classroom.moves_earlier", "es", count=1).startswith("1 jugada anterior:")
    assert t("classroom.moves_earlier", "es", count=2).startswith("2 jugadas anteriores:")


# --- a story about North speaks of North, never to "you" ------------------------------------

#: The second person in each language: "you", "your"; Spanish voseo and tú forms of the verbs
#: the referee's rulings and the narration use.
SECOND_PERSON = {
    "en": re.compile(r"\byou(r|rs|rself)?\b", re.IGNORECASE),
    "es": re.compile(r"\b(vos|te|tu|tus|podés|podrías|tenés|necesitás|abrís|bajás|robás|"
                     r"levantás|agregás|cortás|descartás|pasás|preguntás|preguntale|mostrás|"
                     r"quedate|abriste|robaste|preguntaste|elegiste|bajá|robá|levantá|"
                     r"descartá|cortá|pasá)\b", re.IGNORECASE),
}


def _second_person(n: Narration, lang: str) -> list[str]:
    return [line for line in (*n.lines, n.reason) if SECOND_PERSON[lang].search(line)]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_narrated_case_speaks_of_the_player(lang: str) -> None:
    for name, (before, action, *_) in CASES.items():
        n = narrate(before, action, cc.play(before, action), lang)
        assert n.reason and not _second_person(n, lang), (name, _second_person(n, lang))


@pytest.mark.parametrize("profile", ["classic", "two-hand"])
@pytest.mark.parametrize("seed", range(3))
def test_seeded_deals_are_narrated_in_the_third_person(profile: str, seed: int) -> None:
    if profile == "classic":
        rec = play_deal(seed, {"NS": HeuristicBot(seed), "EW": RandomBot(seed)})
        steps = [(s.before, s.action, s.after) for s in rec.steps]
    else:
        pos = cc.deal(seed=seed, dealer="NS"[seed % 2], profile=profile)
        bot = HeuristicBot(seed)
        steps = []
        while pos.phase != "over" and len(steps) < 400:
            action = choose_text(bot, pos, pos.turn)
            after = cc.play(pos, action)
            steps.append((pos, action, after))
            pos = after
    reasons = set()
    for before, action, after in steps:
        for lang in ("en", "es"):
            n = narrate(before, action, after, lang)
            assert not _second_person(n, lang), (action, _second_person(n, lang))
            reasons.add(n.reason)
    assert len(reasons) > 5  # the reasons were read, not empty


class TestGoingOutAtTheTwoHandTable:
    """[two.out] A player alone goes out with two canastas: the story says so in the singular,
    cites the two-hand rule, and the classic table's story is unchanged."""

    @staticmethod
    def _two_hand(hand: list[str]) -> cc.Position:
        return cc.load({
            "format": "canasta/1", "profile": "two-hand", "dealer": "S", "turn": "N",
            "phase": "play", "hands": {"N": hand, "S": 15}, "stock": 40,
            "melds": {"N": {"K": ["KC", "KC", "KD", "KD", "KH", "KH", "KS"],
                            "Q": ["QC", "QC", "QD", "QD", "QH", "QH", "QS"]}},
        })

    def test_two_canastas_and_the_hand_empties(self) -> None:
        before = self._two_hand(["4S"])
        after = cc.play(before, "discard 4S")
        en = narrate(before, "discard 4S", after, "en")
        assert "out" in en.events and "two.out" in en.slugs
        assert any(d.startswith("North goes out with two canastas on the table") for d in en.details)
        assert not any(" have a canasta" in d for d in en.details)
        es = narrate(before, "discard 4S", after, "es")
        assert any("corta con dos canastas en la mesa" in d for d in es.details)

    def test_the_classic_table_still_tells_the_side(self) -> None:
        before = _pos(hands={"N": ["4S"]}, melds={"NS": _CANASTA})
        after = cc.play(before, "discard 4S")
        n = narrate(before, "discard 4S", after, "en")
        assert "out.canasta" in n.slugs and "two.out" not in n.slugs
        assert any("North–South have a canasta" in d or "have a canasta" in d for d in n.details)



@pytest.mark.parametrize("profile", ["two-hand", "three-hand", "six-hand"])
def test_the_top_card_goes_onto_the_meld_of_whoever_took_the_pile(profile: str) -> None:
    """«el juego de reyes de la pareja llega a 4 cartas» was told at every table: a player
    alone has no pareja, and a side of three is an equipo. The side is named as the table
    names it."""
    from canasta_app.ui.seats import side_label
    from canasta_core.profiles import PROFILES

    rules = PROFILES[profile]
    side = rules.side_of["N"]
    hands = {s: 11 for s in rules.seats}
    hands["N"] = ["KD", "KS", "9C", "4D"]
    before = cc.load({"format": "canasta/1", "profile": profile, "dealer": rules.seats[-1],
                      "turn": "N", "phase": "draw", "stock": 20, "hands": hands,
                      "melds": {side: {"K": ["KC", "KD", "KH"]}}, "pile": ["5C", "KH"]})
    for lang in ("en", "es"):
        n = narrate(before, "take KD KS", cc.play(before, "take KD KS"), lang)
        text = " ".join(n.lines)
        name = side_label(rules, side, lang)
        assert (f"goes onto {name}'s kings" if lang == "en"
                else f"el juego de reyes de {name} llega a 6 cartas") in text, text
        assert "pareja" not in text and "the side's" not in text
