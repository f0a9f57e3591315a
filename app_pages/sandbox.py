"""Sandbox: set up any position, ask "is this move legal?", play on, and share the situation.

Thin page: widgets → canasta_app.sandbox / canasta_app.share / canasta_core → render. Every
change of state happens in a widget callback (or before any widget, for ?s=), so a widget's
value is never set after it was drawn. Session keys are prefixed "sandbox_".
"""

from __future__ import annotations

import json
import random
from typing import Any
from urllib.parse import quote, urlsplit

import streamlit as st

import canasta_core as cc
from canasta_app import sandbox as sb
from canasta_app.components.lang import get_lang
from canasta_app.components.picker import card_picker, chip_label, reset_picker
from canasta_app.components.ruling import md_escape, render_ruling, rule_popovers
from canasta_app.components.table import render_table
from canasta_app.i18n import card_name, t
from canasta_app.share import (
    ShareError,
    decode_share,
    encode_state,
    situation_dict,
    situation_from,
)
from canasta_core.actions import EXAMPLES
from canasta_core.positions import PHASES, SEATS, SIDES, Position, opening_minimum

lang = get_lang()
ss = st.session_state
ED = "sandbox_ed_"  # editor widget keys: sandbox_ed_<field>
PICK = "sandbox_pick"  # the card picker's state prefix


def tr(key: str, **params: object) -> str:
    return t(key, lang, **params)


# ----------------------------------------------------------------------------- state helpers


def _editor_values() -> dict[str, Any]:
    v = {f: ss.get(ED + f) for f in sb.EDIT_FIELDS}
    v["melded"] = [s for s in SEATS if s in (v.get("melded") or [])]  # in seat order, as shown
    return v


def _seed_editor(pos: Position) -> None:
    for f, v in sb.fields_from_position(pos).items():
        ss[ED + f] = v
    ss["sandbox_ed_base"] = pos


def _editor_dirty() -> bool:
    base = ss.get("sandbox_ed_base")
    if base is None:
        return False
    return _editor_values() != sb.fields_from_position(base)


def _set_history(
    h: sb.History, *, notice: tuple[str, str] | None = None, action: str | None = None
) -> None:
    """Make `h` the sandbox's history; reset what belonged to the previous position.

    The editor follows the new position unless it holds edits not applied yet (never lost).
    """
    dirty = _editor_dirty()
    ss["sandbox_history"] = h
    ss["sandbox_verdict"] = None
    reset_picker(PICK)
    if not dirty:
        _seed_editor(h.current)
    if action is not None:
        ss["sandbox_action"] = action
    ss["sandbox_notice"] = (h, *notice) if notice else None


def _new_start(pos: Position, *, notice: tuple[str, str] | None = None, action: str = "") -> None:
    _set_history(sb.History(pos), notice=notice, action=action)


def _share_message(e: ShareError) -> str:
    return tr(f"sandbox.share_error.{e.code}", **e.params)


def _init() -> None:
    """First run, or a new ?s= in the address bar: set the history before any widget exists.

    A link that carries a pending action puts it in the action box and rules on it, so the
    person opening the link sees the same question and the same verdict."""
    s = st.query_params.get("s")
    if s is not None and s != ss.get("sandbox_s_seen"):
        ss["sandbox_s_seen"] = s
        try:
            shared = decode_share(s)
            h = sb.History.replay(shared.position, shared.history)
            n = len(shared.history)
            _set_history(
                h,
                notice=(
                    "info",
                    tr(
                        "sandbox.share.opened_none"
                        if n == 0
                        else "sandbox.share.opened_one"
                        if n == 1
                        else "sandbox.share.opened",
                        count=n,
                    ),
                ),
                action=shared.pending,
            )
            if shared.pending:
                _rule_on(shared.pending)
        except ShareError as e:
            if "sandbox_history" not in ss:
                _new_start(sb.default_position())
            ss["sandbox_notice"] = (
                ss["sandbox_history"],
                "error",
                _share_message(e) + " " + tr("sandbox.share.fallback"),
            )
        except Exception:  # noqa: BLE001 — a link must never break the page
            if "sandbox_history" not in ss:
                _new_start(sb.default_position())
            ss["sandbox_notice"] = (
                ss["sandbox_history"],
                "error",
                tr("sandbox.share_error.corrupt") + " " + tr("sandbox.share.fallback"),
            )
    if "sandbox_history" not in ss:
        _new_start(sb.default_position())
    ss.setdefault("sandbox_action", "")
    ss.setdefault("sandbox_verdict", None)
    ss.setdefault("sandbox_json", "")


