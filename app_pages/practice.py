"""Practice table: the learner plays whole deals as South against bots, with a coach.

Thin page: widgets → canasta_app.practice (the game, the coach, links) → render. The game is
one value in the session (`practice_game`); every click replaces it. The table, the bots'
moves and the learner's controls live in one fragment: at the "one a second" pace the
fragment's own timer (`run_every`) plays one bot move per run, switched on and off by a full
rerun. Session keys are prefixed "practice_". The address always holds the link to the
moment (`?seed=…&deal=…&move=…&sheet=…&h=…`); a link that cannot be used says why and a
fresh game starts.
"""

from __future__ import annotations

import time
from urllib.parse import urlencode

import pandas as pd
import streamlit as st

from canasta_app import practice as pr
from canasta_app.calculator import fmt_points, result_message
from canasta_app.classroom import just_played
from canasta_app.components import coach as strategy
from canasta_app.components.lang import get_lang
from canasta_app.components.learner import record_practice_deal, render_store_notice
from canasta_app.components.picker import card_picker, reset_picker
from canasta_app.components.ruling import md_escape, render_ruling, rule_link
from canasta_app.components.score_table import render_breakdown
from canasta_app.components.table import render_table
from canasta_app.i18n import t
from canasta_app.move_words import action_words
from canasta_app.narration import narrate, narrate_start, seat_name, side_name
from canasta_core.bots import BOT_KINDS
from canasta_core.events import Drew
from canasta_core.positions import SIDES
from canasta_core.scoring import GAME_TARGET

lang = get_lang()
ss = st.session_state
W = "practice_w_"  # widget keys
PICK = "practice_pick"
_LINK_KEYS = ("seed", "deal", "move", "sheet", "h", "partner", "opp")


def tr(key: str, **params: object) -> str:
    return t(key, lang, **params)


# ------------------------------------------------------------------------------- the session


def _store(game: pr.PracticeGame) -> None:
    ss["practice_game"] = game


def _fresh(seed: int | None = None, partner: str = pr.DEFAULT_BOT,
           opponents: str = pr.DEFAULT_BOT) -> pr.PracticeGame:
    return pr.new_game(pr.random_seed() if seed is None else seed, partner, opponents)


if "practice_game" not in ss:  # first visit in this session: the link, else a fresh game
    game0, problems0 = pr.read_link(st.query_params)
    ss["practice_problems"] = problems0
    ss["practice_game"] = game0 if game0 is not None else _fresh()
    raw_pace = str(st.query_params.get("pace", ""))
    raw_coach = str(st.query_params.get("coach", ""))
    ss["practice_pace"] = raw_pace if raw_pace in pr.PACES else pr.DEFAULT_PACE
    ss["practice_coach"] = raw_coach if raw_coach in pr.COACH_LEVELS else pr.DEFAULT_COACH
    ss["practice_show_all"] = False
    ss["practice_feedback"] = None
    ss["practice_hint"] = (-1, 0)

game: pr.PracticeGame = ss["practice_game"]
for name, value in (("seed", game.seed), ("partner", game.partner), ("opp", game.opponents),
                    ("pace", ss["practice_pace"]), ("coach", ss["practice_coach"]),
                    ("show_all", ss["practice_show_all"])):
    if W + name not in ss:  # widgets forget their state when the page is left
        ss[W + name] = value


def _say(kind: str, **data: object) -> None:
    ss["practice_feedback"] = {"kind": kind, **data}


def _new_game(random_deal: bool) -> None:
    seed = None if random_deal else int(ss[W + "seed"])
    game = _fresh(seed, ss[W + "partner"], ss[W + "opp"])
    _store(game)
    ss[W + "seed"] = game.seed
    ss["practice_feedback"] = None
    ss["practice_problems"] = []
    reset_picker(PICK)


def _on_try(text: str) -> None:
    """The learner's try, from the picker or the typed box: the engine rules on exactly it."""
    game: pr.PracticeGame = ss["practice_game"]
    result = game.try_action(text)
    _store(result.game)
    if result.ruling is None:
        _say("error", key=result.error, params=result.error_params, text=text)
    elif result.legal:
        move = result.game.moves[-1]
        drawn = [e.card for e in move.events if isinstance(e, Drew)]
        _say("played", action=result.ruling.action, drawn=drawn[0] if drawn else None,
             words=action_words(result.ruling.action, lang, move.before))
        ss[W + "action"] = ""
        reset_picker(PICK)
    else:
        _say("refused", ruling=result.ruling)


