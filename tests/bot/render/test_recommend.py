"""``bot/render/recommend.py``: every ``/recommend`` answer fits Discord's limits (exhaustive,
no Discord) and an oversized one is trimmed to fit."""

from __future__ import annotations

import itertools

import pytest

from advisor.errors import AdvisorError
from advisor.models import Avoided, Budget, Note, Pick, Recommendation
from bot.render.recommend import render_recommendation
from bot_testing import check_error
from discord_limits import LANGUAGES, assert_fits

from .oversized import LONG, MARKET, PRICE, REASONS, SAID

BUDGETS = [
    "1", "10", "50", "99", "100", "150", "199", "250", "300", "350", "400", "500", "600", "700",
    "800", "999", "1000", "1,200", "1500", "2000", "2500", "3000", "4000", "5000", "7500",
    "10000", "15000", "20000", "50000", "100000", "1000000", "$500", "500 usd", "5k", "$1.5k",
    "1w", "1.5万", "¥3000", "3000元", "€800", "800 eur", "£600", ".5k", "12.5k", "25k", "40k",
    "3w", "9999999", "¥500", "€5k",
]
assert len(BUDGETS) == 50


@pytest.mark.slow
@pytest.mark.parametrize("use_case", ["general", "beginner", "kaggle", "cv-research", "nlp-research", "llm", "image"])
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
        for language in LANGUAGES:
            context = f"/recommend {budget!r} {market} {use_case} gpus={gpus} {language}"
            embed = render_recommendation(rec, chart_filename="recommend.png", language=language)
            assert_fits(embed, context)
            assert rec.market.id in embed.footer.text
            if rec.picks:  # the best pick is never trimmed away
                assert embed.fields[0].name == f"1. {rec.picks[0].card}", context
    assert answered >= 35 * len(market_ids)  # small budgets of 3-4 GPUs cannot pay a platform: user errors


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_oversized_recommendation_is_trimmed_to_fit(language):
    pick = Pick(
        card="C" * 300, role="best", price=PRICE, relative_performance=1.0, performance_kind="estimated",
        performance_source=SAID, memory_gb=24, bandwidth_gb_s=1000, performance_per_price=1.0,
        gpus=8, total_cost=1e9, reasons=REASONS,
    )
    rec = Recommendation(
        market=MARKET,
        budget=Budget(
            text=LONG, amount=1e7, currency="EUR", market_amount=1.1e7, market_currency="USD", assumptions=[SAID] * 10
        ),
        use_case="general", gpus=8, min_memory_gb=8, ranking=SAID, picks=[pick] * 40, stretch=pick,
        avoided=[Avoided(card="A" * 200, rule_id="r", message=SAID, price=PRICE)] * 40,
        notes=[Note(rule_id="n", message=SAID)] * 30,
    )
    assert_fits(render_recommendation(rec, chart_filename="recommend.png", language=language), "recommend")
