"""Sentences for rulings, in English and Spanish, keyed by a message code.

A violation stores its code and the facts behind it (cards, ranks, numbers); the sentence is
made here, through the one formatter (`canasta_core.messages.format_message`), so a UI can show
the same ruling in either language and a card or seat reads the same as everywhere else. The
sentences are keys of the one catalogue of texts (`messages.CATALOGUE`, "reason.<code>").
"""

from __future__ import annotations

from collections.abc import Mapping

from canasta_core.messages import CATALOGUE, RANK_WORDS, SEAT_NAMES, format_message, lang_of

TYPE_CHECKING = False  # typing is not imported at run time: `canasta check` starts faster
if TYPE_CHECKING:
    from typing import Final

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

# code -> (English, Spanish) templates for messages.format_message. Parameters are the facts a
# violation carries (rulings.py): cards as codes ({top:the_card} -> "the 7♥" / "el 7♥"), ranks as
# meld keys ({rank:the_ranks} -> "las jotas"), seats as letters; {why}, {verb_word} and {left_after}
# are added here (words of the catalogue too).
MESSAGES: Final[dict[str, tuple[str, str]]] = {
    # --- legal moves -----------------------------------------------------------------
    "ok.draw": ("You draw the top card of the stock.", "Robás la carta de arriba del mazo."),
    "ok.draw-n": (
        "You draw the top {n} cards of the stock; you will still discard only one.",
        "Robás las {n} cartas de arriba del mazo; igual descartás una sola.",
    ),
    "ok.draw-last": (
        "You draw the last card of the stock: near the end a draw gives what is left, and one "
        "card is a complete draw; you then meld and discard as usual.",
        "Robás la última carta del mazo: al final un robo da lo que queda, y una carta es un robo "
        "completo; después bajás y descartás como siempre.",
    ),
    "ok.draw-ends": (
        "The stock's last card is a red three: you lay it out and the deal ends at once, with no "
        "melding, no discard and no going-out bonus.",
        "La última carta del mazo es un tres rojo: la ponés a la vista y la mano termina en el "
        "acto, sin bajar, sin descartar y sin premio por cortar.",
    ),
    "ok.draw-ends-n": (
        "The stock holds only red threes ({n}): you lay them out and the deal ends at once, with "
        "no melding, no discard and no going-out bonus.",
        "En el mazo quedan solo tres rojos ({n}): los ponés a la vista y la mano termina en el "
        "acto, sin bajar, sin descartar y sin premio por cortar.",
    ),
    "ok.take": (
        "You take the pile: {top:the_card} goes into your side's {rank:ranks}, the rest into your "
        "hand.",
        "Levantás el pozo: {top:the_card} va al juego de {rank:ranks} de tu pareja y el resto a tu "
        "mano.",
    ),
    "ok.take-new": (
        "You take the pile: {top:the_card} starts a new meld of {rank:ranks} with cards from your "
        "hand, the rest goes into your hand.",
        "Levantás el pozo: con {top:the_card} empezás un juego nuevo de {rank:ranks} con cartas de "
        "tu mano, y el resto va a tu mano.",
    ),
    "ok.take-one": (
        "You take the pile, which is just {top:the_card}: it goes into your side's {rank:ranks}.",
        "Levantás el pozo, que es solo {top:the_card}: va al juego de {rank:ranks} de tu pareja.",
    ),
    "ok.take-new-one": (
        "You take the pile, which is just {top:the_card}: it starts a new meld of {rank:ranks} "
        "with cards from your hand.",
        "Levantás el pozo, que es solo {top:the_card}: con esa carta empezás un juego nuevo de "
        "{rank:ranks} con cartas de tu mano.",
    ),
    "ok.take-frozen": (
        "The pile is frozen ({why}), and you show two natural {rank:ranks} with {top:the_card}: "
        "you may take it.",
        "El pozo está congelado ({why}) y mostrás dos {rank:ranks} naturales con {top:the_card}: "
        "podés levantarlo.",
    ),
    # several melds at once: `melds` is said part by part (MELD_PARTS), from the `groups` fact
    "ok.meld": ("You {melds}.", "{melds}."),
    "ok.meld-new": ("You lay down a new meld of {rank:ranks}.",
                    "Bajás un juego nuevo de {rank:ranks}."),
    "ok.meld-add": ("You add {cards:the_cards} to your side's {rank:ranks}.",
                    "Agregás {cards:the_cards} al juego de {rank:ranks} de tu pareja."),
    "ok.open": (
        "You open with {points} points; your side needs {minimum}.",
        "Abrís con {points} puntos; tu pareja necesita {minimum}.",
    ),
    "ok.open-concealed": (
        "You meld your whole hand but the final discard, with a canasta, having melded nothing "
        "before: going out concealed needs no opening minimum ({points} of {minimum}).",
        "Bajás toda la mano menos el descarte, con canasta y sin haber bajado antes: para cortar "
        "de mano no hace falta el mínimo de apertura ({points} de {minimum}).",
    ),
    "ok.open-concealed-n": (
        "You meld your whole hand but the final discard, with the {n:count_words:canasta} this "
        "table needs, having melded nothing before: going out concealed needs no opening minimum "
        "({points} of {minimum}).",
        "Bajás toda la mano menos el descarte, con las {n:count_words:canasta} que exige esta mesa "
        "y sin haber bajado antes: para cortar de mano no hace falta el mínimo de apertura "
        "({points} de {minimum}).",
    ),
    "ok.meld-with-threes": (
        "You {melds}: black threes go down only in the turn you go out, as here, where your last "
        "card is the final discard.",
        "{melds}: los treses negros se bajan solo en el turno en que cortás, como acá, donde tu "
        "última carta es el descarte final.",
    ),
    "ok.meld-threes": (
        "You meld black threes ({n}): allowed only in the turn you go out, as here, where your "
        "last card is the final discard.",
        "Bajás treses negros ({n}): solo se permite en el turno en que cortás, como acá, donde "
        "tu última carta es el descarte final.",
    ),
    "ok.out": ("You go out.", "Cortás."),
    "ok.out-concealed-n": (
        "You go out concealed: the whole hand at once, with the {n:count_words:canasta} this table "
        "needs (200 points).",
        "Cortás de mano: toda la mano de una vez, con las {n:count_words:canasta} que exige esta "
        "mesa (200 puntos).",
    ),
    "ok.out-concealed": (
        "You go out concealed: the whole hand at once, with a canasta (200 points).",
        "Cortás de mano: toda la mano de una vez, con canasta (200 puntos).",
    ),
    "ok.discard": ("You discard {card:the_card}; the turn passes to {next:seat}.",
                   "Descartás {card:the_card}; el turno pasa a {next:seat}."),
    "ok.ask": ("You ask your partner whether you may go out.",
               "Le preguntás a tu compañero si podés cortar."),
    "ok.yes": ("Your partner says yes: you must go out this turn.",
               "Tu compañero dice que sí: tenés que cortar en este turno."),
    "ok.no": ("Your partner says no: you may not go out this turn.",
              "Tu compañero dice que no: no podés cortar en este turno."),
    "ok.ask-to": ("You ask {partner:seat}, the partner who answers for you, whether you may go "
                  "out.",
                  "Le preguntás a {partner:seat}, el compañero que te contesta, si podés cortar."),
    "ok.yes-from": ("{partner:seat} says yes: you must go out this turn.",
                    "{partner:seat} dice que sí: tenés que cortar en este turno."),
    "ok.no-from": ("{partner:seat} says no: you may not go out this turn.",
                   "{partner:seat} dice que no: no podés cortar en este turno."),
    "ok.pass": ("The stock is empty: you pass without taking the pile, and the deal ends.",
                "El mazo está agotado: pasás sin levantar el pozo, y termina la mano."),
    "ok.pass-empty": (
        "The stock and the pile are both empty: you pass, and the deal ends.",
        "El mazo y el pozo están vacíos: pasás, y termina la mano.",
    ),
    # --- turn and phase --------------------------------------------------------------
    "turn.over": ("The deal is over: no more actions.", "La mano terminó: no hay más jugadas."),
    "turn.over-out": ("The deal is over: a player went out; no more actions.",
                      "La mano terminó: un jugador cortó; no hay más jugadas."),
    "turn.over-stock": (
        "The deal is over: the stock ran out and the pile was not taken; no more actions.",
        "La mano terminó: se agotó el mazo y no se levantó el pozo; no hay más jugadas.",
    ),
    "turn.over-red-three": (
        "The deal is over: the last card drawn from the stock was a red three; no more actions.",
        "La mano terminó: la última carta robada del mazo fue un tres rojo; no hay más jugadas.",
    ),
    "turn.need-draw": (
        "First draw from the stock or take the pile; you can {verb_word} after that.",
        "Primero robá del mazo o levantá el pozo; después podés {verb_word}.",
    ),
    "turn.already-drew": (
        "You have already drawn this turn: now meld, ask, or discard.",
        "Ya robaste en este turno: ahora bajá, preguntá o descartá.",
    ),
    "turn.no-question": (
        "Nobody asked to go out, so there is nothing to answer.",
        "Nadie preguntó si puede cortar, así que no hay nada que responder.",
    ),
    "permission.pending": (
        "Your partner must answer first: yes or no.",
        "Primero tiene que responder tu compañero: sí o no.",
    ),
    "permission.pending-from": (
        "{partner:seat}, the partner who answers for you, must answer first: yes or no.",
        "Primero tiene que responder {partner:seat}, el compañero que te contesta: sí o no.",
    ),
    # --- stock -----------------------------------------------------------------------
    "stock.empty-draw": (
        "The stock is empty: there is nothing to draw. Take the pile if you can, or pass (which "
        "ends the deal).",
        "El mazo está agotado: no hay nada para robar. Levantá el pozo si podés, o pasá (y "
        "termina la mano).",
    ),
    "stock.not-empty": (
        "You may pass only when the stock is empty: draw a card or take the pile.",
        "Solo podés pasar con el mazo agotado: robá una carta o levantá el pozo.",
    ),
    "stock.must-take": (
        "The stock is empty and {top:the_card} fits your side's {rank:ranks}: you must take the "
        "pile.",
        "El mazo está agotado y {top:the_card} va en el juego de {rank:ranks} de tu pareja: tenés "
        "que levantar el pozo.",
    ),
    # --- pile ------------------------------------------------------------------------
    "pile.empty": ("The discard pile is empty: there is nothing to take.",
                   "El pozo está vacío: no hay nada para levantar."),
    "pile.blocked-wild": (
        "A wild card ({top:card}) is on top of the pile: nobody may take it now.",
        "Hay {$top.rank -> [JK] un comodín *[other] un comodín ({top:card})} arriba del pozo: "
        "nadie puede levantarlo ahora.",
    ),
    "pile.blocked-three": (
        "A black three ({top:card}) is on top of the pile: it blocks the pile for one turn.",
        "Hay un tres negro ({top:card}) arriba del pozo: bloquea el pozo por un turno.",
    ),
    "card.not-held": ("You do not hold {cards:cards}.", "No tenés {cards:cards} en la mano."),
    "pile.one-card": (
        "You hold one card and the pile has one card: this table's house rule forbids taking it.",
        "Tenés una sola carta y el pozo tiene una sola: la regla de la casa prohíbe levantarlo.",
    ),
    "pile.frozen": (
        "The pile is frozen ({why}): you need two natural {rank:ranks} in your hand to take it.",
        "El pozo está congelado ({why}): necesitás dos {rank:ranks} naturales en la mano para "
        "levantarlo.",
    ),
    "pile.use-top-bare": (
        "Your side has no meld of {rank:ranks}: to take the pile, meld {top:the_card} with cards "
        "from your hand, e.g. a natural pair.",
        "Tu pareja no tiene un juego de {rank:ranks}: para levantar el pozo, bajá {top:the_card} "
        "con cartas de tu mano, por ejemplo un par natural.",
    ),
    "pile.use-top-rank": (
        "The top card is {top:the_card}: it must be melded with {rank:ranks}, not with "
        "{other_rank:ranks}.",
        "La carta de arriba es {top:the_card}: tiene que bajarse con {rank:ranks}, no con "
        "{other_rank:ranks}.",
    ),
    "pile.red-three-top": (
        "A red three is on top of the pile: red threes are never melded, so it cannot be taken.",
        "Hay un tres rojo arriba del pozo: un tres rojo nunca va a un juego, así que no se puede "
        "levantar.",
    ),
    # --- melds -----------------------------------------------------------------------
    "threes.black-not-out": (
        "Black threes can be melded only when you go out in that same action.",
        "Los treses negros solo se bajan al cortar, en esa misma jugada.",
    ),
    "threes.black-count": (
        "Black threes are melded only as three or four natural black threes.",
        "Los treses negros se bajan solo de a tres o de a cuatro, y sin comodines.",
    ),
    "threes.black-wild": (
        "Wild cards are never melded with threes.",
        "Los comodines nunca se bajan con treses.",
    ),
    "meld.no-wild-only": (
        "A meld needs natural cards: wild cards alone are not a meld. To add a wild card to a "
        "meld on the table, say which meld it joins.",
        "Un juego necesita cartas naturales: los comodines solos no forman un juego. Para "
        "agregar un comodín a un juego de la mesa, indicá a qué juego va.",
    ),
    "meld.no-wild-only-rank": (
        "Your side has no meld of {rank:ranks}: wild cards alone cannot start one.",
        "Tu pareja no tiene un juego de {rank:ranks}: los comodines solos no pueden empezarlo.",
    ),
    "meld.mixed-ranks": (
        "A meld is one rank only (no sequences): {cards:cards} mixes ranks.",
        "Un juego es de un solo número (no hay escaleras): {cards:cards} mezcla números.",
    ),
    "meld.too-small": (
        "A meld needs at least three cards; the meld of {rank:ranks} would have "
        "{size:count:card}.",
        "Un juego necesita al menos tres cartas; el juego de {rank:ranks} quedaría con "
        "{size:count:card}.",
    ),
    "meld.prefix-mismatch": (
        "The group is marked {prefix}: but holds {cards:cards}.",
        "El juego está marcado {prefix}: pero tiene {cards:cards}.",
    ),
    "meld.wilds": (
        "A meld may hold at most three wild cards; the meld of {rank:ranks} would have "
        "{wilds:count:wild}.",
        "Un juego puede tener como máximo tres comodines; el juego de {rank:ranks} quedaría "
        "con {wilds:count:wild}.",
    ),
    "meld.naturals": (
        "A meld needs at least two natural cards; the meld of {rank:ranks} would have "
        "{naturals:count:natural}.",
        "Un juego necesita al menos dos cartas naturales; el juego de {rank:ranks} quedaría "
        "con {naturals:count:natural}.",
    ),
    "meld.canasta-wild": (
        "Adding a wild card turns your natural canasta of {rank:ranks} into a mixed one: 300 "
        "instead of 500.",
        "Agregar un comodín convierte tu canasta limpia de {rank:ranks} en sucia: 300 en vez de "
        "500.",
    ),
    # --- going out -------------------------------------------------------------------
    "out.canasta": (
        "Your side has no canasta yet, so you must keep at least one card after discarding: "
        "{left_after}.",
        "Tu pareja todavía no tiene canasta, así que tenés que quedarte con al menos una carta "
        "después de descartar: {left_after}.",
    ),
    "out.canasta-discard": (
        "Discarding your last card would go out, and your side has no canasta yet.",
        "Descartar tu última carta sería cortar, y tu pareja todavía no tiene canasta.",
    ),
    "out.told-no": (
        "Your partner said no: you may not go out this turn.",
        "Tu compañero dijo que no: no podés cortar en este turno.",
    ),
    "out.told-no-one-card": (
        "Your partner said no: you may not go out this turn, and a meld that leaves you one card "
        "would make you go out with your discard. Keep at least two cards.",
        "Tu compañero dijo que no: no podés cortar en este turno, y un juego que te deja una sola "
        "carta te haría cortar con el descarte. Quedate con al menos dos cartas.",
    ),
    "out.told-yes": (
        "Your partner said yes: you must go out this turn, and this would not.",
        "Tu compañero dijo que sí: tenés que cortar en este turno, y con esta jugada no cortás.",
    ),
    "out.told-yes-stuck": (
        "Your partner said yes: after this meld you could no longer go out this turn.",
        "Tu compañero dijo que sí: después de esta bajada ya no podrías cortar en este turno.",
    ),
    "ask.after-meld": (
        "You may ask only right after drawing or taking, before melding anything else.",
        "Solo podés preguntar justo después de robar o levantar el pozo, antes de bajar otra "
        "cosa.",
    ),
    "ask.twice": ("You have already asked this turn.", "Ya preguntaste en este turno."),
    "ask.few-cards": (
        "You may ask only while holding at least two cards.",
        "Solo podés preguntar si tenés al menos dos cartas.",
    ),
    "ask.alone": (
        "In {profile:a_game} every player plays alone: nobody answers “may I go out?”, so just "
        "go out when you can.",
        "En {profile:a_game} cada uno juega solo: nadie responde «¿puedo cortar?», así que cortá "
        "cuando puedas.",
    ),
    "out.canastas": (
        "In {profile:a_game} going out needs {need} canastas and you have {have}, so you must "
        "keep at least one card after discarding: {left_after}.",
        "En {profile:a_game} para cortar hacen falta {need} canastas y tenés {have}, así que "
        "tenés que quedarte con al menos una carta después de descartar: {left_after}.",
    ),
    "out.canastas-discard": (
        "Discarding your last card would go out, and {profile:a_game} needs {need} canastas to go "
        "out; you have {have}.",
        "Descartar tu última carta sería cortar, y en {profile:a_game} para cortar hacen "
        "falta {need} canastas; tenés {have}.",
    ),
    "ask.cannot-go-out": (
        "You could not go out this turn with this hand, so you may not ask.",
        "No podrías cortar en este turno con esta mano, así que no podés preguntar.",
    ),
    # --- opening ---------------------------------------------------------------------
    "open.minimum": (
        "Your side has not opened: the opening must reach {minimum} points (score {score}), but "
        "what you meld counts {points}.",
        "Tu pareja no abrió: la apertura tiene que llegar a {minimum} puntos (puntaje {score}), "
        "pero lo que bajás suma {points}.",
    ),
}

