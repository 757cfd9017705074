"""Issue 27 (reader37): the kinds a blind batch of bug-report questions (E771–E795, Z536–Z545) was read wrong in,
each fixed as a kind and tested on other wordings than the rows'.

- The owner said by a paste or a first-person account (:mod:`advisor.ask.pasted_owner`): a row of nvidia-smi's table,
  an issue form's fields in a fault's report, a configuration under its label, "I did a fresh install … on", "i am
  doing … inference", "I encountered the same issue"; never a supposition ("if I ran", "can I run") nor a build weighed.
- Megabytes written with a bare "m" before a memory word ("占用2000~3500M的显存", "uses 3500M of vram") are no mobile
  card (Quadro FX 3500M), nor their range a budget; a card's own M stays one ("GTX 980M").
- "a100 batch_size=1" is the A100 and a batch of 1 (never a batch of 100); "batchsize都改成8" is a batch of 8.
- "seq_len=4 max_len=2" is no "$4 max" budget.
- "8x22b" is a mixture of experts' size, never 8 cards.
- "both RTX A6000 GPUs", "both of my 3090s" are two of the card; "both 3090 and 4090" two cards, one each.
- PyTorch's "Tried to allocate …" pasted with no card named is out of memory: the verdict, never a card to buy.
"""

from __future__ import annotations

import pytest


def _read(advisor, text: str):
    return advisor.ask(text).read_as


@pytest.mark.parametrize("text", [
    "llama.cpp is slow. nvidia-smi: |   0  NVIDIA GeForce RTX 4070      WDDM | 7100MiB / 12282MiB | 3% Default |",
    "vllm hangs at startup | 1 NVIDIA RTX A5000 On | 00000000:65:00.0 Off | 20110MiB / 24564MiB | 100% |",
    "OS: Ubuntu 22.04 GPU: RTX 3080 CUDA: 12.1 — generation crashes after the first image",
    "Bug: training is very slow. Device - RTX 4060 Ti. Driver: 551.23. Python: 3.10",
    "System configuration: Ryzen 9 7950X, two RTX 4090, 128GB RAM. Why does tensor parallel fail?",
    "I did a fresh install of ComfyUI on a RTX 3070 and every image takes five minutes",
    "i am running qwen2.5 7b inference with ollama on an rx 7900 xtx and it is very slow",
    "we deployed the 32b model on an L40S and the first token takes 20 seconds",
    "I encountered the same issue on an RTX 3090: the server hangs after loading",
    "显卡是3060，跑图的时候报错 CUDA out of memory. GPU: 3060 12G, CUDA: 12.1",
])
def test_the_owner_said_by_a_paste_or_a_first_person_account(advisor, text):
    r = _read(advisor, text)
    assert r.cards, r
    assert r.own is True, r


@pytest.mark.parametrize("text", [
    "if I ran a 70b model on an RTX 4090, would it be slow?",
    "can I run llama 3 70b on two 3090s?",
    "GPU: 4090 or 5090, CUDA: 12.4 — which one for training?",
    "should I buy a 4090 or a 5090 for stable diffusion?",
    "would we deploy the 32b model on an L40S or on an H100?",
])
def test_a_supposition_or_a_build_weighed_is_no_owner(advisor, text):
    assert _read(advisor, text).own is False


@pytest.mark.parametrize("text", [
    "我训练大概会占用2000~3500M的显存，就会报错",
    "推理的时候大概占用3500M显存，为什么报错",
    "uses about 3500M of vram and then crashes",
    "training takes 7800M of gpu memory then OOM",
    "每个进程占用1500M到2500M的显存，正常吗",
])
def test_megabytes_with_a_bare_m_are_no_card_nor_a_budget(advisor, text):
    r = _read(advisor, text)
    assert r.cards == [], r.cards
    assert r.budget is None, r.budget


@pytest.mark.parametrize(("text", "card"), [
    ("is the gtx 980m memory enough for yolov8?", "GeForce GTX 980M"),
    ("my gtx 980m vram is 4gb, can it train yolov8?", "GeForce GTX 980M"),
    ("quadro fx 3500m of vram, is it ok for cuda?", "Quadro FX 3500M"),
])
def test_a_mobile_cards_m_stays_a_card(advisor, text, card):
    assert card in _read(advisor, text).cards


