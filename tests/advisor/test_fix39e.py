"""fix39e (issues 27, 28): follow-ups keep the budget and the jobs said before; two jobs weighed together."""
from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View


def _text(q, language: str = "en") -> str:
    return " ".join(render_question(q, View(language=language, width=400)).split())


def _chain(advisor, texts: str):
    q = None
    for text in texts.split(" || "):
        q = advisor.ask(text, context=q) if q is not None else advisor.ask(text)
    return q


# --- 1. a follow-up after an offer beside a budget keeps both (break32 #7) ------------------------------------------
@pytest.mark.parametrize(("chain", "budget", "offer"), [
    ("found a 3090 for $700 on ebay, budget 900 || what about for image generation?", 900, 700),
    ("saw a used 3090 at $650, my budget is 1000 || and for llms?", 1000, 650),
    ("4090 for 1500 on marketplace, budget 2000 || what about for training?", 2000, 1500),
    ("someone is selling a 3080 for $400, budget 700 || what about for stable diffusion?", 700, 400),
    ("闲鱼上3090卖5000，预算6000 || 那跑大模型呢", 6000, 5000),
    ("found a 3090 for $700 on ebay, budget 900 || and used?", 900, 700),
])
def test_a_follow_up_keeps_the_budget_said_beside_an_offer(advisor, chain, budget, offer):
    q = _chain(advisor, chain)
    assert q.missing == [] and q.answer is not None, _text(q)
    assert q.read_as.command == "recommend"
    assert q.read_as.budget is not None and q.read_as.budget.amount == budget
    assert q.read_as.offer is not None and q.read_as.offer.amount == offer
    for language in ("en", "zh_Hans"):
        said = _text(q, language)
        assert "What is your budget" not in said and "预算是多少" not in said, said


# --- 2. a follow-up to another variant of the card: its own name, both jobs still (break32 #8) -----------------------
@pytest.mark.parametrize(("chain", "card"), [
    ("4060 ti for llm and image generation || what about the 8gb one?", "GeForce RTX 4060 Ti 8 GB"),
    ("4060 ti for local llms and sdxl, good? || and the 8gb version?", "GeForce RTX 4060 Ti 8 GB"),
    ("is a 4060 ti good for llms and stable diffusion? || what about the 8gb model?", "GeForce RTX 4060 Ti 8 GB"),
    ("5060 ti for llm and image generation || what about the 8gb one?", "GeForce RTX 5060 Ti 8 GB"),
    ("3080 for stable diffusion and llms, good? || and the 12gb one?", "GeForce RTX 3080 12 GB"),
    ("4060ti跑大模型和stable diffusion怎么样 || 那8g的呢", "GeForce RTX 4060 Ti 8 GB"),
    ("4060ti適合跑大模型和stable diffusion嗎 || 那8g的呢", "GeForce RTX 4060 Ti 8 GB"),
])
def test_a_follow_up_to_another_variant_drops_the_old_note_and_keeps_both_jobs(advisor, chain, card):
    q = _chain(advisor, chain)
    assert q.read_as.cards == [card] and q.read_as.command == "why"
    assert not any(n.key.startswith("name_default.") for n in q.read_as.notes)  # no "assuming the 16 GB card"
    assert any(d.message.key.startswith("jobs.gen.") for d in q.answer.shape.decides)  # the image job's line
    for language, word in (("en", "Image generation in"), ("zh_Hans", "图像生成"), ("zh_Hant", "影像生成")):
        said = _text(q, language)
        assert word in said and "assuming the 16 GB" not in said, (language, said)


def test_a_follow_up_to_another_job_drops_the_both_jobs_note(advisor):
    q = _chain(advisor, "4060 ti for llm and image generation || and for training?")
    assert "ask.both-jobs" not in [n.key for n in q.read_as.notes]
    assert "Image generation in" not in _text(q)


