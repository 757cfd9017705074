"""Value asked with no budget is answered before the budget is asked (issue 28 §1): the best value from the
figures ``recommend`` ranks by, the cheapest GB of memory among the cards the rules recommend; one truth — the card
called best value is the one ``recommend`` calls best value at a budget that holds it (advisor.ask.value_asked)."""

from __future__ import annotations

import re

import pytest

from advisor.ask.value_asked import value_picks
from advisor.i18n import Renderer
from said import said


@pytest.mark.parametrize(("text", "use_case", "figure"), [
    ("best value gpu for llms", "llm", "tok/s per 100 USD"),
    ("what's the best bang for buck gpu for deep learning", None, "training speed"),
    ("性价比最高的显卡", None, "训练速度"),
    ("跑大模型性价比最高的显卡", "llm", "tok/s"),
])
def test_value_asked_names_the_best_value_with_its_figure_then_asks_the_budget(advisor, text, use_case, figure):
    q = advisor.ask(text)
    assert q.answer is None and q.reply.key == "ask.value.reply", q.reply.key
    shown = Renderer(q.language)(q.reply)
    assert figure in shown and shown.rstrip().endswith(Renderer(q.language)(q.reply.params["ask"])), shown
    picks = value_picks(advisor, advisor.catalog.default_market, q.read_as.use_case or "general")
    assert picks and picks[0][0].card in shown.split("。")[0].split(". Next")[0], shown  # the best value first
    assert (q.read_as.use_case or None) == use_case


@pytest.mark.parametrize("use_case", ["general", "llm"])
def test_the_card_called_best_value_is_recommends_best_value_at_that_budget(advisor, use_case):
    market = advisor.catalog.default_market
    found = value_picks(advisor, market, use_case)
    assert len(found) >= 2
    figures = [p.performance_per_price for p, _ in found]
    assert figures == sorted(figures, reverse=True)  # most speed per price first
    for pick, budget in found[:3]:
        currency = advisor.catalog.market(market).currency
        again = advisor.recommend(f"{budget:.0f} {currency}", market=market, use_case=use_case)
        assert pick.card in [p.card for p in again.picks if p.role == "value"], (pick.card, budget)
        assert pick.price.amount <= budget


@pytest.mark.parametrize("text", ["which gpu has the best price per gb of vram", "每GB显存最便宜的显卡是哪张"])
def test_price_per_gb_asked_lists_the_cheapest_gb_first(advisor, text):
    q = advisor.ask(text)
    assert q.reply.key == "ask.value.reply" and q.reply.params["said"].key == "ask.value.per-gb", q.reply.key
    english = said(q.reply)
    per = [float(x.replace(",", "")) for x in re.findall(r"([\d,.]+) USD per GB", english)]
    assert len(per) >= 2 and per == sorted(per), english


def test_a_budget_said_is_still_ranked(advisor):
    q = advisor.ask("best value gpu for llms under $1000")
    assert q.answer is not None and q.reply.key.startswith("ask.read-as")


def test_the_budget_given_after_the_value_is_ranked_for_the_same_use(advisor):
    q = advisor.ask("best value gpu for llms")
    assert q.missing == ["budget"]
    then = advisor.ask("1000", context=q.context())
    assert then.answer is not None and then.read_as.use_case == "llm" and then.read_as.budget is not None


@pytest.mark.parametrize("market", ["2017-us", "2019-cn"])
def test_value_is_answered_from_each_markets_own_prices(advisor, market):
    q = advisor.ask("性价比最高的显卡", market=market)
    currency = advisor.catalog.market(market).currency
    assert q.reply.key == "ask.value.reply" and currency in Renderer("en")(q.reply), Renderer("en")(q.reply)
