"""What a test expects the site to say, named by the catalogue's key rather than written out:
a rewording of a message changes the catalogue alone, and the test still proves the message
(its key, and the parameters it was given) is the one shown. A few tests check rendered
sentences on purpose (the grammar of a language: tests/app/test_lessons_words.py,
test_coach_words.py, test_narration.py, tests/engine/test_selectors.py); the rest use these."""

from __future__ import annotations

import re

from canasta_app.text.i18n import CATALOGUE, load_catalogue, t


def says(key: str, lang: str = "en", **params: object) -> str:
    """The message `key` rendered in `lang` with `params`: what the page shows for it."""
    return t(key, lang, **params)


def lead(key: str, lang: str = "en") -> str:
    """The fixed words a message starts with, up to its first field or selector: for a test
    that checks the message is there without knowing every parameter it was given."""
    load_catalogue()
    start = dict(CATALOGUE.texts(lang))[key].split("{", 1)[0].strip()
    assert len(start) >= 8, f"{key} starts with a field: use says() with its parameters"
    return start


def before(key: str, field: str, lang: str = "en", **params: object) -> str:
    """The message `key` up to its field `field` (the other fields given in `params`): for a
    test that knows the start of a message but not the rest, e.g. "Move 3 of" from
    `before("live.student.move", "total", step=3)`; the fields after `field` not given are
    filled with 0 (they are cut off)."""
    load_catalogue()
    fields = set(re.findall(r"\{\$?(\w+)", dict(CATALOGUE.texts(lang))[key]))
    filler: dict[str, object] = dict.fromkeys(fields - set(params) - {field}, 0)
    mark = "\u2063"  # invisible separator: no message has it
    text = says(key, lang, **{**filler, **params, field: mark})
    assert mark in text, f"{key} has no field {field!r}"
    start = text.split(mark, 1)[0].rstrip("* ").strip()
    assert start, f"{key} starts with {field!r}: nothing before it"
    return start


def pattern(key: str, lang: str = "en", upto: str | None = None,
            **groups: str) -> re.Pattern[str]:
    """A regular expression for the message `key` (its fixed words escaped; a field named in
    `groups` matches that pattern as a group, numbered in the message's order, e.g.
    number=r"\\d+", any other field any text; plain groups, as Playwright hands the pattern
    to the browser's JavaScript): for a test that reads a number out of a message, e.g.
    `pattern("review.counts", done=r"\\d+").search(text).group(1)`; `upto`: the message up
    to that field only. Messages with selectors are not supported (said)."""
    load_catalogue()
    text = dict(CATALOGUE.texts(lang))[key].replace("**", "")
    assert "{$" not in text, f"{key} has a selector: use says() or before()"
    out, at = [], 0
    for m in re.finditer(r"\{(\w+)(?::[^}]*)?\}", text):
        out.append(re.escape(text[at:m.start()]))
        name = m.group(1)
        if name == upto:
            return re.compile("".join(out))
        out.append(f"({groups[name]})" if name in groups else ".+?")
        at = m.end()
    out.append(re.escape(text[at:]))
    return re.compile("".join(out))


def parts(key: str, lang: str = "en") -> list[str]:
    """The fixed runs of words of a message (between its fields and selectors), each of eight
    characters or more: for a test that checks a message with parameters it cannot name (an
    expert's reason, a move chosen by a bot) is the one shown, e.g.
    `all(p in shown for p in parts("review.expert_move_principle"))`."""
    load_catalogue()
    text = dict(CATALOGUE.texts(lang))[key]
    runs, depth, run = [], 0, ""
    for ch in text:
        if ch == "{":
            if depth == 0:
                runs.append(run)
                run = ""
            depth += 1
        elif ch == "}":
            depth -= 1
        elif depth == 0:
            run += ch
    runs.append(run)
    found = [r.strip() for r in runs if len(r.strip()) >= 8]
    assert found, f"{key} has no fixed words of eight characters or more: use says()"
    return found
