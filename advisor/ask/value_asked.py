"""Value asked with no budget (issue 28 §1): "which gpu has the best price per gb of vram", "best value gpu for llms",
"best bang for buck gpu for deep learning", "性价比最高的显卡" were only asked the budget back. The value asked is
answered first, from the market's own prices and the figures ``recommend`` ranks its best value by, then the budget
is asked for a ranking.

* The price of a GB of memory ("price per gb", "每GB"): the cards the rules recommend for the use (``recommend``'s
  pickable offers, the cheapest offer of each card), lowest price per GB first.
* Value in general: the cards ``recommend`` itself calls best value at a budget that holds them (its ``value`` pick
  at each recommended card's price, one GPU), most speed per price first — for LLMs decode tokens/s per 100 of the
  market's currency on the model the pick is sized on, for training the training index (RTX 4090 = 1.0) per 1,000.
  One truth: the card called best value here is the one ``recommend`` calls best value at that budget
  (:func:`value_picks`), with the very figure it ranks by (``Pick.performance_per_price``); no new figure.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..errors import AdvisorError
from ..i18n import Message, Money, Number, Text, msg
from ..recommend.ranking import cheapest_per_card, offers, pickable
from ..wording import card_param, gb, join
from .tier_picks import tiers_reply

if TYPE_CHECKING:
    from ..api import Advisor
    from ..models.recommendation import Pick
    from .models import ReadAs

VALUE = re.compile(r"best\s+value|bang\s+for\s+(?:the\s+|your\s+|my\s+)?bucks?|value\s+for\s+(?:the\s+)?money|"
                   r"price[\s/-]*(?:to[\s-]*)?performance|perf(?:ormance)?\s*(?:per|/)\s*(?:dollar|\$|price)|"
                   r"(?:price|cost|dollars?|usd|\$)\s*(?:per|/|a)\s*gb|per\s*gb|性价比|性價比|最划算|最劃算|"
                   r"每\s*(?:gb|g)\b|每\s*(?:gb|g)(?=显存|顯存|的|价|價)", re.I)
"""Words that ask which card is the best value, or the cheapest memory per GB."""
PER_GB = re.compile(r"(?:price|cost|dollars?|usd|\$)\s*(?:per|/|a)\s*gb|per\s*gb(?:\s+of)?\s*(?:vram|memory)?|"
                    r"每\s*(?:gb|g)|(?:显存|顯存)\s*(?:单价|單價)", re.I)
"""Words that ask the price of a GB of memory ("best price per gb of vram", "每GB显存最便宜")."""

SHOWN = 3
"""How many cards the answer names, each with its figure."""


def value_picks(advisor: Advisor, market_id: str, use_case: str) -> list[tuple[Pick, float]]:
    """The cards ``recommend`` calls best value (its ``value`` pick, one GPU) at a budget of each recommended
    card's price in ``market_id`` for ``use_case``, one per card, each with the budget (in the market's currency)
    it was called so at, most speed per price first (``Pick.performance_per_price``, what ``recommend`` ranks its
    best value by)."""
    market = advisor.catalog.market(market_id)
    found: dict[str, tuple[Pick, float]] = {}
    budgets = sorted({o.price.amount for o in cheapest_per_card(list(pickable(tuple(offers(
        advisor.catalog, advisor.rules, market, use_case, None)))))})
    for amount in budgets:
        try:
            answer = advisor.recommend(f"{amount:.0f} {market.currency}", market=market.id, use_case=use_case)
        except AdvisorError:
            continue
        for p in answer.picks:
            if p.role == "value" and p.gpus == 1 and p.speed is not None and p.card not in found:
                found[p.card] = (p, amount)
    return sorted(found.values(), key=lambda f: (-f[0].performance_per_price, f[0].price.amount, f[0].card))


def _figure(p: Pick, currency: str) -> Message:
    """One card's value figure, as ``recommend`` ranks it: tokens/s per 100 of ``currency`` on the model its speed
    is sized on, else the training index per 1,000."""
    assert p.speed is not None
    price = Money(amount=p.price.amount, currency=currency)
    if p.speed.measure == "image":  # an image job's pick: Stable Diffusion (or FLUX) it/s, as its ranking
        return msg("ask.value.item.image", "{card} ({price}, {memory}): {per:.2f} it/s per 100 {currency} (about "
                   "{speed:.1f} it/s on {model})", card=card_param(p.card), price=price, memory=gb(p.memory_gb or 0.0),
                   per=Number(value=p.speed.value / p.price.amount * 100), currency=Text(value=currency),
                   speed=Number(value=p.speed.value), model=card_param(p.speed.model or ""))
    if p.speed.measure == "decode":
        return msg("ask.value.item.decode", "{card} ({price}, {memory}): {per:.1f} tok/s per 100 {currency} "
                   "(about {speed:.0f} tok/s on {model})", card=card_param(p.card), price=price,
                   memory=gb(p.memory_gb or 0.0), per=Number(value=p.performance_per_price / 10),
                   currency=Text(value=currency), speed=Number(value=p.speed.value),
                   model=card_param(p.speed.model or ""))
    return msg("ask.value.item.training", "{card} ({price}, {memory}): training speed {per:.2f} per 1,000 {currency} "
               "({speed:.2f} × the {reference}'s speed)", card=card_param(p.card), price=price,
               memory=gb(p.memory_gb or 0.0),
               per=Number(value=p.speed.value / p.price.amount * 1000), currency=Text(value=currency),
               speed=Number(value=p.speed.value), reference=card_param(p.speed.reference or ""))


def _per_gb(advisor: Advisor, market_id: str, use_case: str) -> Message | None:
    """"Lowest price per GB of memory among the cards the rules recommend …" (module docstring); ``None`` when the
    market prices none."""
    market = advisor.catalog.market(market_id)
    cards = [o for o in cheapest_per_card(list(pickable(tuple(offers(advisor.catalog, advisor.rules, market,
                                                                      use_case, None)))))
             if o.card.memory_gb and not o.card.is_system]
    cards.sort(key=lambda o: (o.price.amount / (o.card.memory_gb or 1.0), o.price.amount, o.card.name))
    if not cards:
        return None
    items = [msg("ask.value.item.per-gb", "{card} ({memory}, {price}): {per} per GB", card=card_param(o.card.name),
                 memory=gb(o.card.memory_gb or 0.0), price=Money(amount=o.price.amount, currency=market.currency),
                 per=Money(amount=round(o.price.amount / (o.card.memory_gb or 1.0), 1), currency=market.currency))
             for o in cards[:SHOWN]]
    return msg("ask.value.per-gb", "Lowest price per GB of memory among the cards the rules recommend here: {items}.",
               items=join(items, "semicolon"))


def value_reply(advisor: Advisor, text: str, read_as: ReadAs, market_id: str | None,
                ask_budget: Message) -> Message | None:
    """The value asked, then ``ask_budget`` (module docstring), for a question asking value with no budget, no card
    and no model; a training buyer's pick per step (:func:`advisor.ask.tier_picks.tiers_reply`) when no value is
    asked; ``None`` for any other question (or when the market prices nothing the rules recommend)."""
    if read_as.command != "recommend" or not VALUE.search(text):  # a training buyer: a pick per step (fix85b #2)
        return tiers_reply(advisor, text, read_as, market_id, ask_budget)
    market = market_id if market_id in advisor.catalog.markets else advisor.catalog.default_market
    use_case = read_as.use_case or "general"
    if PER_GB.search(text):
        said = _per_gb(advisor, market, use_case)
    else:
        picks = [p for p, _ in value_picks(advisor, market, use_case)]
        currency = advisor.catalog.market(market).currency
        said = None if not picks else msg(
            "ask.value.best", "Best value here: {best}. Next: {others}.", best=_figure(picks[0], currency),
            others=join([_figure(p, currency) for p in picks[1:SHOWN]], "semicolon")) if len(picks) > 1 else msg(
            "ask.value.best.one", "Best value here: {best}.", best=_figure(picks[0], currency))
    return None if said is None else msg("ask.value.reply", "{said} {ask}", said=said, ask=ask_budget)


__all__ = ["PER_GB", "SHOWN", "VALUE", "value_picks", "value_reply"]
