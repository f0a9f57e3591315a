"""The table view of a position: its seats round a felt table, melds, red threes, pile, stock.

The seats and sides are the position's profile's (two, three, four or six seats; seats.py
lays them out and names them).

`table_html` builds the HTML (testable without a server); `render_table` shows it. Every fact
shown is derived from the position with the engine's own helpers (frozen_for, frozen_card,
blocked_by, canastas, opening_minimum), never recomputed here. `fresh` marks the cards a move
just placed (see canasta_app.classroom.model.just_played); `present` is the projector layout, sized to
the viewport (style.py, `.cc-present`).
"""

from __future__ import annotations

import html
import re
from collections import Counter
from collections.abc import Collection, Iterable, Mapping, Sequence

import streamlit as st

from canasta_app.text import keys as KEYS
from canasta_app.text.i18n import seat_name, side_name, t
from canasta_app.ui.cards import MAX_CARDS, card_back_html, card_html, cards_html
from canasta_app.ui.seats import (
    layout_class,
    layout_css,
    partner_of,
    side_label,
    side_seats_label,
)
from canasta_core.cards import (
    is_black_three,
    is_canasta,
    is_natural_meld,
    sort_cards,
)
from canasta_core.positions import (
    Position,
    blocked_by,
    frozen_card,
    frozen_for,
    has_opened,
    opening_minimum,
    pile_top,
)
from canasta_core.profiles import CLASSIC
from canasta_core.questions import pile_take
from canasta_core.rulings import check

_RANK_ORDER = "AKQJT9876543"
REVEALS = ("all", "counts", *CLASSIC.seats)
Fresh = Mapping[str, Sequence[str]]  # "hand:N" | "meld:NS:K" | "red:EW" | "pile" -> cards


def _cards(cards: Iterable[str], size: str, fan: bool, fresh: Sequence[str] = (),
           lang: str = "en", picks: Sequence[tuple[str, bool]] = ()) -> str:
    """A row of cards (as `cards_html`), with the cards in `fresh` marked as just played; with
    `picks` (one (key, picked) per card), each card is a button that picks it (`render_table`)."""
    if not fresh and not picks:
        return cards_html(cards, size, fan=fan, lang=lang)
    left = Counter(fresh)
    faces = []
    for i, c in enumerate(cards):
        if i >= MAX_CARDS:
            break
        face = card_html(c, size, lang)
        if left[c]:
            left[c] -= 1
            # card_html's faces all start with class="cc-card …": one more class marks it
            face = face.replace('class="cc-card', 'class="cc-card cc-fresh', 1)
        if i < len(picks):
            key, picked = picks[i]
            mark = "cc-pick cc-picked" if picked else "cc-pick"
            face = face.replace('class="cc-card', f'class="cc-card {mark}', 1).replace(
                'role="img"', f'role="button" tabindex="0" data-pick="{_e(key)}" '
                f'aria-pressed="{"true" if picked else "false"}"', 1)
        faces.append(face)
    cls = "cc-fan" if fan else "cc-row"
    return f'<div class="{cls} cc-{size}">{"".join(faces)}</div>'


def _e(text: object) -> str:
    return html.escape(str(text))


def _count_text(n: int, lang: str) -> str:
    if n == 0:
        return t("components.table.hand_empty", lang)
    if n == 1:
        return t("components.table.hand_one", lang)
    return t("components.table.hand_count", lang, count=n)


def pile_badges(pos: Position, lang: str) -> list[tuple[str, str]]:
    """(css kind, text) badges saying whether the pile can be taken and why not.

    kind is "blocked", "frozen" or "open". The blocked badge comes first: it is what stops a
    take right now; a freeze still matters once the top card is covered. None once the deal
    is over.
    """
    out: list[tuple[str, str]] = []
    if not pos.pile or pos.phase == "over":  # nobody takes anything once the deal is over
        return out
    blocker = blocked_by(pos)
    if blocker is not None:
        key = ("components.table.blocked_black_three" if is_black_three(blocker)
               else "components.table.blocked_wild")
        out.append(("blocked", t(key, lang, card=blocker)))
    # A wild card on top blocks; frozen_card looks at the whole pile, the top included.
    buried = pos.pile[:-1]
    card = frozen_card(pos)
    if card is not None and card in buried:
        reason = frozen_for(pos, pos.rules.side_names[0])
        key = ("components.table.frozen_red_three" if reason == "red-three"
               else "components.table.frozen_wild")
        out.append(("frozen", t(key, lang, card=card)))
    else:
        for side in pos.rules.side_names:
            if frozen_for(pos, side) == "not-opened":
                name = side_label(pos.rules, side, lang)
                out.append(("frozen", t("components.table.frozen_not_opened", lang, side=name)))
    if not out:
        out.append(("open", t("components.table.open", lang)))
    return out


