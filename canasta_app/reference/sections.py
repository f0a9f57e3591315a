"""The rules reference's sections: every rule slug of rules.md, grouped by the catalogue's
SECTIONS, then the other tables' rules (profiles.md: two, three and six players, each a section),
then the engine's own ruling slugs (`turn.not-yours`, `card.not-held`, ...) so that every link a
ruling shows lands on a section; titles, referee's notes, other tables' variants, and beside each
classic rule the profiles that change it.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from canasta_core import catalogue

#: Slugs that rulings cite besides those of rules.md (notation.md), shown after the rules.
ENGINE_SLUGS: Final[tuple[str, ...]] = tuple(
    slug for slug in catalogue.RULES if slug not in catalogue.RULE_SLUGS
)
#: profiles.md's slugs (two-hand, three-hand, six-hand and what they share)
PROFILE_SLUGS: Final[tuple[str, ...]] = tuple(catalogue.PROFILE_RULES)
ALL_SLUGS: Final[tuple[str, ...]] = catalogue.RULE_SLUGS + PROFILE_SLUGS + ENGINE_SLUGS

#: every section, in the order the reference shows them: the classic game, the other tables,
#: the engine's headings last
SECTION_TITLES: Final[dict[str, tuple[str, str]]] = {
    **{k: v for k, v in catalogue.SECTIONS.items() if k != "engine"},
    **catalogue.PROFILE_SECTIONS,
    "engine": catalogue.SECTIONS["engine"],
}
SECTION_KEYS: Final[tuple[str, ...]] = tuple(SECTION_TITLES)


class Section(NamedTuple):
    key: str
    title: str
    slugs: tuple[str, ...]


def sections(lang: str, slugs: tuple[str, ...] | list[str] = ALL_SLUGS) -> list[Section]:
    """The given slugs grouped by catalogue section, in the catalogue's section order."""
    wanted = set(slugs)
    out: list[Section] = []
    for key in SECTION_TITLES:
        members = tuple(s for s in ALL_SLUGS if s in wanted and _section_of(s) == key)
        if members:
            out.append(Section(key, catalogue.section_title(key, lang), members))
    return out


def split_columns(groups: list[Section], n: int) -> list[list[Section]]:
    """Split sections, in order, into n columns of about the same number of lines: of every
    way to cut the list in n runs, the one whose longest column is shortest (few sections:
    trying every cut is instant)."""
    from itertools import combinations

    weights = [len(g.slugs) + 2 for g in groups]  # a title line and a gap
    if n <= 1 or len(groups) <= 1:
        return [list(groups)] + [[] for _ in range(max(n, 1) - 1)]
    cuts_wanted = min(n - 1, len(groups) - 1)
    best: tuple[int, ...] = ()
    best_cost = None
    for cuts in combinations(range(1, len(groups)), cuts_wanted):
        bounds = (0, *cuts, len(groups))
        sizes = [sum(weights[a:b]) for a, b in zip(bounds, bounds[1:], strict=False)]
        cost = (max(sizes), max(sizes) - min(sizes))
        if best_cost is None or cost < best_cost:
            best, best_cost = cuts, cost
    bounds = (0, *best, len(groups))
    cols = [list(groups[a:b]) for a, b in zip(bounds, bounds[1:], strict=False)]
    return cols + [[] for _ in range(n - len(cols))]


def _section_of(slug: str) -> str:
    return catalogue.rule_text(slug).section


def section_title(slug: str, lang: str) -> str:
    return catalogue.section_title(_section_of(slug), lang)


def is_profile_slug(slug: str) -> bool:
    return slug in catalogue.PROFILE_RULES


class Change(NamedTuple):
    """How one other table plays a classic rule: the profile, its name, and its rule."""

    profile: str
    name: str  # "Two players" / "Dos jugadores"
    slug: str
    title: str
    text: str


def profile_changes(slug: str, lang: str) -> list[Change]:
    """Beside a classic rule: each table (profile) that plays it another way, with its rule."""
    return [
        Change(profile, catalogue.profile_name(profile, lang), other,
               catalogue.title(other, lang), catalogue.explanation(other, lang))
        for profile, other in catalogue.profile_changes(slug)
    ]


def changes_rules(slug: str) -> tuple[str, ...]:
    """Beside a profile rule: the classic rules it changes."""
    return catalogue.changed_classic_rules(slug)


def note(slug: str, lang: str) -> str:
    """The referee's note (a decision where the sources are silent), or ""."""
    return catalogue.note(slug, lang)


def variants(slug: str, lang: str) -> list[tuple[str, str]]:
    """(text in `lang`, source seed) for each way other tables play this rule (not this game)."""
    return [(catalogue.variant_text(v, lang), v.source) for v in catalogue.variants_for(slug)]
