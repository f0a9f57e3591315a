"""AppTests of what the store adds to the site: progress kept under a personal code (Home,
Lessons), the Class page (create, join, the teacher's view, bad codes, hostile nicknames), the
live classroom (go live, a question, an answer on the projector), and a database that cannot be
reached (the lessons carry on, with a notice)."""

from __future__ import annotations

import pytest
from helpers.apptest import APP, open_page, page_file
from helpers.words import lead, says
from practice_helpers import careless_deal
from streamlit.testing.v1 import AppTest

from canasta_app.shell import learner
from canasta_app.store import get_store
from canasta_core import catalogue


@pytest.fixture(autouse=True)
def _no_earlier_wrong_codes() -> None:
    """Wrong codes are counted per browser session and address; AppTest sessions all look
    alike, so each test starts with none counted."""
    from sqlalchemy import delete

    from canasta_app.store.models import CodeAttempt

    get_store().db.run(lambda s: s.execute(delete(CodeAttempt)))


def text(at: AppTest) -> str:
    parts: list[str] = []
    for group in (at.markdown, at.caption, at.info, at.success, at.warning, at.error, at.title,
                  at.subheader):
        parts.extend(str(e.value) for e in group)
    return "\n".join(parts)


def ok(at: AppTest) -> AppTest:
    assert not at.exception, [e.value for e in at.exception]
    return at


def wrong_try(at: AppTest) -> None:
    at.text_input(key="lessons_input_freezing_3").set_value("take 8C 2C")
    [b for b in at.button if b.label == "Try it"][0].click().run()
    ok(at)


def submit(at: AppTest, button: str) -> AppTest:
    at.button(key=button).click().run()
    return ok(at)


def create_class(name: str = "Tuesday 6 pm") -> tuple[AppTest, str, str]:
    at = open_page("class")
    at.text_input(key="class_new_name").set_value(name)
    submit(at, "class_new_btn")
    secret = str(at.query_params["t"])
    info = get_store().class_by_secret(secret)
    assert info is not None
    return at, secret, info.join_code


def join(code: str, nick: str, query: dict[str, str] | None = None) -> AppTest:
    at = open_page("class", query)
    at.text_input(key="class_join_code").set_value(code)
    at.text_input(key="class_join_nick").set_value(nick)
    return submit(at, "class_join_btn")


class TestProgress:
    def test_a_wrong_try_is_kept_under_a_new_personal_code(self) -> None:
        at = open_page("lessons", {"lesson": "freezing", "step": "3"})
        assert "me" not in at.query_params  # reading leaves nothing behind
        wrong_try(at)
        code = str(at.query_params["me"])
        me = get_store().learner_by_code(code)
        assert me is not None
        (row,) = [r for r in get_store().progress(me.id) if r.lesson_id == "freezing"]
        assert (row.step, row.done, row.tries, row.wrong) == (3, False, 1, 1)

    def test_home_continues_where_the_learner_left_off(self) -> None:
        at = open_page("lessons", {"lesson": "freezing", "step": "3"})
        wrong_try(at)
        code = str(at.query_params["me"])
        home = open_page("home", {"me": code})  # another visit, with the resume link
        body = text(home)
        assert f"{code[:4]}-{code[4:]}" in body
        links = [e.proto.label for e in home.get("page_link")]
        assert any(lead("me.continue") in x and "step 3" in x for x in links), links

    def test_done_steps_come_back_on_the_lessons_page(self) -> None:
        me = get_store().new_learner()
        get_store().record_step(me.id, "freezing", 2, done=True)
        at = open_page("lessons", {"me": me.code})
        assert at.session_state["lessons_done"].get("freezing") == {2}

    def test_an_unknown_code_says_so_and_repeats_are_slowed(self) -> None:
        at = open_page("home", {"me": "ZZZZ-ZZZZ"})
        assert lead("me.unknown") in text(at)
        assert "me" not in at.query_params
        at.session_state["me_code_open"] = True  # the box is drawn only while open
        at.run()
        for _ in range(3):
            at.text_input(key="me_code_input").set_value("QQQQ-QQQQ")
            submit(at, "me_code_btn")
        assert "Wait" in text(at) and "try again" in text(at)


