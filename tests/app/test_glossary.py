"""One Spanish: every Spanish text the site can show uses the glossary's word for each concept
and no stray English outside action notation (canasta_app/glossary.toml says how notation is
marked).

The whole catalogue of texts is read (`canasta_core.messages.CATALOGUE`: the site's strings,
the engine's reasons, input errors, rules and words, the lessons, the presets), and texts are
rendered too: the ruling for every message code with every kind of fact, input errors from bad
positions and actions, the reference's tables, the diagrams' labels and the narration of seeded
deals. A failure names the text (its key and source) and the word, so the fix is a Spanish value
in one place. A word planted in any source of the catalogue fails (tested below).
"""

from __future__ import annotations

import ast
import copy
import re
import tomllib
from collections.abc import Callable, Iterable, Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest

import canasta_core as cc
from canasta_app.sandbox import model as sandbox
from canasta_app.text.catalogue import ALL_ES
from canasta_app.text.i18n import CATALOGUE, load_catalogue, t
from canasta_app.text.narration import narrate, narrate_start
from canasta_core import catalogue
from canasta_core.bots import HeuristicBot, RandomBot, play_deal
from canasta_core.input_messages import INPUT_MESSAGES
from canasta_core.messages import TextCatalogue, template_literals
from canasta_core.reasons import FROZEN_WHY, LEFT_AFTER, MESSAGES, VERB_ES, render

ROOT = Path(__file__).resolve().parents[2]
GLOSSARY = tomllib.loads((ROOT / "canasta_app" / "text" / "glossary.toml").read_text(encoding="utf-8"))

# --- the Spanish texts, each with where it comes from ---------------------------------------


def catalogue_texts(cat: TextCatalogue = CATALOGUE) -> Iterator[tuple[str, str]]:
    """Every Spanish text of the catalogue, named by its source and key."""
    for key, text in cat.texts("es"):
        yield f"{cat.source_of[key]} {key}", text


def _catalogue_source(source: str) -> Callable[[], Iterator[tuple[str, str]]]:
    def read() -> Iterator[tuple[str, str]]:
        for key, text in CATALOGUE.texts("es", source):
            yield f"{source} {key}", text

    return read


_REASON_FACTS: list[dict[str, str]] = [
    {"rank": r, "other_rank": o, "why_code": w, "verb": v, "what_n": n, "top": top, "cards": cards,
     "card": top, "next": nxt, "partner": "SE", "minimum": "50", "points": "35", "score": "1500",
     "size": "2", "wilds": "4", "naturals": "1", "prefix": "K", "profile": "two-hand", "need": "2",
     "have": "1", "n": "2"}
    for r, o, w, v, n, top, cards, nxt in [
        ("7", "8", "wild", "meld", "1", "7H", "7H 7S", "E"),
        ("Q", "J", "not-opened", "take", "2", "QD", "JK 2C", "W"),
        ("J", "K", "red-three", "draw", "3", "JC", "TS TD", "N"),
    ]
]


def _reasons() -> Iterator[tuple[str, str]]:
    for code in sorted(MESSAGES):
        for i, facts in enumerate(_REASON_FACTS):
            yield f"reason {code} #{i}", render(code, facts, "es")
    for why in FROZEN_WHY["es"]:
        yield f"reason pile.frozen/{why}", render("pile.frozen", {"rank": "7", "why_code": why}, "es")
    for left in LEFT_AFTER["es"]:
        yield f"reason out.canasta/{left}", render("out.canasta", {"hand_after": left}, "es")
    for verb in VERB_ES:
        yield f"reason turn.need-draw/{verb}", render("turn.need-draw", {"verb": verb}, "es")


_BASE: dict[str, Any] = {
    "format": "canasta/1", "dealer": "W", "turn": "N", "phase": "play",
    "hands": {"N": ["9C", "6D"], "E": 11, "S": 11, "W": 11}, "stock": 40,
}


def _bad(change: Callable[[dict[str, Any]], object]) -> dict[str, Any]:
    d = copy.deepcopy(_BASE)
    change(d)
    return d


