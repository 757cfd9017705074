"""A multi-GPU build asked for with no number (issue 28, answers61): "$2,500 for a multi-gpu rig?", "best multi
gpu setup for 5000", "预算2万配多卡", "多张卡的方案". The words ask for a build of several cards, yet no count
was read, so the ranking answered with one card. Read as the fewest such a build has, two cards, and said so on the
read-as line ("several gpus" and "a few cards" are read as two by the count reader already). Never where one card is
weighed against several as a way of running ("单卡还是多卡", "multi-gpu or a single card?"), nor beside a card
named. Pure."""

from __future__ import annotations

import re

from ..i18n import UserText, msg
from .models import ReadAs

MULTI = re.compile(r"(?<![a-z])multi[\s-]?(?:gpus?|cards?)(?:\s+(?:rigs?|builds?|setups?|systems?|machines?|boxes?))?"
                   r"(?![a-z])|(?<![a-z])(?:gpu|card)\s+(?:cluster|farm)(?![a-z])|多\s*(?:卡|张卡|張卡|块卡|塊卡|张显卡|"
                   r"張顯卡|块显卡|塊顯卡|gpu|显卡|顯卡)")
_ONE_AGAINST = re.compile(r"单卡|單卡|一张卡|一張卡|(?<![a-z])(?:single|one)\s+(?:big\s+|large\s+|fast\s+)?"
                          r"(?:gpu|card)(?![a-z])")


def multi_rig(text: str, read_as: ReadAs) -> ReadAs:
    """``read_as`` with two GPUs when a budget's ranking is asked for a multi-GPU build with no number said (module
    docstring); unchanged otherwise."""
    low = text.lower()
    if read_as.command != "recommend" or read_as.gpus is not None or read_as.cards or read_as.budget is None:
        return read_as
    said = MULTI.search(low)
    if said is None or _ONE_AGAINST.search(low):
        return read_as
    note = msg("ask.multi-rig", "“{typed}” read as a build of 2 cards, the fewest it has; say how many you mean "
               "(3 or 4 cards leave less for each).", typed=UserText(value=said.group().strip()))
    return read_as.model_copy(update={"gpus": 2, "notes": [*read_as.notes, note]})
