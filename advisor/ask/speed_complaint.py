"""A speed complaint answered as one (break31 #6, #7; issue 28).

- The same card slower than someone else's ("my 4090 is 10x slower than my friend's 4090 in stable diffusion, normal?",
  "我的4090跑sd比朋友的慢10倍，正常吗"): one card is one speed, so the verdict is "no: about 1x to expect", the ratio
  seen lost outside the card (drivers and builds, settings, the model's precision, offload or low-memory flags, a power
  limit, the job not on the GPU); never an upgrade ranked.
- The memory-offload tip ("parts of the model in system RAM": --medvram, --lowvram, CPU offload) is withheld when the
  question complains of speed and not of memory (it slows the job further), and on a machine with unified memory (a
  Mac: the "system RAM" is the same memory), whatever the question. Pure."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..i18n import Number, msg
from ..wording import card_param, join
from .oom_tool import OOM
from .ratio_seen import RATIO

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

SLOW = re.compile(r"(?<![a-z])(?:slow|slower|slowly|sluggish|faster|speed|it/s|its|s/it|tokens?/s|t/s|tok/s|"
                  r"seconds?\s+(?:per|an?|each)\s+(?:image|picture|step|it)|(?:takes?|taking|took)\s+\d+(?:\.\d+)?\s*"
                  r"(?:s|sec|secs|seconds?|min|mins|minutes?)(?![a-z]))(?![a-z])|(?:\d\s*(?:it|s)/(?:s|it))|"
                  r"慢|速度|秒一张|秒一張|秒每张|秒每張")
"""A speed complained of or measured."""
OTHERS = re.compile(r"(?<![a-z])(?:friend'?s?|colleague'?s?|coworker'?s?|buddy'?s?|brother'?s?|someone\s+else'?s|"
                    r"other\s+(?:people'?s?|users?'?s?|machines?|pcs?|computers?|rigs?)|same\s+(?:card|gpu|model))"
                    r"(?![a-z])|朋友|同事|别人|別人|同学|同學|一样的卡|一樣的卡|同样的卡|同樣的卡|同款")
"""Someone else's run of the same card."""
OFFLOAD = "offload"
"""The part of a lever's key naming memory offload (``jobs.lever.offload-tools``, its ``.small``; an LLM's layers)."""
UNIFIED = "Apple"
"""The maker whose machines share one memory between CPU and GPU."""


def _same_card(text: str, read_as: ReadAs) -> bool:
    return (len(set(read_as.cards)) == 1 and OTHERS.search(text) is not None and SLOW.search(text) is not None
            and read_as.command == "why")


def same_card_first(advisor: Advisor, text: str, read_as: ReadAs, answer):
    """``answer`` led by the verdict on the same card slower than someone else's (module docstring), then without the
    offload tip where it is no help (:func:`without_offload`)."""
    answer = without_offload(advisor, text, read_as, answer)
    shape = getattr(answer, "shape", None)
    low = text.lower()
    if shape is None or not _same_card(low, read_as):
        return answer
    m = RATIO.search(low)
    value = next((float(g) for g in m.groups() if g is not None), None) if m is not None else None
    card = card_param(read_as.cards[0])
    if value is not None and value > 1:
        lead = msg("ask.same-card.ratio", "No: one {card} runs the same job at about the same speed as another "
                   "(about 1x), so {stated:g}x slower is lost outside the card.", card=card,
                   stated=Number(value=value))
    else:
        lead = msg("ask.same-card.plain", "One {card} runs the same job at about the same speed as another (about 1x), "
                   "so a slower run loses its time outside the card.", card=card)
    causes = msg("ask.same-card.causes", "Compare the two setups: the driver and the framework build (a CUDA build, "
                 "xformers or SDPA), the same model in the same precision (fp16, not fp32), the same settings (steps, "
                 "resolution, batch), no --lowvram, --medvram or CPU offload, and nvidia-smi showing the job on the "
                 "GPU at full power with no power limit or thermal throttle.")
    ranking = [x for x in shape.ranking if x.card == read_as.cards[0]]
    caveats = [c for c in shape.caveats if not any(k.startswith("owner.upgrade.") for k in c.message.keys)]
    return answer.model_copy(update={"shape": shape.model_copy(update={
        "headline": join([lead, causes, shape.headline]), "ranking": ranking, "caveats": caveats})})


def without_offload(advisor: Advisor, text: str, read_as: ReadAs, answer):
    """``answer`` without the memory-offload lever when ``text`` complains of speed and not of memory, or a card read
    is a unified-memory machine's (module docstring)."""
    shape = getattr(answer, "shape", None)
    if shape is None or not read_as.cards:
        return answer
    low = text.lower()
    slow = SLOW.search(low) is not None and OOM.search(low) is None
    unified = any(advisor.card(c).manufacturer == UNIFIED for c in read_as.cards)
    if not (slow or unified):
        return answer
    caveats = [c for c in shape.caveats if not any(OFFLOAD in k for k in c.message.keys)]
    if len(caveats) == len(shape.caveats):
        return answer
    return answer.model_copy(update={"shape": shape.model_copy(update={"caveats": caveats})})


__all__ = ["same_card_first", "without_offload"]
