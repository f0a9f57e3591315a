"""Shared components: card faces, the table view and the ruling view (HTML, escaped)."""

from __future__ import annotations

import html
import re

import pytest
from helpers.words import lead, says

import canasta_core as cc
from canasta_app.text.move_words import action_words
from canasta_app.ui.cards import card_html, cards_html
from canasta_app.ui.ruling import md_escape, rule_link, ruling_html
from canasta_app.ui.table import pile_badges, table_html

BASE = {
    "format": "canasta/1",
    "dealer": "W",
    "turn": "N",
    "phase": "draw",
    "scores": {"NS": 0, "EW": 1500},
    "hands": {"N": ["7H", "7S", "KD", "2C"], "E": 11, "S": ["5C", "5D"], "W": 11},
    "melds": {"NS": {}, "EW": {"Q": ["QH", "QS", "QD", "JK"]}},
    "red_threes": {"NS": [], "EW": ["3H"]},
    "pile": ["9C", "2D", "7D"],
    "stock": 60,
}


def pos(**changes: object) -> cc.Position:
    d = {**BASE, **changes}
    return cc.load(d)


# --- cards ---------------------------------------------------------------------------------


def test_red_and_black_suits() -> None:
    assert "cc-red" in card_html("7H") and "♥" in card_html("7H")
    assert "cc-red" in card_html("KD") and "♦" in card_html("KD")
    assert "cc-black" in card_html("9C") and "♣" in card_html("9C")
    assert "cc-black" in card_html("AS") and "♠" in card_html("AS")


def test_ten_shows_as_10_and_input_is_parsed() -> None:
    assert ">10<" in card_html("TS")
    assert card_html("10s") == card_html("TS")
    assert card_html("7♥") == card_html("7H")


def test_wild_cards_are_marked() -> None:
    assert "cc-wild" in card_html("2C")
    assert "cc-wild" in card_html("JK") and "cc-joker" in card_html("JK")
    assert "cc-wild" not in card_html("7H")


@pytest.mark.parametrize("size", ["sm", "md", "lg"])
def test_sizes(size: str) -> None:
    assert f"cc-{size}" in card_html("7H", size)
    assert "cc-md" in card_html("7H", "huge")  # unknown size falls back


def test_unknown_card_is_escaped() -> None:
    out = card_html("<script>alert(1)</script>")
    assert "<script" not in out and "cc-unknown" in out


def test_cards_row_and_fan() -> None:
    row = cards_html(["7H", "7S"], "sm")
    assert row.count("cc-card") == 2 and 'class="cc-row cc-sm"' in row
    assert 'class="cc-fan' in cards_html(["7H"], fan=True)


# --- table -----------------------------------------------------------------------------------


def test_frozen_by_a_buried_wild_card() -> None:
    p = pos()
    assert pile_badges(p, "en") == [("frozen", says("components.table.frozen_wild", card="2D"))]
    assert pile_badges(p, "es")[0][1].startswith("Congelado: hay un comodín enterrado")


def test_frozen_by_a_red_three() -> None:
    p = pos(pile=["3D", "7D"], melds={"NS": {"A": ["AH", "AS", "AD"]}, "EW": {}})
    kinds = pile_badges(p, "en")
    assert kinds == [("frozen", says("components.table.frozen_red_three", card="3D"))]


def test_frozen_only_for_the_side_that_has_not_opened() -> None:
    p = pos(pile=["9C", "7D"])
    badges = pile_badges(p, "en")
    assert badges == [("frozen", "Frozen for North–South: not opened yet")]


def test_open_pile() -> None:
    p = pos(
        pile=["9C", "7D"], melds={"NS": {"A": ["AH", "AS", "AD"]}, "EW": {"Q": ["QH", "QS", "QD"]}}
    )
    assert [k for k, _ in pile_badges(p, "en")] == ["open"]


