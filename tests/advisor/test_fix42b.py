"""fix42b (issues 27, 28).

1. Full fine-tuning asked by name on a rig ("what can I full fine-tune on two 24gb gpus", ``fits --task
   full-finetune --vram 24 --gpus 2``) leads with full fine-tuning, the usual way (LoRA or QLoRA) its second clause
   (:func:`advisor.runs.full_first`); "fine-tune" alone keeps the usual way first (fix40b,
   :mod:`advisor.ask.fine_tune_way`).
"""

from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View


def said(q, lang="en") -> str:
    return " ".join(render_question(q, View(language=lang)).split())


def zh(q, lang) -> str:
    """The answer in Chinese with the renderer's wrapping undone (no spaces)."""
    return "".join(render_question(q, View(language=lang)).split())


def _summary(answer):
    s = answer.summary
    return s.params.get("summary", s) if s.key == "runs.train.yes" else s


# --- 1. full fine-tuning asked by name leads ----------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "what can I full fine-tune on two 24gb gpus", "which models can I fully fine-tune on my 4090",
    "我有两张24G的卡，能全参微调什么模型", "what could a single 16gb card full-parameter fine-tune",
    "我的3090能全量微調哪些模型", "full finetune on my 3060 12gb, which llm fits",
])
def test_full_fine_tuning_named_leads(advisor, text):
    q = advisor.ask(text)
    summary = _summary(q.answer)
    assert summary.key in ("runs.train.full-first", "runs.train.full-first-none", "runs.train.full-first.lora"), (
        summary.key)
    assert summary.params["task"].key in ("fits.task-label.lora", "fits.task-label.qlora"), summary.params["task"]
    en = said(q)
    assert "fully fine-tunes (every weight trained)" in en and "the usual way" in en, en
    assert en.index("fully fine-tunes") < en.index("the usual way"), en
    for lang, words, usual in (("zh_Hans", "全参数微调（训练全部权重）", "常见的方式"),
                               ("zh_Hant", "全參數微調（訓練全部權重）", "常見的方式")):
        zh = said(q, lang)
        assert words in zh and usual in zh and zh.index(words) < zh.index(usual), zh


@pytest.mark.parametrize(("vram", "gpus"), [(24, 2), (16, 1), (12, 1), (48, 4), (8, 1)])
def test_fits_task_full_finetune_leads_with_it(advisor, vram, gpus):
    runs = advisor.fits(task="full-finetune", vram=vram, gpus=gpus)
    summary = _summary(runs)
    assert summary.key in ("runs.train.full-first", "runs.train.full-first-none", "runs.train.full-first.lora",
                           "runs.train", "runs.train.none"), (
        summary.key)
    if summary.key == "runs.train.full-first":
        assert summary.params["full"] != summary.params["model"]


@pytest.mark.parametrize("text", [
    "two 24gb gpus, what can I fine-tune?", "我有两张24G的卡，能微调什么模型", "what llm can my 3060 12gb finetune",
    "我的4090能微調哪些模型", "a single 16gb gpu, which models could I fine tune",
])
def test_fine_tune_alone_keeps_the_usual_way_first(advisor, text):
    q = advisor.ask(text)
    summary = _summary(q.answer)
    assert summary.key in ("runs.train.usual", "runs.train.usual-none", "runs.train.usual.lora"), summary.key
    assert said(q).index("the usual way") < said(q).index("full fine-tuning, every weight trained")


# --- 2. a server asked for with no count of users ------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "serve a 32b model on my 2 3090s", "我有两张3090，想部署qwen 32b给团队用", "host qwen 14b for my team on my 4090",
    "want to serve llama 8b from my 3060 12gb", "我的4090想部署qwen 14b，给同事们用", "serving qwen 7b on my 4080",
])
def test_serving_without_a_count_is_sized_for_the_default_said(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.users == 10, q.read_as
    assert q.answer.serving is not None and q.answer.serving.message.key.startswith("serving.rig."), q.answer.serving
    en = said(q)
    assert "Sized for 10 users at once, as you named no count" in en and "users at once" in en, en
    assert "按同时服务10位用户估算" in zh(q, "zh_Hans") and "按同時服務10位使用者估算" in zh(q, "zh_Hant")


@pytest.mark.parametrize("text", [
    "I have 4 P40s, want to serve llama 70b", "我有4张P40，想部署qwen 72b给团队用", "serve qwen 32b on my two v100s",
    "host llama 8b for my team on my 1080 ti", "我的两张P100想部署qwen 14b给实验室用",
])
def test_serving_on_cards_vllm_does_not_run_says_why_and_one_users_speed(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.users is None and q.answer.serving is None, q.read_as
    en = said(q)
    assert "No serving estimate on your cards" in en and "On your" in en, en
    assert "vLLM需要计算能力7.5" in zh(q, "zh_Hans") and "vLLM需要運算能力7.5" in zh(q, "zh_Hant")


@pytest.mark.parametrize("text", [
    "can my 3060 run llama 8b", "我的4090能跑qwen 32b吗", "serve llama 70b on my 3090 to 20 users",
    "which card to serve llama 70b", "does self-serve checkout matter, 4090 for qwen 14b",
])
def test_no_serving_default_without_a_server_asked_on_ones_cards_or_with_a_count(advisor, text):
    q = advisor.ask(text)
    assert not any(n.key in ("ask.note.served-users", "ask.note.served-unsized") for n in q.read_as.notes), text
