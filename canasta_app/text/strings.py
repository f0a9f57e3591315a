"""A move in words (canasta_app.text.move_words): the action's kind and its cards, never notation."""

EN = {
    "move.draw": "draw from the stock",
    "move.take": "take the pile",
    "move.take_with": "take the pile with {cards}",
    "move.take_and_meld": "{take}, and meld {melds}",
    "move.meld": "meld {melds}",
    "move.group_onto": "{cards} onto the {ranks}",
    "move.and": "{a} and {b}",
    "move.discard": "discard {card}",
    "move.ask": "ask “May I go out?”",  # six players have two partners: the ruling names who
    "move.yes": "answer yes",
    "move.no": "answer no",
    "move.pass": "pass (neither take the pile nor draw)",
}

ES = {
    "move.draw": "robar del mazo",
    "move.take": "levantar el pozo",
    "move.take_with": "levantar el pozo con {cards}",
    "move.take_and_meld": "{take}, y bajar {melds}",
    "move.meld": "bajar {melds}",
    "move.group_onto": "{cards} al juego de {ranks}",
    "move.and": "{a} y {b}",
    "move.discard": "descartar {card}",
    "move.ask": "preguntar «¿Puedo cortar?»",
    "move.yes": "responder que sí",
    "move.no": "responder que no",
    "move.pass": "pasar (ni levantar el pozo ni robar)",
}