@pytest.mark.parametrize(
    ("top", "text"),
    [
        ("3C", "Blocked: a black three is on top (3♣)"),
        ("2H", "Blocked: a wild card is on top (2♥)"),
    ],
)
def test_blocked(top: str, text: str) -> None:
    p = pos(
        pile=["9C", top], melds={"NS": {"A": ["AH", "AS", "AD"]}, "EW": {"Q": ["QH", "QS", "QD"]}}
    )
    assert pile_badges(p, "en") == [("blocked", text)]


def test_blocked_and_frozen_together() -> None:
    p = pos(pile=["9C", "2D", "3S"])
    kinds = [k for k, _ in pile_badges(p, "en")]
    assert kinds == ["blocked", "frozen"]


def test_empty_pile_has_no_badge() -> None:
    assert pile_badges(pos(pile=[]), "en") == []
    assert says("components.table.pile_empty") in table_html(pos(pile=[]), "en")


def test_canasta_badges() -> None:
    melds = {
        "NS": {"K": ["KC", "KC", "KD", "KH", "KH", "KS", "KS"]},
        "EW": {"Q": ["QH", "QS", "QD", "QC", "QC", "QH", "JK"]},
    }
    out = table_html(pos(melds=melds, red_threes={"NS": [], "EW": []}), "en")
    assert "Natural canasta" in out and "Mixed canasta" in out
    out_es = table_html(pos(melds=melds, red_threes={"NS": [], "EW": []}), "es")
    assert "Canasta limpia" in out_es and "Canasta sucia" in out_es


def _hand_cards(out: str, seat: str) -> int:
    m = re.search(rf'data-seat="{seat}">(.*?)</div></div>', out, re.S)
    assert m, seat
    return m.group(1).count('role="img"')


def test_reveal_modes() -> None:
    p = pos()
    everything = table_html(p, "en", reveal="all")
    assert _hand_cards(everything, "N") == 4 and _hand_cards(everything, "S") == 2
    only_s = table_html(p, "en", reveal="S")
    assert _hand_cards(only_s, "N") == 0 and _hand_cards(only_s, "S") == 2
    counts = table_html(p, "en", reveal="counts")
    assert _hand_cards(counts, "N") == 0 and _hand_cards(counts, "S") == 0
    assert "4 cards" in counts and "11 cards" in counts


def test_table_shows_scores_minimums_turn_and_stock() -> None:
    out = table_html(pos(), "en")
    # 7♥ 7♠ with the 7♦ make 15, short of North–South's 50: the line offers no take (issue 23)
    assert html.escape(says("components.table.phase.draw_no_take", seat="North")) in out
    assert "opening minimum 50" in out and "opening minimum 90" in out  # EW has 1500
    assert "60 cards left" in out and "3 cards in the pile" in out
    assert "Red threes" in out


def test_table_in_spanish() -> None:
    out = table_html(pos(), "es")
    assert "Juega Norte" in out and "mínimo de apertura 90" in out and "Pozo" in out


def test_big_table() -> None:
    out = table_html(pos(), "en", big=True)
    assert "cc-big" in out and "cc-lg" in out
    assert "cc-lg" not in table_html(pos(), "en")


def test_over_position() -> None:
    p = pos(phase="over", went_out={"seat": "E", "concealed": True})
    assert "East went out concealed" in table_html(p, "en")


# --- ruling --------------------------------------------------------------------------------


def test_ruling_html_illegal_with_link_in_both_languages() -> None:
    r = cc.check(pos(), "take 7H 2C")
    en = ruling_html(r, "en")
    assert "Not legal" in en and 'data-legal="false"' in en
    assert 'href="./reference?rule=pile.frozen&amp;lang=en"' in en
    es = ruling_html(r, "es")
    assert "No válida" in es and "congelado" in es and "lang=es" in es


