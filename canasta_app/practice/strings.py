"""Strings of the practice table (canasta_app/practice/practice.py, canasta_app/practice/model.py)."""

EN = {
    "practice.title": "Practice table",
    "practice.intro": "Play whole deals as South, with North as your partner and East and West "
    "against you — a game to 5000. The referee rules on every try; nothing changes until a "
    "move is legal. Take a move back whenever you like.",
    # settings
    "practice.settings": "Game settings",
    "practice.play_box": "Table and coach",
    "practice.play_summary": "{table} · Coach: {coach} · Bots' moves: {pace}",
    "practice.play_summary_all": "{summary} · all hands shown",
    "practice.seed": "Game number (seed)",
    "practice.seed_help": "The same number deals the same cards and the bots answer the same "
    "way, so a game can be replayed or shared.",
    "practice.btn.new_game": "New game with this number",
    "practice.btn.random_game": "New game, random deal",
    "practice.partner_bot": "Your partner (North)",
    "practice.opp_bot": "Your opponents (East and West)",
    "practice.coach": "Coach",
    "practice.coach.off": "Off: the referee only says no",
    "practice.coach.referee": "Referee: explains each refusal",
    "practice.coach.guide": "Guide: also says what is possible before each turn",
    "practice.coach.advice": "Advice: also judges the strategy of each move",
    "practice.coach.short.off": "Off",
    "practice.coach.short.referee": "Referee",
    "practice.coach.short.guide": "Guide",
    "practice.coach.short.advice": "Advice",
    "practice.pace": "Bots' moves",
    "practice.pace.instant": "All at once",
    "practice.pace.1s": "One a second",
    "practice.pace.step": "One per click",
    "practice.show_all": "Show all hands (study)",
    "practice.show_all_help": "Turn the other players' cards face up to study the deal. Bots "
    "still play only on what their own seat can see.",
    "practice.settings_new_game": "Bots and the game number apply to a new game: press "
    "«{button}».",
    # where things stand
    "practice.status": "Deal {deal} · {ns_name} {ns} · {ew_name} {ew} · first to {target} wins",
    "practice.your_turn_draw": "Your turn: draw from the stock or take the pile.",
    "practice.your_turn_draw_only": "Your turn: draw from the stock. The pile cannot be taken "
    "now. {reason}",
    "practice.your_turn_draw_empty": "Your turn: the stock is empty — take the pile or pass.",
    "practice.your_turn_draw_empty_must": "Your turn: the stock is empty — take the pile (its "
                                          "top card goes onto one of your melds, so the take is "
                                          "compulsory).",
    "practice.your_turn_draw_empty_only": "Your turn: the stock is empty, so pass. The pile "
    "cannot be taken now. {reason}",
    "practice.block.use_top": "To take it, {top:the_card} must start a meld at once with two "
    "cards from your hand (two natural {rank:ranks}, or one and a wild card), and your hand "
    "has neither.",
    "practice.block.minimum": "No take with {top:the_card} reaches the {minimum} points a first "
    "meld needs.",
    "practice.your_turn_play": "Your turn: meld, ask your partner, or discard to end the turn.",
    "practice.your_answer": "{partner} asks: «May I go out?» Answer yes or no.",
    "practice.waiting": "{seat} is playing…",
    "practice.btn.next_bot": "Next move ({seat})",
    "practice.btn.all_bots": "All their moves",
    "practice.recent": "Since your last move",
    "practice.move_label": "Move {n} · {seat}",
    # acting
    "practice.act_title": "Your move",
    "practice.action": "Or type the action",
    "practice.action_label": "The action, in the notation",
    "practice.action_help": "For example draw, take 7H 7S, meld 5C 5D 5H, discard 9C, ask, "
    "yes, no, pass. Cards: rank then suit (T for ten, JK for the joker).",
    "practice.btn.play": "Play it",
    "practice.btn.play_typed": "Play the typed action",
    "practice.btn.take_back": "Take back my last move",
    "practice.took_back": "Taken back: you are again before your move ({action}). (Take-backs this deal: "
    "{count}.)",
    "practice.played": "You played: {action}.",
    "practice.played_draw": "You drew {card:the_card} from the stock.",
    "practice.refused": "Not legal — nothing changed; try again.",
    "practice.refused_off": "Not legal: {reason} Nothing changed; try again. ({rule})",
    "practice.tries": "Illegal tries this deal: {illegal} · take-backs: {take_backs}",
    "practice.err.over": "The deal is over: see its scoring below.",
    "practice.err.wait": "Wait: it is {seat}'s move.",
    "practice.err.empty": "Type an action first, or use the buttons.",
    "practice.err.input": "This action cannot be read: {error}",
    # the coach
    "practice.guide.title": "The coach",
    "practice.guide.asked": "{partner} wants to go out. Yes: {partner} must go out this turn. "
    "No: {partner} may not go out this turn.",
    "practice.guide.asked_facts": "Your side has {canastas} "
    "{$canastas -> [one] canasta *[other] canastas}; you hold {cards} {$cards -> [one] card *[other] cards}, which "
    "count against your side if the deal ends now.",
    "practice.guide.asked_facts_team": "Your side has {canastas} "
    "{$canastas -> [one] canasta *[other] canastas}; you hold {cards} {$cards -> [one] card *[other] cards}, which "
    "count against your side if the deal ends now.",
    "practice.guide.pile_empty": "The pile is empty: draw from the stock.",
    "practice.guide.pile_empty_no_stock": "The pile is empty.",
    "practice.guide.blocked": "The pile is blocked by the {card} on top: nobody can take it "
    "this turn. Draw from the stock.",
    "practice.guide.blocked_no_stock": "The pile is blocked by the {card} on top: nobody can "
    "take it this turn.",
    "practice.guide.frozen": "The pile is frozen (the {card} in it): only two natural {ranks} "
    "from your hand take it.",
    "practice.guide.frozen_unopened": "Your side has not opened, so the pile is frozen for you: "
    "two natural {ranks} from your hand take it, and that meld (with any others you lay down) "
    "must reach your minimum of {minimum}.",
    "practice.guide.frozen_unopened_team": "Your side has not opened, so the pile is frozen for you: "
    "two natural {ranks} from your hand take it, and that meld (with any others you lay down) "
    "must reach your minimum of {minimum}.",
    "practice.guide.pile_open": "The pile is not frozen for you: a natural pair of {ranks}, a "
    "natural and a wild card, or your side's meld of {ranks} takes it.",
    "practice.guide.pile_open_alone": "The pile is not frozen for you: a natural pair of {ranks}, a "
    "natural and a wild card, or your meld of {ranks} takes it.",
    "practice.guide.pile_open_team": "The pile is not frozen for you: a natural pair of {ranks}, a "
    "natural and a wild card, or your side's meld of {ranks} takes it.",
    "practice.guide.can_take": "You can take the pile ({count} {$count -> [one] card *[other] cards}) "
    "with your hand.",
    "practice.guide.cannot_take": "Your hand has nothing that takes it this turn: draw.",
    "practice.guide.cannot_take_no_stock": "Your hand has nothing that takes it this turn.",
    "practice.guide.stock_empty": "The stock is empty: take the pile if you can, or pass — "
    "that ends the deal.",
    "practice.guide.stock_low": "Only {count} {$count -> [one] card is *[other] cards are} left in the "
    "stock.",
    "practice.guide.minimum": "Your side has not opened: its first melds must total at least "
    "{minimum} points in one go.",
    "practice.guide.minimum_team": "Your side has not opened: its first melds must total at least "
    "{minimum} points in one go.",
    "practice.guide.told_yes": "{partner} said yes: you must go out this turn.",
    "practice.guide.told_no": "{partner} said no: you may not go out this turn.",
    "practice.guide.open_can": "You can open now, for example with {cards}: {points} points, "
    "the minimum is {minimum}.",
    "practice.guide.open_cannot": "Your cards do not reach the opening minimum of {minimum} "
    "yet: keep collecting.",
    "practice.guide.melds": "You have cards you could meld or add to your side's melds.",
    "practice.guide.melds_team": "You have cards you could meld or add to your side's melds.",
    "practice.guide.out_ask": "You can go out this turn: ask {partner} first, or go out "
    "without asking.",
    "practice.guide.out_can": "You can go out this turn: meld your cards and discard the last "
    "one (after melding you may no longer ask {partner}).",
    "practice.guide.out_later": "Your side has a canasta, so you may go out once your cards "
    "allow it.",
    "practice.guide.out_later_team": "Your side has a canasta, so you may go out once your cards "
    "allow it.",
    "practice.guide.no_canasta": "You cannot go out yet: your side needs a canasta (seven "
    "cards of one rank).",
    "practice.guide.no_canasta_team": "You cannot go out yet: your side needs a canasta (seven "
    "cards of one rank).",
    "practice.guide.discard": "End your turn with a discard.",
    # hints
    "practice.btn.hint": "Hint",
    "practice.btn.hint_more": "More of the hint",
    "practice.btn.play_hint": "Play the hint",
    "practice.hint.title": "Hint (what the sensible bot would do)",
    "practice.hint.kind.draw": "Draw from the stock.",
    "practice.hint.kind.take": "Take the pile.",
    "practice.hint.kind.meld": "Meld.",
    "practice.hint.kind.discard": "Discard.",
    "practice.hint.kind.ask": "Ask your partner whether you may go out.",
    "practice.hint.kind.yes": "Answer yes.",
    "practice.hint.kind.no": "Answer no.",
    "practice.hint.kind.pass": "Pass.",
    "practice.hint.cards": "With these cards: {cards}.",
    "practice.hint.no_cards": "No cards to choose.",
    "practice.hint.full": "The whole action: {action}",
    # the end of a deal, the game
    "practice.scoring": "Scoring of deal {deal}",
    "practice.deal_tries": "Your play in this deal: illegal tries {illegal} · take-backs "
    "{take_backs}.",
    "practice.game_tries": "In the whole game: {illegal} illegal tries, {take_backs} take-backs.",
    "practice.deal_won": "{side} win the deal, {a} to {b}.",
    "practice.deal_tie": "The deal is a tie, {a} each.",
    "practice.sheet": "Game sheet",
    "practice.btn.next_deal": "Next deal",
    "practice.game_won_you": "You and your partner win the game!",
    "practice.game_won_them": "East and West win the game.",
    "practice.from_lessons": "Now play whole deals at the practice table",
    # log and links
    "practice.log": "Moves of this deal ({count})",
    "practice.at_start": "The deal as dealt",
    "practice.permalink": "Link to this moment",
    "practice.permalink_help": "Opens this game at this move: the same deal, your moves so far, "
    "and the bots answering the same way.",
    "practice.bad_link": "This link could not be opened ({problems}). A fresh game has started.",
    "practice.bad.seed": "the game number {value} is not a whole number from 0 to {max}",
    "practice.bad.no_seed": "it has {names} but no game number (seed=)",
    "practice.bad.bot": "{value} is not one of the bots",
    "practice.bad.sheet": "the game sheet {value} is not a list of deal scores like 120,-35;90,15 "
    "(multiples of 5)",
    "practice.bad.sheet_won": "its game sheet is of a game that is already won",
    "practice.bad.deal": "deal {value} does not follow its game sheet (expected deal {expected})",
    "practice.bad.h": "its list of your moves is damaged",
    "practice.bad.h_long": "its list of your moves is too long",
    "practice.bad.h_move": "your move {number} in it ({action}) is not legal there",
    "practice.bad.move": "it asks for move {value}, but the deal reaches only move {max} with "
    "the moves it lists",
    "practice.bad.move_text": "the move {value} is not a whole number",
    # the tables (profiles.md): who sits where, by profile
    "practice.intro.two-hand": "Play whole deals as South against North, each alone, with 15 "
    "cards: a draw takes two cards from the stock, and going out needs two canastas — a game "
    "to 5000. The referee rules on every try; nothing changes until a move is legal.",
    "practice.intro.three-hand": "Play whole deals as South against North and East, each "
    "alone, with 13 cards: a draw takes two cards from the stock — a game to 5000. The referee "
    "rules on every try; nothing changes until a move is legal.",
    "practice.intro.six-hand": "Play whole deals as South with North-East and North-West as "
    "your partners, against North, South-East and South-West — a game to 5000. Ask "
    "North-West whether you may go out. The referee rules on every try; nothing changes until "
    "a move is legal.",
    "practice.profile": "Players at the table",
    "practice.profile_help": "Two, three, four or six players: each table plays by its own "
    "rules (see the rules reference). A new table starts a new game.",
    "practice.profile.classic": "4 players (2 against 2)",
    "practice.profile.two-hand": "2 players",
    "practice.profile.three-hand": "3 players",
    "practice.profile.six-hand": "6 players (3 against 3)",
    "practice.profile.short.two-hand": "2",
    "practice.profile.short.three-hand": "3",
    "practice.profile.short.classic": "4",
    "practice.profile.short.six-hand": "6",
    "practice.partners_bot": "Your {$count -> [one] partner *[other] partners} ({seats})",
    "practice.opponents_bot": "Your {$count -> [one] opponent *[other] opponents} ({seats})",
    "practice.bots_missing": "At this table the bots offered are those that can play it now: "
    "{bots}.",
    "practice.advice_missing": "The coach's advice (judging each move's strategy) needs the "
    "expert bot, which cannot play this table yet: the other coach levels work as usual.",
    "practice.hint_missing": "Hints need the sensible bot, which cannot play this table yet.",
    "practice.side.theirs": "Their side",
    "practice.side.yours": "Your side",
    "practice.status_sides": "Deal {deal} · {scores} · first to {target} wins",
    "practice.your_turn_play_alone": "Your turn: meld, or discard to end the turn.",
    "practice.your_turn_play_to": "Your turn: meld, ask {partner} whether you may go out, or "
    "discard to end the turn.",
    "practice.played_draw_cards": "You drew {cards} from the stock.",
    "practice.deal_won_you": "Your side wins the deal: {scores}.",
    "practice.deal_won_you_alone": "You win the deal: {scores}.",
    "practice.deal_won_other": "{side} wins the deal: {scores}.",
    "practice.deal_tie_top": "The deal is a tie at the top: {scores}.",
    "practice.game_won_you_alone": "You win the game!",
    "practice.game_won_you_side": "You and your partners win the game!",
    "practice.game_won_other": "{side} wins the game.",
    "practice.sheet.won": "{winner} wins the game with {win}: the highest total once someone "
    "has reached {target}.",
    "practice.sheet.tie": "Level at the top with {total}: {target} has been reached but the "
    "highest total is shared, so another deal is played.",
    "practice.sheet.on": "Another deal: {leader} leads with {total}, {gap} short of {target}.",
    "practice.sheet.on_level": "Another deal: level at the top with {total}, {gap} short of "
    "{target}.",
    "practice.bad.profile": "{value} is not one of the tables ({names})",
    "practice.bad.bot_profile": "the {value} bot cannot play this table yet",
    "practice.guide.frozen_unopened_alone": "You have not opened, so the pile is frozen for you: "
    "two natural {ranks} from your hand take it, and that meld (with any others you lay down) "
    "must reach your minimum of {minimum}.",
    "practice.guide.minimum_alone": "You have not opened: your first melds must total at least "
    "{minimum} points in one go.",
    "practice.guide.melds_alone": "You have cards you could meld or add to your melds.",
    "practice.guide.out_can_alone": "You can go out this turn: meld your cards and discard the "
    "last one.",
    "practice.guide.out_later_alone": "You have the {$need -> [one] canasta *[other] canastas} going out "
    "needs, so you may go out once your cards allow it.",
    "practice.guide.no_canasta_alone": "You cannot go out yet: you need {$need -> [one] a canasta "
    "(seven cards of one rank) *[other] {need} canastas (seven cards of one rank each)}, and you "
    "have {have}.",

}

