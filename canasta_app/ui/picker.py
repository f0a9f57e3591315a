"""The card picker: click the cards of the hand, see the action it builds, send exactly that.

One component for the sandbox, the lessons and the practice table. Each physical card is its
own chip (two K♣ are two chips, each selectable on its own). The cards picked are grouped into
melds by `canasta_app.ui.compose` (the one `compose_action`); each wild card shows where it goes
and can be moved to another meld. The action text is shown before anything is checked, and
the text sent is the text shown. Bare actions (draw, take onto a meld, ask, yes, no, pass) are
buttons offered only when they are legal-shaped for the phase.

Usage (in a page)::

    from canasta_app.ui.picker import card_picker
    sent = card_picker("lessons_pick_freezing_3", pos, lang, on_confirm=my_callback)
    # `my_callback(text)` runs in the click's callback (before the rerun draws any widget);
    # `sent` is the same text on the run after the click, else None.

State lives in session keys starting with `key` (page-prefixed by the caller), kept by
`canasta_app.ui.picker_state.PickerState` (tested without Streamlit): the kind is proposed from
what the phase allows ("Discard" after a draw with nothing to meld), the cards picked for a
meld and for the discard are kept across a switch of kind; `reset_picker(key)` clears them.
The selection is dropped by itself when the hand, the seat or the phase changes.

`table_taps(key, pos)` makes the table's stock and pile buttons of this picker (a tap on the
stock draws, on the pile takes it: `render_table(..., taps=...)`); `chips_on_table=True` hides
the chip row where the table's own cards are the buttons (the practice table: one place to pick).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Collection, Iterator, Sequence
from contextlib import contextmanager

import streamlit as st

from canasta_app.text import keys as KEYS
from canasta_app.text.i18n import card_name, seat_name, t
from canasta_app.text.move_words import action_words
from canasta_app.ui.cards import cards_html
from canasta_app.ui.compose import (
    Chip,
    compose_action,
    hand_chips,
    offered_bare,
    offered_card_kinds,
    plan_groups,
    rank_label,
    wild_targets,
)
from canasta_app.ui.picker_state import PickerState, kinds_offered
from canasta_app.ui.ruling import md_escape
from canasta_app.ui.seats import partner_of
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


def reset_picker(key: str) -> None:
    """Forget the cards picked and the wild cards' assignments (safe inside a callback)."""
    PickerState(st.session_state, key).reset()


def picked_cards(key: str, pos: Position) -> list[Chip]:
    """The chips picked for the kind shown, in click order (chips no longer in the hand are
    dropped)."""
    hand = pos.hands[pos.turn]
    if isinstance(hand, int):
        return []
    by_id = {c.id: c for c in hand_chips(hand)}
    return [by_id[i] for i in PickerState(st.session_state, key).selection() if i in by_id]


def built_action(key: str, pos: Position) -> str:
    """The action the current selection builds ("" when nothing is picked yet)."""
    kind = PickerState(st.session_state, key).kind
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


def table_taps(key: str, pos: Position, withhold: Collection[str] = ()) -> dict[str, str]:
    """The table's stock and pile as buttons of this picker: "stock" -> the Draw button's key
    while a draw is offered; "pile" -> the bare take's key, or the picker's take-the-pile
    button (it sends the take built, or says which cards take it) while a take is offered."""
    taps: dict[str, str] = {}
    if pos.phase != "draw" or pos.this_turn.asked == "pending" \
            or isinstance(pos.hands[pos.turn], int):
        return taps
    bare = [b for b in offered_bare(pos) if b not in withhold]
    if "draw" in bare:
        taps["stock"] = f"{key}_bare_draw"
    if "take" in bare:
        taps["pile"] = f"{key}_bare_take"
    elif "take" in kinds_offered(pos, tuple(withhold)):
        taps["pile"] = f"{key}_pile"
    return taps


def _emit(key: str, pos: Position, on_change: OnText | None) -> None:
    if on_change is not None:
        on_change(built_action(key, pos))


def _on_chip(key: str, chip_id: str, pos: Position, on_change: OnText | None) -> None:
    PickerState(st.session_state, key).tap(chip_id)
    st.session_state.pop(f"{key}_pile_help", None)
    _emit(key, pos, on_change)


def _on_kind(key: str, pos: Position, on_change: OnText | None) -> None:
    PickerState(st.session_state, key).switched()
    _emit(key, pos, on_change)


