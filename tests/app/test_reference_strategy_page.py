"""AppTest: the rules reference's Strategy tab opened by a ?principle= link, an unknown one,
and the page's search box filtering the principles."""

from __future__ import annotations

from helpers.apptest import open_page
from streamlit.testing.v1 import AppTest

from canasta_app.text.i18n import t
from canasta_core.principles import PRINCIPLES


def _subheaders(at: AppTest) -> list[str]:
    return [h.value for h in at.subheader]


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
