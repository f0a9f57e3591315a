"""AppTests of a class's tables (issue 41, item 5): the teacher opens tables for the class from
the Tables tab and sees them on the board (one row per table, a Watch link to the tables page
as a spectator); each seated student finds the link to their table on their class page."""

from __future__ import annotations

from helpers.apptest import open_page
from helpers.words import says
from streamlit.testing.v1 import AppTest
from test_class_page import create_class, join, ok, text

from canasta_app.classes.tables_view import STUCK_S, board_frame
from canasta_app.store import get_store
from canasta_app.tables import driver, service
from canasta_app.text.i18n import seat_name


def _open_tables(teacher: AppTest, *, size: int, count: int, seating: str = "random") -> AppTest:
    teacher.selectbox(key="class_tables_size").set_value(size).run()  # as a browser: one
    teacher.number_input(key="class_tables_count").set_value(count).run()  # change a run
    teacher.radio(key="class_tables_seating").set_value(seating).run()
    teacher.button(key="class_tables_open").click().run()
    return ok(teacher)


def _board(teacher: AppTest):  # the last dataframe of the page: the Tables tab's board
    frames = [e.value for e in teacher.dataframe]
    return next(f for f in reversed(frames) if "Watch" in f.columns)


def test_the_teacher_opens_three_tables_for_ten_and_watches_them_on_the_board() -> None:
    _, secret, code = create_class("Club night")
    kids = [join(code, f"Kid{i}") for i in range(10)]
    teacher = ok(open_page("class", {"t": secret}))
    assert says("class.tables.none") in text(teacher)
    _open_tables(teacher, size=4, count=3)
    assert "3 tables are open." in text(teacher)
    board = _board(teacher)
    assert len(board) == 3
    players = ", ".join(board["Players"]).split(", ")
    assert sorted(players) == sorted(["bot", "bot"] + [f"Kid{i}" for i in range(10)])
    # until a driver passes (none runs on this process's database: AppTest starts none, and
    # every site server of the tests has a database of its own, tests/e2e/helpers.py)
    assert set(board["Turn"]) == {"dealing the cards"}
    assert all("/tables?t=" in u and u.endswith("&lang=en") for u in board["Watch"])
    assert set(board["Waiting"]) == {"—"}
    # the server's driver deals every table (no page has opened any): the board shows its turn
    # and score on the next refresh
    store = get_store()
    info = store.class_by_secret(secret)
    assert info is not None
    driver.tick(store.tables, now_ms=0)  # the facts only: no bot's pace has passed at time 0
    first = store.tables.class_board(info.id)[0]
    assert first.started
    table = service.load(store.tables, first.table.id)
    assert table is not None and table.play.acting is not None
    teacher.run()
    row = _board(ok(teacher)).iloc[0]
    assert row["Waiting"] in {f"{n} s" for n in range(60)}
    assert row["Score"] == "N–S 0 · E–W 0"  # the sides by their seats' initials
    acting = table.seat(table.play.acting)
    assert acting is not None
    assert row["Turn"] == f"{acting.nickname} ({seat_name(table.play.acting, 'en')})"
    assert row["Watch"].endswith(f"tables?t={first.table.code}&lang=en")
    # every student finds their own table on their class page
    for kid in kids[:3]:
        me = str(kid.query_params["me"])
        page = ok(open_page("class", {"me": me}))
        links = [e.proto for e in page.get("page_link")]
        mine = [ln for ln in links if ln.label.startswith("Your table: ")]
        assert len(mine) == 1
        learner = store.learner_by_code(me)
        assert learner is not None
        seat_table = store.tables.class_table_of(info.id, learner.id)
        assert seat_table is not None and mine[0].label == f"Your table: {seat_table.code}"


def test_more_students_than_seats_are_told_and_a_class_without_students_opens_none() -> None:
    _, secret, code = create_class("Small")
    teacher = ok(open_page("class", {"t": secret}))
    assert "No student has joined yet" in text(teacher)
    for name in ("Ana", "Bea", "Cai"):
        join(code, name)
    teacher = ok(open_page("class", {"t": secret}))
    _open_tables(teacher, size=2, count=1, seating="joined")
    assert "1 student has no seat" in text(teacher)
    board = _board(teacher)
    assert board["Players"].tolist() == ["Ana, Bea"]  # chosen: in the joining order


