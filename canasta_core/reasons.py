"""Sentences for rulings, in English and Spanish, keyed by a message code.

A violation stores its code and the facts behind it (cards, ranks, numbers); the sentence is
made here, so a UI can show the same ruling in either language.
"""

from __future__ import annotations

from typing import Final

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

FROZEN_WHY: Final[dict[str, dict[str, str]]] = {
    "en": {
        "not-opened": "your side has not opened yet",
        "wild": "a wild card is buried in it",
        "red-three": "a red three is buried in it",
    },
    "es": {
        "not-opened": "tu pareja todavía no abrió",
        "wild": "hay un comodín enterrado",
        "red-three": "hay un tres rojo enterrado",
    },
}

# code -> (English, Spanish). Placeholders: {rank} letter, {ranks}/{rank_word} words, others as given.
MESSAGES: Final[dict[str, tuple[str, str]]] = {
    # --- legal moves -----------------------------------------------------------------
    "ok.draw": ("You draw the top card of the stock.", "Robás la primera carta del mazo."),
    "ok.take": (
        "You take the pile: the {top} goes into your side's {ranks}, the rest into your hand.",
        "Recogés el pozo: el {top} va a {the_ranks} de tu pareja y el resto a tu mano.",
    ),
    "ok.take-frozen": (
        "The pile is frozen ({why}), and you show two natural {ranks} with the {top}: you may take it.",
        "El pozo está congelado ({why}) y mostrás dos {ranks} naturales con el {top}: podés recogerlo.",
    ),
    "ok.meld": ("You lay down {what}.", "Bajás {what}."),
    "ok.open": (
        "You open with {points} points; your side needs {minimum}.",
        "Abrís con {points} puntos; tu pareja necesita {minimum}.",
    ),
    "ok.open-concealed": (
        "You meld your whole hand but the final discard, with a canasta, having melded nothing "
        "before: going out concealed needs no opening minimum ({points} of {minimum}).",
        "Bajás toda la mano menos el descarte, con canasta y sin haber bajado antes: para salir "
        "de mano no hace falta el mínimo de apertura ({points} de {minimum}).",
    ),
    "ok.out": ("You go out.", "Salís (cortás)."),
    "ok.out-concealed": (
        "You go out concealed: the whole hand at once, with a canasta (200 points).",
        "Salís de mano: toda la mano de una vez, con canasta (200 puntos).",
    ),
    "ok.discard": ("You discard the {card}; the turn passes to {next}.",
                   "Descartás el {card}; el turno pasa a {next}."),
    "ok.ask": ("You ask your partner whether you may go out.",
               "Le preguntás a tu compañero si podés salir."),
    "ok.yes": ("Your partner says yes: you must go out this turn.",
               "Tu compañero dice que sí: tenés que salir en este turno."),
    "ok.no": ("Your partner says no: you may not go out this turn.",
              "Tu compañero dice que no: no podés salir en este turno."),
    "ok.pass": ("You decline the pile with the stock empty: the deal ends.",
                "Rechazás el pozo con el mazo agotado: termina la mano."),
    # --- turn and phase --------------------------------------------------------------
    "turn.over": ("The deal is over: no more actions.", "La mano terminó: no hay más jugadas."),
    "turn.need-draw": (
        "First draw from the stock or take the pile; you can {verb} after that.",
        "Primero robá del mazo o recogé el pozo; después podés {verb_es}.",
    ),
    "turn.already-drew": (
        "You have already drawn this turn: now meld, ask, or discard.",
        "Ya robaste en este turno: ahora bajá, preguntá o descartá.",
    ),
    "turn.no-question": (
        "Nobody asked to go out, so there is nothing to answer.",
        "Nadie preguntó si puede salir, así que no hay nada que responder.",
    ),
    "permission.pending": (
        "Your partner must answer first: yes or no.",
        "Primero tiene que responder tu compañero: sí o no.",
    ),
    # --- stock -----------------------------------------------------------------------
    "stock.empty-draw": ("The stock is empty: there is nothing to draw.",
                         "El mazo está agotado: no hay nada para robar."),
    "stock.not-empty": (
        "You may pass only when the stock is empty: draw a card or take the pile.",
        "Solo podés pasar con el mazo agotado: robá una carta o recogé el pozo.",
    ),
    "stock.must-take": (
        "The stock is empty and the {top} fits your side's {ranks}: you must take the pile.",
        "El mazo está agotado y el {top} va en {the_ranks} de tu pareja: tenés que recoger el pozo.",
    ),
    # --- pile ------------------------------------------------------------------------
    "pile.empty": ("The discard pile is empty: there is nothing to take.",
                   "El pozo está vacío: no hay nada para recoger."),
    "pile.blocked-wild": (
        "A wild card ({top}) is on top of the pile: nobody may take it now.",
        "Hay un comodín ({top}) arriba del pozo: nadie puede recogerlo ahora.",
    ),
    "pile.blocked-three": (
        "A black three ({top}) is on top of the pile: it blocks the pile for one turn.",
        "Hay un tres negro ({top}) arriba del pozo: bloquea el pozo por un turno.",
    ),
    "card.not-held": ("You do not hold {cards}.", "No tenés {cards} en la mano."),
    "pile.one-card": (
        "You hold one card and the pile has one card: this table's house rule forbids taking it.",
        "Tenés una sola carta y el pozo tiene una sola: la regla de la casa prohíbe recogerlo.",
    ),
    "pile.frozen": (
        "The pile is frozen ({why}): you need two natural {ranks} in your hand to take it.",
        "El pozo está congelado ({why}): necesitás dos {ranks} naturales en la mano para recogerlo.",
    ),
    "pile.use-top-bare": (
        "Your side has no meld of {ranks}: to take the pile, meld the {top} with cards from your "
        "hand, e.g. a natural pair.",
        "Tu pareja no tiene un juego de {ranks}: para recoger el pozo, bajá el {top} con cartas de "
        "tu mano, por ejemplo un par natural.",
    ),
    "pile.use-top-rank": (
        "The top card is the {top}: it must be melded with {ranks}, not with {other}.",
        "La carta de arriba es el {top}: tiene que bajarse con {ranks}, no con {other}.",
    ),
    "pile.red-three-top": (
        "A red three is on top of the pile: red threes are never melded, so it cannot be taken.",
        "Hay un tres rojo arriba del pozo: los treses rojos nunca se bajan, así que no se puede "
        "recoger.",
    ),
    # --- melds -----------------------------------------------------------------------
    "threes.black-not-out": (
        "Black threes can be melded only when you go out in that same action.",
        "Los treses negros solo se bajan al salir, en esa misma jugada.",
    ),
    "threes.black-count": (
        "Black threes are melded only as three or four natural black threes.",
        "Los treses negros se bajan solo como trío o cuarteto de treses negros naturales.",
    ),
    "threes.black-wild": (
        "Wild cards are never melded with threes.",
        "Los comodines nunca se bajan con treses.",
    ),
    "meld.no-wild-only": (
        "A meld needs natural cards: {cards} are only wild cards. To add wild cards to a meld, "
        "name its rank, e.g. meld K: 2C.",
        "Un juego necesita cartas naturales: {cards} son solo comodines. Para agregar comodines a "
        "un juego, nombrá su rango, por ejemplo meld K: 2C.",
    ),
    "meld.no-wild-only-rank": (
        "Your side has no meld of {ranks}: wild cards alone cannot start one.",
        "Tu pareja no tiene un juego de {ranks}: los comodines solos no pueden empezarlo.",
    ),
    "meld.mixed-ranks": (
        "A meld is one rank only (no sequences): {cards} mixes ranks.",
        "Un juego es de un solo rango (no hay escaleras): {cards} mezcla rangos.",
    ),
    "meld.too-small": (
        "A meld needs at least three cards; the {ranks} would have {size}.",
        "Un juego necesita al menos tres cartas; {the_ranks} tendrían {size}.",
    ),
    "meld.prefix-mismatch": (
        "The group is marked {prefix}: but holds {cards}.",
        "El grupo está marcado {prefix}: pero tiene {cards}.",
    ),
    "meld.wilds": (
        "A meld may hold at most three wild cards; the {ranks} would have {wilds}.",
        "Un juego puede tener como máximo tres comodines; {the_ranks} tendrían {wilds}.",
    ),
    "meld.naturals": (
        "A meld needs at least two natural cards; the {ranks} would have {naturals}.",
        "Un juego necesita al menos dos cartas naturales; {the_ranks} tendrían {naturals}.",
    ),
    "meld.canasta-wild": (
        "Adding a wild card turns your natural canasta of {ranks} into a mixed one: 300 instead "
        "of 500.",
        "Agregar un comodín convierte tu canasta limpia de {ranks} en sucia: 300 en vez de 500.",
    ),
    # --- going out -------------------------------------------------------------------
    "out.canasta": (
        "Your side has no canasta yet, so you must keep at least one card after discarding: this "
        "would leave you with no cards.",
        "Tu pareja todavía no tiene canasta, así que tenés que quedarte con al menos una carta "
        "después de descartar: así te quedarías sin cartas.",
    ),
    "out.canasta-discard": (
        "Discarding your last card would go out, and your side has no canasta yet.",
        "Descartar tu última carta sería salir, y tu pareja todavía no tiene canasta.",
    ),
    "out.told-no": (
        "Your partner said no: you may not go out this turn.",
        "Tu compañero dijo que no: no podés salir en este turno.",
    ),
    "out.told-yes": (
        "Your partner said yes: you must go out this turn, and this would not.",
        "Tu compañero dijo que sí: tenés que salir en este turno, y así no salís.",
    ),
    "out.told-yes-stuck": (
        "Your partner said yes: after this meld you could no longer go out this turn.",
        "Tu compañero dijo que sí: después de esta bajada ya no podrías salir en este turno.",
    ),
    "ask.after-meld": (
        "You may ask only right after drawing or taking, before melding anything else.",
        "Solo podés preguntar justo después de robar o recoger, antes de bajar otra cosa.",
    ),
    "ask.twice": ("You have already asked this turn.", "Ya preguntaste en este turno."),
    "ask.few-cards": (
        "You may ask only while holding at least two cards.",
        "Solo podés preguntar si tenés al menos dos cartas.",
    ),
    "ask.cannot-go-out": (
        "You could not go out this turn with this hand, so you may not ask.",
        "No podrías salir en este turno con esta mano, así que no podés preguntar.",
    ),
    # --- opening ---------------------------------------------------------------------
    "open.minimum": (
        "Your side has not opened: the opening must reach {minimum} points (score {score}), but "
        "these melds count {points}.",
        "Tu pareja no abrió: la apertura tiene que llegar a {minimum} puntos (tanteador {score}), "
        "pero estos juegos suman {points}.",
    ),
}

