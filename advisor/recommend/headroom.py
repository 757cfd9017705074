"""Memory headroom first for a budget buyer (issue 28, round 7: P01 "best gpu for deep learning for $500?").

In today's market memory decides what fits at all (``memory.by-task``, MODERN: Dettmers 2020/2023) and the
speed ranking does not see it: a used 12 GB RTX 3080 Ti led $500 on training speed over a 16 GB RTX 4060 Ti
that cost less. The expert leads with the 16 GB-class card. So when no model is named, a card of the next memory
step (at least :data:`MEMORY_STEP` times the fastest pick's memory) that costs at most
:data:`~advisor.thresholds.DOMINANCE_PREMIUM` more than the fastest pick and is at most
:data:`~advisor.thresholds.ROOMY_SLOWDOWN` times slower leads the list (role ``memory``), and the headline says
why: the memory it has against the faster card's. The fastest card stays second, as what speed buys.
Pure: no I/O."""

from __future__ import annotations

from ..i18n import Message, msg
from ..models import Market
from ..rules import RuleBook, card_param, gb
from ..thresholds import DOMINANCE_PREMIUM, ROOMY_SLOWDOWN
from .ranking import MAX_PICKS, Offer, money

MEMORY_STEP = 1.25
"""A memory step worth leading with: 12 → 16 GB (1.33x), 16 → 24 GB (1.5x), 24 → 32 GB (1.33x), 32 → 48 GB (1.5x)
are the tiers cards are sold in; 11 → 12 GB (1.09x) is none. A product choice between the smallest tier step
(1.33x) and the largest step that is not a tier (1.2x: 10 → 12 GB)."""


def headroom_lead(ranked: list[Offer], chosen: list[Offer], roles: list[str]) -> Offer | None:
    """The card that leads on memory (module docstring) among ``ranked`` (the cards within budget, fastest first)
    against the fastest pick (``roles`` ``best`` of ``chosen``); ``None`` when the fastest pick has the memory."""
    if "best" not in roles:
        return None
    top = chosen[roles.index("best")]
    top_memory, top_speed = top.card.memory_gb or 0, top.performance or 0
    if not top_memory or not top_speed:
        return None
    roomier = [o for o in ranked if (o.card.memory_gb or 0) >= top_memory * MEMORY_STEP
               and o.price.amount <= top.price.amount * (1 + DOMINANCE_PREMIUM)
               and (o.performance or 0) * ROOMY_SLOWDOWN >= top_speed]
    if not roomier:
        return None
    tier = max(o.card.memory_gb or 0 for o in roomier)
    # within the top memory tier, the best card the budget buys: the fastest, then the cheapest (break25 #15: "best
    # new gpu under $800" led with a 0.28x 16 GB card while a 0.36x 16 GB card within budget was in the list)
    return max((o for o in ranked if (o.card.memory_gb or 0) == tier),
               key=lambda o: (o.performance or 0, -o.price.amount, o.card.name))


def memory_decides(job: str | None, chosen: list[Offer], roles: list[str]) -> bool:
    """Whether memory may lead the list (:func:`headroom_first`): always when no training job is named; for a job
    of ``data/owner_jobs.csv`` (:data:`advisor.jobs.BATCH_JOBS`: ``detector``, ``cnn``, ``gan``), only when the
    fastest pick's memory does not hold the job's heaviest published setting at half its published batch (newuser13:
    "train yolov8 on $2000" led with a slower RTX 3090 "for memory", though YOLOv5x trains at its published batch
    of 16 in 16 GB: the RTX 5080's memory holds it, so speed decides; :data:`HALVED`)."""
    from .. import jobs

    if job not in jobs.BATCH_JOBS or "best" not in roles:
        return True
    table = [r for r in jobs.rows(job) if r.level == "supported"]
    top = chosen[roles.index("best")].card.memory_gb or 0
    return not table or top < max(r.vram_gb * (HALVED if (r.batch or 0) >= HALVED_FROM else 1.0) for r in table)


