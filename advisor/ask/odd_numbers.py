"""Numbers said that no GPU question can mean — a negative or zero memory, time or speed wanted, a speed no machine
comes near, a budget refused beside a question that is answered without one (break28 #23: "need -24gb vram",
"sdxl in under 0 seconds", "llama 8b at 1e9 tokens per second", "budget -500 for llama 8b"): each is said in one
sentence naming the value not taken, and the rest of the question is answered. Never dropped silently, never turned
around ("-24gb" is no 24 GB card owned).

:func:`odd_spans` runs before the typed spans are read (:func:`advisor.ask.spans.read_spans`): it blanks each odd
span so that no reader takes its number, and returns the notes. :func:`budget_not_taken` says a budget the budget
reader refused when the question's answer does not take a budget (the refusal is the reply of one that does).

Pure: the question's words.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..commands import BY_NAME
from ..i18n import Message, Text, msg
from .models import ReadAs
from .spans import blank

if TYPE_CHECKING:
    from .reader import Reading

_MINUS = r"[-−–]"
_NUM = r"\d+(?:[.,]\d+)?(?:e\+?\d{1,3})?"
_MEMORY = re.compile(rf"(?<![a-z0-9_.]){_MINUS}(?P<n>\d+(?:\.\d+)?)\s*(?:gb|gib|g)(?![a-z])")
"""A negative amount of memory ("need -24gb vram", "-16g显存"); a range's dash ("16-24gb") is none (:func:`_minus`),
nor a label's ("GPU - 2GB; RAM - 8GB": a space after it)."""
_SECONDS = r"(?:s|secs?|seconds?|秒(?:钟|鐘)?)(?![a-z])"
_TIME = re.compile(rf"(?:(?<![a-z])(?:under|below|in|within|at\s+most|less\s+than|faster\s+than)\s*|<\s*|不到\s*|)"
                   rf"(?P<said>(?P<minus>{_MINUS})?(?<![\d.])(?P<n>\d+(?:\.\d+)?)\s*{_SECONDS})")
"""A time wanted ("under 0 seconds", "in -5 s", "0秒"): odd when zero or negative."""
_SPEED = re.compile(rf"(?P<said>(?P<minus>(?<![\w.]){_MINUS})?(?<![\d.,])(?P<n>{_NUM})\s*(?:tokens?|toks?|t)\s*"
                    r"(?:/\s*|per\s+|每)(?:s|sec|second|秒)(?![a-z])|(?:每秒|一秒)\s*(?P<zminus>[-−])?(?P<zn>"
                    rf"{_NUM})\s*(?:个|個)?\s*tokens?)")
"""A speed in tokens a second ("1e9 tokens per second", "0 tok/s", "每秒-5个token")."""
_ZERO_COUNT = re.compile(r"(?<![\w.,$€£¥:/-])(?P<said>(?:0|zero|零)\s*(?:[x×*]\s*|张|張|块|塊)?)\s*"
                         r"(?=(?:nvidia\s+|geforce\s+|amd\s+|radeon\s+|tesla\s+|rtx\s*|gtx\s*|rx\s*)?"
                         r"(?:[a-z]{1,2}\s?)?\d{3,5}(?:\s?(?:ti|super|xtx?))?s?(?![\d.]))")
"""A count of none before a card ("what psu for 0 3090s", "zero 4090s", "0张4090": break32 #19): said, the card read
once."""
MOST_TOK_S = 1_000_000.0
"""Above this many tokens a second (a whole serving cluster's order), no GPU question means the speed."""


def _minus(s: str, start: int) -> bool:
    """Whether the dash at ``start`` is a minus: the text starts there, or a space, a sign of punctuation or a Chinese
    character stands before it — never a word or number it joins ("16-24gb": a range, "6b-128k", "mi300x-192gb")."""
    return start == 0 or bool(re.match(r"[\s(:：,，=$€£¥\u3400-\u9fff]", s[start - 1]))


def _value(text: str) -> float:
    base, _, exp = text.replace(",", "").lower().partition("e")
    return float(base) * 10 ** int(exp.lstrip("+") or 0)