def test_ruling_html_lists_every_violation() -> None:
    r = cc.check(pos(), "take 8H 8S")
    assert len(r.violations) > 1
    out = ruling_html(r, "en")
    for v in r.violations:
        assert f"rule={v.rule}&amp;" in out


def test_ruling_html_legal() -> None:
    r = cc.check(pos(), "draw")
    out = ruling_html(r, "en")
    assert "Legal" in out and 'data-legal="true"' in out


def test_ruling_html_escapes() -> None:
    r = cc.Ruling(
        legal=False, rule="pile.frozen", reason="<img src=x onerror=alert(1)>", action="<b>"
    )
    out = ruling_html(r, "en")
    assert "<img" not in out and "<b>" not in out and "&lt;img" in out


def test_rule_link_and_md_escape() -> None:
    assert (
        rule_link("pile.frozen", "es")
        == "[El pozo congelado](./reference?rule=pile.frozen&lang=es)"
    )
    assert rule_link("nope", "en").startswith("[nope")
    assert md_escape("[x](y) *b*") == "\\[x\\]\\(y\\) \\*b\\*"


# --- ruling view: counting, links that keep the page ----------------------------------------


def test_ruling_html_shows_the_counting_and_opens_rules_in_a_new_tab() -> None:
    hand = ["7H", "7S", "7C", "KD", "KC", "KH", "JK", "9C", "4D"]
    p = pos(hands={"N": hand, "E": 11, "S": 11, "W": 11}, phase="play", stock=40)
    r = cc.check(p, "meld 7H 7S 7C; KD KC KH JK")
    assert r.legal
    out = ruling_html(r, "en", counting=["Opening: 51 points against a minimum of 50."])
    assert says("components.ruling.counting") in out and "51 points against" in out
    assert 'target="_blank"' in out and 'target="_self"' not in out
    assert "cc-verdict-count" not in ruling_html(r, "en")  # nothing to count, no block


# --- the card picker (AppTest of the component alone) ----------------------------------------


def _picker_app(position: dict, label: str = "") -> None:
    import streamlit as st

    import canasta_core as cc
    from canasta_app.ui.picker import card_picker

    def sent(text: str) -> None:
        st.session_state["sent"] = text

    card_picker("t_pick", cc.load(position), "en", on_confirm=sent, confirm_label=label or None)


def _picker(position: dict) -> object:
    from streamlit.testing.v1 import AppTest

    return AppTest.from_function(_picker_app, args=(position,), default_timeout=30).run()


QUEENS = {
    "format": "canasta/1", "dealer": "W", "turn": "N", "phase": "draw",
    "hands": {"N": ["QS", "QD", "AH", "AS", "JK", "KC", "KC"], "E": 11, "S": 11, "W": 11},
    "pile": ["5C", "QH"], "stock": 40,
}  # fmt: skip


def test_picker_sends_exactly_the_action_it_shows() -> None:
    at = _picker(QUEENS)
    assert at.button(key="t_pick_confirm").disabled  # nothing picked, nothing to send
    for chip in ("QS_1", "QD_1", "KC_1", "KC_2", "JK_1"):
        at.button(key=f"t_pick_chip_{chip}").click().run()
    shown = [m.value for m in at.markdown if lead("components.picker.preview") in m.value]
    # the move in words (notation only where it is typed), the same move that is sent
    words = action_words("take QS QD; KC KC JK")
    assert shown == [says("components.picker.preview", action=words)]
    at.button(key="t_pick_confirm").click().run()
    assert at.session_state["sent"] == "take QS QD; KC KC JK"


def test_picker_offers_bare_actions_by_phase() -> None:
    keys = {b.key for b in _picker(QUEENS).button}
    assert "t_pick_bare_draw" in keys and "t_pick_bare_ask" not in keys
    play = {b.key for b in _picker({**QUEENS, "phase": "play"}).button}
    assert "t_pick_bare_ask" in play and "t_pick_bare_draw" not in play
    asked = _picker({**QUEENS, "phase": "play", "this_turn": {"asked": "pending"}})
    keys = {b.key for b in asked.button}
    assert {"t_pick_bare_yes", "t_pick_bare_no"} <= keys
    assert not any(k.startswith("t_pick_chip_") for k in keys)  # the partner answers: no cards
    at = _picker({**QUEENS, "phase": "play"})
    at.button(key="t_pick_bare_ask").click().run()
    assert at.session_state["sent"] == "ask"


