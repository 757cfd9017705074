"""mend46a (issue 28 §1, §6): named options with a budget (break42 on int46).

- none of the options named holds the model within the budget: said so first, the cheapest that holds it and how far
  over, and a smaller model within it (:func:`advisor.ask.budget_options.held_within_first`); the budget is never
  "not weighed";
- the option within the budget that needs a board and supply for its cards says them in the lead itself, so the lead
  and the list agree.
"""

from __future__ import annotations

import pytest
from asked import bot_text, find_message

from advisor.cli.ask import render_question
from advisor.cli.render import View


def _console(q) -> str:
    return " ".join(render_question(q, View(language=q.language)).split())


@pytest.mark.parametrize(("text", "lang", "said"), [
    ("I have $2500. Should I get a 3090, a 4090 or two 3060s to run Qwen 72B?", "en", "None of the options you named"),
    ("budget 2500, 3090 or 4090 or 2x 3060 for qwen 72b", "en", "over by 50 USD"),
    ("with 2300 dollars, a 3090 or a 4090 or two 3060s for llama 70b?", "en", "None of the options you named"),
    ("预算2500美元，3090还是4090还是两张3060跑qwen 72b", "zh", "没有一个能在你 US$2,500 预算内装下"),
    ("got 1800 bucks, 4090 or 2x 3090 or 5090 for llama 3 70b?", "en", "over by 750 USD"),  # one option holds it
])
def test_no_option_within_the_budget_holds_the_model(advisor, text, lang, said):
    q = advisor.ask(text, lang=lang)
    assert q.answer is not None, q.error
    head = q.answer.shape.headline
    assert find_message(head, "ask.budget-options.none-within") is not None, head.key
    assert all(n.key != "ask.budget-unweighed" for n in q.read_as.notes)
    console, bot = _console(q), bot_text(q)
    assert said in console and said in bot, console
    pair = "2 张 GeForce RTX 3090" if lang == "zh" else "2 × GeForce RTX 3090"
    assert "not weighed" not in console and pair in console.split("→")[0]


@pytest.mark.parametrize(("text", "lang", "said"), [
    ("budget 3000, 4090 or 5090 or 2x 3090 for llama 70b", "en", "add 810 USD if your PC lacks them (3,360 USD in all"),
    ("预算3000美元，4090还是5090还是两张3090跑llama 70b", "zh", "主板和电源另需 US$810（合计 US$3,360"),
    ("budget 20000 CNY, 4090 or 5090 or 2x 3090 for llama 70b", "en", "(3,360 USD in all, over by"),
    ("i can spend 3400 dollars. 4090, 5090 or two 3090s for llama 3.3 70b?", "en", "3,360 USD in all, still within it"),
])
def test_lead_says_the_platform_the_list_counts(advisor, text, lang, said):
    q = advisor.ask(text, lang=lang)
    assert q.answer is not None, q.error
    head = q.answer.shape.headline
    assert find_message(head, "ask.budget-options.held-one") is not None, head.key
    lead = _console(q).split("→")[0]
    assert said in lead, lead
    assert said in bot_text(q)


@pytest.mark.parametrize(("text", "lang", "said"), [
    ("budget 900 to run qwen3 32b", "en", "the one CUDA card within 900 USD that does is the Tesla V100 PCIe 32 GB"),
    ("预算6000元,跑qwen3 32b", "zh", "能装下的 CUDA 卡只有 Tesla V100 PCIe 32 GB"),
    ("what gpu for qwen3 32b, I can spend $850", "en", "Volta: no BF16"),
])
def test_cuda_line_agrees_with_the_list(advisor, text, lang, said):
    """The line saying why a card without CUDA leads names the list's own CUDA card within the budget (a V100 32 GB,
    with its caveats), never "no CUDA card within the budget holds it" above it."""
    q = advisor.ask(text, lang=lang)
    assert q.answer is not None, q.error
    console = _console(q)
    assert said in console, console
    assert "no CUDA card within" not in console and "2 × GeForce RTX 3060" not in console.split("·")[0]
    assert any(p.card == "Tesla V100 PCIe 32 GB" for p in q.answer.picks)


