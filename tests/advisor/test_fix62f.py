"""fix62f: SDXL training and video answers.

- #1 a two-card image-training comparison that names the model trained is weighed by that model's LoRA settings
  (:func:`advisor.image_train_compare.named_model`): SDXL trains in 10 GB (kohya-ss), so both a 4090 and a 5090 hold
  it and speed for the price decides — never FLUX.1 dev's heavier settings; the generation memory line
  (``ask.image-memory``) is not said of a training comparison.
"""

from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View
from advisor.image_train_compare import named_model
from tests.asked import question_faces

# --- #1 -------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["sdxl lora", "SDXL LoRA 训练", "stable diffusion xl dreambooth training"])
def test_sdxl_named(text):
    assert named_model(text) == "SDXL"


@pytest.mark.parametrize("text", ["flux lora training", "flux.1 dev 微调"])
def test_flux_named(text):
    assert named_model(text) == "FLUX.1 dev"


@pytest.mark.parametrize("text", ["training diffusion models", "training stable diffusion loras", "sd 1.5 lora",
                                  "微调 stable diffusion"])
def test_nothing_named(text):
    assert named_model(text) is None  # generic Stable Diffusion: every model's settings weigh the cards


def test_sdxl_both_hold_speed_decides(advisor):
    q, console, _ = question_faces(advisor, "used 3090 or new 5070 Ti to train a LoRA for SDXL?")
    head = q.answer.shape.headline
    assert head.key.startswith("image.train-compare.same-named"), head.key
    assert "FLUX" not in console and "GeForce RTX 5070 Ti is 1.14x GeForce RTX 3090" in console, console


@pytest.mark.parametrize(("text", "language"), [
    ("买4090还是5090 做SDXL LoRA训练", "zh_Hans"),
    ("4090 or 5090 for SDXL LoRA training", "en"),
    ("should i get a 5090 or a 4090 to train sdxl loras?", "en"),
])
def test_sdxl_lora_compare_weighed_by_sdxl(advisor, text, language):
    q, console, bot = question_faces(advisor, text, language)
    head = q.answer.shape.headline
    assert head.key == "image.train-compare.same-named-value", head.key
    assert head.params["model"].value == "SDXL"
    assert not any(c.message.key.startswith("ask.image-memory") for c in q.answer.shape.decides)
    for face in (console, bot):
        assert "FLUX" not in face, face
        assert "SDXL" in face
        assert "RTX 4090" in face
    assert ("性价比更高" if language == "zh_Hans" else "the better value") in console


def test_flux_lora_compare_weighed_by_flux(advisor):
    q, console, _ = question_faces(advisor, "4090 or 5090 for flux lora training")
    head = q.answer.shape.headline
    # both hold kohya's heaviest, the 24 GB tier (fix64b #3): FLUX.1 dev's settings weigh them, then speed
    assert head.key.startswith("image.train-compare.same-named"), head.key
    assert head.params["model"].value == "FLUX.1 dev"
    assert "SDXL" not in console.split("\n\n")[1], console


def test_unnamed_training_compare_unchanged(advisor):
    q, _, _ = question_faces(advisor, "used 3090 or new 5070 Ti for training diffusion models?")
    assert q.answer.shape.headline.key == "image.train-compare.memory"


# --- #2 -------------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "language"), [
    ("I have a 3060 12gb and want to upgrade, I mostly use stable diffusion xl. budget 800 usd", "en"),
    ("upgrading from my 3060 12gb, 800 usd, mostly sd-xl", "en"),
    ("我有3060 12gb，想升级，主要跑stable diffusion xl，预算800美元", "zh_Hans"),
])
def test_sdxl_in_any_name_says_the_sd15_stand_in(advisor, text, language):
    q, console, _ = question_faces(advisor, text, language)
    keys = [c.message.key for c in q.answer.shape.decides]
    assert "ask.sdxl-stand-in" in keys or "image.rank.sdxl" in keys, keys
    assert "sdxl_its.csv" in console or "image.rank.sdxl" in keys, console


# --- #3 -------------------------------------------------------------------------------------------------------------
def _reply(advisor, text, language="en"):
    q = advisor.ask(text, lang=language)
    assert q.reply is not None
    return " ".join(render_question(q, View(language=language)).split())


@pytest.mark.parametrize("text", ["i want to generate videos with wan 2.2, what card do i need",
                                  "what gpu for wan 2.2 video generation?"])
def test_wan_tiers_first_in_memory_order(advisor, text):
    said = _reply(advisor, text)
    tiers = said.index("By card memory")
    assert tiers < said.index("needs (published peaks") and tiers < said.index("the official script's offload"), said
    assert "--offload_model" not in said, said  # flags said in words (fix63d #4)
    tier_text = said[tiers:said.index(". ", said.index("24 GB:"))]
    assert "16 GB: Wan 2.2 A14B fp8" in tier_text and "24 GB: Wan 2.2 A14B fp8" in tier_text, tier_text
    assert "TI2V-5B the official script" not in tier_text, tier_text
    assert "For Wan 2.2 A14B (fp8" in said and "GeForce RTX 3090" in said, said


def test_wan_zh(advisor):
    said = _reply(advisor, "我想用wan 2.2生成视频，需要什么显卡", "zh_Hans")
    assert "Wan 2.2 A14B" in said and "宽裕放下它的最便宜的卡" in said, said
