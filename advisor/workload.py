"""A workload: what a job needs, the unit of every answer (issue 16).

``recommend``, ``compare``, ``why`` and ``fits`` all answer for a job: a use case, and for LLM
work an optional model, task (inference, LoRA, QLoRA, full fine-tuning), precision, context and
GPU count. A :class:`Workload` holds the sized job (:class:`~advisor.fits.Estimate`) and answers
what every answer asks of it:

- **memory**: how much a card needs to hold the job alone or with the layers split over N cards
  (each card keeps its own activations and CUDA context: :meth:`Estimate.per_gpu`), rounded up
  where it meets VRAM (:func:`~advisor.fits.need_gb`);
- **the speed measure that fits the job**: training throughput (the relative index) for training
  use cases and fine-tuning, **decode tokens/s** for running an LLM, which is memory-bandwidth
  bound (:class:`DecodeSpeed`).

An unsized LLM question (``--use-case llm`` and no model) is answered over the **default mix of
models people run**, the ladder of ``data/llm_ladder.csv`` (each row with its reason): the
*everyday* models (8B, 14B, gpt-oss 20b, 24B, Qwen3 30B-A3B, 32B, all at 4-bit or as published)
that one consumer card runs, and the *large* ones (70B, gpt-oss 120b, 235B, 671B) that take a
capacity route. A configuration's tier is the largest rung it holds, its everyday rung the
largest everyday one (:mod:`advisor.llm_picks` ranks the routes by them).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING

from . import fits as _fits
from .fits import TASK_PRECISIONS, Architecture, Estimate, ModelTable, bits_of, estimate, need_gb, quant_name
from .i18n import Number, Quantity, msg
from .models import Card, DecodeSpeed
from .thresholds import HEADROOM_GB

if TYPE_CHECKING:
    from .catalog import Catalog

@dataclass(frozen=True)
class Rung:
    """One step of the LLM memory ladder: a model at a precision and the job's memory."""

    index: int
    arch: Architecture
    precision: str
    estimate: Estimate
    everyday: bool = True  # a model of the everyday mix one consumer card runs (else a capacity route's)

    def need(self, count: int = 1) -> float:
        """GB each of ``count`` cards needs to hold this rung (layers split when ``count`` > 1)."""
        return need_gb(self.estimate.per_gpu(count) if count > 1 else self.estimate.total)

    def held_by(self, memory_gb: float, count: int = 1) -> bool:
        """Whether ``count`` cards of ``memory_gb`` each hold this rung with headroom (not tight)."""
        return memory_gb >= self.need(count) + HEADROOM_GB


#: The quantisation each precision of the advisor stands for in decode and in answers (data/performance/
#: quant_bits.csv): int4 is GGUF Q4_K_M, int8 Q8_0, a GGUF level or format its own name (q5_k_m → Q5_K_M).
QUANTS = {p: quant_name(p) for p in TASK_PRECISIONS["inference"]}


DEVICE_GAP = 1.25
"""A card's own published runs that differ from its class's estimate by more than this factor (geometric mean)
calibrate its figures (:attr:`DecodeSpeeds.device_factors`): the calibration property holds every fitted row
within 25 %, so only a card whose sources disagree reaches it."""
DISAGREE = "disagree by source"
"""The words of a ``calibrate_note`` (``data/performance/llm_decode.csv``) that keep a sound measurement out of the
fit only because the card's published figures disagree by source (the Tesla P40's and GTX 1080's): such a row
still calibrates its own card (:attr:`DecodeSpeeds.device_factors`)."""

Borrowed = tuple[float, int, str, str, tuple[str, ...]]
"""A card's borrowed decode factor (:meth:`DecodeSpeeds.borrowed_factor`): factor, runs, architecture used, the
card's own architecture, the cards measured."""


