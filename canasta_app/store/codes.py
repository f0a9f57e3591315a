"""Codes people type or read aloud, secrets nobody should guess, and nickname cleaning."""

from __future__ import annotations

import re
import secrets
import unicodedata

from canasta_app.store.models import CODE_LEN, JOIN_LEN, NICK_MAX, TEACHER_CODE_LEN

# Digits and capitals without 0/O, 1/I/L: read aloud or copied from a projector, no symbol
# can be taken for another.
ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
CODE_INPUT_MAX = 40  # characters of a typed code we look at
# bidi embeddings, overrides and isolates would let a nickname reorder the text around it
_BIDI = {chr(c) for c in (*range(0x202A, 0x202F), *range(0x2066, 0x206A))}


def new_code(length: int = CODE_LEN) -> str:
    return "".join(secrets.choice(ALPHABET) for _ in range(length))


def new_join_code() -> str:
    return new_code(JOIN_LEN)


def new_teacher_code() -> str:
    return new_code(TEACHER_CODE_LEN)


def new_secret() -> str:
    """A teacher link's secret: 192 random bits, URL-safe."""
    return secrets.token_urlsafe(24)


def normalize_code(text: str) -> str:
    """What a person typed → the code as stored: upper case, spaces and dashes dropped."""
    raw = re.sub(r"[\s\-_.]", "", str(text)[:CODE_INPUT_MAX]).upper()
    return raw


def looks_like_code(code: str, length: int) -> bool:
    return len(code) == length and all(c in ALPHABET for c in code)


def pretty_code(code: str) -> str:
    """ABCD2345 → ABCD-2345, ABCD2345EFGH → ABCD-2345-EFGH (easier to read aloud)."""
    if len(code) in (CODE_LEN, TEACHER_CODE_LEN):
        return "-".join(code[i:i + 4] for i in range(0, len(code), 4))
    return code


def nick_key(nickname: str) -> str:
    """What makes two nicknames the same name in a class: case and spacing do not count
    ("carla " is "Carla"). Migration 0004 keeps a frozen copy of this folding."""
    return " ".join(str(nickname).casefold().split())


def clean_nickname(text: str) -> str:
    return clean_text(text, NICK_MAX)


def clean_text(text: str, limit: int) -> str:
    """Control characters and bidi overrides out, whitespace collapsed, at most `limit`
    characters. The result is plain text: pages still escape it wherever it is shown."""
    text = str(text)[: limit * 8]
    kept = "".join(
        " " if ch.isspace() else ch
        for ch in text
        if ch not in _BIDI and (ch.isspace() or unicodedata.category(ch) != "Cc")
    )
    return " ".join(kept.split())[:limit].strip()
