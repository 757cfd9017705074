"""A memory-saving method named in a full fine-tuning question (break25 #22): "full fine-tune qwen 7b on 2x 4090 with
deepspeed zero 3 offload" was sized as plain mixed-precision AdamW ("119.7 GB, more than it holds") and a DGX Spark
offered as "the cheapest way that works", though the method named moves the model states off the cards.

The method is read from the words (:func:`method_of`) and the owner's or asked cards are sized for it with DeepSpeed's
own estimators of the model states (deepspeedai/DeepSpeed ``deepspeed/runtime/zero/stage3.py``
``estimate_zero3_model_states_mem_needs`` and ``stage_1_and_2.py`` ``estimate_zero2_model_states_mem_needs``; ``Ψ``
parameters, ``N`` GPUs, ``L`` the largest layer's parameters):

- **ZeRO-3 with parameters and optimizer offloaded** (ZeRO-Infinity to CPU; FSDP's CPU offload shards the same way):
  ``4 L`` bytes on each GPU, ``18 Ψ x 1.5`` in system RAM;
- **ZeRO-2 with the optimizer offloaded** (ZeRO-Offload): ``2 Ψ`` on each GPU, ``max(4 N, 16) Ψ x 1.5`` in RAM;
- **ZeRO-3 or FSDP without offload**: ``4 L + 18 Ψ / N`` on each GPU;
- **ZeRO-2 without offload**: ``4 Ψ + 16 Ψ / N`` on each GPU;
- **8-bit Adam** (bitsandbytes): the optimizer's two moments in 8 bits, 2 bytes a parameter against AdamW's 8
  (``fits``' own adapter sizing, Unsloth's ``adamw_8bit``), beside mixed precision's 8 bytes of weights and gradients
  (:data:`ADAM8_MIXED_BYTES`: 10 bytes a parameter in all; fix65e: the 12 of Hugging Face's anatomy counted a 16-bit
  copy of the weights that autocast only makes as it goes, 94.1 GB for 8B where people measure 60-90), with the cards
  sharded as ``fits`` shards them; with the weights themselves in bf16 (no fp32 copy) 6 (:data:`ADAM8_BF16_BYTES`).

Each GPU also keeps the job's activations (gradient checkpointing, as ``fits`` sizes full fine-tuning) and its CUDA
context. When the cards hold it, the answer says so first and the ways to buy leave its ranking (an owner whose
cards do it is never sold a card)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..concerns import DECIDING_WEIGHT
from ..errors import AdvisorError
from ..fits import GIB
from ..i18n import Message, Text, msg
from ..models import Caveat, Fit
from ..owned import rig_name
from ..said_once import said_once
from ..shape_limits import OWNER_CAVEAT
from ..wording import gb
from .cues import EIGHT_BIT_OPTIMIZER
from .models import ReadAs
from .reader_gate import gated

if TYPE_CHECKING:
    from ..api import Advisor

ZERO_SOURCE = ("deepspeedai/DeepSpeed@ea78ab6 deepspeed/runtime/zero/stage3.py (estimate_zero3_model_states_mem_needs) "
               "and @7dee2e0 deepspeed/runtime/zero/stage_1_and_2.py (estimate_zero2_model_states_mem_needs)")
BUFFER = 1.5
"""DeepSpeed's ``additional_buffer_factor`` on the CPU side of its estimators."""
ADAM_8BIT_BYTES = 2.0
"""8-bit Adam: two 1-byte moments a parameter (bitsandbytes), against AdamW's two fp32 moments (8 bytes)."""
ADAM8_MIXED_BYTES = 10.0
"""Full fine-tuning with 8-bit Adam in mixed precision, bytes a parameter: the ZeRO paper's model states (Rajbhandari
et al. 2020, arXiv:1910.02054 §3.1: 16-bit weights 2 + 16-bit gradients 2 + the fp32 master weights 4 of the
optimizer's K = 12) with the two moments in 8 bits (2, not 8) — the same 10 as PyTorch autocast's fp32 weights 4 and
fp32 gradients 4 plus the 8-bit moments 2."""
ADAM8_BF16_BYTES = 6.0
"""The same with the weights kept in bf16 and no fp32 copy (16-bit weights 2, gradients 2, 8-bit moments 2): less
exact updates (a bf16 weight drops a step under 1/256 of itself), the lower figure said beside."""

_OFFLOAD = re.compile(r"offload|卸载|卸載|zero[- ]?infinity|cpu[- ]?adam")
_ZERO = re.compile(r"(?<![a-z0-9])zero[- _]?(?:stage[- _]?)?([123])(?![0-9])|(?<![a-z])z([23])(?![a-z0-9])")
_FSDP = re.compile(r"(?<![a-z])fsdp")
_ZERO_OFFLOAD = re.compile(r"zero[- ]?offload")


@said_once  # read once a text (advisor.said_once, perf33)
def method_of(text: str) -> str | None:
    """The memory-saving method ``text`` names: ``zero3-offload``, ``zero2-offload``, ``zero3``, ``zero2``,
    ``adam8``, or ``None``."""
    t = text.lower()
    offload = bool(_OFFLOAD.search(t))
    if _ZERO_OFFLOAD.search(t):
        return "zero2-offload"
    m = _ZERO.search(t)
    stage = (m.group(1) or m.group(2)) if m else ("3" if _FSDP.search(t) else None)
    if stage == "3":
        return "zero3-offload" if offload else "zero3"
    if stage in ("1", "2"):
        return "zero2-offload" if offload else "zero2"
    if EIGHT_BIT_OPTIMIZER.search(t):
        return "adam8"
    return None


