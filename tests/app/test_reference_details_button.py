"""The rules reference's closed rules (issue 22, fourth pass): a rule's details open from one
small button, not an expander per rule (66 expanders were half of a first visit's work in the
browser), and the button closes them again."""

from __future__ import annotations

from canasta_app.i18n import t
from canasta_app.reference import ALL_SLUGS
from tests.app.app_helpers import open_page


def test_closed_rules_are_buttons_and_one_opens_and_closes_its_details() -> None:
    at = open_page("reference", {"lang": "en"})
    assert len(at.expander) == 1  # the contents only: no expander per rule
    buttons = [b for b in at.button if str(b.key).startswith("ref_details_btn_")]
    link = t("reference.link", "en")
    bare = [m.value for m in at.markdown if m.value.startswith(link)]
    # a rule whose details would hold only its link shows the link, with no button to open
    assert len(buttons) + len(bare) == len(ALL_SLUGS) and buttons and bare
    assert not any("?rule=pile.frozen&" in m for m in bare)
    assert any("?rule=two.seats&" in m for m in bare)

    at.button(key="ref_details_btn_pile_frozen").click().run()
    assert not at.exception
    shown = [m.value for m in at.markdown]
    assert sum(link in m for m in shown) == len(bare) + 1
    assert any("?rule=pile.frozen&lang=en" in m for m in shown)
    assert at.button(key="ref_details_btn_pile_frozen").label == t("reference.details_hide", "en")

    at.button(key="ref_details_btn_pile_frozen").click().run()
    assert sum(m.value.startswith(link) for m in at.markdown) == len(bare)
    assert at.button(key="ref_details_btn_pile_frozen").label == t("reference.details", "en")


def test_a_deep_link_opens_its_rule_with_the_details_shown() -> None:
    at = open_page("reference", {"lang": "es", "rule": "pile.frozen"})
    assert at.expander[0].proto.expanded is True
    assert any("?rule=pile.frozen&lang=es" in m.value for m in at.markdown)


def test_no_rule_code_among_the_words_of_the_page() -> None:
    """Issue 23: rule codes ("deal.deck", "pile.frozen") are not words a reader reads; a rule
    is named by its title, and its code is only in a link's address (or the details' "Link to
    this rule", which is the address to copy)."""
    import re

    for lang in ("en", "es"):
        at = open_page("reference", {"lang": lang})
        link_line = t("reference.link", lang)
        for m in at.markdown:
            text = re.sub(r"\]\([^)]*\)", "]", m.value)  # addresses are not read
            if text.startswith(link_line):
                continue
            for slug in ALL_SLUGS:
                if "." in slug:
                    assert slug not in text, (lang, slug, text[:120])


def test_an_examples_move_is_said_in_words_with_card_symbols() -> None:
    """Issue 23: a move inside a sentence is words with card symbols in the page's language,
    not notation ("the move `draw` is ruled")."""
    from canasta_app.move_words import action_words
    from canasta_app.reference import example_for

    for lang in ("en", "es"):
        at = open_page("reference", {"lang": lang})
        at.session_state["ref_details_two_draw"] = True  # the reader opens one rule's details
        at.session_state["ref_details_pile_frozen"] = True
        at.run()
        marker = t("reference.example_line", lang, seat="SEAT", action="ACT")
        marker = marker.split("SEAT")[1].split("ACT")[0]  # "; the referee rules on: "
        lines = [m.value for m in at.markdown if marker in m.value]
        assert len(lines) == 2, lines
        for line in lines:
            assert "`" not in line, line
        _, action = example_for("pile.frozen")
        assert any(action_words(action, lang).split()[0] in line for line in lines)
