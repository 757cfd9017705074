"""Issue 27 (reader40b): the kinds reader40's blind batch (E860–E873, Z590–Z605) still read wrong, each fixed as a
kind and tested on other wordings than the rows'.

- An upgrade that disappoints: the asker swapped their old card for a new one, and the new one is slower or no
  faster ("upgraded my 3060 to 5070 … slower now", "从2080ti换成了4090，反而更慢了"): why the new card is slow (the
  verdict on the new card, its software floors), never a comparison that prices a switch already made. Two cards
  weighed ("vs", "which one") or a purchase stay a comparison.
"""

from __future__ import annotations

import pytest


def _read(advisor, text: str):
    return advisor.ask(text).read_as


@pytest.mark.parametrize(("text", "new", "old"), [
    ("I upgraded my 2070 to a 4070 Ti and stable diffusion is slower than before. Any idea why?",
     "GeForce RTX 4070 Ti", "GeForce RTX 2070"),
    ("Switched from a GTX 1080 Ti to an RTX 3080 and my training got worse, what could be wrong?",
     "GeForce RTX 3080", "GeForce GTX 1080 Ti"),
    ("my new card rtx 4080 renders slower than my old card rtx 3080 in comfyui",
     "GeForce RTX 4080", "GeForce RTX 3080"),
    ("Replaced my 1660 super with a 3060 12gb and didn't get any speed boost at all in whisper. Is that normal?",
     "GeForce RTX 3060 12 GB", "GeForce GTX 1660 SUPER"),
    ("I went from an RTX 3060 to an RTX 5080 and ollama is somehow slower now.",
     "GeForce RTX 5080", "GeForce RTX 3060 12 GB|GeForce RTX 3060 8 GB"),
    ("我从2080ti换成了4090，跑sd反而更慢了，怎么回事？", "GeForce RTX 4090", "GeForce RTX 2080 Ti"),
    ("之前用的是3060，现在升级到5070，训练lora变慢了很多，有解决办法吗", "GeForce RTX 5070",
     "GeForce RTX 3060 12 GB|GeForce RTX 3060 8 GB"),
    ("我換了新顯卡4070 super，舊卡是1650，跑模型沒有提升，正常嗎？", "GeForce RTX 4070 SUPER", "GeForce GTX 1650"),
])
def test_an_upgrade_that_runs_slower_asks_why_of_the_new_card(advisor, text, new, old):
    r = _read(advisor, text)
    assert r.command == "why", r
    assert r.own, r
    assert r.cards[0] == new, r
    assert all(c in old.split("|") for c in r.cards[1:]), r  # the old card after it ("switched from": dropped)


@pytest.mark.parametrize("text", [
    "my 3060 is slow, should I buy a 4070 or a 3090?",
    "which is faster for stable diffusion, a 3080 or a 4070? my 3080 feels slow",
    "3060和4070哪个跑sd更快？我的3060有点慢",
    "my old 1080 ti is slow; is the 4070 better?",
    "my old 2070 is too slow for sdxl, would a 4060 ti 16gb be worth it?",
    "thinking of upgrading my 3060 to a 4070 because it is slow",
    "我的3060太慢了，换成4070值得吗？",
])
def test_cards_weighed_or_a_swap_still_asked_are_no_upgrade_story(advisor, text):
    assert _read(advisor, text).command != "why"


def test_the_new_cards_verdict_says_what_it_needs(advisor):
    """The why of an upgrade is the new card's: a Blackwell card's CUDA and PyTorch floor is said (the usual cause
    of a new RTX 50 card running slower than the old one), in English and Chinese."""
    en = advisor.ask("Upgraded my 3060 to a 5070 and training is 5 times slower now, any fix?")
    zh = advisor.ask("从3060升级到5070以后训练慢了五倍，怎么解决？")
    for q in (en, zh):
        assert q.read_as.command == "why" and q.read_as.cards[0] == "GeForce RTX 5070", q.read_as
        assert q.answer is not None
        assert "compat.blackwell-min" in {d.rule_id for d in q.answer.deciding}, q.answer.deciding


@pytest.mark.parametrize("text", [
    "显卡4070 转写特别慢，怎么回事",
    "4090 识别很慢怎么办",
    "升级新版本以后，2080ti 出图比以前慢了很多",
    "显卡：3060，渲染巨慢",
    "3090训练变慢了，是驱动的问题吗",
    "顯卡4070 轉寫特別慢",
])
def test_a_slowness_felt_on_a_job_makes_the_card_the_askers(advisor, text):
    r = _read(advisor, text)
    assert r.command == "why", r
    assert r.own, r


@pytest.mark.parametrize("text", [
    "4090跑whisper会不会很慢？",
    "买4070的话出图慢吗",
    "打算买一张3060，转写速度慢吗？",
])
def test_a_slowness_asked_before_the_card_is_had_is_no_owners(advisor, text):
    assert not _read(advisor, text).own


@pytest.mark.parametrize(("text", "memory"), [
    ("我只有两张各16gb的gpu，想微调baichuan2模型，模型总共27gb", 16.0),
    ("我有两张24g的卡，模型权重一共60G，能跑吗", 24.0),
    ("手上一张12G的显卡，模型文件总共20G，能加载吗", 12.0),
    ("我有一张24G的显卡，模型总共30G，能跑吗", 24.0),
    ("我們有兩張各24g的卡，模型總共40g，夠嗎", 24.0),
])
def test_a_models_total_size_is_no_card_memory(advisor, text, memory):
    r = _read(advisor, text)
    assert r.memory_gb and r.memory_gb[0] == memory, r


