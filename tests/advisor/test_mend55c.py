"""mend55c (break48): faults of the merged round, each as a kind.

- H4: an amount written with its sign and then the ISO code saying which currency ("$1,200 CAD for a 4090?") is the
  card's offer, as the same question without the code is ("$1,200 for a 4090?"): the code is the amount's, no further
  word of a short question, and the sign and the code name one currency (CLDR writes CAD with "$")."""

from __future__ import annotations

import pytest

from advisor.ask.budget_range import RANGE_NOTE
from advisor.ask.money import cn_ranges
from advisor.ask.offer_before import code_dropped, price_before
from advisor.ask.offer_pattern import range_top


@pytest.mark.parametrize("text, said", [
    ("$1,200 cad for a 4090?", "$1,200 cad"),
    ("$1200 cad for a 4090?", "$1200 cad"),
    ("£500 gbp for a 4090", "£500 gbp"),
    ("$700 for a 4090", "$700"),
    ("€500 usd for a 4090", None),  # two currencies: never one price
    ("$700 gpu for a 4090", None),  # no code
])
def test_a_code_after_a_signed_amount_before_the_card_is_its_currency(text, said):
    assert price_before(text, text.index("4090")) == said


def test_the_code_after_an_amount_is_no_word_of_the_question():
    assert code_dropped("$1,200 cad for a 4090?") == "$1,200 for a 4090?"
    assert code_dropped("700 all for a 3090") == "700 all for a 3090"  # no sign: "all" stays a word
    assert code_dropped("€500 usd for a 3090") == "€500 usd for a 3090"  # two currencies named


@pytest.mark.parametrize("text", ["$1,200 CAD for a 4090?", "$1200 cad for a 4090?"])
def test_a_signed_amount_with_its_code_before_the_card_is_its_offer(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "why" and q.read_as.budget is None
    assert q.read_as.offer is not None and q.read_as.offer.currency == "CAD" and q.read_as.offer.amount == 1200
    assert q.answer.verdict != "recommended" or "below" in str(q.answer.shape)


# M5: a Chinese buyer's words — 求购 … 出价 (the asker's bid), a range of prices after 收卡 (judged at its top)
@pytest.mark.parametrize("text, amount", [("求购3090，出价2800", 2800), ("收卡：3090 2000-2500", 2500),
                                          ("收3090 2500", 2500)])
def test_a_chinese_buyers_bid_is_the_cards_offer(advisor, text, amount):
    q = advisor.ask(text)
    assert q.read_as.command == "why" and q.read_as.budget is None
    assert q.read_as.offer is not None and q.read_as.offer.amount == amount and q.read_as.offer.currency == "CNY"
    assert any(n.key == "ask.offer.bid" for n in q.read_as.notes)


@pytest.mark.parametrize("said, rest, top", [("2000", "-2500", ("2500", "")), ("2000", " 到 2500吗", ("2500", "吗")),
                                             ("2500", "-2000", None), ("$700", "-800", None), ("2000", " 2500", None),
                                             ("90", " - 4090", None), ("1000", "-3000", None)])
def test_a_range_after_a_card_is_read_at_its_top(said, rest, top):
    assert range_top(said, rest) == top


# M7: a Chinese range said in numerals with its multiplier once: "三四百美元", "三到四千块钱"
@pytest.mark.parametrize("text, written", [("预算三四百美元买什么卡", "预算300-400美元买什么卡"),
                                           ("三到四千块钱", "3000-4000块钱"), ("三至四万", "30000-40000元"),
                                           ("三四百瓦电源", "三四百瓦电源"), ("两三百个token", "两三百个token"),
                                           ("四三千", "四三千")])
def test_a_chinese_range_of_numerals_is_written_in_digits(text, written):
    assert cn_ranges(text) == written


@pytest.mark.parametrize("text, amount, currency", [("预算三四百美元买什么卡", 400, "USD"),
                                                    ("三到四千块钱买什么显卡", 4000, "CNY")])
def test_a_chinese_range_budget_is_read_at_its_top_and_said(advisor, text, amount, currency):
    q = advisor.ask(text)
    assert q.read_as.command == "recommend"
    assert q.read_as.budget is not None and (q.read_as.budget.amount, q.read_as.budget.currency) == (amount, currency)
    assert any(n.key == RANGE_NOTE for n in q.read_as.notes)


# M3: a hosted product's size asked: its maker publishes none, then its open stand-in
@pytest.mark.parametrize("text, product, model", [("what's the size of GPT-4?", "GPT-4", "gpt-oss 20b"),
                                                  ("how many parameters does chatgpt have", "ChatGPT", "gpt-oss 20b"),
                                                  ("how big is gemini?", "Gemini", "Gemma 3 12B"),
                                                  ("chatgpt参数量多少", "ChatGPT", "gpt-oss 20b")])
def test_a_hosted_products_size_asked_is_said_unpublished_then_its_stand_in(advisor, text, product, model):
    q = advisor.ask(text)
    assert q.read_as.budget is None and q.read_as.model is not None and q.read_as.model.name == model
    keys = [n.key for n in q.read_as.notes]
    assert "ask.hosted.size-unpublished" in keys and keys.index("ask.hosted.size-unpublished") < keys.index(
        "ask.hosted.open")
    said = next(n for n in q.read_as.notes if n.key == "ask.hosted.size-unpublished")
    assert said.params["product"].value == product


def test_a_size_asked_of_no_hosted_product_says_nothing_unpublished(advisor):
    q = advisor.ask("how big is llama 3.1 70b?")
    assert all(n.key != "ask.hosted.size-unpublished" for n in q.read_as.notes)
