"""The shared tables page (canasta_app/tables/tables.py) through Streamlit's AppTest: open a
table, a second browser sits down, each page shows its own hand only, a nickname is text."""

from __future__ import annotations

from typing import Any

from helpers.apptest import APP, click, html_bodies, ok, texts, walk
from helpers.words import lead, says
from streamlit.testing.v1 import AppTest

from canasta_app.store import get_store
from canasta_app.tables import driver, service
from canasta_app.tables.model import SETTINGS_OPEN
from canasta_app.tables.session import W
from canasta_app.text.i18n import card_name

PAGE = "canasta_app/tables/tables.py"


def _open(query: dict[str, str] | None = None) -> AppTest:
    at = AppTest.from_file(APP, default_timeout=60)
    for k, v in (query or {}).items():
        at.query_params[k] = v
    at.run()  # once first: the page is registered with its own url_path ("tables")
    at.switch_page(PAGE)
    at.run()
    return ok(at)


def _everything(at: AppTest) -> str:
    """What the page holds: its words, its HTML and every widget's label and options."""
    parts = [texts(at), *html_bodies(at)]
    for node in walk(at._tree):
        proto = getattr(node, "proto", None)
        if proto is not None:
            parts.append(str(proto))
    return "\n".join(parts)


def _settings(at: AppTest) -> None:
    """Open the new table's settings box, as a visitor does (its choosers are drawn only
    while it is open)."""
    assert not at.selectbox, "a first visit draws no select box"
    at.session_state[SETTINGS_OPEN] = True
    ok(at.run())
    assert at.selectbox(key=W + "profile").value == "classic"


def _host(nick: str = "Ana", **seats: str) -> AppTest:
    at = _open()
    at.text_input(key=W + "nick").input(nick)
    if seats:
        _settings(at)
    for seat, kind in seats.items():
        at.selectbox(key=W + f"seat_{seat}").set_value(kind)
    ok(at.run())  # the values first, then the click (as a person types, then clicks)
    click(at, "tables_b_open")
    assert at.query_params.get("t"), texts(at)
    return at


def _code(at: AppTest) -> str:
    value: Any = at.query_params["t"]
    return str(value[0] if isinstance(value, list) else value)


def test_the_lobby_opens_a_table_with_a_code_and_the_host_at_south() -> None:
    at = _host(N="heuristic", E="heuristic", W="heuristic")
    words = texts(at)
    assert "You sit at South as Ana" in words
    assert "sensible bot" in words
    store = get_store()
    info = store.tables.by_code(_code(at))
    assert info is not None and info.profile == "classic" and info.target == 5000


def test_a_wrong_code_says_so_and_is_not_kept_in_the_address() -> None:
    at = _open({"t": "ZZZZZ9"})
    assert says("tables.err.code", code="ZZZZZ9") in texts(at)
    assert "t" not in at.query_params


def test_two_browsers_each_see_their_own_hand_only() -> None:
    host = _host("<img src=x onerror=alert(1)>", N="human", E="heuristic", W="heuristic")
    code = _code(host)
    guest = _open({"t": code})
    assert "You are watching this table" in texts(guest)
    guest.text_input(key=W + "nick").input("Beto")
    ok(guest.run())
    click(guest, "tables_b_sit")
    assert "You sit at North as Beto" in texts(guest)
    host.run()
    ok(host)
    store = get_store()
    info = store.tables.by_code(code)
    assert info is not None
    table = service.load(store.tables, info.id)
    assert table is not None
    pos = table.play.position
    for at, seat in ((host, "S"), (guest, "N")):
        page = _everything(at)
        seen = set(pos.hands[seat]) | set(pos.pile)  # type: ignore[arg-type]
        for other in pos.rules.seats:
            if other == seat:
                continue
            hidden = {c for c in pos.hands[other] if c not in seen and c != "JK"}  # type: ignore[union-attr]
            leaked = [c for c in hidden if card_name(c, "en") in page]
            assert not leaked, (seat, other, leaked)
        for c in pos.hands[seat]:  # type: ignore[union-attr]
            assert card_name(c, "en") in page  # its own hand is there
    # the hostile nickname is shown as text, never as HTML
    bodies = "\n".join(html_bodies(guest))
    assert "<img src=x" not in bodies and "&lt;img src=x onerror=alert(1)&gt;" in bodies


