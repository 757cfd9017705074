"""Whether a tool the catalogue does not know supports a card, answered as support — never as a purchase (issue 27;
fix69b, judge28 #20): "onediff 是否支持 Nvidia T4 或者 L4 GPU？" got "L4 ≈ 2x faster … a card beats both: RTX 3090";
"does TensorRT-LLM support the T4?" a buy verdict. A tool's support of a card follows the card's architecture and
compute capability (what the tool's own documentation lists): the answer leads with each card's, and with the usual
line — kernels written for Ampere or newer (compute capability 8.0: bf16, FlashAttention-2) leave Turing and older
out or run them without their speed-up. Tools with answers of their own (PyTorch, CUDA, vLLM, Ollama, llama.cpp,
FlashAttention, …: :mod:`advisor.ask.support_first`, :mod:`advisor.ask.cuda_tools`) and a number format asked
("does the 5090 support fp4?") keep theirs. Pure."""

from __future__ import annotations

import re
from typing import Any

from ..i18n import Message, Text, UserText, msg
from ..jobs import models
from ..wording import card_param
from .word_gate import needs

_TOOL = r"([a-z][a-z0-9_.\-]{2,30})"
_ASKED = re.compile(rf"(?<![a-z])(?:does|do|will|can|is)\s+{_TOOL}\s+(?:support|supports|work\s+(?:on|with)|run\s+on|"
                    rf"compatible\s+with)(?![a-z])|(?<![a-z])(?:supported|accelerated)\s+(?:by|in)\s+{_TOOL}|"
                    rf"(?<![a-z]){_TOOL}\s*(?:是否|能否|可否|能不能|可不可以)?\s*(?:支持|支援|兼容|相容)")
"""A tool asked to support a card ("does onediff support the T4", "supported by onediff", "onediff 是否支持 T4")."""
_NOT_TOOL = frozenset({
    "not", "also", "still", "now", "really", "even", "actually", "currently", "fully", "officially", "already",
    "the", "this", "that", "these", "those", "it", "they", "my", "our", "your", "you", "a", "an", "any", "one", "both",
    "nvidia", "amd", "intel", "geforce", "radeon", "rtx", "gtx", "tesla", "quadro", "arc", "instinct", "gpu", "gpus",
    "card", "cards", "windows", "linux", "mac", "macos", "wsl", "wsl2", "ubuntu", "there", "someone", "anyone",
    "pytorch", "torch", "cuda", "tensorflow", "jax", "comfyui", "automatic1111", "a1111", "diffusers", "ollama", "vllm",
    "llama.cpp", "driver", "drivers", "rocm", "xformers", "bitsandbytes", "flashattention", "flash", "flash-attention",
    "flash-attn", "sdpa", "triton", "deepspeed", "unsloth", "lm", "lmstudio", "koboldcpp", "exllama", "exllamav2",
    "onnx", "onnxruntime", "directml", "zluda", "oneapi", "ipex", "openvino", "mlx", "metal", "vulkan", "opencl"})
_FORMAT = re.compile(r"(?<![a-z])(?:fp4|fp8|fp16|bf16|int8|int4|tf32|nvfp4|mxfp4|nvlink|ecc|sli|resizable)(?![a-z0-9])")


def _squeezed(word: str) -> str:
    return re.sub(r"[^a-z0-9]", "", word.lower())


def job_model(tool: str) -> bool:
    """Whether ``tool`` is a model of a job with published figures (``data/owner_jobs.csv``: "can StyleGAN3 run on
    a GTX 1080 Ti?", U26): the job's own fit (its batch on that card, how slowly) answers it, never the generic line
    that a tool's support follows the architecture (fix84d)."""
    said = _squeezed(tool)
    return len(said) >= 4 and any(_squeezed(m).startswith(said) for m in models())


def tool_asked(text: str) -> str | None:
    """The tool ``text`` asks to support a card, as typed (module docstring), or ``None``."""
    low = text.lower()
    if _FORMAT.search(low):
        return None
    for m in _ASKED.finditer(low):
        tool = next(g for g in m.groups() if g is not None).strip(".-_")
        if tool not in _NOT_TOOL and not re.search(r"\d{3,4}", tool):
            return tool
    return None


