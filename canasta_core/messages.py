"""The one way every sentence is rendered, in English and Spanish: a template plus parameters.

A template is a `str.format` string. `format_message(template, params, lang)` fills it in for a
language: numbers get the language's separators ("0,59" in Spanish), and a *grammar spec* after
the colon names a card, a rank, a seat or a side with the right article, gender and number:

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
    {n:plural:queda|quedan}  the word that agrees with n (here: queda for 1, quedan otherwise)
    {f:percent}         0.016 -> 1.6% / 1,6 %  ({f:percent:0} for no decimals)
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
# In Spanish a card takes its rank's gender: la J♣ (la jota), la Q♦ (la reina), el K♣ (el rey).
_FEMININE_RANKS: Final = frozenset({"Q", "J"})
# English "an" before a vowel sound: an A♠ (ace), an 8♦ (eight).
_AN_RANKS: Final = frozenset({"A", "8"})

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


@lru_cache(maxsize=2048)  # a pure function of a small set of inputs, used on every check
def rank_name(rank: str, lang: str = "en", plural: bool = False,
              article: bool | str = False) -> str:
    """'J' -> 'jack'/'jota'; plural 'jotas'; with the article 'las jotas' / 'the jacks';
    article 'a' -> 'una jota' / 'a jack' ('an ace', 'an eight')."""
    lang = lang_of(lang)
    key = "T" if rank == "10" else rank
    one, many = RANK_WORDS[lang].get(key, (rank, rank))
    word = many if plural else one
    fem = key in _FEMININE_RANKS
    if article == "a":
        if lang == "en":
            return f"{'an' if key in _AN_RANKS else 'a'} {word}"
        return f"{'una' if fem else 'un'} {word}"
    if not article:
        return word
    if lang == "en":
        return f"the {word}"
    return f"{('las' if fem else 'los') if plural else ('la' if fem else 'el')} {word}"


@lru_cache(maxsize=2048)  # a pure function of a small set of inputs, used on every check
def card_name(card: str, lang: str = "en", article: str = "") -> str:
    """'JC' -> 'J♣'; article 'the' -> 'the J♣' / 'la J♣'; article 'a' -> 'a J♣' / 'una J♣'.

    The joker is named in words (joker / comodín); other cards by rank and suit symbol.
    """
    lang = lang_of(lang)
    rank, suit = _split_card(card)
    if rank == "JK":
        text = RANK_WORDS[lang]["JK"][0]
    elif suit:
        text = ("10" if rank == "T" else rank) + _SUIT_SYMBOLS[suit]
    else:
        text = card
    if article == "the":
        if lang == "en":
            return f"the {text}"
        return f"{'la' if rank in _FEMININE_RANKS else 'el'} {text}"
    if article == "a":
        if lang == "en":
            return f"{'an' if rank in _AN_RANKS else 'a'} {text}"
        return f"{'una' if rank in _FEMININE_RANKS else 'un'} {text}"
    return text


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


def count_of(n: int, noun: str, lang: str = "en", words: bool = False) -> str:
    """(1, 'red_three') -> 'one red three' / 'un tres rojo'; (2, ...) -> '2 red threes'.

    `words`: spell every number up to ten ('dos treses rojos'); otherwise only one (and none).
    """
    lang = lang_of(lang)
    one, many, fem = NOUNS[lang].get(noun, (noun, noun, False))
    if n == 0:
        if lang == "en":
            return f"no {many}"
        return f"{'ninguna' if fem else 'ningún'} {one}"
    if n == 1:
        return f"{'one' if lang == 'en' else ('una' if fem else 'un')} {one}"
    if words and n <= 10:
        return f"{_NUMBER_WORDS[lang][n]} {many}"
    return f"{format_number(n, lang)} {many}"


def score_band(low: int | None, high: int | None, lang: str = "en") -> str:
    """A band of scores [low, high) as words: 'below 0', '0 to 1495', '3000 or more' (scores
    move in fives, so the last score of a band is high - 5)."""
    if low is None and high is not None:
        return CATALOGUE.render("word.band.below", lang, high=high)
    if high is None and low is not None:
        return CATALOGUE.render("word.band.above", lang, low=low)
    return CATALOGUE.render("word.band.range", lang, low=low, last=(high or 0) - 5)


def number_word(n: int, lang: str = "en") -> str:
    """A number up to ten in words ('three' / 'tres'); larger ones in digits."""
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


def format_percent(fraction: float, lang: str = "en", digits: int = 1) -> str:
    """0.016 -> '1.6%' / '1,6 %' (Spanish puts a no-break space before the sign)."""
    number = format_number(fraction * 100, lang, digits)
    return f"{number}%" if lang_of(lang) == "en" else f"{number}\u00a0%"


# --- the formatter -----------------------------------------------------------------------------

def _as_int(value: object) -> int:
    return int(value) if isinstance(value, (int, float, str)) else 0


def _pick(n: int, forms: str) -> str:
    """'one|many' -> the form for n: agreement a count alone cannot give (queda / quedan)."""
    one, _, many = forms.partition("|")
    return one if n == 1 else (many or one)


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
    "plural": lambda v, arg, lang: _pick(_as_int(v), arg),
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
    """Fill a template for a language (see the module doc for the grammar specs).

    Raises KeyError/ValueError/IndexError like `str.format` when the params do not fit.
    """
    lang = lang_of(lang)
    text = _fill(template, params or {}, lang)
    # Spanish names the joker and any wild card «comodín»: "un comodín (comodín)" says nothing
    # twice, so a joker named after the word it already is goes (a two keeps its "(2♦)")
    return _comodin_twice().sub(r"\1", text) if lang == "es" else text


@cache
def _comodin_twice() -> re.Pattern[str]:
    """"un comodín (comodín)", "un comodín enterrado (comodín)": the parenthetical goes
    (compiled when first needed: an English check never reads it)."""
    return re.compile(r"(comodín\b[^().]{0,40}?) \((?:el |un )?comodín\)")


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


def template_fields(template: str) -> frozenset[str]:
    """The parameters a template takes: "{top:the_card} on {n}" -> {"top", "n"}.
    Raises ValueError when the text is not a template (a lone brace)."""
    return frozenset(name.split(".")[0].split("[")[0]
                     for _, name, _, _ in formatter_parser(template) if name)


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
        parameters that differ between the languages (each named by key and source)."""
        self.load_all()
        found: list[str] = []
        for key, source in self.source_of.items():
            texts = {lang: self.tables[lang].get(key, "") for lang in LANGS}
            where = f"{key} ({source})"
            empty = [lang for lang, text in texts.items() if not text.strip()]
            if empty:
                found.append(f"{where}: no text in {', '.join(empty)}")
                continue
            try:
                params = {lang: template_fields(text) for lang, text in texts.items()}
            except ValueError as e:
                found.append(f"{where}: not a template ({e})")
                continue
            if len(set(params.values())) > 1:
                found.append(f"{where}: parameters differ: " + "; ".join(
                    f"{lang} {sorted(p)}" for lang, p in params.items()))
        return found


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
    return out


CATALOGUE.add("words", "word.", _word_texts)


__all__ = [
    "CATALOGUE", "LANGS", "NOUNS", "RANK_WORDS", "SEAT_NAMES", "SIDE_NAMES", "Pairs",
    "TextCatalogue", "card_list", "card_name", "count_of", "format_message",
    "format_number", "format_percent", "in_lang", "lang_of", "number_word", "pairs_in",
    "parse_lang", "rank_name", "score_band", "seat_name", "side_name", "template_fields",
]
