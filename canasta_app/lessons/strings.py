"""Strings of the Lessons page and of the lesson step logic (canasta_app.lessons.model)."""

EN = {
    # --- step logic (canasta_app.lessons.model) ---------------------------------------------------
    "lessons.goal.phrase": "{$rank -> [none] {goal} *[other] {goal} (with {rank:the_ranks})}",
    "lessons.fb.empty": "Type an action first, for example: take 7H 7S.",
    "lessons.fb.unreadable": "I can't read that action: {detail} Check the examples below the box.",
    "lessons.fb.illegal": "Not allowed here — and that's a good thing to find out. The ruling:",
    "lessons.fb.success": "Well done — that's it!",
    "lessons.fb.then_discard": "Then the discard of your last card, {card:the_card}, takes you out. {note}",
    "lessons.fb.shown": "Shown: here is a move that does it, and how the engine rules it. "
                        "Press “Try again” to do it yourself.",
    "lessons.fb.short_goal": "That is legal (see the ruling), but it isn't this step's goal. "
                             "The goal is to {goal}.",
    "lessons.fb.short_rank": (
        "That is legal, but it doesn't use {rank:the_ranks}. The goal is to {goal}."
    ),
    "lessons.fb.short_wilds_more": "That is legal, but your {rank:ranks} now hold {wilds:count:wild} — and "
                                   "this step asks for more: read the question again.",
    "lessons.fb.short_wilds_fewer": "That is legal, but your {rank:ranks} now hold {wilds:count:wild} — and "
                                    "this step asks for fewer: read the question again.",
    "lessons.fb.short_out": "That is legal, but you still hold {left:count:card}. The goal is to {goal}.",
    "lessons.fb.quiz_again": "Not quite. Look at the table once more and answer again.",
    "lessons.fb.quiz_answer": (
        "{$right -> [yes] Right! *[no] Not quite.} "
        "{$legal -> [yes] The engine rules this move legal. *[no] The engine rules this move illegal.} "
        "{$tries -> [1] (First try.) *[other] ({tries} tries.)}"
    ),
    "lessons.fb.not_number": "“{text}” is not a number. Type a whole number such as 925 or -5.",
    "lessons.fb.score_right": "Right: {part} = {value}. {$tries -> [1] (First try.) *[other] ({tries} tries.)}",
    "lessons.fb.score_low": "{value} is too low for {part}. Count again and answer once more.",
    "lessons.fb.score_high": "{value} is too high for {part}. Count again and answer once more.",
    "lessons.fb.score_minus": "{value} is not it: for {part} the answer is below zero (a "
                              "minus). Count again and answer once more.",
    "lessons.fb.score_loss_more": "{value} is not it: for {part} the answer is further below "
                                  "zero. Count again and answer once more.",
    "lessons.fb.score_loss_less": "{value} is not it: for {part} the answer is not that far "
                                  "below zero. Count again and answer once more.",
    "lessons.fb.score_reveal": "The engine's answer: {part} = {value}.",
    "lessons.part.melds": "the melded cards",
    "lessons.part.hands": "the cards left in hand",
    "lessons.part.canastas": "the canasta bonuses",
    "lessons.part.red_threes": "the red threes",
    "lessons.part.going_out": "the going-out bonus",
    "lessons.part.total": "the whole deal",
    # --- the page ---------------------------------------------------------------------------
    "lessons.title": "Lessons",
    "lessons.intro": "Short guided lessons on a real table. Each step asks you to do something: "
                     "try anything — a wrong move is answered with the rule that forbids it. "
                     "Finish them all and you can play a legal first deal.",
    "lessons.progress_all": "{done} of {total} steps done",
    "lessons.steps_done": "{done}/{total} steps",
    "lessons.start": "Start",
    "lessons.continue": "Continue",
    "lessons.review": "Review",
    "lessons.finished_badge": "✓ finished",
    "lessons.teaches": "Rules taught:",
    "lessons.resume_link": "Your progress is kept while this tab stays open. To pick up later "
                           "on another day, keep this link:",
    "lessons.reset": "Clear my progress",
    "lessons.reset_done": "Progress cleared.",
    "lessons.unknown_lesson": "There is no lesson called “{value}”. Here are all the lessons.",
    "lessons.unknown_step": "Lesson “{lesson}” has no step {value}; it has {count}. Showing step 1.",
    "lessons.broken": "Some lesson files could not be loaded (a problem for the site's "
                      "maintainers, not for you): {errors}",
    "lessons.back": "All lessons",
    "lessons.step_of": "Step {n} of {total}",
    "lessons.kind.explain": "Read",
    "lessons.kind.try": "Your turn",
    "lessons.kind.demo": "Watch",
    "lessons.kind.quiz": "Quiz",
    "lessons.step_done": "✓ done",
    "lessons.you_are": "You play **{seat}** (side {side}). Goal: **{goal}**.",
    "lessons.you_are_alone": "You play **{seat}**, alone. Goal: **{goal}**.",
    "lessons.your_hand": "Cards in your hand — click the ones you want to use:",
    "lessons.click_hint": "Pick cards, then press an action. Clicking writes the action for you:",
    "lessons.pick_none": "Pick the cards for “{verb}” first.",
    "lessons.discard_one": "Pick exactly one card to discard.",
    "lessons.btn.take": "Take the pile",
    "lessons.btn.meld": "Meld",
    "lessons.btn.discard": "Discard",
    "lessons.btn.draw": "Draw",
    "lessons.btn.ask": "Ask partner",
    "lessons.btn.pass": "Pass",
    "lessons.btn.yes": "Answer yes",
    "lessons.btn.no": "Answer no",
    "lessons.type_label": "…or type the action",
    "lessons.type_placeholder": "e.g. take 7H 7S",
    "lessons.type_submit": "Try it",
    "lessons.examples": "Examples: {examples}. Cards: rank (A K Q J T 9 8 7 6 5 4 3 2) + suit "
                        "(C D H S), JK for a joker.",
    "lessons.you_tried": "You tried: {action}",
    "lessons.hint": "Hint",
    "lessons.hint_more": "Another hint",
    "lessons.hint_n": "Hint {n}",
    "lessons.show_me": "Show me",
    "lessons.shown": "Here is one way: {action}",
    "lessons.retry": "Try again",
    "lessons.after_title": "The table after your move:",
    "lessons.prev": "← Previous",
    "lessons.next": "Next →",
    "lessons.finish": "Finish the lesson ✓",
    "lessons.next_lesson": "Next lesson: {title} →",
    "lessons.all_done": "You finished “{title}”.",
    "lessons.all_lessons_done": "You have finished every lesson. Now play whole deals at the "
                                "practice table, or set up any position in the Sandbox.",
    "lessons.to_sandbox": "Open the Sandbox",
    "lessons.copy_link": "Link to this step (for slides or to share):",
    "lessons.demo_play": "Play the next move ▶",
    "lessons.demo_back": "◀ Back one move",
    "lessons.demo_restart": "Start again",
    "lessons.demo_move": "Move {n} of {total}: {action}",
    "lessons.demo_start": "Press “Play the next move” to watch the engine play.",
    "lessons.demo_done": "That was the whole sequence.",
    "lessons.quiz_legal_q": "Is it legal here to {action}?",
    "lessons.quiz_legal_yes": "Legal",
    "lessons.quiz_legal_no": "Not legal",
    "lessons.quiz_score_q": "How much do {side} score for {part}?",
    "lessons.quiz_score_label": "Your answer (a whole number)",
    "lessons.quiz_check": "Check",
    "lessons.quiz_reveal": "Show the answer",
    "lessons.breakdown": "The engine's count",
}

