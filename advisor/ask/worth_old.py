""""Is X still worth it for <model>?" on an old card, weighed by its costs (fix68c, issue 28 §2: "is a p40 still worth
it in 2026 for llama?" was answered "Yes." because Llama 3.1 8B fits its 24 GB, with none of Pascal's costs).

A fit of a named model on one card the member does not say they own, asked as worth it (:data:`.worth_buy.WORTH`,
"still good/viable"), on a card leaving today's software stack (``advisor.rules.support`` not ``supported``) or with
slow half precision (:func:`advisor.jobs.slow_half`): the "Yes." is replaced by the buy-side verdict with the costs
that decide it, in this order — where today's CUDA leaves it (the support table's last builds), FP16 math at a
fraction of FP32's, passive cooling of a data-centre card (its TDP) — and the lower-hassle card: the cheapest the
rules recommend for the job with the memory the fit needs (:func:`.cheaper_card.cheapest`), with its own decode
speed on the model (``Advisor.fits``). "To buy: no" when that pick costs no more and runs the model at least as fast;
else "only on a shoestring", its price and costs weighed. The reviews' expert (U21): "acceptable for quantised
llama.cpp inference on a shoestring; the 3060 12 GB is the lower-hassle pick". Pure but for the one ``fits`` of the
pick.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..errors import AdvisorError
from ..i18n import Money, Quantity, msg
from ..jobs import slow_half
from ..shown import shown_price
from ..wording import card_param, join
from .cheaper_card import _market, _priced, cheapest
from .worth_buy import WORTH

if TYPE_CHECKING:
    from ..api import Advisor

STILL = re.compile(r"(?<![a-z])(?:still\s+(?:worth|good|viable|usable|ok|okay|any\s+good)|worth\s+it|"
                   r"good\s+(?:buy|deal|value)|viable)(?![a-z])|还值得|還值得|还能用|還能用|还行吗|還行嗎|过时|過時")
"""Words asking whether an old card is still worth having, beyond :data:`.worth_buy.WORTH`."""


def _costs(advisor: Advisor, card: Any) -> list:
    """The costs of an old ``card`` (module docstring), the deciding one first; empty for none."""
    costs = []
    row = advisor.rules.support(card)
    if row is not None and row["status"] != "supported":
        costs.append(msg("ask.worth.old.stack", "today's CUDA is leaving it (its last builds: {last_stack})",
                         last_stack=advisor.rules.last_stack(row)))
    if slow_half(card):
        costs.append(msg("ask.worth.old.half", "its FP16 math runs at {share} of its FP32 rate",
                         share=Quantity(value=round(100 * card.fp16_gflops / card.fp32_gflops, 1), unit="%",
                                        digits=1)))
    if card.line == "datacenter" and card.tdp_w:
        costs.append(msg("ask.worth.old.cooling", "passive cooling ({power}): a fan or shroud to add, and no "
                         "display output", power=Quantity(value=card.tdp_w, unit="W")))
    return costs


def worth_old_first(advisor: Advisor, text: str, read_as: Any, answer: Any) -> Any:
    """``answer`` (a fit on one card) led by the buy-side verdict on an old card asked "still worth it?" (module
    docstring); else as it is."""
    shape = getattr(answer, "shape", None)
    rig = getattr(answer, "rig", None)
    low = text.lower()
    if (shape is None or rig is None or read_as.command != "fits" or len(read_as.cards) != 1 or read_as.own
            or read_as.offer is not None or read_as.model is None or not (WORTH.search(low) or STILL.search(low))):
        return answer
    head = shape.headline
    first = head.params.get("first") if head.key == "answer.join.sentences" else None
    speed = getattr(getattr(rig, "speed", None), "tok_s", None)
    if getattr(first, "key", None) != "ask.fit.yes" or not speed:
        return answer
    card = advisor.card(read_as.cards[0])
    costs = _costs(advisor, card)
    if not costs:
        return answer
    market = _market(advisor, answer)
    use_case = read_as.use_case or "llm"
    pick = cheapest(advisor, market, memory_gb=max(rig.need_gb or 0.0, advisor.rules.recommended_memory(
        use_case, market)), use_case=use_case, not_names=(card.name,))
    own = shown_price(advisor.catalog.price_of(market.id, card.name))
    params = dict(card=card_param(card.name), model=card_param(answer.model.name),
                  speed=Quantity(value=round(speed), unit="tok/s", digits=0), costs=join(costs, "semicolon"),
                  price=Money(amount=own.amount, currency=own.currency) if own is not None else "")
    pick_said: Any = ""
    tok = None
    if pick is not None:
        try:
            its = advisor.fits(answer.model.name, card=pick[0].name, task=answer.task, precision=read_as.precision,
                               market=market.id).rig
        except AdvisorError:
            its = None
        tok = getattr(getattr(its, "speed", None), "tok_s", None) if getattr(its, "way", None) == "alone" else None
        pick_said = (msg("ask.worth.old.pick-speed", " The lower-hassle pick: {pick}, about {speed} on it, on "
                         "today's software.", pick=_priced(*pick), speed=Quantity(value=round(tok), unit="tok/s",
                                                                                   digits=0))
                     if tok else msg("ask.worth.old.pick", " The lower-hassle pick: {pick}, on today's software.",
                                     pick=_priced(*pick)))
    beaten = (own is not None and pick is not None and own.currency == pick[1].currency
              and pick[1].amount <= own.amount and tok is not None and tok >= speed)
    if not beaten:  # cheaper than the pick, or faster on the model: its price decides
        line = msg("ask.worth.old.shoestring", "Only on a shoestring: {card}{price_said} runs {model} at about "
                   "{speed}, but {costs}.{pick}", **params, pick=pick_said,
                   price_said=msg("ask.worth.old.price", " (about {price} used)", price=params["price"])
                   if own is not None else "")
    else:  # the pick costs no more and runs the model at least as fast
        line = msg("ask.worth.old.no", "To buy: no. {card} runs {model} at about {speed}, but {costs}, and it costs "
                   "{price} here.{pick}", **params, pick=pick_said)
    headline = head.model_copy(update={"params": {**head.params, "first": line}})
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": headline})})


__all__ = ["STILL", "worth_old_first"]