def _on_pile(key: str, pos: Position, on_confirm: OnText | None) -> None:
    """The pile tapped: the take built is sent; with no card picked yet, say which cards
    take it (nothing is guessed for the player)."""
    text = built_action(key, pos) if PickerState(st.session_state, key).kind == "take" else ""
    if text:
        _on_send(key, text, on_confirm)
    else:
        st.session_state[f"{key}_pile_help"] = True


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
    listed: Collection[str] = (),
    chips_on_table: bool = False,
    notes: bool = True,
) -> str | None:
    """Draw the picker for the seat to act in `pos`; return the action sent by the last click.

    - `on_confirm(text)`: called (in the click's callback) with the action text of the
      confirm button or of a bare-action button;
    - `on_change(text)`: called with the action the selection now builds after every chip,
      kind or wild-card change ("" when nothing is picked) — for a page that shows the text in
      its own action box (then pass `show_preview=False`, and the page's own Check sends it);
    - `confirm_label`: the confirm button's label (default "Check this action");
    - `withhold`: action kinds not offered (the practice table withholds "take" when the
      referee allows no take of the pile shown, and says why beside the picker);
    - `listed`: one-word actions the page already offers as buttons of its own (the live
      class's listed answers): no second button of theirs; a take of picked cards stays
      offered (a bare "take" listed takes the pile onto the meld, picked cards lay a new one);
    - `chips_on_table`: the hand's cards are picked on the table (`render_table`'s `pick`),
      so the chip row is kept only as the table's buttons, hidden (CSS: `_chips_hidden`);
    - `notes=False`: the picker's explanations (how to pick, a turn's several actions) are
      left to the page, drawn where it wants them by `picker_notes` (the practice table: under
      its coach, which comes right after the buttons on a phone).

    The return value is the text sent on the previous click (once), else None.
    """
    ss = st.session_state
    state = PickerState(ss, key)
    kinds = kinds_offered(pos, tuple(withhold))
    state.sync(pos, kinds)
    sent: str | None = ss.pop(f"{key}_sent", None)
    seat = seat_label or seat_name(pos.turn, lang)

    if pos.phase == "over":
        st.caption(t("components.picker.over", lang))
        return sent

    bare = tuple(b for b in offered_bare(pos) if b not in withhold and b not in listed)
    hand = pos.hands[pos.turn]
    if isinstance(hand, int):
        if bare:
            _bare_buttons(key, bare, lang, on_confirm, pos)
        st.caption(t("components.picker.no_hand", lang, seat=seat))
        return sent

    kind = state.kind
    bare_first = pos.phase == "draw"  # draw from the stock first: the usual choice, in view
    if bare and bare_first:
        _bare_buttons(key, bare, lang, on_confirm, pos, box="bare")
    if kinds:
        if len(kinds) > 1:
            st.segmented_control(
                t("components.picker.kind", lang),
                kinds,
                key=f"{key}_kind",
                format_func=lambda k: t(KEYS.PICKER_KIND[k], lang),
                on_change=_on_kind,
                args=(key, pos, on_change),
                label_visibility="collapsed",
            )
        else:
            st.markdown(f"**{t(KEYS.PICKER_KIND[kinds[0]], lang)}**")
        if ss.get(f"{key}_pile_help") and pos.pile and kind == "take":  # the pile was tapped
            top = pos.pile[-1]
            st.info(t("components.picker.pile_help", lang, top=top, rank=top[0]),
                    icon=":material/touch_app:")
        if not chips_on_table:
            _chip_row(key, pos, lang, seat, hand, on_change, hidden=False)
        if kind == "discard":
            if notes:
                st.caption(t("components.picker.discard_one", lang))
            if kept := state.kept_for_meld():
                st.caption(t("components.picker.discard_kept", lang, count=kept))
        else:
            _groups(key, kind, pos, lang, on_change)

    text = built_action(key, pos)
    if show_preview and kinds:
        if text:
            st.markdown(t("components.picker.preview", lang,
                          action=md_escape(action_words(text, lang))))
        else:
            st.caption(t("components.picker.preview_none_table" if chips_on_table
                         else "components.picker.preview_none", lang))
    with (st.container(horizontal=True, gap="small", key=f"{key}_actions")
          if kinds or not bare_first else _nothing()):
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
        for b in () if bare_first else bare:
            st.button(
                _bare_label(b, pos, lang),
                key=f"{key}_bare_{b}",
                on_click=_on_send,
                args=(key, b, on_confirm),
            )
    if kinds and chips_on_table:  # the table's cards are the buttons: these are what they click
        _chip_row(key, pos, lang, seat, hand, on_change, hidden=True)  # picker_notes says so
    if notes:
        picker_notes(key, pos, lang, confirm_label=confirm_label, chips_on_table=chips_on_table,
                     seat_label=seat, withhold=withhold, discard=False)
    if "take" in kinds and "take" not in bare:  # the table's pile, tapped (table_taps)
        with st.container(key=f"{key}_pile_proxy"):
            st.button(t("components.picker.btn.pile", lang), key=f"{key}_pile",
                      on_click=_on_pile, args=(key, pos, on_confirm))
    return sent


