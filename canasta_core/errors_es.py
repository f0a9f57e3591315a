"""Spanish renderings of input-error messages (NotationError), matched by pattern.

The engine raises its input errors in English at many call sites; rather than thread a second
language through each one, this table recognises each English sentence and rewrites it. A test
feeds every kind of bad input and checks that each message is translated. Field names such as
`hands.N[3]` are JSON paths and stay as they are.
"""

from __future__ import annotations

import re
from typing import Final

_TYPE_NAMES: Final = {
    "null": "null", "true/false": "true/false", "a number": "un número", "text": "texto",
    "a list": "una lista", "an object": "un objeto",
}
_EXAMPLES_EN: Final = (
    " Examples: draw · take 7H 7S · meld 5C 5D 5H; AS AH JK · meld K: 2D · discard 9C · ask · "
    "yes · no · pass."
)
_EXAMPLES_ES: Final = (
    " Ejemplos: draw · take 7H 7S · meld 5C 5D 5H; AS AH JK · meld K: 2D · discard 9C · ask · "
    "yes · no · pass."
)


# The JSON reader's own reasons (json.JSONDecodeError.msg), which the engine passes on.
_JSON_WHY: Final = {
    "Expecting value": "falta un valor",
    "Expecting property name enclosed in double quotes":
        "se esperaba el nombre de un campo entre comillas dobles",
    "Expecting ',' delimiter": "falta una coma",
    "Expecting ':' delimiter": "faltan los dos puntos después del nombre",
    "Extra data": "sobra texto después del final",
    "Unterminated string starting at": "unas comillas abiertas no se cierran",
    "Invalid control character at": "hay un carácter de control dentro de un texto",
    "Invalid \\escape": "hay una barra invertida que no corresponde",
    "it is nested too deeply": "tiene demasiados niveles anidados",
}


def _t(name: str) -> str:
    return _TYPE_NAMES.get(name, name)


