"""A budget said to have no limit ("money is no object, best gpu for llm", "unlimited budget", "预算没有上限",
"不差钱"): the question is still which card is best, so it is answered as a budget of the dearest card one
workstation takes in the market (a GeForce, workstation or Radeon card, not a data-centre part, a whole machine or a
modified card), said on the read-as line — never "what is your budget?" (lead14: every such question was asked its
budget back). For LLM work (the use case ``llm``, or a model named) the order is capability, never value: memory
first (the ranking takes only what has that dearest card's memory, so the RTX PRO 6000's 96 GB leads, not a 5090 as
the best buy of a 16,000 USD budget), then speed — said on the note (break23 #9). "钱不是问题，跑70b用什么卡" asks which
set-up is best for the model, not which holds it cheapest: it is that ranking too, never the fits table's cheapest
first. Pure.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..i18n import Money, Quantity, msg
from ..shown import shown_price
from ..wording import card_param
from .lab_server import lab_server
from .models import BudgetSlot
from .power_cap import KEY as CAP_KEY
from .power_cap import capped

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

NO_LIMIT = re.compile(
    r"(?<![a-z])(?:money|price|cost|budget)\s+(?:is\s+)?(?:no\s+(?:object|issue|problem)|doesn'?t\s+matter|does\s+not\s+"
    r"matter|not\s+an?\s+(?:issue|problem|object))|(?:unlimited|infinite|limitless|no)\s+budget(?:\s+limit)?(?![a-z])"
    r"(?!\s*(?:[:=]|is)\s*(?:0|none|nothing))|no\s+(?:budget\s+)?(?:limit|cap|ceiling)\s+on\s+(?:the\s+)?(?:budget|"
    r"price|cost|money)|budget\s*[:=]?\s*(?:is\s+)?(?:unlimited|infinite|limitless|no\s+limit|not\s+a\s+(?:concern|constraint))|regardless\s+of\s+"
    r"(?:the\s+)?(?:price|cost|budget)|whatever\s+it\s+costs|(?:money|price|cost|budget)\s+(?:isn'?t|is\s+not)\s+an?\s+"
    r"(?:issue|problem|concern|object|constraint)|不差钱|不差錢|预算不限|預算不限|不限预算|不限預算|预算没有上限|"
    r"預算沒有上限|预算无上限|預算無上限|预算无限|預算無限|不计成本|不計成本|(?:钱|錢|价格|價格|价钱|價錢|预算|預算)不是问题|"
    r"(?:钱|錢|价格|價格|价钱|價錢|预算|預算)不是問題|不考虑(?:价格|价钱|预算|成本)|不考慮(?:價格|價錢|預算|成本)|"
    r"(?:价格|价钱|预算|價格|價錢|預算)无所谓|(?:价格|价钱|预算|價格|價錢|預算)無所謂|不在乎(?:价格|钱|價格|錢)")
"""Words that say the budget has no limit."""


def no_limit(advisor: Advisor, text: str, read_as: ReadAs, missing: list, market: str | None
             ) -> tuple[ReadAs, list]:
    """``read_as`` with a budget of the dearest workstation card in the market (module docstring) and its note, and
    ``missing`` without the budget, when a recommendation misses only its budget and ``text`` says it has no limit
    (:data:`NO_LIMIT`); both unchanged otherwise."""
    read_as = lab_server(advisor, text, read_as, missing, market)  # "our lab has a 50k budget": a server (fix78b)
    cap = next((n for n in read_as.notes if n.key == CAP_KEY), None)  # "best gpu under 75w": a cap, no budget
    if not NO_LIMIT.search(text.lower()) and not (cap is not None and missing == ["budget"]
                                                 and read_as.command == "recommend"):
        return read_as, missing
    if read_as.command == "fits" and not read_as.cards and read_as.model is not None and read_as.budget is None:
        read_as, missing = read_as.model_copy(update={"command": "recommend", "use_case": "llm"}), ["budget"]
    if missing != ["budget"] or read_as.command != "recommend":
        return read_as, missing
    catalog = (capped(advisor, read_as) if cap is not None else advisor).catalog  # within the cap (fix36a)
    chosen = catalog.market(read_as.market or market if (read_as.market or market) in catalog.markets else None)
    best: tuple[float, str, str] | None = None
    for name in sorted({n for n, _ in catalog.prices(chosen.id)}):
        card, prices = advisor.card(name), catalog.price_of(chosen.id, name)
        # within a cap, any card it lists at any price it lists (a T4, a launch MSRP): so few draw 75 W (fix36a)
        price = shown_price(prices) if cap is None else max(prices, key=lambda p: p.amount, default=None)
        if price is None or card.is_system or card.line == "datacenter" and cap is None or "modified" in name.lower():
            continue
        if best is None or price.amount > best[0]:
            best = (price.amount, price.currency, name)
    if best is None:
        return read_as, missing
    amount, currency, name = best
    update: dict = {"budget": BudgetSlot(amount=amount, currency=currency)}
    notes = [msg("ask.no-limit", "no limit said: ranked up to the dearest card one workstation takes here, {card} at "
                 "{price}.", card=card_param(name), price=Money(amount=amount, currency=currency))
             if cap is None or NO_LIMIT.search(text.lower()) else
             msg("ask.cap-no-budget", "No budget said: the power limit is enough to rank, up to the dearest card "
                 "within it here, {card} at {price}; a budget said too gives the best buy within both.",
                 card=card_param(name), price=Money(amount=amount, currency=currency))]
    if (read_as.use_case == "llm" or read_as.model is not None) and not read_as.cards and not read_as.memory_gb:
        memory = advisor.card(name).memory_gb  # capability first: only what has the dearest card's memory
        update["memory_gb"] = [memory]
        notes.append(msg("ask.no-limit-llm", "Ranked by capability, never value: memory first ({memory}, as that "
                         "card has), then speed.", memory=Quantity(value=memory, unit="GB", digits=0)))
    update["notes"] = [*read_as.notes, *notes]
    return read_as.model_copy(update=update), []


__all__ = ["NO_LIMIT", "no_limit"]
