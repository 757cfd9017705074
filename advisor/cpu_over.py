"""A CPU-only owner whose model is bigger than the RAM it may use (fix50b, issue 28).

"EPYC 9554 with 384 GB, no GPU, deepseek v3 Q4" was sized as a GPU: "more than the 376 GB of VRAM; it runs with its
experts in system RAM ... its VRAM holds 375 GB", with no speed, beside a footnote giving the CPU's speed for a level
that does not fit. With no GPU there is nothing to offload to: the RAM is all there is. So the answer says the RAM
(less the OS's share, :meth:`advisor.offload.OffloadModel.cpu_reserve_gb`), walks down the levels the model is offered
at (and the 2-bit levels between, :data:`advisor.owned_low.WIRED_LADDER`) to the best one that fits with headroom,
and says its decode on the CPU (:func:`advisor.cpu_only.cpu_speed`, at the RAM said: :func:`advisor.ram_speed.
offload_at`) — below :data:`advisor.decode.LOW_BITS` bits a weight no estimate is given, as elsewhere — or that it
does not fit at any level. Pure."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cpu_fit import fitted
from .cpu_only import cpu_speed, is_cpu
from .decode import LOW_BITS
from .fits import Estimate, bits_of, estimate, need_gb
from .i18n import Message, Number, Quantity, Text, msg
from .levers import owner_variants
from .models import DecodeSpeed, OwnedRig, RigFit
from .thresholds import HEADROOM_GB
from .wording import card_param, gb

if TYPE_CHECKING:
    from .offload import OffloadModel


def on_cpu_alone(rig: OwnedRig) -> bool:
    """Whether ``rig`` is the CPU with its RAM and no GPU (:func:`advisor.cpu_only.cpu_card`)."""
    return len(rig.cards) == 1 and is_cpu(rig.cards[0].card)


def _levels(est: Estimate) -> list[str]:
    """The levels below ``est``'s to try, best first: those the model is offered at and the 2-bit levels between,
    never below the lowest it is offered at (as :func:`advisor.owned._offload_lower`)."""
    from .owned_low import WIRED_LADDER

    here = bits_of(est.precision)
    levels = {p for _, task, p, context in owner_variants(est) if task == est.task and context == est.context}
    floor = min((bits_of(q) for q in levels), default=here)
    levels |= {q for q in WIRED_LADDER if floor - 0.01 < bits_of(q) < here - 0.01}
    return sorted((q for q in levels if bits_of(q) < here - 0.01), key=lambda q: -bits_of(q))


def _decode(other: Estimate, offload: OffloadModel | None) -> DecodeSpeed | None:
    """The CPU's decode of ``other`` from RAM; ``None`` below :data:`LOW_BITS` bits a weight or without the model."""
    if offload is None or bits_of(other.precision) < LOW_BITS:
        return None
    from .cpu_only import cpu_decode

    try:
        cpu_speed(other, offload)
    except KeyError:  # a level with no GGUF size: no estimate
        return None
    return cpu_decode(other, offload)


def _card_beside(text: Message, est: Estimate, offload: OffloadModel | None, quant: str) -> Message:
    """``text`` and, when ``data/performance/moe_offload.csv`` has a measured llama.cpp run of the same model (the same
    parameter count: DeepSeek V3 and R1) with a card beside its RAM (:meth:`advisor.offload.OffloadModel.beside`),
    that run, said as the road with one card added: the experts in RAM, attention and the rest on the card (fix62b:
    "is cpu only ok with 256gb ram for deepseek" heard no speed at all)."""
    run = offload.beside(est.arch, quant) if offload is not None and est.arch.expert_params > 0 else None
    if run is None or "vram" not in run.device.lower():
        return text
    return msg("cpu.over.card-beside", "{text} With one card added (the experts in RAM, attention and the rest on the "
               "card: llama.cpp -ot exps=CPU), a measured run: {tok_s} for {model} in {quant} on {device} ({source}).",
               text=text, tok_s=Quantity(value=run.tok_s, unit="tok/s", digits=1), model=card_param(run.model),
               quant=Text(value=run.quant), device=Text(value=run.device), source=Text(value=run.source))


def cpu_over(est: Estimate, rig: OwnedRig, offload: OffloadModel | None, head: dict) -> RigFit | None:
    """The CPU-only rig's answer for an inference job its usable RAM does not hold (module docstring); ``None`` for
    another rig, a fine-tune, or a job that fits. ``head``: the parameters of the answer's first words."""
    if est.task != "inference" or not on_cpu_alone(rig) or need_gb(est.total) <= rig.memory_gb:
        return None
    from .fits.memory import quant_name

    need = need_gb(est.total)
    levels = _levels(est)
    over = msg("cpu.over.head", "On {rig}: {job} needs about {need}, more than the {total} of RAM a model may use "
               "there (the rest is left to the system); with no GPU there is nothing to offload to.", **head)
    for precision in levels:
        other = estimate(est.arch, est.task, precision, est.context, est.batch)
        if need_gb(other.total) + HEADROOM_GB > rig.memory_gb:
            continue
        speed = _decode(other, offload)
        params = dict(text=over, level=Text(value=quant_name(precision)), other=gb(need_gb(other.total)))
        if speed is not None and offload is not None:
            from .ram_speed import offload_basis

            text = msg("cpu.over.lower", "{text} In {level} it needs about {other} and fits, decoding on the CPU at "
                       "≈ {tok_s} from RAM at {bandwidth} ({memory}), an estimate (± {error}).",
                       tok_s=Quantity(value=round(speed.tok_s, 1), unit="tok/s", digits=1 if speed.tok_s < 10 else 0),
                       bandwidth=Quantity(value=offload.ram_bandwidth_gb_s, unit="GB/s"),
                       memory=offload_basis(offload),
                       error=Quantity(value=round(fitted(offload).error * 100), unit="%", digits=0), **params)
        else:
            text = msg("cpu.over.lower.unmeasured", "{text} In {level} it needs about {other} and fits; no estimate "
                       "here gives a CPU's speed at so few bits a weight: below {bits} bits, unpacking the weights can "
                       "cost more than reading them, so the RAM's bandwidth alone does not give it, and no CPU run at "
                       "such a level is measured here.", bits=Number(value=LOW_BITS), **params)
            text = _card_beside(text, est, offload, quant_name(precision))
        return RigFit(rig=rig, way="none", need_gb=need, per_card_gb=[need], message=text, other_precision=precision,
                      other_speed=speed)
    lowest = estimate(est.arch, est.task, levels[-1], est.context, est.batch) if levels else est
    none: Message = msg("cpu.over.none", "{text} Even in {level}, the lowest level offered for it, it needs about "
                        "{other}: it does not fit in this RAM at any level.", text=over,
                        level=Text(value=quant_name(lowest.precision)), other=gb(need_gb(lowest.total)))
    return RigFit(rig=rig, way="none", need_gb=need, per_card_gb=[need], message=none)
