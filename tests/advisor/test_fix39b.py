"""fix39b (issues 27, 28): what break32 found and this task fixed as kinds — memory per card with a count (#2),
several jobs at once (#5), CPU-only picks (#17), the Jetson Orin Nano's default (#20), NPUs and iGPUs asked about
(#3)."""
from __future__ import annotations

import pytest

from advisor.i18n import Renderer
from said import said


# ------------------------------------------- #2: "N cards, X GB each": the count kept with the memory stated
@pytest.mark.parametrize(("question", "each", "count"), [
    ("got 2 gpus, 16gb vram each, what models can I run", 16, 2),
    ("running two 12GB cards, which llm fits?", 12, 2),
    ("4x 16GB cards, what can they run", 16, 4),
    ("我有两块显卡，每块12G，能跑什么模型", 12, 2),
    ("兩張卡各24G，能跑什麼模型", 24, 2),
    ("I have 2 GPUs with 32GB vram in total, what can I run", 16, 2),
    ("两张卡共32G显存能跑什么", 16, 2),
])
def test_a_count_with_each_cards_memory_is_that_many_cards(advisor, question, each, count):
    q = advisor.ask(question)
    assert q.read_as.command == "fits" and q.read_as.gpus == count
    runs = q.answer
    assert runs.rig is not None and runs.rig.count == count and runs.rig.memory_gb == each * count
    total = f"{each * count:g} GB"
    for text in (said(runs.summary), Renderer("zh_Hans")(runs.summary), Renderer("zh_Hant")(runs.summary)):
        assert f"{count} × {each:g} GB" in text and total in text, text


@pytest.mark.parametrize("question", [
    "dual 24gb gpus, can I run llama 3 70b?",
    "2x 24GB cards, will llama 3 70b fit",
    "兩張卡各24G，可以跑70b嗎",
    "两块24G的卡能跑llama 3 70b吗",
    "I have two cards with 24gb each, can they run a 70b?",
])
def test_a_model_named_on_counted_memory_splits_by_layers(advisor, question):
    fit = advisor.ask(question).answer
    assert fit.rig is not None and fit.rig.rig.count == 2 and fit.rig.rig.memory_gb == 48
    assert fit.rig.way == "split", fit.rig.way


def test_one_card_of_a_memory_stays_one(advisor):
    q = advisor.ask("I have 12GB VRAM, what can I run")
    assert q.read_as.gpus is None and q.answer.rig.count == 1


def test_the_gpus_option_counts_the_vram_cards(advisor):
    from advisor.commands import BY_NAME
    spec = BY_NAME["fits"]
    assert "gpus" in [p.name for p in spec.params]
    runs = advisor.fits(vram=16, gpus=3)
    assert runs.rig.count == 3 and runs.rig.memory_gb == 48


# ------------------------------------------- #5: any number of jobs at once, every one summed
_SUM = ("ask.same-time.all", "ask.same-time.card.all-fits", "ask.same-time.card.all-over")


@pytest.mark.parametrize(("question", "models", "holds"), [
    ("llama 3 8b + whisper + sdxl all loaded together on my 4090?", {"Whisper large-v3", "SDXL"}, True),
    ("can my 3090 run qwen2.5 14b, whisper and flux simultaneously", {"Whisper large-v3", "FLUX.1 dev"}, False),
    ("mistral 7b alongside whisper and stable diffusion on my 16gb card?", {"Whisper large-v3", "SDXL"}, False),
    ("我的4090能同时跑qwen 7b、whisper和sdxl吗", {"Whisper large-v3", "SDXL"}, True),
    ("我想在4090上同时跑qwen 7b、whisper和sdxl", {"Whisper large-v3", "SDXL"}, True),
    ("同时跑llama 3 8b、whisper和flux要多大显存", {"Whisper large-v3", "FLUX.1 dev"}, None),
])
def test_three_jobs_at_once_are_all_summed(advisor, question, models, holds):
    q = advisor.ask(question)
    assert q.read_as.command == "fits"
    note = next(n for n in q.read_as.notes if n.key in _SUM)
    if holds is not None:
        assert note.key == ("ask.same-time.card.all-fits" if holds else "ask.same-time.card.all-over"), note.key
    text = said(note)
    assert all(m in text for m in models), text
    parts = [float(p.params["memory"].value) for p in _walk(note.params["others"])]
    assert len(parts) == 2
    assert note.params["total"].value == pytest.approx(note.params["llm"].value + sum(parts), abs=0.11)
    for lang in ("zh_Hans", "zh_Hant"):
        zh = Renderer(lang)(note)
        assert all(m in zh for m in models) and "+" in zh and "All at" not in zh, zh


