"""A follow-up's bare "Nk" after a turn about context: tokens, never money (break33 #1).

"run qwen 32b with 64k context on 3090" then "what about 32k?" (or "那32k呢") asks about 32,768 tokens of context:
the budget reader alone reads "32k" as 32,000 dollars (or yuan), which nobody gave. After a turn that said a context
length, such a number with no currency, no budget word and no other slot is the context the follow-up changes.
"""
from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING

from ..errors import AdvisorError
from ..kinds import read_context
from .tune_follow import tuned_follow_up

if TYPE_CHECKING:
    from .models import Context
    from .reader import Reading

_BARE_K = re.compile(r"(?<![a-z0-9_$¥€£.])(\d{1,4})\s*k(?![a-z])")
# any word that makes the number money: a currency, its sign, a budget word, a price word
_MONEY = re.compile(r"[$¥€£₹]|usd|eur|gbp|cny|rmb|jpy|dollar|buck|euro|pound|yuan|budget|price|cost|spend|pay|"
                    r"预算|預算|元|块|塊|钱|錢|万|萬|円")


def _tokens_said(text: str) -> int | None:
    """The tokens a follow-up's one bare "Nk" says (32k → 32,768), or None: none, several, or money words."""
    s = text.lower()
    found = _BARE_K.findall(s)
    if len(found) != 1 or _MONEY.search(s):
        return None
    try:
        return read_context(f"{found[0]}k")
    except AdvisorError:
        return None


def context_follow_up(r: Reading, before: Context | None) -> Reading:
    """``r`` with its bare "Nk" read as the context (tokens) and no budget, when the turn before said a context and
    this follow-up names no card, no model and no money ("what about 32k?", "and 128k", "那32k呢"); ``r`` unchanged
    otherwise. When the turn before had a budget too, only a window's round size (a power of two from 8k) is read as
    tokens: "what about 3k?" after "$2000 … 32k context" stays money."""
    r = tuned_follow_up(r, before)  # "how much vram to fine tune" then "llama 3 8b": fine-tuned (fix78c)
    if before is None or before.read_as.context_tokens is None or r.budget is None or r.cards or r.model is not None \
            or r.spans.context_tokens is not None:
        return r
    tokens = _tokens_said(r.text)
    if tokens is None:
        return r
    k = tokens // 1024
    if before.read_as.budget is not None and not (k >= 8 and k & (k - 1) == 0):
        return r
    return dataclasses.replace(r, budget=None, budget_bare=False, budget_error=None, budget_said=None, numbers=[],
                               spans=dataclasses.replace(r.spans, context_tokens=tokens))


__all__ = ["context_follow_up"]
