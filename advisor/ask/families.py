"""Model families as people write them (issue 27): a family and version that only one model of the
table has ("llama 3.3" is Llama 3.3 70B), a variant word after a model's name that makes it another
model ("deepseek-r1 distill" is no DeepSeek R1 671B), and a family the table lacks written with a size
("qwen2.5-coder 32b": sized as a 32B model and named as typed). Pure: no I/O; the model table's rows
(``data/models.csv``) are given."""

from __future__ import annotations

import re
from collections.abc import Iterable

#: Words after a model's name that make it another model: never the shorter name's model.
VARIANT_AFTER = frozenset({"distill", "distilled", "coder", "vl", "vision", "math", "omni", "audio", "embedding",
                           "embed", "reward", "guard"})
# the words between a family word and a size that belong to the name ("qwen2.5-coder ", "codellama ")
_NAME_BETWEEN = re.compile(r"[a-z0-9.\-_:]*(?:[ \-][a-z0-9.\-]+)?[\s\-:]*")
_NOT_NAME = re.compile(r"(?<![a-z])(?:a|an|the|for|on|with|to|in|of|and|or|is|my|model|models|run|running)(?![a-z])")


def _key(text: str) -> str:
    return re.sub(r"[\s\-_]+", "", text.lower())


def only_model(family: str, rows: Iterable[dict]) -> str | None:
    """The name of the one row of the model table whose family is ``family`` as typed ("llama 3.3" →
    "Llama 3.3 70B"), or None when none or several are ("llama 3", "qwen2.5")."""
    key = _key(family)
    found = [r["name"] for r in rows if r.get("family") and _key(r["family"]) == key]
    return found[0] if len(found) == 1 else None


def typed_name(s: str, family_start: int, size_start: int) -> str | None:
    """The family as typed before a size ("qwen2.5-coder" of "qwen2.5-coder 32b"), when the words from the
    family word to the size are a name and no sentence ("llama for a 70b" names none); else None."""
    between = s[family_start:size_start]
    if not _NAME_BETWEEN.fullmatch(between) or _NOT_NAME.search(between):
        return None
    return between.strip(" -:") or None
