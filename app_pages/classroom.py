"""Classroom: bots play a narrated deal for a projector, and "Canasta by the numbers".

Thin page: widgets → canasta_app.classroom / canasta_app.narration / canasta_core.bots →
render. The narrated table lives in a fragment, so stepping and auto-play redraw only the
table (auto-play is the fragment's own timer, `run_every`, switched on and off by a full
rerun). Session keys are prefixed "classroom_". A link `?seed=7&dealer=N&ns=heuristic&
ew=random&step=23&view=all` reopens a deal at a move (`&present=1`: in presentation mode);
unusable values fall back to defaults with a message saying which.

Presentation mode is the projector layout: the table and the move side by side, type sized to
the viewport, the table and the narration zoomed to fit the screen (components/fit.py), rule
names without slugs. Keys: → next move, ← back, P auto-play / pause (Streamlit's button
shortcuts); the slider and the move list jump to any move.
"""

from __future__ import annotations

import time
from typing import Any
from urllib.parse import urlsplit

import pandas as pd
import streamlit as st

import canasta_core as cc
from canasta_app import classroom as cl
from canasta_app.components import coach as strategy
from canasta_app.components.fit import fit_to_viewport
from canasta_app.components.lang import get_lang
from canasta_app.components.live_view import (
    held_step,
    poll_open,
    push_live_step,
    render_live_host,
)
from canasta_app.components.ruling import (
    md_escape,
    render_ruling,
    rule_link,
    rule_title,
    rule_url,
)
from canasta_app.components.table import render_table
from canasta_app.i18n import format_number, format_percent, t
from canasta_app.move_words import action_words
from canasta_app.narration import Narration, narrate, narrate_start, seat_name, side_name
from canasta_app.show import QUERY_KEY, Shown, read_show
from canasta_core.bots import BOT_KINDS, QUICK_BOT_KINDS, DealRecord, DealSummary
from canasta_core.players import simulate
from canasta_core.positions import SEATS, SIDES

try:  # the calculator engineer's component; a plain table if it is not there
    from canasta_app.components.score_table import render_breakdown
except ImportError:  # pragma: no cover - depends on another issue's progress
    render_breakdown = None  # type: ignore[assignment]
try:  # the sandbox engineer's share links
    from canasta_app.share import sandbox_url
except ImportError:  # pragma: no cover
    sandbox_url = None  # type: ignore[assignment]

lang = get_lang()
ss = st.session_state
W = "classroom_w_"  # widget keys
MOVES_LISTED = 40  # moves shown as buttons in the move list (the slider reaches every move)


def tr(key: str, **params: object) -> str:
    return t(key, lang, **params)


_CSS = """
<style>
.st-key-classroom_narr, .st-key-classroom_narr_big {
  border-left: 6px solid #c9a227; padding-left: 14px; background: rgba(201, 162, 39, 0.07);
  border-radius: 6px;
}
.st-key-classroom_moves { max-height: 360px; overflow-y: auto; gap: 0.15rem; }
.st-key-classroom_moves button { min-height: 0; padding: 0.1rem 0; }
.st-key-classroom_moves button { text-align: left; justify-content: flex-start; }
.st-key-classroom_moves button p { text-align: left; }
.st-key-classroom_moves button:disabled { color: #f5d77a; opacity: 1; font-weight: 700; }
/* "Move 12 of 65" stands beside the slider: its own number would sit on the handle */
.st-key-classroom_bar [data-testid="stSliderThumbValue"] { display: none; }
@media (max-width: 760px) {  /* a phone: the slider gets a whole row, not what is left */
  .st-key-classroom_moves button { min-height: 40px; }
  .st-key-classroom_bar [data-testid="stSlider"], .st-key-classroom_bar .stSlider {
    flex: 1 1 100% !important; min-width: 100% !important;
  }
}
</style>
"""
# Presentation: the table and the move side by side on one screen. Type follows the viewport
# height (a projector's 720 or 1080 lines). While the sidebar is closed, the title, the tabs and
# the settings move into the header band, which is empty then, so the table gets that room.
_SIDEBAR_CLOSED = '[data-testid="stAppViewContainer"]:has(> [data-testid="stSidebar"][data-collapsed="true"])'
_SIDEBAR_OPEN = ('[data-testid="stAppViewContainer"]:has(> [data-testid="stSidebar"]'
                 ':not([data-collapsed="true"]))')
