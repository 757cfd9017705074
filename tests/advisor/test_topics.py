"""Issue 28 (break16 #7, break17 #2): a follow-up keeps the TOPIC of the question before, not only its slots. "what
psu for two 3090s?" then "and for three?" was a verdict on the 3090; "should I wait for the rtx 6090?" then "what about
the 5080 super?" said "I do not know “5080 super”" and gave a verdict on the 5090; "and 32gb?" after the cheapest 24 GB
card asked for a budget. The topic is a typed slot of the reading (``read_as.topic``), on the read-as line."""

from __future__ import annotations

import pytest

from advisor.ask.models import Context
from advisor.ask.topics import bare_count, bare_memory, said_topic, with_topic
from tests.said import said


def _follow(advisor, first, then):
    return advisor.ask(then, context=advisor.ask(first))


@pytest.mark.parametrize(("first", "then", "gpus", "size"), [
    ("what psu for two 3090s?", "and for three?", 3, "1,600 W"),
    ("双3090要多大电源", "那4张呢", 4, "two supplies of 1,000 W each"),
    ("what psu do I need for two 4090s?", "what about 3?", 3, "4090"),
])
def test_a_count_after_a_power_question_is_answered_with_the_supply(advisor, first, then, gpus, size):
    q = _follow(advisor, first, then)
    assert q.read_as.topic == "power" and q.read_as.gpus == gpus and q.answer is None, q.read_as
    text = said(q.reply)
    assert f"{gpus} x " in text and size in text, text


def test_a_supply_said_before_is_judged_for_the_next_card(advisor):
    q = _follow(advisor, "is a 750w psu enough for a 4090?", "and for a 5090?")
    assert q.read_as.topic == "power" and q.read_as.supply_w == 750.0 and q.read_as.cards == ["GeForce RTX 5090"]
    assert said(q.reply).startswith("No: a 750 W supply is below the 1,000 W"), said(q.reply)
    q = _follow(advisor, "is a 750w psu enough for a 4060?", "and for a 4090?")
    assert said(q.reply).startswith("No: a 750 W supply is below the 850 W"), said(q.reply)


def test_a_budget_after_a_power_question_leaves_the_topic(advisor):
    q = _follow(advisor, "what psu for two 3090s?", "what gpu for $800?")
    assert q.read_as.topic is None and q.read_as.command == "recommend", q.read_as


@pytest.mark.parametrize(("first", "then", "card"), [
    ("should I wait for the rtx 6090?", "what about the 5080 super?", "GeForce RTX 5080"),
    ("should I wait for the rtx 6090?", "and the 6070 ti?", "GeForce RTX 5070 Ti"),
])
def test_a_card_not_out_yet_after_a_waiting_question_is_waited_for(advisor, first, then, card):
    q = _follow(advisor, first, then)
    assert q.read_as.topic == "waiting" and q.read_as.cards == [card], q.read_as
    assert not any(n.key.startswith("ask.unknown") for n in q.read_as.notes), q.read_as.notes
    assert any(n.key == "ask.future-card" for n in q.read_as.notes)
    assert "about whether to wait." in said(q.reply)  # the topic on the read-as line


def test_cheapest_of_another_size_is_the_cheapest_again(advisor):
    q = _follow(advisor, "what's the cheapest 24gb card?", "and 32gb?")
    assert q.read_as.topic == "cheapest" and q.read_as.memory_gb == [32.0], q.read_as
    assert "cheapest cards with 32 GB" in said(q.reply).replace("card with", "cards with"), said(q.reply)
    q = _follow(advisor, "最便宜的24gb显卡是哪张", "那48g的呢")
    assert q.read_as.memory_gb == [48.0] and "48 GB" in said(q.reply), said(q.reply)


def test_overkill_is_kept_for_the_next_card(advisor):
    q = _follow(advisor, "is a 5090 overkill for running 7b models?", "what about a 4090?")
    assert q.read_as.topic == "overkill" and q.read_as.cards == ["GeForce RTX 4090"], q.read_as
    assert q.answer is not None and q.answer.shape is not None and q.answer.shape.headline is not None
    assert said(q.answer.shape.headline).startswith("For 7B, yes, overkill"), said(q.answer.shape.headline)
    assert "GeForce RTX 4090 (24 GB" in said(q.answer.shape.headline)


def test_the_topic_is_kept_through_a_stored_context(advisor):
    first = advisor.ask("what psu for two 3090s?")
    kept = Context.kept(first.context().stored())
    assert kept.read_as.topic == "power"
    q = advisor.ask("and for three?", context=kept)
    assert q.read_as.topic == "power" and q.read_as.gpus == 3


