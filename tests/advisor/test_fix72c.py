"""fix72c (round 29, a new user's kinds): each as a kind, with wordings of our own.

1. A video owner's open upgrade (no budget) names the step up for the job: a CUDA card with more memory that runs a
   published video setting theirs cannot hold, its price and speed against theirs, and the ranking is those steps.
2. Selling several cards for one with less pooled memory leads with keeping them for the LLMs that need the pool,
   and the one card's speed for one-card jobs.
"""

from __future__ import annotations

import pytest

from tests.asked import find_message, question_faces


def _joined(text: str) -> str:
    return "".join(text.split())


VIDEO_OWNERS = [
    ("my 2080 ti 22gb modded, what should I upgrade to for comfyui video?", "en"),
    ("my 3060 12gb, what should I upgrade to for wan 2.2 video?", "en"),
    ("I have a 3080 10gb and want to make ai videos with wan, what should I buy next?", "en"),
    ("我的3060 12g跑wan 2.2视频生成，想升级，换什么卡？", "zh_Hans"),
    ("我有一张4060ti 16g，做wan2.2视频生成，该升级到什么卡？", "zh_Hans"),
    ("我的3060 12g想升級做影片生成，換什麼卡？", "zh_Hant"),  # Taiwan's word for video
]


@pytest.mark.parametrize(("text", "language"), VIDEO_OWNERS)
def test_a_video_owner_upgrade_leads_with_the_step_that_runs_what_theirs_cannot(advisor, text, language):
    q, console, bot = question_faces(advisor, text, language)
    shape = q.answer.shape
    head = find_message(shape.headline, "ask.owner-video-steps.head")
    assert head is not None
    owned = q.answer.owner.memory_gb
    step = head.params["other"].value
    assert advisor.card(step).memory_gb > owned and "Radeon" not in step
    assert shape.ranking and shape.ranking[0].card == step and shape.ranking[0].price is not None
    assert all((x.memory_gb or 0) >= owned for x in shape.ranking)
    for face in (console, bot):
        said = _joined(face)
        assert _joined(step) in said
        if language == "en":
            assert "whichyourscannothold" in said and "USD" in said
        else:
            assert "你的卡放不下" in said and "US$" in said


def test_the_2080_ti_22gb_step_is_more_memory_and_faster(advisor):
    q = advisor.ask("my 2080 ti 22gb modded, what should I upgrade to for comfyui video?")
    lines = q.answer.shape.ranking
    assert lines[0].memory_gb > 22 and lines[0].speed is not None and lines[0].speed.value > 1.0


def test_a_video_owner_question_that_asks_no_card_keeps_its_answer(advisor):
    q = advisor.ask("my 3060 12gb runs out of memory on wan 2.2 video, which settings?")
    assert q.answer is None or find_message(getattr(q.answer.shape, "headline", None),
                                            "ask.owner-video-steps.head") is None


SELL_PAIR = [
    ("should I sell my 2 3090s for a 5090?", "en"),
    ("I have 2x 3090, should I sell them and get a 5090?", "en"),
    ("upgrade from 2x 3090 to a 5090?", "en"),
    ("两张3090卖了换一张5090值得吗", "zh_Hans"),
]


@pytest.mark.parametrize(("text", "language"), SELL_PAIR)
def test_selling_a_pair_for_one_card_leads_with_keeping_the_pool(advisor, text, language):
    q, console, bot = question_faces(advisor, text, language)
    assert q.answer.shape.headline.key == "ask.switch-rig.keep-pool"
    for face in (console, bot):
        said = _joined(face)
        if language == "en":
            assert "NoforLLMs:keepyour2xGeForceRTX3090forthemodelsthatneedmorethan32GB" in said
            assert "fasterforajobononecard" in said
        else:
            assert "不值得：留着你的2张GeForceRTX3090" in said and "单卡就能跑的任务" in said


def test_a_switch_to_more_pooled_memory_is_no_keep(advisor):
    q = advisor.ask("should I sell my 4090 and buy two 3090s?")
    assert q.answer.shape.headline.key != "ask.switch-rig.keep-pool"


TWINS = [
    ("how fast is llama 3.1 8b on a 3080 ti?", "en", "GeForce RTX 3080 Ti", "107"),
    ("can a 3090 run llama 3.1 8b, how fast?", "en", "GeForce RTX 3090", "112"),
    ("3080 ti 跑 llama 3.1 8b 每秒多少token", "zh_Hans", "GeForce RTX 3080 Ti", "107"),
]


