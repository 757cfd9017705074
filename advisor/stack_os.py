"""The platform a question names, answered before the card's Linux standing (issue 28, fix51c; newuser22 #30 and the
arc/rocm probe): "I have a 7900 xtx, how do I get pytorch working on it in windows" was told AMD's ROCm list for
Linux, and "does the arc a770 support rocm" was told "yes, through XPU" with never a word that ROCm is AMD's.

- **Windows named of an AMD card** (and no Linux): PyTorch's own ROCm wheels are Linux-only. AMD's Windows builds of
  PyTorch (ROCm 7) cover the RDNA3 and RDNA4 cards, marked experimental, and ROCm under WSL2 is the other road (rule
  ``vendor.amd-windows``, its sources in ``data/rules.csv``). An older card gets torch-directml
  (:data:`advisor.vendors.DIRECTML_SOURCE`) and Linux for ROCm.
- **ROCm named of an Intel card**: ROCm is AMD's stack (AMD's ROCm install docs, the source of
  ``data/rocm_support.csv``); Intel's road is PyTorch's XPU build on oneAPI (:data:`advisor.stack_status.XPU_SOURCE`).

- **An LLM engine named of any card on Windows** (fix56a #3: the NVIDIA and Intel cards, the AMD machines too;
  fix53a #4: "I'm on Windows with an RX 7900 XTX, can I run vLLM?" was told AMD's ROCm list for Linux, never that
  vLLM has no Windows build): ``data/engine_windows.csv`` says which engines run natively on Windows, with their
  sources — vLLM does not (what does instead: llama.cpp's Windows builds, Ollama; vLLM itself on Linux, or WSL2 with
  CUDA for NVIDIA, with ROCm for the cards AMD lists), llama.cpp and Ollama do (how): each card said against the
  engine's own list (fix57a, :mod:`advisor.engine_cards`: Ollama's ROCm lists for Windows and Linux, its Vulkan
  backend for the cards off them; Intel cards through Vulkan, IPEX-LLM and llama.cpp's SYCL; a Mac runs macOS).

The sentence leads; the card's standing (:func:`advisor.stack_status.standing`) follows it. Pure.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache
from typing import TYPE_CHECKING

from .engine_cards import (
    OLLAMA_SOURCE,
    SYCL_SOURCE,
    engine_any_os,
    llama_intel,
    mac_engine,
    mac_windows,
    ollama_amd,
    ollama_driver,
    ollama_intel,
    ollama_nvidia_old,
    vllm_amd,
    vllm_intel,
)
from .engine_more import engines_compared, lmstudio_card, lmstudio_gb10, lmstudio_mac, vllm_gb10, vllm_nvidia
from .i18n import Message, Text, msg
from .stack_status import XPU_SOURCE
from .vendors import DIRECTML_SOURCE
from .wording import card_param

if TYPE_CHECKING:
    from .models import Card

WINDOWS = re.compile(r"(?<![a-z])(?:windows|win\s*1[01]|wsl2?)(?![a-z0-9])|视窗|視窗")
_LINUX = re.compile(r"(?<![a-z])(?:linux|ubuntu|debian|fedora|arch\s+linux)(?![a-z])")
_ROCM = re.compile(r"(?<![a-z])rocm(?![a-z])")
WINDOWS_BUILDS = ("RDNA 3", "RDNA 4")
"""The architectures AMD's Windows builds of PyTorch cover (rule ``vendor.amd-windows``: RX 7000 and RX 9000)."""
ROCM_SOURCE = "https://github.com/ROCm/rocm-install-on-linux/blob/develop/docs/reference/system-requirements.rst"
"""AMD's ROCm system requirements (the source of ``data/rocm_support.csv``): ROCm runs on AMD GPUs only."""
_DIRECTML = DIRECTML_SOURCE.split(" ")[0]
WINDOWS_SOURCE = "https://vladmandic.github.io/sdnext-docs/AMD-ROCm-Windows"
"""One of rule ``vendor.amd-windows``'s sources (``data/rules.csv``): AMD's ROCm on Windows, marked experimental."""


