"""An LLM owner's steps when the model does not fit their card (issue 28, break 9 #10: "why 5090 --own --model
70b" offered only an older, slower RTX A6000 as the step up).

For a model that runs by layers, the owner's cheapest step is one more card beside theirs, the layers split in
proportion to memory (llama.cpp ``--tensor-split``; :mod:`advisor.owned`'s arithmetic), before any
replacement: :func:`added_cards` gives a second card of theirs and, when cheaper, the cheapest card of the same
maker (one software stack runs both) whose memory pooled with theirs holds the job with room, each with the
pair's decode (:func:`advisor.owned.rig_speed`: each card's time on its share of the layers, added). A
replacement is a step up only when it decodes the job no slower than the owner's card (:func:`not_slower`).
"""

from __future__ import annotations

from .catalog import Catalog
from .fits import Estimate
from .i18n import Message, msg
from .models import Alternative, Card, Market, Speed
from .owned import _holds, owned_rig, rig_speed
from .recommend import Offer, cheapest_per_card, offers
from .rules import RuleBook, card_param, gb
from .workload import QUANTS, DecodeSpeeds

SLOWER = 0.97
"""A replacement decoding at least this share of the owner's card's speed counts as no slower (3 %: the
estimate's own spread between cards of like bandwidth, a product choice)."""


def _speed(est: Estimate, tok_s: float, d) -> Speed:
    return Speed(measure="decode", value=round(tok_s, 1), kind=d.kind, source=d.source, model=est.arch.name,
                 precision=est.precision, quant=QUANTS.get(est.precision))


def added_cards(catalog: Catalog, rules: RuleBook, market: Market, card: Card, est: Estimate,
                speeds: DecodeSpeeds) -> list[Alternative]:
    """One card added to the owner's ``card`` that holds the inference job ``est`` split by layers (module
    docstring): a second of theirs, then the cheapest other card of its maker when it costs less; each priced in
    ``market``, with the pair's decode and a note naming the memory in all. Empty for a job that is no
    inference, or when no single added card holds it."""
    if est.task != "inference":
        return []
    priced = [o for o in cheapest_per_card(offers(catalog, rules, market, "llm", None))
              if o.card.manufacturer == card.manufacturer and not o.card.is_system
              and (o.assessment.verdict == "recommended" or o.card.name == card.name)]
    cards = {card.name: card}
    out: list[Alternative] = []
    for o in sorted(priced, key=lambda o: (o.card.name != card.name, o.price.amount)):
        if out and (o.card.name == card.name or o.price.amount >= out[0].price.amount):
            break
        rig = owned_rig([(card, 2)] if o.card.name == card.name else [(card, 1), (o.card, 1)])
        roomy, _, _ = _holds(est, rig)
        if not roomy:
            continue
        cards[o.card.name] = o.card
        d = rig_speed(est, rig, cards, speeds)
        note: Message = msg("owner.step.add", "with yours: {total} in all, the layers split (llama.cpp's "
                            "--tensor-split)",
                            total=gb(rig.memory_gb))
        if o.card.name == card.name:
            note = msg("owner.step.add-same", "a second one: {total} in all, the layers split (llama.cpp's "
                       "--tensor-split)",
                       total=gb(rig.memory_gb))
        out.append(Alternative(card=o.card.name, price=o.price, relative_performance=round(o.performance or 0.0, 3),
                               memory_gb=o.card.memory_gb, performance_per_price=round(o.value, 4), note=note,
                               speed=_speed(est, d.tok_s, d) if d is not None else None))
    return out[:2]


def not_slower(catalog: Catalog, card: Card, est: Estimate, speeds: DecodeSpeeds,
               upgrades: list[Alternative]) -> list[Alternative]:
    """The replacements of ``upgrades`` that decode the inference job ``est`` no slower than the owner's ``card``
    (:data:`SLOWER`), each with its decode on the job; ``upgrades`` unchanged for a job that is no inference or
    when the owner's card has no figure."""
    if est.task != "inference":
        return upgrades
    mine = speeds.of(card, est)
    if mine is None:
        return upgrades
    out = []
    for a in upgrades:
        d = speeds.of(catalog.card(a.card), est)
        if d is not None and d.tok_s >= mine.tok_s * SLOWER:
            out.append(a.model_copy(update={"speed": _speed(est, d.tok_s, d)}))
    return out


def step_sentence(card: Card, added: list[Alternative]) -> Message | None:
    """"Before a new card: one more beside yours holds it, the layers split — RTX 3090 (24 GB)." for the first
    added card, ``None`` without one."""
    if not added:
        return None
    first = added[0]
    return msg("owner.step.first", "Before a new card: one more beside your {card} holds it, the layers split: "
               "{added} ({memory}).", card=card_param(card.name), added=card_param(first.card),
               memory=gb(first.memory_gb or 0))


def _today(rules: RuleBook, market: Market, card: Card) -> bool:
    """Whether today's software stack still fully supports ``card`` (always, in a guide's market)."""
    support = rules.support(card) if market.policy.software == "today" else None
    return support is None or support["status"] == "supported"


RESOLUTION_FACTOR = 2.0
"""A higher resolution that runs out of memory needs a step of at least twice the memory (product choice from the
arithmetic: twice the side of an image is four times its pixels, and the activations grow with the pixels), so a
step of a few GB more is no way out (N15: a 16 GB card out of memory at the high-resolution mode; the mode needs
more than 24 GB)."""


def memory_steps(catalog: Catalog, rules: RuleBook, market: Market, memory_gb: float, use_case: str = "general",
                 factor: float = RESOLUTION_FACTOR, most: int = 3, maker: str | None = None) -> list[Alternative]:
    """The cheapest card of each memory size of at least ``factor`` times ``memory_gb`` (GB) priced in ``market`` —
    recommended, or kept for some cases (a 48 GB workstation card) while today's stack runs it — smallest size first,
    at most ``most`` sizes; every size, even one a larger card undercuts (a 32 GB RTX 5090 beside a cheaper 48 GB
    card: the faster way up). ``maker``: only that maker's cards (the owner's stack: a CUDA project stays on NVIDIA)."""
    floor = memory_gb * factor
    by_size: dict[float, Offer] = {}
    pool = [o for o in cheapest_per_card(offers(catalog, rules, market, use_case, None))
            if (o.card.memory_gb or 0) >= floor and not rules.is_laptop(o.card) and not o.card.is_system
            and "modified-card" not in o.card.flags and maker in (None, o.card.manufacturer) and (
                o.assessment.verdict == "recommended" or (
                    o.assessment.verdict == "situational" and _today(rules, market, o.card)))]
    for o in sorted(pool, key=lambda o: (o.card.memory_gb or 0.0, o.price.amount, o.card.name)):
        by_size.setdefault(o.card.memory_gb or 0.0, o)
    picked = [by_size[m] for m in sorted(by_size)[:most]]
    return [Alternative(card=o.card.name, price=o.price, relative_performance=round(o.performance or 0.0, 3),
                        memory_gb=o.card.memory_gb, performance_per_price=round(o.value, 4)) for o in picked]
