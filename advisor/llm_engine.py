"""The budget-free half of an LLM ranking, built once per rule book and shared (issue 30 §1).

An LLM ``recommend`` (unsized, or a model named) places every usable offer of a market on the
ladder or on the ``fits`` ways of the job (:func:`advisor.llm_picks.unsized_configs`,
:func:`advisor.llm_picks.sized_configs`): the configurations (one card, a split, a machine), their
decode speeds and their order. None of it depends on the budget: the budget only drops the
configurations that cost more. So the whole list is built once, with no budget, and kept; a
question keeps the configurations within its budget, in the list's order — the very list the
function returns for that budget, as it drops nothing else by the budget.

The tables live in the rule book's memo (:attr:`advisor.rules.RuleLookups.memo`), as the offer
lists of a general ranking do: a server's view has its own rule book (its prices), and a dropped
view frees its tables with its rules (issue 30 F1). A table is used only while it was built from
the very offers and market the question has (the view's ``fits`` offers, :meth:`Advisor._usable_cards`),
and a sized table only for an equal job.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

from .fits import Offer
from .models import Card, Market
from .rules import RuleBook
from .workload import DecodeSpeeds, Ladder, Workload

SIZED_JOBS = 128
"""Sized jobs whose configurations are kept per rule book (least recently used dropped first): the
model table's rows at their default precisions are a few dozen; bare sizes and options are unbounded."""

UNSIZED = "llm-unsized"
SIZED = "llm-sized"


@dataclass(frozen=True)
class _Table:
    """Configurations built with no budget, and what they were built from (checked on every use)."""

    offers: list[Offer]
    market: Market
    speeds: DecodeSpeeds
    ladder: Ladder | None
    job: object
    configs: tuple

    def fits(self, offers: list[Offer], market: Market, speeds: DecodeSpeeds, ladder: Ladder | None,
             job: object = None) -> bool:
        return (self.offers is offers and (self.market is market or self.market == market) and self.speeds is speeds
                and self.ladder is ladder and (self.job is job or self.job == job))


def _tables(rules: RuleBook, name: str) -> OrderedDict:
    tables = rules.memo.get(name)
    if tables is None:
        tables = rules.memo[name] = OrderedDict()
    return tables  # type: ignore[return-value]


def _within(configs: tuple, budget: float) -> list:
    """The configurations that cost at most ``budget`` in all, in the table's order."""
    return [c for c in configs if c.total <= budget]


def unsized(rules: RuleBook, market: Market, offers: list[Offer], ladder: Ladder, speeds: DecodeSpeeds,
            budget: float, floor: float, gpus: int | None, recommended: Callable[[Card], bool],
            build: Callable[..., list]) -> list:
    """``build(market, offers, ladder, speeds, budget, floor, gpus, recommended)``
    (:func:`advisor.llm_picks.unsized_configs`) for ``budget``, from the table it built for every
    budget. ``recommended(card)`` must be the rules' verdict at the use case's floor in ``market``
    (a function of the rule book and the market, as the table is)."""
    key = (market.id, float(floor), gpus)
    with rules.memo_lock:
        tables = _tables(rules, UNSIZED)
        hit = tables.get(key)
    if hit is None or not hit.fits(offers, market, speeds, ladder):
        built = build(market, offers, ladder, speeds, float("inf"), floor, gpus, recommended)
        hit = _Table(offers, market, speeds, ladder, None, tuple(built))
        with rules.memo_lock:
            tables[key] = hit
    return _within(hit.configs, budget)


def sized(rules: RuleBook, catalog, market: Market, offers: list[Offer], workload: Workload, speeds: DecodeSpeeds,
          budget: float, build: Callable[..., list]) -> list:
    """``build(catalog, market, offers, workload, speeds, budget)`` (:func:`advisor.llm_picks.sized_configs`)
    for ``budget``, from the table it built for every budget of an equal job (the same estimate, GPU
    count and speed measure), kept for :data:`SIZED_JOBS` jobs."""
    est = workload.estimate
    if est is None:
        raise ValueError("only a sized job has ways")
    job = (est, workload.gpus, workload.decode)
    key = (market.id, est.arch.name, est.arch.params, est.task, est.precision, est.context, est.batch,
           workload.gpus, workload.decode)
    with rules.memo_lock:
        tables = _tables(rules, SIZED)
        hit = tables.get(key)
        if hit is not None:
            tables.move_to_end(key)
    if hit is None or not hit.fits(offers, market, speeds, None, job):
        built = build(catalog, market, offers, workload, speeds, float("inf"))
        hit = _Table(offers, market, speeds, None, job, tuple(built))
        with rules.memo_lock:
            tables[key] = hit
            tables.move_to_end(key)
            while len(tables) > SIZED_JOBS:
                tables.popitem(last=False)
    return _within(hit.configs, budget)


def cached_configs(rules: RuleBook) -> int:
    """How many configurations the rule book's LLM tables hold (the bot's memory estimate of a view)."""
    with rules.memo_lock:
        return sum(len(t.configs) for name in (UNSIZED, SIZED) for t in _tables(rules, name).values())


def forget(rules: RuleBook) -> None:
    """Drop the rule book's LLM tables (tests and benchmarks compare a fresh build)."""
    with rules.memo_lock:
        rules.memo.pop(UNSIZED, None)
        rules.memo.pop(SIZED, None)
