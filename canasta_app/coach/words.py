"""What the coach says, in the reader's language: a grade's line, a reviewed moment, the
advice's items, the principles a move broke (each linked to the rules reference), the expert's
move for a moment tried again, and the one legal move when there is nothing to choose. The
sentences are the catalogue's (`strings.py`, keys `review.*` and `coach.*`); the judgements
they tell are `review.py`'s."""

from __future__ import annotations

from typing import Any, Final

from canasta_app.coach import review as rv
from canasta_app.shell.links import principle_url
from canasta_app.text import keys as KEYS
from canasta_app.text.i18n import t
from canasta_app.text.move_words import action_words
from canasta_app.ui.ruling import md_escape
from canasta_core.legal import legal_actions
from canasta_core.positions import Position
from canasta_core.principles import Breach, table_params
from canasta_core.profiles import Profile
from canasta_core.questions import pile_take


def move_md(action: str, lang: str, pos: Position | None = None) -> str:
    """The move in words; with the position it is played in, cards added to a meld on the
    table say so ("meld the 5♠ onto the fives", not a lone "meld 5♠")."""
    return md_escape(action_words(action, lang, pos))


def reason_text(reason: rv.Reason, lang: str) -> str:
    """A reason in `lang`; one kept in an older review has no `side_size` (the Spanish says
    «equipo» for a side of three) nor `opponents` ("your opponent" at two players): a side of
    two, and two opponents, then (its words before)."""
    key, params = reason
    return t(key, lang, **{"side_size": 2, "opponents": 2, **params}) if key else ""


def principles_md(j: rv.Judgement, lang: str, profile: str | None = None) -> str:
    """The principles a grade names, each "**title**: why." (escaped), in `lang`."""
    return breaches_md(j.breaches, lang, profile)


def _title_md(principle: str, lang: str, profile: str | None = None) -> str:
    title = t(f"coach.principle.{principle}.title", lang)
    return f"[**{md_escape(title)}**]({principle_url(principle, lang, profile)})"


def breaches_md(breaches: tuple[Breach, ...], lang: str, profile: str | None = None) -> str:
    """Principles broken, each "**title**: why." (escaped, the title a link), in `lang`; the
    links open the principles worded for the table `profile` (the position's)."""
    out = []
    for b in breaches:
        why = t(b.why or f"coach.principle.{b.principle}.why", lang, **b.why_params())
        # the title links to the principle in the rules reference's Strategy tab
        out.append(f"{_title_md(b.principle, lang, profile)}: {md_escape(why)}.")
    return " ".join(out)


def _numbers(j: rv.Judgement, lang: str) -> str:
    """The simulations' figures behind a principle's grade: a difference beyond the margin,
    or "too close to tell apart" (never beside a difference larger than the margin)."""
    key = "coach.line.numbers" if j.cost > j.margin else "coach.line.numbers_close"
    return md_escape(t(key, lang, cost=j.cost, margin=j.margin, sims=j.sims))


#: A reviewed moment's sentence (a practice deal's review, a classroom deal's turning points), by
#: whether its cost stands beyond the simulations' margin.
MOMENT: Final = {
    ("review.moment", True): "review.moment",
    ("review.moment", False): "review.moment_unclear",
    ("review.turning.moment", True): "review.turning.moment",
    ("review.turning.moment", False): "review.turning.moment_unclear",
}
#: A graded move's line when the grade names a principle, for a side or a player alone.
GRADE_LINE: Final = {False: "review.grade.line", True: "review.grade.line_alone"}
#: The note under an estimate ("your side's points", or "your points" for a player alone).
ESTIMATE_NOTE: Final = {False: "review.estimate_note", True: "review.estimate_note_alone"}


def estimate_note(rules: Profile, seat: str, lang: str) -> str:
    """The note under the estimates, worded for `seat` at its table: "your side's points",
    "your points" for a player alone, "your opponent's" at two players, «tu equipo» for a
    side of three (the practice table's and the shared tables')."""
    words = table_params(rules, seat)
    return t(ESTIMATE_NOTE[words["alone"] == "yes"], lang, side_size=words["side_size"],
             opponents=words["opponents"])


#: The icon beside a grade's line.
GRADE_ICONS = {"best": ":material/star:", "par": ":material/thumb_up:",
                "good": ":material/thumb_up:", "inaccuracy": ":material/info:",
                "mistake": ":material/warning:", "blunder": ":material/error:"}


def moment_key(base: str, j: rv.Judgement) -> str:
    """The sentence for a reviewed moment: a cost in points only when the simulations show one
    beyond their margin; a grade that rests on a principle the simulations could not confirm
    says so, never "about 421 points (± 703) worse"."""
    return MOMENT[base, j.cost > j.margin]


