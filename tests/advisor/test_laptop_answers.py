"""A laptop in a budget is a laptop answer, for any use (issue 28 round 7, breaker): the laptop GPU memory the
money buys leads ("laptop for ai under $1000": 8 GB, from a dated launch price within the budget), and a laptop
owner whose job does not fit is told the desktop cards listed are a different machine, with the laptop GPU that
holds it."""

from __future__ import annotations

import pytest

from advisor.ask.laptop_budget import priced_laptops
from advisor.i18n import render

LANGS = ["en", "zh_Hans", "zh_Hant"]


@pytest.mark.parametrize("text", ["laptop for ai under $1000", "gaming laptop with 4060 for ai under 1200",
                                  "laptop for llm under $1000", "laptop for deep learning, budget $1500"])
def test_a_laptop_budget_leads_with_the_laptop_class_the_money_buys(advisor, text):
    q = advisor.ask(text)
    head = q.answer.shape.headline
    assert head.key in ("ask.laptop.head.budget", "ask.laptop.head.ranked.budget")
    assert head.params["price"].amount <= head.params["budget"].amount
    card = advisor.card(head.params["card"].value)
    assert advisor.rules.is_laptop(card)
    more = [p for p, m in priced_laptops(advisor, "USD", card.memory_gb + 0.5)
            if p.amount <= head.params["budget"].amount]
    assert not more  # the most memory the budget reaches
    for lang in LANGS:
        assert render(head.key, head.params, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_a_laptop_owner_is_told_the_desktop_cards_are_a_different_machine(advisor, lang):
    q = advisor.ask("can a 4070 laptop run qwen3 14b", lang=lang)
    fact = next(c.message for c in q.answer.shape.decides if c.message.key.startswith("ask.laptop.owner"))
    if fact.key != "ask.laptop.owner.none":
        other = advisor.card(fact.params["other"].value)
        assert advisor.rules.is_laptop(other) and other.memory_gb >= q.answer.memory.total_gb
    assert render(fact.key, fact.params, lang)
