"""The classroom's CSS: the narration's gold bar, the move list, the control bar; presentation
mode (the projector layout: the table and the move side by side, type sized to the viewport
height, the title, the view buttons and the settings moved into the header band while the
sidebar is closed); and a smaller narration while a live question is open. Static CSS, no user
text."""

from __future__ import annotations

import streamlit as st

CSS = """
<style>
.st-key-classroom_narr, .st-key-classroom_narr_big {
  border-left: 6px solid #c9a227; padding-left: 14px; background: rgba(201, 162, 39, 0.07);
  border-radius: 6px;
}
/* the move's narration is one Markdown: its list starts as far below the headline as when it
   was an element of its own (a first item's top margin no longer collapses into the paragraph's) */
.st-key-classroom_narr li:first-child, .st-key-classroom_narr_big li:first-child {
  margin-top: 0; padding-top: 0.2em;
}
.st-key-classroom_moves { max-height: 360px; overflow-y: auto; gap: 0.15rem; }
.st-key-classroom_moves button { min-height: 0; padding: 0.1rem 0; }
.st-key-classroom_moves button { text-align: left; justify-content: flex-start; }
.st-key-classroom_moves button p { text-align: left; }
.st-key-classroom_moves button:disabled { color: #f5d77a; opacity: 1; font-weight: 700; }
@media (max-width: 760px) {  /* a phone: a finger's height a move */
  .st-key-classroom_moves button { min-height: 40px; }
}
</style>
"""
# Presentation: the table and the move side by side on one screen. Type follows the viewport
# height (a projector's 720 or 1080 lines). While the sidebar is closed, the title, the view
# buttons and the settings move into the header band, which is empty then, so the table gets
# that room.
SIDEBAR_CLOSED = '[data-testid="stAppViewContainer"]:has(> [data-testid="stSidebar"][data-collapsed="true"])'
SIDEBAR_OPEN = ('[data-testid="stAppViewContainer"]:has(> [data-testid="stSidebar"]'
                 ':not([data-collapsed="true"]))')
CSS_PRESENTATION = """
<style>
[data-testid="stHeader"] { background: #0B4D2C; }
[data-testid="stMainBlockContainer"] { padding: 3.3rem 1.2rem 1rem 1.2rem; max-width: none; }
@media (min-width: 900px) {  /* a phone's header band has no room for them */
  CLOSED [data-testid="stMain"] h1 {
    position: fixed; top: 0.5rem; left: 4rem; z-index: 999991; margin: 0; padding: 0;
    font-size: 1.5rem; line-height: 2.4rem;
  }
  CLOSED .st-key-classroom_views {
    position: fixed; top: 0.45rem; left: 50%; transform: translateX(-50%); z-index: 999991;
    width: auto;
  }
  CLOSED .st-key-classroom_settings_box {
    position: fixed; top: 0.45rem; right: 4.5rem; z-index: 999991; width: auto;
  }
}
/* the sidebar opened on the projector: the page's title is the room the table needs (it was
   zoomed down and the rules line clipped); the view buttons and the settings stay */
OPEN [data-testid="stMain"] h1 { display: none; }
OPEN [data-testid="stMainBlockContainer"] { padding-top: 2.8rem; }
.st-key-classroom_bar button p, .st-key-classroom_bar p,
.st-key-classroom_show_bar button p, .st-key-classroom_show_bar p { font-size: clamp(14px, 2vh, 24px); }
[data-testid="stMain"] [data-testid="stTable"] td, [data-testid="stMain"] [data-testid="stTable"] th,
[data-testid="stMain"] [data-testid="stCaptionContainer"] p { font-size: clamp(14px, 2.1vh, 26px); }
[data-testid="stMain"] [data-testid="stMetricLabel"] p { font-size: clamp(14px, 2.1vh, 26px); }
.st-key-classroom_narr_big { padding-top: 0.3rem; padding-bottom: 0.3rem; }
.st-key-classroom_narr_big p, .st-key-classroom_narr_big li {
  font-size: clamp(17px, 3vh, 40px); line-height: 1.3;
}
.st-key-classroom_narr_big [data-testid="stCaptionContainer"] p { font-size: clamp(13px, 2.1vh, 28px); }
.st-key-classroom_moves { max-height: 30vh; }
/* "Canasta by the numbers" on the projector: its words as large as the table's */
.st-key-classroom_numbers p, .st-key-classroom_numbers input,
.st-key-classroom_numbers [data-testid="stWidgetLabel"] p,
.st-key-classroom_numbers [data-baseweb="select"] div { font-size: clamp(15px, 2.3vh, 30px); }
.st-key-classroom_numbers h3 { font-size: clamp(20px, 3.2vh, 44px); }
.st-key-classroom_numbers [data-testid="stMetricValue"], .st-key-classroom_numbers [data-testid="stMetricValue"] * { font-size: clamp(28px, 5vh, 64px); }
.st-key-classroom_moves p { font-size: clamp(13px, 2vh, 26px); }
</style>
""".replace("CLOSED", SIDEBAR_CLOSED).replace("OPEN", SIDEBAR_OPEN)
def apply_base() -> None:
    """The classroom's own CSS (style-only, so it takes no room)."""
    st.html(CSS)


def apply_presentation() -> None:
    st.html(CSS_PRESENTATION)


__all__ = ["CSS", "CSS_PRESENTATION", "apply_base", "apply_presentation"]
