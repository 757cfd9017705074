"""Fitting the decode model's parameters (:mod:`advisor.decode`) to measurements.

:func:`fit_parameters` solves for the memory-efficiency, overhead and expert-routing parameters by
Levenberg-Marquardt least squares on the log ratio of estimated to measured tokens/s, over the
``calibrate=1`` rows of ``data/performance/llm_decode.csv``; ``tools/fit_decode.py`` writes the
result to ``data/performance/decode_fit.csv``, which the model reads at run time (it never fits
while answering).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from .decode import (
    BORROWED_CLASS,
    DEVICE_CLASSES,
    FAMILIES,
    FIT_SOURCE,
    GB,
    OVERHEAD_GROUP,
    REFERENCE_FAMILY,
    Sized,
)
from .facts import DecodeFitRow


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """``a x = b`` by Gaussian elimination with partial pivoting (a small dense system)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        if abs(m[col][col]) < 1e-300:
            raise ZeroDivisionError("singular system")
        for r in range(col + 1, n):
            k = m[r][col] / m[col][col]
            for c in range(col, n + 1):
                m[r][c] -= k * m[col][c]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][c] * x[c] for c in range(r + 1, n))) / m[r][r]
    return x


def _levenberg_marquardt(residuals: Callable[[list[float]], tuple[list[float], list[list[float]]]],
                         theta: list[float], iterations: int) -> list[float]:
    """Least squares by Levenberg-Marquardt from ``theta`` (``residuals(theta)`` gives the residuals
    and their Jacobian), at most ``iterations`` steps, deterministic. Returns the fitted parameters."""

    def cost(th: list[float]) -> float:
        return sum(r * r for r in residuals(th)[0])

    damping = 1e-3
    current = cost(theta)
    for _ in range(iterations):
        res, jac = residuals(theta)
        n = len(theta)
        jtj = [[sum(row[i] * row[j] for row in jac) for j in range(n)] for i in range(n)]
        jtr = [sum(row[i] * r for row, r in zip(jac, res, strict=True)) for i in range(n)]
        for _ in range(30):
            a = [[jtj[i][j] + (damping * (jtj[i][i] + 1e-12) if i == j else 0.0) for j in range(n)] for i in range(n)]
            step = _solve(a, [-g for g in jtr])
            trial = [t + d for t, d in zip(theta, step, strict=True)]
            new = cost(trial)
            if new < current:
                break
            damping *= 4
        else:
            break
        improvement = current - new
        theta, current, damping = trial, new, max(damping / 3, 1e-12)
        if improvement < 1e-14 * max(current, 1e-300):
            break
    return theta


def _row_counts(sized: Sequence[Sized]) -> dict[tuple[str, str], int]:
    """How many calibrating rows measure each fitted parameter, by (parameter, group)."""
    counts: dict[tuple[str, str], int] = {}
    for s in sized:
        cls = s.device.device_class
        for key in (("efficiency", cls), ("quant_factor", s.family), ("overhead_ms", OVERHEAD_GROUP[cls])):
            counts[key] = counts.get(key, 0) + 1
        if s.row.count > 1:
            counts[("hop_ms", "layer-split")] = counts.get(("hop_ms", "layer-split"), 0) + 1
        if s.expert_calls > 0:
            key = ("moe_us", OVERHEAD_GROUP[cls])
            counts[key] = counts.get(key, 0) + 1
    return counts


