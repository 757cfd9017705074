"""The headline of a ``fits`` answer on the member's own (or named) cards when a default was assumed or the cards
are split (issue 28, round 6: F14 "does the 40B model run on several 4090s?"): what the short form
(:func:`advisor.shape._fit`) says in the headline's own sentences rather than as side notes.

- the 4-bit default: a job sized at Q4_K_M because no precision was said is said to be an assumption, with the
  16-bit need as the weights are released (:func:`advisor.owned.as_released`);
- several GeForce cards splitting one model: over PCIe with no peer-to-peer on the stock driver (``multi.nvlink-
  p2p``, ``data/interconnect.csv``: NVIDIA/nccl issue 1127, huggingface/accelerate issue 2328) a layer split runs
  fine and tensor parallelism is slower — said beside "it fits split by layers", never only in ``--verbose``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .i18n import Message, msg

if TYPE_CHECKING:
    from .models import Caveat, Fit

AS_RELEASED = frozenset({"fits.own.as-released.holds", "fits.own.as-released.more"})
"""The sentences of an owner's fit sized at the default 4-bit quant that say the 16-bit need."""

PCIE = "fits.own.pcie"
"""The sentence of several GeForce cards sharing an inference job by layers over PCIe (:func:`advisor.owned.links`)."""


def rig_headline(f: Fit, head: Message, chosen: list[Caveat]) -> tuple[Message, list[Caveat]]:
    """``head`` (the rig's own sentence) with the 4-bit assumption and its 16-bit need, and, for an inference
    job split over several GeForce cards, how the split runs over PCIe (module docstring); ``chosen`` (the
    short form's caveats) without the sentences the headline now says. Both unchanged when neither applies."""
    full = next((r.message for r in f.reasons if r.message.key in AS_RELEASED), None)
    pcie = next((r.message for r in f.reasons if r.message.key == PCIE), None)
    if full is not None and f.rig is not None and f.rig.way != "none":  # "it fits" rests on the assumption
        head = msg("shape.fit.assumed-4bit", "{rig} That is at 4-bit, assumed as you named no precision. {full}",
                   rig=head, full=full)
    else:
        full = None
    if pcie is not None and f.rig is not None and f.rig.way == "split":
        head = msg("shape.fit.pcie", "{rig} Over PCIe (peer-to-peer: {p2p}; NVLink: {nvlink}) a layer split runs "
                   "fine, each card in turn; tensor parallelism (vLLM) waits on that link and runs slower{pair}.",
                   rig=head, p2p=pcie.params["p2p"], nvlink=pcie.params["nvlink"], pair=pcie.params["pair"])
    else:
        pcie = None
    dropped = [m for m in (full, pcie) if m is not None]
    return head, [c for c in chosen if c.message not in dropped]


__all__ = ["AS_RELEASED", "PCIE", "rig_headline"]
