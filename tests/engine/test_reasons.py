"""Ruling sentences: every message renders in English and Spanish with no missing placeholder,
and a ruling can be read in either language."""

from __future__ import annotations

import re

import pytest
from engine_helpers import position

import canasta_core as cc
from canasta_core.messages import GAME_WORDS
from canasta_core.reasons import MESSAGES, render

# Every parameter a violation or legal move may carry (see rulings.py).
PARAMS = {
    "rank": "7", "other_rank": "8", "why_code": "wild", "verb": "meld", "left_n": "1", "what_n": "2",
    "top": "7H", "cards": "7H 7S", "card": "7H", "next": "E", "minimum": "50", "points": "35",
    "score": "0", "size": "2", "wilds": "4", "naturals": "1", "prefix": "K",
    "profile": "two-hand", "need": "2", "have": "1", "n": "2", "partner": "SE",
}


@pytest.mark.parametrize("code", sorted(MESSAGES))
@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_message_renders(code: str, lang: str) -> None:
    text = render(code, PARAMS, lang)
    assert text and "{" not in text and "}" not in text


@pytest.mark.parametrize("code", sorted(MESSAGES))
def test_messages_are_translated(code: str) -> None:
    assert render(code, PARAMS, "en") != render(code, PARAMS, "es")


def test_unknown_language_falls_back_to_english() -> None:
    assert render("ok.draw", {}, "fr") == render("ok.draw", {}, "en")


def test_ruling_in_spanish() -> None:
    p = position(phase="draw", hand=["7C", "2D", "9C"], pile=["2C", "4C", "7H"], melds={"NS": {"K": ["KC", "KD", "KH"]}})
    r = cc.check(p, "take 7C 2D")
    assert r.rule == "pile.frozen"
    assert r.reason_in("en") == r.reason
    assert "congelado" in r.reason_in("es") and "sietes" in r.reason_in("es")
    assert r.violations[0].reason_in("es") == r.reason_in("es")
    legal = cc.check(position(hand=["7C", "9C"]), "discard 9C")
    assert legal.reason_in("es").startswith("Descartás")


def test_spanish_reasons_use_the_table_words() -> None:
    # The example, and the glossary's words (cortar, levantar el pozo, juego).
    assert render("out.told-yes", {}, "es") == (
        "Tu compañero dijo que sí: tenés que cortar en este turno, y con esta jugada no cortás.")
    assert render("ok.take", {"top": "7H", "rank": "7"}, "es").startswith("Levantás el pozo: el 7♥")
    # a caller without the groups still gets the count
    assert render("ok.meld", {"what_n": "2"}, "es") == "Bajás 2 juegos."


@pytest.mark.parametrize(("card", "en", "es"), [
    ("JC", "the J♣", "la J♣"), ("QD", "the Q♦", "la Q♦"), ("KC", "the K♣", "el K♣"),
    ("TS", "the 10♠", "el 10♠"), ("JK", "the joker", "el comodín"),
])
def test_cards_take_the_article_of_their_rank(card: str, en: str, es: str) -> None:
    assert render("ok.discard", {"card": card, "next": "E"}, "en") == (
        f"You discard {en}; the turn passes to East.")
    assert render("ok.discard", {"card": card, "next": "E"}, "es") == (
        f"Descartás {es}; el turno pasa a Este.")


def test_rank_articles_agree_in_spanish() -> None:
    assert render("meld.naturals", {"rank": "Q", "naturals": "1"}, "es").endswith(
        "el juego de reinas quedaría con una carta natural.")
    assert render("meld.naturals", {"rank": "K", "naturals": "1"}, "es").endswith(
        "el juego de reyes quedaría con una carta natural.")


# --- the rule cited is the rule that decided: the reason describes what happened (issue 23) ---

KINGS = {"NS": {"K": ["KC", "KD", "KH"]}}


def _ruling(action: str, **kw: object) -> cc.Ruling:
    return cc.check(position(**kw), action)  # type: ignore[arg-type]


