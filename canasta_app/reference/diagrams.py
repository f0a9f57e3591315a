"""Graphviz diagrams of the rules (no Streamlit): the turn, the discard pile's states, scoring.

Numbers and action words come from the engine (`actions.KINDS`, `scoring.*`, `cards.VALUES`),
so a diagram cannot drift from the rules the engine enforces. Labels are in `lang` via the
strings of `canasta_app/reference/strings.py`. Pages show them with `st.graphviz_chart`.
"""

from __future__ import annotations

import html
from typing import Any, Final

import graphviz

from canasta_app.text.i18n import t
from canasta_core import scoring
from canasta_core.actions import KINDS
from canasta_core.cards import VALUES
from canasta_core.profiles import CLASSIC

TEXT: Final = "#f4f1e8"  # the felt theme's text colour (edges and edge labels)
FILL: Final = {
    "card": "#fffdf7",
    "gold": "#f5d77a",
    "open": "#e6f5e1",
    "frozen": "#d9f0ff",
    "blocked": "#ffe1e1",
    "empty": "#e8e8e8",
    "end": "#e8b64c",
    "minus": "#ffe1e1",
}


class Diagram(graphviz.Digraph):
    """A Digraph that keeps the words of its boxes and arrows, so the same drawing is also a
    table (`table_rows`): a phone shows the table instead of a drawing too wide for it, and a
    screen reader reads it (issue 37)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.words: dict[str, str] = {}
        self.steps: list[tuple[str, str, str]] = []

    def node(self, name: str, label: str | None = None, _attributes: Any = None,
             **attrs: Any) -> None:
        self.words[name] = label or name
        super().node(name, label, _attributes, **attrs)

    def edge(self, tail_name: str, head_name: str, label: str | None = None,
             _attributes: Any = None, **attrs: Any) -> None:
        self.steps.append((tail_name, head_name, label or ""))
        super().edge(tail_name, head_name, label, _attributes, **attrs)

    def subgraph(self, graph: Any = None, **kwargs: Any) -> Any:
        if isinstance(graph, Diagram):  # a row of boxes drawn side by side: its words too
            self.words.update(graph.words)
            self.steps += graph.steps
        return super().subgraph(graph, **kwargs)


def _plain(label: str) -> str:
    """A box's or arrow's words on one line ("OPEN\\nit may be taken…" -> "OPEN — it may be
    taken…": a state's name in capitals is set off from what it means)."""
    lines = [" ".join(x.split()) for x in label.split("\\n") if x.strip()]
    first = lines[0].split()[0] if lines else ""
    if len(lines) > 1 and len(first) > 1 and first.isupper():
        return lines[0] + " — " + " ".join(lines[1:])
    return " ".join(lines)


def table_html(g: Diagram, title: str, lang: str) -> str:
    """The diagram as an accessible table (escaped): in a "the diagram as a table" box under
    the drawing, and in place of the drawing on a phone (style.py), where it was too wide to
    read (issue 37). One row per arrow: from, what happens, to."""
    heads = [t(k, lang) for k in ("reference.diagram_table.from", "reference.diagram_table.step",
                                  "reference.diagram_table.to")]
    head = "".join(f'<th scope="col">{html.escape(h)}</th>' for h in heads)
    body = "".join(
        "<tr>" + "".join(f'<td data-label="{html.escape(h)}">{html.escape(v or "—")}</td>'
                         for h, v in zip(heads, row, strict=True)) + "</tr>"
        for row in table_rows(g))
    table = (f'<table class="cc-dtable"><caption>{html.escape(title)}</caption>'
             f"<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>")
    summary = html.escape(t("reference.diagram_table.summary", lang))
    return (f'<div class="cc-dtable-box"><details class="cc-dtable-more"><summary>{summary}'
            f'</summary>{table}</details><div class="cc-dtable-phone">{table}</div></div>')


def table_rows(g: Diagram) -> list[tuple[str, str, str]]:
    """The diagram as rows a table shows: (from, what happens, to), in the words of its boxes
    and arrows, in the order the diagram was drawn."""
    return [(_plain(g.words.get(a, a)), _plain(label), _plain(g.words.get(b, b)))
            for a, b, label in g.steps]


def _graph(name: str, rankdir: str = "TB") -> Diagram:
    g = Diagram(name)
    g.attr(
        "graph",
        bgcolor="transparent",
        rankdir=rankdir,
        fontname="Helvetica",
        fontcolor=TEXT,
        nodesep="0.35",
        ranksep="0.45",
        pad="0.2",
    )
    g.attr(
        "node",
        shape="box",
        style="rounded,filled",
        fillcolor=FILL["card"],
        color="#7a6a45",
        fontname="Helvetica",
        fontsize="13",
        fontcolor="#1b1b1b",
        margin="0.18,0.08",
    )
    g.attr("edge", color=TEXT, fontcolor=TEXT, fontname="Helvetica", fontsize="12")
    return g


def _k(key: str, lang: str, **params: object) -> str:
    """A box's or arrow's words (`key` a "reference.diagram." key), newlines kept for DOT."""
    return t(key, lang, **params).replace("\n", "\\n")


#: An action's verb in a diagram, by the notation's keyword.
KIND_WORD: Final = {
    "draw": "reference.diagram.kind.draw", "take": "reference.diagram.kind.take",
    "meld": "reference.diagram.kind.meld", "discard": "reference.diagram.kind.discard",
    "ask": "reference.diagram.kind.ask", "yes": "reference.diagram.kind.yes",
    "no": "reference.diagram.kind.no", "pass": "reference.diagram.kind.pass",
}


def _kind(word: str, lang: str) -> str:
    """An action of the notation by its keyword in English, by its verb in Spanish (checked
    against the engine's list of kinds)."""
    if word not in KINDS:  # pragma: no cover - guards against the engine renaming an action
        raise ValueError(f"unknown action kind {word!r}")
    return _k(KIND_WORD[word], lang)


def turn_diagram(lang: str) -> Diagram:
    """[turn.sequence] draw or take → meld / ask → discard or go out; the stock-empty pass."""
    g = _graph("turn")
    g.node("start", _k("reference.diagram.turn.start", lang), fillcolor=FILL["gold"])
    g.node("draw", _k("reference.diagram.turn.draw", lang))
    g.node("take", _k("reference.diagram.turn.take", lang))
    g.node("empty", _k("reference.diagram.turn.stock_empty", lang), fillcolor=FILL["frozen"])
    g.node("ask", _k("reference.diagram.turn.ask", lang))
    g.node("meld", _k("reference.diagram.turn.meld", lang))
    g.node("discard", _k("reference.diagram.turn.discard", lang))
    g.node("out", _k("reference.diagram.turn.out", lang), fillcolor=FILL["gold"])
    g.node("end", _k("reference.diagram.turn.end", lang), fillcolor=FILL["end"], shape="box")
    g.edge("start", "draw", _kind("draw", lang))
    g.edge("start", "take", _kind("take", lang))
    g.edge("start", "empty", _k("reference.diagram.turn.if_stock_empty", lang), style="dashed")
    g.edge("empty", "take", _kind("take", lang), style="dashed")
    g.edge("empty", "end", _kind("pass", lang), style="dashed")
    g.edge("draw", "end", _k("reference.diagram.turn.last_red_three", lang), style="dashed")
    g.edge("draw", "ask", _kind("ask", lang))
    g.edge("take", "ask", _kind("ask", lang))
    g.edge("ask", "meld", f"{_kind('yes', lang)} / {_kind('no', lang)}")
    g.edge("draw", "meld", _kind("meld", lang))
    g.edge("take", "meld", _kind("meld", lang))
    g.edge("meld", "meld", _k("reference.diagram.turn.more", lang))
    g.edge("meld", "discard", _kind("discard", lang))
    g.edge("meld", "out", _k("reference.diagram.turn.empties_hand", lang))
    g.edge("discard", "out", _k("reference.diagram.turn.last_card", lang), style="dashed")
    g.edge("discard", "start", _k("reference.diagram.turn.next", lang), constraint="false")
    g.edge("out", "end")
    return g


def pile_diagram(lang: str) -> Diagram:
    """[pile.*] The discard pile's states (open, frozen, blocked, empty) and what changes them."""
    g = _graph("pile")
    g.node("deal", _k("reference.diagram.pile.deal", lang), fillcolor=FILL["gold"])
    with g.subgraph(name="states") as row:
        row.attr(rank="same")
        row.node("open", _k("reference.diagram.pile.open", lang), fillcolor=FILL["open"])
        row.node("blocked", _k("reference.diagram.pile.blocked", lang), fillcolor=FILL["blocked"])
        row.node("frozen", _k("reference.diagram.pile.frozen_all", lang), fillcolor=FILL["frozen"])
    g.node("side", _k("reference.diagram.pile.frozen_side", lang), fillcolor=FILL["frozen"])
    g.node("empty", _k("reference.diagram.pile.empty", lang), fillcolor=FILL["empty"])
    g.edge("deal", "open", _k("reference.diagram.pile.upcard_natural", lang))
    g.edge("deal", "blocked", _k("reference.diagram.pile.upcard_black_three", lang))
    g.edge("deal", "frozen", _k("reference.diagram.pile.upcard_covered", lang))
    g.edge("open", "blocked", _k("reference.diagram.pile.discard_blocker", lang))
    g.edge("blocked", "open", _k("reference.diagram.pile.cover_black_three", lang))
    g.edge("blocked", "frozen", _k("reference.diagram.pile.cover_wild", lang))
    g.edge("open", "side", _k("reference.diagram.pile.not_opened", lang), style="dashed", arrowhead="none")
    g.edge("open", "empty", _k("reference.diagram.pile.taken", lang))
    g.edge("side", "empty", _k("reference.diagram.pile.taken_two", lang))
    g.edge("frozen", "empty", _k("reference.diagram.pile.taken_two", lang))
    g.edge("empty", "open", _k("reference.diagram.pile.discard_natural", lang), constraint="false", style="dashed")
    return g


def scoring_diagram(lang: str) -> Diagram:
    """[score.deal] How a side's deal score is made, with the engine's bonus values."""
    g = _graph("scoring", rankdir="LR")
    joker, ace, king, seven = VALUES["JK"], VALUES["AS"], VALUES["KS"], VALUES["7S"]
    g.node("melds", _k("reference.diagram.score.melds", lang, joker=joker, ace=ace, king=king, seven=seven))
    g.node("hands", _k("reference.diagram.score.hands", lang), fillcolor=FILL["minus"])
    g.node(
        "canastas",
        _k("reference.diagram.score.canastas", lang, natural=scoring.NATURAL_CANASTA, mixed=scoring.MIXED_CANASTA),
        fillcolor=FILL["gold"],
    )
    g.node(
        "threes",
        _k("reference.diagram.score.red_threes", lang, each=scoring.RED_THREE, all=scoring.ALL_RED_THREES),
    )
    g.node(
        "out",
        _k(
            "reference.diagram.score.going_out", lang, normal=scoring.GOING_OUT, concealed=scoring.GOING_OUT_CONCEALED
        ),
    )
    g.node("total", _k("reference.diagram.score.total", lang), fillcolor=FILL["end"])
    g.node("game", _k("reference.diagram.score.game", lang, target=CLASSIC.target), fillcolor=FILL["gold"])
    for part, sign in (
        ("melds", "+"),
        ("hands", "−"),
        ("canastas", "+"),
        ("threes", "±"),
        ("out", "+"),
    ):
        g.edge(part, "total", sign)
    g.edge("total", "game")
    return g


DIAGRAMS: Final = {"turn": turn_diagram, "pile": pile_diagram, "scoring": scoring_diagram}
#: Each diagram's title and caption.
TITLE: Final = {"turn": "reference.diagram_turn", "pile": "reference.diagram_pile",
                "scoring": "reference.diagram_scoring"}
CAPTION: Final = {"turn": "reference.diagram_turn_caption", "pile": "reference.diagram_pile_caption",
                  "scoring": "reference.diagram_scoring_caption"}

#: Which diagram illustrates which rule (shown inside that rule's section too).
DIAGRAM_FOR: Final[dict[str, str]] = {
    "turn.sequence": "turn",
    "turn.discard": "turn",
    "stock.empty": "turn",
    "pile.frozen": "pile",
    "pile.blocked": "pile",
    "pile.use-top": "pile",
    "pile.empty": "pile",
    "score.deal": "scoring",
    "score.example": "scoring",
    "threes.red-score": "scoring",
}
