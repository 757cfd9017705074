"""Review of round 21 (review21 #1, #2, #3, #9): a budget range is read at its top in every form, and no range of
watts or memory is money."""

import pytest


@pytest.mark.parametrize(("text", "amount", "currency"), [
    ("budget from $500 to $1.5k for llama 13b", 1500, "USD"),  # the top's space kept: "$1.5kfor" read 500
    ("from $800 to $1.2k for a gpu for stable diffusion", 1200, "USD"),
    ("budget between 1,5k and 2k for sdxl", 2000, "USD"),  # a decimal comma: 1,5k is 1500, never 15000
    ("between 1,200 and 1,500 dollars for a gpu for llms", 1500, "USD"),  # thousands commas
    ("预算在5000和8000元之间，跑sdxl", 8000, "CNY"),
    ("预算在3000到5000之间，训练yolo", 5000, "CNY"),
    ("预算在600和800美元之间", 800, "USD"),
])
def test_a_range_is_read_at_its_top_and_said(advisor, text, amount, currency):
    r = advisor.ask(text).read_as
    assert r.budget is not None and (r.budget.amount, r.budget.currency) == (amount, currency), r.budget
    assert "ask.note.budget-range" in [n.key for n in r.notes]


@pytest.mark.parametrize("text", [
    "budget 600-800w",
    "psu 650-850w for a 3090?",
    "need 12-16gb for sdxl",
    "power supply 750-850w enough for 2 3090s?",
    "my card draws 300-350w, is that normal?",
])
def test_a_range_of_watts_or_memory_is_never_a_budget(advisor, text):
    assert advisor.ask(text).read_as.budget is None


def test_two_cards_between_are_no_range(advisor):
    r = advisor.ask("我的显卡在3060和3070之间选").read_as
    assert r.budget is None and len(r.cards) == 2
