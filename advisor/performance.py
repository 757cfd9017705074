"""Relative deep-learning training performance: one index, 1.0 = TITAN X Pascal.

The index measures training the way a card is normally used: mixed precision where it has
tensor cores, else FP32 (both are kept where known). Figures come from, in order:

1. **Published** ratios (``data/performance/lambda_relative.csv`` — Lambda's benchmarks,
   and ``published_extra.csv`` — D17's GTX 980 = 0.35 × TITAN X Pascal, Lambda's 2019 blog).
   Each set is chained to the reference: TITAN X Pascal ≡ 1.0 (D17's reference); Lambda 2022
   is relative to the GTX 1080 Ti, which is linked to the TITAN X Pascal by the
   same-architecture estimate below; Lambda 2023 is relative to the RTX 3090 and Lambda v2
   to the H100 SXM5, both published in an earlier set. Where a card is in several sets the
   priority is ``SET_PRIORITY``.
2. **Estimated** otherwise, from the nearest published card (the *anchor*) of the same
   architecture family (``spec.same-arch``): ``anchor × (bw / bw_anchor)^a ×
   (fp32 / fp32_anchor)^(1-a)``. Without tensor cores bandwidth leads
   (``spec.bandwidth-first``, a = 0.75), fitted on the one published pair of same-architecture
   cards whose bandwidth and compute ratios differ: jcjohnson/cnn-benchmarks (README @2ee75e2,
   Torch, cuDNN 5.1.05, batch 16) times a TITAN X Pascal at 1.42 x a GTX 1080 (geometric mean
   of its 8 models' forward + backward times), where bandwidth alone says 1.50 and compute 1.24:
   a = 0.73, rounded to 0.75 (1.43 x; GTX 1080 / GTX 1070 = 1.28, the guide's "25 %, about what
   you get", D17 L35). The compute term decides siblings with equal bandwidth: a GTX 1070 Ti
   (8,186 GFLOPS) is 1.06 x a GTX 1070 (6,463) at the same 256 GB/s (issue 28 §4, P14; it was
   1.02 x at a = 0.9, a weight no measurement gave). Bandwidth only counts as far as the chip's
   FP32 compute can use it
   (``USABLE_INTENSITY``): an HBM card such as the Tesla P100 (732 GB/s, 9.5 TFLOPS) is
   compute-bound, about a GTX 1080 Ti in FP32 training, not 1.4x. With tensor cores,
   training is as much compute- as bandwidth-bound (``perf.tensor-cores``; Lambda's RTX
   4090 = 1.66 × RTX 3090 at 1.08 × the bandwidth), so a = 0.5. Families without a
   published card borrow a related family's anchor (``data/architectures.csv``), which is
   rougher and said so (``spec.cross-arch``). Tensor-core cards scale the anchor's mixed-
   precision figure, others its FP32 figure (``perf.tensor-cores``); a card without tensor
   cores is only ever scaled from an anchor without them (``no_tensor_family``).
3. **Which anchor.** Lambda measured every card at the largest batch its memory allows
   (``lambdal/deeplearning-benchmark`` @fe450482, ``pytorch-train-bs-fp16.csv``: the RTX 3070
   ran SSD at batch 24, the RTX 3080 at 56, the RTX 3090 at 140), so a figure carries its
   memory with it. The anchor is the nearest published card by bandwidth *and* memory size
   (``MEMORY_DISTANCE``), so an RTX 3080 Ti is scaled from the RTX 3080, not from the 24 GB
   RTX 3090.
4. **Other vendors, measured** (issue 17 §3). A published measurement of an AMD or Intel card
   against a card of the index (``data/performance/vendor_measured.csv``: the RX 7900 XTX's
   fp16 GPT-layer train step on ROCm against an RTX 3090, evshiron/rocm_lab#14) is a published
   ratio like Lambda's (:func:`vendor_published`). A vendor card with matrix units
   (``data/matrix_units.csv``: RDNA 3/4 WMMA, CDNA MFMA, Intel XMX; ``CardSpec.matrix_units``)
   is treated like a tensor-core card — mixed-precision headline, a = 0.5 — but only scaled
   from a measured card of its *own* family (the RX 9070 XT from the RX 7900 XTX): how well a
   vendor's software stack uses its units differs, so where its family has no measurement the
   estimate stays on the FP32 path from an anchor without matrix units (Pascal), and says so.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from . import i18n
from .i18n import Message, msg
from .models import Performance

if TYPE_CHECKING:
    from .facts import VendorMeasuredRow

REFERENCE = "TITAN X Pascal"
BANDWIDTH_WEIGHT = 0.75  # cards without tensor cores (spec.bandwidth-first; fitted, see the module docstring)
COMPUTE_WEIGHT = 0.25
TENSOR_BANDWIDTH_WEIGHT = 0.5  # tensor-core cards: compute matters as much (perf.tensor-cores)
TENSOR_COMPUTE_WEIGHT = 0.5
SEGMENT_PENALTY = 0.5  # in |log bandwidth ratio| units: prefer an anchor of the same segment
MEMORY_DISTANCE = 1.0  # weight of |log memory ratio| in the anchor distance (figures carry their batch size)
# FLOPs per byte a DL training step typically needs (no-tensor cards): bandwidth beyond
# FP32 GFLOPS / 18 cannot be used. Calibrated so the Maxwell and Pascal GeForce/TITAN cards the
# guides name stay bandwidth-bound (their FP32/bandwidth ridge is 19-28 FLOP/byte, so D17 L35's
# rule holds as stated) while compute-poor cards are capped: HBM cards (Tesla P100 PCIe: ridge
# 13 -> ~1.06x a GTX 1080 Ti, the 1.0-1.15x issue 9 asks for), Kepler cards (already "slower per
# GB/s", data/architectures.csv) and a few small GDDR6 cards (GTX 1660 SUPER: ridge 15).
USABLE_INTENSITY = 18.0
SET_PRIORITY = ("definition", "d17", "lambda-2023", "lambda-2022", "lambda-blog-2019", "lambda-v2", "vendor-measured")
TIME_UNITS = frozenset({"ms", "s"})  # a vendor measurement in these units is a time: lower is faster
MIXED_PRECISIONS = frozenset({"fp16", "bf16"})
SET_MESSAGES: dict[str, Message] = {  # where each published set comes from, as answers say it
    "definition": msg("perf.set.definition", "reference card of the index (D17's chart)"),
    "d17": msg("perf.set.d17", "D17 chart"),
    "lambda-2022": msg("perf.set.lambda-2022", "Lambda benchmarks 2022 (NGC PyTorch 21.07)"),
    "lambda-2023": msg("perf.set.lambda-2023", "Lambda benchmarks 2023 (NGC PyTorch 22.10)"),
    "lambda-v2": msg("perf.set.lambda-v2", "Lambda benchmarks v2 (NGC 24.10)"),
    "lambda-blog-2019": msg("perf.set.lambda-blog-2019", "Lambda blog 2019-02-08 (TensorFlow)"),
}


@dataclass(frozen=True)
class CardSpec:
    """What the model needs of a card: bandwidth (GB/s), FP32 GFLOPS, tensor cores, family."""

    name: str
    bandwidth_gb_s: float | None
    fp32_gflops: float | None
    tensor_cores: int
    family: str | None
    fallback_family: str | None
    datacenter: bool
    memory_gb: float | None = None
    no_tensor_family: str | None = None
    matrix_units: bool = False
    """A non-NVIDIA card whose architecture has matrix units (``data/matrix_units.csv``)."""
    tensor_scale: float = 1.0
    """The share of its chip's tensor throughput a cut-down card keeps (the RTX 5090 D: 0.709,
    ``catalog.inputs.tensor_scales``); the compute the estimate weighs is FP32 x this."""

    @property
    def compute(self) -> float | None:
        """The compute (GFLOPS) the estimate weighs: FP32, cut by :attr:`tensor_scale` on a card with
        tensor cores or other matrix units (its training runs on them)."""
        if self.fp32_gflops is None:
            return None
        return self.fp32_gflops * (self.tensor_scale if self.matrix else 1.0)

    @property
    def matrix(self) -> bool:
        """Tensor cores or another vendor's matrix units: mixed precision is the headline."""
        return bool(self.tensor_cores or self.matrix_units)

    @property
    def usable_bandwidth(self) -> float | None:
        """Bandwidth (GB/s) the card can use: for a card without matrix units, at most its
        FP32 GFLOPS / ``USABLE_INTENSITY`` (an HBM card with little compute is compute-bound)."""
        if self.bandwidth_gb_s and self.fp32_gflops and not self.matrix:
            return min(self.bandwidth_gb_s, self.fp32_gflops / USABLE_INTENSITY)
        return self.bandwidth_gb_s


