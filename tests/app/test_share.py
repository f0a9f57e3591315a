"""Share links: round trips for positions reached by legal play; every bad link is a ShareError."""

from __future__ import annotations

import base64
import json
import random
import zlib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import canasta_core as cc
from canasta_app.shell import share
from canasta_app.shell.share import (
    MAX_DECOMPRESSED,
    MAX_ENCODED,
    MAX_HISTORY,
    ShareError,
    decode_state,
    encode_state,
    sandbox_url,
)

B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"


def random_play(
    seed: int, steps: int, choice_seed: int
) -> tuple[cc.Position, list[str], list[cc.Position]]:
    """A seeded deal and up to `steps` random legal actions: (start, history, positions after each)."""
    start = cc.deal(seed=seed, dealer="NESW"[seed % 4])
    rng = random.Random(choice_seed)
    pos, history, seen = start, [], []
    for _ in range(steps):
        acts = cc.legal_actions(pos)
        if not acts:
            break
        a = rng.choice(acts)
        pos = cc.play(pos, a)
        history.append(a)
        seen.append(pos)
    return start, history, seen


def wrap(payload: bytes) -> str:
    """A link around arbitrary bytes, as encode_state would write it."""
    return "1." + base64.urlsafe_b64encode(zlib.compress(payload)).decode().rstrip("=")


def expect_share_error(s: str) -> ShareError:
    with pytest.raises(ShareError) as info:
        decode_state(s)
    e = info.value
    assert str(e).strip(), "a ShareError always says what was wrong"
    assert e.code in share.MESSAGES
    assert e.code != "internal", f"an unexpected exception slipped through: {e}"
    return e


# --------------------------------------------------------------------------- round trips


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000), st.integers(0, 120), st.integers(0, 10_000))
def test_round_trip_start_and_history(seed: int, steps: int, choice_seed: int) -> None:
    start, history, seen = random_play(seed, steps, choice_seed)
    s = encode_state(start, history)
    assert len(s) <= MAX_ENCODED
    pos, hist = decode_state(s)
    assert pos == start
    assert cc.dump(pos) == cc.dump(start)
    assert hist == history  # legal_actions gives canonical text, kept exactly
    # any position reached by legal play round-trips on its own too
    if seen:
        mid = seen[len(seen) // 2]
        p2, h2 = decode_state(encode_state(mid))
        assert p2 == mid and h2 == []


def test_round_trip_shared_examples_and_dict_input() -> None:
    cases = json.loads((Path(share.__file__).parent.parent / "sandbox" / "presets.json").read_text(encoding="utf-8"))
    for p in cases["presets"]:
        pos = cc.load(p["position"])
        assert decode_state(encode_state(p["position"])) == (pos, [])


def test_history_is_canonicalised() -> None:
    start = cc.deal(seed=3)
    pos, hist = decode_state(encode_state(start, ["DRAW"]))
    assert hist == ["draw"]


def test_encode_refuses_what_it_could_not_decode() -> None:
    start = cc.deal(seed=5)
    with pytest.raises(ShareError) as e:
        encode_state(start, ["discard 9C"])  # phase is draw: not legal
    assert e.value.code == "history_bad"
    with pytest.raises(ShareError) as e:
        encode_state({"format": "canasta/1"})
    assert e.value.code == "position"
    with pytest.raises(ShareError) as e:
        encode_state(start, ["draw"] * (MAX_HISTORY + 1))
    assert e.value.code == "history_long"


def test_encode_size_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(share, "MAX_ENCODED", 100)
    with pytest.raises(ShareError) as e:
        encode_state(cc.deal(seed=1))
    assert e.value.code == "encode_too_long"
    assert "JSON" in str(e.value)


def test_sandbox_url() -> None:
    start, history, _ = random_play(11, 5, 1)
    url = sandbox_url(start, history, "es")
    assert url.startswith("./sandbox?s=1.") and url.endswith("&lang=es")
    s = url.split("s=", 1)[1].split("&", 1)[0]
    assert decode_state(s) == (start, history)


# --------------------------------------------------------------------------- bad links


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=300))
def test_random_text_only_raises_share_error(text: str) -> None:
    expect_share_error(text)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=B64, max_size=400))
