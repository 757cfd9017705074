"""break15 #4 (issue 28): a follow-up keeps the image generator the conversation is about — "flux 用什么卡" then
"预算4000元呢" ranks by FLUX's own speed, as "预算4000元跑flux" does, not by SD 1.5; "how fast is flux on a 3090" then
"and on a 4090?" says FLUX on the 4090; "3090跑flux多快" then "和4090比呢" is the comparison "3090 vs 4090 for flux"
is; a follow-up that says another job ("换成训练呢", "what about for llms?") drops it (advisor.ask.image_follow)."""

from __future__ import annotations

import pytest

from advisor.ask.image_follow import generator_words
from advisor.ask.models import Context
from said import said


def _follow(advisor, first, second):
    q = advisor.ask(first)
    return q, advisor.ask(second, context=Context.kept(q.context().stored()))  # as the bot keeps it


def _keys(q):
    return [d.message.key for d in q.answer.shape.decides]


@pytest.mark.parametrize(("first", "second", "alone"), [
    ("flux 用什么卡", "预算4000元呢", "预算4000元跑flux"),
    ("best gpu for flux", "what about $600?", "best gpu for flux under $600"),
])
def test_a_budget_after_a_generator_ranks_by_that_generator(advisor, first, second, alone):
    _, q = _follow(advisor, first, second)
    assert q.read_as.generator == "flux", q.read_as
    assert q.text == second  # the question as asked
    solo = advisor.ask(alone)
    assert _keys(q) == _keys(solo), (_keys(q), _keys(solo))
    assert "FLUX.1 dev" in said(q.answer.shape.decides[0].message), said(q.answer.shape.decides[0].message)


def test_another_card_after_a_generator_on_a_card_is_that_generator_on_it(advisor):
    _, q = _follow(advisor, "how fast is flux on a 3090", "and on a 4090?")
    assert q.read_as.cards == ["GeForce RTX 4090"], q.read_as
    out = said(q.reply)
    assert "FLUX.1 dev" in out and "4090" in out, out


def test_a_comparison_after_a_generator_is_the_comparison_for_it(advisor):
    _, q = _follow(advisor, "3090跑flux多快", "和4090比呢")
    solo = advisor.ask("3090 vs 4090 for flux")
    assert q.read_as.command == "compare" and q.answer is not None, q.read_as
    assert said(q.answer.shape.headline) == said(solo.answer.shape.headline)


@pytest.mark.parametrize("second", ["换成训练呢", "what about for training?", "what about for llms?"])
def test_another_job_drops_the_generator(advisor, second):
    _, q = _follow(advisor, "best gpu for sdxl under $700", second)
    assert q.read_as.generator is None and q.read_as.use_case != "image", q.read_as
    assert not any(k.startswith("image.") for k in _keys(q)), _keys(q)


@pytest.mark.parametrize(("text", "words"), [("flux 用什么卡", "flux"), ("best gpu for SDXL", "sdxl"),
                                             ("best gpu for llms", None)])
def test_generator_words(text, words):
    assert generator_words(text) == words