ES = {
    # --- step logic (canasta_app.lessons.model) ---------------------------------------------------
    "lessons.goal.phrase": "{$rank -> [none] {goal} *[other] {goal} (con {rank:the_ranks})}",
    "lessons.fb.empty": "Primero escribí una jugada, por ejemplo: levantar 7c 7p.",
    "lessons.fb.unreadable": "No entiendo esa jugada: {detail} Mirá los ejemplos debajo del cuadro.",
    "lessons.fb.illegal": "Eso no se puede acá — y está bien descubrirlo. La decisión del árbitro:",
    "lessons.fb.success": "¡Muy bien, eso es!",
    "lessons.fb.then_discard": "Después, al descartar tu última carta, {card:the_card}, cortás. {note}",
    "lessons.fb.shown": (
        "Mostrado: esta es una jugada que lo logra, y así la juzga el árbitro. Tocá «Probar de "
        "nuevo» para hacerlo vos."
    ),
    "lessons.fb.short_goal": "Eso vale (mirá la decisión del árbitro), pero no es el "
                             "objetivo de este paso. El objetivo es {goal}.",
    "lessons.fb.short_rank": "Eso vale, pero no usa {rank:the_ranks}. El objetivo es {goal}.",
    "lessons.fb.short_wilds_more": "Eso vale, pero tus {rank:ranks} ahora tienen {wilds:count:wild} — y "
                                   "este paso pide más: volvé a leer la consigna.",
    "lessons.fb.short_wilds_fewer": "Eso vale, pero tus {rank:ranks} ahora tienen {wilds:count:wild} — y "
                                    "este paso pide menos: volvé a leer la consigna.",
    "lessons.fb.short_out": "Eso vale, pero todavía tenés {left:count:card}. El objetivo es {goal}.",
    "lessons.fb.quiz_again": "No exactamente. Mirá la mesa otra vez y volvé a responder.",
    "lessons.fb.quiz_answer": (
        "{$right -> [yes] ¡Correcto! *[no] No exactamente.} "
        "{$legal -> [yes] El árbitro dice que la jugada vale. *[no] El árbitro dice que la jugada no vale.} "
        "{$tries -> [1] (Al primer intento.) *[other] ({tries} intentos.)}"
    ),
    "lessons.fb.not_number": "«{text}» no es un número. Escribí un número entero, como 925 o -5.",
    "lessons.fb.score_right": "Correcto: {part} = {value}. {$tries -> [1] (Al primer intento.) *[other] ({tries} intentos.)}",
    "lessons.fb.score_low": "{value} es poco para {part}. Volvé a contar y respondé otra vez.",
    "lessons.fb.score_high": "{value} es demasiado para {part}. Volvé a contar y respondé otra vez.",
    "lessons.fb.score_minus": "{value} no es: para {part} la respuesta es menor que cero "
                              "(resta). Volvé a contar y respondé otra vez.",
    "lessons.fb.score_loss_more": "{value} no es: para {part} la respuesta está más por debajo "
                                  "de cero. Volvé a contar y respondé otra vez.",
    "lessons.fb.score_loss_less": "{value} no es: para {part} la respuesta no está tan por "
                                  "debajo de cero. Volvé a contar y respondé otra vez.",
    "lessons.fb.score_reveal": "La respuesta del árbitro: {part} = {value}.",
    "lessons.part.melds": "las cartas bajadas",
    "lessons.part.hands": "las cartas que quedaron en la mano",
    "lessons.part.canastas": "los premios de canasta",
    "lessons.part.red_threes": "los treses rojos",
    "lessons.part.going_out": "el corte",
    "lessons.part.total": "la mano entera",
    # --- the page ---------------------------------------------------------------------------
    "lessons.title": "Lecciones",
    "lessons.intro": "Lecciones guiadas y cortas sobre una mesa de verdad. Cada paso te pide "
                     "hacer algo: probá lo que quieras — a una jugada equivocada se le responde "
                     "con la regla que la prohíbe. Al terminarlas podés jugar una primera mano "
                     "sin errores.",
    "lessons.progress_all": "{done} de {total} pasos hechos",
    "lessons.steps_done": "{done}/{total} pasos",
    "lessons.start": "Empezar",
    "lessons.continue": "Seguir",
    "lessons.review": "Repasar",
    "lessons.finished_badge": "✓ terminada",
    "lessons.teaches": "Reglas que enseña:",
    "lessons.resume_link": "Tu avance se guarda mientras esta pestaña siga abierta. Para "
                           "retomarlo otro día, guardá este enlace:",
    "lessons.reset": "Borrar mi avance",
    "lessons.reset_done": "Avance borrado.",
    "lessons.unknown_lesson": "No hay ninguna lección llamada «{value}». Acá están todas las "
                              "lecciones.",
    "lessons.unknown_step": "La lección «{lesson}» no tiene paso {value}; tiene {count}. Se muestra "
                            "el paso 1.",
    "lessons.broken": "No se pudieron cargar algunos archivos de lecciones (un problema para "
                      "quienes mantienen el sitio, no para vos): {errors}",
    "lessons.back": "Todas las lecciones",
    "lessons.step_of": "Paso {n} de {total}",
    "lessons.kind.explain": "Leé",
    "lessons.kind.try": "Te toca",
    "lessons.kind.demo": "Mirá",
    "lessons.kind.quiz": "Pregunta",
    "lessons.step_done": "✓ hecho",
    "lessons.you_are": "Jugás con **{seat}** (pareja {side}). Objetivo: **{goal}**.",
    "lessons.you_are_alone": "Jugás con **{seat}**, solo. Objetivo: **{goal}**.",
    "lessons.your_hand": "Las cartas de tu mano — tocá las que quieras usar:",
    "lessons.click_hint": "Elegí cartas y tocá una jugada. Al tocar, la jugada se escribe sola:",
    "lessons.pick_none": "Primero elegí las cartas para «{verb}».",
    "lessons.discard_one": "Elegí exactamente una carta para descartar.",
    "lessons.btn.take": "Levantar el pozo",
    "lessons.btn.meld": "Bajar",
    "lessons.btn.discard": "Descartar",
    "lessons.btn.draw": "Robar",
    "lessons.btn.ask": "Pedir permiso",
    "lessons.btn.pass": "Pasar",
    "lessons.btn.yes": "Responder sí",
    "lessons.btn.no": "Responder no",
    "lessons.type_label": "…o escribí la jugada",
    "lessons.type_placeholder": "p. ej. levantar 7c 7p",
    "lessons.type_submit": "Probar",
    "lessons.examples": (
        "Ejemplos: {examples}. Cartas: número (A, 2 a 10, J, Q, K) y palo (p picas, c corazones, "
        "d diamantes, t tréboles), o comodín. También valen las jugadas escritas en inglés."
    ),
    "lessons.you_tried": "Probaste: {action}",
    "lessons.hint": "Pista",
    "lessons.hint_more": "Otra pista",
    "lessons.hint_n": "Pista {n}",
    "lessons.show_me": "Mostrame",
    "lessons.shown": "Una forma de hacerlo: {action}",
    "lessons.retry": "Probar de nuevo",
    "lessons.after_title": "La mesa después de tu jugada:",
    "lessons.prev": "← Anterior",
    "lessons.next": "Siguiente →",
    "lessons.finish": "Terminar la lección ✓",
    "lessons.next_lesson": "Próxima lección: {title} →",
    "lessons.all_done": "Terminaste «{title}».",
    "lessons.all_lessons_done": "Terminaste todas las lecciones. Ahora jugá manos enteras en la "
                                "mesa de práctica, o armá cualquier situación en la Mesa libre.",
    "lessons.to_sandbox": "Abrir la Mesa libre",
    "lessons.copy_link": "Enlace a este paso (para diapositivas o para compartir):",
    "lessons.demo_play": "Jugar la próxima ▶",
    "lessons.demo_back": "◀ Volver una",
    "lessons.demo_restart": "Empezar de nuevo",
    "lessons.demo_move": "Jugada {n} de {total}: {action}",
    "lessons.demo_start": "Tocá «Jugar la próxima» para ver cómo se juega.",
    "lessons.demo_done": "Esa fue toda la secuencia.",
    "lessons.quiz_legal_q": "¿Vale acá {action}?",
    "lessons.quiz_legal_yes": "Vale",
    "lessons.quiz_legal_no": "No vale",
    "lessons.quiz_score_q": "¿Cuánto se anota {side} por {part}?",
    "lessons.quiz_score_label": "Tu respuesta (un número entero)",
    "lessons.quiz_check": "Comprobar",
    "lessons.quiz_reveal": "Mostrar la respuesta",
    "lessons.breakdown": "La cuenta del árbitro",
}
