"""A question that names a CUDA-built tool on an AMD or Intel card leads with that tool's standing on the card
(break43 #2): "can I use bitsandbytes and unsloth on a 7900 XTX?" answered with the card's generic ROCm line and no
word of either library, and "can I fine-tune with unsloth on an Intel Arc B580?" with a QLoRA fit and no CUDA caveat;
the no-CUDA sentence was said only in comparisons (:func:`advisor.cuda_value.stack`).

The tools (``../shared/data/performance/FACTS_2026-12.md`` §2, data/SOURCES.md "precision_support.csv"):

- bitsandbytes: CUDA first; its multi-backend (ROCm, Intel) is an alpha preview
  (https://huggingface.co/docs/bitsandbytes/main/non_cuda_backends: ROCm "fully functional" (alpha));
- Unsloth: NVIDIA CUDA 7.0+ at its core, AMD and Intel through separate install guides
  (https://unsloth.ai/docs/get-started/fine-tuning-for-beginners/unsloth-requirements);
- FlashAttention 2: CUDA kernels for Ampere, Ada, Hopper; on AMD a separate ROCm build (Composable Kernel for
  MI200/MI300, a Triton backend for RDNA), on Intel none (Dao-AILab/flash-attention README) — PyTorch's own SDPA
  attention does its work there;
- xFormers: CUDA first; ROCm wheels on PyTorch's ROCm index (facebookresearch/xformers issue 1365), none for Intel.

Pure: :func:`tools_named` reads the question, :func:`tools_said` says the sentence for one card.
"""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING

from ..cuda_value import NO_CUDA_MAKERS
from ..i18n import Message, Text, msg
from ..wording import card_param, join

if TYPE_CHECKING:
    from ..models import Card

TOOLS = re.compile(r"(?<![a-z0-9])(?:(?P<bnb>bitsandbytes|bnb|adamw?[\s_-]?8[\s_-]?bit|8[\s_-]?bit adamw?)|"
                   r"(?P<unsloth>unsloth)|(?P<flash>flash[\s_-]?attn(?:[\s_-]?2)?|flash[\s_-]?attention(?:[\s_-]?2)?|"
                   r"fa2)|(?P<xformers>xformers)|"
                   # AMD's own ROCm libraries (judge30: "is the RX 7900 XT supported (AOTriton)?" was told "built for
                   # CUDA"): never a CUDA tool
                   r"(?P<aotriton>ao[\s_-]?triton)|(?P<miopen>miopen)|(?P<rocblas>rocblas|hipblas(?:lt)?)|"
                   r"(?P<ck>composable[\s_-]?kernels?|ck[\s_-]?(?:backend|flash[\s_-]?attn|flash[\s_-]?attention)))"
                   r"(?![a-z0-9])")
"""A CUDA-built tool named (module docstring), matched on the question in lower case after NFKC; each group a tool."""


def tools_named(text: str) -> list[str]:
    """The CUDA-built tools ``text`` names (the groups of :data:`TOOLS`: ``bnb``, ``unsloth``, ``flash``,
    ``xformers``), each once, in the order named; empty when it names none."""
    low = unicodedata.normalize("NFKC", text).lower()
    return list(dict.fromkeys(m.lastgroup for m in TOOLS.finditer(low) if m.lastgroup))


def _standing(tool: str, intel: bool) -> Message:
    """One tool's standing on an AMD (ROCm) or Intel (``intel``: XPU) card (module docstring)."""
    if tool == "bnb":
        if intel:
            return msg("cuda-tool.bnb.intel", "bitsandbytes (4-bit QLoRA, 8-bit optimizers) runs on Intel only "
                       "through its multi-backend preview")
        return msg("cuda-tool.bnb.rocm", "bitsandbytes (4-bit QLoRA, 8-bit optimizers) runs on ROCm only through "
                   "its alpha-preview backend")
    if tool == "unsloth":
        if intel:
            return msg("cuda-tool.unsloth.intel", "Unsloth is built on NVIDIA's CUDA, Intel cards only through its "
                       "separate Intel install guide")
        return msg("cuda-tool.unsloth.rocm", "Unsloth is built on NVIDIA's CUDA, AMD cards only through its separate "
                   "ROCm install guide, on Linux")
    if tool == "flash":
        if intel:
            return msg("cuda-tool.flash.intel", "FlashAttention 2 has no Intel build: PyTorch's own attention "
                       "(SDPA) does its work, with more memory")
        return msg("cuda-tool.flash.rocm", "FlashAttention 2 runs only from its separate ROCm build (MI200/MI300, "
                   "RDNA through its Triton backend)")
    if intel:
        return msg("cuda-tool.xformers.intel", "xFormers has no Intel build: PyTorch's own attention (SDPA) does its "
                   "work")
    return msg("cuda-tool.xformers.rocm", "xFormers runs from its ROCm wheels on PyTorch's ROCm index, on Linux")