#: [two.alone] [three.alone] The same reasons said to a player who is a side alone: a lone
#: player has no partner and no side beside them, so "your side" becomes "you". Chosen by the
#: ruling's `alone` parameter (rulings.evaluate sets it from the profile); classic text unchanged.
ALONE: Final[dict[str, tuple[str, str]]] = {
    "ok.take": (
        "You take the pile: {top:the_card} goes into your {rank:ranks}, the rest into your hand.",
        "Levantás el pozo: {top:the_card} va a tu juego de {rank:ranks} y el resto a tu mano.",
    ),
    "ok.take-one": (
        "You take the pile, which is just {top:the_card}: it goes into your {rank:ranks}.",
        "Levantás el pozo, que es solo {top:the_card}: va a tu juego de {rank:ranks}.",
    ),
    "ok.meld-add": ("You add {cards:the_cards} to your {rank:ranks}.",
                    "Agregás {cards:the_cards} a tu juego de {rank:ranks}."),
    "ok.open": ("You open with {points} points; you need {minimum}.",
                "Abrís con {points} puntos; necesitás {minimum}."),
    "stock.must-take": (
        "The stock is empty and {top:the_card} fits your {rank:ranks}: you must take the pile.",
        "El mazo está agotado y {top:the_card} va en tu juego de {rank:ranks}: tenés que levantar "
        "el pozo.",
    ),
    "pile.use-top-bare": (
        "You have no meld of {rank:ranks}: to take the pile, meld {top:the_card} with cards from "
        "your hand, e.g. a natural pair.",
        "No tenés un juego de {rank:ranks}: para levantar el pozo, bajá {top:the_card} con cartas "
        "de tu mano, por ejemplo un par natural.",
    ),
    "meld.no-wild-only-rank": (
        "You have no meld of {rank:ranks}: wild cards alone cannot start one.",
        "No tenés un juego de {rank:ranks}: los comodines solos no pueden empezarlo.",
    ),
    "out.canasta": (
        "You have no canasta yet, so you must keep at least one card after discarding: "
        "{left_after}.",
        "Todavía no tenés canasta, así que tenés que quedarte con al menos una carta después de "
        "descartar: {left_after}.",
    ),
    "out.canasta-discard": (
        "Discarding your last card would go out, and you have no canasta yet.",
        "Descartar tu última carta sería cortar, y todavía no tenés canasta.",
    ),
    "open.minimum": (
        "You have not opened: the opening must reach {minimum} points (score {score}), but what "
        "you meld counts {points}.",
        "Todavía no abriste: la apertura tiene que llegar a {minimum} puntos (puntaje {score}), "
        "pero lo que bajás suma {points}.",
    ),
}
FROZEN_WHY_ALONE: Final[dict[str, dict[str, str]]] = {
    "en": {"not-opened": "you have not opened yet"},
    "es": {"not-opened": "todavía no abriste"},
}