# One of each kind of bad position (the JSON paths differ, the sentences are what is checked).
BAD_POSITIONS: list[object] = [
    '{"format": "canasta/1"}', "not json", '{"format": "x"}', "[1, 2]", "x" * 70_000,
    '{"a" 1}', "{a: 1}", '{"a": 1} x', '{"a": "x', "[1 2]", '{"a": "\\q"}', "[" * 100_000,
    _bad(lambda d: d["hands"]["N"].append("11H")), _bad(lambda d: d["hands"]["N"].append("7X")),
    _bad(lambda d: d["hands"]["N"].append("")), _bad(lambda d: d["hands"]["N"].append("3H")),
    _bad(lambda d: d["hands"]["N"].append(7)), _bad(lambda d: d["hands"]["N"].append("ZH")),
    _bad(lambda d: d.update(melds={"NS": {"K": ["QH", "KH", "KS"]}})),
    _bad(lambda d: d.update(melds={"NS": {"2": ["2C", "2D", "2H"]}})),
    _bad(lambda d: d.update(melds={"NS": {"3": ["3C", "3S", "2C"]}})),
    _bad(lambda d: d.update(melds={"NS": {"K": ["3H", "KH", "KS"]}})),
    _bad(lambda d: d.update(melds={"XX": {}})), _bad(lambda d: d.update(melds={"NS": []})),
    _bad(lambda d: d.update(pile=["9C", "9C"])), _bad(lambda d: d.update(pile=["JK"] * 5)),
    _bad(lambda d: d.update(pile="9C")), _bad(lambda d: d.update(pile=["9C"] * 200)),
    _bad(lambda d: d.update(turn="X")), _bad(lambda d: d.update(phase="bla")),
    _bad(lambda d: d.update(stock=-1)), _bad(lambda d: d.update(stock="many")),
    _bad(lambda d: d["hands"].pop("E")), _bad(lambda d: d.update(red_threes={"NS": ["3C"]})),
    _bad(lambda d: d.update(scores={"NS": "x"})), _bad(lambda d: d.update(scores={"NS": 10**9})),
    _bad(lambda d: d.update(scores={"XY": 0})), _bad(lambda d: d.update(melded="N")),
    _bad(lambda d: d.update(this_turn={"asked": "maybe"})),
    _bad(lambda d: d.update(this_turn={"took_pile": "no"})),
    _bad(lambda d: d.update(this_turn={"new_melds": "K"})),
    _bad(lambda d: d.update(went_out={"concealed": True})), _bad(lambda d: d.update(hands=[])),
    _bad(lambda d: d.pop("turn")), "{}", '{"format": "canasta/1", "format": "canasta/1"}',
    _bad(lambda d: d.update(melds={"NS": {"T": ["TC", "TD", "TH"], "10": ["TS", "TS", "TC"]}})),
    _bad(lambda d: d.update(melds={"NS": {"": ["TC", "TD", "TH"]}})),
    _bad(lambda d: d["hands"].update(N=None)), " " * 300_000, _bad(lambda d: d.update(pile=[{}])),
]
BAD_ACTIONS = ["", "fly", "discard", "draw now", "meld", "take ;5C", "meld 5C: x", "meld 2: 2C",
               "take K: KH", "meld 5C 5D 5H; ", "x" * 500, "meld K: 2C: 2D", "discard 1Z",
               "discard 7X", "meld ;", "take R: 5C 5D", 7]  # type: ignore[list-item]


def _message(e: cc.NotationError) -> str:
    """The Spanish message without its "field: " prefix (a JSON path the UI shows apart)."""
    text = e.message_in("es")
    return text[len(e.field) + 2:] if e.field and text.startswith(e.field + ": ") else text


def _input_errors() -> Iterator[tuple[str, str]]:
    for i, bad in enumerate(BAD_POSITIONS):
        try:
            cc.load(bad)  # type: ignore[arg-type]
        except cc.NotationError as e:
            yield f"input error (position #{i})", _message(e)
    for bad in BAD_ACTIONS:
        try:
            cc.parse(bad)  # type: ignore[arg-type]
        except cc.NotationError as e:
            yield f"input error (action {str(bad)[:20]!r})", _message(e)
    counted = cc.load(_bad(lambda d: d["hands"].update(N=2)))
    for action in ("discard 9C", "meld 9C 9D 9H"):
        try:
            cc.check(counted, action)
        except cc.NotationError as e:
            yield f"input error (hand as a count, {action})", _message(e)
    try:
        cc.check(cc.load(_bad(lambda d: d.update(phase="draw"))), "draw")
    except cc.NotationError as e:
        yield "input error (stock as a count)", _message(e)
    editor: list[Callable[[], object]] = [  # the sandbox editor's own fields
        lambda: sandbox.parse_melds_text("2C JK", "melds.NS"),
        lambda: sandbox.parse_melds_text("K:", "melds.NS"),
        lambda: sandbox.parse_melds_text("K: KH KS KD; K: KC", "melds.NS"),
        lambda: sandbox.position_dict_from_fields({"scores.NS": "x"}),
        lambda: sandbox.position_dict_from_fields({"scores.NS": True}),
        lambda: sandbox.position_dict_from_fields({"stock": "x" * 20_000}),
    ]
    for i, bad_field in enumerate(editor):
        try:
            bad_field()
        except cc.NotationError as e:
            yield f"input error (sandbox editor #{i})", _message(e)


def _diagrams() -> Iterator[tuple[str, str]]:
    diagrams = pytest.importorskip("canasta_app.reference.diagrams")
    for name in ("turn_diagram", "pile_diagram", "scoring_diagram"):
        source = getattr(diagrams, name)("es").source
        for label in re.findall(r'label="((?:[^"\\]|\\.)*)"|label=(\w+)', source):
            yield f"diagrams.{name}", (label[0] or label[1]).replace("\\n", " ")


def _reference_tables() -> Iterator[tuple[str, str]]:
    from canasta_app.reference import model as ref

    for name in ("card_values_table", "opening_table", "bonus_table"):
        table = getattr(ref, name)("es")
        for column in table.columns:
            yield f"reference.{name} header", str(column)
        for row in table.itertuples(index=False):
            for cell in row:
                if isinstance(cell, str):
                    yield f"reference.{name}", cell


