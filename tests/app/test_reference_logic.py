"""canasta_app.reference.model: sections, deep links, search, engine-built tables, examples."""

from __future__ import annotations

from html import escape

import pytest

import canasta_core as cc
from canasta_app.reference import model as ref
from canasta_app.reference import tables as ref_tables
from canasta_core import catalogue, scoring
from canasta_core.cards import RANK_VALUES
from canasta_core.positions import OPENING_TIERS


def test_no_streamlit_import() -> None:
    import ast
    import inspect

    tree = ast.parse(inspect.getsource(ref))
    names = {
        alias.name.split(".")[0]
        for node in ast.walk(tree)
        if isinstance(node, (ast.Import, ast.ImportFrom))
        for alias in (
            node.names if isinstance(node, ast.Import) else [ast.alias(node.module or "")]
        )
    }
    assert "streamlit" not in names


def test_all_34_rule_slugs_then_engine_slugs() -> None:
    assert len(catalogue.RULE_SLUGS) == 34
    assert ref.ALL_SLUGS[:34] == catalogue.RULE_SLUGS
    assert set(ref.ENGINE_SLUGS) == {"turn.not-yours", "card.not-held", "stock.empty-draw", "input"}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_sections_cover_every_slug_once_in_catalogue_order(lang: str) -> None:
    secs = ref.sections(lang)
    flat = [s for sec in secs for s in sec.slugs]
    assert sorted(flat) == sorted(ref.ALL_SLUGS)
    assert len(flat) == len(set(flat))
    keys = [sec.key for sec in secs]
    assert keys == [k for k in ref.SECTION_KEYS if k in keys]
    # the classic game's sections, then the other tables', the engine's headings last
    assert keys[-5:] == ["prof", "two-hand", "three-hand", "six-hand", "engine"]
    titles = {sec.key: sec.title for sec in secs}
    assert titles["pile"] == ("El pozo" if lang == "es" else "The discard pile")


def test_sections_of_a_subset() -> None:
    secs = ref.sections("en", ["pile.frozen", "deal.deck"])
    assert [(s.key, s.slugs) for s in secs] == [
        ("deal", ("deal.deck",)),
        ("pile", ("pile.frozen",)),
    ]


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("pile.frozen", ("pile.frozen", None)),
        ("  PILE.FROZEN ", ("pile.frozen", None)),
        ("#pile.frozen", ("pile.frozen", None)),
        ("[open.minimum]", ("open.minimum", None)),
        ("turn.not-yours", ("turn.not-yours", None)),
        ("no.such.rule", (None, "no.such.rule")),
        ("<script>", (None, "<script>")),
        ("", (None, None)),
        (None, (None, None)),
    ],
)
def test_resolve_rule(raw: object, expected: tuple[str | None, str | None]) -> None:
    assert ref.resolve_rule(raw) == expected


def test_resolve_rule_caps_length() -> None:
    slug, unknown = ref.resolve_rule("x" * 100_000)
    assert slug is None and unknown is not None and len(unknown) <= ref.MAX_RULE_PARAM


def test_ordered_slugs_puts_the_deep_link_first() -> None:
    order = ref.ordered_slugs("pile.frozen")
    assert order[0] == "pile.frozen" and sorted(order) == sorted(ref.ALL_SLUGS)
    assert ref.ordered_slugs(None) == list(ref.ALL_SLUGS)
    assert ref.ordered_slugs("pile.frozen", ["deal.deck"]) == ["deal.deck"]


@pytest.mark.parametrize(
    ("query", "must", "must_not"),
    [
        ("pile.frozen", {"pile.frozen"}, {"deal.deck"}),  # by slug
        ("frozen", {"pile.frozen"}, {"deal.dealer"}),  # English text
        ("congelado", {"pile.frozen"}, {"deal.dealer"}),  # Spanish text
        ("CONGELACIÓN", set(), set()),  # case and accents do not crash
        ("canasta limpia", {"meld.canasta"}, {"deal.deck"}),  # every word must match
        ("925", {"score.example"}, {"pile.frozen"}),
        ("pozo", {"pile.frozen", "pile.blocked"}, {"score.example"}),
    ],
)
def test_search(query: str, must: set[str], must_not: set[str]) -> None:
    found = set(ref.search(query))
    assert must <= found, (query, must - found)
    assert not (must_not & found), (query, must_not & found)


def test_search_ignores_accents_and_case() -> None:
    assert ref.search("Comodín") == ref.search("comodin")
    assert "threes.red-score" in ref.search("TRES ROJO")


def test_search_empty_and_no_match() -> None:
    assert ref.search("") == list(ref.ALL_SLUGS)
    assert ref.search("   ") == list(ref.ALL_SLUGS)
    assert ref.search("zzzqqq") == []


