"""Follow-ups a new user tried on the merged round 17 (newuser17): a switch to an image generator drops the LLM
asked before; a budget given after it was asked back keeps what the question before said (its memory need)."""

import pytest

from advisor.api import Advisor


@pytest.fixture(scope="module")
def advisor():
    return Advisor.load()


@pytest.mark.parametrize(("first", "then"), [
    ("$800 for llama 3 8b", "and for flux instead?"),
    ("best gpu for qwen 14b, budget 1000", "what about stable diffusion?"),
    ("预算5000元跑llama 3 8b", "那跑flux呢？"),
])
def test_an_image_generator_after_an_llm_drops_the_model(advisor, first, then):
    q = advisor.ask(then, context=advisor.ask(first))
    assert q.read_as.model is None and q.read_as.use_case == "image"
    assert q.answer is not None and q.answer.use_case == "image"


def test_a_model_named_with_the_generator_keeps_it(advisor):
    q = advisor.ask("and llama 3 8b with flux?", context=advisor.ask("$800 for llama 3 8b"))
    assert q.read_as.model is not None


@pytest.mark.parametrize(("first", "then", "need"), [
    ("need 48gb vram", "budget 3000", 48.0),
    ("need at least 24gb vram", "$1500", 24.0),
    ("至少需要48G显存", "预算2万", 48.0),
])
def test_a_budget_given_after_it_was_asked_keeps_the_memory_need(advisor, first, then, need):
    before = advisor.ask(first)
    assert before.answer is None  # the budget was asked back
    q = advisor.ask(then, context=before)
    assert q.read_as.memory_gb == [need]
    assert q.answer is not None and q.answer.picks
    assert all((p.memory_gb or 0) * p.gpus >= need for p in q.answer.picks)  # each pick has the memory needed
