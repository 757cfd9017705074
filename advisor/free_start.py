"""A free notebook GPU beside the cheapest card (issue 28: a sized job asked with no budget and no card).

"What's the cheapest GPU to fine-tune a 7B?" has two answers an expert gives together: the cheapest card
that holds the job, and that a free notebook's GPU already holds it — Google Colab's and Kaggle's free T4
has 16 GB (``data/free_tiers.csv``: ``gpu``, ``gpu_memory_gb``, ``gpu_source``). :func:`free_start` says
the second when the job fits that GPU with the headroom a fit needs (:data:`advisor.thresholds.HEADROOM_GB`).
"""

from __future__ import annotations

from typing import Any

from .fits import Estimate, need_gb
from .i18n import Card, ListOf, Message, Money, Number, Quantity, Text, msg
from .thresholds import HEADROOM_GB


def free_start(est: Estimate, services: list[dict[str, str]]) -> tuple[Message, str] | None:
    """The sentence that the free notebooks of ``services`` (rows of ``data/free_tiers.csv`` the user can
    reach) hold the sized job ``est`` (GB), with the row's source — an inference job is told to buy once it runs every
    day, never "once you train" (judge27 #03); ``None`` when no listed service has a GPU
    whose memory holds the job's total plus :data:`HEADROOM_GB`."""
    need = need_gb(est.total)
    fit = [r for r in services if r.get("gpu_memory_gb") and need + HEADROOM_GB <= float(r["gpu_memory_gb"])]
    if not fit:
        return None
    first = fit[0]
    fp16 = est.task in ("lora", "full-finetune") and est.precision == "bf16"  # a T4 (Turing) has no BF16
    when = (msg("fits.free-tier.run", "buy a card once you run it every day") if est.task == "inference" else
            msg("fits.free-tier.train", "buy a card once you train most days"))  # never "train" for inference (#03)
    return msg("fits.free-tier", "To start for free: {services} give a {gpu} ({memory}), which holds this job "
               "(about {need}){fp16}, in time-limited sessions; {when}.", when=when,
               services=ListOf(items=[Text(value=r["name"]) for r in fit], style="and"),
               gpu=Text(value=first["gpu"]), memory=Quantity(value=float(first["gpu_memory_gb"]), unit="GB"),
               need=Quantity(value=need, unit="GB"),
               fp16=msg("fits.free-tier.fp16", " in fp16, as it has no BF16") if fp16 else Text(value="")), \
        first.get("gpu_source") or "data/free_tiers.csv"


def _tok_s(value: float) -> Quantity:
    """A decode speed as a headline says it (one decimal under 10 tokens/s)."""
    return Quantity(value=round(value, 1 if value < 10 else 0), unit="tok/s", digits=1 if value < 10 else 0)


