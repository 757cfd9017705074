"""A budget said after a comparison weighs it into that comparison (break28 #13): "4090 vs 5090 for llama 70b" then
"budget 3000" is the comparison with the budget weighed, as "4090 or 5090 for llama 70b, budget 3000" in one question
is; never a general ranking that drops the model and the two cards. A follow-up that asks for a GPU anew ("what gpu
for $800?") is a recommendation still (:func:`advisor.ask.answer.merge`). Pure."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .models import ReadAs
    from .reader import Reading


BARE_WORDS = 4
"""A follow-up of at most this many words that says a budget and nothing else is a bare budget ("budget 3000",
"what about 3000 usd?", "预算2万")."""


def weighs_compare(previous: ReadAs, r: Reading) -> bool:
    """Whether follow-up ``r`` only says a budget (:data:`BARE_WORDS`; no card, model, job or GPU word) after
    ``previous``'s comparison of two cards or more (options named: "4090 or 5090 or 2x 3090"), or says it as the
    budget in more words (:data:`BUDGET_NAMED`): the budget is weighed in that comparison."""
    return (previous.command == "compare" and len(previous.cards) >= 2 and r.budget is not None and not r.cards
            and not r.unknown and r.model is None and r.use_case is None and r.task is None and not r.gpu_words
            and (len(r.text.split()) <= BARE_WORDS or BUDGET_NAMED.search(r.text) is not None))


BUDGET_NAMED = re.compile(r"(?<![a-z])budget(?![a-z])|预算|預算", re.I)
"""A budget said as the budget ("what if my budget is 4500?", mend46a #5): a new budget for the options compared,
however many words say it (a GPU asked anew, "what gpu for $800?", names no budget word)."""