def _team_es(es: str) -> str:
    """[six.shared] A side of three is «tu equipo», never «tu pareja» (two): the `team` form."""
    return es.replace("Tu pareja", "Tu equipo").replace("tu pareja", "tu equipo")


#: A legal move's reason *told* of the player, for narration ("North draws…", never "you"):
#: {seat} is who acts, {partner} who answers an ask, {side} the side's name as the table shows
#: it (a lone player's side is the player). Only legal moves are narrated.
TOLD: Final[dict[str, tuple[str, str]]] = {
    "ok.draw": ("{seat:seat} draws the top card of the stock.",
                "{seat:seat} roba la carta de arriba del mazo."),
    "ok.draw-n": (
        "{seat:seat} draws the top {n} cards of the stock and will still discard only one.",
        "{seat:seat} roba las {n} cartas de arriba del mazo; igual descarta una sola.",
    ),
    "ok.draw-last": (
        "{seat:seat} draws the last card of the stock: near the end a draw gives what is left.",
        "{seat:seat} roba la última carta del mazo: al final un robo da lo que queda.",
    ),
    "ok.draw-ends": (
        "The stock's last card is a red three: {seat:seat} lays it out and the deal ends at once.",
        "La última carta del mazo es un tres rojo: {seat:seat} la pone a la vista y la mano "
        "termina en el acto.",
    ),
    "ok.draw-ends-n": (
        "The stock holds only red threes ({n}): {seat:seat} lays them out and the deal ends at "
        "once.",
        "En el mazo quedan solo tres rojos ({n}): {seat:seat} los pone a la vista y la mano "
        "termina en el acto.",
    ),
    "ok.take": (
        "{seat:seat} takes the pile: {top:the_card} goes into {side}'s {rank:ranks}, the rest "
        "into {seat:seat}'s hand.",
        "{seat:seat} levanta el pozo: {top:the_card} va al juego de {rank:ranks} de {side} y el "
        "resto a su mano.",
    ),
    "ok.take-new": (
        "{seat:seat} takes the pile: {top:the_card} starts a new meld of {rank:ranks} with cards "
        "from the hand, and the rest goes into the hand.",
        "{seat:seat} levanta el pozo: con {top:the_card} empieza un juego nuevo de {rank:ranks} "
        "con cartas de su mano, y el resto va a su mano.",
    ),
    "ok.take-one": (
        "{seat:seat} takes the pile, which is just {top:the_card}: it goes into {side}'s "
        "{rank:ranks}.",
        "{seat:seat} levanta el pozo, que es solo {top:the_card}: va al juego de {rank:ranks} de "
        "{side}.",
    ),
    "ok.take-new-one": (
        "{seat:seat} takes the pile, which is just {top:the_card}: it starts a new meld of "
        "{rank:ranks} with cards from the hand.",
        "{seat:seat} levanta el pozo, que es solo {top:the_card}: con esa carta empieza un juego "
        "nuevo de {rank:ranks} con cartas de su mano.",
    ),
    "ok.take-frozen": (
        "The pile is frozen ({why}), and {seat:seat} shows two natural {rank:ranks} with "
        "{top:the_card}: that takes it.",
        "El pozo está congelado ({why}) y {seat:seat} muestra dos {rank:ranks} naturales con "
        "{top:the_card}: así lo puede levantar.",
    ),
    "ok.meld": ("{seat:seat} {melds}.", "{seat:seat} {melds}."),
    "ok.meld-new": ("{seat:seat} lays down a new meld of {rank:ranks}.",
                    "{seat:seat} baja un juego nuevo de {rank:ranks}."),
    "ok.meld-add": ("{seat:seat} adds {cards:the_cards} to {side}'s {rank:ranks}.",
                    "{seat:seat} agrega {cards:the_cards} al juego de {rank:ranks} de {side}."),
    "ok.open": ("{seat:seat} opens with {points} points; the opening needs {minimum}.",
                "{seat:seat} abre con {points} puntos; la apertura necesita {minimum}."),
    "ok.open-concealed": (
        "{seat:seat} melds the whole hand but the final discard, with a canasta, having melded "
        "nothing before: going out concealed needs no opening minimum ({points} of {minimum}).",
        "{seat:seat} baja toda la mano menos el descarte, con canasta y sin haber bajado antes: "
        "para cortar de mano no hace falta el mínimo de apertura ({points} de {minimum}).",
    ),
    "ok.open-concealed-n": (
        "{seat:seat} melds the whole hand but the final discard, with the {n:count_words:canasta} "
        "this table needs, having melded nothing before: going out concealed needs no opening "
        "minimum ({points} of {minimum}).",
        "{seat:seat} baja toda la mano menos el descarte, con las {n:count_words:canasta} que "
        "exige esta mesa y sin haber bajado antes: para cortar de mano no hace falta el mínimo de "
        "apertura ({points} de {minimum}).",
    ),
    "ok.meld-with-threes": (
        "{seat:seat} {melds}: black threes go down only in the turn a player goes out, as here, "
        "where the last card is the final discard.",
        "{seat:seat} {melds}: los treses negros se bajan solo en el turno en que se corta, como "
        "acá, donde la última carta es el descarte final.",
    ),
    "ok.meld-threes": (
        "{seat:seat} melds black threes ({n}): allowed only in the turn a player goes out, as "
        "here, where the last card is the final discard.",
        "{seat:seat} baja treses negros ({n}): solo se permite en el turno en que se corta, como "
        "acá, donde la última carta es el descarte final.",
    ),
    "ok.out": ("{seat:seat} goes out.", "{seat:seat} corta."),
    "ok.out-concealed-n": (
        "{seat:seat} goes out concealed: the whole hand at once, with the {n:count_words:canasta} "
        "this table needs (200 points).",
        "{seat:seat} corta de mano: toda la mano de una vez, con las {n:count_words:canasta} que "
        "exige esta mesa (200 puntos).",
    ),
    "ok.out-concealed": (
        "{seat:seat} goes out concealed: the whole hand at once, with a canasta (200 points).",
        "{seat:seat} corta de mano: toda la mano de una vez, con canasta (200 puntos).",
    ),
    "ok.discard": ("{seat:seat} discards {card:the_card}; the turn passes to {next:seat}.",
                   "{seat:seat} descarta {card:the_card}; el turno pasa a {next:seat}."),
    "ok.ask": ("{seat:seat} asks {partner:seat} whether {seat:seat} may go out.",
               "{seat:seat} le pregunta a {partner:seat} si puede cortar."),
    "ok.ask-to": ("{seat:seat} asks {partner:seat} whether {seat:seat} may go out.",
                  "{seat:seat} le pregunta a {partner:seat} si puede cortar."),
    "ok.yes-from": ("{partner:seat} says yes: {seat:seat} must go out this turn.",
                    "{partner:seat} dice que sí: {seat:seat} tiene que cortar en este turno."),
    "ok.no-from": ("{partner:seat} says no: {seat:seat} may not go out this turn.",
                   "{partner:seat} dice que no: {seat:seat} no puede cortar en este turno."),
    "ok.yes": ("{partner:seat} says yes: {seat:seat} must go out this turn.",
               "{partner:seat} dice que sí: {seat:seat} tiene que cortar en este turno."),
    "ok.no": ("{partner:seat} says no: {seat:seat} may not go out this turn.",
              "{partner:seat} dice que no: {seat:seat} no puede cortar en este turno."),
    "ok.pass": (
        "The stock is empty: {seat:seat} passes without taking the pile, and the deal ends.",
        "El mazo está agotado: {seat:seat} pasa sin levantar el pozo, y termina la mano.",
    ),
    "ok.pass-empty": (
        "The stock and the pile are both empty: {seat:seat} passes, and the deal ends.",
        "El mazo y el pozo están vacíos: {seat:seat} pasa, y termina la mano.",
    ),
}
FROZEN_WHY_TOLD: Final[dict[str, dict[str, str]]] = {
    "en": {"not-opened": "{side} has not opened yet"},
    "es": {"not-opened": "{side} todavía no abrió"},
}

