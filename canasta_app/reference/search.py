"""The rules reference's search (no Streamlit): ranked, bilingual and forgiving.

A query is folded (case, accents), split into words, the question words and fillers of both
languages dropped, and each remaining word matched to the words of every rule — exactly, as a
prefix or plural, or within a small typo (rapidfuzz). Each rule's words are weighted by where
they appear (title and keywords above the text, the text above notes, examples and variants)
and by how rare they are across the rules; a rule's keyword phrase found whole in the query
("red three", "tres rojo", "go out") counts most.
"""

from __future__ import annotations

import math
import re
import unicodedata
from functools import lru_cache
from typing import Final, NamedTuple

from rapidfuzz import fuzz, process

from canasta_app.domain.rule_examples import EXAMPLES, example_ruling
from canasta_app.reference.sections import ALL_SLUGS, SECTION_TITLES
from canasta_core import catalogue

MAX_QUERY: Final = 80

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
    # the other tables (profiles.md): how people ask about them
    "prof.sides": ("each alone", "no partner", "sides", "cada uno solo", "sin companero",
                   "on their own", "por su cuenta"),  # the words the rules no longer use
    "prof.deck": ("same deck", "misma baraja"),
    "prof.order": ("clockwise", "sentido de las agujas del reloj"),
    "two.seats": ("two-hand", "two hand", "two-handed", "2 players", "for two", "two of us",
                  "de a dos", "2 jugadores", "para dos", "mano a mano"),
    "two.deal": ("15 cards", "fifteen cards", "15 cartas", "quince cartas", "cartas de a dos",
                 "cards with two players", "cartas con dos jugadores"),
    "two.draw": ("draw two", "draw 2", "two cards from the stock", "robar dos", "robar 2",
                 "dos cartas del mazo"),
    "two.stock-end": ("last card of the stock with two players", "ultima carta del mazo"),
    "two.alone": ("two players partner", "alone", "solo", "sin companero"),
    "two.out": ("two canastas", "2 canastas", "two canastas to go out", "dos canastas",
                "dos canastas para cortar", "go out with one canasta",
                "cortar con una canasta"),
    "two.concealed": ("two players concealed", "cortar de mano de a dos"),
    "two.threes": ("two players red threes", "treses rojos de a dos"),
    "two.score": ("two players scoring", "puntaje de a dos"),
    "two.example": ("1165",),
    "two.end": ("two players win", "gana de a dos"),
    "three.seats": ("three-hand", "three hand", "3 players", "for three", "cutthroat",
                    "de a tres", "3 jugadores", "para tres"),
    "three.deal": ("13 cards", "thirteen cards", "13 cartas", "trece cartas", "cartas de a tres",
                   "cards with three players", "cartas con tres jugadores"),
    "three.draw": ("three players draw two", "robar dos de a tres"),
    "three.alone": ("three players partner", "sin companero de a tres"),
    "three.out": ("three players go out", "cortar de a tres"),
    "three.score": ("three players scoring", "puntaje de a tres"),
    "three.end": ("three players win", "gana de a tres"),
    "six.seats": ("six-hand", "six hand", "6 players", "three against three", "teams of three",
                  "6 jugadores", "tres contra tres", "de a seis", "parejas de tres", "equipos de tres"),
    "six.deal": ("six players cards", "cartas de a seis"),
    "six.shared": ("six players partners melds", "juegos de los tres companeros"),
    "six.ask": ("six players ask", "which partner", "que companero", "pedir permiso de a seis"),
    "six.out": ("six players go out", "cortar de a seis"),
    "six.score": ("six players scoring", "puntaje de a seis"),
    "six.end": ("six players win", "gana de a seis"),
}

_WORD: Final = re.compile(r"[a-z0-9]+")
#: Weight of a word by where it appears in a rule.
_WEIGHTS: Final = {"title": 3.0, "keyword": 3.0, "slug": 2.5, "section": 1.2, "text": 1.0,
                   "note": 0.6, "example": 0.5, "variant": 0.4}
_PHRASE_BONUS: Final = 4.0
_KEEP_FRACTION: Final = 0.3  # results scoring below this share of the best one are dropped
_FUZZY_CUTOFF: Final = 80  # rapidfuzz ratio (0–100) for a typo to count


def lemma(word: str) -> str:
    """A folded word without its plural and gender ending, for forms of one word to meet:
    "treses", "tres" -> "tr"; "negros", "negra" -> "negr"; "comodines" -> "comodin"; "threes"
    -> "three"; "melds" -> "meld". Both the rules' words and the query's are read this way, so
    the reduced form only has to be the same on both sides, not a real stem."""
    if word.isdigit():
        return word
    prev = ""
    while word != prev:
        prev = word
        if len(word) >= 4 and word.endswith("es") and word[-3] not in "aeiou":
            word = word[:-2]
        elif len(word) >= 4 and word.endswith("s"):
            word = word[:-1]
    if len(word) >= 4 and word[-1] in "oa":
        word = word[:-1]
    return word


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
    forms: dict[str, tuple[str, ...]]  # lemma -> the index's words of that lemma
    pairs: dict[str, frozenset[tuple[str, str]]]  # slug -> adjacent lemmas of its own texts


