"""China's AI accelerators said by what they run (issue 27, break27 #12). Pure: no I/O.

:mod:`advisor.ask.devices` reads the accelerators the catalogue does not hold — Huawei's Ascend NPUs, Hygon's DCUs,
Moore Threads' GPUs, Kunlunxin's XPUs, Cambricon's MLUs — and keeps them from being read as cards. Saying only "I do
not know “ascend 910b”" leaves out what decides for the asker: none of them runs CUDA, and each has its own stack
through which PyTorch reaches it (``data/SOURCES.md``, "China's accelerators"). :func:`device_note` is the note for such
a device: its maker, the catalogue's silence on its price and speed, and the software it runs; :func:`weighed_note` is
said when a card of the catalogue is weighed beside it ("昇腾910B和A100哪个好"): the answer is that card's alone.

The keys start with ``ask.unknown`` so every path that says an unknown device says these (:data:`KEYS`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..i18n import Card, Message, Number, Quantity, Text, UserText, msg
from .devices import cpus_named, memory_speeds
from .npu_asked import on_chip_notes

if TYPE_CHECKING:
    from .reader import Reading

_ASCEND = re.compile(r"ascend|昇腾|昇騰|atlas|(?<![a-z0-9.])[39]10\s?(?:[ab]\d?|p\d?)(?![a-z0-9])")
_HYGON = re.compile(r"hygon|海光|dcu|(?<![a-z0-9])(?:k100|z100|bw\s?1[015]\d?0?)")
_MOORE = re.compile(r"mtt|moore|摩尔|摩爾|(?<![a-z0-9.])(?:s(?:70|80|[345]000)|x300)(?![a-z0-9.])")
_KUNLUN = re.compile(r"kunlun|昆仑|崑崙")
_CAMBRICON = re.compile(r"cambricon|寒武|mlu")


def _ascend(typed: str) -> Message:
    return msg("ask.unknown-ascend", "“{typed}” is a Huawei Ascend NPU, not a graphics card, and the catalogue has no "
               "price or speed figure for it. It does not run CUDA: PyTorch reaches it through Huawei's torch_npu "
               "plugin on the CANN stack (llama.cpp has a CANN backend), so check that your framework and model run "
               "there before you count on it.", typed=UserText(value=typed))


LLAMA_FACTORY_NPU = "https://github.com/hiyouga/LLaMA-Factory/blob/main/docs/zh/multi-backend/npu/index.md"
"""LLaMA-Factory's Ascend NPU page: CANN, PyTorch and torch-npu pinned; full SFT, LoRA/Freeze, DPO, RM and FSDP2
supported, QLoRA not (bitsandbytes)."""
MINDSPEED_LLM = "https://github.com/Ascend/MindSpeed-LLM"
"""Huawei's MindSpeed-LLM (was ModelLink): end-to-end LLM pre-training, fine-tuning and inference on Ascend chips."""
_TRAINING = re.compile(r"(?<![a-z])(?:train\w*|fine[\s-]?tun\w*|finetun\w*|pre[\s-]?train\w*)(?![a-z])|"
                       r"训练|訓練|微调|微調")
"""Training said ("train", "fine-tune", "训练")."""
_SUPPORT = re.compile(r"(?<![a-z])(?:support\w*|can|could|does|do|is|work\w*|possible)(?![a-z])|"
                      r"支持|支援|能|可以|可否|吗|嗎")
"""Whether it does asked ("supported?", "can I", "支持…吗")."""


