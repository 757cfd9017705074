"""fix33a (issue 27 §4 "say, never swap"): what reader36 and reader37 found read wrong.

1. A model of a family the table has, named by a version, size or variant the table lacks ("DeepSeek V4 Flash",
   "mixtral 8x3b", "gemma-3n.", "qwen 3.5"): said unknown on the read-as line with the family's nearest models, not
   assumed — never swapped for one of them, never dropped; a size said with it sizes it as a generic model, said so.
   Mixtral 8x22B, a popular model with a published config, is a row of the table (data/SOURCES.md).
"""

from __future__ import annotations

import pytest

from advisor import i18n

LANGS = ("en", "zh_Hans", "zh_Hant")
UNKNOWN = ("ask.unknown-model-near", "ask.unknown-model-near-sized")


def _text(m, lang="en") -> str:
    return i18n.render(m.key, m.params, lang)


def _said(q):
    notes = [n for n in q.read_as.notes if n.key in UNKNOWN]
    assert notes, (q.read_as.notes, q.reply)
    return notes[0]


# --- 1. a version the table lacks: said, never swapped --------------------------------------------------------------
@pytest.mark.parametrize(("text", "typed", "family"), [
    ("DeepSeek V4 Flash", "deepseek v4 flash", "DeepSeek"),
    ("can deepseek-v4 run on 2x 3090?", "deepseek-v4", "DeepSeek"),
    ("what gpu do I need for mixtral 8x3b", "mixtral 8x3b", "Mixtral"),
    ("can I run gemma-3n.", "gemma-3n", "Gemma"),
    ("gemma 3n on my laptop with a 4060?", "gemma 3n", "Gemma"),
    ("will qwen 3.5 run on a 4090", "qwen 3.5", "Qwen"),
    ("llama 5 on a 5090?", "llama 5", "Llama"),
    ("DeepSeek V4 Flash 需要多少显存", "deepseek v4 flash", "DeepSeek"),
    ("4090能跑gemma3n吗", "gemma3n", "Gemma"),
    ("qwen3.5 用两张3090够吗", "qwen3.5", "Qwen"),
    ("deepseek r2 要什麼顯卡", "deepseek r2", "DeepSeek"),
    ("mixtral 8x3b 一张4090能跑吗", "mixtral 8x3b", "Mixtral"),
])
def test_a_version_the_table_lacks_is_said_never_swapped(advisor, text, typed, family):
    q = advisor.ask(text)
    model = q.read_as.model
    assert model is None or model.name.endswith("dense") or model.name[:-1].replace(".", "").isdigit() or (
        model.name == typed and model.params_b == 0), model  # "gemma3n": glued, the family named as typed (reader29)
    note = _said(q)
    assert str(note.params["typed"].value) == typed
    for lang in LANGS:
        said = _text(note, lang)
        assert typed in said and family in said, (lang, said)
    shown = _text(q.reply, "en") if q.reply is not None else ""
    assert typed in shown or q.reply is None


@pytest.mark.parametrize(("text", "size"), [("deepseek v4 671b on 8x h100", 671.0), ("llama 5 70b on a 4090", 70.0),
                                            ("qwen 3.5 27b 要多少显存", 27.0), ("gemma 3n 8b on a 3060", 8.0),
                                            ("deepseek-v4-flash 284b 需要几张H100", 284.0)])
def test_a_size_said_with_it_sizes_a_generic_model_said_so(advisor, text, size):
    q = advisor.ask(text)
    assert q.read_as.model is not None and q.read_as.model.params_b == pytest.approx(size), q.read_as.model
    assert q.read_as.model.name[0].isdigit(), q.read_as.model  # never a well-known MoE of the size (DeepSeek R1)
    note = _said(q)
    assert note.key == "ask.unknown-model-near-sized"
    for lang in LANGS:
        assert f"{size:g}B" in _text(note, lang)


@pytest.mark.parametrize(("text", "model"), [
    ("deepseek v3.2 on 8x h100", "DeepSeek V3"), ("llama 3 on a 3090", "Llama 3 8B"),
    ("qwen3 32b on a 5090", "Qwen3 32B"),
    ("deepseek r1 on 8x h200", "DeepSeek R1"), ("gemma 3 27b 4090能跑吗", "Gemma 3 27B"),
    ("mixtral 8x7b on two 3090s", "Mixtral 8x7B"), ("phi 4 on a 4060", "Phi-4"),
])
def test_a_version_the_table_has_is_read_as_before(advisor, text, model):
    q = advisor.ask(text)
    assert q.read_as.model is not None and q.read_as.model.name == model, (text, q.read_as.model)
    assert not [n for n in q.read_as.notes if n.key in UNKNOWN]


