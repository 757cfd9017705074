""""X vs mac" beside a budget, no Mac named (issue 28, break28 #20).

"nvidia vs mac for llama 70b under 3000" read no machine ("mac" names none), so the answer was a plain NVIDIA ranking
and no Mac was weighed. Here :func:`mac_within` reads a bare "mac" set against the NVIDIA way (:mod:`platform_vs`'s
own choice words) as the Mac the catalogue prices within the budget with the most memory (the first limit for local
models; then the faster memory, then the lower price), said on the read-as line; with none priced within it, the
question stays as read. Pure but for the advisor's own catalogue."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..errors import AdvisorError
from ..i18n import Card, Money, UserText, msg
from .machine_budget import _limit, _priced
from .models import ReadAs

if TYPE_CHECKING:
    from ..api import Advisor

_MAC = re.compile(r"(?<![a-z])(?:macs?|apple\s+silicon)(?![a-z])|苹果电脑|蘋果電腦")


def mac_within(advisor: Advisor, low: str, read_as: ReadAs, market: str | None) -> ReadAs | None:
    """``read_as`` with the Mac within the budget as its one machine (module docstring), or ``None``."""
    said = _MAC.search(low)
    if said is None or read_as.cards or read_as.budget is None or read_as.own or read_as.command != "recommend":
        return None
    m = advisor.catalog.market(read_as.market or market if (read_as.market or market) in advisor.catalog.markets
                               else None)
    limit = _limit(advisor, read_as, m.id, m.currency)
    if limit is None:
        return None
    within = []
    for name in advisor.names.names:
        if not name.startswith("Apple "):
            continue
        try:
            card = advisor.card(name)
        except AdvisorError:
            continue
        if not card.is_system or (cost := _priced(advisor, m.id, name)) is None or cost > limit:
            continue
        within.append((card.memory_gb or 0.0, card.bandwidth_gb_s or 0.0, -cost, name))
    if not within:
        return None
    _, _, cost, name = max(within)
    note = msg("ask.platform.mac-in-budget", "“{typed}” read as {machine} ({price}), the Mac with the most memory "
               "priced within {budget}.", typed=UserText(value=said.group(0)), machine=Card(value=name),
               price=Money(amount=-cost, currency=m.currency),
               budget=Money(amount=read_as.budget.amount, currency=read_as.budget.currency))
    return read_as.model_copy(update={"cards": [name], "notes": [*read_as.notes, note]})
