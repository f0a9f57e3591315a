"""The coach's texts (canasta_core/principles.py, canasta_core/coach.py), in the message
catalogue under "coach.": each principle's title, explanation, `why` sentence and example, in
English and Spanish, and the coach's own lines. Text only: registered when the principles
load."""

from __future__ import annotations

from typing import Final

from canasta_core.messages import CATALOGUE

_TEXTS: Final[dict[str, tuple[tuple[str, str], tuple[str, str], tuple[str, str],
                              tuple[str, str]]]] = {
    # id: (title, text, why, example) as (English, Spanish); the text is worded for a table
    # (the rules reference passes `principles.table_params`: alone, opponents, canastas)
    "keep_wilds": (
        ("Keep your wild cards",
         "Cuidá los comodines"),
        ("A wild card is worth 20 or 50 points and turns a meld into a canasta. Throw one only "
         "to freeze a pile worth it, a big one the next player could take.",
         "Un comodín vale 20 o 50 puntos y convierte un juego en canasta. Descartalo solo para "
         "congelar un pozo que valga la pena: uno grande que el que sigue podría levantar."),
        ("{card:the_card} is worth {points} points and makes canastas; {$frozen -> [none] "
         "{$count -> [0] an empty pile *[other] a pile of {count:count:card}} is not worth "
         "freezing with it *[other] the pile is frozen already ({frozen:the_card} in it): it "
         "freezes nothing more}",
         "{card:the_card} vale {points} puntos y sirve para hacer canastas; {$frozen -> [none] "
         "{$count -> [0] un pozo vacío *[other] un pozo de {count:count:card}} no vale la pena "
         "congelarlo con él *[other] el pozo ya está congelado (por {frozen:the_card}): "
         "no congela nada más}"),
        ("South discards the 2♦ onto a pile of five cards, holding lone cards that cost less.",
         "Sur descarta el 2♦ sobre un pozo de cinco cartas, teniendo cartas sueltas que "
         "cuestan menos.")),
    "keep_aces": (
        ("Don't throw aces into a small pile",
         "No descartes ases en un pozo chico"),
        ("An ace is worth 20 points toward your opening and your melds. Early on, with a small "
         "pile, shed a low card you hold alone instead.",
         "Un as vale 20 puntos para tu bajada inicial y tus juegos. Al principio, con el pozo "
         "chico, descartá mejor una carta baja que tengas sola."),
        ("{card:the_card} is worth 20 points to {$alone -> [yes] you *[other] your side}; into "
         "{$count -> [0] an empty pile *[other] a pile of {count:count:card}} a low card you "
         "hold alone costs less",
         "{card:the_card} vale 20 puntos para {$alone -> [yes] vos *[other] {$side_size -> "
         "[3] tu equipo *[other] tu pareja}}; en "
         "{$count -> [0] un pozo vacío "
         "*[other] un pozo de {count:count:card}} cuesta menos una carta baja que tenés sola"),
        ("South discards the A♠ onto a pile of four cards while holding a lone 5♣ and J♦.",
         "Sur descarta el A♠ sobre un pozo de cuatro cartas teniendo un 5♣ y una J♦ sueltas.")),
    "dont_feed": (
        ("Don't feed their melds",
         "No alimentes los juegos del rival"),
        ("A card that matches a meld of {$alone -> [yes] {$opponents -> [one] your opponent "
         "*[other] an opponent} *[other] the other side}, or a rank they picked up with the "
         "pile, lets the next player take the pile with it. Discard a card they cannot use.",
         "Una carta que va con un juego {$alone -> [yes] {$opponents -> [one] de tu rival "
         "*[other] de un rival}, o con un número que levantó *[other] {$side_size -> [3] del "
         "otro equipo *[other] de la otra pareja}, o con un número que levantaron} con el pozo, le permite al que sigue levantar el pozo con "
         "ella. Descartá una carta que no {$alone -> [yes] pueda *[other] puedan} usar."),
        ("{card:the_card} lets {seat:seat} take the pile ({count:count:card}) with their "
         "{rank:ranks}",
         "con {card:the_card} {seat:seat} puede levantar el pozo ({count:count:card}) con sus "
         "{rank:ranks}"),
        ("East–West have melded eights; South discards the 8♠.",
         "Este–Oeste bajó ochos; Sur descarta el 8♠.")),
    "block_big_pile": (
        ("Block a big pile with a black three",
         "Bloqueá un pozo grande con un tres negro"),
        ("A black three on top stops the next player taking the pile for a turn. When the pile "
         "is big and open to them, that turn is worth the three.",
         "Un tres negro arriba impide que el que sigue levante el pozo por un turno. Con el "
         "pozo grande y a su alcance, ese turno vale el tres."),
        ("the pile has {count:count:card} ({points} points) and is open to the next player: "
         "{three:the_card} would block it, {card:the_card} does not",
         "el pozo tiene {count:count:card} ({points} puntos) y el que sigue lo puede levantar: "
         "{three:the_card} lo bloquearía, {card:the_card} no"),
        ("A pile of ten cards; South holds the 3♣ and discards the 5♦.",
         "Un pozo de diez cartas; Sur tiene el 3♣ y descarta el 5♦.")),
    "guard_pile": (
        ("Guard a big pile: discard what they cannot pair",
         "Cuidá un pozo grande: descartá lo que el rival no pueda emparejar"),
        ("Into a big pile, discard a rank whose copies you have mostly seen (in your hand, the "
         "pile and the melds): the next player is unlikely to hold a pair of it.",
         "En un pozo grande, descartá un número del que ya viste casi todas las cartas (en tu "
         "mano, el pozo y los juegos): es difícil que el que sigue tenga un par."),
        ("the pile has {count:count:card}; you have seen {seen} of the {of_rank} "
         "{better_rank:ranks}, so {better_card:the_card} is far safer than {card:the_card}",
         "el pozo tiene {count:count:card}; ya viste {seen} de "
         "{$better_rank.class -> [feminine] las *[masculine] los} {of_rank} "
         "{better_rank:ranks}, así que descartar {better_card:the_card} es mucho más seguro "
         "que descartar {card:the_card}"),
        ("A pile of eleven cards; South discards the 5♦, a rank barely seen, rather than a 7, "
         "a rank mostly seen.",
         "Un pozo de once cartas; Sur descarta el 5♦, un número que casi no se vio, en vez "
         "de un 7, un número que ya se vio casi entero.")),
    "meld_before_out": (
        ("Meld before they go out",
         "Bajá antes de que el rival corte"),
        ("When {$alone -> [yes] {$opponents -> [one] your opponent *[other] an opponent} "
         "*[other] the other side} has {$canastas -> [one] {$alone -> [yes] a canasta *[other] "
         "its canasta} *[other] the {canastas} canastas going out needs} and a nearly empty "
         "hand, they may go out any turn: cards still in your hand then count against you. Lay "
         "down what you can.",
         "Cuando {$alone -> [yes] {$opponents -> [one] tu rival *[other] un rival} *[other] {$side_size -> [3] el "
         "otro equipo *[other] la otra pareja}} tiene {$canastas -> [one] {$alone -> [yes] una canasta *[other] su "
         "canasta} *[other] las {canastas} canastas que hacen falta para cortar} y casi no le "
         "quedan cartas, puede cortar en cualquier turno: las cartas que te queden en la mano "
         "te restan. Bajá lo que puedas."),
        ("{$alone -> [yes] an opponent *[other] the other side} may go out any turn; melding "
         "now lays down {points} points that would otherwise count against you",
         "{$alone -> [yes] un rival *[other] {$side_size -> [3] el otro equipo *[other] la otra "
         "pareja}} puede cortar en cualquier turno; "
         "bajar ahora pone en la mesa {points} "
         "puntos que si no te restarían"),
        ("East–West have a canasta and two cards left; South keeps Q♦ Q♠ 2♣ in hand.",
         "Este–Oeste tiene una canasta y le quedan dos cartas; Sur se guarda Q♦ Q♠ 2♣.")),
    "meld_before_end": (
        ("Meld before the deal ends",
         "Bajá antes de que termine la mano"),
        ("When the stock is nearly empty, the deal is about to end: cards still in your hand "
         "then count against {$alone -> [yes] you *[other] your side}. Lay down what you can.",
         "Cuando el mazo está casi vacío, la mano está por terminar: las cartas que te queden "
         "en la mano {$alone -> [yes] te restan *[other] le restan a tu {$side_size -> [3] "
         "equipo *[other] pareja}}. Bajá lo que puedas."),
        ("{$stock -> [0] the stock is empty *[other] the stock has only {stock:count:card}}, "
         "so the deal is about to end; melding now "
         "lays down {points} points, while discarding keeps {left:count:card} in your hand "
         "to count against {$alone -> [yes] you *[other] your side}",
         "{$stock -> [0] el mazo está vacío *[other] el mazo tiene solo {stock:count:card}}, "
         "así que la "
         "mano está por terminar; bajar ahora pone en la mesa {points} puntos, y descartar "
         "te deja {left:count:card} en la mano que {$alone -> [yes] te restan *[other] le "
         "restan a tu {$side_size -> [3] equipo *[other] pareja}}"),
        ("The stock is empty; South discards the 5♦ and keeps 9♣ 9♦ 9♥ in hand.",
         "El mazo está vacío; Sur descarta el 5♦ y se guarda 9♣ 9♦ 9♥.")),
    "natural_canasta": (
        ("Don't spoil a natural canasta",
         "No ensucies una canasta limpia"),
        ("A natural canasta is worth 500, a mixed one 300. Don't put a wild card on a natural "
         "meld of four to six cards unless you need the canasta now.",
         "Una canasta limpia vale 500 y una sucia 300. No le pongas un comodín a un juego "
         "limpio de cuatro a seis cartas salvo que necesites la canasta ya."),
        ("the {rank:ranks} are a natural meld of {size} cards: a wild card there turns a "
         "500-point canasta into a 300-point one",
         "los {rank:ranks} son un juego limpio de {size} cartas: un comodín ahí convierte una "
         "canasta de 500 puntos en una de 300"),
        ("South puts the 2♦ on five natural tens.",
         "Sur le pone el 2♦ a cinco dieces limpios.")),
    "out_when_behind": (
        ("Go out when you are behind",
         "Cortá cuando vas perdiendo"),
        ("When {$alone -> [yes] {$opponents -> [one] your opponent *[other] an opponent} "
         "*[other] the other side} has more on the table, every extra turn lets them add more. "
         "Going out ends the deal, earns the bonus and makes {$alone -> [yes] the cards in "
         "{$opponents -> [one] your opponent's hand *[other] your opponents' hands} *[other] "
         "their hands} count against them.",
         "Cuando {$alone -> [yes] {$opponents -> [one] tu rival *[other] un rival} *[other] {$side_size -> [3] el "
         "otro equipo *[other] la otra pareja}} tiene más en la mesa, cada turno de más le permite sumar. Cortar "
         "termina la mano, suma el premio y hace que {$alone -> [yes] las cartas en la mano de "
         "{$opponents -> [one] tu rival le resten *[other] tus rivales les resten} *[other] sus "
         "cartas en la mano les resten}."),
        ("{$alone -> [yes] you have *[other] your side has} {ours:score} points on the table "
         "against {theirs:score}: going out now stops {$opponents -> [one] your opponent "
         "*[other] them} adding more",
         "{$alone -> [yes] tenés *[other] {$side_size -> [3] tu equipo *[other] tu pareja} tiene} "
         "{ours:score} puntos en la mesa "
         "contra {theirs:score}: cortar ahora {$opponents -> [one] le *[other] les} impide sumar "
         "más"),
        ("South could go out with three nines while East–West lead on the table; South "
         "discards instead.",
         "Sur podría cortar con tres nueves mientras Este–Oeste va ganando en la mesa; Sur "
         "descarta en cambio.")),
    "race_out": (
        ("Go out before they complete canastas",
         "Cortá antes de que el rival complete canastas"),
        ("A meld of five or six cards is one or two cards from a canasta worth 300 or 500. If "
         "you can go out now, do it before {$opponents -> [one] your opponent completes it "
         "*[other] they complete it}.",
         "Un juego de cinco o seis cartas está a una o dos cartas de una canasta de 300 o 500. "
         "Si podés cortar ahora, hacelo antes de que {$opponents -> [one] tu rival la complete "
         "*[other] la completen}."),
        ("{$alone -> [yes] an opponent's *[other] the other side's} {rank:ranks} are close to "
         "a canasta: going out now ends the deal before they complete it",
         "los {rank:ranks} de {$alone -> [yes] un rival *[other] {$side_size -> [3] el otro "
         "equipo *[other] la otra pareja}} están cerca de "
         "ser canasta: cortar ahora termina la mano antes de que {$alone -> [yes] la complete "
         "*[other] la completen}"),
        ("East–West have six jacks; South could go out with three nines and discards instead.",
         "Este–Oeste tiene seis jotas; Sur podría cortar con tres nueves y descarta en "
         "cambio.")),
    "take_pile": (
        ("Take a big pile when you can",
         "Levantá el pozo grande cuando puedas"),
        ("Taking the pile brings every card in it to your hand: more melds and canastas, and "
         "cards {$opponents -> [one] your opponent *[other] the other players} will never get. "
         "Drawing from the stock instead leaves it to grow for whoever takes it next.",
         "Levantar el pozo te trae todas sus cartas: más juegos y canastas, y cartas que "
         "{$opponents -> [one] tu rival ya no va *[other] los demás ya no van} a tener. Robar "
         "del mazo en cambio lo deja crecer para el que lo levante después."),
        ("the pile has {count:count:card} ({points} points) and you can take it; drawing "
         "leaves it to the next player",
         "el pozo tiene {count:count:card} ({points} puntos) y lo podés levantar; robar del "
         "mazo se lo deja al que sigue"),
        ("A pile of eight cards topped by the 9♦; South holds the 9♥ and 9♣ and draws from the "
         "stock.",
         "Un pozo de ocho cartas con el 9♦ arriba; Sur tiene el 9♥ y el 9♣ y roba del mazo.")),
    "no_with_big_hand": (
        ("Say no with a big hand",
         "Decí que no con la mano cargada"),
        ("When your partner asks to go out, your cards count against your side if you say "
         "yes. Holding many points, and with no hurry, say no and meld them first.",
         "Cuando tu compañero pide permiso para cortar, si decís que sí tus cartas le restan a "
         "{$side_size -> [3] tu equipo *[other] tu pareja}. Con muchos puntos en la mano y sin apuro, decí que no y bajalos primero."),
        ("you hold {count:count:card} with {points} points you could meld next turn; if you "
         "say yes they count against your side",
         "tenés {count:count:card} con {points} puntos que podrías bajar en tu próximo turno; "
         "si decís que sí, le restan a {$side_size -> [3] tu equipo *[other] tu pareja}"),
        ("North asks to go out; South holds three aces, three kings and three queens, and says "
         "yes.",
         "Norte pide permiso para cortar; Sur tiene tres ases, tres reyes y tres reinas, y "
         "dice que sí.")),
}

