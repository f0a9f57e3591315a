"""benchmarks/pages.py's yardsticks. `--frame`: the site itself around a title-only page, so a
page's ratio to it is what the page's own content costs (docs/performance-archive.md, "Issue 22, ninth
pass: the merged tree on a quiet machine")."""

from __future__ import annotations

from pathlib import Path

from helpers.apptest import walk
from helpers.benchmarks import benchmark
from streamlit.testing.v1 import AppTest

ROOT = Path(__file__).resolve().parents[1]


def _pages_benchmark():  # type: ignore[no-untyped-def]
    return benchmark("pages", "canasta_pages_bench")


def test_the_frame_is_this_site_with_a_title_only_page(tmp_path: Path) -> None:
    bench = _pages_benchmark()
    tree = bench.frame_tree(tmp_path)
    # the page the tree serves draws a title and nothing else, and imports none of the site
    page = AppTest.from_file(str(tree / bench.FRAME_FILE), default_timeout=30).run()
    assert not page.exception, page.exception
    drawn = [n for n in walk(page.main) if not getattr(n, "children", None)]
    assert [n.type for n in drawn] == ["title"] and page.title[0].value, drawn
    assert "canasta_app" not in (tree / bench.FRAME_FILE).read_text()
    # the rest of the site is this tree's own: the entry point, its navigation and the CSS
    for same in ("streamlit_app.py", "canasta_app/shell/style.py", "canasta_app/home/home.py",
                 ".streamlit/config.toml"):
        assert (tree / same).read_bytes() == (ROOT / same).read_bytes(), same
    assert (ROOT / bench.FRAME_FILE).read_text() != bench.FRAME_SCRIPT  # the real page is left alone
    assert not (tree / ".venv").exists() and not (tree / ".git").exists()
    assert bench.PAGE_PATHS[bench.FRAME_PAGE] == "/" + bench.FRAME_PAGE  # the page it serves


def test_a_ratio_is_the_median_over_the_yardsticks_median() -> None:
    bench = _pages_benchmark()
    page = {"times": [1.2, 1.0, 1.4], "work": [600.0, 500.0, 700.0], "cpu": [], "sent": {}}
    frame = {"times": [1.0, 0.9, 1.1], "work": [400.0, 500.0, 450.0], "cpu": [], "sent": {}}
    assert bench._ratio(page, frame) == 1.2
    against = bench._against(page, frame)
    assert against["ratio"] == 1.2 and against["browser_ratio"] == round(600 / 450, 2)


def test_each_page_is_also_measured_against_the_empty_app_at_the_same_kind_of_address() -> None:
    bench = _pages_benchmark()
    # home is served at "/", like the empty app's own visits; every other page at "/<name>",
    # which Streamlit's frontend probes first as a base path: the empty app at "/page" too
    assert bench.same_address_yardstick(bench.PAGE_PATHS["home"]) == "empty"
    for name, path in bench.PAGE_PATHS.items():
        if name != "home":
            assert bench.same_address_yardstick(path) == "empty_at_page", name
    assert bench.EMPTY_AT_PAGE_PATH.count("/") == 1 and bench.EMPTY_AT_PAGE_PATH != "/"