def _fields(slug: str) -> list[tuple[str, str]]:
    rule = catalogue.rule_text(slug)
    out = [("title", rule.title_en), ("title", rule.title_es), ("slug", slug.replace(".", " ")),
           ("text", rule.text_en), ("text", rule.text_es), ("note", rule.note_en),
           ("note", rule.note_es)]
    out += [("section", s) for s in SECTION_TITLES[rule.section]]
    out += [("keyword", k) for k in _keywords(slug)]
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
    pairs: dict[str, frozenset[tuple[str, str]]] = {}
    for slug in ALL_SLUGS:
        weights: dict[str, float] = {}
        own: set[tuple[str, str]] = set()
        for kind, text in _fields(slug):
            ws = words(text)
            for w in ws:
                if w not in STOPWORDS:  # (a keyword's question words still count in phrases)
                    weights[w] = max(weights.get(w, 0.0), _WEIGHTS[kind])
            if kind in ("title", "text", "note", "keyword"):
                lemmas = [lemma(w) for w in ws]
                own.update(zip(lemmas, lemmas[1:], strict=False))
        pairs[slug] = frozenset(own)
        terms[slug] = weights
        titles = (catalogue.rule_text(slug).title_en, catalogue.rule_text(slug).title_es)
        phrases[slug] = tuple(
            tuple(ws) for ws in (words(k) for k in (*_keywords(slug), *titles)) if ws
        )
    df: dict[str, int] = {}
    for weights in terms.values():
        for w in weights:
            df[w] = df.get(w, 0) + 1
    n = len(ALL_SLUGS)
    idf = {w: math.log(1 + n / d) for w, d in df.items()}
    forms: dict[str, list[str]] = {}
    for w in sorted(df):
        forms.setdefault(lemma(w), []).append(w)
    return _Index(terms, idf, tuple(sorted(df)), phrases,
                  {k: tuple(v) for k, v in forms.items()}, pairs)


def _keywords(slug: str) -> tuple[str, ...]:
    """The rule's keywords; a profile's rule also answers to the profile's names ("two
    players", "dos jugadores"), and one of its seats to "N players" in words and digits."""
    own = KEYWORDS.get(slug, ())
    profile = _PROFILE_OF_PREFIX.get(slug.split(".", 1)[0])
    if profile is None:
        return own
    return (*own, *catalogue.PROFILE_NAMES[profile], *_PROFILE_WORDS[profile])


#: a profile slug's prefix -> its profile ("two" -> "two-hand")
_PROFILE_OF_PREFIX: Final = {"two": "two-hand", "three": "three-hand", "six": "six-hand"}
#: how people name each table, for every rule of that table
_PROFILE_WORDS: Final[dict[str, tuple[str, ...]]] = {
    "two-hand": ("two-hand", "2 players", "de a dos", "2 jugadores"),
    "three-hand": ("three-hand", "3 players", "de a tres", "3 jugadores"),
    "six-hand": ("six-hand", "6 players", "de a seis", "6 jugadores", "tres contra tres"),
}


def _similar(q: str, vocabulary: tuple[str, ...],
             forms: dict[str, tuple[str, ...]] | None = None) -> dict[str, float]:
    """Index words close to the query word, with how close (1 exact, less for another form of
    the word — plural, gender: "tres negro" finds "treses negros" —, a prefix or a typo).
    Numbers match only exactly: 500 is not 5000."""
    out: dict[str, float] = {}
    if q.isdigit():
        return {q: 1.0} if q in vocabulary else {}
    if len(q) >= 4:  # "two" is not "twos" (the wild cards)
        for term in (forms or {}).get(lemma(q), ()):
            out[term] = 1.0 if term == q else 0.95
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
    near = [_similar(q, idx.vocabulary, idx.forms) for q in qws]
    q_pairs = {(lemma(a), lemma(b)) for a, b in zip(all_ws, all_ws[1:], strict=False)
               if a not in STOPWORDS and b not in STOPWORDS}
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
        # two words of the query side by side in the rule's own words, in any of their forms
        # ("tres negro" in a text that says "los treses negros")
        together = len(q_pairs & idx.pairs[slug])
        if together:
            score += 1.5 * _PHRASE_BONUS * together
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
    return bool(set(words(catalogue.title(slug, lang))) & matched)


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
