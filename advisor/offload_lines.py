"""The ranking lines of an MoE model run with its experts in the system RAM the buyer has (fix63a #2, issue 28 §1).

"gpu for qwen3 235b a22b, i have 256gb ram, budget 3000": no way within the budget holds the model whole; with the
experts in the RAM had, the budget buys speed (:func:`advisor.offload_budget.owned_ways`: the cards within it, fastest
first, each faster than every cheaper one). Those ways are the ranking's first lines — its "1." is within the budget
— and a machine over it that holds the model whole follows them as the stretch it is. Without the RAM said, the
plan's own card leads so (the RAM kit to add said, its price not counted: no sourced RAM price). Pure."""

from __future__ import annotations

from . import i18n
from .i18n import msg
from .models import Recommendation
from .models.cards import Speed
from .models.short import RankLine


def offload_lines(r: Recommendation) -> list[RankLine]:
    """``r``'s expert-offload ways (``offload_ways``) as ranking lines: the card, its price, its memory, its decode
    speed on the model with the experts in the RAM had (an estimate, the plan's source) and that RAM said."""
    out = []
    for i, w in enumerate(r.offload_ways):
        speed = Speed(measure="decode", value=round(w.speed.tok_s, 1), kind="estimated", source=w.speed.source,
                      model=w.speed.model, quant=w.quant)
        ram = i18n.Quantity(value=w.ram_total_gb, unit="GB")
        reason = (msg("offload.way-line", "experts in your {ram} of system RAM ({flag})", ram=ram, flag=w.flag)
                  if w.owned else
                  msg("offload.way-line.kit", "experts in {ram} of system RAM to add ({flag}), its price not counted",
                      ram=ram, flag=w.flag))
        out.append(RankLine(card=w.card, role="best" if i == 0 else "runner-up", price=w.price,
                            memory_gb=w.memory_gb, speed=speed, reason=reason))
    return out


__all__ = ["offload_lines"]
