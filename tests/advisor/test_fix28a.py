"""fix28a (issue 28; break26 findings 17, 18): a budget said beside a fit on a named card gets the card's price
weighed against it, and a speed said in a fit gets the estimate against it, yes or no first."""

from __future__ import annotations

import pytest


def _render(q, lang: str) -> str:
    from advisor.cli.ask import render_question
    from advisor.cli.render import View

    return " ".join(render_question(q, View(language=lang)).split())


def _decides(q) -> list[str]:
    return [c.message.key for c in q.answer.shape.decides]


@pytest.mark.parametrize(("text", "lang", "said"), [
    ("rtx 4090 跑 deepseek r1 可以吗, 预算5000元", "zh_Hans", "超出你的预算"),
    ("can a 4090 run qwen 32b? budget 800", "en", "over your budget of"),
])
def test_a_budget_beside_a_fit_is_weighed_over(advisor, text, lang, said):
    q = advisor.ask(text)
    assert q.read_as.command == "fits" and q.answer is not None
    assert "ask.over-budget" in _decides(q)
    assert "ask.budget-unweighed" not in [n.key for n in q.read_as.notes]
    assert said in _render(q, lang)


@pytest.mark.parametrize(("text", "lang", "said"), [
    ("can I run qwen 32b on a 3090, budget 2000", "en", "within your budget of"),
    ("3090 能跑 qwen 32b 吗，预算1万元", "zh_Hans", "在你的预算"),
])
def test_a_budget_beside_a_fit_is_weighed_within(advisor, text, lang, said):
    q = advisor.ask(text)
    assert q.read_as.command == "fits" and "ask.fit-budget.within" in _decides(q)
    assert said in _render(q, lang)


@pytest.mark.parametrize(("text", "key", "lang", "said"), [
    ("a100 80gb, 40 tokens per second on llama 70b?", "ask.speed-target.no", "en", "No:"),
    ("can a 3090 do 30 tok/s on qwen 32b", "ask.speed-target.yes", "en", "Yes:"),
    ("a100 80gb 能跑 llama 70b 每秒40个token吗", "ask.speed-target.no", "zh_Hans", "不行："),
    ("3090 跑 qwen 32b 能到每秒20个token吗", "ask.speed-target.yes", "zh_Hans", "可以："),
])
def test_a_speed_in_a_fit_is_answered(advisor, text, key, lang, said):
    q = advisor.ask(text)
    assert q.read_as.command == "fits" and q.read_as.speed_tps is not None
    assert _decides(q)[0] == key
    assert "ask.speed-wanted" not in [n.key for n in q.read_as.notes]  # never "I do not rank by speed"
    assert said in _render(q, lang)


def test_a_speed_judged_is_no_target(advisor):
    q = advisor.ask("is 5 tok/s normal for llama 70b on my 3090?")
    assert q.read_as.speed_tps is None