ROCM_TOOLS = ("aotriton", "miopen", "rocblas", "ck")
"""The groups of :data:`TOOLS` that are AMD's own ROCm libraries, not CUDA's."""


def _rocm_standing(tool: str) -> Message:
    """One of AMD's ROCm libraries (:data:`ROCM_TOOLS`): what it is and the AMD GPUs it runs on."""
    if tool == "aotriton":  # https://github.com/ROCm/aotriton (release 0.7b: Navi31, gfx1100); PyTorch's warning
        # "Flash attention support on Navi31 GPU is still experimental. Enable it with
        # TORCH_ROCM_AOTRITON_ENABLE_EXPERIMENTAL=1" (aten/src/ATen/native/transformers/cuda/sdp_utils.cpp)
        return msg("rocm-tool.aotriton", "AOTriton is AMD's own ROCm library (Triton-compiled attention kernels "
                   "behind PyTorch's scaled_dot_product_attention on ROCm): MI200 and MI300, and since its 0.7b "
                   "release Navi31 (RX 7900 XT and XTX, PRO W7900), in PyTorch's ROCm builds — on Navi31 still marked "
                   "experimental there (TORCH_ROCM_AOTRITON_ENABLE_EXPERIMENTAL=1)")
    if tool == "miopen":  # https://github.com/ROCm/MIOpen
        return msg("rocm-tool.miopen", "MIOpen is AMD's own deep-learning library (cuDNN's counterpart), part of "
                   "ROCm: it runs wherever ROCm supports the card")
    if tool == "rocblas":  # https://github.com/ROCm/rocBLAS, https://github.com/ROCm/hipBLASLt
        return msg("rocm-tool.rocblas", "rocBLAS and hipBLASLt are AMD's own matrix libraries (cuBLAS's "
                   "counterparts), part of ROCm: they run wherever ROCm supports the card")
    # Dao-AILab/flash-attention README, "AMD ROCm Support": the Composable Kernel backend for MI200 and MI300, the
    # Triton backend for RDNA 3 and CDNA
    return msg("rocm-tool.ck", "FlashAttention's Composable Kernel (CK) backend is AMD's ROCm build for MI200 and "
               "MI300; Radeon cards (RDNA 3) take its Triton backend instead")


def tools_said(card: Card, tools: list[str]) -> Message | None:
    """The sentence that leads an answer on ``card`` when the question names the CUDA-built ``tools``
    (:func:`tools_named`): that the card runs no CUDA, then each tool's standing on it. ``None`` for an NVIDIA (or
    Apple) card, or no tool named."""
    rocm = [t for t in tools if t in ROCM_TOOLS]
    cuda = [t for t in tools if t not in ROCM_TOOLS]
    if rocm and card.manufacturer == "AMD":  # AMD's own libraries on an AMD card: never "built for CUDA" (judge30)
        said = msg("rocm-tool.lead", "{tools}.", tools=join([_rocm_standing(t) for t in rocm], "semicolon"))
        if not cuda:
            return said
        return msg("answer.join.sentences", "{first} {second}", first=said, second=msg(
            "cuda-tool.lead", "{card} runs no CUDA, and what you named is built for CUDA: {tools}.",
            card=card_param(card.name), tools=join([_standing(t, False) for t in cuda], "semicolon")))
    if rocm and not cuda:
        return msg("rocm-tool.other", "{tools}: AMD's own ROCm libraries, of no use on {card}, which is not an AMD "
                   "card.", tools=Text(value=", ".join(_ROCM_NAMES[t] for t in rocm)), card=card_param(card.name))
    if not cuda or card.manufacturer not in NO_CUDA_MAKERS:
        return None
    intel = card.manufacturer == "Intel"
    return msg("cuda-tool.lead", "{card} runs no CUDA, and what you named is built for CUDA: {tools}.",
               card=card_param(card.name), tools=join([_standing(t, intel) for t in cuda], "semicolon"))


_ROCM_NAMES = {"aotriton": "AOTriton", "miopen": "MIOpen", "rocblas": "rocBLAS", "ck": "Composable Kernel"}
"""How each ROCm library of :data:`ROCM_TOOLS` is written."""


__all__ = ["TOOLS", "tools_named", "tools_said"]
