"""The sandbox's page session: everything the sandbox page does between reading a widget and
drawing, without Streamlit (tests drive it with a plain dict).

The session keeps its state in a mutable mapping (the page passes `st.session_state`; tests a
dict) under the same "sandbox_" keys the page's widgets use, so a callback can change a widget's
value before the widget is drawn again. Every method is one user intent: `set_up` a position,
`rule_on` an action, `play`, `undo`, `share`, `load_json`, ...

The one principle it keeps above all (issue 23): what is ruled on is what is on screen. While
a field of the set-up is invalid the table still shows the last good position, so no verdict
may stand: `field_problem()` names the field, `rule_on` and `play` answer with it instead of
ruling on the last good position, and an edit that breaks a field marks the verdict stale.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import canasta_core as cc
from canasta_app.sandbox import drawn
from canasta_app.sandbox import model as sb
from canasta_app.shell.share import ShareError, decode_share, encode_state, situation_from
from canasta_app.text import keys as KEYS
from canasta_app.text.i18n import t
from canasta_app.ui.table_session import PageSession
from canasta_core import typed as typed_moves
from canasta_core.cards import parse_card
from canasta_core.messages import in_lang
from canasta_core.positions import Position

ED = "sandbox_ed_"  # editor widget keys: sandbox_ed_<field>
HISTORY = "sandbox_history"
VERDICT = "sandbox_verdict"
NOTICE = "sandbox_notice"
ACTION = "sandbox_action"
JSON_ERROR = "sandbox_json_error"
DRAWN = "sandbox_drawn"  # the cards a draw from a counted stock brought, as typed
DRAWN_ERROR = "sandbox_drawn_error"  # what is wrong with them, said at the field
ADVANCED_FIELDS = (
    "dealer", "red_threes.NS", "red_threes.EW", "melded", "this_turn.took_pile",
    "this_turn.melded", "this_turn.asked", "this_turn.concealed_ok", "this_turn.new_melds",
    "went_out.seat",
)  # fmt: skip


@dataclass(frozen=True)
class FieldProblem:
    """An invalid set-up field: its editor key ('' when the error names no single field), its
    label in the page's language, and the engine's complaint without the field's own name."""

    key: str
    label: str
    detail: str

    def sentence(self, lang: str) -> str:
        if not self.key:
            return t("sandbox.editor.error_general", lang, detail=self.detail)
        return t("sandbox.editor.error", lang, field=self.label, detail=self.detail)


def _problem(err: cc.NotationError, lang: str, profile: str | None = None) -> FieldProblem:
    key = sb.editor_key_for(err.field)
    detail = sb.error_detail(err, lang, profile)
    if err.field and detail.startswith(err.field + ": "):
        detail = detail[len(err.field) + 2 :]
    label = sb.field_label(key, profile, lang) if key else ""
    return FieldProblem(key, label, detail)


