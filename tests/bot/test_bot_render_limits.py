"""Every reply fits Discord's limits, for every card and command (exhaustive, no Discord).

The renderer is called directly on the core's real answers: /why and /card for every card of
the catalogue (every market for /why), /recommend for every use case × 50 budgets × every
market, /compare on a few hundred pairs. Oversized synthetic models check the safety net.
A smaller sample goes end to end through SimCord in ``test_bot_commands.py`` and below.
"""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from advisor.errors import AdvisorError
from advisor.models import (
    Alternative,
    Avoided,
    Budget,
    CardFacts,
    Comparison,
    MarketRef,
    Note,
    Pick,
    Price,
    Reason,
    Recommendation,
    Verdict,
)
from bot import render
from bot.cogs.common import card_choices
from bot.tree import describe_error
from discord_limits import CHOICE_NAME, CHOICES, assert_content_fits, assert_fits

BUDGETS = [
    "1", "10", "50", "99", "100", "150", "199", "250", "300", "350", "400", "500", "600", "700",
    "800", "999", "1000", "1,200", "1500", "2000", "2500", "3000", "4000", "5000", "7500",
    "10000", "15000", "20000", "50000", "100000", "1000000", "$500", "500 usd", "5k", "$1.5k",
    "1w", "1.5万", "¥3000", "3000元", "€800", "800 eur", "£600", ".5k", "12.5k", "25k", "40k",
    "3w", "9999999", "¥500", "€5k",
]
assert len(BUDGETS) == 50


@pytest.fixture(scope="module")
def all_cards(advisor) -> list[str]:
    return sorted(advisor.catalog.card_rows)


@pytest.fixture(scope="module")
def market_ids(advisor) -> list[str]:
    return [m.id for m in advisor.markets().markets]


def check_error(error: AdvisorError, context: str) -> None:
    text = describe_error(error)
    assert text, context
    assert_content_fits(text, context)


def test_card_and_why_for_every_card_in_every_market(advisor, all_cards, market_ids):
    assert len(all_cards) > 1000  # the whole catalogue, not just the overlay
    for name in all_cards:
        resolution = advisor.resolve(name)
        assert_fits(render.render_card(advisor.card(name), resolution=resolution), f"/card {name}")
        for market in market_ids:
            verdict = advisor.why(name, market=market)
            embed = render.render_verdict(verdict)
            assert_fits(embed, f"/why {name} {market}")
            assert verdict.market.as_of in embed.footer.text


@pytest.mark.parametrize("use_case", ["general", "beginner", "kaggle", "cv-research", "nlp-research", "llm"])
def test_recommend_every_use_case_budget_and_market(advisor, market_ids, use_case):
    answered = 0
    for budget, market in itertools.product(BUDGETS, market_ids):
        gpus = 1 + (len(budget) % 4)  # vary the GPU count deterministically
        try:
            rec = advisor.recommend(budget, market=market, use_case=use_case, gpus=gpus)
        except AdvisorError as error:
            check_error(error, f"/recommend {budget!r} {market} {use_case}")
            continue
        answered += 1
        context = f"/recommend {budget!r} {market} {use_case} gpus={gpus}"
        embed = render.render_recommendation(rec, chart_filename="recommend.png")
        assert_fits(embed, context)
        assert rec.market.id in embed.footer.text and rec.market.as_of in embed.footer.text
        if rec.picks:  # the best pick is never trimmed away
            assert embed.fields[0].name == f"1. {rec.picks[0].card}", context
    assert answered >= 40 * len(market_ids)


def test_compare_a_few_hundred_pairs(advisor, all_cards, market_ids):
    relevant = sorted(n for n, row in advisor.catalog.card_rows.items() if row["dl_relevant"])
    rng = random.Random(20240611)
    pairs = [tuple(rng.sample(relevant, 2)) for _ in range(200)]
    pairs += [tuple(rng.sample(all_cards, 2)) for _ in range(100)]
    pairs += [(name, name) for name in relevant[:10]]
    for (a, b), market in zip(pairs, itertools.cycle(market_ids)):
        cmp = advisor.compare(a, b, market=market)
        embed = render.render_comparison(cmp, chart_filename="compare.png")
        assert_fits(embed, f"/compare {a!r} {b!r} {market}")
    assert len(pairs) >= 300


