"""The one way every sentence is rendered, in English and Spanish: a template plus parameters.

A template is a `str.format` string with *selectors*. `format_message(template, params, lang)`
fills it in for a language. A selector lets the message itself choose its words — articles,
agreement, plurals — the way Project Fluent's do:

    {$n -> [one] queda *[other] quedan}            queda for 1, quedan otherwise
    {$n -> [0] no cards [1] one card *[other] {n} cards}
    {$card.class -> [feminine] la *[masculine] el} {card:card}     la J♣, el K♣
    {$top.rank -> [JK] un comodín *[other] un comodín ({top:card})}

The variable is a parameter or a grammatical fact about one (`.class`: what a card's, rank's or
noun's articles agree with, read from the catalogue's words, `word.rank.J.class` = feminine;
`.rank`: a card's rank key); a variant is chosen by the value itself ("0", "JK"), then, for a
number, by the language's plural category (`PLURAL_RULES`: one / other), else the one marked
`*`. No code chooses a word for a language: each language's message does (docs/i18n.md says
why this syntax and not the Fluent library: the engine is standard library only).

Fields: numbers get the language's separators ("0,59" in Spanish), and a *grammar spec* after
the colon names a card, a rank, a seat or a side; those with an article or a count render the
catalogue's own messages (`GRAMMAR`: `word.the_card`, `word.count`...), selectors and all:

    {top:the_card}      the J♣ / la J♣ (el K♣, el comodín)
    {top:a_card}        a J♣ / una J♣
    {top:card}          J♣ (a joker by name: joker / comodín)
    {cards:cards}       7♥ 7♠ (a space-separated list of codes)
    {cards:the_cards}   7♥ 7♠; one card with its article: the joker / el comodín, the 2♥ / el 2♥
    {rank:rank}         jack / jota            {rank:ranks}      jacks / jotas
    {rank:the_ranks}    the jacks / las jotas  (ranks are meld keys: "J", "T", "7", "JK")
    {rank:a_rank}       an ace / un as, a queen / una reina
    {seat:seat}         North / Norte          {side:side}       North–South / Norte–Sur
    {n:count:red_three} one red three / un tres rojo · 2 red threes / dos treses rojos
    {n:count_words:red_three}  the same, every number up to ten in words: dos treses rojos
    {noun:noun} {noun:nouns}   a countable noun by key: red three / red threes
    {n:words}           a number up to ten in words (three / tres)
    {f:percent}         0.016 -> 1.6% / 1,6 %  ({f:percent:0} for no decimals)
    {n:score}           a score as the score table writes it: −200 (a true minus sign), 925
    {x:.2f} {x:,}       any number format, with the language's decimal and thousands marks

The UI strings (`canasta_app.text.i18n.t`), the engine's ruling reasons (`reasons.render`) and its
input errors all render through here, so a card, a seat or a number reads the same everywhere.
Standard library only: the engine's command line renders its English with it.
"""

from __future__ import annotations

import re
from _string import formatter_parser  # type: ignore[import-not-found]  # see below
from _thread import RLock  # what threading.RLock gives
from collections.abc import Callable, Iterator, Mapping, Sequence
from functools import cache, lru_cache

# `_string.formatter_parser` is what string.Formatter.parse calls (importing `string` compiles
# Template's pattern, and `threading` more): a check's start-up loads neither.

TYPE_CHECKING = False  # typing is not imported at run time: `canasta check` starts faster
if TYPE_CHECKING:
    import string
    from typing import Final, TypeVar

    _T = TypeVar("_T")

LANGS: Final = ("en", "es")

SEAT_NAMES: Final[dict[str, dict[str, str]]] = {
    "en": {"N": "North", "E": "East", "S": "South", "W": "West",
           # six-hand's seats (profiles.md [six.seats])
           "NE": "North-East", "SE": "South-East", "SW": "South-West", "NW": "North-West"},
    "es": {"N": "Norte", "E": "Este", "S": "Sur", "W": "Oeste",
           "NE": "Noreste", "SE": "Sudeste", "SW": "Sudoeste", "NW": "Noroeste"},
}
SIDE_NAMES: Final[dict[str, dict[str, str]]] = {
    "en": {"NS": "North–South", "EW": "East–West",
           # six-hand's sides, by their seats as the glossary writes them
           "A": "North – South-East – South-West", "B": "North-East – South – North-West"},
    "es": {"NS": "Norte–Sur", "EW": "Este–Oeste",
           "A": "Norte – Sudeste – Sudoeste", "B": "Noreste – Sur – Noroeste"},
}

#: A table's game as a sentence names it, by its profile (profiles.md): "in a two-player game".
GAME_WORDS: Final[dict[str, dict[str, str]]] = {
    "en": {"classic": "a four-player game", "two-hand": "a two-player game",
           "three-hand": "a three-player game", "six-hand": "a six-player game"},
    "es": {"classic": "una partida de a cuatro", "two-hand": "una partida de a dos",
           "three-hand": "una partida de a tres", "six-hand": "una partida de a seis"},
}

