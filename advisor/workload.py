"""A workload: what a job needs, the unit of every answer (issue 16).

``recommend``, ``compare``, ``why`` and ``fits`` all answer for a job: a use case, and for LLM
work an optional model, task (inference, LoRA, QLoRA, full fine-tuning), precision, context and
GPU count. A :class:`Workload` holds the sized job (:class:`~advisor.fits.Estimate`) and answers
what every answer asks of it:

- **memory**: how much a card needs to hold the job alone or with the layers split over N cards
  (each card keeps its own activations and CUDA context: :meth:`Estimate.per_gpu`), rounded up
  where it meets VRAM (:func:`~advisor.fits.need_gb`);
- **the speed measure that fits the job**: training throughput (the relative index) for training
  use cases and fine-tuning, **decode tokens/s** for running an LLM, which is memory-bandwidth
  bound (:class:`DecodeSpeed`).

An unsized LLM question (``--use-case llm`` and no model) is answered by **memory tiers**: the
ladder of ``data/llm_ladder.csv`` (an 8B model at 4-bit, 14B, 24B, 32B, 70B, 120B, 235B, 671B):
a configuration's tier is the largest rung it holds, and its speed figure is decode on that rung.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from . import fits as _fits
from .fits import GGUF, Architecture, Estimate, ModelTable, estimate, need_gb
from .models import Card

DECODE_EFFICIENCY = 0.65
"""Interim decode efficiency (measured tokens/s ÷ bandwidth-bound tokens/s) until the calibrated
model of :mod:`advisor.decode` is wired in: the median of the single-GPU GeForce Llama 3 8B
Q4_K_M rows of ``data/performance/llm_decode.csv`` (0.58-0.80; data/performance/SOURCES.md)."""


@dataclass(frozen=True)
class Rung:
    """One step of the LLM memory ladder: a model at a precision and the job's memory."""

    index: int
    arch: Architecture
    precision: str
    estimate: Estimate

    def need(self, count: int = 1) -> float:
        """GB each of ``count`` cards needs to hold this rung (layers split when ``count`` > 1)."""
        return need_gb(self.estimate.per_gpu(count) if count > 1 else self.estimate.total)


def bits_per_weight(precision: str, task: str = "inference") -> float:
    """Average bits per weight of the weights a job reads per token: GGUF files for quantized
    inference (:data:`advisor.fits.GGUF`), else the precision's bytes (:data:`advisor.fits.BYTES`)."""
    if task == "inference" and precision in GGUF:
        return GGUF[precision][1]
    return _fits.BYTES[precision] * 8


def bytes_per_token_gb(est: Estimate) -> float:
    """GB read from memory for each generated token: the weights an MoE activates (all of them for a
    dense model) plus the KV cache of the context (read once per token)."""
    arch = est.arch
    share = (arch.per_token_params / arch.params) if arch.params else 1.0
    return est.weights * share + est.kv_cache


def decode_tok_s(card: Card, est: Estimate, count: int = 1) -> float | None:
    """Batch-1 decode tokens/s of ``est`` on ``count`` ``card`` s (a layer split runs the cards one
    after another: about one card's rate), bandwidth-bound: efficiency x bandwidth ÷ GB per token.
    ``None`` when the card's bandwidth is unknown. Interim: :data:`DECODE_EFFICIENCY`."""
    bandwidth = card.speed_bandwidth_gb_s
    if not bandwidth:
        return None
    gb = bytes_per_token_gb(est) * (2**30 / 1e9)  # GiB → GB, as bandwidth is quoted
    return DECODE_EFFICIENCY * bandwidth / gb if gb > 0 else None


class Ladder:
    """The LLM memory ladder (``data/llm_ladder.csv``): rungs from the smallest job up."""

    def __init__(self, rows: list[dict[str, str]], models: ModelTable) -> None:
        rungs = []
        for r in rows:
            arch = models.resolve(r["model"])
            est = estimate(arch, "inference", r["precision"], _fits.DEFAULT_CONTEXT["inference"], 1)
            rungs.append((est.total, arch, r["precision"], est))
        rungs.sort(key=lambda t: t[0])
        self.rungs = [Rung(i, arch, p, est) for i, (_, arch, p, est) in enumerate(rungs)]

    def tier(self, memory_gb: float, count: int = 1) -> Rung | None:
        """The largest rung ``count`` cards of ``memory_gb`` each hold (``None``: not even the first)."""
        held = [r for r in self.rungs if memory_gb >= r.need(count)]
        return held[-1] if held else None


@dataclass(frozen=True)
class Workload:
    """A job to answer for. ``use_case`` is one of :data:`~advisor.models.USE_CASES` (``llm`` when
    a model or task is given); ``estimate`` the sized LLM job (``None``: no model or task given);
    ``named`` whether the user named the model (else a task sized the default 7-8B class); ``gpus``
    the cards asked for (``None``: as many as the answer finds best, one unless a sized job needs
    a split)."""

    use_case: str
    estimate: Estimate | None = None
    named: bool = False
    gpus: int | None = None

    @property
    def llm(self) -> bool:
        """Whether the job is LLM work (its memory decides what runs)."""
        return self.use_case == "llm"

    @property
    def decode(self) -> bool:
        """Whether the speed that fits the job is decode tokens/s (running an LLM), not training."""
        return self.llm and (self.estimate is None or self.estimate.task == "inference")

    @cached_property
    def counts(self) -> tuple[int, ...]:
        """How many identical cards a configuration may have: the count asked for; else one, and
        for a sized job 2 or 4 too (a layer split holds what one card cannot; multi.nvlink-p2p)."""
        if self.gpus:
            return (self.gpus,)
        if self.estimate is not None and self.estimate.task != "full-finetune":
            return (1, 2, 4)
        return (1,)

    def need(self, count: int = 1) -> float | None:
        """GB each of ``count`` cards needs for the sized job (``None`` for an unsized one)."""
        if self.estimate is None:
            return None
        return need_gb(self.estimate.per_gpu(count) if count > 1 else self.estimate.total)

    def holds(self, card: Card, count: int = 1) -> bool:
        """Whether ``count`` ``card`` s hold the sized job (always, for an unsized one)."""
        need = self.need(count)
        return need is None or (card.llm_memory_gb or 0) >= need
