"""Named locators for the browser tests: each page's elements by what they are, written once.

A Streamlit element with `key="x"` carries the class `st-key-x`; the tests name the element
("the classroom's play button", `CLASSROOM.play`) instead of writing that class in their bodies,
so a renamed key is changed here alone. Each name is a CSS selector (usable in
`page.locator(...)` and in the page's own `document.querySelector(...)`); `under(MAIN, ...)`
scopes one to the main area."""

from __future__ import annotations

from types import SimpleNamespace

from canasta_app.text.i18n import t


def key(name: str) -> str:
    """The element with Streamlit key `name`."""
    return f".st-key-{name}"


def key_prefix(prefix: str) -> str:
    """Every element whose Streamlit key starts with `prefix` (keys with an id in them)."""
    return f'[class*="st-key-{prefix}"]'


def under(scope: str, selector: str) -> str:
    return f"{scope} {selector}"


CALCULATOR = SimpleNamespace(
    upload=key_prefix("calculator_upload_"),
    result=key("calculator_result"),
    totals=key("calculator_totals"),
)
LIVE = SimpleNamespace(
    student=key("live_student"),
    poll=key("live_poll"),
    host=key("live_host"),
    answers=key("live_answers"),
    option_prefix=lambda poll_id: f".st-key-live_opt_{poll_id}_",
)
CLASSROOM = SimpleNamespace(
    play=key("classroom_b_play"),
    step=key("classroom_b_step"),
    end=key("classroom_b_end"),
    back=key("classroom_b_back"),
    start=key("classroom_b_start"),
    moves=key("classroom_moves"),
    bar=key("classroom_bar"),
    narration=key("classroom_narr"),
    narration_big=key("classroom_narr_big"),
    widget=lambda name: key(f"classroom_w_{name}"),
)
PRACTICE = SimpleNamespace(
    draw=key("practice_pick_bare_draw"),
    controls=key("practice_controls"),
    feedback=key("practice_feedback"),
    pick_kind=key("practice_pick_kind"),
    pick_confirm=key("practice_pick_confirm"),
    guide=key("practice_guide"),
    chips=key_prefix("practice_pick_chip_"),
    coach_moments=key_prefix("practice_coach_moment_"),
)
LESSONS = SimpleNamespace(
    next=key("lessons_next"),
    open=lambda lesson_id: key(f"lessons_open_{lesson_id}"),
    chips=lambda lesson_id, step: key(f"lessons_pick_{lesson_id}_{step}_chips"),
    any_chips='[class*="st-key-lessons_pick_"][class*="_chips"]',
)
SANDBOX = SimpleNamespace(table=key("sandbox_table"))
TABLES = SimpleNamespace(
    turn=key("tables_turn"),
    table=key("tables_table"),
    hand_cards=under(key("tables_table"), ".cc-seat [data-pick]"),  # the seat's own hand
    stock='[data-pick="tables_pick_bare_draw"]',
    pass_button=under(key("tables_pick_bare_pass"), "button"),
    pick_kind=key("tables_pick_kind"),
    feedback=key("tables_feedback"),
    coach_switch=key("tables_w_coach"),
    grade_area=key("tables_coach_grade_area"),
    review_area=key("tables_coach_review_area"),
    widget=lambda name: key(name),  # a setting of the table's form, by its full key
    settings=under(key("tables_settings_open"), "summary"),  # the box the settings are in
    summary=key("tables_new_summary"),  # the table about to be opened, in words
)
REFERENCE = SimpleNamespace(
    details_button=lambda slug: key(f"ref_details_btn_{slug.replace('.', '_')}"),
    principles=key_prefix("ref_principle_"),
    principle_class_prefix="st-key-ref_principle_",
    principle=lambda pid: key(f"ref_principle_{pid}"),
)
# The coach's buttons and headings at the practice table, by their English words (the
# catalogue's), for get_by_role(..., name=...) and get_by_text(...)
COACH = SimpleNamespace(
    ask=t("review.advice.button"),
    cancel=t("review.cancel"),
    top_moves=t("review.advice.title"),
    hint=t("practice.btn.hint"),
    more_hint=t("practice.btn.hint_more"),
    retry=t("review.retry"),
    typed_box=t("practice.action"),
    simulated="simulated deals",  # in every grade line and in the advice's note (review.*)
)