#: (singular, plural) of each rank, keyed by meld key ("T" for ten, "JK" for the joker).
RANK_WORDS: Final[dict[str, dict[str, tuple[str, str]]]] = {
    "en": {
        "A": ("ace", "aces"), "K": ("king", "kings"), "Q": ("queen", "queens"),
        "J": ("jack", "jacks"), "T": ("ten", "tens"), "9": ("nine", "nines"),
        "8": ("eight", "eights"), "7": ("seven", "sevens"), "6": ("six", "sixes"),
        "5": ("five", "fives"), "4": ("four", "fours"), "3": ("three", "threes"),
        "2": ("two", "twos"), "JK": ("joker", "jokers"),
    },
    "es": {
        "A": ("as", "ases"), "K": ("rey", "reyes"), "Q": ("reina", "reinas"),
        "J": ("jota", "jotas"), "T": ("diez", "dieces"), "9": ("nueve", "nueves"),
        "8": ("ocho", "ochos"), "7": ("siete", "sietes"), "6": ("seis", "seises"),
        "5": ("cinco", "cincos"), "4": ("cuatro", "cuatros"), "3": ("tres", "treses"),
        "2": ("dos", "doses"), "JK": ("comodín", "comodines"),
    },
}
#: The class of each rank's word that its articles agree with (the catalogue's
#: `word.rank.<key>.class`): in Spanish its gender (la J♣, la jota; el K♣, el rey), in English
#: the sound it starts with (an A♠, an ace; an 8♦, an eight).
RANK_CLASSES: Final[dict[str, dict[str, str]]] = {
    "en": {key: "vowel" if key in ("A", "8") else "consonant" for key in RANK_WORDS["en"]},
    "es": {key: "feminine" if key in ("Q", "J") else "masculine" for key in RANK_WORDS["es"]},
}

_SUIT_SYMBOLS: Final = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
_SUIT_CODES: Final = {v: k for k, v in _SUIT_SYMBOLS.items()}

#: Countable nouns: (singular, plural, feminine in Spanish).
NOUNS: Final[dict[str, dict[str, tuple[str, str, bool]]]] = {
    "en": {
        "card": ("card", "cards", False), "red_three": ("red three", "red threes", False),
        "black_three": ("black three", "black threes", False), "meld": ("meld", "melds", False),
        "meld_group": ("meld group", "meld groups", False), "canasta": ("canasta", "canastas", False),
        "point": ("point", "points", False), "deal": ("deal", "deals", False),
        "turn": ("turn", "turns", False), "wild": ("wild card", "wild cards", False),
        "natural": ("natural card", "natural cards", False),
    },
    "es": {
        "card": ("carta", "cartas", True), "red_three": ("tres rojo", "treses rojos", False),
        "black_three": ("tres negro", "treses negros", False), "meld": ("juego", "juegos", False),
        "meld_group": ("juego", "juegos", False), "canasta": ("canasta", "canastas", True),
        "point": ("punto", "puntos", False), "deal": ("mano", "manos", True),
        "turn": ("turno", "turnos", False), "wild": ("comodín", "comodines", False),
        "natural": ("carta natural", "cartas naturales", True),
    },
}
_NUMBER_WORDS: Final[dict[str, tuple[str, ...]]] = {
    "en": ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"),
    "es": ("ningún", "un", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve",
           "diez"),
}


def parse_lang(lang: object) -> str | None:
    """The site's one reading of a language code: "es", "ES", "es-AR", "es_UY" -> "es";
    "en", "en-GB" -> "en"; None when it names no language of the site ("xx", "", None)."""
    if lang in LANGS:  # the common case, on every render
        return str(lang)
    if not isinstance(lang, str):
        return None
    code = lang.strip().lower().replace("_", "-").split("-", 1)[0]
    return code if code in LANGS else None


def lang_of(lang: object) -> str:
    """The language to render in: `parse_lang`'s reading, English for anything unknown."""
    return parse_lang(lang) or "en"


def in_lang(pair: Sequence[_T], lang: object) -> _T:
    """The member of an (English, Spanish) pair for a language: the one place a pair of
    texts written side by side (a lesson's `title_en`/`title_es`, a rule's title) is read."""
    return pair[1] if lang_of(lang) == "es" else pair[0]


# --- names -------------------------------------------------------------------------------------

def seat_name(seat: str, lang: str = "en") -> str:
    """'N' -> 'North' / 'Norte' (an unknown code is returned as it is)."""
    return SEAT_NAMES[lang_of(lang)].get(seat, seat)


def side_name(side: str, lang: str = "en") -> str:
    """'NS' -> 'North–South' / 'Norte–Sur'; a player alone's side ('N', profiles.md
    [two.alone]) by the seat's name; six-hand's 'A' and 'B' by their seats ([six.seats])."""
    names = SIDE_NAMES[lang_of(lang)]
    return names.get(side) or SEAT_NAMES[lang_of(lang)].get(side, side)


def _split_card(card: str) -> tuple[str, str]:
    """'JC' / 'J♣' / '10♠' / 'TS' / 'JK' -> (rank key, suit code or '')."""
    if card.upper() in ("JK", "JOKER"):
        return "JK", ""
    if len(card) >= 2 and (card[-1] in _SUIT_SYMBOLS or card[-1] in _SUIT_CODES):
        rank = card[:-1].upper()
        return ("T" if rank == "10" else rank), _SUIT_CODES.get(card[-1], card[-1])
    return card, ""


