"""fix70a (issues 27, 28): unknown models asked about, follow-ups that change the job, model names (newuser28).

Each finding as a kind, with wordings of our own: a requirement question ("vram", "显存", "requirements", "how much
memory … need") about a model no table has, typed in lower case as people do ("ltx-2", "z-image turbo"), is a GPU
question — the model said unknown with the rule to estimate it, never "not about GPUs".
"""

from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View
from tests.asked import chain, find_message

NOTHING = "ask.none"


@pytest.mark.parametrize("text", [
    "how much vram does ltx-2 need",
    "ltx-2 vram requirements?",
    "how much memory does z-image turbo need?",
    "kandinsky 5 vram requirements",
    "what are the gpu requirements for seedvr2",
    "seedvr2 显存需要多少",
    "z-image turbo 需要多少显存？",
    "kandinsky 5 的显存要求是什么",
])
def test_a_requirement_question_about_an_unknown_lowercase_model_is_a_gpu_question(advisor, text):
    q = advisor.ask(text)
    assert q.reply is not None and find_message(q.reply, NOTHING) is None
    assert find_message(q.reply, "project-need.unknown") is not None
    said = render_question(q, View(language=q.language))
    if q.language == "en":
        assert "not look like a question about GPUs" not in said and "18 bytes a parameter" in said
    else:
        assert "不像关于 GPU 的问题" not in said and "18 字节" in said


@pytest.mark.parametrize("text", ["how much vram does qwen3 32b need", "3090 vram requirements",
                                  "how much vram does flux need"])
def test_a_requirement_question_about_a_known_model_or_card_keeps_its_answer(advisor, text):
    q = advisor.ask(text)
    assert q.reply is None or find_message(q.reply, "project-need.unknown") is None


@pytest.mark.parametrize("texts", [
    ("预算1万5 跑 qwen3 32b", "那跑视频呢"),
    ("预算1万 跑 llama 3 8b", "那生成视频呢"),
    ("budget $2000 for llama 3 70b", "and for video?"),
    ("best gpu for qwen3 14b under $1500", "what about videos instead?"),
])
@pytest.mark.parametrize("bot", [False, True])
def test_a_video_follow_up_after_an_llm_replaces_the_job_and_keeps_the_budget(advisor, texts, bot):
    first = advisor.ask(texts[0])
    q = chain(advisor, *texts, bot=bot)
    assert q.read_as.model is None and q.read_as.use_case == "image"
    assert q.read_as.budget == first.read_as.budget
    said = render_question(q, View(language=q.language))
    assert "Wan 2.2" in said and "Qwen" not in said and "Llama" not in said


@pytest.mark.parametrize("texts", [
    ("budget $2000 for llama 3 70b", "what about video object detection?"),
    ("budget $2000 for llama 3 70b", "and a video card with more memory?"),
])
def test_video_understanding_or_a_video_card_is_no_video_generation(advisor, texts):
    q = chain(advisor, *texts)
    assert q.read_as.use_case != "image"


@pytest.mark.parametrize("texts", [("预算1万 跑 llama 3 8b", "那画图呢"),
                                   ("budget $1500 for qwen3 14b", "what about image generation?"),
                                   ("预算1万5 跑 qwen3 32b", "那训练CNN呢")])
def test_an_image_or_cnn_follow_up_after_an_llm_replaces_the_job(advisor, texts):
    q = chain(advisor, *texts)
    assert q.read_as.model is None and q.read_as.budget is not None


@pytest.mark.parametrize(("text", "model"), [
    ("预算2万 跑 通义千问3 32b", "Qwen3 32B"),
    ("千问3 32b 需要多少显存", "Qwen3 32B"),
    ("千問3 8b 能在3060上跑嗎", "Qwen3 8B"),
    ("预算3万 跑深度求索 v3", "DeepSeek V3"),
    ("智谱 4.5 air 要多少显存", "GLM-4.5-Air"),
    ("月之暗面 k2 需要什么配置", "Kimi K2"),
])
def test_chinese_family_names_read_as_the_family(advisor, text, model):
    q = advisor.ask(text)
    assert q.read_as.model is not None and q.read_as.model.name == model


@pytest.mark.parametrize(("text", "named"), [
    ("how much vram for llama 4 scout 8b", "Llama 4 Scout"),
    ("llama 4 scout 8b on a 3090?", "Llama 4 Scout"),
    ("预算1万 跑 llama 4 maverick 8b", "Llama 4 Maverick"),
])
def test_a_size_a_one_model_name_lacks_is_said_never_silent(advisor, text, named):
    q = advisor.ask(text)
    note = find_message(q.read_as.notes, "ask.note.family-lacks-size")
    assert note is not None and note.params["family"].value == named


@pytest.mark.parametrize("text", ["how much memory does mistral small 3.2 24b need?", "mistral small 3.2 on a 4090",
                                  "预算8000 跑 mistral small 3.2"])
def test_mistral_small_3_2_is_read_as_itself(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.model is not None and q.read_as.model.name == "Mistral Small 3.2 24B"
    said = render_question(q, View(language=q.language))
    assert "3.1" not in said


@pytest.mark.parametrize(("text", "other"), [
    ("how much memory does mistral small 3.2 24b need? and what about glm-4.5-air?", "Mistral Small 3.2 24B"),
    ("qwen3 32b 和 glm-4.5 air 需要多少显存", "Qwen3 32B"),
    ("how much vram do llama 3 8b and qwen3 32b need?", "Llama 3 8B"),
    ("预算3万 想跑 qwen3-235b-a22b 和 deepseek v3", "Qwen3 235B-A22B"),
])
def test_every_llm_named_with_no_card_gets_its_need(advisor, text, other):
    q = advisor.ask(text)
    need = find_message(q.read_as.notes, "ask.models-need")
    assert need is not None and need.params["model"].value == other
    assert find_message(q.read_as.notes, "ask.models-others") is None  # never "ask again for …"
    said = " ".join(render_question(q, View(language=q.language)).split())
    assert other in said and "4-bit" in said
