"""The one catalogue of texts: every source has the same keys in English and Spanish, with the
same placeholders and no empty text; one accessor for a pair of texts, one reading of the
language code, one formatter."""

from __future__ import annotations

import importlib
import re
from pathlib import Path
from types import ModuleType

import pytest

import canasta_app.text.catalogue as strings_pkg
from canasta_app.text.i18n import (
    CATALOGUE,
    STRINGS,
    format_number,
    format_percent,
    lang_of,
    load_catalogue,
    parse_lang,
    placeholders,
    seat_name,
    side_name,
    t,
)
from canasta_core import catalogue
from canasta_core.messages import (
    TextCatalogue,
    format_message,
    in_lang,
    pairs_in,
    printed_fields,
)


def _modules() -> list[ModuleType]:
    """The string tables (a folder's module that gives only lazy `SOURCES` has none)."""
    modules = [importlib.import_module(name) for name in strings_pkg.string_modules()]
    return [m for m in modules if hasattr(m, "EN")]


MODULES = _modules()


def test_there_are_string_modules() -> None:
    names = {m.__name__.removeprefix("canasta_app.") for m in MODULES}
    assert {"shell.strings", "ui.strings", "home.strings", "reference.strings"} <= names


@pytest.mark.parametrize("mod", MODULES, ids=lambda m: m.__name__.removeprefix("canasta_app."))
def test_same_keys_in_both_languages(mod: ModuleType) -> None:
    en, es = mod.EN, mod.ES
    assert isinstance(en, dict) and isinstance(es, dict)
    assert set(en) - set(es) == set(), f"missing in ES: {sorted(set(en) - set(es))}"
    assert set(es) - set(en) == set(), f"missing in EN: {sorted(set(es) - set(en))}"


@pytest.mark.parametrize("mod", MODULES, ids=lambda m: m.__name__.removeprefix("canasta_app."))
def test_same_placeholders_per_key(mod: ModuleType) -> None:
    """What one language prints, the other takes; a variable only selected on may be one
    language's alone (Spanish «pareja» / «equipo» by `side_size`: docs/i18n.md)."""
    bad = {
        key: (sorted(placeholders(mod.EN[key])), sorted(placeholders(mod.ES[key])))
        for key in mod.EN
        if key in mod.ES and not (printed_fields(mod.EN[key]) <= placeholders(mod.ES[key])
                                  and printed_fields(mod.ES[key]) <= placeholders(mod.EN[key]))
    }
    assert not bad, f"placeholders differ: {bad}"


@pytest.mark.parametrize("mod", MODULES, ids=lambda m: m.__name__.removeprefix("canasta_app."))
def test_values_are_non_empty_strings(mod: ModuleType) -> None:
    for table in (mod.EN, mod.ES):
        for key, value in table.items():
            assert isinstance(value, str) and value.strip(), key


def test_keys_are_unique_across_modules() -> None:
    seen: dict[str, str] = {}
    for mod in MODULES:
        for key in mod.EN:
            assert key not in seen, f"{key} defined in {seen.get(key)} and {mod.__name__}"
            seen[key] = mod.__name__


def test_merged_tables_match() -> None:
    assert set(STRINGS["en"]) == set(STRINGS["es"])


def test_translation_differs_and_formats() -> None:
    assert (
        t("components.table.frozen_wild", "en", card="2♦") == "Frozen: a wild card is buried (2♦)"
    )
    assert t("components.table.frozen_wild", "es", card="2♦").startswith("Congelado:")


def test_placeholders_detector() -> None:
    assert placeholders("a {x} b {y}") == {"x", "y"}
    assert placeholders("no braces") == set()


# --- one formatter: grammar specs and numbers per language (canasta_core.messages) ----------

