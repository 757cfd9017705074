"""Prices of the unified-memory machines (``data/systems.csv``) in a market (issue 29 §5).

A machine's row carries one dated price and its ``price_basis``, what kind of price it is:

* ``list`` — the maker's list price on ``price_date`` (Apple, NVIDIA, Framework, AMD);
* ``as-tested`` — the price of the configuration a reviewer bought (its storage is in the note);
* ``retailer`` — a retailer's price on that day, where the maker's own was not found;
* ``refurbished`` — a refurbished unit's price (the row's condition is ``used``);
* ``list-sum`` — a base list price plus a published upgrade price: an estimate (kind ``estimate``);
* ``last-list`` — the last list price of a configuration no longer sold new: shown as an estimate,
  never a pick.

The rule that picks the one price per machine (the maker's newest dated list price read at its
source, else the newest dated retailer or reviewer price; a retailer's price above the maker's is
only noted) is in ``data/SOURCES.md``; the row's ``note`` says which figures lost and why.
:func:`system_price_rows` turns the rows into the catalogue's price rows (``advisor.catalog``
calls it once per market at build time).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the fact models are built when a table is first read (a console start reads none)
    from .facts import SystemRow

#: Price bases that are estimates (a sum of list steps; a configuration's last list price).
ESTIMATED_BASES = frozenset({"list-sum", "last-list"})
#: Price bases that are shown but never become a pick (not sold new any more).
NEVER_PICKED = frozenset({"last-list"})
BASIS_NOTES = {
    "list": "the maker's list price",
    "as-tested": "the price as a reviewer bought it (configuration in the source)",
    "retailer": "a retailer's price that day (the maker's own not found)",
    "refurbished": "a refurbished unit's price",
    "list-sum": "a base list price plus a published upgrade price (an estimate)",
    "last-list": "the last list price of a configuration no longer sold new (an estimate, never a pick)",
}


def dated(text: str | None) -> str | None:
    """A date as the data gives it (``2025-03-06``, ``2026-06``), or ``None`` for "undated …"."""
    m = re.match(r"\d{4}(?:-\d{2}(?:-\d{2})?)?", text or "")
    return m.group(0) if m else None


def system_price_rows(market_id: str, as_of: str, systems: Iterable[SystemRow],
                      names: set[str]) -> list[dict[str, Any]]:
    """The catalogue price rows (``prices`` table) of the priced machines in ``systems`` whose name
    is a catalogue entry (``names``), in USD, for the market ``market_id`` dated ``as_of``.

    An undated price is an estimate dated with the market; a ``list-sum`` or ``last-list`` price is
    an estimate of kind ``estimate``; a ``last-list`` price is never a pick. The note names the
    price's basis (:data:`BASIS_NOTES`) and the table."""
    out = []
    for s in systems:
        if not s.price_usd or s.name not in names:
            continue
        when = dated(s.price_date)
        basis = s.price_basis or "list"
        estimated = when is None or basis in ESTIMATED_BASES
        out.append({
            "market": market_id, "name": s.name, "condition": s.condition, "amount": s.price_usd,
            "currency": "USD", "as_of": when or as_of, "estimated": int(estimated),
            "source": s.source.split("; ")[0], "note": f"{BASIS_NOTES[basis]} (data/systems.csv)", "floor": 0,
            "pick": 0 if basis in NEVER_PICKED else 1, "estimate_kind": "estimate" if estimated else "",
        })
    return out