@dataclass(frozen=True)
class PublishedRow:
    """One published ratio: ``name`` = ``mixed`` / ``fp32`` × ``reference`` in ``set``."""

    name: str
    set: str
    reference: str
    mixed: float | None
    fp32: float | None
    source: str = ""
    message: Message | None = None
    """How the answer cites the row; default: the set's message (``SET_MESSAGES``)."""


def vendor_published(rows: Iterable[VendorMeasuredRow]) -> list[PublishedRow]:
    """Published ratios from ``data/performance/vendor_measured.csv`` rows
    (:class:`advisor.facts.VendorMeasuredRow`): each row measured against a card
    (``compared_with``) becomes ``device = ratio × compared_with`` — the inverse ratio for a time
    (``unit`` ms or s), mixed for fp16/bf16, fp32 for fp32. Rows without a comparison (a matmul
    ceiling, a latency on its own) are no ratio and are left out."""
    out = []
    for r in rows:
        ref, value, other = getattr(r, "compared_with", None), r.value, getattr(r, "compared_value", None)
        if not ref or not other:
            continue
        ratio = other / value if r.unit in TIME_UNITS else value / other
        mixed = ratio if r.precision in MIXED_PRECISIONS else None
        fp32 = ratio if r.precision == "fp32" else None
        if mixed is None and fp32 is None:
            continue
        message = msg("perf.set.vendor-measured", "measured: {workload}, {precision}, {framework} ({source}, {date})",
                      workload=r.workload, precision=r.precision, framework=r.framework, source=r.source,
                      date=r.source_date)
        out.append(PublishedRow(name=r.device, set="vendor-measured", reference=ref, mixed=round(mixed, 4)
                                if mixed else None, fp32=round(fp32, 4) if fp32 else None, source=r.source,
                                message=message))
    return out