def test_readings_with_no_topic_store_no_topic_bytes(advisor):
    stored = advisor.ask("why 3090").context().stored()
    assert b"topic" not in stored and b"supply_w" not in stored


@pytest.mark.parametrize(("text", "count"), [("and for three?", 3), ("那4张呢", 4), ("what about 2 of them?", 2),
                                             ("and the 5090?", None), ("and for 70b?", None)])
def test_bare_count(text, count):
    assert bare_count(text) == count


@pytest.mark.parametrize(("text", "memory"), [("and 32gb?", 32.0), ("那48g的呢", 48.0), ("and 1000gb?", None)])
def test_bare_memory(text, memory):
    assert bare_memory(text) == memory


def test_said_topic_of_each_kind(advisor):
    blank = advisor.ask("why 3090").read_as
    assert said_topic("what psu for a 4090", blank) == "power"
    assert said_topic("is a 4090 overkill for sdxl", blank) == "overkill"
    assert said_topic("should I wait for the next gen?", blank) == "waiting"
    assert said_topic("what's the cheapest 24gb card", blank) == "cheapest"
    assert said_topic("is a 4090 good for llms", blank) is None
    assert with_topic(_reading(advisor, "and 32gb?"), blank, None).topic is None  # no question before: no topic


def _reading(advisor, text):
    from advisor.ask.reader import read

    return read(advisor, text)


def test_an_nvlink_question_is_asked_again_of_the_next_pair(advisor):
    q = _follow(advisor, "do I need nvlink for two 3090s?", "and for two a6000s?")
    assert q.read_as.topic == "nvlink" and q.read_as.cards == ["RTX A6000"], q.read_as
    assert said(q.reply).startswith("RTX A6000 is a workstation or data-centre card"), said(q.reply)
    q = _follow(advisor, "双3090有必要上nvlink吗", "4090呢")
    assert q.read_as.topic == "nvlink" and q.reply is not None and "NVLink" in said(q.reply), q.read_as


def test_a_job_named_after_a_card_topic_asks_about_the_job(advisor):
    q = _follow(advisor, "what psu for two 3090s?", "what about for llms?")
    assert q.read_as.topic is None and q.answer is not None, q.read_as  # the job, no supply again
    q = _follow(advisor, "is a 4090 overkill for sdxl?", "what about for llms?")
    assert q.read_as.topic == "overkill" and said(q.answer.shape.headline).startswith("For llm use, yes, overkill")


