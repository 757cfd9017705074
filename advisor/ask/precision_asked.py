"""Whether a card supports a number format (issue 28, answer what was asked: "does the rtx 5090 support fp4?",
"4090支持fp8吗", "does a 2080 ti support bf16?" got the card's buying verdict, the yes or no missing or buried).

The answer is the card's ``data/precision_support.csv`` row (its compute capability's generation and the precisions
its tensor cores run: FlashAttention README, NVIDIA Transformer Engine, CUDA 12.8 notes, as the row cites): yes or
no first, then its tensor cores' precisions; for a no, the first generation whose tensor cores run the format, and for
FP8 what still runs an FP8 checkpoint (:func:`advisor.fp8_line.fp8_line`: vLLM's weight-only FP8 from 7.5), for FP16
on a card without tensor cores its FP16 rate (``spec.fp16-rate``). Only NVIDIA cards have such a row; any other card,
or a question naming a model (a ``fits`` question: "can a 4090 run llama in fp8?"), is not of this kind. Pure;
:func:`precision_reply` returns the reply, or ``None``.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..fp8_line import fp8_line
from ..i18n import Message, Text, msg
from ..wording import card_param, fact_message, join
from .gtx16_half import gtx16_fix
from .stack_asked import FLASH_ERROR, WHEEL, flash_reply, wheel_reply

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

FORMATS = {"fp8": "FP8", "fp4": "FP4", "nvfp4": "FP4", "mxfp4": "FP4", "bf16": "BF16", "bfloat16": "BF16",
           "tf32": "TF32", "fp16": "FP16", "float16": "FP16"}
"""A format as people write it → the name ``tensor_precisions`` gives it in ``data/precision_support.csv``."""
_FORMAT = re.compile(r"(?<![a-z0-9])(" + "|".join(sorted(FORMATS, key=len, reverse=True)) + r")(?![a-z0-9])")
FLASH = re.compile(r"flash[\s_-]*(?:att(?:n|ention)|attention)|flashattention|(?<![a-z0-9])fa-?[23](?![a-z0-9])")
"""FlashAttention named ("does flash attention work?", "fa2 on a 2080 ti?"): the ``FLASH`` kind of question."""
KINDS = (*dict.fromkeys(FORMATS.values()), "FLASH", "WHEEL")
"""What a question of this module asks about: a number format, FlashAttention, or a PyTorch wheel's cards."""
SUPPORT = re.compile(r"support|(?<![a-z])(?:does|do|can|has|have|handle|run|capable|compatible|native(?:ly)?)(?![a-z])"
                     r"|支持|有没有|有沒有|能不能|能否|可以|能用|能跑|吗|嗎")
"""The words of a support question; a format named with none of them ("4090 fp8 training speed") is not one."""


def format_asked(text: str) -> str | None:
    """The number format a support question asks about ("does the 5090 support fp4?" → ``"FP4"``, "3090支持fp8吗" →
    ``"FP8"``), as :data:`FORMATS` names it; ``None`` when no format is named or no support asked."""
    low = text.lower()
    found = _FORMAT.search(low)
    return FORMATS[found.group(1)] if found is not None and SUPPORT.search(low) else None


def kind_named(text: str) -> str | None:
    """What of :data:`KINDS` ``text`` names, support word or not ("and bf16?" → ``"BF16"``, "does flash attention
    work?" → ``"FLASH"``, "and cu128?" → ``"WHEEL"``): a follow-up to a question of this kind asks the same of it;
    ``None`` when it names none."""
    low = text.lower()
    if WHEEL.search(low):
        return "WHEEL"
    if FLASH.search(low):
        return "FLASH"
    found = _FORMAT.search(low)
    return FORMATS[found.group(1)] if found is not None else None


