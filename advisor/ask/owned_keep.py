"""Two cards the asker has, and which to keep or to use (fix74c #3, #5): "I have a 3090 and a 4070, which one should I
keep" was answered "better value: 4070, 655 USD new", and "I have a 4090 and a 3080 in the same PC, which should I use
for training?" weighed the two as buys. Both are theirs: nothing is bought, so no buy price decides. For deep learning
memory decides first (what a card holds it runs at all, rule memory.by-task), then speed: the one to keep or to train
on is the one with more memory, the faster of two with the same; the other is the one to sell or to leave for other
work. Pure."""

from __future__ import annotations

import re
from typing import Any

from ..i18n import Quantity, Text, msg
from ..wording import card_param, gb
from .owned_pair import both_had

_KEEP = re.compile(r"(?<![a-z])(?:which|what)\b[^.?!]{0,40}?\b(?:keep|sell|hold\s+on\s+to)(?![a-z])|"
                   r"(?<![a-z])keep\s+which(?![a-z])|留哪|留下哪|卖哪|賣哪")
"""Words asking which of two had cards to keep (or to sell)."""
_BOTH = re.compile(r"(?<![a-z])(?:keep\s+(?:them\s+)?both|keep\s+the\s+two|sell\s+(?:one|either)(?:\s+of\s+them)?)"
                   r"(?![a-z])|"
                   r"两张都留|兩張都留|都留着|都留著|都留下|留一张|留一張|卖一张|賣一張|卖掉一张|賣掉一張")
"""Words asking whether to keep both had cards or sell one ("keep both or sell one?", fix75c #7)."""
_USE = re.compile(r"(?<![a-z])(?:which|what)\b[^.?!]{0,40}?\b(?:use|train\s+on|run\s+it\s+on|pick)(?![a-z])|"
                  r"用哪|哪张.{0,6}(?:训练|訓練|跑)|哪張.{0,6}(?:訓練|跑)")
"""Words asking which of two had cards to use for a job."""


def keep_which_said(text: str, read_as: Any, answer: Any) -> Any | None:
    """``answer`` (a comparison of two cards, both the asker's) headed by the one to keep or to use for deep learning
    (module docstring), never a buy price; ``None`` when the two are not both had or neither is asked."""
    shape = getattr(answer, "shape", None)
    cards = list(getattr(answer, "cards", None) or [])
    low = text.lower()
    keep, use = _KEEP.search(low) or _BOTH.search(low), _USE.search(low)
    if shape is None or (keep is None and use is None) or not both_had(low, read_as, cards):
        return None
    if not all(c.memory_gb for c in cards):
        return None
    faster, speedup = getattr(answer, "faster", None), getattr(answer, "speedup", None)
    pick = max(cards, key=lambda c: (c.memory_gb, c.card == faster))
    other = next(c for c in cards if c is not pick)
    if pick.memory_gb > other.memory_gb:
        why = msg("ask.owned-keep.memory", "its {big_memory} holds what {small}'s {small_memory} cannot (larger "
                  "models, fine-tuning, longer context)", big_memory=gb(pick.memory_gb), small=card_param(other.card),
                  small_memory=gb(other.memory_gb))
    else:
        why = msg("ask.owned-keep.same", "the same {memory} as {small}, and the faster", memory=gb(pick.memory_gb),
                  small=card_param(other.card))
    speed = (msg("ask.owned-keep.speed", " {card} is about {speedup} faster where both hold the job.",
                 card=card_param(faster), speedup=Quantity(value=round(speedup, 2), unit="x", digits=2))
             if faster and speedup and speedup > 1.0 else Text(value=""))  # no speed figure: memory alone said
    if keep is not None and _BOTH.search(low) is not None and (use is None or keep.start() < use.start()):  # both
        head = msg("ask.owned-keep.both", "Of your two, keep {pick} for deep learning: {why}.{speed} Keep {other} too "
                   "only if your work splits over two cards (an LLM split by layers across both, two experiments at "
                   "once); otherwise sell it: what either would cost to buy is no part of keeping one.",
                   pick=card_param(pick.card), why=why, speed=speed, other=card_param(other.card))
    elif keep is not None and (use is None or keep.start() < use.start()):
        head = msg("ask.owned-keep", "Of your two, keep {pick} for deep learning: {why}.{speed} Sell {other}: what "
                   "either would cost to buy new is no part of keeping one.", pick=card_param(pick.card), why=why,
                   speed=speed, other=card_param(other.card))
    else:
        head = msg("ask.owned-use", "Of your two, use {pick} for deep learning: {why}.{speed} {other} can take "
                   "other work beside it.", pick=card_param(pick.card), why=why, speed=speed,
                   other=card_param(other.card))
    decides = [c for c in shape.decides if not c.message.key.startswith(("compare.value", "compare.middle"))]  # no
    # buy's value said, nor a third card to buy between them (fix75c #7)
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head, "decides": decides})})


__all__ = ["keep_which_said"]