class DecodeSpeeds:
    """Decode tokens/s of a sized job on a card, a split or a machine, through the calibrated model of
    :mod:`advisor.decode` (built on first use: it reads its tables once)."""

    CACHE_SIZE = 50_000
    """Decode figures kept (a job on a card is asked again by every route of an answer and by the stretch
    pass); the cache is emptied when full (bare sizes are unbounded)."""

    def __init__(self, catalog: Catalog) -> None:
        self.catalog = catalog
        self._rows = {r["name"]: r for r in catalog.llm_models}
        self._known: dict[tuple, DecodeSpeed | None] = {}

    @cached_property
    def model(self):
        """The :class:`advisor.decode.DecodeModel` of the catalogue."""
        from .decode import DecodeModel

        return DecodeModel.from_catalog(self.catalog)

    def of(self, card: Card, est: Estimate, count: int = 1) -> DecodeSpeed | None:
        """Batch-1 decode of ``est`` on ``count`` ``card`` s: the published measurement of that device,
        model and quantisation where there is one, else the calibrated estimate (at the start of a
        reply, as benchmarks measure: no context read yet; for a context asked past the default, with that
        context held: :meth:`at_context`); ``None`` without a bandwidth. Kept once computed (:attr:`CACHE_SIZE`)."""
        key = (card.name, est.arch.name, est.arch.params, est.precision, count, est.context)
        if key in self._known:
            return self._known[key]
        if len(self._known) >= self.CACHE_SIZE:
            self._known.clear()
        found = self._of(card, est, count)
        self._known[key] = found
        return found

    def _of(self, card: Card, est: Estimate, count: int) -> DecodeSpeed | None:
        from .decode import bits_per_active_weight, expert_active_params_b

        m = self.model
        if card.name not in self.catalog.card_rows:  # a GPU known only by its memory (fits --vram): no figure
            return None
        if card.line == "xeon-phi":  # a coprocessor no LLM stack targets (advisor.owner.runs_nothing): no figure
            return None
        device = self.catalog.card_rows[card.name].get("system_id") or card.name
        quant = QUANTS.get(est.precision, "Q4_K_M")
        row = m.quant(quant)
        arch = est.arch
        active_b = (arch.active_params or arch.params) / 1e9
        bits = row.bits_per_weight if row else bits_of(est.precision)
        if row is not None and arch.name in self._rows:
            bits = bits_per_active_weight(row, active_params_b=active_b,
                                          expert_active_params_b=expert_active_params_b(self._rows[arch.name]))
        try:
            found = m.speed(device, model_name=arch.name, quant=quant, count=count, params_b=arch.params / 1e9,
                            active_params_b=arch.active_params / 1e9 if arch.active_params else None,
                            bits_per_weight=bits, expert_calls=arch.moe_layers * arch.experts_active)
        except (KeyError, ValueError):
            return None
        if found is not None and found.kind == "estimated" and device in self.device_factors:
            found = self._to_device(found, *self.device_factors[device])
        elif found is not None and found.kind == "estimated" and (borrowed := self.borrowed_factor(device)):
            found = self._as_architecture(found, borrowed)
        if found is None or est.context <= _fits.DEFAULT_CONTEXT["inference"] or est.kv_cache <= 0:
            return found
        return self.at_context(found, device, est.kv_cache / max(est.batch, 1), est.context,
                               m.family_of(quant, bits))

    @cached_property
    def device_factors(self) -> dict[str, tuple[float, int]]:
        """Cards whose own published decode runs disagree with their class's estimate by more than
        :data:`DEVICE_GAP` (issue 28, U21: a Tesla P40's ≈ 32 tok/s on 13B beside a published 15.7 on 14B): card →
        (the geometric mean of measured ÷ estimated over its single-card runs, how many). The runs are the
        calibrating rows of ``data/performance/llm_decode.csv`` and those kept out of the fit only because
        published figures of the card disagree by source (:data:`DISAGREE`; never a row flagged host-bound,
        not GPU-only or another stack); held-out rows are never used. An estimate for such a card is scaled by
        its factor and says so (:meth:`_to_device`), so an answer never shows its estimate beside a
        measurement of the same card twice apart."""
        logs: dict[str, list[float]] = {}
        for r in self.model.calibration():
            if r.count != 1 or not r.estimated or not r.measured:
                continue
            if r.status == "calibrated" or (r.status == "excluded" and DISAGREE in r.why):
                logs.setdefault(r.device, []).append(math.log(r.measured / r.estimated))
        out = {}
        for device, xs in logs.items():
            factor = math.exp(sum(xs) / len(xs))
            if abs(math.log(factor)) > math.log(DEVICE_GAP):
                out[device] = (factor, len(xs))
        return out

    @cached_property
    def _architecture_runs(self) -> dict[str, tuple[float, float, int, tuple[str, ...]]]:
        """Each card architecture with published single-card runs (the same rows as :attr:`device_factors`) →
        (the geometric mean of measured ÷ estimated over them, the geometric mean share of the bandwidth those
        runs reached at the reference quantisation family, how many runs, the cards measured)."""
        from .decode import REFERENCE_FAMILY

        m = self.model
        logs: dict[str, list[tuple[float, float]]] = {}
        cards: dict[str, set[str]] = {}
        for r in m.calibration():
            row = self.catalog.card_rows.get(r.device)
            if r.count != 1 or not r.estimated or not r.measured or row is None or not row.get("architecture"):
                continue
            if r.status == "calibrated" or (r.status == "excluded" and DISAGREE in r.why):
                ratio = r.measured / r.estimated
                eff = m.parameters.efficiency_of(m.devices.get(r.device).device_class, REFERENCE_FAMILY)[0]
                logs.setdefault(row["architecture"], []).append((math.log(ratio), math.log(ratio * eff)))
                cards.setdefault(row["architecture"], set()).add(r.device)
        return {a: (math.exp(sum(x for x, _ in xs) / len(xs)), math.exp(sum(y for _, y in xs) / len(xs)), len(xs),
                    tuple(sorted(cards[a]))) for a, xs in logs.items()}

    @cached_property
    def _architecture_order(self) -> dict[str, tuple[str, str]]:
        """Each card architecture → (its maker, the earliest release date of its cards in the catalogue)."""
        out: dict[str, tuple[str, str]] = {}
        for row in self.catalog.card_rows.values():
            arch, date = row.get("architecture"), str(row.get("release_date") or "")
            if not arch or not date:
                continue
            maker = str(row.get("manufacturer") or "")
            if arch not in out or date < out[arch][1]:
                out[arch] = (maker, date)
        return out

    def borrowed_factor(self, device: str) -> Borrowed | None:
        """The factor of a card with no published run of its own (issue 28, break 9 #2: a Tesla M40 ≈ 28 tok/s on
        13B beside a P40 scaled to its runs at 23): where the cards of its architecture that have runs sit off
        their class's estimate by more than :data:`DEVICE_GAP` (geometric mean over the runs), it is scaled as
        they are; an architecture with no runs takes the nearest newer one of its maker that has them (Maxwell
        and Kepler take Pascal's). The card is given the share of its bandwidth those runs reached (their
        geometric mean, at the reference quantisation family): factor = that share ÷ its own class's fitted
        efficiency, so within an architecture, and across the old ones, decode follows bandwidth (a class fitted
        on newer cards, the HBM class's A100 and H100, neither lifts nor sinks an old card of it twice).
        Returns a :data:`Borrowed`, or ``None`` (the card has runs, is a system, or its architecture sits on the
        estimate)."""
        from .decode import REFERENCE_FAMILY

        row = self.catalog.card_rows.get(device)
        if row is None or row.get("system_id") or device in self.device_factors or not row.get("architecture"):
            return None
        own = row["architecture"]
        runs = self._architecture_runs
        if any(device in cards for *_, cards in runs.values()):
            return None
        used = own if own in runs else None
        if used is None:
            order = self._architecture_order
            if own not in order:
                return None
            maker, date = order[own]
            newer = sorted((order[a][1], a) for a in runs if a in order and order[a][0] == maker and order[a][1] > date)
            if not newer:
                return None
            used = newer[0][1]
        ratio, achieved, n, cards = runs[used]
        if abs(math.log(ratio)) <= math.log(DEVICE_GAP):
            return None
        m = self.model
        eff = m.parameters.efficiency_of(m.devices.get(device).device_class, REFERENCE_FAMILY)[0]
        factor = achieved / eff
        return factor, n, used, own, cards

    def _as_architecture(self, speed: DecodeSpeed, borrowed: Borrowed) -> DecodeSpeed:
        """``speed`` (an estimate of a card with no runs) scaled as its architecture's measured cards
        (:meth:`borrowed_factor`), said as an assumption."""
        factor, runs, used, own, cards = borrowed
        params = dict(source=speed.source, factor=Number(value=round(factor, 2)), runs=Number(value=runs),
                      arch=used, own=own, cards=", ".join(cards))
        if used == own:
            source = msg("decode.source.architecture", "{source}; no published run of this card: scaled by "
                         "{factor:.2f} as the {arch} cards' {runs:.0f} published runs ({cards}), which the estimate "
                         "of their class misses (an assumption; data/performance/llm_decode.csv)", **params)
        else:
            source = msg("decode.source.architecture-newer", "{source}; no published run of this card or of any "
                         "{own} card: scaled by {factor:.2f} as the nearest newer architecture's, the {arch} cards' "
                         "{runs:.0f} published runs ({cards}), which the estimate of their class misses (an "
                         "assumption; data/performance/llm_decode.csv)", **params)
        return speed.model_copy(update={
            "tok_s": round(speed.tok_s * factor, 2), "source": source,
            "efficiency": round(speed.efficiency * factor, 3) if speed.efficiency else None})

    def _to_device(self, speed: DecodeSpeed, factor: float, runs: int) -> DecodeSpeed:
        """``speed`` (an estimate) scaled to the card's own published runs (:attr:`device_factors`)."""
        tok_s = speed.tok_s * factor
        source = msg("decode.source.device", "{source}, scaled by {factor:.2f} to this card's {runs:.0f} published "
                     "runs, which the estimate of its class misses (sources disagree: llama-bench, llamafile and "
                     "llama-server figures of it; data/performance/llm_decode.csv)", source=speed.source,
                     factor=Number(value=round(factor, 2)), runs=Number(value=runs))
        return speed.model_copy(update={
            "tok_s": round(tok_s, 2), "source": source,
            "efficiency": round(speed.efficiency * factor, 3) if speed.efficiency else None})

    def at_context(self, speed: DecodeSpeed, device: str, kv_gib: float, context: int, family: str) -> DecodeSpeed:
        """``speed`` (a decode at the start of a reply, measured or estimated) with ``context`` tokens already
        held: every generated token reads the whole KV cache besides the weights (``advisor.decode``'s bytes
        term, B = weights + KV cache per token x context tokens), so each token takes longer by

            kv_gib x 2^30 bytes / (W x e[class] x f[family])

        with the device's bandwidth ``W`` and the fitted efficiency of its class and quantisation family
        (``data/performance/decode_fit.csv``); a layer split reads each card's share of the cache in turn, the
        same total. ``kv_gib``: the KV cache of one sequence at ``context`` (GiB, ``advisor.fits``: layers x 2 x
        KV heads x head dim x 2 bytes per token, llama.cpp's f16 cache). A measurement so slowed becomes an
        estimate and says so."""
        m = self.model
        d = m.devices.get(device)
        if not d.bandwidth_gb_s or m.parameters is None:
            return speed
        eff, _, _ = m.parameters.efficiency_of(d.device_class, family)
        kv_bytes = kv_gib * 2**30
        seconds = 1 / speed.tok_s + kv_bytes / (d.bandwidth_gb_s * 1e9 * eff)
        tok_s = 1 / seconds
        source = msg("decode.source.context", "{source}; at {context:,.0f} tokens of context every token also reads "
                     "their KV cache, {kv} (layers x 2 x KV heads x head dim x 2 bytes a token, llama.cpp's f16 "
                     "cache), at {bandwidth}: {short:.1f} tok/s at the start of a reply, {long:.1f} with the context "
                     "full", source=speed.source, context=Number(value=context),
                     kv=Quantity(value=round(kv_gib, 1), unit="GB", digits=1),
                     bandwidth=Quantity(value=d.bandwidth_gb_s, unit="GB/s"), short=Number(value=speed.tok_s),
                     long=Number(value=tok_s))
        read = (speed.bytes_per_token_gb or 0.0) + kv_bytes / 1e9
        return speed.model_copy(update={
            "tok_s": round(tok_s, 2), "kind": "estimated", "source": source,
            "bytes_per_token_gb": round(read, 3) if speed.bytes_per_token_gb else None,
            "efficiency": round(read * tok_s / d.bandwidth_gb_s, 3) if speed.bytes_per_token_gb else None})