VERB_ES: Final[dict[str, str]] = {
    "meld": "bajar", "discard": "descartar", "ask": "preguntar", "draw": "robar",
    "take": "recoger", "pass": "pasar", "yes": "responder", "no": "responder",
}


SEAT_NAMES: Final[dict[str, dict[str, str]]] = {
    "en": {"N": "North", "E": "East", "S": "South", "W": "West"},
    "es": {"N": "Norte", "E": "Este", "S": "Sur", "W": "Oeste"},
}
_SUIT_SYMBOLS: Final = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}


def _pretty(code: str, lang: str) -> str:
    """'9D' -> '9♦', 'TS' -> '10♠', 'JK' -> 'joker' (facts keep the codes; sentences read well)."""
    if code == "JK":
        return "comodín" if lang == "es" else "joker"
    if len(code) == 2 and code[1] in _SUIT_SYMBOLS:
        return ("10" if code[0] == "T" else code[0]) + _SUIT_SYMBOLS[code[1]]
    return code


def render(code: str, params: dict[str, str], lang: str = "en") -> str:
    """The sentence for a message code in a language ('en' or 'es')."""
    lang = lang if lang in ("en", "es") else "en"
    en, es = MESSAGES[code]
    p = dict(params)
    for key in ("card", "top"):
        if key in p:
            p[key] = _pretty(p[key], lang)
    if "cards" in p:
        p["cards"] = " ".join(_pretty(c, lang) for c in p["cards"].split())
    if "next" in p:
        p["next"] = SEAT_NAMES[lang].get(p["next"], p["next"])
    rank = p.get("rank")
    if rank:
        word, plural = RANK_WORDS[lang].get(rank, (rank, rank))
        p["rank_word"], p["ranks"] = word, plural
        # Spanish needs the article's gender: las reinas, las jotas, los reyes.
        article = ("las" if rank in ("Q", "J") else "los") if lang == "es" else "the"
        p["the_ranks"] = f"{article} {plural}"
    other = p.get("other_rank")
    if other:
        p["other"] = RANK_WORDS[lang].get(other, (other, other))[1]
    why = p.get("why_code")
    if why:
        p["why"] = FROZEN_WHY[lang][why]
    if "verb" in p:
        p["verb_es"] = VERB_ES.get(p["verb"], p["verb"])
    if "left_n" in p:
        n = int(p["left_n"])
        if lang == "en":
            p["left"] = "no cards" if n == 0 else "one card" if n == 1 else f"{n} cards"
        else:
            p["left"] = "ninguna carta" if n == 0 else "una carta" if n == 1 else f"{n} cartas"
    if "what_n" in p:
        n = int(p["what_n"])
        if lang == "en":
            p["what"] = "one meld group" if n == 1 else f"{n} meld groups"
        else:
            p["what"] = "un grupo" if n == 1 else f"{n} grupos"
    return (es if lang == "es" else en).format(**p)
