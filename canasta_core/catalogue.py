"""The rules catalogue: every rule slug with a title and an explanation, in English and Spanish.

Pure data (plus small look-up helpers reading the one catalogue of texts,
`messages.CATALOGUE`, where each text is a key: "rule.<slug>.title"), so it imports fast and can be used by the rules
reference, the lessons and the engine's rulings alike. The slugs and their order follow
``shared/spec/rules.md`` (the 34 rules of the game this project teaches), followed by the
engine's extra slugs from ``notation.md`` (``turn.not-yours``, ``card.not-held``,
``stock.empty-draw``, ``input``).

Each rule may carry a *referee's note*: a decision this table (and the engine) made where the
source text is silent or ambiguous. ``VARIANTS`` lists concrete ways other tables play
differently, taken from the other seed texts, each attached to the rule it contrasts with.

The tables this engine also plays (``shared/spec/profiles.md``: two, three and six players) have
their own entries, ``PROFILE_RULES``, kept apart from ``RULES`` so the classic catalogue stays as
it is; ``PROFILE_CHANGES`` says which classic rule each one changes. ``rule_text``, ``title`` and
``explanation`` read both.

The Spanish texts use the usual Río de la Plata card vocabulary: *pozo* (discard pile),
*mazo* (stock), *comodín* (wild card), *canasta limpia/sucia*, *bajar* (to meld),
*cortar* (to go out).
"""

from __future__ import annotations

from typing import Final, NamedTuple

from canasta_core.messages import CATALOGUE, pairs_in

__all__ = [
    "PROFILE_CHANGES",
    "PROFILE_NAMES",
    "PROFILE_RULES",
    "PROFILE_SECTIONS",
    "RULES",
    "RULE_SLUGS",
    "SECTIONS",
    "VARIANTS",
    "RuleText",
    "changed_classic_rules",
    "Variant",
    "explanation",
    "note",
    "profile_changes",
    "profile_name",
    "rule_text",
    "section_title",
    "texts",
    "title",
    "variant_text",
    "variants_for",
]


class RuleText(NamedTuple):
    """One rule of the catalogue, in English and Spanish."""

    slug: str
    section: str  # a key of SECTIONS
    title_en: str
    title_es: str
    text_en: str  # the rule explained for a newcomer, in our own words
    text_es: str
    note_en: str = ""  # referee's note: a decision where the sources are silent or ambiguous
    note_es: str = ""


class Variant(NamedTuple):
    """How another table (one of the other seed texts) plays a rule differently."""

    slug: str  # the rules.md slug it contrasts with
    source: str  # seed file stem, e.g. "001"
    text_en: str
    text_es: str


SECTIONS: Final[dict[str, tuple[str, str]]] = {
    "deal": ("Cards and the deal", "Las cartas y cómo se reparten"),
    "meld": ("Melds and canastas", "Juegos y canastas"),
    "open": ("The opening", "La apertura"),
    "turn": ("A turn", "El turno"),
    "pile": ("The discard pile", "El pozo"),
    "threes": ("Special threes", "Los treses especiales"),
    "out": ("Going out", "Cortar"),
    "stock": ("The end of the stock", "Cuando se acaba el mazo"),
    "score": ("Scoring", "El puntaje"),
    "game": ("The game", "La partida"),
    "profile": ("Other games called Canasta", "Otros juegos llamados canasta"),
    "engine": ("Engine rulings", "Decisiones del árbitro"),
}

