"""One calibration of decode from system RAM, for the CPU alone and with a GPU beside it (fix54a, issue 28: one truth).

The CPU-only speed (:mod:`advisor.cpu_only`) and the expert-offload plan (:class:`advisor.offload.OffloadModel`) were
fitted apart: the CPU alone reached x 0.73 of the RAM's theoretical bandwidth on its four runs, the offload plans
x 0.35 on their two, so an 8-channel EPYC owner was told ≈ 14 tok/s on the CPU and ≈ 6.9 tok/s once a GPU is added.
Both are one law, fitted here once on all the llama.cpp runs of ``data/performance/moe_offload.csv`` (``measured``:
experts in RAM, the rest on a card; ``measured-cpu``: the CPU alone), every figure the table's:

    seconds per token  t = R / (W x e) + h + g

- ``R``: bytes a token reads from system RAM (all its weights on the CPU alone, the routed experts in RAM with a card);
- ``W``: the RAM's theoretical bandwidth (the row's; :mod:`advisor.ram_speed` for an owner's RAM);
- ``e``: the share of it llama.cpp reaches, and ``h``: the time a token costs the CPU beyond its reads (threads meeting
  at every layer, the small matrix products) — both fitted here: ``h`` is what made the small-read offload runs
  (0.6-0.8 GB a token) look like a low share, and the Phi-4 run (9 GB) lower than the 70B and Mixtral ones;
- ``g``: the card's time for the rest (the calibrated decode estimate, :mod:`advisor.decode`), 0 on the CPU alone.

``h`` is found by a scan (0.05 ms steps) that keeps the worst relative error on the runs least; ``e`` is then the
geometric mean of each run's own share. Pure."""

from __future__ import annotations

import math
from dataclasses import dataclass

STEP_S = 0.00005
"""The scan's step for ``h`` (seconds): 0.05 ms, a hundredth of the shortest measured token (27 ms)."""


@dataclass(frozen=True)
class Run:
    """A measured llama.cpp run: ``ram_bytes`` read a token from RAM of ``bandwidth_gb_s`` (theoretical), ``card_s``
    seconds a token on the card (0: the CPU alone), ``tok_s`` measured, ``cpu_only`` whether no card took part."""

    ram_bytes: float
    bandwidth_gb_s: float
    card_s: float
    tok_s: float
    cpu_only: bool


@dataclass(frozen=True)
class RamFit:
    """The fit: ``efficiency`` (``e``), ``overhead_s`` (``h``, seconds a token), ``errors`` (the estimate's relative
    error on each run, in the order given), ``fit_error`` (the worst of them)."""

    efficiency: float
    overhead_s: float
    errors: tuple[float, ...]
    fit_error: float

    def seconds(self, ram_bytes: float, bandwidth_gb_s: float, card_s: float = 0.0) -> float:
        """Seconds a token: ``ram_bytes`` read from RAM of ``bandwidth_gb_s`` GB/s plus ``card_s`` on a card."""
        return ram_bytes / (bandwidth_gb_s * 1e9 * self.efficiency) + self.overhead_s + card_s


def _at(runs: list[Run], overhead_s: float) -> RamFit:
    shares = [r.ram_bytes / (r.bandwidth_gb_s * 1e9 * (1 / r.tok_s - r.card_s - overhead_s)) for r in runs]
    e = math.exp(sum(math.log(s) for s in shares) / len(shares))
    got = RamFit(e, overhead_s, (), 0.0)
    errors = tuple(1 / got.seconds(r.ram_bytes, r.bandwidth_gb_s, r.card_s) / r.tok_s - 1 for r in runs)
    return RamFit(e, overhead_s, errors, max(abs(x) for x in errors))


def fit(runs: list[Run]) -> RamFit:
    """``e`` and ``h`` fitted on ``runs`` (module docstring). Raises ``ValueError`` without runs or for a run faster
    than its card's part alone."""
    if not runs:
        raise ValueError("no measured run to fit the RAM's share on")
    room = min(1 / r.tok_s - r.card_s for r in runs)
    if room <= 0:
        raise ValueError("a measured run is faster than its card's part alone")
    steps = int(room * 0.9 / STEP_S)
    return min((_at(runs, i * STEP_S) for i in range(steps + 1)), key=lambda f: (round(f.fit_error, 6), f.overhead_s))


__all__ = ["RamFit", "Run", "fit"]
