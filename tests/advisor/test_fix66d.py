"""fix66d (issue 27 §3, §4): readings left by this round, each as a kind.

- A memory size asked about with "enough / 够吗" and no owner's word ("is 120gb enough for llama 3 70b", "48G够吗
  跑mixtral") is a size weighed, not the asker's card: "a 48 GB GPU", never "your"; "I have 24gb, …" stays theirs.
- DeepSeek R1's distills in any wording ("deepseek r1 distill qwen 32b", "r1 32b distill", "r1蒸馏版32b",
  "DeepSeek-R1-Distill-Llama-70B") are their own rows, never the base family's newest model of that size.
- An arrow or "from A to B" between two cards ("4090 → PRO 6000", "3090 -> 5090", "from a 3090 to a 5090") reads as
  an owner of A weighing B, as "3090换5090" does."""

from __future__ import annotations

import pytest

from advisor.ask.distill_said import distill_said
from tests.asked import question_faces as asked_faces


def question_faces(advisor, text, lang="en"):
    """``(question, console text, bot text)``, each on one line (the console wraps)."""
    q, console, bot = asked_faces(advisor, text, lang)
    return q, " ".join(console.split()), " ".join(bot.split())


@pytest.mark.parametrize(("text", "lang", "gb"), [
    ("is 120gb enough for llama 3 70b", "en", "120"),
    ("would 24gb of vram be enough for qwen3 32b?", "en", "24"),
    ("48G够吗 跑mixtral", "zh_Hans", "48"),
    ("24GB显存够不够跑qwen3 32b", "zh_Hans", "24"),
])
def test_size_asked_is_not_yours(advisor, text, lang, gb):
    q, console, bot = question_faces(advisor, text, lang)
    assert q.read_as.command == "fits" and not q.read_as.cards
    for face in (console, bot):
        assert f"your {gb} GB" not in face and f"你的 {gb} GB" not in face, face
    assert (f"On a {gb} GB GPU" in console) if lang == "en" else (f"在一张 {gb} GB GPU 上" in console), console
    assert ("Not at 16 bits" in console) if lang == "en" else ("按 16 位放不下" in console)  # the yes/no lead stays


@pytest.mark.parametrize(("text", "lang"), [
    ("I have 24gb, is it enough for qwen3 32b?", "en"),
    ("我有48G，够跑mixtral吗", "zh_Hans"),
])
def test_owned_size_stays_yours(advisor, text, lang):
    _, console, _ = question_faces(advisor, text, lang)
    assert ("On your" in console) if lang == "en" else ("在你的" in console), console


@pytest.mark.parametrize(("text", "lang", "model"), [
    ("deepseek r1 distill qwen 32b on a 3090?", "en", "DeepSeek-R1-Distill-Qwen-32B"),
    ("can a 4090 run r1 32b distill?", "en", "DeepSeek-R1-Distill-Qwen-32B"),
    ("DeepSeek-R1-Distill-Llama-70B on two 3090s", "en", "DeepSeek-R1-Distill-Llama-70B"),
    ("distilled r1 14b on a 3060 12gb?", "en", "DeepSeek-R1-Distill-Qwen-14B"),
    ("r1蒸馏版32b 4090能跑吗", "zh_Hans", "DeepSeek-R1-Distill-Qwen-32B"),
    ("deepseek r1 蒸馏 llama 8b 3060能跑吗", "zh_Hans", "DeepSeek-R1-Distill-Llama-8B"),
])
def test_r1_distill_read_as_itself(advisor, text, lang, model):
    q, console, _ = question_faces(advisor, text, lang)
    assert q.read_as.model is not None and q.read_as.model.name == model
    assert model in console and "Qwen3 32B" not in console and "Llama 3.3 70B" not in console


def test_distill_base_or_size_unknown_is_left(advisor):
    names = [a.name for a in advisor.llm_models.archs]
    assert distill_said("r1 distill qwen 70b", names) is None  # no Qwen distill of 70B: the size reader's
    assert distill_said("deepseek r1 32b", names) is None  # no distill word: the table's alias reads it
    assert distill_said("deepseek r1 distill qwen2.5 32b", names)[1] == "DeepSeek-R1-Distill-Qwen-32B"


@pytest.mark.parametrize(("text", "lang"), [
    ("3090 -> 5090 for llm, worth it?", "en"),
    ("3090 → 5090 for local llms, worth it?", "en"),
    ("from a 3090 to a 5090 for llm, worth it?", "en"),
    ("3090→5090 跑大模型值得吗", "zh_Hans"),
])
def test_arrow_is_an_owner_upgrade(advisor, text, lang):
    _, console, bot = question_faces(advisor, text, lang)
    if lang == "en":
        assert "Yes for speed only: GeForce RTX 5090 runs the same models as your GeForce RTX 3090" in console
        assert "Switching from your GeForce RTX 3090 to GeForce RTX 5090" in console
        assert "your GeForce RTX 3090" in bot
    else:
        assert "只为速度才值得" in console and "从你的 GeForce RTX 3090 换成 GeForce RTX 5090" in console


def test_arrow_image_lora_switch_said(advisor):
    _, console, _ = question_faces(advisor, "4090 → PRO 6000 for flux lora, worth it?")
    flat = " ".join(console.split())
    # the owner's switch, folded into the headline since fix68c #3 (intended): the owned card holds the job first
    assert "your GeForce RTX 4090 already holds" in flat and "switching to RTX PRO 6000 Blackwell" in flat, flat


def test_budget_from_to_is_no_owner(advisor):
    _, console, _ = question_faces(advisor, "3090 vs 5090 for llm, budget from 1000 to 2000 usd")
    assert "Switching from your" not in console