@pytest.mark.parametrize(("text", "lang", "way", "road"), [
    ("budget 3000, I want it fast, which GPU for llama 70b", "en", "2 × Radeon RX 7900 XTX", "On it: no CUDA"),
    ("预算3000美元，要快，跑llama 70b用什么卡", "zh", "2 张 Radeon RX 7900 XTX", "注意：无 CUDA"),
])
def test_fastest_way_named_is_in_the_list_and_its_road_said(advisor, text, lang, way, road):
    q = advisor.ask(text, lang=lang)
    assert q.answer is not None, q.error
    console = _console(q)
    assert road in console.split("·")[0], console
    assert console.count(way) >= 2, console  # said, and on a row of the list shown


@pytest.mark.parametrize(("text", "lang", "lead"), [
    ("budget 2500, fastest card for qwen3 30b-a3b", "en", "the fastest within your budget on Qwen3 30B-A3B is GeForce "
                                                          "RTX 4090"),
    ("预算2500美元，跑qwen3 30b-a3b最快的卡", "zh", "你预算内跑 Qwen3 30B-A3B 最快的是 GeForce RTX 4090"),
    ("what's the quickest gpu under $2500 for qwen3 30b a3b", "en", "is GeForce RTX 4090"),
])
def test_the_fastest_asked_leads(advisor, text, lang, lead):
    q = advisor.ask(text, lang=lang)
    assert q.answer is not None, q.error
    shape = q.answer.shape
    assert shape.headline.key.startswith("ask.speed-wish"), shape.headline.key
    assert shape.ranking[0].card == "GeForce RTX 4090"
    console, bot = _console(q), bot_text(q)
    assert lead in console.split("→")[0] and lead in bot.split("\n")[0] + bot, console


def test_a_wish_without_fastest_keeps_the_pick_leading(advisor):
    q = advisor.ask("budget 2500, I want it fast, qwen3 30b-a3b")
    assert q.answer is not None, q.error
    assert not q.answer.shape.headline.key.startswith("ask.speed-wish")
    assert q.answer.shape.decides[0].message.key.startswith("ask.speed-wish")


@pytest.mark.parametrize(("first", "model_after", "budget_after", "lang"), [
    ("budget 3000, 4090 or 5090 or 2x 3090 for llama 70b", "and for qwen3 32b?", "what if my budget is 4500?", "en"),
    ("预算3000美元，4090还是5090还是两张3090跑llama 70b", "那qwen3 32b呢？", "预算提高到4500美元呢？", "zh"),
])
def test_follow_ups_keep_the_options_and_the_budget(advisor, first, model_after, budget_after, lang):
    """A follow-up changing the model or the budget after named options keeps the options and the budget, weighed."""
    q1 = advisor.ask(first, lang=lang)
    q2 = advisor.ask(model_after, context=q1, lang=lang)
    assert q2.read_as.command == "compare", q2.read_as.command
    assert set(q2.read_as.cards) == set(q1.read_as.cards) and q2.read_as.budget == q1.read_as.budget
    assert q2.read_as.model is not None and q2.read_as.model.name == "Qwen3 32B"
    assert all(n.key != "ask.budget-unweighed" for n in q2.read_as.notes)
    q3 = advisor.ask(budget_after, context=q2, lang=lang)
    assert q3.read_as.command == "compare" and set(q3.read_as.cards) == set(q1.read_as.cards)
    assert q3.read_as.budget is not None and q3.read_as.budget.amount == 4500
    assert all(n.key != "ask.budget-unweighed" for n in q3.read_as.notes)
    assert "4,500" in _console(q3)


def test_a_budget_after_named_options_on_the_model_weighs_them(advisor):
    q1 = advisor.ask("budget 3000, 4090 or 5090 or 2x 3090 for llama 70b")
    q2 = advisor.ask("what if my budget is 4500?", context=q1)
    assert q2.read_as.command == "compare" and q2.read_as.model is not None
    assert find_message(q2.answer.shape.headline, "ask.budget-options.held-several") is not None
    assert "over by" in _console(q2)


def test_a_gpu_asked_anew_after_a_comparison_is_a_ranking(advisor):
    q1 = advisor.ask("4090 vs 3090 for llama 8b")
    q2 = advisor.ask("what gpu for $800?", context=q1)
    assert q2.read_as.command == "recommend"
