"""Which fields of an answer model can hold a cited sentence, from the models' type annotations
(issue 30 §1: :func:`advisor.shape.in_voice` walked every field of every nested model of an
answer, ~100 models for a ``fits`` answer, to find its lists of reasons and notes).

A *cited sentence* is an object with ``rule_id``, ``source`` and ``message`` (a reason, a note, a
finding). A field can hold one when its annotation names, through lists, tuples, unions and
optionals, a model that is one or that has such a field; a field annotated with anything else that
is not a plain value (``Any``, a type variable, a class that is not a model) is kept too. Messages
and their parameters are never walked: a sentence does not hold other sentences' citations.
"""

from __future__ import annotations

import types
import typing
from functools import cache

from pydantic import BaseModel

from . import i18n
from .by_identity import ByIdentity
from .voiced import kept_rewrite

__all__ = ["ByIdentity", "kept_rewrite", "walked_fields"]  # the last two: what the short form's walk of kept parts
# uses (advisor/by_identity.py, advisor/voiced.py), imported with walked_fields (advisor/shape.py is at its line limit)

PLAIN = (str, int, float, bool, bytes, type(None))
"""Annotations that hold no model."""
CITED = ("rule_id", "source", "message")


def _cited(cls: type[BaseModel]) -> bool:
    return all(name in cls.model_fields or hasattr(cls, name) for name in CITED)


def _may_hold(annotation: object, seen: frozenset[type]) -> bool:
    """Whether a value of ``annotation`` may be or contain a model with a cited sentence."""
    if annotation in PLAIN or annotation is type(None):
        return False
    origin = typing.get_origin(annotation)
    if origin is typing.Literal:
        return False
    if origin is typing.Annotated:
        return _may_hold(typing.get_args(annotation)[0], seen)
    if origin in (list, tuple, set, frozenset, typing.Union, types.UnionType) or (
            origin is not None and origin.__module__ == "collections.abc"):
        return any(_may_hold(a, seen) for a in typing.get_args(annotation) if a is not Ellipsis)
    if origin is dict:
        return False  # the walk never enters a dict
    if isinstance(annotation, type) and issubclass(annotation, (i18n.Message, i18n.MessageParam)):
        return False
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        if annotation in seen:
            return _cited(annotation)  # a model nested in itself: its own fields are weighed once
        return _cited(annotation) or bool(_fields(annotation, seen | {annotation}))
    # an enum of strings or an int subclass holds none; Any, a type variable, a forward reference not
    # resolved may: walked, as before
    return not (isinstance(annotation, type) and issubclass(annotation, PLAIN))


def _fields(cls: type[BaseModel], seen: frozenset[type]) -> tuple[str, ...]:
    return tuple(name for name, info in cls.model_fields.items() if _may_hold(info.annotation, seen))


@cache
def walked_fields(cls: type[BaseModel]) -> tuple[str, ...]:
    """The fields of ``cls`` that may hold a cited sentence (computed once per class)."""
    return _fields(cls, frozenset({cls}))