_CSS_PRESENTATION = """
<style>
[data-testid="stHeader"] { background: #0B4D2C; }
[data-testid="stMainBlockContainer"] { padding: 3.3rem 1.2rem 1rem 1.2rem; max-width: none; }
@media (min-width: 900px) {  /* a phone's header band has no room for them */
  CLOSED [data-testid="stMain"] h1 {
    position: fixed; top: 0.5rem; left: 4rem; z-index: 999991; margin: 0; padding: 0;
    font-size: 1.5rem; line-height: 2.4rem;
  }
  CLOSED [data-testid="stMain"] [data-testid="stTabs"] [role="tablist"] {
    position: fixed; top: 0.35rem; left: 50%; transform: translateX(-50%); z-index: 999991;
  }
  CLOSED .st-key-classroom_settings_box {
    position: fixed; top: 0.45rem; right: 4.5rem; z-index: 999991; width: auto;
  }
}
/* the sidebar opened on the projector: the page's title is the room the table needs (it was
   zoomed down and the rules line clipped); the tabs and the settings stay */
OPEN [data-testid="stMain"] h1 { display: none; }
OPEN [data-testid="stMainBlockContainer"] { padding-top: 2.8rem; }
.st-key-classroom_bar button p, .st-key-classroom_bar p { font-size: clamp(14px, 2vh, 24px); }
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
""".replace("CLOSED", _SIDEBAR_CLOSED).replace("OPEN", _SIDEBAR_OPEN)
st.html(_CSS)  # static CSS: no user text (style-only, so it takes no room)
# A live question is open on the projector: the narration's type a size smaller, so the answers
# fit under it in the right-hand column.
_CSS_NARR_COMPACT = """
<style>
.st-key-classroom_narr_big p, .st-key-classroom_narr_big li { font-size: clamp(15px, 2.3vh, 32px); }
.st-key-classroom_narr_big ul { margin-bottom: 0; }
</style>
"""


# ------------------------------------------------------------------------------- cached work


@st.cache_resource(max_entries=64, show_spinner=False)
def _record(seed: int, dealer: str, ns: str, ew: str) -> DealRecord:
    return cl.deal_record(seed, dealer, ns, ew)


@st.cache_resource(max_entries=128, show_spinner=False)
def _narrations(seed: int, dealer: str, ns: str, ew: str, lang_: str, view: str
                ) -> tuple[Narration, ...]:
    """The deal as dealt, then every move, told in `lang_` for this view."""
    rec = _record(seed, dealer, ns, ew)
    out = [narrate_start(rec.start, lang_)]
    for s in rec.steps:
        reveal = view == "all" or view == s.seat
        out.append(narrate(s.before, s.action, s.after, lang_, reveal=reveal))
    return tuple(out)


@st.cache_data(max_entries=500, show_spinner=False)  # 500 chunks = 25,000 deals
def _sim_chunk(ns: str, ew: str, seed: int, start: int, count: int) -> list[DealSummary]:
    return simulate(count, (ns, ew), seed=seed, start=start)


# ------------------------------------------------------------------------------- settings

if "classroom_settings" not in ss:  # first visit in this session: read the link
    # a shared link (a deal, a move) opens on that move, the settings folded away
    ss["classroom_settings_open"] = not any(k in st.query_params for k in ("seed", "step"))
    first, problems = cl.read_params(st.query_params)
    ss["classroom_settings"] = first
    ss["classroom_problems"] = problems
    ss["classroom_step"] = first.step
    ss["classroom_link_step"] = first.step  # checked against the deal's length below
    ss["classroom_playing"] = False
    ss["classroom_big"] = first.present
    ss["classroom_speed"] = cl.DEFAULT_SPEED

