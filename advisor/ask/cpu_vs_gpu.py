"""CPU or GPU for a model, asked by an owner who names a card and their RAM (newuser20 #30: "cpu vs gpu for llama 8b,
I have a 3060 and 32gb ram" was answered with the card's figure only).

The owner asked which of two devices to run the model on, so the answer gives both sides before its fit: the card's
decode estimate (the fit's own, :func:`advisor.owned.rig_speed`) beside the CPU-only decode of the same model at the
same level from the RAM they said (:func:`advisor.cpu_only.cpu_speed`: llama.cpp reading the weights from RAM at the
desktop's bandwidth, fitted on measured runs), and which to use — the GPU when the card holds the model, the CPU (or
layers split between the two) when only the RAM does. Each figure keeps its basis. Any other question, or a fit with no
card, no RAM or no model, is left as it is. Pure but for the advisor's own estimates.

An owner who names their card but not their RAM (newuser21, "Follow-ups": "I have a 3060, is it faster than my cpu
for llama 8b?") gets both sides too (:func:`_unsaid_ram`), the CPU figure on the condition the RAM holds the model (its
need said); when the card alone does not hold it, the CPU figure is said with that condition and no GPU figure is made
up. The CPU side reads RAM at the bandwidth of the RAM said (kind, speed, channels: :func:`advisor.ram_speed.
offload_at`, fix47a), the same the CPU-only fit reads, so the verdict and the fit agree; its basis says which.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..cpu_only import bytes_per_token, cpu_decode
from ..errors import AdvisorError
from ..fits import estimate, need_gb
from ..fits.memory import quant_name
from ..i18n import Card, Message, Number, Quantity, Text, msg
from ..kinds import Given, read_model
from ..ram_speed import offload_at, offload_basis
from ..wording import join

if TYPE_CHECKING:
    from ..api import Advisor

_CPU = r"(?:cpu|处理器|處理器)"
_GPU = r"(?:gpu|显卡|顯卡|graphics card|video card)"
_BETWEEN = (r"[\s\-]*(?:跑|运行|運行|執行)?(?:only\s*)?(?:vs\.?|versus|or|还是|還是|或|对比|對比|比|against)"
            r"[\s\-]*(?:the\s+|my\s+|用|跑|on\s+(?:the\s+|my\s+)?)?")
_THAN = (r"(?:faster|quicker|slower|better)\s+than\s+(?:running\s+(?:it\s+)?on\s+)?(?:my|the|a|just\s+the)?\s*"
         rf"{_CPU}|比(?:我的|用)?{_CPU}(?:跑)?(?:更)?(?:快|慢)")
ASKED = re.compile(rf"{_CPU}{_BETWEEN}{_GPU}|{_GPU}{_BETWEEN}{_CPU}|{_THAN}", re.IGNORECASE)
""""cpu vs gpu", "gpu or cpu", "on the cpu or on the gpu", "CPU还是GPU", "用显卡还是CPU跑", "is it faster than my
cpu", "比CPU快吗" (newuser21 follow-ups): the two devices weighed."""


def asks_cpu_vs_gpu(text: str) -> bool:
    """Whether ``text`` weighs the CPU against the GPU (:data:`ASKED`)."""
    return ASKED.search(text) is not None


def _tok_s(value: float) -> Quantity:
    return Quantity(value=round(value, 1 if value < 10 else 0), unit="tok/s", digits=1 if value < 10 else 0)