def _on_typed() -> None:
    _on_try(str(ss.get(W + "action") or ""))


def _on_take_back() -> None:
    game: pr.PracticeGame = ss["practice_game"]
    last = game.learner_actions[-1] if game.learner_actions else ""
    back = game.take_back()
    _store(back)
    _say("took_back", action=last, count=back.take_backs)
    reset_picker(PICK)


def _on_bot_step(all_moves: bool) -> None:
    game: pr.PracticeGame = ss["practice_game"]
    _store(game.run_bots() if all_moves else game.bot_step())


def _on_hint(moves: int, level: int) -> None:
    ss["practice_hint"] = (moves, level)


def _on_next_deal() -> None:
    game: pr.PracticeGame = ss["practice_game"]
    _store(game.next_deal())
    ss["practice_feedback"] = None
    reset_picker(PICK)


def _on_setting(name: str) -> None:
    if ss[W + name] is None:  # a segmented control clicked off: keep the choice
        ss[W + name] = ss[f"practice_{name}"]
    ss[f"practice_{name}"] = ss[W + name]


# ------------------------------------------------------------------------------- the page

st.title(tr("practice.title"))
st.caption(tr("practice.intro"))

problems = ss.get("practice_problems") or []
if problems:
    text = "; ".join(t(key, lang, **{k: md_escape(str(v)) for k, v in params.items()})
                     for key, params in problems)
    st.warning(tr("practice.bad_link", problems=text), icon=":material/link_off:")


def _bot_label(kind: str) -> str:
    return tr(f"classroom.bot.{kind}")


def _game_settings() -> None:
    st.number_input(tr("practice.seed"), min_value=0, max_value=pr.SEED_MAX, step=1,
                    key=W + "seed", help=tr("practice.seed_help"))
    st.selectbox(tr("practice.partner_bot"), BOT_KINDS, key=W + "partner",
                 format_func=_bot_label)
    st.selectbox(tr("practice.opp_bot"), BOT_KINDS, key=W + "opp", format_func=_bot_label)
    st.button(tr("practice.btn.new_game"), key="practice_b_new", on_click=_new_game,
              args=(False,), icon=":material/replay:", width="stretch")
    st.button(tr("practice.btn.random_game"), key="practice_b_random", on_click=_new_game,
              args=(True,), icon=":material/shuffle:", width="stretch")
    st.caption(tr("practice.settings_new_game", button=tr("practice.btn.new_game")))


with st.sidebar:  # what the learner changes while playing, beside the table
    st.divider()
    st.selectbox(tr("practice.coach"), pr.COACH_LEVELS, key=W + "coach",
                 format_func=lambda k: tr(f"practice.coach.{k}"), on_change=_on_setting,
                 args=("coach",))
    st.segmented_control(tr("practice.pace"), pr.PACES, key=W + "pace",
                         format_func=lambda k: tr(f"practice.pace.{k}"), on_change=_on_setting,
                         args=("pace",))
    st.toggle(tr("practice.show_all"), key=W + "show_all", help=tr("practice.show_all_help"),
              on_change=_on_setting, args=("show_all",))
    with st.expander(tr("practice.settings"), icon=":material/tune:"):
        _game_settings()
pace = ss["practice_pace"] if ss["practice_pace"] in pr.PACES else pr.DEFAULT_PACE
coach = ss["practice_coach"] if ss["practice_coach"] in pr.COACH_LEVELS else pr.DEFAULT_COACH
coach_rank = pr.COACH_LEVELS.index(coach)
show_all = bool(ss["practice_show_all"])


def _narrate_move(m: pr.Move) -> tuple[str, tuple[str, ...], tuple[str, ...]]:
    """(headline, details, rule slugs) of one move; a bot's draw is named only when all
    hands are shown."""
    n = narrate(m.before, m.action, m.after, lang, reveal=show_all or m.by_learner,
                events=m.events or None)
    return n.headline, n.details, n.slugs


