"""Which GPU a CPU-only owner with the RAM for an MoE's experts should add (fix53b, issue 28): "I have an 8-channel
EPYC with 384 GB DDR5, which GPU should I add for DeepSeek R1?" was answered as a CPU-only fit ("with no GPU there is
nothing to offload to"), the card to add only a caveat below it.

When the owner's fit is on their CPU and RAM alone, the question asks which GPU to add or buy, and the fit's
expert-offload plan (:attr:`advisor.models.Fit.offload`: the routed experts in system RAM with llama.cpp
``--cpu-moe``, attention, shared experts and the context on the cheapest recommended card that holds them,
``data/performance/moe_offload.csv``) keeps its experts in the RAM they said, the answer leads with that card: the
deciding fact first, the CPU-only fit after it, its quantisation said (fix54a: "≈ 6.9 tok/s" with the card beside
"≈ 14 tok/s" on the CPU alone, one in Q4_K_M and the other in Q3_K_M, unsaid; both speeds are now one fit,
:mod:`advisor.ram_fit`). Pure.
"""

from __future__ import annotations

import re
from typing import Any

from ..fits.memory import quant_name
from ..i18n import Card, Money, Quantity, Text, msg
from ..wording import join

ADD_WHICH = re.compile(
    r"(?<![a-z])(?:which|what)\s+(?:gpus?|graphics\s+cards?|video\s+cards?|cards?)\s+(?:should|do|would|could|can|to)"
    r"(?:\s+i)?\s+(?:add|buy|get|pair|put\s+in)(?![a-z])|"
    r"(?:加|配|添)(?:一张|一張|一块|一塊)?(?:什么|什麼|哪张|哪張|哪个|哪個|哪块|哪塊)(?:显卡|顯卡|gpu)",
    re.IGNORECASE,
)
"""Which GPU to add asked ("which GPU should I add", "what card to buy", "加什么显卡", "配哪张显卡"); whether to buy
one at all ("should I buy a GPU") is :mod:`advisor.ask.cpu_buy`'s question."""


def moe_add_first(text: str, read_as: Any, answer: Any) -> Any:
    """``answer`` headed by the card to add for the MoE's expert offload (module docstring), or as it is: a fit on
    the owner's CPU alone (no card read, their RAM said), which GPU to add asked in ``text``, and an offload plan whose
    experts the RAM said holds."""
    shape, plan = getattr(answer, "shape", None), getattr(answer, "offload", None)
    if (
        shape is None
        or getattr(answer, "precision", None) is None
        or plan is None
        or read_as.command != "fits"
        or read_as.cards
        or not read_as.ram_gb
        or plan.ram_total_gb > read_as.ram_gb
        or not ADD_WHICH.search(text)
    ):
        return answer
    said = msg(
        "ask.moe-add",
        "Add a {card}{price}: with llama.cpp {flag} your {ram} of system RAM keeps its {experts} of experts and "
        "the card holds the rest (attention, shared experts and the context, {gpu}), decoding at about {tok_s} in "
        "{quant} (an estimate at {bandwidth}, ± {error}; the same fit as the CPU's alone, so never below it at one "
        "level).",
        quant=Text(value=quant_name(answer.precision)),
        card=Card(value=plan.card),
        price=msg(
            "ask.moe-add.price", " (about {price})", price=Money(amount=plan.price.amount, currency=plan.price.currency)
        )
        if plan.price is not None
        else msg("ask.moe-add.unpriced", " (no price here)"),
        flag=plan.flag,
        ram=Quantity(value=read_as.ram_gb, unit="GB", digits=0),
        experts=Quantity(value=plan.ram_gb, unit="GB"),
        gpu=Quantity(value=plan.gpu_gb, unit="GB"),
        tok_s=Quantity(value=round(plan.speed.tok_s, 1), unit="tok/s", digits=1 if plan.speed.tok_s < 10 else 0),
        bandwidth=Quantity(value=plan.ram_bandwidth_gb_s, unit="GB/s"),
        error=Quantity(value=round(plan.error * 100), unit="%", digits=0),
    )
    head = join([said, shape.headline], "sentences")
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head})})


__all__ = ["ADD_WHICH", "moe_add_first"]