_RULES: Final[tuple[RuleText, ...]] = (
    # ------------------------------------------------------------ 1. Cards and the deal
    RuleText(
        "deal.deck",
        "deal",
        "The deck",
        "La baraja",
        "Canasta uses two ordinary 52-card decks shuffled together, plus four jokers: 108 cards "
        "in all. So every card other than a joker exists exactly twice, and there are four "
        "jokers. Suits matter only for the threes: red threes and black threes have special jobs.",
        "La canasta se juega con dos barajas francesas de 52 cartas mezcladas juntas y cuatro "
        "comodines: 108 cartas en total. Así, cada carta que no sea comodín aparece exactamente "
        "dos veces, y hay cuatro comodines. Los palos solo importan en los treses: los treses "
        "rojos y los negros cumplen funciones especiales.",
    ),
    RuleText(
        "deal.dealer",
        "deal",
        "The dealer",
        "Quién reparte",
        "The first dealer is chosen by lot, for instance by drawing cards. After each deal the "
        "next player to the left deals, so the deal moves clockwise around the table. Partners "
        "sit opposite each other: N and S play against E and W.",
        "El primer repartidor se elige por sorteo, por ejemplo sacando cartas. Después de cada "
        "mano, reparte el jugador de la izquierda, así que el turno de repartir gira en sentido "
        "horario. Los compañeros se sientan enfrentados: Norte y Sur juegan contra Este y Oeste.",
    ),
    RuleText(
        "deal.hands",
        "deal",
        "Eleven cards each",
        "Once cartas cada uno",
        "Each of the four players is dealt 11 cards. The remaining cards are stacked face down in "
        "the middle of the table; that stack is the stock, from which players draw.",
        "A cada uno de los cuatro jugadores se le dan 11 cartas. Las que sobran se apilan boca "
        "abajo en el centro de la mesa: ese es el mazo, de donde se roba.",
    ),
    RuleText(
        "deal.upcard",
        "deal",
        "The first card of the pile",
        "La primera carta del pozo",
        "After the deal, the top card of the stock is turned face up to start the discard pile. "
        "If it is a joker, a two or a red three, another card is turned face up on top of it, and "
        "so on until the top card is something else. The covered cards stay in the pile, so the "
        "pile starts frozen. A black three turned up is not covered: it stays on top and blocks "
        "the pile for the first player.",
        "Después de repartir, se da vuelta la carta de arriba del mazo para empezar el pozo. Si "
        "es un comodín, un dos o un tres rojo, se da vuelta otra carta encima, y así hasta que "
        "arriba quede una carta distinta. Las cartas tapadas quedan en el pozo, que entonces "
        "empieza congelado. Un tres negro que sale arriba no se tapa: queda ahí y le bloquea el "
        "pozo al primer jugador.",
        "The source names jokers, twos and red threes as the cards to cover. We take that list "
        "as complete, so a black three upcard is not covered and stays on top.",
        "El texto de origen nombra comodines, doses y treses rojos como las cartas que se tapan. "
        "Tomamos esa lista como completa: un tres negro que sale arriba no se tapa y queda ahí.",
    ),
    RuleText(
        "deal.first",
        "deal",
        "Who plays first",
        "Quién empieza",
        "The player to the dealer's left takes the first turn. Play then goes clockwise, one "
        "turn at a time, and only the player whose turn it is may act.",
        "Empieza el jugador sentado a la izquierda del repartidor. Después se sigue en sentido "
        "horario, de a un turno por vez, y solo actúa el jugador al que le toca.",
    ),
    RuleText(
        "deal.red-three",
        "deal",
        "Red threes in the deal",
        "Treses rojos al repartir",
        "A red three is never kept in the hand. A player who is dealt one lays it face up in "
        "front of the side and at once draws a replacement from the stock; if the replacement "
        "is another red three, the same happens again. So every hand starts play with 11 cards "
        "and no red threes.",
        "Un tres rojo nunca queda en la mano. El jugador que recibe uno al repartir lo pone boca "
        "arriba frente a su pareja y roba enseguida otra carta del mazo para reemplazarlo; si el "
        "reemplazo es otro tres rojo, se repite lo mismo. Así, toda mano empieza el juego con 11 "
        "cartas y sin treses rojos.",
    ),
    RuleText(
        "values",
        "deal",
        "Card values",
        "El valor de las cartas",
        "Cards are worth points, both for the opening minimum and for the score at the end of a "
        "deal: a joker is worth 50; an ace or a two 20; a king, queen, jack, ten, nine or eight "
        "10; a seven, six, five, four or black three 5. A red three has no card value; it earns "
        "a bonus instead. Jokers and twos are wild cards, and every other card is natural.",
        "Las cartas valen puntos, tanto para el mínimo de apertura como para el puntaje al final "
        "de la mano: el comodín vale 50; el as y el dos, 20; el rey, la reina, la jota, el diez, "
        "el nueve y el ocho, 10; el siete, el seis, el cinco, el cuatro y el tres negro, 5. El "
        "tres rojo no tiene valor de carta: da un premio aparte. Los doses también son comodines; "
        "todas las demás cartas son naturales.",
    ),
    # ------------------------------------------------------------ 2. Melds and canastas
    RuleText(
        "meld.rank",
        "meld",
        "What a meld is",
        "Qué es un juego",
        "A meld is three or more cards of the same rank, anywhere from fours up to aces; wild "
        "cards may stand in for that rank. Runs in a suit are not melds in this game. Threes are "
        "a case apart: red threes are never melded, and black threes only when going out.",
        "Un juego son tres o más cartas del mismo número, del cuatro al as; los comodines pueden "
        "ocupar el lugar de ese número. En este juego las escaleras no cuentan como juego. Los "
        "treses son un caso aparte: los rojos nunca van a un juego, y los negros se bajan solo al cortar.",
        "A red three on top of the pile can only happen in a made-up position. Such a pile can "
        "never be taken, because red threes are never melded.",
        "Un tres rojo arriba del pozo solo puede darse en una posición inventada. Ese pozo no se "
        "puede levantar nunca, porque los treses rojos no se bajan.",
    ),
    RuleText(
        "meld.naturals",
        "meld",
        "At least two naturals",
        "Por lo menos dos naturales",
        "Every meld must hold at least two natural cards of its rank. So 8-8-2 is a meld, but "
        "8-2-2 is not. For the same reason the pile can never be taken with two wild cards: "
        "together with the top card the meld would have only one natural.",
        "Todo juego debe tener por lo menos dos cartas naturales de su número. Por eso 8-8-2 es "
        "un juego, pero 8-2-2 no. Por lo mismo, el pozo nunca se levanta con dos comodines: "
        "junto con la carta de arriba, el juego tendría una sola natural.",
    ),
    RuleText(
        "meld.wilds",
        "meld",
        "At most three wild cards",
        "Como máximo tres comodines",
        "A meld may hold at most three wild cards, however big it grows. At this table wild "
        "cards may outnumber the naturals in a small meld, so 5-5-2-2-2 is legal.",
        "Un juego admite como máximo tres comodines, por grande que sea. En esta mesa los "
        "comodines pueden ser más que las naturales en un juego chico: 5-5-2-2-2 es válido.",
        "Tables disagree on whether wild cards may outnumber naturals. Our source only caps "
        "them at three, so this table allows 5-5-2-2-2; several other tables forbid it.",
        "Las mesas no se ponen de acuerdo en si los comodines pueden superar a las naturales. "
        "Nuestro texto solo los limita a tres, así que esta mesa acepta 5-5-2-2-2; varias otras "
        "lo prohíben.",
    ),
    RuleText(
        "meld.no-wild-only",
        "meld",
        "No melds of wild cards only",
        "Nada de juegos solo de comodines",
        "A meld made only of wild cards is not allowed: wild cards always belong to a meld of "
        "some natural rank. Wild cards alone may only be added to a meld already on the table "
        "(for example a 2♣ and a joker onto the side's kings).",
        "No se permite un juego hecho solo de comodines: los comodines siempre acompañan a un "
        "juego de algún número natural. Solo comodines se pueden agregar a un juego que ya está en "
        "la mesa (por ejemplo, un 2♣ y un comodín al juego de reyes de la pareja).",
    ),
    RuleText(
        "meld.shared",
        "meld",
        "Partners share their melds",
        "Los juegos son de la pareja",
        "Partners meld for their side, so either of them may add cards to a meld the other one "
        "laid down. A side has at most one meld of each rank: more cards of a rank it already "
        "has go onto that meld. Nobody ever adds cards to the opponents' melds.",
        "Los compañeros bajan para la pareja, así que cualquiera de los dos puede agregar cartas "
        "a un juego que bajó el otro. Cada pareja tiene como máximo un juego de cada número: las "
        "cartas de un número que ya tiene se suman a ese juego. Nadie agrega nunca cartas a los "
        "juegos de los rivales.",
    ),
    RuleText(
        "meld.canasta",
        "meld",
        "Canastas",
        "Canastas",
        "A meld of seven or more cards is a canasta: natural (clean) if it has no wild card, "
        "mixed (dirty) if it has any. You may keep adding natural cards to a canasta, and wild "
        "cards too, as long as the meld never holds more than three. A wild card added to a "
        "natural canasta turns it into a mixed one.",
        "Un juego de siete cartas o más es una canasta: limpia si no tiene ningún comodín, sucia "
        "si tiene alguno. A una canasta se le pueden seguir agregando naturales, y también "
        "comodines, siempre que el juego no tenga más de tres. Un comodín agregado a una canasta "
        "limpia la convierte en sucia.",
        "Adding a wild card to a natural canasta is legal, but the engine warns you: it turns a "
        "500 bonus into a 300 one.",
        "Agregar un comodín a una canasta limpia vale, pero el árbitro avisa: el premio pasa "
        "de 500 a 300.",
    ),
    # ------------------------------------------------------------ The opening
    RuleText(
        "open.minimum",
        "open",
        "The opening minimum",
        "El mínimo de apertura",
        "A side's first meld of the deal, its opening, must add up to a minimum in card values, "
        "which depends on the side's total score before the deal: 15 if the total is below 0, "
        "50 from 0 to 1495, 90 from 1500 to 2995, and 120 from 3000 up. Several melds laid down "
        "together count together. Only card values count, never bonuses such as red threes or "
        "canastas. Once either partner has opened, both meld freely for the rest of the deal.",
        "La primera bajada de una pareja en la mano, su apertura, tiene que sumar un mínimo en "
        "valor de cartas, que depende del puntaje acumulado de la pareja antes de la mano: 15 si "
        "es negativo, 50 de 0 a 1495, 90 de 1500 a 2995 y 120 de 3000 en adelante. Varios juegos "
        "bajados juntos suman juntos. Solo cuenta el valor de las cartas, nunca los premios como "
        "treses rojos o canastas. Cuando cualquiera de los dos compañeros abrió, ambos bajan "
        "libremente el resto de la mano.",
        "The opening is one action: all the melds that count toward the minimum go down "
        "together. Melds laid down in an earlier action of the same turn do not add up.",
        "La apertura es una sola jugada: todos los juegos que cuentan para el mínimo se bajan "
        "juntos. Los juegos bajados en una jugada anterior del mismo turno no se suman.",
    ),
    RuleText(
        "open.pile-top",
        "open",
        "Opening by taking the pile",
        "Abrir levantando el pozo",
        "When a side opens by taking the discard pile, the pile's top card counts toward the "
        "minimum, together with the hand cards melded in the same action. The cards buried "
        "under it never count: they reach the hand only after the opening has been made.",
        "Si una pareja abre levantando el pozo, la carta de arriba del pozo cuenta para el "
        "mínimo, junto con las cartas de la mano que se bajan en la misma jugada. Las cartas que "
        "están debajo nunca cuentan: llegan a la mano recién después de hecha la apertura.",
        "The extra meld groups in a take action come from the hand as it was before the take; "
        "the pile's other cards reach the hand only afterwards.",
        "Los juegos extra de una jugada de levantar salen de la mano tal como estaba antes de "
        "levantar; las demás cartas del pozo llegan a la mano recién después.",
    ),
    # ------------------------------------------------------------ 3. A turn and the pile
    RuleText(
        "turn.sequence",
        "turn",
        "A turn",
        "El turno",
        "A turn has three steps. First draw the top card of the stock or take the whole discard "
        "pile; then meld if you wish; then discard one card from your hand, which ends the turn. "
        "Going out may skip the final discard. Only the player whose turn it is acts, apart from "
        "the partner's yes or no when asked for permission to go out.",
        "El turno tiene tres pasos. Primero se roba la carta de arriba del mazo o se levanta el "
        "pozo entero; después se baja, si se quiere; al final se descarta una carta de la mano, "
        "y con eso termina el turno. Al cortar se puede no descartar. Solo actúa el jugador al "
        "que le toca, salvo el sí o el no del compañero cuando se le pide permiso para cortar.",
    ),
    RuleText(
        "pile.blocked",
        "pile",
        "A blocked pile",
        "El pozo bloqueado",
        "The pile can never be taken while its top card is a wild card or a black three. A "
        "black three blocks only while it is on top: once another card covers it, it does no "
        "harm. A discarded wild card does more: it also freezes the pile, even after it is "
        "covered.",
        "El pozo nunca se puede levantar mientras la carta de arriba sea un comodín o un tres "
        "negro. El tres negro bloquea solo mientras está arriba: cuando otra carta lo tapa, ya "
        "no molesta. Un comodín descartado hace más: además congela el pozo, aun después de "
        "quedar tapado.",
    ),
    RuleText(
        "pile.use-top",
        "pile",
        "Using the top card",
        "Usar la carta de arriba",
        "To take the pile you must use its top card at once: meld it with cards from your hand "
        "in a new legal meld, or add it to your side's meld of that rank. If the pile is not "
        "frozen for your side, a natural pair of that rank is enough, or one natural and one "
        "wild card, or your side's existing meld of that rank, even a finished canasta. Then the "
        "rest of the pile goes into your hand.",
        "Para levantar el pozo hay que usar enseguida su carta de arriba: bajarla con cartas de "
        "la mano en un juego nuevo válido, o agregarla al juego de ese número que ya tiene la "
        "pareja. Si el pozo no está congelado para la pareja, alcanza con un par natural de ese "
        "número, o con una natural y un comodín, o con el juego de ese número ya bajado, aunque "
        "sea una canasta terminada. Después, el resto del pozo pasa a la mano.",
        "The extra meld groups in a take action come from the hand as it was before the take; "
        "the pile's other cards reach the hand only afterwards.",
        "Los juegos extra de una jugada de levantar salen de la mano tal como estaba antes de "
        "levantar; las demás cartas del pozo llegan a la mano recién después.",
    ),
    RuleText(
        "pile.frozen",
        "pile",
        "The frozen pile",
        "El pozo congelado",
        "The pile is frozen for a side that has not opened yet, and for everybody while a wild "
        "card or a red three lies buried in it. A frozen pile can be taken only with two natural "
        "cards of the top card's rank from the hand, shown with the top card before the rest is "
        "picked up, even if the side already has a meld of that rank; a wild card may join that "
        "meld as long as the two naturals are there. Taking the pile ends the freeze, and a "
        "black three buried in the pile never freezes it.",
        "El pozo está congelado para la pareja que todavía no abrió, y para todos mientras tenga "
        "enterrado un comodín o un tres rojo. Un pozo congelado solo se levanta con dos cartas "
        "naturales del número de la de arriba, sacadas de la mano y mostradas junto con ella "
        "antes de llevarse el resto, aunque la pareja ya tenga un juego de ese número; un "
        "comodín puede sumarse a ese juego si están las dos naturales. Levantar el pozo termina "
        "el congelamiento, y un tres negro enterrado en el pozo nunca lo congela.",
        "The source asks for two matching naturals 'even with an existing meld'. We read it "
        "strictly: both naturals come from the hand, in the take's first group, and a wild card "
        "may be added to them in that same meld.",
        "El texto de origen pide dos naturales iguales «aun con juego existente». Lo leemos en "
        "forma estricta: las dos naturales salen de la mano, en el primer juego de la jugada, y "
        "se les puede sumar un comodín en ese mismo juego.",
    ),
    RuleText(
        "pile.one-card",
        "pile",
        "One card against one card",
        "Una carta contra una carta",
        "A house rule of this table: a player holding exactly one card may not take a pile that "
        "holds exactly one card. With more cards in the hand or in the pile, the usual rules "
        "apply.",
        "Regla de la casa en esta mesa: un jugador con una sola carta en la mano no puede "
        "levantar un pozo que tenga una sola carta. Con más cartas en la mano o en el pozo, "
        "rigen las reglas de siempre.",
    ),
    RuleText(
        "pile.empty",
        "pile",
        "An empty pile",
        "El pozo vacío",
        "An empty discard pile cannot be taken, because there is no top card to use. Draw from "
        "the stock instead.",
        "Un pozo vacío no se puede levantar, porque no hay carta de arriba para usar. En ese "
        "caso se roba del mazo.",
    ),
    RuleText(
        "turn.discard",
        "turn",
        "The discard",
        "El descarte",
        "A turn ends with one card from the hand placed face up on the pile, unless the player "
        "goes out without discarding. Any card may be discarded, even a wild card (which "
        "freezes the pile) or a black three (which blocks it for the next player). Red threes "
        "are never in a hand, so they are never discarded.",
        "El turno termina poniendo una carta de la mano boca arriba sobre el pozo, salvo que el "
        "jugador corte sin descartar. Se puede descartar cualquier carta, incluso un comodín "
        "(que congela el pozo) o un tres negro (que se lo bloquea al siguiente). Los treses "
        "rojos nunca están en la mano, así que nunca se descartan.",
    ),
    # ------------------------------------------------------------ 4. Special threes
    RuleText(
        "threes.red-draw",
        "threes",
        "Drawing a red three",
        "Robar un tres rojo",
        "A red three drawn from the stock is laid face up in front of the side and replaced at "
        "once by another card from the stock. A red three that arrives inside a taken pile is "
        "laid face up too, but without a replacement.",
        "El tres rojo que se roba del mazo se pone boca arriba frente a la pareja y se reemplaza "
        "enseguida con otra carta del mazo. Si llega dentro de un pozo levantado, también se "
        "pone a la vista, pero sin reemplazo.",
    ),
    RuleText(
        "threes.red-score",
        "threes",
        "What red threes score",
        "Lo que valen los treses rojos",
        "Each red three laid out is worth 100 points to its side, and a side holding all four "
        "scores 800. The amount is added if the side has melded anything in the deal, and "
        "subtracted if it has melded nothing.",
        "Cada tres rojo a la vista vale 100 puntos para su pareja, y la pareja que tiene los "
        "cuatro se anota 800. Ese valor suma si la pareja bajó algo en la mano, y resta si no "
        "bajó nada.",
    ),
    RuleText(
        "threes.black",
        "threes",
        "Black threes",
        "Los treses negros",
        "Black threes block the pile while on top. They can be melded only in the action with "
        "which a player goes out (that action leaves at most the final discard), as a group of "
        "three or four natural black threes with no wild card. Wild cards are never melded with "
        "threes, and red threes are never melded at all.",
        "Los treses negros bloquean el pozo mientras están arriba. Solo se pueden bajar en la "
        "jugada con la que un jugador corta (que deja a lo sumo el descarte final), como un "
        "juego de tres o cuatro treses negros naturales, sin comodines. Los comodines nunca se "
        "bajan con treses, y los treses rojos no se bajan nunca.",
        "The source allows black threes 'in the going-out turn'. We require them in the very "
        "action that empties the hand (apart from the final discard).",
        "El texto de origen permite los treses negros «en el turno de salida». Exigimos que se "
        "bajen en la misma jugada que vacía la mano (salvo el descarte final).",
    ),
    # ------------------------------------------------------------ 5. Going out, end of stock
    RuleText(
        "out.canasta",
        "out",
        "Going out needs a canasta",
        "Para cortar hace falta una canasta",
        "A player may empty the hand, melding everything with or without a final discard, only "
        "if the side has at least one canasta, which may be completed in this very turn. "
        "Without one, the player must keep at least one card after discarding, so a meld that "
        "would leave fewer than two cards in the hand is not allowed.",
        "Un jugador puede quedarse sin cartas, bajando todo con o sin descarte final, solo si su "
        "pareja tiene al menos una canasta, aunque la complete en ese mismo turno. Si no la "
        "tiene, debe conservar por lo menos una carta después de descartar, así que no se "
        "permite una bajada que deje menos de dos cartas en la mano.",
        "The same limit applies to taking the pile: a take that would leave you fewer than two "
        "cards without a canasta is refused.",
        "El mismo límite vale para levantar el pozo: se rechaza una levantada que deje menos de "
        "dos cartas en la mano sin tener canasta.",
    ),
    RuleText(
        "out.permission",
        "out",
        "Asking permission to go out",
        "Pedir permiso para cortar",
        "Right after drawing or taking the pile, before melding anything else, a player may ask "
        "the partner 'may I go out?' (the top-card meld that taking the pile requires may come "
        "first). Asking is optional. The partner answers only yes or no, and the answer binds: "
        "after a yes the player must go out this turn, after a no the player must not. After a "
        "yes, a meld that would leave a hand unable to go out this turn is refused.",
        "Justo después de robar o de levantar el pozo, antes de bajar otra cosa, el jugador "
        "puede preguntarle al compañero «¿puedo cortar?» (el juego con la carta de arriba que "
        "exige levantar el pozo puede ir antes). Preguntar es optativo. El compañero solo "
        "contesta sí o no, y la respuesta obliga: con un sí hay que cortar en ese turno; con un "
        "no, no se puede. Después de un sí, se rechaza toda bajada que deje una mano que ya no "
        "pueda cortar en ese turno.",
        "So that either answer can always be honoured, asking is refused under this rule when "
        "the player has already melded this turn beyond the pile's top-card meld, has already "
        "asked, holds fewer than two cards, or could not go out this turn anyway.",
        "Para que cualquiera de las dos respuestas se pueda cumplir, se rechaza la pregunta "
        "cuando el jugador ya bajó algo en el turno además del juego con la carta de arriba del "
        "pozo, ya preguntó, tiene menos de dos cartas, o de todos modos no podría cortar en ese "
        "turno.",
    ),
    RuleText(
        "out.concealed",
        "out",
        "Going out concealed",
        "Cortar de mano",
        "A player goes out concealed by melding the whole remaining hand in one turn (a final "
        "discard is allowed), when those melds include a canasta, the player had not melded "
        "before in this deal, and nothing goes onto a meld that was already on the table, not "
        "even the partner's. If the side has not opened and the player drew from the stock, the "
        "opening minimum does not apply; after taking the pile it does. Going out concealed "
        "scores 200 instead of 100.",
        "Un jugador corta de mano cuando baja toda la mano que le queda en un solo turno (puede "
        "descartar al final), entre esos juegos hay una canasta, no había bajado antes en la "
        "mano y no agrega nada a juegos que ya estaban en la mesa, ni siquiera a los del "
        "compañero. Si la pareja no había abierto y el jugador robó del mazo, no rige el mínimo "
        "de apertura; si levantó el pozo, sí rige. Cortar de mano vale 200 en lugar de 100.",
        "The source forbids adding to the partner's melds. We extend that to every meld that "
        "was on the table before this turn, and the canasta must be among the melds this player "
        "lays down in that turn.",
        "El texto de origen prohíbe agregar a los juegos del compañero. Lo extendemos a todo "
        "juego que ya estaba en la mesa antes de ese turno, y la canasta tiene que estar entre "
        "los juegos que el jugador baja en ese turno.",
    ),
    RuleText(
        "stock.last-red-three",
        "stock",
        "A red three as the last card",
        "Un tres rojo como última carta",
        "If the last card of the stock is a red three, the player who draws it lays it out and "
        "the deal ends at once. That player neither melds nor discards, and nobody earns the "
        "going-out bonus.",
        "Si la última carta del mazo es un tres rojo, el jugador que la roba la pone a la vista "
        "y la mano termina en el acto. Ese jugador no baja ni descarta, y nadie cobra el premio "
        "por cortar.",
    ),
    RuleText(
        "stock.empty",
        "stock",
        "When the stock runs out",
        "Cuando se acaba el mazo",
        "Once the stock is empty, play goes on with the discard pile only. A player who can take "
        "a pile that is not frozen for the side by adding its top card to the side's meld of "
        "that rank must take it; taking it to start a new meld is optional. The first time a "
        "player legally declines, or cannot take the pile, the deal ends with no going-out bonus "
        "for anyone. The one-card house rule still applies: a player it stops cannot take, so "
        "the deal ends.",
        "Con el mazo vacío se sigue jugando solo con el pozo. El jugador que puede levantar un "
        "pozo no congelado para su pareja agregando la carta de arriba al juego de ese número "
        "que ya tiene la pareja está obligado a levantarlo; levantarlo para armar un juego nuevo "
        "es optativo. La primera vez que un jugador pasa legalmente, o no puede levantar, la "
        "mano termina sin premio por cortar para nadie. La regla de una carta contra una carta "
        "sigue valiendo: el jugador al que esa regla frena no puede levantar, así que pasa y la "
        "mano termina.",
        "Passing while the stock still has cards is refused under this rule: you must draw or "
        "take.",
        "Pasar mientras el mazo todavía tiene cartas se rechaza por esta regla: hay que robar o "
        "levantar.",
    ),
    # ------------------------------------------------------------ 6. Scoring and the game
    RuleText(
        "score.deal",
        "score",
        "Scoring a deal",
        "El puntaje de una mano",
        "At the end of a deal each side adds the values of all its melded cards (a melded black "
        "three counts 5) and subtracts the values of the cards left in both partners' hands. "
        "Then it adds its bonuses: 500 for each natural canasta, 300 for each mixed one, its red "
        "threes, and 100 for going out, or 200 instead for going out concealed. A deal's score "
        "can be negative.",
        "Al terminar la mano, cada pareja suma el valor de todas sus cartas bajadas (un tres "
        "negro bajado vale 5) y resta el de las cartas que quedaron en la mano de los dos "
        "compañeros. Después suma los premios: 500 por cada canasta limpia, 300 por cada sucia, "
        "sus treses rojos, y 100 por cortar, o 200 en lugar de esos 100 si cortó de mano. El "
        "puntaje de una mano puede ser negativo.",
    ),
    RuleText(
        "score.example",
        "score",
        "A worked example",
        "Un ejemplo con números",
        "Suppose a side has melded a natural canasta of seven kings (70 in cards plus the 500 "
        "bonus) and three aces (60), has two red threes (200), and went out normally (100), "
        "while the partner is left holding a seven (minus 5). The side scores "
        "70 + 500 + 60 + 200 + 100 − 5 = 925.",
        "Supongamos que una pareja bajó una canasta limpia de siete reyes (70 en cartas más 500 "
        "de premio) y tres ases (60), tiene dos treses rojos (200) y cortó de forma normal "
        "(100), mientras al compañero le quedó un siete en la mano (menos 5). La pareja se anota "
        "70 + 500 + 60 + 200 + 100 − 5 = 925.",
    ),
    RuleText(
        "game.end",
        "game",
        "Winning the game",
        "Quién gana la partida",
        "Every deal is played to its end. If after a deal a side has reached 5000, the side with "
        "the higher total wins. If the totals are equal, another deal is played, and so on until "
        "one side leads with at least 5000. Otherwise the deal passes to the left and play goes "
        "on.",
        "Cada mano se juega hasta el final. Si después de una mano alguna pareja llegó a 5000, "
        "gana la de mayor total. Si los totales están empatados, se juega otra mano, y así hasta "
        "que una pareja quede adelante con 5000 o más. Si no, reparte el de la izquierda y se "
        "sigue jugando.",
    ),
    # ------------------------------------------------------------ 7. Other profiles
    RuleText(
        "profile.separate",
        "profile",
        "Other rule sets",
        "Otros reglamentos",
        "Modern American Canasta changes the hand size, the openings and the threes, and adds "
        "special hands; canastas of wild cards only, needing two canastas to go out, and "
        "sequences belong to other rule sets too. Players agree on a rule set before the deal "
        "and never switch in the middle of a game. The engine plays the classic game described "
        "here; any other rule set would be a separate, named profile, never a mix.",
        "La Canasta Americana moderna cambia el tamaño de la mano, las aperturas y los treses, y "
        "agrega manos especiales; las canastas de puros comodines, exigir dos canastas para "
        "cortar y las escaleras también son de otros reglamentos. Los jugadores eligen el "
        "reglamento antes de empezar y no lo cambian a mitad de partida. Este sitio juega la "
        "versión clásica descrita acá; cualquier otro reglamento sería un perfil aparte, con su "
        "propio nombre, nunca una mezcla.",
    ),
    # ------------------------------------------------------------ Engine rulings
    RuleText(
        "turn.not-yours",
        "engine",
        "Not now, or not your turn",
        "Jugada fuera de turno o a destiempo",
        "The action came at the wrong moment: for example melding or discarding before drawing, "
        "drawing twice, acting for a seat whose turn it is not, or doing anything after the "
        "deal has ended. The engine refuses it under this heading.",
        "La acción llegó en un momento que no corresponde: por ejemplo bajar o descartar antes "
        "de robar, robar dos veces, jugar por un asiento al que no le toca, o hacer cualquier "
        "cosa después de terminada la mano. El árbitro la rechaza con este motivo.",
        "Answering yes or no when nobody has asked permission to go out is refused under this "
        "heading too.",
        "Contestar sí o no cuando nadie pidió permiso para cortar también se rechaza con este "
        "motivo.",
    ),
    RuleText(
        "card.not-held",
        "engine",
        "Card not in hand",
        "Carta que no está en la mano",
        "The action names a card that is not in the player's hand. Copies count: holding one "
        "seven of hearts, you cannot meld two of them. Check the hand and name the cards "
        "exactly.",
        "La acción nombra una carta que el jugador no tiene en la mano. Las copias cuentan: con "
        "un solo siete de corazones no se pueden bajar dos. Conviene revisar la mano y nombrar "
        "las cartas exactas.",
    ),
    RuleText(
        "stock.empty-draw",
        "engine",
        "Drawing from an empty stock",
        "Robar de un mazo vacío",
        "The stock has no cards left, so there is nothing to draw. With an empty stock the turn "
        "is played with the discard pile only: take it, or pass where the rules allow it, which "
        "ends the deal.",
        "El mazo ya no tiene cartas, así que no hay nada que robar. Con el mazo vacío el turno "
        "se juega solo con el pozo: se lo levanta, o se pasa cuando las reglas lo permiten, y "
        "eso termina la mano.",
    ),
    RuleText(
        "input",
        "engine",
        "Unreadable input",
        "Entrada ilegible",
        "The position or the action text could not be read: an unknown card code, a badly "
        "formed action, or a position that breaks the notation. This is not a ruling about the "
        "game, only a request to fix what was written.",
        "No se pudo leer la posición o el texto de la acción: un código de carta desconocido, "
        "una acción mal escrita o una posición que no respeta la notación. No es una decisión "
        "sobre el juego, sino un pedido de corregir lo que se escribió.",
    ),
)