class Ladder:
    """The LLM memory ladder (``data/llm_ladder.csv``): rungs from the smallest job up."""

    def __init__(self, rows: list[dict[str, str]], models: ModelTable) -> None:
        self._rows = rows
        self._models = models

    @cached_property
    def rungs(self) -> list[Rung]:
        """The rungs, smallest job first (sized on first use: an answer that weighs no LLM sizes none,
        and a console start reads no quantisation table for it)."""
        rows, models = self._rows, self._models
        rungs = []
        for r in rows:
            arch = models.resolve(r["model"])
            est = estimate(arch, "inference", r["precision"], _fits.DEFAULT_CONTEXT["inference"], 1)
            rungs.append((est.total, arch, r["precision"], est, (r.get("class") or "everyday") == "everyday"))
        rungs.sort(key=lambda t: t[0])
        return [Rung(i, arch, p, est, everyday) for i, (_, arch, p, est, everyday) in enumerate(rungs)]

    def tier(self, memory_gb: float, count: int = 1) -> Rung | None:
        """The largest rung ``count`` cards of ``memory_gb`` each hold (``None``: not even the first)."""
        held = [r for r in self.rungs if r.held_by(memory_gb, count)]
        return held[-1] if held else None

    def everyday(self, memory_gb: float, count: int = 1) -> Rung | None:
        """The largest everyday rung ``count`` cards of ``memory_gb`` each hold (``None``: none)."""
        held = [r for r in self.rungs if r.everyday and r.held_by(memory_gb, count)]
        return held[-1] if held else None


