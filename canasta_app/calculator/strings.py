"""Strings of the score calculator page (and its score table component)."""

EN = {
    "calculator.count.melds": "…or count them from the melded cards",
    "calculator.count.hands": "…or count them from the cards left in hand",
    "calculator.count.placeholder": "for example: KH KD KS 2C 7S",
    "calculator.count.done": "{n} {$n -> [one] card *[other] cards}: {points} points.",
    "calculator.count.bad_card": "“{card}” is not a card: write a rank and a suit, like 7H, TS or JK.",
    "calculator.count.red_three": "{card} is a red three: it is a bonus (100 each), not a card value — set it under red threes.",
    "calculator.count.unreadable": "{detail}",
    "calculator.count.more_than_deck": "You wrote {card} {n} times, but the two decks have only {copies}: check the cards.",
    "calculator.count.too_many": "{count} cards is more than two decks hold ({limit}).",
    "calculator.position.total": "{side}: this deal",
    "calculator.title": "Score calculator",
    "calculator.intro": "Score one deal from a position or by counting cards and bonuses, then keep "
    "the game's running totals. Every figure comes from the rules engine.",
    "calculator.rules": "Rules: {links}",
    "calculator.tab.position": "From a position",
    "calculator.tab.form": "From a count",
    "calculator.tab.sheet": "Game sheet",
    # the score table
    "calculator.table.part": "Line",
    "calculator.table.melds": "Melded cards",
    "calculator.table.hands": "Cards left in hands",
    "calculator.table.canastas": "Canasta bonuses",
    "calculator.table.red_threes": "Red threes",
    "calculator.table.going_out": "Going out",
    "calculator.table.total": "Deal total",
    # from a position
    "calculator.position.help": "Paste a position (JSON, format canasta/1) with every hand "
    "listed. It is scored as the deal stands, as if it ended now.",
    "calculator.position.label": "Position (JSON)",
    "calculator.position.placeholder": '{"format": "canasta/1", "dealer": "W", "turn": "N", '
    '"phase": "over", "hands": {"N": [], "E": ["AS"], "S": ["KD"], "W": ["4C"]}, "melds": '
    '{"NS": {"J": ["JC", "JD", "JH"]}}, "stock": 20}',
    "calculator.position.score": "Score",
    "calculator.position.load_example": "Paste the 925 example",
    "calculator.position.from_sandbox": "Position received from the sandbox.",
    "calculator.position.from_link": "Position read from the link.",
    "calculator.position.bad_link": "The position in this link could not be read ({error}). "
    "Paste the position in the box instead.",
    "calculator.position.empty": "Paste a position in the box to score it, or bring one from "
    "the sandbox.",
    "calculator.position.too_long": "The text is {chars} characters long; the limit is {limit}. "
    "A position is far smaller: check what was pasted.",
    "calculator.position.hand_count": "To score a deal every hand must list its cards: {field} "
    "gives only a count ({count}). Replace the number with the cards left in {seat}'s hand, "
    'e.g. ["7C", "KD"], or [] for an empty hand.',
    "calculator.position.invalid": "This position can't be scored. Field “{field}” (the position's notation): {message}",
    "calculator.position.invalid_nofield": "This position can't be scored. {message}",
    "calculator.position.kept": "Your text is kept in the box: correct it there and score again.",
    "calculator.position.table_only": "Score the table only (count hidden hands as empty)",
    "calculator.position.table_only_note": "Hidden hands ({seats}) are counted as empty, so "
    "the totals leave out the cards in them: this is the table's worth, not the deal's final "
    "score.",
    "calculator.position.went_out": "{seat} went out.",
    "calculator.position.went_out_concealed": "{seat} went out concealed.",
    "calculator.position.nobody_out": "Nobody went out (no going-out bonus).",
    "calculator.add_to_sheet": "Add this deal to the game sheet",
    "calculator.added": "Deal {n} added to the game sheet ({scores}).",
    # from a count (the form)
    "calculator.form.help": "Count each side's cards and bonuses; the table below scores them.",
    "calculator.form.melds": "Melded card points",
    "calculator.form.melds_help": "The card values of all the side's melded cards: 4 to 7 and "
    "black threes {low}, 8 to king {mid}, aces and twos {high}, jokers {joker}.",
    "calculator.form.natural": "Natural canastas (+{bonus} each)",
    "calculator.form.mixed": "Mixed canastas (+{bonus} each)",
    "calculator.form.red_threes": "Red threes",
    "calculator.form.red_threes_help": "{each} each, {all} for all four; a minus if the side "
    "melded nothing.",
    "calculator.form.melded": "Melded anything this deal",
    "calculator.form.melded_help": "Without a meld, the side's red threes count against it.",
    "calculator.form.going_out": "Going out",
    "calculator.form.out.none": "No",
    "calculator.form.out.normal": "Went out (+{points})",
    "calculator.form.out.concealed": "Concealed (+{points})",
    "calculator.form.hands": "Cards left in the partners' hands (points)",
    "calculator.form.hands_help": "The value of the cards left in the partners' hands; it is "
    "subtracted.",
    "calculator.form.example": "925 example",
    "calculator.form.example_help": "Fill the form with the rulebook's worked example and "
    "explain each line.",
    "calculator.form.clear": "Clear the form",
    "calculator.form.errors_title": "The count can't be scored yet:",
    "calculator.form.err.negative": "{side}: {what} can't be negative.",
    "calculator.form.err.too_big": "{side}: {what} is above {limit}; check the number.",
    "calculator.form.err.multiple5": "{side}: {what} is {value}, but card values are multiples of "
    "5. Check the count.",
    "calculator.form.err.canastas": "{side}: {what} must be between 0 and {limit}.",
    "calculator.form.err.red_threes": "{side}: a side has 0 to 4 red threes.",
    "calculator.form.err.red_threes_total": "There are only four red threes in the two decks, "
    "but the sides list more between them. Correct one side's count.",
    "calculator.form.err.out_needs_canastas": "{side}: going out needs at least {n} canastas at "
    "this table. Enter them, or set going out to \u201cNo\u201d.",
    "calculator.form.help_alone": "Count each player's cards and bonuses; the table below scores "
    "them.",
    "calculator.form.hands_alone": "Cards left in the hand (points)",
    "calculator.form.hands_help_alone": "The value of the cards left in the player's hand; it is "
    "subtracted.",
    "calculator.profile": "Players at the table",
    "calculator.profile_help": "The count and a new game sheet follow the table: its players "
    "and sides, and the canastas going out needs. A position brings its own table.",
    "calculator.sheet.table": "Game sheet of a game with {table}.",
    "calculator.sheet.err.other_table": "The game sheet holds a game with {sheet_table}, and this "
    "deal was played with {table}. Start a new game on the sheet to keep a game with {table}.",
    "calculator.form.err.going_out_kind": "{side}: choose how the side went out: no, normal or "
    "concealed.",
    "calculator.form.err.not_melded": "{side}: melded points or canastas are entered but "
    "\u201cMelded anything\u201d is not ticked. Tick it, or set them to 0.",
    "calculator.form.err.out_needs_canasta": "{side}: going out needs at least one canasta. Enter "
    "the side's canasta, or set going out to \u201cNo\u201d.",
    "calculator.form.err.both_out": "Only one player goes out in a deal, so only one side can "
    "have a going-out bonus. Set the other side to \u201cNo\u201d.",
    "calculator.form.warn.few_points": "{side}: {value} melded card points is less than those "
    "melds hold at the least ({least}). Check the count.",
    "calculator.what.melds": "melded card points",
    "calculator.what.hands": "cards left in hands",
    "calculator.what.natural_canastas": "natural canastas",
    "calculator.what.mixed_canastas": "mixed canastas",
    # the worked example
    "calculator.example.title": "The worked example",
    "calculator.example.intro": "North–South went out with a natural canasta of seven kings and "
    "three aces melded, and had laid out two red threes; South still held a seven.",
    "calculator.example.kings": "{n} kings in the canasta: {n} × {value} = {points} in cards",
    "calculator.example.aces": "{n} aces melded: {n} × {value} = {points} in cards",
    "calculator.example.canasta": "The kings are a natural canasta (no wild card): bonus {points}",
    "calculator.example.red_threes": "{n} red threes at {value} each, a plus because the side "
    "has melded: {points}",
    "calculator.example.going_out": "Going out, normal (concealed would be {concealed}): {points}",
    "calculator.example.hand": "A seven left in the partner's hand: {points}",
    "calculator.example.total": "Total for North–South: {total}",
    # the game sheet
    "calculator.sheet.add_title": "Add a deal",
    "calculator.sheet.input": "{side}, this deal",
    "calculator.sheet.add": "Add deal",
    "calculator.sheet.add_last": "Add the deal scored above ({scores})",
    "calculator.sheet.added": "Deal {n} added.",
    "calculator.sheet.undo": "Undo last deal",
    "calculator.sheet.undone": "Deal {n} removed.",
    "calculator.sheet.reset": "New game",
    "calculator.sheet.reset_confirm": "Clear all {n} deals",
    "calculator.sheet.reset_warning": "Start a new game? The {n} deals on the sheet will be "
    "cleared (download the CSV first to keep them).",
    "calculator.sheet.cancel": "Cancel",
    "calculator.sheet.total_col": "{side} total",
    "calculator.sheet.next_minimum": "next opening minimum {minimum}",
    "calculator.sheet.won": "{winner} win the game, {win} to {lose}: a side reached {target} and "
    "{winner} have the higher total.",
    "calculator.sheet.tie": "Level at {total}: a side has reached {target} but the totals are "
    "equal, so another deal is played.",
    "calculator.sheet.on": "Another deal: {leader} lead with {total}, {gap} short of {target}.",
    "calculator.sheet.on_level": "Another deal: level at {total}, {gap} short of {target}.",
    "calculator.sheet.empty": "No deals yet. Add each deal's scores; the first side to reach "
    "{target} with the higher total wins.",
    "calculator.sheet.game_over": "The game is over. Undo the last deal to correct it, or start "
    "a new game.",
    "calculator.sheet.chart": "Running totals",
    "calculator.sheet.points": "Points",
    "calculator.sheet.target": "Target ({target})",
    "calculator.sheet.download": "Download CSV",
    "calculator.sheet.upload": "Load a game sheet (a CSV file like the one downloaded here; up to "
    "{rows} deals, {kb} KB)",
    "calculator.sheet.upload_ok": "{name}: {n} deals, ready to load.",
    "calculator.sheet.upload_replace": "Replace the sheet's {current} deals with the file's {n}",
    "calculator.sheet.loaded": "Loaded {n} deals from {name}.",
    "calculator.sheet.upload_bad": "{name} was not loaded; your sheet is unchanged. {message}",
    "calculator.sheet.restore": "Restore the previous sheet ({n} deals)",
    "calculator.sheet.restored": "The previous sheet is back ({n} deals).",
    "calculator.sheet.err.full": "The sheet holds at most {limit} deals. Start a new game.",
    "calculator.sheet.err.finished": "The game is over ({winner} won). Undo the last deal to "
    "correct it, or start a new game.",
    "calculator.sheet.err.too_big": "{side}: {value} is more than one deal can score (±{limit}). "
    "Check the number.",
    "calculator.sheet.err.multiple5": "{side}: {value} is not a multiple of 5, and every Canasta "
    "score is. Check the number.",
    # CSV import
    "calculator.csv.too_large": "The file is {kb} KB; the limit is {limit} KB. A game sheet is a "
    "few short lines: check that this is the right file.",
    "calculator.csv.not_text": "The file is not a text CSV. Save it from your spreadsheet as "
    "\u201cCSV UTF-8\u201d and load it again.",
    "calculator.csv.empty": "The file is empty. A game sheet starts with a line of column titles "
    "and has one line per deal below it, like the file downloaded here.",
    "calculator.csv.no_deals": "The file has the header line but no deals. Add one line per "
    "deal, e.g. 1,580,-15.",
    "calculator.csv.columns": "The columns are \u201c{found}\u201d but must be exactly {expected}. "
    "Make the first line read {expected}, with one deal per line below it.",
    "calculator.csv.too_many": "The file has {rows} deals; a sheet holds at most {limit}. Keep "
    "one game per file.",
    "calculator.csv.cells": "Line {line} has {n} cells; each line needs {want}: the deal number, "
    "then one score for each column of the first line.",
    "calculator.csv.not_number": "Line {line}, column {column}: \u201c{value}\u201d is not a whole "
    "number. Write scores as plain numbers, like 580 or -15.",
    "calculator.csv.deal_number": "Line {line}: deal number {value}, but {expected} was expected. "
    "Number the deals 1, 2, 3… in order.",
    "calculator.csv.multiple5": "Line {line}, column {column}: {value} is not a multiple of 5, and "
    "Canasta scores always are. Correct that score.",
    "calculator.csv.too_big": "Line {line}, column {column}: {value} is more than one deal can "
    "score (±{limit}). Correct that score.",
    "calculator.csv.after_win": "The game was already won after deal {deal} ({winner}), but the "
    "file has {extra} more. Remove the lines after deal {deal}.",
}

