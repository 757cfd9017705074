"""A budget question about one card leads with that card (issue 28, grade23 kind C: "I have about 700$ to spend, is a
2GB GTX 1050 enough to train translation models?" led with "For 700 USD, buy GeForce RTX 5060 Ti 16 GB" and said the
1050's 2 GB second; "at most 3000 euros, is a TITAN RTX the right price/quality level?" led with the 4090).

When the question asks whether the card it names is enough, worth it, right or a good buy (:data:`ASKED`), the
recommendation's sentence on that card (:func:`advisor.ask.verdicts.named_verdicts`: ``why``'s headline on it) becomes
the headline and the budget's pick follows it; the ranking stays the budget's. An owner upgrading, two cards named,
or a question that does not ask about the card keeps the budget's headline first. Pure.
"""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING, Any

from ..concerns import DECIDING_WEIGHT
from ..errors import AdvisorError
from ..models import Caveat
from .rig_enough import ENOUGH_LED

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

ASKED = re.compile(
    r"(?<![a-z])(?:is|are|would|will)\b[^?.!;,]{0,60}?\b(?:enough|sufficient|worth(?:while)?|good enough|"
    r"the right|right (?:card|choice|pick|level)|suitable|ok(?:ay)?|good|fine|viable|a good (?:buy|choice|deal|pick|"
    r"option|card|idea))\b|"
    r"(?<![a-z])(?:should|shall) (?:i|we) (?:buy|get|go (?:with|for)|pick)\b|"
    r"[适適]合[^，,。？?]{0,20}[吗嗎]|好[吗嗎]|行[吗嗎]|行不行|好不好|"
    r"够不够|够用|够吗|夠不夠|夠用|夠嗎|值得|值不值|合适吗|合適嗎|合不合适|合不合適|划算吗|劃算嗎|划不划算|劃不劃算|能不能买|该不该买|該不該買")
"""The words of a question asking whether the named card will do (module docstring), on the text in lower case after
NFKC."""


OPEN = re.compile(r"(?<![a-z])(?:what|which)(?:\s+[a-z0-9]+){0,3}?\s+(?:should|shall)\s+(?:i|we)\s+"
                  r"(?:buy|get|go\s+(?:with|for)|pick)\b")
"""An open buying question ("$800 3090 what gpu should I buy", "which one should I get"): it asks what to buy, not
whether the named card will do, so its "should I buy" is no :data:`ASKED`."""


def asks_card(text: str) -> bool:
    """Whether ``text`` asks whether the card it names will do (:data:`ASKED`; an open :data:`OPEN` question does
    not)."""
    low = unicodedata.normalize("NFKC", text).lower()
    return ASKED.search(OPEN.sub(" ", low)) is not None


def named_first(advisor: Advisor, text: str, read_as: ReadAs, answer: Any) -> Any:
    """``answer`` (a recommendation) led by the sentence on the one card the question asks about (module docstring);
    any other answer as it is."""
    shape = getattr(answer, "shape", None)
    if (shape is None or shape.headline is None or read_as.command != "recommend" or len(read_as.cards) != 1
            or read_as.own or not asks_card(text) or shape.headline.key.startswith(ENOUGH_LED)):
        return answer  # the budget's yes or no on the set-up leads (advisor.ask.rig_enough)
    market = getattr(getattr(answer, "market", None), "id", None)
    try:
        verdict = advisor.why(read_as.cards[0], market=market, use_case=read_as.use_case or "general")
    except AdvisorError:
        return answer
    said = verdict.shape.headline if verdict.shape is not None else None
    at = next((i for i, c in enumerate(shape.decides) if said is not None and c.message == said), None)
    if at is None:
        return answer
    rest = [c for i, c in enumerate(shape.decides) if i != at]
    pick = Caveat(rule_id=shape.decides[at].rule_id, message=shape.headline, weight=DECIDING_WEIGHT)
    return answer.model_copy(update={"shape": shape.model_copy(update={
        "headline": shape.decides[at].message, "decides": [pick, *rest]})})


__all__ = ["ASKED", "OPEN", "asks_card", "named_first"]
