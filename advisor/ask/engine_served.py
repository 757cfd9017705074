"""A serving engine named is the stack the fit is sized for (issues 27, 28; newuser22 #24):
"我有一张4090，想用vllm跑qwen3 32b，能行吗" was sized as llama.cpp's GGUF Q4_K_M at 4,096 tokens, with no word
of vLLM.

vLLM, SGLang, TensorRT-LLM and LMDeploy load Hugging Face checkpoints, not GGUF files: their 4-bit weights are AWQ or
GPTQ (4 bits and a 16-bit scale and zero per group of 128: ``data/performance/quant_bits.csv``), so a fit that names
one and no precision is sized in AWQ (:func:`engine_precision`, the reading's note says so). And vLLM takes its share
of each card up front (``--gpu-memory-utilization``, 0.9 by default) and sizes its KV cache for the model's whole
context unless ``--max-model-len`` is set (:data:`advisor.ask.served_oom.SOURCE`), so the answer on the owner's card
says, after its headline, how long a context the card's share holds and the flag to start it with
(:func:`engine_sized`). An out-of-memory report is :mod:`advisor.ask.served_oom`'s. Pure.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..concerns import DECIDING_WEIGHT
from ..errors import AdvisorError
from ..i18n import Number, Text, msg
from ..models import Caveat, Fit, Reason
from ..thresholds import VLLM_MIN_CC
from ..wording import gb
from .served_oom import LEN_SET, OOM, SHARE, SOURCE

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import Question, ReadAs

ENGINES = re.compile(r"(?<![a-z])(?:vllm|sglang|tensorrt[-_ ]?llm|trt[-_ ]?llm|lmdeploy)(?![a-z])")
_GGUF = re.compile(r"gguf|llama\.?cpp|ollama|lm ?studio|koboldcpp|(?<![a-z])q[2-8]_|exl2|mlx")
_NAMES = {"vllm": "vLLM", "sglang": "SGLang", "lmdeploy": "LMDeploy"}
ENGINE_PRECISION = "awq"
"""The 4-bit weights these engines load (AutoAWQ's 4-bit, group 128; GPTQ is the same size)."""


def _engine(low: str) -> str | None:
    m = ENGINES.search(low)
    if m is None:
        return None
    word = m.group()
    return _NAMES.get(word, "TensorRT-LLM")


def _runs_it(advisor: Advisor, cards: list[str]) -> bool:
    """Whether every card of ``cards`` has compute capability :data:`advisor.thresholds.VLLM_MIN_CC` or newer."""
    for name in cards:
        try:
            cc = float(advisor.card(name).compute_capability or "0")
        except (KeyError, ValueError, AdvisorError):
            return False
        if cc < VLLM_MIN_CC:
            return False
    return True


def engine_read(advisor: Advisor, text: str, read_as: ReadAs, quant_said: bool) -> ReadAs:
    """``read_as`` sized in AWQ, with the note that says why, when ``text`` names a serving engine (:data:`ENGINES`)
    for a fit with no precision, no GGUF tool and no out-of-memory, and every card named runs vLLM (compute
    capability :data:`advisor.thresholds.VLLM_MIN_CC` or newer: a P100's answer is llama.cpp's); ``read_as``
    otherwise."""
    low = text.lower()
    engine = _engine(low)
    if (engine is None or read_as.command != "fits" or read_as.task not in (None, "inference")
            or read_as.precision is not None or quant_said or _GGUF.search(low) or OOM.search(low)):
        return read_as
    if not _runs_it(advisor, read_as.cards):
        return read_as
    note = msg("ask.engine.awq", "sized for {engine}: its 4-bit weights are AWQ or GPTQ (GGUF files such as Q4_K_M "
               "are llama.cpp's)", engine=Text(value=engine))
    return read_as.model_copy(update={"precision": ENGINE_PRECISION, "notes": [*read_as.notes, note]})


def engine_sized(advisor: Advisor, q: Question) -> Question:
    """``q`` with the context a vLLM-family engine holds on the owner's card said after the headline (module
    docstring), when the fit names an engine, sizes one card or rig of the owner's and the model's context is known;
    unchanged otherwise."""
    answer, low = q.answer, q.text.lower()
    engine = _engine(low)
    if (engine is None or not isinstance(answer, Fit) or answer.shape is None or answer.task != "inference"
            or OOM.search(low) or LEN_SET.search(low) or not _runs_it(advisor, q.read_as.cards)):
        return q
    rig = [line for line in answer.shape.ranking if line.role == "rig" and line.memory_gb]
    whole, context, kv = answer.model.context_max, answer.context_tokens, answer.memory.kv_cache_gb
    if len(rig) != 1 or not whole or whole <= context or kv <= 0:
        return q
    count, each_gb = rig[0].gpus or 1, float(rig[0].memory_gb or 0.0)
    share = float(m.group(1)) if (m := SHARE.search(low)) else 0.9
    room = count * each_gb * share
    rest = answer.memory.total_gb - kv
    if rest >= room:
        return q  # the weights alone do not fit in the share: the headline's "does not fit" says it
    tokens = min(whole, int((room - rest) / (kv / context) // 1024 * 1024))
    params = {"engine": Text(value=engine), "share": Number(value=share * 100), "room": gb(round(room, 1)),
              "whole": whole, "model": answer.model.name, "tokens": tokens, "flag": Text(value=str(tokens))}
    if tokens >= whole:
        said = msg("fits.engine.whole", "With {engine}: it takes {share:.0f} % of the memory up front ({room}) and "
                   "sizes its KV cache for the model's whole context unless --max-model-len is set: {model}'s "
                   "{whole:,.0f} tokens fit in it.", **params)
    elif tokens < 1024:
        said = msg("fits.engine.none", "With {engine}: it takes {share:.0f} % of the memory up front ({room}), and "
                   "the weights leave too little of it for a KV cache of even 1,024 tokens: raise "
                   "--gpu-memory-utilization or use a smaller model.", **params)
    else:
        said = msg("fits.engine.len", "With {engine}: it takes {share:.0f} % of the memory up front ({room}) and, "
                   "unless --max-model-len is set, sizes its KV cache for the model's whole context — {whole:,.0f} "
                   "tokens for {model}, which does not fit. About {tokens:,.0f} tokens do: start it with "
                   "--max-model-len {flag}.", **params)
    shape = answer.shape.model_copy(update={"decides": [Caveat(rule_id="memory.llm-task", message=said,
                                                               weight=DECIDING_WEIGHT), *answer.shape.decides]})
    reason = Reason(rule_id="memory.llm-task", message=said, source=SOURCE)
    return q.model_copy(update={"answer": answer.model_copy(update={"shape": shape,
                                                                    "reasons": [reason, *answer.reasons]})})


__all__ = ["ENGINES", "ENGINE_PRECISION", "engine_read", "engine_sized"]
