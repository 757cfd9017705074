"""A slowness reported in the words of a long owner's post that :mod:`advisor.ask.said_as` did not hear
(reader40): a performance problem named ("性能问题", "速度问题"), an optimisation asked of a speed ("eval
rate 4.5tokens/s，想优化到…，如何优化?"), or a speed said unsatisfying ("the speed of generation of the
answer is not satisfactory"). On the asker's one card with a model running, why it is slow is asked: the
card's verdict (``why``), never a fit sized again. Several of it ("4 RTX 4090 … not satisfactory") stay a fit:
the why of one card would size the model on one. A measured speed said as "only" one ("最高输出速度只有
80token/s，请问这个速度正常吗") stays a fit: the speed the card should give is its answer. Pure: no I/O."""

from __future__ import annotations

import re

SLOW_SAID = re.compile(
    # a performance problem named, an optimisation of a speed asked
    r"(?:性能|速度)(?:问题|問題)|(?:如何|怎么|怎樣|怎样|想)\s*(?:优化|優化|提速|加速)|"
    r"(?<![a-z])(?:speed|performance|generation)[^.?!]{0,40}?(?:is\s+|are\s+)?not\s+(?:satisfactory|acceptable|good\s+enough)")
"""The words of a slowness reported (module docstring)."""


def slow_said(text: str) -> bool:
    """Whether ``text`` (the question, lower case) reports a speed as too low (:data:`SLOW_SAID`)."""
    return SLOW_SAID.search(text) is not None
