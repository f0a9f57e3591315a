"""Strings of the Home page."""

EN = {
    "home.intro": (
        "Classic partnership Canasta as it is played in Uruguay and Argentina: two against two, "
        "108 cards, canastas of seven. This site teaches the game step by step, settles "
        "arguments at the table with a referee that cites the rule, and gives teachers a "
        "table to project in class. Everything works in English and Spanish."
    ),
    "home.audience.title": "Who is it for?",
    "home.new.title": "New to Canasta",
    "home.new.body": (
        "Short lessons on a real table: melds, the frozen pile, canastas, going out. "
        "Try a move, get told why it works or not."
    ),
    "home.new.cta": "Start the lessons",
    "home.new.cta_practice": "Then play whole deals at the practice table",
    "home.check.title": "Settling a ruling",
    "home.check.body": (
        "Set up the cards as they lie, type the move, and get a ruling with the rule that "
        "decides it. Every rule has its own page section you can link to."
    ),
    "home.check.cta_reference": "Open the rules reference",
    "home.check.cta_sandbox": "Check a move in the sandbox",
    "home.teach.title": "Teaching a class",
    "home.teach.body": (
        "Big cards and big text for a projector, positions you can step through with the "
        "class, and a score calculator for the end of each deal."
    ),
    "home.teach.cta": "Open the classroom",
    "home.pages.title": "Everything on the site",
    "home.pages.lessons": "Step-by-step lessons, from the deal to going out.",
    "home.pages.practice": "Play whole deals against bots, with a coach, in a game to 5000.",
    "home.pages.tables": "Play each other: friends, family or a class, each on their own device, with the referee at every seat.",
    "home.pages.reference": "The {count} rules of the classic game, the other tables' rules, diagrams, tables, examples and variants.",
    "home.pages.sandbox": "Any position, any move: the referee rules on it.",
    "home.pages.calculator": "Score a deal and keep the game sheet to 5000.",
    "home.pages.classroom": "A projector-friendly table to teach with.",
    "home.example.title": "A dealt hand",
    "home.example.caption": (
        "Deal number {seed}, dealt by the engine exactly as the rules say: 11 cards each, red "
        "threes laid out and replaced, the upcard covered while it is a wild card or a red three."
    ),
    "home.example.deal": "Deal another",
    "home.example.big": "Large cards (projector)",
    "home.legal.title": "Is this legal?",
    "home.legal.intro": (
        "North is to play. North–South have opened with three aces; the pile is frozen because "
        "a two lies buried in it. Type a move for North and the referee rules on it."
    ),
    "home.legal.label": "North's move",
    "home.legal.placeholder": "for example: take 7H 7S",
    "home.legal.help": (
        "Write one action: draw, take 7H 7S, meld KD KS 2C, discard 9H … "
        "Cards are a rank and a suit: 7H, TS (ten of spades), 2C, JK for a joker."
    ),
    "home.legal.try": "Try one:",
    "home.legal.empty": "Type a move above, or pick one of the examples.",
    "home.legal.bad_input": "The referee could not read that move: {error}",
    "home.legal.bad_input_hint": "Write it like the examples: a word (draw, take, meld, discard) and cards such as 7H or JK.",
    "home.legal.more": "Play on from here in the sandbox",
}

ES = {
    "home.intro": (
        "La canasta clásica por parejas, como se juega en Uruguay y la Argentina: dos contra "
        "dos, 108 cartas, canastas de siete. Este sitio enseña el juego paso a paso, resuelve "
        "las discusiones de la mesa con un árbitro que cita la regla y les da a los docentes "
        "una mesa para proyectar en clase. Todo funciona en español y en inglés."
    ),
    "home.audience.title": "¿Para quién es?",
    "home.new.title": "Si recién empezás",
    "home.new.body": (
        "Lecciones cortas sobre una mesa de verdad: juegos, el pozo congelado, las canastas, "
        "el corte. Probá una jugada y te decimos por qué vale o no."
    ),
    "home.new.cta": "Empezar las lecciones",
    "home.new.cta_practice": "Después, jugá manos enteras en la mesa de práctica",
    "home.check.title": "Para resolver una duda",
    "home.check.body": (
        "Armá las cartas como están en la mesa, escribí la jugada y recibí la decisión del árbitro "
        "con la regla que la fundamenta. Cada regla tiene su propia sección, con un enlace para "
        "compartir."
    ),
    "home.check.cta_reference": "Abrir el reglamento",
    "home.check.cta_sandbox": "Probar una jugada en la mesa libre",
    "home.teach.title": "Para enseñar",
    "home.teach.body": (
        "Cartas y letras grandes para el proyector, posiciones para recorrer con la clase y "
        "una calculadora de puntos para el final de cada mano."
    ),
    "home.teach.cta": "Abrir el aula",
    "home.pages.title": "Todo lo que hay en el sitio",
    "home.pages.lessons": "Lecciones paso a paso, desde que se reparte hasta el corte.",
    "home.pages.practice": "Jugá manos enteras contra bots, con entrenador, en una partida a 5000.",
    "home.pages.tables": "Jugá con otros: amigos, familia o una clase, cada uno en su dispositivo, con el árbitro en cada lugar.",
    "home.pages.reference": "Las {count} reglas del juego clásico, las de las otras mesas, diagramas, tablas, ejemplos y variantes.",
    "home.pages.sandbox": "Cualquier posición, cualquier jugada: el árbitro decide.",
    "home.pages.calculator": "Anotá los puntos de cada mano y la planilla hasta 5000.",
    "home.pages.classroom": "Una mesa pensada para el proyector, para enseñar.",
    "home.example.title": "Una mano repartida",
    "home.example.caption": (
        "Mano número {seed}, repartida tal como dicen las reglas: 11 cartas para cada uno, los "
        "treses rojos puestos boca arriba y repuestos, la carta del pozo tapada mientras sea un "
        "comodín o un tres rojo."
    ),
    "home.example.deal": "Repartir otra",
    "home.example.big": "Cartas grandes (proyector)",
    "home.legal.title": "¿Vale esta jugada?",
    "home.legal.intro": (
        "Juega Norte. Norte–Sur ya abrió con tres ases; el pozo está congelado porque tiene un dos "
        "enterrado. Escribí una jugada para Norte y el árbitro decide."
    ),
    "home.legal.label": "La jugada de Norte",
    "home.legal.placeholder": "por ejemplo: levantar 7c 7p",
    "home.legal.help": (
        "Escribí una palabra y las cartas: robar, levantar 7c 7p, bajar Kd Kp 2t, descartar 9c, "
        "preguntar, sí, no, pasar. Las cartas: número (A, 2 a 10, J, Q, K) y palo: p picas, c corazones, d diamantes, t tréboles (o los símbolos ♠ ♥ ♦ ♣); el comodín se escribe comodín."
    ),
    "home.legal.try": "Probá una:",
    "home.legal.empty": "Escribí una jugada arriba o elegí uno de los ejemplos.",
    "home.legal.bad_input": "El árbitro no pudo leer esa jugada: {error}",
    "home.legal.bad_input_hint": (
        "Escribila como en los ejemplos: una palabra (robar, levantar, bajar, descartar) y cartas "
        "como 7c (7 de corazones), 10p (10 de picas) o comodín."
    ),
    "home.legal.more": "Seguir desde acá en la mesa libre",
}