def test_a_one_card_pile_has_no_rest_to_go_into_the_hand() -> None:
    r = _ruling("take", phase="draw", hand=["9C", "4D"], pile=["KS"], melds=KINGS)
    assert r.code == "ok.take-one" and "rest" not in r.reason and "just the K♠" in r.reason
    r = _ruling("take KC KD", phase="draw", hand=["KC", "KD", "4D", "5D"], pile=["KS"], melds={
        "NS": {"9": ["9C", "9D", "9H"]}})
    assert r.code == "ok.take-new-one" and "resto" not in r.reason_in("es")
    r = _ruling("take", phase="draw", hand=["9C", "4D"], pile=["5D", "KS"], melds=KINGS)
    assert r.code == "ok.take" and "the rest into your hand" in r.reason


def test_a_pass_says_whether_there_was_a_pile_to_decline() -> None:
    empty = _ruling("pass", phase="draw", hand=["9C"], pile=[], stock=0)
    assert empty.code == "ok.pass-empty" and "decline" not in empty.reason
    cannot = _ruling("pass", phase="draw", hand=["9C", "4D"], pile=["KS"], stock=0)
    # no claim that a take was declined (a take may have been impossible): what is certain
    assert cannot.code == "ok.pass" and "decline" not in cannot.reason
    assert "without taking the pile" in cannot.reason


def test_a_draw_from_an_empty_stock_says_the_choices() -> None:
    r = _ruling("draw", phase="draw", hand=["9C"], pile=["KS"], stock=0)
    assert r.rule == "stock.empty-draw"
    assert "take the pile" in r.reason.lower() and "pass" in r.reason
    assert "levantá el pozo" in r.reason_in("es").lower() and "pasá" in r.reason_in("es")


def test_one_black_three_is_refused_for_not_going_out_first() -> None:
    r = _ruling("meld 3C", hand=["3C", "9C", "4D", "5D"], melds=KINGS)
    assert r.rule == "threes.black" and r.code == "threes.black-not-out"
    codes = [v.code for v in r.violations]
    assert codes.index("threes.black-not-out") < codes.index("threes.black-count")


def test_after_a_no_melding_down_to_one_card_says_it_would_go_out_with_the_discard() -> None:
    canasta = {"NS": {"K": ["KC", "KD", "KH", "KS", "KS", "KC", "KD"]}}
    r = _ruling("meld 9C 9D 9H", hand=["9C", "9D", "9H", "5D"], melds=canasta,
                this_turn={"asked": "no"})
    assert r.rule == "out.permission" and r.code == "out.told-no-one-card"
    assert "go out with your discard" in r.reason
    r = _ruling("meld 9C 9D 9H 9S", hand=["9C", "9D", "9H", "9S"], melds=canasta,
                this_turn={"asked": "no"})
    assert r.code == "out.told-no"  # no card left: going out itself, said plainly


def test_a_meld_names_what_was_laid_down_and_cites_what_decided() -> None:
    add = _ruling("meld KS", hand=["KS", "9C", "4D"], melds=KINGS)
    assert add.code == "ok.meld-add" and add.reason == "You add the K♠ to your side's kings."
    assert add.cites == ("meld.rank",)  # North's own meld: partners sharing does not decide
    wild = _ruling("meld K: 2C", hand=["2C", "9C", "4D"], melds=KINGS)
    assert wild.cites == ("meld.wilds",)
    partners = _ruling("meld KS", hand=["KS", "9C", "4D"], melds=KINGS, melded=["S"])
    assert partners.cites[0] == "meld.shared"
    new = _ruling("meld 9C 9D 9H", hand=["9C", "9D", "9H", "4D", "5D"], melds=KINGS)
    assert new.code == "ok.meld-new" and new.reason == "You lay down a new meld of nines."


def test_several_melds_name_every_card_in_both_languages() -> None:
    """Issue #23: "You lay down 2 meld groups" named no card; the ruling says what grew and
    what was started, with the cards by symbol."""
    r = _ruling("meld KS 2C; 9C 9D 9H", hand=["KS", "2C", "9C", "9D", "9H", "4D", "5D"],
                melds=KINGS)
    assert r.code == "ok.meld"
    assert r.reason == ("You add K♠ 2♣ to your side's kings and lay down a new meld of nines "
                        "(9♣ 9♦ 9♥).")
    assert r.reason_in("es") == ("Agregás K♠ 2♣ al juego de reyes de tu pareja y bajás un juego "
                                 "nuevo de nueves (9♣ 9♦ 9♥).")
    assert "meld group" not in r.reason