@pytest.mark.parametrize("text", ["should I wait for the 6090?", "要不要等6090"])
def test_a_bare_next_generation_number_is_a_card_not_out_yet(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.cards == ["GeForce RTX 5090"] and q.read_as.topic == "waiting", q.read_as
    assert any(n.key == "ask.future-card" for n in q.read_as.notes)


def test_what_a_name_before_assumed_does_not_stay_with_the_next_card(advisor):
    q = _follow(advisor, "v100 pcie 功耗多少", "p40呢")
    assert q.read_as.cards == ["Tesla P40"] and not q.read_as.notes, q.read_as.notes
    q = _follow(advisor, "should I wait for the rtx 6090?", "and the 4090?")
    assert not any(n.key == "ask.future-card" for n in q.read_as.notes), q.read_as.notes


@pytest.mark.parametrize(("first", "then", "start"), [
    ("is a 4090 overkill for stable diffusion", "and a 3090?", "For SDXL, yes, overkill"),
    ("4090跑sdxl是不是大材小用", "那3060呢", "For SDXL, not overkill"),
])
def test_image_overkill_is_kept_for_the_next_card(advisor, first, then, start):
    q = _follow(advisor, first, then)
    assert q.read_as.topic == "overkill", q.read_as
    assert start in said(q.reply), said(q.reply)


@pytest.mark.parametrize(("first", "then", "key", "has"), [
    ("does the 5090 support fp4?", "and the 4090?", "ask.precision.reply", "no FP4"),
    ("3090支持fp8吗", "4090呢", "ask.precision.yes", "has FP8"),
    ("does a 3090 support bf16?", "what about the 2080 ti?", "ask.precision.reply", "no BF16"),
])
def test_a_number_format_question_keeps_its_format_for_the_next_card(advisor, first, then, key, has):
    """break18 #5: "does the 5090 support fp4?" then "and the 4090?" gave "GeForce RTX 4090: RECOMMENDED"; the format
    asked is the follow-up's topic, answered for the new card from data/precision_support.csv."""
    q = _follow(advisor, first, then)
    assert q.read_as.topic is not None and q.read_as.topic.startswith("precision."), q.read_as
    assert q.reply is not None and q.reply.key == key and has in said(q.reply), said(q.reply)


@pytest.mark.parametrize(("first", "then", "card", "has"), [
    ("what's the power draw of a v100 pcie?", "and the sxm2 one?", "Tesla V100 SXM2 16 GB", "300 W"),
    ("v100 pcie 功耗多少", "sxm2的呢", "Tesla V100 SXM2 16 GB", "300 W"),
    ("how much vram does a 3080 have", "and the 12gb one?", "GeForce RTX 3080 12 GB", "12 GB"),
])
def test_a_variant_said_alone_is_the_card_before_in_that_variant(advisor, first, then, card, has):
    """break18 #5: "and the sxm2 one?" repeated the PCIe card's 250 W; a form factor or a size said alone after one
    card is that card's variant, with the topic kept and the note on the card before's name dropped."""
    q = _follow(advisor, first, then)
    assert q.read_as.cards == [card], q.read_as.cards
    text = said(q.reply)
    assert has in text and "250 W" not in text, text
    assert not any("PCIe 16 GB" in said(n) for n in q.read_as.notes), said(q.read_as.notes)


@pytest.mark.parametrize(("first", "then"), [("do I need nvlink for two 3090s?", "and for four?"),
                                             ("双3090有必要上nvlink吗", "那4张呢")])
def test_an_nvlink_question_kept_for_more_cards_says_a_bridge_pairs_two(advisor, first, then):
    """break18 #5: "and for four?" repeated the two-card text; a bridge joins two cards only, so four 3090s get no
    NVLink across the pairs (and the reading stays an NVLink question, not a comparison of counts)."""
    q = _follow(advisor, first, then)
    assert q.read_as.topic == "nvlink" and q.read_as.gpus == 4 and q.read_as.command == "why", q.read_as
    assert "ask.concept.nvlink.pairs" in q.reply.keys and "4 ×" in said(q.reply), said(q.reply)
    two = advisor.ask(first)
    assert "ask.concept.nvlink.pairs" not in two.reply.keys


@pytest.mark.parametrize(("turns", "cards"), [
    (["how much vram does a 3080 have", "and the 4070?", "which one is faster?"],
     ["GeForce RTX 3080", "GeForce RTX 4070"]),
    (["3090支持fp8吗", "4090呢", "哪个更快？"], ["GeForce RTX 3090", "GeForce RTX 4090"]),
])
def test_a_comparison_after_fact_follow_ups_weighs_the_cards_of_the_conversation(advisor, turns, cards):
    """break18 #5: "which one is faster?" after "how much vram does a 3080 have" → "and the 4070?" repeated "GeForce
    RTX 4070 has 12 GB"; a new comparison question with no card named compares the conversation's cards, kept
    through a stored context (the bot's) too."""
    from advisor.ask.models import Context

    q = None
    for text in turns:
        context = Context.kept(q.context().stored()) if q is not None else None
        q = advisor.ask(text, context=context)
    assert q.read_as.command == "compare" and q.read_as.cards == cards and q.read_as.topic is None, q.read_as
    assert q.answer is not None and "faster" in said(q.answer.shape.headline), said(q.answer.shape.headline)


def test_a_comparison_with_no_earlier_card_is_not_invented(advisor):
    q = _follow(advisor, "how much vram does a 3080 have", "which one is faster?")
    assert set(q.read_as.cards) <= {"GeForce RTX 3080"}, q.read_as.cards


@pytest.mark.parametrize(("first", "then"), [("does the 5090 support fp4?", "is it worth buying?"),
                                             ("how much vram does a 3080 have", "值得买吗"),
                                             ("3090支持fp8吗", "should I buy it?")])
def test_a_question_of_its_own_after_a_card_fact_is_answered_not_the_fact_repeated(advisor, first, then):
    """break18 #5 ("a new question is answered, never a repeat"): a card's topic (a fact, a format) is kept by "and
    the 4090?", not by a follow-up asking its own question of the card."""
    q = _follow(advisor, first, then)
    assert q.read_as.topic is None and q.answer is not None, (q.read_as, said(q.reply))
    assert not q.reply.key.startswith(("ask.precision", "ask.fact")), q.reply.key
