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
    "class.tables.initial.N": "N",
    "class.tables.initial.E": "E",
    "class.tables.initial.S": "S",
    "class.tables.initial.W": "W",
    "class.tables.initial.NE": "NE",
    "class.tables.initial.SE": "SE",
    "class.tables.initial.SW": "SW",
    "class.tables.initial.NW": "NW",
    "class.tables.score_help": "Each side's total, the side named by its seats' initials: "
                               "N–S is North and South.",
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
    "class.tables.seating": "Seating",
    "class.tables.seating.random": "Random",
    "class.tables.seating.joined": "In the order they joined",
    "class.tables.seating.chosen": "I choose",
    "class.tables.seating_help": "Random: shuffled. In the order they joined: one student to "
                                 "each table in turn. I choose: a table and a seat for each "
                                 "student, in the table that opens below.",
    "class.tables.chosen_how": "Choose each student's table and seat (any free seat: the first "
                               "one left at that table). Students start in the order they "
                               "joined; bots take the seats no student has.",
    "class.tables.col.student": "Student",
    "class.tables.col.seat": "Seat",
    "class.tables.table_n": "Table {n}",
    "class.tables.no_seat": "no seat",
    "class.tables.any_seat": "any free seat",
    "class.tables.unseated": "No seat: {names}.",
    "class.tables.reset": "Start again from the order they joined",
    "class.tables.p.same_seat": "{a} and {b} are both on table {table}'s {seat} seat: give one "
                                "of them another seat.",
    "class.tables.p.full": "Table {table} has no free seat left for {name}: choose another "
                           "table or seat for them.",
    "class.tables.p.empty": "Table {table} has no student: it would be bots only. Open fewer "
                            "tables or seat someone there.",
    "class.tables.p.fix": "The seating has a problem (said under it): fix it to open the "
                          "tables.",
    "class.tables.left_chosen": "{count} {$count -> [one] student has *[other] students have} "
                                "no seat, as you chose.",
    "class.tables.col.show": "Projector",
    "class.tables.show_how": "Show to the class opens the table as it stands now in the "
                             "classroom, large, for a projector: the melds, the pile, the red "
                             "threes and how many cards each player holds — never a player's "
                             "cards, since the table is still being played. A table nobody has "
                             "opened yet has nothing to show.",
    "class.tables.close_pick": "Close tables",
    "class.tables.close_placeholder": "Choose the tables to close",
    "class.tables.close_help": "A closed table leaves this board and takes no more moves (its "
                               "players are told so); its deals are kept. You can open it "
                               "again from Closed tables.",
    "class.tables.close_btn": "Close",
    "class.tables.close_finished": "Close the finished {$count -> [one] table *[other] "
                                   "{count} tables}",
    "class.tables.closed_note": "{count} {$count -> [one] table is *[other] tables are} "
                                "closed: off the board, deals kept.",
    "class.tables.reopened": "{count} {$count -> [one] table is *[other] tables are} open "
                             "again.",
    "class.tables.down_close": "The tables could not be changed: the database is not "
                               "reachable. Try again in a moment.",
    "class.tables.closed_title": "Closed tables ({count})",
    "class.tables.col.closed": "Closed",
    "class.tables.ago": "{when} ago",
    "class.tables.reopen_pick": "Open again",
    "class.tables.reopen_placeholder": "Choose the tables to open again",
    "class.tables.reopen_btn": "Open again",
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
    "class.tables.initial.N": "N",
    "class.tables.initial.E": "E",
    "class.tables.initial.S": "S",
    "class.tables.initial.W": "O",
    "class.tables.initial.NE": "NE",
    "class.tables.initial.SE": "SE",
    "class.tables.initial.SW": "SO",
    "class.tables.initial.NW": "NO",
    "class.tables.score_help": "El total de cada lado, nombrado por las iniciales de sus "
                               "lugares: N–S es Norte y Sur.",
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
    "class.tables.seating": "Lugares",
    "class.tables.seating.random": "Al azar",
    "class.tables.seating.joined": "En el orden en que se unieron",
    "class.tables.seating.chosen": "Los elijo yo",
    "class.tables.seating_help": "Al azar: mezclados. En el orden en que se unieron: un "
                                 "estudiante por mesa por turno. Los elijo yo: una mesa y un "
                                 "lugar para cada estudiante, en la tabla que se abre abajo.",
    "class.tables.chosen_how": "Elegí la mesa y el lugar de cada estudiante (cualquier lugar "
                               "libre: el primero que quede en esa mesa). Empiezan en el orden "
                               "en que se unieron; los bots ocupan los lugares sin estudiante.",
    "class.tables.col.student": "Estudiante",
    "class.tables.col.seat": "Lugar",
    "class.tables.table_n": "Mesa {n}",
    "class.tables.no_seat": "sin lugar",
    "class.tables.any_seat": "cualquier lugar libre",
    "class.tables.unseated": "Sin lugar: {names}.",
    "class.tables.reset": "Volver al orden en que se unieron",
    "class.tables.p.same_seat": "{a} y {b} están los dos en el lugar {seat} de la mesa {table}: "
                                "dale otro lugar a uno de los dos.",
    "class.tables.p.full": "La mesa {table} no tiene lugar libre para {name}: elegí otra mesa "
                           "u otro lugar.",
    "class.tables.p.empty": "La mesa {table} no tiene ningún estudiante: serían solo bots. "
                            "Abrí menos mesas o sentá a alguien ahí.",
    "class.tables.p.fix": "Los lugares tienen un problema (dicho abajo): arreglalo para abrir "
                          "las mesas.",
    "class.tables.left_chosen": "{count} {$count -> [one] estudiante queda *[other] "
                                "estudiantes quedan} sin lugar, como elegiste.",
    "class.tables.col.show": "Proyector",
    "class.tables.show_how": "Mostrar a la clase abre la mesa como está ahora en el aula, en "
                             "grande, para un proyector: los juegos bajados, el pozo, los tres "
                             "rojos y cuántas cartas tiene cada jugador — nunca las cartas de "
                             "nadie, porque la mesa se sigue jugando. Una mesa que nadie abrió "
                             "todavía no tiene nada que mostrar.",
    "class.tables.close_pick": "Cerrar mesas",
    "class.tables.close_placeholder": "Elegí las mesas que se cierran",
    "class.tables.close_help": "Una mesa cerrada sale de este tablero y no acepta más jugadas "
                               "(a sus jugadores se les avisa); sus manos se guardan. Podés "
                               "volver a abrirla desde Mesas cerradas.",
    "class.tables.close_btn": "Cerrar",
    "class.tables.close_finished": "Cerrar {$count -> [one] la mesa terminada *[other] las "
                                   "{count} mesas terminadas}",
    "class.tables.closed_note": "{count} {$count -> [one] mesa cerrada *[other] mesas "
                                "cerradas}: fuera del tablero, con sus manos guardadas.",
    "class.tables.reopened": "{count} {$count -> [one] mesa abierta *[other] mesas abiertas} "
                             "de nuevo.",
    "class.tables.down_close": "No se pudieron cambiar las mesas: la base de datos no "
                               "responde. Probá de nuevo en un momento.",
    "class.tables.closed_title": "Mesas cerradas ({count})",
    "class.tables.col.closed": "Cerrada",
    "class.tables.ago": "hace {when}",
    "class.tables.reopen_pick": "Volver a abrir",
    "class.tables.reopen_placeholder": "Elegí las mesas que se vuelven a abrir",
    "class.tables.reopen_btn": "Volver a abrir",
}
