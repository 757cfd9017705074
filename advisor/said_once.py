"""A question's words read once (issue 30 §1, perf33). Pure: no I/O.

Several of ``ask``'s readers read the same thing of the same text: the image generator it names
(:func:`advisor.image_needs.find_generator`, ~3 times a question: the command's slots, the image readers after it),
the owner's job (:func:`advisor.kinds.find_job`), the RAM kind, the supply's wattage, the memory-saving method, the
image tool. Each of those is a pure function of its text (and a flag), over module tables that never change, and
returns an immutable value (a frozen dataclass, a string, a number, a tuple or ``None``): :func:`said_once` keeps the
last :data:`TEXTS` answers of such a function by its arguments, so a text is read once however many readers ask.

Bounded (an LRU of :data:`TEXTS` entries per function, a few hundred bytes each), process-wide and free of any rule
book or view (the answer depends on the words alone), so a dropped server view holds nothing here. A call whose text
is not a ``str`` (a message, a number) is read afresh, never kept. ``tests/advisor/test_perf33.py`` sets each kept
reading against a fresh one on the corpus' questions and on generated ones.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache, wraps
from typing import Any, TypeVar, cast

TEXTS = 1024
"""Texts whose readings each function keeps (a running bot's recent questions; an entry is its key and its answer)."""

F = TypeVar("F", bound=Callable[..., Any])

KEPT: list[Any] = []
"""Every function :func:`said_once` wraps (their ``cache_info`` and ``cache_clear``; tests)."""


def said_once(fn: F) -> F:
    """``fn`` (a pure reader of a text: ``fn(text, *flags)`` → an immutable value) with its last :data:`TEXTS`
    answers kept by its arguments; ``fn`` itself is ``__wrapped__``. A text that is not a ``str`` is read afresh.
    Raises what ``fn`` raises (an error is never kept)."""
    kept = lru_cache(maxsize=TEXTS)(fn)

    @wraps(fn)
    def read(text: Any, *args: Any, **kwargs: Any) -> Any:
        if type(text) is str:
            return kept(text, *args, **kwargs)
        return fn(text, *args, **kwargs)

    read.cache_info = kept.cache_info  # type: ignore[attr-defined]
    read.cache_clear = kept.cache_clear  # type: ignore[attr-defined]
    KEPT.append(read)
    return cast(F, read)


__all__ = ["KEPT", "TEXTS", "said_once"]
