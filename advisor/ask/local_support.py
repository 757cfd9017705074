"""Two owner's questions with no card named that were answered as a ranking with a budget asked (reader48, issue 27;
reader47's Z687 and Z695 left missed):

- the asker's memory said, and how to run a job asked ("显存比较小，只有32G，怎么跑step-video-t2v的推理？", "I only have
  24GB, how do I run wan2.2?"): what that memory holds of the job (``fits``), whatever the job's field;
- whether a tool supports what the asker runs locally, asked with no device named ("请问下目前支持wan2.2模型吗？本地
  使用wan2.2模型跑…需要17分钟左右", "does this node support my local flux setup?"): the verdict (``why``), which asks
  the asker's card — never a budget.

Neither when a budget, a price or a purchase is said. Pure: no I/O."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import cues
from .gate import gate_module
from .said_as import owner_memory_why

if TYPE_CHECKING:
    from .reader import Reading

# how to run a job, asked ("怎么跑", "如何运行", "怎样部署", "how do I run", "how to run", "how can I run")
HOW_RUN = re.compile(r"(?:怎么|怎麼|如何|怎样|怎樣)\s*(?:才能)?\s*(?:跑|运行|運行|部署|推理|使用)|"
                     r"(?<![a-z])how\s+(?:do\s+i|can\s+i|could\s+i|should\s+i|to|do\s+we|can\s+we)\s+"
                     r"(?:run|deploy|load|use)(?![a-z])")

# a tool's support asked ("支持…吗", "支不支持", "是否支持", "does it support", "is … supported")
SUPPORT_ASKED = re.compile(r"支持[^，。,.;；!！]{0,24}?(?:吗|嗎|么|麼|[?？])|支不支持|是否支持|"
                           r"(?<![a-z])(?:does|do|will|can)\s+(?:it|this|the\s+\w+|this\s+\w+)\s+support(?![a-z])|"
                           r"(?<![a-z])(?:is|are)\s+[^.?!]{1,30}?\s+supported(?![a-z])")
# the asker's own local run ("本地使用", "本地部署的", "我本地", "locally", "my local")
LOCAL_RUN = re.compile(r"本地\s*(?:使用|部署|跑|运行|運行|的)|我(?:的)?本地|(?<![a-z])(?:locally|my\s+local)(?![a-z])")


def how_run_owned(r: Reading, text: str) -> bool:
    """Whether ``text`` (the question, lower case) says the asker's memory, with no card, and asks how to run a job,
    with no budget and no purchase (module docstring)."""
    return (not r.cards and r.spans.memory_gb is not None and bool(r.own) and r.budget is None
            and r.budget_error is None and not cues.BUYING.search(text) and HOW_RUN.search(text) is not None)


def local_support(r: Reading, text: str) -> bool:
    """Whether ``text`` (the question, lower case) asks whether a tool supports what the asker runs locally, with no
    device, budget, price or purchase said (module docstring)."""
    return (not r.cards and not r.unknown and r.budget is None and r.budget_error is None
            and r.spans.memory_gb is None and not cues.BUYING.search(text)
            and SUPPORT_ASKED.search(text) is not None and LOCAL_RUN.search(text) is not None)


def owner_asked(r: Reading, text: str) -> str | None:
    """The command of an owner's question with no card named, when one of these kinds: what the memory holds
    (:func:`how_run_owned`: ``fits``), the verdict of a local run's support (:func:`local_support`) or of an owner's
    memory with a why (:func:`advisor.ask.said_as.owner_memory_why`: ``why``); ``None`` otherwise."""
    if how_run_owned(r, text):
        return "fits"
    return "why" if local_support(r, text) or owner_memory_why(r, text) else None


__all__ = ["HOW_RUN", "LOCAL_RUN", "SUPPORT_ASKED", "how_run_owned", "local_support", "owner_asked"]

gate_module(globals())