def moment_text(base: str, j: rv.Judgement, lang: str, before: Position, number: int,
                **extra: object) -> str:
    """A reviewed moment's sentence (`base` "review.moment" or "review.turning.moment"): the
    move, its grade, the cost only when beyond the margin (`moment_key`), and why the better
    move is better."""
    why = t("review.moment_why", lang, best=move_md(j.best_action, lang, before),
            reason=why_better(j, lang, before.profile))
    key = moment_key(base, j)
    return t(key, lang, number=number, action=move_md(j.action, lang, before),
             grade=t(KEYS.GRADE[j.grade], lang), cost=j.cost, margin=j.margin, why=why,
             **extra)


def why_better(j: rv.Judgement, lang: str, profile: str | None = None) -> str:
    """Why the better move is better: the principles broken, else the better move's reason."""
    return (principles_md(j, lang, profile)
            or md_escape(reason_text(j.best_reason, lang)) + ".")


def grade_line(j: rv.Judgement, lang: str, alone: bool = False,
                before: Position | None = None) -> str:
    grade = t(KEYS.GRADE[j.grade], lang)
    params = dict(grade=grade, action=move_md(j.action, lang, before),
                  best=move_md(j.best_action, lang, before),
                  cost=j.cost, margin=j.margin, sims=j.sims,
                  reason=md_escape(reason_text(j.reason, lang)))
    if j.grade == "best":
        favourite = j.verdict.sims_best if j.verdict is not None else ""
        if favourite and favourite != j.action:  # the simulations' favourite broke a principle
            return t("review.grade.line_best_principled", lang, **params,
                     favourite=move_md(favourite, lang, before))
        return t("review.grade.line_best", lang, **params)
    if j.grade == "par" or (not j.breaches and j.cost <= j.margin):
        # within the margin no cost is stated: "too close to tell apart"
        return t("review.grade.line_par", lang, **params)
    if j.grade == "good" or not j.breaches:
        return t("review.grade.line_good", lang, **params)
    return t(GRADE_LINE[alone], lang, **params,
             principles=principles_md(j, lang, before.profile if before else None),
             numbers=_numbers(j, lang))


def advice_line(i: int, s: rv.Suggestion, lang: str, pos: Position) -> str:
    """Item `i` of the advice list (markdown): the move, its difference to the best (a cost
    in points only beyond the margin), its reason, and the principle it breaks or keeps."""
    if i == 1:
        diff = t("review.diff_best_principled" if s.demoted else "review.diff_best", lang)
    elif s.demoted:  # ranked above the pick, passed over for a principle: never "too close"
        diff = t("review.diff_demoted", lang)
    elif s.diff == 0 and s.stderr == 0:
        diff = t("review.diff_same", lang)
    elif s.clearly_worse:
        diff = t("review.diff_worse", lang, cost=s.diff, margin=s.margin)
    else:
        diff = t("review.diff_par", lang, margin=s.margin)
    line = f"{i}. " + t("review.advice.item", lang, action=move_md(s.action, lang, pos),
                        diff=md_escape(diff), reason=md_escape(reason_text(s.reason, lang)))
    if s.breaches:
        line += ". " + t("review.advice.breaks", lang,
                         principles=breaches_md(s.breaches, lang, pos.profile))
    elif s.keeps and not s.clearly_worse:  # a principle the simulations overrule is not cited
        line += ". " + t("review.advice.keeps", lang,
                         principles=", ".join(_title_md(p, lang, pos.profile) for p in s.keeps))
    return line


def only_move(pos: Position) -> str | None:
    """The one legal move when there is nothing to choose (the referee's list has one move and
    no unlisted take of the pile exists), else None: the coach then simulates nothing."""
    legal = legal_actions(pos)
    if len(legal) != 1:
        return None
    if pos.phase == "draw" and pile_take(pos) not in (None, legal[0]):
        return None
    return legal[0]


def expert_move_text(retry: dict[str, Any], lang: str, profile: str | None = None) -> str:
    """The retry's "the expert would …": the better move, its reason, and the principle the
    move played broke (linked to the rules reference)."""
    params = dict(action=move_md(retry["best"], lang),
                  reason=md_escape(reason_text(retry["best_reason"], lang)))
    if retry.get("breaches"):
        return t("review.expert_move_principle", lang, **params,
                 principles=breaches_md(tuple(retry["breaches"]), lang, profile))
    return t("review.expert_move", lang, **params)
