"""A variant letter typed apart from its model number (issue 27 §4: say, never swap): "4090 d" is the China-market
GeForce RTX 4090 D (fewer cores, same 24 GB), which ``why "4090 d"`` resolved while ``ask`` read the RTX 4090 and
dropped the letter ("what's the difference between a 4090 and a 4090 d" → "'4090' and '4090' are the same card").
A letter after a number with no such variant stays no part of a name."""

from __future__ import annotations

import pytest

from advisor.ask.reader import read


@pytest.mark.parametrize(("text", "cards"), [
    ("4090 d", ["GeForce RTX 4090 D"]),
    ("rtx 4090 d for llm", ["GeForce RTX 4090 D"]),
    ("what's the difference between a 4090 and a 4090 d", ["GeForce RTX 4090", "GeForce RTX 4090 D"]),
    ("5090 d vs 5090", ["GeForce RTX 5090 D", "GeForce RTX 5090"]),
    ("4090 d版 能跑70b吗", ["GeForce RTX 4090 D"]),
    ("3090 d", ["GeForce RTX 3090"]),  # no 3090 D: the letter names nothing
])
def test_a_d_typed_apart_names_the_d_variant_only_where_one_exists(advisor, text, cards):
    assert read(advisor, text).cards == cards


def test_ask_compares_the_4090_with_the_4090_d(advisor):
    a = advisor.ask("what's the difference between a 4090 and a 4090 d")
    assert a.read_as.command == "compare"
    assert {a.answer.cards[0].card, a.answer.cards[1].card} == {"GeForce RTX 4090", "GeForce RTX 4090 D"}


@pytest.mark.parametrize(("text", "own"), [
    ("想用4090从头训练一个大模型，可行吗", False),  # "want to use": a wish, not a card had
    ("打算用两张3090跑70b", False),
    ("准备用5090训练", False),
    ("用2080ti 22g跑70b", True),
    ("我想用我的3090跑qwen", True),  # "my 3090": had, whatever the wish
])
def test_a_card_wished_for_in_chinese_is_not_owned(advisor, text, own):
    assert read(advisor, text).own is own


@pytest.mark.parametrize("text", ["what's the best model i can run on a 4090", "best coding model for 24gb vram",
                                  "best local llm for a 3060 12gb", "4090能跑的最强的模型是什么"])
def test_the_best_model_a_device_runs_is_what_it_runs(advisor, text):
    """"what's the best model i can run on a 4090" got the 4090's buy verdict, "best coding model for 24gb vram"
    a budget question: both ask what the device runs (fits with the device, no model)."""
    a = advisor.ask(text)
    assert a.read_as.command == "fits" and a.read_as.model is None, a.read_as


def test_the_best_model_for_a_budget_is_still_a_card(advisor):
    assert advisor.ask("what's the best model for 500 bucks").read_as.command == "recommend"


@pytest.mark.parametrize("text", ["best gpu for running stable diffusion and llms under 1500",
                                  "gpu for kaggle and local llms under 800", "我想跑sd和大模型，预算1万"])
def test_llms_among_several_jobs_rank_memory_first(advisor, text):
    """"stable diffusion and llms under 1500" ranked by the training index (the first job named) and put a 16 GB
    card first; LLMs among the jobs rank for LLMs, memory first, which serves the image job too."""
    assert read(advisor, text).use_case == "llm"


@pytest.mark.parametrize(("text", "cards"), [
    ("4090 vs 4090 laptop for llm", ["GeForce RTX 4090", "GeForce RTX 4090 Mobile"]),
    ("laptop 3060 vs desktop 3060", ["GeForce RTX 3060 Mobile", "GeForce RTX 3060 12 GB"]),
    ("a laptop with an rtx 3070 for ml", ["GeForce RTX 3070 Mobile"]),
])
def test_a_number_said_bare_and_with_laptop_is_two_cards(advisor, text, cards):
    """"4090 vs 4090 laptop" made both the laptop GPU ("the same card"): the word "laptop" turned every 4090 into
    the 4090 Mobile; a number said once with "laptop" and once bare is the desktop card bare."""
    assert read(advisor, text).cards == cards


def test_a_third_card_weighed_against_an_unpriced_one_is_never_called_the_better_value(advisor):
    """N13 (grader, session 9): "the 3080 12 GB is the better value" right after "no price … so value is not
    compared": a comparison with no value verdict says value is not compared."""
    a = advisor.ask("out of memory on a 3060 12GB, on a 3080 12GB it works with one image per prompt - why can't a "
                    "2080 Ti (11GB) even load the model?")
    # round 7: the third card joins the ranking (never a side line); with a side unpriced no line is the best value
    ranking = a.answer.shape.ranking
    assert "GeForce RTX 2080 Ti" in [x.card for x in ranking]
    assert not any(x.reason is not None and x.reason.key == "several.rank.value" for x in ranking)
    third = [c.message for c in a.answer.shape.decides if c.message.key.startswith("ask.compare-third")]
    assert all(m.key.endswith("no-value") for m in third), [m.key for m in third]