_CODE_DIRS = ("canasta_core", "canasta_app")
_SPANISH_TEST = re.compile(r'\bes\b|"es"|_is_es|_is_spanish')


def _literal_text(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):  # an f-string: its literal parts
        return " ".join(str(v.value) for v in node.values if isinstance(v, ast.Constant))
    return None


def _code_literals() -> Iterator[tuple[str, str]]:
    """Spanish written inline in the code, outside the string catalogue: the Spanish branch of
    `x_es if es else x_en` (and `if lang == "es"` ternaries), and the second member of the
    `(english, spanish)` pairs in tables of pairs. A banned word there fails like anywhere."""
    for folder in _CODE_DIRS:
        for path in sorted((ROOT / folder).rglob("*.py")):
            if "strings" in path.parts:
                continue  # the catalogue itself: source "ui"
            tree = ast.parse(path.read_text(encoding="utf-8"))
            where = str(path.relative_to(ROOT))
            for node in ast.walk(tree):
                if isinstance(node, ast.IfExp) and _SPANISH_TEST.search(ast.unparse(node.test)):
                    text = _literal_text(node.body)
                    if text and text.strip():
                        yield f"{where}:{node.lineno}", text
                elif isinstance(node, ast.Dict):
                    for value in node.values:
                        if (isinstance(value, ast.Tuple) and len(value.elts) == 2
                                and all(_literal_text(e) is not None for e in value.elts)):
                            en, es = (_literal_text(e) or "" for e in value.elts)
                            # not a pair of seats ("E", "W") nor (singular, plural)
                            if len(es) > 2 and not es.startswith(en):
                                yield f"{where}:{value.lineno} (pair)", es


SEEDS = (0, 1, 2)


def _narration() -> Iterator[tuple[str, str]]:
    for seed in SEEDS:
        bots = {"NS": HeuristicBot(seed), "EW": RandomBot(seed)}
        rec = play_deal(seed, bots)
        start = narrate_start(rec.steps[0].before, "es")
        for line in start.lines:
            yield f"narration deal {seed} start", line
        for i, step in enumerate(rec.steps):
            n = narrate(step.before, step.action, step.after, "es")
            for line in (*n.lines, n.reason):
                if line:
                    yield f"narration deal {seed} move {i + 1} ({step.action})", line


load_catalogue()  # every source of the catalogue, the engine's included
#: The catalogue's sources, each read whole ("catalogue:ui", "catalogue:lessons", ...), then
#: texts rendered from them with facts (reasons, input errors, tables, diagrams, narration).
SOURCES: dict[str, Callable[[], Iterator[tuple[str, str]]]] = {
    **{f"catalogue:{source}": _catalogue_source(source) for source in CATALOGUE.sources()},
    "reasons": _reasons, "input-errors": _input_errors, "diagrams": _diagrams,
    "narration": _narration, "reference-tables": _reference_tables, "code": _code_literals,
}


@cache
def texts(source: str) -> tuple[tuple[str, str], ...]:
    return tuple(SOURCES[source]())


# --- what is checked -------------------------------------------------------------------------

def _word_pattern(entry: str) -> str:
    """The entry as a whole word (or words), "*" ending a prefix: not inside another word.

    "Not preceded by a letter" is checked after the first character (`c(?<!\\w[\\s\\S])`, the
    same as `(?<!\\w)c`): a pattern that starts with a character lets the regex engine skip ahead
    to where that character occurs instead of trying every position (the glossary test made
    some 150 patterns × 3,000 texts of searches; this was most of its time)."""
    parts = [re.escape(w) for w in entry.split()]
    if entry.endswith("*"):
        parts[-1] = re.escape(entry.split()[-1][:-1]) + r"\w*"
    body = r"\s+".join(parts)
    first = 2 if body.startswith("\\") else 1  # one character, escaped or not
    return body[:first] + r"(?<!\w[\s\S])" + body[first:] + r"(?!\w)"


BANNED: list[tuple[re.Pattern[str], str, str]] = [
    (re.compile(_word_pattern(entry), re.IGNORECASE), entry, term["es"])
    for term in GLOSSARY["term"]
    for entry in term["banned"]
]
ENGLISH = re.compile(
    r"(?<![\w'])(" + "|".join(re.escape(w) for w in GLOSSARY["english"]["words"]) + r")(?![\w'])",
    re.IGNORECASE,
)

