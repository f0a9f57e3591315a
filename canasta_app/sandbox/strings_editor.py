"""The sandbox's editor: a new situation field by field, the deck palette and JSON in and out
(canasta_app/sandbox/editor.py, setup_view.py). Beside strings.py so the two can change apart."""

EN = {
    "sandbox.new.empty": "Start from an empty table",
    "sandbox.new.empty_help": "North to act before drawing, no melds, an empty pile, the other hands at the table's hand size (11 cards with four players): then tell the situation field by field.",
    "sandbox.new.emptied": "An empty table: tell the situation below, in any order; each field applies when you press Enter or leave it.",
    "sandbox.new.intro": "Tell it as at the table: whose turn, your hand, the pile, the melds, the scores. Each field applies when you press Enter or leave it.",
    "sandbox.new.phase": "Has the seat to act drawn?",
    "sandbox.new.phase.draw": "Not yet",
    "sandbox.new.phase.play": "Yes",
    "sandbox.new.phase.over": "Deal over",
    "sandbox.new.my_hand": "{seat}'s hand (the seat to act)",
    "sandbox.new.others": "Other hands: a number of cards ({size} by default at this table) or "
    "the cards",
    "sandbox.new.top": "Top card: {card}",
    "sandbox.new.no_top": "The pile is empty.",
    "sandbox.new.minimum": "Opening minimum {minimum}",
    "sandbox.new.opened": "Has opened",
    "sandbox.new.advanced": "Advanced: dealer, red threes, this turn so far, overrides",
    "sandbox.new.derived": "Derived by the engine: have melded — {melded}; {seat} can still go out concealed — {concealed}.",
    "sandbox.new.nobody": "nobody",
    "sandbox.new.yes": "yes",
    "sandbox.new.no": "no",
    "sandbox.field.advanced": "Override what the engine derives (who has melded, going out concealed)",
    "sandbox.palette.header": "Or click the cards from the two decks (how many of each are left)",
    "sandbox.palette.zone": "A card clicked goes to",
    "sandbox.palette.zone.hand": "{seat}'s hand",
    "sandbox.palette.zone.pile": "the pile (on top)",
    "sandbox.palette.help": "×2 is how many copies are not on the table yet (jokers: 4). A natural card goes into the meld of its rank; a wild card into the last meld written.",
    # the editor
    "sandbox.editor.intro": "Write cards as codes — 7H, TS (ten of spades), 2C, JK (joker) — "
    "separated by spaces. The engine checks the position as you type; apply it when it is valid.",
    "sandbox.editor.hands": "Hands",
    "sandbox.editor.table": "On the table",
    "sandbox.editor.turn": "This turn and the deal",
    "sandbox.editor.hand_help": "Card codes such as 7H 7S KD 2C JK, or just a number (e.g. 11) "
    "when the cards are unknown. Only the seat to act needs its cards listed for a ruling.",
    "sandbox.editor.melds_help": "One meld per rank, separated by ';': 'Q: QH QS JK; 5: 5C 5D 5S'. "
    "The 'Q:' may be left out when a natural card names the rank.",
    "sandbox.editor.pile_help": "Bottom first, top card last: '9C 2D 7D' has the 7♦ on top.",
    "sandbox.editor.stock_help": "A number of cards (e.g. 40), or the cards themselves, top first "
    "(needed to play a draw).",
    "sandbox.editor.melded_flag_help": "Melded something this turn beyond the pile's top-card meld.",
    "sandbox.editor.concealed_help": "Could still go out concealed: melded nothing before this turn "
    "and added nothing this turn to a meld that was already on the table.",
    "sandbox.editor.new_melds_help": "Ranks of the melds this player started this turn, e.g. 'K 7'.",
    "sandbox.editor.melded_help": "Seats that have melded in this deal (for going out concealed).",
    "sandbox.editor.error": "{field}: {detail}",
    "sandbox.editor.error_general": "This position is not possible: {detail}",
    # engine set-up errors the sandbox says in its own words (the engine's name JSON fields)
    "sandbox.editor.red_three_in_hand": (
        "{card} is a red three: red threes are laid out on the table, never held in a hand. "
        "Type it in the side's red threes instead."),
    "sandbox.editor.too_many_copies": (
        "{card} is there more than {limit} times (in “{first}” and elsewhere): the deck has only "
        "{limit} of each card."),
    "sandbox.editor.apply": "Apply",
    "sandbox.editor.discard": "Discard edits",
    "sandbox.editor.fix_first": "Fix the field marked in red to apply your edits; nothing you "
    "typed is lost.",
    "sandbox.editor.pending": "Valid. Apply to use this position (it starts a new history).",
    "sandbox.editor.in_sync": "The editor shows the position on the table.",
    "sandbox.editor.applied": "Your position is on the table.",
    "sandbox.field.dealer": "Dealer",
    "sandbox.field.turn": "Seat to act",
    "sandbox.field.phase": "Phase",
    "sandbox.field.scores.NS": "North–South score",
    "sandbox.field.scores.EW": "East–West score",
    "sandbox.field.hands.N": "North's hand",
    "sandbox.field.hands.E": "East's hand",
    "sandbox.field.hands.S": "South's hand",
    "sandbox.field.hands.W": "West's hand",
    "sandbox.field.melds.NS": "North–South melds",
    "sandbox.field.melds.EW": "East–West melds",
    "sandbox.field.red_threes.NS": "North–South red threes",
    "sandbox.field.red_threes.EW": "East–West red threes",
    "sandbox.field.pile": "Discard pile (bottom first)",
    "sandbox.field.stock": "Stock",
    "sandbox.field.melded": "Have melded this deal",
    "sandbox.field.this_turn.took_pile": "Took the pile this turn",
    "sandbox.field.this_turn.melded": "Melded this turn",
    "sandbox.field.this_turn.asked": "Asked to go out",
    "sandbox.field.this_turn.concealed_ok": "Can still go out concealed",
    "sandbox.field.this_turn.new_melds": "Melds started this turn",
    "sandbox.field.went_out.seat": "Went out",
    "sandbox.field.went_out.concealed": "Went out concealed",
    # JSON
    "sandbox.json.paste": "Paste position JSON",
    "sandbox.json.load": "Load this JSON",
    "sandbox.json.upload": "Upload a position file (.json)",
    "sandbox.json.upload_help": "A canasta/1 position as saved by the download button or the "
    "`canasta` command line; at most 100 KB.",
    "sandbox.json.download": "Download position JSON",
    "sandbox.json.current": "The position on the table as JSON",
    "sandbox.json.too_big": "That is larger than {limit} KB; a position is far smaller — check what "
    "was pasted or chosen.",
    "sandbox.json.empty": "The box is empty: paste a position first.",
    "sandbox.json.not_text": "That file is not text (UTF-8); choose a .json position file.",
    "sandbox.json.error_paste": "The pasted JSON is not a usable position: {detail}",
    "sandbox.json.error_upload": "The uploaded file is not a usable position: {detail}",
    "sandbox.json.field": "field: {field}",
    "sandbox.json.loaded_paste": "The pasted position is on the table.",
    "sandbox.json.loaded_upload": "The uploaded position is on the table.",
    "sandbox.field.profile": "Table",
    "sandbox.field.hands_of": "{seat}'s hand",
    "sandbox.field.scores_of": "{side} score",
    "sandbox.field.melds_of": "{side} melds",
    "sandbox.field.red_threes_of": "{side} red threes",
}