def test_a_student_not_seated_sees_no_table_link() -> None:
    _, _, code = create_class("Nobody seated")
    kid = join(code, "Solo")
    page = ok(open_page("class", {"me": str(kid.query_params["me"])}))
    assert not [e for e in page.get("page_link") if e.proto.label.startswith("Your table")]


def test_the_board_flags_a_player_stuck_for_long() -> None:
    store = get_store()
    info = store.create_class("Stuck")
    kid = store.new_learner()
    store.join_class(info.id, kid.id, "Slow")
    made, _ = store.tables.open_class_tables(info.id, tables=1, per_table=2)
    table = service.load(store.tables, made[0].id)
    assert table is not None
    (row,) = store.tables.class_board(info.id)
    human = table.play.acting == table.seat_of(kid.id)
    soon = board_frame([row], "en", "http://x", now=row.last_ms + 5_000).iloc[0]
    late = board_frame([row], "en", "http://x", now=row.last_ms + STUCK_S * 1000 + 1).iloc[0]
    assert soon["Waiting"] == "5 s"
    late_text = f"{STUCK_S // 60} min"
    assert late["Waiting"] == ("⚠ " + late_text if human else late_text)  # a bot: never stuck
    assert late["Watch"] == f"http://x/tables?t={made[0].code}&lang=en"
    es = board_frame([row], "es", "http://x", now=row.last_ms + 5_000).iloc[0]
    assert es["Mirar"].endswith("lang=es")


def test_the_teacher_seats_each_student_where_they_choose_and_bots_fill_the_rest() -> None:
    _, secret, code = create_class("Chosen seats")
    for name in ("Ana", "Bea", "Cai", "Dan", "Eva"):
        join(code, name)
    store = get_store()
    info = store.class_by_secret(secret)
    assert info is not None
    ids = {m.nickname: m.learner_id for m in store.roster(info.id)}
    teacher = ok(open_page("class", {"t": secret}))
    teacher.selectbox(key="class_tables_size").set_value(4).run()
    teacher.number_input(key="class_tables_count").set_value(2).run()
    teacher.radio(key="class_tables_seating").set_value("chosen").run()
    ok(teacher)
    assert says("class.tables.chosen_how") in text(teacher)
    # two students on one seat, a table with nobody: said, and nothing opens
    teacher.session_state["class_tables_plan"] = {
        ids["Ana"]: (0, "N"), ids["Bea"]: (0, "N"), ids["Cai"]: (0, None),
        ids["Dan"]: (0, None), ids["Eva"]: (None, None)}
    ok(teacher.run())
    page = text(teacher)
    assert says("class.tables.p.same_seat", a="Ana", b="Bea", table=1, seat="North") in page
    assert "Table 2 has no student: it would be bots only." in page
    assert "No seat: Eva." in page
    assert teacher.button(key="class_tables_open").disabled
    # partners chosen: Ana and Cai North–South at table 1, Bea and Dan East–West at table 2
    teacher.session_state["class_tables_plan"] = {
        ids["Ana"]: (0, "N"), ids["Cai"]: (0, "S"), ids["Bea"]: (1, "E"),
        ids["Dan"]: (1, "W"), ids["Eva"]: (1, None)}
    ok(teacher.run())
    teacher.button(key="class_tables_open").click().run()
    page = text(ok(teacher))
    assert "2 tables are open. 1 student has no seat" not in page
    assert "2 tables are open." in page
    board = _board(teacher)
    assert board["Players"].tolist() == ["Ana, bot, Cai, bot", "Eva, Bea, bot, Dan"]


