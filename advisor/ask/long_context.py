""""Long context" said with no length (newuser20 #2, fix41d): "qwen3 30b a3b with long context" was sized at the
default 4,096 tokens without a word. The read-as line says the length it was sized at and asks the one meant, so the
KV cache a long context adds is never dropped unsaid. Pure.
"""

from __future__ import annotations

import re

from ..fits.parsing import DEFAULT_CONTEXT
from ..i18n import Message, Number, msg

LONG_CONTEXT = re.compile(r"(?<![a-z])(?:long|longer|large|big|huge|extended|full)[\s-]+(?:context|ctx|context[\s-]"
                          r"window)s?(?![a-z])|长上下文|長上下文|超长上下文|超長上下文|长文本|長文本")


def long_context_note(text: str, context_tokens: int | None, model_said: bool) -> list[Message]:
    """The note for a long context said with no length, beside a model (nothing when a length is said)."""
    if context_tokens is not None or not model_said or LONG_CONTEXT.search(text.lower()) is None:
        return []
    return [msg("ask.note.long-context", "a long context said with no length: sized at the default {tokens:,.0f} "
                "tokens; say the length (32k, 128k) and its KV cache is counted", tokens=Number(
                    value=DEFAULT_CONTEXT["inference"]))]
