"""An owner's measured speed, told against the estimate (break26 #13: "my rig: 2x 3090 … getting 9 t/s, is that
normal or should I buy a third 3090?" got an estimate and no word on the 9 measured).

When an owner's fit states a decode speed (:func:`advisor.ask.measured._speeds`) and asks whether it is normal
(:data:`NORMAL_ASKED`), the answer leads with the figure against the estimate for the cards had (``Advisor.fits``
on them when the question adds cards, :mod:`advisor.ask.add_second`): normal within :data:`BAND` of the estimate
either way, else slower or faster than expected with the multiple and the likely causes (fix68c: 8 tok/s of a 70B Q4
on one 3090, 2.4x the offload estimate, was called "normal, and fast"; a model offloaded has the wider band of
:data:`FAST_OFFLOAD` over it, the estimate's own error). Pure.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..errors import AdvisorError
from ..i18n import Quantity, msg
from ..owned import rig_name
from ..wording import card_param, gb, join
from .add_second import _added
from .defect_asked import DEFECT_ASKED, not_defective
from .measured import _speeds

if TYPE_CHECKING:
    from ..api import Advisor

NORMAL_ASKED = re.compile(r"(?<![a-z])(?:normal|expected|to\s+be\s+expected|reasonable|typical|about\s+right|"
                          r"too\s+slow|slow\s+for|(?:is|'s)\s+(?:that|this|it)\s+(?:too\s+)?slow|slow\s*\?)(?![a-z])|"
                          r"正常|合理|太慢|慢吗|慢嗎|慢不慢")
"""Whether a stated speed is what the cards should give is asked ("is that normal", "正常吗")."""
ZH_SPEED = re.compile(r"(?:每秒|一秒钟?|一秒鐘?)\s*(?:大概|大约|大約|约|約|只有|才|能|就)?\s*(\d{1,4}(?:\.\d+)?)\s*"
                      r"(?:个|個)?\s*(?:tokens?|tok|t|字|词|詞)(?![a-z])|"
                      r"(?<![\d.])(\d{1,4}(?:\.\d+)?)\s*(?:个|個)?\s*(?:tokens?|tok)\s*(?:每秒|/\s*秒)")
"""A decode speed written the Chinese way ("每秒15个token", "一秒20个token", "15 token每秒", "15 tokens/秒")."""
ASSUMED_RAM_GB = 64.0
"""The system RAM an offload estimate assumes when the owner says none (a common desktop kit, ``advisor.offload``'s
:data:`~advisor.offload.RAM_KITS_GB`): its size does not change the speed, only whether the layers left over fit."""
BAND = 0.15
"""How far a measured speed may sit from the estimate and be in line with it, either way (a product choice, fix59b:
one band for every verdict on an owner's own measured speed — one card, a rig, or two cards set against each other;
"70 tok/s" on a 2080 Ti estimated at 97, 28 % below, is slow, not "in line")."""
SLOWER = 1 - BAND
"""A measured speed under this share of the estimate is slower than expected (:data:`BAND`)."""
FASTER = 1 + BAND
"""A measured speed over this multiple of the estimate is faster than it (:data:`BAND`): a smaller quantization or a
shorter context than assumed."""


def stated_speeds(text: str) -> list[float]:
    """The decode speeds ``text`` states (:func:`advisor.ask.measured._speeds`), else the Chinese way
    (:data:`ZH_SPEED`)."""
    said = _speeds(text)
    if said:
        return said
    return [float(m.group(1) or m.group(2)) for m in ZH_SPEED.finditer(text.lower())]


def _had_speed(advisor: Advisor, read_as: Any, answer: Any, had: int) -> tuple[float, float | None] | None:
    """The decode estimate on the cards had (``had`` of ``read_as.cards[0]``) and the GB it leaves in system RAM
    (``None`` when the cards hold the model); a model the cards do not hold is run with its layers in system RAM
    (the RAM said, else :data:`ASSUMED_RAM_GB`); ``None`` without a figure."""
    rig = answer.rig
    card = read_as.cards[0]
    ask = dict(task=answer.task, precision=read_as.precision, context=answer.context_tokens,
               market=answer.market.id, card=f"{had}x {card}" if had > 1 else card)
    try:
        if had != (read_as.gpus or 1):
            rig = advisor.fits(read_as.model.name, ram=read_as.ram_gb, **ask).rig
        if getattr(rig, "speed", None) is None and getattr(rig, "way", None) != "offload":
            rig = advisor.fits(read_as.model.name, ram=read_as.ram_gb or ASSUMED_RAM_GB, **ask).rig
    except AdvisorError:
        return None
    speed = getattr(rig, "speed", None)
    if speed is None or not speed.tok_s:
        return None
    return speed.tok_s, (rig.ram_needed_gb if getattr(rig, "way", None) == "offload" else None)


def measured_first(advisor: Advisor, text: str, read_as: Any, answer: Any) -> Any:
    """``answer`` led by the measured speed against the estimate (module docstring); else as it is. A speed measured
    is a speed run, so the cards are had whether or not "my" was said ("两张3090跑70b，每秒8个token正常吗")."""
    shape = getattr(answer, "shape", None)
    low = text.lower()
    if (shape is None or getattr(answer, "rig", None) is None or read_as.command != "fits"
            or read_as.model is None or not read_as.cards
            or not (NORMAL_ASKED.search(low) or DEFECT_ASKED.search(low))):
        return answer  # "is my unit defective?" of a speed measured: is it normal (fix85a, judge32 E7)
    said = stated_speeds(text)
    had = (read_as.gpus or 1) - _added(low)
    if not said or had < 1:
        return answer
    if len(read_as.cards) > 1:  # a rig of mixed cards ("a 3060 and a 3090"): the answer's own rig, when had
        return _mixed(text, read_as, answer, said[0]) if not _added(low) else answer
    found = _had_speed(advisor, read_as, answer, had)
    if found is None:
        return answer
    gives, in_ram = found
    stated = said[0]
    rig = msg("compare.several.side", "{count} x {card}", count=had, card=card_param(read_as.cards[0])) \
        if had > 1 else card_param(read_as.cards[0])
    params = dict(stated=Quantity(value=stated, unit="tok/s", digits=1), model=card_param(answer.model.name),
                  gives=Quantity(value=gives, unit="tok/s", digits=1), rig=rig)
    if in_ram is not None:
        line = _offloaded(params, stated, gives, in_ram)
    elif stated > FASTER * gives:
        line = _fast(params, stated / gives)
    elif stated >= gives:
        line = msg("ask.measured.above", "Your {stated} on {model} is normal for your {rig}: at or above the estimate "
                   "here (about {gives}), which counts the context full and any layers in system RAM.", **params)
    elif stated >= SLOWER * gives:
        line = msg("ask.measured.normal", "Your {stated} on {model} is normal for your {rig}: the estimate here is "
                   "about {gives}.", **params)
    else:
        line = _slow(params)
    if DEFECT_ASKED.search(low) and line.key in ("ask.measured.above", "ask.measured.normal"):
        line = join([line, not_defective(advisor.card(read_as.cards[0]))])
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": join([line, shape.headline])})})


def _mixed(text: str, read_as: Any, answer: Any, stated: float) -> Any:
    """``answer`` led by the speed measured on a rig of mixed cards against the answer's estimate for that rig."""
    rig = answer.rig
    speed = getattr(rig, "speed", None)
    if speed is None or not speed.tok_s:
        return answer
    params = dict(stated=Quantity(value=stated, unit="tok/s", digits=1), model=card_param(answer.model.name),
                  gives=Quantity(value=speed.tok_s, unit="tok/s", digits=1),
                  rig=rig_name(rig.rig) if hasattr(rig, "rig") else rig_name(rig))
    if getattr(rig, "way", None) == "offload" and rig.ram_needed_gb:
        line = _offloaded(params, stated, speed.tok_s, rig.ram_needed_gb)
    elif stated >= SLOWER * speed.tok_s:
        line = msg("ask.measured.normal", "Your {stated} on {model} is normal for your {rig}: the estimate here is "
                   "about {gives}.", **params)
    else:  # the estimate is the rig's best placement; llama.cpp splits layers over both cards by default
        line = msg("ask.measured.mixed-slow", "Your {stated} on {model} is slower than expected for your {rig} "
                   "(about {gives} here, more than {band} below it): on mixed cards llama.cpp and Ollama split the "
                   "layers over both by default, so the slower card sets part of the pace; a model that fits the "
                   "faster card alone runs faster there (llama.cpp --split-mode none --main-gpu). Else the usual "
                   "causes: a power limit or thermal throttling, or a larger quantization or longer context than "
                   "assumed.", **params, band=band())
    shape = answer.shape
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": join([line, shape.headline])})})


