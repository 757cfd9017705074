"""Patterns made from what a question says (a card's model number, a word as typed), compiled once (perf35). Pure.

Several readers build a pattern around a piece of the question ("(?<!\\d)3090(?!\\d)", "my … 4090") and search it with
``re.search(text, …)``. The standard library keeps its last 512 compiled patterns, first in first out: these made
patterns, one per card number and reader, pushed the readers' fixed patterns out of it, so that about one question in
two compiled a pattern again (966 compilations over the corpus' 1,036 questions after a warm pass, some hundred
microseconds each). :func:`compiled` keeps the made ones in a table of their own.
"""

from __future__ import annotations

import re
from functools import lru_cache


@lru_cache(maxsize=2048)
def compiled(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile(pattern, flags)``, kept among the last 2,048 made patterns (module docstring); raises as
    ``re.compile`` does."""
    return re.compile(pattern, flags)


__all__ = ["compiled"]
