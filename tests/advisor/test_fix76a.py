"""fix76a (judge30): cards that read as a two-card compare when they are not, and a project no table knows asked
about on an owned card.

Each kind with judge30's real question and wordings of our own, English and Chinese: a memory said before a slashed
pair ("a 24 GB 3090/4090") is either card of that memory, one rig; a card named as a likeness ("it's like a 2080 Ti")
is no card asked about, and the memory said beside it picks the device's own variant; a memory said before a Mac with
its chip is that Mac's memory, and a Mac is never offered fp8 (no float8 on PyTorch's MPS); a generator's own minimum
leads when the minimum is asked and only an offloading build fits the card; a card that "could not run" a model not
named gets the out-of-memory levers (and the multi-GPU condition when several cards are asked), never a card review;
a time asked of a project no table knows says so, never a card review.
"""

from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View
from tests.asked import find_message, reply_keys


def _said(q) -> str:
    """The console's text of ``q``, its whitespace dropped for Chinese, joined to single spaces for English."""
    text = render_question(q, View(language=q.language))
    return "".join(text.split()) if q.language.startswith("zh") else " ".join(text.split())


@pytest.mark.parametrize("text", [
    "HunyuanVideo needs 80 GB, so it won't fit a 24 GB 3090/4090 unless 4-bit?",
    "can a 24gb 3090/4090 run flux dev?",
    "24G的3090/4090能跑Wan 2.1 14B吗",
])
def test_a_memory_before_a_slashed_pair_is_one_card_of_that_memory(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command != "compare" and q.read_as.cards == ["GeForce RTX 3090"]
    assert q.answer is None and q.reply is not None and q.reply.key == "image.needs.reply"


def test_a_slashed_pair_without_a_memory_still_weighs_two(advisor):
    q = advisor.ask("3090/4090 for flux dev?")
    assert q.read_as.cards == ["GeForce RTX 3090", "GeForce RTX 4090"]


@pytest.mark.parametrize("text, card, kept", [
    ("MI50 support in vLLM? (it's like a 2080 Ti, 16 GB)", "Radeon Instinct MI50", "2080 ti"),
    ("P40 (similar to a 1080 Ti, 24 GB) for llama 13b?", "Tesla P40", "1080 ti"),
    ("mi50显卡（相当于2080ti，16g）能跑vllm吗", "Radeon Instinct MI50", "2080ti"),
])
def test_a_likeness_is_no_card_asked_about(advisor, text, card, kept):
    q = advisor.ask(text)
    assert q.read_as.command != "compare" and q.read_as.cards == [card]
    assert any(n.key == "ask.likeness" and n.params["typed"].value == kept for n in q.read_as.notes)


def test_the_memory_beside_a_likeness_picks_the_devices_variant(advisor):
    q = advisor.ask("MI50 support in vLLM? (it's like a 2080 Ti, 16 GB)")
    assert advisor.card(q.read_as.cards[0]).memory_gb == 16
    assert "vLLM" in _said(q) and "2080 Ti" not in _said(q).split("not a card asked about")[1]


@pytest.mark.parametrize("text", ["I'd like a 4090 for llama 70b", "a card like a 3060 under 300 for sd"])
def test_a_wish_or_an_example_is_still_the_card(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.cards and not any(n.key == "ask.likeness" for n in q.read_as.notes)


@pytest.mark.parametrize("text, lang", [
    ("32 GB Mac M4: Qwen-Image runs out of memory", "en"),
    ("32GB的Mac M4跑Qwen-Image爆内存了", "zh_Hans"),
])
def test_a_memory_before_a_mac_with_its_chip_is_that_macs(advisor, text, lang):
    q = advisor.ask(text, lang=lang)
    # either M4 Mac of 32 GB (the Mac mini's row has its bandwidth since fix78d): one Mac, never two
    assert q.read_as.cards in (["Apple MacBook Air (M4, 32 GB)"], ["Apple Mac mini (M4, 32 GB)"])


def test_a_mac_out_of_memory_is_never_offered_fp8(advisor):
    for lang, never in (("en", "fp8 or GGUF"), ("zh_Hans", "fp8或GGUF")):
        q = advisor.ask("32 GB Mac M4: Qwen-Image runs out of memory", lang=lang)
        said = _said(q)
        assert "GGUF" in said
        assert never not in said and "132624" in said


def test_a_macs_overview_names_no_fp8_setting(advisor):
    q = advisor.ask("I have a 32 gb mac, what can it run?")
    assert "(fp8)" not in _said(q)


@pytest.mark.parametrize("text, lang, said", [
    ("HunyuanVideo 最低需要多少显存？4090 24G可以跑吗？", "zh_Hans", "作者给出的最低显存：960x544x129f要45GB"),
    ("what's the minimum vram for hunyuanvideo, can a 3090 run it?", "en",
     "HunyuanVideo's own minimum, from its authors: 45 GB at 960x544x129f and 60 GB at 1280x720x129f"),
    ("HunyuanVideo needs 80 GB, so it won't fit a 24 GB 3090/4090 unless 4-bit?", "en", "own minimum"),
])
def test_the_authors_minimum_leads_when_only_an_offloading_build_fits(advisor, text, lang, said):
    q = advisor.ask(text, lang=lang)
    assert find_message(q.reply, "card-job.official-floor") is not None
    text_said = _said(q)
    assert said in text_said
    assert text_said.index(said) < text_said.index("HunyuanVideoGP")


def test_no_minimum_asked_keeps_the_cards_answer(advisor):
    q = advisor.ask("can a 4090 run hunyuanvideo?")
    assert find_message(q.reply, "card-job.official-floor") is None


@pytest.mark.parametrize("text, lead", [
    ("没有多卡推理吗？一张4090推理不动", "你的GeForceRTX4090跑不动这个模型"),
    ("一张3090跑不动这个模型", "你的GeForceRTX3090跑不动这个模型"),
    ("my 4090 can't run this model, any way?", "Your GeForce RTX 4090 could not run the model"),
])
def test_a_card_that_could_not_run_a_model_gets_the_levers_never_a_review(advisor, text, lead):
    q = advisor.ask(text)
    assert q.answer is None and q.reply is not None
    keys = reply_keys(q)
    assert "need-unnamed.stalled" in keys and "need-unnamed.oom-levers" in keys
    assert _said(q).startswith(lead)


def test_several_cards_asked_beside_a_stall_say_the_projects_split(advisor):
    q = advisor.ask("没有多卡推理吗？一张4090推理不动")
    assert find_message(q.reply, "need-unnamed.several") is not None
    assert "device_map" in _said(q) and "README" in _said(q)


def test_a_game_that_stalls_is_not_a_models_need(advisor):
    q = advisor.ask("我的4090跑不动赛博朋克2077")
    assert "need-unnamed.stalled" not in reply_keys(q)


@pytest.mark.parametrize("text, name, lead", [
    ("how long is a full LIC_TCM training on an RTX 3090?", "LIC_TCM", "I have no figure for how long LIC_TCM"),
    ("训练SEED-Story在4090上要多久？", "SEED-Story", "我没有SEED-Story训练要多久的数据"),
    ("how long does VGen take to generate a clip on a 3060?", "VGen",
     "I have no figure for how long VGen takes to run"),
])
def test_a_time_asked_of_a_project_no_table_knows_says_so(advisor, text, name, lead):
    q = advisor.ask(text)
    assert q.answer is None and q.reply is not None
    keys = reply_keys(q)
    assert "project-time.tell" in keys and ("project-time.train" in keys or "project-time.run" in keys)
    said = _said(q)
    assert said.startswith(lead) and ("24 GB" in said or "24GB" in said or "12 GB" in said)


def test_a_time_asked_of_a_known_job_keeps_its_answer(advisor):
    q = advisor.ask("how long does a 4090 take to train resnet-50 on imagenet?")
    assert "project-time.tell" not in reply_keys(q)


@pytest.mark.parametrize("text, lang, said", [
    ("flash-attn needs cc > 7.0: can I train on P100 / V100?", "en",
     ["No: Tesla P100 PCIe 16 GB (Pascal (GP100), compute capability 6.0) cannot run FlashAttention-2",
      "No: Tesla V100 PCIe 16 GB (Volta, compute capability 7.0) cannot run FlashAttention-2"]),
    ("flash attention 2 能在 2080ti 和 3090 上用吗", "zh_Hans",
     ["不支持：GeForceRTX2080Ti（Turing，计算能力7.5）跑不了FlashAttention-2",
      "支持：GeForceRTX3090（Ampere，计算能力8.6）能跑"]),
])
def test_flash_attention_asked_of_several_cards_answers_each_never_a_speed_compare(advisor, text, lang, said):
    q = advisor.ask(text, lang=lang)
    assert q.answer is None and q.reply is not None and q.reply.key == "ask.precision.each"
    text_said = _said(q)
    assert all(s in text_said for s in said)
    assert "faster" not in text_said and "project-need.cards" not in reply_keys(q)


@pytest.mark.parametrize("text, cards, said", [
    ("2080ti、3080ti、4090跑满能多少并发？", 3, "能同时处理多少请求取决于模型"),
    ("how many concurrent users can a 3090 and a 4090 serve?", 2, "How many requests at once depends on the model"),
    ("4090跑满能多少并发？", 1, "你提到的每张卡：GeForceRTX4090（24GB）"),
])
def test_requests_at_once_asked_with_no_model_keep_every_card_and_ask_the_model(advisor, text, cards, said):
    q = advisor.ask(text)
    assert q.answer is None and q.reply is not None
    assert find_message(q.reply, "served-unnamed.tell") is not None
    text_said = _said(q)
    assert said in text_said and "faster" not in text_said and "快约" not in text_said
    assert len(dict.fromkeys(q.read_as.cards)) == cards


def test_requests_at_once_with_a_model_keep_the_serving_answer(advisor):
    q = advisor.ask("vLLM部署qwen3 8b，单卡4090能支持多少并发")
    assert "served-unnamed.tell" not in reply_keys(q)
