"""An amount right after a budget word (fix49b, issue 27, break36 #2): "预算5000 个人学习用什么卡",
"预算大概5000，个人用", "預算5000 個人學習". The "个人" after it is the word "personal", never five thousand people
counted: the budget word says the number is money, so it is read as the budget first — never as a card's model number
(a Quadro RTX 5000), nor as users (:mod:`advisor.ask.spans`). Its span is the last of
:data:`advisor.ask.money._BUDGETS`."""

from __future__ import annotations

import re

BUDGET_WORD = r"(?:预算|預算)(?:是|为|為|在|有)?\s*(?:大概|大约|大約|约|約|差不多|最多|不超过|不超過)?"
"""The Chinese budget word and what may come between it and its amount ("预算在", "预算大概", "預算約")."""
PERSONAL = re.compile(r"[\s,，、]*[个個]人(?!民)")
""""个人" after an amount: "personal" (a budget word before it) — never the people counted."""
WORD_BEFORE = re.compile(rf"{BUDGET_WORD}\s*$")
"""A budget word just before an amount: "预算5000个人用" has no 5,000 users (:mod:`advisor.ask.spans`)."""


def personal_after_budget(s: str, span: tuple[int, int], text: str) -> bool:
    """Whether the amount ``text`` at ``span`` of ``s`` follows a budget word and "个人" ("personal") comes right after
    it: money, whatever :data:`advisor.ask.budgets.NOT_AMOUNT` says of a count before "个"."""
    led = re.match(BUDGET_WORD, text) is not None and text[:2] in ("预算", "預算")
    return (led or WORD_BEFORE.search(s[:span[0]]) is not None) and PERSONAL.match(s, span[1]) is not None