class TestClassPage:
    def test_creating_a_class_opens_its_teacher_page(self) -> None:
        at, secret, code = create_class()
        body = text(at)
        assert "Tuesday 6 pm" in body and f"Join code: **{code}**" in body
        assert "share it with nobody" in body
        assert len(secret) >= 32 and at.get("image")  # the QR code

    def test_a_join_link_naming_this_computer_says_phones_cannot_open_it(self) -> None:
        """A teacher who started the site on a laptop (localhost) shows a join link and a QR
        code the students' phones cannot open: the page says so, as the shared tables' invite
        does (a class walk: the QR code named localhost with no word about it)."""
        _, secret, _ = create_class()
        seen = {}
        for url in ("http://localhost:8501/class", "http://192.168.1.20:8501/class"):
            at = AppTest.from_file(APP, default_timeout=60)
            at.context = {"url": url}
            at.query_params["t"] = secret
            at.switch_page(page_file("class"))
            at.run()
            seen[url] = "names this computer (localhost)" in text(ok(at))
        assert seen == {"http://localhost:8501/class": True,
                        "http://192.168.1.20:8501/class": False}

    def test_students_join_and_the_teacher_sees_them(self) -> None:
        _, secret, code = create_class()
        ana = join(code.lower(), "Ana")
        assert "You joined" in text(ana)
        home = open_page("home", {"me": str(ana.query_params["me"])})
        assert any("Your class “Tuesday 6 pm”" in e.proto.label for e in home.get("page_link"))
        wrong = open_page("lessons", {"lesson": "freezing", "step": "3",
                                      "me": str(ana.query_params["me"])})
        wrong_try(wrong)
        teacher = open_page("class", {"t": secret})
        frames = [e.value for e in teacher.dataframe]
        assert "Ana" in frames[0].iloc[:, 0].tolist()
        wrong_table = frames[1]
        assert wrong_table.iloc[0].tolist()[-1] == 1
        assert wrong_table.iloc[0].tolist()[2] == catalogue.title("pile.frozen", "en")

    def test_a_student_in_a_class_opens_the_forms_with_one_button(self) -> None:
        """Following a class, a student's page draws the forms to join another class or start
        one only on request (each refresh of the live view redrew them); a join link of
        another class opens them at once, and the second class is joined."""
        _, _, code = create_class("First")
        _, _, other = create_class("Second")
        ana = join(code, "Ana")
        me = str(ana.query_params["me"])
        keys = ("class_join_code", "class_join_nick", "class_new_name")
        for at in (ana, open_page("class", {"me": me, "join": code})):
            assert not [k for k in keys if k in {w.key for w in at.text_input}]
            assert at.button(key="class_more_btn")
        submit(ana, "class_more_btn")
        assert {w.key for w in ana.text_input} >= set(keys)
        linked = open_page("class", {"me": me, "join": other.lower()})
        assert not [b for b in linked.button if b.key == "class_more_btn"]
        linked.text_input(key="class_join_nick").set_value("Ana")
        submit(linked, "class_join_btn")
        assert "Your classes" in [r.label for r in linked.radio]

    def test_the_projector_link_shows_the_class_and_controls_nothing(self) -> None:
        """The presenter screen (`classroom?screen=<join code>`), and the teacher's Classroom
        address copied from a projector's address bar: the class's live move and question,
        read only: no button, no control, and opening it moves no student."""
        _, secret, code = create_class("Screen class")
        room = open_page("classroom", {"live": secret, "step": "5"})
        room.button(key="live_host_start").click().run()
        room.button(key="live_host_ask").click().run()
        copied = dict(room.query_params)  # the address as the projector shows it
        assert secret not in str(copied) and "live" not in copied
        for params in (copied, {"screen": code.lower(), "present": "1"}):
            screen = open_page("classroom", {k: str(v) for k, v in params.items()})
            ok(screen)
            # (the sidebar's language buttons are the site's, not the class's)
            assert not [b for b in screen.button if not b.key.startswith("_lang_")], params
            assert not screen.slider and not screen.toggle, params
            body = " ".join([text(screen)] + [str(e.proto.body) for e in screen.get("html")])
            assert "Screen class" in body and "what would you play?" in body
            assert "controls nothing" in body
        klass = get_store().class_by_secret(secret)
        live = get_store().live_for_class(klass.id)  # type: ignore[union-attr]
        assert live is not None and live.step == 5
        wrong = open_page("classroom", {"screen": "QQQQQQ"})
        assert says("live.screen.unknown") in text(ok(wrong))
        assert [b.key for b in wrong.button] == ["_lang_en", "_lang_es"]

    def test_a_reloaded_teacher_window_is_the_teachers_view_again_and_the_projector_its_screen(
            self, monkeypatch: pytest.MonkeyPatch) -> None:
        """A reload is a new session on `?screen=<join code>` (the secret left the address):
        on the device that keeps the teacher's code it is the teacher's Classroom again, at
        the class's move, moving nobody; the same address on another device, or on the device
        of another teacher, stays the screen that controls nothing."""
        from canasta_app.shell import device

        at, secret, code = create_class("Reload class")
        mine = at.session_state["class_teacher_me"].code
        room = open_page("classroom", {"live": secret, "step": "5"})
        room.button(key="live_host_start").click().run()
        room.button(key="classroom_b_step").click().run()
        copied = {k: str(v) for k, v in room.query_params.items()}
        assert copied["screen"] == code and secret not in str(copied)
        other = get_store().new_teacher().code
        # the projector's own window (the class page's presenter link, present=1), opened or
        # reloaded on the teacher's device too, is the presenter screen in the projector's
        # layout, never the teacher's Classroom (issue 39)
        presenter = {"screen": code, "present": "1", "lang": "en"}
        cases = ((mine, copied, True), (None, copied, False), (other, copied, False),
                 (mine, presenter, False))
        for kept, address, teaches in cases:
            monkeypatch.setattr(device, "read",
                                lambda name, kept=kept: kept if name == device.TEACHER else None)
            reloaded = ok(open_page("classroom", address))
            keys = [b.key for b in reloaded.button]
            body = " ".join([text(reloaded)] + [str(e.proto.body) for e in reloaded.get("html")])
            assert ("classroom_b_step" in keys) == teaches, (kept, keys)
            assert ("controls nothing" in body) != teaches, kept
            # the screen is always in the projector's layout; a teacher's window as its address
            projector = not teaches or address.get("present") == "1"
            assert ('class="cc-table cc-present"' in body) == projector, (kept, address)
            if teaches:
                assert reloaded.session_state["classroom_step"] == 6
                reloaded.run()
        klass = get_store().class_by_secret(secret)
        live = get_store().live_for_class(klass.id)  # type: ignore[union-attr]
        assert live is not None and live.step == 6

    @pytest.mark.parametrize("nick", ["<script>alert(1)</script>", "x" * 10_000,
                                      "مريم \u202eevil", "Ana 🃏👩‍👩‍👧"])
    def test_hostile_nicknames_are_capped_and_never_html(self, nick: str) -> None:
        _, secret, code = create_class()
        at = join(code, nick)
        if len(nick) > 30:  # cut where the student sees it; the next press joins
            assert "Nicknames are at most 30 characters" in text(at)
            assert at.text_input(key="class_join_nick").value == nick[:30]
            submit(at, "class_join_btn")
        assert "You joined" in text(at)
        for group in (at.markdown, at.success, at.subheader):
            for e in group:
                assert "<script>" not in str(e.value)  # escaped for Markdown: \<script\>
        teacher = open_page("class", {"t": secret})
        (name,) = teacher.dataframe[0].value.iloc[:, 0].tolist()
        assert len(name) <= 30 and "\u202e" not in name

    def test_a_wrong_join_code_says_so(self) -> None:
        at = join("QQQQQQ", "Ben")
        assert lead("class.join.unknown") in text(at)

    def test_a_wrong_teacher_link_opens_nothing(self) -> None:
        at = open_page("class", {"t": "x" * 32})
        assert "does not open any class" in text(at)
        assert not at.dataframe

    def test_a_student_sees_only_their_own_class(self) -> None:
        _, _, code_a = create_class("A class")
        _, _, code_b = create_class("B class")
        join(code_b, "Bea")
        at = join(code_a, "Al")
        body = text(at)
        assert "A class" in body and "B class" not in body and "Bea" not in body

    def test_remove_and_archive(self) -> None:
        _, secret, code = create_class()
        join(code, "Ana")
        teacher = open_page("class", {"t": secret})
        teacher.button(key="class_remove_btn").click().run()
        ok(teacher)
        assert teacher.dataframe == [] or "Ana" not in str(teacher.dataframe[0].value)
        teacher.button(key="class_archive").click().run()
        assert "archived" in text(ok(teacher))
        late = join(code, "Late")
        assert "is closed" in text(late)


