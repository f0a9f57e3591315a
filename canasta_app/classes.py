"""The teacher's view of a class, as tables: roster × lessons, the most common wrong tries per
lesson step with the rule each broke, the practice deals, and the CSV export. Plain pandas from
the store's values, so it is tested without Streamlit. Nicknames stay plain text here; the page
shows them only through widgets that never read HTML (dataframes, charts)."""

from __future__ import annotations

import io
from collections import defaultdict
from collections.abc import Sequence
from urllib.parse import urlencode

import pandas as pd

from canasta_app.i18n import t
from canasta_app.move_words import action_words
from canasta_app.store.api import Member, MemberDeal, MemberStep, WrongCount
from canasta_core import catalogue

TOP_WRONG = 5  # wrong tries shown per lesson step


def rule_title(slug: str | None, lang: str) -> str:
    """The rule named in words, never its slug (slugs are the reference's): "The frozen
    pile", not "The frozen pile (pile.frozen)"; a slug the catalogue does not know is "a rule
    of the game" rather than shown."""
    if not slug:
        return t("class.wrong.no_rule", lang)
    try:
        return str(catalogue.title(slug, lang))
    except (KeyError, AttributeError, ValueError):
        return t("live.board.a_rule", lang)


def progress_frame(members: Sequence[Member], steps: Sequence[MemberStep], lessons: Sequence,
                   lang: str) -> pd.DataFrame:
    """One row per student; per lesson "done/total (tries/wrong)"; the total of steps done."""
    by: dict[tuple[int, str], list[MemberStep]] = defaultdict(list)
    for s in steps:
        by[(s.learner_id, s.lesson_id)].append(s)
    rows = []
    for m in members:
        row: dict[str, object] = {t("class.progress.student", lang): m.nickname}
        total_done = 0
        for lesson in lessons:
            mine = by.get((m.learner_id, lesson.id), [])
            done = sum(1 for s in mine if s.done)
            total_done += done
            row[lesson.title(lang)] = t("class.progress.cell", lang, done=done,
                                        total=len(lesson.steps),
                                        tries=sum(s.tries for s in mine),
                                        wrong=sum(s.wrong for s in mine))
        row[t("class.progress.total", lang)] = total_done
        rows.append(row)
    return pd.DataFrame(rows)


def wrong_frame(wrong: Sequence[WrongCount], lessons: Sequence, lang: str,
                top: int = TOP_WRONG) -> pd.DataFrame:
    """Per lesson step (in lesson order), its `top` most common wrong tries: the move in
    words, the rule it broke, how many times."""
    order = {x.id: (i, x) for i, x in enumerate(lessons)}
    kept: dict[tuple[str, int], list[WrongCount]] = defaultdict(list)
    for w in sorted(wrong, key=lambda w: -w.count):
        if len(kept[(w.lesson_id, w.step)]) < top:
            kept[(w.lesson_id, w.step)].append(w)
    rows = []
    for (lid, step), items in sorted(kept.items(),
                                     key=lambda kv: (order.get(kv[0][0], (99, None))[0],
                                                     kv[0][1])):
        lesson = order.get(lid, (0, None))[1]
        title = lesson.title(lang) if lesson is not None else lid
        for w in items:
            rows.append({
                t("class.wrong.step", lang): t("class.wrong.step_label", lang, lesson=title,
                                               step=step),
                t("class.wrong.try", lang): action_words(w.action, lang),
                t("class.wrong.rule", lang): rule_title(w.slug, lang),
                t("class.wrong.count", lang): w.count,
            })
    return pd.DataFrame(rows, columns=[t(k, lang) for k in (
        "class.wrong.step", "class.wrong.try", "class.wrong.rule", "class.wrong.count")])


def practice_frame(members: Sequence[Member], deals: Sequence[MemberDeal],
                   lang: str) -> pd.DataFrame:
    names = {m.learner_id: m.nickname for m in members}
    rows = []
    for d in deals:
        if d.learner_id not in names:
            continue
        grades = ", ".join(f"{t(f'review.grade.{g}', lang)} × {n}"
                           for g, n in sorted(d.deal.grades.items()))
        rows.append({
            t("class.progress.student", lang): names[d.learner_id],
            t("class.practice.deal", lang): d.deal.deal_number,
            t("class.practice.table", lang): catalogue.profile_name(d.deal.profile, lang),
            t("class.practice.us", lang): d.deal.ns_points,
            t("class.practice.them", lang): d.deal.ew_points,
            t("class.practice.illegal", lang): d.deal.illegal_tries,
            t("class.practice.take_backs", lang): d.deal.take_backs,
            t("class.practice.grades", lang): grades,
        })
    return pd.DataFrame(rows)


def csv_bytes(frame: pd.DataFrame) -> bytes:
    """CSV for a spreadsheet. A cell starting with = + - @ is quoted with a ' so a nickname
    cannot become a formula."""
    safe = frame.map(lambda v: f"'{v}" if isinstance(v, str) and v[:1] in "=+-@\t\r" else v)
    buf = io.StringIO()
    safe.to_csv(buf, index=False)
    return buf.getvalue().encode("utf-8-sig")


def site_base(url: str | None) -> str:
    base = (url or "").split("?")[0].rstrip("/")
    for tail in ("/class", "/classroom", "/home", "/lessons", "/practice"):
        if base.endswith(tail):
            return base[: -len(tail)]
    return base


def join_url(base: str, code: str, lang: str) -> str:
    return f"{base}/class?{urlencode({'join': code, 'lang': lang})}"


def screen_url(base: str, join_code: str, lang: str) -> str:
    """The projector's presenter screen: the class's live deal and answers, no controls."""
    return f"{base}/classroom?{urlencode({'screen': join_code, 'present': '1', 'lang': lang})}"


def teacher_url(base: str, secret: str, lang: str) -> str:
    return f"{base}/class?{urlencode({'t': secret, 'lang': lang})}"


def qr_svg(url: str) -> str:
    """The join link as a QR code (SVG), big dark modules on white for a projector."""
    import segno

    return str(segno.make(url, error="m").svg_inline(scale=6, dark="#111111", light="#ffffff"))
