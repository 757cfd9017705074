"""MoE expert offload: a mixture-of-experts model with its routed experts in system RAM (issue 16 §3).

llama.cpp keeps the routed experts' weights of the first N MoE layers in system RAM with
``--n-cpu-moe N`` (``--cpu-moe``: all of them; ggml-org/llama.cpp#15077) while attention, the
shared experts, the embeddings and the KV cache stay on the GPU. A token then reads its routed
experts from system RAM (the CPU computes them) and the rest from VRAM, so

    seconds per token  t = R / (W_ram x e) + h + 1 / gpu_tok_s

- ``R``: bytes of the routed experts one token reads from RAM = (MoE layers in RAM / MoE layers)
  x ``experts_active`` / ``experts`` x the routed experts' parameters x bits per weight / 8
  (``data/models.csv``; :attr:`advisor.fits.Architecture.routed_active_params`);
- ``W_ram``: system RAM bandwidth, GB/s (the measured rows state their host's; a plan assumes a
  mainstream desktop: dual-channel DDR5-5600, 89.6 GB/s, an ``assumption`` row of
  ``data/performance/moe_offload.csv``);
- ``e``: the fraction of that bandwidth the CPU part reaches, and ``h``: the time a token costs the CPU beyond its
  reads, fitted once with the CPU-only speed (:mod:`advisor.ram_fit`, fix54a: it was a share of its own, 0.35 against
  the CPU alone's 0.73, so adding a GPU halved an EPYC's decode) on the ``measured`` and ``measured-cpu`` rows of the
  same table (:attr:`OffloadModel.error` is the worst relative error of the estimate on those rows, at least
  :data:`ERROR_FLOOR`, said with every plan);
- ``gpu_tok_s``: the calibrated decode estimate of :mod:`advisor.decode` for the active
  parameters left on the card (per-token overhead and its routed expert products included) — or the RAM's time
  for that part when the card is slower at it, so a plan never decodes slower than the CPU alone.

A plan is always an estimate and says so. Pure: the table is read once.
"""

from __future__ import annotations

import csv
import math
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .errors import AdvisorError
from .fits import GIB, Architecture, Estimate, FitCard, ModelTable, Offer, need_gb, offer_price, runs, way_total, works
from .i18n import Card as CardParam
from .i18n import Message, Money, Number, Quantity, msg
from .models import DecodeSpeed, OffloadPlan
from .ram_fit import Run, fit
from .thresholds import HEADROOM_GB
from .workload import QUANTS

if TYPE_CHECKING:
    from .ram_speed import RamSaid
    from .workload import DecodeSpeeds

TABLE = Path("performance") / "moe_offload.csv"
#: system RAM kits people buy (GB): two or four modules of 16, 24, 32, 48 or 64 GB
RAM_KITS_GB = (32, 48, 64, 96, 128, 192, 256)
#: a workstation or server platform's RAM (GB): eight or more registered modules
SERVER_KITS_GB = (384, 512, 768, 1024)
#: the least error a plan is said with: the decode estimate's own bound on every measured figure
#: (tests/advisor/test_decode.py), whatever the few offload runs say
ERROR_FLOOR = 0.25
FLAG_ALL = "--cpu-moe"


@dataclass(frozen=True)
class Measured:
    """A measured run with experts in system RAM (a ``measured`` row of the table)."""

    id: str
    device: str
    model: str
    quant: str
    cpu_moe_layers: int
    ram_bandwidth_gb_s: float
    tok_s: float
    source: str


SERVER_MOE_CARD_GB = 24.0
"""The card of a big MoE's expert-offload plan (its experts past a desktop's RAM, on a workstation or server platform):
24 GB, not the cheapest card that holds the non-expert part (12-16 GB for DeepSeek V3/R1). Every published run of
such a model with its experts in system RAM is on a 24 GB card, which leaves room for a long context's KV cache and
more layers on the GPU: kvcache-ai/ktransformers doc/en/DeepseekR1_V3_tutorial.md (DeepSeek V3/R1 671B Q4_K_M on one
RTX 4090 or 4090D 24 GB, 12.2-13.5 tok/s; 14 GB the stated minimum), ubergarm/r1-ktransformers-guide README.md
(UD-Q2_K_XL on "~24 GB VRAM", 14.8 tok/s) and README.zh.md (an RTX 3090 Ti 24 GB), as the round's performance facts
collect them (§4, MoE offload; fix68d #10). Below it when no 24 GB card is within the budget."""