def kind_asked(text: str) -> str | None:
    """The kind (:data:`KINDS`) a support question asks about, as :func:`format_asked` reads a format ("does flash
    attention work on a 1080 ti?" → ``"FLASH"``); a wheel's CUDA tag asks on its own ("and cu128?" → ``"WHEEL"``);
    ``None`` when no support is asked."""
    kind = kind_named(text)
    return kind if SUPPORT.search(text.lower()) or kind == "WHEEL" or (  # "and cu128?": a wheel tag asks alone
        kind == "FLASH" and FLASH_ERROR.search(text.lower())) else None  # "flash attention fails on …" (judge30)


def precision_reply(advisor: Advisor, text: str, read_as: ReadAs) -> Message | None:
    """"Yes: GeForce RTX 4090 (Ada Lovelace, compute capability 8.9) has FP8 tensor cores …" for a question whether
    one NVIDIA card supports a number format (module docstring); ``None`` for any other question."""
    fmt = kind_asked(text) or (read_as.topic.split(".", 1)[1].upper() if read_as.topic is not None
                               and read_as.topic.startswith("precision.") else None)  # "and the 4090?" after one
    if fmt is None or read_as.command != "why" or len(read_as.cards) != 1 or read_as.model is not None:
        return None
    card = advisor.card(read_as.cards[0])
    rules = advisor.rules
    row = rules.precision(card)
    if row is None:
        return None
    if fmt in ("FLASH", "WHEEL"):
        return flash_reply(advisor, card, row, text) if fmt == "FLASH" else wheel_reply(
            advisor, text, card.compute_capability, card_param(card.name))
    has = [] if card.tensor_cores == 0 else [  # a GTX 16 card: Turing's row, none of its tensor cores (fix79b)
        p.strip() for p in row["tensor_precisions"].split("(")[0].split(",") if p.strip() not in ("", "none")]
    params = dict(card=card_param(card.name), format=Text(value=fmt), cc=Text(value=str(card.compute_capability)),
                  generation=fact_message("precision_support", row, "generation"))
    cores = (msg("ask.precision.cores", "its tensor cores run {precisions}",
                 precisions=fact_message("precision_support", row, "tensor_precisions")) if has
             else msg("ask.precision.no-cores", "it has no tensor cores"))
    if fmt in has:
        return msg("ask.precision.yes", "Yes: {card} ({generation}, compute capability {cc}) has {format} tensor "
                   "cores; {cores}.", cores=cores, **params)
    if fmt == "FP8" and (line := fp8_line([card], lambda c: False, released=False, moe=False)) is not None:
        return msg("ask.precision.no-fp8", "No. {line}", line=line)  # the card, its cc, where FP8 starts, vLLM's way
    runs = fmt == "FP16" and float(card.compute_capability or 0) >= 5.0  # PyTorch runs FP16 tensors on it
    parts = [msg("ask.precision.fp16-runs", "Yes, without FP16 tensor cores: {card} ({generation}, compute "
                 "capability {cc}) runs FP16 models and training on its CUDA cores, in half the memory FP32 takes; "
                 "{cores}.", cores=cores, **params) if runs else
             msg("ask.precision.no", "No: {card} ({generation}, compute capability {cc}) has no {format} tensor "
                 "cores; {cores}.", cores=cores, **params)]
    first = next((r for r in rules.precision_rows() if fmt in r["tensor_precisions"].split("(")[0]), None)
    if first is not None:
        parts.append(msg("ask.precision.first", "{format} tensor cores start with {first} (compute capability "
                         "{first_cc}).", format=Text(value=fmt),
                         first=fact_message("precision_support", first, "generation"),
                         first_cc=Text(value=first["min_cc"])))
    if fmt == "FP16" and (rate := rules.fp16_rate_message(card)):
        parts.append(rate)
    if (fix := gtx16_fix(text, card)) is not None:  # "my 1660 super generates black images in fp16" (fix79b #4)
        parts.insert(0, fix.message)
    return msg("ask.precision.reply", "{said}", said=join(parts))  # a reply of its own key: an answer in words


__all__ = ["FLASH", "FORMATS", "KINDS", "SUPPORT", "format_asked", "kind_asked", "kind_named",
           "precision_reply"]
