"""Kinds of reading the answer grader found (issue 27, round 2): a server's users said with the owner's card,
a vision task's "inference" that is no LLM job, one card typed twice in a comparison, what an owner's card
runs asked in Chinese — each as a kind, in the words people use."""

from __future__ import annotations

import pytest

from advisor.i18n import Renderer


@pytest.mark.parametrize("text", ["can my 3090 serve 20 users with a vllm server?", "my 4090 for 50 concurrent users?",
                                  "20个用户同时用，我的4090够吗？"])
def test_users_said_with_one_card_ask_what_it_serves(advisor, text):
    read_as = advisor.ask(text).read_as
    assert read_as.command == "fits" and read_as.users in (20, 50) and len(read_as.cards) == 1


@pytest.mark.parametrize("text", [
    "inference of the view synthesis model runs out of GPU memory on my 1060-3g, what should I change?",
    "my 3060 for whisper inference, is it ok?",
    "我的3060做深度估计推理够吗",
])
def test_a_vision_or_speech_task_inferred_is_no_llm_job(advisor, text):
    read_as = advisor.ask(text).read_as
    assert read_as.job != "llm"


def test_an_llm_inferred_stays_the_llm_job(advisor):
    assert advisor.ask("my 3060 for llm inference?").read_as.job == "llm"


@pytest.mark.parametrize("text", ["gtx 1070ti vs 1070 ti", "3090 or rtx 3090?"])
def test_one_card_typed_twice_in_a_comparison_is_said_the_same_card(advisor, text):
    q = advisor.ask(text)
    assert len(q.read_as.cards) == 1 and q.read_as.command in ("why", "compare")
    assert any(n.key == "compare.same-card.typed" for n in q.read_as.notes)
    assert "same card" in Renderer("en")(q.reply)


def test_a_card_said_again_beside_another_is_no_same_card_note(advisor):
    q = advisor.ask("which is better, the 3090 or the 4090? I heard the 3090 is good")
    assert q.read_as.command == "compare" and not any(n.key == "compare.same-card.typed" for n in q.read_as.notes)


@pytest.mark.parametrize("text", ["我有一张3060 12G，能跑什么大模型？", "我的3060 12G能跑什么模型"])
def test_what_an_owners_card_runs_in_chinese(advisor, text):
    read_as = advisor.ask(text).read_as
    assert (read_as.command, read_as.cards, read_as.model) == ("fits", ["GeForce RTX 3060 12 GB"], None)


@pytest.mark.parametrize("text", [
    "How can you load a 20B model using a 4090? I'm trying to use 8 32G v100 to train but always OOM",
    "how did you fit it on a 4090? my 8 32G v100 run out of memory",
])
def test_a_card_asked_of_someone_else_is_context_beside_the_askers_own(advisor, text):
    assert advisor.ask(text).read_as.cards == ["Tesla V100 PCIe 32 GB"]


@pytest.mark.parametrize("text", ["can you run 70b on a 3090 or should I buy a 4090?",
                                  "I trained on a 3090, is a 4090 worth it?"])
def test_a_generic_you_or_the_askers_own_past_card_is_still_weighed(advisor, text):
    assert advisor.ask(text).read_as.cards == ["GeForce RTX 3090", "GeForce RTX 4090"]


@pytest.mark.parametrize("text", ["what makes image generation fast, and are 4 or 6 GB enough? I need a laptop, "
                                  "budget $933", "预算8000买什么笔记本跑模型"])
def test_a_laptop_buyer_is_told_how_laptops_are_ranked(advisor, text):
    q = advisor.ask(text)  # fix65a: laptop GPUs ranked by memory, at launch prices (no longer desktop cards)
    assert q.read_as.command == "recommend" and q.read_as.laptop
    assert any(n.key == "ask.laptop-weighed" for n in q.read_as.notes)
    assert "laptop" in Renderer("en")(q.reply) and "笔记本" in Renderer("zh_Hans")(q.reply)


def test_a_desktop_budget_says_nothing_of_laptops(advisor):
    assert not any(n.key == "ask.laptop-weighed" for n in advisor.ask("best gpu for $800?").read_as.notes)


