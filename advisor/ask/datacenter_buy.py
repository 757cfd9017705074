"""A budget far above any PC card is a data-centre purchase (fix68a, issue 28 §5, newuser27: "best gpu for $1m" and
"$200k for an inference cluster" were told "buy GeForce RTX 5090").

Past the biggest consumer build (the recommendation's ``budget.datacenter`` note: 8 × the top consumer card with its
platforms), the answer leads with the servers the budget buys: whole servers of :data:`NODE_GPUS` data-centre GPUs of
the newest kind of :data:`NODE_CARDS` whose eight GPUs it pays for, at the market's own sourced prices
(``data/markets/*.csv``: H200 SXM the per-GPU share of an HGX H200 board, Epoch AI; H100 and A100 street and used
prices, each row with its source), the GPUs alone — the server around them (board, CPUs, memory, networking) is a
vendor's quote. The consumer ranking stays below it, for one PC. Pure."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from ..concerns import DECIDING_WEIGHT
from ..i18n import Money, Number, msg
from ..models import Caveat, Recommendation
from ..wording import card_param
from .read_as_line import CONDITIONS

if TYPE_CHECKING:
    from ..api import Advisor

NODE_GPUS = 8
"""GPUs in one data-centre server (NVIDIA HGX/DGX boards hold 8 SXM modules; 8-slot PCIe servers the same)."""
NODE_CARDS = ("B200", "H200 SXM 141 GB", "H100 SXM5 80 GB", "H100 PCIe 80 GB", "A100 PCIe 80 GB")
"""The data-centre GPUs a server is built from, newest first: the first whose :data:`NODE_GPUS` the budget pays for
leads (one the market does not price is passed over)."""


def datacenter_buy(advisor: Advisor, answer: Any) -> Any:
    """``answer`` as it is unless it is a recommendation whose budget is past the biggest consumer build (its
    ``budget.datacenter`` note); then headed by the servers that budget buys (module docstring): how many servers of
    8 × which GPU, at what price each (the market's, in its currency) and in all, the GPUs alone. The answer as it is
    when no server's GPUs fit the budget or it has no short form."""
    if not isinstance(answer, Recommendation) or answer.shape is None or not any(
            n.rule_id == "budget.datacenter" for n in answer.notes):
        return answer
    amount = answer.budget.market_amount
    for name in NODE_CARDS:
        prices = advisor.catalog.price_of(answer.market.id, name)
        if not prices:
            continue
        price = prices[0]
        servers = math.floor(amount / (price.amount * NODE_GPUS))
        if servers >= 1:
            break
    else:
        return answer
    gpus = servers * NODE_GPUS
    head = msg("ask.datacenter.buy", "{budget} is a data-centre purchase, not a PC card: about {gpus} × {card} in "
               "servers of {per} ({price} each, {condition}: {total} for the GPUs alone); the servers around them "
               "(board, CPUs, memory, networking) are a vendor's quote, or rent.",
               budget=Money(amount=answer.budget.amount, currency=answer.budget.currency),
               per=Number(value=NODE_GPUS), card=card_param(name),
               gpus=Number(value=gpus), price=Money(amount=price.amount, currency=price.currency),
               condition=CONDITIONS[price.condition],
               total=Money(amount=price.amount * gpus, currency=price.currency))
    single = Caveat(rule_id="budget.datacenter", weight=DECIDING_WEIGHT, message=msg(
        "ask.datacenter.one-pc", "For one PC, the consumer cards below: {headline}", headline=answer.shape.headline))
    return answer.model_copy(update={"shape": answer.shape.model_copy(update={
        "headline": head, "decides": [single, *answer.shape.decides]})})


__all__ = ["NODE_CARDS", "NODE_GPUS", "datacenter_buy"]