@pytest.mark.parametrize("text", ["mixtral 8x22b on 4x 3090", "8x22b tokens per second on 4x A100 80GB",
                                  "Mixtral-8x22B-Instruct 需要多少显存", "mixtral 8x22b instruct q4 on 2x 4090",
                                  "can I run mixtral-8x22b on a mac studio 192gb"])
def test_mixtral_8x22b_is_a_row_of_its_own(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.model is not None and q.read_as.model.name == "Mixtral 8x22B", (text, q.read_as.model)
    assert q.read_as.model.params_b == pytest.approx(140.62, abs=0.01)


@pytest.mark.parametrize(("text", "command"), [
    ("finally loaded deepseek-v4-flash but only 3 t/s, all weights on my gpus: an RTX 3090 and an RTX 4090", "fits"),
    ("I run gemma-3n on my 3060 and 3070 together, is that ok?", "fits"),
    ("deepseek v4 完整版本需要多少显存？", "fits"),
    ("qwen3.5 满血版需要多大内存", "fits"),
    ("llama 5 needs how much vram?", "fits"),
])
def test_the_question_is_chosen_as_for_the_family_named(advisor, text, command):
    q = advisor.ask(text)
    assert q.read_as.command == command, (text, q.read_as.command, q.reply)
    model = q.read_as.model  # a version glued to its family ("qwen3.5") is the family named as typed (reader29)
    assert model is None or (model.params_b == 0 and model.name == text.split()[0]), model
    _said(q)


# --- 3. a pasted nvidia-smi row's watts are the card's draw and cap, never a supply ----------------------------------
@pytest.mark.parametrize("text", [
    "my 4090 shows 120W / 450W in nvidia-smi while generating, is that normal?",
    "nvidia-smi: | 0 NVIDIA GeForce RTX 4090 Off | 30% 45C P2 285W / 450W | 20000MiB / 24564MiB | 98% Default | slow",
    "| 1 NVIDIA RTX A6000 On | 00000000:41:00.0 Off | Off | 30% 52C P2 96W / 300W | 40123MiB / 49140MiB | why slow",
    "nvidia-smi显示 3090 功率 350W / 350W，显存 23000MiB / 24576MiB，推理很慢正常吗",
    "nvidia-smi 顯示 4090 是 60W / 450W，跑 qwen 很慢",
    "3090 at 280w / 350w while training, gpu util 99%, why so slow",
])
def test_a_draw_and_cap_pair_is_no_supply(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.supply_w is None and q.read_as.topic != "power", (text, q.read_as.supply_w, q.read_as.topic)


@pytest.mark.parametrize(("text", "watts"), [("is a 750w psu enough for a 4090", 750.0),
                                             ("我的电源650W，能带4090吗", 650.0),
                                             ("850w power supply, 4090 at 450w / 450w ok?", 850.0)])
def test_a_supply_said_stays_read(advisor, text, watts):
    assert advisor.ask(text).read_as.supply_w == watts


# --- 4. a price inside a supposition is no budget -------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "I run a 32B model on three Tesla T4s. If local inference requires a $1,600 GPU, nobody here can follow.",
    "even a $2000 card would not run 405b, so what can my 3090 do",
    "if it needs a $1500 gpu I'm out; will my 3060 run llama 3 8b?",
    "If I had to buy a $3000 GPU just for this I'd quit. my 2080 ti is 11gb, can it run flux?",
    "如果要买一张8000元的卡才能跑，那就太贵了，我的3060能跑14b吗",
    "如果需要一张一万元的显卡，就算了。我的4060能跑sdxl吗",
    "就算得买一張5000元的顯卡，我的2060還能用嗎",
])
def test_a_price_supposed_needed_is_no_budget(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.budget is None, (text, q.read_as.budget)
    assert q.read_as.command != "recommend", (text, q.read_as.command)


@pytest.mark.parametrize(("text", "amount"), [("if I have $1600 what should I buy", 1600.0),
                                              ("if I buy a $1600 gpu will it run 70b?", 1600.0),
                                              ("如果预算8000元，买什么卡", 8000.0),
                                              ("budget $1600, if it requires a 4090 then so be it", 1600.0)])
def test_a_budget_said_in_a_plan_stays(advisor, text, amount):
    q = advisor.ask(text)
    assert q.read_as.budget is not None and q.read_as.budget.amount == amount, (text, q.read_as.budget)
