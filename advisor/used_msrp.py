"""A used price above the card's launch MSRP, said where the card is weighed (newuser17 #6, #24).

Nobody buys a card used for more than it costs new. The market's own rule already keeps a used price above the same
card's *new street* price from ever becoming a pick (``markets.json`` ``price_rule``: ``Price.pick``), so a card is
weighed at the lower of its two sourced prices. What it did not say: in 2026 the RTX 50 cards' used prices sit above
their launch MSRPs (a used RTX 5080 at ≈ 1,307 USD, its MSRP 999; a used 5060 Ti 16 GB at ≈ 537, MSRP 429) because
their new street prices rose further still (1,623 and 584, GPU Poet, data/markets/current-us.csv). A buyer reading
"1,307 used" should know both facts: it is above MSRP, and why it is still the price weighed (new costs more today),
so that a new card found near MSRP — with the maker's warranty — is recognised as the better buy.

MSRPs: ``data/prices/launch_msrp_usd.csv`` (each row with its source), the table the market build already uses for
cards with no street price. USD markets only (the MSRPs are US list prices). Pure: a function of the catalogue.
"""

from __future__ import annotations

import csv
from functools import cache

from .catalog import Catalog
from .catalog.inputs import data_dir
from .i18n import Date, Message, Money, msg
from .models import Market, Price, Reason
from .rules import RuleBook
from .wording import card_param

MSRP_FILE = ("prices", "launch_msrp_usd.csv")
"""Where the launch MSRPs are, under the data directory (a copy of ../shared/data/prices/launch_msrp_usd.csv)."""


def money(amount: float, currency: str) -> Money:
    return Money(amount=amount, currency=currency)


def price_param(price: Price) -> Money | Message:
    """A price as answers write it (:func:`advisor.recommend.ranking.price_param`: "from about" a floor)."""
    amount = money(price.amount, price.currency)
    return msg("recommend.price.from-about", "from about {price}", price=amount) if price.floor else amount


@cache
def launch_msrps() -> dict[str, tuple[float, str]]:
    """Card name -> (launch MSRP in USD, release date) of ``data/prices/launch_msrp_usd.csv``."""
    path = data_dir().joinpath(*MSRP_FILE)
    if not path.exists():
        return {}
    with path.open(newline="", encoding="utf-8") as fh:
        return {r["name"]: (float(r["msrp_usd"]), r["release_date"]) for r in csv.DictReader(fh) if r.get("msrp_usd")}


def _street_new(catalog: Catalog, market_id: str, name: str) -> Price | None:
    """The card's sourced new street price in the market (never a launch MSRP standing in for one)."""
    return min((p for p in catalog.price_of(market_id, name) if p.condition == "new"
                and not p.estimate_kind.startswith("launch-msrp")), key=lambda p: p.amount, default=None)


def used_over_msrp(catalog: Catalog, market_id: str, name: str, price: Price) -> Message | None:
    """The sentence for a used ``price`` of card ``name`` above its launch MSRP (None otherwise): with the card's
    sourced new price when the market has one (the used price is weighed because new costs more), else the MSRP
    fact alone (a new card near MSRP, with warranty, is the better buy where found)."""
    if price.condition != "used" or price.currency != "USD":
        return None
    row = launch_msrps().get(name)
    if row is None or price.amount <= row[0]:
        return None
    msrp = money(row[0], "USD")
    new = _street_new(catalog, market_id, name)
    if new is not None and new.amount > price.amount:
        return msg("price.used-over-msrp.new", "{card} used, at {used}, costs more than its {msrp} launch MSRP; new "
                   "it costs {new} ({as_of}), more still, so the used price is the one weighed.", card=card_param(name),
                   used=price_param(price), msrp=msrp,
                   new=price_param(new), as_of=Date(value=new.as_of))
    return msg("price.used-over-msrp", "{card} used, at {used}, costs more than its {msrp} launch MSRP: a new one "
               "near MSRP, with the maker's warranty, is the better buy where you find it.", card=card_param(name),
               used=price_param(price), msrp=msrp)


def used_msrp_reasons(catalog: Catalog, rules: RuleBook, market: Market, name: str, price: Price) -> list[Reason]:
    """:func:`used_over_msrp` as a pick's reason (``value.used-market``), none when it says nothing."""
    said = used_over_msrp(catalog, market.id, name, price)
    return [rules.reason("value.used-market", said)] if said is not None else []


__all__ = ["launch_msrps", "used_msrp_reasons", "used_over_msrp"]
