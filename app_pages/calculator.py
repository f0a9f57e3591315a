"""Score calculator: one deal from a position or a count (with the worked 925 example), and a
game sheet to 5000 with a chart and CSV download/upload.

Thin page: widgets → canasta_app.calculator (which calls the engine) → render.
Session keys are prefixed "calculator_". The sandbox hands over a position by putting it in
st.session_state["calculator_position"] before switching here.
"""

from __future__ import annotations

from typing import Any

import pandas as pd
import streamlit as st

import canasta_core as cc
from canasta_app import calculator as calc
from canasta_app.calculator import CalcError, GameSheet, SideForm
from canasta_app.components.lang import get_lang
from canasta_app.components.ruling import md_escape, rule_link
from canasta_app.components.score_table import render_breakdown
from canasta_app.i18n import STRINGS, t
from canasta_core.cards import VALUES
from canasta_core.positions import SIDES
from canasta_core.scoring import (
    ALL_RED_THREES,
    GAME_TARGET,
    GOING_OUT,
    GOING_OUT_CONCEALED,
    MIXED_CANASTA,
    NATURAL_CANASTA,
    RED_THREE,
)

lang = get_lang()
ss = st.session_state
ss.setdefault("calculator_deals", [])  # the game sheet: [[ns, ew], ...]


def tx(key: str, **params: Any) -> str:
    return t(key, lang, **params)


def side(s: str) -> str:
    return calc.side_name(s, lang)


def flash(where: str, kind: str, text: str) -> None:
    """Leave a message for the next run, shown at `where` (callbacks run before the page)."""
    ss["calculator_flash"] = {"where": where, "kind": kind, "text": text}


def show_flash(where: str) -> None:
    note = ss.get("calculator_flash")
    if note and note["where"] == where:
        del ss["calculator_flash"]
        getattr(st, note["kind"])(note["text"])


def deal_pair(bd: dict[str, dict[str, int]]) -> tuple[int, int]:
    return bd["NS"]["total"], bd["EW"]["total"]


def current_sheet() -> GameSheet:
    return GameSheet(tuple((int(a), int(b)) for a, b in ss.get("calculator_deals", [])))


def store_sheet(sheet: GameSheet) -> None:
    ss["calculator_deals"] = [list(d) for d in sheet.deals]


def add_deal(ns: int, ew: int, where: str) -> None:
    try:
        sheet = current_sheet().add(ns, ew)
    except CalcError as e:
        flash(where, "error", e.message(lang))
        return
    store_sheet(sheet)
    n = len(sheet.deals)
    if where == "sheet":
        text = tx("calculator.sheet.added", n=n)
    else:
        text = tx(
            "calculator.added",
            n=n,
            ns_name=side("NS"),
            ns=calc.fmt_points(ns),
            ew_name=side("EW"),
            ew=calc.fmt_points(ew),
        )
    flash(where, "success", text)


def offer_add(bd: dict[str, dict[str, int]], where: str) -> None:
    """Remember the deal as "the deal scored above" and offer to put it on the game sheet."""
    pair = deal_pair(bd)
    if ss.get(f"calculator_scored_{where}") != pair:
        ss[f"calculator_scored_{where}"] = pair
        ss["calculator_last_scored"] = pair
    st.button(
        tx("calculator.add_to_sheet"),
        key=f"calculator_add_from_{where}",
        icon=":material/playlist_add:",
        on_click=add_deal,
        args=(*pair, where),
        disabled=current_sheet().status().finished,
    )
    show_flash(where)


# --- arriving with a position (from the sandbox, or a ?s= link) ---------------------------

incoming = ss.pop("calculator_position", None)
if incoming is not None:
    ss["calculator_position_text"] = calc.position_text(incoming)
    ss["calculator_position_note"] = ("info", tx("calculator.position.from_sandbox"))

