"""Two of the card a budget buys, asked with no card named (issue 28, answers61): "600-700, should I buy two?",
"$500 each, worth buying two of them?", "预算3000，要不要买两张". The count had no card beside it, so it was dropped
and the answer ranked single cards for the budget. The question weighs two cards at that price against one better
card for the sum: here the comparison of 2 × the ranking's pick for the price said against the ranking's pick for
twice it (one card) — a budget said as such ("budget 1000, two cards or one?", "预算3000") is the sum, each card
half of it, unless the price is said to be each card's — each side priced, the read-as line saying both
(:func:`buy_two`). Unchanged when a card or a count other than two is read, no budget is said, or the budget buys
nothing. Pure but for the advisor's own answers."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..commands import BY_NAME
from ..errors import AdvisorError
from ..i18n import Card, Money, msg
from ..kinds import Given
from .cues import BUDGET_SAID
from .image_pair import kept_one
from .models import ReadAs

if TYPE_CHECKING:
    from ..api import Advisor

TWO = re.compile(r"(?<![a-z])(?:buy|get|grab|take|getting|buying|go\s+with|pick\s+up)\s+(?:two|2|a\s+pair|a\s+couple)"
                 r"(?:\s+of\s+(?:them|those|these|it|em))?(?:\s+(?:cards?|gpus?))?"
                 r"(?=\s*(?:[?？.!,，;]|$|(?:or|and|then|instead|at|for|each)(?![a-z])))|"
                 r"(?:买|買|入|上|要|搞|配)\s*(?:两|兩|2)\s*(?:张|張|块|塊|个|個)(?:\s*(?:卡|显卡|顯卡))?"
                 r"(?=\s*(?:[?？。.!！,，;；吗嗎呢吧还還]|$))")
# the words that ask whether to buy two ("should I buy two?", "worth buying two?", "two cards or one?", "要不要买两张",
# "买两张还是一张", "买两张吗"): without one, "预算2万买两张显卡", "budget $2000, buying two cards" plans two cards —
# a ranking of two cards for the sum (fix43g), never the comparison
WHETHER = re.compile(r"(?<![a-z])(?:should|shall|worth|what\s+if|better|or\s+(?:just\s+)?(?:one|a\s+single|1)|instead|"
                     r"good\s+idea|makes?\s+sense)(?![a-z])|要不要|值不值|值得|还是|還是|吗|嗎|好不好|好吗|划算|劃算|合算|"
                     r"行不行|可不可以|有必要|该不该|該不該|应该|應該")
_ASKED_TWO = re.compile(r"(?<![a-z])(?:buy|get|grab|take|getting|buying)\s+(?:two|2)\s*\?")
_UNWEIGHED = "ask.budget-unweighed"
_EACH = re.compile(r"(?<![a-z])(?:each|apiece|per\s+card|a\s+card)(?![a-z])|每张|每張|一张|一張|每块|每塊")


def _ranking(advisor: Advisor, read_as: ReadAs, amount: float, currency: str, market: str | None):
    """The one-card ranking for ``amount`` with everything else the question sized (its model, task, precision,
    use case, job, memory asked): ``recommend``'s own arguments from the reading (fix27a: "best gpu for llama 70b,
    budget 3000" then "should I buy two?" doubled a pick of the general ranking, never the one shown)."""
    spec = BY_NAME["recommend"]
    asked = read_as.model_copy(update={"budget": read_as.budget.model_copy(update={"amount": amount}) if (
        read_as.budget is not None) else None, "gpus": 1, "command": "recommend"})
    return spec.call(advisor, spec.arguments(spec.question(asked), Given(advisor, market=market)))


def buy_two(advisor: Advisor, text: str, read_as: ReadAs, market: str | None,
            picked: str | None = None) -> ReadAs:
    """``read_as`` as the comparison of two cards at the budget against one card for the sum (module docstring).
    ``picked``: the card the answer before picked (a follow-up's context), the one doubled: a ranking whose pick
    is another card leaves the reading unchanged, never two of a card that was not the pick."""
    if read_as.command != "recommend" or read_as.budget is None or read_as.cards or read_as.gpus not in (None, 2) or (
            read_as.own) or not TWO.search(text.lower()) or kept_one(read_as):  # an image job: one card each
        return read_as
    if not WHETHER.search(text.lower()) and not _ASKED_TWO.search(text.lower()):  # "预算2万买两张显卡": two planned
        return read_as.model_copy(update={"gpus": 2})
    mk = read_as.market or market
    use_case = read_as.use_case or "general"
    low = text.lower()
    total = bool(BUDGET_SAID.search(low)) and not _EACH.search(low)  # "budget 1000, two cards or one?": in all
    amount = read_as.budget.amount / 2 if total else read_as.budget.amount
    each = read_as.budget.model_copy(update={"amount": amount})
    try:
        one = _ranking(advisor, read_as.model_copy(update={"use_case": use_case}), each.amount, each.currency, mk)
        sum_ = _ranking(advisor, read_as.model_copy(update={"use_case": use_case}), each.amount * 2, each.currency,
                        mk)
    except AdvisorError:
        return read_as
    if not one.picks or not sum_.picks:
        return read_as
    first = one.picks[0]
    card = first.card
    if picked is not None and card != picked:
        return read_as
    better = next((p.card for p in sum_.picks if p.card != card and p.gpus == 1 and (
        (p.relative_performance or 0.0) > (first.relative_performance or 0.0) or (p.memory_gb or 0.0) > (
            first.memory_gb or 0.0))), None)  # one better card: faster, or more memory
    if better is None:
        return read_as
    note = msg("ask.buy-two", "“Two” read as 2 × {card}, the pick for {each}, weighed against one card for the sum "
               "({sum}): {better}, the pick for it.", card=Card(value=card), better=Card(value=better),
               each=Money(amount=each.amount, currency=each.currency),
               sum=Money(amount=each.amount * 2, currency=each.currency))
    notes = [n for n in read_as.notes if n.key != _UNWEIGHED]
    return read_as.model_copy(update={"command": "compare", "cards": [card, better], "counts": [2, 1],
                                      "budget": None, "gpus": 2, "notes": [*notes, note]})
