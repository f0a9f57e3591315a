"""Strings of the Class page (teacher's view, joining) and the live classroom."""

EN = {
    "nav.class": "Class",
    "home.pages.class": "Teachers: a class with a join code, its progress, and live questions.",
    "class.title": "Class",
    "class.intro": (
        "Teachers: make a class, show its join code, and see what each student has done. "
        "Students: join with the code your teacher shows, then follow the live deal here."
    ),
    "class.join.title": "Join a class",
    "class.join.code": "Join code",
    "class.join.code_placeholder": "for example K7M2QX",
    "class.join.code_help": "The six letters and digits your teacher shows (no 0, O, 1, I or L).",
    "class.join.nick": "Your nickname",
    "class.join.nick_help": "What your teacher sees. Up to {max} characters; no real name needed.",
    "class.join.submit": "Join",
    "class.join.empty": "Type the join code and a nickname.",
    "class.join.unknown": "No class has the join code “{code}”. Check it on the teacher's screen.",
    "class.join.archived": "The class “{name}” is closed: it takes no new students.",
    "class.join.wait": "Too many wrong codes from here. Wait {seconds} s and try again.",
    "class.join.down": "The class cannot be joined right now: the database is not reachable.",
    "class.join.done": "You joined “{name}” as {nick}.",
    "class.mine.title": "Your classes",
    "class.mine.more": "Join another class or start one",
    "class.mine.as": "{name} — you are {nick}",
    "class.new.title": "Start a class (teachers)",
    "class.new.name": "Class name",
    "class.new.name_help": "Up to {max} characters, for example “Tuesday 6 pm”.",
    "class.new.submit": "Create the class",
    "class.new.empty": "Give the class a name.",
    "class.new.done": (
        "Class created. This page is now the class's private teacher link: bookmark it and "
        "share it with nobody — anyone with it sees the students' progress."
    ),
    "class.teacher.unknown": (
        "This teacher link does not open any class. Check that the whole link was copied."
    ),
    "class.teacher.archived": "This class is archived: students cannot join it.",
    "class.teacher.code": "Join code: **{code}**",
    "class.teacher.code_how": "Students open the site, go to **Class** and type the code — or scan:",
    "class.teacher.join_link": "Join link",
    "class.teacher.private": "Your private teacher link (keep it to yourself)",
    "class.teacher.students": "{count} {count:plural:student|students}",
    "class.tab.progress": "Progress",
    "class.tab.wrong": "Common wrong tries",
    "class.tab.practice": "Practice deals",
    "class.tab.live": "Live",
    "class.tab.manage": "Manage",
    "class.progress.empty": "No student has joined yet. Show the join code to the class.",
    "class.progress.caption": (
        "Steps done of each lesson, and in brackets the tries (wrong tries after the slash)."
    ),
    "class.progress.student": "Student",
    "class.progress.cell": "{done}/{total} ({tries}/{wrong})",
    "class.progress.total": "Steps done",
    "class.wrong.empty": "No wrong tries yet.",
    "class.wrong.caption": (
        "For each lesson step, the wrong tries the class made most often, with the rule each "
        "one broke."
    ),
    "class.wrong.step": "Step",
    "class.wrong.try": "Try",
    "class.wrong.rule": "Rule",
    "class.wrong.count": "Times",
    "class.wrong.no_rule": "legal, but short of the goal",
    "class.wrong.step_label": "{lesson}, step {step}",
    "class.practice.empty": "No practice deal finished yet.",
    "class.practice.deal": "Deal",
    "class.practice.table": "Table",
    "class.practice.us": "Student's side",
    "class.practice.them": "Best other side",
    "class.practice.illegal": "Refused tries",
    "class.practice.take_backs": "Take-backs",
    "class.practice.grades": "Coach's grades",
    "class.csv": "Download the progress (CSV)",
    "class.manage.remove": "Remove a student",
    "class.manage.remove_btn": "Remove",
    "class.manage.removed": "{nick} was removed from the class.",
    "class.manage.archive": "Archive the class (no new students, the live session ends)",
    "class.manage.unarchive": "Open the class again",
    "class.live.go": "Teach live from the Classroom",
    "class.live.how": (
        "The Classroom's deal and move are shown on every student's device. Open it from "
        "here, press “Go live”, and step through the deal."
    ),
    "live.host.title": "Live with “{name}”",
    "live.host.start": "Go live",
    "live.host.stop": "End the live session",
    "live.host.idle": "Students who joined the class can follow this deal on their phones.",
    "live.host.on": "Live: students see move {step}. {seen} of {members} {members:plural:student|students} connected.",
    "live.host.code": "Join code **{code}** — students open **Class** on the site.",
    "live.host.ask": "Ask: what would you play?",
    "live.host.reveal": "Reveal the answer",
    "live.host.held": (
        "A question is open at this move: reveal the answer (or close the question) before going "
        "on — the next move would show what was played."
    ),
    "live.host.close": "Close the question",
    "live.host.no_seat": "The deal is over: nothing to ask here.",
    "live.host.answers": "{count} {count:plural:answer|answers}",
    "live.host.waiting": "Waiting for the first answers…",
    "live.host.legal": "legal",
    "live.host.illegal": "refused: {rule}",
    "live.host.played": "What {seat} played: {move}",
    "live.host.question": "{seat} to play at move {step}: what would you play?",
    "live.host.other_move": (
        "The question was asked at move {asked}; the table now shows move {step}."
    ),
    "live.expert": "The expert's choice (it sees only this seat's cards): {move}",
    "live.student.waiting": "Waiting for your teacher to start the live deal…",
    "live.student.move": "Move {step} of {total}",
    "live.student.turn": "{seat} to play",
    "live.student.over": "The deal is over.",
    "live.student.played": "Just played: {move}",
    "live.student.question": "What would you play? You are {seat}.",
    "live.student.pick": "Pick the cards, or choose one of these:",
    "live.student.send": "Send my answer",
    "live.student.yours": "Your answer: {move}",
    "live.student.change": "You can change it until the teacher reveals the answer.",
    "live.student.unreadable": "That answer could not be read: pick cards again.",
    "live.student.refused": "Your answer was not taken: the question is closed.",
    "live.student.revealed": "The answer: {move}",
    "live.student.yours_legal": "Your answer was legal.",
    "live.student.yours_illegal": "Your answer was not legal: {rule}",
    "live.student.removed": "You are no longer in this class.",
}

