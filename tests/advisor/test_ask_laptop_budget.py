"""A laptop buyer's budget (issue 28, round 6: F18; advisor/ask/laptop_budget.py): the laptop GPU named is the
cheapest class with the memory the job wants, its laptop price said against the budget (within, or how far over);
6 GB and 4 GB are said apart — in English and Chinese."""

from __future__ import annotations

import pytest

from advisor import i18n
from advisor.ask.laptop_budget import priced_laptops

LANGS = ("en", "zh_Hans", "zh_Hant")


@pytest.mark.parametrize(("text", "key"), [
    ("are 4 or 6 GB enough for stable diffusion? I need a laptop, budget $933", "ask.laptop.head.ranked.over"),
    ("laptop for image generation, budget $1200", "ask.laptop.head.ranked.budget"),
    ("想买笔记本跑stable diffusion，预算7000元", "ask.laptop.head.ranked.budget")])
def test_a_laptop_budget_says_the_laptop_class_it_reaches(advisor, text, key):
    q = advisor.ask(text)  # fix65a: the laptop ranking's headline says the class (its price, launch date)
    shape = q.answer.shape
    fact = shape.headline
    assert fact.key == key
    card = fact.params["card"].value
    budget = q.read_as.budget
    cheapest = priced_laptops(advisor, budget.currency, advisor.card(card).memory_gb)[0][0]
    assert cheapest.card == card and fact.params["price"].amount == cheapest.amount
    assert card in i18n.render(shape.headline.key, shape.headline.params, "en")  # the headline names that class
    for lang in LANGS:
        assert card in i18n.render(fact.key, fact.params, lang)


def test_six_gb_and_four_gb_are_said_apart(advisor):
    q = advisor.ask("what makes image generation fast, and are 4 or 6 GB enough? I need a laptop, budget $933")
    tiers = next(c.message for c in q.answer.shape.decides if c.message.key == "ask.laptop.tiers")
    said = i18n.render(tiers.key, tiers.params, "en")
    assert "4 GB (" in said and "6 GB (" in said and "4 GB or 6 GB" not in said
