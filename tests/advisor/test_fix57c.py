"""fix57c (issues 27, 28): counts, budget ranges and memory variants said with a count.

1. "how many CARD can I buy with B" is a count question: ``floor(B / price)`` at the price every answer shows, at both
   ends of a budget said as a range (one budget, never two prices offered), with the memory that many hold and the
   machine they need — in English and Chinese, on the console and in Discord's reply.
2. "N x CARD M GB" where M is N × the stock card's memory: a variant sold with M GB named ("2x 4090 48GB") stays read
   and the other reading (the cards' total) is said in one line; no variant with M GB ("2x 3090 48gb") reads M as the
   total with no correction; M neither keeps the resolver's correction.
"""

from __future__ import annotations

import math

import pytest
from asked import chain, find_message

from advisor.ask.budget_count import TOPIC
from advisor.cli.ask import render_question
from advisor.cli.render import View
from advisor.shown import shown_price
from bot.cogs.ask import reply_text


def _flat(text: str) -> str:
    return " ".join(text.split())


def _console(q) -> str:
    return _flat(render_question(q, View(language=q.language)))


def _price(advisor, card: str) -> float:
    p = shown_price(advisor.catalog.price_of(advisor.catalog.market(None).id, card))
    assert p is not None
    return p.amount


def _counts(q) -> list[float]:
    """The counts of the ``ask.budget-count.end`` messages of ``q``'s reply, in order (0 for an end buying none)."""
    out: list[float] = []

    def walk(m):
        if getattr(m, "key", None) == "ask.budget-count.end":
            out.append(float(m.params["count"].value))
        elif getattr(m, "key", None) == "ask.budget-count.none":
            out.append(0.0)
        for v in getattr(m, "params", {}).values():
            walk(v)

    walk(q.reply)
    return out


# ---------------------------------------------------------------- 1. how many a budget buys
@pytest.mark.parametrize(
    ("text", "language", "card", "ends"),
    [
        ("how many 4090 can I buy with $3000-$5000?", "en", "GeForce RTX 4090", (3000, 5000)),
        ("how many 4090 can I buy with $3k to $5k", "en", "GeForce RTX 4090", (3000, 5000)),
        ("how many 3090s fit in $4000", "en", "GeForce RTX 3090", (4000,)),
        ("how many 5090s does $20000 buy?", "en", "GeForce RTX 5090", (20000,)),
        ("how many rtx 3060 could we get for 1500 dollars", "en", "GeForce RTX 3060 12 GB", (1500,)),
    ],
)
def test_how_many_a_budget_buys_is_the_count_at_each_end(advisor, text, language, card, ends):
    q = advisor.ask(text, lang=language)
    assert q.answer is None and q.error is None
    assert q.read_as.topic == TOPIC and q.read_as.cards == [card] and q.read_as.offer is None
    price = _price(advisor, card)
    assert _counts(q) == [math.floor(end / price + 1e-9) for end in ends]
    console = _console(q)
    assert "price offered" not in console and "prices offered" not in console  # never two prices offered
    assert "of memory in all" in console and ("(used" in console or "(new" in console)  # dated, its condition


def test_the_count_says_the_memory_and_the_machine_that_many_need(advisor):
    q = advisor.ask("how many 3090s fit in $4000")
    console = _console(q)
    assert "3 × GeForce RTX 3090" in console and "72 GB of memory in all" in console
    assert "1,050 W at full load" in console  # 3 × 350 W board power
    machine = find_message(q.reply, "ask.budget-count.machine-less")
    assert machine is not None and float(machine.params["whole"].value) == 2  # the board and supply counted, two fit


def test_a_budget_below_one_card_buys_none(advisor):
    q = advisor.ask("how many 4090s can i buy for 1000")
    assert _counts(q) == [0.0] and "1,000 USD buys none" in _console(q)


@pytest.mark.parametrize(
    ("text", "yuan"),
    [
        ("3万到5万元能买几张3090", (30000, 50000)),
        ("预算3万，能买几张4090", (30000,)),
        ("两万块钱能买几张4090？", (20000,)),
    ],
)
def test_how_many_a_budget_buys_in_chinese(advisor, text, yuan):
    q = advisor.ask(text, lang="zh")
    assert q.read_as.topic == TOPIC and q.error is None and len(_counts(q)) == len(yuan)
    console = _console(q)
    assert "能买" in console and "显存合计" in console and "问的是这笔预算能买几张这张卡" in console
    assert "约 US$" in console  # yuan in a dollar market: what the budget is there


