"""Each card's memory said in the cards' order, apart from their names (issue 27, reader43): "我使用3050ti和3060ti …
两张卡显存一个是4g，一个是8g", "两张2080ti, 显存分别10G和11G", "a 3060 and a 3080 with 12gb and 10gb respectively".

The sizes are the stated memory of the cards read, one each in order (``Reading.card_memory``), when as many sizes as
cards are said; otherwise nothing is read here."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .reader import Reading

_SIZE = r"(\d{1,3}(?:\.\d+)?)\s*(?:gb|g|gib)(?![a-z])"
_MEMORY_WORD = re.compile(r"显存|顯存|vram|memory|内存|內存")
# "一个是4g，一个是8g", "一张8G一张12G": one size per card, each after "one"
_ONE_EACH = re.compile(rf"(?:一|另一)(?:个|個|张|張|块|塊)(?:卡)?\s*(?:是|为|為|有|的)?\s*{_SIZE}")
# "显存分别10G和11G", "分别是8g、12g": the sizes listed after "respectively"
_RESPECTIVELY_ZH = re.compile(r"分别|分別")
# "with 12gb and 10gb respectively", "12gb/10gb of vram respectively"
_RESPECTIVELY_EN = re.compile(r"respectively")
_LISTED = re.compile(rf"{_SIZE}((?:\s*(?:和|与|與|跟|、|,|，|/|and)\s*{_SIZE})+)")


def _sizes(listed: re.Match[str]) -> list[float]:
    return [float(x) for x in re.findall(_SIZE, listed.group())]


def sizes_in_order(low: str) -> list[float]:
    """The memory sizes said one per card in ``low`` (the question, lower case), in order; ``[]`` when none are."""
    if not _MEMORY_WORD.search(low):
        return []
    each = [float(m.group(1)) for m in _ONE_EACH.finditer(low)]
    if len(each) >= 2:
        return each
    for word in (_RESPECTIVELY_ZH, _RESPECTIVELY_EN):
        for w in word.finditer(low):
            window = low[w.end():w.end() + 40] if word is _RESPECTIVELY_ZH else low[max(0, w.start() - 60):w.start()]
            listed = list(_LISTED.finditer(window))
            if listed:
                return _sizes(listed[0] if word is _RESPECTIVELY_ZH else listed[-1])
    return []


def set_each_memory(r: Reading) -> None:
    """``r.card_memory`` as the sizes said one per card (module docstring), when the counts agree."""
    if len(r.cards) < 2 or len(r.card_memory) != len(r.cards):
        return  # (a size the card reader glued to the card after it, "a 3090 with 11gb and 24gb … respectively", is
        # one of the list, so the list said decides)
    sizes = sizes_in_order(r.text.lower())
    if len(sizes) == len(r.cards):
        r.card_memory = list(sizes)
