"""Strings of the Rules reference page and its diagrams (rule texts come from the catalogue)."""

EN = {
    "reference.intro": (
        "Every rule of classic partnership Canasta as this site plays it — the rules the "
        "referee's rulings cite — with a referee's note where the sources leave room for "
        "doubt, an example you can open in the sandbox, and how other tables play it "
        "differently — the tables of two, three and six players have their own sections, each "
        "rule beside the classic one it changes. Each rule's details give a link to it."
    ),
    "reference.search": "Search the rules",
    "reference.search_placeholder": "how many cards are dealt? frozen pile, red three, tie…",
    "reference.search_help": "Ask in English or Spanish, in words or as a question: the best "
                             "matches come first, with the matching words highlighted. Accents, "
                             "capitals and small typos don't matter.",
    "reference.search_count": "{count} of {total} rules match “{query}”, best match first.",
    "reference.search_none": "No rule matches “{query}”. Try other words (for example “frozen”, "
                             "“red three”, “go out”), or clear the search to see every rule.",
    "reference.clear": "Clear the search",
    "reference.deep_link": "Showing the rule you linked to first: {title}.",
    "reference.unknown_rule": (
        "There is no rule called “{rule}”. Here is the whole reference: search it, or pick "
        "a rule below. Rule names look like `pile.frozen` or `open.minimum`."
    ),
    "reference.show_all": "Show every rule",
    "reference.tab_rules": "Rules ({count})",
    "reference.tab_diagrams": "Diagrams",
    "reference.tab_tables": "Tables",
    "reference.tab_strategy": "Strategy ({count})",
    "reference.strategy_intro": "Principles of strategy: rules of thumb, not rules of the game. "
                                "The coach's grades name the one a move broke; each opens its "
                                "example in the sandbox with the weak move ready to check.",
    "reference.strategy_none": "No principle matches “{query}”.",
    "reference.strategy_count": "{count} of {total} principles match “{query}”.",
    "reference.strategy_example": "Example: {example}",
    "reference.strategy_example_classic": "Example at the four-player table: {example}",
    "reference.strategy_table_pick": "Worded for the table",
    "reference.strategy_table_help": "With four or six players the explanations speak of "
                                     "your side and the other side; where nobody has a "
                                     "partner, of you and your opponents.",
    "reference.strategy_partners_only": "Nobody has a partner at this table, so nobody asks "
                                        "to go out: this principle is for tables with "
                                        "partners.",
    "reference.unknown_profile": "There is no table called “{profile}”: the principles are "
                                 "worded for four players.",
    "reference.strategy_open": "Open the example in the sandbox",
    "reference.strategy_link": "Link to this principle",
    "reference.strategy_deep_link": "The principle you linked to: {title}.",
    "reference.unknown_principle": "There is no principle called “{principle}”: here are all of them.",
    "reference.contents": "Contents",
    "reference.other_tables": "Other tables play this another way",
    "reference.changes_classic": "This changes the classic rule: {rules}.",
    "reference.profile_section_note": (
        "A table of two, three or six players plays the classic game with these differences, "
        "agreed before the first deal. Every rule not named here applies unchanged. The sandbox "
        "rules on any of these tables: choose it under “Set up the position”."
    ),
    "reference.engine_section_note": (
        "These are not rules of the game but the referee's own reasons for refusing a move: "
        "they appear in rulings."
    ),
    "reference.details": "Referee's note, example, variants, lessons",
    "reference.details_hide": "Hide the note, example, variants and lessons",
    "reference.link": "Link to this rule",
    "reference.note": "Referee's note",
    "reference.variants": "How other tables play it",
    "reference.variant_tag": "Not this game",
    "reference.example": "Example",
    "reference.example_line": "{seat} to play; the referee rules on: {action}.",
    "reference.example_open": "Open this position in the sandbox",
    "reference.example_show": "Show the table",
    "reference.example_input": "The referee cannot read this move: {error}",
    "reference.lessons": "Lessons that teach it",
    "reference.lessons_none": "No lesson teaches this rule yet.",
    "reference.values_title": "Card values",
    "reference.values_caption": "From the engine's own table of values. Jokers and twos are wild cards; every other card is natural.",
    "reference.opening_title": "Opening minimums",
    "reference.opening_caption": "A side's first meld of a deal must reach this many points in card values, set by its score before the deal.",
    "reference.bonus_title": "Bonuses",
    "reference.bonus_caption": "Added to (or, for red threes of a side that melded nothing, taken from) the side's card points.",
    "reference.diagram_turn": "A turn",
    "reference.diagram_table.summary": "The diagram as a table",
    "reference.diagram_table.from": "From",
    "reference.diagram_table.step": "What happens",
    "reference.diagram_table.to": "Then",
    "reference.diagram_turn_caption": "Solid arrows are the usual turn; dashed ones are the exceptions (empty stock, last card a red three).",
    "reference.diagram_pile": "The discard pile",
    "reference.diagram_pile_caption": "What can happen to the pile, and what it takes to pick it up in each state.",
    "reference.diagram_scoring": "Scoring a deal",
    "reference.diagram_scoring_caption": "Each side adds these parts at the end of the deal.",
    # diagram labels ("\n" breaks a line)
    # arrow labels of the turn diagram: the action's keyword (its word in Spanish)
    "reference.diagram.kind.draw": "draw",
    "reference.diagram.kind.take": "take",
    "reference.diagram.kind.meld": "meld",
    "reference.diagram.kind.discard": "discard",
    "reference.diagram.kind.ask": "ask",
    "reference.diagram.kind.yes": "yes",
    "reference.diagram.kind.no": "no",
    "reference.diagram.kind.pass": "pass",
    "reference.diagram.turn.start": "Start of the turn",
    "reference.diagram.turn.draw": "Draw the top card of the stock\n(a red three is laid out and replaced)",
    "reference.diagram.turn.take": "Take the whole pile,\nmelding its top card at once",
    "reference.diagram.turn.stock_empty": "Stock empty: take the pile\n(a must if its top card fits your meld)\nor pass",
    "reference.diagram.turn.ask": "Ask the partner\n“may I go out?” (optional)",
    "reference.diagram.turn.meld": "Meld (optional):\nnew melds or cards added to your side's",
    "reference.diagram.turn.discard": "Discard one card",
    "reference.diagram.turn.out": "Go out\n(your side has a canasta)",
    "reference.diagram.turn.end": "The deal ends: score it",
    "reference.diagram.turn.if_stock_empty": "stock empty",
    "reference.diagram.turn.last_red_three": "last card\na red three",
    "reference.diagram.turn.more": "more",
    "reference.diagram.turn.empties_hand": "hand emptied",
    "reference.diagram.turn.last_card": "it was\nthe last card",
    "reference.diagram.turn.next": "next player (to the left)",
    "reference.diagram.pile.deal": "The deal: the upcard is turned",
    "reference.diagram.pile.empty": "EMPTY (just taken)\nnothing to take",
    "reference.diagram.pile.open": "OPEN\ntake it with a natural pair,\na natural and a wild card,\nor your meld of the top card's rank",
    "reference.diagram.pile.frozen_side": "FROZEN for a side that has not opened\ntake it with two natural cards\nof the top card's rank",
    "reference.diagram.pile.frozen_all": "FROZEN for everyone\na wild card or red three is buried:\ntake it with two natural cards\nof the top card's rank",
    "reference.diagram.pile.blocked": "BLOCKED\na wild card or a black three\non top: nobody may take it",
    "reference.diagram.pile.upcard_natural": "a natural card",
    "reference.diagram.pile.upcard_black_three": "a black three",
    "reference.diagram.pile.upcard_covered": "a wild card or red three,\ncovered by the next card",
    "reference.diagram.pile.not_opened": "for a side that\nhas not opened yet",
    "reference.diagram.pile.discard_blocker": "a wild card or\nblack three discarded",
    "reference.diagram.pile.discard_natural": "a natural card\ndiscarded",
    "reference.diagram.pile.cover_wild": "the next discard\ncovers the wild card",
    "reference.diagram.pile.cover_black_three": "the next discard\ncovers the black three",
    "reference.diagram.pile.taken": "taken",
    "reference.diagram.pile.taken_two": "taken with\ntwo naturals",
    "reference.diagram.score.melds": "Melded cards: their values\n(joker {joker}, ace and two {ace},\nK to 8: {king}, 7 to 4 and black three: {seven})",
    "reference.diagram.score.hands": "Cards left in both partners' hands:\ntheir values, taken away",
    "reference.diagram.score.canastas": "Canastas: {natural} each natural,\n{mixed} each mixed",
    "reference.diagram.score.red_threes": "Red threes: {each} each, {all} for all four\n(a minus if the side melded nothing)",
    "reference.diagram.score.going_out": "Going out: {normal}\n(concealed: {concealed} instead)",
    "reference.diagram.score.total": "The deal's score\n(it may be negative)",
    "reference.diagram.score.game": "Added to the side's total:\n{target} or more ends the game",
}