def _ascend_training(typed: str) -> Message:
    """Whether an Ascend NPU trains, asked (judge32 C6, LLaMA-Factory issue 4142): yes, through torch_npu on CANN."""
    return msg("ask.unknown-ascend.training", "Yes: “{typed}” is a Huawei Ascend NPU, and training runs on it through "
               "Huawei's torch_npu plugin for PyTorch on the CANN stack, not CUDA. LLaMA-Factory supports Ascend NPUs "
               "for full-parameter SFT, LoRA and DPO — not QLoRA, which needs bitsandbytes ({factory}) — and Huawei's "
               "MindSpeed-LLM pre-trains and fine-tunes LLMs on them ({mindspeed}). Install the CANN, PyTorch and "
               "torch_npu versions each one pins; the catalogue has no price or speed figure for it.",
               typed=UserText(value=typed), factory=Text(value=LLAMA_FACTORY_NPU),
               mindspeed=Text(value=MINDSPEED_LLM))


def _hygon(typed: str) -> Message:
    return msg("ask.unknown-hygon", "“{typed}” is a Hygon DCU, a data-centre accelerator the catalogue has no price or "
               "speed figure for. It runs Hygon's own ROCm-compatible stack (DTK), not CUDA: PyTorch builds for it "
               "keep the torch.cuda calls, but each framework version must be one Hygon supports.",
               typed=UserText(value=typed))


def _moore(typed: str) -> Message:
    return msg("ask.unknown-musa", "“{typed}” is a Moore Threads GPU, which the catalogue has no price or speed figure "
               "for. It does not run CUDA: PyTorch reaches it through Moore Threads' torch_musa plugin on their MUSA "
               "stack (llama.cpp has a MUSA build), so check that your framework and model run there before you count "
               "on it.", typed=UserText(value=typed))


def _kunlun(typed: str) -> Message:
    return msg("ask.unknown-kunlun", "“{typed}” is a Kunlunxin (Baidu) XPU accelerator, which the catalogue has no "
               "price or speed figure for. It does not run CUDA: it runs Kunlunxin's XPU software, best supported by "
               "PaddlePaddle, so check that your framework and model run there before you count on it.",
               typed=UserText(value=typed))


def _cambricon(typed: str) -> Message:
    return msg("ask.unknown-mlu", "“{typed}” is a Cambricon MLU accelerator, which the catalogue has no price or speed "
               "figure for. It does not run CUDA: PyTorch reaches it through Cambricon's torch_mlu plugin, so check "
               "that your framework and model run there before you count on it.", typed=UserText(value=typed))


_FAMILIES = ((_ASCEND, _ascend), (_HYGON, _hygon), (_MOORE, _moore), (_KUNLUN, _kunlun), (_CAMBRICON, _cambricon))
KEYS = frozenset({"ask.unknown-ascend", "ask.unknown-ascend.training", "ask.unknown-hygon", "ask.unknown-musa",
                  "ask.unknown-kunlun", "ask.unknown-mlu"})
"""The notes :func:`device_note` makes: each says a device the catalogue does not hold, as ``ask.unknown`` does."""
UNKNOWN = frozenset({"ask.unknown", "ask.unknown-near", "ask.strix-halo-memory", *KEYS})
"""The notes that say a device the catalogue does not hold, said in place of an answer that needs a card."""


def device_note(typed: str, low: str = "") -> Message | None:
    """The note for ``typed`` (a device :func:`advisor.ask.devices.read_devices` read, lower case) when it is one of
    China's accelerators: its maker and the stack it runs (module docstring); None for any other device. An Ascend
    NPU asked whether it trains (``low``, the question: "支持昇腾910b进行大模型训练了吗"): yes, and with what."""
    if low and _ASCEND.search(typed) and _TRAINING.search(low) and _SUPPORT.search(low):
        return _ascend_training(typed)
    return next((note(typed) for pattern, note in _FAMILIES if pattern.search(typed)), None)


def weighed_note(card: str) -> Message:
    """Said when ``card`` (of the catalogue) is weighed beside such an accelerator: no figure compares the two, so the
    answer is the card's alone."""
    return msg("ask.accelerator-unweighed", "No figure here compares it with the {card}, so the answer below is the "
               "{card}'s alone.", card=Card(value=card))