def test_several_melds_told_of_a_seat_and_to_a_lone_player() -> None:
    groups = {"what_n": "3", "groups": "add:7:7H 7S;new:3:3C 3S 3C;add:K:JK"}
    told = {"seat": "N", "side": "Norte–Sur"}
    assert render("ok.meld", groups, "es", told=told) == (
        "Norte agrega 7♥ 7♠ al juego de sietes de Norte–Sur, baja los treses negros 3♣ 3♠ 3♣ y "
        "agrega el comodín al juego de reyes de Norte–Sur.")
    assert render("ok.meld", {**groups, "alone": "1"}, "en") == (
        "You add 7♥ 7♠ to your sevens, lay down the black threes 3♣ 3♠ 3♣ and add the joker to "
        "your kings.")


def test_the_opening_count_is_of_the_cards_the_player_put_down() -> None:
    # three nines onto an 8 on top: the rank rule decides; 10 ("these melds count 10") was the
    # top card alone, not what the player tried
    r = _ruling("take 9C 9D 9H", phase="draw", hand=["9C", "9D", "9H", "4D"], pile=["5C", "8C"])
    minimum = [v for v in r.violations if v.rule == "open.minimum"]
    assert {"pile.frozen", "pile.use-top"} <= {v.rule for v in r.violations}
    assert minimum[0].params["points"] == "40"
    short = _ruling("take 8D 8H", phase="draw", hand=["8D", "8H", "4D"], pile=["5C", "8C"])
    assert short.rule == "open.minimum" and short.params["points"] == "30"


def test_spanish_never_says_comodin_twice_for_a_joker() -> None:
    # «comodín» is the joker and any wild card: "un comodín (comodín)" was said twice
    assert render("pile.blocked-wild", {"top": "JK"}, "es") == (
        "Hay un comodín arriba del pozo: nadie puede levantarlo ahora.")
    assert render("pile.blocked-wild", {"top": "2D"}, "es").startswith("Hay un comodín (2♦)")
    assert "(joker)" in render("pile.blocked-wild", {"top": "JK"}, "en")
    # the message chooses (a selector on the card's rank); the formatter patches nothing
    from canasta_core.messages import format_message

    assert format_message("hay un comodín enterrado ({card:card})", {"card": "JK"}, "es") == (
        "hay un comodín enterrado (comodín)")


@pytest.mark.parametrize("code", ["ask.alone", "out.canastas", "out.canastas-discard"])
@pytest.mark.parametrize("profile", ["two-hand", "three-hand"])
def test_a_ruling_names_the_table_in_words_never_by_its_notation_name(code: str,
                                                                        profile: str) -> None:
    """The table is named for a player in the page's language ("a two-player game", "una
    partida de a dos"), never by its notation name."""
    for lang in ("en", "es"):
        text = render(code, {**PARAMS, "profile": profile}, lang)
        assert GAME_WORDS[lang][profile] in text.lower() and profile not in text


def test_a_real_ruling_names_the_table_in_spanish() -> None:
    pos = cc.load({"format": "canasta/1", "profile": "two-hand", "dealer": "N", "turn": "S",
                   "phase": "play", "hands": {"N": 15, "S": ["5C", "5D", "5H", "9S"]},
                   "stock": 40, "pile": [], "melds": {}, "red_threes": {}})
    r = cc.check(pos, "ask")
    assert r.code == "ask.alone"
    assert "una partida de a dos" in r.reason_in("es") and "two-hand" not in r.reason_in("es")
    assert "a two-player game" in r.reason and "two-hand" not in r.reason


def test_the_opening_minimum_reads_right_for_any_number_of_melds() -> None:
    """"these melds count 10" was said for a single card; the sentence counts what is melded
    without assuming a number of melds."""
    for lang, plural in (("en", "these melds"), ("es", "estos juegos")):
        text = render("open.minimum", {**PARAMS, "minimum": "50", "score": "0", "points": "10"},
                      lang)
        assert plural not in text and "10" in text and "50" in text


