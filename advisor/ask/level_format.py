"""A quant level said with its file format ("Q8 gguf", "Q5_K_M GGUF", "8-bit gguf"): the format is the level's, no
second precision said (reader54, E1066: "do we need to use Q8 gguf for 12gb gpu ?" read the format's 4-bit default as
the level asked, after "use"). Pure: no I/O."""

from __future__ import annotations

import re

# a level, then its format word: the format's word is blanked ("q8 gguf" keeps "q8")
_LEVEL_THEN_FORMAT = re.compile(r"(?<![a-z0-9])((?:i?q[1-8](?:_[a-z0-9]+)*|[2-8][\s-]?bits?|int[48]|fp16|bf16|f16|fp8)"
                                r"\s*[-_.]?\s*)gguf(?![a-z])")


def format_blanked(text: str) -> str:
    """``text`` (the question, lower case) with each "gguf" said right after a quant level written as spaces, the same
    length (the precisions said are found by their place in it)."""
    return _LEVEL_THEN_FORMAT.sub(lambda m: m.group(1) + " " * (m.end() - m.start(1) - len(m.group(1))), text)