@pytest.mark.parametrize(("template", "params", "en", "es"), [
    ("{c:the_card}", {"c": "JC"}, "the J♣", "la J♣"),
    ("{c:the_card}", {"c": "Q♦"}, "the Q♦", "la Q♦"),
    ("{c:the_card}", {"c": "KC"}, "the K♣", "el K♣"),
    ("{c:the_card}", {"c": "JK"}, "the joker", "el comodín"),
    ("{c:a_card}", {"c": "AS"}, "an A♠", "un A♠"),
    ("{c:card}", {"c": "TS"}, "10♠", "10♠"),
    ("{cs:cards}", {"cs": "7H 7S JK"}, "7♥ 7♠ joker", "7♥ 7♠ comodín"),
    ("{r:the_ranks}", {"r": "J"}, "the jacks", "las jotas"),
    ("{r:the_ranks}", {"r": "K"}, "the kings", "los reyes"),
    ("{r:a_rank}", {"r": "Q"}, "a queen", "una reina"),
    ("{n:count_words:red_three}", {"n": 1}, "one red three", "un tres rojo"),
    ("{n:count_words:red_three}", {"n": 2}, "two red threes", "dos treses rojos"),
    ("{n:count:card}", {"n": 0}, "no cards", "ninguna carta"),
    ("{s:seat} · {p:side}", {"s": "W", "p": "NS"}, "West · North–South", "Oeste · Norte–Sur"),
    ("{x}", {"x": 0.59}, "0.59", "0,59"),
    ("{x:.1f}", {"x": 2.25}, "2.2", "2,2"),
    ("{x:,}", {"x": 12345}, "12,345", "12.345"),
    ("{f:percent}", {"f": 0.016}, "1.6%", "1,6\u00a0%"),
    ("{f:percent:0}", {"f": 0.5}, "50%", "50\u00a0%"),
    ("{n} cards", {"n": 3}, "3 cards", "3 cards"),  # ints and plain text are left alone
    ("{$n -> [one] queda *[other] quedan}", {"n": 1}, "queda", "queda"),
    ("{$n -> [one] queda *[other] quedan}", {"n": 2}, "quedan", "quedan"),
    ("{$n -> [one] a red three *[other] {n} red threes}", {"n": 3}, "3 red threes", "3 red threes"),
])
def test_format_message_names_cards_and_numbers_per_language(
        template: str, params: dict[str, object], en: str, es: str) -> None:
    assert format_message(template, params, "en") == en
    assert format_message(template, params, "es") == es


def test_number_helpers() -> None:
    assert format_number(0.589, "es", 2) == "0,59"
    assert format_number(1234567, "es", grouping=True) == "1.234.567"
    assert format_number(1234.5, "en", 1, grouping=True) == "1,234.5"
    assert format_percent(0.016, "en") == "1.6%"
    assert format_percent(0.016, "es") == "1,6\u00a0%"
    assert format_percent(0.25, "es", 0) == "25\u00a0%"


def test_one_seat_and_side_naming() -> None:
    from canasta_app.calculator import model as calculator
    from canasta_app.sandbox import model as sandbox
    from canasta_app.text import narration
    from canasta_app.ui import table
    for module in (calculator, narration, sandbox, table):
        assert module.seat_name is seat_name and module.side_name is side_name
    assert [seat_name(s, "es") for s in "NESW"] == ["Norte", "Este", "Sur", "Oeste"]
    assert side_name("EW", "en") == "East–West"


def test_red_threes_agree_in_number() -> None:
    one = t("classroom.n.red_three_drawn", "es", n=1, cards="3♦", side="Norte–Sur")
    two = t("classroom.n.red_three_drawn", "es", n=2, cards="3♦ 3♥", side="Norte–Sur")
    assert one.startswith("Apareció un tres rojo (3♦): se pone boca arriba")
    assert two.startswith("Aparecieron dos treses rojos (3♦ 3♥): se ponen boca arriba")


def test_t_renders_through_the_one_formatter() -> None:
    # A UI string gets the same grammar and number marks as the rulings.
    assert t("classroom.n.discard", "es", seat="Norte", card="JC", next="Este") == (
        "Norte descarta la J♣; el turno pasa a Este.")
    assert t("classroom.n.discard", "en", seat="North", card="J♣", next="East").startswith(
        "North discards the J♣")
    assert t("lang.unknown", "es", value=0.5) == (
        "El idioma 0,5 no está disponible; se muestra en inglés.")


