"""A laptop GPU's owner whose job does not fit it (issue 28, round 7, the breaker: "can a 4070 laptop run qwen3
14b" was offered desktop cards as upgrades): the cards ``fits`` ranks are desktop cards, a different machine, so
the answer says so and names the laptop GPU that holds the job (:func:`laptop_owner`). Pure: no I/O beyond the
tables read once."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..concerns import DECIDING_WEIGHT
from ..fits import need_gb
from ..i18n import Date, Money, msg
from ..models import Caveat, Fit
from ..wording import card_param, gb
from .fitted import LAPTOP_NAME, LAPTOP_YEARS
from .laptop_budget import _rows
from .laptop_train import laptop_train
from .models import ReadAs

if TYPE_CHECKING:
    from ..api import Advisor


def laptop_owner(advisor: Advisor, text: str, read_as: ReadAs, answer) -> list[Caveat]:
    """An owner of a laptop GPU whose job does not fit it ("can a 4070 laptop run qwen3 14b", round 7): the cards
    ``fits`` ranks are desktop cards, a different machine, so the answer says so and names the newest GeForce
    laptop GPU (of the last :data:`~advisor.ask.fitted.LAPTOP_YEARS` years) with the memory the job needs, with a
    laptop's "from" price where ``data/laptop_prices.csv`` has one; nothing for any other answer."""
    rig = getattr(answer, "rig", None)
    if not isinstance(answer, Fit) or rig is None or rig.way != "none" or len(rig.rig.cards) != 1 or (
            answer.task != "inference"):
        return laptop_train(advisor, answer)  # running a model: a fine-tune's cheaper ways (QLoRA) are the owner's
        # answer, said by fits; a fine-tune's desktop cards are said as such (fix50b)
    mine = advisor.card(rig.rig.cards[0].card)
    if not advisor.rules.is_laptop(mine):
        return []
    need = need_gb(answer.memory.total_gb)
    year = int(advisor.catalog.market(answer.market.id).as_of[:4])
    fit = []
    for name in advisor.catalog.card_rows:
        if not LAPTOP_NAME.search(name) or not name.startswith("GeForce"):
            continue
        card = advisor.card(name)
        if (card.memory_gb or 0) >= need and year - LAPTOP_YEARS <= int((card.release_date or "0")[:4]) <= year \
                and advisor.rules.is_laptop(card):
            fit.append(card)
    params = dict(card=card_param(mine.name), model=card_param(answer.model.name))
    if not fit:
        said = msg("ask.laptop.owner.none", "{card} is a laptop GPU: the cards listed are desktop cards, a different "
                   "machine, and no laptop GPU of today holds {model}.", **params)
    else:
        best = min(fit, key=lambda c: (c.memory_gb or 0, -int((c.release_date or "0")[:4]), c.name))
        priced = [p for p in _rows() if p.card == best.name and p.currency == answer.market.currency]
        if priced:
            said = msg("ask.laptop.owner.priced", "{card} is a laptop GPU: the cards listed are desktop cards, a "
                       "different machine; in a laptop, {other} ({memory}; laptops from {price}, {date} launch price) "
                       "holds {model}.", other=card_param(best.name), memory=gb(best.memory_gb or 0),
                       price=Money(amount=priced[0].amount, currency=priced[0].currency),
                       date=Date(value=priced[0].as_of), **params)
        else:
            said = msg("ask.laptop.owner", "{card} is a laptop GPU: the cards listed are desktop cards, a different "
                       "machine; in a laptop, {other} ({memory}) holds {model}.", other=card_param(best.name),
                       memory=gb(best.memory_gb or 0), **params)
    return [Caveat(rule_id="memory.by-task", weight=DECIDING_WEIGHT, message=said)]


__all__ = ["laptop_owner"]
