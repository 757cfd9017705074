"""Renting a job, asked as the question (break32 #16, issue 28): "how much to rent h100 for 70b lora" said the rate of
one H100, on which that LoRA (about 153.7 GB) does not fit, with a 32,810 USD purchase ranked below; "rent vs buy for
training llama 8b full finetune" said no hourly figure first, only a buy list (the rent note last).

A question that asks what renting costs, or weighs renting against buying, about a sized job (a model and a task:
the ``fits`` answer, :class:`~advisor.models.Fit`) is answered with the hourly rent of a set-up that holds the job —
the count of the card asked about that holds it (the fits answer's own way of that card, else as many as its memory
adds up to, sharded or split by layers), or, no card named, the cheapest such set-up by the hour among the ways that
hold it — from the market's rent table (``data/rent_hourly.csv``: RunPod on-demand, each row dated and sourced), per
card, for a day and for a month round the clock; when buying is weighed too, how many hours of that rent the cheapest
way to buy here pays for (the break-even). Said first (:func:`advisor.ask.buying.with_buyer_facts`); the one-card
rate it replaces is left out. Pure; nothing for another answer, a job one named card holds alone (the card's own
rate answers it: :mod:`advisor.ask.rent_cost`), a market that does not rent, or no rented card that holds it.
"""

from __future__ import annotations

import math
import re
from typing import TYPE_CHECKING

from ..concerns import DECIDING_WEIGHT
from ..fits.memory import need_gb
from ..fits.parsing import TASK_LABEL_MESSAGES
from ..fits.rent_instead import RENT_INSTEAD
from ..fits.ways import usable
from ..i18n import Card as CardParam
from ..i18n import Date, Money, Number, Quantity, Text, msg
from ..models import Caveat, Fit
from ..thresholds import HEADROOM_GB
from .how_many import rig_count
from .rent_cost import DAY_HOURS, RENT_OR_BUY, asks_rent_cost, month_cost, rent_rows
from .rig_cost import asks_rig_rent

if TYPE_CHECKING:
    from ..api import Advisor
    from ..models import FitCard
    from .models import ReadAs

RENT_JOB = "ask.rent-job"
"""The key prefix of :func:`rent_job`'s sentences."""
MOST = 8
"""The most GPUs one rented machine holds (an 8-GPU node, :data:`advisor.fits.rent_node.NODE`)."""
WEIGHS_BUY = re.compile(r"(?<![a-z])(?:buy|buying|own|owning|purchase|purchasing|break[\s-]?even|worth\s+buying)"
                        r"(?![a-z])|买|買|购买|購買|回本")
"""Buying weighed beside renting ("rent vs buy", "or should I buy", "租还是买", "多久回本")."""


CHEAPEST_WAY = re.compile(r"(?<![a-z])(?:cheapest|cheaper|least\s+expensive|budget)\s+(?:way|option|route|setup|"
                          r"set-up)|(?<![a-z])(?:cheapest|cheaply|on\s+the\s+cheap)(?![a-z])|最便宜|最省钱|最省錢|最划算")
"""The cheapest way asked ("cheapest way to qlora llama 70b", "70b微调最便宜的方案"): renting is one (fix68d #9)."""


def _cheapest_rent(answer: Fit) -> list[Caveat]:
    """The fits answer's renting sentence (:data:`~advisor.fits.rent_instead.RENT_INSTEAD`: a full fine-tune, or a
    LoRA no consumer card holds alone) as a deciding fact, when the question asks the cheapest way (fix68d #9: "cheapest
    way to qlora llama 70b" listed cards to buy only); ``[]`` when the answer has none."""
    said = next((r for r in answer.reasons if r.message.key == RENT_INSTEAD), None)
    if said is None:
        return []
    return [Caveat(rule_id=said.rule_id, weight=DECIDING_WEIGHT, message=said.message)]


def _holds(way: FitCard) -> bool:
    """Whether a way of the fits answer holds the job with room (not tight, no server module, no card the rules
    turn down for it)."""
    return usable(way) and not way.tight and not way.server_module


def _named_rig(advisor: Advisor, fit: Fit, card: str) -> int | None:
    """How many ``card`` hold ``fit``'s job: its fewest-card way in the answer, else as many as the job's memory
    needs with the headroom every fit keeps (:data:`~advisor.thresholds.HEADROOM_GB` a card), at most :data:`MOST`;
    ``None`` when no count that large holds it, or the card's memory is not known."""
    counts = [w.count for w in fit.cards if w.card == card and not w.tight]
    if counts:
        return min(counts)
    memory = advisor.card(card).memory_gb or 0.0
    if memory <= HEADROOM_GB:
        return None
    n = math.ceil(fit.memory.total_gb / (memory - HEADROOM_GB))
    return n if n <= MOST else None


