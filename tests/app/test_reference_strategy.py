"""The rules reference's Strategy tab: every principle of the coach (canasta_core.principles)
with its explanation, an example that opens in the sandbox, a deep link (?principle=) that
opens the tab on it, and the page's search over the principles. Logic and AppTest."""

from __future__ import annotations

from app_helpers import open_page
from streamlit.testing.v1 import AppTest

from canasta_app import share
from canasta_app.i18n import t
from canasta_app.reference import strategy
from canasta_core.legal import legal_actions
from canasta_core.principles import BY_ID, PRINCIPLES


def _subheaders(at: AppTest) -> list[str]:
    return [h.value for h in at.subheader]


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


def test_a_deep_link_opens_the_strategy_tab_on_the_principle() -> None:
    for lang in ("en", "es"):
        at = open_page("reference", {"principle": "dont_feed", "lang": lang})
        assert not at.exception
        heads = _subheaders(at)
        assert heads[0] == t("coach.principle.dont_feed.title", lang)
        assert len(heads) == len(PRINCIPLES)
        assert any(t("coach.principle.dont_feed.title", lang) in s.value for s in at.success)


def test_an_unknown_principle_says_so_and_lists_them_all() -> None:
    at = open_page("reference", {"principle": "zzz"})
    assert any("zzz" in w.value for w in at.warning)
    assert len(_subheaders(at)) == len(PRINCIPLES)


def test_the_search_box_filters_the_principles() -> None:
    at = open_page("reference", {"principle": "keep_wilds"})
    at.session_state["ref_search"] = "black three"
    at.run()
    # the tab's label says how many match, and the tab shows the linked one and the match
    heads = _subheaders(at)
    assert heads == [t("coach.principle.block_big_pile.title", "en")]  # the link's not a match
    assert any("1 of" in c.value for c in at.caption)
