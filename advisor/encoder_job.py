"""Fine-tuning BERT in a given memory (issue 28: "can i fine-tune bert on 8gb" was asked its budget; "bert large
fine-tuning on a 3060" got an LLM's full fine-tune ladder): yes or no, with the batch each published setting holds.

The figures are Google's (``data/owner_jobs.csv`` ``encoder`` rows: google-research/bert README.md, "Out-of-memory
issues": the largest batch on one 12 GB Titan X, TensorFlow 1.11.0, the default Adam optimizer — BERT-Base at 128
tokens 32, at 512 tokens 6; BERT-Large at 128 tokens 6, at 384 and 512 none). Another memory is scaled from them the
way the batch jobs are (:func:`advisor.jobs.batch_that_fits`), after a fixed part that does not grow with the batch:
the framework's :data:`advisor.jobs.OVERHEAD_GB` and the model's weights, gradients and Adam's two moments in fp32,
4 + 4 + 8 = 16 bytes a parameter (:data:`advisor.fits.memory.GRAD_BYTES`, :data:`~advisor.fits.memory.ADAM_BYTES`;
the README: "Adam … requires a lot of extra memory to store the m and v vectors"). Pure.
"""

from __future__ import annotations

import math
import re

from .fits.memory import ADAM_BYTES, GRAD_BYTES
from .i18n import Card, Message, Number, Quantity, Text, msg
from .jobs import MIN_BATCH, OVERHEAD_GB, JobRow, rows
from .wording import join

JOB = "encoder"
"""The ``data/owner_jobs.csv`` job of BERT fine-tuning."""
FP32_WEIGHT_BYTES = 4.0
"""The weights in fp32, as the README's TensorFlow scripts train them."""
PARAMS_B: dict[str, float] = {"BERT-Base": 0.110, "BERT-Large": 0.340}
"""Parameters, in billions (Devlin et al., "BERT: Pre-training of Deep Bidirectional Transformers", 2018, §3:
BERT-Base 110M, BERT-Large 340M; :data:`advisor.ask.buying.EMBEDDING_PARAMS_B`)."""
SMALL_BATCH = 6
"""The README's own BERT-Large batch on 12 GB, of which it says "these max batch sizes for BERT-Large are so small that
they will actually harm the model accuracy": a batch at or under it is said to want gradient accumulation."""
SOURCE = "google-research/bert README.md, Out-of-memory issues (data/owner_jobs.csv)"

LARGE = re.compile(r"(?<![a-z])(?:bert[\s_-]*large|large[\s_-]*bert)(?![a-z])|bert[^a-z]{0,3}大")
"""BERT-Large named."""


def fixed_gb(row: JobRow) -> float:
    """What ``row``'s model takes whatever the batch: the framework and its weights, gradients and Adam moments."""
    return OVERHEAD_GB + PARAMS_B.get(row.model, 0.0) * (FP32_WEIGHT_BYTES + GRAD_BYTES + ADAM_BYTES)


def batch_in(row: JobRow, memory_gb: float) -> int:
    """The batch ``row`` holds in ``memory_gb`` GB: its published batch scaled by the memory past :func:`fixed_gb`."""
    fixed = fixed_gb(row)
    per_sample = (row.vram_gb - fixed) / (row.batch or 1)
    return max(0, math.floor((memory_gb - fixed) / per_sample)) if per_sample > 0 else 0


def _seq(row: JobRow) -> Number:
    return Number(value=int(row.resolution.split()[-1]))


def _one(row: JobRow, batch: int) -> Message:
    return msg("encoder.fit.one", "{model} at {seq} tokens, a batch of about {batch}", model=Text(value=row.model),
               seq=_seq(row), batch=Number(value=batch))


def encoder_fit(text: str, memory_gb: float, card: str | None = None) -> Message:
    """Whether ``memory_gb`` GB (``card``'s, when named) fine-tunes BERT (module docstring): each published setting
    that holds a batch of at least one, BERT-Large first when ``text`` names it; a small batch said to want gradient
    accumulation; or no, with what a batch of one of BERT-Base needs."""
    table = rows(JOB)
    large = bool(LARGE.search(text.lower()))
    table = sorted(table, key=lambda r: (r.model != "BERT-Large") if large else (r.model != "BERT-Base"))
    memory = Quantity(value=memory_gb, unit="GB")
    where = msg("encoder.fit.memory", "in {memory}", memory=memory) if card is None else msg(
        "encoder.fit.card", "on {card} ({memory})", card=Card(value=card), memory=memory)
    fitting = [(r, b) for r in table if (b := batch_in(r, memory_gb)) >= MIN_BATCH]
    asked = "BERT-Large" if large else "BERT-Base"
    if not any(r.model == asked for r, _ in fitting):
        lightest = next(r for r in table if r.model == asked)
        one = fixed_gb(lightest) + (lightest.vram_gb - fixed_gb(lightest)) / (lightest.batch or 1)
        need = Quantity(value=round(one, 1), unit="GB", digits=1)
        head = msg("encoder.fit.no", "Fine-tuning {model} {where}: no — even at {seq} tokens a batch of one needs "
                   "about {need} ({source}).", model=Text(value=asked), where=where, seq=_seq(lightest), need=need,
                   source=Text(value=SOURCE))
        if not fitting:
            return head
        return join([head, msg("encoder.fit.instead", "It holds {runs}.",
                               runs=join([_one(r, b) for r, b in fitting], "semicolon"))])
    said = msg("encoder.fit.yes", "Fine-tuning BERT {where}: yes — {runs} (the largest batches on a 12 GB card, "
               "{source}, scaled by the memory left after the weights, gradients and Adam's two moments, 16 bytes a "
               "parameter).", where=where, runs=join([_one(r, b) for r, b in fitting], "semicolon"),
               source=Text(value=SOURCE))
    if next(b for r, b in fitting if r.model == asked) <= SMALL_BATCH:  # its shortest sequence's batch
        return join([said, msg("encoder.fit.small", "A batch that small hurts accuracy (Google's README says so of "
                               "BERT-Large's 6 on 12 GB): accumulate gradients over several steps, or train in mixed "
                               "precision (fp16), to make a larger batch.")])
    return said


__all__ = ["encoder_fit", "batch_in", "fixed_gb"]
