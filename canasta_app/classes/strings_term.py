"""Classes that last a term (issue 39): students remembered on their device, every step
counted, nicknames, the teacher's "My classes" and teacher code, homework. Beside
classes/strings.py (the class page's first texts) so the two can change apart."""

EN = {
    # --- progress, by student and by step
    "class.progress.caption": (
        "Steps done of each lesson (read, watched, tried or answered: every kind of step "
        "counts), and the wrong tries, if any."
    ),
    "class.progress.cell": "{done} of {total}",
    "class.progress.cell_wrong": " · {wrong} wrong",
    "class.progress.step_n": "Step {step}",
    # --- wrong tries
    "class.wrong.caption": (
        "For each lesson step, the wrong tries the class made most often, with the rule each "
        "one broke. **Students** counts each student once, however often they made that try."
    ),
    "class.wrong.count": "Students",
    "class.wrong.no_rule": "allowed, but not what the step asked",
    "class.wrong.other_rule": "a rule of the game",
    "class.wrong.wrong_answer": "wrong answer",
    "class.wrong.answered": "answered {answer}",
    "class.wrong.said_legal": "answered: it is legal",
    "class.wrong.said_illegal": "answered: it is not legal",
    "class.wrong.step_titled": "{lesson}: {title}",
    # --- nicknames
    "class.join.nick_cap": "Up to {max} characters.",
    "class.join.nick_cut": (
        "Nicknames are at most {max} characters: yours was cut to “{nick}”. Change it if you "
        "like."
    ),
    "class.join.nick_empty": "Type a nickname: it is what your teacher sees.",
    "class.join.code_empty": "Type the join code your teacher shows.",
    "class.join.nick_taken": (
        "Someone in this class is already called “{nick}”. Pick another name — “{suggestion}” "
        "is free. If you are that student on another device, continue with your personal code "
        "instead (Home, “Have a personal code?”)."
    ),
    "class.join.use_suggestion": "Use “{suggestion}”",
    # --- identity: the personal code after joining and on the class page
    "class.me.title": "Your personal code: **{code}**",
    "class.me.remembered": (
        "This device remembers you: come back to **Class** any day and you are {nick} again, "
        "with your progress."
    ),
    "class.me.other_device": "Continue on another device",
    "class.me.other_device_how": (
        "On the other device, open this link (or type the code on Home, “Have a personal "
        "code?”). Keep it to yourself: whoever has it continues as you."
    ),
    # --- the teacher: My classes and the teacher code
    "class.my.title": "My classes",
    "class.my.none": "No class made on this device yet.",
    "class.my.open": "Open “{name}”",
    "class.my.archived": "{name} (archived)",
    "class.my.students": "{count} {$count -> [one] student *[other] students}",
    "class.my.code": "Your teacher code: **{code}**",
    "class.my.code_how": (
        "This device remembers your classes. To open them on another device, type this code "
        "there (Class, “Open my classes with a teacher code”). Do not show it to the class: "
        "it opens every class you teach."
    ),
    "class.my.code_show": "Show my teacher code",
    "class.my.enter": "Open my classes with a teacher code",
    "class.my.enter_label": "Teacher code",
    "class.my.enter_placeholder": "for example ABCD-2345-EFGH",
    "class.my.enter_help": "The twelve letters and digits shown under “My classes” on the device that made your classes.",
    "class.my.enter_btn": "Open my classes",
    "class.my.enter_unknown": "No teacher has the code “{code}”. Check it on your other device.",
    "class.my.enter_done": "This device now opens your classes.",
    "class.my.back": "My classes",
    "class.new.done_kept": (
        "Class created. This device keeps it under **My classes** on the Class page. This "
        "page's address is the class's private teacher link: share it with nobody — anyone "
        "with it sees the students' progress."
    ),
    "class.me.not_me": "Not you? Forget me on this device",
    # --- homework
    "class.tab.homework": "Homework",
    "class.hw.title": "Your homework",
    "class.hw.none": "No homework for now.",
    "class.hw.due": "due {date}",
    "class.hw.overdue": "was due {date}",
    "class.hw.done": "done",
    "class.hw.todo": "to do",
    "class.hw.lesson": "Lesson: {lesson}",
    "class.hw.step": "{lesson}, step {step}: {title}",
    "class.hw.sandbox": "Situation: {title}",
    "class.hw.sandbox_untitled": "a situation in the sandbox",
    "class.hw.open": "Open",
    "class.hw.class": "{name}",
    "class.hw.assign": "Assign homework",
    "class.hw.kind": "What to assign",
    "class.hw.kind.lesson": "A whole lesson",
    "class.hw.kind.step": "One step of a lesson",
    "class.hw.kind.sandbox": "A situation from the sandbox",
    "class.hw.pick_lesson": "Lesson",
    "class.hw.pick_step": "Step",
    "class.hw.share": "The sandbox's share link or code",
    "class.hw.share_help": (
        "In the sandbox, set up the situation and its question, press Share and paste the "
        "link here. Students check a move in that situation; a legal one is the item done."
    ),
    "class.hw.share_bad": "That is not a sandbox share link or code: copy it from the sandbox's Share.",
    "class.hw.share_title": "What to ask (students see it)",
    "class.hw.share_title_help": "Up to {max} characters, for example “Can West take the pile?”.",
    "class.hw.due_label": "Due date (optional)",
    "class.hw.has_due": "Set a due date",
    "class.hw.assign_btn": "Assign",
    "class.hw.assigned": "Assigned to the class.",
    "class.hw.remove": "Remove",
    "class.hw.removed": "Homework removed.",
    "class.hw.empty": "No homework assigned yet.",
    "class.hw.caption": (
        "For each item: who did it, their tries, and the wrong try most students made."
    ),
    "class.hw.col.item": "Homework",
    "class.hw.col.due": "Due",
    "class.hw.col.done": "Done",
    "class.hw.col.who": "Done by",
    "class.hw.col.todo": "Not yet",
    "class.hw.col.tries": "Tries",
    "class.hw.col.wrong": "Most common wrong try",
    "class.hw.wrong_line": "{what} — {why} ({students} {$students -> [one] student *[other] students})",
    "class.hw.nobody": "—",
    "class.hw.banner": "Homework: {title}",
    "class.hw.banner_done": "Done: you checked a legal move. Your teacher sees it.",
    "class.hw.banner_todo": "Check a move in this situation; a legal move does it.",
}