_PLACEHOLDER = re.compile(r"\{[^{}]*\}")
_KEYWORD = "|".join(GLOSSARY["notation"]["keywords"])
_CARD = r"(?:10|[2-9TJQKA])[CDHS♣♦♥♠]|JK"
_TOKEN = rf"(?:{_KEYWORD}|{_CARD}|(?:10|[2-9TJQKA]|JK):|;|·|:)"
_NOTATION_RUN = re.compile(rf"(?<![\w']){_TOKEN}(?:,?[ \t]+{_TOKEN})*(?![\w'])")
_SLUGS = sorted([*catalogue.RULES, *catalogue.PROFILE_RULES], key=len, reverse=True)
_STRIP = [
    re.compile(r"```.*?```", re.S),  # fenced code
    re.compile(r"`[^`]*`"),  # code spans
    re.compile(r"\]\([^)]*\)"),  # Markdown link targets
    re.compile(r"<(style|script)\b[^>]*>.*?</\1>", re.S),  # CSS and scripts: not on screen
    re.compile(r"<[^>]+>"),  # HTML tags
    re.compile(r"https?://\S+|\?[a-z_]+=\S*"),  # addresses and query parameters
    _PLACEHOLDER,  # placeholders of a template
    re.compile(r"(?<!\w)'[^'\n]*'(?!\w)"),  # 'quoted' keywords
    re.compile(r'"[^"\n]*"'),  # "quoted" JSON
    re.compile(r"«[^»]*»"),  # «quoted» words, used when a text names a term of another table
    re.compile("|".join(re.escape(s) for s in _SLUGS)),  # rule slugs
    re.compile(r"(?<![\w.])[a-z_]+(?:\.[A-Za-z0-9_]+|\[\d+\])+"),  # JSON paths: hands.N[2]
]


def without_notation(text: str) -> str:
    """The text with action notation and other code left out (see [notation] in the glossary)."""
    for pattern in _STRIP:
        text = pattern.sub(" ", text)

    def drop(m: re.Match[str]) -> str:
        run = m.group(0)
        return " " if re.search(rf"{_CARD}|;|·", run) else run

    return _NOTATION_RUN.sub(drop, text)


def banned_words(text: str) -> list[str]:
    """Each banned alternative in a Spanish text, with the glossary word to use instead."""
    # a message's choice of words, "{$n -> [one] se pone *[other] se ponen}", is read (every
    # variant, apart)
    text = " . ".join(template_literals(text))
    text = _PLACEHOLDER.sub(" ", text)  # "{joker}" names a parameter, not a word on screen
    return [f"{m.group(0)!r} (use {use!r})" for pattern, _, use in BANNED
            for m in pattern.finditer(text)]


_SIDE = (r"(?:Norte–Sur|Este–Oeste|Norte – Sudeste – Sudoeste|Noreste – Sur – Noroeste|"
         r"\{(?:side|ns_name|ew_name|winner|loser|leader)\})")
SIDE_PLURAL = re.compile(
    rf"(?:\b(?:{'|'.join(GLOSSARY['grammar']['side_plural_verbs'])})\s+(?:(?:algo|nada|ya)\s+)?"
    rf"{_SIDE})|"
    rf"(?:{_SIDE}\s+(?:(?:no|ya|todavía|se|nunca)\s+)*"
    rf"(?:{'|'.join(GLOSSARY['grammar']['side_plural_verbs'])})\b)", re.IGNORECASE)
# A card takes its rank's gender, as canasta_core.messages.card_name writes it: el K♦ (el rey),
# la Q♦ (la reina), la J♣ (la jota), el A♠, el 7♥.
CARD_ARTICLE = re.compile(r"\b(?:la|una)\s+(?:K|A|10|[2-9])[♣♦♥♠]|\b(?:el|un|del)\s+[QJ][♣♦♥♠]",
                          re.IGNORECASE)
# «de» and «a» contract with «el»: del K♦, al comodín, never «de el» / «a el». A message that
# puts them before a field rendered with its article ({card:the_card}, {rank:the_rank}) writes
# «de el» for every masculine card: it chooses the contracted article itself instead
# ({$card.class -> [feminine] de la *[masculine] del} {card:card}).
CONTRACTION = re.compile(r"\b(?:de|a)\s+(?:el\b|\{[a-z_]+:the_(?:card|rank)\})", re.IGNORECASE)
# Ranks counted take the plural the engine uses (RANK_WORDS): dos seises, tres doses.
RANK_PLURAL = re.compile(r"\b(?:dos|tres|cuatro|cinco|seis|siete)\s+(?:seis|dos)\b"
                         r"(?=\s+(?:naturales|y|,|\.|—)|[.,])", re.IGNORECASE)

# A wild card is named once: «un comodín (2♣)», and the joker «un comodín», never
# «un comodín (comodín)».
WILD_TWICE = re.compile(r"\bcomod[ií]n(?:es)?\b[^.()]{0,40}\((?:el |un )?comod[ií]n\)", re.I)


# Spanish quotes are «…» ([style] in the glossary): an English “…” on a Spanish page is a slip.
WRONG_QUOTES = re.compile("|".join(re.escape(q) for q in GLOSSARY["style"]["banned_quotes"]))


def grammar_slips(text: str) -> list[str]:
    """A side named by its seats used as a plural subject ("Norte–Sur tienen"), a card with
    the wrong article ("la K♦"), «de el» / «a el» uncontracted, a counted rank without its
    plural ("tres seis")."""
    return ([f"{m.group(0)!r} (a side is one subject: singular verb)"
             for m in SIDE_PLURAL.finditer(text)]
            + [f"{m.group(0)!r} (a card takes its rank's gender: el K♦, la Q♦)"
               for m in CARD_ARTICLE.finditer(text)]
            + [f"{m.group(0)!r} (de + el = del, a + el = al)"
               for m in CONTRACTION.finditer(text)]
            + [f"{m.group(0)!r} (plural of the rank: seises, doses)"
               for m in RANK_PLURAL.finditer(text)]
            + [f"{m.group(0)!r} (the joker named twice)" for m in WILD_TWICE.finditer(text)]
            + [f"{m.group(0)!r} (Spanish quotes are «…»)" for m in WRONG_QUOTES.finditer(text)])