def rent_job(advisor: Advisor, text: str, read_as: ReadAs, answer) -> list[Caveat]:
    """The hourly rent of a set-up that holds the job asked about (module docstring), as a deciding fact keyed
    :data:`RENT_JOB`; ``[]`` otherwise."""
    low = text.lower()
    if not isinstance(answer, Fit) or read_as.own or rig_count(read_as):  # cards had, or a count said (rent_cost)
        return []
    if not (asks_rent_cost(text) or asks_rig_rent(text) or RENT_OR_BUY.search(low)):
        return _cheapest_rent(answer) if CHEAPEST_WAY.search(low) else []
    market = advisor.catalog.market(answer.market.id or None)
    rates = {r["card"]: r for r in rent_rows() if r["market"] == market.id}
    if not market.policy.rent or not rates:
        return []
    named = read_as.cards[-1] if read_as.cards else None
    if named is not None and named in rates:  # the card asked about: as many as hold the job (one that holds it
        card = named  # alone: rent_cost says its rate)
        count = _named_rig(advisor, answer, card)
        if count is None or count < 2:
            return []
        row = rates[card]
    else:  # no card named, or one not rented here: the cheapest set-up by the hour among the ways that hold it
        rented = [(w, rates[w.card]) for w in answer.cards if w.card in rates and _holds(w) and w.count <= MOST]
        if not rented:
            return []
        way, row = min(rented, key=lambda x: (float(x[1]["usd_per_hour"]) * x[0].count, x[0].count, x[0].card))
        card, count = way.card, way.count
    each = float(row["usd_per_hour"])
    hourly = each * count
    rig = CardParam(value=card) if count == 1 else msg("owned.rig.count", "{count:.0f} × {card}",
                                                       count=Number(value=count), card=CardParam(value=card))
    params = dict(rig=rig, model=Text(value=answer.model.name), task=TASK_LABEL_MESSAGES[answer.task],
                  need=Quantity(value=need_gb(answer.memory.total_gb), unit="GB", digits=1),
                  hourly=Money(amount=round(hourly, 2), currency="USD", digits=2),
                  each=Money(amount=each, currency="USD", digits=2), date=Date(value=row["as_of"]),
                  day=Money(amount=round(hourly * DAY_HOURS), currency="USD"),
                  month=Money(amount=month_cost(hourly), currency="USD"), card=CardParam(value=card),
                  count=Number(value=count))
    if named is not None and named != card:
        said = msg("ask.rent-job.like", "Renting for {model}, {task} (about {need}): {named} is not rented by the hour "
                   "here; the cheapest set-up by the hour that holds it is {rig}, about {hourly} an hour on demand "
                   "({each} a card, RunPod, {date}): about {day} a day, {month} a month round the clock.",
                   named=CardParam(value=named), **params)
    elif named is not None:
        said = msg("ask.rent-job.named", "Renting for {model}, {task} (about {need}): one {card} does not hold it, "
                   "{rig} do — about {hourly} an hour on demand ({each} a card, RunPod, {date}): about {day} a day, "
                   "{month} a month round the clock.", **params)
    else:
        said = msg("ask.rent-job", "Renting for {model}, {task} (about {need}): the cheapest set-up by the hour that "
                   "holds it is {rig}, about {hourly} an hour on demand ({each} a card, RunPod, {date}): about {day} "
                   "a day, {month} a month round the clock.", **params)
    out = [Caveat(rule_id="cloud.own-vs-rent-2023", weight=DECIDING_WEIGHT, message=said)]
    bought = [w for w in answer.cards if _holds(w) and w.total_price is not None and w.price is not None
              and w.price.currency == "USD"]
    if WEIGHS_BUY.search(low) and bought:  # the break-even: the hours of that rent the cheapest way that works (the
        # ranking's first, answer.cheapest), else the cheapest that holds it, pays for
        buy = answer.cheapest if answer.cheapest in bought else min(bought, key=lambda w: (w.total_price or 0.0,
                                                                                           w.card))
        buy_rig = CardParam(value=buy.card) if buy.count == 1 else msg(
            "owned.rig.count", "{count:.0f} × {card}", count=Number(value=buy.count), card=CardParam(value=buy.card))
        hours = (buy.total_price or 0.0) / hourly
        out.append(Caveat(rule_id="cloud.own-vs-rent-2023", weight=DECIDING_WEIGHT, message=msg(
            "ask.rent-job.buy", "Buying instead: the cheapest way that works here, {buy} for {price}, pays for "
            "about {hours:,.0f} hours of that rent (about {days:,.0f} days round the clock): buy if it will run "
            "longer than that, rent for less.", buy=buy_rig,
            price=Money(amount=buy.total_price or 0.0, currency="USD"), hours=Number(value=round(hours, -1)),
            days=Number(value=round(hours / DAY_HOURS)))))
    return out


BUYS = ("fits.split", "shape.fit.option", "shape.fit.cheaper-option")
"""A fits answer's notes that name a purchase (several cards to buy, a card for a cheaper way to fit, its price):
under "how much to rent …" none — renting answers it (break33 #12: "how much to rent h100 for 70b lora" ended with a
1,639 USD box to buy, in Chinese with 2 × RTX PRO 6000 at 32,810 USD)."""


def rent_shape(shape, lead: list[Caveat], read_as: ReadAs):
    """``shape`` under a :func:`rent_job` headline: the rent note of the fits answer said once (it leads now), and,
    when buying is not weighed ("how much to rent …"), no purchase listed — only the cards asked about stay ranked
    (break32 #16: a 32,810 USD buy under "how much to rent"); ``shape`` itself under another headline."""
    keys = {f.message.key for f in lead}
    if not any(k.startswith(RENT_JOB) for k in keys):
        return shape
    update: dict = {"caveats": [c for c in shape.caveats if c.message.key != RENT_INSTEAD]}
    if "ask.rent-job.buy" not in keys:
        update["ranking"] = [line for line in shape.ranking if line.card in read_as.cards and (line.gpus or 1) <= 1]
        update["caveats"] = [c for c in update["caveats"] if not c.message.key.startswith(BUYS)]  # (break33 #12)
    return shape.model_copy(update=update)


__all__ = ["BUYS", "RENT_JOB", "WEIGHS_BUY", "rent_job", "rent_shape"]
