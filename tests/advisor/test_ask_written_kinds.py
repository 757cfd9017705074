"""Kinds of writing the question reader reads as people write them (issue 27, the corpus' E147-E183 and
Z085-Z122): devices no catalogue entry is (Ascend NPUs, Moore Threads cards, phone chips), CPUs named
beside a card, counts written against a Chinese word, a batch with a comparison, precisions written
as such (fp4, exl3, 4.65bpw), the memory written before or glued to a card, numbers of hours or cards
that are no budget, a price paid, and owners' words. Each kind is tried on sentences of its own, not
the corpus' rows."""

from __future__ import annotations

import pytest

from advisor.ask.accelerators import KEYS as ACCELERATOR_KEYS
from advisor.ask.devices import read_devices
from advisor.ask.reader import read


# ------------------------------------------------------------------ devices the catalogue does not hold
@pytest.mark.parametrize(("text", "typed"), [
    ("华为昇腾910B能跑deepseek吗", "910b"),
    ("does the ascend 910b4 run llama 3 8b?", "910b4"),
    ("8张910b3部署72b模型显存不足", "910b3"),
    ("310p上能跑qwen3 8b吗", "310p"),
    ("Moore Threads MTT S80 能跑stable diffusion吗", "s80"),
    ("摩尔线程s4000能训练lora吗", "s4000"),
    ("can my snapdragon 8 gen 3 phone run a 7b model?", "snapdragon"),
    ("骁龙8gen2能跑1.5b模型吗", "骁龙"),
    ("is the dimensity 9300 enough for a 3b model?", "dimensity"),
    ("寒武纪mlu370能部署qwen吗", "mlu370"),
])
def test_a_device_no_catalogue_entry_is_is_said_unknown_never_a_card_or_a_model(advisor, text, typed):
    r = read(advisor, text)
    assert any(typed in u for u in r.unknown), r.unknown
    assert r.cards == []
    assert r.model is None or "910" not in str(r.model.name)  # "910B" is never a 910-billion-parameter model
    assert r.budget is None
    said = [n for n in r.notes if n.key == "ask.unknown" or n.key in ACCELERATOR_KEYS]  # China's: what it runs too
    assert said and not [n for n in r.notes if n.key == "ask.unknown-near"]  # no random nearest card


def test_a_device_said_twice_is_one_unknown_device():
    found, s = read_devices("只能用910b 4b 32gb显存，8*32gb 的910b 4b可以吗")
    assert found == ["910b 4b"]
    assert "910" not in s


@pytest.mark.parametrize("text", [
    "I have a ryzen 7 3700x 8 and a gtx1060 6g, is training speed good?",
    "my rig: i9-14900K, RTX 3090, 96GB DDR5 - can it run a 70b?",
    "Xeon W7-2475X with an RTX 5090, which qwen fits?",
    "电脑处理器是海光3350，显卡3090能训练吗",
])
def test_a_cpu_beside_a_card_is_no_card_count_or_budget(advisor, text):
    r = read(advisor, text)
    assert len(r.cards) == 1
    assert r.budget is None
    assert (r.gpus or 1) == 1 and r.card_counts == [1]


def test_a_strix_halo_machine_is_no_cpu(advisor):
    r = read(advisor, "is the ryzen ai max+ 395 with 128gb good for 70b?")
    assert r.cards and "395" in r.cards[0]


# ------------------------------------------------------------------------------------------------ counts
@pytest.mark.parametrize(("text", "card", "count"), [
    ("使用8*3090显卡加载72b模型报OOM", "GeForce RTX 3090", 8),
    ("2x4090和4x3090的多卡微调一直失败", "GeForce RTX 3090", 4),
    ("2x4090和4x3090的多卡微调一直失败", "GeForce RTX 4090", 2),
    ('My system has 2 "GTX 1080 (8 GB)", which model can it train?', "GeForce GTX 1080", 2),
])
def test_a_count_against_a_chinese_word_or_a_quote_counts_its_card(advisor, text, card, count):
    r = read(advisor, text)
    i = next(i for i, c in enumerate(r.cards) if c.startswith(card))
    assert r.card_counts[i] == count or (len(r.cards) == 1 and r.gpus == count)


