"""A starter's question answered with no budget (issue 28 grader: U27, F09): "is a GPU worth it when free Colab
exists?" is answered as a budget of 0 (:func:`advisor.ask.starter.free_start`), but no budget was said, so the
recommendation's "That budget buys no GPU" (``recommend.nothing-budget``) speaks of a budget the member never gave;
the headline already says to start on a free notebook GPU, and the free-tier note names the services."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..i18n import Message, msg
from .models import BudgetSlot

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs
    from .reader import Reading

NOTHING_KEYS = frozenset({"recommend.nothing-budget", "recommend.nothing-budget.neutral"})
"""The sentences that say a budget of 0 buys no GPU (:func:`advisor.recommend.notes.nothing_message`)."""


def starting(r: Reading) -> bool:
    """Whether a question is a starter's: it weighs a free notebook against buying or asks for a tutorial's
    card (``words.toml`` ``[intent] starter``: "is a GPU worth it when free Colab exists?", "what GPU for this
    tutorial?"). A beginner asking which card to buy is asked the budget (the cheapest card of all asked for is
    said with the question: :func:`advisor.ask.starter.cheapest_any`)."""
    return "starter" in r.intents or "nothing" in r.intents


def free_start(advisor: Advisor, read_as: ReadAs, market: str | None) -> ReadAs:
    """The reading a starter with no budget (:func:`starting`) is answered with: a budget of 0 in the market's
    currency, so the answer is the free notebooks first, then the cheapest card worth buying (``recommend 0``).
    The question's own reading keeps no budget (none was said) and says :data:`STARTER` instead of asking."""
    markets = advisor.catalog.markets
    chosen = read_as.market or market
    currency = markets[chosen if chosen in markets else advisor.catalog.default_market].currency
    return read_as.model_copy(update={"budget": BudgetSlot(amount=0.0, currency=currency)})


def no_budget_said(answer: Any, nothing: bool = False) -> Any:
    """``answer`` (a recommendation for a budget of 0 standing for none said) without :data:`NOTHING_KEYS` in its
    budget's assumptions and its short form's reading; anything else unchanged. ``nothing``: the question said it has
    nothing to spend ("best gpu for $0", ``words.toml`` ``[intent] nothing``): its headline keeps "Nothing to spend",
    never "No budget said" (break20 #12)."""
    budget = getattr(answer, "budget", None)
    if budget is None:
        return answer
    update: dict[str, object] = {"budget": budget.model_copy(update={
        "assumptions": [m for m in budget.assumptions if m.key not in NOTHING_KEYS]})}
    shape = getattr(answer, "shape", None)
    if shape is not None:
        head = shape.headline
        if head.key == "shape.recommend.nothing-to-spend" and not nothing:  # "Nothing to spend" is a budget too
            head = msg("shape.recommend.no-budget", "No budget said: start on a free notebook GPU; the cheapest card "
                       "worth buying with {memory} or more ({use_case}) is {card}.", **head.params)
        update["shape"] = shape.model_copy(update={
            "headline": head, "reading": [m for m in shape.reading if m.key not in NOTHING_KEYS]})
    return answer.model_copy(update=update)


def cheapest_any(r: Reading, read_as: ReadAs, ask_budget: Message, free: Callable[[], Any]) -> Message | None:
    """"No budget said: start on a free notebook GPU; the cheapest card worth buying with 8 GB or more (general) is
    GeForce RTX 3060 Ti. What is your budget? …" for a question asking the cheapest card of all for a job with no
    budget and no memory said (``words.toml`` ``[intent] cheapest_any``: "cheapest gpu for kaggle?", "最便宜的显卡"):
    the headline of ``free()`` (the free start's answer: :func:`free_start`, ``recommend 0`` for
    the job), then ``ask_budget`` (the budget is still asked, for a ranking). ``None`` for any other question, or when
    the free start names no card."""
    if "cheapest_any" not in r.intents or r.spans.memory_gb is not None or read_as.command != "recommend":
        return None
    shape = getattr(no_budget_said(free()), "shape", None)
    if shape is None or shape.headline.key != "shape.recommend.no-budget":
        return None
    return msg("ask.cheapest-any", "{said} {ask}", said=shape.headline, ask=ask_budget)  # a reply's own key (ask.*)

def starter_note(r, said: Message) -> Message:
    """The read-as note of a starter's question answered as a budget of 0 (:func:`advisor.ask.starter.free_start`):
    ``said`` (no budget said), or, when the question says it has nothing to spend ("best gpu for free", "my budget
    is 0": ``words.toml`` ``[intent] nothing``), that."""
    if "nothing" not in r.intents:
        return said
    return msg("ask.note.nothing", "nothing to spend: what is free to start with, then the cheapest card worth buying "
               "(give a budget to rank cards for it)")
