"""Strings shared by the shell and every page."""

EN = {
    "app.title": "Canasta: learn, check, teach",
    "app.tagline": "Classic partnership Canasta — lessons, rulings and a table for the classroom.",
    "nav.home": "Home",
    "nav.lessons": "Lessons",
    "nav.practice": "Practice",
    "nav.reference": "Rules reference",
    "nav.sandbox": "Sandbox",
    "nav.calculator": "Score calculator",
    "nav.classroom": "Classroom",
    "lang.label": "Language",
    "lang.unknown": "The language {value} is not available; showing English.",
    "app.unexpected": "Something went wrong on this page: a fault of the site, not of what you "
    "entered, which is kept. Try the last step again, or open the page again from the menu.",
    # under a link (and its QR code) to this site opened as localhost: a class's join link, a
    # shared table's invite (shell/share.py's only_this_computer)
    "share.local": "This link names this computer (localhost): other devices, the phones in the "
    "room among them, cannot open it, nor its QR code. For phones, start the site with "
    "`make run ADDRESS=0.0.0.0` and open it by this computer's network address; the link and "
    "the QR code follow.",
}

ES = {
    "app.title": "Canasta: aprender, consultar, enseñar",
    "app.tagline": (
        "Canasta clásica por parejas: lecciones, decisiones del árbitro y una mesa para el aula."
    ),
    "nav.home": "Inicio",
    "nav.lessons": "Lecciones",
    "nav.practice": "Práctica",
    "nav.reference": "Reglamento",
    "nav.sandbox": "Mesa libre",
    "nav.calculator": "Calculadora de puntos",
    "nav.classroom": "Aula",
    "lang.label": "Idioma",
    "lang.unknown": "El idioma {value} no está disponible; se muestra en inglés.",
    "app.unexpected": "Algo falló en esta página: es un error del sitio, no de lo que escribiste, "
    "que queda guardado. Probá de nuevo el último paso, o volvé a abrir la página desde el menú.",
    "share.local": "Este enlace nombra a esta computadora (localhost): los otros aparatos, los "
    "teléfonos de la sala entre ellos, no pueden abrirlo, ni su código QR. Para los teléfonos, "
    "iniciá el sitio con `make run ADDRESS=0.0.0.0` y abrilo con la dirección de esta "
    "computadora que ven los demás aparatos; el enlace y el código QR la siguen.",
}