# ------------------------------------------------------------------------------------------------- batch
@pytest.mark.parametrize(("text", "batch"), [
    ("it runs out of memory when the batch size is more than 16.", 16),
    ("on my 3090 the batch is 32.", 32),
    ("batch size over 64 OOMs on a 4090", 64),
    ("batch大于8就爆显存，4060 ti 16g", 8),
])
def test_a_batch_said_with_a_comparison_or_before_a_full_stop_is_the_batch_never_a_count(advisor, text, batch):
    r = read(advisor, text)
    assert r.spans.batch == batch
    assert r.budget is None and (r.gpus or 1) == 1


# --------------------------------------------------------------------------------------------- precision
@pytest.mark.parametrize(("text", "said"), [
    ("does fp4 quantization work on a 5090?", "fp4"),
    ("can a 4090 run llama 3.1 8b in fp6?", "fp6"),
    ("is nvfp4 supported on the 5090?", "nvfp4"),
    ("mxfp4 support for 3090?", "mxfp4"),
    ("which is better for 70b exl3, 3090 or 4090?", "exl3"),
    ("can 2 3090s run llama 2 70b at 4.65bpw?", "4.65"),
])
def test_a_precision_people_write_is_kept_as_written(advisor, text, said):
    r = read(advisor, text)
    assert said in str(r.precision)
    assert r.cards  # and the card beside it is still read


# ---------------------------------------------------------------------------------------------- memory
@pytest.mark.parametrize(("text", "card", "memory"), [
    ("12G的3060能跑13b吗", "GeForce RTX 3060 12 GB", 12.0),
    ("手上有一张24G的4090，想跑32b，够吗", "GeForce RTX 4090", 24.0),
    ("4060ti16G可以在comfy里面运行吗", "GeForce RTX 4060 Ti 16 GB", 16.0),
    ("I've got a 24GB 3090, can it run mixtral?", "GeForce RTX 3090", 24.0),
    ("can I run a 70b on one v100? Gpu: Nvidia v100 16GB", "Tesla V100 PCIe 16 GB", 16.0),
])
def test_the_memory_written_before_or_onto_a_card_is_its_memory(advisor, text, card, memory):
    r = read(advisor, text)
    assert r.cards == [card]
    assert r.card_memory == [memory]


def test_a_laptop_card_written_with_m_is_the_laptop_card(advisor):
    r = read(advisor, "我的笔记本是3060M 6G，能跑qwen2.5 7b吗")
    assert r.cards == ["GeForce RTX 3060 Mobile"] and r.own


# ---------------------------------------------------------------------------------------- no budget here
@pytest.mark.parametrize("text", [
    "on the 4090 it took almost 50 hours, on the 3090 less than 10 hours - why?",
    "对于train llama 7b，一定要2080ti吗？还是8块8G mem的显卡也可以",
    "I bought my 3090 for $700, can it run llama 3 70b?",
    "I paid $650 for a used 3090, can it fine-tune a 14b with qlora?",
    "got it for 500 bucks: is my 3080 ok for sdxl?",
])
def test_hours_cards_counted_in_kuai_and_a_price_paid_are_no_budget(advisor, text):
    r = read(advisor, text)
    assert r.budget is None
    assert r.cards


@pytest.mark.parametrize("text", [
    "I bought my 3090 for $700, can it run llama 3 70b?",
    "I paid $650 for a used 3090, can it fine-tune a 14b with qlora?",
    "I currently have access to a machine with two RTX 4090s, can it LoRA a 7b?",
    "家里有两张2080ti 22g，能跑70b吗",
    "i have 2 PC, one has a 4090 and the other a 3090; training is slower on the 4090",
])
def test_an_owner_s_words_make_an_owner(advisor, text):
    assert read(advisor, text).own


def test_a_card_used_before_is_not_the_card_asked_about(advisor):
    r = read(advisor, "两张v100(16G*2)微调qwen-7b显存不足，昨天还用P40(24g)微调成功过")
    assert r.cards == ["Tesla V100 PCIe 16 GB"]


