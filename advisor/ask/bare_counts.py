"""A follow-up that is a count of GPUs alone ("and for three?", "what about 4?", "那4张呢"), read without the topics
it may follow (:mod:`advisor.ask.topics` re-exports it; :mod:`advisor.ask.rig_cost` reads it without an import
cycle). Pure.
"""

from __future__ import annotations

import re

_COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
           "一": 1, "两": 2, "兩": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8}
_BARE_COUNT = re.compile(r"^\s*(?:and|what\s+about|how\s+about|ok\s+and|then|那|那么|那麼|如果|换成|換成|改成)?\s*"
                         r"(?:for|with)?\s*(?:the\s+)?([1-8]|one|two|three|four|five|six|seven|eight|[一两兩二三四五六七八])"
                         r"\s*(?:gpus?|cards?|of\s+them|张|張|块|塊|个|個|卡)?\s*(?:呢|instead|then)?\s*[?？。.!]*\s*$")
"""A follow-up that is a count of GPUs alone ("and for three?", "what about 4?", "那4张呢")."""


def bare_count(text: str) -> int | None:
    """The count of GPUs a follow-up says alone ("and for three?" → 3, "那4张呢" → 4); ``None`` otherwise."""
    m = _BARE_COUNT.match(text.lower())
    if m is None:
        return None
    word = m.group(1)
    return int(word) if word.isdigit() else _COUNTS[word]


__all__ = ["bare_count"]
