"""Renting, said where no rig to buy holds a full fine-tune (break29 #12: "full fine tune of llama 70b, what should I
rent?" got "about 1186.2 GB … no card holds it … more than 4 GPUs" and nothing else; the 8B answer's "Renting instead"
note disappeared exactly when renting is the only way).

A full fine-tune shards its weights, gradients and optimizer states across the GPUs it trains on (DeepSpeed ZeRO-3,
PyTorch FSDP), so what a rented rig must hold is their memory in all: the fewest data-centre cards of 80 GB or more
(``data/rent_hourly.csv``'s rows, RunPod on-demand, each dated and sourced) whose memory adds up to the estimate,
whole 8-GPU nodes past :data:`NODE` — the cheapest such rig by the hour. QLoRA (the base model in 4-bit, a small
adapter trained) is the cheap way: its estimate, and the cheapest rig rented by the hour that holds it (one card, or
several sharded with FSDP as Answer.AI's FSDP+QLoRA trains a 70B on two 24 GB cards). Said
in the fits headline, as the answer: no way to buy is ranked. Pure: a function of the estimate, the market's offers
and the rent table.
"""

from __future__ import annotations

import math
import re

from ..i18n import Card as CardParam
from ..i18n import Date, Message, Money, Number, Quantity, msg
from ..models import FitCard, Market
from .memory import Estimate, estimate, need_gb
from .parsing import parse_precision
from .rent_instead import FULL, rent_table
from .ways import Offer, usable

NODE = 8
"""The GPUs one rented node holds (an HGX/DGX 8-GPU server); a larger rig is whole nodes."""
BIG = 80.0
"""The least memory (GB) of a card a multi-node full fine-tune is rented on: the data-centre cards (A100/H100 80 GB
and up), never dozens of 24 GB consumer cards."""
_GB = re.compile(r"(\d+)\s*GB\b")


def _memory(name: str, by_name: dict[str, float]) -> float | None:
    """A rented card's memory: the market's catalogue entry, else the size its name says ("H100 SXM5 80 GB")."""
    if name in by_name:
        return by_name[name]
    m = _GB.search(name)
    return float(m.group(1)) if m else None


def rent_node(est: Estimate, market: Market, cards: list[FitCard], offers: list[Offer]) -> Message | None:
    """The rented rig (and QLoRA's card) of a full fine-tune no way to buy holds (module docstring); ``None`` for
    another task, where a way to buy holds it, outside USD markets, or with no rent rows."""
    if est.task != FULL or any(usable(c) for c in cards) or market.currency != "USD":
        return None
    rows = [r for r in rent_table() if r["market"] == market.id]
    if not rows:
        return None
    by_name = {o.card.name: float(o.card.memory_gb) for o in offers if o.card.memory_gb}
    need = need_gb(est.total)
    full = _cheapest_rig(rows, need, by_name, BIG)
    if full is None:
        return None
    params: dict = dict(rig=full[0], need=Quantity(value=need, unit="GB", digits=1),
                        rate=Money(amount=round(full[1], 2), currency="USD", digits=2),
                        each=Money(amount=float(full[2]["usd_per_hour"]), currency="USD", digits=2),
                        as_of=Date(value=full[2]["as_of"]))
    q = estimate(est.arch, "qlora", parse_precision(None, "qlora", est.arch), est.context, est.batch)
    q_need = need_gb(q.total)
    small = _cheapest_rig(rows, q_need, by_name, 0.0)
    if small is None:
        return msg("fits.rent-node", "Renting is the way: {rig} hold the {need} sharded across them (DeepSpeed "
                   "ZeRO-3 or FSDP) for about {rate} an hour on demand ({each} a GPU, {as_of}, "
                   "data/rent_hourly.csv).", **params)
    return msg("fits.rent-node.qlora", "Renting is the way: {rig} hold the {need} sharded across them (DeepSpeed "
               "ZeRO-3 or FSDP) for about {rate} an hour on demand ({each} a GPU, {as_of}, data/rent_hourly.csv). "
               "QLoRA is the cheap way: about {q_need}, on {q_rig} at {q_rate} an hour.", **params,
               q_need=Quantity(value=q_need, unit="GB", digits=1), q_rig=small[0],
               q_rate=Money(amount=round(small[1], 2), currency="USD", digits=2))


def _cheapest_rig(rows: list[dict[str, str]], need: float, by_name: dict[str, float], least: float):
    """The cheapest rented rig by the hour whose memory adds up to ``need`` GB (sharded: FSDP, ZeRO-3), of cards of
    ``least`` GB or more, whole :data:`NODE`-GPU nodes past one: (its words, USD an hour, the rent row); ``None``
    when no rented card is known to have that much."""
    rigs = []
    for r in rows:
        mem = _memory(r["card"], by_name)
        if mem is None or mem < least:
            continue
        count = math.ceil(need / mem)
        if count > NODE:
            count = math.ceil(count / NODE) * NODE
        rigs.append((float(r["usd_per_hour"]) * count, r["card"], count, r))
    if not rigs:
        return None
    rate, card, count, row = min(rigs, key=lambda x: (x[0], x[1]))
    words = msg("fits.rent-node.rig", "{count:.0f} × {card}", count=Number(value=count), card=CardParam(value=card)) \
        if count <= NODE else msg("fits.rent-node.nodes", "{count:.0f} × {card} ({nodes:.0f} nodes of {per:.0f})",
                                   count=Number(value=count), card=CardParam(value=card),
                                   nodes=Number(value=count // NODE), per=Number(value=NODE))
    return words, rate, row


__all__ = ["BIG", "NODE", "rent_node"]
