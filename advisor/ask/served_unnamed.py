"""How many requests cards serve at once, asked with no model named (fix76a; judge30).

judge30's real question: "2080ti、3080ti、4090跑满能多少并发？" (asked of GPT-SoVITS, a text-to-speech
model) was read as a comparison of two of the three cards on an LLM's speed: the third card dropped, and an LLM
assumed. The count asked is the model's: each request holds its own working memory beside one copy of the weights.
:func:`served_unnamed` answers such a question — a count of requests or users at once asked ("跑满能多少并发", "how
many concurrent users"), one card or several, no model, generator or budget read — with every card named and its
memory, what decides the count, and what to tell. Pure: the advisor's card catalog only.
"""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING

from ..errors import AdvisorError
from ..i18n import ListOf, MessageParam, msg
from ..image_needs import find_generator
from ..wording import card_param, gb, join
from .concurrency_howto import concurrency_howto

if TYPE_CHECKING:
    from ..api import Advisor
    from ..i18n import Message
    from .models import ReadAs

_AT_ONCE = re.compile(r"(?:多少|几个|幾個|几路|幾路|多少路)\S{0,2}(?:并发|並發)|(?:并发|並發)\S{0,4}(?:多少|几|幾)|"
                      r"(?<![a-z])how\s+many\s+(?:\w+\s+){0,2}(?:concurrent|simultaneous|parallel)\s+(?:users|requests|"
                      r"streams|sessions)|(?<![a-z])how\s+many\s+(?:users|requests|streams)\s+(?:\w+\s+){0,3}?"
                      r"(?:at\s+once|concurrently|simultaneously|in\s+parallel)")
"""A count of requests served at once asked ("跑满能多少并发", "how many concurrent users can it serve")."""


def served_unnamed(advisor: Advisor, text: str, read_as: ReadAs) -> Message | None:
    """The answer to a count of requests at once asked of cards with no model named (module docstring), or
    ``None``. Asked how to find it with vLLM: vLLM's own figure and what sets it
    (:func:`advisor.ask.concurrency_howto.concurrency_howto`; fix84e: "how to determine how many concurrent requests
    … with the vLLM api server? I have 4 RTX 6000 Ada" got the model asked back)."""
    if read_as.model is None and (how := concurrency_howto(text, read_as, advisor)) is not None:
        return how
    low = unicodedata.normalize("NFKC", text).lower()
    if read_as.budget is not None or read_as.model is not None or not read_as.cards or read_as.users \
            or not _AT_ONCE.search(low) or find_generator(low) is not None:
        return None
    items: list[MessageParam] = []
    for name in dict.fromkeys(read_as.cards):
        try:
            card = advisor.card(name)
        except AdvisorError:
            return None
        said = msg("served-unnamed.card", "{card} ({memory})", card=card_param(card.name),
                   memory=gb(card.memory_gb or 0.0))
        items.append(MessageParam(key=said.key, params=said.params))
    lead = msg("served-unnamed.lead", "How many requests at once depends on the model, not the card alone: the card "
               "holds one copy of the weights, and each request at once adds its own working memory (an LLM's KV "
               "cache, a speech or image model's activations), so the count is what the memory left after the "
               "weights holds, and the card's speed is shared among them. Each card you named: {cards}.",
               cards=ListOf(items=items, style="and"))
    tell = msg("served-unnamed.tell", "Tell me the model (and the engine that serves it) and I will size the count "
               "for each card; the project's README often gives its memory a request.")
    return join([lead, tell])


__all__ = ["served_unnamed"]
