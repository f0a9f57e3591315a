"""The rules reference's sections: every rule slug of rules.md, grouped by the catalogue's
SECTIONS, then the engine's own ruling slugs (`turn.not-yours`, `card.not-held`, ...) so that
every link a ruling shows lands on a section; titles, referee's notes and other tables' variants.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from canasta_core import catalogue

#: Slugs that rulings cite besides those of rules.md (notation.md), shown after the rules.
ENGINE_SLUGS: Final[tuple[str, ...]] = tuple(
    slug for slug in catalogue.RULES if slug not in catalogue.RULE_SLUGS
)
ALL_SLUGS: Final[tuple[str, ...]] = catalogue.RULE_SLUGS + ENGINE_SLUGS


class Section(NamedTuple):
    key: str
    title: str
    slugs: tuple[str, ...]


def sections(lang: str, slugs: tuple[str, ...] | list[str] = ALL_SLUGS) -> list[Section]:
    """The given slugs grouped by catalogue section, in the catalogue's section order."""
    wanted = set(slugs)
    out: list[Section] = []
    for key in catalogue.SECTIONS:
        members = tuple(s for s in ALL_SLUGS if s in wanted and catalogue.RULES[s].section == key)
        if members:
            out.append(Section(key, catalogue.section_title(key, lang), members))
    return out


def split_columns(groups: list[Section], n: int) -> list[list[Section]]:
    """Split sections, in order, into n columns of about the same number of lines."""
    weights = [len(g.slugs) + 2 for g in groups]  # a title line and a gap
    total = sum(weights)
    cols: list[list[Section]] = [[] for _ in range(n)]
    done, col = 0, 0
    for group, weight in zip(groups, weights, strict=True):
        if col < n - 1 and cols[col] and done + weight / 2 > total * (col + 1) / n:
            col += 1
        cols[col].append(group)
        done += weight
    return cols


def section_title(slug: str, lang: str) -> str:
    return catalogue.section_title(catalogue.RULES[slug].section, lang)


def note(slug: str, lang: str) -> str:
    """The referee's note (a decision where the sources are silent), or ""."""
    return catalogue.note(slug, lang)


def variants(slug: str, lang: str) -> list[tuple[str, str]]:
    """(text in `lang`, source seed) for each way other tables play this rule (not this game)."""
    return [(catalogue.variant_text(v, lang), v.source) for v in catalogue.variants_for(slug)]
