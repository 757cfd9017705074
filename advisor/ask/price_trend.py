"""Waiting for a card on sale to get cheaper (answers38 #1): "should I wait for the 5090 to get cheaper?" was
answered about the RTX 60 series, which is not what was asked. A wait-for-a-price-drop question about one card on
sale now is answered with the card's dated prices (``data/price_history.csv``: a tracker's monthly series, the
first and last months said, and the direction — rising, falling or holding) and the next thing known to move them
(the next generation of the card's line in ``data/next_generation.csv``, not announced, its rumoured earliest date),
or that nothing dated here says what will. Pure; ``None`` when the question asks no price drop, names not one
card, or the data holds fewer than two dated prices of it.
"""

from __future__ import annotations

import csv
import re
from functools import cache
from typing import TYPE_CHECKING

from ..catalog.inputs import data_dir
from ..i18n import Date, Message, Money, Number, Quantity, Text, msg
from ..wording import card_param
from .future_card import generation_rows

if TYPE_CHECKING:
    from ..api import Advisor

DROP = re.compile(r"(?<![a-z])(?:price\s*drops?|"
                  r"to\s+(?:drop|come\s+down|go\s+down)(?=\s*(?:[?.!,;]|$))|prices?\s+(?:to\s+)?(?:drop|fall|come\s+down|go\s+down|decrease|"
                  r"get\s+lower|to\s+go\s+down)|(?:drop|fall|come\s+down|go\s+down)\s+in\s+price|"
                  r"(?:get|gets|getting|become|go|goes)\s+cheaper(?=\s*(?:[?.!,;]|$|soon|later|next|by|in|after|"
                  r"before|this|once|again)))(?![a-z])|降价|降價|跌价|跌價|掉价|掉價|价格下来|價格下來|价格回落|價格回落|"
                  r"变便宜|變便宜|便宜(?:一)?(?:点|點|些)(?:再|吗|嗎|么|麼|了)")
"""Words asking for a card's price to fall ("wait for it to get cheaper", "will 4090 prices drop", "等5090降价")."""
CHEAPER = re.compile(r"(?<![a-z])cheaper(?![a-z])|便宜")
""""Cheaper" said beside waiting ("should I wait … cheaper?"): a price drop asked too."""
MOVE = 0.05
"""A change of the series under which its price is said to have held (5 %: the months of a floor of three listings
move that much without a trend)."""
METRICS = {"used": "resale-floor", "new": "new-amazon"}
"""The series a condition of the card's shown price is followed by (``data/price_history.csv``'s ``metric``)."""


def asks_price_drop(text: str, waiting: bool) -> bool:
    """Whether ``text`` asks for a price to fall: drop words (:data:`DROP`), or "cheaper" beside waiting
    (``waiting``: the caller's :data:`advisor.ask.buying.WAIT` match)."""
    low = text.lower()
    return bool(DROP.search(low) or (waiting and CHEAPER.search(low)))


@cache
def _history() -> tuple[dict[str, str], ...]:
    """The rows of ``data/price_history.csv``."""
    with open(data_dir() / "price_history.csv", newline="", encoding="utf-8") as fh:
        return tuple(csv.DictReader(fh))


def series(market_id: str, card: str, condition: str | None = None) -> list[dict[str, str]]:
    """The dated prices of ``card`` in ``market_id`` of one metric, oldest first: the metric of ``condition`` (the
    card's shown price: used → the resale floor, new → new on Amazon) when the data has two or more of it, else the
    longest series; ``[]`` when none has two."""
    rows = [r for r in _history() if r["market"] == market_id and r["card"] == card]
    by: dict[str, list[dict[str, str]]] = {}
    for r in rows:
        by.setdefault(r["metric"], []).append(r)
    runs = {m: sorted(rs, key=lambda r: r["as_of"]) for m, rs in by.items() if len(rs) >= 2}
    if not runs:
        return []
    wanted = METRICS.get(condition or "")
    if wanted in runs:
        return runs[wanted]
    return max(runs.values(), key=len)


def _next_said(advisor: Advisor, market_id: str, card: str) -> Message:
    """The next thing known to move a card's price: the next generation of its line (GeForce: ``data/
    next_generation.csv``, kind ``next``), not announced, its rumoured earliest date and source date; else that
    nothing dated here says."""
    line = card.split()[0] if card else ""
    row = next((r for r in generation_rows(advisor, market_id) if r.get("kind") == "next" and r["line"] == line),
               None)
    if row is None:
        return msg("ask.wait-price.next.none", "Nothing dated here says what will move it; buy when the job needs it, "
                   "rent until then.")
    return msg("ask.wait-price.next", "The next thing known to move it is {generation}, not announced, rumoured for "
               "the second half of {year:.0f} at the earliest ({date}); buy when the job needs it, rent until then.",
               generation=Text(value=row["generation"]), year=Number(value=float(row["earliest_year"])),
               date=Date(value=row["source_date"]))