@pytest.mark.parametrize("text", [
    "does NVIDIA L20 support FP8? GPU: 2xL20 SXM",
    "Can I run a 70b on this system: i9-14900K, GPU: RTX 3090, 96GB DDR5?",
    "GPU type: NVIDIA A800 80GB PCIe, lora fine-tuning a 72b runs out of memory",
])
def test_a_spec_sheet_line_naming_the_card_makes_an_owner(advisor, text):
    assert read(advisor, text).own


def test_a_gpu_line_offering_a_choice_is_no_owner(advisor):
    r = read(advisor, "which gpu: 3090 or 4090 for a 70b?")
    assert not r.own and len(r.cards) == 2


def test_a_card_cited_as_a_yardstick_is_no_card_asked_about(advisor):
    r = read(advisor, "摩尔线程S80有16G显存，理论3080的算力，能用上waifu2x吗？")
    assert r.cards == [] and r.unknown
    assert len(read(advisor, "A770相当于3060的性能吗？").cards) == 2  # a question weighing the two keeps both


def test_a_price_beside_each_card_is_no_budget_and_no_card(advisor):
    r = read(advisor, "which one: Rtx 3060 (342 USD), Rtx 4060 ti 8gb (435-491 USD), Rtx 4060 ti 16gb (560 USD)?")
    assert r.budget is None
    assert r.cards == ["GeForce RTX 3060 12 GB", "GeForce RTX 4060 Ti 8 GB", "GeForce RTX 4060 Ti 16 GB"]


def test_one_card_said_with_two_memories_is_two_variants(advisor):
    assert read(advisor, "4060 ti 8gb or 4060 ti 16gb for sdxl?").cards == [
        "GeForce RTX 4060 Ti 8 GB", "GeForce RTX 4060 Ti 16 GB"]


@pytest.mark.parametrize(("text", "cards"), [
    ("no chance to train a Lora with a 4070 TI Super of 16Gb? maybe only ppl with 3090's & 4090's can",
     ["GeForce RTX 4070 Ti SUPER"]),
    ("I don't have a 3090 or 4090, what can I buy for $800?", []),
])
def test_every_card_of_a_list_others_have_is_no_card_asked_about(advisor, text, cards):
    assert read(advisor, text).cards == cards


def test_a_count_then_the_memory_then_the_card(advisor):
    r = read(advisor, "I'm trying to use 8 32G v100 to train but always OOM")
    assert r.cards == ["Tesla V100 PCIe 32 GB"] and (r.gpus == 8 or r.card_counts == [8])


@pytest.mark.parametrize(("text", "asked"), [
    ("我的9060xt 16G，不管运行什么模型，都不会加载到GPU", False),
    ("我的4090能运行什么模型？", True),
    ("which model can my 3060 run?", True),
])
def test_whatever_model_asks_no_model(advisor, text, asked):
    assert read(advisor, text).model_question is asked


def test_a_family_with_its_qualifier_is_one_name(advisor):
    assert read(advisor, "这个visual glm采用lora需要多少显存").model_family == "visualglm"


@pytest.mark.parametrize(("text", "own"), [
    ("GTX 1650 TI: is playing this with 4 gigs of VRAM possible?", True),
    ("RTX 3060: or should I get a 4060?", False),
    ("MacBook Pro 2026，32G 内存，可以跑哪个model？", True),
])
def test_a_card_heading_the_question_or_a_machine_described_is_the_asker_s(advisor, text, own):
    assert read(advisor, text).own is own


@pytest.mark.parametrize("text", ["sort the results in ascending order on my 3090", "simlu370 on a 4090"])
def test_a_device_word_inside_another_word_is_no_device(text):
    assert read_devices(text)[0] == []


