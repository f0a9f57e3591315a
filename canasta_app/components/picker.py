"""The card picker: click the cards of the hand, see the action it builds, send exactly that.

One component for the sandbox, the lessons and the practice table. Each physical card is its
own chip (two K♣ are two chips, each selectable on its own). The cards picked are grouped into
melds by `canasta_app.compose` (the one `compose_action`); each wild card shows where it goes
and can be moved to another meld. The action text is shown before anything is checked, and
the text sent is the text shown. Bare actions (draw, take onto a meld, ask, yes, no, pass) are
buttons offered only when they are legal-shaped for the phase.

Usage (in a page)::

    from canasta_app.components.picker import card_picker
    sent = card_picker("lessons_pick_freezing_3", pos, lang, on_confirm=my_callback)
    # `my_callback(text)` runs in the click's callback (before the rerun draws any widget);
    # `sent` is the same text on the run after the click, else None.

State lives in session keys starting with `key` (page-prefixed by the caller): `<key>_sel`
(chip ids in click order), `<key>_kind`, `<key>_wild_<chip>`; `reset_picker(key)` clears it.
The selection is dropped by itself when the hand, the seat or the phase changes.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Collection, Sequence
from typing import Any

import streamlit as st

from canasta_app.components.cards import cards_html
from canasta_app.components.ruling import md_escape
from canasta_app.compose import (
    Chip,
    compose_action,
    hand_chips,
    offered_bare,
    offered_card_kinds,
    plan_groups,
    rank_label,
    wild_targets,
)
from canasta_app.i18n import card_name, seat_name, t
from canasta_app.move_words import action_words
from canasta_core.cards import is_wild
from canasta_core.positions import Position

OnText = Callable[[str], None]


def chip_label(card: str, lang: str = "en", picked: bool = False) -> str:
    """A chip's label: "K♣", red suits in red, "Joker"/"Comodín"; a picked chip is ticked
    ("✓ K♣") and keeps the button's own text colour, readable on the highlighted button."""
    text = _name(card, lang)
    if picked:
        return f"✓ {text}"
    return f":red[{text}]" if card[-1] in "HD" and card != "JK" else text


def _name(card: str, lang: str) -> str:
    """A card as a player reads it in `lang` (the joker is a word, capitalised on a chip)."""
    name = card_name(card, lang)
    return name[:1].upper() + name[1:]


def _widget_id(chip: Chip) -> str:
    return chip.id.replace("#", "_")


def _signature(pos: Position) -> tuple[Any, ...]:
    return (pos.turn, pos.phase, pos.this_turn.asked, pos.hands[pos.turn], pos.pile[-1:])


def reset_picker(key: str) -> None:
    """Forget the cards picked and the wild cards' assignments (safe inside a callback)."""
    ss = st.session_state
    ss[f"{key}_sel"] = []
    for k in [k for k in ss if isinstance(k, str) and k.startswith(f"{key}_wild_")]:
        del ss[k]


def picked_cards(key: str, pos: Position) -> list[Chip]:
    """The chips picked, in click order (chips no longer in the hand are dropped)."""
    hand = pos.hands[pos.turn]
    if isinstance(hand, int):
        return []
    by_id = {c.id: c for c in hand_chips(hand)}
    return [by_id[i] for i in st.session_state.get(f"{key}_sel") or [] if i in by_id]


def built_action(key: str, pos: Position) -> str:
    """The action the current selection builds ("" when nothing is picked yet)."""
    kind = st.session_state.get(f"{key}_kind") or ""
    chips = picked_cards(key, pos)
    if kind not in offered_card_kinds(pos) or not chips:
        return ""
    cards = [c.card for c in chips]
    wild_to = {
        i: st.session_state.get(f"{key}_wild_{_widget_id(c)}") or ""
        for i, c in enumerate(chips)
        if is_wild(c.card)
    }
    return compose_action(kind, cards, pos, wild_to)


def _emit(key: str, pos: Position, on_change: OnText | None) -> None:
    if on_change is not None:
        on_change(built_action(key, pos))


