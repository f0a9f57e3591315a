"""Strings of the learner's identity and saved progress (shell/learner.py, Home)."""

EN = {
    "me.title": "Your progress",
    "me.none": (
        "Your lesson steps, quiz answers and practice deals are kept on this site as you go — "
        "no account, no e-mail. You get a personal code to come back with."
    ),
    "me.have_code": "Have a personal code? Enter it to continue:",
    "me.code_label": "Personal code",
    "me.code_placeholder": "for example ABCD-2345",
    "me.code_help": "The eight letters and digits you were given (dashes and spaces do not matter).",
    "me.use_code": "Continue with this code",
    "me.code": "Your personal code: **{code}**",
    "me.code_help_line": (
        "Write it down, or keep the link below: it brings back your progress on any device. "
        "It is also in this page's address, so whoever has it can continue as you: to share a "
        "lesson or a deal, use the site's own link buttons, which never carry it."
    ),
    "me.resume_link": "Your resume link",
    "me.continue": "Continue where you left off: {lesson}, step {step}",
    "me.continue_next": "Go on with {lesson}, step {step}",
    "me.summary": "{done} of {total} lesson steps done · {deals} practice deals kept",
    "me.forget": "Use another code",
    "me.class": "Your class “{name}”: follow the live deal",
    "me.unknown": (
        "No learner has the code “{code}”. Check the letters (codes use no 0, O, 1, I or L) "
        "or leave the box empty to start afresh."
    ),
    "me.wait": "Too many wrong codes from here. Wait {seconds} s and try again.",
    "me.down": "Progress cannot be looked up right now: the database is not reachable.",
    "me.store_down": (
        "Progress is not being saved right now: the site's database is not reachable. "
        "Lessons, practice and the sandbox work as usual; try again in a minute."
    ),
}

ES = {
    "me.title": "Tu progreso",
    "me.none": (
        "Tus pasos de las lecciones, tus respuestas y tus manos de práctica se guardan en este "
        "sitio a medida que avanzás: sin cuenta y sin correo. Recibís un código personal para "
        "volver."
    ),
    "me.have_code": "¿Tenés un código personal? Escribilo para seguir:",
    "me.code_label": "Código personal",
    "me.code_placeholder": "por ejemplo ABCD-2345",
    "me.code_help": "Las ocho letras y cifras que te dio el sitio (los guiones y espacios no importan).",
    "me.use_code": "Seguir con este código",
    "me.code": "Tu código personal: **{code}**",
    "me.code_help_line": (
        "Anotalo, o guardá el enlace de abajo: trae tu progreso en cualquier dispositivo. "
        "También está en la dirección de esta página, así que quien la tenga puede seguir como "
        "si fueras vos: para compartir una lección o una mano, usá los botones de enlace del "
        "sitio, que nunca lo llevan."
    ),
    "me.resume_link": "Tu enlace para volver",
    "me.continue": "Seguí donde quedaste: {lesson}, paso {step}",
    "me.continue_next": "Seguí con {lesson}, paso {step}",
    "me.summary": "{done} de {total} pasos de lecciones hechos · {deals} manos de práctica guardadas",
    "me.forget": "Usar otro código",
    "me.class": "Tu clase «{name}»: seguí la mano en vivo",
    "me.unknown": (
        "Nadie tiene el código «{code}». Revisá las letras (los códigos no usan 0, O, 1, I ni L) "
        "o dejá el campo vacío para empezar de nuevo."
    ),
    "me.wait": "Demasiados códigos equivocados desde acá. Esperá {seconds} s y probá otra vez.",
    "me.down": "Ahora no se puede buscar el progreso: la base de datos no responde.",
    "me.store_down": (
        "El progreso no se está guardando: la base de datos del sitio no responde. Las "
        "lecciones, la práctica y el banco de pruebas funcionan igual; probá de nuevo en un minuto."
    ),
}
