"""The sidebar's language switch: two buttons (a radio cost every first visit nine more of the
frontend's files, docs/performance.md), the current language marked, a click turning the page
and its link to the other language."""

from __future__ import annotations

import pytest
from helpers.apptest import open_page

from canasta_app.text.i18n import LANG_NAMES, t


@pytest.mark.parametrize(("start", "other"), [("en", "es"), ("es", "en")])
def test_the_other_language_button_turns_the_page(start: str, other: str) -> None:
    at = open_page("home", {"lang": start})
    assert at.title[0].value == t("app.title", start)
    assert t("lang.label", start) in [c.value for c in at.sidebar.caption]
    assert not at.sidebar.radio, "the switch is buttons: no radio element type on a first visit"
    buttons = {b.key: b for b in at.sidebar.button}
    assert buttons[f"_lang_{start}"].proto.type == "primary"  # the language shown is marked
    assert buttons[f"_lang_{other}"].proto.type == "secondary"
    assert buttons[f"_lang_{other}"].label == LANG_NAMES[other]

    buttons[f"_lang_{other}"].click().run()
    assert not at.exception
    assert at.title[0].value == t("app.title", other)
    assert at.query_params["lang"] in (other, [other])


def test_the_language_stays_when_another_page_is_opened() -> None:
    at = open_page("home", {"lang": "en"})
    at.sidebar.button(key="_lang_es").click().run()
    at.switch_page("canasta_app/reference/reference.py")
    at.run()
    assert at.title[0].value == t("nav.reference", "es")
