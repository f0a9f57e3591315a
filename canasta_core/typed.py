"""Moves as a user types them, in the page's language; the canonical notation stays the exchange.

The canonical notation (`actions`, notation.md) is English: `take 7H 7S`, `meld K: 2C JK`. It is
what links, files, the command line and every history hold. A Spanish reader reads `C` as
*corazones* and `T` as *tréboles*, so a Spanish page also accepts moves written in Spanish:

    robar | levantar [C ...] [; JUEGO ...] | bajar JUEGO [; JUEGO ...] | descartar C
    | preguntar | sí | no | pasar
    JUEGO = [N:] C [C ...]

Spanish cards: a number and a suit, case-insensitive —

    numbers  A 2 3 4 5 6 7 8 9 10 J Q K      (the ten is always 10: there is no T)
    suits    p picas ♠ · c corazones ♥ · d diamantes ♦ · t tréboles ♣  (the symbols work too)
    joker    comodín (also comodin, JK, *)

e.g. `levantar 7c 7p` (7♥ 7♠), `bajar 5t 5d 5c; Ap Ac comodín`, `bajar K: 2d`,
`descartar 10t`. The verb decides how the cards are read: after a Spanish verb the cards are
Spanish (`descartar 7c` discards the 7♥), after an English one they are canonical (`discard 7C`
discards the 7♣), on either page. So an English move keeps working on a Spanish page, and the
two readings never mix within one move. The verbs' other common forms are read too (`robá`,
`levanto`, `si`, `paso`), and so are the words a move is said with (`levantar el pozo con 7♥ 7♠`,
`robar del mazo`).

`read(text, lang)` returns the canonical Action (raising NotationError with a message for the
page's language: what is wrong and how to write it); `write(action, lang)` writes an action the
way that page types it (the examples, and a move put into a box); `examples(lang)` lists them.
"""

from __future__ import annotations

import unicodedata

from canasta_core import actions
from canasta_core.actions import Action, Group
from canasta_core.cards import JOKER, SUIT_SYMBOLS
from canasta_core.errors import NotationError
from canasta_core.messages import lang_of

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Final

#: Spanish verb (accents stripped, lower case) -> the action's kind.
VERBS_ES: Final[dict[str, str]] = {}
for _kind, _forms in {
    "draw": ("robar", "roba", "robo"),
    "take": ("levantar", "levanta", "levanto"),
    "meld": ("bajar", "baja", "bajo"),
    "discard": ("descartar", "descarta", "descarto"),
    "ask": ("preguntar", "pregunta", "pregunto"),
    "yes": ("si",),
    "no": ("no",),
    "pass": ("pasar", "pasa", "paso"),
}.items():
    for _form in _forms:
        VERBS_ES[_form] = _kind
#: The word a Spanish move starts with, by kind (what `write` puts and the messages name).
VERB_ES: Final[dict[str, str]] = {
    "draw": "robar", "take": "levantar", "meld": "bajar", "discard": "descartar",
    "ask": "preguntar", "yes": "sí", "no": "no", "pass": "pasar",
}
#: Spanish suit letter -> canonical suit; and back.
SUITS_ES: Final[dict[str, str]] = {"p": "S", "c": "H", "d": "D", "t": "C"}
SUIT_LETTER_ES: Final[dict[str, str]] = {v: k for k, v in SUITS_ES.items()}
_SYMBOLS: Final[dict[str, str]] = {v: k for k, v in SUIT_SYMBOLS.items()}
_SYMBOLS.update({"♧": "C", "♢": "D", "♡": "H", "♤": "S"})
_RANKS_ES: Final[dict[str, str]] = {
    "a": "A", "k": "K", "q": "Q", "j": "J", "10": "T", "9": "9", "8": "8", "7": "7", "6": "6",
    "5": "5", "4": "4", "3": "3", "2": "2",
}
_JOKER_WORDS: Final = frozenset({"comodin", "jk", "*", "🃏", "joker"})
#: Words a move may be said with that carry nothing (`levantar el pozo con 7♥ 7♠`).
_FILLERS: Final[dict[str, tuple[tuple[str, ...], ...]]] = {
    "take": (("el", "pozo"), ("pozo",), ("con",)),
    "draw": (("del", "mazo"), ("el", "mazo")),
}
MAX_CARD_TEXT: Final = 12


