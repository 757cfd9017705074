"""A comparison for many users weighs each side as a server (fix68a, issue 28 §5, newuser27 #1: "rtx 6000 pro or 4x
5090 for serving llama 3.3 70b to 100 users?" was compared at batch 1, one user's tokens/s, the 100 users not weighed).

With a model and users said (2 or more), each side — ``count`` × a card — is sized as a batching server
(:mod:`advisor.serving`'s curve from published vLLM runs), both in one format: the finest whose weights leave each
side room for the users' KV caches (FP8 where the cards have it, then 8 and 4 bits), the memory left after the
weights at vLLM's default share
(:data:`advisor.serving.GPU_MEMORY_UTILIZATION`), how many users' caches it holds at the context (one user's cache
said), and the output in all and each at the users it holds. The side that gives more in all leads the headline; the
ranking keeps the batch-1 figures. Tensor parallelism is said only of a side of 2 or more cards (over PCIe with no
peer-to-peer on GeForce cards: ``multi.nvlink-p2p``). Pure."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..concerns import DECIDING_WEIGHT
from ..fits import GIB
from ..i18n import Message, Number, Quantity, msg
from ..models import Caveat, Comparison
from ..serving import GPU_MEMORY_UTILIZATION, max_users, precision_name, serving_precision, step_bytes
from ..wording import card_param, gb, join
from .models import ReadAs

if TYPE_CHECKING:
    from ..api import Advisor

SERVED_CONTEXT = 4096
"""The tokens each user's cache holds when no context is said (the serving answer's own default, ``fits --users``)."""


@dataclass(frozen=True)
class Side:
    """One side sized as a server: its name, cards, format, memory left after the weights (GB), one user's cache
    (GB), the users it holds, those it serves (at most the users asked) and its output in all and each (tokens/s)."""

    rig: Message
    count: int
    geforce: bool
    precision: str
    left_gb: float
    kv_gb: float
    room: int
    served: int
    total: float
    per: float


def _format(advisor: Advisor, arch, rigs: list, users: int, context: int) -> str:
    """The one format both sides are sized in: the finest (FP8 where every card has it, else 8 bits, then 4) whose
    weights leave every side room for the ``users``' caches at ``context`` tokens; else 4-bit, the most room."""
    first = "fp8" if all(serving_precision(c, advisor._fp8(c), arch) == "fp8" for c, _ in rigs) else "fp16"
    for p in dict.fromkeys([first, "int8", "int4"]):
        if all(max_users(arch, p, context, c.memory_gb or 0, n) >= users for c, n in rigs):
            return p
    return "int4"


def _side(advisor: Advisor, arch, card, count: int, users: int, context: int, p: str) -> Side | None:
    """``count`` × ``card`` serving ``arch`` to ``users`` at ``context`` tokens each in format ``p`` (module
    docstring); ``None`` when no serving engine runs the card or its memory leaves room for no user."""
    if not advisor._serves(card):
        return None
    model = advisor.serving_model
    room = max_users(arch, p, context, card.memory_gb or 0, count)
    one = model.decode_of(card, arch, p, context, count)
    sat = model.saturation(arch, p, context, (card.bandwidth_gb_s or 0) * count)
    if room < 1 or one is None or sat is None:
        return None
    served = min(users, room)
    total = 1 / (1 / (served * one) + 1 / sat)
    _, kv, weights = step_bytes(arch, p, context)
    left = count * (card.memory_gb or 0) * GIB * GPU_MEMORY_UTILIZATION - weights - count * GIB
    rig = (msg("owned.rig.count", "{count:.0f} × {card}", count=Number(value=count), card=card_param(card.name))
           if count > 1 else msg("owned.rig.one", "{card}", card=card_param(card.name)))
    return Side(rig=rig, count=count, geforce=card.line == "geforce", precision=p, left_gb=left / GIB,
                kv_gb=kv / GIB, room=room, served=served, total=total, per=total / served)


