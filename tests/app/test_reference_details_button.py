"""The rules reference's closed rules (issue 22, fourth pass): a rule's details open from one
small button, not an expander per rule (66 expanders were half of a first visit's work in the
browser), and the button closes them again."""

from __future__ import annotations

import re
from typing import Any

from helpers.apptest import open_page, walk

from canasta_app.reference.model import ALL_SLUGS
from canasta_app.text.i18n import t


def htmls(at: Any) -> list[str]:
    """Every HTML element's body on the page."""
    return [str(n.value) for n in walk(at.main) if getattr(n, "type", "") == "html"]


def rule_htmls(at: Any) -> list[str]:
    """The closed rules' HTML elements (title, text, and the link line of a rule with no
    details: canasta_app.reference.render.rule_html); the rules with nothing to open share the
    element of the next rule with a details button (render.stacked_html)."""
    return [h for h in htmls(at) if '<div class="cc-rule' in h]


def link_lines(at: Any) -> list[str]:
    """The "Link to this rule" lines on the page: in the rules' HTML and in opened details."""
    link = t("reference.link", "en")
    return ([line for h in rule_htmls(at) for line in re.findall(rf"<p><a [^>]*>{link}</a></p>", h)]
            + [m.value for m in at.markdown if m.value.startswith(f"[{link}]")])


def details_buttons(at: Any) -> list[str]:
    """The slugs of the closed rules' details buttons (HTML in the rules' boxes:
    canasta_app.reference.details_button)."""
    return [m for h in rule_htmls(at) for m in re.findall(r'data-cc-details="([^"]+)"', h)]


def test_closed_rules_are_buttons_and_one_opens_and_closes_its_details() -> None:
    at = open_page("reference", {"lang": "en"})
    assert len(at.expander) == 1  # the contents only: no expander per rule
    # closed: no Streamlit button a rule (issue 22, twelfth pass), an HTML button in its box
    assert not [b for b in at.button if str(b.key).startswith("ref_details_btn_")]
    buttons = details_buttons(at)
    assert len(buttons) == len(set(buttons))
    assert all(t("reference.details", "en").replace("'", "&#x27;") in h
               for h in rule_htmls(at) if "data-cc-details" in h)
    bare = link_lines(at)
    # a rule whose details would hold only its link shows the link, with no button to open
    assert len(buttons) + len(bare) == len(ALL_SLUGS) and buttons and bare
    assert "pile.frozen" in buttons and "two.seats" not in buttons
    assert not any("?rule=pile.frozen&amp;" in m for m in bare)
    assert any("?rule=two.seats&amp;" in m for m in bare)
    assert not any("<code>" in m for m in bare)  # the rule's code only in the address

    # pressing it (the listener's trigger, tested in Chromium: tests/e2e) sets the rule's flag
    at.session_state["ref_details_pile_frozen"] = True
    at.run()
    assert not at.exception
    shown = link_lines(at)
    assert len(shown) == len(bare) + 1
    assert any("?rule=pile.frozen&lang=en" in m for m in shown)
    assert "pile.frozen" not in details_buttons(at)  # its "Hide" instead, a Streamlit button
    assert at.button(key="ref_details_btn_pile_frozen").label == t("reference.details_hide", "en")

    at.button(key="ref_details_btn_pile_frozen").click().run()
    assert len(link_lines(at)) == len(bare)
    assert details_buttons(at) == buttons
    assert not [b for b in at.button if str(b.key).startswith("ref_details_btn_")]


def test_only_a_rules_slug_sent_by_the_browser_opens_anything() -> None:
    from canasta_app.reference.details_button import opened_slug

    assert opened_slug("pile.frozen", ALL_SLUGS) == "pile.frozen"
    for value in (None, "", "pile.frozen ", "nonsense", 3, ["pile.frozen"]):
        assert opened_slug(value, ALL_SLUGS) is None


def test_a_details_button_escapes_what_it_is_given() -> None:
    from canasta_app.reference.details_button import button_html

    out = button_html('a"b', "a_b", "<Details>")
    assert 'data-cc-details="a&quot;b"' in out and "&lt;Details&gt;" in out
    assert 'type="button"' in out and "<Details>" not in out


def test_a_deep_link_opens_its_rule_with_the_details_shown() -> None:
    at = open_page("reference", {"lang": "es", "rule": "pile.frozen"})
    assert at.expander[0].proto.expanded is True
    assert any("?rule=pile.frozen&lang=es" in m.value for m in at.markdown)


def test_no_rule_code_among_the_words_of_the_page() -> None:
    """Issue 23: rule codes ("deal.deck", "pile.frozen") are not words a reader reads; a rule
    is named by its title, and its code is only in a link's address — the details' "Link to
    this rule" too (issue 37: "Enlace a esta regla: ?rule=pile.one-card" was read as text)."""
    for lang in ("en", "es"):
        at = open_page("reference", {"lang": lang})
        at.session_state["ref_details_pile_frozen"] = True  # one rule's details open
        at.run()
        texts = [re.sub(r"\]\([^)]*\)", "]", m.value) for m in at.markdown]  # addresses
        texts += [re.sub(r"<[^>]*>", " ", h) for h in htmls(at)]  # the HTML as read: no tags
        assert sum(h.count("data-rule=") for h in rule_htmls(at)) == len(ALL_SLUGS)
        assert any(t("reference.link", lang) in text for text in texts)
        for text in texts:
            assert "?rule=" not in text, (lang, text[:120])
            for slug in ALL_SLUGS:
                if "." in slug:
                    assert slug not in text, (lang, slug, text[:120])


def test_an_examples_move_is_said_in_words_with_card_symbols() -> None:
    """Issue 23: a move inside a sentence is words with card symbols in the page's language,
    not notation ("the move `draw` is ruled")."""
    from canasta_app.reference.model import example_for
    from canasta_app.text.move_words import action_words

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


def test_the_search_box_is_the_pages_own_and_keeps_its_text_capped() -> None:
    """The search box is an HTML input in a component (reference/search_box.py: Streamlit's
    text box's code was 0.06x of a first visit); what the browser sends is kept as a string of
    at most the box's length, under "ref_search"."""
    from canasta_app.reference.model import MAX_QUERY
    from canasta_app.reference.search_box import clamp

    at = open_page("reference", {"lang": "en"})
    assert not [w for w in at.text_input if w.key == "ref_search"]
    assert clamp("frozen", MAX_QUERY) == "frozen"
    assert clamp("x" * (MAX_QUERY + 5), MAX_QUERY) == "x" * MAX_QUERY
    for value in (None, 3, ["frozen"], {"q": 1}):
        assert clamp(value, MAX_QUERY) == ""
