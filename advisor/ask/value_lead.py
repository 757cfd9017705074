"""The best value asked of a sized model with no budget (break26 #7: "best value card for qwen 32b" was answered
by ``fits``, whose list leads with the cheapest way that works — 2 x RTX 3060 at ≈ 14 tok/s for 670 USD, "cheapest
recommended card or machine that works" — above the RTX 3090 at ≈ 36 for 1,275 USD that the same list calls the
best value). Value asked, the best value leads; "cheapest that works" stays first only where the cheapest is asked
("cheapest …", "最便宜"). Pure: the answer's own lines, reordered."""

from __future__ import annotations

import re
from typing import Any

from .value_asked import PER_GB, VALUE

VALUE_LINES = frozenset({"shape.role.value", "fits.role.value-headline"})
"""The reasons a ``fits`` line is the best value by (:func:`advisor.fits.value_label`)."""

CHEAPEST = re.compile(r"cheap|least\s+expensive|便宜|低价|低價", re.I)
"""Words that ask for the cheapest: the cheapest way keeps the lead."""


def value_led(text: str, read_as: Any, answer: Any) -> Any:
    """``answer`` with its best-value line first when ``text`` asks for the best value of a model's ways (a ``fits``
    reading, not an owner's, not the price of a GB nor the cheapest); unchanged otherwise."""
    shape = getattr(answer, "shape", None)
    if (read_as.command != "fits" or read_as.own or shape is None or not VALUE.search(text) or PER_GB.search(text)
            or CHEAPEST.search(text)):
        return answer
    at = next((i for i, x in enumerate(shape.ranking) if x.reason is not None and x.reason.key in VALUE_LINES), None)
    if not at:
        return answer
    ranking = [shape.ranking[at], *shape.ranking[:at], *shape.ranking[at + 1:]]
    return answer.model_copy(update={"shape": shape.model_copy(update={"ranking": ranking})})


__all__ = ["CHEAPEST", "VALUE_LINES", "value_led"]
