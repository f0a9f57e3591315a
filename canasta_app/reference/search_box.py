"""A one-line search box drawn by the page itself: an HTML `<input>` in a JavaScript component
(`st.components.v2`, in the page's document, no iframe), not Streamlit's text box.

Issue 22, twelfth pass: Streamlit's text box brings about twenty files of frontend code on a
first visit, 0.06x of the rules reference's first render (1.31x against 1.25x without it). The
reference already loads the components' code for its details buttons
(reference/details_button.py), so a box of its own costs only its few lines of script.

It behaves as Streamlit's does: what is typed is sent on Enter or when the box is left, and the
page runs again with it; the text is kept in the session under `key` (tests and the page read it
there), capped at `max_chars` with the count shown while typing. Every piece of text reaches the
page as data and is set with `textContent` / `value`, never as HTML.
"""

from __future__ import annotations

import functools

import streamlit as st

_JS = """
export default function (component) {
  const { parentElement, data, setTriggerValue } = component;
  let box = parentElement.querySelector(".cc-search");
  if (!box) {
    box = document.createElement("div");
    box.className = "cc-search";
    box.innerHTML = '<div class="cc-search-label"><label class="cc-search-text"></label>'
      + '<span class="cc-icon cc-search-help" aria-hidden="true">help</span></div>'
      + '<div class="cc-search-field"><span class="cc-icon" aria-hidden="true">search</span>'
      + '<input type="text" autocomplete="off" spellcheck="false">'
      + '<span class="cc-search-count" aria-hidden="true"></span></div>'
      + '<span class="cc-search-describe" hidden></span>';
    parentElement.appendChild(box);
    const input = box.querySelector("input");
    const count = box.querySelector(".cc-search-count");
    const send = () => {
      if (input.value !== box.ccSent) {
        box.ccSent = input.value;
        setTriggerValue("submit", input.value);
      }
    };
    input.addEventListener("keydown", (event) => { if (event.key === "Enter") send(); });
    input.addEventListener("change", send);
    input.addEventListener("input", () => {
      count.textContent = input.value.length + "/" + input.maxLength;
    });
    input.addEventListener("focus", () => { box.classList.add("cc-focus"); });
    input.addEventListener("blur", () => { box.classList.remove("cc-focus"); });
  }
  const input = box.querySelector("input");
  const id = "cc-search-" + (data.id || "box");
  input.id = id;
  box.querySelector("label").htmlFor = id;  // its own text only: the help icon is beside it
  box.querySelector(".cc-search-text").textContent = data.label;
  const help = box.querySelector(".cc-search-help");
  help.title = data.help;
  const describe = box.querySelector(".cc-search-describe");
  describe.id = id + "-help";
  describe.textContent = data.help;
  input.setAttribute("aria-describedby", describe.id);
  input.placeholder = data.placeholder;
  input.maxLength = data.max;
  // the page's value: shown unless it is what was just sent (the reader may be typing on)
  if (data.value !== box.ccShown) {
    box.ccShown = data.value;
    if (data.value !== box.ccSent) input.value = data.value;
    box.ccSent = data.value;
  }
  box.querySelector(".cc-search-count").textContent = input.value.length + "/" + data.max;
}
"""

_BOX = st.components.v2.component("canasta_search_box", js=_JS, isolate_styles=False)


def clamp(value: object, max_chars: int) -> str:
    """What the browser sent, as the box's text: a string of at most `max_chars` characters."""
    return (value if isinstance(value, str) else "")[:max_chars]


def _take(key: str, max_chars: int) -> None:
    """The box's text was sent: keep it, before the page runs (so the box is drawn with it)."""
    sent = st.session_state.get(f"{key}_box")
    value = sent.get("submit") if hasattr(sent, "get") else None
    if value is not None:
        st.session_state[key] = clamp(value, max_chars)


def search_box(key: str, *, label: str, placeholder: str, help: str, max_chars: int) -> str:
    """Draw the box and return its text (kept in the session under `key`)."""
    shown = clamp(st.session_state.get(key, ""), max_chars)
    _BOX(key=f"{key}_box", on_submit_change=functools.partial(_take, key, max_chars),
         data={"id": key, "label": label, "placeholder": placeholder, "help": help,
               "max": max_chars, "value": shown})
    return shown


__all__ = ["clamp", "search_box"]