def cpu_vs_gpu(advisor: Advisor, text: str, read_as: Any, answer: Any) -> Any:
    """``answer`` headed by the two devices' decode and which to use (module docstring), or as it is."""
    shape = getattr(answer, "shape", None)
    rig = getattr(answer, "rig", None)
    if (shape is None or read_as.command != "fits" or not read_as.cards
            or getattr(answer, "task", None) != "inference" or not asks_cpu_vs_gpu(text)):
        return answer
    try:
        arch = read_model(answer.model.name, Given(advisor))
    except AdvisorError:  # a model the fit named but the reader cannot size again: no comparison
        return answer
    est = estimate(arch, "inference", answer.precision, answer.context_tokens, 1)
    offload = offload_at(advisor.offload, read_as.ram_kind, read_as.ram_gb)  # the RAM said (fix47a, fix53b)
    if not read_as.ram_gb:  # "I have a 3060, is it faster than my cpu?": no RAM said (newuser21)
        return _unsaid_ram(est, read_as, answer, offload)
    reserve = offload.cpu_reserve_gb(read_as.ram_gb)
    ram_holds = need_gb(est.total) <= read_as.ram_gb - reserve
    cpu = cpu_decode(est, offload)
    params: dict[str, Any] = dict(
        model=Text(value=answer.model.name), quant=Text(value=quant_name(answer.precision)),
        ram=Quantity(value=read_as.ram_gb, unit="GB"), cpu=_tok_s(cpu.tok_s),
        read=Quantity(value=round(bytes_per_token(est, offload) / 1e9, 1), unit="GB"),
        bandwidth=Quantity(value=offload.ram_bandwidth_gb_s, unit="GB/s"))
    if rig is not None:
        params["rig"] = Card(value=rig.rig.cards[0].card) if rig.rig.count == 1 else Text(
            value=" + ".join(f"{c.count} × {c.card}" if c.count > 1 else c.card for c in rig.rig.cards))
        gpu, way = (rig.speed.tok_s if rig.way != "none" and rig.speed is not None else None), rig.way
    else:  # the card named but not said owned ("mistral 7b用CPU跑还是GPU跑？4060"): its line of the fit
        line = next((x for x in shape.ranking if x.card == read_as.cards[0] and (x.gpus or 1) == 1), None)
        if len(read_as.cards) != 1 or line is None or line.speed is None or line.speed.measure != "decode":
            return answer
        params["rig"] = Card(value=line.card)
        gpu, way = line.speed.value, "alone"
    basis = _basis(params["read"], params["bandwidth"], offload_basis(offload))
    said: Message
    if gpu is not None and gpu > 0 and way == "offload":  # the card with layers (or experts) in RAM
        said = msg("ask.cpu-gpu.both", "CPU or GPU: both together. Your {rig} does not hold {model} in {quant} "
                   "alone; with the rest in RAM it decodes at about {gpu}, against about {cpu} on the CPU alone "
                   "from your {ram} of RAM ({basis}).", gpu=_tok_s(gpu), basis=basis, **params)
    elif gpu is not None and gpu > 0:
        times = gpu / cpu.tok_s if cpu.tok_s > 0 else 0.0
        said = msg("ask.cpu-gpu.gpu", "CPU or GPU: the GPU. {model} in {quant} decodes at about {gpu} on your {rig} "
                   "against about {cpu} on the CPU alone from your {ram} of RAM, about {times:g}× as fast ({basis}).",
                   gpu=_tok_s(gpu), times=Number(value=round(times, 1) if times < 3 else round(times)),
                   basis=basis, **params)
    elif ram_holds:
        said = msg("ask.cpu-gpu.cpu", "CPU or GPU: your {rig} does not hold {model} in {quant}, so the GPU alone "
                   "cannot run it; the CPU alone runs it from your {ram} of RAM at about {cpu} ({basis}).",
                   basis=basis, **params)
    else:
        said = msg("ask.cpu-gpu.neither", "CPU or GPU: neither holds {model} in {quant} alone — it needs about "
                   "{need}, more than your {rig} and more than your {ram} of RAM leaves free ({reserve} kept for the "
                   "system).", need=Quantity(value=need_gb(est.total), unit="GB"),
                   reserve=Quantity(value=reserve, unit="GB"), **params)
    head = join([said, shape.headline], "sentences")
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head})})


def _basis(read: Quantity, bandwidth: Quantity, memory: Message) -> Message:
    return msg("ask.cpu-gpu.basis", "estimates: each token reads about {read} of weights, from the card's memory or "
               "from RAM at {bandwidth} ({memory})", read=read, bandwidth=bandwidth, memory=memory)


def _unsaid_ram(est: Any, read_as: Any, answer: Any, offload: Any) -> Any:
    """``answer`` (an owner's fit of one card, no RAM said) headed by the card's and the CPU's decode (module
    docstring); a fit of several cards, or with no decode figure for the card, as it is."""
    shape, rig = answer.shape, getattr(answer, "rig", None)
    if rig is not None:
        if rig.rig.count != 1:
            return answer
        card = rig.rig.cards[0].card
        gpu = rig.speed.tok_s if rig.way == "alone" and rig.speed is not None else None
    else:
        line = next((x for x in shape.ranking if x.card == read_as.cards[0] and (x.gpus or 1) == 1), None)
        if len(read_as.cards) != 1 or line is None:
            return answer
        card = line.card
        gpu = line.speed.value if line.speed is not None and line.speed.measure == "decode" else None
    cpu = cpu_decode(est, offload)
    params: dict[str, Any] = dict(
        model=Text(value=answer.model.name), quant=Text(value=quant_name(answer.precision)), rig=Card(value=card),
        cpu=_tok_s(cpu.tok_s), need=Quantity(value=need_gb(est.total), unit="GB"))
    basis = _basis(Quantity(value=round(bytes_per_token(est, offload) / 1e9, 1), unit="GB"),
                   Quantity(value=offload.ram_bandwidth_gb_s, unit="GB/s"), offload_basis(offload))
    said: Message
    if gpu is not None and gpu > 0 and cpu.tok_s > 0:
        times = gpu / cpu.tok_s
        said = msg("ask.cpu-gpu.gpu-noram", "CPU or GPU: the GPU. {model} in {quant} decodes at about {gpu} on your "
                   "{rig} against about {cpu} on the CPU alone (if your RAM holds its {need}), about {times:g}× as "
                   "fast ({basis}).", gpu=_tok_s(gpu), basis=basis,
                   times=Number(value=round(times, 1) if times < 3 else round(times)), **params)
    else:
        said = msg("ask.cpu-gpu.cpu-noram", "CPU or GPU: your {rig} does not hold {model} in {quant} alone; the CPU "
                   "alone runs it at about {cpu} if your RAM holds its {need} — say your RAM for the split of the "
                   "two ({basis}).", basis=basis, **params)
    head = join([said, shape.headline], "sentences")
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head})})
