"""A machine weighed against "nvidia" beside a budget, or for image work (issue 28, break26 #15, #16).

"Mac studio or nvidia for llama inference, budget 3000" assumed the Mac Studio a bare "mac studio" names (the M5 Ultra,
5,499 USD) and answered a recommendation that never weighed it: the Mac it assumed costs almost twice the budget.
Here, for :func:`advisor.ask.platform_vs.platform_choice`:

- :func:`machine_within`: a machine assumed for its bare name (the name index's ``name_default.*`` or ``names.fits``
  note) that costs more than the budget is swapped for the same product's model within the budget with the most
  memory (the first limit for local models; then the faster memory, then the newer price), said on the read-as line;
  none within it: the machine stays, and the comparison says its price is over the budget
  (:func:`advisor.ask.verdicts.over_budget`), the read-as line naming its smaller models the catalogue has no
  price for (break28 #20: the base M4 Mac mini);
- :func:`nvidia_pick`: the NVIDIA side is the first CUDA card (or pair) ``recommend`` ranks for the job within the
  budget; with no budget (image work), within the machine's price — for "stable diffusion" ranked by image speed,
  never by LLM decode.

Pure but for the advisor's own answers."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..errors import AdvisorError
from ..i18n import Card, ListOf, Message, Money, UserText, msg
from ..shown import shown_price
from .followups import converted, market_rates
from .models import ReadAs

if TYPE_CHECKING:
    from ..api import Advisor


def nvidia_card(advisor: Advisor, name: str) -> bool:
    """Whether ``name`` is an NVIDIA card (no whole machine: a DGX Spark is NVIDIA's, but no card to weigh)."""
    try:
        card = advisor.card(name)
    except AdvisorError:
        return False
    return card.manufacturer.upper() == "NVIDIA" and not card.is_system


def _limit(advisor: Advisor, read_as: ReadAs, market_id: str, currency: str) -> float | None:
    """The budget of ``read_as`` in ``currency`` (the market's), or ``None`` without a budget or a rate."""
    budget = read_as.budget
    if budget is None:
        return None
    if budget.currency == currency:
        return budget.amount
    at = converted(budget, currency, market_rates(advisor, market_id))
    return at.amount if at is not None else None


def _priced(advisor: Advisor, market_id: str, name: str) -> float | None:
    price = shown_price(advisor.catalog.price_of(market_id, name))
    return price.amount if price is not None else None


def _typed(note: Message) -> str:
    """The words a machine was assumed for: a ``name_default.<words>`` key's tail, or ``names.fits``' query."""
    query = note.params.get("query")
    return str(getattr(query, "value", "")) if note.key == "names.fits" else note.key.split(".", 1)[1]


def machine_within(advisor: Advisor, read_as: ReadAs, machine: str, market: str | None) -> tuple[str, list[Message]]:
    """``machine`` and the read-as notes, the machine swapped for the one within the budget (module docstring)."""
    notes = list(read_as.notes)
    assumed = next((n for n in notes if n.key.startswith("name_default.") or (
        n.key == "names.fits" and getattr(n.params.get("card"), "value", None) == machine)), None)
    m = advisor.catalog.market(read_as.market or market if (read_as.market or market) in advisor.catalog.markets
                               else None)
    limit = _limit(advisor, read_as, m.id, m.currency)
    price = _priced(advisor, m.id, machine)
    if assumed is None or limit is None or price is None or price <= limit:
        return machine, notes
    product = machine.split(" (")[0]
    within, unpriced = [], []
    memory = advisor.card(machine).memory_gb or 0.0
    for name in advisor.names.names:
        if not name.startswith(product + " ("):
            continue
        card = advisor.card(name)
        if (cost := _priced(advisor, m.id, name)) is None:
            if (card.memory_gb or 0.0) <= memory:  # a smaller model of it may cost less: never priced here
                unpriced.append(name)
        elif cost <= limit:
            within.append((card.memory_gb or 0.0, card.bandwidth_gb_s or 0.0, cost, name))
    if not within:
        return machine, notes + ([msg(
            "ask.platform.machine-unpriced", "No {product} is priced within {budget} here (the catalogue has no price "
            "for {cards}), so {machine} is weighed at its price.", product=UserText(value=product),
            budget=Money(amount=read_as.budget.amount, currency=read_as.budget.currency),
            cards=ListOf(items=[Card(value=n) for n in sorted(unpriced)], style="and"), machine=Card(value=machine))]
            if unpriced and read_as.budget is not None else [])
    _, _, cost, name = max(within)
    said = read_as.budget
    assert said is not None
    note = msg("ask.platform.machine-in-budget", "“{typed}” read as {machine} ({price}), the most memory within "
               "{budget}.", typed=UserText(value=_typed(assumed)), machine=Card(value=name),
               price=Money(amount=cost, currency=m.currency), budget=Money(amount=said.amount, currency=said.currency))
    return name, [note if n is assumed else n for n in notes]


def nvidia_pick(advisor: Advisor, read_as: ReadAs, machine: str, use_case: str,
                market: str | None) -> tuple[str, int, Callable[[UserText], Message]] | None:
    """The NVIDIA side (module docstring): its card, how many, and its read-as note for the words typed."""
    m = advisor.catalog.market(read_as.market or market if (read_as.market or market) in advisor.catalog.markets
                               else None)
    if read_as.budget is not None:
        amount, currency = read_as.budget.amount, read_as.budget.currency
    elif (price := _priced(advisor, m.id, machine)) is not None:
        amount, currency = price, m.currency
    else:
        return None
    model = read_as.model.name if read_as.model is not None and read_as.model.params_b > 0 else None
    try:
        rec = advisor.recommend(f"{amount:.0f} {currency}", market=m.id, use_case=use_case, model=model,
                                task=read_as.task if model is not None else None)
    except AdvisorError:
        return None
    pick = next((p for p in rec.picks if nvidia_card(advisor, p.card)), None)
    if pick is None:
        return None
    money = Money(amount=amount, currency=currency)
    job = msg("ask.platform.job.image", "image generation") if use_case == "image" else msg(
        "ask.platform.job.llm", "LLMs")

    def note(typed: UserText) -> Message:
        if read_as.budget is not None:
            said = msg("owned.rig.count", "{count:.0f} × {card}", count=pick.gpus, card=Card(
                value=pick.card)) if pick.gpus > 1 else Card(value=pick.card)
            return msg("ask.platform.card-in-budget", "“{typed}” read as {card}, the first CUDA pick for {job} within "
                       "{budget}.", typed=typed, card=said, job=job, budget=money)
        return msg("ask.platform.card-at-price.job", "“{typed}” read as the NVIDIA card at a similar price: {card}, "
                   "the first CUDA card ranked for {job} within {machine}'s {price}.", typed=typed,
                   card=Card(value=pick.card), job=job, machine=Card(value=machine), price=money)

    return pick.card, pick.gpus, note

