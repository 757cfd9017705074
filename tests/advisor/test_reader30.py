"""Issue 27 (reader30): the kinds a blind batch beyond LLMs (detectors, GANs, RL, TTS, Stable Diffusion, ROCm and CUDA
support; O072–O086, E621–E645) was read wrong in, each fixed as a kind and tested on other wordings than the rows'.

- A driver's version is no card ("Nvidia Drivers 560.94": no Radeon RX 560 with 94 GB).
- An RX followed by one or two digits is no card ("Navi 33 [Radeon RX 7", a log cut short: no Radeon VII).
- The line's letters swapped ("RXT3060-12G") and a Titan glued to its letters ("TitanX", "titanxp") are the cards.
- A progress bar's time ("[00:21<371:05:56, 2.25it/s]") and "… or something" are no budget.
- "used" after an adverb ("the officially used ones") is no second-hand condition.
- Owner's words: a run told ("I am able to train … only at batch size 3", "Why did I train an epoch with one 2080TI"),
  a template's label ("GPU model and memory: GeForce GTX 780 Ti 3GB"); none in "Do I have that right?", "upgrade my GPU
  card", "in my location", "I am trying to choose between".
"""

from __future__ import annotations

import pytest


def _read(advisor, text: str):
    return advisor.ask(text).read_as


@pytest.mark.parametrize("text", [
    "My rig: Ryzen 7 5800X, RTX 4070 12GB, 64GB RAM, Nvidia Drivers 555.85. Why is ComfyUI so slow?",
    "rtx 4070 on driver version 535 keeps crashing in training, why?",
    "RTX 4070, driver: 551.23 — is the slowness a driver issue?",
])
def test_a_drivers_version_is_no_card(advisor, text):
    r = _read(advisor, text)
    assert r.cards == ["GeForce RTX 4070"], r.cards
    assert r.budget is None


def test_a_gtx_560_said_as_a_card_is_still_read(advisor):
    assert _read(advisor, "is the gtx 560 any good for cuda?").cards == ["GeForce GTX 560"]


@pytest.mark.parametrize("text", [
    "I bought an RX 6700 XT but rocm-smi shows: unknown Unsupported 0% Navi 22 [Radeon RX 6",
    "my rx 6700 xt is not detected, the log ends with [AMD Radeon RX 6",
])
def test_an_rx_cut_short_is_no_card(advisor, text):
    r = _read(advisor, text)
    assert r.cards == ["Radeon RX 6700 XT"], r.cards
    assert r.command == "why"


@pytest.mark.parametrize(("text", "card"), [
    ("rxt 4090 or 4080 super for yolov8 training?", "GeForce RTX 4090"),
    ("thinking of an RXT4060-8G for detectron2, enough?", "GeForce RTX 4060"),
    ("I train a GAN on my TitanX, it takes days, is that normal?", "TITAN X Pascal"),
    ("training stylegan on one titanxp: how long should it take?", "TITAN Xp"),
    ("is a TitanV still good for CNN training?", "TITAN V"),
])
def test_swapped_or_glued_names_are_the_cards(advisor, text, card):
    assert card in _read(advisor, text).cards


@pytest.mark.parametrize("text", [
    "my 3090 trains stylegan2 at 0%| 12/800000 [00:30<555:33:20, 2.4s/it], is that normal?",
    "on my 3080 the progress bar says 3/5000 [00:05<120:10:41], why so slow?",
    "can my 3060 train an SDXL lora or am I limited to 1.5 or something?",
])
def test_a_progress_bars_time_and_or_something_are_no_budget(advisor, text):
    r = _read(advisor, text)
    assert r.budget is None, r.budget
    assert r.own


def test_a_budget_or_so_is_still_a_budget(advisor):
    assert _read(advisor, "a gpu for yolo training, 800 or so").budget is not None


@pytest.mark.parametrize("text", [
    "my rtx 3060 is weaker than the officially used V100s: what should I change to train detectron2?",
    "can a 2070 train this, or only the commonly used A100?",
])
def test_used_after_an_adverb_is_no_condition(advisor, text):
    assert _read(advisor, text).condition is None


def test_only_used_is_still_the_condition(advisor):
    assert _read(advisor, "which gpu for yolo under 500, only used ones?").condition == "used"


@pytest.mark.parametrize("text", [
    "For one RTX A4000 (16GB) I am able to train yolov8x only at batch size 4. How much memory for batch 32?",
    "Why did I train an epoch with one 3090 for two days? Is there anything wrong?",
    "GPU model and memory: GeForce RTX 2070 8GB. TensorFlow 2.4 does not see it, is my card supported?",
    "I set batch 8 and use one 1080 Ti on COCO, it takes a week per epoch. Normal?",
])
def test_a_run_told_or_a_template_label_is_the_owners_card(advisor, text):
    r = _read(advisor, text)
    assert r.own, text
    assert r.cards, text


@pytest.mark.parametrize("text", [
    "I am considering the RX 6800 vs the RTX 3070 for pytorch. Sounds like the 3070 is the way to go. Do I have that "
    "right?",
    "I want to upgrade my GPU card for stable diffusion: 4060 ti 16gb or 3060 12gb?",
    "I am trying to choose between a 3060 12gb and a 4060 8gb, in my country the 4060 is cheaper. Which one?",
])
def test_no_owner_in_a_check_an_upgrade_or_a_choice(advisor, text):
    r = _read(advisor, text)
    assert not r.own, text
    assert r.command == "compare", r.command
