"""A list whose ``in`` is identity (issue 30 §1).

``x in some_list`` compares ``x`` with each member by ``==`` until one matches; for pydantic models
(a :class:`~advisor.models.Pick`) that walks every field of every member the object is not. Where
the members are the very objects asked about (the picks an answer keeps, asked again for the same
objects), identity says the same, at a pointer's cost.
"""

from __future__ import annotations

from typing import Any


class ByIdentity(list):
    """A list whose ``x in it`` is true only when ``x`` is one of its members (``is``); everything
    else is a list's. Its slices are plain lists."""

    __slots__ = ()

    def __contains__(self, item: Any) -> bool:
        return any(item is member for member in self)
