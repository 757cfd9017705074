"""A budget that holds no whole MoE model names the way that runs it: its experts in system RAM
(advisor.offload_budget) — checked as properties over MoE models and budgets, with fits' own plan
as the truth."""

from __future__ import annotations

import pytest

from advisor import i18n

MARKET = "current-us"
MOE = ["gpt-oss 120b", "qwen3 235b a22b", "qwen3 30b a3b", "gpt-oss 20b", "llama 4 scout"]
BUDGETS = ["300", "800", "1500", "2000", "3000"]


@pytest.mark.parametrize("model", MOE)
@pytest.mark.parametrize("budget", BUDGETS)
def test_a_budget_short_of_the_whole_model_gets_the_experts_in_ram_way(advisor, model, budget):
    rec = advisor.recommend(budget, market=MARKET, model=model)
    fit = advisor.fits(model, market=MARKET)
    plan = rec.offload
    if plan is not None:  # only when nothing within the budget holds it whole; over it, the headline says so
        assert not rec.picks
        assert plan.price is not None
        within = plan.price.amount <= float(budget)
        assert plan.ram_total_gb >= plan.ram_gb
        assert rec.shape is not None and rec.shape.headline.key == (
            "shape.recommend.offload" if within else "shape.recommend.offload-over")
        assert rec.notes[0].message == plan.message
        assert not plan.server and all(n.rule_id != "cloud.free-tier" for n in rec.notes)
    if (fit.offload is not None and not fit.offload.server and fit.offload.price.amount <= float(budget)
            and not rec.picks):
        assert plan is not None, f"fits runs {model} on a {fit.offload.card} within {budget}; recommend says nothing"
        assert (plan.card, plan.speed.tok_s) == (fit.offload.card, fit.offload.speed.tok_s)  # one truth


def test_the_headline_says_the_card_its_price_the_ram_and_the_speed(advisor):
    rec = advisor.recommend("1500", market=MARKET, model="gpt-oss 120b")
    assert rec.offload is not None and not rec.picks
    head = rec.shape.headline
    en, zh = (i18n.render(head.key, head.params, lang) for lang in ("en", "zh_Hans"))
    for text in (en, zh):
        assert rec.offload.card in text and "96 GB" in text and "tok/s" in text
    assert "gpt-oss 120b" in en and "gpt-oss 120b" in zh
    assert "system RAM" in en and "内存" in zh


@pytest.mark.parametrize(("model", "task", "gpus"), [("70b", None, None), ("gpt-oss 120b", "qlora", None),
                                                      ("gpt-oss 120b", None, 2)])
def test_a_dense_model_a_fine_tune_or_a_rig_asked_for_gets_no_offload_plan(advisor, model, task, gpus):
    rec = advisor.recommend("1200", market=MARKET, model=model, task=task, gpus=gpus)
    assert rec.offload is None
    assert rec.shape is None or rec.shape.headline.key != "shape.recommend.offload"


def test_the_json_answer_carries_the_plan_with_its_card_price_ram_and_speed(advisor):
    rec = advisor.recommend("1500", market=MARKET, model="gpt-oss 120b")
    plan = rec.model_dump(mode="json")["offload"]
    assert plan["card"] == rec.offload.card and plan["price"]["amount"] <= 1500
    assert plan["ram_total_gb"] >= plan["ram_gb"] > 0 and plan["speed"]["kind"] == "estimated"
    assert plan["speed"]["model"] == "gpt-oss 120b"


def test_a_plan_on_a_server_platform_whose_price_is_unknown_never_heads_the_answer(advisor):
    rec = advisor.recommend("3000", market=MARKET, model="deepseek r1")
    assert rec.offload is None and rec.shape.headline.key != "shape.recommend.offload"
    said = [n for n in rec.notes if n.message.key.startswith("offload.server")]
    assert said, "the server plan is still said, with its platform's price not found"
    assert said[0].message in [c.message for c in rec.shape.caveats]  # in the short answer


@pytest.mark.parametrize("lang", ["en", "zh_Hans"])
def test_a_budget_just_under_the_plans_card_gets_that_plan_said_over_it(advisor, lang):
    """Breaker 2026-12-03 (8): a budget one dollar under the card the plan uses had no plan ("nothing worth
    buying" beside a 2,459 USD machine); the cheapest way is said, with how far it is over the budget."""
    plan = advisor.recommend("1500", market=MARKET, model="gpt-oss 120b").offload
    assert plan is not None and plan.price is not None
    under = plan.price.amount - 1
    rec = advisor.recommend(f"{under:g}", market=MARKET, model="gpt-oss 120b")
    assert rec.offload is not None and rec.offload.card == plan.card and not rec.picks
    head = rec.shape.headline
    assert head.key == "shape.recommend.offload-over"
    text = i18n.render(head.key, head.params, lang)
    assert plan.card in text and "1 USD" in text.replace("US$1", "1 USD")
