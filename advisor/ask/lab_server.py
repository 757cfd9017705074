"""A lab's budget far above one card (fix78b #5): "our lab has a 50k budget" was answered with one RTX 5090, and
"my professor's lab has $100k" with the consumer line's "poor value for an individual". A lab (:data:`advisor.ask.
lab_box.LAB`) with a budget of at least :data:`SERVER_CARDS` of the dearest consumer card is buying a server: the
ranking is of that many cards in shared machines (``recommend --gpus``, their boards and supplies priced by the
``value.platform-cost`` pricing), up to the biggest build the answers plan (``BIGGEST_BUILD_GPUS``, eight), and the
trade against one or two data-centre cards (NVLink, HBM, ECC and vendor support, against memory per dollar) is said
on the read-as line. Pure but for the catalog's prices.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import AdvisorError
from ..i18n import Money, msg
from ..recommend.notes import biggest_consumer_build
from ..recommend.ranking import BIGGEST_BUILD_GPUS
from .followups import converted, market_rates
from .lab_box import LAB

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import Question, ReadAs

_INDIVIDUAL = "rules.datacenter"
"""The data-centre card's "poor value for an individual" (``line.individual-avoid-pro``): no lab's word."""

SERVER_CARDS = 4
"""The fewest cards a lab's budget buys for it to be a server's (4-8 cards in shared machines), never one card's."""


def lab_server(advisor: Advisor, text: str, read_as: ReadAs, missing: list, market: str | None) -> ReadAs:
    """``read_as`` ranked as a lab's server (module docstring) when ``text`` says a lab whose budget buys at least
    :data:`SERVER_CARDS` of the dearest consumer card and no count, model or users are said; as it is otherwise."""
    budget = read_as.budget
    if (missing or read_as.command != "recommend" or budget is None or read_as.gpus not in (None, 1)
            or read_as.counts or read_as.users or read_as.model is not None or LAB.search(text.lower()) is None):
        return read_as
    catalog = advisor.catalog
    try:
        chosen = catalog.market(read_as.market or market if (read_as.market or market) in catalog.markets else None)
    except AdvisorError:
        return read_as
    build = biggest_consumer_build(catalog, chosen)
    at = budget if budget.currency == chosen.currency else converted(
        budget, chosen.currency, market_rates(advisor, chosen.id))  # "实验室有30万预算": in the market's dollars
    if build is None or at is None:
        return read_as
    price = next((p.amount for n, p in catalog.prices(chosen.id) if n == build[1] and p.pick), None)
    if price is None or at.amount < SERVER_CARDS * price:
        return read_as
    gpus = BIGGEST_BUILD_GPUS if at.amount >= build[0] else SERVER_CARDS
    note = msg("ask.lab.server", "A lab's {budget} is far above one card: it buys a server, {gpus} cards in shared "
               "machines with a job queue, ranked below. The data-centre alternative, one or two H100-class cards, "
               "brings NVLink, HBM, ECC memory and vendor support, at less memory per dollar than consumer cards.",
               budget=Money(amount=budget.amount, currency=budget.currency), gpus=gpus)
    return read_as.model_copy(update={"gpus": gpus, "notes": [*read_as.notes, note]})


def lab_compare(q: Question) -> Question:
    """``q`` (a comparison) with a lab's trade in place of "poor value for an individual" when its text says a lab
    with a budget ("my professor's lab has $100k, H100 or a bunch of 5090s?"): a server either way, several consumer
    cards or one or two data-centre cards, each side's gains said; ``q`` as it is otherwise."""
    answer, read_as = q.answer, q.read_as
    shape = getattr(answer, "shape", None)
    if (answer is None or shape is None or read_as is None or read_as.command != "compare" or read_as.budget is None
            or LAB.search(q.text.lower()) is None):
        return q
    dropped = [c for c in shape.decides if c.message.key == _INDIVIDUAL]
    if not dropped:
        return q
    budget = read_as.budget
    said = msg("ask.lab.compare", "For a lab's {budget} either is a server: several consumer cards give the most "
               "memory per dollar, linked over PCIe; one or two data-centre cards give NVLink, HBM, ECC memory and "
               "vendor support, in a server chassis that costs more.",
               budget=Money(amount=budget.amount, currency=budget.currency))
    decides = [c.model_copy(update={"message": said, "rule_id": "budget.datacenter"})
               if c.message.key == _INDIVIDUAL else c for c in shape.decides]
    return q.model_copy(update={"answer": answer.model_copy(update={"shape": shape.model_copy(update={
        "decides": decides})})})


__all__ = ["SERVER_CARDS", "lab_compare", "lab_server"]