def test_markets_and_about(advisor):
    assert_fits(render.render_markets(advisor.markets()), "/markets")
    assert_fits(render.render_about(advisor.markets(), version="0.1.0"), "/about")


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=120))
def test_autocomplete_choices_fit_for_any_input(advisor, text):
    choices = card_choices(advisor.complete(text, limit=25))
    assert len(choices) <= CHOICES
    assert all(0 < len(c.name) <= CHOICE_NAME and 0 < len(c.value) <= CHOICE_NAME for c in choices)


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=200))
def test_user_errors_fit_for_any_input(advisor, text):
    for call in (lambda: advisor.recommend(text), lambda: advisor.why(text), lambda: advisor.card(text)):
        try:
            call()
        except AdvisorError as error:
            check_error(error, repr(text))


# ---------------------------------------------------------------------------- safety net
LONG = "x" * 5000
MARKET = MarketRef(id="m" * 60, name="N" * 300, currency="USD", as_of="2026-07")
PRICE = Price(amount=123456789.5, currency="USD", condition="new", as_of="2026-07", estimated=True, source="https://" + "a" * 300)
REASONS = [Reason(rule_id=f"rule.{i}" * 5, text=LONG, source=LONG) for i in range(60)]


def test_oversized_models_are_trimmed_to_fit():
    pick = Pick(
        card="C" * 300, price=PRICE, relative_performance=1.0, performance_kind="estimated",
        performance_source=LONG, memory_gb=24, bandwidth_gb_s=1000, performance_per_price=1.0,
        gpus=8, total_cost=1e9, reasons=REASONS,
    )
    rec = Recommendation(
        market=MARKET,
        budget=Budget(text=LONG, amount=1e7, currency="EUR", market_amount=1.1e7, market_currency="USD", assumptions=[LONG] * 10),
        use_case="general", gpus=8, min_memory_gb=8, ranking=LONG, picks=[pick] * 40, stretch=pick,
        avoided=[Avoided(card="A" * 200, rule_id="r", text=LONG, price=PRICE)] * 40,
        notes=[Note(rule_id="n", text=LONG)] * 30,
    )
    assert_fits(render.render_recommendation(rec, chart_filename="recommend.png"), "recommend")

    facts = CardFacts(
        card="F" * 300, line="geforce", architecture=LONG, cuda_cores=10**9, tensor_cores=10**9,
        memory_bus_bits=4096, bandwidth_gb_s=1e6, memory_gb=1e4, tdp_w=10**6, compute_capability=LONG,
        release_date=LONG, price=PRICE, relative_performance=99.0, performance_kind="published",
        performance_source=LONG, performance_per_price=1.0,
    )
    assumed = [Reason(rule_id="names.assumed", text=LONG, source=LONG)] * 2  # two ambiguous names
    cmp = Comparison(market=MARKET, summary=LONG, cards=[facts, facts], same_card=False, faster="F" * 300, speedup=9.9, better_value="F" * 300, reasons=assumed + REASONS)
    assert_fits(render.render_comparison(cmp, chart_filename="c.png"), "compare")

    alternative = Alternative(card="A" * 300, price=PRICE, relative_performance=1.0, memory_gb=8, performance_per_price=1.0)
    verdict = Verdict(market=MARKET, card="V" * 300, verdict="situational", summary=LONG, facts=facts, reasons=assumed + REASONS, alternatives=[alternative] * 30)
    assert_fits(render.render_verdict(verdict), "why")

    assert_content_fits(render.error_text(LONG, suggestions=["S" * 300] * 30, hint=LONG))