# What a meld that breaks out.canasta leaves in the hand (param hand_after: 0 or 1 cards).
LEFT_AFTER: Final[dict[str, dict[str, str]]] = {
    "en": {
        "0": "this would leave you with no cards",
        "1": "this would leave you one card, and discarding it would take you out",
    },
    "es": {
        "0": "con esta jugada te quedarías sin cartas",
        "1": "con esta jugada te quedaría una sola carta, y descartarla sería cortar",
    },
}

#: The verb of a move asked for too early, as the sentence names it (English keeps the
#: action's own word).
VERB_ES: Final[dict[str, str]] = {
    "meld": "bajar", "discard": "descartar", "ask": "preguntar", "draw": "robar",
    "take": "levantar el pozo", "pass": "pasar", "yes": "responder", "no": "responder",
}

#: One part of a several-melds sentence ("ok.meld"), by form ("" said to the player, "alone",
#: "told" of a seat) and kind: cards added to a meld, a new meld, the black threes. The
#: `groups` fact lists them as "add:7:7H 7S;new:3:3C 3S 3C" (kind:rank:cards), so the ruling
#: names every card, in the reader's language, as the one-meld sentences do.
MELD_PARTS: Final[dict[str, dict[str, tuple[str, str]]]] = {
    "": {
        "add": ("add {cards:the_cards} to your side's {rank:ranks}",
                "agregás {cards:the_cards} al juego de {rank:ranks} de tu pareja"),
        "new": ("lay down a new meld of {rank:ranks} ({cards:cards})",
                "bajás un juego nuevo de {rank:ranks} ({cards:cards})"),
        "black": ("lay down the black threes {cards:cards}",
                  "bajás los treses negros {cards:cards}"),
        "and": (" and ", " y "),
        "sep": (", ", ", "),
    },
    "alone": {
        "add": ("add {cards:the_cards} to your {rank:ranks}",
                "agregás {cards:the_cards} a tu juego de {rank:ranks}"),
    },
    "told": {
        "add": ("adds {cards:the_cards} to {side}'s {rank:ranks}",
                "agrega {cards:the_cards} al juego de {rank:ranks} de {side}"),
        "new": ("lays down a new meld of {rank:ranks} ({cards:cards})",
                "baja un juego nuevo de {rank:ranks} ({cards:cards})"),
        "black": ("lays down the black threes {cards:cards}",
                  "baja los treses negros {cards:cards}"),
    },
}

