"""Input-error sentences (NotationError), in English and Spanish, keyed by a message code.

Every raise site names a code and its parameters; the sentence is made here, with the same
formatter the rulings and the UI use (`messages.format_message`), so a bad card, field or
number reads alike everywhere; they are keys of the one catalogue of texts ("input.<code>",
`messages.CATALOGUE`). The field (a JSON path such as `hands.N[3]`) is written in front
of the sentence by NotationError, in both languages, so a UI can point at it.

Parameters are facts, not words: `got` is the kind of JSON value found (one of TYPE_NAMES'
keys) and is named in the language; quoted values (`text`, `value`, `verb`, ...) are shown
as the user typed them.
"""

from __future__ import annotations

from collections.abc import Mapping

from canasta_core.messages import CATALOGUE, format_message, lang_of

TYPE_CHECKING = False  # typing is not imported at run time: `canasta check` starts faster
if TYPE_CHECKING:
    from typing import Final

#: What kind of JSON value was found where another was expected (param `got`).
TYPE_NAMES: Final[dict[str, dict[str, str]]] = {
    "en": {"null": "null", "true/false": "true/false", "a number": "a number", "text": "text",
           "a list": "a list", "an object": "an object"},
    "es": {"null": "null", "true/false": "true/false", "a number": "un número", "text": "texto",
           "a list": "una lista", "an object": "un objeto"},
}

#: Python's JSON parser's complaints (param `why`), read in Spanish; English keeps them as is.
JSON_PROBLEMS_ES: Final[dict[str, str]] = {
    "Expecting value": "falta un valor",
    "Expecting ':' delimiter": "falta un ':'",
    "Expecting ',' delimiter": "falta una ','",
    "Expecting property name enclosed in double quotes":
        "falta un nombre de campo entre comillas dobles",
    "Extra data": "sobra texto después del final",
    "Unterminated string starting at": "un texto entre comillas no se cierra",
    "Invalid \\escape": "hay una barra invertida (\\) que no corresponde",
    "Invalid control character at": "hay un carácter de control dentro de un texto",
    "Invalid \\uXXXX escape": "hay un código \\uXXXX mal escrito",
}

_JSON_SHAPE = '{{"format": "canasta/1", ...}}'

