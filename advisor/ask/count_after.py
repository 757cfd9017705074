"""A Chinese count written after its card (issue 27, round 13). Pure: no I/O.

"2080ti要四张？那3090能跑吗？一张可以吗？", "我有3090两张，4090一张": the count follows the card it counts ("要四张":
four are needed of it; "两张": two of it), where a count before a card ("两张3090") counts the card after it. Read
as a count before the next card, "四张" went to the 3090 and the 2080 Ti was counted once. :func:`counts_card_before`
tells the first from the second; :func:`advisor.ask.spans.read_counts` then marks the count as said after its card,
as it does "3090 x2".
"""

from __future__ import annotations

import re

from .gate import gate_module

# a card's number (with its letters and variant) right before the count, a verb of needing or having between:
# "2080ti要", "3090", "a100需要", "4090 24g 有"
_CARD_BEFORE = re.compile(r"(?:(?<![a-z0-9])[a-z]{0,5}\s?\d{2,5}(?:\s?(?:ti|super|s|d|xt|xtx))?(?:\s+\d{1,3}\s?gb?)?)"
                          r"\s*(?:要|需要|得|有|用了|用)?\s*$")
# a card (or a word for one) right after the count: then the count is that card's ("两张3090", "四张卡")
_CARD_AFTER = re.compile(r"\s*(?:rtx|gtx|tesla|quadro|radeon|titan|泰坦|[a-z]{0,3}\s?\d{2,5}|卡|显卡|顯卡|gpu)")


def counts_card_before(s: str, start: int, end: int) -> bool:
    """Whether the Chinese count ``s[start:end]`` ("四张", "两张") counts the card written just before it.

    Args:
        s: the question in lower case, as the reader holds it.
        start, end: the count's span in ``s``.

    Returns:
        True when a card's number stands right before the count (a verb of needing or having between, at most)
        and no card or word for one follows it.
    """
    return bool(_CARD_BEFORE.search(s[max(0, start - 24):start])) and not _CARD_AFTER.match(s, end)


gate_module(globals())
