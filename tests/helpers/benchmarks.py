"""A benchmark script (benchmarks/<name>.py, not a package) imported by the tests that check
its pieces, once per process."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]


def benchmark(name: str, module: str) -> ModuleType:
    """benchmarks/<name>.py as the module `module` (kept in sys.modules: loaded once)."""
    if module in sys.modules:
        return sys.modules[module]
    spec = importlib.util.spec_from_file_location(module, ROOT / "benchmarks" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    loaded = importlib.util.module_from_spec(spec)
    sys.modules[module] = loaded
    spec.loader.exec_module(loaded)
    return loaded
