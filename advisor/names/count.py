"""How many of one card a typed name asks for: ``2x 1080``, ``2 x 1080``, ``1080 x2``, ``two 1080s``,
``dual 3090``, ``两张1080``, ``2张1080``, ``1080两张``.

:func:`split_count` reads a count before or after a name (digits up to :data:`MAX_COUNT` or the words of
:data:`~advisor.names.vocabulary.COUNT_WORDS`, with or without a unit of
:data:`~advisor.names.vocabulary.COUNT_UNITS`) and returns it with the name that is left;
:meth:`advisor.names.NameIndex.count` keeps the count only when that name is a card and the whole
text is not one (``hd 4870 x2`` and ``gtx 260 core 216`` are cards). Pure; never raises.
"""

from __future__ import annotations

import re
import unicodedata

from .vocabulary import COUNT_UNITS, COUNT_WORDS

MAX_COUNT = 16  # an owner's rig (advisor.kinds.MAX_RIG); recommend plans for at most 8 (--gpus)
_WORDS = "|".join(re.escape(w) for w in sorted(COUNT_WORDS, key=len, reverse=True))
_UNITS = "|".join(re.escape(u) for u in COUNT_UNITS)
_LATIN = r"(?<![a-z0-9])"
# "2x 1080", "2 x 1080", "2×1080", "2张1080", "两张1080", "two 1080s", "dual 3090", "2 1080s"
_BEFORE = re.compile(rf"^\s*(?:{_LATIN}(\d{{1,2}})\s*(?:{_UNITS})|({_WORDS})\s*(?:{_UNITS})?(?:\s*of)?"
                     rf"|([1-8])(?=\s+\S))\s*(?P<rest>\S.*)$")
# "1080 x2", "1080x 2", "1080 ×2", "1080 * 2", "1080两张", "1080 2张"
_AFTER = re.compile(rf"^(?P<rest>.*?\S)\s*(?:(?:{_UNITS})\s*(\d{{1,2}})|(?:(?<![0-9.])(\d{{1,2}})|({_WORDS}))\s*"
                    rf"(?:张|張|块|塊|片))\s*$")


def split_count(text: str) -> tuple[int, str] | None:
    """``(count, the name without it)`` when ``text`` asks for several of one card, else None
    (also for a count of 1 or one above :data:`MAX_COUNT`)."""
    s = unicodedata.normalize("NFKC", text or "").lower().strip()
    m = _BEFORE.match(s)
    if m:
        word = m.group(1) or m.group(2) or m.group(3)
    else:
        m = _AFTER.match(s)
        if not m:
            return None
        word = m.group(2) or m.group(3) or m.group(4)
    n = int(word) if word.isdigit() else COUNT_WORDS.get(word, 0)
    rest = m.group("rest").strip()
    if not 2 <= n <= MAX_COUNT or not rest:
        return None
    return n, rest


# "100x 3090", "100 x 3090", "20张3090": a count written as one, past MAX_COUNT (break25 #24)
_MANY = re.compile(rf"^\s*{_LATIN}(\d{{2,9}})\s*(?:{_UNITS})\s*(?P<rest>\S.*)$")


def split_many(text: str) -> tuple[int, str] | None:
    """``(count, the name without it)`` when ``text`` asks for more than :data:`MAX_COUNT` of one card in a
    count's form (digits and a unit: ``100x 3090``), else None: a count said as a count limit, never as an
    unknown card. Pure; never raises."""
    s = unicodedata.normalize("NFKC", text or "").lower().strip()
    m = _MANY.match(s)
    if not m or int(m.group(1)) <= MAX_COUNT:
        return None
    return int(m.group(1)), m.group("rest").strip()
