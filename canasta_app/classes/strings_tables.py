"""Strings of a class's tables (issue 41, item 5): the teacher's Tables tab and board, the
student's link to their table."""

EN = {
    "class.tab.tables": "Tables",
    "class.tables.open_title": "Open tables for the class",
    "class.tables.size": "Players per table",
    "class.tables.size_2": "2 players",
    "class.tables.size_3": "3 players",
    "class.tables.size_4": "4 players (two partnerships)",
    "class.tables.size_6": "6 players (two teams of three)",
    "class.tables.count": "Tables",
    "class.tables.count_help": "1 to {max}. Students are spread over the tables; a bot takes "
                               "every seat no student fills.",
    "class.tables.random": "Random seating",
    "class.tables.random_help": "Off: students sit in the order they joined, one to each "
                                "table in turn.",
    "class.tables.how": "Each student then finds a link to their table on their class page. "
                        "Sensible bots fill the missing seats.",
    "class.tables.open": "Open tables",
    "class.tables.opened": "{count} {$count -> [one] table is *[other] tables are} open.",
    "class.tables.left": "{count} {$count -> [one] student has *[other] students have} no "
                         "seat: open more tables or more players per table.",
    "class.tables.down": "The tables could not be opened: the database is not reachable. "
                         "Try again in a moment.",
    "class.tables.no_students": "No student has joined yet: tables are opened for the "
                                "students of the class.",
    "class.tables.none": "No tables are open for this class yet.",
    "class.tables.board": "The class's tables ({count})",
    "class.tables.board_how": "Updated every few seconds. Waiting: how long the seat to act "
                              "has had the turn; ⚠ marks a player stuck for {stuck} s or "
                              "more. Watch opens the table with every hand hidden. Players "
                              "are listed in seat order.",
    "class.tables.col.table": "Table",
    "class.tables.col.players": "Players",
    "class.tables.col.score": "Score",
    "class.tables.col.turn": "Turn",
    "class.tables.col.waiting": "Waiting",
    "class.tables.col.refused": "Refused tries",
    "class.tables.col.watch": "Watch",
    "class.tables.watch": "Watch",
    "class.tables.bot": "bot ({seat})",
    "class.tables.waiting": "dealing the cards",
    "class.tables.over": "game over",
    "class.tables.deal_over": "deal scored",
    "class.tables.secs": "{n} s",
    "class.tables.mins": "{n} min",
    "class.tables.yours": "Your table: {code}",
}

ES = {
    "class.tab.tables": "Mesas",
    "class.tables.open_title": "Abrir mesas para la clase",
    "class.tables.size": "Jugadores por mesa",
    "class.tables.size_2": "2 jugadores",
    "class.tables.size_3": "3 jugadores",
    "class.tables.size_4": "4 jugadores (dos parejas)",
    "class.tables.size_6": "6 jugadores (dos equipos de tres)",
    "class.tables.count": "Mesas",
    "class.tables.count_help": "De 1 a {max}. Los estudiantes se reparten entre las mesas; "
                               "un bot ocupa cada lugar que no ocupa un estudiante.",
    "class.tables.random": "Lugares al azar",
    "class.tables.random_help": "Sin marcar: los estudiantes se sientan en el orden en que "
                                "se unieron, uno por mesa por turno.",
    "class.tables.how": "Después cada estudiante encuentra el enlace a su mesa en su página "
                        "de la clase. Bots sensatos ocupan los lugares que faltan.",
    "class.tables.open": "Abrir mesas",
    "class.tables.opened": "{count} {$count -> [one] mesa abierta *[other] mesas abiertas}.",
    "class.tables.left": "{count} {$count -> [one] estudiante no tiene *[other] estudiantes "
                         "no tienen} lugar: abrí más mesas o más jugadores por mesa.",
    "class.tables.down": "No se pudieron abrir las mesas: la base de datos no responde. "
                         "Probá de nuevo en un momento.",
    "class.tables.no_students": "Todavía no se unió ningún estudiante: las mesas se abren "
                                "para los estudiantes de la clase.",
    "class.tables.none": "Todavía no hay mesas abiertas para esta clase.",
    "class.tables.board": "Las mesas de la clase ({count})",
    "class.tables.board_how": "Se actualiza cada pocos segundos. Esperando: cuánto hace que "
                              "tiene el turno el lugar que juega; ⚠ marca a quien lleva "
                              "{stuck} s o más. Mirar abre la mesa con todas las manos "
                              "ocultas. Los jugadores van en el orden de los lugares.",
    "class.tables.col.table": "Mesa",
    "class.tables.col.players": "Jugadores",
    "class.tables.col.score": "Puntos",
    "class.tables.col.turn": "Turno",
    "class.tables.col.waiting": "Esperando",
    "class.tables.col.refused": "Intentos que no valieron",
    "class.tables.col.watch": "Mirar",
    "class.tables.watch": "Mirar",
    "class.tables.bot": "bot ({seat})",
    "class.tables.waiting": "repartiendo las cartas",
    "class.tables.over": "partida terminada",
    "class.tables.deal_over": "mano anotada",
    "class.tables.secs": "{n} s",
    "class.tables.mins": "{n} min",
    "class.tables.yours": "Tu mesa: {code}",
}