def odd_spans(s: str, told: str | None = None) -> tuple[list[Message], str]:
    """The notes on the odd numbers of ``s`` (a question in lower case, NFKC) and ``s`` with them blanked.

    ``told`` is ``s`` before the names read ahead of it were blanked (the same positions): a dash is judged a minus
    there, so the hyphen glued to a device's name ("GPU为H20e-141G*8", the name blanked as an unknown device) stays
    its memory's, never a negative memory."""
    notes: list[Message] = []
    told = s if told is None else told
    for m in _MEMORY.finditer(s):
        if _minus(told, m.start()):
            notes.append(msg("ask.odd.memory", "“{said}” is not read as GPU memory: an amount of memory is more than "
                             "zero.", said=Text(value=m.group().strip())))
            s = blank(s, m.span())
    for m in _TIME.finditer(s):
        if (m.group("minus") and _minus(told, m.start("said"))) or float(m.group("n")) == 0:
            notes.append(msg("ask.odd.time", "“{said}” is not read as a time wanted: a time is more than zero.",
                             said=Text(value=m.group("said").strip())))
            s = blank(s, m.span())
    for m in _ZERO_COUNT.finditer(s):
        notes.append(msg("ask.odd.count", "“{said}” is not read as a count of cards: a count is at least one, so the "
                         "answer is for one.", said=Text(value=m.group().strip())))
        s = blank(s, m.span("said"))
    for m in _SPEED.finditer(s):
        negative = bool((m.group("minus") and _minus(told, m.start("minus"))) or m.group("zminus"))
        value = _value(m.group("n") or m.group("zn"))
        if negative or value <= 0:
            notes.append(msg("ask.odd.speed-low", "“{said}” is not read as a speed wanted: a speed is more than zero.",
                             said=Text(value=m.group().strip())))
        elif value > MOST_TOK_S:
            notes.append(msg("ask.odd.speed-high", "“{said}” is not read as a speed wanted: no GPU or cluster comes "
                             "near it, so the answer is not held to it.", said=Text(value=m.group().strip())))
        else:
            continue
        s = blank(s, m.span())
    return notes, s


_NEGATIVE_SAID = re.compile(rf"{_MINUS}\s?[$€£¥]?\s?\d[\d,.]*\s?(?:k(?![a-z])|万|萬|千)?")


_SAID_REFUSALS = ("error.budget.scientific", "error.budget.too-large", "error.budget.infinite", "error.budget.nan")
"""The budget refusals said beside an answer that takes no budget ("budget 1e9 for llama 8b")."""


def budget_not_taken(r: Reading, read_as: ReadAs) -> ReadAs:
    """``read_as`` with a note on the budget the reader refused (``r.budget_error``) when its command takes no budget:
    "budget -500 for llama 8b" is the fit, with one sentence on the -500 (the refusal is the reply of a command that
    takes a budget). A minus inside a name ("6b-128k") is no budget said: unchanged."""
    if read_as.command not in BY_NAME or BY_NAME[read_as.command].takes("budget") or r.budget is not None or (
            r.budget_error is None or r.budget_error.msg is None):
        return read_as
    low, key = r.text.lower(), r.budget_error.msg.key
    if key == "error.budget.negative":
        said = next((m for m in _NEGATIVE_SAID.finditer(low) if _minus(low, m.start())), None)
        if said is None:
            return read_as
        note = msg("ask.odd.budget-negative", "“{said}” is not taken as a budget: a budget is more than zero, so the "
                   "answer below weighs no budget.", said=Text(value=said.group().strip()))
    elif key in _SAID_REFUSALS:
        note = msg("ask.odd.budget", "The budget is not taken — {refusal}", refusal=r.budget_error.msg)
    else:
        return read_as
    return read_as.model_copy(update={"notes": [*read_as.notes, note]})


def odd_reply(notes: list[Message], otherwise: Message) -> Message:
    """The reply to a question whose only numbers were odd ("need -24gb vram"): what was not taken, and how to ask
    (never "that does not look like a question about GPUs"); ``otherwise`` when no note is an odd number's."""
    odd = [n for n in notes if n.key.startswith("ask.odd.")]
    if not odd:
        return otherwise
    return msg("ask.odd.alone", "{notes} Ask again with the amount you meant, e.g. “need 24gb vram, budget 1500” or "
               "“llama 8b at 30 tokens per second”.", notes=odd)


__all__ = ["MOST_TOK_S", "budget_not_taken", "odd_reply", "odd_spans"]
