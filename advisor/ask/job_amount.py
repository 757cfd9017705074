"""A bare number said for a job is the budget (issue 27; break31 #20).

"900 for llm", "no used, 900 for llm", "1500 for stable diffusion", "1500跑大模型", "2000，用来跑ai": the budget prompt
offers "800" as a valid answer, so the same bare number said first, then "for" and a job (or a Chinese verb of running
it), is the amount to spend. Never when the number is a card's ("3090 for llm"), a year ("2024 for llm"), a power of
two (a context, a token count, a memory size: "4096 for llm", "512 for llm"), too small to be money ("2 for llm", "70
for llm"), or a model's size or a resolution ("70b for llm", "1440p for gaming": a letter follows, never read here).

Pure: a test of the question's words around one number.
"""

from __future__ import annotations

import re

# where the number stands: the message's start or a clause's ("no used, 900 for llm", "预算不多，1500跑大模型")
_CLAUSE_START = re.compile(r"(?:^|[,;:，。；：!?！？(]|\s-)\s*$")
# what follows it: "for" and a job (not "for 2 cards", "for a 3090"), or a Chinese verb of running or training
_FOR_JOB = re.compile(r"\s*(?:for|on)\s+(?!\d|an?\s+\d|the\s+\d|(?:rtx|gtx|rx)\b)"
                      r"|\s*[,，]?\s*(?:用来|用來|拿来|拿來|想|来|來)?\s*(?:跑|训练|訓練|做|玩|炼丹|煉丹)")
_SIZE_WORDS = re.compile(r"context|ctx|tokens?|seq(?:uence)?|上下文|长度|長度")


def budget_for_job(s: str, span: tuple[int, int], number: str, job_said: bool) -> bool:
    """Whether the bare ``number`` at ``span`` of ``s`` (lower-cased) is a budget said for a job: at a clause's start,
    followed by "for <job>" (or 跑/训练…), with a job read (``job_said``) — module docstring."""
    if not job_said or "." in number:
        return False
    value = int(number)
    if value < 100 or value & (value - 1) == 0 and value >= 64:
        return False  # "2 for llm": a count; "4096 for llm", "512 for llm": a context or a size, never money
    if _SIZE_WORDS.search(s):
        return False  # "8000 for llm with a long context": a token count beside it
    return bool(_CLAUSE_START.search(s[:span[0]]) and _FOR_JOB.match(s, span[1]))


__all__ = ["budget_for_job"]