#: Said when a several-melds ruling carries no `groups` (an older caller): the count alone.
_MELDS_COUNTED: Final = {
    "": ("lay down {what_n:count:meld_group}", "bajás {what_n:count:meld_group}"),
    "told": ("lays down {what_n:count:meld_group}", "baja {what_n:count:meld_group}"),
}


def _part(form: str, kind: str, lang: str) -> str:
    template = CATALOGUE.get(f"reason.{form}.part.{kind}", lang) if form else None
    return template or CATALOGUE.get(f"reason.part.{kind}", lang) or ""


def _melds_phrase(p: Mapping[str, object], form: str, lang: str) -> str:
    """'add 7♥ 7♠ to your side's sevens and lay down the black threes 3♣ 3♠ 3♣'."""
    groups = str(p.get("groups") or "")
    parts: list[str] = []
    for entry in filter(None, groups.split(";")):
        kind, rank, cards = entry.split(":", 2)
        if kind == "new" and rank == "3":
            kind = "black"
        parts.append(format_message(_part(form, kind, lang),
                                    {**p, "rank": rank, "cards": cards}, lang))
    if not parts:
        key = "reason.told.counted" if form == "told" else "reason.counted"
        return format_message(CATALOGUE.get(key, lang) or "", p, lang)
    if len(parts) == 1:
        return parts[0]
    return _part(form, "sep", lang).join(parts[:-1]) + _part(form, "and", lang) + parts[-1]