share = st.query_params.get("s")
if share and ss.get("calculator_share_seen") != share:
    ss["calculator_share_seen"] = share
    try:
        shared = calc.position_from_share(share[:20_000])
    except ValueError as e:  # ShareError, NotationError, IllegalAction are all ValueErrors
        code = getattr(e, "code", "")
        key = f"sandbox.share_error.{code}"
        if code and key in STRINGS.get(lang, {}):
            detail = md_escape(t(key, lang, **getattr(e, "params", {})))
        else:
            detail = md_escape(str(e))
        ss["calculator_position_note"] = (
            "warning",
            tx("calculator.position.bad_link", error=detail),
        )
    else:
        if shared is not None:
            ss["calculator_position_text"] = calc.position_text(shared)
            ss["calculator_position_note"] = ("info", tx("calculator.position.from_link"))


# --- header ----------------------------------------------------------------------------

st.title(tx("calculator.title"))
st.markdown(tx("calculator.intro"))
st.caption(
    tx(
        "calculator.rules",
        links=" · ".join(
            rule_link(slug, lang) for slug in ("score.deal", "threes.red-score", "game.end")
        ),
    )
)

tab_position, tab_form, tab_sheet = st.tabs(
    [tx("calculator.tab.position"), tx("calculator.tab.form"), tx("calculator.tab.sheet")]
)


# --- (a) from a position ---------------------------------------------------------------


def paste_example() -> None:
    ss["calculator_position_text"] = calc.position_text(calc.example_925().position)
    ss.pop("calculator_position_note", None)


with tab_position:
    st.markdown(tx("calculator.position.help"))
    note = ss.pop("calculator_position_note", None)
    if note:
        getattr(st, note[0])(note[1])
    ss.setdefault("calculator_position_text", "")
    box, result_col = st.columns([1, 1], gap="large")
    with box:
        st.text_area(
            tx("calculator.position.label"),
            key="calculator_position_text",
            height=420,
            placeholder=tx("calculator.position.placeholder"),
        )
        p1, p2 = st.columns(2)
        # Scoring happens on every run; the button just applies what was typed (like Ctrl+Enter).
        p1.button(
            tx("calculator.position.score"),
            key="calculator_score_position",
            type="primary",
            icon=":material/calculate:",
            width="stretch",
        )
        p2.button(
            tx("calculator.position.load_example"),
            key="calculator_paste_example",
            icon=":material/content_paste:",
            on_click=paste_example,
            width="stretch",
        )
    text = ss["calculator_position_text"]
    with result_col:
        if not text.strip():
            st.info(tx("calculator.position.empty"))
        else:
            try:
                pos, hidden = calc.read_position(text, bool(ss.get("calculator_hidden_as_empty")))
            except cc.NotationError as e:
                message = e.message_in(lang)
                if e.field and message.startswith(f"{e.field}: "):
                    message = message[len(e.field) + 2 :]
                if e.field:
                    shown = tx(
                        "calculator.position.invalid",
                        field=md_escape(e.field),
                        message=md_escape(message),
                    )
                else:
                    shown = tx("calculator.position.invalid_nofield", message=md_escape(message))
                st.error(shown + "\n\n" + tx("calculator.position.kept"), icon=":material/error:")
            except CalcError as e:
                params = {k: md_escape(str(v)) for k, v in e.params.items()}
                st.error(CalcError(e.key, **params).message(lang), icon=":material/error:")
                if e.key == "calculator.position.hand_count":
                    st.toggle(
                        tx("calculator.position.table_only"), key="calculator_hidden_as_empty"
                    )
            else:
                if hidden:
                    st.toggle(
                        tx("calculator.position.table_only"), key="calculator_hidden_as_empty"
                    )
                    st.warning(
                        tx(
                            "calculator.position.table_only_note",
                            seats=", ".join(calc.seat_name(x, lang) for x in hidden),
                        ),
                        icon=":material/visibility_off:",
                    )
                if pos.went_out is None:
                    st.markdown(tx("calculator.position.nobody_out"))
                else:
                    key = (
                        "calculator.position.went_out_concealed"
                        if pos.went_out.concealed
                        else "calculator.position.went_out"
                    )
                    st.markdown(tx(key, seat=calc.seat_name(pos.went_out.seat, lang)))
                position_bd = cc.score(pos)
                # the totals first, where the eye is after "Score this position" (the
                # breakdown's total row sat below the fold of a 720-px screen)
                totals = st.columns(2)
                for col, s in zip(totals, ("NS", "EW"), strict=True):
                    col.metric(tx("calculator.position.total", side=side(s)),
                               calc.fmt_points(position_bd[s]["total"]))
                offer_add(position_bd, "position")
                render_breakdown(position_bd, lang)


