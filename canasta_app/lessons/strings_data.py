"""The lessons' texts for the one catalogue: the goals ("lesson-goal.<name>") and each lesson
file's `x_en`/`x_es` pairs ("lesson.<file>.<path>"), read when a lesson's text is first asked
for (`SOURCES`, canasta_app/text/catalogue.py). The lessons are imported only then, so the
catalogue never imports a feature and the lessons may use it."""

from __future__ import annotations

from typing import Final


def lesson_texts() -> dict[str, tuple[str, str]]:
    from canasta_app.lessons.model import texts  # the lessons, read when first asked for

    return texts()


SOURCES: Final = (("lessons", "lesson", lesson_texts),)
