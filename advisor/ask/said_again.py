"""A machine said twice, once bare and once with its memory (reader37): "OOM on the Jetson AGX Orin during inference
with Gemma-3n. Device - Jetson AGX Orin (64G)" is the 64 GB board both times — the bare mention took the catalogue's
first variant (the 32 GB one), a board the asker never named. The memory said of the same product stands for each
mention of it. Pure: no I/O."""

from __future__ import annotations

import re

_MEMORY = re.compile(r"\s(\d+)\s*gb?$")


def sized_again(out: list[tuple[tuple[int, int], str | None, str]]) -> list[tuple[tuple[int, int], str | None, str]]:
    """``out`` (:func:`advisor.ask.machines.read_machines`' ``(span, name, as typed)``) with each machine typed bare
    named as the one mention of the same product typed with its memory, where exactly one such mention was read."""
    sized: dict[str, set[str]] = {}
    for _, name, typed in out:
        if name is not None and _MEMORY.search(typed):
            sized.setdefault(_MEMORY.sub("", typed), set()).add(name)
    return [(span, next(iter(sized[typed])) if name is not None and not _MEMORY.search(typed) and len(
        sized.get(typed, ())) == 1 else name, typed) for span, name, typed in out]


# a family's version said apart from its word ("gemma 2", "qwen 3", "phi 4"): a number of one or two digits (a point
# release too), never a size ("gemma 27b"), a memory ("qwen 8gb"), a count ("llama 2x") nor a context ("qwen 32k")
_VERSION_APART = re.compile(r"\s+(\d{1,2}(?:\.\d)?)(?![\d.]|\s*(?:b|gb|g|x|k|m|bit|bits|tok\w*)(?![a-z]))")


def versioned(family: str, s: str, end: str | int) -> tuple[str, int]:
    """The family word ``family`` read at ``s[:end]``, with its version when the question says it apart ("gemma 2"
    → "gemma 2", so the family's generation 2 is sized, never its newest); ``family`` and ``end`` as they were when
    the word carries a digit already ("qwen3", "gemma-3") or no version follows."""
    end = int(end)
    m = _VERSION_APART.match(s, end)
    if m is None or any(ch.isdigit() for ch in family):
        return family, end
    return f"{family} {m.group(1)}", m.end()