def _slow(params: dict) -> Any:
    """The verdict on a speed more than :data:`BAND` under the estimate, with the usual causes."""
    return msg("ask.measured.slow", "Your {stated} on {model} is slower than expected for your {rig} (about "
               "{gives} here, more than {band} below it): the usual causes are layers left on the CPU (llama.cpp's log "
               "says how many it offloaded, --n-gpu-layers), a power limit or thermal throttling, the backend, or a "
               "larger quantization or longer context than assumed.", **params, band=band())


def _fast(params: dict, times: float) -> Any:
    """The verdict on a speed more than :data:`BAND` over the estimate of cards that hold the model (fix68c, issue 28
    §2: a figure outside the band is never "normal"), with what makes a run that fast."""
    return msg("ask.measured.faster", "Your {stated} on {model} is faster than expected for your {rig}: about "
               "{times} the estimate here (about {gives}, which counts the context full). A run that fast uses a "
               "smaller quantization, a shorter context or a faster engine (ExLlamaV2, vLLM) than assumed here; check "
               "the file and the settings it loaded.", **params, times=_times(times))


def _times(times: float) -> Quantity:
    """``times`` as a multiple ("2.4x"), for a message."""
    return Quantity(value=round(times, 1), unit="x", digits=1)


def band() -> Quantity:
    """:data:`BAND` as a percentage, for a message."""
    return Quantity(value=round(BAND * 100), unit="%", digits=0)


