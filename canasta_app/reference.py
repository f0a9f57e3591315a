"""The rules reference's logic (no Streamlit): sections, deep links, search, tables, examples.

Every rule slug of rules.md is a section, grouped by the catalogue's SECTIONS, followed by the
engine's own ruling slugs (`turn.not-yours`, `card.not-held`, …) so that every link a ruling
shows lands on a section. The card-value and opening-minimum tables are built from the
engine's constants; each rule has an example position with an action the engine rules on.
"""

from __future__ import annotations

import copy
import math
import re
import unicodedata
from functools import lru_cache
from typing import Any, Final, NamedTuple

import pandas as pd
from rapidfuzz import fuzz, process

import canasta_core as cc
from canasta_core import catalogue, scoring
from canasta_core.cards import RANK_VALUES
from canasta_core.messages import score_band
from canasta_core.positions import OPENING_TIERS

MAX_QUERY: Final = 80
MAX_RULE_PARAM: Final = 60

#: Slugs that rulings cite besides those of rules.md (notation.md), shown after the rules.
ENGINE_SLUGS: Final[tuple[str, ...]] = tuple(
    slug for slug in catalogue.RULES if slug not in catalogue.RULE_SLUGS
)
ALL_SLUGS: Final[tuple[str, ...]] = catalogue.RULE_SLUGS + ENGINE_SLUGS


def _is_es(lang: str) -> bool:
    return lang.lower().startswith("es")


class Section(NamedTuple):
    key: str
    title: str
    slugs: tuple[str, ...]


def sections(lang: str, slugs: tuple[str, ...] | list[str] = ALL_SLUGS) -> list[Section]:
    """The given slugs grouped by catalogue section, in the catalogue's section order."""
    wanted = set(slugs)
    out: list[Section] = []
    for key, (en, es) in catalogue.SECTIONS.items():
        members = tuple(s for s in ALL_SLUGS if s in wanted and catalogue.RULES[s].section == key)
        if members:
            out.append(Section(key, es if _is_es(lang) else en, members))
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
    en, es = catalogue.SECTIONS[catalogue.RULES[slug].section]
    return es if _is_es(lang) else en


def note(slug: str, lang: str) -> str:
    """The referee's note (a decision where the sources are silent), or ""."""
    rule = catalogue.RULES[slug]
    return rule.note_es if _is_es(lang) else rule.note_en


def variants(slug: str, lang: str) -> list[tuple[str, str]]:
    """(text in `lang`, source seed) for each way other tables play this rule (not this game)."""
    return [
        (v.text_es if _is_es(lang) else v.text_en, v.source) for v in catalogue.variants_for(slug)
    ]


# --- deep links ----------------------------------------------------------------------------

_SLUG_CHARS: Final = re.compile(r"[^a-z0-9.\-]")


def resolve_rule(raw: object) -> tuple[str | None, str | None]:
    """`?rule=` value → (slug, None) when known, (None, cleaned text) when unknown, (None, None)
    when absent or empty. Tolerates case, spaces, a leading '#' and '[slug]' brackets."""
    if raw is None:
        return None, None
    text = str(raw)[:MAX_RULE_PARAM].strip().strip("#[]").strip().lower()
    if not text:
        return None, None
    cleaned = _SLUG_CHARS.sub("", text.replace(" ", "-"))
    if cleaned in catalogue.RULES:
        return cleaned, None
    return None, str(raw)[:MAX_RULE_PARAM].strip()


def ordered_slugs(first: str | None, slugs: tuple[str, ...] | list[str] = ALL_SLUGS) -> list[str]:
    """The slugs with `first` moved to the front (when it is among them)."""
    rest = [s for s in slugs if s != first]
    return ([first] if first is not None and first in slugs else []) + rest


# --- search --------------------------------------------------------------------------------
#
# Ranked, bilingual and forgiving: a query is folded (case, accents), split into words, the
# question words and fillers of both languages dropped, and each remaining word matched to the
# words of every rule — exactly, as a prefix or plural, or within a small typo (rapidfuzz).
# Each rule's words are weighted by where they appear (title and keywords above the text, the
# text above notes, examples and variants) and by how rare they are across the rules; a rule's
# keyword phrase found whole in the query ("red three", "tres rojo", "go out") counts most.