HALVED = 0.5
"""The share of a batch job's published memory (a batch chosen to fill the published card: ResNet-50's 256 in a 16 GB
V100) that trains the same job at half that batch, the learning rate scaled with it (Goyal et al. 2017, "Accurate,
Large Minibatch SGD", the linear scaling rule): newuser18 #5, "resnet on imagenet under 500" led with a 0.28x 16 GB
card "for memory" over a 0.50x 12 GB one that trains ResNet-50 at a batch of about 190."""
HALVED_FROM = 16
"""The published batch from which half of it is still a batch a job trains at (8 images or more); a smaller one
(StyleGAN3's 4 in 12 GB, "at least 12 GB") is a floor, kept whole."""


def headroom_first(ranked: list[Offer], chosen: list[Offer],
                   roles: list[str]) -> tuple[list[Offer], list[str], Offer | None, Offer | None]:
    """``chosen`` and ``roles`` with the card that leads on memory first (role ``memory``), the list kept to
    :data:`~advisor.recommend.ranking.MAX_PICKS` (the last runner-up gives way); with it, that card and the
    fastest pick it is set against (``None, None`` when nothing leads on memory: the lists unchanged)."""
    lead = headroom_lead(ranked, chosen, roles)
    if lead is None:
        return chosen, roles, None, None
    top = chosen[roles.index("best")]
    chosen, roles = list(chosen), list(roles)
    if lead in chosen:
        i = chosen.index(lead)
        del chosen[i], roles[i]
    elif len(chosen) >= MAX_PICKS and "runner-up" in roles:
        drop = max(i for i, r in enumerate(roles) if r == "runner-up")
        del chosen[drop], roles[drop]
    return [lead, *chosen][:MAX_PICKS], ["memory", *roles][:MAX_PICKS], lead, top


def no_slower(lead: Offer, top: Offer) -> bool:
    """Whether the card that leads on memory is at least as fast as the fastest pick (then that pick is the
    cheaper card of the two, never "the faster")."""
    return (lead.performance or 0) >= (top.performance or 0)


def headroom_reason(rules: RuleBook, market: Market, lead: Offer, top: Offer) -> tuple[str, Message]:
    """The rule and sentence of the card that leads on memory: its memory against the faster card's, and the
    price of each (``memory.by-task``)."""
    if no_slower(lead, top):
        return "memory.by-task", msg(
            "recommend.pick.headroom-as-fast", "Memory first: {memory} for {price}, against {other_memory} on the "
            "cheaper {other} ({other_price}), which is no faster; memory decides which models and batch sizes fit "
            "at all.", memory=gb(lead.card.memory_gb or 0), price=money(lead.price.amount, lead.price.currency),
            other_memory=gb(top.card.memory_gb or 0), other=card_param(top.card.name),
            other_price=money(top.price.amount, top.price.currency))
    return "memory.by-task", msg(
        "recommend.pick.headroom", "Memory first: {memory} for {price}, against {other_memory} on the faster {other} "
        "({other_price}); memory decides which models and batch sizes fit at all, speed only how long they take.",
        memory=gb(lead.card.memory_gb or 0), price=money(lead.price.amount, lead.price.currency),
        other_memory=gb(top.card.memory_gb or 0), other=card_param(top.card.name),
        other_price=money(top.price.amount, top.price.currency))


def headroom_why(lead: Offer, top: Offer) -> Message:
    """Why the headline's card leads: the memory it has against the faster card's (``memory.by-task``)."""
    if no_slower(lead, top):
        return msg("recommend.headroom.why-as-fast", "{memory} against {other_memory} on the cheaper {other}, "
                   "which is no faster; memory decides what fits at all", memory=gb(lead.card.memory_gb or 0),
                   other_memory=gb(top.card.memory_gb or 0), other=card_param(top.card.name))
    return msg("recommend.headroom.why", "{memory} against {other_memory} on the faster {other}; memory decides "
               "what fits at all", memory=gb(lead.card.memory_gb or 0), other_memory=gb(top.card.memory_gb or 0),
               other=card_param(top.card.name))
