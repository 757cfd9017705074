"""A used data-centre card offered at a price for LLM inference, weighed as an offer (issue 28 §1; newuser26 #8).

"p40 24gb for 150, still viable for llama.cpp?" and "mi50 32gb for 120 bucks, good for llama.cpp?" are offers of a
cheap second-hand server card bought for its memory (``line.used-tesla``; a used Instinct card off AMD's ROCm list,
:mod:`advisor.used_instinct`). The answer had the facts (the offer against the sourced used price, the decode speed
on the largest model it holds, the card's costs) but led with the engine sentence and a summary promising "the
costs below" that the short form then cut, or with PyTorch's "no ROCm route" for a llama.cpp question. Weighed the
way a consumer card's offer is, what decides is said first, in this order: the verdict on the offer with the
card's speed for the job (the headline), the card's own costs, then the offer against the market's used price.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..concerns import DECIDING_WEIGHT
from ..i18n import Message, Money, Quantity, msg
from ..models import Caveat, Verdict
from ..thresholds import VLLM_OLD_MIN_CC
from ..wording import card_param, gb, join
from .models import ReadAs

if TYPE_CHECKING:
    from ..api import Advisor

ROUTES = {"rules.used-tesla.bought": "line.used-tesla", "rules.rocm.llm-route": "vendor.rocm-list"}
"""The reasons that mark a used data-centre card bought for LLM inference, and their rules."""
_ABOVE = ("ask.offer.above", "ask.offer.above.head")
_PRICE_FACTS = ("ask.offer.above", "ask.offer.below", "ask.offer.at", "ask.offer.below-shop", "ask.offer.unpriced")


def _route(answer: Verdict) -> str | None:
    """The rule of ``answer``'s used data-centre LLM route (:data:`ROUTES`), ``None`` for any other card."""
    return next((ROUTES[r.message.key] for r in answer.reasons if r.message.key in ROUTES), None)


def server_card_offer(advisor: Advisor, read_as: ReadAs, answer):
    """``answer`` (a ``why`` on one card at ``read_as.offer``) led by what decides an offer of a used data-centre
    card for LLM inference (module docstring): a headline with the verdict on the offer and the decode speed on the
    largest model it holds (``answer.facts.speed``, tokens/s, batch 1; its source said in ``--verbose``), the card's
    costs in short (``data/card_facts.csv`` cooling and power, the CUDA and vLLM floors: ``line.used-tesla``;
    gfx906's ROCm: :data:`advisor.used_instinct.ROCM_GFX906`), then the offer against the market's used price
    (:func:`advisor.ask.fitted.offer_against_market`'s fact); the card's one ranking row, which said the headline's
    speed again, waits for ``--verbose``. Any other answer, card or question is returned unchanged, as is an
    offer too cheap to trust (its scam check leads)."""
    shape = getattr(answer, "shape", None)
    if not isinstance(answer, Verdict) or shape is None or read_as.offer is None or len(read_as.cards) != 1:
        return answer
    route = _route(answer)
    if route is None or shape.headline.key == "ask.offer.too-low.head":
        return answer
    try:
        card = advisor.catalog.card(answer.card)
    except KeyError:
        return answer
    offer = read_as.offer
    amount = Money(amount=offer.amount, currency=offer.currency)
    speed = answer.facts.speed if answer.facts.speed is not None and answer.facts.speed.measure == "decode" else None
    dear = shape.headline.key in _ABOVE or any(c.message.key == "ask.offer.above" for c in shape.decides)
    job = msg("ask.offer.server-card.job", "{speed} with llama.cpp, the largest model its {memory} holds "
              "(estimated)", speed=speed.said(), memory=gb(card.memory_gb or 0)) if speed is not None else msg(
        "ask.offer.server-card.job-bare", "cheap {memory} for llama.cpp", memory=gb(card.memory_gb or 0))
    head = (msg("ask.offer.server-card.dear", "{card} for {amount}: more than it is worth as a used server card; "
                "for LLM inference it gives {job}.", card=card_param(card.name), amount=amount, job=job) if dear
            else msg("ask.offer.server-card.buy", "{card} for {amount}: a reasonable buy for LLM inference if you "
                     "accept its costs below — {job}.", card=card_param(card.name), amount=amount, job=job))
    price = [c for c in shape.decides if c.message.key in _PRICE_FACTS]
    costs = Caveat(rule_id=route, weight=DECIDING_WEIGHT, message=_costs(advisor, card, route))
    rest = [c for c in shape.decides if c not in price and not c.message.key.startswith("why.summary.")]
    engine = [Caveat(rule_id=rest[0].rule_id if rest else route, weight=DECIDING_WEIGHT, message=shape.headline)] \
        if shape.headline.key.startswith("stack.") else []
    return answer.model_copy(update={"verdict": "situational", "shape": shape.model_copy(update={
        "headline": head, "decides": [costs, *price, *engine, *rest], "ranking": [],
        "details": shape.details + len(shape.ranking)})})  # its one row said the headline's speed again


def _costs(advisor: Advisor, card, route: str) -> Message:
    """The card's costs in one short sentence: cooling (``data/card_facts.csv`` ``cooling``; its power from the
    catalogue's TDP, W), where today's stacks leave it (NVIDIA: CUDA 13's floor and vLLM's compute-capability floor,
    :meth:`advisor.rules.RuleBook.support`; AMD gfx906: ROCm's end of maintenance, :mod:`advisor.used_instinct`)."""
    power = Quantity(value=card.tdp_w or 0, unit="W")
    if route == "vendor.rocm-list":
        return msg("ask.offer.server-card.costs.gfx906", "Its costs: no fan of its own ({power}: a fan and shroud in "
                   "a PC); ROCm 6.x dropped its gfx906 chip, so an older ROCm build or llama.cpp's Vulkan backend; no "
                   "PyTorch training.", power=power)
    parts = [msg("ask.offer.server-card.costs.fan", "no fan of its own ({power}: a blower or server fans), no display "
                 "output", power=power)]
    support = advisor.rules.support(card)
    if support is not None and support["status"] != "supported":
        parts.append(msg("ask.offer.server-card.costs.cuda", "CUDA 13 dropped it, its last builds are {last_stack}",
                         last_stack=advisor.rules.last_stack(support)))
    cc, floor = float(card.compute_capability) if card.compute_capability else None, f"{VLLM_OLD_MIN_CC:.1f}"
    if cc is not None and cc < VLLM_OLD_MIN_CC:
        parts.append(msg("ask.offer.server-card.costs.llama-only", "llama.cpp only (vLLM needs compute capability "
                         "{floor}, it has {cc})", floor=floor, cc=card.compute_capability))
    return msg("ask.offer.server-card.costs", "Its costs: {costs}.", costs=join(parts, "semicolon"))
