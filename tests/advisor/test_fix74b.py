"""fix74b (round 29, second wave): a budget's full fine-tune ranks the passive data-centre pair ``fits`` lists; an
offload run whose system RAM is more than the asker has (or a desktop takes) leads with that need; LoRA adapters
served ("5 lora adapters on llama 8b") are inference. Both languages, console and bot, and the core's messages."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from advisor.ask.adapter_inference import lora_for_inference
from advisor.ask.ram_decides import DESKTOP_RAM_GB, ram_lead
from advisor.ask.reader import read
from tests.asked import find_message, question_faces


def _flat(text: str) -> str:
    return "".join(text.split())


# kind 1: a budget's full fine-tune agrees with fits (multi-card sharding on a passive data-centre pair)
def test_a_full_fine_tune_budget_ranks_the_pair_fits_lists(advisor):
    rec = advisor.recommend("20000", model="7b", task="full-finetune")
    fit = advisor.fits("7b", task="full-finetune")
    within = [c for c in fit.cards if c.total_price is not None and c.total_price <= 20000]
    assert within, "fits lists a way within the budget"
    assert rec.picks and not rec.stepped
    top = rec.picks[0]
    assert (top.card, top.gpus) in {(c.card, c.count) for c in within}


def test_a_full_fine_tune_budget_in_both_faces(advisor):
    q, console, bot = question_faces(advisor, "our lab wants to full fine-tune a 7b model, budget 20k")
    assert "Nothing within" not in console and "Nothing within" not in bot
    assert "A100" in console and "A100" in bot
    assert q.answer.shape.headline.key != "shape.recommend.stepped"
    _, zh, _ = question_faces(advisor, "我们实验室想全参微调7b模型，预算2万美元", "zh_Hans")
    assert "A100" in _flat(zh) and "折腾党" in _flat(zh)


def test_an_old_passive_card_does_not_lead_a_fine_tune(advisor):
    rec = advisor.recommend("2000", model="13b", task="lora")  # a V100 (no BF16) never leads: QLoRA on a current card
    assert rec.picks and "V100" not in rec.picks[0].card


# kind 2: the system RAM an offload run needs decides when nobody has it
def _rig(ram_needed: float, ram_had: float | None) -> SimpleNamespace:  # a RigFit's fields ram_lead reads
    return SimpleNamespace(rig=SimpleNamespace(ram_gb=ram_had), way="offload", ram_needed_gb=ram_needed)


def test_ram_lead_only_when_ram_is_the_obstacle():
    assert ram_lead(_rig(369.0, None)).key == "ask.fit.offload.ram-desktop"
    assert ram_lead(_rig(DESKTOP_RAM_GB - 10, None)) is None
    assert ram_lead(_rig(200.0, 64.0)).key == "ask.fit.offload.ram-had"
    assert ram_lead(_rig(40.0, 64.0)) is None


def test_deepseek_on_a_4090_leads_with_the_ram_it_needs(advisor):
    q, console, bot = question_faces(advisor, "can I run deepseek locally on my 4090")
    assert find_message(q.answer.shape.headline, "ask.fit.offload.ram-desktop-smaller") is not None
    assert "on the card alone" in " ".join(console.split())  # what the card runs whole, with its tok/s
    flat = " ".join(console.split())
    assert flat.index("369 GB of system RAM") < flat.index("tok/s")
    assert not flat.split("\n")[0].startswith("Yes, slowly")
    assert "Yes, slowly" not in " ".join(bot.split())
    _, zh, _ = question_faces(advisor, "我的4090能本地跑deepseek吗", "zh_Hans")
    assert "369GB系统内存" in _flat(zh) and "普通台式机" in _flat(zh)


def test_a_moe_a_desktop_holds_keeps_its_yes(advisor):
    _, console, _ = question_faces(advisor, "can i run qwen3 30b a3b on my 3060")
    assert "Yes, with part of it in system RAM" in " ".join(console.split())


# kind 5: LoRA adapters served are inference
@pytest.mark.parametrize("text", [
    "can i run 5 lora adapters on llama 8b with one 3060",
    "can a 4090 host several lora adapters on qwen2.5 14b?",
    "using multiple lora adapters with mistral 7b on a 3060 12gb, does it fit",
])
def test_lora_adapters_served_read_as_inference(advisor, text):
    assert lora_for_inference(text)
    assert read(advisor, text).task == "inference", text


@pytest.mark.parametrize("text", [
    "train 5 lora adapters on llama 8b with one 3060",
    "lora fine-tune llama 3 8b on a 4060 ti 16gb?",
])
def test_lora_adapters_trained_stay_training(advisor, text):
    assert not lora_for_inference(text)


def test_five_adapters_answer_in_both_faces(advisor):
    q, console, bot = question_faces(advisor, "can i run 5 lora adapters on llama 8b with one 3060")
    assert q.read_as.task == "inference"
    assert "LoRA fine-tuning" not in console and "LoRA fine-tuning" not in bot
    assert " ".join(console.split()).count("Yes.") >= 1


# kind 4: a model whose weights alone do not fit the card served to many users
def test_weights_that_do_not_fit_lead_a_serving_answer(advisor):
    q, console, bot = question_faces(advisor, "one 3090 for 100 concurrent users with llama 70b?")
    assert find_message(q.answer.serving.message, "serving.rig.weights") is not None
    flat = " ".join(console.split())
    assert "weights alone do not fit" in flat and "fp8" not in flat.split("United States")[0]
    assert "weights alone do not fit" in " ".join(bot.split())
    _, zh, _ = question_faces(advisor, "一张3090给100个并发用户跑llama 70b行吗", "zh_Hans")
    assert "光权重就放不下" in _flat(zh)


def test_a_model_whose_weights_fit_keeps_its_user_count(advisor):
    _, console, _ = question_faces(advisor, "can my 4090 serve qwen3 32b to 20 users")
    assert "weights alone do not fit" not in console and "users at once" in " ".join(console.split())


# kind 5b: "serve" with no count of users never answers for ten users nobody named
def test_serving_with_no_count_is_sized_for_the_users_the_card_holds(advisor):
    q, console, bot = question_faces(advisor, "can I serve llama 3 8b with a lora adapter loaded on my 4060")
    assert q.read_as.task == "inference"
    assert q.read_as.users is not None and q.read_as.users < 10
    flat = " ".join(console.split())
    assert "not 10" not in flat and "10 users" not in flat and "You named no count of users" in flat
    assert "not 10" not in " ".join(bot.split())
    _, zh, _ = question_faces(advisor, "我想在我的4060上部署llama 3 8b加一个lora适配器给团队用", "zh_Hans")
    assert "你没有说用户人数" in _flat(zh) and "10位" not in _flat(zh)


def test_a_rig_holding_ten_keeps_the_stated_assumption(advisor):
    q, _, _ = question_faces(advisor, "host qwen 32b for my team on my 2 3090s")
    assert q.read_as.users == 10


# kind 3: running levers already tried (4-bit, CPU offload) are spent: what is next leads
@pytest.mark.parametrize("text", [
    "already tried q4 and cpu offload, qwen3 32b still too slow on my 3060 12gb, what now",
    "I already tried 4-bit and offloading, still OOM on 3060 with 70b",
])
def test_tried_running_levers_lead_with_what_is_next(advisor, text):
    q, console, bot = question_faces(advisor, text)
    assert find_message(q.answer.shape.headline, "fix74b.tried.head") is not None
    for face in (" ".join(console.split()), " ".join(bot.split())):
        assert "You already tried" in face and "Qwen3 30B-A3B" in face and "--cpu-moe" in face
        assert "Try the levers first" not in face and "to see what offload does" not in face


def test_tried_running_levers_in_chinese(advisor):
    _, zh, _ = question_faces(advisor, "试过q4和cpu卸载了，我的3060 12g跑qwen3 32b还是太慢，怎么办", "zh_Hans")
    assert "你已经试过" in _flat(zh) and "Qwen330B-A3B" in _flat(zh)


def test_a_model_that_fits_at_4_bit_is_no_spent_lever(advisor):
    q, _, _ = question_faces(advisor, "already tried q4, qwen3 32b still too slow on my 3090, what now")
    assert find_message(q.answer.shape.headline, "fix74b.tried.head") is None
