"""An owner's several cards when one of them holds the job (F04: "how fast is a Tesla P40 on 7B models in vLLM?
I just bought ten P40s").

"One card holds it" answers the size; the owner of ten cards also wants what the ten are for. :func:`rig_room`
says it among the deciding facts:

- **what they hold together**: the largest size of :data:`advisor.fits.capacity.LADDER_B` in 4-bit (GGUF
  Q4_K_M) that their memory holds split by layers, over as few of the cards as hold it, with its decode
  tokens/s (:class:`advisor.workload.DecodeSpeeds` for that many cards), or a copy of the job on each card;
- **not to buy more** of a card today's CUDA and PyTorch have left or are leaving (the owner's stack line,
  :func:`advisor.owner.stack_line`: Pascal's last builds are PyTorch 2.14's cu126 wheels).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from ..concerns import DECIDING_WEIGHT
from ..fits import estimate, need_gb, parse_context
from ..fits.capacity import largest
from ..i18n import Number, Quantity, msg
from ..models import Caveat, RigFit
from ..owner import stack_line
from ..thresholds import HEADROOM_GB
from ..wording import card_param

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

MIN_CARDS = 3
"""From this many identical cards, what they hold together is worth a sentence (two are said by ``fits``)."""


def rig_room(advisor: Advisor, read_as: ReadAs, answer):
    """``answer`` (a ``fits`` answer on the owner's rig) with what the rig's cards do together when one of them
    holds the job, and not to buy more of a card today's stack is leaving (module docstring)."""
    shape, rig = getattr(answer, "shape", None), getattr(answer, "rig", None)
    if shape is None or not isinstance(rig, RigFit) or rig.way != "alone" or len(rig.rig.cards) != 1:
        return answer  # a Runs answer's rig is the cards alone (OwnedRig): no job to weigh
    count = rig.rig.cards[0].count
    if count < MIN_CARDS or answer.task != "inference":
        return answer
    card = advisor.card(rig.rig.cards[0].card)
    memory = rig.rig.cards[0].memory_gb
    size = largest(advisor.llm_models, (memory - HEADROOM_GB) * count, "inference", "int4")
    if size is None:
        return answer
    arch = advisor.llm_models.resolve(f"{size}b")
    est = estimate(arch, "inference", "int4", parse_context(None, arch, "inference"), 1)
    k = max(1, math.ceil(need_gb(est.total) / (memory - HEADROOM_GB)))
    if k > count:
        return answer
    speed = advisor.speeds.of(card, est, k)
    params = dict(count=Number(value=count), card=card_param(card.name), size=Number(value=size),
                  k=Number(value=k))
    if speed is not None and speed.tok_s > 0:
        text = msg("ask.rig-room.speed", "Your {count} × {card} do more together: a copy of this model on each card "
                   "serves {count} requests at once, or split by layers over {k} of them they run up to {size:.0f}B in "
                   "4-bit, at about {tok_s} (estimated).", tok_s=Quantity(value=round(speed.tok_s, 1), unit="tok/s",
                                                                         digits=1), **params)
    else:
        text = msg("ask.rig-room", "Your {count} × {card} do more together: a copy of this model on each card serves "
                   "{count} requests at once, or split by layers over {k} of them they run up to {size:.0f}B in "
                   "4-bit.", **params)
    found = [Caveat(rule_id="memory.llm-task", message=text, weight=DECIDING_WEIGHT)]
    support = advisor.rules.support(card)
    if support is not None and support["status"] != "supported":
        stack = stack_line(advisor.rules, advisor.catalog.market(answer.market.id), card)
        if stack is not None:
            found.append(Caveat(rule_id=stack.rule_id, weight=DECIDING_WEIGHT, message=msg(
                "ask.rig-room.no-more", "Do not buy more of them: {stack}", stack=stack.message)))
    said = [c for c in shape.decides if not any(c.message.mentions(f.message) for f in found)]
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [*said, *found]})})
