"""An upgrade that went slower, answered as a problem (break31 #5, issue 28): "Upgraded my 3060 to 5070, LLM tokens
per second went down", "I went from a 3090 to a 5090 and training is slower", "my 5090 is slower than my old 4090 in
comfyui", "从3060换成了5070，训练反而更慢了". The swap is made (:func:`advisor.ask.upgrade_slow.upgrade_slower` routes
it to the new card's ``why``): the answer leads with the verdict — not expected: the new card should be about N times
as fast as the old one for that job (:meth:`advisor.api.Advisor.compare`'s figure, decode for an LLM, training
throughput else) — then the usual causes outside the card: a Blackwell card's CUDA 12.8 / PyTorch 2.7 cu128 builds
(``compat.blackwell-min``), the driver, a build made for the old card, the power limit, the job not on the GPU. No
upgrade is ranked and no memory-offload tip is given (it slows the job down). Pure but for the advisor's own
comparison."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..errors import AdvisorError
from ..i18n import Number, msg
from ..wording import card_param, join
from .upgrade_slow import NO_GAIN, SWAPPED

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

BLACKWELL = "Blackwell"
"""The architecture whose cards need CUDA 12.8 and PyTorch 2.7 cu128 builds (``compat.blackwell-min``)."""
BUILDS = "compat.blackwell-min"
"""The rule of a Blackwell card's builds, said in the headline when the swap is onto Blackwell."""
SLOW_KEYS = ("owner.upgrade.", "jobs.lever.offload", "ask.upgrade")
"""Caveats an upgrade complaint drops: more upgrades, and the offload lever (it slows the job further)."""
IMAGE_JOBS = ("image-gen", "video-gen")
"""The jobs whose speed the verdict calls image generation."""
_TRAIN = re.compile(r"(?<![a-z])(?:train\w*|fine[\s-]?tun\w*|epochs?|lora)(?![a-z])|训练|訓練|微调|微調")


def _use_case(read_as: ReadAs, text: str) -> str:
    """The comparison's use case: LLM decode for an LLM run, training throughput else (image generation too)."""
    if read_as.use_case == "llm" and not _TRAIN.search(text) or read_as.job == "llm":
        return "llm"
    return "general"


def upgrade_slow_first(advisor: Advisor, text: str, read_as: ReadAs, answer):
    """``answer`` (the new card's ``why``) led by the verdict on an upgrade that went slower (module docstring);
    any other answer as it is."""
    shape = getattr(answer, "shape", None)
    low = text.lower()
    if (shape is None or read_as.command != "why" or len(read_as.cards) < 2 or not read_as.own
            or SWAPPED.search(low) is None or NO_GAIN.search(low) is None):
        return answer
    new, old = read_as.cards[0], read_as.cards[-1]
    if new == old:
        return answer
    try:
        cmp = advisor.compare(new, old, use_case=_use_case(read_as, low))
    except AdvisorError:
        return answer
    measure = (msg("ask.ratio.decode", "LLM decode (tokens/s)") if cmp.measure == "decode"
               else msg("ask.upgrade-slow.image", "image generation (estimated from training throughput)")
               if read_as.use_case == "image" or read_as.job in IMAGE_JOBS
               else msg("ask.ratio.training", "training"))
    card_new, card_old = advisor.card(new), advisor.card(old)
    params: dict = dict(new=card_param(new), old=card_param(old), measure=measure,
                        ratio=Number(value=round(cmp.speedup, 1)))
    if cmp.faster == new and cmp.speedup > 1.05:
        lead = msg("ask.upgrade-slow.expected", "That is not expected: for {measure}, {new} should be about {ratio:g}x "
                   "as fast as {old}, so a slower run loses its time outside the card.", **params)
    else:
        lead = msg("ask.upgrade-slow.level", "That is not the card: for {measure}, {new} should be at least as fast "
                   "as {old}, so a slower run loses its time outside the card.", **params)
    parts = [lead]
    if BLACKWELL in (card_new.architecture or "") and BLACKWELL not in (card_old.architecture or ""):
        parts.append(msg("ask.upgrade-slow.blackwell", "{new} is a Blackwell card: it needs CUDA 12.8 or newer and "
                         "PyTorch 2.7 or newer with the cu128 wheels; a build made for {old} falls back to slow "
                         "paths or to the CPU.", new=card_param(new), old=card_param(old)))
    parts.append(msg("ask.upgrade-slow.causes", "Check: a current NVIDIA driver; the framework and its extensions "
                     "(xformers, bitsandbytes, flash-attention, llama.cpp) rebuilt or reinstalled for the new card; "
                     "nvidia-smi showing the job on the GPU at full power, not a power limit or a thermal throttle; "
                     "the same settings (batch, precision, model) as on the old card."))
    ranking = [x for x in shape.ranking if x.card == new]
    caveats = [c for c in shape.caveats if not c.message.key.startswith(SLOW_KEYS)]
    decides = [c for c in shape.decides if c.rule_id != BUILDS]  # the headline says the builds, for this swap
    return answer.model_copy(update={"shape": shape.model_copy(update={
        "headline": join(parts), "ranking": ranking, "caveats": caveats, "decides": decides})})


__all__ = ["upgrade_slow_first"]
