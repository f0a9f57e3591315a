"""Strings of the sandbox page (canasta_app/sandbox/sandbox.py) and its logic (canasta_app/sandbox/model.py)."""

EN = {
    "sandbox.title": "Sandbox: is this move legal?",
    "sandbox.intro": "Set up any situation, ask about a move, and the engine rules on it citing the "
    "rule. Play on, undo, and share the exact situation with a link.",
    # setting up
    "sandbox.setup.header": "Set up the position",
    "sandbox.tab.new": "New situation",
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
    "sandbox.tab.presets": "Examples",
    "sandbox.tab.deal": "Deal",
    "sandbox.tab.edit": "Edit the position",
    "sandbox.tab.json": "JSON",
    "sandbox.preset.label": "Start from",
    "sandbox.preset.help": "The shared rule examples (each with the action it asks about) and every "
    "position shown in the lessons.",
    "sandbox.preset.open": "Open",
    "sandbox.preset.opened": "Opened: {title}.",
    "sandbox.preset.bad": "That preset could not be opened: {detail}",
    "sandbox.preset.kind.check": "Ruling",
    "sandbox.preset.kind.play": "Play",
    "sandbox.preset.kind.score": "Scoring",
    "sandbox.preset.kind.input-error": "Bad input",
    "sandbox.preset.kind.lesson": "Lesson",
    "sandbox.preset.kind.profile": "Other table",
    "sandbox.deal.seed": "Seed",
    "sandbox.deal.seed_help": "The same seed always deals the same cards, so a deal can be "
    "repeated in class.",
    "sandbox.deal.dealer": "Dealer",
    "sandbox.deal.button": "Deal",
    "sandbox.deal.random": "Any seed",
    "sandbox.deal.done": "Dealt with seed {seed}; {dealer} dealt.",
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
    "sandbox.phase.draw": "draw (start of turn)",
    "sandbox.phase.play": "play (has drawn)",
    "sandbox.phase.over": "over (deal ended)",
    "sandbox.asked.none": "not asked",
    "sandbox.asked.pending": "asked, waiting for the answer",
    "sandbox.asked.yes": "partner said yes",
    "sandbox.asked.no": "partner said no",
    "sandbox.went_out.none": "nobody",
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
    # facts
    "sandbox.facts.header": "What the engine sees",
    "sandbox.fact.turn.play": "{seat} ({side}) to act: has drawn — meld, ask, discard or go out.",
    "sandbox.fact.turn.over": "The deal is over.",
    "sandbox.fact.turn_alone.play": "{seat} to act: has drawn — meld, discard or go out.",
    "sandbox.fact.turn_alone.over": "The deal is over.",
    "sandbox.fact.profile": "{table}: {size} cards dealt each, a draw brings {cards:count:card}, going out needs {need:count:canasta}.",
    "sandbox.field.profile": "Table",
    "sandbox.field.hands_of": "{seat}'s hand",
    "sandbox.field.scores_of": "{side} score",
    "sandbox.field.melds_of": "{side} melds",
    "sandbox.field.red_threes_of": "{side} red threes",
    "sandbox.profile.help": "The rules the table plays by: four players in two sides (the classic game), two or three players each alone, or six in two sides of three. The fields below follow its seats, and every ruling is by its rules.",
    "sandbox.profile.changed": "A new table for {table}: tell the situation below. The hand and the pile you had typed are kept.",
    "sandbox.deal.profile": "Table",
    "sandbox.fact.asked_pending": "Waiting for {partner}'s answer to “may I go out?”.",
    "sandbox.fact.asked_yes": "{partner} said yes: this player must go out this turn.",
    "sandbox.fact.asked_no": "{partner} said no: this player may not go out this turn.",
    "sandbox.fact.ended.out": "{seat} went out.",
    "sandbox.fact.ended.stock": "It ended when the stock ran out and the pile was not taken.",
    "sandbox.fact.ended.last-red-three": "It ended at once: the last card drawn from the stock "
    "was a red three.",
    "sandbox.fact.no_canasta_n": "{side} has no canasta yet (going out needs {need:count:canasta}).",
    "sandbox.fact.canastas_short": "{side} canastas: {list} (going out needs {need:count:canasta}).",
    "sandbox.fact.opened": "{side} has opened (score {score}).",
    "sandbox.fact.not_opened": "{side} has not opened: its first meld needs {minimum} points "
    "(score {score}).",
    "sandbox.fact.canastas": "{side} canastas: {list}.",
    "sandbox.fact.no_canasta": "{side} has no canasta yet (needed to go out).",
    "sandbox.fact.canasta_natural": "{rank} natural",
    "sandbox.fact.canasta_mixed": "{rank} mixed",
    "sandbox.fact.pile_empty": "The discard pile is empty.",
    "sandbox.fact.pile_one": "The pile has 1 card; it is the {top}.",
    "sandbox.count.header": "The counting that decided it",
    "sandbox.count.opening": "Opening: {points} points against a minimum of {minimum} (score {score}).",
    "sandbox.count.opening_waived": "Opening below the minimum ({points} of {minimum}) is allowed here: going out concealed needs no minimum.",
    "sandbox.count.frozen": "Frozen pile ({why}): {cards} from your hand with the {top} — {count} naturals, 2 needed.",
    "sandbox.count.why.not-opened": "your side has not opened",
    "sandbox.count.why.wild": "a wild card is buried in it",
    "sandbox.count.why.red-three": "a red three is buried in it",
    "sandbox.count.canasta": "Going out needs a canasta: your side has one ({list}).",
    "sandbox.count.why.not-opened_alone": "you have not opened",
    "sandbox.count.canasta_alone": "Going out needs {n:count_words:canasta}: you have {$n -> [one] one *[other] them} ({list}).",
    "sandbox.count.out": "Going out scores 100 points.",
    "sandbox.count.concealed": "Going out concealed scores 200 points instead of 100.",
    "sandbox.ask.hand_count": "{seat}'s hand is given only as a count ({count} cards). To rule on an action, type its cards in “New situation” → {seat}'s hand (for example KH JK 7C).",
    "sandbox.ask.too_long": "This action is {length:,} characters long; an action is at most {limit} characters. Shorten it (the text is kept in the box so you can copy it).",
    "sandbox.fact.pile": "The pile has {count} cards; the top card is {top}.",
    "sandbox.fact.blocked_wild": "Blocked: a wild card ({card:card}) is on top, so nobody can take the "
    "pile now.",
    "sandbox.fact.blocked_three": "Blocked: a black three ({card:card}) is on top, so nobody can take "
    "the pile now.",
    "sandbox.fact.frozen_wild": "Frozen for everyone: a wild card ({card:card}) is buried in it — taking needs a "
    "natural pair of the top card.",
    "sandbox.fact.frozen_red_three": "Frozen for everyone: a red three ({card:card}) is buried in it — taking "
    "needs a natural pair of the top card.",
    "sandbox.fact.frozen_not_opened": "Frozen for {side}: it has not opened, so it needs a natural "
    "pair of the top card.",
    "sandbox.fact.not_frozen": "Not frozen for {side}.",
    "sandbox.fact.stock": "Stock: {count} cards.",
    # asking
    "sandbox.ask.header": "Ask about a move",
    "sandbox.ask.action": "The action: {words}",
    "sandbox.ask.action_none": "No action yet: pick its cards below, or type it.",
    "sandbox.ask.type": "Type the action",
    "sandbox.ask.label": "The action, in the notation",
    "sandbox.ask.placeholder": "e.g. take 7H 7S",
    "sandbox.ask.help": "One action in the notation; case does not matter. Melds in one action are "
    "separated by ';'.",
    "sandbox.ask.check": "Check",
    "sandbox.ask.play": "Play it",
    "sandbox.ask.clear": "Clear",
    "sandbox.ask.empty": "Type an action first (for example draw, or take 7H 7S), or build one "
    "below.",
    "sandbox.ask.unreadable": "This action cannot be read: {detail}",
    "sandbox.ask.cannot_play": "This action cannot be played here: {detail}",
    "sandbox.ask.draw_counted": "The stock here is only a number ({count} cards), so nobody knows "
    "which card the draw brings: Check says whether you may draw, but the draw cannot be played. "
    "To play it, write the stock's cards in the set-up's Stock field, top first, or start from a "
    "random deal (the Deal tab), where every card is known.",
    "sandbox.ask.played": "Played: {action}. It is the next move now.",
    "sandbox.ask.not_played": "Not played — the engine refuses it:",
    "sandbox.ask.fix_field": "Fix the set-up first. {problem} Until then nothing is ruled on: the table still shows the last possible position, not what the fields say.",
    "sandbox.present.button": "Show to the class",
    "sandbox.present.help": "Opens the classroom in presentation mode (large cards and text) on the position shown here.",
    "sandbox.grammar.header": "How to write an action",
    "sandbox.grammar.body": (
        "| action | meaning |\n|---|---|\n"
        "| `draw` | draw the top card of the stock |\n"
        "| `take` | take the pile, adding its top card to your side's meld of that rank |\n"
        "| `take 7H 7S` | take the pile, melding its top card with these cards from the hand; "
        "more melds after `;` |\n"
        "| `meld 5C 5D 5H; AS AH JK` | lay down melds (several in one action) |\n"
        "| `meld K: 2D` | add wild cards to your meld of kings |\n"
        "| `discard 9C` | discard a card; ends the turn |\n"
        "| `ask` | ask your partner “may I go out?” |\n"
        "| `yes`, `no` | the partner's answer |\n"
        "| `pass` | with the stock empty, decline the pile (ends the deal) |\n\n"
        "Cards: rank `A K Q J T 9 … 2` (`10` works too) and suit `C D H S`; the joker is `JK`."
    ),
    "sandbox.build.header": "Or build it by clicking",
    "sandbox.build.kind": "Kind of action",
    "sandbox.build.cards": "Cards from {seat}'s hand",
    "sandbox.build.wild_rank": "Wild cards go with",
    "sandbox.build.wild_auto": "the first group",
    "sandbox.build.no_hand": "{seat}'s hand is given only as a number; list its cards in the "
    "editor to pick them here.",
    "sandbox.kind.draw": "draw",
    "sandbox.kind.take": "take",
    "sandbox.kind.meld": "meld",
    "sandbox.kind.discard": "discard",
    "sandbox.kind.ask": "ask",
    "sandbox.kind.yes": "yes",
    "sandbox.kind.no": "no",
    "sandbox.kind.pass": "pass",
    "sandbox.hints.header": "Hint: the legal actions for {seat}",
    "sandbox.hints.intro": "Click one to make it the action to check.",
    "sandbox.hints.kind": "{kind} ({count})",
    "sandbox.hints.none": "No legal action is listed here.",
    "sandbox.hints.over": "The deal is over: no more actions. Score it with the button below.",
    "sandbox.hints.no_hand": "{seat}'s hand is given only as a number, so the legal actions "
    "cannot be listed; list its cards in the editor.",
    # history
    "sandbox.history.header": "History",
    "sandbox.history.empty": "No action played yet: check one, then “Play it”.",
    "sandbox.history.undo": "Undo",
    "sandbox.history.redo": "Redo",
    "sandbox.history.restart": "Back to start",
    "sandbox.history.redo_next": "Redo would play {action} again.",
    # sharing
    "sandbox.share.header": "Share",
    "sandbox.share.caption": "This link reopens this position with its {count} played actions "
    "(undo still works).",
    "sandbox.share.caption_one": "This link reopens this position with its 1 played action "
    "(undo still works).",
    "sandbox.share.opened_one": "Opened a shared situation (1 action replayed and checked).",
    "sandbox.share.caption_none": "This link reopens exactly this position, in this language.",
    "sandbox.share.opened_none": "Opened a shared situation.",
    "sandbox.share.opened": "Opened a shared situation ({count} actions replayed and checked).",
    "sandbox.share.fallback": "An example position is on the table instead.",
    "sandbox.score": "Score this position",
    "sandbox.share.download": "Download JSON",
    "sandbox.share_error.empty": "This link holds no position — the part after ?s= is empty.",
    "sandbox.share_error.version": "This link was made by a different version of the sandbox "
    "({found} is not a link format we know), so it cannot be opened here.",
    "sandbox.share_error.too_long": "This link is too long ({length} characters; a sandbox link "
    "is at most {limit}). It was probably pasted twice or joined with other text.",
    "sandbox.share_error.characters": "This link is damaged — it contains characters a sandbox "
    "link never has (such as {bad}).",
    "sandbox.share_error.truncated": "This link is incomplete — it may have been cut off when "
    "copied.",
    "sandbox.share_error.corrupt": "This link is damaged — some of its characters were changed or "
    "lost, so it cannot be unpacked.",
    "sandbox.share_error.too_big": "This link unpacks to more than {limit} bytes, far more than "
    "any position needs, so it was not opened.",
    "sandbox.share_error.payload": "This link unpacks to something that is not a sandbox position "
    "({detail}).",
    "sandbox.share_error.history_long": "This link's history has {count} actions; the limit is "
    "{limit}.",
    "sandbox.share_error.position": "The position in this link is not valid: {detail}",
    "sandbox.share_error.pending_long": "The action in this link is {length:,} characters long; an action is at most {limit}.",
    "sandbox.share_error.history_bad": "Action {number} of this link's history ({action}) cannot "
    "be played: {detail}",
    "sandbox.share_error.encode_too_long": "This situation is too large for a link ({length} "
    "characters; the limit is {limit}). Download it as JSON instead.",
    "sandbox.share_error.internal": "This link could not be opened ({detail}).",
    # seats and sides (for the facts)
}

