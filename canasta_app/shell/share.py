"""Share links: a position and its action history ⇄ a compact `?s=` query parameter.

    encode_state(position, history, pending="take QS QD") -> "1.eNq..."
    decode_state("1.eNq...") -> (position, history)
    decode_share("1.eNq...") -> Shared(position, history, pending)

The payload is canonical JSON ``{"h": [actions...], "p": {position}}`` (plus ``"a": "take QS
QD"``, the pending action — the question being asked — when there is one) compressed with zlib
and written in URL-safe base64 without padding, behind a version prefix (``1.``). The
position is the *starting* position; the history is the actions played from it, replayed and
checked by the engine when a link is opened, so a link can never smuggle in an illegal move.

Every way a link can be wrong — empty, cut off, changed, too long, unpacking to too much,
not a position, an illegal move in its history — raises `ShareError` (a ValueError) with a
message a player understands and a `code` the pages translate (`sandbox.share_error.<code>`).
No Streamlit import: pages and tests use this directly.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from collections.abc import Sequence
from typing import Any, Final, NamedTuple
from urllib.parse import urlsplit

import canasta_core as cc
from canasta_app.text import keys as KEYS
from canasta_app.text.i18n import t
from canasta_core.actions import MAX_ACTION_TEXT
from canasta_core.positions import Position

VERSION: Final = "1"
PREFIX: Final = VERSION + "."
MAX_ENCODED: Final = 8 * 1024  # characters of the ?s= value
MAX_DECOMPRESSED: Final = 64 * 1024  # bytes of JSON after unpacking
MAX_HISTORY: Final = 300  # actions in a link

_B64: Final = re.compile(r"[A-Za-z0-9_-]*")
_WS: Final = re.compile(r"\s+")

#: code -> the catalogue's key for its sentence (`canasta_app/sandbox/strings.py`); the pages
#: show it in their language, `str(e)` in English.
MESSAGES: Final[dict[str, str]] = KEYS.SHARE_ERROR


class ShareError(ValueError):
    """A link (or a state to link) that cannot be used; `str(e)` is a friendly sentence."""

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params: dict[str, Any] = params
        super().__init__(t(MESSAGES.get(code, code), "en", **params))

    @property
    def message(self) -> str:
        return str(self)


def _canonical_history(pos: Position, history: Sequence[str]) -> tuple[list[str], Position]:
    """Replay the history with the engine; return canonical action texts and the end position."""
    if isinstance(history, str) or not isinstance(history, Sequence):
        raise ShareError("payload", detail="the history is not a list of actions")
    if len(history) > MAX_HISTORY:
        raise ShareError("history_long", count=len(history), limit=MAX_HISTORY)
    out: list[str] = []
    cur = pos
    for i, text in enumerate(history):
        if not isinstance(text, str):
            raise ShareError("payload", detail=f"history item {i + 1} is not text")
        try:
            ruling = cc.check(cur, text)
            if not ruling.legal:
                raise ShareError(
                    "history_bad", number=i + 1, action=text[:60], detail=ruling.reason
                )
            cur = cc.play(cur, text)
        except (cc.NotationError, cc.IllegalAction) as e:
            raise ShareError("history_bad", number=i + 1, action=text[:60], detail=str(e)) from None
        out.append(ruling.action or cc.format_action(cc.parse(text)))
    return out, cur


def _load_position(position: Position | dict[str, Any]) -> Position:
    try:
        return position if isinstance(position, Position) else cc.load(position)
    except cc.NotationError as e:  # the page says it in its language ("detail_es")
        raise ShareError("position", detail=str(e), detail_es=e.message_in("es")) from None


class Shared(NamedTuple):
    """What a link carries: the starting position, the actions played, the action asked about."""

    position: Position
    history: list[str]
    pending: str = ""


def _pending(text: Any) -> str:
    if not isinstance(text, str):
        raise ShareError("payload", detail="the action is not text")
    if len(text) > MAX_ACTION_TEXT:
        raise ShareError("pending_long", length=len(text), limit=MAX_ACTION_TEXT)
    return text.strip()


def encode_state(
    position: Position | dict[str, Any], history: Sequence[str] = (), pending: str = ""
) -> str:
    """The `?s=` value for a starting position, the actions played from it and the action
    being asked about (`pending`, kept as typed: the link asks the same question).

    The history is checked by replaying it; raises ShareError when the position is invalid,
    an action is illegal, the history is longer than MAX_HISTORY or the link would exceed
    MAX_ENCODED characters.
    """
    pos = _load_position(position)
    actions, _ = _canonical_history(pos, list(history))
    payload: dict[str, Any] = {"h": actions, "p": cc.to_dict(pos)}
    question = _pending(pending)
    if question:
        payload["a"] = question
    raw = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    packed = zlib.compress(raw.encode("ascii"), 9)
    text = PREFIX + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")
    if len(text) > MAX_ENCODED:
        raise ShareError("encode_too_long", length=len(text), limit=MAX_ENCODED)
    return text


def _unpack(s: str) -> bytes:
    if len(s) > MAX_ENCODED:
        raise ShareError("too_long", length=len(s), limit=MAX_ENCODED)
    s = _WS.sub("", s)  # a link split over lines in an email still works
    if not s:
        raise ShareError("empty")
    version, dot, body = s.partition(".")
    if not dot:
        # no prefix at all: a cut right after the start, or text that is no link
        raise ShareError("truncated" if PREFIX.startswith(s) else "not_link", found=s[:12])
    if version != VERSION:
        raise ShareError("version", found=version[:12])
    if not body:
        raise ShareError("truncated")
    m = _B64.fullmatch(body)
    if m is None:
        bad = next(ch for ch in body if not (ch.isascii() and (ch.isalnum() or ch in "-_")))
        raise ShareError("characters", bad=bad)
    if len(body) % 4 == 1:  # no base64 text has this length: characters were lost
        raise ShareError("truncated")
    try:
        data = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (binascii.Error, ValueError):
        raise ShareError("corrupt") from None
    d = zlib.decompressobj()
    try:
        out = d.decompress(data, MAX_DECOMPRESSED)
    except zlib.error:
        raise ShareError("corrupt") from None
    if d.unconsumed_tail:
        raise ShareError("too_big", limit=MAX_DECOMPRESSED)
    if not d.eof:
        # the stream stopped early: either the input was cut, or it unpacks to exactly the cap
        try:
            more = d.decompress(b"", 1)
        except zlib.error:
            raise ShareError("corrupt") from None
        if more:
            raise ShareError("too_big", limit=MAX_DECOMPRESSED)
        raise ShareError("truncated")
    if d.unused_data:
        raise ShareError("corrupt")
    return out


def decode_state(s: str) -> tuple[Position, list[str]]:
    """The starting position and history from a `?s=` value; raises ShareError when unusable."""
    shared = decode_share(s)
    return shared.position, shared.history


def decode_share(s: str) -> Shared:
    """Everything a `?s=` value carries (see `Shared`); raises ShareError when unusable."""
    if not isinstance(s, str):
        raise ShareError("empty")
    raw = _unpack(s)
    try:
        payload = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise ShareError("payload", detail="it is not JSON") from None
    if not isinstance(payload, dict) or "p" not in payload:
        raise ShareError("payload", detail="no position in it")
    history = payload.get("h", [])
    if not isinstance(history, list):
        raise ShareError("payload", detail="the history is not a list of actions")
    if len(history) > MAX_HISTORY:
        raise ShareError("history_long", count=len(history), limit=MAX_HISTORY)
    if not isinstance(payload["p"], dict):
        raise ShareError("payload", detail="the position is not a JSON object")
    question = _pending(payload.get("a", ""))
    try:
        pos = _load_position(payload["p"])
        actions, _ = _canonical_history(pos, history)
    except ShareError:
        raise
    except (RecursionError, TypeError, KeyError, AttributeError, IndexError, ValueError) as e:
        # the engine promises NotationError only; if something else slips through, the player
        # still gets a sentence, and tests (which look at `code`) still see the bug
        raise ShareError("internal", detail=type(e).__name__) from None
    return Shared(pos, actions, question)


SITUATION_KEY: Final = "sandbox"


def situation_dict(
    start: Position, history: Sequence[str], pending: str, current: Position
) -> dict[str, Any]:
    """The JSON download: the current position (any tool reads it as a plain position) plus,
    under "sandbox", the starting position, the actions played and the pending action."""
    d = cc.to_dict(current)
    d[SITUATION_KEY] = {"start": cc.to_dict(start), "history": list(history),
                        "action": _pending(pending)}
    return d


def situation_from(data: Any) -> Shared | None:
    """The sandbox part of a downloaded situation, replayed and checked; None when the JSON is
    a plain position. Raises ShareError when the part is there but unusable."""
    if not isinstance(data, dict) or SITUATION_KEY not in data:
        return None
    part = data[SITUATION_KEY]
    if not isinstance(part, dict) or not isinstance(part.get("start"), dict):
        raise ShareError("payload", detail="the sandbox part has no starting position")
    pos = _load_position(part["start"])
    actions, _ = _canonical_history(pos, part.get("history", []))
    return Shared(pos, actions, _pending(part.get("action", "")))


def sandbox_url(
    position: Position | dict[str, Any],
    history: Sequence[str] = (),
    lang: str = "en",
    pending: str = "",
) -> str:
    """A relative link that opens this situation in the sandbox: ./sandbox?s=...&lang=..."""
    from canasta_app.shell.links import sandbox_link

    return sandbox_link(encode_state(position, history, pending), lang[:5])


_LOOPBACK: Final = ("localhost", "127.0.0.1", "::1", "[::1]", "0.0.0.0")


def only_this_computer(url: str) -> bool:
    """The link names this computer itself (the site was opened as localhost): another
    device, a phone scanning the QR code, cannot open it (the shared tables' invite, the
    class's join link)."""
    host = urlsplit(url).hostname or ""
    return host in _LOOPBACK or host.startswith("127.")


__all__ = [
    "MAX_DECOMPRESSED",
    "MAX_ENCODED",
    "MAX_HISTORY",
    "MESSAGES",
    "ShareError",
    "Shared",
    "decode_share",
    "decode_state",
    "encode_state",
    "only_this_computer",
    "sandbox_url",
    "situation_dict",
    "situation_from",
]