def picker_notes(key: str, pos: Position, lang: str, *, confirm_label: str | None = None,
                 chips_on_table: bool = False, seat_label: str | None = None,
                 withhold: Collection[str] = (), discard: bool = True) -> None:
    """The picker's explanations: where the cards are tapped (the table), how a discard is
    picked, and that a turn is several actions, each sent on its own (issue 37)."""
    kinds = kinds_offered(pos, tuple(withhold))
    if not kinds or isinstance(pos.hands[pos.turn], int):
        return
    if chips_on_table:
        st.caption(t("components.picker.hand_table", lang,
                     seat=seat_label or seat_name(pos.turn, lang)))
    if discard and PickerState(st.session_state, key).kind == "discard":
        st.caption(t("components.picker.discard_one", lang))
    if "meld" in kinds:
        st.caption(t("components.picker.turn_steps", lang,
                     button=confirm_label or t("components.picker.confirm", lang)))


@contextmanager
def _nothing() -> Iterator[None]:
    yield


def _chip_row(key: str, pos: Position, lang: str, seat: str, hand: Sequence[str],
              on_change: OnText | None, hidden: bool) -> None:
    """The hand as chips, each physical card its own button; `hidden`: the table's cards are
    the visible buttons (`picker_notes` says so), these chips only what a tap clicks."""
    chosen = {c.id for c in picked_cards(key, pos)}
    if not hidden:
        st.caption(t("components.picker.hand", lang, seat=seat))
    with st.container(horizontal=True, gap="small",
                      key=f"{key}_chips_hidden" if hidden else f"{key}_chips"):
        for chip in hand_chips(hand):
            st.button(
                chip_label(chip.card, lang, chip.id in chosen),
                key=f"{key}_chip_{_widget_id(chip)}",
                type="primary" if chip.id in chosen else "secondary",
                on_click=_on_chip,
                args=(key, chip.id, pos, on_change),
            )


def _bare_label(bare: str, pos: Position, lang: str) -> str:
    """A bare action's button: the asker named on an answer, the partner who answers on an ask
    (six-hand: one of two partners, named before the ask, not after it: issue 37)."""
    partner = partner_of(pos.rules, pos.turn)
    if bare == "take" and partner is None:  # a player alone: "onto my meld", not "our"
        return t("components.picker.btn.take_alone", lang)
    return t(KEYS.PICKER_BUTTON[bare], lang, asker=seat_name(pos.turn, lang),
             partner=seat_name(partner, lang) if partner else "")


def _bare_buttons(
    key: str, bare: Sequence[str], lang: str, on_confirm: OnText | None, pos: Position,
    box: str = "actions",
) -> None:
    with st.container(horizontal=True, gap="small", key=f"{key}_{box}"):
        for b in bare:
            st.button(
                _bare_label(b, pos, lang),
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
        if wild_to.get(i):  # moved by hand: the default is where it goes when left unmoved
            default = _default_rank(kind, cards, pos, wild_to, i)
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


def _default_rank(kind: str, cards: Sequence[str], pos: Position, wild_to: dict[int, str],
                  i: int) -> str:
    """The meld the wild card `i` goes to when it is not moved (its select's first option)."""
    rest = {k: v for k, v in wild_to.items() if k != i}
    for g in plan_groups(kind, cards, pos, rest):
        if i in g.auto_wilds:
            return g.rank
    return ""


__all__ = ["built_action", "card_picker", "chip_label", "picked_cards", "picker_notes",
           "reset_picker", "table_taps"]