def _scale(spec: CardSpec, anchor: CardSpec) -> float:
    """Speed of ``spec`` relative to ``anchor``: bandwidth ratio, weighted with compute."""
    if spec.matrix:
        wb, wc = TENSOR_BANDWIDTH_WEIGHT, TENSOR_COMPUTE_WEIGHT
    else:
        wb, wc = BANDWIDTH_WEIGHT, COMPUTE_WEIGHT
    factor = (_known(spec.usable_bandwidth, "bandwidth", spec) / _known(anchor.usable_bandwidth, "bandwidth", anchor))
    if not (spec.compute and anchor.compute):
        return factor  # bandwidth alone
    return factor ** wb * (spec.compute / anchor.compute) ** wc


def _known(value: float | None, what: str, spec: CardSpec) -> float:
    """``value`` (a figure of ``spec`` the caller has already required); ``ValueError`` if it is missing."""
    if value is None:
        raise ValueError(f"{spec.name} has no {what}")
    return value


def _headline(spec: CardSpec, mixed: float | None, fp32: float | None) -> float:
    if spec.matrix and mixed is not None:
        return mixed
    return fp32 if fp32 is not None else mixed  # type: ignore[return-value]


class PerformanceModel:
    """Computes a :class:`Performance` for every card it can.

    Args:
        specs: the cards (by name) with the fields of :class:`CardSpec`.
        published: published ratios; references are chained as described in the module doc.
    """

    def __init__(self, specs: Mapping[str, CardSpec], published: Iterable[PublishedRow]) -> None:
        self.specs = specs
        self._published: dict[str, tuple[float | None, float | None, Message]] = {}
        self._estimated_links: set[str] = set()
        self._chain(list(published))

    # -- published figures -------------------------------------------------------------
    def _value_of(self, name: str) -> tuple[float | None, float | None] | None:
        if name in self._published:
            mixed, fp32, _ = self._published[name]
            return mixed, fp32
        return None

    def _chain(self, rows: list[PublishedRow]) -> None:
        self._published[REFERENCE] = (1.0, 1.0, SET_MESSAGES["definition"])
        rank = {s: i for i, s in enumerate(SET_PRIORITY)}
        by_card: dict[str, list[PublishedRow]] = {}
        for row in rows:
            if row.name in self.specs and row.name not in (REFERENCE, row.reference):
                by_card.setdefault(row.name, []).append(row)
        pending = {name: sorted(rs, key=lambda r: rank.get(r.set, 99)) for name, rs in by_card.items()}
        references = {r.reference for r in rows}
        strict = True  # first take each card's highest-priority set; fall back only when stuck
        while pending:
            progress = False
            for name in sorted(pending):
                for row in pending[name][:1] if strict else pending[name]:
                    ref = self._value_of(row.reference)
                    if ref is None and row.reference in references and row.reference not in pending:
                        # a set's reference card with no published figure of its own (GTX 1080 Ti):
                        # link it by the same-architecture estimate.
                        est = self._estimate(row.reference)
                        if est is not None:
                            self._published[row.reference] = (est.mixed, est.fp32, est.source)
                            self._estimated_links.add(row.reference)
                            ref = (est.mixed, est.fp32)
                    if ref is None:
                        continue
                    mixed = row.mixed * ref[0] if row.mixed is not None and ref[0] is not None else None
                    fp32 = row.fp32 * ref[1] if row.fp32 is not None and ref[1] is not None else None
                    source = row.message or SET_MESSAGES.get(row.set) or msg("perf.set.other", "{source}",
                                                                             source=row.source or row.set)
                    if row.reference != REFERENCE:
                        source = msg("perf.relative-to", "{source}, relative to {reference}", source=source,
                                     reference=i18n.Card(value=row.reference))
                    self._published[name] = (mixed, fp32, source)
                    del pending[name]
                    progress = True
                    break
            if not progress:
                if not strict:
                    break
                strict = False
            else:
                strict = True

    # -- estimates ---------------------------------------------------------------------
    def _anchors(self, family: str | None, need_mixed: bool, tensor: bool) -> list[CardSpec]:
        """Published cards of ``family`` that have the figure the estimate will scale and,
        like the card, have tensor cores or not (a card without them is never scaled from
        one with them: its FP32 figure would carry TF32 tensor-core speed)."""
        out = []
        for name, (mixed, fp32, _) in self._published.items():
            spec = self.specs.get(name)
            has = mixed if need_mixed else fp32
            if (spec and spec.family == family and spec.bandwidth_gb_s and has is not None
                    and name not in self._estimated_links and spec.matrix == tensor):
                out.append(spec)
        return out

    def _estimate(self, name: str) -> Performance | None:
        spec = self.specs.get(name)
        if spec is None or not spec.bandwidth_gb_s or spec.family is None:
            return None
        if not spec.matrix_units:
            return self._estimate_spec(spec)
        own = self._estimate_spec(spec, own_family_only=True)  # a measured card of its own family
        if own is not None:
            return own
        plain = self._estimate_spec(replace(spec, matrix_units=False))  # the FP32 path, said so
        if plain is None or plain.anchor is None:
            return plain
        how = msg("perf.scaled.vendor-unmeasured", "bandwidth-scaled from {anchor}'s FP32 figure (no published "
                  "training measurement of any {family} card; its matrix units are not counted, rough)",
                  anchor=i18n.Card(value=plain.anchor), family=str(spec.family))
        return plain.model_copy(update={"source": how})

    def _estimate_spec(self, spec: CardSpec, *, own_family_only: bool = False) -> Performance | None:
        need_mixed = tensor = spec.matrix
        anchors = self._anchors(spec.family, need_mixed, tensor)
        if own_family_only and not anchors:
            return None
        borrowed = False
        for other in (spec.fallback_family, None if tensor else spec.no_tensor_family):
            if not anchors and other:
                anchors = self._anchors(other, need_mixed, tensor)
                borrowed = True
        if not anchors:
            return None
        bandwidth = _known(spec.bandwidth_gb_s, "bandwidth", spec)  # a card without one is never estimated

        def distance(a: CardSpec) -> tuple[float, str]:
            d = abs(math.log(bandwidth / _known(a.bandwidth_gb_s, "bandwidth", a)))
            if spec.memory_gb and a.memory_gb:
                d += MEMORY_DISTANCE * abs(math.log(spec.memory_gb / a.memory_gb))
            return d + (SEGMENT_PENALTY if a.datacenter != spec.datacenter else 0.0), a.name

        anchor = min(anchors, key=distance)
        a_mixed, a_fp32, _ = self._published[anchor.name]
        k = _scale(spec, anchor)
        fp32 = a_fp32 * k if a_fp32 is not None else None
        mixed = a_mixed * k if need_mixed and a_mixed is not None else fp32
        relative = _headline(spec, mixed, fp32)
        if relative is None:
            return None
        card, family, used = i18n.Card(value=anchor.name), str(spec.family), str(anchor.family)
        if not borrowed:
            how = msg("perf.scaled.same", "bandwidth-scaled from {anchor} (same {family} family)",
                      anchor=card, family=family)
        elif tensor or not self._anchors(spec.family, False, True):
            how = msg("perf.scaled.borrowed", "bandwidth-scaled from {anchor} (no published figure in the {family} "
                      "family; {anchor_family} used, rough)", anchor=card, family=family, anchor_family=used)
        else:
            how = msg("perf.scaled.borrowed-no-tensor", "bandwidth-scaled from {anchor} (no published card without "
                      "tensor cores in the {family} family; {anchor_family} used, rough)", anchor=card, family=family,
                      anchor_family=used)
        return Performance(relative=round(relative, 4), mixed=_r(mixed), fp32=_r(fp32), kind="estimated",
                           source=how, anchor=anchor.name)

    def get(self, name: str) -> Performance | None:
        """Return the card's :class:`Performance` (published first, else estimated) or None
        when the card has no bandwidth figure or no architecture the model knows."""
        if name in self._published and name not in self._estimated_links:
            mixed, fp32, source = self._published[name]
            spec = self.specs[name]
            relative = _headline(spec, mixed, fp32)
            return Performance(relative=round(relative, 4), mixed=_r(mixed), fp32=_r(fp32), kind="published",
                               source=source)
        return self._estimate(name)

    def all(self) -> dict[str, Performance]:
        """Return every card's performance that can be computed, by name."""
        out = {}
        for name in sorted(self.specs):
            perf = self.get(name)
            if perf is not None:
                out[name] = perf
        return out


