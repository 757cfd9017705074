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
    params = _params(card, row)
    if training:
        return msg("rocm.override.train", "{card} is not on AMD's ROCm support list, so PyTorch's ROCm build does not "
                   "support it officially; on Linux it runs with HSA_OVERRIDE_GFX_VERSION={value} (its {chip} chip "
                   "run as {target}, a listed chip's code; {source}), unsupported by AMD and at your own risk. These "
                   "memory figures are NVIDIA runs, and their AdamW8bit needs bitsandbytes, whose ROCm backend is an "
                   "alpha preview — if it fails, AdamW or Adafactor takes more memory.", **params)
    return msg("rocm.override", "{card} is not on AMD's ROCm support list, so PyTorch's ROCm build does not support it "
               "officially; on Linux it runs with HSA_OVERRIDE_GFX_VERSION={value} (its {chip} chip run as "
               "{target}, a listed chip's code; {source}), unsupported by AMD and at your own risk; on Windows "
               "torch-directml runs image models, slowly. The published memory figures are NVIDIA runs.", **params)


def _params(card: Any, row: dict[str, str]) -> dict[str, Any]:
    """The parameters of an override sentence: the card, the override's value, its chip, the LLVM target the value
    names (``11.0.0`` → ``gfx1100``, the listed RDNA 3 cards'; ``10.3.0`` → ``gfx1030``, the listed Navi 21 cards')
    and the first source."""
    return dict(card=card_param(card.name), value=Text(value=row["value"]), chip=Text(value=card.chip or "?"),
                target=Text(value=gfx_target(row["value"])), source=Text(value=row["source"].split(" ")[0]))


def gfx_target(value: str) -> str:
    """The LLVM target an ``HSA_OVERRIDE_GFX_VERSION`` value names: ``11.0.0`` → ``gfx1100``, ``10.3.0`` →
    ``gfx1030``."""
    major, minor, step = (value.split(".") + ["0", "0"])[:3]
    return f"gfx{major}{minor}{step}"


def override_listed(card: Any) -> Message:
    """What AMD's list says of ``card``, which has an override row (``vendor.rocm-list``; ``why``'s sentence instead of
    "a firm no"): off the list, PyTorch's ROCm build runs on it unofficially on Linux with the override."""
    row = override_of(card.name)
    assert row is not None, card.name
    return msg("rocm.override.listed", "{card} is not on AMD's ROCm support list for Linux, but PyTorch's ROCm build "
               "runs on it there with HSA_OVERRIDE_GFX_VERSION={value} (its {chip} chip run as {target}, a listed "
               "chip's code; {source}), unofficially: no support from AMD, and a release may break it. A card to "
               "tinker with rather than one to buy for deep learning.", **_params(card, row))


def override_overview(card: Any) -> Message | None:
    """An owner's overview of what PyTorch runs on ``card`` (:func:`advisor.owner.overview`, off ROCm's list): with an
    override row, "PyTorch's ROCm build unofficially … on Windows torch-directml", never "no ROCm"; else ``None``."""
    row = override_of(getattr(card, "name", ""))
    if row is None:
        return None
    return msg("rocm.override.overview", "PyTorch's ROCm build unofficially on Linux (HSA_OVERRIDE_GFX_VERSION="
               "{value}), torch-directml on Windows (slow)", **_params(card, row))


def override_fit(card: Any) -> Message | None:
    """An owner's fit on ``card`` off ROCm's list (:meth:`advisor.fits_face.FitsFace._off_rocm`): with an override
    row, LLMs through Vulkan and PyTorch (so vLLM and training) only unofficially with the override, never "do not";
    else ``None``."""
    row = override_of(getattr(card, "name", ""))
    if row is None:
        return None
    return msg("fits.own.off-rocm-override", "{card} is not on AMD's ROCm support list: LLMs run on it through "
               "llama.cpp's Vulkan backend; PyTorch's ROCm build, and so training, only unofficially, on Linux with "
               "HSA_OVERRIDE_GFX_VERSION={value} (no support from AMD, at your own risk).", **_params(card, row))


__all__ = ["gfx_target", "override_fit", "override_listed", "override_of", "override_overview", "override_said"]