@pytest.mark.parametrize(("text", "batch"), [
    ("A100 batch_size=1 still runs out of memory", 1),
    ("a100 batch_size=2 training OOM on 40GB", 2),
    ("h100 batch size 4 is slow, why?", 4),
    ("参数batchsize都改成8，显卡是4090，还是报错", 8),
    ("batch_size也改成2了，3090还是爆显存", 2),
])
def test_a_batch_beside_a_cards_number(advisor, text, batch):
    r = _read(advisor, text)
    assert r.batch == batch, r.batch
    assert r.cards, r.cards


@pytest.mark.parametrize("text", [
    "my A100 with max_source_seq_len=4 max_target_seq_len=2 still crashes",
    "4090 seq_len=4 max_new_tokens=16 runs out of memory",
    "OOM on a 3090 with prompt_len=8 max",
    "A6000 chunk_len=2 max, still slow",
    "3060 with n_len=6 max crashes",
])
def test_a_settings_value_is_no_budget(advisor, text):
    assert _read(advisor, text).budget is None


def test_a_budget_with_max_is_still_read(advisor):
    assert _read(advisor, "gpu for llm 800 max").budget.amount == 800


@pytest.mark.parametrize("text", [
    "8x22b slow on my 3090",
    "8x22b tokens-per-second slower than expected on 4 A100 80GB",
    "can 2 3090s run an 8x22b model?",
    "8x7b on my 4090 is slow",
    "16x3b moe on an A6000?",
])
def test_a_mixture_of_experts_size_is_no_count(advisor, text):
    assert (_read(advisor, text).gpus or 1) <= 4  # never the 8 or 16 of the experts


@pytest.mark.parametrize("text", [
    "hangs with both RTX A6000 GPUs at max utilization",
    "both of my 3090s crash with vllm",
    "both our 4090s run out of memory",
    "training on both the A100s is slow",
    "both RTX 4090 cards get hot",
])
def test_both_of_a_card_is_two(advisor, text):
    r = _read(advisor, text)
    assert len(r.cards) == 1 and r.gpus == 2, r


@pytest.mark.parametrize("text", [
    "both 3090 and 4090 are fine?",
    "I tried both 4090s and 3090s",
])
def test_both_of_two_cards_counts_neither_twice(advisor, text):
    r = _read(advisor, text)
    assert len(r.cards) == 2 and (r.gpus or 1) == 1, r


@pytest.mark.parametrize("text", [
    "Tried to allocate 13.20 GiB. GPU 0 has a total capacity of 44.68 GiB of which 5.15 GiB is free.",
    "RuntimeError: Tried to allocate 2.00 GiB, why on our cloud instance?",
    "the video model fails: Allocation on device, 12GB card",
    "failed to allocate 4 GiB when loading flux",
    "Tried to allocate 512.00 MiB (GPU 0; 8.00 GiB total capacity) — how do I fix it?",
])
def test_a_pasted_allocation_failure_is_out_of_memory(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "why", q.read_as


@pytest.mark.parametrize(("text", "board"), [
    ("OOM on the Jetson AGX Orin with llama 3 8b. Device - Jetson AGX Orin 64GB", "Jetson AGX Orin 64 GB"),
    ("whisper on the Jetson AGX Orin crashes. Jetson AGX Orin 64GB here", "Jetson AGX Orin 64 GB"),
    ("is the jetson agx orin good for qwen 7b? I mean the jetson agx orin 64gb", "Jetson AGX Orin 64 GB"),
    ("my Jetson Orin Nano is slow with llama 3 8b. Board: Jetson Orin Nano 8GB", "Jetson Orin Nano 8 GB"),
    ("gemma on the Jetson AGX Orin runs out of memory. Device - Jetson AGX Orin (64G).", "Jetson AGX Orin 64 GB"),
])
def test_a_machine_said_bare_then_with_its_memory_is_the_one_said(advisor, text, board):
    assert _read(advisor, text).cards == [board]


@pytest.mark.parametrize(("text", "model"), [
    ("gemma 2 on my 3090 is slow", "Gemma 2"),
    ("can my 4090 run gemma 2?", "Gemma 2"),
    ("llama 2 on my 3090 is slow", "Llama 2"),
    ("qwen 2.5 on my 4090, which quant?", "Qwen2.5"),
    ("is a 3060 enough for gemma 2 inference?", "Gemma 2"),
])
def test_a_family_with_its_version_apart_is_that_generation(advisor, text, model):
    r = _read(advisor, text)
    assert r.model is not None and r.model.name.startswith(model), r.model


def test_a_size_after_a_family_is_no_version(advisor):
    assert _read(advisor, "gemma 27b on a 4090").model.name == "Gemma 3 27B"
