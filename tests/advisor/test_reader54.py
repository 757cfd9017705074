"""Issue 27 (reader54): the kinds the blind batch E1059–E1078, Z791–Z800 misread, each fixed as a kind and tested on
other wordings than the rows', in English and Chinese.

- A spec list's labels ("GPU: rtx 3060 TI 8GB RAM: 16 gb"): the size before "RAM:" is the card's, the RAM the size
  after its label.
- A quant level said with its file format ("Q8 gguf"): the level said, never the format's 4-bit default.
- A launcher's processes on one machine ("torchrun --nnodes=1 --nproc_per_node=2"): that many GPUs, and its "node"
  no server box of eight.
- Two file names in one question ("… detr.ipynb. … detr.ipynb? My 6GB GPU"): each taken where it stands, never a
  later span shifted onto the asker's memory.
- Cards said as a job's stated floor before the asker's own memory ("8 A100 GPUs … is minimum requirements? … the max
  GPU memory is 45G"): the floor cited, never the asker's cards nor a count.
- A failure told on the cards in Chinese ("L40 4卡无法微调", "在model.generate()处崩了", "显示资源不够") and the
  environment the asker runs in ("8卡L40环境中，使用…"): the owner's.
"""

from __future__ import annotations

import pytest

from advisor.ask.level_format import format_blanked
from advisor.cli.ask import render_question
from advisor.cli.render import View


def _read(advisor, text: str):
    return advisor.ask(text).read_as


def _console(advisor, text: str, language: str) -> str:
    """The console's text of ``text`` asked in ``language`` (an answer or the question asked back)."""
    return render_question(advisor.ask(text, lang=language), View(language=language))


# --- a spec list's labels -------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "ram", "memory"),
    [
        ("GPU: rtx 3060 TI 8GB RAM: 16 gb. the model runs on my CPU, why?", 16, 8),
        ("GPU: RTX 4060 8GB RAM: 32GB, can I run llama 3 8b?", 32, 8),
        ("my rtx 3060 ti 8gb and 16gb ram, can it run mistral 7b?", 16, 8),  # the RAM word after its size still
    ],
)
def test_a_ram_label_heads_the_size_after_it(advisor, text, ram, memory):
    r = _read(advisor, text)
    assert r.ram_gb == ram
    assert r.memory_gb == [memory]


# --- a quant level with its format ----------------------------------------------------------------------------------
def test_the_format_after_a_level_is_blanked_to_the_same_length():
    text = "do we need to use q8 gguf for 12gb gpu ?"
    blanked = format_blanked(text)
    assert len(blanked) == len(text)
    assert "gguf" not in blanked and "q8" in blanked
    assert format_blanked("use the gguf on my 3060") == "use the gguf on my 3060"  # no level: the format said alone


@pytest.mark.parametrize(
    ("text", "precision"),
    [
        ("do we need to use Q8 gguf for 12gb gpu ?", "int8"),
        ("should I use the Q6_K gguf instead on my 16gb card?", "q6_k"),
        ("我用 q8 gguf 跑 qwen 7b，12g显存够吗", "int8"),
    ],
)
def test_a_level_said_with_its_format_is_the_level(advisor, text, precision):
    assert _read(advisor, text).precision == precision


# --- a launcher's processes -----------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("torchrun --nnodes=1 --nproc_per_node=2 train.py --config configs/training/stage_1.yaml with A100-80G is OOM",
         2),
        ("deepspeed --num_gpus 4 train.py on my 3090s runs out of memory", 4),
        ("用 torchrun --nproc_per_node=4 在 A100 80G 上训练，显存不够", 4),
    ],
)
def test_a_launchers_processes_are_the_gpus(advisor, text, count):
    r = _read(advisor, text)
    assert r.gpus == count
    assert all("SXM" not in c for c in r.cards)  # "per_node" is no server box of eight


def test_a_node_said_still_names_the_box(advisor):
    r = _read(advisor, "a node of a100s for pretraining a 7b?")
    assert r.cards == ["A100 SXM4 80 GB"]
    assert r.gpus == 8


# --- two file names -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "VRAM required to run Train_DeepLogo2_by_detr.ipynb. How much vram is required to train using example in "
        "Train_DeepLogo2_by_detr.ipynb? My 6GB GPU can't go beyond epoch 11.",
        "train.py and eval.py both crash: My 6GB GPU runs out of memory",
    ],
)
def test_two_file_names_leave_the_askers_memory(advisor, text):
    r = _read(advisor, text)
    assert r.memory_gb == [6]
    assert r.command in ("why", "fits")


# --- a floor cited --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "memory"),
    [
        ("8 A100 GPUs with 80GB memory is minimum requirements for local-GPU finetune? i have some GPU resource, but "
         "the max GPU memory is 45G, can i finetune it in some ways?", 45),
        ("an H100 is the minimum for this training? I only have 24GB GPUs", 24),
    ],
)
def test_cards_said_as_the_floor_are_not_the_askers(advisor, text, memory):
    r = _read(advisor, text)
    assert r.cards == []
    assert r.gpus is None
    assert r.memory_gb == [memory]
    assert r.own is True


@pytest.mark.parametrize(
    "text",
    [
        "8 A100 GPUs with 80GB memory is minimum requirements for finetune?",  # no memory of the asker's: kept
        "my 4090 is the minimum for this?",
        "is a 4090 the minimum for flux? i have 12gb",  # the card after "is": a floor asked, not said
    ],
)
def test_a_floor_without_the_askers_memory_keeps_the_card(advisor, text):
    assert _read(advisor, text).cards


def test_the_floor_cited_answer_sizes_the_askers_memory(advisor):
    text = ("8 A100 GPUs with 80GB memory is minimum requirements for local-GPU finetune? i have some GPU resource, "
            "but the max GPU memory is 45G, can i finetune it in some ways?")
    out = _console(advisor, text, "en")
    assert "45 GB" in out
    assert "A100" not in out


# --- failures told in Chinese ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "英伟达 L40 4卡无法微调通义千问2 72B INT4 模型，怎么办",
        "用一张A100跑推理，在model.generate()处崩了，需要多大gpu能跑推理",
        "用A100的80G卡跑推理，显示的是空间不够，请问需要多大显存",
        "8卡L40环境中，使用第4~7张GPU卡来微调qwen2 72b，可以吗",
    ],
)
def test_a_failure_told_on_the_cards_is_the_owners(advisor, text):
    assert _read(advisor, text).own is True


@pytest.mark.parametrize(
    "text",
    [
        "4090无法微调72b吗？想买一张",  # a buyer's question: no run told
        "想买L40，4卡能微调72b吗",
    ],
)
def test_a_buyers_question_is_no_failure_told(advisor, text):
    assert _read(advisor, text).own is False


def test_a_failure_told_in_chinese_answers_the_owner(advisor):
    out = _console(advisor, "英伟达 L40 4卡无法微调通义千问2 72B INT4 模型，怎么办", "zh_Hans")
    assert "L40" in out


@pytest.mark.parametrize(
    "text",
    [
        "what are the requirements for local-GPU finetune? i have a 24GB GPU",
        "hardware needed to run local-LLM inference on my 12gb card?",
    ],
)
def test_common_words_joined_name_no_project(advisor, text):
    out = _console(advisor, text, "en")
    assert "local-GPU's" not in out and "local-LLM's" not in out