settings: cl.TableSettings = ss["classroom_settings"]
for name, value in (("seed", settings.seed), ("dealer", settings.dealer), ("ns", settings.ns),
                    ("ew", settings.ew), ("view", settings.view),
                    ("big", ss["classroom_big"]), ("speed", ss["classroom_speed"])):
    if W + name not in ss:  # widgets forget their state when the page is left
        ss[W + name] = value


def _bot_label(kind: str) -> str:
    return tr(f"classroom.bot.{kind}")


def _view_label(view: str) -> str:
    if view in SEATS:
        return tr("classroom.view.seat", seat=seat_name(view, lang))
    return tr(f"classroom.view.{view}")


_PAGE_PATHS = ("home", "lessons", "reference", "sandbox", "calculator", "classroom")


def _page_url() -> str:
    """This page's absolute address (no query), from the address the browser reported — which
    may be another page's when the visitor arrived through the navigation."""
    try:
        url = str(st.context.url or "")
    except Exception:  # pragma: no cover - older servers / tests
        return ""
    parts = urlsplit(url)
    if not parts.scheme or not parts.netloc:
        return ""
    path = parts.path.rstrip("/")
    head, _, last = path.rpartition("/")
    if last in _PAGE_PATHS:
        path = head
    return f"{parts.scheme}://{parts.netloc}{path}/classroom"


def _on_big() -> None:
    ss["classroom_big"] = bool(ss[W + "big"])


def _on_deal_change() -> None:
    ss["classroom_step"] = 0
    ss["classroom_playing"] = False


# --- a situation shown to the class: ?show=<share code> (a lesson step, the sandbox) ----------

def _read_show() -> Shown | None:
    """The situation of the link's ?show= value (read again only when the link changes)."""
    code = st.query_params.get(QUERY_KEY)
    if code is None:
        return None
    if ss.get("classroom_show_code") != code:
        shown, error = read_show(code)
        ss["classroom_show_code"] = code
        ss["classroom_show"] = shown
        ss["classroom_show_step"] = shown.moves if shown else 0
        ss["classroom_show_error"] = error
        if shown is not None:  # the link asks for the projector (present=1) or not
            ss["classroom_big"] = ss[W + "big"] = st.query_params.get("present") == "1"
    error = ss.get("classroom_show_error")
    if error is not None:
        detail = t(f"sandbox.share_error.{error.code}", lang, **error.params)
        st.warning(tr("classroom.show.bad", detail=md_escape(detail)), icon=":material/link_off:")
    return ss.get("classroom_show")


def _leave_show() -> None:
    for k in ("classroom_show", "classroom_show_code", "classroom_show_error"):
        ss.pop(k, None)
    st.query_params.pop(QUERY_KEY, None)


def _show_step(delta: int) -> None:
    shown: Shown = ss["classroom_show"]
    ss["classroom_show_step"] = max(0, min(shown.moves, int(ss["classroom_show_step"]) + delta))


def _render_show(shown: Shown) -> None:
    """The situation on the table, big when presenting: its moves one by one, narrated like a
    bot deal, and the question it asks ruled on for the room."""
    big = bool(ss["classroom_big"])
    step = int(ss.get("classroom_show_step", shown.moves))
    bar = st.container(horizontal=True, vertical_alignment="center", key="classroom_show_bar")
    if shown.moves:
        bar.button(tr("classroom.btn.back"), icon=":material/chevron_left:",
                   key="classroom_show_back", on_click=_show_step, args=(-1,),
                   disabled=step == 0, shortcut="Left")
        bar.button(tr("classroom.btn.step"), icon=":material/chevron_right:", type="primary",
                   key="classroom_show_next", on_click=_show_step, args=(1,),
                   disabled=step >= shown.moves, shortcut="Right")
        bar.markdown(f"**{md_escape(tr('classroom.show.move', step=step, total=shown.moves))}**",
                     width="content")
    bar.toggle(tr("classroom.show.present"), key=W + "big", on_change=_on_big)
    bar.button(tr("classroom.show.leave"), icon=":material/close:", key="classroom_show_leave",
               on_click=_leave_show)
    pos = shown.at(step)
    fresh = cl.just_played(shown.at(step - 1), pos) if step else {}
    left, right = st.columns([0.66, 0.34], gap="small") if big else (st.container(),
                                                                     st.container())
    with left:
        render_table(pos, lang, reveal="all", fresh=fresh, present=big)
    with right:
        if step:
            n = narrate(shown.at(step - 1), shown.history[step - 1], pos, lang)
            _render_narration(n, step, big)
        if step == shown.moves and shown.pending:
            action = action_words(shown.pending, lang)
            question = tr("classroom.show.question", seat=seat_name(pos.turn, lang), action=action)
            st.markdown(("### " if big else "**") + md_escape(question) + ("" if big else "**"))
            ruling = shown.ruling()
            if ruling is None:
                st.warning(tr("classroom.show.unreadable", detail=md_escape(shown.pending)))
            else:
                render_ruling(ruling, lang, big=big)
    if big:
        fit_to_viewport(".cc-table.cc-present", ".st-key-classroom_narr_big")


