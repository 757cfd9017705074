"""The reader's word lists compiled with the look-behind after each phrase's first character
(``advisor.ask.vocabulary.pattern``, issue 30 §1) match exactly what the look-behind before it matched."""

from __future__ import annotations

import re
import tomllib

from hypothesis import given, settings
from hypothesis import strategies as st

from advisor.ask.vocabulary import WORDS_FILE, pattern


def _before(phrases: list[str]) -> re.Pattern[str]:
    """``pattern`` as it was: each Latin phrase's look-behind before its first character."""
    parts = []
    for p in sorted(set(phrases), key=lambda x: (-len(x), x)):
        body = re.escape(p).replace(r"\ ", r"\s+")
        if p[:1].isascii() and p[:1].isalnum():
            body = r"(?<![a-z0-9])" + body
        if p[-1:].isascii() and p[-1:].isalnum():
            body += r"(?![a-z0-9])"
        parts.append(body)
    return re.compile("|".join(parts) if parts else r"(?!)")


def _lists() -> list[list[str]]:
    with open(WORDS_FILE, "rb") as fh:
        words = tomllib.load(fh)
    return [v for section in words.values() if isinstance(section, dict) for v in section.values()
            if isinstance(v, list) and v and all(isinstance(w, str) for w in v)]


LISTS = _lists()
PHRASES = sorted({w for words in LISTS for w in words})


def _spans(p: re.Pattern[str], s: str) -> list[tuple[tuple[int, int], str]]:
    return [(m.span(), m.group()) for m in p.finditer(s)]


@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_every_word_list_matches_as_before(data):
    words = data.draw(st.sampled_from(LISTS))
    glue = st.sampled_from(["", " ", "  ", "a", "x", "1", "9", "-", ".", "?", "\n", "，", "的", "_", "é"])
    pieces = data.draw(st.lists(st.one_of(st.sampled_from(PHRASES), glue, st.text(max_size=4)), max_size=12))
    text = "".join(pieces).lower()
    assert _spans(pattern(words), text) == _spans(_before(words), text)
    assert bool(pattern(words).fullmatch(text)) == bool(_before(words).fullmatch(text))


def test_made_up_lists_match_as_before():
    words = ["a", "ab", "a b", "9", "9x", "x9?", "?", "二手", "or", "for", "a-b"]
    for text in ["a", " a", "ba", "a b", "ab", "9x", "19x", "x9?", "or for", "xor", "二手a", "a-b", "ca-b", "\na"]:
        assert _spans(pattern(words), text) == _spans(_before(words), text)