def _rank_key(rank: str) -> str:
    return "T" if rank == "10" else rank


@lru_cache(maxsize=2048)  # a pure function of a small set of inputs, used on every check
def rank_name(rank: str, lang: str = "en", plural: bool = False,
              article: bool | str = False) -> str:
    """'J' -> 'jack'/'jota'; plural 'jotas'; with the article 'las jotas' / 'the jacks';
    article 'a' -> 'una jota' / 'a jack' ('an ace', 'an eight'). The article is the
    catalogue's choice (`word.the_rank`, `word.the_ranks`, `word.a_rank`), not this code's."""
    lang = lang_of(lang)
    if article == "a":
        return CATALOGUE.render("word.a_rank", lang, rank=rank)
    if article:
        return CATALOGUE.render("word.the_ranks" if plural else "word.the_rank", lang, rank=rank)
    one, many = RANK_WORDS[lang].get(_rank_key(rank), (rank, rank))
    return many if plural else one


@lru_cache(maxsize=2048)  # a pure function of a small set of inputs, used on every check
def card_name(card: str, lang: str = "en", article: str = "") -> str:
    """'JC' -> 'J♣'; article 'the' -> 'the J♣' / 'la J♣'; article 'a' -> 'a J♣' / 'una J♣'
    (the catalogue's `word.the_card` and `word.a_card` choose the article).

    The joker is named in words (joker / comodín); other cards by rank and suit symbol.
    """
    lang = lang_of(lang)
    if article == "the":
        return CATALOGUE.render("word.the_card", lang, card=card)
    if article == "a":
        return CATALOGUE.render("word.a_card", lang, card=card)
    rank, suit = _split_card(card)
    if rank == "JK":
        return RANK_WORDS[lang]["JK"][0]
    if suit:
        return ("10" if rank == "T" else rank) + _SUIT_SYMBOLS[suit]
    return card


def card_list(cards: str | list[str] | tuple[str, ...], lang: str = "en") -> str:
    """'7H 7S' or ['7H', '7S'] -> '7♥ 7♠'."""
    items = cards.split() if isinstance(cards, str) else list(cards)
    return " ".join(card_name(c, lang) for c in items)


def _the_cards(cards: str | list[str] | tuple[str, ...], lang: str) -> str:
    """A list of cards as a sentence's object: one card takes its article ("the joker")."""
    items = cards.split() if isinstance(cards, str) else list(cards)
    if len(items) == 1:
        return card_name(items[0], lang, article="the")
    return card_list(items, lang)


@lru_cache(maxsize=2048)
def count_of(n: int, noun: str, lang: str = "en", words: bool = False) -> str:
    """(1, 'red_three') -> 'one red three' / 'un tres rojo'; (2, ...) -> '2 red threes'.

    `words`: spell every number up to ten ('dos treses rojos'); otherwise only one (and none).
    The catalogue's `word.count` / `word.count_words` say it, agreement and all.
    """
    return CATALOGUE.render("word.count_words" if words else "word.count", lang, n=n, noun=noun)


def noun_name(noun: str, lang: str = "en", plural: bool = False) -> str:
    """'red_three' -> 'red three' / 'tres rojo' (plural 'red threes' / 'treses rojos')."""
    one, many, _ = NOUNS[lang_of(lang)].get(noun, (noun, noun, False))
    return many if plural else one


def score_band(low: int | None, high: int | None, lang: str = "en") -> str:
    """A band of scores [low, high) as words: 'below 0', '0 to 1495', '3000 or more' (scores
    move in fives, so the last score of a band is high - 5)."""
    if low is None and high is not None:
        return CATALOGUE.render("word.band.below", lang, high=high)
    if high is None and low is not None:
        return CATALOGUE.render("word.band.above", lang, low=low)
    return CATALOGUE.render("word.band.range", lang, low=low, last=(high or 0) - 5)


def number_word(n: int, lang: str = "en") -> str:
    """A number up to ten in words ('three' / 'tres'); larger ones (and none) in digits."""
    words = _NUMBER_WORDS[lang_of(lang)]
    return words[n] if 0 < n < len(words) else format_number(n, lang)


# --- numbers -----------------------------------------------------------------------------------

def _localize(text: str, lang: str) -> str:
    """Swap the decimal point and the thousands comma for Spanish: '1,234.5' -> '1.234,5'."""
    if lang_of(lang) == "es":
        return text.translate({ord(","): ".", ord("."): ","})
    return text


def format_number(value: float, lang: str = "en", digits: int | None = None,
                  grouping: bool = False) -> str:
    """A number as the language writes it: 0.59 -> '0,59' in Spanish; `digits` decimals if given."""
    spec = ("," if grouping else "") + (f".{digits}f" if digits is not None else "")
    return _localize(format(value, spec), lang)


