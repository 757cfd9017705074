"""The decode of an MoE with experts in system RAM on a GPU known by its memory alone (fix62b: "can I run qwen3 30b a3b
on 16gb vram and 32gb ram?" was told "decoding at a speed no estimate here gives"): the offload estimate
(:meth:`advisor.offload.OffloadModel.speed`) on each popular card of the catalogue with that memory (``popular`` of
``data/``'s cards), its slowest and fastest said as a range, the RAM read at the RAM said or, when none is said, at the
desktop assumption of ``data/performance/moe_offload.csv`` (dual-channel DDR5-5600, 89.6 GB/s), said as assumed.
Pure."""

from __future__ import annotations

from typing import Any

from .i18n import Message, Number, Quantity, msg
from .models import DecodeSpeed
from .wording import card_param

SERVER_LINES = frozenset({"datacenter", "instinct", "xeon-phi"})
"""``line`` values of ``data/cards.csv`` for server cards, never in a range of the cards a GPU of some memory may be."""


def memory_range(offload: Any, memory_gb: float, arch: Any, precision: str,
                 layers: float | None) -> tuple[DecodeSpeed, DecodeSpeed, int] | None:
    """``(slowest, fastest, cards)``: the offload decode of ``arch`` at ``precision`` with the experts of ``layers``
    MoE layers (``None``: all) in RAM on the popular catalogue cards of ``memory_gb`` GB, and how many were weighed;
    ``None`` when no such card has an estimate. Server cards (``SERVER_LINES``: Tesla, A100/H100, Instinct) are left
    out: the range is of the cards people buy to put beside RAM today (fix63c: a Tesla P40 was its slowest)."""
    rows = offload.speeds.catalog.card_rows
    found = []
    for name, row in rows.items():
        if row.get("popular") and row.get("bandwidth_gb_s") and row.get("memory_gb") == memory_gb and (
                row.get("line") not in SERVER_LINES):
            speed = offload.speed(name, arch, precision, layers)
            if speed is not None:
                found.append(speed)
    if not found:
        return None
    found.sort(key=lambda s: s.tok_s)
    return found[0], found[-1], len(found)


def range_said(offload: Any, low: DecodeSpeed, high: DecodeSpeed, cards: int, memory: Quantity) -> Message:
    """The range's sentence part: "about 39–50 tok/s (estimated on the 9 popular cards of 16 GB, slowest on the
    GeForce RTX 4060 Ti 16 GB, fastest on the GeForce RTX 5080; the RAM assumed dual-channel DDR5-5600 at 89.6 GB/s
    as none was said)"; the RAM said is said after the sentence (:func:`advisor.ram_speed.with_ram_read`)."""
    params = dict(low=Number(value=_round(low.tok_s)), high=Quantity(value=_round(high.tok_s), unit="tok/s",
                                                                     digits=1 if high.tok_s < 10 else 0),
                  cards=Number(value=cards), memory=memory, slow=card_param(low.device), fast=card_param(high.device))
    if getattr(offload, "ram_said", None) is not None:
        return msg("owned.speed.range", "about {low}–{high} (estimated on the {cards:.0f} popular cards of {memory}, "
                   "slowest on {slow}, fastest on {fast})", **params)
    return msg("owned.speed.range.assumed", "about {low}–{high} (estimated on the {cards:.0f} popular cards of "
               "{memory}, slowest on {slow}, fastest on {fast}; the RAM assumed dual-channel DDR5-5600 at {bandwidth}, "
               "as its kind was not said)", bandwidth=Quantity(value=offload.ram_bandwidth_gb_s, unit="GB/s"),
               **params)


def _round(tok_s: float) -> float:
    """A speed as said: one decimal under 10 tok/s, whole above."""
    return round(tok_s, 1) if tok_s < 10 else float(round(tok_s))


__all__ = ["memory_range", "range_said"]