ES = {
    "reference.intro": (
        "Todas las reglas de la canasta clásica por parejas tal como se juega en este sitio "
        "— las que citan las decisiones del árbitro —, con una nota del árbitro donde las "
        "fuentes dejan lugar a dudas, un ejemplo para abrir en la mesa libre y cómo la juegan "
        "otras mesas — las mesas de dos, tres y seis jugadores tienen sus propias secciones, "
        "cada regla junto a la clásica que cambia. Los detalles de cada regla dan un enlace a ella."
    ),
    "reference.search": "Buscar en el reglamento",
    "reference.search_placeholder": "¿cuántas cartas se reparten? pozo congelado, tres rojo, empate…",
    "reference.search_help": "Preguntá en español o en inglés, con palabras sueltas o una "
                             "pregunta: primero aparecen las reglas que mejor coinciden, con las "
                             "palabras resaltadas. No importan los acentos, las mayúsculas ni "
                             "los errores chicos de tipeo.",
    "reference.search_count": "{count} de {total} reglas coinciden con «{query}», la mejor primero.",
    "reference.search_none": "Ninguna regla coincide con «{query}». Probá con otras palabras (por "
                             "ejemplo «congelado», «tres rojo», «cortar») o borrá la búsqueda "
                             "para ver todas.",
    "reference.clear": "Borrar la búsqueda",
    "reference.deep_link": "Primero, la regla del enlace: {title}.",
    "reference.unknown_rule": (
        "No hay ninguna regla llamada «{rule}». Acá está el reglamento completo: buscá o "
        "elegí una regla de la lista. Los nombres de reglas son como `pile.frozen` u "
        "`open.minimum`."
    ),
    "reference.show_all": "Ver todas las reglas",
    "reference.tab_rules": "Reglas ({count})",
    "reference.tab_diagrams": "Diagramas",
    "reference.tab_tables": "Tablas",
    "reference.tab_strategy": "Estrategia ({count})",
    "reference.strategy_intro": "Principios de estrategia: consejos, no reglas del juego. Las "
                                "calificaciones del entrenador nombran el que rompió una jugada; "
                                "cada uno abre su ejemplo en la mesa libre con la jugada floja "
                                "lista para revisar.",
    "reference.strategy_none": "Ningún principio coincide con «{query}».",
    "reference.strategy_count": "{count} de {total} principios coinciden con «{query}».",
    "reference.strategy_example": "Ejemplo: {example}",
    "reference.strategy_example_classic": "Ejemplo en la mesa de cuatro jugadores: {example}",
    "reference.strategy_table_pick": "Explicado para la mesa de",
    "reference.strategy_table_help": "Con cuatro jugadores las explicaciones hablan de tu "
                                     "pareja y la otra pareja, con seis de los equipos; donde "
                                     "nadie tiene compañero, de vos y tus rivales.",
    "reference.strategy_partners_only": "En esta mesa nadie tiene compañero, así que nadie "
                                        "pide permiso para cortar: este principio es para las "
                                        "mesas con compañeros.",
    "reference.unknown_profile": "No hay ninguna mesa llamada «{profile}»: los principios "
                                 "están dichos para cuatro jugadores.",
    "reference.strategy_open": "Abrí el ejemplo en la mesa libre",
    "reference.strategy_link": "Enlace a este principio",
    "reference.strategy_deep_link": "El principio del enlace: {title}.",
    "reference.unknown_principle": "No hay ningún principio llamado «{principle}»: acá están todos.",
    "reference.contents": "Índice",
    "reference.other_tables": "Otras mesas lo juegan distinto",
    "reference.changes_classic": "Cambia la regla clásica: {rules}.",
    "reference.profile_section_note": (
        "Una mesa de dos, tres o seis jugadores juega el juego clásico con estas diferencias, "
        "acordadas antes de la primera mano. Toda regla que no se nombra acá se aplica igual. "
        "La mesa libre decide en cualquiera de estas mesas: elegila en «Armar la posición»."
    ),
    "reference.engine_section_note": (
        "No son reglas del juego sino los motivos propios del árbitro para rechazar una "
        "jugada: aparecen en sus decisiones."
    ),
    "reference.details": "Nota del árbitro, ejemplo, variantes, lecciones",
    "reference.details_hide": "Ocultar la nota, el ejemplo, las variantes y las lecciones",
    "reference.link": "Enlace a esta regla",
    "reference.note": "Nota del árbitro",
    "reference.variants": "Cómo la juegan otras mesas",
    "reference.variant_tag": "No es este juego",
    "reference.example": "Ejemplo",
    "reference.example_line": "Juega {seat}. La jugada: {action}.",
    "reference.example_open": "Abrir esta posición en la mesa libre",
    "reference.example_show": "Ver la mesa",
    "reference.example_input": "El árbitro no puede leer esta jugada: {error}",
    "reference.lessons": "Lecciones que la enseñan",
    "reference.lessons_none": "Todavía ninguna lección enseña esta regla.",
    "reference.values_title": "Valor de las cartas",
    "reference.values_caption": (
        "Sale de la tabla de valores que usa el árbitro. Los doses también son comodines; las demás "
        "cartas son naturales."
    ),
    "reference.opening_title": "Mínimos para abrir",
    "reference.opening_caption": "Los primeros juegos que baja una pareja en cada mano deben sumar estos puntos en valor de cartas, según su puntaje antes de esa mano.",
    "reference.bonus_title": "Premios",
    "reference.bonus_caption": "Se suman a los puntos de las cartas de la pareja (o se restan, los treses rojos de una pareja que no bajó nada).",
    "reference.diagram_turn": "Un turno",
    "reference.diagram_table.summary": "El diagrama como tabla",
    "reference.diagram_table.from": "Desde",
    "reference.diagram_table.step": "Qué pasa",
    "reference.diagram_table.to": "Después",
    "reference.diagram_turn_caption": "Las flechas llenas son el turno de siempre; las punteadas, las excepciones (mazo vacío, última carta un tres rojo).",
    "reference.diagram_pile": "El pozo",
    "reference.diagram_pile_caption": "Lo que le puede pasar al pozo y lo que hace falta para levantarlo en cada estado.",
    "reference.diagram_scoring": "El puntaje de una mano",
    "reference.diagram_scoring_caption": "Cada pareja suma estas partes al final de la mano.",
    # arrow labels of the turn diagram: the action's keyword (its word in Spanish)
    "reference.diagram.kind.draw": "robar",
    "reference.diagram.kind.take": "levantar",
    "reference.diagram.kind.meld": "bajar",
    "reference.diagram.kind.discard": "descartar",
    "reference.diagram.kind.ask": "preguntar",
    "reference.diagram.kind.yes": "sí",
    "reference.diagram.kind.no": "no",
    "reference.diagram.kind.pass": "pasar",
    "reference.diagram.turn.start": "Empieza el turno",
    "reference.diagram.turn.draw": "Robar la primera carta del mazo\n(un tres rojo se baja y se repone)",
    "reference.diagram.turn.take": "Levantar todo el pozo,\nbajando enseguida la carta de arriba",
    "reference.diagram.turn.stock_empty": "Mazo vacío: levantar el pozo\n(obligatorio si la de arriba va a un juego tuyo)\no pasar",
    "reference.diagram.turn.ask": "Preguntar al compañero\n«¿puedo cortar?» (optativo)",
    "reference.diagram.turn.meld": "Bajar (optativo):\njuegos nuevos o cartas a los de tu pareja",
    "reference.diagram.turn.discard": "Descartar una carta",
    "reference.diagram.turn.out": "Cortar\n(tu pareja tiene canasta)",
    "reference.diagram.turn.end": "Termina la mano: se cuentan los puntos",
    "reference.diagram.turn.if_stock_empty": "mazo vacío",
    "reference.diagram.turn.last_red_three": "última carta\nun tres rojo",
    "reference.diagram.turn.more": "más",
    "reference.diagram.turn.empties_hand": "mano vacía",
    "reference.diagram.turn.last_card": "era\nla última carta",
    "reference.diagram.turn.next": "juega el siguiente (a la izquierda)",
    "reference.diagram.pile.deal": "Al repartir: se da vuelta la primera carta",
    "reference.diagram.pile.empty": "VACÍO (recién levantado)\nno hay nada que levantar",
    "reference.diagram.pile.open": "ABIERTO\nse levanta con un par natural,\nuna natural y un comodín,\no con tu juego del número de arriba",
    "reference.diagram.pile.frozen_side": "CONGELADO para la pareja que no abrió\nse levanta con dos naturales\ndel número de arriba",
    "reference.diagram.pile.frozen_all": "CONGELADO para todos\nhay un comodín o un tres rojo enterrado:\nse levanta con dos naturales\ndel número de arriba",
    "reference.diagram.pile.blocked": (
        "BLOQUEADO\nun comodín o un tres negro\narriba: nadie lo puede levantar"
    ),
    "reference.diagram.pile.upcard_natural": "una carta natural",
    "reference.diagram.pile.upcard_black_three": "un tres negro",
    "reference.diagram.pile.upcard_covered": "un comodín o un tres rojo,\ntapado con la carta siguiente",
    "reference.diagram.pile.not_opened": "para la pareja\nque no abrió",
    "reference.diagram.pile.discard_blocker": "se descarta un comodín\no un tres negro",
    "reference.diagram.pile.discard_natural": "se descarta\nuna natural",
    "reference.diagram.pile.cover_wild": "el descarte siguiente\ntapa un comodín",
    "reference.diagram.pile.cover_black_three": "el descarte siguiente\ntapa un tres negro",
    "reference.diagram.pile.taken": "se levanta",
    "reference.diagram.pile.taken_two": "se levanta con\ndos naturales",
    "reference.diagram.score.melds": (
        "Cartas bajadas: su valor\n(comodín {joker}, as y dos {ace},\nK a 8: {king}, 7 a 4 y tres "
        "negro: {seven})"
    ),
    "reference.diagram.score.hands": "Cartas que quedan en la mano\nde los dos compañeros: se restan",
    "reference.diagram.score.canastas": "Canastas: {natural} cada limpia,\n{mixed} cada sucia",
    "reference.diagram.score.red_threes": "Treses rojos: {each} cada uno, {all} los cuatro\n(se restan si la pareja no bajó nada)",
    "reference.diagram.score.going_out": "Cortar: {normal}\n(de mano: {concealed} en su lugar)",
    "reference.diagram.score.total": "El puntaje de la mano\n(puede ser negativo)",
    "reference.diagram.score.game": "Se suma al total de la pareja:\ncon {target} o más termina la partida",
}
