"""The sandbox's presets: the shared examples (copied into presets.json), the rules reference's
examples, the lessons' steps and each table's own examples, by id."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Final

import canasta_core as cc
from canasta_core.catalogue import profile_name
from canasta_core.messages import in_lang
from canasta_core.positions import (
    Position,
)
from canasta_core.profiles import DEFAULT

PRESETS_FILE: Final = Path(__file__).with_name("presets.json")


MAX_UPLOAD: Final = 100_000  # bytes of position JSON accepted from a paste or an upload


DEFAULT_PRESET: Final = "ex-frozen"


@dataclass(frozen=True)
class Preset:
    """A starting situation: a position and, usually, an action worth asking about."""

    id: str
    kind: str  # "check" | "play" | "score" | "input-error" | "lesson"
    title_en: str
    title_es: str
    position: dict[str, Any] | Position
    action: str = ""
    legal: bool | None = None
    rules: tuple[str, ...] = ()

    def title(self, lang: str) -> str:
        return in_lang((self.title_en, self.title_es), lang)

    def load(self) -> Position:
        return self.position if isinstance(self.position, Position) else cc.load(self.position)


@lru_cache(maxsize=1)
def example_presets() -> tuple[Preset, ...]:
    """The shared examples: every check case, the play case, the score case, the input error."""
    data = json.loads(PRESETS_FILE.read_text(encoding="utf-8"))
    out = []
    for p in data["presets"]:
        out.append(
            Preset(
                id=p["id"],
                kind=p["kind"],
                title_en=p["title_en"],
                title_es=p["title_es"],
                position=p["position"],
                action=p.get("action", ""),
                legal=p.get("legal"),
                rules=tuple(p.get("rules", ())),
            )
        )
    return tuple(out)


def lesson_presets() -> tuple[Preset, ...]:
    """Every lesson step that shows a position, when the lessons module exists.

    The lessons are written by another issue; anything unexpected in their shape just means
    no lesson presets, never an error on the sandbox page.
    """
    try:
        return _lesson_presets()
    except Exception:  # noqa: BLE001 — the sandbox must open whatever state the lessons are in
        return ()


def _lesson_presets() -> tuple[Preset, ...]:
    from canasta_app.domain.lesson_loading import catalogue

    out: list[Preset] = []
    for lesson in catalogue()[0]:
        lid = str(getattr(lesson, "id", ""))
        l_en = str(getattr(lesson, "title_en", "") or lid)
        l_es = str(getattr(lesson, "title_es", "") or l_en)
        for step in getattr(lesson, "steps", ()) or ():
            pos = getattr(step, "position", None)
            if not isinstance(pos, Position):
                continue
            n = int(getattr(step, "number", 0))
            s_en = str(getattr(step, "title_en", "") or "")
            s_es = str(getattr(step, "title_es", "") or s_en)
            kind = str(getattr(step, "kind", ""))
            action = ""
            if kind == "quiz" and getattr(step, "quiz", None) == "legal":
                action = str(getattr(step, "action", "") or "")
            elif kind == "demo":
                acts = getattr(step, "actions", ()) or ()
                action = str(acts[0]) if acts else ""
            out.append(
                Preset(
                    id=f"lesson:{lid}:{n}",
                    kind="lesson",
                    title_en=f"{l_en} — step {n}" + (f": {s_en}" if s_en else ""),
                    title_es=f"{l_es} — paso {n}" + (f": {s_es}" if s_es else ""),
                    position=pos,
                    action=action,
                )
            )
    return tuple(out)


@lru_cache(maxsize=1)
def profile_presets() -> tuple[Preset, ...]:
    """The other tables' rules that an action shows (the rules reference's examples of
    profiles.md), e.g. "Two players · Two canastas to go out": a ruling at that table in one
    click."""
    from canasta_app.domain.rule_examples import EXAMPLES
    from canasta_core import catalogue

    out = []
    for slug, ex in EXAMPLES.items():
        if slug not in catalogue.PROFILE_RULES:
            continue
        profile = ex.position.get("profile", DEFAULT)
        out.append(Preset(
            id=f"profile:{slug}", kind="profile",
            title_en=f"{profile_name(profile, 'en')}: {catalogue.title(slug, 'en')}",
            title_es=f"{profile_name(profile, 'es')}: {catalogue.title(slug, 'es')}",
            position=ex.position, action=ex.action, legal=ex.legal,
            rules=(ex.rule,) if ex.rule else ()))
    return tuple(out)


def all_presets() -> tuple[Preset, ...]:
    return example_presets() + profile_presets() + lesson_presets()


def preset_by_id(pid: str) -> Preset | None:
    for p in all_presets():
        if p.id == pid:
            return p
    return None


def default_position() -> Position:
    """What the sandbox shows when nothing else was asked for: the frozen-pile example (a
    question players really argue about: may I take a frozen pile with a queen and a deuce?)."""
    return preset_by_id(DEFAULT_PRESET).load()  # type: ignore[union-attr]
