"""Money the asker should not spend on a GPU (fix75c #1, issues 27/28): "should I sell my car to buy a 4090", "take
out a loan for a 4090", "put a 5090 on my credit card", "use my savings", "贷款买4090值得吗" were answered
"RECOMMENDED — a good buy", as if the money were not the question. The expert's word comes first: do not go into debt
(or spend money you need) for a GPU — rent one by the hour while the need is not certain (the rent table,
``data/rent_hourly.csv``: RunPod on-demand, dated, sourced; rule ``cloud.own-vs-rent-2023``), or buy used within your
means; the card's own verdict and facts follow. Pure.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..i18n import Date, Money, msg
from ..wording import card_param
from .rent_cost import rent_rows, rented_like

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

DEBT = re.compile(
    r"(?<![a-z])(?:(?:take|taking|took|get|getting)\s+(?:out\s+)?(?:a\s+|an?\s+)?(?:personal\s+|bank\s+|student\s+)?"
    r"loans?|loans?\s+(?:to|for)|borrow(?:ing|ed)?\s+(?:money|cash|\$|from)|(?:on|with|use|using|max\s+out)\s+(?:my\s+|a\s+)?"
    r"credit\s+cards?|credit\s+card\s+debt|(?:go|going|get|getting)\s+(?:in|into)\s+debt|in\s+debt|"
    r"(?:use|using|spend|spending|drain|draining|empty|emptying|dip\s+into|all)\s+(?:of\s+)?(?:my|our)\s+"
    r"(?:life\s+)?savings|(?:sell|selling|sold)\s+(?:my|our|the)\s+(?:car|house|motorcycle|motorbike|bike|truck)|"
    r"remortgage|mortgage|payday|buy\s+now,?\s+pay\s+later|klarna|affirm)(?![a-z])|"
    r"贷款|貸款|借钱|借錢|借贷|借貸|网贷|網貸|信用卡|花呗|花唄|白条|白條|欠债|欠債|负债|負債|卖车|賣車|卖房|賣房|积蓄|積蓄|"
    r"存款|分期",
    re.IGNORECASE,
)
"""Money borrowed, or money needed, said as how a GPU would be paid for."""


def debt_said(text: str) -> bool:
    """Whether ``text`` pays for a GPU with borrowed or needed money (:data:`DEBT`)."""
    return DEBT.search(text) is not None


def _rent_row(advisor: Advisor, market: str, cards: list[str]) -> tuple[str, dict[str, str]] | None:
    """The rent table's card for the card asked (itself, or the cheapest with its memory and speed), else the
    cheapest card the market rents; ``None`` when the market rents none."""
    for name in cards:
        like = rented_like(advisor, market, advisor.card(name))
        if like is not None:
            return like[0].name, like[1]
    rows = [r for r in rent_rows() if r["market"] == market]
    if not rows:
        return None
    row = min(rows, key=lambda r: float(r["usd_per_hour"]))
    return row["card"], row


def debt_first(advisor: Advisor, text: str, read_as: ReadAs, answer: Any) -> Any:
    """``answer`` headed by "don't go into debt for a GPU" when ``text`` pays for one with a loan, a credit card,
    savings or a car sold (module docstring): renting by the hour with the rent table's figure for the card asked
    (or one like it), or a used card within one's means; the answer's own headline follows in the same line. Any
    other answer as it is."""
    shape = getattr(answer, "shape", None)
    if shape is None or not debt_said(text):
        return answer
    market = getattr(getattr(answer, "market", None), "id", None) or advisor.catalog.market(None).id
    found = _rent_row(advisor, market, list(read_as.cards))
    if found is None:
        head = msg("ask.debt.first.no-rent", "Don't go into debt, or spend money you need, for a GPU: rent one by "
                   "the hour while you find out what you need, or buy a used card you can pay for outright. {said}",
                   said=shape.headline)
    else:
        card, row = found
        head = msg("ask.debt.first", "Don't go into debt, or spend money you need, for a GPU: rent one by the hour "
                   "while you find out what you need — {card} rents for about {hourly} an hour (RunPod on-demand, "
                   "{date}) — or buy a used card you can pay for outright. {said}", card=card_param(card),
                   hourly=Money(amount=float(row["usd_per_hour"]), currency="USD", digits=2),
                   date=Date(value=row["as_of"]), said=shape.headline)
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head, "asked": "rent"})})  # no
    # buying verdict ("RECOMMENDED —") before the word against debt: the card alone leads


__all__ = ["DEBT", "debt_first", "debt_said"]