def _hand_shown(pos: Position, reveal: str) -> bool:
    """Is the hand of the seat to act on screen (and known to the position)?"""
    return reveal in ("all", pos.turn) and not isinstance(pos.hands.get(pos.turn), int)


def draw_choice(pos: Position, shown: bool) -> str:
    """Which draw-phase turn line is true of the table on screen (the key's last part).

    Public facts first (an empty pile, a blocked top card, an empty stock). With the hand of
    the seat to act shown (`shown`), whether it can take the pile is the referee's own answer
    (`canasta_core.questions.pile_take`: the listed takes, then the takes that open with more melds,
    each ruled on by `check`), and whether it may pass too (`check(pos, "pass")`). With the
    hand hidden the line says only what the table shows: a take "if they can". Whether a pass
    is allowed with the stock empty never depends on the hand (a bare take onto the side's
    meld, [stock.empty]), so it is asked of the referee either way when the hand is known.
    """
    stock = pos.stock_size > 0
    if not pos.pile:
        return "draw_no_pile" if stock else "draw_empty_no_pile"
    if blocked_by(pos) is not None:  # a black three or a wild card on top: no take to offer
        return "draw_blocked" if stock else "draw_empty_blocked"
    known = not isinstance(pos.hands.get(pos.turn), int)
    if stock:
        if not shown:
            return "draw_hidden"
        return "draw" if pile_take(pos) is not None else "draw_no_take"
    if known and not check(pos, "pass").legal:
        return "draw_empty_must"  # [stock.empty]: the top card goes onto the side's meld
    if not shown:
        return "draw_empty_hidden"
    return "draw_empty" if pile_take(pos) is not None else "draw_empty_no_take"


def _turn_line(pos: Position, lang: str, reveal: str = "all", quiz: bool = False) -> str:
    """What the seat to act may do now, as the table on screen shows it: the hand's own
    choices when it is shown (`reveal`), only what is public when it is hidden. On a quiz
    (`quiz`) the draw's line names no choice at all: whether the pile may be taken, or a pass
    made, is what the quiz may be asking."""
    seat = seat_name(pos.turn, lang)
    if pos.phase == "over":
        text = t("components.table.phase.over", lang)
        if pos.went_out is not None:
            key = ("components.table.went_out_concealed" if pos.went_out.concealed
                   else "components.table.went_out")
            text += " · " + t(key, lang, seat=seat_name(pos.went_out.seat, lang))
        else:
            text += " · " + t("components.table.nobody_out", lang)
        return text
    key = "play"
    if pos.phase == "draw" and quiz:
        key = "draw_quiz" if pos.stock_size > 0 else "draw_empty_quiz"
    elif pos.phase == "draw":
        key = draw_choice(pos, _hand_shown(pos, reveal))
    elif pos.this_turn.asked == "no":  # the partner's no binds: no going out this turn
        key = "play_no_out"
    elif partner_of(pos.rules, pos.turn) is None:  # playing alone: nobody to ask
        key = "play_alone"
    return t(KEYS.PHASE[key], lang, seat=seat)


def _turn_notes(pos: Position, lang: str) -> list[str]:
    notes: list[str] = []
    if pos.phase != "play":
        return notes
    seat = seat_name(pos.turn, lang)
    answerer = partner_of(pos.rules, pos.turn)
    partner = seat_name(answerer, lang) if answerer else ""
    if pos.this_turn.took_pile:
        notes.append(t("components.table.took_pile", lang, seat=seat))
    asked = pos.this_turn.asked
    if asked in ("pending", "yes", "no"):
        notes.append(t(KEYS.ASKED[asked], lang, seat=seat, partner=partner))
    return notes


