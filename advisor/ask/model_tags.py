"""A model named by its Ollama tag (issue 27, round 14). Pure: no I/O.

Ollama names a model "family:tag" ("llama4:scout", "qwen3:30b-a3b", "gpt-oss:20b", "gemma3:27b-it-qat"); the
colon glued the family to its size or variant, and the reader read the bare size ("qwen3:30b-a3b" as a generic
30B, not Qwen3 30B-A3B; "llama4:scout" as a size-less llama). :func:`untagged` writes the colon as a space, as
the family and its tag are said elsewhere ("qwen3 30b-a3b", "llama4 scout"); never a log's "cuda:0", a time
"10:30" or a URL (the tag starts with a size or a word of three letters or more). The family may come spelt apart
by then ("llama 4:scout"). The pattern is behind the reader's literal gate (:mod:`advisor.ask.gate`).
"""

from __future__ import annotations

import re

from .gate import gate_module

_TAG = re.compile(r"(?<![a-z0-9/:.])([a-z][a-z0-9.\-]*[a-z0-9](?:\s\d{1,2}(?:\.\d)?)?):"
                  r"(?=\d+(?:\.\d+)?b(?![a-z])|\d+(?:\.\d+)?b-|"
                  r"(?:e\d+b|[a-z]{3,})(?![a-z]*:))")


# Llama 4's tags put the active size before the variant ("llama4:17b-scout-16e-instruct"): the variant names the model
_ACTIVE_BEFORE = re.compile(r"(?<![a-z0-9.])\d{1,3}b-(scout|maverick)(?:-\d{1,3}e)?(?![a-z0-9])")


def untagged(s: str) -> str:
    """``s`` (the question in lower case) with each Ollama tag's colon written as a space ("qwen3:30b-a3b" →
    "qwen3 30b-a3b"), and an active size and an expert count around a named variant left out ("llama4:17b-scout-16e"
    → "llama4 scout")."""
    return _ACTIVE_BEFORE.sub(r"\1 ", _TAG.sub(r"\1 ", s))


gate_module(globals())
