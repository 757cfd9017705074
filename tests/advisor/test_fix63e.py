"""fix63e (issues 27, 28): faces' words and a few readings.

- a foundation model is read as a (large) language model's job, in English and Chinese (``advisor/ask/words.toml``);
"""

from __future__ import annotations

import pytest


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