# --- [two.alone] [three.alone]: a lone player is never told of a partner or a side -------------

#: Words that address a partner or a partnership, in each language.
PARTNER_WORDS = {
    "en": re.compile(r"partner|your side|your team", re.IGNORECASE),
    "es": re.compile(r"compañer|pareja|equipo", re.IGNORECASE),
}
#: Codes that follow an `ask`, which a lone player cannot make (`ask.alone` refuses it): they
#: speak of the partner who answers, and only ever to a player who has one.
AFTER_AN_ASK = frozenset({"ok.ask", "ok.ask-to", "ok.yes", "ok.no", "permission.pending",
                          "permission.pending-from", "out.told-no",
                          "out.told-no-one-card", "out.told-yes", "out.told-yes-stuck"})


def _mentions_partner(text: str, lang: str) -> bool:
    return bool(PARTNER_WORDS[lang].search(text))


@pytest.mark.parametrize("code", sorted(MESSAGES))
@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_reason_has_a_form_for_a_lone_player(code: str, lang: str) -> None:
    classic = render(code, {**PARAMS, "why_code": "not-opened"}, lang)
    alone = render(code, {**PARAMS, "why_code": "not-opened", "alone": "1"}, lang)
    if code in AFTER_AN_ASK:
        assert _mentions_partner(classic, lang)  # the set names only what needs it
        return
    assert not _mentions_partner(alone, lang), alone
    if not _mentions_partner(classic, lang):
        assert alone == classic  # only what named the partnership changes


def _alone_rulings(profile: str, seeds: range) -> list[cc.Ruling]:
    """Every legal move and a few refused tries at each step of seeded deals."""
    import random
    out: list[cc.Ruling] = []
    for seed in seeds:
        seats = cc.deal(seed=0, profile=profile).rules.seats
        pos = cc.deal(seed=seed, dealer=seats[seed % len(seats)], profile=profile)
        rng = random.Random(seed)
        for _ in range(400):
            if pos.phase == "over":
                break
            hand = pos.hand()
            tries = ["take", "ask", "pass", "discard " + hand[0], "meld " + " ".join(hand[:3])]
            legal = cc.legal_actions(pos)
            out.extend(cc.check(pos, a) for a in [*tries, *legal])
            active = [a for a in legal if a.startswith(("take", "meld"))]
            pos = cc.play(pos, rng.choice(active if active and rng.random() < 0.7 else legal))
    return out


@pytest.mark.parametrize("profile", ["two-hand", "three-hand"])
def test_no_ruling_at_a_table_of_lone_players_mentions_a_partner(profile: str) -> None:
    rulings = _alone_rulings(profile, range(3))
    codes = {r.code for r in rulings} | {v.code for r in rulings for v in r.violations}
    # the deals reach the reasons that named the side: the test reads them, not only others
    assert {"ok.take", "ok.open", "pile.frozen", "open.minimum", "ok.meld-add"} <= codes
    for r in rulings:
        for lang in ("en", "es"):
            texts = [r.reason_in(lang), *(v.reason_in(lang) for v in r.violations)]
            for text in texts:
                assert not _mentions_partner(text, lang), (r.action, text)


def test_a_partnership_table_keeps_its_words() -> None:
    p = position(phase="draw", hand=["7C", "7D", "9C"], pile=["4C", "7H"])
    r = cc.check(p, "take")
    assert "alone" not in r.params
    assert r.reason_in("en").startswith("The pile is frozen (your side has not opened yet)")
    assert "tu pareja todavía no abrió" in r.reason_in("es")


# --- narration: a reason told of the player ---------------------------------------------------

@pytest.mark.parametrize("code", sorted(c for c in MESSAGES if c.startswith("ok.")))
@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_legal_reason_can_be_told_of_the_player(code: str, lang: str) -> None:
    told = render(code, {**PARAMS, "why_code": "not-opened"}, lang,
                  told={"seat": "N", "partner": "S", "side": "North–South"})
    assert "{" not in told and ("North" in told or "Norte" in told), told
    assert not SECOND_PERSON[lang].search(told), told