def load(data: Path) -> tuple[list[Measured], dict[str, float]]:
    """The table's measured rows and its assumptions (``id`` → value) from the data folder ``data``.
    Raises ``ValueError`` for a row without a source."""
    measured, assumptions = [], {}
    with (data / TABLE).open(encoding="utf-8", newline="") as f:
        for r in csv.DictReader(f):
            if not r["source"].strip():
                raise ValueError(f"{TABLE}: row {r['id']} has no source")
            if r["kind"] == "measured":
                measured.append(Measured(r["id"], r["device"], r["model"], r["quant"], int(r["cpu_moe_layers"]),
                                         float(r["ram_bandwidth_gb_s"]), float(r["value"]), r["source"]))
            elif r["kind"] == "assumption":
                assumptions[r["id"]] = float(r["value"])
    return measured, assumptions


def references(data: Path, kind: str = "measured-reference") -> list[Measured]:
    """The table's ``measured-reference`` rows: runs by another engine (KTransformers) said beside a plan
    for the same model, never fitted on; with ``kind`` ``measured-beside``, llama.cpp runs at a level the estimate
    does not reach (below :data:`advisor.decode.LOW_BITS` bits a weight), said where no estimate is given. A
    bandwidth or layer count the source does not state is 0."""
    with (data / TABLE).open(encoding="utf-8", newline="") as f:
        return [Measured(r["id"], r["device"], r["model"], r["quant"], int(r["cpu_moe_layers"] or 0),
                         float(r["ram_bandwidth_gb_s"] or 0), float(r["value"]), r["source"])
                for r in csv.DictReader(f) if r["kind"] == kind]


@dataclass(frozen=True)
class Split:
    """How a token's reads divide between VRAM and system RAM for one offload."""

    ram_bytes: float  # routed expert bytes read from RAM per token
    gpu_active_b: float  # active parameters (billions) read from VRAM per token
    gpu_bits: float  # their bits per weight
    expert_gb: float  # GiB of expert weights held in RAM
    gpu_expert_calls: float = 0.0  # routed expert products the card still runs (its MoE layers x experts per token)


def bits(arch: Architecture, precision: str, speeds: DecodeSpeeds) -> tuple[float, float]:
    """(expert bits, other bits) per weight of ``arch`` at ``precision`` as llama.cpp runs it: the GGUF
    form of :data:`advisor.workload.QUANTS` (MXFP4: experts 4.25 bits, the rest Q8_0;
    ``data/performance/quant_bits.csv``)."""
    q = speeds.model.quant(QUANTS.get(precision, "Q4_K_M"))
    if q is None:
        raise KeyError(precision)
    return q.bits_per_weight, q.dense_bits_per_weight or q.bits_per_weight


def split(arch: Architecture, precision: str, speeds: DecodeSpeeds, layers_in_ram: float | None = None) -> Split:
    """The reads of ``arch`` with the experts of ``layers_in_ram`` MoE layers in RAM (``None``: all)."""
    expert_bits, other_bits = bits(arch, precision, speeds)
    share = 1.0 if layers_in_ram is None else min(layers_in_ram, arch.moe_layers) / arch.moe_layers
    routed = arch.routed_active_params * share
    active = arch.active_params or arch.params
    return Split(ram_bytes=routed * expert_bits / 8, gpu_active_b=(active - routed) / 1e9, gpu_bits=other_bits,
                 expert_gb=arch.expert_params * share * expert_bits / 8 / GIB,
                 gpu_expert_calls=arch.moe_layers * (1 - share) * arch.experts_active)


def _gpu_seconds(speeds: DecodeSpeeds, device: str, arch: Architecture, s: Split) -> float | None:
    """Seconds per token of the part left on the card (the calibrated decode estimate)."""
    found = speeds.model.estimate(device, params_b=arch.params / 1e9, active_params_b=max(s.gpu_active_b, 1e-3),
                                  bits_per_weight=s.gpu_bits, expert_calls=s.gpu_expert_calls)
    return 1 / found.tok_s if found is not None else None


