"""An LLM engine on a card and an OS, said against the engine's own list (fix57a; break: "ollama on windows with my
rx 6600" was told Ollama runs it natively through ROCm, and the RX 6600 is on none of Ollama's ROCm lists).

- **Ollama on an AMD card** (``data/engine_gpus.csv``: Ollama's hardware page, its ROCm lists for Windows and for
  Linux, by card — a machine by its chip): a listed card runs through ROCm; an unlisted one runs through Ollama's
  Vulkan backend, on by default on Windows and Linux, and llama.cpp's Vulkan builds; on Linux the override
  ``HSA_OVERRIDE_GFX_VERSION`` may make ROCm take it (Ollama's "Overrides on Linux"; the value of the card's
  ``rocm_override`` row when it has one, :mod:`advisor.rocm_override`) — never on Windows.
- **Ollama or llama.cpp on an Intel card**: Ollama's Vulkan backend; IPEX-LLM's Ollama portable zip (SYCL, Arc A- and
  B-series verified; archived by Intel in January 2026); llama.cpp's SYCL and Vulkan builds (:data:`SYCL_SOURCE`).
- **vLLM on an Intel card** (Linux, or no OS named): its Intel XPU backend, Arc listed (:data:`VLLM_XPU_SOURCE`).
- **vLLM on an AMD card** (Linux, or no OS named): against vLLM's ROCm list (``data/engine_gpus.csv``, by card from
  the GPU targets vLLM names); an unlisted card is told llama.cpp (Vulkan, HIP) and Ollama (Vulkan) instead.
- **Windows asked of a Mac**: a Mac runs macOS; Windows runs on Apple silicon only as Arm Windows in a virtual machine
  (no DirectX 12, no WSL, no GPU for compute: :data:`MAC_VM_SOURCE`), so the engine is answered for macOS: llama.cpp
  and Ollama on Metal, vLLM on the CPU only (its GPU road the community vLLM-Metal plugin); CUDA on none.
- **An NVIDIA card in an eGPU on a Mac**: macOS has no driver for it, CUDA left macOS after 10.2 (:func:`mac_egpu`).

Pure: the data file only.
"""

from __future__ import annotations

import csv
from functools import cache
from typing import TYPE_CHECKING

from .engine_more import lmstudio_mac
from .i18n import Message, Text, msg
from .rocm_override import gfx_target, override_of
from .wording import card_param

if TYPE_CHECKING:
    from .models import Card

OLLAMA_SOURCE = "https://github.com/ollama/ollama/blob/948f69330acf96a2310f1b53fdfc211731a386d8/docs/gpu.mdx"
"""Ollama's hardware page (docs/gpu.mdx at its last change, 2026-08-11, fetched at ollama/ollama@fb30760 of
2026-08-21): ROCm lists for Linux and Windows, overrides on Linux, Metal on Apple, Vulkan on Windows and Linux."""
SYCL_SOURCE = ("https://github.com/ggml-org/llama.cpp/blob/30ce2794fff1fea1521823e803ffa0dd211e1d7e/docs/backend/"
               "SYCL.md")
"""llama.cpp's SYCL backend: for Intel GPUs, Windows 11 and Linux supported, Arc A770/A750/B580 verified, Windows
binaries released (win-sycl-x64)."""
IPEX_OLLAMA_SOURCE = ("https://github.com/intel/ipex-llm/blob/main/docs/mddocs/Quickstart/"
                      "ollama_portable_zip_quickstart.md")
"""IPEX-LLM's Ollama portable zip: Ollama on Intel GPUs for Windows and Linux, verified on Arc A- and B-series; the
repository archived on 2026-01-28 (its Ollama is v0.9.3)."""
LLAMA_RELEASES = "https://github.com/ggml-org/llama.cpp/releases"
"""llama.cpp's releases: Windows builds for Vulkan, SYCL, HIP and CUDA; macOS builds with Metal."""
LLAMA_METAL_SOURCE = "https://github.com/ggml-org/llama.cpp"
"""llama.cpp's README: Apple silicon a first-class citizen, through Metal (on by default on macOS)."""
MAC_VM_SOURCE = ("https://chotto.news/options-for-using-windows-11-with-mac-computers-with-apple-m1-and-m2-chips-"
                 "microsoft-support/")
