"""The rules reference's Strategy tab: every principle of the coach (canasta_core.principles)
with its explanation, an example that opens in the sandbox, a deep link (?principle=) that
opens the tab on it, and the page's search over the principles: the logic (the page: test_reference_strategy_page.py)."""

from __future__ import annotations

from canasta_app.reference import strategy
from canasta_app.shell import share
from canasta_core.legal import legal_actions
from canasta_core.principles import BY_ID, PRINCIPLES


def test_every_principle_is_an_entry_whose_example_opens_in_the_sandbox() -> None:
    for lang in ("en", "es"):
        es = strategy.entries(lang)
        assert [e.id for e in es] == [p.id for p in PRINCIPLES]
        for e in es:
            assert e.title and e.text and e.example and e.sandbox
            code = e.sandbox.split("s=", 1)[1].split("&", 1)[0]
            shared = share.decode_share(code)
            assert shared.pending == BY_ID[e.id].weak
            assert BY_ID[e.id].weak in legal_actions(shared.position)


def test_search_finds_principles_in_either_language() -> None:
    assert strategy.strategy_hits("black three", "en") == ["block_big_pile"]
    assert strategy.strategy_hits("tres negro", "es") == ["block_big_pile"]
    assert strategy.strategy_hits("comodin", "es")[0] == "keep_wilds"  # accents ignored
    assert strategy.strategy_hits("zebra", "en") == []
    assert strategy.resolve_principle(" Keep-Wilds ") == ("keep_wilds", None)
    assert strategy.resolve_principle("nope") == (None, "nope")


def test_the_explanations_are_worded_for_the_table() -> None:
    """At a table without partners the explanations say "your opponent" / "an opponent", never
    "the other side" or "la otra pareja", and agree in number ("tu rival le", "tus rivales
    les"); the principle about a partner's question is marked; the classic and six-player
    tables keep the words of a side; an unknown table is said and classic is used."""
    import re

    side_words = {"en": (r"\bside\b", r"\bpartner"), "es": (r"\bpareja\b", r"\bcompañero")}
    for profile in ("two-hand", "three-hand"):
        for lang in ("en", "es"):
            for e in strategy.entries(lang, profile):
                said = any(re.search(w, e.text) for w in side_words[lang])
                assert said == e.partners_only, (profile, lang, e.id, e.text)
    two = {e.id: e.text for e in strategy.entries("es", "two-hand")}
    assert "de tu rival le resten" in two["out_when_behind"]
    assert "las 2 canastas que hacen falta para cortar" in two["meld_before_out"]
    three = {e.id: e.text for e in strategy.entries("es", "three-hand")}
    assert "de tus rivales les resten" in three["out_when_behind"]
    for profile in ("classic", "six-hand"):
        said = {e.id: e for e in strategy.entries("en", profile)}
        assert "the other side" in said["dont_feed"].text
        assert not any(e.partners_only for e in said.values())
    assert strategy.entries("en") == strategy.entries("en", "classic")
    assert strategy.resolve_profile(" Two-Hand ") == ("two-hand", None)
    assert strategy.resolve_profile("seven<b>") == ("classic", "seven<b>")
    assert strategy.resolve_profile(None) == ("classic", None)
    assert strategy.principle_url("dont_feed", "en", "two-hand").endswith("&profile=two-hand")
    assert "profile" not in strategy.principle_url("dont_feed", "en", "classic")


def test_the_coachs_principle_links_open_the_tab_for_its_table() -> None:
    """A grade at the two-player table links its principle to the Strategy tab worded for that
    table (`&profile=two-hand`); at the classic table the link is as it was."""
    from canasta_app.coach.words import breaches_md
    from canasta_core.positions import load
    from canasta_core.principles import _pos, breaches

    hand = ["AS", "5C", "9H", "9D", "KS", "KC", "JD", "7H"]
    two = load({"format": "canasta/1", "profile": "two-hand", "dealer": "N", "turn": "S",
                "phase": "play", "scores": {"N": 0, "S": 0}, "hands": {"N": 12, "S": hand},
                "melds": {"N": {}, "S": {}}, "red_threes": {"N": [], "S": []},
                "pile": ["6H", "8C", "TD", "4S"], "stock": 40, "melded": []})
    classic = load(_pos("S", hand, pile=["6H", "8C", "TD", "4S"]))
    for pos, tail in ((two, "&profile=two-hand)"), (classic, "&lang=en)")):
        said = breaches_md(tuple(breaches(pos, "discard AS")), "en", pos.profile)
        assert "?principle=keep_aces&lang=en" in said and tail in said, said
