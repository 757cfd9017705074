"""fix34a (issues 27, 28; newuser18 problem 1): a part of the question read is answered, never dropped.

- A budget follow-up ("make it 1800", "actually make it 2000 euros", "change it to 1800", "改成8000") replaces the
  budget and keeps every other slot (use case, generator, model), as "what about 2000 eur" does.
"""

from __future__ import annotations

import pytest

from product import advisor

ADV = advisor()


@pytest.mark.parametrize(("first", "then", "amount", "currency"), [
    ("what gpu for $1500 for llms", "make it 1800", 1800, "USD"),
    ("what gpu for $1500 for llms", "actually make it 2000 euros", 2000, "EUR"),
    ("what gpu for $1500 for llms", "change it to 1800", 1800, "USD"),
    ("what gpu for $1500 for llms", "make that 1800", 1800, "USD"),
    ("best card for local llms, budget 1200 dollars", "change that to 900", 900, "USD"),
    ("best card for local llms, budget 1200 dollars", "bump it to 1600", 1600, "USD"),
    ("budget 1000 for flux", "make it 1500 euros", 1500, "EUR"),
    ("预算5000元，想跑7B模型", "改成8000", 8000, "CNY"),
    ("预算5000元，想跑7B模型", "换成8000预算", 8000, "CNY"),
    ("预算5000元，想跑7B模型", "预算改为6000", 6000, "CNY"),
])
def test_budget_follow_up_replaces_the_budget_and_keeps_the_rest(first, then, amount, currency):
    before = ADV.ask(first)
    after = ADV.ask(then, context=before)
    assert after.read_as.budget is not None
    assert (after.read_as.budget.amount, after.read_as.budget.currency) == (amount, currency)
    assert after.read_as.use_case == before.read_as.use_case
    assert after.read_as.generator == before.read_as.generator
    assert after.read_as.model == before.read_as.model