# --- (b) from a count -------------------------------------------------------------------

FIELDS = (
    "melds",
    "natural_canastas",
    "mixed_canastas",
    "red_threes",
    "melded_anything",
    "going_out",
    "hands",
)


def fkey(s: str, name: str) -> str:
    return f"calculator_f_{s}_{name}"


def set_form(form: dict[str, SideForm]) -> None:
    for s in SIDES:
        for name in FIELDS:
            ss[fkey(s, name)] = getattr(form[s], name)
        for name in ("melds", "hands"):  # the cards counted belong to the numbers replaced
            ss[fkey(s, f"{name}_cards")] = ""
            ss.pop(fkey(s, f"{name}_counted"), None)


def fill_example() -> None:
    set_form(calc.example_925().form)
    ss["calculator_show_example"] = True


def clear_form() -> None:
    set_form({s: SideForm() for s in SIDES})
    ss["calculator_show_example"] = False


def tick_melded(s: str) -> None:
    """Points or canastas entered for a side mean it has melded: tick the box for the user."""
    names = ("melds", "natural_canastas", "mixed_canastas")
    if any(ss.get(fkey(s, name)) for name in names):
        ss[fkey(s, "melded_anything")] = True


def count_from_cards(s: str, name: str) -> None:
    """The cards typed under a points field, added up into it (or why they could not be)."""
    text = str(ss.get(fkey(s, f"{name}_cards")) or "")
    if not text.strip():
        ss.pop(fkey(s, f"{name}_counted"), None)
        return
    try:
        n, points = calc.count_cards(text)
    except CalcError as e:
        ss[fkey(s, f"{name}_counted")] = ("error", e.message(lang))
        return
    ss[fkey(s, name)] = min(points, calc.MAX_FORM_POINTS)
    ss[fkey(s, f"{name}_counted")] = ("ok", tx("calculator.count.done", n=n, points=points))
    if name == "melds":
        tick_melded(s)


def cards_box(s: str, name: str) -> None:
    """A box under a points field: type the cards, and the field gets their values' sum."""
    st.text_input(
        tx(f"calculator.count.{name}"),
        key=fkey(s, f"{name}_cards"),
        placeholder=tx("calculator.count.placeholder"),
        max_chars=600,
        on_change=count_from_cards,
        args=(s, name),
    )
    said = ss.get(fkey(s, f"{name}_counted"))
    if said:
        (st.caption if said[0] == "ok" else st.error)(md_escape(said[1]))


def read_form() -> dict[str, SideForm]:
    return {s: SideForm(**{name: ss[fkey(s, name)] for name in FIELDS}) for s in SIDES}


for _s in SIDES:
    for _name in FIELDS:
        ss.setdefault(fkey(_s, _name), getattr(SideForm(), _name))