def _pending_for_link() -> str:
    text = (ss.get("sandbox_action") or "").strip()
    return "" if sb.action_too_long(text) else text


def _link_value(h: sb.History) -> tuple[str | None, str | None]:
    """(?s= value, None) for the history and the pending action, or (None, why not) — cached
    per History value and action text."""
    pending = _pending_for_link()
    cached = ss.get("sandbox_link")
    if cached is not None and cached[0] is h and cached[1] == pending:
        return cached[2], cached[3]
    start, actions = h.for_link()
    try:
        value, err = encode_state(start, list(actions), pending), None
    except ShareError as e:
        value, err = None, _share_message(e)
    ss["sandbox_link"] = (h, pending, value, err)
    return value, err


# ----------------------------------------------------------------------------- callbacks


def _on_open_preset() -> None:
    pid = ss.get("sandbox_preset")
    p = sb.preset_by_id(pid) if pid else None
    if p is None:
        return
    try:
        pos = p.load()
    except cc.NotationError as e:  # a lesson step that no longer loads
        ss["sandbox_notice"] = (
            ss["sandbox_history"],
            "error",
            tr("sandbox.preset.bad", detail=e.message_in(lang)),
        )
        return
    _new_start(
        pos, notice=("info", tr("sandbox.preset.opened", title=p.title(lang))), action=p.action
    )


def _on_deal(random_seed: bool = False) -> None:
    if random_seed:
        ss["sandbox_seed"] = random.randint(1, 999_999)
    seed = int(ss.get("sandbox_seed") or 0)
    dealer = ss.get("sandbox_dealer") or "N"
    pos = sb.deal_position(seed, dealer)
    _new_start(
        pos, notice=("info", tr("sandbox.deal.done", seed=seed, dealer=sb.seat_name(dealer, lang)))
    )


def _on_apply_editor() -> None:
    pos, err = sb.validate_fields(_editor_values())
    if pos is None:
        return
    ss["sandbox_ed_base"] = None  # the edits are applied: let the editor follow the position
    _new_start(pos, notice=("info", tr("sandbox.editor.applied")))


def _on_edit() -> None:
    """A field of "New situation" changed: the table follows as soon as the position is
    possible; an impossible one stays in the fields, explained at the field that is wrong."""
    pos, err = sb.validate_fields(_editor_values())
    if pos is None:
        return
    ss["sandbox_ed_base"] = None
    _new_start(pos)


def _on_turn_edit() -> None:
    """The seat to act changed: "my hand" moves with it when the new seat's hand was only a
    count (the player told whose turn it is, then their own hand)."""
    old = (ss.get("sandbox_ed_base") or _current()).turn
    new = ss.get(ED + "turn") or old
    if new != old:
        mine, theirs = ss.get(ED + f"hands.{old}") or "", ss.get(ED + f"hands.{new}") or ""
        if theirs.strip().isdigit() and not mine.strip().isdigit():
            ss[ED + f"hands.{new}"], ss[ED + f"hands.{old}"] = mine, theirs
    _on_edit()


def _on_empty_table() -> None:
    ss["sandbox_ed_base"] = None
    _new_start(sb.empty_position(), notice=("info", tr("sandbox.new.emptied")))


def _on_discard_editor() -> None:
    _seed_editor(ss["sandbox_history"].current)


def _load_json_text(text: str, source: str) -> None:
    """A position JSON, or a downloaded sandbox situation (position, history, pending action)."""
    try:
        pos = cc.load(text)
    except cc.NotationError as e:
        ss["sandbox_json_error"] = (source, e.message_in(lang), e.field, True)
        return
    shared = None
    try:
        shared = situation_from(json.loads(text))
    except (ShareError, ValueError, RecursionError):
        shared = None  # a damaged sandbox part: the position itself still loads
    ss["sandbox_json_error"] = None
    notice = ("info", tr(f"sandbox.json.loaded_{source}"))
    if shared is not None:
        try:
            h = sb.History.replay(shared.position, shared.history)
        except (cc.NotationError, cc.IllegalAction):
            h = None
        if h is not None and h.current == pos:
            _set_history(h, notice=notice, action=shared.pending)
            if shared.pending:
                _rule_on(shared.pending)
            return
    _new_start(pos, notice=notice)