def texts() -> dict[str, tuple[str, str]]:
    """Every ruling sentence and word of this module, for the catalogue (keys "reason.…")."""
    out = {f"reason.{code}": pair for code, pair in MESSAGES.items()}
    for why in FROZEN_WHY["en"]:
        out[f"reason.why.{why}"] = (FROZEN_WHY["en"][why], FROZEN_WHY["es"][why])
    for n in LEFT_AFTER["en"]:
        out[f"reason.left_after.{n}"] = (LEFT_AFTER["en"][n], LEFT_AFTER["es"][n])
    for verb, es in VERB_ES.items():
        out[f"reason.verb.{verb}"] = (verb, es)
    team = {c: (en, _team_es(es)) for c, (en, es) in MESSAGES.items() if "pareja" in es}
    team_why = {"en": FROZEN_WHY["en"], "es": {w: _team_es(x) for w, x in FROZEN_WHY["es"].items()}}
    for form, table, whys in (("alone", ALONE, FROZEN_WHY_ALONE), ("team", team, team_why),
                              ("told", TOLD, FROZEN_WHY_TOLD)):
        out.update({f"reason.{form}.{code}": pair for code, pair in table.items()})
        out.update({f"reason.{form}.why.{w}": (whys["en"][w], whys["es"][w]) for w in whys["en"]})
    add = MELD_PARTS[""]["add"]
    out["reason.team.part.add"] = (add[0], _team_es(add[1]))
    for form, parts in MELD_PARTS.items():
        prefix = f"reason.{form}.part." if form else "reason.part."
        out.update({prefix + kind: pair for kind, pair in parts.items()})
    for form, pair in _MELDS_COUNTED.items():
        out[f"reason.{form}.counted" if form else "reason.counted"] = pair
    return out


