"""A speed measured on a CPU, asked whether it is normal (issue 28 §1, judge27 #03: "vLLM inference on a CPU instance
generates under 10 tokens per second with Llama 3 8B. Is that normal, or should I get a GPU?" got cards to buy and no
word on the speed; the maintainer's answer is the arithmetic: decode is bound by memory bandwidth, so tokens/s ≈ the
bandwidth ÷ the bytes of weights each token reads — expected, and a GPU's bandwidth is what speeds it).

:func:`cpu_measured_first` leads such a fit (no card, a model, inference, a decode speed stated —
:func:`advisor.ask.measured_own.stated_speeds` — on a CPU, and "normal?" asked: :data:`~advisor.ask.measured_own.
NORMAL_ASKED`) with that arithmetic: the RAM's bandwidth (the RAM said, else the desktop assumption of
``data/performance/moe_offload.csv``, dual-channel DDR5-5600) over the bytes a token reads at the fit's level and at
the precision the weights are released in (16 bits: what vLLM and Transformers run on a CPU), each the calibrated
CPU decode of :func:`advisor.cpu_only.cpu_decode`; the verdict (expected within that estimate's own error bound,
:data:`advisor.offload.ERROR_FLOOR`, ± 25 %, of that range, else slower or faster than it, with the usual
causes); and what the fit's first GPU gives on the same model (its ranking line's decode figure). An owner's card or
Mac is :mod:`advisor.ask.measured_own`'s. With no RAM said, a speed is slow only below what dual-channel DDR4 gives
(:data:`SLOWEST_COMMON`). Pure but for the advisor's own estimates.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..cpu_only import bytes_per_token, cpu_decode, is_cpu
from ..errors import AdvisorError
from ..fits import estimate
from ..fits.memory import quant_name
from ..fits.parsing import released_precision
from ..i18n import Card, Message, Quantity, Text, msg
from ..kinds import Given, read_model
from ..offload import ERROR_FLOOR
from ..ram_speed import offload_at, offload_basis
from ..wording import join
from .measured_own import NORMAL_ASKED, stated_speeds

if TYPE_CHECKING:
    from ..api import Advisor

ON_CPU = re.compile(r"(?<![a-z])(?:cpu|cpus|processor|no\s+gpu|without\s+(?:a\s+)?gpu|xeon|epyc|threadripper)(?![a-z])"
                    r"|处理器|處理器|没有显卡|沒有顯卡|没显卡|沒顯卡|无显卡|無顯卡|纯cpu|純cpu")
"""Words that say the model ran on a CPU ("on a CPU instance", "用CPU跑", "no gpu")."""
SLOWEST_COMMON = "DDR4-3200x2"
"""The RAM a speed is still expected from when the asker names none (:mod:`advisor.ram_speed`'s spec: dual-channel
DDR4-3200, 51.2 GB/s, the common desktop before DDR5): a speed that low is no fault of the setup."""


def _tok_s(value: float) -> Quantity:
    """A decode speed as said: one decimal under 10 tok/s."""
    return Quantity(value=round(value, 1 if value < 10 else 0), unit="tok/s", digits=1 if value < 10 else 0)


def _gpu_line(answer: Any) -> tuple[str, float] | None:
    """The fit's first ranked GPU (not a CPU) with its decode figure on the model: ``(card, tok/s)``, or ``None``."""
    for line in answer.shape.ranking:
        speed = line.speed
        if speed is not None and speed.measure == "decode" and speed.value and not is_cpu(line.card) and (
                (line.gpus or 1) == 1):
            return line.card, speed.value
    return None


def cpu_measured_first(advisor: Advisor, text: str, read_as: Any, answer: Any) -> Any:
    """``answer`` led by the CPU's bandwidth arithmetic against the speed stated (module docstring); ``answer`` as it
    is for any other question or answer."""
    shape = getattr(answer, "shape", None)
    low = text.lower()
    rig = getattr(answer, "rig", None)
    if (shape is None or shape.headline is None or read_as.command != "fits" or read_as.cards
            or getattr(answer, "task", None) != "inference" or getattr(answer, "model", None) is None
            or not NORMAL_ASKED.search(low) or not ON_CPU.search(low)
            or (rig is not None and not all(is_cpu(c.card) for c in rig.rig.cards))):
        return answer
    said = stated_speeds(text)
    if not said:
        return answer
    try:
        arch = read_model(answer.model.name, Given(advisor))
    except AdvisorError:  # a model the fit named but the reader cannot size again: the fit as it is
        return answer
    offload = offload_at(advisor.offload, read_as.ram_kind, read_as.ram_gb)
    levels = list(dict.fromkeys([answer.precision, released_precision(arch)]))
    runs = [(level, cpu_decode(estimate(arch, "inference", level, answer.context_tokens, 1), offload))
            for level in levels if level != "mxfp4" or level == answer.precision]
    each = [msg("ask.cpu-speed.level", "{read} a token ({level}) ≈ {tok_s}", level=Text(value=quant_name(level)),
                read=Quantity(value=round(bytes_per_token(estimate(arch, "inference", level, answer.context_tokens, 1),
                                                          offload) / 1e9, 1), unit="GB"), tok_s=_tok_s(run.tok_s))
            for level, run in runs]
    speeds = [run.tok_s for _, run in runs]
    if read_as.ram_kind is None:  # the RAM not said: as slow as common DDR4 is no fault (the desktop figure is DDR5's)
        older = offload_at(advisor.offload, SLOWEST_COMMON)
        speeds += [cpu_decode(estimate(arch, "inference", level, answer.context_tokens, 1), older).tok_s
                   for level, _ in runs]
    stated = said[0]
    params = dict(stated=_tok_s(stated), model=Text(value=answer.model.name),
                  bandwidth=Quantity(value=offload.ram_bandwidth_gb_s, unit="GB/s"), memory=offload_basis(offload),
                  levels=join(each, "semicolon"))
    verdict: Message
    if stated < (1 - ERROR_FLOOR) * min(speeds):
        verdict = msg("ask.cpu-speed.slow", "{stated} on {model} is slower than a CPU should give: each token reads "
                      "the weights from system RAM, so tok/s ≈ bandwidth ÷ bytes read — {bandwidth} ({memory}): "
                      "{levels}. Check one thread per physical core, the RAM in dual channel, and the precision "
                      "loaded.", **params)
    elif stated > (1 + ERROR_FLOOR) * max(speeds):
        verdict = msg("ask.cpu-speed.fast", "{stated} on {model} is more than this estimate for a CPU: each token "
                      "reads the weights from system RAM, so tok/s ≈ bandwidth ÷ bytes read — {bandwidth} ({memory}): "
                      "{levels}; yours has faster RAM (more channels) or a smaller quantization.", **params)
    else:
        verdict = msg("ask.cpu-speed.normal", "Yes, {stated} on {model} is to be expected on a CPU: each token reads "
                      "all the weights from system RAM, so tok/s ≈ bandwidth ÷ bytes read — {bandwidth} ({memory}): "
                      "{levels}.", **params)
    gpu = _gpu_line(answer)
    parts = [verdict]
    if gpu is not None:  # a GPU reads its own memory many times faster: the project's decode figure for it
        parts.append(msg("ask.cpu-speed.gpu", "A GPU that holds it reads its memory far faster: {card} gives about "
                         "{tok_s} on it.", card=Card(value=gpu[0]), tok_s=_tok_s(gpu[1])))
    head = join([*parts, shape.headline])
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head})})


__all__ = ["ON_CPU", "cpu_measured_first"]
