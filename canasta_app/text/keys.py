"""Tables of catalogue keys for the values the code chooses among (a grade, a bot, a pace...).

A key is never built from a value at run time (`t(f"review.grade.{g}")`): no check could see
it. The code looks the value up here instead, and tests/app/test_keys.py reads every key
below against the catalogue. A new value gets its line here and its texts in EN and ES.
"""

from __future__ import annotations

from typing import Final

#: The coach's grades (canasta_core.coach).
GRADE: Final = {
    "best": "review.grade.best", "good": "review.grade.good",
    "inaccuracy": "review.grade.inaccuracy", "mistake": "review.grade.mistake",
    "blunder": "review.grade.blunder", "par": "review.grade.par",
}

#: The picker's buttons and the kinds of action it builds.
PICKER_BUTTON: Final = {
    "draw": "components.picker.btn.draw", "take": "components.picker.btn.take",
    "ask": "components.picker.btn.ask", "yes": "components.picker.btn.yes",
    "no": "components.picker.btn.no", "pass": "components.picker.btn.pass",
    "pile": "components.picker.btn.pile",
}
PICKER_KIND: Final = {
    "take": "components.picker.kind.take", "meld": "components.picker.kind.meld",
    "discard": "components.picker.kind.discard",
}

#: The bots, by name (canasta_core.bots).
BOT: Final = {
    "heuristic": "classroom.bot.heuristic", "random": "classroom.bot.random",
    "expert": "classroom.bot.expert",
}
SUMMARY_BOT: Final = {
    "heuristic": "classroom.summary.bot.heuristic", "random": "classroom.summary.bot.random",
    "expert": "classroom.summary.bot.expert",
}
SUMMARY_BOTS: Final = {
    "heuristic": "classroom.summary.bots.heuristic", "random": "classroom.summary.bots.random",
    "expert": "classroom.summary.bots.expert",
}
#: The classroom's views of the table.
VIEW: Final = {
    "all": "classroom.view.all", "counts": "classroom.view.counts", "seat": "classroom.view.seat",
}
SUMMARY_VIEW: Final = {
    "all": "classroom.summary.view.all", "counts": "classroom.summary.view.counts",
    "seat": "classroom.summary.view.seat",
}

#: The practice table's settings.
PACE: Final = {
    "instant": "practice.pace.instant", "1s": "practice.pace.1s", "step": "practice.pace.step",
}
COACH: Final = {
    "off": "practice.coach.off", "referee": "practice.coach.referee",
    "guide": "practice.coach.guide", "advice": "practice.coach.advice",
}
COACH_SHORT: Final = {
    "off": "practice.coach.short.off", "referee": "practice.coach.short.referee",
    "guide": "practice.coach.short.guide", "advice": "practice.coach.short.advice",
}
PROFILE: Final = {
    "classic": "practice.profile.classic", "two-hand": "practice.profile.two-hand",
    "three-hand": "practice.profile.three-hand", "six-hand": "practice.profile.six-hand",
}
PROFILE_SHORT: Final = {
    "classic": "practice.profile.short.classic",
    "two-hand": "practice.profile.short.two-hand",
    "three-hand": "practice.profile.short.three-hand",
    "six-hand": "practice.profile.short.six-hand",
}
INTRO: Final = {
    "classic": "practice.intro", "two-hand": "practice.intro.two-hand",
    "three-hand": "practice.intro.three-hand", "six-hand": "practice.intro.six-hand",
}
#: An action's kind, as a hint names it.
HINT_KIND: Final = {
    "draw": "practice.hint.kind.draw", "take": "practice.hint.kind.take",
    "meld": "practice.hint.kind.meld", "discard": "practice.hint.kind.discard",
    "ask": "practice.hint.kind.ask", "yes": "practice.hint.kind.yes",
    "no": "practice.hint.kind.no", "pass": "practice.hint.kind.pass",
}

