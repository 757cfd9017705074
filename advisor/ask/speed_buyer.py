"""A buyer's speed target said with a verb of running (newuser22 #20, issue 28): "best value card for running a 14b
coding model at 40 tok/s", "which gpu runs llama 70b at 20 tok/s", "跑14b模型每秒30个token用什么卡". The running is the
job the card is bought for, never a speed measured, so the speed is the floor wanted
(:func:`advisor.ask.spans.speed_wanted`), and the answer keeps to the cards that meet it (``--speed``)."""
from __future__ import annotations

import re

# "for running", "card that runs", "which gpu can run": the job a card is wanted for (never "my 3060 running 13b")
_BUYER_RUN = re.compile(
    r"(?<![a-z])(?:for|about|good\s+at|best\s+at)\s+(running)(?![a-z])|"
    r"(?<![a-z])(?:gpus?|cards?|one|which|that)\s+(?:that\s+|which\s+)?((?:can\s+|will\s+|would\s+)?runs?)(?![a-z])")
# a card asked for ("gpu for …", "what's a good card to …", "a card that runs …"): a buyer's question
BUYING_SAID = re.compile(r"(?:^|(?<![a-z]))(?:gpus?|cards?|graphics\s+cards?)\s+(?:for|to|that|which)(?![a-z])|"
                         r"what'?s\s+(?:a\s+|the\s+)?(?:good|best|decent|right)\s+(?:\w+\s+)?(?:gpu|card)")
# a buyer's question in Chinese that asks which card ("用什么卡", "哪张卡好", "选什么显卡")
BUYING_ASKED = re.compile(r"什么(?:显)?卡|什麼(?:顯)?卡|哪(?:一)?(?:张|張|款|个|個)(?:显|顯)?卡|"
                          r"选(?:什么|哪)|選(?:什麼|哪)")


def buyer_run_blanked(s: str) -> str:
    """``s`` (a question in lower case) with the running a card is bought for blanked, kept the same length, so the
    words that say a speed was measured ("running", "runs") are read only where they say it."""
    def blank(m: re.Match) -> str:
        g = 1 if m.group(1) is not None else 2
        start, end = m.start(g) - m.start(), m.end(g) - m.start()
        return m.group()[:start] + " " * (end - start) + m.group()[end:]

    return _BUYER_RUN.sub(blank, s)