#: code -> (English template, Spanish template).
INPUT_MESSAGES: Final[dict[str, tuple[str, str]]] = {
    # --- cards and ranks ------------------------------------------------------------------
    "card.not-a-card": (
        "{text} is not a card. Write a rank and a suit like 7H, TS, 10D, or JK for a joker.",
        "{text} no es una carta. Escribí un número y un palo, como 7H, TS, 10D, o JK para el "
        "comodín.",
    ),
    "card.bad-suit": (
        "{text} is not a card. The suit {suit} is unknown: use C, D, H or S (or ♣ ♦ ♥ ♠). "
        "Examples: 7H, TS, 10D, JK.",
        "{text} no es una carta. El palo {suit} no existe: usá C, D, H o S (o ♣ ♦ ♥ ♠). "
        "Ejemplos: 7H, TS, 10D, JK.",
    ),
    "card.bad-rank": (
        "{text} is not a card. The rank {rank} is unknown: use A K Q J T 9 8 7 6 5 4 3 2 "
        "(10 for T). Examples: 7H, TS, 10D, JK.",
        "{text} no es una carta. El número {rank} no existe: usá A K Q J T 9 8 7 6 5 4 3 2 (10 "
        "para la T). Ejemplos: 7H, TS, 10D, JK.",
    ),
    "card.unknown": (
        "{text} is not a card. Examples: 7H, TS, 10D, JK.",
        "{text} no es una carta. Ejemplos: 7H, TS, 10D, JK.",
    ),
    "rank.not-a-meld-rank": (
        "{text} is not a meld rank. Use A K Q J T 9 8 7 6 5 4 (or 3 for black threes).",
        "{text} no puede ser el número de un juego. Usá A K Q J T 9 8 7 6 5 4 (o 3 para treses "
        "negros).",
    ),
    # --- action text (these end with the examples of action.examples) -----------------------
    "action.examples": (
        "Examples: draw · take 7H 7S · meld 5C 5D 5H; AS AH JK · meld K: 2D · discard 9C · ask · "
        "yes · no · pass.",
        "Ejemplos: draw · take 7H 7S · meld 5C 5D 5H; AS AH JK · meld K: 2D · discard 9C · ask · "
        "yes · no · pass.",
    ),
    "action.group-colons": ("Group {group} has more than one ':'.",
                            "El juego {group} tiene más de un ':'."),
    "action.group-empty": ("Group {group} names no cards.",
                           "El juego {group} no nombra ninguna carta."),
    "action.not-text": ("An action must be text.", "Una jugada tiene que ser texto."),
    "action.too-long": ("The action is {length} characters long; the limit is {limit}.",
                        "La jugada tiene {length} caracteres; el límite es {limit}."),
    "action.empty": ("The action is empty.", "La jugada está vacía."),
    "action.unknown-verb": ("{verb} is not an action.", "{verb} no es una jugada."),
    "action.unknown-verb-near": ("{verb} is not an action: did you mean {near}?",
                                 "{verb} no es una jugada: ¿quisiste decir {near}?"),
    "action.bare-extra": ("'{kind}' takes nothing after it, but got {rest}.",
                          "'{kind}' no lleva nada después, pero vino {rest}."),
    "action.two-moves": (
        "{verb} starts another move: write one move at a time (meld 5C 5D 5H, then discard 9C).",
        "{verb} empieza otra jugada: escribí una jugada por vez (meld 5C 5D 5H, y después "
        "discard 9C).",
    ),
    "action.discard-one": ("'discard' needs exactly one card, e.g. discard 9C.",
                           "'discard' necesita exactamente una carta, por ejemplo discard 9C."),
    "action.take-first-group": (
        "'take' needs the hand cards for the top card before the first ';' (or write a bare "
        "'take' and meld afterwards).",
        "'take' necesita las cartas de la mano para la carta de arriba antes del primer ';' (o "
        "escribí solo 'take' y bajá después).",
    ),
    "action.meld-empty": ("'meld' needs cards, e.g. meld 5C 5D 5H.",
                          "'meld' necesita cartas, por ejemplo meld 5C 5D 5H."),
    "action.take-prefix": (
        "The first group of a take goes with the pile's top card: no 'R:' prefix.",
        "En un 'take', el primer juego va con la carta de arriba del pozo: sin prefijo 'R:'.",
    ),
    # --- a move typed in Spanish (canasta_core.typed): Spanish verbs and Spanish cards -------
    "typed.examples": (
        "Examples in Spanish: robar · levantar 7c 7p · bajar 5t 5d 5c; Ap Ac comodín · "
        "bajar K: 2d · descartar 9t · preguntar · sí · no · pasar.",
        "Ejemplos: robar · levantar 7c 7p · bajar 5t 5d 5c; Ap Ac comodín · bajar K: 2d · "
        "descartar 9t · preguntar · sí · no · pasar.",
    ),
    "typed.card.not-a-card": (
        "{text} is not a card. In Spanish write a number and a suit: 7c (7 of hearts), "
        "10p (10 of spades), Kt, or comodín for a joker.",
        "{text} no es una carta. Escribí un número y un palo: 7c (7 de corazones), 10p (10 de "
        "picas), Kt (rey de tréboles), o comodín.",
    ),
    "typed.card.bad-suit": (
        "{text} is not a card: there is no suit {suit}. In Spanish the suits are p (picas ♠), "
        "c (corazones ♥), d (diamantes ♦) and t (tréboles ♣); the symbols work too.",
        "{text} no es una carta: el palo {suit} no existe. Los palos son p (picas ♠), "
        "c (corazones ♥), d (diamantes ♦) y t (tréboles ♣); también sirven los símbolos. "
        "Ejemplos: 7c, 10p, Kt, comodín.",
    ),
    "typed.card.english-suit": (
        "{text} is not a card here: {suit} is an English suit letter, but the move starts with "
        "a Spanish word. In Spanish the suits are p (picas ♠), c (corazones ♥), d (diamantes ♦) "
        "and t (tréboles ♣); or write the whole move in English (take 7H 7S).",
        "{text} no es una carta acá: {suit} es la letra de un palo en inglés y la jugada "
        "empieza con una palabra en castellano. Los palos son p (picas ♠), c (corazones ♥), "
        "d (diamantes ♦) y t (tréboles ♣), o los símbolos. Ejemplos: 7c, 10p, Kt, comodín.",
    ),
    "typed.card.english-suit-field": (
        "{text} is not a card on this Spanish page: {suit} is an English suit letter. The suits "
        "are p (picas ♠), c (corazones ♥), d (diamantes ♦) and t (tréboles ♣), or the symbols: "
        "7c, 10p, Kt, comodín.",
        "{text} no es una carta: {suit} es la letra de un palo en inglés. Los palos son p (picas "
        "♠), c (corazones ♥), d (diamantes ♦) y t (tréboles ♣), o los símbolos. Ejemplos: 7c, "
        "10p, Kt, comodín.",
    ),
    "typed.card.ten": (
        "{text} is not a card: in Spanish the ten is written 10 (10p, 10c); a t is the suit of "
        "tréboles (clubs).",
        "{text} no es una carta: el diez se escribe 10 (10p, 10c); la t es el palo de tréboles.",
    ),
    "typed.card.bad-rank": (
        "{text} is not a card: there is no number {rank}. Use A, 2 to 10, J, Q or K, then the "
        "suit: 7c, 10p, Kt, comodín.",
        "{text} no es una carta: el número {rank} no existe. Usá A, del 2 al 10, J, Q o K, y "
        "después el palo: 7c, 10p, Kt, comodín.",
    ),
    "typed.card.english-verb": (
        "{text} is not a card of the English notation, which {verb} starts: there the suits are "
        "C, D, H, S (clubs, diamonds, hearts, spades) and the ten is T. To write the cards in "
        "Spanish (7c, 10p, comodín), start with {es_verb}.",
        "{text} no es una carta de la notación en inglés, que empezaste con {verb}: ahí los "
        "palos son C, D, H, S (tréboles, diamantes, corazones, picas) y el diez es T. Para "
        "escribir las cartas en castellano (7c, 10p, comodín), empezá con {es_verb}.",
    ),
    "typed.rank.not-a-meld-rank": (
        "{text} cannot be the number of a meld. Use A, K, Q, J, 10, 9, 8, 7, 6, 5 or 4 (or 3 for "
        "black threes), e.g. bajar K: 2d.",
        "{text} no puede ser el número de un juego. Usá A, K, Q, J, 10, 9, 8, 7, 6, 5 o 4 (o 3 "
        "para treses negros), por ejemplo: bajar K: 2d.",
    ),
    "typed.action.unknown-verb-near": (
        "{verb} is not a move: did you mean {near}? Start with draw, take, meld, discard, ask, "
        "yes, no or pass, or their Spanish words.",
        "{verb} no es una jugada: ¿quisiste decir {near}? Empezá con una de estas palabras: "
        "robar, levantar, bajar, descartar, preguntar, sí, no o pasar.",
    ),
    "typed.action.unknown-verb": (
        "{verb} is not a move. Start with draw, take, meld, discard, ask, yes, no or pass, or "
        "their Spanish words.",
        "{verb} no es una jugada. Empezá con una de estas palabras: robar, levantar, bajar, "
        "descartar, preguntar, sí, no o pasar.",
    ),
    "typed.action.bare-extra": ("{verb} takes nothing after it, but got {rest}.",
                                "{verb} no lleva nada después, pero vino {rest}."),
    "typed.action.two-moves": (
        "{verb} starts another move: write one move at a time (bajar 5t 5d 5c, then "
        "descartar 9t).",
        "{verb} empieza otra jugada: escribí una jugada por vez (bajar 5t 5d 5c, y después "
        "descartar 9t).",
    ),
    "typed.action.discard-one": ("{verb} needs exactly one card, e.g. descartar 9t.",
                                 "{verb} necesita exactamente una carta, por ejemplo: "
                                 "descartar 9t."),
    "typed.action.meld-empty": ("{verb} needs cards, e.g. bajar 5t 5d 5c.",
                                "{verb} necesita cartas, por ejemplo: bajar 5t 5d 5c."),
    "typed.action.take-first-group": (
        "{verb} needs, before the first ';', the hand cards that go with the pile's top card "
        "(or write {verb} alone and meld afterwards).",
        "{verb} necesita, antes del primer ';', las cartas de la mano que van con la carta de "
        "arriba del pozo (o escribí solo {verb} y bajá después).",
    ),
    "typed.action.take-prefix": (
        "When taking the pile, the first meld goes with its top card: no number and ':' in "
        "front of it.",
        "Al levantar el pozo, el primer juego va con la carta de arriba: no lleva número ni "
        "':' delante.",
    ),
    "typed.action.group-colons": ("Meld {group} has more than one ':'.",
                                  "El juego {group} tiene más de un ':'."),
    "typed.action.group-empty": ("Meld {group} names no cards.",
                                 "El juego {group} no nombra ninguna carta."),
    # --- reading a position ---------------------------------------------------------------
    "position.too-long": (
        "The position is {length:,} characters long; the limit is {limit:,}. A real position is "
        "far smaller — check what was pasted.",
        "La posición tiene {length:,} caracteres; el límite es {limit:,}. Una posición real es "
        "mucho más chica: revisá lo que pegaste.",
    ),
    "position.bad-json-at": (
        "The position is not valid JSON (line {line}, column {column}): {why}. It should look "
        "like " + _JSON_SHAPE + ".",
        "La posición no es JSON válido (línea {line}, columna {column}): {why}. Debería verse "
        "así: " + _JSON_SHAPE + ".",
    ),
    "position.bad-json": (
        "The position is not valid JSON: {why}. It should look like " + _JSON_SHAPE + ".",
        "La posición no es JSON válido: {why}. Debería verse así: " + _JSON_SHAPE + ".",
    ),
    "position.too-deep": (
        "The position is not valid JSON: it is nested too deeply. It should look like "
        + _JSON_SHAPE + ".",
        "La posición no es JSON válido: está anidada demasiado hondo. Debería verse así: "
        + _JSON_SHAPE + ".",
    ),
    "json.not-object": ("expected a JSON object, got {got}.",
                        "se esperaba un objeto JSON y vino {got}."),
    "json.duplicate-key": ("the key {key} is written twice; give it once.",
                           "la clave {key} está escrita dos veces; ponela una sola vez."),
    "format.missing": (
        '"format" is missing; a position starts with "format": "canasta/1".',
        'falta "format"; una posición empieza con "format": "canasta/1".',
    ),
    "format.unknown": ('{value} is not a known format; use "canasta/1".',
                       '{value} no es un formato conocido; usá "canasta/1".'),
    "field.missing": ('the required field "{name}" is missing.',
                      'falta el campo obligatorio "{name}".'),
    "seat.unknown": ("{value} is not a seat; use N, E, S or W.",
                     "{value} no es un asiento; usá 'N', 'E', 'S' o 'W'."),
    "side.unknown": ("{value} is not a side; use NS or EW.",
                     "{value} no es una pareja; usá NS o EW."),
    # --- profiles (profiles.md; notation.md "Profiles") -------------------------------------
    "profile.unknown": (
        "{value} is not a profile; use 'classic', 'two-hand', 'three-hand' or 'six-hand' (or "
        "leave the field out for the classic game).",
        "{value} no es un perfil; usá 'classic', 'two-hand', 'three-hand' o 'six-hand' (o no "
        "escribas el campo, para el juego clásico).",
    ),
    "seat.not-in-profile": (
        "a {profile} game has the seats {seats}; {value} is not one of them.",
        "una partida '{profile}' tiene los asientos {seats}; {value} no es uno de ellos.",
    ),
    "side.not-in-profile": (
        "in a {profile} game scores, melds and red threes belong to {sides}; {value} is not "
        "one of them.",
        "en una partida '{profile}' los puntos, los juegos y los treses rojos van por {sides}; "
        "{value} no es ninguno de ellos.",
    ),
    "phase.unknown": ('{value} is not a phase; use "draw", "play" or "over".',
                      '{value} no es una fase; usá "draw", "play" u "over".'),
    "asked.unknown": (
        '{value} is not an answer state; use null, "pending", "yes" or "no".',
        '{value} no es un estado de respuesta; usá null, "pending", "yes" o "no".',
    ),
    "bool.expected": ("expected true or false, got {got}.",
                      "se esperaba true o false y vino {got}."),
    "score.not-whole": ("expected a whole number, got {got}.",
                        "se esperaba un número entero y vino {got}."),
    "score.implausible": ("{value} is not a plausible score.",
                          "{value} no es un puntaje posible."),
    "cards.not-a-list": ("expected a list of cards, got {got}.",
                         "se esperaba una lista de cartas y vino {got}."),
    "cards.too-long": ("{count} cards is more than the {limit} in the game.",
                       "{count} cartas son más que las {limit} del juego."),
    "card.not-text": ('expected a card code like "7H", got {got}.',
                      'se esperaba un código de carta como "7H" y vino {got}.'),
    "cards.list-or-count": ("expected a list of cards or a number of cards.",
                            "se esperaba una lista de cartas o una cantidad de cartas."),
    "cards.list-or-count-got": (
        "expected a list of cards or a number of cards, got {got}.",
        "se esperaba una lista de cartas o una cantidad de cartas y vino {got}.",
    ),
    "cards.bad-count": ("{count} is not a possible number of cards (0 to {limit}).",
                        "{count} no es una cantidad posible de cartas (0 a {limit})."),
    "hands.red-three": (
        "{card} is a red three; red threes are never held in a hand — put it in red_threes.",
        "{card} es un tres rojo; los treses rojos nunca quedan en la mano: ponelo en "
        "'red_threes'.",
    ),
    "hands.seat-missing": (
        "seat {seat} is missing; give its cards as a list or their number.",
        "falta el asiento {seat}; poné sus cartas como lista o su cantidad.",
    ),
    "melds.key-not-rank": ("a meld key must be a rank.",
                           "la clave de un juego tiene que ser un número."),
    "melds.duplicate-rank": (
        "the side has two melds of rank {rank}; a side has at most one meld per rank — put all "
        "those cards in one list.",
        "la pareja tiene dos juegos del número {rank}; una pareja tiene como máximo un juego por "
        "número: poné todas esas cartas en una sola lista.",
    ),
    "melds.red-three": ("{card} is a red three; red threes are never melded.",
                        "{card} es un tres rojo; un tres rojo nunca va a un juego."),
    "melds.black-threes-only": (
        "{card} cannot be in a meld of black threes (only 3C and 3S, no wild cards).",
        "{card} no puede estar en un juego de treses negros (solo 3C y 3S, sin comodines).",
    ),
    "melds.wrong-rank": (
        "{card} does not belong in the meld of rank {rank}; each natural card must match the "
        "meld's rank.",
        "{card} no va en el juego del número {rank}; cada carta natural tiene que ser del número "
        "del juego.",
    ),
    "red-threes.not-red-three": ("{card} is not a red three (3H or 3D).",
                                 "{card} no es un tres rojo (3H o 3D)."),
    "melded.not-a-list": ("expected a list of seats, got {got}.",
                          "se esperaba una lista de asientos y vino {got}."),
    "went-out.seat-missing": ('"seat" is missing.', 'falta "seat".'),
    "ended.unknown": (
        '{value} is not a way a deal ends; use "out", "stock" or "last-red-three".',
        '{value} no es una forma de terminar la mano; usá "out", "stock" o "last-red-three".',
    ),
    "ended.not-over": (
        '"ended" says how a deal that is over ended, but "phase" is not "over": set "phase": '
        '"over", or leave "ended" out.',
        '"ended" dice cómo terminó una mano terminada, pero "phase" no es "over": poné "phase": '
        '"over", o sacá "ended".',
    ),
    "ended.out-needs-went-out": (
        '"ended": "out" says a player went out: name that player\'s seat in "went_out".',
        '"ended": "out" dice que un jugador cortó: poné su asiento en "went_out".',
    ),
    "ended.went-out-set": (
        '"ended": "{value}" says nobody went out, but "went_out" names a player: set "ended" to '
        '"out", or "went_out" to null.',
        '"ended": "{value}" dice que nadie cortó, pero "went_out" nombra a un jugador: poné '
        '"ended" en "out", o "went_out" en null.',
    ),
    "ended.stock-not-empty": (
        '"ended": "{value}" says the stock ran out, but "stock" is not empty: make it [] or 0.',
        '"ended": "{value}" dice que se agotó el mazo, pero "stock" no está vacío: poné [] o 0.',
    ),
    "new-melds.not-a-list": ("expected a list of ranks, got {got}.",
                             "se esperaba una lista de números y vino {got}."),
    "cards.too-many-jokers": (
        "{card} appears more than {limit} times (seen in {first} and elsewhere); the game has "
        "only four jokers.",
        "{card} aparece más de {limit} veces (en '{first}' y en otro lado); la baraja tiene solo "
        "cuatro comodines (JK).",
    ),
    "cards.too-many-copies": (
        "{card} appears more than {limit} times (seen in {first} and elsewhere); the game has "
        "only two copies of {card}.",
        "{card} aparece más de {limit} veces (en '{first}' y en otro lado); la baraja tiene solo "
        "dos ejemplares de {card}.",
    ),
    # --- positions that could not arise at a table (notation.md, "A position is invalid") ---
    "position.too-many-cards": (
        "the zones hold {total} cards in all (hands {hands}, stock {stock}, pile {pile}, melds "
        "{melds}, red threes {reds}); the game has only 108 — lower a hand or stock count, or "
        "remove cards.",
        "las zonas suman {total} cartas (manos {hands}, mazo {stock}, pozo {pile}, juegos "
        "{melds}, treses rojos {reds}); la baraja tiene solo 108: bajá la cantidad de una mano o "
        "del mazo, o sacá cartas.",
    ),
    "melds.too-small": (
        "a meld needs at least three cards; this one has {size}.",
        "un juego necesita al menos tres cartas; este tiene {size}.",
    ),
    "melds.few-naturals": (
        "a meld needs at least two natural cards; this one has {naturals}.",
        "un juego necesita al menos dos cartas naturales; este tiene {naturals}.",
    ),
    "melds.too-many-wilds": (
        "a meld holds at most three wild cards; this one has {wilds}.",
        "un juego lleva como máximo tres comodines; este tiene {wilds}.",
    ),
    "melds.threes-before-the-end": (
        "black threes are melded only by the player who goes out, so a meld of them means the "
        'deal is over: set "phase": "over" (and "went_out"); or, in the turn that melds them, '
        'list "3" in this_turn.new_melds with at most the final discard in the hand; or take '
        "the meld away.",
        "los treses negros los baja solo quien corta, así que un juego de treses negros quiere "
        'decir que la mano terminó: poné "phase": "over" (y "went_out"); o, en el turno en que '
        'se bajan, poné "3" en this_turn.new_melds con a lo sumo el descarte final en la mano; o '
        "sacá ese juego.",
    ),
    "melded.side-has-no-meld": (
        "{seat} is listed as having melded, but {side:side} has no meld on the table; remove "
        '{seat} from "melded" or give the side its melds.',
        "{seat} figura en 'melded', pero {side:side} no tiene ningún juego en la mesa: sacá "
        "{seat} de 'melded' o poné los juegos de la pareja.",
    ),
    # --- ruling on an action needs cards the position only counts -------------------------
    "hand.count-only": (
        "the hand is given only as a count ({count}); list its cards to rule on this action.",
        "la mano figura solo como cantidad ({count}); escribí sus cartas para que el árbitro "
        "decida esta jugada.",
    ),
    "stock.count-only": (
        "the stock is given only as a count, so the card drawn is unknown; list the stock's "
        "cards (top first) to play a draw.",
        "el mazo figura solo como cantidad, así que no se sabe qué carta se roba; escribí las "
        "cartas del mazo (la de arriba primero) para jugar un robo.",
    ),
    # --- the sandbox editor's own fields (canasta_app.sandbox.model) ----------------------------
    "editor.too-long": (
        "{length:,} characters is far more than any zone needs (at most {limit:,}).",
        "{length:,} caracteres es mucho más de lo que necesita cualquier campo (como máximo "
        "{limit:,}).",
    ),
    "editor.meld-no-natural": (
        "meld {meld} ({text}) has no natural card to tell its rank; write the rank first, e.g. "
        "'K: 2C JK'.",
        "el juego {meld} ({text}) no tiene ninguna carta natural que diga su número; escribí el "
        "número primero, por ejemplo «K: 2t comodín».",
    ),
    "editor.meld-empty": ("meld {meld} names no cards.", "el juego {meld} no nombra ninguna carta."),
    "editor.two-melds": (
        "two melds of rank {rank}; a side has at most one meld per rank — put all those cards in "
        "one meld.",
        "dos juegos del número {rank}; una pareja tiene como máximo un juego por número: poné "
        "todas esas cartas en un solo juego.",
    ),
    "editor.not-whole": ("expected a whole number.", "se esperaba un número entero."),
    "editor.not-a-whole-number": ("{value} is not a whole number.",
                                  "{value} no es un número entero."),
}


