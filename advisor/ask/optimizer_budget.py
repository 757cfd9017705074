"""A budget for a full fine-tune sized with the optimiser the asker names (fix72c #5: "$5000 to full fine-tune a 7b with
8-bit adam" was sized as mixed-precision AdamW, "nothing within 5,000 USD holds … about 119.7 GB", though 8-bit Adam's
two 1-byte moments bring it near 70 GB, which a 128 GB unified-memory machine within the budget holds).

The optimiser is read from the words: 8-bit Adam (bitsandbytes ``adamw_8bit``,
:data:`advisor.ask.cues.EIGHT_BIT_OPTIMIZER`) is sized by :func:`advisor.ask.memory_savers._needs`
(:data:`~advisor.ask.memory_savers.ADAM8_MIXED_BYTES`: 10 bytes a parameter in mixed precision, the ZeRO paper's model
states with the moments in 8 bits; plus the job's activations and CUDA context as ``fits`` sizes them), and the
cheapest priced card or machine within the budget that holds it on one device (its memory, the need plus
:data:`advisor.thresholds.HEADROOM_GB`; a route that trains, CUDA or unified) leads the answer, AdamW's answer after
it. Adafactor, LOMO and GaLore are optimisers with no sourced bytes per parameter in this project's
data: the answer says so, and that it is sized with AdamW. Pure but for the advisor's catalogue."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..errors import AdvisorError
from ..fits import need_gb
from ..i18n import Number, Text, msg
from ..models import Caveat, Fit, Recommendation
from ..recommend import cheapest_per_card, offers
from ..routes import route_of
from ..thresholds import HEADROOM_GB
from ..used_msrp import price_param
from ..wording import card_param, gb
from .cues import EIGHT_BIT_OPTIMIZER
from .memory_savers import ADAM8_MIXED_BYTES, _needs

if TYPE_CHECKING:
    from ..api import Advisor

UNSOURCED = re.compile(r"(?<![a-z])(?P<name>adafactor|lomo|adalomo|galore)(?![a-z])", re.IGNORECASE)
"""Optimisers read as the asker's choice that have no sourced bytes per parameter here."""
NAMES = {"adafactor": "Adafactor", "lomo": "LOMO", "adalomo": "AdaLomo", "galore": "GaLore"}
WEIGHT = 5.0
"""The optimiser's sizing among the deciding facts (above a caveat's 3: it changes what the budget buys)."""


def optimizer_budget(advisor: Advisor, text: str, read_as: Any, answer: Any) -> Any:
    """``answer`` (a budget's recommendation for a full fine-tune) sized with the optimiser ``text`` names (module
    docstring); any other answer as it is."""
    shape = getattr(answer, "shape", None)
    if (not isinstance(answer, Recommendation) or shape is None or read_as.command != "recommend"
            or read_as.task != "full-finetune" or read_as.model is None or read_as.cards):
        return answer
    low = " ".join(text.lower().split())
    unsourced = UNSOURCED.search(low)
    if unsourced is not None and not EIGHT_BIT_OPTIMIZER.search(low):
        name = NAMES[unsourced.group("name").lower()]
        said = msg("ask.optimizer-budget.unsourced", "{optimizer}: no sourced bytes per parameter for it here, so "
                   "this is sized with mixed-precision AdamW, an upper bound for it.", optimizer=Text(value=name))
        fact = Caveat(rule_id="memory.llm-task", message=said, weight=WEIGHT)
        return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [fact, *shape.decides]})})
    if not EIGHT_BIT_OPTIMIZER.search(low):
        return answer
    try:
        fit = advisor.fits(read_as.model.name, task="full-finetune")
        arch = advisor.llm_models.resolve(read_as.model.name)
    except (AdvisorError, KeyError, ValueError):
        return answer
    if not isinstance(fit, Fit) or answer.budget is None:
        return answer
    need, _ = _needs("adam8", fit, float(arch.params), float(arch.params), 1)
    market = advisor.catalog.markets.get(answer.market.id)
    if market is None:
        return answer
    budget = answer.budget.market_amount
    held = [o for o in cheapest_per_card(offers(advisor.catalog, advisor.rules, market, "llm", None))
            if o.price.amount <= budget and (o.card.llm_memory_gb or o.card.memory_gb or 0.0) >= need + HEADROOM_GB
            and o.assessment.verdict in ("recommended", "situational")
            and route_of(o.card).route in ("cuda", "unified") and route_of(o.card).trains != "no"]
    params = dict(model=card_param(read_as.model.name), bytes=Number(value=ADAM8_MIXED_BYTES), need=gb(need_gb(need)))
    if not held:
        said = msg("ask.optimizer-budget.none", "With 8-bit Adam ({bytes:g} bytes a parameter in mixed precision, "
                   "bitsandbytes), {model} full fine-tuning needs about {need} on one device: nothing within the "
                   "budget holds that either.", **params)
        fact = Caveat(rule_id="memory.llm-task", message=said, weight=WEIGHT)
        return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [fact, *shape.decides]})})
    best = min(held, key=lambda o: o.price.amount)
    head = msg("ask.optimizer-budget.head", "With 8-bit Adam ({bytes:g} bytes a parameter in mixed precision, "
               "bitsandbytes), {model} full fine-tuning needs about {need} on one device: within the budget, {card} "
               "({price}) holds it in its {memory}.", card=card_param(best.card.name),
               memory=gb(best.card.memory_gb or 0.0), price=price_param(best.price),
               **params)
    ranking = sorted(shape.ranking, key=lambda x: x.card != best.card.name)  # stable: the one that holds it first
    before = Caveat(rule_id="memory.llm-task", message=shape.headline, weight=WEIGHT)  # AdamW's answer: after it
    return answer.model_copy(update={"shape": shape.model_copy(update={
        "headline": head, "decides": [before, *shape.decides], "ranking": ranking})})


__all__ = ["optimizer_budget"]