def nothing_headline(r: Any, budget: Any, use_case: Any) -> Message:
    """The headline of a :class:`~advisor.models.Recommendation` with no pick within its ``budget``
    (``i18n.Money``): with nothing to spend and a card to buy next (``r.stretch``, the cheapest card worth
    buying that holds the job: ``r.min_memory_gb``), the free start and that card — the answer to "what GPU
    do I need for this tutorial?" is not "nothing within 0 USD is worth buying" (F09); else that nothing
    within the budget is worth buying."""
    if r.budget.amount == 0 and r.stretch is not None:
        return msg("shape.recommend.nothing-to-spend", "Nothing to spend: start on a free notebook GPU; the "
                   "cheapest card worth buying with {memory} or more ({use_case}) is {card}.",
                   memory=Quantity(value=r.min_memory_gb or 0, unit="GB"), use_case=use_case,
                   card=Card(value=r.stretch.card))
    stretch = r.stretch
    if stretch is not None and r.min_memory_gb and any(  # "need 256gb vram, budget 3000": the memory said, and the
            n.message.key == "recommend.floor"  # cheapest that has it (break27 #4)
            and getattr(n.message.params.get("why"), "key", "") == "rules.floor.asked" for n in r.notes):
        catch = next((n.message for n in r.notes if n.message.key == "recommend.floor.catch"), None)
        if catch is not None:  # cards within it have the memory, each with a catch: name them (newuser21 #8)
            return msg("shape.recommend.nothing-has-catch", "Within {budget}, only cards with a catch have the {need} "
                       "you need: {cards}; the cheapest without one is {card} ({price}).", budget=budget,
                       need=Quantity(value=r.min_memory_gb, unit="GB"), cards=catch.params["cards"],
                       card=_counted(stretch), price=Money(amount=stretch.total_cost or stretch.price.amount,
                                                          currency=stretch.price.currency))
        return msg("shape.recommend.nothing-has", "Nothing within {budget} has the {need} you need; the cheapest "
                   "that does is {card} ({price}).", budget=budget, need=Quantity(value=r.min_memory_gb, unit="GB"),
                   card=_counted(stretch), price=Money(amount=stretch.total_cost or stretch.price.amount,
                                                      currency=stretch.price.currency))
    floors = [getattr(n.message.params.get("why"), "key", "") for n in r.notes if n.message.key == "recommend.floor"]
    if r.use_case == "llm" and r.min_memory_gb and stretch is not None and stretch.speed is not None and (
            stretch.speed.model) and floors and "recommend.llm.sized" not in floors:  # the use case's floor, no model
        # asked: the floor said as the floor, the speed's model as the speed's (break30 #18: "holds Qwen3 14B (about
        # 8 GB)" beside its 10.1 GB elsewhere)
        return msg("shape.recommend.nothing-floor", "Nothing worth buying for {use_case} ({need} or more) is within "
                   "{budget}; the cheapest such card is {card} ({price}), ≈ {tok_s} on {model}.", budget=budget,
                   need=Quantity(value=r.min_memory_gb, unit="GB"), use_case=use_case, card=_counted(stretch),
                   price=Money(amount=stretch.total_cost or stretch.price.amount, currency=stretch.price.currency),
                   tok_s=_tok_s(stretch.speed.value), model=Text(value=stretch.speed.model))
    if r.use_case == "llm" and r.min_memory_gb and stretch is not None and stretch.speed is not None and (
            stretch.speed.model):  # a model asked that nothing within holds: that, and the cheapest way that does
        return msg("shape.recommend.nothing-holds", "Nothing within {budget} holds {model} (about {need}); the "
                   "cheapest way that does is {card} ({price}), ≈ {tok_s}.", budget=budget,
                   model=Text(value=stretch.speed.model), need=Quantity(value=r.min_memory_gb, unit="GB"),
                   card=_counted(stretch),
                   price=Money(amount=stretch.total_cost or stretch.price.amount,
                                                              currency=stretch.price.currency),
                   tok_s=Quantity(value=round(stretch.speed.value, 1 if stretch.speed.value < 10 else 0),
                                  unit="tok/s", digits=1 if stretch.speed.value < 10 else 0))
    if stretch is not None and stretch.gpus > 1 and stretch.total_cost and (  # the platform tips it over (break26
            stretch.price.amount * stretch.gpus <= r.budget.market_amount < stretch.total_cost):  # #20)
        cards = stretch.price.amount * stretch.gpus
        return msg("shape.recommend.nothing-platform", "Nothing within {budget} ({use_case}) is worth buying for deep "
                   "learning once the board and power supply {count:.0f} cards need are counted: {count:.0f} × {card} "
                   "cost {cards} alone, {total} with them.", budget=budget, use_case=use_case,
                   count=Number(value=stretch.gpus), card=Card(value=stretch.card),
                   cards=Money(amount=cards, currency=stretch.price.currency),
                   total=Money(amount=stretch.total_cost, currency=stretch.price.currency))
    return msg("shape.recommend.nothing", "Nothing within {budget} ({use_case}) is worth buying for deep "
               "learning.", budget=budget, use_case=use_case)


def _counted(pick: Any) -> Message | Card:
    """A pick's card, with its count when it is several ("3 × GeForce RTX 4060 Ti 16 GB": the price is all of
    them, so the count is said with the card, never one card)."""
    return Card(value=pick.card) if pick.gpus <= 1 else msg("owned.rig.count", "{count:.0f} × {card}",
                                                            count=Number(value=pick.gpus), card=Card(value=pick.card))
