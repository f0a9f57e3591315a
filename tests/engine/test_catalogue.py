"""The rules catalogue covers every slug of rules.md, in order, in English and Spanish."""

from __future__ import annotations

import pytest
from fixtures import load_lists

from canasta_core import catalogue
from canasta_core.catalogue import (
    RULE_SLUGS,
    RULES,
    SECTIONS,
    VARIANTS,
    explanation,
    rule_text,
    title,
    variants_for,
)

ENGINE_SLUGS = ("turn.not-yours", "card.not-held", "stock.empty-draw", "input")

def _rules_md_slugs() -> list[str]:
    return load_lists()["rule_slugs"]  # rules.md's slugs in order (tests/fixtures)


def test_rules_md_slugs_in_order() -> None:
    slugs = _rules_md_slugs()
    assert len(slugs) == 34
    assert len(set(slugs)) == 34
    assert list(RULE_SLUGS) == slugs
    assert list(RULES)[: len(slugs)] == slugs


def test_rule_slugs_then_engine_slugs() -> None:
    assert len(RULE_SLUGS) == 34
    assert tuple(RULES) == RULE_SLUGS + ENGINE_SLUGS
    for slug in ENGINE_SLUGS:
        assert RULES[slug].section == "engine"
    for slug in RULE_SLUGS:
        assert RULES[slug].section != "engine"


@pytest.mark.parametrize("slug", list(RULES))
def test_entry_complete_and_bilingual(slug: str) -> None:
    rule = RULES[slug]
    assert rule.slug == slug
    assert rule.section in SECTIONS
    for en, es in ((rule.title_en, rule.title_es), (rule.text_en, rule.text_es)):
        assert en.strip() and es.strip()
    assert rule.text_es != rule.text_en
    # a note is either absent in both languages or present in both, and then translated
    assert bool(rule.note_en) == bool(rule.note_es)
    if rule.note_en:
        assert rule.note_en != rule.note_es


def test_titles_differ_between_languages_mostly() -> None:
    # a few titles may coincide ("Canastas"), but the catalogue is translated
    same = [slug for slug, rule in RULES.items() if rule.title_en == rule.title_es]
    assert len(same) <= 2, same


def test_sections_ordered_and_used() -> None:
    assert list(SECTIONS) == [
        "deal", "meld", "open", "turn", "pile", "threes",
        "out", "stock", "score", "game", "profile", "engine",
    ]  # fmt: skip
    used = {rule.section for rule in RULES.values()}
    assert used == set(SECTIONS)
    for en, es in SECTIONS.values():
        assert en and es and en != es


def test_decided_numbers_are_stated() -> None:
    assert "108" in explanation("deal.deck")
    assert "11" in explanation("deal.hands")
    for number in ("15", "50", "90", "120", "1495", "1500", "2995", "3000"):
        assert number in explanation("open.minimum")
        assert number in explanation("open.minimum", "es")
    for number in ("50", "20", "10", "5"):
        assert number in explanation("values")
    for number in ("100", "800"):
        assert number in explanation("threes.red-score")
    for number in ("500", "300", "100", "200"):
        assert number in explanation("score.deal")
    assert "925" in explanation("score.example")
    assert "925" in explanation("score.example", "es")
    assert "5000" in explanation("game.end")


def test_referee_notes_present() -> None:
    for slug in (
        "stock.empty",
        "out.permission",
        "turn.not-yours",
        "pile.use-top",
        "open.pile-top",
        "out.canasta",
        "meld.rank",
        "meld.canasta",
    ):
        assert rule_text(slug).note_en, slug
        assert rule_text(slug).note_es, slug


def test_variants() -> None:
    assert 10 <= len(VARIANTS) <= 20
    known_sources = {"001", "002", "003", "004"}
    for variant in VARIANTS:
        assert variant.slug in RULES
        assert variant.slug in RULE_SLUGS  # variants contrast with rules, not engine headings
        assert variant.source in known_sources
        assert variant.text_en.startswith("At some tables")
        assert variant.text_es.startswith("En algunas mesas")
    assert {variant.source for variant in VARIANTS} == known_sources
    assert len(variants_for("meld.wilds")) >= 1
    assert all(v.slug == "meld.wilds" for v in variants_for("meld.wilds"))
    assert variants_for("pile.empty") == ()
    assert variants_for("no.such-slug") == ()


def test_title_and_explanation_languages() -> None:
    rule = rule_text("pile.frozen")
    assert title("pile.frozen") == rule.title_en
    assert title("pile.frozen", "es") == rule.title_es
    assert title("pile.frozen", "fr") == rule.title_en
    assert title("pile.frozen", "") == rule.title_en
    assert explanation("pile.frozen", "de") == rule.text_en
    assert explanation("pile.frozen", "es") == rule.text_es


def test_unknown_slug_raises_value_error() -> None:
    with pytest.raises(ValueError, match="no.such-rule"):
        rule_text("no.such-rule")
    with pytest.raises(ValueError):
        title("no.such-rule")
    with pytest.raises(ValueError):
        explanation("no.such-rule", "es")


def test_module_is_data_only() -> None:
    assert catalogue.__all__
    for name in catalogue.__all__:
        assert hasattr(catalogue, name)