class TestTermIdentity:
    """Issue 39: nicknames, the personal code after joining, the teacher's My classes."""

    def test_a_long_paste_is_cut_visibly_and_the_cap_is_said_at_the_field(self) -> None:
        _, _, code = create_class()
        at = open_page("class", {"join": code})
        assert "Up to 30 characters." in text(at)
        at.text_input(key="class_join_nick").set_value("Carla " + "y" * 194).run()
        assert at.text_input(key="class_join_nick").value == ("Carla " + "y" * 194)[:30]
        assert "was cut to" in text(ok(at))
        submit(at, "class_join_btn")
        assert "You joined" in text(at)

    def test_empty_fields_are_named_at_the_field(self) -> None:
        at = open_page("class")
        submit(at, "class_join_btn")
        assert says("class.join.code_empty") in text(at)
        at.text_input(key="class_join_code").set_value("QQQQQQ")
        submit(at, "class_join_btn")
        assert "Type a nickname" in text(at)

    def test_a_name_in_the_class_is_refused_with_a_suggestion(self) -> None:
        _, secret, code = create_class()
        join(code, "Carla")
        other = join(code, " carla")
        body = text(other)
        assert "already called “carla”" in body and "“carla 2” is free" in body
        assert "You joined" not in body
        submit(other, "class_join_suggest")
        assert other.text_input(key="class_join_nick").value == "carla 2"
        submit(other, "class_join_btn")
        assert "You joined" in text(other)
        teacher = open_page("class", {"t": secret})
        assert teacher.dataframe[0].value.iloc[:, 0].tolist() == ["Carla", "carla 2"]

    def test_the_personal_code_is_shown_right_after_joining(self) -> None:
        _, _, code = create_class()
        ana = join(code, "Ana")
        me = str(ana.query_params["me"])
        body = text(ana)
        assert f"Your personal code: **{me[:4]}-{me[4:]}**" in body
        assert any(me in str(c.value) for c in ana.code)  # the resume link, to copy
        again = open_page("class", {"me": me})  # the class page, another day
        assert f"{me[:4]}-{me[4:]}" in text(again) and "you are Ana" in text(again)
        submit(again, "class_not_me")
        assert "me" not in again.query_params
        assert again.text_input(key="class_join_nick")

    def test_my_classes_on_this_device_and_the_teacher_code_elsewhere(self) -> None:
        at, secret, _ = create_class("Monday")
        assert "keeps it under **My classes**" in text(at)
        submit(at, "class_my_back")
        assert "t" not in at.query_params
        labels = [b.label for b in at.button]
        assert "Open “Monday”" in labels
        at.session_state["class_my_code_open"] = True
        at.run()
        found = [m for m in text(at).split("\n") if "Your teacher code:" in m]
        assert found
        typed = found[0].split("**")[1]
        other = open_page("class")  # another device: no My classes until the code is typed
        assert "Open “Monday”" not in [b.label for b in other.button]
        other.session_state["class_my_enter_open"] = True
        other.run()
        other.text_input(key="class_teacher_code_input").set_value(typed.lower())
        submit(other, "class_teacher_code_btn")
        opener = [b for b in other.button if b.label == "Open “Monday”"]
        assert opener and secret not in text(other)
        opener[0].click().run()
        assert str(other.query_params["t"]) == secret and "Join code:" in text(ok(other))

    def test_a_wrong_teacher_code_opens_nothing(self) -> None:
        at = open_page("class")
        at.session_state["class_my_enter_open"] = True
        at.run()
        at.text_input(key="class_teacher_code_input").set_value("ABCD-EFGH-JKMN")
        submit(at, "class_teacher_code_btn")
        assert lead("class.my.enter_unknown") in text(at)
        assert not [b for b in at.button if "Open “" in b.label]


