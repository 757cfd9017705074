"""Session 11, a new user's question: "nvidia or amd" was answered "What is your budget?" alone. A question that
weighs NVIDIA against another maker with no card gets the makers' rule first (vendor.nvidia, vendor.rocm-list,
vendor.apple), then the budget asked; the budget given next is ranked as before."""

from __future__ import annotations

import pytest

from advisor import i18n


@pytest.mark.parametrize("text", ["nvidia or amd", "nvidia or amd for deep learning?", "深度学习A卡还是N卡",
                                  "is amd good for pytorch or should I stick with nvidia"])
def test_nvidia_or_another_maker_is_answered_with_the_rule_then_the_budget(advisor, text):
    q = advisor.ask(text)
    assert q.answer is None and q.reply.key == "ask.vendor", q.reply.key
    for lang in ("en", "zh_Hans"):
        out = i18n.render(q.reply.key, q.reply.params, lang)
        assert "NVIDIA" in out and "ROCm" in out and "800" in out, out
    follow = advisor.ask("800", context=q)
    assert follow.read_as.command == "recommend" and follow.read_as.budget.amount == 800, follow.read_as


@pytest.mark.parametrize("text", ["best nvidia gpu under 500", "is the rx 7900 xtx better than the 4090?", "cuda"])
def test_no_makers_reply_where_a_card_or_budget_is_asked(advisor, text):
    assert advisor.ask(text).reply.key != "ask.vendor"


@pytest.mark.parametrize("text", ["nvidia or amd, budget $800", "A卡还是N卡，预算3000元"])
def test_nvidia_or_another_maker_with_a_budget_leads_the_ranking_with_the_rule(advisor, text):
    """break15 #8: with a budget the ranking was given and the maker's half of the question went unanswered."""
    q = advisor.ask(text)
    assert q.read_as.command == "recommend"
    first = q.answer.shape.decides[0].message.key  # the rule, or (break17 #12) the AMD option weighed by it
    assert first == "ask.vendor.fact" or first.startswith("ask.vendor.weighed"), [c.message.key
                                                                                 for c in q.answer.shape.decides]


@pytest.mark.parametrize(("text", "amd"), [("nvidia or amd, budget $800", "Radeon RX 7900 XTX"),
                                           ("A卡还是N卡，预算6000元", "Radeon RX 7900 XTX"),
                                           ("amd or nvidia for llms under $1000", "Radeon RX 7900 XTX")])
def test_the_best_amd_option_within_reach_is_weighed_against_the_nvidia_pick(advisor, text, amd):
    """break17 #12: "nvidia or amd, budget $800" said "The list below is not limited to 'amd'" and weighed no AMD
    card, while the 7900 XTX (24 GB, on the ROCm list) is 28 USD over: the best AMD card on the ROCm list within the
    budget or just over it is set against the card the answer buys — memory, speed for the job, CUDA — in one line."""
    q = advisor.ask(text)
    assert not any(n.key == "ask.note.maker-only" for n in q.read_as.notes)
    line = q.answer.shape.decides[0].message
    assert line.key.startswith("ask.vendor.weighed"), line.key
    assert line.params["amd"].value == amd
    assert advisor.catalog.rocm_support[amd]["status"] == "supported"
    nv = line.params["nv"].value
    assert nv == q.answer.shape.ranking[0].card and advisor.catalog.card(nv).manufacturer == "NVIDIA"
    budget = q.answer.budget.market_amount
    assert line.params["amd_price"].amount <= budget * 1.25
    if advisor.catalog.card(amd).memory_gb > advisor.catalog.card(nv).memory_gb:
        assert line.key == "ask.vendor.weighed.memory"
    for lang in ("en", "zh_Hans", "zh_Hant"):
        said = i18n.render(line.key, line.params, lang)
        assert "CUDA" in said and "ROCm" in said and amd in said and nv in said, said


def test_the_speed_is_the_rankings_measure(advisor):
    """A training ranking weighs the training index against its reference card; an LLM one, memory bandwidth."""
    general = advisor.ask("nvidia or amd, budget $800").answer.shape.decides[0].message
    assert general.params["amd_speed"].key == "ask.vendor.training"
    llm = advisor.ask("amd or nvidia for llms under $1000").answer.shape.decides[0].message
    assert llm.params["amd_speed"].key == "ask.vendor.bandwidth"


def test_a_same_memory_amd_card_is_no_reason_to_leave_cuda(advisor):
    line = advisor.ask("nvidia vs amd budget $400").answer.shape.decides[0].message
    assert line.key in ("ask.vendor.weighed.nvidia", "ask.vendor.weighed.faster"), line.key


def test_a_maker_asked_for_alone_keeps_the_ranking_to_it(advisor):
    """Since break27 #5 (fix30b) a maker asked for alone is the buyer's choice: the ranking keeps to it."""
    q = advisor.ask("best amd gpu under 800")
    assert any(n.key == "ask.note.maker-only" for n in q.read_as.notes)
