"""A model that fits the owner's card at 4-bit on paper, run out of memory with 4-bit weights already tried (fix75b #6,
closing29): "I already tried 4-bit and reducing context, still OOM on my 3080 with 13b" was told "fits… tight". The
owner's out-of-memory with the levers spent is the fact; the estimate only says where the memory goes. The answer
leads with it: the model's 4-bit need (its weights, the rest) against the card's memory, what little is left for the KV
cache, the CUDA context and whatever else holds the card, then what is next — some layers in system RAM (llama.cpp
``-ngl``), a lower level (Q3_K_M, with its need) or a smaller model (the common 8B size, ``COMMON_B``, with its need),
each sized by this project's own estimate (``fits``). Never "fits". Pure but for the advisor's estimates.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..errors import AdvisorError
from ..i18n import Message, Text, msg
from ..wording import gb, join
from .families import COMMON_B

if TYPE_CHECKING:
    from ..api import Advisor

LOWER = "q3_k_m"
"""The level offered below 4-bit (llama.cpp's Q3_K_M: its quantize table's figures, ``fits``)."""


def _need(advisor: Advisor, model: str, card: str, precision: str) -> Any:
    """The ``fits`` answer of ``model`` on ``card`` at ``precision``, ``None`` when it cannot be sized."""
    try:
        return advisor.fits(model, card=card, precision=precision)
    except AdvisorError:
        return None


def tight_spent(advisor: Advisor, model: str, params_b: float, card: str, memory: float, own: Any,
                tried_said: list[Message]) -> Message:
    """The lead for ``model`` (``params_b`` billions) that ``own`` (its 4-bit ``fits`` on ``card``) says fits in
    ``memory`` GB though the owner ran out with ``tried_said`` already tried (module docstring)."""
    need = own.memory.total_gb
    ways: list[Message] = [msg("fix75b.tight.layers", "keep some layers in system RAM (llama.cpp -ngl below the "
                               "model's layer count, or LM Studio's GPU offload slider; slower)")]
    lower = _need(advisor, model, card, LOWER)
    if lower is not None and lower.memory.total_gb < need:
        ways.append(msg("fix75b.tight.lower", "Q3_K_M (about {need}, at some quality cost)",
                        need=gb(round(lower.memory.total_gb, 1))))
    if params_b > COMMON_B * 1.25:
        small = f"{COMMON_B:g}B"
        smaller = _need(advisor, small, card, "int4")
        if smaller is not None:
            ways.append(msg("fix75b.tight.smaller", "a smaller model, such as an {size} at 4-bit (about {need})",
                            size=Text(value=small), need=gb(round(smaller.memory.total_gb, 1))))
    left = max(memory - need, 0.0)
    return msg("fix75b.tight.head", "You already tried {tried}, and it still runs out of memory: {model} at 4-bit "
               "needs about {need} ({weights} of it the weights) of your {memory}, leaving about {left} for the KV "
               "cache, the CUDA context and whatever else holds the card (a desktop, a browser), so on your card "
               "it does not fit as you run it. What is next: {ways}.", tried=join(tried_said, "comma"),
               model=Text(value=model), need=gb(round(need, 1)), weights=gb(round(own.memory.weights_gb, 1)),
               memory=gb(memory), left=gb(round(left, 1)), ways=join(ways, "semicolon"))


__all__ = ["tight_spent"]
