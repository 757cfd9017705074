"""Every card's assessment made once when a long-running process starts (issue 30 §1).

A card's assessment in a market for a use case (:meth:`advisor.rules.RuleBook.assess`, some tens of
microseconds: every rule applied to it) is kept in the shared core's rule book (table ``rules.assess``,
:mod:`advisor.kept`) once an answer has made it. ``why`` assesses a card and the cards near it, ``compare``
its two cards; until a card had been asked about in a market, its first answer there made the
assessments afresh. Measured in ``bench/kinds.py``'s mix (2026-12-03, 600 answers of each kind after 480
on other inputs): a first-time assessment was in 227 of 600 ``compare`` answers and 103 of 600 ``why``
answers, and in nearly all of each kind's slowest 1 % (6 of 6 ``why``, 5 of 6 ``compare``). The keys are
every deep-learning card × market × use case: 339 × 3 for ``general`` (``why``) and as many for ``llm``
(``compare --use-case llm``, LLM rankings' cards).

:func:`prefill` makes them at once, before the first question: 2,034 assessments, ~0.12 s of CPU and
9.0 MiB (tracemalloc, 2026-12-03: ~4.6 KiB each without their sentences, which are made when an answer
shows them, ~11 KiB with them; the table's bound, :data:`advisor.kept.TABLES`, holds them with room for
the other use cases and floors). Answers are
unchanged: an assessment depends only on its card, market, use case and floor
(``tests/advisor/test_kept.py`` sets kept assessments against fresh ones). Called by the bot after
loading (``bot.__main__``, before :func:`bot.app.freeze_loaded`: the collector freezes them with the
rest) and by the benchmark as the bot runs; never by the console, which gives one answer.

Since 2026-12-04 each assessment's sentences are made too (:attr:`~advisor.rules.findings.Assessment.reasons`,
ranked and kept on it): a first ``compare`` of a card in a market made them (~2 sentences an answer of the
bench's mix); ~0.06 s and ~8.6 MiB for the ``llm`` ones (``general``'s are made by :func:`verdicts` anyway).

Then :func:`verdicts` makes every deep-learning card's ``why`` answer in every market (``general``, ``why``'s
default): a card's verdict without an owner depends on nothing but the card, market and use case, and the core
keeps it whole (table ``why.answer``); 1,020 answers, ~0.6 s of CPU and ~24 KiB each (tracemalloc, 2026-12-04,
their assessments' sentences made before: ~23 MiB; the process's peak RSS +36 MiB). A ``why`` answer made afresh
is ~0.25–0.4 ms; from the table ~10 µs (``tests/advisor/test_kept_why.py`` sets every kept answer against a
fresh one). The whole prefill, against the code before (2026-12-04, one process each, RSS after a collection):
~0.15 → ~0.8–1.0 s of CPU, RSS +5 → +44 MiB (90 → 134 MiB): the price of every plain ``why`` being a lookup.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .api import Advisor

USE_CASES = ("general", "llm")
"""The use cases assessed ahead: ``why``'s and ``compare``'s default and the LLM answers' (the other use
cases' assessments are kept as answers make them)."""


VERDICTS = "general"
"""The use case whose ``why`` answers are made ahead (:func:`verdicts`): ``why``'s default."""


def prefill(advisor: Advisor, use_cases: tuple[str, ...] = USE_CASES) -> int:
    """Assess every deep-learning card (:attr:`~advisor.catalog.Catalog.dl_names`) in every market of
    ``advisor`` for each of ``use_cases``, without a memory floor, so the shared core's table keeps them.

    Args:
        advisor: a loaded core (a server's price view keeps no assessments: nothing is made for it).
        use_cases: use case ids (:data:`~advisor.models.USE_CASES`).
    Returns:
        How many assessments were made (0 for a view).
    """
    rules, catalog = advisor.rules, advisor.catalog
    if not rules.shared:
        return 0
    made = 0
    for market in catalog.markets.values():
        for use_case in use_cases:
            for name in catalog.dl_names:
                # its sentences made too (Assessment.reasons: ranked, kept on it), as an answer that shows it makes them
                len(rules.assess(catalog.card(name), market, use_case=use_case).reasons)
                made += 1
    verdicts(advisor)
    return made


