"""A card that idles while it trains with block swapping or over an eGPU (judge31 E14, round 32 fix84e #3).

judge31's real question: "I'm training a Flux.1 Dev LoRA with fluxgym on a 12GB RTX 3060 with 64GB of system RAM. GPU
use is only 1-8%. Is the GPU underutilized and how do I speed it up?" (https://github.com/cocktailpeanut/fluxgym/issues/160,
the card on a Thunderbolt 4 eGPU) was answered whether the card can train the LoRA. It asks why the card idles. Three
facts answer that kind — low use said with a trainer that swaps or offloads the model, or with the card on an eGPU:

- fluxgym's 12 GB preset runs kohya's sd-scripts with ``--split_mode`` (:data:`PRESET_SOURCE`), the older name of
  ``--blocks_to_swap``, which "swaps blocks between CPU and GPU to reduce VRAM usage. Higher numbers save more VRAM but
  reduce training speed" (:data:`SWAP_SOURCE`; its table: 16 blocks at 12 GB, none at 24 GB): every step copies those
  blocks over PCIe, and the card waits for them;
- Thunderbolt 3/4 and USB4 carry about 5 GB/s, as a PCIe 3.0 x4 slot, against about 32 GB/s for a desktop PCIe 4.0
  x16 slot (:data:`EGPU_SOURCE`), so every block swapped crosses a link about six times slower;
- Windows Task Manager's GPU percentage under-reads compute work (its default graphs are the 3D, copy and video
  engines, :data:`GRAPHS_SOURCE`; a compute job's load reads lower there than in a tool built for it,
  :data:`UNDER_SOURCE`): nvidia-smi's GPU-Util is the figure to read.

:func:`swap_idle_reply` says those that the question raises. Pure: the question's words.
"""

from __future__ import annotations

import re
import unicodedata

from ..concerns import load
from ..i18n import Message, Text, msg
from ..wording import join

SWAP_SOURCE = "https://github.com/kohya-ss/sd-scripts/blob/main/docs/flux_train_network.md"
"""sd-scripts' FLUX LoRA guide (commit 063ef10), 6.1: "--blocks_to_swap <number>: Swaps blocks between CPU and GPU to
reduce VRAM usage. Higher numbers save more VRAM but reduce training speed"; recommended: 12GB "--blocks_to_swap 16",
24GB "Basic settings work fine"."""
PRESET_SOURCE = "https://github.com/cocktailpeanut/fluxgym/blob/main/app.py"
"""fluxgym's app.py (commit 031286a), gen_sh: the "12G" preset adds ``--split_mode --network_args
"train_blocks=single"``; "16G" and "20G+" swap nothing. sd-scripts' guide: "--split_mode: Deprecated argument. Use
--blocks_to_swap instead" (:data:`SWAP_SOURCE`)."""
EGPU_SOURCE = ("https://abart.pro/en/blog/company-news-and-information-about-hardware-and-software/"
               "why-don-t-egpu-graphics-cards-suffer-from-drastic-performance-losses")
"""Thunderbolt 3, Thunderbolt 4 or USB4: "40 Gb/s, or approximately 5 GB/s"; "a standard PCIe 4.0 x16 slot offers a
bandwidth of up to 32 GB/s"; "PCIe 3.0 x4 → 4 GB/s (transfer similar to Thunderbolt 3, Thunderbolt 4, USB4)"."""
GRAPHS_SOURCE = "https://onesdr.com/gpu-0-3d-what-does-it-mean"
"""Task Manager's GPU page: "3D", "Video Decode", "Copy" graphs, each an engine's share."""
UNDER_SOURCE = "https://community.topazlabs.com/t/low-gpu-load-at-the-task-manager-explained/17631"
"""Topaz Labs' forum: for compute work "the Task Manager will always show lower GPU load" than a tool measuring the
compute units."""

_UTILISATION = "symptom-low-utilisation"
_LOW = re.compile(
    r"(?<![a-z])(?:under[- ]?utili[sz]ed|under[- ]?used|not\s+(?:fully\s+)?(?:used|utili[sz]ed)|idl(?:e|es|ing))"
    r"(?![a-z])|(?<![a-z])(?:gpu|card|cuda)\s+(?:use|usage|utili[sz]ation|util|load|busy)\s+(?:is\s+|was\s+|stays\s+|"
    r"at\s+|of\s+|only\s+|just\s+|between\s+|around\s+|about\s+)*(?:[0-3]?\d)(?:\s*[-–~]\s*[0-3]?\d)?\s*%|"
    r"(?<![\d.])(?:[0-3]?\d)(?:\s*[-–~]\s*[0-3]?\d)?\s*%\s*(?:gpu\s+)?(?:use|usage|utili[sz]ation|util|load|busy)"
    r"(?![a-z])|(?:利用率|占用率?|佔用率?|使用率)\S{0,6}(?:低|只有|才|不到)|(?:没|沒)(?:有)?(?:跑满|跑滿|用满|用滿)")
