"""CPU or GPU asked by an owner who names their card but not their RAM (newuser21, "Follow-ups": "I have a 3060, is it
faster than my cpu for llama 8b?" got the card's figure alone, with no CPU figure to weigh it against).

:func:`unsaid_ram` heads the fit with both sides as :mod:`advisor.ask.cpu_vs_gpu` does — the card's decode estimate
beside the CPU-only decode of the same model at the same level (:func:`advisor.cpu_only.cpu_decode`: weights read
from RAM at the desktop bandwidth of ``data/performance/moe_offload.csv``, its share fitted on measured llama.cpp
runs) — said on the condition the RAM holds the model (its need said), since the owner gave no RAM. When the card
alone does not hold the model, the CPU figure is said with that condition and no GPU figure is made up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..i18n import Card, Message, Number, Quantity, Text, msg
from ..wording import join

if TYPE_CHECKING:
    from ..api import Advisor


def _tok_s(value: float) -> Quantity:
    return Quantity(value=round(value, 1 if value < 10 else 0), unit="tok/s", digits=1 if value < 10 else 0)


def unsaid_ram(advisor: Advisor, est: Any, read_as: Any, answer: Any) -> Any:
    """``answer`` (an owner's fit of one card, no RAM said) headed by the card's and the CPU's decode (module
    docstring); a fit of several cards, or with no decode figure for the card, as it is."""
    from ..cpu_only import bytes_per_token, cpu_decode
    from ..fits import need_gb
    from ..fits.memory import quant_name

    shape, rig, offload = answer.shape, getattr(answer, "rig", None), advisor.offload
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
    basis = msg("ask.cpu-gpu.basis", "estimates: each token reads about {read} of weights, from the card's memory or "
                "from RAM at {bandwidth} (dual-channel DDR5-5600)",
                read=Quantity(value=round(bytes_per_token(est, offload) / 1e9, 1), unit="GB"),
                bandwidth=Quantity(value=offload.ram_bandwidth_gb_s, unit="GB/s"))
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
