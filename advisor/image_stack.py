"""The software stack that decides an image or video job on a card that is not NVIDIA's (issue 28, fix36c; newuser18
#4: "I have a 7900 XTX, can I train a FLUX LoRA?" was answered with kohya's memory figures and nothing else).

The published memory figures of :mod:`advisor.image_needs` (``data/owner_jobs.csv``: kohya-ss/sd-scripts, ComfyUI,
diffusers) are CUDA runs on NVIDIA cards, and their settings lean on CUDA-first pieces: bitsandbytes' 8-bit
optimizers (AdamW8bit), whose ROCm backend is an alpha preview and which does not support Apple silicon (bitsandbytes
docs, ``data/performance/FACTS_2026-12.md``). So an owner of another maker's card is told, first, the road the job
runs on and what of the published setting may not carry over:

- AMD on ROCm's list: PyTorch's ROCm build on Linux; on Windows AMD's experimental ROCm 7 builds for the RX 7000 and
  RX 9000 cards (rule ``vendor.amd-windows``) or ComfyUI-ZLUDA, a layer that runs CUDA code on AMD cards (for
  generation); AMD off the list: no PyTorch on ROCm (:func:`advisor.vendors.pytorch_off`), torch-directml only.
- Intel Arc: PyTorch's XPU backend (rule ``vendor.intel-xpu``); CUDA-only code and kernels do not run on it.
- Apple silicon: PyTorch's MPS backend (rule ``vendor.apple``); no bitsandbytes; training far slower.

Pure: a function of the card and the job.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .i18n import Message, msg
from .wording import card_param

if TYPE_CHECKING:
    from .models import Card
    from .rules import RuleBook

BNB_SOURCE = "https://huggingface.co/docs/bitsandbytes/main/non_cuda_backends"
"""bitsandbytes' non-CUDA backends page: ROCm an alpha preview, Apple silicon not supported (FACTS_2026-12.md §2)."""
ZLUDA_SOURCE = "https://deepwiki.com/patientx/ComfyUI-Zluda/1-introduction-to-comfyui-zluda"
"""ComfyUI-ZLUDA: ComfyUI for Windows users with AMD cards through ZLUDA, which translates CUDA calls to ROCm/HIP."""

SOURCES = f"{BNB_SOURCE} ; {ZLUDA_SOURCE} ; data/rules.csv vendor.amd-windows, vendor.intel-xpu, vendor.apple"
"""What :func:`stack_said` rests on (data/SOURCES.md "Image jobs off CUDA")."""


def stack_said(rules: RuleBook | None, card: Card, training: bool) -> Message | None:
    """The sentence of the road an image or video job (``training``: a LoRA's) takes on ``card`` when it is not an
    NVIDIA card (module docstring); ``None`` for an NVIDIA card or a maker it knows nothing of."""
    name = card_param(card.name)
    if card.manufacturer == "Apple" or (card.is_system and "apple" in (card.architecture or "").lower()):
        if training:
            return msg("image.stack.apple.train", "{card} runs no CUDA: PyTorch trains on it through the MPS "
                       "backend, these memory figures are NVIDIA runs, and their AdamW8bit needs bitsandbytes, "
                       "which does not support Apple silicon (use AdamW or Adafactor, with more memory); training "
                       "is far slower than on an NVIDIA card.", card=name)
        return msg("image.stack.apple", "{card} runs no CUDA: image and video models run on it through PyTorch's "
                   "MPS backend (ComfyUI, diffusers) or MLX, slower than on an NVIDIA card; the published memory "
                   "figures are NVIDIA runs.", card=name)
    if card.manufacturer == "Intel":
        if training:
            return msg("image.stack.intel.train", "{card} runs no CUDA: PyTorch trains on it through Intel's XPU "
                       "backend, these memory figures are NVIDIA runs, and the CUDA-only parts of their settings "
                       "(bitsandbytes' AdamW8bit, CUDA kernels) may not run on it, which costs memory.", card=name)
        return msg("image.stack.intel", "{card} runs no CUDA: image and video models run on it through PyTorch's "
                   "XPU backend (ComfyUI and diffusers support it); the published memory figures are NVIDIA runs.",
                   card=name)
    if card.manufacturer != "AMD":
        return None
    if rules is not None and _off_rocm(rules, card):
        from .rocm_override import override_said

        if (override := override_said(card, training)) is not None:  # RX 7600: the override, never "no PyTorch"
            return override
        return msg("image.stack.amd-off", "{card} is not on AMD's ROCm support list: no PyTorch on ROCm, so image "
                   "models run only through torch-directml on Windows, slowly, and training them is not practical.",
                   card=name)
    if training:
        return msg("image.stack.amd.train", "{card} runs no CUDA: train on PyTorch's ROCm build on Linux (on "
                   "Windows AMD's ROCm 7 builds for the RX 7000 and RX 9000 cards are experimental); these memory "
                   "figures are NVIDIA runs, and their AdamW8bit needs bitsandbytes, whose ROCm backend is an alpha "
                   "preview — if it fails, AdamW or Adafactor takes more memory.", card=name)
    return msg("image.stack.amd", "{card} runs no CUDA: image and video models run on PyTorch's ROCm build on "
               "Linux; on Windows through AMD's experimental ROCm 7 builds (RX 7000, RX 9000) or ComfyUI-ZLUDA, which "
               "runs CUDA code on AMD cards; the published memory figures are NVIDIA runs.", card=name)


STACK_KEYS = frozenset({"rules.rocm.supported", "rules.intel-arc", "rules.rocm.same-chip",
                        "rules.rocm.same-chip-windows"})
"""The card's generic stack sentences (PyTorch on ROCm on Linux, Intel's XPU backend) that the image road replaces."""


def stack_first(advisor, read_as, answer):
    """An owner's or a buyer's answer on one card for an image or video job (``read_as``: ``use_case`` image or an
    ``image-``/``video-`` job) with the card's generic stack sentence replaced by :func:`stack_said`'s — first
    among the deciding facts when the answer had none; ``answer`` itself for an NVIDIA card or another job."""
    from .models import Caveat, Verdict
    from .shape_limits import CAVEAT_WEIGHT

    shape = getattr(answer, "shape", None)
    job = read_as.job or ""
    if shape is None or not isinstance(answer, Verdict) or len(read_as.cards) != 1 or not (
            read_as.use_case == "image" or job.startswith(("image", "video"))):
        return answer
    card = advisor.catalog.card(read_as.cards[0])
    training = "lora" in job or "train" in job
    said = stack_said(advisor.rules, card, training) if card is not None else None
    if said is None:
        return answer
    at = next((i for i, c in enumerate(shape.decides) if c.message.key in STACK_KEYS), None)
    decides = list(shape.decides)
    if at is None:
        decides.insert(0, Caveat(rule_id="vendor.mainstream", message=said, weight=CAVEAT_WEIGHT + 3))
    else:
        decides[at] = decides[at].model_copy(update={"message": said})
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": decides})})


def _off_rocm(rules: RuleBook, card: Card) -> bool:
    """Whether PyTorch does not run on AMD's ``card`` on ROCm (:func:`advisor.vendors.pytorch_off`, any market)."""
    if card.is_system:
        return False
    row = rules.catalog.rocm_support.get(card.name)
    return (row is None or row["status"] != "supported") and rules.listed_chip_sibling(card) is None


__all__ = ["SOURCES", "STACK_KEYS", "stack_first", "stack_said"]
