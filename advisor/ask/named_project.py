"""A training project named by its own name is answered from its own row, never as another model of its family
(issue 28, graded real question U22).

"Will training GET3D fit in its 24 GB?" on a planned RTX 4090 was answered as a GAN job with StyleGAN3's figures —
a model nobody asked about. ``data/owner_jobs.csv`` holds a project's own reported requirement (level ``reported``:
GET3D's README and issue 85: more than 16 GB trains it, four images a GPU, about 40 days for a full pretrain on one
RTX 3090) beside the family's published rows. :func:`named_project` answers from that row when the question names the
project: whether the card's memory holds what was reported, at what batch, and the reported time. A project
without a row stays the reader's and the family answer's.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .. import jobs
from ..concerns import DECIDING_WEIGHT
from ..i18n import Message, MessageParam, Money, Number, Quantity, Text, msg
from ..models import Caveat
from .reader_gate import gated

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs


def _named(text: str) -> jobs.JobRow | None:
    """The ``reported`` training row (a batch job) of ``data/owner_jobs.csv`` whose model ``text`` names as a word
    ("get3d", "GET3D"), or ``None``."""
    low = text.lower()
    for row in jobs._rows():
        if row.level == "reported" and row.batch is not None and re.search(
                rf"(?<![a-z0-9]){re.escape(row.model.lower())}(?![a-z0-9])", low):
            return row
    return None


def _not_one_card(advisor: Advisor, text: str, read_as: ReadAs, answer) -> bool:
    """:func:`named_project` says nothing: no short form, or not one card read."""
    return getattr(answer, "shape", None) is None or len(read_as.cards) != 1


@gated(_not_one_card, "answer")
def named_project(advisor: Advisor, text: str, read_as: ReadAs, answer):
    """``answer`` led by the named project's own reported requirement (module docstring) when ``text`` names one
    and one card is read; what the answer said before (another model's figures) leaves the short form. Unchanged
    otherwise."""
    shape = getattr(answer, "shape", None)
    row = _named(text)
    if shape is None or row is None or len(read_as.cards) != 1:
        return answer
    card = advisor.catalog.card(read_as.cards[0])
    memory = card.llm_memory_gb or card.memory_gb or 0.0
    note = jobs.SPEED_NOTES.get(row.speed_note)
    time: Message | Text = (msg("named-project.time", "; reported time: {note}", note=MessageParam(
        key=note.key, params=note.params)) if note is not None else Text(value=""))
    params = dict(model=Text(value=row.model), need=Quantity(value=row.vram_gb, unit="GB"),
                  batch=Number(value=row.batch or 0), memory=Quantity(value=memory, unit="GB"), time=time)
    head = (msg("named-project.holds", "{model} is reported to train in more than {need}, {batch:.0f} images a GPU: "
                "the card's {memory} holds that{time}.", **params) if memory > row.vram_gb else
            msg("named-project.short", "{model} is reported to train in more than {need}, {batch:.0f} images a GPU: "
                "the card's {memory} is under that, and no report says it trains there{time}.", **params))
    keep = [c for c in shape.decides if not _other_model(c.message, row)]
    if row.days_one_gpu is not None and row.days_one_gpu >= LONG_RUN_DAYS:  # a month-long run: rent for it (U22)
        rent = next((c for c in keep if c.message.key == "ask.cheaper.rent-month"), None)
        keep = [_rent_the_run(row, rent, read_as.own), *[c for c in keep if c is not rent]]
    new = shape.model_copy(update={"headline": head, "decides": keep, "caveats": [],
                                   "details": shape.details + 1 + len(shape.caveats)})
    return answer.model_copy(update={"shape": new})


LONG_RUN_DAYS = 14
"""Product choice: a reported run of this many days or more on one GPU is one to rent multi-GPU instances for (two
weeks and more of a card busy round the clock; ``cloud.own-vs-rent-2023``: renting wins for occasional long runs)."""


def _rent_the_run(row: jobs.JobRow, rent: Caveat | None, own: bool = False) -> Caveat:
    """The deciding line for a project whose reported full run takes :data:`LONG_RUN_DAYS` or more on one GPU: rent
    multi-GPU instances for that run, buy a card for fine-tuning and shorter runs — with what the whole run costs
    rented on the asked card (``rent``: :func:`advisor.ask.buying.rent_a_run`'s hourly price, ``data/rent_hourly.csv``)
    against its price, when the market rents it; an owner (``own``) is told their card suits the shorter work."""
    days = Number(value=row.days_one_gpu or 0)
    if own:
        said = msg("named-project.rent.own", "{model}'s full run takes about {days:.0f} days on one GPU: rent "
                   "multi-GPU instances for a run like that, and keep your card for fine-tuning and shorter runs.",
                   model=Text(value=row.model), days=days)
        return Caveat(rule_id="cloud.own-vs-rent-2023", weight=DECIDING_WEIGHT, message=said)
    if rent is None:
        said = msg("named-project.rent", "{model}'s full run takes about {days:.0f} days on one GPU: rent multi-GPU "
                   "instances for a run like that, and buy a card for fine-tuning and shorter runs.",
                   model=Text(value=row.model), days=days)
        return Caveat(rule_id="cloud.own-vs-rent-2023", weight=DECIDING_WEIGHT, message=said)
    p = rent.message.params
    hourly = p["hourly"]
    cost = Money(amount=round(getattr(hourly, "amount", 0.0) * 24 * (row.days_one_gpu or 0), -1), currency="USD")
    said = msg("named-project.rent.priced", "{model}'s full run takes about {days:.0f} days on one GPU: rent "
               "multi-GPU instances for a run like that (on one rented {card} at {hourly} an hour it costs at most "
               "about {cost}, against {price} to buy), and buy a card for fine-tuning and shorter runs.",
               model=Text(value=row.model), days=days, card=p["card"], hourly=hourly, cost=cost, price=p["price"])
    return rent.model_copy(update={"message": said})


def _other_model(message: Message, row: jobs.JobRow) -> bool:
    """Whether ``message`` speaks of another model of ``row``'s job (a StyleGAN3 figure beside GET3D)."""
    others = {r.model for r in jobs.rows(row.job)} - {row.model}
    return any(m in str(message.model_dump()) for m in others)
