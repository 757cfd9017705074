"""fix53c (issues 27/28): follow-ups and second jobs in a conversation — a training job added with "too"/"顺便"/"也想"
is weighed beside the LLM (as the one question asking both is), a place named after an answer moves only the market
("in Japan?": the budget in yen, the missing market said), "what about me?" asks back, and video editing is no
deep-learning job (never computer vision, never video generation). Chains asked as the console keeps them (the
question before) and as the bot keeps them (its stored context); English and Chinese."""

from __future__ import annotations

import pytest
from asked import chain as _chain

from advisor.ask.place_follow import place_named
from advisor.cli.ask import render_question
from advisor.cli.render import View
from said import said


def _keys(q):
    return [n.key for n in q.read_as.notes]


@pytest.mark.parametrize("bot", [False, True])
@pytest.mark.parametrize(
    ("first", "then", "alone"),
    [
        (
            "best gpu for llm under $1000",
            "and train small models too",
            "best gpu for llm and training small models under $1000",
        ),
        (
            "best gpu for llm under $1000",
            "I want to train small models as well",
            "best gpu for llm and training small models under $1000",
        ),
        ("预算5000元跑大模型买什么卡", "顺便训练小模型", "预算5000元跑大模型，也想训练小模型，买什么卡"),
        ("预算5000元跑大模型买什么卡", "也想训练小模型", "预算5000元跑大模型，也想训练小模型，买什么卡"),
    ],
)
def test_training_added_to_an_llm_ranking_is_weighed_beside_it(advisor, bot, first, then, alone):
    q = _chain(advisor, first, then, bot=bot)
    one = advisor.ask(alone)
    assert (q.read_as.use_case, q.read_as.task) == ("llm", "lora") == (one.read_as.use_case, one.read_as.task)
    assert "ask.note.train-llm" in _keys(q)
    assert q.answer is not None and q.answer.picks[0].card == one.answer.picks[0].card


@pytest.mark.parametrize("then", ["for training instead", "换成训练呢"])
def test_training_instead_still_switches_the_job(advisor, then):
    q = _chain(advisor, "best gpu for llm under $1000", then)
    assert q.read_as.use_case != "llm" and q.read_as.task is None


@pytest.mark.parametrize("bot", [False, True])
@pytest.mark.parametrize(
    ("first", "then", "typed"),
    [
        ("best gpu for llm under $1000", "in Japan?", "Japan"),
        ("预算5000元跑大模型买什么卡", "在日本呢？", "日本"),
    ],
)
def test_a_place_after_an_answer_moves_the_market_only(advisor, bot, first, then, typed):
    before = advisor.ask(first)
    q = _chain(advisor, first, then, bot=bot)
    assert q.read_as.command == before.read_as.command and q.read_as.use_case == before.read_as.use_case
    assert q.read_as.budget.currency == "JPY" and q.read_as.budget.amount > 20 * before.read_as.budget.amount
    note = next(n for n in q.read_as.notes if n.key == "ask.place-unpriced.budget")
    assert note.params["place"].value == typed
    text = render_question(q, View(language=q.language))
    assert typed in text and ("no prices for" in text or "我没有" in text), text


def test_a_place_without_a_budget_says_whose_prices_stay(advisor):
    q = _chain(advisor, "3090 vs 4090 for llm", "what about in germany?")
    assert q.read_as.command == "compare" and q.read_as.cards == ["GeForce RTX 3090", "GeForce RTX 4090"]
    assert "ask.place-unpriced" in _keys(q)
    assert "no prices for germany" in said(q.reply)


def test_a_currency_after_a_place_converts_from_the_place(advisor):
    q = _chain(advisor, "best gpu for llm under $1000", "in Japan?", "and in euros?")
    assert q.read_as.budget.currency == "EUR" and 800 < q.read_as.budget.amount < 1000
    assert "ask.place-unpriced.budget" not in _keys(q)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("in Japan?", ("Japan", "JPY")),
        ("在日本呢？", ("日本", "JPY")),
        ("what about in the uk?", ("uk", "GBP")),
        ("in euros?", None),
        ("for training instead", None),
        ("and used?", None),
    ],
)
def test_place_named(text, expected):
    assert place_named(text) == expected


@pytest.mark.parametrize("bot", [False, True])
@pytest.mark.parametrize(
    ("first", "then"),
    [
        ("best gpu for llm under $1000", "what about me?"),
        ("3090 vs 4090 for llm", "and for me?"),
        ("预算5000元跑大模型买什么卡", "那我呢？"),
    ],
)
def test_what_about_me_asks_back_what_they_have(advisor, bot, first, then):
    q = _chain(advisor, first, then, bot=bot)
    assert q.answer is None and q.reply.key == "ask.about-me"
    follow = advisor.ask("I have a 3060, budget 800", context=q)  # the reading before kept for what follows
    assert follow.answer is not None


@pytest.mark.parametrize(
    "text",
    [
        "best gpu for video editing under $700",
        "视频剪辑用什么显卡 预算3000元",
        "davinci resolve gpu under 600",
        "is a 3060 good for video editing?",
    ],
)
def test_video_editing_is_no_generation_nor_vision_job(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.use_case is None and q.read_as.generator is None
    assert "ask.note.video-editing" in _keys(q)
    assert "NVENC" in render_question(q, View(language=q.language))


def test_video_editing_beside_a_generator_ranks_for_the_generator(advisor):
    q = advisor.ask("gpu for video editing and some stable diffusion, $800")
    assert q.read_as.use_case == "image" and "ask.note.video-editing" in _keys(q)


def test_video_generation_is_still_a_generator(advisor):
    q = advisor.ask("best gpu for wan 2.2 video generation under $1500")
    assert q.read_as.use_case == "image" and "ask.note.video-editing" not in _keys(q)


@pytest.mark.parametrize("bot", [False, True])
@pytest.mark.parametrize(
    ("first", "then"),
    [
        ("best gpu for stable diffusion under $800", "also train a LoRA on SDXL"),
        ("best gpu for stable diffusion under $800", "I'd train an sdxl lora too"),
        ("预算5000元跑stable diffusion买什么卡", "也想训练sdxl的lora"),
    ],
)
def test_a_lora_added_to_generation_weighs_both_jobs(advisor, bot, first, then):
    q = _chain(advisor, first, then, bot=bot)
    assert (q.read_as.use_case, q.read_as.task) == ("image", "lora")
    assert "ask.image-train-added" in _keys(q)
    keys = [d.message.key for d in q.answer.shape.decides]
    assert any(k.startswith("jobs.gen.") for k in keys), keys  # what the pick generates
    assert "LoRA" in said(q.answer.shape.headline)  # the LoRA's memory decides the pick


def test_a_lora_instead_of_generation_is_the_lora_alone(advisor):
    q = _chain(advisor, "best gpu for stable diffusion under $800", "train a LoRA on SDXL instead")
    assert q.read_as.task == "lora" and "ask.image-train-added" not in _keys(q)
    assert not any(d.message.key.startswith("jobs.gen.") for d in q.answer.shape.decides)
