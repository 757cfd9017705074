"""The platform a question names, answered before the card's Linux standing (issue 28, fix51c; newuser22 #30 and the
arc/rocm probe): "I have a 7900 xtx, how do I get pytorch working on it in windows" was told AMD's ROCm list for
Linux, and "does the arc a770 support rocm" was told "yes, through XPU" with never a word that ROCm is AMD's.

- **Windows named of an AMD card** (and no Linux): PyTorch's own ROCm wheels are Linux-only. AMD's Windows builds of
  PyTorch (ROCm 7) cover the RDNA3 and RDNA4 cards, marked experimental, and ROCm under WSL2 is the other road (rule
  ``vendor.amd-windows``, its sources in ``data/rules.csv``). An older card gets torch-directml
  (:data:`advisor.vendors.DIRECTML_SOURCE`) and Linux for ROCm.
- **ROCm named of an Intel card**: ROCm is AMD's stack (AMD's ROCm install docs, the source of
  ``data/rocm_support.csv``); Intel's road is PyTorch's XPU build on oneAPI (:data:`advisor.stack_status.XPU_SOURCE`).

The sentence leads; the card's standing (:func:`advisor.stack_status.standing`) follows it. Pure.
"""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING

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


def platform_lead(text: str, card: Card) -> Message | None:
    """The sentence that answers the platform ``text`` names for ``card`` (module docstring), ``None`` when it names
    none the card's standing leaves unanswered."""
    low = unicodedata.normalize("NFKC", text).lower()
    name = card_param(card.name)
    if card.is_system:
        return None
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


__all__ = ["WINDOWS", "WINDOWS_BUILDS", "platform_lead"]
