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

import itertools
from bisect import bisect_right
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import TypeVar

from .fits import Offer
from .kept import keep
from .models import Card, Market
from .rules import RuleBook
from .workload import DecodeSpeeds, Ladder, Workload

SIZED_JOBS = 128
"""Sized jobs whose configurations are kept per rule book (least recently used dropped first): the
model table's rows at their default precisions are a few dozen; bare sizes and options are unbounded."""

UNSIZED = "llm-unsized"
SIZED = "llm-sized"


_SERIALS = itertools.count()


@dataclass(frozen=True)
class _Table:
    """Configurations built with no budget, and what they were built from (checked on every use)."""

    offers: list[Offer]
    market: Market
    speeds: DecodeSpeeds
    ladder: Ladder | None
    job: object
    configs: tuple
    totals: tuple = field(init=False, repr=False, compare=False)
    """Every configuration's cost in all, ascending: a budget's bucket (:class:`Within`) is how many are within it."""
    serial: int = field(init=False, repr=False, compare=False)
    """This table among all built in the process: what a kept choice names it by (:func:`choice`), so a kept
    choice never holds a table past its place in the rule book's tables (:data:`SIZED_JOBS`)."""

    def __post_init__(self) -> None:
        totals = tuple(sorted(c.total for c in self.configs))
        object.__setattr__(self, "totals", totals if all(t == t for t in totals) else ())  # no NaN: a total order
        object.__setattr__(self, "serial", next(_SERIALS))

    def fits(self, offers: list[Offer], market: Market, speeds: DecodeSpeeds, ladder: Ladder | None,
             job: object = None) -> bool:
        return (self.offers is offers and (self.market is market or self.market == market) and self.speeds is speeds
                and self.ladder is ladder and (self.job is job or self.job == job))


def _tables(rules: RuleBook, name: str) -> OrderedDict:
    tables = rules.memo.get(name)
    if tables is None:
        tables = rules.memo[name] = OrderedDict()
    return tables  # type: ignore[return-value]


class Within(list):
    """The configurations of a table that cost at most a budget in all, in the table's order (a list), with the
    ``table`` and the budget's ``bucket``: how many of the table's costs (:attr:`_Table.totals`) are within it.
    Two budgets of one bucket reach the very same configurations, so what a question makes of them alone (the
    picks chosen among them, :func:`choice`) is the same for both."""

    __slots__ = ("bucket", "table")

    def __init__(self, configs, table: _Table | None = None, bucket: int = -1) -> None:
        super().__init__(configs)
        self.table = table
        self.bucket = bucket


def _within(table: _Table, budget: float) -> Within:
    """The configurations of ``table`` that cost at most ``budget`` in all, in the table's order."""
    found = [c for c in table.configs if c.total <= budget]
    if not table.totals and table.configs:  # a cost that orders nothing (NaN): no bucket, nothing kept
        return Within(found)
    return Within(found, table, bisect_right(table.totals, budget))


T = TypeVar("T")


def choice(rules: RuleBook, found: list, key: Hashable, build: Callable[[], T]) -> T:
    """``build()``, the picks a question chooses among the configurations ``found`` (:func:`sized`,
    :func:`unsized`) and nothing else of the question but ``key``, kept per table and bucket (:class:`Within`)
    in the rule book (kept table ``llm.chosen``, :func:`advisor.kept.keep`): a budget that reaches the same
    configurations as an earlier one is answered from the same choice, not chosen again (issue 30 §1: the
    choosing, its sort keys and the headroom test were a quarter of an LLM answer). A list not from a table
    (its bucket unknown) is chosen afresh. A kept choice names its table by :attr:`_Table.serial` and holds only
    the few configurations it chose: a table dropped from the rule book's tables is freed, its choices left to
    age out of the bounded table."""
    if not isinstance(found, Within) or found.table is None:
        return build()
    return keep(rules, "llm.chosen", (found.table.serial, found.bucket, key), build)


def unsized(rules: RuleBook, market: Market, offers: list[Offer], ladder: Ladder, speeds: DecodeSpeeds,
            budget: float, floor: float, gpus: int | None, recommended: Callable[[Card], bool],
            build: Callable[..., list]) -> list:
    """``build(market, offers, ladder, speeds, budget, floor, gpus, recommended)``
    (:func:`advisor.llm_picks.unsized_configs`) for ``budget``, from the table it built for every
    budget. ``recommended(card)`` must be the rules' verdict at the use case's floor in ``market``
    (a function of the rule book and the market, as the table is)."""
    return _within(unsized_table(rules, market, offers, ladder, speeds, floor, gpus, recommended, build), budget)


def unsized_table(rules: RuleBook, market: Market, offers: list[Offer], ladder: Ladder, speeds: DecodeSpeeds,
                  floor: float, gpus: int | None, recommended: Callable[[Card], bool],
                  build: Callable[..., list]) -> _Table:
    """The table :func:`unsized` reads for every budget (built on its first ask, kept in the rule book): its
    configurations' costs (:attr:`_Table.totals`) are the steps of an unsized LLM answer (:mod:`advisor.llm_steps`)."""
    key = (market.id, float(floor), gpus)
    with rules.memo_lock:
        tables = _tables(rules, UNSIZED)
        hit = tables.get(key)
    if hit is None or not hit.fits(offers, market, speeds, ladder):
        built = build(market, offers, ladder, speeds, float("inf"), floor, gpus, recommended)
        hit = _Table(offers, market, speeds, ladder, None, tuple(built))
        with rules.memo_lock:
            tables[key] = hit
    return hit


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
    return _within(hit, budget)


def cached_configs(rules: RuleBook) -> int:
    """How many configurations the rule book's LLM tables hold (the bot's memory estimate of a view)."""
    with rules.memo_lock:
        return sum(len(t.configs) for name in (UNSIZED, SIZED) for t in _tables(rules, name).values())


def forget(rules: RuleBook) -> None:
    """Drop the rule book's LLM tables (tests and benchmarks compare a fresh build)."""
    with rules.memo_lock:
        rules.memo.pop(UNSIZED, None)
        rules.memo.pop(SIZED, None)