@pytest.mark.app
def test_spanish_numbers_on_the_classroom_page() -> None:
    from pathlib import Path

    from streamlit.testing.v1 import AppTest

    root = Path(__file__).resolve().parents[2]
    at = AppTest.from_file(str(root / "streamlit_app.py"), default_timeout=90)
    at.query_params["lang"] = "es"
    at.switch_page("canasta_app/classroom/classroom.py")
    at.run()
    at.button(key="classroom_v_numbers").click().run()  # drawn only while shown
    at.number_input(key="classroom_w_sim_n").set_value(12)
    [run] = [b for b in at.button if b.label == t("classroom.sim.run", "es")]
    run.click().run()
    assert not at.exception, at.exception
    metrics = {m.label: m.value for m in at.metric}
    turns = metrics[t("classroom.sim.avg_turns", "es")]
    assert re.fullmatch(r"\d+,\d", turns), turns  # decimal comma
    shares = [metrics[t("classroom.sim.froze_share", "es")], metrics[t("classroom.sim.out_share", "es")]]
    assert all(re.fullmatch(r"\d+(,\d)?\u00a0%", s) for s in shares), shares
    captions = " ".join(c.value for c in at.caption)
    assert re.search(r"\d,\d", captions) and not re.search(r"\d\.\d", captions), captions


# --- the one catalogue (canasta_core.messages.CATALOGUE) ------------------------------------

def test_the_whole_catalogue_checks_out() -> None:
    load_catalogue()
    assert {"ui", "reasons", "input", "rules", "words", "lessons", "presets"} <= set(
        CATALOGUE.sources())
    assert CATALOGUE.problems() == []
    assert set(CATALOGUE.tables["en"]) == set(CATALOGUE.tables["es"]) == set(CATALOGUE.source_of)


def _mini(texts: dict[str, tuple[str, str]]) -> TextCatalogue:
    cat = TextCatalogue()
    cat.add("test", "x.", lambda: texts)
    return cat


@pytest.mark.parametrize(("pair", "problem"), [
    (("Take {n} cards.", "Levantá {m} cartas."), "parameters differ"),
    (("Take {n} cards.", "Levantá cartas."), "parameters differ"),
    (("Take the pile.", ""), "no text in es"),
    (("", "Levantá el pozo."), "no text in en"),
    (("Take the pile.", "   "), "no text in es"),
    (("Take {n cards.", "Levantá {n} cartas."), "not a template"),
])
def test_the_catalogue_check_finds_a_broken_text(pair: tuple[str, str], problem: str) -> None:
    [found] = _mini({"x.one": pair}).problems()
    assert found.startswith("x.one (test): " + problem), found


def test_a_broken_text_in_a_real_source_is_found(monkeypatch: pytest.MonkeyPatch) -> None:
    from canasta_core import reasons

    load_catalogue()
    en, es = reasons.MESSAGES["ok.discard"]
    monkeypatch.setitem(reasons.MESSAGES, "ok.discard", (en, es.replace("{next:seat}", "{seat}")))
    monkeypatch.setitem(STRINGS["es"], "nav.home", "")
    found = CATALOGUE.fresh().problems()
    assert sorted(p.split(":")[0] for p in found) == [
        "nav.home (ui)", "reason.ok.discard (reasons)"], found


def test_a_key_in_two_sources_or_outside_its_prefix_is_refused() -> None:
    cat = TextCatalogue()
    cat.add("a", "x.", lambda: {"x.one": ("One", "Uno")})
    cat.add("b", "x", lambda: {"x.one": ("One", "Uno")})
    with pytest.raises(ValueError, match="in both a and b"):
        cat.load_all()
    cat = TextCatalogue()
    cat.add("c", "y.", lambda: {"x.two": ("Two", "Dos")})
    with pytest.raises(ValueError, match="outside its prefix"):
        cat.load_all()


def test_a_source_is_read_when_its_keys_are_first_asked_for() -> None:
    read: list[str] = []

    def source(name: str, texts: dict[str, tuple[str, str]]):  # type: ignore[no-untyped-def]
        def load() -> dict[str, tuple[str, str]]:
            read.append(name)
            return texts
        return load

    cat = TextCatalogue()
    cat.add("ui", "", source("ui", {"lessons.title": ("Lessons", "Lecciones")}))
    cat.add("lessons", "lesson", source("lessons", {"lesson.a.title": ("A", "Una")}))
    assert cat.get("lessons.title", "es") == "Lecciones" and read == ["ui"]
    assert cat.render("lesson.a.title", "es-AR") == "Una" and read == ["ui", "lessons"]
    assert cat.get("nothing", "en") is None
    with pytest.raises(KeyError):
        cat.render("nothing")