def _side_summary(pos: Position, side: str, lang: str, show_minimum: bool = True) -> str:
    score = pos.scores.get(side, 0)
    opened = has_opened(pos, side)
    parts = [
        f"<b>{_e(side_label(pos.rules, side, lang))}</b>",
        _e(t("components.table.score", lang, score=score)),
        _e(t("components.table.minimum", lang, minimum=opening_minimum(score))),
        _e(t("components.table.opened" if opened else "components.table.not_opened", lang)),
    ]
    if not show_minimum:  # a lesson's quiz may ask for it
        del parts[2]
    return "<span>" + " · ".join(parts) + "</span>"


def hand_picks(hand: Sequence[str], pick: Mapping[str, str], picked: Collection[str]
               ) -> list[tuple[str, bool]]:
    """(key to click, picked?) for each card of the hand as the table shows it (sorted): the
    n-th copy of a card on the table is chip "<card>#<n>" (compose.hand_chips numbers copies
    the same way; copies are alike, so which is which does not matter)."""
    seen: Counter[str] = Counter()
    out = []
    for c in sort_cards(tuple(hand)):
        seen[c] += 1
        chip = f"{c}#{seen[c]}"
        out.append((pick.get(chip, ""), chip in picked))
    return out


def _seat_html(pos: Position, seat: str, lang: str, reveal: str, size: str, fresh: Fresh,
               picks: Sequence[tuple[str, bool]] = ()) -> str:
    hand = pos.hands[seat]
    n = hand if isinstance(hand, int) else len(hand)
    acting = pos.turn == seat and pos.phase != "over"
    show = not isinstance(hand, int) and (reveal == "all" or reveal == seat)
    label = [f"<span>{_e(seat_name(seat, lang))}</span>"]
    if acting:
        label.append(
            f'<span class="cc-badge cc-badge-turn">{_e(t("components.table.to_act", lang))}</span>'
        )
    if pos.dealer == seat:
        label.append(
            f'<span class="cc-badge cc-badge-muted">{_e(t("components.table.dealer", lang))}</span>'
        )
    label.append(f'<span class="cc-count">{_e(_count_text(n, lang))}</span>')
    if show and not isinstance(hand, int):
        body = _cards(sort_cards(hand), size, True, fresh.get(f"hand:{seat}", ()), lang,
                      picks) if hand else ""
    elif n:
        body = (
            '<div class="cc-row">'
            + card_back_html(size, t("components.table.hidden", lang))
            + "</div>"
        )
    else:
        body = ""
    cls = "cc-seat cc-acting" if acting else "cc-seat"
    if show and (acting or reveal == seat):  # the hand played from: on a phone, side by side
        cls += " cc-own"
    side = pos.rules.side_of[seat]
    return (
        f'<div class="{cls} cc-seat-{seat}" data-side="{side}" data-seat="{seat}">'
        f'<div class="cc-seat-label">{"".join(label)}</div>{body}</div>'
    )


def _tappable(face: str, key: str, label: str) -> str:
    """A card face (the first card of `face`) made a button that clicks the page's button
    `key` (`render_table`'s `taps`): the stock draws, the pile takes."""
    face = face.replace('class="cc-card', 'class="cc-card cc-pick cc-tap', 1)
    face = re.sub(r' (role|aria-label|title)="[^"]*"', "", face, count=0)
    return face.replace(
        '<span class="cc-card', f'<span role="button" tabindex="0" data-pick="{_e(key)}" '
        f'aria-label="{_e(label)}" title="{_e(label)}" class="cc-card', 1)


