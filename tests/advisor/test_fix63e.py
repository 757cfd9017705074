"""fix63e (issues 27, 28): faces' words and a few readings.

- a foundation model is read as a (large) language model's job, in English and Chinese (``advisor/ask/words.toml``);
- an own-runtime engine's answer (LM Studio, Ollama, llama.cpp) on an AMD or Intel card says that engine's road, never
  PyTorch's ROCm/XPU standing unless PyTorch or training is asked (:func:`advisor.ask.stack_lead.stack_first`);
"""

from __future__ import annotations

import pytest
from asked import bot_text, find_message

from advisor.cli.ask import render_question
from advisor.cli.render import View


def _console(q) -> str:
    return " ".join(render_question(q, View(language=q.language)).split())


def _shape_messages(q) -> list:
    shape = q.answer.shape
    return [shape.headline, *(c.message for c in shape.decides), *(c.message for c in shape.caveats)]


@pytest.mark.parametrize(("text", "lang"), [
    ("best gpu for training a foundation model under 5000", "en"),
    ("what card to fine-tune foundation models, budget 3000", "en"),
    ("预算2万 训练基础模型", "zh"),
    ("预算1万 跑基座模型", "zh"),
    ("預算2萬 訓練基礎模型", "zh"),
])
def test_foundation_model_is_an_llm_job(advisor, text, lang):
    q = advisor.ask(text, lang=lang)
    assert q.read_as.use_case == "llm", q.read_as


@pytest.mark.parametrize("text", ["pretrain a foundation model from scratch, budget 7500",
                                  "想从零训练一个基座模型，预算5万"])
def test_foundation_model_pretrained_is_pretraining(advisor, text):
    q = advisor.ask(text)
    # pretraining a language model is ranked by training speed, as "pretrain a language model from scratch" is
    assert q.read_as.use_case == advisor.ask(text.replace("foundation", "language").replace("基座", "大")).read_as.use_case


@pytest.mark.parametrize(("text", "lang", "road"), [
    ("can I run qwen3 14b on my rx 7900 xtx with lm studio?", "en", "stack.os.engine-lmstudio-amd"),
    ("我的 Arc B580 用 LM Studio 能跑 qwen3 8b 吗", "zh", "stack.os.engine-lmstudio-intel"),
    ("will llama 3 8b run on my rx 6700 xt in lmstudio", "en", "stack.os.engine-lmstudio-amd"),
    ("我的 7900 XTX 用 LM Studio 跑 Qwen3 32B 行吗", "zh", "stack.os.engine-lmstudio-amd"),
])
def test_lm_studio_answer_says_its_road_not_pytorchs(advisor, text, lang, road):
    q = advisor.ask(text, lang=lang)
    said = _shape_messages(q)
    assert not any(find_message(m, k) for m in said for k in (
        "stack.status.official", "stack.status.xpu", "stack.status.same-chip", "stack.status.override")), said
    assert any(find_message(m, road) for m in said)
    assert q.answer.shape.headline.key != road  # the model's fit decides; the road follows it
    for text_seen in (_console(q), bot_text(q)):
        assert "PyTorch" not in text_seen and "LM Studio" in text_seen


def test_pytorch_asked_beside_lm_studio_keeps_its_standing(advisor):
    q = advisor.ask("can my rx 7900 xtx fine-tune llama 8b with pytorch and run it in lm studio?")
    assert any(find_message(m, "stack.status.official") for m in _shape_messages(q))
