"""The rules reference's logic (no Streamlit), one module per job:

- sections: the rule slugs grouped by section, titles, notes, variants;
- search: the ranked, bilingual, forgiving search;
- tables: card values, opening minimums and bonuses from the engine's constants;
- examples: an example position and action for every slug;
- links: `?rule=` deep links in, the sandbox and the lessons out.

The names the page and the tests use are gathered here (`from canasta_app.reference import model as ref`).
"""

from canasta_app.domain.rule_examples import (
    EXAMPLES,
    Example,
    example_error,
    example_for,
    example_ruling,
)
from canasta_app.reference.links import (
    MAX_RULE_PARAM,
    lessons_titled,
    ordered_slugs,
    resolve_rule,
    sandbox_link,
)
from canasta_app.reference.search import (
    MAX_QUERY,
    Hit,
    fold,
    highlight,
    query_words,
    search,
    search_hits,
    words,
)
from canasta_app.reference.sections import (
    ALL_SLUGS,
    ENGINE_SLUGS,
    PROFILE_SLUGS,
    SECTION_KEYS,
    Change,
    Section,
    changes_rules,
    is_profile_slug,
    note,
    profile_changes,
    section_title,
    sections,
    split_columns,
    variants,
)
from canasta_app.reference.tables import bonus_table, card_values_table, opening_table

__all__ = [
    "ALL_SLUGS", "ENGINE_SLUGS", "PROFILE_SLUGS", "SECTION_KEYS", "Change", "changes_rules",
    "is_profile_slug", "profile_changes", "EXAMPLES", "MAX_QUERY", "MAX_RULE_PARAM", "Example", "Hit",
    "Section", "bonus_table", "card_values_table", "example_error", "example_for",
    "example_ruling", "fold", "highlight", "lessons_titled", "note", "opening_table",
    "ordered_slugs", "query_words", "resolve_rule", "sandbox_link", "search", "search_hits",
    "section_title", "sections", "split_columns", "variants", "words",
]  # fmt: skip