def _plain(text: str) -> str:
    """Lower case without accents: 'Comodín' -> 'comodin', 'Sí' -> 'si', 'ROBÁ' -> 'roba'."""
    decomposed = unicodedata.normalize("NFD", text.lower())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def is_spanish_verb(word: str) -> bool:
    return _plain(word) in VERBS_ES and _plain(word) != "no"


def _error(code: str, *, at_field: bool = False, **params: object) -> NotationError:
    """The error for a typed move; its message is said without the field in front (the box is
    the field: "No se puede leer esta jugada: '7h' no es una carta…")."""
    del at_field
    return NotationError.of("typed." + code, "action", at_field=False, **params)


def parse_card_es(text: str) -> str:
    """One card in Spanish ('7c', '10p', 'Kt', 'comodín', '7♥') -> its canonical code."""
    raw = text
    t = _plain(text.strip())
    if not t or len(t) > MAX_CARD_TEXT:
        raise _error("card.not-a-card", at_field=True, text=repr(raw))
    if t in _JOKER_WORDS:
        return JOKER
    last = t[-1]
    number = t[:-1]
    suit = _SYMBOLS.get(text.strip()[-1]) or SUITS_ES.get(last)
    if suit is None:
        if last in ("h", "s"):  # hearts, spades: the English letters
            raise _error("card.english-suit", at_field=True, text=repr(raw), suit=repr(last.upper()))
        if last.isdigit() or number == "":
            raise _error("card.not-a-card", at_field=True, text=repr(raw))
        raise _error("card.bad-suit", at_field=True, text=repr(raw), suit=repr(last))
    if number == "t":
        raise _error("card.ten", at_field=True, text=repr(raw))
    rank = _RANKS_ES.get(number)
    if rank is None:
        raise _error("card.bad-rank", at_field=True, text=repr(raw), rank=repr(number.upper()))
    return rank + suit


def parse_rank_es(text: str) -> str:
    """A meld's number written before ':' ('K', '10', 'a')."""
    rank = _RANKS_ES.get(_plain(text.strip()))
    if rank is None or rank == "2":
        raise _error("rank.not-a-meld-rank", at_field=True, text=repr(text.strip()))
    return rank


def _group_es(text: str, index: int) -> Group:
    t = text.replace(",", " ").strip()
    rank: str | None = None
    if ":" in t:
        head, _, rest = t.partition(":")
        if ":" in rest:
            raise _error("action.group-colons", group=index + 1)
        rank = parse_rank_es(head)
        t = rest
    tokens = [w for w in t.split() if _plain(w) != "y"]  # "5t 5d y 5c"
    if not tokens:
        raise _error("action.group-empty", group=index + 1)
    return Group(tuple(parse_card_es(tok) for tok in tokens), rank)


def _drop_fillers(kind: str, rest: str) -> str:
    words = rest.split(" ")
    changed = True
    while changed:
        changed = False
        for filler in _FILLERS.get(kind, ()):
            n = len(filler)
            if tuple(_plain(w) for w in words[:n]) == filler:
                words = words[n:]
                changed = True
    return " ".join(words).strip()


def _another_move(rest: str) -> str | None:
    """A word that starts a move (Spanish or canonical) among a move's cards: `bajar 5t 5d 5c;
    descartar 9t` is two moves, and 'descartar' no card (it was read as one, of a suit 'r')."""
    for tok in rest.replace(",", " ").replace(";", " ").split():
        if _plain(tok) in VERBS_ES or _plain(tok) in actions.KINDS:
            return tok
    return None


def _parse_es(verb: str, rest: str) -> Action:
    if (other := _another_move(rest)) is not None:
        raise _error("action.two-moves", verb=repr(other))
    kind = VERBS_ES[_plain(verb)]
    rest = _drop_fillers(kind, " ".join(rest.split()))
    if kind in actions.BARE_KINDS:
        if rest:
            raise _error("action.bare-extra", verb=repr(verb), rest=repr(rest))
        return Action(kind)  # type: ignore[arg-type]
    if kind == "discard":
        tokens = rest.replace(",", " ").split()
        if len(tokens) != 1:
            raise _error("action.discard-one", verb=repr(verb))
        return Action("discard", card=parse_card_es(tokens[0]))
    parts = rest.split(";")
    if kind == "take":
        if not rest:
            return Action("take")
        if not parts[0].strip():
            raise _error("action.take-first-group", verb=repr(verb))
    elif not rest:
        raise _error("action.meld-empty", verb=repr(verb))
    groups = tuple(_group_es(p, i) for i, p in enumerate(parts))
    if kind == "take" and groups[0].rank is not None:
        raise _error("action.take-prefix")
    return Action(kind, groups)  # type: ignore[arg-type]