@pytest.mark.parametrize(("text", "language", "card", "measured"), TWINS)
def test_an_estimated_decode_shows_the_cards_measured_figure_on_a_model_of_the_same_build(advisor, text, language,
                                                                                        card, measured):
    q, console, bot = question_faces(advisor, text, language)
    fact = find_message(q.answer.shape.decides[0].message, "ask.twin-measured")
    assert fact is not None and fact.params["twin"].value == "Llama 3 8B"
    assert fact.params["card"].value == card
    for face in (console, bot):
        said = _joined(face)
        assert f"{measured}tok/s" in said and "XiongjieDai" in said
        assert ("MeasuredonLlama38B" in said) if language == "en" else ("同样结构的Llama38B上实测" in said)


def test_a_model_measured_on_the_card_itself_adds_no_twin(advisor):
    q = advisor.ask("llama 3 8b on 3080 ti speed?")
    assert all(find_message(c.message, "ask.twin-measured") is None for c in q.answer.shape.decides)


BUDGET_MODELS = [
    ("$1500 to run qwen3 32b and llama 3 8b", "en", "Qwen3 32B", "Llama 3 8B"),
    ("best gpu under $800 for qwen3 14b and llama 3.1 8b", "en", "Qwen3 14B", "Llama 3.1 8B"),
    ("预算1万元，跑qwen3 32b和llama 3 8b", "zh_Hans", "Qwen3 32B", "Llama 3 8B"),
]


@pytest.mark.parametrize(("text", "language", "largest", "other"), BUDGET_MODELS)
def test_a_budget_for_two_llms_says_both_needs_and_runs_both(advisor, text, language, largest, other):
    q, console, bot = question_faces(advisor, text, language)
    shape = q.answer.shape
    fact = shape.decides[0].message
    assert fact.key in ("ask.both-models.one-at-a-time", "ask.both-models.together")
    lead = shape.ranking[0]
    assert lead.speed is not None and lead.speed.model == largest
    assert find_message(lead.reason, "ask.both-models.speed").params["model"].value == other
    for face in (console, bot):
        said = _joined(face)
        assert _joined(largest) in said and _joined(other) in said
        assert ("Eachmodel'sneed(Q4_K_M)" in said) if language == "en" else ("每个模型需要的显存（Q4_K_M）" in said)


def test_one_model_in_a_budget_adds_no_needs_line(advisor):
    q = advisor.ask("$1500 to run qwen3 32b")
    assert all(not c.message.key.startswith("ask.both-models") for c in q.answer.shape.decides)


OPTIMIZER_BUDGETS = [
    ("$5000 to full fine-tune a 7b with 8-bit adam", "en"),
    ("$5000 budget, full finetune a 7b model using adamw 8bit", "en"),
    ("预算3万元，用8bit adam全参微调7b", "zh_Hans"),
]


@pytest.mark.parametrize(("text", "language"), OPTIMIZER_BUDGETS)
def test_a_full_fine_tune_budget_is_sized_with_8bit_adam_when_named(advisor, text, language):
    q, console, bot = question_faces(advisor, text, language)
    shape = q.answer.shape
    head = find_message(shape.headline, "ask.optimizer-budget.head")
    assert head is not None and head.params["bytes"].value == 10
    card = head.params["card"].value
    assert shape.ranking[0].card == card and advisor.card(card).memory_gb >= head.params["need"].value
    assert head.params["need"].value < 0.7 * 119.7  # well under mixed-precision AdamW's 119.7 GB for 7B
    for face in (console, bot):
        said = _joined(face)
        assert ("With8-bitAdam(10bytesaparameter" in said) if language == "en" else ("每个参数10字节" in said)


@pytest.mark.parametrize("optimizer", ["adafactor", "galore", "lomo"])
def test_an_optimizer_with_no_sourced_bytes_is_said_and_sized_with_adamw(advisor, optimizer):
    q = advisor.ask(f"$5000 to full fine-tune a 7b with {optimizer}")
    fact = q.answer.shape.decides[0].message
    assert fact.key == "ask.optimizer-budget.unsourced"
    assert find_message(q.answer.shape.headline, "ask.optimizer-budget.head") is None


def test_no_optimizer_named_keeps_the_adamw_answer(advisor):
    q = advisor.ask("$5000 to full fine-tune a 7b")
    assert all(not c.message.key.startswith("ask.optimizer-budget") for c in q.answer.shape.decides)
    assert find_message(q.answer.shape.headline, "ask.optimizer-budget.head") is None
