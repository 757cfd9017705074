"""The CPU's share of RAM bandwidth when llama.cpp decodes on the CPU alone (fix50b, issue 28), now the one
calibration the expert-offload plans use too (:mod:`advisor.ram_fit`, fix54a).

Every CPU-only speed (:func:`advisor.cpu_only.cpu_speed`) was once the theoretical bandwidth of the RAM (MT/s x 8 bytes
x channels, :mod:`advisor.ram_speed`) times 0.35, the expert-offload share; fix50b fitted the CPU alone its own share
(x 0.73 on the ``measured-cpu`` rows of ``data/performance/moe_offload.csv``), and the two disagreed: adding a GPU
halved an EPYC's decode. :class:`advisor.offload.OffloadModel` now fits ``e`` (the share) and ``h`` (the time a token
costs the CPU beyond its reads) once on both kinds of run; this is that fit as the CPU-only answers say it: its
error, said with every CPU-only speed, is the worst relative error of the estimate on the runs, at least the decode
estimate's own bound. Pure."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .offload import OffloadModel

KIND = "measured-cpu"
"""The rows of ``moe_offload.csv`` measured on the CPU alone, at their platform's theoretical bandwidth."""


@dataclass(frozen=True)
class CpuFit:
    """The fitted share of theoretical RAM bandwidth: ``efficiency``, ``overhead_s`` (seconds a token beyond the
    reads), ``error`` (said: at least the floor), ``fit_error`` (the worst on the rows), ``rows`` (how many runs, with
    and without a GPU)."""

    efficiency: float
    error: float
    fit_error: float
    rows: int
    overhead_s: float = 0.0


def fitted(offload: OffloadModel) -> CpuFit:
    """The one RAM calibration of ``offload`` (:attr:`advisor.offload.OffloadModel.fit`) as the CPU-only answers say
    it (module docstring)."""
    return CpuFit(offload.efficiency, offload.error, offload.fit_error, offload.rows, offload.overhead_s)