def english_words(text: str) -> list[str]:
    # a selector's syntax ("{$frozen -> [none] …}") names a parameter, not a word on screen:
    # every variant's words are read
    text = " . ".join(template_literals(text))
    return [m.group(0) for m in ENGLISH.finditer(without_notation(text))]


def problems_in(items: Iterable[tuple[str, str]]) -> list[str]:
    """Each (where, Spanish text) with a banned word, a grammar slip or English."""
    found = []
    for where, text in items:
        bad = (banned_words(text) + grammar_slips(text)
               + [f"English {w!r}" for w in english_words(text)])
        if bad:
            found.append(f"{where}: {', '.join(bad)}\n    {text[:200]!r}")
    return found


@pytest.mark.parametrize("source", sorted(SOURCES))
def test_spanish_uses_one_word_per_concept_and_no_english(source: str) -> None:
    assert texts(source), f"no Spanish texts found for {source}"
    problems = problems_in(texts(source))
    assert not problems, f"{len(problems)} Spanish texts to fix:\n" + "\n".join(problems)


# --- the checker itself --------------------------------------------------------------------

def test_the_glossary_is_complete_and_consistent() -> None:
    concepts = [term["concept"] for term in GLOSSARY["term"]]
    assert len(concepts) == len(set(concepts))
    for term in GLOSSARY["term"]:
        assert term["es"] and term["en"] and term["why"], term["concept"]
        for entry in term["banned"]:  # the chosen word is never banned by its own entry
            assert not re.search(_word_pattern(entry), term["es"], re.I), term["concept"]
    assert {"cortar", "levantar el pozo", "juego", "mano", "puntaje", "comodín"} <= {
        term["es"] for term in GLOSSARY["term"]}


def test_english_uses_the_glossarys_word_where_it_bans_others() -> None:
    """One English word too where the glossary bans others (`banned_en`): a player without
    partners is "alone" everywhere — the rules said "each on their own" and "each playing for
    himself" beside the reference's "each alone"."""
    alone = next(term for term in GLOSSARY["term"]
                 if term["concept"].startswith("a player who is a side alone"))
    assert alone["banned_en"]
    found = [(term["concept"], key, phrase)
             for term in GLOSSARY["term"] for phrase in term.get("banned_en", ())
             for key, text in CATALOGUE.texts("en") if phrase.lower() in text.lower()]
    assert not found, found
    said = [catalogue.rule_text(slug) for slug in ("two.seats", "three.seats")]
    said += [v for v in catalogue.VARIANTS if v.slug == "profile.separate"]
    assert len(said) == 3
    for entry in said:
        assert "each alone" in entry.text_en and "cada uno solo" in entry.text_es, entry


@pytest.mark.parametrize(("text", "found"), [
    ("Tenés que salir en este turno.", ["'salir' (use 'cortar')"]),
    ("Recogés el pozo.", ["'Recogés' (use 'levantar el pozo')"]),
    ("El pozo está trabado.", ["'trabado' (use 'congelado')", "'trabado' (use 'bloqueado')"]),
    ("Un tres rojo de vira.", ["'vira' (use 'primera carta del pozo')"]),
    ("Un joker enterrado.", ["'joker' (use 'comodín')"]),
    ("Congelado para todos: hay un comodín (2♣) adentro.", ["'adentro' (use 'enterrado')"]),
    ("Un tres rojo dentro del pozo lo congela.", ["'dentro del pozo' (use 'enterrado')"]),
    ("Congelado para todos: hay un comodín (2♣) enterrado.", []),
    ("Sale de la tabla.", []),  # «sale» (comes from) is not «salir» (go out)
    ("Las manos ocultas no cuentan.", []),  # hidden hands, not going out concealed
    ("Cortás de mano y levantás el pozo.", []),
    ("{$n -> [one] Se recoge *[other] Se recogen} el pozo.", ["'recoge' (use 'levantar el pozo')",
                                                  "'recogen' (use 'levantar el pozo')"]),
])
def test_banned_words_are_found(text: str, found: list[str]) -> None:
    assert banned_words(text) == found


