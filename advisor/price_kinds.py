"""A price's kind in a few words (break26 #8), where a label names it beside another way: "first at a market price:
the cheaper RTX A6000's is one listing a guide quotes" — the words of the row's own kind
(``Price.estimate_kind``, data/markets/price_corrections.csv), never another's. Pure."""

from __future__ import annotations

from .i18n import Message, msg
from .models import Price

SHORT_KINDS = {
    "single-listing": msg("price.kind.single-listing", "one listing a guide quotes"),
    "launch-msrp": msg("price.kind.launch-msrp", "a launch MSRP"),
    "range-midpoint": msg("price.kind.range-midpoint", "a price range's midpoint"),
}
"""A price kind in a few words, where a label names it beside another way (break26 #8: "priced by one seller's
listing" of a row whose source is one listing an affiliate guide quotes, dated by year)."""


def short_kind(price: Price) -> Message:
    """What kind of estimate ``price`` is, in a few words (:data:`SHORT_KINDS`; "an estimate" for another kind)."""
    return SHORT_KINDS.get(price.estimate_kind) or msg("price.kind.estimate", "an estimate")


__all__ = ["SHORT_KINDS", "short_kind"]
