"""An owner's symptom with no card named (break31 #4, issue 28): "ollama not using my gpu", "my training is slow, gpu
at 20% usage", "GPU 利用率只有 30%", "ollama 不用我的显卡" got "What is your budget?". The symptom's verdict and levers
need no card: low utilisation means the card waits for data, so no faster card helps (``data/concerns.csv``
``symptom-low-utilisation``, PyTorch's tuning guide); a local LLM tool on the CPU is a setup fault on any NVIDIA card of
compute capability 5.0 or newer (``symptom-tool-cpu``, Ollama's hardware docs). Both are said, and naming the card is
offered, never asked as a budget. Pure."""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING

from ..concerns import load
from ..i18n import Message, msg
from ..wording import join
from .swap_idle import swap_idle_reply

if TYPE_CHECKING:
    from .models import ReadAs

UTILISATION = "symptom-low-utilisation"
TOOL_CPU = "symptom-tool-cpu"


# (break49 #3) the model put on the processor, no tool named ("using CPU instead of 2 GPUs for llama 8b", "it runs on
# the cpu instead of the gpu", "用的是CPU而不是显卡", "跑在CPU上不走GPU"): a setup fault, the same for any tool
CPU_INSTEAD = re.compile(
    r"(?<![a-z])(?:us(?:e|es|ed|ing)|runs?\s+on|running\s+on|ran\s+on|falls?\s+back\s+to|loads?\s+(?:in)?to|"
    r"goes\s+to|stuck\s+on)\s+(?:the\s+|my\s+)?cpu\s+(?:instead\s+of|rather\s+than|not)\s+(?:the\s+|my\s+|both\s+|"
    r"all\s+|two\s+|[1-8]\s*x?\s*)?(?:nvidia\s+)?(?:gpus?|cards?|graphics\s+cards?|vram)(?![a-z])|"
    r"(?:用|用的是|跑在|走|调用|調用)\s*cpu\s*(?:上)?\s*(?:而不是|而非|不是|没有?用|沒有?用|不走|不用)\s*(?:两张|兩張|2张|2張)?"
    r"\s*(?:gpu|显卡|顯卡)")


def _raised(text: str) -> set[str]:
    said = unicodedata.normalize("NFKC", text).lower()
    return {c.id for c in load() if c.id in (UTILISATION, TOOL_CPU) and c.cue.search(said)}


def symptom_reply(text: str, read_as: ReadAs) -> Message | None:
    """The card-free answer to an owner's symptom (module docstring) when ``read_as`` names no card, no machine and
    no budget; else None. A card idling while it trains with block swapping or on an eGPU, card named or not:
    :func:`advisor.ask.swap_idle.swap_idle_reply` (judge31 E14)."""
    if read_as.budget is None and (swapped := swap_idle_reply(text)) is not None:
        return swapped
    if read_as.cards or read_as.budget is not None or read_as.command not in ("recommend", "why", "fits", "none"):
        return None
    found = _raised(text)
    if not found and CPU_INSTEAD.search(unicodedata.normalize("NFKC", text).lower()):
        return join([msg("ask.symptom-less.cpu-instead", "A model that runs on the CPU instead of the GPUs is a setup "
                         "fault, not too small or too few cards, so a new card will not fix it. Check that the "
                         "NVIDIA driver is recent and nvidia-smi lists every card; that the tool is a CUDA build "
                         "(in PyTorch torch.cuda.is_available() is True; llama.cpp built with CUDA); that "
                         "CUDA_VISIBLE_DEVICES is unset or lists the cards (an empty value hides them all); and "
                         "that the tool is told to use them (llama.cpp and LM Studio: GPU layers / --n-gpu-layers "
                         "above 0; PyTorch: the model and the data moved .to(\"cuda\"))."),
                     msg("ask.symptom-less.name-card", "Name your card (“my 3060 12gb …”) and I will check it against "
                         "this.")])
    if not found:
        return None
    parts = []
    if UTILISATION in found:
        parts.append(msg("ask.symptom-less.utilisation", "Low GPU utilisation means the card is waiting, not working: "
                         "the data loader, CPU preprocessing, disk reads or a small batch leave it idle, and a faster "
                         "card would wait just the same, so a new card will not help. Give the DataLoader worker "
                         "processes (num_workers) with pinned memory, keep the data on a local SSD or decode it once "
                         "ahead, and raise the batch until the card is busy; the PyTorch profiler shows what it waits "
                         "for."))
    if TOOL_CPU in found:
        parts.append(msg("ask.symptom-less.tool-cpu", "Ollama runs a model on the CPU when it cannot use the card, "
                         "rarely because of the card: its CUDA build runs on any NVIDIA card of compute capability 5.0 "
                         "or newer (GTX 900 series onwards), and an AMD card through ROCm when on Ollama's list, else "
                         "Vulkan. Check that the driver is recent and nvidia-smi lists the card, that a Docker "
                         "container was started with --gpus all, and what ollama ps says (a model larger than the "
                         "card's memory runs partly on the CPU); llama.cpp uses the card only when built with CUDA "
                         "and run with --n-gpu-layers (-ngl) above 0. A new card will not fix it."))
    parts.append(msg("ask.symptom-less.name-card", "Name your card (“my 3060 12gb …”) and I will check it against "
                     "this."))
    return join(parts)


__all__ = ["symptom_reply"]
