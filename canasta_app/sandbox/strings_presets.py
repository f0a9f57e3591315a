"""The sandbox presets' titles ("preset.<id>.title") for the one catalogue, read from
presets.json in the bilingual schema (`title_en` beside `title_es`) when a preset's text is
first asked for. `SOURCES` is how a folder gives the catalogue texts read lazily
(canasta_app/text/catalogue.py)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Final

from canasta_core.messages import pairs_in

PRESETS_FILE: Final = Path(__file__).with_name("presets.json")


def preset_texts() -> dict[str, tuple[str, str]]:
    data = json.loads(PRESETS_FILE.read_text(encoding="utf-8"))
    return pairs_in({p["id"]: p for p in data["presets"]}, "preset.")


SOURCES: Final = (("presets", "preset.", preset_texts),)