with tab_form:
    st.markdown(tx("calculator.form.help"))
    b1, b2, _ = st.columns([1, 1, 3])
    b1.button(
        tx("calculator.form.example"),
        key="calculator_example",
        type="primary",
        icon=":material/auto_stories:",
        help=tx("calculator.form.example_help"),
        on_click=fill_example,
        width="stretch",
    )
    b2.button(
        tx("calculator.form.clear"),
        key="calculator_clear",
        icon=":material/restart_alt:",
        on_click=clear_form,
        width="stretch",
    )
    out_labels = {
        "none": tx("calculator.form.out.none"),
        "normal": tx("calculator.form.out.normal", points=GOING_OUT),
        "concealed": tx("calculator.form.out.concealed", points=GOING_OUT_CONCEALED),
    }
    columns = st.columns(2, gap="large")
    for s, col in zip(SIDES, columns, strict=True):
        with col.container(border=True):
            st.subheader(side(s))
            st.number_input(
                tx("calculator.form.melds"),
                key=fkey(s, "melds"),
                on_change=tick_melded,
                args=(s,),
                min_value=0,
                max_value=calc.MAX_FORM_POINTS,
                step=5,
                help=tx(
                    "calculator.form.melds_help",
                    low=VALUES["4C"],
                    mid=VALUES["KC"],
                    high=VALUES["AC"],
                    joker=VALUES["JK"],
                ),
            )
            cards_box(s, "melds")
            c1, c2 = st.columns(2)
            c1.number_input(
                tx("calculator.form.natural", bonus=NATURAL_CANASTA),
                key=fkey(s, "natural_canastas"),
                on_change=tick_melded,
                args=(s,),
                min_value=0,
                max_value=calc.MAX_CANASTAS,
                step=1,
            )
            c2.number_input(
                tx("calculator.form.mixed", bonus=MIXED_CANASTA),
                key=fkey(s, "mixed_canastas"),
                on_change=tick_melded,
                args=(s,),
                min_value=0,
                max_value=calc.MAX_CANASTAS,
                step=1,
            )
            st.radio(
                tx("calculator.form.red_threes"),
                [0, 1, 2, 3, 4],
                key=fkey(s, "red_threes"),
                horizontal=True,
                help=tx("calculator.form.red_threes_help", each=RED_THREE, all=ALL_RED_THREES),
            )
            st.checkbox(
                tx("calculator.form.melded"),
                key=fkey(s, "melded_anything"),
                help=tx("calculator.form.melded_help"),
            )
            st.radio(
                tx("calculator.form.going_out"),
                list(calc.GOING_OUT_KINDS),
                key=fkey(s, "going_out"),
                format_func=out_labels.__getitem__,
                horizontal=True,
            )
            st.number_input(
                tx("calculator.form.hands"),
                key=fkey(s, "hands"),
                min_value=0,
                max_value=calc.MAX_FORM_POINTS,
                step=5,
                help=tx("calculator.form.hands_help"),
            )
            cards_box(s, "hands")

    form = read_form()
    result = calc.score_form(form)
    if result.errors:
        st.error(
            tx("calculator.form.errors_title")
            + "\n"
            + "\n".join(f"- {e.message(lang)}" for e in result.errors),
            icon=":material/error:",
        )
    for w in result.warnings:
        st.warning(w.message(lang), icon=":material/warning:")

    example = calc.example_925()
    showing_example = bool(ss.get("calculator_show_example")) and form == example.form
    left, right = st.columns([1, 1] if showing_example else [3, 2], gap="large")
    if showing_example:
        with right.container(border=True):
            st.subheader(tx("calculator.example.title"))
            st.markdown(tx("calculator.example.intro") + "  \n" + rule_link("score.example", lang))
            st.markdown(
                "\n".join(f"{i}. {line.text(lang)}" for i, line in enumerate(example.lines, 1))
            )
            st.markdown(f"### {tx('calculator.example.total', total=example.total)}")
    if result.breakdown is not None:
        with left:
            render_breakdown(result.breakdown, lang)
            if form != {s: SideForm() for s in SIDES}:
                offer_add(result.breakdown, "form")


# --- (c) the game sheet ----------------------------------------------------------------


def add_from_inputs() -> None:
    add_deal(int(ss["calculator_in_NS"]), int(ss["calculator_in_EW"]), "sheet")
    if ss.get("calculator_flash", {}).get("kind") == "success":
        ss["calculator_in_NS"] = 0
        ss["calculator_in_EW"] = 0