ENGINES = re.compile(r"(?<![a-z])(?:(?P<vllm>vllm)|(?P<llama>llama[\s.-]?cpp)|(?P<ollama>ollama)|"
                     r"(?P<lmstudio>lm[\s-]?studio))(?![a-z])")
"""An LLM engine named: vLLM, llama.cpp, Ollama (the rows of ``data/engine_windows.csv``), LM Studio
(:mod:`advisor.engine_more`)."""
_ENGINE_NAMES = {"vllm": "vLLM", "llama": "llama.cpp", "ollama": "Ollama", "lmstudio": "LM Studio"}
OLLAMA_GPUS = OLLAMA_SOURCE
"""Ollama's hardware list (``data/engine_windows.csv``'s ``ollama`` note): NVIDIA cards through CUDA, the AMD cards
listed through ROCm, on Windows and Linux."""


@cache
def engine_sources() -> dict[str, str]:
    """``data/engine_windows.csv``'s source by engine (``vllm``, ``llama.cpp``, ``ollama``, ``wsl-rocm``)."""
    import csv

    from .catalog.inputs import data_dir

    with open(data_dir() / "engine_windows.csv", newline="", encoding="utf-8") as fh:
        return {row["engine"]: row["source"] for row in csv.DictReader(fh)}


def engine_named(text: str) -> bool:
    """Whether ``text`` names an LLM engine of :data:`ENGINES` (any case)."""
    return ENGINES.search(unicodedata.normalize("NFKC", text).lower()) is not None


VM = re.compile(r"(?<![a-z])(?:parallels|vmware(?:\s*fusion)?|virtualbox|utm|virtual\s+machines?|vms?)(?![a-z])|"
                r"虚拟机|虛擬機")
"""A virtual machine named ("in parallels on my mac"): on a Mac, Windows in one, without the GPU (fix58c #3)."""


def windows_named(text: str) -> bool:
    """Whether ``text`` names Windows (or WSL) and no Linux (:data:`WINDOWS`)."""
    low = unicodedata.normalize("NFKC", text).lower()
    return WINDOWS.search(low) is not None and _LINUX.search(low) is None


def _machine_lead(kind: str, card: Card, windows: bool, model: bool) -> Message | None:
    """The engine ``kind`` on the Mac or GB10 machine ``card`` (:func:`engine_lead`); ``windows``: Windows or a
    virtual machine named (of a Mac); ``model``: a model asked."""
    if card.manufacturer == "Apple":  # a Mac runs no Windows: said, and answered for macOS
        if windows:  # Windows, or a VM (Parallels): Windows in one, without the GPU
            return mac_windows(kind, card)
        if kind == "lmstudio":  # its Mac build: Apple silicon, llama.cpp on Metal and MLX
            return None if model else lmstudio_mac()
        return mac_engine(kind) if kind == "vllm" else None  # vLLM: CPU
    if kind == "lmstudio":  # a DGX Spark: Arm Linux (fix61e #3), where LM Studio has no build: it decides
        return lmstudio_gb10(card)
    return vllm_gb10(card) if kind == "vllm" and not model else None