"""Microsoft Support's "Options for using Windows 11 with Mac computers with Apple M1 and M2 chips", quoted: Arm
Windows 11 in a Parallels virtual machine; DirectX 12 and WSL (nested virtualization) not supported."""
VLLM_MAC_SOURCE = "https://docs.vllm.ai/en/latest/getting_started/installation/cpu/"
"""vLLM's CPU installation: "experimental support for macOS with Apple Silicon", built from source, the CPU the only
device; GPU inference through vLLM-Metal, a community plugin on MLX."""
VLLM_ROCM_SOURCE = "https://docs.vllm.ai/en/latest/getting_started/installation/gpu/"
"""vLLM's GPU installation, its ROCm requirements: MI200s (gfx90a), MI300 (gfx942), MI350 (gfx950), Radeon RX 7900
series (gfx1100/1101), Radeon RX 9000 series (gfx1200/1201), Ryzen AI MAX / AI 300 (gfx1151/1150); OS Linux. The
cards of each target in ``data/engine_gpus.csv`` (its SOURCES.md entry)."""
MAC_EGPU_SOURCE = "https://www.techspot.com/news/73955-apple-adds-external-gpu-support-macos-high-sierra.html"
"""TechSpot on macOS High Sierra 10.13.4 (2018): eGPUs on Thunderbolt 3 Macs (MacBook Pro 2016 and later, iMac 2017 and
later), AMD Polaris and Vega cards supported, "no official support for Nvidia graphics cards"."""
MAC_CUDA_SOURCE = "https://www.tomshw.it/hardware/nvidia-addio-al-supporto-cuda-su-macos/"
"""Tom's Hardware Italy, 2019-11: NVIDIA announced CUDA 10.2 the last CUDA release to support macOS; Apple signs no new
NVIDIA drivers since Mojave (10.14), where only two Kepler Mac-edition cards are supported."""
MPS_SOURCE = "https://developer.apple.com/metal/pytorch/"
BOOT_CAMP_SOURCE = "https://en.wikipedia.org/wiki/Boot_Camp_(software)"
"""Boot Camp: Apple's utility to install Windows on Intel-based Macs, natively (dual boot); not available on Apple
silicon Macs, where Arm Windows runs only in a virtual machine."""
MAC_NVIDIA_SOURCE = "https://blog.greggant.com/posts/2021/10/13/apple-vs-nvidia-what-happened.html"
"""Apple and NVIDIA's history (2021): "The last Macs featuring an Nvidia GPU was in 2015"; AMD (and Intel graphics)
in every Intel Mac since."""
COMFY_MAC_SOURCE = ("https://github.com/Comfy-Org/ComfyUI/blob/a14e815c1f72dff6fe57646c615d217f63da7c61/docs/"
                    "installation.md#apple-mac-silicon")
"""ComfyUI's install reference, its "Apple Mac silicon" section: ComfyUI on PyTorch's MPS backend."""
"""Apple, Accelerated PyTorch training on Mac: PyTorch's MPS backend."""