@pytest.mark.parametrize("kind", ["wild", "red_three"])
def test_the_pile_badge_and_its_facts_line_name_a_buried_card_alike(kind: str) -> None:
    """One word per concept: the badge on the pile, the sandbox's facts line, the narration and
    the ruling name a card under the top the same way, the glossary's «enterrado»."""
    word = next(term["es"] for term in GLOSSARY["term"]
                if term["concept"].startswith("a card buried in the pile"))
    texts = {
        "badge": t(f"components.table.frozen_{kind}", "es", card="2♣"),
        "facts": t(f"sandbox.fact.frozen_{kind}", "es", card="2♣"),
        "narration": t(f"classroom.n.take_frozen_{kind}", "es", card="2♣", ranks="sietes"),
        "ruling": render("pile.frozen", {"why_code": kind.replace("_", "-"), "rank": "7"}, "es"),
    }
    for where, text in texts.items():
        assert word in text and not banned_words(text), (where, text)
    # and English, one word too: "buried" (the badge's), never "inside it" / "is in it"
    english = [t(f"components.table.frozen_{kind}", "en", card="2♣"),
               t(f"sandbox.fact.frozen_{kind}", "en", card="2♣"),
               t(f"classroom.n.take_frozen_{kind}", "en", card="2♣", ranks="sevens"),
               render("pile.frozen", {"why_code": kind.replace("_", "-"), "rank": "7"}, "en")]
    assert all("buried" in text for text in english), english


@pytest.mark.parametrize(("text", "found"), [
    ("¿Cuánto se anotan Norte–Sur por sus cartas?", 1),
    ("¿Cuánto se anotan {side} por {part}?", 1),
    ("Norte–Sur tienen 1800 y no abrieron.", 1),
    ("¿Cuánto anotan Norte–Sur en esta mano?", 1),
    ("Norte–Sur tiene 1800; Norte y Sur juegan contra Este y Oeste.", 0),
    ("Norte–Sur todavía no tienen canasta.", 1),  # two words between: still the side's verb
])
def test_a_side_is_one_subject(text: str, found: int) -> None:
    assert len(grammar_slips(text)) == found


@pytest.mark.parametrize(("text", "found"), [
    ("Arriba está la K♦.", 1),
    ("Arriba está el K♦ y la Q♠.", 0),
    ("Descartás el J♣.", 1),
    ("Tenés dos seis naturales y tres dos.", 2),
    ("Tenés dos seises naturales; un juego de seis cartas.", 0),
    ("¿Bajaron algo Este–Oeste?", 1),
    ("Norte – Sudeste – Sudoeste tienen 300.", 1),
    ("¿Bajó algo Este–Oeste?", 0),
    ("Congelado: hay un comodín enterrado (comodín)", 1),
    ("Congelado: hay un comodín (2♣) enterrado", 0),
    ("después de el K♠ y antes de la Q♣", 1),
    ("después de {card:the_card}", 1),
    ("le da el pozo a el que sigue", 1),
    ("después del K♠, al que sigue, de él", 0),
])
def test_grammar_slips_are_found(text: str, found: int) -> None:
    assert len(grammar_slips(text)) == found, grammar_slips(text)


def test_the_six_hand_seats_and_sides_are_named_as_the_glossary_says() -> None:
    """The six-hand side names on the table (seats.side_label) are the glossary's, in both
    languages, and every seat name in them is the engine's one spelling."""
    from canasta_app.ui.seats import side_label
    from canasta_core.messages import SEAT_NAMES
    from canasta_core.profiles import PROFILES

    six = PROFILES["six-hand"]
    terms = {t["concept"]: t for t in GLOSSARY["term"]}
    sides = terms["the six-hand sides by name"]
    seats = terms["the six-hand seats between the four winds"]
    for lang in ("en", "es"):
        names = [side_label(six, side, lang) for side in sorted(six.side_seats)]
        assert ", ".join(names) == sides[lang], (lang, names)
        winds = [SEAT_NAMES[lang][s] for s in ("NE", "SE", "SW", "NW")]
        assert ", ".join(winds) == seats[lang], (lang, winds)
        assert not banned_words(", ".join(names + winds)), names


@pytest.mark.parametrize(("text", "found"), [
    ("N y S juegan contra E y W", ["W"]),  # seat letters are the notation's, not Spanish
    ("usá heuristic o random", ["heuristic", "random"]),
    ("Robá del stock: draw.", ["stock", "draw"]),
    ("Apretá Home o End.", ["Home", "End"]),
    ("El mazo: take.", ["take"]),
    ("Escribí `take 7H 7S` o `draw`.", []),
    ("por ejemplo meld K: 2C.", []),
    ("por ejemplo discard 9C, o take 7H 7S; 8C 8D 8H", []),
    ("Ejemplos: draw · take 7H 7S · ask · yes · no · pass.", []),
    ("'discard' necesita exactamente una carta", []),
    ("falta \"format\"; una posición empieza así", []),
    ("Mirá [la regla](/reference?rule=pile.frozen) (pile.frozen).", []),
    ("El motor dice: the pile is frozen", ["the", "pile", "is", "frozen"]),
    # a selector's parameter is no word on screen; English in one of its variants is
    ("{$frozen -> [none] el pozo *[other] ya congelado}", []),
    ("{$frozen -> [none] el pozo *[other] the pile}", ["the", "pile"]),
])
def test_english_is_found_outside_notation(text: str, found: list[str]) -> None:
    assert english_words(text) == found


