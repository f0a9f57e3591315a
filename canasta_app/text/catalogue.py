"""Merge every string table of the site. Each folder of canasta_app keeps its own texts in
`strings.py` (and, where one file would be too long, `strings_<part>.py`); each module defines
EN and ES dicts with the same keys, and may give `SOURCES`, texts read only when first asked
for: (source, key prefix, function returning {key: (English, Spanish)}), as the lessons and the
sandbox's presets do. Found by listing the folders, so this module names no feature."""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from pathlib import Path

ALL_EN: dict[str, str] = {}
ALL_ES: dict[str, str] = {}
SOURCES: list[tuple[str, str, Callable[[], dict[str, tuple[str, str]]]]] = []

_SITE = Path(__file__).resolve().parent.parent  # canasta_app/


def string_modules() -> list[str]:
    """The dotted names of every strings module of the site, in a fixed order."""
    names = []
    for folder in sorted(_SITE.iterdir()):
        if not (folder / "__init__.py").is_file():
            continue
        for info in pkgutil.iter_modules([str(folder)]):
            if info.name == "strings" or info.name.startswith("strings_"):
                names.append(f"canasta_app.{folder.name}.{info.name}")
    return sorted(names)


for _name in string_modules():
    _mod = importlib.import_module(_name)
    ALL_EN.update(getattr(_mod, "EN", {}))
    ALL_ES.update(getattr(_mod, "ES", {}))
    SOURCES.extend(getattr(_mod, "SOURCES", ()))