def _centre_html(pos: Position, lang: str, size: str, fresh: Fresh,
                 taps: Mapping[str, str] | None = None) -> str:
    taps = taps or {}
    # the pile
    top = pile_top(pos)
    n = len(pos.pile)
    badges_html = ""
    if top is None:
        pile_body = f'<div class="cc-empty">{_e(t("components.table.pile_empty", lang))}</div>'
    else:
        deep = " cc-deep" if n > 1 else ""
        count = (
            t("components.table.pile_one", lang)
            if n == 1
            else t("components.table.pile_count", lang, count=n)
        )
        badges_html = "".join(
            f'<span class="cc-badge cc-badge-{kind}">{_e(text)}</span>'
            for kind, text in pile_badges(pos, lang)
        )
        face = _cards((top,), size, False, fresh.get("pile", ()), lang)
        if taps.get("pile"):
            face = _tappable(face, taps["pile"], t("components.picker.btn.pile", lang))
        pile_body = (
            f'<div class="cc-pilestack{deep}">{face}</div>'
            f'<div class="cc-count">{_e(count)}</div>'
        )
    pile = (
        f'<div class="cc-zone cc-pile"><div class="cc-zone-title">'
        f"{_e(t('components.table.pile', lang))}</div>{pile_body}</div>"
    )
    # the stock
    s = pos.stock_size
    if s:
        back = card_back_html(size, t("components.table.stock", lang))
        if taps.get("stock"):
            back = _tappable(back, taps["stock"], t("components.picker.btn.draw", lang))
        stock_body = (
            f'<div class="cc-pilestack cc-deep">{back}</div>'
            f'<div class="cc-count">{_e(t("components.table.stock_one" if s == 1 else "components.table.stock_count", lang, count=s))}</div>'
        )
    else:
        stock_body = f'<div class="cc-empty">{_e(t("components.table.stock_empty", lang))}</div>'
    stock = (
        f'<div class="cc-zone cc-stock"><div class="cc-zone-title">'
        f"{_e(t('components.table.stock', lang))}</div>{stock_body}</div>"
    )
    badges = f'<div class="cc-badges">{badges_html}</div>' if badges_html else ""
    return f'<div class="cc-centre"><div class="cc-centre-cards">{pile}{stock}</div>{badges}</div>'


def _meld_html(
    rank: str, cards: tuple[str, ...], lang: str, size: str, fresh: Sequence[str] = ()
) -> str:
    n = len(cards)
    head = [f"<b>{_e(t('components.table.meld_size', lang, count=n))}</b>"]
    if is_canasta(cards):
        natural = is_natural_meld(cards)
        kind = "natural" if natural else "mixed"
        said = t("components.table.canasta_natural" if natural else "components.table.canasta_mixed",
                 lang)
        head.append(f'<span class="cc-badge cc-badge-{kind}">{_e(said)}</span>')
    return (
        f'<div class="cc-meld" data-rank="{_e(rank)}">{_cards(sort_cards(cards), size, True, fresh, lang)}'
        f'<div class="cc-meld-head">{" ".join(head)}</div></div>'
    )


def _side_melds_html(
    pos: Position,
    side: str,
    lang: str,
    size: str,
    fresh: Fresh,
    summary: bool = False,
    show_minimum: bool = True,
) -> str:
    melds = pos.melds.get(side, {})
    ranks = sorted(melds, key=lambda r: _RANK_ORDER.index(r) if r in _RANK_ORDER else 99)
    if ranks:
        body = (
            '<div class="cc-meldlist">'
            + "".join(
                _meld_html(r, melds[r], lang, size, fresh.get(f"meld:{side}:{r}", ()))
                for r in ranks
            )
            + "</div>"
        )
    else:
        body = f'<div class="cc-empty">{_e(t("components.table.no_melds", lang))}</div>'
        if summary:  # the projector layout: a row, so red threes can sit beside the note
            body = f'<div class="cc-meldlist">{body}</div>'
    threes = pos.red_threes.get(side, ())
    if threes:
        cards = _cards(threes, size, False, fresh.get(f"red:{side}", ()), lang)
        head = _e(t("components.table.red_threes", lang))
        title = f'<div class="cc-meld-head"><b>{head}</b></div>'
        if summary:  # the projector layout: beside the melds, not under them
            body = body[: -len("</div>")] + f'<div class="cc-meld">{cards}{title}</div></div>'
        else:
            body += f'<div style="margin-top:8px">{title}{cards}</div>'
    seats = side_seats_label(pos.rules, side, lang)
    seats_html = f' <span class="cc-count">({_e(seats)})</span>' if seats else ""
    # the projector layout shows each side's score line here, not in the status bar (room)
    line = (
        f'<div class="cc-sidesum">{_side_summary(pos, side, lang, show_minimum)}</div>'
        if summary
        else ""
    )
    return (
        f'<div class="cc-sidebox" data-side="{side}"><h4>{_e(t("components.table.melds", lang))}'
        f" · {_e(side_label(pos.rules, side, lang))}{seats_html}</h4>"
        f"{line}{body}</div>"
    )