def format_score(value: int) -> str:
    """A score as the site's score tables write it: a true minus sign for negatives ("−200",
    not the hyphen "-200"), plain otherwise ("925", no thousands mark), in either language."""
    return f"\u2212{-value}" if value < 0 else str(value)


def format_percent(fraction: float, lang: str = "en", digits: int = 1) -> str:
    """0.016 -> '1.6%' / '1,6 %' (Spanish puts a no-break space before the sign)."""
    number = format_number(fraction * 100, lang, digits)
    return f"{number}%" if lang_of(lang) == "en" else f"{number}\u00a0%"


# --- the formatter -----------------------------------------------------------------------------

def _as_int(value: object) -> int:
    return int(value) if isinstance(value, (int, float, str)) else 0


_SPECS: Final[dict[str, Callable[[object, str, str], str]]] = {
    "card": lambda v, arg, lang: card_name(str(v), lang),
    "the_card": lambda v, arg, lang: card_name(str(v), lang, "the"),
    "a_card": lambda v, arg, lang: card_name(str(v), lang, "a"),
    "cards": lambda v, arg, lang: card_list(v if isinstance(v, (list, tuple)) else str(v), lang),
    "the_cards": lambda v, arg, lang: _the_cards(v if isinstance(v, (list, tuple)) else str(v), lang),
    "rank": lambda v, arg, lang: rank_name(str(v), lang),
    "ranks": lambda v, arg, lang: rank_name(str(v), lang, plural=True),
    "the_rank": lambda v, arg, lang: rank_name(str(v), lang, article=True),
    "a_rank": lambda v, arg, lang: rank_name(str(v), lang, article="a"),
    "the_ranks": lambda v, arg, lang: rank_name(str(v), lang, plural=True, article=True),
    "seat": lambda v, arg, lang: seat_name(str(v), lang),
    "side": lambda v, arg, lang: side_name(str(v), lang),
    "a_game": lambda v, arg, lang: GAME_WORDS[lang_of(lang)].get(str(v), str(v)),
    "count": lambda v, arg, lang: count_of(_as_int(v), arg, lang),
    "count_words": lambda v, arg, lang: count_of(_as_int(v), arg, lang, words=True),
    "noun": lambda v, arg, lang: noun_name(str(v), lang),
    "nouns": lambda v, arg, lang: noun_name(str(v), lang, plural=True),
    "words": lambda v, arg, lang: number_word(_as_int(v), lang),
    "score": lambda v, arg, lang: format_score(_as_int(v)),
    "percent": lambda v, arg, lang: format_percent(
        float(v) if isinstance(v, (int, float, str)) else 0.0, lang, int(arg) if arg else 1),
}


def _format_field(value: object, format_spec: str, lang: str) -> str:
    head, _, arg = format_spec.partition(":")
    grammar = _SPECS.get(head)
    if grammar is not None:
        return grammar(value, arg, lang)
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return _localize(format(value, format_spec), lang)
    return str(format(value, format_spec))


@cache
def _formatter(lang: str) -> string.Formatter:
    """The general path's formatter for a language (nested fields in a spec, attribute or
    index lookups), built when first needed: `string` is not imported for a check."""
    import string

    class _Formatter(string.Formatter):
        def format_field(self, value: object, format_spec: str) -> str:
            return _format_field(value, format_spec, lang)

    return _Formatter()


#: A compiled template: literal text and (name, spec) fields, or None when only the general
#: formatter can fill it.
_Plan = tuple[tuple[str, str | None, str], ...] | None


@lru_cache(maxsize=4096)
def _plan(template: str) -> tuple[bool, _Plan]:
    """(needs our formatter, parts). Parsed once per template: rulings render a reason on
    every check, so the parse must not be repeated."""
    parts: list[tuple[str, str | None, str]] = []
    special = False
    for literal, name, spec, conversion in formatter_parser(template):
        if name is None:
            parts.append((literal, None, ""))
            continue
        spec = spec or ""
        if conversion or "{" in spec or not (name.isascii() and name.isidentifier()):
            return True, None  # nested or complex fields: the general formatter
        special = special or bool(spec)
        parts.append((literal, name, spec))
    return special, tuple(parts)


def format_message(template: str, params: Mapping[str, object] | None = None,
                   lang: str = "en") -> str:
    """Fill a template for a language: its selectors first (see "Selectors" in the module
    doc), then its fields (the grammar specs).

    Raises KeyError/ValueError/IndexError like `str.format` when the params do not fit.
    """
    lang = lang_of(lang)
    params = params or {}
    if "{$" in template:
        template = _choose(_selectors(template), params, lang)
    return _fill(template, params, lang)


# --- selectors ---------------------------------------------------------------------------------
# A message chooses its own words: `{$n -> [0] none [one] one card *[other] {n} cards}`. The
# variable is a parameter (`$n`) or a grammatical fact about one (`$card.class`, `$card.rank`);
# the variant is the first whose key is the value itself ("0", "JK") or, for a number, the
# language's plural category ("one", "other"), else the one marked `*`. Variants hold text,
# fields and further selectors; inside a selector "[" opens a variant and "}" closes it.