def _on_chip(key: str, chip_id: str, pos: Position, on_change: OnText | None) -> None:
    ss = st.session_state
    sel = list(ss.get(f"{key}_sel") or [])
    if chip_id in sel:
        sel.remove(chip_id)
        ss.pop(f"{key}_wild_{chip_id.replace('#', '_')}", None)
    elif ss.get(f"{key}_kind") == "discard":
        sel = [chip_id]  # one card is discarded: a new click replaces the old one
    else:
        sel.append(chip_id)
    ss[f"{key}_sel"] = sel
    _emit(key, pos, on_change)


def _on_kind(key: str, pos: Position, on_change: OnText | None) -> None:
    ss = st.session_state
    if ss.get(f"{key}_kind") == "discard" and len(ss.get(f"{key}_sel") or []) > 1:
        # the picks were for a meld: keeping one of them would discard a card nobody chose
        reset_picker(key)
    _emit(key, pos, on_change)


def _on_clear(key: str, pos: Position, on_change: OnText | None) -> None:
    reset_picker(key)
    _emit(key, pos, on_change)


def _on_send(key: str, text: str, on_confirm: OnText | None) -> None:
    st.session_state[f"{key}_sent"] = text
    if on_confirm is not None:
        on_confirm(text)


def _group_html(n: int, rank: str, cards: Sequence[str], note: str, lang: str) -> str:
    head = t("components.picker.group", lang, n=n, rank=rank_label(rank) if rank else "?")
    return (
        f'<div class="cc-pick-group"><b>{html.escape(head)}</b>'
        f"{cards_html(cards, 'sm', lang=lang)}"
        f'<span class="cc-pick-note">{html.escape(note)}</span></div>'
    )


def card_picker(
    key: str,
    pos: Position,
    lang: str,
    *,
    on_confirm: OnText | None = None,
    on_change: OnText | None = None,
    confirm_label: str | None = None,
    show_preview: bool = True,
    seat_label: str | None = None,
    withhold: Collection[str] = (),
) -> str | None:
    """Draw the picker for the seat to act in `pos`; return the action sent by the last click.

    - `on_confirm(text)`: called (in the click's callback) with the action text of the
      confirm button or of a bare-action button;
    - `on_change(text)`: called with the action the selection now builds after every chip,
      kind or wild-card change ("" when nothing is picked) — for a page that shows the text in
      its own action box (then pass `show_preview=False`, and the page's own Check sends it);
    - `confirm_label`: the confirm button's label (default "Check this action");
    - `withhold`: action kinds not offered (the practice table withholds "take" when the
      referee allows no take of the pile shown, and says why beside the picker).

    The return value is the text sent on the previous click (once), else None.
    """
    ss = st.session_state
    sig = _signature(pos)
    if ss.get(f"{key}_sig") != sig:
        reset_picker(key)
        ss[f"{key}_sig"] = sig
    sent: str | None = ss.pop(f"{key}_sent", None)
    seat = seat_label or seat_name(pos.turn, lang)

    if pos.phase == "over":
        st.caption(t("components.picker.over", lang))
        return sent

    bare = tuple(b for b in offered_bare(pos) if b not in withhold)
    kinds = tuple(k for k in offered_card_kinds(pos) if k not in withhold)
    hand = pos.hands[pos.turn]
    if isinstance(hand, int):
        if bare:
            _bare_buttons(key, bare, lang, on_confirm, seat_name(pos.turn, lang))
        st.caption(t("components.picker.no_hand", lang, seat=seat))
        return sent

    if kinds:
        if ss.get(f"{key}_kind") not in kinds:
            ss[f"{key}_kind"] = kinds[0]
        if len(kinds) > 1:
            st.segmented_control(
                t("components.picker.kind", lang),
                kinds,
                key=f"{key}_kind",
                format_func=lambda k: t(f"components.picker.kind.{k}", lang),
                on_change=_on_kind,
                args=(key, pos, on_change),
                label_visibility="collapsed",
            )
        else:
            st.markdown(f"**{t(f'components.picker.kind.{kinds[0]}', lang)}**")
        kind = ss[f"{key}_kind"]
        chips = hand_chips(hand)
        chosen = {c.id for c in picked_cards(key, pos)}
        st.caption(t("components.picker.hand", lang, seat=seat))
        with st.container(horizontal=True, gap="small", key=f"{key}_chips"):
            for chip in chips:
                st.button(
                    chip_label(chip.card, lang, chip.id in chosen),
                    key=f"{key}_chip_{_widget_id(chip)}",
                    type="primary" if chip.id in chosen else "secondary",
                    on_click=_on_chip,
                    args=(key, chip.id, pos, on_change),
                )
        if kind == "discard":
            st.caption(t("components.picker.discard_one", lang))
        else:
            _groups(key, kind, pos, lang, on_change)

    text = built_action(key, pos)
    if show_preview and kinds:
        if text:
            st.markdown(t("components.picker.preview", lang,
                          action=md_escape(action_words(text, lang))))
        else:
            st.caption(t("components.picker.preview_none", lang))
    with st.container(horizontal=True, gap="small", key=f"{key}_actions"):
        if kinds and on_confirm is not None and show_preview:
            st.button(
                confirm_label or t("components.picker.confirm", lang),
                key=f"{key}_confirm",
                type="primary",
                disabled=not text,
                on_click=_on_send,
                args=(key, text, on_confirm),
            )
        if kinds and picked_cards(key, pos):
            st.button(
                t("components.picker.clear", lang),
                key=f"{key}_clear",
                on_click=_on_clear,
                args=(key, pos, on_change),
            )
        for b in bare:
            st.button(
                t(f"components.picker.btn.{b}", lang, asker=seat_name(pos.turn, lang)),
                key=f"{key}_bare_{b}",
                on_click=_on_send,
                args=(key, b, on_confirm),
            )
    return sent


