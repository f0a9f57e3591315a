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