#: The second person in each language: "you", "your"; Spanish voseo and tú forms.
SECOND_PERSON = {
    "en": re.compile(r"\byou(r|rs|rself)?\b", re.IGNORECASE),
    "es": re.compile(r"\b(vos|te|tu|tus|podés|tenés|necesitás|abrís|bajás|robás|levantás|"
                     r"agregás|cortás|descartás|pasás|preguntás|mostrás|sos|estás|"
                     r"quedate|abriste|robaste|preguntaste)\b", re.IGNORECASE),
}


# --- a legal move's see-also is what happened -----------------------------------------------

def _draw_position(stock: list[str], profile: str = "classic") -> cc.Position:
    hands: dict[str, object] = ({"N": ["9S", "4D"], "E": 11, "S": 11, "W": 11}
                                if profile == "classic" else {"N": ["9S", "4D"], "S": 15})
    d: dict[str, object] = {"format": "canasta/1", "dealer": "S", "turn": "N", "phase": "draw",
                            "hands": hands, "stock": stock}
    if profile != "classic":
        d["profile"] = profile
    return cc.load(d)


@pytest.mark.parametrize(("profile", "stock", "cited"), [
    ("classic", ["8C", "3H", "6D"], False),  # the red three is the next draw's, not this one's
    ("classic", ["3H", "8C", "6D"], True),
    ("two-hand", ["8C", "5D", "3H"], False),  # two cards per draw: 8♣ 5♦
    ("two-hand", ["8C", "3D", "6D", "5S"], True),
])
def test_a_draw_cites_the_red_three_rule_only_when_one_comes_up(profile: str, stock: list[str],
                                                                cited: bool) -> None:
    r = cc.check(_draw_position(stock, profile), "draw")
    assert r.legal and r.cites  # the draw's own rule is always cited
    assert ("threes.red-draw" in r.cites) is cited, r.cites


def test_a_draw_from_a_counted_stock_cites_no_red_three() -> None:
    d = {"format": "canasta/1", "dealer": "S", "turn": "N", "phase": "draw",
         "hands": {"N": ["9S", "4D"], "E": 11, "S": 11, "W": 11}, "stock": 40}
    assert "threes.red-draw" not in cc.check(cc.load(d), "draw").cites


def test_a_side_of_three_is_told_tu_equipo_never_tu_pareja() -> None:
    """[six.shared] At six players the rulings said «Tu pareja no abrió», «el juego de nueves de
    tu pareja»: a pareja is two players, a side of three an equipo. English is unchanged."""
    import canasta_core as cc

    six = cc.load({"format": "canasta/1", "profile": "six-hand", "dealer": "NW", "turn": "N",
                   "phase": "play", "stock": 20, "pile": ["4C"],
                   "hands": {"N": ["QC", "QD", "QS", "9C", "4S"], "NE": 11, "SE": 11, "S": 11,
                             "SW": 11, "NW": 11}})
    refused = cc.check(six, "meld QC QD QS")  # 30 of the 50 an opening needs
    assert refused.reason_in("es").startswith("Tu equipo no abrió:")
    assert "pareja" not in refused.reason_in("es")
    classic = cc.load({**cc.to_dict(six), "profile": "classic", "dealer": "W",
                       "scores": {"NS": 0, "EW": 0}, "melds": {}, "red_threes": {},
                       "hands": {"N": ["QC", "QD", "QS", "9C", "4S"], "E": 11, "S": 11, "W": 11}})
    assert cc.check(classic, "meld QC QD QS").reason_in("es").startswith("Tu pareja no abrió:")
    assert refused.reason_in("en") == cc.check(classic, "meld QC QD QS").reason_in("en")
    melded = cc.load({**cc.to_dict(six), "melds": {"A": {"9": ["9D", "9H", "9S"]}},
                      "melded": ["SE"]})
    added = cc.check(melded, "meld 9C")
    assert added.legal and added.reason_in("es").endswith("al juego de nueves de tu equipo.")
