"""A buyer's full fine-tune that names its memory-saving method (mend48a #1: "full fine-tune qwen2.5 7b with 8-bit
adam, how much memory?" got plain AdamW's "about 130.3 GB" and 2 × RTX PRO 6000, where the same question without the
method got 8-bit Adam's 73.4 GB and one A100 80 GB).

The method is read by :func:`advisor.ask.memory_savers.method_of` and sized by the same estimators as the owner's
cards (:func:`~advisor.ask.memory_savers.saver_fit`: DeepSpeed's model-state estimators, 8-bit Adam's two 1-byte
moments; gradient checkpointing already counted in every figure). The headline becomes the figure WITH the method and
the cheapest set-up of the market that holds it: one card when the method works on one (8-bit Adam, the offloads), or
the fewest cards of one kind when it shards the states among several (ZeRO-2/3, FSDP without offload: on one card
sharding splits nothing). A set-up of several cards is priced as every other one: the cards plus the board and power
supply that many need (``value.platform-cost``, :func:`advisor.rigs.platform_cost`). Plain AdamW's figure follows as
the first deciding fact ("Without it …"). Pure.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..concerns import DECIDING_WEIGHT
from ..errors import AdvisorError
from ..fits.ways import offer_price, runs
from ..i18n import Card as CardParam
from ..i18n import Money, Text, msg
from ..models import Caveat, Fit
from ..rigs import platform_cost
from ..thresholds import HEADROOM_GB
from ..wording import gb
from .memory_savers import METHOD_NAMES, _needs

if TYPE_CHECKING:
    from ..api import Advisor

SHARDED = ("zero3", "zero2")
"""The methods that only split the model states among several cards (nothing offloaded): never sized on one."""
COUNTS = (2, 4, 8)
"""The card counts a sharding method is sized on, fewest first (the counts a board carries)."""


def named_buy(advisor: Advisor, answer: Fit, shape, method: str):
    """``answer`` (a buyer's full fine-tuning ``fits``, no rig) led by ``method`` (a
    :data:`~advisor.ask.memory_savers.METHOD_NAMES` key): the GB each card needs with it and the cheapest set-up of
    the market that holds it (cards plus the board and power supply several need), with
    :data:`~advisor.thresholds.HEADROOM_GB` to spare, CUDA training and BF16; AdamW's figure as the first deciding
    fact. ``answer`` itself when the model or market is unknown or no card holds it."""
    try:
        arch = advisor.llm_models.resolve(answer.model.name)
        market = advisor.catalog.market(answer.market.id)
    except AdvisorError:
        return answer
    largest = max(arch.vocab * arch.hidden, arch.hidden * arch.intermediate, arch.hidden * arch.q_width)
    usable = [o for o in advisor._usable_cards(market) if o.price is not None and o.verdict != "not_recommended"
              and not o.card.is_system and o.trains != "no" and runs(o, "bf16")]
    best = None
    for count in (COUNTS if method in SHARDED else (1,)):
        each, ram = _needs(method, answer, arch.params, largest, count)
        held = [o for o in usable if (o.card.memory_gb or 0.0) >= each + HEADROOM_GB]
        if held:
            def total(o, n=count):
                return offer_price(o).amount * n + (platform_cost(market, n, o.card) if n > 1 else 0.0)
            pick = min(held, key=lambda o: (total(o), o.card.name))
            best = (count, each, ram, pick, total(pick))
            break
    if best is None:
        return answer
    count, each, ram, offer, amount = best
    currency = offer_price(offer).currency
    what = (msg("savers.what.adam8", "weights, gradients and 8-bit optimizer states, activations with gradient "
                "checkpointing, the CUDA context") if method == "adam8" else
            msg("savers.what.zero", "model states by DeepSpeed's estimator, activations with gradient checkpointing, "
                "the CUDA context"))
    params = dict(method=METHOD_NAMES[method], each=gb(round(each, 1)), what=what,
                  card=CardParam(value=offer.card.name), price=Money(amount=amount, currency=currency))
    if count == 1:
        said = msg("savers.buy.one", "With {method}, full fine-tuning needs about {each} on the card ({what}): one "
                   "{card} holds it ({price}), or rent one by the hour.", **params)
    else:
        said = msg("savers.buy.several", "With {method}, full fine-tuning needs about {each} on each of {count:.0f} "
                   "cards ({what}): {count:.0f} × {card} hold it ({price} in all with the board and power supply "
                   "{count:.0f} cards need); on one card sharding splits nothing.", count=count, **params)
    if ram:
        said = msg("savers.ram", "{said} System RAM must hold about {ram} of offloaded states (DeepSpeed's estimate, "
                   "its 1.5x buffer included){yours}; each step waits on PCIe and the CPU's Adam, so it trains "
                   "several times slower than on cards that hold it all.", said=said, ram=gb(round(ram)),
                   yours=Text(value=""))
    without = Caveat(rule_id="memory.llm-task", weight=DECIDING_WEIGHT, message=msg(
        "savers.without", "Without it (AdamW in mixed precision): {headline}", headline=shape.headline))
    return answer.model_copy(update={"shape": shape.model_copy(update={
        "headline": said, "decides": [without, *shape.decides]})})


__all__ = ["COUNTS", "SHARDED", "named_buy"]
