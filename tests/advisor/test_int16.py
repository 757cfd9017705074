"""What the round's merge (int16) found between its branches: a follow-up's size keeps to the generation named or
newer, and a comparison on a family with no size is on a current model, never one a newer generation supersedes."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("first", "then", "name"), [
    ("$800 for llama 3 8b", "and 13b?", "13B"),  # no Llama 3 13B: Llama 2 13B is a generation older
    ("can a 4090 run llama 70b", "and 8b?", "Llama 3.1 8B"),  # Llama 3.3 has no 8B: Llama 3.1's, the same generation
])
def test_a_follow_up_size_keeps_to_the_generation_named(advisor, first, then, name):
    q = advisor.ask(then, context=advisor.ask(first))
    assert q.read_as.model is not None and q.read_as.model.name == name


@pytest.mark.parametrize("text", ["3090 vs 4090 for llama", "rtx 4090 or rtx 3090 for llama inference",
                                  "3090还是4090跑llama"])
def test_a_family_compared_with_no_size_is_a_current_model(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "compare" and q.read_as.model is not None
    assert not q.read_as.model.name.startswith("Llama 2"), q.read_as.model
    assert q.read_as.model.name.startswith("Llama 3"), q.read_as.model  # the largest current one a 24 GB card holds
