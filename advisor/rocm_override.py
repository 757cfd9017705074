"""PyTorch's ROCm build on an RDNA 3 card off AMD's list, with the override (break34 #17, newuser20 #26: "I have a rx
7600 8gb, can I do lora training on sdxl" was told "no PyTorch on ROCm … torch-directml only", too absolute).

AMD's ROCm list for Linux (``data/rocm_support.csv``) leaves out the gfx1102 (Navi 33) cards — RX 7600, 7600 XT and
their kin — but PyTorch's ROCm build runs on them on Linux with ``HSA_OVERRIDE_GFX_VERSION=11.0.0``, the listed
RDNA 3 cards' gfx1100 code: unsupported by AMD, widely used (``data/card_facts.csv`` ``rocm_override`` rows, their
sources in ``data/SOURCES.md``). A card with such a row is "not officially supported; runs on Linux with the
override, at your own risk", never "no PyTorch". Pure: the data file only.
"""

from __future__ import annotations

import csv
from functools import cache
from typing import Any

from .i18n import Message, Text, msg
from .wording import card_param


@cache
def _rows() -> dict[str, dict[str, str]]:
    """The ``rocm_override`` rows of ``data/card_facts.csv``, by card."""
    from .catalog.inputs import data_dir

    with open(data_dir() / "card_facts.csv", newline="", encoding="utf-8") as fh:
        return {r["card"]: r for r in csv.DictReader(fh) if r["fact"] == "rocm_override"}


def override_of(card: str) -> dict[str, str] | None:
    """``card``'s ``rocm_override`` row (its value, source and date), ``None`` when it has none."""
    return _rows().get(card)


def override_said(card: Any, training: bool) -> Message | None:
    """The sentence of PyTorch on ROCm with the override on ``card`` (module docstring), for an image job
    (``training``: a LoRA's); ``None`` when the card has no override row."""
    row = override_of(getattr(card, "name", ""))
    if row is None:
        return None
    params = dict(card=card_param(card.name), value=Text(value=row["value"]), chip=Text(value=card.chip or "?"),
                  source=Text(value=row["source"].split(" ")[0]))
    if training:
        return msg("rocm.override.train", "{card} is not on AMD's ROCm support list, so PyTorch's ROCm build does not "
                   "support it officially; on Linux it runs with HSA_OVERRIDE_GFX_VERSION={value} (its {chip} chip "
                   "run as the listed RDNA 3 cards; {source}), unsupported by AMD and at your own risk. These memory "
                   "figures are NVIDIA runs, and their AdamW8bit needs bitsandbytes, whose ROCm backend is an alpha "
                   "preview — if it fails, AdamW or Adafactor takes more memory.", **params)
    return msg("rocm.override", "{card} is not on AMD's ROCm support list, so PyTorch's ROCm build does not support it "
               "officially; on Linux it runs with HSA_OVERRIDE_GFX_VERSION={value} (its {chip} chip run as the "
               "listed RDNA 3 cards; {source}), unsupported by AMD and at your own risk; on Windows torch-directml "
               "runs image models, slowly. The published memory figures are NVIDIA runs.", **params)


__all__ = ["override_of", "override_said"]
