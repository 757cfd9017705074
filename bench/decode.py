"""The LLM decode estimate against every measured figure (issue 16: "the calibration is a benchmark,
not a timed test"): first its error on published measurements kept out of the fit
(``data/performance/llm_decode_holdout.csv``, issue 29), per device class and in all, and every
held-out row; then estimate vs measured for every measured card and system of
``data/performance/llm_decode.csv``, the median error and the worst, per device class and in all;
the rows the data excludes and those the estimator cannot size, each with why; the fitted
parameters; and, for scale only, the time of one estimate.

``python -m bench --decode`` refreshes this section alone.
"""

from __future__ import annotations

import statistics
import time

ROUNDS = 2000


def _pct(x: float) -> str:
    return f"{x:+.1%}"


def run(adv) -> list[str]:
    """The section's lines (markdown), computed now with ``adv``'s catalogue."""
    from advisor.decode import DEVICE_CLASSES, DecodeModel

    from .__main__ import ms, pct

    model = DecodeModel.from_catalog(adv.catalog)
    rows = model.calibration()
    held = model.holdout()
    kept_out = [r for r in held if r.status == "held-out"]
    cal = [r for r in rows if r.status == "calibrated"]
    excluded = [r for r in rows if r.status == "excluded"]
    unsized = [r for r in rows if r.status == "unsized"]
    p = model.parameters

    def summary(label: str, group: list) -> str:
        if not group:
            return f"| {label} | 0 | – | – | – |"
        errors = [abs(r.error) for r in group]
        worst = max(group, key=lambda r: abs(r.error))
        within = sum(e <= 0.25 for e in errors)
        return (f"| {label} | {len(group)} | {statistics.median(errors):.1%} | {_pct(worst.error)} "
                f"({worst.count} x {worst.device}, {worst.model} {worst.quant}) | {within}/{len(group)} |")

    timings = []
    for _ in range(ROUNDS):
        start = time.perf_counter()
        model.estimate("GeForce RTX 3090", params_b=8.03, bits_per_weight=4.8944, quant="Q4_K_M")
        timings.append(time.perf_counter() - start)

    out = [
        "## LLM decode: estimate vs measured (issue 16)", "",
        "Every row of `data/performance/llm_decode.csv` against `advisor.decode` (bandwidth-bound estimate: "
        "seconds per token = bytes per token / (bandwidth x efficiency[device class] x factor[quant family]) + "
        "overhead[stack], + a cost per hop of a layer split; parameters fitted by `tools/fit_decode.py` on the "
        "`calibrate=1` rows, stored in `data/performance/decode_fit.csv`). Error = estimated / measured - 1. "
        "The figures are deterministic (no timing in them); the one timing below is for scale only, on a machine "
        "the team shares (2 cores): it moves from run to run.", "",
        "### Error on measurements kept out of the fit (issue 29)", "",
        "Published measurements that are **not** rows of `data/performance/llm_decode.csv` and never enter the fit "
        "(`data/performance/llm_decode_holdout.csv`: the 2026-12-02 advice audit's hold-out, §3, each row with its "
        "source), against the estimate the answers use. Error = estimated / measured - 1. The test "
        "`tests/advisor/test_decode.py::test_the_held_out_error_stays_within_its_recorded_bound` holds these figures "
        "within `data/performance/decode_holdout_bound.csv`.", "",
        "| device class | rows | median abs error | worst | within 25 % |", "|---|---|---|---|---|",
        *(summary(c, [r for r in kept_out if r.device_class == c]) for c in DEVICE_CLASSES
          if any(r.device_class == c for r in kept_out)),
        summary("**all held-out rows**", kept_out), "",
        "| device | model | quant | measured tok/s | estimated tok/s | error | class | source |",
        "|---|---|---|---|---|---|---|---|",
        *(f"| {r.device} | {r.model} | {r.quant} | {r.measured:g} | {r.estimated:.1f} | {_pct(r.error)} | "
          f"{r.device_class} | {r.source} |" for r in kept_out),
        *(f"| {r.device} | {r.model} | {r.quant} | {r.measured:g} | – | not sized: {r.why} | – | {r.source} |"
          for r in held if r.status != "held-out"),
        "",
        "### The calibrating rows (fitted and tested)", "",
        "| device class | rows | median abs error | worst | within 25 % |", "|---|---|---|---|---|",
        *(summary(c, [r for r in cal if r.device_class == c]) for c in DEVICE_CLASSES),
        summary("**all calibrated rows**", cal), "",
        f"{len(rows)} measured rows: {len(cal)} calibrated (fitted and tested), {len(excluded)} excluded by the data "
        f"(`calibrate=0`, reasons below), {len(unsized)} that cannot be sized (below).", "",
        "Fitted parameters (`rows`: calibrating measurements behind each; 0 = not fitted, what stands in):", "",
        "| parameter | group | value | rows |", "|---|---|---|---|",
    ]
    for (parameter, group), n in p.rows.items():
        grouped = {"efficiency": p.efficiency, "quant_factor": p.quant_factor, "overhead_ms": p.overhead_ms,
                   "moe_us": p.moe_us}
        scalars = {"hop_ms": p.hop_ms}
        value = grouped[parameter][group] if parameter in grouped else scalars[parameter]
        out.append(f"| {parameter} | {group} | {value:g} | {n} |")
    out += ["", "### Every calibrated row", "",
            "| device | GPUs | model | quant | measured tok/s | estimated tok/s | error | class |",
            "|---|---|---|---|---|---|---|---|"]
    for r in sorted(cal, key=lambda r: (DEVICE_CLASSES.index(r.device_class), r.device, r.count, r.model, r.quant)):
        out.append(f"| {r.device} | {r.count} | {r.model} | {r.quant} | {r.measured:g} | {r.estimated:.1f} | "
                   f"{_pct(r.error)} | {r.device_class} |")
    out += ["", "### Excluded by the data (`calibrate=0`)", "",
            "| device | GPUs | model | quant | measured | estimated | why |", "|---|---|---|---|---|---|---|"]
    for r in excluded:
        est = f"{r.estimated:.1f} ({_pct(r.error)})" if r.estimated is not None else "–"
        out.append(f"| {r.device} | {r.count} | {r.model} | {r.quant} | {r.measured:g} | {est} | {r.why} |")
    out += ["", "### Not sized (the estimator lacks a bandwidth, a quantisation or a model size)", "",
            "| device | model | quant | measured | what is missing |", "|---|---|---|---|---|"]
    for r in unsized:
        out.append(f"| {r.device} | {r.model} | {r.quant} | {r.measured:g} | {r.why} |")
    out += ["", f"One estimate (`DecodeModel.estimate`, {ROUNDS} calls): p50 {ms(pct(timings, 50))}, "
            f"p99 {ms(pct(timings, 99))}.", ""]
    return out
