"""A training precision the card lacks is never assumed (break35 #10, issue 28): a LoRA or full fine-tune sized in
bf16 (the default) on a card without BF16 arithmetic (Volta, Turing, Pascal: ``data/precision_support.csv``,
``compat.bf16``) runs in FP16 with loss scaling — the same 16-bit memory, so the sizing holds — and the ranking line
and the pick's reasons say so.

Pure: a function of the configuration and the rules' own facts.
"""

from __future__ import annotations

from typing import Any

from .i18n import Message, Text, msg
from .models import Reason
from .rules import RuleBook, card_param


def lacks_bf16(rules: RuleBook, c: Any) -> bool:
    """Whether configuration ``c`` fine-tunes in bf16 (LoRA or full) on a card whose precision row says no BF16."""
    if c.training is None or c.job.task not in ("lora", "full-finetune") or c.job.precision != "bf16":
        return False
    if c.card.is_system:
        return False
    row = rules.precision(c.card)
    return row is not None and row.get("bf16") == "0"


def fp16_label(rules: RuleBook, c: Any, label: Message | None) -> Message | None:
    """The pick's route words with "no BF16: trains in fp16" when :func:`lacks_bf16`."""
    if not lacks_bf16(rules, c):
        return label
    fp16 = msg("recommend.train.fp16-label", "no BF16: trains in fp16 with loss scaling")
    return fp16 if label is None else msg("recommend.llm.route-raised", "{route}; {raised}", route=label, raised=fp16)


def fp16_reasons(rules: RuleBook, c: Any) -> list[Reason]:
    """``compat.bf16``: that the bf16 fine-tune runs in fp16 on this card, the same memory."""
    if not lacks_bf16(rules, c):
        return []
    return [rules.reason("compat.bf16", msg(
        "recommend.train.fp16", "{card} has no BF16 arithmetic (compute capability {cc}): the fine-tune runs in FP16 "
        "with loss scaling on it (the same memory as bf16).", card=card_param(c.name),
        cc=Text(value=str(c.card.compute_capability))))]


__all__ = ["fp16_label", "fp16_reasons", "lacks_bf16"]