# --- 3. an owner's upgrade for LLMs: a card of the owner's memory or less is no upgrade, said ------------------------
@pytest.mark.parametrize(("text", "owned"), [
    ("I have a 3060 12gb, budget $600 to upgrade for llama 13b", 12),
    ("my gpu is a 3060 12gb, what should i buy for local llms, budget 700", 12),
    ("i have a 4090, budget 3000 to upgrade for llms", 24),
    ("my 4060 ti 16gb is too small for qwen 32b, budget 900 to upgrade", 16),
    ("我有一张3060 12g，预算4000想升级跑13b模型", 12),
    ("我有3060 12g，预算3000，想升级显卡跑14b模型", 12),
    ("我的显卡是3060 12g，预算4000，跑大模型该升级什么卡", 12),
])
def test_an_llm_upgrade_lists_only_cards_with_more_memory_than_owned(advisor, text, owned):
    q = advisor.ask(text)
    assert q.read_as.command == "recommend" and q.read_as.own, q.read_as
    assert any(n.key == "ask.owner-floor-llm" for n in q.read_as.notes), _text(q)
    assert q.answer is not None and q.answer.shape is not None and q.answer.shape.ranking
    for line in q.answer.shape.ranking:
        assert advisor.card(line.card).memory_gb * line.gpus > owned, (line.card, _text(q))
    for language, word in (("en", "memory is what limits them"), ("zh_Hans", "限制大语言模型的是显存"),
                           ("zh_Hant", "限制大型語言模型的是顯示記憶體")):
        assert word in _text(q, language), (language, _text(q, language))


@pytest.mark.parametrize("text", [
    "i have a 3080 10gb, what should I upgrade to for 7b models, budget 700",  # 12 GB cards hold more: listed
    "I have a 3060 12gb, budget $600 to upgrade",  # no LLM said: a faster card of its memory is an upgrade
])
def test_an_upgrade_that_is_no_llm_or_below_the_floor_keeps_its_list(advisor, text):
    q = advisor.ask(text)
    assert not any(n.key == "ask.owner-floor-llm" for n in q.read_as.notes)


