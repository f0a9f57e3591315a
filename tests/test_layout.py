"""The shape of the code (docs/architecture.md, issue 38): which folder may import which.

- `canasta_app/<feature>/` never imports another feature (a link or an id crosses, not an
  import);
- the shared layers (`shell`, `text`, `ui`, `store`, `domain`, `coach`) never import a feature;
- `canasta_core` never imports `canasta_app`;
- no import circle among the site's modules (every import counts, a lazy one inside a
  function too: it runs as surely, only later);
- no site module over MAX_LINES lines.

The graph is built from the source with `ast`, so nothing is imported to check it. The rules
are functions of a graph, and the tests at the end feed them small made-up graphs to show that
each one fails when it should.
"""

from __future__ import annotations

import ast
import functools
from collections.abc import Iterable, Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SITE = "canasta_app"
CORE = "canasta_core"
FEATURES = frozenset({
    "home", "lessons", "practice", "tables", "reference", "sandbox", "calculator", "classroom",
    "classes",
})
#: shell, text, ui, store: the frame, the catalogue, drawing pieces, the database; domain: what
#: several pages compute (no Streamlit); coach: the strategy coach the practice table, the
#: classroom and the shared tables embed (no page of its own: the page hands it its game)
SHARED = frozenset({"shell", "text", "ui", "store", "domain", "coach"})
MAX_LINES = 600

# What is not yet where it belongs (issue 38, item 1): a crossing listed here, with the piece that
# needs a home in a shared layer, holds the direction test for everything else: a new crossing
# fails, and so does a listed one that is gone (take it off the list). Empty since the shared
# pieces moved down: the game sheet, the lessons' catalogue, a position's history, the rules'
# example positions, the homework facts and the live move into `domain`, the teacher on this
# device and "Your homework" into `shell`, and the coach (which the practice table and the
# classroom embed, and which now takes the page's game as a `CoachedGame`) became a layer.
KNOWN_CROSSINGS: dict[tuple[str, str], str] = {}
# Modules over MAX_LINES still to be split (may only shrink).
KNOWN_LONG: frozenset[str] = frozenset()

Graph = Mapping[str, Iterable[str]]


def module_name(path: Path) -> str:
    """canasta_app/ui/table.py -> canasta_app.ui.table; a package's __init__ is the package."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def source_files(package: str) -> list[Path]:
    return sorted((ROOT / package).rglob("*.py"))


def imports_of(path: Path, name: str, known: set[str]) -> set[str]:
    """The site and core modules `path` imports (anywhere in it), each as the most precise
    known module: `from canasta_app.ui import table` is canasta_app.ui.table."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            for alias in node.names:
                child = f"{module}.{alias.name}"
                found.add(child if child in known else module)
    return {m for m in found if m.split(".")[0] in (SITE, CORE) and m != name}


def build_graph(packages: Iterable[str] = (SITE, CORE)) -> dict[str, set[str]]:
    files = {module_name(p): p for package in packages for p in source_files(package)}
    known = set(files)
    return {name: imports_of(path, name, known) for name, path in files.items()}


def folder(module: str) -> str | None:
    """The folder of canasta_app a module belongs to (None for the package's own root files)."""
    parts = module.split(".")
    return parts[1] if parts[0] == SITE and len(parts) > 2 else None


def direction_faults(graph: Graph) -> list[str]:
    faults = []
    for module, targets in sorted(graph.items()):
        top = module.split(".")[0]
        here = folder(module)
        for target in sorted(targets):
            there = folder(target)
            if top == CORE and target.split(".")[0] == SITE:
                faults.append(f"{module} -> {target}: the engine imports the site")
            elif top != SITE or there is None or there == here:
                continue
            elif here in FEATURES and there in FEATURES:
                faults.append(f"{module} -> {target}: a feature imports another feature")
            elif here in SHARED and there in FEATURES:
                faults.append(f"{module} -> {target}: a shared layer imports a feature")
    return faults


def unknown_folders(graph: Graph) -> list[str]:
    """Folders of canasta_app that are neither a feature nor a shared layer: the rules would
    not know what they may import, so each new folder is named here on purpose."""
    return sorted({f for m in graph if (f := folder(m)) and f not in FEATURES | SHARED})


def cycles(graph: Graph) -> list[list[str]]:
    """One circle (as a path a -> b -> ... -> a) for every strongly connected group of
    modules (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []
    counter = 0

    def edges(node: str) -> list[str]:
        return sorted(t for t in graph.get(node, ()) if t in graph)

    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(edges(start)))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    group = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        group.append(member)
                        if member == node:
                            break
                    if len(group) > 1 or node in graph.get(node, ()):
                        groups.append(sorted(group))
            elif child not in index:
                index[child] = low[child] = counter
                counter += 1
                stack.append(child)
                on_stack.add(child)
                work.append((child, iter(edges(child))))
            elif child in on_stack:
                low[node] = min(low[node], index[child])
    return [_circle_in(group, graph) for group in groups]


def _circle_in(group: list[str], graph: Graph) -> list[str]:
    """A shortest circle through the group's first module (breadth first inside the group)."""
    members = set(group)
    start = group[0]
    previous: dict[str, str] = {}
    frontier = [start]
    while frontier:
        following = []
        for node in frontier:
            for target in sorted(t for t in graph.get(node, ()) if t in members):
                if target == start:
                    path = [node]
                    while path[-1] != start:
                        path.append(previous[path[-1]])
                    return [*reversed(path), start]
                if target not in previous:
                    previous[target] = node
                    following.append(target)
        frontier = following
    return [start, start]


