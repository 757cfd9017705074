"""A generator's own minimum, said first when the minimum is asked and the card holds it only through an offloading
build (fix76a; judge30).

judge30's real question: "HunyuanVideo 最低需要多少显存？4090 24G可以跑吗？" led with a fork's figure (HunyuanVideoGP,
offloaded to system RAM: 24 GB at 1280x720), though the minimum asked is the model's own — 45 GB at 544p and 60 GB at
720p (Tencent/HunyuanVideo's README, ``data/owner_jobs.csv``). :func:`official_first` puts the authors' settings first
(the rows of ``data/owner_jobs.csv`` that run on the card alone: no offloading in their setting or speed note), then
the answer for the card, whose offloading way follows. Pure: the jobs table only.
"""

from __future__ import annotations

import re

from .. import jobs
from ..i18n import Card as CardParam
from ..i18n import ListOf, Message, MessageParam, Quantity, msg
from ..image_needs import Generator, _rows
from ..wording import join

MINIMUM = re.compile(r"(?<![a-z])(?:min(?:imum|\.)?|at\s+least|lowest)(?![a-z])|最低|至少|最少|起码|起碼|"
                     r"(?<![a-z])(?:needs?|requires?|required)\s+(?:about\s+|like\s+)?\d+\s*(?:gb|g)(?![a-z])|"
                     r"(?:需要|要)\s*\d+\s*(?:gb|g)(?![a-z])")
"""The minimum asked ("minimum VRAM", "至少需要多少显存") or one said to be the need ("needs 80 GB": the authors'
figure corrects it)."""
_OFFLOAD = re.compile(r"offload|block\s*swap|gguf|\bgp\b|hyvgp", re.I)


def _own(row: jobs.JobRow) -> bool:
    """Whether ``row`` is the model run on the card alone (no offloading build, no quantised fork)."""
    return row.level == "supported" and not _OFFLOAD.search(f"{row.setting} {row.speed_note}")


def official_first(g: Generator, text: str, memory: float, said: Message) -> Message:
    """``said`` (the answer for ``g`` on a card of ``memory`` GB) after ``g``'s own minimum (module docstring) when
    the minimum is asked, the card holds none of the authors' own settings and a setting that offloads is what it
    holds; ``said`` itself otherwise."""
    if not MINIMUM.search(text.lower()) or len(g.models) != 1:
        return said
    rows = _rows(g)
    own = sorted((r for r in rows if _own(r)), key=lambda r: r.vram_gb)
    if not own or own[0].vram_gb <= memory or not any(not _own(r) and r.vram_gb <= memory for r in rows):
        return said
    floors = [msg("card-job.floor", "{need} at {resolution}", need=Quantity(value=r.vram_gb, unit="GB"),
                  resolution=jobs.resolution_said(r)) for r in own]
    lead = msg("card-job.official-floor", "{model}'s own minimum, from its authors: {floors}, more than this card's "
               "{memory}; below that it runs only through an offloading build or option, as follows.",
               model=CardParam(value=g.models[0]),
               floors=ListOf(items=[MessageParam(key=f.key, params=f.params) for f in floors], style="and"),
               memory=Quantity(value=memory, unit="GB"))
    return join([lead, said], "sentences")


__all__ = ["MINIMUM", "official_first"]
