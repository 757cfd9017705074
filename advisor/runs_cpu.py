"""What the CPU alone runs from system RAM (break32 #17): "MemTotal: 256G, which llm can I run on cpu" listed Llama
3.1 405B at ≈ 0 tok/s as its largest model and Gemma 3 1B as the best for chat, because the list (:mod:`advisor.runs`)
sized each model at the best level its memory holds — F16 for everything on 248 GB — and a CPU decodes a 16-bit model
at a crawl.

On a CPU, decoding is bound by RAM bandwidth (:mod:`advisor.cpu_only`: every token reads the active weights once), so
RAM is seldom the limit and speed is: each model is listed at the best quant level (F16 down to Q3_K_M, as on a GPU)
that decodes at :data:`advisor.runs.USABLE_TOK_S` or more, else at 4 bits (Q4_K_M, or the model's published MXFP4),
the level people run on a CPU; and a model slower than :data:`CRAWL_TOK_S` even so is never one of the list's picks
(the summary says the largest such model fits, and how slowly). Pure."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from .fits import bits_of, estimate, need_gb
from .i18n import Message, Number, msg
from .wording import card_param, gb
from .workload import QUANTS

if TYPE_CHECKING:
    from .fits import Architecture, Estimate
    from .models import DecodeSpeed, OwnedRig

CRAWL_TOK_S = 1.0
"""Decode tokens/s below which a model the RAM holds is not listed as one the CPU runs (product choice: a
500-token answer takes over 8 minutes; the summary still says it fits, with its speed)."""

Fitted = tuple["Estimate", "DecodeSpeed | None"]


def cpu_level(arch: Architecture, rig: OwnedRig, length: int, levels: Sequence[str], usable: float,
              speed_of: Callable[[Estimate], DecodeSpeed | None]) -> Fitted | None:
    """``arch`` at ``length`` tokens of context, at the best of ``levels`` (best quality first) the RAM holds with room
    that decodes at ``usable`` tokens/s or more, else at 4 bits (module docstring), with its decode speed; ``None`` when
    the RAM holds no level of it."""
    from .owned import _holds

    held: list[Fitted] = []
    for precision in levels:
        est = estimate(arch, "inference", precision, length, 1)
        if _holds(est, rig)[0]:
            held.append((est, speed_of(est)))
    for est, speed in held:
        if speed is not None and speed.tok_s >= usable:
            return est, speed
    four = [t for t in held if bits_of(t[0].precision) <= bits_of("int4") + 0.01]
    chosen = four or held
    return chosen[0] if chosen else None


def not_crawling(fitted: Sequence[Fitted]) -> list[Fitted]:
    """The models of ``fitted`` that decode at :data:`CRAWL_TOK_S` or more (all of them when none does)."""
    kept = [t for t in fitted if t[1] is not None and t[1].tok_s >= CRAWL_TOK_S]
    return kept or list(fitted)


def crawl_said(said: Message, fitted: Sequence[Fitted], listed: Sequence[str]) -> Message:
    """``said`` (the summary's largest models) with the largest model the RAM holds that is not listed because it
    decodes under :data:`CRAWL_TOK_S` ("Llama 3.1 405B fits too, at Q4_K_M (234.5 GB), but decodes at about 0.2
    tokens/s"); ``said`` when there is none."""
    slow = [t for t in fitted if t[1] is not None and t[1].tok_s < CRAWL_TOK_S and t[0].arch.name not in listed]
    if not slow:
        return said
    est, speed = max(slow, key=lambda t: t[0].arch.params)
    assert speed is not None
    return msg("runs.largest.crawl", "{said}; {model} fits too, at {quant} ({need}), but decodes at about {tok_s:.1f} "
               "tokens/s, as each token reads all its weights from RAM", said=said, model=card_param(est.arch.name),
               quant=QUANTS.get(est.precision, est.precision), need=gb(need_gb(est.total)),
               tok_s=Number(value=round(speed.tok_s, 1)))
