"""The value pick shown among the cards (answers57, issue 28; graded real question U22).

A buyer planning around one card ("I'm planning a workstation around one RTX 4090 - will training GET3D fit in its 24
GB?") is told, as a deciding fact, that a cheaper recommended card holds at least the same memory
(:func:`advisor.ask.cheaper_card.same_memory_for_less`: "a used 3090 gives the same 24 GB for less"). When the short
form runs out of room that sentence was cut, and the only card left in the ranking was a step up in memory (a
modified 48 GB 4090 at 3,698 USD): the cheapest card that really does the job went unseen. :func:`value_pick_ranked`
puts that card in the ranking too, first, with its price, memory and speed, "same memory, less money" — wherever the
fact is said, so the two can never disagree. An answer without the fact is left as it is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import AdvisorError
from ..i18n import msg
from ..models import RankLine
from ..recommend.picks import training_speed
from ..shown import shown_price
from ..wording import gb

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

SAME_MEMORY = frozenset({"ask.cheaper.same-memory", "ask.cheaper.same-memory.slower",
                         "ask.cheaper.same-memory.unpriced"})
"""The keys of :func:`advisor.ask.cheaper_card.same_memory_for_less`'s sentence (its ``pick`` names the card)."""


def value_pick_ranked(advisor: Advisor, read_as: ReadAs, answer):
    """``answer`` with the same-memory value pick its deciding facts name as the first line of its ranking after the
    card asked about (module docstring); any other answer, one that ranks the card already, or one about several of
    a card (two 4090s hold 48 GB: one 24 GB card is not the same memory), as it is."""
    if (read_as.gpus or 1) > 1 or max(read_as.counts or [1]) > 1:
        return answer
    shape = getattr(answer, "shape", None)
    market = getattr(answer, "market", None)  # a MarketRef: its id
    if shape is None or market is None:
        return answer
    fact = next((c for c in shape.decides if c.message.key in SAME_MEMORY), None)
    if fact is None:
        return answer
    pick = fact.message.params.get("pick")
    card_value = getattr(getattr(pick, "params", {}).get("card"), "value", None)
    if not isinstance(card_value, str) or any(r.card == card_value for r in shape.ranking):
        return answer
    try:
        full = advisor.catalog.market(market.id)
        card = advisor.card(card_value)
        price = shown_price(advisor.catalog.price_of(full.id, card.name))
        speed = training_speed(advisor.catalog, full, card.name)
    except (AdvisorError, KeyError, ValueError):
        return answer
    line = RankLine(card=card.name, role="value", price=price, memory_gb=card.memory_gb, speed=speed,
                    reason=msg("value-shown.same-memory", "the same {memory} for less: the value pick",
                               memory=gb(card.memory_gb or 0.0)))
    asked = [r for r in shape.ranking if r.role in ("asked", "rig")]  # the card asked about (a fit's: "rig") first
    rest = [r for r in shape.ranking if r.role not in ("asked", "rig")]
    return answer.model_copy(update={"shape": shape.model_copy(update={"ranking": [*asked, line, *rest]})})


__all__ = ["SAME_MEMORY", "value_pick_ranked"]