RULES: Final[dict[str, RuleText]] = {rule.slug: rule for rule in _RULES}

RULE_SLUGS: Final[tuple[str, ...]] = tuple(rule.slug for rule in _RULES if rule.section != "engine")

VARIANTS: Final[tuple[Variant, ...]] = (
    Variant(
        "deal.deck",
        "001",
        "At some tables (a Spanish form of the game) four decks are used, with two jokers per "
        "deck: 216 cards instead of 108.",
        "En algunas mesas (una variante española) se usan cuatro barajas con dos comodines cada "
        "una: 216 cartas en vez de 108.",
    ),
    Variant(
        "deal.hands",
        "001",
        "At some tables (the same Spanish form) each player gets 15 cards instead of 11, and the "
        "dealer gives the first card to the player on the right, who also plays first.",
        "En algunas mesas (la misma variante española) cada jugador recibe 15 cartas en vez de "
        "11, y el que reparte le da la primera carta al jugador de su derecha, que es también "
        "quien empieza.",
    ),
    Variant(
        "deal.upcard",
        "001",
        "At some tables the starting pile is six face-down cards with one face-up card on top; "
        "if that card is an ace, a two, a seven or a joker, another face-down and another "
        "face-up card are added, and so on, so the pile starts with seven cards or more.",
        "En algunas mesas el pozo inicial son seis cartas boca abajo con una boca arriba encima; "
        "si esa carta es un as, un dos, un siete o un comodín, se agregan otra boca abajo y otra "
        "boca arriba, y así sucesivamente, de modo que el pozo empieza con siete cartas o más.",
    ),
    Variant(
        "deal.upcard",
        "002",
        "At some tables a three of either colour turned up to start the pile is covered too, "
        "like a wild card, so a black three never starts on top of the pile.",
        "En algunas mesas también se tapa un tres de cualquier color que aparezca al empezar el "
        "pozo, igual que un comodín, así que un tres negro nunca queda arriba al comienzo.",
    ),
    Variant(
        "deal.first",
        "003",
        "At some tables the cards are dealt one at a time counter-clockwise, and the first to "
        "play is the 'mano', the player on the dealer's right (the mano and the partnerships are "
        "chosen by drawing cards).",
        "En algunas mesas las cartas se reparten de a una en sentido contrario a las agujas del "
        "reloj, y empieza el «mano», el jugador a la derecha del que reparte (el mano y las "
        "parejas se eligen sacando cartas).",
    ),
    Variant(
        "meld.wilds",
        "001",
        "At some tables a meld must always hold more natural cards than wild cards, and a "
        "canasta at most three wild cards, so 5-5-2-2-2 is not allowed there.",
        "En algunas mesas un juego siempre tiene que tener más naturales que comodines, y una "
        "canasta como máximo tres comodines, así que allí 5-5-2-2-2 no vale.",
    ),
    Variant(
        "meld.wilds",
        "002",
        "At some tables wild cards may never outnumber natural cards: 9-9-9-2-2-joker is legal, "
        "but 9-9-2-2-2-joker is not.",
        "En algunas mesas los comodines nunca pueden ser más que las naturales: "
        "9-9-9-2-2-comodín vale, pero 9-9-2-2-2-comodín no.",
    ),
    Variant(
        "meld.no-wild-only",
        "001",
        "At some tables a canasta of twos is allowed, and it may take as many wild cards as the "
        "players like.",
        "En algunas mesas se permite una canasta de doses, que admite todos los comodines que "
        "se quieran poner.",
    ),
    Variant(
        "pile.use-top",
        "001",
        "At some tables, once a canasta is complete its rank becomes a 'stopper': for the rest "
        "of the deal nobody may take the pile while a card of that rank is on top.",
        "En algunas mesas, cuando se completa una canasta, ese número pasa a ser «tapa»: por el "
        "resto de la mano nadie puede levantar el pozo mientras haya una carta de ese número "
        "arriba.",
    ),
    Variant(
        "pile.frozen",
        "001",
        "At some tables a wild card discarded onto the pile is laid crosswise, and until someone "
        "takes the pile it takes three cards of the top card's rank, not two, to take it.",
        "En algunas mesas el comodín descartado se pone atravesado en el pozo («pozo "
        "cruzado»), y hasta que alguien se lo lleve hacen falta tres cartas del número de la de "
        "arriba, no dos, para levantarlo.",
    ),
    Variant(
        "pile.one-card",
        "003",
        "At some tables a player left with a single card must announce it aloud ('Pumba!') and "
        "may not take the pile at all, whatever its size, unless the stock has run out.",
        "En algunas mesas el jugador que se queda con una sola carta tiene que avisarlo en voz "
        "alta («¡Pumba!») y no puede levantar el pozo, tenga las cartas que tenga, salvo que "
        "se haya terminado el mazo.",
    ),
    Variant(
        "open.minimum",
        "004",
        "At some tables the opening minimum is always 50, whatever the score, and the opening "
        "meld must be worth more than 50 points.",
        "En algunas mesas el mínimo de apertura es siempre 50, sea cual sea el puntaje, y la "
        "primera bajada tiene que valer más de 50 puntos.",
    ),
    Variant(
        "threes.red-score",
        "001",
        "At some tables red threes count in the side's favour only if it has made at least one "
        "canasta by the end of the deal; otherwise they count against it.",
        "En algunas mesas los treses rojos suman solo si la pareja tiene al menos una canasta al "
        "terminar la mano; si no, se cuentan en negativo.",
    ),
    Variant(
        "out.canasta",
        "001",
        "At some tables a player may close the deal only when the side has at least one natural "
        "and one mixed canasta, with every other card melded and, if wanted, one last card to "
        "discard.",
        "En algunas mesas solo se puede cortar cuando la pareja tiene al menos una canasta "
        "limpia y una sucia, con todas las demás cartas bajadas y, si se quiere, una última "
        "carta para descartar.",
    ),
    Variant(
        "out.concealed",
        "002",
        "At some tables 'concealed' applies to a single canasta rather than to going out: a "
        "canasta built entirely in the hand (or needing only the pile's top card) earns 100 "
        "extra, so 600 for a natural one and 400 for a mixed one.",
        "En algunas mesas lo que se arma «de mano» es una canasta y no el corte: una canasta "
        "armada entera en la mano (o que solo necesita la carta de arriba del pozo) da 100 más, "
        "o sea 600 si es limpia y 400 si es sucia.",
    ),
    Variant(
        "out.concealed",
        "003",
        "At some tables a player who opens by laying down the whole hand at once with a "
        "concealed canasta need not reach the opening minimum, even when taking the pile.",
        "En algunas mesas el jugador que abre bajando toda la mano de una sola vez con una "
        "canasta armada en la mano no necesita llegar al mínimo de apertura, aunque levante el "
        "pozo.",
    ),
    Variant(
        "score.deal",
        "001",
        "At some tables closing the deal earns 200, five canastas earn 500 extra and seven earn "
        "2000 extra, and melded cards count in the side's favour only once it has made a "
        "canasta; without one they all count against it.",
        "En algunas mesas cortar da 200, cinco canastas dan 500 extra y siete dan 2000 extra, y "
        "las cartas bajadas suman solo si la pareja hizo alguna canasta; si no, todas cuentan en "
        "negativo.",
    ),
    Variant(
        "game.end",
        "001",
        "At some tables the standard game goes to 7000 points, and 5000 is only the quick game.",
        "En algunas mesas la partida normal es a 7000 puntos, y a 5000 es solo la partida rápida.",
    ),
    Variant(
        "turn.sequence",
        "004",
        "At some tables mistakes are punished with points instead of being refused: drawing out "
        "of turn costs the side 100, melding out of turn 100 or 200, taking the pile without "
        "using its top card 200, and a red three not shown by the end of the deal 500.",
        "En algunas mesas los errores se castigan con puntos en lugar de rechazarse: robar fuera "
        "de turno le cuesta 100 a la pareja, bajar fuera de turno 100 o 200, levantar el pozo "
        "sin usar la carta de arriba 200, y un tres rojo no mostrado al terminar la mano 500.",
    ),
    Variant(
        "profile.separate",
        "002",
        "At some tables the game is played by two or three players, each alone, or by "
        "six players in two partnerships of three.",
        "En algunas mesas juegan dos o tres jugadores, cada uno solo, o seis jugadores, "
        "tres contra tres.",
    ),
)


