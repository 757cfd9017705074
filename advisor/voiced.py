"""A kept part of an answer said in today's voice once, not once per answer (issue 30 §1).

:func:`advisor.shape.in_voice` leaves out of an answer the guides' general sentences that do not hold
in today's market; it walks every part that may hold one. The parts of an answer kept across answers
(:mod:`advisor.kept`: an LLM configuration's pick, a general ranking's pick) are the same objects
answer after answer, and what is left of them depends only on them and on the rule book's weights and
kinds: :func:`kept_rewrite` keeps that per rule book (table ``shape.voiced``) while
:func:`voicing` says whose rule book the answer being shaped is.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from contextvars import ContextVar
from typing import Any, TypeVar

from .kept import Same, keep
from .models import Pick

M = TypeVar("M")

_BOOK: ContextVar[Any] = ContextVar("voicing", default=None)


@contextlib.contextmanager
def voicing(book: Any) -> Iterator[None]:
    """Within it, :func:`kept_rewrite` keeps what it rewrites in ``book``'s table (a
    :class:`~advisor.rules.RuleBook`, the answer's own: a server view's keeps its own)."""
    token = _BOOK.set(book)
    try:
        yield
    finally:
        _BOOK.reset(token)


def kept_rewrite(model: M, rewrite: Callable[[M], M]) -> M:
    """``rewrite(model)``, kept by the model's identity in the rule book :func:`voicing` names when it is a
    :class:`~advisor.models.Pick` (the parts kept across answers; any other part, and outside
    :func:`voicing`, afresh). ``rewrite`` must depend only on ``model`` and that rule book."""
    book = _BOOK.get()
    if book is None or type(model) is not Pick:
        return rewrite(model)
    return keep(book, "shape.voiced", Same(model), lambda: rewrite(model))


def kept_part(name: str, key: Any, build: Callable[[], M]) -> M:
    """``build()`` kept under ``key`` in the table ``name`` of the rule book :func:`voicing` names (afresh outside it):
    a part of the short form that depends only on kept parts of the answer (a kept pick's ranking line and caveat
    candidates, :func:`advisor.shape._pick_parts`; perf28)."""
    book = _BOOK.get()
    if book is None:
        return build()
    return keep(book, name, key, build)