#: Words of a field's label ("action (group 2)" -> "jugada (juego 2)").
FIELD_WORDS: Final[dict[str, tuple[str, str]]] = {
    "action": ("action", "jugada"), "group": ("group", "juego"),
}
_JSON_KEYS: Final = {why: f"input.json.{i}" for i, why in enumerate(JSON_PROBLEMS_ES)}


def texts() -> dict[str, tuple[str, str]]:
    """Every input-error sentence and word of this module, for the catalogue ("input.…")."""
    out = {f"input.{code}": pair for code, pair in INPUT_MESSAGES.items()}
    for kind in TYPE_NAMES["en"]:
        out[f"input.got.{kind}"] = (TYPE_NAMES["en"][kind], TYPE_NAMES["es"][kind])
    for why, key in _JSON_KEYS.items():
        out[key] = (why, JSON_PROBLEMS_ES[why])
    for word, pair in FIELD_WORDS.items():
        out[f"input.field.{word}"] = pair
    return out


CATALOGUE.add("input", "input.", texts)


def _word(key: str, lang: str) -> str:
    return CATALOGUE.get(key, lang) or CATALOGUE.render(key, "en")


def field_label(field: str, lang: str = "en") -> str:
    """The field as written in front of a message: a JSON path as it is ('hands.N[3]'), the
    action box by its name in the language ('action (group 2)' -> 'jugada (juego 2)')."""
    if field.startswith("action"):
        return (field.replace("action", _word("input.field.action", lang), 1)
                .replace("(group ", "(" + _word("input.field.group", lang) + " "))
    return field


def render_input(code: str, params: Mapping[str, object], lang: str = "en") -> str:
    """The sentence for an input-error code in 'en' or 'es' (without the field in front)."""
    lang = lang_of(lang)
    values = dict(params)
    got = values.get("got")
    if isinstance(got, str):
        values["got"] = CATALOGUE.get(f"input.got.{got}", lang) or got
    why = values.get("why")
    if isinstance(why, str) and why in _JSON_KEYS:
        values["why"] = _word(_JSON_KEYS[why], lang)
    template = CATALOGUE.get("input." + code, lang)
    if template is None:
        raise KeyError(code)
    text = format_message(template, values, lang)
    if code.startswith("action.") and code != "action.examples":
        text += " " + _word("input.action.examples", lang)
    elif code.startswith("typed.action."):
        text += " " + _word("input.typed.examples", lang)
    return text


__all__ = [
    "FIELD_WORDS", "INPUT_MESSAGES", "JSON_PROBLEMS_ES", "TYPE_NAMES", "field_label",
    "render_input", "texts",
]