# ============================================================ Profiles (profiles.md)
# The tables that play another way, each a separate named rule set ([profile.separate]). Kept
# apart from RULES (which is rules.md's game and the engine's headings) so that the classic
# catalogue stays exactly as it is; `rule_text`, `title` and `explanation` read both.

#: profile name -> (English, Spanish) name for a player
PROFILE_NAMES: Final[dict[str, tuple[str, str]]] = {
    "classic": ("Four players (classic)", "Cuatro jugadores (clásica)"),
    "two-hand": ("Two players", "Dos jugadores"),
    "three-hand": ("Three players", "Tres jugadores"),
    "six-hand": ("Six players", "Seis jugadores"),
}

#: the reference's sections for the profile slugs, after the classic game's
PROFILE_SECTIONS: Final[dict[str, tuple[str, str]]] = {
    "prof": ("Every other table", "Todas las otras mesas"),
    "two-hand": ("Two players, each alone", "Dos jugadores, cada uno solo"),
    "three-hand": ("Three players, each alone", "Tres jugadores, cada uno solo"),
    "six-hand": ("Six players, three against three", "Seis jugadores, tres contra tres"),
}

_PROFILE_RULES: Final[tuple[RuleText, ...]] = (
    # ------------------------------------------------------------ common to the three
    RuleText(
        "prof.sides",
        "prof",
        "Who plays together",
        "Quién juega con quién",
        "A side is the seats that share melds, red threes, a score and an opening minimum. Every "
        "rule that speaks of a side applies to the table's sides. With two or three players each "
        "player is a side alone: nobody to ask before going out, and only his own hand counts "
        "against him at the end.",
        "Una pareja son los asientos que comparten juegos, treses rojos, puntaje y mínimo de "
        "apertura. Toda regla que habla de la pareja se aplica a las de esa mesa. Con dos o tres "
        "jugadores cada uno es su propia pareja: no tiene a quién pedir permiso para cortar, y al "
        "final solo le descuenta su propia mano.",
    ),
    RuleText(
        "prof.deck",
        "prof",
        "The same 108 cards",
        "Las mismas 108 cartas",
        "Every table here uses the classic deck: two 52-card decks and four jokers, 108 cards. "
        "Card values, the melds, the pile and the threes work as in the four-player game, and "
        "there are still only four red threes.",
        "Todas estas mesas usan la baraja clásica: dos barajas de 52 cartas y cuatro comodines, "
        "108 cartas. El valor de las cartas, los juegos, el pozo y los treses funcionan como con "
        "cuatro jugadores, y sigue habiendo solo cuatro treses rojos.",
    ),
    RuleText(
        "prof.order",
        "prof",
        "Clockwise round the table",
        "En el sentido de las agujas del reloj",
        "The deal and the play go clockwise through the table's seats; the player to the "
        "dealer's left plays first, and the next deal passes to the left.",
        "Se reparte y se juega en el sentido de las agujas del reloj por los asientos de esa "
        "mesa; empieza el jugador a la izquierda del que reparte, y la mano siguiente la reparte "
        "el de la izquierda.",
    ),
    # ------------------------------------------------------------ two players
    RuleText(
        "two.seats",
        "two-hand",
        "Two players: North and South",
        "Dos jugadores: Norte y Sur",
        "Two players sit North and South, each alone. The deal alternates between "
        "them, and the player who did not deal plays first.",
        "Dos jugadores se sientan en Norte y Sur, cada uno solo. Reparten uno y otro "
        "alternadamente, y empieza el que no repartió.",
    ),
    RuleText(
        "two.deal",
        "two-hand",
        "Fifteen cards each",
        "Quince cartas cada uno",
        "With two players each is dealt 15 cards instead of 11. Red threes dealt are laid out "
        "and replaced as usual, the first player's before the dealer's.",
        "Con dos jugadores a cada uno se le dan 15 cartas en vez de 11. Los treses rojos "
        "repartidos se ponen boca arriba y se reponen como siempre, primero los del que empieza "
        "y después los del que repartió.",
    ),
    RuleText(
        "two.draw",
        "two-hand",
        "Draw two, discard one",
        "Robar dos, descartar una",
        "A draw from the stock brings two cards, and the player keeps both; the turn still ends "
        "with a single discard. Taking the pile brings no card from the stock. A red three met "
        "in the draw is laid out and replaced, so the draw gives the first two cards that are "
        "not red threes.",
        "Robar del mazo trae dos cartas y el jugador se queda con las dos; el turno igual termina "
        "con un solo descarte. Levantar el pozo no trae ninguna carta del mazo. Un tres rojo que "
        "aparezca al robar se pone boca arriba y se repone, así que se roban las dos primeras "
        "cartas que no sean treses rojos.",
    ),
    RuleText(
        "two.stock-end",
        "two-hand",
        "Drawing near the end of the stock",
        "Robar cuando se acaba el mazo",
        "When the stock holds fewer cards than a draw takes, the draw gives what is left: one "
        "card that is not a red three is a complete draw, and a red three that cannot be "
        "replaced is laid out without replacement. If a draw brings no card at all to the hand "
        "(only red threes), the deal ends at once, with no melding, no discard and no bonus for "
        "going out.",
        "Cuando al mazo le quedan menos cartas de las que se roban, se roba lo que queda: una "
        "carta que no sea tres rojo ya es un robo completo, y un tres rojo que no se puede "
        "reponer se pone boca arriba sin reposición. Si el robo no trae ninguna carta a la mano "
        "(solo treses rojos), la mano termina en el acto: sin bajar, sin descartar y sin premio "
        "por cortar.",
    ),
    RuleText(
        "two.alone",
        "two-hand",
        "Each player alone",
        "Cada uno solo",
        "There are no partners. A player melds only for himself and never adds to the "
        "opponent's melds; his opening minimum comes from his own score; the pile stays frozen "
        "for him until he has melded. Nobody can be asked for permission to go out, so asking "
        "is refused: just go out when the rules allow it.",
        "No hay compañeros. Cada jugador baja solo para sí y nunca agrega a los juegos del "
        "contrario; su mínimo de apertura sale de su propio puntaje; el pozo está congelado para "
        "él hasta que haya bajado. No hay a quién pedir permiso para cortar, así que pedirlo no "
        "vale: se corta directamente cuando las reglas lo permiten.",
    ),
    RuleText(
        "two.out",
        "two-hand",
        "Two canastas to go out",
        "Dos canastas para cortar",
        "With two players you may empty your hand only once you have at least two canastas, "
        "natural or mixed in any mix; the second may be completed in the turn you go out. Until "
        "then you must keep at least one card after your discard.",
        "Con dos jugadores podés quedarte sin cartas recién cuando tenés por lo menos dos "
        "canastas, limpias o sucias, de cualquier clase; la segunda puede completarse en el "
        "mismo turno en que cortás. Hasta entonces tenés que quedarte con una carta por lo menos "
        "después del descarte.",
    ),
    RuleText(
        "two.concealed",
        "two-hand",
        "Going out concealed with two players",
        "Cortar de mano con dos jugadores",
        "Going out concealed works as in the classic game and is worth 200 instead of 100. As "
        "the player had melded nothing before that turn, both canastas he needs are among that "
        "turn's melds. After a draw from the stock no opening minimum applies; after taking the "
        "pile it does.",
        "Cortar de mano funciona como en el juego clásico y vale 200 en vez de 100. Como el "
        "jugador no había bajado nada antes de ese turno, las dos canastas que necesita están "
        "entre lo que baja en ese turno. Si robó del mazo no hay mínimo de apertura; si levantó "
        "el pozo, sí.",
    ),
    RuleText(
        "two.threes",
        "two-hand",
        "Red threes, each his own",
        "Treses rojos, cada uno los suyos",
        "Red threes score as in the classic game, per player: 100 each, 800 for all four, and "
        "the same amount against a player who melded nothing in the deal.",
        "Los treses rojos cuentan como en el juego clásico, por jugador: 100 cada uno, 800 los "
        "cuatro, y lo mismo en contra si el jugador no bajó nada en la mano.",
    ),
    RuleText(
        "two.score",
        "two-hand",
        "Each player scores alone",
        "Cada uno anota lo suyo",
        "Each player scores his own deal: his melded cards, minus the cards left in his own "
        "hand, plus his canasta, red-three and going-out bonuses.",
        "Cada jugador anota su propia mano: sus cartas bajadas, menos las que le quedaron en la "
        "mano, más sus premios por canastas, treses rojos y corte.",
    ),
    RuleText(
        "two.example",
        "two-hand",
        "A two-player example",
        "Un ejemplo con dos jugadores",
        "North goes out (not concealed) with a natural canasta of seven kings (70 + 500), a "
        "mixed canasta of sevens with a two and a joker (95 + 300) and one red three (100): "
        "70 + 500 + 95 + 300 + 100 + 100 = 1165. South has three aces melded (60), one red "
        "three (100) and a queen, a queen and a two in hand (−40): 120.",
        "Norte corta (no de mano) con una canasta limpia de siete reyes (70 + 500), una canasta "
        "sucia de sietes con un dos y un comodín (95 + 300) y un tres rojo (100): "
        "70 + 500 + 95 + 300 + 100 + 100 = 1165. Sur tiene tres ases bajados (60), un tres rojo "
        "(100) y una reina, otra reina y un dos en la mano (−40): 120.",
    ),
    RuleText(
        "two.end",
        "two-hand",
        "Winning with two players",
        "Quién gana con dos jugadores",
        "After a deal in which a player has reached 5000, the higher total wins. Equal totals "
        "mean another deal, until one player leads with at least 5000.",
        "Después de una mano en la que algún jugador llegó a 5000, gana el de mayor total. Si "
        "están empatados se juega otra mano, hasta que uno quede adelante con 5000 o más.",
    ),
    # ------------------------------------------------------------ three players
    RuleText(
        "three.seats",
        "three-hand",
        "Three players: North, East and South",
        "Tres jugadores: Norte, Este y Sur",
        "Three players sit North, East and South, clockwise, each alone. The deal "
        "passes to the left, and the player to the dealer's left plays first.",
        "Tres jugadores se sientan en Norte, Este y Sur, en el sentido de las agujas del reloj, "
        "cada uno solo. Reparte el de la izquierda del anterior, y empieza el jugador a "
        "la izquierda del que reparte.",
    ),
    RuleText(
        "three.deal",
        "three-hand",
        "Thirteen cards each",
        "Trece cartas cada uno",
        "With three players each is dealt 13 cards.",
        "Con tres jugadores a cada uno se le dan 13 cartas.",
    ),
    RuleText(
        "three.draw",
        "three-hand",
        "Draw two, discard one (three players)",
        "Robar dos, descartar una (tres jugadores)",
        "Draws work as with two players: a draw from the stock brings two cards, the turn ends "
        "with one discard, and near the end of the stock a draw gives what is left.",
        "Se roba como con dos jugadores: robar del mazo trae dos cartas, el turno termina con un "
        "descarte, y cuando se acaba el mazo se roba lo que queda.",
    ),
    RuleText(
        "three.alone",
        "three-hand",
        "Each of the three alone",
        "Cada uno de los tres solo",
        "Each player melds only for himself and never on either opponent's melds, opens by his "
        "own score, finds the pile frozen for him until he has melded, and has nobody to ask "
        "before going out. When the stock is empty, having to take the pile concerns his own "
        "melds only.",
        "Cada jugador baja solo para sí y nunca en los juegos de los contrarios, abre según su "
        "propio puntaje, tiene el pozo congelado hasta que haya bajado y no tiene a quién pedir "
        "permiso para cortar. Con el mazo vacío, la obligación de levantar el pozo mira solo sus "
        "propios juegos.",
    ),
    RuleText(
        "three.out",
        "three-hand",
        "One canasta to go out (three players)",
        "Una canasta para cortar (tres jugadores)",
        "With three players one canasta is enough to go out, as with four, and going out "
        "concealed works as in the classic game.",
        "Con tres jugadores alcanza con una canasta para cortar, como con cuatro, y cortar de "
        "mano funciona como en el juego clásico.",
    ),
    RuleText(
        "three.score",
        "three-hand",
        "Each of the three scores alone",
        "Cada uno de los tres anota lo suyo",
        "Each player scores his own deal, as with two players; red threes are his own, and all "
        "four to one player are worth 800.",
        "Cada jugador anota su propia mano, como con dos jugadores; los treses rojos son suyos, "
        "y los cuatro en manos de un jugador valen 800.",
    ),
    RuleText(
        "three.end",
        "three-hand",
        "Winning with three players",
        "Quién gana con tres jugadores",
        "The game is to 5000. After a deal in which at least one player has reached 5000, the "
        "highest total wins; if two or three share it, all three play another deal, until one "
        "player alone has the highest total and it is at least 5000.",
        "La partida es a 5000. Después de una mano en la que algún jugador llegó a 5000, gana el "
        "de mayor total; si dos o tres lo comparten, los tres juegan otra mano, hasta que uno "
        "solo tenga el mayor total y sea de 5000 o más.",
    ),
    # ------------------------------------------------------------ six players
    RuleText(
        "six.seats",
        "six-hand",
        "Six players in two sides of three",
        "Seis jugadores en dos equipos de tres",
        "Six players sit North, North-East, South-East, South, South-West and North-West, "
        "clockwise. Partners alternate round the table: side A is North, South-East and "
        "South-West; side B is North-East, South and North-West. The deal passes to the left.",
        "Seis jugadores se sientan en Norte, Noreste, Sudeste, Sur, Sudoeste y Noroeste, en el "
        "sentido de las agujas del reloj. Los compañeros se alternan alrededor de la mesa: la "
        "pareja A es Norte, Sudeste y Sudoeste; la pareja B es Noreste, Sur y Noroeste. Reparte "
        "el de la izquierda del anterior.",
    ),
    RuleText(
        "six.deal",
        "six-hand",
        "Eleven cards each, one card a draw",
        "Once cartas cada uno, una carta por robo",
        "Six players use the classic deck and deal: 11 cards each and one card drawn per turn. "
        "So there are still four red threes, and all four to one side are worth 800.",
        "Seis jugadores usan la baraja clásica y se reparte como siempre: 11 cartas cada uno y "
        "una carta por robo. Así sigue habiendo cuatro treses rojos, y los cuatro para una pareja valen 800.",
    ),
    RuleText(
        "six.shared",
        "six-hand",
        "Three partners, one set of melds",
        "Tres compañeros, los mismos juegos",
        "The three partners meld for their side: any of them may add to the side's melds, once "
        "one of them has opened all three meld freely, and the pile stays frozen for the side "
        "until one of them has melded.",
        "Los tres compañeros bajan para su pareja: cualquiera puede agregar a los juegos de la "
        "pareja, cuando uno abrió los tres bajan libremente, y el pozo queda congelado para la "
        "pareja hasta que alguno haya bajado.",
    ),
    RuleText(
        "six.ask",
        "six-hand",
        "Asking one partner",
        "Preguntarle a un solo compañero",
        "\"May I go out?\" is put to one partner only: the next partner in turn order, two "
        "seats to the left (North asks South-East, South-East asks South-West, South-West asks "
        "North; North-East asks South, South asks North-West, North-West asks North-East). Only "
        "that partner answers, and the answer binds as in the classic game.",
        "«¿Puedo cortar?» se le pregunta a un solo compañero: el siguiente en el orden de juego, "
        "dos asientos a la izquierda (Norte le pregunta a Sudeste, Sudeste a Sudoeste, Sudoeste "
        "a Norte; Noreste a Sur, Sur a Noroeste, Noroeste a Noreste). Solo ese compañero "
        "contesta, y la respuesta obliga como en el juego clásico.",
    ),
    RuleText(
        "six.out",
        "six-hand",
        "One canasta to go out (six players)",
        "Una canasta para cortar (seis jugadores)",
        "With six players one canasta is enough to go out. For going out concealed, a meld "
        "already on the table includes the melds of both other partners.",
        "Con seis jugadores alcanza con una canasta para cortar. Para cortar de mano, un juego "
        "ya bajado incluye los juegos de los otros dos compañeros.",
    ),
    RuleText(
        "six.score",
        "six-hand",
        "Scoring a side of three",
        "El puntaje de un equipo de tres",
        "A side scores its deal as in the classic game, subtracting the cards left in all three "
        "partners' hands.",
        "Una pareja anota su mano como en el juego clásico, restando las cartas que les quedaron "
        "en la mano a los tres compañeros.",
    ),
    RuleText(
        "six.end",
        "six-hand",
        "Winning with six players",
        "Quién gana con seis jugadores",
        "As in the classic game: the game is to 5000, and equal totals mean another deal.",
        "Como en el juego clásico: la partida es a 5000, y si hay empate se juega otra mano.",
    ),
)

