"""fix62a (issue 28, answer what was asked): named options with a budget and a model.

An option over a budget is said with how far over it is ("… over your budget of 2,500 USD by 50 USD"), for one card and
for several (:func:`advisor.ask.verdicts.over_by`); "my budget is 3000", "my price limit", "我的预算" before a list of
cards own none of them (:func:`advisor.ask.options_owned.options_first` takes the owner's words as the reading did).
"""

from __future__ import annotations

import pytest
from asked import bot_text as _bot

from advisor.ask.verdicts import over_by
from advisor.cli.ask import render_question
from advisor.cli.render import View


def _console(q) -> str:
    return " ".join(render_question(q, View(language=q.language)).split())


def test_over_by_rounds_and_never_zero():
    assert over_by(2550.4, 2500.0, "USD").amount == 50.0
    assert over_by(2500.2, 2500.0, "USD").amount == 1.0


@pytest.mark.parametrize(("text", "lang", "said"), [
    ("I have about 2.5k to spend, want to run Qwen3 32B locally at decent speed, 4090 or 5090 or two 3090s?", "en",
     ("over your budget of 2,500 USD by 50 USD", "over your budget of 2,500 USD by 1,631 USD")),
    ("预算2500美元，想本地跑Qwen3 32B，4090还是5090还是两张3090？", "zh",
     ("超出你的预算 US$2,500，多出 US$50", "超出你的预算 US$2,500，多出 US$1,631")),
    ("budget 15000 yuan, 2x 3090 or 5090 for qwen 32b", "en", ("(≈ 2,255 USD) by 1,876 USD",)),
])
def test_over_budget_says_by_how_much(advisor, text, lang, said):
    q = advisor.ask(text, lang=lang)
    assert q.answer is not None, q.error
    for face in (_console(q), " ".join(_bot(q).split())):
        for s in said:
            assert s in face, face


@pytest.mark.parametrize(("text", "lang"), [
    ("my budget is 3000, 4090 or 5090 or 2x 3090 for llama 70b", "en"),
    ("my price limit is 3000, 4090 or 5090 or two 3090s for llama 70b?", "en"),
    ("my max is 3000 dollars, 4090 or 5090 or two 3090s?", "en"),
    ("My spending limit: $2500. 3090 or 4090 or 5090 for local LLMs?", "en"),
    ("我的预算是2500美元，4090还是5090还是两张3090跑70b", "zh"),
    ("我的預算是2500美元，4090還是5090還是兩張3090？", "zh"),
])
def test_budget_limit_owns_no_card(advisor, text, lang):
    q = advisor.ask(text, lang=lang)
    assert q.answer is not None, q.error
    assert q.read_as.own is False
    assert all(n.key != "ask.compare.baseline" for n in q.read_as.notes)
    assert "read as your card" not in _console(q) and "read as your card" not in _bot(q)


@pytest.mark.parametrize("text", ["my 3060 is too slow, 4090 or 5090 or two 3090s?",
                                  "手上是1060 6G：魔改2080Ti 22G、Tesla P40 还是原版2080Ti 11G？"])