def _r(x: float | None) -> float | None:
    return None if x is None else round(x, 4)


def one_reference(pa: Performance | None, pb: Performance | None, sb: CardSpec | None, anchor: CardSpec | None,
                  anchor_perf: Performance | None, a_name: str) -> Performance | None:
    """``pb`` on ``pa``'s reference, for a comparison (N19: "12 % faster" beside 1.24x the bandwidth and 1.27x the
    compute): when both are estimates from different anchors of one family, card ``b`` (spec ``sb``) is scaled
    from ``pa``'s anchor (spec ``anchor``, published figures ``anchor_perf``) as ``a`` is — its own anchor
    carries another memory's batch into the gap — and its source says so; ``pb`` itself otherwise."""
    if pa is None or pb is None or pa.kind != "estimated" or pb.kind != "estimated" or pa.anchor == pb.anchor:
        return pb
    if sb is None or anchor is None or anchor_perf is None or anchor.family != sb.family or anchor.matrix != sb.matrix:
        return pb
    if not (sb.usable_bandwidth and anchor.usable_bandwidth) or anchor_perf.kind != "published":
        return pb
    k = _scale(sb, anchor)
    fp32 = anchor_perf.fp32 * k if anchor_perf.fp32 is not None else None
    mixed = anchor_perf.mixed * k if sb.matrix and anchor_perf.mixed is not None else fp32
    relative = _headline(sb, mixed, fp32)
    if relative is None:
        return pb
    how = msg("perf.scaled.pair", "bandwidth-scaled from {anchor}, as {other} is, so the two share one reference",
              anchor=i18n.Card(value=anchor.name), other=i18n.Card(value=a_name))
    return Performance(relative=round(relative, 4), mixed=_r(mixed), fp32=_r(fp32), kind="estimated", source=how,
                       anchor=anchor.name)