def trend_said(advisor: Advisor, market_id: str, card: str, condition: str | None = None,
               shown=None) -> Message | None:
    """The answer to "should I wait for ``card`` to get cheaper?" in ``market_id`` (module docstring): its dated
    series (``condition`` of the price shown picks it, :func:`series`) from the first month to the last, the change
    in per cent, the direction (more than :data:`MOVE` either way, else held), and the next thing known to move it
    (:func:`_next_said`). ``None`` with fewer than two dated prices. ``shown``: the card's price the answer shows (a
    :class:`~advisor.models.Price`); when it is not the series' last figure, the trend says which it is (break20 #12:
    a row at 4,131 USD next to a trend ending at 4,795)."""
    said = _trend(advisor, market_id, card, condition)
    if said is None or shown is None:
        return said
    run = series(market_id, card, condition)
    first, last = run[0], run[-1]
    if abs(shown.amount / float(last["price"]) - 1.0) <= MOVE or shown.currency != last["currency"]:
        return said
    change = float(last["price"]) / float(first["price"]) - 1.0
    kind = (msg("ask.wait-price.shown.floor", "used floor, GPU Poet") if first["metric"] == "resale-floor" else
            msg("ask.wait-price.shown.amazon", "new on Amazon, GPU Poet"))
    params = dict(card=card_param(card), kind=kind, first=Money(amount=float(first["price"]),
                                                                currency=first["currency"]),
                  first_date=Date(value=first["as_of"]), last=Money(amount=float(last["price"]),
                                                                    currency=last["currency"]),
                  last_date=Date(value=last["as_of"]), shown_date=Date(value=shown.as_of),
                  change=Quantity(value=round(abs(change) * 100), unit="%", digits=0),
                  then=_next_said(advisor, market_id, card))
    if change > MOVE:
        return msg("ask.wait-price.rising.shown", "Waiting for {card} to get cheaper: its price has been rising — "
                   "{first} ({first_date}) to {last} ({last_date}), up {change} ({kind}); the price below is "
                   "{shown_date}'s. {then}", **params)
    if change < -MOVE:
        return msg("ask.wait-price.falling.shown", "Waiting for {card} to get cheaper: its price has been falling — "
                   "{first} ({first_date}) to {last} ({last_date}), down {change} ({kind}); the price below is "
                   "{shown_date}'s. {then}", **params)
    return msg("ask.wait-price.flat.shown", "Waiting for {card} to get cheaper: its price has held — {first} "
               "({first_date}) to {last} ({last_date}) ({kind}); the price below is {shown_date}'s. {then}",
               **params)


def _trend(advisor: Advisor, market_id: str, card: str, condition: str | None = None) -> Message | None:
    """:func:`trend_said` before the price shown is weighed against the series."""
    run = series(market_id, card, condition)
    if not run:
        return None
    first, last = run[0], run[-1]
    a, b = float(first["price"]), float(last["price"])
    change = b / a - 1.0
    kind = (msg("ask.wait-price.floor", "used, GPU Poet's average of the 3 cheapest resale listings")
            if first["metric"] == "resale-floor" else
            msg("ask.wait-price.new-amazon", "new, GPU Poet's average of the 3 cheapest new Amazon listings"))
    params = dict(card=card_param(card), kind=kind, first=Money(amount=a, currency=first["currency"]),
                  first_date=Date(value=first["as_of"]), last=Money(amount=b, currency=last["currency"]),
                  last_date=Date(value=last["as_of"]),
                  change=Quantity(value=round(abs(change) * 100), unit="%", digits=0),
                  then=_next_said(advisor, market_id, card))
    if change > MOVE:
        return msg("ask.wait-price.rising", "Waiting for {card} to get cheaper: its price has been rising, not "
                   "falling — {first} ({first_date}) to {last} ({last_date}), up {change} ({kind}); nothing dated "
                   "here says it will turn. {then}", **params)
    if change < -MOVE:
        return msg("ask.wait-price.falling", "Waiting for {card} to get cheaper: its price has been falling — "
                   "{first} ({first_date}) to {last} ({last_date}), down {change} ({kind}); it may fall further, but "
                   "nothing dated here says how far. {then}", **params)
    return msg("ask.wait-price.flat", "Waiting for {card} to get cheaper: its price has held — {first} "
               "({first_date}) to {last} ({last_date}) ({kind}); nothing dated here says it will fall. {then}",
               **params)


__all__ = ["CHEAPER", "DROP", "asks_price_drop", "series", "trend_said"]