@cache
def _lists() -> dict[tuple[str, str], frozenset[str]]:
    """``data/engine_gpus.csv``'s cards by (engine, OS)."""
    from .catalog.inputs import data_dir

    found: dict[tuple[str, str], set[str]] = {}
    with open(data_dir() / "engine_gpus.csv", newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            found.setdefault((row["engine"], row["os"]), set()).add(row["card"])
    return {k: frozenset(v) for k, v in found.items()}


def listed(engine: str, os: str, card: Card) -> bool:
    """Whether ``card`` (a machine by its chip) is on ``engine``'s ROCm list for ``os`` (``windows``, ``linux``)."""
    cards = _lists().get((engine, os), frozenset())
    return card.name in cards or (card.is_system and (card.chip or "") in cards)


def ollama_amd(card: Card, os: str | None) -> Message:
    """Ollama on the AMD ``card`` (or machine) under ``os`` (``windows``, ``linux``, ``None``: none named), against
    Ollama's ROCm lists (module docstring)."""
    common = {"card": card_param(card.name), "source": Text(value=OLLAMA_SOURCE)}
    if os == "windows" and listed("ollama", "windows", card):
        return msg("stack.os.engine-ollama", "Ollama runs natively on Windows on {card}: it is on Ollama's list of "
                   "AMD cards it runs through ROCm on Windows ({source}), with AMD's ROCm 7 (HIP 7) driver; no WSL or "
                   "Linux needed.", **common)
    if os == "linux" and listed("ollama", "linux", card):
        return msg("stack.os.engine-ollama-linux", "Ollama runs {card} through ROCm on Linux: it is on Ollama's list "
                   "of AMD cards for Linux ({source}), with AMD's ROCm 7 driver.", **common)
    if os is None and listed("ollama", "linux", card) and listed("ollama", "windows", card):
        return msg("stack.os.engine-ollama-both", "Ollama runs {card} through ROCm on both Windows and Linux: it is on "
                   "Ollama's lists of AMD cards for each ({source}), with AMD's ROCm 7 (HIP 7) driver on Windows; no "
                   "WSL needed.", **common)
    if os is None and listed("ollama", "windows", card):  # on the Windows list only: none today, said if one comes
        return msg("stack.os.engine-ollama-windows-only", "Ollama runs {card} through ROCm on Windows, where it is on "
                   "Ollama's list of AMD cards ({source}); on Linux, off that OS's list, it runs it through its Vulkan "
                   "backend.", **common)
    if os is None and listed("ollama", "linux", card):
        return msg("stack.os.engine-ollama-either", "Ollama runs {card} through ROCm on Linux, where it is on Ollama's "
                   "list of AMD cards ({source}); on Windows, where its ROCm list holds only the RX 7600–7900 and "
                   "Radeon PRO W7000 cards, it runs it through its Vulkan backend.", **common)
    row = override_of(card.name)
    if row is not None:
        said = dict(value=Text(value=row["value"]), target=Text(value=gfx_target(row["value"])))
        override = msg("stack.os.ollama-override-linux", "With HSA_OVERRIDE_GFX_VERSION={value}, ROCm takes it as "
                       "{target}, a listed target (Ollama's “Overrides on Linux”, unsupported).", **said) \
            if os == "linux" else msg("stack.os.ollama-override", "On Linux, HSA_OVERRIDE_GFX_VERSION={value} makes "
                                      "ROCm take it as {target}, a listed target (Ollama's “Overrides on Linux”, "
                                      "unsupported); the override does nothing on Windows.", **said)
    else:
        override = msg("stack.os.ollama-no-override", "HSA_OVERRIDE_GFX_VERSION, the override that makes ROCm take "
                       "an unlisted card, works on Linux only, and only for a chip close to a listed one.")
    where = {"windows": msg("stack.os.on-windows", "on Windows"), "linux": msg("stack.os.on-linux", "on Linux")}.get(
        os or "", msg("stack.os.on-either", "on Windows or Linux"))
    return msg("stack.os.engine-ollama-vulkan", "{card} is not on Ollama's list of AMD cards it runs through ROCm "
               "{where} ({source}), so Ollama's ROCm backend will not use it; Ollama's Vulkan backend, on by default "
               "on Windows and Linux, runs it, and so does llama.cpp's Vulkan build ({llama}). {override}",
               where=where, llama=Text(value=LLAMA_RELEASES), override=override, **common)


def ollama_intel(card: Card) -> Message:
    """Ollama on the Intel ``card`` (module docstring): Ollama's Vulkan backend, IPEX-LLM's portable zip, llama.cpp's
    SYCL and Vulkan builds."""
    return msg("stack.os.engine-ollama-intel", "Ollama has no Intel build of its own, but its Vulkan backend runs "
               "{card} on Windows and Linux ({source}); IPEX-LLM's Ollama portable zip runs it through Intel's SYCL, "
               "verified on Arc A- and B-series cards, on an older Ollama (0.9.3; Intel archived the project in "
               "January 2026: {ipex}); llama.cpp's SYCL and Vulkan builds run it too ({sycl}).",
               card=card_param(card.name), source=Text(value=OLLAMA_SOURCE), ipex=Text(value=IPEX_OLLAMA_SOURCE),
               sycl=Text(value=SYCL_SOURCE))


OLLAMA_CUDA_FLOOR = 5.0
"""The lowest compute capability Ollama's CUDA build runs (its hardware page, :data:`OLLAMA_SOURCE`: "compute
capability 5.0+ and driver version 531 and newer"; 5.0 to 6.2 with driver 570 or newer, :func:`ollama_driver`)."""


def ollama_nvidia_old(card: Card) -> Message | None:
    """Ollama on an NVIDIA ``card`` below :data:`OLLAMA_CUDA_FLOOR` (a Kepler or Fermi card): its CUDA build does not
    run it, its Vulkan backend and llama.cpp's are what is left; ``None`` for a card at the floor or above, or one
    whose compute capability the catalogue lacks."""
    try:
        cc = float(card.compute_capability or "")
    except ValueError:
        return None
    if cc >= OLLAMA_CUDA_FLOOR:
        return None
    return msg("stack.os.engine-ollama-nvidia-old", "{card} has compute capability {cc}, below the 5.0 Ollama's CUDA "
               "build needs ({source}), so Ollama's CUDA backend will not use it; its Vulkan backend on Windows and "
               "Linux, or llama.cpp's Vulkan build ({llama}), is the road left, on a driver that has Vulkan.",
               card=card_param(card.name), cc=Text(value=str(card.compute_capability)),
               source=Text(value=OLLAMA_SOURCE), llama=Text(value=LLAMA_RELEASES))


OLLAMA_OLD_DRIVER = 6.2
"""The highest compute capability for which Ollama needs NVIDIA driver 570 or newer (5.0 through 6.2; newer cards
531 or newer: its hardware page, :data:`OLLAMA_SOURCE`)."""


def ollama_driver(card: Card, road: Message) -> Message:
    """``road`` (Ollama on the NVIDIA ``card``), with the driver a card of compute capability 5.0 to 6.2 (Maxwell,
    Pascal) needs: 570 or newer, where newer cards need 531 (fix61e #5, :data:`OLLAMA_SOURCE`); ``road`` itself for
    any other card, or one whose compute capability the catalogue lacks."""
    try:
        cc = float(card.compute_capability or "")
    except ValueError:
        return road
    if not OLLAMA_CUDA_FLOOR <= cc <= OLLAMA_OLD_DRIVER:
        return road
    driver = msg("stack.os.ollama-driver-570", "A card of compute capability {cc}, between 5.0 and 6.2, needs NVIDIA "
                 "driver 570 or newer for Ollama, where newer cards need 531 ({source}).",
                 cc=Text(value=str(card.compute_capability)), source=Text(value=OLLAMA_SOURCE))
    return msg("stack.os.engine-and-driver", "{road} {driver}", road=road, driver=driver)


def vllm_amd(card: Card) -> Message:
    """vLLM on Linux (or no OS named: vLLM is Linux-only) on the AMD ``card`` (or machine), against vLLM's ROCm list."""
    common = {"card": card_param(card.name), "source": Text(value=VLLM_ROCM_SOURCE)}
    if listed("vllm", "linux", card):
        return msg("stack.os.engine-vllm-rocm", "vLLM runs {card} on Linux through its ROCm build: the card's chip is "
                   "on vLLM's list of AMD GPUs ({source}).", **common)
    return msg("stack.os.engine-vllm-unlisted", "{card} is not on vLLM's list of AMD GPUs for its ROCm build — the "
               "Instinct MI200, MI300 and MI350, the RX 7900 series (gfx1100/1101), the RX 9000 series and Ryzen AI "
               "Max ({source}) — so vLLM does not support it; llama.cpp runs the model on it through Vulkan or HIP "
               "({llama}), and Ollama through Vulkan.", llama=Text(value=LLAMA_RELEASES), **common)


VLLM_XPU_SOURCE = ("https://github.com/vllm-project/vllm/blob/main/docs/getting_started/installation/"
                   "gpu.xpu.inc.md")
"""vLLM's GPU installation, its Intel XPU part: supported hardware Intel Data Center GPU and Intel Arc GPU, with the
vllm-xpu-kernels package and Python 3.12; pre-built XPU wheels on wheels.vllm.ai; OS Linux (the GPU page's
requirements: "vLLM does not support Windows natively", WSL for Windows)."""


def vllm_intel(card: Card) -> Message:
    """vLLM on Linux (or no OS named) on the Intel ``card``: its Intel XPU backend (:data:`VLLM_XPU_SOURCE`)."""
    return msg("stack.os.engine-vllm-xpu", "vLLM runs {card} on Linux through its Intel XPU backend, which lists Intel "
               "Arc GPUs beside Intel's data-centre GPUs ({source}): install its XPU wheel (Python 3.12) with "
               "PyTorch's "
               "XPU build; not on Windows natively. llama.cpp's SYCL and Vulkan builds run it too ({sycl}).",
               card=card_param(card.name), source=Text(value=VLLM_XPU_SOURCE), sycl=Text(value=SYCL_SOURCE))


def llama_intel(card: Card) -> Message:
    """llama.cpp on Windows on the Intel ``card``: its SYCL and Vulkan Windows builds."""
    return msg("stack.os.engine-llama-intel", "llama.cpp runs natively on Windows on {card}: take its SYCL build "
               "(Intel's oneAPI; Arc cards verified, {sycl}) or its Vulkan build ({source}); no WSL or Linux needed.",
               card=card_param(card.name), sycl=Text(value=SYCL_SOURCE), source=Text(value=LLAMA_RELEASES))


def engine_any_os(kind: str, maker: str, card: Card) -> Message | None:
    """llama.cpp (``kind`` ``llama``) or Ollama (``ollama``) on ``card`` of ``maker`` (``NVIDIA``, ``AMD``,
    ``Intel``) when no OS, or Linux, is named (fix59b: "does llama.cpp support the arc a770?" got only PyTorch's XPU,
    "does ollama support the rtx 5090?" only a verdict on value): the engine's road on the card, on Windows and
    Linux. ``None`` where another sentence answers (Ollama on AMD and Intel cards, an NVIDIA card under Ollama's CUDA
    floor: :func:`ollama_amd`, :func:`ollama_intel`, :func:`ollama_nvidia_old`) or for vLLM (its own sentences)."""
    name = card_param(card.name)
    if kind == "llama" and maker == "Intel":
        return msg("stack.os.engine-llama-intel-any", "llama.cpp runs {card} on Windows and Linux: take its SYCL "
                   "build (Intel's oneAPI; Arc cards verified, {sycl}) or its Vulkan build ({source}); IPEX-LLM's "
                   "llama.cpp and Ollama builds run it too, on older versions (Intel archived the project in January "
                   "2026: {ipex}).", card=name, sycl=Text(value=SYCL_SOURCE), source=Text(value=LLAMA_RELEASES),
                   ipex=Text(value=IPEX_OLLAMA_SOURCE))
    if kind == "llama" and maker == "NVIDIA":
        return msg("stack.os.engine-llama-nvidia-any", "llama.cpp runs {card} through its CUDA backend on Windows "
                   "and Linux (prebuilt CUDA Windows builds, {source}), and through its Vulkan build too.", card=name,
                   source=Text(value=LLAMA_RELEASES))
    if kind == "llama" and maker == "AMD":
        return msg("stack.os.engine-llama-amd-any", "llama.cpp runs {card} on Windows and Linux through its Vulkan "
                   "build, and through its HIP (ROCm) build where ROCm takes the card ({source}).", card=name,
                   source=Text(value=LLAMA_RELEASES))
    if kind == "ollama" and maker == "NVIDIA":  # compute capability 5.0–6.2: driver 570 or newer, said after
        road = msg("stack.os.engine-ollama-nvidia-any", "Ollama runs {card} through CUDA on Windows and Linux: it "
                   "takes NVIDIA cards of compute capability 5.0 and up ({source}), and brings its own CUDA runtime, "
                   "so only a current NVIDIA driver is needed, whatever CUDA toolkit is installed.", card=name,
                   source=Text(value=OLLAMA_SOURCE))
        return ollama_driver(card, road)
    return None


def _mac_engine(kind: str | None) -> Message:
    """What runs on macOS for the engine ``kind`` (``vllm``, ``llama``, ``ollama``, ``lmstudio``; ``None``: CUDA or
    nothing named)."""
    if kind == "vllm":
        return msg("stack.os.mac-vllm", "On macOS vLLM runs on the CPU only, built from source; its GPU road is "
                   "vLLM-Metal, a community plugin on MLX ({source}); llama.cpp and MLX run models on the GPU through "
                   "Metal ({llama}).", source=Text(value=VLLM_MAC_SOURCE), llama=Text(value=LLAMA_METAL_SOURCE))
    if kind == "lmstudio":
        return lmstudio_mac()
    if kind == "llama":
        return msg("stack.os.mac-llama", "On macOS llama.cpp runs on the GPU through Metal, on by default in its "
                   "macOS builds ({source}).", source=Text(value=LLAMA_METAL_SOURCE))
    if kind == "ollama":
        return msg("stack.os.mac-ollama", "On macOS Ollama runs on the GPU through Metal ({source}).",
                   source=Text(value=OLLAMA_SOURCE))
    return msg("stack.os.mac-cuda", "No CUDA runs on a Mac: CUDA needs an NVIDIA GPU, and a Mac has none, in macOS "
               "or in a Windows virtual machine. On macOS PyTorch runs on the GPU through its MPS backend once the "
               "code moves to the 'mps' device ({mps}), and MLX and llama.cpp's Metal backend run LLMs ({llama}).",
               mps=Text(value=MPS_SOURCE), llama=Text(value=LLAMA_METAL_SOURCE))


def mac_engine(kind: str | None) -> Message:
    """What runs on macOS for the engine ``kind`` (``vllm``, ``llama``, ``ollama``; ``None``: CUDA asked)."""
    return _mac_engine(kind)


def mac_egpu(card: Card) -> Message:
    """An NVIDIA ``card`` in an eGPU on a Mac (:data:`MAC_EGPU_SOURCE`, :data:`MAC_CUDA_SOURCE`): macOS has no driver
    for it and CUDA left macOS after 10.2, so CUDA runs it only from Windows or Linux booted on an Intel Mac; on macOS,
    PyTorch's MPS backend on the Mac's own GPU."""
    return msg("stack.os.mac-egpu-nvidia", "macOS cannot use {card} in an eGPU: its eGPU support (since High Sierra "
               "10.13.4, Thunderbolt 3 Intel Macs) takes AMD cards only, with no NVIDIA support ({egpu}), Apple has "
               "signed no new NVIDIA driver since Mojave (10.14), and CUDA 10.2 (2019) was the last CUDA for macOS "
               "({cuda}). So no current CUDA or PyTorch on it there: CUDA runs the card only from Windows or Linux "
               "booted on the Mac itself, which Apple does not support with an eGPU. On macOS PyTorch runs on the "
               "Mac's own GPU through MPS ({mps}).", card=card_param(card.name), egpu=Text(value=MAC_EGPU_SOURCE),
               cuda=Text(value=MAC_CUDA_SOURCE), mps=Text(value=MPS_SOURCE))


def mac_windows(kind: str | None, card: Card | None) -> Message:
    """Windows asked of a Mac (``card``; ``None``: a Mac said with no model), for the engine ``kind`` (``None``: CUDA
    or none): a Mac runs macOS; Windows only in a virtual machine without the GPU; the engine answered for macOS."""
    mac = card_param(card.name) if card is not None else msg("stack.os.a-mac", "A Mac")
    return msg("stack.os.mac-windows", "{mac} runs macOS, not Windows: on Apple silicon Windows runs only as Arm "
               "Windows in a virtual machine, without DirectX 12 or WSL and with no GPU for compute ({vm}). {macos}",
               mac=mac, vm=Text(value=MAC_VM_SOURCE), macos=_mac_engine(kind))


def mac_intel_windows() -> Message:
    """Windows, Boot Camp or CUDA asked of an Intel Mac (fix61c; break41: "bootcamp" on an Intel Mac was told "a Mac
    runs macOS, not Windows"): Boot Camp runs Windows natively there (:data:`BOOT_CAMP_SOURCE`; none on Apple silicon),
    but its GPU is AMD or Intel graphics — the last Macs with an NVIDIA GPU were sold in 2015
    (:data:`MAC_NVIDIA_SOURCE`) — so no current CUDA; llama.cpp's Vulkan build runs LLMs on it in Windows
    (:data:`LLAMA_METAL_SOURCE`, the project's backends list)."""
    return msg("stack.os.mac-intel-windows", "An Intel Mac runs Windows natively through Boot Camp (an Apple-silicon "
               "Mac has no Boot Camp, {bootcamp}), but no current CUDA runs on it there either: CUDA needs an NVIDIA "
               "GPU, an Intel Mac's graphics are AMD or Intel, and the last Macs with an NVIDIA GPU were sold in 2015 "
               "({nvidia}). In Windows, llama.cpp's Vulkan build runs LLMs on its AMD or Intel GPU ({llama}); for "
               "CUDA itself, an NVIDIA card in a PC.", bootcamp=Text(value=BOOT_CAMP_SOURCE),
               nvidia=Text(value=MAC_NVIDIA_SOURCE), llama=Text(value=LLAMA_METAL_SOURCE))


def mac_bootcamp_arm(kind: str | None) -> Message:
    """Boot Camp asked of an Apple-silicon Mac ("bootcamp on my m2 macbook for cuda", fix61c): it has none — Boot Camp
    is Intel Macs' (:data:`BOOT_CAMP_SOURCE`) — then Windows in a virtual machine and what runs on macOS for the engine
    ``kind`` (:func:`mac_windows`)."""
    windows = mac_windows(kind, None)
    return msg("stack.os.mac-bootcamp-arm", "An Apple-silicon Mac has no Boot Camp: Boot Camp runs Windows natively "
               "on Intel Macs only ({bootcamp}). {windows}", bootcamp=Text(value=BOOT_CAMP_SOURCE), windows=windows)


def mac_image() -> Message:
    """What runs image models on macOS, said after a Mac's CUDA or Windows answer when the job is image generation
    ("windows on a mac to use cuda for stable diffusion", fix61c): ComfyUI and diffusers on PyTorch's MPS backend
    (:data:`COMFY_MAC_SOURCE`, :data:`MPS_SOURCE`), slower than an NVIDIA card."""
    return msg("stack.os.mac-image", "For Stable Diffusion and other image models, stay on macOS: ComfyUI and "
               "diffusers run on the Mac's GPU through PyTorch's MPS backend ({comfy}), slower than on an NVIDIA "
               "card.", comfy=Text(value=COMFY_MAC_SOURCE))


__all__ = ["OLLAMA_SOURCE", "SYCL_SOURCE", "engine_any_os", "listed", "llama_intel", "mac_bootcamp_arm", "mac_egpu",
           "mac_engine", "mac_image", "mac_intel_windows", "mac_windows", "ollama_amd", "ollama_driver", "ollama_intel",
           "vllm_intel"]