def homework_table(at: AppTest) -> list[dict[str, str]]:
    """The teacher's Homework table, read from its HTML as a browser would (cells unescaped:
    `<b>` in a cell is text only if it was escaped in the page)."""
    from html.parser import HTMLParser

    (body,) = [str(e.proto.body) for e in at.get("html") if "cc-hw-table" in str(e.proto.body)]

    class Cells(HTMLParser):
        def __init__(self) -> None:
            super().__init__()
            self.rows: list[list[str]] = []
            self.tags: list[str] = []

        def handle_starttag(self, tag: str, attrs: object) -> None:
            assert tag in ("div", "table", "thead", "tbody", "tr", "th", "td", "style"), tag
            if tag == "tr":
                self.rows.append([])
            elif tag in ("th", "td"):
                self.rows[-1].append("")
            self.tags.append(tag)

        def handle_endtag(self, tag: str) -> None:
            self.tags.pop()

        def handle_data(self, data: str) -> None:
            if self.tags and self.tags[-1] in ("th", "td"):
                self.rows[-1][-1] += data

    cells = Cells()
    cells.feed(body)
    head, *rows = cells.rows
    return [dict(zip(head, r, strict=True)) for r in rows]


class TestHomework:
    """Issue 39: the teacher assigns a lesson, a step and a sandbox situation; students see
    "Your homework" on Class and Home; the teacher's table says who did each item."""

    def _assign(self, teacher: AppTest, kind: str, **fields: object) -> AppTest:
        teacher.radio(key="class_hw_kind").set_value(kind).run()
        for key, value in fields.items():
            widget = {"class_hw_share": teacher.text_input, "class_hw_title": teacher.text_input,
                      "class_hw_lesson": teacher.selectbox, "class_hw_step": teacher.selectbox}[
                key]
            widget(key=key).set_value(value).run()
        return submit(teacher, "class_hw_assign")

    def test_assign_do_and_see_who_did_it(self) -> None:
        import canasta_core as cc
        from canasta_app.shell.share import encode_state

        _, secret, code = create_class()
        ana = join(code, "Ana")
        me = str(ana.query_params["me"])
        join(code, "<b>Ben</b>")
        teacher = open_page("class", {"t": secret})
        assert says("class.hw.empty") in text(teacher)
        self._assign(teacher, "step", class_hw_lesson="freezing", class_hw_step=3)
        assert says("class.hw.assigned") in text(teacher)
        self._assign(teacher, "sandbox", class_hw_share="not a link")
        assert says("class.hw.share_bad") in text(teacher)
        situation = cc.deal(7)
        link = f"http://x/sandbox?s={encode_state(situation, [])}&lang=en"
        self._assign(teacher, "sandbox", class_hw_share=link,
                     class_hw_title="<i>Can South draw?</i>")
        items = get_store().homework_of_class(get_store().class_by_secret(secret).id)  # type: ignore[union-attr]
        assert [h.kind for h in items] == ["step", "sandbox"]

        # Ana sees it on Class and on Home, does the step and the situation
        ana.run()
        labels = [e.proto.label for e in ana.get("page_link")]
        assert any("step 3" in x for x in labels) and any("Can South draw?" in x for x in labels)
        home = open_page("home", {"me": me})
        assert any("Can South draw?" in e.proto.label for e in home.get("page_link"))
        get_store().record_step(get_store().learner_by_code(me).id, "freezing", 3, done=True)  # type: ignore[union-attr]
        box = open_page("sandbox", {"me": me, "s": encode_state(situation, []),
                                    "hw": str(items[1].id)})
        assert "Homework: <i>Can South draw?</i>" in text(box).replace("\\", "")
        box.session_state["sandbox_typed_open"] = True
        box.run()
        box.text_input(key="sandbox_action").set_value("take 2C 2D")
        submit(box, "sandbox_check")
        box.text_input(key="sandbox_action").set_value("draw")
        submit(box, "sandbox_check")
        box.run()
        assert says("class.hw.banner_done") in text(box)

        teacher.run()
        frame = homework_table(teacher)
        step_row, box_row = frame[0], frame[1]
        assert step_row["Done"] == "1 of 2" and step_row["Done by"] == "Ana"
        assert step_row["Not yet"] == "<b>Ben</b>"  # as typed, escaped: no bold
        assert box_row["Done by"] == "Ana" and box_row["Tries"] == "2"
        assert "1 student" in box_row["Most common wrong try"]


