"""Something sold that is not a card (fix72a #3): "sell my car to buy a 4090", "I'd sell my kidney for an H100",
"卖车买4090", "把车卖了买一张4090": the asker's car is theirs, the card is what they would buy — never a card had, never
a card for sale. The thing sold names no card (no model number, no card or brand word); "sell my 3090 to buy a
4090", "sell my old card for a 5090" and "卖掉我的3090换4090" keep their reading (the card sold is had, a switch).

Pure: the question's words.
"""

from __future__ import annotations

import re

_CARD_WORD = re.compile(r"\d|(?<![a-z])(?:gpus?|cards?|rtx|gtx|rx|radeon|geforce|quadro|tesla|titan|arc|nvidia|amd|"
                        r"intel|instinct|mi\d*|vram|graphics)(?![a-z])|显卡|顯卡|卡|gpu", re.IGNORECASE)
"""A word that makes the thing sold a card (a number, a card or brand word)."""
_SOLD_EN = re.compile(r"(?<![a-z])(?:sell(?:s|ing)?|sold|pawn(?:s|ing|ed)?)\s+(?:off\s+)?(?:my|our)\s+"
                      r"(?P<thing>[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,3}?)"
                      r"(?=\s*(?:$|[,.;!?]|\s(?:to|for|and|so|in\s+order|just|only|if|or)(?![a-z])))")
"""An English sale of something of the asker's ("sell my car to buy", "selling my motorcycle for")."""
_SOLD_CN = re.compile(r"(?:卖|賣)(?:掉|了)*(?:我的|家里的|家裡的)?"
                      r"(?P<thing>[^\s\d，。,.！？!?、买買换換了掉a-z]{1,6}?)(?:了|掉)*"
                      r"(?:去|来|來|然后|然後|再)?(?:买|買|换|換|入)"
                      r"|把(?:我的|家里的|家裡的)?(?P<thing2>[^\s\d，。,.！？!?、买買换換a-z]{1,6}?)(?:卖|賣)(?:掉|了)+")
"""A Chinese sale of something ("卖车买", "卖掉我的车买", "把车卖了")."""


def sold_others(s: str) -> list[tuple[int, int]]:
    """The spans of ``s`` (lower case) that sell something of the asker's that names no card (module docstring)."""
    found = []
    for m in [*_SOLD_EN.finditer(s), *_SOLD_CN.finditer(s)]:
        thing = m.group("thing") if m.re is _SOLD_EN else (m.group("thing") or m.group("thing2"))
        if thing and not _CARD_WORD.search(thing):
            found.append(m.span())
    return found


def without_sold_other(s: str) -> str:
    """``s`` with each sale of a thing that is not a card blanked (its "my" is no card had; module docstring)."""
    for start, end in sold_others(s):
        s = s[:start] + " " * (end - start) + s[end:]
    return s


__all__ = ["sold_others", "without_sold_other"]