def _render_recent(game: pr.PracticeGame) -> None:
    """The bots' moves since the learner's last decision, one line each."""
    last = max((i for i, m in enumerate(game.moves) if m.by_learner), default=-1)
    recent = [(i, m) for i, m in enumerate(game.moves) if i > last]
    lines = []
    if last < 0:  # the learner has not played yet: how the deal was dealt comes first
        start = narrate_start(game.start, lang)
        text = " ".join((start.headline, *start.details))
        lines.append(f"- **{md_escape(tr('practice.at_start'))}** — {md_escape(text)}")
    if not lines and not recent:
        return
    with st.container(border=True, key="practice_recent"):
        st.markdown(f"**{md_escape(tr('practice.recent'))}**")
        for i, m in recent:
            head, details, _ = _narrate_move(m)
            label = tr("practice.move_label", n=i + 1, seat=seat_name(m.seat, lang))
            extra = (" " + " ".join(details)) if details else ""
            lines.append(f"- **{md_escape(label)}** — {md_escape(head)}{md_escape(extra)}")
        st.caption("\n".join(lines))


def _render_status(game: pr.PracticeGame) -> None:
    totals = game.sheet.status().totals
    st.markdown("**" + md_escape(tr(
        "practice.status", deal=game.deal_number, ns_name=side_name("NS", lang),
        ns=fmt_points(totals["NS"]), ew_name=side_name("EW", lang), ew=fmt_points(totals["EW"]),
        target=GAME_TARGET)) + "**")


def _render_feedback(game: pr.PracticeGame) -> None:
    fb = ss.get("practice_feedback")
    if not fb:
        return
    kind = fb["kind"]
    if kind == "refused":
        ruling = fb["ruling"]
        if coach_rank == 0:  # off: the refusal names its rule, no more
            st.error(tr("practice.refused_off", rule=rule_link(ruling.rule or "", lang)),
                     icon=":material/block:")
        else:
            st.markdown(f"**{md_escape(tr('practice.refused'))}**")
            render_ruling(ruling, lang)
    elif kind == "error":
        params = dict(fb.get("params") or {})
        err = params.get("error")
        if err is not None and hasattr(err, "message_in"):
            params["error"] = err.message_in(lang)
        if "seat" in params and params["seat"]:
            params["seat"] = seat_name(str(params["seat"]), lang)
        st.error(md_escape(tr(str(fb["key"]), **params)), icon=":material/error:")
    elif kind == "played":
        if fb.get("drawn"):  # name the card drawn: the learner is looking for it in the hand
            st.caption(tr("practice.played_draw", card=str(fb["drawn"])))
        else:
            words = fb.get("words") or action_words(str(fb["action"]), lang)
            st.caption(tr("practice.played", action=md_escape(str(words))))
    elif kind == "took_back":
        st.info(tr("practice.took_back", action=md_escape(action_words(str(fb["action"]), lang)),
                   count=fb["count"]), icon=":material/undo:")


def _render_coach(game: pr.PracticeGame) -> None:
    if coach_rank < pr.COACH_LEVELS.index("guide"):
        return
    notes = pr.guide(game, lang)
    if not notes:
        return
    with st.container(border=True, key="practice_guide"):
        st.markdown(f"**:material/lightbulb: {md_escape(tr('practice.guide.title'))}**")
        st.markdown("\n".join(f"- {md_escape(n)}" for n in notes))


def _render_hint(game: pr.PracticeGame) -> None:
    if coach_rank == 0:
        return
    moves = len(game.moves)
    at, level = ss.get("practice_hint") or (-1, 0)
    level = level if at == moves else 0
    action = pr.hint_action(game) if level else None  # the hint bot thinks only when asked
    if action is not None:
        steps = pr.hint_steps(action, lang)[:level]
        st.markdown(f"**{md_escape(tr('practice.hint.title'))}**")
        st.markdown("\n".join(f"{i}. {md_escape(s)}" for i, s in enumerate(steps, 1)))
    bar = st.container(horizontal=True)
    if level < pr.HINT_LEVELS:
        bar.button(tr("practice.btn.hint" if level == 0 else "practice.btn.hint_more"),
                   key="practice_b_hint", icon=":material/help:", on_click=_on_hint,
                   args=(moves, level + 1))
    elif action is not None:
        bar.button(tr("practice.btn.play_hint"), key="practice_b_play_hint",
                   icon=":material/play_arrow:", on_click=_on_try, args=(action,))


