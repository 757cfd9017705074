"""Two budgets said as alternatives, in two currencies (issue 27, round 14). Pure: no I/O.

"budget 1000 euros or 800 dollars, which gpu?" gives two budgets; the reader keeps the first it reads and the answer
is ranked by it. The other was taken silently: :func:`two_budgets` says which one the answer uses and which one it left,
so the asker can ask again with the other. Only two amounts each with its currency said ("1000 euros", "$800",
"800 USD") and joined by "or" or a slash, in two different currencies, are two budgets ("1000 or 1500 dollars" is one
currency's choice; "$800 / month" no second amount). The pattern is behind the reader's literal gate
(:mod:`advisor.ask.gate`).
"""

from __future__ import annotations

import re

from ..i18n import Message, Money, msg
from ..models.markets import Budget
from .gate import gate_module

_CODES = {"euro": "EUR", "euros": "EUR", "eur": "EUR", "€": "EUR", "dollar": "USD", "dollars": "USD", "usd": "USD",
          "$": "USD", "bucks": "USD", "pound": "GBP", "pounds": "GBP", "gbp": "GBP", "£": "GBP", "yuan": "CNY",
          "rmb": "CNY", "cny": "CNY", "元": "CNY", "cad": "CAD", "aud": "AUD", "yen": "JPY", "jpy": "JPY",
          "欧元": "EUR", "歐元": "EUR", "美元": "USD", "英镑": "GBP", "英鎊": "GBP", "日元": "JPY", "人民币": "CNY",
          "人民幣": "CNY"}
_CUR = (r"euros?|eur|dollars?|usd|bucks|pounds?|gbp|yuan|rmb|cny|cad|aud|yen|jpy|€|\$|£|"
        r"欧元|歐元|美元|英镑|英鎊|日元|人民币|人民幣|元")
_ONE = (r"(?:(?P<{p}sign>[$€£])\s*)?(?P<{p}n>\d[\d,]*(?:\.\d+)?)\s*(?P<{p}k>k(?![a-z]))?\s*"
        rf"(?P<{{p}}cur>(?<![a-z])(?:{_CUR})(?![a-z]))?")
_OR = r"\s*(?:or|/|vs\.?|versus|或者?|还是|還是)\s*(?:maybe\s+|perhaps\s+)?"  # "1200cad vs 900usd" (fix84a #6)
_PAIR = re.compile(_ONE.format(p="a") + _OR + _ONE.format(p="b"), re.IGNORECASE)


def _amount(m: re.Match, p: str) -> tuple[float, str] | None:
    code = _CODES.get((m.group(f"{p}cur") or m.group(f"{p}sign") or "").lower())
    if code is None:
        return None
    n = float(m.group(f"{p}n").replace(",", ""))
    return (n * 1000 if m.group(f"{p}k") else n), code


def two_budgets(text: str, budget: Budget | None) -> list[Message]:
    """The note that ``text`` gave two budgets in two currencies and the answer uses ``budget`` (the one read), or
    none when it gave one (or no budget was read)."""
    for m in _PAIR.finditer(text if budget is not None else ""):
        a, b = _amount(m, "a"), _amount(m, "b")
        if a is None or b is None or a[1] == b[1]:
            continue
        assert budget is not None
        used, other = (a, b) if (a[1] == budget.currency and abs(a[0] - budget.amount) < 0.5) else (b, a)
        if used[1] != budget.currency:
            continue
        return [msg("ask.two-budgets", "You gave two budgets, {used} or {other}: this answer uses {used}; ask again "
                   "with {other} for its own answer.", used=Money(amount=used[0], currency=used[1]),
                   other=Money(amount=other[0], currency=other[1]))]
    return []


gate_module(globals())