def _render_narration(n: Narration, step: int, big: bool) -> None:
    with st.container(key="classroom_narr_big" if big else "classroom_narr"):
        if n.seat is None:
            label = tr("classroom.at_start")
        else:
            label = f"{tr('classroom.step_label', step=step)} · {seat_name(n.seat, lang)}"
        st.markdown(f"**{md_escape(label)}** — {md_escape(n.headline)}")
        if n.details:
            st.markdown("\n".join(f"- {md_escape(d)}" for d in n.details))
        if n.slugs:  # rule names, linked to the reference (slugs are the reference's)
            links = " · ".join(
                f"[{md_escape(rule_title(s, lang))}]({rule_url(s, lang)})" if big
                else rule_link(s, lang)
                for s in n.slugs
            )
            st.markdown(tr("classroom.rules", links=links))
        if n.reason:
            st.caption(tr("classroom.reason", reason=md_escape(n.reason)))


_shown = _read_show()
if _shown is not None:
    if ss["classroom_big"]:
        st.html(_CSS_PRESENTATION)
    st.title(tr("classroom.show.title"))
    _render_show(_shown)
    st.stop()

st.title(tr("classroom.title"))
if ss["classroom_big"]:  # a projector needs the room (streamlit_app.py closes the sidebar)
    st.html(_CSS_PRESENTATION)
else:
    st.caption(tr("classroom.intro"))

problems = ss.get("classroom_problems") or []
if problems:
    text = "; ".join(t(key, lang, **{k: md_escape(str(v)) for k, v in params.items()})
                     for key, params in problems)
    st.warning(tr("classroom.bad_params", problems=text), icon=":material/link_off:")

tab_table, tab_numbers = st.tabs([tr("classroom.tab.table"), tr("classroom.tab.numbers")])