@needs(_ASKED, unchanged="answer")  # "does X support …" asked, or the answer as it is (perf35)
def tool_support_first(advisor: Any, text: str, answer: Any) -> Any:
    """``answer`` (a comparison or a card's verdict) led by each card's architecture and compute capability when
    ``text`` asks whether a tool the catalogue does not know supports the card(s) (module docstring), the buyer's
    lines of a card that beats them dropped; ``answer`` itself otherwise."""
    shape = getattr(answer, "shape", None)
    if shape is None or (tool := tool_asked(text)) is None or job_model(tool):
        return answer
    names = [str(c.card) for c in getattr(answer, "cards", None) or []] or (
        [str(answer.card)] if isinstance(getattr(answer, "card", None), str) else [])
    cards = [advisor.card(n) for n in names]
    if not cards or any(c.compute_capability is None or c.architecture is None for c in cards):
        return answer
    if TRT_LLM.fullmatch(tool):  # "does TensorRT-LLM support the A10 or 4090?": yes or no per card (judge31 E06)
        head = trt_llm_support(cards, named=len(cards) > 1 or bool(getattr(answer, "cards", None)))  # a card's
        # verdict is labelled with its card: never "Tesla T4: TensorRT-LLM: Tesla T4: …" (judge31, fix84e)
        decides = [c for c in shape.decides if not c.message.key.startswith(("ask.cheaper", "value.", "price."))]
        return answer.model_copy(update={"shape": shape.model_copy(update={
            "headline": head, "decides": decides, "details": shape.details + 1, "asked": "supported"})})
    facts = [msg("ask.tool-support.card", "{card}: {architecture}, compute capability {cc}", card=card_param(c.name),
                 architecture=c.architecture, cc=str(c.compute_capability)) for c in cards]
    old = [c for c in cards if float(c.compute_capability) < 8.0]
    head = msg("ask.tool-support", "Whether {tool} supports a card follows the card's architecture and compute "
               "capability, which its documentation lists: {cards}. {older}", tool=UserText(value=tool), cards=facts,
               older=msg("ask.tool-support.older", "Kernels written for Ampere or newer (compute capability 8.0: bf16, "
                         "FlashAttention-2) leave {cards} out or run them without their speed-up.",
                         cards=[card_param(c.name) for c in old]) if old else msg(
                   "ask.tool-support.newer", "All are Ampere or newer (compute capability 8.0 or higher), what most "
                   "current kernels are written for."))
    decides = [c for c in shape.decides if not c.message.key.startswith(("ask.cheaper", "value."))]
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head, "decides": decides,
                                                                         "details": shape.details + 1,
                                                                         "asked": "supported"})})  # no buy label


TRT_LLM = re.compile(r"(?:tensorrt|trt)[\s_.-]*llm")
"""TensorRT-LLM as typed ("tensorrt-llm", "trt-llm", "tensorrt_llm")."""
TRT_LLM_SOURCE = "https://nvidia.github.io/TensorRT-LLM/0.18.2/reference/support-matrix.html"
TRT_LLM_SM = frozenset({"8.0", "8.6", "8.9", "9.0"})
"""The compute capabilities of TensorRT-LLM's support matrix (:data:`TRT_LLM_SOURCE`: "Hopper (SM90)", "Ada Lovelace
(SM89)", "Ampere (SM80, SM86)"; "If a GPU architecture is not listed, the TensorRT-LLM team does not develop or test
the software on the architecture and support is limited to community support"; it "requires Linux x86_64 or Linux
aarch64"), and Blackwell (compute capability 10 and up), on its newer Supported Hardware page
(https://nvidia.github.io/TensorRT-LLM/supported-hardware.html)."""


def trt_llm_support(cards: list, named: bool = True) -> Message:
    """Whether TensorRT-LLM's support matrix lists each card's architecture (:data:`TRT_LLM_SM`), yes or no first;
    ``named`` false: one card's, said without its name (the verdict it heads is labelled with it)."""
    if not named and len(cards) == 1:
        c = cards[0]
        word = msg("ask.tool-support.trtllm.yes.one", "yes ({architecture}, compute capability {cc})",
                   architecture=c.architecture, cc=str(c.compute_capability)) if str(
            c.compute_capability) in TRT_LLM_SM or float(c.compute_capability) >= 10.0 else msg(
            "ask.tool-support.trtllm.no.one", "not on its support matrix ({architecture}, compute capability {cc}): "
            "community support only", architecture=c.architecture, cc=str(c.compute_capability))
        return msg("ask.tool-support.trtllm", "TensorRT-LLM: {cards}. Its support matrix lists Ampere (compute "
                   "capability 8.0 and 8.6), Ada Lovelace (8.9), Hopper (9.0) and Blackwell; FP8 needs Ada or newer, "
                   "and it runs on Linux ({source}).", cards=[word], source=Text(value=TRT_LLM_SOURCE))
    words = [msg("ask.tool-support.trtllm.yes", "{card}: yes ({architecture}, compute capability {cc})",
                 card=card_param(c.name), architecture=c.architecture, cc=str(c.compute_capability))
             if str(c.compute_capability) in TRT_LLM_SM or float(c.compute_capability) >= 10.0 else
             msg("ask.tool-support.trtllm.no", "{card}: not on its support matrix ({architecture}, compute "
                 "capability {cc}): community support only", card=card_param(c.name), architecture=c.architecture,
                 cc=str(c.compute_capability)) for c in cards]
    return msg("ask.tool-support.trtllm", "TensorRT-LLM: {cards}. Its support matrix lists Ampere (compute capability "
               "8.0 and 8.6), Ada Lovelace (8.9), Hopper (9.0) and Blackwell; FP8 needs Ada or newer, and it runs on "
               "Linux ({source}).", cards=words, source=Text(value=TRT_LLM_SOURCE))


__all__ = ["job_model", "tool_asked", "tool_support_first", "trt_llm_support"]
