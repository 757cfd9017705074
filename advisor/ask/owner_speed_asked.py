"""A speed asked of an owner's fit is answered for every way the answer offers (newuser20 #23: "我有一张4090，能跑
deepseek r1 70b蒸馏版吗，速度多少" was told Q4_K_M does not fit and IQ2_XXS does, with no speed for either way).

When the level asked does not fit the owner's cards (the answer may offer another that does: ``rig.other_precision``,
:func:`advisor.owned.rig_fit`), and the question asks how fast ("how fast", "tok/s?", "速度多少", "多快") without a
target (a target is weighed by :func:`advisor.ask.fit_targets.fit_speed`), the answer also says:

- the level that fits, when one is offered: its decode estimate (:func:`advisor.owned.rig_speed`) with its basis; below
  :data:`advisor.decode.LOW_BITS` bits per weight, where the engine makes no estimate, the physical ceiling — the
  card's bandwidth over the bytes a token reads — said as a ceiling the level measures well below (the P40's
  measurement in :data:`advisor.decode.LOW_BITS`' source), never as its speed;
- the level asked with the layers past the VRAM in system RAM (llama.cpp --n-gpu-layers): the owner's fit at that
  RAM (:meth:`advisor.api.Advisor.fits` with ``ram``), the RAM said, or else the least RAM that holds it (the layers
  in RAM and :data:`advisor.owned.RAM_RESERVE_GB` for the system) said as assumed;
- the level asked on two of the card, split by layers, when two hold it (newuser26: a 3090 asked about Llama 3.1 70B
  in Q4 runs it at about 17 tok/s on two; the measured row: ``data/performance/llm_decode_measured.csv``).

The level asked comes first (one card does not hold it, then its speed in RAM and on two cards), the lower level that
fits last.

Any other answer is left as it is. Pure but for the advisor's own estimates.
"""

from __future__ import annotations

import math
import re
from typing import TYPE_CHECKING, Any

from ..decode import LOW_BITS
from ..errors import AdvisorError
from ..fits import bits_of
from ..fits.memory import quant_name
from ..i18n import Card, Message, Number, Quantity, Text, msg
from ..kinds import Given, read_model
from ..owned import RAM_RESERVE_GB, _speed
from ..thresholds import HEADROOM_GB
from ..wording import join

if TYPE_CHECKING:
    from ..api import Advisor

SPEED_ASKED = re.compile(
    r"how (?:fast|quick(?:ly)?|many (?:tokens?|tok)(?:/s| per second| a second)?)|what (?:speed|tok/s|tokens per "
    r"second)|\bspeed\?|tok(?:en)?s?/s\s*\?|tokens? per second\s*\?"
    r"|速度(?:多少|如何|怎么样|怎麼樣|怎样|怎樣|咋样|大概|能有)"
    r"|多快|快不快|每秒(?:多少|几|幾)|多少\s*(?:tok|token)", re.IGNORECASE)
"""A speed asked without a target: "how fast", "how many tokens/s", "what speed", "速度多少", "多快", "每秒多少"."""

RAM_SIZES = (16, 32, 48, 64, 96, 128, 192, 256)
"""The desktop RAM sizes (GB) an assumed RAM is rounded up to: two or four DDR4/DDR5 modules of 8-64 GB."""


def speed_asked(text: str) -> bool:
    """Whether ``text`` asks how fast (:data:`SPEED_ASKED`)."""
    return SPEED_ASKED.search(text) is not None


def _tok_s(value: float) -> Quantity:
    return Quantity(value=round(value, 1 if value < 10 else 0), unit="tok/s", digits=1 if value < 10 else 0)


def _fitting_level(advisor: Advisor, rig: Any, arch: Any) -> Message | None:
    """The speed of the level that fits (module docstring), or ``None`` without a bandwidth to say."""
    quant = Text(value=quant_name(rig.other_precision))
    said = _speed(rig.other_speed)
    if said is not None:
        return msg("ask.speed-asked.fits", "At {quant}, the level that fits, it decodes at {speed}.", quant=quant,
                   speed=said)
    card = advisor.card(rig.rig.cards[0].card)
    bandwidth = card.bandwidth_gb_s
    if not bandwidth or len({c.card for c in rig.rig.cards}) != 1:
        return None
    bits = bits_of(rig.other_precision)
    read_gb = arch.params * bits / 8 / 1e9  # every weight once per token (a dense model: the ladder's, owned_low)
    return msg("ask.speed-asked.fits-low", "At {quant}, the level that fits, no speed is estimated: below {low} bits "
               "per weight decode stops following the bytes read. Its ceiling is {bandwidth} over the {read} a token "
               "reads, about {ceiling}, and such levels measure well below their ceiling (llama.cpp PR #4766: a "
               "Tesla P40 decodes Llama 2 7B at 33.5 tok/s in Q2_K where the bytes predict 90).", quant=quant,
               low=Number(value=LOW_BITS), bandwidth=Quantity(value=bandwidth, unit="GB/s"),
               read=Quantity(value=round(read_gb, 1), unit="GB"), ceiling=_tok_s(bandwidth / read_gb))