# --- 4. two jobs under a budget: the image job said on the pick --------------------------------------------------
@pytest.mark.parametrize("text", [
    "budget $1000 for flux and llama 3 8b",
    "budget $1000 for sdxl and a 7b model",
    "$800 budget, I want to run llama 3 8b and sdxl",
    "预算8000元，跑sdxl和7b模型",
    "预算6000，想跑flux和qwen2.5 7b",
])
def test_two_jobs_under_a_budget_say_the_image_job_on_the_pick(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "recommend" and q.read_as.model is not None and q.answer is not None
    decides = q.answer.shape.decides
    assert any(d.message.key.startswith("jobs.gen.") for d in decides), _text(q)
    for language, word in (("en", "Image generation in"), ("zh_Hans", "图像生成"), ("zh_Hant", "影像生成")):
        assert word in _text(q, language), (language, _text(q, language))


# --- 5. two jobs under a budget, at once: both models' memory summed into the ranking's floor -------------------------
@pytest.mark.parametrize("text", [
    "budget $1000 to run flux and llama 3 8b at the same time",
    "预算8000元，同时跑sdxl和7b模型",
    "$1200 budget, sdxl and mistral 7b loaded together",
    "which card for flux and llama 3 8b side by side, budget 1500",
    "预算1万，一边跑flux一边跑qwen2.5 7b",
])
def test_two_jobs_at_once_under_a_budget_rank_cards_that_hold_the_sum(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "recommend" and q.answer is not None, _text(q)
    note = next((n for n in q.read_as.notes if n.key == "ask.jobs-at-once"), None)
    assert note is not None, _text(q)
    llm, second, total = (float(note.params[k].value) for k in ("llm", "second", "total"))
    assert second >= 3 and abs(llm + second - total) < 0.051
    assert q.read_as.memory_gb and q.read_as.memory_gb[0] >= total
    for line in q.answer.shape.ranking:
        assert advisor.card(line.card).memory_gb * line.gpus >= total + 1, (line.card, _text(q))
    assert q.answer.shape.headline.key != "shape.recommend.headroom"  # no level of the LLM alone on a shared card
    for language, word in (("en", "at the same time"), ("zh_Hans", "同时"), ("zh_Hant", "同時")):
        said = _text(q, language)
        assert word in said and "+" in said, (language, said)


@pytest.mark.parametrize(("text", "floor"), [
    ("budget $1000 for flux and llama 3 8b", 16),
    ("预算6000，想跑flux和qwen2.5 7b", 16),
    ("best gpu for flux and llama 3 8b under 1200", 16),
])
def test_an_image_model_heavier_than_the_llm_sets_the_floor(advisor, text, floor):
    q = advisor.ask(text)
    assert any(n.key == "ask.jobs-at-once.image" for n in q.read_as.notes), _text(q)
    for line in q.answer.shape.ranking:
        assert advisor.card(line.card).memory_gb * line.gpus >= floor, (line.card, _text(q))


@pytest.mark.parametrize("text", ["budget $1000 for sdxl and a 7b model", "预算8000元，跑sdxl和7b模型"])
def test_a_light_image_model_one_at_a_time_keeps_the_llm_floor(advisor, text):
    q = advisor.ask(text)
    assert not any(n.key.startswith("ask.jobs-at-once") for n in q.read_as.notes)


@pytest.mark.parametrize("text", ["budget 1500 to run sd 1.5 and a 3b model at the same time",
                                  "预算6000，同时跑sd 1.5和3b模型"])
def test_two_light_jobs_at_once_are_summed_and_said_held(advisor, text):
    q = advisor.ask(text)
    note = next((n for n in q.read_as.notes if n.key == "ask.jobs-at-once.held"), None)
    assert note is not None, _text(q)
    total = float(note.params["total"].value)
    for line in q.answer.shape.ranking:
        assert advisor.card(line.card).memory_gb * line.gpus >= total + 1, (line.card, _text(q))


def test_whisper_beside_an_llm_keeps_its_own_ranking(advisor):
    q = advisor.ask("budget 900 for whisper and llama 3 8b simultaneously")
    assert not any(n.key.startswith("ask.jobs-at-once") for n in q.read_as.notes)


@pytest.mark.parametrize(("first", "then"), [
    ("found a 3090 for $700 on ebay, budget 900", "what about for image generation?"),
    ("4060 ti for llm and image generation", "what about the 8gb one?"),
])
def test_the_kept_context_carries_the_budget_and_both_jobs(advisor, first, then):
    """The bot keeps the reading as bytes (``Context.stored``): the follow-up reads the same from them."""
    from advisor.ask.models import Context

    direct = advisor.ask(then, context=advisor.ask(first))
    kept = advisor.ask(then, context=Context.kept(advisor.ask(first).context().stored()))
    assert kept.read_as == direct.read_as and kept.missing == direct.missing == []


@pytest.mark.parametrize("chain", [
    "4060 ti for llm and image generation || what about the 4070?",
    "is a 3090 good for stable diffusion and llms? || and the 4080?",
    "3060 12gb适合跑大模型和stable diffusion吗 || 那4070呢",
])
def test_a_follow_up_to_another_card_keeps_both_jobs(advisor, chain):
    q = _chain(advisor, chain)
    assert q.read_as.command == "why" and len(q.read_as.cards) == 1
    assert any(d.message.key.startswith("jobs.gen.") for d in q.answer.shape.decides), _text(q)


def test_a_follow_up_after_two_jobs_at_once_keeps_the_floor(advisor):
    q = _chain(advisor, "budget $1000 to run flux and llama 3 8b at the same time || and used?")
    assert [n.key for n in q.read_as.notes].count("ask.jobs-at-once") == 1
    total = float(next(n for n in q.read_as.notes if n.key == "ask.jobs-at-once").params["total"].value)
    for line in q.answer.shape.ranking:
        assert advisor.card(line.card).memory_gb * line.gpus >= total + 1, (line.card, _text(q))
