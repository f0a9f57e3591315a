"""Every strings module has the same keys in English and Spanish, with the same placeholders."""

from __future__ import annotations

import importlib
import pkgutil
from types import ModuleType

import pytest

import canasta_app.strings as strings_pkg
from canasta_app.i18n import STRINGS, placeholders, t


def _modules() -> list[ModuleType]:
    return [
        importlib.import_module(f"{strings_pkg.__name__}.{m.name}")
        for m in sorted(pkgutil.iter_modules(strings_pkg.__path__), key=lambda m: m.name)
    ]


MODULES = _modules()


def test_there_are_string_modules() -> None:
    names = {m.__name__.rsplit(".", 1)[1] for m in MODULES}
    assert {"common", "components", "home", "reference"} <= names


@pytest.mark.parametrize("mod", MODULES, ids=lambda m: m.__name__.rsplit(".", 1)[1])
def test_same_keys_in_both_languages(mod: ModuleType) -> None:
    en, es = mod.EN, mod.ES
    assert isinstance(en, dict) and isinstance(es, dict)
    assert set(en) - set(es) == set(), f"missing in ES: {sorted(set(en) - set(es))}"
    assert set(es) - set(en) == set(), f"missing in EN: {sorted(set(es) - set(en))}"


@pytest.mark.parametrize("mod", MODULES, ids=lambda m: m.__name__.rsplit(".", 1)[1])
def test_same_placeholders_per_key(mod: ModuleType) -> None:
    bad = {
        key: (sorted(placeholders(mod.EN[key])), sorted(placeholders(mod.ES[key])))
        for key in mod.EN
        if key in mod.ES and placeholders(mod.EN[key]) != placeholders(mod.ES[key])
    }
    assert not bad, f"placeholders differ: {bad}"


@pytest.mark.parametrize("mod", MODULES, ids=lambda m: m.__name__.rsplit(".", 1)[1])
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
