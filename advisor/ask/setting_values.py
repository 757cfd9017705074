"""A setting's value is never a card (reader34): "ASCEND_MAX_OP_CACHE_SIZE=5000" is no Quadro RTX 5000, "--port 8000"
no Quadro RTX 8000, "--seed 3090" no RTX 3090. A number written as the value of a command-line flag or of a parameter
named as an identifier (:data:`SETTING_VALUE`, read before Markdown's "_" is dropped; glued to a Chinese word too:
"已设置ASCEND_MAX_OP_CACHE_SIZE=5000") is the setting's, so its digits
are blanked before any card is read — unless the setting is one the reader reads as a span of its own (a batch, a
length or a context, a count of devices: :data:`SPAN_KEYS`), whose value the span readers still need. Pure: no I/O."""

from __future__ import annotations

import re

from .gate import gate_module
from .named_setting import named_settings

# a setting's value: a number after a command-line flag ("--max_num_batched_token 2048", "--port 8000") or after a
# parameter written as an identifier ("max_length 512", "batch_size=4")
SETTING_VALUE = re.compile(r"((?<![a-z0-9_-])--?[a-z][\w-]*|(?<![a-z0-9_])[a-z][a-z0-9]*_[a-z0-9_]+)\s*[=:]?\s*"
                           r"(\d+(?:\.\d+)?)(?![\w.])")
# the settings other readers read a span from: a batch, a length or context, tokens, a count of GPUs or processes
SPAN_KEYS = re.compile(r"batch|bs(?![a-z])|len|ctx|context|token|seq|gpu|device|nproc|tensor|parallel|tp(?![a-z])|"
                       r"world|node|card|vram|mem")
# a value that could be read as a card's number (three to five digits)
CARD_LIKE = re.compile(r"\d{3,5}")


def setting_spans(s: str) -> tuple[set[str], str]:
    """The values of the settings written in ``s`` (the question, lower case), and ``s`` with the card-like values of
    settings no span reader reads blanked (same length, so positions hold)."""
    values = {m.group(2) for m in SETTING_VALUE.finditer(s)}

    def blank(m: re.Match) -> str:
        # a short flag ("-c 32768", "-b 512": llama.cpp's context and batch) is read as a span too
        if SPAN_KEYS.search(m.group(1)) or re.fullmatch(r"-[a-z]{1,3}", m.group(1)) or not CARD_LIKE.fullmatch(
                m.group(2)):
            return m.group()
        return m.group()[:m.start(2) - m.start()] + " " * len(m.group(2))
    named, s = named_settings(SETTING_VALUE.sub(blank, s))  # "resolution: 480": no RX 480 (reader41)
    return values | named, s


gate_module(globals())