class TestLive:
    def test_go_live_ask_answer_and_see_it_on_the_projector(self) -> None:
        _, secret, code = create_class()
        student = join(code, "Ana")
        assert says("live.student.waiting") in text(student)
        room = open_page("classroom", {"live": secret, "step": "5"})
        # the secret is read and leaves the address: the presenter link takes its place
        assert "live" not in room.query_params and room.query_params["screen"] == code
        room.button(key="live_host_start").click().run()
        ok(room)
        assert "students see move 5" in text(room)
        live = get_store().live_for_class(get_store().class_by_secret(secret).id)  # type: ignore[union-attr]
        assert live is not None and live.step == 5
        room.button(key="classroom_b_step").click().run()  # the teacher's control: move 6
        room.button(key="classroom_b_step").click().run()  # and 7
        live = get_store().live_for_class(live.class_id)
        assert live is not None and live.step == 7  # the class follows the table
        # a second teacher window, opened on a link at another move (or at none): the students
        # stay where they are, and the new window opens where the class is
        for params in ({"live": secret, "step": "8"}, {"live": secret}):
            reopened = open_page("classroom", params)
            ok(reopened)
            reopened.run()
            live = get_store().live_for_class(live.class_id)
            assert live is not None and live.step == 7, params
            assert reopened.session_state["classroom_step"] == 7
        reopened.button(key="classroom_b_step").click().run()  # its controls do move them
        live = get_store().live_for_class(live.class_id)
        assert live is not None and live.step == 8
        room.run()  # the first window had not moved since: it follows the class to move 8
        room.run()
        assert room.session_state["classroom_step"] == 8
        live = get_store().live_for_class(live.class_id)
        assert live is not None and live.step == 8
        room.button(key="live_host_ask").click().run()
        # not revealed: the table stays at the asked move (the next one shows what was played)
        assert room.button(key="classroom_b_step").disabled
        assert room.button(key="classroom_b_end").disabled
        student.run()
        assert lead("live.student.question") in text(ok(student))
        option = [b for b in student.button if b.key and b.key.startswith("live_opt_")][0]
        option.click().run()
        assert "Your answer:" in text(ok(student))
        room.run()
        board = " ".join(str(e.proto.body) for e in ok(room).get("html"))
        assert "1 answer" in board and "1 answers" not in board and "✓" in board
        room.button(key="live_host_reveal").click().run()
        board = " ".join(str(e.proto.body) for e in ok(room).get("html"))
        assert "cc-board-played" in board  # the move played is highlighted on the board
        assert not room.button(key="classroom_b_step").disabled  # revealed: go on
        room.button(key="classroom_b_step").click().run()
        assert room.session_state["classroom_step"] == 9
        student.run()
        assert "The answer:" in text(ok(student))


    def test_a_draw_among_the_answers_is_offered_once(self) -> None:
        """A question at a draw: "draw from the stock" is one of the listed answers, and the
        card picker under them does not add its own draw button (a phone showed it twice)."""
        from canasta_app.domain import live as lv
        from canasta_app.text.move_words import action_words

        _, secret, code = create_class()
        student = join(code, "Ana")
        room = open_page("classroom", {"live": secret, "step": "0"})
        room.button(key="live_host_start").click().run()
        live = get_store().live_for_class(get_store().class_by_secret(secret).id)  # type: ignore[union-attr]
        assert live is not None
        move = lv.live_move(live.settings, live.step)
        assert move is not None and move.position.phase == "draw", live.step
        assert "draw" in lv.options_for(move)
        room.button(key="live_host_ask").click().run()
        student.run()
        assert lead("live.student.question") in text(ok(student))
        draw = action_words("draw", "en").lower()
        labels = [str(b.label) for b in student.button]
        assert sum(draw in label.lower() for label in labels) == 1, labels
        assert not [b for b in student.button if b.key and b.key.endswith("_bare_draw")]
        # the answer button still answers
        option = next(b for b in student.button
                      if b.key and b.key.startswith("live_opt_") and draw in str(b.label).lower())
        option.click().run()
        assert "Your answer:" in text(ok(student))


    def test_a_take_among_the_answers_is_offered_once(self) -> None:
        """A question where the pile goes onto the side's meld: "take the pile" is one of the
        listed answers, and the card picker under them does not add its own bare take button
        ("Take the pile onto our meld", the same move: a walk saw the take twice); the picker
        still offers a take of picked cards."""
        from canasta_app.domain import live as lv
        from canasta_app.text.i18n import t
        from canasta_app.text.move_words import action_words

        _, secret, code = create_class()
        student = join(code, "Ana")
        room = open_page("classroom", {"live": secret, "seed": "0", "dealer": "N",
                                       "ns": "heuristic", "ew": "heuristic", "step": "58"})
        room.button(key="live_host_start").click().run()
        live = get_store().live_for_class(get_store().class_by_secret(secret).id)  # type: ignore[union-attr]
        assert live is not None and live.step == 58
        move = lv.live_move(live.settings, live.step)
        assert move is not None and "take" in lv.options_for(move), lv.options_for(move)  # type: ignore[union-attr]
        room.button(key="live_host_ask").click().run()
        student.run()
        assert lead("live.student.question") in text(ok(student))
        take = action_words("take", "en").lower()
        poll = get_store().current_poll(live.id)
        assert poll is not None
        proxy = f"live_pick_{poll.id}_pile"  # what a tap on the table's pile clicks: hidden (css.py)
        labels = [str(b.label) for b in student.button if b.key != proxy]
        assert sum(take in label.lower() for label in labels) == 1, labels
        assert not [b for b in student.button if b.key and b.key.endswith("_bare_take")]
        assert student.markdown and any(  # a take of picked cards is still offered
            str(m.value) == f"**{t('components.picker.kind.take', 'en')}**" for m in student.markdown)
        option = next(b for b in student.button
                      if b.key and b.key.startswith("live_opt_") and take in str(b.label).lower())
        option.click().run()
        assert "Your answer:" in text(ok(student))
        assert [(c.action, c.count) for c in get_store().poll_counts(poll.id)] == [("take", 1)]


