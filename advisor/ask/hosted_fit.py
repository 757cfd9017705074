"""The open stand-in of a hosted product that fits the card asked about (fix74c #4): "can i run gemini or kimi locally
on my 4090" was read as Gemma 3 12B (the family's common size) though Gemma 3 27B holds in 24 GB at 4-bit, and Kimi
K2 (about 1T parameters) was named as what "runs on your own card". Among a maker's open models in the model table
(:attr:`advisor.ask.hosted_chat.Hosted.line`), the one read is the largest whose 4-bit need (the ``fits`` estimate,
4,096 tokens) is within the card's memory for LLMs; when none is, the reply says so. Pure.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import AdvisorError
from ..fits import default_precision, estimate, need_gb
from ..i18n import Message, Text, msg
from ..wording import gb

if TYPE_CHECKING:
    from ..api import Advisor


def need_at_4bit(advisor: Advisor, name: str) -> float | None:
    """What the model ``name`` needs at 4-bit with 4,096 tokens (the ``fits`` estimate), in GB, at the 4-bit level
    ``fits`` sizes it at by default (:func:`advisor.fits.default_precision`: gpt-oss in its published MXFP4, others
    Q4_K_M), so the figure is the one the fit below it gives (fix75b #4: "13 GB at 4-bit" beside "12.4 GB MXFP4");
    ``None`` when the table cannot size it."""
    try:
        arch = advisor.llm_models.resolve(name)
        return float(need_gb(estimate(arch, "inference", default_precision("inference", arch), 4096, 1).total))
    except (AdvisorError, ValueError, KeyError):
        return None


def card_memory(advisor: Advisor, card: str) -> float | None:
    """The memory (GB) ``card`` gives LLMs, ``None`` for a card the catalogue does not know."""
    try:
        c = advisor.card(card)
    except AdvisorError:
        return None
    return c.llm_memory_gb or c.memory_gb or None


def largest_fitting(advisor: Advisor, line: tuple[str, ...], card: str) -> str | None:
    """The largest model of ``line`` (model names, smallest first) whose 4-bit need is within ``card``'s memory;
    ``None`` when none is or the card or every model is unknown."""
    memory = card_memory(advisor, card)
    if memory is None:
        return None
    sized = [(need, name) for name in line if (need := need_at_4bit(advisor, name)) is not None]
    held = [name for need, name in sized if need <= memory]
    return held[-1] if held else None


def too_big(advisor: Advisor, product: str, maker: str, model: str, card: str) -> Message:
    """Said when no open model of ``maker`` fits ``card``: the one it has, its size and 4-bit need."""
    need = need_at_4bit(advisor, model) or 0.0
    params = next((float(r["params_b"]) for r in advisor.llm_models.rows if str(r["name"]) == model), 0.0)
    return msg("ask.hosted.too-big", "{product} is {maker}'s hosted chat service: its model runs on {maker}'s servers. "
               "{maker}'s open-weight {model} has about {params:,.0f}B parameters and needs about {need} even at "
               "4-bit, more than the {card} holds.",
               product=Text(value=product), maker=Text(value=maker), model=Text(value=model), params=params,
               need=gb(round(need, 1)), card=Text(value=card))


__all__ = ["card_memory", "largest_fitting", "need_at_4bit", "too_big"]