def _split(side: Side) -> Message:
    """How ``side``'s 2 or more cards share the model (never said of one card)."""
    if side.geforce:
        return msg("compare.served.tp-geforce", "{rig}: tensor parallel over PCIe with no peer-to-peer, slower "
                   "than this.", rig=side.rig)
    return msg("compare.served.tp", "{rig}: tensor parallel over {count:.0f} cards.", rig=side.rig,
               count=Number(value=side.count))


def _memory(hi: Side, lo: Side, users: int, context: int) -> Message:
    """The sides' memory for the users' KV caches after the weights, the users each holds, and (only where there
    are 2 or more cards) how they share the model."""
    said = msg("compare.served.memory", "KV caches ({kv} a user at {context:,.0f} tokens), in the memory left "
               "after the weights: {hi} {hi_left}, room for {hi_room:,.0f}; {lo} {lo_left}, room for {lo_room:,.0f}.",
               kv=gb(round(hi.kv_gb, 2)), context=Number(value=context), hi=hi.rig, lo=lo.rig,
               hi_left=gb(round(hi.left_gb, 1)), lo_left=gb(round(lo.left_gb, 1)), hi_room=Number(value=hi.room),
               lo_room=Number(value=lo.room))
    parts = [said]
    if min(hi.room, lo.room) < users:
        parts.append(msg("compare.served.queue", "Past its room a side's other users wait in the queue: its "
                         "figures are at the users it holds."))
    parts += [_split(s) for s in (hi, lo) if s.count > 1]
    return join(parts)


def compare_served(advisor: Advisor, read_as: ReadAs, answer: Any) -> Any:
    """``answer`` as it is unless it compares cards for a model served to 2 or more users (module docstring); then
    headed by the side that serves them more in all, each side's sizing as a deciding fact (the batch-1 figures stay
    on the ranking's lines). Inputs: ``read_as.cards`` with ``read_as.counts`` (cards of each side), ``read_as.model``,
    ``read_as.users``, ``read_as.context_tokens`` (tokens, :data:`SERVED_CONTEXT` when unsaid). The answer as it is
    when a side has no serving figure (an AMD card, a card older than vLLM runs)."""
    if (not isinstance(answer, Comparison) or answer.shape is None or read_as.model is None
            or (read_as.users or 0) < 2 or len(read_as.cards) != 2):
        return answer
    users = read_as.users or 0
    context = read_as.context_tokens or SERVED_CONTEXT
    counts = read_as.counts or [1] * len(read_as.cards)
    try:
        arch = advisor.llm_models.resolve(read_as.model.name)
    except Exception:  # noqa: BLE001 — a model the table does not size: the comparison as it is
        return answer
    rigs = [(advisor.catalog.card(name), count or 1) for name, count in zip(read_as.cards, counts, strict=False)]
    p = _format(advisor, arch, rigs, users, context)
    sides = [_side(advisor, arch, card, count, users, context, p) for card, count in rigs]
    if any(s is None for s in sides) or len(sides) != 2:
        return answer
    hi, lo = sorted((s for s in sides if s is not None), key=lambda s: -s.total)
    head = msg("compare.served.head", "For {users:,.0f} users at once with {model} in {precision} on a batching "
               "server (vLLM): {hi} about {hi_total} in all ({hi_per} each), {lo} about {lo_total} ({lo_per} each); "
               "estimated from published vLLM runs.", users=Number(value=users), model=card_param(arch.name),
               precision=precision_name(p), hi=hi.rig, lo=lo.rig,
               hi_total=Quantity(value=round(hi.total), unit="tok/s", digits=0),
               hi_per=Quantity(value=round(hi.per, 1), unit="tok/s", digits=0),
               lo_total=Quantity(value=round(lo.total), unit="tok/s", digits=0),
               lo_per=Quantity(value=round(lo.per, 1), unit="tok/s", digits=0))
    facts = [Caveat(rule_id="memory.llm-task", weight=DECIDING_WEIGHT, message=_memory(hi, lo, users, context))]
    return answer.model_copy(update={"shape": answer.shape.model_copy(update={
        "headline": head, "decides": [*facts, *answer.shape.decides]})})


__all__ = ["SERVED_CONTEXT", "compare_served"]