def _on_load_json() -> None:
    text = ss.get("sandbox_json") or ""
    if len(text.encode("utf-8", "replace")) > sb.MAX_UPLOAD:
        ss["sandbox_json_error"] = (
            "paste",
            tr("sandbox.json.too_big", limit=sb.MAX_UPLOAD // 1000),
            "",
            False,
        )
        return
    if not text.strip():
        ss["sandbox_json_error"] = ("paste", tr("sandbox.json.empty"), "", False)
        return
    _load_json_text(text, "paste")


def _on_upload() -> None:
    f = ss.get("sandbox_upload")
    if f is None:
        return
    data = f.getvalue()
    if len(data) > sb.MAX_UPLOAD:
        ss["sandbox_json_error"] = (
            "upload",
            tr("sandbox.json.too_big", limit=sb.MAX_UPLOAD // 1000),
            "",
            False,
        )
        return
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        ss["sandbox_json_error"] = ("upload", tr("sandbox.json.not_text"), "", False)
        return
    _load_json_text(text, "upload")


def _current() -> Position:
    h: sb.History = ss["sandbox_history"]
    return h.current


def _rule_on(text: str) -> None:
    """Rule on `text` in the current position; the verdict (or why not) goes in session state."""
    pos = _current()
    text = text.strip()
    if sb.action_too_long(text):
        ss["sandbox_verdict"] = {
            "pos": pos,
            "error": tr("sandbox.ask.too_long", length=len(text), limit=sb.MAX_ACTION_TEXT),
        }
        return
    if not text:
        ss["sandbox_verdict"] = {"pos": pos, "error": tr("sandbox.ask.empty")}
        return
    try:
        ruling = cc.check(pos, text)
    except cc.NotationError as e:
        count_msg = sb.hand_count_message(pos, lang)
        if count_msg is not None and e.field == f"hands.{pos.turn}":
            ss["sandbox_verdict"] = {"pos": pos, "error": count_msg}  # what to do, no jargon
            return
        ss["sandbox_verdict"] = {
            "pos": pos,
            "error": tr("sandbox.ask.unreadable", detail=e.message_in(lang)),
        }
        return
    ss["sandbox_verdict"] = {"pos": pos, "ruling": ruling}


def _on_check() -> None:
    _rule_on(ss.get("sandbox_action") or "")


def _on_play() -> None:
    text = (ss.get("sandbox_action") or "").strip()
    h: sb.History = ss["sandbox_history"]
    if sb.action_too_long(text) or not text:
        _rule_on(text)  # the same explanation as Check gives
        return
    try:
        new, ruling = h.play(text)
    except cc.IllegalAction as e:
        ss["sandbox_verdict"] = {"pos": h.current, "ruling": e.ruling, "not_played": True}
        return
    except cc.NotationError as e:
        count_msg = sb.hand_count_message(h.current, lang)
        if count_msg is not None and e.field == f"hands.{h.current.turn}":
            ss["sandbox_verdict"] = {"pos": h.current, "error": count_msg}
            return
        ss["sandbox_verdict"] = {
            "pos": h.current,
            "error": tr("sandbox.ask.cannot_play", detail=e.message_in(lang)),
        }
        return
    _set_history(new, action="")
    ss["sandbox_verdict"] = {"pos": new.current, "ruling": ruling, "played": ruling.action or text}


def _on_typed() -> None:
    """The player typed in the action box: the picked cards no longer describe it."""
    reset_picker(PICK)
    ss["sandbox_verdict"] = None


def _on_picked(text: str) -> None:
    """The picker's selection changed: the action box shows the action it builds."""
    ss["sandbox_action"] = text
    ss["sandbox_verdict"] = None


def _on_bare(text: str) -> None:
    """A one-word action button of the picker: put it in the box and rule on it."""
    ss["sandbox_action"] = text
    _rule_on(text)


def _on_undo() -> None:
    _set_history(ss["sandbox_history"].undo())


def _on_redo() -> None:
    _set_history(ss["sandbox_history"].redo())


def _on_restart() -> None:
    _set_history(ss["sandbox_history"].go_to(0))


def _on_hint(key: str) -> None:
    choice = ss.get(key)
    if choice:
        ss["sandbox_action"] = choice
        ss["sandbox_verdict"] = None
        reset_picker(PICK)
    ss[key] = None


def _on_score() -> None:
    ss["calculator_position"] = cc.dump(_current())
    ss["sandbox_go_calculator"] = True



# ----------------------------------------------------------------------------- new situation


def _field_error(ed_err: cc.NotationError | None, err_key: str, *fields: str) -> None:
    """The engine's complaint, under the row holding the field it names (in a container that
    is always drawn, so an error coming or going does not reset the expanders below)."""
    slot = st.container()
    if ed_err is None or err_key not in fields:
        return
    detail = ed_err.message_in(lang)
    if ed_err.field and detail.startswith(ed_err.field + ": "):
        detail = detail[len(ed_err.field) + 2 :]
    slot.error(
        md_escape(tr("sandbox.editor.error", field=tr("sandbox.field." + err_key), detail=detail)),
        icon=":material/error:",
    )


def _zone(label: str, field: str, help_key: str | None = None, max_chars: int = 0) -> None:
    st.text_input(
        label,
        key=ED + field,
        max_chars=max_chars or sb.MAX_FIELD_TEXT,
        help=tr(help_key) if help_key else None,
        on_change=_on_edit,
    )


def _on_palette(card: str) -> None:
    """A card clicked in the deck palette joins the chosen zone's field (then the table)."""
    zone = ss.get("sandbox_palette_zone") or "hand"
    turn = ss.get(ED + "turn") or _current().turn
    field = f"hands.{turn}" if zone == "hand" else zone
    ss[ED + field] = sb.add_to_field(zone, str(ss.get(ED + field) or ""), card)
    _on_edit()


_SUIT_ROWS = ("C", "D", "H", "S")


def _palette(turn: str, ed_pos: Position | None) -> None:
    """The two decks as buttons, each with how many copies are still unplaced; a click adds
    the card to the zone chosen (the hand of the seat to act, the pile's top, a side's melds)."""
    with st.expander(tr("sandbox.palette.header"), icon=":material/playing_cards:"):
        ss.setdefault("sandbox_palette_zone", "hand")
        st.segmented_control(
            tr("sandbox.palette.zone"),
            sb.PALETTE_ZONES,
            key="sandbox_palette_zone",
            format_func=lambda z: tr(
                "sandbox.palette.zone.hand" if z == "hand" else f"sandbox.field.{z}"
                if z.startswith("melds") else "sandbox.palette.zone.pile",
                seat=sb.seat_name(turn, lang),
            ),
        )
        left = sb.unplaced(ed_pos)
        cards = sb.palette_cards()
        rows = [[c for c in cards if c != "JK" and c[1] == suit] for suit in _SUIT_ROWS]
        rows[-1].append("JK")
        for r, row in enumerate(rows):
            with st.container(horizontal=True, gap="small", key=f"sandbox_palette_row{r}"):
                for card in row:
                    n = left.get(card, 0)
                    st.button(
                        f"{chip_label(card, lang)} ×{max(n, 0)}",
                        key=f"sandbox_palette_{card}",
                        on_click=_on_palette,
                        args=(card,),
                        disabled=n <= 0,
                    )
        st.caption(tr("sandbox.palette.help"))


def _new_situation(pos: Position) -> None:
    """The editor, in the order a player tells a situation: whose turn and whether they have
    drawn, their hand, the pile, the melds, the scores, the stock. Derived facts (who has
    melded, going out concealed) are the engine's unless overridden under "Advanced"."""
    if ss.get("sandbox_ed_base") is None:
        _seed_editor(pos)
    ed_pos, ed_err = sb.validate_fields(_editor_values())
    err_key = sb.editor_key_for(ed_err.field) if ed_err else ""
    st.button(
        tr("sandbox.new.empty"),
        key="sandbox_new_empty",
        on_click=_on_empty_table,
        help=tr("sandbox.new.empty_help"),
        icon=":material/restart_alt:",
    )
    st.caption(tr("sandbox.new.intro"))

    turn = ss.get(ED + "turn") or pos.turn
    c = st.columns([1, 2])
    c[0].selectbox(
        tr("sandbox.field.turn"),
        SEATS,
        key=ED + "turn",
        format_func=lambda s: sb.seat_name(s, lang),
        on_change=_on_turn_edit,
    )
    c[1].segmented_control(
        tr("sandbox.new.phase"),
        PHASES,
        key=ED + "phase",
        format_func=lambda p: tr("sandbox.new.phase." + p),
        on_change=_on_edit,
    )
    _field_error(ed_err, err_key, "turn", "phase")

    _zone(
        tr("sandbox.new.my_hand", seat=sb.seat_name(turn, lang)),
        f"hands.{turn}",
        "sandbox.editor.hand_help",
    )
    _palette(turn, ed_pos)
    warn = st.container()
    if ed_pos is not None and (msg := sb.hand_count_message(ed_pos, lang)):
        warn.warning(md_escape(msg), icon=":material/front_hand:")
    _field_error(ed_err, err_key, f"hands.{turn}")

    c = st.columns([3, 1])
    with c[0]:
        _zone(tr("sandbox.field.pile"), "pile", "sandbox.editor.pile_help")
        top = ed_pos.pile[-1] if ed_pos is not None and ed_pos.pile else None
        st.caption(tr("sandbox.new.top", card=card_name(top, lang)) if top else tr("sandbox.new.no_top"))
    with c[1]:
        _zone(tr("sandbox.field.stock"), "stock", "sandbox.editor.stock_help")
    _field_error(ed_err, err_key, "pile", "stock")

    c = st.columns(2)
    for i, side in enumerate(SIDES):
        with c[i]:
            _zone(tr(f"sandbox.field.melds.{side}"), f"melds.{side}", "sandbox.editor.melds_help")
    _field_error(ed_err, err_key, "melds.NS", "melds.EW")

    c = st.columns(2)
    for i, side in enumerate(SIDES):
        with c[i]:
            st.number_input(
                tr(f"sandbox.field.scores.{side}"),
                min_value=-100_000,
                max_value=100_000,
                step=5,
                key=ED + f"scores.{side}",
                on_change=_on_edit,
            )
            shown = ed_pos if ed_pos is not None else pos
            if shown.melds[side]:
                st.caption(tr("sandbox.new.opened"))
            else:
                minimum = opening_minimum(int(ss.get(ED + f"scores.{side}") or 0))
                st.caption(tr("sandbox.new.minimum", minimum=minimum))
    _field_error(ed_err, err_key, "scores.NS", "scores.EW")

    others = [s for s in SEATS if s != turn]
    st.caption(tr("sandbox.new.others"))
    c = st.columns(3)
    for i, seat in enumerate(others):
        with c[i]:
            _zone(tr(f"sandbox.field.hands.{seat}"), f"hands.{seat}", "sandbox.editor.hand_help")
    _field_error(ed_err, err_key, *(f"hands.{s}" for s in others))

    derived = st.container()
    if ed_pos is not None:
        melded = ", ".join(sb.seat_name(s, lang) for s in SEATS if s in ed_pos.melded)
        derived.caption(
            tr(
                "sandbox.new.derived",
                melded=melded or tr("sandbox.new.nobody"),
                seat=sb.seat_name(ed_pos.turn, lang),
                concealed=tr("sandbox.new.yes" if ed_pos.this_turn.concealed_ok else "sandbox.new.no"),
            )
        )

    with st.expander(tr("sandbox.new.advanced"), expanded=bool(err_key) and err_key in (
        "dealer", "red_threes.NS", "red_threes.EW", "melded", "this_turn.took_pile",
        "this_turn.melded", "this_turn.asked", "this_turn.concealed_ok", "this_turn.new_melds",
        "went_out.seat",
    )):
        c = st.columns(3)
        c[0].selectbox(
            tr("sandbox.field.dealer"),
            SEATS,
            key=ED + "dealer",
            format_func=lambda s: sb.seat_name(s, lang),
            on_change=_on_edit,
        )
        for i, side in enumerate(SIDES):
            with c[1 + i]:
                _zone(tr(f"sandbox.field.red_threes.{side}"), f"red_threes.{side}", max_chars=40)
        _field_error(ed_err, err_key, "dealer", "red_threes.NS", "red_threes.EW")
        c = st.columns(3)
        with c[0]:
            st.checkbox(
                tr("sandbox.field.this_turn.took_pile"),
                key=ED + "this_turn.took_pile",
                on_change=_on_edit,
            )
            st.checkbox(
                tr("sandbox.field.this_turn.melded"),
                key=ED + "this_turn.melded",
                help=tr("sandbox.editor.melded_flag_help"),
                on_change=_on_edit,
            )
        with c[1]:
            st.selectbox(
                tr("sandbox.field.this_turn.asked"),
                ["", "pending", "yes", "no"],
                key=ED + "this_turn.asked",
                format_func=lambda a: tr("sandbox.asked." + (a or "none")),
                on_change=_on_edit,
            )
        with c[2]:
            st.selectbox(
                tr("sandbox.field.went_out.seat"),
                ["", *SEATS],
                key=ED + "went_out.seat",
                format_func=lambda s: sb.seat_name(s, lang) if s else tr("sandbox.went_out.none"),
                on_change=_on_edit,
            )
            st.checkbox(
                tr("sandbox.field.went_out.concealed"),
                key=ED + "went_out.concealed",
                on_change=_on_edit,
            )
        st.toggle(tr("sandbox.field.advanced"), key=ED + "advanced", on_change=_on_edit)
        overriding = bool(ss.get(ED + "advanced"))
        c = st.columns([2, 1, 1.3])
        with c[0]:
            st.pills(
                tr("sandbox.field.melded"),
                SEATS,
                key=ED + "melded",
                selection_mode="multi",
                format_func=lambda s: sb.seat_name(s, lang),
                help=tr("sandbox.editor.melded_help"),
                disabled=not overriding,
                on_change=_on_edit,
            )
        with c[1]:
            st.checkbox(
                tr("sandbox.field.this_turn.concealed_ok"),
                key=ED + "this_turn.concealed_ok",
                help=tr("sandbox.editor.concealed_help"),
                disabled=not overriding,
                on_change=_on_edit,
            )
        with c[2]:
            _zone(
                tr("sandbox.field.this_turn.new_melds"),
                "this_turn.new_melds",
                "sandbox.editor.new_melds_help",
                max_chars=40,
            )
        _field_error(
            ed_err,
            err_key,
            "this_turn.took_pile",
            "this_turn.melded",
            "this_turn.concealed_ok",
            "this_turn.asked",
            "this_turn.new_melds",
            "melded",
            "went_out.seat",
        )

    if ed_err is not None and not err_key:
        st.error(
            md_escape(tr("sandbox.editor.error_general", detail=ed_err.message_in(lang))),
            icon=":material/error:",
        )
    dirty = _editor_dirty()
    c1, c2, c3 = st.columns([1, 1, 3], vertical_alignment="center")
    c1.button(
        tr("sandbox.editor.apply"),
        key="sandbox_ed_apply",
        on_click=_on_apply_editor,
        type="primary",
        disabled=ed_pos is None or not dirty,
        use_container_width=True,
    )
    c2.button(
        tr("sandbox.editor.discard"),
        key="sandbox_ed_discard",
        on_click=_on_discard_editor,
        disabled=not dirty,
        use_container_width=True,
    )
    if ed_err is not None:
        c3.caption(tr("sandbox.editor.fix_first"))
    elif dirty:
        c3.caption(tr("sandbox.editor.pending"))
    else:
        c3.caption(tr("sandbox.editor.in_sync"))


# ----------------------------------------------------------------------------- the page

_init()
if ss.pop("sandbox_go_calculator", False):
    st.switch_page("app_pages/calculator.py")

hist: sb.History = ss["sandbox_history"]
pos = hist.current

st.title(tr("sandbox.title"))
st.caption(tr("sandbox.intro"))

# The question sits at the top of the right column, so the verdict under the Check button is
# on screen after Check at 1280×720, however long the set-up on the left is.
left, right = st.columns([5, 4], gap="medium")

# --- 1. the question: action box, verdict, card picker -------------------------------------
with right:
    st.text_input(
        tr("sandbox.ask.label"),
        key="sandbox_action",
        placeholder=tr("sandbox.ask.placeholder"),
        help=tr("sandbox.ask.help"),
        on_change=_on_typed,
    )
    b1, b2, b3 = st.columns([4, 4, 3])
    b1.button(
        tr("sandbox.ask.check"),
        key="sandbox_check",
        on_click=_on_check,
        type="primary",
        use_container_width=True,
    )
    b2.button(
        tr("sandbox.ask.play"), key="sandbox_play", on_click=_on_play, use_container_width=True
    )
    b3.button(
        tr("sandbox.ask.clear"),
        key="sandbox_clear",
        use_container_width=True,
        on_click=lambda: (
            ss.update({"sandbox_action": "", "sandbox_verdict": None}),
            reset_picker(PICK),
        ),
    )
    typed = ss.get("sandbox_action") or ""
    if sb.action_too_long(typed.strip()):
        st.error(
            md_escape(
                tr("sandbox.ask.too_long", length=len(typed.strip()), limit=sb.MAX_ACTION_TEXT)
            ),
            icon=":material/edit_note:",
        )

    verdict = ss.get("sandbox_verdict")
    with st.container(key="sandbox_verdict_panel"):
        if verdict and verdict.get("pos") is pos:
            if "error" in verdict:
                st.error(md_escape(verdict["error"]), icon=":material/edit_note:")
            else:
                if verdict.get("played"):
                    st.markdown(tr("sandbox.ask.played", action=f"`{verdict['played']}`"))
                elif verdict.get("not_played"):
                    st.markdown(tr("sandbox.ask.not_played"))
                ruling = verdict["ruling"]
                before = pos
                if verdict.get("played"):  # the counting is about the position before the move
                    before = hist.positions[-2] if len(hist.positions) > 1 else hist.start
                render_ruling(ruling, lang, counting=sb.counting_lines(before, ruling, lang))
                rule_popovers(ruling, lang, key="sandbox_rules")

    with st.container(border=True, key="sandbox_picker_box"):
        card_picker(
            PICK,
            pos,
            lang,
            on_change=_on_picked,
            on_confirm=_on_bare,
            show_preview=False,
            seat_label=sb.seat_name(pos.turn, lang),
        )
    st.caption(tr("sandbox.ask.examples") + " " + " · ".join(f"`{e}`" for e in EXAMPLES))
    with st.expander(tr("sandbox.grammar.header")):
        st.markdown(tr("sandbox.grammar.body"))
    with st.expander(tr("sandbox.hints.header", seat=sb.seat_name(pos.turn, lang))):
        if pos.phase == "over":
            st.caption(tr("sandbox.hints.over"))
        else:
            try:
                grouped = sb.grouped_legal_actions(pos)
            except cc.NotationError:
                grouped = None
                st.caption(tr("sandbox.hints.no_hand", seat=sb.seat_name(pos.turn, lang)))
            if grouped is not None:
                if not grouped:
                    st.caption(tr("sandbox.hints.none"))
                st.caption(tr("sandbox.hints.intro"))
                for kind, acts in grouped.items():
                    key = f"sandbox_hint_{kind}"
                    st.pills(
                        tr("sandbox.hints.kind", kind=tr("sandbox.kind." + kind), count=len(acts)),
                        acts,
                        format_func=lambda a: f"`{a}`",  # actions in notation, shown as code
                        key=key,
                        on_change=_on_hint,
                        args=(key,),
                    )

# --- 2. setting up, and the table -----------------------------------------------------------
with left:
    notice = ss.get("sandbox_notice")  # here, not above the columns: the verdict stays high
    with st.container():  # always there, so the expanders below keep their open/closed state
        if notice is not None and notice[0] is hist:
            (st.error if notice[1] == "error" else st.info)(md_escape(notice[2]))
    with st.expander(tr("sandbox.setup.header"), expanded=True, icon=":material/tune:"):
        tab_new, tab_preset, tab_deal, tab_json = st.tabs(
            [
                tr("sandbox.tab.new"),
                tr("sandbox.tab.presets"),
                tr("sandbox.tab.deal"),
                tr("sandbox.tab.json"),
            ]
        )
        with tab_new:
            _new_situation(pos)

        with tab_preset:
            presets = sb.all_presets()
            ids = [p.id for p in presets]
            by_id = {p.id: p for p in presets}
            if ss.get("sandbox_preset") not in by_id:
                ss["sandbox_preset"] = sb.DEFAULT_PRESET if sb.DEFAULT_PRESET in by_id else ids[0]

            def _preset_label(pid: str) -> str:
                p = by_id[pid]
                return f"{tr('sandbox.preset.kind.' + p.kind)} · {p.title(lang)}"

            c1, c2 = st.columns([4, 1], vertical_alignment="bottom")
            c1.selectbox(
                tr("sandbox.preset.label"),
                ids,
                key="sandbox_preset",
                format_func=_preset_label,
                help=tr("sandbox.preset.help"),
            )
            c2.button(
                tr("sandbox.preset.open"),
                key="sandbox_preset_open",
                on_click=_on_open_preset,
                type="primary",
                use_container_width=True,
            )

        with tab_deal:
            ss.setdefault("sandbox_seed", 1)
            ss.setdefault("sandbox_dealer", "N")
            c1, c2, c3, c4 = st.columns([2, 2, 1, 1], vertical_alignment="bottom")
            c1.number_input(
                tr("sandbox.deal.seed"),
                min_value=0,
                max_value=sb.MAX_SEED,
                step=1,
                key="sandbox_seed",
                help=tr("sandbox.deal.seed_help"),
            )
            c2.selectbox(
                tr("sandbox.deal.dealer"),
                SEATS,
                key="sandbox_dealer",
                format_func=lambda s: sb.seat_name(s, lang),
            )
            c3.button(
                tr("sandbox.deal.button"),
                key="sandbox_deal",
                on_click=_on_deal,
                type="primary",
                use_container_width=True,
            )
            c4.button(
                tr("sandbox.deal.random"),
                key="sandbox_deal_random",
                on_click=_on_deal,
                kwargs={"random_seed": True},
                use_container_width=True,
            )

        with tab_json:
            c1, c2 = st.columns(2)
            with c1:
                st.text_area(
                    tr("sandbox.json.paste"),
                    key="sandbox_json",
                    height=180,
                    placeholder='{"format": "canasta/1", "dealer": "W", "turn": "N", ...}',
                    max_chars=sb.MAX_UPLOAD,
                )
                st.button(
                    tr("sandbox.json.load"),
                    key="sandbox_json_load",
                    on_click=_on_load_json,
                    type="primary",
                )
            with c2:
                st.file_uploader(
                    tr("sandbox.json.upload"),
                    type=["json"],
                    key="sandbox_upload",
                    on_change=_on_upload,
                    help=tr("sandbox.json.upload_help"),
                    max_upload_size=1,
                )
                st.download_button(
                    tr("sandbox.json.download"),
                    data=cc.dump(pos, indent=2),
                    file_name="canasta-position.json",
                    mime="application/json",
                    key="sandbox_download_setup",
                    icon=":material/download:",
                )
            jerr = ss.get("sandbox_json_error")
            if jerr:
                source, message, field, from_engine = jerr
                if from_engine:
                    where = ""
                    if field and field not in message:
                        where = f" ({tr('sandbox.json.field', field=field)})"
                    message = tr(f"sandbox.json.error_{source}", detail=message) + where
                st.error(md_escape(message), icon=":material/error:")
            with st.expander(tr("sandbox.json.current")):
                st.code(cc.dump(pos, indent=2), language="json")


    render_table(pos, lang, reveal="all")
    with st.container(border=True):
        st.markdown(f"**{tr('sandbox.facts.header')}**")
        st.markdown("\n".join(f"- {md_escape(line)}" for line in sb.fact_lines(pos, lang)))


# --- 3. history, sharing ---------------------------------------------------------------------
st.divider()
h_col, s_col = st.columns([1, 1], gap="large")
with h_col:
    st.subheader(tr("sandbox.history.header"))
    if not hist.actions:
        st.caption(tr("sandbox.history.empty"))
    else:
        seats_before = [hist.start.turn, *[p.turn for p in hist.positions[:-1]]]
        items = [
            f"{i}. {md_escape(sb.seat_name(seat, lang))}: `{a}`"
            for i, (seat, a) in enumerate(zip(seats_before, hist.actions, strict=True), start=1)
        ]
        st.markdown("\n".join(items))
    if hist.redo_stack:
        st.caption(tr("sandbox.history.redo_next", action=hist.redo_stack[-1][0]))
    c1, c2, c3 = st.columns(3)
    c1.button(
        tr("sandbox.history.undo"),
        key="sandbox_undo",
        on_click=_on_undo,
        disabled=not hist.can_undo,
        use_container_width=True,
        icon=":material/undo:",
    )
    c2.button(
        tr("sandbox.history.redo"),
        key="sandbox_redo",
        on_click=_on_redo,
        disabled=not hist.can_redo,
        use_container_width=True,
        icon=":material/redo:",
    )
    c3.button(
        tr("sandbox.history.restart"),
        key="sandbox_restart",
        on_click=_on_restart,
        disabled=not hist.can_undo,
        use_container_width=True,
        icon=":material/first_page:",
    )

with s_col:
    st.subheader(tr("sandbox.share.header"))
    value, why_not = _link_value(hist)
    if value is not None:
        if st.query_params.get("s") != value:
            st.query_params["s"] = value
        ss["sandbox_s_seen"] = value
        rel = f"sandbox?s={quote(value, safe='._-')}&lang={lang}"
        base = ""
        try:
            url = st.context.url or ""
            if url:
                parts = urlsplit(url)
                base = f"{parts.scheme}://{parts.netloc}{parts.path.rsplit('/', 1)[0]}/"
        except Exception:  # noqa: BLE001 — no URL (tests): show the relative link
            base = ""
        st.code(base + rel if base else "./" + rel, language=None, wrap_lines=True)
        n_link = len(hist.for_link()[1])
        cap = (
            "sandbox.share.caption_none"
            if n_link == 0
            else "sandbox.share.caption_one"
            if n_link == 1
            else "sandbox.share.caption"
        )
        st.caption(tr(cap, count=n_link))
    else:
        st.warning(md_escape(why_not or ""))
    c1, c2 = st.columns(2)
    c1.download_button(
        tr("sandbox.share.download"),
        data=json.dumps(
            situation_dict(*hist.for_link(), _pending_for_link(), pos), indent=2, ensure_ascii=False
        ),
        file_name="canasta-position.json",
        mime="application/json",
        key="sandbox_download",
        use_container_width=True,
        icon=":material/download:",
    )
    c2.button(
        tr("sandbox.score"),
        key="sandbox_score",
        on_click=_on_score,
        use_container_width=True,
        icon=":material/calculate:",
    )