def test_search_caps_query() -> None:
    assert ref.search("frozen" + " " * 100 + "zzzqqq") == ref.search("frozen")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_card_values_table_comes_from_the_engine(lang: str) -> None:
    df = ref.card_values_table(lang)
    assert list(df.columns)[:2] == (["Cartas", "Valor"] if lang == "es" else ["Cards", "Value"])
    values = list(df.iloc[:, 1])
    # every card value of the engine appears (the red three shows its bonus instead of 0)
    for v in {v for v in RANK_VALUES.values() if v}:
        assert str(v) in values
    assert any(str(scoring.RED_THREE) in v for v in values)
    joker_row = df[df.iloc[:, 0] == ("comodín" if lang == "es" else "joker")]  # the glossary
    assert list(joker_row.iloc[:, 1]) == [str(RANK_VALUES["JK"])]


def test_card_values_table_follows_constants(monkeypatch: pytest.MonkeyPatch) -> None:
    changed = dict(RANK_VALUES)
    changed["JK"] = 55
    monkeypatch.setattr(ref_tables, "RANK_VALUES", changed)
    assert "55" in list(ref.card_values_table("en").iloc[:, 1])


@pytest.mark.parametrize("lang", ["en", "es"])
def test_opening_table(lang: str) -> None:
    df = ref.opening_table(lang)
    assert list(df.iloc[:, 1]) == [m for _, _, m in OPENING_TIERS] == [15, 50, 90, 120]
    assert df.iloc[0, 0] == ("por debajo de 0" if lang == "es" else "below 0")
    assert df.iloc[3, 0] == ("3000 o más" if lang == "es" else "3000 or more")
    assert df.iloc[1, 0] == ("0 a 1495" if lang == "es" else "0 to 1495")


def test_bonus_table() -> None:
    pts = list(ref.bonus_table("en").iloc[:, 1])
    assert pts == [500, 300, 100, 800, 100, 200]


def test_notes_and_variants() -> None:
    assert ref.note("pile.frozen", "en").startswith("The source")
    assert ref.note("pile.frozen", "es").startswith("El texto")
    v_en = ref.variants("pile.frozen", "en")
    v_es = ref.variants("pile.frozen", "es")
    assert v_en and len(v_en) == len(v_es)
    assert v_en[0][1] == v_es[0][1]  # same source seed
    assert ref.variants("deal.dealer", "en") == []


def test_every_classic_and_engine_slug_has_an_example() -> None:
    classic = set(ref.ALL_SLUGS) - set(ref.PROFILE_SLUGS)
    assert classic <= set(ref.EXAMPLES) <= set(ref.ALL_SLUGS)
    # the other tables' rules an action shows have one too
    assert {"two.draw", "two.out", "two.alone", "three.out", "six.ask"} <= set(ref.EXAMPLES)


@pytest.mark.parametrize("slug", list(ref.EXAMPLES))
def test_example_is_ruled_as_declared(slug: str) -> None:
    position, action = ref.example_for(slug)
    ex = ref.EXAMPLES[slug]
    pos = cc.load(position)
    if ex.rule == "input":
        with pytest.raises(cc.NotationError):
            cc.check(pos, action)
        assert ref.example_ruling(slug) is None and ref.example_error(slug)
        return
    ruling = cc.check(pos, action)
    assert (ruling.legal, ruling.rule) == (ex.legal, ex.rule), ruling.reason
    assert ref.example_error(slug) == ""
    r = ref.example_ruling(slug)
    assert r is not None and r.legal == ex.legal


def test_example_for_returns_a_copy() -> None:
    p1, _ = ref.example_for("pile.frozen")
    p1["pile"].append("KS")
    p2, _ = ref.example_for("pile.frozen")
    assert p2["pile"] == ["9C", "2D", "4S", "7D"]


def test_score_example_scores_925() -> None:
    position, action = ref.example_for("score.example")
    after = cc.play(cc.load(position), action)
    assert after.phase == "over"
    assert cc.score(after)["NS"]["total"] == 925


def test_game_end_example_crosses_5000() -> None:
    position, action = ref.example_for("game.end")
    after = cc.play(cc.load(position), action)
    ns = position["scores"]["NS"] + cc.score(after)["NS"]["total"]
    assert ns >= scoring.CLASSIC.target > position["scores"]["NS"]


def test_sandbox_link_round_trips() -> None:
    share = pytest.importorskip("canasta_app.shell.share")
    link = ref.sandbox_link("pile.frozen", "es")
    assert link is not None and link.startswith("./sandbox?s=") and link.endswith("&lang=es")
    from urllib.parse import parse_qs, urlparse

    s = parse_qs(urlparse(link).query)["s"][0]
    pos, history = share.decode_state(s)
    assert cc.to_dict(pos) == cc.to_dict(cc.load(ref.example_for("pile.frozen")[0]))
    assert history == []


def test_lessons_titled_is_a_list() -> None:
    rows = ref.lessons_titled("pile.frozen", "es")
    assert isinstance(rows, list)
    for lesson_id, title in rows:
        assert lesson_id and title


