"""How options are written around card names (issue 27, round 13): numbered lists and generations said first. Pure.

"I have two options: 1. Buy 1 Pascal Titan X 2. Buy 2 Pascal GTX 1080 and bridge them" — the list's "2." right
after "Titan X" reads as a count of it ("titan x 2"), and "Pascal" between "1" and "Titan X" keeps the count from
its card. :func:`unlist` turns the numbers of a numbered list (a "1." or "1)" and a "2." or "2)" later) into
separators, and moves a generation written before a card's name after it ("pascal titan x" → "titan x pascal",
as the name index reads it), so each option keeps its own card and count.
"""

from __future__ import annotations

import re

from .gate import gate_module

# a numbered list: its first item's mark at the start or after a colon or a stop, and a second item's mark later
# (reader51b) never a number's last digit ("cuda capability 6.1. How to solve it?" is no list's "1.")
_FIRST = re.compile(r"(?:^|(?<!\d)[:：.。;；!?？]\s*|\s)1[.)]\s+(?=\S)")
_SECOND = re.compile(r"\s2[.)]\s+(?=\S)")
# an item's mark: a digit, a dot or a bracket, a space — never a version ("3.5", "v1.", "6.1.") nor a price ("$1.")
_MARK = re.compile(r"(?:(?<=^)|(?<=[\s:：.。;；!?？]))(?<!\d\.)([1-9])[.)]\s+(?=[^\d\s])")
# a generation said before the card's name: "pascal titan x", "maxwell gtx 980", "volta titan v"
_GENERATION_FIRST = re.compile(r"(?<![a-z])(kepler|maxwell|pascal|volta|turing|ampere)\s+"
                               r"((?:geforce\s+)?(?:titan(?:\s?(?:xp|x|v|z|black))?|(?:gtx|rtx|tesla|quadro)\s?[a-z]?\d{2,4}"
                               r"(?:\s?ti)?))(?![a-z0-9])")


def unlist(s: str) -> str:
    """``s`` (the question in lower case) with a numbered list's marks made separators and a generation said
    before a card's name put after it (module docstring); any other text as it is."""
    if (first := _FIRST.search(s)) and _SECOND.search(s, first.end()):  # the second item after the first
        s = _MARK.sub(" ; ", s)
    return _GENERATION_FIRST.sub(r"\2 \1", s)


gate_module(globals())
