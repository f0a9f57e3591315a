"""The site's colours read well: every text colour the CSS and the theme put on a background
reaches WCAG AA's 4.5:1 (the gold buttons' white labels were 1.9:1)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from canasta_app.classroom.model import BAR_COLOURS
from canasta_app.shell.style import CSS

ROOT = Path(__file__).resolve().parents[2]
THEME = tomllib.loads((ROOT / ".streamlit" / "config.toml").read_text())["theme"]


def _rgb(colour: str) -> tuple[float, float, float]:
    h = colour.lstrip("#")
    return (int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16))


def contrast(a: str, b: str) -> float:
    def lum(c: str) -> float:
        ch = [v / 255 for v in _rgb(c)]
        lin = [v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in ch]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]

    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def _rule(selector_part: str, exact: bool = False) -> str:
    """The declarations of the first CSS rule whose selector holds `selector_part` (or, with
    `exact`, is it, spaces aside)."""
    for m in re.finditer(r"([^{}]+)\{([^{}]*)\}", CSS):
        selector = " ".join(re.sub(r"/\*.*?\*/", " ", m.group(1), flags=re.S).split())
        if (selector == selector_part) if exact else (selector_part in selector):
            return m.group(2)
    raise AssertionError(f"no CSS rule for {selector_part!r}")


def _colour(decls: str, prop: str) -> str:
    m = re.search(rf"(?<![-\w]){prop}\s*:\s*(#[0-9a-fA-F]{{6}})", decls)
    assert m, f"no {prop} in {decls!r}"
    return m.group(1)


def test_the_contrast_formula() -> None:
    assert contrast("#FFFFFF", "#000000") == pytest.approx(21)
    assert contrast("#FFFFFF", "#E8B64C") == pytest.approx(1.87, abs=0.02)  # the old labels


def test_primary_buttons_have_dark_labels_on_the_gold() -> None:
    gold = THEME["primaryColor"]
    label = _colour(_rule('[data-testid^="stBaseButton-primary"], [data-testid^="stBaseLinkButton'),
                    "color")
    hover = _colour(_rule('[data-testid^="stBaseButton-primary"]:hover, '
                          '[data-testid^="stBaseLinkButton-primary"]:hover', exact=True),
                    "background-color")
    assert contrast(label, gold) >= 4.5
    assert contrast(label, hover) >= 4.5


@pytest.mark.parametrize("badge", ["frozen", "blocked", "open", "natural", "mixed", "turn"])
def test_badges_read(badge: str) -> None:
    decls = _rule(f".cc-badge-{badge}", exact=True)
    assert contrast(_colour(decls, "color"), _colour(decls, "background")) >= 4.5


def test_the_page_text_and_the_chart_bars_stand_out_from_the_felt() -> None:
    page = THEME["backgroundColor"]
    assert contrast(THEME["textColor"], page) >= 4.5
    for bar in BAR_COLOURS:  # "East–West bars dark blue on dark green" (issue 23)
        assert contrast(bar, page) >= 4.5, bar
