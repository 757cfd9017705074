""""Cheapest" true beside a card + system RAM road (fix61a, round 25: "cheapest way to run Llama 4 Scout" labelled a
2,459 USD Framework Desktop "cheapest way that works" under a headline that runs the model on a 225 USD RTX 3060
with its experts in 64 GB of system RAM at ≈ 12 tok/s).

A ``fits`` answer for a mixture-of-experts model may carry an expert-offload plan (:class:`~advisor.models.OffloadPlan`,
llama.cpp ``--cpu-moe``): one card holds the attention and shared layers, system RAM the routed experts. That road
costs the card (and the RAM) and works at its estimated decode speed, so the cheapest way held all in GPU memory
is the cheapest of its kind, not the cheapest that works: its label says so, with how much faster it decodes than
the card + RAM road (or that the road is as fast for less). Pure: the answer's own figures."""

from __future__ import annotations

from .fits import way_total
from .i18n import Card as CardParam
from .i18n import Message, Quantity, msg
from .models import Fit, FitCard

AS_FAST = 1.1
"""Within 10 % of the card + RAM road's decode speed a way is "as fast" (an estimate of ± 25 %, ``offload``)."""


def offload_cheaper(c: FitCard, f: Fit, label: Message) -> Message:
    """The label of ``c``, the cheapest of ``f``'s ways (``label``: its words, :func:`advisor.fits.cheapest_label`),
    when ``f``'s expert-offload plan costs less (its card's price under ``c``'s price in all; a server platform's
    plan is not a cheaper road): "cheapest all in GPU memory" (of the recommended cards and machines when the label
    says a cheaper card with caveats works), with its decode speed against the plan's; ``label`` otherwise, and
    when it names a kind the plan is not (a unified-memory machine, a CUDA card) or a speed floor."""
    o = f.offload
    if (label.key not in RELABELLED or o is None or o.server or o.price is None or c.total_price is None
            or o.price.amount >= way_total(c)):
        return label
    card, headline = CardParam(value=o.card), label.key == "fits.role.cheapest-headline"
    if c.speed is None or not o.speed.tok_s or c.speed.tok_s < o.speed.tok_s * AS_FAST:
        if headline:
            return msg("fits.role.cheapest-vram-headline-as-fast", "cheapest recommended way all in GPU memory; "
                       "{card} with system RAM is as fast for less", card=card)
        return msg("fits.role.cheapest-vram-as-fast", "cheapest all in GPU memory; {card} with system RAM is as fast "
                   "for less", card=card)
    times = Quantity(value=round(c.speed.tok_s / o.speed.tok_s, 1), unit="x", digits=1)
    if headline:
        return msg("fits.role.cheapest-vram-headline", "cheapest recommended way all in GPU memory: ≈ {times} the "
                   "speed of {card} with system RAM", times=times, card=card)
    return msg("fits.role.cheapest-vram", "cheapest all in GPU memory: ≈ {times} the speed of {card} with system RAM",
               times=times, card=card)


RELABELLED = frozenset({"shape.role.fit-cheapest", "fits.role.cheapest-headline"})
"""The cheapest labels a cheaper card + RAM road makes false (said instead: the cheapest all in GPU memory)."""


__all__ = ["AS_FAST", "RELABELLED", "offload_cheaper"]