ES = {
    "calculator.count.melds": "…o contalos desde las cartas bajadas",
    "calculator.count.hands": "…o contalos desde las cartas que quedaron en la mano",
    "calculator.count.placeholder": "por ejemplo: Kc Kd Kp 2t 7p",
    "calculator.count.done": "{n} {$n -> [one] carta *[other] cartas}: {points} puntos.",
    "calculator.count.bad_card": "«{card}» no es una carta: escribí número y palo, como 7H, TS o JK.",
    "calculator.count.red_three": "{card} es un tres rojo: es un premio (100 cada uno), no un valor de carta — marcalo en treses rojos.",
    "calculator.count.unreadable": "{detail}",
    "calculator.count.more_than_deck": "Escribiste {card} {n} veces, pero las dos barajas tienen solo {copies}: revisá las cartas.",
    "calculator.count.too_many": "{count} cartas son más de las que tienen dos barajas ({limit}).",
    "calculator.position.total": "{side}: esta mano",
    "calculator.title": "Calculadora de puntos",
    "calculator.intro": (
        "Calculá el puntaje de una mano a partir de una posición o contando cartas y premios, y "
        "llevá los totales de la partida. Todas las cifras salen de las reglas del árbitro del "
        "sitio."
    ),
    "calculator.rules": "Reglas: {links}",
    "calculator.tab.position": "Desde una posición",
    "calculator.tab.form": "Contando",
    "calculator.tab.sheet": "Planilla de la partida",
    # the score table
    "calculator.table.part": "Concepto",
    "calculator.table.melds": "Cartas bajadas",
    "calculator.table.hands": "Cartas en la mano",
    "calculator.table.canastas": "Premios por canastas",
    "calculator.table.red_threes": "Treses rojos",
    "calculator.table.going_out": "Corte",
    "calculator.table.total": "Total de la mano",
    # from a position
    "calculator.position.help": (
        "Pegá una posición (JSON, formato canasta/1) con todas las manos escritas carta por carta. "
        "Se calcula tal como está, como si la mano terminara ahora."
    ),
    "calculator.position.label": "Posición (JSON)",
    "calculator.position.placeholder": '{"format": "canasta/1", "dealer": "W", "turn": "N", '
    '"phase": "over", "hands": {"N": [], "E": ["AS"], "S": ["KD"], "W": ["4C"]}, "melds": '
    '{"NS": {"J": ["JC", "JD", "JH"]}}, "stock": 20}',
    "calculator.position.score": "Calcular",
    "calculator.position.load_example": "Pegar el ejemplo de 925",
    "calculator.position.from_sandbox": "Posición recibida de la mesa libre.",
    "calculator.position.from_link": "Posición leída del enlace.",
    "calculator.position.bad_link": "No se pudo leer la posición de este enlace ({error}). "
    "Pegá la posición en el cuadro.",
    "calculator.position.empty": "Pegá una posición en el cuadro para calcularla, o traé una "
    "desde la mesa libre.",
    "calculator.position.too_long": "El texto tiene {chars} caracteres; el límite es {limit}. "
    "Una posición es mucho más corta: revisá lo que pegaste.",
    "calculator.position.hand_count": (
        "Para calcular la mano cada mano tiene que tener sus cartas escritas: {field} da solo la "
        "cantidad ({count}). Reemplazá el número por las cartas que le quedaron a {seat}, por "
        'ejemplo ["7C", "KD"], o [] si no le quedó ninguna.'
    ),
    "calculator.position.invalid": "Esta posición no se puede calcular. Campo «{field}» (de la notación de la posición): {message}",
    "calculator.position.invalid_nofield": "Esta posición no se puede calcular. {message}",
    "calculator.position.kept": "Tu texto sigue en el cuadro: corregilo ahí y calculá de nuevo.",
    "calculator.position.table_only": "Calcular solo la mesa (las manos ocultas cuentan como "
    "vacías)",
    "calculator.position.table_only_note": (
        "Las manos ocultas ({seats}) cuentan como vacías, así que los totales no restan sus "
        "cartas: es lo que vale la mesa, no el puntaje final de la mano."
    ),
    "calculator.position.went_out": "{seat} cortó.",
    "calculator.position.went_out_concealed": "{seat} cortó de mano.",
    "calculator.position.nobody_out": "Nadie cortó (no hay premio por corte).",
    "calculator.add_to_sheet": "Anotar esta mano en la planilla",
    "calculator.added": "Mano {n} anotada en la planilla ({scores}).",
    # from a count (the form)
    "calculator.form.help": "Contá las cartas y los premios de cada pareja; la tabla de abajo "
    "calcula el puntaje.",
    "calculator.form.melds": "Puntos de cartas bajadas",
    "calculator.form.melds_help": (
        "El valor de todas las cartas bajadas de la pareja: del 4 al 7 y los treses negros {low}, "
        "del 8 al rey {mid}, ases y dos {high}, comodines {joker}."
    ),
    "calculator.form.natural": "Canastas limpias (+{bonus} cada una)",
    "calculator.form.mixed": "Canastas sucias (+{bonus} cada una)",
    "calculator.form.red_threes": "Treses rojos",
    "calculator.form.red_threes_help": "{each} cada uno, {all} los cuatro; restan si la pareja "
    "no bajó nada.",
    "calculator.form.melded": "Bajó algo en esta mano",
    "calculator.form.melded_help": "Si la pareja no bajó nada, sus treses rojos le restan.",
    "calculator.form.going_out": "Corte",
    "calculator.form.out.none": "No",
    "calculator.form.out.normal": "Cortó (+{points})",
    "calculator.form.out.concealed": "De mano (+{points})",
    "calculator.form.hands": "Cartas en las manos del equipo (puntos)",
    "calculator.form.hands_help": "El valor de las cartas que les quedaron en la mano a los "
    "compañeros del equipo; se resta.",
    "calculator.form.example": "Ejemplo de 925",
    "calculator.form.example_help": "Completa el formulario con el ejemplo del reglamento y "
    "explica cada renglón.",
    "calculator.form.clear": "Borrar el formulario",
    "calculator.form.errors_title": "Todavía no se puede calcular:",
    "calculator.form.err.negative": "{side}: revisá {what}; no puede ser un número negativo.",
    "calculator.form.err.too_big": "{side}: revisá {what}; pasa de {limit}.",
    "calculator.form.err.multiple5": "{side}: revisá {what}; {value} no es múltiplo de 5, y los "
    "valores de las cartas siempre lo son.",
    "calculator.form.err.canastas": "{side}: {what} tiene que estar entre 0 y {limit}.",
    "calculator.form.err.red_threes": "{side}: una pareja tiene de 0 a 4 treses rojos.",
    "calculator.form.err.red_threes_total": (
        "En las dos barajas hay solo cuatro treses rojos, pero entre todos anotaste más. "
        "Corregí una de las cantidades."
    ),
    "calculator.form.err.out_needs_canastas": "{side}: en esta mesa para cortar hacen falta al "
    "menos {n} canastas. Anotalas, o poné el corte en «No».",
    "calculator.form.help_alone": "Contá las cartas y los premios de cada jugador; la tabla de "
    "abajo calcula el puntaje.",
    "calculator.form.hands_alone": "Cartas en la mano (puntos)",
    "calculator.form.hands_help_alone": "El valor de las cartas que le quedaron en la mano al "
    "jugador; se resta.",
    "calculator.profile": "Jugadores en la mesa",
    "calculator.profile_help": "El conteo y una planilla nueva siguen a la mesa: sus jugadores, "
    "sus parejas y las canastas que hacen falta para cortar. Una posición trae su propia mesa.",
    "calculator.sheet.table": "Planilla de una partida de {table}.",
    "calculator.sheet.err.other_table": "La planilla tiene una partida de {sheet_table}, y esta "
    "mano se jugó con {table}. Empezá una partida nueva en la planilla para llevar una de "
    "{table}.",
    "calculator.form.err.going_out_kind": (
        "{side}: elegí cómo cortó la pareja: no, normal o de mano."
    ),
    "calculator.form.err.not_melded": "{side}: anotaste puntos bajados o canastas, pero no "
    "marcaste «Bajó algo». Marcalo, o poné esos valores en 0.",
    "calculator.form.err.out_needs_canasta": "{side}: para cortar hace falta al menos una "
    "canasta. Anotá la canasta de la pareja, o poné el corte en «No».",
    "calculator.form.err.both_out": (
        "En una mano corta un solo jugador, así que solo una pareja tiene premio por corte. Poné "
        "la otra en «No»."
    ),
    "calculator.form.warn.few_points": (
        "{side}: {value} puntos bajados es menos de lo que esos juegos suman como mínimo "
        "({least}). Revisá la cuenta."
    ),
    "calculator.what.melds": "los puntos bajados",
    "calculator.what.hands": "las cartas en la mano",
    "calculator.what.natural_canastas": "las canastas limpias",
    "calculator.what.mixed_canastas": "las canastas sucias",
    # the worked example
    "calculator.example.title": "El ejemplo del reglamento",
    "calculator.example.intro": "Norte–Sur cortó con una canasta limpia de siete reyes y tres "
    "ases bajados, y tenía dos treses rojos a la vista; a Sur le quedó un siete en la mano.",
    "calculator.example.kings": "{n} reyes en la canasta: {n} × {value} = {points} en cartas",
    "calculator.example.aces": "{n} ases bajados: {n} × {value} = {points} en cartas",
    "calculator.example.canasta": "Los reyes son una canasta limpia (sin comodines): premio "
    "{points}",
    "calculator.example.red_threes": "{n} treses rojos a {value} cada uno, que suman porque la "
    "pareja bajó: {points}",
    "calculator.example.going_out": "Corte normal (de mano serían {concealed}): {points}",
    "calculator.example.hand": "Un siete en la mano del compañero: {points}",
    "calculator.example.total": "Total de Norte–Sur: {total}",
    # the game sheet
    "calculator.sheet.add_title": "Anotar una mano",
    "calculator.sheet.input": "{side}, esta mano",
    "calculator.sheet.add": "Anotar mano",
    "calculator.sheet.add_last": "Anotar la mano calculada arriba ({scores})",
    "calculator.sheet.added": "Mano {n} anotada.",
    "calculator.sheet.undo": "Deshacer la última mano",
    "calculator.sheet.undone": "Mano {n} borrada.",
    "calculator.sheet.reset": "Partida nueva",
    "calculator.sheet.reset_confirm": "Borrar las {n} manos",
    "calculator.sheet.reset_warning": (
        "¿Empezar una partida nueva? Se borrarán las {n} manos de la planilla (descargá antes el "
        "CSV para guardarlas)."
    ),
    "calculator.sheet.cancel": "Cancelar",
    "calculator.sheet.total_col": "Total {side}",
    "calculator.sheet.next_minimum": "próximo mínimo de apertura {minimum}",
    "calculator.sheet.won": "Gana {winner}, {win} a {lose}: una pareja llegó a {target} y "
    "{winner} tiene el total más alto.",
    "calculator.sheet.tie": (
        "Empate en {total}: una pareja llegó a {target} pero los totales son iguales, así que se "
        "juega otra mano."
    ),
    "calculator.sheet.on": (
        "Otra mano: {leader} va adelante con {total}, le faltan {gap} para {target}."
    ),
    "calculator.sheet.on_level": "Otra mano: empate en {total}, faltan {gap} para {target}.",
    "calculator.sheet.empty": (
        "Todavía no hay manos anotadas. Anotá el puntaje de cada una; gana la primera pareja que "
        "llega a {target} con el total más alto."
    ),
    "calculator.sheet.game_over": (
        "La partida terminó. Deshacé la última mano para corregirla, o empezá una partida nueva."
    ),
    "calculator.sheet.chart": "Totales acumulados",
    "calculator.sheet.points": "Puntos",
    "calculator.sheet.target": "Meta ({target})",
    "calculator.sheet.download": "Descargar CSV",
    "calculator.sheet.upload": (
        "Cargar una planilla (un archivo CSV como el que se descarga acá; hasta {rows} manos, "
        "{kb} KB)"
    ),
    "calculator.sheet.upload_ok": "{name}: {n} manos, listas para cargar.",
    "calculator.sheet.upload_replace": (
        "Reemplazar las {current} manos de la planilla por las {n} del archivo"
    ),
    "calculator.sheet.loaded": "Se cargaron {n} manos de {name}.",
    "calculator.sheet.upload_bad": "No se cargó {name}; tu planilla no cambió. {message}",
    "calculator.sheet.restore": "Recuperar la planilla anterior ({n} manos)",
    "calculator.sheet.restored": "Volvió la planilla anterior ({n} manos).",
    "calculator.sheet.err.full": (
        "La planilla admite hasta {limit} manos. Empezá una partida nueva."
    ),
    "calculator.sheet.err.finished": (
        "La partida terminó (ganó {winner}). Deshacé la última mano para corregirla, o empezá una "
        "partida nueva."
    ),
    "calculator.sheet.err.too_big": (
        "{side}: {value} es más de lo que puede sumar una mano (±{limit}). Revisá el número."
    ),
    "calculator.sheet.err.multiple5": "{side}: {value} no es múltiplo de 5, y todos los puntajes "
    "de la canasta lo son. Revisá el número.",
    # CSV import
    "calculator.csv.too_large": "El archivo pesa {kb} KB; el límite es {limit} KB. Una planilla "
    "son unas pocas líneas: revisá que sea el archivo correcto.",
    "calculator.csv.not_text": "El archivo no es un CSV de texto. Guardalo desde la planilla de "
    "cálculo como «CSV UTF-8» y cargalo de nuevo.",
    "calculator.csv.empty": (
        "El archivo está vacío. Una planilla empieza con una línea de títulos de las columnas y "
        "sigue con una línea por mano, como el archivo que se descarga acá."
    ),
    "calculator.csv.no_deals": (
        "El archivo tiene la línea de títulos pero ninguna mano. Agregá una línea por mano, por "
        "ejemplo 1,580,-15."
    ),
    "calculator.csv.columns": (
        "Las columnas son «{found}» pero tienen que ser exactamente {expected}. Hacé que la "
        "primera línea diga {expected}, con una mano por línea debajo."
    ),
    "calculator.csv.too_many": (
        "El archivo tiene {rows} manos; una planilla admite hasta {limit}. Guardá una partida por "
        "archivo."
    ),
    "calculator.csv.cells": (
        "La línea {line} tiene {n} celdas; cada línea necesita {want}: el número de mano y después "
        "un puntaje por cada columna de la primera línea."
    ),
    "calculator.csv.not_number": "Línea {line}, columna {column}: «{value}» no es un "
    "número entero. Escribí los puntajes como números simples, como 580 o -15.",
    "calculator.csv.deal_number": (
        "Línea {line}: mano número {value}, pero se esperaba {expected}. Numerá las manos 1, 2, 3… "
        "en orden."
    ),
    "calculator.csv.multiple5": "Línea {line}, columna {column}: {value} no es múltiplo de 5, y "
    "los puntajes de la canasta siempre lo son. Corregí ese puntaje.",
    "calculator.csv.too_big": (
        "Línea {line}, columna {column}: {value} es más de lo que puede sumar una mano (±{limit}). "
        "Corregí ese puntaje."
    ),
    "calculator.csv.after_win": (
        "La partida ya estaba ganada después de la mano {deal} ({winner}), pero el archivo tiene "
        "{extra} más. Borrá las líneas posteriores a la mano {deal}."
    ),
}
