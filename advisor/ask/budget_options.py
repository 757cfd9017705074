"""The options named beside a budget, the ones within it first (fix61a, round 25, newuser24's worst: "I have about
2.5k to spend, want to run Qwen3 32B locally at decent speed, 4090 or 5090 or two 3090s?" led with the 5090's speed
over the 4090's, the 5090 and the 3090 pair being over the budget, the 4090 within it a side line).

What decides "A or B or C?" with a budget is which of them the budget buys, and among those which runs the job best;
an option over the budget is said over it (:func:`advisor.ask.verdicts.over_budget`, the price and the budget) and
never leads. So when a comparison's options (the two compared and the ones ranked past them,
:func:`advisor.ask.verdicts.named_left_out`) are split by the budget — some within, some over — the headline says the
options within it (one: its price, memory and speed on the job; several: the fastest of them on the job) and the
comparison's own headline (the two compared side by side) follows as a deciding fact after the over-budget lines.
Several cards are weighed on the cards' own price, the board and supply said apart, as the over-budget lines weigh
them. Unchanged when every option is within the budget or every one over (the lines then say it), without a
budget, or when the model asked is not what every option's speed is on (one that no card named holds alone: its
fit decides, said first). Pure: the answer's own lines and the market's rates."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..concerns import DECIDING_WEIGHT
from ..i18n import Message, Money, Number, Quantity, Text, msg
from ..models import Caveat
from ..wording import card_param, join
from .followups import converted
from .models import ReadAs
from .options_owned import baseline, buying_options
from .read_as_line import CONDITIONS
from .verdicts import named_left_out, rates_of

if TYPE_CHECKING:
    from ..api import Advisor

OVER_KEYS = ("ask.over-budget", "ask.over-budget.rig", "ask.over-budget.each", "ask.within-budget.rig",
             "ask.within-budget.rig.pc", "ask.within-budget.rig.alone")
"""The budget lines of the options (:mod:`advisor.ask.verdicts`): said before the comparison's own headline."""


NOT_NAMED = frozenset({"ask.two-of-pick"})
"""Read-as notes of a comparison the asker did not name as options ("what about 2 of them?" after a ranking)."""


def _budget_weighed(shape: Any) -> bool:
    """Whether two named cards' budget verdict (:func:`advisor.ask.budget_verdict.budget_verdict`: one within it
    bought, the comparison "without the budget" after) already leads the answer."""
    return shape.headline.key.startswith("ask.within-budget") or any(
        c.message.key == "ask.within-budget.without" for c in shape.decides)


def _limit(read_as: ReadAs, currency: str, rates: dict[str, float] | None) -> float | None:
    budget = read_as.budget
    if budget is None:
        return None
    if budget.currency == currency:
        return budget.amount
    at = converted(budget, currency, rates)
    return at.amount if at is not None else None


def _option(line: Any) -> Message:
    """An option as said: the card, or "2 × card" for several."""
    if line.gpus > 1:
        return msg("ask.budget-options.rig", "{count} × {card}", count=Number(value=line.gpus),
                   card=card_param(line.card))
    return msg("ask.budget-options.card", "{card}", card=card_param(line.card))


def _cost(line: Any) -> float:
    """What an option costs against a budget: the cards' own price (the platform said apart, as the budget lines)."""
    return line.price.amount * max(1, line.gpus)


