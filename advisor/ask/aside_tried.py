"""A card said only in an aside that tells a run tried elsewhere (reader40b, issue 27): "显卡 A40 * 4 … 每次都会OOM
（尝试过在单卡A100 80G开了pure_bf16则不会OOM）；… A40 * 4的配置是否支持…", "I have two 4090s, 70b is slow (tried it on
an H100 once, fast), how to speed it up?". The aside in brackets is a test run on another machine, told to compare:
the card in it is neither a second card of the asker's rig nor a count to add, so it is dropped when a card said
outside the aside is left. A bracket that only names or details a card ("4张3090（24G）", "(my old 1080 Ti)") tells
no run elsewhere and keeps it. Pure: no I/O."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .gate import gate_module

if TYPE_CHECKING:
    from .reader import Reading

# a run elsewhere, tried or done before: "尝试过在单卡A100", "之前在A100上跑", "试过H100", "tried it on an H100",
# "tested on a friend's A100", "previously on an A100"
TRIED_ELSEWHERE = re.compile(r"尝试过|嘗試過|试过|試過|测试过|測試過|跑过|跑過|之前|以前|曾经|曾經|另外|"
                             r"(?<![a-z])(?:tried|tested|ran|previously|before|used\s+to|elsewhere|"
                             r"a\s+friend'?s|colleague'?s|on\s+colab|on\s+kaggle)(?![a-z])")

_OPEN, _CLOSE = "(（[", ")）]"


def _aside_at(text: str, at: int) -> tuple[int, int] | None:
    """The span of the bracketed aside the place ``at`` of ``text`` is in, or None."""
    depth, start = 0, -1
    for i in range(at - 1, max(-1, at - 120), -1):
        if text[i] in _CLOSE:
            depth += 1
        elif text[i] in _OPEN:
            if depth == 0:
                start = i
                break
            depth -= 1
    if start < 0:
        return None
    end = next((j for j in range(at, min(len(text), at + 160)) if text[j] in _CLOSE), -1)
    return None if end < 0 else (start, end + 1)


def _in_aside(text: str, at: int) -> bool:
    """Whether the place ``at`` of ``text`` is inside a bracketed aside telling a run tried elsewhere."""
    span = _aside_at(text, at)
    return span is not None and TRIED_ELSEWHERE.search(text[span[0]:span[1]]) is not None


def tried_elsewhere(r: Reading) -> list[str]:
    """The cards of ``r`` said only in an aside telling a run tried elsewhere (module docstring), when a card said
    outside such an aside is left; none otherwise. Read in the question as typed (the card reader's text has no
    brackets): every place the card's model number is said is in such an aside."""
    if len(r.cards) < 2 or not any(c in r.text for c in _OPEN):
        return []
    text, out = r.text.lower(), []
    for card in r.cards:
        number = re.search(r"\d{2,5}", card)
        places = [m.start() for m in re.finditer(rf"(?<!\d){number.group()}(?!\d)", text)] if number else []
        if places and all(_in_aside(text, p) for p in places):
            out.append(card)
    return [] if len(out) == len(r.cards) else out


gate_module(globals())
