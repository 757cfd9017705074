"""Whether the owner's card runs FP8 (issue 28, F14: "the 4090 is compute capability 8.9, which meets the FP8
minimum" decided the thread): said with a ``fits`` answer on the owner's cards when the model is released in FP8
(DeepSeek V3/R1: ``published_precision`` in ``data/models.csv``) or FP8 is asked (``--precision fp8``, "in fp8").

- **native**: FP8 tensor cores from compute capability 8.9 — Ada Lovelace, Hopper, Blackwell
  (``data/precision_support.csv`` ``fp8``; vLLM's FP8 docs: "FP8 computation is supported on NVIDIA GPUs with
  compute capability >= 8.9");
- **weight-only**: from 7.5 (Turing, Ampere) vLLM runs an FP8 checkpoint as W8A16 through its FP8 Marlin kernels
  (the same docs: "FP8 models will run on compute capability >= 7.5 (Turing) as weight-only W8A16, utilizing FP8
  Marlin"; vllm-project/vllm PR 5975, 2024-07) — an FP8 mixture of experts only in later releases (vllm-project/vllm
  issues 7322, 2024-08: "There is not currently a workaround", and 17579, 2025-05, asking for FP8 Marlin MoE), so the
  line says to check; or a 4-bit quant;
- **none**: below 7.5, a 4-bit quant (GGUF) instead.
"""

from __future__ import annotations

from collections.abc import Callable

from .i18n import Message, Text, msg
from .models import Card
from .wording import card_param

FP8_DOCS = "https://docs.vllm.ai/en/stable/features/quantization/fp8/"
"""vLLM's FP8 page: FP8 computation from compute capability 8.9, weight-only FP8 (Marlin) from 7.5."""
MARLIN_MIN_CC = 7.5
"""vLLM's floor for weight-only FP8 (W8A16, FP8 Marlin): :data:`FP8_DOCS`."""


def fp8_line(cards: list[Card], native: Callable[[Card], bool], released: bool, moe: bool) -> Message | None:
    """Whether the first NVIDIA card of ``cards`` runs FP8 and how (module docstring); ``native``: whether a card has
    FP8 tensor cores (its ``data/precision_support.csv`` row); ``released``: the model's weights are FP8 as
    published (else FP8 was asked); ``moe``: the model is a mixture of experts. ``None`` without an NVIDIA card with
    a compute capability."""
    card = next((c for c in cards if c.manufacturer == "NVIDIA" and c.compute_capability), None)
    if card is None:
        return None
    cc = float(card.compute_capability or 0)
    what = (msg("fits.fp8.released", "its FP8 weights as released") if released
            else msg("fits.fp8.asked", "an FP8 checkpoint"))
    params = dict(card=card_param(card.name), cc=Text(value=str(card.compute_capability)), what=what)
    if native(card):
        return msg("fits.fp8.native", "FP8: {card} (compute capability {cc}) has FP8 tensor cores (from 8.9: Ada "
                   "Lovelace, Hopper, Blackwell), so it runs {what} natively (vLLM, TensorRT-LLM).", **params)
    if cc >= MARLIN_MIN_CC:
        return msg("fits.fp8.marlin", "FP8: {card} (compute capability {cc}) has no FP8 tensor cores (they start at "
                   "8.9: Ada Lovelace, Hopper, Blackwell); vLLM still runs {what} on it as weight-only W8A16 through "
                   "its FP8 Marlin kernels{moe}, or take a 4-bit quant (GGUF, AWQ).", moe=msg(
                       "fits.fp8.moe", " (for a mixture of experts only in recent releases: check yours)")
                   if moe else Text(value=""), **params)
    return msg("fits.fp8.none", "FP8: {card} (compute capability {cc}) runs no FP8 kernels (vLLM's weight-only FP8 "
               "needs 7.5 or newer): take a 4-bit quant (GGUF) instead of {what}.", **params)
