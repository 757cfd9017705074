"""Which card for a big MoE model with the RAM the asker has (issue 28 §1–4; newuser26 #10).

"best value card for kimi k2 / deepseek v3 at home with 256gb ddr5?" was answered as a CPU-only fit ("IQ1_S … no
estimate"), no card named: the expert-offload plan (:meth:`advisor.offload.OffloadModel.plan`) sizes its experts at
the level asked (Q4_K_M), which needs more RAM than the 256 GB said, so no plan was offered, and
:func:`advisor.ask.moe_add.moe_add_first` (a plan within the RAM said) never led. The asker's RAM is owned and used:
when a question asks for a card (:data:`ASKS_CARD`) for an MoE model, says its RAM and names no card, and the plan at
the level asked needs more RAM than that, the question is answered as the fit on the plan's card — the cheapest card
the rules recommend that holds what stays on the card (attention, shared experts and the context) at the level asked,
so at any lower one too — with that RAM: the fit then walks down to the best level the card and the RAM hold (the
experts in RAM, llama.cpp ``--n-cpu-moe``) and says the measured run beside it where there is one
(``data/performance/moe_offload.csv``). The reading says so. A fit that does not hold the model at any level, a plan
within the RAM, a card named or no card asked: the reading as it was.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..errors import AdvisorError
from ..i18n import Card, Money, Quantity, msg
from ..kinds import Given, read_model

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

ASKS_CARD = re.compile(
    r"(?<![a-z])(?:which|what|best|cheapest|good)\s+(?:value\s+|budget\s+)?(?:gpus?|graphics\s+cards?|video\s+cards?|"
    r"cards?)(?![a-z])|(?:什么|什麼|哪张|哪張|哪个|哪個|哪块|哪塊|买|買|配|加)(?:显卡|顯卡|gpu)",
    re.IGNORECASE)
"""A card asked for ("best value card for …", "which gpu for …", "what card", "配什么显卡" needs 什么: "配显卡")."""


def card_for_ram(advisor: Advisor, text: str, read_as: ReadAs, market: str | None) -> ReadAs:
    """``read_as`` with the expert-offload plan's card as the card asked about, and a note saying why (module
    docstring), when ``text`` asks for a card for an MoE model with the RAM said (GB) and the plan at the level asked
    needs more RAM; ``read_as`` unchanged otherwise (and on any model or fit this market cannot size)."""
    if (read_as.command != "fits" or read_as.cards or not read_as.ram_gb or read_as.model is None
            or read_as.task not in (None, "inference") or not ASKS_CARD.search(text)):
        return read_as
    try:
        if read_model(read_as.model.name, Given(advisor)).expert_params <= 0:
            return read_as
        alone = advisor.fits(read_as.model.name, precision=read_as.precision, context=read_as.context_tokens,
                             market=read_as.market or market, ram=read_as.ram_gb, ram_kind=read_as.ram_kind)
        plan = getattr(alone, "offload", None)
        if plan is None or plan.ram_total_gb <= read_as.ram_gb:  # no plan, or one within the RAM: moe_add's
            return read_as
        fit = advisor.fits(read_as.model.name, precision=read_as.precision, context=read_as.context_tokens,
                           market=read_as.market or market, card=plan.card, ram=read_as.ram_gb,
                           ram_kind=read_as.ram_kind)
    except (AdvisorError, KeyError, ValueError):
        return read_as
    if getattr(getattr(fit, "rig", None), "way", None) != "offload":
        return read_as
    note = msg("ask.moe-card-ram", "No card named: answered for {card}{price}, the cheapest card here that holds what "
               "stays on the card (attention, shared experts and the context), with the experts in your {ram} of "
               "RAM.", card=Card(value=plan.card), ram=Quantity(value=read_as.ram_gb, unit="GB", digits=0),
               price=msg("ask.moe-add.price", " (about {price})", price=Money(
                   amount=plan.price.amount, currency=plan.price.currency)) if plan.price is not None
               else msg("ask.moe-add.unpriced", " (no price here)"))
    return read_as.model_copy(update={"cards": [plan.card], "notes": [*read_as.notes, note]})


__all__ = ["ASKS_CARD", "card_for_ram"]
