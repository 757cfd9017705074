"""What renting costs, asked as the question (answers38 #6): "8x h100 rent cost per hour" got a verdict on the H100
module ("NOT RECOMMENDED — a server part") with the rental figure second, inside buying advice. A question that asks
the price of renting hardware ("rent cost", "how much to rent", "rental price per hour", "租8张H100每小时多少钱") is
answered first with the hourly rate of the market's rent table (``data/rent_hourly.csv``: RunPod on-demand, dated,
sourced) times the count asked, per card and for a day and a month round the clock; the card's verdict follows it
(:func:`advisor.ask.buying.with_buyer_facts`). Hardware the table does not list is answered with the cheapest listed
card with at least its memory and speed, said as another card. Pure; nothing when no rent price is asked, no card is
named, or the market does not rent.
"""

from __future__ import annotations

import csv
import re
from typing import TYPE_CHECKING

from ..catalog.inputs import data_dir
from ..concerns import DECIDING_WEIGHT
from ..i18n import Date, Money, msg
from ..kinds import MAX_GPUS
from ..models import Caveat, Recommendation
from ..wording import card_param, gb
from .how_many import rig_count
from .reader_gate import gated
from .rent_said import stated_hourly
from .rig_cost import asks_rig_rent

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

RENT_COST = re.compile(
    r"(?<![a-z])(?:(?:rent|rental|renting|hire|cloud)\s+(?:\w+\s+){0,2}?(?:cost|costs|price|prices|pricing|rate|rates|"
    r"per\s+hour|an\s+hour|/\s*h(?:ou)?r|hourly)|(?:cost|price|pricing)\s+(?:\w+\s+){0,2}?(?:to\s+)?rent(?:ing|al)?|"
    r"how\s+much\s+(?:\w+\s+){0,3}?(?:to\s+)?rent(?:ing|al)?|(?:hourly|per[\s-]hour)\s+(?:rent(?:al)?|price|cost|rate)"
    r")(?![a-z])|租(?:[^\n。？?！!，,]{0,24}?)(?:多少钱|多少錢|价格|價格|费用|費用|每小时|每小時|一小时|一小時|每个小时|每個小時)|"
    r"(?:每小时|每小時|一小时|一小時)\S{0,8}租")
"""Words asking what renting costs ("rent cost per hour", "how much to rent", "租H100每小时多少钱")."""
RENT_OR_BUY = re.compile(r"(?<![a-z])(?:rent(?:ing)?\s+(?:it\s+)?(?:or|vs\.?|versus)\s+(?:buy|buying|own|owning|"
                         r"purchase)|(?:buy|buying|own|owning|purchase)\s+(?:it\s+|one\s+)?(?:or|vs\.?|versus)\s+"
                         r"rent(?:ing)?)(?![a-z])|租还是买|租還是買|买还是租|買還是租|租用还是购买|租用還是購買")
"""Renting weighed against buying as the question itself ("should I rent or buy a 4090?", "租还是买")."""
DAY_HOURS = 24
MONTH_HOURS = 720
"""Hours in a day and in a month round the clock: one basis everywhere (break33 #11), 30 days x 24 h = 720 h — the
month every rent sentence says ("24 h a day for 30 days", "(720 h)"), never 730 h (a year / 12) beside it."""


def month_cost(hourly: float) -> float:
    """A month round the clock at ``hourly`` (:data:`MONTH_HOURS`), to the dollar as every rent-vs-buy figure is
    (break34 #17: "每月 US$860" in the rent answer beside "约花 US$864" for the same 30 days): one rounding, one
    figure."""
    return float(round(hourly * MONTH_HOURS))


def rent_rows() -> tuple[dict[str, str], ...]:
    """The rows of ``data/rent_hourly.csv``."""
    with open(data_dir() / "rent_hourly.csv", newline="", encoding="utf-8") as fh:
        return tuple(csv.DictReader(fh))


def rented_like(advisor: Advisor, market: str, card):
    """The cheapest card the rent table lists by the hour in ``market`` with at least ``card``'s memory and its
    training speed (the market's performance table), and its row; ``None`` when none is, or ``card`` has no
    speed figure to hold it to."""
    perf = advisor.catalog.performance.get(card.name)
    if perf is None or not card.memory_gb:
        return None
    like = []
    for r in rent_rows():
        other = advisor.card(r["card"])
        theirs = advisor.catalog.performance.get(other.name)
        if r["market"] == market and theirs is not None and theirs.relative >= perf.relative and (
                other.memory_gb or 0.0) >= card.memory_gb:
            like.append((other, r))
    return min(like, key=lambda x: float(x[1]["usd_per_hour"])) if like else None



def asks_rent_cost(text: str) -> bool:
    """Whether ``text`` asks what renting costs (:data:`RENT_COST`)."""
    return bool(RENT_COST.search(text.lower()))


