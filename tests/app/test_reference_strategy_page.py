"""AppTest: the rules reference's Strategy tab opened by a ?principle= link, an unknown one,
and the page's search box filtering the principles."""

from __future__ import annotations

import re

from helpers.apptest import open_page
from streamlit.testing.v1 import AppTest

from canasta_app.text.i18n import t
from canasta_app.ui.ruling import md_escape
from canasta_core.catalogue import profile_name
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


def test_a_table_without_partners_reads_no_side_or_partner() -> None:
    """The Strategy tab opened for the two- or three-player table (`?profile=`, as the coach's
    links from those tables open it): no "the other side" / "la otra pareja" in the texts, the
    table named, the principle about a partner's question marked as not played there; the
    classic table keeps its words."""
    side_words = {"en": (r"\bside\b", r"\bpartner"), "es": (r"\bpareja\b", r"\bcompañero")}
    for profile in ("two-hand", "three-hand"):
        for lang in ("en", "es"):
            at = open_page("reference", {"principle": "dont_feed", "profile": profile,
                                         "lang": lang})
            assert not at.exception
            assert len(_subheaders(at)) == len(PRINCIPLES)
            texts = [m.value for m in at.markdown]
            partner_box = t("coach.principle.no_with_big_hand.text", lang, alone="no",
                            opponents=2, canastas=1, side_size=1)
            told = [x for x in texts if x != md_escape(partner_box)]
            bad = [x for x in told if any(re.search(w, x) for w in side_words[lang])]
            assert not bad, (profile, lang, bad)
            captions = " ".join(c.value for c in at.caption)
            picker = at.selectbox(key="ref_strategy_table")
            assert picker.value == profile  # the table named: the picker shows the link's
            assert picker.format_func(picker.value) == profile_name(profile, lang)
            assert t("reference.strategy_partners_only", lang) in captions
    odd = open_page("reference", {"principle": "dont_feed", "profile": "seven<b>"})
    assert any(md_escape("seven<b>") in w.value for w in odd.warning)  # never HTML
    assert any("the other side" in m.value for m in odd.markdown)
    classic = open_page("reference", {"principle": "dont_feed"})
    assert any("the other side" in m.value for m in classic.markdown)
    assert t("reference.strategy_partners_only", "en") not in " ".join(
        c.value for c in classic.caption)


def test_the_table_is_chosen_on_the_tab_and_kept_in_the_link() -> None:
    """A reader who came without a coach's link picks the table on the Strategy tab: the
    explanations change to its words and the link says it (`?profile=`); the classic table
    again takes it out of the link."""
    at = open_page("reference", {"principle": "dont_feed", "lang": "es"})
    feed_classic = t("coach.principle.dont_feed.text", "es", alone="no", opponents=2,
                     canastas=1, side_size=2)
    assert any(m.value == md_escape(feed_classic) for m in at.markdown)
    at.selectbox(key="ref_strategy_table").set_value("two-hand").run()
    assert not at.exception
    assert at.query_params.get("profile") == "two-hand"
    feed_two = t("coach.principle.dont_feed.text", "es", alone="yes", opponents=1, canastas=2,
                 side_size=1)
    assert feed_two != feed_classic
    texts = [m.value for m in at.markdown]
    assert md_escape(feed_two) in texts and md_escape(feed_classic) not in texts
    assert at.selectbox(key="ref_strategy_table").value == "two-hand"
    at.selectbox(key="ref_strategy_table").set_value("classic").run()
    assert "profile" not in at.query_params
    assert any(m.value == md_escape(feed_classic) for m in at.markdown)