def test_t_reads_every_source_of_the_catalogue() -> None:
    """The site's t() shows any key: the site's strings, a ruling, a rule, a lesson, a preset."""
    assert t("nav.home", "es") == "Inicio"
    assert t("reason.ok.discard", "es", card="JC", next="E") == (
        "Descartás la J♣; el turno pasa a Este.")
    assert t("rule.pile.frozen.title", "en") == catalogue.title("pile.frozen", "en")
    assert t("lesson.freezing.title", "es") == "El pozo congelado"
    assert t("preset.ex-draw.title", "en") == "drawing at the start of a turn"


def test_a_missing_key_or_unfit_params_fail_under_the_tests_and_show_the_key_on_a_page(
        monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    monkeypatch.setenv("CANASTA_RAISE", "1")  # as tests/conftest.py sets it
    with pytest.raises(KeyError, match="no.such.key"):
        t("no.such.key", "es")
    with pytest.raises(KeyError):
        t("reason.ok.discard", "es", card="JC")  # {next} not given
    monkeypatch.setenv("CANASTA_RAISE", "0")  # a live page: the key, and a line in the log
    assert t("no.such.key", "es") == "no.such.key"
    assert "no.such.key" in caplog.text


def test_the_data_files_schema_gives_keys_for_every_pair() -> None:
    data = {"id": "x", "title_en": "T", "title_es": "T es", "steps": [
        {"hints_en": ["a", "b"], "hints_es": ["a es"], "note_en": "", "note_es": ""},
        {"text_es": "solo"}]}
    assert pairs_in(data, "lesson.x.") == {
        "lesson.x.title": ("T", "T es"),
        "lesson.x.steps.0.hints.0": ("a", "a es"), "lesson.x.steps.0.hints.1": ("b", ""),
        "lesson.x.steps.1.text": ("", "solo"),
    }


@pytest.mark.parametrize(("code", "lang"), [
    ("es", "es"), ("ES", "es"), ("es-AR", "es"), (" es_UY ", "es"), ("en", "en"), ("en-GB", "en"),
    ("xx", None), ("", None), (None, None), (3, None), ("english", None),
])
def test_one_reading_of_the_language_code(code: object, lang: str | None) -> None:
    assert parse_lang(code) == lang
    assert lang_of(code) == (lang or "en")
    assert in_lang(("take", "levantar"), code) == ("levantar" if lang == "es" else "take")


def test_no_other_code_reads_a_language_code() -> None:
    """The language is read by canasta_core.messages alone: no `x_es if lang == "es" else
    x_en` ternaries, no `lang == "es"` tests outside the formatter's grammar."""
    root = Path(__file__).resolve().parents[2]
    pattern = re.compile(r'_es if |== "es" else|lang == "es"|startswith\("es|\[:2\]\s*==')
    found = [
        f"{path.relative_to(root)}:{n}: {line.strip()}"
        for folder in ("canasta_app", "canasta_core")
        for path in sorted((root / folder).rglob("*.py"))
        if path.name != "messages.py"
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if pattern.search(line)
    ]
    assert not found, "\n".join(found)


def test_pages_in_threads_never_see_a_source_half_read() -> None:
    import threading
    import time

    def slow() -> dict[str, tuple[str, str]]:
        time.sleep(0.05)
        return {f"lesson.k{i}": (f"en {i}", f"es {i}") for i in range(200)}

    cat = TextCatalogue()
    cat.add("lessons", "lesson", slow)
    seen: list[str | None] = []
    threads = [threading.Thread(target=lambda i=i: seen.append(cat.get(f"lesson.k{199 - i}", "es")))
               for i in range(8)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert sorted(seen, key=str) == sorted((f"es {199 - i}" for i in range(8)), key=str)