#: Streamlit's own words on a page, in the page's language (components/style.py).
CHROME: Final = {
    "skip": "widgets.chrome.skip", "heading_link": "widgets.chrome.heading_link",
    "collapse": "widgets.chrome.collapse", "expand": "widgets.chrome.expand",
    "sidebar": "widgets.chrome.sidebar", "pages": "widgets.chrome.pages",
    "copy": "widgets.chrome.copy", "progress": "widgets.chrome.progress",
    "help": "widgets.chrome.help", "enter_submit": "widgets.chrome.enter_submit",
    "enter_apply": "widgets.chrome.enter_apply",
    "ctrl_enter_submit": "widgets.chrome.ctrl_enter_submit",
    "ctrl_enter_apply": "widgets.chrome.ctrl_enter_apply",
    "cmd_enter_submit": "widgets.chrome.cmd_enter_submit",
    "cmd_enter_apply": "widgets.chrome.cmd_enter_apply",
}

#: The calculator: what a typed count is of, and the lines of its score table.
CALC_WHAT: Final = {
    "melds": "calculator.what.melds", "hands": "calculator.what.hands",
    "natural_canastas": "calculator.what.natural_canastas",
    "mixed_canastas": "calculator.what.mixed_canastas",
}
CALC_COUNT: Final = {"melds": "calculator.count.melds", "hands": "calculator.count.hands"}
CALC_LINE: Final = {
    "part": "calculator.table.part", "melds": "calculator.table.melds",
    "hands": "calculator.table.hands", "canastas": "calculator.table.canastas",
    "red_threes": "calculator.table.red_threes", "going_out": "calculator.table.going_out",
    "total": "calculator.table.total",
}

#: A share link's faults (canasta_app/share.py), by code.
SHARE_ERROR: Final = {
    "empty": "sandbox.share_error.empty", "version": "sandbox.share_error.version",
    "not_link": "sandbox.share_error.not_link",
    "too_long": "sandbox.share_error.too_long", "characters": "sandbox.share_error.characters",
    "truncated": "sandbox.share_error.truncated", "corrupt": "sandbox.share_error.corrupt",
    "too_big": "sandbox.share_error.too_big", "payload": "sandbox.share_error.payload",
    "history_long": "sandbox.share_error.history_long",
    "position": "sandbox.share_error.position",
    "history_bad": "sandbox.share_error.history_bad",
    "pending_long": "sandbox.share_error.pending_long",
    "encode_too_long": "sandbox.share_error.encode_too_long",
    "internal": "sandbox.share_error.internal",
}

#: The class page: homework kinds and columns, the progress chart's words and states.
HW_KIND: Final = {
    "lesson": "class.hw.kind.lesson", "step": "class.hw.kind.step",
    "sandbox": "class.hw.kind.sandbox",
}
HW_COLUMN: Final = {
    "item": "class.hw.col.item", "due": "class.hw.col.due", "done": "class.hw.col.done",
    "who": "class.hw.col.who", "todo": "class.hw.col.todo", "tries": "class.hw.col.tries",
    "wrong": "class.hw.col.wrong",
}
HEAT: Final = {
    "student": "class.heat.student", "lesson": "class.heat.lesson", "done": "class.heat.done",
    "done_steps": "class.heat.done_steps", "todo_steps": "class.heat.todo_steps",
    "wrong": "class.heat.wrong", "share": "class.heat.share",
}
HEAT_STATE: Final = {
    "done": "class.heat.state.done", "tried": "class.heat.state.tried",
    "shown": "class.heat.state.shown", "none": "class.heat.state.none",
}

