"""The catalogue's Macs with one Apple chip, kept per name tables and chip (issue 30 §1): an Apple chip read alone
("m1 max") looked for its Macs with a regex over every entry (~2,900) per question; the tables never change, so
each chip's Macs are found once (:func:`macs_with_chip`, used by :func:`advisor.ask.machines._chip_alone`)."""

from __future__ import annotations

import re
import weakref
from typing import Any

_KEPT: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def macs_with_chip(tables: Any, typed: str) -> tuple[Any, ...]:
    """The entries of ``tables`` whose name carries the chip ``typed`` in brackets ("(M1 Max" for "m1 max"; never
    "(M1 Max Pro…": another tier follows), in the catalogue's order; kept per tables and chip (spaces folded)."""
    chip = " ".join(typed.split())
    kept = _KEPT.setdefault(tables, {})
    key = chip.lower()
    if key not in kept:
        same = re.compile(rf"\({re.escape(chip)}(?!\s*(?:pro|max|ultra))(?![a-z0-9])", re.I)
        kept[key] = tuple(e for e in tables.entries if same.search(e.name))
    return kept[key]


__all__ = ["macs_with_chip"]
