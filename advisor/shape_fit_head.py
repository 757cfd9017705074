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
    from .models import Caveat, Fit, Shape

AS_RELEASED = frozenset({"fits.own.as-released.holds", "fits.own.as-released.more", "fits.own.as-released-fp8.holds",
                         "fits.own.as-released-fp8.more", "fits.own.as-released.bigger-machine",
                         "fits.own.as-released.past-laptop", "fits.own.as-released.edge",
                         "fits.own.as-released.q8-fits", "fits.own.as-released.one-card"})
"""The sentences of an owner's fit sized at the default 4-bit quant that say the 16-bit need."""

BEST_LEVEL = frozenset({"best-level.top", "best-level.said", "best-level.ram", "best-level.ram.dense"})
"""The sentences of an owner's fit that say the best level the rig holds (:mod:`advisor.best_level`)."""

PCIE = "fits.own.pcie"
"""The sentence of several GeForce cards sharing an inference job by layers over PCIe (:func:`advisor.owned.links`)."""


def rig_headline(f: Fit, head: Message, chosen: list[Caveat]) -> tuple[Message, list[Caveat]]:
    """``head`` (the rig's own sentence) with the 4-bit assumption and its 16-bit need, and, for an inference
    job split over several GeForce cards, how the split runs over PCIe (module docstring); ``chosen`` (the
    short form's caveats) without the sentences the headline now says. Both unchanged when neither applies."""
    full = next((r.message for r in f.reasons if r.message.key in AS_RELEASED), None)
    pcie = next((r.message for r in f.reasons if r.message.key == PCIE), None)
    best = next((r.message for r in f.reasons if r.message.key in BEST_LEVEL), None)
    if f.rig is None or f.rig.way == "none":
        best = None
    if pcie is not None and f.rig is not None and f.rig.way == "split" or any(
            r.message.key.startswith("fits.fp8.") for r in f.reasons):
        best = None  # the headline carries the split's PCIe link or the FP8 line (F14): the best level is in the
        # Details, so the first Discord message stays within its 1,200 characters (F14 ran 1,296 with all three)
    if full is not None and f.rig is not None and f.rig.way != "none" and (  # "it fits" rests on the assumption,
            head.key != "owned.fits.experts.lower"):  # not when it fits only at a level below 4-bit, said there
        head = msg("shape.fit.assumed-4bit", "{rig} That is at 4-bit, assumed as you named no precision. {full}",
                   rig=head, full=full if best is None else msg("shape.fit.best-level.full", "{best} {full}",
                                                                best=best, full=full))
    elif best is not None:  # the best level the rig holds (fix37c), the 16-bit need not said
        head = msg("shape.fit.default-best", "{rig} That is at 4-bit, assumed as you named no precision. {best}",
                   rig=head, best=best)
        full = None
    else:
        full = None
    if pcie is not None and f.rig is not None and f.rig.way == "split":
        head = msg("shape.fit.pcie", "{rig} Over PCIe (peer-to-peer: {p2p}; NVLink: {nvlink}) a layer split runs "
                   "fine, each card in turn; tensor parallelism (vLLM) waits on that link and runs slower{pair}.",
                   rig=head, p2p=pcie.params["p2p"], nvlink=pcie.params["nvlink"], pair=pcie.params["pair"])
    else:
        pcie = None
    fp8 = next((r.message for r in f.reasons if r.message.key.startswith("fits.fp8.")), None)
    if fp8 is not None:  # FP8 released or asked: whether the card runs it decides (F14; advisor.fp8_line)
        head = msg("shape.fit.fp8", "{rig} {fp8}", rig=head, fp8=fp8)
    dropped = [m for m in (full, pcie, fp8, best) if m is not None]
    return head, [c for c in chosen if c.message not in dropped and not _owned_split(f, c.message)]


def _owned_split(f: Fit, message: Message) -> bool:
    """Whether ``message`` is the ways' "Split across GPUs" sentence on a card the owner has (:attr:`Fit.rig`): it
    prices the whole pair and its platform (``fits.split``), where the owner's ranking line prices the cards they
    add (:func:`advisor.upgrade.owner_upgrades`: "225 USD for 1 more"), so one pair at two prices and the
    ranking's lines pushed out by it (answers59, U19: a 3060 owner's answer kept no card to buy but that note)."""
    if f.rig is None or not message.key.startswith("fits.split"):
        return False
    card = message.params.get("card")
    return getattr(card, "value", None) in {c.card for c in f.rig.rig.cards}





def cheaper_ways(f: Fit, shape: Shape) -> Shape:
    """``shape`` (a ``fits`` answer's short form, no rig) with the cheaper ways that really work said among its
    deciding facts (the breaker: "the cheapest way to run deepseek r1 671b at home" showed only a 9,499 USD Mac
    Studio, the 256 GB IQ1_S way and the MoE offload plan only in ``--verbose``): the cheapest way to make it fit
    (``Fit.options``, a lower precision on a cheaper device) when it costs less than every way ranked, and the
    expert-offload plan (``Fit.offload``: the experts in system RAM beside one card, with its decode) when the
    ranking's cheapest way costs more than its card — each out of the caveats once said. ``shape`` unchanged
    when neither applies."""
    from . import i18n
    from .concerns import DECIDING_WEIGHT
    from .models import Caveat

    ranked = [x.total if x.total is not None else x.price.amount for x in shape.ranking if x.price is not None]
    floor = min(ranked, default=None)
    said = []
    options = sorted((o for o in f.options if o.price is not None), key=lambda o: o.price.amount)
    if options and floor is not None and options[0].price.amount < floor:
        o = options[0]
        said.append(Caveat(rule_id="memory.llm-task", weight=DECIDING_WEIGHT, message=msg(
            "shape.fit.cheaper-option", "For less: {change}: about {total} — {card}, {price}.", change=o.change,
            total=i18n.Quantity(value=round(o.total_gb, 1), unit="GB"), card=i18n.Card(value=o.card),
            price=i18n.Money(amount=o.price.amount, currency=o.price.currency))))
    off = f.offload
    if off is not None and off.price is not None and (floor is None or off.price.amount < floor):
        said.append(Caveat(rule_id="memory.llm-task", weight=DECIDING_WEIGHT, message=off.message))
    if not said:
        return shape
    messages = [c.message for c in said]
    return shape.model_copy(update={"decides": [*said, *shape.decides],
                                    "caveats": [c for c in shape.caveats if c.message not in messages]})
__all__ = ["AS_RELEASED", "BEST_LEVEL", "PCIE", "cheaper_ways", "rig_headline"]