@dataclass(frozen=True)
class Workload:
    """A job to answer for. ``use_case`` is one of :data:`~advisor.models.USE_CASES` (``llm`` when
    a model or task is given); ``estimate`` the sized LLM job (``None``: no model or task given);
    ``named`` whether the user named the model (else a task sized the default 7-8B class); ``gpus``
    the cards asked for (``None``: as many as the answer finds best, one unless a sized job needs
    a split)."""

    use_case: str
    estimate: Estimate | None = None
    named: bool = False
    gpus: int | None = None

    @property
    def llm(self) -> bool:
        """Whether the job is LLM work (its memory decides what runs)."""
        return self.use_case == "llm"

    @property
    def decode(self) -> bool:
        """Whether the speed that fits the job is decode tokens/s (running an LLM), not training."""
        return self.llm and (self.estimate is None or self.estimate.task == "inference")

    @cached_property
    def counts(self) -> tuple[int, ...]:
        """How many identical cards a configuration may have: the count asked for; else one, and
        for a sized job 2 or 4 too (a layer split holds what one card cannot; multi.nvlink-p2p)."""
        if self.gpus:
            return (self.gpus,)
        if self.estimate is not None and self.estimate.task != "full-finetune":
            return (1, 2, 4)
        return (1,)

    def need(self, count: int = 1) -> float | None:
        """GB each of ``count`` cards needs for the sized job (``None`` for an unsized one)."""
        if self.estimate is None:
            return None
        return need_gb(self.estimate.per_gpu(count) if count > 1 else self.estimate.total)

    def holds(self, card: Card, count: int = 1) -> bool:
        """Whether ``count`` ``card`` s hold the sized job with headroom (:data:`HEADROOM_GB`: a tight
        fit is no fit to recommend), a Mac with its GPU's wired-memory limit raised if need be
        (:func:`advisor.routes.raised_memory_gb`); always, for an unsized one."""
        from .routes import raised_memory_gb

        need = self.need(count)
        memory = max(card.llm_memory_gb or 0, (raised_memory_gb(card) or 0) if count == 1 else 0)
        return need is None or memory >= need + HEADROOM_GB
