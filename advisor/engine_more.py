"""More engines on a card, said against their own docs (fix61e; closing24 and fix59b's leftovers).

- **vLLM on an NVIDIA card** with no OS named (or Linux): its CUDA build needs compute capability 7.5 or higher in
  its current docs (7.0 up to v0.14) and Linux; on Windows, WSL2 (vLLM's GPU installation pages,
  :data:`VLLM_GPU_CURRENT`, :data:`VLLM_GPU_SOURCE`). A card below 7.0 (Pascal, Maxwell) is told it is not supported,
  one from 7.0 to 7.5 (a V100) that only older releases run it, each with what runs models on it instead (llama.cpp's
  CUDA build, Ollama).
- **vLLM on an NVIDIA GB10 machine** (the DGX Spark and its Dell and ASUS siblings): it runs there, from vLLM's
  official server image on DGX OS (Arm Linux), the way vLLM's DGX Spark guide and NVIDIA's playbook serve models
  (:data:`VLLM_SPARK_SOURCE`); the memory pool is shared with the OS, so ``--gpu-memory-utilization`` leaves headroom.
- **LM Studio** (:data:`LMSTUDIO_SOURCE`): a desktop app on macOS (Apple silicon), Windows and Linux (x64 only) that
  runs GGUF models through llama.cpp and, on Apple silicon, MLX models. Its llama.cpp "LM Runtimes" are picked in
  its runtime manager: CUDA for NVIDIA cards, Vulkan for any GPU, ROCm for Radeon cards (the runtimes' names in
  LM Studio's bug tracker, :data:`LMSTUDIO_RUNTIMES`). No Linux build for Arm (a GB10 box), none for Intel Macs.
- **Two of llama.cpp's engines named** ("lm studio or ollama, which is better for my 3060?", fix63b): a comparison of
  the engines on that card — both run GGUF models through llama.cpp (Ollama bundles it, :data:`OLLAMA_LLAMA_SOURCE`),
  so speed and memory are llama.cpp's on either; they differ in how they are used (:func:`engines_compared`).

Pure: constants and messages.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .i18n import Message, Text, msg
from .wording import card_param

if TYPE_CHECKING:
    from .models import Card

VLLM_GPU_SOURCE = "https://docs.vllm.ai/en/v0.14.0/getting_started/installation/gpu/"
"""vLLM's GPU installation page (v0.14.0; the source of ``data/engine_windows.csv``'s vllm row): OS Linux; "GPU:
compute capability 7.0 or higher (e.g., V100, T4, RTX20xx, A100, L4, H100, etc.)"; "vLLM does not support Windows
natively" (WSL, or community forks)."""
WSL_CUDA_SOURCE = "https://docs.nvidia.com/cuda/wsl-user-guide/index.html"
"""NVIDIA's CUDA on WSL User Guide (``data/engine_windows.csv``'s wsl-cuda row)."""
LLAMA_RELEASES = "https://github.com/ggml-org/llama.cpp/releases"
"""llama.cpp's releases: CUDA, Vulkan, HIP and SYCL builds for Windows; Metal for macOS."""
OLLAMA_GPUS = "https://github.com/ollama/ollama/blob/948f69330acf96a2310f1b53fdfc211731a386d8/docs/gpu.mdx"
"""Ollama's hardware page (:data:`advisor.engine_cards.OLLAMA_SOURCE`)."""
OLLAMA_LLAMA_SOURCE = "https://dev.to/mrsaynothing/llamacpp-vs-ollama-which-should-you-run-in-2026-7po"
""""llama.cpp vs Ollama" (2026): Ollama "is a Go service that bundles llama.cpp as its inference backend, adds model
management (ollama pull) and serves a REST API on port 11434"; raw llama.cpp gives every tuning flag."""
VLLM_SPARK_SOURCE = "https://vllm.ai/blog/2026-06-01-vllm-dgx-spark"
"""vLLM's blog, "vLLM on the DGX Spark" (2026-06-01): the GB10 (sm_121, one unified memory pool) serves models through
vLLM's official OpenAI-compatible server image with Spark-specific flags; ``--gpu-memory-utilization`` should leave
headroom for the OS, the container runtime and the KV cache. NVIDIA's own playbook: build.nvidia.com/spark/vllm."""
LMSTUDIO_SOURCE = "https://lmstudio.ai/docs/app"
"""LM Studio's docs, "About LM Studio": available for macOS, Windows and Linux; runs LLMs through llama.cpp on all three
and through Apple's MLX on Apple silicon Macs; LM Runtimes managed with Ctrl+Shift+R (⌘+Shift+R on a Mac)."""
LMSTUDIO_REQUIREMENTS = "https://lmstudio.ai/docs/app/system-requirements"
"""LM Studio's system requirements: macOS on Apple silicon (M1–M4), macOS 13.4 or newer (14.0 for MLX models), Intel
Macs not supported; Windows on x64 (AVX2) and ARM, 4 GB of VRAM recommended; Linux x64 only ("aarch64 not yet
supported"), Ubuntu 20.04 or newer, as an AppImage."""
LMSTUDIO_RUNTIMES = "https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/966"
"""LM Studio's bug tracker: the runtimes by name — "CUDA 12 llama.cpp (Linux)" beside the Vulkan one (issue 966);
"Vulkan llama.cpp (Windows)" and the ROCm runtime on a Radeon (issue 1041)."""

