"""fix48b (issue 28, grade23 §3): the speed column measures the job asked (kind D) — a vision-language model's job is
sized and timed on a VLM, never a text model; training an image model is weighed by memory, then training speed,
never Stable Diffusion's inference it/s."""
from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View


def _text(q, language: str = "en") -> str:
    return " ".join(render_question(q, View(language=language, width=400)).split())


# --- D1: a VLM job, none named: sized and timed on a 7-8B VLM, said in the reading --------------------------------
@pytest.mark.parametrize("text", [
    "I need to caption 200,000 images with a VLM, budget 1000 USD, which GPU?",
    "best gpu under $800 to run a vision-language model that tags my photo library",
    "what card for about 700 dollars to describe product images with a multimodal model locally?",
    "预算5000元，想本地跑多模态模型给图片打标签，买什么显卡？",
    "想用视觉语言模型给十万张图写描述，预算六千块，选哪张卡",
])
def test_a_vlm_job_is_ranked_by_a_vlm(advisor, text):
    q = advisor.ask(text)
    assert q.answer is not None and q.read_as.command == "recommend", _text(q)
    assert q.read_as.model is None, _text(q)  # none was named: the reading claims none
    assert q.read_as.stand_in_model is not None and q.read_as.stand_in_model.name == "Qwen2.5-VL 7B", _text(q)
    for line in q.answer.shape.ranking:  # every speed on the VLM, never gpt-oss or a 32B text model
        assert line.speed is None or "gpt-oss" not in str(line.speed), _text(q)
    en = _text(q)
    assert "gpt-oss" not in en and "Qwen3 32B" not in en and "Qwen2.5-VL 7B" in en, en
    assert "No vision-language model named" in en, en
    for language in ("zh_Hans", "zh_Hant"):
        said = _text(q, language)
        assert "No vision-language model named" not in said and "VLM" in said, said


@pytest.mark.parametrize(("text", "model"), [
    ("which GPU around 600 USD to run Qwen2.5-VL 7B for captioning images?", "Qwen2.5-VL 7B"),
    ("can a 3060 run llava for captioning with a vision language model?", None),
])
def test_a_vlm_named_is_read_as_named(advisor, text, model):
    q = advisor.ask(text)
    assert "No vision-language model named" not in _text(q), _text(q)
    if model is not None:
        assert q.read_as.model.name == model, _text(q)


# --- D2: training an image model: memory first, then training speed -------------------------------------------------
@pytest.mark.parametrize(("text", "big"), [
    ("used 3090 or new 5070 Ti for training diffusion models?", "GeForce RTX 3090"),
    # "used 3090 or new 5070 Ti to train a LoRA for SDXL?": SDXL named, weighed by SDXL's settings (test_fix62f)
    ("4060 ti 16gb or 4070 super for training stable diffusion loras", "GeForce RTX 4060 Ti 16 GB"),
    ("rtx 3090 vs rtx 4080 for fine-tuning stable diffusion", "GeForce RTX 3090"),
    ("dreambooth training: 4070 ti super or 3080 10gb?", "GeForce RTX 4070 Ti SUPER"),
])
def test_image_training_is_weighed_by_memory_then_training(advisor, text, big):
    q = advisor.ask(text)
    assert q.read_as.command == "compare" and q.read_as.task == "lora", _text(q)
    head = q.answer.shape.headline
    assert head.key == "image.train-compare.memory", _text(q)
    assert head.params["card"].value == big, _text(q)
    en = _text(q)
    assert "sd_its.csv" not in en and "For Stable Diffusion" not in en, en
    for language in ("zh_Hans", "zh_Hant"):
        said = _text(q, language)
        assert "memory decides first" not in said and "LoRA" in said, said


def test_the_typed_command_says_the_same(advisor):
    typed = advisor.compare("3090", "5070 ti", use_case="image", task="lora")
    assert typed.shape.headline.key == "image.train-compare.memory"
    assert typed.shape.headline.params["card"].value == "GeForce RTX 3090"
    assert typed.measure == "training"


def test_two_cards_that_hold_every_setting_go_by_training_speed(advisor):
    q = advisor.compare("3090", "4090", use_case="image", task="lora")
    assert q.shape.headline.key == "image.train-compare.same"
    assert q.shape.headline.params["speed"].params["fast"].value == "GeForce RTX 4090"


def test_a_budget_for_training_diffusion_models_ranks_training(advisor):
    q = advisor.ask("best GPU under 1500 USD for training diffusion models")
    assert q.read_as.command == "recommend" and q.read_as.task == "lora", _text(q)
    assert "sd_its.csv" not in _text(q), _text(q)


@pytest.mark.parametrize("text", [
    "3090 vs 5070 ti for stable diffusion image generation",  # generating, not training
    "my 3060 runs out of memory training a sdxl lora",  # an owner: the card's own answer
])
def test_generation_and_owners_keep_their_answers(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.task != "lora" or q.read_as.own, _text(q)
    if q.answer is not None and q.answer.shape is not None:
        assert not q.answer.shape.headline.key.startswith("image.train-compare"), _text(q)