ES = {
    "nav.class": "Clase",
    "home.pages.class": "Docentes: una clase con su código, su progreso y preguntas en vivo.",
    "class.title": "Clase",
    "class.intro": (
        "Docentes: creá una clase, mostrá su código y mirá lo que hizo cada estudiante. "
        "Estudiantes: entrá con el código que muestra tu docente y seguí acá la mano en vivo."
    ),
    "class.join.title": "Entrar a una clase",
    "class.join.code": "Código de la clase",
    "class.join.code_placeholder": "por ejemplo K7M2QX",
    "class.join.code_help": "Las seis letras y cifras que muestra tu docente (sin 0, O, 1, I ni L).",
    "class.join.nick": "Tu apodo",
    "class.join.nick_help": "Lo que ve tu docente. Hasta {max} caracteres; no hace falta tu nombre real.",
    "class.join.submit": "Entrar",
    "class.join.empty": "Escribí el código de la clase y un apodo.",
    "class.join.unknown": "Ninguna clase tiene el código «{code}». Revisalo en la pantalla del docente.",
    "class.join.archived": "La clase «{name}» está cerrada: no acepta estudiantes nuevos.",
    "class.join.wait": "Demasiados códigos equivocados desde acá. Esperá {seconds} s y probá otra vez.",
    "class.join.down": "Ahora no se puede entrar a la clase: la base de datos no responde.",
    "class.join.done": "Entraste a «{name}» como {nick}.",
    "class.mine.title": "Tus clases",
    "class.mine.more": "Entrar a otra clase o crear una",
    "class.mine.as": "{name} — sos {nick}",
    "class.new.title": "Crear una clase (docentes)",
    "class.new.name": "Nombre de la clase",
    "class.new.name_help": "Hasta {max} caracteres, por ejemplo «Martes 18 h».",
    "class.new.submit": "Crear la clase",
    "class.new.empty": "Ponele un nombre a la clase.",
    "class.new.done": (
        "Clase creada. Esta página es ahora el enlace privado del docente: guardalo en "
        "favoritos y no lo compartas; quien lo tenga ve el progreso de los estudiantes."
    ),
    "class.teacher.unknown": (
        "Este enlace de docente no abre ninguna clase. Revisá que se haya copiado completo."
    ),
    "class.teacher.archived": "Esta clase está archivada: no acepta estudiantes nuevos.",
    "class.teacher.code": "Código de la clase: **{code}**",
    "class.teacher.code_how": "Los estudiantes abren el sitio, van a **Clase** y escriben el código, o escanean:",
    "class.teacher.join_link": "Enlace para entrar",
    "class.teacher.private": "Tu enlace privado de docente (no lo compartas)",
    "class.teacher.students": "{count} {count:plural:estudiante|estudiantes}",
    "class.tab.progress": "Progreso",
    "class.tab.wrong": "Intentos equivocados frecuentes",
    "class.tab.practice": "Manos de práctica",
    "class.tab.live": "En vivo",
    "class.tab.manage": "Administrar",
    "class.progress.empty": "Todavía no entró ningún estudiante. Mostrá el código de la clase.",
    "class.progress.caption": (
        "Pasos hechos de cada lección y, entre paréntesis, los intentos (los equivocados "
        "después de la barra)."
    ),
    "class.progress.student": "Estudiante",
    "class.progress.cell": "{done}/{total} ({tries}/{wrong})",
    "class.progress.total": "Pasos hechos",
    "class.wrong.empty": "Todavía no hay intentos equivocados.",
    "class.wrong.caption": (
        "En cada paso de lección, los intentos equivocados más frecuentes de la clase, con la "
        "regla que rompió cada uno."
    ),
    "class.wrong.step": "Paso",
    "class.wrong.try": "Intento",
    "class.wrong.rule": "Regla",
    "class.wrong.count": "Veces",
    "class.wrong.no_rule": "válido, pero no cumple el objetivo",
    "class.wrong.step_label": "{lesson}, paso {step}",
    "class.practice.empty": "Todavía nadie terminó una mano de práctica.",
    "class.practice.deal": "Mano",
    "class.practice.table": "Mesa",
    "class.practice.us": "Pareja del alumno",
    "class.practice.them": "Mejor pareja rival",
    "class.practice.illegal": "Intentos rechazados",
    "class.practice.take_backs": "Jugadas deshechas",
    "class.practice.grades": "Notas del entrenador",
    "class.csv": "Descargar el progreso (CSV)",
    "class.manage.remove": "Sacar a un estudiante",
    "class.manage.remove_btn": "Sacar",
    "class.manage.removed": "{nick} ya no está en la clase.",
    "class.manage.archive": "Archivar la clase (sin estudiantes nuevos; termina la sesión en vivo)",
    "class.manage.unarchive": "Abrir la clase de nuevo",
    "class.live.go": "Enseñar en vivo desde el Aula",
    "class.live.how": (
        "La mano y la jugada del Aula se ven en el dispositivo de cada estudiante. Abrila "
        "desde acá, tocá «En vivo» y avanzá por la mano."
    ),
    "live.host.title": "En vivo con «{name}»",
    "live.host.start": "En vivo",
    "live.host.stop": "Terminar la sesión en vivo",
    "live.host.idle": "Los estudiantes de la clase pueden seguir esta mano en sus teléfonos.",
    "live.host.on": "En vivo: los estudiantes ven la jugada {step}. {seen} de {members} {members:plural:estudiante conectado|estudiantes conectados}.",
    "live.host.code": "Código **{code}**: los estudiantes abren **Clase** en el sitio.",
    "live.host.ask": "Preguntar: ¿qué jugarías?",
    "live.host.reveal": "Mostrar la respuesta",
    "live.host.held": (
        "Hay una pregunta abierta en esta jugada: mostrá la respuesta (o cerrá la pregunta) antes "
        "de seguir; la jugada siguiente mostraría lo que se jugó."
    ),
    "live.host.close": "Cerrar la pregunta",
    "live.host.no_seat": "La mano terminó: acá no hay nada que preguntar.",
    "live.host.answers": "{count} {count:plural:respuesta|respuestas}",
    "live.host.waiting": "Esperando las primeras respuestas…",
    "live.host.legal": "válida",
    "live.host.illegal": "rechazada: {rule}",
    "live.host.played": "Lo que jugó {seat}: {move}",
    "live.host.question": "Juega {seat} en la jugada {step}: ¿qué jugarías?",
    "live.host.other_move": (
        "La pregunta se hizo en la jugada {asked}; la mesa muestra ahora la jugada {step}."
    ),
    "live.expert": "La elección del experto (ve solo las cartas de este asiento): {move}",
    "live.student.waiting": "Esperando que tu docente empiece la mano en vivo…",
    "live.student.move": "Jugada {step} de {total}",
    "live.student.turn": "Juega {seat}",
    "live.student.over": "La mano terminó.",
    "live.student.played": "Recién jugado: {move}",
    "live.student.question": "¿Qué jugarías? Sos {seat}.",
    "live.student.pick": "Elegí las cartas, o una de estas opciones:",
    "live.student.send": "Enviar mi respuesta",
    "live.student.yours": "Tu respuesta: {move}",
    "live.student.change": "Podés cambiarla hasta que tu docente muestre la respuesta.",
    "live.student.unreadable": "No se pudo leer esa respuesta: elegí las cartas de nuevo.",
    "live.student.refused": "Tu respuesta no se tomó: la pregunta está cerrada.",
    "live.student.revealed": "La respuesta: {move}",
    "live.student.yours_legal": "Tu respuesta era válida.",
    "live.student.yours_illegal": "Tu respuesta no era válida: {rule}",
    "live.student.removed": "Ya no estás en esta clase.",
}
