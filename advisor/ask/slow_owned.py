"""A slowness seen on hardware, with no card named (reader34: "为什么在计算卡上的速度不如本机的普通显卡的速度，
是需要修改什么吗", "why is training slower on the server than on my desktop?"): why it is slow is asked, so the answer
is
the verdict's (``why``, which asks which card: :data:`advisor.ask.answer.ASK_OWN_CARD`), never a card to buy for a
budget not given — as out of memory on a card not named is. Pure: no I/O."""

from __future__ import annotations

import re
from typing import Any

from . import cues
from .gate import gate_module

# a slowness or a speed found lower than another's, seen: "速度不如…", "比…慢", "训练很慢", "slower than", "so slow"
SLOWER_SEEN = re.compile(r"(?:速度|训练|訓練|推理|生成|跑)[^，。,.?？!！]{0,16}?"
                         r"(?:不如|比不上|慢于|慢於|更慢|还慢|還慢)|"
                         r"比[^，。,.?？!！]{1,12}?慢|"
                         r"缓慢|緩慢|(?:很|太|巨|超|非常|特别|特別|好)\s*慢|"
                         r"(?<![a-z])(?:slower\s+(?:than|on)|so\s+slow|very\s+slow|too\s+slow|really\s+slow)(?![a-z])")


def slow_seen_owned(r: Any, text: str) -> bool:
    """Whether the reading ``r`` of ``text`` (lower case) is a slowness seen with nothing named: no card, device, model
    or budget read, no buyer's word, and a slowness seen (on hardware someone runs: the asker's, or theirs to fix)."""
    return bool(not r.cards and not r.unknown and r.model is None and r.budget is None
                and not cues.BUYING.search(text) and SLOWER_SEEN.search(text))


gate_module(globals())