def table_html(
    pos: Position,
    lang: str,
    reveal: str = "all",
    big: bool = False,
    *,
    fresh: Fresh | None = None,
    present: bool = False,
    show_minimum: bool = True,
    pick: Mapping[str, str] | None = None,
    picked: Collection[str] = (),
    quiz: bool = False,
    taps: Mapping[str, str] | None = None,
) -> str:
    """The whole table as one HTML block (see `render_table`)."""
    rules = pos.rules
    if reveal not in ("all", "counts", *rules.seats):
        reveal = "counts"
    fresh = fresh or {}
    # present: sizes come from the viewport (style.py), the size classes only pick proportions
    hand_size = "lg" if big and not present else "md"
    meld_size = "md" if big and not present else "sm"
    notes = _turn_notes(pos, lang)
    sums = "" if present else (
        '<div class="cc-sidesum">'
        + "".join(_side_summary(pos, s, lang, show_minimum) for s in rules.side_names)
        + "</div>"
    )
    status = (
        '<div class="cc-status">'
        f'<div><div class="cc-turnline">{_e(_turn_line(pos, lang, reveal, quiz))}</div>'
        + "".join(f"<div>{_e(n)}</div>" for n in notes)
        + f"</div>{sums}</div>"
    )
    turn_hand = pos.hands[pos.turn]
    picks = (hand_picks(turn_hand, pick, picked)
             if pick and not isinstance(turn_hand, int) and reveal in ("all", pos.turn) else [])
    seats = "".join(
        _seat_html(pos, s, lang, reveal, hand_size, fresh, picks if s == pos.turn else ())
        for s in rules.seats
    )
    classic = len(rules.seats) == 4
    grid_cls = "cc-grid" if classic else f"cc-grid {layout_class(rules)}"
    grid = (f'<div class="{grid_cls}">{seats}'
            f'{_centre_html(pos, lang, hand_size, fresh, taps)}</div>')
    n_sides = len(rules.side_names)
    melds_cls = "cc-melds" if n_sides == 2 else f"cc-melds cc-sides-{n_sides}"
    melds = (
        f'<div class="{melds_cls}">'
        + "".join(
            _side_melds_html(pos, s, lang, meld_size, fresh, present, show_minimum)
            for s in rules.side_names
        )
        + "</div>"
    )
    cls = "cc-table cc-present" if present else "cc-table cc-big" if big else "cc-table"
    aria = _e(t("components.table.aria", lang, turn=seat_name(pos.turn, lang)))
    side = rules.side_of[pos.turn]
    profile = "" if rules.name == "classic" else f' data-profile="{_e(rules.name)}"'
    return (
        f'{layout_css(rules)}<div class="{cls}" role="group" aria-label="{aria}"'
        f' data-side="{side}"{profile}>{status}{grid}{melds}</div>'
    )


def render_table(
    pos: Position,
    lang: str,
    reveal: str = "all",
    big: bool = False,
    *,
    fresh: Fresh | None = None,
    present: bool = False,
    show_minimum: bool = True,
    pick: Mapping[str, str] | None = None,
    picked: Collection[str] = (),
    quiz: bool = False,
    taps: Mapping[str, str] | None = None,
) -> None:
    """Show a position as a card table.

    reveal: "all" shows every listed hand; a seat of the position's profile ("N", "E", "S",
    "W"; six-hand also "NE", "SE", "SW", "NW") shows only that seat's hand (the others as counts); "counts" shows counts only. big=True: larger cards
    and text. fresh: cards just played, highlighted. present: the projector layout, sized to
    fit the viewport beside the narration. show_minimum=False hides the sides' opening minimum
    (a lesson's quiz may be asking for it). quiz=True: the turn line names no choice of the
    draw (a lesson's quiz may ask whether the pile can be taken or a pass made).

    The turn line rules on the table shown: with the hand of the seat to act on screen it says
    what that hand can do (a take only when the referee would accept one); with it hidden, only
    what is public ("take the pile if they can").

    pick: the hand of the seat to act made tappable, for a page with a card picker: chip id
    ("KC#1") -> the key of the picker's chip button. Tapping (or Enter on) a card clicks that
    button, so a card on the table picks exactly as its chip does (one callback, one state);
    `picked` (chip ids) are shown lifted.

    taps: the stock and the pile made tappable ("stock"/"pile" -> the key of the button a tap
    clicks: `picker.table_taps`): a tap on the stock draws, on the pile takes it.
    """
    html_text = table_html(
        pos, lang, reveal, big, fresh=fresh, present=present, show_minimum=show_minimum,
        pick=pick, picked=picked, quiz=quiz, taps=taps,
    )
    if 'data-pick="' in html_text:
        st.html(html_text + _PICK_SCRIPT, unsafe_allow_javascript=True)
    else:
        st.html(html_text)