def _render_controls(game: pr.PracticeGame) -> None:
    pos = game.position
    partner = seat_name(pr.PARTNER_SEAT, lang)
    if pos.phase == "play" and pos.this_turn.asked == "pending":
        prompt = tr("practice.your_answer", partner=partner)
    elif pos.phase == "draw":
        prompt = tr("practice.your_turn_draw")
    else:
        prompt = tr("practice.your_turn_play")
    st.markdown(f"**{md_escape(tr('practice.act_title'))}** · {md_escape(prompt)}")
    card_picker(PICK, pos, lang, on_confirm=_on_try, confirm_label=tr("practice.btn.play"),
                seat_label=seat_name("S", lang))
    _render_feedback(game)
    with st.form("practice_typed", border=False, enter_to_submit=True):
        st.text_input(tr("practice.action"), key=W + "action", max_chars=400,
                      help=tr("practice.action_help"))
        st.form_submit_button(tr("practice.btn.play_typed"), on_click=_on_typed,
                              key="practice_b_play_typed")


def _render_bot_bar(game: pr.PracticeGame) -> None:
    seat = game.acting or ""
    st.markdown(f"**{md_escape(tr('practice.waiting', seat=seat_name(seat, lang)))}**")
    if pace == "step":
        bar = st.container(horizontal=True)
        bar.button(tr("practice.btn.next_bot", seat=seat_name(seat, lang)),
                   key="practice_b_bot", type="primary", icon=":material/chevron_right:",
                   on_click=_on_bot_step, args=(False,), shortcut="Right")
        bar.button(tr("practice.btn.all_bots"), key="practice_b_bots",
                   icon=":material/last_page:", on_click=_on_bot_step, args=(True,))


def _render_take_back(game: pr.PracticeGame) -> None:
    bar = st.container(horizontal=True, vertical_alignment="center")
    bar.button(tr("practice.btn.take_back"), key="practice_b_take_back", icon=":material/undo:",
               on_click=_on_take_back, disabled=not game.can_take_back)
    bar.caption(tr("practice.tries", illegal=game.illegal_tries, take_backs=game.take_backs))


def _render_end(game: pr.PracticeGame) -> None:
    st.subheader(tr("practice.scoring", deal=game.deal_number), anchor=False)
    breakdown = game.deal_breakdown()
    render_breakdown(breakdown, lang)
    ns, ew = breakdown["NS"]["total"], breakdown["EW"]["total"]
    if ns == ew:
        st.info(tr("practice.deal_tie", a=fmt_points(ns)))
    else:
        win = "NS" if ns > ew else "EW"
        st.success(tr("practice.deal_won", side=side_name(win, lang), a=fmt_points(max(ns, ew)),
                      b=fmt_points(min(ns, ew))), icon=":material/emoji_events:")
    st.markdown(tr("practice.deal_tries", illegal=game.illegal_tries,
                   take_backs=game.take_backs))
    if game.results:
        st.caption(tr("practice.game_tries", illegal=game.total_illegal_tries,
                      take_backs=game.total_take_backs))
    if coach == "advice" or game.decisions:
        strategy.render_review(game, lang, PICK, auto=coach == "advice")
    record_practice_deal(game)  # kept under the learner's code (canasta_app/store)
    render_store_notice(lang)
    _render_sheet(game)


