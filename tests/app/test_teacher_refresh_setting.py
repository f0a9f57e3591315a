"""CANASTA_TEACHER_REFRESH_S (docs/deploying.md's settings): a number of seconds from 0.5 to
600 sets how often the teacher's view looks at the class; anything else keeps the 3 s."""

from __future__ import annotations

import pytest

from canasta_app.classes.report import TEACHER_REFRESH_ENV, teacher_refresh_s


@pytest.mark.parametrize(("value", "seconds"), [
    (None, 3.0), ("", 3.0), ("1", 1.0), ("0.5", 0.5), ("600", 600.0), (" 2.5 ", 2.5),
    ("0", 3.0), ("-1", 3.0), ("0.01", 3.0), ("601", 3.0), ("inf", 3.0), ("nan", 3.0),
    ("soon", 3.0),
])
def test_the_teachers_refresh_setting(monkeypatch: pytest.MonkeyPatch, value: str | None,
                                      seconds: float) -> None:
    if value is None:
        monkeypatch.delenv(TEACHER_REFRESH_ENV, raising=False)
    else:
        monkeypatch.setenv(TEACHER_REFRESH_ENV, value)
    assert teacher_refresh_s() == seconds
