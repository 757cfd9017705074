"""Reading faults a breaker found (round 9): dollars said in Chinese slang ("刀", "美刀"), a count that
leaks onto the second card of a comparison ("2x 3090 or a 4090"), and models read by their names."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("text", "amount"), [
    ("预算800刀", 800),
    ("800刀以内的显卡推荐", 800),
    ("预算1200美刀，跑大模型买什么卡", 1200),
    ("1000美元以内买什么显卡", 1000),
    ("预算600刀乐，玩游戏", 600),
])
def test_dollars_said_in_chinese_are_us_dollars(advisor, text, amount):
    q = advisor.ask(text)
    b = q.read_as.budget
    assert q.read_as.command == "recommend" and b is not None
    assert (b.amount, b.currency) == (amount, "USD")


def test_yuan_stays_yuan(advisor):
    b = advisor.ask("预算5000元买什么显卡").read_as.budget
    assert b is not None and b.currency == "CNY"


@pytest.mark.parametrize(("text", "counts"), [
    ("2x 3090 or a 4090 for 70b?", [2, 1]),
    ("2x 3090 or one 4090 for 70b?", [2, 1]),
    ("two 3090s or a 4090 for llama 70b", [2, 1]),
    ("2x 3090 vs 4090", [2, 1]),
    ("2x a100 or a h100", [2, 1]),
    ("两张3090还是一张4090跑70b", [2, 1]),
    ("3090 or 2x 4090 for 70b?", [1, 2]),
])
def test_a_count_is_the_card_s_beside_it_alone(advisor, text, counts):
    r = advisor.ask(text).read_as
    assert r.command == "compare" and len(r.cards) == 2
    assert (r.counts or [1, 1]) == counts


@pytest.mark.parametrize("text", ["Qwen3-Next-80B-A3B on my 3090 with 64gb ram", "3090跑Qwen3-Next-80B-A3B，内存64G"])
def test_qwen3_next_is_read_as_its_moe(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.model is not None and "Qwen3-Next 80B-A3B" in str(q.read_as.model)
    arch = advisor.llm_models.resolve("qwen3-next-80b-a3b")
    assert arch.active_params is not None and arch.active_params < 5e9 < 70e9 < arch.params


@pytest.mark.parametrize("name", ["DeepSeek-V3.1", "deepseek v3.1 terminus"])
def test_deepseek_v3_1_is_the_v3_architecture(advisor, name):
    v31, v3 = advisor.llm_models.resolve(name), advisor.llm_models.resolve("deepseek-v3")
    assert v31.name == "DeepSeek V3.1" and (v31.params, v31.active_params, v31.layers) == (
        v3.params, v3.active_params, v3.layers)


@pytest.mark.parametrize(("text", "total", "active"), [
    ("Ling-flash-100B-A6B on my 3090 with 64gb ram", 100, 6),
    ("Hunyuan-80B-A13B on a 4090 with 64gb ram", 80, 13),  # (GLM-4.5-Air has its own row now: answers60)
    ("3090跑某个200B-A10B的模型，内存128G", 200, 10),
])
def test_an_unknown_name_with_an_active_size_is_an_moe(advisor, text, total, active):
    q = advisor.ask(text)
    arch = advisor.llm_models.resolve(str(q.read_as.model.name if hasattr(q.read_as.model, "name")
                                          else q.read_as.model))
    assert (arch.params, arch.active_params) == (total * 1e9, active * 1e9)
    assert arch.experts > arch.experts_active > 1 and arch.moe_layers == arch.layers
    assert arch.expert_params == pytest.approx(arch.params - (arch.active_params - arch.routed_active_params), rel=0.02)


@pytest.mark.parametrize(("text", "model"), [
    ("3090还是4090，跑Qwen3-30B-A3B", "Qwen3 30B-A3B"),
    ("3090 or 4090 for qwen3 8b", "Qwen3 8B"),
    ("3060 12gb or 4060 for llama 3 8b", "Llama 3 8B"),
])
def test_a_compare_question_compares_on_the_model_it_names(advisor, text, model):
    q = advisor.ask(text)
    assert q.read_as.command == "compare" and q.answer is not None
    speeds = [c.speed for c in q.answer.cards if c.speed is not None]
    assert speeds and all(s.model == model for s in speeds)


def test_qwen3_coder_with_no_size_is_the_one_a_card_runs(advisor):
    q = advisor.ask("5060 Ti 16GB or used 3090 for Qwen3 coder?")
    assert q.read_as.command == "compare" and "Qwen3-Coder 30B-A3B" in str(q.read_as.model)
    assert q.answer is not None and q.answer.better_value == "GeForce RTX 3090"  # the 5060 Ti does not hold it
