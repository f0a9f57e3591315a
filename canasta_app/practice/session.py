"""The practice table's page session: everything canasta_app/practice/practice.py does between reading a
widget and drawing, without Streamlit (tests drive it with a plain dict).

The session keeps its state in a mutable mapping (the page passes `st.session_state`; tests a
dict) under the page's "practice_" keys, widget values under "practice_w_", so a callback can
set a widget before it is drawn again. The game itself is one value (`canasta_app.practice.model.
PracticeGame`); every intent replaces it: `open` a link, `new_game`, `try_action`, `take_back`,
`bot_step`, `advance` (the bots' pace), `ask_hint`, `next_deal`, `change_setting`,
`change_profile`. The rest are views the page draws: the status line, the prompt, the feedback,
the deal's result, the game sheet, the link to this moment, the cards the table makes tappable.

The table's profile (classic, two-hand, three-hand, six-hand) is part of the game; the
settings offer only the bots and coach levels that can play it (`practice.bots_for`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from canasta_app.domain.game_sheet import result_message
from canasta_app.practice import model as pr
from canasta_app.shell.links import page_link
from canasta_app.text import keys as KEYS
from canasta_app.text.i18n import seat_name, side_name
from canasta_app.text.move_words import action_words
from canasta_app.text.narration import card_list, narrate, narrate_start
from canasta_app.ui.compose import chip_keys
from canasta_app.ui.score_lines import fmt_points
from canasta_app.ui.seats import side_label
from canasta_app.ui.table_session import PageSession
from canasta_core import typed as typed_moves
from canasta_core.errors import NotationError
from canasta_core.events import Drew
from canasta_core.profiles import PROFILES
from canasta_core.rulings import Ruling, check

GAME = "practice_game"
W = "practice_w_"  # widget keys
PICK = "practice_pick"  # the card picker's keys
PLAY_OPEN = "practice_play_open"  # the sidebar's "Table and coach" box, open
FEEDBACK = "practice_feedback"
LINK_KEYS = ("seed", "deal", "move", "sheet", "h", "partner", "opp", "profile", "coach", "pace",
             "tries", "backs", "game_tries", "game_backs")
TICK = 0.8  # seconds between two bot moves at the "one a second" pace (the timer runs at 1 s)


@dataclass(frozen=True)
class Feedback:
    """The answer to the learner's last click: kind is "refused" (with the engine's ruling),
    "error", "played" or "took_back"; text is what to say (plain text, not yet escaped)."""

    kind: str
    text: str = ""
    ruling: Ruling | None = None
    typed: str = ""  # the move as typed in the box, for the ruling's hint (a comma, ...)


@dataclass(frozen=True)
class SheetView:
    """The game sheet for the page: the sides' names and one row per deal (its number, each
    side's points, each side's total after it), the next minimums while play goes on, and where
    the game stands: kind "won", "tie" or "on" and the message, and for a finished game the
    headline saying who won."""

    sides: list[str]
    rows: list[list[int]]
    minimums: list[tuple[str, int]]
    kind: str
    message: str
    headline: str
    finished: bool


class PracticeSession(PageSession):
    """One visitor's practice table. See the module docstring."""

    # ------------------------------------------------------------------ the session's values

    @property
    def game(self) -> pr.PracticeGame:
        return self.state[GAME]  # type: ignore[no-any-return]

    def _store(self, game: pr.PracticeGame) -> None:
        self.state[GAME] = game

    @property
    def pace(self) -> str:
        pace = self.state.get("practice_pace")
        return pace if pace in pr.PACES else pr.DEFAULT_PACE

    @property
    def coach(self) -> str:
        coach = self.state.get("practice_coach")
        return coach if coach in self.coach_levels else pr.DEFAULT_COACH

    @property
    def coach_rank(self) -> int:
        return pr.COACH_LEVELS.index(self.coach)

    @property
    def show_all(self) -> bool:
        return bool(self.state.get("practice_show_all"))

    @property
    def coach_levels(self) -> tuple[str, ...]:
        return pr.coach_levels(self.game.profile)

    @property
    def chosen_table(self) -> str:
        """The table chosen in the sidebar (the game's until another is chosen)."""
        return str(self.state.get(W + "profile") or self.game.profile)

    def bots_offered(self, profile: str | None = None) -> tuple[str, ...]:
        return pr.bots_for(profile or self.chosen_table)

    # ------------------------------------------------------------------ opening the page

    def open(self, query: Mapping[str, str]) -> None:
        """First visit in this session: the game the link names, else a fresh game at the
        table the link asks for (`profile=`); a link that cannot be used says why."""
        s = self.state
        if GAME not in s:
            game, problems = pr.read_link(query)
            if game is None:
                profile, bad = pr.read_profile(query)
                if bad is not None and bad not in problems:
                    problems = [bad, *problems]
                bot = pr.default_bot(profile)
                game = pr.new_game(pr.random_seed(), bot, bot, profile=profile)
            s["practice_problems"] = problems
            self._store(game)
            raw_pace = str(query.get("pace", ""))
            raw_coach = str(query.get("coach", ""))
            s["practice_pace"] = raw_pace if raw_pace in pr.PACES else pr.DEFAULT_PACE
            s["practice_coach"] = (raw_coach if raw_coach in pr.coach_levels(game.profile)
                                   else pr.DEFAULT_COACH)
            s["practice_show_all"] = False
            s[FEEDBACK] = None
            s["practice_hint"] = (-1, 0)
        game = self.game
        for name, value in (("seed", game.seed), ("partner", game.partner),
                            ("opp", game.opponents), ("profile", game.profile),
                            ("pace", s["practice_pace"]), ("coach", s["practice_coach"]),
                            ("show_all", s["practice_show_all"])):
            if W + name not in s:  # widgets forget their state when the page is left
                s[W + name] = value

    def problems_text(self) -> str:
        """The link's problems, joined ("" when the link was fine)."""
        problems = self.state.get("practice_problems") or []
        return "; ".join(self.tr(key, **params) for key, params in problems)

    # ------------------------------------------------------------------ the learner's intents

    def _say(self, kind: str, text: str = "", ruling: Ruling | None = None,
             typed: str = "") -> None:
        self.state[FEEDBACK] = Feedback(kind, text, ruling, typed)

    def new_game(self, random_deal: bool) -> None:
        """A new game from the settings: the seed (or a random one), the bots, the table."""
        s = self.state
        profile = s.get(W + "profile") or pr.DEFAULT_PROFILE
        if profile not in pr.PROFILE_NAMES:
            profile = pr.DEFAULT_PROFILE
        offered = pr.bots_for(profile)
        kinds = [str(s.get(W + k)) if s.get(W + k) in offered else pr.default_bot(profile)
                 for k in ("partner", "opp")]
        seed = pr.random_seed() if random_deal else int(s.get(W + "seed") or 0)
        game = pr.new_game(seed, kinds[0], kinds[1], profile=profile)
        self._store(game)
        s[W + "seed"] = game.seed
        s[W + "partner"], s[W + "opp"] = kinds
        if s.get("practice_coach") not in pr.coach_levels(profile):
            s["practice_coach"] = s[W + "coach"] = pr.DEFAULT_COACH
        s[FEEDBACK] = None
        s["practice_problems"] = []
        self._reset_picker()

    def change_profile(self) -> None:
        """Another table was chosen: a new game there, with the game number shown."""
        self.new_game(random_deal=False)

    def reopen_at(self, game: pr.PracticeGame, move: int) -> None:
        """A reviewed moment tried again (the coach's "Try this moment again"): the deal as it
        stood before `move`, with the coach on (Advice), no feedback left from the end."""
        self._store(game.reopen(move))
        self.state["practice_coach"] = "advice"
        self.state["practice_w_coach"] = "advice"
        self.state[FEEDBACK] = None

    def try_action(self, text: str, typed: str = "") -> None:
        """The learner's try, from the picker, a tapped card or the typed box (`typed`: the
        text as typed there): the engine rules on exactly it."""
        result = self.game.try_action(text)
        self._store(result.game)
        if result.ruling is None:
            self._say("error", self._error_text(result.error, dict(result.error_params)))
        elif result.legal:
            move = result.game.moves[-1]
            drawn = [e.card for e in move.events if isinstance(e, Drew)]
            self._say("played", self._played_text(result.ruling.action, drawn, move.before))
            self.state[W + "action"] = ""
            self._reset_picker()
        else:
            self._say("refused", ruling=result.ruling, typed=typed)

    def play_typed(self) -> None:
        """The typed box: a move in the page's language (`canasta_core.typed`: Spanish verbs
        and cards on a Spanish page, the canonical notation on both), played as canonical."""
        typed = text = str(self.state.get(W + "action") or "")
        if text.strip():
            try:
                text = typed_moves.canonical(text, self.lang)
            except NotationError as e:
                self._say("error", self._error_text("practice.err.input", {"error": e}))
                return
        self.try_action(text, typed)

    def _error_text(self, key: str, params: dict[str, object]) -> str:
        err = params.get("error")
        if err is not None and hasattr(err, "message_in"):
            params["error"] = err.message_in(self.lang)
        if params.get("seat"):
            params["seat"] = seat_name(str(params["seat"]), self.lang)
        return self.tr(key, **params)

    def _played_text(self, action: str, drawn: list[str], before: Any) -> str:
        """Name the cards drawn: the learner is looking for them in the hand."""
        if len(drawn) == 1:
            return self.tr("practice.played_draw", card=drawn[0])
        if drawn:  # two-hand and three-hand draw two
            return self.tr("practice.played_draw_cards", cards=card_list(drawn, self.lang))
        return self.tr("practice.played", action=action_words(action, self.lang, before))

    def take_back(self) -> None:
        game = self.game
        last = game.learner_actions[-1] if game.learner_actions else ""
        back = game.take_back()
        self._store(back)
        self._say("took_back", self.tr("practice.took_back",
                                       action=action_words(last, self.lang) if last else "",
                                       count=back.take_backs))
        self._reset_picker()

    def bot_step(self, all_moves: bool) -> None:
        self._store(self.game.run_bots() if all_moves else self.game.bot_step())

    def advance(self, ticking: bool, now: float) -> bool:
        """The bots' pace, once per run of the table: all at once, or one move a second while
        the table's timer ticks. True when the timer must start or stop (the page reruns)."""
        game = self.game
        if self.pace == "instant" and game.bot_to_act:
            self._store(game.run_bots())
        elif self.pace == "1s" and ticking and game.bot_to_act:
            if now - float(self.state.get("practice_tick", 0.0)) >= TICK:
                self._store(game.bot_step())
                self.state["practice_tick"] = now
        return self.ticking != ticking

    @property
    def ticking(self) -> bool:
        """Whether the table's timer should run (a bot to move at the one-a-second pace)."""
        return self.pace == "1s" and self.game.bot_to_act

    def ask_hint(self, moves: int, level: int) -> None:
        self.state["practice_hint"] = (moves, level)

    def next_deal(self) -> None:
        self._store(self.game.next_deal())
        self.state[FEEDBACK] = None
        self._reset_picker()

    def change_setting(self, name: str) -> None:
        """A sidebar setting changed (coach, pace, show all hands); a segmented control
        clicked off keeps its choice."""
        s = self.state
        if s.get(W + name) is None:
            s[W + name] = s.get(f"practice_{name}")
        s[f"practice_{name}"] = s[W + name]

    # ------------------------------------------------------------------ what the page shows

    def intro(self) -> str:
        profile = self.game.profile
        return self.tr(KEYS.INTRO[profile])

    def side_label(self, side: str) -> str:
        return side_label(self.game.rules, side, self.lang)

    def column_label(self, side: str) -> str:
        """A side's name in a table's header, which does not wrap: a side of three seats
        (six-hand) is the learner's side or the other one; every other side by its name."""
        game = self.game
        if game.profile == pr.DEFAULT_PROFILE or len(game.rules.side_seats[side]) == 1:
            return self.side_label(side)
        return self.tr("practice.side.yours" if side == game.learner_side
                       else "practice.side.theirs")

    def scores_text(self, totals: Mapping[str, int]) -> str:
        """'North 120 · South 35' in the profile's side order (six-hand: 'Their side 120 ·
        Your side 35', as the scoring table's columns)."""
        return " · ".join(f"{self.column_label(s)} {fmt_points(int(totals[s]))}"
                          for s in self.game.rules.side_names)

    def status_line(self) -> str:
        game = self.game
        totals = game.sheet.status().totals
        if game.profile == pr.DEFAULT_PROFILE:
            return self.tr("practice.status", deal=game.deal_number,
                           ns_name=side_name("NS", self.lang), ns=fmt_points(totals["NS"]),
                           ew_name=side_name("EW", self.lang), ew=fmt_points(totals["EW"]),
                           target=game.rules.target)
        return self.tr("practice.status_sides", deal=game.deal_number,
                       scores=self.scores_text(totals), target=game.rules.target)

    def prompt(self) -> str:
        """What the learner is asked to do now."""
        pos = self.game.position
        if pos.phase == "play" and pos.this_turn.asked == "pending":
            return self.tr("practice.your_answer", partner=seat_name(pos.turn, self.lang))
        if pos.phase == "draw":
            empty = pos.stock_size == 0  # then take or pass, never "draw"
            if (block := self._pile_block_found()) is not None:  # the rule's link follows
                return self.tr("practice.your_turn_draw_empty_only" if empty
                               else "practice.your_turn_draw_only", reason=block[1])
            if empty and not check(pos, "pass").legal:  # [stock.empty]: the take is due
                return self.tr("practice.your_turn_draw_empty_must")
            return self.tr("practice.your_turn_draw_empty" if empty
                           else "practice.your_turn_draw")
        if self.game.alone:
            return self.tr("practice.your_turn_play_alone")
        answerer = self.game.rules.answers_ask.get(pos.turn)
        if self.game.profile == "six-hand" and answerer:  # [six.ask] two partners: name him
            return self.tr("practice.your_turn_play_to", partner=seat_name(answerer, self.lang))
        return self.tr("practice.your_turn_play")

    def pile_block(self) -> str | None:
        """The rule that stops every take of the pile on screen while the learner is to draw
        (`practice.pile_block`), else None. Worked out once per position."""
        found = self._pile_block_found()
        return None if found is None else found[0]

    def _pile_block_found(self) -> tuple[str, str] | None:
        """(rule, reason in words) of `pile_block`, worked out once per position."""
        game = self.game
        if not game.learner_to_act:
            return None
        pos = game.position
        memo = self.__dict__.setdefault("_pile_block", {})
        if id(pos) not in memo:
            memo.clear()
            memo[id(pos)] = (pos, pr.pile_block_reason(pos, self.lang))
        return memo[id(pos)][1]  # type: ignore[no-any-return]

    def withheld(self) -> tuple[str, ...]:
        """The action kinds the picker does not offer: "take" while no take is legal."""
        return ("take",) if self.pile_block() is not None else ()

    def feedback(self) -> Feedback | None:
        fb = self.state.get(FEEDBACK)
        return fb if isinstance(fb, Feedback) else None

    def bot_label(self, kind: str) -> str:
        return self.tr(KEYS.BOT[kind])

    def profile_label(self, profile: str) -> str:
        return self.tr(KEYS.PROFILE[profile])

    @property
    def tables(self) -> tuple[str, ...]:
        """The tables offered in the sidebar, fewest players first (its buttons say 2, 3, 4, 6)."""
        return tuple(sorted(pr.PROFILE_NAMES, key=lambda p: len(PROFILES[p].seats)))

    def table_button(self, profile: str) -> str:
        return self.tr(KEYS.PROFILE_SHORT[profile])

    def coach_button(self, level: str) -> str:
        return self.tr(KEYS.COACH_SHORT[level])

    def table_caption(self) -> str:
        """The line under the sidebar's table buttons: the table chosen in words ("4 players
        (2 against 2)")."""
        return self.profile_label(self.chosen_table)

    def play_summary(self) -> str:
        """The line under the closed "Table and coach" box: the table, the coach and the
        bots' pace chosen ("4 players (2 against 2) · Coach: Guide · Bots' moves: One a
        second"), and "all hands shown" while they are."""
        summary = self.tr("practice.play_summary", table=self.table_caption(),
                          coach=self.coach_button(self.coach),
                          pace=self.tr(KEYS.PACE[self.pace]))
        return self.tr("practice.play_summary_all", summary=summary) if self.show_all \
            else summary

    def coach_caption(self) -> str:
        """The line under the coach buttons: what the coach chosen does ("Guide: also says
        what is possible before each turn")."""
        return self.tr(KEYS.COACH[self.coach])

    def bot_fields(self, profile: str) -> list[tuple[str, str]]:
        """(widget name, label) of the bot choices this table has: the partners' bot only
        where the learner has partners."""
        rules = PROFILES[profile]
        side = rules.side_of[pr.LEARNER]
        partners = [s for s in rules.side_seats[side] if s != pr.LEARNER]
        others = [s for s in rules.seats if rules.side_of[s] != side]

        def names(seats: list[str]) -> str:
            return ", ".join(seat_name(s, self.lang) for s in seats)

        if profile == pr.DEFAULT_PROFILE:
            return [("partner", self.tr("practice.partner_bot")),
                    ("opp", self.tr("practice.opp_bot"))]
        fields = [("opp", self.tr("practice.opponents_bot", count=len(others),
                                  seats=names(others)))]
        if partners:
            fields.insert(0, ("partner", self.tr("practice.partners_bot", count=len(partners),
                                                 seats=names(partners))))
        return fields

    def missing_notes(self) -> list[str]:
        """What this table cannot offer yet, said on the page (bots still learning it)."""
        profile = self.game.profile
        notes = []
        offered = pr.bots_for(profile)
        if set(offered) != set(pr.bots_for(pr.DEFAULT_PROFILE)):
            notes.append(self.tr("practice.bots_missing",
                                 bots=", ".join(self.bot_label(k) for k in offered)))
        if "advice" not in self.coach_levels:
            notes.append(self.tr("practice.advice_missing"))
        if not pr.hints_available(profile) and self.coach_rank > 0:
            notes.append(self.tr("practice.hint_missing"))
        return notes

    def narrate_move(self, m: pr.Move) -> tuple[str, tuple[str, ...], tuple[str, ...]]:
        """(headline, details, rule slugs) of one move; a bot's draw is named only when all
        hands are shown."""
        n = narrate(m.before, m.action, m.after, self.lang, reveal=self.show_all or m.by_learner,
                    events=m.events or None)
        return n.headline, n.details, n.slugs

    def start_text(self, full: bool = True) -> str:
        start = narrate_start(self.game.start, self.lang)
        return " ".join((start.headline, *start.details)) if full else start.headline

    def recent(self) -> list[tuple[str, str]]:
        """(label, text) of the bots' moves since the learner's last decision; the deal as
        dealt first while the learner has not played yet."""
        game = self.game
        last = max((i for i, m in enumerate(game.moves) if m.by_learner), default=-1)
        lines = []
        if last < 0:
            lines.append((self.tr("practice.at_start"), self.start_text()))
        for i, m in enumerate(game.moves):
            if i > last:
                head, details, _ = self.narrate_move(m)
                label = self.tr("practice.move_label", n=i + 1, seat=seat_name(m.seat, self.lang))
                lines.append((label, " ".join((head, *details))))
        return lines

    def fresh_since(self) -> Any:
        """The position before the learner's last decision: the table marks what came since."""
        game = self.game
        last = max((i for i, m in enumerate(game.moves) if m.by_learner), default=None)
        return game.moves[last].before if last is not None else game.start

    def table_picks(self, picked: list[str]) -> tuple[dict[str, str], list[str]] | None:
        """The learner's cards on the table as buttons: chip id -> the picker's chip key
        (canasta_app/practice/practice.py draws the picker with PICK), and the chips picked; None when
        the learner has no cards to pick now."""
        if not self.game.learner_to_act:
            return None
        keys = chip_keys(PICK, self.game.position, self.withheld())
        return None if keys is None else (keys, picked)

    # ------------------------------------------------------------------ the end of a deal

    def breakdown_names(self) -> dict[str, str] | None:
        """The scoring table's column names: None for classic (its own names)."""
        rules = self.game.rules
        if self.game.profile == pr.DEFAULT_PROFILE:
            return None
        return {s: self.column_label(s) for s in rules.side_names}

    def deal_result(self) -> tuple[str, str]:
        """(kind, text) of the deal's outcome: "won" or "tie"."""
        game = self.game
        b = game.deal_breakdown()
        sides = game.rules.side_names
        totals = {s: b[s]["total"] for s in sides}
        best = max(totals.values())
        top = [s for s in sides if totals[s] == best]
        if game.profile == pr.DEFAULT_PROFILE:
            ns, ew = totals["NS"], totals["EW"]
            if ns == ew:
                return "tie", self.tr("practice.deal_tie", a=fmt_points(ns))
            win = "NS" if ns > ew else "EW"
            return "won", self.tr("practice.deal_won", side=side_name(win, self.lang),
                                  a=fmt_points(max(ns, ew)), b=fmt_points(min(ns, ew)))
        scores = self.scores_text(totals)
        if len(top) > 1:
            return "tie", self.tr("practice.deal_tie_top", scores=scores)
        if top[0] == game.learner_side:
            key = "practice.deal_won_you_alone" if game.alone else "practice.deal_won_you"
            return "won", self.tr(key, scores=scores)
        return "won", self.tr("practice.deal_won_other", side=self.side_label(top[0]),
                              scores=scores)

    def sheet_view(self) -> SheetView:
        game = self.game
        sheet = game.sheet_after()
        status = sheet.status()
        sides = game.rules.side_names
        rows = sheet.rows()
        names = {s: self.column_label(s) for s in sides}
        table = [[r["deal"], *(r[s] for s in sides), *(r[f"{s}_total"] for s in sides)]
                 for r in rows]
        minimums = [] if status.finished else [(names[s], status.minimums[s]) for s in sides]
        if game.profile == pr.DEFAULT_PROFILE:
            kind, key, params = result_message(status)  # the calculator's own words
            for p in ("winner", "loser", "leader"):
                if p in params:
                    params[p] = side_name(str(params[p]), self.lang)
            message = self.tr(key, **params)
        else:
            kind, message = self._sheet_message(status, names)
        headline = ""
        if status.finished and status.winner:
            if status.winner == game.learner_side:
                headline = self.tr("practice.game_won_you" if game.profile == pr.DEFAULT_PROFILE
                                   else "practice.game_won_you_alone" if game.alone
                                   else "practice.game_won_you_side")
            elif game.profile == pr.DEFAULT_PROFILE:
                headline = self.tr("practice.game_won_them")
            else:
                headline = self.tr("practice.game_won_other", side=names[status.winner])
        return SheetView([names[s] for s in sides], table, minimums, kind, message, headline,
                         status.finished)

    def _sheet_message(self, status: Any, names: Mapping[str, str]) -> tuple[str, str]:
        totals = status.totals
        target = self.game.rules.target
        best = max(totals.values())
        if status.finished and status.winner:
            return "won", self.tr("practice.sheet.won", winner=names[status.winner],
                                  win=fmt_points(best), target=target)
        if status.tie_at_target:
            return "tie", self.tr("practice.sheet.tie", total=fmt_points(best), target=target)
        leaders = [s for s in names if totals[s] == best]
        gap = target - best
        if len(leaders) > 1:
            return "on", self.tr("practice.sheet.on_level", total=fmt_points(best), gap=gap,
                                 target=target)
        return "on", self.tr("practice.sheet.on", leader=names[leaders[0]],
                             total=fmt_points(best), gap=gap, target=target)

    def sheet_csv(self) -> str:
        return self.game.sheet_after().to_csv()

    # ------------------------------------------------------------------ links

    def link_query(self) -> dict[str, str]:
        """The address bar's parameters: the link to this moment (with the illegal tries and
        take-backs of the deal and of the whole game), and the coach level and the bots' pace when they are not the default
        (a reload keeps them, and the link opens the table as it was)."""
        query = pr.query_for(self.game)
        if self.coach != pr.DEFAULT_COACH:
            query["coach"] = self.coach
        if self.pace != pr.DEFAULT_PACE:
            query["pace"] = self.pace
        return query

    def permalink(self) -> str:
        return page_link("practice", {**self.link_query(), "lang": self.lang})


__all__ = ["FEEDBACK", "GAME", "LINK_KEYS", "PICK", "PLAY_OPEN", "W", "Feedback", "PracticeSession",
           "SheetView"]