#: every profile slug of profiles.md, in its order
PROFILE_RULES: Final[dict[str, RuleText]] = {rule.slug: rule for rule in _PROFILE_RULES}

#: classic slug -> (profile, the profile's rule that changes it), profiles.md §5 (a "side"
#: entry points at the rule that says how that table's sides read it)
PROFILE_CHANGES: Final[dict[str, tuple[tuple[str, str], ...]]] = {
    "deal.dealer": (("two-hand", "two.seats"), ("three-hand", "three.seats"),
                    ("six-hand", "six.seats")),
    "deal.hands": (("two-hand", "two.deal"), ("three-hand", "three.deal"),
                   ("six-hand", "six.deal")),
    "deal.first": (("two-hand", "two.seats"), ("three-hand", "three.seats"),
                   ("six-hand", "six.seats")),
    "meld.shared": (("two-hand", "two.alone"), ("three-hand", "three.alone"),
                    ("six-hand", "six.shared")),
    "open.minimum": (("two-hand", "two.alone"), ("three-hand", "three.alone"),
                     ("six-hand", "six.shared")),
    "turn.sequence": (("two-hand", "two.draw"), ("three-hand", "three.draw")),
    "pile.frozen": (("two-hand", "two.alone"), ("three-hand", "three.alone"),
                    ("six-hand", "six.shared")),
    "threes.red-draw": (("two-hand", "two.draw"), ("three-hand", "three.draw")),
    "threes.red-score": (("two-hand", "two.threes"), ("three-hand", "three.score")),
    "out.canasta": (("two-hand", "two.out"), ("three-hand", "three.out"),
                    ("six-hand", "six.out")),
    "out.permission": (("two-hand", "two.alone"), ("three-hand", "three.alone"),
                       ("six-hand", "six.ask")),
    "out.concealed": (("two-hand", "two.concealed"), ("three-hand", "three.out"),
                      ("six-hand", "six.out")),
    "stock.last-red-three": (("two-hand", "two.stock-end"), ("three-hand", "three.draw")),
    "stock.empty": (("three-hand", "three.alone"),),
    "score.deal": (("two-hand", "two.score"), ("three-hand", "three.score"),
                   ("six-hand", "six.score")),
    "score.example": (("two-hand", "two.example"),),
    "game.end": (("two-hand", "two.end"), ("three-hand", "three.end"), ("six-hand", "six.end")),
    "profile.separate": (("two-hand", "two.seats"), ("three-hand", "three.seats"),
                         ("six-hand", "six.seats")),
}


