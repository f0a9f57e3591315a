"""The rules reference's "details" buttons of closed rules: plain HTML buttons in the rules' HTML,
and one listener that tells the page which rule's button was pressed.

Issue 22, twelfth pass: a Streamlit button a closed rule (48 of them) was the reference's
largest cost left on a first visit (each a widget with a Markdown label; 1.42× the empty app
against 1.29× without). A `<button>` in the rule's escaped HTML costs nothing to draw; one
JavaScript-only component (`st.components.v2`, in the page's own document: no iframe) listens
for clicks on them and sends the rule's slug back as a trigger value, so pressing one is a
rerun, as a Streamlit button's press is. An open rule's "Hide" stays a Streamlit button (one at
a time). Keyboard focus follows the press: onto "Hide" once the rule is open, back onto the
rule's button once it is closed.

The slug sent back is checked against the rules (`opened_slug`): a trigger value comes from the
browser, so it is input like any other.
"""

from __future__ import annotations

import html
from collections.abc import Collection

import streamlit as st

from canasta_app.ui.static_text import icon_html

#: The data attribute that marks a details button and names its rule's slug.
ATTRIBUTE = "data-cc-details"

# One listener on the document (delegation: the rules' HTML elements are redrawn on reruns).
# After a press, focus moves to the button the rerun draws in its place: the rule's "Hide"
# (Streamlit's, class `st-key-<prefix><key>`), or back to the HTML button (`data-cc-key`).
_JS = """
export default function (component) {
  const { setTriggerValue, data } = component;
  const prefix = (data && data.prefix) || "";
  const focusWhenDrawn = (selector) => {
    let tries = 0;
    const timer = setInterval(() => {
      const el = document.querySelector(selector);
      if (el || ++tries > 100) { clearInterval(timer); if (el) el.focus(); }
    }, 30);
  };
  const onClick = (event) => {
    const target = event.target;
    if (!target || !target.closest) return;
    const open = target.closest("[data-cc-details]");
    if (open) {
      setTriggerValue("toggle", open.getAttribute("data-cc-details"));
      focusWhenDrawn(".st-key-" + prefix + open.getAttribute("data-cc-key") + " button");
      return;
    }
    const hide = target.closest('[class*="st-key-' + prefix + '"] button');
    if (hide) {
      const box = hide.closest('[class*="st-key-' + prefix + '"]');
      const name = Array.from(box.classList).find((c) => c.startsWith("st-key-" + prefix));
      if (name) focusWhenDrawn('[data-cc-key="' + name.slice(("st-key-" + prefix).length) + '"]');
    }
  };
  document.addEventListener("click", onClick);
  return () => document.removeEventListener("click", onClick);
}
"""

_LISTENER = st.components.v2.component("canasta_details_buttons", js=_JS, isolate_styles=False)


def button_html(slug: str, key: str, label: str, icon: str = "gavel") -> str:
    """A closed rule's details button: `slug` is sent back when pressed, `key` names the
    Streamlit "Hide" button (`<prefix><key>`) drawn in its place once the rule is open."""
    return (f'<button type="button" class="cc-details-btn" {ATTRIBUTE}="{html.escape(slug)}" '
            f'data-cc-key="{html.escape(key)}" aria-expanded="false">'
            f"{icon_html(icon)}<span>{html.escape(label)}</span></button>")


def opened_slug(value: object, slugs: Collection[str]) -> str | None:
    """The rule whose button was pressed, if `value` (sent by the browser) names one."""
    return value if isinstance(value, str) and value in slugs else None


def listen(key: str, hide_prefix: str, slugs: Collection[str]) -> str | None:
    """Mount the listener (draws nothing; hidden by CSS, `st-key-<key>`) and return the slug of
    the rule whose details button was pressed in this rerun, if any. `hide_prefix`: the key
    prefix of the open rules' Streamlit "Hide" buttons, where focus goes after a press."""
    result = _LISTENER(key=key, data={"prefix": hide_prefix}, on_toggle_change=lambda: None)
    return opened_slug(getattr(result, "toggle", None), slugs)


__all__ = ["ATTRIBUTE", "button_html", "listen", "opened_slug"]