@pytest.mark.parametrize("n", [1, 2, 3, 5])
def test_split_columns_keeps_order_and_everything(n: int) -> None:
    groups = ref.sections("en")
    cols = ref.split_columns(groups, n)
    assert len(cols) == n
    assert [g for c in cols for g in c] == groups
    if n == 3:
        sizes = [sum(len(g.slugs) + 2 for g in c) for c in cols]  # lines: a title and a gap
        # sections are not cut, so columns differ by at most about the largest section
        assert max(sizes) - min(sizes) <= max(len(g.slugs) + 2 for g in groups), sizes
        # and no cut of the list into three runs has a shorter longest column
        assert max(sizes) <= 37, sizes


# ------------------------------------------------------------ the other tables (profiles.md)


def test_every_profile_slug_is_in_the_catalogue_in_both_languages() -> None:
    from fixtures import load_lists

    assert list(ref.PROFILE_SLUGS) == load_lists()["profile_slugs"]  # profiles.md, in order
    for slug in ref.PROFILE_SLUGS:
        rule = catalogue.rule_text(slug)
        assert rule.title_en and rule.title_es and rule.text_en and rule.text_es
        assert rule.text_en != rule.text_es and rule.title_en != rule.title_es
        assert rule.section in catalogue.PROFILE_SECTIONS
    assert not set(ref.PROFILE_SLUGS) & set(catalogue.RULES)  # the classic catalogue unchanged


def test_profile_rules_state_their_numbers() -> None:
    assert "15" in catalogue.explanation("two.deal") and "15" in catalogue.explanation(
        "two.deal", "es")
    assert "13" in catalogue.explanation("three.deal", "es")
    assert "two canastas" in catalogue.explanation("two.out")
    assert "dos canastas" in catalogue.explanation("two.out", "es")
    assert "1165" in catalogue.explanation("two.example", "es")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_classic_rule_shows_how_each_other_table_changes_it(lang: str) -> None:
    changes = ref.profile_changes("out.canasta", lang)
    assert [(c.profile, c.slug) for c in changes] == [
        ("two-hand", "two.out"), ("three-hand", "three.out"), ("six-hand", "six.out")]
    two = changes[0]
    assert two.name == ("Dos jugadores" if lang == "es" else "Two players")
    assert two.title == catalogue.title("two.out", lang)
    assert ref.profile_changes("deal.hands", lang)[0].slug == "two.deal"
    assert ref.profile_changes("pile.use-top", lang) == []  # unchanged everywhere


def test_every_profile_change_names_a_classic_rule_and_a_profile_rule() -> None:
    for classic, pairs in catalogue.PROFILE_CHANGES.items():
        assert classic in catalogue.RULE_SLUGS
        for profile, slug in pairs:
            assert profile in ("two-hand", "three-hand", "six-hand") and slug in ref.PROFILE_SLUGS
    # and back: a profile rule names the classic rules it changes
    assert ref.changes_rules("two.out") == ("out.canasta",)
    assert "turn.sequence" in ref.changes_rules("two.draw")


def test_a_profile_rule_resolves_as_a_deep_link() -> None:
    assert ref.resolve_rule("two.out") == ("two.out", None)
    assert ref.resolve_rule("[six.ask]") == ("six.ask", None)


def test_a_profile_rule_without_an_example_has_no_sandbox_link() -> None:
    assert ref.sandbox_link("two.end", "en") is None
    link = ref.sandbox_link("two.out", "en")
    assert link and "s=" in link


# --------------------------------------------------------------------------- issue 22: render


def test_a_sections_html_is_built_once_and_holds_its_whole_text() -> None:
    from canasta_app.reference import render

    for lang in ("en", "es"):
        body = render.rule_html("pile.frozen", lang)
        assert body is render.rule_html("pile.frozen", lang)  # built once per language
        assert 'id="pile.frozen"' in body  # the anchor
        assert render.marked_html(catalogue.explanation("pile.frozen", lang)) in body
    # beside a classic rule, the other tables; beside theirs, the classic rule it changes
    out = render.rule_html("out.canasta", "en")
    assert "<strong>Other tables play this another way</strong>" in out
    assert 'href="./reference?rule=two.out&amp;lang=en"' in out
    two = render.rule_html("two.out", "es")
    assert "Cambia la regla clásica" in two
    assert 'href="./reference?rule=out.canasta&amp;lang=es"' in two
    # out of its section (a deep link, a search), it names the section
    where = render.rule_html("pile.frozen", "en", where=True)
    assert f"<p><em>{escape(ref.section_title('pile.frozen', 'en'))}</em></p>" in where
    assert "<em>" not in render.rule_html("pile.frozen", "en")
    # the words a search matched are highlighted, in the title too
    hit = render.rule_html("pile.frozen", "en", frozenset({"frozen"}))
    title = hit.split("</h3>")[0]
    assert '<mark class="cc-hit">' in title and "frozen" in title.casefold()


def test_a_rules_own_text_is_escaped_in_its_html() -> None:
    from canasta_app.reference import render

    assert render.marked_html("a <b> & \"c\"") == "a &lt;b&gt; &amp; &quot;c&quot;"