def test_the_count_is_said_in_discords_reply(advisor):
    q = advisor.ask("how many 4090 can I buy with $3000-$5000?")
    text = _flat(reply_text(q, "en"))
    assert "3,000 USD buys 1 × GeForce RTX 4090" in text and "5,000 USD buys 2 × GeForce RTX 4090" in text
    assert "about how many of the card the budget buys" in text
    zh = _flat(reply_text(advisor.ask("3万到5万元能买几张3090", lang="zh"), "zh_Hans"))
    assert "能买 3 × GeForce RTX 3090" in zh and "能买 5 × GeForce RTX 3090" in zh


@pytest.mark.parametrize("text", [
    "how many 4090s for 405b",  # a model sizes the count (advisor.ask.how_many)
    "how many 3090s do I need for llama 70b with $4000",
    "best gpu for $4000",
    "is a 4090 for $3000 a good deal?",
])
def test_other_questions_are_no_budget_count(advisor, text):
    assert advisor.ask(text).read_as.topic != TOPIC


def test_a_count_follow_up_keeps_the_card(advisor):
    q = chain(advisor, "is the 3090 a good buy?", "how many can I buy with $4000?")
    assert q.read_as.topic == TOPIC and q.read_as.cards == ["GeForce RTX 3090"] and _counts(q) == [3.0]


def test_another_budget_after_a_count_counts_again(advisor):
    q = chain(advisor, "how many 3090s fit in $4000", "and with $8000?")
    assert q.read_as.topic == TOPIC and _counts(q) == [math.floor(8000 / _price(advisor, "GeForce RTX 3090"))]
    q = chain(advisor, "how many 3090s fit in $4000", "best gpu for $800 for llama 3 8b")
    assert q.read_as.topic != TOPIC


# ---------------------------------------------------------------- 2. a memory said after a count
_MOD = "GeForce RTX 4090 48 GB (modified)"


@pytest.mark.parametrize(("text", "language"), [("2x 4090 48GB", "en"), ("两张4090 48G", "zh"),
                                                ("2x 4090 48GB for llama 70b", "en")])
def test_a_counted_variant_whose_memory_is_also_the_stock_total_says_the_other_reading(advisor, text, language):
    q = advisor.ask(text, lang=language)
    assert q.read_as.cards == [_MOD] and q.read_as.gpus == 2
    note = find_message(q.read_as.notes, "ask.memory-count.other")
    assert note is not None and note.params["other"].value == "GeForce RTX 4090"
    console = _console(q)
    assert ("say “48 GB in total”" in console) if language == "en" else ("总共" in console and "合计 96 GB" in console)


@pytest.mark.parametrize("text", ["2x 4090 48 GB in total", "两张4090 48 GB总共"])
def test_the_other_reading_asked_for_is_read(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.cards == ["GeForce RTX 4090"] and q.read_as.gpus == 2
    assert find_message(q.read_as.notes, "ask.memory-count.other") is None


@pytest.mark.parametrize(("text", "language", "card"), [
    ("2x 3090 48gb", "en", "GeForce RTX 3090"),
    ("两张3090 48g", "zh", "GeForce RTX 3090"),
    ("4x 3090 96gb for llama 70b", "en", "GeForce RTX 3090"),
    ("2x 3060 24gb", "en", "GeForce RTX 3060 12 GB"),
])
def test_a_memory_no_variant_has_is_the_counted_cards_total_uncorrected(advisor, text, language, card):
    q = advisor.ask(text, lang=language)
    assert q.read_as.cards == [card] and (q.read_as.gpus or 0) >= 2
    assert not any(n.key.startswith("names.memory-not") for n in q.read_as.notes)
    console = _console(q)
    assert "not 48 GB" not in console and "不是 48 GB" not in console and "not 96 GB" not in console


def test_a_total_of_two_variants_reads_the_variant(advisor):
    q = advisor.ask("2x 2080 ti 44gb for llama 70b")
    assert q.read_as.cards == ["GeForce RTX 2080 Ti 22 GB (modified)"] and q.read_as.gpus == 2
    assert find_message(q.read_as.notes, "ask.memory-names-card") is not None


@pytest.mark.parametrize("text", ["2x 3090 40gb", "两张3090 40g"])
def test_a_memory_neither_reading_holds_keeps_the_correction(advisor, text):
    q = advisor.ask(text)
    assert any(n.key.startswith("names.memory-not") for n in q.read_as.notes)


def test_the_count_fit_of_a_total_holds_the_sum(advisor):
    q = advisor.ask("2x 3090 48gb for llama 70b")
    assert q.read_as.command == "fits" and "48 GB in all" in _console(q)