#: The coach's own sentences (the command line's `reason`, and the grade lines' principle part).
_LINES: Final[dict[str, tuple[str, str]]] = {
    "coach.line.principle": ("{title}: {why}.", "{title}: {why}."),
    "coach.line.best": ("No move the expert tried did better ({sims} simulated deals).",
                        "Ninguna jugada que probó el experto anduvo mejor ({sims} manos "
                        "simuladas)."),
    # the coach's best, below a favourite of the simulations that breaks a principle
    "coach.line.best_principled": (
        "The best move that keeps the principles: the simulations' favourite, {favourite}, "
        "breaks one ({sims} simulated deals).",
        "La mejor jugada que respeta los principios: la favorita de las simulaciones, "
        "{favourite}, rompe uno ({sims} manos simuladas)."),
    "coach.line.par": (
        "Too close to tell apart from the expert's favourite over {sims} simulated deals: "
        "the difference is within the margin of luck (± {margin:.0f}).",
        "Demasiado parecida a la favorita del experto para distinguirlas en {sims} manos "
        "simuladas: la diferencia queda dentro del margen de suerte (± {margin:.0f})."),
    "coach.line.good": (
        "The expert's favourite did {cost:.0f} points better over {sims} simulated deals "
        "(± {margin:.0f}), with no principle to say why: a detail, not a fault.",
        "La favorita del experto sacó {cost:.0f} puntos más en {sims} manos simuladas "
        "(± {margin:.0f}), sin un principio que diga por qué: un detalle, no una falla."),
    "coach.line.numbers": (
        "In the simulations the better move did {cost:.0f} points better over {sims} deals "
        "(± {margin:.0f}).",
        "En las simulaciones la mejor jugada sacó {cost:.0f} puntos más en {sims} manos "
        "(± {margin:.0f})."),
    "coach.line.numbers_close": (
        "In the simulations the two were too close to tell apart over {sims} deals "
        "(within ± {margin:.0f}): the principle decides.",
        "En las simulaciones las dos quedaron demasiado parejas para distinguirlas en {sims} "
        "manos (dentro de ± {margin:.0f}): decide el principio."),
    "coach.line.only": ("The only legal move: nothing to compare.",
                        "La única jugada válida: no hay nada que comparar."),
    "coach.grade.best": ("Best move", "La mejor jugada"),
    "coach.grade.good": ("Good move", "Buena jugada"),
    "coach.grade.inaccuracy": ("Inaccuracy", "Imprecisión"),
    "coach.grade.mistake": ("Mistake", "Error"),
    "coach.grade.blunder": ("Blunder", "Error grave"),
    "coach.cli.verdict": ("{grade}: {action}. Better: {best}. {reason}",
                          "{grade}: {action}. Mejor: {best}. {reason}"),
    # the best move, or one the simulations cannot tell from it: no "better" to name
    "coach.cli.verdict_sound": ("{grade}: {action}. {reason}", "{grade}: {action}. {reason}"),
    "coach.cli.ranked": ("{n}. {action}: {grade}, {cost:.0f} points below the best "
                         "(± {margin:.0f})",
                         "{n}. {action}: {grade}, {cost:.0f} puntos por debajo de la mejor "
                         "(± {margin:.0f})"),
    "coach.cli.ranked_close": ("{n}. {action}: {grade}, too close to tell apart from the best "
                               "(± {margin:.0f})",
                               "{n}. {action}: {grade}, demasiado parecida a la mejor para "
                               "distinguirlas (± {margin:.0f})"),
    "coach.cli.ranked_best": ("{n}. {action}: {grade}, the expert's favourite",
                              "{n}. {action}: {grade}, la favorita del experto"),
    # a list whose simulations' favourite broke a principle: the coach's best, then each move
    # the simulations ranked above it (the `coach.line.best_principled` family)
    "coach.cli.ranked_best_principled": (
        "{n}. {action}: {grade}: it keeps the principles; the simulations' favourite breaks one",
        "{n}. {action}: {grade}: respeta los principios; la favorita de las simulaciones rompe "
        "uno"),
    "coach.cli.ranked_principled": (
        "{n}. {action}: {grade}: the simulations ranked it above the best, but it breaks a "
        "principle",
        "{n}. {action}: {grade}: las simulaciones la ponían por encima de la mejor, pero "
        "rompe un principio"),
    # The simulations' tallies, when they name the principle (no detector did).
    "coach.line.tally_take": (
        "after your move {$alone -> [yes] an opponent *[other] the other side} took the pile "
        "next in {after:percent:0} of the simulated deals, after the better one in "
        "{instead:percent:0}",
        "después de tu jugada {$alone -> [yes] un rival *[other] {$side_size -> [3] el otro "
        "equipo *[other] la otra pareja}} levantó el "
        "pozo enseguida en el {after:percent:0} "
        "de las manos simuladas, después de la mejor en el {instead:percent:0}"),
    "coach.line.tally_they_out": (
        "after your move {$alone -> [yes] an opponent *[other] the other side} went out first "
        "in {after:percent:0} of the simulated deals, after the better one in "
        "{instead:percent:0}",
        "después de tu jugada {$alone -> [yes] un rival *[other] {$side_size -> [3] el otro "
        "equipo *[other] la otra pareja}} cortó primero "
        "en el {after:percent:0} de las "
        "manos simuladas, después de la mejor en el {instead:percent:0}"),
    "coach.line.tally_we_out": (
        "{$alone -> [yes] you *[other] your side} went out in {instead:percent:0} of the "
        "simulated deals after the better move, in {after:percent:0} after yours",
        "{$alone -> [yes] cortaste *[other] {$side_size -> [3] tu equipo *[other] tu pareja} "
        "cortó} en el {instead:percent:0} de las "
        "manos simuladas después de la mejor "
        "jugada, y en el {after:percent:0} después de la tuya"),
}


def texts() -> dict[str, tuple[str, str]]:
    out: dict[str, tuple[str, str]] = dict(_LINES)
    for pid, parts in _TEXTS.items():
        for name, pair in zip(("title", "text", "why", "example"), parts, strict=True):
            out[f"coach.principle.{pid}.{name}"] = pair
    return out


CATALOGUE.add("coach", "coach.", texts)