def test_picker_discard_takes_the_last_card_clicked() -> None:
    at = _picker({**QUEENS, "phase": "play"})
    at.button_group(key="t_pick_kind").set_value("discard").run()
    at.button(key="t_pick_chip_KC_1").click().run()
    at.button(key="t_pick_chip_AS_1").click().run()
    at.button(key="t_pick_confirm").click().run()
    assert at.session_state["sent"] == "discard AS"


def test_picker_in_spanish_names_the_joker() -> None:
    from canasta_app.ui.picker import chip_label

    assert chip_label("JK", "es") == "Comodín" and chip_label("JK", "en") == "Joker"
    assert chip_label("QH", "en") == ":red[Q♥]" and chip_label("QH", "en", True) == "✓ Q♥"


# One of anything is singular on the pages a class sees (fresh walk, issue 23: "1 answers" and
# "1 of 1 students connected" on the projector, "1 students" on the class page).
_COUNTED = {
    "live.host.answers": {"count": 1},
    "live.host.on": {"step": 5, "seen": 1, "members": 1},
    "class.teacher.students": {"count": 1},
    "classroom.moves_earlier": {"count": 1},
}
_PLURAL_AFTER_ONE = re.compile(
    r"\b1 (?:\w+ )?(answers|students|moves|earlier moves|respuestas|estudiantes|jugadas)\b")


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("key", sorted(_COUNTED))
def test_one_of_a_count_is_singular(key: str, lang: str) -> None:
    from canasta_app.text.i18n import t

    one = t(key, lang, **_COUNTED[key])
    assert not _PLURAL_AFTER_ONE.search(one), one
    many = t(key, lang, **{k: (v if k == "step" else 3) for k, v in _COUNTED[key].items()})
    assert re.search(r"\b3 (?:de 3 |of 3 )?\w+", many), many


def test_classroom_full_address_is_drawn_only_while_its_box_is_open() -> None:
    """Issue 22, sixth pass: the full address to copy is a code block, whose syntax highlighter
    was most of the classroom's first visit in the browser; it is drawn only when opened."""
    from streamlit.testing.v1 import AppTest

    def app() -> None:
        import canasta_core as cc
        from canasta_app.classroom import model as cl
        from canasta_app.classroom.views import render_links

        pos = cc.load(cl.deal_record(7, "N", "random", "random").start)
        current = cl.TableSettings(7, "N", "random", "random", 0, "all", False)
        render_links(pos, current, "en", "http://127.0.0.1:8501/classroom?seed=7")

    at = AppTest.from_function(app, default_timeout=60).run()
    assert not at.exception
    assert not at.code  # closed: nothing drawn but its title
    assert at.expander[0].label == says("classroom.copy_link")
    at.session_state["classroom_copy_open"] = True  # the teacher opens it
    at.run()
    assert not at.exception
    assert "http://127.0.0.1:8501/classroom?" in at.code[0].value
    assert "seed=7" in at.code[0].value