def test_every_source_renders_many_texts() -> None:
    counts = {source: len(texts(source)) for source in SOURCES}
    assert counts["catalogue:ui"] == len(ALL_ES)
    assert counts["catalogue:reasons"] >= len(MESSAGES)
    assert counts["catalogue:input"] >= len(INPUT_MESSAGES)
    assert counts["catalogue:lessons"] > 200
    assert counts["catalogue:rules"] > 3 * len(catalogue.RULES)
    assert counts["catalogue:presets"] >= 10
    assert counts["reasons"] >= 3 * len(MESSAGES)
    assert counts["input-errors"] >= len(BAD_POSITIONS) - 2
    assert counts["narration"] > 50 * len(SEEDS)
    assert all(counts.values()), counts


def test_the_whole_catalogue_is_read() -> None:
    """Every source the site's texts come from is in the catalogue, and the glossary reads
    every text of it."""
    assert {"ui", "reasons", "input", "rules", "words", "lessons", "presets"} <= set(
        CATALOGUE.sources())
    read = sum(len(texts(f"catalogue:{source}")) for source in CATALOGUE.sources())
    assert read == len(CATALOGUE.source_of) == len(list(catalogue_texts()))


def _plant_file(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, module: object, attr: str,
                source: Path, old: str, new: str) -> None:
    """A copy of a data file (a folder of them) with one Spanish text changed."""
    if source.is_dir():
        copy_to = tmp_path / source.name
        for path in source.glob("*.toml"):
            (copy_to / path.name).parent.mkdir(parents=True, exist_ok=True)
            (copy_to / path.name).write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
        target = copy_to / "freezing.toml"
    else:
        copy_to = target = tmp_path / source.name
        target.write_text(source.read_text(encoding="utf-8"), encoding="utf-8")
    text = target.read_text(encoding="utf-8")
    assert old in text
    target.write_text(text.replace(old, new, 1), encoding="utf-8")
    monkeypatch.setattr(module, attr, copy_to)


_PLANTED = "un joker"  # banned: the glossary's word is «comodín»


def _plant_lesson(mp: pytest.MonkeyPatch, tmp: Path) -> str:
    from canasta_app.domain import lesson_loading as lessons  # the lessons' texts are read there

    _plant_file(mp, tmp, lessons, "LESSONS_DIR", ROOT / "lessons",
                'title_es = "El pozo congelado"', f'title_es = "El pozo con {_PLANTED}"')
    return "lesson.freezing.title"


def _plant_preset(mp: pytest.MonkeyPatch, tmp: Path) -> str:
    from canasta_app.sandbox import strings_presets

    _plant_file(mp, tmp, strings_presets, "PRESETS_FILE", strings_presets.PRESETS_FILE,
                '"title_es": "robar al empezar el turno"', f'"title_es": "robar {_PLANTED}"')
    return "preset.ex-draw.title"


def _plant_reason(mp: pytest.MonkeyPatch, tmp: Path) -> str:
    mp.setitem(MESSAGES, "ok.draw", (MESSAGES["ok.draw"][0], f"Robás {_PLANTED} del mazo."))
    return "reason.ok.draw"


def _plant_input(mp: pytest.MonkeyPatch, tmp: Path) -> str:
    en, es = INPUT_MESSAGES["card.not-a-card"]
    mp.setitem(INPUT_MESSAGES, "card.not-a-card", (en, es.replace("el comodín", _PLANTED)))
    return "input.card.not-a-card"


def _plant_rule(mp: pytest.MonkeyPatch, tmp: Path) -> str:
    rule = catalogue.RULES["pile.frozen"]
    mp.setitem(catalogue.RULES, "pile.frozen", rule._replace(note_es=f"Con {_PLANTED}."))
    return "rule.pile.frozen.note"


def _plant_ui(mp: pytest.MonkeyPatch, tmp: Path) -> str:
    mp.setitem(ALL_ES, "nav.sandbox", f"Mesa con {_PLANTED}")
    return "nav.sandbox"


def _plant_reference_table(mp: pytest.MonkeyPatch, tmp: Path) -> str:
    mp.setitem(ALL_ES, "reference.table.card.JK", "joker")  # the defect issue 22 found
    return "reference.table.card.JK"


def _plant_narration(mp: pytest.MonkeyPatch, tmp: Path) -> str:
    key = "classroom.n.one_wild"
    mp.setitem(ALL_ES, key, ALL_ES[key] + f" ({_PLANTED})")
    return key


def _plant_word(mp: pytest.MonkeyPatch, tmp: Path) -> str:
    from canasta_core import messages

    mp.setitem(messages.RANK_WORDS, "es", {**messages.RANK_WORDS["es"], "JK": ("joker", "comodines")})
    return "word.rank.JK.one"


@cache
def _clean_catalogue() -> frozenset[tuple[str, str]]:
    """Every (source and key, Spanish text) of a freshly read catalogue, all found clean."""
    items = list(catalogue_texts(CATALOGUE.fresh()))
    assert not problems_in(items)
    return frozenset(items)