def verdicts(advisor: Advisor, use_case: str = VERDICTS) -> int:
    """Make every deep-learning card's ``why`` answer in every market of ``advisor`` for ``use_case``, so the
    shared core's table ``why.answer`` keeps them (:meth:`~advisor.api.Advisor.why`: a card's verdict without an
    owner depends on nothing but the card, market and use case).

    Args:
        advisor: a loaded core (a server's price view keeps no answers: nothing is made for it).
        use_case: a use case id (:data:`VERDICTS`, ``why``'s default).
    Returns:
        How many answers were made (0 for a view).
    """
    if not advisor.rules.shared or advisor.price_layer is not None:
        return 0
    made = 0
    for market in advisor.catalog.markets:
        for name in advisor.catalog.dl_names:
            advisor.why(name, market=market, use_case=use_case)
            made += 1
    return made


RANKED = ("general", "beginner", "kaggle", "cv-research", "nlp-research", "llm")
"""The use cases whose general rankings are made ahead (:func:`rankings`; ``llm`` only where the market ranks it as
a general ranking: the guides' markets, whose memory does not decide)."""


def rankings(advisor: Advisor, use_cases: tuple[str, ...] = RANKED) -> int:
    """Make every general ranking's answer in every market of ``advisor``, one a step of the budget among the
    market's prices (:mod:`advisor.budget_steps`: a budget at each price, each price over the stretch's
    quarter, the biggest consumer build's cost, the market's free-notebooks figure, one below every price, and one
    between each two), so the shared core's table ``recommend.answer`` keeps them.

    Args:
        advisor: a loaded core (a server's price view keeps no answers: nothing is made for it).
        use_cases: use case ids (:data:`RANKED`).
    Returns:
        How many budgets were asked (0 for a view; most steps are asked twice, the second a lookup).
    """
    from contextlib import suppress

    from .budget_steps import prices
    from .errors import AdvisorError
    from .recommend.notes import biggest_consumer_build
    from .recommend.ranking import STRETCH

    if not advisor.rules.shared or advisor.price_layer is not None:
        return 0
    asked = 0
    for market in advisor.catalog.markets.values():
        ps = prices(advisor.catalog, advisor.rules, market)
        build = biggest_consumer_build(advisor.catalog, market)  # past it, a data-centre note
        other = [x for x in (build[0] if build else None, market.policy.free_notebooks_below) if x is not None]
        edges = sorted({ps[0] / 2, *ps, *(p / (1 + STRETCH) for p in ps), *other})  # below every price too
        budgets = sorted({round(x, 2) for a, b in zip(edges, [*edges[1:], edges[-1] * 2], strict=True)
                          for x in (a, (a + b) / 2)} - {0.0})
        for use_case in use_cases:
            if use_case == "llm" and market.policy.memory == "decides":
                continue  # today's LLM answers are the routes (advisor.llm_picks), not kept whole
            for amount in budgets:
                with suppress(AdvisorError):  # a budget below anything worth buying: refused in words
                    advisor.recommend(f"{amount:g}" if amount == int(amount) else f"{amount:.2f}", market=market.id,
                                      use_case=use_case)
                asked += 1
    return asked


def llm_routes(advisor: Advisor) -> int:
    """Make every unsized LLM answer (the routes, where memory decides) of every market of ``advisor``, one a step
    of its budget (:mod:`advisor.llm_steps`: a budget at each step's edge and one between each two, and one below
    every edge), so the shared core's table ``recommend.llm`` keeps them (~480 answers in today's market).

    Returns:
        How many budgets were asked (0 for a view).
    """
    from contextlib import suppress

    from .errors import AdvisorError
    from .llm_steps import edges

    if not advisor.rules.shared or advisor.price_layer is not None:
        return 0
    asked = 0
    for market in advisor.catalog.markets.values():
        if market.policy.memory != "decides":
            continue
        es = edges(advisor, market)
        if not es:
            continue
        budgets = sorted({round(x, 2) for a, b in zip(es, [*es[1:], es[-1] * 2], strict=True)
                          for x in (a, (a + b) / 2)} | {round(es[0] / 2, 2)} - {0.0})
        for amount in budgets:
            with suppress(AdvisorError):  # a budget below anything worth buying: refused in words
                advisor.recommend(f"{amount:.2f}", market=market.id, use_case="llm")
            asked += 1
    return asked
