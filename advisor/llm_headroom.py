"""Memory headroom first for a buyer who names a small model (issue 28, round 7: N12 "1w以内，想在家跑
CodeGeeX2-6B，买什么显卡？").

A model run at the default 4-bit (``fits.parsing.default_precision``) fits every card of a budget when it is
small, and decode per price then picks a fast 12 GB card (a used RTX 3080 Ti) over a 16 GB one that costs less.
The expert leads with memory: the 6B model needs about 13 GB in fp16, so a 12 GB card runs it only in 8- or
4-bit, a 16 GB card in fp16 (``memory.llm-task``: inference needs parameters x bytes for the precision). So when
the model fits several memory tiers — fp16, 8-bit, 4-bit (:data:`TIERS`) — one CUDA card that holds it at a
higher precision than the first pick, costs at most :data:`~advisor.thresholds.DOMINANCE_PREMIUM` more and runs it
at a usable speed (:data:`~advisor.thresholds.USABLE_DECODE_TOK_S`) leads (the best decode per price among
such), and the headline says what the model needs at each precision and what each card runs it in.
Pure: no I/O."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .fits import estimate, need_gb
from .i18n import Message, Money, Quantity, msg
from .models import Card
from .rules import card_param, gb
from .thresholds import DOMINANCE_PREMIUM, HEADROOM_GB, USABLE_DECODE_TOK_S

if TYPE_CHECKING:
    from .llm_picks import Config

TIERS = ("fp16", "int8", "int4")
"""The precisions a model is run in at home, roomiest first: F16, Q8_0, Q4_K_M (``fits.memory.RUN_FORMAT``)."""


def needs(config: Config) -> dict[str, float]:
    """GB one card needs to run ``config``'s model at each of :data:`TIERS` (its context and batch)."""
    est = config.job
    return {p: need_gb(estimate(est.arch, "inference", p, est.context, est.batch).total) for p in TIERS}


def held_at(memory_gb: float, need: dict[str, float]) -> int:
    """The index in :data:`TIERS` of the roomiest precision ``memory_gb`` holds with headroom
    (:data:`~advisor.thresholds.HEADROOM_GB`); ``len(TIERS)`` when none."""
    return next((i for i, p in enumerate(TIERS) if memory_gb >= need[p] + HEADROOM_GB), len(TIERS))


def _single(c: Config) -> bool:
    return c.count == 1 and c.route == "cuda" and not c.card.is_system


def headroom_first(chosen: list[tuple[Config, str, str]], found: list[Config], default_precision: bool,
                   recommended: Callable[[Card], bool] = lambda card: True,
                   ) -> tuple[list[tuple[Config, str, str]], Message | None]:
    """``chosen`` (a sized run's picks, :func:`advisor.llm_picks.choose_sized`) with the card that holds the model
    at a higher precision near the first pick's price first (module docstring), and the headline's reason;
    ``chosen`` and ``None`` when the first pick already holds it as well, the job is no default-precision run,
    or nothing qualifies. ``recommended(card)``: whether the rules recommend the card for LLM work (a workstation
    card of a GeForce card's memory does not lead: ``line.individual-avoid-pro``)."""
    if not chosen or not default_precision:
        return chosen, None
    first = chosen[0][0]
    if not _single(first) or first.training is not None or first.job.task != "inference":
        return chosen, None
    need = needs(first)
    level = held_at(first.card.llm_memory_gb or 0, need)
    if level == 0:
        return chosen, None
    better = [c for c in found if _single(c) and recommended(c.card) and c.tok_s >= USABLE_DECODE_TOK_S
              and held_at(c.card.llm_memory_gb or 0, need) < level and c.total <= first.total * (1 + DOMINANCE_PREMIUM)]
    if not better:
        return chosen, None
    lead = min(better, key=lambda c: (held_at(c.card.llm_memory_gb or 0, need), -c.weighted_value, -c.tok_s, c.total,
                                      c.name))
    rest = [(c, "runner-up" if role == "best" else role, label) for c, role, label in chosen if c is not lead]
    # the cheap way in beside it (N12's "a 3060 12 GB is enough and cheap"): the cheapest card that runs it lower
    cheap = min((c for c in found if _single(c) and recommended(c.card) and c.tok_s >= USABLE_DECODE_TOK_S
                 and held_at(c.card.llm_memory_gb or 0, need) > held_at(lead.card.llm_memory_gb or 0, need)),
                key=lambda c: (c.total, c.name), default=first)
    return [(lead, "best", "headroom"), *rest], why(lead, cheap if cheap.total < first.total else first, need)


def why(lead: Config, other: Config, need: dict[str, float]) -> Message:
    """What the model needs at each precision and what ``lead`` and ``other`` (the cheapest card that runs it at a
    lower precision, else the faster-per-price first pick) run it in, ``other`` with its price."""
    params = {"model": card_param(lead.job.arch.name), "memory": gb(lead.card.llm_memory_gb or 0),
              "other": card_param(other.name), "other_memory": gb(other.card.llm_memory_gb or 0),
              "price": Money(amount=other.total, currency=other.price.currency),
              **{p: Quantity(value=need[p], unit="GB") for p in TIERS}}
    if held_at(other.card.llm_memory_gb or 0, need) == 1:
        return msg("llm.headroom.why.int8", "{model} needs about {fp16} in fp16, {int8} in 8-bit, {int4} in 4-bit: "
                   "{memory} runs it in fp16; the {other_memory} {other} ({price}) in 8- or 4-bit", **params)
    if held_at(lead.card.llm_memory_gb or 0, need) == 0:
        return msg("llm.headroom.why.fp16", "{model} needs about {fp16} in fp16, {int8} in 8-bit, {int4} in 4-bit: "
                   "{memory} runs it in fp16; the {other_memory} {other} ({price}) only in 4-bit", **params)
    return msg("llm.headroom.why.int4", "{model} needs about {fp16} in fp16, {int8} in 8-bit, {int4} in 4-bit: "
               "{memory} runs it in 8-bit; the {other_memory} {other} ({price}) only in 4-bit", **params)