CATALOGUE.add("reasons", "reason.", texts)


def render(code: str, params: Mapping[str, str], lang: str = "en",
           told: Mapping[str, str] | None = None) -> str:
    """The sentence for a message code in a language ('en' or 'es').

    Said to the player ("You take the pile…"), in the lone player's form when the ruling's
    params say `alone` ([two.alone]), a side of three's when `team` ([six.shared]: «tu equipo»);
    or, with `told` (seat, partner, side), told of the player in the third person for
    narration ("North takes the pile…"), for the legal moves' codes.
    """
    lang = lang_of(lang)
    form = ("told" if told is not None else "alone" if params.get("alone")
            else "team" if params.get("team") else "")
    template = CATALOGUE.get(f"reason.{form}.{code}", lang) if form else None
    if template is None:
        if told is not None:
            raise KeyError(f"no told form for {code}")
        template = CATALOGUE.get("reason." + code, lang)
    if template is None:
        raise KeyError(code)
    p: dict[str, object] = dict(params)
    if told is not None:
        p.update(told)
    why = params.get("why_code")
    if why:
        why_text = CATALOGUE.get(f"reason.{form}.why.{why}", lang) if form else None
        p["why"] = format_message(why_text, p, lang) if why_text else CATALOGUE.render(
            "reason.why." + why, lang)
    if "{left_after}" in template:
        p["left_after"] = CATALOGUE.get("reason.left_after." + params.get("hand_after", "0"),
                                        lang) or CATALOGUE.render("reason.left_after.0", lang)
    if "verb" in params:
        p["verb_word"] = CATALOGUE.get("reason.verb." + params["verb"], lang) or params["verb"]
    if "{melds}" in template:  # «Agregás…»: a Spanish sentence may open with the phrase
        p["melds"] = _melds_phrase(p, form, lang)
        text = format_message(template, p, lang)
        return text[:1].upper() + text[1:]
    return format_message(template, p, lang)


__all__ = ["ALONE", "FROZEN_WHY", "LEFT_AFTER", "MELD_PARTS", "MESSAGES", "TOLD", "RANK_WORDS", "SEAT_NAMES", "VERB_ES", "render", "texts"]