# A tap on a card of the table clicks the picker's chip button for it (the page's key; Streamlit
# puts "st-key-<key>" on the widget's container). One listener per page, for every table drawn.
_PICK_SCRIPT = """<style>
.cc-card.cc-pick { cursor: pointer; }
.cc-card.cc-pick:focus-visible { outline: 3px dashed #ffffff; outline-offset: 2px; }
/* picked: lifted, in the light blue of a focused control (gold marks the cards just played) */
.cc-fan .cc-card.cc-picked { transform: translateY(-10px); outline: 3px solid #9fd3ff;
  outline-offset: 1px; box-shadow: 0 0 10px 3px rgba(159, 211, 255, 0.8); }
/* room for the lift (10 px and the 4-px outline) above each row of a hand that can be picked:
   a picked card covered the seat's "to act" and card count, and the row above it */
.cc-fan:has(> .cc-card.cc-pick) { padding-top: 14px; row-gap: 18px; }
</style><script>
(function () {
  if (window.ccTablePick) { return; }
  window.ccTablePick = true;
  // A tap must do something: the button not drawn yet (the page redrawing) is waited for, and
  // a card tapped while the page was redrawing, left as it was once the page is still again,
  // is tapped once more. A tap on a still page is never repeated: the server has it, however
  // slowly it answers (a repeat there would undo the pick).
  function idle() {
    return !!document.querySelector('[data-testid="stApp"][data-test-script-state="notRunning"]');
  }
  var last = {};  // key -> the latest tap's number (a newer tap of the card ends the check)
  function pick(key, pressed, tries, again, busy) {
    var button = document.querySelector(".st-key-" + CSS.escape(key) + " button");
    if (!button || button.disabled) {
      if (tries < 30) {
        setTimeout(function () { pick(key, pressed, tries + 1, again, true); }, 100);
      }
      return;
    }
    button.click();
    if (pressed !== null && !again && busy) { check(key, pressed, Date.now(), last[key]); }
  }
  function check(key, pressed, at, n) {
    setTimeout(function () {
      if (last[key] !== n) { return; }  // tapped again since: that tap is the one that counts
      var card = document.querySelector('[data-pick="' + CSS.escape(key) + '"]');
      if (!card || card.getAttribute("aria-pressed") !== pressed) { return; }  // it landed
      if (!idle()) { if (Date.now() - at < 10000) { check(key, pressed, at, n); } return; }
      pick(key, pressed, 0, true, false);  // lost while the page redrew: once more, no more
    }, 1200);
  }
  function tap(card) {
    var key = card.getAttribute("data-pick");
    if (!key) { return; }
    last[key] = (last[key] || 0) + 1;
    pick(key, card.getAttribute("aria-pressed"), 0, false, !idle());
  }
  document.addEventListener("click", function (e) {
    var card = e.target.closest && e.target.closest("[data-pick]");
    if (card) { tap(card); }
  });
  document.addEventListener("keydown", function (e) {
    if (e.key !== "Enter" && e.key !== " ") { return; }
    var card = e.target.closest && e.target.closest("[data-pick]");
    if (card) { e.preventDefault(); tap(card); }
  });
})();
</script>"""


__all__ = ["REVEALS", "hand_picks", "pile_badges", "render_table", "seat_name", "side_name", "table_html"]