def test_static_text_is_escaped_html() -> None:
    """Static text set as HTML instead of Markdown (ui/static_text.py, issue 22, ninth
    pass) is escaped: markup in it is shown as text, never run or drawn."""
    from canasta_app.ui import static_text as st_html

    bad = '<img src=x onerror="alert(1)"> & <b>'
    for out in (st_html.paragraph_html(bad), st_html.caption_html(bad),
                st_html.card_heading_html(bad, "bookmark"),
                st_html.action_line_html(bad, bad), st_html.strong_html(bad),
                st_html.link_button_html("./sandbox?s=1", bad, "open_in_new"),
                st_html.titled_list_html(bad, [bad, "7♥"])):
        assert "<img" not in out and "<b>" not in out
        assert "&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &lt;b&gt;" in out
    assert st_html.titled_list_html("T", ["a", "b"]).count("<li>") == 2
    assert st_html.action_line_html("Ask", "take").endswith("<strong>Ask</strong><br>take</p></div>")
    link = st_html.link_button_html('./x?a=1&b="><script>', "Open", "open_in_new")
    assert 'href="./x?a=1&amp;b=&quot;&gt;&lt;script&gt;"' in link and "<script" not in link


def test_a_citation_is_not_repeated_under_the_rule_it_names() -> None:
    """A refusal that also cites its own rule shows the rule once ("Rule: The frozen pile"),
    not again as "See: The frozen pile"; a citation of another rule is still shown."""
    from canasta_app.text.i18n import t
    from canasta_core.verdicts import Ruling

    def ruling(cites: tuple[str, ...]) -> Ruling:
        return Ruling(False, "pile.frozen", "frozen", cites=cites, action="take QH 2C")

    for lang in ("en", "es"):
        see = t("components.ruling.see_also", lang, rules="")
        alone = ruling_html(ruling(("pile.frozen", "pile.frozen")), lang)
        assert see not in alone and alone.count('href="') == 1, alone
        other = ruling_html(ruling(("pile.frozen", "out.canasta")), lang)
        assert see in other and other.count('href="') == 2, other


@pytest.mark.parametrize(("profile", "seat", "answerer"),
                         [("classic", "S", "North"), ("six-hand", "SW", "North"),
                          ("six-hand", "S", "North-West")])
def test_the_ask_button_names_the_partner_who_answers(profile: str, seat: str,
                                                      answerer: str) -> None:
    """Issue 37: in six-hand "your partner" was one of two, named only after the ask; the
    button names the one who answers ([six.ask]: two seats on)."""
    import canasta_core as cc
    from canasta_core.positions import to_dict

    pos = cc.deal(4, profile=profile)
    d = to_dict(pos)
    d["turn"], d["phase"] = seat, "play"
    hand = ["KH", "KS", "KD", "KC", "7C", "7D", "7H", "9S", "4D"]
    d["hands"] = {s: (hand if s == seat else 11) for s in pos.rules.seats}
    d["stock"] = 20
    side = pos.rules.side_of[seat]
    d["melds"] = {side: {"A": ["AC", "AD", "AH", "AS", "AC", "AD", "AH"]}}
    d["pile"], d["red_threes"] = [], {}
    at = _picker(d)
    labels = [b.label for b in at.button if b.key == "t_pick_bare_ask"]
    assert labels == [f"Ask {answerer} to go out"], [b.label for b in at.button]


@pytest.mark.parametrize(("profile", "word"), [("classic", "our"), ("two-hand", "my"),
                                               ("three-hand", "my")])
def test_the_bare_take_says_whose_meld(profile: str, word: str) -> None:
    """A player alone takes the pile onto his own meld, not "our" meld."""
    import canasta_core as cc
    from canasta_core.positions import to_dict

    pos = cc.deal(4, profile=profile)
    d = to_dict(pos)
    seat = pos.turn
    d["phase"], d["pile"], d["stock"] = "draw", ["4C", "KH"], 20
    d["hands"] = {s: (["7C", "7D", "9S", "4D"] if s == seat else 11) for s in pos.rules.seats}
    d["melds"] = {pos.rules.side_of[seat]: {"K": ["KC", "KD", "KS"]}}
    d["red_threes"] = {}
    at = _picker(d)
    labels = [b.label for b in at.button if b.key == "t_pick_bare_take"]
    assert labels == [f"Take the pile onto {word} meld"], [b.label for b in at.button]
