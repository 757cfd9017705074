"""A buyer for training with no budget gets a short default before the budget question (judge32 E13; fix85b #2).

judge32's real question: "I'm planning to buy new GPUs and can't figure out which model is good for deep learning. I'll
train CNNs on images and some recurrent networks for NLP. What do you suggest?"
(https://ai-pool.com/d/best_gpu_for_deep_learning) got only "What is your budget?". An expert answers it at once: an
NVIDIA card with 12 GB or more (the rule book's floor for computer-vision research, ``memory.by-task``), one pick per
step, then asks the budget.

:func:`tiers_reply` says three picks from the market's own offers (the cards the rules recommend for the use case,
``advisor.recommend.ranking.pickable``): the entry one, the cheapest 12 GB card; the middle one, the most training
speed per price (``Offer.value``, what ``recommend`` ranks its best value by) among 16 GB cards; and the cheapest way to
24 GB, used. Each with its price and whether it is new or used; then the budget is still asked, for a ranking. No new
figure: the market's prices and the training index. Pure."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..i18n import Message, Money, msg
from ..recommend.ranking import Offer, offers, pickable
from ..wording import card_param, gb, join

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

TRAINING_USES = ("cv-research", "nlp-research")
"""The use cases a training buyer is read as (``data/use_cases.csv``: 12 GB and 11 GB or more)."""
BUY = re.compile(r"(?<![a-z])(?:buy|buying|purchas\w*|get|pick|suggest\w*|recommend\w*|advi[cs]e|which\s+(?:gpu|card|"
                 r"model)|what\s+(?:gpu|card))(?![a-z])|买|買|推荐|推薦|选|選|建议|建議")
"""Words of a buyer asking which card ("what do you suggest?", "which gpu should I buy", "推荐什么显卡")."""
TRAINING = re.compile(r"(?<![a-z])(?:train\w*|deep\s+learning|neural\s+net\w*|cnns?|rnns?|lstms?)(?![a-z])|训练|訓練|"
                      r"深度学习|深度學習|神经网络|神經網路|神經網絡")
"""Training said by a buyer read with no use case ("for training neural networks", "做深度学习训练"): read as
computer-vision research's floor, the higher of the two research uses."""


def _offer_line(tier: str, o: Offer, currency: str) -> Message:
    """One tier's pick (``entry``, ``middle``, ``big``): its card, memory and price, ``used`` said."""
    p = {"card": card_param(o.card.name), "memory": gb(o.card.memory_gb or 0.0),
         "price": Money(amount=o.price.amount, currency=currency)}
    used = o.price.condition == "used"
    if tier == "entry":
        return msg("ask.tiers.entry.used", "entry: {card} ({memory}, {price} used)", **p) if used else msg(
            "ask.tiers.entry", "entry: {card} ({memory}, {price})", **p)
    if tier == "middle":
        return msg("ask.tiers.middle.used", "middle: {card} ({memory}, {price} used)", **p) if used else msg(
            "ask.tiers.middle", "middle: {card} ({memory}, {price})", **p)
    return msg("ask.tiers.big", "most memory for the money: {card} ({memory}, {price} used)", **p)


def _picks(every: list[Offer]) -> tuple[Offer | None, Offer | None, Offer | None]:
    cards = [o for o in every if o.card.memory_gb and not o.card.is_system and o.card.manufacturer == "NVIDIA"]
    entry = min((o for o in cards if o.card.memory_gb == 12.0), key=lambda o: (o.price.amount, o.card.name),
                default=None)
    middle = max((o for o in cards if o.card.memory_gb == 16.0), key=lambda o: (o.value, -o.price.amount),
                 default=None)
    big = min((o for o in cards if o.card.memory_gb == 24.0 and o.price.condition == "used"),
              key=lambda o: (o.price.amount, o.card.name), default=None)
    return entry, middle, big


def tiers_reply(advisor: Advisor, text: str, read_as: ReadAs, market_id: str | None,
                ask_budget: Message) -> Message | None:
    """The three picks, then ``ask_budget`` (module docstring), for a buyer of a card to train on (use case
    :data:`TRAINING_USES`) with no budget, card, model or memory; ``None`` for any other question."""
    low = " ".join(text.lower().split())
    use_case = read_as.use_case or ("cv-research" if TRAINING.search(low) else None)
    if (read_as.command != "recommend" or use_case not in TRAINING_USES or read_as.cards or read_as.model
            or read_as.memory_gb or read_as.budget is not None or read_as.job or not BUY.search(low)):
        return None
    market = advisor.catalog.market(market_id if market_id in advisor.catalog.markets else None)
    entry, middle, big = _picks(list(pickable(tuple(offers(advisor.catalog, advisor.rules, market, use_case, None)))))
    if entry is None or middle is None or big is None:
        return None
    c = market.currency
    picks = join([_offer_line("entry", entry, c), _offer_line("middle", middle, c), _offer_line("big", big, c)],
                 "semicolon")
    said = msg("ask.tiers", "Without a budget, an NVIDIA card with 12 GB or more: {picks} — the cheapest 12 GB card, "
               "the most training speed per price at 16 GB, the cheapest 24 GB.", picks=picks)
    return msg("ask.tiers.reply", "{said} {ask}", said=said, ask=ask_budget)


__all__ = ["tiers_reply"]