def test_random_base64_body_only_raises_share_error(body: str) -> None:
    expect_share_error("1." + body)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 5_000), st.integers(0, 40), st.data())
def test_truncated_links(seed: int, steps: int, data: st.DataObject) -> None:
    start, history, _ = random_play(seed, steps, seed)
    s = encode_state(start, history)
    cut = data.draw(st.integers(0, len(s) - 1))
    e = expect_share_error(s[:cut])
    if cut > 2:
        assert e.code in ("truncated", "corrupt")
    if cut > 2 and e.code == "truncated":
        assert "incomplete" in str(e) and "cut off" in str(e)


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 5_000), st.integers(0, 30), st.data())
def test_flipped_links(seed: int, steps: int, data: st.DataObject) -> None:
    start, history, _ = random_play(seed, steps, seed + 1)
    s = encode_state(start, history)
    i = data.draw(st.integers(2, len(s) - 1))
    new = data.draw(st.sampled_from(B64).filter(lambda ch: ch != s[i]))
    bad = s[:i] + new + s[i + 1 :]
    try:
        got = decode_state(bad)
    except ShareError as e:
        assert e.code != "internal"
        assert str(e)
    else:
        # only the unused low bits of the last base64 character can change without harm
        assert i == len(s) - 1 and got == (start, history)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 5_000), st.data())
def test_bit_flipped_payload(seed: int, data: st.DataObject) -> None:
    s = encode_state(cc.deal(seed=seed))
    raw = bytearray(base64.urlsafe_b64decode(s[2:] + "=" * (-len(s[2:]) % 4)))
    bit = data.draw(st.integers(0, len(raw) * 8 - 1))
    raw[bit // 8] ^= 1 << (bit % 8)
    bad = "1." + base64.urlsafe_b64encode(bytes(raw)).decode().rstrip("=")
    try:
        got = decode_state(bad)
    except ShareError as e:
        assert str(e) and e.code != "internal"
        assert e.code in ("corrupt", "truncated", "too_big", "payload", "position", "history_bad")
    else:
        # The deflate stream's last byte can carry unused padding bits; flipping one of those
        # changes nothing, and then the link must decode to exactly the same state.
        assert got == (cc.deal(seed=seed), [])


JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=10),
    lambda children: (
        st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=8), children, max_size=5)
    ),
    max_leaves=30,
)


@settings(max_examples=200, deadline=None)
@given(JSONISH)
def test_well_packed_nonsense_only_raises_share_error(obj: object) -> None:
    expect_share_error(wrap(json.dumps(obj).encode()))


@settings(max_examples=200, deadline=None)
@given(
    st.sampled_from(
        [
            "dealer",
            "turn",
            "phase",
            "hands",
            "stock",
            "melds",
            "pile",
            "format",
            "scores",
            "this_turn",
        ]
    ),
    JSONISH,
    st.lists(st.text(max_size=30), max_size=4),
)
def test_damaged_position_or_history_inside_a_good_link(
    key: str, value: object, history: list[str]
) -> None:
    p = cc.to_dict(cc.deal(seed=42))
    p[key] = value
    s = wrap(json.dumps({"p": p, "h": history}).encode())
    try:
        decode_state(s)
    except ShareError as e:
        assert e.code in ("position", "history_bad", "payload"), e.code
    # (a value that happens to be valid, with an empty or legal history, may decode: fine)


def test_named_failures() -> None:
    good = encode_state(cc.deal(seed=9), ["draw"])
    assert expect_share_error("").code == "empty"
    assert expect_share_error("   ").code == "empty"
    assert expect_share_error("1").code == "truncated"
    assert expect_share_error("1.").code == "truncated"
    assert expect_share_error("9." + good[2:]).code == "version"
    # text with no version prefix at all is no link, not an old one (the page said "made by a
    # different version of the sandbox" of garbage!!)
    assert expect_share_error("hello").code == "not_link"
    assert expect_share_error("garbage!!").code == "not_link"
    assert expect_share_error(good + "%21").code == "characters"
    assert expect_share_error(good[:-3]).code == "truncated"
    assert expect_share_error("x" * (MAX_ENCODED + 1)).code == "too_long"
    assert expect_share_error(good + good).code in ("characters", "corrupt")
    # a line break from an email client does not matter
    assert decode_state(good[:20] + "\n" + good[20:]) == decode_state(good)


