"""Global CSS: card faces, badges, the felt table, the reference's highlighted section.

`inject_css()` is called by streamlit_app.py on every run. It sends one style-only `st.html`
element (Streamlit puts those in the event container, so it takes no space), and the CSS is a
constant, so calling it again is harmless.
"""

from __future__ import annotations

import json

import streamlit as st

from canasta_app.shell.css import (  # noqa: F401
    CSS,
)
from canasta_app.text import keys as KEYS
from canasta_app.text.i18n import LANGS, t


#: The file uploader's own words are Streamlit's, in English ("Upload", "1MB per file • CSV"):
#: its button says the page's word ("widgets.upload_word") and its limit line goes — each page's label states the
#: limit once, in the page's language ("hasta 200 manos, 50 KB").
def uploader_css(lang: str) -> str:
    word = t("widgets.upload_word", lang).replace('"', "")
    return (
        "<style>\n"
        '[data-testid="stFileUploaderDropzoneInstructions"] { display: none; }\n'
        '[data-testid="stFileUploaderDropzone"] button [data-testid="stMarkdownContainer"] p '
        "{ font-size: 0; }\n"
        '[data-testid="stFileUploaderDropzone"] button [data-testid="stMarkdownContainer"] p::after '
        f'{{ content: "{word}"; font-size: 1rem; }}\n'
        "</style>"
    )


#: Streamlit's own accessibility words, as it writes them (the keys of `widgets.chrome.*`): the
#: skip link's text, and the aria-labels of the sidebar's buttons, a heading's anchor and the
#: copy button; "Help for <label>" is a prefix. An icon beside its words ("school icon") is
#: hidden from screen readers: it says nothing the words do not.
CHROME = ("skip", "heading_link", "collapse", "expand", "sidebar", "pages", "copy", "progress",
          "help", "enter_submit", "enter_apply", "ctrl_enter_submit", "ctrl_enter_apply",
          "cmd_enter_submit", "cmd_enter_apply")


def chrome_script(lang: str) -> str:
    """A script that gives the page its language (`<html lang>`: a screen reader read Spanish
    with an English voice) and puts the page's words over Streamlit's English accessibility
    words (a Spanish keyboard user's first stop was "Skip to main content"). The words of both
    languages map to the page's, so a switch of language turns them back. One observer per
    page, kept across reruns; the words are the catalogue's (`widgets.chrome.*`)."""
    words = {}
    for other in LANGS:
        for key in CHROME:
            words[t(KEYS.CHROME[key], other)] = t(KEYS.CHROME[key], lang)
    helps = [t("widgets.chrome.help_for", other) for other in LANGS]
    data = json.dumps({"lang": lang, "words": words, "helps": helps,
                       "help": t("widgets.chrome.help_for", lang)}, ensure_ascii=False)
    return """<script data-cc="chrome">
(function () {
  window.ccChrome = __DATA__;
  const fix = () => {
    const c = window.ccChrome;
    document.documentElement.lang = c.lang;
    // a text box's "Press Enter to apply" / "…to submit form" (InputInstructions' spans)
    for (const el of document.querySelectorAll('[data-testid="InputInstructions"] > span'))
      if (c.words[el.textContent] && el.textContent !== c.words[el.textContent])
        el.textContent = c.words[el.textContent];
    for (const el of document.querySelectorAll('[data-testid="stSkipToContent"]'))
      if (c.words[el.textContent] && el.textContent !== c.words[el.textContent])
        el.textContent = c.words[el.textContent];
    for (const el of document.querySelectorAll('[data-testid="stIconMaterial"][aria-label]'))
      if (el.getAttribute('aria-hidden') !== 'true') el.setAttribute('aria-hidden', 'true');
    for (const el of document.querySelectorAll('[aria-label]')) {
      const a = el.getAttribute('aria-label');
      let b = c.words[a];
      if (b === undefined) {
        const p = c.helps.find((h) => a.startsWith(h));
        if (p !== undefined) b = c.help + a.slice(p.length);
      }
      if (b !== undefined && b !== a) el.setAttribute('aria-label', b);
    }
  };
  window.ccChromeFix = fix;
  // a phone: the menu, open over the page, closes once a page is chosen in it (Streamlit left
  // it open over the page chosen: issue 37); one listener per tab
  if (!window.ccNavClose) {
    window.ccNavClose = true;
    document.addEventListener('click', (e) => {
      const link = e.target.closest && e.target.closest(
        '[data-testid="stSidebar"] a[href], [data-testid="stSidebar"] [data-testid="stPageLink-NavLink"]');
      if (!link || window.innerWidth >= 768) return;
      setTimeout(() => {
        const close = document.querySelector('[data-testid="stSidebarCollapseButton"] button');
        if (close) close.click();
      }, 60);
    }, true);
  }
  if (!window.ccChromeObserver) {
    let queued = false;
    window.ccChromeObserver = new MutationObserver(() => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(() => { queued = false; window.ccChromeFix(); });
    });
    window.ccChromeObserver.observe(document.body, {subtree: true, childList: true,
      characterData: true, attributes: true, attributeFilter: ['aria-label']});
  }
  fix();
})();
</script>""".replace("__DATA__", data.replace("</", "<\\/"))


def inject_css(lang: str = "en") -> None:
    """Add the site's CSS to the page (idempotent: the same constants every run), and the
    script that gives Streamlit's own words the page's language (`chrome_script`)."""
    st.html(CSS + uploader_css(lang))
    with st.container(key="cc_chrome"):  # hidden (CSS): no gap in the page's flow
        st.html(chrome_script(lang), unsafe_allow_javascript=True)