ES = {
    "sandbox.new.empty": "Empezar con la mesa vacía",
    "sandbox.new.empty_help": "Juega Norte antes de robar, sin juegos bajados, el pozo vacío, las otras manos con las cartas que reparte esa mesa (11 con cuatro jugadores): después contá la situación campo por campo.",
    "sandbox.new.emptied": (
        "Mesa vacía: contá la situación abajo, en cualquier orden; cada campo se aplica al apretar "
        "Enter o al pasar a otro."
    ),
    "sandbox.new.intro": (
        "Contalo como en la mesa: a quién le toca, tu mano, el pozo, los juegos, los puntos. Cada "
        "campo se aplica al apretar Enter o al pasar a otro."
    ),
    "sandbox.new.phase": "¿Ya robó el que juega?",
    "sandbox.new.phase.draw": "Todavía no",
    "sandbox.new.phase.play": "Sí",
    "sandbox.new.phase.over": "Terminó",
    "sandbox.new.my_hand": "Mano de {seat} (el que juega)",
    "sandbox.new.others": "Otras manos: una cantidad de cartas ({size} si no decís nada, en esta "
    "mesa) o las cartas",
    "sandbox.new.top": "Carta de arriba: {card}",
    "sandbox.new.no_top": "El pozo está vacío.",
    "sandbox.new.minimum": "Mínimo de apertura {minimum}",
    "sandbox.new.opened": "Ya abrió",
    "sandbox.new.advanced": "Avanzado: quién reparte, treses rojos, lo que pasó en este turno, ajustes a mano",
    "sandbox.new.derived": (
        "Lo deduce el árbitro: ya bajaron — {melded}; {seat} todavía puede cortar de mano — "
        "{concealed}."
    ),
    "sandbox.new.nobody": "nadie",
    "sandbox.new.yes": "sí",
    "sandbox.new.no": "no",
    "sandbox.field.advanced": (
        "Ajustar a mano lo que deduce el árbitro (quién bajó, cortar de mano)"
    ),
    "sandbox.palette.header": "O tocá las cartas de las dos barajas (cuántas quedan de cada una)",
    "sandbox.palette.zone": "La carta que tocás va a",
    "sandbox.palette.zone.hand": "la mano de {seat}",
    "sandbox.palette.zone.pile": "el pozo (arriba)",
    "sandbox.palette.help": "×2 es cuántas copias todavía no están en la mesa (comodines: 4). Una carta natural va al juego de su número; un comodín, al último juego escrito.",
    # the editor
    "sandbox.editor.intro": (
        "En el armado, cada carta es un número y un palo: p picas, c corazones, d diamantes, t "
        "tréboles; 10 para el diez y la palabra comodín (7c es el 7♥, 10p el 10♠). Separalas "
        "con espacios; debajo de cada campo se ven con sus símbolos, y el árbitro revisa la "
        "posición: aplicala cuando sea válida."
    ),
    "sandbox.editor.hands": "Manos",
    "sandbox.editor.table": "En la mesa",
    "sandbox.editor.turn": "Este turno y la mano",
    "sandbox.editor.hand_help": (
        "Cartas como 7c 7p Kd 2t comodín (número y palo: p picas ♠, c corazones ♥, d diamantes "
        "♦, t tréboles ♣; el diez es 10), o solo un número (p. ej. 11) si no se conocen las "
        "cartas. Para que el árbitro decida solo hace falta la mano de quien juega."
    ),
    "sandbox.editor.melds_help": "Un juego por número, separados por ';': «Q: Qc Qp comodín; 5: "
    "5t 5d 5p». El «Q:» se puede omitir cuando una carta natural indica el número.",
    "sandbox.editor.pile_help": "De abajo hacia arriba, la carta de arriba al final: «9t 2d 7d» "
    "tiene el 7♦ arriba.",
    "sandbox.editor.stock_help": "Una cantidad de cartas (p. ej. 40), o las cartas mismas, de "
    "arriba hacia abajo (hacen falta para jugar un robo).",
    "sandbox.editor.melded_flag_help": "Bajó algo en este turno además del juego con la carta de "
    "arriba del pozo.",
    "sandbox.editor.concealed_help": "Todavía puede cortar de mano: no bajó nada antes de este "
    "turno ni agregó nada en este turno a un juego que ya estaba en la mesa.",
    "sandbox.editor.new_melds_help": "Números de los juegos que este jugador empezó en este "
    "turno, p. ej. 'K 7'.",
    "sandbox.editor.melded_help": "Asientos que ya bajaron en esta mano (para cortar de mano).",
    "sandbox.editor.error": "{field}: {detail}",
    "sandbox.editor.error_general": "Esta posición no es posible: {detail}",
    "sandbox.editor.red_three_in_hand": (
        "{card} es un tres rojo: los treses rojos se bajan a la mesa, nunca quedan en la mano. "
        "Escribilo en los treses rojos del equipo."),
    "sandbox.editor.too_many_copies": (
        "{card} está más de {limit} veces (en «{first}» y en otro lado): la baraja tiene solo "
        "{limit} de cada carta."),
    "sandbox.editor.apply": "Aplicar",
    "sandbox.editor.discard": "Deshacer los cambios",
    "sandbox.editor.fix_first": "Corregí el campo marcado en rojo para aplicar tus cambios; no "
    "se pierde nada de lo que escribiste.",
    "sandbox.editor.pending": "Válida. Aplicala para usar esta posición (empieza un historial "
    "nuevo).",
    "sandbox.editor.in_sync": "El editor muestra la posición que está en la mesa.",
    "sandbox.editor.applied": "Tu posición está en la mesa.",
    "sandbox.field.dealer": "Reparte",
    "sandbox.field.turn": "Juega",
    "sandbox.field.phase": "Fase",
    "sandbox.field.scores.NS": "Puntos de Norte–Sur",
    "sandbox.field.scores.EW": "Puntos de Este–Oeste",
    "sandbox.field.hands.N": "Mano de Norte",
    "sandbox.field.hands.E": "Mano de Este",
    "sandbox.field.hands.S": "Mano de Sur",
    "sandbox.field.hands.W": "Mano de Oeste",
    "sandbox.field.melds.NS": "Juegos de Norte–Sur",
    "sandbox.field.melds.EW": "Juegos de Este–Oeste",
    "sandbox.field.red_threes.NS": "Treses rojos de Norte–Sur",
    "sandbox.field.red_threes.EW": "Treses rojos de Este–Oeste",
    "sandbox.field.pile": "Pozo (de abajo hacia arriba)",
    "sandbox.field.stock": "Mazo",
    "sandbox.field.melded": "Ya bajaron en esta mano",
    "sandbox.field.this_turn.took_pile": "Levantó el pozo en este turno",
    "sandbox.field.this_turn.melded": "Bajó en este turno",
    "sandbox.field.this_turn.asked": "Pidió permiso para cortar",
    "sandbox.field.this_turn.concealed_ok": "Todavía puede cortar de mano",
    "sandbox.field.this_turn.new_melds": "Juegos empezados en este turno",
    "sandbox.field.went_out.seat": "Cortó",
    "sandbox.field.went_out.concealed": "Cortó de mano",
    # JSON
    "sandbox.json.paste": "Pegá el JSON de una posición",
    "sandbox.json.load": "Cargar este JSON",
    "sandbox.json.upload": "Subí un archivo de posición (.json)",
    "sandbox.json.upload_help": "Una posición canasta/1 como la que guarda el botón de descarga o "
    "la línea de comandos `canasta`; 100 KB como máximo.",
    "sandbox.json.download": "Descargar la posición en JSON",
    "sandbox.json.current": "La posición de la mesa en JSON",
    "sandbox.json.too_big": "Pesa más de {limit} KB; una posición es mucho más chica — revisá lo "
    "que pegaste o elegiste.",
    "sandbox.json.empty": "El cuadro está vacío: primero pegá una posición.",
    "sandbox.json.not_text": "Ese archivo no es texto (UTF-8); elegí un archivo de posición .json.",
    "sandbox.json.error_paste": "El JSON pegado no es una posición utilizable: {detail}",
    "sandbox.json.error_upload": "El archivo subido no es una posición utilizable: {detail}",
    "sandbox.json.field": "campo: {field}",
    "sandbox.json.loaded_paste": "La posición pegada está en la mesa.",
    "sandbox.json.loaded_upload": "La posición subida está en la mesa.",
    "sandbox.field.profile": "Mesa",
    "sandbox.field.hands_of": "Mano de {seat}",
    "sandbox.field.scores_of": "Puntos de {side}",
    "sandbox.field.melds_of": "Juegos de {side}",
    "sandbox.field.red_threes_of": "Treses rojos de {side}",
}