class OffloadModel:
    """Expert-offload estimates calibrated on the measured rows of ``data/performance/moe_offload.csv``
    (module docstring). ``efficiency`` is the fitted fraction of RAM bandwidth, ``error`` the worst
    relative error on the measured rows, ``ram_bandwidth_gb_s``, ``max_ram_gb`` and ``reserve_gb``
    the table's desktop assumptions; ``ram_said`` the owner's RAM when said (:func:`advisor.ram_speed.offload_at`:
    ``ram_bandwidth_gb_s`` is then its bandwidth), ``None`` for the desktop assumption."""

    ram_said: RamSaid | None = None

    def __init__(self, speeds: DecodeSpeeds, models: ModelTable, data: Path) -> None:
        self.speeds = speeds
        self.measured, a = load(data)
        self.ram_bandwidth_gb_s = a["ram_bandwidth_gb_s"]
        self.max_ram_gb = a["max_desktop_ram_gb"]
        self.reserve_gb = a["ram_reserve_gb"]
        self.reserve_share = a.get("ram_reserve_share", 0.0)
        self.reserve_floor_gb = a.get("ram_reserve_floor_gb", self.reserve_gb)
        self.server_bandwidth_gb_s = a["server_ram_bandwidth_gb_s"]
        self.max_server_ram_gb = a["max_server_ram_gb"]
        self.references = references(data)
        self._beside = []  # every run of the table with its model's parameter count: the runs said beside a job
        for m in [*self.measured, *references(data, "measured-beside")]:
            try:
                self._beside.append((m, models.resolve(m.model).params))
            except AdvisorError:  # a model the table lacks: no run said beside it
                continue
        self._rows = []
        runs = []
        for m in self.measured:
            arch = models.resolve(m.model)
            s = split(arch, _precision(m.quant), speeds, m.cpu_moe_layers)
            gpu = _gpu_seconds(speeds, m.device, arch, s)
            if gpu is None or 1 / m.tok_s <= gpu:
                raise ValueError(f"{TABLE}: {m.id} is faster than its GPU part alone")
            runs.append(Run(s.ram_bytes, m.ram_bandwidth_gb_s, gpu, m.tok_s, cpu_only=False))
            self._rows.append((m, s, gpu))
        self.cpu_runs = references(data, "measured-cpu")
        for m in self.cpu_runs:  # the CPU alone reads every weight from RAM (advisor.cpu_only.bytes_per_token)
            s = split(models.resolve(m.model), _precision(m.quant), speeds)
            runs.append(Run(s.ram_bytes + s.gpu_active_b * 1e9 * s.gpu_bits / 8, m.ram_bandwidth_gb_s, 0.0, m.tok_s,
                            cpu_only=True))
        self.fit = fit(runs)  # one calibration for both (advisor.ram_fit, fix54a)
        self.efficiency, self.overhead_s = self.fit.efficiency, self.fit.overhead_s
        self.errors = list(self.fit.errors[:len(self.measured)])
        self.fit_error = self.fit.fit_error
        self.error = max(math.ceil(self.fit_error * 100) / 100, ERROR_FLOOR)
        self.rows = len(runs)
        self.models, self.data = models, data  # the CPU alone fits its own share on them (advisor.cpu_fit, fix50b)

    def cpu_reserve_gb(self, ram_gb: float) -> float:
        """System RAM a CPU-only answer leaves to the OS and desktop (break33 #6: a fixed 8 GB left 1 GB of an 8 GB
        laptop, which runs 1-3B models): ``ram_reserve_share`` of the RAM, at least ``ram_reserve_floor_gb`` and at
        most ``ram_reserve_gb`` (the table's assumptions)."""
        return min(self.reserve_gb, max(self.reserve_floor_gb, self.reserve_share * ram_gb))

    def _tok_s(self, s: Split, gpu_seconds: float, bandwidth_gb_s: float) -> float:
        """Tokens/s with ``s``'s experts in RAM of ``bandwidth_gb_s``, the rest on a card taking ``gpu_seconds`` a
        token — or read from the RAM when the card is slower at it (llama.cpp's ``--n-gpu-layers`` puts a layer
        where it runs): adding a card never makes decode slower than the CPU alone (:mod:`advisor.ram_fit`)."""
        rest = s.gpu_active_b * 1e9 * s.gpu_bits / 8
        on_cpu = rest / (bandwidth_gb_s * 1e9 * self.efficiency)
        return 1 / self.fit.seconds(s.ram_bytes, bandwidth_gb_s, min(gpu_seconds, on_cpu))

    def speed(self, device: str, arch: Architecture, precision: str, layers_in_ram: float | None = None,
              bandwidth_gb_s: float | None = None) -> DecodeSpeed | None:
        """Estimated decode of ``arch`` on ``device`` with the experts of ``layers_in_ram`` MoE layers
        (``None``: all) in system RAM of ``bandwidth_gb_s`` (default: the desktop assumption);
        ``None`` without the card's bandwidth."""
        s = split(arch, precision, self.speeds, layers_in_ram)
        gpu = _gpu_seconds(self.speeds, device, arch, s)
        if gpu is None:
            return None
        bandwidth = bandwidth_gb_s or self.ram_bandwidth_gb_s
        tok_s = self._tok_s(s, gpu, bandwidth)
        source = msg("offload.source", "estimated: {ram} of experts read per token from system RAM at {bandwidth} "
                     "(x {efficiency:.2f}, plus {overhead} a token, fitted on {rows:.0f} measured llama.cpp runs with "
                     "and without a GPU) plus the rest on the card",
                     ram=Quantity(value=round(s.ram_bytes / 1e9, 2), unit="GB"),
                     overhead=Quantity(value=round(self.overhead_s * 1000, 1), unit="ms", digits=1),
                     bandwidth=Quantity(value=bandwidth, unit="GB/s"), efficiency=Number(value=self.efficiency),
                     rows=self.rows)
        return DecodeSpeed(tok_s=round(tok_s, 2), kind="estimated", device=device, source=source,
                           bytes_per_token_gb=round(s.ram_bytes / 1e9 + s.gpu_active_b * s.gpu_bits / 8, 3),
                           calibrated_on=self.rows)

    def beside(self, arch: Architecture, quant: str) -> Measured | None:
        """A measured llama.cpp run with the experts in system RAM of the same model as ``arch`` (the same parameter
        count: DeepSeek V3 and R1 share theirs), the one in ``quant`` (a GGUF name, "Q4_K_M") first — said where the
        estimate gives no speed (a card known by its memory alone, a level below 3.5 bits); ``None`` when the table
        has none."""
        same = [m for m, params in self._beside if abs(params - arch.params) <= 0.005 * arch.params]
        return next((m for m in same if m.quant == quant), same[0] if same else None)

    def ram_kit(self, expert_gb: float) -> float | None:
        """The smallest RAM kit (GB) that holds ``expert_gb`` of experts and the OS's share, within a
        desktop's maximum (``None``: more than a desktop takes)."""
        need = expert_gb + self.reserve_gb
        return next((float(k) for k in RAM_KITS_GB if k >= need and k <= self.max_ram_gb), None)

    def server_kit(self, expert_gb: float) -> float | None:
        """The smallest server RAM (GB) that holds ``expert_gb`` and the OS's share, within
        ``max_server_ram_gb`` (``None``: more than a plan proposes)."""
        need = expert_gb + self.reserve_gb
        return next((float(k) for k in SERVER_KITS_GB if k >= need and k <= self.max_server_ram_gb), None)

    def plan(self, est: Estimate, cards: list[FitCard], offers: list[Offer],
             within: float | None = None, fastest: bool = False) -> OffloadPlan | None:
        """An expert-offload plan for an MoE inference job: all routed experts in system RAM, the rest on
        the cheapest card the rules recommend that holds it with room (a PCIe card, priced), offered when
        it costs less than the cheapest way that holds the whole model (``cards``), and when the experts
        fit a desktop's RAM. With ``within`` (a budget, in the offers' currency) the card costs at most
        that, and the plan is offered whatever the whole-model ways cost (``recommend``: none is within
        the budget). ``fastest`` (the system RAM had, fix62g): the card within that decodes fastest, the cheaper of
        two within a tenth of a token a second — the RAM is paid for, so the budget buys speed, not the cheapest
        card. ``None`` otherwise."""
        arch = est.arch
        if est.task != "inference" or arch.expert_params <= 0 or not arch.routed_active_params:
            return None
        s = split(arch, est.precision, self.speeds)
        gpu_gb = est.total - s.expert_gb
        kit, bandwidth, server = self.ram_kit(s.expert_gb), self.ram_bandwidth_gb_s, False
        if kit is None:  # more than a desktop takes: a workstation or server platform's RAM
            kit, bandwidth, server = self.server_kit(s.expert_gb), self.server_bandwidth_gb_s, True
        if kit is None:
            return None
        from .offload_said import reads_said

        said = reads_said(self, server)  # the RAM said, as fits reads it (fix50b)
        if said:
            bandwidth = self.ram_bandwidth_gb_s
        ok = [o for o in offers if o.price is not None and o.price.pick and o.takes and o.route == "cuda"
              and not o.card.is_system and runs(o, est.precision)
              and not any(r == "line.server-module" for r, _ in o.why)
              and (o.card.llm_memory_gb or 0) >= need_gb(gpu_gb) + HEADROOM_GB]
        ok = [o for o in ok if within is None or offer_price(o).amount <= within]
        if not ok:
            return None
        if server:  # a big MoE (its experts past a desktop's RAM): the card people run it on, when one is within
            ok = [o for o in ok if (o.card.llm_memory_gb or 0) >= SERVER_MOE_CARD_GB] or ok  # (fix68d #10)
        o = min(ok, key=lambda o: (offer_price(o).amount, o.card.name))
        if fastest:  # the RAM had: the fastest card within, the cheaper at the same speed
            o = self._fastest(ok, arch, est.precision, bandwidth) or o
        whole = [way_total(c) for c in cards if works(c, 0.0)]
        if within is None and whole and offer_price(o).amount >= min(whole):
            return None
        speed = self.speed(o.card.name, arch, est.precision, bandwidth_gb_s=bandwidth)
        if speed is None:
            return None
        if said:
            from .offload_said import plan_message

            message = plan_message(self, o, gpu_gb, s.expert_gb, kit, speed, FLAG_ALL)
        else:
            message = (self._server_message(o, gpu_gb, s.expert_gb, kit, speed, arch.name) if server
                       else self._message(o, gpu_gb, s.expert_gb, kit, speed))
        return OffloadPlan(card=o.card.name, memory_gb=o.card.llm_memory_gb or 0.0, gpu_gb=round(gpu_gb, 2),
                           ram_gb=round(s.expert_gb, 1), ram_total_gb=kit, ram_bandwidth_gb_s=bandwidth,
                           price=o.price, speed=speed, error=round(self.error, 3), flag=FLAG_ALL,
                           message=message, server=server)

    def _fastest(self, ok: list[Offer], arch: Architecture, precision: str, bandwidth: float) -> Offer | None:
        """The offer of ``ok`` whose card decodes ``arch`` fastest with its experts in RAM read at ``bandwidth``
        (GB/s), the cheaper of two at the same tenth of a token a second; ``None`` when none has a speed."""
        timed = [(sp.tok_s, o) for o in ok
                 if (sp := self.speed(o.card.name, arch, precision, bandwidth_gb_s=bandwidth)) is not None]
        if not timed:
            return None
        return min(timed, key=lambda t: (-round(t[0], 1), offer_price(t[1]).amount, t[1].card.name))[1]

    def _server_message(self, o: Offer, gpu_gb: float, expert_gb: float, kit: float, speed: DecodeSpeed,
                        model: str) -> Message:
        """The plan on a workstation or server platform, with another engine's measured run of the
        same model where the table has one (``measured-reference``)."""
        params = dict(flag=FLAG_ALL, card=CardParam(value=o.card.name),
                      memory=Quantity(value=o.card.llm_memory_gb or 0.0, unit="GB"),
                      price=Money(amount=offer_price(o).amount, currency=offer_price(o).currency),
                      gpu=Quantity(value=gpu_gb, unit="GB"), experts=Quantity(value=expert_gb, unit="GB"),
                      kit=Quantity(value=kit, unit="GB"),
                      bandwidth=Quantity(value=self.server_bandwidth_gb_s, unit="GB/s"),
                      tok_s=Quantity(value=round(speed.tok_s, 1), unit="tok/s", digits=1 if speed.tok_s < 10 else 0),
                      error=Quantity(value=round(self.error * 100), unit="%", digits=0))
        ref = next((r for r in self.references if r.model == model), None)
        if ref is not None:
            return msg("offload.server.measured", "Or keep its experts in system RAM on a workstation or server "
                       "platform (llama.cpp {flag}, or KTransformers): a {card} ({memory}, {price}) holds the rest "
                       "({gpu:.1f}), and the {experts:.1f} of experts need {kit} of RAM on eight DDR5 channels "
                       "({bandwidth} a socket; the platform's price was not found); it decodes ≈ {tok_s}, an estimate "
                       "(± {error}); KTransformers measured {measured} on one such socket with a {device}.",
                       measured=Quantity(value=ref.tok_s, unit="tok/s", digits=1),
                       device=CardParam(value=ref.device), **params)
        return msg("offload.server", "Or keep its experts in system RAM on a workstation or server platform "
                   "(llama.cpp {flag}): a {card} ({memory}, {price}) holds the rest ({gpu:.1f}), and the "
                   "{experts:.1f} of experts need {kit} of RAM on eight DDR5 channels ({bandwidth} a socket; the "
                   "platform's price was not found); it decodes ≈ {tok_s}, an estimate (± {error}).", **params)

    def _message(self, o: Offer, gpu_gb: float, expert_gb: float, kit: float, speed: DecodeSpeed) -> Message:
        return msg("offload.plan", "Or keep its experts in system RAM (llama.cpp {flag}): a {card} ({memory}, "
                   "{price}) holds the rest ({gpu:.1f}), and the {experts:.1f} of experts need {kit} of system RAM; at "
                   "{bandwidth} (dual-channel DDR5-5600) it decodes ≈ {tok_s}, an estimate (± {error}; fitted on "
                   "{rows:.0f} measured runs, within {fit} of each).",
                   **self.plan_params(o, gpu_gb, expert_gb, kit, speed, FLAG_ALL))

    def plan_params(self, o: Offer, gpu_gb: float, expert_gb: float, kit: float, speed: DecodeSpeed,
                    flag: str) -> dict[str, Any]:
        """The parameters of a desktop plan's sentence (``offload.plan``, and ``offload.plan.said`` at the RAM said:
        :func:`advisor.offload_said.plan_message`): the card ``o`` and its price, the GB on the card and of experts in
        RAM, the RAM kit (GB), the bandwidth (GB/s), ``speed`` (tok/s) and the fit's error and rows."""
        return dict(flag=flag, card=CardParam(value=o.card.name),
                    memory=Quantity(value=o.card.llm_memory_gb or 0.0, unit="GB"),
                    price=Money(amount=offer_price(o).amount, currency=offer_price(o).currency),
                    gpu=Quantity(value=gpu_gb, unit="GB"), experts=Quantity(value=expert_gb, unit="GB"),
                    kit=Quantity(value=kit, unit="GB"), bandwidth=Quantity(value=self.ram_bandwidth_gb_s, unit="GB/s"),
                    tok_s=Quantity(value=round(speed.tok_s, 1), unit="tok/s", digits=1 if speed.tok_s < 10 else 0),
                    error=Quantity(value=round(self.error * 100), unit="%", digits=0), rows=self.rows,
                    fit=Quantity(value=math.ceil(self.fit_error * 100), unit="%", digits=0))

def _precision(quant: str) -> str:
    """The advisor's precision a measured row's quantisation stands for (``Q4_K_M`` → ``int4``)."""
    return next((p for p, q in QUANTS.items() if q == quant.upper()), "int4")


__all__ = ["OffloadModel", "RAM_KITS_GB", "SERVER_KITS_GB", "load", "references", "split"]