# (English pattern for the whole sentence after any "field: " prefix, Spanish template)
_PATTERNS: Final[list[tuple[re.Pattern[str], str]]] = [
    (re.compile(p, re.S), es)
    for p, es in [
        (r"(?P<a>.+) is not a card\. Write a rank and a suit like 7H, TS, 10D, or JK for a joker\.",
         "{a} no es una carta. Escribí un número y un palo, como 7H, TS, 10D, o JK para el comodín."),
        (r"(?P<a>.+) is not a card\. The suit (?P<b>.+) is unknown: use C, D, H or S \(or ♣ ♦ ♥ ♠\)\. "
         r"Examples: 7H, TS, 10D, JK\.",
         "{a} no es una carta. El palo {b} no existe: usá C, D, H o S (o ♣ ♦ ♥ ♠). "
         "Ejemplos: 7H, TS, 10D, JK."),
        (r"(?P<a>.+) is not a card\. The rank (?P<b>.+) is unknown: use A K Q J T 9 8 7 6 5 4 3 2 "
         r"\(10 for T\)\. Examples: 7H, TS, 10D, JK\.",
         "{a} no es una carta. El número {b} no existe: usá A K Q J T 9 8 7 6 5 4 3 2 (10 para la "
         "T). Ejemplos: 7H, TS, 10D, JK."),
        (r"(?P<a>.+) is not a card\. Examples: 7H, TS, 10D, JK\.",
         "{a} no es una carta. Ejemplos: 7H, TS, 10D, JK."),
        (r"(?P<a>.+) is not a meld rank\. Use A K Q J T 9 8 7 6 5 4 \(or 3 for black threes\)\.",
         "{a} no puede ser el número de un juego. Usá A K Q J T 9 8 7 6 5 4 (o 3 para treses negros)."),
        (r"Group (?P<a>\d+) has more than one ':'\.", "El juego {a} tiene más de un ':'."),
        (r"Group (?P<a>\d+) names no cards\.", "El juego {a} no nombra ninguna carta."),
        (r"An action must be text\.", "Una jugada tiene que ser texto."),
        (r"The action is (?P<a>[\d,]+) characters long; the limit is (?P<b>[\d,]+)\.",
         "La jugada tiene {a} caracteres; el límite es {b}."),
        (r"The action is empty\.", "La jugada está vacía."),
        (r"(?P<a>.+) is not an action\.", "{a} no es una jugada."),
        (r"'(?P<a>\w+)' takes nothing after it, but got (?P<b>.+)\.",
         "'{a}' no lleva nada después, pero vino {b}."),
        (r"'discard' needs exactly one card, e\.g\. discard 9C\.",
         "'discard' necesita exactamente una carta, por ejemplo discard 9C."),
        (r"'take' needs the hand cards for the top card before the first ';' \(or write a bare "
         r"'take' and meld afterwards\)\.",
         "'take' necesita las cartas de la mano para la carta de arriba antes del primer ';' (o "
         "escribí solo 'take' y bajá después)."),
        (r"'meld' needs cards, e\.g\. meld 5C 5D 5H\.",
         "'meld' necesita cartas, por ejemplo meld 5C 5D 5H."),
        (r"The first group of a take goes with the pile's top card: no 'R:' prefix\.",
         "En un 'take', el primer juego va con la carta de arriba del pozo: sin prefijo 'R:'."),
        (r"the hand is given only as a count \((?P<a>\d+)\); list its cards to rule on this "
         r"action\.",
         "la mano figura solo como cantidad ({a}); escribí sus cartas para que el árbitro decida esta jugada."),
        (r"The position is (?P<a>[\d,]+) characters long; the limit is (?P<b>[\d,]+)\. A real "
         r"position is far smaller — check what was pasted\.",
         "La posición tiene {a} caracteres; el límite es {b}. Una posición real es mucho más "
         "chica: revisá lo que pegaste."),
        (r"The position is not valid JSON(?P<a>.*?): (?P<json>.+)\. It should look like "
         r"\{\"format\": \"canasta/1\", \.\.\.\}\.",
         "La posición no es JSON válido{a}: {json}. Debería verse así: "
         "{{\"format\": \"canasta/1\", ...}}."),
        (r"expected a JSON object, got (?P<a>.+)\.", "se esperaba un objeto JSON y vino {a}."),
        (r"the side has two melds of rank (?P<a>\w+); a side has at most one meld per rank — put "
         r"all those cards in one list\.",
         "la pareja tiene dos juegos del número {a}; una pareja tiene como máximo un juego por "
         "número: poné todas esas cartas en una sola lista."),
        (r"the key (?P<a>.+) is written twice; give it once\.",
         "la clave {a} está escrita dos veces; ponela una sola vez."),
        (r"(?P<a>.+) is not a seat; use N, E, S or W\.",
         "{a} no es un asiento; usá 'N', 'E', 'S' o 'W'."),
        (r"expected a list of cards, got (?P<a>.+)\.",
         "se esperaba una lista de cartas y vino {a}."),
        (r"(?P<a>\d+) cards is more than the 108 in the game\.",
         "{a} cartas son más que las 108 del juego."),
        (r"expected a card code like \"7H\", got (?P<a>.+)\.",
         "se esperaba un código de carta como \"7H\" y vino {a}."),
        (r"expected a list of cards or a number of cards, got (?P<a>.+)\.",
         "se esperaba una lista de cartas o una cantidad de cartas y vino {a}."),
        (r"expected a list of cards or a number of cards\.",
         "se esperaba una lista de cartas o una cantidad de cartas."),
        (r"(?P<a>-?\d+) is not a possible number of cards \(0 to 108\)\.",
         "{a} no es una cantidad posible de cartas (0 a 108)."),
        (r"expected true or false, got (?P<a>.+)\.", "se esperaba true o false y vino {a}."),
        (r"(?P<a>.+) is not a side; use NS or EW\.", "{a} no es una pareja; usá NS o EW."),
        (r"\"format\" is missing; a position starts with \"format\": \"canasta/1\"\.",
         "falta \"format\"; una posición empieza con \"format\": \"canasta/1\"."),
        (r"(?P<a>.+) is not a known format; use \"canasta/1\"\.",
         "{a} no es un formato conocido; usá \"canasta/1\"."),
        (r"the required field \"(?P<a>\w+)\" is missing\.",
         "falta el campo obligatorio \"{a}\"."),
        (r"(?P<a>.+) is not a phase; use \"draw\", \"play\" or \"over\"\.",
         "{a} no es una fase; usá \"draw\", \"play\" u \"over\"."),
        (r"expected a whole number, got (?P<a>.+)\.", "se esperaba un número entero y vino {a}."),
        (r"(?P<a>-?\d+) is not a plausible score\.", "{a} no es un puntaje posible."),
        (r"(?P<a>\w+) is a red three; red threes are never held in a hand — put it in "
         r"red_threes\.",
         "{a} es un tres rojo; los treses rojos nunca quedan en la mano: ponelo en red_threes."),
        (r"seat (?P<a>\w) is missing; give its cards as a list or their number\.",
         "falta el asiento {a}; poné sus cartas como lista o su cantidad."),
        (r"a meld key must be a rank\.", "la clave de un juego tiene que ser un número."),
        (r"(?P<a>\w+) is a red three; red threes are never melded\.",
         "{a} es un tres rojo; los treses rojos nunca se bajan."),
        (r"(?P<a>\w+) cannot be in a meld of black threes \(only 3C and 3S, no wild cards\)\.",
         "{a} no puede estar en un juego de treses negros (solo 3C y 3S, sin comodines)."),
        (r"(?P<a>\w+) does not belong in the meld of rank (?P<b>\w+); each natural card must "
         r"match the meld's rank\.",
         "{a} no va en el juego del número {b}; cada carta natural tiene que ser del número del "
         "juego."),
        (r"(?P<a>\w+) is not a red three \(3H or 3D\)\.", "{a} no es un tres rojo (3H o 3D)."),
        (r"expected a list of seats, got (?P<a>.+)\.",
         "se esperaba una lista de asientos y vino {a}."),
        (r"\"seat\" is missing\.", "falta \"seat\"."),
        (r"(?P<a>.+) is not an answer state; use null, \"pending\", \"yes\" or \"no\"\.",
         "{a} no es un estado de respuesta; usá null, \"pending\", \"yes\" o \"no\"."),
        (r"expected a list of ranks, got (?P<a>.+)\.",
         "se esperaba una lista de números y vino {a}."),
        (r"(?P<a>\w+) appears more than (?P<b>\d) times \(seen in (?P<c>.+) and elsewhere\); the "
         r"game has only four jokers\.",
         "{a} aparece más de {b} veces (en '{c}' y en otro lado); la baraja tiene solo cuatro "
         "comodines (JK)."),
        (r"(?P<a>\w+) appears more than (?P<b>\d) times \(seen in (?P<c>.+) and elsewhere\); the "
         r"game has only two copies of \w+\.",
         "{a} aparece más de {b} veces (en '{c}' y en otro lado); la baraja tiene solo dos "
         "ejemplares de {a}."),
        # the sandbox editor's own fields (canasta_app.sandbox)
        (r"(?P<a>[\d,]+) characters is far more than any zone needs \(at most (?P<b>[\d,]+)\)\.",
         "{a} caracteres es mucho más de lo que necesita cualquier campo (como máximo {b})."),
        (r"meld (?P<a>\d+) \((?P<b>.+)\) has no natural card to tell its rank; write the rank "
         r"first, e\.g\. 'K: 2C JK'\.",
         "el juego {a} ({b}) no tiene ninguna carta natural que diga su número; escribí el número "
         "primero, por ejemplo 'K: 2C JK'."),
        (r"meld (?P<a>\d+) names no cards\.", "el juego {a} no nombra ninguna carta."),
        (r"two melds of rank (?P<a>\w+); a side has at most one meld per rank — put all those "
         r"cards in one meld\.",
         "dos juegos del número {a}; una pareja tiene como máximo un juego por número: poné todas "
         "esas cartas en un solo juego."),
        (r"expected a whole number\.", "se esperaba un número entero."),
        (r"(?P<a>.+) is not a whole number\.", "{a} no es un número entero."),
        (r"the stock is given only as a count, so the card drawn is unknown; list the stock's "
         r"cards \(top first\) to play a draw\.",
         "el mazo figura solo como cantidad, así que no se sabe qué carta se roba; escribí las "
         "cartas del mazo (la de arriba primero) para jugar un robo."),
    ]
]


def translate(message: str, field: str = "") -> str | None:
    """The Spanish sentence for an English input-error message, or None if none matches."""
    prefix = ""
    body = message
    if field and message.startswith(field + ": "):
        prefix, body = field + ": ", message[len(field) + 2:]
    examples = ""
    if body.endswith(_EXAMPLES_EN):
        body, examples = body[: -len(_EXAMPLES_EN)], _EXAMPLES_ES
    for pattern, es in _PATTERNS:
        m = pattern.fullmatch(body)
        if m:
            parts = {k: _t(v) for k, v in m.groupdict().items()}
            if "json" in parts:
                parts["json"] = _JSON_WHY.get(parts["json"], "el texto no se puede leer")
            # English thousands commas in a count read as decimals in Spanish: 12,000 -> 12.000
            parts = {k: v.replace(",", ".") if re.fullmatch(r"\d{1,3}(,\d{3})+", v) else v
                     for k, v in parts.items()}
            if "a" in parts and parts["a"].startswith(" (line "):
                parts["a"] = parts["a"].replace("(line", "(línea").replace("column", "columna")
            return prefix + es.format(**parts) + examples
    return None