def _offloaded(advisor: Advisor, read_as: Any, answer: Any) -> Message | None:
    """The level asked with its layers past the VRAM in system RAM, at the RAM said or the least that holds it."""
    rig = answer.rig
    ram = read_as.ram_gb
    assumed, least = ram is None, 0.0
    if ram is None:
        room = rig.rig.memory_gb - HEADROOM_GB * rig.rig.count
        least = float(max(16, math.ceil(rig.need_gb - room + RAM_RESERVE_GB)))
        ram = next((float(r) for r in RAM_SIZES if r >= least), least)
    spec = " + ".join(f"{c.count}x {c.card}" if c.count > 1 else c.card for c in rig.rig.cards)
    try:
        other = advisor.fits(answer.model.name, precision=answer.precision, context=answer.context_tokens,
                             card=spec, ram=ram)
    except AdvisorError:
        return None
    got = getattr(other, "rig", None)
    if got is None or got.way != "offload" or got.speed is None:
        return None
    kind = (msg("ask.speed-asked.estimated", "estimated") if got.speed.kind == "estimated"
            else msg("ask.speed-asked.measured", "measured"))
    if assumed:  # the speed first, in a few words: the need is the lead's (newuser26: said twice before)
        return msg("ask.speed-asked.offload-short", "With the layers past the VRAM in system RAM (llama.cpp "
                   "--n-gpu-layers; at least {least} of RAM, you did not say yours): about {speed} ({kind}).",
                   least=Quantity(value=least, unit="GB"), speed=_tok_s(got.speed.tok_s), kind=kind)
    return got.message


def _doubled(advisor: Advisor, answer: Any) -> Message | None:
    """The level asked on two of the one card asked about, split by layers (llama.cpp), when it fits there: its
    decode speed (:meth:`advisor.api.Advisor.fits` with ``2x card``, tokens/s, batch 1; measured or estimated, said
    so); ``None`` for several cards, a level two do not hold, or no speed."""
    cards = answer.rig.rig.cards
    if len(cards) != 1 or cards[0].count != 1:
        return None
    try:
        two = advisor.fits(answer.model.name, precision=answer.precision, context=answer.context_tokens,
                           card=f"2x {cards[0].card}")
    except AdvisorError:
        return None
    got = getattr(two, "rig", None)
    if got is None or got.way not in ("fits", "split") or got.speed is None:
        return None
    return msg("ask.speed-asked.two-cards", "On 2 × {card} ({memory} in all) {quant} fits split by layers: about "
               "{speed} ({kind}).", card=Card(value=cards[0].card), memory=Quantity(value=got.rig.memory_gb, unit="GB"),
               quant=Text(value=_quant(answer.precision)), speed=_tok_s(got.speed.tok_s),
               kind=msg("ask.speed-asked.estimated", "estimated") if got.speed.kind == "estimated"
               else msg("ask.speed-asked.measured", "measured"))


def _quant(precision: str) -> str:
    return quant_name(precision)


def owner_speed_asked(advisor: Advisor, text: str, read_as: Any, answer: Any) -> Any:
    """``answer`` with the speed of each way it offers said after its headline (module docstring), or as it is."""
    shape = getattr(answer, "shape", None)
    rig = getattr(answer, "rig", None)
    if (shape is None or rig is None or read_as.command != "fits" or read_as.speed_tps is not None
            or getattr(answer, "task", None) != "inference" or getattr(rig, "way", None) != "none"
            or not speed_asked(text)):
        return answer
    try:
        arch = read_model(answer.model.name, Given(advisor))
    except AdvisorError:
        return answer
    fitting = _fitting_level(advisor, rig, arch) if rig.other_precision is not None else None
    # the level asked first, in RAM and on two of the card; a lower level that fits comes last (newuser26: "how many
    # tok/s does a 3090 get on llama 3.1 70b q4" led with IQ2_XXS and "no speed")
    said = [m for m in (_offloaded(advisor, read_as, answer), _doubled(advisor, answer), fitting) if m is not None]
    if not said:
        return answer
    lead = msg("ask.speed-asked.lead", "One {card} does not hold {model} in {quant}: it needs about {need}, more than "
               "its {memory}.", card=Card(value=rig.rig.cards[0].card), model=Card(value=answer.model.name),
               quant=Text(value=_quant(answer.precision)), need=Quantity(value=rig.need_gb, unit="GB"),
               memory=Quantity(value=rig.rig.memory_gb, unit="GB")) if (
        len(rig.rig.cards) == 1 and rig.rig.cards[0].count == 1) else shape.headline  # the answer to the speed
    # asked leads (newuser26: one 3090 cannot hold 70B in Q4, ~40 GB; the speeds that can be had follow)
    head = join([lead, *said], "sentences")
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head})})
