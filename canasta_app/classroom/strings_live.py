"""The live class on a projector: the answers' board, the presenter screen (a link that shows
the class and controls nothing), and the teacher's live view of the class page."""

EN = {
    "live.board.question": "{seat} to play at move {step}: what would you play?",
    "live.board.answers": "{count} {$count -> [one] answer *[other] answers}",
    "live.board.waiting": "Waiting for the first answers…",
    "live.board.legal": "legal",
    "live.board.illegal": "not legal: {rule}",
    "live.board.others": "Other answers: {count} ({kinds} different {$kinds -> [one] move *[other] moves})",
    "live.board.played": "played",
    "live.board.expert": "the expert's choice",
    "live.board.reveal_played": "What {seat} played: {move}",
    "live.board.reveal_expert": "The expert's choice: {move}",
    "live.screen.title": "Live with “{name}”",
    "live.screen.join": "Join code **{code}**: open **Class** on the site and type it.",
    "live.screen.waiting": "Waiting for the teacher to start the live deal…",
    "live.screen.unknown": (
        "No class has this join code, or the class is closed: ask the teacher for the "
        "projector link again."
    ),
    "live.screen.note": "Projector screen: it follows the teacher's moves and controls nothing.",
    "live.screen.move": "Move {step} of {total}",
    "class.live.screen": "Open the projector screen",
    "class.live.screen_how": (
        "The projector screen shows the live deal, the question and the answers, and controls "
        "nothing: its address can be seen and copied by anyone in the room. Teach from your "
        "own window with the button above."
    ),
    "class.live.refresh": "updated by itself every few seconds",
}

ES = {
    "live.board.question": "Juega {seat} en la jugada {step}: ¿qué jugarías?",
    "live.board.answers": "{count} {$count -> [one] respuesta *[other] respuestas}",
    "live.board.waiting": "Esperando las primeras respuestas…",
    "live.board.legal": "válida",
    "live.board.illegal": "no válida: {rule}",
    "live.board.others": "Otras respuestas: {count} ({kinds} {$kinds -> [one] jugada distinta *[other] jugadas distintas})",
    "live.board.played": "la jugada",
    "live.board.expert": "la elección del experto",
    "live.board.reveal_played": "Lo que jugó {seat}: {move}",
    "live.board.reveal_expert": "La elección del experto: {move}",
    "live.screen.title": "En vivo con «{name}»",
    "live.screen.join": "Código **{code}**: abrí **Clase** en el sitio y escribilo.",
    "live.screen.waiting": "Esperando que tu docente empiece la mano en vivo…",
    "live.screen.unknown": (
        "Ninguna clase tiene este código, o la clase está cerrada: pedile a tu docente el "
        "enlace del proyector de nuevo."
    ),
    "live.screen.note": "Pantalla del proyector: sigue las jugadas del docente y no controla nada.",
    "live.screen.move": "Jugada {step} de {total}",
    "class.live.screen": "Abrir la pantalla del proyector",
    "class.live.screen_how": (
        "La pantalla del proyector muestra la mano en vivo, la pregunta y las respuestas, y no "
        "controla nada: cualquiera en el aula puede ver y copiar su dirección. Enseñá desde tu "
        "propia ventana con el botón de arriba."
    ),
    "class.live.refresh": "se actualiza sola cada pocos segundos",
}

EN.update({
    "class.heat.caption": (
        "Each square is one student's lesson: the steps done out of the lesson's. Point at a "
        "square for its steps by name; choose a lesson below to see its steps one by one."
    ),
    "class.heat.student": "Student",
    "class.heat.lesson": "Lesson",
    "class.heat.done": "Steps done",
    "class.heat.share": "Share of the lesson done",
    "class.heat.done_steps": "Done",
    "class.heat.todo_steps": "Still to do",
    "class.heat.wrong": "Wrong tries",
    "class.heat.tries": "Tries",
    "class.heat.pick": "A lesson's steps, student by student",
    "class.heat.step": "Step",
    "class.heat.state": "State",
    "class.heat.state.done": "done",
    "class.heat.state.tried": "tried, not done yet",
    "class.heat.state.shown": "shown by “show me”",
    "class.heat.state.none": "not started",
})
ES.update({
    "class.heat.caption": (
        "Cada casilla es la lección de un estudiante: los pasos hechos de los de la lección. "
        "Pasá el puntero por una casilla para ver sus pasos por nombre; elegí una lección "
        "abajo para ver sus pasos uno por uno."
    ),
    "class.heat.student": "Estudiante",
    "class.heat.lesson": "Lección",
    "class.heat.done": "Pasos hechos",
    "class.heat.share": "Parte de la lección hecha",
    "class.heat.done_steps": "Hechos",
    "class.heat.todo_steps": "Falta",
    "class.heat.wrong": "Intentos equivocados",
    "class.heat.tries": "Intentos",
    "class.heat.pick": "Los pasos de una lección, estudiante por estudiante",
    "class.heat.step": "Paso",
    "class.heat.state": "Estado",
    "class.heat.state.done": "hecho",
    "class.heat.state.tried": "intentado, todavía sin hacer",
    "class.heat.state.shown": "mostrado con «mostrame»",
    "class.heat.state.none": "sin empezar",
})