def _walk(m):
    """The jobs' parts of an ``ask.same-time.plus`` chain."""
    if m.key == "ask.same-time.plus":
        return [*_walk(m.params["first"]), *_walk(m.params["second"])]
    return [m]


def test_the_third_job_breaks_a_fit_two_jobs_hold(advisor):
    two = advisor.ask("whisper large-v3 and llama 3 8b at the same time on my 3060").read_as.notes
    three = advisor.ask("whisper large-v3 and llama 3 8b and sdxl at the same time on my 3060").read_as.notes
    assert "ask.same-time.card.fits" in [n.key for n in two]
    note = next(n for n in three if n.key == "ask.same-time.card.all-over")
    assert note.params["total"].value >= 18.9  # 6.2 + 4.8 + 8.0


def test_two_jobs_keep_their_sentence(advisor):
    q = advisor.ask("whisper and a 13b llm at the same time on one gpu, which card?")
    assert "ask.same-time" in [n.key for n in q.read_as.notes]


# ------------------------------------------- #17: on a CPU, picks at a usable speed, never a crawl
@pytest.mark.parametrize("question", [
    "MemTotal: 256G, which llm can I run on cpu",
    "no gpu, 192gb ddr5, what models can i run?",
    "no gpu, 512gb ram, which llm can i run",
    "我没有显卡，服务器有256G内存，能跑什么模型",
    "沒有顯卡，128G記憶體可以跑什麼模型",
])
def test_cpu_only_picks_run_at_a_usable_speed(advisor, question):
    from advisor.runs import USABLE_TOK_S
    from advisor.runs_cpu import CRAWL_TOK_S

    runs = advisor.ask(question).answer
    assert runs.models
    for m in runs.models:
        assert m.speed is not None and m.speed.tok_s >= CRAWL_TOK_S, (m.model, m.speed)
        if m.role in ("chat", "coding", "reasoning", "vision"):
            assert m.speed.tok_s >= USABLE_TOK_S, (m.role, m.model, m.speed)
    chat = next(m for m in runs.models if m.role == "chat")
    assert chat.params_b >= 7 or (chat.active_params_b or 0) > 0, chat.model  # never a 1B "best for chat" on big RAM
    assert "≈ 0 tokens/s" not in said(runs.summary)
    for lang in ("zh_Hans", "zh_Hant"):
        assert "CPU" in Renderer(lang)(runs.summary)


def test_a_model_the_ram_holds_but_crawls_through_is_said_not_picked(advisor):
    runs = advisor.ask("MemTotal: 256G, which llm can I run on cpu").answer
    assert "Llama 3.1 405B" not in [m.model for m in runs.models]
    text = said(runs.summary)
    assert "Llama 3.1 405B fits too" in text and "tokens/s, as each token reads all its weights" in text, text
    assert "405B" in Renderer("zh_Hans")(runs.summary) and "token/秒" in Renderer("zh_Hant")(runs.summary)


def test_a_gpu_list_keeps_the_best_level_that_fits(advisor):
    runs = advisor.fits(card="5090")
    largest = next(m for m in runs.models if m.role == "largest-dense")
    assert largest.quant == "Q6_K"  # fix37c: a level that fits is never passed over on a GPU