def noted_devices(r: Reading, devices: list[str], low: str) -> None:
    """``devices`` (read by :func:`advisor.ask.devices.read_devices` in ``low``, the question in lower case) added to
    ``r``'s unknown devices, each with its note: what it runs when it is one of China's accelerators, else "I do not
    know"; when one card of the catalogue is weighed beside such an accelerator, that its answer is the card's alone.
    Then the parts that are no card (break27 #11): two memory speeds weighed (:func:`ram_speeds_note`), and a CPU asked
    about with no card, GPU or RAM said (:func:`cpu_note`)."""
    for typed in devices:
        r.unknown.append(typed)
        said = device_note(typed, low)
        r.notes.append(said or msg("ask.unknown", "I do not know “{typed}”.", typed=UserText(value=typed)))
        if said is not None and len(r.cards) == 1:
            r.notes.append(weighed_note(r.cards[0]))
    if (speeds := memory_speeds(low)) is not None:
        r.notes.append(ram_speeds_note(*speeds))
    china = any(n.key in KEYS for n in r.notes)  # an Ascend's NPU: its own note (what it runs), never a laptop's
    on_chip = [] if china else on_chip_notes(low, r.cards, r.unknown, r.spans.ram_gb is not None,
                                             cpus_named(low) if not r.cards and r.spans.memory_gb is None else [])
    r.notes += on_chip
    # the CPUs looked for only where their note can be said (no card, device, RAM or memory read): most questions
    # name a card, and the CPU pattern tries every position of the text (perf23)
    if not on_chip and not r.cards and not r.unknown and r.spans.ram_gb is None and r.spans.memory_gb is None and (
            cpus := cpus_named(low)):
        r.notes.append(cpu_note(cpus[0]))


def ram_speeds_note(generation: int, faster: int, slower: int) -> Message:
    """Two speeds of one memory weighed ("DDR5 6400 or 6000"): the bandwidth between them, and where it counts —
    decoding from system RAM is bound by its bandwidth (:mod:`advisor.cpu_only`)."""
    return msg("ask.ram-speeds", "DDR{gen}-{faster} has {more} more bandwidth than DDR{gen}-{slower} (bandwidth rises "
               "with the transfer rate). It counts only for what runs from system RAM — a model on the CPU, or the "
               "layers and experts offloaded from the GPU — which decodes about that much faster; a model held whole "
               "on the GPU runs the same on either.", gen=Number(value=generation), faster=Number(value=faster),
               slower=Number(value=slower),
               more=Quantity(value=round((faster / slower - 1) * 100, 1), unit="%", digits=1))


def cpu_note(typed: str) -> Message:
    """A CPU asked about with no card beside it ("is the Core Ultra 7 265K good for llama 8b?"): what decides on a CPU,
    and that the answer is for cards."""
    return msg("ask.cpu-asked", "“{typed}” is a CPU, not a graphics card, and the catalogue has no CPU figures. On a "
               "CPU alone a model's speed is set by the system RAM's bandwidth, not by the CPU: say your RAM (“32 GB "
               "of RAM, no GPU”) for a CPU-only estimate. The rest of this answer is about graphics cards.",
               typed=UserText(value=typed))


def accelerator_first(r: Reading) -> bool:
    """Whether ``r``'s first unknown device is one of China's accelerators, noted with what it runs (never a card's
    name mistyped: no "did you mean" is said of it)."""
    chip = re.sub(r"\s+\d+gb$", "", r.unknown[0])  # "ryzen ai max 390 64gb": its chip's note says it (fix61c)
    return any(n.key in KEYS and getattr(n.params.get("typed"), "value", None) == r.unknown[0]
               or n.key in _NOTED and getattr(n.params.get("typed"), "value", None) in (r.unknown[0], chip)
               for n in r.notes)


_NOTED = frozenset({"ask.strix-halo-memory", "ask.strix-halo-unknown"})
"""The notes that say what an unknown device is: a Ryzen AI Max chip no machine here has, and its memory asked back
(:mod:`advisor.ask.machines`, fix61c)."""
