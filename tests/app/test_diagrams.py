"""canasta_app.reference.diagrams: graphviz diagrams built from the engine's constants, in EN and ES."""

from __future__ import annotations

import graphviz
import pytest

from canasta_app.reference import diagrams
from canasta_core import scoring
from canasta_core.actions import KINDS


@pytest.mark.parametrize("name", sorted(diagrams.DIAGRAMS))
@pytest.mark.parametrize("lang", ["en", "es"])
def test_diagrams_build(name: str, lang: str) -> None:
    g = diagrams.DIAGRAMS[name](lang)
    assert isinstance(g, graphviz.Digraph)
    src = g.source
    assert src.startswith("digraph") and "->" in src
    assert "reference.diagram." not in src  # every label found in the string tables


def test_scoring_diagram_has_the_engine_numbers() -> None:
    src = diagrams.scoring_diagram("en").source
    for n in (
        scoring.NATURAL_CANASTA,
        scoring.MIXED_CANASTA,
        scoring.RED_THREE,
        scoring.ALL_RED_THREES,
        scoring.GOING_OUT_CONCEALED,
        scoring.CLASSIC.target,
    ):
        assert str(n) in src
    for n in ("500", "300", "100", "200"):
        assert n in src


def test_scoring_diagram_follows_the_constants(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(scoring, "NATURAL_CANASTA", 555)
    assert "555" in diagrams.scoring_diagram("en").source


def test_turn_diagram_uses_every_action_word() -> None:
    src = diagrams.turn_diagram("en").source
    for kind in KINDS:
        assert kind in src, kind


def test_pile_diagram_has_the_four_states() -> None:
    en = diagrams.pile_diagram("en").source
    es = diagrams.pile_diagram("es").source
    for word in ("OPEN", "FROZEN", "BLOCKED", "EMPTY"):
        assert word in en
    for word in ("ABIERTO", "CONGELADO", "BLOQUEADO", "VACÍO"):
        assert word in es


def test_languages_differ() -> None:
    assert diagrams.turn_diagram("en").source != diagrams.turn_diagram("es").source
    assert "Robar" in diagrams.turn_diagram("es").source


def test_line_breaks_are_graphviz_escapes() -> None:
    src = diagrams.pile_diagram("en").source
    assert "\\n" in src


def test_diagram_for_points_at_real_diagrams_and_slugs() -> None:
    from canasta_core import catalogue

    for slug, name in diagrams.DIAGRAM_FOR.items():
        assert slug in catalogue.RULES
        assert name in diagrams.DIAGRAMS


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("name", sorted(diagrams.DIAGRAMS))
def test_every_diagram_is_also_an_accessible_table(name: str, lang: str) -> None:
    """Issue 37: a phone shows the table instead of the drawing, and a screen reader reads it.
    One row per arrow of the drawing, in its words (no DOT escapes), everything escaped."""
    import html as html_mod
    import re

    g = diagrams.DIAGRAMS[name](lang)
    rows = diagrams.table_rows(g)
    assert len(rows) == g.source.count("->") and rows
    drawn = {n: w for n, w in g.words.items()}
    for start, step, end in rows:
        assert start and end and "\\n" not in start + step + end
        assert any(diagrams._plain(w) == start for w in drawn.values())
    out = diagrams.table_html(g, "<b>title</b>", lang)
    assert "&lt;b&gt;title&lt;/b&gt;" in out and "<b>" not in out
    assert out.count("<tr>") == 2 * (len(rows) + 1)  # the box's table and the phone's
    assert re.search(r'<th scope="col">', out) and "<caption>" in out
    assert html_mod.escape(rows[0][0]) in out