def test_zip_bomb_is_refused_without_unpacking_it() -> None:
    bomb = zlib.compress(b"[" + b" " * (4 * 1024 * 1024) + b"]", 9)
    s = "1." + base64.urlsafe_b64encode(bomb).decode().rstrip("=")
    assert len(s) <= MAX_ENCODED, "the bomb fits in a link: the decompression cap must stop it"
    assert expect_share_error(s).code == "too_big"
    # exactly at the cap is accepted by the unpacker (then refused as not a position)
    edge = wrap(b" " * (MAX_DECOMPRESSED - 2) + b"{}")
    assert expect_share_error(edge).code == "payload"
    over = wrap(b" " * (MAX_DECOMPRESSED - 1) + b"{}")
    assert expect_share_error(over).code == "too_big"


def test_history_cap_in_link() -> None:
    p = cc.to_dict(cc.deal(seed=1))
    s = wrap(json.dumps({"p": p, "h": ["draw"] * (MAX_HISTORY + 1)}).encode())
    assert expect_share_error(s).code == "history_long"


def test_illegal_history_in_link_names_the_action() -> None:
    p = cc.to_dict(cc.deal(seed=1))
    s = wrap(json.dumps({"p": p, "h": ["draw", "draw"]}).encode())
    e = expect_share_error(s)
    assert e.code == "history_bad" and "2" in str(e) and "draw" in str(e)


def test_deep_nesting_is_a_share_error() -> None:
    s = wrap(b"[" * 50_000 + b"]" * 50_000)
    assert expect_share_error(s).code in ("payload", "too_big")


def test_the_pending_action_travels_with_the_link() -> None:
    from canasta_app.shell.share import decode_share

    start = cc.deal(seed=4)
    s = encode_state(start, ["draw"], "meld 5C 5D 5H")
    shared = decode_share(s)
    assert shared.position == start and shared.history == ["draw"]
    assert shared.pending == "meld 5C 5D 5H"  # kept as typed: the same question
    assert decode_state(s) == (start, ["draw"])
    # no pending action: the link is exactly what it was before
    assert decode_share(encode_state(start)).pending == ""
    assert len(encode_state(start, [], "take 7H 7S")) < len(encode_state(start)) + 40


def test_a_pending_action_over_the_cap_is_refused_not_cut() -> None:
    from canasta_app.shell.share import ShareError

    with pytest.raises(ShareError) as e:
        encode_state(cc.deal(seed=4), [], "x" * 401)
    assert e.value.code == "pending_long" and "400" in str(e.value)


def test_downloaded_situation_replays_history_and_pending() -> None:
    import json

    from canasta_app.shell.share import situation_dict, situation_from

    start = cc.deal(seed=9)
    after = cc.play(start, "draw")
    d = json.loads(json.dumps(situation_dict(start, ["draw"], "discard 9C", after)))
    assert cc.load(d) == after  # a plain position for any other tool
    shared = situation_from(d)
    assert shared is not None
    assert shared.position == start and shared.history == ["draw"]
    assert shared.pending == "discard 9C"
    assert situation_from(cc.to_dict(after)) is None


def test_every_share_error_has_its_message_in_both_languages() -> None:
    """Each way a link can fail names its own message (the key check sees them all)."""
    from canasta_app.text import keys as KEYS
    from canasta_app.text.i18n import t

    for code, key in KEYS.SHARE_ERROR.items():
        for lang in ("en", "es"):
            assert t(key, lang, found="x", length=1, limit=1, bad="!", count=1, number=1,
                     action="a", detail="d", detail_es="d") != key, (code, lang)
    assert "not_link" in KEYS.SHARE_ERROR