class SandboxSession(PageSession):
    """One visitor's sandbox: the history of positions, the action asked about, the verdict,
    the set-up fields and the last notice. See the module docstring.

    `on_ruling(history, action, ruling)`, when the page sets it, hears every ruling on an
    action (Check, and Play, legal or not) with the history it was made in: a homework
    situation records its tries through it (sandbox/homework.py)."""

    on_ruling: Callable[[sb.History, str, cc.Ruling], None] | None = None

    def _heard(self, text: str, ruling: cc.Ruling) -> None:
        if self.on_ruling is not None:
            self.on_ruling(self.history, ruling.action or text, ruling)

    # ------------------------------------------------------------------ what the page reads

    @property
    def history(self) -> sb.History:
        return self.state[HISTORY]  # type: ignore[no-any-return]

    @property
    def position(self) -> Position:
        """The position on the table (the last one every field agreed on)."""
        return self.history.current

    @property
    def verdict(self) -> dict[str, Any] | None:
        """The verdict for the position shown, or None. A verdict for another position (the
        history moved on) is never returned."""
        v = self.state.get(VERDICT)
        return v if v and v.get("pos") is self.position else None

    def notice(self) -> tuple[str, str] | None:
        """(kind, text) of the last notice, while the history it was about is still shown."""
        n = self.state.get(NOTICE)
        return (n[1], n[2]) if n is not None and n[0] is self.history else None

    # ------------------------------------------------------------------ the set-up fields

    def editor_profile(self) -> str:
        """The table the set-up describes (its seats and sides name the fields)."""
        return str(self.state.get(ED + "profile") or self.position.profile)

    def follow_language(self) -> None:
        """At the top of a run, before the fields are drawn: fields written in another
        language (the page's language was switched) are rewritten in this one, so a card is
        never read the other way ("7C" is 7♣ in English, 7♥ in Spanish). A field that cannot be
        read stays as typed, and its error says why."""
        written = self.state.get(ED + "lang")
        if written is not None and written != self.lang:
            keys = sb.edit_fields(self.editor_profile())
            v = {f: self.state.get(ED + f) for f in keys}
            for f, value in sb.translate_fields(v, str(written), self.lang).items():
                if value != v[f]:
                    self.state[ED + f] = value
        self.state[ED + "lang"] = self.lang

    def editor_values(self) -> dict[str, Any]:
        profile = self.editor_profile()
        v = {f: self.state.get(ED + f) for f in sb.edit_fields(profile)}
        seats = sb.rules_of(profile).seats
        v["melded"] = [s for s in seats if s in (v.get("melded") or [])]  # in seat order
        return v

    def seed_editor(self, pos: Position) -> None:
        for f, v in sb.fields_from_position(pos, self.lang).items():
            self.state[ED + f] = v
        self.state[ED + "base"] = pos
        self.state[ED + "lang"] = self.lang

    def editor_dirty(self) -> bool:
        base = self.state.get(ED + "base")
        return base is not None and self.editor_values() != sb.fields_from_position(base, self.lang)

    def editor_position(self) -> tuple[Position | None, cc.NotationError | None]:
        """What the fields describe: (position, None), or (None, the engine's first error)."""
        if self.state.get(ED + "base") is None:
            self.seed_editor(self.position)
        return sb.validate_fields(self.editor_values(), self.lang)

    def field_problem(self) -> FieldProblem | None:
        """The invalid field, if any (then the table is not what the fields say)."""
        _, err = self.editor_position()
        return None if err is None else _problem(err, self.lang, self.editor_profile())

    def pile_top(self) -> str | None:
        """The top card the pile field shows, read from that field alone, so an error in
        another field never makes a full pile look empty. None for an empty pile; "" when the
        pile field itself cannot be read (its own error says why)."""
        tokens = [x for x in str(self.state.get(ED + "pile") or "").replace(",", " ").split() if x]
        if not tokens:
            return None
        try:
            return parse_card(sb.read_field_card(tokens[-1], self.lang))
        except cc.NotationError:
            return ""

    # ------------------------------------------------------------------ changing the history

    def set_history(
        self, h: sb.History, *, notice: tuple[str, str] | None = None, action: str | None = None
    ) -> None:
        """Make `h` the history; forget what belonged to the previous position. The fields
        follow the new position unless they hold edits not applied yet (never lost)."""
        dirty = self.editor_dirty()
        self.state[HISTORY] = h
        self.state[VERDICT] = None
        self.state.pop(DRAWN_ERROR, None)
        self._reset_picker()
        if not dirty:
            self.seed_editor(h.current)
        if action is not None:
            self.state[ACTION] = action
        self.state[NOTICE] = (h, *notice) if notice else None

    def set_up(self, pos: Position, *, notice: tuple[str, str] | None = None,
               action: str = "") -> None:
        """Start again from `pos` (a preset, a deal, an edited or loaded position)."""
        self.set_history(sb.History(pos), notice=notice, action=action)

    def start(self, share_value: str | None) -> None:
        """First run, or a new ?s= in the address bar: the history before any widget exists.
        A link that carries a pending action asks it again, so whoever opens the link sees the
        same question and the same verdict."""
        s = self.state
        if share_value is not None and share_value != s.get("sandbox_s_seen"):
            s["sandbox_s_seen"] = share_value
            self.open_link(share_value)
        if HISTORY not in s:
            self.set_up(sb.default_position())
        s.setdefault(ACTION, "")
        s.setdefault(VERDICT, None)
        s.setdefault("sandbox_json", "")

    def open_link(self, value: str) -> None:
        try:
            shared = decode_share(value)
            h = sb.History.replay(shared.position, shared.history)
        except ShareError as e:
            self._link_failed(self.share_message(e))
            return
        except Exception:  # noqa: BLE001 — a link must never break the page
            self._link_failed(self.tr("sandbox.share_error.corrupt"))
            return
        n = len(shared.history)
        key = ("sandbox.share.opened_none" if n == 0 else
               "sandbox.share.opened_one" if n == 1 else "sandbox.share.opened")
        self.set_history(h, notice=("info", self.tr(key, count=n)), action=self.as_typed(shared.pending))
        if shared.pending:
            self.rule_on(shared.pending)

    def _link_failed(self, why: str) -> None:
        if HISTORY not in self.state:
            self.set_up(sb.default_position())
        self.state[NOTICE] = (self.history, "error", why + " " + self.tr("sandbox.share.fallback"))

    def open_preset(self, pid: str | None) -> None:
        p = sb.preset_by_id(pid) if pid else None
        if p is None:
            return
        try:
            pos = p.load()
        except cc.NotationError as e:  # a lesson step that no longer loads
            self.state[NOTICE] = (self.history, "error",
                                  self.tr("sandbox.preset.bad", detail=e.message_in(self.lang)))
            return
        self.set_up(pos, notice=("info", self.tr("sandbox.preset.opened", title=p.title(self.lang))),
                    action=p.action)

    def deal(self, seed: int | None, dealer: str, profile: str | None = None) -> int:
        """A random deal (seed None: a new random seed) at the profile's table (default: the
        table shown). Returns the seed used."""
        seed = random.randint(1, 999_999) if seed is None else int(seed)
        rules = sb.rules_of(profile or self.position.profile)
        dealer = dealer if dealer in rules.seats else rules.seats[-1]
        pos = sb.deal_position(seed, dealer, profile=rules.name)
        if rules.name != self.editor_profile():  # other seats: the old fields cannot stay
            self.state[ED + "base"] = None
        self.set_up(pos, notice=("info", self.tr(
            "sandbox.deal.done", seed=seed, dealer=sb.seat_name(dealer, self.lang))))
        return seed

    def edit(self) -> None:
        """A field changed: the table follows as soon as the position is possible. An
        impossible one stays in the fields, and the verdict (about the table) turns stale."""
        pos, err = sb.validate_fields(self.editor_values(), self.lang)
        if pos is None:
            v = self.state.get(VERDICT)
            if v and not v.get("stale"):
                self.state[VERDICT] = {"pos": v.get("pos"), "stale": True}
            return
        self.state[ED + "base"] = None
        self.set_up(pos)

    def apply_editor(self) -> None:
        pos, _ = sb.validate_fields(self.editor_values(), self.lang)
        if pos is None:
            return
        self.state[ED + "base"] = None
        self.set_up(pos, notice=("info", self.tr("sandbox.editor.applied")))

    def turn_edit(self) -> None:
        """The seat to act changed: "my hand" moves with it when the new seat's hand was only
        a count (the player told whose turn it is, then their own hand)."""
        old = (self.state.get(ED + "base") or self.position).turn
        new = self.state.get(ED + "turn") or old
        if new != old:
            mine = self.state.get(ED + f"hands.{old}") or ""
            theirs = self.state.get(ED + f"hands.{new}") or ""
            if theirs.strip().isdigit() and not mine.strip().isdigit():
                self.state[ED + f"hands.{new}"], self.state[ED + f"hands.{old}"] = mine, theirs
        self.edit()

    def empty_table(self) -> None:
        self.state[ED + "base"] = None
        profile = self.position.profile
        self.set_up(sb.empty_position(profile=profile),
                    notice=("info", self.tr("sandbox.new.emptied")))

    def profile_edit(self) -> None:
        """The table was changed (two players, six…): its seats are not the old ones, so the
        set-up starts again from an empty table of that profile, keeping what the player had
        told that still fits: the hand to act (when its seat is at the new table) and the pile."""
        profile = str(self.state.get(ED + "profile") or sb.DEFAULT_PROFILE)
        rules = sb.rules_of(profile)
        if rules.name != profile:  # not a profile: the field says so, nothing is lost
            self.edit()
            return
        old = self.state.get(ED + "base") or self.position
        turn = str(self.state.get(ED + "turn") or old.turn)
        hand = self._cards_of(ED + f"hands.{turn}") if turn in rules.seats else []
        pile = self._cards_of(ED + "pile")
        try:
            pos = sb.empty_position(turn, rules.name, hand=hand, pile=pile)
        except cc.NotationError:
            pos = sb.empty_position(turn, rules.name)
        self.state[ED + "base"] = None
        self.set_up(pos, notice=("info", self.tr(
            "sandbox.profile.changed", table=sb.profile_label(rules.name, self.lang))))

    def _cards_of(self, key: str) -> list[str]:
        """The cards a field lists ([] for a count, an empty field or text that is no cards)."""
        text = str(self.state.get(key) or "").replace(",", " ")
        out = []
        for token in text.split():
            try:
                out.append(parse_card(sb.read_field_card(token, self.lang)))
            except cc.NotationError:
                return []
        return out

    def discard_editor(self) -> None:
        self.seed_editor(self.position)

    def palette_add(self, card: str) -> None:
        """A card clicked in the deck palette joins the chosen zone's field (then the table)."""
        zone = self.state.get("sandbox_palette_zone") or "hand"
        turn = self.state.get(ED + "turn") or self.position.turn
        name = f"hands.{turn}" if zone == "hand" else zone
        self.state[ED + name] = sb.add_to_field(zone, str(self.state.get(ED + name) or ""), card,
                                                self.lang)
        self.edit()

    # ------------------------------------------------------------------ JSON in

    def load_json(self, text: str, source: str = "paste") -> None:
        """A position JSON, or a downloaded sandbox situation (position, history, pending
        action), pasted or uploaded. Every failure is a message at the JSON box."""
        if len(text.encode("utf-8", "replace")) > sb.MAX_UPLOAD:
            self._json_error(source, self.tr("sandbox.json.too_big", limit=sb.MAX_UPLOAD // 1000))
            return
        if not text.strip():
            self._json_error(source, self.tr("sandbox.json.empty"))
            return
        try:
            pos = cc.load(text)
        except cc.NotationError as e:
            message = e.message_in(self.lang)
            where = ""
            if e.field and e.field not in message:
                where = f" ({self.tr('sandbox.json.field', field=e.field)})"
            self._json_error(source, self.tr(KEYS.JSON_ERROR[source], detail=message) + where)
            return
        try:
            shared = situation_from(json.loads(text))
        except (ShareError, ValueError, RecursionError):
            shared = None  # a damaged sandbox part: the position itself still loads
        self.state[JSON_ERROR] = None
        notice = ("info", self.tr(KEYS.JSON_LOADED[source]))
        if shared is not None:
            try:
                h: sb.History | None = sb.History.replay(shared.position, shared.history)
            except (cc.NotationError, cc.IllegalAction):
                h = None
            if h is not None and h.current == pos:
                self.set_history(h, notice=notice, action=self.as_typed(shared.pending))
                if shared.pending:
                    self.rule_on(shared.pending)
                return
        self.set_up(pos, notice=notice)

    def load_upload(self, data: bytes) -> None:
        if len(data) > sb.MAX_UPLOAD:
            self._json_error("upload", self.tr("sandbox.json.too_big", limit=sb.MAX_UPLOAD // 1000))
            return
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            self._json_error("upload", self.tr("sandbox.json.not_text"))
            return
        self.load_json(text, "upload")

    def _json_error(self, source: str, message: str) -> None:
        self.state[JSON_ERROR] = (source, message)

    def json_error(self) -> str | None:
        e = self.state.get(JSON_ERROR)
        return e[1] if e else None

    # ------------------------------------------------------------------ asking and playing

    def _answer(self, **verdict: Any) -> None:
        self.state[VERDICT] = {"pos": self.position, **verdict}

    def _refusal(self, text: str) -> str | None:
        """Why `text` cannot be ruled on at all in the position shown (else None)."""
        problem = self.field_problem()
        if problem is not None:  # the table is not what the fields say: rule on neither
            return self.tr("sandbox.ask.fix_field", problem=problem.sentence(self.lang))
        if sb.action_too_long(text):
            return self.tr("sandbox.ask.too_long", length=len(text), limit=sb.MAX_ACTION_TEXT)
        if not text:
            return self.tr("sandbox.ask.empty")
        return None

    def _notation_error(self, e: cc.NotationError, key: str) -> str:
        pos = self.position
        count_msg = sb.hand_count_message(pos, self.lang)
        if count_msg is not None and e.field == f"hands.{pos.turn}":
            return count_msg  # what to do, no jargon
        return self.tr(key, detail=e.message_in(self.lang))

    def rule_on(self, text: str | None = None) -> None:
        """Rule on `text` (default: the action box) in the position shown."""
        if text is None:
            text = self.state.get(ACTION) or ""
        text = text.strip()
        why_not = self._refusal(text)
        if why_not is not None:
            self._answer(error=why_not)
            return
        try:
            ruling = cc.check(self.position, typed_moves.read(text, self.lang))
        except cc.NotationError as e:
            self._answer(error=self._notation_error(e, "sandbox.ask.unreadable"))
            return
        self._heard(text, ruling)
        self._answer(ruling=ruling, typed=text)

    def play(self) -> None:
        """Play the action in the box when it is legal; otherwise say why, as Check would."""
        text = (self.state.get(ACTION) or "").strip()
        if self._refusal(text) is not None:
            self.rule_on(text)
            return
        try:
            new, ruling = self.history.play(typed_moves.canonical(text, self.lang))
        except cc.IllegalAction as e:
            self._heard(text, e.ruling)
            self._answer(ruling=e.ruling, not_played=True, typed=text)
            return
        except cc.NotationError as e:
            if e.code == "stock.count-only":  # a legal draw from a stock known only by number:
                ruling = cc.check(self.position, "draw")  # the player names what it brought
                self._heard(text, ruling)
                self._answer(ruling=ruling)
                return
            self._answer(error=self._notation_error(e, "sandbox.ask.cannot_play"))
            return
        self._heard(text, ruling)
        self.set_history(new, action="")
        self._answer(ruling=ruling, played=ruling.action or text)

    def drawn_wanted(self) -> bool:
        """A legal draw from a counted stock ruled on, not played: ask what it brought."""
        return drawn.wanted(self.verdict or {}, self.position)

    def play_drawn(self) -> None:
        """Play the draw with the cards named in the field (`sandbox.drawn.told_draw`); what is
        wrong is said at the field, and the text typed stays."""
        pos = self.position
        text = str(self.state.get(DRAWN) or "")
        try:
            new, ruling = drawn.told_draw_ruled(pos, text, self.lang)
            cards = drawn.read_cards(text, self.lang)
        except drawn.DrawnProblem as e:
            self.state[DRAWN_ERROR] = self.tr(e.key, **e.params)
            return
        self._heard("draw", ruling)
        self.set_history(self.history.told("draw", new), action="")
        self.state[DRAWN] = ""
        self._answer(ruling=ruling, played="draw", drew=cards)

    def position_before_verdict(self) -> Position:
        """The position a verdict's counting is about (before the move, after Play)."""
        v = self.verdict or {}
        h = self.history
        if v.get("played"):
            return h.positions[-2] if len(h.positions) > 1 else h.start
        return self.position

    def as_typed(self, action: str) -> str:
        """A canonical action as this page's box writes it ('levantar 7c 7p' in Spanish)."""
        return typed_moves.write(action, self.lang) if action else action

    def typed(self) -> None:
        """The player typed in the action box: the picked cards no longer describe it."""
        self._reset_picker()
        self.state[VERDICT] = None

    def picked(self, text: str) -> None:
        """The picker's selection changed: the action box shows the action it builds."""
        self.state[ACTION] = self.as_typed(text)
        self.state[VERDICT] = None

    def ask(self, text: str) -> None:
        """A one-word action button or a confirmed pick: put it in the box and rule on it."""
        self.state[ACTION] = self.as_typed(text)
        self.rule_on(text)

    def hint(self, choice: str | None) -> None:
        if choice:
            self.state[ACTION] = self.as_typed(choice)
            self.state[VERDICT] = None
            self._reset_picker()

    def clear(self) -> None:
        self.state[ACTION] = ""
        self.state[VERDICT] = None
        self._reset_picker()

    def undo(self) -> None:
        self.set_history(self.history.undo())

    def redo(self) -> None:
        self.set_history(self.history.redo())

    def restart(self) -> None:
        self.set_history(self.history.go_to(0))

    def to_calculator(self) -> None:
        self.state["calculator_position"] = cc.dump(self.position)
        self.state["sandbox_go_calculator"] = True

    # ------------------------------------------------------------------ sharing

    def share_message(self, e: ShareError) -> str:
        params = dict(e.params)
        detail_es = params.pop("detail_es", None)  # the engine's own words in Spanish
        if detail_es is not None:
            params["detail"] = in_lang((params["detail"], detail_es), self.lang)
        return self.tr(KEYS.SHARE_ERROR[e.code], **params)

    def pending_for_link(self) -> str:
        text = (self.state.get(ACTION) or "").strip()
        if sb.action_too_long(text):
            return ""
        if not typed_moves.is_spanish_verb(text.split(" ", 1)[0]):
            return text  # the notation as typed (or an error whoever opens the link sees too)
        try:  # a link carries the canonical notation, whatever the page's language
            return typed_moves.canonical(text, self.lang)
        except cc.NotationError:
            return text

    def share(self) -> tuple[str | None, str | None]:
        """(?s= value, None) for the history and the pending action, or (None, why not);
        cached per History value and action text."""
        h, pending = self.history, self.pending_for_link()
        cached = self.state.get("sandbox_link")
        if cached is not None and cached[0] is h and cached[1] == pending:
            return cached[2], cached[3]
        start, actions = h.for_link()
        try:
            value, err = encode_state(start, list(actions), pending), None
        except ShareError as e:
            value, err = None, self.share_message(e)
        self.state["sandbox_link"] = (h, pending, value, err)
        return value, err

    def present_code(self) -> str | None:
        """The classroom's `show` value for the position shown (start and the moves played
        from it): "Show to the class" opens it in presentation mode. None when no link can
        carry it (the reason is the share link's)."""
        h = self.history
        cached = self.state.get("sandbox_present")
        if cached is not None and cached[0] is h:  # one encoding per History value
            return cached[1]  # type: ignore[no-any-return]
        start, actions = h.for_link()
        try:
            code: str | None = encode_state(start, list(actions))
        except ShareError:
            code = None
        self.state["sandbox_present"] = (h, code)
        return code

    def situation(self) -> dict[str, Any]:
        """The downloadable situation: start, moves, the pending action, the position."""
        from canasta_app.shell.share import situation_dict

        return situation_dict(*self.history.for_link(), self.pending_for_link(), self.position)

    def situation_json(self) -> str:
        """`situation()` as the downloaded file's text; built once per History value and
        action text (the download button is drawn on every run of the question)."""
        h, pending = self.history, self.pending_for_link()
        cached = self.state.get("sandbox_situation")
        if cached is not None and cached[0] is h and cached[1] == pending:
            return cached[2]  # type: ignore[no-any-return]
        text = json.dumps(self.situation(), indent=2, ensure_ascii=False)
        self.state["sandbox_situation"] = (h, pending, text)
        return text


__all__ = ["ADVANCED_FIELDS", "ED", "FieldProblem", "SandboxSession"]