VLLM_GPU_CURRENT = "https://docs.vllm.ai/en/v0.31.0/getting_started/installation/gpu/"
"""vLLM's GPU installation page (v0.31.0): compute capability 7.5 or higher (``data/card_facts.csv``'s vllm_min_cc
rows, ``data/concerns.csv``'s vllm-old)."""
VLLM_CUDA_FLOOR = 7.5
"""The lowest compute capability vLLM's CUDA build runs in its current docs (:data:`VLLM_GPU_CURRENT`)."""
VLLM_OLD_FLOOR = 7.0
"""The floor up to vLLM v0.14 (:data:`VLLM_GPU_SOURCE`): a V100 or TITAN V runs only older releases."""


def _cc(card: Card) -> float | None:
    """``card``'s compute capability as a number, ``None`` where the catalogue lacks it."""
    try:
        return float(card.compute_capability or "")
    except ValueError:
        return None


def vllm_nvidia(card: Card, model: bool = False) -> Message | None:
    """vLLM on the NVIDIA ``card`` with no OS named, or Linux (module docstring): not supported below compute
    capability 7.0, only older releases from 7.0 to 7.5 (both said even when a model is asked: they decide); from 7.5
    its road — Linux, WSL2 on Windows — unless ``model`` (a model asked: the fit decides, the road is context).
    ``None`` for a card whose compute capability the catalogue lacks."""
    cc = _cc(card)
    if cc is None:
        return None
    common = {"card": card_param(card.name), "cc": Text(value=str(card.compute_capability)),
              "source": Text(value=VLLM_GPU_CURRENT)}
    others = {"llama": Text(value=LLAMA_RELEASES), "ollama": Text(value=OLLAMA_GPUS)}
    if cc < VLLM_OLD_FLOOR:
        return msg("stack.os.engine-vllm-nvidia-old", "vLLM does not support {card}: its CUDA build needs compute "
                   "capability 7.5 or higher in its current docs ({source}; 7.0 up to v0.14), and this card has {cc}. "
                   "llama.cpp's CUDA build ({llama}) and Ollama ({ollama}) run models on it.", **others, **common)
    if cc < VLLM_CUDA_FLOOR:
        return msg("stack.os.engine-vllm-nvidia-older", "{card} (compute capability {cc}) runs only older vLLM "
                   "releases: vLLM's docs took 7.0 up to v0.14 ({old}), its current docs need 7.5 ({source}). "
                   "llama.cpp's CUDA build ({llama}) and Ollama ({ollama}) run models on it today.",
                   old=Text(value=VLLM_GPU_SOURCE), **others, **common)
    if model:
        return None
    return msg("stack.os.engine-vllm-nvidia", "vLLM runs {card} (compute capability {cc}; vLLM needs 7.5 or higher) "
               "through its CUDA build on Linux ({source}); it has no native Windows build: on Windows, run it under "
               "WSL2, where NVIDIA's driver carries CUDA to Linux programs ({wsl}).", wsl=Text(value=WSL_CUDA_SOURCE),
               **common)


def vllm_gb10(card: Card) -> Message:
    """vLLM on the NVIDIA GB10 machine ``card`` (a DGX Spark; module docstring)."""
    return msg("stack.os.engine-vllm-gb10", "vLLM runs on {card}: its GB10 is an Arm (aarch64) machine on NVIDIA's DGX "
               "OS (Linux), and vLLM's DGX Spark guide serves models there from vLLM's official server image, as "
               "NVIDIA's DGX Spark playbook does ({source}). The OS and the model share one memory pool, so keep "
               "--gpu-memory-utilization below 1 to leave the system headroom.", card=card_param(card.name),
               source=Text(value=VLLM_SPARK_SOURCE))


def lmstudio_gb10(card: Card) -> Message:
    """LM Studio on the NVIDIA GB10 machine ``card``: no Arm Linux build (:data:`LMSTUDIO_REQUIREMENTS`)."""
    return msg("stack.os.engine-lmstudio-arm", "LM Studio has no build for {card}: its Linux build is for x64 only, "
               "aarch64 not yet supported ({source}). llama.cpp's CUDA build ({llama}) and Ollama ({ollama}) run "
               "models on it.", card=card_param(card.name),
               source=Text(value=LMSTUDIO_REQUIREMENTS), llama=Text(value=LLAMA_RELEASES),
               ollama=Text(value=OLLAMA_GPUS))


def lmstudio_mac() -> Message:
    """LM Studio on a Mac (:data:`LMSTUDIO_SOURCE`, :data:`LMSTUDIO_REQUIREMENTS`)."""
    return msg("stack.os.mac-lmstudio", "On macOS LM Studio runs on Apple silicon (M1 and later, macOS 13.4 or "
               "newer) through llama.cpp on Metal, and through Apple's MLX for MLX models (macOS 14 or newer) "
               "({source}); Intel Macs are not supported ({req}).", source=Text(value=LMSTUDIO_SOURCE),
               req=Text(value=LMSTUDIO_REQUIREMENTS))


