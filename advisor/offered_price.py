"""A price the asker was offered, whose condition the question does not say (break32 #6: "found a 4090 for 1500 but I
only buy new, budget 2000" listed "GeForce RTX 4090 — 1,500 USD new", though nothing says the card offered is new).

An offer is laid over the market's prices in a condition (:func:`advisor.ask.offers.run_offered`: the wish said,
else used then new) so that it ranks among them; under a wish for new prices only, the offer is laid as new to stay in
the list, but only the wish says "new". Such a price carries :data:`UNSAID_SOURCE` (its citation: the question) and
the front ends say it "offered", never a condition the question does not say (:func:`condition_unsaid`). Pure."""

from __future__ import annotations

from typing import Any

OFFERED_SOURCE = "the price you were offered (your question)"
"""The citation of a price offered (:func:`advisor.ask.fitted.as_offered`)."""
UNSAID_SOURCE = "the price you were offered (your question; its condition is not said)"
"""The citation of a price offered whose condition the question does not say."""


def condition_unsaid(price: Any) -> bool:
    """Whether ``price`` (a :class:`~advisor.models.Price`) is an offer whose condition the question does not say."""
    return getattr(price, "source", None) == UNSAID_SOURCE


def unsaid(obj: Any) -> Any:
    """``obj`` (an answer, or any part of it) with every offered price cited as one whose condition is not said."""
    from .ask.fitted import rebuilt
    from .models import Price

    return rebuilt(obj, lambda x: (x.model_copy(update={"source": UNSAID_SOURCE}) if x.source == OFFERED_SOURCE
                                   else x) if isinstance(x, Price) else None)


__all__ = ["OFFERED_SOURCE", "UNSAID_SOURCE", "condition_unsaid", "unsaid"]
