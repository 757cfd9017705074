"""A used PCIe AMD Instinct card asked about for LLMs (breaker, issue 28 §6 "one truth"): "is the MI50 32gb still
worth it for llm" was "a firm no … server part" with a 4,131-USD RTX 5090 as the alternative, while ``fits`` runs
Qwen3 32B on the same card. For LLM inference a used MI50 / MI60 (gfx906, 32 GB of HBM2 at 1 TB/s) is a known cheap
llama.cpp route — its Vulkan backend, or a ROCm build that still compiles gfx906 — with caveats, the way a used
Tesla P40 is (``line.used-tesla``):

- ROCm: no new features for gfx906 after ROCm 5.7 and end of maintenance in Q2 2024 (ROCm release notes, ROCm/
  legacy-rocm-build PR 2712, 2023-12); MI50/MI60 since moved to unsupported (ROCm/legacy-rocm-build issue 5215,
  2025-08, where owners report gfx906 still working on ROCm 6.4 with a copied library), so no PyTorch training;
- passive cooling that needs server airflow or a fan and shroud in a PC (``line.individual-avoid-pro``).

The verdict for that job is situational, never "a firm no"; other jobs keep the ROCm list's no.
"""

from __future__ import annotations

from .i18n import Message, msg
from .models import Card
from .wording import card_param, gb

ROCM_GFX906 = ("ROCm 5.7 release notes (ROCm/legacy-rocm-build PR 2712, 2023-12: no new gfx906 features after 5.7, "
               "end of maintenance Q2 2024); ROCm/legacy-rocm-build issue 5215 (2025-08: MI50/MI60 unsupported)")
"""Where gfx906's ROCm status is said."""


def llm_route(card: Card) -> Message:
    """The LLM-inference finding of a used PCIe Instinct card off AMD's ROCm list (module docstring)."""
    return msg("rules.rocm.llm-route", "For LLM inference {card} is a cheap used route hobbyists take for its "
               "{memory}: llama.cpp runs it through Vulkan, or a ROCm build that still compiles its chip (AMD "
               "ended ROCm maintenance for gfx906 in 2024 and lists it as unsupported now). Its costs: no PyTorch "
               "training, and passive cooling that needs a fan and shroud in a PC.", card=card_param(card.name),
               memory=gb(card.memory_gb or 0))