def within_first(advisor: Advisor, read_as: ReadAs, answer: Any) -> Any:
    """``answer`` (a comparison's) with the options within the budget as its headline when the budget splits the
    options named (module docstring); unchanged otherwise."""
    shape = getattr(answer, "shape", None)
    if (read_as.command != "compare" or read_as.budget is None or shape is None or not buying_options(read_as)
            or any(n.key in NOT_NAMED for n in read_as.notes) or _budget_weighed(shape)):
        return answer
    named = (set(read_as.cards) | named_left_out(read_as)) - {baseline(read_as)}  # an owner's card is no option
    lines = [x for x in shape.ranking if x.card in named and x.price is not None and x.adds is None]
    asked = read_as.model.name if read_as.model is not None else None
    if asked is not None and any(x.speed is None or x.speed.model != asked for x in lines):
        return answer  # a model some option does not hold alone ("… for llama 70b"): the fit decides, said first
    rates = rates_of(advisor, answer)
    weighed = [(x, _limit(read_as, x.price.currency, rates)) for x in lines]
    if len(weighed) < 2 or any(limit is None for _, limit in weighed):
        return answer
    within = [x for x, limit in weighed if _cost(x) <= (limit or 0.0)]
    if not within or len(within) == len(weighed):
        return answer
    budget = Money(amount=read_as.budget.amount, currency=read_as.budget.currency)
    best = max(within, key=lambda x: (x.speed.value if x.speed is not None else 0.0, -_cost(x), x.card))
    if len(within) == 1:
        memory = Quantity(value=best.memory_gb or 0.0, unit="GB")
        price = Money(amount=_cost(best), currency=best.price.currency)
        if best.speed is not None:
            head = msg("ask.budget-options.one", "Of the options you named, {option} is the one within your budget "
                       "of {budget}: {price} here ({condition}), {memory} a card, {speed}.", option=_option(best),
                       budget=budget, price=price, condition=CONDITIONS[best.price.condition], memory=memory,
                       speed=best.speed.said())
        else:
            head = msg("ask.budget-options.one-unmeasured", "Of the options you named, {option} is the one within "
                       "your budget of {budget}: {price} here ({condition}), {memory} a card.", option=_option(best),
                       budget=budget, price=price, condition=CONDITIONS[best.price.condition], memory=memory)
    elif best.speed is not None:
        head = msg("ask.budget-options.several", "Within your budget of {budget} of the options you named: {options}; "
                   "{best} is the fastest of them, {speed}.", budget=budget,
                   options=join([_option(x) for x in within], "comma"), best=_option(best), speed=best.speed.said())
    else:
        head = msg("ask.budget-options.several-unmeasured", "Within your budget of {budget} of the options you "
                   "named: {options}.", budget=budget, options=join([_option(x) for x in within], "comma"))
    said = Caveat(rule_id="value.perf-per-price", weight=DECIDING_WEIGHT, message=shape.headline)
    over = [c for c in shape.decides if c.message.key in OVER_KEYS]
    rest = [c for c in shape.decides if c.message.key not in OVER_KEYS]
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head,
                                                                      "decides": [*over, said, *rest]})})


def _item(line: Any) -> Message:
    """An option as weighed from an owner's card: its memory in all first, then its speed on the job and price."""
    return msg("ask.owner-options.item", "{option}: {memory} in all, {speed}, {price}", option=_option(line),
               memory=Quantity(value=(line.memory_gb or 0.0) * max(1, line.gpus), unit="GB"),
               speed=line.speed.said(), price=Money(amount=_cost(line), currency=line.price.currency))


def owner_options_first(read_as: ReadAs, answer: Any) -> Any:
    """``answer`` (a comparison's) led by the options weighed for the job from the owner's card when an owner names
    three options or more for a model and no budget ("I have a 3060, should I get a 4090, a 5090 or two 3090s for
    32B?"; fix62a #3 — it led with the 5090's speed against the 4090's, the 3060 and the pair a side line): whether
    the owner's card holds the model, then each option, its memory in all first, its speed on the model and its
    price, fastest first; the comparison's own headline follows as a deciding fact. Unchanged with a budget (the
    options within it lead: :func:`within_first`), without a model, or when an option has no speed on it."""
    shape = getattr(answer, "shape", None)
    had = baseline(read_as)
    if (read_as.command != "compare" or read_as.budget is not None or shape is None or had is None
            or read_as.model is None):
        return answer
    asked = read_as.model.name
    named = set(read_as.cards) | named_left_out(read_as)
    lines = [x for x in shape.ranking if x.card in named and x.card != had and x.price is not None and x.adds is None]
    own = next((x for x in shape.ranking if x.card == had), None)
    if len(lines) < 3 or own is None or any(x.speed is None or x.speed.model != asked for x in lines):
        return answer
    lines.sort(key=lambda x: -(x.speed.value if x.speed is not None else 0.0))
    model = Text(value=asked)
    memory = Quantity(value=(own.memory_gb or 0.0) * max(1, own.gpus), unit="GB")
    items = join([_item(x) for x in lines], "semicolon")
    if own.speed is not None and own.speed.model == asked:
        head = msg("ask.owner-options", "Your {had} ({memory}) runs {model} at {speed}; the options you named: "
                   "{items}.", had=card_param(had), memory=memory, model=model, speed=own.speed.said(), items=items)
    else:
        head = msg("ask.owner-options.short", "Your {had} ({memory}) does not hold {model}; each option you named "
                   "does: {items}.", had=card_param(had), memory=memory, model=model, items=items)
    said = Caveat(rule_id="value.perf-per-price", weight=DECIDING_WEIGHT, message=shape.headline)
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head,
                                                                      "decides": [said, *shape.decides]})})


__all__ = ["OVER_KEYS", "owner_options_first", "within_first"]
