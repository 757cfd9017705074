"""What a budget buys beside "is X enough for Y?" (issue 28, fix54b #1).

"is a 4060 Ti 16GB enough for sdxl? I have a 450 budget" was answered on the card alone, the budget set aside; "is a
3060 enough for qwen 14b, budget $400" said the card's price within the budget and no more. A budget said beside a
fit asks too whether that money buys better for the job: :func:`budget_buys_job` says ``recommend``'s first pick for
the same job and budget (the same command a buyer's question runs: one truth) — the card asked about when it is that
pick ("the best the budget buys"), else the pick with each card's speed on the job from that ranking.
:func:`budget_lines` is what the card-less image and video replies add (the card's price against the budget, then the
pick); a fit's own answer adds :func:`budget_buys_job` beside :func:`advisor.ask.fit_targets.fit_budget`. Pure but
for the advisor's own answers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..commands import BY_NAME
from ..concerns import DECIDING_WEIGHT
from ..errors import AdvisorError
from ..i18n import Message, MessageParam, Money, msg
from ..kinds import Given
from ..models import Caveat, Recommendation
from ..wording import card_param, gb, join
from .fit_targets import fit_budget
from .job_buyer import job_memory_first
from .models import ReadAs

if TYPE_CHECKING:
    from ..api import Advisor


def _ranked(advisor: Advisor, read_as: ReadAs, market: str | None) -> Recommendation | None:
    """``recommend``'s answer for ``read_as``'s budget and job, as the question with no card named would run it
    (:data:`advisor.commands.BY_NAME`); ``None`` when it refuses."""
    asked = read_as.model_copy(update={"command": "recommend", "cards": [], "notes": [], "memory_gb": [],
                                       "own": False, "gpus": None})
    spec = BY_NAME["recommend"]
    try:
        answer = spec.call(advisor, spec.arguments(spec.question(asked), Given(
            advisor, market=read_as.market or market, use_case=None, bare_currency=None)))
    except AdvisorError:
        return None
    if not isinstance(answer, Recommendation):
        return None
    if read_as.generator is not None:  # "wan 2.2": ranked by the heaviest published setting each card holds, as the
        # buyer's own question is (fix64b #2: the owner's upgrade said a 5080 where the buyer's ranking said a 3090)
        answer = job_memory_first(advisor, read_as.generator, answer)
    return answer


def _first(rec: Recommendation):
    """The pick the ranking puts first (a generator's ranking reorders the lines: :func:`_ranked`), else the first
    pick."""
    top = rec.shape.ranking[0].card if rec.shape is not None and rec.shape.ranking else None
    return next((p for p in rec.picks if p.card == top), rec.picks[0])


def budget_buys_job(advisor: Advisor, read_as: ReadAs, market: str | None = None) -> list[Caveat]:
    """A budget beside a fit on one card not owned (``read_as``: one card, a budget above 0): what that budget buys
    for the same job (``recommend``'s first pick) — "it is the best the budget buys" when the card asked about is
    that pick, else the pick with its memory and price and each card's speed on the job where the ranking has both
    (its it/s, tokens/s or training index, with their sources in ``recommend``'s answer). ``[]`` otherwise, or when
    ``recommend`` refuses or picks a split of several cards. ``market``: a market id, else the reading's."""
    budget = read_as.budget
    if budget is None or budget.amount <= 0 or len(read_as.cards) != 1 or read_as.own or (read_as.gpus or 1) > 1:
        return []
    rec = _ranked(advisor, read_as, market)
    if rec is None or not rec.picks or rec.picks[0].gpus > 1:
        return []
    card, first = read_as.cards[0], _first(rec)
    money = Money(amount=budget.amount, currency=budget.currency)
    speeds = {x.card: x.speed for x in (rec.shape.ranking if rec.shape is not None else []) if x.speed is not None}
    if first.card == card:
        said = msg("ask.budget-buys.fit-best", "For {budget}, it is also the best this budget buys for the job: the "
                   "ranking here picks it first.", budget=money)
    else:
        pick = msg("ask.budget-buys.pick", "{card} ({memory}, {price})", card=card_param(first.card),
                   memory=gb(first.memory_gb or 0), price=Money(amount=first.price.amount,
                                                                currency=first.price.currency))
        mine, theirs = speeds.get(card), speeds.get(first.card)
        said = msg("ask.budget-buys.fit-other-speed", "For {budget}, the ranking here picks {pick} for the job "
                   "instead: {speed}, against {asked} on the {card}.", budget=money, pick=pick, speed=theirs.said(),
                   asked=mine.said(), card=card_param(card)) if (
            mine is not None and theirs is not None and mine.measure == theirs.measure) else msg(
            "ask.budget-buys.fit-other", "For {budget}, the ranking here picks {pick} for the job instead.",
            budget=money, pick=pick)
    return [Caveat(rule_id="value.budget-first", weight=DECIDING_WEIGHT, message=said)]


def budget_lines(advisor: Advisor, read_as: ReadAs, market: str | None) -> list[Message]:
    """The budget weighed beside a card-less reply on one named card ("is a 4060 Ti 16GB enough for sdxl? I have a
    450 budget"): the card's price over or within it (:func:`advisor.ask.fit_targets.fit_budget`), then what it buys
    for the job (:func:`budget_buys_job`); ``[]`` with no budget, several cards or an owner's card."""
    if read_as.budget is None or len(read_as.cards) != 1 or read_as.own:
        return []
    priced = fit_budget(advisor, read_as.model_copy(update={"command": "fits"}), None)
    return [c.message for c in [*priced, *budget_buys_job(advisor, read_as, market)]]


def with_budget_lines(reply: Message, lines: list[Message]) -> Message:
    """A card-less ``reply`` with the budget's ``lines`` (:func:`budget_lines`) after its answer, inside its reading
    (``image.needs.reply``) when it has one, so it stays a reply in words."""
    answer, reading = reply.params.get("answer"), reply.params.get("reading")
    if reply.key == "image.needs.reply" and isinstance(answer, MessageParam) and reading is not None:
        return msg("image.needs.reply", "{reading} {answer}", reading=reading,
                   answer=join([Message(key=answer.key, params=dict(answer.params)), *lines], "sentences"))
    return join([reply, *lines], "sentences")


def budget_weighed(read_as: ReadAs) -> ReadAs:
    """``read_as`` without the note that its budget is not weighed (the reply weighs it: :func:`budget_lines`)."""
    return read_as.model_copy(update={"notes": [n for n in read_as.notes if n.key != "ask.budget-unweighed"]})


def budget_beside(advisor: Advisor, read_as: ReadAs, reply: Message, market: str | None) -> tuple[Message, ReadAs]:
    """A card-less ``reply`` on one card with the budget said beside it weighed (:func:`budget_lines`, "is a 4060 Ti
    16GB enough for sdxl? I have a 450 budget") and ``read_as`` without its "budget not weighed" note; both as they
    are when no budget line is said."""
    lines = budget_lines(advisor, read_as, market)
    if not lines:
        return reply, read_as
    return with_budget_lines(reply, lines), budget_weighed(read_as)


__all__ = ["budget_beside", "budget_buys_job", "budget_lines", "budget_weighed", "with_budget_lines"]