def test_card_owned_still_baseline(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.own is True


@pytest.mark.parametrize(("text", "lang", "said"), [
    ("budget 2000, 4090 or 5090 for llama 70b", "en", "does not hold Llama 3.3 70B"),
    ("4090 vs 3090 for deepseek r1", "en", "does not hold DeepSeek R1"),
    ("预算2000美元，4090还是5090跑llama 70b", "zh", "装不下 Llama 3.3 70B"),
    ("3060還是3090跑70b？", "zh_Hant", "裝不下 70B"),
])
def test_a_stand_in_speed_says_the_model_asked_is_not_held(advisor, text, lang, said):
    q = advisor.ask(text, lang=lang)
    assert q.answer is not None, q.error
    asked = q.read_as.model.name
    for line in q.answer.shape.ranking:
        if line.speed is not None and line.speed.model != asked:  # a stand-in figure: never set against another
            assert line.reason is not None and line.reason.key == "shape.role.stand-in"
    assert any(line.reason is not None and line.reason.key == "shape.role.stand-in" for line in q.answer.shape.ranking)
    for face in (_console(q), " ".join(_bot(q).split())):
        assert said in face and "faster" not in face.split("·")[-1], face


def test_a_third_option_holding_the_model_keeps_its_speed_and_a_true_unit(advisor):
    q = advisor.ask("my budget is 3000, 4090 or 5090 or 2x 3090 for llama 70b")
    lines = {(x.card, x.gpus): x for x in q.answer.shape.ranking}
    pair = lines[("GeForce RTX 3090", 2)]
    assert pair.speed is not None and pair.speed.model == "Llama 3.3 70B" and pair.reason is None
    assert lines[("GeForce RTX 4090", 1)].reason.key == "shape.role.stand-in"
    assert q.answer.shape.unit.key == "shape.unit.decode-mixed"  # never "Llama 3.3 70B has no speed on these cards"


def test_speeds_on_the_model_asked_unchanged(advisor):
    q = advisor.ask("3090 vs 5090 for qwen3-coder 30b")
    assert all(x.reason is None or x.reason.key != "shape.role.stand-in" for x in q.answer.shape.ranking)
    typed = advisor.compare("RTX 4090", "RTX 5090", use_case="llm", model="llama 3 70b")
    assert all(x.reason.key == "shape.role.stand-in" for x in typed.shape.ranking if x.speed is not None)


@pytest.mark.parametrize(("text", "lang"), [
    ("I have a 3060, should I get a 4090, a 5090 or two 3090s for 32B?", "en"),
    ("I have a 3060, budget 2500, should I get a 4090, a 5090 or two 3090s for qwen 32b?", "en"),
    ("我有一张3060，想跑32b，买4090、5090还是两张3090？", "zh"),
    ("我有一張3060，預算2500美元，買4090、5090還是兩張3090？", "zh_Hant"),
])
def test_an_owners_card_beside_three_options_is_the_baseline(advisor, text, lang):
    q = advisor.ask(text, lang=lang)
    assert q.answer is not None, q.error
    assert q.read_as.cards[:2] == ["GeForce RTX 4090", "GeForce RTX 5090"], q.read_as.cards
    assert any(n.key == "ask.compare.baseline.options" for n in q.read_as.notes)
    from advisor.ask.options_owned import baseline
    from advisor.ask.verdicts import named_left_out
    assert baseline(q.read_as) == "GeForce RTX 3060 12 GB"
    assert named_left_out(q.read_as) == {"GeForce RTX 3090"}  # the owner's card is no option


def test_an_owners_options_within_a_budget_lead(advisor):
    q = advisor.ask("I have a 3060, budget 2500, should I get a 4090, a 5090 or two 3090s for qwen 32b?")
    assert q.answer.shape.headline.key == "ask.budget-options.one"
    assert "over your budget of 2,500 USD by 50 USD" in _console(q)


@pytest.mark.parametrize(("text", "lang", "said"), [
    ("I have a 3060, should I get a 4090, a 5090 or two 3090s for 32B?", "en",
     "Your GeForce RTX 3060 12 GB (12 GB) does not hold 32B; each option you named does: GeForce RTX 5090: 32 GB"),
    ("我有一张3060，想跑32b，买4090、5090还是两张3090？", "zh", "你的 GeForce RTX 3060 12 GB（12 GB）装不下 32B"),
])
def test_an_owners_options_lead_from_the_card_had(advisor, text, lang, said):
    q = advisor.ask(text, lang=lang)
    assert q.answer.shape.headline.key == "ask.owner-options.short"
    assert "2 × GeForce RTX 3090: 48 GB in all" in _console(advisor.ask(text)) or lang != "en"
    for face in (_console(q), " ".join(_bot(q).split())):
        assert said in face.replace("\n", " "), face
