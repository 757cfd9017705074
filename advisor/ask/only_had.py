"""A card a software is said not to support, beside the only cards the asker has (reader52, issue 27):
"因为flashAttention2不支持V100 … 目前我这边现有机器只有2张4090卡" (Z761), "flash attention 2 doesn't support the V100,
I only have two 4090s, can I finetune mixtral with qlora?". The card unsupported is why the asker cannot take a way
shown for it, not a card of the asker's rig nor one weighed: it is dropped, and the count with it, when a card said
right after the words of having only it ("我只有", "我这边现有机器只有", "I only have") is left. A card asked about
beside the one had ("I only have a 3060, does flash attention support the 4090?") is kept: the unsupported card must be
said as a software's object, never asked. Pure: no I/O."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .budgets import drop_card

if TYPE_CHECKING:
    from .reader import Reading

# having only the cards said next, right before one: "我只有", "我这边现有机器只有2张", "手上只有两块", "I only have
# two", "we only have a"
_ONLY_HAD = re.compile(r"(?:我|我们|我們|我这边|我這邊|现有|現有|手上|手里|手裡|目前)[^，。,.;；!?？]{0,12}?"
                       r"(?:只有|仅有|僅有)\s*"
                       r"(?:\d+|[一二两兩三四五六七八])?\s*(?:张|張|块|塊|台)?\s*$|"
                       r"(?<![a-z])(?:i|we)\s+(?:only\s+have|have\s+only|only\s+got|just\s+have)\s+"
                       r"(?:an?\s+|one\s+|two\s+|three\s+|four\s+|\d+\s*x?\s*)?$")

# a software said not to support the card right after: "flashAttention2不支持V100", "doesn't support the V100", "is not
# supported on a V100"; never a question ("does it support the V100?")
_UNSUPPORTED = re.compile(r"(?:不支持|不支援|不兼容|不相容)\s*$|"
                          r"(?<![a-z])(?:doesn'?t|does\s+not|don'?t|do\s+not|won'?t|will\s+not)\s+(?:support|run\s+on|"
                          r"work\s+on)\s+(?:the\s+|an?\s+)?$|(?<![a-z])(?:is|are)\s+not\s+supported\s+on\s+(?:the\s+|an?\s+)?$")


def drop_unsupported(r: Reading) -> None:
    """Take out of ``r`` each card said as a software's unsupported one when another card is said as the only one had
    (module docstring); ``r`` unchanged when its cards' places are not known."""
    if len(r.card_at) != len(r.cards) or len(r.cards) < 2 or not r.card_text:
        return
    low = r.card_text.lower()
    only = [i for i, at in enumerate(r.card_at) if _ONLY_HAD.search(low[max(0, at - 24):at])]
    if not only:
        return
    gone = [c for i, (c, at) in enumerate(zip(r.cards, r.card_at, strict=True))
            if i not in only and _UNSUPPORTED.search(low[max(0, at - 24):at])]
    for card in gone:
        drop_card(r, card)
        r.unsupported_dropped = True  # its "不支持" is the dropped card's: no support asked of the one left
    if gone and len(r.cards) == 1 and r.card_counts:
        r.gpus = r.card_counts[0] if r.card_counts[0] > 1 else None