def lmstudio_card(maker: str, card: Card) -> Message | None:
    """LM Studio on ``card`` of ``maker`` (``NVIDIA``, ``AMD``, ``Intel``), on Windows and Linux (x64): its llama.cpp
    runtimes for that maker (module docstring); ``None`` for another maker."""
    common = {"card": card_param(card.name), "source": Text(value=LMSTUDIO_SOURCE),
              "runtimes": Text(value=LMSTUDIO_RUNTIMES)}
    if maker == "NVIDIA":
        return msg("stack.os.engine-lmstudio-nvidia", "LM Studio runs {card} on Windows and Linux (x64) through "
                   "llama.cpp ({source}): pick its “CUDA 12 llama.cpp” runtime in the runtime manager (Ctrl+Shift+R), "
                   "or its Vulkan one ({runtimes}).", **common)
    if maker == "AMD":
        return msg("stack.os.engine-lmstudio-amd", "LM Studio runs {card} on Windows and Linux (x64) through "
                   "llama.cpp ({source}): its “Vulkan llama.cpp” runtime takes any Radeon card, and its ROCm runtime "
                   "the cards ROCm takes; pick one in the runtime manager (Ctrl+Shift+R) ({runtimes}).", **common)
    if maker == "Intel":
        return msg("stack.os.engine-lmstudio-intel", "LM Studio runs {card} on Windows and Linux (x64) through "
                   "llama.cpp's Vulkan runtime, “Vulkan llama.cpp” ({source}, {runtimes}).", **common)
    return None


LLAMA_FAMILY = ("llama", "ollama", "lmstudio")
"""The engines of :data:`advisor.stack_os.ENGINES` that run models through llama.cpp: named two of them, a question
compares them (:func:`engines_compared`)."""
_NAMES = {"llama": "llama.cpp", "ollama": "Ollama", "lmstudio": "LM Studio"}


def engines_compared(kinds: list[str], card: Card) -> Message | None:
    """Two of :data:`LLAMA_FAMILY` named for ``card`` (a card, not a machine), in the order asked: both run GGUF models
    through llama.cpp (:data:`OLLAMA_LLAMA_SOURCE`, :data:`LMSTUDIO_SOURCE`), so the same file runs at the same speed
    in the same memory; each takes the card through its maker's backend (NVIDIA: CUDA; AMD: ROCm or Vulkan; Intel:
    Vulkan — Ollama's docs/gpu.mdx, LM Studio's runtimes :data:`LMSTUDIO_RUNTIMES`); what differs is how each is used:
    LM Studio a desktop app (chat window, model browser; MLX on a Mac), Ollama a command-line tool and local server
    with an API, llama.cpp itself every flag. ``None`` for fewer than two of them, a machine, or another maker."""
    named = list(dict.fromkeys(k for k in kinds if k in LLAMA_FAMILY))
    if len(named) < 2 or card.is_system or card.manufacturer not in ("NVIDIA", "AMD", "Intel"):
        return None
    uses = {"lmstudio": msg("stack.engines.use.lmstudio", "LM Studio is a desktop app, a chat window and a model "
                            "browser (and MLX models on a Mac)"),
            "ollama": msg("stack.engines.use.ollama", "Ollama is a command-line tool and local server whose API "
                          "other apps call"),
            "llama": msg("stack.engines.use.llama", "llama.cpp itself is a command line and server with every "
                         "tuning flag")}
    road = {"NVIDIA": msg("stack.engines.road.cuda", "CUDA"), "AMD": msg("stack.engines.road.rocm", "ROCm or Vulkan"),
            "Intel": msg("stack.engines.road.vulkan", "Vulkan")}[card.manufacturer]
    first, second = named[:2]
    sources = {"ollama": OLLAMA_LLAMA_SOURCE, "lmstudio": LMSTUDIO_SOURCE, "llama": LLAMA_RELEASES}
    return msg("stack.engines.compared", "{first} or {second}: both run GGUF models through llama.cpp ({source}; "
               "{other_source}) and take {card} through {road}, so the same file runs at about the same speed in the "
               "same memory on either; they differ in use: {use_first}; {use_second}. Pick the one that fits how you "
               "work.", first=Text(value=_NAMES[first]), second=Text(value=_NAMES[second]), card=card_param(card.name),
               source=Text(value=sources[first]), other_source=Text(value=sources[second]), road=road,
               use_first=uses[first], use_second=uses[second])


__all__ = [
    "LLAMA_FAMILY",
    "LMSTUDIO_REQUIREMENTS",
    "OLLAMA_LLAMA_SOURCE",
    "engines_compared",
    "LMSTUDIO_RUNTIMES",
    "LMSTUDIO_SOURCE",
    "VLLM_CUDA_FLOOR",
    "VLLM_GPU_CURRENT",
    "VLLM_GPU_SOURCE",
    "VLLM_SPARK_SOURCE",
    "lmstudio_card",
    "lmstudio_gb10",
    "lmstudio_mac",
    "vllm_gb10",
    "vllm_nvidia",
]