with tab_table:
    if ss["classroom_big"]:  # presentation: settings tucked away in a popover
        settings_box = st.popover(tr("classroom.settings"), icon=":material/tune:",
                                  key="classroom_settings_box")
    else:
        settings_box = st.expander(tr("classroom.settings"),
                                   expanded=bool(ss.get("classroom_settings_open", True)),
                                   icon=":material/tune:")
    with settings_box:
        c1, c2, c3, c4 = st.columns([1.2, 0.8, 1, 1])
        c1.number_input(tr("classroom.seed"), min_value=0, max_value=cl.SEED_MAX, step=1,
                        key=W + "seed", help=tr("classroom.seed_help"), on_change=_on_deal_change)
        c2.selectbox(tr("classroom.dealer"), SEATS, key=W + "dealer",
                     format_func=lambda s: seat_name(s, lang), on_change=_on_deal_change)
        c3.selectbox(tr("classroom.ns_bot"), BOT_KINDS, key=W + "ns", format_func=_bot_label,
                     on_change=_on_deal_change)
        c4.selectbox(tr("classroom.ew_bot"), BOT_KINDS, key=W + "ew", format_func=_bot_label,
                     on_change=_on_deal_change)
        c5, c6, c7 = st.columns([1.2, 1.4, 1.4])
        c5.selectbox(tr("classroom.view"), cl.VIEWS, key=W + "view", format_func=_view_label)
        c6.select_slider(tr("classroom.speed"), options=cl.SPEEDS, key=W + "speed",
                         format_func=lambda s: tr("classroom.speed_value",
                                                  seconds=format_number(s, lang, 0 if s == int(s) else 1)))
        c7.toggle(tr("classroom.presentation"), key=W + "big", on_change=_on_big)

    settings = cl.TableSettings(
        seed=int(ss[W + "seed"]), dealer=ss[W + "dealer"], ns=ss[W + "ns"], ew=ss[W + "ew"],
        step=int(ss["classroom_step"]), view=ss[W + "view"],
    )
    ss["classroom_settings"] = settings
    ss["classroom_big"] = bool(ss[W + "big"])
    ss["classroom_speed"] = float(ss[W + "speed"])
    key = (settings.seed, settings.dealer, settings.ns, settings.ew)
    record = _record(*key)
    total = len(record.steps)
    link_step = ss.pop("classroom_link_step", None)
    if link_step is not None and link_step > total:
        ss["classroom_problems"] = [*problems, ("classroom.bad.step", {"value": link_step})]
        ss["classroom_step"] = 0
        st.rerun()

    def _last_open() -> int:
        """How far the table may go: a live question not yet revealed holds it at its move
        (one step on would show what was played)."""
        hold = held_step()
        return total if hold is None else max(0, min(hold, total))

    def _go(step: int, playing: bool = False) -> None:
        ss["classroom_step"] = max(0, min(step, _last_open()))
        ss["classroom_playing"] = playing

    def _toggle_play() -> None:
        playing = not ss["classroom_playing"]
        if playing and ss["classroom_step"] >= total:
            ss["classroom_step"] = 0  # replay from the start
        ss["classroom_playing"] = playing
        ss["classroom_tick"] = 0.0

    def _jump() -> None:
        _go(int(ss[W + "jump"]))

    playing_now = bool(ss["classroom_playing"])
    speed = float(ss["classroom_speed"])

    @st.fragment(run_every=speed if playing_now else None)
    def _table_view(playing: bool) -> None:
        step = max(0, min(int(ss["classroom_step"]), total))
        if playing and ss["classroom_playing"]:
            now = time.monotonic()
            if step < _last_open() and now - float(ss.get("classroom_tick", 0.0)) >= speed * 0.8:
                step += 1
                ss["classroom_tick"] = now
            ss["classroom_step"] = step
            if step >= _last_open():
                ss["classroom_playing"] = False
        if bool(ss["classroom_playing"]) != playing:
            st.rerun()  # start or stop the fragment's timer
        big = bool(ss["classroom_big"])
        current = cl.TableSettings(settings.seed, settings.dealer, settings.ns, settings.ew,
                                   step, settings.view, big)
        st.query_params.update(cl.query_for(current))
        push_live_step(current)
        if not big and "present" in st.query_params:
            del st.query_params["present"]

        _render_controls(step)
        narrations = _narrations(*key, lang, settings.view)
        pos = record.position_at(step)
        fresh = cl.just_played(record.steps[step - 1].before, pos) if step else {}
        if big:  # the table and the move side by side, the rest under the move
            left, right = st.columns([0.66, 0.34], gap="small")
            with left:
                render_table(pos, lang, reveal=settings.view, fresh=fresh, present=True)
            with right:
                if step >= total:  # the deal's result first: it is what the room looks for
                    _render_result(record)
                if poll_open():  # the answers share the column: the narration gives room
                    st.html(_CSS_NARR_COMPACT)
                _render_narration(narrations[step], step, big)
                # the class following live, docked here so it covers nothing on the projector
                render_live_host(lang)
                if step >= total:
                    _render_scoring(record, with_result=False)
                    strategy.render_turning_points(record, lang, _go)
                if not poll_open():  # while a question is open its answers need the room
                    _render_moves(narrations, step)
                    _render_links(pos, current)
            # a long move's narration is zoomed down too, like a crowded table, and so is the
            # live panel under it (a question with many different answers)
            fit_to_viewport(".cc-table.cc-present", ".st-key-classroom_narr_big",
                            ".st-key-live_host")
        else:
            _render_narration(narrations[step], step, big)
            render_table(pos, lang, reveal=settings.view, fresh=fresh)
            if step >= total:
                _render_scoring(record)
                strategy.render_turning_points(record, lang, _go)
            _render_links(pos, current)
            with st.expander(tr("classroom.history", count=step), icon=":material/history:"):
                _render_moves(narrations, step)

    def _render_controls(step: int) -> None:
        bar = st.container(horizontal=True, vertical_alignment="center", key="classroom_bar")
        bar.button(tr("classroom.btn.start"), icon=":material/first_page:", key="classroom_b_start",
                   on_click=_go, args=(0,), disabled=step == 0)  # no key: its hint is English
        bar.button(tr("classroom.btn.back"), icon=":material/chevron_left:", key="classroom_b_back",
                   on_click=_go, args=(step - 1,), disabled=step == 0, shortcut="Left")
        last = _last_open()
        held = t("live.host.held", lang) if last < total and step >= last else None
        bar.button(tr("classroom.btn.step"), icon=":material/chevron_right:", type="primary",
                   key="classroom_b_step", on_click=_go, args=(step + 1,),
                   disabled=step >= last, shortcut="Right", help=held)
        if ss["classroom_playing"]:
            bar.button(tr("classroom.btn.pause"), icon=":material/pause:", key="classroom_b_play",
                       on_click=_toggle_play, shortcut="P")
        else:
            bar.button(tr("classroom.btn.play"), icon=":material/play_arrow:",
                       key="classroom_b_play", on_click=_toggle_play,
                       disabled=total == 0 or held is not None, shortcut="P", help=held)
        bar.button(tr("classroom.btn.end"), icon=":material/last_page:", key="classroom_b_end",
                   on_click=_go, args=(total,), disabled=step >= last, help=held)
        bar.markdown(f"**{md_escape(tr('classroom.progress', step=step, total=total))}**",
                     width="content")
        if total:
            ss[W + "jump"] = step  # the slider follows the buttons, the keys and auto-play
            bar.slider(tr("classroom.jump"), min_value=0, max_value=total, key=W + "jump",
                       on_change=_jump, help=tr("classroom.jump_help"),
                       label_visibility="collapsed", width="stretch")

    def _render_result(rec: DealRecord) -> None:
        """The deal's result in one line: on a projector it is what the class looks for, so it
        comes before the last move's narration (the breakdown follows it)."""
        breakdown = cc.score(rec.final)
        ns, ew = breakdown["NS"]["total"], breakdown["EW"]["total"]
        if ns == ew:
            st.info(tr("classroom.result_tie", a=ns))
        else:
            win = "NS" if ns > ew else "EW"
            st.success(tr("classroom.result_win", side=side_name(win, lang),
                          a=max(ns, ew), b=min(ns, ew)), icon=":material/emoji_events:")

    def _render_scoring(rec: DealRecord, with_result: bool = True) -> None:
        final = rec.final
        st.subheader(tr("classroom.scoring"), anchor=False)
        if not rec.finished:
            st.info(tr("classroom.unfinished", limit=cl.TABLE_MAX_ACTIONS))
        breakdown = cc.score(final)
        if with_result:
            _render_result(rec)
        if render_breakdown is not None:
            render_breakdown(breakdown, lang)
        else:  # pragma: no cover
            st.table(pd.DataFrame(breakdown))

    def _render_links(pos: cc.Position, current: cl.TableSettings) -> None:
        c1, c2 = st.columns(2)
        with c1:
            if sandbox_url is None:
                st.caption(tr("classroom.sandbox_soon"))
            else:
                try:
                    # only what this view may see travels in the link (a seat's view hides the
                    # other hands and the stock, in the sandbox too)
                    url = sandbox_url(cl.seat_view(pos, current.view), [], lang)
                except ValueError as e:  # ShareError: too large for a link
                    st.caption(tr("classroom.sandbox_error", detail=md_escape(str(e))))
                else:
                    st.link_button(tr("classroom.sandbox"), url, icon=":material/open_in_new:")
        with c2:
            rel = cl.permalink(current, lang)
            st.markdown(f"[{md_escape(tr('classroom.permalink'))}]({rel})",
                        help=tr("classroom.permalink_help"))
            base = _page_url()
            if base and not current.present:  # the full address, to paste elsewhere
                st.code(base + rel[len("./classroom"):], language=None, wrap_lines=True)


    def _render_moves(narrations: tuple[Narration, ...], step: int) -> None:
        """The moves so far, newest first; a click goes back to that move."""
        if step == 0:
            st.caption(tr("classroom.history_empty"))
            return
        with st.container(key="classroom_moves", gap="small"):
            first = max(1, step - MOVES_LISTED + 1)
            for i in range(step, first - 1, -1):
                n = narrations[i]
                label = f"{i}. {md_escape(n.headline)}"
                if i == step:
                    label += f" {md_escape(tr('classroom.move_current'))}"
                st.button(label, key=f"classroom_mv_{i}", type="tertiary", on_click=_go,
                          args=(i,), disabled=i == step)
            if first > 1:
                st.caption(tr("classroom.moves_earlier", count=first - 1))

    _table_view(playing_now)
    strategy.run_requested()  # the expert work the table asked for (progress, Cancel)
    if not ss["classroom_big"]:  # (on the projector it is docked beside the table)
        render_live_host(lang)  # the class following this deal live (canasta_app/store)


