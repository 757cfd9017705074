"""Selling a card this market has no price for (fix48b, grade23 §5): "is my gtx 970 still useful … or should I sell
it?" was read as selling ("its used price here is what buyers pay") and then said nothing of selling — the market
has no dated price for a GTX 970. The answer now says so first, then the guide's own verdicts: what it tells a buyer
of the card (the rule that holds it back: "Don't buy a GTX 970 …") and what it tells its owner (``owner.keep``: keep
it for the small jobs it runs on its last builds; upgrade when those are not enough). No price is invented.
"""

from __future__ import annotations

from typing import Any

from ..concerns import DECIDING_WEIGHT
from ..i18n import msg
from ..models import Caveat
from ..wording import card_param


def unpriced_sale(card: str, answer: Any) -> Any:
    """``answer`` (the owner's verdict on ``card``, which this market has no price for) headed by the sale's
    sentence (module docstring); ``answer`` unchanged when it says no price is missing."""
    shape = getattr(answer, "shape", None)
    reasons = list(getattr(answer, "reasons", None) or [])
    none = next((r for r in reasons if r.rule_id == "market.no-price"), None)
    if shape is None or none is None:
        return answer
    rule = next((r for r in reasons if r.rule_id.startswith("avoid.")), None)
    keep = getattr(answer, "keep", None)
    params = dict(no_price=none.message)
    if keep is not None:
        head = msg("ask.sale.no-price.keep", "Selling it: {no_price} The guide's word to its owner: {keep}",
                   keep=keep.message, **params)
    else:
        head = msg("ask.sale.no-price", "Selling it: {no_price}", **params)
    said = {id(m) for m in (none.message, getattr(rule, "message", None), getattr(keep, "message", None))}
    first = [Caveat(rule_id=rule.rule_id, weight=DECIDING_WEIGHT, message=msg(
        "ask.sale.buyer-rule", "To a buyer of {card} the guide says: {rule}", card=card_param(card),
        rule=rule.message))] if rule is not None else []
    decides = [*first, Caveat(rule_id="owner.keep", weight=DECIDING_WEIGHT, message=shape.headline),
               *[c for c in shape.decides if id(c.message) not in said]]
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head, "decides": decides})})