def profile_changes(slug: str) -> tuple[tuple[str, str], ...]:
    """(profile, profile slug) for each table that plays the classic rule `slug` another way."""
    return PROFILE_CHANGES.get(slug, ())


def changed_classic_rules(profile_slug: str) -> tuple[str, ...]:
    """The classic slugs a profile rule changes (the inverse of `profile_changes`)."""
    return tuple(c for c, pairs in PROFILE_CHANGES.items() if any(s == profile_slug
                                                                    for _, s in pairs))


def profile_name(profile: str, lang: str = "en") -> str:
    """A profile's name for a player ("two-hand" -> "Two players" / "Dos jugadores")."""
    return CATALOGUE.get(f"rule-profile.{profile}", lang) or profile


def rule_text(slug: str) -> RuleText:
    """The catalogue entry for ``slug``; raises ValueError (not KeyError) if it is unknown."""
    try:
        return RULES[slug] if slug in RULES else PROFILE_RULES[slug]
    except KeyError:
        raise ValueError(f"unknown rule slug: {slug!r}") from None


def texts() -> dict[str, tuple[str, str]]:
    """Every text of the catalogue, for the one catalogue of texts: "rule.<slug>.title",
    ".text" and ".note", "rule-section.<key>", "rule-variant.<slug>.<source>"."""
    out = pairs_in({slug: rule._asdict() for slug, rule in RULES.items()}, "rule.")
    out.update({f"rule-section.{key}": pair for key, pair in SECTIONS.items()})
    out.update({f"rule-variant.{v.slug}.{v.source}": (v.text_en, v.text_es) for v in VARIANTS})
    # the other tables (profiles.md): their rules, sections and names
    out.update(pairs_in({slug: rule._asdict() for slug, rule in PROFILE_RULES.items()}, "rule."))
    out.update({f"rule-section.{key}": pair for key, pair in PROFILE_SECTIONS.items()})
    out.update({f"rule-profile.{key}": pair for key, pair in PROFILE_NAMES.items()})
    return out


