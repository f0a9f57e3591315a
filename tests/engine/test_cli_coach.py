"""`canasta coach POSITION ["ACTION"] [--seed N] [--json] [--lang en|es]`: the site's grade
(the same core computation, canasta_core.coach) from the command line; only the seat to act's
view is read; bad input exits 2 naming the field at fault."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from canasta_core.cli import main
from canasta_core.coach import PUBLIC_GRADES, judge_move
from canasta_core.positions import load
from canasta_core.principles import BY_ID

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = BY_ID["keep_wilds"]


def _write(tmp_path: Path, d: dict[str, Any] | str, name: str = "pos.json") -> str:
    f = tmp_path / name
    f.write_text(d if isinstance(d, str) else json.dumps(d), encoding="utf-8")
    return str(f)


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, Any]:
    code = main(list(args))
    out = capsys.readouterr().out
    try:
        return code, json.loads(out)
    except json.JSONDecodeError:
        return code, out


def test_grades_a_move_as_the_site_does(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out = _run(capsys, "coach", _write(tmp_path, EXAMPLE.example), EXAMPLE.weak,
                     "--json", "--seed", "3")
    assert code == 0
    assert {"action", "grade", "best", "cost", "margin", "principles", "reason"} <= set(out)
    assert out["action"] == EXAMPLE.weak and out["grade"] in PUBLIC_GRADES
    assert out["grade"] in ("inaccuracy", "mistake", "blunder")
    assert out["principles"] == ["keep_wilds"] and out["cost"] >= 0 and out["margin"] > 0
    assert "Keep your wild cards" in out["reason"]
    got = judge_move(load(EXAMPLE.example), EXAMPLE.weak, seed=3)
    assert got is not None
    v = got[0]
    assert (v.public_grade, v.best, list(v.principles)) == (out["grade"], out["best"],
                                                             out["principles"])


def test_other_hands_given_as_cards_are_treated_as_unknown(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    shown = json.loads(json.dumps(EXAMPLE.example))
    shown["hands"]["N"] = ["KH", "KD", "QS", "QH", "JS", "JH", "TS", "TH", "9S", "9C", "8S"]
    shown["hands"]["W"] = ["KH", "KD", "QS", "QH", "JS", "JH", "TS", "TH", "9S", "9C", "8S"]
    a = _run(capsys, "coach", _write(tmp_path, EXAMPLE.example, "a.json"), EXAMPLE.weak, "--json")
    b = _run(capsys, "coach", _write(tmp_path, shown, "b.json"), EXAMPLE.weak, "--json")
    assert a == b


def test_in_spanish_and_as_text(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path, EXAMPLE.example)
    code, out = _run(capsys, "coach", path, EXAMPLE.weak, "--lang", "es")
    assert code == 0 and isinstance(out, str)
    assert "Cuidá los comodines" in out and "Mejor" in out


def test_the_best_move_as_text_names_no_better_one(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Graded best (or good: the simulations cannot tell it from the best), the line names no
    "better" move — it said "Best move: discard 9H. Better: discard 9H."; a weak move's does."""
    path = _write(tmp_path, EXAMPLE.example)
    _, graded = _run(capsys, "coach", path, EXAMPLE.weak, "--json", "--seed", "3")
    code, best = _run(capsys, "coach", path, graded["best"], "--seed", "3")
    assert code == 0 and isinstance(best, str)
    assert best.startswith("Best move: ") and "Better:" not in best, best
    _, weak = _run(capsys, "coach", path, EXAMPLE.weak, "--seed", "3")
    assert f"Better: {graded['best']}." in weak, weak


def test_lists_the_best_moves(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out = _run(capsys, "coach", _write(tmp_path, EXAMPLE.example), "--json")
    assert code == 0 and out["best"]
    assert out["best"][0]["cost"] == 0
    costs = [r["cost"] for r in out["best"]]
    assert all(r["grade"] in PUBLIC_GRADES for r in out["best"]) and costs[0] <= min(costs)
    assert not out["best"][0]["demoted"] and all(isinstance(r["demoted"], bool)
                                                  for r in out["best"])


@pytest.mark.parametrize("args,field", [
    (["ACTION_FILE", "discard 3H"], "ACTION"),  # not held
    (["ACTION_FILE", "dscard 2D"], "ACTION"),  # not an action
    (["ACTION_FILE", "discard 2D", "--seed", "x"], "--seed"),
    (["ACTION_FILE", "discard 2D", "--lang", "fr"], "--lang"),
    (["ACTION_FILE", "discard 2D", "--wat"], "--wat"),
    (["missing.json", "draw"], "POSITION"),
    (["BAD_FILE", "draw"], "POSITION (dealer)"),
    ([], "POSITION"),
])
def test_bad_input_exits_2_naming_the_field(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                            args: list[str], field: str) -> None:
    good = _write(tmp_path, EXAMPLE.example)
    bad = _write(tmp_path, '{"format": "canasta/1", "turn": "N"}', "bad.json")
    real = [good if a == "ACTION_FILE" else bad if a == "BAD_FILE"
            else str(tmp_path / a) if a == "missing.json" else a for a in args]
    code, out = _run(capsys, "coach", *real)
    assert code == 2 and out["rule"] == "input" and out["field"] == field and out["error"]


def test_the_installed_command(tmp_path: Path) -> None:
    p = subprocess.run([sys.executable, "-m", "canasta_core", "coach",
                        _write(tmp_path, EXAMPLE.example), "discard 2C"],
                       capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert p.returncode == 2 and "Traceback" not in p.stderr
    assert json.loads(p.stdout)["field"] == "ACTION"


@pytest.mark.parametrize("args", [["--help"], ["-h"], ["pos.json", "--help"],
                                  ["pos.json", "discard 5C", "--json", "-h"]])
def test_help_answers_with_the_help_and_exit_0(capsys: pytest.CaptureFixture[str],
                                               args: list[str]) -> None:
    # `canasta coach --help` was refused as an unknown option (exit 2): help is asked for
    # anywhere among the arguments, and nothing else is read (no position file is needed).
    code = main(["coach", *args])
    out = capsys.readouterr().out
    assert code == 0
    assert out.startswith("usage: canasta coach POSITION")
    for word in ("--seed", "--json", "--lang", "POSITION", "ACTION", "grade", "margin",
                 "principles", "Exit codes"):
        assert word in out
    assert not any(line.startswith('{"error"') for line in out.splitlines())


def test_the_other_commands_answer_help_with_their_usage(
        capsys: pytest.CaptureFixture[str]) -> None:
    for command in ("check", "play", "score", "deal", "simulate"):
        assert main([command, "--help"]) == 0
        out = capsys.readouterr().out
        assert out.startswith(f"usage: canasta {command} ") and "POSITION is" in out


def test_an_unknown_option_is_still_refused(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = _run(capsys, "coach", "--helpme")
    assert code == 2 and out["field"] == "--helpme" and "Unknown option" in out["error"]