def fold(text: str) -> str:
    """Lower case without accents ("Congelación" → "congelacion") for forgiving search."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


#: Words a question is made of but that say nothing about which rule: "how many", "cuánto",
#: articles, auxiliaries. (Folded, so "cuánto" is "cuanto".)
STOPWORDS: Final = frozenset(
    """
    a an and are as at be by can could do does did for from how i if in is it its me much
    many my of on or should so the there this to was what when where which who whom why will
    with would you your get got any some about than then do does happen happens mean means
    rule rules please tell explain
    al como con cual cuales cuando cuanto cuanta cuantos cuantas de del donde el en es esta
    estan hay la las lo los me mi mis o para pasa por porque puedo puede que quien quienes se
    si sin su sus te tu tus un una unos unas y ya regla reglas significa
    """.split()
)

#: Keywords and phrasings per rule, in English and Spanish: how people ask, not how the rule
#: is written. A phrase found whole in the query counts most.
KEYWORDS: Final[dict[str, tuple[str, ...]]] = {
    "deal.deck": ("deck", "108 cards", "two decks", "jokers in the deck", "cards in the deck",
                  "baraja", "mazos", "108 cartas", "dos barajas", "cartas tiene la baraja",
                  "cuantos jokers"),
    "deal.dealer": ("dealer", "who deals", "deals next", "next dealer", "next deal", "shuffle",
                    "quien reparte", "repartidor", "reparte", "proximo reparto", "mezclar",
                    "dar las cartas", "quien da"),
    "deal.hands": ("cards dealt", "how many cards", "eleven cards", "11 cards", "hand size",
                   "cards each", "cards per player", "cartas se reparten", "cuantas cartas",
                   "once cartas", "11 cartas", "cartas por jugador", "cartas a cada uno"),
    "deal.upcard": ("upcard", "first card of the pile", "turned up", "start the pile",
                    "primera carta del pozo", "vira", "dar vuelta", "empezar el pozo"),
    "deal.first": ("who plays first", "who starts", "first player", "left of the dealer",
                   "quien empieza", "quien juega primero", "izquierda del que reparte"),
    "deal.red-three": ("red three dealt", "red three in my hand", "replace the red three",
                       "tres rojo en la mano", "reponer", "tres rojo repartido"),
    "values": ("card values", "value", "worth", "points", "joker 50", "ace 20", "king 10",
               "how much is a card", "valor", "valen", "vale", "puntos", "cuanto vale una carta",
               "valor de las cartas"),
    "meld.rank": ("meld", "melding", "set", "sequence", "run", "straight", "same rank",
                  "three of a kind", "lay down", "juego", "grupo", "bajar", "escalera",
                  "mismo rango", "trio", "bajada"),
    "meld.naturals": ("two naturals", "natural cards", "naturals", "dos naturales",
                      "cartas naturales", "naturales"),
    "meld.wilds": ("wild card", "wild cards", "wilds", "how many wild cards", "wild card limit",
                   "jokers and twos", "twos", "comodin", "comodines", "cuantos comodines",
                   "limite de comodines", "doses"),
    "meld.no-wild-only": ("only wild cards", "meld of jokers", "all wild", "solo comodines",
                          "juego de comodines", "puros comodines"),
    "meld.shared": ("partner's meld", "partners meld", "add to my partner", "lay off",
                    "add to a meld", "opponents' melds", "juego del companero", "agregar",
                    "pegar", "juegos de la pareja", "companero"),
    "meld.canasta": ("canasta", "seven cards", "clean canasta", "dirty canasta",
                     "natural canasta", "mixed canasta", "canasta limpia", "canasta sucia",
                     "siete cartas", "canasta pura"),
    "open.minimum": ("opening", "open", "minimum", "first meld", "initial meld",
                     "points to open", "need to open", "50 points", "abrir", "apertura",
                     "minimo", "primera bajada", "puntos para abrir", "puntos para bajar"),
    "open.pile-top": ("open with the pile", "open by taking the pile", "top card counts",
                      "abrir levantando el pozo", "abrir con el pozo"),
    "turn.sequence": ("turn", "draw", "order of play", "my turn", "steps of a turn",
                      "turno", "robar", "mi turno", "orden del turno"),
    "pile.blocked": ("blocked", "block", "black three on top", "wild card on top",
                     "can't take the pile", "trabado", "bloqueado", "tres negro arriba",
                     "comodin arriba", "no puedo levantar"),
    "pile.use-top": ("take the pile", "pick up the pile", "top card", "discard pile",
                     "levantar el pozo", "recoger el pozo", "carta de arriba", "pozo"),
    "pile.frozen": ("frozen", "freeze", "freezing", "frozen pile", "unfreeze", "congelado",
                    "congelar", "pozo congelado", "descongelar"),
    "pile.one-card": ("one card", "one card left", "single card", "una carta",
                      "ultima carta en la mano"),
    "pile.empty": ("empty pile", "nothing to take", "pozo vacio"),
    "turn.discard": ("discard", "end my turn", "throw", "descartar", "descarte", "tirar",
                     "terminar el turno"),
    "threes.red-draw": ("draw a red three", "red three from the stock", "robar un tres rojo"),
    "threes.red-score": ("red three worth", "red three value", "red threes count",
                         "red three points", "all four red threes", "tres rojo vale",
                         "valor del tres rojo", "treses rojos", "cuatro treses rojos"),
    "threes.black": ("black three", "black threes", "stop card", "tres negro",
                     "treses negros"),
    "out.canasta": ("go out", "going out", "finish", "empty hand", "end the deal",
                    "cortar", "corte", "salir", "irse", "quedarse sin cartas"),
    "out.permission": ("ask partner", "permission", "may i go out", "ask to go out",
                       "pedir permiso", "preguntar al companero", "puedo cortar"),
    "out.concealed": ("concealed", "go out concealed", "in one go", "whole hand at once",
                      "cortar de mano", "oculto", "de mano", "de una"),
    "stock.last-red-three": ("last card red three", "red three last card",
                             "ultima carta tres rojo", "tres rojo ultima carta"),
    "stock.empty": ("stock runs out", "no more cards", "end of the stock", "stock empty",
                    "se acaba el mazo", "sin mazo", "fin del mazo", "mazo vacio"),
    "score.deal": ("scoring", "score", "count points", "how to count", "bonus", "bonuses",
                   "puntaje", "contar puntos", "como se cuenta", "premios", "premio"),
    "score.example": ("example", "worked example", "925", "ejemplo"),
    "game.end": ("win", "winning", "winner", "who wins", "5000", "end of the game", "tie",
                 "tied", "draw game", "ganar", "gana", "empate", "empatan", "empatados",
                 "fin de la partida", "quien gana"),
    "profile.separate": ("variants", "other rules", "samba", "bolivia", "hand and foot",
                         "rule sets", "variantes", "otros reglamentos"),
    "turn.not-yours": ("not your turn", "out of turn", "fuera de turno"),
    "card.not-held": ("not in hand", "don't have", "no tengo", "carta que no esta"),
    "stock.empty-draw": ("draw from an empty stock", "robar de un mazo vacio"),
    "input": ("unreadable", "notation", "typo", "syntax", "ilegible", "notacion"),
}

_WORD: Final = re.compile(r"[a-z0-9]+")
#: Weight of a word by where it appears in a rule.
_WEIGHTS: Final = {"title": 3.0, "keyword": 3.0, "slug": 2.5, "section": 1.2, "text": 1.0,
                   "note": 0.6, "example": 0.5, "variant": 0.4}
_PHRASE_BONUS: Final = 4.0
_KEEP_FRACTION: Final = 0.3  # results scoring below this share of the best one are dropped
_FUZZY_CUTOFF: Final = 80  # rapidfuzz ratio (0–100) for a typo to count


def words(text: str) -> list[str]:
    """The folded words of a text ("¿Cuánto vale?" → ["cuanto", "vale"])."""
    return _WORD.findall(fold(text))


def query_words(query: str) -> list[str]:
    """The words of a query that can pick a rule: question words and fillers dropped (all
    kept when nothing else is left, so "who" still searches)."""
    ws = words(str(query)[:MAX_QUERY])
    kept = [w for w in ws if w not in STOPWORDS]
    return kept or ws


class _Index(NamedTuple):
    terms: dict[str, dict[str, float]]  # slug -> {word: weight}
    idf: dict[str, float]
    vocabulary: tuple[str, ...]
    phrases: dict[str, tuple[tuple[str, ...], ...]]  # slug -> keyword phrases as word tuples


def _fields(slug: str) -> list[tuple[str, str]]:
    rule = catalogue.RULES[slug]
    out = [("title", rule.title_en), ("title", rule.title_es), ("slug", slug.replace(".", " ")),
           ("text", rule.text_en), ("text", rule.text_es), ("note", rule.note_en),
           ("note", rule.note_es)]
    out += [("section", s) for s in catalogue.SECTIONS[rule.section]]
    out += [("keyword", k) for k in KEYWORDS.get(slug, ())]
    out += [("variant", v.text_en) for v in catalogue.variants_for(slug)]
    out += [("variant", v.text_es) for v in catalogue.variants_for(slug)]
    ex = EXAMPLES.get(slug)
    if ex is not None:
        out.append(("example", ex.action))
        ruling = example_ruling(slug)
        if ruling is not None:
            out += [("example", ruling.reason_in("en")), ("example", ruling.reason_in("es"))]
    return out


@lru_cache(maxsize=1)
def _index() -> _Index:
    terms: dict[str, dict[str, float]] = {}
    phrases: dict[str, tuple[tuple[str, ...], ...]] = {}
    for slug in ALL_SLUGS:
        weights: dict[str, float] = {}
        for kind, text in _fields(slug):
            for w in words(text):
                if w not in STOPWORDS:  # (a keyword's question words still count in phrases)
                    weights[w] = max(weights.get(w, 0.0), _WEIGHTS[kind])
        terms[slug] = weights
        titles = (catalogue.RULES[slug].title_en, catalogue.RULES[slug].title_es)
        phrases[slug] = tuple(
            tuple(ws) for ws in (words(k) for k in (*KEYWORDS.get(slug, ()), *titles)) if ws
        )
    df: dict[str, int] = {}
    for weights in terms.values():
        for w in weights:
            df[w] = df.get(w, 0) + 1
    n = len(ALL_SLUGS)
    idf = {w: math.log(1 + n / d) for w, d in df.items()}
    return _Index(terms, idf, tuple(sorted(df)), phrases)


def _similar(q: str, vocabulary: tuple[str, ...]) -> dict[str, float]:
    """Index words close to the query word, with how close (1 exact, less for a prefix,
    plural or typo). Numbers match only exactly: 500 is not 5000."""
    out: dict[str, float] = {}
    if q.isdigit():
        return {q: 1.0} if q in vocabulary else {}
    for term, score, _ in process.extract(q, vocabulary, scorer=fuzz.ratio,
                                          score_cutoff=_FUZZY_CUTOFF if len(q) >= 4 else 100,
                                          limit=None):
        if not term.isdigit():
            out[term] = 1.0 if term == q else 0.85 * score / 100
    if len(q) >= 5:  # "comodin" ~ "comodines", "congel" ~ "congelado" (typos: above)
        for term in vocabulary:
            if term != q and len(term) >= 5 and (term.startswith(q) or q.startswith(term)):
                out[term] = max(out.get(term, 0.0), 0.9)
    return out


def _contains(seq: list[str], phrase: tuple[str, ...]) -> bool:
    n = len(phrase)
    return any(tuple(seq[i:i + n]) == phrase for i in range(len(seq) - n + 1))


class Hit(NamedTuple):
    slug: str
    score: float
    terms: frozenset[str]  # the index words the query matched in this rule (for highlighting)


def search_hits(query: str, lang: str = "en") -> list[Hit]:
    """The rules matching a query, best first, each with its score and matched words.
    `lang` breaks near-ties toward rules whose words in that language matched."""
    qws = query_words(query)
    if not qws:
        return []
    idx = _index()
    all_ws = words(str(query)[:MAX_QUERY])
    near = [_similar(q, idx.vocabulary) for q in qws]
    hits: list[Hit] = []
    for slug, weights in idx.terms.items():
        score = 0.0
        matched: set[str] = set()
        covered = 0
        for options in near:
            best = 0.0
            for term, closeness in options.items():
                w = weights.get(term)
                if w is not None:
                    value = closeness * w * idx.idf[term]
                    if value > best:
                        best = value
                    matched.add(term)
            if best:
                covered += 1
                score += best
        for phrase in idx.phrases[slug]:
            if (len(phrase) > 1 or phrase[0] not in STOPWORDS) and _contains(all_ws, phrase):
                score += _PHRASE_BONUS * len(phrase)
                matched.update(phrase)
        if score:
            score *= 0.4 + 0.6 * covered / len(near)
            if _title_matches(slug, lang, matched):
                score *= 1.05
            hits.append(Hit(slug, score, frozenset(matched)))
    if not hits:
        return []
    hits.sort(key=lambda h: (-h.score, ALL_SLUGS.index(h.slug)))
    floor = hits[0].score * _KEEP_FRACTION
    return [h for h in hits if h.score >= floor]


def _title_matches(slug: str, lang: str, matched: set[str]) -> bool:
    rule = catalogue.RULES[slug]
    return bool(set(words(rule.title_es if _is_es(lang) else rule.title_en)) & matched)


def search(query: str, lang: str = "en") -> list[str]:
    """Rule slugs for a query, best match first: over titles, texts, notes, examples and each
    rule's keywords in both languages; accents, case, small typos and question words do not
    matter. An empty query matches every rule, in catalogue order."""
    if not words(str(query)[:MAX_QUERY]):
        return list(ALL_SLUGS)
    return [h.slug for h in search_hits(query, lang)]


def highlight(text: str, terms: frozenset[str] | set[str]) -> list[tuple[str, bool]]:
    """`text` cut into (piece, matched) segments, matched where a word's folded form is one of
    `terms` and says something (never "the", "is", "de") — for the page to emphasise, after
    escaping each piece."""
    if not terms:
        return [(text, False)] if text else []
    out: list[tuple[str, bool]] = []
    pos = 0
    for m in re.finditer(r"\w+", text):
        folded = fold(m.group())
        if folded in terms and folded not in STOPWORDS:  # a phrase's "the", "is" stay plain
            if m.start() > pos:
                out.append((text[pos:m.start()], False))
            out.append((m.group(), True))
            pos = m.end()
    if pos < len(text):
        out.append((text[pos:], False))
    return out


# --- tables from the engine's constants ----------------------------------------------------

_CARD_NAMES: Final[dict[str, tuple[str, str]]] = {
    "JK": ("joker", "joker"),
    "A": ("ace", "as"),
    "2": ("two", "dos"),
    "K": ("K", "K"),
    "Q": ("Q", "Q"),
    "J": ("J", "J"),
    "T": ("10", "10"),
    "9": ("9", "9"),
    "8": ("8", "8"),
    "7": ("7", "7"),
    "6": ("6", "6"),
    "5": ("5", "5"),
    "4": ("4", "4"),
    "3 (black)": ("black three", "tres negro"),
    "3 (red)": ("red three", "tres rojo"),
}

_HEAD: Final = {
    "cards": ("Cards", "Cartas"),
    "value": ("Value", "Valor"),
    "kind": ("Kind", "Tipo"),
    "score": ("Side's score before the deal", "Puntaje de la pareja antes de la mano"),
    "minimum": ("Opening minimum", "Mínimo para abrir"),
    "item": ("Bonus", "Premio"),
    "points": ("Points", "Puntos"),
}


def _h(key: str, lang: str) -> str:
    en, es = _HEAD[key]
    return es if _is_es(lang) else en


def _kind(rank: str, lang: str) -> str:
    es = _is_es(lang)
    if rank in ("JK", "2"):
        return "comodín" if es else "wild card"
    if rank == "3 (red)":
        return "premio aparte, nunca va a un juego" if es else "bonus, never melded"
    if rank == "3 (black)":
        return "bloquea el pozo" if es else "blocks the pile"
    return "natural"


def card_values_table(lang: str) -> pd.DataFrame:
    """[values] One row per card value, from `cards.RANK_VALUES` (the engine's own numbers).

    Ranks sharing a value and a kind are listed together; the red three's row says its bonus
    (scoring.RED_THREE) since it has no card value.
    """
    es = _is_es(lang)
    groups: list[tuple[int, str, list[str]]] = []
    for rank, val in RANK_VALUES.items():
        kind = _kind(rank, lang)
        name = _CARD_NAMES[rank][1 if es else 0]
        if groups and groups[-1][0] == val and groups[-1][1] == kind:
            groups[-1][2].append(name)
        else:
            groups.append((val, kind, [name]))
    rows = []
    for val, kind, names in groups:
        shown: str | int = val
        if names == [_CARD_NAMES["3 (red)"][1 if es else 0]]:
            shown = f"— ({scoring.RED_THREE} de premio)" if es else f"— ({scoring.RED_THREE} bonus)"
        rows.append(
            {
                _h("cards", lang): ", ".join(names),
                _h("value", lang): str(shown),
                _h("kind", lang): kind,
            }
        )
    return pd.DataFrame(rows)


def opening_table(lang: str) -> pd.DataFrame:
    """[open.minimum] The opening minimum by score band, from `positions.OPENING_TIERS`."""
    return pd.DataFrame(
        [
            {_h("score", lang): score_band(low, high, lang), _h("minimum", lang): minimum}
            for low, high, minimum in OPENING_TIERS
        ]
    )


def bonus_table(lang: str) -> pd.DataFrame:
    """[score.deal] The deal's bonuses, from the scoring module's constants."""
    es = _is_es(lang)
    items = [
        ("Canasta limpia" if es else "Natural canasta", scoring.NATURAL_CANASTA),
        ("Canasta sucia" if es else "Mixed canasta", scoring.MIXED_CANASTA),
        ("Cada tres rojo" if es else "Each red three", scoring.RED_THREE),
        ("Los cuatro treses rojos" if es else "All four red threes", scoring.ALL_RED_THREES),
        ("Cortar" if es else "Going out", scoring.GOING_OUT),
        ("Cortar de mano" if es else "Going out concealed", scoring.GOING_OUT_CONCEALED),
    ]
    return pd.DataFrame([{_h("item", lang): k, _h("points", lang): v} for k, v in items])


# --- an example position for every slug -----------------------------------------------------

_BASE: Final[dict[str, Any]] = {
    "format": "canasta/1",
    "dealer": "W",
    "turn": "N",
    "phase": "draw",
    "scores": {"NS": 0, "EW": 0},
    "hands": {"N": ["7H", "7S", "KD", "KS", "2C", "9H", "5D"], "E": 9, "S": 8, "W": 10},
    "melds": {"NS": {"A": ["AH", "AS", "AD"]}, "EW": {"Q": ["QH", "QS", "QD", "JK"]}},
    "red_threes": {"NS": [], "EW": ["3H"]},
    "pile": ["9C", "4S", "8D", "7D"],
    "stock": 60,
}


def _pos(**changes: Any) -> dict[str, Any]:
    d = copy.deepcopy(_BASE)
    for key, value in changes.items():
        d[key] = value
    return d


_NOT_OPENED: Final = {"NS": {}, "EW": {"Q": ["QH", "QS", "QD", "JK"]}}
_KINGS: Final = ["KC", "KC", "KD", "KD", "KH", "KH", "KS"]
_DEALT_SEED: Final = 4  # a deal whose two upcard was covered (the pile starts frozen)


def _dealt() -> dict[str, Any]:
    return cc.to_dict(cc.deal(seed=_DEALT_SEED, dealer="W", scores=(0, 0)))


class Example(NamedTuple):
    position: dict[str, Any]
    action: str
    legal: bool  # what the engine rules (checked by the tests)
    rule: str | None  # the ruling's slug (None for a plain legal move)


def _examples() -> dict[str, Example]:
    dealt = _dealt()
    frozen = _pos(pile=["9C", "2D", "4S", "7D"])
    play = _pos(phase="play")
    return {
        "deal.deck": Example(dealt, "draw", True, None),
        "deal.dealer": Example(dealt, "draw", True, None),
        "deal.hands": Example(dealt, "draw", True, None),
        "deal.upcard": Example(dealt, "draw", True, None),
        "deal.first": Example(dealt, "draw", True, None),
        "deal.red-three": Example(dealt, "draw", True, None),
        "values": Example(
            _pos(
                phase="play",
                melds=_NOT_OPENED,
                hands={
                    "N": ["KD", "KS", "KH", "AC", "AH", "2C", "9H", "5D"],
                    "E": 9,
                    "S": 8,
                    "W": 10,
                },
            ),
            "meld KD KS KH; AC AH 2C",
            True,
            None,
        ),
        "meld.rank": Example(play, "meld 7H 7S", False, "meld.rank"),
        "meld.naturals": Example(
            _pos(
                phase="play",
                hands={
                    "N": ["7H", "7S", "KD", "KS", "2C", "JK", "9H", "5D"],
                    "E": 9,
                    "S": 8,
                    "W": 10,
                },
            ),
            "meld 5D 2C JK",
            False,
            "meld.naturals",
        ),
        "meld.wilds": Example(
            _pos(
                phase="play",
                hands={"N": ["5C", "5D", "2C", "2D", "2H", "9H", "KD"], "E": 9, "S": 8, "W": 10},
            ),
            "meld 5C 5D 2C 2D 2H",
            True,
            None,
        ),
        "meld.no-wild-only": Example(
            _pos(
                phase="play",
                hands={"N": ["2C", "2D", "JK", "9H", "KD", "KS"], "E": 9, "S": 8, "W": 10},
            ),
            "meld 2C 2D JK",
            False,
            "meld.no-wild-only",
        ),
        "meld.shared": Example(
            _pos(
                phase="play",
                hands={"N": ["AC", "7H", "7S", "KD", "9H"], "E": 9, "S": 8, "W": 10},
            ),
            "meld AC",
            True,
            None,
        ),
        "meld.canasta": Example(
            _pos(
                phase="play",
                melds={"NS": {"K": ["KC", "KC", "KD", "KH", "KH", "KS"]}, "EW": {}},
                hands={"N": ["KD", "7H", "7S", "9H", "5D"], "E": 9, "S": 8, "W": 10},
            ),
            "meld KD",
            True,
            None,
        ),
        "open.minimum": Example(
            _pos(phase="play", melds=_NOT_OPENED), "meld KD KS 2C", False, "open.minimum"
        ),
        "open.pile-top": Example(
            _pos(
                melds=_NOT_OPENED,
                hands={"N": ["AD", "AS", "7H", "9H", "5D"], "E": 9, "S": 8, "W": 10},
                pile=["9C", "4S", "8D", "AH"],
            ),
            "take AD AS",
            True,
            None,
        ),
        "turn.sequence": Example(frozen, "discard 9H", False, "turn.not-yours"),
        "pile.blocked": Example(_pos(pile=["9C", "4S", "7D", "3C"]), "take", False, "pile.blocked"),
        "pile.use-top": Example(_pos(), "take KD KS", False, "pile.use-top"),
        "pile.frozen": Example(frozen, "take 7H 2C", False, "pile.frozen"),
        "pile.one-card": Example(
            _pos(
                melds={"NS": {"7": ["7C", "7C", "7H"]}, "EW": {}},
                hands={"N": ["9H"], "E": 9, "S": 8, "W": 10},
                pile=["7D"],
            ),
            "take",
            False,
            "pile.one-card",
        ),
        "pile.empty": Example(_pos(pile=[]), "take 7H 7S", False, "pile.empty"),
        "turn.discard": Example(play, "discard 2C", True, None),
        "threes.red-draw": Example(_pos(stock=["3D", "9D", "4C"]), "draw", True, None),
        "threes.red-score": Example(
            _pos(
                melds=_NOT_OPENED,
                red_threes={"NS": ["3D", "3H"], "EW": ["3H"]},
            ),
            "draw",
            True,
            None,
        ),
        "threes.black": Example(
            _pos(
                phase="play",
                hands={"N": ["3C", "3S", "2C", "9H", "KD", "KS"], "E": 9, "S": 8, "W": 10},
            ),
            "meld 3C 3S 2C",
            False,
            "threes.black",
        ),
        "out.canasta": Example(
            _pos(phase="play", hands={"N": ["7H", "7S", "7C", "9H"], "E": 9, "S": 8, "W": 10}),
            "meld 7H 7S 7C",
            False,
            "out.canasta",
        ),
        "out.permission": Example(
            _pos(
                phase="play",
                melds={"NS": {"K": _KINGS}, "EW": {}},
                hands={"N": ["7H", "7S", "7C", "9H"], "E": 9, "S": 8, "W": 10},
            ),
            "ask",
            True,
            None,
        ),
        "out.concealed": Example(
            _pos(
                phase="play",
                melds=_NOT_OPENED,
                hands={"N": [*_KINGS, "9H"], "E": ["4C", "6D"], "S": ["6C", "8C"], "W": ["8S"]},
            ),
            "meld " + " ".join(_KINGS),
            True,
            None,
        ),
        "stock.last-red-three": Example(_pos(stock=["3D"]), "draw", True, None),
        "stock.empty": Example(
            _pos(
                stock=0,
                melds={"NS": {"7": ["7C", "7C", "7H"]}, "EW": {}},
            ),
            "pass",
            False,
            "stock.empty",
        ),
        "score.deal": Example(
            _pos(
                phase="play",
                melds={
                    "NS": {"K": _KINGS, "A": ["AH", "AS", "AD"]},
                    "EW": {"Q": ["QH", "QS", "QD"]},
                },
                hands={"N": ["9H"], "E": ["4C", "6D"], "S": ["7C"], "W": ["8S"]},
                red_threes={"NS": ["3D", "3H"], "EW": []},
            ),
            "discard 9H",
            True,
            None,
        ),
        "score.example": Example(
            _pos(
                phase="play",
                melds={
                    "NS": {"K": _KINGS, "A": ["AH", "AS", "AD"]},
                    "EW": {"Q": ["QH", "QS", "QD"]},
                },
                hands={"N": ["9H"], "E": ["4C", "6D"], "S": ["7C"], "W": ["8S"]},
                red_threes={"NS": ["3D", "3H"], "EW": []},
            ),
            "discard 9H",
            True,
            None,
        ),
        "game.end": Example(
            _pos(
                phase="play",
                scores={"NS": 4300, "EW": 3900},
                melds={
                    "NS": {"K": _KINGS, "A": ["AH", "AS", "AD"]},
                    "EW": {"Q": ["QH", "QS", "QD"]},
                },
                hands={"N": ["9H"], "E": ["4C", "6D"], "S": ["7C"], "W": ["8S"]},
                red_threes={"NS": ["3D", "3H"], "EW": []},
            ),
            "discard 9H",
            True,
            None,
        ),
        "profile.separate": Example(
            _pos(
                phase="play",
                hands={"N": ["4H", "5H", "6H", "9H", "KD", "KS"], "E": 9, "S": 8, "W": 10},
            ),
            "meld 4H 5H 6H",
            False,
            "meld.rank",
        ),
        "turn.not-yours": Example(frozen, "meld KD KS 2C", False, "turn.not-yours"),
        "card.not-held": Example(frozen, "take 7H 7C", False, "card.not-held"),
        "stock.empty-draw": Example(_pos(stock=0), "draw", False, "stock.empty-draw"),
        "input": Example(frozen, "take 7H 7X", False, "input"),
    }


EXAMPLES: Final[dict[str, Example]] = _examples()


def example_for(slug: str) -> tuple[dict[str, Any], str]:
    """(position dict, action text) that shows the rule at work; KeyError for an unknown slug."""
    ex = EXAMPLES[slug]
    return copy.deepcopy(ex.position), ex.action


def example_ruling(slug: str) -> cc.Ruling | None:
    """The engine's ruling on the slug's example (None when the action cannot be read)."""
    position, action = example_for(slug)
    try:
        return cc.check(cc.load(position), action)
    except cc.NotationError:
        return None


def example_error(slug: str, lang: str = "en") -> str:
    """The input error the example's action raises ("" when it can be read)."""
    position, action = example_for(slug)
    try:
        cc.check(cc.load(position), action)
    except cc.NotationError as exc:
        return exc.message_in(lang)
    return ""


def sandbox_link(slug: str, lang: str) -> str | None:
    """A `./sandbox?s=…` link opening the slug's example position, or None when the sandbox's
    share module is not available."""
    try:
        from canasta_app import share
    except ImportError:
        return None
    position, _ = example_for(slug)
    try:
        return share.sandbox_url(position, (), lang)
    except (ValueError, AttributeError):
        return None


def lessons_titled(slug: str, lang: str) -> list[tuple[str, str]]:
    """(lesson id, title in lang) of the lessons that teach `slug`."""
    try:
        from canasta_app.lessons import lessons_for_slug
    except ImportError:
        return []
    try:
        rows = lessons_for_slug(slug)
    except Exception:  # a broken lesson file must not take the reference down
        return []
    return [(lid, es if _is_es(lang) else en) for lid, en, es in rows]
