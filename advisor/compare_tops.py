"""Two NVIDIA devices weighed when one has no measured deep-learning speed (fix62g: "dgx spark or rtx 5090 for
fine-tuning llama 3.1 8b?" said only "no speed figure; compare bandwidth"): the makers' figures still decide — the
memory bandwidth (GB/s, the catalogue's) and the tensor throughput (AI TOPS, FP4 with sparsity, ``data/card_facts.csv``
``ai_tops``) — when one side leads on both. A job memory-bound runs near the bandwidth's ratio, one compute-bound near
the tensor throughput's, so the faster side's lead lies between the two; the other side's larger memory pays off only
for what the faster cannot hold.

Pure: a function of the catalogue's cards and facts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .i18n import Message, Number, Quantity, msg
from .wording import card_param

if TYPE_CHECKING:
    from .catalog import Catalog
    from .models import Card


def tops_said(catalog: Catalog, a: Card, b: Card) -> Message | None:
    """The verdict of ``a`` against ``b`` from bandwidth (GB/s) and AI TOPS (``data/card_facts.csv``) when one of
    them leads on both: the lead as a range (the smaller ratio to the larger), and what the other's memory is for
    when it has more; ``None`` when a figure is missing or neither leads on both."""
    tops = [catalog.card_fact(c.name, "ai_tops") for c in (a, b)]
    if any(t is None for t in tops) or not a.bandwidth_gb_s or not b.bandwidth_gb_s:
        return None
    ta, tb = (float(t["value"]) for t in tops if t is not None)
    if ta > tb and a.bandwidth_gb_s > b.bandwidth_gb_s:
        fast, slow, tf, ts = a, b, ta, tb
    elif tb > ta and b.bandwidth_gb_s > a.bandwidth_gb_s:
        fast, slow, tf, ts = b, a, tb, ta
    else:
        return None
    bw, tensor = (fast.bandwidth_gb_s or 0.0) / (slow.bandwidth_gb_s or 1.0), tf / ts
    said = msg("compare.no-speed.tops", "No measured deep-learning speed for {slow}, but the makers' figures decide: "
               "{fast} has {bw:.1f}× its memory bandwidth ({bw_fast} against {bw_slow}) and {tensor:.1f}× its tensor "
               "throughput ({tops_fast:,.0f} against {tops_slow:,.0f} AI TOPS), so for a job both hold it is about "
               "{low:.1f}× to {high:.1f}× as fast.", slow=card_param(slow.name), fast=card_param(fast.name),
               bw=Number(value=bw), tensor=Number(value=tensor),
               bw_fast=Quantity(value=fast.bandwidth_gb_s, unit="GB/s"),
               bw_slow=Quantity(value=slow.bandwidth_gb_s, unit="GB/s"), tops_fast=Number(value=tf),
               tops_slow=Number(value=ts), low=Number(value=min(bw, tensor)), high=Number(value=max(bw, tensor)))
    if (slow.memory_gb or 0) > (fast.memory_gb or 0):
        return msg("compare.no-speed.tops.memory", "{said} {slow}'s {memory} pays off only for what {fast}'s "
                   "{fast_memory} cannot hold.", said=said, slow=card_param(slow.name), fast=card_param(fast.name),
                   memory=Quantity(value=slow.memory_gb or 0, unit="GB"),
                   fast_memory=Quantity(value=fast.memory_gb or 0, unit="GB"))
    return said


__all__ = ["tops_said"]