def test_a_move_made_at_one_seat_shows_at_the_other() -> None:
    host = _host(N="human", E="human", W="human")
    code = _code(host)
    guests = []
    for nick in ("Beto", "Cata", "Dani"):
        g = _open({"t": code})
        g.text_input(key=W + "nick").input(nick)
        ok(g.run())
        click(g, "tables_b_sit")
        guests.append(g)
    pages = [host, *guests]
    store = get_store()
    info = store.tables.by_code(code)
    assert info is not None
    table = service.load(store.tables, info.id)
    assert table is not None and table.play.acting is not None
    for at in pages:
        at.run()
    actor = next(at for at in pages if f"Your turn, {_seat_word(table.play.acting)}" in texts(at))
    click(actor, "tables_pick_bare_draw")
    assert "Played: draw" in texts(actor) or "Played:" in texts(actor)
    for at in pages:
        if at is not actor:
            at.run()
            assert "draw" in texts(at).lower()
            assert table.play.acting and "Last moves" in texts(at)


def _seat_word(seat: str) -> str:
    return {"N": "North", "E": "East", "S": "South", "W": "West"}[seat]


def _seated_turn(nick_guest: str = "Beto") -> tuple[AppTest, AppTest]:
    """A teaching table (South Ana, North Beto; East and West sensible bots): the bots move from
    the server's driver (here, its one pass run by the test) until a player is to act. The
    pages (the one to act, the other)."""
    import time

    at = _open()
    at.text_input(key=W + "nick").input("Ana")
    _settings(at)
    at.selectbox(key=W + "pace").set_value("fast")
    ok(at.run())
    click(at, "tables_b_open")  # South a player, North a player (open), East and West bots
    code = _code(at)
    guest = _open({"t": code})
    guest.text_input(key=W + "nick").input(nick_guest)
    ok(guest.run())
    click(guest, "tables_b_sit")
    for _ in range(80):  # the bots move at the table's pace, from the server's driver
        driver.tick(get_store().tables)
        for page in (at, guest):
            ok(page.run())
        if any("Your turn" in texts(page) for page in (at, guest)):
            break
        time.sleep(0.4)
    actor, other = (at, guest) if "Your turn" in texts(at) else (guest, at)
    assert "Your turn" in texts(actor) and "Your turn" not in texts(other)
    return actor, other


def test_the_guide_is_for_the_player_who_turns_it_on() -> None:
    actor, other = _seated_turn()
    assert [r.key for r in other.radio if r.key == W + "coach"]  # each player has their own
    actor.radio(key=W + "coach").set_value("guide")
    ok(actor.run())
    words = texts(actor)
    assert "Guide" in words and (lead("tables.guide.take") in words or says("tables.guide.no_take") in words)
    ok(other.run())
    assert says("tables.guide.no_take") not in texts(other)
    assert "take the pile (" not in texts(other)  # no guide note for a seat not to act
    assert other.radio(key=W + "coach").value == "off"


def test_advice_is_for_the_player_who_asks_it(monkeypatch) -> None:
    from canasta_app.coach import review as rv
    from canasta_app.coach import work as coach_work
    from canasta_core.expert import Budget

    monkeypatch.setattr(rv, "COACH_BUDGET", Budget(worlds=2, candidates=3, discards=2,
                                                   win_bonus=0, extend=0))
    monkeypatch.setattr(coach_work, "WALL_SECONDS", 600.0)  # the figures, not the machine
    actor, other = _seated_turn()
    actor.radio(key=W + "coach").set_value("advice")
    ok(actor.run())
    click(actor, "tables_pick_bare_draw")  # then the turn's real choices: melds, discards
    assert "Your turn" in texts(actor)
    click(actor, "tables_b_coach_ask")
    shown = _everything(actor)
    assert "The expert's top moves" in shown and "simulated deals" in shown
    ok(other.run())
    assert "The expert's top moves" not in _everything(other)
    assert "simulated deals" not in _everything(other)
