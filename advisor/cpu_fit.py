"""The CPU's share of RAM bandwidth when llama.cpp decodes on the CPU alone, fitted on CPU-only runs (fix50b, issue 28).

Every CPU-only speed (:func:`advisor.cpu_only.cpu_speed`) was the theoretical bandwidth of the RAM (MT/s x 8 bytes x
channels, :mod:`advisor.ram_speed`) times 0.35 — the share the expert-offload fit (:class:`advisor.offload.
OffloadModel`) found on two runs with a GPU beside the CPU, at their host's *measured* ~102 GB/s. On the CPU alone the
sourced runs reach far more of the theoretical figure: Phi-4 Q4_K_M on one EPYC 9554 (12 x DDR5-4800) ~0.56, Mixtral
Q8_0 on a Ryzen 7950X and a 5900X (two channels of 3600 MT/s) ~0.80 and ~0.85, Llama 3.1 70B F16 on two EPYC 9175F
(16 x DDR5-6400, tuned) ~0.74 — so an EPYC owner was told 18 tok/s for a 28.74 tok/s run. The CPU-only share is the
geometric mean of each ``measured-cpu`` row's own share of ``data/performance/moe_offload.csv`` (bytes a token reads
x tok/s / theoretical bandwidth); its error, said with every CPU-only speed, is the worst relative error of the
estimate on those rows, at least the decode estimate's own bound. Pure but for reading the table once per model."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .fits import estimate
from .offload import ERROR_FLOOR, _precision, references, split

if TYPE_CHECKING:
    from .offload import OffloadModel

KIND = "measured-cpu"
"""The rows of ``moe_offload.csv`` measured on the CPU alone, at their platform's theoretical bandwidth."""


@dataclass(frozen=True)
class CpuFit:
    """The fitted CPU-only share of theoretical RAM bandwidth: ``efficiency``, ``error`` (said: at least the floor),
    ``fit_error`` (the worst on the rows), ``rows`` (how many)."""

    efficiency: float
    error: float
    fit_error: float
    rows: int


def fitted(offload: OffloadModel) -> CpuFit:
    """The CPU-only fit of ``offload``'s table (module docstring), once per table; the offload share itself, with its
    error, when the table has no ``measured-cpu`` row."""
    got = offload.__dict__.get("_cpu_fit")  # kept on the model (offload_at's copies share it once fitted)
    if got is None:
        rows = []
        for m in references(offload.data, KIND):
            est = estimate(offload.models.resolve(m.model), "inference", _precision(m.quant), 4096, 1)
            s = split(est.arch, est.precision, offload.speeds)
            read = s.ram_bytes + s.gpu_active_b * 1e9 * s.gpu_bits / 8  # advisor.cpu_only.bytes_per_token
            rows.append(read * m.tok_s / (m.ram_bandwidth_gb_s * 1e9))
        if not rows:
            got = CpuFit(offload.efficiency, offload.error, offload.fit_error, len(offload.measured))
        else:
            efficiency = math.exp(sum(math.log(share) for share in rows) / len(rows))
            fit_error = max(abs(efficiency / share - 1) for share in rows)
            said = math.ceil(fit_error * 100) / 100  # the ± said covers every row (30.5 % is said as 31 %)
            got = CpuFit(efficiency, max(said, ERROR_FLOOR), fit_error, len(rows))
        offload.__dict__["_cpu_fit"] = got
    return got
