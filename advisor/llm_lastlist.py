"""A machine no longer sold new, named by ``recommend`` where ``fits`` lists it (issue 29, the 2026-12-03 breaker).

A ``last-list`` price (:data:`advisor.lineups.NEVER_PICKED`: the last list price of a configuration no
longer sold new, an estimate) is never a pick. But ``fits`` lists such a machine as a way when it is the
only one that holds a model (the 512 GB Mac Studio M3 Ultra for DeepSeek R1/V3: issue 29 B4), so a sized
``recommend`` that finds nothing else within its budget names it too, with its label (``last-list``:
buy one used or refurbished), rather than saying nothing is worth buying while ``fits`` lists it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .fits import FitCard, Offer, ways
from .fits.answer import job_key
from .kept import Same, keep
from .models import Market
from .rigs import platform_pricer
from .routes import HEADLINE_ROUTES
from .workload import DecodeSpeeds, Workload

if TYPE_CHECKING:
    from .rules import RuleBook


def last_list_ways(market: Market, offers: list[Offer], workload: Workload, speeds: DecodeSpeeds,
                   budget: float, rules: RuleBook | None = None) -> list[tuple[Offer, FitCard]]:
    """The ``fits`` ways of the sized job on a headline route whose only bar is a price that is never a pick
    (a last list price), within ``budget`` (market currency), cheapest first, each with its offer: one the rules
    take, its software running the job, not tight, no server module. The ways of every budget, in that order, are
    budget-free (the budget only cuts them): with ``rules`` they are kept per job, market, offer list and decode
    table in that rule book (kept table ``llm.last-list``, issue 30 §1), not made again for every budget."""
    est = workload.estimate
    if est is None:
        return []
    if rules is None:
        found = _every_budget(market, offers, workload, speeds)
    else:
        found = keep(rules, "llm.last-list", (job_key(est), Same(market), Same(offers), Same(speeds), workload.gpus,
                                              workload.decode), lambda: _every_budget(market, offers, workload, speeds))
    return [x for x in found if (x[1].total_price or 0.0) <= budget]  # cheapest first: a cut keeps the order


def _every_budget(market: Market, offers: list[Offer], workload: Workload,
                  speeds: DecodeSpeeds) -> tuple[tuple[Offer, FitCard], ...]:
    """:func:`last_list_ways` for any budget, cheapest first (ties: the faster, then the card's name)."""
    est = workload.estimate
    assert est is not None
    unpicked = [o for o in offers if o.price is not None and not o.price.pick and o.takes
                and not any(rule == "line.server-module" for rule, _ in o.why)]
    by_name = {o.card.name: o for o in unpicked}
    out = []
    for w in ways(est, unpicked, speeds.of, platform_pricer(market), workload.gpus):
        if (w.route not in HEADLINE_ROUTES or not (w.takes and w.trains) or w.tight or w.server_module
                or (workload.gpus and w.count != workload.gpus)):
            continue
        if not workload.decode:
            continue  # a fine-tuning job is ranked by training throughput: such a machine is an inference road
        out.append((by_name[w.card], w))
    return tuple(sorted(out, key=lambda x: (x[1].total_price or 0.0, -(x[1].speed.tok_s if x[1].speed else 0.0),
                                            x[1].card)))


__all__ = ["last_list_ways"]