def test_finished_or_abandoned_tables_are_closed_off_the_board_and_opened_again() -> None:
    _, secret, code = create_class("Closing")
    for name in ("Ana", "Bea", "Cai"):
        join(code, name)
    teacher = ok(open_page("class", {"t": secret}))
    _open_tables(teacher, size=2, count=2, seating="joined")
    assert len(_board(teacher)) == 2
    store = get_store()
    info = store.class_by_secret(secret)
    assert info is not None
    first, second = store.tables.class_board(info.id)
    teacher.multiselect(key="class_tables_close_pick").set_value([first.table.id]).run()
    teacher.button(key="class_tables_close_btn").click().run()
    page = text(ok(teacher))
    assert says("class.tables.closed_note", count=1) in page
    assert [r.table.id for r in store.tables.class_board(info.id)] == [second.table.id]
    assert len(_board(teacher)) == 1
    assert [e.label for e in teacher.expander if e.label.startswith("Closed")] == [
        "Closed tables (1)"]
    # a student of the closed table no longer finds a link to it
    ana = next(m for m in store.roster(info.id) if m.nickname == "Ana")
    assert store.tables.class_table_of(info.id, ana.learner_id) is None
    # the closed table's own page says it is closed, and names nobody's turn
    shown = text(ok(open_page("tables", {"t": first.table.code})))
    assert "The table is closed." in shown, shown[:600]
    assert "to play" not in shown and "'s turn" not in shown, shown[:600]
    store.tables.close_class_tables(info.id, [first.table.id], closed=False)
    ok(teacher.run())
    assert len(_board(teacher)) == 2


def test_the_board_offers_each_played_table_to_the_projector() -> None:
    _, secret, code = create_class("Projector")
    for name in ("Ana", "Bea"):
        join(code, name)
    teacher = ok(open_page("class", {"t": secret}))
    _open_tables(teacher, size=4, count=1)
    store = get_store()
    info = store.class_by_secret(secret)
    assert info is not None
    assert _board(teacher).iloc[0]["Projector"] is None  # nobody opened it: nothing to show
    service.load(store.tables, store.tables.class_board(info.id)[0].table.id)
    ok(teacher.run())
    link = _board(teacher).iloc[0]["Projector"]
    assert "/classroom?show=" in link and "&present=1" in link
    assert says("class.tables.show_how") in text(teacher)


def test_a_finished_table_deal_shows_in_the_practice_tab_with_the_coachs_grades() -> None:
    """Every deal played at a class's table goes into the player's record with the coach's
    grades (tables/grader.py, the server's driver): the teacher's Practice tab lists it as the
    practice deals, naming the shared table."""
    from canasta_app.tables import grader, grading
    from canasta_core.expert import Budget

    _, secret, code = create_class("Grades club")
    join(code, "Zoe")
    store = get_store()
    info = store.class_by_secret(secret)
    assert info is not None
    (zoe,) = store.roster(info.id)
    (made,), _ = store.tables.open_class_tables(info.id, tables=1, per_table=2,
                                                shuffle_seed=None, seed=21)
    seat = store.tables.seat_of(made.id, zoe.learner_id)
    assert seat is not None
    now = 10**13
    for _ in range(3000):
        table = service.load(store.tables, made.id)
        assert table is not None
        if table.play.deal_over:
            break
        if table.play.acting == seat:  # Zoe's moves, made for the test (as hers: a stand-in's
            store.tables.append(made.id, table.play.version, seat,  # would not be graded)
                                table.play.bot_action("heuristic"), zoe.learner_id)
        else:
            service.run_bot(store.tables, table, now_ms=now)
    driver.tick(store.tables, now_ms=now)
    g = grader.Grader(store, grader.Inline(), budget=Budget(
        worlds=2, candidates=2, discards=1, win_bonus=0, halving=False, extend=0))
    for _ in range(200):  # the driver's passes, the grades made at once here
        g.quiet_until = 0.0
        if not grader.grade_pass(g, store.tables, idle=True):
            break
    assert not [r for r in store.tables.ungraded() if r.id == made.id]
    (deal,) = [d for d in store.practice_deals(zoe.learner_id)
               if d.game == grading.game_key(made.code)]
    assert deal.grades and sum(deal.grades.values()) >= 1
    teacher = ok(open_page("class", {"t": secret}))
    frame = next(e.value for e in teacher.dataframe if "Coach's grades" in e.value.columns)
    (row,) = [r for _, r in frame.iterrows() if r["Student"] == "Zoe"]
    assert row["Table"] == f"Two players · shared table {made.code}"
    assert row["Deal"] == 1
    from canasta_app.text import keys as KEYS
    from canasta_app.text.i18n import t

    for grade, count in deal.grades.items():
        assert f"{t(KEYS.GRADE[grade], 'en')} × {count}" in row["Coach's grades"]
    assert row["Coach's grades"].count("×") == len(deal.grades)