def _bare_buttons(
    key: str, bare: Sequence[str], lang: str, on_confirm: OnText | None, asker: str
) -> None:
    with st.container(horizontal=True, gap="small", key=f"{key}_actions"):
        for b in bare:
            st.button(
                t(f"components.picker.btn.{b}", lang, asker=asker),
                key=f"{key}_bare_{b}",
                on_click=_on_send,
                args=(key, b, on_confirm),
            )


def _groups(key: str, kind: str, pos: Position, lang: str, on_change: OnText | None) -> None:
    """The melds being built, and for each wild card picked, the meld it goes to."""
    ss = st.session_state
    chips = picked_cards(key, pos)
    if not chips:
        return
    cards = [c.card for c in chips]
    targets = wild_targets(kind, cards, pos)
    for c in chips:  # an assignment to a meld no longer in reach falls back to the default
        wk = f"{key}_wild_{_widget_id(c)}"
        if is_wild(c.card) and ss.get(wk) and ss[wk] not in targets:
            ss[wk] = ""
    wild_to = {
        i: ss.get(f"{key}_wild_{_widget_id(c)}") or "" for i, c in enumerate(chips) if is_wild(c.card)
    }
    groups = plan_groups(kind, cards, pos, wild_to)
    parts = []
    default_of: dict[int, str] = {}
    for n, g in enumerate(groups, start=1):
        if g.with_top and pos.pile:
            note = t("components.picker.group_top", lang)
        elif g.on_table:
            note = t("components.picker.group_table", lang, count=g.on_table)
        elif not g.rank:
            note = t("components.picker.group_unranked", lang)
        else:
            note = ""
        shown = list(g.cards)
        if g.with_top and pos.pile:
            shown = [pos.pile[-1], *shown]
        parts.append(_group_html(n, g.rank, shown, note, lang))
        for i in g.auto_wilds:
            default_of[i] = g.rank
    st.html("".join(parts))
    wild_chips = [(i, c) for i, c in enumerate(chips) if is_wild(c.card)]
    if not wild_chips:
        return
    cols = st.columns(min(3, len(wild_chips)))
    for j, (i, c) in enumerate(wild_chips):
        default = default_of.get(i, "")
        auto = (
            t("components.picker.wild_auto", lang, rank=rank_label(default))
            if default
            else t("components.picker.wild_auto_none", lang)
        )
        with cols[j % len(cols)]:
            st.selectbox(
                t("components.picker.wild_to", lang, card=_name(c.card, lang)),
                ["", *targets],
                key=f"{key}_wild_{_widget_id(c)}",
                format_func=lambda r, auto=auto: auto if not r else rank_label(r),
                on_change=_emit,
                args=(key, pos, on_change),
            )


__all__ = ["built_action", "card_picker", "chip_label", "picked_cards", "reset_picker"]
