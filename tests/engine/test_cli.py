"""The `canasta` command line (notation.md): check | play | score | deal, exit codes 0/1/2, JSON
output, and input errors as one JSON line with rule "input", never a traceback."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from engine_helpers import KINGS7, QUEENS_MIXED, position_dict

import canasta_core as cc
from canasta_core.cards import full_deck

ROOT = Path(__file__).resolve().parents[2]
_SCRIPT = ROOT / ".venv" / "bin" / "canasta"
CANASTA = [str(_SCRIPT)] if _SCRIPT.exists() else [sys.executable, "-m", "canasta_core"]
MODULE = [sys.executable, "-m", "canasta_core"]


def run(args: list[str], stdin: str | bytes | None = None, base: list[str] | None = None) -> subprocess.CompletedProcess[str]:
    raw = stdin.encode("utf-8") if isinstance(stdin, str) else stdin
    b = subprocess.run([*(base or CANASTA), *args], input=raw, capture_output=True, timeout=60, cwd=ROOT)
    p = subprocess.CompletedProcess(b.args, b.returncode, b.stdout.decode("utf-8"), b.stderr.decode("utf-8", "replace"))
    assert "Traceback" not in p.stdout + p.stderr, p.stdout + p.stderr
    return p


def one_json_line(p: subprocess.CompletedProcess[str]) -> dict[str, Any]:
    lines = p.stdout.splitlines()
    assert len(lines) == 1, p.stdout
    out = json.loads(lines[0])
    assert isinstance(out, dict)
    return out


def input_error(p: subprocess.CompletedProcess[str]) -> str:
    """Assert p is an input error (exit 2, one JSON line, rule "input"); return the message."""
    assert p.returncode == 2, (p.returncode, p.stdout, p.stderr)
    out = one_json_line(p)
    assert out["rule"] == "input"
    assert isinstance(out["error"], str) and out["error"]
    assert set(out) == {"error", "rule"}
    return str(out["error"])


@pytest.fixture()
def posfile(tmp_path: Path) -> Any:
    def write(d: dict[str, Any] | str, name: str = "pos.json") -> str:
        f = tmp_path / name
        f.write_text(d if isinstance(d, str) else json.dumps(d), encoding="utf-8")
        return str(f)

    return write


# NS has not opened (score -10: minimum 15) and a two is buried: the pile is frozen.
FROZEN = position_dict(phase="draw", hand=["7H", "7S", "KD", "2C"], pile=["9C", "2D", "7D"], stock=60,
                       melds={"EW": {"Q": ["QH", "QS", "QD", "JK"]}}, scores={"NS": -10, "EW": 1500})
SCORE_925 = position_dict(
    phase="over", hand=[], hands={"S": ["7C"], "E": [], "W": []},
    melds={"NS": {"K": KINGS7, "A": ["AC", "AD", "AH"]}}, red_threes={"NS": ["3H", "3D"]},
    went_out={"seat": "N", "concealed": False},
)


class TestCheck:
    def test_legal_exit_0(self, posfile: Any) -> None:
        p = run(["check", posfile(FROZEN), "take 7H 7S"])
        assert p.returncode == 0
        out = one_json_line(p)
        assert out["legal"] is True and out["rule"] is None and out["reason"]

    def test_illegal_exit_1_with_slug_and_violations(self, posfile: Any) -> None:
        p = run(["check", posfile(FROZEN), "take 7H 2C"])
        assert p.returncode == 1
        out = one_json_line(p)
        assert out["legal"] is False and out["rule"] == "pile.frozen"
        assert "frozen" in out["reason"]
        assert out["violations"][0] == {"rule": "pile.frozen", "reason": out["reason"]}

    def test_same_ruling_as_the_api(self, posfile: Any) -> None:
        for action in ("draw", "take", "take 7H 7S", "meld 7H 7S 2C", "discard KD", "pass"):
            p = run(["check", posfile(FROZEN), action])
            r = cc.check(FROZEN, action)
            assert one_json_line(p) == r.to_dict()
            assert p.returncode == (0 if r.legal else 1)

    def test_warning_is_printed(self, posfile: Any) -> None:
        d = position_dict(hand=["2C", "4C", "4D"], melds={"NS": {"K": KINGS7}})
        out = one_json_line(run(["check", posfile(d), "meld K: 2C"]))
        assert out["legal"] is True and out["warnings"][0]["rule"] == "meld.canasta"

    def test_position_from_stdin(self) -> None:
        p = run(["check", "-", "take 7H 7S"], stdin=json.dumps(FROZEN))
        assert p.returncode == 0 and one_json_line(p)["legal"] is True

    def test_python_dash_m(self, posfile: Any) -> None:
        p = run(["check", posfile(FROZEN), "take 7H 7S"], base=MODULE)
        assert p.returncode == 0 and one_json_line(p)["legal"] is True


class TestPlay:
    def test_prints_the_resulting_position(self, posfile: Any) -> None:
        p = run(["play", posfile(FROZEN), "take 7H 7S", "discard KD"])
        assert p.returncode == 0
        out = one_json_line(p)
        pos = cc.load(out)
        assert pos.turn == "E" and pos.phase == "draw"
        assert pos.melds["NS"]["7"] == ("7D", "7H", "7S")
        assert pos.pile == ("KD",)
        assert out == cc.to_dict(cc.play(cc.play(FROZEN, "take 7H 7S"), "discard KD"))

    def test_first_illegal_action_prints_its_ruling_exit_1(self, posfile: Any) -> None:
        p = run(["play", posfile(FROZEN), "take 7H 7S", "draw", "discard KD"])
        assert p.returncode == 1
        out = one_json_line(p)
        assert out["legal"] is False and out["rule"] == "turn.not-yours" and out["action"] == "draw"

    def test_from_stdin(self) -> None:
        p = run(["play", "-", "draw"], stdin=json.dumps(position_dict(phase="draw", hand=["9C"], stock=["KS", "4D"])))
        assert p.returncode == 0
        assert one_json_line(p)["hands"]["N"] == ["KS", "9C"]

    def test_draw_from_a_counted_stock_is_an_input_error(self, posfile: Any) -> None:
        msg = input_error(run(["play", posfile(FROZEN), "draw"]))
        assert "stock" in msg


class TestScore:
    def test_925(self, posfile: Any) -> None:
        p = run(["score", posfile(SCORE_925)])
        assert p.returncode == 0
        out = one_json_line(p)
        assert out["NS"] == {"melds": 130, "hands": -5, "canastas": 500, "red_threes": 200,
                             "going_out": 100, "total": 925}
        assert out["EW"]["total"] == 0

    def test_as_if_it_ended_now(self, posfile: Any) -> None:
        d = position_dict(hand=["JK"], hands={"E": ["QS"], "S": [], "W": []}, melds={"EW": {"Q": QUEENS_MIXED}})
        out = one_json_line(run(["score", posfile(d)]))
        assert out["NS"]["total"] == -50
        assert out["EW"]["total"] == 120 + 300 - 10

    def test_hands_as_counts_are_an_input_error(self, posfile: Any) -> None:
        input_error(run(["score", posfile(FROZEN)]))


class TestDeal:
    def test_reproducible_by_seed(self) -> None:
        a = run(["deal", "--seed", "7"])
        b = run(["deal", "--seed", "7"])
        assert a.returncode == b.returncode == 0
        assert a.stdout == b.stdout
        assert one_json_line(a) == cc.to_dict(cc.deal(seed=7, dealer="N"))
        assert run(["deal", "--seed", "8"]).stdout != a.stdout

    def test_a_full_deal_with_every_card_listed(self) -> None:
        out = one_json_line(run(["deal", "--seed", "11", "--dealer", "S", "--scores", "1500,-20"]))
        pos = cc.load(out)
        assert pos.dealer == "S" and pos.turn == "W" and pos.phase == "draw"
        assert pos.scores == {"NS": 1500, "EW": -20}
        assert all(isinstance(out["hands"][s], list) and len(out["hands"][s]) == 11 for s in "NESW")
        assert isinstance(out["stock"], list)
        listed = Counter(cc.positions.all_cards(pos))
        assert listed == Counter(full_deck())

    def test_without_a_seed(self) -> None:
        pos = cc.load(one_json_line(run(["deal"])))
        assert cc.positions.card_total(pos) == 108

    @pytest.mark.parametrize(
        ("args", "says"),
        [
            (["--seed", "abc"], "--seed"),
            (["--seed"], "--seed needs a value"),
            (["--dealer", "X"], "not a seat"),
            (["--scores", "1"], "--scores"),
            (["--scores", "a,b"], "--scores"),
            (["--shuffle"], "Unknown option"),
        ],
    )
    def test_bad_options(self, args: list[str], says: str) -> None:
        assert says in input_error(run(["deal", *args]))


class TestInputErrors:
    def test_unknown_card(self, posfile: Any) -> None:
        msg = input_error(run(["check", posfile(FROZEN), "take 7H 7X"]))
        assert "7X" in msg

    def test_bad_grammar(self, posfile: Any) -> None:
        assert "not an action" in input_error(run(["check", posfile(FROZEN), "grab the pile"]))

    def test_invalid_json(self, posfile: Any) -> None:
        assert "not valid JSON" in input_error(run(["check", posfile('{"format": "canasta/1",'), "draw"]))

    def test_invalid_position(self, posfile: Any) -> None:
        d = dict(FROZEN)
        d["hands"] = {"N": ["7H", "3D"], "E": 11, "S": 11, "W": 11}
        msg = input_error(run(["check", posfile(d), "draw"]))
        assert "hands.N[1]" in msg and "red three" in msg

    def test_impossible_position_exits_2_naming_the_field(self, posfile: Any) -> None:
        d = dict(FROZEN)
        d["melds"] = {"NS": {"5": ["5C", "5D"]}, "EW": {}}
        msg = input_error(run(["check", posfile(d), "draw"]))
        assert msg.startswith("melds.NS.5: a meld needs at least three cards; this one has 2")

    def test_missing_file(self, tmp_path: Path) -> None:
        msg = input_error(run(["check", str(tmp_path / "nope.json"), "draw"]))
        assert "nope.json" in msg

    def test_directory(self, tmp_path: Path) -> None:
        input_error(run(["check", str(tmp_path), "draw"]))

    def test_stdin_not_json(self) -> None:
        input_error(run(["check", "-", "draw"], stdin="not json at all"))

    def test_stdin_empty(self) -> None:
        input_error(run(["score", "-"], stdin=""))

    def test_stdin_invalid_utf8(self) -> None:
        input_error(run(["check", "-", "draw"], stdin=b"\xff\xfe{}"))

    def test_deeply_nested(self, posfile: Any) -> None:
        input_error(run(["check", posfile("[" * 100_000), "draw"]))

    def test_hand_to_act_given_as_a_count(self, posfile: Any) -> None:
        d = position_dict(phase="draw", pile=["7H"])  # N's hand is a count
        assert "hands.N" in input_error(run(["check", posfile(d), "take"]))

    @pytest.mark.parametrize(
        "args",
        [["check"], ["check", "x.json"], ["play", "x.json"], ["score"], ["score", "a", "b"], ["fly"]],
    )
    def test_wrong_arguments(self, args: list[str]) -> None:
        input_error(run(args))

    def test_no_arguments_prints_usage(self) -> None:
        p = run([])
        assert p.returncode == 2 and "usage" in p.stdout

    def test_help(self) -> None:
        p = run(["--help"])
        assert p.returncode == 0 and "canasta check POSITION" in p.stdout


class TestClosedPipe:
    """A reader that stops early (`canasta coach --help | head -3`) ends every command
    quietly: no traceback, exit 141 (128 + SIGPIPE, as a shell reports for a C tool). The
    module is run (`python -m`) so that this checkout's code is the one tested."""

    @staticmethod
    def _into_closed_pipe(args: list[str], stdin: bytes = b"") -> tuple[int, str]:
        """Run with standard output a pipe whose reader has already closed (every write fails)."""
        read, write = os.pipe()
        os.close(read)
        try:
            p = subprocess.run([*MODULE, *args], input=stdin, stdout=write,
                               stderr=subprocess.PIPE, timeout=60, cwd=ROOT)
        finally:
            os.close(write)
        return p.returncode, p.stderr.decode("utf-8", "replace")

    @pytest.mark.parametrize("args", [
        [], ["--help"], ["coach", "--help"], ["check", "--help"], ["play", "--help"],
        ["score", "--help"], ["deal", "--help"], ["simulate", "--help"],
        ["deal", "--seed", "1"], ["check", "no-such-file.json", "draw"],
    ])
    def test_every_command_ends_quietly(self, args: list[str]) -> None:
        code, err = self._into_closed_pipe(args)
        assert (code, err) == (141, "")

    def test_a_reader_that_takes_three_lines_and_closes(self) -> None:
        """The shell's `| head -3`, as a subprocess: whether the command was still writing
        when the reader left (141) or had written everything (0), it says nothing more."""
        p = subprocess.Popen([*MODULE, "coach", "--help"], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, cwd=ROOT)
        assert p.stdout is not None and p.stderr is not None
        first = [p.stdout.readline() for _ in range(3)]
        p.stdout.close()
        err = p.stderr.read().decode("utf-8", "replace")
        p.stderr.close()
        assert p.wait(timeout=60) in (0, 141)
        assert first[0].startswith(b"usage: canasta coach") and err == ""