def fit_parameters(sized: Sequence[Sized], *, iterations: int = 200) -> list[DecodeFitRow]:
    """Fit the estimate's parameters on calibrating rows: least squares on log(estimated time ÷
    measured time) by Levenberg-Marquardt over the logarithms of the parameters (so each stays
    positive), from a fixed start, a fixed number of steps at most: the same rows always give the
    same parameters. Returns the rows of ``decode_fit.csv``: every device class, family and
    overhead group, those no row measures with ``rows`` 0 and a note saying what stands in.

    Raises ``ValueError`` when ``sized`` is empty."""
    if not sized:
        raise ValueError("no calibrating rows")
    classes = sorted({s.device.device_class for s in sized})
    families = sorted({s.family for s in sized} - {REFERENCE_FAMILY})
    groups = sorted({OVERHEAD_GROUP[c] for c in classes})
    split = any(s.row.count > 1 for s in sized)
    moe_groups = sorted({OVERHEAD_GROUP[s.device.device_class] for s in sized if s.expert_calls > 0})
    names = ([("efficiency", c) for c in classes] + [("quant_factor", f) for f in families]
             + [("overhead_ms", g) for g in groups] + ([("hop_ms", "layer-split")] if split else [])
             + [("moe_us", g) for g in moe_groups])
    index = {n: i for i, n in enumerate(names)}
    start = {"efficiency": 0.7, "quant_factor": 1.0, "overhead_ms": 2.0, "hop_ms": 0.2, "moe_us": 2.0}
    theta = [math.log(start[p]) for p, _ in names]

    def residuals(th: list[float]) -> tuple[list[float], list[list[float]]]:
        res, jac = [], []
        for s in sized:
            ie = index[("efficiency", s.device.device_class)]
            iq = index.get(("quant_factor", s.family))
            io = index[("overhead_ms", OVERHEAD_GROUP[s.device.device_class])]
            ih = index.get(("hop_ms", "layer-split"))
            im = index.get(("moe_us", OVERHEAD_GROUP[s.device.device_class]))
            e = math.exp(th[ie]) * (math.exp(th[iq]) if iq is not None else 1.0)
            mem = s.bytes_per_token / (s.device.bandwidth_gb_s * GB * e)  # type: ignore[operator]
            over = math.exp(th[io]) / 1000
            experts = s.expert_calls * math.exp(th[im]) / 1e6 if im is not None else 0.0
            hops = (s.row.count - 1) * math.exp(th[ih]) / 1000 if ih is not None else 0.0
            one = mem + over + experts
            capped = one + hops > 2 * one
            t = 2 * one if capped else one + hops
            grad = [0.0] * len(th)
            scale = 2.0 if capped else 1.0
            grad[ie] -= scale * mem / t
            if iq is not None:
                grad[iq] -= scale * mem / t
            grad[io] += scale * over / t
            if im is not None:
                grad[im] += scale * experts / t
            if ih is not None and not capped:
                grad[ih] += hops / t
            res.append(math.log(t * s.row.decode_tok_s))
            jac.append(grad)
        return res, jac

    theta = _levenberg_marquardt(residuals, theta, iterations)
    counts = _row_counts(sized)
    value = {n: math.exp(theta[i]) for n, i in index.items()}
    out: list[DecodeFitRow] = []

    def add(parameter: str, group: str, unit: str, note: str) -> None:
        n = counts.get((parameter, group), 0) if (parameter, group) in value else 0
        v = value.get((parameter, group))
        if v is None:  # not fitted: what stands in
            if parameter == "efficiency":
                v = value[("efficiency", BORROWED_CLASS.get(group, "gddr"))]
            elif parameter == "quant_factor":
                v = 1.0
            elif parameter == "moe_us":
                v = value[("moe_us", "gpu")]
            else:
                v = value[("overhead_ms", "gpu")]
        out.append(DecodeFitRow(parameter=parameter, group=group, value=float(f"{v:.4g}"), unit=unit, rows=n,
                                source=FIT_SOURCE, note=note if n == 0 else None))

    for c in DEVICE_CLASSES:
        add("efficiency", c, "fraction of bandwidth at k-quants",
            f"no calibrating row: {BORROWED_CLASS.get(c, 'gddr')}'s efficiency stands in")
    for f in FAMILIES:
        if f == REFERENCE_FAMILY:
            out.append(DecodeFitRow(parameter="quant_factor", group=f, value=1.0, unit="x", rows=counts.get(
                ("quant_factor", f), 0), source=FIT_SOURCE, note="the reference family (Q4_K_M): 1 by definition"))
        else:
            add("quant_factor", f, "x", "no calibrating row: counted as k-quants (1), and answers say so")
    for g in ("gpu", "hbm", "apple"):
        add("overhead_ms", g, "ms per token", "no calibrating row: the gpu group's overhead stands in")
    add("hop_ms", "layer-split", "ms per extra card", "no multi-GPU row: no split overhead fitted")
    if ("moe_us", "gpu") in value:  # the expert routing overhead, per software stack (issue 29)
        for g in ("gpu", "hbm", "apple"):
            add("moe_us", g, "us per routed expert product", "no MoE row on this stack: the gpu group's stands in")
    return out


