"""Merge every page's string table. Each module defines EN and ES dicts with the same keys."""

from __future__ import annotations

import importlib
import pkgutil

ALL_EN: dict[str, str] = {}
ALL_ES: dict[str, str] = {}

for _info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
    _mod = importlib.import_module(f"{__name__}.{_info.name}")
    ALL_EN.update(getattr(_mod, "EN", {}))
    ALL_ES.update(getattr(_mod, "ES", {}))