def engine_lead(text: str, card: Card, windows: bool = False, model: bool = False) -> Message | None:
    """Whether the engine ``text`` names runs on ``card`` under the OS it names — any maker's card, or a machine (a
    Strix Halo PC, a Mac) — and how (module docstring; the first engine named; fix56a #3: vLLM on Windows with an RTX
    4090 was answered RECOMMENDED with no word on Windows; fix57a: each card said against the engine's own list,
    :mod:`advisor.engine_cards`). ``windows``: the question before named Windows ("what about ollama?" after it).
    ``None`` for no engine named, or a machine whose standing answers alone with no Windows named (a DGX Spark, a
    Strix Halo PC under llama.cpp); with no OS named, or Linux, a card gets the engine's road on it
    (:func:`advisor.engine_cards.engine_any_os`) — unless ``model``: a model is asked, whose fit and speed decide
    ("is an a770 quick enough for a 14b model in llama.cpp"), and the road, only context, is not made (fix59b)."""
    low = unicodedata.normalize("NFKC", text).lower()
    m = ENGINES.search(low)
    if m is None:
        return None
    if (two := engines_compared([x.lastgroup or "" for x in ENGINES.finditer(low)], card)) is not None:
        return two  # "lm studio or ollama, which is better for my 3060?": the engines compared (fix63b)
    linux = _LINUX.search(low) is not None
    on_windows = not linux and (WINDOWS.search(low) is not None or windows)
    kind = m.lastgroup or "vllm"
    if card.is_system and (card.manufacturer == "Apple" or "GB10" in (card.chip or "") and not on_windows):
        return _machine_lead(kind, card, on_windows or VM.search(low) is not None, model)
    maker = ("AMD" if re.search(r"amd|ryzen", f"{card.chip or ''} {card.name}", re.IGNORECASE) else None) \
        if card.is_system else card.manufacturer  # a Strix Halo PC is an AMD machine; a Spark runs no Windows
    if maker not in ("AMD", "NVIDIA", "Intel"):
        return None
    if kind == "lmstudio":  # llama.cpp's runtimes, Windows and Linux alike: the road, context to a model asked
        return None if (model and not on_windows) or card.is_system else lmstudio_card(maker, card)
    if kind == "ollama" and maker == "AMD":  # against Ollama's ROCm lists for the OS named (or both)
        return ollama_amd(card, "windows" if on_windows else "linux" if linux else None)
    if kind == "ollama" and maker == "NVIDIA" and (old := ollama_nvidia_old(card)) is not None:
        return old  # a Kepler card: below Ollama's CUDA floor
    if kind == "ollama" and maker == "Intel":
        return ollama_intel(card)  # Ollama lists no Intel card for ROCm or CUDA: its Vulkan backend, IPEX-LLM
    if kind == "vllm" and maker == "AMD" and not on_windows:
        return vllm_amd(card)  # against vLLM's ROCm list (Linux is its only OS)
    if kind == "vllm" and maker == "Intel" and not on_windows:
        return vllm_intel(card)  # its Intel XPU backend, Arc listed (Linux)
    if kind == "vllm" and maker == "NVIDIA" and not on_windows:  # its floor, compute capability 7.0 (fix61e #4)
        return None if card.is_system else vllm_nvidia(card, model)
    if not on_windows:  # no OS named, or Linux: the engine's road on the card (fix59b)
        return engine_any_os(kind, maker, card) if not (card.is_system or model) else None
    src = engine_sources()
    common = {"card": card_param(card.name), "engine": Text(value=_ENGINE_NAMES[kind])}
    if kind == "vllm" and maker == "NVIDIA":
        return msg("stack.os.engine-no-nvidia", "{engine} does not run natively on Windows, on {card} or any card "
                   "({source}): run it under WSL2, where NVIDIA's Windows driver carries CUDA to Linux programs "
                   "({wsl}), or on Linux; on Windows itself, llama.cpp's CUDA builds ({llama}) or Ollama ({ollama}) "
                   "run the model.", source=Text(value=src["vllm"]), wsl=Text(value=src["wsl-cuda"]),
                   llama=Text(value=src["llama.cpp"]), ollama=Text(value=src["ollama"]), **common)
    if kind == "vllm" and maker == "Intel":
        return msg("stack.os.engine-no-intel", "{engine} does not run natively on Windows, on {card} or any card "
                   "({source}): it needs Linux; on Windows, llama.cpp's Vulkan or SYCL builds run the model "
                   "({llama}).", source=Text(value=src["vllm"]), llama=Text(value=SYCL_SOURCE), **common)
    if kind == "vllm":
        return msg("stack.os.engine-no", "{engine} does not run natively on Windows, on {card} or any card ({source}): "
                   "on Windows, run the model with llama.cpp's Vulkan or HIP Windows builds ({llama}) or Ollama "
                   "({ollama}); {engine} itself needs Linux, or WSL2 with ROCm, which AMD supports only for the cards "
                   "on its WSL list ({wsl}).", source=Text(value=src["vllm"]), llama=Text(value=src["llama.cpp"]),
                   ollama=Text(value=src["ollama"]), wsl=Text(value=src["wsl-rocm"]), **common)
    if kind == "llama":
        if maker == "NVIDIA":
            return msg("stack.os.engine-llama-nvidia", "{engine} runs natively on Windows on {card}: take its CUDA "
                       "Windows build ({source}); no WSL or Linux needed.", source=Text(value=src["llama.cpp"]),
                       **common)
        if maker == "Intel":
            return llama_intel(card)
        return msg("stack.os.engine-llama", "{engine} runs natively on Windows on {card}: take its Windows build for "
                   "Vulkan, or its HIP build for Radeon cards ({source}); no WSL or Linux needed.",
                   source=Text(value=src["llama.cpp"]), **common)
    return ollama_driver(card, msg("stack.os.engine-ollama-nvidia", "{engine} runs natively on Windows on {card}: "
                                   "its Windows installer runs NVIDIA cards through CUDA ({source}); no WSL or Linux "
                                   "needed.", source=Text(value=OLLAMA_GPUS), **common))  # 5.0–6.2: driver 570