@pytest.mark.parametrize("plant", [
    _plant_lesson, _plant_preset, _plant_reason, _plant_input, _plant_rule, _plant_ui,
    _plant_reference_table, _plant_narration, _plant_word,
], ids=lambda f: f.__name__.removeprefix("_plant_"))
def test_a_banned_word_planted_in_any_source_fails(
        plant: Callable[[pytest.MonkeyPatch, Path], str], monkeypatch: pytest.MonkeyPatch,
        tmp_path: Path) -> None:
    clean = _clean_catalogue()  # clean before (scanned once per run)
    key = plant(monkeypatch, tmp_path)
    after = list(catalogue_texts(CATALOGUE.fresh()))
    # the whole catalogue is read again; a text found clean before needs no second scan (each
    # text is judged alone), so this is the scan of the whole catalogue
    problems = problems_in(item for item in after if item not in clean)
    assert len(problems) == 1 and f" {key}: " in problems[0] and "joker" in problems[0], problems


def test_the_rendered_spanish_reads_with_articles_and_agreement() -> None:
    # A sample of the grammar the glossary test relies on: cards take their rank's gender.
    assert t("components.table.frozen_wild", "es", card="2♦").startswith("Congelado")
    assert render("ok.discard", {"card": "JC", "next": "E"}, "es") == (
        "Descartás la J♣; el turno pasa a Este.")
    assert render("ok.discard", {"card": "KC", "next": "W"}, "es") == (
        "Descartás el K♣; el turno pasa a Oeste.")
    assert render("meld.too-small", {"rank": "Q", "size": "2"}, "es") == (
        "Un juego necesita al menos tres cartas; el juego de reinas quedaría con 2 cartas.")


# --- every page as a Spanish visitor first sees it ---------------------------------------------

PAGES = ("home", "lessons", "practice", "tables", "reference", "sandbox", "calculator", "classroom", "class")
_CARD_FACE = re.compile(r'<span class="cc-rank[^"]*">COMODÍN</span>')  # the joker's face (never JOKER)
_ATTR_TEXT = re.compile(r'(?:aria-label|title|alt|placeholder)="([^"]*)"')


def screen_text(html_or_markdown: str) -> str:
    """What a reader sees or hears of an element: tags and styles out, their labels in."""
    # styles and scripts are not read (a table's tap-a-card script said "CSS.escape(card)")
    text = re.sub(r"<(style|script)\b[^>]*>.*?</\1>", " ", html_or_markdown, flags=re.S)
    text = re.sub(r"<code>.*?</code>", " ", text, flags=re.S)  # notation, e.g. the action sent
    text = _CARD_FACE.sub(" ", text)
    labels = " ".join(_ATTR_TEXT.findall(text))
    text = re.sub(r"<[^>]+>", " ", text) + " " + labels
    text = re.sub(r":material/[a-z_]+:", " ", text)  # icons
    return re.sub(r":[a-z]+(?:-[a-z]+)?\[", "[", text)  # colour directives, :red[7♥]


def _visible(node: object) -> Iterator[str]:
    for attr in ("value", "label", "body", "help", "placeholder", "options"):
        v = getattr(node, attr, None)
        if attr == "value" and type(node).__name__ not in {
                "Markdown", "Caption", "Header", "Subheader", "Title", "Text", "Info", "Warning",
                "Error", "Success", "Toast", "Metric"}:
            continue
        for item in (v if isinstance(v, (list, tuple)) else [v]):
            if isinstance(item, str) and item:
                yield screen_text(item)
    children = getattr(node, "children", None)
    if isinstance(children, dict):
        for child in children.values():
            yield from _visible(child)


@pytest.mark.app
@pytest.mark.parametrize("page", PAGES)
def test_every_page_in_spanish_uses_the_glossary(page: str) -> None:
    from helpers.apptest import page_file
    from streamlit.testing.v1 import AppTest

    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=90)
    at.query_params["lang"] = "es"
    at.switch_page(page_file(page))
    at.run()
    assert not at.exception, at.exception
    shown = list(_visible(at._tree))
    assert len(shown) > 10
    if page == "reference":  # its diagrams and tables are drawn when their tab is opened
        from canasta_app.text.i18n import t

        at.session_state["ref_contents"] = True  # and the contents, a rule's details, when open
        at.session_state["ref_details_pile_frozen"] = True
        for tab in ("reference.tab_diagrams", "reference.tab_tables"):
            at.session_state["ref_tab"] = t(tab, "es")
            at.run()
            assert not at.exception, at.exception
            shown += list(_visible(at._tree))
    if page == "sandbox":  # its set-up form is drawn when opened, one tab at a time (issue 22)
        from canasta_app.sandbox.setup_view import SETUP_OPEN, SETUP_TAB
        from canasta_app.text.i18n import t

        at.session_state[SETUP_OPEN] = True
        at.session_state["sandbox_palette_open"] = True
        for tab in ("new", "presets", "deal", "json"):
            at.session_state[SETUP_TAB] = t("sandbox.tab." + tab, "es")
            at.run()
            assert not at.exception, at.exception
            shown += list(_visible(at._tree))
    problems = sorted({
        f"{', '.join(banned_words(text) + grammar_slips(text) + english_words(text))}: "
        f"{' '.join(text.split())[:160]!r}"
        for text in shown
        if banned_words(text) or grammar_slips(text) or english_words(text)
    })
    assert not problems, f"{page} in Spanish:\n" + "\n".join(problems)