ES = {
    "sandbox.title": "Mesa libre: ¿vale esta jugada?",
    "sandbox.intro": (
        "Armá cualquier situación, preguntá por una jugada y el árbitro la resuelve citando la "
        "regla. Seguí jugando, deshacé y compartí la situación exacta con un enlace."
    ),
    # setting up
    "sandbox.setup.header": "Armar la posición",
    "sandbox.tab.new": "Situación nueva",
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
    "sandbox.tab.presets": "Ejemplos",
    "sandbox.tab.deal": "Repartir",
    "sandbox.tab.edit": "Editar la posición",
    "sandbox.tab.json": "JSON",
    "sandbox.preset.label": "Empezar desde",
    "sandbox.preset.help": "Los ejemplos de reglas compartidos (cada uno con la jugada por la que "
    "pregunta) y cada posición que muestran las lecciones.",
    "sandbox.preset.open": "Abrir",
    "sandbox.preset.opened": "Abierto: {title}.",
    "sandbox.preset.bad": "No se pudo abrir ese ejemplo: {detail}",
    "sandbox.preset.kind.check": "Decisión",
    "sandbox.preset.kind.play": "Jugada",
    "sandbox.preset.kind.score": "Puntaje",
    "sandbox.preset.kind.input-error": "Dato inválido",
    "sandbox.preset.kind.lesson": "Lección",
    "sandbox.preset.kind.profile": "Otra mesa",
    "sandbox.deal.seed": "Semilla",
    "sandbox.deal.seed_help": (
        "La misma semilla reparte siempre las mismas cartas, así una mano se puede repetir en "
        "clase."
    ),
    "sandbox.deal.dealer": "Reparte",
    "sandbox.deal.button": "Repartir",
    "sandbox.deal.random": "Otra semilla",
    "sandbox.deal.done": "Repartido con la semilla {seed}; repartió {dealer}.",
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
    "sandbox.phase.draw": "robar (inicio del turno)",
    "sandbox.phase.play": "jugar (ya robó)",
    "sandbox.phase.over": "terminada (fin de la mano)",
    "sandbox.asked.none": "no preguntó",
    "sandbox.asked.pending": "preguntó, espera la respuesta",
    "sandbox.asked.yes": "el compañero dijo que sí",
    "sandbox.asked.no": "el compañero dijo que no",
    "sandbox.went_out.none": "nadie",
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
    # facts
    "sandbox.facts.header": "Lo que ve el árbitro",
    "sandbox.fact.turn.play": "Juega {seat} ({side}): ya robó — baja, pregunta, descarta o corta.",
    "sandbox.fact.turn.over": "La mano terminó.",
    "sandbox.fact.turn_alone.play": "Juega {seat}: ya robó — baja, descarta o corta.",
    "sandbox.fact.turn_alone.over": "La mano terminó.",
    "sandbox.fact.profile": "{table}: {size} cartas a cada uno, cada robo trae {cards:count:card}, cortar exige {need:count:canasta}.",
    "sandbox.field.profile": "Mesa",
    "sandbox.field.hands_of": "Mano de {seat}",
    "sandbox.field.scores_of": "Puntos de {side}",
    "sandbox.field.melds_of": "Juegos de {side}",
    "sandbox.field.red_threes_of": "Treses rojos de {side}",
    "sandbox.profile.help": "Las reglas con que se juega en la mesa: cuatro jugadores en dos parejas (el juego clásico), dos o tres jugadores cada uno solo, o seis en dos equipos de tres. Los campos de abajo siguen sus asientos, y cada decisión del árbitro sigue sus reglas.",
    "sandbox.profile.changed": "Una mesa nueva de {table}: contá la situación abajo. Se conservan la mano y el pozo que habías escrito.",
    "sandbox.deal.profile": "Mesa",
    "sandbox.fact.asked_pending": "Se espera la respuesta de {partner} a «¿puedo cortar?».",
    "sandbox.fact.asked_yes": "{partner} dijo que sí: este jugador debe cortar en este turno.",
    "sandbox.fact.asked_no": "{partner} dijo que no: este jugador no puede cortar en este turno.",
    "sandbox.fact.ended.out": "Cortó {seat}.",
    "sandbox.fact.ended.stock": "Terminó al agotarse el mazo sin que se levantara el pozo.",
    "sandbox.fact.ended.last-red-three": "Terminó en el acto: la última carta robada del mazo fue "
    "un tres rojo.",
    "sandbox.fact.no_canasta_n": "{side} todavía no tiene canasta (para cortar hacen falta "
    "{need:count:canasta}).",
    "sandbox.fact.canastas_short": "Canastas de {side}: {list} (para cortar hacen falta "
    "{need:count:canasta}).",
    "sandbox.fact.opened": "{side} ya abrió ({score} puntos).",
    "sandbox.fact.not_opened": (
        "{side} todavía no abrió: su primera bajada necesita {minimum} puntos (puntaje: {score})."
    ),
    "sandbox.fact.canastas": "Canastas de {side}: {list}.",
    "sandbox.fact.no_canasta": "{side} todavía no tiene canasta (hace falta para cortar).",
    "sandbox.fact.canasta_natural": "{rank} limpia",
    "sandbox.fact.canasta_mixed": "{rank} sucia",
    "sandbox.fact.pile_empty": "El pozo está vacío.",
    "sandbox.fact.pile_one": "El pozo tiene 1 carta: {top:the_card}.",
    "sandbox.count.header": "La cuenta que lo decidió",
    "sandbox.count.opening": "Apertura: {points} puntos contra un mínimo de {minimum} (puntaje {score}).",
    "sandbox.count.opening_waived": (
        "Abrir por debajo del mínimo ({points} de {minimum}) vale acá: para cortar de mano no hace "
        "falta el mínimo."
    ),
    "sandbox.count.frozen": (
        "Pozo congelado ({why}): {cards} de tu mano con {top:the_card} — {count} naturales, "
        "hacen falta 2."
    ),
    "sandbox.count.why.not-opened": "tu pareja todavía no abrió",
    "sandbox.count.why.wild": "tiene un comodín enterrado",
    "sandbox.count.why.red-three": "tiene un tres rojo enterrado",
    "sandbox.count.canasta": "Para cortar hace falta una canasta: tu pareja tiene una ({list}).",
    "sandbox.count.why.not-opened_alone": "todavía no abriste",
    "sandbox.count.canasta_alone": "Para cortar {$n -> [one] hace *[other] hacen} falta "
    "{n:count_words:canasta}: {$n -> [one] la tenés *[other] las tenés} ({list}).",
    "sandbox.count.out": "Cortar suma 100 puntos.",
    "sandbox.count.concealed": "Cortar de mano suma 200 puntos en vez de 100.",
    "sandbox.ask.hand_count": "La mano de {seat} figura solo como cantidad ({count} cartas). Para consultar una jugada, escribí sus cartas en «Situación nueva» → mano de {seat} (por ejemplo Kc comodín 7t).",
    "sandbox.ask.too_long": "Esta jugada tiene {length:,} caracteres; una jugada tiene como máximo {limit}. Acortala (el texto queda en la casilla para que lo copies).",
    "sandbox.fact.pile": "El pozo tiene {count} cartas; arriba está {top:the_card}.",
    "sandbox.fact.blocked_wild": (
        "Bloqueado: hay {$card.rank -> [JK] un comodín *[other] un comodín ({card:card})} arriba, así que ahora nadie puede levantar el pozo."
    ),
    "sandbox.fact.blocked_three": (
        "Bloqueado: hay un tres negro ({card:card}) arriba, así que ahora nadie puede levantar el pozo."
    ),
    "sandbox.fact.frozen_wild": "Congelado para todos: hay {$card.rank -> [JK] un comodín *[other] un comodín ({card:card})} enterrado — para "
    "levantarlo hace falta un par natural de la carta de arriba.",
    "sandbox.fact.frozen_red_three": "Congelado para todos: hay un tres rojo ({card:card}) enterrado — "
    "para levantarlo hace falta un par natural de la carta de arriba.",
    "sandbox.fact.frozen_not_opened": "Congelado para {side}: todavía no abrió, así que necesita un "
    "par natural de la carta de arriba.",
    "sandbox.fact.not_frozen": "No está congelado para {side}.",
    "sandbox.fact.stock": "Mazo: {count} cartas.",
    # asking
    "sandbox.ask.header": "Preguntar por una jugada",
    "sandbox.ask.action": "La jugada: {words}",
    "sandbox.ask.action_none": "Todavía no hay jugada: elegí sus cartas abajo, o escribila.",
    "sandbox.ask.type": "Escribir la jugada",
    "sandbox.ask.label": "La jugada",
    "sandbox.ask.placeholder": "p. ej. levantar 7c 7p",
    "sandbox.ask.help": (
        "Una palabra (robar, levantar, bajar, descartar, preguntar, sí, no, pasar) y las cartas; "
        "mayúsculas o minúsculas da igual. Las cartas: número (A, 2 a 10, J, Q, K) y palo: p picas, c corazones, d diamantes, t tréboles (o los símbolos ♠ ♥ ♦ ♣); el comodín se escribe comodín. Los juegos de una misma jugada "
        "se separan con ';'."
    ),
    "sandbox.ask.check": "Consultar",
    "sandbox.ask.play": "Jugarla",
    "sandbox.ask.clear": "Borrar",
    "sandbox.ask.empty": (
        "Primero escribí una jugada (por ejemplo: robar, o levantar 7c 7p), o armala abajo."
    ),
    "sandbox.ask.unreadable": "No se puede leer esta jugada: {detail}",
    "sandbox.ask.cannot_play": "Esta jugada no se puede jugar acá: {detail}",
    "sandbox.ask.draw_counted": "Acá el mazo es solo un número ({count} cartas), así que nadie sabe "
    "qué carta trae el robo: Consultar dice si podés robar, pero el robo no se puede jugar. Para "
    "jugarlo, escribí las cartas del mazo en el campo Mazo de la posición, la de arriba primero, o "
    "empezá de una mano repartida al azar (pestaña Repartir), donde se conocen todas las cartas.",
    "sandbox.ask.played": "Jugada hecha: {action}. Ahora toca la siguiente.",
    "sandbox.ask.not_played": "No se jugó — el árbitro la rechaza:",
    "sandbox.ask.fix_field": "Primero corregí la posición. {problem} Hasta entonces no se decide nada: la mesa sigue mostrando la última posición posible, no lo que dicen los campos.",
    "sandbox.present.button": "Mostrar a la clase",
    "sandbox.present.help": "Abre el aula en modo presentación (cartas y texto grandes) con la posición que se ve acá.",
    "sandbox.grammar.header": "Cómo escribir una jugada",
    "sandbox.grammar.body": (
        "| jugada | qué hace |\n|---|---|\n"
        "| `robar` | roba la carta de arriba del mazo |\n"
        "| `levantar` | levanta el pozo y agrega su carta de arriba al juego de ese número de tu "
        "pareja |\n"
        "| `levantar 7c 7p` | levanta el pozo y baja su carta de arriba con estas cartas de la "
        "mano; más juegos después de `;` |\n"
        "| `bajar 5t 5d 5c; Ap Ac comodín` | baja juegos (varios en una jugada) |\n"
        "| `bajar K: 2d` | agrega comodines a tu juego de reyes |\n"
        "| `descartar 9t` | descarta una carta; termina el turno |\n"
        "| `preguntar` | le pregunta al compañero «¿Puedo cortar?» |\n"
        "| `sí`, `no` | la respuesta del compañero |\n"
        "| `pasar` | con el mazo vacío, no levanta el pozo (termina la mano) |\n\n"
        "Cartas: número `A`, `2` a `10`, `J`, `Q`, `K` y palo `p` (picas ♠), `c` (corazones ♥), "
        "`d` (diamantes ♦), `t` (tréboles ♣), o los símbolos; el comodín se escribe `comodín`. "
        "Las jugadas escritas en inglés también valen (`take 7H 7S`: ahí la C es de tréboles y "
        "la T es el diez); los enlaces y los archivos las guardan así."
    ),
    "sandbox.build.header": "O armala con clics",
    "sandbox.build.kind": "Tipo de jugada",
    "sandbox.build.cards": "Cartas de la mano de {seat}",
    "sandbox.build.wild_rank": "Los comodines van con",
    "sandbox.build.wild_auto": "el primer juego",
    "sandbox.build.no_hand": "La mano de {seat} figura solo como un número; escribí sus cartas "
    "en el editor para elegirlas acá.",
    "sandbox.kind.draw": "robar",
    "sandbox.kind.take": "levantar",
    "sandbox.kind.meld": "bajar",
    "sandbox.kind.discard": "descartar",
    "sandbox.kind.ask": "preguntar",
    "sandbox.kind.yes": "sí",
    "sandbox.kind.no": "no",
    "sandbox.kind.pass": "pasar",
    "sandbox.hints.header": "Pista: las jugadas válidas para {seat}",
    "sandbox.hints.intro": "Tocá una para elegirla como la jugada a consultar.",
    "sandbox.hints.kind": "{kind} ({count})",
    "sandbox.hints.none": "No hay ninguna jugada válida en la lista.",
    "sandbox.hints.over": "La mano terminó: no hay más jugadas. Contá los puntos con el botón de "
    "abajo.",
    "sandbox.hints.no_hand": "La mano de {seat} figura solo como un número, así que no se pueden "
    "listar sus jugadas; escribí sus cartas en el editor.",
    # history
    "sandbox.history.header": "Historial",
    "sandbox.history.empty": "Todavía no se jugó nada: consultá una jugada y después «Jugarla».",
    "sandbox.history.undo": "Deshacer",
    "sandbox.history.redo": "Rehacer",
    "sandbox.history.restart": "Al principio",
    "sandbox.history.redo_next": "Rehacer volvería a jugar {action}.",
    # sharing
    "sandbox.share.header": "Compartir",
    "sandbox.share.caption": "Este enlace vuelve a abrir esta posición con sus {count} jugadas "
    "(se puede seguir deshaciendo).",
    "sandbox.share.caption_one": "Este enlace vuelve a abrir esta posición con su jugada (se "
    "puede seguir deshaciendo).",
    "sandbox.share.opened_one": "Se abrió una situación compartida (1 jugada repetida y "
    "verificada).",
    "sandbox.share.caption_none": "Este enlace vuelve a abrir exactamente esta posición, en este "
    "idioma.",
    "sandbox.share.opened_none": "Se abrió una situación compartida.",
    "sandbox.share.opened": "Se abrió una situación compartida ({count} jugadas repetidas y "
    "verificadas).",
    "sandbox.share.fallback": "En su lugar se muestra una posición de ejemplo.",
    "sandbox.score": "Contar los puntos",
    "sandbox.share.download": "Descargar JSON",
    "sandbox.share_error.empty": "Este enlace no trae ninguna posición: lo que sigue a ?s= está "
    "vacío.",
    "sandbox.share_error.version": "Este enlace lo hizo otra versión de la mesa libre ({found} no "
    "es un formato de enlace conocido), así que no se puede abrir acá.",
    "sandbox.share_error.too_long": "Este enlace es demasiado largo ({length} caracteres; un "
    "enlace de la mesa libre tiene como máximo {limit}). Quizás se pegó dos veces o junto con "
    "otro texto.",
    "sandbox.share_error.characters": "Este enlace está dañado: tiene caracteres que un enlace de "
    "la mesa libre nunca tiene (como {bad}).",
    "sandbox.share_error.truncated": "Este enlace está incompleto: quizás se cortó al copiarlo.",
    "sandbox.share_error.corrupt": "Este enlace está dañado: algunos caracteres cambiaron o se "
    "perdieron, y no se puede desempaquetar.",
    "sandbox.share_error.too_big": "Este enlace se desempaqueta en más de {limit} bytes, mucho más "
    "de lo que necesita cualquier posición, así que no se abrió.",
    "sandbox.share_error.payload": "Este enlace no contiene una posición de la mesa libre "
    "({detail}).",
    "sandbox.share_error.history_long": "El historial de este enlace tiene {count} jugadas; el "
    "máximo es {limit}.",
    "sandbox.share_error.position": "La posición de este enlace no es válida: {detail}",
    "sandbox.share_error.pending_long": "La jugada de este enlace tiene {length:,} caracteres; una jugada tiene como máximo {limit}.",
    "sandbox.share_error.history_bad": "La jugada {number} del historial de este enlace ({action}) "
    "no se puede jugar: {detail}",
    "sandbox.share_error.encode_too_long": "Esta situación es demasiado grande para un enlace "
    "({length} caracteres; el máximo es {limit}). Descargala en JSON.",
    "sandbox.share_error.internal": "No se pudo abrir este enlace ({detail}).",
    # seats and sides (for the facts)
}
