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
}