@pytest.mark.parametrize(("text", "counts"), [
    ("Same thing, have two cards 3090 and 2080Ti, it chose the weaker 2080Ti", [1, 1]),
    ("单机装了两块显卡，3060和P100，训练时两块显卡都能用上吗？", [1, 1]),
    ("Can we use two different GPU's 1080Ti and 2080Ti for training?", [1, 1]),
    ("two 3090s and a 4090 for 70b?", [2, 1]),
    ("两张3090和一张4090能跑72b吗", [2, 1]),
    ("I have a 3060 and a 3090ti and a 3090ti. it sees only the 3060", [1, 2]),
])
def test_a_count_of_different_cards_named_together_is_one_of_each(advisor, text, counts):
    assert read(advisor, text).card_counts == counts


@pytest.mark.parametrize("text", ["一台机器上有两个3060 12G显卡，怎么都用上",
                                  "一台主机上使用两块RTX 4090显卡能合并显存吗"])
def test_one_machine_is_no_count_of_cards(advisor, text):
    r = read(advisor, text)
    assert r.card_counts == [2]


@pytest.mark.parametrize(("text", "own"), [
    ("have a 3060, can i run 13b?", True),
    ("My new PC has a 4090; I still have an older PC with a 1070 in it", True),
    ("see you trained on an A100. Only have access to a 3080ti. Should I bother?", True),
])
def test_owner_s_words_with_the_i_left_out(advisor, text, own):
    assert read(advisor, text).own is own


def test_the_card_the_authors_trained_on_is_weighed_against_the_asker_s(advisor):
    # the reviews' convention (U24): the authors' card said after the asker's is the one it is compared with;
    # said before it, it is context (E195, round 5: "see you trained on an A100. Only have access to a 3080ti")
    assert read(advisor, "can a GTX 1060 train this model? the author used a 12 GB GTX TITAN X").cards == [
        "GeForce GTX 1060 6 GB", "GeForce GTX TITAN X"]
    assert read(advisor, "see you trained on an A100. Only have access to a 3080ti.").cards == ["GeForce RTX 3080 Ti"]


@pytest.mark.parametrize(("text", "model"), [
    ("can my 3090 run llama 3.3?", "Llama 3.3 70B"),  # the one model of its family and version
    ("qwen2.5-coder 32b on a 4090 at q4?", "32B"),  # a family the table lacks: the size, which the answer resolves
    ("is llama for a 70b too big for a 4090?", "70B"),  # words between the family and the size: no name
    ("llama 3 8b on a 3060?", "Llama 3 8B"),
])
def test_a_model_family_is_read_as_people_write_it(advisor, text, model):
    r = read(advisor, text)
    assert r.model is not None and r.model.name == model


def test_a_variant_word_after_a_model_name_is_another_model(advisor):
    r = read(advisor, "will deepseek-r1 distill fit on a 4090?")
    assert r.model is None and r.model_family == "deepseek-r1-distill"


@pytest.mark.parametrize(("text", "task", "own", "asked"), [
    ("有两张A6000 48G，想全参微调qwen2.5 7b，够吗？", "full-finetune", True, False),
    ("what can I run with 2x rtx 5060 ti 16gb?", None, None, True),
    ("我的4090能跑什么模型", None, True, True),
])
def test_full_parameter_words_a_chinese_have_and_what_can_i_run(advisor, text, task, own, asked):
    r = read(advisor, text)
    assert task is None or r.task == task
    assert own is None or r.own is own
    assert r.model_question is asked or (not asked and r.model is not None)


def test_a_family_the_table_lacks_is_still_answered(advisor):
    q = advisor.ask("qwen2.5-coder 32b on a 4090 at q4?")
    assert q.read_as.model is not None and "No model in the table" not in str(q.reply)


@pytest.mark.parametrize(("text", "budget"), [
    ("现在训练发现32k用16张910B可以训qwen2.5-33B-instruct", None),  # a context beside a model
    ("can a 4090 run llama 3 8b at 8k?", None),
    ("I have 32k to spend on gpus for llama 70b", 32000.0),  # spending words: money
    ("best gpu for 8k?", 8000.0),  # no model: money
])
def test_a_bare_power_of_two_k_beside_a_model_is_a_context_not_a_budget(advisor, text, budget):
    r = read(advisor, text)
    assert (r.budget.amount if r.budget else None) == budget