class TestDatabaseDown:
    def test_lessons_work_and_say_progress_is_not_saved(self, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
        blocker = tmp_path / "file"
        blocker.write_text("")
        monkeypatch.setenv("CANASTA_DATABASE_URL", f"sqlite:///{blocker}/no/canasta.db")
        monkeypatch.setattr(learner, "_down_until", 0.0)
        at = open_page("lessons", {"lesson": "freezing", "step": "3"})
        wrong_try(at)
        assert says("lesson.freezing.steps.2.wrong.0.feedback") in text(at)  # the lesson judged it
        assert "database is not reachable" in text(at)
        monkeypatch.setattr(learner, "_down_until", 0.0)
        cls = open_page("class")
        cls.text_input(key="class_join_code").set_value("ABCDEF")
        cls.text_input(key="class_join_nick").set_value("Ana")
        submit(cls, "class_join_btn")
        assert "database is not reachable" in text(cls)
        monkeypatch.setattr(learner, "_down_until", 0.0)


class TestPracticeKept:
    def test_a_finished_practice_deal_is_kept_once(self) -> None:
        from canasta_app.practice import model as pr
        game = careless_deal(pr.new_game(11))  # the first listed action each turn
        me = get_store().new_learner()
        query = {**pr.query_for(game), "me": me.code}
        at = open_page("practice", query)
        at.run()  # a rerun of the same finished deal does not add a row
        ok(at)
        (deal,) = get_store().practice_deals(me.id)
        totals = game.deal_breakdown()
        assert (deal.deal_number, deal.ns_points, deal.ew_points) == (
            1, totals["NS"]["total"], totals["EW"]["total"])
        assert deal.game.startswith("11:")

    def test_a_deal_at_the_two_hand_table_is_kept_with_its_sides(self) -> None:
        """Deals at another table reach the learner's record too (and Home's count)."""
        from canasta_app.practice import model as pr
        game = careless_deal(pr.new_game(11, profile="two-hand"))  # the first listed action each turn
        me = get_store().new_learner()
        at = open_page("practice", {**pr.query_for(game), "me": me.code})
        ok(at)
        (deal,) = get_store().practice_deals(me.id)
        totals = game.deal_breakdown()
        assert deal.profile == "two-hand" and deal.game.endswith(":two-hand")
        assert deal.points == {"N": totals["N"]["total"], "S": totals["S"]["total"]}
        assert (deal.ns_points, deal.ew_points) == (totals["S"]["total"], totals["N"]["total"])

    def test_the_teachers_table_names_each_deals_table(self) -> None:
        from datetime import UTC, datetime

        from canasta_app.classes.report import practice_frame
        from canasta_app.store.api import DealRecordRow, Member, MemberDeal

        ana = Member(1, "Ana", datetime.now(UTC))
        deals = [MemberDeal(1, DealRecordRow("7:h:h", 1, 640, -85, 0, 0, {})),
                 MemberDeal(1, DealRecordRow("7:h:h:two-hand", 1, -20, 410, 2, 0, {},
                                             "two-hand", {"N": 410, "S": -20}))]
        frame = practice_frame([ana], deals, "es")
        assert list(frame["Mesa"]) == ["Cuatro jugadores (clásica)", "Dos jugadores"]
        assert list(frame["Pareja del alumno"]) == [640, -20]
        assert list(frame["Mejor pareja rival"]) == [-85, 410]
