"""The cards an environment lists, counted card by card (issue 27, round 14). Pure: no I/O.

A bug report pastes its environment: "GPU 0: NVIDIA GeForce RTX 3090, GPU 1: NVIDIA GeForce RTX 3090, GPU 2: … RTX
4090". With one card read, :meth:`advisor.ask.reader.Reader._recount` counts the entries; with several cards read,
each entry is the card of the reading whose name it holds most of (its model number first: "3090" is the RTX 3090,
never the 3090 Ti), and each card is counted by its entries — four RTX 3090 and one RTX 4090, not one of each. The
pattern is behind the reader's literal gate (:mod:`advisor.ask.gate`).
"""

from __future__ import annotations

import re

from .gate import gate_module

# one entry of the list: "gpu 3: nvidia geforce rtx 4090" up to the next entry, a line's end or a clause's stop
# ("gpu_1: rx 6700 xt 12gb": an index written with an underscore, reader47)
_ENTRY = re.compile(r"(?<![a-z])gpu[\s_]*(\d{1,2})\s*[:：]\s*([^\n;|]*?)(?=(?:,?\s*gpu[\s_]*\d{1,2}\s*[:：])|[\n;|]|$)")
_WORD = re.compile(r"[a-z]+|\d+")


def _words(text: str) -> set[str]:
    return set(_WORD.findall(text.lower()))


def listed_counts(low: str, cards: list[str]) -> list[int] | None:
    """How many of each of ``cards`` (the canonical names read, two or more) the environment list in ``low`` (the
    question in lower case) holds, or ``None`` when it lists fewer than two entries or an entry names none of them.
    An entry is the card sharing a model number with it and most of its other words, with the fewest words it lacks
    ("GeForce RTX 3090" for "nvidia geforce rtx 3090", never "GeForce RTX 3090 Ti")."""
    entries = {int(m.group(1)): m.group(2) for m in _ENTRY.finditer(low)}
    if len(entries) < 2 or len(cards) < 2:
        return None
    names = [_words(c) for c in cards]
    counts = [0] * len(cards)
    for entry in entries.values():
        said = _words(entry)
        scored = [(len(n & said), -len(n - said), i) for i, n in enumerate(names)
                  if any(w.isdigit() and w in said for w in n)]
        if not scored:
            return None
        counts[max(scored)[2]] += 1
    return counts if all(counts) else None


gate_module(globals())