def platform_lead(text: str, card: Card, model: bool = False) -> Message | None:
    """The sentence that answers the platform ``text`` names for ``card`` (module docstring), ``None`` when it names
    none the card's standing leaves unanswered; ``model``: a model is asked (:func:`engine_lead`)."""
    low = unicodedata.normalize("NFKC", text).lower()
    name = card_param(card.name)
    if card.is_system:
        return None
    if (engine := engine_lead(text, card, model=model)) is not None:  # "on Windows with an RX 7900 XTX: vLLM?"
        return engine
    if card.manufacturer == "Intel" and _ROCM.search(low):
        return msg("stack.os.rocm-intel", "ROCm is AMD's software stack ({rocm}): it does not run on {card}, an Intel "
                   "card. Intel's road is its own: PyTorch's XPU build on oneAPI ({xpu}).", card=name,
                   rocm=Text(value=ROCM_SOURCE), xpu=Text(value=XPU_SOURCE))
    if card.manufacturer != "AMD" or not WINDOWS.search(low) or _LINUX.search(low):
        return None
    if (card.architecture or "").startswith(WINDOWS_BUILDS):
        return msg("stack.os.amd-windows", "{card} on Windows: PyTorch's own ROCm wheels are Linux-only, but AMD's "
                   "Windows builds of PyTorch (ROCm 7) cover the RX 7000 and RX 9000 cards, this one among them, "
                   "marked experimental by AMD; ROCm under WSL2 is the other road, and Linux stays the supported one "
                   "({source}).", card=name, source=Text(value=WINDOWS_SOURCE))
    return msg("stack.os.amd-windows-older", "{card} on Windows: AMD's Windows builds of PyTorch (ROCm 7) cover only "
               "the RX 7000 and RX 9000 cards, not this one; on Windows PyTorch runs on it through torch-directml, "
               "slowly ({directml}), and ROCm is Linux's road ({source}).", card=name,
               directml=Text(value=_DIRECTML), source=Text(value=WINDOWS_SOURCE))


__all__ = ["ENGINES", "VM", "WINDOWS", "WINDOWS_BUILDS", "engine_lead", "engine_named", "engine_sources",
           "platform_lead", "windows_named"]
