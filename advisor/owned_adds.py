"""The owner's cheapest step when their cards do not hold a job: more of the same card (breaker 2026-12-03 (10):
"a 3060 owner asking for 32B is not offered a second 3060").

``fits`` lists the market's ways to hold a model for a buyer and keeps only a few (the cheapest that works, the
best value, cards alone, the best splits); an owner of one RTX 3060 who asks about a 32B model needs one more
3060 (225 USD used) before any 24 GB card — the cards they have hold their share of the layers. :func:`owned_split`
gives that way — the fewest of the owner's card (their count and up to :data:`MAX_ADDED` more, never past
:data:`advisor.fits.ways.MAX_SPLIT_GPUS`) that hold the job split by layers with room, priced as ``fits`` prices a
split (:func:`advisor.fits.ways.ways`); :func:`advisor.upgrade.owner_upgrades` then says it as the cards added
("225 USD for 1 more, used · with yours") and puts it first.
"""

from __future__ import annotations

from .fits import Estimate
from .fits.ways import Offer, PlatformOf, SpeedOf, ways
from .models import Card, FitCard, RigFit
from .workload import DecodeSpeeds

NOTHING_FITS = frozenset({"owned.fits.no", "owned.fits.no.one", "owned.fits.no.least", "owned.fits.no.levers",
                          "owned.fits.with-low"})
"""The rig answers that say neither the job nor a cheaper way of it fits (:func:`advisor.owned.rig_fit`), or only
a 2-3-bit level at a quality cost (Q2_K: :mod:`advisor.levers`) or levers at the edge of memory do."""
MAX_ADDED = 3
"""More cards of the owner's kind offered at most (a product choice: four or more added is a new rig)."""


def owned_split(est: Estimate, rig: RigFit, offers: list[Offer], speed_of: SpeedOf | None,
                platform_of: PlatformOf, listed: list[FitCard] | None = None) -> FitCard | None:
    """The split of the owner's own card that holds ``est`` with room when their rig does not (module docstring):
    one kind of card, priced in the market, runs the job; ``None`` otherwise, and when ``listed`` (the ways
    ``fits`` keeps) has it already."""
    if rig.message.key not in NOTHING_FITS or len(rig.rig.cards) != 1:
        return None  # it fits, or a cheaper way of the job does (QLoRA, a lower precision): nothing to buy first
    have = rig.rig.cards[0]
    offer = next((o for o in offers if o.card.name == have.card and o.price is not None), None)
    if offer is None:
        return None
    for count in range(have.count + 1, have.count + MAX_ADDED + 1):
        found = [c for c in ways(est, [offer], speed_of, platform_of, count) if not c.tight]
        if found:
            known = {(c.card, c.count) for c in listed or []}
            return None if (found[0].card, found[0].count) in known else found[0]
    return None


def takes_a_card(card: Card) -> bool:
    """Whether ``card`` sits in a PC that takes another PCIe card beside it: never a unified-memory machine (a Mac, a
    DGX Spark, a Strix Halo box) nor a laptop's GPU (break23 #10: "a 3080 Ti with your MacBook Air")."""
    return not card.is_system and "laptop" not in card.name.lower()


def beside_ways(est: Estimate, rig: RigFit, listed: list[FitCard], cards: dict[str, Card],
                speeds: DecodeSpeeds) -> list[FitCard]:
    """The splits of ``listed`` (``fits``' ways) that keep the owner's one card (break 9 #10): a split of ``n`` of
    a card they lack becomes ``n - 1`` of it beside theirs when that rig holds ``est`` with room (each card its
    share of the layers by memory, :func:`advisor.owned._holds`), priced at the cards added, with the rig's decode
    (:func:`advisor.owned.rig_speed`). Empty when their rig holds the job, or is more than one card."""
    from .owned import _holds, owned_rig, rig_speed

    if rig.message.key not in NOTHING_FITS or len(rig.rig.cards) != 1 or rig.rig.cards[0].count != 1:
        return []
    mine = cards.get(rig.rig.cards[0].card)
    if mine is None or not takes_a_card(mine):  # a Mac, a DGX Spark, a laptop: no PCIe card goes beside it
        return []
    out: list[FitCard] = []
    for c in listed:
        other = cards.get(c.card)
        if mine is None or other is None or c.count < 2 or c.card == mine.name or c.price is None or c.tight:
            continue
        pair = owned_rig([(mine, 1), (other, c.count - 1)])
        if not _holds(est, pair)[0]:
            continue
        d = rig_speed(est, pair, {mine.name: mine, other.name: other}, speeds)
        out.append(c.model_copy(update={"count": c.count - 1, "speed": d,
                                        "total_price": round(c.price.amount * (c.count - 1), 2)}))
    return out
