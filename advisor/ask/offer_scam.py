"""An offer asked about as a possible scam, answered as one (issue 28; break21 #4, #12).

"5090 new for 2000 is that a scam", "is a 4090 for $400 legit?", "闲鱼 3090 5000 靠谱吗": the question is whether to
trust the price. An offer more than 60 % below the market already leads with the check
(:func:`advisor.ask.fitted.offer_against_market`); any other offer asked this way leads with the scam check its gap
to the market supports — a price far below the market is how many scams look, one near or above it is no sign by
itself — and the checks to make before paying; the card's verdict follows it, said as holding only if the card is
genuine. No verdict of the card ("… is a good deep-learning buy") ever ends the check unqualified.

Pure: the answer's own facts and the question's words.
"""

from __future__ import annotations

import re
from typing import Any

from ..i18n import Message, msg
from ..models import Caveat

SCAM_ASKED = re.compile(r"(?<![a-z])(?:scam(?:s|med|my)?|legit(?:imate)?|fake|fraud|genuine|too\s+good\s+to\s+be\s+"
                        r"true)(?![a-z])|骗子|騙子|骗局|騙局|骗人|騙人|被骗|被騙|假货|假貨|假卡|是真的吗|是真的嗎|"
                        r"靠谱吗|靠譜嗎|可靠吗|可靠嗎|可信吗|可信嗎")
"""Words asking whether an offer can be trusted."""
FAR_BELOW = 50
"""An offer at least this many percent below the market is far enough below it to be a scam's sign (a smaller gap is
often only another market's price: a used 3090 at ¥5,000 is about 41 % under the US used price, break21 #2)."""
_OFFER_LINES = ("ask.offer.below", "ask.offer.below-shop", "ask.offer.at", "ask.offer.above")


def genuine_only(said: Message) -> Message:
    """``said`` (a card's verdict) as holding only if the card offered is what it is said to be."""
    return msg("ask.offer.if-genuine", "If it is genuine and works as sold: {said}", said=said)


def scam_checked(text: str, answer: Any) -> Any:
    """``answer`` (a verdict on one offered card) headed by the scam check when ``text`` asks whether the offer can
    be trusted (:data:`SCAM_ASKED`): far below the market (:data:`FAR_BELOW` % or more), a common sign of a scam;
    else no sign by its price alone; the checks before paying either way. The card's verdict follows, said as holding
    if the card is genuine (and, far below, no longer "recommended" outright). Any other answer unchanged (an offer
    far below the market leads with its check already)."""
    shape = getattr(answer, "shape", None)
    if shape is None or not SCAM_ASKED.search(text.lower()) or getattr(answer, "verdict", None) is None:
        return answer
    fact = next((c for c in shape.decides if c.message.key in _OFFER_LINES), None)
    if fact is None:
        return answer
    p = fact.message.params
    gap = getattr(p.get("gap"), "value", 0) or 0
    # an offer in another currency is set against another country's market: its gap is partly the two markets'
    # ("3090一张4千块" against US prices), so only a gap the price check calls too low says scam
    converted = getattr(p.get("amount"), "key", None) == "ask.offer.converted"
    if fact.message.key == "ask.offer.below" and gap >= FAR_BELOW and not converted:
        head = msg("ask.offer.scam.far", "{card} for {amount} is {gap} below its price here, {market} {condition}: a "
                   "price this far under the market is a common sign of a scam — check before paying that it is the "
                   "card named (not a laptop part or a cut-down variant), that it works under load, and that the "
                   "seller can be trusted.", **p)
    else:
        head = msg("ask.offer.scam.near", "{card} for {amount}: the price alone is no sign of a scam (its price here "
                   "is {market} {condition}) — still check before paying that it is the card named, that it works "
                   "under load, and that the seller can be trusted.", **p)
    verdict = Caveat(rule_id=fact.rule_id, weight=fact.weight, message=genuine_only(shape.headline))
    far = head.key == "ask.offer.scam.far"  # the headline says the gap: the offer's line would say it again
    decides = [*([] if far else [fact]), verdict, *[c for c in shape.decides if c is not fact]]
    update: dict = {"shape": shape.model_copy(update={"headline": head, "decides": decides})}
    if far:
        update["verdict"] = "situational"  # a good card at a price to check first: it depends (as a price too low)
    return answer.model_copy(update=update)


__all__ = ["FAR_BELOW", "SCAM_ASKED", "genuine_only", "scam_checked"]
