"""DeepSeek R1's distilled models said in any wording (fix66d, issue 27 §3: "deepseek r1 distill qwen 32b" was read
as Qwen3 32B, "DeepSeek-R1-Distill-Llama-70B" as Llama 3.3 70B and "r1蒸馏版32b" as a bare 32B).

The distills (``data/models.csv``: ``DeepSeek-R1-Distill-Qwen-1.5B`` / ``-7B`` / ``-14B`` / ``-32B``,
``DeepSeek-R1-Distill-Llama-8B`` / ``-70B``, each row sourced from the model's published config.json) are their base
architectures (Qwen2.5, Llama 3) with DeepSeek's name: a question that says "r1" (or "deepseek r1"), a distill word
("distill", "distilled", "蒸馏", "蒸餾") and a size, in either order and with or without the base's name
("r1 32b distill", "deepseek-r1-distill-qwen-32b", "r1蒸馏版32b"), names that row — the size picks it, the base
said (when said) must be the row's. Pure."""

from __future__ import annotations

import re
from collections.abc import Iterable

_DISTILL = r"(?:distill(?:ed)?|蒸馏版?|蒸餾版?|蒸馏的|蒸餾的)"
_BASE = r"(?P<base>qwen|llama)(?:[\s-]*(?:2\.5|3(?:\.\d)?)(?![\d.]))?"
_R1 = r"(?:deepseek[\s-]*)?r1"
SAID = re.compile(
    rf"(?<![a-z0-9]){_R1}[\s_-]*(?P<before>{_DISTILL})?[\s_-]*(?:{_BASE}[\s_-]*)?"
    rf"(?P<size>\d+(?:\.\d+)?)\s*b(?![a-z0-9])(?:[\s_-]*(?P<after>{_DISTILL}))?|"
    rf"(?<![a-z0-9]){_DISTILL}[\s_-]*(?:(?:of|from|版)\s*)?{_R1}[\s_-]*(?:(?P<base2>qwen|llama)(?:[\s-]*(?:2\.5|3(?:\.\d)?)(?![\d.]))?"
    rf"[\s_-]*)?(?P<size2>\d+(?:\.\d+)?)\s*b(?![a-z0-9])", re.IGNORECASE)
"""A distill said: R1, a distill word and a size (module docstring); "distilled r1 32b" too."""

STEM = "deepseek-r1-distill-"
"""How a distill's row name begins (lower case)."""


def distill_said(text: str, names: Iterable[str]) -> tuple[tuple[int, int], str] | None:
    """The span of ``text`` (lower case) that says an R1 distill and the name of its row among ``names`` (the model
    table's names); ``None`` when no distill is said, or its size and base match no row (an unknown size is left to
    the size reader)."""
    for m in SAID.finditer(text):
        if m.group("size") is not None and not (m.group("before") or m.group("after")):
            continue  # "deepseek r1 32b" with no distill word: the table's alias reads it
        size = m.group("size") or m.group("size2")
        base = m.group("base") or m.group("base2")
        found = [n for n in names if n.lower().startswith(STEM) and n.lower().endswith(f"-{size}b")
                 and (base is None or n.lower().startswith(STEM + base))]
        if len(found) == 1:
            return m.span(), found[0]
    return None


__all__ = ["SAID", "distill_said"]