# ------------------------------------------- #20: a bare "jetson orin nano" is the developer kit's 8 GB module
@pytest.mark.parametrize("question", [
    "jetson orin nano for llama 3 8b?",
    "what llm can a jetson orin nano run",
    "can i run qwen2.5 7b on my jetson orin nano",
    "jetson orin nano可以跑llama 3 8b吗",
    "我的jetson orin nano能跑什麼模型",
])
def test_a_bare_orin_nano_is_the_8gb_module_and_the_4gb_is_said(advisor, question):
    q = advisor.ask(question)
    assert q.read_as.cards == ["Jetson Orin Nano 8 GB"]
    note = next(n for n in q.read_as.notes if n.key == "name_default.jetson orin nano")
    assert "4 GB" in said(note) and "4 GB" in Renderer("zh_Hans")(note) and "4 GB" in Renderer("zh_Hant")(note)


def test_the_4gb_module_named_stays_the_4gb(advisor):
    assert advisor.ask("jetson orin nano 4gb for llama 3 8b?").read_as.cards == ["Jetson Orin Nano 4 GB"]


# ------------------------------------------- #3: an NPU or an iGPU asked about by its kind is addressed
def _notes(q):
    return {n.key: n for n in q.read_as.notes}


@pytest.mark.parametrize(("question", "key"), [
    ("can my npu run llama 3 8b", "ask.npu-asked"),
    ("my intel npu, can it run llama 3 8b?", "ask.npu-asked"),
    ("will the AI Boost npu on my laptop run mistral 7b", "ask.npu-asked"),
    ("我的npu能跑7b吗", "ask.npu-asked"),
    ("筆電的NPU可以跑qwen 7b嗎", "ask.npu-asked"),
    ("can my npu run llama 3 8b with 32gb ram", "ask.npu-asked.ram"),
    ("can the npu in my core ultra 7 258v run llama 3 8b", "ask.npu-asked"),
])
def test_an_npu_asked_about_is_said_with_what_runs_on_it(advisor, question, key):
    q = advisor.ask(question)
    note = _notes(q).get(key)
    assert note is not None, [n.key for n in q.read_as.notes]
    assert "OpenVINO" in said(note) and "system RAM" in said(note)
    for lang in ("zh_Hans", "zh_Hant"):
        assert "OpenVINO" in Renderer(lang)(note) and "NPU" in Renderer(lang)(note)


@pytest.mark.parametrize(("question", "chip"), [
    ("the iGPU in my ryzen 7840u, can it run llama 3 8b", "ryzen 7840u"),
    ("can my integrated graphics run llama 3 8b?", None),
    ("我的笔记本核显能跑7b吗", None),
    ("筆電內建顯示卡能跑qwen 7b嗎", None),
    ("is my igpu enough for mistral 7b", None),
])
def test_an_igpu_asked_about_by_its_kind_is_said_to_use_system_ram(advisor, question, chip):
    q = advisor.ask(question)
    note = next((n for n in q.read_as.notes if n.key.startswith("ask.igpu-asked")), None)
    assert note is not None, [n.key for n in q.read_as.notes]
    assert "system RAM" in said(note) and "ask.cpu-asked" not in _notes(q)
    if chip:
        assert chip in said(note)
    assert "内存" in Renderer("zh_Hans")(note) and "記憶體" in Renderer("zh_Hant")(note)


@pytest.mark.parametrize("question", ["ascend 910b npu can run llama 70b?", "torch_npu on 910b for qwen 7b",
                                      "can my 4090 run llama 3 8b"])
def test_no_laptop_npu_note_beside_an_accelerator_or_a_card(advisor, question):
    keys = _notes(advisor.ask(question))
    assert not any(k.startswith(("ask.npu-asked", "ask.igpu-asked")) for k in keys)


@pytest.mark.parametrize(("question", "key"), [
    ("what can my igpu run", "ask.igpu-asked.alone"),
    ("the iGPU in my ryzen 7840u", "ask.igpu-asked.alone"),
    ("is my npu any good for llms", "ask.npu-asked.alone"),
    ("我的核显能跑什么模型", "ask.igpu-asked.alone"),
    ("我的NPU能跑大模型吗", "ask.npu-asked.alone"),
])
def test_an_npu_or_igpu_asked_alone_is_answered_with_what_it_is(advisor, question, key):
    q = advisor.ask(question)
    assert q.reply.key == key, q.reply.key
    assert "system RAM" in said(q.reply)
    assert "内存" in Renderer("zh_Hans")(q.reply) and "記憶體" in Renderer("zh_Hant")(q.reply)