CATALOGUE.add("rules", "rule", texts)


def title(slug: str, lang: str = "en") -> str:
    """The rule's title in ``lang`` ("en" or "es"; anything else falls back to English)."""
    rule_text(slug)
    return CATALOGUE.get(f"rule.{slug}.title", lang) or ""


def explanation(slug: str, lang: str = "en") -> str:
    """The rule explained for a newcomer in ``lang`` (without the referee's note)."""
    rule_text(slug)
    return CATALOGUE.get(f"rule.{slug}.text", lang) or ""


def note(slug: str, lang: str = "en") -> str:
    """The referee's note in ``lang`` (a decision where the sources are silent), or ""."""
    rule_text(slug)
    return CATALOGUE.get(f"rule.{slug}.note", lang) or ""


def section_title(section: str, lang: str = "en") -> str:
    """A section's title in ``lang`` (a key of SECTIONS)."""
    return CATALOGUE.get(f"rule-section.{section}", lang) or section


def variant_text(variant: Variant, lang: str = "en") -> str:
    """How another table plays the rule, in ``lang``."""
    return CATALOGUE.get(f"rule-variant.{variant.slug}.{variant.source}", lang) or ""


def variants_for(slug: str) -> tuple[Variant, ...]:
    """Other tables' variants of the rule ``slug``, in catalogue order (empty if none)."""
    return tuple(variant for variant in VARIANTS if variant.slug == slug)