# ------------------------------------------------------------------------------- the numbers


def _pct(x: float) -> str:
    return format_percent(x, lang, 0 if x >= 0.1 or x == 0 else 1)


def _styled(frame: pd.DataFrame, percent: tuple[str, ...] = (),
            digits: dict[str, int] | None = None) -> Any:
    """Shares (0..1) as percentages with one decimal and other figures with `digits`, in the
    language's notation (1,6 % in Spanish); the cells stay numbers, so the columns still sort."""
    fmt: dict[str, Any] = {c: (lambda v: format_percent(v, lang)) for c in percent}
    fmt.update({c: (lambda v, d=d: format_number(v, lang, d)) for c, d in (digits or {}).items()})
    return frame.style.format(fmt)


def _show_frame(styled: Any, big: bool) -> None:
    """A results table: sortable in normal mode, large HTML type on a projector (the sortable
    grid draws on a canvas that ignores the page's type size)."""
    if big:
        st.table(styled.hide(axis="index"))
    else:
        st.dataframe(styled, hide_index=True)


def _render_numbers(summaries: list[DealSummary], seconds: float | None) -> None:
    big = bool(ss["classroom_big"])
    df = cl.frame(summaries)
    n = len(df)
    if seconds is not None and seconds >= 0.05:  # "played in 0.0 s" was a cache answering
        st.caption(tr("classroom.sim.done", n=n, seconds=format_number(seconds, lang, 1)))
    else:
        st.caption(tr("classroom.sim.cached", n=n))
    fig = cl.headline_figures(df)
    m = st.columns(4)
    m[0].metric(tr("classroom.sim.deals"), format_number(n, lang, grouping=True))
    m[1].metric(tr("classroom.sim.avg_turns"), format_number(fig["avg_turns"], lang, 1))
    m[2].metric(tr("classroom.sim.froze_share"), _pct(fig["froze"]))
    m[3].metric(tr("classroom.sim.out_share"), _pct(fig["out"]))

    share = (tr("classroom.sim.col.share"),)
    left, right = st.columns(2)
    with left:
        st.subheader(tr("classroom.sim.freeze_title"), anchor=False)
        _show_frame(_styled(cl.freeze_table(df, lang), share), big)
        st.caption(f"{tr('classroom.sim.freeze.avg')}: "
                   f"{format_number(df['freezes'].mean(), lang, 2)}. "
                   f"{tr('classroom.sim.freeze.overlap')}")
    with right:
        st.subheader(tr("classroom.sim.end_title"), anchor=False)
        _show_frame(_styled(cl.end_table(df, lang), share), big)
        st.caption(tr("classroom.sim.stock_out", share=_pct(fig["stock_out"]),
                      concealed=_pct(fig["concealed"])))

    deals = tr("classroom.sim.col.deals")
    left, right = st.columns(2)
    with left:
        st.subheader(tr("classroom.sim.length_title"), anchor=False)
        st.caption(tr("classroom.sim.length_caption"))
        hist = cl.turns_histogram(df, lang)
        st.altair_chart(cl.band_chart(hist, tr("classroom.sim.turns"), [deals], deals, big),
                        key="classroom_chart_turns")
    with right:
        st.subheader(tr("classroom.sim.scores_title"), anchor=False)
        st.caption(tr("classroom.sim.scores_caption", step=250))
        scores = cl.score_histogram(df, lang, step=250)
        sides = [side_name(s, lang) for s in SIDES]
        st.altair_chart(cl.band_chart(scores, tr("classroom.sim.score"), sides, deals, big),
                        key="classroom_chart_scores")

    st.subheader(tr("classroom.sim.wins_title"), anchor=False)
    st.caption(tr("classroom.sim.wins_caption"))
    rate = tr("classroom.sim.col.win_rate")
    wins = _styled(cl.wins_table(df, lang), (rate,), {
        tr("classroom.sim.col.avg_score"): 0, tr("classroom.sim.col.canastas"): 2})
    _show_frame(wins, big)
    ties = int((df["winner"] == "tie").sum())
    if ties:
        st.caption(f"{tr('classroom.sim.ties')}: {ties}")

    st.subheader(tr("classroom.sim.check_title"), anchor=False)
    checks = cl.checks_table(df, lang)
    st.table(checks.set_index(checks.columns[0]))