#: The table's turn line, by the phase and what the seat to play may do (components/table.py).
PHASE: Final = {
    "draw": "components.table.phase.draw", "draw_empty": "components.table.phase.draw_empty",
    "draw_blocked": "components.table.phase.draw_blocked",
    "draw_empty_blocked": "components.table.phase.draw_empty_blocked",
    "draw_no_take": "components.table.phase.draw_no_take",
    "draw_quiz": "components.table.phase.draw_quiz",
    "draw_empty_quiz": "components.table.phase.draw_empty_quiz",
    "draw_hidden": "components.table.phase.draw_hidden",
    "draw_no_pile": "components.table.phase.draw_no_pile",
    "draw_empty_no_pile": "components.table.phase.draw_empty_no_pile",
    "draw_empty_must": "components.table.phase.draw_empty_must",
    "draw_empty_hidden": "components.table.phase.draw_empty_hidden",
    "draw_empty_no_take": "components.table.phase.draw_empty_no_take",
    "play": "components.table.phase.play", "play_no_out": "components.table.phase.play_no_out",
    "play_alone": "components.table.phase.play_alone", "over": "components.table.phase.over",
}
#: "May I go out?" asked this turn: pending, or the partner's answer.
ASKED: Final = {
    "pending": "components.table.asked.pending", "yes": "components.table.asked.yes",
    "no": "components.table.asked.no",
}
SANDBOX_ASKED: Final = {
    "pending": "sandbox.fact.asked_pending", "yes": "sandbox.fact.asked_yes",
    "no": "sandbox.fact.asked_no",
}
#: How a deal ended (notation.md `ended`).
ENDED: Final = {
    "out": "sandbox.fact.ended.out", "stock": "sandbox.fact.ended.stock",
    "last-red-three": "sandbox.fact.ended.last-red-three",
}
#: The sandbox's line for the seat to play, with a partner or alone.
SANDBOX_TURN: Final = {"play": "sandbox.fact.turn.play", "over": "sandbox.fact.turn.over"}
SANDBOX_TURN_ALONE: Final = {
    "play": "sandbox.fact.turn_alone.play", "over": "sandbox.fact.turn_alone.over",
}
#: A move of one word (draw, ask, an answer, pass) in words.
MOVE: Final = {
    "draw": "move.draw", "ask": "move.ask", "yes": "move.yes", "no": "move.no",
    "pass": "move.pass",
}

#: The sandbox's set-up form: the phase of a new situation, "asked to go out", its tabs.
SANDBOX_PHASE: Final = {
    "draw": "sandbox.new.phase.draw", "play": "sandbox.new.phase.play",
    "over": "sandbox.new.phase.over",
}
SANDBOX_ASKED_FIELD: Final = {
    "": "sandbox.asked.none", "pending": "sandbox.asked.pending", "yes": "sandbox.asked.yes",
    "no": "sandbox.asked.no",
}
SANDBOX_TAB: Final = {
    "new": "sandbox.tab.new", "presets": "sandbox.tab.presets", "deal": "sandbox.tab.deal",
    "json": "sandbox.tab.json", "edit": "sandbox.tab.edit",
}
#: A preset's kind (the shared examples' kinds, a lesson step, another table's rule).
PRESET_KIND: Final = {
    "check": "sandbox.preset.kind.check", "play": "sandbox.preset.kind.play",
    "score": "sandbox.preset.kind.score", "input-error": "sandbox.preset.kind.input-error",
    "lesson": "sandbox.preset.kind.lesson", "profile": "sandbox.preset.kind.profile",
}
#: The sandbox's hints: the legal moves grouped by the action's kind.
SANDBOX_KIND: Final = {
    "draw": "sandbox.kind.draw", "take": "sandbox.kind.take", "meld": "sandbox.kind.meld",
    "discard": "sandbox.kind.discard", "ask": "sandbox.kind.ask", "yes": "sandbox.kind.yes",
    "no": "sandbox.kind.no", "pass": "sandbox.kind.pass",
}
#: A position pasted or uploaded as JSON: refused, or loaded.
JSON_ERROR: Final = {"paste": "sandbox.json.error_paste", "upload": "sandbox.json.error_upload"}
JSON_LOADED: Final = {
    "paste": "sandbox.json.loaded_paste", "upload": "sandbox.json.loaded_upload",
}
