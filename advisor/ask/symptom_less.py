"""An owner's symptom with no card named (break31 #4, issue 28): "ollama not using my gpu", "my training is slow, gpu
at 20% usage", "GPU 利用率只有 30%", "ollama 不用我的显卡" got "What is your budget?". The symptom's verdict and levers
need no card: low utilisation means the card waits for data, so no faster card helps (``data/concerns.csv``
``symptom-low-utilisation``, PyTorch's tuning guide); a local LLM tool on the CPU is a setup fault on any NVIDIA card of
compute capability 5.0 or newer (``symptom-tool-cpu``, Ollama's hardware docs). Both are said, and naming the card is
offered, never asked as a budget. Pure."""

from __future__ import annotations

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