ES = {
    "practice.title": "Mesa de práctica",
    "practice.intro": (
        "Jugá manos enteras sentado en Sur, con Norte de compañero y Este y Oeste en contra: una "
        "partida a 5000. El árbitro decide cada intento; nada cambia hasta que la jugada sea "
        "válida. Podés deshacer una jugada cuando quieras."
    ),
    "practice.settings": "Opciones de la partida",
    "practice.play_box": "Mesa y entrenador",
    "practice.play_summary": "{table} · Entrenador: {coach} · Jugadas de los bots: {pace}",
    "practice.play_summary_all": "{summary} · todas las manos a la vista",
    "practice.seed": "Número de partida (semilla)",
    "practice.seed_help": (
        "El mismo número reparte las mismas cartas y los bots responden igual, así que una partida "
        "se puede repetir o compartir."
    ),
    "practice.btn.new_game": "Partida nueva con este número",
    "practice.btn.random_game": "Partida nueva, cartas al azar",
    "practice.partner_bot": "Tu compañero (Norte)",
    "practice.opp_bot": "Tus rivales (Este y Oeste)",
    "practice.coach": "Entrenador",
    "practice.coach.off": "Apagado: el árbitro solo dice que no",
    "practice.coach.referee": "Árbitro: explica cada rechazo",
    "practice.coach.guide": "Guía: además dice qué se puede antes de cada turno",
    "practice.coach.advice": "Consejo: además juzga la estrategia de cada jugada",
    "practice.coach.short.off": "Apagado",
    "practice.coach.short.referee": "Árbitro",
    "practice.coach.short.guide": "Guía",
    "practice.coach.short.advice": "Consejo",
    "practice.pace": "Jugadas de los bots",
    "practice.pace.instant": "Todas juntas",
    "practice.pace.1s": "Una por segundo",
    "practice.pace.step": "Una por clic",
    "practice.show_all": "Mostrar todas las manos (estudio)",
    "practice.show_all_help": "Da vuelta las cartas de los demás para estudiar la mano. Los bots "
    "igual juegan solo con lo que ve su propio lugar.",
    "practice.settings_new_game": (
        "Los bots y el número de partida valen para una partida nueva: tocá «{button}»."
    ),
    "practice.status": "Mano {deal} · {ns_name} {ns} · {ew_name} {ew} · gana el primero en "
    "llegar a {target}",
    "practice.your_turn_draw": "Te toca: robá del mazo o levantá el pozo.",
    "practice.your_turn_draw_only": "Te toca: robá del mazo. El pozo no se puede levantar "
    "ahora. {reason}",
    "practice.your_turn_draw_empty": "Te toca: el mazo está vacío; levantá el pozo o pasá.",
    "practice.your_turn_draw_empty_must": "Te toca: el mazo está vacío; levantá el pozo (la "
                                          "carta de arriba va sobre uno de tus juegos, así que "
                                          "es obligatorio).",
    "practice.your_turn_draw_empty_only": "Te toca: el mazo está vacío, así que pasá. El pozo "
    "no se puede levantar ahora. {reason}",
    "practice.block.use_top": "Para levantarlo, {top:the_card} tiene que empezar un juego en el "
    "acto con dos cartas de tu mano (dos {rank:ranks} naturales, o uno y un comodín), y tu mano "
    "no tiene ni lo uno ni lo otro.",
    "practice.block.minimum": "Ninguna forma de levantarlo con {top:the_card} llega a los "
    "{minimum} puntos que pide la primera bajada.",
    "practice.your_turn_play": "Te toca: bajá, preguntale a tu compañero o descartá para "
    "terminar el turno.",
    "practice.your_answer": "{partner} pregunta: «¿Puedo cortar?». Respondé sí o no.",
    "practice.waiting": "Juega {seat}…",
    "practice.btn.next_bot": "Siguiente jugada ({seat})",
    "practice.btn.all_bots": "Todas sus jugadas",
    "practice.recent": "Desde tu última jugada",
    "practice.move_label": "Jugada {n} · {seat}",
    "practice.act_title": "Tu jugada",
    "practice.action": "O escribí la jugada",
    "practice.action_label": "La jugada",
    "practice.action_help": "Por ejemplo: robar, levantar 7c 7p, bajar 5t 5d 5c, descartar 9t, "
    "preguntar, sí, no, pasar. Las cartas: número (A, 2 a 10, J, Q, K) y palo: p picas, c corazones, d diamantes, t tréboles (o los símbolos ♠ ♥ ♦ ♣); el comodín se escribe comodín.",
    "practice.btn.play": "Jugarla",
    "practice.btn.play_typed": "Jugar lo escrito",
    "practice.btn.take_back": "Deshacer mi última jugada",
    "practice.took_back": "Deshecha: estás otra vez antes de tu jugada ({action}). (Jugadas deshechas en "
    "esta mano: {count}.)",
    "practice.played": "Jugaste: {action}.",
    "practice.played_draw": "Robaste {card:the_card} del mazo.",
    "practice.refused": "No vale: no cambió nada; probá de nuevo.",
    "practice.refused_off": "No vale: {reason} No cambió nada; probá de nuevo. ({rule})",
    "practice.tries": "Intentos no válidos en esta mano: {illegal} · jugadas deshechas: "
    "{take_backs}",
    "practice.err.over": "La mano terminó: mirá el puntaje más abajo.",
    "practice.err.wait": "Esperá: le toca a {seat}.",
    "practice.err.empty": "Primero escribí una jugada, o usá los botones.",
    "practice.err.input": "Esta jugada no se puede leer: {error}",
    "practice.guide.title": "El entrenador",
    "practice.guide.asked": "{partner} quiere cortar. Sí: {partner} tiene que cortar en este "
    "turno. No: {partner} no puede cortar en este turno.",
    "practice.guide.asked_facts": "Tu pareja tiene {canastas} "
    "{$canastas -> [one] canasta *[other] canastas}; vos tenés {cards} {$cards -> [one] carta *[other] cartas}, que "
    "restan a tu pareja si la mano termina ahora.",
    "practice.guide.asked_facts_team": "Tu equipo tiene {canastas} "
    "{$canastas -> [one] canasta *[other] canastas}; vos tenés {cards} {$cards -> [one] carta *[other] cartas}, que "
    "restan a tu equipo si la mano termina ahora.",
    "practice.guide.pile_empty": "El pozo está vacío: robá del mazo.",
    "practice.guide.pile_empty_no_stock": "El pozo está vacío.",
    "practice.guide.blocked": (
        "El pozo está bloqueado por {card:the_card} de arriba: nadie lo puede levantar en este "
        "turno. Robá del mazo."
    ),
    "practice.guide.blocked_no_stock": (
        "El pozo está bloqueado por {card:the_card} de arriba: nadie lo puede levantar en este "
        "turno."
    ),
    "practice.guide.frozen": (
        "El pozo está congelado (por {card:the_card}): solo lo levantan dos {ranks} naturales de "
        "tu mano."
    ),
    "practice.guide.frozen_unopened": "Tu pareja todavía no abrió, así que el pozo está "
    "congelado para vos: lo levantan dos {ranks} naturales de tu mano, y ese juego (con los "
    "demás que bajes) tiene que llegar a tu mínimo de {minimum}.",
    "practice.guide.frozen_unopened_team": "Tu equipo todavía no abrió, así que el pozo está "
    "congelado para vos: lo levantan dos {ranks} naturales de tu mano, y ese juego (con los "
    "demás que bajes) tiene que llegar a tu mínimo de {minimum}.",
    "practice.guide.pile_open": "El pozo no está congelado para vos: lo levanta un par natural "
    "de {ranks}, una natural y un comodín, o el juego de {ranks} de tu pareja.",
    "practice.guide.pile_open_alone": "El pozo no está congelado para vos: lo levanta un par natural "
    "de {ranks}, una natural y un comodín, o tu juego de {ranks}.",
    "practice.guide.pile_open_team": "El pozo no está congelado para vos: lo levanta un par natural "
    "de {ranks}, una natural y un comodín, o el juego de {ranks} de tu equipo.",
    "practice.guide.can_take": "Podés levantar el pozo ({count} {$count -> [one] carta *[other] cartas}) "
    "con tu mano.",
    "practice.guide.cannot_take": "Tu mano no tiene con qué levantarlo en este turno: robá.",
    "practice.guide.cannot_take_no_stock": "Tu mano no tiene con qué levantarlo en este turno.",
    "practice.guide.stock_empty": "El mazo está vacío: levantá el pozo si podés, o pasá; eso "
    "termina la mano.",
    "practice.guide.stock_low": "{$count -> [one] Queda *[other] Quedan} solo {count} "
    "{$count -> [one] carta *[other] cartas} en el mazo.",
    "practice.guide.minimum": "Tu pareja todavía no abrió: los primeros juegos que bajes tienen que sumar "
    "al menos {minimum} puntos de una vez.",
    "practice.guide.minimum_team": "Tu equipo todavía no abrió: los primeros juegos que bajes tienen que sumar "
    "al menos {minimum} puntos de una vez.",
    "practice.guide.told_yes": "{partner} dijo que sí: tenés que cortar en este turno.",
    "practice.guide.told_no": "{partner} dijo que no: no podés cortar en este turno.",
    "practice.guide.open_can": "Podés abrir ahora, por ejemplo con {cards}: {points} puntos, "
    "y el mínimo es {minimum}.",
    "practice.guide.open_cannot": "Tus cartas todavía no llegan al mínimo de apertura de "
    "{minimum}: seguí juntando.",
    "practice.guide.melds": "Tenés cartas para bajar o para agregar a los juegos de tu pareja.",
    "practice.guide.melds_team": "Tenés cartas para bajar o para agregar a los juegos de tu equipo.",
    "practice.guide.out_ask": "Podés cortar en este turno: preguntale antes a {partner}, o "
    "cortá sin preguntar.",
    "practice.guide.out_can": "Podés cortar en este turno: bajá tus cartas y descartá la última "
    "(después de bajar ya no le podés preguntar a {partner}).",
    "practice.guide.out_later": "Tu pareja tiene una canasta, así que vas a poder cortar cuando "
    "tus cartas lo permitan.",
    "practice.guide.out_later_team": "Tu equipo tiene una canasta, así que vas a poder cortar cuando "
    "tus cartas lo permitan.",
    "practice.guide.no_canasta": "Todavía no podés cortar: tu pareja necesita una canasta "
    "(siete cartas del mismo número).",
    "practice.guide.no_canasta_team": "Todavía no podés cortar: tu equipo necesita una canasta "
    "(siete cartas del mismo número).",
    "practice.guide.discard": "Terminá el turno con un descarte.",
    "practice.btn.hint": "Pista",
    "practice.btn.hint_more": "Más de la pista",
    "practice.btn.play_hint": "Jugar la pista",
    "practice.hint.title": "Pista (lo que haría el bot sensato)",
    "practice.hint.kind.draw": "Robá del mazo.",
    "practice.hint.kind.take": "Levantá el pozo.",
    "practice.hint.kind.meld": "Bajá.",
    "practice.hint.kind.discard": "Descartá.",
    "practice.hint.kind.ask": "Preguntale a tu compañero si podés cortar.",
    "practice.hint.kind.yes": "Respondé que sí.",
    "practice.hint.kind.no": "Respondé que no.",
    "practice.hint.kind.pass": "Pasá.",
    "practice.hint.cards": "Con estas cartas: {cards}.",
    "practice.hint.no_cards": "No hay cartas que elegir.",
    "practice.hint.full": "La jugada completa: {action}",
    "practice.scoring": "Puntaje de la mano {deal}",
    "practice.deal_tries": "Cómo jugaste esta mano: intentos no válidos {illegal} · jugadas "
    "deshechas {take_backs}.",
    "practice.game_tries": (
        "En toda la partida: {illegal} intentos no válidos, {take_backs} jugadas deshechas."
    ),
    "practice.deal_won": "{side} gana la mano, {a} a {b}.",
    "practice.deal_tie": "La mano termina empatada, {a} cada pareja.",
    "practice.sheet": "Planilla de la partida",
    "practice.btn.next_deal": "Siguiente mano",
    "practice.game_won_you": "¡Vos y tu compañero ganan la partida!",
    "practice.game_won_them": "Este y Oeste ganan la partida.",
    "practice.from_lessons": "Ahora jugá manos enteras en la mesa de práctica",
    "practice.log": "Jugadas de esta mano ({count})",
    "practice.at_start": "La mano como se repartió",
    "practice.permalink": "Enlace a este momento",
    "practice.permalink_help": (
        "Abre esta partida en esta jugada: la misma mano, tus jugadas hasta ahora y los bots "
        "respondiendo igual."
    ),
    "practice.bad_link": "Este enlace no se pudo abrir ({problems}). Empezó una partida nueva.",
    "practice.bad.no_seed": "trae {names} pero no el número de partida (seed=)",
    "practice.bad.seed": "el número de partida {value} no es un número entero de 0 a {max}",
    "practice.bad.bot": "{value} no es uno de los bots",
    "practice.bad.sheet": "la planilla {value} no es una lista de puntajes de mano como "
    "120,-35;90,15 (múltiplos de 5)",
    "practice.bad.sheet_won": "su planilla es de una partida que ya se ganó",
    "practice.bad.deal": "la mano {value} no sigue a su planilla (se esperaba la mano {expected})",
    "practice.bad.h": "su lista de tus jugadas está dañada",
    "practice.bad.h_long": "su lista de tus jugadas es demasiado larga",
    "practice.bad.h_move": "tu jugada {number} ({action}) no vale en ese momento",
    "practice.bad.move": "pide la jugada {value}, pero con las jugadas que trae la mano llega "
    "solo a la jugada {max}",
    "practice.bad.move_text": "la jugada {value} no es un número entero",
    # las mesas (profiles.md): quién se sienta dónde, según la mesa
    "practice.intro.two-hand": "Jugá manos enteras sentado en Sur contra Norte, cada uno solo, "
    "con 15 cartas: al robar se toman dos cartas del mazo, y para cortar hacen falta dos "
    "canastas; una partida a 5000. El árbitro decide cada intento; nada cambia hasta que la "
    "jugada sea válida.",
    "practice.intro.three-hand": "Jugá manos enteras sentado en Sur contra Norte y Este, cada "
    "uno solo, con 13 cartas: al robar se toman dos cartas del mazo; una partida a 5000. El "
    "árbitro decide cada intento; nada cambia hasta que la jugada sea válida.",
    "practice.intro.six-hand": "Jugá manos enteras sentado en Sur con Noreste y Noroeste de "
    "compañeros, contra Norte, Sudeste y Sudoeste; una partida a 5000. Para cortar le "
    "preguntás a Noroeste. El árbitro decide cada intento; nada cambia hasta que la jugada sea "
    "válida.",
    "practice.profile": "Jugadores en la mesa",
    "practice.profile_help": "Dos, tres, cuatro o seis jugadores: cada mesa juega con sus "
    "propias reglas (mirá el reglamento). Una mesa nueva empieza una partida nueva.",
    "practice.profile.classic": "4 jugadores (2 contra 2)",
    "practice.profile.two-hand": "2 jugadores",
    "practice.profile.three-hand": "3 jugadores",
    "practice.profile.six-hand": "6 jugadores (3 contra 3)",
    "practice.profile.short.two-hand": "2",
    "practice.profile.short.three-hand": "3",
    "practice.profile.short.classic": "4",
    "practice.profile.short.six-hand": "6",
    "practice.partners_bot": "{$count -> [one] Tu compañero *[other] Tus compañeros} ({seats})",
    "practice.opponents_bot": "{$count -> [one] Tu rival *[other] Tus rivales} ({seats})",
    "practice.bots_missing": "En esta mesa se ofrecen los bots que ya saben jugarla: {bots}.",
    "practice.advice_missing": "El consejo del entrenador (juzgar la estrategia de cada jugada) "
    "necesita al bot experto, que todavía no sabe jugar en esta mesa: los demás niveles del "
    "entrenador funcionan como siempre.",
    "practice.hint_missing": "Las pistas necesitan al bot sensato, que todavía no sabe jugar en "
    "esta mesa.",
    "practice.side.theirs": "El otro equipo",
    "practice.side.yours": "Tu equipo",
    "practice.status_sides": "Mano {deal} · {scores} · gana el primero en llegar a {target}",
    "practice.your_turn_play_alone": "Te toca: bajá, o descartá para terminar el turno.",
    "practice.your_turn_play_to": "Te toca: bajá, preguntale a {partner} si podés cortar o "
    "descartá para terminar el turno.",
    "practice.played_draw_cards": "Robaste {cards} del mazo.",
    "practice.deal_won_you": "Tu equipo gana la mano: {scores}.",
    "practice.deal_won_you_alone": "Ganás la mano: {scores}.",
    "practice.deal_won_other": "{side} gana la mano: {scores}.",
    "practice.deal_tie_top": "La mano termina empatada arriba: {scores}.",
    "practice.game_won_you_alone": "¡Ganaste la partida!",
    "practice.game_won_you_side": "¡Vos y tus compañeros ganan la partida!",
    "practice.game_won_other": "{side} gana la partida.",
    "practice.sheet.won": "{winner} gana la partida con {win}: el total más alto una vez que "
    "alguien llegó a {target}.",
    "practice.sheet.tie": "Empate arriba en {total}: ya se llegó a {target} pero el total más "
    "alto está repetido, así que se juega otra mano.",
    "practice.sheet.on": "Otra mano: {leader} va adelante con {total}, faltan {gap} para "
    "{target}.",
    "practice.sheet.on_level": "Otra mano: empate arriba en {total}, faltan {gap} para "
    "{target}.",
    "practice.bad.profile": "{value} no es una de las mesas ({names})",
    "practice.bad.bot_profile": "el bot {value} todavía no sabe jugar en esta mesa",
    "practice.guide.frozen_unopened_alone": "Todavía no abriste, así que el pozo está congelado "
    "para vos: lo levantan dos {ranks} naturales de tu mano, y ese juego (con los demás que "
    "bajes) tiene que llegar a tu mínimo de {minimum}.",
    "practice.guide.minimum_alone": "Todavía no abriste: los primeros juegos que bajes tienen "
    "que sumar al menos {minimum} puntos de una vez.",
    "practice.guide.melds_alone": "Tenés cartas para bajar o para agregar a tus juegos.",
    "practice.guide.out_can_alone": "Podés cortar en este turno: bajá tus cartas y descartá la "
    "última.",
    "practice.guide.out_later_alone": "Ya tenés {$need -> [one] la canasta *[other] las canastas} que "
    "hacen falta para cortar, así que vas a poder cortar cuando tus cartas lo permitan.",
    "practice.guide.no_canasta_alone": "Todavía no podés cortar: necesitás {$need -> [one] una "
    "canasta (siete cartas del mismo número) *[other] {need} canastas (siete cartas del mismo "
    "número cada una)}, y tenés {have}.",
}
