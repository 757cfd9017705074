"""One card a little over the budget beside a training split that leads (break35 #6, issue 28): a fine-tuning
buyer who did not ask for several cards is told when one card, at most :data:`advisor.stretch_words.LITTLE` over
the budget, holds the job alone — a split leads only because no single card within the budget holds it, and the
guide puts one bigger card before several small ones (D17 ``value.platform-cost``: the platform several cards need;
``multi.parallel-hard``: one job spread over several cards is hard to make fast).

Pure: a function of the answer's own values.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from . import i18n
from .i18n import Message, msg
from .models import Pick, Recommendation
from .stretch_words import LITTLE, over_share

#: the label keys of a split that trains one job (``advisor.routes.ROUTE_LABELS``)
SPLIT_TRAIN = frozenset({"routes.label.train-fsdp", "routes.label.train-fsdp-lora", "routes.label.train-fsdp-full"})


def one_over(r: Recommendation, top: Pick | None) -> Pick | None:
    """The stretch card that holds the training job alone a little over the budget while a split leads."""
    s = r.stretch
    if top is None or top.gpus < 2 or top.label is None or top.label.key not in SPLIT_TRAIN or s is None:
        return None
    if s.gpus != 1 or s.speed is None or s.speed.measure != "training" or top.speed is None:
        return None
    share = over_share(s.total_cost or s.price.amount, r.budget.market_amount)
    if share is None or share > LITTLE or s.speed.value <= top.speed.value:
        return None
    return s


def split_headline(r: Recommendation, top: Pick | None, budget: i18n.Money, headline: Message) -> Message:
    """``headline`` ("buy 2 x …") with the one card a little over the budget that holds the job alone, its
    price, how far over, both training speeds and the guide's rule ids; ``headline`` when there is none."""
    one = one_over(r, top)
    if one is None or top is None or top.speed is None or one.speed is None:
        return headline
    cost = one.total_cost or one.price.amount
    return msg("recommend.split-over", "{headline} No single desktop card within it holds the job; one {card} "
               "({price}, {over} over) holds it alone and trains faster ({one_speed:.2f}x against "
               "{split_speed:.2f}x): one bigger card before several small ones.",
               headline=headline, card=i18n.Card(value=one.card),
               price=i18n.Money(amount=cost, currency=one.price.currency),
               over=i18n.Money(amount=cost - r.budget.market_amount, currency=one.price.currency),
               one_speed=i18n.Number(value=round(one.speed.value, 2)),
               split_speed=i18n.Number(value=round(top.speed.value, 2)))


def geforce_split(configs: Sequence[Any]) -> Any | None:
    """The cheapest split of GeForce cards among sized training ``configs`` on a headline route, the way ``fits``
    lists beside a professional card (break35 #12: one truth across recommend and fits); ``None`` when none."""
    splits = [c for c in configs if c.headline and c.count > 1 and c.training is not None and c.card.line == "geforce"]
    return min(splits, key=lambda c: (c.total, c.name), default=None)


__all__ = ["SPLIT_TRAIN", "geforce_split", "one_over", "split_headline"]