def long_modules(limit: int = MAX_LINES) -> list[str]:
    return [
        f"{path.relative_to(ROOT)}: {n} lines"
        for path in source_files(SITE)
        if (n := len(path.read_text(encoding="utf-8").splitlines())) > limit
    ]


# --- the site as it is ---------------------------------------------------------------------

@functools.cache
def site_graph() -> dict[str, set[str]]:
    """The graph of the site and the engine as they are, built once, when a test first asks
    (not at import: collection in every pytest-xdist worker parsed the 200 modules, about 2 s
    of CPU each, for tests that run in one of them)."""
    return build_graph()


def test_the_graph_sees_the_site() -> None:
    """The rules below check something: the graph holds the folders and their imports."""
    assert {"canasta_app.ui.table", "canasta_app.lessons.model", "canasta_core.rules"} <= set(site_graph())
    assert "canasta_app.text.i18n" in site_graph()["canasta_app.ui.ruling"]


def test_every_folder_is_a_feature_or_a_shared_layer() -> None:
    graph = site_graph()
    assert not unknown_folders(graph), unknown_folders(graph)


def test_imports_point_one_way() -> None:
    """Every rule holds except the crossings listed in KNOWN_CROSSINGS, and those are still
    there (a crossing removed comes off the list)."""
    faults = direction_faults(site_graph())
    known = {f"{a} -> {b}: " + ("a shared layer imports a feature" if folder(a) in SHARED
                                else "a feature imports another feature")
             for a, b in KNOWN_CROSSINGS}
    new = [f for f in faults if f not in known]
    assert not new, "\n".join(new)
    gone = sorted(known - set(faults))
    assert not gone, "no longer crossing, take off KNOWN_CROSSINGS:\n" + "\n".join(gone)


def test_no_import_circle() -> None:
    site = {m: t for m, t in site_graph().items() if m.split(".")[0] == SITE}
    found = cycles(site)
    assert not found, "\n".join(" -> ".join(c) for c in found)


def test_no_site_module_is_over_the_limit() -> None:
    long = {line.split(":")[0] for line in long_modules()}
    assert long == KNOWN_LONG, "\n".join(long_modules())


# --- the rules fail when they should -------------------------------------------------------


def test_a_circle_is_found_and_named() -> None:
    graph = {
        "canasta_app.text.i18n": {"canasta_app.lessons.model"},
        "canasta_app.lessons.model": {"canasta_app.text.move_words"},
        "canasta_app.text.move_words": {"canasta_app.text.i18n"},
        "canasta_app.ui.table": {"canasta_app.text.i18n"},
    }
    assert cycles(graph) == [[
        "canasta_app.lessons.model", "canasta_app.text.move_words", "canasta_app.text.i18n",
        "canasta_app.lessons.model",
    ]]
    assert cycles({"a": {"a"}}) == [["a", "a"]]
    del graph["canasta_app.text.move_words"]
    assert cycles(graph) == []


def test_a_feature_importing_a_feature_is_refused() -> None:
    graph = {
        "canasta_app.practice.page": {
            "canasta_app.calculator.model", "canasta_app.coach.views", "canasta_app.ui.table",
        },
        "canasta_app.practice.game": {"canasta_app.practice.sheet"},  # inside a feature: fine
        "canasta_app.coach.views": {"canasta_app.practice.model"},  # a shared layer: refused too
    }
    assert direction_faults(graph) == [
        "canasta_app.coach.views -> canasta_app.practice.model: a shared layer imports a feature",
        "canasta_app.practice.page -> canasta_app.calculator.model: a feature imports another "
        "feature",
    ]


def test_a_shared_layer_importing_a_feature_is_refused() -> None:
    graph = {
        "canasta_app.text.i18n": {"canasta_app.lessons.model"},
        "canasta_app.ui.table": {"canasta_app.text.i18n", "canasta_app.store.api"},
    }
    assert direction_faults(graph) == [
        "canasta_app.text.i18n -> canasta_app.lessons.model: a shared layer imports a feature"
    ]


def test_the_engine_importing_the_site_is_refused() -> None:
    graph = {"canasta_core.coach": {"canasta_app.coach.review", "canasta_core.expert"}}
    assert direction_faults(graph) == [
        "canasta_core.coach -> canasta_app.coach.review: the engine imports the site"
    ]


def test_a_new_folder_must_be_named() -> None:
    assert unknown_folders({"canasta_app.widgets.x": set(), "canasta_app.ui.y": set()}) == [
        "widgets"
    ]


def test_imports_are_read_precisely(tmp_path: Path) -> None:
    """`from package import module` is an edge to the module; a lazy import counts too; an
    import of anything else (Streamlit, the standard library) is no edge."""
    source = tmp_path / "m.py"
    source.write_text(
        "import streamlit as st\n"
        "from canasta_app.ui import table, KEEP\n"
        "def f():\n"
        "    from canasta_app.lessons.model import catalogue\n",
        encoding="utf-8",
    )
    known = {"canasta_app.ui", "canasta_app.ui.table", "canasta_app.lessons.model"}
    assert imports_of(source, "canasta_app.home.page", known) == {
        "canasta_app.ui.table", "canasta_app.ui", "canasta_app.lessons.model",
    }


def test_a_long_module_is_named(tmp_path: Path) -> None:
    assert long_modules(10**6) == []
    assert long_modules(1), "every module is over one line"
