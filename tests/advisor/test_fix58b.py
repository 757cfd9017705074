"""fix58b: two owned cards with the speeds said bare; which card to add beside the one had, with a budget, to train.

- Two cards, both the asker's, a speed said for each, no model named: the owner's answer on a typical small model
  (said), never a /compare of prices; with a model, the bare "90 on qwen3 8b" is a speed, never a budget
  (advisor.ask.pair_measured).
- Which card to add beside the one had ("I have a 4070 ti, what second gpu should I add … budget $1000"): the owned card
  stays the owner's, the card added is one the budget buys, its memory pooled with the owner's; a training job's pair
  holds the training memory sharded evenly (FSDP+QLoRA), never a GGUF level (advisor.ask.add_which).
"""

from __future__ import annotations

import pytest

from advisor.ask.pair_measured import number_is_speed
from tests.asked import bot_text, find_message, question_faces

PAIR_BARE = [
    ("my 4090 does 120 t/s, my 3090 only 90, normal?", "en"),
    ("I own a 4090 and a 3090, the 4090 gets 120 tok/s and the 3090 90, is something wrong?", "en"),
    ("我的4090跑120 t/s，3090只有90，正常吗", "zh_Hans"),
    ("my 3090 gets 60 tokens/s and my 3060 only 35, is that expected?", "en"),
]


@pytest.mark.parametrize(("text", "lang"), PAIR_BARE)
def test_two_owned_cards_speeds_no_model_answer_the_owner(advisor, text, lang):
    """No model named: the owner's pair answer on the typical model, each card its decode figure, no prices."""
    q, console, bot = question_faces(advisor, text, lang)
    shape = q.answer.shape
    assert shape.asked == "own"
    assert find_message(shape.headline, "ask.pair.typical") is not None
    assert find_message(shape.headline, "ask.pair.why") is not None or find_message(
        shape.headline, "ask.pair.same") is not None
    assert all(x.role == "rig" and x.price is None and x.speed.measure == "decode" for x in shape.ranking)
    assert shape.unit.key == "shape.unit.decode"  # never the /compare's training throughput
    assert "Llama 3.1 8B" in console and "Llama 3.1 8B" in bot
    assert "USD" not in console.split("\n\n")[1]  # the headline prices nothing


@pytest.mark.parametrize(("text", "lang"), [
    ("my 4090 does 120 t/s, my 3090 only 90 on qwen3 8b q4, normal?", "en"),
    ("my 4090 does 120 t/s and my 3090 only 90 with llama 3 8b, is that normal?", "en"),
])
def test_bare_speed_before_a_model_is_no_budget(advisor, text, lang):
    """"only 90 on qwen3 8b" beside a speed with its unit: a speed, never "Your budget (90 USD)"."""
    q, console, _ = question_faces(advisor, text, lang)
    assert q.read_as.budget is None
    assert "budget" not in console.lower()
    assert find_message(q.answer.shape.headline, "ask.pair.typical") is None  # the model named is used
    # 1.33x against about 1.06x: the 3090's 90 is the run off its figure (fix59b: the gap told from the verdicts)
    assert find_message(q.answer.shape.headline, "ask.pair.gap-slow") is not None


def test_a_number_far_from_the_speed_stays_money():
    """A number "for" something far from the speed said stays an amount ("500 for a new card")."""
    assert number_is_speed("my 3060 gets 20 tok/s, my 3090 only 30 on llama 8b", 30.0)
    assert not number_is_speed("my 3060 gets 20 tok/s, I have 500 for a new card", 500.0)


ADD_BUDGET = [
    ("I have a 4070 ti, what second gpu should I add to run 70b models? budget $1000", "en", "GeForce RTX 4070 Ti"),
    ("what gpu to add to my 3090 for 70b, budget $1000", "en", "GeForce RTX 3090"),
    ("我有一张3090，预算1000美元，再加什么卡能跑70b", "zh_Hans", "GeForce RTX 3090"),
]


@pytest.mark.parametrize(("text", "lang", "mine"), ADD_BUDGET)
def test_card_to_add_is_within_the_budget_pooled_with_the_owned(advisor, text, lang, mine):
    """The owned card stays the asker's; the card added costs at most the budget; the two's memory holds the level."""
    q, console, bot = question_faces(advisor, text, lang)
    assert q.read_as.own and q.read_as.cards == [mine]
    lead = find_message(q.answer.shape.headline, "ask.add-which.budget-fit")
    assert lead is not None
    assert lead.params["price"].params["price"].amount <= 1000
    assert lead.params["budget"].amount == 1000
    card = q.answer.shape.headline  # the pooled memory counts the owned card's
    have = advisor.catalog.card(mine).llm_memory_gb
    added = advisor.catalog.card(lead.params["card"].value)
    assert added.manufacturer == "NVIDIA"
    assert lead.params["total"].value == pytest.approx(have + added.llm_memory_gb, abs=0.5)
    assert lead.params["total"].value >= lead.params["need"].value
    assert card is not None and "not weighed" not in console and "1,275" not in console.split("\n\n")[1]
    assert "不考虑" not in bot
    if added.line == "datacenter" and added.name.startswith("Tesla"):  # a used Tesla's costs beside its price
        assert find_message(q.answer.shape.headline, "compare.used-tesla.costs") is not None


@pytest.mark.parametrize(("text", "lang"), [
    ("what gpu should I add to my 3090 to finetune llama 3 70b with qlora?", "en"),
    ("我有一张3090，再加什么卡来用qlora微调llama 3 70b", "zh_Hans"),
])
def test_card_added_to_train_holds_the_training_memory(advisor, text, lang):
    """A training job: the pair holds the fine-tune's memory sharded (FSDP+QLoRA), no GGUF level or llama.cpp."""
    q, console, bot = question_faces(advisor, text, lang)
    headline = q.answer.shape.headline
    assert find_message(headline, "ask.add-which.fit-train") is not None
    assert find_message(headline, "ask.add-which.alone-train") is not None
    first = console.split("\n\n")[1]
    assert "Q4_K_M" not in first and "llama.cpp" not in first and "IQ2" not in first
    assert "fsdp_qlora" in first


def test_card_added_to_train_within_budget_is_even_and_bf16(advisor):
    """With a budget: FSDP shards evenly, so the pair holds twice the smaller card; a card without BF16 is no pick;
    a budget no pair within holds it says so."""
    q = advisor.ask("what gpu should I add to my 3090 to finetune llama 3 70b with qlora? budget $2000")
    lead = find_message(q.answer.shape.headline, "ask.add-which.budget-train")
    assert lead is not None
    added = advisor.catalog.card(lead.params["card"].params["card"].value if lead.params["card"].key == (
        "ask.add-which.second") else lead.params["card"].value)
    assert float(added.compute_capability) >= 8.0
    assert lead.params["total"].value == pytest.approx(2 * min(24.0, added.llm_memory_gb), abs=0.5)
    q = advisor.ask("what gpu should I add to my 3090 to finetune llama 3 70b with qlora? budget $1000")
    assert find_message(q.answer.shape.headline, "ask.add-which.budget-none") is not None
    assert "Q4_K_M" not in bot_text(q)
