"""Whether a message is a question by its marks (issue 27, round 13). Pure: no I/O.

Chinese asks with a particle as often as with a question mark: "可以用a卡训练吗" is as much a question as
"可以用a卡训练吗？" (it was read as nothing, where the second was read as which card to buy). :func:`asked` is true
for either mark."""

from __future__ import annotations

import re

from .gate import gate_module

# a question mark, or a Chinese question particle ("吗", "嗎"; "么" and "呢" only at the end: "怎么" asks how, "呢" also
# ends a statement's clause mid-sentence)
_ASKED = re.compile(r"[?？]|吗|嗎|(?:么|麼|呢)\s*$")


def asked(text: str) -> bool:
    """Whether ``text`` (a message, any case) is written as a question: a question mark or a Chinese particle."""
    return bool(_ASKED.search(text))


gate_module(globals())