"""Low use said beyond the PyTorch concern's cue: "GPU use is only 1-8%", "underutilized", "利用率很低"."""
_SWAP = re.compile(r"(?<![a-z])(?:fluxgym|flux\s*gym|kohya|sd[- ]scripts|musubi|"
                   r"blocks?[\s_-]*(?:to[\s_-]*)?swap(?:ping)?|swap(?:s|ped|ping)?\s+blocks?|cpu[\s_-]*offload(?:ing)?|offload(?:s|ed|ing)?)(?![a-z])|"
                   r"块交换|塊交換|卸载到内存|卸載到內存")
"""A trainer or setting that swaps the model's blocks to system RAM: fluxgym, kohya's sd-scripts or musubi-tuner,
--blocks_to_swap, CPU offload."""
_TRAINS = re.compile(r"(?<![a-z])(?:train(?:s|ed|ing)?|lora|fine[- ]?tun(?:e|es|ed|ing))(?![a-z])|训练|訓練|微调|微調")
_TRAINER = re.compile(r"(?<![a-z])(?:fluxgym|flux\s*gym|kohya|sd[- ]scripts|musubi(?:[- ]tuner)?)(?![a-z])")
"""A trainer named: a question about it is about training."""
_EGPU = re.compile(r"(?<![a-z])(?:e[- ]?gpu|thunderbolt|tb[345]|usb\s*4|oculink)(?![a-z])|"
                   r"外置显卡|外接显卡|外置顯卡|外接顯卡|雷电|雷電")
_WINDOWS = re.compile(r"(?<![a-z])(?:task\s*manager|windows)(?![a-z])|任务管理器|任務管理器")


def swap_idle_reply(text: str) -> Message | None:
    """Why a card idles while it trains (module docstring): low use said of a training run with block swapping or
    offload named (fluxgym, kohya's sd-scripts, --blocks_to_swap) or with the card on an eGPU; ``None`` for any other
    question."""
    low = unicodedata.normalize("NFKC", text).lower()
    swap, egpu = _SWAP.search(low) is not None, _EGPU.search(low) is not None
    if not (swap or egpu) or not (_TRAINS.search(low) or _TRAINER.search(low)):
        return None
    if not _LOW.search(low) and not any(c.id == _UTILISATION and c.cue.search(low) for c in load()):
        return None
    parts = [] if not swap else [msg(
        "ask.swap-idle.swap", "The card waits for the model, not for work: a trainer that swaps blocks keeps part "
        "of the model in system RAM and copies it to the card and back over PCIe every step (fluxgym's 12 GB preset "
        "runs kohya's sd-scripts with --split_mode, called --blocks_to_swap in newer sd-scripts: {preset}); "
        "sd-scripts says more swapped blocks save memory but slow training ({source}). Swap fewer blocks if the "
        "memory allows (its table: 16 at 12 GB, none at 24 GB), cache the latents and text-encoder outputs and "
        "train at 512 px; a card with more memory swaps none and runs busy.",
        preset=Text(value=PRESET_SOURCE), source=Text(value=SWAP_SOURCE))]
    if egpu:
        parts.append(msg("ask.swap-idle.egpu", "On an eGPU every copy between system RAM and the card (swapped blocks, "
                         "each batch) crosses the Thunderbolt link: "
                         "Thunderbolt 3/4 and USB4 carry about 5 GB/s, like a PCIe 3.0 x4 slot, against about "
                         "32 GB/s for a desktop PCIe 4.0 x16 slot ({source}), so each copy costs several times more "
                         "there; the same card in a desktop slot waits far less.", source=Text(value=EGPU_SOURCE)))
    if _WINDOWS.search(low) or egpu:
        parts.append(msg("ask.swap-idle.monitor", "Read the use with nvidia-smi (GPU-Util): Windows Task Manager's "
                         "GPU graphs show the 3D, copy and video engines ({graphs}) and read compute work such as "
                         "CUDA training low ({under}).", graphs=Text(value=GRAPHS_SOURCE),
                         under=Text(value=UNDER_SOURCE)))
    return join(parts)


__all__ = ["swap_idle_reply"]
