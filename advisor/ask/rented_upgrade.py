"""A rented card's "upgrade" (issue 28 §2; fix70b, newuser28 #4): "my 3090 is rented on vast.ai, what should I upgrade
to for running 70b?" was answered "On your GeForce RTX 3090 … your card", with a second 3090 to add "with yours" and
no upgrade named. A card rented is nobody's to add to or sell: its upgrade is the next instance to rent — the cheapest
by the hour (``data/rent_hourly.csv``, RunPod on-demand, sourced) with more memory than the rented card and, where the
answer sized a model, enough for it — or a card to buy that holds the job alone (the ranking's own line). The lines
that add to the rented card are dropped, and so is the rent-or-buy caveat about the rented card itself. Pure."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..i18n import Date, Money, msg
from ..models import Fit
from ..wording import card_param, gb, join
from .buying import RENTED_SAID, _rows
from .word_gate import needs

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

UPGRADE = re.compile(r"(?<![a-z])(?:upgrade|upgrading|step\s+up|move\s+up\s+to|go\s+bigger|next\s+step)(?![a-z])|"
                     r"升级|升級|换什么|換什麼|换哪|換哪|换成|換成|换卡|換卡|换个|換個")
"""An upgrade asked ("what should I upgrade to", "升级成什么", "换什么卡")."""
_ON_RENTED = frozenset({"rig", "split"})
"""Ranking roles of the asker's card itself and of cards added beside it: moot for a card rented by the hour."""
_RENT_CAVEATS = frozenset({"ask.rent", "ask.rent.holds", "ask.rent.like", "ask.rent.offered"})
"""The caveats weighing renting the asked card against buying it (:func:`advisor.ask.buying.rent_beside`)."""


def _next_rented(advisor: Advisor, market: str, memory: float, need: float | None):
    """The cheapest row of ``data/rent_hourly.csv`` in ``market`` whose card has more than ``memory`` GB and at least
    ``need`` GB (when given), with that card; ``None`` when none does."""
    rows = []
    for row in _rows("rent_hourly.csv"):
        if row["market"] != market:
            continue
        card = advisor.card(row["card"])
        held = card.memory_gb or 0.0
        if held > memory and (need is None or held >= need):
            rows.append((float(row["usd_per_hour"]), card, row))
    return min(rows, key=lambda x: x[0])[1:] if rows else None


@needs(RENTED_SAID, unchanged="answer")  # a rented card said, or the answer as it is (perf35)
def rented_upgrade_first(advisor: Advisor, text: str, read_as: ReadAs, answer):
    """``answer`` led by a rented card's upgrade when ``text`` says the card is rented and asks an upgrade (module
    docstring): the next instance to rent with its hourly price and source date, then the card to buy that holds the
    job alone (its price here); the lines that add to the rented card dropped. ``answer`` itself otherwise."""
    shape = getattr(answer, "shape", None)
    low = text.lower()
    if shape is None or not read_as.cards or not RENTED_SAID.search(low) or not UPGRADE.search(low):
        return answer
    rented = advisor.card(read_as.cards[0])
    market = getattr(getattr(answer, "market", None), "id", None) or read_as.market or "current-us"
    need = answer.memory.total_gb if isinstance(answer, Fit) else None
    found = _next_rented(advisor, market, rented.memory_gb or 0.0, need)
    if found is None:
        return answer
    card, row = found
    lines = [msg("ask.rented-upgrade.rent", "You rent the {rented}, so an upgrade is a bigger instance to rent: {card} "
                 "({memory}) rents for about {hourly} an hour (RunPod on-demand, {date}).", rented=card_param(
                     rented.name), card=card_param(card.name), memory=gb(card.memory_gb or 0.0),
                 hourly=Money(amount=float(row["usd_per_hour"]), currency="USD", digits=2),
                 date=Date(value=row["as_of"]))]
    if need is not None:
        lines.append(msg("ask.rented-upgrade.need", "The job needs about {need}; the {rented} holds {held}.",
                         need=gb(round(need, 1)), rented=card_param(rented.name), held=gb(rented.memory_gb or 0.0)))
    ranking = [x for x in shape.ranking if x.role not in _ON_RENTED and x.adds is None and x.card != rented.name]
    buy = next((x for x in ranking if x.price is not None and (x.memory_gb or 0.0) > (rented.memory_gb or 0.0)), None)
    if buy is not None and buy.price is not None:
        lines.append(msg("ask.rented-upgrade.buy", "To buy one instead: {card} ({memory}) at {price} here; owning wins "
                         "in sustained, daily use.", card=card_param(buy.card), memory=gb(buy.memory_gb or 0.0),
                         price=Money(amount=buy.price.amount, currency=buy.price.currency)))
    caveats = [c for c in shape.caveats if c.message.key not in _RENT_CAVEATS]
    decides = [c for c in shape.decides if c.message.key not in _RENT_CAVEATS]
    return answer.model_copy(update={"shape": shape.model_copy(update={
        "headline": join(lines), "ranking": ranking, "caveats": caveats, "decides": decides})})


__all__ = ["UPGRADE", "rented_upgrade_first"]
