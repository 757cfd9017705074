"""Merge fixes of round 21 (int37): what one branch's change did to another's answers."""

import pytest


@pytest.mark.parametrize("text", [
    "3080s going for 400-450 now, should I buy one?",
    "seeing used 4090s at 1600-1800, worth it?",
    "3090s going for 600-700 now, should I buy two?",
    "二手3090现在卖4500-5000，值得买吗？",
    "used 3060s sell for 180-220 here, good deal?",
])
def test_a_range_read_as_prices_offered_says_no_budget_range(advisor, text):
    """fix44d reads "600-700" as a budget's range and notes it; when the amounts are prices offered for a card
    (test_answers55), the range's note goes with the budget."""
    r = advisor.ask(text).read_as
    keys = [n.key for n in r.notes]
    assert r.budget is None and "ask.offer.several" in keys and "ask.note.budget-range" not in keys, keys


@pytest.mark.parametrize("text", [
    "ollama went from 0.10.1 to 0.11.4 and now my 4070 is not used",
    "upgraded pytorch from 2.5.1 to 2.7.0, is my 5090 supported now?",
    "driver went from 550.54.14 to 570.86.10 and my 3090 is slower",
    "cuda from 12.4.1 to 12.8.0 broke my 4090",
    "vllm from 0.8.5 to 0.9.2 and my a6000 runs out of memory",
])
def test_a_dotted_version_range_is_never_money(advisor, text):
    """fix44d's range reader met a version's "0.11.4" ("could not convert string to float"): a version range is no
    budget."""
    assert advisor.ask(text).read_as.budget is None


def test_a_named_network_with_no_size_or_batch_keeps_the_jobs_line_and_its_speed(advisor):
    """fix44b's said fit replaced "can my 4090 train resnet-50?"'s line (batch and speed) with one with no speed; with
    no size or batch said, the job's line already sizes that network."""
    head = advisor.ask("can my 3060 train resnet-50?").answer.shape.headline
    assert head.key.startswith("jobs.batch."), head.key
    assert advisor.ask("can my 3060 train resnet-50 at 512px with batch 64?").answer.shape.headline.key.startswith(
        "jobs.said."), "a size said remakes it"