def _no_card_asked(advisor: Advisor, text: str, read_as: ReadAs, answer) -> bool:
    """:func:`rent_cost` says nothing: no card read, or a recommendation."""
    return not read_as.cards or isinstance(answer, Recommendation)


@gated(_no_card_asked)
def rent_cost(advisor: Advisor, text: str, read_as: ReadAs, answer) -> list[Caveat]:
    """The rent price asked (module docstring) for the hardware of ``read_as`` (the last card named, as many as
    asked), as a deciding fact keyed ``ask.rent-cost*``; ``[]`` otherwise."""
    if not (asks_rent_cost(text) or asks_rig_rent(text)) or not read_as.cards or isinstance(answer, Recommendation):
        return []
    market = advisor.catalog.market(getattr(getattr(answer, "market", None), "id", None) or None)
    if not market.policy.rent:
        return []
    card, count = read_as.cards[-1], rig_count(read_as) or max(1, read_as.gpus or 1)  # how many asked before too
    row = next((r for r in rent_rows() if r["market"] == market.id and r["card"] == card), None)
    other = None
    if row is None:
        like = rented_like(advisor, market.id, advisor.card(card))
        if like is None:
            return []
        other, row = like
    each = float(row["usd_per_hour"])
    hourly = each * count
    hardware = card_param(card) if count == 1 else msg("compare.several.side", "{count} x {card}", count=count,
                                                       card=card_param(card))
    params = dict(hardware=hardware, hourly=Money(amount=round(hourly, 2), currency="USD", digits=2),
                  each=Money(amount=each, currency="USD", digits=2), date=Date(value=row["as_of"]),
                  day=Money(amount=round(hourly * DAY_HOURS), currency="USD"),
                  month=Money(amount=month_cost(hourly), currency="USD"))
    stated = stated_hourly(text) if other is None else None
    if stated is not None:  # "每小时2.5美元": the asker's price used, the table's said beside it (newuser28 #3)
        said = msg("ask.rent-cost.stated", "Renting {hardware} at the {stated} an hour you said (RunPod on-demand "
                   "lists about {hourly}, {date}): about {day} a day, {month} a month round the clock.",
                   **{**params, "stated": Money(amount=round(stated * count, 2), currency="USD", digits=2),
                      "day": Money(amount=round(stated * count * DAY_HOURS), currency="USD"),
                      "month": Money(amount=month_cost(stated * count), currency="USD")})
    elif other is not None and count == 1:
        said = msg("ask.rent-cost.like.one", "Renting {hardware}: it is not listed by the hour here; {other} "
                   "({memory}, at least its memory and speed) rents for about {hourly} an hour (RunPod on-demand, "
                   "{date}): about {day} a day, {month} a month round the clock.",
                   other=card_param(other.name), memory=gb(other.memory_gb or 0.0), **params)
    elif other is not None:
        said = msg("ask.rent-cost.like", "Renting {hardware}: it is not listed by the hour here; {other} ({memory}, at "
                   "least its memory and speed) rents for about {each} an hour a card (RunPod on-demand, {date}), "
                   "so {hourly} an hour for as many: about {day} a day, {month} a month round the clock.",
                   other=card_param(other.name), memory=gb(other.memory_gb or 0.0), **params)
    elif count > 1:
        said = msg("ask.rent-cost.several", "Renting {hardware} costs about {hourly} an hour ({each} a card, RunPod "
                   "on-demand, {date}): about {day} a day, {month} a month round the clock.", **params)
    else:
        said = msg("ask.rent-cost", "Renting {hardware} costs about {hourly} an hour (RunPod on-demand, {date}): "
                   "about {day} a day, {month} a month round the clock.", **params)
    if count > MAX_GPUS:  # 28 x 3090 by the hour is no one rental (break22 #4): as many machines, or a node
        node = max((r for r in rent_rows() if r["market"] == market.id), key=lambda r: (
            advisor.card(r["card"]).memory_gb or 0.0, -float(r["usd_per_hour"])))
        said = msg("ask.rent-cost.nodes", "{said} That is {machines:.0f} machines of at most {most:.0f} cards, joined "
                   "over the network (a multi-node job); the usual way is a data-centre node of {most:.0f} x {node} "
                   "({memory} each, {node_hourly} an hour for the node).", said=said,
                   machines=-(-count // MAX_GPUS), most=MAX_GPUS, node=card_param(node["card"]),
                   memory=gb(advisor.card(node["card"]).memory_gb or 0.0),
                   node_hourly=Money(amount=round(float(node["usd_per_hour"]) * MAX_GPUS, 2), currency="USD",
                                     digits=2))
    return [Caveat(rule_id="cloud.own-vs-rent-2023", weight=DECIDING_WEIGHT, message=said)]


__all__ = ["RENT_COST", "RENT_OR_BUY", "asks_rent_cost", "rent_cost", "rent_rows", "rented_like"]