with tab_numbers, st.container(key="classroom_numbers"):
    st.caption(tr("classroom.sim.intro"))
    with st.form("classroom_sim_form", border=True):
        f1, f2, f3, f4 = st.columns([1, 1, 1, 1])
        n_in = f1.number_input(tr("classroom.sim.n"), min_value=1, max_value=cl.SIM_MAX,
                               value=cl.SIM_DEFAULT, step=100, key=W + "sim_n",
                               help=tr("classroom.sim.n_help", max=format_number(cl.SIM_MAX, lang, grouping=True)))
        ns_in = f2.selectbox(tr("classroom.ns_bot"), QUICK_BOT_KINDS, key=W + "sim_ns",
                             format_func=_bot_label)
        ew_in = f3.selectbox(tr("classroom.ew_bot"), QUICK_BOT_KINDS, index=1, key=W + "sim_ew",
                             format_func=_bot_label)
        seed_in = f4.number_input(tr("classroom.sim.seed"), min_value=0, max_value=cl.SEED_MAX,
                                  value=1, step=1, key=W + "sim_seed")
        if st.form_submit_button(tr("classroom.sim.run"), type="primary",
                                 icon=":material/play_arrow:"):
            n_ok = max(1, min(int(n_in), cl.SIM_MAX))
            ss["classroom_sim"] = (n_ok, str(ns_in), str(ew_in), int(seed_in))

    params = ss.get("classroom_sim")
    if not params:
        st.info(tr("classroom.sim.empty"), icon=":material/bar_chart:")
    else:
        n_sim, ns_sim, ew_sim, seed_sim = params
        fresh = ss.get("classroom_sim_done") != params
        progress = st.progress(0.0, text=tr("classroom.sim.running", done=0, total=n_sim)) \
            if fresh else None
        started = time.perf_counter()
        results: list[DealSummary] = []
        for start, count in cl.chunks(n_sim):
            results.extend(_sim_chunk(ns_sim, ew_sim, seed_sim, start, count))
            if progress is not None:
                progress.progress(len(results) / n_sim,
                                  text=tr("classroom.sim.running", done=len(results), total=n_sim))
        if progress is not None:
            progress.empty()
            ss["classroom_sim_done"] = params
            ss["classroom_sim_seconds"] = time.perf_counter() - started
        _render_numbers(results, ss.get("classroom_sim_seconds") if fresh else None)