def _split_verb(text: str) -> tuple[str, str]:
    verb, _, rest = text.partition(" ")
    if ";" in verb:  # "levantar;..." written without a space
        verb, _, tail = verb.partition(";")
        rest = ";" + tail + " " + rest
    return verb, rest.strip()


def read(text: str | Action, lang: str = "en") -> Action:
    """A typed move as the canonical Action: Spanish after a Spanish verb, canonical otherwise.

    Raises NotationError (its message for `lang`: what is wrong, how to write it).
    """
    lang = lang_of(lang)
    if not isinstance(text, str):
        return actions.parse(text)  # an Action already, or the canonical reader's message
    if len(text) > actions.MAX_ACTION_TEXT:
        return actions.parse(text)  # the canonical reader's own message
    t = text.strip()
    verb, rest = _split_verb(t)
    if is_spanish_verb(verb):
        return _parse_es(verb, rest)
    if lang != "es" or not t:
        return actions.parse(t)
    if _plain(verb) not in actions.KINDS:
        near = actions.near_word(_plain(verb), [*VERBS_ES, *actions.KINDS])
        if near is not None:  # 'decartar 4t': the move it is a slip of, as the page says it
            said = VERB_ES[VERBS_ES[near]] if near in VERBS_ES else near
            raise _error("action.unknown-verb-near", verb=repr(verb), near=repr(said))
        raise _error("action.unknown-verb", verb=repr(verb))
    try:
        return actions.parse(t)
    except NotationError as exc:
        if exc.code.startswith("card."):  # Spanish cards after an English verb
            if (other := _another_move(rest)) is not None:  # 'meld 5C 5D 5H; descartar 9t'
                raise _error("action.two-moves", verb=repr(other)) from exc
            kind = _plain(verb)
            raise _error("card.english-verb", at_field=True, text=exc.params.get("text", ""),
                         verb=repr(verb), es_verb=repr(VERB_ES.get(kind, kind))) from exc
        raise


def canonical(text: str, lang: str = "en") -> str:
    """The canonical text of a typed move (what histories, links and files hold)."""
    return actions.format_action(read(text, lang))


def write_card(code: str, lang: str = "en") -> str:
    """A card as the page's language types it: '7H' -> '7c' in Spanish, '7H' in English."""
    if lang_of(lang) != "es":
        return code
    if code == JOKER:
        return "comodín"
    rank = "10" if code[0] == "T" else code[0]
    return rank + SUIT_LETTER_ES[code[1]]


def _write_group(g: Group, lang: str) -> str:
    rank, codes = actions.group_parts(actions.group_ints(g))  # as the canonical text writes it
    cards = " ".join(write_card(c, lang) for c in codes)
    if rank is not None:
        return ("10" if rank == "T" else rank) + ": " + cards
    return cards


def write(action: str | Action, lang: str = "en") -> str:
    """An action as the page's language types it ('take 7H 7S' -> 'levantar 7c 7p' in
    Spanish); English pages get the notation as it is (text) or canonical (an Action). Text
    that does not parse is returned as is."""
    try:
        a = actions.parse(action)
    except NotationError:
        return str(action)
    if lang_of(lang) != "es":
        return action if isinstance(action, str) else actions.format_action(a)
    verb = VERB_ES[a.kind]
    if a.kind == "discard" and a.card is not None:
        return f"{verb} {write_card(a.card, lang)}"
    if a.groups:
        return verb + " " + "; ".join(_write_group(g, lang) for g in a.groups)
    return verb


def examples(lang: str = "en") -> tuple[str, ...]:
    """The examples of actions, as the page's language types them."""
    if lang_of(lang) != "es":
        return actions.EXAMPLES
    return tuple(write(e, lang) for e in actions.EXAMPLES)


__all__ = [
    "SUITS_ES", "VERBS_ES", "VERB_ES", "canonical", "examples", "is_spanish_verb", "parse_card_es",
    "read", "write", "write_card",
]
