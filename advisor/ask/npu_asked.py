"""An NPU or an integrated GPU asked about by its kind alone (break32 #3): "can my npu run llama 3 8b", "my intel npu,
can it run llama 3 8b?", "我的npu能跑7b吗", "the iGPU in my ryzen 7840u" were answered as a list of graphics cards to
buy, the device asked about never named. Pure: no I/O.

What is said follows what the named chips' readers say (:mod:`advisor.ask.soc_chips`: a laptop chip's NPU or graphics
is the device asked about; :mod:`advisor.igpu`: an iGPU has no memory of its own and uses system RAM):

- an **NPU** (Intel AI Boost, AMD XDNA, Qualcomm Hexagon) is no graphics card and the catalogue has no figures for one;
  it has no memory of its own, so a model there sits in system RAM; LLMs reach it only through its maker's stack —
  Intel's OpenVINO GenAI (docs.openvino.ai, "OpenVINO GenAI on NPU", which also warns that more than 16 GB of RAM
  may be needed for 7B models with prompts over 1,024 tokens), AMD's Ryzen AI software (github.com/amd/RyzenAI-SW),
  Qualcomm's QNN, with llama.cpp's experimental Hexagon backend — while Ollama and LM Studio run on llama.cpp's CPU
  and GPU backends (github.com/ollama/ollama/issues/3004, github.com/lmstudio-ai/lmstudio-bug-tracker/issues/864);
- an **iGPU** said by its kind (no catalogue name such as "Radeon 780M") uses system RAM, up to about half of it by
  default (:data:`advisor.igpu.SHARE`), and decodes bound by that RAM's bandwidth, as the CPU does.

Either way the RAM decides: with it said, the fit below is the CPU's from that RAM (:mod:`advisor.cpu_only`); without
it, the note asks for it, and says the rest of the answer is about graphics cards.
"""

from __future__ import annotations

import re

from ..i18n import Message, UserText, msg
from .gate import gate_module

NPU = re.compile(r"(?<![a-z_])(?:npus?|ai\s+boost|xdna\s*\d?|hexagon)(?![a-z])|"
                 r"神经网络处理器|神經網路處理器|神经处理单元")
"""Words that name an NPU by its kind."""
IGPU = re.compile(r"(?<![a-z])(?:igpus?|integrated\s+(?:gpu|graphics)|on-?board\s+graphics|apu)(?![a-z])|核显|核顯|"
                  r"集显|集顯|集成显卡|集成顯卡|内置显卡|內建顯示卡")
"""Words that name an integrated GPU by its kind."""


def npu_note(ram_said: bool) -> Message:
    """What an NPU does for LLMs today and what it shares (module docstring)."""
    if ram_said:
        return msg("ask.npu-asked.ram", "An NPU (Intel AI Boost, AMD XDNA, Qualcomm Hexagon) is not a graphics card, "
                   "and the catalogue has no figures for one. It has no memory of its own: a model there sits in "
                   "system RAM, so your RAM decides what fits. LLMs reach an NPU only through its maker's software — "
                   "Intel's OpenVINO GenAI, AMD's Ryzen AI software, Qualcomm's QNN (llama.cpp has an experimental "
                   "Hexagon backend) — while Ollama and LM Studio run on the CPU or the GPU. The fit below is the "
                   "CPU's, from the same RAM.")
    return msg("ask.npu-asked", "An NPU (Intel AI Boost, AMD XDNA, Qualcomm Hexagon) is not a graphics card, and the "
               "catalogue has no figures for one. It has no memory of its own: a model there sits in system RAM, so "
               "your RAM decides what fits. LLMs reach an NPU only through its maker's software — Intel's OpenVINO "
               "GenAI, AMD's Ryzen AI software, Qualcomm's QNN (llama.cpp has an experimental Hexagon backend) — while "
               "Ollama and LM Studio run on the CPU or the GPU. Say your RAM (“32 GB of RAM”) for an estimate on the "
               "CPU; the rest of this answer is about graphics cards.")


def igpu_note(chip: str | None, ram_said: bool) -> Message:
    """What an iGPU said by its kind shares and what bounds it (module docstring); ``chip``: the CPU named that holds it
    ("ryzen 7840u"), as typed."""
    where = msg("ask.igpu-asked.of", "The integrated GPU of “{chip}”", chip=UserText(value=chip)) if chip else msg(
        "ask.igpu-asked.bare", "An integrated GPU")
    if ram_said:
        return msg("ask.igpu-asked.ram", "{where} has no memory of its own: it uses system RAM, up to about half of it "
                   "by default (a BIOS setting can give it another share), and decodes bound by that RAM's bandwidth, "
                   "as the CPU does; llama.cpp runs on it through Vulkan. The fit below is the CPU's, from the same "
                   "RAM.", where=where)
    return msg("ask.igpu-asked", "{where} has no memory of its own: it uses system RAM, up to about half of it by "
               "default (a BIOS setting can give it another share), and decodes bound by that RAM's bandwidth, as the "
               "CPU does; llama.cpp runs on it through Vulkan. Name it (“Radeon 780M”) or say your RAM (“32 GB of "
               "RAM”) for an estimate; the rest of this answer is about graphics cards.", where=where)


def on_chip_notes(low: str, cards: list[str], unknown: list[str], ram_said: bool, cpus: list[str]) -> list[Message]:
    """The notes for an NPU or an iGPU asked about by its kind in ``low`` (the question in lower case) with no card of
    the catalogue read (``cards``); ``unknown``: the devices read as typed (a Snapdragon X, a Core Ultra: the NPU note
    is said beside "I do not know"); ``cpus``: the CPUs named, the first the chip that holds an iGPU."""
    if cards:
        return []
    out: list[Message] = []
    if NPU.search(low):
        out.append(npu_note(ram_said))
    elif IGPU.search(low) and not unknown:
        out.append(igpu_note(cpus[0] if cpus else None, ram_said))
    return out


gate_module(globals())


def chip_reply(notes: list[Message]) -> Message | None:
    """The whole reply to a question that asks only about an NPU or an iGPU by its kind, with no model, card or RAM to
    answer ("what can my igpu run", "the iGPU in my ryzen 7840u"): what it is and what to say for an estimate, never
    "that does not look like a question about GPUs"; ``None`` when ``notes`` hold no such note."""
    for n in notes:
        if n.key == "ask.npu-asked":
            return msg("ask.npu-asked.alone", "An NPU (Intel AI Boost, AMD XDNA, Qualcomm Hexagon) is not a graphics "
                       "card, and the catalogue has no figures for one. It has no memory of its own: a model there "
                       "sits in system RAM, so your RAM decides what fits. LLMs reach an NPU only through its maker's "
                       "software — Intel's OpenVINO GenAI, AMD's Ryzen AI software, Qualcomm's QNN (llama.cpp has an "
                       "experimental Hexagon backend) — while Ollama and LM Studio run on the CPU or the GPU. Say your "
                       "RAM (“32 GB of RAM, no GPU, what can I run?”) for what the CPU runs from it.")
        if n.key == "ask.igpu-asked":
            return msg("ask.igpu-asked.alone", "{where} has no memory of its own: it uses system RAM, up to about half "
                       "of it by default (a BIOS setting can give it another share), and decodes bound by that RAM's "
                       "bandwidth, as the CPU does; llama.cpp runs on it through Vulkan. Name it (“Radeon 780M, 32 GB "
                       "of RAM”) or say your RAM (“32 GB of RAM, no GPU, what can I run?”) and I will size what it "
                       "runs.",
                       where=n.params["where"])
    return None
