"""A price said for a whole machine with a card in it (issue 28, break35 #9): "prebuilt PC with 4070 for 1500, good
for ML?", "a gaming laptop with a 4070 for 1500", "整机4070 7000元值吗". The amount buys the CPU, board, memory,
drive, supply and case (or the whole laptop) as well as the card, so it is never judged as the card's price ("129 %
above its price" for a whole PC); the card's share of it is unknown, so the card is judged at the market's price, and
the read-as line says why the amount was not used. Pure.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..i18n import Money, msg
from ..wording import card_param

if TYPE_CHECKING:
    from .models import ReadAs

_SYSTEM = re.compile(
    r"(?<![a-z])(?:pre-?built|pre-?build|ready-?built|oem\s+(?:pc|desktop|system))(?![a-z])"
    r"|(?<![a-z])(?:a|an|the|this|that)\s+(?:\w+\s+){0,2}?(?:pc|computer|desktop|system|rig|machine|tower|workstation)s?"
    r"\s+(?:with|w/|that\s+has|having|that\s+comes\s+with)(?=\s)"
    r"|整机|整機|品牌机|品牌機")
"""Words of a whole desktop bought with its card in it ("prebuilt", "a PC with", "整机")."""


def _said(text: str, laptop: bool) -> str | None:
    """"pc" or "laptop" when ``text`` prices a whole machine with its card, else ``None``: a laptop GPU is sold only
    in its laptop ("拯救者y9000p 4060 8000元"), so its price is the laptop's."""
    if laptop:
        return "laptop"
    return "pc" if _SYSTEM.search(text) else None


def system_priced(r: Any, read_as: ReadAs) -> ReadAs:
    """``read_as`` without the offer read for its one card when the question prices the whole machine the card is in
    (:data:`_SYSTEM`; a laptop's GPU, ``read_as.laptop`` or a laptop card, with a laptop word): the amount said on the
    read-as line as the machine's, the card judged at the market's price; ``read_as`` otherwise."""
    if read_as.offer is None or len(read_as.cards) != 1:
        return read_as
    card = read_as.cards[0]
    laptop = bool(read_as.laptop) or bool(re.search(r"\b(?:Mobile|Laptop)\b", card))
    kind = _said(r.text.lower(), laptop)
    if kind is None:
        return read_as
    amount = Money(amount=read_as.offer.amount, currency=read_as.offer.currency)
    if kind == "laptop":
        note = msg("ask.system-price.laptop", "{amount} is the price of a whole laptop with {card}, not of its GPU: "
                   "it is not judged as the GPU's price.", amount=amount, card=card_param(card))
    else:
        note = msg("ask.system-price.pc", "{amount} is the price of a whole PC with {card}, not of the card: the "
                   "card's share of it is unknown, so the card is judged at its price here.", amount=amount,
                   card=card_param(card))
    notes = [n for n in read_as.notes if not n.key.startswith("ask.offer")]
    return read_as.model_copy(update={"offer": None, "offer_conditions": None, "notes": [*notes, note]})


def priced_system(read_as: ReadAs) -> bool:
    """Whether ``read_as`` says its amount was a whole machine's price (:func:`system_priced`): no budget either."""
    return any(n.key.startswith("ask.system-price") for n in read_as.notes)


__all__ = ["priced_system", "system_priced"]