class _Select:
    __slots__ = ("attr", "default", "variants", "var")

    def __init__(self, var: str, attr: str, variants: dict[str, _Parts], default: str) -> None:
        self.var, self.attr, self.variants, self.default = var, attr, variants, default


_Parts = tuple["str | _Select", ...]


@cache
def _selector_patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """A selector's variable and its keys (compiled when a message first has a selector: a
    command line that checks one action seldom renders one)."""
    return (re.compile(r"\s*([A-Za-z_]\w*)(?:\.([A-Za-z_]\w*))?\s*->"),
            re.compile(r"\s*(\*?)\[([^\]\s]+)\]"))


def _field_end(s: str, i: int) -> int:
    """The index just after the field that opens at s[i] ("{top:the_card}", "{x:{w}}")."""
    depth = 0
    for j in range(i, len(s)):
        if s[j] == "{":
            depth += 1
        elif s[j] == "}":
            depth -= 1
            if depth == 0:
                return j + 1
    raise ValueError(f"unclosed field in {s!r}")


def _parse_text(s: str, i: int, inner: bool) -> tuple[list[str | _Select], int]:
    parts: list[str | _Select] = []
    buf: list[str] = []
    n = len(s)
    while i < n:
        c = s[i]
        if inner and c == "}":  # the variant ends, "}}" too: a selector's last variant may
            break  # end with a selector of its own ("*[other] {$m -> ... *[other] b}}")
        if c in "{}" and s.startswith(c + c, i):  # an escaped brace
            buf.append(c + c)
            i += 2
        elif s.startswith("{$", i):
            if buf:
                parts.append("".join(buf))
                buf = []
            select, i = _parse_select(s, i + 2)
            parts.append(select)
        elif c == "{":
            end = _field_end(s, i)
            buf.append(s[i:end])
            i = end
        elif inner and (c == "}" or c == "[" or (c == "*" and s.startswith("*[", i))):
            break
        else:
            buf.append(c)
            i += 1
    if buf:
        parts.append("".join(buf))
    return parts, i


def _strip(parts: list[str | _Select]) -> _Parts:
    """A variant's text without the spaces around it ("[one] queda " -> "queda")."""
    if parts and isinstance(parts[0], str):
        parts[0] = parts[0].lstrip()
    if parts and isinstance(parts[-1], str):
        parts[-1] = parts[-1].rstrip()
    return tuple(p for p in parts if p != "")


def _parse_select(s: str, i: int) -> tuple[_Select, int]:
    var_pattern, key_pattern = _selector_patterns()
    m = var_pattern.match(s, i)
    if m is None:
        raise ValueError(f"a selector needs '{{$name -> [key] text *[other] text}}': {s!r}")
    var, attr = m.group(1), m.group(2) or ""
    i = m.end()
    variants: dict[str, _Parts] = {}
    default = ""
    while True:
        k = key_pattern.match(s, i)
        if k is None:
            break
        text, i = _parse_text(s, k.end(), inner=True)
        variants[k.group(2)] = _strip(text)
        if k.group(1):
            default = k.group(2)
    while i < len(s) and s[i].isspace():
        i += 1
    if i >= len(s) or s[i] != "}" or not variants or not default:
        raise ValueError(f"a selector needs variants, one marked '*', and a closing brace: {s!r}")
    return _Select(var, attr, variants, default), i + 1


@lru_cache(maxsize=4096)
def _selectors(template: str) -> _Parts:
    """A template with selectors, parsed once: literal text (fields included) and selectors."""
    parts, end = _parse_text(template, 0, inner=False)
    if end != len(template):
        raise ValueError(f"unbalanced selector in {template!r}")
    return tuple(parts)


#: Each language's plural category of a count (CLDR's, for whole numbers).
PLURAL_RULES: Final[dict[str, Callable[[int], str]]] = {
    "en": lambda n: "one" if n == 1 else "other",
    "es": lambda n: "one" if n == 1 else "other",
}


def _attribute(value: object, attr: str, lang: str) -> str:
    """A grammatical fact about a parameter: `rank` of a card ("JK", "2", "Q"); `class` of a
    card, rank or noun: the class its articles agree with, from the catalogue's words
    (`word.rank.<key>.class`, `word.noun.<key>.class`: in Spanish its gender, "feminine" or
    "masculine"; in English the sound it starts with, "vowel" or "consonant")."""
    text = str(value)
    if attr == "class":
        key = f"word.noun.{text}.class" if text in NOUNS["en"] else (
            f"word.rank.{_rank_key(_split_card(text)[0])}.class")
        return CATALOGUE.get(key, lang) or ""
    if attr == "rank":
        return _rank_key(_split_card(text)[0])
    raise ValueError(f"unknown grammatical fact {attr!r} (known: class, rank)")


def _choose(parts: _Parts, params: Mapping[str, object], lang: str) -> str:
    """The template the selectors leave for these params: each replaced by its variant."""
    out: list[str] = []
    for part in parts:
        if isinstance(part, str):
            out.append(part)
            continue
        value = params[part.var]
        keys: list[str]
        if part.attr:
            keys = [_attribute(value, part.attr, lang)]
        elif isinstance(value, (int, float)) and not isinstance(value, bool):
            keys = [format(value, "g"), PLURAL_RULES[lang](int(value)) if value == int(value)
                    else "other"]
        else:
            keys = [str(value)]
        chosen = next((part.variants[k] for k in keys if k in part.variants),
                      part.variants[part.default])
        out.append(_choose(chosen, params, lang))
    return "".join(out)


