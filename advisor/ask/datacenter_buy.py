"""A budget far above any PC card is a data-centre purchase (fix68a, issue 28 §5, newuser27: "best gpu for $1m" and
"$200k for an inference cluster" were told "buy GeForce RTX 5090").

Past the biggest consumer build (the recommendation's ``budget.datacenter`` note: 8 × the top consumer card with its
platforms), the answer leads with the servers the budget buys: whole servers of :data:`NODE_GPUS` data-centre GPUs of
the newest kind of :data:`NODE_CARDS` whose eight GPUs it pays for, at the market's own sourced prices
(``data/markets/*.csv``: H200 SXM the per-GPU share of an HGX H200 board, Epoch AI; H100 and A100 street and used
prices, each row with its source). The GPUs are never the whole budget (fix70c, newuser28: "$1m" bought US$938k of
GPUs and left US$62k for three servers and their network): each server costs its GPUs × :func:`server_overhead` (the
board, CPUs, memory and intra-node interconnect) and the cluster's networking :data:`NETWORK_SHARE` of the whole —
Epoch AI's own factors — so the budget buys whole servers with their network, the option that spends most of it
leading; when not even one such server fits, the GPUs alone are said as that, with what one server would cost. The
one-PC ranking stays below it, named for what it is (consumer or workstation cards). Pure."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from ..concerns import DECIDING_WEIGHT
from ..i18n import Money, Number, Quantity, msg
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

NETWORK_SHARE = 0.19
"""The cluster's networking as a share of its whole cost: Epoch AI ``CLUSTER_INTERCONNECT_COST_FRACTION`` (GitHub
epoch-research/training-cost-trends, ``cost_analysis_standalone.py``, commit 263c40a)."""


def server_overhead(card: str) -> float:
    """A server's cost over its GPUs' (board, CPUs, memory, intra-node interconnect) for ``card``, a factor: Epoch AI
    ``get_server_cost_overhead`` (same file and commit as :data:`NETWORK_SHARE`): 1.66 for A100, 1.64 (their average)
    for the others."""
    return 1.66 if "A100" in card else 1.64


def _server_cost(card: str, gpu_price: float) -> float:
    """One server of :data:`NODE_GPUS` ``card`` at ``gpu_price`` each with its share of the network, in that price's
    currency."""
    return gpu_price * NODE_GPUS * server_overhead(card) / (1 - NETWORK_SHARE)


def _one_pc(answer: Recommendation, headline: Any) -> Any:
    """The caveat naming the ranking below (its ``headline``) as one PC's cards: consumer (GeForce/Radeon) or
    workstation."""
    top = str(answer.picks[0].card) if answer.picks else ""
    if "GeForce" in top or "Radeon RX" in top:
        return msg("ask.datacenter.one-pc", "For one PC, the consumer cards below: {headline}", headline=headline)
    return msg("ask.datacenter.one-workstation", "For one workstation, the cards below: {headline}",
               headline=headline)


def datacenter_buy(advisor: Advisor, answer: Any) -> Any:
    """``answer`` as it is unless it is a recommendation whose budget is past the biggest consumer build (its
    ``budget.datacenter`` note); then headed by the servers that budget buys (module docstring): how many servers of
    8 × which GPU, at what price each (the market's, in its currency) and in all, the GPUs alone. The answer as it is
    when no server's GPUs fit the budget or it has no short form."""
    if not isinstance(answer, Recommendation) or answer.shape is None or not any(
            n.rule_id == "budget.datacenter" for n in answer.notes):
        return answer
    amount = answer.budget.market_amount
    offers = []
    for name in NODE_CARDS:
        prices = advisor.catalog.price_of(answer.market.id, name)
        if prices:
            offers.append((name, prices[0], math.floor(amount / _server_cost(name, prices[0].amount))))
    whole = [o for o in offers if o[2] >= 1]
    budget = Money(amount=answer.budget.amount, currency=answer.budget.currency)
    if whole:  # the most of the budget spent on whole servers with their network; the newer on a tie
        name, price, servers = max(whole, key=lambda o: o[2] * _server_cost(o[0], o[1].amount))
        gpus = servers * NODE_GPUS
        head = msg("ask.datacenter.servers", "{budget} is a data-centre purchase, not a PC card: {gpus} × {card} "
                   "({price} each, {condition}: {gpu_total}) in servers of {per}, about {total} in all with the "
                   "servers around them (a server about {overhead} its GPUs' price: board, CPUs, memory) and "
                   "their networking (about {network} of the whole), Epoch AI's factors; a vendor's quote settles it, "
                   "or rent.", budget=budget, per=Number(value=NODE_GPUS), card=card_param(name),
                   gpus=Number(value=gpus), price=Money(amount=price.amount, currency=price.currency),
                   condition=CONDITIONS[price.condition],
                   gpu_total=Money(amount=price.amount * gpus, currency=price.currency),
                   total=Money(amount=round(_server_cost(name, price.amount) * servers, -3), currency=price.currency),
                   overhead=Quantity(value=server_overhead(name), unit="x", digits=2),
                   network=Quantity(value=NETWORK_SHARE * 100, unit="%", digits=0))
    else:
        alone = [(n, p, math.floor(amount / (p.amount * NODE_GPUS))) for n, p, _ in offers]
        alone = [o for o in alone if o[2] >= 1]
        if not alone:
            return answer
        name, price, servers = alone[0]
        gpus = servers * NODE_GPUS
        head = msg("ask.datacenter.buy", "{budget} is a data-centre purchase, not a PC card: about {gpus} × {card} "
                   "in servers of {per} ({price} each, {condition}: {total} for the GPUs alone); a whole server "
                   "with its networking costs about {server} (Epoch AI's factors), past this budget: a vendor's "
                   "quote, or rent.", budget=budget, per=Number(value=NODE_GPUS), card=card_param(name),
                   gpus=Number(value=gpus), price=Money(amount=price.amount, currency=price.currency),
                   condition=CONDITIONS[price.condition],
                   total=Money(amount=price.amount * gpus, currency=price.currency),
                   server=Money(amount=round(_server_cost(name, price.amount), -3), currency=price.currency))
    single = Caveat(rule_id="budget.datacenter", weight=DECIDING_WEIGHT,
                    message=_one_pc(answer, answer.shape.headline))
    return answer.model_copy(update={"shape": answer.shape.model_copy(update={
        "headline": head, "decides": [single, *answer.shape.decides]})})


__all__ = ["NETWORK_SHARE", "NODE_CARDS", "NODE_GPUS", "datacenter_buy", "server_overhead"]
