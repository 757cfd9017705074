"""Issue 27 (reader44): the kinds a blind batch on how askers say what they own (E924–E938, Z656–Z670) was read wrong
in, each fixed as a kind and tested on other wordings than the rows'.

- The authors' work said as done on a card ("your work was done on four A100"), or a paper's text said to name one
  ("文中所写的配置是A100"): their card, never a second one of the asker's, nor a count.
- A family name said bare beside the full name of one of its cards ("RTX 4000 … Quadro RTX 4000"): one card.
- A card's number glued to the job after it ("4090lora微调", "3090qlora"): the card, then the job.
- A card named by letters and one digit counted after it ("t4 *3", "l4*2").
- Which models a device runs, asked in Chinese with words between ("可以使用哪些大尺寸和小尺寸的模型"): fits.
- An owner said by a failure met on the card ("3090卡，单卡，无法运行") or by hardware issued to them ("公司配的",
  "my work laptop has").
"""

from __future__ import annotations

import pytest


def _read(advisor, text: str):
    return advisor.ask(text).read_as


@pytest.mark.parametrize(
    ("text", "card", "theirs"),
    [
        ("your work was done on four Nvidia A100 GPUs, can I train it on my 3090?", "GeForce RTX 3090", "A100"),
        (
            "I see your model was trained on 8 V100s. Will my 4080 be enough to fine-tune it?",
            "GeForce RTX 4080",
            "V100",
        ),
        (
            "the authors' experiments were run on an H100; my 4090 runs out of memory, what can I change?",
            "GeForce RTX 4090",
            "H100",
        ),
        ("文中所写的配置是A100，那我的4060ti能跑吗", "GeForce RTX 4060 Ti", "A100"),
        ("文章里提到的是8张H800，我只有一张4090，能训练吗", "GeForce RTX 4090", "H800"),
    ],
)
def test_the_authors_card_is_not_the_askers(advisor, text, card, theirs):
    r = _read(advisor, text)
    assert len(r.cards) == 1 and r.cards[0].startswith(card), r.cards
    assert not any(theirs in c for c in r.cards)
    assert r.command != "compare"
    assert r.gpus in (None, 1)


def test_the_authors_card_weighed_alone_stays(advisor):
    # no card of the asker's: the two are weighed, nothing dropped
    r = _read(advisor, "your work was done on an A100, would a 4090 be as fast?")
    assert len(r.cards) == 2


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("my card is an RTX 5000, the Quadro RTX 5000, will it run llama 8b?", "Quadro RTX 5000"),
        ("我的显卡为RTX 4000，驱动提示：您的显卡型号 Quadro RTX 4000 不在支持列表中", "Quadro RTX 4000"),
        ("I use an RTX 4000 (Quadro RTX 4000 8GB), can it train yolov8?", "Quadro RTX 4000"),
    ],
)
def test_a_family_said_bare_then_in_full_is_one_card(advisor, text, card):
    assert _read(advisor, text).cards == [card]


@pytest.mark.parametrize(
    "text",
    [
        "RTX 4000 vs Quadro RTX 4000 for deep learning?",
        "should I get an RTX 4000 or a Quadro RTX 4000?",
    ],
)
def test_a_family_and_a_member_weighed_stay_two(advisor, text):
    assert len(_read(advisor, text).cards) == 2


@pytest.mark.parametrize(
    ("text", "card", "task"),
    [
        ("我用3090lora微调qwen 7b爆显存了", "GeForce RTX 3090", "lora"),
        ("两张4090qlora微调llama 70b够吗", "GeForce RTX 4090", "qlora"),
        ("can I run 4080finetune of mistral 7b?", "GeForce RTX 4080", None),
    ],
)
def test_a_card_glued_to_its_job(advisor, text, card, task):
    r = _read(advisor, text)
    assert r.cards and r.cards[0] == card
    if task:
        assert r.task == task


@pytest.mark.parametrize(
    ("text", "card", "count"),
    [
        ("我们用t4 *3的服务器微调qwen 7b，显存不够", "Tesla T4", 3),
        ("l4*2 能跑 qwen 32b 吗", "L4", 2),
        ("I serve llama 8b on t4 x2, is it enough for 10 users?", "Tesla T4", 2),
    ],
)
def test_a_one_digit_card_counted_after(advisor, text, card, count):
    r = _read(advisor, text)
    assert r.cards == [card] and r.gpus == count


def test_a_quant_is_no_one_digit_card(advisor):
    r = _read(advisor, "qwen 7b q4*2?")
    assert r.cards == [] and r.gpus is None


@pytest.mark.parametrize(
    "text",
    [
        "双卡V100 32G可以使用哪些大尺寸的模型？",
        "我的4090能部署哪些开源的大模型",
        "两张3090能运行哪些量化后的模型",
    ],
)
def test_which_models_with_words_between_is_fits(advisor, text):
    r = _read(advisor, text)
    assert r.command == "fits" and r.model is None


def test_any_model_said_is_no_model_asked(advisor):
    assert _read(advisor, "不管运行哪些大小的模型都卡，3060怎么办").command != "fits"


@pytest.mark.parametrize(
    "text",
    [
        "遇到同样的问题，4090单卡，无法运行",
        "3060 12g 运行不了这个模型",
        "公司配的笔记本是4060，能跑qwen 7b吗",
        "my work laptop has an RTX A2000, can it run llama 8b?",
        "I'm currently on a 2080 Ti, is a 5090 worth it for 70b?",
    ],
)
def test_the_owner_said_by_failure_or_issue(advisor, text):
    assert _read(advisor, text).own is True


def test_a_card_asked_about_is_not_owned(advisor):
    assert _read(advisor, "does the 3090 run qwen 32b?").own is False
