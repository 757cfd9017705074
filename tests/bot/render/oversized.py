"""Synthetic models far larger than any real answer, for the renderers' safety net
(:func:`bot.render.common.fit_embed` must trim them to Discord's limits)."""

from __future__ import annotations

from advisor.i18n import Text, msg
from advisor.models import CardFacts, MarketRef, Price, Reason

LONG = "x" * 5000
SAID = msg("test.oversized", "{text}", text=Text(value=LONG))  # a 5,000-character sentence
MARKET = MarketRef(id="m" * 60, name=msg("test.oversized.name", "{text}", text=Text(value="N" * 300)),
                   currency="USD", as_of="2026-07")
PRICE = Price(
    amount=123456789.5, currency="USD", condition="new", as_of="2026-07", estimated=True, source="https://" + "a" * 300
)
REASONS = [Reason(rule_id=f"rule.{i}" * 5, message=SAID, source=LONG) for i in range(60)]
ASSUMED = [Reason(rule_id="names.assumed", message=SAID, source=LONG)] * 2  # two ambiguous names
FACTS = CardFacts(
    card="F" * 300, line="geforce", architecture=LONG, cuda_cores=10**9, tensor_cores=10**9,
    memory_bus_bits=4096, bandwidth_gb_s=1e6, memory_gb=1e4, tdp_w=10**6, compute_capability=LONG,
    release_date=LONG, price=PRICE, relative_performance=99.0, performance_kind="published",
    performance_source=SAID, performance_per_price=1.0,
)