@pytest.mark.parametrize(("text", "memory"), [("我有3张显卡 总共72G显存", 72.0), ("两张3090总共48g能跑70b吗", 48.0)])
def test_a_total_of_the_cards_memory_is_still_read(advisor, text, memory):
    """"总共72G显存" is the cards' memory in all (the total pattern kept for the cards); since fix39b a total with a
    count is read per card beside the count (3 x 24 GB: the layers split across them), the total the same."""
    r = _read(advisor, text)
    assert r.memory_gb and r.memory_gb[0] * (r.gpus or 1) == memory, r


@pytest.mark.parametrize(("text", "card", "count"), [
    ("我有4张3090，微调qwen 7b一直OOM（之前在单卡A100 80G上跑是可以的），4张3090能全参微调7b吗？",
     "GeForce RTX 3090", 4),
    ("我有两张4090，跑70b很慢（在H100上试过很快），怎么优化？", "GeForce RTX 4090", 2),
    ("I have two 4090s and llama 70b is slow (tried it on an H100 once, fast), how to speed it up?",
     "GeForce RTX 4090", 2),
    ("Our 4 A6000 OOM on a 13b full finetune (it ran fine on a friend's H100 80GB). Can 4 A6000 do it?",
     "RTX A6000", 4),
    ("兩張3090跑qwen 32b（以前用過一張A100 80G）能全參微調嗎", "GeForce RTX 3090", 2),
])
def test_a_card_in_an_aside_tried_elsewhere_is_no_card_of_the_rig(advisor, text, card, count):
    r = _read(advisor, text)
    assert r.cards == [card], r
    assert r.gpus == count, r


@pytest.mark.parametrize(("text", "cards"), [
    ("我有4张3090（24G），还有一张4090，能跑70b吗", ["GeForce RTX 3090", "GeForce RTX 4090"]),
    ("I have a 3090 and a 3060 (tried both before), can they run 70b together?",
     ["GeForce RTX 3090", "GeForce RTX 3060 12 GB"]),
])
def test_an_aside_that_tells_no_run_elsewhere_keeps_its_card(advisor, text, cards):
    assert _read(advisor, text).cards == cards


@pytest.mark.parametrize("text", [
    "4090能训练出来吗",
    "一张3090能训练出效果吗",
    "我的3060训得动吗",
    "两张4060ti能训练出好的lora吗",
    "3080 訓練得出來嗎",
    "單張4070能否訓練出可用的模型？",
])
def test_a_training_asked_by_what_it_yields_is_what_the_card_holds(advisor, text):
    r = _read(advisor, text)
    assert r.command == "fits", r
    assert r.task in ("full-finetune", "lora", "qlora"), r


@pytest.mark.parametrize("text", [
    "I have a Mac Studio M2 Ultra 192GB. Could I connect a 3090 to my mac to offload some layers of a model I run?",
    "Is it possible to attach two 4090 to my mac studio m3 ultra to speed up prompt processing?",
    "hook up a 3090 egpu to my Mac mini M4 Pro, will prompt processing get faster?",
    "能不能把两张3090外接到我的mac studio m3 ultra上，加快prompt处理？",
    "给我的mac mini m4 pro接一张4090，速度能提升多少？",
    "我的Mac Studio M2 Ultra 能外接到一張3090嗎",
])
def test_cards_joined_to_the_askers_machine_are_one_rig(advisor, text):
    r = _read(advisor, text)
    assert r.command == "fits", r
    assert len(r.cards) == 2 and any(c.startswith("Apple Mac") for c in r.cards), r


@pytest.mark.parametrize("text", [
    "should I buy an egpu 4090 or a mac studio?",
    "mac studio 和 4090 哪个好",
    "I have a 3090 and want to connect a 4090 to my pc, which one is faster?",
])
def test_a_machine_or_a_card_to_buy_stays_weighed(advisor, text):
    assert _read(advisor, text).command == "compare"


@pytest.mark.parametrize(("text", "card"), [
    ("RTX 2070 support? Does it work on RTX 2070 8Gb cards?", None),
    ("5060 help: can my 5060 16gb run flux?", "GeForce RTX 5060 Ti 16 GB"),
    ("RTX 2080 issue: my RTX 2080 11GB crashes in comfyui", "GeForce RTX 2080 Ti"),
    ("4060 问题：我的4060 16g 跑flux爆显存", "GeForce RTX 4060 Ti 16 GB"),
    ("2060 支持吗？2060 8g 的卡能用吗", "GeForce RTX 2060 SUPER"),
    ("RTX 2060 Support? Will it work with RTX 2060 8Gb cards?", "GeForce RTX 2060 SUPER"),
])
def test_one_card_said_again_with_a_memory_naming_its_variant_is_one_card(advisor, text, card):
    r = _read(advisor, text)
    assert len(r.cards) == 1, r
    assert card is None or r.cards == [card], r


@pytest.mark.parametrize("text", ["4060 or 4060 16gb for sd?", "5060和5060 16g哪个好", "my 5060 16gb vs the 5060"])
def test_the_two_variants_weighed_stay_two(advisor, text):
    assert len(_read(advisor, text).cards) == 2