def _render_sheet(game: pr.PracticeGame) -> None:
    sheet = game.sheet_after()
    status = sheet.status()
    st.subheader(tr("practice.sheet"), anchor=False)
    rows = sheet.rows()
    if rows:
        deal_label = tr("calculator.sheet.deal")
        frame = pd.DataFrame({
            deal_label: [r["deal"] for r in rows],
            side_name("NS", lang): [r["NS"] for r in rows],
            side_name("EW", lang): [r["EW"] for r in rows],
            tr("calculator.sheet.total_col", side=side_name("NS", lang)):
                [r["NS_total"] for r in rows],
            tr("calculator.sheet.total_col", side=side_name("EW", lang)):
                [r["EW_total"] for r in rows],
        })
        st.dataframe(frame, hide_index=True)
    cols = st.columns(2) if not status.finished else []  # minimums matter only if play goes on
    for i, s in enumerate(SIDES[:len(cols)]):
        cols[i].markdown(f"**{md_escape(side_name(s, lang))}** · " + md_escape(
            tr("calculator.sheet.next_minimum", minimum=status.minimums[s])))
    kind, key, params = result_message(status)
    for p in ("winner", "loser", "leader"):
        if p in params:
            params[p] = side_name(str(params[p]), lang)
    message = tr(key, **params)
    if kind == "won":
        st.success(f"**{md_escape(message)}**", icon=":material/trophy:")
        st.markdown("### " + md_escape(tr("practice.game_won_you" if status.winner == "NS"
                                          else "practice.game_won_them")))
    elif kind == "tie":
        st.warning(md_escape(message), icon=":material/balance:")
    else:
        st.info(md_escape(message), icon=":material/info:")
    st.caption(rule_link("game.end", lang) + " · " + rule_link("open.minimum", lang))
    bar = st.container(horizontal=True)
    if status.finished:
        bar.button(tr("practice.btn.random_game"), key="practice_b_again", type="primary",
                   icon=":material/shuffle:", on_click=_new_game, args=(True,))
    else:
        bar.button(tr("practice.btn.next_deal"), key="practice_b_next_deal", type="primary",
                   icon=":material/skip_next:", on_click=_on_next_deal)
    bar.download_button(tr("calculator.sheet.download"), data=sheet.to_csv(),
                        file_name="canasta-practice-sheet.csv", mime="text/csv",
                        key="practice_download", icon=":material/download:", on_click="ignore")


def _render_log(game: pr.PracticeGame) -> None:
    with st.expander(tr("practice.log", count=len(game.moves)), icon=":material/history:"):
        start = narrate_start(game.start, lang)
        lines = [f"**{md_escape(tr('practice.at_start'))}** — {md_escape(start.headline)}"]
        for i, m in enumerate(game.moves, 1):
            head, details, slugs = _narrate_move(m)
            text = " ".join((head, *details))
            rules = " · ".join(rule_link(slug, lang) for slug in slugs)
            lines.append(f"{i}. {md_escape(text)}" + (f" — {rules}" if rules else ""))
        st.markdown("\n".join(lines))


def _render_link(game: pr.PracticeGame) -> None:
    query = {**pr.query_for(game), "lang": lang}
    st.markdown(f"[{md_escape(tr('practice.permalink'))}](./practice?{urlencode(query)})",
                help=tr("practice.permalink_help"))


def _sync_address(game: pr.PracticeGame) -> None:
    """Keep the address bar a link to this moment."""
    query = pr.query_for(game)
    for k in _LINK_KEYS:
        if k not in query and k in st.query_params:
            del st.query_params[k]
    st.query_params.update(query)


ticking_now = pace == "1s" and ss["practice_game"].bot_to_act


@st.fragment(run_every=1.0 if ticking_now else None)
def _table_view(ticking: bool) -> None:
    game: pr.PracticeGame = ss["practice_game"]
    if pace == "instant" and game.bot_to_act:
        game = game.run_bots()
        _store(game)
    elif pace == "1s" and ticking and game.bot_to_act:
        now = time.monotonic()
        if now - float(ss.get("practice_tick", 0.0)) >= 0.8:
            game = game.bot_step()
            _store(game)
            ss["practice_tick"] = now
    if (pace == "1s" and game.bot_to_act) != ticking:
        st.rerun()  # start or stop the fragment's timer
    _sync_address(game)

    _render_status(game)
    main, side = st.columns([2.4, 1], gap="medium")
    with main:
        last = max((i for i, m in enumerate(game.moves) if m.by_learner), default=None)
        since = game.moves[last].before if last is not None else game.start
        render_table(game.position, lang, reveal="all" if show_all else pr.LEARNER,
                     fresh=just_played(since, game.position))
        if game.deal_over:
            _render_end(game)
        elif game.learner_to_act:
            _render_controls(game)
        else:
            _render_bot_bar(game)
    with side:
        if coach == "advice":
            strategy.render_grade(game, lang)
            strategy.render_retry(game, lang)
        _render_recent(game)
        if game.learner_to_act:
            _render_coach(game)
            if coach == "advice":
                strategy.render_advice(game, lang)
            _render_hint(game)
        if not game.deal_over or game.can_take_back:
            _render_take_back(game)
        _render_link(game)
    _render_log(game)


_table_view(ticking_now)
strategy.run_requested()  # the expert work the table asked for (progress, Cancel)
