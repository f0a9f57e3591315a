"""The site's CSS, one constant: card faces, badges, the felt table and its seats, the reference's
sections, the pages' cards and the phone layout (shell/style.py sends it)."""

from __future__ import annotations

from typing import Final

CSS: Final = """
<style>
/* ---------- cards ---------- */
.cc-row { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 6px; row-gap: 8px; }
.cc-fan {
  display: flex; flex-wrap: wrap; align-items: flex-end; row-gap: 8px;
  padding-left: calc(-1 * var(--cc-overlap, -16px));
}
.cc-fan .cc-card { margin-left: var(--cc-overlap, -16px); }
.cc-card {
  position: relative; display: inline-flex; flex-direction: column; align-items: flex-start;
  justify-content: flex-start; box-sizing: border-box;
  width: var(--cc-w, 46px); height: var(--cc-h, 66px); padding: 3px 0 0 5px;
  background: #fffdf7; border: 1px solid #b9b2a0; border-radius: 7px;
  box-shadow: 1px 2px 3px rgba(0, 0, 0, 0.45);
  font-family: "DejaVu Sans", "Segoe UI Symbol", "Noto Sans", Arial, sans-serif;
  font-weight: 700; line-height: 1; user-select: none; flex: 0 0 auto;
  font-size: var(--cc-fs, 20px);
}
.cc-card .cc-rank { letter-spacing: -0.04em; white-space: nowrap; }
/* "10" is two glyphs: kept inside the strip a fanned card leaves visible (not "1(") */
.cc-card .cc-rank.cc-ten { font-size: 0.9em; letter-spacing: -0.1em; margin-left: -1px; }
.cc-card .cc-suit { font-size: 0.95em; margin-top: 1px; }
.cc-card .cc-pip {
  position: absolute; right: 4px; bottom: 2px; font-size: 1.35em; opacity: 0.9;
}
.cc-red { color: #c8102e; }
.cc-black { color: #111111; }
.cc-joker { color: #6a1b9a; }
/* the joker's word runs down its left edge, as printed on real jokers: it stays readable in
   the strip a fanned card leaves visible ("JOKI" was all a fan showed of a level word) */
.cc-joker .cc-rank {
  font-size: 0.5em; letter-spacing: -0.02em; margin-top: 1px; line-height: 1.02;
  writing-mode: vertical-rl; text-orientation: upright;
}
/* on the table's cards the word is at least 12 px (issue 37: 9.7 px on a phone): five
   upright letters at 12 px need 69 px, more than a card's 66, so the word runs sideways, as on
   many printed jokers (about 3.6 em long); sized to the card's own height (a container query
   unit) where that is smaller */
.cc-joker:not(.cc-sm) .cc-rank:not(.cc-long) {
  text-orientation: mixed; letter-spacing: 0.02em;
  font-size: max(0.5em, min(12px, (100cqh - 2px) / 3.8)); }
/* «COMODÍN» needs a card over 75 px high to be 12 px: on a smaller card the star is its index,
   as on a small card (its name is the card's label) */
@container (max-height: 75px) {
  .cc-card.cc-joker .cc-rank.cc-long { display: none; }
  .cc-card.cc-joker .cc-rank.cc-long + .cc-pip {
    font-size: 1.3em; right: auto; left: 4px; top: 3px; bottom: auto; transform: none; }
}
/* a longer word ("COMODÍN") runs sideways (upright letters need a card and a half) and is
   sized to the card's own height (a container query unit), so it stays inside the card at
   every zoom: the projector's fitted table, a laptop, a phone (tests/e2e/test_card_faces.py) */
.cc-joker { container-type: size; }
.cc-card.cc-joker .cc-rank.cc-long {  /* over the projector's rank spacing too */
  text-orientation: mixed; letter-spacing: 0;
  font-size: min(0.5em, calc((100cqh - 4px) / 5.9));
}
/* a small joker shows its star as the index (its name is the card's label): no 7-px word */
.cc-sm.cc-joker .cc-rank, .cc-sm .cc-joker .cc-rank { display: none; }
.cc-sm.cc-joker .cc-pip, .cc-sm .cc-joker .cc-pip {
  font-size: 1.3em; right: auto; left: 4px; top: 3px; bottom: auto; transform: none;
}
.cc-joker .cc-pip { font-size: 1.3em; color: #6a1b9a; right: 4px; bottom: 3px; }
.cc-joker.cc-wild::after { content: none; }
.cc-wild { background: #fff6d6; border-color: #d4a72c; }
.cc-wild::after {
  content: "★"; position: absolute; top: 2px; right: 3px; font-size: 0.6em; color: #b7860b;
}
.cc-unknown { color: #555; background: #eee; font-size: 0.7em; }
.cc-back {
  background: repeating-linear-gradient(45deg, #8c1c13 0 5px, #a8281d 5px 10px);
  border: 3px solid #fffdf7;
}
.cc-sm { --cc-w: 32px; --cc-h: 46px; --cc-fs: 15px; --cc-overlap: -10px; }
.cc-md { --cc-w: 46px; --cc-h: 66px; --cc-fs: 20px; --cc-overlap: -16px; }
.cc-lg { --cc-w: 66px; --cc-h: 94px; --cc-fs: 30px; --cc-overlap: -24px; }

/* ---------- buttons: readable and big enough to tap ----------
   The theme's gold (#E8B64C) under Streamlit's white label is 1.9:1; dark ink on it is 9.6:1
   (WCAG AA asks 4.5:1; tests/app/test_style.py holds these colours to it). */
[data-testid^="stBaseButton-primary"], [data-testid^="stBaseLinkButton-primary"],
[data-testid^="stBaseButton-primary"]:hover, [data-testid^="stBaseLinkButton-primary"]:hover,
[data-testid^="stBaseButton-primary"]:focus, [data-testid^="stBaseButton-primary"]:active {
  color: #2a1d00 !important;
}
[data-testid^="stBaseButton-primary"] *, [data-testid^="stBaseLinkButton-primary"] * {
  color: inherit !important;
}
[data-testid^="stBaseButton-primary"]:hover, [data-testid^="stBaseLinkButton-primary"]:hover {
  background-color: #f0c870 !important;
}
[data-testid^="stBaseButton-primary"]:disabled { color: rgba(42, 29, 0, 0.6) !important; }
/* a label wraps instead of ending in "…" ("Open this moment in t…") */
[data-testid^="stBaseButton"] p, [data-testid^="stBaseButton"] div,
[data-testid^="stBaseButton"] span, [data-testid^="stBaseLinkButton"] p,
[data-testid^="stBaseLinkButton"] div, [data-testid^="stBaseLinkButton"] span,
[data-testid="stWidgetLabel"] p, [data-testid="stWidgetLabel"] div {
  white-space: normal !important; overflow: visible !important; text-overflow: clip !important;
}
[data-testid^="stBaseLinkButton"] { height: auto; }
[data-testid^="stBaseButton"] { height: auto; }
[data-testid="stPageLink-NavLink"] span, [data-testid="stPageLink-NavLink"] p {
  white-space: normal !important; overflow: visible !important; text-overflow: clip !important;
}
/* a phone: every control at least 40 px to tap (WCAG 2.5.8 asks 24, fingers want more) */
@media (max-width: 760px) {
  [data-testid^="stBaseButton"], [data-testid^="stBaseLinkButton"], [data-testid="stPageLink-NavLink"],
  [data-testid="stSidebarNav"] a, [data-testid="stExpandSidebarButton"],
  [data-testid="stSidebarCollapseButton"] button, [data-testid="stTab"],
  [data-testid="stExpander"] summary { min-height: 40px; min-width: 40px; }
  [data-testid="stTooltipHoverTarget"] > button, [data-testid="stTooltipIcon"] button {
    min-width: 40px; min-height: 40px; display: inline-flex; align-items: center;
    justify-content: center;
  }
  [data-testid="stCheckbox"] label, [data-testid="stToggle"] label { min-height: 40px; }
  .cc-taught a, [data-testid="stCaptionContainer"] a,
  [data-testid="stMarkdownContainer"] p > a:only-child,
  [data-testid="stMarkdown"]:has([data-testid="stTooltipIcon"]) a {
    display: inline-block; padding: 10px 0;
  }
  [data-testid="stCaptionContainer"] code, .cc-verdict code { font-size: 0.95em; }
  [data-testid="stCaptionContainer"] p { font-size: 0.95rem; }
  [data-testid="stSlider"] [role="slider"] { width: 28px; height: 28px; }
}

/* ---------- badges ---------- */
.cc-badge {
  display: inline-block; padding: 3px 10px; border-radius: 999px; font-weight: 700;
  font-size: 0.85em; line-height: 1.35; margin: 2px 4px 2px 0; white-space: normal;
}
.cc-badge-frozen { background: #d9f0ff; color: #0b3d66; border: 1px solid #7cc3f2; }
.cc-badge-blocked { background: #ffe1e1; color: #8a1010; border: 1px solid #f29c9c; }
.cc-badge-open { background: #e6f5e1; color: #1d5214; border: 1px solid #9ccf8e; }
.cc-badge-natural { background: #f5d77a; color: #4a3500; border: 1px solid #c99a1d; }
.cc-badge-mixed { background: #e1e1e1; color: #333333; border: 1px solid #a9a9a9; }
.cc-badge-turn { background: #e8b64c; color: #2a1d00; }
.cc-badge-muted { background: rgba(255, 255, 255, 0.12); color: #f4f1e8; }
/* on the acting seat's gold-tinted box the light pill was 4.0:1 ("dealer" on South to act) */
.cc-acting .cc-badge-muted { background: rgba(0, 0, 0, 0.28); }

/* ---------- the felt table ---------- */
.cc-table {
  --cc-text: #f4f1e8;
  color: var(--cc-text); font-size: 15px; line-height: 1.4;
  /* the felt's light centre was 4.4:1 under the table's text (and its gold 3.5:1): darker, so
     all text on it is 4.5:1 or more (issue 37) */
  background: radial-gradient(ellipse at center, #11673b 0%, #0e5f36 55%, #0a4f2b 100%);
  border: 10px solid #5b3a1e; border-radius: 28px;
  box-shadow: inset 0 0 40px rgba(0, 0, 0, 0.45), 0 4px 14px rgba(0, 0, 0, 0.5);
  padding: 14px 16px 16px 16px; margin: 4px 0 12px 0;
}
.cc-table.cc-big { font-size: 20px; }
/* East or West shown face up in a narrow table: the cross layout would squeeze their hands into
   one tall column, so West and East sit side by side under North, the pile below them
   (container query on the table's own width; stacking all five made the table very tall). */
.cc-table { container-type: inline-size; }
@container (max-width: 680px) {
  .cc-grid:has(.cc-seat-E .cc-card:not(.cc-back)),
  .cc-grid:has(.cc-seat-W .cc-card:not(.cc-back)) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    grid-template-areas: "north north" "west east" "centre centre" "south south";
  }
  .cc-grid:has(.cc-seat-E .cc-card:not(.cc-back)) .cc-centre,
  .cc-grid:has(.cc-seat-W .cc-card:not(.cc-back)) .cc-centre { max-width: none; }
}
.cc-status {
  display: flex; flex-wrap: wrap; gap: 8px 18px; align-items: center; justify-content: space-between;
  border-bottom: 1px solid rgba(255, 255, 255, 0.18); padding-bottom: 8px; margin-bottom: 10px;
}
.cc-status .cc-turnline { font-weight: 700; font-size: 1.1em; }
.cc-sidesum { display: flex; flex-wrap: wrap; gap: 6px 16px; font-size: 0.92em; }
.cc-sidesum b { color: #f5d77a; }
/* the side seats are at least as wide as their longest word or badge: with minmax(0, 1fr) a
   narrow table (the sandbox at 1280×720) drew West's "dealer" badge over its box's edge */
.cc-grid {
  display: grid; grid-template-columns: minmax(min-content, 1fr) auto minmax(min-content, 1fr);
  grid-template-areas: "north north north" "west centre east" "south south south";
  gap: 10px 14px; align-items: center;
}
.cc-seat-N, .cc-seat-S { justify-self: center; max-width: 100%; }
.cc-seat-N { grid-area: north; } .cc-seat-S { grid-area: south; }
.cc-seat-W { grid-area: west; } .cc-seat-E { grid-area: east; }
.cc-centre { grid-area: centre; }
.cc-seat {
  border-radius: 12px; padding: 6px 8px 8px 8px; background: rgba(0, 0, 0, 0.16);
  border: 2px solid transparent; min-width: 0;
}
.cc-seat.cc-acting { border-color: #e8b64c; background: rgba(232, 182, 76, 0.14); }
.cc-seat-label { font-weight: 700; margin-bottom: 5px; display: flex; gap: 6px; align-items: center; flex-wrap: wrap; }
.cc-count { opacity: 0.92; font-weight: 400; font-size: 0.92em; }
.cc-centre {
  display: flex; flex-direction: column; align-items: center; gap: 6px;
  background: rgba(0, 0, 0, 0.18); border-radius: 14px; padding: 10px 14px; max-width: 340px;
}
.cc-centre-cards { display: flex; gap: 22px; justify-content: center; align-items: flex-start; }
.cc-zone { display: flex; flex-direction: column; align-items: center; gap: 4px; text-align: center; min-width: 0; }
.cc-zone-title { font-weight: 700; font-size: 0.9em; text-transform: uppercase; letter-spacing: 0.06em; opacity: 0.9; }
.cc-pilestack { position: relative; display: inline-block; }
.cc-pilestack.cc-deep { box-shadow: 3px 3px 0 #d9d4c4, 6px 6px 0 #bdb7a4; border-radius: 7px; }
.cc-badges { display: flex; flex-direction: column; align-items: center; gap: 2px; text-align: center; }
.cc-melds {
  display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 12px; margin-top: 12px;
}
.cc-sidebox { background: rgba(0, 0, 0, 0.18); border-radius: 12px; padding: 8px 10px; min-width: 0; }
.cc-sidebox h4 {
  margin: 0 0 6px 0; padding: 0; font-size: 1em; color: var(--cc-text); font-weight: 700;
}
.cc-meldlist { display: flex; flex-wrap: wrap; gap: 10px 16px; }
.cc-meld { display: flex; flex-direction: column; gap: 3px; }
.cc-meld-head { font-size: 0.85em; }
.cc-empty { opacity: 0.88; }  /* not italic: the italic face is one more font file (issue 22) */
/* the practice sidebar's coach levels on one row of a sidebar's width, in both languages */
.st-key-practice_w_coach button { padding-left: 0.5rem; padding-right: 0.5rem; }
@media (max-width: 760px) {
  /* a phone: West and East side by side, so the pile sits right above South's hand (stacking
     all five put the pile ~1,000 px above the hand's buttons) */
  .cc-grid {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    grid-template-areas: "north north" "west east" "centre centre" "south south";
  }
  .cc-centre { max-width: none; }
  .cc-melds { grid-template-columns: minmax(0, 1fr); }
}

/* ---------- the practice table on a phone: the pile right above the controls ----------
   The hand's buttons (the picker: chips, Draw, Play it) come right after the table, so on a
   phone the table ends with South's hand and then the pile and stock, and the melds go to the
   table's top: the pile, the hand and the buttons share one screen (the pile was ~500 px above
   the buttons, every turn scrolled up and back). Scoped to the practice page's table. */
@media (max-width: 760px) {
  .st-key-practice_table .cc-table { display: flex; flex-direction: column; }
  .st-key-practice_table .cc-status { order: -2; }
  .st-key-practice_table .cc-melds { order: -1; margin: 0 0 12px 0; }
  .st-key-practice_table .cc-grid {
    grid-template-areas: "north north" "west east" "south south" "centre centre"; }
  .st-key-practice_table .cc-grid.cc-seats-2 { grid-template-areas: "north" "south" "centre"; }
  .st-key-practice_table .cc-grid.cc-seats-3 {
    grid-template-areas: "north east" "south south" "centre centre"; }
  .st-key-practice_table .cc-grid.cc-seats-6 {
    grid-template-areas: "nw nw north north ne ne" "sw sw sw se se se"
      "south south south south south south" "centre centre centre centre centre centre"; }
  .st-key-practice_table .cc-grid.cc-seats-6:has(.cc-seat-N .cc-card:not(.cc-back)) {
    grid-template-areas: "north north" "nw ne" "sw se" "south south" "centre centre"; }
}

/* ---------- the sandbox on a phone ----------
   Streamlit stacks columns below 640 px in source order: the set-up and the table (its cards
   are what is tapped to pick, as in practice: issue 37), then the question and its Check; the
   table comes last in its column, right above the Check, after "What the engine sees". */
@media (max-width: 640px) {
  [data-testid="stLayoutWrapper"]:has(> .st-key-sandbox_table) { order: 1; }
}

/* ---------- cards just played (the classroom highlights a move's cards) ---------- */
.cc-card.cc-fresh {  /* the ring inside the card's edge: outside, it covered the text around */
  outline: 3px solid #ffd54a; outline-offset: -3px;
  box-shadow: 0 0 10px 3px rgba(255, 213, 74, 0.85), 1px 2px 3px rgba(0, 0, 0, 0.45);
}
/* not lifted: a lifted card's outline covered the line of text above its row (a side's
   score line under a meld just laid down); never raised over the card to its right
   (it would hide that card) */
.cc-row .cc-card.cc-fresh { z-index: 1; }

/* ---------- the projector layout (classroom presentation mode) ----------
   Sizes follow the viewport height, so the whole table fits beside the narration at 1280×720
   and grows on 1920×1080; the page's fit script zooms it down further when a deal's melds and
   hands need more room than that. */
.cc-table.cc-present {
  font-size: clamp(13px, 2.2vh, 28px); line-height: 1.3;
  border-width: 6px; border-radius: 18px; padding: 0.5em 0.7em 0.6em 0.7em; margin: 0;
}
.cc-present .cc-md {
  --cc-h: 8.6vh; --cc-w: 6vh; --cc-fs: 2.7vh; --cc-overlap: -2.3vh;
}
/* meld cards: the rank readable from the back of a room (≥ 17 px at 720 px high) */
.cc-present .cc-sm {
  --cc-h: 6.6vh; --cc-w: 4.6vh; --cc-fs: 2.4vh; --cc-overlap: -1.5vh;
}
.cc-present .cc-card { padding-left: 3px; }
.cc-present .cc-status { padding-bottom: 0.3em; margin-bottom: 0.4em; }
.cc-present .cc-grid { gap: 0.4em 0.6em; }
.cc-present .cc-seat { padding: 0.2em 0.4em 0.35em 0.4em; }
.cc-present .cc-seat-label { margin-bottom: 0.2em; }
.cc-present .cc-centre { padding: 0.35em 0.6em; gap: 0.2em; max-width: 10.5em; }
/* West's and East's hands a little tighter, so eleven cards fit on one row at 1920×1080 */
.cc-present .cc-seat-W .cc-md, .cc-present .cc-seat-E .cc-md { --cc-overlap: -2.6vh; }
.cc-present .cc-card .cc-rank { letter-spacing: -0.1em; }
.cc-present .cc-centre-cards { gap: 1em; }
.cc-present .cc-badge { padding: 1px 8px; margin: 1px 3px 1px 0; }
.cc-present .cc-melds { margin-top: 0.45em; gap: 0.5em; }
.cc-present .cc-sidebox { padding: 0.3em 0.5em; }
.cc-present .cc-sidebox h4 { margin-bottom: 0.1em; }
.cc-present .cc-sidesum { font-size: 0.85em; margin-bottom: 0.25em; }
.cc-present .cc-meldlist { gap: 0.3em 0.8em; }

/* ---------- the ruling view ---------- */
.cc-verdict {
  border-radius: 12px; padding: 10px 14px; margin: 4px 0 8px 0; font-size: 16px; line-height: 1.45;
  border: 2px solid; color: #1b1b1b;
}
.cc-verdict.cc-big { font-size: 22px; }
.cc-legal { background: #e6f5e1; border-color: #3f8f2f; }
.cc-illegal { background: #ffe9e6; border-color: #c8102e; }
.cc-verdict-head { display: flex; align-items: center; gap: 8px; font-weight: 800; font-size: 1.2em; }
.cc-legal .cc-verdict-head { color: #1d5214; }
.cc-illegal .cc-verdict-head { color: #8a1010; }
.cc-verdict-icon {
  display: inline-flex; align-items: center; justify-content: center; width: 1.4em; height: 1.4em;
  border-radius: 50%; color: #fff; font-size: 0.85em;
}
.cc-legal .cc-verdict-icon { background: #2f7a22; }  /* white ✓ on it: 5.3:1 (was 4.05:1) */
.cc-illegal .cc-verdict-icon { background: #c8102e; }
.cc-verdict-reason { font-size: 1.05em; margin: 2px 0 4px 0; }
.cc-verdict-meta { font-size: 0.9em; color: #333; margin: 0; }
.cc-verdict a { color: #0b4d8c; text-decoration: underline; }
.cc-verdict code {
  background: rgba(0, 0, 0, 0.07); color: #3a2a00; padding: 0 4px; border-radius: 4px; font-size: 0.9em;
}
.cc-verdict ul { margin: 2px 0 2px 0; padding-left: 22px; }
.cc-verdict-list, .cc-verdict-warn, .cc-verdict-count { margin-top: 6px; font-size: 0.92em; }
/* the card picker: one line per meld being built */
.cc-pick-group { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 10px; margin: 2px 0; }
.cc-pick-note { font-size: 0.85em; opacity: 0.85; }
/* the sandbox's deck palette: 51 small buttons, four rows of a suit */
[class*="st-key-sandbox_palette_row"] { gap: 4px !important; }
[class*="st-key-sandbox_palette_row"] button {
  min-height: 1.9rem; padding: 0 0.45rem; font-size: 0.85em;
}
.cc-verdict-warn { background: #fff4d6; border-radius: 8px; padding: 4px 8px; }

/* ---------- the rules reference ---------- */
/* a rule's section is one HTML element (canasta_app.reference.render.rule_html), styled as
   Streamlit styles a subheader and its Markdown */
.cc-rule h3 {
  font-size: 1.5rem; font-weight: 600; line-height: 1.2; margin: 0 0 0.6rem;
  padding: 0.5rem 0 0; scroll-margin-top: 4rem;
}
.cc-rule p, .cc-rule ul { margin: 0 0 0.75rem; line-height: 1.6; }
.cc-rule > :last-child { margin-bottom: 0; }
.cc-rule li { margin: 0.2rem 0; }
.cc-rule a { color: rgb(133, 184, 248); }  /* Streamlit's own link colour on this theme */
.cc-rule code {
  font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 0.85em;
  background: rgba(255, 255, 255, 0.12); padding: 1px 4px; border-radius: 4px;
}
.cc-rule mark.cc-hit { background: rgba(255, 164, 33, 0.35); color: inherit; padding: 0 1px; }
.cc-rule .cc-tag {
  display: inline-block; font-size: 0.85em; font-weight: 600; line-height: 1.3;
  padding: 0 0.4em; border-radius: 0.3em; background: rgba(61, 157, 243, 0.25); color: #a6d4fa;
}
/* a section's heading in its first rule's HTML element (render.section_head_html):
   Streamlit's header with divider="gray" and its caption */
h2.cc-section {
  font-size: 2.25rem; font-weight: 600; line-height: 1.2; margin: 0; padding: 1rem 0 0.5rem;
  scroll-margin-top: 4rem;
}
hr.cc-divider {
  height: 2px; border: none; border-radius: 3px; background-color: rgba(250, 250, 250, 0.45);
  margin: 0 0 1rem; padding: 0;
}
p.cc-section-note { font-size: 0.875rem; line-height: 1.6; margin: 0 0 1rem; opacity: 0.6; }
/* a rule's box (issue 22, eighth pass): CSS on its HTML element and on its details button, not
   a bordered Streamlit container a rule; the look of Streamlit's bordered container. The one
   `:has()` is behind a key's class (checked only on those buttons, not on every element). */
.cc-rule-card {
  border: 1px solid rgba(250, 250, 250, 0.2); border-radius: 0.5rem; padding: calc(1rem - 1px);
}
.cc-rule-more { border-bottom: none; border-radius: 0.5rem 0.5rem 0 0; padding-bottom: 1rem; }
[class*="st-key-ref_details_btn_"], [class*="st-key-ref_more_"] {
  width: 100% !important; margin-top: -1rem; padding: 0 calc(1rem - 1px) calc(1rem - 1px);
  border: 1px solid rgba(250, 250, 250, 0.2); border-top: none; border-radius: 0 0 0.5rem 0.5rem;
}
[class*="st-key-ref_details_btn_"] .stButton { display: flex; justify-content: flex-start; }
[class*="st-key-ref_details_btn_"] button { width: auto; min-height: 2rem; }
[class*="st-key-ref_details_btn_"]:has(+ [data-testid="stLayoutWrapper"] > [class*="st-key-ref_more_"]),
[class*="st-key-ref_details_btn_"]:has(+ [class*="st-key-ref_more_"]) {
  border-bottom: none; border-radius: 0; padding-bottom: 0.25rem;
}
[class*="st-key-ref_more_"] { padding-top: 0.75rem; }
/* a closed rule's details button: HTML in the rule's box (reference/details_button.py, issue
   22 twelfth pass), drawn as Streamlit draws the tertiary button it replaced; its listener
   draws nothing and takes no place in the page's flow */
.cc-details-btn {
  display: flex; align-items: center; gap: 0.5rem; min-height: 2rem; margin: 1rem 0 0;
  padding: 0; border: none; border-radius: 0.5rem; background: none; color: inherit;
  font: inherit; font-size: 0.875rem; line-height: 1.6; cursor: pointer; text-align: left;
}
.cc-details-btn .cc-icon { font-size: 1rem; vertical-align: 0; }
/* a link drawn as Streamlit's secondary link button (static_text.link_button_html, issue 22
   thirteenth pass: the classroom's link to the sandbox), its size, border and colours */
.cc-link-btn {
  display: inline-flex; align-items: center; gap: 0.5rem; box-sizing: border-box;
  min-height: 2.5rem; padding: 0.25rem 0.75rem; border: 1px solid rgba(244, 241, 232, 0.2);
  border-radius: 0.5rem; background: rgb(13, 89, 51); color: rgb(244, 241, 232);
  font-size: 1rem; line-height: 1.6; text-decoration: none; }
.cc-link-btn .cc-icon { font-size: 1rem; vertical-align: 0; }
.cc-link-btn:hover { background: rgba(162, 241, 201, 0.15); color: rgb(244, 241, 232); }
.cc-link-btn:focus-visible { outline: 2px solid #E8B64C; outline-offset: 2px; }
/* a bold line alone (static_text.strong_html): a Markdown paragraph's type, no margin */
.cc-strong { margin: 0; line-height: 1.6; }
.cc-details-btn:hover, .cc-details-btn:active { color: var(--primary-color, #E8B64C); }
.cc-details-btn:focus-visible { outline: 2px solid #E8B64C; outline-offset: 2px; }
.st-key-ref_details_listener, [data-testid="stLayoutWrapper"]:has(> .st-key-ref_details_listener) {
  display: none; }
/* the reference's search box (reference/search_box.py), drawn as Streamlit's text box */
.cc-search-label {
  display: flex; align-items: center; justify-content: space-between; min-height: 1.5rem;
  margin-bottom: 0.25rem; font-size: 0.875rem; line-height: 1.6; }
.cc-search-help { font-size: 1rem; opacity: 0.6; cursor: help; }
.cc-search-field {
  display: flex; align-items: center; height: 2.5rem; padding-left: 0.5rem;
  border: 1px solid rgba(244, 241, 232, 0.2); border-radius: 0.5rem; background: #0F5F37; }
.cc-search.cc-focus .cc-search-field { border-color: #E8B64C; }
.cc-search-field .cc-icon { font-size: 1rem; opacity: 0.6; vertical-align: 0; }
.cc-search-field input {
  flex: 1; min-width: 0; height: 100%; padding: 0.5rem 0.5rem 0.5rem 0.75rem; border: none;
  outline: none; background: transparent; color: inherit; font: inherit; font-size: 0.875rem; }
.cc-search-field input::placeholder { color: rgba(244, 241, 232, 0.7); }
.cc-search-count { padding-right: 0.75rem; font-size: 0.75rem; opacity: 0.6; visibility: hidden; }
.cc-search.cc-focus .cc-search-count { visibility: visible; }
/* issue 22, ninth pass (the "read" helper): rules with nothing to open share the HTML element
   of the next rule (render.stacked_html); each keeps its margins to itself and the gap between
   two is Streamlit's gap between two elements */
.cc-stack { display: flow-root; }
.cc-stack + .cc-stack { margin-top: 1rem; }
/* a bold line and its list as one HTML element (components/static_text.titled_list_html: the
   sandbox's "What the engine sees", the practice coach's notes), Streamlit's Markdown paragraph
   and list */
.cc-list p { margin: 0; line-height: 1.6; }
.cc-list strong { font-weight: 600; }
.cc-list ul { display: flow-root; margin: 1rem 0 0; padding: 0; list-style-type: disc; }
.cc-list li { margin: 0.2em 0 0.2em 1.15em; padding: 0 0 0 0.3em; line-height: 1.6; }
.cc-list li:last-child { margin-bottom: 0; }
/* a `####` heading alone in its element (static_text.card_heading_html: Home's progress card);
   Streamlit's Markdown element takes back its heading's bottom padding */
.cc-home-card.cc-heading-only h4 { padding-bottom: 0; }
/* a caption's long word (a pasted code) breaks rather than overflows, as Streamlit's does */
.cc-intro p.cc-caption { overflow-wrap: break-word; }
/* an icon in a heading or a bold line, as Streamlit draws `:material/...:` in Markdown */
.cc-home-card.cc-heading-only .cc-icon, .cc-list .cc-icon {
  font-size: 1em; line-height: inherit; vertical-align: bottom; }
/* Home (issue 22, eighth pass): an audience card's heading and sentence as one HTML element
   (canasta_app.home.model.audience_html), Streamlit's h4 and paragraph; "Everything on the site": a
   page's line under its link (.cc-page-desc), Streamlit's caption. (Boxing the link and its line
   by CSS instead of a container needed a `:has()` on every element container: Chromium's style
   recalculation took 123 ms against 75 ms without it, medians of six visits at load ~9.) */
.cc-icon {
  font-family: "Material Symbols Rounded"; font-weight: 400; font-style: normal;
  font-size: 0.9em; line-height: 1; vertical-align: -0.1em; display: inline-block;
  -webkit-font-feature-settings: "liga"; font-feature-settings: "liga";
}
.cc-home-card h4 {
  font-size: 1.5rem; font-weight: 600; line-height: 1.2; margin: 0; padding: 0.5rem 0 1rem;
}
.cc-home-card p { margin: 0; line-height: 1.6; }
.cc-page-desc { font-size: 0.875rem; line-height: 1.6; margin: 0; color: rgba(250, 250, 250, 0.8); }
/* the calculator's intro and its rules line (components/calculator_form.intro_html):
   Streamlit's paragraph and caption */
.cc-intro p { margin: 0 0 1rem; line-height: 1.6; }
.cc-intro > :last-child { margin-bottom: 0; }
.cc-intro p.cc-caption { font-size: 0.875rem; margin: 0; opacity: 0.8; }  /* 4.5:1 (issue 37) */
.cc-intro a { color: rgb(133, 184, 248); }  /* Streamlit's own link colour on this theme */
@media (max-width: 760px) {  /* a phone: as a caption's links, 40 px to tap */
  .cc-intro .cc-caption a { display: inline-block; padding: 10px 0; }
  .cc-intro p.cc-caption { font-size: 0.95rem; }
}
/* the lesson list's card (lessons/list_view.py): Streamlit's h4, paragraph, caption, badge */
.cc-lesson h4 {
  font-size: 1.5rem; font-weight: 600; line-height: 1.2; margin: 0; padding: 0.5rem 0 1rem;
}
.cc-lesson p { margin: 0 0 1rem; line-height: 1.6; }
.cc-lesson p.cc-lesson-rules { font-size: 0.875rem; margin: 0; opacity: 0.8; }
.cc-lesson a { color: rgb(133, 184, 248); }  /* Streamlit's own link colour on this theme */
.cc-lesson-badge {
  display: inline; font-size: 0.875rem; font-weight: 600; line-height: 1.2; padding: 0 4px;
  margin: 0 1px 0 0.4em; border-radius: 4px; background: rgb(14, 47, 36); color: rgb(126, 213, 176);
  vertical-align: middle;
}
.cc-anchor { display: block; position: relative; top: -70px; visibility: hidden; }
[class*="st-key-ref_sec_hl"] {
  border: 3px solid #e8b64c !important; border-radius: 12px; padding: 6px;
  box-shadow: 0 0 0 4px rgba(232, 182, 76, 0.25);
}
.cc-slug {
  font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 0.85em;
  background: rgba(255, 255, 255, 0.12); padding: 1px 6px; border-radius: 6px;
}
.cc-variant {
  border-left: 4px solid #c98d8d; background: rgba(120, 30, 30, 0.25); padding: 6px 10px;
  border-radius: 6px; margin: 4px 0;
}
.cc-variant-tag {
  display: inline-block; font-size: 0.78em; font-weight: 700; text-transform: uppercase;
  letter-spacing: 0.05em; background: #8a1010; color: #fff; border-radius: 4px; padding: 1px 6px;
  margin-right: 6px;
}
.cc-note {
  border-left: 4px solid #e8b64c; background: rgba(232, 182, 76, 0.12); padding: 6px 10px;
  border-radius: 6px; margin: 4px 0;
}
/* ---------- the card picker's buttons drawn as the table (issue 37) ----------
   Where the table's cards are the buttons (the practice table: the hand, the stock, the pile),
   the picker's own chips and its take-the-pile button stay only as what a tap clicks. */
[class*="_chips_hidden"], [data-testid="stLayoutWrapper"]:has(> [class*="_chips_hidden"]),
[class*="_pile_proxy"], [data-testid="stLayoutWrapper"]:has(> [class*="_pile_proxy"]) {
  display: none; }
/* the practice table on a laptop (1366×800): the page starts right under Streamlit's header
   bar, so the controls beside the table and South's hand under it share the first screen */
@media (min-width: 761px) {
  [data-testid="stMainBlockContainer"]:has(.st-key-practice_table) { padding-top: 3.5rem; }
  [data-testid="stMainBlockContainer"]:has(.st-key-practice_table) h1 { padding-top: 0.25rem; }
}
.cc-card.cc-tap { cursor: pointer; }
.cc-card.cc-tap:hover { outline: 3px solid #9fd3ff; outline-offset: 1px; }
.cc-card.cc-tap:focus-visible { outline: 3px dashed #ffffff; outline-offset: 2px; }
/* ---------- the card chips as card faces (issue 37) ----------
   A chip's red suit in Streamlit's red on the dark button was 3.7:1; as on the table, a chip
   is a light card face: red 6.1:1, black 17:1 (WCAG AA: 4.5:1). A picked chip keeps the
   primary button's gold with dark ink. */
[class*="_chips"] [data-testid="stBaseButton-secondary"],
[class*="sandbox_palette_row"] [data-testid="stBaseButton-secondary"] {
  background: #fffdf7; color: #111111; border-color: #b9b2a0; }
[class*="_chips"] [data-testid="stBaseButton-secondary"]:hover,
[class*="sandbox_palette_row"] [data-testid="stBaseButton-secondary"]:hover {
  background: #fff1c7; color: #111111; border-color: #e8b64c; }
[class*="_chips"] [data-testid="stBaseButton-secondary"] .stMarkdownColoredText,
[class*="sandbox_palette_row"] [data-testid="stBaseButton-secondary"] .stMarkdownColoredText {
  color: #c8102e !important; }
/* a caption at 60 % opacity was 4.2:1 on the felt; at 80 %, 5.0:1 on the lighter felt */
[data-testid="stCaptionContainer"] { opacity: 0.8; }
[data-testid="stCaptionContainer"] code { color: #c4f0dc; }  /* Streamlit's green: 3.9:1 */
/* a diagram's table (diagrams.table_html): under the drawing in a box to open; on a phone in
   the drawing's place, each arrow a block (the drawing scaled to the phone's width had words
   3-4 px high, and at its own size it scrolled sideways: issue 37) */
.cc-dtable { border-collapse: collapse; width: 100%; margin: 0.4rem 0; font-size: 0.95rem; }
.cc-dtable caption { text-align: left; font-weight: 600; padding-bottom: 0.3rem; }
.cc-dtable th { text-align: left; font-weight: 600; }
.cc-dtable th, .cc-dtable td { padding: 0.35rem 0.5rem; vertical-align: top;
  border-bottom: 1px solid rgba(255, 255, 255, 0.18); }
.cc-dtable-more summary { cursor: pointer; min-height: 44px; display: flex; align-items: center; }
.cc-dtable-phone { display: none; }
@media (max-width: 760px) {
  [data-testid="stElementContainer"]:has(> [data-testid="stGraphVizChart"]),
  [data-testid="stGraphVizChart"] { display: none; }
  .cc-dtable-more { display: none; }
  .cc-dtable-phone { display: block; }
  .cc-dtable-phone thead { position: absolute; width: 1px; height: 1px; overflow: hidden;
    clip: rect(0 0 0 0); }
  .cc-dtable-phone tr { display: block; padding: 0.5rem 0;
    border-bottom: 1px solid rgba(255, 255, 255, 0.25); }
  .cc-dtable-phone td { display: block; border: 0; padding: 0.1rem 0; font-size: 1rem; }
  .cc-dtable-phone td::before { content: attr(data-label) ": "; font-weight: 600; }
}
/* ---------- a phone (issue 37): 44-px targets with room between them ---------- */
@media (max-width: 760px) {
  [data-testid^="stBaseButton"], [data-testid^="stBaseLinkButton"], [data-testid="stPageLink-NavLink"],
  [data-testid="stSidebarNav"] a, [data-testid="stExpandSidebarButton"],
  [data-testid="stSidebarCollapseButton"] button, [data-testid="stTab"],
  [data-testid="stExpander"] summary, [data-testid="stButtonGroup"] button,
  [data-testid="stPopoverButton"] {
    min-height: 44px; min-width: 44px; }
  [data-testid="stTooltipHoverTarget"] > button, [data-testid="stTooltipIcon"] button {
    min-width: 44px; min-height: 44px; }
  /* a tab keeps its words' width: the 44-px minimum replaced a flex item's own (its words),
     so the class page's seven tabs shrank to 44 px each and their labels ran into one another;
     the tab row scrolls instead (its arrow shows) */
  [data-testid="stTab"] { flex-shrink: 0; }
  [data-testid="stCheckbox"] label, [data-testid="stToggle"] label { min-height: 44px; }
  [data-testid="stTextInputRootElement"], [data-testid="stNumberInputContainer"] {
    height: auto; min-height: 44px; }
  [data-testid="stTextInputRootElement"] input, [data-testid="stNumberInputContainer"] input {
    min-height: 42px; }
  /* a heading's 16-px link icon: a target too small to tap, and the page's own link is given */
  [data-testid="stHeaderActionElements"] { display: none; }
  [class*="_chips"], [class*="_actions"] { gap: 10px !important; }
  /* the hand played from (the seat to act's, the player's own), tapped to pick or not yet:
     side by side, 46 px wide with 8 px between, in rows (a fan left a 30-px strip of each
     card, in the draw phase too: issue 37) */
  .cc-fan:has(> .cc-card.cc-pick), .cc-own .cc-fan { padding-left: 0; column-gap: 8px; }
  .cc-fan > .cc-card.cc-pick, .cc-own .cc-fan > .cc-card { margin-left: 0; }
  .cc-card.cc-tap { min-width: 44px; min-height: 44px; }
}
/* a touch screen with no mouse (a phone, a tablet): no "Press Enter to apply" under a text box,
   a key it does not have (issue 37); a field applies when it is left */
@media (hover: none) and (pointer: coarse) {
  [data-testid="InputInstructions"] { display: none; }
}
/* the container of the script that translates Streamlit's own words (chrome_script) */
.st-key-cc_chrome, [data-testid="stLayoutWrapper"]:has(> .st-key-cc_chrome) { display: none; }
</style>
"""
