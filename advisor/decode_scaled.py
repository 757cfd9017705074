"""A decode estimate held to the card's own measurement (break19 #5): the RX 580's "and llama 8b?" said "about 40 tok/s
(estimated)" from its bandwidth while the same answer cited "measured on it: 36 tokens/s decoding Llama 3.2 3B" — a
model less than half the size. For a card the estimator is not calibrated on (no ``calibrate=1`` row of it in
``data/performance/llm_decode.csv``) whose published runs are all through llama.cpp's Vulkan backend (the class
efficiencies are fitted on CUDA, ROCm, SYCL and Metal runs; Vulkan on an old GPU runs well under them), a published
run of the same card and count on any model bounds the estimate: decode reads every weight per token, so the run implies
``measured tok/s × its bytes per token ÷ this model's bytes per token``; the estimate is never above that, and when the
measurement lowers it the answer says it is scaled from that run (the model, the figure, the source). Any other card
keeps the fitted estimate (a small model's run is overhead-bound and would understate a larger one, and less bandwidth
must never decode faster within a class). Pure.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from .i18n import Date, Number, Text, msg

if TYPE_CHECKING:
    from .models import DecodeSpeed


VULKAN = "vulkan"
"""The backend word of the runs that bound an estimate (module docstring)."""


def held_to_measured(rows: Sequence[Any], bytes_gb: Callable[[Any], float | None], est: DecodeSpeed) -> DecodeSpeed:
    """``est`` scaled down to the lowest figure a published run implies for its model (module docstring), with the run
    said as its source. ``rows``: the ``llm_decode.csv`` rows (:class:`advisor.decode.DecodeRow`) of the same device
    and count; ``bytes_gb``: a row's bytes read per token, GB (``None`` where it cannot be sized). ``est`` unchanged
    for a card with calibrating rows or runs off Vulkan, with no such run, or when no run implies less."""
    if (not rows or any(r.calibrate for r in rows) or not all(VULKAN in r.backend.lower() for r in rows)
            or not est.bytes_per_token_gb):
        return est
    implied = []
    for row in rows:
        read = bytes_gb(row)
        if read and row.decode_tok_s:
            implied.append((row.decode_tok_s * read / est.bytes_per_token_gb, row))
    if not implied:
        return est
    tok_s, row = min(implied, key=lambda t: t[0])
    if tok_s >= est.tok_s:
        return est
    said = msg("decode.scaled", "scaled from {measured} tok/s measured on {model} with {backend} ({source}, {date}), "
               "by the bytes each token reads; the bandwidth estimate ({estimate} tok/s) would be higher",
               measured=Number(value=row.decode_tok_s), model=Text(value=row.model), backend=Text(value=row.backend),
               source=Text(value=row.source.split()[0].removeprefix("https://")), date=Date(value=row.source_date),
               estimate=Number(value=round(est.tok_s)))
    return est.model_copy(update={"tok_s": round(tok_s, 1), "caveat": said, "efficiency": None})


__all__ = ["VULKAN", "held_to_measured"]
