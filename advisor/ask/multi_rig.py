"""A multi-GPU build asked for with no number (issue 28, answers61): "$2,500 for a multi-gpu rig?", "best multi
gpu setup for 5000", "预算2万配多卡", "多张卡的方案". The words ask for a build of several cards, yet no count
was read, so the ranking answered with one card. Read as the fewest such a build has, two cards, and said so on the
read-as line with what the budget buys as three and as four cards ("several gpus" and "a few cards" are read as two
by the count reader already). Never where one card is weighed against several as a way of running ("单卡还是多卡",
"multi-gpu or a single card?"). Beside one card named for a job ("72b模型单机多卡训练（A800 80GB）", "multi-gpu 3090
setup for llama 70b"): two of that card, said, never one card (fix68d #3). Pure but for the advisor's own answers."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..errors import AdvisorError
from ..i18n import Card, Message, Money, Quantity, UserText, msg
from .models import ReadAs

if TYPE_CHECKING:
    from ..api import Advisor

MORE = (3, 4)
"""The larger builds said beside the two cards read, when the budget buys them (one platform holds up to four)."""

MULTI = re.compile(r"(?<![a-z])multi[\s-]?(?:gpus?|cards?)(?:\s+(?:rigs?|builds?|setups?|systems?|machines?|boxes?))?"
                   r"(?![a-z])|(?<![a-z])(?:gpu|card)\s+(?:cluster|farm)(?![a-z])|多\s*(?:卡|张卡|張卡|块卡|塊卡|张显卡|"
                   r"張顯卡|块显卡|塊顯卡|gpu|显卡|顯卡)")
_ONE_AGAINST = re.compile(r"单卡|單卡|一张卡|一張卡|(?<![a-z])(?:single|one)\s+(?:big\s+|large\s+|fast\s+)?"
                          r"(?:gpu|card)(?![a-z])")
_OR = r"\s*(?:还是|還是|或者|或是|或|vs\.?|versus|or)\s*"
_ONE_OR_MULTI = re.compile(r"(?:单卡|單卡|一张卡|一張卡|(?<![a-z])(?:single|one)\s+(?:gpu|card))" + _OR + r"|" + _OR +
                           r"(?:单卡|單卡|一张卡|一張卡|(?:a\s+)?(?:single|one)\s+(?:gpu|card)(?![a-z]))")
"""One card weighed against several ("单卡还是多卡", "multi-gpu or a single card"), not a card's own memory asked
("对单卡的显存有要求么")."""
_WHETHER_SEVERAL = re.compile(r"(?:可以|能否|能不能|可不可以|是否|能)\s*(?:使用|用|上)?\s*多\s*(?:张|張|块|塊)?\s*"
                              r"(?:卡|显卡|顯卡|gpu)|多\s*(?:张|張|块|塊)?\s*(?:卡|gpu)\s*(?:下|的话|的話)|"
                              r"(?<![a-z])(?:can|could)\s+(?:i|we|you)\s+(?:use|add|run\s+(?:it\s+)?(?:on|with)|"
                              r"split\s+(?:it\s+)?(?:over|across))\s+(?:multiple|several|more|multi)|"
                              r"(?<![a-z])supports?\s+multi[\s-]?gpu")
"""Whether several cards can be used, asked of the one card the asker names ("可以使用多张卡吗", "多卡下,能跑起来么",
"can I use multiple gpus?"): a question about the way, no build of two read."""


def _more(advisor: Advisor, read_as: ReadAs, market: str | None) -> list[Message]:
    """What the budget buys as a build of :data:`MORE` cards: each count's top pick, said on the read-as line."""
    assert read_as.budget is not None
    out = []
    for n in MORE:
        try:
            rec = advisor.recommend(f"{read_as.budget.amount:g} {read_as.budget.currency}",
                                    market=read_as.market or market, use_case=read_as.use_case or "general", gpus=n)
        except AdvisorError:
            continue
        if rec.picks:
            top = rec.picks[0]
            out.append(msg("ask.multi-rig.more", "With {count:.0f} cards: {count:.0f} × {card} ({memory} each, {cost} "
                           "in all).", count=n, card=Card(value=top.card),
                           memory=Quantity(value=top.memory_gb or 0.0, unit="GB"),
                           cost=Money(amount=top.total_cost, currency=top.price.currency)))
    return out


def multi_rig(advisor: Advisor, text: str, read_as: ReadAs, market: str | None = None) -> ReadAs:
    """``read_as`` with two GPUs when a budget's ranking is asked for a multi-GPU build with no number said (module
    docstring); unchanged otherwise."""
    low = text.lower()
    if read_as.command == "fits":
        return _several_of(low, read_as)
    if read_as.command != "recommend" or read_as.gpus is not None or read_as.cards or read_as.budget is None:
        return read_as
    said = MULTI.search(low)
    if said is None or _ONE_AGAINST.search(low):
        return read_as
    note = msg("ask.multi-rig", "“{typed}” read as a build of 2 cards, the fewest it has; say how many you mean.",
               typed=UserText(value=said.group().strip()))
    return read_as.model_copy(update={"gpus": 2, "notes": [*read_as.notes, note, *_more(advisor, read_as, market)]})


def _several_of(low: str, read_as: ReadAs) -> ReadAs:
    """``read_as`` (a fit of one card) with two of the card when ``low`` asks a multi-GPU build of it with no number
    ("单机多卡训练（A800 80GB）", "multi-gpu 3090 setup for llama 70b"): the fewest such a build has, said on the
    read-as line (fix68d #3); unchanged when a count is read or one card is weighed against several."""
    if len(read_as.cards) != 1 or read_as.gpus is not None or any(c > 1 for c in read_as.counts or []):
        return read_as
    said = MULTI.search(low)
    if said is None or _ONE_OR_MULTI.search(low) or _WHETHER_SEVERAL.search(low):
        return read_as
    note = msg("ask.multi-rig.card", "“{typed}” read as 2 × {card}, the fewest a build of several has; say how many "
               "you mean.", typed=UserText(value=said.group().strip()), card=Card(value=read_as.cards[0]))
    return read_as.model_copy(update={"gpus": 2, "counts": None, "notes": [*read_as.notes, note]})