ES = {
    "class.progress.caption": (
        "Pasos hechos de cada lección (leídos, vistos, intentados o respondidos: cuenta todo "
        "tipo de paso) y los intentos equivocados, si hubo."
    ),
    "class.progress.cell": "{done} de {total}",
    "class.progress.cell_wrong": " · {wrong} equivocados",
    "class.progress.step_n": "Paso {step}",
    "class.wrong.caption": (
        "En cada paso de lección, los intentos equivocados más frecuentes de la clase, con la "
        "regla que rompió cada uno. **Estudiantes** cuenta a cada estudiante una vez, aunque "
        "haya repetido el intento."
    ),
    "class.wrong.count": "Estudiantes",
    "class.wrong.no_rule": "permitido, pero no es lo que pedía el paso",
    "class.wrong.other_rule": "una regla del juego",
    "class.wrong.wrong_answer": "respuesta equivocada",
    "class.wrong.answered": "respondió {answer}",
    "class.wrong.said_legal": "respondió: es válida",
    "class.wrong.said_illegal": "respondió: no es válida",
    "class.wrong.step_titled": "{lesson}: {title}",
    "class.join.nick_cap": "Hasta {max} caracteres.",
    "class.join.nick_cut": (
        "Los apodos tienen como máximo {max} caracteres: el tuyo quedó en «{nick}». Cambialo "
        "si querés."
    ),
    "class.join.nick_empty": "Escribí un apodo: es lo que ve tu docente.",
    "class.join.code_empty": "Escribí el código de la clase que muestra tu docente.",
    "class.join.nick_taken": (
        "En esta clase ya hay alguien que se llama «{nick}». Elegí otro nombre: «{suggestion}» "
        "está libre. Si sos ese estudiante en otro dispositivo, seguí con tu código personal "
        "(Inicio, «¿Tenés un código personal?»)."
    ),
    "class.join.use_suggestion": "Usar «{suggestion}»",
    "class.me.title": "Tu código personal: **{code}**",
    "class.me.remembered": (
        "Este dispositivo te recuerda: volvé a **Clase** cualquier día y sos {nick} otra vez, "
        "con tu progreso."
    ),
    "class.me.other_device": "Seguir en otro dispositivo",
    "class.me.other_device_how": (
        "En el otro dispositivo, abrí este enlace (o escribí el código en Inicio, «¿Tenés un "
        "código personal?»). No lo compartas: quien lo tenga sigue como vos."
    ),
    "class.my.title": "Mis clases",
    "class.my.none": "Todavía no creaste ninguna clase en este dispositivo.",
    "class.my.open": "Abrir «{name}»",
    "class.my.archived": "{name} (archivada)",
    "class.my.students": "{count} {$count -> [one] estudiante *[other] estudiantes}",
    "class.my.code": "Tu código de docente: **{code}**",
    "class.my.code_how": (
        "Este dispositivo recuerda tus clases. Para abrirlas en otro dispositivo, escribí este "
        "código allí (Clase, «Abrir mis clases con un código de docente»). No lo muestres a "
        "la clase: abre todas tus clases."
    ),
    "class.my.code_show": "Mostrar mi código de docente",
    "class.my.enter": "Abrir mis clases con un código de docente",
    "class.my.enter_label": "Código de docente",
    "class.my.enter_placeholder": "por ejemplo ABCD-2345-EFGH",
    "class.my.enter_help": "Las doce letras y cifras que aparecen bajo «Mis clases» en el dispositivo donde creaste tus clases.",
    "class.my.enter_btn": "Abrir mis clases",
    "class.my.enter_unknown": "Ningún docente tiene el código «{code}». Revisalo en tu otro dispositivo.",
    "class.my.enter_done": "Este dispositivo ahora abre tus clases.",
    "class.my.back": "Mis clases",
    "class.new.done_kept": (
        "Clase creada. Este dispositivo la guarda en **Mis clases**, en la página Clase. La "
        "dirección de esta página es el enlace privado de docente de la clase: no la "
        "compartas con nadie; quien la tenga ve el progreso de los estudiantes."
    ),
    "class.me.not_me": "¿No sos vos? Olvidarme en este dispositivo",
    "class.tab.homework": "Tarea",
    "class.hw.title": "Tu tarea",
    "class.hw.none": "Por ahora no hay tarea.",
    "class.hw.due": "para el {date}",
    "class.hw.overdue": "era para el {date}",
    "class.hw.done": "hecha",
    "class.hw.todo": "pendiente",
    "class.hw.lesson": "Lección: {lesson}",
    "class.hw.step": "{lesson}, paso {step}: {title}",
    "class.hw.sandbox": "Situación: {title}",
    "class.hw.sandbox_untitled": "una situación en la mesa libre",
    "class.hw.open": "Abrir",
    "class.hw.class": "{name}",
    "class.hw.assign": "Dar tarea",
    "class.hw.kind": "Qué dar",
    "class.hw.kind.lesson": "Una lección entera",
    "class.hw.kind.step": "Un paso de una lección",
    "class.hw.kind.sandbox": "Una situación de la mesa libre",
    "class.hw.pick_lesson": "Lección",
    "class.hw.pick_step": "Paso",
    "class.hw.share": "El enlace o código para compartir de la mesa libre",
    "class.hw.share_help": (
        "En la mesa libre, armá la situación y su pregunta, tocá Compartir y pegá el enlace "
        "acá. Los estudiantes verifican una jugada en esa situación; una válida completa la "
        "tarea."
    ),
    "class.hw.share_bad": "Eso no es un enlace ni un código de la mesa libre: copialo desde Compartir en la mesa libre.",
    "class.hw.share_title": "Qué preguntar (lo ven los estudiantes)",
    "class.hw.share_title_help": "Hasta {max} caracteres, por ejemplo «¿Puede Oeste levantar el pozo?».",
    "class.hw.due_label": "Fecha de entrega (opcional)",
    "class.hw.has_due": "Poner fecha de entrega",
    "class.hw.assign_btn": "Dar la tarea",
    "class.hw.assigned": "La tarea quedó asignada a la clase.",
    "class.hw.remove": "Quitar",
    "class.hw.removed": "Tarea quitada.",
    "class.hw.empty": "Todavía no diste tarea.",
    "class.hw.caption": (
        "En cada tarea: quién la hizo, sus intentos y el intento equivocado que hicieron más "
        "estudiantes."
    ),
    "class.hw.col.item": "Tarea",
    "class.hw.col.due": "Para el",
    "class.hw.col.done": "Hecha",
    "class.hw.col.who": "La hicieron",
    "class.hw.col.todo": "Falta",
    "class.hw.col.tries": "Intentos",
    "class.hw.col.wrong": "Intento equivocado más frecuente",
    "class.hw.wrong_line": "{what} — {why} ({students} {$students -> [one] estudiante *[other] estudiantes})",
    "class.hw.nobody": "—",
    "class.hw.banner": "Tarea: {title}",
    "class.hw.banner_done": "Hecha: verificaste una jugada válida. Tu docente lo ve.",
    "class.hw.banner_todo": "Verificá una jugada en esta situación; una válida completa la tarea.",
}
