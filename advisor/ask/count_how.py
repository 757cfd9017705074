"""Two how-to questions with no card named that were answered as a ranking with a budget asked (reader53, issue 27):

- the asker's cards counted, no card named, and how to run something on them asked ("我是单机8卡，如何同时使用8卡并行
  推理vllm", "I have 8 GPUs in one machine, how do I run vllm on all of them?"): the verdict on the asker's cards
  (``why``, which asks which card they are) — never what to buy;
- whether a tool supports serving at once, asked with no device ("vLLM部署的模型，支持单卡并发调用模型API么？…三个用户
  并发", "does vLLM support concurrent users on one GPU?"): the verdict (``why``) — never a budget.

Neither when a budget, a price, a purchase or a which-card question is said. Pure: no I/O."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import cues
from .gate import gate_module
from .local_support import SUPPORT_ASKED

if TYPE_CHECKING:
    from .reader import Reading

# how to run something, asked, a few words allowed between ("如何同时使用", "怎么把8张卡都用上", "how do I run",
# "how can I use all of them")
HOW_USE = re.compile(r"(?:怎么|怎麼|如何|怎样|怎樣)[^，。？?！!,.;；]{0,8}?"
                     r"(?:跑|运行|運行|部署|推理|使用|用上|利用|调用|調用|并行|並行)|(?<![a-z])how\s+(?:do\s+i|can\s+i|could\s+i|should\s+i|to|do\s+we|can\s+we)\s+"
                     r"(?:\w+\s+){0,2}?(?:run|deploy|load|use|serve|utili[sz]e|spread|split)(?![a-z])")
# served at once: users or requests together ("并发", "同时", "concurrent users", "multiple users")
AT_ONCE = re.compile(r"并发|並發|多用户|多用戶|多人同时|多人同時|"
                     r"(?<![a-z])(?:concurren\w*|simultaneous\w*|in\s+parallel|at\s+once|multiple\s+users|many\s+users)"
                     r"(?![a-z])")
# which card to get, asked: a ranking, never a how-to ("什么显卡", "哪张卡", "which gpu", "what card", "推荐")
WHICH_CARD = re.compile(r"什么(?:样的)?(?:显卡|顯卡|卡|gpu)|什麼(?:樣的)?(?:顯卡|卡|gpu)|"
                        r"哪(?:个|個|款|张|張|种|種)?(?:显卡|顯卡|卡)|推荐|推薦|(?<![a-z])(?:which|what)\s+(?:\w+\s+)?(?:gpus?|cards?)(?![a-z])|recommend")


def _nothing_bought(r: Reading, text: str) -> bool:
    """No card, device, budget, price, purchase or which-card question in ``r`` (``text``: the question, lower case)."""
    return (not r.cards and not r.unknown and r.budget is None and r.budget_error is None
            and not cues.BUYING.search(text) and not WHICH_CARD.search(text))


def count_how(r: Reading, text: str) -> bool:
    """Whether ``text`` says the asker's cards by their count alone and asks how to run something on them (module
    docstring)."""
    return _nothing_bought(r, text) and (r.gpus or 0) >= 2 and bool(r.own) and HOW_USE.search(text) is not None


def serving_support(r: Reading, text: str) -> bool:
    """Whether ``text`` asks whether a tool supports serving at once, with no device named (module docstring)."""
    return (_nothing_bought(r, text) and r.spans.memory_gb is None and SUPPORT_ASKED.search(text) is not None
            and AT_ONCE.search(text) is not None)


def how_asked(r: Reading, text: str) -> str | None:
    """``"why"`` for a how-to of the asker's counted cards (:func:`count_how`) or a tool's support of serving at once
    (:func:`serving_support`), ``None`` otherwise."""
    return "why" if count_how(r, text) or serving_support(r, text) else None


__all__ = ["AT_ONCE", "HOW_USE", "WHICH_CARD", "count_how", "how_asked", "serving_support"]

gate_module(globals())
