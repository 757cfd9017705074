"""A follow-up that weighs the card the asker said they have against another (fix72a #2): "I have a 3090" then
"should I sell it for a 4090?", "is a 4090 better than mine?", "trade it in for a 5080?", "我应该把它卖了换4090吗" — the
follow-up's "it", "mine", "my card", "它" is the owned card of the turn before, so the answer is the owner's
comparison (the card had against the one named), as the one-turn form "I have a 3090, should I sell it for a 4090?"
is; never a verdict on the new card as if it were theirs or a buyer's.

Pure: the follow-up's words and the reading before.
"""

from __future__ import annotations

import re
from typing import Any

_OWNED_WORDS = (r"(?:it|mine|this\s+(?:one|card|gpu)|that\s+(?:one|card|gpu)|"
                r"my\s+(?:(?:current|old|own)\s+)?(?:card|gpu|one))")
_REFERS = re.compile(
    r"(?<![a-z])(?:sell(?:ing)?|trad(?:e|ing)(?:\s+in)?|swap(?:ping)?|replac(?:e|ing)|upgrad(?:e|ing)|ditch(?:ing)?|"
    r"dump(?:ing)?|switch(?:ing)?|get(?:ting)?\s+rid\s+of)\s+" + _OWNED_WORDS + r"(?![a-z])|"
    r"(?<![a-z])(?:than|over|vs\.?|versus|against)\s+" + _OWNED_WORDS + r"(?![a-z])|"
    r"(?:它|我的(?:卡|显卡|顯卡|那张|那張)|这张卡|這張卡|手上的卡|手里的卡|手裡的卡)\S{0,4}?(?:卖|賣|换|換|出|升级|升級)|"
    r"(?:比|和|跟|对比|對比)(?:它|我的(?:卡|显卡|顯卡))")
"""Words that weigh the card had, said as "it", "mine", "my card" or "它" (module docstring)."""
_SWITCHING = re.compile(
    r"(?<![a-z])(?:(?:sell(?:ing)?|trad(?:e|ing)(?:\s+in)?|swap(?:ping)?|replac(?:e|ing))\s+my|upgrad(?:e|ing)\s+(?:to|from)|"
    r"(?:switch(?:ing)?|mov(?:e|ing)|go(?:ing)?)\s+(?:up\s+)?to|"
    r"(?:should|would|could|do|shall)\s+(?:i|we)\s+(?:get|buy|go\s+for|grab|pick\s+up|upgrade|switch))(?![a-z])|"
    r"卖掉|賣掉|卖了|賣了|出掉|换成|換成|换到|換到|升级到|升級到|升级成|升級成|想换|想換|要不要换|要不要換|该不该换|該不該換")
"""Words of a switch or an upgrade from the card had (as :data:`advisor.ask.switch.SWITCH` and ``UPGRADE_TO``, which
this module cannot import: :mod:`advisor.ask.followups` reads it)."""


def owned_switch_follow(previous: Any, r: Any) -> bool:
    """Whether follow-up ``r`` (a :class:`~advisor.ask.reader.Reading`) weighs the one card the asker owned in
    ``previous`` (the :class:`~advisor.ask.models.ReadAs` before) against the one other card it names: a switch or
    an upgrade said ("sell it for", "should I get", "换成"), or the owned card said as "it", "mine", "它"."""
    if not (previous.own and previous.command in ("why", "fits") and len(previous.cards) == 1 and len(r.cards) == 1
            and r.cards[0] != previous.cards[0] and (previous.gpus or 1) == 1):
        return False
    low = r.text.lower()
    return bool(_REFERS.search(low) or _SWITCHING.search(low))


__all__ = ["owned_switch_follow"]
