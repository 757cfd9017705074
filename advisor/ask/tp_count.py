"""Card counts vLLM's tensor parallelism can't use (fix75a #5): "how many 4090s to serve llama 3 70b to 50 users" landed
on 5 cards, "how many 3090s for …" on 3 — counts a tensor-parallel server never runs.

vLLM's tensor parallelism splits every layer's attention heads evenly over the cards: the tensor-parallel size must
divide the model's attention heads ("Total number of attention heads (40) must be divisible by tensor parallel size
(6)", vLLM issue #4232), and within one server that is 2, 4 or 8 cards. Pipeline parallelism
(``--pipeline-parallel-size``) and llama.cpp's layer split cut the model by layers instead and take any count, uneven
splits included (vLLM's docs, "Distributed Inference and Serving": https://docs.vllm.ai/en/latest/serving/
distributed_serving.html). So:

- a count tensor parallelism can't take keeps its count — pipeline parallelism (users served,
  :mod:`advisor.ask.users_count`) or a layer split (:mod:`advisor.ask.how_many`) runs on any, and the answer's estimate
  is on it — and says so, with the tensor-parallel count beside it (:func:`tp_size`).

Pure; no I/O.
"""

from __future__ import annotations

from typing import Any

from ..i18n import Message, Number, Text, msg
from ..kinds import MAX_GPUS
from ..wording import card_param

TP_SIZES = (1, 2, 4, 8)
"""The tensor-parallel sizes one server runs (vLLM: a size that divides the attention heads; 8 cards at most in a
server, :data:`advisor.kinds.MAX_GPUS`)."""
SOURCE = "vLLM docs, Distributed Inference and Serving"
"""The source the tensor-parallel rule is said with."""


def heads(arch: Any) -> tuple[int, int] | None:
    """The attention heads and KV heads of ``arch`` (:class:`advisor.fits.memory` widths: ``q_width`` / ``head_dim``),
    or ``None`` when a figure is missing."""
    if not getattr(arch, "head_dim", 0) or not getattr(arch, "q_width", 0):
        return None
    return round(arch.q_width / arch.head_dim), round(arch.kv_heads or 0)


def tp_ok(count: int, arch: Any) -> bool:
    """Whether vLLM's tensor parallelism runs over ``count`` cards for ``arch``: a size of :data:`TP_SIZES` dividing
    its attention heads (its KV heads divided or replicated); any of them when the heads are unknown."""
    if count not in TP_SIZES:
        return False
    said = heads(arch)
    if said is None:
        return True
    q, kv = said
    return q % count == 0 and (not kv or kv % count == 0 or count % kv == 0)


def tp_size(arch: Any, fewest: int) -> int | None:
    """The smallest tensor-parallel size at or above ``fewest`` cards that vLLM runs for ``arch`` (:func:`tp_ok`, at
    most :data:`advisor.kinds.MAX_GPUS`); ``None`` when none does."""
    return next((t for t in TP_SIZES if fewest <= t <= MAX_GPUS and tp_ok(t, arch)), None)


def served_note(arch: Any, fewest: int, card: str, users: int, context: int, kv: Any) -> Message | None:
    """For ``fewest`` cards (2 to :data:`advisor.kinds.MAX_GPUS`) that serve ``users`` but that vLLM's tensor
    parallelism can't take: the read-as note saying the count assumes pipeline parallelism and which count tensor
    parallelism runs; ``None`` for a count it takes."""
    if fewest < 2 or fewest > MAX_GPUS or tp_ok(fewest, arch):
        return None
    params = dict(count=Number(value=fewest), card=card_param(card), users=Number(value=users),
                  context=Number(value=context), kv=kv, source=Text(value=SOURCE))
    tp = tp_size(arch, fewest)
    if tp is None:
        return msg("ask.how-many.users.pp", "You asked how many for {users:,.0f} users: {count:.0f} × {card} is the "
                   "fewest that hold the weights and {users:,.0f} users' {context:,.0f}-token KV caches at once (about "
                   "{kv} each), served with pipeline parallelism (vLLM's --pipeline-parallel-size {count:.0f}: split "
                   "by layers, any count); vLLM's tensor parallelism needs 2, 4 or 8 cards that divide the model's "
                   "attention heads ({source}).", **params)
    return msg("ask.how-many.users.tp", "You asked how many for {users:,.0f} users: {count:.0f} × {card} is the "
               "fewest that hold the weights and {users:,.0f} users' {context:,.0f}-token KV caches at once (about "
               "{kv} each), served with pipeline parallelism (vLLM's --pipeline-parallel-size {count:.0f}: split by "
               "layers, any count). vLLM's tensor parallelism splits the attention heads evenly over 2, 4 or 8 "
               "cards, never {count:.0f} ({source}): for it a server runs {tp:.0f} × {card}.", tp=Number(value=tp),
               **params)


def split_note(arch: Any, count: int, card: str) -> Message | None:
    """For ``count`` cards that hold a model split by layers (2 to :data:`advisor.kinds.MAX_GPUS`), a count vLLM's
    tensor parallelism can't take: the read-as note saying the count assumes a layer split and which count tensor
    parallelism would need; ``None`` for a count it takes (or ``arch`` unknown)."""
    if arch is None or count < 2 or count > MAX_GPUS or tp_ok(count, arch):
        return None
    tp = tp_size(arch, count)
    params = dict(count=Number(value=count), card=card_param(card), source=Text(value=SOURCE))
    if tp is None:
        return msg("ask.how-many.split.pp", "You asked how many: {count:.0f} × {card} is the fewest that hold it, "
                   "split by layers (llama.cpp, or vLLM's --pipeline-parallel-size), which any count can use; vLLM's "
                   "tensor parallelism needs 2, 4 or 8 cards that divide the model's attention heads ({source}).",
                   **params)
    return msg("ask.how-many.split", "You asked how many: {count:.0f} × {card} is the fewest that hold it, split by "
               "layers (llama.cpp, or vLLM's --pipeline-parallel-size), which any count can use; vLLM's tensor "
               "parallelism splits the attention heads evenly over 2, 4 or 8 cards ({source}), so {tp:.0f} × {card} "
               "for it.", tp=Number(value=tp), **params)


__all__ = ["TP_SIZES", "served_note", "split_note", "tp_ok", "tp_size"]