def test_more_cards_than_a_comparison_weighs_are_said_and_the_owners_is_the_baseline(advisor):
    q = advisor.ask("手上是1060 6G，钱不多：魔改2080Ti 22G、Tesla P40（没有FP16）还是原版2080Ti 11G？")
    assert q.read_as.command == "compare"
    assert q.read_as.cards[:2] == ["GeForce RTX 2080 Ti 22 GB (modified)", "Tesla P40"]  # the options, the P40 kept
    assert q.read_as.memory_gb == [22.0, None, 11.0, 6.0]  # each card's memory moves with it
    assert {c.card for c in q.answer.cards} == {"GeForce RTX 2080 Ti 22 GB (modified)", "Tesla P40"}
    # the cards past the two are said, and weighed after the comparison (round 6: ask.compare-third)
    left = next(n for n in q.read_as.notes if n.key in ("ask.compare-left-out", "ask.compare-third.note",
                                                         "ask.compare-third.ranked", "ask.compare.baseline.options"))
    # (fix62a: the owner's card beside three options is their baseline, the third option ranked, both said)
    assert "GeForce RTX 2080 Ti" in Renderer("en")(left) and "GeForce GTX 1060 6 GB" in Renderer("zh_Hans")(left)


def test_a_buyers_three_cards_compare_the_first_two_and_name_the_third(advisor):
    q = advisor.ask("3090 vs 4090 vs 5090 for llm?")
    assert q.read_as.cards[:2] == ["GeForce RTX 3090", "GeForce RTX 4090"]
    assert "GeForce RTX 5090" in Renderer("en")(q.reply)


@pytest.mark.parametrize("text", ["run deepseek v3.2 failed, not support RTX PRO 6000 * 8?", "deepseek-v3.2 on 8 h200?",
                                  "8卡H200能跑deepseek v3.2吗"])
def test_a_point_release_the_table_lacks_is_the_version_it_updates_said_so(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "fits" and q.read_as.model.name == "DeepSeek V3"
    note = next(n for n in q.read_as.notes if n.key == "ask.point-release")
    assert "DeepSeek V3" in Renderer("en")(note) and "模型表" in Renderer("zh_Hans")(note)


@pytest.mark.parametrize("text, name", [("deepseek v3 on 8 h200?", "DeepSeek V3"),
                                        ("deepseek-v3.1 on 8 h200?", "DeepSeek V3.1")])
def test_a_version_the_table_has_needs_no_note(advisor, text, name):
    q = advisor.ask(text)
    assert q.read_as.model.name == name and not any(n.key == "ask.point-release" for n in q.read_as.notes)


@pytest.mark.parametrize("text", [
    "So, no chance to train a Lora with a 4070 TI Super of 16Gb? Maybe only ppl with 3090's can train Loras for FLUX?",
    "can I train a lora for sdxl on my 3060?",
])
def test_a_lora_for_an_image_model_is_no_llm_job(advisor, text):
    assert advisor.ask(text).read_as.command == "why"


def test_a_lora_for_an_llm_still_asks_what_fits(advisor):
    assert advisor.ask("lora for llama 3 8b on my 3060?").read_as.command == "fits"


@pytest.mark.parametrize("text", ["请问windows10系统，3060+P100显卡，需要在哪里设置一下，才能使用单机双卡训练？",
                                  "how do I set up both 3090s for training?"])
def test_how_to_set_the_cards_up_is_asked_by_their_owner(advisor, text):
    assert advisor.ask(text).read_as.own


def test_a_buyers_setup_question_owns_nothing(advisor):
    assert not advisor.ask("should I buy a 3090 or a 4090? how do I configure it for pytorch").read_as.own


@pytest.mark.parametrize(("text", "pair"), [
    ("should I buy a 4090 or 5090 or keep my 3090?", ["GeForce RTX 4090", "GeForce RTX 5090"]),
    ("I have a 3060; 4090 or 5090?", ["GeForce RTX 4090", "GeForce RTX 5090"]),
])
def test_only_an_owners_card_said_before_the_options_is_the_baseline(advisor, text, pair):
    assert advisor.ask(text).read_as.cards[:2] == pair


@pytest.mark.parametrize(("text", "counts"), [
    ("2x 3090 or 4090?", [2, 1]), ("2x 3090 or 4090 or 5090?", [2, 1, 1]), ("4 x rtx 3090 vs 2x 4090", [4, 2])])
def test_a_count_is_of_the_card_it_stands_by_not_the_next_one(advisor, text, counts):
    assert advisor.ask(text).read_as.counts == counts


@pytest.mark.parametrize("text", ["我有一張3060 12G，能跑什麼大模型？", "我有一张3060 12G，可以跑哪些大模型？",
                                  "我有一张3060 12G，适合跑什么大模型？", "我有一张3060 12G，能玩什么大模型？"])
def test_which_model_a_card_runs_however_it_is_put_in_chinese(advisor, text):
    read_as = advisor.ask(text).read_as
    assert (read_as.command, read_as.cards, read_as.model) == ("fits", ["GeForce RTX 3060 12 GB"], None)


def test_anything_it_runs_is_slow_asks_no_model(advisor):
    assert advisor.ask("我的3060跑什么都卡").read_as.command == "why"
