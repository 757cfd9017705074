"""The deciding-fact readers after the command, each behind the gate of what it needs (issue 30 §1, perf33). Pure.

``ask`` runs some sixty readers after the command's answer (:func:`advisor.ask.answer.concerned`,
:func:`advisor.ask.buying.buyer_facts`, :func:`advisor.ask.firsts.said_first`); nearly every one says nothing for
nearly every question, but several read the question's words (a wattage, a tool, a project's name) or assess cards
before they test the typed slots that rule them out (a comparison of two cards, one card asked about, a full
fine-tune's fit). :func:`gated` puts a reader behind its ``shut`` test — a cheap test of the same arguments, true only
where the reader's own first tests return nothing — so such a question skips the reader whole.

A gate is sound by the reader's own code: ``shut`` is a condition under which the reader returns its answer
unchanged (an ``unchanged`` argument) or ``[]``, read from its first lines. ``tests/advisor/test_perf33.py`` checks
it: over the corpus' questions and generated ones, every call a gate shuts is run ungated (:attr:`Gate.reader`) and
must return nothing; and each gate is shut for some question and open for another.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from dataclasses import dataclass
from functools import wraps
from typing import Any, TypeVar

F = TypeVar("F", bound=Callable[..., Any])


@dataclass
class Gate:
    """One reader behind its gate: ``reader`` (ungated), ``shut`` (its arguments → whether it says nothing), and
    which argument it returns unchanged then (``unchanged``, its position ``at``; ``None``: it returns ``[]``)."""

    name: str
    reader: Callable[..., Any]
    shut: Callable[..., bool]
    unchanged: str | None
    at: int | None


GATES: dict[str, Gate] = {}
"""Every gated reader, by its module and name (tests)."""


def gated(shut: Callable[..., bool], unchanged: str | None = None) -> Callable[[F], F]:
    """A decorator: the reader called only when ``shut`` (called with the reader's arguments) is false; else it
    returns its argument named ``unchanged`` (the answer it was given) or, with ``unchanged`` ``None``, ``[]`` (no
    fact). ``shut`` must be true only where the reader itself returns exactly that (module docstring). Raises
    ValueError for an ``unchanged`` that is not one of the reader's parameters."""

    def wrap(reader: F) -> F:
        names = list(inspect.signature(reader).parameters)
        if unchanged is not None and unchanged not in names:
            raise ValueError(f"{reader.__name__} has no parameter {unchanged!r}")
        gate = Gate(f"{reader.__module__}.{reader.__qualname__}", reader, shut, unchanged,
                    names.index(unchanged) if unchanged is not None else None)
        GATES[gate.name] = gate

        @wraps(reader)
        def call(*args: Any, **kwargs: Any) -> Any:
            if gate.shut(*args, **kwargs):
                if gate.at is None:
                    return []
                return args[gate.at] if gate.at < len(args) else kwargs[gate.unchanged]  # type: ignore[index]
            return gate.reader(*args, **kwargs)

        return call  # type: ignore[return-value]

    return wrap


__all__ = ["GATES", "Gate", "gated"]