METHOD_NAMES = {
    "zero3-offload": msg("savers.name.zero3-offload",
                         "DeepSpeed ZeRO-3 and the parameters and optimizer offloaded to CPU"),
    "zero2-offload": msg("savers.name.zero2-offload",
                         "DeepSpeed ZeRO-2 and the optimizer offloaded to CPU (ZeRO-Offload)"),
    "zero3": msg("savers.name.zero3", "ZeRO-3 or FSDP full sharding, nothing offloaded"),
    "zero2": msg("savers.name.zero2", "ZeRO-2, nothing offloaded"),
    "adam8": msg("savers.name.adam8", "8-bit Adam"),
}


def _needs(method: str, answer: Fit, params: float, largest: float, gpus: int) -> tuple[float, float]:
    """(GB on each GPU, GB of system RAM) of ``answer``'s full fine-tuning with ``method`` (a :data:`METHOD_NAMES`
    key, or ``adam8-bf16``: 8-bit Adam with the weights in bf16) on ``gpus`` cards; ``params`` its parameters,
    ``largest`` its largest layer's."""
    m = answer.memory
    per_gpu_extra = m.activations_gb + m.overhead_gb  # each card keeps its activations and CUDA context
    if method == "zero3-offload":
        return 4 * largest / GIB + per_gpu_extra, 18 * params * BUFFER / GIB
    if method == "zero2-offload":
        return 2 * params / GIB + per_gpu_extra, max(4 * gpus, 16) * params * BUFFER / GIB
    if method == "zero3":
        return (4 * largest + 18 * params / gpus) / GIB + per_gpu_extra, 0.0
    if method == "zero2":
        return (4 * params + 16 * params / gpus) / GIB + per_gpu_extra, 0.0
    bytes_each = ADAM8_BF16_BYTES if method == "adam8-bf16" else ADAM8_MIXED_BYTES  # adam8: mixed precision's
    return params * bytes_each / GIB / gpus + per_gpu_extra, 0.0  # states, sharded as fits shards them (fix65e)


def _no_full_fit(advisor: Advisor, text: str, read_as: ReadAs, answer) -> bool:
    """:func:`saver_fit` says nothing: no full fine-tune's fit on cards, with a short form."""
    return (not isinstance(answer, Fit) or answer.task != "full-finetune" or answer.rig is None
            or getattr(answer, "shape", None) is None)


@gated(_no_full_fit, "answer")
def saver_fit(advisor: Advisor, text: str, read_as: ReadAs, answer):
    """``answer`` (a full fine-tuning ``fits`` on the owner's or asked cards) sized for the method ``text`` names
    (module docstring): the method's sentence as the headline and first fact; the ways to buy left out when the
    cards hold it. ``answer`` itself otherwise."""
    method = method_of(text)
    shape = getattr(answer, "shape", None)
    if method is None or not isinstance(answer, Fit) or answer.task != "full-finetune" or answer.rig is None or (
            shape is None):
        return answer
    rig = answer.rig.rig
    try:
        arch = advisor.llm_models.resolve(answer.model.name)
    except AdvisorError:
        return answer
    largest = max(arch.vocab * arch.hidden, arch.hidden * arch.intermediate, arch.hidden * arch.q_width)
    gpus = sum(c.count for c in rig.cards)
    each, ram = _needs(method, answer, arch.params, largest, gpus)
    smallest = min(c.memory_gb for c in rig.cards)
    fits = each <= smallest
    params = dict(method=METHOD_NAMES[method], rig=rig_name(rig), each=gb(round(each, 1)), memory=gb(smallest))
    what = (msg("savers.what.adam8", "weights, gradients and 8-bit optimizer states, activations with gradient "
                "checkpointing, the CUDA context") if method == "adam8" else
            msg("savers.what.zero", "model states by DeepSpeed's estimator, activations with gradient checkpointing, "
                "the CUDA context"))
    said = (msg("savers.fits", "With {method}, full fine-tuning needs about {each} on each card ({what}): {rig} holds "
                "it, {memory} a card.", what=what, **params) if fits else
            msg("savers.not", "With {method}, full fine-tuning still needs about {each} on each card ({what}), more "
                "than {rig} holds ({memory} a card).", what=what, **params))
    if ram:
        have = rig.ram_gb
        said = msg("savers.ram", "{said} System RAM must hold about {ram} of offloaded states (DeepSpeed's estimate, "
                   "its 1.5x buffer included){yours}; each step waits on PCIe and the CPU's Adam, so it trains "
                   "several times slower than on cards that hold it all.", said=said, ram=gb(round(ram)),
                   yours=_yours(have, ram))
    fact = Caveat(rule_id="memory.llm-task", weight=DECIDING_WEIGHT, message=said)
    ranking = [x for x in shape.ranking if x.role == "rig"] if fits else shape.ranking
    caveats = [c for c in shape.caveats if not fits or c.message.key.startswith(OWNER_CAVEAT)]  # never a card to buy
    return answer.model_copy(update={"shape": shape.model_copy(update={
        "headline": said, "decides": [fact.model_copy(update={"message": msg(
            "savers.without", "Without it (AdamW in mixed precision): {headline}",
            headline=shape.headline)}), *shape.decides],
        "ranking": ranking or shape.ranking, "caveats": caveats,
        "details": shape.details + len(shape.ranking) - len(ranking or shape.ranking)})})


def _yours(have: float | None, ram: float) -> Message | Text:
    if have is None:
        return Text(value="")
    if have >= ram:
        return msg("savers.ram.enough", " (your {have} holds it)", have=gb(have))
    return msg("savers.ram.short", " (more than your {have})", have=gb(have))


__all__ = ["METHOD_NAMES", "method_of", "saver_fit"]
