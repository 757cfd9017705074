"""The price every answer shows for a card (issue 28 §6: one truth across commands), in a module of its own so
that the rules (:mod:`advisor.rules.lookups`) and the answers (:mod:`advisor.compare`, :mod:`advisor.ask`) use
one choice without importing each other."""

from __future__ import annotations

from .models import Price

#: Price kinds never shown as a card's current price (``tools/build_markets.py``): a launch MSRP
#: older than the market's ``msrp_pick_months`` (24 in current-us: about one GPU generation).
STALE_KINDS = frozenset({"launch-msrp-stale"})


def shown_price(prices: list[Price]) -> Price | None:
    """The price every answer shows for a card (issue 28 §6: one truth across commands): among its
    current prices (not a launch MSRP too old to stand for today's, :data:`STALE_KINDS`) the cheapest one
    answers may propose (``Price.pick``), else the cheapest current one; ``None`` when it has none."""
    current = sorted((p for p in prices if p.estimate_kind not in STALE_KINDS), key=lambda p: p.amount)
    return next((p for p in current if p.pick), current[0] if current else None)


__all__ = ["STALE_KINDS", "shown_price"]
