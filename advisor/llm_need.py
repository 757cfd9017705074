"""The GPU memory a buyer says they need, kept by the LLM ranking (break27 #4: "need 128gb vram under 5000").

A need said with no model ("至少需要48G显存，预算3万") is a floor on the whole configuration: a card's memory, a
split's pooled memory, a unified-memory machine's memory its GPU can use (break28 #4: the Framework Desktop's 96 GB
GPU share of its 128 GB, a Mac's default GPU share: :func:`usable_gb`). The ranking
(:func:`advisor.llm_picks.recommend_llm`) keeps to it, and besides its lead names the cheapest configuration of each
kind that has it (a machine, one card, a split), so a buyer sees every road to that memory within the budget.
Pure.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .llm_picks import Config
    from .models import Card

SHOWN = 4
"""At most this many picks (the lead and the cheapest of each kind that holds the need)."""


def usable_gb(card: Card) -> float:
    """The memory (GB) a model on ``card`` can use, as the answer says it ("128 GB unified (89.6 GB for the GPU)"):
    a card's VRAM, a machine's GPU share (``Card.llm_memory_gb``), never a machine's whole memory."""
    return card.llm_memory_gb or 0.0


def holds(c: Config, need_gb: float | None) -> bool:
    """Whether ``c`` has ``need_gb`` GB in all its GPUs can use (a machine's GPU share, a split's pooled VRAM);
    ``None``: any."""
    return need_gb is None or usable_gb(c.card) * c.count >= need_gb


def kept_to(found: list, need_gb: float | None) -> list:
    """``found`` (the configurations within a budget) with only those that hold ``need_gb``; as is for ``None``
    (a plain list when filtered: :func:`advisor.llm_engine.choice` chooses it afresh)."""
    return found if need_gb is None else [c for c in found if holds(c, need_gb)]


def cheapest_each(chosen: list[tuple[Config, str, str]], found: list[Config], need_gb: float | None,
                  label) -> list[tuple[Config, str, str]]:
    """``chosen`` with, for a need said, the cheapest configuration of each kind in ``found`` that may lead (a
    unified-memory machine, one card, a split) that it does not show yet, each said on its largest model
    (``label(c)``: its route's words); unchanged with no need or nothing chosen."""
    if need_gb is None or not chosen:
        return chosen
    shown = {(c.name, c.count) for c, _, _ in chosen}
    out = list(chosen)
    kinds = (lambda c: c.card.is_system, lambda c: not c.card.is_system and c.count == 1, lambda c: c.count > 1)
    for kind in kinds:
        members = [c for c in found if c.headline and kind(c) and (c.name, c.count) not in shown]
        if members and len(out) < SHOWN:
            c = min(members, key=lambda c: (c.total, c.name))
            out.append((replace(c, job=c.tier.estimate if c.tier else c.job, decode=c.tier_decode or c.decode,
                                rung=c.tier or c.rung), "memory", label(c)))
    return out