def selector_vars(template: str) -> frozenset[str]:
    """The parameters a template's selectors read ("{$n -> ...}", "{$top.class -> ...}")."""
    if "{$" not in template:
        return frozenset()
    found: set[str] = set()

    def visit(parts: _Parts) -> None:
        for part in parts:
            if isinstance(part, _Select):
                found.add(part.var)
                for variant in part.variants.values():
                    visit(variant)

    visit(_selectors(template))
    return frozenset(found)


def template_literals(template: str) -> list[str]:
    """The text of a template outside its selectors' syntax: every variant's text and fields
    (each a `str.format` template), so a check can read the words a message may say."""
    if "{$" not in template:
        return [template]
    out: list[str] = []

    def visit(parts: _Parts) -> None:
        for part in parts:
            if isinstance(part, str):
                out.append(part)
            else:
                for variant in part.variants.values():
                    visit(variant)

    visit(_selectors(template))
    return out


def _fill(template: str, params: Mapping[str, object], lang: str) -> str:
    special, parts = _plan(template)
    if parts is None:
        return _formatter(lang).vformat(template, (), params)
    if not special:
        for v in params.values():
            if isinstance(v, float):
                break
        else:  # no spec, nothing to localize: plain str.format gives the same text
            return template.format(**params)
    out: list[str] = []
    for literal, name, spec in parts:
        out.append(literal)
        if name is not None:
            out.append(_format_field(params[name], spec, lang))
    return "".join(out)


# --- the catalogue -----------------------------------------------------------------------------

#: A source's texts: key -> (English, Spanish).
Pairs = Mapping[str, tuple[str, str]]


def printed_fields(template: str) -> frozenset[str]:
    """The parameters a template prints ("{n}", "{top:the_card}"), not those it only selects
    its words by ("{$n -> ...}")."""
    return frozenset(name.split(".")[0].split("[")[0]
                     for literal in template_literals(template)
                     for _, name, _, _ in formatter_parser(literal) if name)


def template_fields(template: str) -> frozenset[str]:
    """The parameters a template takes: "{top:the_card} on {n}" -> {"top", "n"}, and those its
    selectors read ("{$n -> [one] queda *[other] quedan}" -> {"n"}).
    Raises ValueError when the text is not a template (a lone brace, a broken selector)."""
    return printed_fields(template) | selector_vars(template)


def pairs_in(data: object, prefix: str) -> dict[str, tuple[str, str]]:
    """The texts of a data file written in the one bilingual schema: a field `x_en` beside
    `x_es` (a text, or a list of texts of the same length), at any depth of tables and
    lists. Keys are the path: `prefix` + "steps.2.hints.0" for `steps[2].hints_en[0]`. A pair
    empty in both languages is absent; one side missing or empty is kept for `problems`."""
    out: dict[str, tuple[str, str]] = {}

    def walk(obj: object, path: str) -> None:
        if isinstance(obj, Mapping):
            for key, value in obj.items():
                key = str(key)
                if key.endswith("_en") or key.endswith("_es"):
                    if key.endswith("_es") and key[:-3] + "_en" in obj:
                        continue  # read with its English
                    base = key[:-3]
                    en, es = obj.get(base + "_en", ""), obj.get(base + "_es", "")
                    if isinstance(en, (list, tuple)) or isinstance(es, (list, tuple)):
                        en_l = list(en) if isinstance(en, (list, tuple)) else []
                        es_l = list(es) if isinstance(es, (list, tuple)) else []
                        for i in range(max(len(en_l), len(es_l))):
                            out[f"{path}{base}.{i}"] = (
                                str(en_l[i]) if i < len(en_l) else "",
                                str(es_l[i]) if i < len(es_l) else "")
                    elif en or es:
                        out[path + base] = (str(en or ""), str(es or ""))
                else:
                    walk(value, f"{path}{key}.")
        elif isinstance(obj, (list, tuple)):
            for i, value in enumerate(obj):
                walk(value, f"{path}{i}.")

    walk(data, prefix)
    return out


