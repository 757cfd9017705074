"""A machine no longer sold new, named by ``recommend`` where ``fits`` lists it (issue 29, the 2026-12-03 breaker).

A ``last-list`` price (:data:`advisor.lineups.NEVER_PICKED`: the last list price of a configuration no
longer sold new, an estimate) is never a pick. But ``fits`` lists such a machine as a way when it is the
only one that holds a model (the 512 GB Mac Studio M3 Ultra for DeepSeek R1/V3: issue 29 B4), so a sized
``recommend`` that finds nothing else within its budget names it too, with its label (``last-list``:
buy one used or refurbished), rather than saying nothing is worth buying while ``fits`` lists it.
"""

from __future__ import annotations

from .fits import FitCard, Offer, ways
from .models import Market
from .rigs import platform_pricer
from .routes import HEADLINE_ROUTES
from .workload import DecodeSpeeds, Workload


def last_list_ways(market: Market, offers: list[Offer], workload: Workload, speeds: DecodeSpeeds,
                   budget: float) -> list[tuple[Offer, FitCard]]:
    """The ``fits`` ways of the sized job on a headline route whose only bar is a price that is never a pick
    (a last list price), within ``budget`` (market currency), cheapest first, each with its offer: one the rules
    take, its software running the job, not tight, no server module."""
    est = workload.estimate
    if est is None:
        return []
    unpicked = [o for o in offers if o.price is not None and not o.price.pick and o.takes
                and not any(rule == "line.server-module" for rule, _ in o.why)]
    by_name = {o.card.name: o for o in unpicked}
    out = []
    for w in ways(est, unpicked, speeds.of, platform_pricer(market), workload.gpus):
        if (w.route not in HEADLINE_ROUTES or not (w.takes and w.trains) or w.tight or w.server_module
                or (w.total_price or 0.0) > budget or (workload.gpus and w.count != workload.gpus)):
            continue
        if not workload.decode:
            continue  # a fine-tuning job is ranked by training throughput: such a machine is an inference road
        out.append((by_name[w.card], w))
    return sorted(out, key=lambda x: (x[1].total_price or 0.0, -(x[1].speed.tok_s if x[1].speed else 0.0), x[1].card))


__all__ = ["last_list_ways"]