def undo_deal() -> None:
    sheet = current_sheet()
    if sheet.deals:
        store_sheet(sheet.undo())
        flash("sheet", "info", tx("calculator.sheet.undone", n=len(sheet.deals)))


def ask_reset() -> None:
    ss["calculator_confirm_reset"] = True


def cancel_reset() -> None:
    ss["calculator_confirm_reset"] = False


def do_reset() -> None:
    ss["calculator_prev_deals"] = list(ss.get("calculator_deals", []))
    ss["calculator_deals"] = []
    ss["calculator_confirm_reset"] = False


def load_sheet(sheet: GameSheet, name: str) -> None:
    if ss.get("calculator_deals"):
        ss["calculator_prev_deals"] = list(ss["calculator_deals"])
    store_sheet(sheet)
    ss["calculator_upload_ver"] = ss.get("calculator_upload_ver", 0) + 1  # empties the uploader
    flash("sheet", "success", tx("calculator.sheet.loaded", n=len(sheet.deals), name=name))


def restore_sheet() -> None:
    prev = ss.pop("calculator_prev_deals", [])
    ss["calculator_deals"] = prev
    flash("sheet", "success", tx("calculator.sheet.restored", n=len(prev)))


with tab_sheet:
    sheet = current_sheet()
    status = sheet.status()
    kind, key, params = calc.result_message(status)
    for p in ("winner", "loser", "leader"):
        if p in params:
            params[p] = side(params[p])
    message = tx(key, **params)
    if kind == "won":
        st.success(f"### {message}", icon=":material/trophy:")
    elif kind == "tie":
        st.warning(f"**{message}**", icon=":material/balance:")
    else:
        st.info(message, icon=":material/info:")
    st.caption(rule_link("game.end", lang) + " · " + rule_link("open.minimum", lang))

    last = sheet.deals[-1] if sheet.deals else None
    metrics = st.columns(2)
    for i, s in enumerate(SIDES):
        with metrics[i].container(border=True):
            st.metric(
                side(s),
                calc.fmt_points(status.totals[s]),
                delta=calc.fmt_points(last[i]) if last else None,
            )
            if not status.finished:  # no next deal once the game is won
                st.markdown(tx("calculator.sheet.next_minimum", minimum=status.minimums[s]))

    show_flash("sheet")
    st.subheader(tx("calculator.sheet.add_title"))
    ss.setdefault("calculator_in_NS", 0)
    ss.setdefault("calculator_in_EW", 0)
    with st.form("calculator_add_form", border=True):
        c1, c2 = st.columns(2)
        c1.number_input(
            tx("calculator.sheet.input", side=side("NS")),
            key="calculator_in_NS",
            min_value=-calc.MAX_DEAL_SCORE,
            max_value=calc.MAX_DEAL_SCORE,
            step=5,
        )
        c2.number_input(
            tx("calculator.sheet.input", side=side("EW")),
            key="calculator_in_EW",
            min_value=-calc.MAX_DEAL_SCORE,
            max_value=calc.MAX_DEAL_SCORE,
            step=5,
        )
        st.form_submit_button(
            tx("calculator.sheet.add"),
            key="calculator_add_deal",
            type="primary",
            icon=":material/add:",
            on_click=add_from_inputs,
            disabled=status.finished,
        )
    if status.finished:
        st.caption(tx("calculator.sheet.game_over"))

    scored = ss.get("calculator_last_scored")
    if scored is not None:
        ns, ew = scored
        st.button(
            tx(
                "calculator.sheet.add_last",
                ns_name=side("NS"),
                ns=calc.fmt_points(ns),
                ew_name=side("EW"),
                ew=calc.fmt_points(ew),
            ),
            key="calculator_add_last",
            icon=":material/playlist_add:",
            on_click=add_deal,
            args=(ns, ew, "sheet"),
            disabled=status.finished,
        )
    actions = st.columns(2)
    actions[0].button(
        tx("calculator.sheet.undo"),
        key="calculator_undo",
        icon=":material/undo:",
        on_click=undo_deal,
        disabled=not sheet.deals,
        width="stretch",
    )
    actions[1].button(
        tx("calculator.sheet.reset"),
        key="calculator_reset",
        icon=":material/delete_sweep:",
        on_click=ask_reset,
        disabled=not sheet.deals,
        width="stretch",
    )
    if ss.get("calculator_confirm_reset") and sheet.deals:
        st.warning(tx("calculator.sheet.reset_warning", n=len(sheet.deals)))
        r1, r2, _ = st.columns([1, 1, 2])
        r1.button(
            tx("calculator.sheet.reset_confirm", n=len(sheet.deals)),
            key="calculator_reset_yes",
            type="primary",
            on_click=do_reset,
            width="stretch",
        )
        r2.button(
            tx("calculator.sheet.cancel"),
            key="calculator_reset_no",
            on_click=cancel_reset,
            width="stretch",
        )
    prev = ss.get("calculator_prev_deals")
    if prev:
        st.button(
            tx("calculator.sheet.restore", n=len(prev)),
            key="calculator_restore",
            icon=":material/history:",
            on_click=restore_sheet,
        )

    if sheet.deals:
        deal_label = tx("calculator.sheet.deal")
        rows = sheet.rows()
        table = pd.DataFrame(
            {
                deal_label: [r["deal"] for r in rows],
                side("NS"): [r["NS"] for r in rows],
                side("EW"): [r["EW"] for r in rows],
                tx("calculator.sheet.total_col", side=side("NS")): [r["NS_total"] for r in rows],
                tx("calculator.sheet.total_col", side=side("EW")): [r["EW_total"] for r in rows],
            }
        )
        st.dataframe(table, hide_index=True)

        st.subheader(tx("calculator.sheet.chart"))
        chart = pd.DataFrame(
            {
                side("NS"): [0] + [r["NS_total"] for r in rows],
                side("EW"): [0] + [r["EW_total"] for r in rows],
                tx("calculator.sheet.target", target=GAME_TARGET): [GAME_TARGET] * (len(rows) + 1),
            },
            index=pd.Index(range(len(rows) + 1), name=deal_label),
        )
        st.altair_chart(
            calc.sheet_chart(chart, deal_label, tx("calculator.sheet.points"),
                             ["#f2c14e", "#e4572e", "#9aa5b1"]),
            key="calculator_sheet_chart",
        )

    st.download_button(
        tx("calculator.sheet.download"),
        data=sheet.to_csv(),
        file_name="canasta-game-sheet.csv",
        mime="text/csv",
        key="calculator_download",
        icon=":material/download:",
        disabled=not sheet.deals,
        on_click="ignore",
    )
    upload = st.file_uploader(
        tx("calculator.sheet.upload", rows=calc.MAX_CSV_ROWS, kb=calc.MAX_CSV_BYTES // 1024),
        type=["csv", "txt"],
        max_upload_size=1,  # MB: the browser refuses more; sheet_from_csv caps at 50 KB
        key=f"calculator_upload_{ss.get('calculator_upload_ver', 0)}",
    )
    if upload is not None:
        name = md_escape(upload.name[:80])
        try:
            calc.check_csv_size(upload.size)
            loaded = calc.sheet_from_csv(upload.getvalue())
        except CalcError as e:
            st.error(
                tx("calculator.sheet.upload_bad", name=name, message=e.message(lang)),
                icon=":material/error:",
            )
        else:
            if not sheet.deals:
                load_sheet(loaded, name)
                st.rerun()
            st.info(tx("calculator.sheet.upload_ok", name=name, n=len(loaded.deals)))
            st.button(
                tx(
                    "calculator.sheet.upload_replace", current=len(sheet.deals), n=len(loaded.deals)
                ),
                key="calculator_upload_load",
                type="primary",
                on_click=load_sheet,
                args=(loaded, name),
            )