class TextCatalogue:
    """Every sentence the site shows: one table of templates per language, keyed alike.

    Sources (the engine's reasons and input errors, the rules' texts, the site's strings, the
    lessons, the presets...) are added with the prefix their keys start with and a function
    giving their texts as (English, Spanish) pairs; a source is read the first time a key with
    its prefix is asked for (so the lessons are not parsed for a ruling). `problems()` checks
    the whole catalogue: the same keys and parameters in both languages, no empty text.
    """

    def __init__(self) -> None:
        self.tables: dict[str, dict[str, str]] = {lang: {} for lang in LANGS}
        self.source_of: dict[str, str] = {}
        self._waiting: dict[str, tuple[str, Callable[[], Pairs]]] = {}
        self._sources: dict[str, tuple[str, Callable[[], Pairs]]] = {}
        self._lock = RLock()

    def add(self, source: str, prefix: str, texts: Callable[[], Pairs]) -> None:
        """Register a source (again: its texts are read anew)."""
        with self._lock:
            if source in self._sources:
                self._forget(source)
            self._sources[source] = self._waiting[source] = (prefix, texts)

    def fresh(self) -> TextCatalogue:
        """A new catalogue with the same sources, none read yet (their texts as they are now)."""
        new = TextCatalogue()
        for source, (prefix, texts) in self._sources.items():
            new.add(source, prefix, texts)
        return new

    def _forget(self, source: str) -> None:
        for key in [k for k, s in self.source_of.items() if s == source]:
            del self.source_of[key]
            for table in self.tables.values():
                table.pop(key, None)

    def _load(self, source: str) -> None:
        # Pages run in threads: one reads a source while the others wait, and it leaves the
        # waiting list only once its texts are in, so no page sees a key missing meanwhile.
        with self._lock:
            if source not in self._waiting:
                return
            prefix, texts = self._waiting[source]
            for key, pair in texts().items():
                if not key.startswith(prefix):
                    raise ValueError(
                        f"text source {source}: key {key!r} outside its prefix {prefix!r}")
                if self.source_of.get(key, source) != source:
                    raise ValueError(
                        f"text key {key!r} is in both {self.source_of[key]} and {source}")
                self.source_of[key] = source
                for lang, text in zip(LANGS, pair, strict=True):
                    self.tables[lang][key] = text
            del self._waiting[source]

    def load_all(self) -> None:
        for source in list(self._waiting):
            self._load(source)

    def sources(self) -> tuple[str, ...]:
        return tuple(self._sources)

    def get(self, key: str, lang: str = "en") -> str | None:
        """The template for `key` in `lang` (None when no source has it)."""
        table = self.tables[lang_of(lang)]
        text = table.get(key)
        if text is None and self._waiting:
            for source, (prefix, _) in list(self._waiting.items()):
                if key.startswith(prefix):  # in the order added: the site's strings first
                    self._load(source)
                    text = table.get(key)
                    if text is not None:
                        break
        return text

    def render(self, key: str, lang: str = "en", /, **params: object) -> str:
        """The sentence for `key` in `lang`, filled by `format_message` (KeyError if unknown)."""
        template = self.get(key, lang)
        if template is None:
            raise KeyError(key)
        return format_message(template, params, lang)

    def texts(self, lang: str, source: str | None = None) -> Iterator[tuple[str, str]]:
        """(key, template) of every text in a language (of one source), every source read."""
        self.load_all()
        for key, text in self.tables[lang_of(lang)].items():
            if source is None or self.source_of[key] == source:
                yield key, text

    def problems(self) -> list[str]:
        """What is wrong with the catalogue: a text missing or empty in a language, or
        printed parameters that differ between the languages (each named by key and source).
        A selector's variable need not be in every language: Spanish chooses «pareja» or
        «equipo» by the size of a side, English says "side" for both."""
        self.load_all()
        found: list[str] = []
        for key, source in self.source_of.items():
            texts = {lang: self.tables[lang].get(key, "") for lang in LANGS}
            where = f"{key} ({source})"
            empty = [lang for lang, text in texts.items() if not text.strip()]
            if empty:
                found.append(f"{where}: no text in {', '.join(empty)}")
                continue
            try:  # what each text takes (printed or selected on), and what it prints
                params = {lang: template_fields(text) for lang, text in texts.items()}
                printed = {lang: printed_fields(text) for lang, text in texts.items()}
            except ValueError as e:
                found.append(f"{where}: not a template ({e})")
                continue
            # every field a language prints, every other language takes; a variable only
            # selected on (Spanish agreeing with the size of a side) may be absent elsewhere
            if any(not printed[a] <= params[b] for a in LANGS for b in LANGS):
                found.append(f"{where}: parameters differ: " + "; ".join(
                    f"{lang} {sorted(p)}" for lang, p in params.items()))
        return found


class Text:
    """A sentence not yet in a language: a catalogue key and its parameters, rendered in the
    reader's language when shown (`text.render(lang)`). A parameter may itself be a Text (a
    word or clause of the catalogue, rendered in the same language)."""

    __slots__ = ("key", "params")

    def __init__(self, key: str, /, **params: object) -> None:
        self.key = key
        self.params = params

    def render(self, lang: str) -> str:
        return CATALOGUE.render(self.key, lang, **{
            name: value.render(lang) if isinstance(value, (Text, Words)) else value
            for name, value in self.params.items()})

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Text) and (self.key, self.params) == (other.key, other.params)

    def __hash__(self) -> int:
        return hash(self.key)

    def __repr__(self) -> str:
        return f"Text({self.key!r}, **{self.params!r})"


