"""Strings of the sandbox page (canasta_app/sandbox/sandbox.py) and its logic (canasta_app/sandbox/model.py)."""

EN = {
    "sandbox.title": "Sandbox: is this move legal?",
    "sandbox.intro": "Set up any situation, ask about a move, and the engine rules on it citing the "
    "rule. Play on, undo, and share the exact situation with a link.",
    # setting up
    "sandbox.setup.header": "Set up the position",
    "sandbox.tab.new": "New situation",
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
    "sandbox.phase.draw": "draw (start of turn)",
    "sandbox.phase.play": "play (has drawn)",
    "sandbox.phase.over": "over (deal ended)",
    "sandbox.asked.none": "not asked",
    "sandbox.asked.pending": "asked, waiting for the answer",
    "sandbox.asked.yes": "partner said yes",
    "sandbox.asked.no": "partner said no",
    "sandbox.went_out.none": "nobody",
    # facts
    "sandbox.facts.header": "What the engine sees",
    "sandbox.fact.turn.play": "{seat} ({side}) to act: has drawn — meld, ask, discard or go out.",
    "sandbox.fact.turn.over": "The deal is over.",
    "sandbox.fact.turn_alone.play": "{seat} to act: has drawn — meld, discard or go out.",
    "sandbox.fact.turn_alone.over": "The deal is over.",
    "sandbox.fact.profile": "{table}: {size} cards dealt each, a draw brings {cards:count:card}, going out needs {need:count:canasta}.",
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
    "sandbox.count.canasta_team": "Going out needs a canasta: your side has one ({list}).",
    "sandbox.count.why.not-opened_team": "your side has not opened",
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
    "sandbox.fact.stock": "Stock: {$count -> [one] {count} card *[other] {count} cards}.",
    # asking
    "sandbox.ask.header": "Ask about a move",
    "sandbox.ask.action": "The action: {words}",
    "sandbox.ask.action_none": "No action yet: tap its cards on the table, or type it.",
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
    "sandbox.drawn.label": "{$n -> [1] The card you drew *[other] The cards you drew, in order}",
    "sandbox.drawn.intro": "The stock here is only a number, so the sandbox cannot know what the "
    "draw brings, but you do: say {$n -> [1] which card you drew *[other] which {n} cards you drew} "
    "and play the draw. A red three drawn is laid out and replaced at once: name it, then the card "
    "that replaced it.",
    "sandbox.drawn.placeholder": "{$n -> [1] for example 7H *[other] for example 7H KS}",
    "sandbox.drawn.play": "Play the draw",
    "sandbox.drawn.history": "drew {cards:cards} from the stock",
    "sandbox.drawn.played": "Played: {seat} drew {cards:cards}. It is the next move now.",
    "sandbox.drawn.played_end": "Played: {seat} drew {cards:cards}. The deal is over.",
    "sandbox.drawn.empty": "Name the card you drew, then play the draw.",
    "sandbox.drawn.empty_n": "Name the {n} cards you drew, then play the draw.",
    "sandbox.drawn.unreadable": "{detail}",
    "sandbox.drawn.too_long": "That is {length} characters; a draw is named in at most {limit}.",
    "sandbox.drawn.more_than_stock": "The stock has only {$count -> [1] one card *[other] {count} "
    "cards}: you named {named}.",
    "sandbox.drawn.too_many": "A draw brings {$n -> [1] one card *[other] {n} cards}: the "
    "{card:card} would be one card more. Take it out.",
    "sandbox.drawn.too_few": "A draw brings {n} cards and the stock has more: name {n} cards "
    "(you named {named}).",
    "sandbox.drawn.red_unreplaced": "The {card:card} is a red three: it is laid out and replaced "
    "at once by the next card of the stock. Name that card after it.",
    "sandbox.drawn.impossible": "These cards cannot all be drawn here: {detail}",
    "sandbox.drawn.not_now": "There is no draw to play now.",
    "sandbox.drawn.not_legal": "The draw is not allowed here: Check says why.",
    "sandbox.ask.played": "Played: {action}. It is the next move now.",
    "sandbox.ask.played_end": "Played: {action}. The deal is over.",
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
    "sandbox.share_error.not_link": "This is not a sandbox link ({found} is not the code a "
    "shared question carries after ?s=). Copy the whole link again from where it was shared.",
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
    "sandbox.phase.draw": "robar (inicio del turno)",
    "sandbox.phase.play": "jugar (ya robó)",
    "sandbox.phase.over": "terminada (fin de la mano)",
    "sandbox.asked.none": "no preguntó",
    "sandbox.asked.pending": "preguntó, espera la respuesta",
    "sandbox.asked.yes": "el compañero dijo que sí",
    "sandbox.asked.no": "el compañero dijo que no",
    "sandbox.went_out.none": "nadie",
    # facts
    "sandbox.facts.header": "Lo que ve el árbitro",
    "sandbox.fact.turn.play": "Juega {seat} ({side}): ya robó — baja, pregunta, descarta o corta.",
    "sandbox.fact.turn.over": "La mano terminó.",
    "sandbox.fact.turn_alone.play": "Juega {seat}: ya robó — baja, descarta o corta.",
    "sandbox.fact.turn_alone.over": "La mano terminó.",
    "sandbox.fact.profile": "{table}: {size} cartas a cada uno, cada robo trae {cards:count:card}, cortar exige {need:count:canasta}.",
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
    "sandbox.count.canasta_team": "Para cortar hace falta una canasta: tu equipo tiene una ({list}).",
    "sandbox.count.why.not-opened_team": "tu equipo todavía no abrió",
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
    "sandbox.fact.stock": "Mazo: {$count -> [one] {count} carta *[other] {count} cartas}.",
    # asking
    "sandbox.ask.header": "Preguntar por una jugada",
    "sandbox.ask.action": "La jugada: {words}",
    "sandbox.ask.action_none": "Todavía no hay jugada: tocá sus cartas en la mesa, o escribila.",
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
    "sandbox.drawn.label": "{$n -> [1] La carta que robaste *[other] Las cartas que robaste, en orden}",
    "sandbox.drawn.intro": "Acá el mazo es solo un número, así que la mesa libre no puede saber qué "
    "trae el robo, pero vos sí: decí {$n -> [1] qué carta robaste *[other] qué {n} cartas robaste} y "
    "jugá el robo. Un tres rojo robado se pone boca arriba y se repone en el acto: nombralo, y "
    "después la carta que lo repuso.",
    "sandbox.drawn.placeholder": "{$n -> [1] por ejemplo 7c *[other] por ejemplo 7c Kp}",
    "sandbox.drawn.play": "Jugar el robo",
    "sandbox.drawn.history": "robó {cards:cards} del mazo",
    "sandbox.drawn.played": "Jugada hecha: {seat} robó {cards:cards}. Ahora toca la siguiente.",
    "sandbox.drawn.played_end": "Jugada hecha: {seat} robó {cards:cards}. La mano terminó.",
    "sandbox.drawn.empty": "Nombrá la carta que robaste y después jugá el robo.",
    "sandbox.drawn.empty_n": "Nombrá las {n} cartas que robaste y después jugá el robo.",
    "sandbox.drawn.unreadable": "{detail}",
    "sandbox.drawn.too_long": "Son {length} caracteres; un robo se nombra en {limit} como máximo.",
    "sandbox.drawn.more_than_stock": "El mazo tiene {$count -> [1] una sola carta *[other] solo "
    "{count} cartas}: nombraste {named}.",
    "sandbox.drawn.too_many": "Un robo trae {$n -> [1] una carta *[other] {n} cartas}: "
    "{card:the_card} sería una carta de más. Sacala.",
    "sandbox.drawn.too_few": "Un robo trae {n} cartas y al mazo le quedan más: nombrá {n} cartas "
    "(nombraste {named}).",
    "sandbox.drawn.red_unreplaced": "El {card:card} es un tres rojo: se pone boca arriba y se "
    "repone en el acto con la carta siguiente del mazo. Nombrá esa carta después.",
    "sandbox.drawn.impossible": "Estas cartas no pueden venir todas del mazo acá: {detail}",
    "sandbox.drawn.not_now": "Ahora no hay ningún robo para jugar.",
    "sandbox.drawn.not_legal": "Acá no se puede robar: Consultar dice por qué.",
    "sandbox.ask.played": "Jugada hecha: {action}. Ahora toca la siguiente.",
    "sandbox.ask.played_end": "Jugada hecha: {action}. La mano terminó.",
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
    "sandbox.share_error.not_link": "Esto no es un enlace de la mesa libre ({found} no es el "
    "código que lleva una pregunta compartida después de ?s=). Volvé a copiar el enlace entero "
    "desde donde lo compartieron.",
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
