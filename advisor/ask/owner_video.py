"""An owner's upgrade for a video generator (issue 28 §2; fix70b, newuser28 #1): "I have a 3060 12gb, want to upgrade
for wan 2.2 video, budget $1500" was ranked by Stable Diffusion 1.5 it/s ("buy GeForce RTX 5080", 16 GB) while the
buyer's same budget ranks by the heaviest published setting each card holds (a 24 GB 3090 runs Wan 2.2 A14B in fp8). The
owner's ranking is the buyer's ranking for the job (:func:`advisor.ask.job_buyer.job_memory_first`: memory first, the
video model's fit), kept to real steps up — more memory than the owner's card — with the step named. Pure."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import msg
from ..image_needs import find_generator
from ..models import Recommendation
from ..wording import card_param, gb, join
from .job_buyer import by_setting, job_memory_first

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

VIDEO = "video-gen"
"""The generator job whose memory decides what a card runs of it (``Generator.job``)."""


def owner_video_first(advisor: Advisor, text: str, read_as: ReadAs, answer):
    """``answer`` (an owner's ``recommend`` with their one card) ranked as the buyer's for the video generator ``text``
    names, only cards with more memory than the owner's, headed by the step up; ``answer`` itself otherwise."""
    if not isinstance(answer, Recommendation) or answer.shape is None or len(read_as.cards) != 1 or not read_as.own:
        return answer
    g = find_generator(text, unnamed_video=True)
    if g is None or g.job != VIDEO or not by_setting(g):
        return answer
    mine = advisor.card(read_as.cards[0])
    said = (read_as.memory_gb or [None])[0]
    owned = said if said is not None and (not mine.memory_gb or said < 2 * mine.memory_gb) else mine.memory_gb or 0.0
    ranked = job_memory_first(advisor, text, answer)
    shape = ranked.shape
    if shape is None:
        return answer
    steps = [x for x in shape.ranking if (x.memory_gb or 0.0) > owned and x.card != mine.name]
    if not steps:
        return ranked
    first = steps[0]
    head = msg("ask.owner-video.step", "The step up from your {card} ({owned}) for {model}: {other} ({memory}).",
               card=card_param(mine.name), owned=gb(owned), model=card_param(g.models[0]),
               other=card_param(first.card), memory=gb(first.memory_gb or 0.0))
    return ranked.model_copy(update={"shape": shape.model_copy(update={
        "headline": join([head, shape.headline]) if shape.headline.key == "ask.job-buyer.head" else head,
        "ranking": steps})})


__all__ = ["owner_video_first"]