class Words:
    """Words a data file writes in every language side by side (a lesson's note: `x_en`
    beside `x_es`), with their parameters: a Text's parameter, rendered in its language."""

    __slots__ = ("params", "texts")

    def __init__(self, texts: Sequence[str], /, **params: object) -> None:
        self.texts = tuple(texts)  # in the order of LANGS
        self.params = params

    def render(self, lang: str) -> str:
        return format_message(in_lang(self.texts, lang), self.params, lang)

    def __bool__(self) -> bool:
        return any(self.texts)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Words) and (self.texts, self.params) == (other.texts,
                                                                          other.params)

    def __hash__(self) -> int:
        return hash(self.texts)

    def __repr__(self) -> str:
        return f"Words({self.texts!r}, **{self.params!r})"


#: The one catalogue. The engine's modules add their sources when imported (words here,
#: reasons, input errors, rules); the site adds its own in `canasta_app.text.i18n`.
CATALOGUE: Final = TextCatalogue()


def _word_texts() -> dict[str, tuple[str, str]]:
    """The words the grammar specs put into sentences: seats, sides, ranks, nouns, numbers."""
    out: dict[str, tuple[str, str]] = {
        "word.band.below": ("below {high}", "por debajo de {high}"),
        "word.band.above": ("{low} or more", "{low} o más"),
        "word.band.range": ("{low} to {last}", "{low} a {last}"),
    }
    for key in SEAT_NAMES["en"]:
        out[f"word.seat.{key}"] = (SEAT_NAMES["en"][key], SEAT_NAMES["es"][key])
    for key in SIDE_NAMES["en"]:
        out[f"word.side.{key}"] = (SIDE_NAMES["en"][key], SIDE_NAMES["es"][key])
    for key in RANK_WORDS["en"]:
        for i, form in enumerate(("one", "many")):
            out[f"word.rank.{key}.{form}"] = (RANK_WORDS["en"][key][i], RANK_WORDS["es"][key][i])
    for key in NOUNS["en"]:
        (en_one, en_many, _), (es_one, es_many, _) = NOUNS["en"][key], NOUNS["es"][key]
        out[f"word.noun.{key}.one"] = (en_one, es_one)
        out[f"word.noun.{key}.many"] = (en_many, es_many)
    for n in range(1, len(_NUMBER_WORDS["en"])):
        out[f"word.number.{n}"] = (_NUMBER_WORDS["en"][n], _NUMBER_WORDS["es"][n])
    for key in RANK_WORDS["en"]:
        out[f"word.rank.{key}.class"] = (RANK_CLASSES["en"][key], RANK_CLASSES["es"][key])
    for key in NOUNS["en"]:
        out[f"word.noun.{key}.class"] = (
            "vowel" if NOUNS["en"][key][0][0] in "aeiou" else "consonant",
            "feminine" if NOUNS["es"][key][2] else "masculine")
    out.update(GRAMMAR)
    return out


#: The articles and agreement of the grammar specs ({top:the_card}, {n:count:red_three}...),
#: chosen by each language's message from the word's class and the count's plural category.
GRAMMAR: Final[dict[str, tuple[str, str]]] = {
    "word.the_card": (
        "the {card:card}",
        "{$card.class -> [feminine] la *[masculine] el} {card:card}"),
    "word.a_card": (
        "{$card.class -> [vowel] an *[consonant] a} {card:card}",
        "{$card.class -> [feminine] una *[masculine] un} {card:card}"),
    "word.the_rank": (
        "the {rank:rank}",
        "{$rank.class -> [feminine] la *[masculine] el} {rank:rank}"),
    "word.the_ranks": (
        "the {rank:ranks}",
        "{$rank.class -> [feminine] las *[masculine] los} {rank:ranks}"),
    "word.a_rank": (
        "{$rank.class -> [vowel] an *[consonant] a} {rank:rank}",
        "{$rank.class -> [feminine] una *[masculine] un} {rank:rank}"),
    "word.count": (
        "{$n -> [0] no {noun:nouns} [1] one {noun:noun} *[other] {n} {noun:nouns}}",
        "{$n -> [0] {$noun.class -> [feminine] ninguna *[masculine] ningún} {noun:noun}"
        " [1] {$noun.class -> [feminine] una *[masculine] un} {noun:noun}"
        " *[other] {n} {noun:nouns}}"),
    "word.count_words": (
        "{$n -> [0] no {noun:nouns} [1] one {noun:noun} *[other] {n:words} {noun:nouns}}",
        "{$n -> [0] {$noun.class -> [feminine] ninguna *[masculine] ningún} {noun:noun}"
        " [1] {$noun.class -> [feminine] una *[masculine] un} {noun:noun}"
        " *[other] {n:words} {noun:nouns}}"),
}


CATALOGUE.add("words", "word.", _word_texts)


__all__ = [
    "CATALOGUE", "GRAMMAR", "LANGS", "NOUNS", "PLURAL_RULES", "RANK_WORDS", "SEAT_NAMES",
    "SIDE_NAMES", "Pairs", "Text", "TextCatalogue", "Words", "card_list", "card_name", "count_of", "format_message",
    "format_number", "format_percent", "format_score", "in_lang", "lang_of", "noun_name", "number_word",
    "pairs_in", "parse_lang", "rank_name", "score_band", "seat_name", "selector_vars",
    "side_name", "template_fields", "template_literals",
]