FAST_OFFLOAD = 1.5
"""A measured speed over this multiple of the offload estimate is more than that offload gives: the estimate's own
error (:data:`advisor.offload.ERROR_FLOOR`, 25 %) above an estimate made with the context full (every token reads its
whole KV cache; a short chat reads less), so 1.5x. fix70c had set it to the error alone (1.25x, after newuser28's
"3 tok/s of 70B on a 3080" at 1.43x); that called grade87's 2 x 3090 at 9 tok/s on Qwen2.5 72B (1.36x, its expert:
normal) "faster than expected": within 1.5x is normal (fix28b)."""


BEYOND_OFFLOAD = 3.0
"""A measured speed over this multiple of the offload estimate is more than any layer split gives (the layers in
system RAM bound it: their bytes a token over the RAM's bandwidth): the model run is not the one asked."""


def _offloaded(params: dict, stated: float, gives: float, in_ram: float) -> Any:
    """The verdict on a speed measured with a model larger than the cards: set against the estimate with
    ``in_ram`` GB of its layers in system RAM (break27 #9: 9 t/s of a 70B Q4 on one 3090 is fast for that)."""
    params = dict(params, ram=gb(in_ram))
    if stated > BEYOND_OFFLOAD * gives:
        return msg("ask.measured.offload-beyond", "Your {stated} on {model} is more than your {rig} gives with about "
                   "{ram} of its layers in system RAM (about {gives} here): a run that fast has the model in VRAM, so "
                   "it is a smaller quantization or a smaller model than asked; check the file llama.cpp or Ollama "
                   "loaded.", **params)
    if stated > FAST_OFFLOAD * gives:  # fix68c: outside the band is never "normal" (8 tok/s at 2.4x was); fix70c:
        # the band is the estimate's own error
        return msg("ask.measured.offload-faster", "Your {stated} on {model} is faster than expected for your {rig}: "
                   "about {times} the estimate here (about {gives}, with about {ram} of its layers in system RAM, "
                   "read at the RAM's bandwidth). A run that fast keeps more of it in VRAM: a smaller quantization "
                   "or a shorter context than assumed here; check the file llama.cpp or Ollama loaded and how many "
                   "layers it offloaded.", **params, times=_times(stated / gives))
    if stated >= SLOWER * gives:
        return msg("ask.measured.offload-normal", "Your {stated} on {model} is normal for your {rig}: the cards do "
                   "not hold it, so about {ram} of its layers run from system RAM, and the estimate with that offload "
                   "is about {gives}. More speed needs the whole model in VRAM.", **params)
    return msg("ask.measured.offload-slow", "Your {stated} on {model} is slower than expected for your {rig}, even "
               "with about {ram} of its layers in system RAM (about {gives} here): give the cards as many layers as "
               "they hold (llama.cpp --n-gpu-layers) and check that the RAM runs in dual channel.", **params)


__all__ = ["BAND", "FASTER", "NORMAL_ASKED", "SLOWER", "band", "measured_first", "stated_speeds"]
