"""A follow-up giving only a size keeps the family named before, so it answers as the standalone question does
(breaker, issue 28: "$800 for llama 3 8b" then "and 70b?"; advisor.ask.size_family)."""

from __future__ import annotations

import pytest

from said import said


@pytest.mark.parametrize(("first", "second", "standalone"), [
    ("$800 for llama 3 8b", "and 70b?", "$800 for llama 3 70b"),
    ("can my 3090 run qwen3 8b?", "and 32b?", "can my 3090 run qwen3 32b?"),
])
def test_a_follow_up_size_answers_as_the_standalone_question(advisor, first, second, standalone):
    follow = advisor.ask(second, context=advisor.ask(first))
    alone = advisor.ask(standalone)
    assert follow.read_as.model == alone.read_as.model
    assert said(follow.answer.summary if hasattr(follow.answer, "summary") else follow.answer.shape.headline) == \
        said(alone.answer.summary if hasattr(alone.answer, "summary") else alone.answer.shape.headline)


def test_a_size_the_family_lacks_stays_a_bare_size(advisor):
    follow = advisor.ask("and 13b?", context=advisor.ask("$800 for llama 3 8b"))
    assert follow.read_as.model is not None and follow.read_as.model.name == "13B"
